"""Keyword actions (701) whose words are the action itself, nothing more: "clash with an
opponent" (701.30b), "venture into the dungeon" (701.49), "learn" (701.48)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.cards.model.codec import part


@part
@dataclass(frozen=True)
class ClashText:
    """"Clash with an opponent." (701.30b): you and an opponent each reveal the top card of
    your library and may put it on the bottom; "if you win" follows."""

    def text(self) -> str:
        return "clash with an opponent"


@part
@dataclass(frozen=True)
class VentureText:
    """"Venture into the dungeon." (701.49): enter a dungeon, or move to its next room."""

    def text(self) -> str:
        return "venture into the dungeon"


@part
@dataclass(frozen=True)
class LearnText:
    """"Learn." (701.48a): discard a card to draw a card, or take a Lesson card from outside
    the game into your hand."""

    def text(self) -> str:
        return "learn"
