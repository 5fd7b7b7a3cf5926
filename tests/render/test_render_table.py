"""The table view: the whole position at once (issue 26: the opening picture of an
article)."""

from __future__ import annotations

import pytest

from rulings_kit.cli import main
from rulings_kit.render import draw, draw_table
from tests.helpers import ACCEPTANCE
from tests.render.helpers import ivy_trace, svg_root, texts, words


def test_the_table_shows_the_stack_hands_battlefields_and_graveyards_together() -> None:
    step = ivy_trace().steps[0]  # Ghostfire on the stack, two triggers waiting
    said = words(draw_table(step).source)
    assert "THE STACK (1)" in said and "1. Ghostfire" in said
    assert "targets: Grizzly Bears" in said
    assert "waiting to go on the stack (603.3): Ivy, Gleeful Spellthief (trigger)" in said
    for zone in ("HAND", "BATTLEFIELD", "GRAVEYARD"):
        assert said.count(zone) == 2  # one for each player
    assert "EXILE" not in said  # nobody has a card in exile: the zone is left out
    assert said.index("Alice") < said.index("Bob")
    assert "Ivy, Gleeful Spellthief 2/1" in said and "Grizzly Bears 2/2" in said
    assert "20 life" in said and "lifes" not in said
    # the cards in Alice's hand at the start, or a count on request
    start = ivy_trace().start
    assert "Ghostfire" in words(draw_table(start).source)
    counted = words(draw_table(start, hands="count").source)
    assert "Ghostfire" not in counted and "1 card in hand" in counted


def test_the_table_is_a_view_by_name() -> None:
    assert draw(ivy_trace(), view="table").source == draw_table(ivy_trace().final).source


@pytest.mark.needs_dot
def test_the_table_draws_every_stack_object_and_card(tmp_path: object) -> None:
    shown = " ".join(texts(svg_root(draw_table(ivy_trace().steps[0], theme="light"))))
    for name in ("Ghostfire", "Ivy, Gleeful Spellthief", "Thought Harvester", "Grizzly Bears"):
        assert name in shown


@pytest.mark.needs_dot
def test_render_command_draws_the_table(tmp_path: pytest.TempPathFactory) -> None:
    out = tmp_path / "table.svg"  # type: ignore[operator]
    scenario = ACCEPTANCE / "cards" / "ivy_copy_not_cast.toml"
    assert main(["render", str(scenario), "--view", "table", "--step", "1", "-o", str(out)]) == 0
    assert "THE STACK" in out.read_text()
