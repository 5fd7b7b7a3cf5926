"""Exert (701.43): "You may exert ~ as it attacks.", an optional cost to attack (508.1g,
701.43d), and the "When you do, ..." printed after it in the same paragraph, linked to it
(607.2h)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.flow import WhenYouDo
from rulings_kit.cards.model.words import capitalize


@part
@dataclass(frozen=True)
class ExertAsAttacks:
    """"You may exert ~ as it attacks. When you do, it gets +2/+2 until end of turn."
    (701.43d); ``not_if_exerted``: "If ~ hasn't been exerted this turn, you may exert it as
    it attacks." """

    when_you_do: WhenYouDo | None = None
    not_if_exerted: bool = False

    def text(self) -> str:
        head = ("If ~ hasn't been exerted this turn, you may exert it as it attacks."
                if self.not_if_exerted else "You may exert ~ as it attacks.")
        if self.when_you_do is None:
            return head
        return f"{head} {capitalize(self.when_you_do.text())}."
