"""Face-down spells and permanents (708) with morph (702.37): what every reader sees of them
(708.5), turning one face up (702.37e, 116.2b), and what the engine refuses."""

from __future__ import annotations

import pickle

import pytest

from rulings_kit.render import draw_table
from rulings_kit.scenarios import Scenario
from rulings_kit.trace import Trace

HEAD = 'format = 1\ntitle = "t"\n'
ANGEL = (
    HEAD + '[players.Alice]\nbattlefield = ["Grizzly Bears", {card = "Plains", count = 7}]\n'
    'hand = ["Exalted Angel"]\n[players.Bob]\n'
    '[[do]]\ncast = "Exalted Angel"\nalt = "morph"\n[[do]]\nresolve = 1\n'
)


def load(text: str) -> Scenario:
    return Scenario.from_toml(text, "f.toml")


def test_no_reader_is_told_which_card_is_face_down() -> None:
    """708.5: only its controller may look at it; a narration and a diagram are for every
    reader, so neither names the card before it is turned face up."""
    run = load(ANGEL).run()
    assert "Exalted Angel" not in run.trace.narrate()
    assert "face-down creature 1" in run.trace.narrate()
    assert "Exalted Angel" not in draw_table(run.trace.final).source
    (angel,) = [o for o in run.trace.final.objects if o.turned_down is not None]
    assert (angel.name, angel.card.power, angel.card.toughness) == ("face-down creature 1", 2, 2)


def test_turned_face_up_it_is_named_and_is_the_same_object() -> None:
    run = load(ANGEL + '[[do]]\nturn_face_up = "face-down creature 1"\n').run()
    before = run.trace.steps[1].after.battlefield
    final = run.trace.final
    angel = next(o for o in map(final.obj, final.battlefield) if o.name == "Exalted Angel")
    assert angel.id in before  # not a new object: it didn't enter (708.8)
    assert angel.turned_down is None and angel.whole is None
    assert ("Alice turns face-down creature 1 face up: Exalted Angel, paying its morph cost "
            "{2}{W}{W}") in run.trace.narrate()


def test_a_face_down_game_round_trips_through_json_and_pickle() -> None:
    scenario = load(ANGEL)
    trace = scenario.run().trace
    assert Trace.from_json(trace.to_json(), scenario.cards) == trace
    assert pickle.loads(pickle.dumps(trace.final)) == trace.final


@pytest.mark.parametrize(
    ("actions", "words"),
    [
        ('[[do]]\nturn_face_up = "Grizzly Bears"\n', ["Grizzly Bears is not a face-down permanent", "708.7"]),
        ('[[do]]\npass = true\n[[do]]\nturn_face_up = "face-down creature 1"\nby = "Bob"\n',
         ["not a valid permanent Bob controls", "Alice:battlefield"]),
    ],
)
def test_what_cant_be_turned_face_up_is_refused(actions: str, words: list[str]) -> None:
    result = load(ANGEL + actions).check()
    assert not result.passed
    for w in words:
        assert w in result.report()


def test_a_card_without_morph_cant_be_cast_face_down() -> None:
    text = (HEAD + '[players.Alice]\nbattlefield = [{card = "Forest", count = 3}]\n'
            'hand = ["Grizzly Bears"]\n[players.Bob]\n'
            '[[do]]\ncast = "Grizzly Bears"\nalt = "morph"\n')
    report = load(text).check().report()
    assert "no alternative cost 'morph'" in report and "118.9" in report


def test_the_morph_card_keeps_its_morph_ability_and_text() -> None:
    angel = load(ANGEL).cards.get("Exalted Angel")
    assert ("morph", "{3}") in [(k, str(c)) for k, c in angel.alternative_costs]
    assert "Morph {2}{W}{W}" in angel.keyword_lines
