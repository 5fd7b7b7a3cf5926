"""Characteristics of objects as the continuous effects and counters make them (613).

Only the layers the card pool needs: type-changing effects that make a permanent a
creature or set a land's subtype (layer 4, with its base P/T in 7b), keywords granted
(layer 6), P/T defined by a characteristic-defining ability (7a), P/T changes from
effects, static abilities and counters (7c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings_kit.core.known import Known
from rulings_kit.core.state import GameObject, GameState, Target, Zone
from rulings_kit.core.statics import (
    ability_changers,
    added_subtypes,
    granted_abilities,
    keywords_granted,
    pt_change,
    set_land_type,
)
from rulings_kit.core.values import evolve

if TYPE_CHECKING:
    from rulings_kit.core.definitions import ActivatedAbility


def card_types(state: GameState, obj: GameObject) -> frozenset[str]:
    if obj.known is not None:  # a permanent that left, as it last existed (608.2h)
        return obj.known.types
    types = set(obj.card.types)
    if obj.zone is Zone.BATTLEFIELD and any(
        e.affected == obj.id and e.sets_creature for e in state.effects
    ):
        types.add("Creature")
    return frozenset(types)


def colors(state: GameState, obj: GameObject) -> frozenset[str]:
    """Its colors: the printed ones, or those the latest effect that sets them gives it
    (layer 5, 613.1e; effects apply in timestamp order, 613.7)."""
    if obj.known is not None:
        return obj.known.colors
    if obj.zone is not Zone.BATTLEFIELD or not state.effects:
        return obj.card.colors
    found = [e.colors for e in state.effects if e.affected == obj.id and e.colors is not None]
    return found[-1] if found else obj.card.colors


#: Stands for every creature type of 205.3m, which an effect can give all at once.
ALL_CREATURE_TYPES = "all creature types"


def subtypes(state: GameState, obj: GameObject) -> tuple[str, ...]:
    """The printed subtypes, with a land's land types replaced by the one an effect sets
    (305.7), those static abilities add (613.1d), plus every creature type while an
    effect says "with all creature types" (205.3m) — which is not the changeling keyword
    (702.73a)."""
    if obj.known is not None:
        return obj.known.subtypes
    printed = obj.card.subtypes
    if obj.zone is not Zone.BATTLEFIELD:
        return printed
    if sets := set_land_type(state, obj):
        printed = (*(t for t in printed if t not in sets.land_types), sets.land_type)
    if added := added_subtypes(state, obj):
        printed = (*printed, *(t for t in added if t not in printed))
    if not state.effects:
        return printed
    mine = [e for e in state.effects if e.affected == obj.id]
    gained = tuple(t for e in mine for t in e.subtypes if t not in printed)
    if any(e.all_creature_types for e in mine):
        return (*printed, *gained, ALL_CREATURE_TYPES)
    return (*printed, *gained) if gained else printed


def is_creature(state: GameState, obj: GameObject) -> bool:
    return "Creature" in card_types(state, obj)


def is_land(state: GameState, obj: GameObject) -> bool:
    return "Land" in card_types(state, obj)


def mana_value(obj: GameObject) -> int:
    """202.3; X is 0 except on the stack (107.3g)."""
    cost = obj.card.mana_cost
    if cost is None:
        return 0
    x = obj.x or 0 if obj.zone is Zone.STACK else 0
    return cost.mana_value + cost.x_count * x


def power_toughness(state: GameState, obj: GameObject) -> tuple[int, int] | None:
    """Power and toughness, or None for an object that is not a creature."""
    if obj.known is not None:
        return obj.known.pt
    if not is_creature(state, obj):
        return None
    power, toughness = obj.card.power or 0, obj.card.toughness or 0
    defined = obj.card.defines_pt
    if defined is not None:  # layer 7a: a characteristic-defining ability (613.4a, 604.3)
        n = defined.value(state, obj)
        power, toughness = n if defined.power else power, n if defined.toughness else toughness
    for e in state.effects:  # layer 7b: effects that set base P/T
        if e.affected == obj.id and e.sets_creature:
            power, toughness = e.sets_creature
    for e in state.effects:  # layer 7c: modifications
        if e.affected == obj.id:
            power, toughness = power + e.power, toughness + e.toughness
    if obj.zone is Zone.BATTLEFIELD:
        plus_power, plus_toughness = pt_change(state, obj)  # 7c: static abilities (611.3a)
        power, toughness = power + plus_power, toughness + plus_toughness
    plus = obj.counter("+1/+1") - obj.counter("-1/-1")  # 7c: counters (122.1a)
    return power + plus, toughness + plus


def keywords(state: GameState, obj: GameObject) -> frozenset[str]:
    """The object's keyword abilities (702): printed, and granted by effects of resolved
    spells and abilities or of static abilities (layer 6, 613.1f) to a permanent or to a
    spell ("instant and sorcery spells you control have rebound": a static ability applies
    to the objects it names, 611.3a)."""
    if obj.known is not None:
        return obj.known.keywords
    if obj.zone is not Zone.BATTLEFIELD and not obj.is_spell:
        return obj.card.keywords
    granted = keywords_granted(state, obj)
    mine = [e for e in state.effects if e.affected == obj.id and (e.keywords or e.lost)]
    if not any(e.lost for e in mine):
        granted += [e.keywords for e in mine]
        return obj.card.keywords.union(*granted) if granted else obj.card.keywords
    found = set(obj.card.keywords.union(*granted))
    for e in mine:  # in timestamp order (613.7): a loss takes away what came before it
        found = (found | e.keywords) - e.lost
    return frozenset(found)


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
    own = obj.card.activated
    if obj.zone is not Zone.BATTLEFIELD or not ability_changers(state):
        return own  # the usual case: no static ability changes any
    if sets := set_land_type(state, obj):
        own = (sets.ability,)
    granted = granted_abilities(state, obj)
    return own + granted if granted else own


def activated_ability(obj: GameObject) -> ActivatedAbility:
    """The ability an activated ability on the stack is (602.2): its source's, or the one
    granted to its source, which it keeps even if the grant ends (113.7a)."""
    return obj.granted if obj.granted is not None else obj.card.activated[obj.ability_index]


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
    return any(quality in (sub + "s", sub + "es") for sub in subtypes(state, obj))


def protected_from(state: GameState, protected: GameObject, source: GameObject) -> str | None:
    """The quality of ``protected``'s protection, printed or gained until end of turn,
    that ``source`` has (702.16a), or None."""
    gained = (e.protection_from for e in state.effects
              if e.affected == protected.id and e.protection_from)
    return next((q for q in (*qualities_from(protected), *gained)
                 if has_quality(state, source, q)), None)


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
    if isinstance(target, str):
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
