"""``rulings-kit explore FILE [--x CARD=0..10] [--outcome life,zones]
[--out outcomes.csv|.parquet] [--tree tree.svg|.png [--width PX]]``."""

from __future__ import annotations

import argparse
import sys
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulings_kit.commands.cards_option import add_cards_option, card_pool
from rulings_kit.errors import RulingsError
from rulings_kit.extras import dot_missing, require_dot, table_path, write_table

if TYPE_CHECKING:
    import pandas as pd

    from rulings_kit.explore import Exploration

#: outcome columns always printed, when present, even if every branch has the same value
ALWAYS = ("status",)
#: the files --tree writes, and the dpi of a PNG (as ``rulings-kit render``'s default)
TREE_FORMATS = (".svg", ".png")
TREE_DPI = 144


def register(subparsers: Any) -> None:
    """Add this package's subcommands to the `rulings-kit` parser."""
    p = subparsers.add_parser(
        "explore",
        help="run a scenario down every branch of the questions it leaves open",
        description="Run a scenario file down every branch of the questions it doesn't "
        "answer; print one row per branch, then the branches grouped by how they end.",
    )
    p.add_argument("file", help="a scenario file")
    p.add_argument(
        "--x",
        action="append",
        default=[],
        metavar="CARD=LO..HI",
        help="sweep X for a card over a range (inclusive), e.g. --x Fireball=0..5; "
        "or a list, e.g. --x Fireball=1,3,5 (repeatable)",
    )
    p.add_argument(
        "--out",
        metavar="FILE",
        help="also write the outcome table to FILE (.csv or .parquet)",
    )
    p.add_argument(
        "--tree",
        metavar="FILE",
        help="also draw the decision tree (choices on the edges, outcomes at the leaves) "
        "to FILE (.svg or .png; needs Graphviz's dot)",
    )
    p.add_argument(
        "--width",
        type=float,
        metavar="PX",
        help="draw the --tree for a column this many CSS px wide (96 per inch): the layout "
        "that fits, or pages that do (FILE_page1.svg, ...) with no text under 11 px",
    )
    p.add_argument(
        "--outcome",
        metavar="NAMES",
        help="what counts as the outcome, comma-separated: life, zones, battlefield, hand, "
        "graveyard, exile, library, stack, lost, or a column (life:Alice, Bob:graveyard); "
        "branches alike in those are one outcome (default: all of them)",
    )
    p.add_argument(
        "--max-states", type=int, default=None, help="budget: states to visit (default 100000)"
    )
    p.add_argument("--max-seconds", type=float, default=None, help="budget: seconds")
    p.add_argument(
        "--workers",
        type=int,
        default=0,
        help="explore in this many worker processes (default: in this process)",
    )
    add_cards_option(p)
    p.set_defaults(func=cmd_explore)


def parse_sweep(text: str) -> tuple[str, list[int]]:
    """``"Fireball=0..5"`` -> ("Fireball", [0, 1, 2, 3, 4, 5]); ``"Fireball=1,3"`` too."""
    card, sep, values = text.rpartition("=")
    if not sep or not card.strip():
        raise ValueError(f"--x {text!r}: write CARD=LO..HI (e.g. Fireball=0..5) or CARD=1,3,5")
    values = values.strip()
    try:
        if ".." in values:
            lo, hi = values.split("..", 1)
            numbers = list(range(int(lo), int(hi) + 1))
        else:
            numbers = [int(v) for v in values.split(",") if v.strip()]
    except ValueError:
        raise ValueError(
            f"--x {text!r}: {values!r} is not a range like 0..5 or a list like 1,3,5"
        ) from None
    if not numbers or min(numbers) < 0:
        raise ValueError(f"--x {text!r}: X takes whole numbers 0 or more")
    return card.strip(), numbers


def varying(df: pd.DataFrame, keep: tuple[str, ...] = ()) -> list[str]:
    """Columns worth printing: those that differ between rows (all, for one row)."""
    if len(df) <= 1:
        return [c for c in df.columns if c in keep or (df[c].astype(str) != "").any()]
    return [c for c in df.columns if c in keep or df[c].astype(str).nunique() > 1]


