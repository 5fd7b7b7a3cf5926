"""The peer suite: another engine's tests as scenario files, run with a ratchet.

``python -m tests.peers.ratchet FOLDER --cards FILE`` checks every scenario file of FOLDER
(XMage's card tests translated into the scenario format: ``../shared/peers/xmage`` beside
the checkout), sorts each into one result, writes the table of results, prints a summary
and compares the files that pass with ``tests/peers/expected.txt``. The run fails when a
file listed there no longer passes (or is gone); files that pass and aren't listed are
named, with a hint to add them. That list only grows: the share that passes is the
measure of the compiler and the engine against a peer.

A file that runs and fails needs a note in ``tests/peers/notes.txt`` saying why it is not
the engine's fault: a gap of the translation (an XMage choice the translator couldn't
place), or XMage wrong, with the rule. A note names the words of the failure it explains
(the question the file stops at), so a file that fails otherwise is not explained by it.
A failure without a note fails the run too; a note that no longer explains its file is
named, with a hint to remove it.

Results:

- ``PASS``: every expectation held.
- ``FAIL``: an expectation differed, or the engine refused an action the file makes (or
  stopped at a question no answer fits).
- ``REFUSED``: a card of the file isn't built (its Oracle text isn't compiled, or it has a
  layout the engine doesn't define): the file stops as it is read, naming the card.
- ``FORMAT-NOT-YET``: the cards build, but the file uses a key the loader doesn't read yet.
- ``ERROR``: the file can't be read for another reason (a card name no pool knows, a
  malformed value): the translation or the card pool is wrong, not the engine.

The summary is printed as ``peers: 44 PASS, 2 FAIL, ...``, never in the ``N passed,
M failed`` form of ``rulings-kit check``, which CI logs read as the result of the run.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

PASS = "PASS"
FAIL = "FAIL"
REFUSED = "REFUSED"
FORMAT_NOT_YET = "FORMAT-NOT-YET"
ERROR = "ERROR"
#: the results in the order the summary and the table give them
RESULTS = (PASS, FAIL, REFUSED, FORMAT_NOT_YET, ERROR)

HERE = Path(__file__).resolve().parent
EXPECTED = HERE / "expected.txt"
NOTES = HERE / "notes.txt"
#: the description's words for answers the translator couldn't place (see the folder's README)
NOT_PLACED = "choices not placed yet"


@dataclass(frozen=True)
class Outcome:
    """What one scenario file gave: its result and the first line saying why."""

    result: str
    detail: str = ""
    #: the file lists XMage choices the translator couldn't place, so an unanswered
    #: question is a gap of the translation rather than of the engine
    unplaced_choices: bool = False
    #: for a failure, why it is not the engine's (a note of notes.txt that explains it)
    note: str = ""


@dataclass(frozen=True)
class Note:
    """Why a peer file fails: ``words`` its failure says (the question it stops at),
    ``says`` the reason (a translation gap, or XMage wrong with the rule)."""

    words: str
    says: str


@dataclass(frozen=True)
class Ratchet:
    """The files that passed before and don't now, and those that pass and aren't listed."""

    lost: tuple[str, ...]
    gone: tuple[str, ...]
    new: tuple[str, ...]
    #: files that run and fail with no note that explains it
    unexplained: tuple[str, ...] = ()
    #: files with a note that no longer explains how they end
    stale: tuple[str, ...] = ()

    @property
    def holds(self) -> bool:
        return not self.lost and not self.gone and not self.unexplained


def classify_load_error(error: BaseException) -> str:
    """The result of a file that stopped as it was read, from the error's chain of causes:
    a card that can't be defined (``CardDefinitionError``, the compiler's refusal) is
    REFUSED; an unknown key is FORMAT-NOT-YET; anything else is a file ERROR."""
    from rulings_kit.errors import CardDefinitionError

    seen: BaseException | None = error
    while seen is not None:
        if isinstance(seen, CardDefinitionError):
            return REFUSED
        seen = seen.__cause__ or seen.__context__
    if "unknown key" in str(error):
        return FORMAT_NOT_YET
    return ERROR


def check_file(path: Path, pool: object, max_steps: int = 1000) -> Outcome:
    """Load and check one scenario file with the card pool ``pool`` (a ``CardPool``)."""
    from rulings_kit.errors import RulingsError
    from rulings_kit.scenarios import Scenario

    try:
        scenario = Scenario.load(path, cards=pool)  # type: ignore[arg-type]
    except RulingsError as e:
        return Outcome(classify_load_error(e), _first_line(str(e)))
    unplaced = NOT_PLACED in scenario.description
    try:
        result = scenario.check(max_steps=max_steps)
    except RulingsError as e:  # a defect of the engine shows as a failure, not a crash
        return Outcome(FAIL, _first_line(str(e)), unplaced)
    if result.passed:
        return Outcome(PASS)
    return Outcome(FAIL, _first_line(result.failures[0]), unplaced)


def check_folder(
    folder: Path, card_files: Sequence[str] = (), max_steps: int = 1000
) -> dict[str, Outcome]:
    """Every ``*.toml`` of ``folder`` (by file name, sorted) with its outcome."""
    from rulings_kit.cards import CardPool

    pool = CardPool.bundled().with_files(*card_files).read()
    return {
        path.name: check_file(path, pool, max_steps) for path in sorted(folder.glob("*.toml"))
    }


def read_expected(text: str) -> set[str]:
    """The file names of an expected list: one a line; ``#`` starts a comment."""
    names = (line.split("#", 1)[0].strip() for line in text.splitlines())
    return {name for name in names if name}


