"""Object tests as values (109.2, 115.1): what an object must be for "nonland permanent",
"another creature you don't control with power 4 or greater", "a historic spell".

Each test is a frozen dataclass called as ``test(state, me, obj)`` (an
:data:`ObjectTest`: whether ``obj`` qualifies, seen from the source ``me``), so a card
definition made of them pickles, compares equal to its copy and prints what it is. The card
library composes them (``rulings_kit.cards.lower.filters``): the parts are general, the
words are the card's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum

from rulings_kit.core.characteristics import (
    card_types,
    colors,
    has_keyword,
    mana_value,
    power_toughness,
)
from rulings_kit.core.characteristics import subtypes as subtypes_of
from rulings_kit.core.game_object import Chosen
from rulings_kit.core.state import GameObject, GameState, Kind, Target, Zone
from rulings_kit.core.turn_record import Did
from rulings_kit.core.values import PART, Part

#: Whether an object qualifies, seen from the resolving spell or ability's source.
ObjectTest = Callable[[GameState, GameObject, GameObject], bool]


# ---------------------------------------------------------------- the source and its host
@dataclass(**PART)
class IsSource(Part):
    """The object whose ability this is ("this creature", 109.5)."""

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return obj.id == me.id


@dataclass(**PART)
class NotSource(Part):
    """"Another", "other": not the object whose ability this is."""

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return obj.id != me.id


@dataclass(**PART)
class HostOfSource(Part):
    """What the source Aura or Equipment is attached to ("enchanted creature", 303.4)."""

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return me.attached_to == obj.id


@dataclass(**PART)
class Anything(Part):
    """Every object."""

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return True


# ------------------------------------------------------------------------- combinations
@dataclass(**PART)
class AllOf(Part):
    tests: tuple[ObjectTest, ...]

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return all(t(state, me, obj) for t in self.tests)


@dataclass(**PART)
class AnyOf(Part):
    """One of several alternatives: "red or green" (105.2)."""

    tests: tuple[ObjectTest, ...]

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return any(t(state, me, obj) for t in self.tests)


@dataclass(**PART)
class Not(Part):
    """"nonland", "non-Spirit", "untapped"."""

    test: ObjectTest

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return not self.test(state, me, obj)


@dataclass(**PART)
class SourceOr(Part):
    """"This creature or another Rogue"."""

    other: ObjectTest

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return obj.id == me.id or self.other(state, me, obj)


@dataclass(**PART)
class Named(Part):
    """``test``, and "named Teferi, Timebender": that name and nothing else (201.2)."""

    name: str
    test: ObjectTest

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return obj.name == self.name and self.test(state, me, obj)


@dataclass(**PART)
class NamedAsSource(Part):
    """``test``, and "a card named Avarax" on Avarax: the name its source has (a name, not
    a reference to the object, 201.2; an object that gains the ability looks for its own
    name, 201.5b)."""

    test: ObjectTest

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return obj.name == me.name and self.test(state, me, obj)


# ------------------------------------------------------------------------------ types
@dataclass(**PART)
class TypeIs(Part):
    """One alternative of a filter's types: "creature", "Soldier creature", "permanent"
    (card types 205.2a, subtypes 205.3); with ``permanent_card``, "permanent card": a card
    that could be put onto the battlefield, in any zone (110.4a), else a permanent is an
    object on the battlefield (110.1)."""

    card_types: tuple[str, ...] = ()  # "Creature", "Artifact"
    subtypes: tuple[str, ...] = ()  # "Soldier"
    permanent: bool = False
    permanent_card: bool = False

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        if self.card_types:
            types = card_types(state, obj)
            if any(t not in types for t in self.card_types):
                return False
        if self.permanent:
            if self.permanent_card:
                if not obj.card.is_permanent_card:
                    return False
            elif obj.zone is not Zone.BATTLEFIELD:
                return False
        if self.subtypes:
            subs = subtypes_of(state, obj)
            if "all creature types" not in subs and any(s not in subs for s in self.subtypes):
                return False
        return True


# -------------------------------------------------------------------------- adjectives
@dataclass(**PART)
class Tapped(Part):
    """A tapped permanent (110.5)."""

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return obj.tapped


@dataclass(**PART)
class Untapped(Part):
    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return not obj.tapped


@dataclass(**PART)
class AttachedBy(Part):
    """A permanent an Aura is attached to, "enchanted" (303.4), or an Equipment,
    "equipped" (301.5)."""

    subtype: str  # "Aura" or "Equipment" (205.3g, 205.3h)

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        # the printed subtype: a condition asking this may be worked out while the layers
        # are (611.3a), and no effect changes an Aura's or Equipment's subtypes
        return any(a.attached_to == obj.id and self.subtype in a.card.subtypes
                   for a in state.attached())


@dataclass(**PART)
class Attacking(Part):
    """An attacking creature (506.4)."""

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return obj.attacking


@dataclass(**PART)
class Blocking(Part):
    """A blocking creature (509.1g)."""

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return obj.blocking is not None


@dataclass(**PART)
class Nontoken(Part):
    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return obj.kind is not Kind.TOKEN


@dataclass(**PART)
class Historic(Part):
    """Artifacts, legendaries and Sagas are historic (700.6)."""

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return ("Artifact" in card_types(state, obj) or "Legendary" in obj.card.supertypes
                or "Saga" in obj.card.subtypes)


@dataclass(**PART)
class HasSupertype(Part):
    """"legendary", "basic", "snow" (205.4)."""

    supertype: str  # "Legendary"

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return self.supertype in obj.card.supertypes


@dataclass(**PART)
class HasColor(Part):
    """"white", "red" (105.2): the object's colors as they are now."""

    letter: str  # "W"

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return self.letter in colors(state, obj)