def cmd_explore(args: argparse.Namespace) -> int:
    import pandas as pd

    from rulings_kit.explore import MAX_STATES, BudgetWarning, TooManyBranchesError, explore

    try:
        sweeps = dict(parse_sweep(t) for t in args.x)
    except ValueError as e:
        print(e, file=sys.stderr)
        return 2
    try:
        out = table_path(args.out)  # before exploring, not after
    except RulingsError as e:
        print(e, file=sys.stderr)
        return 2
    tree = Path(args.tree) if args.tree else None
    if args.width is not None and tree is None:
        print("--width sizes the decision tree: give --tree FILE too", file=sys.stderr)
        return 2
    if args.width is not None and args.width < 100:
        print(f"--width is in CSS px and must be at least 100, not {args.width:g}", file=sys.stderr)
        return 2
    if tree is not None and tree.suffix not in TREE_FORMATS:
        print(f"--tree {args.tree}: write a .svg or a .png file", file=sys.stderr)
        return 2
    if tree is not None:
        try:  # before exploring, not after
            require_dot(f"--tree {args.tree}")
        except RulingsError as e:
            print(e, file=sys.stderr)
            return 1
    workers = None
    try:
        cards = card_pool(args)
        if args.workers > 0:
            from concurrent.futures import ProcessPoolExecutor

            workers = ProcessPoolExecutor(args.workers)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            ex = explore(
                args.file,
                x=sweeps,
                max_states=args.max_states or MAX_STATES,
                max_seconds=args.max_seconds,
                executor=workers,
                cards=cards,
                outcome=args.outcome,
            )
    except RulingsError as e:
        print(e, file=sys.stderr)
        return 1
    finally:
        if workers is not None:
            workers.shutdown()
    for w in caught:
        if not issubclass(w.category, BudgetWarning):  # the summary repeats the budget note
            print(f"warning: {w.message}", file=sys.stderr)
    print(ex.summary())
    print()
    with pd.option_context("display.width", 200, "display.max_colwidth", 60):
        try:
            table = ex.outcomes()
            shown = table[["branch", *[c for c in varying(table, ALWAYS) if c != "branch"]]]
            print(shown.drop(columns=["leaf"], errors="ignore").to_string(index=False))
        except TooManyBranchesError as e:
            print(f"{e}\n")
            table = ex.leaves()
            print(table[varying(table, ("leaf", "branches"))].to_string(index=False))
        print()
        print(ex.group())
    if out is not None:
        write_table(table, out)
        print(f"\nwrote {len(table)} rows to {out}")
    if tree is not None:
        return write_tree(ex, tree, width=args.width)
    return 0


def write_tree(ex: Exploration, path: Path, *, width: float | None = None) -> int:
    """Draw the exploration's decision tree to ``path`` (.svg or .png); with ``width``,
    laid out for a column that wide (``render.fit.tree_pages``), in pages
    ``NAME_page1.svg``... when one page can't fit it."""
    import graphviz

    from rulings_kit.render.decision_tree import decision_tree
    from rulings_kit.render.fit import tree_pages

    try:
        graphs = [decision_tree(ex)] if width is None else tree_pages(ex, width=width)
        files = []
        for page, graph in enumerate(graphs, start=1):
            if path.suffix == ".png":
                graph.attr(dpi=str(TREE_DPI))
            data: bytes = graph.pipe(format=path.suffix[1:])
            name = path if len(graphs) == 1 else path.with_stem(f"{path.stem}_page{page}")
            files.append((name, data))
    except graphviz.ExecutableNotFound:
        print(dot_missing(f"--tree {path}"), file=sys.stderr)
        return 1
    for name, data in files:
        name.parent.mkdir(parents=True, exist_ok=True)
        name.write_bytes(data)
    if len(files) == 1:
        print(f"\nwrote the decision tree to {path}")
    else:
        print(f"\nwrote the decision tree in {len(files)} pages to fit {width:g} px:")
        print("\n".join(f"  {name}" for name, _ in files))
    return 0
