"""Cost changes of activated abilities (602.2b, 601.2f): "Activated abilities of
creatures you control cost {2} less to activate. This effect can't reduce the mana in that
cost to less than one mana.", with an ability's own "This ability costs {1} less to
activate for each ...". Increases apply first, then reductions, to generic mana only
(118.7a), never below {0}.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.state import Affects, GameObject, GameState, Zone

#: whether a permanent still has the abilities of its rules text (613.1f)
Working = Callable[[GameState, GameObject], bool]


@dataclass(frozen=True)
class AbilitiesCostChange:
    """"Activated abilities of creatures you control cost {2} less to activate." (602.2b):
    generic mana taken off (``generic`` negative) or added to the total cost of each
    activated ability of the objects ``of`` takes, seen from the permanent, in ``zone``
    ("creature cards in your graveyard"). ``at_least_one``: "This effect can't reduce the
    mana in that cost to less than one mana." (a cost without generic mana is unchanged,
    and one mana is always left of one that has it)."""

    text: str
    generic: int
    of: Affects | None  # None: every object's ("Activated abilities cost {2} more ...")
    zone: Zone | None = Zone.BATTLEFIELD  # None: wherever it is
    at_least_one: bool = False
    nonmana: bool = False  # "... unless they're mana abilities" (605.1a)
    rule: str = "602.2b"
    #: "Equip abilities you activate": only that keyword's abilities (702.6a), activated by
    #: the permanent's controller
    keyword: str = ""
    #: while it holds, seen from the permanent: a Class's level (716.2a)
    condition: Callable[[GameState, GameObject], bool] | None = None


def _changes_ability_costs(card: CardShape) -> bool:
    return bool(card.of_kind(AbilitiesCostChange))


def changing(state: GameState, obj: GameObject, working: Working, mana: bool, keyword: str,
             player: str) -> tuple[tuple[GameObject, AbilitiesCostChange], ...]:
    """The permanents whose static abilities change the costs of ``obj``'s activated
    ability (a mana ability: ``mana``; the keyword it is, if any) that ``player``
    activates now, each with its change (those that still have them, ``working``)."""
    return tuple((source, a) for source in state.permanents_whose(_changes_ability_costs)
                 for a in source.card.of_kind(AbilitiesCostChange)
                 if (a.zone is None or obj.zone is a.zone) and not (mana and a.nonmana)
                 and (not a.keyword or (a.keyword == keyword and player == source.controller))
                 and working(state, source) and (a.of is None or a.of(state, source, obj))
                 and (a.condition is None or a.condition(state, source)))


def total_with(cost: ManaCost, own: int,
               changes: tuple[tuple[GameObject, AbilitiesCostChange], ...]) -> ManaCost:
    """``cost`` with the ability's own change (``own`` generic mana, negative: less) and
    ``changes`` applied (601.2f): the increases, then the reductions, generic mana only
    (118.7a), never below {0}. The reductions that leave at least one mana apply first, the
    order best for the player, who may apply reductions in any order (601.2f)."""
    generic = cost.generic + max(0, own) + sum(a.generic for _, a in changes if a.generic > 0)
    others = len(cost.symbols) + len(cost.hybrid) + cost.snow + cost.x_count
    for _, a in changes:
        if a.generic < 0 and a.at_least_one:
            generic -= min(-a.generic, generic, max(0, generic + others - 1))
    for r in [-own] * (own < 0) + [-a.generic for _, a in changes
                                   if a.generic < 0 and not a.at_least_one]:
        generic = max(0, generic - r)
    return ManaCost(generic, cost.symbols, cost.x_count, cost.hybrid, cost.snow)
