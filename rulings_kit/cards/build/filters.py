"""Filters of the card vocabulary as tests the engine runs (109.2, 115.1): "nonland
permanent", "creature you don't control with power 4 or greater", "another creature"."""

from __future__ import annotations

from rulings_kit.cards.build.strict import Unsupported, reads, require_handled
from rulings_kit.cards.model import Filter
from rulings_kit.core.characteristics import (
    card_types,
    colors,
    has_keyword,
    mana_value,
    power_toughness,
)
from rulings_kit.core.characteristics import subtypes as subtypes_of
from rulings_kit.core.mana import COLOR_NAMES
from rulings_kit.core.selection import ObjectTest
from rulings_kit.core.state import GameObject, GameState, Kind, Zone

_TYPES = {"creature", "artifact", "enchantment", "land", "planeswalker", "instant",
          "sorcery", "battle"}
#: the card types of a spell the engine tells apart (205.2a): "spend this mana only to cast
#: an artifact spell", "if you've cast an instant or sorcery spell this turn"
SPELL_TYPES = frozenset({"Artifact", "Creature", "Enchantment", "Instant", "Planeswalker",
                         "Sorcery"})
_LETTERS = {name: letter for letter, name in COLOR_NAMES.items() if letter != "C"}


def _type_test(noun: str, card: bool = False) -> ObjectTest:
    """One alternative of a filter's types: "creature", "Soldier creature", "permanent";
    with ``card`` (the filter's noun), "permanent card": a card that could be put onto the
    battlefield, in any zone (110.4a)."""
    words = noun.split()
    permanent_card = card and "permanent" in words
    for w in words:
        if w[:1].islower() and w not in _TYPES and w not in ("permanent", "card", "spell"):
            raise Unsupported(noun)

    def test(state: GameState, me: GameObject, obj: GameObject) -> bool:
        types = {t.lower() for t in card_types(state, obj)}
        subs = set(subtypes_of(state, obj))
        for w in words:
            if w in _TYPES and w not in types:
                return False
            if w == "permanent" and permanent_card and not obj.card.is_permanent_card:
                return False
            if w == "permanent" and not permanent_card and obj.zone is not Zone.BATTLEFIELD:
                return False
            if w[:1].isupper() and w not in subs and "all creature types" not in subs:
                return False
        return True

    return test


def _adjective_test(adj: str) -> ObjectTest:
    if " or " in adj:
        alternatives = [_adjective_test(a) for a in adj.split(" or ")]
        return lambda s, me, o: any(t(s, me, o) for t in alternatives)
    if adj in ("another", "other"):
        return lambda s, me, o: o.id != me.id
    if adj == "tapped":
        return lambda s, me, o: o.tapped
    if adj == "untapped":
        return lambda s, me, o: not o.tapped
    if adj == "attacking":
        return lambda s, me, o: o.attacking
    if adj == "blocking":
        return lambda s, me, o: o.blocking is not None
    if adj == "nontoken":
        return lambda s, me, o: o.kind is not Kind.TOKEN
    if adj == "historic":  # artifacts, legendaries and Sagas are historic (700.6)
        return lambda s, me, o: ("Artifact" in card_types(s, o) or "Legendary" in
                                 o.card.supertypes or "Saga" in o.card.subtypes)
    if adj in ("legendary", "basic", "snow"):
        return lambda s, me, o: adj.capitalize() in o.card.supertypes
    if adj in _LETTERS:
        return lambda s, me, o: _LETTERS[adj] in colors(s, o)
    if adj == "colorless":
        return lambda s, me, o: not colors(s, o)
    if adj == "multicolored":
        return lambda s, me, o: len(colors(s, o)) > 1
    if adj.startswith("non"):
        inner = adj[3:].lstrip("-")  # "nonland", "non-Spirit" (a subtype, 205.3)
        positive = _type_test(inner) if inner in _TYPES or inner[:1].isupper() \
            else _adjective_test(inner)
        return lambda s, me, o: not positive(s, me, o)
    raise Unsupported(adj)


def _targets_it(s: GameState, me: GameObject, o: GameObject) -> bool:
    return me.id in o.targets


def _targets_your_creature(s: GameState, me: GameObject, o: GameObject) -> bool:
    return any(isinstance(t, int) and s.has(t) and s.obj(t).controller == me.controller
               and "Creature" in card_types(s, s.obj(t)) for t in o.targets)


#: what a spell's targets are, as a filter says it after "spell" (115.1)
_HISTORIES: dict[str, ObjectTest] = {"that targets ~": _targets_it,
                                     "that targets a creature you control": _targets_your_creature}


_DAMAGED = "that was dealt damage this turn"


@reads(Filter, "types adjectives controller keyword compare zone noun lacks_keyword joiner order "
               "counter history named colors")
