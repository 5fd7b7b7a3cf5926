"""Typed parts that card definitions are built from (DESIGN.md, principle 4).

A card is a short declaration: its printed characteristics plus abilities made of
parts — a triggered ability is an event pattern, a condition and effects; an
activated ability is a cost and effects (or a mana production). The engine runs the
parts; each part also knows its rules text, so a card's generated text can be compared
with its Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from functools import cached_property
from typing import TYPE_CHECKING, ClassVar, Protocol, TypeVar

from rulings_kit.core.copiable import EntersAsCopyOf
from rulings_kit.core.mana import ManaCost, SpendOnly
from rulings_kit.core.state import GameObject, GameState, Kind, Target, Zone
from rulings_kit.core.statics import (
    DefinesPowerToughness,
    Enchant,
    EntersTappedOthers,
    MoreCounters,
    NoMaximumHandSize,
    PreventsDamageTo,
    PreventsSomeDamage,
    SagaChapters,
    SpellCostChange,
    StaticEffect,
)
from rulings_kit.core.words import a_or_an

if TYPE_CHECKING:
    from rulings_kit.core.context import Resolution
    from rulings_kit.core.events import Event
    from rulings_kit.core.transaction import Transaction


class Effect(Protocol):
    """One instruction of a spell or ability, run as it resolves (608.2c)."""

    def run(self, ctx: Resolution) -> None: ...

    def text(self, name: str) -> str: ...


#: Decides whether a candidate is a legal target for the object that targets it: a value
#: (``core.filters.ObjectTarget``, ``PlayerTarget``), so a definition pickles and compares.
TargetTest = Callable[[GameState, GameObject, Target], bool]

#: The zones a target may be in when a requirement doesn't say (115.2: permanents, and
#: objects in another zone only when the spell or ability names it; a test decides).
TARGET_ZONES = frozenset({Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD})


@dataclass(frozen=True)
class TargetSpec:
    """One use of the word "target" (115.1); ``count`` of them, or any number."""

    what: str  # rules text, e.g. "target creature", "any target"
    legal: TargetTest
    count: int = 1
    any_number: bool = False  # "any number of targets": how many is announced (601.2c)
    per_kick: bool = False  # multikicker: another target for each time it was kicked
    if_kicked: bool = False  # "If this spell was kicked, ... target ...": only then (601.2c)
    up_to: bool = False  # "up to two target creatures": from none to ``count`` (601.2c)
    at_least: int = 0  # with ``up_to``: the fewest ("one or two targets", 601.2c)
    #: where its candidates are: ``legal`` is asked only about objects in these zones
    #: (and about players when ``players``), so a test never scans what can't qualify
    zones: frozenset[Zone] = TARGET_ZONES
    players: bool = True
    #: "another target creature": not one chosen for an earlier use of the word "target"
    #: of the same spell or ability, which 115.3 would otherwise allow
    unlike_earlier: bool = False


@dataclass(frozen=True)
class Mode:
    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...] = ()


P = TypeVar("P")

#: the card types of permanents (110.4)
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")


@dataclass(frozen=True)
class Quality:
    """What a card or permanent chosen to pay a cost must be, beyond its card type: "a
    creature with defender", "a historic card"; the words and the test."""

    words: str
    test: Callable[[GameState, GameObject, GameObject], bool]


class CostPart(Protocol):
    """One action of a cost besides its mana and its {T} / {Q} symbols: "Sacrifice a
    creature", "Pay 2 life" (118, 602.1a; ``cost_parts``). It says why it can't be paid
    now (118.3), pays itself (601.2h), and writes its words."""

    #: where it is printed among a cost's parts, and so paid among those paid together
    rank: ClassVar[int]
    #: when it is paid: with the source's own symbols (0), as the player chooses what to
    #: pay with (1, 601.2h), or last, as it takes the source away (2)
    stage: ClassVar[int]

    def text(self, self_name: str) -> str: ...

    def problems(
        self, state: GameState, source: GameObject, cost: Cost
    ) -> list[tuple[str, str]]: ...

    def pay(
        self, txn: Transaction, source: GameObject, cost: Cost, tap: tuple[int, ...] | None
    ) -> None: ...


