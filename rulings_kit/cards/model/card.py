"""A card a user writes, as data: its printed characteristics and either its Oracle text
or the typed parts of its abilities (201-209: the parts of a card)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulings_kit.cards.model.abilities import Ability, CardText
from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import GRANTOR
from rulings_kit.cards.model.words import capitalize, period_inside_quotes
from rulings_kit.core.words import one_line
from rulings_kit.data.records import TOKEN, split_type_line

_SELF_WORDS = (("Creature", "creature"), ("Planeswalker", "planeswalker"), ("Land", "land"),
               ("Artifact", "artifact"), ("Enchantment", "enchantment"),
               ("Instant", "spell"), ("Sorcery", "spell"), ("Battle", "battle"))


def self_word(types: tuple[str, ...]) -> str:
    """How current Oracle text calls a card of ``types`` itself: 'creature' for 'this
    creature', 'spell' for an instant or sorcery."""
    return next((word for t, word in _SELF_WORDS if t in types), "permanent")


@part
@dataclass(frozen=True)
class Card:
    """A card definition: name (201), mana cost (202), type line (205), power/toughness
    (208) or loyalty (209), and its rules text (207) — either ``text`` (Oracle text, read
    by the compiler of :mod:`rulings_kit.cards.oracle`) or ``abilities`` (typed parts,
    whose rules text is generated from them). ``rulings`` are official rulings to cite;
    ``color_indicator`` the colors of a color indicator (202.2e).

    Build the engine's definition with :func:`rulings_kit.cards.lower.build`.
    """

    name: str
    type_line: str
    mana_cost: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    text: str = ""
    abilities: tuple[Ability, ...] | None = None
    rulings: tuple[str, ...] = ()
    #: the colors of its color indicator, as letters ("G" for Dryad Arbor): it is each of
    #: them, beside the colors of its mana cost (202.2e, 105.2)
    color_indicator: tuple[str, ...] = ()
    #: a card with several faces (708-712, 715): its faces, front or left first, each a
    #: card of its own, and how they are laid out (MTGJSON's ``layout``: "split",
    #: "aftermath", "flip", "transform", "modal_dfc", "meld", "adventure")
    faces: tuple[Card, ...] = ()
    layout: str = "normal"

    def __repr__(self) -> str:
        """``Card('Shock', 'Instant', '{R}')``: the name and what is printed above the text."""
        cost = f", {self.mana_cost!r}" if self.mana_cost else ""
        return one_line(f"Card({self.name!r}, {self.type_line!r}{cost})")

    def __post_init__(self) -> None:
        if self.abilities is not None and self.text:
            raise ValueError(f"{self.name}: give either text or abilities, not both")

    @property
    def types(self) -> tuple[str, ...]:
        """The card types of the type line (205.2a), without supertypes or subtypes."""
        return split_type_line(self.type_line)[1]

    @property
    def subtypes(self) -> tuple[str, ...]:
        """The subtypes of the type line, after the dash (205.3)."""
        return split_type_line(self.type_line)[2]

    @property
    def is_token(self) -> bool:
        """A token's definition: "Token" stands before the dash of its type line (111.1)."""
        return TOKEN in self.type_line.partition("—")[0].split()

    @property
    def self_word(self) -> str:
        """How current Oracle text calls the card itself: 'creature' for 'this creature'."""
        return self_word(self.types)

    def parts(self) -> CardText | None:
        """The typed parts when the card was given as parts; None when it was given as text."""
        if self.abilities is None:
            return None
        return CardText(self.name, self.self_word, self.abilities)

    @property
    def rules_text(self) -> str:
        """Its rules text: the Oracle text given, or the text generated from its parts."""
        given = self.parts()
        return self.text if given is None else given.text()


#: a power or toughness printed as "*": what a characteristic-defining ability says (208.2a)
DEFINED_BY_ABILITY = "*"


def written(card: Card, parts: CardText) -> str:
    """The rules text the parts write, calling the card what its Oracle text calls it: a
    spell by its name (but "This spell costs ..."), a token "this token" (201.5), a
    legendary permanent by its short name ("Ivy", 201.5c)."""
    if "Token" in card.type_line.split("—")[0]:
        return CardText(card.name, "token", parts.abilities).text()
    is_spell = bool({"Instant", "Sorcery"} & set(card.types))
    if "Legendary" in card.type_line.split("—")[0] and not is_spell:  # short name (201.5c)
        return period_inside_quotes("\n".join(
            capitalize(a.text()) for a in parts.abilities).replace(
            "~", card.name.split(",")[0]).replace(GRANTOR, card.name))
    if not is_spell:
        return parts.text()
    text = "\n".join(a.text() for a in parts.abilities)
    text = _SPELL_ITSELF.sub(lambda found: "This spell" if found.group(1) is not None
                             else "this spell", text)
    return period_inside_quotes(text.replace("~", card.name).replace(GRANTOR, card.name))


#: where a spell's Oracle text calls it "this spell", not by its name: what it costs, is
#: (its colour) or was (kicked), and whether it can be countered
_SPELL_ITSELF = re.compile(r"(^|(?<=\n))?~(?= costs| can't be countered| was kicked| is colorless)")
