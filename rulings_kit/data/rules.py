"""The Comprehensive Rules: a parser for Wizards' text file and for the bundled excerpts.

``rule("603.3b")`` returns the rule's text and examples. It reads the user's full rules
file when one is named (``set_rules_file(path)`` or the ``RULINGS_KIT_RULES`` environment
variable), and otherwise the excerpts bundled with the package (the rules this project
cites, quoted with attribution): the files named in ``BUNDLED_FILES``, parsed together.

The official file has quirks the parser absorbs: a UTF-8 BOM or none, CRLF line ends,
"blank" lines that hold a lone U+00A0, U+2028 line separators inside glossary entries,
subrule letters that skip l and o and run on past z to aa, ab, ..., and numbering typos
such as ``606.5 Text`` (no period after a rule number) and ``119.1d. Text`` (a stray
period after a subrule letter). The table of contents at the start repeats the chapter
and section headings; it is skipped, not parsed as rules.
"""

from __future__ import annotations

import bisect
import functools
import os
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from types import MappingProxyType

from rulings_kit.errors import DataError, RuleTextError

__all__ = [
    "BUNDLED_FILES",
    "ENV_VAR",
    "Rule",
    "RulesDocument",
    "bundled_rules",
    "current_rules",
    "find_rule_numbers",
    "load_rules",
    "normalize_number",
    "parse_excerpts",
    "parse_rules",
    "quote_rules",
    "rule",
    "rule_sort_key",
    "set_rules_file",
    "subrule_letters",
]

ENV_VAR = "RULINGS_KIT_RULES"
EXCERPTS_FILE = "cr_excerpts.txt"
#: The rules the package's source cites that ``cr_excerpts.txt`` does not quote.
CITED_FILE = "cr_cited.txt"
#: The excerpt files in ``rulings_kit/data`` that make up the bundled rules, in reading order
#: (the one place that decides what is bundled). A number in two files keeps its first text.
BUNDLED_FILES = (EXCERPTS_FILE, CITED_FILE)
BUNDLED_SOURCE = "the bundled Comprehensive Rules excerpts"

# "100.1. Text", "606.5 Text" (typo: no period), "100.1a Text", "119.1d. Text" (typo: period).
_RULE_LINE = re.compile(r"^(?P<number>\d{3}\.\d+[a-z]*)\.?(?:\s+(?P<text>.*))?$")
_SECTION_LINE = re.compile(r"^(?P<number>\d{3})\.\s+(?P<text>\S.*)$")
_CHAPTER_LINE = re.compile(r"^(?P<number>\d)\.\s+(?P<text>\S.*)$")
_EXAMPLE = re.compile(r"^Example:\s*(?P<text>.*)$")
_NUMBER = re.compile(
    r"^(?P<chapter>\d)(?:(?P<section>\d{2})(?:\.(?P<rule>\d+)(?P<letters>[a-z]*))?)?$"
)
_EFFECTIVE = re.compile(r"effective as of (?P<date>[A-Z][a-z]+ \d{1,2}, \d{4})")
_APPENDIX_ENTRY = re.compile(r"^- (?P<number>\d{3}\.\d+[a-z]*): (?P<note>.*)$")
# A rule number cited in running text: "(302.6)", "[608.2n]", "rules 601.2a–d".
_CITATION = re.compile(r"(?<![\d.])\d{3}\.\d+[a-z]*")


@dataclass(frozen=True)
class Rule:
    """One rule: its number (``"603.3b"``, ``"603.3"``, ``"603"`` or ``"6"``), text,
    examples (without their ``Example:`` label), the numbers of its direct subrules, and
    the attribution to quote with it."""

    number: str
    text: str
    examples: tuple[str, ...] = ()
    subrules: tuple[str, ...] = ()
    attribution: str = field(default="", compare=False)

    def line(self) -> str:
        """The rule as the rules file prints it, without its examples: "603.3. Once an
        ability ..." (a period after a rule number) but "603.3b If multiple ..."."""
        label = self.number if self.number[-1].isalpha() else self.number + "."
        return f"{label} {self.text}"

    def __str__(self) -> str:
        lines = [self.line()]
        lines.extend(f"Example: {example}" for example in self.examples)
        return "\n".join(lines)


