"""Every rule the package cites has its text bundled, and ``rulings-kit run --rules`` shows it.

The scan finds rule numbers the way a reader would: any "603.3b"-shaped number in the
package's source (``*.py`` and ``*.toml``), in code, messages ("... (302.6)"), comments
and docstrings. A new citation without bundled text fails here: add the rule's text from
the current Comprehensive Rules to ``rulings_kit/data/cr_cited.txt``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from rulings_kit.cli import main
from rulings_kit.data import rules as rules_module
from rulings_kit.data.rules import (
    ENV_VAR,
    bundled_rules,
    find_rule_numbers,
    load_rules,
    parse_excerpts,
    quote_rules,
    rule,
    rule_sort_key,
    set_rules_file,
)
from rulings_kit.errors import RuleTextError

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "rulings_kit"
DATA = PACKAGE / "data"
SCENARIO = ROOT / "scenarios" / "cards" / "ivy_may_declined.toml"
NUMBER = re.compile(r"(?<![\d.])\d{3}\.\d+[a-z]*")

#: Rule-shaped numbers that are not citations: (file, number, why).
NOT_CITATIONS = {
    ("rulings_kit/data/rule_numbers.py", "603.3z"): "an example of rule-number order; no such rule",
    ("rulings_kit/data/rule_numbers.py", "603.3aa"): "an example of rule-number order; no such rule",
}


@pytest.fixture(autouse=True)
def _bundled_rules_only(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv(ENV_VAR, raising=False)
    set_rules_file(None)
    yield
    set_rules_file(None)


def _source_files() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*") if p.suffix in (".py", ".toml") and p.is_file())


def _citations() -> dict[str, list[str]]:
    """Rule number -> the places ("file:line") the package's source cites it."""
    found: dict[str, list[str]] = {}
    for path in _source_files():
        name = path.relative_to(ROOT).as_posix()
        for lineno, line in enumerate(path.read_text("utf-8").splitlines(), 1):
            for number in NUMBER.findall(line):
                if (name, number) not in NOT_CITATIONS:
                    found.setdefault(number, []).append(f"{name}:{lineno}")
    return found


# ---------------------------------------------------------------------------- every citation


def test_the_scan_finds_the_citations() -> None:
    cited = _citations()
    # Spot checks that the scan sees code, messages and comments.
    assert "608.2n" in cited and "302.6" in cited and "704.5g" in cited
    assert len(cited) >= 140


def test_every_cited_rule_has_bundled_text() -> None:
    missing = []
    for number, places in sorted(_citations().items(), key=lambda kv: rule_sort_key(kv[0])):
        try:
            found = rule(number)
        except RuleTextError:
            missing.append(f"{number} (cited at {', '.join(places[:3])})")
            continue
        assert found.number == number
        assert found.text.strip(), number
    assert not missing, "cited rules with no bundled text:\n" + "\n".join(missing)


def test_not_citations_are_still_there_and_still_not_rules() -> None:
    # Keeps the exemptions honest: each still occurs where it says, and is no rule.
    for (name, number), _why in NOT_CITATIONS.items():
        assert number in NUMBER.findall((ROOT / name).read_text("utf-8")), (name, number)
        with pytest.raises(RuleTextError):
            rule(number)


# ---------------------------------------------------------------------------- the data


def test_bundled_files_do_not_overlap_and_quote_one_edition() -> None:
    documents = [load_rules(DATA / name) for name in rules_module.BUNDLED_FILES]
    assert rules_module.BUNDLED_FILES == ("cr_excerpts.txt", "cr_cited.txt")
    first, second = (set(d.rules) for d in documents)
    assert not first & second
    assert {d.effective_date for d in documents} == {"September 25, 2026"}
    assert len(bundled_rules()) == len(first) + len(second)


def test_excerpts_parsed_together_must_be_one_edition() -> None:
    def excerpt(date: str, line: str) -> str:
        return f"These rules are effective as of {date}.\n\n####\n# block\n####\n\n{line}\n"

    first = excerpt("September 25, 2026", "100.1. First text.")
    again = excerpt("September 25, 2026", "100.1. Second text.\n\n100.2. Other.")
    together = parse_excerpts(first, again)
    assert together.rule("100.1").text == "First text."  # a repeated number keeps its first text
    assert together.rule("100.2").text == "Other."
    with pytest.raises(RuleTextError, match="different editions"):
        parse_excerpts(first, excerpt("August 7, 2026", "100.3. Old."))


def test_cited_file_states_its_provenance() -> None:
    text = (DATA / "cr_cited.txt").read_text("utf-8")
    header = text[: text.index("####")]
    assert "These rules are effective as of September 25, 2026." in header
    assert "github.com/NateClarkTech/ShellHacks2026" in header
    assert '"MagicCompRules 20260925.txt"' in header
    assert "f1b0f2d9d175dcb5890d482c8a4f83258cda25a5" in header
    assert "Copyright Wizards of the Coast. Excerpts for research/citation only." in header


def test_excerpts_file_keeps_its_header() -> None:
    text = (DATA / "cr_excerpts.txt").read_text("utf-8")
    assert text.startswith("Magic: The Gathering Comprehensive Rules — verbatim excerpts\n")
    assert "Copyright Wizards of the Coast. Excerpts for research/citation only." in text


def test_608_2n_text() -> None:
    found = rule("608.2n")
    assert found.text == (
        "As the final part of an instant or sorcery spell’s resolution, the spell is put into "
        "its owner’s graveyard. As the final part of an ability’s resolution, the ability is "
        "removed from the stack and ceases to exist."
    )
    assert found.examples == ()
    assert "September 25, 2026" in found.attribution
    assert "Wizards of the Coast" in found.attribution


