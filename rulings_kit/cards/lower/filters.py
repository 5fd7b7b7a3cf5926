"""Filters of the card vocabulary as tests the engine runs (109.2, 115.1): "nonland
permanent", "creature you don't control with power 4 or greater", "another creature"."""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.strict import Unsupported, reads, require_handled
from rulings_kit.cards.model import Controller, Filter, FilterNoun, FilterZone, History, Named
from rulings_kit.core import filters as f
from rulings_kit.core.card_types import CardType
from rulings_kit.core.filters import ObjectTest
from rulings_kit.core.game_object import Chosen
from rulings_kit.core.stack_filters import AbilityOnStack
from rulings_kit.core.state import Zone

#: the card types of a spell the engine tells apart (205.2a): "spend this mana only to cast
#: an artifact spell", "if you've cast an instant or sorcery spell this turn"
SPELL_TYPES = frozenset({CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT,
                         CardType.INSTANT, CardType.PLANESWALKER, CardType.SORCERY})


def _type_test(kind: m.Kind, card: bool = False, sources: bool = False) -> ObjectTest:
    """One alternative of a filter's types: "creature", "Soldier creature", "permanent";
    with ``card`` (the filter's noun), "permanent card": a card that could be put onto the
    battlefield, in any zone (110.4a); with ``sources``, "red source", "artifact source":
    a source of damage (609.7a), where the caller says damage is read."""
    if m.KindWord.SOURCE in kind.types and not sources:
        raise Unsupported(kind.text())
    return f.TypeIs(tuple(t.value for t in kind.card_types),
                    tuple(sub.value for sub in kind.subtypes), kind.permanent,
                    card and kind.permanent)


#: adjectives that are a test of their own
_ADJECTIVES: dict[m.Word, ObjectTest] = {
    m.StateWord.ANOTHER: f.NotSource(), m.StateWord.OTHER: f.NotSource(),
    m.StateWord.TAPPED: f.Tapped(), m.StateWord.UNTAPPED: f.Untapped(),
    m.StateWord.ATTACKING: f.Attacking(), m.StateWord.BLOCKING: f.Blocking(),
    m.StateWord.NONTOKEN: f.Nontoken(), m.StateWord.HISTORIC: f.Historic(),  # 700.6
    m.StateWord.MULTICOLORED: f.Multicolored(), m.ColorWord.COLORLESS: f.Colorless(),
    m.StateWord.ENCHANTED: f.AttachedBy("Aura"), m.StateWord.EQUIPPED: f.AttachedBy("Equipment"),
    **{s: f.HasSupertype(s.printed) for s in (
        m.Supertype.LEGENDARY, m.Supertype.BASIC, m.Supertype.SNOW)},
    **{c: f.HasColor(c.letter) for c in m.ColorWord if c.letter}}


def _word_test(word: m.Word) -> ObjectTest:
    """The test of one word an adjective says: a state, a supertype or a color."""
    found = _ADJECTIVES.get(word)
    if found is None:
        raise Unsupported(word.value)
    return found


def _adjective_test(adj: m.Adjective) -> ObjectTest:
    """"tapped", "white", "attacking or blocking"; "nonland", "non-Spirit" (not of a card
    type or a subtype, 205.3), "nonblack"."""
    if adj.alternatives and not adj.negated:
        return f.AnyOf(tuple(_word_test(w) for w in (adj.word, *adj.alternatives)))
    if adj.alternatives:
        raise Unsupported(adj.text())
    if not adj.negated:
        return _word_test(adj.word)
    if isinstance(adj.word, m.Subtype):
        return f.Not(_type_test(m.Kind((adj.word,))))
    if isinstance(adj.word, m.KindWord) and adj.word.card_type is not None:
        return f.Not(_type_test(m.Kind((), (adj.word,))))
    return f.Not(_word_test(adj.word))


#: what a spell's targets are, as a filter says it after "spell" (115.1)
_HISTORIES: dict[History, ObjectTest] = {
    History.TARGETS_SELF: f.TargetsSource(),
    History.ATTACKED: f.AttackedThisTurn(),  # 508.1
    History.TARGETS_YOUR_CREATURE: f.TargetsYourCreature(),
    History.TARGETS_ONE_OTHER_CREATURE: f.TargetsSingleOtherCreature(),
    History.DEALT_DAMAGE_BY_SELF: f.DealtDamageBySource(),  # 120.3
    # what was chosen as the source entered (614.12a), read by a linked ability (607.2d;
    # lower/chosen.py refuses a card without the ability that chooses it)
    History.CHOSEN_COLOR: f.OfChosen(Chosen.COLOR),
    History.CHOSEN_TYPE: f.OfChosen(Chosen.CREATURE_TYPE),
    History.THAT_COLOR: f.OfChosen(Chosen.COLOR),  # chosen as it resolves (608.2d)
    History.THAT_TYPE: f.OfChosen(Chosen.CREATURE_TYPE),
    History.NOT_CHOSEN_TYPE: f.Not(f.OfChosen(Chosen.CREATURE_TYPE))}

