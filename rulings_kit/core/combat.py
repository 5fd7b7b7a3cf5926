"""Declaring attackers and blockers (508, 509) with the keywords that restrict them
(702): what may attack, what may block what. Combat damage is in ``combat_damage``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.block_requirements import requirement_problems
from rulings_kit.core.block_restrictions import Problem, block_problems
from rulings_kit.core.characteristics import has_keyword, is_creature
from rulings_kit.core.combat_events import Unblocked
from rulings_kit.core.exert import exert_attackers
from rulings_kit.core.goad import check_goaded, goaders
from rulings_kit.core.planeswalkers import is_planeswalker
from rulings_kit.core.refs import Ref, find, matches
from rulings_kit.core.restrictions import anything_says, detained_by, restricted, restrictions
from rulings_kit.core.state import GameObject, GameState, Step
from rulings_kit.core.statics import CANT_ATTACK_YOU
from rulings_kit.core.turn_record import Did, Happened
from rulings_kit.core.turns import next_step
from rulings_kit.core.unless import ALSO_ATTACKING, exception_text
from rulings_kit.core.values import evolve
from rulings_kit.core.words import possessive
from rulings_kit.errors import IllegalActionError, RulingsError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


# ---- declaring attackers and blockers (508, 509) ------------------------------------




def reject(problems: Sequence[Problem], what: str) -> None:
    """Raise one error naming every problem and every rule (fine print 11, 19)."""
    if problems:
        text = "; ".join(f"{t} ({', '.join(dict.fromkeys(rules))})" for t, rules in problems)
        rules = tuple(dict.fromkeys(r for _, rs in problems for r in rs))
        raise IllegalActionError(f"illegal {what}: {text}", rules)


def check_attackers(state: GameState, creatures: Sequence[GameObject], player: str,
                    defender: str | None = None) -> None:
    """Reject the declaration if a creature can't attack (508.1a, 508.1c, 302.6); its
    ``defender``: the player attacked (the first opponent if not given)."""
    opponents = state.opponents(player)
    defender = defender or (opponents[0] if opponents else None)
    # the player attacked is the defending player the restrictions read (506.2, 508.1c):
    # "can't attack if defending player controls an untapped land"
    state = evolve(state, defender=defender)
    problems: list[Problem] = []
    for c in creatures:
        if c.tapped:
            problems.append((f"{c.name} is tapped and can't attack", ("508.1a",)))
        if c.sick and not has_keyword(state, c, "Haste"):
            problems.append(
                (f"{c.name} can't attack: it came under {player}'s control this turn", ("302.6",))
            )
        if has_keyword(state, c, "Defender") and restricted(
                state, c, "can attack as though it didn't have defender") is None:
            problems.append((f"{c.name} has defender and can't attack", ("702.3b", "508.1c")))
        if (by := detained_by(state, c)) is not None:
            problems.append((f"{c.name} is detained ({by}) and can't attack",
                             ("701.35a", "508.1c")))
        elif (by := restricted(state, c, "can't attack")) is not None:
            unless = exception_text(state, c, "can't attack")  # "... unless ..." (508.1c)
            said = f": \"{unless}\"" if unless else ""
            problems.append((f"{c.name} can't attack ({by}'s ability{said})", ("508.1c",)))
        if len(creatures) == 1 and (by := restricted(state, c, "can't attack alone")):
            problems.append((f"{c.name} can't attack alone, and no other creature is declared "
                             f"as an attacker ({by}'s ability)", ("506.5", "508.1c")))
        for source, e in restrictions(state, c):
            if e.restriction == ALSO_ATTACKING and e.by is not None and sum(
                    1 for o in creatures if o.id != c.id and e.by(state, source, o)) < e.at_least:
                problems.append((f"{c.name} can't attack: too few of the other creatures "
                                 f"declared are what {possessive(source.name)} ability asks "
                                 f"for (\"{e.text}\")", ("508.1c",)))
            if e.restriction == CANT_ATTACK_YOU and source.controller == defender:
                # every creature attacks one player or their planeswalkers (802.2 aside)
                problems.append((f"{c.name} can't attack {defender} or planeswalkers they "
                                 f"control ({possessive(source.name)} ability: \"{e.text}\")",
                                 ("508.1c",)))
            if e.restriction == "can't attack unless defending player controls" and \
                    e.by is not None and not any(
                        e.by(state, source, o) for o in state.permanents(defender)):
                problems.append((f"{c.name} can't attack: {defender} controls nothing "
                                 f"{source.name}'s ability asks for ({e.text})", ("508.1c",)))
    reject(problems, "attack")


def attackers(state: GameState) -> tuple[GameObject, ...]:
    return tuple(p for p in state.permanents() if p.attacking)


def declare_blockers(
    txn: Transaction, player: str | None, blocks: Sequence[tuple[Ref, Ref]]
) -> None:
    """Move to the declare blockers step and declare these blocks (509.1): each blocker
    blocks one attacker; every restriction is checked on the whole declaration (509.1b),
    and an illegal one leaves the game as it was (509.1, 733)."""
    state = txn.state
    if state.step is not Step.DECLARE_ATTACKERS or not attackers(state):
        raise IllegalActionError(
            "blockers are declared in the declare blockers step, right after attackers are "
            f"declared; it is the {state.step.value.replace('_', ' ')} step and "
            f"{'no creature is attacking' if not attackers(state) else 'blockers are past'}"
            " (509.1)",
            ("509.1",),
        )
    if state.stack:
        raise IllegalActionError(
            "the stack must be empty to move to declare blockers (500.2); resolve it first",
            ("500.2",),
        )
    defender = state.defender or ""
    if player is not None and player != defender:
        raise IllegalActionError(
            f"{player} is not the defending player; {defender} is (509.1a)", ("509.1a",)
        )
    mine = [o for o in state.permanents(defender) if is_creature(state, o)]
    attacking = list(attackers(state))
    pairs: list[tuple[GameObject, GameObject]] = []
    for blocker_ref, attacker_ref in blocks:
        try:
            blocker = find(state, blocker_ref, among=mine, what=f"creature {defender} controls")
            attacker = find(state, attacker_ref, among=attacking, what="attacking creature")
        except RulingsError as e:
            raise IllegalActionError(f"can't block that way: {e} (509.1a)", ("509.1a",)) from None
        if any(b.id == blocker.id and a.id == attacker.id for b, a in pairs):
            raise IllegalActionError(
                f"{blocker.name} is named twice to block {attacker.name} (509.1a)",
                ("509.1a",),
            )  # how many attackers each creature may block is checked with the rest
        pairs.append((blocker, attacker))
    # restrictions first (509.1b), then the most requirements obeyable (509.1c)
    reject(block_problems(state, pairs) or requirement_problems(state, mine, attacking, pairs),
           "block")
    next_step(txn)
    for blocker in {b.id: b for b, _ in pairs}.values():  # 509.1g
        theirs = [a.id for b, a in pairs if b.id == blocker.id]
        txn.update(evolve(txn.state.obj(blocker.id), blocking=theirs[0],
                          also_blocking=tuple(theirs[1:])))
    for attacker in attacking:
        if any(a.id == attacker.id for _, a in pairs):
            txn.update(evolve(txn.state.obj(attacker.id), blocked=True))  # 509.1h
    with txn.together():  # declared at once: one batch of blocks (509.1g, 603.2c)
        for blocker, attacker in pairs:
            txn.emit(ev.Blocked("509.1g", txn.state.obj(blocker.id),
                                txn.state.obj(attacker.id)))
    for attacker in attacking:
        if not any(a.id == attacker.id for _, a in pairs):
            txn.emit(Unblocked("509.1h", txn.state.obj(attacker.id)))


def _check_requirements(
    state: GameState, mine: Sequence[GameObject], attackers: Sequence[GameObject], player: str,
    defender: str | None = None,
) -> None:
    """508.1d: a creature that "attacks each combat if able" and could attack must."""
    declared = {a.id for a in attackers}
    problems: list[Problem] = []
    for c in mine:
        if c.id in declared or (by := restricted(state, c, "attacks each combat if able")) is None:
            continue
        if not _could_attack(state, c, attackers, mine, player, defender):
            continue  # it can't attack, so the requirement asks nothing (508.1d)
        if goaded := goaders(state, c):  # 701.15b
            problems.append((f"{c.name} is goaded by {' and '.join(goaded)} and attacks each "
                             "combat if able, and it could attack", ("701.15b", "508.1d")))
            continue
        problems.append((f"{c.name} attacks each combat if able ({possessive(by)} ability), "
                         "and it could attack", ("508.1d",)))
    reject(problems, "attack")


def check_no_attackers(state: GameState) -> None:
    """Moving on through declare attackers declares none (508.1): refused if a creature
    that attacks each combat if able could attack (508.1d)."""
    if not anything_says(state, "attacks each combat if able"):
        return  # asked at every combat: most games have no such requirement
    mine = [o for o in state.permanents(state.active) if is_creature(state, o)]
    _check_requirements(state, mine, [], state.active)


def _could_attack(state: GameState, c: GameObject, declared: Sequence[GameObject],
                  mine: Sequence[GameObject], player: str, defender: str | None) -> bool:
    """Whether ``c`` could attack besides those declared: alone, or, if it can't attack
    alone (506.5), with another creature that could attack too (Bonded Construct's
    ruling: "its controller must attack with it and another creature if able")."""
    for more in ([], *([o] for o in mine if o.id != c.id and o not in declared)):
        try:
            check_attackers(state, [*declared, c, *more], player, defender)
        except IllegalActionError:
            continue
        return True
    return False


def _can_attack(state: GameState, creatures: Sequence[GameObject], player: str,
                defender: str) -> bool:
    try:
        check_attackers(state, creatures, player, defender)
    except IllegalActionError:
        return False
    return True


def _attacked(state: GameState, player: str, at: Sequence[Ref]) -> tuple[str, list[int | None]]:
    """What each creature attacks (508.1b): a player, or a planeswalker an opponent
    controls, by id (None for the player); and the defending player (506.2). Only a
    player, a planeswalker or a battle can be attacked (506.3)."""
    opponents = state.opponents(player)
    walkers = [o for o in state.permanents() if o.controller in opponents
               and is_planeswalker(state, o)]
    defenders: list[str] = []
    out: list[int | None] = []
    for ref in at:
        if isinstance(ref, str) and ref in state.player_names:
            if ref not in opponents:
                raise IllegalActionError(
                    f"{ref!r} can't be attacked; opponents: {', '.join(opponents)} (508.1b)",
                    ("508.1b",))
            defenders.append(ref)
            out.append(None)
            continue
        try:
            walker = find(state, ref, among=walkers, what="planeswalker an opponent controls")
        except RulingsError as e:
            raise IllegalActionError(
                f"can't attack {ref!r}: only a player, a planeswalker or a battle can be "
                f"attacked, and {e} (506.3, 508.1b)", ("506.3", "508.1b")) from None
        defenders.append(walker.controller)
        out.append(walker.id)
    if len(set(defenders)) > 1:
        raise IllegalActionError(
            "attacking two or more players in one combat (802.2) is not supported yet: every "
            f"creature must attack one player or that player's planeswalkers, not "
            f"{', '.join(dict.fromkeys(defenders))}", ("802.2",))
    return defenders[0], out


def declare_attackers(
    txn: Transaction, player: str, creatures: Sequence[Ref], defender: str | None,
    at: Sequence[Ref] = (),
) -> None:
    """Move to declare attackers and declare them (508.1); ``at``, one for each creature:
    the player or planeswalker it attacks (508.1b), else all attack ``defender``."""
    state = txn.state
    if state.active != player:
        raise IllegalActionError(
            f"only the active player ({state.active}) declares attackers (508.1)", ("508.1",)
        )
    if state.step.order > Step.BEGINNING_OF_COMBAT.order and not (
            state.step is Step.MAIN2 and state.next_steps[:1] == (Step.BEGINNING_OF_COMBAT,)):
        # (a combat phase added after this main phase is still to come: 500.8)
        raise IllegalActionError(
            f"attackers are declared once per combat; it is already {state.step.value} (508.1)",
            ("508.1",),
        )
    opponents = state.opponents(player)
    walkers: list[int | None] = [None] * len(creatures)
    if at:
        defender, walkers = _attacked(state, player, at)
    defender = defender or (opponents[0] if opponents else None)
    if defender not in opponents:
        raise IllegalActionError(
            f"{defender!r} can't be attacked; opponents: {', '.join(opponents)} (508.1b)",
            ("508.1b",),
        )
    mine = [o for o in state.permanents(player) if is_creature(state, o)]
    attackers: list[GameObject] = []
    for ref in creatures:
        # a creature is declared once (508.1a): a name given twice names two creatures
        left = [o for o in mine if o not in attackers]
        try:
            attackers.append(find(state, ref, among=left, what="creature you control"))
        except RulingsError as e:
            why = str(e)
            if len(left) < len(mine) and any(matches(o, str(ref)) for o in attackers):
                n = sum(1 for r in creatures if r == ref)
                why = (
                    f"{ref!r} is named {n} times, but {player} controls "
                    f"{sum(1 for o in mine if matches(o, str(ref)))} such creature(s); "
                    "each attacking creature is declared once"
                )
            raise IllegalActionError(
                f"can't attack with that: {why} (508.1a)", ("508.1a",)
            ) from None
    check_attackers(state, attackers, player, defender)
    _check_requirements(state, mine, attackers, player, defender)
    check_goaded(state, attackers, walkers, player, defender,
                 lambda other: _can_attack(state, attackers, player, other))
    while txn.state.step is not Step.DECLARE_ATTACKERS:
        if txn.state.stack:
            raise IllegalActionError(
                "the stack must be empty to move to combat (500.2)", ("500.2",)
            )
        next_step(txn)
    txn.state = evolve(txn.state, defender=defender)
    for a in attackers:
        current = txn.state.obj(a.id)
        if not has_keyword(txn.state, current, "Vigilance"):
            txn.set_tapped(current, True, "508.1f")
    exert_attackers(txn, player, attackers)  # optional costs to attack (508.1g-j)
    for a, walker in zip(attackers, walkers, strict=True):  # 508.1k
        txn.update(evolve(txn.state.obj(a.id), attacking=True, attacks=walker))
    record = txn.state.this_turn
    for a, walker in zip(attackers, walkers, strict=True):  # boast (702.142a), melee
        record = record.adding(Happened(Did.ATTACK, player, a.id, a.name,  # (702.121a)
                                        attacked="" if walker is not None else defender))
    txn.state = evolve(txn.state, this_turn=record)
    with txn.together():  # declared at once: one batch of attacks (508.1, 603.2c)
        for a, walker in zip(attackers, walkers, strict=True):
            attacked = txn.state.obj(walker) if walker is not None else None
            txn.emit(ev.Attacked("508.1b" if attacked else "508.1", txn.state.obj(a.id),
                                 defender, attacked))
    txn.state = evolve(txn.state, priority=player, passed=())
