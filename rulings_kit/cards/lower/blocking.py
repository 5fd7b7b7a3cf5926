"""Lowering of the blocking requirements an instruction or a static ability gives
(509.1c): "All creatures able to block ~ do so.", "All creatures able to block target
creature this turn do so.", "Target creature blocks ~ this turn if able."."""

from __future__ import annotations

from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.actions import lowers, refused, until_end_of_turn, words
from rulings_kit.cards.lower.refs import Scope
from rulings_kit.core.block_requirements import LURE
from rulings_kit.core.combat_keywords import BlocksIfAble, RemoveFromCombat
from rulings_kit.core.effects.instructions import ModifyUntilEndOfTurn


@lowers(m.Lure, reads="what duration")
def _lure(effect: m.Lure, scope: Scope, name: str) -> tuple[Any, ...]:
    # until end of turn, a requirement for each creature able to block it (509.1c, 514.2);
    # the lasting one of a static ability is lowered with the statics (lower/combat_rules)
    if effect.duration is None:
        raise refused(effect, name)
    until_end_of_turn(effect.duration)
    return (ModifyUntilEndOfTurn(words(effect, name), scope.objects(effect.what),
                                 restriction=LURE),)


@lowers(m.BlocksIfAble, reads="what it")
def _blocks_if_able(effect: m.BlocksIfAble, scope: Scope, name: str) -> tuple[Any, ...]:
    # a requirement on each blocker found, to block the attacker found (509.1c)
    if isinstance(effect.it, m.ItRef):  # "it": what was named before the blocker (608.2c)
        attacker = scope.objects(effect.it)
        blockers = scope.objects(effect.what)
    else:  # targets in the order written (601.2c): the blocker's first
        blockers = scope.objects(effect.what)
        attacker = scope.objects(effect.it)
    return (BlocksIfAble(words(effect, name), blockers, attacker),)


@lowers(m.RemoveFromCombat, reads="what")
def _remove_from_combat(effect: m.RemoveFromCombat, scope: Scope, name: str) -> tuple[Any, ...]:
    return (RemoveFromCombat(words(effect, name), scope.objects(effect.what)),)  # 506.4
