"""Copying a spell an ability targets (707.10): "Copy target instant or sorcery spell. You
may choose new targets for the copy." (707.10c)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.copies import copy_spell
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.selection import Objects
from rulings_kit.core.state import Zone


@dataclass(frozen=True)
class CopyTargetSpell(Worded):
    """Copy the spell ``of`` finds, still on the stack, the ability's controller controlling
    the copy (707.10a), with the spell's modes, X and targets (707.10), new targets chosen
    if ``new_targets`` and they like (707.10c); the copy isn't cast."""

    of: Objects
    new_targets: bool = True

    def run(self, ctx: Resolution) -> None:
        found = [o for o in self.of.objects(ctx) if o.zone is Zone.STACK]
        if not found:  # it left the stack: the ability's only target is illegal (608.2b)
            ctx.txn.emit(ev.Noted("608.2b", "the spell to copy is gone", did_nothing=True))
            return
        spell = found[0]
        copy_spell(ctx.txn, spell, ctx.controller, spell.targets, new_targets=self.new_targets)
