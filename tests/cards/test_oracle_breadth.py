"""Templates the grammar learned for the corpus: each compiles to the parts that say what
the sentence says, and writes the same sentence back."""

from __future__ import annotations

import pytest

from rulings_kit.cards.model import (
    ActivatedAbilityText,
    And,
    Become,
    CardText,
    Chapter,
    ConditionText,
    CopySpellText,
    CountOf,
    DealDamage,
    Dig,
    EntersAsCopy,
    EntersReplacement,
    Filter,
    Fixed,
    GainKeywords,
    ItRef,
    Keyword,
    KeywordLine,
    ObjectEvent,
    PlayerRef,
    Recipients,
    SelfRef,
    SpellAbility,
    StaticAbility,
    TargetRef,
    TriggeredAbilityText,
    VariableX,
    WhereX,
    from_json,
    to_json,
)
from rulings_kit.cards.oracle import compile_text
from rulings_kit.errors import OracleTextError


def card(text: str, types: tuple[str, ...] = ("Creature",), name: str = "Test Card") -> CardText:
    parts = compile_text(name, text, types)
    assert parts.text() == text.replace(name, "this creature")  # the round trip
    assert from_json(to_json(parts)) == parts
    return parts


def test_a_quoted_ability_is_read_by_the_same_grammar_as_a_line() -> None:
    parts = card('Enchanted creature has "{T}: This creature deals 1 damage to any target."',
                 ("Enchantment",))
    (static,) = parts.abilities
    assert isinstance(static, StaticAbility) and isinstance(static.effect, GainKeywords)
    (granted,) = static.effect.granted
    assert card("{T}: This creature deals 1 damage to any target.").abilities == (granted,)


def test_where_x_binds_x_to_a_count() -> None:
    parts = card("When this creature enters, it deals X damage to target creature, where X "
                 "is the number of Wizards you control.")
    (trigger,) = parts.abilities
    assert isinstance(trigger, TriggeredAbilityText)
    assert trigger.effect == WhereX(
        DealDamage(ItRef(), VariableX(), TargetRef(Filter(("creature",)))),
        CountOf(Filter(("Wizard",), controller="you")))


def test_one_amount_of_damage_to_several_recipients() -> None:
    parts = card("This spell deals 1 damage to each opponent and each creature they control.",
                 ("Sorcery",))
    (spell,) = parts.abilities
    assert isinstance(spell, SpellAbility) and isinstance(spell.effect, DealDamage)
    assert isinstance(spell.effect.to, Recipients) and len(spell.effect.to.refs) == 2


def test_saga_chapters_name_their_numbers() -> None:
    parts = card("I, II — Draw a card.\nIII — Each opponent loses 2 life.", ("Enchantment",))
    assert [a.chapters for a in parts.abilities if isinstance(a, Chapter)] == [(1, 2), (3,)]


def test_a_land_that_enters_tapped_unless_you_control_either_type() -> None:
    parts = card("This land enters tapped unless you control a Forest or an Island.", ("Land",))
    assert parts.abilities == (EntersReplacement(
        tapped=True, unless=ConditionText(PlayerRef("you"), "control", Filter(("Forest", "Island")),
                                      each_article=True)),)


def test_look_at_the_top_cards_and_keep_one_that_matches() -> None:
    text = ("When this creature enters, look at the top four cards of your library. You may "
            "reveal a creature card from among them and put it into your hand. Put the rest "
            "on the bottom of your library in a random order.")
    (trigger,) = card(text).abilities
    assert isinstance(trigger, TriggeredAbilityText)
    assert trigger.effect == Dig(Fixed(4), 1, Filter(("creature",), noun="card"), optional=True,
                                 reveal=True)


def test_a_land_becomes_a_creature_until_end_of_turn_and_stays_a_land() -> None:
    parts = compile_text("Test Land", "{1}{G}: Test Land becomes a 3/3 green Ape creature with "
                         "trample until end of turn. It's still a land.", ("Land",))
    (ability,) = parts.abilities
    assert isinstance(ability, ActivatedAbilityText) and isinstance(ability.effect, Become)
    become = ability.effect
    assert (become.power, become.toughness, become.subtypes, become.still) == (
        "3", "3", ("Ape",), "a land")
    assert parts.text() == ("{1}{G}: This land becomes a 3/3 green Ape creature with trample "
                            "until end of turn. It's still a land.")


def test_a_filter_keeps_its_words_in_the_order_printed() -> None:
    parts = card("{T}: Add {G} for each creature with power 4 or greater you control.",
                 ("Creature",))
    assert "creature with power 4 or greater you control" in parts.text()


def test_a_static_with_a_list_of_predicates_says_its_subject_once() -> None:
    parts = card("Enchanted creature gets +2/+2, has first strike, and is a Knight in addition "
                 "to its other types.", ("Enchantment",))
    (static,) = parts.abilities
    assert isinstance(static, StaticAbility) and isinstance(static.effect, And)
    assert static.effect.same_subject and len(static.effect.more) == 1


def test_protection_from_two_qualities() -> None:
    parts = card("First strike, protection from black and from red")
    assert parts.abilities == (KeywordLine((
        Keyword("First strike"), Keyword("Protection", quality="black", also=("red",)))),)


@pytest.mark.parametrize("text, word", [
    ('Enchanted creature has "When this creature dies, frobnicate a card."', "frobnicate"),
    ("When this creature enters, it deals 2 damage to each creature and frobnicates.",
     "frobnicates"),
])
def test_an_unknown_word_inside_a_new_template_is_named(text: str, word: str) -> None:
    with pytest.raises(OracleTextError) as caught:
        compile_text("Test Card", text, ("Creature",))
    assert caught.value.word == word


def test_the_self_reference_in_a_granted_ability_is_the_creature_that_has_it() -> None:
    parts = compile_text("Test Aura", 'Enchanted creature has "When this creature dies, draw '
                         'a card."', ("Enchantment",))
    # the Aura calls itself "this enchantment"; inside the quotes, the creature is "this creature"
    assert parts.text() == 'Enchanted creature has "When this creature dies, draw a card."'
    (static,) = parts.abilities
    assert isinstance(static, StaticAbility) and isinstance(static.effect, GainKeywords)
    (granted,) = static.effect.granted
    assert isinstance(granted, TriggeredAbilityText)
    assert granted.event == ObjectEvent(SelfRef(), "dies")


def test_a_clone_enters_as_a_copy_in_the_current_template() -> None:
    parts = compile_text("Test Clone", "You may have Test Clone enter the battlefield as a copy "
                         "of any creature on the battlefield.", ("Creature",))
    assert parts.abilities == (EntersAsCopy(Filter(("creature",), zone="on the battlefield")),)
    assert parts.text() == ("You may have this creature enter as a copy of any creature on "
                            "the battlefield.")


def test_copy_a_spell_and_choose_new_targets() -> None:
    parts = card("Copy target instant or sorcery spell. You may choose new targets for the copy.",
                 ("Instant",))
    (spell,) = parts.abilities
    assert isinstance(spell, SpellAbility)
    assert spell.effect == CopySpellText(TargetRef(Filter(("instant", "sorcery"), noun="spell")))
