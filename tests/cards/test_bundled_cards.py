"""Which bundled cards are built from their Oracle text and which keep a hand-built
definition: every card of the first list compiles and builds, every card of the second
is still refused (so a card the compiler learns moves lists, and the scenario files,
all of which pass, play both kinds)."""

from __future__ import annotations

import pytest

from rulings_kit import data
from rulings_kit.cards import card_names, get_card
from rulings_kit.cards.build import build, card_from_record
from rulings_kit.cards.bundled import FROM_ORACLE_TEXT
from rulings_kit.errors import CardDefinitionError

#: bundled cards whose definitions are written by hand in rulings_kit/cards/pool.py,
#: with the part of their text the compiler or the interpreter doesn't have yet
HAND_BUILT = {
    "Banefire": "can't be countered if X is 5 or more, damage can't be prevented",
    "Beacon of Unrest": "a card from any graveyard onto the battlefield; shuffle itself",
    "Blight Herder": "process two cards from exile when cast",
    "Brainstorm": "put cards from your hand on top of your library",
    "Burst Lightning": "more damage instead, if kicked",
    "Comet Storm": "multikicker",
    "Contamination": "sacrifice unless; replace a land's mana",
    "Dream Thief": "a condition on spells cast this turn",
    "Exotic Orchard": "mana a land an opponent controls could produce",
    "Fellwar Stone": "mana a land an opponent controls could produce",
    "Fireball": "X damage divided evenly; costs more per extra target",
    "Ghostfire": "a characteristic-defining colour",
    "Goliath Daydreamer": "exile a spell with a counter instead; cast from exile",
    "Hangarback Walker": "X counters; a token for each counter",
    "Heartbeat of Spring": "a triggered mana ability",
    "Ivy, Gleeful Spellthief": "copy a spell targeting itself",
    "Mana Reflection": "a mana replacement effect",
    "Mutavault": "becomes a creature with all creature types",
    "Order of Whiteclay": "{Q} untap symbol",
    "Pili-Pala": "{Q} untap symbol",
    "Reflecting Pool": "mana a land you control could produce",
    "Ruin Processor": "process a card from exile when cast",
    "Staggershock": "rebound",
    "Temporal Mastery": "an extra turn; miracle",
    "Thought Harvester": "devoid; an opponent exiles from their library",
    "Vines of Vastwood": "can't be the target of an opponent's spells",
    "Vivid Crag": "enters with charge counters; remove one as a cost",
    "Voracious Hydra": "X counters; double counters; a modal enters trigger",
}


def test_every_bundled_card_is_in_exactly_one_list() -> None:
    assert FROM_ORACLE_TEXT.isdisjoint(HAND_BUILT)
    assert FROM_ORACLE_TEXT | set(HAND_BUILT) == set(card_names())


@pytest.mark.parametrize("name", sorted(FROM_ORACLE_TEXT))
def test_a_card_from_its_oracle_text_is_defined_by_the_interpreter(name: str) -> None:
    card = get_card(name)
    assert card.text_from_parts is not None  # built from the typed parts of its text
    assert card.oracle_text == data.card(name).text


@pytest.mark.parametrize("name", sorted(HAND_BUILT))
def test_a_hand_built_card_is_still_refused_by_the_compiler_or_interpreter(name: str) -> None:
    with pytest.raises(CardDefinitionError):
        build(card_from_record(data.card(name)))
    assert get_card(name).text_from_parts is None
