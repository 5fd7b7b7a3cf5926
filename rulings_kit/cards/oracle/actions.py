"""Grammar rules for the effects that take more than a verb and an object: damage and
its recipients, tokens, mana, searches, counters, prevention, cost changes, restrictions
and what a permanent becomes (608.2: each read as one clause)."""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.cards.model import (
    Ability,
    AddMana,
    AddTypes,
    Amount,
    Become,
    BecomeCopy,
    BecomesOfChoice,
    CopyExcept,
    CopyToken,
    CostChange,
    CountersOn,
    CountersRemovedThisWay,
    CreatePredefined,
    CreateToken,
    DealDamage,
    ExileIfWouldDie,
    ExtraTurn,
    Filter,
    Fixed,
    InAdditionTo,
    ItRef,
    LookAtHand,
    Lure,
    ObjectRef,
    OfYourChoice,
    PlayerRef,
    Prevent,
    PreventNextTime,
    PutCountersText,
    Recipients,
    RedirectNext,
    RevealHandChoose,
    RevealHandDiscardAll,
    SameRecipient,
    Search,
    SelfRef,
    SetBase,
    SetColor,
    SkipNext,
    TargetRef,
)
from rulings_kit.cards.model.kinds import ColorWord, Kind, KindWord
from rulings_kit.cards.model.objects import is_quantity
from rulings_kit.cards.model.phrases import (
    Article,
    CastBy,
    DamageWording,
    Divided,
    FilterNoun,
    FilterZone,
    FoundTo,
    It,
    Restriction,
    SkippedWords,
    Spread,
    TokenName,
)
from rulings_kit.cards.oracle.amounts import each_counted, quantity
from rulings_kit.cards.oracle.conditions import condition
from rulings_kit.cards.oracle.cursor import Cursor
from rulings_kit.cards.oracle.granted import granted
from rulings_kit.cards.oracle.nouns import (
    COLORS,
    amount,
    count,
    duration,
    filter_,
    keyword_name,
    obj,
    player,
    target,
    thats_colors,
    with_compare,
)

#: "can't be blocked" and the words naming the blockers it's about (509.1b)
_BLOCKED_BY = {"by": Restriction.CANT_BE_BLOCKED_BY,
               "except by": Restriction.CANT_BE_BLOCKED_EXCEPT_BY}
#: the restrictions the grammar reads at once ("can't be blocked by ..." is read in two)
#: "activated abilities can't be activated" names whose abilities itself (602.5)
NO_ACTIVATIONS = (Restriction.NO_ACTIVATED_ABILITIES, Restriction.NO_NONMANA_ABILITIES)
RESTRICTIONS = tuple(r for r in Restriction
                     if r not in _BLOCKED_BY.values() and r not in NO_ACTIVATIONS)
#: their words, said of one object or of several ("attacks" / "attack", 508.1d)
_RESTRICTION_WORDS = {w.replace(",", " ,"): r for r in RESTRICTIONS
                      for w in (r.value, r.plural)}


def counted(cur: Cursor, noun: str) -> None:
    cur.one_of((noun, noun + "s"))


def modifier(cur: Cursor) -> tuple[str, str]:
    tok = cur.take().text.replace("−", "-")
    if "/" not in tok or tok[0] not in "+-":
        raise cur.fail("+N/+N")
    p, t = tok.split("/")
    return p, t


def restriction(cur: Cursor) -> tuple[Restriction, Filter | None]:
    """"can't block", "can't be blocked by Walls", "can't be blocked except by creatures
    with flying" (509.1b): the rule, and the creatures it names."""
    rule = _RESTRICTION_WORDS[cur.one_of(tuple(_RESTRICTION_WORDS))]
    if rule is Restriction.CANT_BE_BLOCKED and cur.peek() in ("by", "except"):
        return _BLOCKED_BY[cur.one_of(tuple(_BLOCKED_BY))], filter_(cur)
    if rule is Restriction.CANT_ATTACK_UNLESS:  # "... an Island" (508.1c)
        cur.one_of(("a", "an"))
        return rule, filter_(cur)
    if rule is Restriction.CAN_BLOCK_ONLY:  # "... creatures with flying" (509.1b)
        return rule, filter_(cur)
    if rule is Restriction.CANT_BLOCK and cur.peek() not in _AFTER_CANT_BLOCK:
        return rule, cur.attempt(filter_)  # "can't block creatures with power 2 or greater"
    return rule, None


