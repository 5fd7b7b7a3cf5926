"""Turns, steps and turn-based actions (500-514), and playing a land (305)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.abilities import triggered_ability
from rulings_kit.core.combat_damage import combat_damage, has_second_damage_step, leave_combat
from rulings_kit.core.control import end_control_effects
from rulings_kit.core.daynight import untap_step_check
from rulings_kit.core.mana import format_mana, kept_in
from rulings_kit.core.multiplayer import first_in_game
from rulings_kit.core.player_rules import PlayerRule, has_rule
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.refs import names_of
from rulings_kit.core.restrictions import restricted
from rulings_kit.core.sagas import add_lore_counters
from rulings_kit.core.sba import state_based_actions
from rulings_kit.core.state import GameObject, GameState, Step, Zone
from rulings_kit.core.statics import (
    MAY_NOT_UNTAP,
    UNTAP_RESTRICTION,
)
from rulings_kit.core.turn_record import TurnRecord
from rulings_kit.core.turn_rules import Skipped
from rulings_kit.core.values import evolve
from rulings_kit.core.words import plural, possessive

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


#: the steps of a turn in order (500.1)
_STEPS = tuple(Step)


def next_step(txn: Transaction) -> None:
    """End the current step and begin the next (500.2), with its turn-based actions."""
    state = txn.state
    for p in state.players:  # mana empties from each pool as a step ends (500.5)
        kept = kept_in(p.pool, p.kept) if p.kept else ()  # but what an effect keeps (106.4)
        if p.pool != kept or p.restricted:
            txn.update_player(p.name, pool=kept, restricted=(), kept=kept)
            but = f", but for {format_mana(kept)}, which they don't lose this turn (106.4)" \
                if kept else ""
            txn.emit(ev.Noted("500.5", f"{p.name}'s unused mana empties from their pool{but}"))
    if state.step is Step.CLEANUP:
        if state.cleanup_again:  # 514.3a: another cleanup step begins
            txn.state = evolve(txn.state, cleanup_again=False, priority=state.active, passed=())
            txn.emit(ev.StepBegan("514.3a", state.turn, Step.CLEANUP, state.active))
            _turn_based_actions(txn, Step.CLEANUP)
        else:
            _begin_turn(txn)
        return
    if has_second_damage_step(state):  # 510.4: a second combat damage step
        txn.state = evolve(txn.state, priority=first_in_game(state, state.active), passed=())
        txn.emit(ev.StepBegan("510.4", state.turn, Step.COMBAT_DAMAGE, state.active))
        combat_damage(txn)
        return
    if state.step is Step.END_OF_COMBAT:
        leave_combat(txn)  # 511.3
    if state.step is Step.UPKEEP:  # the upkeep echo asks about is over (702.30a)
        for perm in state.permanents(state.active):
            if perm.new_at_upkeep:
                txn.update(evolve(txn.state.obj(perm.id), new_at_upkeep=False))
    step, rest = (state.next_steps[0], state.next_steps[1:]) if state.next_steps else (
        _STEPS[state.step.order + 1], ())  # the phases added to the turn first (500.8)
    if step is Step.DRAW and has_rule(state, state.active, PlayerRule.SKIPS_DRAW_STEP):
        # "Skip your draw step.": instead of it, nothing (614.10); no draw, and nothing
        # "at the beginning of the draw step" triggers
        txn.emit(ev.Noted("614.10", f"{state.active} skips their draw step"))
        step = Step.MAIN1
    priority = first_in_game(state, state.active)  # 800.4j: a turn may go on without its player
    txn.state = evolve(txn.state, step=step, next_steps=rest, priority=priority, passed=())
    txn.emit(ev.StepBegan("500.1", txn.state.turn, step, state.active))
    _turn_based_actions(txn, step)


#: an additional combat phase (506.1) followed by an additional main phase, postcombat
#: (505.1a)
COMBAT_AND_MAIN = (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
                   Step.COMBAT_DAMAGE, Step.END_OF_COMBAT, Step.MAIN2)


def add_after_this_phase(state: GameState, phases: tuple[Step, ...]) -> GameState:
    """``state`` with ``phases`` added directly after the current one, before any added
    earlier (500.8: the most recently created occurs first)."""
    resume = state.next_steps or (_STEPS[state.step.order + 1],)
    return evolve(state, next_steps=(*phases, *resume))


def _still_referred_to(state: GameState) -> tuple[GameObject, ...]:
    """The last known information (608.2h) that abilities on the stack, waiting or
    delayed may still read as a new turn begins: of their sources, subjects and targets."""
    if not state.left:
        return ()
    ids: set[int] = set()
    for o in (*state.stack_objects(), *state.waiting, *state.delayed):
        ids.update(x.id for x in (o.source, o.subject) if x is not None)
        ids.update(t for t in o.targets if isinstance(t, int))
    return tuple(w for w in state.left if w.id in ids or (w.known and w.known.became in ids))


def _begin_turn(txn: Transaction) -> None:
    state = txn.state
    current = state.active
    while True:
        me = txn.state.player(current)
        if me.extra_turns:  # 500.7: an extra turn is taken directly after this one
            txn.update_player(me.name, extra_turns=me.extra_turns - 1)
            active = me.name
        else:
            active = first_in_game(txn.state, txn.state.next_player(current))
        if not _skips(txn, active, Skipped.TURN):  # 614.10: instead of that turn, nothing
            break
        current = active  # the turn after the skipped one is the next (614.10a)
    txn.state = evolve(
        txn.state,
        turn=state.turn + 1,
        active=active,
        step=Step.UNTAP,
        next_steps=(),
        priority=active,
        passed=(),
        this_turn=TurnRecord(),  # a new turn: nothing has happened in it yet
        spells_last_turn=tuple(sorted(Counter(h.player for h in state.this_turn.spells_cast())
                                      .items())),
        defender=None,
        damage_step=0,
        first_strikers=(),
        left=_still_referred_to(state),
    )
    if _skips(txn, active, Skipped.UNTAP_STEP):  # 614.10: no untap step, so nothing
        # untaps, nothing phases and day and night aren't checked (502, 731.2); the turn
        # still begins: creatures are no longer new to it (302.6), "until your next turn"
        # ends (611.2b), "during its controller's next untap step" waits (614.10a)
        for perm in txn.state.permanents(active):
            if perm.sick:
                txn.update(evolve(perm, sick=False, new_at_upkeep=True))
        _until_next_turn_ends(txn, active)
        next_step(txn)
        return
    txn.emit(ev.StepBegan("500.1", txn.state.turn, Step.UNTAP, active))
    untap_step_check(txn, state.active)  # day and night (731.2)
    _turn_based_actions(txn, Step.UNTAP)


def _skips(txn: Transaction, player: str, what: Skipped) -> bool:
    """Whether ``player`` skips this occurrence of ``what`` (614.10): each "skip your next
    ..." is used up by the first occurrence skipped (614.10a)."""
    had = dict(txn.state.player(player).skips)
    if not had.get(what):
        return False
    had[what] -= 1
    txn.update_player(player, skips=tuple((k, n) for k, n in had.items() if n))
    txn.emit(ev.Noted("614.10", f"{player} skips their {what.value}"))
    return True


