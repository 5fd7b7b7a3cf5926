"""Auras and Equipment (301.5, 303.4): attaching, the enchant ability (702.5), equip
(702.6), and the state-based actions that put an illegally attached Aura into its
owner's graveyard (704.5m) or unattach an Equipment (704.5n)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import card_types, protected_from
from rulings_kit.core.context import Resolution
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.statics import Enchant
from rulings_kit.core.values import evolve

if TYPE_CHECKING:
    from rulings_kit.core.engine import Txn
    from rulings_kit.core.selection import Objects


def enchant_of(aura: GameObject) -> Enchant | None:
    return next((a for a in aura.card.abilities if isinstance(a, Enchant)), None)


def attach(txn: Txn, obj: GameObject, host: GameObject, rule: str) -> None:
    """``obj`` becomes attached to ``host`` (301.5a, 303.4b)."""
    txn.update(evolve(obj, attached_to=host.id))
    txn.emit(ev.Noted(rule, f"{obj.display_name} is attached to {host.display_name}"))


def _illegal_host(state: GameState, obj: GameObject) -> str | None:
    """Why ``obj`` (an Aura or Equipment) can't stay attached where it is, or None."""
    host_id = obj.attached_to
    if host_id is None or not state.has(host_id) or \
            state.obj(host_id).zone is not Zone.BATTLEFIELD:
        return "it isn't attached to anything"
    host = state.obj(host_id)
    if host.id == obj.id:
        return "it can't be attached to itself"
    if protected_from(state, host, obj):  # 702.16c, 702.16d
        return f"{host.name} has protection from its color"
    enchant = enchant_of(obj)
    if enchant is not None and not enchant.legal(state, obj, host.id):
        return f"{host.name} isn't {enchant.what}"
    if "Equipment" in obj.card.subtypes and "Creature" not in card_types(state, host):
        return f"{host.name} isn't a creature"
    return None


def attachment_actions(txn: Txn) -> bool:
    """704.5m and 704.5n; True if any was performed."""
    done = False
    for perm in txn.state.permanents():
        aura = "Aura" in perm.card.subtypes
        if not aura and perm.attached_to is None:
            continue
        why = _illegal_host(txn.state, perm)
        if why is None:
            continue
        if aura:
            txn.move(perm, Zone.GRAVEYARD, how=f"put into the graveyard: {why}", rule="704.5m")
        else:
            txn.update(evolve(perm, attached_to=None))
            txn.emit(ev.Noted("704.5n", f"{perm.display_name} becomes unattached: {why}"))
        done = True
    return done


@dataclass(frozen=True)
class AttachSelfTo:
    """"Attach this Equipment to it" (701.3a): to the object an earlier instruction named;
    an Equipment can't equip something that isn't a creature (301.5c)."""

    words: str
    to: Objects

    def run(self, ctx: Resolution) -> None:
        me = ctx.source
        if not ctx.state.has(me.id) or ctx.state.obj(me.id).zone is not Zone.BATTLEFIELD:
            return
        for host in self.to.objects(ctx)[:1]:
            if host.id != me.id:
                attach(ctx.txn, ctx.state.obj(me.id), host, "701.3a")

    def text(self, name: str) -> str:
        return self.words


@dataclass(frozen=True)
class AttachSelf:
    """"Attach this permanent to target creature you control" (equip, 702.6a): an
    Equipment that is gone, or a target that is illegal, leaves things as they were."""

    text_words: str = "Attach this permanent to target creature you control."

    def run(self, ctx: Resolution) -> None:
        me = ctx.source
        if not ctx.state.has(me.id) or ctx.state.obj(me.id).zone is not Zone.BATTLEFIELD:
            return
        for t in ctx.targets(0):
            host = ctx.current(t)
            if host is not None and host.id != me.id:
                attach(ctx.txn, ctx.state.obj(me.id), host, "702.6a")

    def text(self, name: str) -> str:
        return self.text_words
