"""Oracle text as the grammar reads it: normalised lines and word tokens.

Normalisation (also the round trip's comparison, see :func:`normalise`): reminder text
in parentheses is removed; the card's name, its short name ("Ajani" for "Ajani,
Adversary of Tyrants"), "CARDNAME" and "this creature / spell / land / permanent /
enchantment / artifact / planeswalker / Saga / Class / emblem" become ``~`` (201.5, 114.3);
the older templates "enter(s) the battlefield" and "converted mana cost" become "enter(s)"
and "mana value";
a loyalty cost's hyphen becomes the minus sign "−"; a legendary character's gendered
pronouns for itself ("exile her, then return her ... under her owner's control") become
"it" and "its", as any other object's; words in square brackets lose their brackets (cleave
removes them, 702.148a: :func:`cleaved_text`), a loyalty cost keeps its own; spaces are
collapsed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import partial

from rulings_kit.cards.model.objects import GRANTOR
from rulings_kit.core.words import number_word

_REMINDER = re.compile(r"\s*\([^)]*\)")
_QUOTED = re.compile(r'"[^"]*"')
#: words in square brackets (702.148a), and what a loyalty cost's brackets hold (606.4)
_BRACKETED = re.compile(r"\[([^\]]*)\]")
_LOYALTY = re.compile(r"[+\-−]?[\dX]+")
_SELF_WORDS = re.compile(
    r"\b[Tt]his (?:creature|spell|land|permanent|enchantment|artifact|planeswalker|card|token"
    r"|Saga|Class|emblem)\b"
)
#: the few legendary cards whose Oracle text calls the card "him" or "her" (players are
#: "they" in current templates, so these words name the card itself)
_PRONOUNS = re.compile(r"\b(?:[Hh]im|[Hh]is|[Hh]e|[Ss]he|[Hh]er)(?:self)?\b")
_AS_IT = {"him": "it", "he": "it", "she": "it", "his": "its", "himself": "itself",
          "herself": "itself"}


def _as_it(found: re.Match[str]) -> str:
    """The neuter pronoun; "her" is a possessive before a noun ("her owner's control", "her
    loyalty abilities"), else the object ("exile her")."""
    word = found.group()
    it = _AS_IT.get(word.lower()) or (
        "its" if re.match(r" (?:owner|loyalty)", found.string[found.end():]) else "it")
    return it.capitalize() if word[0].isupper() else it


_TOKEN = re.compile(
    r"\{[^}]+\}"  # a mana or tap symbol (107.4)
    r"|[+\-−]?[\dX]+/[+\-−]?[\dX]+"  # power/toughness or a modifier: 2/2, +1/+1, -4/-0
    r"|\[[+\-−]?[\dX]+\]"  # a loyalty cost as MTGJSON prints it: [+1], [−2], [0] (606.4)
    r"|[+\-−]\d+(?=:)"  # ... and as Scryfall prints it: +1:
    r"|\d+"
    r"|[~§](?:'s|’s)?"  # the card itself (or its name in a quoted ability, 201.5a), or
    # its possessive: "~'s power"
    r"|[A-Za-z][A-Za-z'’\-]*"
    r"|[.,:;—•]"
    r"|\S"  # anything else ('"', "/") is a token of its own: nothing is silently dropped
)


def normalise(text: str, name: str) -> str:
    """The text with reminder text gone, self-reference as ``~``, current templates;
    inside a quoted ability the card's name is ``GRANTOR`` (the object that grants the
    ability, 201.5a), "this creature" ``~`` (the object that has it)."""
    text = as_printed(text, "~")
    for self_name in sorted({name, name.split(",")[0]} - {""}, key=len, reverse=True):
        named = re.compile(rf"\b{re.escape(self_name)}\b")
        text = _QUOTED.sub(partial(_name_as, named, GRANTOR), text)
        text = named.sub("~", text)
    text = _SELF_WORDS.sub("~", text)
    text = re.sub(r"\b(enters?) the battlefield\b", r"\1", text)
    text = _PRONOUNS.sub(_as_it, text)
    text = re.sub(r"\bconverted mana cost\b", "mana value", text)
    return re.sub(r"\[-([\dX])", r"[−\1", text)  # loyalty costs take a minus sign


def _name_as(named: re.Pattern[str], mark: str, quoted: re.Match[str]) -> str:
    return named.sub(mark, quoted.group())


def as_printed(text: str, name: str) -> str:
    """The text as printed, in the same lines as :func:`normalise`'s: only reminder text,
    "CARDNAME" and spacing differ (what an error quotes)."""
    text = _REMINDER.sub("", text).replace("CARDNAME", name)
    text = _BRACKETED.sub(lambda b: b[0] if _LOYALTY.fullmatch(b[1]) else b[1], text)
    lines = (re.sub(r"[ \t]+", " ", line).strip() for line in text.split("\n"))
    return "\n".join(line for line in lines if line)


@dataclass(frozen=True)
class Token:
    """One word, symbol or punctuation mark; ``word`` is lower-cased for matching."""

    text: str

    @property
    def word(self) -> str:
        """The word lower-cased; a quoted ability's name of its grantor reads as ``~``
        (the grammar reads it as the card's name anywhere: sites that tell it apart
        look at ``text`` and claim it, see :meth:`Cursor.grantor`)."""
        return self.text.lower().replace("’", "'").replace("−", "-").replace(GRANTOR, "~")


def tokens(line: str) -> list[Token]:
    """The tokens of one normalised line."""
    return [Token(m.group()) for m in _TOKEN.finditer(line)]


#: a row of a results table (706.3a): "1—9 | ...", "20 | ...", "15+ | ..."
_RESULT_ROW = re.compile(r"\d+(?:—\d+|\+)? \| ")


def ability_chunks(text: str) -> list[str]:
    """The lines of normalised text, with a modal's "•" lines joined to its "choose" line
    and a results table's rows to the line of its die roll (706.3b: one ability)."""
    chunks: list[str] = []
    for line in text.split("\n"):
        if (line.startswith("•") or _RESULT_ROW.match(line)) and chunks:
            chunks[-1] += "\n" + line
        elif line:
            chunks.append(line)
    return chunks


_TARGET = re.compile(r"\b([Tt])arget\b")


def awakened_text(text: str, keyword: str, n: int) -> str:
    """The spell cast for its awaken cost (702.113a): the card's other lines, the line of
    the keyword itself, ``keyword``, left out, and the spell ability awaken adds last: "put
    N +1/+1 counters on target land you control. That land becomes a 0/0 Elemental creature
    with haste. It's still a land." """
    counters = "a +1/+1 counter" if n == 1 else f"{number_word(n)} +1/+1 counters"
    lines = [line for line in text.splitlines() if not line.startswith(keyword)]
    return "\n".join([*lines, f"Put {counters} on target land you control. That land becomes a "
                      "0/0 Elemental creature with haste. It's still a land."])


def cleaved_text(text: str, keyword: str) -> str:
    """Cleave's text change (702.148a, 612.1): the card's other lines with all text found
    within square brackets removed ("Destroy target [attacking] creature." -> "Destroy target
    creature."); the line of the keyword itself, ``keyword``, left out."""
    lines = [line for line in _REMINDER.sub("", text).splitlines()
             if not line.startswith(keyword)]
    return "\n".join(_BRACKETED.sub(lambda b: b[0] if _LOYALTY.fullmatch(b[1]) else "",
                                    line).replace("  ", " ").replace(" .", ".")
                     .replace(" ,", ",") for line in lines)


def overloaded_text(text: str, keyword: str) -> str:
    """Overload's text change (702.96a, 612.1): the card's other lines with every word
    "target" replaced by the word "each" ("Target creature" -> "Each creature"; "targets"
    is another word); the line of the keyword itself, ``keyword``, left out."""
    lines = [line for line in text.splitlines() if not line.startswith(keyword)]
    return "\n".join(_TARGET.sub(lambda t: "Each" if t[1] == "T" else "each", line)
                     for line in lines)
