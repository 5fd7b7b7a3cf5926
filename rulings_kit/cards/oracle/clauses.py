"""Grammar rules for effects (608.2): one clause each, composed into sentences with
", then", "and", "you may" and "if ..., ..."."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rulings_kit.cards.model import (
    YOU,
    Ability,
    AddMana,
    Amount,
    And,
    Attach,
    Become,
    CostChange,
    CreateToken,
    DealDamage,
    Delayed,
    Discard,
    Draw,
    Effect,
    Emblem,
    ExileIfWouldDie,
    ExtraTurn,
    Fight,
    Filter,
    Fixed,
    GainControl,
    GainKeywords,
    GainLife,
    IfThen,
    Lasting,
    LoseAbilities,
    LoseLife,
    Lure,
    MayDo,
    MayHave,
    Mill,
    Modal,
    Move,
    ObjectRef,
    Pay,
    PerEach,
    PlayerRef,
    Prevent,
    Pump,
    PutCounters,
    PutObject,
    Recipients,
    Restrict,
    ReturnCard,
    RevealHandChoose,
    Sacrifice,
    SameRecipient,
    Scry,
    Search,
    Sentences,
    Then,
    WhenYouDo,
    WhereX,
)
from rulings_kit.cards.model.effects import PLACES
from rulings_kit.cards.oracle.cursor import Cursor
from rulings_kit.cards.oracle.granted import granted
from rulings_kit.cards.oracle.library import dig, exile_top
from rulings_kit.cards.oracle.nouns import (
    COLORS,
    amount,
    condition,
    count,
    duration,
    filter_,
    keyword_list,
    obj,
    player,
    quantity,
    target,
)

RESTRICTIONS = ("can't block", "can't attack", "can't attack or block", "can't be blocked",
                "attacks each combat if able", "blocks each combat if able",
                "can't be countered", "can't be blocked by more than one creature",
                "can block only creatures with flying",
                "can block an additional creature each combat",
                "doesn't untap during its controller's untap step",
                "can't attack or block alone", "can't block creatures with flying",
                "can't be regenerated", "must be blocked if able",
                "doesn't untap during its controller's next untap step",
                "don't untap during their controller's next untap step",
                "don't untap during their controllers' next untap steps",
                "can't attack or block this turn", "can't block this turn",
                "can't attack you or planeswalkers you control",
                "can attack as though it didn't have defender",
                "can't be the target of abilities your opponents control",
                "can't be the target of spells or abilities your opponents control")


def _counted(cur: Cursor, noun: str) -> None:
    cur.one_of((noun, noun + "s"))


def _modifier(cur: Cursor) -> tuple[str, str]:
    tok = cur.take().text.replace("−", "-")
    if "/" not in tok or tok[0] not in "+-":
        raise cur.fail("+N/+N")
    p, t = tok.split("/")
    return p, t


# ------------------------------------------------------------------ subject-first clauses
def _object_does(cur: Cursor) -> Effect:
    """'~ deals 3 damage to any target', 'target creature gets +2/+2 until end of turn',
    'target creature gains flying until end of turn', '~ fights target creature',
    '~ can't be blocked this turn'."""
    who = obj(cur)
    if cur.accept("deals"):
        return _deals(cur, who)
    verb = cur.peek()
    if verb in ("gets", "get"):
        cur.take()
        p, t = _modifier(cur)
        kws: tuple[str, ...] = ()
        given: tuple[Ability, ...] = ()
        if cur.accept("and gains") or cur.accept("and gain"):
            kws, given = granted(cur)
        return Pump(who, p, t, cur.attempt(duration), kws, given)
    if verb in ("gains", "gain"):
        cur.take()
        if cur.accept("your choice of"):  # one of them, chosen as it resolves
            options = keyword_list(cur, "or")
            return GainKeywords(who, options, cur.attempt(duration), choice=True)
        kws, given = granted(cur)
        return GainKeywords(who, kws, cur.attempt(duration), granted=given)
    if verb in ("loses", "lose"):
        cur.take()
        lost = ("all abilities",) if cur.accept("all abilities") else keyword_list(cur)
        return LoseAbilities(who, lost, cur.attempt(duration))
    if verb == "fights":
        cur.take()
        return Fight(who, obj(cur))
    if verb in ("becomes", "become"):
        cur.take()
        return _becomes(cur, who)
    rule, by = restriction(cur)
    return Restrict(who, rule, cur.attempt(duration), by)