@dataclass(frozen=True)
class Cost:
    """An activation cost (602.1a): mana, the symbols of 107.5 and 107.6, a loyalty
    ability's counters (606.4), and its other actions as typed parts, kept in the order
    the rules text prints them."""

    mana: ManaCost = field(default_factory=ManaCost)
    tap: bool = False
    untap: bool = False
    #: a loyalty ability's cost: loyalty counters to put on (+) or remove (-) (606.4)
    loyalty: int | None = None
    parts: tuple[CostPart, ...] = ()

    def __post_init__(self) -> None:
        ranked = tuple(sorted(self.parts, key=lambda p: p.rank))
        if ranked != self.parts:
            object.__setattr__(self, "parts", ranked)

    def of(self, kind: type[P]) -> P | None:
        """Its part of this kind, if it has one."""
        return next((p for p in self.parts if isinstance(p, kind)), None)

    def with_part(self, part: CostPart, instead: CostPart | None = None) -> Cost:
        """This cost with ``part`` too (``instead`` of one it has)."""
        return replace(self, parts=(*(p for p in self.parts if p is not instead), part))

    def text(self, self_name: str = "this permanent") -> str:
        words = [] if self.mana.is_free else [str(self.mana)]
        if self.tap:
            words.append("{T}")
        if self.untap:
            words.append("{Q}")
        words += [p.text(self_name) for p in self.parts]
        return ", ".join(words)


class ManaProduction(Protocol):
    """What a mana ability adds (106.1, 106.7).

    ``options`` returns the possible productions if the ability resolved now; each is a
    tuple of mana letters. ``could`` tells what another permanent could produce, so
    abilities that look at other permanents ("any type that a land you control could
    produce") can reach a fixed point (106.7).
    """

    def options(
        self,
        state: GameState,
        source: GameObject,
        could: Callable[[int], frozenset[str]],
    ) -> tuple[tuple[str, ...], ...]: ...

    def text(self) -> str: ...

    #: whether its controller chooses a type as it resolves (a question, even with one option)
    is_choice: bool

    #: how the choice is explained (e.g. which permanents it looked at)
    def looks_at(self, state: GameState, source: GameObject) -> tuple[int, ...]: ...


@dataclass(frozen=True)
class ActivatedAbility:
    cost: Cost
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    #: set for a mana ability (605.1a): it adds mana and has no target
    mana: ManaProduction | None = None
    #: "Spend this mana only to cast ..." (106.6): a restriction the mana it adds carries
    spend_only: SpendOnly | None = None
    #: "Activate only as a sorcery" and similar; not needed by the pool yet
    reminder: str = ""
    #: "Activate only as a sorcery" (602.5d; equip, 702.6a; loyalty abilities, 606.3)
    sorcery_speed: bool = False
    #: "Activate only if a creature died this turn": prohibited while it doesn't hold
    #: (602.5), asked of the source; ``only_if_text`` says it
    only_if: Callable[[GameState, GameObject], bool] | None = None
    only_if_text: str = ""
    #: "Activate only once each turn." (602.5b: kept for the object, whoever controls it)
    once_each_turn: bool = False
    #: the zone it can be activated from (113.6): the battlefield, or its owner's hand for
    #: cycling (702.29a)
    zone: Zone = Zone.BATTLEFIELD
    #: it names its grantor (201.5a), whose id is set as it is granted (core/layers.py)
    names_grantor: bool = False
    grantor: int | None = None

    @property
    def is_mana_ability(self) -> bool:
        return self.mana is not None


#: Tests an event for a triggered ability whose source is given. Returns the object the
#: trigger should remember as "that spell"/"that land" (or True), or a falsy value. The
#: library's patterns are values (``core.patterns``: ``Dies``, ``Enters``, ...).
TriggerTest = Callable[["Event", GameObject, GameState], "GameObject | bool | None"]


#: A choice made as a trigger event happens: what the trigger remembers, or None.
TriggerChoice = Callable[["Transaction", GameObject], str | None]


@dataclass(frozen=True)
class Trigger:
    """The event pattern of a triggered ability (603.1), with its trigger condition text."""

    event: type[Event]
    test: TriggerTest
    text: str
    #: where the source must be for the ability to trigger: the battlefield, the stack
    #: ("when you cast this spell"), or None to look back in time (603.10, "dies")
    zone: Zone | None = Zone.BATTLEFIELD
    #: the rule that makes it trigger, for the trace (a keyword's own rule, or 603.2)
    rule: str = "603.2"
    #: a choice the player makes as the event happens, before anything triggers (miracle:
    #: "you may reveal this card ... as you draw it", 702.94a); it returns what the
    #: trigger remembers (its ``chosen``), or None when the player declines and nothing
    #: triggers
    choice: TriggerChoice | None = None


