"""Compiled cards with static abilities, Auras, Equipment and pumps play by the rules:
an Aura falls off (704.5m), an Equipment stays (704.5n), anthems apply while their
source is on the battlefield (611.3a), "until end of turn" ends in the cleanup step."""

from __future__ import annotations

import pytest

from rulings_kit.cards.model import Card
from rulings_kit.core import Activate, Advance, Attack, Block, Cast, Pass, Resolve, Step, apply
from rulings_kit.core.characteristics import has_keyword, power_toughness
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.errors import IllegalActionError
from tests.cards.play import table

BEAR = Card("Grizzly Bears", "Creature — Bear", "{1}{G}", "2", "2")
WALL = Card("Wall of Wood", "Creature — Wall", "{G}", "0", "3", text="Defender")
CHARM = Card("Feather Charm", "Enchantment — Aura", "{W}",
             text="Enchant creature\nEnchanted creature gets +1/+2 and has flying.")
SWORD = Card("Short Sword", "Artifact — Equipment", "{1}",
             text="Equipped creature gets +1/+1.\nEquip {1}")
LORD = Card("Bear Captain", "Creature — Human Soldier", "{1}{W}", "2", "2",
            text="Other creatures you control get +1/+1.")
GIANT = Card("Giant Growth", "Instant", "{G}",
             text="Target creature gets +3/+3 and gains trample until end of turn.")
SHOCK = Card("Shock", "Instant", "{R}", text="Shock deals 2 damage to any target.")
COWARD = Card("Craven Goblin", "Creature — Goblin", "{R}", "2", "1",
              text="This creature can't block.")


def _play(state: GameState, *actions: object) -> GameState:
    for action in actions:
        state = apply(state, action).state  # type: ignore[arg-type]
    return state


def _one(state: GameState, name: str) -> GameObject:
    (found,) = [o for o in state.permanents() if o.name == name]
    return found


def _graveyard(state: GameState, player: str) -> list[str]:
    return sorted(o.name for o in state.zone_objects(player, Zone.GRAVEYARD))


def test_an_aura_enchants_its_target_and_falls_off_when_the_creature_dies() -> None:
    state = table({Zone.HAND: [CHARM], Zone.BATTLEFIELD: [BEAR, "Plains"]},
                  {Zone.HAND: [SHOCK], Zone.BATTLEFIELD: ["Mountain"]})
    state = _play(state, Cast("Feather Charm", targets=("Grizzly Bears",)), Resolve(count=None))
    bear = _one(state, "Grizzly Bears")
    assert _one(state, "Feather Charm").attached_to == bear.id  # 608.3c
    assert power_toughness(state, bear) == (3, 4)
    assert has_keyword(state, bear, "Flying")
    # toughness 4: Shock doesn't kill it while the Aura is on it
    state = _play(state, Pass(), Cast("Shock", by="Bob", targets=("Grizzly Bears",)), Resolve(count=None))
    assert "Grizzly Bears" not in _graveyard(state, "Alice")


def test_an_aura_whose_creature_leaves_goes_to_the_graveyard() -> None:
    kill = Card("Murder", "Instant", "{B}", text="Destroy target creature.")
    state = table({Zone.HAND: [CHARM], Zone.BATTLEFIELD: [BEAR, "Plains"]},
                  {Zone.HAND: [kill], Zone.BATTLEFIELD: ["Swamp"]})
    state = _play(state, Cast("Feather Charm", targets=("Grizzly Bears",)), Resolve(count=None),
                  Pass(), Cast("Murder", by="Bob", targets=("Grizzly Bears",)), Resolve(count=None))
    assert _graveyard(state, "Alice") == ["Feather Charm", "Grizzly Bears"]  # 704.5m


def test_an_aura_spell_whose_target_is_gone_doesnt_resolve() -> None:
    state = table({Zone.HAND: [CHARM], Zone.BATTLEFIELD: [BEAR, "Plains"]},
                  {Zone.HAND: [SHOCK], Zone.BATTLEFIELD: ["Mountain"]})
    state = _play(state, Cast("Feather Charm", targets=("Grizzly Bears",)),
                  Pass(), Cast("Shock", by="Bob", targets=("Grizzly Bears",)), Resolve(count=None))
    assert _graveyard(state, "Alice") == ["Feather Charm", "Grizzly Bears"]  # 608.3b
    assert not [o for o in state.permanents() if o.name == "Feather Charm"]


