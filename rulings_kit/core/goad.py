"""Goaded creatures in combat (701.15b): a goaded creature attacks each combat if able (the
requirement ``restrictions.GOADED`` puts on it, checked with the others, 508.1d) and attacks a
player other than each player who goaded it if able (:func:`check_goaded`). The players are
the controllers of the effects that goaded it (701.15a); several make several requirements
(701.15c)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rulings_kit.core.restrictions import GOADED
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.errors import IllegalActionError


def goaders(state: GameState, obj: GameObject) -> tuple[str, ...]:
    """The players who have goaded ``obj``, each once (701.15d), in the order they did."""
    return tuple(dict.fromkeys(c.controller for c in state.effects
                               if c.affected == obj.id and c.restriction == GOADED))


def check_goaded(state: GameState, attackers: Sequence[GameObject],
                 walkers: Sequence[int | None], player: str, defender: str,
                 could_attack: Callable[[str], bool]) -> None:
    """Reject attacking ``defender`` when a goaded attacker would attack a player who goaded
    it (or a planeswalker rather than a player) though the same attackers could all attack
    another opponent who goaded none of them (701.15b, 508.1d). Every creature attacks one
    player (or that player's planeswalkers) in a combat here (802.2 is refused), so the
    other requirements are counted by defending player; ``could_attack`` says whether the
    attackers could all attack that player (508.1c)."""
    goaded = {a.id: goaders(state, a) for a in attackers if goaders(state, a)}
    if not goaded:
        return
    unmet = [a for a, walker in zip(attackers, walkers, strict=True)
             if a.id in goaded and (defender in goaded[a.id] or walker is not None)]
    if not unmet:
        return
    by_them = {p for players in goaded.values() for p in players}
    for other in state.opponents(player):
        if other == defender or other in by_them or not could_attack(other):
            continue
        names = ", ".join(a.name for a in unmet)
        who = " and ".join(dict.fromkeys(p for a in unmet for p in goaded[a.id]))
        raise IllegalActionError(
            f"illegal attack: {names} is goaded by {who} and attacks a player other than "
            f"{who} if able, and it could attack {other} (701.15b, 508.1d)",
            ("701.15b", "508.1d"))
