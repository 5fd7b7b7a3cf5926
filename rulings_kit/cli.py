"""``rulings-kit``: check, run, render and explore scenario files."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

from rulings_kit.commands.cards_option import add_cards_option, card_pool
from rulings_kit.errors import RulingsError
from rulings_kit.extras import table_path, write_table


def _scenario_files(paths: Sequence[str]) -> Iterator[Path]:
    for p in paths:
        path = Path(p)
        if path.is_dir():
            yield from sorted(path.rglob("*.toml"))
        else:
            yield path


def cmd_check(args: argparse.Namespace) -> int:
    from rulings_kit.scenarios import Scenario

    try:
        pool = card_pool(args)
    except RulingsError as e:
        print(e, file=sys.stderr)
        return 1
    passed = failed = 0
    for path in _scenario_files(args.paths):
        try:
            scenario = Scenario.load(path, cards=pool)
        except RulingsError as e:
            print(f"FAIL {path}\n    {e}")
            failed += 1
            continue
        try:
            result = scenario.check(max_steps=args.max_steps)
        except RulingsError as e:  # a defect of the engine shows as a failure, not a crash
            print(f"FAIL {scenario.title}\n    {path}: {e}")
            failed += 1
            continue
        if not (args.quiet and result.passed):
            print(result.report())
        if result.passed:
            passed += 1
        else:
            failed += 1
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 and passed > 0 else 1


def cmd_run(args: argparse.Namespace) -> int:
    from rulings_kit.scenarios import Scenario

    try:
        scenario = Scenario.load(args.file, cards=card_pool(args))
    except RulingsError as e:
        print(e, file=sys.stderr)
        return 1
    run = scenario.run(strict=False, max_steps=args.max_steps)
    if args.json:
        print(run.trace.to_json())  # one line: pretty-printing would take longer than the run
    else:
        narration = run.trace.narrate(details=args.details)
        print(narration)
        if args.rules:
            from rulings_kit.data.rules import current_rules, find_rule_numbers, quote_rules

            # Every rule an event or a rejection cites, and any named in the narration's text.
            cited = [e.rule for _, e in run.trace.events()]
            cited += [r for s in run.trace.steps for r in s.error_rules]
            try:
                lines = quote_rules(find_rule_numbers("\n".join([narration, *cited])))
                credit = current_rules().attribution
            except RulingsError as e:
                _print_error(e)
                return 1
            print("\nRules cited:")
            print("\n".join(lines))
            print(f"({credit})")
    if run.error is not None:
        _print_error(f"stopped: {scenario.where(run.error_action, run.error)}: {run.error}")
        return 1
    return 0


def _print_error(message: object) -> None:
    """Print to stderr after what is already printed: a piped stdout is buffered, and its
    text would otherwise come out after the error, or around it mid-line."""
    sys.stdout.flush()
    print(message, file=sys.stderr)


#: coverage names this many files it could not read, then counts the rest
UNREAD_SHOWN = 10


def cmd_coverage(args: argparse.Namespace) -> int:
    from rulings_kit import data
    from rulings_kit.examples import scenarios_folder
    from rulings_kit.scenarios.coverage import (
        SEED_CARDS,
        coverage,
        format_table,
        scenario_files,
        to_frame,
    )

    try:
        out = table_path(args.out)  # before reading every scenario, not after
    except RulingsError as e:
        print(e, file=sys.stderr)
        return 2
    paths = args.paths or [scenarios_folder()]
    try:
        files = scenario_files(paths)
        pool = card_pool(args)
        cards = data.card_names() if args.all else () if args.cards else SEED_CARDS
        unread: list[tuple[Path, str]] = []
        rows = coverage(files, cards, pool, unread=unread)
    except RulingsError as e:
        print(e, file=sys.stderr)
        return 1
    for path, error in unread[:UNREAD_SHOWN]:  # before the table that counts them out
        _print_error(f"could not read {path}: {error}")
    if len(unread) > UNREAD_SHOWN:
        _print_error(f"... and {len(unread) - UNREAD_SHOWN} more files that could not be read")
    counted = f"{len(files) - len(unread)} of {len(files)}" if unread else str(len(files))
    print(f"read {counted} scenario files from {', '.join(map(str, paths))}")
    if unread:
        print(
            f"{len(unread)} could not be read (see above): a ruling only they quote is "
            "listed as UNREAD"
        )
    print(format_table(rows))
    if out is not None:
        table = to_frame(rows)
        write_table(table, out)
        print(f"wrote {len(table)} rows to {out}")
    return 0 if all(r.done for r in rows) else 1


def _max_steps(p: argparse.ArgumentParser) -> None:
    from rulings_kit.core.engine import DEFAULT_MAX_STEPS

    p.add_argument(
        "--max-steps",
        type=int,
        default=DEFAULT_MAX_STEPS,
        help="steps one action may take (objects resolving, abilities triggering) before "
        f"it is stopped as an endless loop (default {DEFAULT_MAX_STEPS})",
    )


#: modules that add a subcommand: each has ``register(subparsers)`` and sets ``func``
COMMAND_MODULES = (
    "rulings_kit.commands.render",
    "rulings_kit.commands.explore",
    "rulings_kit.commands.examples",
    "rulings_kit.commands.cards",
    "rulings_kit.commands.card",
)


def main(argv: Sequence[str] | None = None) -> int:
    import importlib

    parser = argparse.ArgumentParser(
        prog="rulings-kit",
        description="Check, run, draw and explore scenario files: Magic: The Gathering "
        "rulings you can run. 'rulings-kit COMMAND --help' describes a command.",
    )
    parser.add_argument(
        "--offline",
        action="store_true",
        help="use the card database packaged with rulings_kit, not one 'rulings-kit cards "
        "update' downloaded (as RULINGS_KIT_OFFLINE=1 does)",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("check", help="run scenario files and check their expectations")
    p.add_argument("paths", nargs="+", help="scenario files or folders of them")
    p.add_argument("--quiet", action="store_true", help="print only the failures and the total")
    add_cards_option(p)
    _max_steps(p)
    p.set_defaults(func=cmd_check)
    p = sub.add_parser("run", help="print the trace of a scenario, one line per event")
    p.add_argument("file")
    shown = p.add_mutually_exclusive_group()
    shown.add_argument("--json", action="store_true", help="print the trace as JSON")
    shown.add_argument(
        "--rules",
        action="store_true",
        help="after the narration, print the text of each rule it cites, in rules order",
    )
    p.add_argument(
        "--details",
        action="store_true",
        help="add each answer's question id and value, as a scenario file writes them",
    )
    add_cards_option(p)
    _max_steps(p)
    p.set_defaults(func=cmd_run)
    p = sub.add_parser(
        "coverage", help="which scenario demonstrates each official ruling of the cards"
    )
    p.add_argument(
        "paths",
        nargs="*",
        help="scenario files or folders (default: ./scenarios if there is one, else the "
        "example scenarios that come with rulings_kit)",
    )
    p.add_argument(
        "--all",
        action="store_true",
        help="every bundled card's rulings (default: the four seed cards', or none when "
        "--cards is given); the rulings of cards from --cards files and of cards the "
        "scenario files define are always listed",
    )
    add_cards_option(p)
    p.add_argument("--out", help="also write the table to FILE (.csv or .parquet)")
    p.set_defaults(func=cmd_coverage)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    args = parser.parse_args(argv)
    if args.offline:
        import os

        from rulings_kit.data.carddb import OFFLINE_ENV

        os.environ[OFFLINE_ENV] = "1"  # for this process and the workers it starts
    try:
        code = int(args.func(args))
        sys.stdout.flush()  # a pipe closed early shows here, not at the interpreter's exit
    except BrokenPipeError:
        return _closed_pipe()
    return code


def _closed_pipe() -> int:
    """The reader of standard output stopped (``rulings-kit run --json F | head``): stop
    quietly, as Unix tools do, with the status of a process ended by SIGPIPE."""
    import os
    import signal

    # what is still buffered can't be written: point stdout at nothing so the
    # interpreter's last flush doesn't raise again on the way out
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)
    return 128 + int(getattr(signal, "SIGPIPE", 13))


if __name__ == "__main__":
    sys.exit(main())