#: what may follow "can't block" that doesn't name the attackers it can't block
_AFTER_CANT_BLOCK = (".", ",", "and", "this", "unless", "as", "if", "until", "alone", "~",
                     "it", "that", "target")


def deals(cur: Cursor, source: ObjectRef) -> DealDamage:
    """'3 damage to any target', 'damage equal to its power to target creature', 'damage to
    any target equal to the number of Elves you control' (120.3)."""
    if cur.accept("damage equal to"):
        counted = quantity(cur)
        cur.expect("to")
        return DealDamage(source, counted, damage_target(cur))
    if isinstance(source, TargetRef) and not source.many and \
            cur.accept("damage to itself equal to"):  # the source is the recipient (120.3)
        return DealDamage(source, quantity(cur), ItRef(It.ITSELF), amount_last=True)
    if cur.accept("damage to"):
        to = damage_target(cur)
        cur.expect("equal to")
        return DealDamage(source, quantity(cur), to, amount_last=True)
    n = amount(cur)
    if cur.peek() == "damage" and cur.peek(1) == "instead":  # the same recipient (614.1a)
        cur.take()
        return DealDamage(source, n, SameRecipient())
    if cur.accept("damage divided as you choose among"):  # 601.2d: divided as cast
        return DealDamage(source, n, target(cur), divided=Divided.AS_YOU_CHOOSE)
    if cur.accept("damage divided evenly , rounded down , among"):  # divided as it resolves
        return DealDamage(source, n, target(cur), divided=Divided.EVENLY)
    cur.expect("damage to")
    found = DealDamage(source, n, damage_target(cur))
    more: list[DealDamage] = []  # "3 damage to target player and 1 damage to each creature"
    while cur.peek() == "and" and (nxt := cur.attempt(lambda c: _and_damage(c, source))):
        more.append(nxt)
    return replace(found, also=tuple(more)) if more else found


def _and_damage(cur: Cursor, source: ObjectRef) -> DealDamage:
    cur.expect("and")
    n = amount(cur)
    cur.expect("damage to")
    return DealDamage(source, n, damage_target(cur))


def damage_target(cur: Cursor) -> ObjectRef:
    """'any target', 'each opponent', or several: 'each opponent and each creature they
    control' (one amount to each, 120.3)."""
    first = _one_recipient(cur)
    more: list[ObjectRef] = []
    while cur.peek() == "and" and (nxt := cur.attempt(_and_recipient)) is not None:
        more.append(nxt)
    return Recipients((first, *more)) if more else first


def _one_recipient(cur: Cursor) -> ObjectRef:
    if cur.peek() == "each" and cur.peek(1) == "of" and (
            several := cur.attempt(_each_of_targets)) is not None:
        return several
    found = cur.attempt(player)
    return found if found is not None else obj(cur)


def _each_of_targets(cur: Cursor) -> TargetRef:
    """'each of two target creatures', 'each of up to two target creatures' (601.2c: none,
    one or two chosen): each target is dealt that much (120.3)."""
    cur.expect("each of")
    several = obj(cur)
    if not isinstance(several, TargetRef) or several.count < 2:
        raise cur.fail("two or more target objects")
    return replace(several, each_of=True)


def _and_recipient(cur: Cursor) -> ObjectRef:
    cur.expect("and")
    # not "and you gain 3 life": a new clause, not a second recipient
    if cur.peek() not in ("each", "target", "that", "its", "any", "another"):
        raise cur.fail("a recipient")
    return _one_recipient(cur)


def would_die(cur: Cursor) -> ExileIfWouldDie:
    """'if that creature would die this turn, exile it instead' (614.1a, a replacement
    effect that lasts the turn)."""
    cur.expect("if")
    what = obj(cur)
    cur.expect("would die this turn , exile it instead")
    return ExileIfWouldDie(what)


def reveal_hand(cur: Cursor, who: PlayerRef
                ) -> RevealHandChoose | RevealHandDiscardAll | LookAtHand:
    """After "target opponent reveals their hand": '. You choose a nonland card from it.
    That player discards that card' (701.9b), 'and discards all nonland cards' (701.9a),
    or nothing more (701.20a)."""
    if cur.accept("and discards all"):
        return RevealHandDiscardAll(who, filter_(cur))
    joined = cur.accept("and you choose")  # "... and you choose a card of that color ..."
    if not joined and not cur.accept(". you choose"):
        return LookAtHand(who, reveal=True)
    cur.one_of(("a", "an"))
    found = filter_(cur)
    cur.expect("from it .")
    if cur.accept("exile that card until ~ leaves the battlefield"):
        return RevealHandChoose(who, found, exile_until=True, joined=joined)
    cur.expect("that player discards that card")
    return RevealHandChoose(who, found, joined=joined)


