"""The words of a type line and of the adjectives before a filter's noun, typed: colors
(105.1), card types (205.2a), subtypes (205.3, the Comprehensive Rules' lists, bundled in
``rulings_kit/data/subtypes.txt``), supertypes (205.4a) and the states an object is in
("tapped", "attacking"). The grammar reads each word into its member once; a filter's
alternative ("Soldier creature") is a :class:`Kind`, an adjective ("nonland", "attacking
or blocking") an :class:`Adjective`. JSON holds them as the words printed
(:func:`~rulings_kit.cards.model.codec.worded`): a card file with any other word is refused
as it loads, naming the field and what would be valid."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from importlib import resources

from rulings_kit.cards.model.codec import worded
from rulings_kit.core.card_types import CardType
from rulings_kit.core.mana import COLOR_NAMES
from rulings_kit.core.words import plural_noun
from rulings_kit.errors import DataError


class ColorWord(StrEnum):
    """A color (105.1), or "colorless": no color at all (105.2c)."""

    WHITE = "white"
    BLUE = "blue"
    BLACK = "black"
    RED = "red"
    GREEN = "green"
    COLORLESS = "colorless"

    @property
    def letter(self) -> str | None:
        """The engine's letter of the color ("W"); None for colorless (105.2c: it isn't
        the mana type {C})."""
        return _LETTERS.get(self)


_LETTERS = {ColorWord(name): letter for letter, name in COLOR_NAMES.items() if name in
            {c.value for c in ColorWord} and ColorWord(name) is not ColorWord.COLORLESS}


def color_words(values: tuple[object, ...], where: str) -> tuple[ColorWord, ...]:
    """``values`` as colors (JSON and a caller write the words), refusing any other word."""
    from rulings_kit.cards.model.trigger_words import phrase

    return tuple(phrase(ColorWord, v, where) for v in values)


class Supertype(StrEnum):
    """The supertypes (205.4a), as an adjective prints them."""

    BASIC = "basic"
    LEGENDARY = "legendary"
    ONGOING = "ongoing"
    SNOW = "snow"
    WORLD = "world"

    @property
    def printed(self) -> str:
        """As a type line prints it ("Legendary")."""
        return self.value.capitalize()


class StateWord(StrEnum):
    """The other adjectives a filter's objects may have: where they are in combat (506.4),
    tapped (110.5), a token or not (111.1), historic (700.6), how many colors (105.2a,
    105.2b), enchanted, equipped, kicked; "another" and "other": not this object (109.4)."""

    ANOTHER = "another"
    OTHER = "other"
    TAPPED = "tapped"
    UNTAPPED = "untapped"
    ATTACKING = "attacking"
    BLOCKING = "blocking"
    NONTOKEN = "nontoken"
    HISTORIC = "historic"
    MULTICOLORED = "multicolored"
    MONOCOLORED = "monocolored"
    ENCHANTED = "enchanted"
    EQUIPPED = "equipped"
    KICKED = "kicked"


class KindWord(StrEnum):
    """A card type as a filter names its objects (205.2a), "permanent" (110.1) or "source"
    (609.7a); lower case, as rules text prints it."""

    ARTIFACT = "artifact"
    BATTLE = "battle"
    CREATURE = "creature"
    ENCHANTMENT = "enchantment"
    INSTANT = "instant"
    LAND = "land"
    PLANESWALKER = "planeswalker"
    SORCERY = "sorcery"
    PERMANENT = "permanent"
    SOURCE = "source"  # of damage (609.7a)

    @property
    def card_type(self) -> CardType | None:
        """The engine's card type (205.2a); None for "permanent" and "source"."""
        return _CARD_TYPES.get(self)


_CARD_TYPES = {w: CardType(w.value.capitalize()) for w in KindWord
               if w.value.capitalize() in CardType.__members__.values()}


