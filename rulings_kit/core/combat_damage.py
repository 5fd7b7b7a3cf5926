"""The combat damage steps (510) and the end of combat (511.3): how each attacking and
blocking creature assigns its combat damage (the ``damage:ATTACKER`` question when its
controller divides it), first and double strike's extra step (510.4), trample (702.19)
and deathtouch's lethal damage (702.2c). The turn structure calls ``combat_damage`` as
each combat damage step begins and ``leave_combat`` as the end of combat step ends.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import has_keyword, power_toughness, subtypes
from rulings_kit.core.planeswalkers import attacked_planeswalker
from rulings_kit.core.questions import Ask, Option, Question, option_names
from rulings_kit.core.refs import names_of
from rulings_kit.core.restrictions import restricted
from rulings_kit.core.state import GameObject, GameState, Step, Target
from rulings_kit.core.statics import AS_THOUGH_UNBLOCKED
from rulings_kit.core.turn_record import Did, Happened
from rulings_kit.core.values import evolve
from rulings_kit.core.words import possessive
from rulings_kit.errors import QuestionError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction

#: "~ assigns no combat damage this turn": an effect on how it assigns it (510.1a)
NO_COMBAT_DAMAGE = "assigns no combat damage"
#: more divisions of one creature's damage than this are not listed for the explorer
MAX_LISTED_DIVISIONS = 500


def leave_combat(txn: Transaction) -> None:
    """511.3: as the end of combat step ends, every creature is removed from combat."""
    for perm in txn.state.permanents():
        if perm.attacking or perm.blocking is not None or perm.blocked:
            txn.update(evolve(perm, attacking=False, attacks=None, blocking=None,
                              also_blocking=(), blocked=False))
    txn.state = evolve(txn.state, damage_step=0, first_strikers=())


# ---- combat damage (510) -----------------------------------------------------------


def _strikes_first(state: GameState, obj: GameObject) -> bool:
    return has_keyword(state, obj, "First strike") or has_keyword(state, obj, "Double strike")


def combatants(state: GameState) -> tuple[GameObject, ...]:
    return tuple(p for p in state.permanents() if p.attacking or p.blocking is not None)


def has_second_damage_step(state: GameState) -> bool:
    """After a first-strike combat damage step the phase gets a second one (510.4)."""
    return state.step is Step.COMBAT_DAMAGE and state.damage_step == 1


def combat_damage(txn: Transaction) -> None:
    """The combat damage step's turn-based actions (510.1-510.2): assign, then deal all
    combat damage at once. With first or double strike in combat as the first step
    begins, only those creatures deal damage in it (510.4)."""
    state = txn.state
    fighting = combatants(state)
    first = state.damage_step == 0 and any(_strikes_first(state, c) for c in fighting)
    if first:
        dealers = [c for c in fighting if _strikes_first(state, c)]
        txn.emit(
            ev.Noted(
                "510.4",
                "first strike: only creatures with first strike or double "
                "strike deal combat damage in this step",
            )
        )
    elif state.damage_step == 1:  # the second step (510.4)
        txn.emit(
            ev.Noted(
                "510.4",
                "the second combat damage step: creatures that had neither first strike nor "
                "double strike as the first step began, and those with double strike now, "
                "deal combat damage",
            )
        )
        had = set(state.first_strikers)  # as the first step began (510.4, 702.7c)
        dealers = [
            c for c in fighting if c.id not in had or has_keyword(state, c, "Double strike")
        ]
    else:
        dealers = list(fighting)
    txn.state = evolve(
        txn.state,
        damage_step=1 if first else 2,
        first_strikers=tuple(c.id for c in dealers) if first else (),
    )
    assigned: dict[Target, int] = {}  # damage assigned to each creature so far (702.19b)
    plan: list[tuple[GameObject, Target, int]] = []
    # the active player's attackers first, then the defending player's blockers (510.1)
    for c in [c for c in dealers if c.attacking] + [c for c in dealers if not c.attacking]:
        for target, amount in _assign(txn, c, assigned).items():
            if amount > 0:
                plan.append((c, target, amount))
                if isinstance(target, int):
                    assigned[target] = assigned.get(target, 0) + amount
    before = len(txn.events)
    txn.deal_damage_at_once(plan, "510.2")  # all dealt at once (510.2)
    for e in txn.events[before:]:  # who dealt combat damage to a player, with what (702.76a)
        if isinstance(e, ev.DamageDealt) and isinstance(e.target, str) and e.amount > 0:
            source = txn.state.obj(e.source.id) if txn.state.has(e.source.id) else e.source
            dealt = Happened(Did.COMBAT_DAMAGE, source.controller, source.id, source.name,
                             subtypes=subtypes(txn.state, source))
            txn.state = evolve(txn.state, this_turn=txn.state.this_turn.adding(dealt))


def _assign(
    txn: Transaction, creature: GameObject, assigned: Mapping[Target, int]
) -> dict[Target, int]:
    """How ``creature`` assigns its combat damage (510.1a-d, 702.19)."""
    state = txn.state
    pt = power_toughness(state, creature)
    power = pt[0] if pt else 0
    if power <= 0:  # 510.1a
        return {}
    if (by := restricted(state, creature, NO_COMBAT_DAMAGE)) is not None:  # 510.1a, changed
        txn.emit(ev.Noted("510.1a", f"{creature.name} assigns no combat damage "
                          f"({possessive(by)} effect)"))
        return {}
    if not creature.attacking:  # a blocker: to the creatures it blocks (510.1d)
        still = [state.obj(a) for a in creature.blocked_attackers
                 if a in state.battlefield and state.obj(a).attacking]  # 506.4
        if len(still) <= 1:
            return {still[0].id: power} if still else {}
        return _ask_division(txn, creature, power, still, False, assigned)
    defender = attacked(state, creature)
    if not creature.blocked:  # 510.1b
        return {defender: power} if defender is not None else {}
    if defender is not None and _as_though_unblocked(txn, creature, defender):
        return {defender: power}  # all of it, as an unblocked creature assigns (510.1b)
    blockers = [b for b in state.permanents() if b.blocks(creature.id)]
    trample = has_keyword(state, creature, "Trample")
    if not blockers:  # 510.1c; with trample, all to what it attacks (702.19d)
        return {defender: power} if trample and defender is not None else {}
    if len(blockers) == 1 and not trample:  # 510.1c
        return {blockers[0].id: power}
    return _ask_division(txn, creature, power, blockers, trample, assigned)


def _as_though_unblocked(txn: Transaction, creature: GameObject, defender: Target) -> bool:
    """"You may have ~ assign its combat damage as though it weren't blocked." (510.1c):
    its controller chooses, as it assigns, all to the blockers as 510.1c says or all to
    what it attacks as 510.1b says; never split between them (Thorn Elemental's ruling)."""
    state = txn.state
    by = restricted(state, creature, AS_THOUGH_UNBLOCKED)
    if by is None:
        return False
    to = state.obj(defender).name if isinstance(defender, int) else defender
    if not txn.ask_may(creature, creature.controller,
                       f"{creature.controller} may have {creature.name} assign its combat "
                       f"damage to {to} as though it weren't blocked", "510.1c"):
        return False
    txn.emit(ev.Noted("510.1c", f"{creature.name} assigns its combat damage as though it "
                      f"weren't blocked ({possessive(by)} ability): all of it to {to} (510.1b)"))
    return True


def attacked(state: GameState, creature: GameObject) -> Target | None:
    """The player or planeswalker an attacking creature attacks (508.1b); None when its
    planeswalker was removed from combat and it attacks nothing (506.4c, 510.1b)."""
    if creature.attacks is None:
        return state.defender
    walker = attacked_planeswalker(state, creature)
    return walker.id if walker is not None else None


def lethal_needed(
    state: GameState, source: GameObject, blocker: GameObject, assigned: Mapping[Target, int]
) -> int:
    """Damage that counts as lethal for ``blocker`` now (702.19b): its toughness less the
    damage marked and already assigned this step; any 1 from deathtouch (702.2c)."""
    pt = power_toughness(state, blocker)
    left = max(0, (pt[1] if pt else 0) - blocker.damage - assigned.get(blocker.id, 0))
    return min(left, 1) if has_keyword(state, source, "Deathtouch") else left


def _ask_division(
    txn: Transaction,
    creature: GameObject,
    power: int,
    blockers: Sequence[GameObject],
    trample: bool,
    assigned: Mapping[Target, int],
) -> dict[Target, int]:
    """``damage:ATTACKER``: its controller divides its damage (510.1c, 702.19b)."""
    state = txn.state
    defender = attacked(state, creature)
    recipients: list[Target] = [b.id for b in blockers]
    options = [Option(b.id, b.display_name, names_of(b)) for b in blockers]
    if trample and defender is not None:  # the player or planeswalker it attacks (702.19b)
        recipients.append(defender)
        if isinstance(defender, int):
            walker = state.obj(defender)
            options.append(Option(defender, walker.display_name, names_of(walker)))
        else:
            options.append(Option(defender, defender))
    # the listed divisions key each amount by the option's name, or by its id where two
    # blockers share a name: one key per recipient (510.1c)
    names = option_names(options)
    keys = [n if names.count(n) == 1 else o.value for n, o in zip(names, options, strict=True)]
    needed: dict[Target, int] = {
        b.id: lethal_needed(state, creature, b, assigned) for b in blockers
    }
    listed = _divisions(power, recipients, needed, defender if trample else None)
    answers = tuple({k: a for k, a in zip(keys, d, strict=True) if a} for d in listed)
    rule = "702.19b" if trample else "510.1c" if creature.attacking else "510.1d"
    q = Question(
        txn.question_id(Ask.DAMAGE, creature),
        Ask.DAMAGE,
        creature.controller,
        f"{creature.controller} divides {possessive(creature.name)} {power} combat damage",
        rule,
        tuple(options),
        (power, power),
        subject=creature.display_name,
        answers=answers if len(answers) <= MAX_LISTED_DIVISIONS else (),
    )
    raw = txn.ask(q)
    division = _read_division(q, raw, options)
    _check_division(q, creature, power, division, needed, defender if trample else None, state)
    return division


def _divisions(
    power: int, recipients: Sequence[Target], needed: Mapping[Target, int], player: Target | None
) -> list[tuple[int, ...]]:
    """Every legal division of ``power`` among ``recipients`` (in their order)."""
    out = []
    k = len(recipients)
    for cuts in itertools.combinations(range(power + k - 1), k - 1):
        parts = [b - a - 1 for a, b in zip((-1, *cuts), (*cuts, power + k - 1), strict=True)]
        division = dict(zip(recipients, parts, strict=True))
        if _division_problem(power, division, needed, player) is None:
            out.append(tuple(parts))
        if len(out) > MAX_LISTED_DIVISIONS:
            break
    return out


def _division_problem(
    power: int, division: Mapping[Target, int], needed: Mapping[Target, int], player: Target | None
) -> tuple[str, tuple[str, ...]] | None:
    total = sum(division.values())
    if total != power:
        return f"the amounts add up to {total}, not its power {power}", ("510.1c", "510.1a")
    if player is not None and division.get(player, 0) > 0:
        short = [t for t, n in needed.items() if division.get(t, 0) < n]
        if short:
            return (
                "damage can go to the player only once every blocker is assigned lethal damage",
                ("702.19b", "510.1c"),
            )
    return None


def _read_division(q: Question, raw: Any, options: Sequence[Option]) -> dict[Target, int]:
    if not isinstance(raw, Mapping):
        raise QuestionError(f"answer to {q.id!r} must be {q.describe_options()}", q.id, (q.rule,))
    division: dict[Target, int] = {o.value: 0 for o in options}  # type: ignore[misc]
    for name, amount in raw.items():
        match = [o for o in options if o.value == name or (isinstance(name, str) and o.named(name))]
        if len(match) != 1:
            why = "is not" if not match else "names more than one of"
            raise QuestionError(
                f"{name!r} {why} the creatures or player it may assign damage to; answer with "
                f"{q.describe_options()} ({q.rule})",
                q.id,
                (q.rule, "510.1c"),
            )
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise QuestionError(
                f"the damage for {name!r} in {q.id!r} must be a whole number 0 or more",
                q.id,
                ("510.1c",),
            )
        division[match[0].value] += amount  # type: ignore[index]
    return division


def _check_division(
    q: Question,
    creature: GameObject,
    power: int,
    division: Mapping[Target, int],
    needed: Mapping[Target, int],
    player: Target | None,
    state: GameState,
) -> None:
    if player is None and any(isinstance(t, str) and n for t, n in division.items()):
        raise QuestionError(
            f"{creature.name} has no trample: a blocked creature assigns its damage only to "
            f"the creatures blocking it (510.1c, 702.19b)",
            q.id,
            ("510.1c", "702.19b"),
        )
    problem = _division_problem(power, division, needed, player)
    if problem is not None:
        text, rules = problem
        raise QuestionError(
            f"illegal damage assignment for {creature.name} ({q.id}): {text} ({', '.join(rules)})",
            q.id,
            rules,
        )
