"""Amounts, filters, object and player references, durations and conditions.

These are the nouns of rules text. Every part renders its words in current Oracle
templates; ``~`` stands for the card itself and becomes "this creature" (or "this
land", "this spell", ...) when the whole card is written (:mod:`.card`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.kinds import Adjective, ColorWord, Kind, StateWord
from rulings_kit.cards.model.phrases import (
    Article,
    Controller,
    CountedWords,
    DurationWords,
    FilterNoun,
    FilterZone,
    History,
    It,
    Named,
    Operator,
    Scale,
    StatWords,
    Test,
    Who,
)
from rulings_kit.cards.model.this_way import ThisWay
from rulings_kit.cards.model.trigger_words import phrase
from rulings_kit.core.filters import Bound, Stat
from rulings_kit.core.words import number_word, plural_noun


# ----------------------------------------------------------------------------- amounts
@part
@dataclass(frozen=True)
class Fixed:
    """A printed number (107.1)."""

    n: int

    def text(self) -> str:
        return str(self.n)


@part
@dataclass(frozen=True)
class VariableX:
    """X, chosen as the spell is cast or the ability activated (107.3)."""

    def text(self) -> str:
        return "X"


@part
@dataclass(frozen=True)
class ThatMuch:
    """"That much" / "that many": the amount of an earlier event of the same ability or
    of the trigger event (608.2h): "you gain that much life", "draw that many
    cards"."""

    many: bool = False  # "that many" (things counted) rather than "that much"

    def text(self) -> str:
        return "that many" if self.many else "that much"


@part
@dataclass(frozen=True)
class RollResult:
    """"the result": the result of the die roll before it in the same ability (706.2,
    706.4), as in "Scry X, where X is the result"."""

    def text(self) -> str:
        return "the result"


def article(noun: str) -> str:
    """'an' before a vowel sound ('an X/X', 'an 8/8', 'an artifact'), else 'a'."""
    return "an" if noun[:1] in "aeiouAEIOUX8" or noun.startswith(("11/", "18/")) else "a"


def count_of(amount: Amount, noun: str) -> str:
    """'a card', 'two cards', 'X cards' (rules text's way of counting things); a counted
    quantity reads "cards equal to the number of ..."."""
    if is_quantity(amount):
        return f"{plural_noun(noun)} equal to {amount.text()}"
    if isinstance(amount, Fixed):
        if amount.n == 1:
            return f"{article(noun)} {noun}"
        return f"{number_word(amount.n)} {plural_noun(noun)}"
    return f"{amount.text()} {plural_noun(noun)}"


def acted(subject: PlayerRef | None, base: str, third: str) -> str:
    """'draw' (None: the controller, in the imperative) / 'you draw' / 'target player
    draws'."""
    if subject is None:
        return base
    return f"you {base}" if subject.is_you else f"{subject.text()} {third}"


# ----------------------------------------------------------------------------- filters
#: the words after a filter's noun, in the order Oracle text usually writes them
SUFFIXES = ("named", "controller", "keyword", "counter", "compare", "zone", "colors",
            "history")
#: a filter's controller and the words that say it (109.4)
CONTROLLED_BY = {who: who.words for who in Controller if who}


@part
@dataclass(frozen=True)
class Compare:
    """A number compared to a bound: "power 4 or greater", "mana value 2 or less"."""

    what: Stat  # the engine's: power, toughness, mana value (208.1, 202.3)
    bound: int
    direction: Bound  # "or greater", "or less", "exactly"
    x: bool = False  # the bound is X, chosen as the spell is cast or ability activated (107.3)

    def __post_init__(self) -> None:
        object.__setattr__(self, "what", phrase(Stat, self.what, "Compare.what"))
        object.__setattr__(self, "direction", phrase(Bound, self.direction,
                                                     "Compare.direction"))

    def text(self) -> str:
        bound = "X" if self.x else str(self.bound)
        if self.direction is Bound.EXACTLY:
            return f"{self.what.value} {bound}"
        return f"{self.what.value} {bound} {self.direction.value}"


