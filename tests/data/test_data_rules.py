"""The Comprehensive Rules parser: every quirk of the official file, the bundled excerpts,
and the module-level ``rule()`` with its choice of rules file."""

from __future__ import annotations

import re
from collections.abc import Iterator
from importlib.resources import files
from itertools import islice
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulings_kit.data import rules as rules_module
from rulings_kit.data.rules import (
    ENV_VAR,
    Rule,
    RulesDocument,
    bundled_rules,
    current_rules,
    load_rules,
    normalize_number,
    parse_excerpts,
    parse_rules,
    rule,
    rule_sort_key,
    set_rules_file,
    subrule_letters,
)
from rulings_kit.errors import DataError, RuleTextError, RulingsError

FIXTURE = Path(__file__).parent / "fixtures" / "MagicCompRules_quirks.txt"
RAW = FIXTURE.read_bytes()
LETTERS = [c for c in "abcdefghijklmnopqrstuvwxyz" if c not in "lo"]


@pytest.fixture(scope="module")
def doc() -> RulesDocument:
    return load_rules(FIXTURE)


@pytest.fixture(autouse=True)
def _default_rules_file(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv(ENV_VAR, raising=False)
    set_rules_file(None)
    yield
    set_rules_file(None)


# ---------------------------------------------------------------------------- the fixture


def test_fixture_really_has_the_quirks() -> None:
    text = RAW.decode("utf-8")
    assert text.startswith("\ufeff")
    assert "\r\n" in text and "\n" not in text.replace("\r\n", "")
    assert "\r\n\u00a0\r\n" in text
    assert "\u2028" in text
    assert "\r\n606.5 A rule" in text and "\r\n119.1d. A subrule" in text
    assert "702.19z " in text and "702.19aa " in text and "702.19l " not in text


# ---------------------------------------------------------------------------- quirks


def test_bom_is_absorbed(doc: RulesDocument) -> None:
    with_bom = RAW.decode("utf-8")  # keeps the BOM as U+FEFF
    assert parse_rules(with_bom).rules == doc.rules
    assert parse_rules(with_bom.removeprefix("\ufeff")).rules == doc.rules
    assert doc.rule("1").text == "Game Concepts"


@pytest.mark.parametrize("newline", ["\n", "\r"])
def test_line_ends_do_not_matter(doc: RulesDocument, newline: str) -> None:
    text = RAW.decode("utf-8-sig").replace("\r\n", newline)
    other = parse_rules(text)
    assert other.rules == doc.rules
    assert other.glossary == doc.glossary
    assert not any("\r" in r.text for r in doc.rules.values())


def test_nbsp_lines_are_blank(doc: RulesDocument) -> None:
    assert (
        doc.rule("100.1a").text == "A two-player game is a game that begins with only two players."
    )
    assert not any("\u00a0" in r.text for r in doc.rules.values())
    assert all("\u00a0" not in d for d in doc.glossary.values())
    # The same file with truly empty blank lines parses the same.
    plain = RAW.decode("utf-8-sig").replace("\r\n\u00a0\r\n", "\r\n\r\n")
    assert parse_rules(plain).rules == doc.rules


def test_line_separator_inside_glossary_entries(doc: RulesDocument) -> None:
    assert doc.glossary["Ability"] == (
        "1. Text on an object that explains what that object does.\n"
        "2. An activated or triggered ability on the stack."
    )
    assert (
        doc.glossary["Zone"]
        == "A place where objects can be during a game.\nSee section 4, “Zones.”"
    )
    assert doc.glossary["Active Player"] == "The player whose turn it is. See rule 100.1."
    assert list(doc.glossary) == ["Active Player", "Ability", "Zone"]


def test_doubled_line_separator_does_not_split_an_entry() -> None:
    text = "Glossary\n\nTerm\u2028\u2028Its definition.\n\nCredits\n"
    document = parse_rules("100.1. A rule.\n" + text)
    assert dict(document.glossary) == {"Term": "Its definition."}


def test_subrule_letters_skip_l_and_o_and_go_past_z(doc: RulesDocument) -> None:
    expected = [f"702.19{x}" for x in [*LETTERS, "aa", "ab"]]
    assert doc.rule("702.19").subrules == tuple(expected)
    assert doc.rule("702.19aa").text == "Subrule aa of the fixture's long rule."
    assert "702.19l" not in doc and "702.19o" not in doc
    assert doc.numbers()[-3:] == ("702.19z", "702.19aa", "702.19ab")


def test_rule_number_without_its_period(doc: RulesDocument) -> None:
    typo = doc.rule("606.5")
    assert typo.text == "A rule whose number lacks its period."
    assert typo.examples == ("An example of the rule whose number lacks its period.",)
    assert doc.rule("606").subrules == ("606.4", "606.5", "606.6")
    assert str(typo).startswith("606.5. A rule")  # printed the way the file should have it


def test_subrule_with_a_stray_period(doc: RulesDocument) -> None:
    assert doc.rule("119.1d").text == "A subrule whose letter is followed by a stray period."
    assert doc.rule("119.1").subrules == ("119.1c", "119.1d", "119.1e")
    assert "119.1d." not in {r.text for r in doc.rules.values()}


def test_examples_attach_to_the_rule_before_them(doc: RulesDocument) -> None:
    rule_b = doc.rule("100.1b")
    assert rule_b.text == "A multiplayer game is a game that begins with more than two players."
    assert rule_b.examples == (
        "The first example of rule 100.1b.",
        "The second example of rule 100.1b.",
    )
    assert doc.rule("100.2").examples == ()
    assert str(rule_b).splitlines()[1] == "Example: The first example of rule 100.1b."


def test_contents_are_not_rules(doc: RulesDocument) -> None:
    assert "101" not in doc  # listed only in the contents
    assert doc.rule("100").text == "General"
    assert doc.rule("1").subrules == ("100", "119")
    assert doc.rule("6").subrules == ("606",)
    assert doc.numbers()[:4] == ("1", "100", "100.1", "100.1a")


def test_introduction_is_not_a_rule(doc: RulesDocument) -> None:
    assert not any("test fixture" in r.text for r in doc.rules.values())


def test_glossary_and_credits_are_not_rules(doc: RulesDocument) -> None:
    assert not any("player whose turn" in r.text for r in doc.rules.values())
    assert doc.rule("702.19ab").text == "Subrule ab of the fixture's long rule."
    assert doc.credits.startswith("Fixture Design: rulings_kit")
    assert "Credits" not in doc.glossary and "Fixture Design: rulings_kit" not in doc.glossary


def test_edition_and_attribution(doc: RulesDocument) -> None:
    assert doc.effective_date == "September 25, 2026"
    assert "Wizards of the Coast" in doc.attribution
    assert doc.rule("100.1").attribution == doc.attribution
    assert doc.source == str(FIXTURE)


def test_curly_quotes_are_kept(doc: RulesDocument) -> None:
    assert doc.rule("100.2").text == "A rule after examples, with curly quotes: “tap” and it’s."


def test_a_fragment_without_contents() -> None:
    document = parse_rules("100.1. First.\n100.1a Second.\nExample: Third.\n")
    assert document.rule("100.1").subrules == ("100.1a",)
    assert document.rule("100.1a").examples == ("Third.",)
    assert document.effective_date is None
    assert "edition not stated" in document.attribution


def test_a_contents_list_whose_heading_does_not_repeat() -> None:
    text = "Contents\n1. Concepts\n100. General\n\n100. General\n\n100.1. A rule.\n"
    document = parse_rules(text)
    assert document.numbers() == ("100", "100.1")


def test_repeated_number_keeps_the_first_text() -> None:
    document = parse_rules("100.1. First.\n100.1. Again.\nStray line.\n100.2. Next.\n")
    assert document.rule("100.1").text == "First."
    assert document.rule("100.2").text == "Next."


# ---------------------------------------------------------------------------- numbers


def test_subrule_letters_sequence() -> None:
    letters = list(islice(subrule_letters(), 30))
    assert letters[:24] == LETTERS
    assert letters[24:27] == ["aa", "ab", "ac"]
    assert "l" not in letters and "o" not in letters and "al" not in letters


def test_rule_sort_key_orders_as_the_rules_do() -> None:
    numbers = ["603.4", "603.3aa", "603", "603.3z", "6", "603.3", "603.3b", "603.10", "700"]
    assert sorted(numbers, key=rule_sort_key) == [
        "6",
        "603",
        "603.3",
        "603.3b",
        "603.3z",
        "603.3aa",
        "603.4",
        "603.10",
        "700",
    ]


@pytest.mark.parametrize(
    ("given_number", "expected"),
    [
        ("603.3b", "603.3b"),
        (" 603.3B ", "603.3b"),
        ("603.3.", "603.3"),
        ("rule 101.4", "101.4"),
        ("CR 603", "603"),
        ("6", "6"),
        ("603.", "603"),
    ],
)
def test_normalize_number(given_number: str, expected: str) -> None:
    assert normalize_number(given_number) == expected


@pytest.mark.parametrize("bad", ["", "abc", "60", "603.3.b", "1234.5", "603.3b2"])
def test_bad_numbers(bad: str) -> None:
    with pytest.raises(RuleTextError, match="not a Comprehensive Rules number"):
        normalize_number(bad)


def test_unknown_number_lists_nearest(doc: RulesDocument) -> None:
    with pytest.raises(RuleTextError) as info:
        doc.rule("606.7")
    message = str(info.value)
    assert message.startswith(f"rule 606.7 is not in {FIXTURE}")
    assert "606.5" in message and "606.6" in message
    assert isinstance(info.value, RulingsError) and isinstance(info.value, LookupError)


# ---------------------------------------------------------------------------- errors


def test_text_without_rules() -> None:
    with pytest.raises(RuleTextError, match="no rules found"):
        parse_rules("Just some text.\n\nNothing numbered.\n")


def test_load_rules_missing_file(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"missing\.txt: no such rules file"):
        load_rules(tmp_path / "missing.txt")


def test_load_rules_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.txt"
    path.write_bytes("100.1. Caf\u00e9 \u2014 rule.\n".encode("cp1252"))
    with pytest.raises(DataError, match=r"latin1\.txt: not UTF-8"):
        load_rules(path)


# ---------------------------------------------------------------------------- hypothesis

_blank = st.sampled_from(["", "\u00a0", " \u00a0 "])
_newline = st.sampled_from(["\n", "\r\n"])


@given(
    count=st.integers(1, 60),
    blank=_blank,
    newline=_newline,
    bom=st.booleans(),
    typo=st.booleans(),
)
def test_any_number_of_subrules(
    count: int, blank: str, newline: str, bom: bool, typo: bool
) -> None:
    letters = list(islice(subrule_letters(), count))
    lines = ["702.19. The rule.", blank]
    for x in letters:
        lines += [f"702.19{x}{'.' if typo else ''} Subrule {x}.", blank]
    lines += ["702.20 The next rule.", blank]
    text = ("\ufeff" if bom else "") + newline.join(lines) + newline
    document = parse_rules(text)
    assert document.rule("702.19").subrules == tuple(f"702.19{x}" for x in letters)
    assert document.rule(f"702.19{letters[-1]}").text == f"Subrule {letters[-1]}."
    assert document.rule("702.20").text == "The next rule."
    assert list(document.numbers()) == sorted(document.numbers(), key=rule_sort_key)


@given(st.sampled_from(bundled_rules().numbers()))
def test_every_bundled_number_round_trips(number: str) -> None:
    found = bundled_rules().rule(number)
    assert found.number == number
    assert normalize_number(found.number.upper() + ".") == number


# ---------------------------------------------------------------------------- bundled


def test_bundled_603_3b_mentions_apnap() -> None:
    found = rule("603.3b")
    assert isinstance(found, Rule)
    assert "APNAP" in found.text
    assert found.text.startswith("If multiple abilities have triggered since the last time")
    assert "Wizards of the Coast" in found.attribution
    assert "September 25, 2026" in found.attribution


def test_bundled_excerpts_shape() -> None:
    document = bundled_rules()
    # cr_excerpts.txt quotes 143 rules; cr_cited.txt adds the other rules the source cites,
    # one per line that starts with a rule number or a section's ("702. Keyword Abilities").
    cited = files("rulings_kit.data").joinpath("cr_cited.txt").read_text("utf-8")
    added = sum(1 for line in cited.splitlines() if re.match(r"\d{3}\.[\d ]", line))
    assert added >= 94
    assert len(document) == 143 + added
    assert document.effective_date == "September 25, 2026"
    assert document.rule("603.3").subrules == ("603.3a", "603.3b", "603.3c", "603.3d")
    assert document.rule("122").text == "Counters"
    assert document.rule("101.4").examples[0].startswith("A card reads")
    assert len(document.rule("614.12").examples) == 3


def test_bundled_appendix_does_not_shadow_current_text() -> None:
    document = bundled_rules()
    assert document.rule("603.2f").text.startswith("If a triggered ability’s trigger condition")
    assert "603.2f Some trigger events" in document.earlier_texts["603.2f"]
    assert document.earlier_texts["122.1j"] == "NEW since 2025-02-07"


def test_bundled_header_blocks_end_rules() -> None:
    # 302.6 is followed by a '####' header: the header text must not join the rule.
    assert rule("302.6").text.endswith("“summoning sickness” rule.")
    assert "#" not in "".join(r.text for r in bundled_rules().rules.values())


def test_load_rules_reads_the_excerpt_format() -> None:
    folder = Path(rules_module.__file__).parent
    texts = [(folder / name).read_text("utf-8") for name in rules_module.BUNDLED_FILES]
    assert parse_excerpts(*texts).rules == bundled_rules().rules
    bundled = bundled_rules().rules
    for name in rules_module.BUNDLED_FILES:
        # Each file reads on its own too; its rules are the bundled ones (subrules aside:
        # a rule's subrules may be quoted in the other file).
        alone = load_rules(folder / name).rules
        assert alone
        assert parse_excerpts((folder / name).read_text("utf-8")).rules == alone
        for number, found in alone.items():
            assert (found.text, found.examples) == (bundled[number].text, bundled[number].examples)


def test_bundled_unknown_number_suggests_full_file() -> None:
    with pytest.raises(RuleTextError) as info:
        rule("604.5")  # not cited by the package, so not bundled
    message = str(info.value)
    assert "604.3" in message and "605" in message
    assert ENV_VAR in message and "set_rules_file()" in message


# ---------------------------------------------------------------------------- choosing


def test_environment_variable_selects_the_full_file(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, str(FIXTURE))
    assert rule("606.5").text == "A rule whose number lacks its period."
    assert current_rules().source == str(FIXTURE)
    with pytest.raises(RuleTextError):
        rule("603.3b")  # not in the fixture: the full file is authoritative
    monkeypatch.delenv(ENV_VAR)
    assert "APNAP" in rule("603.3b").text


def test_set_rules_file_wins_over_the_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    other = tmp_path / "other.txt"
    other.write_text("603.3b. A different text.\n", "utf-8")
    monkeypatch.setenv(ENV_VAR, str(FIXTURE))
    document = set_rules_file(other)
    assert document is not None and "603.3b" in document
    assert rule("603.3b").text == "A different text."
    set_rules_file(None)
    assert rule("606.5").text == "A rule whose number lacks its period."


def test_edited_file_is_read_again(tmp_path: Path) -> None:
    path = tmp_path / "rules.txt"
    path.write_text("100.1. Old text.\n", "utf-8")
    set_rules_file(path)
    assert rule("100.1").text == "Old text."
    path.write_text("100.1. New text, longer.\n", "utf-8")
    assert rule("100.1").text == "New text, longer."


def test_bad_rules_paths(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"set_rules_file\(\): no such rules file"):
        set_rules_file(tmp_path / "nope.txt")
    assert current_rules() is bundled_rules()  # a failed call changes nothing
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "nope.txt"))
    with pytest.raises(DataError, match=rf"\${ENV_VAR}: no such rules file: .*nope\.txt"):
        rule("603.3b")


def test_package_reexports_rule() -> None:
    import rulings_kit.data as data

    assert data.rule is rule
    assert data.set_rules_file is set_rules_file
