""""Whenever this creature becomes the target of a spell or ability an opponent controls"
(Warden of the Woods, Thorn Lieutenant) and "... of a spell" (Gargos): the spell as it
becomes cast, the ability as it is activated or put on the stack, its targets chosen
(601.2c, 602.2b, 603.3d)."""

from __future__ import annotations

from rulings_kit.core import Activate, Cast, Pass, Resolve, apply
from rulings_kit.core.state import GameState, Zone
from tests.cards.play import corpus_card, table


def _warden_targeted_by(caster: str) -> GameState:
    alice_hand = [corpus_card("Giant Growth")] if caster == "Alice" else []
    bob_hand = [corpus_card("Shock")] if caster == "Bob" else []
    state = table({Zone.BATTLEFIELD: [corpus_card("Warden of the Woods"), "Forest"],
                   Zone.HAND: alice_hand, Zone.LIBRARY: ["Island"] * 3},
                  {Zone.BATTLEFIELD: ["Mountain"], Zone.HAND: bob_hand})
    if caster == "Alice":
        return apply(state, Cast("Giant Growth", targets=("Warden of the Woods",))).state
    state = apply(state, Pass()).state
    return apply(state, Cast("Shock", by="Bob", targets=("Warden of the Woods",))).state


def test_warden_of_the_woods_draws_two_when_an_opponents_spell_targets_it() -> None:
    state = _warden_targeted_by("Bob")
    assert [o.display_name for o in state.stack_objects()] == [
        "Warden of the Woods (trigger)", "Shock"]
    end = apply(state, Resolve(count=None), {"may:Warden of the Woods": True}).state
    assert len(end.player("Alice").hand) == 2


def test_warden_of_the_woods_ignores_its_controllers_own_spell() -> None:
    state = _warden_targeted_by("Alice")
    assert [o.display_name for o in state.stack_objects()] == ["Giant Growth"]


def test_thorn_lieutenant_makes_an_elf_when_an_opponents_ability_targets_it() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Orcish Artillery")]},
                  {Zone.BATTLEFIELD: [corpus_card("Thorn Lieutenant")]})
    state = apply(state, Activate("Orcish Artillery", targets=("Thorn Lieutenant",))).state
    end = apply(state, Resolve(count=None)).state
    assert sorted(o.name for o in end.permanents("Bob")) == ["Elf Warrior", "Thorn Lieutenant"]


def test_gargos_fights_when_your_own_spell_targets_a_creature_you_control() -> None:
    # "Whenever a creature you control becomes the target of a spell": any player's spell
    state = table({Zone.BATTLEFIELD: [corpus_card("Gargos, Vicious Watcher"),
                                      corpus_card("Grizzly Bears"), "Forest"],
                   Zone.HAND: [corpus_card("Giant Growth")]},
                  {Zone.BATTLEFIELD: [corpus_card("Serra Angel")]})
    state = apply(state, Cast("Giant Growth", targets=("Grizzly Bears",)),
                  {"target:Gargos, Vicious Watcher": ["Serra Angel"]}).state
    end = apply(state, Resolve(count=None)).state
    assert [o.name for o in end.zone_objects("Bob", Zone.GRAVEYARD)] == ["Serra Angel"]
    assert [o.damage for o in end.permanents("Alice") if o.name.startswith("Gargos")] == [4]
