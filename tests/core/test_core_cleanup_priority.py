"""514.3a: when state-based actions are performed or abilities trigger in the cleanup
step, the active player receives priority, and once the stack is empty and all pass,
another cleanup step begins.

No bundled card can trigger or die in the cleanup step (the only discard there is 514.1's,
and no bundled card cares about discards; damage and "until end of turn" effects end
together in 514.2). So these tests use a test-only enchantment, "Discard Witness":
"Whenever you discard a card, you gain 1 life."
"""

from __future__ import annotations

from rulings_kit.cards import get_card
from rulings_kit.core import Advance, Cast, GameState, Resolve, apply, build_state
from rulings_kit.core import events as ev
from rulings_kit.core.amounts import Number
from rulings_kit.core.characteristics import power_toughness
from rulings_kit.core.definitions import CardDef, Trigger, TriggeredAbility
from rulings_kit.core.effects.instructions import LifeChange
from rulings_kit.core.selection import You
from rulings_kit.core.setup import Placed, PlayerSetup
from rulings_kit.core.state import GameObject, Step, Zone


def _you_discard(event: ev.Event, source: GameObject, state: GameState) -> bool:
    assert isinstance(event, ev.ZoneChanged)
    return (
        event.from_zone is Zone.HAND
        and event.to_zone is Zone.GRAVEYARD
        and "discard" in event.how
        and event.old.owner == source.controller
    )


WITNESS = CardDef(
    name="Discard Witness",
    mana_cost=None,
    colors=frozenset(),
    types=("Enchantment",),
    abilities=(
        TriggeredAbility(
            Trigger(ev.ZoneChanged, _you_discard, "Whenever you discard a card"),
            (LifeChange("You gain 1 life.", You(), Number(1)),),
        ),
    ),
)


def _end_step(*, witness: bool) -> GameState:
    """Alice's end step: eight cards in hand (so she discards one in cleanup), Grizzly
    Bears and a Forest for Giant Growth."""
    battlefield = [Placed(get_card("Grizzly Bears")), Placed(get_card("Forest"))]
    if witness:
        battlefield.append(Placed(WITNESS))
    hand = [Placed(get_card("Island")) for _ in range(7)] + [Placed(get_card("Giant Growth"))]
    alice = PlayerSetup("Alice", zones={Zone.BATTLEFIELD: battlefield, Zone.HAND: hand})
    return build_state((alice, PlayerSetup("Bob")), turn=3, step=Step.END)


def _bears(state: GameState) -> tuple[int, int] | None:
    (bears,) = [p for p in state.permanents() if p.name == "Grizzly Bears"]
    return power_toughness(state, bears)


DISCARD = {"discard:Alice": ["Island"]}


def test_a_trigger_in_cleanup_gives_the_active_player_priority_there() -> None:
    t = apply(_end_step(witness=True), Advance(Step.UPKEEP), DISCARD)
    state = t.state
    assert (state.turn, state.step, state.priority) == (3, Step.CLEANUP, "Alice")
    assert [state.obj(i).name for i in state.stack] == ["Discard Witness"]
    assert any(isinstance(e, ev.Noted) and e.rule == "514.3a" for e in t.events)
    # she may cast spells: Giant Growth in the cleanup step
    state = apply(state, Cast("Giant Growth", targets=("Grizzly Bears",))).state
    state = apply(state, Resolve(None)).state
    assert state.player("Alice").life == 21 and _bears(state) == (5, 5)


def test_another_cleanup_step_follows_and_ends_what_was_done_in_the_first() -> None:
    state = apply(_end_step(witness=True), Advance(Step.UPKEEP), DISCARD).state
    state = apply(state, Cast("Giant Growth", targets=("Grizzly Bears",))).state
    state = apply(state, Resolve(None)).state
    t = apply(state, Advance(Step.UPKEEP))
    began = [(e.turn, e.step, e.rule) for e in t.events if isinstance(e, ev.StepBegan)]
    assert began[0] == (3, Step.CLEANUP, "514.3a")  # the second cleanup step of turn 3
    assert (t.state.turn, t.state.active, t.state.step) == (4, "Bob", Step.UPKEEP)
    assert _bears(t.state) == (2, 2)  # Giant Growth's "until end of turn" ended there (514.2)
    assert len(t.state.player("Alice").hand) == 6  # nothing more to discard


def test_a_cleanup_step_where_nothing_happens_gives_no_priority() -> None:
    t = apply(_end_step(witness=False), Advance(Step.UPKEEP), DISCARD)
    cleanups = [e for e in t.events if isinstance(e, ev.StepBegan) and e.step is Step.CLEANUP]
    assert len(cleanups) == 1
    assert not any(e.rule == "514.3a" for e in t.events)
    assert (t.state.turn, t.state.step) == (4, Step.UPKEEP)
    assert not t.state.cleanup_again
