"""Casting a card from its owner's graveyard with its own keyword (core.zone_casts):
flashback (702.34a), escape (702.138a), jump-start (702.133a), retrace (702.81a). What a
user gets wrong is refused in one line naming the rule, and leaves the game as it was; the
definitions stay values; a grant of flashback stays refused, naming it."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.cards.lower import check_record
from rulings_kit.cards.oracle import compile_card
from rulings_kit.core import events as ev
from rulings_kit.core.abilities import CastFromGraveyard
from rulings_kit.core.definitions import CardDef
from rulings_kit.data.carddb import packaged
from rulings_kit.errors import IllegalActionError, OracleTextError, RulingsError
from rulings_kit.scenarios import Scenario

_SETUP = """format = 1
title = "t"

[players.Alice]
battlefield = [{card = "Mountain", count = 5}]
graveyard = ["Firebolt"]
hand = ["Shock"]

[players.Bob]
graveyard = ["Lava Dart"]

[[do]]
"""


def _card(name: str) -> CardDef:
    record = packaged().record(name)
    return check_record(record, compile_card(record))


def _run(action: str) -> Scenario:
    return Scenario.from_toml(_SETUP + action, "t.toml")


@pytest.mark.parametrize(("action", "said", "rule"), [
    ('cast = "Firebolt"\nfrom = "graveyard"\ntargets = ["Bob"]\n',
     'alt = "flashback"', "702.34a"),
    ('cast = "Shock"\nalt = "flashback"\ntargets = ["Bob"]\n',
     "has no alternative cost 'flashback'", "118.9"),
])
def test_a_wrong_cast_is_refused_naming_the_rule_and_changes_nothing(
        action: str, said: str, rule: str) -> None:
    scenario = _run(action)
    run = scenario.run()
    assert isinstance(run.error, IllegalActionError)
    assert said in str(run.error) and rule in run.error.rules
    assert run.state == scenario.start()


def test_only_the_owner_casts_it_from_their_own_graveyard() -> None:
    run = _run('cast = "Lava Dart"\nfrom = "graveyard"\nalt = "flashback"\n'
               'targets = ["Bob"]\n').run()
    assert isinstance(run.error, RulingsError)  # Bob's Lava Dart isn't among her cards
    assert "Alice's graveyard" in str(run.error) and "Bob:graveyard" in str(run.error)


def test_the_flashback_spell_is_exiled_citing_702_34a() -> None:
    run = _run('cast = "Firebolt"\nfrom = "graveyard"\nalt = "flashback"\n'
               'targets = ["Bob"]\n\n[[do]]\nresolve = 1\n').run()
    assert run.error is None
    alice = run.state.player("Alice")
    assert [run.state.obj(i).name for i in alice.exile] == ["Firebolt"]
    moves = [e for _, e in run.trace.events() if isinstance(e, ev.ZoneChanged)]
    assert moves[-1].rule == "702.34a"


@pytest.mark.parametrize("name", ["Firebolt", "Deep Analysis", "Glimpse of Freedom",
                                  "Chemister's Insight", "Syphon Life"])
def test_the_graveyard_cast_is_a_value(name: str) -> None:
    card = _card(name)
    (ability,) = card.of_kind(CastFromGraveyard)
    assert pickle.loads(pickle.dumps(card)) == card
    assert pickle.loads(pickle.dumps(ability)) == ability


@pytest.mark.parametrize("name", ["Snapcaster Mage", "Past in Flames", "Underworld Breach"])
def test_a_granted_graveyard_keyword_stays_refused(name: str) -> None:
    with pytest.raises(OracleTextError) as refused:
        _card(name)
    assert "flashback" in str(refused.value).lower() or "escape" in str(refused.value).lower()
