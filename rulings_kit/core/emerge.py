"""Emerge (702.119a): "Emerge [cost]" means "You may cast this spell by paying [cost] and
sacrificing a creature rather than paying its mana cost" and "If you chose to pay this
spell's emerge cost, its total cost is reduced by an amount of generic mana equal to the
sacrificed creature's mana value." An alternative cost, named in a cast as ``alt =
"emerge"`` with the creature in ``sacrifice`` (118.9): it is chosen as the cost is
(601.2b, 702.119c), reduces the total cost (601.2f) and is sacrificed as the cost is paid
(601.2h)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import is_creature, mana_value
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.refs import Ref, find
from rulings_kit.core.words import possessive
from rulings_kit.errors import IllegalActionError, RulingsError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction

#: emerge's name for its cost, as a cast names it (``alt = "emerge"``, 118.9)
EMERGE = "emerge"


def emerge_sacrifice(txn: Transaction, player: str, name: str, refs: Sequence[Ref],
                     total: ManaCost) -> tuple[tuple[int, ...], ManaCost]:
    """The creature ``player`` sacrifices to cast ``name`` for its emerge cost, and the
    ``total`` cost reduced by that creature's mana value, generic mana only (702.119a)."""
    creatures = [o for o in txn.state.permanents(player) if is_creature(txn.state, o)]
    if len(refs) != 1:
        names = ", ".join(o.name for o in creatures) or "none"
        raise IllegalActionError(
            f"{possessive(name)} emerge cost sacrifices a creature: give sacrifice = one "
            f"creature you control (702.119a, 601.2b); you could sacrifice: {names}",
            ("702.119a", "601.2b"))
    try:
        victim = find(txn.state, refs[0], among=creatures, what=f"creature {player} controls")
    except RulingsError as e:
        raise IllegalActionError(f"{name} can't emerge from that: {e} (702.119a)",
                                 ("702.119a",)) from None
    n = mana_value(victim)
    reduced = replace(total, generic=max(0, total.generic - n))
    txn.emit(ev.Noted("702.119a", f"{possessive(name)} emerge cost {total} is reduced by "
                      f"{possessive(victim.name)} mana value, {n}: {reduced}"))
    return (victim.id,), reduced


__all__ = ["EMERGE", "emerge_sacrifice"]