@part
@dataclass(frozen=True)
class Filter:
    """Which objects qualify (109.2, 115.1): "nonland permanent", "creature you don't
    control with power 4 or greater", "creature card in your graveyard".

    ``types`` are alternatives ("artifact or enchantment"); ``adjectives`` come before them
    ("another", "tapped", "nonland", "white"); ``controller`` is "you", "not you" or
    "an opponent"; ``zone`` is where a card is ("your graveyard").
    """

    types: tuple[Kind, ...]
    adjectives: tuple[Adjective, ...] = ()
    controller: Controller = Controller.ANYONE
    keyword: str = ""  # "with flying"
    compare: Compare | None = None
    zone: FilterZone = FilterZone.UNSAID  # "from your graveyard"
    noun: FilterNoun = FilterNoun.UNSAID  # "creature card", "creature spell"
    lacks_keyword: bool = False  # "without flying" rather than "with flying"
    joiner: str = "or"  # between the types: "or", or "and" / "and/or" in counts and costs
    counter: str = ""  # "with a +1/+1 counter on it" (122.1)
    named: Named = Named.UNSAID  # "named ~": the same name as this card (201.2)
    colors: tuple[ColorWord, ...] = ()  # "that's black or red": one of these colors (105.2)
    order: tuple[str, ...] = ()  # the words after the noun as printed, when not in SUFFIXES'
    # order ("creature with power 4 or greater you control")
    history: History = History.UNSAID  # "that was dealt damage this turn"

    def __post_init__(self) -> None:
        for name, closed in _FILTER_PHRASES:
            object.__setattr__(self, name, phrase(closed, getattr(self, name), f"Filter.{name}"))
        # the words as printed, where a caller writes them (JSON reads them so too)
        object.__setattr__(self, "types", tuple(
            Kind.read(t, "Filter.types") if isinstance(t, str) else t for t in self.types))
        object.__setattr__(self, "adjectives", tuple(
            Adjective.read(a, "Filter.adjectives") if isinstance(a, str) else a
            for a in self.adjectives))
        object.__setattr__(self, "colors", tuple(
            phrase(ColorWord, c, "Filter.colors") for c in self.colors))

    @property
    def another(self) -> bool:
        """Whether the filter's first word is "another" (109.4: not this object)."""
        return bool(self.adjectives) and self.adjectives[0] == ANOTHER

    def text(self, plural_form: bool = False) -> str:
        words: list[str] = []
        for adjective in self.adjectives:
            adj = adjective.text()
            sep = ", " if words and words[-1].startswith("non") and adj.startswith("non") else " "
            words.append(sep + adj if words else adj)
        nouns = [kind.text() for kind in self.types]
        if self.noun:
            noun = self.noun.value
            nouns = [*nouns, noun] if not nouns else [*nouns[:-1], f"{nouns[-1]} {noun}"]
        if plural_form:  # "artifacts and enchantments", but "instant and sorcery cards"
            nouns = [*nouns[:-1], plural_noun(nouns[-1])] if self.noun else [
                plural_noun(n) for n in nouns]
        joined = f" {self.joiner} ".join(nouns) if len(nouns) < 3 else (
            ", ".join(nouns[:-1]) + f", {self.joiner} " + nouns[-1])
        head = ("".join(words) + " " + joined).strip()
        said = {
            "controller": self.controller.words if self.controller else "",
            "keyword": (f"{'without' if self.lacks_keyword else 'with'} {self.keyword}"
                        if self.keyword else ""),
            "counter": f"with a {self.counter} counter on it" if self.counter else "",
            "compare": f"with {self.compare.text()}" if self.compare else "",
            "named": f"named {self.named.value}" if self.named else "",
            "zone": self.zone.value,
            "colors": "that's " + _or_list(tuple(c.value for c in self.colors))
            if self.colors else "",
            "history": self.history.value,
        }
        return head + "".join(f" {said[k]}" for k in self.order or SUFFIXES if said[k])


