"""Filters of the card vocabulary as tests the engine runs (109.2, 115.1): "nonland
permanent", "creature you don't control with power 4 or greater", "another creature"."""

from __future__ import annotations

from rulings_kit.cards.lower.strict import Unsupported, reads, require_handled
from rulings_kit.cards.model import Controller, Filter, FilterNoun, FilterZone, History, Named
from rulings_kit.core import filters as f
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.mana import COLOR_NAMES
from rulings_kit.core.state import Zone

_TYPES = {"creature", "artifact", "enchantment", "land", "planeswalker", "instant",
          "sorcery", "battle"}
#: the card types of a spell the engine tells apart (205.2a): "spend this mana only to cast
#: an artifact spell", "if you've cast an instant or sorcery spell this turn"
SPELL_TYPES = frozenset({"Artifact", "Creature", "Enchantment", "Instant", "Planeswalker",
                         "Sorcery"})


def _type_test(noun: str, card: bool = False) -> ObjectTest:
    """One alternative of a filter's types: "creature", "Soldier creature", "permanent";
    with ``card`` (the filter's noun), "permanent card": a card that could be put onto the
    battlefield, in any zone (110.4a)."""
    words = noun.split()
    for w in words:
        if w[:1].islower() and w not in _TYPES and w not in ("permanent", "card", "spell"):
            raise Unsupported(noun)
    permanent = "permanent" in words
    return f.TypeIs(tuple(w.capitalize() for w in words if w in _TYPES),
                    tuple(w for w in words if w[:1].isupper()), permanent,
                    card and permanent)


#: adjectives that are a test of their own
_ADJECTIVES: dict[str, ObjectTest] = {
    "another": f.NotSource(), "other": f.NotSource(), "tapped": f.Tapped(),
    "untapped": f.Untapped(), "attacking": f.Attacking(), "blocking": f.Blocking(),
    "nontoken": f.Nontoken(), "historic": f.Historic(),  # 700.6
    "legendary": f.HasSupertype("Legendary"), "basic": f.HasSupertype("Basic"),
    "snow": f.HasSupertype("Snow"), "colorless": f.Colorless(),
    "multicolored": f.Multicolored(),
    **{name: f.HasColor(letter) for letter, name in COLOR_NAMES.items() if letter != "C"}}


def _adjective_test(adj: str) -> ObjectTest:
    if " or " in adj:
        return f.AnyOf(tuple(_adjective_test(a) for a in adj.split(" or ")))
    found = _ADJECTIVES.get(adj)
    if found is not None:
        return found
    if adj.startswith("non"):
        inner = adj[3:].lstrip("-")  # "nonland", "non-Spirit" (a subtype, 205.3)
        positive = _type_test(inner) if inner in _TYPES or inner[:1].isupper() \
            else _adjective_test(inner)
        return f.Not(positive)
    raise Unsupported(adj)


#: what a spell's targets are, as a filter says it after "spell" (115.1)
_HISTORIES: dict[History, ObjectTest] = {
    History.TARGETS_SELF: f.TargetsSource(),
    History.TARGETS_YOUR_CREATURE: f.TargetsYourCreature(),
    History.TARGETS_ONE_OTHER_CREATURE: f.TargetsSingleOtherCreature()}

#: whose objects a filter takes, as the engine says it (109.4, 506.2)
_WHOSE = {Controller.ANYONE: f.Whose.ANY, Controller.YOU: f.Whose.YOURS,
          Controller.NOT_YOU: f.Whose.NOT_YOURS, Controller.AN_OPPONENT: f.Whose.NOT_YOURS,
          Controller.YOUR_OPPONENTS: f.Whose.NOT_YOURS,
          Controller.DEFENDING_PLAYER: f.Whose.DEFENDING}


@reads(Filter, "types adjectives controller keyword compare zone noun lacks_keyword joiner order "
               "counter history named colors")
def filter_test(flt: Filter) -> ObjectTest:
    """The test an object must pass to match ``flt``, seen from the source ``me``."""
    require_handled(flt)
    if flt.history and flt.history not in _HISTORIES and \
            flt.history is not History.DEALT_DAMAGE:
        raise Unsupported(flt.history)
    if flt.named is Named.GRANTOR:
        raise Unsupported(flt.text())
    whose = _WHOSE.get(flt.controller)
    if whose is None:
        raise Unsupported(flt.text())
    compare = None if flt.compare is None else f.Compare(
        flt.compare.what, flt.compare.bound, flt.compare.direction, flt.compare.x)
    # "each Aura and Equipment attached to it": "it" is the object the test is seen from
    # (a static ability's source); other words name their zone (or the battlefield)
    attached = flt.zone is FilterZone.ATTACHED_TO_IT
    zone = None if attached else zone_of(flt.zone)
    return f.ObjectFilter(
        kinds=tuple(_type_test(t, flt.noun is FilterNoun.CARD) for t in flt.types),
        adjectives=tuple(_adjective_test(a) for a in flt.adjectives),
        colors=tuple(_adjective_test(c) for c in flt.colors),
        whose=whose,
        keyword=flt.keyword[:1].upper() + flt.keyword[1:],
        lacks_keyword=flt.lacks_keyword,
        history=_HISTORIES.get(flt.history),
        counter=flt.counter,
        damaged=flt.history is History.DEALT_DAMAGE,
        same_name=flt.named is Named.SELF,
        compare=compare,
        attached=attached,
        zone=zone[0] if zone is not None else None,
        yours=zone[1] if zone is not None else False,
        spell=flt.noun is FilterNoun.SPELL)


def zone_of(words: FilterZone) -> tuple[Zone, bool] | None:
    """'from your graveyard' -> (graveyard, yours only); None for the battlefield."""
    if words in (FilterZone.UNSAID, FilterZone.ON_THE_BATTLEFIELD):
        return None
    if words not in WHERE:
        raise Unsupported(words)
    return WHERE[words]


#: where a filter's words look, and whether only in your zone (400.1)
WHERE = {FilterZone.FROM_YOUR_GRAVEYARD: (Zone.GRAVEYARD, True),
         FilterZone.IN_YOUR_GRAVEYARD: (Zone.GRAVEYARD, True),
         FilterZone.FROM_A_GRAVEYARD: (Zone.GRAVEYARD, False),
         FilterZone.IN_A_GRAVEYARD: (Zone.GRAVEYARD, False),
         FilterZone.FROM_GRAVEYARDS: (Zone.GRAVEYARD, False),
         FilterZone.IN_ALL_GRAVEYARDS: (Zone.GRAVEYARD, False),
         FilterZone.IN_THEIR_GRAVEYARD: (Zone.GRAVEYARD, False),
         FilterZone.FROM_THEIR_GRAVEYARD: (Zone.GRAVEYARD, False),
         FilterZone.IN_THAT_PLAYERS_GRAVEYARD: (Zone.GRAVEYARD, False),
         FilterZone.FROM_YOUR_HAND: (Zone.HAND, True),
         FilterZone.IN_YOUR_HAND: (Zone.HAND, True),
         FilterZone.IN_THEIR_HAND: (Zone.HAND, False),
         FilterZone.IN_THAT_PLAYERS_HAND: (Zone.HAND, False),
         FilterZone.IN_A_HAND: (Zone.HAND, False),
         FilterZone.IN_YOUR_LIBRARY: (Zone.LIBRARY, True)}
