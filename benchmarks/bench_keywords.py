"""Cards held back only by keyword lines: ``python -m benchmarks.bench_keywords [FILE ...]``.

For every card of the card data files given (or of ``*.json`` in the folder that
``$RULINGS_KIT_CORPUS`` names, by default the corpus copied into
``tests/cards/fixtures/corpus``) that doesn't play today, this drops each keyword line
(every comma-separated part starts with a keyword ability of 702) naming a keyword the
engine doesn't implement (``rulings_kit.core.keywords``), and checks whether the rest
compiles and plays: such a card's *only* refusal is its keyword lines. Prints the
playable share, the number of those cards, and per keyword the cards it alone holds back
(and all the cards it holds back with others). A command that reports, not a test that
asserts.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from benchmarks.bench_oracle import default_files
from rulings_kit.cards.lower import check_record
from rulings_kit.cards.oracle.coverage import check_card
from rulings_kit.core.keywords import CR_ABILITIES, KEYWORDS
from rulings_kit.data.loaders import load_card_file
from rulings_kit.data.records import CardRecord

TOP = 40
#: the keyword abilities of 702, as the engine lists them (landwalk by its five basic types)
CR_KEYWORDS = CR_ABILITIES


_BY_LENGTH = sorted(CR_KEYWORDS, key=len, reverse=True)


def _line_keywords(line: str) -> list[str] | None:
    """The keywords a line names if it is a keyword line (702.1), else None."""
    found = []
    line = re.sub(r"\s*\([^)]*\)", "", line)  # reminder text (207.2)
    for part in re.split(r"[,;] ", line):
        part = part.strip().lower()
        match = next((k for k in _BY_LENGTH if part == k.lower()
                      or (part.startswith(k.lower()) and part[len(k):][:1] in (" ", "—"))),
                     None)
        if match is None:
            return None
        found.append(match)
    return found


def missing_keywords(record: CardRecord) -> tuple[set[str], CardRecord]:
    """The unimplemented keywords of the card's keyword lines, and the card without them."""
    known = {k.lower() for k in KEYWORDS}
    missing: set[str] = set()
    kept = []
    for line in record.text.split("\n"):
        unknown = {n for n in _line_keywords(line) or () if n.lower() not in known}
        if unknown:
            missing |= unknown
        else:
            kept.append(line)
    return missing, replace(record, text="\n".join(kept))


def main(argv: Sequence[str] | None = None) -> int:
    files = [Path(a) for a in (argv if argv is not None else sys.argv[1:])] or default_files()
    for path in files:
        seen: set[str] = set()
        total = playable = 0
        alone: Counter[str] = Counter()
        shared: Counter[str] = Counter()
        only_keywords = 0
        for record in load_card_file(path):
            if record.name in seen or record.faces:
                continue
            seen.add(record.name)
            total += 1
            if check_card(record, check_record).playable:
                playable += 1
                continue
            missing, without = missing_keywords(record)
            if not missing:
                continue
            if check_card(without, check_record).playable:
                only_keywords += 1
                shared.update(missing)
                if len(missing) == 1:
                    alone.update(missing)
        print(f"{path.name}: {playable} of {total} single-faced unique cards playable "
              f"({playable / max(total, 1):.1%}); {only_keywords} more held back only by "
              "keyword lines")
        print(f"  {'keyword':<24} {'alone':>5} {'with others':>11}")
        for name, n in shared.most_common(TOP):
            print(f"  {name:<24} {alone[name]:>5} {n:>11}")
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