@dataclass(frozen=True)
class TriggeredAbility:
    trigger: Trigger
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    #: a triggered mana ability resolves at once and never uses the stack (605.1b, 605.4a)
    mana_ability: bool = False
    #: an intervening "if" clause checked when it triggers and as it resolves (603.4)
    intervening_if: Callable[[GameState, GameObject], bool] | None = None
    #: a delayed triggered ability (603.7): it triggers only once it has been created
    delayed: bool = False
    #: "choose one —" modes of a modal triggered ability, chosen as it is put on the stack
    modes: tuple[Mode, ...] = ()
    #: the keyword this ability is linked to (Miracle, 702.94a): its printed text is that
    #: keyword's line, not a sentence of its own
    keyword: str = ""


@dataclass(frozen=True)
class ManaReplacement:
    """A replacement effect on a mana production event (106.12b, 614.1a)."""

    applies: Callable[[GameState, GameObject, GameObject, bool], bool]
    """(state, replacement source, mana source, tapped for mana) -> applies?"""
    replace: Callable[[tuple[str, ...]], tuple[str, ...]]
    text: str


@dataclass(frozen=True)
class ExileInstead:
    """A replacement effect of a static ability (614.1a): a card (or token) that would be
    put into a graveyard (an opponent's only, with ``opponents``) from anywhere is exiled
    instead. The card exiled is a new object (400.7) and stays in exile."""

    tokens: bool = True
    opponents: bool = False

    def applies(self, controller: str, obj: GameObject) -> bool:
        """Whether it replaces ``obj`` going to its owner's graveyard."""
        if obj.kind is Kind.TOKEN and not self.tokens:
            return False
        return not self.opponents or obj.owner != controller


@dataclass(frozen=True)
class EntersWith:
    """ "This permanent enters with ... counters / tapped" (614.1c, 107.3m)."""

    counter: str | None = None
    amount: int | None = None  # None: X, the X of the spell that became it (107.3m)
    tapped: bool = False
    text: str = ""
    #: only if the spell that became it was kicked (702.33d)
    if_kicked: bool = False
    #: "enters tapped unless you control a [land type] or a [land type]": checked as it
    #: would enter (614.1c, 614.12), against the permanents already there; ``unless_text``
    #: says it
    unless: Callable[[GameState, GameObject], bool] | None = None
    unless_text: str = ""


@dataclass(frozen=True)
class CantBeCountered:
    """ "If X is 5 or more, this spell can't be countered" (101.2); ``min_x`` 0: always."""

    min_x: int = 0
    text: str = ""


@dataclass(frozen=True)
class DamageCantBePrevented:
    """ "If X is 5 or more, ... the damage can't be prevented" (615.12): prevention effects
    don't prevent the damage this spell deals; ``min_x`` 0: always."""

    min_x: int = 0


@dataclass(frozen=True)
class AdditionalDiscard:
    """ "As an additional cost to cast this spell, discard a card.": paid with the
    spell's other costs (601.2h), cards of the caster's choice (701.9a); the spell can't
    be cast without that many other cards in hand (118.3)."""

    count: int = 1


@dataclass(frozen=True)
class AdditionalSacrifice:
    """ "As an additional cost to cast this spell, sacrifice a creature.": announced as
    the spell is cast (601.2b) and paid with its other costs (601.2h); ``types`` are the
    card types or subtypes the sacrificed permanent may have (any one of them). With
    ``kicker``, "Kicker—Sacrifice an artifact or Goblin.": paid only if the caster
    kicks the spell (702.33a)."""

    types: tuple[str, ...] = ("Creature",)
    kicker: bool = False

    @property
    def noun(self) -> str:
        """ "artifact or creature", "artifact or Goblin" """
        return " or ".join(t.lower() if t in PERMANENT_TYPES else t for t in self.types)

    @property
    def what(self) -> str:
        return a_or_an(self.noun)

    @property
    def text(self) -> str:
        if self.kicker:
            return f"Kicker—Sacrifice {self.what}."
        return f"As an additional cost to cast this spell, sacrifice {self.what}."


Ability = (
    StaticEffect
    | SpellCostChange
    | SagaChapters
    | Enchant
    | ActivatedAbility
    | TriggeredAbility
    | ManaReplacement
    | EntersWith
    | EntersAsCopyOf
    | CantBeCountered
    | DamageCantBePrevented
    | MoreCounters
    | AdditionalSacrifice
    | AdditionalDiscard
    | ExileInstead
    | DefinesPowerToughness
    | PreventsDamageTo
    | PreventsSomeDamage
    | EntersTappedOthers
    | NoMaximumHandSize
)