def restriction(cur: Cursor) -> tuple[str, Filter | None]:
    """"can't block", "can't be blocked by Walls", "can't be blocked except by creatures
    with flying" (509.1b): the rule, and the creatures it names."""
    rule = cur.one_of(RESTRICTIONS)
    if rule == "can't be blocked" and cur.peek() in ("by", "except"):
        rule += " " + cur.one_of(("by", "except by"))
        return rule, filter_(cur)
    return rule, None


def _deals(cur: Cursor, source: ObjectRef) -> DealDamage:
    """'3 damage to any target', 'damage equal to its power to target creature', 'damage to
    any target equal to the number of Elves you control' (120.3)."""
    if cur.accept("damage equal to"):
        counted = quantity(cur)
        cur.expect("to")
        return DealDamage(source, counted, _damage_target(cur))
    if cur.accept("damage to"):
        to = _damage_target(cur)
        cur.expect("equal to")
        return DealDamage(source, quantity(cur), to, amount_last=True)
    n = amount(cur)
    if cur.peek() == "damage" and cur.peek(1) == "instead":  # the same recipient (614.1a)
        cur.take()
        return DealDamage(source, n, SameRecipient())
    if cur.accept("damage divided as you choose among"):  # 601.2d: divided as cast
        return DealDamage(source, n, target(cur), divided=True)
    cur.expect("damage to")
    found = DealDamage(source, n, _damage_target(cur))
    more: list[DealDamage] = []  # "3 damage to target player and 1 damage to each creature"
    while cur.peek() == "and" and (nxt := cur.attempt(lambda c: _and_damage(c, source))):
        more.append(nxt)
    return replace(found, also=tuple(more)) if more else found


def _and_damage(cur: Cursor, source: ObjectRef) -> DealDamage:
    cur.expect("and")
    n = amount(cur)
    cur.expect("damage to")
    return DealDamage(source, n, _damage_target(cur))


def _damage_target(cur: Cursor) -> ObjectRef:
    """'any target', 'each opponent', or several: 'each opponent and each creature they
    control' (one amount to each, 120.3)."""
    first = _one_recipient(cur)
    more: list[ObjectRef] = []
    while cur.peek() == "and" and (nxt := cur.attempt(_and_recipient)) is not None:
        more.append(nxt)
    return Recipients((first, *more)) if more else first


def _one_recipient(cur: Cursor) -> ObjectRef:
    found = cur.attempt(player)
    return found if found is not None else obj(cur)


def _and_recipient(cur: Cursor) -> ObjectRef:
    cur.expect("and")
    # not "and you gain 3 life": a new clause, not a second recipient
    if cur.peek() not in ("each", "target", "that", "its", "any", "another"):
        raise cur.fail("a recipient")
    return _one_recipient(cur)


def _player_does(cur: Cursor) -> Effect:
    """'you gain 3 life', 'target player draws two cards', 'each opponent loses 1 life'."""
    who = player(cur)
    verb = cur.one_of(("gain", "gains", "lose", "loses", "draw", "draws", "discard",
                       "discards", "mill", "mills", "sacrifice", "sacrifices", "creates",
                       "takes", "reveals their hand"))
    if verb == "reveals their hand":
        return _reveal_hand(cur, who)
    if verb == "creates":
        return _create_token(cur, who)
    if verb == "takes":
        return _extra_turn(cur, who)
    return _player_verb(cur, who, verb.rstrip("s") if verb != "loses" else "lose")


