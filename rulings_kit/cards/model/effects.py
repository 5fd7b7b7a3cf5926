"""Effects: what a spell or ability does when it resolves (608.2), as data.

Each effect renders itself as a clause without the final period; :class:`Then` and
:class:`And` join clauses the way rules text does ("Draw three cards, then discard a
card."; "deals 3 damage to any target and you gain 3 life").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import (
    Amount,
    AttachedRef,
    Condition,
    Duration,
    EachRef,
    Filter,
    Fixed,
    ObjectRef,
    PlayerRef,
    TargetRef,
    count_of,
    is_quantity,
    number_word,
)

if TYPE_CHECKING:
    from rulings_kit.cards.model.abilities import Ability


def _verb(subject: ObjectRef, base: str, third: str) -> str:
    """'you gain' / 'target player gains': the subject with its verb agreeing."""
    if isinstance(subject, PlayerRef) and subject.is_you:
        return f"you {base}"
    return f"{subject.text()} {third}"


def _act(subject: PlayerRef | None, base: str, third: str) -> str:
    """'draw' (None: the controller, in the imperative) / 'you draw' / 'target player
    draws'."""
    if subject is None:
        return base
    return f"you {base}" if subject.is_you else f"{subject.text()} {third}"


def _several(what: ObjectRef) -> bool:
    """Whether the words may name more than one object ("up to two target creatures")."""
    return (isinstance(what, TargetRef) and what.count > 1) or _many(what)


def _many(what: ObjectRef) -> bool:
    """Whether the words name several objects ("creatures you control get")."""
    return isinstance(what, EachRef) and what.many


def _life(amount: Amount) -> str:
    """'3 life', 'life equal to its power'."""
    return f"life equal to {amount.text()}" if is_quantity(amount) else f"{amount.text()} life"


@part
@dataclass(frozen=True)
class DealDamage:
    """A source deals damage (120.3): "this creature deals 2 damage to any target"."""

    source: ObjectRef
    amount: Amount
    to: ObjectRef
    amount_last: bool = False  # "damage to X equal to ..." rather than "damage equal to ... to X"

    def text(self) -> str:
        head = f"{self.source.text()} deals"
        if not is_quantity(self.amount):
            return f"{head} {self.amount.text()} damage to {self.to.text()}"
        equal = f"equal to {self.amount.text()}"
        if self.amount_last:
            return f"{head} damage to {self.to.text()} {equal}"
        return f"{head} damage {equal} to {self.to.text()}"


@part
@dataclass(frozen=True)
class Draw:
    """A player draws cards (121.1)."""

    who: PlayerRef | None  # None: the controller, in the imperative ("Draw a card.")
    amount: Amount

    def text(self) -> str:
        return f"{_act(self.who, 'draw', 'draws')} {count_of(self.amount, 'card')}"


@part
@dataclass(frozen=True)
class Discard:
    """A player discards cards of their choice (701.9), or at random."""

    who: PlayerRef | None  # None: the controller, in the imperative
    amount: Amount
    at_random: bool = False

    def text(self) -> str:
        tail = " at random" if self.at_random else ""
        return f"{_act(self.who, 'discard', 'discards')} {count_of(self.amount, 'card')}{tail}"


@part
@dataclass(frozen=True)
class Mill:
    """A player puts cards from the top of their library into their graveyard (701.17)."""

    who: PlayerRef | None  # None: the controller, in the imperative ("Draw a card.")
    amount: Amount

    def text(self) -> str:
        return f"{_act(self.who, 'mill', 'mills')} {count_of(self.amount, 'card')}"


@part
@dataclass(frozen=True)
class Scry:
    """Scry N (701.22)."""

    amount: Amount

    def text(self) -> str:
        return f"scry {self.amount.text()}"


@part
@dataclass(frozen=True)
class GainLife:
    """A player gains life (119.3)."""

    who: PlayerRef
    amount: Amount

    def text(self) -> str:
        return f"{_verb(self.who, 'gain', 'gains')} {_life(self.amount)}"


@part
@dataclass(frozen=True)
class LoseLife:
    """A player loses life (119.3)."""

    who: PlayerRef
    amount: Amount

    def text(self) -> str:
        return f"{_verb(self.who, 'lose', 'loses')} {_life(self.amount)}"