def filter_test(f: Filter) -> ObjectTest:
    """The test an object must pass to match ``f``, seen from the source ``me``."""
    require_handled(f)
    if f.history and f.history not in _HISTORIES and f.history != _DAMAGED:
        raise Unsupported(f.history)
    if f.named not in ("", "~"):
        raise Unsupported(f.text())
    same_name = f.named == "~"  # "named Pack Mastiff": the source's own name (201.2)
    history = _HISTORIES.get(f.history)
    kinds = [_type_test(t, f.noun == "card") for t in f.types] or [lambda s, me, o: True]
    adjectives = [_adjective_test(a) for a in f.adjectives]
    any_color = [_adjective_test(c) for c in f.colors]  # "that's white, blue, or red" (105.2)
    controller = f.controller
    if controller not in ("", "you", "not you", "an opponent", "your opponents",
                          "defending player"):
        raise Unsupported(f.text())
    keyword = f.keyword[:1].upper() + f.keyword[1:]
    compare = f.compare
    if compare is not None and compare.what not in ("power", "toughness", "mana value",
                                                    "power or toughness"):
        raise Unsupported(compare.text())
    damaged = f.history == _DAMAGED  # the turn record keeps what was dealt damage (120.3)
    # "each Aura and Equipment attached to it": "it" is the object the test is seen from
    # (a static ability's source); other words name their zone (or the battlefield)
    attached = f.zone == "attached to it"
    zone = None if attached else zone_of(f.zone)

    def test(state: GameState, me: GameObject, obj: GameObject) -> bool:
        if attached and obj.attached_to != me.id:
            return False
        if zone is not None and f.noun == "spell":  # "a spell from your hand": cast from there
            if not obj.is_spell or obj.cast_from is not zone[0]:
                return False
        elif zone is not None:
            where, yours = zone
            if obj.zone is not where or (yours and obj.owner != me.controller):
                return False
        elif f.noun == "spell":
            if not obj.is_spell:
                return False
        elif obj.zone is not Zone.BATTLEFIELD:
            return False
        if not any(k(state, me, obj) for k in kinds):
            return False
        if not all(a(state, me, obj) for a in adjectives):
            return False
        if any_color and not any(c(state, me, obj) for c in any_color):
            return False
        if controller == "you" and obj.controller != me.controller:
            return False
        if controller in ("not you", "an opponent", "your opponents") and \
                obj.controller == me.controller:
            return False
        if controller == "defending player" and obj.controller != state.defender:
            return False  # the player the attacking creatures attack (506.2)
        if keyword and has_keyword(state, obj, keyword) == f.lacks_keyword:
            return False
        if history is not None and not history(state, me, obj):
            return False
        if f.counter and obj.counter(f.counter) <= 0:  # "with a +1/+1 counter on it" (122.1)
            return False
        if damaged and not state.this_turn.was_dealt_damage(obj.id):
            return False
        if same_name and obj.name != me.name:
            return False
        return compare is None or _compares(state, obj, compare.what, compare.bound,
                                            compare.direction)

    return test


def zone_of(words: str) -> tuple[Zone, bool] | None:
    """'from your graveyard' -> (graveyard, yours only); None for the battlefield."""
    if words in ("", "on the battlefield"):
        return None
    for name, zone in (("graveyard", Zone.GRAVEYARD), ("hand", Zone.HAND),
                       ("library", Zone.LIBRARY), ("exile", Zone.EXILE)):
        if words.endswith(name) or words.endswith(name + "s"):
            return zone, "your" in words.split()
    raise Unsupported(words)


def _compares(state: GameState, obj: GameObject, what: str, bound: int, direction: str) -> bool:
    if what == "mana value":
        values = [mana_value(obj)]
    else:
        pt = power_toughness(state, obj)
        if pt is None:
            return False
        values = {"power": [pt[0]], "toughness": [pt[1]]}.get(what, list(pt))  # or either
    if direction == "or greater":
        return any(n >= bound for n in values)
    if direction == "or less":
        return any(n <= bound for n in values)
    return any(n == bound for n in values)


def _targets_single_other_creature(state: GameState, me: GameObject, spell: GameObject) -> bool:
    """"that targets only a single creature other than ~": every target of the spell is
    one and the same creature on the battlefield (the same creature chosen for several
    uses of "target" is still a single creature, 115.3), and not this object."""
    chosen = set(spell.targets)
    if len(chosen) != 1:
        return False  # no target, or several
    (only,) = chosen
    if isinstance(only, str) or only == me.id or not state.has(only):
        return False  # a player, or this object
    target = state.obj(only)
    return target.zone is Zone.BATTLEFIELD and "Creature" in card_types(state, target)


_HISTORIES["that targets only a single creature other than ~"] = _targets_single_other_creature
