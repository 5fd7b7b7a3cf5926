"""Cards with several faces (708-712, 715): which face a spell, a land or a permanent
shows, and turning a permanent over (701.27 transform, 710 flip).

A card's definition (``CardDef``) holds its faces (``faces``, front or left first) and is
itself the card's characteristics where it shows no single face: a split card's halves
combined (709.4), a double-faced card's front face (712.8a), an adventurer card's
creature (715.4), a flip card's unflipped half (710.2). An object showing one face has
that face as its ``card`` and the card in ``whole`` (``GameObject.whole``); it shows no
single face again once it changes zones (400.7, ``Txn.move``).
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.definitions import CardDef, definition
from rulings_kit.core.state import GameObject, Kind, Zone
from rulings_kit.core.values import evolve
from rulings_kit.core.words import joined
from rulings_kit.errors import IllegalActionError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction

SPLIT = "split"
AFTERMATH = "aftermath"
FLIP = "flip"
TRANSFORM = "transform"
MODAL = "modal_dfc"
MELD = "meld"
ADVENTURE = "adventure"
#: a fused split spell's characteristics: both halves combined (702.102b, 709.4d)
FUSED = "fused"

#: the layouts the engine plays (MTGJSON's names) and their rule
LAYOUTS = {
    SPLIT: "709", AFTERMATH: "702.127", FLIP: "710", TRANSFORM: "712", MODAL: "712",
    MELD: "712.4", ADVENTURE: "715",
}
#: layouts whose two faces are the two sides of one card (712.1)
DOUBLE_FACED = (TRANSFORM, MODAL, MELD)


def whole_card(obj: GameObject) -> CardShape:
    """The card an object is, whichever face it shows."""
    return obj.whole or obj.card


def face_names(obj: GameObject) -> tuple[str, ...]:
    """The names besides the one it shows that a reader may write for ``obj``
    (SCENARIO_FORMAT.md, "Cards with several faces"): the card's full name always; a
    split card's halves in every zone but the stack (709.4)."""
    whole = whole_card(obj)
    if not whole.faces or obj.kind is not Kind.CARD:  # not its abilities, nor copies
        return ()
    names = [whole.full_name] if whole.full_name != obj.card.name else []
    if whole.layout in (SPLIT, AFTERMATH) and obj.whole is None:
        names += [f.name for f in whole.faces]
    return tuple(names)


def shows_face(obj: GameObject) -> str:
    """The face ``obj`` shows, by name (the front or the combined card when none is turned
    up): what ``[expect] face`` compares."""
    return obj.card.name


def _valid_faces(whole: CardShape) -> str:
    return joined([repr(f.name) for f in whole.faces], "or")


def cast_face(card: GameObject, face: str | None, fuse: bool, player: str) -> CardDef:
    """The characteristics ``card`` has as the spell ``player`` casts (709.3, 712.11,
    715.3): the face named, both halves when fused (702.102a), or its normal
    characteristics. Raises IllegalActionError, naming the rule, for a face it can't be
    cast as from where it is."""
    whole = definition(card.card)
    if not whole.faces:
        if fuse:
            raise IllegalActionError(
                f"{whole.name} is not a split card with fuse; leave out fuse (702.102a)",
                ("702.102a",))
        if face is not None and face.casefold() != whole.name.casefold():
            raise IllegalActionError(
                f"{whole.name} has one face; leave out face (or write {whole.name!r})", ("709.1",))
        return whole
    if fuse:
        return _fused(card, face)
    if face is None:
        if whole.layout in (SPLIT, AFTERMATH):
            raise IllegalActionError(
                f"{whole.full_name} is a split card: choose the half to cast with face = "
                f"{_valid_faces(whole)} (709.3)", ("709.3",))
        chosen = whole.faces[0]
    else:
        found = whole.face(face)
        if found is None:
            raise IllegalActionError(
                f"{whole.full_name} has no face {face!r}; its faces: {_valid_faces(whole)}",
                ("709.3",))
        chosen = found
    front = chosen is whole.faces[0]
    if whole.layout in (TRANSFORM, MELD, FLIP) and not front:
        rule = "710.2" if whole.layout == FLIP else "712.11"
        raise IllegalActionError(
            f"{chosen.name} is the {'flipped half' if whole.layout == FLIP else 'back face'} "
            f"of {whole.full_name}: the card is cast with its "
            f"{'normal characteristics' if whole.layout == FLIP else 'front face up'} ({rule})",
            (rule,))
    if whole.layout == ADVENTURE and not front and card.adventurer is not None:
        raise IllegalActionError(
            f"{whole.full_name} went on an adventure: from exile it may be cast as "
            f"{whole.faces[0].name}, not as an Adventure again (715.3d)", ("715.3d",))
    aftermath = "Aftermath" in chosen.keywords
    if whole.layout == AFTERMATH and aftermath != (card.zone is Zone.GRAVEYARD):
        said = (f"{chosen.name} has aftermath: it can be cast only from a graveyard"
                if aftermath else
                f"{chosen.name} can't be cast from a graveyard: only the half with aftermath "
                f"({whole.faces[-1].name}) can")
        raise IllegalActionError(f"{said} (702.127a)", ("702.127a",))
    if front and whole.layout != SPLIT and whole.layout != AFTERMATH:
        return whole  # its normal characteristics (712.11, 715.4)
    return chosen


