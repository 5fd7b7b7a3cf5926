"""The exploration's tables, groupings and diffs name questions and answers in words a
reader understands ("Alice's trigger order", "X for Fireball", "yes"); the answer keys
(``"2:order:Alice"``) stay available to code with ``keys=True``."""

from __future__ import annotations

from rulings_kit.explore import explore
from tests.explore.helpers import POSITIONS
from tests.helpers import ROOT
from tests.render.test_render_plain_words import leaks

ORDER, MAY = "2:order:Alice", "2:may:Ruin Processor"


def test_outcomes_group_and_diff_read_in_words() -> None:
    ex = explore(POSITIONS / "harvester_processor.toml", progress=False)
    names = ex.column_names()
    assert names[ORDER] == "Alice's trigger order"
    assert names[MAY].startswith("Alice may ")
    table = ex.outcomes()
    assert list(table.columns[1:3]) == [names[ORDER], names[MAY]]
    assert set(table[names[MAY]]) == {"yes", "no"}
    assert "Thought Harvester's trigger; Ruin Processor's trigger" in set(table[names[ORDER]])
    grouping = ex.group()
    assert grouping.matters == (names[ORDER], names[MAY])
    diff = ex.diff(0, 2)
    assert diff.parted_at == names[ORDER]
    shown = [
        str(grouping),
        grouping._repr_html_(),
        str(diff),
        table.to_string(),
        " ".join(map(str, table.columns)),
    ]
    assert [leak for text in shown for leak in leaks(text, {})] == []


def test_answer_keys_stay_available_to_code() -> None:
    ex = explore(POSITIONS / "harvester_processor.toml", progress=False)
    table = ex.outcomes(keys=True)
    assert {ORDER, MAY} <= set(table.columns)
    assert set(table[MAY]) == {True, False}
    assert ex.group(keys=True).matters == (ORDER, MAY)
    assert ex.diff(0, 2, keys=True).parted_at == ORDER


def test_an_x_sweep_is_named_by_its_card_and_an_unasked_question_is_blank() -> None:
    # Alice can't pay X = 19: that branch is rejected before Ivy's "may" is asked
    ex = explore(POSITIONS / "ivy_fireball.toml", x={"Fireball": [0, 19]}, progress=False)
    assert ex.outcomes(keys=True).isna().any().any()
    table = ex.outcomes()
    assert sorted(set(table["X for Fireball"])) == [0, 19]
    unasked = table[table["X for Fireball"] == 19]
    assert list(unasked["Alice may copy Fireball"]) == [""]  # blank, not NaN
    assert not table.isna().any().any()


def test_the_summary_counts_in_words() -> None:
    ruin = ROOT / "scenarios" / "cards" / "ruin_processor_chooses_a_face_down_pile_then_a_card_at_random.toml"
    summary = explore(ruin, progress=False).summary()
    assert "1 branch, 1 distinct outcome; 1 end state, 1 state visited, " in summary
    assert "engine runs, 0 merges, " in summary
