"""Activating abilities (602.2): putting a non-mana activated ability on the stack
and paying its costs; a mana ability resolves at once instead (605.3a).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.activation_costs import ability_cost_change
from rulings_kit.core.characteristics import activated_abilities
from rulings_kit.core.costs import cost_problems, pay_non_mana_costs, raise_problems
from rulings_kit.core.definitions import definition
from rulings_kit.core.payment import activate_mana_ability, pay_mana
from rulings_kit.core.planeswalkers import loyalty_change, loyalty_problems, pay_loyalty
from rulings_kit.core.priority import check_priority
from rulings_kit.core.refs import Ref, find
from rulings_kit.core.split_second import check_split_second
from rulings_kit.core.state import GameObject, GameState, Kind, Step, Zone
from rulings_kit.core.targets import resolve_targets
from rulings_kit.core.turn_record import Did, Happened
from rulings_kit.core.values import evolve
from rulings_kit.core.words import plural, possessive, times_word
from rulings_kit.errors import IllegalActionError, RulingsError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def _where(zone: Zone) -> str:
    return "on the battlefield" if zone is Zone.BATTLEFIELD else f"in its owner's {zone.value}"


def permanent_to_activate(state: GameState, player: str, ref: Ref) -> GameObject:
    """The permanent ``ref`` names whose ability ``player`` activates: one they control
    (602.2), or else another player's with an ability any player may activate (602.1b)."""
    try:
        return find(state, ref, among=state.permanents(player), what=f"permanent {player} controls")
    except RulingsError as e:
        mine = e
    others = [o for o in state.permanents() if o.controller != player and any(
        a.any_player for a in activated_abilities(state, o))]
    try:
        return find(state, ref, among=others, what="permanent any player may activate")
    except RulingsError:
        raise mine from None


