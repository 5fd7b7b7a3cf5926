"""What cipher does (702.99a): the spell's last instruction, which encodes its card on a
creature, and the ability the encoded card gives that creature, which casts a copy of it
(the links and the trigger pattern: rulings_kit.core.encoded)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import is_creature
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.effects.sacrifice import pick_permanent
from rulings_kit.core.effects.spells import offer_cast
from rulings_kit.core.encoded import RULE
from rulings_kit.core.selection import current
from rulings_kit.core.state import GameObject, Kind, Zone
from rulings_kit.core.values import evolve


@dataclass(frozen=True)
class Encode(Worded):
    """Cipher's spell ability, the spell's last instruction (702.99a): if the spell is a
    card (not a copy), its controller may exile it encoded on a creature they control,
    chosen now (its ruling: the creature isn't targeted)."""

    def run(self, ctx: Resolution) -> None:
        txn, me, spell = ctx.txn, ctx.controller, ctx.obj
        if spell.kind is not Kind.CARD or spell.id not in txn.state.stack:
            what = f"the copy of {spell.name}" if spell.kind is Kind.COPY else spell.name
            txn.emit(ev.Noted(RULE, f"{what} isn't represented by a card: nothing is encoded",
                              did_nothing=True))
            return
        creatures = [o for o in txn.state.permanents(me) if is_creature(txn.state, o)]
        if not creatures:
            txn.emit(ev.Noted(RULE, f"{me} controls no creature to encode {spell.name} on",
                              did_nothing=True))
            return
        if not txn.ask_may(spell, me, f"{me} may exile {spell.name} encoded on a creature "
                           "they control", RULE):
            return
        picked = pick_permanent(ctx, me, creatures, f"encodes {spell.name} on", RULE)
        assert picked is not None
        new = txn.move(txn.state.obj(spell.id), Zone.EXILE, rule=RULE,
                       how=f"encoded on {picked.display_name}")
        if new is not None:
            txn.state = evolve(txn.state, encoded=(*txn.state.encoded, (new.id, picked.id)))


@dataclass(frozen=True)
class CastEncodedCopy(Worded):
    """"You may copy the encoded card and you may cast the copy without paying its mana
    cost." (702.99a): the copy is made in exile and cast from there as the ability
    resolves (707.12, 608.2g); a copy that isn't cast ceases to exist (704.5e). The spell
    cast is a copy (707.12), never encoded itself."""

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        card = current(ctx, ctx.source)
        if card is None or card.zone is not Zone.EXILE:
            txn.emit(ev.Noted(RULE, f"{ctx.source.name} has left exile: there is nothing "
                                    "to copy", did_nothing=True))
            return
        txn.count_new_object()
        copy = GameObject(id=txn.new_id(), card=card.card, owner=me, controller=me,
                          zone=Zone.EXILE, kind=Kind.COPY)
        txn.update(copy)
        txn.update_player(me, exile=(*txn.state.player(me).exile, copy.id))
        txn.emit(ev.Noted("707.12", f"{me} copies {card.name} in exile"))
        before = txn.state.stack
        offer_cast(ctx, [copy], f"{me} may cast the copy of {card.name} without paying its "
                   "mana cost", f"{me} can't cast the copy of {card.name}", "707.12", free=True)
        cast = [i for i in txn.state.stack if i not in before]
        if cast:  # the spell is the copy (707.12): it will cease to exist off the stack
            txn.update(evolve(txn.state.obj(cast[0]), kind=Kind.COPY))
            return
        if txn.state.has(copy.id):
            txn.cease_to_exist(txn.state.obj(copy.id))
            txn.emit(ev.Noted("704.5e", f"the copy of {card.name} isn't cast: it ceases to "
                                        "exist"))


__all__ = ["CastEncodedCopy", "Encode"]