@dataclass(frozen=True)
class RulesDocument:
    """A parsed rules text: rules by number, the glossary, and where it came from."""

    rules: Mapping[str, Rule]
    glossary: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    effective_date: str | None = None
    attribution: str = ""
    source: str = ""
    # Only in the bundled excerpts: earlier editions' wording of rules that changed.
    earlier_texts: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    credits: str = ""

    def __contains__(self, number: object) -> bool:
        if not isinstance(number, str):
            return False
        try:
            return normalize_number(number) in self.rules
        except RuleTextError:
            return False

    def __len__(self) -> int:
        return len(self.rules)

    def numbers(self) -> tuple[str, ...]:
        """Every rule number, in rules order."""
        return tuple(self.rules)

    def rule(self, number: str) -> Rule:
        """The rule with this number; ``RuleTextError`` naming the nearest ones if unknown."""
        key = normalize_number(number)
        found = self.rules.get(key)
        if found is not None:
            return found
        near = ", ".join(self.nearest(key)) or "none"
        hint = ""
        if self.source == BUNDLED_SOURCE:
            hint = (
                f"; point {ENV_VAR} or set_rules_file() at the full Comprehensive Rules "
                "text file to look up any rule"
            )
        raise RuleTextError(
            f"rule {key} is not in {self.source or 'this rules text'} (nearest known: {near}){hint}"
        )

    def nearest(self, number: str, count: int = 6) -> tuple[str, ...]:
        """The known numbers on either side of ``number`` in rules order."""
        numbers = list(self.rules)
        keys = [rule_sort_key(n) for n in numbers]
        at = bisect.bisect_left(keys, rule_sort_key(normalize_number(number)))
        half = count // 2
        lo = max(0, min(at - half, len(numbers) - count))
        return tuple(numbers[lo : lo + count])


# ---------------------------------------------------------------------------- numbers


def subrule_letters() -> Iterator[str]:
    """Subrule letters in the order the rules use them: a–k, m, n, p–z, aa, ab, ...

    l and o are skipped (they read as 1 and 0), in every position.
    """
    alphabet = [c for c in "abcdefghijklmnopqrstuvwxyz" if c not in "lo"]
    yield from alphabet
    for first in alphabet:
        for second in alphabet:
            yield first + second


def normalize_number(number: str) -> str:
    """``" 603.3B. "`` → ``"603.3b"``; ``RuleTextError`` if it is not a rule number."""
    text = number.strip()
    for prefix in ("rule ", "cr "):
        if text.lower().startswith(prefix):
            text = text[len(prefix) :].strip()
    text = text.rstrip(".").lower()
    if not _NUMBER.match(text):
        raise RuleTextError(
            f"not a Comprehensive Rules number: {number!r} "
            "(expected e.g. '6', '603', '603.3' or '603.3b')"
        )
    return text


def rule_sort_key(number: str) -> tuple[int, int, int, int, str]:
    """Order rule numbers as the rules do: 603 < 603.3 < 603.3b < 603.3z < 603.3aa < 603.4."""
    m = _NUMBER.match(number)
    if not m:
        raise RuleTextError(f"not a Comprehensive Rules number: {number!r}")
    letters = m["letters"] or ""
    return (
        int(m["chapter"]),
        int(m["section"]) if m["section"] else -1,
        int(m["rule"]) if m["rule"] else -1,
        len(letters),  # "z" before "aa": longer letter runs come later
        letters,
    )


def _parent(number: str) -> str | None:
    m = _NUMBER.match(number)
    if m is None or not m["section"]:
        return None
    if m["letters"]:
        return number[: -len(m["letters"])]
    if m["rule"]:
        return number.split(".")[0]
    return m["chapter"]


# ---------------------------------------------------------------------------- parsing


def _lines(text: str) -> list[str]:
    """Split into stripped lines, absorbing the BOM, CRLF / CR ends and U+2028 separators.

    Stripping turns a line holding only U+00A0 (the file's "blank" line) into "".
    A U+2028 (or U+2029) inside a line breaks it, but never yields a blank line: in a
    glossary entry it separates the term from its definition or two senses, and must not
    end the entry. str.splitlines is avoided: it splits on U+2028 and on form feeds and
    other controls that are not line ends in this file.
    """
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    lines: list[str] = []
    for line in text.split("\n"):
        parts = line.replace("\u2029", "\u2028").split("\u2028")
        if len(parts) == 1:
            lines.append(line.strip())
        else:
            lines.extend(part.strip() for part in parts if part.strip())
    return lines


class _Builder:
    """Collects rule lines, examples and continuation lines into rules."""

    def __init__(self) -> None:
        self.texts: dict[str, list[str]] = {}
        self.examples: dict[str, list[str]] = {}
        self.current: str | None = None

    def feed(self, line: str) -> None:
        if not line:
            return
        if m := _RULE_LINE.match(line) or _SECTION_LINE.match(line) or _CHAPTER_LINE.match(line):
            self._start(m["number"], m["text"] or "")
        elif self.current is None:
            return  # text before the first rule (title, introduction) is not a rule
        elif m := _EXAMPLE.match(line):
            self.examples[self.current].append(m["text"])
        elif self.examples[self.current]:
            # A line after an example continues that example.
            self.examples[self.current][-1] += "\n" + line
        else:
            self.texts[self.current].append(line)

    def _start(self, number: str, text: str) -> None:
        if number in self.texts:
            # A repeated number keeps its first text; later lines must not leak into it.
            self.current = None
            return
        self.texts[number] = [text]
        self.examples[number] = []
        self.current = number

    def build(self, attribution: str) -> dict[str, Rule]:
        numbers = sorted(self.texts, key=rule_sort_key)
        children: dict[str, list[str]] = {n: [] for n in numbers}
        for n in numbers:
            parent = _parent(n)
            if parent is not None and parent in children:
                children[parent].append(n)
        return {
            n: Rule(
                number=n,
                text="\n".join(self.texts[n]),
                examples=tuple(self.examples[n]),
                subrules=tuple(children[n]),
                attribution=attribution,
            )
            for n in numbers
        }