@part
@dataclass(frozen=True)
class Move:
    """Destroy (701.8), exile (406), tap/untap (701.26), counter (701.6), sacrifice
    (701.21), or return to hand: one verb acting on objects."""

    verb: str  # "destroy", "exile", "tap", "untap", "tap or untap", "counter", "return to
    # hand", "regenerate" (701.19)
    what: ObjectRef
    unless_pays: str = ""  # "counter ... unless its controller pays {2}" (701.6, 118.12)

    def text(self) -> str:
        if self.unless_pays:
            return f"{self.verb} {self.what.text()} unless its controller pays {self.unless_pays}"
        if self.verb == "return to hand":
            if _several(self.what):
                return f"return {self.what.text()} to their owners' hands"
            return f"return {self.what.text()} to its owner's hand"
        return f"{self.verb} {self.what.text()}"


@part
@dataclass(frozen=True)
class ReturnCard:
    """Return cards from a graveyard to their owner's hand or to the battlefield
    (400.7: a card changing zones becomes a new object)."""

    what: ObjectRef
    to: str  # "your hand", "the battlefield", "the battlefield tapped", ...
    from_zone: str = ""  # "from your graveyard" when the words name the card itself

    def text(self) -> str:
        source = f" {self.from_zone}" if self.from_zone else ""
        return f"return {self.what.text()}{source} to {self.to}"


@part
@dataclass(frozen=True)
class Sacrifice:
    """A player sacrifices a permanent of their choice (701.21)."""

    who: PlayerRef | None  # None: the controller, in the imperative
    what: str  # "creature", "land", "permanent"

    def text(self) -> str:
        return f"{_act(self.who, 'sacrifice', 'sacrifices')} {count_of(Fixed(1), self.what)}"


@part
@dataclass(frozen=True)
class Pump:
    """An object gets +N/+M for a duration (613.4c, 611.2a)."""

    what: ObjectRef
    power: str  # signed as printed: "+2", "-0", "+X"
    toughness: str
    duration: Duration | None = None  # None in a static ability (604.2)
    keywords: tuple[str, ...] = ()  # "... and gains flying" / "... and has trample"
    granted: tuple[Ability, ...] = ()  # '... and has "When this creature dies, ..."'

    def text(self) -> str:
        many = _many(self.what)
        verb = "get" if many else "gets"
        gains = ""
        if self.keywords or self.granted:
            has = ("have" if many else "has") if self.duration is None else (
                "gain" if many else "gains")
            given = abilities_words(self.keywords, self.granted, _noun(self.what))
            gains = f" and {has} {given}"
        tail = f" {self.duration.text()}" if self.duration else ""
        return f"{self.what.text()} {verb} {self.power}/{self.toughness}{gains}{tail}"


@part
@dataclass(frozen=True)
class GainKeywords:
    """An object gains keyword abilities for a duration (613.1f, 611.2a)."""

    what: ObjectRef
    keywords: tuple[str, ...]
    duration: Duration | None = None
    static: bool = False  # "has" in a static ability (604.2) rather than "gains"
    granted: tuple[Ability, ...] = ()  # quoted abilities: 'has "{T}: Add {G}."' (113.1a)

    def text(self) -> str:
        many = _many(self.what)
        verb = ("have" if many else "has") if self.static else ("gain" if many else "gains")
        tail = f" {self.duration.text()}" if self.duration else ""
        given = abilities_words(self.keywords, self.granted, _noun(self.what))
        return f"{self.what.text()} {verb} {given}{tail}"


@part
@dataclass(frozen=True)
class PutCounters:
    """Put counters on a permanent (122.6)."""

    what: ObjectRef
    amount: Amount
    counter: str = "+1/+1"

    def text(self) -> str:
        return f"put {count_of(self.amount, self.counter + ' counter')} on {self.what.text()}"


@part
@dataclass(frozen=True)
class CreateToken:
    """Create creature tokens (111.2, 701.7): "create a 2/2 white Knight creature token
    with vigilance"."""

    amount: Amount
    power: int
    toughness: int
    colors: tuple[str, ...]  # ("white",) or () for colorless
    subtypes: tuple[str, ...]
    keywords: tuple[str, ...] = ()
    artifact: bool = False
    granted: tuple[Ability, ...] = ()  # 'with "When this creature dies, ..."' (111.4)

    def text(self) -> str:
        color = " and ".join(self.colors) if self.colors else "colorless"
        kinds = " ".join(self.subtypes)
        art = "artifact " if self.artifact else ""
        noun = f"{self.power}/{self.toughness} {color} {kinds} {art}creature token"
        given = abilities_words(self.keywords, self.granted, "creature")
        tail = f" with {given}" if given else ""
        return f"create {count_of(self.amount, noun)}{tail}"