#: the fields of a filter that hold a closed vocabulary's member
_FILTER_PHRASES = (("controller", Controller), ("zone", FilterZone), ("noun", FilterNoun),
                   ("named", Named), ("history", History))


#: "another" (109.4), the adjective
ANOTHER = Adjective(StateWord.ANOTHER)

#: "a card": any card at all
ANY_CARD = Filter((), noun=FilterNoun.CARD)


# ------------------------------------------------------------------ object references
@part
@dataclass(frozen=True)
class SelfRef:
    """The card or permanent itself: its name or "this creature" (201.5)."""

    def text(self, plural_form: bool = False) -> str:
        return "~"


#: how a granted ability's words name the object that grants it (201.5a), where the
#: grantor's name stands: the card's name inside quotation marks, told apart from
#: "this creature" (the object that has the ability); the rules text shows the name
GRANTOR = "§"


@part
@dataclass(frozen=True)
class GrantorRef:
    """In an ability another object grants (quoted: 'Equipped creature has "{T},
    Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target."'), the name of
    the object that grants it: that object, not the one that has the ability (201.5a)."""

    def text(self, plural_form: bool = False) -> str:
        return GRANTOR


@part
@dataclass(frozen=True)
class ItRef:
    """"It" / "that creature": an object an earlier part of the ability named (608.2c)."""

    word: It = It.IT

    def __post_init__(self) -> None:
        object.__setattr__(self, "word", phrase(It, self.word, "ItRef.word"))

    def text(self, plural_form: bool = False) -> str:
        return self.word.value


@part
@dataclass(frozen=True)
class AttachedRef:
    """"Enchanted creature" / "equipped creature": what this Aura or Equipment is
    attached to (303.4, 301.5)."""

    via: str  # "enchanted" or "equipped"
    noun: str = "creature"

    def text(self, plural_form: bool = False) -> str:
        return f"{self.via} {self.noun}"


@part
@dataclass(frozen=True)
class TargetRef:
    """Targets chosen as the spell or ability is put on the stack (115.1): "target
    creature", "up to two target creature cards", "any target" (115.4)."""

    filter: Filter | None  # None: any target
    count: int = 1
    up_to: bool = False
    another: bool = False  # "another target creature": not this object (115.5)
    any_number: bool = False  # "any number of target creatures" (601.2c: zero or more)
    each: bool = False  # "two target creatures each get +1/+1": of a subject, each of them
    #: with ``up_to``: the fewest targets ("one or two targets": 1, 601.2c)
    at_least: int = 0
    #: "X target creatures", "up to X target ...": the number is X (107.3a, 601.2c)
    x: bool = False
    #: "deals 3 damage to each of two target creatures": the same amount to each (120.3)
    each_of: bool = False

    @property
    def many(self) -> bool:
        """Whether the words may name several objects: "two target creatures", "X target
        creatures", "any number of target creatures"."""
        return self.count > 1 or self.x or self.any_number

    def text(self, plural_form: bool = False) -> str:
        if self.at_least and self.filter is None:
            return f"{number_word(self.at_least)} or {number_word(self.count)} targets"
        if self.each:
            return replace(self, each=False).text(plural_form) + " each"
        if self.each_of:
            return "each of " + replace(self, each_of=False).text(plural_form)
        if self.any_number:
            return ("any number of targets" if self.filter is None else
                    f"any number of target {self.filter.text(plural_form=True)}")
        if self.filter is None:
            return "any target"
        many = self.many
        number = "X" if self.x else number_word(self.count)
        head = f"up to {number} " if self.up_to else (f"{number} " if many else "")
        other = ("other " if many else "another ") if self.another else ""
        return f"{head}{other}target {self.filter.text(plural_form=many)}"

    def noun_text(self) -> str:
        """The words after "target" of "target spell" (its filter's); the whole words where
        more comes before "target" ("up to one target spell")."""
        simple = replace(self, filter=None) == TargetRef(None)
        return self.filter.text() if simple and self.filter is not None else self.text()