def _until_next_turn_ends(txn: Transaction, active: str) -> None:
    """Effects that last "until your next turn" end as that turn begins (611.2a)."""
    if any(e.until_turn_of == active for e in txn.state.effects):
        txn.emit(ev.Noted("611.2a", f"effects that last until {possessive(active)} next "
                          "turn end"))
        txn.state = evolve(txn.state, effects=tuple(
            e for e in txn.state.effects if e.until_turn_of != active))


def _turn_based_actions(txn: Transaction, step: Step) -> None:
    state = txn.state
    active = state.active
    if step is Step.UNTAP:
        for perm in state.permanents(active):
            if perm.sick:  # 302.6: now controlled continuously since this turn began,
                # and it came under this player's control since their last upkeep began
                txn.update(evolve(perm, sick=False, new_at_upkeep=True))  # (702.30a)
            held = restricted(state, perm, UNTAP_RESTRICTION)
            if perm.tapped and held is not None:  # an effect keeps it tapped (502.3)
                txn.emit(ev.Noted(
                    "502.3", f"{perm.name} doesn't untap ({possessive(held)} ability)"))
            elif perm.tapped and restricted(state, perm, MAY_NOT_UNTAP) is not None and \
                    txn.ask_may(perm, active, f"{active} may choose not to untap {perm.name}",
                                "502.3"):  # "true": it stays tapped
                txn.emit(ev.Noted("502.3", f"{active} chooses not to untap {perm.name}"))
            elif perm.tapped:
                txn.set_tapped(txn.state.obj(perm.id), False, "502.3")
        _until_next_turn_ends(txn, active)
        if any(e.until_untap for e in txn.state.effects):
            # "doesn't untap during its controller's next untap step": that step is over
            mine = {p.id for p in state.permanents(active)}
            txn.state = evolve(txn.state, effects=tuple(
                e for e in txn.state.effects if not (e.until_untap and e.affected in mine)))
        next_step(txn)  # no player receives priority in the untap step (502.4)
    elif step is Step.MAIN1:
        add_lore_counters(txn)  # 714.3c
    elif step is Step.DRAW:
        if not (state.turn == 1 and active == state.players[0].name):  # 103.8a
            txn.draw(active)
    elif step is Step.COMBAT_DAMAGE:
        combat_damage(txn)
    elif step is Step.CLEANUP:
        discard_to_hand_size(txn, active)
        for perm in state.permanents():  # 514.2: damage wears off, "until end of turn" ends
            if perm.damage:
                txn.update(evolve(perm, damage=0))
        # control gained until end of turn ends, all at once (514.2, 613.1b)
        end_control_effects(txn, [e for e in txn.state.effects
                                  if e.gives_control and not e.lasts(txn.state)])
        ending = [e for e in txn.state.effects
                  if not (e.until_untap or e.while_controls or e.indefinite or e.until_turn_of
                          or (e.through_turn_of and e.lasts(txn.state)))]
        for p in txn.state.players:  # mana kept "until end of turn" is lost as usual now
            if p.kept:
                txn.update_player(p.name, kept=())
                txn.emit(ev.Noted("514.2", f"{p.name} loses unspent mana as steps end again"))
        lasting = tuple(t for t in txn.state.delayed if not triggered_ability(t).this_turn)
        if lasting != txn.state.delayed:  # "whenever ... this turn" ends too (603.7b)
            txn.state = evolve(txn.state, delayed=lasting)
            txn.emit(ev.Noted("514.2", "delayed triggered abilities that last this turn end"))
        if ending or txn.state.preventions or txn.state.turn_rules:
            txn.emit(ev.Noted("514.2", "effects that last until end of turn end"))
        if ending or txn.state.preventions or txn.state.effects or txn.state.turn_rules:
            txn.state = evolve(txn.state, preventions=(), turn_rules=frozenset(), effects=tuple(
                e for e in txn.state.effects if e.lasts(txn.state)))  # others last longer
        _cleanup_priority(txn)