#: whose objects a filter takes, as the engine says it (109.4, 506.2)
_WHOSE = {Controller.ANYONE: f.Whose.ANY, Controller.YOU: f.Whose.YOURS,
          Controller.NOT_YOU: f.Whose.NOT_YOURS, Controller.AN_OPPONENT: f.Whose.NOT_YOURS,
          Controller.YOUR_OPPONENTS: f.Whose.NOT_YOURS,
          Controller.DEFENDING_PLAYER: f.Whose.DEFENDING,
          Controller.ENCHANTED_PLAYER: f.Whose.ENCHANTED}


@reads(Filter, "types adjectives controller keyword compare zone noun lacks_keyword joiner order "
               "counter history named colors")
def filter_test(flt: Filter, sources: bool = False) -> ObjectTest:
    """The test an object must pass to match ``flt``, seen from the source ``me``; with
    ``sources``, "source" is a source of damage, in any zone (609.7a)."""
    require_handled(flt)
    source = any(m.KindWord.SOURCE in t.types for t in flt.types)
    if source and not (sources and flt.zone is FilterZone.UNSAID and all(
            m.KindWord.SOURCE in t.types for t in flt.types)):
        raise Unsupported(flt.text())
    if flt.history and flt.history not in _HISTORIES and \
            flt.history is not History.DEALT_DAMAGE:
        raise Unsupported(flt.history)
    if flt.named is Named.GRANTOR:
        raise Unsupported(flt.text())
    whose = _WHOSE.get(flt.controller)
    if whose is None:
        raise Unsupported(flt.text())
    if flt.noun.ability:  # an ability on the stack (113.1b-c); no other words of a filter
        if whose not in (f.Whose.ANY, f.Whose.YOURS, f.Whose.NOT_YOURS) or \
                replace(flt, noun=FilterNoun.UNSAID, controller=Controller.ANYONE) != Filter(()):
            raise Unsupported(flt.text())
        return AbilityOnStack(activated=flt.noun is not FilterNoun.TRIGGERED_ABILITY,
                                triggered=flt.noun is not FilterNoun.ACTIVATED_ABILITY,
                                whose=whose)
    compare = None if flt.compare is None else f.Compare(
        flt.compare.what, flt.compare.bound, flt.compare.direction, flt.compare.x)
    # "each Aura and Equipment attached to it": "it" is the object the test is seen from
    # (a static ability's source); other words name their zone (or the battlefield)
    attached = flt.zone is FilterZone.ATTACHED_TO_IT
    zone = None if attached else zone_of(flt.zone)
    return f.ObjectFilter(
        kinds=tuple(_type_test(t, flt.noun is FilterNoun.CARD, sources) for t in flt.types),
        # "a Blood token": one that is a token (111.1), the noun after its types
        adjectives=tuple(_adjective_test(a) for a in flt.adjectives) + (
            (f.Not(f.Nontoken()),) if flt.noun is FilterNoun.TOKEN else ()),
        colors=tuple(_word_test(c) for c in flt.colors),
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
        opponents=flt.zone in _OPPONENTS,
        spell=flt.noun is FilterNoun.SPELL,
        source=source)


def zone_of(words: FilterZone) -> tuple[Zone, bool] | None:
    """'from your graveyard' -> (graveyard, yours only); None for the battlefield."""
    if words in (FilterZone.UNSAID, FilterZone.ON_THE_BATTLEFIELD):
        return None
    if words not in WHERE:
        raise Unsupported(words)
    return WHERE[words]


#: the zones of the words that look only in an opponent's (the cards an opponent owns)
_OPPONENTS = frozenset({FilterZone.FROM_AN_OPPONENTS_GRAVEYARD,
                        FilterZone.IN_AN_OPPONENTS_GRAVEYARD})

#: where a filter's words look, and whether only in your zone (400.1)
WHERE = {FilterZone.FROM_YOUR_GRAVEYARD: (Zone.GRAVEYARD, True),
         FilterZone.IN_YOUR_GRAVEYARD: (Zone.GRAVEYARD, True),
         FilterZone.FROM_A_GRAVEYARD: (Zone.GRAVEYARD, False),
         FilterZone.FROM_AN_OPPONENTS_GRAVEYARD: (Zone.GRAVEYARD, False),  # _OPPONENTS'
         FilterZone.IN_AN_OPPONENTS_GRAVEYARD: (Zone.GRAVEYARD, False),
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
