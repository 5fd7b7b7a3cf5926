"""Restrictions on blocks (509.1b): what may block what, checked on the whole declaration
of blockers. ``pair_problems`` says why one creature can't block one attacker (a keyword's
evasion, 702; "can't block", 509.1a; a static ability's "can't be blocked by ..."),
``group_problems`` what the declaration breaks as a whole (menace, "can't block alone").
Restrictions that compare the blocker with the attacker are values a static ability's
``by`` holds: they pickle, compare equal and print short."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rulings_kit.core.characteristics import (
    card_types,
    colors,
    has_keyword,
    keywords,
    power_toughness,
    protected_from,
)
from rulings_kit.core.restrictions import detained_by, restricted, restricted_by, restrictions
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.unless import ALSO_BLOCKING, exception_text
from rulings_kit.core.values import PART, Part
from rulings_kit.core.words import possessive

#: what is wrong, and the rules that say so: the keyword's rule with the general one
Problem = tuple[str, tuple[str, ...]]
#: a blocker and the attacking creature it blocks (509.1a)
Pair = tuple[GameObject, GameObject]


def power(state: GameState, creature: GameObject) -> int:
    """A creature's power now (208.3), 0 for an object without one."""
    return (power_toughness(state, creature) or (0, 0))[0]


@dataclass(**PART)
class PowerLessThanSource(Part):
    """"Creatures with power less than ~'s power can't block it." (509.1b): the
    blockers whose power, as blockers are declared, is less than the source's power;
    with the restriction "can't be blocked by", the source is the attacking creature."""

    def __call__(self, state: GameState, source: GameObject, blocker: GameObject) -> bool:
        return power(state, blocker) < power(state, source)


#: "~ can block an additional creature each combat" (509.1a): one more for each
ADDITIONAL = "can block an additional creature each combat"
#: "~ can block any number of creatures" (509.1a)
ANY_NUMBER = "can block any number of creatures"


#: "~ can't be blocked except by three or more creatures" (509.1b)
THREE_OR_MORE = "can't be blocked except by three or more creatures"


#: "~ can block creatures with shadow as though they didn't have shadow" (702.28b)
BLOCKS_SHADOW = "can block creatures with shadow as though they didn't have shadow"


#: "~ can't be blocked except by creatures with flying or reach" (509.1b)
FLYING_OR_REACH = "can't be blocked except by creatures with flying or reach"


def blocked_despite(land: str | None) -> str:
    """The exception to a landwalk's restriction (702.14c): "can be blocked as though it
    didn't have islandwalk"; ``land`` None: any landwalk."""
    walk = f"{land.lower()}walk" if land is not None else "landwalk abilities"
    return f"can be blocked as though it didn't have {walk}"


def block_limit(state: GameState, blocker: GameObject) -> int | None:
    """How many attacking creatures ``blocker`` may block: one (509.1a), one more for
    each effect that says it can block an additional creature; None for any number."""
    if restricted(state, blocker, ANY_NUMBER) is not None:
        return None
    return 1 + len(restricted_by(state, blocker, ADDITIONAL))


def _problem(text: str, rule: str) -> Problem:
    return text, (rule,) if rule == "509.1a" else (rule, "509.1b")


#: the attacker's restrictions on what blocks it, and whether those ``by`` picks are the
#: ones that can't (509.1b)
_BLOCKED_BY = {"can't be blocked by": True, "can't be blocked except by": False}
#: the restrictions on which attackers a creature blocks, and whether those ``by`` picks
#: are the ones it may block (509.1b)
_WHICH_IT_BLOCKS = {"can't block the creatures named": False,
                    "can block only the creatures named": True}


def can_block(state: GameState, blocker: GameObject) -> bool:
    """Whether ``blocker`` may block at all (509.1a: untapped; "can't block")."""
    return not blocker.tapped and detained_by(state, blocker) is None and restricted(
        state, blocker, "can't block") is None and not has_keyword(state, blocker, "Decayed")


