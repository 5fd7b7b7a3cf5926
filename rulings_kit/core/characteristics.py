"""Characteristics of objects as the continuous effects and counters make them (613),
read from the layer pass (core/layers.py), and what they decide: targeting, protection.
"""

from __future__ import annotations

from rulings_kit.core.abilities import ActivatedAbility, as_activated
from rulings_kit.core.counters import has_keyword_counter
from rulings_kit.core.definitions import definition
from rulings_kit.core.faces import TRANSFORM
from rulings_kit.core.known import Known
from rulings_kit.core.layer_changes import ALL_CREATURE_TYPES as ALL_CREATURE_TYPES
from rulings_kit.core.layer_changes import Layer
from rulings_kit.core.layer_effects import changes_abilities, layered
from rulings_kit.core.layers import characteristics
from rulings_kit.core.player_rules import PlayerRule, player_rules
from rulings_kit.core.state import GameObject, GameState, Target, Zone
from rulings_kit.core.values import evolve
from rulings_kit.core.words import plural_noun


def _plain(state: GameState, obj: GameObject) -> bool:
    """Whether ``obj`` has its card's characteristics but for counters and a
    characteristic-defining ability: no continuous effect changes any (the usual case)."""
    if obj.zone is Zone.BATTLEFIELD:  # keyword counters apply in layer 6 (613.1f, 122.1b)
        return not layered(state, obj) and not (obj.counters and has_keyword_counter(obj.counters))
    return not obj.is_spell or not layered(state, obj)  # a spell: a static's, or one on it


def card_types(state: GameState, obj: GameObject) -> frozenset[str]:
    if obj.known is not None:  # a permanent that left, as it last existed (608.2h)
        return obj.known.types
    if _plain(state, obj):
        return frozenset(obj.card.types)
    return characteristics(state, obj, Layer.COLOR).types  # after layer 4 (613.1d)


def colors(state: GameState, obj: GameObject) -> frozenset[str]:
    """Its colors (layer 5, 613.1e)."""
    if obj.known is not None:
        return obj.known.colors
    if _plain(state, obj):
        return obj.card.colors
    return characteristics(state, obj, Layer.ABILITY).colors  # after layer 5 (613.1e)


def subtypes(state: GameState, obj: GameObject) -> tuple[str, ...]:
    """Its subtypes (layer 4, 613.1d): a land's land types replaced by the one an effect
    sets (305.7), others added, or every creature type while an effect says "with all
    creature types" (205.3m) — which is not the changeling keyword (702.73a)."""
    if obj.known is not None:
        return obj.known.subtypes
    if _plain(state, obj):
        return obj.card.subtypes
    return characteristics(state, obj, Layer.COLOR).subtypes


def is_creature(state: GameState, obj: GameObject) -> bool:
    return "Creature" in card_types(state, obj)


def is_land(state: GameState, obj: GameObject) -> bool:
    return "Land" in card_types(state, obj)


def mana_value(obj: GameObject) -> int:
    """202.3; X is 0 except on the stack (107.3g). A transforming double-faced card with
    its back face up, a spell cast transformed or a permanent, has the mana value of its
    front face's mana cost (712.8c, 712.8e)."""
    cost = obj.card.mana_cost
    whole = obj.whole
    if whole is not None and whole.layout == TRANSFORM and len(whole.faces) == 2 \
            and obj.card == whole.faces[1]:
        cost = whole.faces[0].mana_cost
    if cost is None:
        return 0
    x = obj.x or 0 if obj.zone is Zone.STACK else 0
    return cost.mana_value + cost.x_count * x


def power_toughness(state: GameState, obj: GameObject) -> tuple[int, int] | None:
    """Power and toughness, or None for an object that is not a creature (layer 7)."""
    if obj.known is not None:
        return obj.known.pt
    if not _plain(state, obj):
        return characteristics(state, obj).pt
    if "Creature" not in obj.card.types:
        return None
    power, toughness = obj.card.power or 0, obj.card.toughness or 0
    defined = definition(obj.card).defines_pt
    if defined is not None:  # layer 7a: a characteristic-defining ability (613.4a, 604.3)
        n = defined.value(state, obj)
        power, toughness = n if defined.power else power, n if defined.toughness else toughness
    if obj.zone is not Zone.BATTLEFIELD:
        return power, toughness
    plus = obj.counter("+1/+1") - obj.counter("-1/-1")  # 7c: counters (122.1a)
    return power + plus, toughness + plus


def keywords(state: GameState, obj: GameObject) -> frozenset[str]:
    """The object's keyword abilities (702): printed, and granted by effects of resolved
    spells and abilities or of static abilities (layer 6, 613.1f) to a permanent or to a
    spell ("instant and sorcery spells you control have rebound": a static ability applies
    to the objects it names, 611.3a)."""
    if obj.known is not None:
        return obj.known.keywords
    if _plain(state, obj):
        return obj.card.keywords
    return characteristics(state, obj, Layer.PT_DEFINE).keywords  # after layer 6


def remembered(state: GameState, obj: GameObject) -> GameObject:
    """The permanent ``obj`` with its characteristics as they are now, just before it
    leaves the battlefield: what last known information reads (608.2h, 113.7a)."""
    known = Known(card_types(state, obj), subtypes(state, obj), colors(state, obj),
                  keywords(state, obj), power_toughness(state, obj))
    return evolve(obj, known=known)


