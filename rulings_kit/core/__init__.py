"""The rules engine: game state as a value, ``apply(state, action) -> Transition``.

This package imports only the standard library and ``rulings_kit.errors``, so it stays
light and usable anywhere (DESIGN.md).
"""

from rulings_kit.core.actions import Activate, Advance, Attack, Block, Cast, Pass, Play, Resolve
from rulings_kit.core.characteristics import power_toughness
from rulings_kit.core.engine import LoopLimitError, Transition, apply
from rulings_kit.core.events import Event
from rulings_kit.core.game import Game
from rulings_kit.core.mana import ManaCost, format_mana, parse_mana
from rulings_kit.core.produce import could_produce, explain_could_produce
from rulings_kit.core.questions import Answers, Ask, Option, Question, Unanswered
from rulings_kit.core.setup import Placed, PlayerSetup, build_state
from rulings_kit.core.state import GameObject, GameState, Kind, Player, Step, Zone

__all__ = [
    "Activate",
    "Advance",
    "Answers",
    "Ask",
    "Attack",
    "Block",
    "Cast",
    "Event",
    "Game",
    "GameObject",
    "GameState",
    "Kind",
    "LoopLimitError",
    "ManaCost",
    "Option",
    "Pass",
    "Placed",
    "Play",
    "Player",
    "PlayerSetup",
    "Question",
    "Resolve",
    "Step",
    "Transition",
    "Unanswered",
    "Zone",
    "apply",
    "build_state",
    "could_produce",
    "explain_could_produce",
    "format_mana",
    "parse_mana",
    "power_toughness",
]
