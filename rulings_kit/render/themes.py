"""Themes: colours, fonts and line styles of the diagrams.

A player's colour comes from their *seat* (their place in the turn order, which never
changes during a game), so the same player has the same colour in every view and every
step. The print theme never relies on colour alone: seats also differ by border and line
style, so a greyscale print still tells the players apart.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["THEMES", "SeatStyle", "Theme", "get_theme"]

#: Liberation Sans (what fontconfig picks for these names on Linux) has the metrics of
#: Arial/Helvetica, so the boxes dot sizes for PNG also fit the text a browser draws in SVG.
FONT = "Helvetica,Arial,sans-serif"


@dataclass(frozen=True)
class SeatStyle:
    """How one player's things look."""

    stroke: str  # borders and edges
    fill: str  # background of their objects
    header: str  # background of the band that names the player
    header_text: str  # text on that band
    #: "solid", "dashed" or "dotted": table borders and edges; the print theme varies it
    line: str = "solid"


@dataclass(frozen=True)
class Theme:
    name: str
    background: str
    text: str
    muted: str  # secondary text: rule numbers, notes
    line: str  # neutral edges
    panel: str  # neutral boxes (timeline frames, notes)
    panel_border: str
    accent: str  # background of the "resolves next" badge
    accent_text: str
    seats: tuple[SeatStyle, ...]
    fontname: str = FONT
    fontsize: float = 12.0
    small: float = 9.5
    title_size: float = 15.0
    #: no colour carries meaning on its own (shapes, line styles and words do)
    greyscale: bool = False

    def seat(self, index: int) -> SeatStyle:
        """The style of the player in seat ``index`` (0 for the first in turn order)."""
        return self.seats[index % len(self.seats)]


# Okabe–Ito colours: distinguishable with the common colour-vision deficiencies. Every
# text colour has a contrast of 4.5:1 or more on the fills it is drawn on (WCAG AA, small
# text): tests/render/test_render_themes.py checks it.
LIGHT = Theme(
    name="light",
    background="#FFFFFF",
    text="#1A1A1A",
    muted="#5F6368",
    line="#5F6368",
    panel="#F4F5F7",
    panel_border="#B8BCC4",
    accent="#1A1A1A",
    accent_text="#FFFFFF",
    seats=(
        SeatStyle("#0072B2", "#E6F1FA", "#0072B2", "#FFFFFF"),
        SeatStyle("#D55E00", "#FCEDE3", "#B84F00", "#FFFFFF"),
        SeatStyle("#009E73", "#E2F5EF", "#007A59", "#FFFFFF"),
        SeatStyle("#CC79A7", "#F8EAF2", "#A8527F", "#FFFFFF"),
        SeatStyle("#E69F00", "#FDF3DC", "#9F6900", "#FFFFFF"),
        SeatStyle("#56B4E9", "#E8F5FC", "#2A7BAA", "#FFFFFF"),
    ),
)

DARK = Theme(
    name="dark",
    background="#1E1F24",
    text="#ECEDEF",
    muted="#A9ADB5",
    line="#A9ADB5",
    panel="#2A2C33",
    panel_border="#4A4D57",
    accent="#F5C518",
    accent_text="#1E1F24",
    seats=(
        SeatStyle("#56B4E9", "#1B3142", "#2E7BAE", "#FFFFFF"),
        SeatStyle("#F29A5C", "#42291B", "#B35A1E", "#FFFFFF"),
        SeatStyle("#4FD1A5", "#163A30", "#1D8464", "#FFFFFF"),
        SeatStyle("#E3A5CB", "#3D2636", "#9C5683", "#FFFFFF"),
        SeatStyle("#F0C04A", "#3D3219", "#936F13", "#FFFFFF"),
        SeatStyle("#9DB7FF", "#23294A", "#4A5DB0", "#FFFFFF"),
    ),
)

# Print: black lines, greys far enough apart to survive a photocopier, and one line style
# per seat so two players never differ by shade alone.
PRINT = Theme(
    name="print",
    background="#FFFFFF",
    text="#000000",
    muted="#444444",
    line="#000000",
    panel="#FFFFFF",
    panel_border="#000000",
    accent="#000000",
    accent_text="#FFFFFF",
    seats=(
        SeatStyle("#000000", "#FFFFFF", "#000000", "#FFFFFF", "solid"),
        SeatStyle("#000000", "#E3E3E3", "#555555", "#FFFFFF", "dashed"),
        SeatStyle("#000000", "#FFFFFF", "#000000", "#FFFFFF", "dotted"),
        SeatStyle("#000000", "#E3E3E3", "#555555", "#FFFFFF", "solid"),
    ),
    greyscale=True,
)

THEMES: dict[str, Theme] = {t.name: t for t in (LIGHT, DARK, PRINT)}


def get_theme(theme: str | Theme) -> Theme:
    """A theme by name (``light``, ``dark``, ``print``), or the theme itself."""
    if isinstance(theme, Theme):
        return theme
    try:
        return THEMES[theme]
    except (KeyError, TypeError):
        raise ValueError(f"unknown theme {theme!r}; valid themes: {', '.join(THEMES)}") from None
