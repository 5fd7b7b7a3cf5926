"""Continuous effects of static abilities (604.1, 611.3): "creatures you control get
+1/+1" (613.4c, layer 7c), "enchanted creature has flying" (613.1f, layer 6), "this
creature can't block" (509.1a). They apply, while their source is on the battlefield,
to whatever their words name at any given moment (611.3a): nothing is locked in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from rulings_kit.core.abilities import TriggeredAbility
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.devotion import devotion
from rulings_kit.core.layer_changes import AddKeywords, Change
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.state import Affects, GameObject, GameState, Target, Zone
from rulings_kit.core.turn_record import Did
from rulings_kit.core.values import evolve
from rulings_kit.core.words import possessive


class PlayerCount(Protocol):
    """What a cost change counts of its caster (``core.amounts``: opponents, creatures in
    their party, basic land types among their lands)."""

    def count(self, state: GameState, player: str) -> int: ...


#: "Enchanted creature can't attack you or planeswalkers you control." (508.1c)
CANT_ATTACK_YOU = "can't attack you or planeswalkers you control"
#: Restrictions a static ability may put on an object, each with the rule it modifies.
RESTRICTIONS = {
    "can't block": "509.1a",
    "can't attack": "508.1c",
    "can't be blocked": "509.1b",
    "can't attack or block": "508.1c",
    # only with another creature: "attacks alone", "blocks alone" (506.5)
    "can't attack alone": "508.1c",
    "can't block alone": "509.1b",
    "can't attack or block alone": "508.1c",
    "doesn't untap during its controller's untap step": "502.3",
    "may not untap during its controller's untap step": "502.3",
    "can't be blocked by": "509.1b",  # by creatures ``by`` picks
    "can't be blocked except by": "509.1b",  # except by creatures ``by`` picks
    # unless the defending player controls a permanent ``by`` picks
    "can't attack unless defending player controls": "508.1c",
    # unless ``at_least`` other creatures ``by`` picks are declared with it
    "can't attack unless other creatures attack": "508.1c",
    # the controller of its source, nor their planeswalkers (508.1c): an Aura's "Vow"
    CANT_ATTACK_YOU: "508.1c",
    "can't block unless other creatures block": "509.1b",
    "can't be blocked by more than one creature": "509.1b",
    "can't be blocked except by three or more creatures": "509.1b",
    "can't be blocked except by creatures with flying or reach": "509.1b",
    # of the attacking creatures ``by`` picks: "can't block creatures with power 2 or
    # greater", "can block only creatures with flying"
    "can't block the creatures named": "509.1b",
    "can block only the creatures named": "509.1b",
    "attacks each combat if able": "508.1d",
    "blocks each combat if able": "509.1c",
    # how many attacking creatures it may block (one, 509.1a)
    "can block an additional creature each combat": "509.1a",
    "can block any number of creatures": "509.1a",
    # an exception to shadow's restriction
    "can block creatures with shadow as though they didn't have shadow": "702.28b",
    "attacks or blocks each combat if able": "508.1d",  # and 509.1c on the others' turns
    "must be blocked if able": "509.1c",  # a requirement on the defending player's blocks
    # a requirement on each creature the defending player controls
    "all creatures able to block it do so": "509.1c",
    # not a restriction but a choice its controller makes as it assigns combat damage
    "may assign its combat damage as though it weren't blocked": "510.1c",
    # not a restriction but an exception to one: defender's (702.3b)
    "can attack as though it didn't have defender": "702.3b",
    "activated abilities can't be activated": "602.5",
    # mana abilities (605.1a) stay allowed
    "activated abilities can't be activated unless they're mana abilities": "602.5",
}
#: the restrictions that prohibit activating an object's abilities (602.5)
NO_ACTIVATIONS = ("activated abilities can't be activated",
                  "activated abilities can't be activated unless they're mana abilities")
UNTAP_RESTRICTION = "doesn't untap during its controller's untap step"
#: "You may choose not to untap ~ during your untap step": its controller chooses (502.3)
MAY_NOT_UNTAP = "may not untap during its controller's untap step"
#: "You may have ~ assign its combat damage as though it weren't blocked." (510.1c)
AS_THOUGH_UNBLOCKED = "may assign its combat damage as though it weren't blocked"
#: of the blockers ``by`` picks (509.1b)
CANT_BE_BLOCKED_BY = "can't be blocked by"


@dataclass(frozen=True)
class StaticEffect:
    """A static ability's continuous effect (604.1): changes to characteristics, each in
    its layer (613.1), or a restriction (509.1a), to the objects ``affects`` picks — or to
    the object the source is attached to (``attached``: "enchanted creature", 303.4b).
    ``condition`` ("as long as ...", 611.3a) is checked whenever the effect is looked at."""

    text: str
    affects: Affects | None = None
    attached: bool = False
    #: what it does to the characteristics of what it applies to, each change in its
    #: layer (613.1): "get +1/+1" (7c), "have flying" (6), "is a Knight in addition to
    #: its other types" (4), "Enchanted land is a [basic land type]" (305.7, 4)
    changes: tuple[Change, ...] = ()
    restriction: str = ""
    condition: Callable[[GameState, GameObject], bool] | None = None
    #: the creatures a blocking restriction names ("can't be blocked by blue creatures")
    by: Affects | None = None
    #: "+1/+1 for each land you control": the P/T change counts the permanents it picks
    per: Affects | None = None
    #: the triggered abilities the keywords it grants stand for: "Instant and sorcery
    #: spells you control have rebound" carries rebound's delayed trigger (702.88a, 611.3a)
    keyword_triggers: tuple[TriggeredAbility, ...] = ()
    #: "can't attack unless at least two other creatures attack": how many (508.1c)
    at_least: int = 1
    #: "You control enchanted creature.": its source's controller controls what it applies
    #: to (layer 2, 613.1b; core/control.py)
    controls: bool = False

    @property
    def keywords(self) -> frozenset[str]:
        """The keywords it grants (613.1f)."""
        return frozenset().union(*(c.keywords for c in self.changes
                                   if isinstance(c, AddKeywords)))

    def applies_to(self, state: GameState, source: GameObject, obj: GameObject) -> bool:
        if self.condition is not None and not self.condition(state, source):
            return False
        if self.attached:
            return source.attached_to == obj.id
        return self.affects is not None and self.affects(state, source, obj)


@dataclass(frozen=True)
class DefinesPowerToughness:
    """A characteristic-defining ability (604.3): "This creature's power and toughness are
    each equal to the number of creatures you control." It works in every zone (604.3,
    208.2a) and applies in layer 7a, before anything sets or modifies P/T (613.4a)."""

    text: str
    counts: Affects | None  # what it counts, seen from the object itself
    zone: Zone = Zone.BATTLEFIELD  # where: "creature cards in all graveyards"
    power: bool = True
    toughness: bool = True
    #: "Daxos's toughness is equal to your devotion to white." (700.5): its controller's
    #: devotion to these colors rather than what ``counts`` picks
    devotion: tuple[str, ...] = ()

    def value(self, state: GameState, obj: GameObject) -> int:
        if self.devotion:
            return devotion(state, obj.controller, self.devotion)
        counts = self.counts
        assert counts is not None
        return sum(1 for o in state.in_zone(self.zone) if counts(state, obj, o))


@dataclass(frozen=True)
class Enchant:
    """"Enchant [object]" (702.5a): what an Aura spell can target (303.4a) and what the
    Aura can enchant (303.4c)."""

    what: str  # "creature"
    legal: Callable[[GameState, GameObject, Target], bool]
    text: str = ""


@dataclass(frozen=True)
class SpellCostChange:
    """"This spell costs {1} less to cast if you control a Wizard", "Noncreature spells
    cost {1} more to cast", "This spell costs {2}{U} less to cast if ..." (601.2f):
    mana added to or taken from the total cost of a spell. ``spells`` picks the spells
    it changes, seen from the permanent, cast by ``whose`` ("you", "opponents", "all"
    relative to the permanent's controller); None for the spell itself, applied as it
    is cast. ``per_extra_target``: that much for each of the spell's targets beyond the
    first ("This spell costs {1} more to cast for each target beyond the first.", the
    targets being chosen before the cost is totalled, 601.2c)."""

    text: str
    generic: int  # negative: less
    spells: Affects | None = None
    condition: Callable[[GameState, GameObject], bool] | None = None
    colored: tuple[str, ...] = ()  # coloured mana taken off: "{2}{U} less" has ("U",)
    whose: str = "you"
    per_extra_target: bool = False
    #: that much for each permanent this counts, seen from the spell: affinity (702.41a);
    #: or each object in ``counts_in`` it counts ("for each creature card in your
    #: graveyard"), as the total cost is determined (601.2f)
    counts: Affects | None = None
    counts_in: Zone = Zone.BATTLEFIELD
    #: that much for each of what its caster has: each opponent, not those who left the
    #: game (undaunted, 702.125a-b), each creature in their party (700.8), each basic land
    #: type among their lands (305.6)
    per: PlayerCount | None = None
    #: coloured mana added: "{2}{U} more" (strive, 207.2c) has ("U",), "{W} more" ("W",)
    colored_more: tuple[str, ...] = ()
    rule: str = "601.2f"
    #: "This effect reduces only the amount of colored mana you pay.": a color the cost
    #: doesn't hold isn't taken off its generic part (as 118.7b-c would)
    colored_only: bool = False
    #: "{X} less, where X is ..." (107.3c): that much for each one the number is as the
    #: total cost is determined, seen from the spell (a Quantity, worked out by the caster)
    amount: Any = None

    def times(self, state: GameState, spell: GameObject, player: str) -> int:
        """How many times the spell's own change applies: once, or for each target beyond
        the first, object it counts (702.41a) or what ``player`` has: opponents (702.125a),
        creatures in their party (700.8), basic land types (305.6)."""
        if self.per is not None:
            return self.per.count(state, player)
        if self.counts is not None:
            return sum(1 for o in state.in_zone(self.counts_in) if self.counts(state, spell, o))
        return max(0, len(spell.targets) - 1) if self.per_extra_target else 1

    def mana_times(self, n: int) -> str:
        """The mana the change adds or takes off applied ``n`` times: "{4}", "{G}{G}"."""
        colored = self.colored + self.colored_more
        generic = f"{{{abs(self.generic) * n}}}" if self.generic or not colored else ""
        return generic + "".join(f"{{{c}}}" for c in colored) * n

    @property
    def more(self) -> bool:
        """Whether it adds to the cost rather than taking off."""
        return self.generic > 0 or bool(self.colored_more)


def _applies(a: SpellCostChange, source: GameObject, player: str) -> bool:
    mine = source.controller == player
    return a.whose == "all" or mine == (a.whose == "you")


#: whether a permanent still has the abilities of its rules text (613.1f): the layers'
#: answer, which this module can't import
Working = Callable[[GameState, GameObject], bool]


def changed_cost(state: GameState, spell: GameObject, player: str, total: ManaCost,
                 working: Working,
                 amounts: tuple[tuple[SpellCostChange, int], ...] = ()) -> ManaCost:
    """``total`` with the cost changes of the spell itself and of the permanents on the
    battlefield that still have them (``working``) applied to ``spell`` cast by ``player``:
    increases, then reductions, never below {0} (601.2f). ``amounts``: what X is for the
    spell's own changes by X, worked out as the total cost is determined (107.3c)."""
    changes: list[SpellCostChange] = []
    for a in spell.card.of_kind(SpellCostChange):
        if a.amount is not None:  # "where X is ...": worked out already
            changes += [a] * next((n for c, n in amounts if c is a), 0)
        elif a.spells is None and (
                a.condition is None or a.condition(state, spell)):
            changes += [a] * a.times(state, spell, player)
    changes += [a for _, a in others_changing(state, spell, player, working)]
    if not changes:
        return total
    generic = total.generic + sum(a.generic for a in changes if a.generic > 0)
    symbols = [*total.symbols, *(c for a in changes for c in a.colored_more)]
    for change, color in ((a, c) for a in changes for c in a.colored):
        if color in symbols:
            symbols.remove(color)
        elif not change.colored_only:  # 118.7b-c: a colour the cost doesn't hold comes off the
            generic -= 1  # generic part
    generic += sum(a.generic for a in changes if a.generic < 0)
    return ManaCost(max(0, generic), tuple(symbols), total.x_count, total.hybrid, total.snow)


def others_changing(state: GameState, spell: GameObject, player: str,
                    working: Working) -> tuple[tuple[GameObject, SpellCostChange], ...]:
    """The permanents whose static abilities change the total cost of ``spell`` cast by
    ``player`` (601.2f), each with its change: those its spells' filter takes, with the
    targets chosen before (601.2c)."""
    return tuple((source, a) for source in state.permanents_whose(_changes_costs)
                 for a in source.card.of_kind(SpellCostChange)
                 if a.spells is not None and _applies(a, source, player)
                 and a.spells(state, source, spell)
                 and (a.condition is None or a.condition(state, source))
                 and working(state, source))


def counted_changes(state: GameState, spell: GameObject, player: str,
                    amounts: tuple[tuple[SpellCostChange, int], ...] = ()) -> tuple[
        tuple[SpellCostChange, int], ...]:
    """The spell's own cost changes "for each" permanent they count (affinity, 702.41a),
    opponent (undaunted, 702.125a) or target beyond the first (strive, 207.2c), or applying
    if a condition holds (0 when it doesn't), each with its count now: what a trace says as
    the total cost is determined."""
    counted = ((a, a.times(state, spell, player) if a.condition is None
                or a.condition(state, spell) else 0)
               for a in spell.card.of_kind(SpellCostChange)
               if a.spells is None and a.amount is None and (
                   a.counts is not None or a.per is not None
                                        or a.per_extra_target or a.condition is not None))
    return (*amounts, *((a, n) for a, n in counted if n or not a.per_extra_target))


def _changes_costs(card: CardShape) -> bool:
    return any(a.spells is not None for a in card.of_kind(SpellCostChange))


@dataclass(frozen=True)
class PreventsDamageTo:
    """A static ability (604.1): "Prevent all damage that would be dealt to this
    creature." (615.1a)."""

    text: str = ""


@dataclass(frozen=True)
class PreventsDamage:
    """A static ability's prevention effect (615.1a), while it applies: "Prevent all
    combat damage that would be dealt by enchanted creature.", "... dealt to and dealt by
    this creature.", "Prevent all damage that would be dealt to you." Damage to what ``to``
    picks (or to its controller, ``to_you``) from what ``by`` picks (609.7), both seen from
    the ability's permanent as the damage would be dealt; with ``either``, damage to or
    from what ``by`` picks; a side left None is any."""

    to: Affects | None = None
    to_you: bool = False
    by: Affects | None = None
    either: bool = False
    combat_only: bool = False
    text: str = ""

    def applies(self, state: GameState, perm: GameObject, source: GameObject,
                target: Target, victim: GameObject | None, combat: bool) -> bool:
        if self.combat_only and not combat:
            return False
        by = self.by is not None and self.by(state, perm, source)
        if self.either:  # "dealt to and dealt by ...": ``by`` on either side
            return by or (self.by is not None and victim is not None
                          and victim.zone is Zone.BATTLEFIELD and self.by(state, perm, victim))
        to = (self.to is None and not self.to_you) or (self.to_you and target == perm.controller) \
            or (self.to is not None and victim is not None and victim.zone is Zone.BATTLEFIELD
                and self.to(state, perm, victim))
        return to and (self.by is None or by)


@dataclass(frozen=True)
class MoreCounters:
    """A static ability: counters of ``kind`` that would be put on a creature its
    controller controls become ``times`` that many plus ``plus`` (614.1a; applied by
    :mod:`rulings_kit.core.counter_replacements`)."""

    kind: str = "+1/+1"
    plus: int = 0
    times: int = 1
    text: str = ""


@dataclass(frozen=True)
class EntersTappedOthers:
    """A static ability: "Permanents enter tapped." (614.1d). It modifies how the other
    permanents ``affects`` picks enter, seen as they would exist on the battlefield
    (614.12); not how its own permanent enters, as that isn't on the battlefield yet."""

    affects: Affects
    text: str = ""


def entering_tapped_by(state: GameState, obj: GameObject, controller: str) -> str | None:
    """Whose "... enter tapped" applies to ``obj`` entering under ``controller`` ("Orb of
    Dreams' ability"), or None (614.1d, 614.12)."""
    sources = state.permanents_whose(_taps_others_entering)
    if not sources:  # the usual case: asked as every permanent enters
        return None
    entering = evolve(obj, controller=controller, zone=Zone.BATTLEFIELD)
    return next((f"{possessive(p.name)} ability" for p in sources
                 for a in p.card.of_kind(EntersTappedOthers)
                 if isinstance(a, EntersTappedOthers) and a.affects(state, p, entering)), None)


def _taps_others_entering(card: CardShape) -> bool:
    return bool(card.of_kind(EntersTappedOthers))


@dataclass(frozen=True)
class SagaChapters:
    """A Saga's final chapter number (714.2d), for the sacrifice of 714.4 (core/sagas.py)."""

    final: int


def static_effects(state: GameState) -> tuple[tuple[GameObject, StaticEffect], ...]:
    """Each static effect of a permanent or an emblem (114.4), with its source, in the
    order the sources entered (613.7: timestamp order); worked out once per state."""
    sources = state.sources_whose(has_static)
    if not sources:  # the usual case, asked at every check of state-based actions
        return ()
    found: tuple[tuple[GameObject, StaticEffect], ...] | None = state.__dict__.get("_statics")
    if found is None:
        found = tuple((p, a) for p in sources for a in p.card.of_kind(StaticEffect)
                      if isinstance(a, StaticEffect))
        object.__setattr__(state, "_statics", found)
    return found


def per_counts(state: GameState) -> tuple[int, ...]:
    """For each static effect, how many times its P/T change applies: what "for each"
    counts (1 without one); worked out once per state, not once per affected object."""
    found: tuple[int, ...] | None = state.__dict__.get("_per_counts")
    if found is None:
        found = _times(_counted(state, None))
        object.__setattr__(state, "_per_counts", found)
    return found


def _times(counted: Counted) -> tuple[int, ...]:
    """How many times each static effect's P/T change applies, given what each counts."""
    return tuple(1 if m is None else len(m) for m in counted)


#: for each static effect, the ids of the permanents its "for each" counts (None: none)
Counted = tuple[frozenset[int] | None, ...]


def _counted(state: GameState, known: tuple[Counted, frozenset[int]] | None) -> Counted:
    """What each "for each" counts, from ``known`` — what it counted in a state of an
    earlier table whose other inputs (static_inputs) were the same, and the ids changed
    since — when there is one: only those can have started or stopped counting."""
    found: list[frozenset[int] | None] = []
    for i, (source, e) in enumerate(static_effects(state)):
        per = e.per
        if per is None:
            found.append(None)
        elif known is None:
            found.append(frozenset(p.id for p in state.permanents() if per(state, source, p)))
        else:
            before, changed = known
            counted = before[i]
            assert counted is not None
            now = [state.obj(c) for c in changed if state.has(c)]
            found.append(counted.difference(changed).union(
                o.id for o in now if o.zone is Zone.BATTLEFIELD and per(state, source, o)))
    return tuple(found)


def has_static(card: CardShape) -> bool:
    return bool(card.of_kind(StaticEffect))


def static_inputs(state: GameState, settled: tuple[tuple[object, ...], frozenset[int]] | None
                  = None) -> tuple[object, ...]:
    """What the static abilities' effects on a permanent read besides that permanent and
    the continuous effects (611.3a: they apply to whatever their words name at any given
    moment): their sources as they are, whether each condition holds ("as long as",
    which may read anything), the defending player and what was dealt damage this turn
    (as the card vocabulary's tests read them, cards/lower/filters.py), and what each
    "for each" counts. Two states of one table with equal inputs and continuous effects
    give every permanent the same characteristics, so state-based actions look only at
    the permanents changed since a check (704.3); () with no static ability.
    ``settled``: the inputs of a check that found nothing to do under the same
    continuous effects, and the ids changed since (what "for each" counts follows)."""
    effects = static_effects(state)
    if not effects:
        return ()
    found: tuple[object, ...] | None = state.__dict__.get("_static_inputs")
    if found is None:
        holds = tuple(e.condition is None or e.condition(state, source) for source, e in effects)
        head = (effects, holds, state.defender, state.this_turn.of(Did.DAMAGED))
        known = None
        if settled is not None and settled[0][:4] == head:
            before = settled[0][4]
            assert isinstance(before, tuple)
            known = before, settled[1]
        counted = _counted(state, known)
        found = (*head, counted)
        object.__setattr__(state, "_static_inputs", found)
        if "_per_counts" not in state.__dict__:
            object.__setattr__(state, "_per_counts", _times(counted))
    return found
