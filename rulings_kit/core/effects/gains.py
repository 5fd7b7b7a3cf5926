"""Effects that give a player something: life (119), tokens (111), mana (106)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.effects.common import (
    Amount,
    amount_of,
    amount_word,
)
from rulings_kit.core.mana import sort_types
from rulings_kit.core.words import upper_first


@dataclass(frozen=True)
class GainLife:
    """ "You gain N life." (119.3)"""

    amount: Amount

    def run(self, ctx: Resolution) -> None:
        ctx.txn.change_life(ctx.controller, amount_of(ctx, self.amount), "119.3")

    def text(self, name: str) -> str:
        return f"You gain {self.amount} life."


@dataclass(frozen=True)
class CreateTokens:
    """ "Create N P/T ... tokens" (111.1); ``count`` may be a quantity ("a token for
    each +1/+1 counter on this creature", counted as it resolves, 608.2h)."""

    token: CardDef
    count: Amount = 1

    def run(self, ctx: Resolution) -> None:
        n = amount_of(ctx, self.count)
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
        what = f"{t.power}/{t.toughness} {color} {t.name} {types} token"
        abilities = [
            f'"{upper_first(a.cost.text("this token"))}: {a.mana.text()}"'
            for a in t.activated
            if a.mana is not None
        ]
        if self.count == 1:
            return f"create a {what}{keywords}." + _having(abilities, False)
        many = f"create {amount_word(self.count)} {what}s{keywords}."
        return many + _having(abilities, True)


def _having(abilities: list[str], many: bool) -> str:
    """ ' They have "Sacrifice this token: Add {C}."' for a token's abilities."""
    if not abilities:
        return ""
    return f" {'They have' if many else 'It has'} {' and '.join(abilities)}"


@dataclass(frozen=True)
class AddManaOfProducedType:
    """ "That player adds one mana of any type that land produced.": a triggered mana
    ability (605.1b) adding mana of a type the trigger event's mana had (106.12a)."""

    def run(self, ctx: Resolution) -> None:
        happened = ctx.obj.trigger_event
        subject = ctx.obj.subject
        if happened is None or not happened.mana or subject is None:
            return
        player = subject.controller
        letters = list(sort_types(tuple(set(happened.mana))))
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