def _subtypes() -> dict[str, str]:
    """Each subtype of 205.3g-205.3m and the card type whose list it is on."""
    text = resources.files("rulings_kit.data").joinpath("subtypes.txt").read_text("utf-8")
    rows = [line.split("\t") for line in text.splitlines() if line and line[0] != "#"]
    return {name: kind for kind, name in rows}


#: the card type whose list of subtypes each subtype is on (205.3g-205.3m)
SUBTYPE_OF: dict[str, str] = _subtypes()

#: the creature types (205.3m), as printed: what "choose a creature type" chooses from
CREATURE_TYPES: tuple[str, ...] = tuple(n for n, kind in SUBTYPE_OF.items() if kind == "creature")

#: the subtypes (205.3g-205.3m), as printed ("Goblin", "Aura", "Urza's")
Subtype = StrEnum("Subtype", {  # type: ignore[misc]
    n.upper().replace(" ", "_").replace("-", "_").replace("'", ""): n for n in SUBTYPE_OF})
Subtype.__doc__ = "A subtype of the Comprehensive Rules' lists (205.3g-205.3m)."


def subtype_named(printed: str) -> Subtype | None:
    """The subtype a word names, singular or plural ("Goblin", "Elves", "Allies",
    "Aurochs"), or None for a word that is none (205.3)."""
    if printed in SUBTYPE_OF:
        return Subtype(printed)
    singular = _SINGULAR.get(printed)
    return None if singular is None else Subtype(singular)


_SINGULAR = {plural_noun(n): n for n in SUBTYPE_OF}


#: the words an adjective names: a color, a supertype, a state, a card type, a subtype
Word = ColorWord | Supertype | StateWord | KindWord | Subtype
_WORDS: tuple[type[StrEnum], ...] = (ColorWord, Supertype, StateWord, KindWord, Subtype)


def word_named(printed: str) -> Word | None:
    """The member ``printed`` is of one of the adjective's vocabularies, or None."""
    for closed in _WORDS:
        try:
            return closed(printed)  # type: ignore[return-value]
        except ValueError:
            pass
    return None


def _refuse(where: str, printed: str, wanted: str) -> DataError:
    return DataError(f"{where}: unknown words {printed!r}; expected {wanted}")


_KIND_WORDS = ", ".join(repr(w.value) for w in KindWord)


@worded
@dataclass(frozen=True)
class Kind:
    """One alternative of a filter's types (205.2a, 205.3): "creature", "Soldier creature",
    "artifact creature", "Aura", "Liliana planeswalker", "permanent"."""

    subtypes: tuple[Subtype, ...] = ()
    types: tuple[KindWord, ...] = ()

    def text(self) -> str:
        return " ".join(w.value for w in (*self.subtypes, *self.types))

    @property
    def card_types(self) -> tuple[CardType, ...]:
        """The engine's card types the words name (205.2a)."""
        return tuple(t for w in self.types if (t := w.card_type) is not None)

    @property
    def permanent(self) -> bool:
        """Whether the words say "permanent" (110.1)."""
        return KindWord.PERMANENT in self.types

    @classmethod
    def read(cls, printed: str, where: str) -> Kind:
        """The kind ``printed`` says (the words :meth:`text` writes)."""
        subtypes: list[Subtype] = []
        types: list[KindWord] = []
        for word in printed.split(" ") if printed else ():
            if word in SUBTYPE_OF and not types:
                subtypes.append(Subtype(word))
            elif word in KindWord.__members__.values():
                types.append(KindWord(word))
            else:
                raise _refuse(where, printed, f"card types ({_KIND_WORDS}) after "
                              "subtypes of 205.3 (rulings_kit/data/subtypes.txt)")
        return cls(tuple(subtypes), tuple(types))


#: "creature" and "land": a filter's one kind (205.2a)
CREATURE = Kind((), (KindWord.CREATURE,))
LAND = Kind((), (KindWord.LAND,))


class Non(StrEnum):
    """How an adjective that says what its objects aren't is printed."""

    UNSAID = ""
    NON = "non"  # "nonland", "nonblack"
    NON_HYPHEN = "non-"  # "non-Human" (a subtype)
    NON_HYPHEN_CAPITAL = "Non-"  # at a sentence's start: "Non-Eye creatures you control"


