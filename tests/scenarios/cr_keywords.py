"""Every keyword action (701), keyword ability (702), counter with a rules meaning (122.1a-j)
and predefined token (111.10a-...) the Comprehensive Rules define, and what the engine does
with it: implemented (how, and the scenarios that show it) or refused (why).

    python -m tests.scenarios.cr_keywords    # rewrite docs/cr-keywords.md

The table is generated from the code: the entries from the bundled rules text
(``rulings_kit/data/cr_cited.txt``, which quotes every one of them:
``tests/data/refresh_cited.py``), the status from the engine's own tables (``KEYWORDS`` and
``KEYWORD_ACTIONS`` in ``rulings_kit.core.keyword_actions``, ``IMPLEMENTED`` in
``rulings_kit.core.counters``, ``PREDEFINED`` in ``rulings_kit.core.tokens``), the scenarios from the file names in
``scenarios/`` (a file named after the entry's rule or one of its subrules).
``tests/scenarios/test_scenarios_cr_keywords.py`` fails for an implemented entry that no
scenario shows, for a refused one the code doesn't refuse, and while the table is out of date.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

from rulings_kit.core import counters, keyword_actions, keywords, tokens
from rulings_kit.data.rules import bundled_rules

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "scenarios"
TABLE = ROOT / "docs" / "cr-keywords.md"
#: the rules whose direct subrules are the entries, with the heading of their part of the table
LISTS = {
    "701": "Keyword actions (701)",
    "702": "Keyword abilities (702)",
    "122.1": "Counters with a rules meaning (122.1)",
    "111.10": "Predefined tokens (111.10)",
}
IMPLEMENTED, PARTLY, REFUSED = "implemented", "partly", "refused"
NO_SCENARIO = "TODO: a scenario named after the rule"

#: why an action the engine doesn't carry out can't be used: the grammar is closed
ACTION_REFUSED = "no grammar rule reads it: a card using it is refused (text not understood)"
ABILITY_REFUSED = "a card printing it is refused, naming the keyword (rulings_kit.core.keywords)"
COUNTER_REFUSED = ("placing one is refused, naming it (rulings_kit.core.counters.refusal): {}")
TOKEN_REFUSED = ("not a token the engine defines: \"create a ... token\" naming it is refused "
                 "(text not understood)")
_TOKEN_NAME = re.compile(r"^An? (?P<name>.+?) token is ")


@dataclass(frozen=True)
class Entry:
    part: str  # the key of LISTS: "702"
    rule: str  # "702.73", "122.1c", "111.10a"
    name: str  # "Changeling", "shield", "Treasure"
    status: str  # IMPLEMENTED, PARTLY or REFUSED
    how: str  # how the engine applies it, or why it is refused


def _ability(rule: str, title: str) -> Entry:
    how = [f"{name}: {where}" for name, (at, where) in keywords.KEYWORDS.items()
           if re.fullmatch(re.escape(rule) + r"[a-z]*", at)]
    how += [f"{name}: built as its own ability" for name, at in keywords.BUILT_AS_ABILITIES.items()
            if at == rule]
    if how:
        return Entry(rule[:3], rule, title, IMPLEMENTED, "; ".join(how))
    return Entry(rule[:3], rule, title, REFUSED, ABILITY_REFUSED)


def _action(rule: str, title: str) -> Entry:
    for name, (at, where, refused) in keyword_actions.KEYWORD_ACTIONS.items():
        if at == rule:
            if refused:
                return Entry(rule[:3], rule, name, PARTLY, f"{where}; refused: {refused}")
            return Entry(rule[:3], rule, name, IMPLEMENTED, where)
    return Entry(rule[:3], rule, title, REFUSED, ACTION_REFUSED)


def counter_kinds(rule: str) -> list[str]:
    """The counter kinds the engine's tables give the meaning of ``rule`` (122.1a-j)."""
    known = {*counters.OBJECT_RULES, *counters.PLAYER_RULES, *counters.KEYWORD_COUNTERS,
             *counters.IMPLEMENTED}
    return sorted(k for k in known
                  if rule in (counters.rule_of(k), counters.rule_of(k, player=True)))


