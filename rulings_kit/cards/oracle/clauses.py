"""Grammar rules for effects (608.2): one clause each, composed into sentences with
", then", "and", "you may" and "if ..., ..."."""

from __future__ import annotations

from collections.abc import Callable

from rulings_kit.cards.model import (
    YOU,
    Ability,
    AddMana,
    Amount,
    And,
    CostChange,
    CreateToken,
    DealDamage,
    Discard,
    Draw,
    Effect,
    Fight,
    GainControl,
    GainKeywords,
    GainLife,
    IfThen,
    LoseLife,
    MayDo,
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
    Restrict,
    ReturnCard,
    Sacrifice,
    Scry,
    Search,
    Sentences,
    Then,
    WhereX,
)
from rulings_kit.cards.oracle.cursor import Cursor
from rulings_kit.cards.oracle.granted import granted
from rulings_kit.cards.oracle.nouns import (
    COLORS,
    amount,
    condition,
    count,
    duration,
    filter_,
    obj,
    player,
    quantity,
)

RESTRICTIONS = ("can't block", "can't attack", "can't attack or block", "can't be blocked",
                "attacks each combat if able", "blocks each combat if able",
                "can't be countered", "can't be blocked by more than one creature",
                "can block only creatures with flying",
                "can block an additional creature each combat",
                "doesn't untap during its controller's untap step",
                "can't attack or block alone", "can't block creatures with flying",
                "can't be regenerated", "must be blocked if able")


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
        kws, given = granted(cur)
        return GainKeywords(who, kws, cur.attempt(duration), granted=given)
    if verb == "fights":
        cur.take()
        return Fight(who, obj(cur))
    rule = cur.one_of(RESTRICTIONS)
    return Restrict(who, rule, cur.attempt(duration))


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
    cur.expect("damage to")
    return DealDamage(source, n, _damage_target(cur))


def _damage_target(cur: Cursor) -> ObjectRef:
    found = cur.attempt(player)
    return found if found is not None else obj(cur)


def _player_does(cur: Cursor) -> Effect:
    """'you gain 3 life', 'target player draws two cards', 'each opponent loses 1 life'."""
    who = player(cur)
    verb = cur.one_of(("gain", "gains", "lose", "loses", "draw", "draws", "discard",
                       "discards", "mill", "mills", "sacrifice", "sacrifices"))
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
    if verb == "sacrifice":
        cur.one_of(("a", "an"))
        return Sacrifice(who, cur.one_of(("creature", "land", "permanent", "artifact")))
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
                       "regenerate",
                       "tap", "untap", "counter", "return", "put", "create", "add"))
    if verb in ("draw", "discard", "mill", "sacrifice"):
        return _player_verb(cur, None, verb)
    if verb == "search":
        return _search(cur)
    if verb == "gain control of":
        return GainControl(obj(cur), cur.attempt(duration))
    if verb == "prevent":
        return _prevent(cur)
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
        return _put_counters(cur)
    if verb == "create":
        return _create_token(cur)
    if verb == "add":
        return _add_mana(cur)
    what = obj(cur)
    if verb == "counter" and cur.accept("unless its controller pays"):
        return Move(verb, what, _mana_symbols(cur))
    return Move(verb, what)


def _search(cur: Cursor) -> Search:
    """'search your library for a basic land card, reveal it, put it into your hand, then
    shuffle' (701.23, 701.24)."""
    cur.expect("your library for")
    optional = cur.accept("up to one")
    if not optional:
        cur.one_of(("a", "an"))
    found = filter_(cur)
    cur.expect(",")
    reveal = cur.accept("reveal it ,")
    cur.expect("put")
    it = cur.one_of(("it", "that card"))
    to = cur.one_of(("into your hand", "onto the battlefield", "onto the battlefield tapped"))
    cur.expect(", then shuffle")
    return Search(found, to, reveal, optional, it)


def _prevent(cur: Cursor) -> Prevent:
    """'all combat damage that would be dealt this turn', 'the next 3 damage that would
    be dealt to any target this turn' (615)."""
    n = None
    if not cur.accept("all"):
        cur.expect("the next")
        n = amount(cur)
    combat = cur.accept("combat")
    cur.expect("damage that would be dealt")
    to = obj(cur) if cur.accept("to") else None
    cur.expect("this turn")
    return Prevent(combat, n, to)


def cost_change(cur: Cursor) -> CostChange:
    """'~ costs {1} less to cast if you control a Wizard', 'Creature spells you cast cost
    {1} less to cast' (601.2f)."""
    spells = None
    if not cur.accept("~ costs"):
        spells = filter_(cur)
        cur.expect("you cast cost")
    mana = _mana_symbols(cur)
    less = cur.one_of(("less", "more")) == "less"
    cur.expect("to cast")
    cond = condition(cur) if cur.accept("if") else None
    return CostChange(spells, mana, less, cond)


def _put_counters(cur: Cursor) -> PutCounters:
    n = amount(cur)
    kind = cur.take().text
    if "/" not in kind:
        raise cur.fail("a counter kind")
    _counted(cur, "counter")
    cur.expect("on")
    return PutCounters(obj(cur), n, kind)


def _create_token(cur: Cursor) -> CreateToken:
    n = amount(cur)
    pt = cur.take().text
    if "/" not in pt or not pt.replace("/", "").isdigit():
        raise cur.fail("a token's power/toughness")
    colors: list[str] = []
    while cur.peek() in COLORS or cur.peek() == "and":
        word = cur.take().word
        if word != "and":
            colors.append(word)
    subtypes: list[str] = []
    while cur.original()[:1].isupper():
        subtypes.append(cur.take().text)
    artifact = cur.accept("artifact")
    cur.expect("creature")
    _counted(cur, "token")
    keywords, given = granted(cur) if cur.accept("with") else ((), ())
    p, t = pt.split("/")
    shown = tuple(c for c in colors if c != "colorless")
    return CreateToken(n, int(p), int(t), shown, tuple(subtypes), keywords, artifact, given)


def _add_mana(cur: Cursor) -> AddMana:
    if cur.accept("one mana of any color"):
        return AddMana((), any_color=True)
    symbols = [_mana_symbols(cur)]
    while cur.accept("or"):
        symbols.append(_mana_symbols(cur))
    return AddMana(tuple(symbols))


def _mana_symbols(cur: Cursor) -> str:
    out = ""
    while cur.peek().startswith("{") and cur.peek() not in ("{t}", "{q}"):
        out += cur.take().text
    if not out:
        raise cur.fail("a mana symbol")
    return out


# ------------------------------------------------------------------ composition
def clause(cur: Cursor) -> Effect:
    """One effect, possibly 'you may ...' or 'if ..., ...'."""
    if cur.accept("you may"):
        return MayDo(_simple(cur, you_first=True))
    if cur.accept("if"):
        cond = condition(cur)
        cur.expect(",")
        return IfThen(cond, clause(cur))
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
        parts.append(nxt)
    return parts[0] if len(parts) == 1 else Sentences(tuple(parts))


def _next_sentence(cur: Cursor) -> Effect:
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

