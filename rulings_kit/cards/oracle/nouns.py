"""Grammar rules for the nouns of rules text: amounts, filters, objects, players,
durations, conditions and keyword names (the pieces clauses are built from)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rulings_kit.cards.model import (
    Amount,
    AttachedRef,
    Combined,
    Compare,
    CountersOn,
    Duration,
    EachRef,
    Filter,
    Fixed,
    GrantorRef,
    ItRef,
    ObjectRef,
    PlayerRef,
    Scaled,
    SelfAndAnother,
    SelfRef,
    TargetRef,
    ThatMuch,
    VariableX,
)
from rulings_kit.cards.model.kinds import (
    Adjective,
    ColorWord,
    Kind,
    KindWord,
    Non,
    Subtype,
    Word,
    subtype_named,
    word_named,
)
from rulings_kit.cards.model.objects import (
    CONTROLLED_BY,
    GRANTOR,
    SUFFIXES,
)
from rulings_kit.cards.model.phrases import (
    Article,
    Controller,
    DurationWords,
    FilterNoun,
    FilterZone,
    History,
    It,
    Named,
    Operator,
    Scale,
    Who,
)
from rulings_kit.cards.oracle.cursor import Cursor, NoMatch
from rulings_kit.core.filters import Bound, Stat
from rulings_kit.core.words import NUMBER_WORDS

CARD_TYPES = ("creature", "artifact", "enchantment", "land", "planeswalker", "instant",
              "sorcery", "permanent", "battle", "source")
COLORS = ("white", "blue", "black", "red", "green", "colorless", "multicolored", "monocolored")
STATES = ("another", "other", "tapped", "untapped", "attacking", "blocking", "nontoken",
          "legendary", "basic", "historic", "enchanted", "equipped", "snow", "kicked")
SIMPLE_KEYWORDS = ("flying", "first strike", "double strike", "deathtouch", "defender", "devoid",
                   "flash", "haste", "hexproof", "indestructible", "lifelink", "menace",
                   "prowess", "reach", "trample", "vigilance", "convoke", "vigilance",
                   "intimidate", "rebound", "shroud", "fear", "swampwalk", "islandwalk",
                   "forestwalk", "shadow", "horsemanship", "wither", "infect",
                   "mountainwalk", "plainswalk",
                   "protection from artifacts or from the color of your choice",
                   "protection from the color of your choice",
                   "protection from the chosen color",  # 607.2d
                   "fuse", "aftermath",  # split cards' (702.102, 702.127)
                   "daybound", "nightbound",  # 702.145
                   "decayed",  # 702.147
                   *(f"protection from {c}" for c in ("white", "blue", "black", "red", "green")))
#: the colors protection may be from in a granted keyword, and those keywords (702.16a)
_COLOR_WORDS = ("white", "blue", "black", "red", "green")
_COLOR_PROTECTIONS = tuple(f"protection from {c}" for c in _COLOR_WORDS)
#: the other qualities a granted protection may name: multicolored (105.2b), card types
_FROM_KINDS = ("multicolored", "artifacts", "creatures", "enchantments")
#: the players a reference names in an instruction (not "a player", "any player" or "your
#: opponents", which only conditions and static abilities say)
PLAYERS = tuple(w for w in Who if w not in (Who.A_PLAYER, Who.ANY_PLAYER, Who.YOUR_OPPONENTS,
                                            Who.PLAYERS, Who.THEY))
# the last word of a compound type: "Soldier creatures", "artifact creature"
_COMPOUNDABLE = ("creature", "creatures", "planeswalker", "planeswalkers", "land", "lands",
                 "artifact", "artifacts", "enchantment", "enchantments")


#: the words that add or subtract two numbers ("X plus 1", "7 minus ...")
OPERATORS = tuple(o.value for o in Operator)


def amount(cur: Cursor) -> Amount:
    """A number: 'a', 'two', '3', 'X', 'that much' (107.1, 107.3), 'twice X', 'X plus 1'."""
    if cur.peek() == "twice" and cur.peek(1) == "x":
        cur.take(), cur.take()
        return Scaled(VariableX(), Scale.TWICE)
    if cur.peek() == "x" and cur.peek(1) in OPERATORS and cur.peek(2).isdigit():
        cur.take()
        op = cur.phrase(Operator)
        return Combined(VariableX(), op, Fixed(int(cur.take().word)))
    return _one_amount(cur)


def _one_amount(cur: Cursor) -> Amount:
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
    if cur.accept("that many"):
        return ThatMuch(many=True)
    raise cur.fail("a number")




def count(cur: Cursor) -> int:
    """A fixed number of things ('two', '3')."""
    found = amount(cur)
    if not isinstance(found, Fixed):
        raise cur.fail("a fixed number")
    return found.n


def type_word(cur: Cursor) -> KindWord | Subtype:
    """A card type or a subtype (a capitalised word of 205.3's lists: 'Wizard'), singular
    or plural."""
    word, printed = cur.peek(), cur.original()
    for t in CARD_TYPES:
        if word in (t, t + "s", "sorceries" if t == "sorcery" else ""):
            cur.take()
            return KindWord(t)
    # a subtype starts a line only as a subject: "Zombies you control get +1/+1."
    subject = cur.pos > 0 or cur.peek(1) in ("you", "your", "creatures", "and", ",", "get",
                                             "have", "an", "spells")
    if printed[:1].isupper() and subject and (sub := subtype_named(printed)) is not None:
        cur.take()
        return sub
    raise cur.fail("a card type")


def _kind(cur: Cursor) -> Kind:
    """One alternative of a filter's types: 'creature', 'Soldier creature', 'artifact
    creature', 'Liliana planeswalker' (205.2a, 205.3)."""
    first = type_word(cur)
    types: list[KindWord] = []
    if not isinstance(first, KindWord) and cur.peek() in ("permanent", "permanents"):
        cur.take()  # "a Rebel permanent card" (110.4a)
        types.append(KindWord.PERMANENT)
    while cur.peek() in _COMPOUNDABLE:
        more = type_word(cur)
        assert isinstance(more, KindWord)
        types.append(more)
    if isinstance(first, KindWord):
        return Kind((), (first, *types))
    return Kind((first,), tuple(types))


def _adjective(cur: Cursor) -> Adjective:
    """'tapped', 'nonland', 'white', or alternatives: 'attacking or blocking'."""
    first = one_adjective(cur)
    alternatives: list[Word] = []
    while cur.peek() == "or" and (nxt := cur.attempt(_or_adjective)) is not None:
        alternatives.append(nxt.word)
    return replace(first, alternatives=tuple(alternatives))


def _or_adjective(cur: Cursor) -> Adjective:
    cur.expect("or")
    found = one_adjective(cur)
    if found.non:
        raise cur.fail("an adjective")
    return found


def one_adjective(cur: Cursor) -> Adjective:
    """'tapped', 'white', 'legendary', 'nonland', 'non-Human' (105.1, 205.4a, 205.3)."""
    word, printed = cur.peek(), cur.original()
    if word in STATES or word in COLORS:
        cur.take()
        found = word_named(word)
        assert found is not None
        return Adjective(found)
    if word.startswith("non") and len(word) > 4:
        non = Non.NON_HYPHEN_CAPITAL if printed.startswith("Non-") else \
            Non.NON_HYPHEN if word.startswith("non-") else Non.NON
        rest = printed[len(non.value):] if non is not Non.NON else word[3:]
        negated = word_named(rest)
        if negated is not None:
            cur.take()
            return Adjective(negated, non)
    raise cur.fail("an adjective")


def filter_(cur: Cursor) -> Filter:
    """'nonland permanent', 'creature you don't control with power 4 or greater',
    'creature card from your graveyard', 'instant or sorcery spell' (109.2)."""
    adjectives: list[Adjective] = []
    while True:
        if adjectives and adjectives[-1].text().startswith("non") and cur.peek() == "," and \
                cur.peek(1).startswith("non"):
            cur.take()
        adj = cur.attempt(_adjective)
        if adj is None:
            break
        adjectives.append(adj)
    types: list[Kind] = []
    first = cur.attempt(_kind)  # "artifact creature", "Liliana planeswalker"
    joiner = "or"
    if first is not None:
        types.append(first)
        while cur.peek() in ("or", "and", ",") and (t := cur.attempt(_or_type)) is not None:
            types.append(t[1])
            joiner = t[0] or joiner
    noun = FilterNoun.UNSAID
    if cur.peek() in ("card", "cards", "spell", "spells", "token", "tokens"):
        noun = FilterNoun(cur.take().word.rstrip("s"))
    elif not types and not adjectives and cur.peek() in ("activated", "triggered"):
        noun = FilterNoun(cur.one_of(tuple(n.value for n in FilterNoun if n.ability)))
    if not types and not noun:
        raise cur.fail("a card type")
    said: dict[str, object] = {}
    order: list[str] = []
    while (found := _suffix(cur, said)) is not None:
        said[found[0]] = found[1]
        order.append(found[0])
    keyword_said = said.get("keyword", ("", False))
    assert isinstance(keyword_said, tuple)
    keyword, lacks = keyword_said
    compare = said.get("compare")
    colors = said.get("colors", ())
    assert (compare is None or isinstance(compare, Compare)) and isinstance(colors, tuple)
    return Filter(tuple(types), tuple(adjectives), Controller(str(said.get("controller", ""))),
                  str(keyword), compare, FilterZone(str(said.get("zone", ""))), noun,
                  bool(lacks), joiner, str(said.get("counter", "")),
                  Named(str(said.get("named", ""))), colors,
                  () if order == sorted(order, key=SUFFIXES.index) else tuple(order),
                  History(str(said.get("history", ""))))


def _suffix(cur: Cursor, said: dict[str, object]) -> tuple[str, object] | None:
    """One of the words that follow a filter's noun, in any order: its controller,
    'with flying', 'with power 2 or less', 'named ~', its zone, "that's red"."""
    start = cur.pos
    if "controller" not in said:
        who = next((who for who, words in CONTROLLED_BY.items() if cur.accept(words)), None)
        if who is not None:
            return "controller", who
    if "keyword" not in said and cur.accept("without"):
        return "keyword", (keyword_name(cur), True)
    if cur.peek() == "with":
        cur.take()
        if "keyword" not in said and (kw := cur.attempt(keyword_name)) is not None:
            return "keyword", (kw, False)
        if "counter" not in said and (kind := cur.attempt(counter_on_it)) is not None:
            return "counter", kind
        if "compare" not in said and (compare := cur.attempt(_compare)) is not None:
            return "compare", compare
        cur.pos = start
        return None
    if "named" not in said and cur.peek() == "named" and cur.accept("named ~"):
        # in a quoted ability, the granting object's name (201.5a)
        return "named", Named.GRANTOR if cur.toks[cur.pos - 1].text == GRANTOR else Named.SELF
    if "zone" not in said and (zone := next((z for z in ZONES if cur.accept(z)), None)):
        return "zone", zone
    if "colors" not in said and cur.peek() == "that's" and (
            colors := cur.attempt(_thats_colors)) is not None:
        return "colors", colors
    if "history" not in said and (done := next((h for h in HISTORIES if cur.accept(h)), None)):
        return "history", done
    return None


#: what an object did this turn, or was chosen as, as a filter says it after its noun
HISTORIES = tuple(h for h in History if h)


#: where a card is, as a filter says it (400.1)
ZONES = tuple(FilterZone(z) for z in (
    "from your graveyard", "from a graveyard", "in your graveyard", "from your hand",
    "in your hand", "in all graveyards", "in their graveyard", "in their hand",
    "on the battlefield", "from graveyards", "in a graveyard", "from their graveyard",
    "in that player's hand", "in that player's graveyard", "attached to it",
    "attached to ~", "attached to that creature", "from an opponent's graveyard",
    "in an opponent's graveyard"))


def with_compare(cur: Cursor) -> Compare:
    """'with power 4 or greater', 'with mana value 6 or greater' after a noun."""
    cur.expect("with")
    return _compare(cur)


def thats_colors(cur: Cursor) -> tuple[ColorWord, ...]:
    """"that's red or green" after a noun (105.2)."""
    return _thats_colors(cur)


def _thats_colors(cur: Cursor) -> tuple[ColorWord, ...]:
    """"that's black or red", "that's white, blue, black, or red" after a noun (105.2:
    one of these colors)."""
    cur.expect("that's")
    colors = [cur.phrase(ColorWord)]
    while (more := cur.attempt(_next_color)) is not None:
        colors.append(more)
    return tuple(colors)


def each_counter(cur: Cursor) -> CountersOn:
    """After "for each": '+1/+1 counter on ~' (122.1)."""
    kind = cur.take().text
    if not ("/" in kind or kind.isalpha()):
        raise cur.fail("a counter kind")
    cur.expect("counter on")
    return CountersOn(kind, obj(cur))


def _next_color(cur: Cursor) -> ColorWord:
    """", blue", ", or red", "or red": one more color of a list (a comma may end it)."""
    if cur.accept(","):
        cur.accept("or")
    else:
        cur.expect("or")
    return cur.phrase(ColorWord)


def counter_on_it(cur: Cursor) -> str:
    """'a +1/+1 counter on it' after "with": the kind of counter (122.1)."""
    cur.expect("a")
    kind = cur.take().text
    cur.expect("counter on it")
    return kind


def _or_type(cur: Cursor) -> tuple[str, Kind]:
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
    word = type_word(cur)  # one word: "Elf or Soldier creature" isn't read yet
    return joiner, Kind((), (word,)) if isinstance(word, KindWord) else Kind((word,))


def _compare(cur: Cursor) -> Compare:
    what = cur.phrase(Stat)
    x = cur.accept("x")  # "with mana value X or less" (107.3)
    bound = 0 if x else int(cur.take().word) if cur.peek().isdigit() else None
    if bound is None:
        raise cur.fail("a number")
    direction = cur.phrase((Bound.AT_LEAST, Bound.AT_MOST)) if cur.peek() == "or" \
        else Bound.EXACTLY
    return Compare(what, bound, direction, x)


def target(cur: Cursor) -> TargetRef:
    """'any target' (115.4), 'target creature', 'up to two target creature cards'."""
    if cur.accept("any target"):
        return TargetRef(None)
    if cur.accept("one or two targets"):  # 601.2c: at least one (Fire, Forked Bolt)
        return TargetRef(None, 2, up_to=True, at_least=1)
    if cur.accept("any number of"):  # 601.2c: zero or more targets
        if cur.accept("targets"):
            return TargetRef(None, any_number=True)
        cur.expect("target")
        return TargetRef(filter_(cur), any_number=True)
    up_to = cur.accept("up to")
    x = cur.accept("x")  # "X target creatures": as many as the X announced (601.2c)
    n = 1 if x or cur.peek() in ("target", "another") else count(cur)
    another = cur.accept("another") or ((n > 1 or x) and cur.accept("other"))
    cur.expect("target")
    if cur.peek() in ("player", "opponent", "players", "opponents"):
        raise cur.fail("an object")
    return TargetRef(filter_(cur), n, up_to, another, x=x)


def self_ref(cur: Cursor) -> SelfRef | GrantorRef:
    """The card itself; in a quoted ability its name is the object that grants the
    ability (201.5a)."""
    named = cur.original().startswith(GRANTOR)
    cur.expect("~")
    return GrantorRef() if named else SelfRef()


def it_ref(cur: Cursor) -> ItRef:
    return ItRef(cur.phrase(_IT_WORDS))


def attached(cur: Cursor) -> AttachedRef:
    via = cur.one_of(("enchanted", "equipped"))
    return AttachedRef(via, cur.one_of(("creature", "land", "permanent", "artifact")))


#: the words "it" may be, as the grammar reads them (not the damage's, 615.12, nor those
#: only a number's owner says: "that artifact's mana value")
_IT_WORDS = tuple(w for w in It if w not in (It.THE_DAMAGE, It.THAT_ARTIFACT,
                                             It.THAT_ENCHANTMENT))
#: the articles of one word before the filter
_ONE_WORD = (Article.EACH, Article.A, Article.AN, Article.ANOTHER, Article.ALL)


def each(cur: Cursor) -> EachRef:
    """'each creature', 'a creature you control', 'another creature', 'creatures you
    control' (an article-less plural)."""
    article, most = Article.PLURAL, 0
    if cur.peek() in _ONE_WORD:
        article = Article(cur.peek())
        if article is not Article.ANOTHER:  # "another" is the filter's first adjective too
            cur.take()
    elif cur.accept("up to"):  # "untap up to three lands"
        article, most = Article.UP_TO, count(cur)
    elif cur.accept("one or more"):  # "Whenever one or more creatures you control attack"
        article = Article.ONE_OR_MORE
    start = cur.pos
    found = filter_(cur)
    plural_words = [t.word for t in cur.toks[start:cur.pos]]
    plural = any((w.endswith("s") and w != "its") or w == "equipment" for w in plural_words)
    if article.many and not plural:
        raise cur.fail("'each'")
    if article is Article.ANOTHER:
        found = replace(found, adjectives=found.adjectives[1:])
    return EachRef(found, article, most)


def obj(cur: Cursor) -> ObjectRef:
    """Any reference to objects."""
    rules: tuple[Callable[[Cursor], ObjectRef], ...] = (
        self_and_another, self_ref, target, attached, it_ref, each)
    return cur.first(*rules)


def self_and_another(cur: Cursor) -> SelfAndAnother:
    """'~ or another creature you control' (a trigger's subject)."""
    cur.expect("~ or another")
    return SelfAndAnother(filter_(cur))


def player(cur: Cursor) -> PlayerRef:
    """'you', 'target player' (115.1), 'each opponent', ..."""
    return PlayerRef(cur.phrase(PLAYERS))


def duration(cur: Cursor) -> Duration:
    return Duration(cur.phrase(DurationWords))


def keyword_name(cur: Cursor) -> str:
    """A simple keyword (702), lower-cased: 'first strike', or protection from a kind of
    object: 'protection from Dogs' (702.16)."""
    if cur.peek() == "protection" and cur.peek(1) == "from" and cur.original(2)[:1].isupper() \
            and cur.peek(2).endswith("s"):
        cur.take()
        cur.take()
        return f"protection from {cur.take().text}"
    if cur.peek() == "protection" and cur.peek(1) == "from" and cur.peek(2) in _FROM_KINDS \
            and cur.peek(3) != "or":
        cur.take()
        cur.take()  # "protection from multicolored", "... from creatures" (702.16a)
        return f"protection from {cur.take().word}"
    found = cur.one_of(SIMPLE_KEYWORDS)
    if found in _COLOR_PROTECTIONS:  # "protection from green and from blue" (702.16g)
        while cur.peek() == "and" and cur.peek(1) == "from" and cur.peek(2) in _COLOR_WORDS:
            cur.take()
            cur.take()
            found += f" and from {cur.take().word}"
    return found


def keyword_list(cur: Cursor, joiner: str = "and") -> tuple[str, ...]:
    """'flying', 'flying and vigilance', 'flying, vigilance, and trample' (or, with
    ``joiner`` "or": 'reach, trample, or haste')."""
    words = [keyword_name(cur)]
    while cur.peek() in (",", joiner):
        start = cur.pos
        cur.accept(",")
        cur.accept(joiner)
        nxt = cur.attempt(keyword_name)
        if nxt is None:
            cur.pos = start
            break
        words.append(nxt)
    return tuple(words)


__all__ = ["NoMatch", "amount", "duration", "each", "filter_", "keyword_list",
           "obj", "player", "target"]
