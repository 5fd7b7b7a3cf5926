"""CardPool: bundled cards, the user's cards and data files, looked up by name."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

import pytest

from rulings_kit import data
from rulings_kit.cards import CardPool, as_pool, get_card
from rulings_kit.cards.model import (
    Card,
    CardText,
    DealDamage,
    Fixed,
    ItRef,
    ObjectEvent,
    SelfRef,
    TargetRef,
    TriggeredAbilityText,
    from_json,
)
from rulings_kit.errors import CardDefinitionError, DataError, OracleTextError, UnknownCardError

FIXTURES = Path(__file__).parent / "fixtures"
#: five cards of the M21 corpus file, with their official rulings
M21 = FIXTURES / "m21_five.json"
ATOMIC = Path(__file__).parents[1] / "data" / "fixtures" / "AtomicCards.json"

HEALER = Card(
    "Healer Elf",
    "Creature — Elf",
    "{G}",
    "1",
    "1",
    text="When this creature enters, you gain 2 life.",
    rulings=("The life is gained when the ability resolves, not when the creature enters.",),
)


def test_the_bundled_pool_finds_cards_ignoring_case_and_gives_the_bundled_definition() -> None:
    pool = CardPool.bundled()
    assert pool.get("grizzly bears") is get_card("Grizzly Bears")
    assert "Shock" in pool and "Healer Elf" not in pool
    assert as_pool(None) is pool


def test_a_users_card_is_built_once_and_shared_by_the_pools_made_from_it() -> None:
    pool = CardPool.bundled().with_cards(HEALER)
    healer = pool.get("Healer Elf")
    assert healer.name == "Healer Elf" and healer.power == 1 and healer.toughness == 1
    assert pool.get("healer elf") is healer
    assert pool.with_files(M21).get("Healer Elf") is healer
    assert pool.where("Healer Elf") == "cards defined by the user"
    assert "Healer Elf" not in CardPool.bundled()  # pools never change


def test_unknown_names_suggest_close_names_of_the_pool_in_use() -> None:
    with pytest.raises(UnknownCardError, match="did you mean 'Healer Elf'"):
        CardPool.bundled().with_cards(HEALER).get("Healer Elves")
    with pytest.raises(UnknownCardError) as bundled_only:
        CardPool.bundled().get("Healer Elves")
    assert "Healer Elf" not in str(bundled_only.value)
    with pytest.raises(UnknownCardError, match="did you mean 'Storm Caller'"):
        CardPool.bundled().with_files(M21).get("Storm Callr")


def test_a_users_card_replaces_a_bundled_card_of_the_same_name() -> None:
    mine = Card("Shock", "Instant", "{R}", text="Shock deals 3 damage to any target.")
    pool = CardPool.bundled().with_cards(mine)
    assert pool.get("Shock") is not get_card("Shock")
    assert pool.where("Shock") == "cards defined by the user"
    assert pool.card("Shock") == mine
    # a later card of a name replaces an earlier one
    again = Card("Shock", "Instant", "{R}", text="Shock deals 4 damage to any target.")
    assert pool.with_cards(again).card("Shock") == again


def test_cards_of_a_data_file_are_built_from_their_oracle_text_with_their_rulings() -> None:
    pool = CardPool.bundled().with_files(M21)
    caller = pool.get("Storm Caller")
    assert (caller.power, caller.toughness) == (3, 2)
    assert pool.where("Storm Caller") == str(M21.resolve())
    assert pool.ruling_matches("Storm Caller", "opposing team to lose 4 life")
    assert not pool.ruling_matches("Storm Caller", "words no ruling has")
    assert set(pool.added()) == {
        "Storm Caller",
        "Pitchburn Devils",
        "Onakke Ogre",
        "Spellgorger Weird",
        "Containment Priest",
    }


def test_the_rulings_of_a_users_card_count_like_official_ones() -> None:
    pool = CardPool.bundled().with_cards(HEALER)
    assert pool.ruling_matches("Healer Elf", "gained when the ability resolves")
    assert [r.text for r in pool.rulings("healer elf")] == list(HEALER.rulings)


def test_text_the_engine_does_not_understand_names_the_card_the_sentence_and_the_word() -> None:
    odd = Card("Odd Elf", "Creature — Elf", "{G}", "1", "1",
               text="Flying\nWhenever a player sneezes, you gain 1 life.")
    with pytest.raises(OracleTextError) as caught:
        CardPool.bundled().with_cards(odd).get("Odd Elf")
    error = caught.value
    assert error.card == "Odd Elf"
    assert error.sentence == "Whenever a player sneezes, you gain 1 life."
    assert error.word and error.word in error.sentence
    assert "Odd Elf" in str(error) and "sneezes" in str(error)


def test_a_data_files_card_the_engine_does_not_understand_is_refused_when_named() -> None:
    pool = CardPool.bundled().with_files(M21)
    with pytest.raises(OracleTextError) as caught:
        pool.get("Containment Priest")
    assert caught.value.card == "Containment Priest"
    assert caught.value.sentence in pool.card("Containment Priest").text  # type: ignore[union-attr]


def test_a_card_with_two_faces_is_read_face_by_face_and_refused_naming_the_face() -> None:
    pool = CardPool.bundled().with_files(ATOMIC)
    with pytest.raises(OracleTextError) as caught:  # 712.8: each face has its own text
        pool.get("Delver of Secrets // Insectile Aberration")
    assert caught.value.card == "Delver of Secrets"
    assert caught.value.sentence == "You may reveal that card."


def test_a_missing_or_broken_data_file_is_an_error_naming_it(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"nowhere\.json: no such file"):
        CardPool.bundled().with_files(tmp_path / "nowhere.json")
    broken = tmp_path / "broken.json"
    broken.write_text('{"a": 1}', "utf-8")
    pool = CardPool.bundled().with_files(broken)  # read on first use...
    with pytest.raises(DataError, match=r"broken\.json.*not an MTGJSON set file"):
        pool.read()  # ...or now


KID = Card(  # given as parts: its rules text is generated from them
    "Sparkmage Kid",
    "Creature — Human Wizard",
    "{R}",
    "1",
    "1",
    abilities=(
        TriggeredAbilityText(
            "When", ObjectEvent(SelfRef(), "enters"), DealDamage(ItRef("it"), Fixed(1), TargetRef(None))
        ),
    ),
)


def test_a_pool_pickles_as_data_and_gives_the_same_cards_back() -> None:
    pool = CardPool.bundled().with_cards(HEALER, KID).with_files(M21)
    state = pool.__getstate__()  # JSON text and paths: no functions, nothing of the engine
    assert state["files"] == [str(M21.resolve())]
    back_cards = [[from_json(json.loads(text)) for text in group] for group in state["cards"]]
    assert back_cards == [[HEALER, KID]]
    back = pickle.loads(pickle.dumps(pool))
    assert back == pool and hash(back) == hash(pool)
    assert back.card("Healer Elf") == HEALER
    assert back.get("Sparkmage Kid").oracle_text == "When this creature enters, it deals 1 damage to any target."
    assert back.get("Storm Caller").oracle_text == pool.get("Storm Caller").oracle_text
    assert back != CardPool.bundled()


def test_a_card_whose_parts_would_say_something_else_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Fine print 18: the parts, written back as rules text, must say what the Oracle
    text says; here the compiler is made to misread "2 life" as "3 life"."""
    from rulings_kit.cards import oracle

    real = oracle.compile_text

    def misreading(name: str, text: str, types: tuple[str, ...]) -> CardText:
        return real(name, text.replace("2 life", "3 life"), types)

    monkeypatch.setattr(oracle, "compile_text", misreading)
    with pytest.raises(CardDefinitionError) as caught:
        CardPool.bundled().with_cards(HEALER).get("Healer Elf")
    assert str(caught.value) == (
        "Healer Elf: its text, written back from what was understood, says "
        "'When Healer Elf enters, you gain 3 life.' where the Oracle text says "
        "'When Healer Elf enters, you gain 2 life.'"
    )


