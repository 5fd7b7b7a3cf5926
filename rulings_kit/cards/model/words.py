"""Rules-text helpers every part uses: joining words, capitals, and how a granted ability
or a whole card calls its own object ("this creature")."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rulings_kit.cards.model.abilities import Ability


def abilities_words(keywords: tuple[str, ...], granted: tuple[Ability, ...], noun: str) -> str:
    """'flying and "{T}: Add {G}."': keywords, then quoted abilities, in which the object
    that has them calls itself "this creature" (or "this land", ...)."""
    quoted = ['"' + name_self(ability.text(), noun) + '"' for ability in granted]
    return join_and((*keywords, *quoted))


_SENTENCE_START = re.compile(r'(^|\n|[.:—"] )~', re.MULTILINE)


def name_self(text: str, noun: str) -> str:
    """Rules text with ``~`` written as "this creature" ("This creature" where a sentence
    starts), and the period of a sentence that ends in a quoted ability inside the quotes."""
    text = _SENTENCE_START.sub(lambda m: f"{m.group(1)}This {noun}", text)
    text = re.sub(r'\."\.(?=\s|$)', '."', text)
    return text.replace("~", f"this {noun}")


def capitalize(text: str) -> str:
    """The clause with its first letter upper-cased (a sentence's start)."""
    return text[:1].upper() + text[1:]


def join_and(words: tuple[str, ...]) -> str:
    """'flying', 'flying and vigilance', 'flying, vigilance, and trample'."""
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + ", and " + words[-1]
