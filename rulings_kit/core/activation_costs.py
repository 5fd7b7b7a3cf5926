"""The total cost of an activated ability (602.2b, 601.2f): its activation cost changed by
its own "This ability costs {1} less to activate for each ..." and by the static abilities
of permanents ("Activated abilities of creatures you control cost {2} less to activate."),
traced as it is determined."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.abilities import ActivatedAbility
from rulings_kit.core.ability_costs import changing, total_with
from rulings_kit.core.layers import has_text_abilities
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.state import GameObject
from rulings_kit.core.words import possessive

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def ability_cost_change(txn: Transaction, perm: GameObject, player: str,
                        ability: ActivatedAbility) -> Callable[[ManaCost], ManaCost] | None:
    """How the total cost of ``perm``'s ``ability``, activated by ``player``, differs from
    its activation cost (602.2b, 601.2f), worked out now; None if it doesn't. The trace
    says each change."""
    own, n = ability.cost_change, 0
    if own is not None:
        n = own.times(txn.state, perm, player)
        more = "more" if own.generic > 0 else "less"
        how_much = (f"{possessive(perm.name)} ability costs {own.mana_times(n)} {more} to "
                    "activate" if n else "it counts none, so the cost doesn't change")
        txn.emit(ev.Noted("601.2f", f"{own.text.rstrip('.')}: {how_much} (602.2b)"))
    changes = changing(txn.state, perm, has_text_abilities, ability.mana is not None,
                       ability.keyword, player)
    for source, a in changes:
        more = "more" if a.generic > 0 else "less"
        txn.emit(ev.Noted("601.2f", f"{possessive(source.name)} \"{a.text.rstrip('.')}\": "
                          f"{possessive(perm.name)} ability costs {{{abs(a.generic)}}} {more} "
                          "to activate (602.2b)"))
    if own is None and not changes:
        return None
    per = own.generic * n if own is not None else 0
    return lambda c: total_with(c, per, changes)
