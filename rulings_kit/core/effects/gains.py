"""Effects that give a player something: life (119), tokens (111), mana (106),
an extra turn (500.7).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.effects.common import amount_word
from rulings_kit.core.mana import sort_types


@dataclass(frozen=True)
class ExtraTurn:
    def run(self, ctx: Resolution) -> None:
        p = ctx.state.player(ctx.controller)
        ctx.txn.update_player(ctx.controller, extra_turns=p.extra_turns + 1)
        ctx.txn.emit(ev.Noted("500.7", f"{ctx.controller} will take an extra turn after this one"))

    def text(self, name: str) -> str:
        return "Take an extra turn after this one."


@dataclass(frozen=True)
class GainLife:
    amount: int

    def run(self, ctx: Resolution) -> None:
        ctx.txn.change_life(ctx.controller, self.amount, "119.3")

    def text(self, name: str) -> str:
        return f"you gain {self.amount} life"


@dataclass(frozen=True)
class CreateTokens:
    token: CardDef
    count: int | None = 1  # None: one for each +1/+1 counter on the source (last known)

    def run(self, ctx: Resolution) -> None:
        n = self.count if self.count is not None else ctx.source.counter("+1/+1")
        for _ in range(n):
            ctx.txn.create_token(self.token, ctx.controller)
        if n == 0:
            ctx.txn.emit(
                ev.Noted("608.2h", f"{ctx.obj.display_name} creates no tokens", did_nothing=True)
            )

    def text(self, name: str) -> str:
        t = self.token
        color = "colorless" if not t.colors else " and ".join(sorted(t.colors))
        types = " ".join(x.lower() for x in t.types)
        keywords = (
            f" with {', '.join(k.lower() for k in t.keyword_lines)}" if t.keyword_lines else ""
        )
        what = f"{t.power}/{t.toughness} {color} {t.name} {types} token{keywords}"
        if self.count is None:
            return f"create a {what} for each +1/+1 counter on {name.lower()}."
        return f"create {amount_word(self.count)} {what}s."


@dataclass(frozen=True)
class AddOneOfProducedType:
    """Heartbeat of Spring: that player adds one mana of any type that land produced."""

    def run(self, ctx: Resolution) -> None:
        produced = ctx.obj.memo
        subject = ctx.obj.subject
        if not produced or subject is None:
            return
        player = subject.controller
        letters = list(sort_types(tuple(set(produced))))
        pick = ctx.txn.ask_color(ctx.obj, player, letters)
        ctx.txn.add_mana(player, (pick,))
        ctx.txn.emit(
            ev.ManaProduced(
                "605.1b",
                player,
                ctx.source,
                (pick,),
                tapped_for_mana=False,
                why="a triggered mana ability, not tapped for mana",
            )
        )

    def text(self, name: str) -> str:
        return "that player adds one mana of any type that land produced."
