"""Effects on whole graveyards: "Exile target player's graveyard.", "Exile all
graveyards." (406.2: every card in them is exiled)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import PlayerRef


@part
@dataclass(frozen=True)
class ExileGraveyard:
    """"Exile target player's graveyard.", "Exile each opponent's graveyard.": the cards in
    the graveyards of the players ``whose`` names are exiled (406.2); ``whose`` None: "Exile
    all graveyards."."""

    whose: PlayerRef | None = None

    def text(self) -> str:
        if self.whose is None:
            return "exile all graveyards"
        return f"exile {self.whose.text()}'s graveyard"


__all__ = ["ExileGraveyard"]
