"""Planeswalkers (306): loyalty abilities (606), damage to a planeswalker (120.3c) and the
state-based action for loyalty 0 (704.5i). A planeswalker enters with its printed
loyalty in loyalty counters (306.5b), an "enters with" replacement of its definition."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.characteristics import card_types
from rulings_kit.core.definitions import ActivatedAbility
from rulings_kit.core.state import GameObject, GameState, Step, Zone
from rulings_kit.core.turn_record import Did, Happened
from rulings_kit.core.values import evolve
from rulings_kit.core.words import possessive

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Changes, Transaction

LOYALTY = "loyalty"


def is_planeswalker(state: GameState, obj: GameObject) -> bool:
    return obj.zone is Zone.BATTLEFIELD and "Planeswalker" in card_types(state, obj)


def attacked_planeswalker(state: GameState, creature: GameObject) -> GameObject | None:
    """The planeswalker ``creature`` attacks (508.1b), while it is still being attacked: a
    planeswalker that left the battlefield (a new object, 400.7), stopped being a
    planeswalker or changed controller is removed from combat (506.4), and the creature then
    attacks nothing (506.4c)."""
    if not creature.attacking or creature.attacks is None \
            or creature.attacks not in state.battlefield:
        return None
    walker = state.obj(creature.attacks)
    if walker.controller != state.defender or not is_planeswalker(state, walker):
        return None
    return walker


def attacks_nothing(state: GameState, creature: GameObject) -> bool:
    """An attacking creature whose planeswalker was removed from combat attacks no player,
    planeswalker or battle (506.4c): unblocked, it assigns no combat damage (510.1b)."""
    return creature.attacks is not None and attacked_planeswalker(state, creature) is None


def loyalty_change(ability: ActivatedAbility, x: int | None) -> int | None:
    """The loyalty counters its cost puts on (+) or removes (-) (606.4); for "[−X]", X
    of them removed (107.3a)."""
    if ability.cost.loyalty_x:
        return -(x or 0)
    return ability.cost.loyalty


def loyalty_problems(state: GameState, player: str, perm: GameObject,
                     ability: ActivatedAbility, x: int | None = None) -> list[tuple[str, str]]:
    """Why a loyalty ability can't be activated now (606.3, 606.6)."""
    change = loyalty_change(ability, x)
    if change is None:
        return []
    problems = []
    if not (state.active == player and state.step in (Step.MAIN1, Step.MAIN2)
            and not state.stack):
        problems.append((f"{possessive(perm.name)} loyalty abilities can be activated only in "
                         f"{player}'s main phase with an empty stack", "606.3"))
    if any(h.object_id == perm.id for h in state.this_turn.of(Did.ACTIVATE_LOYALTY)):
        problems.append((f"a loyalty ability of {perm.name} was already activated this turn",
                         "606.3"))
    if change < 0 and perm.counter(LOYALTY) < -change:
        problems.append((f"{perm.name} has {perm.counter(LOYALTY)} loyalty, fewer than the "
                         f"{-change} its ability removes", "606.6"))
    return problems


def pay_loyalty(txn: Transaction, player: str, perm: GameObject, change: int) -> GameObject:
    """Put on or remove the loyalty counters of the cost (606.4), and note it in the turn
    record (606.3: once each turn)."""
    record = txn.state.this_turn.adding(
        Happened(Did.ACTIVATE_LOYALTY, player, perm.id, perm.name))
    txn.state = evolve(txn.state, this_turn=record)
    return txn.add_counters(perm, LOYALTY, change, "606.4")


def damage_to_planeswalker(txn: Changes, perm: GameObject, amount: int) -> None:
    """Damage dealt to a planeswalker removes that many loyalty counters (120.3c)."""
    txn.add_counters(perm, LOYALTY, -min(amount, perm.counter(LOYALTY)), "120.3c")


def _planeswalker_card(card: CardShape) -> bool:
    # the only type an effect gives here is Creature (characteristics.card_types), so
    # the planeswalkers on the battlefield are the permanents of planeswalker cards
    return "Planeswalker" in card.types


def loyalty_actions(txn: Transaction, among: Sequence[int] | None = None) -> bool:
    """704.5i: a planeswalker with loyalty 0 is put into its owner's graveyard. Only the
    permanents ``among`` are looked at, when the caller knows the others can't need it."""
    done = False
    state = txn.state
    perms = state.permanents_whose(_planeswalker_card) if among is None else [
        state.obj(i) for i in among if i in state.battlefield]
    for perm in perms:
        if perm.counter(LOYALTY) <= 0 and is_planeswalker(txn.state, perm):
            txn.move(perm, Zone.GRAVEYARD, how="loyalty 0", rule="704.5i")
            txn.emit(ev.Noted("704.5i", f"{perm.name} has no loyalty counters left"))
            done = True
    return done