def test_exact_texts_keep_curly_quotes() -> None:
    assert rule("101.2").text.endswith("the “can’t” effect takes precedence.")
    assert rule("101.2").examples == (
        "If one effect reads “You may play an additional land this turn” and another reads "
        "“You can’t play lands this turn,” the effect that precludes you from playing lands "
        "wins.",
    )
    assert rule("704.5g").text == (
        "If a creature has toughness greater than 0, it has damage marked on it, and the total "
        "damage marked on it is greater than or equal to its toughness, that creature has been "
        "dealt lethal damage and is destroyed. Regeneration can replace this event."
    )
    assert rule("603.5").text.startswith(
        "Some triggered abilities’ effects are optional (they contain “may,” as in "
        "“At the beginning of your upkeep, you may draw a card”)."
    )
    assert rule("702.88a").text.startswith("Rebound appears on some instants and sorceries.")
    assert rule("701.24").text == "Shuffle"


def test_examples_are_kept() -> None:
    examples = rule("118.12").examples
    assert len(examples) == 2
    assert examples[0].startswith("You control Standstill, an enchantment that says")
    assert examples[1].endswith("Dermoplasm is still returned to its owner’s hand.")
    assert rule("603.4").examples[0].startswith("Felidar Sovereign reads,")
    assert rule("614.5").examples[0].endswith("not just 4, and not an infinite amount.")


def test_the_files_typos_are_kept_and_parsed() -> None:
    # The edition prints "119.1d." (a stray period) and "606.5 If" (no period).
    text = (DATA / "cr_cited.txt").read_text("utf-8")
    assert "\n119.1d. In a two-player Brawl game" in text
    assert "\n606.5 If the total cost" in text
    assert rule("119.1d").text.startswith("In a two-player Brawl game")
    assert rule("606.5").examples[0].endswith("they remove three loyalty counters from it.")


def test_cited_subrules_join_their_parents() -> None:
    assert rule("608.2").subrules == ("608.2b", "608.2c", "608.2d", "608.2g", "608.2h", "608.2n")
    assert rule("701.24").subrules == ("701.24a", "701.24b", "701.24c")


# ---------------------------------------------------------------------------- quoting


def test_find_rule_numbers() -> None:
    text = "Shock resolves  [608.2]\nrejected: not now (601.2f, 118.8); rules 601.2a–d. 2026.11"
    assert find_rule_numbers(text) == ("118.8", "601.2a", "601.2f", "608.2")


def test_quote_rules_once_each_in_rules_order() -> None:
    lines = quote_rules(["608.2n", "101.2", "608.2n", "608.2"])
    assert [line.split(" ", 1)[0] for line in lines] == ["101.2.", "608.2.", "608.2n"]
    assert lines[2].startswith("608.2n As the final part of an instant or sorcery spell’s")


def test_quote_rules_lists_an_unknown_number_instead_of_failing() -> None:
    (line,) = quote_rules(["810.1"])  # Two-Headed Giant: nothing cites it
    assert line.startswith("810.1 (no text: rule 810.1 is not in")


# ---------------------------------------------------------------------------- rulings-kit run


def test_run_rules_prints_each_cited_rule_after_the_narration(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["run", "--rules", str(SCENARIO)]) == 0
    out = capsys.readouterr().out
    narration, _, quoted = out.partition("\nRules cited:\n")
    assert quoted, out
    assert narration.startswith("Ivy: answering no to")
    assert "[608.2n]" in narration
    lines = quoted.rstrip("\n").split("\n")
    credit = lines.pop()
    assert credit.startswith("(Magic: The Gathering Comprehensive Rules (effective September")
    numbers = [line.split(" ", 1)[0].rstrip(".") for line in lines]
    assert numbers == sorted(set(numbers), key=rule_sort_key)  # once each, in rules order
    assert set(numbers) == set(re.findall(r"\[(\d{3}\.\d+[a-z]*)\]", narration))
    assert (
        "608.2n As the final part of an instant or sorcery spell’s resolution, the spell is put "
        "into its owner’s graveyard."
    ) in lines[numbers.index("608.2n")]
    assert lines[numbers.index("704.5g")] == "704.5g " + rule("704.5g").text
    assert not any("(no text:" in line for line in lines)


def test_run_without_rules_prints_no_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", str(SCENARIO)]) == 0
    assert "Rules cited:" not in capsys.readouterr().out


def test_run_rules_and_json_do_not_mix(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["run", "--rules", "--json", str(SCENARIO)])
    assert info.value.code == 2
    assert "not allowed with argument" in capsys.readouterr().err


def test_run_rules_quotes_a_rejected_actions_rules(capsys: pytest.CaptureFixture[str]) -> None:
    # The rejection cites 118.9 in its rules but not in its message: it is quoted all the same.
    scenario = ROOT / "scenarios" / "cards" / "goliath_card_without_dream_counter_cant_be_chosen.toml"
    main(["run", "--rules", str(scenario)])
    narration, _, quoted = capsys.readouterr().out.partition("\nRules cited:\n")
    assert "rejected:" in narration and "118.9" not in narration
    assert quoted.startswith("118.9. Some spells have alternative costs.")
    assert "(no text:" not in quoted


def test_no_merge_conflict_markers_in_the_bundled_rules() -> None:
    """Every engineer appends to cr_cited.txt: a merge left unresolved must not ship."""
    for name in ("cr_cited.txt", "cr_excerpts.txt"):
        lines = (DATA / name).read_text("utf-8").splitlines()
        assert not [n for n, line in enumerate(lines, 1)
                    if line.startswith(("<<<<<<< ", ">>>>>>> ")) or line == "======="], name
