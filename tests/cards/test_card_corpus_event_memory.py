"""Corpus triggered abilities that use what their trigger event was about (603.2, 608.2h):
"that player" (who drew or discarded, who was dealt damage) and "that much"."""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.core import Advance, Attack, Cast, Resolve, apply
from rulings_kit.core.characteristics import has_keyword
from rulings_kit.core.events import AbilityTriggered
from rulings_kit.core.state import GameState, Step, Zone
from tests.cards.play import corpus_card, table


def _life(state: GameState) -> tuple[int, int]:
    return state.player("Alice").life, state.player("Bob").life


def test_underworld_dreams_damages_the_opponent_who_draws_not_its_controller() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Underworld Dreams")],
                   Zone.LIBRARY: ["Swamp"] * 3},
                  {Zone.LIBRARY: ["Forest"] * 3})
    state = apply(state, Advance(Step.DRAW)).state  # Bob's turn: he draws (504.1)
    state = apply(state, Resolve(count=None)).state
    assert state.active == "Bob" and _life(state) == (20, 19)
    state = apply(state, Advance(Step.DRAW)).state  # Alice's draw triggers nothing
    assert state.active == "Alice" and not state.stack_objects() and _life(state) == (20, 19)


def test_a_discard_triggers_megrim_and_fell_specter_for_the_player_who_discarded() -> None:
    state = table({Zone.HAND: [corpus_card("Fell Specter")],
                   Zone.BATTLEFIELD: [corpus_card("Megrim"), "Swamp", "Swamp", "Swamp", "Swamp"]},
                  {Zone.HAND: ["Forest"]})
    state = apply(state, Cast("Fell Specter")).state
    end = apply(state, Resolve(count=None), {
        "target:Fell Specter": ["Bob"],
        "order:Alice": ["Megrim (trigger)", "Fell Specter (trigger)"]}).state
    assert [end.obj(i).name for i in end.player("Bob").graveyard] == ["Forest"]
    assert _life(end) == (20, 16)  # 2 damage from Megrim, 2 life lost to Fell Specter


def test_hypnotic_specters_damage_makes_that_player_discard_at_random() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Hypnotic Specter")]},
                  {Zone.HAND: ["Forest", "Island"]})
    state = apply(state, Attack(("Hypnotic Specter",))).state
    state = apply(state, Advance(Step.COMBAT_DAMAGE)).state
    end = apply(state, Resolve(count=None)).state
    assert _life(end) == (20, 18) and len(end.player("Bob").hand) == 1
    assert len(end.player("Bob").graveyard) == 1


def test_chandras_spitfire_ignores_combat_damage() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Chandra's Spitfire"),
                                      corpus_card("Grizzly Bears")]})
    state = apply(state, Attack(("Grizzly Bears",))).state
    end = apply(state, Advance(Step.END_OF_COMBAT)).state
    assert _life(end) == (20, 18) and not end.stack_objects()


def test_kazarov_triggers_for_an_opponents_creature_dealt_damage_not_for_yours() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Kazarov, Sengir Pureblood"), "Mountain",
                                      "Mountain", corpus_card("Grizzly Bears")],
                   Zone.HAND: [corpus_card("Shock"), corpus_card("Shock")]},
                  {Zone.BATTLEFIELD: [corpus_card("Giant Spider")]})
    state = apply(state, Cast("Shock", targets=("Alice:Grizzly Bears",))).state
    state = apply(state, Resolve(count=None)).state
    (kazarov,) = [o for o in state.permanents() if o.name.startswith("Kazarov")]
    assert kazarov.counter("+1/+1") == 0
    state = apply(state, Cast("Shock", targets=("Giant Spider",))).state
    state = apply(state, Resolve(count=None)).state
    (kazarov,) = [o for o in state.permanents() if o.name.startswith("Kazarov")]
    assert kazarov.counter("+1/+1") == 1


def test_hungering_hydra_gets_as_many_counters_as_the_damage_it_survives() -> None:
    state = table({Zone.BATTLEFIELD: ["Mountain"], Zone.HAND: [corpus_card("Shock")]},
                  {Zone.BATTLEFIELD: [corpus_card("Hungering Hydra")]})
    (hydra,) = state.permanents("Bob")
    state = state.with_object(hydra.with_counters("+1/+1", 3))  # cast with X = 3
    state = apply(state, Cast("Shock", targets=("Hungering Hydra",))).state
    end = apply(state, Resolve(count=None)).state
    (hydra,) = end.permanents("Bob")
    assert hydra.counter("+1/+1") == 5 and hydra.damage == 2


