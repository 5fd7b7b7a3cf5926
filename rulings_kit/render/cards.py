"""A card in a figure, as a reader can look it up (on request): a link to its image by
exact name, and its Oracle text in the tooltip.

The link is only a link: nothing is fetched when a figure is drawn, so drawing needs no
network. Offline, a reader still has the card's text in the tooltip.
"""

from __future__ import annotations

import urllib.parse

from rulings_kit.core.state import GameObject
from rulings_kit.render.escape import clean

__all__ = ["IMAGE_URL", "card_attributes", "card_text", "image_url"]

#: Scryfall's image of a card by its exact name (it redirects to the image itself)
IMAGE_URL = "https://api.scryfall.com/cards/named?exact={name}&format=image"


def image_url(name: str) -> str:
    """The address of the image of the card called ``name`` (its front face's name for
    a card with two faces: "Fire // Ice" is looked up as written)."""
    return IMAGE_URL.format(name=urllib.parse.quote(name, safe=""))


def card_text(obj: GameObject) -> str:
    """What a tooltip says of a card: its name, type line, and Oracle text."""
    card = obj.card
    types = " ".join((*card.supertypes, *card.types))
    if card.subtypes:
        types += " — " + " ".join(card.subtypes)
    lines = [obj.name, types.strip()]
    if card.oracle_text:
        lines.append(card.oracle_text)
    if card.power is not None and card.toughness is not None:
        lines.append(f"{card.power}/{card.toughness}")
    return "\n".join(line for line in lines if line)


def _attribute(text: str) -> str:
    """Text for an attribute of an HTML-like label: entities, newlines as &#10;."""
    s = clean(text)
    for raw, entity in (("&", "&amp;"), ('"', "&quot;"), ("<", "&lt;"), (">", "&gt;")):
        s = s.replace(raw, entity)
    return s.replace("\\", "\\\\").replace("\n", "&#10;")


def card_attributes(obj: GameObject, *, links: bool) -> str:
    """With ``links``, `` HREF="…" TOOLTIP="…" TARGET="_blank"`` for the cell a card is
    drawn in: its image by exact name, and its text as the tooltip (what a reader has
    offline). dot (2.43) writes a cell's tooltip only with a link, so without ``links``
    there is neither. A token has no printed card to link to, and a face-down one none a
    reader may see."""
    if not links or obj.card.is_token or obj.turned_down is not None:
        return ""  # a face-down card: no player but its controller sees which (708.5)
    # dot decodes an HREF's entities and writes it to the SVG as it is: "&" must reach
    # it as "&amp;amp;" to come out as the "&amp;" XML needs (a tooltip it escapes)
    url = _attribute(image_url(obj.name)).replace("&amp;", "&amp;amp;")
    return f' HREF="{url}" TOOLTIP="{_attribute(card_text(obj))}" TARGET="_blank"'
