"""The Oracle-text grammar: real cards compile to the typed vocabulary, write their
text back in current templates, and unknown sentences are refused precisely."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulings_kit.cards.model import (
    YOU,
    And,
    CardText,
    Compare,
    DealDamage,
    Draw,
    EachRef,
    Filter,
    Fixed,
    Keyword,
    KeywordLine,
    LoseLife,
    Modal,
    Move,
    ObjectEvent,
    PlayerRef,
    SelfRef,
    SpellAbility,
    TargetRef,
    TriggeredAbilityText,
    from_json,
    to_json,
)
from rulings_kit.cards.oracle import compile_card, compile_text, normalise
from rulings_kit.data.loaders import load_mtgjson_set
from rulings_kit.errors import OracleTextError, RulingsError

FIXTURE = Path(__file__).parent / "fixtures" / "oracle_cards.json"
CARDS = {r.name: r for r in load_mtgjson_set(FIXTURE)}


def creature(text: str, name: str = "Backup Agent") -> CardText:
    return compile_text(name, text, ("Creature",))


def understood() -> list[str]:
    names = []
    for name, record in CARDS.items():
        try:
            compile_card(record)
        except OracleTextError:
            continue
        names.append(name)
    return names


def test_the_grammar_understands_no_fewer_fixture_cards_than_before() -> None:
    # a floor against regressions: raise it when the grammar learns more
    assert len(understood()) >= 46, sorted(set(CARDS) - set(understood()))


@pytest.mark.parametrize("name", understood())
def test_an_understood_card_writes_its_oracle_text_back(name: str) -> None:
    record = CARDS[name]
    parts = compile_card(record)
    assert normalise(parts.text(), name) == normalise(record.text, name)


@pytest.mark.parametrize("name", understood())
def test_an_understood_card_round_trips_through_json(name: str) -> None:
    parts = compile_card(CARDS[name])
    written = json.loads(json.dumps(to_json(parts)))
    assert from_json(written) == parts


def test_lightning_strike_is_damage_to_any_target() -> None:
    parts = compile_card(CARDS["Lightning Strike"])
    assert parts.abilities == (SpellAbility(DealDamage(SelfRef(), Fixed(3), TargetRef(None))),)
    assert parts.text() == "This spell deals 3 damage to any target."


def test_old_and_current_templates_mean_the_same() -> None:
    current = creature("When this creature enters, put a +1/+1 counter on target creature.")
    old = creature("When Backup Agent enters the battlefield, put a +1/+1 counter on target creature.")
    cardname = creature("When CARDNAME enters the battlefield, put a +1/+1 counter on target creature.")
    assert current == old == cardname
    assert old.text() == "When this creature enters, put a +1/+1 counter on target creature."


def test_converted_mana_cost_is_read_as_mana_value() -> None:
    parts = compile_text(
        "Test Spell", "Destroy target creature with converted mana cost 2 or less.", ("Instant",)
    )
    (ability,) = parts.abilities
    assert isinstance(ability, SpellAbility) and isinstance(ability.effect, Move)
    target = ability.effect.what
    assert isinstance(target, TargetRef) and target.filter is not None
    assert target.filter.compare == Compare("mana value", 2, "or less")
    assert parts.text() == "Destroy target creature with mana value 2 or less."


def test_reminder_text_is_ignored() -> None:
    parts = creature("Flying (This creature can't be blocked except by creatures with flying or reach.)")
    assert parts.abilities == (KeywordLine((Keyword("Flying"),)),)


def test_pieces_compose_into_a_sentence_no_card_prints() -> None:
    text = ("Whenever another creature you control dies, target opponent loses 2 life "
            "and you draw a card.")
    parts = creature(text)
    dies = ObjectEvent(EachRef(Filter(("creature",), controller="you"), "another"), "dies")
    assert parts.abilities == (
        TriggeredAbilityText("Whenever", dies,
                         And(LoseLife(PlayerRef("target opponent"), Fixed(2)), Draw(YOU, Fixed(1)))),
    )
    assert parts.text() == text


def test_a_modal_spell_lists_its_modes() -> None:
    text = "Choose one —\n• Destroy target artifact.\n• Destroy target enchantment."
    parts = compile_text("Test Spell", text, ("Instant",))
    (ability,) = parts.abilities
    assert isinstance(ability, SpellAbility) and isinstance(ability.effect, Modal)
    assert len(ability.effect.modes) == 2
    assert parts.text() == text


def test_an_unknown_sentence_names_card_sentence_and_word() -> None:
    with pytest.raises(OracleTextError) as caught:
        creature("Flying\nWhen this creature enters, frobnicate target creature. Draw a card.")
    error = caught.value
    assert isinstance(error, RulingsError)
    assert (error.card, error.word) == ("Backup Agent", "frobnicate")
    assert error.sentence == "When this creature enters, frobnicate target creature."  # as printed
    assert "frobnicate" in str(error) and "Backup Agent" in str(error)


def test_a_card_with_one_unknown_line_is_refused_whole() -> None:
    assert creature("Flying\nWhen this creature enters, draw a card.")  # both lines known
    with pytest.raises(OracleTextError, match="Backup Agent") as caught:
        creature("Flying\nWhen this creature enters, draw a card.\n"
                 "Double target player's life total.")
    assert caught.value.word == "Double"


def test_spell_text_on_a_permanent_is_refused() -> None:
    # a bare effect line on a creature is not an ability: it must not read as a spell
    with pytest.raises(OracleTextError):
        creature("Draw a card.")


def test_a_choice_as_the_permanent_enters_is_read() -> None:
    parts = creature("As Backup Agent enters the battlefield, choose a color.")
    assert parts.text() == "As this creature enters, choose a color."


@pytest.mark.parametrize(
    "text",
    [
        "This creature gets +1/+0 as long as you control an artifact.",
        "As long as it's your turn, this creature has flying.",
        "Creature spells with flying you cast cost {1} less to cast.",
        "Enchanted creature gets +1/+1 for each Forest you control.",
        "If this creature was kicked, it enters with two +1/+1 counters on it.",
    ],
)
def test_conditional_and_counting_statics_write_back_the_same_text(text: str) -> None:
    parts = creature(text)
    assert parts.text() == text
    assert from_json(to_json(parts)) == parts


def test_a_leyline_may_begin_the_game_on_the_battlefield() -> None:
    text = "If Leyline of Sanctity is in your opening hand, you may begin the game with it on the battlefield."
    parts = compile_text("Leyline of Sanctity", text, ("Enchantment",))
    assert parts.text() == (
        "If this enchantment is in your opening hand, you may begin the game with it on the battlefield."
    )
