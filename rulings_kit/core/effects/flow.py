"""Optional instructions (608.2d): "you may ...", chosen by the controller as the spell
or ability resolves; what they chose is what a following "if you do" reads (608.2c).
The conditions an instruction may depend on, beside those of :mod:`.conditional`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.counters import ENERGY
from rulings_kit.core.definitions import TriggeredAbility
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.effects.payments import pays
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.payment import pay_mana
from rulings_kit.core.state import GameObject, GameState, Kind
from rulings_kit.core.triggers import create_delayed, pending_trigger, trigger_reflexive
from rulings_kit.core.turn_record import Did, Happened
from rulings_kit.core.words import lower_first, possessive, third_person
from rulings_kit.errors import IllegalActionError

if TYPE_CHECKING:
    from rulings_kit.core.selection import Players


@dataclass(frozen=True)
class Optionally(Worded):
    """"You may [instructions]": its controller chooses as it resolves (608.2d; for a
    triggered ability, 603.5: it went on the stack whatever the choice would be)."""

    effects: tuple[Any, ...]

    def run(self, ctx: Resolution) -> None:
        prompt = f"{ctx.controller} may {third_person(self.words.removeprefix('You may '))}"
        rule = "603.5" if ctx.obj.kind is Kind.TRIGGER else "608.2d"
        ctx.did = ctx.txn.ask_may(ctx.obj, ctx.controller, prompt.rstrip("."), rule)
        if ctx.did:
            for effect in self.effects:
                effect.run(ctx)


@dataclass(frozen=True)
class Unless(Worded):
    """"[Do something] unless you [do something else]": the same as "You may [do something
    else]. If you don't, [do something]." (118.12a). ``instead`` offers the other action
    (a cost paid as it resolves, 118.12) and says whether it was done; only if it wasn't
    do ``effects`` happen."""

    instead: tuple[Any, ...]
    effects: tuple[Any, ...]

    def run(self, ctx: Resolution) -> None:
        ctx.did = False
        for effect in self.instead:
            effect.run(ctx)
        if ctx.did:
            return
        for effect in self.effects:
            effect.run(ctx)


@dataclass(frozen=True)
class PayMana(Worded):
    """"Pay {1}{B}", "pay 2 life" after "you may" (608.2d): the controller pays as it
    resolves (mana abilities first, 605.3a; life subtracted from their life total, 118.3b,
    only if it is at least that much, 119.4); a player who can't pay all of it pays
    nothing (118.3), and then didn't "do" it for a following "if you do" (608.2c)."""

    cost: ManaCost
    life: int = 0

    def run(self, ctx: Resolution) -> None:
        if self.life > ctx.txn.state.player(ctx.controller).life:
            ctx.did = False
            ctx.txn.emit(ev.Noted("119.4", f"{ctx.controller} has less than {self.life} life "
                                  "to pay", did_nothing=True))
            return
        snap = ctx.txn.snapshot()
        try:
            if not self.cost.is_free:
                what = f"{possessive(ctx.obj.name)} {self.cost}"
                pay_mana(ctx.txn, ctx.controller, self.cost, what, None)
        except IllegalActionError as e:
            ctx.txn.restore(snap)
            ctx.did = False
            ctx.txn.emit(ev.Noted("118.3", f"{ctx.controller} can't pay {self.cost}: {e}",
                                  did_nothing=True))
            return
        if self.life:
            ctx.txn.change_life(ctx.controller, -self.life, "118.3b")


@dataclass(frozen=True)
class PlayerMayPay(Worded):
    """The other action of "[do something] unless [a player] pays [cost]" (118.12a): the
    player the words name (the controller of the target, the player the trigger names,
    ``payer``) chooses as it resolves whether to pay ``mana`` and ``life`` life; whether
    they did is what the instruction reads next (``ctx.did``)."""

    payer: Players
    mana: ManaCost
    life: int = 0

    def run(self, ctx: Resolution) -> None:
        found = self.payer.players(ctx)
        ctx.did = bool(found) and pays(ctx, found[0], self.mana, self.life, "118.12a")