def test_case_spacing_and_older_templates_still_say_the_same() -> None:
    older = Card("Healer Elf", "Creature — Elf", "{G}", "1", "1",
                 text="When Healer Elf enters the battlefield,you gain 2 life.")
    assert CardPool.bundled().with_cards(older).get("Healer Elf").name == "Healer Elf"


def test_pools_naming_one_file_share_what_it_read_until_the_file_changes(tmp_path: Path) -> None:
    copy = tmp_path / "m21.json"
    copy.write_bytes(M21.read_bytes())
    first = CardPool.bundled().with_files(copy).get("Onakke Ogre")
    assert CardPool.bundled().with_files(copy).get("Onakke Ogre") is first
    copy.write_text(M21.read_text("utf-8").replace('"power": "4"', '"power": "14"'), "utf-8")
    assert CardPool.bundled().with_files(copy).get("Onakke Ogre").power == 14


# ---- the card database -------------------------------------------------------------------
def test_the_default_pool_knows_every_card_of_the_database_built_from_its_oracle_text() -> None:
    pool = CardPool.bundled()
    ritual = pool.get("dark ritual")
    assert ritual.name == "Dark Ritual" and pool.get("Dark Ritual") is ritual
    assert pool.where("Dark Ritual") == "the packaged card database"
    assert pool.get("royal assassin").power == 1
    assert pool.ruling_matches("Swords to Plowshares", "as it last existed on the battlefield")
    assert "Sol Ring" in pool and "Lim-Dûl's Vault" in pool
    assert pool.added() == ()  # the database is not "added" by the user