def activate_ability(
    txn: Transaction,
    player: str,
    perm: GameObject,
    index: int,
    targets: Sequence[Ref] = (),
    x: int | None = None,
    pay: Sequence[Ref] | None = None,
    color: str | None = None,
    tap: Sequence[int] | None = None,
) -> None:
    """Activate an activated ability (602.2); a mana ability resolves at once (605.3a).
    ``tap``: the permanents its cost taps, where the cost lets its controller choose them
    ("Tap an untapped creature you control", crew, 702.122a; 601.2h)."""
    abilities = activated_abilities(txn.state, perm)
    if perm.zone is not Zone.BATTLEFIELD and perm.owner == player and not any(
            a.zone is perm.zone for a in abilities):
        # an ability of a card in another zone functions there only if it says so (113.6)
        raise IllegalActionError(
            f"{perm.name} has no activated ability that works from its owner's "
            f"{perm.zone.value} (113.6, 602.2)",
            ("113.6", "602.2"),
        )
    if not 0 <= index < len(abilities):
        raise IllegalActionError(
            f"{perm.name} has "
            f"{plural(len(abilities), 'activated ability', 'activated abilities')}; "
            f"ability = {index + 1} is not one of them (602.1)",
            ("602.1",),
        )
    ability = abilities[index]
    if tap is not None and not any(getattr(p, "chooses_taps", False)
                                   for p in ability.cost.parts):
        raise IllegalActionError(
            f"{possessive(perm.name)} ability {index + 1} has no cost that taps permanents "
            "its controller chooses, so `tap` names nothing to pay (601.2h, 602.2b)",
            ("601.2h", "602.2b"))
    if ability.zone is not perm.zone:  # 113.6: it functions only from its own zone
        raise IllegalActionError(
            f"{possessive(perm.name)} ability {index + 1} can be activated only "
            f"{_where(ability.zone)}, and {perm.name} is {_where(perm.zone)} "
            "(113.6, 602.2)", ("113.6", "602.2"))
    if (perm.controller if perm.zone is Zone.BATTLEFIELD else perm.owner) != player and not (
            ability.any_player and perm.zone is Zone.BATTLEFIELD):  # 602.1b
        raise IllegalActionError(
            f"{player} doesn't control {perm.name} on the battlefield (602.2)", ("602.2",)
        )
    if perm.zone is Zone.BATTLEFIELD and perm.controller != player:
        txn.emit(ev.Noted("602.1b", f"any player may activate {possessive(perm.name)} "
                          f"ability: {player} does, and controls it (602.2a)"))
    if ability.mana is not None:
        if targets:
            raise IllegalActionError("a mana ability has no targets (605.1a)", ("605.1a",))
        check_priority(txn.state, player)
        txn.emit(ev.Noted("605.3a", f"{player} activates {possessive(perm.name)} mana ability"))
        activate_mana_ability(txn, player, perm, index, color, tap, x)
        return
    check_priority(txn.state, player)
    check_split_second(txn.state, f"activate {possessive(perm.name)} ability")
    state = txn.state
    if ability.sorcery_speed and not (
        state.active == player and state.step in (Step.MAIN1, Step.MAIN2) and not state.stack
    ):
        raise IllegalActionError(
            f"{possessive(perm.name)} ability can be activated only as a sorcery: in "
            f"{player}'s main phase with an empty stack (602.5d)",
            ("602.5d",),
        )
    if ability.only_if is not None and not ability.only_if(state, perm):
        raise IllegalActionError(
            f"{possessive(perm.name)} ability can be activated only if "
            f"{ability.only_if_text} (602.5)",
            ("602.5",),
        )
    if ability.each_turn:
        times = sum(1 for h in state.this_turn.of(Did.ACTIVATE_ONCE)
                    if h.object_id == perm.id and h.ability == index)
        if times >= ability.each_turn:
            limit = ("only once" if ability.each_turn == 1
                     else f"no more than {times_word(ability.each_turn)}")
            raise IllegalActionError(
                f"{possessive(perm.name)} ability can be activated {limit} each turn, and it "
                f"was activated {times_word(times)} this turn (602.5b)", ("602.5b",))
        txn.state = evolve(state, this_turn=state.this_turn.adding(
            Happened(Did.ACTIVATE_ONCE, player, perm.id, perm.name, ability=index)))
    raise_problems(cost_problems(txn.state, perm, ability)
                   + loyalty_problems(txn.state, player, perm, ability, x))
    obj = GameObject(
        id=txn.new_id(),
        card=perm.card,
        owner=perm.owner,
        controller=player,
        zone=Zone.STACK,
        kind=Kind.ABILITY,
        source=perm,
        ability_index=index,
        x=(x or 0) if ability.cost.loyalty_x else x,
        # not printed at that index: granted (613.1f) or set by its land type (305.7)
        granted=None if definition(perm.card).activated[index:index + 1] == (ability,)
        else ability,
    )
    obj = txn.put_on_stack(obj)
    obj = txn.update(evolve(obj, targets=resolve_targets(txn, obj, ability.targets, targets, 0)))
    def pay_it(exclude: tuple[int, ...]) -> None:
        pay_mana(txn, player, ability.cost.mana.with_x(x or 0),
                 f"{possessive(perm.name)} ability", pay, exclude=exclude, ability_of=perm,
                 asker=perm, change=ability_cost_change(txn, perm, player, ability))

    snap = txn.snapshot()
    try:
        pay_it((perm.id,))  # the other sources first: it may have more to do untapped
    except IllegalActionError:
        if ability.cost.tap or pay is not None:
            raise
        txn.restore(snap)  # its own mana ability may pay for this one (601.2g, 602.2b)
        pay_it(())
    change = loyalty_change(ability, x)
    if change is not None:
        pay_loyalty(txn, player, txn.state.obj(perm.id), change)
    before = len(txn.state.left)
    pay_non_mana_costs(txn, txn.state.obj(perm.id), ability, tap)
    obj = txn.state.obj(obj.id)
    # the permanents its cost took away, as they last existed (602.2b, 608.2h)
    if paid := txn.state.left[before:]:
        obj = txn.update(evolve(obj, sacrificed=paid))
    txn.state = evolve(txn.state, priority=player, passed=())
    txn.emit(ev.AbilityActivated("602.2", player, obj))