@part
@dataclass(frozen=True)
class Search:
    """Search your library for cards (701.23), put them somewhere, then shuffle (701.24)."""

    filter: Filter
    to: str  # "into your hand", "onto the battlefield", "onto the battlefield tapped"
    reveal: bool = False
    optional_find: bool = False  # "up to one": the search may find nothing (701.23b)
    it_word: str = "it"  # "put it" / "put that card"

    def text(self) -> str:
        noun = self.filter.text()
        what = f"up to one {noun}" if self.optional_find else count_of(Fixed(1), noun)
        reveal = "reveal it, " if self.reveal else ""
        return (f"search your library for {what}, {reveal}put {self.it_word} {self.to}, "
                "then shuffle")


@part
@dataclass(frozen=True)
class GainControl:
    """Gain control of an object, for a duration or for good (613.1b, 611.2a)."""

    what: ObjectRef
    duration: Duration | None = None

    def text(self) -> str:
        tail = f" {self.duration.text()}" if self.duration else ""
        return f"gain control of {self.what.text()}{tail}"


@part
@dataclass(frozen=True)
class Fight:
    """Two creatures fight: each deals damage equal to its power to the other (701.14)."""

    first: ObjectRef
    second: ObjectRef

    def text(self) -> str:
        return f"{self.first.text()} fights {self.second.text()}"


@part
@dataclass(frozen=True)
class AddMana:
    """Add mana (106.1): "Add {G}.", "Add {B} or {G}.", "Add one mana of any color."."""

    symbols: tuple[str, ...]  # alternatives; () with any_color
    any_color: bool = False

    def text(self) -> str:
        if self.any_color:
            return "add one mana of any color"
        return "add " + " or ".join(self.symbols)


@part
@dataclass(frozen=True)
class MayDo:
    """"You may ...": the controller chooses whether to do it as it resolves (603.5)."""

    effect: Effect

    def text(self) -> str:
        inner = self.effect.text()
        return "you may " + inner[len("you "):] if inner.startswith("you ") else (
            "you may " + inner)


@part
@dataclass(frozen=True)
class Restrict:
    """A rule an object must follow, while the ability applies or for a duration:
    "can't block" (509.1a), "can't be blocked" (509.1b), "attacks each combat if able"
    (508.1d), "doesn't untap during its controller's untap step" (502.3)."""

    what: ObjectRef
    rule: str
    duration: Duration | None = None

    def text(self) -> str:
        tail = f" {self.duration.text()}" if self.duration else ""
        return f"{self.what.text()} {self.rule}{tail}"


@part
@dataclass(frozen=True)
class IfThen:
    """"If [condition], [effect]": done only if the condition holds as it resolves
    (608.2c), e.g. "If this spell was kicked, ..." (702.33d)."""

    condition: Condition
    effect: Effect

    def text(self) -> str:
        return f"if {self.condition.text()}, {self.effect.text()}"


@part
@dataclass(frozen=True)
class Pay:
    """"Pay {1}{G}": an optional payment as the ability resolves, usually followed by
    "If you do, ..." (608.2c, 118.12)."""

    mana: str

    def text(self) -> str:
        return f"pay {self.mana}"


@part
@dataclass(frozen=True)
class PerEach:
    """An effect done once, its numbers multiplied, for each counted object: "you gain 1
    life for each card in your graveyard" (608.2h: counted as it resolves)."""

    effect: Effect
    counted: Filter

    def text(self) -> str:
        return f"{self.effect.text()} for each {self.counted.text()}"


@part
@dataclass(frozen=True)
class WhereX:
    """"..., where X is the number of ...": X in the effect is that number, counted as it
    resolves (107.3c, 608.2h), not chosen."""

    effect: Effect
    x: Amount

    def text(self) -> str:
        return f"{self.effect.text()}, where X is {self.x.text()}"


@part
@dataclass(frozen=True)
class SetPowerToughness:
    """A characteristic-defining ability (604.3, 613.4a): "This creature's power and
    toughness are each equal to the number of creatures you control."."""

    what: ObjectRef
    amount: Amount
    which: str = "power and toughness"  # or "power", "toughness"

    def text(self) -> str:
        whose = f"{self.what.text()}'s"
        if self.which == "power and toughness":
            return f"{whose} power and toughness are each equal to {self.amount.text()}"
        return f"{whose} {self.which} is equal to {self.amount.text()}"


