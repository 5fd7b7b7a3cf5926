"""Auras and Equipment (301.5, 303.4): attaching, the enchant ability (702.5), equip
(702.6), and the state-based actions that put an illegally attached Aura into its
owner's graveyard (704.5m) or unattach an Equipment (704.5n)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.bestow import cease_to_be_bestowed, is_bestowed
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.characteristics import card_types, protected_from
from rulings_kit.core.context import Resolution
from rulings_kit.core.faces import back_face_up, flipped_up
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.refs import names_of
from rulings_kit.core.state import GameObject, GameState, Target, Zone
from rulings_kit.core.statics import Enchant
from rulings_kit.core.values import PART, Part, evolve
from rulings_kit.core.words import possessive

if TYPE_CHECKING:
    from rulings_kit.core.selection import Objects
    from rulings_kit.core.transaction import Transaction


def enchant_of(aura: GameObject) -> Enchant | None:
    return next(iter(aura.card.of_kind(Enchant)), None)


def attach(txn: Transaction, obj: GameObject, host: GameObject | str, rule: str) -> None:
    """``obj`` becomes attached to ``host``, an object or a player (301.5a, 303.4b)."""
    to = host if isinstance(host, str) else host.id
    txn.stamp(txn.update(evolve(obj, attached_to=to)), "attached")  # 613.7e
    txn.emit(ev.Noted(rule, f"{obj.display_name} is attached to {host_name(txn.state, to)}"))


def host_name(state: GameState, host: Target) -> str:
    """What an Aura or Equipment is attached to, as a reader names it: a player by name."""
    return host if isinstance(host, str) else state.obj(host).display_name


def enchanted_player(state: GameState, obj: GameObject) -> str | None:
    """The player ``obj`` is attached to ("enchanted player", 303.4b, 303.4m), if one."""
    me = state.obj(obj.id) if state.has(obj.id) else obj
    return me.attached_to if isinstance(me.attached_to, str) else None


def put_onto_battlefield(
    txn: Transaction, obj: GameObject, controller: str, *, how: str, rule: str,
    tapped: bool = False, with_counters: tuple[tuple[str, int], ...] = (),
    transformed: bool = False, flipped: bool = False,
) -> GameObject | None:
    """Put ``obj`` onto the battlefield under ``controller``'s control by an effect, not by
    resolving as a spell, with the counters the effect says (122.6); ``transformed``, with
    its back face up (712.14a: a card that isn't a transforming double-faced card stays
    where it is). An Aura enchants what that player chooses as it enters (303.4f); with
    nothing it could legally enchant, it stays where it is (303.4g)."""
    # its back face up (712.14a), or a flip card's flipped half (710.2); a card that has
    # no such face stays where it is
    for asked, turn, why, lacks in (
            (transformed, back_face_up, "712.14a", "has no back face to be put onto the "
             "battlefield transformed"),
            (flipped, flipped_up, "710.1", "isn't a flip card to be put onto the battlefield "
             "flipped")):
        if not asked:
            continue
        turned = turn(obj)
        if turned is None:
            txn.emit(ev.Noted(why, f"{obj.display_name} {lacks}: it stays where it is",
                              did_nothing=True))
            return None
        obj = turned
    enchant = enchant_of(obj)
    if enchant is None:
        return txn.enter_battlefield(obj, controller, how=how, rule=rule, tapped=tapped,
                                     with_counters=with_counters)
    aura = evolve(obj, controller=controller)
    hosts: list[Target] = [p.id for p in txn.state.permanents() if enchant.legal(
        txn.state, aura, p.id) and protected_from(txn.state, p, aura) is None]  # 702.16c
    hosts += [p.name for p in txn.state.players if not p.lost  # 702.5d: a player
              and enchant.legal(txn.state, aura, p.name)]
    if not hosts:
        where = "the stack" if obj.zone is Zone.STACK else f"{possessive(obj.owner)} {obj.zone}"
        txn.emit(ev.Noted("303.4g", f"{obj.display_name} has nothing it could enchant: it "
                          f"stays in {where}", did_nothing=True))
        return None
    picked = txn.ask_pick(
        Ask.CHOOSE, obj, controller, f"{controller} chooses what {obj.name} enchants", "303.4f",
        [Option(h, host_name(txn.state, h), () if isinstance(h, str) else
                names_of(txn.state.obj(h))) for h in hosts], (1, 1),
        says="{player} chooses {cards} for it to enchant")
    host = picked[0]
    new = txn.enter_battlefield(obj, controller, how=how, rule=rule, tapped=tapped,
                                attached_to=host, with_counters=with_counters)
    if new is not None:
        txn.emit(ev.Noted("303.4f", f"{new.display_name} enters attached to "
                          f"{host_name(txn.state, host)}"))
    return new


def _illegal_host(state: GameState, obj: GameObject) -> str | None:
    """Why ``obj`` (an Aura or Equipment) can't stay attached where it is, or None."""
    host_id = obj.attached_to
    if isinstance(host_id, str):  # a player (303.4b)
        return _illegal_player(state, obj, host_id)
    if host_id is None or not state.has(host_id) or \
            state.obj(host_id).zone is not Zone.BATTLEFIELD:
        return "it isn't attached to anything"
    host = state.obj(host_id)
    if host.id == obj.id:
        return "it can't be attached to itself"
    if (quality := protected_from(state, host, obj, removing=True)) is not None:  # 702.16c-d
        return f"{host.name} has protection from {quality}"
    enchant = enchant_of(obj)
    if enchant is not None and not enchant.legal(state, obj, host.id):
        return f"{host.name} isn't {enchant.what}"
    if "Equipment" in obj.card.subtypes and "Creature" not in card_types(state, host):
        return f"{host.name} isn't a creature"
    return None