def transformed_face(card: GameObject, rule: str) -> CardDef:
    """The face ``card`` is cast with when cast transformed (disturb, 702.146a): its back
    face up, with only that face's characteristics (712.11a, 712.8c). Raises
    IllegalActionError, naming the rule, for a card that isn't a transforming double-faced
    card."""
    whole = definition(card.card)
    if whole.layout != TRANSFORM or len(whole.faces) != 2:
        raise IllegalActionError(
            f"{whole.full_name or whole.name} has no back face to be cast transformed "
            f"({rule}, 712.11a)", (rule, "712.11a"))
    return whole.faces[1]


def back_face_up(obj: GameObject) -> GameObject | None:
    """``obj``, a transforming double-faced card about to be put onto the battlefield
    transformed, with its back face up: it enters with it up (712.14a, 712.13); None for
    any other card, which stays where it is (712.14a)."""
    whole = definition(obj.whole or obj.card)
    if obj.kind is not Kind.CARD or whole.layout != TRANSFORM or len(whole.faces) != 2:
        return None
    return evolve(obj, card=whole.faces[1], whole=whole)


def flipped_up(obj: GameObject) -> GameObject | None:
    """``obj``, a flip card about to be put onto the battlefield flipped, with its flipped
    half's characteristics (710.2); None for any other card."""
    whole = definition(obj.whole or obj.card)
    if obj.kind is not Kind.CARD or whole.layout != FLIP or len(whole.faces) != 2:
        return None
    return evolve(obj, card=whole.faces[1], whole=whole)


def _fused(card: GameObject, face: str | None) -> CardDef:
    """A fused split spell (702.102): both halves' characteristics combined (702.102b);
    its total cost includes both mana costs (702.102c); it follows the left half's
    instructions, then the right half's (702.102d): one mode each, both chosen."""
    whole = definition(card.card)
    if whole.layout != SPLIT or not any("Fuse" in f.keywords for f in whole.faces):
        raise IllegalActionError(f"{whole.full_name or whole.name} has no fuse (702.102a)",
                                 ("702.102a",))
    if face is not None:
        raise IllegalActionError("a fused split spell is both halves; leave out face (702.102a)",
                                 ("702.102a",))
    if card.zone is not Zone.HAND:
        raise IllegalActionError(
            f"fuse applies only while {whole.name} is in its owner's hand (702.102a)",
            ("702.102a",))
    left, right = whole.faces
    if left.choose_modes or right.choose_modes or len(left.modes) != 1 or len(right.modes) != 1:
        raise IllegalActionError(f"{whole.name}: fusing modal halves is not supported yet",
                                 ("702.102d",))
    return fused(whole)


@cache
def fused(whole: CardDef) -> CardDef:
    """The characteristics of a split card's two halves cast together (702.102b-d): one
    definition per card, so spells and states that hold it compare as equal."""
    left, right = whole.faces
    return replace(whole, layout=FUSED, modes=(*left.modes, *right.modes))


def may_cast_from(card: GameObject, player: str) -> str:
    """Why ``player`` may cast ``card`` from outside their hand, or "": an aftermath half
    from their graveyard (702.127a), a card they sent on an adventure from exile
    (715.3d)."""
    whole = card.card
    if card.zone is Zone.GRAVEYARD and whole.layout == AFTERMATH and card.owner == player:
        return "702.127a"  # which half may be: ``cast_face``
    if card.zone is Zone.EXILE and card.adventurer == player:
        return "715.3d"
    return ""