def test_mystic_skyfish_triggers_on_the_second_draw_only() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Mystic Skyfish")] + ["Island"] * 4,
                   Zone.HAND: [corpus_card("Opt"), corpus_card("Divination")],
                   Zone.LIBRARY: ["Swamp"] * 5})
    state = apply(state, Cast("Opt")).state
    state = apply(state, Resolve(count=None), {"scry:Opt": []}).state  # first draw
    assert not state.stack_objects()
    state = apply(state, Cast("Divination")).state
    done = apply(state, Resolve(count=None))  # second and third draws: one trigger
    assert sum(1 for e in done.events if isinstance(e, AbilityTriggered)) == 1
    (fish,) = [o for o in done.state.permanents() if o.name == "Mystic Skyfish"]
    assert has_keyword(done.state, fish, "Flying")


def test_goblin_arsonist_may_deal_1_damage_as_it_dies() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Goblin Arsonist"), "Mountain"],
                   Zone.HAND: [corpus_card("Shock")]})
    state = apply(state, Cast("Shock", targets=("Goblin Arsonist",))).state
    yes = apply(state, Resolve(count=None), {"may:Goblin Arsonist": True,
                                             "target:Goblin Arsonist": ["Bob"]}).state
    no = apply(state, Resolve(count=None), {"may:Goblin Arsonist": False,
                                            "target:Goblin Arsonist": ["Bob"]}).state
    assert _life(yes) == (20, 19) and _life(no) == (20, 20)


def test_grave_pact_makes_each_other_player_sacrifice_when_your_creature_dies() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Grave Pact"), corpus_card("Grizzly Bears"),
                                      "Mountain"], Zone.HAND: [corpus_card("Shock")]},
                  {Zone.BATTLEFIELD: [corpus_card("Giant Spider")]})
    state = apply(state, Cast("Shock", targets=("Grizzly Bears",))).state
    end = apply(state, Resolve(count=None)).state
    assert [end.obj(i).name for i in end.player("Bob").graveyard] == ["Giant Spider"]
    assert [end.obj(i).name for i in end.player("Alice").graveyard] == ["Shock", "Grizzly Bears"]


def test_tomebound_lich_loots_as_it_enters_and_when_it_hits_a_player() -> None:
    state = table({Zone.HAND: [corpus_card("Tomebound Lich"), "Forest"],
                   Zone.BATTLEFIELD: ["Swamp", "Island", "Island"],
                   Zone.LIBRARY: ["Plains", "Mountain"]})
    state = apply(state, Cast("Tomebound Lich")).state
    state = apply(state, Resolve(count=None), {"discard:Alice": ["Forest"]}).state
    assert [state.obj(i).name for i in state.player("Alice").hand] == ["Plains"]
    (lich,) = [o for o in state.permanents() if o.name == "Tomebound Lich"]
    state = state.with_object(replace(lich, sick=False))  # as if it came last turn
    state = apply(state, Attack(("Tomebound Lich",))).state
    state = apply(state, Advance(Step.COMBAT_DAMAGE)).state
    end = apply(state, Resolve(count=None), {"discard:Alice": ["Plains"]}).state
    assert end.player("Bob").life == 19
    assert [end.obj(i).name for i in end.player("Alice").hand] == ["Mountain"]


def test_spirit_link_gains_the_damage_its_creature_deals() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Grizzly Bears"), "Plains"],
                   Zone.HAND: [corpus_card("Spirit Link")]})
    state = apply(state, Cast("Spirit Link", targets=("Grizzly Bears",))).state
    state = apply(state, Resolve(count=None)).state
    state = apply(state, Attack(("Grizzly Bears",))).state
    state = apply(state, Advance(Step.COMBAT_DAMAGE)).state
    end = apply(state, Resolve(count=None)).state
    assert _life(end) == (22, 18)


def test_dreamborn_muse_mills_the_upkeep_player_as_many_as_their_hand() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Dreamborn Muse")],
                   Zone.HAND: ["Island"] * 3, Zone.LIBRARY: ["Swamp"] * 6},
                  {Zone.HAND: ["Forest"], Zone.LIBRARY: ["Mountain"] * 6})
    state = apply(state, Advance(Step.UPKEEP)).state  # Bob's upkeep: he holds 1 card
    state = apply(state, Resolve(count=None)).state
    assert state.active == "Bob" and len(state.player("Bob").graveyard) == 1
    assert len(state.player("Alice").graveyard) == 0
