"""Equal states merge while exploring: orders of commuting triggers are not run again."""

from __future__ import annotations

import math
from itertools import permutations

import pytest

from benchmarks.bench_explore import TRINKET, triggers_scenario
from rulings_kit.explore import explore
from rulings_kit.explore.outcome import final_columns
from rulings_kit.scenarios import Scenario
from tests.explore.helpers import table

ORDER = "2:order:Alice"


@pytest.mark.parametrize("n", [3, 5, 7])
def test_commuting_triggers_cost_about_2_to_the_n(n: int) -> None:
    ex = explore(triggers_scenario(n), progress=False, max_states=None)
    assert ex.branches == math.factorial(n)  # every order is there...
    assert ex.stats.states <= 2**n  # ...from about 2^N states
    assert ex.stats.runs <= n * 2 ** (n - 1)
    assert len(ex.leaf_nodes()) == 1  # and every order ends the same
    assert ex.leaf_nodes()[0].outcome["life:Alice"] == 20 + n
    g = ex.group(keys=True)
    assert g.matters == ()
    assert g.no_difference == (ORDER,)
    assert int(g.table["branches"].iloc[0]) == math.factorial(n)


def test_each_pick_goes_on_from_where_its_parent_stopped() -> None:
    """A pick resumes the run its parent paused instead of running the action again, so
    the engine's work per state stays flat as N grows (with re-runs it doubles from
    N = 4 to N = 8)."""
    small, big = (explore(triggers_scenario(n), progress=False) for n in (4, 8))
    small_work = small.stats.events / small.stats.states
    big_work = big.stats.events / big.stats.states
    assert big_work < 1.5 * small_work
    assert big.stats.states <= 2**8 and big.leaf_nodes()[0].outcome["life:Alice"] == 28


def test_every_order_is_listed_with_its_own_resolutions() -> None:
    n = 4
    ex = explore(triggers_scenario(n), progress=False)
    df = ex.outcomes(keys=True)
    names = [f"Celebrant {i + 1} (trigger)" for i in range(n)]
    assert set(df[ORDER]) == {"; ".join(p) for p in permutations(names)}
    # what resolved follows each branch's own order, even through merged states
    assert (df["resolved"] == df[ORDER] + "; Trinket").all()


def test_identical_triggers_are_one_branch() -> None:
    ex = explore(triggers_scenario(6, identical=True), progress=False)
    assert ex.branches == 1
    assert ex.stats.states == 1
    assert ex.leaf_nodes()[0].outcome["life:Alice"] == 26


def test_merged_branches_replay_to_their_outcomes() -> None:
    """Every branch, run again as a scenario with its answers, ends as the table says."""
    scenario = triggers_scenario(4)
    ex = explore(scenario, progress=False)
    df = ex.outcomes(keys=True)
    for branch in range(len(df)):
        run = ex.replay(branch)
        assert run.error is None
        leaf = ex.path(branch)[-1].child
        assert final_columns(run.state) == dict(leaf.outcome)
        assert "; ".join(run.trace.resolved()) == df["resolved"][branch]


