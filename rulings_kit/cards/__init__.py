"""The card registry: ``get_card(name)`` gives a card's definition.

A bundled card is built from its Oracle text (``bundled``) or, when the compiler can't
do that yet, joins the printed characteristics from the bundled Oracle data with the
abilities declared in ``pool``; its rules text is generated from those parts.
:class:`CardPool` holds these and the cards users add (``registry``); ``get_card`` is
the bundled pool's lookup.
"""

from __future__ import annotations

import difflib
import re
from functools import cache

from rulings_kit import data
from rulings_kit.cards.build import build
from rulings_kit.cards.bundled import FROM_ORACLE_TEXT, from_oracle_text
from rulings_kit.cards.model import Card
from rulings_kit.cards.pool import Spec, specs
from rulings_kit.cards.registry import CardPool, as_pool
from rulings_kit.core.definitions import (
    ActivatedAbility,
    AdditionalSacrifice,
    CantBeCountered,
    CardDef,
    EntersWith,
    ManaReplacement,
    SelfReplacement,
    TriggeredAbility,
)
from rulings_kit.core.keywords import check_keywords, keyword_names
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.words import lower_first
from rulings_kit.errors import UnknownCardError

__all__ = ["Card", "CardPool", "as_pool", "build", "card_names", "get_card", "rules_text"]


def _int(value: str | None) -> int | None:
    return int(value) if value is not None and value.lstrip("-").isdigit() else None


@cache
def _specs() -> dict[str, Spec]:
    return specs(from_oracle_text)  # the tokens these cards create are built from their text


def card_names() -> tuple[str, ...]:
    """Every bundled card: those built from their Oracle text and the hand-built ones."""
    return tuple(sorted(FROM_ORACLE_TEXT | _specs().keys()))


@cache
def get_card(name: str) -> CardDef:
    """The definition of the bundled card called ``name`` (its Oracle name); a
    :class:`CardPool` looks up cards users add as well."""
    if name in FROM_ORACLE_TEXT:
        return from_oracle_text(name)
    spec = _specs().get(name)
    if spec is None:
        known = card_names()
        folded = {n.casefold(): n for n in known}
        if name.casefold() in folded:
            return get_card(folded[name.casefold()])
        close = difflib.get_close_matches(name, list(known), n=3, cutoff=0.6)
        hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
        raise UnknownCardError(f"unknown card {name!r}{hint}")
    return _build(name, spec)


def _build(name: str, spec: Spec) -> CardDef:
    record = data.card(name)
    # what the card prints and what the definition gives, so neither can go unimplemented
    printed = frozenset(k for line in spec.keywords for k in keyword_names(line))
    check_keywords(record.name, [*record.keywords, *printed])
    kicker = ManaCost.parse(spec.kicker) if spec.kicker else None
    return CardDef(
        name=record.name,
        mana_cost=ManaCost.parse(record.mana_cost) if record.mana_cost else None,
        colors=frozenset(record.colors),
        types=tuple(record.types),
        subtypes=tuple(record.subtypes),
        supertypes=tuple(record.supertypes),
        power=_int(record.power),
        toughness=_int(record.toughness),
        keywords=printed,
        modes=spec.modes,
        choose_modes=spec.choose_modes,
        abilities=spec.abilities,
        kicker=kicker,
        multikicker=spec.multikicker,
        oracle_text=record.text,
        keyword_lines=spec.keywords,
        trailing_keyword_lines=spec.trailing,
        characteristic_lines=spec.characteristic,
        is_token="Token" in record.type_line,
    )


BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})


def _sentence(text: str, self_name: str) -> str:
    """The rest of a sentence after "When ...,": lower case, but a name or a mana symbol
    stays as printed."""
    if text.startswith(("{", self_name)) and not self_name.startswith("This "):
        return text
    return lower_first(text)


def self_reference(card: CardDef) -> str:
    """How the card's text names the card itself: a spell by its name, a legendary
    permanent by its short name ("Ivy"), another by "this" and its type (201.5, 201.5c)."""
    if not card.is_permanent_card:
        return card.name
    if "Legendary" in card.supertypes:
        return card.name.split(",")[0]
    if card.is_token:
        return "This token"
    for kind in ("Land", "Creature", "Enchantment", "Artifact", "Planeswalker"):
        if kind in card.types:
            return f"This {kind.lower()}"
    return "This permanent"


def rules_text(card: CardDef) -> str:
    """The rules text generated from the card's parts (reminder text aside)."""
    if card.text_from_parts is not None:  # built from typed parts (cards.build)
        return card.text_from_parts
    self_name = self_reference(card)
    lines: list[str] = list(card.keyword_lines)
    lines += [a.text for a in card.abilities if isinstance(a, AdditionalSacrifice)]
    lines += card.characteristic_lines
    basic_land = bool(BASIC_LAND_TYPES & set(card.subtypes))
    for a in card.abilities:
        if isinstance(a, EntersWith | ManaReplacement):
            lines.append(a.text)
        elif isinstance(a, ActivatedAbility) and basic_land and a.mana is not None:
            pass  # 305.6: a basic land type's mana ability is intrinsic; its text is reminder text
        elif isinstance(a, ActivatedAbility):
            effect = (
                a.mana.text()
                if a.mana is not None
                else " ".join(e.text(self_name) for e in a.effects)
            )
            lines.append(f"{a.cost.text(self_name.lower())}: {effect}")
        elif isinstance(a, TriggeredAbility) and not a.delayed and not a.keyword:
            if a.modes:
                lines.append(f"{a.trigger.text}, choose one —")
                lines += [f"• {' '.join(e.text(self_name) for e in m.effects)}" for m in a.modes]
            else:
                body = " ".join(e.text(self_name) for e in a.effects)
                lines.append(f"{a.trigger.text}, {_sentence(body, self_name)}")
        elif isinstance(a, SelfReplacement):
            pass  # printed as its keyword (Rebound) among the trailing lines
    if card.choose_modes:
        lines.append("Choose one —")
        lines += [f"• {' '.join(e.text(card.name) for e in m.effects)}" for m in card.modes]
    else:
        for mode in card.modes:
            lines += [e.text(card.name) for e in mode.effects]
    lines += [a.text for a in card.abilities if isinstance(a, CantBeCountered)]
    lines += card.trailing_keyword_lines
    return "\n".join(lines)


def oracle_without_reminders(text: str) -> str:
    """Oracle text with reminder text (in parentheses) and emptied lines removed."""
    stripped = re.sub(r"\s*\([^()]*\)", "", text)
    return "\n".join(line.strip() for line in stripped.splitlines() if line.strip())
