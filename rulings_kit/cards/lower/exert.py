"""Lowering "You may exert ~ as it attacks." (701.43d) to the engine's
:class:`~rulings_kit.core.exert.ExertsAsItAttacks`, with its linked "When you do, ..."
(607.2h) built as a reflexive triggered ability of the card (603.12)."""

from __future__ import annotations

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.effects import interpret
from rulings_kit.cards.lower.refs import Scope
from rulings_kit.core.exert import ExertsAsItAttacks


def exert_as_attacks(node: m.ExertAsAttacks, scope: Scope, name: str,
                     line: str) -> ExertsAsItAttacks:
    """The static ability; "it" in its "When you do" is the creature itself."""
    if node.when_you_do is None:
        return ExertsAsItAttacks(line, None, node.not_if_exerted)
    interpret(node.when_you_do, scope, name)  # the linked ability joins scope.reflexive
    return ExertsAsItAttacks(line, scope.reflexive[-1], node.not_if_exerted)


__all__ = ["exert_as_attacks"]