def pair_problems(state: GameState, blocker: GameObject, attacker: GameObject) -> list[Problem]:
    """Why ``blocker`` can't block ``attacker``, whatever else blocks (509.1a-b, 702)."""
    out: list[Problem] = []

    def add(text: str, rule: str) -> None:
        out.append(_problem(text, rule))

    if blocker.tapped:
        add(f"{blocker.name} is tapped and can't block", "509.1a")
    if (by := detained_by(state, blocker)) is not None:
        add(f"{blocker.name} is detained ({by}) and can't block", "701.35a")
    elif (by := restricted(state, blocker, "can't block")) is not None:
        if unless := exception_text(state, blocker, "can't block"):  # "... unless ..."
            add(f"{blocker.name} can't block ({by}'s ability: \"{unless}\")", "509.1b")
        else:
            add(f"{blocker.name} can't block ({by}'s ability)", "509.1a")
    if has_keyword(state, blocker, "Decayed"):  # "This creature can't block" (702.147a)
        add(f"{blocker.name} has decayed and can't block", "702.147a")
    if (by := restricted(state, attacker, "can't be blocked")) is not None:
        add(f"{attacker.name} can't be blocked ({by}'s ability)", "509.1b")
    for source, e in restrictions(state, attacker):
        if e.by is None or e.restriction not in _BLOCKED_BY:
            continue  # "can't attack unless defending player controls ..." is no evasion
        if e.by(state, source, blocker) == _BLOCKED_BY[e.restriction]:
            said = f': "{e.text}"' if e.text else ""  # a granted one may have no text
            add(f"{blocker.name} can't block {attacker.name}{said} ({source.name})", "509.1b")
    for source, e in restrictions(state, blocker):
        if e.by is not None and e.restriction in _WHICH_IT_BLOCKS and \
                e.by(state, source, attacker) != _WHICH_IT_BLOCKS[e.restriction]:
            add(f"{blocker.name} can't block {attacker.name}: \"{e.text}\" "
                f"({possessive(source.name)} ability)", "509.1b")
    if (by := restricted(state, attacker, FLYING_OR_REACH)) is not None and not (
            has_keyword(state, blocker, "Flying") or has_keyword(state, blocker, "Reach")):
        add(f"{attacker.name} can't be blocked except by creatures with flying or reach "
            f"({possessive(by)} ability), and {blocker.name} has neither", "509.1b")
    if has_keyword(state, attacker, "Fear") and not (
            "B" in colors(state, blocker) or "Artifact" in card_types(state, blocker)):
        add(f"{attacker.name} has fear: only an artifact or black creature can block it, "
            f"and {blocker.name} is neither", "702.36b")
    if has_keyword(state, attacker, "Intimidate") and not (
            colors(state, blocker) & colors(state, attacker)
            or "Artifact" in card_types(state, blocker)):
        add(f"{attacker.name} has intimidate: only an artifact creature or one that shares a "
            f"color with it can block it, and {blocker.name} is neither", "702.13b")
    shadow = has_keyword(state, attacker, "Shadow")
    if shadow != has_keyword(state, blocker, "Shadow") and not (  # 702.28b, both ways
            shadow and restricted(state, blocker, BLOCKS_SHADOW) is not None):
        add(f"{attacker.name} has shadow and {blocker.name} doesn't: it can't block it"
            if shadow else f"{blocker.name} has shadow: it can block only creatures with "
            f"shadow, and {attacker.name} has none", "702.28b")
    if has_keyword(state, attacker, "Horsemanship") and not has_keyword(
            state, blocker, "Horsemanship"):
        add(f"{attacker.name} has horsemanship: only a creature with horsemanship can "
            f"block it, and {blocker.name} hasn't", "702.31b")
    if has_keyword(state, attacker, "Skulk") and power(state, blocker) > power(
            state, attacker):
        add(f"{attacker.name} has skulk: {blocker.name} has greater power and can't "
            "block it", "702.118b")
    for walk in sorted(k for k in keywords(state, attacker) if k.endswith("walk")):
        land = walk.removesuffix("walk")  # landwalk names a land type (702.14a)
        if any(land in p.card.subtypes for p in state.permanents(blocker.controller)) and \
                restricted(state, attacker, blocked_despite(land)) is None and \
                restricted(state, attacker, blocked_despite(None)) is None:
            add(f"{attacker.name} has {land.lower()}walk and {blocker.controller} controls "
                f"a {land}: it can't be blocked", "702.14c")
    if has_keyword(state, attacker, "Flying") and not (
        has_keyword(state, blocker, "Flying") or has_keyword(state, blocker, "Reach")
    ):
        add(f"{attacker.name} has flying: only a creature with flying or reach can block "
            f"it, and {blocker.name} has neither", "702.9b")
    if (quality := protected_from(state, attacker, blocker)) is not None:
        add(f"{attacker.name} has protection from {quality} and can't be "
            f"blocked by {blocker.name}", "702.16f")
    return out


def group_problems(state: GameState, pairs: Sequence[Pair]) -> list[Problem]:
    """What the declaration breaks as a whole: how many creatures each blocks (509.1a),
    "can't block alone" (506.5), "can't be blocked by more than one creature", menace
    (702.111b) (509.1b)."""
    out: list[Problem] = []
    blockers = {b.id: b for b, _ in pairs}
    for blocker in blockers.values():
        n = sum(1 for b, _ in pairs if b.id == blocker.id)
        if (limit := block_limit(state, blocker)) is not None and n > limit:
            more = f", and {limit - 1} more as its abilities allow" if limit > 1 else ""
            out.append((f"{blocker.name} is declared to block {n} creatures: a creature "
                        f"blocks one attacking creature{more}", ("509.1a",)))
    for blocker in blockers.values():  # "... unless at least two other creatures block"
        for source, e in restrictions(state, blocker):
            if e.restriction == ALSO_BLOCKING and e.by is not None and sum(
                    1 for o in blockers.values() if o.id != blocker.id
                    and e.by(state, source, o)) < e.at_least:
                out.append((f"{blocker.name} can't block: too few of the other creatures "
                            f"declared are what {possessive(source.name)} ability asks for "
                            f"(\"{e.text}\")", ("509.1b",)))
    if len(blockers) == 1 and (by := restricted(state, pairs[0][0], "can't block alone")):
        out.append((f"{pairs[0][0].name} can't block alone, and no other creature is "
                    f"declared as a blocker ({by}'s ability)", ("506.5", "509.1b")))
    for attacker in {a.id: a for _, a in pairs}.values():
        count = sum(a.id == attacker.id for _, a in pairs)
        if count > 1 and restricted(
            state, attacker, "can't be blocked by more than one creature"
        ) is not None:
            out.append(_problem(f"{attacker.name} can't be blocked by more than one creature",
                                "509.1b"))
        if count < 3 and restricted(state, attacker, THREE_OR_MORE) is not None:
            out.append(_problem(f"{attacker.name} can't be blocked except by three or more "
                                f"creatures, and {count} block it", "509.1b"))
        if has_keyword(state, attacker, "Menace") and count == 1:
            out.append(_problem(f"{attacker.name} has menace: it can't be blocked except by "
                                "two or more creatures", "702.111b"))
    return out


def block_problems(state: GameState, pairs: Sequence[Pair]) -> list[Problem]:
    """Every restriction the declaration breaks (509.1b)."""
    out = [p for blocker, attacker in pairs for p in pair_problems(state, blocker, attacker)]
    return out + group_problems(state, pairs)
