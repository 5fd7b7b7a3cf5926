"""Add to ``rulings_kit/data/cr_cited.txt`` the text of every rule the package cites that
no bundled file quotes yet (``tests/data/test_data_cited_rules.py`` fails until it is there),
and of every rule of the sections in ``EXAMPLE_SECTIONS`` that has an "Example:" (the CR's
own examples each a scenario or listed with its reason, ``docs/cr-examples.md``), and of every
entry of the lists in ``ENTRY_LISTS`` (the keyword actions and abilities, counters with a
rules meaning and predefined tokens, each implemented or refused: ``docs/cr-keywords.md``).

    python -m tests.data.refresh_cited PATH/TO/MagicCompRules.txt

The rules file must be the edition the bundled files quote (their "Version:" line). Each
rule is quoted verbatim, its line and the "Example:" lines that follow it, in one new
``####`` block at the end of the file. A development tool: the package never runs it.
"""

from __future__ import annotations

import sys
from pathlib import Path

from rulings_kit.data.rules import parse_rules, rule, rule_sort_key
from rulings_kit.errors import RuleTextError
from tests.data.test_data_cited_rules import DATA, _citations

CITED = DATA / "cr_cited.txt"
#: The sections whose every example is bundled (``tests/data/cr_examples.py``).
EXAMPLE_SECTIONS = ("613", "614", "615", "616", "707")
#: The rules whose every direct subrule is an entry of ``tests/scenarios/cr_keywords.py``.
ENTRY_LISTS = ("701", "702", "122.1", "111.10")


def rule_lines(full_text: str, number: str) -> list[str]:
    """The rule's own line and the "Example:" lines after it, as the rules file has them."""
    lines = full_text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith((f"{number} ", f"{number}. ")):
            quoted = [line]
            for after in lines[i + 1 :]:
                if not after.startswith("Example:"):
                    break
                quoted.append(after)
            return quoted
    raise SystemExit(f"rule {number} is not in the rules file: is the number right?")


def example_numbers(full_text: str) -> list[str]:
    """The rules of ``EXAMPLE_SECTIONS`` that have an example, in the full rules file."""
    if not full_text:
        return []
    return [r.number for r in parse_rules(full_text).rules.values()
            if r.number.split(".")[0] in EXAMPLE_SECTIONS and r.examples]


def entry_numbers(full_text: str) -> list[str]:
    """The rules of ``ENTRY_LISTS`` and their direct subrules, in the full rules file."""
    if not full_text:
        return []
    rules = parse_rules(full_text).rules
    return [n for parent in ENTRY_LISTS for n in (parent, *rules[parent].subrules)]


def missing_numbers(full_text: str = "") -> list[str]:
    missing = []
    wanted = [*_citations(), *example_numbers(full_text), *entry_numbers(full_text)]
    for number in dict.fromkeys(wanted):
        try:
            rule(number)
        except RuleTextError:
            missing.append(number)
    return sorted(missing, key=rule_sort_key)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    full = Path(argv[0]).read_text("utf-8")
    numbers = missing_numbers(full)
    if not numbers:
        print("every cited rule is bundled already")
        return 0
    block = ["", "#" * 78, f"# {', '.join(numbers)} — cited by the package, or an example of "
             f"{', '.join(EXAMPLE_SECTIONS)}, or an entry of {', '.join(ENTRY_LISTS)}", "#" * 78, ""]
    for number in numbers:
        block += [*rule_lines(full, number), ""]
    with CITED.open("a", encoding="utf-8") as f:
        f.write("\n".join(block) + "\n")
    print(f"added {len(numbers)} rules to {CITED.relative_to(DATA.parents[1])}: {', '.join(numbers)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
