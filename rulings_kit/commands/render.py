"""``rulings-kit render`` and ``rulings-kit export``, for article pipelines.

    rulings-kit render FILE [--step N|all] [--view VIEW] [--format svg|png|dot]
                            [--theme light|dark|print] [-o OUT]
                            [--width PX] [--max-height PX] [--columns N] [--compact]
    rulings-kit export NOTEBOOK -o article.html [--execute] [--no-input] [--article]
    rulings-kit export NOTEBOOK -o article.md --format md

``render`` runs a scenario file and draws it; ``--step 0`` is the starting position,
``--step N`` the state after action N (default: the last), ``--step all`` every step into
the folder ``-o`` names. ``--width`` fits a figure to an article's column (a storyboard
takes as many columns as fit, another view is scaled down); ``--max-height`` cuts a
storyboard into pages (``NAME_page1.svg``...). ``export`` writes a notebook as one
offline HTML page.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from rulings_kit.commands.cards_option import add_cards_option, card_pool

#: the choices, spelled out here so the parser can list them without importing graphviz
VIEW_NAMES = ("stack", "triggers", "timeline", "board", "mana", "table", "layers")
THEME_NAMES = ("light", "dark", "print")
FORMATS = ("svg", "png", "dot")


def register(subparsers: Any) -> None:
    """Add ``render`` and ``export`` to the ``rulings-kit`` parser."""
    p = subparsers.add_parser(
        "render",
        help="draw a scenario's stack, triggers, timeline, board, mana or the whole table "
        "as SVG/PNG",
        description="Run a scenario file and draw one view of it. --step 0 is the "
        "starting position, --step N the state after action N (default: the last), "
        "--step all every step, one file each, into the folder -o names.",
    )
    p.add_argument("file", help="a scenario file (.toml)")
    p.add_argument(
        "--step",
        default="last",
        help="0 for the start, N for the state after action N, 'all' for every step "
        "(default: the last)",
    )
    p.add_argument("--view", choices=VIEW_NAMES, default="stack")
    add_cards_option(p)
    p.add_argument("--format", choices=FORMATS, default="svg")
    p.add_argument("--theme", choices=THEME_NAMES, default="light")
    p.add_argument("--dpi", type=int, default=144, help="resolution of PNG output")
    p.add_argument(
        "--width",
        type=float,
        help="the column width in CSS px (96 per inch): a timeline takes as many columns "
        "as fit, another view is scaled down to it",
    )
    p.add_argument(
        "--max-height",
        type=float,
        help="timeline: cut it into pages no taller than this (CSS px), one file each",
    )
    p.add_argument("--columns", type=int, help="timeline: lay the frames out in N columns")
    p.add_argument(
        "--compact",
        action="store_true",
        help="timeline: one frame per step (what happens by itself inside a step is folded)",
    )
    p.add_argument(
        "-o",
        "--output",
        help="output file ('-' for standard output; a folder with --step all); "
        "default: FILE_VIEW[_stepN].FORMAT here",
    )
    p.set_defaults(func=cmd_render)

    p = subparsers.add_parser(
        "export",
        help="write a notebook as a standalone HTML article that works offline",
        description="Write a notebook as one HTML page that works offline: diagrams "
        "embedded, widgets shown as they were last drawn. Needs the lab extra: "
        "pip install 'rulings_kit[lab]' (from a clone: pip install '.[lab]'), and "
        "Graphviz's dot to draw the diagrams.",
    )
    p.add_argument("notebook")
    p.add_argument("-o", "--output", required=True, help="the HTML file to write")
    p.add_argument("--execute", action="store_true", help="run the notebook first")
    p.add_argument("--no-input", action="store_true", help="leave the code cells out")
    p.add_argument(
        "--article",
        action="store_true",
        help="run it and write an article: widgets as still figures with each alternative "
        "labelled, no code, prompts, controls or cells tagged 'interactive'",
    )
    p.add_argument(
        "--format",
        choices=("html", "md"),
        default="html",
        help="html: one self-contained page; md: Markdown with the figures as SVG files "
        "beside it (implies --article)",
    )
    p.add_argument("--timeout", type=int, default=600, help="seconds per cell with --execute")
    p.set_defaults(func=cmd_export)


def _fail(message: str, code: int = 2) -> int:
    print(f"rulings-kit: {message}", file=sys.stderr)
    return code


def cmd_render(args: argparse.Namespace) -> int:
    import graphviz

    from rulings_kit.errors import MissingExtraError, RulingsError
    from rulings_kit.extras import dot_missing, require_dot
    from rulings_kit.scenarios import Scenario

    try:
        if args.format != "dot":  # DOT source needs no Graphviz; SVG and PNG do
            require_dot("rulings-kit render")
    except MissingExtraError as e:
        return _fail(str(e), 1)
    try:
        scenario = Scenario.load(args.file, cards=card_pool(args))
    except RulingsError as e:
        return _fail(str(e))
    run = scenario.run(strict=False)
    if run.error is not None:  # draw what ran: the rejected step shows its error
        print(f"note: the run stopped early: {run.error}", file=sys.stderr)
    trace = run.trace
    stem = Path(args.file).stem

    for flag, value in (("--width", args.width), ("--max-height", args.max_height)):
        if value is not None and value < 100:
            return _fail(f"{flag} is in CSS px and must be at least 100, not {value:g}")
    if args.columns is not None and args.columns < 1:
        return _fail(f"--columns must be at least 1, not {args.columns}")
    if args.view != "timeline":
        for flag, used in (
            ("--max-height", args.max_height is not None),
            ("--columns", args.columns is not None),
            ("--compact", args.compact),
        ):
            if used:
                return _fail(f"{flag} applies to the timeline view only (--view timeline)")
    if args.view == "timeline":
        if args.step not in ("last", "all"):
            return _fail("the timeline view draws the whole trace: leave out --step")
        targets: list[tuple[Any, str]] = [(trace, f"{stem}_timeline")]
    else:
        try:
            targets = _pick_steps(trace, args.step, args.view, stem)
        except ValueError as e:
            return _fail(str(e))
    many = args.step == "all" and args.view != "timeline"
    if many and args.output == "-":
        return _fail("--step all writes one file per step: give a folder with -o")
    if not targets:
        return _fail(f"no step of this run has anything for the {args.view} view")
    for thing, name in targets:
        try:
            graphs = _graphs(thing, args)  # sizing a figure to --width runs dot too
            data_of = [_render(graph, args) for graph in graphs]
        except DotFailed as e:
            return _fail(str(e), 1)
        except graphviz.ExecutableNotFound:
            return _fail(dot_missing("rulings-kit render"), 1)
        for page, data in enumerate(data_of, start=1):
            if args.output == "-" and not many:
                if isinstance(data, bytes):
                    return _fail("PNG to standard output: give a file name with -o")
                sys.stdout.write(data)
                continue
            path = _output_path(args.output, name, args.format, many)
            if len(graphs) > 1:
                path = path.with_name(f"{path.stem}_page{page}{path.suffix}")
            _write(path, data)
    return 0


def _write(path: Path, data: str | bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(data, encoding="utf-8")
    print(path)


def _pick_steps(trace: Any, step: str, view: str, stem: str) -> list[tuple[Any, str]]:
    """(the thing to draw, a file name without suffix) for each step asked for."""
    from rulings_kit.render.replay import trigger_batches

    last = len(trace.steps)
    if step == "all":
        numbers = list(range(0, last + 1))
        if view == "triggers":  # only the steps that put triggers on the stack
            numbers = [n for n in numbers if n and trigger_batches(trace.steps[n - 1])]
    elif step == "last":
        numbers = [last]
    else:
        try:
            numbers = [int(step)]
        except ValueError:
            raise ValueError(f"--step must be a number from 0 to {last}, or 'all'") from None
        if not 0 <= numbers[0] <= last:
            raise ValueError(f"--step {step} is out of range: this run has steps 0 to {last}")
    picked = []
    for n in numbers:
        thing = trace.start if n == 0 else trace.steps[n - 1]
        picked.append((thing, f"{stem}_{view}_step{n}"))
    return picked


def _graphs(thing: Any, args: argparse.Namespace) -> list[Any]:
    """The diagrams to write for ``thing``: one, or a storyboard's pages; sized to
    ``--width`` (with a note when that makes its text too small to read)."""
    from rulings_kit.render.fit import fit_width, measure, storyboard
    from rulings_kit.render.page import MIN_TEXT_PX
    from rulings_kit.render.views import draw

    if args.view == "timeline":
        return storyboard(
            thing,
            theme=args.theme,
            width=args.width,
            max_height=args.max_height,
            columns=args.columns,
            compact=args.compact,
        )
    graph = draw(thing, view=args.view, theme=args.theme)
    if args.width is None:
        return [graph]
    size = measure(graph).scaled_to(args.width)
    if not size.legible:
        print(
            f"note: at {args.width:g} px wide the smallest text is {size.smallest_text:.1f} px "
            f"(under {MIN_TEXT_PX:g} px): give a larger --width for a legible figure",
            file=sys.stderr,
        )
    return [fit_width(graph, args.width)]


class DotFailed(Exception):
    """Graphviz's ``dot`` could not draw a figure; the message says why in one line."""


