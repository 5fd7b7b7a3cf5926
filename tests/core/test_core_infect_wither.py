"""Infect and wither (702.90, 702.80): damage as -1/-1 counters and poison counters
(120.3b, 120.3d), poison counters on players, ten of them lose the game (704.5c), and
+1/+1 and -1/-1 counters annihilating (704.5q)."""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.core import Advance, Attack, Block, GameState, Step, Zone, apply
from rulings_kit.core import events as ev
from tests.helpers import position


def _with_keywords(state: GameState, name: str, *keywords: str) -> GameState:
    (obj,) = [o for o in state.permanents() if o.name == name]
    card = replace(obj.card, keywords=obj.card.keywords | set(keywords))
    return state.with_object(replace(obj, card=card))


def _attack(state: GameState, attacker: str, *blockers: str) -> GameState:
    state = apply(state, Attack((attacker,))).state
    if blockers:
        state = apply(state, Block(tuple((b, attacker) for b in blockers))).state
    return apply(state, Advance(Step.END_OF_COMBAT)).state


def test_infect_gives_poison_counters_instead_of_life_loss() -> None:
    start = _with_keywords(position(Alice={"battlefield": ["Hill Giant"]}, Bob={}),
                           "Hill Giant", "Infect")
    moved = apply(apply(start, Attack(("Hill Giant",))).state, Advance(Step.END_OF_COMBAT))
    bob = moved.state.player("Bob")
    assert (bob.life, bob.counter("poison")) == (20, 3)  # 702.90b
    (given,) = [e for e in moved.events if isinstance(e, ev.PlayerCountersChanged)]
    assert (given.player, given.kind, given.amount, given.rule) == ("Bob", "poison", 3, "702.90b")
    assert "Bob gets 3 poison counters" in given.describe()


def test_ten_poison_counters_lose_the_game() -> None:
    start = _with_keywords(position(Alice={"battlefield": ["Hill Giant"]}, Bob={}),
                           "Hill Giant", "Infect")
    start = start.with_player(replace(start.player("Bob"), counters=(("poison", 7),)))
    moved = apply(apply(start, Attack(("Hill Giant",))).state, Advance(Step.END_OF_COMBAT))
    assert moved.state.player("Bob").lost
    (lost,) = [e for e in moved.events if isinstance(e, ev.PlayerLost)]
    assert lost.rule == "704.5c" and "ten or more poison counters" in lost.reason


def test_nine_poison_counters_dont() -> None:
    start = position(Alice={}, Bob={})
    start = start.with_player(replace(start.player("Bob"), counters=(("poison", 9),)))
    moved = apply(start, Advance(Step.UPKEEP))
    assert not moved.state.player("Bob").lost


def test_wither_puts_counters_and_marks_no_damage() -> None:
    start = _with_keywords(position(Alice={"battlefield": ["Grizzly Bears"]},
                                    Bob={"battlefield": ["Hill Giant"]}), "Grizzly Bears", "Wither")
    end = _attack(start, "Grizzly Bears", "Hill Giant")
    (giant,) = end.zone_objects("Bob", Zone.BATTLEFIELD)
    assert (giant.damage, giant.counter("-1/-1")) == (0, 2)


def test_infect_damage_to_a_creature_is_counters_too() -> None:
    start = _with_keywords(position(Alice={"battlefield": ["Grizzly Bears"]},
                                    Bob={"battlefield": ["Hill Giant"]}), "Grizzly Bears", "Infect")
    end = _attack(start, "Grizzly Bears", "Hill Giant")
    (giant,) = end.zone_objects("Bob", Zone.BATTLEFIELD)
    assert (giant.damage, giant.counter("-1/-1")) == (0, 2)
    assert end.player("Bob").counter("poison") == 0


def test_plus_and_minus_counters_annihilate() -> None:
    start = _with_keywords(position(Alice={"battlefield": ["Grizzly Bears"]},
                                    Bob={"battlefield": ["Hill Giant"]}), "Grizzly Bears", "Wither")
    (giant,) = start.zone_objects("Bob", Zone.BATTLEFIELD)
    start = start.with_object(giant.with_counters("+1/+1", 3))
    end = _attack(start, "Grizzly Bears", "Hill Giant")
    (giant,) = end.zone_objects("Bob", Zone.BATTLEFIELD)
    assert giant.counters == (("+1/+1", 1),)  # 704.5q: two of each removed