def _counter(rule: str) -> Entry:
    kinds = counter_kinds(rule)
    name = {"122.1a": "+X/+Y and -X/-Y", "122.1b": "keyword counters"}.get(rule, ", ".join(kinds))
    done = [k for k in kinds if k in counters.IMPLEMENTED]
    left = ["any other +X/+Y or -X/-Y"] if rule == "122.1a" else [
        k for k in kinds if k not in counters.IMPLEMENTED]
    if not done:
        return Entry("122.1", rule, name, REFUSED, COUNTER_REFUSED.format(", ".join(left)))
    how = "placed, and carried out: " + ", ".join(done)
    if left:
        return Entry("122.1", rule, name, PARTLY, f"{how}; refused: {', '.join(left)}")
    return Entry("122.1", rule, name, IMPLEMENTED, how)


def _token(rule: str, text: str) -> Entry:
    m = _TOKEN_NAME.match(text)
    name = m["name"] if m else text
    where = tokens.PREDEFINED.get(name)
    if where is not None:
        return Entry("111.10", rule, name, IMPLEMENTED, where)
    return Entry("111.10", rule, name, REFUSED, TOKEN_REFUSED)


def entries() -> list[Entry]:
    """Every entry of ``LISTS`` in the bundled rules, in rules order, with its status."""
    rules = bundled_rules().rules
    found = []
    for parent in LISTS:
        for number in rules[parent].subrules:
            text = rules[number].text
            if parent == "701" and number != "701.1":
                found.append(_action(number, text))
            elif parent == "702" and number != "702.1":
                found.append(_ability(number, text))
            elif parent == "122.1":
                found.append(_counter(number))
            elif parent == "111.10":
                found.append(_token(number, text))
    return found


def scenarios_of(rule: str, folder: Path = SCENARIOS) -> list[str]:
    """The scenario files (paths under ``folder``) named after ``rule`` or a subrule of it:
    "702.9b_flying_....toml" for 702.9, never "702.90c_...". """
    named = re.compile(re.escape(rule) + r"[a-z]*_")
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*.toml")
                  if named.match(p.name))


_HEADER = """# Keyword actions and abilities, counters and predefined tokens

Every keyword action (701), keyword ability (702), counter with a rules meaning (122.1a-j) and
predefined token (111.10) of the Comprehensive Rules, and what the engine does with it: it is
**implemented** (how, and the scenarios named after its rule that show it), **partly**
implemented (what is refused), or **refused**: a card or scenario that uses it is refused when it
is built or read, naming what is missing, never accepted and ignored.

This table is generated by `python -m tests.scenarios.cr_keywords` from the code: the entries
from the bundled rules text, the status from the engine's tables (`KEYWORDS` and
`KEYWORD_ACTIONS` in `rulings_kit/core/keyword_actions.py`, `IMPLEMENTED` in
`rulings_kit/core/counters.py`, `PREDEFINED` in `rulings_kit/core/tokens.py`), the scenarios
from the file names in `scenarios/`.
`tests/scenarios/test_scenarios_cr_keywords.py` fails for an implemented entry without a
scenario, for a refused entry the code doesn't refuse, and when the table is out of date.

"""


def _summary(found: list[Entry]) -> str:
    lines = ["| List | Entries | Implemented | Partly | Refused |", "|---|---|---|---|---|"]
    for parent, heading in LISTS.items():
        mine = [e for e in found if e.part == parent]
        counts = [sum(e.status == s for e in mine) for s in (IMPLEMENTED, PARTLY, REFUSED)]
        lines.append(f"| {heading} | {len(mine)} | " + " | ".join(map(str, counts)) + " |")
    return "\n".join(lines) + "\n"


def _cell(entry: Entry) -> str:
    if entry.status == REFUSED:
        return ""
    files = scenarios_of(entry.rule)
    return ", ".join(f"[{Path(f).stem}](../scenarios/{f})" for f in files) or NO_SCENARIO


def table() -> str:
    """The table's text."""
    found = entries()
    parts = [_HEADER, _summary(found)]
    for parent, heading in LISTS.items():
        rows = [f"| {e.rule} | {e.name} | {e.status} | {e.how} | {_cell(e)} |"
                for e in found if e.part == parent]
        parts.append(f"\n## {heading}\n\n| Rule | Entry | Status | How, or why not | Scenarios |\n"
                     "|---|---|---|---|---|\n" + "\n".join(rows) + "\n")
    return "".join(parts)


def main() -> int:
    TABLE.write_text(table(), "utf-8")
    print(f"wrote {TABLE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main() if len(sys.argv) == 1 else 2)
