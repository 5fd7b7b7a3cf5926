"""Day and night (731) and the daybound and nightbound abilities (702.145) that turn
double-faced permanents over as it becomes night and day."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.faces import turn_over
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.values import PART, Part, evolve

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Changes
    from rulings_kit.core.transaction import Transaction as Txn

DAYBOUND, NIGHTBOUND = "Daybound", "Nightbound"


def _daybound(card: CardShape) -> bool:
    return DAYBOUND in card.keywords


def _nightbound(card: CardShape) -> bool:
    return NIGHTBOUND in card.keywords


def _day_or_nightbound(card: CardShape) -> bool:
    return DAYBOUND in card.keywords or NIGHTBOUND in card.keywords


def bound(obj: GameObject) -> bool:
    """Whether the permanent can transform only through daybound or nightbound (702.145b,
    702.145e)."""
    return bool({DAYBOUND, NIGHTBOUND} & obj.card.keywords)


def face_after_move(state: GameState, obj: GameObject,
                    to: Zone) -> tuple[CardShape, CardShape | None]:
    """The face (``card``) and card (``whole``) of the new object ``obj`` becomes as it
    moves to ``to`` (400.7): a face shown on the stack stays up as the spell becomes a
    permanent (712.13), as does the land face a land is played with (712.12); at night a
    daybound card enters transformed (702.145b); anywhere else the card shows no single
    face (709.4, 712.8a, 715.4)."""
    if obj.copying is not None and obj.zone is Zone.BATTLEFIELD:  # its own card (707.2)
        obj = evolve(obj, card=obj.copying.card, whole=obj.copying.whole, copying=None)
    if obj.whole is not None and to is Zone.BATTLEFIELD and obj.zone is not Zone.BATTLEFIELD:
        return obj.card, obj.whole
    card = obj.whole or obj.card
    if to is Zone.BATTLEFIELD and state.day_night == "night" and _daybound(card) \
            and len(card.faces) == 2:
        return card.faces[1], card
    return card, None


def becomes(txn: Changes, now: str, rule: str, why: str, only_from: str | None = None) -> None:
    """It becomes day or night (731.1); nothing happens when it is already, nor, with
    ``only_from``, unless it was that ("" for neither)."""
    was = txn.state.day_night
    if was == now or (only_from is not None and was != only_from):
        return
    txn.state = evolve(txn.state, day_night=now)
    txn.emit(ev.DayNightChanged(rule, now, why, was))


@dataclass(**PART)
class DayBecomesNight(Part):
    """The trigger event "day becomes night or night becomes day" (731.1a): the game loses
    one designation and gains the other, never as it first becomes day or night."""

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, ev.DayNightChanged)
        return bool(e.was)


def untap_step_check(txn: Txn, previous_active: str) -> None:
    """731.2: as the second part of the untap step, day becomes night if the previous
    turn's active player cast no spells in it (731.2a), night becomes day if they cast two
    or more (731.2b); neither stays neither (731.2c)."""
    cast = dict(txn.state.spells_last_turn).get(previous_active, 0)
    if txn.state.day_night == "day" and cast == 0:
        becomes(txn, "night", "731.2a", f"{previous_active} cast no spells last turn")
    elif txn.state.day_night == "night" and cast >= 2:
        becomes(txn, "day", "731.2b", f"{previous_active} cast {cast} spells last turn")
    keep_up(txn)


def keep_up(txn: Txn) -> None:
    """What daybound and nightbound do at any time, immediately (not state-based actions):
    with neither day nor night, a daybound permanent makes it day (702.145d), else a
    nightbound one night (702.145g); at night each front-face-up daybound permanent
    transforms (702.145c), by day each back-face-up nightbound one (702.145f)."""
    state = txn.state
    either = state.permanents_whose(_day_or_nightbound)  # one lookup: asked at every check
    if not either:
        return
    day = tuple(p for p in either if _daybound(p.card))
    night = tuple(p for p in either if _nightbound(p.card))
    if not state.day_night:
        if day:
            becomes(txn, "day", "702.145d", f"{day[0].controller} controls {day[0].name}, "
                    "which has daybound")
        else:
            becomes(txn, "night", "702.145g", f"{night[0].controller} controls "
                    f"{night[0].name}, which has nightbound")
    if txn.state.day_night == "night":
        for perm in day:
            if perm.whole is None:
                turn_over(txn, txn.state.obj(perm.id), "702.145c", "transform")
    else:
        for perm in night:
            if perm.whole is not None:
                turn_over(txn, txn.state.obj(perm.id), "702.145f", "transform")
