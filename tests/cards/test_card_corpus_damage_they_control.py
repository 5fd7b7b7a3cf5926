"""One source deals damage to players and permanents at once (120.3): "each creature with
flying and each player" (Hurricane, Bloodfire Colossus), "each opponent and each creature
and planeswalker they control" (Goblin Chainwhirler), "target player and 1 damage to each
creature that player controls" (Radiating Lightning)."""

from __future__ import annotations

from rulings_kit.core import Activate, Cast, Resolve, apply
from rulings_kit.core.state import Zone
from tests.cards.play import corpus_card, database_card, table


def test_goblin_chainwhirler_hits_each_opponent_and_only_their_creatures() -> None:
    state = table({Zone.HAND: [corpus_card("Goblin Chainwhirler")],
                   Zone.BATTLEFIELD: [corpus_card("Llanowar Elves"), *["Mountain"] * 3]},
                  {Zone.BATTLEFIELD: [corpus_card("Llanowar Elves"), corpus_card("Grizzly Bears")]})
    state = apply(state, Cast("Goblin Chainwhirler")).state
    state = apply(state, Resolve(count=None)).state
    assert state.player("Bob").life == 19 and state.player("Alice").life == 20
    assert [o.name for o in state.permanents("Bob")] == ["Grizzly Bears"]
    assert [o.damage for o in state.permanents("Bob")] == [1]
    assert sorted(o.name for o in state.permanents("Alice") if o.name != "Mountain") == [
        "Goblin Chainwhirler", "Llanowar Elves"]


def test_radiating_lightning_spares_the_casters_creatures() -> None:
    state = table({Zone.HAND: [corpus_card("Radiating Lightning")],
                   Zone.BATTLEFIELD: [corpus_card("Llanowar Elves"), *["Mountain"] * 4]},
                  {Zone.BATTLEFIELD: [corpus_card("Llanowar Elves")]})
    state = apply(state, Cast("Radiating Lightning", targets=("Bob",))).state
    state = apply(state, Resolve(count=None)).state
    assert state.player("Bob").life == 17
    assert not state.permanents("Bob")
    assert [o.name for o in state.permanents("Alice") if o.name != "Mountain"] == ["Llanowar Elves"]


def test_chandra_flames_fury_hits_the_target_creature_and_that_creatures_controller() -> None:
    # "[-2]: ... deals 4 damage to target creature and 2 damage to that creature's
    # controller": the player who controls the target, not Chandra's controller
    state = table({Zone.BATTLEFIELD: [corpus_card("Chandra, Flame's Fury")]},
                  {Zone.BATTLEFIELD: [corpus_card("Grizzly Bears")]})
    (chandra,) = [o for o in state.permanents() if o.name == "Chandra, Flame's Fury"]
    state = state.with_object(chandra.with_counters("loyalty", 4))
    state = apply(state, Activate("Chandra, Flame's Fury", ability=2,
                                  targets=("Grizzly Bears",))).state
    state = apply(state, Resolve(count=None)).state
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 18)
    assert not state.permanents("Bob")


def test_hurricane_hits_each_flier_and_each_player_but_no_other_creature() -> None:
    state = table({Zone.HAND: [corpus_card("Hurricane")], Zone.BATTLEFIELD: ["Forest"] * 3},
                  {Zone.BATTLEFIELD: [corpus_card("Serra Angel"), corpus_card("Grizzly Bears")]})
    state = apply(state, Cast("Hurricane", x=2, pay=("Forest",) * 3)).state
    state = apply(state, Resolve(count=None)).state
    assert (state.player("Alice").life, state.player("Bob").life) == (18, 18)
    assert {o.name: o.damage for o in state.permanents("Bob")} == {
        "Serra Angel": 2, "Grizzly Bears": 0}


def test_bloodfire_colossus_deals_its_damage_after_it_was_sacrificed() -> None:
    # the cost sacrifices it; the ability uses it as it last existed (608.2h)
    state = table({Zone.BATTLEFIELD: [corpus_card("Bloodfire Colossus"), "Mountain"]},
                  {Zone.BATTLEFIELD: [corpus_card("Serra Angel")]})
    state = apply(state, Activate("Bloodfire Colossus")).state
    state = apply(state, Resolve(count=None)).state
    assert (state.player("Alice").life, state.player("Bob").life) == (14, 14)
    assert not state.permanents("Bob")


def test_cryoclasm_deals_its_damage_to_the_destroyed_lands_controller() -> None:
    # "Destroy target Plains or Island. Cryoclasm deals 3 damage to that land's
    # controller.": the land is gone, its controller as it last existed (608.2h)
    state = table({Zone.HAND: [corpus_card("Cryoclasm")], Zone.BATTLEFIELD: ["Mountain"] * 3},
                  {Zone.BATTLEFIELD: ["Plains"]})
    state = apply(state, Cast("Cryoclasm", targets=("Plains",))).state
    state = apply(state, Resolve(count=None)).state
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 17)
    assert not state.permanents("Bob")


def test_chandra_nalaar_at_a_player_hits_that_players_creatures_only() -> None:
    # "... to target player or planeswalker and each creature that player or that
    # planeswalker's controller controls": a player chosen is "that player"
    state = table({Zone.BATTLEFIELD: [database_card("Chandra Nalaar"),
                                      corpus_card("Grizzly Bears")]},
                  {Zone.BATTLEFIELD: [corpus_card("Hill Giant")]})
    (chandra,) = [o for o in state.permanents() if o.name == "Chandra Nalaar"]
    state = state.with_object(chandra.with_counters("loyalty", 9))
    state = apply(state, Activate("Chandra Nalaar", ability=3, targets=("Bob",))).state
    state = apply(state, Resolve(count=None)).state
    assert (state.player("Alice").life, state.player("Bob").life) == (20, 10)
    assert not state.permanents("Bob")
    assert sorted(o.name for o in state.permanents("Alice")) == ["Chandra Nalaar",
                                                                 "Grizzly Bears"]
