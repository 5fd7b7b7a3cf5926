"""Timing restrictions of activated abilities (602.5): "Activate only during combat.",
"You can't activate this ability during combat.", "Activate only during your upkeep and
only once each turn.", "... and only if you control a Swamp." — read back as printed, and
checked as the ability is activated."""

from __future__ import annotations

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import Card, from_json, to_json
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core.state import Step, Zone
from rulings_kit.core.values import evolve
from rulings_kit.errors import OracleTextError
from tests.cards.play import table

SENTENCES = [
    "Activate only during combat.",
    "You can't activate this ability during combat.",
    "Activate only during any upkeep step.",
    "Activate only during an opponent's upkeep.",
    "Activate only during the declare blockers step.",
    "Activate only during the end of combat step.",
    "Activate only during combat after blockers are declared.",
    "Activate only before attackers are declared.",
    "Activate only before blockers are declared.",
    "Activate only before the combat damage step.",
    "Activate only before the end of combat step.",
    "Activate only during an opponent's turn, before attackers are declared.",
    "Activate only during your upkeep and only once each turn.",
    "Activate only as a sorcery and only once each turn.",
    "Activate only during your upkeep and only if you control a Swamp.",
]


@pytest.mark.parametrize("said", SENTENCES)
def test_each_timing_reads_back_as_printed(said: str) -> None:
    text = f"{{1}}: You gain 1 life. {said}"
    parts = compile_text("Timed Relic", text, ("Artifact",))
    assert parts.text() == text and from_json(to_json(parts)) == parts


#: (sentence, steps when it may be activated in its controller's turn)
WINDOWS = [
    ("Activate only during combat.", {Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS,
                                      Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
                                      Step.END_OF_COMBAT}),
    ("You can't activate this ability during combat.", {Step.UNTAP, Step.UPKEEP, Step.DRAW,
                                                         Step.MAIN1, Step.MAIN2, Step.END,
                                                         Step.CLEANUP}),
    ("Activate only before the combat damage step.", {Step.UNTAP, Step.UPKEEP, Step.DRAW,
                                                       Step.MAIN1, Step.BEGINNING_OF_COMBAT,
                                                       Step.DECLARE_ATTACKERS,
                                                       Step.DECLARE_BLOCKERS}),
    ("Activate only during an opponent's upkeep.", set()),
    ("Activate only during any upkeep step.", {Step.UPKEEP}),
]


@pytest.mark.parametrize(("said", "allowed"), WINDOWS)
def test_the_window_is_the_steps_it_names(said: str, allowed: set[Step]) -> None:
    relic = Card("Timed Relic", "Artifact", "{1}", text=f"{{1}}: You gain 1 life. {said}")
    (ability,) = build(relic).activated
    state = table({Zone.BATTLEFIELD: [relic]})
    (perm,) = state.permanents("Alice")
    assert ability.only_if is not None
    found = {s for s in Step if ability.only_if(evolve(state, step=s), perm)}
    assert found == allowed


def test_two_windows_or_an_unknown_mix_is_refused() -> None:
    with pytest.raises(OracleTextError):
        build(Card("Odd Relic", "Artifact", "{1}", text="{1}: You gain 1 life. Activate only "
                   "during combat and only during your upkeep."))


def test_an_opponent_controls_counts_one_opponents_permanents() -> None:
    # "an opponent controls four or more lands" (102.2): of one opponent, not all of them
    edge = Card("Edge Land", "Land", text="{T}, Sacrifice Edge Land: You gain 1 life. "
                "Activate only if an opponent controls two or more lands.")
    (ability,) = build(edge).activated
    for bob, holds in ((["Island"], False), (["Island", "Island"], True)):
        state = table({Zone.BATTLEFIELD: [edge, "Island", "Island"]},
                      {Zone.BATTLEFIELD: bob})
        (perm,) = [p for p in state.permanents("Alice") if p.name == "Edge Land"]
        assert ability.only_if is not None and ability.only_if(state, perm) is holds
