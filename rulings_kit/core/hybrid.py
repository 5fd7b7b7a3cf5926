"""Announcing how the symbols that pay one of several ways are paid (601.2b, 602.2b):
Phyrexian symbols with mana or 2 life (107.4f), and hybrid ones with either half (107.4e).

The player announces, for each Phyrexian symbol, whether they pay 2 life: a question
(``phyrexian:SOURCE``, answered with how many of the symbols they pay life for). For hybrid
symbols the engine tries each nonhybrid equivalent, the fewest mana first, and keeps the
first one the player's mana can pay, the way automatic payment picks which lands to tap;
with ``pay`` the named permanents decide it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.questions import Ask, Option, Question
from rulings_kit.core.state import GameObject
from rulings_kit.core.words import possessive
from rulings_kit.errors import IllegalActionError, QuestionError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def announce_life(txn: Transaction, player: str, cost: ManaCost,
                  asker: GameObject | str) -> ManaCost:
    """Ask how many of ``cost``'s Phyrexian symbols ``player`` pays 2 life for (601.2b,
    107.4f), no more than their life allows (119.4); pay that life (601.2h) and return
    the mana cost left."""
    n = cost.phyrexian
    if not n:
        return cost
    life = txn.state.player(player).life
    most = min(n, max(0, life) // 2)
    name = asker if isinstance(asker, str) else asker.name
    q = Question(
        txn.question_id(Ask.PHYREXIAN, asker),
        Ask.PHYREXIAN,
        player,
        f"{player} chooses how many of the Phyrexian mana symbols of {possessive(name)} "
        f"cost ({cost}) to pay with 2 life each",
        "601.2b",
        tuple(Option(k, str(k)) for k in range(most + 1)),
        subject=name,
    )
    raw = txn.ask(q)
    if isinstance(raw, bool) or not isinstance(raw, int) or not 0 <= raw <= most:
        limit = f" ({player} has {life} life, 119.4)" if most < n else ""
        raise QuestionError(
            f"{raw!r} is not a legal answer to {q.id!r}; answer with {q.describe_options()}"
            f"{limit}", q.id, ("601.2b", "107.4f"))
    if raw:
        txn.change_life(player, -2 * raw, "107.4f")
    return cost.paying_life(raw)


def pay_some_equivalent(txn: Transaction, player: str, cost: ManaCost, what: str,
                        change: Callable[[ManaCost], ManaCost],
                        pay: Callable[[ManaCost], None]) -> None:
    """Pay ``cost``'s first nonhybrid equivalent (601.2b, 107.4e) that can be paid, each
    as ``change`` makes its total (601.2f); an illegal payment of one is undone before the
    next is tried. Raises when none can be paid."""
    if not cost.hybrid:
        pay(change(cost))
        return
    options = cost.equivalents()
    first: IllegalActionError | None = None
    for option in options:
        snap = txn.snapshot()
        txn.emit(ev.Noted("601.2b", f"{player} announces paying {cost} for {what} as {option} "
                                    "(107.4e)"))
        try:
            pay(change(option))
            return
        except IllegalActionError as e:
            txn.restore(snap)
            first = first or e
    assert first is not None
    said = ", ".join(str(o) for o in options)
    raise IllegalActionError(
        f"{player} can't pay {cost} for {what}: it is paid as one of {said} (107.4e), and "
        f"none of them can be paid; as {options[0]}: {first}", ("107.4e", "601.2h"))
