"""Set up positions with cards built from their Oracle text (no bundled data needed)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from pathlib import Path

from rulings_kit.cards.lower import build, card_from_record
from rulings_kit.cards.model import Card
from rulings_kit.core import GameState
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.setup import Placed, PlayerSetup, build_state
from rulings_kit.core.state import Zone
from rulings_kit.data import carddb
from rulings_kit.data.loaders import load_mtgjson_set
from rulings_kit.data.records import CardRecord

#: basic lands, so a position can pay for spells
BASICS = {n: Card(n, f"Basic Land — {n}", text=f"({{T}}: Add {{{c}}}.)")
          for n, c in (("Plains", "W"), ("Island", "U"), ("Swamp", "B"), ("Mountain", "R"),
                       ("Forest", "G"))}


@cache
def built(card: Card | str) -> CardDef:
    """The definition of a card (one per card, as a pool holds it)."""
    if isinstance(card, str):
        card = BASICS[card]
    return build(card)


def table(alice: dict[Zone, Sequence[Card | str]],
          bob: dict[Zone, Sequence[Card | str]] | None = None) -> GameState:
    """Alice (active, in her first main phase) and Bob with these cards in these zones."""
    def zones(given: dict[Zone, Sequence[Card | str]]) -> dict[Zone, list[Placed]]:
        return {z: [Placed(built(c)) for c in cards] for z, cards in given.items()}

    return build_state([PlayerSetup("Alice", zones=zones(alice)),
                        PlayerSetup("Bob", zones=zones(bob or {}))])


CORPUS = Path(__file__).parent / "fixtures" / "corpus"


@cache
def _corpus() -> dict[str, CardRecord]:
    return {r.name: r for f in sorted(CORPUS.glob("*.json")) for r in load_mtgjson_set(f)}


def corpus_card(name: str) -> Card:
    """A card of the corpus copied into the repository (tests/cards/fixtures/corpus)."""
    return card_from_record(_corpus()[name])


def database_card(name: str) -> Card:
    """A card of the packaged card database (every card printed to April 2022)."""
    return card_from_record(carddb.packaged().record(name))