def _mixed_scenario(targets: bool = True, twins: bool = False) -> Scenario:
    """Four triggers on one cast that do not all commute: an opponent exiles their top
    card, a target player draws, Alice gains 1 life, and Alice may process a card from
    exile to gain 5 (only after something was exiled). Without ``targets``: Alice draws,
    scries 1 (a question as it resolves), gains 1 life and draws again. With ``twins``
    two copies of the card whose trigger has a target player replace the processor."""
    from rulings_kit.cards import Card, build
    from rulings_kit.core.actions import Cast, Resolve
    from rulings_kit.core.definitions import CardDef
    from rulings_kit.core.setup import Placed, PlayerSetup
    from rulings_kit.core.state import Zone
    from rulings_kit.scenarios.parse import ActionSpec

    def source(name: str, effect: str) -> CardDef:
        """A 1/1 whose ability triggers whenever Alice casts a spell."""
        return build(Card(name, "Creature — Wizard", "{1}", "1", "1",
                          text=f"Whenever you cast a spell, {effect}"))

    cards = [
        source("Exiler", "target opponent exiles the top card of their library."),
        source("Scholar", "target player draws a card."),
        source("Celebrant", "you gain 1 life."),
        source("Processor", "you may put a card an opponent owns from exile into that "
               "player's graveyard. If you do, you gain 5 life."),
    ]
    if twins:
        cards[3] = cards[1]
    if not targets:
        cards = [
            source("Reader", "draw a card."),
            source("Seer", "scry 1."),
            source("Celebrant", "you gain 1 life."),
            source("Student", "draw a card."),
        ]
    library = ("Plains", "Mountain")
    from rulings_kit.cards import get_card

    alice = PlayerSetup(
        "Alice",
        zones={
            Zone.BATTLEFIELD: tuple(Placed(c) for c in cards),
            Zone.HAND: (Placed(TRINKET),),
            Zone.LIBRARY: tuple(Placed(get_card(n)) for n in library),
        },
    )
    bob = PlayerSetup(
        "Bob",
        zones={Zone.LIBRARY: tuple(Placed(get_card(n)) for n in ("Island", "Forest", "Swamp"))},
    )
    actions = (
        ActionSpec(1, "cast", {"cast": "Trinket"}, Cast("Trinket"), {}),
        ActionSpec(2, "resolve", {"resolve": "all"}, Resolve(None), {}),
    )
    return Scenario("mixed triggers", (alice, bob), actions, active="Alice")


def test_picking_one_at_a_time_gives_the_same_branches_as_whole_orders() -> None:
    scenario = _mixed_scenario()
    picked = explore(scenario, progress=False)
    whole = explore(scenario, progress=False, pick_orders=False)
    assert table(picked).equals(table(whole))
    assert picked.branches == whole.branches > 24
    assert picked.stats.runs < whole.stats.runs
    g = picked.group(keys=True)
    assert "2:order:Alice" in g.matters and "2:target:Scholar" in g.matters
    for branch in range(0, picked.branches, 7):  # a sample, through merged states
        run = picked.replay(branch)
        assert run.error is None
        assert final_columns(run.state) == dict(picked.path(branch)[-1].child.outcome)


def test_picks_that_go_on_from_a_paused_run_give_the_branches_of_whole_orders() -> None:
    """Untargeted triggers whose order matters, one asking as it resolves: each pick goes
    on from its parent's paused run and ends where a run of the whole order ends."""
    scenario = _mixed_scenario(targets=False)
    picked = explore(scenario, progress=False)
    whole = explore(scenario, progress=False, pick_orders=False)
    assert table(picked).equals(table(whole))
    assert picked.branches == whole.branches >= 24
    assert len(picked.leaf_nodes()) > 1  # the order matters
    for branch in range(0, picked.branches, 5):
        run = picked.replay(branch)
        assert run.error is None
        assert final_columns(run.state) == dict(picked.path(branch)[-1].child.outcome)


@pytest.mark.parametrize("twins", [False, True], ids=["different", "twins"])
def test_targeted_picks_that_go_on_from_a_paused_run_give_the_branches_of_whole_orders(
    twins: bool,
) -> None:
    """Triggers with targets chosen as they were put on the stack: each pick goes on
    from its parent's paused run where the targets stay those any order gives, and the
    branches are those of whole orders, also with two triggers of one name (whose
    target questions are numbered in the order asked)."""
    scenario = _mixed_scenario(twins=twins)
    picked = explore(scenario, progress=False)
    whole = explore(scenario, progress=False, pick_orders=False)
    assert table(picked).equals(table(whole))
    assert picked.branches == whole.branches
    assert picked.stats.events < whole.stats.events
    for branch in range(0, picked.branches, 11):
        run = picked.replay(branch)
        assert run.error is None
        assert final_columns(run.state) == dict(picked.path(branch)[-1].child.outcome)