def _attribution(date: str | None, what: str = "") -> str:
    edition = f"effective {date}" if date else "edition not stated"
    return (
        f"Magic: The Gathering Comprehensive Rules ({edition}){what}. "
        "© Wizards of the Coast LLC; quoted for citation."
    )


def _effective_date(text: str) -> str | None:
    m = _EFFECTIVE.search(text)
    return m["date"] if m else None


def _body_start(lines: list[str]) -> int:
    """Index of the first line of the rules proper, past the table of contents."""
    try:
        contents = lines.index("Contents")
    except ValueError:
        return 0
    first = next((i for i in range(contents + 1, len(lines)) if lines[i]), None)
    if first is not None:
        # The body opens by repeating the first heading of the contents ("1. Game Concepts").
        for i in range(first + 1, len(lines)):
            if lines[i] == lines[first]:
                return i
    # No repeat: the contents list has no "100.1"-style rules, so the body starts at the
    # headings just before the first such rule, back to the last one that was not already
    # listed in the contents (a heading seen once so far is a contents entry).
    for i in range(contents + 1, len(lines)):
        if _RULE_LINE.match(lines[i]):
            start = i
            for j in range(i - 1, contents, -1):
                if not lines[j]:
                    continue
                heading = _SECTION_LINE.match(lines[j]) or _CHAPTER_LINE.match(lines[j])
                if not heading or lines[j] not in lines[contents + 1 : j]:
                    break
                start = j
            return start
    raise RuleTextError("found a 'Contents' list but no rules after it")


def parse_rules(text: str, *, source: str = "") -> RulesDocument:
    """Parse the text of Wizards' Comprehensive Rules file (or the bundled excerpts).

    ``source`` names where the text came from, for error messages.
    """
    lines = _lines(text)
    if any(line.startswith("#####") for line in lines[:40]):
        return parse_excerpts(text, source=source or BUNDLED_SOURCE)
    date = _effective_date(text)
    attribution = _attribution(date)
    builder = _Builder()
    glossary: dict[str, str] = {}
    credits: list[str] = []
    section = "rules"
    entry: list[str] = []

    def end_entry() -> None:
        if entry:
            glossary.setdefault(entry[0], "\n".join(entry[1:]))
            entry.clear()

    for line in lines[_body_start(lines) :]:
        if line == "Glossary" and section == "rules":
            section = "glossary"
        elif line == "Credits" and section in ("rules", "glossary"):
            end_entry()
            section = "credits"
        elif section == "rules":
            builder.feed(line)
        elif section == "glossary":
            if line:
                entry.append(line)
            else:
                end_entry()
        else:
            credits.append(line)
    end_entry()
    rules = builder.build(attribution)
    if not rules:
        raise RuleTextError(
            f"no rules found in {source or 'the text'}: expected lines like "
            "'100.1. These Magic rules ...' (is this the Comprehensive Rules text file?)"
        )
    return RulesDocument(
        rules=MappingProxyType(rules),
        glossary=MappingProxyType(glossary),
        effective_date=date,
        attribution=attribution,
        source=source or "the Comprehensive Rules text",
        credits="\n".join(credits).strip(),
    )


def parse_excerpts(*texts: str, source: str = BUNDLED_SOURCE) -> RulesDocument:
    """Parse bundled excerpt files: each a provenance preamble, ``####`` header blocks of
    verbatim rule lines, and optionally an appendix quoting earlier editions' wording (kept
    apart in ``earlier_texts`` so it never shadows the current text).

    Several texts (e.g. the files of ``BUNDLED_FILES``) make one document; they must quote
    the same edition, and a rule number quoted twice keeps its first text.
    """
    if not texts:
        raise TypeError("parse_excerpts() needs at least one text")
    dates = {d for d in map(_effective_date, texts) if d is not None}
    if len(dates) > 1:
        raise RuleTextError(
            f"{source} quote different editions ({', '.join(sorted(dates))}): "
            "excerpts parsed together must come from one edition"
        )
    date = next(iter(dates), None)
    attribution = _attribution(date, ", verbatim excerpt bundled with rulings_kit")
    builder = _Builder()
    earlier: dict[str, list[str]] = {}
    for text in texts:
        _feed_excerpts(text, builder, earlier)
    rules = builder.build(attribution)
    if not rules:
        raise RuleTextError(f"no rules found in {source}: expected '####' blocks of rule lines")
    return RulesDocument(
        rules=MappingProxyType(rules),
        effective_date=date,
        attribution=attribution,
        source=source,
        earlier_texts=MappingProxyType({n: "\n".join(t) for n, t in earlier.items()}),
    )


