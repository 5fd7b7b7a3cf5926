"""What the effects share: quantities worked out as they resolve (608.2h), the words for
numbers, and how an object is offered as an answer.
"""

from __future__ import annotations

from typing import Protocol

from rulings_kit.core.context import Resolution
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.refs import names_of
from rulings_kit.core.state import GameObject
from rulings_kit.core.words import lower_first, plural, small_number


class Quantity(Protocol):
    """A number worked out as the instruction resolves (107.1, 608.2h), and its words
    after "equal to" ("that permanent's mana value")."""

    def value(self, ctx: Resolution) -> int: ...

    @property
    def words(self) -> str: ...


def amount_word(n: int) -> str:
    """A number in words as rules text writes it: "a", "two"."""
    return "a" if n == 1 else small_number(n)


def refer(name: str) -> str:
    """How a sentence's middle names the object: "this creature" (lower case), but a
    name stays as printed (a legendary card's short name)."""
    return lower_first(name) if name.startswith("This ") else name


def option_for(ctx: Resolution, obj: GameObject) -> Option:
    return Option(obj.id, obj.display_name, names_of(obj))


def choose_from_hand(
    ctx: Resolution, count: int, verb: str, rule: str, says: str = ""
) -> list[int]:
    """The controller chooses ``count`` cards from their hand (all of them if fewer).
    ``verb`` says what they do with ``{cards}`` where the cards go ("puts {cards} on top
    of their library"): the question says "2 cards", ``says`` (by default the same
    words) the answer."""
    player = ctx.controller
    hand = [ctx.state.obj(i) for i in ctx.state.player(player).hand]
    n = min(count, len(hand))
    options = [option_for(ctx, o) for o in hand]
    return ctx.txn.ask_pick(
        Ask.CHOOSE,
        ctx.obj,
        player,
        f"{player} {verb.format(cards=plural(n, 'card'))}",
        rule,
        options,
        (n, n),
        says=says or f"{{player}} {verb}",
    )