def extra_turn(cur: Cursor, who: PlayerRef | None) -> ExtraTurn:
    """'an extra turn after this one', 'two extra turns after this one' (500.7)."""
    n = 1 if cur.accept("an") else count(cur)
    cur.one_of(("extra turn", "extra turns"))
    cur.expect("after this one")
    return ExtraTurn(who, n)


def skip_next(cur: Cursor, who: PlayerRef | None) -> SkipNext:
    """After "skip(s)": 'your next turn', 'their next untap step', 'your next two turns'
    (614.10)."""
    cur.expect("your" if who is None or who.is_you else "their")
    cur.expect("next")
    n = 1 if cur.peek() in {w.split()[0] for w in SKIPPED} else count(cur)
    what = SkippedWords(cur.one_of(SKIPPED) if n == 1 else cur.one_of(
        tuple(f"{w}s" for w in SKIPPED))[:-1])
    return SkipNext(who, what, n)


#: what "skip your next ..." names, in the singular
SKIPPED = tuple(w.value for w in SkippedWords)


def search(cur: Cursor) -> Search:
    """'search your library for a basic land card, reveal it, put it into your hand, then
    shuffle' (701.23, 701.24); '... for a card, then shuffle and put that card on top'
    (701.24b)."""
    cur.expect("your library")
    graveyard = cur.accept("and / or graveyard")
    cur.expect("for")
    optional, most = cur.accept("up to"), 1
    any_number = not optional and cur.accept("any number of")
    if optional:
        most = 1 if cur.accept("one") else count(cur)
    elif not any_number:
        cur.one_of(("a", "an"))
    plural = most > 1 or any_number
    named = ""
    if cur.accept("cards named" if any_number else "card named"):
        found, named = Filter((), noun=FilterNoun.CARD), _name_until(cur, ("reveal", "put"))
    else:
        found = filter_(cur)
    cur.expect(",")
    reveal = cur.accept("reveal them ," if plural else "reveal it ,")
    that_card = not reveal and not plural and cur.accept("reveal that card ,")
    if not graveyard and cur.accept("then shuffle and put"):  # 701.24b
        it = cur.one_of(("those cards", "them") if plural else ("that card", "the card"))
        cur.expect("on top")
        return Search(found, FoundTo.TOP, reveal or that_card, optional, it, named, most=most,
                      reveal_that_card=that_card, any_number=any_number,
                      any_order=plural and cur.accept("in any order"))
    if graveyard:
        cur.expect("and")
    cur.expect("put")
    it = cur.one_of(("them",) if plural else ("it", "that card"))
    to = cur.phrase(FoundTo)
    if to is FoundTo.TOP:
        raise cur.fail("where the card goes")
    cur.expect(". if you search your library this way , shuffle" if graveyard
               else ", then shuffle")
    return Search(found, to, reveal or that_card, optional, it, named, graveyard, most,
                  that_card, any_number)


def _name_until(cur: Cursor, after_comma: tuple[str, ...]) -> str:
    """A card's name, which may hold commas: the words up to a comma followed by one of
    ``after_comma`` (', reveal it')."""
    start = cur.pos
    while not cur.at_end and not (cur.peek() == "," and cur.peek(1) in after_comma):
        cur.take()
    if cur.pos == start or cur.at_end:
        raise cur.fail("a card name")
    return _printed(cur, start)


def name_to_end(cur: Cursor) -> str:
    """A card's name, commas and all, ending the line: "Partner with Shabraz, the
    Skyshark" (702.124j)."""
    start = cur.pos
    while not cur.at_end:
        cur.take()
    if cur.pos == start:
        raise cur.fail("a card name")
    return _printed(cur, start)


def _printed(cur: Cursor, start: int) -> str:
    """The words read from ``start``, as printed."""
    text = ""
    for tok in cur.toks[start:cur.pos]:
        text += ("" if tok.text in (",", "'s") or not text else " ") + tok.text
    return text