def _player_verb(cur: Cursor, who: PlayerRef | None, verb: str) -> Effect:
    if verb in ("gain", "lose"):
        who = who or YOU
        if cur.accept("life equal to"):
            n: Amount = quantity(cur)
        else:
            n = amount(cur)
            cur.expect("life")
        return GainLife(who, n) if verb == "gain" else LoseLife(who, n)
    if verb == "sacrifice" and who is None and cur.peek() in ("~", "it"):
        return Move("sacrifice", obj(cur))  # the object itself (701.21)
    if verb == "sacrifice":
        many: Amount = Fixed(1) if cur.peek() == "another" else amount(cur)
        found = filter_(cur)
        plain = found.types[:1] in (("creature",), ("land",), ("permanent",), ("artifact",))
        if plain and found == Filter(found.types[:1]) and many == Fixed(1):
            return Sacrifice(who, found.types[0])  # "a creature": a choice, nothing more
        return Sacrifice(who, found.text(), found, None if many == Fixed(1) else many)
    if cur.accept("cards equal to"):
        n = quantity(cur)
    else:
        n = amount(cur)
        _counted(cur, "card")
    if verb == "draw":
        return Draw(who, n)
    if verb == "mill":
        return Mill(who, n)
    return Discard(who, n, cur.accept("at random"))


# ------------------------------------------------------------------ imperative clauses
def _imperative(cur: Cursor) -> Effect:
    """What the controller does: 'draw a card', 'destroy target creature', 'scry 2',
    'return target creature to its owner's hand', 'create a 1/1 ... token', 'add {G}'."""
    verb = cur.one_of(("draw", "discard", "mill", "sacrifice", "scry", "destroy", "exile",
                       "search", "gain control of", "tap or untap", "pay", "prevent",
                       "regenerate", "look at", "attach", "take", "shuffle",
                       "tap", "untap", "counter", "return", "put", "create", "add"))
    if verb in ("draw", "discard", "mill", "sacrifice"):
        return _player_verb(cur, None, verb)
    if verb == "search":
        return _search(cur)
    if verb == "look at":
        return dig(cur)
    if verb == "take":
        return _extra_turn(cur, None)
    if verb == "shuffle":
        what = obj(cur)
        cur.expect("into its owner's library")
        return Move("shuffle into library", what)
    if verb == "attach":
        what = obj(cur)
        cur.expect("to")
        return Attach(what, obj(cur))
    if verb == "gain control of":
        return GainControl(obj(cur), cur.attempt(duration))
    if verb == "prevent":
        return prevent(cur)
    if verb == "pay":
        return Pay(_mana_symbols(cur))
    if verb == "scry":
        return Scry(amount(cur))
    if verb == "return":
        what = obj(cur)
        if cur.accept("to its owner's hand") or cur.accept("to their owners' hands"):
            return Move("return to hand", what)
        source = cur.one_of(("from your graveyard",)) if cur.peek() == "from" else ""
        cur.expect("to")
        return ReturnCard(what, cur.one_of(("your hand", "the battlefield",
                                            "the battlefield tapped",
                                            "the battlefield under your control",
                                            "its owner's hand")), source)
    if verb == "put":
        if (counters := cur.attempt(_put_counters)) is not None:
            return counters
        what = obj(cur)
        return PutObject(what, cur.one_of(PLACES))
    if verb == "create":
        return _create_token(cur)
    if verb == "add":
        return _add_mana(cur)
    if verb == "exile" and cur.peek() == "the" and cur.peek(1) == "top":
        return exile_top(cur)
    what = obj(cur)
    if verb == "counter" and cur.accept("unless its controller pays"):
        return Move(verb, what, _mana_symbols(cur))
    return Move(verb, what, duration=cur.attempt(duration) if verb == "exile" else None)


def _would_die(cur: Cursor) -> ExileIfWouldDie:
    """'if that creature would die this turn, exile it instead' (614.1a, a replacement
    effect that lasts the turn)."""
    cur.expect("if")
    what = obj(cur)
    cur.expect("would die this turn , exile it instead")
    return ExileIfWouldDie(what)


def _have_do(cur: Cursor) -> DealDamage | Pump | Become:
    """After "you may have": an object and what it does, the verb bare ('deal', 'get',
    'become')."""
    who = obj(cur)
    verb = cur.one_of(("deal", "get", "become"))
    if verb == "deal":
        return _deals(cur, who)
    if verb == "become":
        return _becomes(cur, who)
    p, t = _modifier(cur)
    return Pump(who, p, t, cur.attempt(duration))


