"""Keywords that put a card into play another way than casting it for its mana cost
(evoke 702.74a, ...): what they build, and their forms the engine can't carry out refused
by name."""

from __future__ import annotations

import pytest

from rulings_kit.cards import Card, build
from rulings_kit.cards.lower import card_from_record
from rulings_kit.cards.oracle import compile_text
from rulings_kit.cards.oracle.text import overloaded_text
from rulings_kit.core.answers import only_answer
from rulings_kit.core.changed_spells import OVERLOAD, ChangedSpell
from rulings_kit.core.conditions import SourceAltCostPaid
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.ninjutsu import ReturnUnblockedAttacker
from rulings_kit.core.questions import Ask, Option, Question
from rulings_kit.core.state import Zone
from rulings_kit.data.carddb import packaged
from rulings_kit.errors import CardDefinitionError


def _built(name: str) -> CardDef:
    return build(card_from_record(packaged().record(name)))


def test_evoke_is_an_alternative_cost_and_a_sacrifice_trigger() -> None:
    mulldrifter = _built("Mulldrifter")
    assert dict(mulldrifter.alternative_costs)["evoke"] == ManaCost.parse("{2}{U}")
    evoke = [a for a in mulldrifter.triggered if a.keyword == "Evoke"]
    assert len(evoke) == 1 and evoke[0].trigger.rule == "702.74a"
    assert evoke[0].intervening_if == SourceAltCostPaid("evoke")


def test_evoke_for_a_cost_that_is_not_mana_is_refused_naming_it() -> None:
    with pytest.raises(CardDefinitionError, match="Evoke"):
        build(Card("Solitude Like", "Creature — Elemental Incarnation", "{3}{W}{W}", "3", "2",
                   text="Lifelink\nEvoke—Exile a white card from your hand."))


def _order(*options: Option) -> Question:
    return Question("order:Alice", Ask.ORDER, "Alice", "", "603.3b", options, (2, 2))


def test_two_triggers_of_one_card_are_told_apart_by_the_keyword_of_one() -> None:
    """Mulldrifter's draw and its evoke sacrifice are both "Mulldrifter (trigger)": the
    order matters (its ruling), so the engine doesn't pick one as if they were alike, and
    the evoke one answers to "Mulldrifter (evoke)"."""
    alike = _order(Option(0, "Bear (trigger)"), Option(1, "Bear (trigger)"))
    assert only_answer(alike) == ["Bear (trigger)", "Bear (trigger)"]
    differ = _order(Option(0, "Mulldrifter (trigger)"),
                    Option(1, "Mulldrifter (trigger)", ("Mulldrifter (evoke)",)))
    assert only_answer(differ) is None
    assert "Mulldrifter (evoke)" in differ.describe_options()


def test_unearth_is_activated_from_the_graveyard_as_a_sorcery() -> None:
    zombie = _built("Dregscape Zombie")
    (unearth,) = zombie.activated
    assert unearth.zone is Zone.GRAVEYARD and unearth.sorcery_speed
    assert unearth.cost.mana == ManaCost.parse("{B}")
    assert [a.keyword for a in zombie.triggered] == ["Unearth"]  # the delayed exile


def test_unearth_granted_by_another_card_is_refused() -> None:
    with pytest.raises(CardDefinitionError):
        build(Card("Sedris Like", "Legendary Creature — Zombie Warrior", "{5}{U}{B}{R}",
                   "5", "5", text="Each creature card in your graveyard has unearth {2}{B}."))


def test_ninjutsu_is_activated_from_the_hand_returning_an_unblocked_attacker() -> None:
    (ninjutsu,) = _built("Ninja of the Deep Hours").activated
    assert ninjutsu.zone is Zone.HAND and not ninjutsu.sorcery_speed
    assert ninjutsu.cost.mana == ManaCost.parse("{1}{U}")
    assert ninjutsu.cost.of(ReturnUnblockedAttacker) is not None


@pytest.mark.parametrize("text", [
    "Commander ninjutsu {U}{B}",
    "Ninjutsu abilities you activate cost {1} less to activate.",
    "Each creature card in your hand has ninjutsu {2}{U}{B}.",
])
def test_ninjutsu_forms_the_engine_cannot_carry_out_are_refused(text: str) -> None:
    with pytest.raises(CardDefinitionError):
        build(Card("Ninja Like", "Creature — Human Ninja", "{2}{U}{B}", "3", "3", text=text))


def test_overload_changes_every_word_target_to_each() -> None:
    text = ("Target creature you control gets +2/+0.\nReturn target card.\n"
            "Overload {2}{R} (... replacing all instances of \"target\" with \"each.\")")
    assert overloaded_text(text, "Overload") == (
        "Each creature you control gets +2/+0.\nReturn each card.")


def test_an_overloaded_spell_is_built_from_its_changed_text_without_targets() -> None:
    rift = _built("Cyclonic Rift")
    assert dict(rift.alternative_costs)["overload"] == ManaCost.parse("{6}{U}")
    assert [len(mode.targets) for mode in rift.modes] == [1]
    (found,) = rift.of_kind(ChangedSpell)
    assert found.alt == OVERLOAD.alt
    assert isinstance(found.spell, CardDef)
    assert [len(mode.targets) for mode in found.spell.modes] == [0]


def test_overload_on_a_card_given_as_parts_is_refused() -> None:
    parts = compile_text("Rift Like", "Return target creature to its owner's hand.\n"
                         "Overload {6}{U}", ("Instant",))
    card = Card("Rift Like", "Instant", "{1}{U}", abilities=parts.abilities)
    with pytest.raises(CardDefinitionError, match="Overload"):
        build(card)


def test_emerge_is_an_alternative_cost_and_emerge_from_a_quality_is_refused() -> None:
    assert dict(_built("Wretched Gryff").alternative_costs)["emerge"] == ManaCost.parse(
        "{5}{U}")
    with pytest.raises(CardDefinitionError):
        build(Card("Emerge Like", "Creature — Eldrazi", "{7}", "5", "5",
                   text="Emerge from artifact {5}{U}{U}"))


def test_prowl_is_a_conditional_alternative_cost() -> None:
    assert dict(_built("Thieves' Fortune").alternative_costs)["prowl"] == ManaCost.parse("{U}")
    with pytest.raises(CardDefinitionError):  # "if its prowl cost was paid": not read yet
        _built("Latchkey Faerie")
