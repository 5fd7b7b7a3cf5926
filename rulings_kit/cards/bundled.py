"""Which bundled cards are built from their Oracle text (the compiler and the
interpreter) and which keep a hand-built definition in :mod:`rulings_kit.cards.pool`.

A bundled card goes through the compiler when its Oracle text compiles and every part
builds; the rest need parts the grammar or the engine's interpreter doesn't have yet
(issue 12). ``tests/cards/test_bundled_cards.py`` checks both lists.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from rulings_kit import data
from rulings_kit.cards.build import build, card_from_record
from rulings_kit.cards.model import Card
from rulings_kit.cards.oracle import compile_card
from rulings_kit.core.definitions import CardDef

#: bundled cards built from their Oracle text
FROM_ORACLE_TEXT: frozenset[str] = frozenset({
    "Air Elemental", "Banefire", "Beacon of Unrest", "Blight Herder", "Boggart Brute",
    "Brainstorm", "Burst Lightning", "Cancel", "Cold-Water Snapper", "Colossal Dreadmaw",
    "Comet Storm", "Contamination", "Counterspell", "Craw Wurm", "Daggerback Basilisk",
    "Divination", "Dream Thief", "Eldrazi Scion", "Endless One", "Essence Scatter",
    "Exotic Orchard", "Feed the Swarm", "Fellwar Stone", "Fencing Ace", "Fireball", "Forest",
    "Ghostfire", "Giant Growth", "Giant Spider", "Goblin Piker", "Goliath Daydreamer",
    "Grizzly Bears", "Hangarback Walker", "Heartbeat of Spring", "Hill Giant", "Hired Blade",
    "Island", "Ivy, Gleeful Spellthief", "Izzet Charm", "Lightning Bolt", "Llanowar Elves",
    "Mana Reflection", "Mesa Unicorn", "Mind Spring", "Mountain", "Mutavault", "Opt",
    "Order of Whiteclay", "Paladin en-Vec", "Pili-Pala", "Plains", "Prodigal Pyromancer",
    "Raging Goblin", "Reflecting Pool", "Ruin Processor", "Seeds of Strength", "Serra Angel",
    "Shock", "Skyhunter Skirmisher", "Smite the Monstrous", "Staggershock", "Stroke of Genius",
    "Swamp", "Temporal Mastery", "Thopter", "Thought Harvester", "Two-Headed Zombie",
    "Vampire of the Dire Moon", "Village Rites", "Vines of Vastwood", "Vivid Crag",
    "Voracious Hydra", "Walking Corpse", "Wall of Wood", "Wastes", "Youthful Knight",
    "Zombify",
})


@cache
def from_oracle_text(name: str) -> CardDef:
    """The definition of a bundled card built from its Oracle text."""
    return build(card_from_record(data.card(name)))


@cache
def card_data(name: str) -> Card:
    """A bundled card built from its Oracle text as data: its printed characteristics and
    the typed parts its text compiles to (no Oracle text), ready for JSON."""
    record = data.card(name)
    return replace(card_from_record(record), text="", abilities=compile_card(record).abilities)
