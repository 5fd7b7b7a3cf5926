"""The outcomes at a decision tree's leaves: which leaves end alike (one letter and one
fill per outcome), and the lines that say how each ends, on a leaf and in the legend."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rulings_kit.explore import Exploration, Node, Status
from rulings_kit.explore import outcome as explore_outcome
from rulings_kit.render.escape import html
from rulings_kit.render.themes import Theme

__all__ = [
    "OUTCOME_FILLS",
    "WRAP",
    "LeafLine",
    "label_lines",
    "leaf_order",
    "legend_rows",
    "letter",
    "life_varies",
    "outcome_fill",
    "outcome_groups",
    "outcome_rows",
]

#: characters per line in decision points, edge labels and outcome values
WRAP = 38

#: leaf fills, one per outcome, by theme name. They avoid the hues of the first two
#: seats (blue, vermillion) where they can, so an outcome doesn't read as a player's;
#: the letter, not the fill, carries the meaning (the print theme has only greys). The
#: theme's text and muted text keep a 4.5:1 contrast on each of them.
OUTCOME_FILLS: dict[str, tuple[str, ...]] = {
    "light": (
        "#F3E3A1",  # straw
        "#D4E8BC",  # sage
        "#F8D9E2",  # rose
        "#C9E7DE",  # mint
        "#E4DEF2",  # lavender
        "#E2E3E6",  # grey
        "#C9E7F2",  # sky
        "#F5DCCB",  # apricot
    ),
    "dark": (
        "#4B3F13",
        "#31461D",
        "#5A2A3B",
        "#1A473D",
        "#3E3360",
        "#3C3F46",
        "#1A4456",
        "#5A3320",
    ),
    "print": ("#FFFFFF", "#DDDDDD", "#B8B8B8"),
}


def outcome_fill(theme: Theme, number: int) -> str:
    """The fill of outcome ``number`` (fills repeat after the last; the letter differs)."""
    fills = _fills(theme)
    return fills[number % len(fills)]


def _fills(theme: Theme) -> tuple[str, ...]:
    if theme.name in OUTCOME_FILLS:
        return OUTCOME_FILLS[theme.name]
    if theme.greyscale:
        return OUTCOME_FILLS["print"]
    dark = _luminance(theme.background) < 0.5
    return OUTCOME_FILLS["dark" if dark else "light"]


def _luminance(colour: str) -> float:
    try:
        r, g, b = (int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    except (ValueError, IndexError):
        return 1.0
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def leaf_order(exploration: Exploration) -> list[Node]:
    """The leaves depth first, answers in order: top to bottom in the diagram."""
    return explore_outcome.leaf_order(exploration.root)


def outcome_groups(exploration: Exploration) -> dict[int, int]:
    """Leaf id -> outcome number, numbered in the order of ``leaf_order`` from 0: the
    exploration's own outcomes (``Exploration.outcome_numbers``: what counts as the
    outcome is said once, there, for the tables, the summary and every figure). Leaves
    the budget did not reach have no outcome and no number.
    """
    return exploration.outcome_numbers()


letter = explore_outcome.letter


@dataclass(frozen=True)
class LeafLine:
    """One line of a leaf label: ``key = value``, or text with no key."""

    key: str
    value: str


def label_lines(text: str) -> list[LeafLine]:
    """The lines of ``leaf_label`` with the life totals gathered on one line."""
    lines: list[LeafLine] = []
    life: list[str] = []
    for raw in text.split("\n"):
        key, sep, value = raw.partition(" = ")
        if not sep:
            lines.append(LeafLine("", raw))
        elif key.startswith("life:"):
            life.append(f"{key.removeprefix('life:')} {value}")
        else:
            lines.append(LeafLine(_column_words(key), value))
    if life:
        lines.insert(0, LeafLine("life", " · ".join(life)))
    return lines


def _column_words(key: str) -> str:
    """An outcome column as a figure says it: "Bob:graveyard" -> "Bob's graveyard"."""
    player, sep, zone = key.partition(":")
    return f"{player}'s {zone}" if sep else key


def life_varies(leaves: Sequence[Node]) -> bool:
    """Whether the leaves the exploration reached end with different life totals."""
    lives = {
        tuple((k, v) for k, v in n.outcome.items() if k.startswith("life:"))
        for n in leaves
        if n.status is not Status.UNEXPLORED
    }
    return len(lives) > 1


def outcome_rows(th: Theme, lines: Sequence[LeafLine], wrap: int = WRAP) -> list[str]:
    """Table rows for outcome lines: the key small and muted, the value beside it."""
    rows = []
    size = f'POINT-SIZE="{th.fontsize - 1:g}"'
    for line in lines:
        # key and value in one font size: cells of different sizes don't share a
        # baseline in dot's PNG output, whatever their VALIGN
        if line.key:
            rows.append(
                f'<TR><TD ALIGN="LEFT" VALIGN="TOP" BALIGN="LEFT">'
                f'<FONT {size} COLOR="{th.muted}">'
                f"{html(line.key, wrap=18, align='LEFT')}</FONT></TD>"
                f'<TD ALIGN="LEFT" VALIGN="TOP" BALIGN="LEFT"><FONT {size}>'
                f"{html(line.value, wrap=wrap, align='LEFT')}</FONT></TD></TR>"
            )
        else:
            rows.append(
                f'<TR><TD COLSPAN="2" ALIGN="LEFT" BALIGN="LEFT"><FONT {size}>'
                f"{html(line.value, wrap=wrap + 14, align='LEFT')}</FONT></TD></TR>"
            )
    return rows


def legend_rows(
    th: Theme, leaves: Sequence[Node], groups: Mapping[int, int], labels: Mapping[int, str]
) -> list[str]:
    """Table rows listing each outcome once, with its letter and fill: what compact
    leaves refer to. What every outcome shares is said once, on top."""
    first: dict[int, Node] = {}
    for node in leaves:
        if node.id in groups:
            first.setdefault(groups[node.id], node)
    lines = {number: label_lines(labels[node.id]) for number, node in sorted(first.items())}
    for number, node in first.items():
        errors = {n.error for n in leaves if groups.get(n.id) == number}
        if node.status is Status.ERROR and len(errors) > 1:
            lines[number] = [
                LeafLine("", f"rejected for {len(errors)} different reasons, e.g. {node.error}")
            ]
    # what every outcome shares (life totals nobody changed) is said once, on top
    common = [
        line for line in next(iter(lines.values())) if all(line in ls for ls in lines.values())
    ]
    rows = [
        f'<TR><TD COLSPAN="3" ALIGN="LEFT"><FONT POINT-SIZE="{th.small:g}" '
        f'COLOR="{th.muted}"><B>OUTCOMES</B></FONT></TD></TR>'
    ]
    if common and len(lines) > 1:
        rows.append(
            f'<TR><TD COLSPAN="3" ALIGN="LEFT" BALIGN="LEFT">'
            f'<FONT POINT-SIZE="{th.small:g}" COLOR="{th.muted}">'
            + html(
                "in every outcome: " + "; ".join(f"{c.key} {c.value}" for c in common),
                wrap=WRAP + 14,
                align="LEFT",
            )
            + "</FONT></TD></TR>"
        )
    else:
        common = []
    for number, own in lines.items():
        body = outcome_rows(th, [line for line in own if line not in common])
        span = max(1, len(body))
        cell = (
            f'<TD ROWSPAN="{span}" BGCOLOR="{outcome_fill(th, number)}" VALIGN="MIDDLE">'
            f'<FONT POINT-SIZE="{th.title_size:g}" COLOR="{th.text}">'
            f"<B>{html(letter(number))}</B></FONT></TD>"
        )
        body = body or ['<TR><TD COLSPAN="2"> </TD></TR>']
        body[0] = body[0].replace("<TR>", "<TR>" + cell, 1)
        # a hairline between outcomes
        rows.append(
            f'<TR><TD COLSPAN="3" HEIGHT="1" CELLPADDING="0" '
            f'BGCOLOR="{th.panel_border}"></TD></TR>'
        )
        rows += body
    return rows