@part
@dataclass(frozen=True)
class EachRef:
    """Objects that match, without targeting: "each creature", "a creature you control"
    (in a trigger event), "another creature", or, with no article, "other creatures you
    control" (anthems' words, 613)."""

    filter: Filter
    article: Article = Article.EACH
    most: int = 0  # with "up to": how many ("untap up to three lands")

    def __post_init__(self) -> None:
        object.__setattr__(self, "article", phrase(Article, self.article, "EachRef.article"))

    def text(self, plural_form: bool = False) -> str:
        if self.article is Article.UP_TO:
            return f"up to {number_word(self.most)} {self.filter.text(plural_form=True)}"
        if self.article in (Article.ALL, Article.ONE_OR_MORE):
            return f"{self.article.value} {self.filter.text(plural_form=True)}"
        if self.article is Article.PLURAL:
            return self.filter.text(plural_form=True)
        return f"{self.article.value} {self.filter.text()}"

    @property
    def many(self) -> bool:
        return self.article.many


@part
@dataclass(frozen=True)
class PlayerRef:
    """A player: "you", "target player" (115.1), "target opponent", "each opponent",
    "each player", "that player", "its controller", "its owner"."""

    who: Who

    def __post_init__(self) -> None:
        object.__setattr__(self, "who", phrase(Who, self.who, "PlayerRef.who"))

    def text(self, plural_form: bool = False) -> str:
        return self.who.value

    @property
    def is_you(self) -> bool:
        return self.who is Who.YOU

    @property
    def many(self) -> bool:
        return False


@part
@dataclass(frozen=True)
class SelfAndAnother:
    """"This creature or another creature you control" in a trigger event (603.2)."""

    filter: Filter

    def text(self, plural_form: bool = False) -> str:
        return f"~ or another {self.filter.text()}"


@part
@dataclass(frozen=True)
class Recipients:
    """Several recipients of one amount of damage: "each opponent and each creature they
    control" (120.3: dealt to each of them)."""

    refs: tuple[ObjectRef, ...]

    def text(self, plural_form: bool = False) -> str:
        return " and ".join(r.text() for r in self.refs)


@part
@dataclass(frozen=True)
class SameRecipient:
    """The recipient of the sentence before, in an "instead" sentence: "If this spell was
    kicked, it deals 4 damage instead." (614.1a)."""

    def text(self, plural_form: bool = False) -> str:
        return "the same recipient"


ObjectRef = (SelfRef | GrantorRef | ItRef | AttachedRef | TargetRef | EachRef | PlayerRef
             | SelfAndAnother | Recipients | SameRecipient)

YOU = PlayerRef(Who.YOU)


# ------------------------------------------------------------------ counted quantities
@part
@dataclass(frozen=True)
class CountOf:
    """"The number of Zombies you control", "... of cards in your hand": objects counted
    as the effect happens (608.2h)."""

    filter: Filter

    def text(self) -> str:
        return f"the number of {self.filter.text(plural_form=True)}"


@part
@dataclass(frozen=True)
class StatOfText:
    """A number of an object or player, read as the effect happens (608.2h): "its power",
    "this creature's toughness", "the sacrificed creature's power", "your life total",
    "the greatest power among creature cards in your graveyard"."""

    stat: StatWords
    of: ObjectRef | None = None  # None with "among": the filter's objects
    among: Filter | None = None  # "the greatest power among ..."

    def __post_init__(self) -> None:
        object.__setattr__(self, "stat", phrase(StatWords, self.stat, "StatOfText.stat"))

    def text(self) -> str:
        stat = self.stat.value
        if self.among is not None:
            among = "of" if self.stat.total is not None else "among"
            return f"{stat} {among} {self.among.text(plural_form=True)}"
        assert self.of is not None
        whose = self.of.text()
        possessive = {"it": "its", "you": "your", "they": "their"}.get(whose, f"{whose}'s")
        return f"{possessive} {stat}"


