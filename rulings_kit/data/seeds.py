"""The seed documents: official rulings pages the project was started from, as plain text.

Each file is a page's text: a "Search" line (page chrome), paragraphs of Comprehensive
Rules text that every page repeats, then the card's official rulings, one paragraph
each. Files do not say which card they are about, so it is worked out from the rulings:
the bundled card whose rulings they repeat, or failing that whose name they mention most.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from importlib import resources

from rulings_kit.data.records import Ruling, normalize_text

__all__ = ["SeedDocument", "parse_seed", "seed_documents", "seed_rulings"]

SEED_DIR = "seeds"
_CHROME = frozenset({"search"})


@dataclass(frozen=True)
class SeedDocument:
    """One seed file: its name, the card it is about (``None`` if unclear), its rulings."""

    filename: str
    card: str | None
    rulings: tuple[str, ...]


def _paragraphs(text: str) -> list[str]:
    lines = [line.strip() for line in text.removeprefix("\ufeff").splitlines()]
    paragraphs: list[str] = []
    current: list[str] = []
    for line in [*lines, ""]:
        if line:
            current.append(line)
        elif current:
            paragraphs.append(" ".join(current))
            current = []
    return [p for p in paragraphs if normalize_text(p) not in _CHROME]


def parse_seed(text: str, boilerplate: Iterable[str] = ()) -> list[str]:
    """The ruling paragraphs of a seed text, without page chrome and rules boilerplate.

    ``boilerplate`` holds texts (compared after :func:`normalize_text`) to drop.
    """
    drop = {normalize_text(b) for b in boilerplate}
    return [p for p in _paragraphs(text) if normalize_text(p) not in drop]


def _identify(rulings: list[str], cards: Mapping[str, Iterable[str]]) -> str | None:
    """The card these rulings are about: most rulings shared with its bundled rulings,
    then most mentions of its name (a ruling may mention other cards, but less often)."""
    texts = {normalize_text(r) for r in rulings}
    joined = " ".join(texts)
    best: tuple[int, int] = (0, 0)
    found: str | None = None
    for name, known in cards.items():
        shared = len(texts & {normalize_text(k) for k in known})
        mentions = joined.count(normalize_text(name))
        if (shared, mentions) > best:
            best, found = (shared, mentions), name
    return found


@functools.cache
def seed_documents() -> tuple[SeedDocument, ...]:
    """The bundled seed documents, each with the card it is about and its rulings."""
    # Imported here: the package's __init__ imports this module.
    from rulings_kit.data import _bundled_rulings_texts
    from rulings_kit.data.rules import bundled_rules

    folder = resources.files("rulings_kit.data").joinpath(SEED_DIR)
    files = sorted((f for f in folder.iterdir() if f.name.endswith(".txt")), key=lambda f: f.name)
    texts = {f.name: f.read_text("utf-8") for f in files}
    # Rules text the pages quote: any paragraph that is a bundled rule's text, and any
    # paragraph every page repeats (some quoted rules are not among the excerpts).
    boilerplate = {r.text for r in bundled_rules().rules.values()}
    if len(texts) > 1:
        common = set.intersection(
            *({normalize_text(p) for p in _paragraphs(t)} for t in texts.values())
        )
        boilerplate |= common
    cards = _bundled_rulings_texts()
    documents = []
    for filename, text in texts.items():
        rulings = parse_seed(text, boilerplate)
        documents.append(SeedDocument(filename, _identify(rulings, cards), tuple(rulings)))
    return tuple(documents)


def seed_rulings(name: str) -> tuple[Ruling, ...]:
    """The rulings the seed documents give for the card ``name`` (exact Oracle name)."""
    return tuple(
        Ruling(date=None, text=text, source=f"seed document {doc.filename}")
        for doc in seed_documents()
        if doc.card == name
        for text in doc.rulings
    )