@dataclass(**PART)
class Colorless(Part):
    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return not colors(state, obj)


@dataclass(**PART)
class Multicolored(Part):
    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return len(colors(state, obj)) > 1


@dataclass(**PART)
class OfChosen(Part):
    """"of the chosen color", "of the chosen type" (607.2d): what the source's controller
    chose as it entered (614.12a, ``GameObject.chosen_as_entered``); with nothing chosen,
    nothing is.
    A creature with every creature type (changeling, 702.73a) is of any chosen type."""

    what: Chosen

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        chosen = me.chosen_value(self.what)
        if chosen is None:
            return False
        if self.what is Chosen.COLOR:
            return chosen in colors(state, obj)
        subs = subtypes_of(state, obj)
        return chosen in subs or "all creature types" in subs


@dataclass(**PART)
class DealtDamageBySource(Part):
    """"a creature dealt damage by ~ this turn" (120.3): the source, as the object it is
    now (400.7: a new object never dealt damage), dealt it damage at any time this turn,
    whoever controls it (Sengir Vampire's rulings)."""

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return state.this_turn.was_dealt_damage(obj.id, me.id)


@dataclass(**PART)
class AttackedThisTurn(Part):
    """"creatures that attacked this turn": declared as attackers this turn (508.1), as
    this object (400.7), in any combat of the turn."""

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return any(h.object_id == obj.id for h in state.this_turn.of(Did.ATTACK))


# -------------------------------------------------------------------- what it targets
@dataclass(**PART)
class TargetsSource(Part):
    """"a spell that targets ~" (115.1)."""

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return me.id in obj.targets


@dataclass(**PART)
class TargetsYourCreature(Part):
    """"a spell that targets a creature you control"."""

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return any(isinstance(t, int) and state.has(t)
                   and state.obj(t).controller == me.controller
                   and "Creature" in card_types(state, state.obj(t)) for t in obj.targets)


@dataclass(**PART)
class TargetsSingleOtherCreature(Part):
    """"that targets only a single creature other than ~": every target of the spell is
    one and the same creature on the battlefield (the same creature chosen for several
    uses of "target" is still a single creature, 115.3), and not this object."""

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        chosen = set(obj.targets)
        if len(chosen) != 1:
            return False  # no target, or several
        (only,) = chosen
        if isinstance(only, str) or only == me.id or not state.has(only):
            return False  # a player, or this object
        target = state.obj(only)
        return target.zone is Zone.BATTLEFIELD and "Creature" in card_types(state, target)


# ------------------------------------------------------------------- the whole filter
class Whose(Enum):
    """Whose objects a filter takes (108.4, 109.4): anyone's, the source controller's,
    the other players', or the defending player's (506.2)."""

    ANY = "anyone's"
    YOURS = "you control"
    NOT_YOURS = "you don't control"
    DEFENDING = "defending player controls"
    ENCHANTED = "enchanted player controls"  # the player the source Aura enchants (303.4b)


def _attached_to(state: GameState, me: GameObject) -> object:
    """What the source is attached to now (a player's name for "enchanted player")."""
    return (state.obj(me.id) if state.has(me.id) else me).attached_to


class Stat(Enum):
    """A number of an object a filter compares (208.1, 202.3)."""

    POWER = "power"
    TOUGHNESS = "toughness"
    MANA_VALUE = "mana value"
    POWER_OR_TOUGHNESS = "power or toughness"


class Bound(Enum):
    AT_LEAST = "or greater"
    AT_MOST = "or less"
    EXACTLY = "exactly"


