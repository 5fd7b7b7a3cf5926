"""Cards played from exile because an effect says so: "Exile the top card of your library.
Until end of turn, you may play that card." (an "impulse"). The resolving effect creates,
for each card it exiled, a continuous effect on that card (611.2a) that lets its controller
play it, or only cast it, while the effect lasts: "this turn" and "until end of turn" end
in the cleanup step (514.2), "until the end of your next turn" in that turn's cleanup step.

A card played this way is cast (601.3) or, a land, played (116.2a: put onto the battlefield
from the zone it was in, using the turn's land play, 305.2); it follows the usual timing
rules (307.1, 116.2a). The permission is for the card in exile: once it leaves, it is a new
object the effect doesn't know (400.7); a card never played stays exiled.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.state import ContinuousEffect, GameObject, GameState, Zone
from rulings_kit.core.transaction import Transaction
from rulings_kit.core.words import possessive


@dataclass(frozen=True)
class PlayFromExile:
    """What a player may do with the cards an effect exiled, and for how long."""

    cast_only: bool = False  # "you may cast spells from among them": not play a land
    through_next_turn: bool = False  # "until the end of your next turn", not this turn

    def grant(self, txn: Transaction, card: GameObject, player: str, source: str) -> None:
        """Let ``player`` play ``card``, now in exile, as long as the effect lasts."""
        verb = "cast" if self.cast_only else "play"
        lasting = (f"until the end of {possessive(player)} next turn" if self.through_next_turn
                   else "this turn")
        txn.add_effect(
            ContinuousEffect(card.id, source, player, may_play=player, cast_only=self.cast_only,
                             through_turn_of=player if self.through_next_turn else None,
                             since=txn.state.turn, rule="601.3"),
            source, f"{player} may {verb} {card.display_name} from exile {lasting}")


def exile_permission(state: GameState, card: GameObject, player: str, land: bool) -> str:
    """The rule under which an effect lets ``player`` play ``card`` from exile now (a land
    if ``land``), or "" if none does (601.3, 116.2a)."""
    if card.zone is not Zone.EXILE:
        return ""
    for effect in state.effects:
        if effect.affected == card.id and effect.may_play == player and not (
                land and effect.cast_only):
            return "116.2a" if land else "601.3"
    return ""


__all__ = ["PlayFromExile", "exile_permission"]
