"""``rulings-kit card NAME [--format text|md]``: one card for a writer: its Oracle text,
whether and how the engine plays it (or where understanding stopped), and its official
rulings, as plain text or Markdown to paste into an article."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from rulings_kit.commands.cards_option import add_cards_option, card_pool
from rulings_kit.data.records import CardRecord
from rulings_kit.errors import OracleTextError, RulingsError


def register(subparsers: Any) -> None:
    """Add the ``card`` subcommand to the `rulings-kit` parser."""
    p = subparsers.add_parser(
        "card",
        help="print a card's Oracle text, whether it plays, and its official rulings",
        description="Print one card (any card of the card database, a bundled card or one of "
        "a --cards file): its Oracle text, whether the engine plays it and how it reads the "
        "text (or where understanding stopped), and its official rulings.",
    )
    p.add_argument("name", metavar="NAME", help="the card's name (case, accents and "
                   "punctuation don't matter)")
    p.add_argument("--format", choices=("text", "md"), default="text",
                   help="plain text (default) or Markdown, to paste into an article")
    add_cards_option(p)
    p.set_defaults(func=cmd_card)


def _plays(pool: Any, name: str, record: CardRecord | None) -> list[str]:
    """Whether the card plays, in words: how the engine reads it, or why it doesn't."""
    try:
        pool.get(name)
    except OracleTextError as e:
        if e.keyword:
            why = f"the keyword {e.keyword} isn't supported yet"
        else:
            why = f"understanding stopped at {e.word or 'the end'!r}"
        return [f"Not playable yet: {why}, in the sentence:", f"  {e.sentence}"]
    except RulingsError as e:
        return [f"Not playable yet: {e}"]
    if record is None:
        return ["Plays: defined from its parts."]
    from rulings_kit.cards.oracle import compile_card

    return ["Plays: the engine reads its text as:",
                  *(f"  {line}" for line in compile_card(record).text().splitlines())]


def cmd_card(args: argparse.Namespace) -> int:
    try:
        pool = card_pool(args)
        record = pool.record(args.name)
        name = record.name if record is not None else args.name
        how = _plays(pool, name, record)
        rulings = pool.rulings(name)
        where = pool.where(name)
    except RulingsError as e:
        print(e, file=sys.stderr)
        return 1
    md = args.format == "md"
    out: list[str] = []
    if record is not None:
        cost = f" {record.mana_cost}" if record.mana_cost else ""
        pt = f" ({record.power}/{record.toughness})" if record.power is not None else ""
        loyalty = f" (loyalty {record.loyalty})" if record.loyalty else ""
        out += [f"## {record.name}{cost}" if md else f"{record.name}{cost}",
                f"*{record.type_line}*{pt}{loyalty}" if md else f"{record.type_line}{pt}{loyalty}",
                ""]
        text = record.text.splitlines() or ["(no rules text)"]
        out += [f"> {line}  " if md else f"  {line}" for line in text]
    else:
        out += [f"## {name}" if md else name]
    out += ["", *(f"> {line.strip()}  " if md and line.startswith("  ") else line
                  for line in how), ""]
    heading = f"Official rulings ({len(rulings)})" if rulings else "No official rulings."
    out.append(f"### {heading}" if md and rulings else heading)
    for r in rulings:
        date = f"{r.date}: " if r.date else ""
        out.append(f"- {date}{r.text}" if md else f"  - {date}{r.text}")
    source = f"Source: {where}; card text and rulings are Wizards of the Coast's."
    out += ["", f"*{source}*" if md else source]
    print("\n".join(out))
    return 0
