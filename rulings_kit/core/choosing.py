"""A player choosing a value for an object (``Chosen``): a color (105.4) or a creature
type (205.3m), as a permanent enters (614.12a) or as a spell resolves (608.2d), kept on
the object (``GameObject.chosen_as_entered``) for the abilities linked to the choice that
say "the chosen color", "that type" (607.2d)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rulings_kit.core.game_object import Chosen, GameObject
from rulings_kit.core.mana import COLORS
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.values import evolve
from rulings_kit.core.words import a_or_an

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Changes


def ask_chosen(txn: Changes, obj: GameObject, player: str, what: Chosen,
               choices: Sequence[str], when: str, rule: str) -> str:
    """The color (asked as ``color:SOURCE``, one of the five, 105.4) or creature type
    (``choose:SOURCE``, among ``choices``, 205.3m) ``player`` chooses for ``obj``;
    ``when`` says when ("as Shared Triumph enters")."""
    says = " for " + obj.name.replace("{", "{{")
    if what is Chosen.COLOR:
        return txn.ask_color(obj, player, COLORS, prompt=f"{player} chooses a color {when}",
                             says="{player} chooses {color}" + says)
    prompt = f"{player} chooses {a_or_an(what.value)} {when}"
    (kind,) = txn.ask_pick(Ask.CHOOSE, obj, player, prompt, rule,
                           [Option(t, t) for t in choices], (1, 1),
                           says="{player} chooses {cards}" + says)
    return str(kind)


def with_chosen(obj: GameObject, what: Chosen, value: str) -> GameObject:
    """``obj`` having chosen ``value`` for ``what``: the last choice is the one its linked
    abilities read (607.2d)."""
    return evolve(obj, chosen_as_entered=(*obj.chosen_as_entered, (what, value)))
