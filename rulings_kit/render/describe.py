"""Words for what the diagrams show: plain text, no graphviz and no markup.

Everything here is derived from the engine's values, so a diagram never claims more than
the state says. Escaping happens later, where the text is put into a label.
"""

from __future__ import annotations

from rulings_kit.core.abilities import TriggeredAbility, triggered_ability
from rulings_kit.core.bestow import is_bestowed
from rulings_kit.core.characteristics import card_types, power_toughness
from rulings_kit.core.mana import format_mana
from rulings_kit.core.monarch import MONARCH_CARD
from rulings_kit.core.state import GameObject, GameState, Kind, Target, Zone
from rulings_kit.core.words import STEP_NAMES as STEP_NAMES
from rulings_kit.core.words import ordinal as ordinal
from rulings_kit.core.words import plural as plural  # renderers count words through here
from rulings_kit.core.words import times as times


def has_priority(state: GameState) -> str | None:
    """The player who holds priority, if anyone does yet: while triggered abilities wait
    to be put on the stack, nobody has received it (117.5, 603.3)."""
    return state.priority if state.priority and not state.waiting else None


def where(state: GameState) -> str:
    """Turn, step and who holds priority: "Turn 1 · first main phase · Alice has priority"."""
    parts = [f"Turn {state.turn}", STEP_NAMES.get(state.step, state.step.value)]
    holder = has_priority(state)
    if holder:
        parts.append(f"{holder} has priority")
    return " · ".join(parts)


def kind_text(obj: GameObject) -> str:
    """What a stack object is, in words: "instant spell", "copy of an instant spell"..."""
    if obj.kind is Kind.TRIGGER:
        return "triggered ability"
    if obj.kind is Kind.ABILITY:
        return "activated ability"
    types = " ".join(t.lower() for t in obj.card.types) or "spell"
    spell = "bestowed Aura spell" if is_bestowed(obj) else f"{types} spell"  # 702.103b
    if obj.kind is Kind.COPY:
        article = "an" if spell[0] in "aeiou" else "a"
        return f"copy of {article} {spell}"
    if obj.kind is Kind.TOKEN:
        return f"token {spell}"
    return spell


def detail_name(obj: GameObject) -> str:
    """The stack name with the label a scenario gave it, for tooltips only: a label is
    a detail for the scenario writer, never part of a figure ("Forest (label f1)")."""
    if obj.label and obj.label != obj.name:
        return f"{obj.display_name} (label {obj.label})"
    return obj.display_name


def source_text(state: GameState, obj: GameObject) -> str | None:
    """Where an ability comes from, and whether that object is still there (400.7)."""
    if obj.kind not in (Kind.TRIGGER, Kind.ABILITY) or obj.source is None:
        return None
    src = obj.source
    if src.card is MONARCH_CARD:
        return "no source: an ability of being the monarch (725.2)"
    still = state.has(src.id) and state.obj(src.id).zone is src.zone
    where = "the stack" if src.zone is Zone.STACK else f"the {src.zone.value}"
    status = f"on {where}" if still else f"has left {where}: last known information"
    if src.name == obj.name and src.label == obj.label:
        return f"source {status}"
    return f"source: {src.name}, {status}"


def choices_text(obj: GameObject) -> list[str]:
    """X, kicker and modes as they were chosen (107.3, 702.33, 700.2)."""
    out = []
    if obj.x is not None:
        out.append(f"X = {obj.x}")
    if obj.kicked:
        out.append(times("kicked", obj.kicked))
    if obj.modes:
        label = "mode" if len(obj.modes) == 1 else "modes"
        out.append(f"{label} {', '.join(map(str, obj.modes))}")
    if obj.cast_from is not None and obj.cast_from is not Zone.HAND:
        out.append(f"cast from {obj.cast_from.value}")
    return out


def subject_text(state: GameState, obj: GameObject) -> str | None:
    """What a trigger remembers from its event: "that spell: Ghostfire", "mana: {G}"."""
    parts = []
    if obj.subject is not None:
        parts.append(f"{subject_noun(state, obj.subject)}: {obj.subject.display_name}")
    if obj.trigger_event is not None and obj.trigger_event.mana:
        parts.append(f"remembers {format_mana(obj.trigger_event.mana)}")
    return "; ".join(parts) or None


#: the noun a card's "that ..." uses for a permanent, its first type in this order
_PERMANENT_NOUNS = ("Creature", "Planeswalker", "Battle", "Land", "Artifact", "Enchantment")


def subject_noun(state: GameState, subject: GameObject) -> str:
    """ "that creature", "that land", "that spell", "that card": what a trigger's event
    was about, as the card would call it."""
    if subject.zone is Zone.STACK:
        return "that spell" if subject.is_spell else "that ability"
    if subject.zone is not Zone.BATTLEFIELD:
        return "that card"
    types = card_types(state, subject)
    noun = next((t for t in _PERMANENT_NOUNS if t in types), "Permanent")
    return f"that {noun.lower()}"


def target_name(state: GameState, target: Target) -> str:
    """A target as a reader names it; an object that is gone says so (400.7)."""
    if isinstance(target, str):
        return target
    if state.has(target):
        o = state.obj(target)
        if o.zone in (Zone.BATTLEFIELD, Zone.STACK):
            return o.display_name
        return f"{o.display_name} (in {o.zone.value})"
    was = next((o for o in reversed(state.left) if o.id == target), None)
    if was is not None:  # its last known information (608.2h)
        return f"{was.display_name} (no longer on the battlefield)"
    return "an object that no longer exists"  # a spell or card gone from its zone (400.7)


def targets_text(state: GameState, obj: GameObject) -> str | None:
    if not obj.targets:
        return None
    names = [target_name(state, t) for t in obj.targets]
    # first-seen order, repeats counted (Seeds of Strength)
    counted = [times(n, names.count(n)) for n in dict.fromkeys(names)]
    return "targets: " + ", ".join(counted)


def ability_text(obj: GameObject) -> str | None:
    """The trigger condition of a triggered ability on the stack (603.1)."""
    if obj.kind is not Kind.TRIGGER:
        return None
    if obj.keyword_trigger is None and not 0 <= obj.ability_index < len(
            obj.card.of_kind(TriggeredAbility)):
        return None
    return triggered_ability(obj).trigger.text or None


def permanent_facts(state: GameState, obj: GameObject) -> list[str]:
    """Status of a permanent: P/T, tapped, summoning sickness, combat, counters, damage."""
    out = []
    pt = power_toughness(state, obj)
    if pt is not None:
        out.append(f"{pt[0]}/{pt[1]}")
    if obj.tapped:
        out.append("tapped")
    if obj.sick and pt is not None:
        out.append("summoning sick")
    if obj.attacking:
        out.append("attacking, blocked" if obj.blocked else "attacking")
    blocked = [state.obj(a).name for a in obj.blocked_attackers if state.has(a)]
    if blocked:
        out.append(f"blocking {' and '.join(blocked)}")
    if isinstance(obj.attached_to, str):  # an Aura on a player (303.4b, 702.5d)
        out.append(f"enchanting {obj.attached_to}")
    out += counters_text(obj)
    if obj.damage:
        out.append(f"{obj.damage} damage")
    return out


def counters_text(obj: GameObject) -> list[str]:
    return [f"{n} {kind} counter{'s' if n != 1 else ''}" for kind, n in obj.counters]


def pool_text(pool: tuple[str, ...]) -> str:
    """A mana pool as symbols, "{R}{R}", or "empty"."""
    return format_mana(pool) or "empty"
