"""Choices made as a permanent enters (614.12a) and the abilities linked to them (607.2d):
the choice is asked, kept on the permanent and read by "of the chosen ..."; a card that says
"the chosen ..." without the ability that chooses is refused, never built reading nothing."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.cards import Card, build
from rulings_kit.core.characteristics import power_toughness
from rulings_kit.errors import OracleTextError
from rulings_kit.scenarios import Scenario

ANTHEM = "Creatures of the chosen type get +1/+1."


def test_a_linked_ability_without_its_choice_is_refused() -> None:
    with pytest.raises(OracleTextError) as refused:
        build(Card("Half a Triumph", "Enchantment", "{1}{W}", text=ANTHEM))
    assert "607.2d" in str(refused.value)


def test_the_choice_and_its_reader_build_and_pickle() -> None:
    card = build(Card("Shared Triumph", "Enchantment", "{1}{W}",
                      text=f"As Shared Triumph enters, choose a creature type.\n{ANTHEM}"))
    assert pickle.loads(pickle.dumps(card)) == card


@pytest.mark.parametrize(("chosen", "elves", "bears"), [("Elf", "2/2", "2/2"),
                                                        ("Bear", "1/1", "3/3")])
def test_of_the_chosen_type_reads_what_was_chosen(chosen: str, elves: str, bears: str) -> None:
    state = Scenario.build("Shared Triumph").player(
        "Alice", battlefield=["Plains", "Plains", "Llanowar Elves", "Grizzly Bears"],
        hand=["Shared Triumph"]).cast("Shared Triumph").resolve(
        1, answers={"choose:Shared Triumph": chosen}).done().run().trace.final
    pt = {o.name: o for o in state.permanents()}
    got = {n: "{}/{}".format(*power_toughness(state, pt[n]) or (0, 0))
           for n in ("Llanowar Elves", "Grizzly Bears")}
    assert got == {"Llanowar Elves": elves, "Grizzly Bears": bears}


def test_an_unanswered_choice_stops_and_lists_creature_types() -> None:
    error = Scenario.build("Shared Triumph").player(
        "Alice", battlefield=["Plains", "Plains"], hand=["Shared Triumph"]).cast(
        "Shared Triumph").resolve(1).done().run().error
    assert error is not None and "choose:Shared Triumph" in str(error)
    assert "Elf" in str(error)