def test_bundled_cards_files_and_users_cards_come_before_the_database() -> None:
    pool = CardPool.bundled()
    assert pool.get("Shock") is get_card("Shock") and pool.where("Shock") == "the bundled cards"
    # the bundled card's rulings, not the database's again in other words
    assert [r.text for r in pool.rulings("Shock")] == [r.text for r in data.official_rulings("Shock")]
    assert pool.with_files(M21).where("Storm Caller") == str(M21.resolve())
    mine = Card("Sol Ring", "Artifact", "{1}", text="{T}: Add {C}.")
    assert pool.with_cards(mine).card("Sol Ring") == mine


def test_a_face_name_suggests_the_card_of_several_faces() -> None:
    with pytest.raises(UnknownCardError) as face:
        CardPool.bundled().get("fire")
    assert str(face.value) == (
        "unknown card 'fire'; did you mean 'Fire // Ice'? ('fire' is one face of that split "
        "card: a card with several faces is named by its full name)"
    )
    whole = CardPool.bundled().get("Fire // Ice")  # its halves combined (709.4)
    assert [f.name for f in whole.faces] == ["Fire", "Ice"] and whole.layout == "split"


def test_an_unknown_card_with_no_close_name_says_how_to_define_it() -> None:
    with pytest.raises(UnknownCardError) as caught:
        CardPool.bundled().get("Xyzzy Qwfp")
    message = str(caught.value)
    assert "\n" not in message and "the card database (20,222 cards, 2024-03-08)" in message
    assert "--cards FILE" in message and '[cards."Xyzzy Qwfp"] table' in message


def test_close_names_are_suggested_from_the_whole_database() -> None:
    with pytest.raises(UnknownCardError, match="did you mean 'Dark Ritual'"):
        CardPool.bundled().get("Dark Ritul")


def test_a_users_card_named_like_a_real_one_does_not_take_the_real_cards_rulings() -> None:
    mine = Card("Royal Assassin", "Creature — Human Assassin", "{1}{B}{B}", "1", "1", text="")
    assert CardPool.bundled().rulings("Royal Assassin")  # the real card's rulings
    assert CardPool.bundled().with_cards(mine).rulings("Royal Assassin") == ()


def test_a_color_indicator_gives_the_card_its_colors(tmp_path: Path) -> None:
    # Dryad Arbor has no mana cost and a green color indicator: it is green (202.2e)
    arbor = {"name": "Dryad Arbor", "type": "Land Creature — Forest Dryad", "types": ["Land", "Creature"],
             "subtypes": ["Forest", "Dryad"], "supertypes": [], "colors": ["G"], "colorIndicator": ["G"],
             "power": "1", "toughness": "1", "layout": "normal", "manaValue": 0.0,
             "text": "(Dryad Arbor isn't a spell, it's affected by summoning sickness, and it has "
                     "\"{T}: Add {G}.\")"}
    atomic = tmp_path / "AtomicCards.json"
    atomic.write_text(json.dumps({"meta": {}, "data": {"Dryad Arbor": [arbor]}}), encoding="utf-8")
    assert CardPool.bundled().with_files(atomic).get("Dryad Arbor").colors == frozenset("G")