def prevent(cur: Cursor) -> Prevent:
    """'all combat damage that would be dealt this turn', 'the next 3 damage that would
    be dealt to any target this turn' (615); damage from a source (609.7): '... dealt by
    target creature this turn', '... dealt to and dealt by that creature this turn', 'all
    damage target creature would deal this turn'."""
    n = None
    if not cur.accept("all"):
        cur.expect("the next")
        n = amount(cur)
    combat = cur.accept("combat")
    if not cur.accept("damage that would be dealt"):
        cur.expect("damage")
        wording = DamageWording.THAT_WOULD_DEAL if cur.accept("that") else \
            DamageWording.WOULD_DEAL
        by = obj(cur)
        cur.expect("would deal")
        to = damage_target(cur) if cur.accept("to") else None
        return Prevent(combat, n, to, this_turn=cur.accept("this turn"), by=by,
                       wording=wording)
    if cur.accept("to and dealt by"):  # one effect on both sides of the damage
        by = obj(cur)
        return Prevent(combat, n, this_turn=cur.accept("this turn"), by=by, to_and_by=True)
    if cur.peek() == "this" and cur.peek(2) in ("to", "by"):  # "... dealt this turn to
        cur.expect("this turn")  # Dogs you control", "... dealt this turn by ..."
        if cur.accept("to"):
            return Prevent(combat, n, damage_target(cur), to_last=True)
        cur.expect("by")
        return Prevent(combat, n, by=obj(cur), to_last=True)
    to = damage_target(cur) if cur.accept("to") else None
    source = obj(cur) if cur.accept("by") else None
    # without "this turn", a static ability's prevention (615.1, while it's around)
    this_turn = cur.accept("this turn")
    if source is None and this_turn and cur.peek() == "by":
        if cur.accept("by a source of your choice"):  # chosen as it resolves
            return Prevent(combat, n, to, source_chosen=True)
        cur.expect("by")
        return Prevent(combat, n, to, by=obj(cur), by_last=True)
    return Prevent(combat, n, to, this_turn=this_turn, by=source)


def prevent_next_time(cur: Cursor) -> PreventNextTime:
    """'the next time a red source of your choice would deal damage to you this turn,
    prevent that damage' (615.8, 609.7a)."""
    cur.expect("the next time")
    article = Article(cur.one_of(("a", "an")))
    what = filter_(cur)
    cur.expect("of your choice would deal")
    combat = cur.accept("combat")
    cur.expect("damage")
    to = damage_target(cur) if cur.accept("to") else None
    cur.expect("this turn , prevent that damage")
    return PreventNextTime(what, article, to, combat)


def redirect_next(cur: Cursor) -> RedirectNext:
    """'the next 1 damage that would be dealt to ~ this turn is dealt to target creature you
    control instead' (614.9)."""
    cur.expect("the next")
    n = amount(cur)
    if not isinstance(n, Fixed):
        raise cur.fail("a number")
    cur.expect("damage that would be dealt to")
    to = obj(cur)
    cur.expect("this turn is dealt to")
    instead = obj(cur)
    cur.expect("instead")
    return RedirectNext(n.n, to, instead)


def lure(cur: Cursor) -> Lure:
    """'all creatures able to block it this turn do so' (509.1c: a requirement)."""
    cur.expect("all creatures able to block")
    what = obj(cur)
    lasting = cur.attempt(duration)
    cur.expect("do so")
    return Lure(what, lasting)


#: whose spells a cost change is about, in its words (601.2f)
_CAST_BY = {"you cast": CastBy.YOU, "your opponents cast": CastBy.OPPONENTS,
            "cost": CastBy.ANYONE}