@dataclass(**PART)
class Compare(Part):
    """"with power 4 or greater", "with mana value 3 or less"."""

    stat: Stat
    bound: int
    direction: Bound = Bound.EXACTLY
    #: the bound is X (107.3): the X of the spell or ability the filter is seen from
    #: (``seen_from``), 0 where it has none (107.3b)
    x: bool = False

    def __call__(self, state: GameState, obj: GameObject, me: GameObject | None = None) -> bool:
        bound = ((me.x if me is not None else None) or 0) if self.x else self.bound
        if self.stat is Stat.MANA_VALUE:
            values = [mana_value(obj)]
        else:
            pt = power_toughness(state, obj)
            if pt is None:
                return False
            values = [pt[0]] if self.stat is Stat.POWER else (
                [pt[1]] if self.stat is Stat.TOUGHNESS else list(pt))
        if self.direction is Bound.AT_LEAST:
            return any(n >= bound for n in values)
        if self.direction is Bound.AT_MOST:
            return any(n <= bound for n in values)
        return any(n == bound for n in values)


@dataclass(**PART)
class ObjectFilter(Part):
    """Every part of a filter at once: where the object is, what it is (any of
    ``kinds``), every one of ``adjectives``, any of ``colors``, whose it is, its keyword,
    counters, history, name and numbers."""

    kinds: tuple[ObjectTest, ...] = ()  # any of them; none: any object
    adjectives: tuple[ObjectTest, ...] = ()
    colors: tuple[ObjectTest, ...] = ()  # "that's white, blue, or red" (105.2)
    whose: Whose = Whose.ANY
    keyword: str = ""
    lacks_keyword: bool = False
    history: ObjectTest | None = None
    counter: str = ""  # "with a +1/+1 counter on it" (122.1)
    damaged: bool = False  # "that was dealt damage this turn" (the turn record, 120.3)
    same_name: bool = False  # "named ~": the source's own name (201.2)
    compare: Compare | None = None
    #: "each Aura and Equipment attached to it": attached to the source
    attached: bool = False
    #: the zone it is in (a spell: the zone it was cast from); None: the battlefield
    zone: Zone | None = None
    yours: bool = False  # in a zone of the source's controller's ("your graveyard")
    opponents: bool = False  # in an opponent's ("from an opponent's graveyard", 404.1)
    spell: bool = False  # the noun is "spell": an object on the stack (111.1)
    #: the noun is "source": a source of damage, an object in any zone (609.7a)
    source: bool = False

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        zone = self.zone
        if self.attached and obj.attached_to != me.id:
            return False
        if self.source:
            pass
        elif zone is not None and self.spell:  # "a spell from your hand": cast from there
            if not obj.is_spell or obj.cast_from is not zone:
                return False
        elif zone is not None:
            if obj.zone is not zone or (self.yours and obj.owner != me.controller) or (
                    self.opponents and obj.owner == me.controller):
                return False
        elif self.spell:
            if not obj.is_spell:
                return False
        elif obj.zone is not Zone.BATTLEFIELD:
            return False
        if self.kinds and not any(k(state, me, obj) for k in self.kinds):
            return False
        if self.adjectives and not all(a(state, me, obj) for a in self.adjectives):
            return False
        if self.colors and not any(c(state, me, obj) for c in self.colors):
            return False
        whose = self.whose
        if whose is not Whose.ANY:
            if whose is Whose.YOURS and obj.controller != me.controller:
                return False
            if whose is Whose.NOT_YOURS and obj.controller == me.controller:
                return False
            if whose is Whose.DEFENDING and obj.controller != state.defender:
                return False  # the player the attacking creatures attack (506.2)
            if whose is Whose.ENCHANTED and obj.controller != _attached_to(state, me):
                return False
        if self.keyword and has_keyword(state, obj, self.keyword) == self.lacks_keyword:
            return False
        if self.history is not None and not self.history(state, me, obj):
            return False
        if self.counter and obj.counter(self.counter) <= 0:
            return False
        if self.damaged and not state.this_turn.was_dealt_damage(obj.id):
            return False
        if self.same_name and obj.name != me.name:
            return False
        return self.compare is None or self.compare(state, obj, me)


# ---------------------------------------------------------------------------- targets
def seen_from(by: GameObject) -> GameObject:
    """The object a spell's or ability's filters are seen from: the ability's source (as
    it last existed), or the spell itself; with the ability's X (107.3), which "with mana
    value X or less" reads."""
    if by.source is None:
        return by
    return by.source if by.x is None else replace(by.source, x=by.x)


@dataclass(**PART)
class ObjectTarget(Part):
    """A legal target of one "target ..." (115.1), tested from the source of the spell or
    ability that targets; "another target creature" with no earlier target: not the
    object whose ability it is (``another``)."""

    test: ObjectTest
    another: bool = False

    def __call__(self, state: GameState, by: GameObject, t: Target) -> bool:
        if isinstance(t, str):
            return False
        me = seen_from(by)
        if self.another and t == me.id:
            return False
        return self.test(state, me, state.obj(t))


@dataclass(**PART)
class PlayerTarget(Part):
    """"target player", "target opponent" (115.1): a player still in the game."""

    opponent: bool = False

    def __call__(self, state: GameState, by: GameObject, t: Target) -> bool:
        return isinstance(t, str) and not state.player(t).lost and (
            not self.opponent or t != by.controller)