def activated_abilities(state: GameState, obj: GameObject) -> tuple[ActivatedAbility, ...]:
    """Its activated abilities: printed, or, while an effect sets its land subtype, only
    that basic land type's mana ability (305.7, layer 4); then those static abilities
    grant it (layer 6, 613.1f). A scenario's ``ability = N`` counts them in this order."""
    if obj.zone is not Zone.BATTLEFIELD or not changes_abilities(state):
        return definition(obj.card).activated  # the usual case: no effect changes any
    return tuple(map(as_activated, characteristics(state, obj, Layer.PT_DEFINE).activated))


def activated_ability(obj: GameObject) -> ActivatedAbility:
    """The ability an activated ability on the stack is (602.2): its source's, or the one
    granted to its source, which it keeps even if the grant ends (113.7a)."""
    if obj.granted is not None:
        return as_activated(obj.granted)
    return definition(obj.card).activated[obj.ability_index]


def has_keyword(state: GameState, obj: GameObject, keyword: str) -> bool:
    return keyword in keywords(state, obj)


#: colour words as protection and hexproof qualities name them (105.1)
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def qualities_from(obj: GameObject, ability: str = "protection") -> tuple[str, ...]:
    """The qualities of ``obj``'s printed "protection from ..." (or "hexproof from ...")
    abilities: "protection from black and from red" is two abilities (702.16g, 702.11f)."""
    lead = f"{ability} from "
    return tuple(
        quality.strip()
        for line in obj.card.keyword_lines
        for part in line.split(", ")
        if part.lower().startswith(lead)
        for quality in part[len(lead):].split(" and from ")
    )


def has_quality(state: GameState, obj: GameObject, quality: str) -> bool:
    """Whether ``obj`` has a quality protection or hexproof names (702.16a): a colour
    (105.1, as layer 5 makes it), "multicolored" (105.2b), a card type ("planeswalkers",
    205.2a) or a subtype ("Demons", 205.3) in the plural."""
    if quality in COLOR_WORDS:
        return COLOR_WORDS[quality] in colors(state, obj)
    if quality == "multicolored":
        return len(colors(state, obj)) > 1
    if quality.islower():
        return quality.removesuffix("s").capitalize() in card_types(state, obj)
    return any(quality == plural_noun(sub) for sub in subtypes(state, obj))


def protected_from(state: GameState, protected: GameObject, source: GameObject,
                   removing: bool = False) -> str | None:
    """The quality of ``protected``'s protection, printed, gained until end of turn or
    given by a static ability (layer 6), that ``source`` has (702.16a), or None. With
    ``removing`` (is ``source`` still legally attached, 702.16c-d), a protection whose
    effect "doesn't remove" ``source`` doesn't count."""
    gained = (e.protection_from for e in state.effects
              if e.affected == protected.id and e.protection_from)
    given = (q for q, spared in granted_protections(state, protected)
             if not (removing and spared == source.id))
    return next((q for q in (*qualities_from(protected), *gained, *given)
                 if has_quality(state, source, q)), None)


def granted_protections(state: GameState, obj: GameObject) -> tuple[tuple[str, int | None], ...]:
    """The protections effects give ``obj`` (layer 6, 613.1f): (quality, spared id)."""
    if obj.known is not None or _plain(state, obj):
        return ()
    return characteristics(state, obj, Layer.PT_DEFINE).protections


#: the restriction of "Target creature can't be the target of spells or abilities your
#: opponents control this turn": only its controller's opponents can't target it
UNTARGETABLE_BY_OPPONENTS = "can't be the target of spells or abilities your opponents control"


def can_be_targeted_by(state: GameState, target: Target, by: GameObject) -> bool:
    """Whether ``by`` (a spell or ability) may target ``target`` as far as the target's
    own abilities and effects on it are concerned."""
    return untargetable_because(state, target, by) is None


def untargetable_because(
    state: GameState, target: Target, by: GameObject
) -> tuple[str, str] | None:
    """Why ``by`` can't target ``target`` and the rule: hexproof (702.11b), protection
    (702.16b, from the colours of the spell or of the ability's source), or an effect
    that says so (115.9b); None when nothing forbids it."""
    if isinstance(target, str):  # a player (702.18a, 702.11c)
        rules = player_rules(state, target)
        if PlayerRule.SHROUD in rules:
            return f"{target} has shroud", "702.18a"
        if PlayerRule.HEXPROOF in rules and target != by.controller:
            return f"{target} has hexproof: {by.controller} is an opponent", "702.11c"
        return None
    obj = state.obj(target)
    source = by.source if by.source is not None else by
    if has_keyword(state, obj, "Shroud"):
        return f"{obj.name} has shroud", "702.18a"
    if has_keyword(state, obj, "Hexproof") and obj.controller != by.controller:
        return f"{obj.name} has hexproof: {by.controller} is an opponent", "702.11b"
    quality = protected_from(state, obj, source)
    if quality is not None:
        return f"{obj.name} has protection from {quality}; {source.name} is {quality}", "702.16b"
    quality = next(
        (q for q in qualities_from(obj, "hexproof") if has_quality(state, source, q)), None)
    if quality is not None and obj.controller != by.controller:
        return (f"{obj.name} has hexproof from {quality}: {source.name} is {quality} and "
                f"{by.controller} is an opponent", "702.11d")
    if any(
        e.affected == target and e.restriction == UNTARGETABLE_BY_OPPONENTS
        and e.controller != by.controller
        for e in state.effects
    ):
        return f"{obj.name} can't be the target of {by.controller}'s spells or abilities", "115.9b"
    return None