def _reveal_hand(cur: Cursor, who: PlayerRef) -> RevealHandChoose:
    """After "target opponent reveals their hand": '. You choose a nonland card from it.
    That player discards that card' (701.9b)."""
    cur.expect(". you choose")
    cur.one_of(("a", "an"))
    found = filter_(cur)
    cur.expect("from it .")
    if cur.accept("exile that card until ~ leaves the battlefield"):
        return RevealHandChoose(who, found, exile_until=True)
    cur.expect("that player discards that card")
    return RevealHandChoose(who, found)


def _extra_turn(cur: Cursor, who: PlayerRef | None) -> ExtraTurn:
    """'an extra turn after this one', 'two extra turns after this one' (500.7)."""
    n = 1 if cur.accept("an") else count(cur)
    cur.one_of(("extra turn", "extra turns"))
    cur.expect("after this one")
    return ExtraTurn(who, n)


def _search(cur: Cursor) -> Search:
    """'search your library for a basic land card, reveal it, put it into your hand, then
    shuffle' (701.23, 701.24)."""
    cur.expect("your library")
    graveyard = cur.accept("and / or graveyard")
    cur.expect("for")
    optional = cur.accept("up to one")
    if not optional:
        cur.one_of(("a", "an"))
    named = ""
    if cur.accept("card named"):
        found, named = Filter((), noun="card"), _name_until(cur, ("reveal", "put"))
    else:
        found = filter_(cur)
    cur.expect(",")
    reveal = cur.accept("reveal it ,")
    if graveyard:
        cur.expect("and")
    cur.expect("put")
    it = cur.one_of(("it", "that card"))
    to = cur.one_of(("into your hand", "onto the battlefield", "onto the battlefield tapped"))
    cur.expect(". if you search your library this way , shuffle" if graveyard
               else ", then shuffle")
    return Search(found, to, reveal, optional, it, named, graveyard)


def _name_until(cur: Cursor, after_comma: tuple[str, ...]) -> str:
    """A card's name, which may hold commas: the words up to a comma followed by one of
    ``after_comma`` (', reveal it')."""
    start = cur.pos
    while not cur.at_end and not (cur.peek() == "," and cur.peek(1) in after_comma):
        cur.take()
    if cur.pos == start or cur.at_end:
        raise cur.fail("a card name")
    text = ""
    for tok in cur.toks[start:cur.pos]:
        text += ("" if tok.text in (",", "'s") or not text else " ") + tok.text
    return text


def prevent(cur: Cursor) -> Prevent:
    """'all combat damage that would be dealt this turn', 'the next 3 damage that would
    be dealt to any target this turn' (615)."""
    n = None
    if not cur.accept("all"):
        cur.expect("the next")
        n = amount(cur)
    combat = cur.accept("combat")
    cur.expect("damage that would be dealt")
    if cur.accept("this turn to"):  # "... dealt this turn to Dogs you control"
        return Prevent(combat, n, obj(cur), to_last=True)
    to = obj(cur) if cur.accept("to") else None
    # without "this turn", a static ability's prevention (615.1, while it's around)
    return Prevent(combat, n, to, this_turn=cur.accept("this turn"))


def lure(cur: Cursor) -> Lure:
    """'all creatures able to block it this turn do so' (509.1c: a requirement)."""
    cur.expect("all creatures able to block")
    what = obj(cur)
    lasting = cur.attempt(duration)
    cur.expect("do so")
    return Lure(what, lasting)


def cost_change(cur: Cursor) -> CostChange:
    """'~ costs {1} less to cast if you control a Wizard', 'Creature spells you cast cost
    {1} less to cast' (601.2f)."""
    spells, cast_by = None, "you"
    if not cur.accept("~ costs"):
        spells = filter_(cur)
        cast_by = cur.one_of(("you cast", "your opponents cast", "cost")).removesuffix("cast")
        cast_by = cast_by.strip() if cast_by != "cost" else ""
        if cast_by:
            cur.expect("cost")
    mana = _mana_symbols(cur)
    less = cur.one_of(("less", "more")) == "less"
    cur.expect("to cast")
    cond = condition(cur) if cur.accept("if") else None
    return CostChange(spells, mana, less, cond, cast_by)


def _put_counters(cur: Cursor) -> PutCounters:
    """'a +1/+1 counter on target creature', 'two loyalty counters on ~', 'a +1/+1 counter
    on each of up to two target creatures' (122.6)."""
    n = amount(cur)
    kind = cur.take().text
    if not ("/" in kind or kind.isalpha()):
        raise cur.fail("a counter kind")
    _counted(cur, "counter")
    cur.expect("on")
    each_of = cur.accept("each of")
    return PutCounters(obj(cur), n, kind, each_of)


