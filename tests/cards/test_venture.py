"""Venture into the dungeon (701.49) and the dungeon cards (309): "venture into the dungeon" reads
into its own part; the dungeons are bundled data whose rooms' effects the grammar compiles like a
card's text; a room the engine can't carry out is kept with the reason, never left empty."""

from __future__ import annotations

import pickle

from rulings_kit.cards import Card, build
from rulings_kit.cards.dungeons import ROOM_TRIGGER, dungeon, dungeons
from rulings_kit.cards.model import VentureText
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core.dungeons import DUNGEON, rooms
from rulings_kit.core.effects.venture import Venture


def test_venture_reads_into_its_part_and_writes_back() -> None:
    (ability,) = compile_text("Dungeon Map", "{3}, {T}: Venture into the dungeon. Activate only "
                              "as a sorcery.", ("Artifact",)).abilities
    assert ability.effect == VentureText()
    assert ability.text() == "{3}, {T}: Venture into the dungeon. Activate only as a sorcery."


def test_the_instruction_carries_the_dungeons_and_is_a_value() -> None:
    card = build(Card("Veteran Dungeoneer", "Creature — Human Warrior", "{3}{W}", "3", "4",
                      text="When Veteran Dungeoneer enters the battlefield, venture into the "
                           "dungeon."))
    ((venture,),) = [a.effects for a in card.abilities]
    assert venture == Venture("Venture into the dungeon.", dungeons())
    assert pickle.loads(pickle.dumps(card)) == card


def test_the_dungeons_of_2021_are_bundled_with_their_rooms_and_arrows() -> None:
    assert [d.name for d in dungeons()] == [
        "Lost Mine of Phandelver", "Dungeon of the Mad Mage", "Tomb of Annihilation"]
    mine = dungeon("Lost Mine of Phandelver")
    assert mine.layout == DUNGEON and mine.types == ("Dungeon",)
    found = {r.name: ([rooms(mine)[i].name for i in r.leads_to], r.refused) for r in rooms(mine)}
    assert found == {
        "Cave Entrance": (["Goblin Lair", "Mine Tunnels"], ""),
        "Goblin Lair": (["Storeroom", "Dark Pool"], ""),
        "Mine Tunnels": (["Dark Pool", "Fungi Cavern"], ""),
        "Storeroom": (["Temple of Dumathoin"], ""),
        "Dark Pool": (["Temple of Dumathoin"], ""),
        "Fungi Cavern": (["Temple of Dumathoin"], ""),
        "Temple of Dumathoin": ([], ""),
    }
    assert all(r.trigger == ROOM_TRIGGER and r.effects for r in rooms(mine))  # 309.4c
    storeroom = rooms(mine)[3]
    assert len(storeroom.targets) == 1  # "Put a +1/+1 counter on target creature."


def test_a_room_the_engine_cant_carry_out_says_why() -> None:
    tomb = {r.name: r for r in rooms(dungeon("Tomb of Annihilation"))}
    assert tomb["Trapped Entry"].effects and not tomb["Trapped Entry"].refused
    veils = tomb["Veils of Fear"]
    assert not veils.effects and "unless" in veils.refused
