"""Grammar rules for the nouns of rules text: amounts, filters, objects, players,
durations, conditions and keyword names (the pieces clauses are built from)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rulings_kit.cards.model import (
    Amount,
    AttachedRef,
    Compare,
    Condition,
    CountOf,
    Duration,
    EachRef,
    Filter,
    Fixed,
    ItRef,
    ObjectRef,
    PlayerRef,
    SelfRef,
    StatOf,
    TargetRef,
    ThatMuch,
    VariableX,
)
from rulings_kit.cards.model.objects import NUMBER_WORDS
from rulings_kit.cards.oracle.cursor import Cursor, NoMatch

CARD_TYPES = ("creature", "artifact", "enchantment", "land", "planeswalker", "instant",
              "sorcery", "permanent", "battle")
COLORS = ("white", "blue", "black", "red", "green", "colorless", "multicolored", "monocolored")
STATES = ("another", "other", "tapped", "untapped", "attacking", "blocking", "nontoken",
          "legendary", "basic", "historic", "enchanted", "equipped", "snow")
SIMPLE_KEYWORDS = ("flying", "first strike", "double strike", "deathtouch", "defender",
                   "flash", "haste", "hexproof", "indestructible", "lifelink", "menace",
                   "prowess", "reach", "trample", "vigilance", "convoke", "vigilance",
                   "intimidate", "shroud", "fear", "swampwalk", "islandwalk", "forestwalk",
                   "mountainwalk", "plainswalk")
COST_KEYWORDS = ("equip", "kicker", "cycling", "flashback", "ward", "cumulative upkeep",
                 "morph", "unearth", "evoke", "echo", "ninjutsu")
PLAYERS = ("you", "target player or planeswalker", "target player", "target opponent",
           "each opponent", "each player", "that player", "its controller", "its owner",
           "defending player", "an opponent")
# the last word of a compound type: "Soldier creatures", "artifact creature"
_COMPOUNDABLE = ("creature", "creatures", "planeswalker", "planeswalkers", "land", "lands",
                 "artifact", "artifacts", "enchantment", "enchantments")
DURATIONS = ("until end of turn", "this turn", "until your next turn")


def amount(cur: Cursor) -> Amount:
    """A number: 'a', 'two', '3', 'X', 'that much' (107.1, 107.3)."""
    word = cur.peek()
    if word in ("a", "an"):
        cur.take()
        return Fixed(1)
    if word in NUMBER_WORDS:
        cur.take()
        return Fixed(NUMBER_WORDS.index(word))
    if word.isdigit():
        cur.take()
        return Fixed(int(word))
    if word == "x":
        cur.take()
        return VariableX()
    if cur.accept("that much"):
        return ThatMuch()
    raise cur.fail("a number")


def quantity(cur: Cursor) -> CountOf | StatOf:
    """A number counted as the effect happens (608.2h): 'the number of Zombies you
    control', 'its power', "this creature's toughness", 'your life total', 'the greatest
    power among creature cards in your graveyard'."""
    if cur.accept("the number of"):
        return CountOf(filter_(cur))
    if cur.accept("your life total"):
        return StatOf("life total", PlayerRef("you"))
    if cur.accept("the greatest"):
        stat = cur.one_of(_STATS)
        cur.expect("among")
        return StatOf(f"greatest {stat}", among=filter_(cur))
    if cur.accept("its"):
        return StatOf(cur.one_of(_STATS), ItRef())
    if cur.accept("the sacrificed creature's"):
        return StatOf(cur.one_of(_STATS), owner_words="the sacrificed creature")
    return StatOf(cur.one_of(_STATS), possessor(cur))


def possessor(cur: Cursor) -> ObjectRef:
    """Whose number: "~'s", "that creature's", "enchanted creature's"."""
    if cur.accept("~'s"):
        return SelfRef()
    for via in ("enchanted", "equipped", "that"):
        if cur.peek() == via and cur.peek(1).endswith("'s"):
            cur.take()
            noun = cur.take().text[:-2]
            return ItRef(f"that {noun}") if via == "that" else AttachedRef(via, noun)
    raise cur.fail("whose number")


_STATS = ("power", "toughness", "mana value")


def count(cur: Cursor) -> int:
    """A fixed number of things ('two', '3')."""
    found = amount(cur)
    if not isinstance(found, Fixed):
        raise cur.fail("a fixed number")
    return found.n