def read_notes(text: str) -> dict[str, Note]:
    """The notes of a notes file: ``FILE | WORDS | NOTE`` a line; ``#`` starts a comment
    line."""
    notes = {}
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        name, words, says = (part.strip() for part in line.split("|", 2))
        notes[name] = Note(words, says)
    return notes


def explained(outcomes: Mapping[str, Outcome], notes: Mapping[str, Note]) -> dict[str, Outcome]:
    """``outcomes``, each failure with the note that explains it (its words in the
    failure's first line)."""
    out = dict(outcomes)
    for name, o in outcomes.items():
        note = notes.get(name)
        if o.result == FAIL and note is not None and note.words in o.detail:
            out[name] = replace(o, note=note.says)
    return out


def compare(expected: Iterable[str], outcomes: Mapping[str, Outcome],
            notes: Mapping[str, Note] | None = None) -> Ratchet:
    """Hold ``outcomes`` (explained by ``notes``) to the files ``expected`` to pass."""
    expected = set(expected)
    passing = {name for name, o in outcomes.items() if o.result == PASS}
    return Ratchet(
        lost=tuple(sorted(n for n in expected - passing if n in outcomes)),
        gone=tuple(sorted(n for n in expected if n not in outcomes)),
        new=tuple(sorted(passing - expected)),
        unexplained=tuple(sorted(n for n, o in outcomes.items()
                                 if o.result == FAIL and not o.note and notes is not None)),
        stale=tuple(sorted(n for n in notes or {} if not outcomes.get(n, Outcome(PASS)).note)),
    )


def counts(outcomes: Mapping[str, Outcome]) -> dict[str, int]:
    found = {r: 0 for r in RESULTS}
    for o in outcomes.values():
        found[o.result] += 1
    return found


def summary(outcomes: Mapping[str, Outcome]) -> str:
    """``peers: 44 PASS, 2 FAIL, 374 REFUSED, 11 FORMAT-NOT-YET`` (ERROR only when some)."""
    found = counts(outcomes)
    parts = [f"{n} {r}" for r, n in found.items() if n or r != ERROR]
    return f"peers: {', '.join(parts)} of {len(outcomes)} files"


