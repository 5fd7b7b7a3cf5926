"""Grammar rules for the numbers an effect counts as it happens (608.2h): "the number of
Zombies you control", "its power", "your devotion to black" (700.5), "the number of
creatures in your party" (700.8), and sums and multiples of them ("2 plus ...", "twice
...", 107.1); what "for each" counts."""

from __future__ import annotations

from rulings_kit.cards.model import (
    Amount,
    AttachedRef,
    BlockersOf,
    Combined,
    CountersOn,
    CountersRemovedThisWay,
    CountOf,
    DevotionTo,
    Filter,
    Fixed,
    GameCount,
    ItRef,
    ObjectRef,
    PlayerRef,
    Scaled,
    SelfRef,
    StatOfText,
    ThisWay,
    TimesKicked,
)
from rulings_kit.cards.model.kinds import ColorWord
from rulings_kit.cards.model.phrases import CountedWords, It, Operator, Scale, StatWords, Who
from rulings_kit.cards.model.this_way import DoneThisWay
from rulings_kit.cards.oracle.cursor import Cursor
from rulings_kit.cards.oracle.nouns import NUMBER_WORDS, OPERATORS, each_counter, filter_, obj

#: the five colors (105.1)
_FIVE = tuple(c for c in ColorWord if c.letter)


def quantity(cur: Cursor) -> Amount:
    """A number counted as the effect happens (608.2h), perhaps scaled ('twice ...', 'half
    ..., rounded up', 107.1a) or added to or taken from another ('1 plus the number of
    ...', '7 minus ...', '... minus 4')."""
    spelled = cur.peek() in NUMBER_WORDS and cur.peek(1) in OPERATORS  # "two plus ..."
    if spelled:
        found: Amount = Fixed(NUMBER_WORDS.index(cur.take().word))
    elif cur.peek().isdigit() and cur.peek(1) in OPERATORS:
        found = Fixed(int(cur.take().word))
    else:
        found = _scaled(cur)
    while cur.peek() in OPERATORS and (more := cur.attempt(_operand)) is not None:
        found = Combined(found, *more, spelled=spelled)
        spelled = False
    return found


def _operand(cur: Cursor) -> tuple[Operator, Amount]:
    """'plus 1', 'minus the number of cards in their hand'."""
    op = cur.phrase(Operator)
    if cur.peek().isdigit():
        return op, Fixed(int(cur.take().word))
    return op, _scaled(cur)


def _scaled(cur: Cursor) -> Amount:
    """'twice the number of ...', 'half your life total, rounded down' (107.1a), or the
    number itself."""
    if cur.accept("twice"):
        return Scaled(counted_quantity(cur), Scale.TWICE)
    if cur.accept("half"):
        of = counted_quantity(cur)
        cur.expect(", rounded")
        return Scaled(of, Scale.HALF_UP if cur.one_of(("up", "down")) == "up" else Scale.HALF_DOWN)
    return counted_quantity(cur)


def counted_quantity(cur: Cursor) -> (CountOf | StatOfText | CountersOn | DevotionTo | GameCount
                                       | ThisWay | TimesKicked):
    """A number counted as the effect happens (608.2h): 'the number of Zombies you
    control', 'its power', "this creature's toughness", 'your life total', 'the greatest
    power among creature cards in your graveyard', 'the life lost this way' (608.2c)."""
    if cur.peek() == "the" and (done := cur.attempt(_done_this_way)) is not None:
        return ThisWay(done)
    if cur.accept("the number of times it was kicked"):  # 702.33c-d
        return TimesKicked()
    if cur.accept("the number of"):
        if (counted := cur.attempt(_counted_plural)) is not None:
            return counted  # "the number of creatures in your party" (700.8)
        if cur.peek(1) == "counters" and cur.peek(2) == "on" and (
                "/" in cur.original() or cur.original().isalpha()):
            # "the number of +1/+1 counters on it", "... verse counters on ~" (122.1)
            kind = cur.take().text
            cur.expect("counters on")
            return CountersOn(kind, obj(cur))
        return CountOf(filter_(cur))
    if cur.accept("your life total"):
        return StatOfText(StatWords.LIFE_TOTAL, PlayerRef(Who.YOU))
    if cur.accept("your devotion to that color"):  # the color chosen (607.2d)
        return DevotionTo((), that_color=True)
    if cur.accept("your devotion to"):  # 700.5: to one color, or to two
        first = cur.phrase(_FIVE)
        second = cur.attempt(_and_color)
        return DevotionTo((first,) if second is None else (first, second))
    if cur.peek() == "the" and cur.peek(1) in ("greatest", "highest"):
        stat = cur.phrase(_AMONG)  # "the greatest power", "the highest mana value"
        cur.expect("among")
        return StatOfText(stat, among=filter_(cur))
    if cur.peek() == "the" and cur.peek(1) == "total" and cur.peek(2) in ("power", "mana"):
        stat = cur.phrase(_TOTALS)  # "the total power of creatures you control" (107.1)
        cur.expect("of")
        return StatOfText(stat, among=filter_(cur))
    if cur.accept("its"):
        return StatOfText(cur.phrase(_STATS), ItRef())
    if cur.peek() == "the" and cur.peek(1) == "sacrificed" and cur.peek(2).endswith("'s") \
            and (paid := _SACRIFICED.get(cur.peek(2)[:-2])) is not None:
        cur.take(), cur.take(), cur.take()  # "the sacrificed artifact's mana value" (608.2h)
        return StatOfText(cur.phrase(_STATS), ItRef(paid))
    whose = possessor(cur)
    return StatOfText(cur.phrase(_STATS), whose)