def cost_change(cur: Cursor) -> CostChange:
    """'~ costs {1} less to cast if you control a Wizard', 'Creature spells you cast cost
    {1} less to cast' (601.2f)."""
    spells, cast_by = None, CastBy.YOU
    also = targets = None
    late = targets_self = each = False
    first = None
    cast_from = FilterZone.UNSAID
    if cur.accept("if"):  # "If an opponent controls seven or more lands, this spell costs"
        first = condition(cur)
        cur.expect(", ~ costs")
    elif not cur.accept("~ costs"):
        each = cur.accept("each")
        spells = filter_(cur)
        if not each and cur.peek() == "and":  # "Kithkin spells and Soldier spells"
            cur.expect("and")
            also = filter_(cur)
        if cur.peek() == "that" and cur.peek(1) == "target":
            targets_self, targets = _spells_target(cur)
            cur.expect("cost")
            cast_by = CastBy.ANYONE
        else:
            cast_by = _CAST_BY[cur.one_of(tuple(_CAST_BY))]
        if cast_by and cur.accept("from your graveyard"):  # where it was cast from (601.2a)
            cast_from = FilterZone.FROM_YOUR_GRAVEYARD
        if cast_by:
            spells, late = _late_suffixes(cur, spells)
            if cur.peek() == "that" and cur.peek(1) == "target":
                targets_self, targets = _spells_target(cur)
            cur.expect("costs" if each else "cost")
        elif each:
            raise cur.fail("whose spells")
    mana = mana_symbols(cur)
    less = cur.one_of(("less", "more")) == "less"
    cur.expect("to cast")
    cond = first if first is not None else condition(cur) if cur.accept("if") else None
    each_target = "target beyond the first" if cur.accept("for each target beyond the first") \
        else ""
    counted = each_counted(cur) if not each_target and cond is None and cur.accept("for each") \
        else None
    if isinstance(counted, CountersOn | CountersRemovedThisWay):
        raise cur.fail("what a cost counts")
    where_x = quantity(cur) if mana == "{X}" and cond is None and not each_target and \
        counted is None and cur.accept(", where x is") else None
    return CostChange(spells, mana, less, cond, cast_by, each_target, counted, also, late,
                      targets_self, targets, each, where_x, first is not None, cast_from)


def _late_suffixes(cur: Cursor, spells: Filter) -> tuple[Filter, bool]:
    """The words of a spell filter printed after "you cast": 'with power 4 or greater',
    'with mana value 6 or greater', "that's red or green" (the filter's last words)."""
    late = False
    if spells.compare is None and cur.peek() == "with" and (
            compare := cur.attempt(with_compare)) is not None:
        spells, late = replace(spells, compare=compare), True
    if not spells.colors and cur.peek() == "that's" and (
            colors := cur.attempt(thats_colors)) is not None:
        spells, late = replace(spells, colors=colors), True
    if late and spells.order:
        raise cur.fail("a filter's words in their order")
    return spells, late


def _spells_target(cur: Cursor) -> tuple[bool, Filter | None]:
    """'that target ~', 'that target a creature or planeswalker you control' (115.1)."""
    cur.expect("that target")
    if cur.accept("~"):
        return True, None
    cur.one_of(("a", "an"))
    return False, filter_(cur)


def counter_kind(cur: Cursor) -> str:
    """A kind of counter (122.1): '+1/+1', '-1/-1', 'ice', 'bloodline'."""
    kind = cur.take().text
    if not ("/" in kind or kind.isalpha()):
        raise cur.fail("a counter kind")
    return kind


def put_counters(cur: Cursor) -> PutCountersText:
    """'a +1/+1 counter on target creature', 'two loyalty counters on ~', 'a +1/+1 counter
    on each of up to two target creatures' (122.6)."""
    number_of = cur.accept("a number of")  # "... on it equal to your devotion to green"
    n = Fixed(0) if number_of else amount(cur)
    kind = counter_kind(cur)
    counted(cur, "counter")
    cur.expect("on")
    each_of = cur.accept("each of")
    what = obj(cur)
    if number_of:
        n = _equal_to(cur)
    also = cur.attempt(_and_counters) if cur.peek() == "and" else None
    return PutCountersText(what, n, kind, each_of, also)


def _and_counters(cur: Cursor) -> PutCountersText:
    """"... and a loyalty counter on each other planeswalker you control": the verb said
    once."""
    cur.expect("and")
    return put_counters(cur)


