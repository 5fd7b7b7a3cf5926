"""Mana productions and the types of mana a permanent "could produce" (106.7).

106.7: what a permanent could produce includes any type that one of its abilities
would produce if it resolved now, taking replacement effects into account in any
possible order, ignoring whether its costs could be paid. Abilities that look at what
other permanents could produce ("any type that a land you
control could produce") may look
at each other, so the answer is the least fixed point: start from "nothing" everywhere
and repeat until nothing changes. A land with that ability that sees only lands with the
same ability therefore could produce nothing, as the rule's example says (106.7).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement, permutations
from types import MappingProxyType

from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.characteristics import activated_abilities, is_land
from rulings_kit.core.definitions import ActivatedAbility, Cost, ManaReplacement
from rulings_kit.core.devotion import devotion
from rulings_kit.core.game_object import Chosen
from rulings_kit.core.mana import COLORS, MANA_TYPES, format_mana, sort_types
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.words import small_number

Could = Callable[[int], frozenset[str]]


class _OwnMana:
    """A production that looks at no other permanent (106.7: what it could produce
    depends on nothing else)."""

    def looks_at(self, state: GameState, source: GameObject) -> tuple[int, ...]:
        return ()


@dataclass(frozen=True)
class FixedMana(_OwnMana):
    """ "Add {G}." — always the same mana."""

    mana: tuple[str, ...]
    is_choice = False

    def options(
        self, state: GameState, source: GameObject, could: Could
    ) -> tuple[tuple[str, ...], ...]:
        return (self.mana,)

    def text(self) -> str:
        return f"Add {format_mana(self.mana)}."


@dataclass(frozen=True)
class AnyColor(_OwnMana):
    """ "Add one mana of any color."; with an ``amount``, "Add two mana in any
    combination of colors." (106.1a: its controller chooses each as it resolves)."""

    amount: int = 1
    is_choice = True

    def options(
        self, state: GameState, source: GameObject, could: Could
    ) -> tuple[tuple[str, ...], ...]:
        return tuple(combinations_with_replacement(COLORS, self.amount))

    def text(self) -> str:
        if self.amount == 1:
            return "Add one mana of any color."
        return f"Add {small_number(self.amount)} mana in any combination of colors."


@dataclass(frozen=True)
class ForEach(_OwnMana):
    """ "Add {C} for each artifact you control named Powerstone Shard." (106.1): the
    permanents ``counts`` picks, counted as it resolves."""

    mana: tuple[str, ...]
    counts: Callable[[GameState, GameObject, GameObject], bool]
    words: str
    is_choice = False

    def options(
        self, state: GameState, source: GameObject, could: Could
    ) -> tuple[tuple[str, ...], ...]:
        return (self.mana * sum(1 for p in state.permanents() if self.counts(state, source, p)),)

    def text(self) -> str:
        return self.words


@dataclass(frozen=True)
class DevotionMana(_OwnMana):
    """ "Add an amount of {G} equal to your devotion to green." (106.1, 700.5): the source's
    controller's devotion, counted as it resolves (its mana cost counts while it is on the
    battlefield; none at all when the devotion is 0: then it could produce nothing,
    106.7)."""

    mana: tuple[str, ...]
    colors: tuple[str, ...]
    words: str
    is_choice = False

    def options(
        self, state: GameState, source: GameObject, could: Could
    ) -> tuple[tuple[str, ...], ...]:
        return (self.mana * devotion(state, source.controller, self.colors),)

    def text(self) -> str:
        return self.words


@dataclass(frozen=True)
class DevotionOfChosen(_OwnMana):
    """ "Choose a color. Add an amount of mana of that color equal to your devotion to
    that color." (Nykthos, Shrine to Nyx; 700.5): its controller chooses a color as it
    resolves (106.1a), and gets that much mana of it; a color of devotion 0 gives none."""

    words: str
    is_choice = True

    def options(
        self, state: GameState, source: GameObject, could: Could
    ) -> tuple[tuple[str, ...], ...]:
        found = ((c,) * devotion(state, source.controller, (c,)) for c in COLORS)
        return tuple(o for o in found if o)  # a color of devotion 0 would add nothing

    def text(self) -> str:
        return self.words


