"""Target requirements and trigger patterns the card pool shares."""

from __future__ import annotations

from collections.abc import Callable

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import (
    is_land,
)
from rulings_kit.core.definitions import TargetSpec, Trigger
from rulings_kit.core.state import GameObject, GameState, Step, Target, Zone


def player(what: str = "target player", opponent: bool = False) -> TargetSpec:
    def legal(state: GameState, by: GameObject, t: Target) -> bool:
        return (
            isinstance(t, str) and not state.player(t).lost and (not opponent or t != by.controller)
        )

    return TargetSpec(what, legal, zones=frozenset())


# ---- trigger patterns --------------------------------------------------------------


def you_cast(test: Callable[[GameObject], bool], text: str) -> Trigger:
    """ "Whenever you cast a ... spell" (603.2, 601.2i)."""

    def hit(event: ev.Event, source: GameObject, state: GameState) -> GameObject | None:
        assert isinstance(event, ev.SpellCast)
        return event.spell if event.player == source.controller and test(event.spell) else None

    return Trigger(ev.SpellCast, hit, text)


def cast_this_spell() -> Trigger:
    """ "When you cast this spell" — it triggers from the stack (603.2)."""

    def hit(event: ev.Event, source: GameObject, state: GameState) -> GameObject | None:
        assert isinstance(event, ev.SpellCast)
        return event.spell if event.spell.id == source.id else None

    return Trigger(ev.SpellCast, hit, "When you cast this spell", zone=Zone.STACK)


def enters() -> Trigger:
    """ "When this creature enters" (603.6a)."""

    def hit(event: ev.Event, source: GameObject, state: GameState) -> bool:
        assert isinstance(event, ev.ZoneChanged)
        return (
            event.new is not None
            and event.new.id == source.id
            and event.to_zone is Zone.BATTLEFIELD
        )

    return Trigger(ev.ZoneChanged, hit, "When this creature enters")


def your_upkeep(text: str = "At the beginning of your upkeep") -> Trigger:
    def hit(event: ev.Event, source: GameObject, state: GameState) -> bool:
        assert isinstance(event, ev.StepBegan)
        return event.step is Step.UPKEEP and event.active == source.controller

    return Trigger(ev.StepBegan, hit, text)


def land_tapped_for_mana() -> Trigger:
    """106.12a: triggers only when the ability resolved and produced mana."""

    def hit(event: ev.Event, source: GameObject, state: GameState) -> GameObject | None:
        assert isinstance(event, ev.ManaProduced)
        src = event.source
        land = "Land" in src.card.types or (state.has(src.id) and is_land(state, state.obj(src.id)))
        return src if event.tapped_for_mana and event.mana and land else None

    return Trigger(ev.ManaProduced, hit, "Whenever a player taps a land for mana")