def copy_exceptions(cur: Cursor) -> CopyExcept:
    """"it's 7/7", "it's a Shapeshifter Rogue in addition to its other types", "it has
    haste", "it has this ability", "it enters with X additional +1/+1 counters on it",
    joined by "and" (707.9)."""
    found = CopyExcept()
    while True:
        if cur.accept("it's"):
            if "/" in cur.original():  # "it's 7/7" (707.9b)
                power, toughness = cur.take().text.split("/")
                found = replace(found, power=power, toughness=toughness)
            else:
                cur.one_of(("a", "an"))
                start = cur.pos
                while not cur.at_end and cur.peek() != "in":
                    cur.take()
                if cur.pos == start:
                    raise cur.fail("a type")
                words = " ".join(t.text for t in cur.toks[start - 1:cur.pos])
                cur.expect("in addition to its other")
                found = replace(found, types=words,
                                others=cur.one_of(("types", "creature types")))
        elif cur.accept("it has this ability"):  # 707.9a
            found = replace(found, this_ability=True)
        elif cur.accept("it has") or cur.accept("has"):  # "... types and has defender"
            names = [keyword_name(cur)]
            while cur.peek() == "and" and cur.peek(1) != "it":
                cur.take()
                names.append(keyword_name(cur))
            found = replace(found, keywords=tuple(names))
        else:
            cur.expect("it enters with")  # an additional effect (707.9e)
            n = amount(cur)
            cur.expect("additional +1/+1")
            cur.one_of(("counter", "counters"))
            cur.expect("on it")
            found = replace(found, counters=n)
        if not cur.accept("and"):
            return found


def create_token(cur: Cursor, who: PlayerRef | None = None
                 ) -> CreateToken | CopyToken | CreatePredefined:
    """'a 1/1 white Soldier creature token with flying', 'two tapped 2/2 black Zombie
    creature tokens', '... that's tapped and attacking' (111.2); 'a token that's a copy of
    target creature[, except it has haste]' (707.2)."""
    if who is None and cur.accept("a token that's a copy of"):
        what = obj(cur)
        return CopyToken(what, copy_exceptions(cur) if cur.accept(", except") else None)
    number_of = cur.accept("a number of")  # "... tokens equal to your devotion to white"
    n = Fixed(0) if number_of else amount(cur)
    tapped = cur.accept("tapped")
    if (named := cur.attempt(_predefined)) is not None:  # "a Treasure token" (111.10)
        return CreatePredefined(_equal_to(cur) if number_of else n, named, who, tapped)
    pt = cur.take().text
    x_sized = pt.lower() == "x/x"  # "an X/X green Ooze creature token" (107.3)
    if x_sized:
        pt = "0/0"
    if "/" not in pt or not pt.replace("/", "").isdigit():
        raise cur.fail("a token's power/toughness")
    colors, subtypes = colors_and_subtypes(cur)
    enchantment = cur.accept("enchantment")  # "a 2/1 white Cleric enchantment creature token"
    artifact = cur.accept("artifact")
    cur.expect("creature")
    counted(cur, "token")
    keywords, given = granted(cur) if cur.accept("with") else ((), ())
    if number_of:
        n = _equal_to(cur)
    attacking = False
    if cur.accept("that's") or cur.accept("that are"):
        tapped = cur.accept("tapped and") or tapped
        cur.expect("attacking")
        attacking = True
    they_have = False
    if not (keywords or given) and (said := cur.attempt(_they_have)) is not None:
        (keywords, given), they_have = said, True
    p, t = pt.split("/")
    shown = tuple(c for c in colors if c != "colorless")
    return CreateToken(n, int(p), int(t), shown, subtypes, keywords, artifact, given,
                       who, tapped, attacking, they_have, x_sized, enchantment)


#: the predefined tokens by the word that names them (111.10)
_PREDEFINED = {t.value.lower(): t for t in TokenName}


def _equal_to(cur: Cursor) -> Amount:
    """'equal to your devotion to black' after "create a number of ... tokens": counted
    as the effect happens (608.2h)."""
    cur.expect("equal to")
    n = quantity(cur)
    if not is_quantity(n):
        raise cur.fail("a number counted as it happens")
    return n


def _predefined(cur: Cursor) -> TokenName:
    """'Treasure token', 'Clue tokens': a predefined token by its name (111.10)."""
    name = _PREDEFINED[cur.one_of(tuple(_PREDEFINED))]
    counted(cur, "token")
    return name


def _they_have(cur: Cursor) -> tuple[tuple[str, ...], tuple[Ability, ...]]:
    """'. They have "Sacrifice this token: Add {C}."': what the tokens just created have,
    said in a sentence of its own (111.4); the sentence's period is the caller's."""
    cur.expect(".")
    cur.one_of(("they have", "it has"))
    return granted(cur)


