"""What the trace says of a cost change that counts (affinity, 702.41a), as the total
cost is determined (601.2f): the reduction it gives, or that it counted nothing."""

from __future__ import annotations

from rulings_kit.core import Cast, apply
from rulings_kit.core.events import Noted
from rulings_kit.core.state import Zone
from tests.cards.play import database_card, table


def _affinity_said(artifacts: int) -> list[str]:
    state = table({Zone.HAND: [database_card("Frogmite")],
                   Zone.BATTLEFIELD: ["Island"] * 4 + [database_card("Ornithopter")] * artifacts})
    done = apply(state, Cast("Frogmite"))
    return [e.text for e in done.events if isinstance(e, Noted) and e.rule == "702.41a"]


def test_affinity_says_how_much_less_the_spell_costs() -> None:
    (said,) = _affinity_said(2)
    assert said.endswith("Frogmite costs {2} less to cast"), said


def test_affinity_that_counts_nothing_says_the_cost_is_unchanged() -> None:
    (said,) = _affinity_said(0)
    assert "{0}" not in said and said.endswith("counts none, so its cost doesn't change"), said