def table(outcomes: Mapping[str, Outcome]) -> str:
    """One line a file, grouped by result: result, file, why (tab-separated)."""
    lines = ["result\tfile\tdetail"]
    for result in RESULTS:
        for name, o in sorted(outcomes.items()):
            if o.result == result:
                note = " [XMage choices not placed yet]" if o.unplaced_choices else ""
                note += f" [note: {o.note}]" if o.note else ""
                lines.append(f"{o.result}\t{name}\t{o.detail}{note}")
    return "\n".join(lines) + "\n"


def report(ratchet: Ratchet, expected_path: Path, notes_path: Path = NOTES) -> list[str]:
    """What the ratchet says, one line a problem or hint."""
    lines = [f"peers: {name} passed before ({expected_path.name}) and doesn't now"
             for name in ratchet.lost]
    lines += [f"peers: {name} is listed in {expected_path.name} but isn't in the folder"
              for name in ratchet.gone]
    lines += [f"peers: {name} fails with no note in {notes_path.name} that explains it "
              "(a gap of the translation, or XMage wrong, with the rule)"
              for name in ratchet.unexplained]
    lines += [f"peers: the note on {name} in {notes_path.name} no longer explains how it "
              "ends: remove it" for name in ratchet.stale]
    if ratchet.new:
        lines.append(
            f"peers: {len(ratchet.new)} file(s) pass and aren't in {expected_path}: add them "
            "(python -m tests.peers.ratchet ... --update):"
        )
        lines += [f"    {name}" for name in ratchet.new]
    return lines


def updated(text: str, new: Iterable[str]) -> str:
    """The expected list ``text`` with the files ``new`` added: its leading comment lines
    kept, then every file name, sorted."""
    lines = text.splitlines()
    header = []
    for line in lines:
        if not line.startswith("#"):
            break
        header.append(line)
    names = sorted(read_expected(text) | set(new))
    return "\n".join([*header, *names]) + "\n"


def _first_line(text: str) -> str:
    return text.strip().splitlines()[0] if text.strip() else ""


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.peers.ratchet", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", type=Path, help="the folder of peer scenario files")
    parser.add_argument("--cards", action="append", default=[], metavar="FILE",
                        help="a card file the files name cards of (repeatable)")
    parser.add_argument("--expected", type=Path, default=EXPECTED,
                        help="the list of files that must pass (default: %(default)s)")
    parser.add_argument("--out", type=Path, default=Path("test-artifacts/peers/results.tsv"),
                        help="where to write the table of results (default: %(default)s)")
    parser.add_argument("--notes", type=Path, default=NOTES,
                        help="why the files that fail do (default: %(default)s)")
    parser.add_argument("--update", action="store_true",
                        help="add the files that now pass to the expected list")
    args = parser.parse_args(argv)
    if not args.folder.is_dir():
        print(f"peers: no folder {args.folder} (the peer files sit in ../shared/peers/)",
              file=sys.stderr)
        return 2
    from rulings_kit.errors import RulingsError

    try:
        outcomes = check_folder(args.folder, args.cards)
    except RulingsError as e:  # a card file that can't be read
        print(f"peers: {e}", file=sys.stderr)
        return 2
    notes = read_notes(args.notes.read_text(encoding="utf-8")) if args.notes.exists() else {}
    outcomes = explained(outcomes, notes)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(table(outcomes), encoding="utf-8")
    expected_text = args.expected.read_text(encoding="utf-8") if args.expected.exists() else ""
    ratchet = compare(read_expected(expected_text), outcomes, notes)
    print(summary(outcomes))
    failing = [o for o in outcomes.values() if o.result == FAIL]
    print(f"peers: {sum(bool(o.note) for o in failing)} of the {len(failing)} FAIL explained "
          f"by a note in {args.notes.name}")
    print(f"peers: table of results in {args.out}")
    if args.update and ratchet.new:
        args.expected.write_text(updated(expected_text, ratchet.new), encoding="utf-8")
        print(f"peers: added {len(ratchet.new)} file(s) to {args.expected}")
        ratchet = replace(ratchet, new=())
    for line in report(ratchet, args.expected, args.notes):
        print(line)
    if not ratchet.holds:
        print("peers: the ratchet doesn't hold", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