def _type_word(cur: Cursor) -> str:
    """A card type or a subtype (a capitalised word: 'Wizard'), singular or plural."""
    word, printed = cur.peek(), cur.original()
    for t in CARD_TYPES:
        if word in (t, t + "s", "sorceries" if t == "sorcery" else ""):
            cur.take()
            return t
    if printed[:1].isupper() and printed.isalpha() and cur.pos > 0 and word not in (
            "you", "target", "each", "choose", "when", "whenever", "at", "if", "enchanted",
            "equipped", "this", "it", "destroy", "exile", "return", "draw"):
        cur.take()
        return printed.rstrip("s") if printed.endswith("s") and len(printed) > 3 else printed
    raise cur.fail("a card type")


def _adjective(cur: Cursor) -> str:
    """'tapped', 'nonland', 'white', or alternatives: 'attacking or blocking'."""
    first = _one_adjective(cur)
    if cur.peek() == "or" and (nxt := cur.attempt(_or_adjective)) is not None:
        return f"{first} or {nxt}"
    return first


def _or_adjective(cur: Cursor) -> str:
    cur.expect("or")
    return _one_adjective(cur)


def _one_adjective(cur: Cursor) -> str:
    word = cur.peek()
    if word in STATES or word in COLORS or (word.startswith("non") and len(word) > 4):
        return cur.take().text if word.startswith("non-") else cur.take().word
    raise cur.fail("an adjective")


def filter_(cur: Cursor) -> Filter:
    """'nonland permanent', 'creature you don't control with power 4 or greater',
    'creature card from your graveyard', 'instant or sorcery spell' (109.2)."""
    adjectives: list[str] = []
    while True:
        if adjectives and adjectives[-1].startswith("non") and cur.peek() == "," and \
                cur.peek(1).startswith("non"):
            cur.take()
        adj = cur.attempt(_adjective)
        if adj is None:
            break
        adjectives.append(adj)
    types: list[str] = []
    first = cur.attempt(_type_word)
    while first is not None and cur.peek() in _COMPOUNDABLE:
        first += " " + _type_word(cur)  # "artifact creature", "Liliana planeswalker"
    joiner = "or"
    if first is not None:
        types.append(first)
        while cur.peek() in ("or", "and", ",") and (t := cur.attempt(_or_type)) is not None:
            types.append(t[1])
            joiner = t[0] or joiner
    noun = ""
    if cur.peek() in ("card", "cards", "spell", "spells"):
        noun = cur.take().word.rstrip("s")
    if not types and not noun:
        raise cur.fail("a card type")
    controller = ""
    if cur.accept("you control"):
        controller = "you"
    elif cur.accept("you don't control"):
        controller = "not you"
    elif cur.accept("an opponent controls"):
        controller = "an opponent"
    keyword, compare, lacks = "", None, False
    if cur.peek() == "without":
        cur.take()
        keyword, lacks = keyword_name(cur), True
    elif cur.peek() == "with":
        start = cur.pos
        cur.take()
        kw = cur.attempt(keyword_name)
        if kw is not None:
            keyword = kw
        else:
            compare = cur.attempt(_compare)
            if compare is None:
                cur.pos = start
    zone = ""
    for z in ("from your graveyard", "from a graveyard", "in your graveyard",
              "from your hand", "in your hand"):
        if cur.accept(z):
            zone = z
            break
    return Filter(tuple(types), tuple(adjectives), controller, keyword, compare, zone, noun,
                  lacks, joiner)


def _or_type(cur: Cursor) -> tuple[str, str]:
    """', creature' or ', or land' or 'or land' (or 'and land', 'and/or land') in a list
    of types: the joining word ('' after a bare comma) and the type."""
    joiner = ""
    if cur.accept(","):
        if cur.peek() in ("or", "and"):
            joiner = cur.take().word
    else:
        joiner = cur.one_of(("or", "and"))
    if joiner == "and" and cur.accept("/ or"):
        joiner = "and/or"
    return joiner, _type_word(cur)


def _compare(cur: Cursor) -> Compare:
    what = cur.one_of(("power", "toughness", "mana value"))
    bound = int(cur.take().word) if cur.peek().isdigit() else None
    if bound is None:
        raise cur.fail("a number")
    direction = cur.one_of(("or greater", "or less")) if cur.peek() == "or" else "exactly"
    return Compare(what, bound, direction)