def _create_token(cur: Cursor, who: PlayerRef | None = None) -> CreateToken:
    """'a 1/1 white Soldier creature token with flying', 'two tapped 2/2 black Zombie
    creature tokens', '... that's tapped and attacking' (111.2)."""
    n = amount(cur)
    tapped = cur.accept("tapped")
    pt = cur.take().text
    if "/" not in pt or not pt.replace("/", "").isdigit():
        raise cur.fail("a token's power/toughness")
    colors, subtypes = colors_and_subtypes(cur)
    artifact = cur.accept("artifact")
    cur.expect("creature")
    _counted(cur, "token")
    keywords, given = granted(cur) if cur.accept("with") else ((), ())
    attacking = False
    if cur.accept("that's") or cur.accept("that are"):
        tapped = cur.accept("tapped and") or tapped
        cur.expect("attacking")
        attacking = True
    p, t = pt.split("/")
    shown = tuple(c for c in colors if c != "colorless")
    return CreateToken(n, int(p), int(t), shown, subtypes, keywords, artifact, given,
                       who, tapped, attacking)


def colors_and_subtypes(cur: Cursor) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """'blue and red Weird', 'white Cat Soldier': a described creature's colors (105.1)
    and subtypes (205.3), as a token or an animated permanent has them."""
    colors: list[str] = []
    while cur.peek() in COLORS or (cur.peek() == "and" and colors):
        word = cur.take().word
        if word != "and":
            colors.append(word)
    subtypes: list[str] = []
    while cur.original()[:1].isupper() and cur.original().isalpha():
        subtypes.append(cur.take().text)
    return tuple(colors), tuple(subtypes)


def _becomes(cur: Cursor, who: ObjectRef) -> Become:
    """'becomes a 3/3 green Ape creature with trample until end of turn. It's still a
    land.', 'becomes an X/X Construct artifact creature' (613.1d, 613.4b)."""
    cur.one_of(("a", "an"))
    pt = cur.take().text
    if "/" not in pt:
        raise cur.fail("a power/toughness")
    colors, subtypes = colors_and_subtypes(cur)
    types = cur.one_of(("artifact creature", "creature"))
    keywords, given = granted(cur) if cur.accept("with") else ((), ())
    in_addition = cur.accept("in addition to its other types")
    lasting = cur.attempt(duration)
    still = ""
    if cur.accept(". it's still"):
        still = cur.one_of(("a land", "an artifact", "an enchantment"))
    p, t = pt.split("/")
    return Become(who, p, t, colors, subtypes, types, keywords, given, lasting, still,
                  in_addition)


def _add_mana(cur: Cursor) -> AddMana:
    """'{G}', '{B} or {G}', 'one mana of any color', 'two mana in any combination of
    colors', 'X mana of any one color' (106.1), then perhaps 'Spend this mana only to cast
    ...' (106.6)."""
    if cur.accept("one mana of any color"):
        found = AddMana((), any_color=True)
    elif cur.peek().startswith("{"):
        symbols = [_mana_symbols(cur)]
        while cur.accept("or"):
            symbols.append(_mana_symbols(cur))
        found = AddMana(tuple(symbols))
    else:
        n = amount(cur)
        cur.expect("mana")
        found = AddMana((), amount=n, spread=cur.one_of(("of any one color",
                                                       "in any combination of colors")))
    if cur.accept(". spend this mana only to cast"):
        one = cur.accept("a") or cur.accept("an")
        return replace(found, spend_only=filter_(cur), spend_one=one)
    return found


def _mana_symbols(cur: Cursor) -> str:
    out = ""
    while cur.peek().startswith("{") and cur.peek() not in ("{t}", "{q}"):
        out += cur.take().text
    if not out:
        raise cur.fail("a mana symbol")
    return out


