"""Corpus creatures whose power and toughness count something: a characteristic-defining
ability, "Ironroot Warlord's power is equal to the number of creatures you control."
(604.3, 208.2a; layer 7a, 613.4a), and "gets +2/+2 for each Aura and Equipment attached
to it" (layer 7c, 613.4c)."""

from __future__ import annotations

from rulings_kit.core import Activate, Cast, Resolve, apply
from rulings_kit.core.characteristics import power_toughness
from rulings_kit.core.state import GameState, Zone
from tests.cards.play import corpus_card, table

WARLORD = corpus_card("Ironroot Warlord")  # */5


def test_its_power_counts_itself_and_the_other_creatures_you_control_only() -> None:
    state = table({Zone.BATTLEFIELD: [WARLORD, corpus_card("Grizzly Bears")]},
                  {Zone.BATTLEFIELD: [corpus_card("Giant Spider")]})
    (warlord,) = [o for o in state.permanents() if o.name == "Ironroot Warlord"]
    assert power_toughness(state, warlord) == (2, 5)  # its toughness stays the printed 5


def test_it_works_in_every_zone_and_follows_the_count() -> None:
    state = table({Zone.HAND: [WARLORD, corpus_card("Grizzly Bears")],
                   Zone.BATTLEFIELD: [corpus_card("Llanowar Elves"), "Forest", "Forest",
                                      "Plains"]})
    in_hand = next(o for o in state.zone_objects("Alice", Zone.HAND) if o.name == WARLORD.name)
    assert power_toughness(state, in_hand) == (1, 5)  # the Elves, from the hand (208.2a)
    end = apply(state, Cast("Grizzly Bears")).state
    end = apply(end, Resolve()).state
    in_hand = next(o for o in end.zone_objects("Alice", Zone.HAND) if o.name == WARLORD.name)
    assert power_toughness(end, in_hand) == (2, 5)


def _pt(state: GameState, name: str) -> tuple[int, int] | None:
    (obj,) = [o for o in state.permanents() if o.name == name]
    return power_toughness(state, obj)


def test_champion_of_the_flame_survives_shock_equipped_and_dies_when_the_sword_moves() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Champion of the Flame"),
                                      corpus_card("Grizzly Bears"), corpus_card("Short Sword"),
                                      "Mountain", "Mountain", "Mountain"],
                   Zone.HAND: [corpus_card("Shock")]})
    state = apply(state, Activate("Short Sword", targets=("Champion of the Flame",))).state
    state = apply(state, Resolve()).state
    assert _pt(state, "Champion of the Flame") == (4, 4)  # 1/1, +2/+2 and the Sword's +1/+1
    state = apply(state, Cast("Shock", targets=("Champion of the Flame",))).state
    state = apply(state, Resolve()).state
    assert _pt(state, "Champion of the Flame") == (4, 4)  # 2 damage marked: it survives
    state = apply(state, Activate("Short Sword", targets=("Grizzly Bears",))).state
    state = apply(state, Resolve()).state
    assert not [o for o in state.permanents() if o.name == "Champion of the Flame"]


def test_yavimaya_enchantress_counts_every_players_enchantments() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Yavimaya Enchantress"),
                                      corpus_card("Primal Rage")]},
                  {Zone.BATTLEFIELD: [corpus_card("Glorious Anthem"), corpus_card("Dragon Roost")]})
    # 2/2 and +1/+1 for each of three enchantments (Bob's anthem pumps only his creatures)
    assert _pt(state, "Yavimaya Enchantress") == (5, 5)


def test_empyrean_eagle_pumps_the_other_creatures_with_flying_you_control() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Empyrean Eagle"), corpus_card("Serra Angel"),
                                      corpus_card("Grizzly Bears")]},
                  {Zone.BATTLEFIELD: [corpus_card("Snapping Drake")]})
    assert _pt(state, "Serra Angel") == (5, 5)  # 4/4 with flying
    assert _pt(state, "Grizzly Bears") == (2, 2) and _pt(state, "Empyrean Eagle") == (2, 3)
    assert _pt(state, "Snapping Drake") == (3, 2)  # Bob's