@part
@dataclass(frozen=True)
class CountersOn:
    """"The number of +1/+1 counters on it": counters of a kind on an object (122.1),
    counted as the effect happens."""

    counter: str  # "+1/+1"
    of: ObjectRef

    def text(self) -> str:
        return f"the number of {self.counter} counters on {self.of.text()}"


@part
@dataclass(frozen=True)
class DevotionTo:
    """"Your devotion to black", "... to white and black" (700.5): counted as the effect
    happens (608.2h)."""

    colors: tuple[ColorWord, ...]  # one color, or two: "white and black"
    #: "your devotion to that color": the color chosen as it resolves (607.2d); ``colors``
    #: is then ()
    that_color: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "colors", tuple(
            phrase(ColorWord, c, "DevotionTo.colors") for c in self.colors))

    def text(self) -> str:
        if self.that_color:
            return "your devotion to that color"
        return f"your devotion to {' and '.join(c.value for c in self.colors)}"


@part
@dataclass(frozen=True)
class GameCount:
    """What a player has, counted as the effect happens (608.2h): "the number of
    creatures in your party" (700.8), "for each basic land type among lands you control"
    (305.6), "the number of opponents you have"."""

    what: CountedWords

    def __post_init__(self) -> None:
        object.__setattr__(self, "what", phrase(CountedWords, self.what, "GameCount.what"))

    def text(self) -> str:
        return f"the number of {self.what.plural}"

    def each_text(self) -> str:
        """The words after "for each": "creature in your party"."""
        return self.what.value


@part
@dataclass(frozen=True)
class TimesKicked:
    """"The number of times it was kicked", "for each time it was kicked": how many times
    the spell that became this permanent was kicked (multikicker, 702.33c-d), read by an
    ability linked to its multikicker (702.33e)."""

    def text(self) -> str:
        return "the number of times it was kicked"

    def each_text(self) -> str:
        """The words after "for each"."""
        return "time it was kicked"


@part
@dataclass(frozen=True)
class Combined:
    """Two numbers added or subtracted: "1 plus the number of cards named ~ in all
    graveyards", "7 minus the number of cards in that creature's controller's hand"."""

    first: Amount
    op: Operator
    second: Amount
    #: the first number printed as a word: "two plus the number of Zombies you control"
    spelled: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "op", phrase(Operator, self.op, "Combined.op"))

    def text(self) -> str:
        first = number_word(self.first.n) if self.spelled and isinstance(self.first, Fixed) \
            else self.first.text()
        return f"{first} {self.op.value} {self.second.text()}"


@part
@dataclass(frozen=True)
class Scaled:
    """A number doubled or halved: "twice the number of Blood tokens you control", "half
    your life total, rounded up" (107.1a)."""

    of: Amount
    by: Scale

    def __post_init__(self) -> None:
        object.__setattr__(self, "by", phrase(Scale, self.by, "Scaled.by"))

    def text(self) -> str:
        if self.by is Scale.TWICE:
            return f"twice {self.of.text()}"
        return f"half {self.of.text()}, {self.by.value.removeprefix('half, ')}"


Amount = (Fixed | VariableX | ThatMuch | CountOf | StatOfText | CountersOn | DevotionTo
          | GameCount | TimesKicked | Combined | Scaled | ThisWay | RollResult)


def amount_parts(amount: Amount) -> tuple[Amount, ...]:
    """The numbers an amount is made of: itself, or those it adds, subtracts or scales."""
    if isinstance(amount, Combined):
        return amount_parts(amount.first) + amount_parts(amount.second)
    if isinstance(amount, Scaled):
        return amount_parts(amount.of)
    return (amount,)


