"""HTML for the widgets and the notebooks, with no ipywidgets: diagrams as inline SVG,
official rulings as quotations, rules with their text, outcomes and errors.

Every piece of user or card text goes through :func:`html.escape`.
"""

from __future__ import annotations

import html as html_lib
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import graphviz

from rulings_kit.core.words import plural
from rulings_kit.data.records import CardRecord
from rulings_kit.errors import DataError, RulingsError
from rulings_kit.render.cards import image_url
from rulings_kit.render.jupyter import diagram_html, svg_of
from rulings_kit.render.page import (
    BLUE,
    BORDER,
    FONT,
    MUTED,
    ORANGE,
    RED,
    SURFACE,
    TEXT,
    panel_style,
    widest_diagram_px,
)

if TYPE_CHECKING:
    import pandas as pd
    from pandas.io.formats.style import Styler
    from pandas.io.formats.style_render import CSSDict

    from rulings_kit.cards import CardPool
    from rulings_kit.cards.model import Card

__all__ = [
    "Quote",
    "diagram_html",
    "error_html",
    "lines_html",
    "quote_rulings",
    "rule_html",
    "svg_of",
    "table",
]

esc = html_lib.escape

#: characters Markdown would read as markup, escaped where card or rules text is written
_MARKDOWN = str.maketrans({c: "\\" + c for c in "\\`*_[]<>#|"})


def md(text: str) -> str:
    """``text`` as Markdown shows it literally (``*``, ``_``, ``<``... escaped)."""
    return text.translate(_MARKDOWN)


def card_link_html(name: str) -> str:
    """The card's name, linked to its image by exact name (``render.cards.image_url``,
    the address figures link to). A link only: nothing is fetched, and offline the
    reader has the card's text beside it."""
    return (
        f'<a class="rk-card-link" href="{esc(image_url(name))}" target="_blank" '
        f'rel="noopener" title="{esc(name)}: the card\'s image (Scryfall)" '
        f'style="color:inherit;text-decoration:underline dotted">{esc(name)}</a>'
    )


def card_link_md(name: str) -> str:
    """The card's name as a Markdown link to its image (as ``card_link_html``)."""
    return f"[{md(name)}]({image_url(name)})"


def _quoted_md(paragraphs: Sequence[str]) -> str:
    """Paragraphs of Markdown as one blockquote ("> "), a blank quoted line between."""
    return "\n>\n".join("\n".join(f"> {line}" for line in p.splitlines()) for p in paragraphs)


def lines_html(lines: Sequence[str], *, title: str = "", css_class: str = "rk-lines") -> str:
    """A short titled list (an outcome, a narration)."""
    items = "".join(f"<li>{esc(line)}</li>" for line in lines)
    head = f"<b>{esc(title)}</b>" if title else ""
    return (
        f'<div class="{esc(css_class)}" style="{FONT};font-size:0.95em;line-height:1.45">'
        f'{head}<ul style="margin:4px 0 0 0;padding-left:1.2em">{items}</ul></div>'
    )


def rule_html(number: str) -> str:
    """A rule's number and text, from the bundled Comprehensive Rules excerpts."""
    from rulings_kit.data import rule

    try:
        r = rule(number)
    except RulingsError:
        return f"<b>{esc(number)}</b>"
    return f"<b>{esc(number)}</b> {esc(r.text)}"


def error_html(message: str, rules: Iterable[str] = ()) -> str:
    """What the rules forbid, with the text of each rule it cites."""
    quoted = "".join(
        f'<div style="margin-top:6px;font-size:0.9em;line-height:1.4">{rule_html(n)}</div>'
        for n in dict.fromkeys(rules)
    )
    return (
        f'<div class="rk-error" role="alert" style="{panel_style(RED)};line-height:1.45;'
        f'margin:6px 0"><b>Not allowed:</b> {esc(message)}{quoted}</div>'
    )


class Quote:
    """Official rulings quoted as an article quotes them; shows itself as HTML."""

    def __init__(self, card: str, texts: Sequence[tuple[str, str]]) -> None:
        self.card = card
        self.texts = tuple(texts)  # (date or "", text)

    def _repr_html_(self) -> str:
        items = []
        for date, text in self.texts:
            when = (
                f' <span style="color:{MUTED};font-size:0.85em">({esc(date)})</span>'
                if date
                else ""
            )
            items.append(f'<p style="margin:0.35em 0">“{esc(text)}”{when}</p>')
        return (
            f'<blockquote class="rk-ruling" style="{panel_style(BLUE)};margin:0.5em 0">'
            f"{''.join(items)}"
            f'<p style="margin:0.4em 0 0 0;color:{MUTED};font-size:0.85em">— official '
            f"ruling{'s' if len(items) != 1 else ''} on <i>{esc(self.card)}</i></p></blockquote>"
        )

    def _repr_markdown_(self) -> str:
        """The quotation in Markdown (an export to ``.md`` writes this, not the HTML)."""
        said = [f"“{md(text)}”" + (f" ({md(date)})" if date else "") for date, text in self.texts]
        s = "s" if len(self.texts) != 1 else ""
        return _quoted_md([*said, f"— official ruling{s} on *{md(self.card)}*"])

    def __str__(self) -> str:
        return "\n".join(f"> {text}" for _, text in self.texts) + f"\n— {self.card}"

    def __repr__(self) -> str:
        return f"Quote({self.card!r}, {plural(len(self.texts), 'ruling')})"