def _feed_excerpts(text: str, builder: _Builder, earlier: dict[str, list[str]]) -> None:
    """Feed one excerpt file's rule lines to ``builder`` and its appendix to ``earlier``."""
    mode = "preamble"
    current: str | None = None
    builder.current = None  # a new file never continues the last rule of the one before
    for line in _lines(text):
        if line.startswith("#"):
            if mode == "preamble" and line.startswith("####"):
                mode = "rules"
            elif line.startswith("# Appendix"):
                mode = "appendix"
            builder.current = None  # a header ends the rule before it
            continue
        if mode == "rules":
            builder.feed(line)
        elif mode == "appendix":
            if m := _APPENDIX_ENTRY.match(line):
                current = m["number"]
                earlier[current] = [m["note"]]
            elif line and current is not None:
                earlier[current].append(line)
    builder.current = None


def load_rules(path: str | os.PathLike[str]) -> RulesDocument:
    """Read and parse a rules file (the full text from Wizards, or an excerpt file)."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except FileNotFoundError:
        raise DataError(f"{p}: no such rules file") from None
    except OSError as exc:
        raise DataError(f"{p}: cannot read rules file ({exc.strerror or exc})") from exc
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DataError(
            f"{p}: not UTF-8 text (byte {exc.start}); expected the Comprehensive Rules .txt file"
        ) from exc
    return parse_rules(text, source=str(p))


# ---------------------------------------------------------------------------- module API

_rules_file: Path | None = None


@functools.cache
def bundled_rules() -> RulesDocument:
    """The Comprehensive Rules excerpts bundled with the package (``BUNDLED_FILES``)."""
    folder = resources.files("rulings_kit.data")
    return parse_excerpts(*(folder.joinpath(name).read_text("utf-8") for name in BUNDLED_FILES))


@functools.lru_cache(maxsize=4)
def _load_cached(path: str, mtime_ns: int, size: int) -> RulesDocument:
    # Keyed on mtime and size so an edited or replaced file is read again.
    return load_rules(path)


def _load_path(path: Path, origin: str) -> RulesDocument:
    try:
        st = path.stat()
    except OSError:
        raise DataError(f"{origin}: no such rules file: {path}") from None
    return _load_cached(str(path), st.st_mtime_ns, st.st_size)


def set_rules_file(path: str | os.PathLike[str] | None) -> RulesDocument | None:
    """Use the full rules file at ``path`` for ``rule()`` (``None``: back to the default).

    The file is read now, so a bad path fails here rather than at the first lookup.
    It takes precedence over the ``RULINGS_KIT_RULES`` environment variable.
    """
    global _rules_file
    if path is None:
        _rules_file = None
        return None
    p = Path(path)
    document = _load_path(p, "set_rules_file()")
    _rules_file = p
    return document


def current_rules() -> RulesDocument:
    """The rules ``rule()`` reads: set_rules_file(), else $RULINGS_KIT_RULES, else bundled."""
    if _rules_file is not None:
        return _load_path(_rules_file, "set_rules_file()")
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        return _load_path(Path(env), f"${ENV_VAR}")
    return bundled_rules()


def rule(number: str) -> Rule:
    """The text and examples of a Comprehensive Rules number, e.g. ``rule("603.3b")``."""
    return current_rules().rule(number)


def find_rule_numbers(text: str) -> tuple[str, ...]:
    """The rule numbers cited in ``text`` ("... (302.6)", "[608.2n]"), once each, in rules order."""
    return tuple(sorted(set(_CITATION.findall(text)), key=rule_sort_key))


def quote_rules(numbers: Iterable[str]) -> list[str]:
    """Each rule once, in rules order, as its rules-file line ("608.2n As the final part ...").

    The text comes from the rules ``rule()`` reads. A number that text lacks is listed with
    the reason rather than failing, so a report still shows every rule it cites.
    """
    document = current_rules()
    keys = {normalize_number(n) for n in numbers}
    lines = []
    for key in sorted(keys, key=rule_sort_key):
        try:
            lines.append(document.rule(key).line())
        except RuleTextError as e:
            lines.append(f"{key} (no text: {e})")
    return lines