def target(cur: Cursor) -> TargetRef:
    """'any target' (115.4), 'target creature', 'up to two target creature cards'."""
    if cur.accept("any target"):
        return TargetRef(None)
    up_to = cur.accept("up to")
    n = count(cur) if cur.peek() not in ("target", "another") else 1
    another = cur.accept("another")
    cur.expect("target")
    if cur.peek() in ("player", "opponent", "players", "opponents"):
        raise cur.fail("an object")
    return TargetRef(filter_(cur), n, up_to, another)


def self_ref(cur: Cursor) -> SelfRef:
    cur.expect("~")
    return SelfRef()


def it_ref(cur: Cursor) -> ItRef:
    return ItRef(cur.one_of(("it", "they", "that creature", "that card", "that permanent",
                             "those creatures")))


def attached(cur: Cursor) -> AttachedRef:
    via = cur.one_of(("enchanted", "equipped"))
    return AttachedRef(via, cur.one_of(("creature", "land", "permanent", "artifact")))


def each(cur: Cursor) -> EachRef:
    """'each creature', 'a creature you control', 'another creature', 'creatures you
    control' (an article-less plural)."""
    article = cur.peek() if cur.peek() in ("each", "a", "an", "another", "all") else ""
    if article and article != "another":
        cur.take()
    start = cur.pos
    found = filter_(cur)
    plural_words = [t.word for t in cur.toks[start:cur.pos]]
    plural = any(w.endswith("s") and w != "its" for w in plural_words)
    if article in ("", "all") and not plural:
        raise cur.fail("'each'")
    if article == "another":
        found = replace(found, adjectives=found.adjectives[1:])
    return EachRef(found, article)


def obj(cur: Cursor) -> ObjectRef:
    """Any reference to objects."""
    rules: tuple[Callable[[Cursor], ObjectRef], ...] = (self_ref, target, attached, it_ref, each)
    return cur.first(*rules)


def player(cur: Cursor) -> PlayerRef:
    """'you', 'target player' (115.1), 'each opponent', ..."""
    return PlayerRef(cur.one_of(PLAYERS))


def duration(cur: Cursor) -> Duration:
    return Duration(cur.one_of(DURATIONS))


def condition(cur: Cursor) -> Condition:
    """The words after "if": 'you control a Wizard', '~ was kicked', 'it was kicked',
    'you have 10 or more life', 'you gained life this turn'."""
    if cur.peek() in ("~", "it") and cur.peek(1) == "was":
        who = self_ref(cur) if cur.peek() == "~" else ItRef(cur.take().word)
        cur.expect("was kicked")
        return Condition(who, "kicked")
    if cur.accept("it's your turn"):
        return Condition(PlayerRef("you"), "your turn")
    if cur.accept("it's attacking"):
        return Condition(ItRef(), "attacking")
    if cur.accept("any player controls"):
        cur.one_of(("a", "an"))
        return Condition(PlayerRef("any player"), "control", filter_(cur))
    you = PlayerRef(cur.one_of(("you",)))
    if cur.accept("do"):
        return Condition(you, "did")
    if cur.accept("control"):
        cur.one_of(("a", "an"))
        return Condition(you, "control", filter_(cur))
    if cur.accept("have"):
        n = count(cur)
        cur.expect("or more life")
        return Condition(you, "life at least", n=n)
    cur.expect("gained life this turn")
    return Condition(you, "gained life")


def keyword_name(cur: Cursor) -> str:
    """A simple keyword (702), lower-cased: 'first strike'."""
    return cur.one_of(SIMPLE_KEYWORDS)


def keyword_list(cur: Cursor) -> tuple[str, ...]:
    """'flying', 'flying and vigilance', 'flying, vigilance, and trample'."""
    words = [keyword_name(cur)]
    while cur.peek() in (",", "and"):
        start = cur.pos
        cur.accept(",")
        cur.accept("and")
        nxt = cur.attempt(keyword_name)
        if nxt is None:
            cur.pos = start
            break
        words.append(nxt)
    return tuple(words)


__all__ = ["NoMatch", "amount", "condition", "duration", "each", "filter_", "keyword_list",
           "obj", "player", "target"]
