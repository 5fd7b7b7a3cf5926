"""``rulings-kit cards [FILE...] [--database] [--out table.csv|.parquet] [--explain NAME]``:
which cards of a data file (or of the card database) the Oracle-text compiler
understands; ``rulings-kit cards --info``: which card database is in use."""

from __future__ import annotations

import argparse
import difflib
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rulings_kit.cards.model import CardText
from rulings_kit.cards.oracle.coverage import Coverage, coverage
from rulings_kit.data.records import CardRecord
from rulings_kit.data.sets import ERAS, UNLISTED
from rulings_kit.errors import RulingsError
from rulings_kit.extras import table_path, write_table

#: refused sentences printed per file
TOP_REFUSED = 20


def register(subparsers: Any) -> None:
    """Add the ``cards`` subcommand to the `rulings-kit` parser."""
    p = subparsers.add_parser(
        "cards",
        help="which cards of a data file compile from their Oracle text",
        description="List the cards of card data files (MTGJSON set or AtomicCards files, "
        "Scryfall oracle_cards bulk files) with whether each compiled from its Oracle text, "
        "then per file the cards understood out of unique cards, by card type, and the "
        f"{TOP_REFUSED} sentences refused most often. Without a file: the bundled cards.",
    )
    p.add_argument("files", nargs="*", metavar="FILE", help="card data files")
    p.add_argument("--database", action="store_true",
                   help="every card of the card database (see --info)")
    p.add_argument("--info", action="store_true",
                   help="print which card database is in use: its source, date and size")
    p.add_argument("--jobs", type=_jobs, default=_cores(), metavar="N",
                   help="compile on N processes (default: the CPUs this process may use, "
                   f"here {_cores()})")
    p.add_argument("--progress", action="store_true",
                   help="show a progress bar on stderr (the default on a terminal)")
    p.add_argument("--url", help="with 'update': where to download AtomicCards.json.xz from "
                   "(default: MTGJSON's, or $RULINGS_KIT_CARDS_URL); URL.sha256 must be there too")
    p.add_argument("--timeout", type=float, default=60.0, metavar="SECONDS",
                   help="with 'update': give up when the server is silent this long (default 60)")
    p.add_argument("--out", metavar="FILE",
                   help="also write one row per card to FILE (.csv or .parquet)")
    p.add_argument("--explain", metavar="NAME",
                   help="print the compiled parts and the regenerated rules text of one card")
    p.set_defaults(func=cmd_cards)


def _sources(files: Sequence[str], database: bool) -> list[tuple[str, Sequence[CardRecord]]]:
    from rulings_kit.data import card, card_names, carddb
    from rulings_kit.data.loaders import load_card_file

    out: list[tuple[str, Sequence[CardRecord]]] = [(f, load_card_file(f)) for f in files]
    if database:
        db = carddb.active()
        out.append((db.label.removeprefix("the "), _LazyRecords(db)))
    return out or [("bundled cards", [card(n) for n in card_names()])]


class _LazyRecords(Sequence[CardRecord]):
    """The database's cards, each read when the compile loop reaches it."""

    def __init__(self, db: Any) -> None:
        self.db, self.names = db, db.names()

    def __len__(self) -> int:
        return len(self.names)

    def __getitem__(self, i: Any) -> Any:
        return self.db.record(self.names[i])


