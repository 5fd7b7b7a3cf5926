"""The engine core: priority, casting, costs, resolution, triggers, state-based actions."""

from __future__ import annotations

import pytest

from rulings_kit.core import (
    Activate,
    Advance,
    Attack,
    Cast,
    Pass,
    Resolve,
    Step,
    Unanswered,
    Zone,
    apply,
    power_toughness,
)
from rulings_kit.core.characteristics import ALL_CREATURE_TYPES, subtypes
from rulings_kit.core.refs import find
from rulings_kit.errors import IllegalActionError, QuestionError, RulingsError
from tests.helpers import game, position


def names(state, player, zone):  # type: ignore[no-untyped-def]
    return sorted(o.name for o in state.zone_objects(player, zone))


# ---- an illegal action names the rule and changes nothing -----------------------------


def test_summoning_sick_creature_cannot_tap_and_game_is_unchanged() -> None:
    g = game(Alice={"battlefield": [{"card": "Llanowar Elves", "sick": True}]}, Bob={})
    before = g.state
    with pytest.raises(IllegalActionError) as err:
        g.push(Activate("Llanowar Elves"))
    assert err.value.rules == ("302.6",)
    assert "came under Alice's control this turn" in str(err.value)
    assert g.state == before and g.history == []


def test_tapped_and_sick_creature_cites_both_rules() -> None:
    state = position(Alice={"battlefield": [{"card": "Llanowar Elves", "sick": True, "tapped": True}]}, Bob={})
    with pytest.raises(IllegalActionError) as err:
        apply(state, Activate("Llanowar Elves"))
    assert set(err.value.rules) == {"107.5", "302.6"}


def test_rejected_cast_in_the_middle_of_paying_leaves_state_equal() -> None:
    # Fireball with two targets costs {1} more (601.2f): three lands are not enough.
    state = position(
        Alice={"battlefield": [{"card": "Mountain", "count": 3}], "hand": ["Fireball"]},
        Bob={"battlefield": ["Grizzly Bears"]},
    )
    with pytest.raises(IllegalActionError) as err:
        apply(state, Cast("Fireball", x=2, targets=("Grizzly Bears", "Bob")))
    assert "601.2h" in err.value.rules
    t = apply(state, Cast("Fireball", x=1, targets=("Grizzly Bears", "Bob")))
    assert all(o.tapped for o in t.state.permanents("Alice"))


def test_sorcery_needs_an_empty_stack_and_a_main_phase() -> None:
    state = position(
        Alice={"battlefield": [{"card": "Mountain", "count": 2}, {"card": "Island", "count": 5}],
               "hand": ["Shock", "Divination"]},
        Bob={},
    )
    t = apply(state, Cast("Shock", targets=("Bob",)))
    with pytest.raises(IllegalActionError) as err:
        apply(t.state, Cast("Divination"))
    assert err.value.rules == ("117.1a",)


def test_only_the_player_with_priority_may_cast() -> None:
    state = position(Alice={}, Bob={"battlefield": ["Mountain"], "hand": ["Shock"]})
    with pytest.raises(IllegalActionError) as err:
        apply(state, Cast("Shock", by="Bob", targets=("Alice",)))
    assert err.value.rules == ("117.1",)
    after_pass = apply(state, Pass()).state
    assert after_pass.priority == "Bob"
    t = apply(after_pass, Cast("Shock", by="Bob", targets=("Alice",)))
    assert t.state.priority == "Bob"  # the caster keeps priority (117.3c)


# ---- objects and zones -------------------------------------------------------------------


def test_an_object_that_changes_zones_is_a_new_object() -> None:
    state = position(Alice={"battlefield": ["Mountain"], "hand": ["Shock"]}, Bob={})
    in_hand = find(state, "Shock")
    on_stack = find(apply(state, Cast("Shock", targets=("Bob",))).state, "Shock")
    assert on_stack.zone is Zone.STACK and on_stack.id != in_hand.id  # 400.7