def quote_rulings(
    card: str, *containing: str, cards: CardPool | Iterable[Card] | None = None
) -> Quote:
    """The card's official rulings that contain any of ``containing`` (case, quotes and
    spacing ignored); all of them when none is given. The rulings are those ``cards``
    knows (a ``CardPool`` or ``Card`` values; the bundled data by default).

    A word that matches no ruling is an error: a notebook can't quietly quote nothing.
    """
    from rulings_kit.cards import as_pool
    from rulings_kit.data.records import normalize_text, same_ruling

    found = as_pool(cards).rulings(card)
    if not containing:
        picked = list(found)
    else:
        picked = []
        for words in containing:
            needle = normalize_text(words)
            match = [r for r in found if needle in normalize_text(r.text)]
            if not match:
                raise DataError(f"no official ruling of {card} contains {words!r}")
            picked += [r for r in match if r not in picked]
    # a ruling and its later rewording are quoted once: the first, dated, official text
    once = {same_ruling(r.text): r for r in reversed(picked)}
    picked = [r for r in picked if once[same_ruling(r.text)] is r]
    return Quote(card, [(r.date or "", r.text) for r in picked])


class CardBox:
    """A card's Oracle text in a small card-like box; shows itself as HTML. Its name
    links to the card's image (``link=False``: plain text)."""

    def __init__(
        self, name: str, cards: CardPool | Iterable[Card] | None = None, *, link: bool = True
    ) -> None:
        from rulings_kit import data
        from rulings_kit.cards import as_pool

        pool = as_pool(cards)
        self.record: CardRecord | Card = pool.card(name) or data.card(name)
        self.link = link

    def _repr_html_(self) -> str:
        c = self.record
        cost = (
            f'<span style="float:right;color:{MUTED}">{esc(c.mana_cost)}</span>'
            if c.mana_cost
            else ""
        )
        rules = c.text if isinstance(c, CardRecord) else c.rules_text
        name = card_link_html(c.name) if self.link else esc(c.name)
        text = "".join(
            f'<p style="margin:0.35em 0">{esc(line)}</p>' for line in rules.splitlines()
        )
        pt = ""
        if c.power is not None:
            pt = (
                f'<div style="text-align:right;font-weight:bold">{esc(c.power)}/'
                f"{esc(c.toughness or '')}</div>"
            )
        return (
            f'<div class="rk-card" style="{FONT};max-width:420px;border:1px solid {BORDER};'
            f"border-radius:10px;padding:8px 12px;margin:0.5em 0;background:{SURFACE};"
            f'color:{TEXT}">'
            f'<div style="font-weight:bold;font-size:1.05em">{name}{cost}</div>'
            f'<div style="font-style:italic;border-bottom:1px solid {BORDER};'
            f'padding-bottom:4px;margin-bottom:4px">{esc(c.type_line)}</div>'
            f"{text}{pt}</div>"
        )

    def _repr_markdown_(self) -> str:
        """The card in Markdown: name and cost, type line, text, power/toughness."""
        c = self.record
        rules = c.text if isinstance(c, CardRecord) else c.rules_text
        name = card_link_md(c.name) if self.link else md(c.name)
        head = f"**{name}**" + (f" {md(c.mana_cost)}" if c.mana_cost else "")
        lines = [head, f"*{md(c.type_line)}*", *(md(line) for line in rules.splitlines())]
        if c.power is not None:
            lines.append(f"**{md(c.power)}/{md(c.toughness or '')}**")
        return _quoted_md(lines)

    def __repr__(self) -> str:
        return f"CardBox({self.record.name!r})"


def card_box(
    name: str, cards: CardPool | Iterable[Card] | None = None, *, link: bool = True
) -> CardBox:
    """``name``'s Oracle text as a card (the rulings are quoted with :func:`quote_rulings`):
    a card of ``cards`` (a ``CardPool`` or ``Card`` values), or a bundled one. Its name
    links to the card's image on Scryfall (``link=False``: no link); offline, the box
    still has the card's text."""
    return CardBox(name, cards, link=link)