def _cores() -> int:
    """The CPUs this process may run on (fewer than the machine's under a CPU mask)."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else \
        os.cpu_count() or 1


def _jobs(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"--jobs takes a whole number of processes, 1 or "
                                         f"more, not {text!r}")
    return int(text)


def _compiled(records: Sequence[CardRecord], label: str, shown: bool, jobs: int) -> Coverage:
    """The records compiled on ``jobs`` processes, with a tqdm bar on stderr (when ``shown``)."""
    if not shown:
        return coverage(records, playable, jobs=jobs)
    from tqdm import tqdm

    with tqdm(total=len(records), desc=label, unit=" cards", file=sys.stderr,
              leave=False) as bar:
        return coverage(records, playable, jobs=jobs, advance=bar.update)


def _update(args: argparse.Namespace) -> int:
    """``rulings-kit cards update``: download, verify and use the current card data."""
    from rulings_kit.data import carddb
    from rulings_kit.data.carddb_update import update

    bar: Any = None

    def progress(got: int, total: int | None) -> None:
        nonlocal bar
        if bar is None:
            from tqdm import tqdm

            bar = tqdm(total=total, unit="B", unit_scale=True, desc="AtomicCards.json.xz",
                       file=sys.stderr, leave=False)
        bar.update(got - bar.n)

    shown = args.progress or sys.stderr.isatty()
    try:
        count = update(args.url, timeout=args.timeout, progress=progress if shown else None)
    finally:
        if bar is not None:
            bar.close()
    print(f"card database updated: {count:,} cards in {carddb.cache_folder()}")
    if carddb.offline():
        print(f"({carddb.OFFLINE_ENV} is set: the packaged card database stays in use)")
    return 0


def info() -> str:
    """Which card database is in use, its source, date and size, in lines."""
    from rulings_kit.data import carddb

    db = carddb.active()
    meta = db.meta
    pinned = f" ({carddb.OFFLINE_ENV} is set)" if carddb.offline() else ""
    lines = [f"card database in use: {db.label}{pinned}",
             f"  file: {db.data_file}",
             f"  cards: {len(db):,}",
             f"  date: {meta.get('date', 'not recorded')}"
             + (f" (version {meta['version']})" if meta.get("version") else ""),
             f"  source: {meta.get('source', 'MTGJSON AtomicCards')}",
             "  card text and official rulings are Wizards of the Coast's; the data is in "
             "MTGJSON's AtomicCards shape"]
    if db is carddb.packaged() and (other := carddb.downloaded()) is not None:
        lines.append(f"  a downloaded database is also there, not in use: {other.folder}")
    return "\n".join(lines)


def playable(record: CardRecord, parts: CardText) -> None:
    """Raises the interpreter's error if the engine can't carry out the compiled card."""
    from rulings_kit.cards.lower import check_record

    check_record(record, parts)


def cmd_cards(args: argparse.Namespace) -> int:
    try:
        if args.info:
            print(info())
            return 0
        if args.files == ["update"] and not Path("update").exists():
            return _update(args)
        out = table_path(args.out)  # before the work, not after
        sources = _sources(args.files, args.database)
    except RulingsError as e:
        print(e, file=sys.stderr)
        return 2 if args.out and "--out" in str(e) else 1
    if args.explain:
        return _explain(args.explain, sources)
    shown = args.progress or sys.stderr.isatty()
    try:
        results = [(label, _compiled(records, label, shown, args.jobs))
                   for label, records in sources]
    except RulingsError as e:
        print(e, file=sys.stderr)
        return 1
    for label, result in results:
        _print_cards(label, result)
    for label, result in results:
        _print_summary(label, result)
    if out is not None:
        table = _table(results)
        write_table(table, out)
        print(f"wrote {len(table)} rows to {out}")
    return 0


def _print_cards(label: str, result: Coverage) -> None:
    print(f"{label}:")
    for c in result.cards:
        sentence = " ".join(c.sentence.split())  # a modal sentence's lines: one card, one line
        if c.keyword and not c.compiled:
            print(f"  refused   {c.name}: the keyword {c.keyword} isn't supported yet, in: "
                  f"{sentence}")
        elif c.keyword:
            print(f"  compiled  {c.name} (not playable: the keyword {c.keyword} isn't "
                  f"supported yet, in: {sentence})")
        elif not c.compiled:
            print(f"  refused   {c.name}: stopped at {c.word or 'the end'!r} in: {sentence}")
        elif c.playable is False:
            print(f"  compiled  {c.name} (not playable: {sentence})")
        else:
            print(f"  compiled  {c.name}" + (" (playable)" if c.playable else ""))
    print()


def _print_summary(label: str, result: Coverage) -> None:
    line = (f"{label}: {result.understood} of {result.total} unique cards understood "
            f"({result.share:.0%})")
    if (playable := result.playable) is not None and result.total:
        line += f", {playable} playable ({playable / result.total:.0%})"
    done = "compiled" if result.playable is None else "compiled and built"
    print(f"{line}; {done} in {result.seconds * 1000:.0f} ms")
    checked = result.playable is not None
    for by, order in (("card_type", None), ("era", [name for name, *_ in ERAS] + [UNLISTED])):
        groups = result.groups(by)
        if len(groups) < 2 and by == "era":
            continue
        print("  by card type:" if by == "card_type" else "  by era of first printing:")
        names = sorted(groups, key=lambda g: -groups[g].total) if order is None else [
            g for g in order if g in groups]
        for name in names:
            g = groups[name]
            line = f"    {name:<15} {g.understood:>5} of {g.total:<5} understood"
            if checked:
                line += f", {g.playable:>5} playable ({g.playable / g.total:.0%})"
            print(line)
    for heading, counts in (("refused sentences", result.refused),
                            ("sentences the engine can't carry out yet", result.unplayable)):
        if counts:
            print(f"  most frequent {heading} (N: any number):")
            for sentence, n in counts.most_common(TOP_REFUSED):
                print(f"  {n:>4}  {sentence}")
    print()


def _table(results: list[tuple[str, Coverage]]) -> Any:
    import pandas as pd

    rows = [{"file": label, "name": c.name, "type": c.card_type, "compiled": c.compiled,
             "playable": c.playable, "refused_sentence": c.sentence, "stopped_at": c.word}
            for label, result in results for c in result.cards]
    return pd.DataFrame(rows, columns=["file", "name", "type", "compiled", "playable",
                                       "refused_sentence", "stopped_at"])


def _explain(name: str, sources: list[tuple[str, Sequence[CardRecord]]]) -> int:
    from rulings_kit.cards.model import outline
    from rulings_kit.cards.oracle import compile_card

    records = {r.name: r for _, rs in sources for r in rs}
    wanted = records.get(name) or next(
        (r for n, r in records.items() if n.casefold() == name.casefold()), None)
    if wanted is None:
        close = difflib.get_close_matches(name, list(records), n=3, cutoff=0.6)
        hint = f"; did you mean {' or '.join(map(repr, close))}?" if close else ""
        where = ", ".join(label for label, _ in sources)
        print(f"no card named {name!r} in {where}{hint}", file=sys.stderr)
        return 1
    print(f"{wanted.name} ({wanted.type_line})\n\nOracle text:")
    print("\n".join(f"  {line}" for line in wanted.text.splitlines()))
    try:
        parts = compile_card(wanted)
    except RulingsError as e:
        print(f"\nNot understood: {e}")
        return 1
    print("\nParts:")
    print("\n".join(outline(parts, "  ")))
    print("\nRegenerated text:")
    print("\n".join(f"  {line}" for line in parts.text().splitlines()))
    return 0
