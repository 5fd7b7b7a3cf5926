"""Delayed triggered abilities an effect creates (603.7): the ones that name no object
play; one whose "it" is the token the sentence before created or its one target on the
battlefield, or with nothing named before it the source or the trigger event's object,
plays, remembering that permanent (603.7c); any other "it" is refused, never
built to act on the wrong object or on nothing."""

from __future__ import annotations

import pytest

from rulings_kit.cards.lower import check_record
from rulings_kit.cards.oracle import compile_card
from rulings_kit.cards.oracle.coverage import check_card
from rulings_kit.core.abilities import TriggeredAbility
from rulings_kit.data.carddb import packaged


@pytest.mark.parametrize("name", ["Blessed Wine", "Astrolabe", "Carrier Pigeons"])
def test_a_delayed_draw_plays(name: str) -> None:
    assert check_card(packaged().record(name), check_record).playable


@pytest.mark.parametrize("name", ["Tidal Wave", "Hungry for More", "Balduvian Dead",
                                  "Krovikan Elementalist", "Mogg Cannon", "Feral Lightning",
                                  "Slave of Bolas", "Felhide Spiritbinder",
                                  "Thatcher Revolt", "Kiki-Jiki, Mirror Breaker",
                                  "Akoum Stonewaker"])
def test_a_delayed_ability_about_the_token_or_target_named_before_plays(name: str) -> None:
    """"Exile them ..." after "Create three 3/1 ... tokens", "Sacrifice it ..." after a
    token copy (707.2: the copy, not its target), "If you do, create ... Exile that token":
    the tokens created, all remembered (603.7c)."""
    assert check_card(packaged().record(name), check_record).playable


@pytest.mark.parametrize("name", ["Chimeric Coils", "Deathknell Kami", "Fog Elemental",
                                  "Phantom Whelp", "The Locust God", "Tangle Asp",
                                  "Ohran Viper", "Wall of Tears", "Clockwork Condor",
                                  "Wicker Warcrawler"])
def test_a_delayed_ability_about_the_source_or_its_event_object_plays(name: str) -> None:
    """"When this creature attacks or blocks, sacrifice it at end of combat", "{2}: ~ gets
    +1/+1 until end of turn. Sacrifice it ...", "When ~ dies, return it to its owner's
    hand ...": "it" is the creating ability's, remembered as it's created (603.7c); "that
    creature" of "blocks or becomes blocked by a creature" is the other of the pair."""
    assert check_card(packaged().record(name), check_record).playable


# Ghostway's "those cards" are what "each creature you control" became in exile; Wings of
# Hubris's "it" is the creature the sacrificed Equipment was attached to; Junkyo Bell's is
# inside "if you do"
@pytest.mark.parametrize("name", ["Elemental Appeal", "Ghostway",
                                  "Junkyo Bell", "Wings of Hubris"])
def test_a_delayed_ability_that_says_it_is_refused(name: str) -> None:
    result = check_card(packaged().record(name), check_record)
    assert result.compiled and result.playable is False
    assert "at the beginning of the next end step" in result.sentence


@pytest.mark.parametrize("name", ["Glimpse of Nature", "Death Frenzy", "Battle Cry",
                                  "Showdown of the Skalds"])
def test_a_delayed_ability_lasting_this_turn_plays(name: str) -> None:
    """"Whenever you cast a creature spell this turn, ...": it triggers each time (603.7b)."""
    record = packaged().record(name)
    card = check_record(record, compile_card(record))
    lasting = [a for a in card.abilities if isinstance(a, TriggeredAbility) and a.this_turn]
    assert lasting and all(a.delayed for a in lasting)  # one per chapter of "II, III"


def test_one_or_more_in_a_delayed_ability_lasting_this_turn_is_refused() -> None:
    """Its batch of events would trigger it once (603.2c): not waited for yet."""
    result = check_card(packaged().record("The Raven's Warning"), check_record)
    assert not result.playable and "this turn" in result.sentence


@pytest.mark.parametrize("name", ["Goryo's Vengeance", "Footsteps of the Goryo",
                                  "Planebound Accomplice", "Surprise Deployment",
                                  "Postmortem Lunge", "Macabre Mockery", "Cogwork Assembler",
                                  "Feldon of the Third Path"])
def test_a_delayed_ability_about_the_permanent_a_card_became_plays(name: str) -> None:
    """"Return target creature card from your graveyard to the battlefield. It gains haste.
    Exile it ...": "it" is the permanent the card became (400.7), with haste for as long as
    it's there (no duration stated, 611.2a); the delayed ability remembers it (603.7c)."""
    assert check_card(packaged().record(name), check_record).playable


@pytest.mark.parametrize("name", ["Astral Slide", "Eerie Interlude", "Argent Sphinx",
                                  "Mystifying Maze", "Hikari, Twilight Guardian"])
def test_a_delayed_return_of_the_exiled_cards_plays(name: str) -> None:
    """"If you do, return that card to the battlefield ... at the beginning of the next end
    step" ("if you do" asked as the ability resolves, 608.2c), "Return those cards ...",
    "... under your control" / "... tapped under its owner's control": the cards exiled
    (400.7j), remembered (603.7c)."""
    assert check_card(packaged().record(name), check_record).playable


def test_if_you_do_after_a_delayed_sacrifice_is_refused() -> None:
    """Spinal Embrace: "At the beginning of the next end step, sacrifice it. If you do, you
    gain life equal to its toughness." The sacrifice is the delayed ability's, done later
    (603.7); "if you do" isn't kept of it: refused, never built to gain nothing."""
    result = check_card(packaged().record("Spinal Embrace"), check_record)
    assert result.compiled and not result.playable and "If you do" in result.sentence


@pytest.mark.parametrize("name", ["Splinter Twin", "Elemental Mastery"])
def test_a_delayed_ability_in_a_granted_ability_is_refused(name: str) -> None:
    """'Enchanted creature has "{T}: Create a token that's a copy of this creature ...
    Exile that token at the beginning of the next end step."': the delayed ability would
    be the Aura's, which the creature's resolving ability doesn't have: refused, never
    built to fail as it resolves."""
    result = check_card(packaged().record(name), check_record)
    assert result.compiled and not result.playable
    assert "at the beginning of the next end step" in result.sentence
