"""What the effects share: amounts (a number or X, 107.3) and the words for them,
and how an object is offered as an answer.
"""

from __future__ import annotations

from rulings_kit.core.context import Resolution
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.refs import names_of
from rulings_kit.core.state import GameObject
from rulings_kit.core.words import plural

#: an amount: a number, or "X" for the X of the spell or ability (107.3)
Amount = int | str


def amount_of(ctx: Resolution, amount: Amount) -> int:
    return ctx.x if amount == "X" else int(amount)


def amount_word(amount: Amount) -> str:
    words = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five"}
    return str(amount) if amount == "X" else words.get(int(amount), str(amount))


def option_for(ctx: Resolution, obj: GameObject) -> Option:
    return Option(obj.id, obj.display_name, names_of(obj))


def choose_from_hand(
    ctx: Resolution, count: int, verb: str, rule: str, says: str = ""
) -> list[int]:
    """The controller chooses ``count`` cards from their hand (all of them if fewer);
    ``says`` words the answer (default: "{player} VERB {cards}")."""
    player = ctx.controller
    hand = [ctx.state.obj(i) for i in ctx.state.player(player).hand]
    n = min(count, len(hand))
    options = [option_for(ctx, o) for o in hand]
    return ctx.txn.ask_pick(
        Ask.CHOOSE,
        ctx.obj,
        player,
        f"{player} {verb} {plural(n, 'card')}",
        rule,
        options,
        (n, n),
        says=says or f"{{player}} {verb} {{cards}}",
    )
