"""The complete scenario files shown in docs/scenario-format.md pass as written."""

from __future__ import annotations

import re

import pytest

from rulings_kit.scenarios import Scenario
from tests.helpers import ROOT

PAGE = ROOT / "docs" / "scenario-format.md"
EXAMPLES = [
    block
    for block in re.findall(r"```toml\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.S)
    if block.startswith("format = 1")
]


def test_the_page_has_complete_examples() -> None:
    assert len(EXAMPLES) >= 2


@pytest.mark.parametrize("text", EXAMPLES, ids=lambda t: t.splitlines()[1][9:40])
def test_a_complete_example_passes(text: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "example.toml"
    path.write_text(text, encoding="utf-8")
    result = Scenario.load(path).check()
    assert result.passed, result.report()


def test_every_expect_key_the_format_accepts_is_documented() -> None:
    # issue 26: [expect] accepted `subtypes` and `keywords`, and the page didn't list them
    from rulings_kit.scenarios.expect_keys import EXPECT_KEYS

    page = PAGE.read_text(encoding="utf-8")
    # `key = value` or `[expect] key = value` as an example; or in a table row, `key`
    # alone (the keys refused for now, in their table)
    def shown(key: str) -> bool:
        return bool(re.search(rf"`(\[expect\] )?{key} = |^\|.*`{key}`", page, re.M))

    missing = [key for key in EXPECT_KEYS if not shown(key)]
    assert missing == []
