"""Card records and rulings as frozen values, and builders from MTGJSON / Scryfall objects.

Kept apart from ``__init__`` so the streaming loaders can build records without
importing the bundled-data machinery (and without import cycles).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

__all__ = [
    "CardRecord",
    "Ruling",
    "normalize_text",
    "record_from_mtgjson",
    "record_from_scryfall",
    "split_type_line",
]

# Oracle type lines put supertypes first; these are the ones the rules define (205.4a).
SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host"})
#: the word a token's type line may start with; it is not a card type (111.1)
TOKEN = "Token"
#: the card types (205.2a; "Tribal" is Kindred's older name, still in data files)
CARD_TYPES = (
    "Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant",
    "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery", "Tribal",
    "Vanguard",
)  # fmt: skip

_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"'})
_SPACE = re.compile(r"\s+")


def normalize_text(text: str) -> str:
    """Fold case, curly quotes and whitespace, so ruling texts compare as a reader would."""
    return _SPACE.sub(" ", text.translate(_QUOTES)).strip().casefold()


def same_ruling(text: str) -> str:
    """A key under which a ruling and its rewording for today's Oracle templates (the
    "enters-the-battlefield ability" became the '"enters" ability') are one ruling."""
    return normalize_text(text).replace("enters-the-battlefield", '"enters"')


@dataclass(frozen=True, slots=True)
class Ruling:
    """One official ruling: its date (``None`` when the source gives none), text and source."""

    date: str | None
    text: str
    source: str


@dataclass(frozen=True)
class CardRecord:
    """A card's Oracle characteristics and official rulings, with where they came from.

    For a card with several faces, ``faces`` holds one record per face and the card-level
    fields combine them (type lines joined with `` // ``, texts with ``\\n//\\n``).
    ``provenance`` and ``raw`` are kept for transparency but take no part in equality.
    """

    name: str
    mana_cost: str | None
    mana_value: float
    colors: tuple[str, ...]
    type_line: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    text: str
    power: str | None
    toughness: str | None
    loyalty: str | None
    keywords: tuple[str, ...]
    rulings: tuple[Ruling, ...]
    provenance: Mapping[str, Any] = field(
        default_factory=lambda: MappingProxyType({}), compare=False, repr=False
    )
    raw: Mapping[str, Any] = field(
        default_factory=lambda: MappingProxyType({}), compare=False, repr=False
    )
    color_identity: tuple[str, ...] = ()
    layout: str = "normal"
    oracle_id: str | None = None
    faces: tuple[CardRecord, ...] = ()

    def _repr_html_(self) -> str:
        """Oracle text and rulings, so a notebook cell can show the card beside its scenario."""
        esc = html.escape
        head = f"<b>{esc(self.name)}</b>"
        if self.mana_cost:
            head += f" {esc(self.mana_cost)}"
        pt = f"<br>{esc(self.power)}/{esc(self.toughness or '')}" if self.power is not None else ""
        if self.loyalty is not None:
            pt = f"<br>Loyalty: {esc(self.loyalty)}"
        text = esc(self.text).replace("\n", "<br>")
        items = "".join(f"<li>{esc(r.date or 'undated')}: {esc(r.text)}</li>" for r in self.rulings)
        rulings = f"<ul>{items}</ul>" if items else "<p><i>no bundled rulings</i></p>"
        return (
            f"<div class='rulings-kit-card'><p>{head}<br><i>{esc(self.type_line)}</i>"
            f"<br>{text}{pt}</p>{rulings}</div>"
        )


def split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Split ``"Legendary Creature — Faerie Rogue"`` into (supertypes, types, subtypes).

    "Token" is not a card type (111.1), so it is left out of types as MTGJSON does.
    """
    left, _, right = type_line.partition("—")
    words = left.split()
    supertypes = tuple(w for w in words if w in SUPERTYPES)
    types = tuple(w for w in words if w not in SUPERTYPES and w != TOKEN)
    return supertypes, types, tuple(right.split())


def _frozen(mapping: Mapping[str, Any]) -> Mapping[str, Any]:
    # Loaders pass one read-only provenance for every card; share it rather than copy.
    if isinstance(mapping, MappingProxyType):
        return mapping
    return MappingProxyType(dict(mapping))


def _strs(value: Any) -> tuple[str, ...]:
    if not value:
        return ()
    return tuple(str(v) for v in value)


def _opt_str(value: Any) -> str | None:
    return None if value is None else str(value)


def _union(groups: Iterable[Sequence[str]]) -> tuple[str, ...]:
    # Order-preserving union: faces list their colours and types in a meaningful order.
    seen: dict[str, None] = {}
    for group in groups:
        for item in group:
            seen.setdefault(item, None)
    return tuple(seen)


def _combine(
    faces: Sequence[CardRecord],
    *,
    name: str,
    mana_value: float,
    rulings: tuple[Ruling, ...],
    provenance: Mapping[str, Any],
    raw: Mapping[str, Any],
    color_identity: tuple[str, ...],
    layout: str,
    oracle_id: str | None,
) -> CardRecord:
    """A card-level record built from its faces (the front face gives P/T and loyalty)."""
    front = faces[0]
    costs = [f.mana_cost for f in faces if f.mana_cost]
    return CardRecord(
        name=name,
        mana_cost=" // ".join(costs) if costs else None,
        mana_value=mana_value,
        colors=_union(f.colors for f in faces),
        type_line=" // ".join(f.type_line for f in faces),
        types=_union(f.types for f in faces),
        subtypes=_union(f.subtypes for f in faces),
        supertypes=_union(f.supertypes for f in faces),
        text="\n//\n".join(f.text for f in faces),
        power=front.power,
        toughness=front.toughness,
        loyalty=front.loyalty,
        keywords=_union(f.keywords for f in faces),
        rulings=rulings,
        provenance=provenance,
        raw=raw,
        color_identity=color_identity,
        layout=layout,
        oracle_id=oracle_id,
        faces=tuple(faces),
    )


def _mtgjson_rulings(obj: Mapping[str, Any], source: str) -> tuple[Ruling, ...]:
    return tuple(
        Ruling(date=_opt_str(r.get("date")), text=str(r.get("text", "")), source=source)
        for r in obj.get("rulings") or ()
        if isinstance(r, Mapping)
    )


def _mtgjson_face(
    obj: Mapping[str, Any], *, name: str, rulings: tuple[Ruling, ...], provenance: Mapping[str, Any]
) -> CardRecord:
    mana_value = obj.get("manaValue", obj.get("convertedManaCost", 0.0))
    oracle_id = (obj.get("identifiers") or {}).get("scryfallOracleId")
    return CardRecord(
        name=name,
        mana_cost=_opt_str(obj.get("manaCost")),
        mana_value=float(mana_value or 0.0),
        colors=_strs(obj.get("colors")),
        type_line=str(obj.get("type", "")),
        types=_strs(obj.get("types")),
        subtypes=_strs(obj.get("subtypes")),
        supertypes=_strs(obj.get("supertypes")),
        text=str(obj.get("text", "")),
        power=_opt_str(obj.get("power")),
        toughness=_opt_str(obj.get("toughness")),
        loyalty=_opt_str(obj.get("loyalty")),
        keywords=_strs(obj.get("keywords")),
        rulings=rulings,
        provenance=_frozen(provenance),
        raw=MappingProxyType(dict(obj)),
        color_identity=_strs(obj.get("colorIdentity")),
        layout=str(obj.get("layout", "normal")),
        oracle_id=_opt_str(oracle_id),
    )


def record_from_mtgjson(
    faces: Sequence[Mapping[str, Any]],
    *,
    provenance: Mapping[str, Any] | None = None,
    ruling_source: str = "MTGJSON",
) -> CardRecord:
    """Build a record from one MTGJSON card object, or the face objects of one card.

    ``provenance`` defaults to the object's ``_provenance`` field (the bundled data's).
    Rulings repeat on every face in MTGJSON, so they are read from the first face.
    """
    first = faces[0]
    prov: Mapping[str, Any] = (
        provenance if provenance is not None else (first.get("_provenance") or {})
    )
    rulings = _mtgjson_rulings(first, ruling_source)
    name = str(first["name"])
    if len(faces) == 1 and "faceName" not in first:
        return _mtgjson_face(first, name=name, rulings=rulings, provenance=prov)
    face_records = [
        _mtgjson_face(f, name=str(f.get("faceName", f["name"])), rulings=(), provenance=prov)
        for f in sorted(faces, key=lambda f: str(f.get("side", "")))
    ]
    return _combine(
        face_records,
        name=name,
        mana_value=face_records[0].mana_value,
        rulings=rulings,
        provenance=_frozen(prov),
        raw=MappingProxyType({"faces": [dict(f) for f in faces]}),
        color_identity=_strs(first.get("colorIdentity")),
        layout=str(first.get("layout", "normal")),
        oracle_id=faces_oracle_id(faces),
    )


def faces_oracle_id(faces: Sequence[Mapping[str, Any]]) -> str | None:
    """The Scryfall oracle id MTGJSON records in a card's (first) face identifiers."""
    for f in faces:
        oid = (f.get("identifiers") or {}).get("scryfallOracleId")
        if oid:
            return str(oid)
    return None


def _scryfall_face(
    obj: Mapping[str, Any], card: Mapping[str, Any], provenance: Mapping[str, Any]
) -> CardRecord:
    type_line = str(obj.get("type_line", ""))
    supertypes, types, subtypes = split_type_line(type_line)
    # Faces of some layouts carry no colours of their own; the card's then apply.
    colors = obj.get("colors", card.get("colors"))
    mana_cost = obj.get("mana_cost")
    return CardRecord(
        name=str(obj["name"]),
        mana_cost=str(mana_cost) if mana_cost else None,
        mana_value=float(obj.get("cmc", card.get("cmc", 0.0)) or 0.0),
        colors=_strs(colors),
        type_line=type_line,
        types=types,
        subtypes=subtypes,
        supertypes=supertypes,
        text=str(obj.get("oracle_text", "")),
        power=_opt_str(obj.get("power")),
        toughness=_opt_str(obj.get("toughness")),
        loyalty=_opt_str(obj.get("loyalty")),
        keywords=_strs(obj.get("keywords", card.get("keywords"))),
        rulings=(),
        provenance=_frozen(provenance),
        raw=MappingProxyType(dict(obj)),
        color_identity=_strs(card.get("color_identity")),
        layout=str(card.get("layout", "normal")),
        oracle_id=_opt_str(obj.get("oracle_id", card.get("oracle_id"))),
    )


def scryfall_oracle_id(card: Mapping[str, Any]) -> str | None:
    """A Scryfall card's oracle id; reversible cards keep it on their faces only."""
    oid = card.get("oracle_id")
    if oid:
        return str(oid)
    for face in card.get("card_faces") or ():
        if isinstance(face, Mapping) and face.get("oracle_id"):
            return str(face["oracle_id"])
    return None


def record_from_scryfall(
    card: Mapping[str, Any],
    rulings: tuple[Ruling, ...] = (),
    *,
    provenance: Mapping[str, Any] | None = None,
) -> CardRecord:
    """Build a record from one Scryfall card object (``oracle_cards`` bulk entry)."""
    prov: Mapping[str, Any] = provenance or {}
    faces = [f for f in card.get("card_faces") or () if isinstance(f, Mapping)]
    if not faces:
        return replace(_scryfall_face(card, card, prov), rulings=rulings)
    face_records = [_scryfall_face(f, card, prov) for f in faces]
    return _combine(
        face_records,
        name=str(card["name"]),
        mana_value=float(card.get("cmc", face_records[0].mana_value) or 0.0),
        rulings=rulings,
        provenance=_frozen(prov),
        raw=MappingProxyType(dict(card)),
        color_identity=_strs(card.get("color_identity")),
        layout=str(card.get("layout", "normal")),
        oracle_id=scryfall_oracle_id(card),
    )
