"""State-based actions (704): checked whenever a player would receive priority."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.attachments import attachment_actions, is_aura
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.characteristics import (
    has_keyword,
    is_creature,
    power_toughness,
    remembered,
)
from rulings_kit.core.control import settle_control
from rulings_kit.core.daynight import keep_up
from rulings_kit.core.designations import ascend
from rulings_kit.core.destruction import destroy
from rulings_kit.core.dungeons import dungeon_actions
from rulings_kit.core.multiplayer import lose_game
from rulings_kit.core.planeswalkers import loyalty_actions
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.refs import names_of
from rulings_kit.core.sagas import saga_actions
from rulings_kit.core.state import GameObject, GameState, ObjectTable, Zone
from rulings_kit.core.statics import DefinesPowerToughness, static_effects, static_inputs
from rulings_kit.core.values import evolve

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def state_based_actions(txn: Transaction) -> bool:
    """Check and perform state-based actions until none apply (704.3). True if any did."""
    any_done = False
    while True:
        table = txn.state.objects
        assert isinstance(table, ObjectTable)
        if _found_settled(txn.state, table):  # nothing that the checks below read changed
            return any_done
        keep_up(txn)  # day and night: not state-based actions, but checked as often (702.145)
        ascend(txn)  # a static ability giving the city's blessing "any time" (702.131b)
        settle_control(txn)  # layer 2 (613.1b), after each change the actions make too
        state = txn.state
        table = state.objects
        assert isinstance(table, ObjectTable)
        done = False
        for p in state.players:
            if p.lost:
                continue
            reason = None
            if p.life <= 0:
                reason, rule = "life total 0 or less", "704.5a"
            elif p.drew_from_empty:
                reason, rule = "drew from an empty library", "704.5b"
            elif p.counter("poison") >= 10:  # 122.1f
                reason, rule = "ten or more poison counters", "704.5c"
            if reason:
                lose_game(txn, p.name, rule, reason)
                done = True
        doomed: list[tuple[GameObject, str, str]] = []
        cancelled: list[tuple[int, int]] = []  # 704.5q: (permanent, pairs of counters)
        # A permanent's toughness and damage depend on it, the continuous effects and
        # what the static abilities read (characteristics.py, statics.static_inputs):
        # after a check that found nothing, with those the same, only the objects changed
        # since then can need a state-based action, and the creatures whose P/T counts
        # other objects (604.3) — which may have changed in any check.
        statics = static_inputs(state, table.settled_statics_since(state.effects))
        changed = table.changed_since_settled(state.effects, statics)
        if changed is None:
            candidates = state.permanents()
        else:
            order = state.battlefield  # the order they entered, as a full check goes
            counting = state.permanents_whose(_defines_pt)
            ids = changed.union(o.id for o in counting) if counting else changed
            candidates = tuple(
                state.obj(i) for i in sorted((i for i in ids if i in order), key=order.index)
            )
        for perm in candidates:
            pt = power_toughness(state, perm)
            if pt is None:
                continue
            if pt[1] <= 0:
                doomed.append((perm, "toughness 0 or less", "704.5f"))
            elif (perm.damage >= pt[1] or perm.deathtouched) and not has_keyword(
                    state, perm, "Indestructible"):  # 702.12b; asked only of the damaged
                if perm.damage >= pt[1]:
                    doomed.append((perm, "lethal damage", "704.5g"))
                else:
                    doomed.append((perm, "dealt damage by a source with deathtouch", "704.5h"))
            if perm.deathtouched:
                txn.update(evolve(perm, deathtouched=False))
            if n := min(perm.counter("+1/+1"), perm.counter("-1/-1")):
                cancelled.append((perm.id, n))
        # all at once (704.3): each as they all were before any left or lost counters
        # (608.2h, 603.10a: modular counts the +1/+1 counters of a creature that dies
        # with -1/-1 counters as well, 702.43a)
        known = {p.id: remembered(txn.state, txn.state.obj(p.id)) for p, _, _ in doomed}
        for perm_id, n in cancelled:
            if perm_id in known:
                continue  # it leaves the battlefield in the same check
            # 704.5q: N +1/+1 and N -1/-1 counters are removed
            current = txn.add_counters(txn.state.obj(perm_id), "+1/+1", -n, "704.5q")
            txn.add_counters(current, "-1/-1", -n, "704.5q")
            done = True
        with txn.together():  # all at once (704.3)
            for perm, why, rule in doomed:
                now, was = txn.state.obj(perm.id), known[perm.id]
                if rule == "704.5f":  # toughness 0 or less is no destruction (701.19a)
                    txn.move(now, Zone.GRAVEYARD, how=why, rule=rule, was=was)
                else:  # lethal damage and deathtouch destroy it (704.5g, 704.5h)
                    destroy(txn, now, how=why, rule=rule, was=was, by_effect=False)
                done = True
            done = attachment_actions(txn) or done  # 704.5m, 704.5n
            done = _noncreatures_leave_combat(txn) or done  # 506.4, checked as often
            # 704.5i, looking where a toughness could have changed: a loyalty as well
            if changed is None:
                done = loyalty_actions(txn) or done
            elif candidates:
                done = loyalty_actions(txn, [c.id for c in candidates]) or done
            done = saga_actions(txn) or done  # 704.5s
            done = dungeon_actions(txn) or done  # 704.5t
            if changed is None or any(_is_legendary(o.card) for o in candidates):
                done = _legend_rule(txn) or done
        if not done:
            if txn.state.objects is table and txn.state.effects is state.effects:
                table.settled_under, table.settled_statics = state.effects, statics
            if txn.state is state:
                table.settled_as = _settled_as(state)
            return any_done
        any_done = True


def _noncreatures_leave_combat(txn: Transaction) -> bool:
    """An attacking or blocking creature that stops being a creature (a God whose
    devotion fell) is removed from combat (506.4; the Gods' ruling: it won't rejoin
    combat if it becomes a creature again). Not a state-based action, but it happens at
    once, so it is looked at as often as they are."""
    removed = False
    for perm in txn.state.permanents():
        if (perm.attacking or perm.blocking is not None) and not is_creature(txn.state, perm):
            txn.update(perm.out_of_combat())
            txn.emit(ev.Noted("506.4", f"{perm.name} is removed from combat: it is no "
                              "longer a creature"))
            removed = True
    return removed


def _settled_as(state: GameState) -> object:
    """What a state with these objects must share with ``state``, found settled, to be
    settled too: what the checks above read (the players, the continuous effects, the
    battlefield, the stack and the triggers waiting, for a Saga's chapter; day or night,
    for daybound and nightbound). A static ability's condition or an Aura's enchant
    ability may read anything, so with one of those on the battlefield, only ``state``
    itself."""
    if static_effects(state) or state.attached() or state.permanents_whose(is_aura):
        return state
    return (state.players, state.effects, state.battlefield, state.stack, state.waiting,
            state.day_night)


def _found_settled(state: GameState, table: ObjectTable) -> bool:
    """Whether state-based actions found nothing to do in a state that the checks can't
    tell from ``state`` (the engine asks again after each step of a turn)."""
    known = table.settled_as
    if known is state:
        return True
    if not isinstance(known, tuple):
        return False
    players, effects, battlefield, stack, waiting, day_night = known
    return (players is state.players and effects is state.effects and battlefield is
            state.battlefield and stack is state.stack and waiting is state.waiting
            and day_night == state.day_night)


def _defines_pt(card: CardShape) -> bool:
    return bool(card.of_kind(DefinesPowerToughness))


def _is_legendary(card: CardShape) -> bool:
    return "Legendary" in card.supertypes


def _legend_rule(txn: Transaction) -> bool:
    """704.5j: a player with two or more legendary permanents of one name keeps one."""
    state = txn.state
    groups: dict[tuple[str, str], list[GameObject]] = {}
    for perm in state.permanents_whose(_is_legendary):
        groups.setdefault((perm.controller, perm.name), []).append(perm)
    acted = False
    twice = [name for (_, name), perms in groups.items() if len(perms) > 1]
    for (player, name), perms in groups.items():
        if len(perms) < 2:
            continue
        options = [Option(p.id, p.display_name, names_of(p)) for p in perms]
        keep = txn.ask_pick(
            Ask.CHOOSE,
            # each player chooses among their own (704.5j): a question each, named after
            # the player too when two players have a group of that name
            name if twice.count(name) == 1 else f"{player}:{name}",
            player,
            f"{player} chooses which {name} to keep",
            "704.5j",
            options,
            (1, 1),
            says="{player} keeps {cards} (the legend rule)",
        )
        for p in perms:
            if p.id not in keep:
                txn.move(txn.state.obj(p.id), Zone.GRAVEYARD, how="legend rule", rule="704.5j")
                acted = True
    return acted
