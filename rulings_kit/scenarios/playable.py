"""Whether a player could cast a card or activate an ability now (``castable``,
``activatable``; 601.2, 602.2, 117.1a).

There is no second implementation of the casting rules here: each candidate choice of
modes and targets (the legal ones, 601.2b-c) is tried with the engine's own ``cast`` and
``activate`` actions on a copy of the position, paying costs the way an action without
``pay`` does (the mana the player's sources can produce, 601.2g-h), and the questions
asked on the way are answered with each of their legal answers in turn. The action is
stopped as soon as the spell becomes cast (601.2i) or the ability activated (602.2b);
nothing of the trial is kept.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

from rulings_kit.core import events as ev
from rulings_kit.core.actions import Activate, Cast
from rulings_kit.core.answers import legal_answers
from rulings_kit.core.characteristics import activated_abilities, has_keyword
from rulings_kit.core.definitions import TargetSpec, definition
from rulings_kit.core.engine import Observer, Txn, apply
from rulings_kit.core.keyword_payment import HelpedBy, Helper
from rulings_kit.core.questions import Unanswered
from rulings_kit.core.refs import find
from rulings_kit.core.state import GameObject, GameState, Kind, Target, Zone
from rulings_kit.core.targets import legal_targets, spec_counts, specs_of
from rulings_kit.core.values import evolve
from rulings_kit.core.words import plural
from rulings_kit.errors import RulingsError

#: at most this many actions are tried for one card: enough for any position a ruling needs
MAX_TRIES = 200
#: zones a card may be cast from or have an ability activated from, besides the battlefield
CARD_ZONES = (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY)


class _Done(Exception):
    """The spell became cast, or the ability activated: the trial succeeded."""


class _Watch(Observer):
    def emitting(self, txn: Txn, event: ev.Event) -> None:
        if isinstance(event, ev.SpellCast | ev.AbilityActivated):
            raise _Done


def _succeeds(state: GameState, action: Any, answers: Mapping[str, Any], tries: list[int]) -> bool:
    tries[0] += 1
    if tries[0] > MAX_TRIES:
        return False
    try:
        apply(state, action, answers, observer=_Watch())
    except _Done:
        return True
    except Unanswered as e:  # a choice on the way: some legal answer may do
        question = e.question
        try:
            options = legal_answers(question, state)
        except ValueError:
            return False
        return any(
            _succeeds(state, action, {**answers, question.id: a}, tries) for a in options
        )
    except RulingsError:
        return False
    return True  # a mana ability: it resolved at once (605.3a)


def _target_choices(
    state: GameState, by: GameObject, specs: Sequence[TargetSpec]
) -> Iterator[tuple[Target, ...]]:
    """Every choice of the fewest targets each spec takes (601.2c), legal ones only."""
    counts = spec_counts(specs, 0, 0)
    groups = [
        list(itertools.combinations(legal_targets(state, by, spec), n))
        for spec, n in zip(specs, counts, strict=True)
    ]
    for combo in itertools.product(*groups):
        yield tuple(t for group in combo for t in group)


def _with_priority(state: GameState, player: str) -> GameState:
    """The position as ``player`` would have it on receiving priority (117.1): a player
    casts spells and activates abilities only then, so that is when "now" asks."""
    return state if state.priority == player else evolve(state, priority=player, passed=())


def _helped(state: GameState, card: GameObject) -> bool:
    """Whether the card has a keyword that pays for mana another way (601.2h)."""
    return any(has_keyword(state, card, h.keyword) for h in Helper)


def could_cast(state: GameState, player: str, ref: str) -> bool:
    """Whether ``player`` could cast the card ``ref`` names, from where it is, now (with
    priority)."""
    state = _with_priority(state, player)
    mine = [o for z in CARD_ZONES for o in state.zone_objects(player, z)]
    card = find(state, ref, among=mine, what=f"card {player} owns outside the battlefield")
    tries = [0]
    for modes in definition(card.card).mode_choices():
        spell = evolve(card, zone=Zone.STACK, controller=player, modes=modes)
        for targets in _target_choices(state, spell, specs_of(spell)):
            action = Cast(card.id, player, targets, None, 0, modes, card.zone)
            if _succeeds(state, action, {}, tries):
                return True
            # convoke, improvise, delve: what the mana can't pay, paid that way (702.51a,
            # 702.126a, 702.66a)
            if _helped(state, card) and _succeeds(
                    state, replace(action, helped=HelpedBy(automatic=True)), {}, tries):
                return True
            if tries[0] > MAX_TRIES:
                return False
    return False


def could_activate(state: GameState, player: str, ref: str) -> bool:
    """Whether ``player`` could activate the ability ``ref`` names now: the object's first
    activated ability, or its Nth with ``"Name#N"`` (602.2, 602.5)."""
    state = _with_priority(state, player)
    name, _, number = ref.rpartition("#")
    if not name or not number.isdigit():
        name, number = ref, "1"
    mine = [*state.permanents(player), *(o for z in CARD_ZONES for o in state.zone_objects(
        player, z))]
    obj = find(state, name, among=mine, what=f"object {player} controls or owns")
    index = int(number)
    abilities = activated_abilities(state, obj)
    if not 1 <= index <= len(abilities):
        raise RulingsError(
            f"{obj.display_name} has "
            f"{plural(len(abilities), 'activated ability', 'activated abilities')}; "
            f"{ref!r} names none of them"
        )
    ability = abilities[index - 1]
    zone = obj.zone
    tries = [0]
    # the ability on the stack, as it would be: it may target its own source (115.5)
    stand_in = evolve(obj, id=state.next_id, zone=Zone.STACK, controller=player,
                      kind=Kind.ABILITY, source=obj, ability_index=index - 1)
    for targets in _target_choices(state, stand_in, ability.targets):
        if _succeeds(state, Activate(obj.id, player, index, targets, None, None, zone), {}, tries):
            return True
        if tries[0] > MAX_TRIES:
            return False
    return False