def _cleanup_priority(txn: Transaction) -> None:
    """514.3a: if state-based actions are performed or abilities trigger in the cleanup
    step, the active player receives priority (once the actions are done and the triggers
    are on the stack, as before any priority, 117.5), and another cleanup step follows."""
    acted = state_based_actions(txn)
    if not (acted or txn.state.waiting) or txn.state.game_over:
        return
    txn.state = evolve(txn.state, cleanup_again=True)
    happened = (
        ("state-based actions were performed", acted),
        ("abilities triggered", bool(txn.state.waiting)),
    )
    what = " and ".join(w for w, done in happened if done).capitalize()
    txn.emit(
        ev.Noted(
            "514.3a",
            f"{what} in the cleanup step, so {txn.state.active} receives priority, and "
            "another cleanup step follows",
        )
    )


#: the maximum hand size (402.2)
MAX_HAND_SIZE = 7


def discard_to_hand_size(txn: Transaction, player: str) -> None:
    """514.1: the active player discards down to their maximum hand size, choosing the
    cards (``discard:PLAYER``); a turn-based action, so it doesn't use the stack."""
    hand = [txn.state.obj(i) for i in txn.state.player(player).hand]
    excess = len(hand) - MAX_HAND_SIZE
    if excess <= 0:
        return
    if has_rule(txn.state, player, PlayerRule.NO_MAXIMUM_HAND_SIZE):  # 402.2
        txn.emit(ev.Noted("402.2", f"{player} has no maximum hand size: nothing to discard"))
        return
    options = [Option(c.id, c.display_name, names_of(c)) for c in hand]
    prompt = f"{player} discards {plural(excess, 'card')} down to {MAX_HAND_SIZE} in hand"
    says = "{player} discards {cards} down to the maximum hand size"
    picked = txn.ask_pick(
        Ask.DISCARD, player, player, prompt, "514.1", options, (excess,) * 2, says=says
    )
    with txn.together():  # discarded at once: one batch (603.2c)
        for card in picked:
            txn.move(txn.state.obj(card), Zone.GRAVEYARD, how="discarded to hand size",
                     rule="514.1")
