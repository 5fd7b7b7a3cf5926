"""What an effect sees while its spell or ability resolves (608.2): ``Resolution``."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from rulings_kit.core import events as ev
from rulings_kit.core.state import GameObject, GameState, Target, Zone

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


class Resolution:
    """What an effect sees as its spell or ability resolves (608.2)."""

    def __init__(
        self,
        txn: Transaction,
        obj: GameObject,
        targets: list[tuple[Target, ...]],
        chosen: list[tuple[Target, ...]] | None = None,
    ) -> None:
        self.txn = txn
        self.obj = obj
        self._targets = targets
        #: every target chosen as it was put on the stack, legal now or not (601.2c)
        self._chosen = chosen if chosen is not None else targets
        #: whether the last optional instruction ("you may ...") was done: "if you do"
        self.did: bool | None = None
        #: whether the controller won the last clash (701.30d) or coin flip (705.2): "if
        #: you win", "if you win the flip", "if you lose the flip"
        self.won: bool | None = None
        #: the result of the last die roll (706.2): what "where X is the result" reads
        self.rolled: int | None = None
        #: the tokens the last instruction created (701.7a), by id: what "it" names next
        self.created: tuple[int, ...] = ()
        #: the permanents the cards an instruction put onto the battlefield became, by the
        #: card's id (400.7: a new object): what "it" names after "Return target creature
        #: card from your graveyard to the battlefield"
        self.entered: dict[int, int] = {}
        #: the objects each "all creatures ..." selection found, by id, the first time it
        #: was read: what "those creatures" names later in the same resolution (608.2c)
        self.found: dict[int, tuple[int, ...]] = {}  # by the selection's id()
        #: the one player an instruction for each of several players is at: "that player"
        #: in its number ("damage to each player equal to the number of lands that player
        #: controls"), ``selection.EachOne``
        self.one_player: str | None = None
        #: the damage a prevention effect prevented, for its additional effect: "the damage
        #: prevented this way" (615.5)
        self.prevented = 0
        #: how many events the action had when resolving began: what happened "this way"
        #: is what the instructions did since (608.2c: "a creature dealt damage this way")
        self.began = len(txn.events)
        # each target as it was when resolving began, for last known information (608.2h)
        state = txn.state
        self._known = [
            tuple(state.obj(t) for t in group if isinstance(t, int) and state.has(t))
            for group in targets
        ]

    @property
    def state(self) -> GameState:
        return self.txn.state

    @property
    def controller(self) -> str:
        return self.obj.controller

    @property
    def source(self) -> GameObject:
        """The ability's source as it last existed, or the spell itself."""
        return self.obj.source if self.obj.source is not None else self.obj

    @property
    def x(self) -> int:
        return self.obj.x or 0

    def targets(self, group: int = 0) -> tuple[Target, ...]:
        """The targets of one use of "target" that are still legal (608.2b)."""
        return self._targets[group] if group < len(self._targets) else ()

    @property
    def target_groups(self) -> tuple[tuple[Target, ...], ...]:
        """The targets of each use of "target" that were legal as it began resolving."""
        return tuple(self._targets)

    def chosen_count(self, group: int = 0) -> int:
        """How many targets were chosen for one use of "target" as the spell was cast,
        whether or not they are still legal: what damage divided as it was cast was
        divided among (601.2d)."""
        return len(self._chosen[group]) if group < len(self._chosen) else 0

    def last_known_targets(self, group: int = 0) -> tuple[GameObject, ...]:
        """The legal target objects of one use of "target" as they were when the spell or
        ability began to resolve: what "that permanent" means once it has left (608.2h)."""
        return self._known[group] if group < len(self._known) else ()

    def this_way(self) -> Sequence[ev.Event]:
        """What the resolution's instructions did so far: what "this way" names (608.2c).
        Damage is there wherever it was dealt, and damage prevented isn't (615.1, the
        rulings of Pillar of Flame)."""
        return self.txn.events[self.began:]

    def damaged_this_way(self) -> list[int]:
        """The permanents the resolution's instructions dealt damage to so far, in order."""
        found: list[int] = []
        for e in self.this_way():
            if isinstance(e, ev.DamageDealt) and isinstance(e.target, int) and \
                    e.target not in found:
                found.append(e.target)
        return found

    def current(self, target: Target) -> GameObject | None:
        if isinstance(target, str) or not self.state.has(target):
            return None
        return self.state.obj(target)

    def source_in(self, zone: Zone, rule: str, otherwise: str) -> GameObject | None:
        """The source card as it is now, if it is still in ``zone``; else None, noted: it
        left, and a card that changed zones is a new object nothing here names (400.7)."""
        card = self.source
        if self.state.has(card.id) and (now := self.state.obj(card.id)).zone is zone:
            return now
        self.txn.emit(ev.Noted(rule, f"{card.name} is no longer in the {zone.value}: "
                               f"{otherwise}", did_nothing=True))
        return None


def run_effects(
    txn: Transaction, obj: GameObject, effects: Iterable[Any], groups: list[tuple[Target, ...]],
    chosen: list[tuple[Target, ...]] | None = None,
) -> None:
    ctx = Resolution(txn, obj, groups, chosen)
    for effect in effects:
        effect.run(ctx)
