"""What the game's values need of the card definitions they hold, as protocols.

A game object holds its card's definition (``GameObject.card``), and a definition holds
functions of the game (a target's test, an effect's instructions, a trigger's pattern):
one of the two has to name the other by what it needs of it, or their modules would
import each other. The game's side does, here: the state, the object table and the layer
system read a card's printed characteristics (109.3) and ask for its abilities of a kind;
the layer system grants activated abilities and takes them away (613.1f) without looking
inside them. The definitions themselves are in ``core.abilities`` and ``core.definitions``;
where code needs the definition a shape is, ``definitions.definition``,
``abilities.as_activated`` and ``abilities.triggered_ability`` narrow it, checked.
"""

from __future__ import annotations

from typing import Protocol, Self, TypeVar

from rulings_kit.core.mana import ManaCost

A = TypeVar("A")


class CardShape(Protocol):
    """A card's definition as the game's values read it: its printed characteristics
    (109.3, 208, 205), its faces (709, 712), and its abilities of a kind."""

    @property
    def name(self) -> str: ...
    @property
    def mana_cost(self) -> ManaCost | None: ...
    @property
    def colors(self) -> frozenset[str]: ...
    @property
    def types(self) -> tuple[str, ...]: ...
    @property
    def subtypes(self) -> tuple[str, ...]: ...
    @property
    def supertypes(self) -> tuple[str, ...]: ...
    @property
    def power(self) -> int | None: ...
    @property
    def toughness(self) -> int | None: ...
    @property
    def keywords(self) -> frozenset[str]: ...
    @property
    def keyword_lines(self) -> tuple[str, ...]: ...
    @property
    def alternative_costs(self) -> tuple[tuple[str, ManaCost], ...]: ...
    @property
    def oracle_text(self) -> str: ...
    @property
    def is_token(self) -> bool: ...
    @property
    def layout(self) -> str: ...
    @property
    def full_name(self) -> str: ...
    @property
    def faces(self) -> tuple[CardShape, ...]: ...
    @property
    def is_permanent_card(self) -> bool: ...

    def face(self, name: str) -> CardShape | None: ...

    def has_type(self, card_type: str) -> bool: ...

    def of_kind(self, kind: type[A]) -> tuple[A, ...]:
        """Its abilities of this kind (a static ability's effect, a mana replacement...)."""
        ...


class ActivatedShape(Protocol):
    """An activated ability as the layer system grants it (613.1f): one whose words name
    the object granting it ("Sacrifice Blazing Torch", 201.5a) is given that object."""

    @property
    def names_grantor(self) -> bool: ...

    def granted_by(self, grantor: int) -> Self: ...


class TriggeredShape(Protocol):
    """A triggered ability an object carries rather than its card's text: a keyword's
    (rebound's delayed trigger, 702.88a), which a static ability may grant (611.3a)."""

    @property
    def keyword(self) -> str: ...
    @property
    def delayed(self) -> bool: ...


__all__ = ["ActivatedShape", "CardShape", "TriggeredShape"]