class Row:
    """Things that show themselves as HTML (figures, quotes, cards), side by side when
    they fit, one under the other when they don't."""

    def __init__(self, *items: object, titles: Sequence[str] = ()) -> None:
        self.items = items
        self.titles = tuple(titles)

    def _repr_html_(self) -> str:
        cells = []
        for i, item in enumerate(self.items):
            if hasattr(item, "html") and callable(item.html):
                body = item.html()
            elif hasattr(item, "_repr_html_"):
                body = item._repr_html_()
            else:
                body = esc(str(item))
            title = (
                f'<div style="{FONT};font-weight:bold;margin-bottom:4px">'
                f"{esc(self.titles[i])}</div>"
                if i < len(self.titles)
                else ""
            )
            # a cell is as wide as its widest diagram wants: two wide diagrams wrap one
            # under the other instead of each shrinking to illegible text
            basis = max(380, widest_diagram_px(body))
            cells.append(
                f'<div style="flex:1 1 {basis:.0f}px;min-width:0;overflow-x:auto">'
                f"{title}{body}</div>"
            )
        return (
            '<div class="rk-row" style="display:flex;flex-wrap:wrap;gap:16px;'
            f'align-items:flex-start">{"".join(cells)}</div>'
        )

    def _repr_markdown_(self) -> str | None:
        """The items one under the other in Markdown, when each has a Markdown form
        (quotes, cards, rules); None otherwise, and the HTML is what is exported."""
        parts = []
        for i, item in enumerate(self.items):
            write = getattr(item, "_repr_markdown_", None)
            text = write() if callable(write) else None
            if not isinstance(text, str):
                return None
            title = f"**{md(self.titles[i])}**\n\n" if i < len(self.titles) else ""
            parts.append(title + text)
        return "\n\n".join(parts)


class RuleQuote:
    """Comprehensive Rules text, quoted with its number; shows itself as HTML."""

    def __init__(self, numbers: Sequence[str], *, examples: bool = False) -> None:
        from rulings_kit.data import rule

        self.rules = [rule(n) for n in numbers]
        self.examples = examples

    def _repr_html_(self) -> str:
        parts = []
        for r in self.rules:
            ex = "".join(
                f'<p style="margin:0.3em 0 0 1em;font-style:italic">Example: {esc(e)}</p>'
                for e in (r.examples if self.examples else ())
            )
            parts.append(f'<p style="margin:0.35em 0"><b>{esc(r.number)}</b> {esc(r.text)}</p>{ex}')
        credit = self.rules[0].attribution if self.rules else ""
        foot = (
            f'<p style="margin:0.4em 0 0 0;color:{MUTED};font-size:0.85em">— {esc(credit)}</p>'
            if credit
            else ""
        )
        return (
            f'<blockquote class="rk-rule" style="{panel_style(ORANGE)};margin:0.5em 0">'
            f"{''.join(parts)}{foot}"
            "</blockquote>"
        )

    def _repr_markdown_(self) -> str:
        paragraphs = []
        for r in self.rules:
            paragraphs.append(f"**{md(r.number)}** {md(r.text)}")
            paragraphs += [f"*Example: {md(e)}*" for e in (r.examples if self.examples else ())]
        if self.rules and self.rules[0].attribution:
            paragraphs.append(f"— {md(self.rules[0].attribution)}")
        return _quoted_md(paragraphs)

    def __str__(self) -> str:
        return "\n".join(f"{r.number} {r.text}" for r in self.rules)


def quote_rule(*numbers: str, examples: bool = False) -> RuleQuote:
    """Rules ``numbers`` quoted from the bundled Comprehensive Rules excerpts."""
    return RuleQuote(numbers, examples=examples)


def table(frame: pd.DataFrame) -> Styler:
    """A DataFrame as a reader wants it in an article: text left-aligned, no index, an
    empty cell where a value is missing (never "NaN")."""
    left: list[CSSDict] = [{"selector": "th, td", "props": "text-align: left"}]
    styled: Styler = frame.style.hide(axis="index").set_table_styles(left).format(na_rep="")
    return styled


class Fitted:
    """A diagram scaled down to the width of the page (never up, and never below legible
    text: past that it scrolls sideways), with its caption; ``dark``: the same diagram in
    the dark theme, which the page shows in JupyterLab's dark theme."""

    def __init__(
        self, graph: graphviz.Digraph, caption: str = "", dark: graphviz.Digraph | None = None
    ) -> None:
        self.graph = graph
        self.caption = caption
        self.dark = dark

    def _repr_html_(self) -> str:
        return diagram_html(self.graph, self.caption, dark=self.dark)

    def __repr__(self) -> str:
        return f"Fitted({self.caption!r})"


def fit(thing: object, caption: str = "") -> Fitted:
    """Show a wide diagram (a ``graphviz.Digraph`` or a ``render.figure``, which follows
    the notebook's theme) at the width of the notebook instead of its natural width."""
    graph = getattr(thing, "graph", thing)
    if not isinstance(graph, graphviz.Digraph):
        raise TypeError(f"fit() takes a Digraph or a Figure, not {type(thing).__name__}")
    return Fitted(
        graph, caption or str(getattr(thing, "caption", "")), getattr(thing, "dark", None)
    )
