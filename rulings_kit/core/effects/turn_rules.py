"""Instructions that set a rule for the whole game until end of turn (611.2a, ended in
the cleanup step, 514.2): "Damage can't be prevented this turn." (615.12), "Players can't
gain life this turn." (119.7). The engine follows them where damage is dealt and life is
gained (:meth:`rulings_kit.core.changes.GameChanges.deal_damage`, ``change_life``). And
one for a player: "You may play an additional land this turn." (305.2). And phases added
to the turn (500.8)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.selection import Players
from rulings_kit.core.state import Step, TurnRule
from rulings_kit.core.turn_record import Did, Happened
from rulings_kit.core.turn_rules import Skipped
from rulings_kit.core.turns import COMBAT_AND_MAIN, add_after_this_phase
from rulings_kit.core.values import evolve

#: the rule each one cites
RULES = {TurnRule.DAMAGE_CANT_BE_PREVENTED: "615.12", TurnRule.PLAYERS_CANT_GAIN_LIFE: "119.7"}


@dataclass(frozen=True)
class ExtraLandPlay(Worded):
    """"You may play an additional land this turn." (305.2): its controller may play one
    more land for the rest of the turn (611.2a), kept in the turn's record."""

    def run(self, ctx: Resolution) -> None:
        more = Happened(Did.MAY_PLAY_LAND, ctx.controller)
        ctx.txn.state = evolve(ctx.state, this_turn=ctx.state.this_turn.adding(more))
        ctx.txn.emit(ev.EffectCreated("305.2", ctx.obj.display_name, f"{ctx.controller} may "
                                      "play an additional land this turn"))


@dataclass(frozen=True)
class SetTurnRule(Worded):
    """"Damage can't be prevented this turn.": from now until the turn ends, ``rule``
    holds for every player and object (611.2a)."""

    rule: TurnRule

    def run(self, ctx: Resolution) -> None:
        state = ctx.state
        ctx.txn.state = evolve(state, turn_rules=state.turn_rules | {self.rule})
        ctx.txn.emit(ev.EffectCreated(RULES[self.rule], ctx.obj.display_name,
                                      f"{self.rule.value} this turn"))


@dataclass(frozen=True)
class AdditionalCombat(Worded):
    """"After this main phase, there is an additional combat phase followed by an
    additional main phase." (500.8): added directly after the main phase it resolves in;
    resolving at any other time, it adds nothing (the cards' rulings)."""

    def run(self, ctx: Resolution) -> None:
        state = ctx.state
        if state.step not in (Step.MAIN1, Step.MAIN2):
            ctx.txn.emit(ev.Noted("500.8", f"{ctx.obj.display_name} adds no phase: it isn't "
                                  "a main phase"))
            return
        ctx.txn.state = add_after_this_phase(state, COMBAT_AND_MAIN)
        ctx.txn.emit(ev.EffectCreated("500.8", ctx.obj.display_name, (
            "after this main phase, there is an additional combat phase followed by an "
            "additional main phase")))


@dataclass(frozen=True)
class SkipNext(Worded):
    """"You skip your next turn.", "That player skips their next untap step.", "... your
    next two turns" (614.10): each player found skips the next ``count`` occurrences of
    ``what`` that would be theirs, on top of any they already skip (614.10a)."""

    players: Players
    what: Skipped
    count: int = 1

    def run(self, ctx: Resolution) -> None:
        for p in self.players.players(ctx):
            had = dict(ctx.state.player(p).skips)
            had[self.what] = had.get(self.what, 0) + self.count
            ctx.txn.update_player(p, skips=tuple(had.items()))
            next_ = f"next {self.count} {self.what.value}s" if self.count > 1 else \
                f"next {self.what.value}"
            ctx.txn.emit(ev.EffectCreated("614.10", ctx.obj.display_name,
                                          f"{p} skips their {next_}"))
