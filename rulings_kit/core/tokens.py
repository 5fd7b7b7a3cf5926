"""Creating tokens (111.1, 701.7a): a creature token's characteristics are those the
effect that creates it gives (111.3); its name is its subtypes (111.4)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.effects.common import Quantity
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.selection import Players
from rulings_kit.core.state import Step
from rulings_kit.core.words import spoken

#: the predefined tokens (111.10) the engine creates by name: name -> how. None yet: an effect
#: that creates one ("create a Treasure token") is refused, as text not understood.
PREDEFINED: dict[str, str] = {}


def creature_token(power: int, toughness: int, colors: frozenset[str], subtypes: tuple[str, ...],
                   keywords: frozenset[str] = frozenset(), artifact: bool = False) -> CardDef:
    """The definition of a creature token (111.3), named after its subtypes (111.4)."""
    return CardDef(
        name=" ".join(subtypes) or "Creature",
        mana_cost=None,
        colors=colors,
        types=("Artifact", "Creature") if artifact else ("Creature",),
        subtypes=subtypes,
        power=power,
        toughness=toughness,
        keywords=keywords,
        keyword_lines=tuple(sorted(k for k in keywords)),
        is_token=True,
    )


@dataclass(frozen=True)
class CreateCreatureTokens(Worded):
    """Players create tokens (701.7a): each one a new object on the battlefield (111.1),
    tapped (110.5b) or "tapped and attacking" (508.4) when the effect says so."""

    token: CardDef
    amount: Quantity
    players: Players
    tapped: bool = False
    attacking: bool = False

    def run(self, ctx: Resolution) -> None:
        n = self.amount.value(ctx)
        if n <= 0:
            ctx.txn.emit(ev.Noted("608.2h", f"{spoken(ctx.obj.display_name)} creates no tokens",
                                  did_nothing=True))
        made = []
        for player in self.players.players(ctx):
            attacking = self.attacking and n > 0 and _can_enter_attacking(ctx, player)
            made += [ctx.txn.create_token(self.token, player, "111.1", self.tapped,
                                          attacking).id for _ in range(n)]
        ctx.created = tuple(made)  # "..., then attach this Equipment to it"


def _can_enter_attacking(ctx: Resolution, player: str) -> bool:
    """Whether ``player``'s new creature enters attacking: only the attacking player's,
    during combat, attacking the player the others attack (508.4; 506.3b: else it
    enters but is never an attacking creature). Either way the trace says why."""
    state = ctx.txn.state
    in_combat = Step.DECLARE_ATTACKERS.order <= state.step.order <= Step.END_OF_COMBAT.order
    name = spoken(ctx.obj.display_name)  # "Falconer Adept's trigger"
    if in_combat and state.defender is not None and player == state.active:
        ctx.txn.emit(ev.Noted("508.4", f"{name}: the tokens enter attacking {state.defender}; "
                                       "they never attacked (no attack triggers)"))
        return True
    ctx.txn.emit(ev.Noted("506.3b", f"{name}: the tokens enter, but {player} isn't an "
                                    "attacking player, so they're never attacking"))
    return False
