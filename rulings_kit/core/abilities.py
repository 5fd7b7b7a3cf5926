"""The typed parts an ability is built from (DESIGN.md, principle 4): a triggered
ability is an event pattern, a condition, targets and effects (603); an activated
ability a cost and effects, or a mana production (602, 605). The engine runs the
parts; each part also knows its rules text, so a card's generated text can be compared
with its Oracle text. The card that holds them is ``core.definitions.CardDef``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, ClassVar, Protocol, TypeVar

from rulings_kit.core.mana import ManaCost, SpendOnly
from rulings_kit.core.state import GameObject, GameState, Target, Zone

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
    #: "X target creatures": ``count`` is the X announced before targets are (601.2b-c,
    #: 107.3a), for "up to X" the most
    x_count: bool = False
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
    #: "[−X]": X loyalty counters removed, X announced as it is activated (107.3a, 606.4);
    #: ``loyalty`` is then 0
    loyalty_x: bool = False

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


@dataclass(frozen=True)
class CastFromGraveyard:
    """"You may cast this card from your graveyard ... by paying [cost] rather than paying
    its mana cost" (flashback, 702.34a): ``keyword`` as printed ("Flashback"), the rule
    that says it, and the cost. ``alternative``: ``cost`` is paid rather than the mana cost
    (118.9); otherwise it is paid with the mana cost, as an additional cost (601.2f).
    ``exiled``: the spell is exiled instead of put anywhere else any time it would leave
    the stack. ``spells_only``: only if the resulting spell is an instant or sorcery.
    ``zone``: where the card is cast from: its owner's graveyard, or exile for a foretold
    card (foretell, 702.143a; ``core.foretell``). ``transformed``: cast with its back face
    up (disturb, 702.146a)."""

    keyword: str
    rule: str
    cost: Cost
    alternative: bool = True
    exiled: bool = True
    spells_only: bool = True
    zone: Zone = Zone.GRAVEYARD
    #: the card is cast transformed, its back face up (disturb, 702.146a; 712.11a)
    transformed: bool = False

    @property
    def alt(self) -> str:
        """How a cast names it (``alt = "flashback"``)."""
        return self.keyword.lower()


@dataclass(frozen=True)
class Suspend:
    """"Suspend N—[cost]" (702.62a), its static ability that functions while the card is
    in its owner's hand: the special action of paying ``cost`` and exiling it with ``n``
    time counters (rulings_kit.core.suspend)."""

    n: int
    cost: ManaCost
    text: str  # "Suspend 4—{U}"


@dataclass(frozen=True)
class Dredge:
    """"Dredge N" (702.52a), its static ability that functions while the card is in a
    graveyard: a replacement of its owner's draws (rulings_kit.core.dredge)."""

    n: int
    text: str  # "Dredge 3"


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


class ActivationCostChange(Protocol):
    """An activated ability's own cost change (602.2b, 601.2f): "This ability costs {1}
    less to activate for each legendary creature you control." (a
    ``statics.SpellCostChange`` of the ability, counting seen from its source)."""

    @property
    def text(self) -> str: ...

    @property
    def generic(self) -> int: ...

    def times(self, state: GameState, spell: GameObject, player: str) -> int: ...

    def mana_times(self, n: int) -> str: ...


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
    #: "Activate only once each turn." 1, "Activate no more than twice each turn." 2; 0 for
    #: no limit (602.5b: counted for the object, whoever controls it)
    each_turn: int = 0
    #: the zone it can be activated from (113.6): the battlefield, or its owner's hand for
    #: cycling (702.29a)
    zone: Zone = Zone.BATTLEFIELD
    #: it names its grantor (201.5a), whose id is set as it is granted (core/layers.py)
    names_grantor: bool = False
    grantor: int | None = None
    #: "Any player may activate this ability." (602.1b): not only its source's controller
    #: (602.2); the player who activates it controls it (602.2a)
    any_player: bool = False
    #: "This ability costs {1} less to activate for each ..." (602.2b, 601.2f)
    cost_change: ActivationCostChange | None = None
    #: the keyword it is, when it is one: "equip" (702.6a), what "Equip abilities you
    #: activate cost {2} less to activate" changes
    keyword: str = ""

    @property
    def is_mana_ability(self) -> bool:
        return self.mana is not None

    def granted_by(self, grantor: int) -> ActivatedAbility:
        """The ability knowing the object granting it, where its words name that object
        ("Sacrifice Blazing Torch", 201.5a), in its cost parts too (``SacrificeGrantor``)."""
        parts = tuple(replace(p, grantor=grantor) if hasattr(p, "grantor") else p  # type: ignore[type-var]
                      for p in self.cost.parts)
        return replace(self, grantor=grantor, cost=replace(self.cost, parts=parts))


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
    #: a delayed one with the stated duration "this turn": it triggers each time its event
    #: happens, until the turn's "this turn" effects end (603.7b, 514.2)
    this_turn: bool = False
    #: "choose one —" modes of a modal triggered ability, chosen as it is put on the stack
    modes: tuple[Mode, ...] = ()
    #: "This ability triggers only once each turn.": once it has triggered this turn it
    #: doesn't again, even if it was countered (603.2; a new object may, 400.7)
    once_each_turn: bool = False
    #: the keyword this ability is linked to (Miracle, 702.94a): its printed text is that
    #: keyword's line, not a sentence of its own
    keyword: str = ""


def triggered_ability(obj: GameObject) -> TriggeredAbility:
    """The ability a triggered ability on the stack or waiting to go there is (603.3):
    its card's, or the one a keyword's rules give it (702.88a)."""
    if obj.keyword_trigger is not None:
        assert isinstance(obj.keyword_trigger, TriggeredAbility), obj.keyword_trigger
        return obj.keyword_trigger
    return obj.card.of_kind(TriggeredAbility)[obj.ability_index]


def as_activated(ability: object) -> ActivatedAbility:
    """The activated ability an object holds by its shape (a granted one, ``GameObject
    .granted``; one the layers give, ``Characteristics.activated``): every one is an
    ``ActivatedAbility``, anything else is a mistake, said at once."""
    if not isinstance(ability, ActivatedAbility):
        raise TypeError(f"{ability!r} is not an activated ability")
    return ability


__all__ = [
    "PERMANENT_TYPES",
    "TARGET_ZONES",
    "ActivatedAbility",
    "Cost",
    "CostPart",
    "Effect",
    "ManaProduction",
    "Mode",
    "Quality",
    "TargetSpec",
    "TargetTest",
    "Trigger",
    "TriggerChoice",
    "TriggerTest",
    "TriggeredAbility",
    "as_activated",
    "triggered_ability",
]