def is_quantity(amount: Amount | None) -> bool:
    """Whether the amount is counted as it happens ("equal to the number of ...") rather
    than printed or chosen: rules text writes it after "equal to" ("twice X" is written
    where a number goes: "you gain twice X life")."""
    if isinstance(amount, Combined | Scaled):
        return any(is_quantity(a) for a in amount_parts(amount))
    return isinstance(amount, CountOf | StatOfText | CountersOn | DevotionTo | GameCount
                      | TimesKicked | ThisWay)


# ------------------------------------------------------------------ durations, conditions
@part
@dataclass(frozen=True)
class Duration:
    """How long a continuous effect from a resolving spell lasts (611.2a, 514.2):
    "until end of turn", "this turn", "until your next turn"."""

    words: DurationWords

    def text(self) -> str:
        return self.words


@part
@dataclass(frozen=True)
class ConditionText:
    """A condition of an "if" clause, intervening-if when it follows a trigger (603.4),
    or of an "as long as" static ability (611.3a): "you control a Wizard", "it was
    kicked", "you have 10 or more life", "it's your turn", "it's attacking"."""

    subject: ObjectRef
    test: Test
    filter: Filter | None = None
    n: int = 0  # "you control three or more ...", "you gained 5 or more life this turn"
    each_article: bool = False  # "you control a Forest or an Island": one article per type
    perfect: bool = False  # "you've gained ..." rather than "you gained ..." (same meaning)
    at_most: bool = False  # "you control two or fewer other lands": ``n`` or fewer
    #: the player compared with: "an opponent has more life than you", "you have more cards
    #: in hand than each opponent"
    than: Who | None = None
    #: what a comparison counts: "your devotion to white is less than five" (700.5)
    counted: DevotionTo | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "test", phrase(Test, self.test, "ConditionText.test"))

    def text(self) -> str:
        T = Test  # one case per test
        who = self.subject.text()
        if self.test is T.CONTROL and self.filter is not None:
            verb = "control" if who == "you" else "controls"
            if self.each_article:
                what = " or ".join(count_of(Fixed(1), t.text()) for t in self.filter.types)
            elif self.n:
                more = "fewer" if self.at_most else "more"
                what = f"{number_word(self.n)} or {more} {self.filter.text(plural_form=True)}"
            elif self.at_most:  # "you control no Islands": none at all
                what = f"no {self.filter.text(plural_form=True)}"
            elif self.filter.another:
                what = self.filter.text()
            else:
                what = count_of(Fixed(1), self.filter.text())
            return f"{who} {verb} {what}"
        if self.test in (T.HAS_COUNTER, T.HAD_COUNTER) and self.filter is not None:
            if self.at_most:  # "it has no ice counters on it"
                return f"{who} has no {self.filter.counter} counters on it"
            if self.n:  # "~ has three or more invitation counters on it"
                return (f"{who} has {number_word(self.n)} or more {self.filter.counter} "
                        "counters on it")
            return f"it {self.test.split()[0]} a {self.filter.counter} counter on it"
        if self.test is T.DIED_THIS_TURN and self.n and self.filter is not None:
            return (f"{number_word(self.n)} or more {self.filter.text(plural_form=True)} "
                    "died this turn")
        if self.test is T.DIED_THIS_TURN:
            return f"{who} died this turn"
        if self.test is T.CARDS_IN_HAND:
            more = "fewer" if self.at_most else "more"
            have = "have" if who == "you" else "has"
            return f"{who} {have} {number_word(self.n)} or {more} cards in hand"
        if self.test is T.HAS_KEYWORD and self.filter is not None:
            return f"{who} has {self.filter.keyword}"
        if self.test is T.COUNTERS_ON and self.filter is not None:
            many = "no" if self.at_most else f"{number_word(self.n)} or more"
            return f"there are {many} {self.filter.counter} counters on {who}"
        if self.test is T.THERE_ARE and self.filter is not None:
            return (f"there are {number_word(self.n)} or more "
                    f"{self.filter.text(plural_form=True)}")
        if self.test is T.ARE_ATTACKING and self.filter is not None:  # 506.4
            if not self.n:  # "a white creature is attacking"
                return f"{count_of(Fixed(1), self.filter.text())} is attacking"
            return (f"{number_word(self.n)} or more {self.filter.text(plural_form=True)} are "
                    "attacking")
        if self.test is T.EXACTLY_ATTACKING and self.filter is not None:
            plural = self.n != 1
            return (f"exactly {number_word(self.n)} {self.filter.text(plural_form=plural)} "
                    f"{'are' if plural else 'is'} attacking")
        if self.test is T.ARE_IN and self.filter is not None:  # threshold's wording
            what = replace(self.filter, zone=FilterZone.UNSAID).text(plural_form=True)
            return f"{number_word(self.n)} or more {what} are {self.filter.zone.value}"
        if self.test is T.CARD_TYPES_IN_GRAVEYARD:  # delirium's count
            return (f"there are {number_word(self.n)} or more card types among cards in "
                    "your graveyard")
        if self.test is T.NO_CARDS_IN_HAND:
            return f"{who} {'have' if who == 'you' else 'has'} no cards in hand"
        if self.test is T.TOTAL_POWER:
            return f"creatures you control have total power {self.n} or greater"
        if self.test is T.LIBRARY_AT_MOST:
            return f"a library has {number_word(self.n)} or fewer cards in it"
        if self.test is T.DEALT_DAMAGE:
            return f"{who} was dealt {self.n} or more damage this turn"
        if self.test is T.TARGETS and self.filter is not None:
            return f"{who} targets {count_of(Fixed(1), self.filter.text())}"
        if self.test is T.WAS and self.filter is not None:
            return f"it was {self.filter.text()}"
        if self.test is T.IS and self.filter is not None:
            is_what = (count_of(Fixed(1), self.filter.text()) if self.filter.types
                       or self.filter.noun else self.filter.text())
            if (isinstance(self.subject, ItRef) and self.subject.word is not It.IT) or \
                    isinstance(self.subject, SelfRef | AttachedRef):  # "that creature is a
                # Human", "~ is equipped", "enchanted permanent is a creature"
                return f"{self.subject.text()} is {is_what}"
            return f"it's {is_what}"
        if self.test is T.THERE_IS and self.filter is not None:
            return f"there is {count_of(Fixed(1), self.filter.text())}"
        if self.test in (T.YOUR_TURN, T.NOT_YOUR_TURN, T.ATTACKING):
            return f"it's {self.test}"
        if self.test is T.DID:
            return f"{who} do"
        if self.test is T.WON_CLASH:
            return f"{who} win"
        if self.test in (T.WON_FLIP, T.LOST_FLIP):
            return f"{who} {'win' if self.test is T.WON_FLIP else 'lose'} the flip"
        if self.test is T.COMPLETED_DUNGEON:
            return "you've completed a dungeon"
        if self.test is T.KICKED:
            return f"{who} was kicked"
        if self.test is T.TRIBUTE_NOT_PAID:
            return "tribute wasn't paid"
        if self.test is T.PAIRED:
            return f"{who} is paired with another creature"
        if self.test is T.NOT_KICKED:
            return f"{who} wasn't kicked"
        if self.test is T.HAS and self.filter is not None:
            return f"{who} has {number_word(self.n)} or more {self.filter.text(plural_form=True)}"
        if self.test is T.BLOCKED_BY:
            return f"{number_word(self.n)} or more creatures are blocking it"
        if self.test is T.SPELLS_LAST_TURN:
            return (f"a player cast {number_word(self.n)} or more spells last turn" if self.n
                    else "no spells were cast last turn")
        if self.test is T.LOST_LIFE:
            more = f"{self.n} or more " if self.n else ""
            return f"{who} lost {more}life this turn"
        if self.test is T.X_AT_LEAST:
            return f"X is {self.n} or more"
        if self.test is T.LESS_THAN and self.counted is not None:  # 700.5
            return f"{self.counted.text()} is less than {number_word(self.n)}"
        if self.test is T.LIFE_AT_LEAST:  # "you have 5 or less life", "an opponent has ..."
            more = "less" if self.at_most else "more"
            return f"{who} {'have' if who == 'you' else 'has'} {self.n} or {more} life"
        if self.test is T.CAST_THIS_TURN and self.filter is not None:
            what = self.filter.text()
            if not self.filter.another:
                what = count_of(Fixed(1), what)
            return f"you've cast {what} this turn"
        if self.test is T.OPPONENTS:
            return f"{who} have {number_word(self.n)} or more opponents"
        if self.test is T.ATTACKED_THIS_STEP:
            return "you've been attacked this step"
        if self.test in (T.ALSO_ATTACKS, T.ALSO_BLOCKS) and self.filter is not None:
            return f"{count_of(Fixed(1), self.filter.text())} {self.test}"
        if self.test in (T.OTHERS_ATTACK, T.OTHERS_BLOCK) and self.filter is not None:
            return (f"at least {number_word(self.n)} other "
                    f"{self.filter.text(plural_form=True)} {self.test}")
        if self.test is T.POISONED:
            return f"{who} is poisoned"
        if self.test in (T.MORE_THAN_DEFENDING, T.MORE_THAN_ATTACKING) and self.filter is not None:
            return f"{who} control more {self.filter.text(plural_form=True)} {self.test}"
        if self.test is T.MORE_THAN_YOU and self.filter is not None:
            return f"{who} controls more {self.filter.text(plural_form=True)} {self.test}"
        if self.test is T.MONARCH:
            return f"{YOU_ARE if who == 'you' else who + ' is'} {self.test}"
        if self.test is T.CITYS_BLESSING:
            return f"{who} have {self.test}"
        if self.test is T.DISCARDED_THIS_TURN:
            did = "you've" if self.perfect else who
            return f"{did} discarded a card this turn"
        if self.test.this_way and self.filter is not None:  # 608.2c
            what = f"at least one {self.filter.text()}" if self.n else \
                count_of(Fixed(1), self.filter.text())
            return f"{what} {self.test}"
        if self.test.cast_it:  # "you cast it from your hand"
            return f"{who} {self.test}"
        if self.test in (T.WAS_CAST_FROM_YOUR_HAND, T.WAS_CAST_FROM_A_GRAVEYARD):
            return f"{who} {self.test}"
        if self.test is T.CAST_DURING_YOUR_MAIN_PHASE:
            return f"you cast {who} {self.test}"
        if self.test is T.LAND_ENTERED:
            return f"{who} {self.test}"
        if self.test in (T.MORE_LIFE, T.MORE_CARDS_IN_HAND) and self.than is not None:
            return f"{who} {'have' if who == 'you' else 'has'} {self.test} than {self.than}"
        if self.test is T.DIFFERENT_POWERS:
            return f"{who} control {number_word(self.n)} or more {self.test}"
        if self.test is T.PERMANENT_LEFT:
            return f"a permanent {who} controlled {self.test}"
        if self.test in (T.ATTACKED_THIS_TURN, T.ATTACKED_WITH_A_CREATURE):
            return f"{who} {self.test}"
        if self.test is T.ATTACKED_WITH:
            return f"{who} attacked with {number_word(self.n)} or more creatures this turn"
        if self.test is T.DRAWN_THIS_TURN:
            return f"you've drawn {number_word(self.n)} or more cards this turn"
        have = "you've" if self.perfect else who
        if self.n:
            return f"{have} gained {self.n} or more life this turn"
        return f"{have} gained life this turn"


#: "you're the monarch" (725.1)
YOU_ARE = "you're"


def _or_list(words: tuple[str, ...]) -> str:
    """"black or red"; "white, blue, black, or red" for more than two."""
    if len(words) <= 2:
        return " or ".join(words)
    return ", ".join(words[:-1]) + ", or " + words[-1]
