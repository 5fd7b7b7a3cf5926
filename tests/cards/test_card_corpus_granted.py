"""Corpus cards whose static abilities grant activated abilities (613.1f, layer 6):
'Enchanted creature ... has "{T}: Draw a card, then discard a card."', 'Lands you control
have "{T}: Add one mana of any color."'. The object that has the ability is its source."""

from __future__ import annotations

from rulings_kit.core import Activate, Cast, Resolve, apply
from rulings_kit.core.characteristics import activated_abilities
from rulings_kit.core.state import GameState, Zone
from tests.cards.play import corpus_card, table


def _named(state: GameState, name: str) -> list[str]:
    return [o.display_name for o in state.permanents() if o.name == name]


def test_mask_of_immolations_token_sacrifices_itself_as_the_source_of_the_damage() -> None:
    state = table({Zone.HAND: [corpus_card("Mask of Immolation")],
                   Zone.BATTLEFIELD: ["Mountain", "Mountain"]})
    state = apply(state, Cast("Mask of Immolation")).state
    state = apply(state, Resolve(count=None)).state  # the Elemental, then the Mask on it
    (token,) = [o for o in state.permanents() if o.name == "Elemental"]
    assert len(activated_abilities(state, token)) == 1  # granted while equipped
    done = apply(state, Activate("Elemental Token", targets=("Bob",)))
    assert not _named(done.state, "Elemental")  # sacrificed as the cost (602.2)
    end = apply(done.state, Resolve()).state
    assert end.player("Bob").life == 19
    (mask,) = [o for o in end.permanents() if o.name == "Mask of Immolation"]
    assert mask.attached_to is None


def test_an_unequipped_creature_has_no_such_ability() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Mask of Immolation"),
                                      corpus_card("Grizzly Bears")]})
    (bears,) = [o for o in state.permanents() if o.name == "Grizzly Bears"]
    assert activated_abilities(state, bears) == ()


def test_gift_of_paradise_land_adds_two_mana_of_one_chosen_color() -> None:
    state = table({Zone.HAND: [corpus_card("Gift of Paradise")],
                   Zone.BATTLEFIELD: ["Forest", "Forest", "Forest", "Island"]})
    state = apply(state, Cast("Gift of Paradise", targets=("Island",))).state
    state = apply(state, Resolve(count=None)).state
    assert state.player("Alice").life == 23
    end = apply(state, Activate("Island", ability=2), {"color:Island": "B"}).state
    assert end.player("Alice").pool == ("B", "B")


def test_joiner_adept_lets_a_forest_pay_for_a_blue_spell() -> None:
    state = table({Zone.HAND: [corpus_card("Unsummon")],
                   Zone.BATTLEFIELD: [corpus_card("Joiner Adept"), "Forest"]},
                  {Zone.BATTLEFIELD: [corpus_card("Grizzly Bears")]})
    end = apply(state, Cast("Unsummon", targets=("Grizzly Bears",))).state
    assert [o.name for o in end.stack_objects()] == ["Unsummon"]


def _equipped_with_blazing_torch() -> GameState:
    """Alice's Grizzly Bears carrying her Blazing Torch ('Equipped creature has "{T},
    Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target."')."""
    from rulings_kit.cards.model import Card

    torch = Card("Blazing Torch", "Artifact — Equipment", "{1}", text=(
        "Equipped creature can't be blocked by Vampires or Zombies.\nEquipped creature has "
        '"{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target."\nEquip {1}'))
    state = table({Zone.BATTLEFIELD: [torch, corpus_card("Grizzly Bears"), "Plains"]})
    state = apply(state, Activate("Blazing Torch", targets=("Grizzly Bears",))).state
    return apply(state, Resolve()).state


def test_blazing_torchs_ability_sacrifices_the_torch_not_the_creature() -> None:
    """The name in the granted ability is the object that grants it (201.5a)."""
    state = _equipped_with_blazing_torch()
    end = apply(apply(state, Activate("Grizzly Bears", targets=("Bob",))).state,
                Resolve()).state
    assert _named(end, "Grizzly Bears") and not _named(end, "Blazing Torch")
    assert end.player("Bob").life == 18


def test_blazing_torch_on_a_creature_another_player_controls_cant_be_sacrificed() -> None:
    """The ruling: the creature's controller can't sacrifice a Torch they don't control
    (701.21a), so the cost can't be paid and nothing changes."""
    import pytest

    from rulings_kit.core.values import evolve
    from rulings_kit.errors import IllegalActionError

    state = _equipped_with_blazing_torch()
    (bears,) = [o for o in state.permanents() if o.name == "Grizzly Bears"]
    state = state.with_object(evolve(bears, controller="Bob"))  # as if Bob gained control
    state = evolve(state, priority="Bob")  # an instant-speed ability: Bob may activate it
    with pytest.raises(IllegalActionError, match=r"701\.21a"):
        apply(state, Activate("Grizzly Bears", by="Bob", targets=("Alice",)))