@dataclass(frozen=True)
class AnyCombinationOf(_OwnMana):
    """ "Add {W}{W}, {W}{B}, or {B}{B}." (106.1a): ``amount`` mana, each of a type among
    ``letters``, every combination of them one of its options; chosen as it resolves."""

    letters: tuple[str, ...]
    amount: int
    is_choice = True

    def options(
        self, state: GameState, source: GameObject, could: Could
    ) -> tuple[tuple[str, ...], ...]:
        return tuple(combinations_with_replacement(self.letters, self.amount))

    def text(self) -> str:
        said = [format_mana(o) for o in combinations_with_replacement(self.letters, self.amount)]
        return f"Add {', '.join(said[:-1])}, or {said[-1]}."


@dataclass(frozen=True)
class DifferentColors(_OwnMana):
    """ "Add two mana of different colors." (106.1a): each a color, no two the same, chosen
    as it resolves."""

    amount: int
    is_choice = True

    def options(
        self, state: GameState, source: GameObject, could: Could
    ) -> tuple[tuple[str, ...], ...]:
        return tuple(combinations(COLORS, self.amount))

    def text(self) -> str:
        return f"Add {small_number(self.amount)} mana of different colors."


def chosen_among(options: tuple[tuple[str, ...], ...], mana: tuple[str, ...]) -> bool:
    """Whether ``mana``, in any order, is one of a production's ``options`` (106.1a)."""
    def key(o: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(sorted(o, key=MANA_TYPES.index))

    return key(mana) in {key(o) for o in options}


@dataclass(frozen=True)
class ForEachCounter(_OwnMana):
    """ "Add {G} for each +1/+1 counter on this creature." (106.1, 122.1): the counters of
    that kind on its source, counted as it resolves (608.2h)."""

    mana: tuple[str, ...]
    kind: str
    words: str
    is_choice = False

    def options(
        self, state: GameState, source: GameObject, could: Could
    ) -> tuple[tuple[str, ...], ...]:
        return (self.mana * source.counter(self.kind),)

    def text(self) -> str:
        return self.words


@dataclass(frozen=True)
class ForEachInGraveyard(_OwnMana):
    """ "Add {B} for each black creature card in your graveyard." (106.1): the cards of its
    controller's graveyard ``counts`` picks, counted as it resolves (608.2h)."""

    mana: tuple[str, ...]
    counts: Callable[[GameState, GameObject, GameObject], bool]
    words: str
    is_choice = False

    def options(
        self, state: GameState, source: GameObject, could: Could
    ) -> tuple[tuple[str, ...], ...]:
        cards = (state.obj(i) for i in state.player(source.controller).graveyard)
        return (self.mana * sum(1 for c in cards if self.counts(state, source, c)),)

    def text(self) -> str:
        return self.words


@dataclass(frozen=True)
class Instead(_OwnMana):
    """ "Add {G}. If you control four or more creatures, add {G}{G} instead." (614.1a: a
    self-replacement of what it adds, 605.1a still a mana ability), checked as it
    resolves."""

    usual: FixedMana
    instead: FixedMana
    condition: Callable[[GameState, GameObject], bool]
    words: str
    is_choice = False

    def options(
        self, state: GameState, source: GameObject, could: Could
    ) -> tuple[tuple[str, ...], ...]:
        return (self.instead if self.condition(state, source) else self.usual).options(
            state, source, could)

    def text(self) -> str:
        return self.words


@dataclass(frozen=True)
class OneColor(_OwnMana):
    """ "Add two mana of any one color." (106.1a): its controller chooses one color as it
    resolves, and all of it is that color."""

    amount: int
    is_choice = True

    def options(
        self, state: GameState, source: GameObject, could: Could
    ) -> tuple[tuple[str, ...], ...]:
        return tuple((c,) * self.amount for c in COLORS)

    def text(self) -> str:
        return f"Add {small_number(self.amount)} mana of any one color."


@dataclass(frozen=True)
class OfChosenColor(_OwnMana):
    """ "Add one mana of the chosen color." (106.1): of the color its controller chose as
    it entered (614.12a), which this ability is linked to (607.2d); with none chosen, the
    type is undefined and it adds no mana (106.5; Heraldic Banner's and Uncharted Haven's
    rulings), not even {C}."""

    is_choice = False

    def options(
        self, state: GameState, source: GameObject, could: Could
    ) -> tuple[tuple[str, ...], ...]:
        chosen = source.chosen_value(Chosen.COLOR)
        return ((chosen,),) if chosen is not None else ()

    def text(self) -> str:
        return "Add one mana of the chosen color."


@dataclass(frozen=True)
class WhatLandsCouldProduce:
    """ "Add one mana of any type/color that a land you/an opponent control(s) could produce."""

    opponents: bool  # "a land an opponent controls" rather than "a land you control"
    colors_only: bool  # "any color" leaves out colourless; "any type" keeps it
    is_choice = True

    def looks_at(self, state: GameState, source: GameObject) -> tuple[int, ...]:
        def watched(o: GameObject) -> bool:
            mine = o.controller == source.controller
            return is_land(state, o) and (mine != self.opponents)

        return tuple(o.id for o in state.permanents() if watched(o))

    def options(
        self, state: GameState, source: GameObject, could: Could
    ) -> tuple[tuple[str, ...], ...]:
        types: set[str] = set()
        for i in self.looks_at(state, source):
            types |= could(i)
        allowed = COLORS if self.colors_only else MANA_TYPES
        return tuple((t,) for t in allowed if t in types)

    def text(self) -> str:
        kind = "color" if self.colors_only else "type"
        whose = "a land an opponent controls" if self.opponents else "a land you control"
        return f"Add one mana of any {kind} that {whose} could produce."


def mana_replacements(
    state: GameState, source: GameObject, tapped: bool
) -> tuple[tuple[GameObject, ManaReplacement], ...]:
    """Replacement effects that would apply to mana ``source`` produces (106.12b)."""
    return tuple(
        (perm, r)
        for perm in state.permanents_whose(_replaces_mana)
        for r in perm.card.of_kind(ManaReplacement)
        if r.applies(state, perm, source, tapped)
    )


def _replaces_mana(card: CardShape) -> bool:
    return bool(card.of_kind(ManaReplacement))


def replaced_in_order(
    state: GameState,
    source: GameObject,
    mana: tuple[str, ...],
    tapped: bool,
    order: tuple[tuple[GameObject, ManaReplacement], ...],
) -> tuple[str, ...]:
    """Apply replacement effects in the given order (616.1); each applies once (614.5)."""
    for _perm, r in order:
        if mana:
            mana = r.replace(mana)
    return mana


def every_result(
    state: GameState, source: GameObject, mana: tuple[str, ...], tapped: bool
) -> set[tuple[str, ...]]:
    """The mana produced under every possible order of the applicable replacements."""
    if not mana:
        return {mana}
    applicable = mana_replacements(state, source, tapped)
    return {replaced_in_order(state, source, mana, tapped, o) for o in permutations(applicable)}


def tap_for(mana: str) -> ActivatedAbility:
    """"{T}: Add [mana symbol].", the intrinsic mana ability of a basic land type (305.6)."""
    return ActivatedAbility(Cost(tap=True), mana=FixedMana((mana,)))


def mana_abilities(state: GameState, obj: GameObject) -> tuple[ActivatedAbility, ...]:
    """Its mana abilities, printed, set by its land type or granted (605.1a, 305.7, 613.1f)."""
    return tuple(a for a in activated_abilities(state, obj) if a.mana is not None)


def could_produce_all(state: GameState) -> Mapping[int, frozenset[str]]:
    """The least fixed point of "could produce" over every permanent (106.7), worked
    out once per state (payment, its explanation and the diagrams all ask)."""
    found: Mapping[int, frozenset[str]] | None = state.__dict__.get(_COULD)
    if found is None:
        found = MappingProxyType(_fixed_point(state))
        object.__setattr__(state, _COULD, found)  # a fact about a frozen value
    return found


#: where a state keeps what its permanents could produce
_COULD = "_could_produce"


def _fixed_point(state: GameState) -> dict[int, frozenset[str]]:
    sources = [p for p in state.permanents() if mana_abilities(state, p)]
    known: dict[int, frozenset[str]] = {p.id: frozenset() for p in sources}

    def could(i: int) -> frozenset[str]:
        return known.get(i, frozenset())

    changed = True
    while changed:  # monotone over a finite set of types: ends within 6*len(sources) rounds
        changed = False
        for p in sources:
            types: set[str] = set()
            for ability in mana_abilities(state, p):
                assert ability.mana is not None
                for option in ability.mana.options(state, p, could):
                    for result in every_result(state, p, option, ability.cost.tap):
                        types |= set(result)
            new = frozenset(types)
            if new != known[p.id]:
                known[p.id] = new
                changed = True
    return known


def could_lookup(state: GameState) -> Could:
    """``could(i)`` for abilities that look at other permanents, working out the fixed
    point only if one of them asks (most mana abilities never do)."""
    def could(i: int) -> frozenset[str]:
        return could_produce_all(state).get(i, frozenset())

    return could


def could_produce(state: GameState, permanent: GameObject | int) -> str:
    """The types of mana ``permanent`` could produce (106.7), as letters in WUBRGC order."""
    pid = permanent if isinstance(permanent, int) else permanent.id
    return sort_types(could_produce_all(state).get(pid, frozenset()))


def explain_could_produce(state: GameState, permanent: GameObject) -> str:
    """Why: which permanents it looks at and what they could produce (106.7)."""
    known = could_produce_all(state)
    mine = sort_types(known.get(permanent.id, frozenset()))
    got = "".join("{%s}" % t for t in mine) or "no type of mana"
    reasons = []
    for ability in mana_abilities(state, permanent):
        assert ability.mana is not None
        for i in ability.mana.looks_at(state, permanent):
            if i == permanent.id:  # it looks at itself too, which adds nothing
                continue
            other = state.obj(i)
            theirs = "".join("{%s}" % t for t in sort_types(known.get(i, frozenset())))
            reasons.append(f"{other.name} could produce {theirs or 'nothing'}")
    because = f": {'; '.join(reasons)}" if reasons else ""
    return f"{permanent.name} could produce {got}{because}"


@dataclass(frozen=True)
class OneOf(_OwnMana):
    """ "Add {B} or {G}." — its controller chooses one of these types as it resolves."""

    letters: tuple[str, ...]
    is_choice = True

    def options(
        self, state: GameState, source: GameObject, could: Could
    ) -> tuple[tuple[str, ...], ...]:
        return tuple((c,) for c in self.letters)

    def text(self) -> str:
        return "Add " + " or ".join(format_mana((c,)) for c in self.letters) + "."


# ------------------------------------------------------- mana replacements as values
@dataclass(frozen=True, slots=True)
class TappedForManaBy:
    """A mana replacement's event (106.12b): a permanent passing ``test`` is tapped for
    mana (by the replacement's controller only, with ``by_you``)."""

    test: Callable[[GameState, GameObject, GameObject], bool]
    by_you: bool = False

    def __call__(self, state: GameState, me: GameObject, source: GameObject,
                 tapped: bool) -> bool:
        return tapped and (not self.by_you or source.controller == me.controller) and \
            self.test(state, me, source)


@dataclass(frozen=True, slots=True)
class ProducesInstead:
    """"it produces {B} instead of any other type and amount" (614.1a)."""

    mana: tuple[str, ...]

    def __call__(self, mana: tuple[str, ...]) -> tuple[str, ...]:
        return self.mana


@dataclass(frozen=True, slots=True)
class ProducesTimes:
    """"it produces twice as much of that mana instead" (614.1a)."""

    times: int

    def __call__(self, mana: tuple[str, ...]) -> tuple[str, ...]:
        return mana * self.times