def times_kicked(cur: Cursor) -> TimesKicked:
    """After "for each": 'time it was kicked' (multikicker, 702.33c-d, 702.33e)."""
    cur.expect("time it was kicked")
    return TimesKicked()


def _done_this_way(cur: Cursor) -> DoneThisWay:
    return cur.phrase(DoneThisWay)


def each_counted(cur: Cursor) -> Filter | CountersOn | GameCount | CountersRemovedThisWay:
    """What "for each" counts: '+1/+1 counter on ~' (122.1), 'creature in your party'
    (700.8), 'basic land type among lands you control' (305.6), 'artifact you control',
    'storage counter removed this way' (by the ability's cost, 602.2b)."""
    if cur.peek(1) == "counter" and cur.peek(2) == "removed" and cur.peek(3) == "this":
        kind = cur.take().text
        cur.expect("counter removed this way")
        return CountersRemovedThisWay(kind)
    counters = cur.attempt(each_counter)
    if counters is not None:
        return counters
    if (counted := cur.attempt(game_count)) is not None:
        return counted
    return filter_(cur)


def blockers_of(cur: Cursor) -> BlockersOf:
    """After "for each": 'creature blocking it', '... beyond the first' (509.1g)."""
    cur.expect("creature blocking")
    of = obj(cur)
    return BlockersOf(of, beyond_first=cur.accept("beyond the first"))


def game_count(cur: Cursor) -> GameCount:
    """'creature in your party', 'opponent you have': what a player has, one of it."""
    return GameCount(cur.phrase(CountedWords))


def _counted_plural(cur: Cursor) -> GameCount:
    return GameCount(_COUNTED_PLURAL[cur.one_of(tuple(_COUNTED_PLURAL))])


#: "creatures in your party": what "the number of" counts, as it says it
_COUNTED_PLURAL = {w.plural: w for w in CountedWords}


def _and_color(cur: Cursor) -> ColorWord:
    cur.expect("and")
    return cur.phrase(_FIVE)


def possessor(cur: Cursor) -> ObjectRef:
    """Whose number: "~'s", "that creature's", "enchanted creature's"."""
    if cur.accept("~'s"):
        return SelfRef()
    for via in ("enchanted", "equipped", "that"):
        if cur.peek() == via and cur.peek(1).endswith("'s"):
            cur.take()
            noun = cur.take().text[:-2]
            if via != "that":
                return AttachedRef(via, noun)
            if (it := _THAT.get(noun)) is None:
                raise cur.fail("whose number")
            return ItRef(it)
    raise cur.fail("whose number")


_STATS = (StatWords.POWER, StatWords.TOUGHNESS, StatWords.MANA_VALUE)
#: "the greatest power among ...", "the highest mana value among ..."
_AMONG = tuple(w for w in StatWords if w.most is not None)
#: "the total power of ...", "the total mana value of ..."
_TOTALS = tuple(w for w in StatWords if w.total is not None)
#: "the sacrificed creature's power": the nouns after "the sacrificed" (608.2h)
_SACRIFICED = {it.value.removeprefix("the sacrificed "): it for it in It if it.sacrificed}
#: "that creature's power": the nouns after "that" (608.2c)
_THAT = {it.value.removeprefix("that "): it for it in It if it.value.startswith("that ")}
