"""Keyword actions that put +1/+1 counters or more of the counters already there: proliferate
(701.34a), adapt (701.46a), monstrosity (701.37a), bolster (701.39a) and explore (701.44a).
Each choice is a question: which permanents and players proliferate, which creature tied for
least toughness bolsters, whether an explored nonland card goes to the graveyard."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import is_creature, is_land, power_toughness
from rulings_kit.core.context import Resolution
from rulings_kit.core.counters import ENERGY
from rulings_kit.core.effects.common import option_for
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.selection import ItSelf, Objects, Players
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import evolve
from rulings_kit.core.zones import Zone

PLUS_ONE = "+1/+1"


@dataclass(frozen=True)
class Proliferate:
    """Proliferate (701.34a): the controller chooses any number of permanents and/or players
    that have a counter (the ``proliferate:`` question), then each gets one more counter of
    each kind it already has."""

    def run(self, ctx: Resolution) -> None:
        txn, player = ctx.txn, ctx.controller
        state = txn.state
        permanents = [o for o in state.permanents() if o.counters]
        players = [p.name for p in state.players if p.counters]
        options = [*(option_for(ctx, o) for o in permanents), *(Option(p, p) for p in players)]
        chosen = txn.ask_pick(Ask.PROLIFERATE, ctx.obj, player,
                              f"{player} proliferates: permanents and players to get another "
                              "counter of each kind they have", "701.34a", options,
                              (0, len(options)))
        if not chosen:
            txn.emit(ev.Noted("701.34a", f"{player} proliferates, choosing nothing"))
        for pick in chosen:
            if isinstance(pick, str):  # a player
                for kind, _ in txn.state.player(pick).counters:
                    txn.add_player_counters(pick, kind, 1, "701.34a")
                continue
            obj = txn.state.obj(pick)
            for kind, _ in obj.counters:
                obj = txn.add_counters(obj, kind, 1, "701.34a")

    def text(self, name: str) -> str:
        return "Proliferate."


def _on_battlefield(ctx: Resolution) -> GameObject | None:
    """The ability's source as it is now, if it is still on the battlefield (adapt and
    monstrosity act on "this permanent", 701.46a, 701.37a)."""
    found = ItSelf().objects(ctx)
    return found[0] if found and found[0].zone is Zone.BATTLEFIELD else None


@dataclass(frozen=True)
class Adapt:
    """Adapt N (701.46a): "If this permanent has no +1/+1 counters on it, put N +1/+1
    counters on it."; nothing if it has one, or has left the battlefield."""

    amount: int

    def run(self, ctx: Resolution) -> None:
        me = _on_battlefield(ctx)
        if me is None:
            ctx.txn.emit(ev.Noted("701.46a", f"{ctx.source.name} isn't on the battlefield: "
                                             "it doesn't adapt", did_nothing=True))
        elif me.counter(PLUS_ONE):
            ctx.txn.emit(ev.Noted("701.46a", f"{me.name} has a +1/+1 counter: adapt puts none",
                                  did_nothing=True))
        else:
            ctx.txn.add_counters(me, PLUS_ONE, self.amount, "701.46a")

    def text(self, name: str) -> str:
        return f"Adapt {self.amount}."


@dataclass(frozen=True)
class Monstrosity:
    """Monstrosity N (701.37a): "If this permanent isn't monstrous, put N +1/+1 counters on it
    and it becomes monstrous." (the designation of 701.37b); nothing if it is, or has left the
    battlefield."""

    amount: int

    def run(self, ctx: Resolution) -> None:
        me = _on_battlefield(ctx)
        if me is None:
            ctx.txn.emit(ev.Noted("701.37a", f"{ctx.source.name} isn't on the battlefield: it "
                                             "doesn't become monstrous", did_nothing=True))
        elif me.monstrous:
            ctx.txn.emit(ev.Noted("701.37a", f"{me.name} is already monstrous: monstrosity does "
                                             "nothing", did_nothing=True))
        else:
            me = ctx.txn.add_counters(me, PLUS_ONE, self.amount, "701.37a")
            ctx.txn.update(evolve(me, monstrous=True))
            ctx.txn.emit(ev.Noted("701.37b", f"{me.name} becomes monstrous"))

    def text(self, name: str) -> str:
        return f"Monstrosity {self.amount}."


@dataclass(frozen=True)
class Renown:
    """Renown N's instruction (702.112a): "put N +1/+1 counters on it and it becomes
    renowned" (the designation of 702.112b), once the intervening "if it isn't renowned"
    held (603.4); a creature that left the battlefield gets nothing."""

    amount: int

    def run(self, ctx: Resolution) -> None:
        me = _on_battlefield(ctx)
        if me is None:
            ctx.txn.emit(ev.Noted("702.112a", f"{ctx.source.name} isn't on the battlefield: it "
                                              "doesn't become renowned", did_nothing=True))
            return
        me = ctx.txn.add_counters(me, PLUS_ONE, self.amount, "702.112a")
        ctx.txn.update(evolve(me, renowned=True))
        ctx.txn.emit(ev.Noted("702.112b", f"{me.name} becomes renowned"))

    def text(self, name: str) -> str:
        counters = "a +1/+1 counter" if self.amount == 1 else f"{self.amount} +1/+1 counters"
        return f"Put {counters} on it and it becomes renowned."


