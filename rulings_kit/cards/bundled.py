"""Which bundled cards are built from their Oracle text (the compiler and the
interpreter) and which keep a hand-built definition in :mod:`rulings_kit.cards.pool`.

A bundled card goes through the compiler when its Oracle text compiles and every part
builds; the rest need parts the grammar or the engine's interpreter doesn't have yet
(issue 12). ``tests/cards/test_bundled_cards.py`` checks both lists.
"""

from __future__ import annotations

from functools import cache

from rulings_kit import data
from rulings_kit.cards.build import build, card_from_record
from rulings_kit.core.definitions import CardDef

#: bundled cards built from their Oracle text
FROM_ORACLE_TEXT: frozenset[str] = frozenset({
    "Air Elemental", "Boggart Brute", "Cancel", "Cold-Water Snapper", "Colossal Dreadmaw",
    "Counterspell", "Craw Wurm", "Daggerback Basilisk", "Divination", "Eldrazi Scion",
    "Endless One", "Essence Scatter", "Feed the Swarm", "Fencing Ace", "Forest", "Giant Growth",
    "Giant Spider", "Goblin Piker", "Grizzly Bears", "Hill Giant", "Hired Blade", "Island",
    "Izzet Charm", "Lightning Bolt", "Llanowar Elves", "Mesa Unicorn", "Mind Spring", "Mountain",
    "Opt", "Paladin en-Vec", "Plains", "Prodigal Pyromancer", "Raging Goblin", "Seeds of Strength",
    "Serra Angel", "Shock", "Skyhunter Skirmisher", "Smite the Monstrous", "Stroke of Genius",
    "Swamp", "Thopter", "Two-Headed Zombie", "Vampire of the Dire Moon", "Village Rites",
    "Walking Corpse", "Wall of Wood", "Wastes", "Youthful Knight", "Zombify",
})


@cache
def from_oracle_text(name: str) -> CardDef:
    """The definition of a bundled card built from its Oracle text."""
    return build(card_from_record(data.card(name)))
