"""A card's definition (DESIGN.md, principle 4): its printed characteristics and its
abilities, a short declaration made of typed parts: activated and triggered abilities
(``core.abilities``), static abilities (``core.statics``), and here the replacement
effects and spell rules a card's text states (614, 601.2b, 101.2).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, fields
from functools import cached_property
from typing import Any, Protocol, TypeVar

from rulings_kit.core.abilities import PERMANENT_TYPES as PERMANENT_TYPES
from rulings_kit.core.abilities import TARGET_ZONES as TARGET_ZONES
from rulings_kit.core.abilities import ActivatedAbility as ActivatedAbility
from rulings_kit.core.abilities import CastFromGraveyard as CastFromGraveyard
from rulings_kit.core.abilities import Cost as Cost
from rulings_kit.core.abilities import CostPart as CostPart
from rulings_kit.core.abilities import Dredge as Dredge
from rulings_kit.core.abilities import Effect as Effect
from rulings_kit.core.abilities import ManaProduction as ManaProduction
from rulings_kit.core.abilities import Mode as Mode
from rulings_kit.core.abilities import Quality as Quality
from rulings_kit.core.abilities import Suspend as Suspend
from rulings_kit.core.abilities import TargetSpec as TargetSpec
from rulings_kit.core.abilities import TargetTest as TargetTest
from rulings_kit.core.abilities import Trigger as Trigger
from rulings_kit.core.abilities import TriggerChoice as TriggerChoice
from rulings_kit.core.abilities import TriggeredAbility as TriggeredAbility
from rulings_kit.core.abilities import TriggerTest as TriggerTest
from rulings_kit.core.ability_costs import AbilitiesCostChange as AbilitiesCostChange
from rulings_kit.core.bestow import Bestowed
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.changed_spells import ChangedSpell
from rulings_kit.core.copiable import EntersAsCopyOf
from rulings_kit.core.damage_replacements import ChangesDamage
from rulings_kit.core.game_object import Chosen
from rulings_kit.core.keywords import KeywordName
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.morph import Morph
from rulings_kit.core.player_rules import ForItsController
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.statics import (
    Affects,
    DefinesPowerToughness,
    Enchant,
    EntersTappedOthers,
    MoreCounters,
    PreventsDamage,
    PreventsDamageTo,
    SagaChapters,
    SpellCostChange,
    StaticEffect,
)
from rulings_kit.core.words import a_or_an, plural

A = TypeVar("A")

#: how a spell cast for its escape cost remembers it (``GameObject.alt_paid``, 702.138b)
ESCAPED = KeywordName.ESCAPE.lower()


@dataclass(frozen=True)
class ManaReplacement:
    """A replacement effect on a mana production event (106.12b, 614.1a)."""

    applies: Callable[[GameState, GameObject, GameObject, bool], bool]
    """(state, replacement source, mana source, tapped for mana) -> applies?"""
    replace: Callable[[tuple[str, ...]], tuple[str, ...]]
    text: str


@dataclass(frozen=True)
class GoesInstead:
    """A static ability's replacement effect (614.1a): an object ``affects`` picks (seen
    from the ability's permanent; None: any card, and any token unless ``tokens`` is
    false, owned by an opponent with ``opponents``) that would be put into a graveyard
    goes ``to`` another zone instead: exile, its owner's hand, or its owner's library (on
    the ``bottom``, on top, or shuffled in, 701.24). With ``dies``, only a creature going
    from the battlefield (700.4); with ``anywhere``, the ability functions from every zone
    for the object itself ("If ~ would be put into a graveyard from anywhere", 113.6b)."""

    to: Zone = Zone.EXILE
    affects: Affects | None = None
    tokens: bool = True
    opponents: bool = False
    dies: bool = False
    anywhere: bool = False
    bottom: bool = False
    shuffle: bool = False
    reveal: bool = False
    text: str = ""

    def words(self) -> str:
        """Where the object goes instead: "exiled", "shuffled into its owner's library"."""
        if self.to is Zone.EXILE:
            return "exiled"
        if self.to is Zone.HAND:
            return "returned to its owner's hand"
        if self.shuffle:  # revealed first where it says so (701.20a)
            return f"{'revealed and ' if self.reveal else ''}shuffled into its owner's library"
        return f"put on {'the bottom' if self.bottom else 'top'} of its owner's library"



class Counted(Protocol):
    """A number counted as it is used: a ``core.effects.common.Quantity``, read with the
    Resolution of the object entering (typed loosely here: the effects import this
    module)."""

    def value(self, ctx: Any) -> int: ...


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
    #: only if the spell that became it escaped: "~ escapes with ..." (702.138b-c)
    if_escaped: bool = False
    #: "... if you cast it from your hand": only if the spell that became it was cast from
    #: its owner's hand (601.2a), not put onto the battlefield some other way
    if_cast_from_hand: bool = False
    #: "You may have this permanent enter with ...": its controller chooses as it would
    #: enter (unleash 702.98a, riot 702.136a); ``else_gains``, the keyword it gains if they
    #: don't (riot's haste)
    optional: bool = False
    else_gains: str = ""
    #: tribute (702.104a): ``optional`` is the choice of an opponent its controller
    #: chooses, and the counters put that way pay its tribute (702.104b)
    by_opponent: bool = False
    #: "If an opponent was dealt damage this turn, ..." (bloodthirst, 702.54a): asked as it
    #: would enter; ``only_if_text`` says it
    only_if: Callable[[GameState, GameObject], bool] | None = None
    only_if_text: str = ""
    #: devour (702.82a, 702.82c): ``amount`` counters for each permanent of this card type
    #: its controller sacrifices as it enters
    devours: str | None = None
    #: amplify (702.38a): ``amount`` counters for each card its controller reveals from
    #: their hand that shares a creature type with it
    amplifies: bool = False
    #: "As this permanent enters, choose a color / a creature type" (614.12a): what its
    #: controller chooses (``Chosen``), before it enters, and for a creature type the ones
    #: to choose from (205.3m); kept on the permanent (``chosen_as_entered``)
    chooses: Chosen | None = None
    choices: tuple[str, ...] = ()
    #: "As this land enters, you may pay 2 life. If you don't, it enters tapped." (614.1c,
    #: 614.12a): its controller chooses before it enters whether to pay this much life,
    #: which they can only with that much life (119.4)
    pays_life: int = 0
    #: "As this land enters, you may reveal a Giant card from your hand. If you don't, it
    #: enters tapped." (614.1c, 614.12a): the cards its controller may reveal, chosen before
    #: it enters; revealed, the card stays in the hand (701.20a)
    reveals: Quality | None = None
    #: sunburst (702.44a): a +1/+1 counter (entering as a creature) or a charge counter
    #: (otherwise) for each color of mana spent to cast it, entering from the stack (702.44b)
    sunburst: bool = False
    #: "... for each creature card in your graveyard", "where X is ...": ``amount`` times
    #: this number, counted as it would enter (614.1c, 608.2h)
    per: Counted | None = None
    rule: str = "614.1c"
    #: "If it's neither day nor night, it becomes day as this creature enters." (731.1)
    makes_day: bool = False

    def text_counters(self) -> str:
        """ "an additional +1/+1 counter" (702.98a), "3 +1/+1 counters": the counters it
        says."""
        counter = f"{self.counter} counter"
        if self.amount == 1:
            return a_or_an(("additional " if self.optional else "") + counter)
        return plural(self.amount or 0, counter)

    def applies_to(self, spell: GameObject) -> bool:
        """Whether it applies to the permanent ``spell`` becomes, as far as how the spell
        was cast goes: kicked (702.33d), escaped (cast for its escape cost, 702.138b), cast
        from its owner's hand."""
        return (not self.if_kicked or spell.kicked > 0) and (
            not self.if_escaped or spell.alt_paid == ESCAPED) and (
            not self.if_cast_from_hand or spell.cast_from is Zone.HAND)


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


