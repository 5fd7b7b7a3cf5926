"""Optional additional costs paid with permanents rather than mana (601.2b, 601.2h):
casualty N, "you may sacrifice a creature with power N or greater" (702.153a), and
conspire, "you may tap two untapped creatures you control that each share a color with
it" (702.78a). A cast pays them by naming the permanents (``extra = {casualty = "A"}``,
``extra = {conspire = ["A", "B"]}``); the spell
remembers that it was paid (``GameObject.extras``), which its keyword's trigger asks
(702.153a, 702.78a: "if its ... cost was paid, copy it")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rulings_kit.core.characteristics import colors, is_creature, power_toughness
from rulings_kit.core.definitions import PaidWithObjects
from rulings_kit.core.move_words import SACRIFICED
from rulings_kit.core.optional_costs import Extras, OptionalCost
from rulings_kit.core.refs import Ref, find_each
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.errors import IllegalActionError, RulingsError

if TYPE_CHECKING:
    from rulings_kit.core.definitions import CardDef
    from rulings_kit.core.transaction import Transaction

#: what a cast names for each cost paid with permanents: keyword -> references
ObjectsPaid = tuple[tuple[str, tuple[Ref, ...]], ...]


def can_pay_with(cost: PaidWithObjects, state: GameState, player: str, spell: CardDef,
                 obj: GameObject) -> bool:
    """Whether ``obj`` may pay ``cost`` for ``spell``: a creature ``player`` controls with
    power N or greater (casualty N, 702.153a), or an untapped one that shares a color with
    the spell (conspire, 702.78a)."""
    if obj.zone is not Zone.BATTLEFIELD or obj.controller != player \
            or not is_creature(state, obj):
        return False
    if cost.keyword == OptionalCost.CASUALTY:
        pt = power_toughness(state, obj)
        return pt is not None and pt[0] >= cost.power
    return not obj.tapped and bool(colors(state, obj) & spell.colors)


def chosen_objects(txn: Transaction, player: str, d: CardDef, paid: Extras,
                   given: ObjectsPaid) -> tuple[tuple[PaidWithObjects, tuple[int, ...]], ...]:
    """The permanents that pay each cost of ``d`` paid with permanents, as ``given`` names
    them (601.2b: announced as the spell is cast); IllegalActionError, naming the rule,
    for permanents that can't pay it or a cost named without them."""
    state = txn.state
    costs = {c.keyword: c for c in d.of_kind(PaidWithObjects)
             if isinstance(c, PaidWithObjects)}
    named = dict(given)
    chosen: list[tuple[PaidWithObjects, tuple[int, ...]]] = []
    for keyword, _ in paid:
        cost = costs.get(keyword)
        if cost is None:
            if keyword in named:
                raise IllegalActionError(f"{d.name} has no {keyword} cost paid with "
                                         "permanents (601.2b)", ("601.2b",))
            continue
        rule = OptionalCost(keyword).rule
        refs = named.get(keyword, ())
        can = [o for o in state.permanents(player) if can_pay_with(cost, state, player, d, o)]
        if len(refs) != cost.count:
            names = ", ".join(o.display_name for o in can) or "none"
            raise IllegalActionError(
                f"{d.name}'s {keyword} cost names {cost.count} "
                f"{'creature' if cost.count == 1 else 'creatures'}: {cost.text} ({rule}); "
                f"{player} could use: {names}", (rule, "601.2h"))
        try:
            objs = find_each(state, refs, among=can,
                             what=f"creature that can pay the {keyword} cost")
        except RulingsError as e:
            raise IllegalActionError(f"{d.name} can't pay its {keyword} cost that way: "
                                     f"{e} ({rule}, 601.2h)", (rule, "601.2h")) from None
        chosen.append((cost, tuple(o.id for o in objs)))
    for keyword in named:
        if keyword not in dict(paid):
            raise IllegalActionError(f"{d.name}: {keyword} names permanents but isn't paid "
                                     "(601.2b)", ("601.2b",))
    return tuple(chosen)


def pay_with_objects(txn: Transaction,
                     chosen: Sequence[tuple[PaidWithObjects, tuple[int, ...]]]) -> None:
    """Pay each cost with its permanents (601.2h): sacrifice them (casualty) or tap them
    (conspire)."""
    for cost, ids in chosen:
        for i in ids:
            obj = txn.state.obj(i)
            if cost.keyword == OptionalCost.CASUALTY:
                txn.move(obj, Zone.GRAVEYARD, how=f"{SACRIFICED} to pay a casualty cost",
                         rule="702.153a")
            else:
                txn.set_tapped(obj, True, "702.78a")


def excluded(chosen: Sequence[tuple[PaidWithObjects, tuple[int, ...]]]) -> tuple[int, ...]:
    """The permanents these costs use, which can't also pay mana for the spell."""
    return tuple(i for _, ids in chosen for i in ids)


__all__ = ["ObjectsPaid", "can_pay_with", "chosen_objects", "excluded", "pay_with_objects"]
