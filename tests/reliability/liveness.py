"""Liveness: every ability that resolves in a random game does something.

An engine ``Observer`` watches each object as it resolves (608.2): a spell's instructions,
a triggered or an activated ability. Its resolution *did something* when it recorded an
event other than bookkeeping (``Resolved``, an answer, an explanation) or changed the
state; it *explained* doing nothing when the engine said why (``Noted(did_nothing=True)``:
"its condition is false"), its controller declined ("you may": answered false) or X
was 0 (107.3: "deals X damage" deals none, 120.8); otherwise it did nothing, silently. An object whose targets are
all illegal doesn't resolve (608.2b) and is not counted. A card that compiles but whose
ability does nothing wherever it is put to use is quietly wrong (issue 25): ``silent``
lists them, with the card and the ability's sentence.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import activated_ability
from rulings_kit.core.engine import Observer, Txn
from rulings_kit.core.state import GameObject, GameState, Kind
from rulings_kit.core.targets import specs_of

#: events that say what the engine did about a resolution, not what the ability did (a
#: ``Noted`` event counts unless it says the ability did nothing: "Alice scries 1")
BOOKKEEPING = (ev.Resolved, ev.Answered)


@dataclass(frozen=True)
class Ability:
    """One ability of one card, as the report names it."""

    card: str
    kind: str  # "spell", "triggered", "activated"
    index: int  # among the card's abilities of that kind (a spell's mode)
    sentence: str

    def describe(self) -> str:
        return f"{self.card} ({self.kind}): {self.sentence}"


def ability_of(obj: GameObject) -> Ability | None:
    """The ability a resolving object carries out, or None for a permanent spell (it
    enters the battlefield, 608.3: no instructions of its own)."""
    name = obj.card.name
    if obj.kind is Kind.TRIGGER:
        t = obj.card.triggered[obj.ability_index]
        effects = [e for m in t.modes for e in m.effects] if t.modes else list(t.effects)
        said = " ".join(e.text(name) for e in effects)
        return Ability(name, "triggered", obj.ability_index, f"{t.trigger.text}, {said}")
    if obj.kind is Kind.ABILITY:
        a = activated_ability(obj)
        said = " ".join(e.text(name) for e in a.effects)
        kind = "activated" if obj.granted is None else "granted"
        return Ability(name, kind, obj.ability_index, f"{a.cost.text(name)}: {said}")
    if obj.card.is_permanent_card:
        return None
    modes = obj.modes or (1,)
    said = " ".join(e.text(name) for m in modes for e in obj.card.modes[m - 1].effects)
    return Ability(name, "spell", modes[0] - 1, said)


def _changed(before: GameState, after: GameState) -> bool:
    """Whether anything a resolution can change differs (the resolving object aside,
    which is still on the stack)."""
    return (
        before.players != after.players
        or before.objects != after.objects
        or before.effects != after.effects
        or before.preventions != after.preventions
        or before.delayed != after.delayed
        or before.waiting != after.waiting
        or before.spell_replacements != after.spell_replacements
        or before.this_turn != after.this_turn
    )


@dataclass
class Record:
    used: int = 0
    did: int = 0
    explained: int = 0


class Watcher(Observer):
    """Counts, for each ability, how often it resolved and how often it did something."""

    def __init__(self) -> None:
        self.records: dict[Ability, Record] = {}
        self._open: dict[int, tuple[Ability | None, GameState, int]] = {}

    def resolving(self, txn: Txn) -> None:
        state = txn.state
        obj = state.obj(state.stack[-1])
        self._open[obj.id] = (ability_of(obj), state, len(txn.events))

    def restored(self, txn: Txn) -> None:
        self._open.clear()

    def emitting(self, txn: Txn, event: ev.Event) -> None:
        if not isinstance(event, ev.Resolved | ev.DidNotResolve):
            return
        opened = self._open.pop(event.obj.id, None)
        if opened is None or isinstance(event, ev.DidNotResolve):
            return
        ability, before, start = opened
        if ability is None:
            return
        during = txn.events[start:]
        record = self.records.setdefault(ability, Record())
        record.used += 1
        if any(not isinstance(e, BOOKKEEPING) and not (isinstance(e, ev.Noted) and e.did_nothing)
               for e in during) or _changed(before, txn.state):
            record.did += 1
        elif event.obj.x == 0 or _chose_no_target(event.obj) or any(
                (isinstance(e, ev.Noted) and e.did_nothing)
                or (isinstance(e, ev.Answered) and e.answer == "false") for e in during):
            # X was 0, "up to one target" was none, the engine said why, or "you may" was
            # declined
            record.explained += 1

    def silent(self) -> list[tuple[Ability, Record]]:
        """The abilities that never did anything where they resolved, and never said why."""
        return sorted(((a, r) for a, r in self.records.items() if r.did == 0 and not r.explained),
                      key=lambda ar: (ar[0].card, ar[0].kind, ar[0].index))

    def counts(self) -> Counter[str]:
        c: Counter[str] = Counter()
        c["abilities resolved"] = len(self.records)
        c["abilities that did something"] = sum(1 for r in self.records.values() if r.did)
        c["resolutions"] = sum(r.used for r in self.records.values())
        return c


#: one for the whole session: every random game's resolutions count together
WATCHER = Watcher()


def report(found: list[tuple[Ability, Record]]) -> str:
    return "\n".join(f"  {a.describe()}  (resolved {r.used} times, did nothing each time)"
                     for a, r in found)


def _chose_no_target(obj: GameObject) -> bool:
    """Whether every target of ``obj`` is "up to N" and none was chosen (601.2c, 603.3d):
    it rightly does nothing, as a declined "you may" doesn't."""
    specs = specs_of(obj)
    return bool(specs) and all(s.up_to for s in specs) and not any(obj.targets)
