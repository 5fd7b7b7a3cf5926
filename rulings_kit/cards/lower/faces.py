"""A card with several faces (708-712, 715) becomes one engine definition holding each
face's definition (``CardDef.faces``), each face built from its own text; the card's
characteristics where it shows no single face are, by its layout (``core.faces``):

- a split card (709), with or without aftermath (702.127): its two halves combined
  (709.4): both names, the combined mana cost (709.4b), every card type and every
  ability of either half (709.4c);
- a double-faced card (712): its front face (712.8a); a modal double-faced card likewise;
- an adventurer card (715): its normal characteristics, the creature (715.4);
- a flip card (710): its normal, unflipped characteristics (710.2); its flipped half has
  the card's color and mana cost (710.1c).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.actions import lowers, words
from rulings_kit.cards.lower.refs import Scope
from rulings_kit.core import faces as f
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.effects.designations import BecomeDayOrNight
from rulings_kit.core.effects.faces import TurnOverObjects
from rulings_kit.core.mana import ManaCost
from rulings_kit.errors import OracleTextError

Build = Callable[[m.Card, m.CardText | None], CardDef]


def _union(groups: Iterable[Iterable[str]]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(x for g in groups for x in g))


def faced_definition(card: m.Card, compiled: m.CardText | None, build: Build) -> CardDef:
    """The definition of ``card`` (with ``faces``): each face built by ``build`` (from its
    ``compiled`` parts when given), then the whole card as its layout says."""
    if card.layout not in f.LAYOUTS:
        raise OracleTextError(card.name, card.type_line, card.layout,
                              f"a card layout the engine plays ({', '.join(f.LAYOUTS)})")
    parts = compiled.faces if compiled is not None and compiled.faces else (None,) * len(
        card.faces)
    if len(parts) != len(card.faces):
        raise OracleTextError(card.name, card.text, "", "the text of each face")
    faces = tuple(replace(build(face, p), full_name=card.name)
                  for face, p in zip(card.faces, parts, strict=True))
    if card.layout in (f.SPLIT, f.AFTERMATH):
        return _combined(card, faces)
    front = faces[0]
    if card.layout == f.FLIP:  # flipped, its color and mana cost don't change (710.1c)
        faces = (front, *(replace(face, mana_cost=front.mana_cost, colors=front.colors)
                          for face in faces[1:]))
    return replace(front, layout=card.layout, faces=faces, full_name=card.name)


def _combined(card: m.Card, faces: tuple[CardDef, ...]) -> CardDef:
    """A split card's characteristics in every zone but the stack (709.4)."""
    cost = ManaCost()
    for face in faces:
        cost = cost + (face.mana_cost or ManaCost())
    return CardDef(
        name=card.name,
        mana_cost=cost,  # 709.4b
        colors=frozenset().union(*(face.colors for face in faces)),
        types=_union(face.types for face in faces),  # 709.4c
        subtypes=_union(face.subtypes for face in faces),
        supertypes=_union(face.supertypes for face in faces),
        keywords=frozenset().union(*(face.keywords for face in faces)),
        # each ability of each half (709.4c); its spell abilities are the halves' own,
        # followed only as a half (709.3) or both halves fused (702.102d)
        abilities=tuple(a for face in faces for a in face.abilities),
        oracle_text=card.text,
        keyword_lines=_union(face.keyword_lines for face in faces),
        text_from_parts="\n//\n".join(face.text_from_parts or "" for face in faces),
        layout=card.layout,
        faces=faces,
        full_name=card.name,
    )


@lowers(m.TurnOver, reads="what verb")
def _turn_over(effect: m.TurnOver, scope: Scope, name: str) -> tuple[TurnOverObjects, ...]:
    """"Transform ~." (701.27a), "flip it" (710.2)."""
    return (TurnOverObjects(words(effect, name), scope.objects(effect.what),
                            flip=effect.verb is m.TurnVerb.FLIP),)


@lowers(m.ItBecomes, reads="now")
def _it_becomes(effect: m.ItBecomes, scope: Scope, name: str) -> tuple[BecomeDayOrNight, ...]:
    """"It becomes night." (731.1): day and night turn daybound and nightbound permanents
    over (702.145)."""
    return (BecomeDayOrNight(words(effect, name), effect.now.value),)


__all__ = ["faced_definition"]