@dataclass(frozen=True, eq=False)
class CardDef:
    """A card's definition: a value, equal to another made of equal parts (a copy sent to
    another process, or read back from a pickle). A token's definition is made by the
    effect that creates it (111.1): two effects that make tokens alike in every
    characteristic and in their rules text make one definition (Raise the Alarm's Soldier
    and Secure the Scene's), so tokens compare by those."""

    name: str
    mana_cost: ManaCost | None
    colors: frozenset[str]
    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    keywords: frozenset[str] = frozenset()
    modes: tuple[Mode, ...] = ()  # an instant or sorcery's instructions; several if modal
    choose_modes: int = 0  # "Choose one —" (700.2); 0 for a spell that is not modal
    abilities: tuple[Ability, ...] = ()
    kicker: ManaCost | None = None
    multikicker: bool = False
    #: the card's Oracle text, kept for display and for the generated-text test
    oracle_text: str = ""
    #: keyword lines in printed order, e.g. ("Flying",), ("Kicker {4}",)
    keyword_lines: tuple[str, ...] = ()
    is_token: bool = False
    #: the rules text its typed parts write, for a card built from data
    #: (rulings_kit.cards.lower); None for a definition written in code
    text_from_parts: str | None = None
    #: a card with several faces (``core.faces``): its layout, faces and full name
    layout: str = "normal"
    faces: tuple[CardDef, ...] = ()
    full_name: str = ""

    def __repr__(self) -> str:
        return f"CardDef({self.name!r})"

    def face(self, name: str) -> CardDef | None:
        """Its face called ``name`` (any case), if it has one."""
        return next((f for f in self.faces if f.name.casefold() == name.casefold()), None)

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, CardDef) or self.name != other.name:
            return False
        if self.is_token and other.is_token:
            return self._token_identity == other._token_identity
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self.name)

    def __getstate__(self) -> dict[str, object]:  # its fields, not its ability tables
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def _fields(self) -> tuple[object, ...]:
        return tuple(getattr(self, f.name) for f in fields(self))

    @cached_property
    def _token_identity(self) -> tuple[object, ...]:
        """What a token is (111.3): its characteristics and the rules text of its
        abilities (its abilities are built from that text)."""
        return (self.name, self.mana_cost, self.colors, self.types, self.subtypes,
                self.supertypes, self.power, self.toughness, self.keywords,
                self.keyword_lines, self.oracle_text, self.text_from_parts,
                len(self.abilities))

    @property
    def is_permanent_card(self) -> bool:
        return not ({"Instant", "Sorcery"} & set(self.types))

    def has_type(self, card_type: str) -> bool:
        return card_type in self.types

    # A card's abilities never change, so each list is worked out once per card.
    @cached_property
    def activated(self) -> tuple[ActivatedAbility, ...]:
        return tuple(a for a in self.abilities if isinstance(a, ActivatedAbility))

    @cached_property
    def triggered(self) -> tuple[TriggeredAbility, ...]:
        return tuple(a for a in self.abilities if isinstance(a, TriggeredAbility))

    def listening(self, event_kind: type) -> tuple[tuple[int, TriggeredAbility], ...]:
        """The triggered abilities (not delayed ones) an event of this kind may trigger,
        with their indexes: the trigger events the engine checks (603.2)."""
        table: dict[type, tuple[tuple[int, TriggeredAbility], ...]] = self.__dict__.setdefault(
            "_listening", {}
        )
        found = table.get(event_kind)
        if found is None:
            found = tuple(
                (i, a)
                for i, a in enumerate(self.triggered)
                if not a.delayed and issubclass(event_kind, a.trigger.event)
            )
            table[event_kind] = found
        return found

    @cached_property
    def defines_pt(self) -> DefinesPowerToughness | None:
        """Its characteristic-defining ability for power and/or toughness (604.3), if any."""
        return next((a for a in self.abilities if isinstance(a, DefinesPowerToughness)), None)

    @cached_property
    def additional_sacrifice(self) -> AdditionalSacrifice | None:
        """The sacrifice the spell's additional cost asks for (601.2b), if any."""
        return next((a for a in self.abilities if isinstance(a, AdditionalSacrifice)), None)

    def of_kind(self, kind: type) -> tuple[Ability, ...]:
        """Its abilities of this kind (worked out once per card and kind: the engine asks
        of every permanent it looks at)."""
        table: dict[type, tuple[Ability, ...]] = self.__dict__.setdefault("_of_kind", {})
        found = table.get(kind)
        if found is None:
            found = table[kind] = tuple(a for a in self.abilities if isinstance(a, kind))
        return found