def _illegal_player(state: GameState, obj: GameObject, player: str) -> str | None:
    """Why ``obj`` can't stay attached to ``player``: they left the game (303.4c), its
    enchant ability doesn't allow them (702.5d), or it is an Equipment (704.5n)."""
    if player not in state.player_names or state.player(player).lost:
        return f"{player} has left the game"
    enchant = enchant_of(obj)
    if enchant is None or not is_aura(obj.card):
        return f"it can't be attached to a player, {player}"
    if not enchant.legal(state, obj, player):
        return f"{player} isn't {enchant.what}"
    return None


def is_aura(card: CardShape) -> bool:
    return "Aura" in card.subtypes


def attachment_actions(txn: Transaction) -> bool:
    """704.5m and 704.5n; True if any was performed. Only Auras and what is attached can
    need them: found through the state's indexes, not by looking at every permanent."""
    done = False
    state = txn.state
    auras = state.permanents_whose(is_aura)
    attached = state.attached()
    if attached and auras:  # both, in the order they entered, each once
        order = state.battlefield
        candidates = [state.obj(i) for i in sorted({o.id for o in (*auras, *attached)},
                                                   key=order.index)]
    else:
        candidates = [*auras, *attached]
    for perm in candidates:
        aura = is_aura(perm.card)
        why = _illegal_host(txn.state, perm)
        if why is None:
            continue
        if aura and is_bestowed(perm):  # an exception to 704.5m (702.103f)
            cease_to_be_bestowed(txn, perm, "702.103f", f"becomes unattached ({why})")
        elif aura:
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


@dataclass(**PART)
class HostIs(Part):
    """"As long as enchanted permanent is a creature, ...", "As long as enchanted creature
    is blue, ..." (611.3a): the object the source Aura or Equipment is attached to now
    (303.4b, 301.5a) passes ``test``, as the layers have left it so far when asked within
    its own pass (613.6: decided in the effect's first layer); false while it is attached
    to nothing or to a player."""

    test: ObjectTest

    def __call__(self, s: GameState, me: GameObject) -> bool:
        if s.has(me.id):
            me = s.obj(me.id)
        host = me.attached_to
        if not isinstance(host, int) or not s.has(host):
            return False
        obj = s.obj(host)
        return obj.zone is Zone.BATTLEFIELD and self.test(s, me, obj)