def _render(graph: Any, args: argparse.Namespace) -> str | bytes:
    if args.format == "dot":
        source: str = graph.source
        return source
    return pipe(graph, args.format, dpi=args.dpi, feature="rulings-kit render")


def pipe(graph: Any, fmt: str, *, dpi: int, feature: str) -> str | bytes:
    """``graph`` drawn by ``dot`` as SVG text or PNG bytes; ``DotFailed`` when it can't be."""
    import subprocess

    import graphviz

    from rulings_kit.extras import dot_missing

    try:
        if fmt == "png":
            graph = graph.copy()
            graph.attr(dpi=str(dpi))
            png: bytes = graph.pipe(format="png")
            return png
        svg: str = graph.pipe(format="svg", encoding="utf-8")
        return svg
    except graphviz.ExecutableNotFound:
        raise DotFailed(dot_missing(feature)) from None
    except subprocess.CalledProcessError as e:
        stderr = e.stderr.decode(errors="replace") if isinstance(e.stderr, bytes) else e.stderr
        first = (stderr or "").strip().splitlines()[:1]
        raise DotFailed(f"Graphviz's dot could not draw the figure: {''.join(first)}") from None


def _output_path(output: str | None, name: str, fmt: str, many: bool) -> Path:
    if output is None:
        return Path(f"{name}.{fmt}")
    if many:
        return Path(output) / f"{name}.{fmt}"
    return Path(output)


def cmd_export(args: argparse.Namespace) -> int:
    from rulings_kit.errors import MissingExtraError, RulingsError
    from rulings_kit.extras import require
    from rulings_kit.render.export import export_html, export_markdown

    try:
        require("lab", "exporting a notebook")
    except MissingExtraError as e:
        return _fail(str(e))
    path = Path(args.notebook)
    if not path.is_file():
        return _fail(f"no such notebook: {path}")
    out = Path(args.output)
    try:
        if args.format == "md":
            export_markdown(path, out, timeout=args.timeout)
        else:
            page = export_html(
                path,
                execute=args.execute,
                exclude_input=args.no_input,
                timeout=args.timeout,
                article=args.article,
            )
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(page, encoding="utf-8")
    except RulingsError as e:  # Graphviz's dot missing: said as it is, in one line
        return _fail(str(e), 1)
    except Exception as e:  # nbformat/nbclient errors: say which notebook, then stop
        return _fail(f"could not export {path}: {type(e).__name__}: {e}")
    print(out)
    return 0
