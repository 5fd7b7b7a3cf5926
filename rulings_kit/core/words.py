"""Plain words shared by every text a reader sees: counts with the right plural, lists
joined with "and", and the names of stack objects as a sentence says them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rulings_kit.core.mana import format_mana
from rulings_kit.core.zones import Step

#: each step and phase as a sentence names it
STEP_NAMES: dict[Step, str] = {
    Step.UNTAP: "untap step",
    Step.UPKEEP: "upkeep",
    Step.DRAW: "draw step",
    Step.MAIN1: "first main phase",
    Step.BEGINNING_OF_COMBAT: "beginning of combat step",  # 507
    Step.DECLARE_ATTACKERS: "declare attackers step",
    Step.DECLARE_BLOCKERS: "declare blockers step",
    Step.COMBAT_DAMAGE: "combat damage step",
    Step.END_OF_COMBAT: "end of combat step",
    Step.MAIN2: "second main phase",
    Step.END: "end step",
    Step.CLEANUP: "cleanup step",
}


#: the longest line a value's repr may print (a reader's value, python-chess style)
REPR_LIMIT = 200


def one_line(text: str, limit: int = REPR_LIMIT) -> str:
    """``text`` on one line of at most ``limit`` characters, cut with "…" if longer."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def plural(n: int, word: str, many: str | None = None) -> str:
    """``plural(1, "card")`` -> "1 card"; ``plural(4, "branch", "branches")`` -> "4 branches"."""
    return f"{n} {word if n == 1 else (many or plural_noun(word))}"


#: rules nouns whose plural isn't the noun and "s" (creature types of 205.3m among them)
_IRREGULAR_PLURALS = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves",
                      "Werewolf": "Werewolves",
                      "Equipment": "Equipment", "Merfolk": "Merfolk", "Kithkin": "Kithkin",
                      "Myr": "Myr", "Moonfolk": "Moonfolk", "Treefolk": "Treefolk",
                      "Kor": "Kor", "Samurai": "Samurai", "Fish": "Fish", "Sheep": "Sheep",
                      "Elk": "Elk", "Fungus": "Fungi", "sorcery": "sorceries",
                      "Sorcery": "Sorceries", "Mouse": "Mice"}


def plural_noun(noun: str) -> str:
    """The plural of a rules noun: "creature" -> "creatures", "Elf" -> "Elves",
    "Merfolk" -> "Merfolk", "branch" -> "branches", "ability" -> "abilities" (a consonant
    and "y"; but "day" -> "days"); a subtype already ending in "s" (a land type such as the
    basic one of 305.6 for white) stays as it is."""
    if noun in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[noun]
    if noun[:1].isupper() and noun.endswith("s") and not noun.endswith("us"):
        return noun
    if noun.endswith("y") and noun[-2:-1].isalpha() and noun[-2:-1].lower() not in "aeiou":
        return noun[:-1] + "ies"
    return noun + ("es" if noun.endswith(("s", "sh", "ch", "x")) else "s")


def times(text: str, n: int) -> str:
    """``times("Card Name", 3)`` -> "Card Name ×3": one text standing for ``n`` alike things
    (the mark every table, figure and widget counts with); ``n == 1`` gives the text alone."""
    return text if n == 1 else f"{text} ×{n}"


#: ordinals as a sentence says the small ones
ORDINAL_WORDS = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}


def ordinal(n: int) -> str:
    """1 -> "1st", 2 -> "2nd", 11 -> "11th"."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def nth(n: int) -> str:
    """The word before the ``n``-th of alike things, if any: "", "second ", "third "."""
    return "" if n == 1 else f"{ORDINAL_WORDS.get(n, ordinal(n))} "


#: numbers as rules text spells them out ("two cards", "three or more")
NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
                "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
                "seventeen", "eighteen", "nineteen", "twenty")


def number_word(n: int) -> str:
    """``n`` as rules text spells it: "two" for 2, "21" past twenty."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


#: how often, as rules text says it past once: "twice as much", "three times as much"
TIMES_WORDS = {2: "twice", 3: "three times"}


def times_word(n: int) -> str:
    """How often, as rules text says it: "once", "twice", "three times"."""
    return "once" if n == 1 else TIMES_WORDS.get(n, f"{number_word(n)} times")


def small_number(n: int) -> str:
    """``n`` as an engine message writes it: "two", "five", "7" (words from 2 to 5)."""
    return NUMBER_WORDS[n] if 2 <= n <= 5 else str(n)


def upper_first(text: str) -> str:
    """The text with its first letter in upper case, to start a sentence."""
    return text[:1].upper() + text[1:]


def lower_first(text: str) -> str:
    """The text with its first letter in lower case, to go on a sentence."""
    return text[:1].lower() + text[1:]


def a_or_an(words: str) -> str:
    """ "an artifact", "a creature": the indefinite article before ``words``."""
    return f"{'an' if words[:1].lower() in tuple('aeiou') else 'a'} {words}"


def one_of_types(types: Iterable[str]) -> str:
    """("Artifact", "Creature") -> "an artifact or creature": one object of any of them."""
    return a_or_an(" or ".join(t.lower() for t in types))


def joined(items: Iterable[str], last: str = "and") -> str:
    """["A"] -> "A"; ["A", "B"] -> "A and B"; ["A", "B", "C"] -> "A, B and C"."""
    words = list(items)
    if len(words) < 2:
        return "".join(words)
    return f"{', '.join(words[:-1])} {last} {words[-1]}"


_KIND_SUFFIXES = {" (trigger)": "trigger", " (ability)": "ability", " (copy)": "copy"}


_SECOND_PERSON = re.compile(r"\b(you've|yourself|your|you)\b", re.IGNORECASE)
_THIRD_PERSON = {"you've": "they've", "yourself": "themselves", "your": "their", "you": "they"}


def third_person(text: str) -> str:
    """Rules text said of its controller: "return it to your hand" -> "return it to their
    hand" (a narration names the player; the card says "you", 109.5)."""

    def said(m: re.Match[str]) -> str:
        word = _THIRD_PERSON[m.group(0).lower()]
        return upper_first(word) if m.group(0)[0].isupper() else word

    return _SECOND_PERSON.sub(said, text)


def possessive(name: str) -> str:
    """A name's possessive: "Card Name's"; a name ending in s takes the apostrophe alone
    ("Names'")."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def spoken(name: str) -> str:
    """A stack object's scenario name as a sentence says it:
    "Card Name (trigger)" -> "Card Name's trigger"."""
    for suffix, noun in _KIND_SUFFIXES.items():
        if name.endswith(suffix):
            return f"{possessive(name.removesuffix(suffix))} {noun}"
    return name


def mana_words(mana: Iterable[str]) -> str:
    """('B', 'B') -> "{B}{B}"; nothing -> "no mana"."""
    return format_mana(tuple(mana)) or "no mana"
