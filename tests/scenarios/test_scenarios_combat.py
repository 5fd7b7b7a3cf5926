"""Combat in scenario files: the ``block`` action, the ``damage:`` question (answered,
left to the explorer, or mistyped) and the ``lost`` expectation."""

from __future__ import annotations

import pytest

from rulings_kit.errors import ScenarioError
from rulings_kit.explore import explore
from rulings_kit.scenarios import Scenario


def _trample(**answers: object) -> Scenario:
    b = (
        Scenario.build("Dreadmaw")
        .player("Alice", battlefield=["Colossal Dreadmaw"])
        .player("Bob", battlefield=["Grizzly Bears"])
        .attack("Colossal Dreadmaw")
        .block({"Grizzly Bears": "Colossal Dreadmaw"})
    )
    return b.advance("end_of_combat", **({"answers": answers} if answers else {})).done()


def test_the_explorer_branches_on_every_legal_damage_division() -> None:
    ex = explore(_trample(), progress=False)
    assert ex.branches == 5  # 2 to 6 damage to the Bears, the rest to Bob
    assert sorted(ex.outcomes()["life:Bob"]) == [16, 17, 18, 19, 20]


def test_a_misnamed_recipient_is_an_error_that_lists_the_valid_ones() -> None:
    run = _trample(**{"damage:Colossal Dreadmaw": {"Grizzly Bear": 2, "Bob": 4}}).run()
    assert run.error is not None
    assert "'Grizzly Bear'" in str(run.error) and "'Grizzly Bears'" in str(run.error)
    assert run.state.player("Bob").life == 20  # the rejected action changed nothing


def test_block_must_be_a_table() -> None:
    with pytest.raises(ScenarioError, match=r"action 3.*block"):
        Scenario.from_data(
            {
                "format": 1,
                "title": "bad",
                "players": {"Alice": {"battlefield": ["Grizzly Bears"]}, "Bob": {}},
                "do": [{"attack": ["Grizzly Bears"]}, {"pass": True}, {"block": ["Bears"]}],
            }
        )


def test_lost_names_players_and_fails_when_nobody_lost() -> None:
    scenario = (
        Scenario.build("No loss")
        .player("Alice", battlefield=["Grizzly Bears"])
        .player("Bob")
        .attack("Grizzly Bears")
        .advance("end_of_combat")
        .expect(lost=["Bob"])
        .done()
    )
    result = scenario.check()
    assert not result.passed and "lost: expected ['Bob'], got []" in result.report()
