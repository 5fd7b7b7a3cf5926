"""The parts of the combat keywords' triggered abilities that no general pattern, amount or
test says: what makes dethrone (702.105a) and training (702.149a) trigger, the bonuses of
rampage (702.23a) and melee (702.121a), the creatures mentor may target (702.134a),
myriad's tokens (702.116a), provoke's requirement (702.39a) and extort's drain
(702.101a). The abilities themselves are built from the card vocabulary
(rulings_kit.cards.lower.combat_keywords); these are values, so a definition made of them
pickles and compares equal.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import is_creature, power_toughness
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.selection import Objects, current
from rulings_kit.core.state import ContinuousEffect, GameObject, GameState, Zone
from rulings_kit.core.turn_record import Did
from rulings_kit.core.values import PART, Part
from rulings_kit.errors import IllegalActionError


def _power(state: GameState, obj: GameObject) -> int:
    return (power_toughness(state, obj) or (0, 0))[0]


def power_now(state: GameState, obj: GameObject) -> int:
    """The power of ``obj`` on the battlefield now, or as it last existed there (608.2h)."""
    if state.has(obj.id) and state.obj(obj.id).zone is Zone.BATTLEFIELD:
        return _power(state, state.obj(obj.id))
    was = state.last_known(obj)
    return _power(state, was if was is not None else obj)


@dataclass(**PART)
class AttacksMostLife(Part):
    """Dethrone (702.105a): "Whenever this creature attacks the player with the most life
    or tied for most life": it attacks that player, not a planeswalker, and no player in
    the game has more life, as it attacks (its ruling: the life totals after that don't
    matter)."""

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, ev.Attacked)
        if e.creature.id != me.id or e.planeswalker is not None:
            return False
        most = max(p.life for p in s.players if not p.lost)
        return s.player(e.defender).life >= most


@dataclass(**PART)
class AttacksWithGreaterPower(Part):
    """Training (702.149a): "Whenever this creature and at least one other creature with
    power greater than this creature's power attack": both declared as attackers (the
    powers as they are declared: its ruling)."""

    def __call__(self, e: ev.Event, me: GameObject, s: GameState) -> bool:
        assert isinstance(e, ev.Attacked)
        if e.creature.id != me.id:
            return False
        mine = _power(s, s.obj(me.id))
        return any(o.attacking and o.id != me.id and _power(s, o) > mine
                   for o in s.permanents())


@dataclass(**PART)
class PowerLessThanSource(Part):
    """Mentor's target (702.134a): "attacking creature with power less than this
    creature's power", the source's power now, or as it last existed on the battlefield
    (its ruling), checked as the ability is put on the stack and as it resolves (608.2b)."""

    def __call__(self, state: GameState, me: GameObject, obj: GameObject) -> bool:
        return obj.zone is Zone.BATTLEFIELD and obj.attacking and is_creature(state, obj) \
            and _power(state, obj) < power_now(state, me)


@dataclass(frozen=True)
class BlockersBeyondFirst:
    """Rampage's count (702.23a): "for each creature blocking it beyond the first", counted
    once, as the ability resolves (702.23b)."""

    def value(self, ctx: Resolution) -> int:
        me = current(ctx, ctx.source)
        blockers = sum(1 for o in ctx.state.permanents() if me is not None
                       and o.blocks(me.id))
        return max(blockers - 1, 0)

    @property
    def words(self) -> str:
        return "the number of creatures blocking it beyond the first"


@dataclass(frozen=True)
class OpponentsAttacked:
    """Melee's count (702.121a): "for each opponent you attacked with a creature this
    combat": the opponents, not planeswalkers, that creatures were declared to attack
    (508.1b), whatever became of those creatures since (its rulings)."""

    def value(self, ctx: Resolution) -> int:
        attacked = {h.attacked for h in ctx.state.this_turn.of(Did.ATTACK, ctx.controller)}
        return len(attacked - {""})

    @property
    def words(self) -> str:
        return "the number of opponents you attacked with a creature this combat"


@dataclass(frozen=True)
class Myriad(Worded):
    """Myriad (702.116a): "for each opponent other than defending player, you may create a
    token that's a copy of this creature that's tapped and attacking that player or a
    planeswalker they control ..." With no opponent but the defending player, it creates
    nothing (its ruling); with another, the tokens would attack a second player, which
    the engine refuses (802.2)."""

    def run(self, ctx: Resolution) -> None:
        others = [p for p in ctx.state.opponents(ctx.controller)
                  if p != ctx.state.defender and not ctx.state.player(p).lost]
        if others:
            raise IllegalActionError(
                f"myriad's tokens would attack {', '.join(others)} as well as the defending "
                "player: attacking two or more players in one combat (802.2) is not "
                "supported yet (702.116a)", ("702.116a", "802.2"))
        ctx.txn.emit(ev.Noted("702.116a", f"{ctx.controller} has no opponent other than the "
                              "defending player: myriad creates no token", did_nothing=True))


@dataclass(frozen=True)
class ExtortDrain(Worded):
    """Extort's second sentence (702.101a): "If you do, each opponent loses 1 life and you
    gain life equal to the total life lost this way" — the life actually lost, which an
    opponent whose life total can't change doesn't (its ruling)."""

    def run(self, ctx: Resolution) -> None:
        if not ctx.did:
            ctx.txn.emit(ev.Noted("702.101a", f"{ctx.controller} didn't pay: nothing happens",
                                  did_nothing=True))
            return
        lost = 0
        for p in ctx.state.opponents(ctx.controller):
            if ctx.state.player(p).lost:
                continue
            before = ctx.state.player(p).life
            ctx.txn.change_life(p, -1, "702.101a")
            lost += before - ctx.state.player(p).life
        ctx.txn.change_life(ctx.controller, lost, "702.101a")


@dataclass(frozen=True)
class BlocksIfAble(Worded):
    """"Target creature blocks ~ this turn if able." (509.1c): a requirement on each
    creature found to block the first attacker found, until end of turn (514.2), checked
    as blockers are declared."""

    blockers: Objects
    attacker: Objects

    def run(self, ctx: Resolution) -> None:
        them = self.attacker.objects(ctx)
        if not them:
            return
        a = them[0]
        for o in self.blockers.objects(ctx):
            ctx.txn.add_effect(ContinuousEffect(o.id, ctx.obj.name, ctx.controller,
                                                must_block=a.id, rule="509.1c"),
                               ctx.obj.display_name, f"{o.name} blocks {a.name} this turn if able")


@dataclass(frozen=True)
class RemoveFromCombat(Worded):
    """"Remove it from combat." (506.4): each permanent found stops being an attacking,
    blocking, blocked or unblocked creature; creatures blocking it stay blocking, and
    deal it no combat damage (510.1d)."""

    objects: Objects

    def run(self, ctx: Resolution) -> None:
        for o in self.objects.objects(ctx):
            now = current(ctx, o)
            if now is None or not (now.attacking or now.blocking is not None or now.blocked):
                continue
            ctx.txn.update(now.out_of_combat())
            ctx.txn.emit(ev.Noted("506.4", f"{now.name} is removed from combat"))


@dataclass(frozen=True)
class Provoke(Worded):
    """Provoke (702.39a): "you may choose to have target creature defending player controls
    block this creature this combat if able. If you do, untap that creature." The choice is
    made as it resolves; the requirement is checked as blockers are declared (509.1c)."""

    target: Objects

    def run(self, ctx: Resolution) -> None:
        found = self.target.objects(ctx)
        me = current(ctx, ctx.source)
        if not found:
            return
        ctx.did = ctx.txn.ask_may(ctx.obj, ctx.controller, f"{ctx.controller} may have "
                                  f"{found[0].name} block {ctx.source.name} this combat if "
                                  "able", "702.39a")
        if not ctx.did:
            return
        for o in found:
            if me is not None:
                ctx.txn.add_effect(ContinuousEffect(o.id, ctx.obj.name, ctx.controller,
                                                    must_block=me.id, rule="702.39a"),
                                   ctx.obj.display_name,
                                   f"{o.name} blocks {me.name} this combat if able")
            if o.tapped:
                ctx.txn.set_tapped(o, False, "702.39a")
