"""Oracle text → the typed card vocabulary (:mod:`rulings_kit.cards.model`).

A recursive-descent grammar of rules-text templates whose pieces compose: nouns
(:mod:`.nouns`: amounts, filters, objects, players, durations, conditions), effect
clauses (:mod:`.clauses`) and abilities (:mod:`.abilities`). A card is either fully
understood or refused with an :class:`~rulings_kit.errors.OracleTextError` naming the
card, the sentence and the word where understanding stopped.
"""

from __future__ import annotations

import re

from rulings_kit.cards.model import Ability, CardText
from rulings_kit.cards.model.card import self_word
from rulings_kit.cards.model.objects import GRANTOR
from rulings_kit.cards.oracle.abilities import ability
from rulings_kit.cards.oracle.cursor import Cursor
from rulings_kit.cards.oracle.levels import (
    awaits_box,
    class_level,
    level_symbol,
    power_toughness,
    striated,
)
from rulings_kit.cards.oracle.text import ability_chunks, as_printed, normalise, tokens
from rulings_kit.core.keywords import unsupported_keyword
from rulings_kit.data.records import CardRecord
from rulings_kit.errors import OracleTextError


def compile_text(name: str, text: str, types: tuple[str, ...]) -> CardText:
    """The parts of a card's rules text; raises :class:`OracleTextError` on the first
    line the grammar can't read completely."""
    is_spell = bool({"Instant", "Sorcery"} & set(types))
    abilities: list[Ability] = []
    # the lines as printed (reminder text aside), to quote a refused sentence as printed
    for chunk, printed in zip(ability_chunks(normalise(text, name)),
                              ability_chunks(as_printed(text, name)), strict=True):
        cur = Cursor(tokens(chunk))
        try:
            symbol = awaits_box(abilities)
            if symbol is not None:  # a level symbol's power/toughness box (711.2)
                box = power_toughness(cur, symbol)
                if box is None:
                    raise OracleTextError(name, printed, printed, "the power/toughness box "
                                          f"of {symbol.symbol} (711.2)")
                abilities[-1] = box
                continue
            found = cur.attempt(level_symbol) or cur.attempt(class_level) or \
                ability(cur, is_spell)
            striated(abilities, found)
        except Exception as exc:  # NoMatch, or a malformed token the grammar tripped on
            if isinstance(exc, OracleTextError):
                raise
            # what was expected is only helpful once some words were understood
            expected = ", ".join(sorted(cur.expected)[:4]) if cur.furthest else ""
            raise OracleTextError(name, _sentence_at(cur, printed),
                                  cur.stopped_at().replace("~", name).replace(GRANTOR, name),
                                  expected.replace("~", "this spell"),
                                  keyword=unsupported_keyword(printed) or "") from None
    if awaits_box(abilities):
        raise OracleTextError(name, abilities[-1].text(), "", "the level symbol's "
                              "power/toughness box (711.2)")
    return CardText(name, self_word(types), tuple(abilities))


def _sentence_at(cur: Cursor, chunk: str) -> str:
    """The sentence of ``chunk`` that holds the word where the grammar stopped."""
    periods = sum(1 for t in cur.toks[:cur.furthest] if t.text == ".")
    sentences = re.split(r"(?<=\.)\s+", chunk.replace("\n", " "))
    return sentences[min(periods, len(sentences) - 1)]


def compile_card(record: CardRecord) -> CardText:
    """The parts of one card record; of a card with several faces, each face's text
    compiled on its own (708-712, 715), the first face refused stopping it."""
    if len(record.faces) > 1:
        faces = tuple(compile_text(f.name, f.text, f.types) for f in record.faces)
        return CardText(record.name, faces[0].self_word, (), faces)
    return compile_text(record.name, record.text, record.types)


__all__ = ["compile_card", "compile_text", "normalise", "self_word"]
