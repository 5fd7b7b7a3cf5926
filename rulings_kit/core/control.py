"""Who controls each permanent: layer 2 (613.1b).

A permanent is controlled by the player it entered under (110.2, 110.2a) unless
control-changing effects apply to it; then by the player the latest of them gives it to
(613.7: timestamp order). The effects are of two kinds:

- from a resolved spell or ability (611.2a): "Gain control of target creature until end of
  turn.", "Gain control of target artifact." (for the rest of the game), "Exchange control
  of two target creatures." (701.12b); each with the timestamp it got as it was created
  (613.7b);
- from a static ability (611.3a): "You control enchanted creature." — its source's
  controller controls what it applies to, for as long as it applies, with the timestamp of
  its source (613.7a; an Aura's, as it became attached, 613.7e).

Both are kept in the state as continuous effects that give control (``gives_control``);
those of static abilities are brought in line with what applies at every check, as the
engine checks state-based actions (``settle_control``). The earliest effect on an object
remembers who controlled it before any of them (``control_from``), so when the last one
ends, control goes back to that player.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.layer_effects import timestamp
from rulings_kit.core.state import ContinuousEffect, GameState, Zone
from rulings_kit.core.statics import StaticEffect
from rulings_kit.core.values import evolve
from rulings_kit.core.words import possessive

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def _controls_statically(card: CardShape) -> bool:
    """Whether the card has a static ability that changes control ("You control enchanted
    creature.")."""
    return any(isinstance(a, StaticEffect) and a.controls for a in card.of_kind(StaticEffect))


def _statics_now(state: GameState) -> dict[tuple[int, int], ContinuousEffect]:
    """The control effects the static abilities on the battlefield generate now, by (the
    source, the object it applies to)."""
    found: dict[tuple[int, int], ContinuousEffect] = {}
    for source in state.sources_whose(_controls_statically):  # remembered from state to state
        for effect in source.card.of_kind(StaticEffect):
            if not (isinstance(effect, StaticEffect) and effect.controls):
                continue
            for obj in state.permanents():
                if effect.applies_to(state, source, obj):
                    found[source.id, obj.id] = ContinuousEffect(
                        obj.id, source.name, source.controller, timestamp=timestamp(source),
                        rule="613.1b", gives_control=True, static_source=source.id,
                        indefinite=True)
    return found


def settle_control(txn: Transaction) -> None:
    """Bring the control effects of static abilities in line with what applies now (611.3a),
    end those whose "for as long as ..." no longer holds (611.2b), then each permanent's
    controller in line with the effects (613.1b). Asked at every check of state-based
    actions: not one of them, but as often (the effects apply at all times)."""
    state = txn.state
    now = _statics_now(state)
    if not now and not any(e.gives_control for e in state.effects):
        return  # the usual case
    kept = [e for e in state.effects if e.static_source is not None]
    lapsed = [e for e in state.effects
              if e.gives_control and e.static_source is None and not e.holds(state)]
    known = {(e.static_source, e.affected): e for e in kept}
    if not lapsed and known.keys() == now.keys() and all(
            known[k].controller == e.controller and known[k].timestamp == e.timestamp
            for k, e in now.items()):
        return  # nothing changed since the last check
    changed: list[ContinuousEffect] = []
    for key, e in now.items():
        before = known.get(key)
        if before is None:
            changed.append(e)
        else:  # the same effect, perhaps with another controller or timestamp now
            changed.append(replace(before, controller=e.controller, timestamp=e.timestamp))
    others = tuple(e for e in state.effects
                   if e.static_source is None and not any(e is x for x in lapsed))
    replace_control_effects(txn, others + tuple(changed))


def add_control_effect(txn: Transaction, effect: ContinuousEffect, description: str) -> None:
    """A control-changing effect of a resolving spell or ability (611.2a), with its
    timestamp (613.7b); its object's controller follows at once."""
    txn.add_effect(evolve(effect, gives_control=True), effect.source_name, description)
    replace_control_effects(txn, txn.state.effects)


def end_control_effects(txn: Transaction, ending: Iterable[ContinuousEffect]) -> None:
    """The control effects ``ending`` end (514.2: "until end of turn"), all at once."""
    gone = {id(e) for e in ending}
    replace_control_effects(txn, tuple(e for e in txn.state.effects if id(e) not in gone))


def replace_control_effects(txn: Transaction, effects: tuple[ContinuousEffect, ...]) -> None:
    """The state's continuous effects become ``effects``; each permanent that a control
    effect applied to before or applies to now is controlled as the latest that applies
    says (613.7), or by the player it had before any did."""
    state = txn.state
    objects = sorted({e.affected for e in (*state.effects, *effects) if e.gives_control})
    before: dict[int, str] = {}  # who had each before any control effect (110.2)
    for o in objects:
        old = _earliest(state.effects, o)
        before[o] = old.control_from if old is not None and old.control_from else (
            state.obj(o).controller if state.has(o) else "")
    first = {o: _earliest(effects, o) for o in objects}
    txn.state = evolve(state, effects=tuple(  # the earliest on each object remembers it
        replace(e, control_from=before[e.affected])
        if e.gives_control and first[e.affected] is e and e.control_from != before[e.affected]
        else e for e in effects))
    for o in objects:
        if not txn.state.has(o) or txn.state.obj(o).zone is not Zone.BATTLEFIELD:
            continue
        obj = txn.state.obj(o)
        latest = _latest(txn.state.effects, o)
        to, why = (latest.controller, _why(txn.state.effects, latest)) if latest is not None \
            else (before[o], "no control-changing effect applies to it now")
        if to and to != obj.controller:
            txn.change_control(obj, to)
            txn.emit(ev.Noted("613.1b", f"{to} controls {obj.display_name}: {why}"))


def _why(effects: Iterable[ContinuousEffect], latest: ContinuousEffect) -> str:
    """Why the latest control effect on an object decides who controls it, in words."""
    kind = "ability" if latest.static_source is not None else "effect"
    what = f"{possessive(latest.source_name)} {kind}"
    many = sum(1 for e in effects if e.gives_control and e.affected == latest.affected)
    return what if many == 1 else f"{what}, the latest of {many} that apply (613.7)"


def _earliest(effects: Iterable[ContinuousEffect], obj: int) -> ContinuousEffect | None:
    on = [e for e in effects if e.gives_control and e.affected == obj]
    return min(on, key=lambda e: e.timestamp) if on else None


def _latest(effects: Iterable[ContinuousEffect], obj: int) -> ContinuousEffect | None:
    on = [e for e in effects if e.gives_control and e.affected == obj]
    return max(on, key=lambda e: e.timestamp) if on else None


__all__ = ["add_control_effect", "end_control_effects", "replace_control_effects",
           "settle_control"]