def test_instant_goes_to_graveyard_last_and_damage_is_dealt() -> None:
    g = game(Alice={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, Bob={})
    g.push(Cast("Lightning Bolt", targets=("Bob",)))
    t = g.push(Resolve(None))
    assert g.state.player("Bob").life == 17
    moved = [e for e in t.events if type(e).__name__ == "ZoneChanged"]
    assert moved[-1].to_zone is Zone.GRAVEYARD and moved[-1].rule == "608.2n"


# ---- costs and payment -------------------------------------------------------------------


def test_automatic_payment_finds_a_payment_when_one_exists() -> None:
    # Reflecting Pool could produce {G} or {W}; the Forest only {G}. Paying {G}{W} needs
    # the Forest for {G} and the Pool for {W}, whatever order they are looked at.
    state = position(
        Alice={"battlefield": ["Reflecting Pool", "Forest", {"card": "Plains", "tapped": True},
                               "Grizzly Bears"], "hand": ["Seeds of Strength"]},
        Bob={},
    )
    t = apply(state, Cast("Seeds of Strength", targets=("Grizzly Bears",) * 3))
    assert t.state.player("Alice").pool == ()
    assert {o.name for o in t.state.permanents("Alice") if o.tapped} == {"Reflecting Pool", "Forest", "Plains"}


def test_explicit_pay_taps_exactly_those_permanents() -> None:
    state = position(Alice={"battlefield": ["Mountain", "Mountain", "Forest"], "hand": ["Shock"]}, Bob={})
    mountains = [o for o in state.permanents("Alice") if o.name == "Mountain"]
    t = apply(state, Cast("Shock", targets=("Bob",), pay=(mountains[1].id,)))
    assert [o.tapped for o in t.state.permanents("Alice")] == [False, True, False]


def test_kicker_only_once_without_multikicker() -> None:
    state = position(Alice={"battlefield": [{"card": "Mountain", "count": 9}], "hand": ["Burst Lightning"]}, Bob={})
    with pytest.raises(IllegalActionError) as err:
        apply(state, Cast("Burst Lightning", targets=("Bob",), kicker=2))
    assert "702.33c" in err.value.rules


def test_comet_storm_multikicked_once_takes_two_targets_and_deals_x_to_each() -> None:
    g = game(
        Alice={"battlefield": [{"card": "Mountain", "count": 6}], "hand": ["Comet Storm"]},
        Bob={"battlefield": ["Serra Angel"]},
    )
    g.push(Cast("Comet Storm", x=3, kicker=1, targets=("Bob", "Serra Angel")))
    g.push(Resolve(None))
    assert g.state.player("Bob").life == 17
    assert find(g.state, "Serra Angel").damage == 3


def test_fireball_divides_damage_evenly_rounded_down() -> None:
    g = game(
        Alice={"battlefield": [{"card": "Mountain", "count": 7}], "hand": ["Fireball"]},
        Bob={"battlefield": ["Serra Angel"]},
    )
    g.push(Cast("Fireball", x=5, targets=("Bob", "Serra Angel")))
    g.push(Resolve(None))
    assert g.state.player("Bob").life == 18 and find(g.state, "Serra Angel").damage == 2


# ---- resolution, countering, copies ------------------------------------------------------


def test_banefire_with_x_five_cannot_be_countered() -> None:
    g = game(
        Alice={"battlefield": [{"card": "Mountain", "count": 6}], "hand": ["Banefire"]},
        Bob={"battlefield": ["Island", "Island"], "hand": ["Counterspell"]},
    )
    g.push(Cast("Banefire", x=5, targets=("Bob",)))
    g.push(Pass())
    g.push(Cast("Counterspell", by="Bob", targets=("Banefire",)))
    g.push(Resolve(None))
    assert g.state.player("Bob").life == 15


def test_a_spell_whose_only_target_is_gone_does_not_resolve() -> None:
    g = game(
        Alice={"battlefield": [{"card": "Mountain", "count": 2}], "hand": ["Shock", "Lightning Bolt"]},
        Bob={"battlefield": ["Grizzly Bears"]},
    )
    g.push(Cast("Shock", targets=("Grizzly Bears",)))
    g.push(Cast("Lightning Bolt", targets=("Grizzly Bears",)))
    t = g.push(Resolve(None))
    kinds = [type(e).__name__ for e in t.events]
    assert "DidNotResolve" in kinds and "Countered" not in kinds  # 608.2b, not 701.6a
    assert names(g.state, "Alice", Zone.GRAVEYARD) == ["Lightning Bolt", "Shock"]


# ---- triggers ------------------------------------------------------------------------------


def test_trigger_order_question_lists_the_triggers() -> None:
    g = game(
        Alice={"battlefield": ["Thought Harvester", {"card": "Wastes", "count": 7}], "hand": ["Ruin Processor"]},
        Bob={"library": ["Island"]},
    )
    g.push(Cast("Ruin Processor"))  # the order question may wait for the next action
    with pytest.raises(Unanswered) as err:
        g.push(Resolve(None))
    q = err.value.question
    assert q.id == "order:Alice"
    assert sorted(o.label for o in q.options) == ["Ruin Processor (trigger)", "Thought Harvester (trigger)"]


def test_an_answer_for_a_question_never_asked_is_an_error() -> None:
    state = position(Alice={"battlefield": ["Mountain"], "hand": ["Shock"]}, Bob={})
    with pytest.raises(QuestionError, match="may:Shock"):
        apply(state, Cast("Shock", targets=("Bob",)), {"may:Shock": True})


def test_legend_rule_asks_which_to_keep() -> None:
    state = position(
        Alice={"battlefield": [{"card": "Ivy, Gleeful Spellthief", "as": "old_ivy"}, "Forest", "Island"],
               "hand": ["Ivy, Gleeful Spellthief"]},
        Bob={},
    )
    state = apply(state, Cast("Ivy, Gleeful Spellthief")).state
    with pytest.raises(Unanswered) as err:
        apply(state, Resolve(None))
    assert err.value.question.id == "choose:Ivy, Gleeful Spellthief"  # 704.5j
    state = apply(state, Resolve(None), {"choose:Ivy, Gleeful Spellthief": ["old_ivy"]}).state
    ivys = [o for o in state.permanents("Alice") if o.name == "Ivy, Gleeful Spellthief"]
    assert [o.label for o in ivys] == ["old_ivy"]


def test_legend_rule_asks_each_player_for_their_own() -> None:
    # 704.5j: Alice and Bob each control two Ivys; each chooses which of theirs to keep,
    # in a question of their own (one shared id reused Alice's answer for Bob's Ivys)
    ivy = "Ivy, Gleeful Spellthief"
    state = position(
        Alice={"battlefield": [{"card": ivy, "as": "alice_keeps"}, {"card": ivy, "tapped": True},
                               "Forest"]},
        Bob={"battlefield": [{"card": ivy, "as": "bob_keeps"}, {"card": ivy, "tapped": True}]},
    )
    answers = {f"choose:Alice:{ivy}": ["alice_keeps"], f"choose:Bob:{ivy}": ["bob_keeps"]}
    state = apply(state, Activate("Forest"), answers).state
    assert [o.label for o in state.permanents() if o.name == ivy] == ["alice_keeps", "bob_keeps"]


def test_dies_trigger_uses_last_known_counters() -> None:
    g = game(
        Alice={"battlefield": [{"card": "Hangarback Walker", "counters": {"+1/+1": 2}}, "Mountain", "Mountain"],
               "hand": ["Shock"]},
        Bob={},
    )
    g.push(Cast("Shock", targets=("Hangarback Walker",)))
    g.push(Resolve(None))
    thopters = [o for o in g.state.permanents("Alice") if o.name == "Thopter"]
    assert len(thopters) == 2 and power_toughness(g.state, thopters[0]) == (1, 1)


# ---- combat, steps, haste ---------------------------------------------------------------


def test_haste_lifts_summoning_sickness_for_attacking() -> None:
    g = game(
        Alice={"battlefield": [{"card": "Raging Goblin", "sick": True}, {"card": "Grizzly Bears", "sick": True}]},
        Bob={},
    )
    with pytest.raises(IllegalActionError) as err:
        g.push(Attack(("Grizzly Bears",)))
    assert err.value.rules == ("302.6",)
    g.push(Attack(("Raging Goblin",)))
    g.push(Advance(Step.COMBAT_DAMAGE))
    assert g.state.player("Bob").life == 19


def test_mana_empties_between_steps() -> None:
    g = game(Alice={"battlefield": ["Forest"]}, Bob={})
    g.push(Activate("Forest"))
    assert g.state.player("Alice").pool == ("G",)
    g.push(Advance(Step.BEGINNING_OF_COMBAT))
    assert g.state.player("Alice").pool == ()  # 500.5


def test_rebound_exiles_and_offers_the_cast_next_upkeep() -> None:
    g = game(
        Alice={"battlefield": [{"card": "Mountain", "count": 3}], "hand": ["Staggershock"]},
        Bob={"library": ["Island", "Island"], "battlefield": ["Grizzly Bears"]},
    )
    g.push(Cast("Staggershock", targets=("Bob",)))
    g.push(Resolve(None))
    assert names(g.state, "Alice", Zone.EXILE) == ["Staggershock"]
    g.push(Advance(Step.UPKEEP))  # Bob's turn: nothing happens
    g.push(Advance(Step.UPKEEP))  # Alice's next upkeep: the delayed trigger (702.88a)
    assert [o.display_name for o in g.state.stack_objects()] == ["Staggershock (trigger)"]
    g.push(Resolve(1), {"cast:Staggershock": {"card": "Staggershock", "targets": ["Grizzly Bears"]}})
    g.push(Resolve(None))
    assert names(g.state, "Bob", Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert names(g.state, "Alice", Zone.GRAVEYARD) == ["Staggershock"]  # cast from exile: no rebound


def test_goliath_and_rebound_both_apply_so_the_owner_chooses() -> None:
    g = game(
        Alice={"battlefield": ["Goliath Daydreamer", {"card": "Mountain", "count": 3}], "hand": ["Staggershock"]},
        Bob={},
    )
    g.push(Cast("Staggershock", targets=("Bob",)))
    with pytest.raises(Unanswered) as err:
        g.push(Resolve(None))
    assert err.value.question.id == "replace:Alice"  # 616.1
    g.push(Resolve(None), {"replace:Alice": ["Goliath Daydreamer", "Staggershock"]})
    exiled = find(g.state, "Staggershock")
    assert exiled.zone is Zone.EXILE and exiled.counter("dream") == 1
    assert g.state.delayed == ()  # rebound did not apply, so no rebound trigger


def test_loop_limit_is_a_clear_error() -> None:
    state = position(Alice={"battlefield": ["Mountain"], "hand": ["Shock"]}, Bob={})
    state = apply(state, Cast("Shock", targets=("Bob",))).state
    with pytest.raises(RulingsError, match="more than 0 steps"):
        apply(state, Resolve(None), max_steps=0)


def test_game_push_pop_peek() -> None:
    g = game(Alice={"battlefield": ["Forest"]}, Bob={})
    start = g.state
    g.push(Activate("Forest"))
    assert g.peek() is not None and g.state != start
    g.pop()
    assert g.state == start and g.peek() is None


def test_brainstorm_puts_two_back_in_the_order_chosen() -> None:
    g = game(
        Alice={"battlefield": ["Island"], "hand": ["Brainstorm", "Shock"],
               "library": ["Forest", "Mountain", "Plains", "Swamp"]},
        Bob={},
    )
    g.push(Cast("Brainstorm"))
    g.push(Resolve(None), {"choose:Brainstorm": ["Shock", "Forest"]})
    library = [g.state.obj(i).name for i in g.state.player("Alice").library]
    assert library == ["Shock", "Forest", "Swamp"]  # the first one chosen ends on top
    assert names(g.state, "Alice", Zone.HAND) == ["Mountain", "Plains"]


def test_izzet_charm_third_mode_draws_then_discards() -> None:
    g = game(
        Alice={"battlefield": ["Island", "Mountain"], "hand": ["Izzet Charm"], "library": ["Forest", "Swamp"]},
        Bob={},
    )
    g.push(Cast("Izzet Charm", modes=(3,)))
    g.push(Resolve(None))  # exactly two cards in hand: the choice answers itself
    assert names(g.state, "Alice", Zone.GRAVEYARD) == ["Forest", "Izzet Charm", "Swamp"]


def test_vivid_crag_enters_tapped_with_two_charge_counters() -> None:
    g = game(Alice={"hand": ["Vivid Crag"]}, Bob={})
    from rulings_kit.core import Play

    g.push(Play("Vivid Crag"))
    crag = find(g.state, "Vivid Crag")
    assert crag.tapped and crag.counter("charge") == 2


def test_mutavault_becomes_a_creature_until_end_of_turn() -> None:
    g = game(Alice={"battlefield": ["Mutavault", "Wastes"]}, Bob={})
    g.push(Activate("Mutavault", ability=2))
    g.push(Resolve(None))
    assert power_toughness(g.state, find(g.state, "Mutavault")) == (2, 2)
    assert subtypes(g.state, find(g.state, "Mutavault")) == (ALL_CREATURE_TYPES,)
    g.push(Advance(Step.UPKEEP))  # the next turn: the effect has ended (514.2)
    assert power_toughness(g.state, find(g.state, "Mutavault")) is None
    assert subtypes(g.state, find(g.state, "Mutavault")) == ()


def test_the_game_ends_when_a_player_loses_and_then_nothing_more_happens() -> None:
    g = game(
        Alice={"battlefield": [{"card": "Mountain", "count": 2}], "hand": ["Lightning Bolt", "Shock"]},
        Bob={"life": 3},
    )
    g.push(Cast("Shock", targets=("Bob",)))
    g.push(Cast("Lightning Bolt", targets=("Bob",)))
    g.push(Resolve(None))  # Bolt resolves: Bob loses (704.5a), the game ends (104.2a)
    assert g.state.player("Bob").lost and g.state.game_over == ("Alice has won: every opponent has lost", "104.2a")
    assert [o.name for o in g.state.stack_objects()] == ["Shock"]  # left where it was
    with pytest.raises(IllegalActionError) as err:
        g.push(Resolve(None))
    assert err.value.rules == ("104.2a",)


def test_a_player_who_loses_a_multiplayer_game_leaves_with_everything_they_own() -> None:
    g = game(
        Alice={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
        Bob={
            "life": 3,
            "battlefield": ["Grizzly Bears"],
            "hand": ["Island"],
            "graveyard": ["Opt"],
            "library": ["Forest"],
        },
        Carol={},
    )
    g.push(Cast("Lightning Bolt", targets=("Bob",)))
    g.push(Resolve(None))  # Bob loses (704.5a); Alice and Carol play on (800.4)
    state = g.state
    assert state.player("Bob").lost and state.game_over is None
    assert not [o.name for o in state.objects if o.owner == "Bob"]  # 800.4a
    assert state.priority == "Alice"
    g.push(Pass())
    assert g.state.priority == "Carol"  # Bob is skipped


def test_a_name_that_matches_different_objects_is_an_ambiguous_answer() -> None:
    # Two Ivys differ (one is damaged): "Ivy, Gleeful Spellthief" can't say which to keep.
    state = position(
        Alice={"battlefield": [{"card": "Ivy, Gleeful Spellthief", "as": "old_ivy"}, "Forest", "Island"],
               "hand": ["Ivy, Gleeful Spellthief"]},
        Bob={},
    )
    state = apply(state, Cast("Ivy, Gleeful Spellthief")).state
    with pytest.raises(QuestionError, match="ambiguous"):
        apply(state, Resolve(None), {"choose:Ivy, Gleeful Spellthief": ["Ivy, Gleeful Spellthief"]})


def test_alike_objects_answer_by_name() -> None:
    # Two Islands in hand that differ only by identity: "Island" twice means both.
    g = game(
        Alice={"battlefield": ["Island"], "hand": ["Brainstorm", "Island"],
               "library": ["Island", "Forest", "Plains"]},
        Bob={},
    )
    g.push(Cast("Brainstorm"))
    g.push(Resolve(None), {"choose:Brainstorm": ["Island", "Island"]})
    assert names(g.state, "Alice", Zone.HAND) == ["Forest", "Plains"]


# ---- an observer watches a run: what widgets and the explorer use ---------------------


def test_apply_reports_questions_events_and_resolutions_to_an_observer() -> None:
    from rulings_kit.core import events as ev
    from rulings_kit.core.engine import Observer, Txn
    from rulings_kit.core.questions import Question

    seen: list[str] = []

    class Notes(Observer):
        def asking(self, txn: Txn, question: Question) -> None:
            seen.append(f"ask {question.id}")

        def emitting(self, txn: Txn, event: ev.Event) -> None:
            if isinstance(event, ev.SpellCast | ev.Resolved):
                seen.append(type(event).__name__)

        def resolving(self, txn: Txn) -> None:
            seen.append("resolving")

    state = position(Alice={"battlefield": ["Mountain"], "hand": ["Shock"]}, Bob={})
    cast = apply(state, Cast("Shock", targets=("Bob",)), observer=Notes())
    assert seen == ["SpellCast"]
    after = apply(cast.state, Resolve(), observer=Notes())
    assert seen == ["SpellCast", "resolving", "Resolved"]
    assert after.state.player("Bob").life == 18  # watching changes nothing
    assert after == apply(cast.state, Resolve())


def test_an_observer_that_raises_stops_the_run_and_the_state_is_unchanged() -> None:
    from rulings_kit.core.engine import Observer, Txn

    class Stop(Exception):
        pass

    class StopBeforeResolving(Observer):
        def resolving(self, txn: Txn) -> None:
            raise Stop

    state = position(Alice={"battlefield": ["Mountain"], "hand": ["Shock"]}, Bob={})
    cast = apply(state, Cast("Shock", targets=("Bob",))).state
    with pytest.raises(Stop):
        apply(cast, Resolve(), observer=StopBeforeResolving())
    assert cast.player("Bob").life == 20 and find(cast, "Shock").zone is Zone.STACK
