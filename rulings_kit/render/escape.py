"""Escaping every piece of text that goes into a diagram.

Card names, labels given with ``as`` and custom text come from users, so none of them
may change the structure of the DOT source, of the SVG that ``dot`` writes, or of an
HTML page the SVG is pasted into. The views use two kinds of text:

* **HTML-like labels** (``label=<...>``) for everything that is drawn. Inside them only
  our own tags may appear: user text goes through :func:`html`, which turns ``& < > "
  ' ]`` into entities, doubles backslashes (graphviz still expands ``\\N``, ``\\E``...
  in HTML labels) and turns newlines into ``<BR/>``. ``{ } |`` need nothing here: they are
  special only in *record* labels, which the views never use (so a card called
  ``{R}|{G}`` is just text).
* **Plain attributes** (``tooltip``) through :func:`plain`, built on graphviz's own
  :func:`graphviz.escape`: backslashes are doubled so ``\\N`` or ``\\l`` in a name stays
  literal, the quoting adds the quotes, and newlines become DOT's ``\\n``.

Both drop characters XML cannot hold at all (NUL and most C0 controls), which would
otherwise make ``dot`` write an SVG no parser accepts.
"""

from __future__ import annotations

import re
import textwrap

import graphviz

__all__ = ["clean", "html", "html_label", "plain"]

# XML 1.0 allows tab, newline, carriage return and everything from U+0020 except lone
# surrogates and U+FFFE/U+FFFF.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff\ufffe\uffff]")

_ENTITIES = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    '"': "&quot;",
    "'": "&#39;",
    # graphviz's HTML lexer rejects text that starts with "]" (seen with 2.43)
    "]": "&#93;",
    # labels are escStrings even in HTML form: "\E" would become the edge's name, and an
    # entity is decoded before that expansion, so only a doubled backslash stays literal
    "\\": "\\\\",
}
_SPECIAL = re.compile("[&<>\"'\\]\\\\]")


def clean(text: object) -> str:
    """``text`` as a string without characters XML cannot contain; newlines as ``\\n``."""
    s = str(text).replace("\r\n", "\n").replace("\r", "\n").replace("\t", " ")
    return _NOT_XML.sub("", s)


def _entities(s: str) -> str:
    return _SPECIAL.sub(lambda m: _ENTITIES[m.group(0)], s)


def html(text: object, *, wrap: int | None = None, align: str = "") -> str:
    """Text for an HTML-like label: entities for markup, ``<BR/>`` for line breaks.

    ``wrap`` breaks lines longer than that many characters (between words when it can),
    so a long custom name can't stretch a diagram across the page. ``align`` (``LEFT``,
    ``RIGHT``) is the alignment of the broken lines.
    """
    lines = clean(text).split("\n")
    if wrap:
        lines = [
            part
            for line in lines
            for part in (
                textwrap.wrap(line, wrap, break_long_words=True, break_on_hyphens=False) or [""]
            )
        ]
    br = f'<BR ALIGN="{align}"/>' if align else "<BR/>"
    # graphviz rejects an empty <B></B> or <FONT></FONT>: an empty line is a space
    body = br.join(_entities(line) or " " for line in lines)
    # a trailing <BR ALIGN=...> is what makes graphviz align the last line too
    return body + br if align and len(lines) > 1 else body


# dot writes each run of text between tags as its own SVG <text>, placed where its own
# font metrics say; a browser then drops the run's leading or trailing space, and
# "<B>NEXT</B> (top)" reads "NEXT(top)". A no-break space is kept.
_EDGE_SPACE = re.compile(r"(?<=>) | (?=<)")


def html_label(inner: str) -> str:
    """Mark already-escaped HTML-like content as an HTML label for graphviz's quoting."""
    return f"<{_EDGE_SPACE.sub('&#160;', inner)}>"


def plain(text: object) -> str:
    """Text for a plain (escString) attribute such as ``tooltip``."""
    # escape() doubles backslashes; then "\n" is DOT's own newline escape. nohtml() again
    # because str.replace drops the marker, and "<script>" would then pass for HTML.
    s = graphviz.escape(clean(text)).replace("\n", "\\n")
    return graphviz.nohtml(s)