def colors_and_subtypes(cur: Cursor) -> tuple[tuple[ColorWord, ...], tuple[str, ...]]:
    """'blue and red Weird', 'white Cat Soldier': a described creature's colors (105.1)
    and subtypes (205.3), as a token or an animated permanent has them."""
    colors: list[ColorWord] = []
    while cur.peek() in tuple(ColorWord) or (
            cur.peek() == "and" and colors and cur.peek(1) in tuple(ColorWord)):
        if cur.accept("and"):
            continue
        colors.append(cur.phrase(ColorWord))
    subtypes: list[str] = []
    while cur.original()[:1].isupper() and cur.original().isalpha():
        subtypes.append(cur.take().text)
    return tuple(colors), tuple(subtypes)


def in_addition(cur: Cursor, who: ObjectRef) -> AddTypes:
    """'[is] a Knight in addition to its other types', 'a Pirate in addition to its other
    creature types', 'a white Angel in addition to its other colors and types', 'an
    artifact in addition to its other types' (205.1b, 613.1d)."""
    said = cur.phrase((Article.A, Article.AN))
    for card_type in (KindWord.CREATURE, KindWord.ARTIFACT):  # a card type (205.2a)
        if cur.accept(card_type.value):
            cur.expect("in addition to its other types")
            return AddTypes(who, "", InAdditionTo.TYPES, said, card_type)
    colors, subtypes = colors_and_subtypes(cur)
    if not subtypes:
        raise cur.fail("a subtype")
    cur.expect("in addition to its other")
    others = cur.phrase((InAdditionTo.TYPES, InAdditionTo.COLORS_AND_TYPES,
                         InAdditionTo.CREATURE_TYPES, InAdditionTo.LAND_TYPES))
    if colors and others is not InAdditionTo.COLORS_AND_TYPES:
        raise cur.fail("colors and types")  # "a black Zombie in addition to its other types"
    return AddTypes(who, " ".join(subtypes), others, said, colors=colors)


def becomes(cur: Cursor, who: ObjectRef) -> (Become | SetColor | SetBase | BecomeCopy
                                              | BecomesOfChoice):
    """'becomes a 3/3 green Ape creature with trample until end of turn. It's still a
    land.', 'becomes an X/X Construct artifact creature', 'become 2/2 Elemental creatures
    ... They're still lands.', 'becomes an artifact creature with base power and toughness
    5/5' (613.1d, 613.4b)."""
    if cur.accept("a copy of"):  # 707.4
        what = obj(cur)
        return BecomeCopy(who, what, copy_exceptions(cur) if cur.accept(", except") else None)
    if cur.peek() == "the" and cur.peek(1) in ("creature", "color", "basic"):
        cur.expect("the")  # "becomes the creature type of your choice" (608.2d)
        kind = cur.phrase(OfYourChoice)
        cur.expect("of your choice")
        return BecomesOfChoice(who, kind, cur.attempt(duration))
    if cur.peek() in COLORS:  # "becomes blue until end of turn" (613.1e)
        start = cur.pos
        colors, subtypes = colors_and_subtypes(cur)
        if not subtypes and (cur.peek() in (".", "until", "and", ",") or cur.at_end):
            return SetColor(who, colors, cur.attempt(duration))  # "... and gains fear"
        cur.pos = start
    plural = not (cur.accept("a") or cur.accept("an"))
    pt = cur.take().text if "/" in cur.original() else ""
    if pt and (cur.peek() in (".", "until") or cur.at_end):  # "becomes 0/1" (613.4b)
        p, t = pt.split("/")
        return SetBase(who, p, t, cur.attempt(duration), becomes=True)
    colors, subtypes = colors_and_subtypes(cur)
    artifact = cur.accept("artifact")  # "an X/X Construct artifact creature" (205.2a)
    cur.expect("creatures" if plural else "creature")
    types = Kind((), (KindWord.ARTIFACT, KindWord.CREATURE) if artifact else (KindWord.CREATURE,))
    base_words = not pt
    if base_words:
        cur.expect("with base power and toughness")
        pt = cur.take().text
        if "/" not in pt:
            raise cur.fail("a power/toughness")
    all_types = cur.accept("with all creature types")  # 205.3m
    keywords, given = granted(cur, isinstance(who, SelfRef)) if cur.accept("with") else (
        (), ())
    still, inline = "", False
    if not plural and cur.accept("that's still"):  # "... that's still a planeswalker" (205.1b)
        still, inline = cur.one_of(_STILL), True
    in_addition = cur.accept("in addition to its other types")
    lasting = cur.attempt(duration)
    if not inline and (cur.accept(". it's still") or (plural and cur.accept(". they're still"))):
        still = cur.one_of(("lands",) if plural else _STILL)
    p, t = pt.split("/")
    return Become(who, p, t, colors, subtypes, types, keywords, given, lasting, still,
                  in_addition, plural, base_words, all_types, inline)