@dataclass(frozen=True)
class Fabricate(Worded):
    """Fabricate N's instructions (702.123a): its controller may put N +1/+1 counters on the
    permanent; if they don't, or can't because it has left the battlefield, ``servos``
    create N Servo tokens."""

    amount: int
    servos: tuple[Any, ...]

    def run(self, ctx: Resolution) -> None:
        me, p = _on_battlefield(ctx), ctx.controller
        counters = "a +1/+1 counter" if self.amount == 1 else f"{self.amount} +1/+1 counters"
        if me is not None and ctx.txn.ask_may(ctx.obj, p, f"{p} may put {counters} on "
                                              f"{me.name}", "702.123a"):
            ctx.txn.add_counters(me, PLUS_ONE, self.amount, "702.123a")
            return
        if me is None:
            ctx.txn.emit(ev.Noted("702.123a", f"{ctx.source.name} isn't on the battlefield: no "
                                  "counters can be put on it, so Servos are created"))
        for effect in self.servos:
            effect.run(ctx)


@dataclass(frozen=True)
class Bolster:
    """Bolster N (701.39a): the controller chooses a creature they control with the least
    toughness (the ``choose:`` question when several tie) and puts N +1/+1 counters on it."""

    amount: int

    def run(self, ctx: Resolution) -> None:
        txn, player = ctx.txn, ctx.controller
        mine = [o for o in txn.state.permanents(player) if is_creature(txn.state, o)]
        if not mine:
            txn.emit(ev.Noted("701.39a", f"{player} controls no creature: bolster puts no "
                                         "counters", did_nothing=True))
            return
        least = min(_toughness(txn.state, o) for o in mine)
        tied = [o for o in mine if _toughness(txn.state, o) == least]
        (pick,) = txn.ask_pick(Ask.CHOOSE, ctx.obj, player,
                               f"{player} bolsters {self.amount}: a creature with the least "
                               f"toughness ({least})", "701.39a",
                               [option_for(ctx, o) for o in tied], (1, 1),
                               says="{player} bolsters {cards}")
        txn.add_counters(txn.state.obj(pick), PLUS_ONE, self.amount, "701.39a")

    def text(self, name: str) -> str:
        return f"Bolster {self.amount}."


@dataclass(frozen=True)
class Explore(Worded):
    """A permanent explores (701.44a): its controller reveals the top card of their library;
    a land card goes to their hand; otherwise the permanent gets a +1/+1 counter and they may
    put the card into their graveyard (the ``may:`` question). A permanent no longer on the
    battlefield still explores, by its last known information, without the counter (701.44c)."""

    explorers: Objects

    def run(self, ctx: Resolution) -> None:
        found: list[GameObject | None] = list(self.explorers.objects(ctx))
        for explorer in found or [None]:  # None: it left the battlefield (701.44c)
            self._explore(ctx, explorer)

    def _explore(self, ctx: Resolution, explorer: GameObject | None) -> None:
        txn = ctx.txn
        player = explorer.controller if explorer is not None else ctx.controller
        name = explorer.name if explorer is not None else ctx.source.name
        library = txn.state.player(player).library
        if not library:
            txn.emit(ev.Noted("701.44b", f"{name} explores: {player}'s library is empty, "
                                         "so nothing is revealed"))
        card = txn.state.obj(library[0]) if library else None
        if card is not None:
            txn.emit(ev.Noted("701.44a", f"{name} explores: {player} reveals {card.name}"))
        if card is not None and is_land(txn.state, card):
            txn.move(card, Zone.HAND, how="explored", rule="701.44a")
            return
        here = txn.state.obj(explorer.id) if explorer is not None and txn.state.has(
            explorer.id) else None
        if here is not None and here.zone is Zone.BATTLEFIELD:
            txn.add_counters(here, PLUS_ONE, 1, "701.44a")
        else:
            txn.emit(ev.Noted("701.44c", f"{name} isn't on the battlefield: it explores "
                                         "without getting a counter"))
        if card is not None and txn.ask_may(ctx.obj, player,
                                            f"{player} may put {card.name} into their graveyard",
                                            "701.44a"):
            txn.move(txn.state.obj(card.id), Zone.GRAVEYARD, how="explored", rule="701.44a")


def _toughness(state: GameState, obj: GameObject) -> int:
    """A creature's toughness, with every layer applied (613.4)."""
    pt = power_toughness(state, obj)
    return pt[1] if pt is not None else 0



@dataclass(frozen=True)
class GetEnergy(Worded):
    """ "You get {E}{E}": each of the players gets that many energy counters (107.14,
    122.1: counters on a player)."""

    players: Players
    amount: int

    def run(self, ctx: Resolution) -> None:
        for p in self.players.players(ctx):
            ctx.txn.add_player_counters(p, ENERGY, self.amount, "107.14")


@dataclass(frozen=True)
class GetPoison(Worded):
    """"Defending player gets a poison counter": each of the players gets that many poison
    counters (122.1f; ten or more and that player loses, 704.5c)."""

    players: Players
    amount: int

    def run(self, ctx: Resolution) -> None:
        for p in self.players.players(ctx):
            ctx.txn.add_player_counters(p, "poison", self.amount, "122.1f")