@dataclass(frozen=True)
class PayEnergy(Worded):
    """"Pay {E}{E}" after "you may" (107.14, 608.2d): the controller removes that many
    energy counters as it resolves; a player with fewer pays none (118.3), and then didn't
    "do" it for a following "if you do" (608.2c)."""

    amount: int

    def run(self, ctx: Resolution) -> None:
        has = ctx.state.player(ctx.controller).counter(ENERGY)
        if has < self.amount:
            ctx.did = False
            ctx.txn.emit(ev.Noted("118.3", f"{ctx.controller} has {has} energy, fewer than "
                                           f"the {self.amount} to pay", did_nothing=True))
            return
        ctx.txn.add_player_counters(ctx.controller, ENERGY, -self.amount, "107.14")


@dataclass(frozen=True)
class Reflexive(Worded):
    """"When you do, ...": a reflexive triggered ability (603.12). If the optional
    instruction before it was done, it triggers now and is put on the stack the next time
    a player would receive priority, its targets chosen then (603.3d). ``ability`` is one
    of the source card's triggered abilities, which no event triggers by itself."""

    ability: TriggeredAbility

    def run(self, ctx: Resolution) -> None:
        if not ctx.did:
            ctx.txn.emit(ev.Noted("603.12", f"{ctx.controller} didn't, so nothing triggers",
                                  did_nothing=True))
            return
        trigger_reflexive(ctx.txn, ctx.source, self.ability, ctx.controller)


@dataclass(frozen=True)
class CreateDelayed(Worded):
    """"Draw a card at the beginning of the next turn's upkeep": the effect creates a
    delayed triggered ability (603.7a), which triggers once, the next time its event
    happens (603.7b). Its source is the spell's, or the creating ability's source, and its
    controller the player who controlled that spell or ability as it resolved (603.7d-e).
    ``ability`` is one of the source card's triggered abilities, which no event triggers
    until an instruction creates it."""

    ability: TriggeredAbility
    #: the object "it" names in the ability's words ("Sacrifice it at the beginning of the
    #: next end step", "Return that card to the battlefield ..."), found as the effect
    #: creates it (603.7c): the ability remembers it as its subject, and affects it only if
    #: it's still in that zone then (Objects; core.selection imports this module)
    about: Any = None
    #: ``about`` may name several objects (the tokens created: "Exile them at the
    #: beginning of the next end step", or "it" of a token a replacement effect doubled):
    #: the ability remembers them all, as a batch ability remembers the objects of its
    #: events (603.2c, ``core.batches.BatchObjects``), each affected only if it's still the
    #: same object then (400.7)
    many: bool = False

    def run(self, ctx: Resolution) -> None:
        source = ctx.source
        index = source.card.of_kind(TriggeredAbility).index(self.ability)
        subject = None
        remembered = None
        if self.about is not None:
            found = self.about.objects(ctx)
            if self.many:
                remembered = Happened(Did.BATCH, ctx.controller,
                                      objects=tuple(o.id for o in found))
            else:
                subject = found[0] if len(found) == 1 else None  # none left: affects nothing
        later = pending_trigger(source, index, controller=ctx.controller, subject=subject,
                                event=remembered)
        create_delayed(ctx.txn, later, "603.7a", source.name, "a delayed triggered ability "
                       f"waits ({third_person(lower_first(self.words.rstrip('.')))})")


@dataclass(frozen=True)
class YouDid:
    """"If you do" (608.2c): the optional instruction before it was done."""

    def holds(self, ctx: Resolution) -> bool:
        return bool(ctx.did)

    def text(self) -> str:
        return "if you do"


@dataclass(frozen=True)
class ItIs:
    """ "if it's legendary": the object "it" names (a target, as it is now) has a quality,
    checked as the instruction resolves (608.2c); none left, and it doesn't."""

    it: Any  # Objects (core.selection imports this module)
    test: Callable[[GameState, GameObject, GameObject], bool]
    words: str

    def holds(self, ctx: Resolution) -> bool:
        return any(self.test(ctx.state, ctx.source, o) for o in self.it.objects(ctx))

    def text(self) -> str:
        return self.words


@dataclass(frozen=True)
class SourceHolds:
    """A condition about the game seen from the ability's source ("if you control a
    Wizard", "if it's your turn"), checked as it resolves (608.2c)."""

    test: Callable[[GameState, GameObject], bool]
    words: str
    #: "unless you attacked this turn": it holds when the test doesn't (608.2c)
    negated: bool = False

    def holds(self, ctx: Resolution) -> bool:
        return bool(self.test(ctx.state, ctx.source)) != self.negated

    def text(self) -> str:
        return self.words
