"""Assist (702.132a): another player helps pay the generic mana of a spell's total cost.

"If the total cost to cast a spell with assist includes a generic mana component, before
you activate mana abilities while casting it, you may choose another player. That player
has a chance to activate mana abilities. [...] Before you begin to pay the total cost of
the spell, the player you chose may pay for any amount of the generic mana in the spell's
total cost." The caster names the player (``assist = "Bob"`` in a cast); that player is
asked how much (``assist:SPELL``, 0 up to what they can pay) and pays it with their own
mana; the caster pays the rest (601.2g-h).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import has_keyword
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.questions import Ask, Option, Question
from rulings_kit.core.state import GameObject
from rulings_kit.core.words import possessive
from rulings_kit.errors import IllegalActionError, QuestionError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction

RULE = "702.132a"


def assisted(txn: Transaction, player: str, spell: GameObject | None, total: ManaCost,
             helper: str | None, pay: Callable[[str, ManaCost], None]) -> ManaCost:
    """What is left of ``total`` for ``player`` to pay once ``helper``, the player they
    chose, has paid the generic mana they choose to (702.132a); ``pay(who, cost)`` pays a
    cost with that player's mana. Raises IllegalActionError, naming the rule, when the
    spell has no assist or ``helper`` isn't another player in the game."""
    if helper is None:
        return total
    state = txn.state
    name = spell.name if spell is not None else "it"
    if spell is None or not has_keyword(state, spell, "Assist"):
        raise IllegalActionError(
            f"{name} has no assist: no other player can pay for it ({RULE})", (RULE,))
    others = [p.name for p in state.players if p.name != player and not p.lost]
    if helper not in others:
        raise IllegalActionError(
            f"{helper!r} can't assist {player}: assist chooses another player in the game, "
            f"one of {', '.join(others) or '(none)'} ({RULE})", (RULE,))
    if not total.generic:  # the total cost has no generic mana component
        raise IllegalActionError(
            f"{possessive(name)} total cost {total} has no generic mana, so {player} can't "
            f"choose a player to assist ({RULE})", (RULE,))
    most = _most(txn, helper, total.generic, pay)
    q = Question(
        txn.question_id(Ask.ASSIST, spell),
        Ask.ASSIST,
        helper,
        f"{helper} chooses how much of the generic mana of {possessive(name)} total cost "
        f"({total}) to pay",
        RULE,
        tuple(Option(k, str(k)) for k in range(most + 1)),
        subject=name,
    )
    raw = txn.ask(q)
    if isinstance(raw, bool) or not isinstance(raw, int) or not 0 <= raw <= most:
        limit = f" (the mana {helper} can make pays no more)" if most < total.generic else ""
        raise QuestionError(
            f"{raw!r} is not a legal answer to {q.id!r}; answer with {q.describe_options()}"
            f"{limit}", q.id, (RULE,))
    if raw:
        pay(helper, ManaCost(generic=raw))
        txn.emit(ev.Noted(RULE, f"{helper} assists {player}, paying {{{raw}}} of "
                          f"{possessive(name)} total cost {total}"))
    return replace(total, generic=total.generic - raw)


def _most(txn: Transaction, helper: str, generic: int,
          pay: Callable[[str, ManaCost], None]) -> int:
    """The most generic mana, up to ``generic``, that ``helper`` can pay now: each amount
    is tried and undone, the largest first."""
    for k in range(generic, 0, -1):
        snap = txn.snapshot()
        try:
            pay(helper, ManaCost(generic=k))
            return k
        except IllegalActionError:
            continue
        finally:
            txn.restore(snap)
    return 0