#: the card types a permanent that becomes a creature keeps, as "it's still ..." says them
_STILL = ("a land", "an artifact", "an enchantment", "a planeswalker")


def add_mana(cur: Cursor, who: PlayerRef | None = None) -> AddMana:
    """'{G}', '{B} or {G}', 'one mana of any color', 'two mana in any combination of
    colors', 'X mana of any one color' (106.1), then perhaps 'Spend this mana only to cast
    ...' (106.6); after a triggered mana ability's trigger, 'an additional {G}{G}', 'one
    mana of any type that land produced' (106.12a). ``who`` adds it: "that player adds"."""
    additional = cur.accept("an additional")
    if cur.accept("one mana of any type that land produced"):
        return AddMana((), who=who, additional=additional, produced=True)
    if additional:
        return AddMana((mana_symbols(cur),), who=who, additional=True)
    if who is not None:
        raise cur.fail("mana a triggered mana ability adds")
    if cur.peek(5) == "that" and cur.accept("one mana of any"):
        # "... of any color that a land an opponent controls could produce" (106.7)
        kind = cur.one_of(("color", "type"))
        cur.expect("that")
        cur.one_of(("a", "an"))
        found = AddMana((), could_produce=filter_(cur), any_type=kind == "type")
        cur.expect("could produce")
    elif cur.accept("one mana of any color"):
        found = AddMana((), any_color=True)
    elif cur.accept("one mana of the chosen color"):  # chosen as it entered (614.12a)
        found = AddMana((), chosen_color=True)
    elif cur.accept("an amount of mana of that color equal to"):  # after "Choose a color."
        found = AddMana((), amount=quantity(cur), of_that_color=True)
    elif cur.accept("an amount of"):  # "an amount of {G} equal to this creature's power"
        symbol = mana_symbols(cur)
        cur.expect("equal to")
        found = AddMana((symbol,), amount=quantity(cur))
    elif cur.peek().startswith("{"):  # "{G}", "{B} or {G}", "{W}, {U}, or {B}"
        symbols = [mana_symbols(cur)]
        while cur.accept("or") or (cur.peek() == "," and cur.peek(1).startswith("{")
                                   and cur.accept(",")) or cur.accept(", or"):
            symbols.append(mana_symbols(cur))
        found = AddMana(tuple(symbols))
    else:
        n = amount(cur)
        cur.expect("mana")
        if cur.peek(4).startswith("{") and cur.accept("in any combination of"):
            first = mana_symbols(cur)  # "... of {R} and/or {G}" (106.1a)
            cur.expect("and / or")
            found = AddMana((first, mana_symbols(cur)), amount=n,
                            spread=Spread.COMBINATION_OF)
        else:
            found = AddMana((), amount=n, spread=cur.phrase(Spread))
    if cur.accept(". spend this mana only to cast"):
        one = cur.accept("a") or cur.accept("an")
        spells = filter_(cur)
        other = filter_(cur) if one and (cur.accept("or a") or cur.accept("or an")) else None
        of = filter_(cur) if cur.accept("or activate abilities of") else None
        an_ability = of is None and one and (
            cur.accept("or to activate an ability of a") or
            cur.accept("or to activate an ability of an"))
        if an_ability:  # "... or to activate an ability of a Cleric, Rogue, ..." (602.2b)
            of = filter_(cur)
        rider = of is None and cur.accept(", and that spell can't be countered")  # 106.6
        return replace(found, spend_only=spells, spend_one=one, spend_abilities=of,
                       uncounterable=rider, spend_or=other, spend_ability_one=an_ability)
    if cur.accept(". spend this mana only to activate abilities of"):  # 602.2b
        return replace(found, spend_abilities=filter_(cur))
    return found


def mana_symbols(cur: Cursor) -> str:
    out = ""
    while cur.peek().startswith("{") and cur.peek() not in ("{t}", "{q}"):
        out += cur.take().text
    if not out:
        raise cur.fail("a mana symbol")
    return out
