"""Exact conversion of engine values to plain JSON data and back.

Dataclasses become ``{"__type__": name, ...fields}``, tuples ``{"__tuple__": [...]}``,
frozensets ``{"__set__": [...]}``, enums ``{"__enum__": name, "value": v}`` and card
definitions ``{"__card__": name}`` (looked up again by name), so a state or an event
read back compares equal to the one written. A token's definition is no card of a pool:
it is made by the effect of a card that creates it (111.1, 111.4: named after its
subtypes), so it is written with its characteristics, ``{"__card__": "Bird", "__token__":
"1/1 W Creature Flying"}``, and read back as the token definition of that name and
characteristics that a card read before it makes (a trace's start state, read first,
holds every card of the game), else by name (a pool's own tokens).

A dataclass's field that holds its default (``None``, ``False``, ``0``, ``()``: most of
a game object's 48) is left out, and read back as the default it is.

``to_shared_data`` writes a value met more than once (a trace's states share most of
their objects from step to step) in full where a reader meets it first, marked
``"__id__": n``, and as ``{"__ref__": n}`` after that: a long trace is written in a
time and size that grow with what changes, not with its steps times its objects.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from enum import Enum
from functools import cache, partial
from types import FunctionType
from typing import Any

from rulings_kit.core import events, game_object, layer_changes, questions, state, turn_record
from rulings_kit.core.bestow import BESTOWED, bestowed_face
from rulings_kit.core.changed_spells import SPELL_CHANGES, changed_face
from rulings_kit.core.copy_effects import made_of, with_exceptions
from rulings_kit.core.definitions import CardDef, TriggeredAbility
from rulings_kit.core.dungeons import DUNGEON
from rulings_kit.core.emblems import EMBLEM, SUFFIX
from rulings_kit.core.face_down import FACE_DOWN, face_down_card
from rulings_kit.core.faces import FUSED, SPLIT, fused
from rulings_kit.core.monarch import MONARCH_CARD
from rulings_kit.errors import DataError

CardLookup = Callable[[str], CardDef]
#: the characteristics a card has when cast for an alternative cost that changes them, by
#: their layout: bestowed (702.103b), overloaded, awakened, cleaved (core.changed_spells);
#: found from the card itself
_CAST_AS: dict[str, Callable[[Any], Any]] = {
    BESTOWED: bestowed_face,
    **{c.layout: partial(changed_face, change=c) for c in SPELL_CHANGES.values()}}


def _registry() -> dict[str, type]:
    """Every dataclass and enum of the engine (``rulings_kit.core``, all its modules) and
    of the trace, by the name the JSON gives it: its class name, or, where two modules of
    core define one name, ``module.Name`` for the later one (the state's, events' and
    questions' own keep their plain names, as traces already written have them)."""
    import importlib
    import pkgutil

    from rulings_kit import core, trace  # the trace's own steps travel the same way

    found: dict[str, type] = {}

    def add(module: Any) -> None:
        for name, obj in vars(module).items():
            if not isinstance(obj, type) or obj.__module__ != module.__name__:
                continue
            if not (dataclasses.is_dataclass(obj) or issubclass(obj, Enum)):
                continue
            if found.get(name, obj) is not obj:  # a second class of that name
                name = f"{module.__name__.rsplit('.', 1)[-1]}.{name}"
            found.setdefault(name, obj)

    for module in (state, game_object, turn_record, events, questions, layer_changes, trace):
        add(module)
    for info in pkgutil.walk_packages(core.__path__, f"{core.__name__}."):
        add(importlib.import_module(info.name))
    return found


@cache
def _types() -> dict[str, type]:
    return _registry()


@cache
def _type_names() -> dict[type, str]:
    """The JSON name of each registered type (the reverse of ``_types``)."""
    names: dict[type, str] = {}
    for key, cls in _types().items():
        names.setdefault(cls, key)
    return names


def _type_name(kind: type) -> str:
    return _type_names().get(kind, kind.__name__)


def _function_name(fn: FunctionType) -> str:
    """A function of the package a definition holds (a target test, say) by where it is
    defined; a function made inside another has no such name and can't be written."""
    if "<" in fn.__qualname__ or not fn.__module__.startswith("rulings_kit."):
        raise DataError(f"can't write the function {fn.__qualname__} as JSON data")
    return f"{fn.__module__}:{fn.__qualname__}"


def _function(name: Any) -> FunctionType:
    """The function ``_function_name`` named, only from the package's own modules."""
    import importlib

    module, _, qualname = str(name).partition(":")
    if not module.startswith("rulings_kit.") or not qualname:
        raise DataError(f"JSON data names a function {name!r} outside rulings_kit")
    try:
        found: Any = importlib.import_module(module)
        for part in qualname.split("."):
            found = getattr(found, part)
    except (ImportError, AttributeError):
        raise DataError(f"JSON data names a function {name!r} that doesn't exist") from None
    if not isinstance(found, FunctionType):
        raise DataError(f"JSON data names {name!r}, which isn't a function")
    return found


def _token_key(token: CardDef) -> str:
    """What tells apart two tokens of one name that different cards make."""
    keywords = " ".join(sorted(token.keywords))
    colors = "".join(sorted(token.colors))
    key = f"{token.power}/{token.toughness} {colors} {' '.join(token.types)} {keywords}".strip()
    # a pool's own token may carry its rules text where one a card makes has none
    return f"{key} | {token.oracle_text}" if token.oracle_text else key


def _tokens_made_by(value: Any, found: dict[tuple[str, str], CardDef], seen: set[int]) -> None:
    """The token definitions within a card's definition (its effects' ``token``)."""
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, CardDef) and (value.is_token or value.layout == EMBLEM):
        found.setdefault((value.name, _token_key(value)), value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            _tokens_made_by(getattr(value, f.name), found, seen)
    elif isinstance(value, tuple | list | frozenset):
        for v in value:
            _tokens_made_by(v, found, seen)


class _Reading:
    """The card lookup of one reading, which also knows the tokens of the cards read so
    far, and the values read so far that later ones refer to (``"__ref__"``)."""

    def __init__(self, cards: CardLookup) -> None:
        self.cards = cards
        self.tokens: dict[tuple[str, str], CardDef] = {}
        self._seen: set[int] = set()
        self.shared: dict[int, Any] = {}

    def card(self, name: str) -> CardDef:
        d = self.cards(name)
        _tokens_made_by(d, self.tokens, self._seen)
        return d

    def token(self, name: str, key: str) -> CardDef:
        found = self.tokens.get((name, key))
        if found is None:
            found = self._sized(name, key)
        return found if found is not None else self.card(name)

    def _sized(self, name: str, key: str) -> CardDef | None:
        """An X/X token as it was created (111.3: its size the value of X then,
        ``core.tokens.CreateCreatureTokens.size``): the 0/0 token of that name a card
        read so far makes, with the power and toughness the trace wrote; None if none."""
        pt, _, rest = key.partition(" ")
        power, _, toughness = pt.partition("/")
        if not (power.lstrip("-").isdigit() and toughness.lstrip("-").isdigit()):
            return None
        base = self.tokens.get((name, f"0/0 {rest}"))
        if base is None:
            return None
        return dataclasses.replace(base, power=int(power), toughness=int(toughness))


def to_data(value: Any) -> Any:
    if isinstance(value, TriggeredAbility) and value.keyword:
        # a keyword's own ability set up on an object (rebound's delayed trigger, 702.88a):
        # the rules define it, so its keyword says which (read back as the same object)
        return {"__keyword_trigger__": value.keyword}
    if isinstance(value, CardDef):
        if value.spliced:  # a spell with cards spliced onto it (702.47a): the spell's
            # card, and the cards whose instructions it gained, each found by name
            n = len(value.modes) - len(value.spliced)
            own = dataclasses.replace(value, modes=value.modes[:n], spliced=())
            return {"__spliced_onto__": to_data(own), "__spliced__": list(value.spliced)}
        if value.layout == FACE_DOWN:  # the rules' face-down characteristics (708.2a)
            return {"__face_down__": True}
        if value == MONARCH_CARD:  # the monarch's inherent abilities (725.2)
            return {"__monarch__": True}
        if (made := made_of(value)) is not None:  # copiable values with exceptions (707.9)
            return {"__copy__": [to_data(part) for part in made]}
        if value.is_token:
            return {"__card__": value.name, "__token__": _token_key(value)}
        if value.layout == DUNGEON:  # the rules' dungeon cards, outside any pool (309.2)
            return {"__dungeon__": value.name}
        if value.layout in _CAST_AS:  # what its card is cast bestowed or overloaded
            return {"__card__": value.name, "__cast_as__": value.layout}
        if value.layout == EMBLEM:  # found through the card whose ability makes it (114.2)
            return {"__card__": value.name, "__token__": _token_key(value),
                    "__emblem_of__": value.name.removesuffix(SUFFIX)}
        if value.full_name and (value.layout == FUSED or not value.faces):
            # one face of a card with several faces, or both halves fused: found through
            # the card, by the card database's name (712.8, 709.3b, 702.102b)
            return {"__card__": value.full_name, "__face__": value.name
                    if value.layout != FUSED else FUSED}
        return {"__card__": value.full_name or value.name}
    if isinstance(value, Enum):
        return {"__enum__": _type_name(type(value)), "value": value.value}
    if isinstance(value, FunctionType):
        return {"__function__": _function_name(value)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {"__type__": _type_name(type(value))}
        for name, default in _written_fields(type(value)):
            v = getattr(value, name)
            if default is _NO_DEFAULT or type(v) is not type(default) or v != default:
                out[name] = to_data(v)
        return out
    if isinstance(value, tuple):
        return {"__tuple__": [to_data(v) for v in value]}
    if isinstance(value, frozenset):
        return {"__set__": sorted((to_data(v) for v in value), key=repr)}
    if isinstance(value, list):
        return [to_data(v) for v in value]
    if isinstance(value, dict):
        return {"__dict__": [[to_data(k), to_data(v)] for k, v in value.items()]}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise DataError(f"can't write a {type(value).__name__} as JSON data")


#: a field without a default: always written
_NO_DEFAULT: Any = object()


@cache
def _written_fields(cls: type) -> tuple[tuple[str, Any], ...]:
    """The fields a dataclass is built from, each with its default (or ``_NO_DEFAULT``),
    in sorted order (the order a reader meets them in ``json.dumps(..., sort_keys=True)``).
    A field holding its default (of its very type: ``0`` is not ``False``) is not written:
    the class makes it again as it is read (``cls(**fields)``)."""
    out = []
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        if f.default is not dataclasses.MISSING:
            default = f.default
        elif f.default_factory is not dataclasses.MISSING:
            default = f.default_factory()
        else:
            default = _NO_DEFAULT
        out.append((f.name, default))
    return tuple(sorted(out))


@cache
def _init_fields(cls: type) -> tuple[tuple[str, Any], ...] | None:
    """``_written_fields`` of a dataclass (but a card definition), or None for any other type."""
    if not dataclasses.is_dataclass(cls) or issubclass(cls, CardDef):
        return None
    return _written_fields(cls)


def to_shared_data(value: Any) -> Any:
    """``to_data`` of ``value``, each value met again (the same object) written once:
    in full, marked ``"__id__": n``, where a reader meets it first (values are visited
    in the order ``json.dumps(..., sort_keys=True)`` writes them), and as
    ``{"__ref__": n}`` after."""
    written: dict[int, dict[str, Any]] = {}  # id of a value -> its data

    def data_of(v: Any) -> Any:
        if v is None or type(v) in (int, str, bool, float):
            return v
        if isinstance(v, TriggeredAbility):
            return to_data(v)
        found = written.get(id(v))
        if found is not None:  # met before: its first writing gets a number
            if "__id__" not in found:
                found["__id__"] = len(numbered)
                numbered.append(found)
            return {"__ref__": found["__id__"]}
        kind: type = type(v)
        names = _init_fields(kind)
        out: dict[str, Any]
        if names is not None:
            out = {"__type__": _type_name(kind)}
            for name, default in names:
                x = getattr(v, name)
                if default is _NO_DEFAULT or type(x) is not type(default) or x != default:
                    out[name] = data_of(x)
        elif isinstance(v, tuple) and v and not isinstance(v, Enum):
            out = {"__tuple__": [data_of(x) for x in v]}
        elif isinstance(v, list):
            return [data_of(x) for x in v]
        elif isinstance(v, dict):
            return {"__dict__": [[data_of(k), data_of(x)] for k, x in v.items()]}
        else:  # a card, an enum, an empty tuple, a set: written in full each time
            return to_data(v)
        written[id(v)] = out
        return out

    numbered: list[dict[str, Any]] = []
    return data_of(value)


def _face(whole: CardDef, name: str) -> CardDef:
    if name == FUSED and whole.layout == SPLIT:
        return fused(whole)
    found = whole.face(name)
    if found is None:
        raise DataError(f"JSON data names a face {name!r} that {whole.name} doesn't have")
    return found


def from_data(data: Any, cards: CardLookup) -> Any:
    return _read(data, _Reading(cards))


def _read(data: Any, cards: _Reading) -> Any:
    if isinstance(data, list):
        return [_read(v, cards) for v in data]
    if not isinstance(data, dict):
        return data
    if "__ref__" in data:  # a value read before (to_shared_data)
        if data["__ref__"] not in cards.shared:
            raise DataError(f"JSON data refers to value {data['__ref__']!r}, not read before")
        return cards.shared[data["__ref__"]]
    if "__id__" not in data:
        return _read_value(data, cards)
    found = cards.shared[data["__id__"]] = _read_value(
        {k: v for k, v in data.items() if k != "__id__"}, cards)
    return found


def _read_value(data: dict[str, Any], cards: _Reading) -> Any:
    if "__keyword_trigger__" in data:
        from rulings_kit.cards.lower.keywords import keyword_triggers

        found = keyword_triggers((data["__keyword_trigger__"],))
        if not found:
            raise DataError(f"no keyword ability {data['__keyword_trigger__']!r}")
        return found[0]
    if "__face_down__" in data:
        return face_down_card()
    if "__spliced_onto__" in data:  # 702.47a: its own modes, then each spliced card's
        own = _read(data["__spliced_onto__"], cards)
        gained = tuple(cards.card(n).modes[0] for n in data["__spliced__"])
        return dataclasses.replace(own, modes=(*own.modes, *gained),
                                   spliced=tuple(data["__spliced__"]))
    if "__cast_as__" in data:
        face_of = _CAST_AS.get(data["__cast_as__"])
        face = face_of(cards.card(data["__card__"])) if face_of is not None else None
        if face is None:
            raise DataError(f"JSON data names {data['__card__']!r} cast as "
                            f"{data['__cast_as__']!r}, which it can't be")
        return face
    if "__dungeon__" in data:
        from rulings_kit.cards.dungeons import dungeon

        return dungeon(data["__dungeon__"])
    if "__monarch__" in data:
        return MONARCH_CARD
    if "__copy__" in data:
        card, ex, ability = (_read(part, cards) for part in data["__copy__"])
        return with_exceptions(card, ex, ability)
    if "__emblem_of__" in data:
        cards.card(data["__emblem_of__"])  # its emblems are known from then on
    if "__token__" in data:
        return cards.token(data["__card__"], data["__token__"])
    if "__face__" in data:
        return _face(cards.card(data["__card__"]), data["__face__"])
    if "__card__" in data:
        return cards.card(data["__card__"])
    if "__function__" in data:
        return _function(data["__function__"])
    if "__tuple__" in data:
        return tuple(_read(v, cards) for v in data["__tuple__"])
    if "__set__" in data:
        return frozenset(_read(v, cards) for v in data["__set__"])
    if "__dict__" in data:
        return {_read(k, cards): _read(v, cards) for k, v in data["__dict__"]}
    types = _types()
    if "__enum__" in data:
        if data["__enum__"] not in types:
            raise DataError(f"unknown enum {data['__enum__']!r} in JSON data")
        return types[data["__enum__"]](data["value"])
    if "__type__" in data:
        cls = types.get(data["__type__"])
        if cls is None:
            raise DataError(f"unknown type {data['__type__']!r} in JSON data")
        fields = {k: _read(v, cards) for k, v in data.items() if k != "__type__"}
        return cls(**fields)
    raise DataError(f"unexpected JSON object with keys {sorted(data)}")