def land_face(card: GameObject, face: str | None) -> GameObject:
    """The card a player plays as a land, with the face it enters with (712.12): a modal
    double-faced card's land face."""
    whole = card.card
    if face is None:
        if "Land" not in whole.types and whole.layout == MODAL:
            lands = [f.name for f in whole.faces if "Land" in f.types]
            if lands:
                raise IllegalActionError(
                    f"{whole.name}'s front face is not a land: play its land face with "
                    f"face = {lands[0]!r} (712.12)", ("712.12",))
        return card
    chosen = whole.face(face) if whole.faces else None
    if chosen is None:
        raise IllegalActionError(
            f"{whole.full_name or whole.name} has no face {face!r}"
            + (f"; its faces: {_valid_faces(whole)}" if whole.faces else ""), ("712.12",))
    if "Land" not in chosen.types:
        raise IllegalActionError(f"{chosen.name} is not a land face; cast it instead (712.12)",
                                 ("712.12",))
    if whole.layout != MODAL and chosen is not whole.faces[0]:
        raise IllegalActionError(
            f"only a modal double-faced card is played with its back face up (712.12); "
            f"{whole.full_name} is played as {whole.faces[0].name}", ("712.12",))
    if chosen is whole.faces[0]:
        return card
    return evolve(card, card=chosen, whole=whole)


def placed_face(whole: CardDef, face: str) -> CardDef:
    """The face a permanent is put onto the battlefield with in a scenario's set-up: a
    double-faced card's back face (712.8d-e), a flip card's flipped half (710.2)."""
    chosen = whole.face(face) if whole.faces else None
    if chosen is None:
        valid = f"; its faces: {_valid_faces(whole)}" if whole.faces else " (it has one face)"
        raise IllegalActionError(f"{whole.full_name or whole.name} has no face {face!r}{valid}",
                                 ("712.8",))
    if whole.layout not in (*DOUBLE_FACED, FLIP) and chosen is not whole.faces[0]:
        raise IllegalActionError(
            f"a {whole.layout} card's permanent shows its normal characteristics (709.4, 715.4)",
            ("715.4",))
    return whole if chosen is whole.faces[0] else chosen


def aftermath_exiles(obj: GameObject, to: Zone) -> bool:
    """An aftermath half cast from a graveyard is exiled instead of put anywhere else as it
    leaves the stack (702.127a)."""
    return (obj.zone is Zone.STACK and obj.cast_from is Zone.GRAVEYARD and to is not Zone.EXILE
            and obj.whole is not None and obj.whole.layout == AFTERMATH
            and "Aftermath" in obj.card.keywords)


def on_adventure(spell: GameObject) -> bool:
    """Whether the resolving spell was cast as an Adventure: exiled as it resolves, and its
    controller may cast the creature from exile (715.3d)."""
    whole = spell.whole
    return whole is not None and whole.layout == ADVENTURE and spell.card is not whole


def turn_over(txn: Transaction, perm: GameObject, rule: str, how: str) -> GameObject | None:
    """Transform (701.27a) or flip (710.2) a permanent: it shows its other face, and stays
    the same object (712.18). Nothing happens to a permanent that isn't a double-faced card
    (701.27c), to a meld card (712.4c), a flip card already flipped (710.4), or toward an
    instant or sorcery face (712.10)."""
    whole = whole_card(perm)
    flip = how == "flip"
    wanted = FLIP if flip else TRANSFORM
    if whole.layout != wanted and not (not flip and whole.layout == MODAL):
        kind = "a flip card" if flip else "a double-faced card, or is a meld card"
        txn.emit(ev.Noted("710.1a" if flip else "712.9",
                          f"{perm.display_name} can't {how}: it isn't {kind}, so nothing "
                          "happens", did_nothing=True))
        return None
    if flip and perm.whole is not None:
        txn.emit(ev.Noted("710.4", f"{perm.display_name} is flipped already"))
        return None
    other = whole.faces[1] if perm.whole is None else whole
    if {"Instant", "Sorcery"} & set(other.types):
        txn.emit(ev.Noted("712.10", f"{perm.display_name} can't transform into the instant "
                          f"or sorcery face {other.name}: nothing happens"))
        return None
    was = perm.display_name
    turned = txn.update(evolve(perm, card=other, whole=None if other is whole else whole,
                               turned=perm.turned + 1))
    txn.emit(ev.TurnedOver(rule, turned, was, "flips" if flip else "transforms"))
    return turned


__all__ = [
    "ADVENTURE",
    "AFTERMATH",
    "DOUBLE_FACED",
    "FLIP",
    "FUSED",
    "LAYOUTS",
    "MELD",
    "MODAL",
    "SPLIT",
    "TRANSFORM",
    "aftermath_exiles",
    "back_face_up",
    "cast_face",
    "face_names",
    "flipped_up",
    "fused",
    "land_face",
    "may_cast_from",
    "on_adventure",
    "placed_face",
    "shows_face",
    "transformed_face",
    "turn_over",
    "whole_card",
]