@worded
@dataclass(frozen=True)
class Adjective:
    """An adjective before a filter's noun: "tapped", "white", "legendary", "nonland",
    "non-Human", or alternatives: "attacking or blocking", "red or green"."""

    word: Word
    non: Non = Non.UNSAID  # the objects aren't ``word``
    alternatives: tuple[Word, ...] = ()  # or any of these

    def text(self) -> str:
        return " or ".join((f"{self.non.value}{self.word.value}",
                            *(w.value for w in self.alternatives)))

    @classmethod
    def read(cls, printed: str, where: str) -> Adjective:
        """The adjective ``printed`` says (the words :meth:`text` writes)."""
        first, *rest = printed.split(" or ")
        non = Non.UNSAID
        word = word_named(first)
        if word is None:
            non = next((n for n in (Non.NON_HYPHEN_CAPITAL, Non.NON_HYPHEN, Non.NON)
                        if first.startswith(n.value)), Non.UNSAID)
            word = word_named(first.removeprefix(non.value)) if non else None
        others = tuple(word_named(w) for w in rest)
        if word is None or None in others:
            raise _refuse(where, printed, "a color, supertype, state, card type or subtype "
                          "(105.1, 205.2a, 205.3, 205.4a), after 'non' or joined by 'or'")
        return cls(word, non, tuple(w for w in others if w is not None))

    @property
    def negated(self) -> bool:
        return bool(self.non)


@worded
@dataclass(frozen=True)
class ProtectionFrom:
    """What protection (or hexproof) is from (702.16a, 702.11d): a color, "multicolored",
    "everything", or the objects of a card type or subtype, in the plural ("creatures",
    "Demons")."""

    word: ColorWord | StateWord | KindWord | Subtype | FromWords

    def __bool__(self) -> bool:
        return self.word is not FromWords.UNSAID

    def text(self) -> str:
        if isinstance(self.word, KindWord | Subtype):
            return plural_noun(self.word.value)
        return self.word.value

    @classmethod
    def read(cls, printed: str, where: str) -> ProtectionFrom:
        found: ColorWord | StateWord | KindWord | Subtype | FromWords | None = next(
            (w for c in (ColorWord, StateWord, FromWords) for w in c if w.value == printed),
            None)
        if found is None:
            found = subtype_named(printed)
        if found is None:
            found = next((w for w in KindWord if plural_noun(w.value) == printed), None)
        if found is None:
            raise _refuse(where, printed, "a color, 'multicolored', 'everything', or card "
                          "types or subtypes in the plural (702.16a)")
        return cls(found)


#: how a granted keyword names protection (702.16a): "protection from red"
_PROTECTION_FROM = "protection from "


def protection_of(keyword: str) -> tuple[ProtectionFrom, ...]:
    """What a granted keyword's protection is from, typed: "protection from red" (red),
    "protection from green and from blue" (two protections, 702.16g); () for a keyword that
    isn't protection. Words that name no quality are refused."""
    if not keyword.startswith(_PROTECTION_FROM):
        return ()
    return tuple(ProtectionFrom.read(q, "protection")
                 for q in keyword.removeprefix(_PROTECTION_FROM).split(" and from "))


class FromWords(StrEnum):
    """Qualities protection is from that are neither a color nor a kind (702.16)."""

    UNSAID = ""  # a keyword that isn't from anything
    EVERYTHING = "everything"  # 702.16j
    THE_CHOSEN_COLOR = "the chosen color"
    THE_CHOSEN_PLAYER = "the chosen player"  # 702.16k


__all__ = ["CREATURE", "LAND", "SUBTYPE_OF", "Adjective", "ColorWord", "FromWords", "Kind",
           "KindWord", "Non", "ProtectionFrom", "StateWord", "Subtype", "Supertype", "Word",
           "color_words", "protection_of", "subtype_named", "word_named"]