@dataclass(frozen=True)
class PaidWithObjects:
    """A spell's optional additional cost paid with permanents its caster controls
    (601.2b, 601.2h; rulings_kit.core.object_costs): casualty ``power``, "you may sacrifice
    a creature with power N or greater" (702.153a), or conspire, "you may tap two untapped
    creatures you control that each share a color with it" (702.78a); ``keyword`` is the
    cost's name in a cast (``extra = {casualty = "..."}``, a creature)."""

    keyword: str
    power: int = 0

    @property
    def count(self) -> int:
        return 2 if self.keyword == "conspire" else 1

    @property
    def text(self) -> str:
        if self.keyword == "casualty":
            return ("As an additional cost to cast this spell, you may sacrifice a creature "
                    f"with power {self.power} or greater.")
        return ("As an additional cost to cast this spell, you may tap two untapped creatures "
                "you control that each share a color with it.")


@dataclass(frozen=True)
class DeckConstruction:
    """An ability that modifies the rules for deck construction, "~ can be your commander"
    (903.3a): it functions before the game begins (113.6n), so in a game under way it has
    nothing left to do. Kept, so the card's abilities say what its text says."""

    text: str


Ability = (
    DeckConstruction
    | StaticEffect
    | SpellCostChange
    | AbilitiesCostChange
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
    | PaidWithObjects
    | AdditionalDiscard
    | GoesInstead
    | DefinesPowerToughness
    | PreventsDamage
    | PreventsDamageTo
    | ChangesDamage
    | EntersTappedOthers
    | ForItsController
    | Morph
    | CastFromGraveyard
    | Suspend
    | Dredge
    | Bestowed
    | ChangedSpell
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
    #: "Choose one or both —", "Choose one or more —": from one to choose_modes modes
    modes_up_to: bool = False
    #: "You may choose the same mode more than once." (700.2d)
    modes_repeat: bool = False
    #: "Escalate [cost]": paid once for each mode chosen beyond the first (702.120a)
    escalate: ManaCost | None = None
    abilities: tuple[Ability, ...] = ()
    kicker: ManaCost | None = None
    multikicker: bool = False
    #: alternative costs it may be cast for instead of its mana cost (118.9), by the keyword
    #: a cast names them with: (("dash", {1}{R}),) (702.109a)
    alternative_costs: tuple[tuple[str, ManaCost], ...] = ()
    #: optional additional costs other than kicker, by the keyword a cast names them with
    #: (``extra``): (("buyback", {3}),) (702.27a), (("entwine", {2}),) (702.42a)
    optional_costs: tuple[tuple[str, ManaCost], ...] = ()
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
    #: a spell on the stack: the cards spliced onto it, whose modes follow its own (702.47a)
    spliced: tuple[str, ...] = ()

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

    def mode_choices(self) -> list[tuple[int, ...]]:
        """Every choice of modes a modal spell may be cast with, in printed order: the
        number it says (700.2), from one up ("choose one or both"), each once unless it says
        the same mode may be chosen more than once (700.2d); ``[()]`` for a spell that is
        not modal."""
        return list(self._mode_choices)

    @cached_property
    def _mode_choices(self) -> tuple[tuple[int, ...], ...]:
        # a card's modes never change: worked out once, read by every cast and every list
        # of legal actions
        if not self.choose_modes:
            return ((),)
        fewest = 1 if self.modes_up_to else self.choose_modes
        pick = (itertools.combinations_with_replacement if self.modes_repeat
                else itertools.combinations)
        return tuple(c for n in range(fewest, self.choose_modes + 1)
                     for c in pick(range(1, len(self.modes) + 1), n))

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

    def of_kind(self, kind: type[A]) -> tuple[A, ...]:
        """Its abilities of this kind (worked out once per card and kind: the engine asks
        of every permanent it looks at)."""
        try:
            found: tuple[A, ...] = self.__dict__["_of_kind"][kind]
        except KeyError:
            table: dict[type, tuple[A, ...]] = self.__dict__.setdefault("_of_kind", {})
            found = table[kind] = tuple(a for a in self.abilities if isinstance(a, kind))
        return found


def definition(card: CardShape) -> CardDef:
    """The definition a card's shape is (``GameObject.card``, ``.whole``): every card in a
    game is a ``CardDef``; anything else held as one is a mistake, said at once."""
    if not isinstance(card, CardDef):
        raise TypeError(f"{card!r} is not a card definition (CardDef)")
    return card

