"""The card registry: ``get_card(name)`` gives a bundled card's definition.

Every bundled card is built from its Oracle text (``bundled``): the compiler
(:mod:`.oracle`) reads it into typed parts (:mod:`.model`), the interpreter (:mod:`.lower`)
turns those into the engine's general parts, and the rules text is generated from the
typed parts. :class:`CardPool` holds these and the cards users add (``registry``);
``get_card`` is the bundled pool's lookup.
"""

from __future__ import annotations

import re
from functools import cache

from rulings_kit import data
from rulings_kit.cards.bundled import from_oracle_text
from rulings_kit.cards.lower import build
from rulings_kit.cards.model import Card
from rulings_kit.cards.registry import CardPool, as_pool
from rulings_kit.core.definitions import CardDef

__all__ = ["Card", "CardPool", "as_pool", "build", "card_names", "get_card", "rules_text"]


def card_names() -> tuple[str, ...]:
    """Every bundled card, the tokens they create included, sorted."""
    return data.card_names()


@cache
def get_card(name: str) -> CardDef:
    """The definition of the bundled card called ``name``: its Oracle name, or that name
    ignoring case, quote style and spacing (an unknown name raises ``UnknownCardError``
    naming close ones). A :class:`CardPool` looks up cards users add as well."""
    return from_oracle_text(data.card(name).name)


def rules_text(card: CardDef) -> str:
    """The rules text generated from the card's typed parts (reminder text aside); a
    definition written in code from the engine's parts has none ("")."""
    return card.text_from_parts or ""


def oracle_without_reminders(text: str) -> str:
    """Oracle text with reminder text (in parentheses) and emptied lines removed."""
    stripped = re.sub(r"\s*\([^()]*\)", "", text)
    return "\n".join(line.strip() for line in stripped.splitlines() if line.strip())