def test_equipment_attaches_as_a_sorcery_and_stays_when_its_creature_dies() -> None:
    kill = Card("Murder", "Instant", "{B}", text="Destroy target creature.")
    state = table({Zone.HAND: [GIANT], Zone.BATTLEFIELD: [BEAR, SWORD, "Plains", "Forest"]},
                  {Zone.HAND: [kill], Zone.BATTLEFIELD: ["Swamp"]})
    responding = _play(state, Cast("Giant Growth", targets=("Grizzly Bears",)))
    with pytest.raises(IllegalActionError, match=r"only as a sorcery.*602\.5d"):
        apply(responding, Activate("Short Sword", targets=("Grizzly Bears",)))
    state = _play(state, Activate("Short Sword", targets=("Grizzly Bears",)), Resolve(count=None))
    bear = _one(state, "Grizzly Bears")
    assert _one(state, "Short Sword").attached_to == bear.id  # 702.6a
    assert power_toughness(state, bear) == (3, 3)
    state = _play(state, Pass(), Cast("Murder", by="Bob", targets=("Grizzly Bears",)),
                  Resolve(count=None))
    assert _graveyard(state, "Alice") == ["Grizzly Bears"]
    assert _one(state, "Short Sword").attached_to is None  # 704.5n: it stays, unattached


def test_an_anthem_applies_to_other_creatures_only_while_its_source_is_there() -> None:
    state = table({Zone.BATTLEFIELD: [LORD, BEAR]}, {Zone.HAND: [SHOCK, Card(
        "Lightning Strike", "Instant", "{1}{R}", text="Lightning Strike deals 3 damage to any "
        "target.")], Zone.BATTLEFIELD: ["Mountain"] * 3})
    assert power_toughness(state, _one(state, "Grizzly Bears")) == (3, 3)
    assert power_toughness(state, _one(state, "Bear Captain")) == (2, 2)
    state = _play(state, Pass(), Cast("Shock", by="Bob", targets=("Grizzly Bears",)), Resolve(count=None))
    assert "Grizzly Bears" not in _graveyard(state, "Alice")
    # the Captain dies: the Bears lose +1/+1 and their 2 damage is now lethal (704.5g)
    state = _play(state, Pass(), Cast("Lightning Strike", by="Bob", targets=("Bear Captain",)),
                  Resolve(count=None))
    assert _graveyard(state, "Alice") == ["Bear Captain", "Grizzly Bears"]


def test_a_pump_until_end_of_turn_ends_in_the_cleanup_step() -> None:
    state = table({Zone.HAND: [GIANT], Zone.BATTLEFIELD: [BEAR, "Forest"]})
    state = _play(state, Cast("Giant Growth", targets=("Grizzly Bears",)), Resolve(count=None))
    bear = _one(state, "Grizzly Bears")
    assert power_toughness(state, bear) == (5, 5) and has_keyword(state, bear, "Trample")
    state = _play(state, Advance(Step.CLEANUP), Advance(Step.UPKEEP))
    bear = _one(state, "Grizzly Bears")
    assert power_toughness(state, bear) == (2, 2) and not has_keyword(state, bear, "Trample")


def test_a_creature_that_cant_block_is_refused_as_a_blocker() -> None:
    state = table({Zone.BATTLEFIELD: [BEAR]}, {Zone.BATTLEFIELD: [COWARD, WALL]})
    state = _play(state, Attack(("Grizzly Bears",)))
    with pytest.raises(IllegalActionError, match=r"Craven Goblin can't block.*509\.1a"):
        apply(state, Block((("Craven Goblin", "Grizzly Bears"),)))
    blocked = apply(state, Block((("Wall of Wood", "Grizzly Bears"),))).state
    assert _one(blocked, "Wall of Wood").blocking == _one(blocked, "Grizzly Bears").id


def test_shroud_stops_its_controllers_own_spells_too() -> None:
    # 702.18a: not even its controller's spells can target it (hexproof would allow them)
    hidden = Card("Veiled Bear", "Creature — Bear", "{1}{G}", "2", "2", text="Shroud")
    state = table({Zone.HAND: [GIANT], Zone.BATTLEFIELD: [hidden, "Forest"]})
    with pytest.raises(IllegalActionError, match=r"has shroud.*702\.18a"):
        apply(state, Cast("Giant Growth", targets=("Veiled Bear",)))