# ------------------------------------------------------------------ composition
def clause(cur: Cursor) -> Effect:
    """One effect, possibly 'you may ...', 'if ..., ...', 'until end of turn, ...'."""
    if cur.peek() == "until" and (lasting := cur.attempt(duration)) is not None:
        cur.expect(",")
        return Lasting(lasting, _joined(cur))
    if cur.accept("at the beginning of the next end step ,"):  # delayed trigger (603.7)
        return Delayed(_joined(cur))
    if cur.peek() == "all" and cur.peek(1) == "creatures" and cur.peek(2) == "able":
        return lure(cur)
    if cur.accept("when you do ,"):  # a reflexive trigger (603.12)
        return WhenYouDo(_joined(cur))
    if cur.accept("you get an emblem with"):
        keywords, given = granted(cur)
        if keywords or not given:
            raise cur.fail("a quoted ability")
        return Emblem(given)
    if cur.accept("you may have"):
        return MayHave(_have_do(cur))
    if cur.accept("you may"):
        return MayDo(_simple(cur, you_first=True))
    if cur.peek() == "if" and (exiled := cur.attempt(_would_die)) is not None:
        return exiled
    if cur.accept("if"):
        cond = condition(cur)
        cur.expect(",")
        return IfThen(cond, clause(cur), cur.accept("instead"))
    return _simple(cur)


def _simple(cur: Cursor, you_first: bool = False) -> Effect:
    rules: tuple[Callable[[Cursor], Effect], ...] = (_imperative, _player_does, _object_does)
    if you_first:
        start = cur.pos
        found = cur.attempt(_imperative)
        if found is not None:
            return found
        cur.pos = start
        verb = cur.peek()
        if verb in ("gain", "lose"):
            cur.take()
            return _player_verb(cur, YOU, verb)
        if verb in ("draw", "discard", "sacrifice"):  # "you may draw": imperative after "may"
            cur.take()
            return _player_verb(cur, None, verb)
    return cur.first(*rules)


def sentence(cur: Cursor) -> Effect:
    """Clauses joined by ', then' and 'and' up to the period (608.2c), perhaps repeated
    'for each' counted object (608.2h)."""
    effect = _joined(cur)
    if cur.accept("for each"):
        effect = PerEach(effect, filter_(cur))
    if cur.accept("at the beginning of the next end step"):
        effect = Delayed(effect, when_last=True)
    return where_x(cur, effect)


def where_x(cur: Cursor, effect: Effect) -> Effect:
    """The effect, with ', where X is ...' if it follows (107.3c)."""
    if cur.accept(", where x is"):
        return WhereX(effect, quantity(cur))
    return effect


def _joined(cur: Cursor) -> Effect:
    effect = clause(cur)
    while True:
        if cur.accept(", then"):
            effect = Then(effect, clause(cur))
        elif cur.peek() == "and" and (nxt := cur.attempt(_and_clause)) is not None:
            effect = And(effect, nxt)
        else:
            return effect


def _and_clause(cur: Cursor) -> Effect:
    cur.expect("and")
    return clause(cur)


def effects(cur: Cursor) -> Effect:
    """Sentences up to the end of the line: one effect, or :class:`Sentences`."""
    parts = [sentence(cur)]
    cur.expect(".")
    while not cur.at_end and cur.peek() not in ("•",) and (
            nxt := cur.attempt(_next_sentence)) is not None:
        if isinstance(nxt, Then) and nxt.new_sentence:  # "... Then ...": joined to the last
            nxt = replace(nxt, first=parts.pop())
        parts.append(nxt)
    return parts[0] if len(parts) == 1 else Sentences(tuple(parts))


def _next_sentence(cur: Cursor) -> Effect:
    if cur.accept("then"):  # "Then it fights ...": done after the sentence before (608.2c)
        found: Effect = Then(Sentences(()), sentence(cur), new_sentence=True)
        cur.expect(".")
        return found
    found = sentence(cur)
    cur.expect(".")
    return found


def modal(cur: Cursor) -> Modal:
    """'choose one —' and its '•' modes (700.2)."""
    cur.expect("choose")
    up_to = cur.accept("one or both")
    n = 2 if up_to else count(cur)
    cur.expect("—")
    modes: list[Effect] = []
    while cur.accept("•"):
        modes.append(effects(cur))
    if len(modes) < 2:
        raise cur.fail("'•' and a mode")
    return Modal(n, tuple(modes), up_to)