@part
@dataclass(frozen=True)
class CostChange:
    """Spells cost more or less to cast (601.2f): "Creature spells you cast cost {1} less
    to cast.", "This spell costs {1} less to cast if you control a Wizard."."""

    spells: Filter | None  # None: this spell itself
    mana: str
    less: bool = True
    condition: Condition | None = None

    def text(self) -> str:
        change = "less" if self.less else "more"
        cond = f" if {self.condition.text()}" if self.condition else ""
        if self.spells is None:
            return f"~ costs {self.mana} {change} to cast{cond}"
        return (f"{self.spells.text(plural_form=True)} you cast cost {self.mana} {change} "
                f"to cast{cond}")


@part
@dataclass(frozen=True)
class Prevent:
    """Prevent damage (615): "prevent all combat damage that would be dealt this turn",
    "prevent the next 3 damage that would be dealt to any target this turn"."""

    combat_only: bool = False
    amount: Amount | None = None  # None: all
    to: ObjectRef | None = None

    def text(self) -> str:
        how = "all" if self.amount is None else f"the next {self.amount.text()}"
        combat = " combat" if self.combat_only else ""
        to = f" to {self.to.text()}" if self.to else ""
        return f"prevent {how}{combat} damage that would be dealt{to} this turn"


@part
@dataclass(frozen=True)
class Then:
    """Two effects done in order, the second after the first ("..., then ...")."""

    first: Effect
    second: Effect

    def text(self) -> str:
        return f"{self.first.text()}, then {self.second.text()}"


@part
@dataclass(frozen=True)
class And:
    """Two effects of one sentence joined by "and" (608.2c: done in the order written)."""

    first: Effect
    second: Effect

    def text(self) -> str:
        return f"{self.first.text()} and {self.second.text()}"


@part
@dataclass(frozen=True)
class Sentences:
    """Several sentences of one spell or ability, done in order (608.2c)."""

    parts: tuple[Effect, ...]

    def text(self) -> str:
        first, *rest = (p.text() for p in self.parts)
        return ". ".join([first, *(capitalize(r) for r in rest)])


@part
@dataclass(frozen=True)
class Modal:
    """"Choose one —" (700.2): the controller picks modes as it is put on the stack."""

    choose: int
    modes: tuple[Effect, ...]
    up_to: bool = False  # "choose one or both" is written as choose=2, up_to=True

    def text(self) -> str:
        head = "one or both" if self.up_to else number_word(self.choose)
        lines = "\n".join(f"• {capitalize(m.text())}." for m in self.modes)
        return f"choose {head} —\n{lines}"


Effect = (DealDamage | Draw | Discard | Mill | Scry | GainLife | LoseLife | Move | ReturnCard
          | Sacrifice | Pump | GainKeywords | PutCounters | CreateToken | Fight | AddMana
          | Search | GainControl | Restrict | IfThen | Pay | PerEach | CostChange | Prevent
          | MayDo | Then | And | Sentences | Modal | WhereX | SetPowerToughness)


def abilities_words(keywords: tuple[str, ...], granted: tuple[Ability, ...], noun: str) -> str:
    """'flying and "{T}: Add {G}."': keywords, then quoted abilities, in which the object
    that has them calls itself "this creature" (or "this land", ...)."""
    quoted = ['"' + name_self(ability.text(), noun) + '"' for ability in granted]
    return join_and((*keywords, *quoted))


_SENTENCE_START = re.compile(r'(^|\n|[.:—"] )~', re.MULTILINE)


def name_self(text: str, noun: str) -> str:
    """Rules text with ``~`` written as "this creature" ("This creature" where a sentence
    starts), and the period of a sentence that ends in a quoted ability inside the quotes."""
    text = _SENTENCE_START.sub(lambda m: f"{m.group(1)}This {noun}", text)
    text = re.sub(r'\."\.(?=\s|$)', '."', text)
    return text.replace("~", f"this {noun}")


def _noun(what: ObjectRef) -> str:
    """What a granted ability calls the object that has it: 'creature', 'land', ..."""
    if isinstance(what, AttachedRef):
        return what.noun
    if isinstance(what, EachRef | TargetRef) and what.filter and len(what.filter.types) == 1:
        kind = what.filter.types[0].split()[-1]
        return kind if kind in ("creature", "land", "artifact", "permanent") else "creature"
    return "creature"


def capitalize(text: str) -> str:
    """The clause with its first letter upper-cased (a sentence's start)."""
    return text[:1].upper() + text[1:]


def join_and(words: tuple[str, ...]) -> str:
    """'flying', 'flying and vigilance', 'flying, vigilance, and trample'."""
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + ", and " + words[-1]
