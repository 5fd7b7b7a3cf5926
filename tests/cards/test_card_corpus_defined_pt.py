"""Corpus creatures whose power and/or toughness a characteristic-defining ability sets:
"Ironroot Warlord's power is equal to the number of creatures you control." (604.3,
208.2a; layer 7a, 613.4a)."""

from __future__ import annotations

from rulings_kit.core import Cast, Resolve, apply
from rulings_kit.core.characteristics import power_toughness
from rulings_kit.core.state import Zone
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
