"""Triggered abilities (603): noticing trigger events, waiting triggers put on the
stack in APNAP order (603.3b), their modes (603.3c) and targets (603.3d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.abilities import TriggeredAbility, triggered_ability
from rulings_kit.core.batches import OneOrMore, batched
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.definitions import definition
from rulings_kit.core.encoded import encoded_cards, trigger_controller
from rulings_kit.core.haunt import haunters
from rulings_kit.core.layer_effects import removes_abilities
from rulings_kit.core.layers import has_text_abilities
from rulings_kit.core.monarch import monarch_source
from rulings_kit.core.objects import ObjectTable
from rulings_kit.core.patterns import Enters
from rulings_kit.core.questions import Ask, Option, Unanswered
from rulings_kit.core.state import GameObject, GameState, Kind, Step, Target, Zone
from rulings_kit.core.state_triggers import StateHolds, has_state_triggers
from rulings_kit.core.suspend import suspended
from rulings_kit.core.targets import (
    legal_targets,
    specs_of,
    target_aliases,
    target_label,
    unlike_earlier,
)
from rulings_kit.core.turn_record import Did, Happened
from rulings_kit.core.values import evolve
from rulings_kit.core.words import possessive, spoken

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def pending_trigger(
    source: GameObject,
    index: int,
    *,
    controller: str | None = None,
    subject: GameObject | None = None,
    event: Happened | None = None,
    chosen: str | None = None,
    x: int | None = None,
) -> GameObject:
    """A triggered ability of ``source`` waiting to be put on the stack (603.3); it gets
    its id when it goes there. Its controller is its source's controller (603.3a); ``x``,
    the value of X its text uses (107.3m)."""
    return GameObject(
        id=0,
        card=source.card,
        owner=source.owner,
        controller=controller if controller is not None else source.controller,
        zone=Zone.STACK,
        kind=Kind.TRIGGER,
        source=source,
        ability_index=index,
        subject=subject,
        trigger_event=event,
        chosen=chosen,
        x=x,
    )


def trigger_reflexive(txn: Transaction, source: GameObject, ability: TriggeredAbility,
                      controller: str) -> None:
    """A reflexive triggered ability of ``source`` ("When you do, ...") triggers now: it is
    put on the stack the next time a player would receive priority, its targets chosen then
    (603.12, 603.3d). ``ability`` is one of the card's triggered abilities that no event
    triggers by itself."""
    index = source.card.of_kind(TriggeredAbility).index(ability)
    trigger = pending_trigger(source, index, controller=controller)
    txn.state = evolve(txn.state, waiting=(*txn.state.waiting, trigger))
    txn.emit(ev.AbilityTriggered("603.12", source, controller))


def _entering_x(ability: TriggeredAbility, event: ev.Event) -> int | None:
    """X for an ability that triggers as its own source enters the battlefield: the value
    of X of the spell that became it, if one was chosen (107.3m); else none (X is 0)."""
    pattern = ability.trigger.test
    if isinstance(pattern, Enters) and pattern.is_self and isinstance(event, ev.ZoneChanged) \
            and event.from_zone is Zone.STACK:
        return event.old.x
    return None


def remembered_gone(state: GameState, delayed: GameObject) -> str | None:
    """Why a resolving delayed triggered ability that waited for a step and remembers
    objects affects none of them: none is still the same object in the zone it's expected
    to be in (603.7c, 400.7); None when one is, or when it remembers none."""
    ability = triggered_ability(delayed)
    if not ability.delayed or ability.trigger.event is not ev.StepBegan:
        return None
    was, happened = delayed.subject, delayed.trigger_event
    if was is not None:
        if state.has(was.id) and state.obj(was.id).zone is was.zone:
            return None
        return f"{was.name} has left the {was.zone.value}, and isn't affected"
    if happened is None or happened.did is not Did.BATCH or not happened.objects or \
            any(state.has(i) for i in happened.objects):
        return None
    return "none of the objects it remembers is still where it was"


def create_delayed(txn: Transaction, later: GameObject, rule: str, source_name: str,
                   description: str) -> None:
    """Create the delayed triggered ability ``later`` (603.7a): it waits in the state
    until its event happens, and triggers then, once (603.7b, ``check_triggers``)."""
    txn.state = evolve(txn.state, delayed=(*txn.state.delayed, later))
    txn.emit(ev.EffectCreated(rule, source_name, description))


def _has_triggers(card: CardShape) -> bool:
    """Whether a card has triggered abilities: its permanents are the trigger sources."""
    return bool(card.of_kind(TriggeredAbility))


def _sources_beyond_the_battlefield(state: GameState, event: ev.Event) -> list[GameObject]:
    """The objects off the battlefield whose abilities ``event`` may trigger (asked only of
    the kinds of event in ``_LOOKED_BEYOND``: every event is asked of)."""
    if isinstance(event, ev.StepBegan):  # the most frequent event: asked first
        # suspend's upkeep ability works in exile (702.62a)
        return list(suspended(state)) if event.step is Step.UPKEEP else []
    if isinstance(event, ev.ZoneChanged):
        found = []
        if event.from_zone is Zone.BATTLEFIELD:
            found.append(event.old)  # leaves-the-battlefield abilities look back (603.10a)
        if event.new is not None and (event.cycled or event.rule == ev.MADNESS_EXILE):
            # "when you cycle this card", where it wound up (702.29c); and "exiled this
            # way" (702.35a)
            found.append(event.new)
        # the cards in exile haunting what left (702.55c), a resolved spell's card (702.55a)
        return found + haunters(state, event)
    if isinstance(event, ev.CardDrawn):
        return [event.card]  # a revealed miracle card triggers from the hand (702.94a)
    if isinstance(event, ev.SpellCast):
        return [event.spell]  # "When you cast this spell" (603.2, from the stack)
    if isinstance(event, ev.Exploited):
        # it exploited itself: it looks back (702.110b)
        return [] if event.exploiter.id in state.battlefield else [event.exploiter]
    if isinstance(event, ev.DamageDealt):  # the cards encoded on the source (702.99a)
        return encoded_cards(state, event.source.id) if state.encoded else []
    if isinstance(event, ev.CountersChanged) and event.obj.zone is Zone.EXILE \
            and state.has(event.obj.id):  # "When the last time counter is removed" (702.62a)
        return [state.obj(event.obj.id)]
    return []


#: the kinds of event that may trigger abilities of objects off the battlefield (no
#: subclasses: tested by class)
_LOOKED_BEYOND = frozenset({ev.CardDrawn, ev.SpellCast, ev.ZoneChanged, ev.Exploited,
                            ev.StepBegan, ev.CountersChanged, ev.DamageDealt})


def _triggers_in_graveyard(card: CardShape) -> bool:
    return any(a.trigger.zone is Zone.GRAVEYARD for a in card.of_kind(TriggeredAbility))


def in_graveyards(state: GameState) -> list[GameObject]:
    """The cards in graveyards with a triggered ability that functions there: one whose
    effect returns the card from its owner's graveyard (113.6m); asked when a card of the
    game has one (``ObjectTable.any_having``)."""
    objects = state.objects
    assert isinstance(objects, ObjectTable)  # its answers are kept from state to state
    return [objects.get(i) for n, p in enumerate(state.players, 1)
            for i in objects.having(p.graveyard, _triggers_in_graveyard, slot=n)]


#: events no trigger pattern watches (603.2): passing priority and the trace's notes
_WATCHED_BY_NONE = frozenset({ev.PriorityPassed, ev.Noted})


def _check_state_triggers(txn: Transaction) -> None:
    """Each state trigger whose game state matches and that isn't waiting or on the stack
    already triggers (603.8), asked after every event: as soon as the state matches."""
    state = txn.state
    sources = state.sources_whose(has_state_triggers)
    if sources and removes_abilities(state):  # one that lost its abilities has no triggers
        sources = tuple(s for s in sources if has_text_abilities(state, s))  # (613.1f)
    if not sources:
        return
    pending = {(o.source.id, o.ability_index)
               for o in (*state.waiting, *(state.obj(i) for i in state.stack))
               if o.kind is Kind.TRIGGER and o.source is not None}
    for source in sources:
        for index, ability in enumerate(source.card.of_kind(TriggeredAbility)):
            test = ability.trigger.test
            if not isinstance(test, StateHolds) or (source.id, index) in pending \
                    or not test.condition(txn.state, source):
                continue
            # waiting before its event is told, so that event doesn't trigger it again
            txn.state = evolve(txn.state, waiting=(*txn.state.waiting,
                                                   pending_trigger(source, index)))
            txn.emit(ev.AbilityTriggered("603.8", source, source.controller))


def check_triggers(txn: Transaction, event: ev.Event) -> None:
    if type(event) in _WATCHED_BY_NONE:
        return  # a third of the events of a cast and resolution
    state = txn.state
    objects = state.objects
    assert isinstance(objects, ObjectTable)  # its answers are kept from state to state
    if objects.any_having(has_state_triggers):  # the usual case: no card in the game has one
        _check_state_triggers(txn)
        state = txn.state
    kind = type(event)
    # those with an ability this kind of event may trigger, asked first: whether any effect
    # takes abilities away is worked out for the state, and most events trigger nothing
    sources: list[GameObject] = [s for s in state.sources_whose(_has_triggers)
                                 if definition(s.card).listening(kind)]
    if sources and removes_abilities(state):  # one that lost its abilities has no triggers (613.1f)
        sources = [s for s in sources if has_text_abilities(state, s)]
    if objects.any_having(_triggers_in_graveyard):  # the usual case: no card has one
        sources += in_graveyards(state)  # "..., return this card from your graveyard" (113.6m)
    if (crowned := monarch_source(state)) is not None:
        sources.append(crowned)  # the monarch's abilities, which have no source (725.2)
    if type(event) in _LOOKED_BEYOND:
        sources += _sources_beyond_the_battlefield(state, event)
        if txn.left_together and isinstance(event, ev.ZoneChanged) and \
                event.from_zone is Zone.BATTLEFIELD:
            # the permanents that left at the same time before this one see it leave too:
            # "whenever a creature you control dies" as it dies with others (603.10a)
            sources += [w for w in txn.left_together if w.id != event.old.id]
    for delayed in state.delayed:
        ability = triggered_ability(delayed)
        if isinstance(event, ability.trigger.event) and delayed.source is not None:
            hit = ability.trigger.test(event, delayed.source, txn.state)
            if hit and ability.this_turn:  # it stays, to trigger again this turn (603.7b)
                fired = evolve(delayed, subject=hit if isinstance(hit, GameObject) else None,
                               trigger_event=_as_happened(event, txn.state))
                txn.state = evolve(txn.state, waiting=(*txn.state.waiting, fired))
                txn.emit(ev.AbilityTriggered("603.7b", delayed.source, delayed.controller))
            elif hit:
                txn.state = evolve(
                    txn.state,
                    delayed=tuple(d for d in txn.state.delayed if d is not delayed),
                    waiting=(*txn.state.waiting, delayed),
                )
                txn.emit(ev.AbilityTriggered("603.7b", delayed.source, delayed.controller))
    for source in sources:
        for index, ability in definition(source.card).listening(kind):
            where = ability.trigger.zone
            if where is not None and source.zone is not where:
                continue
            if where is None and not (isinstance(event, ev.ZoneChanged) and (
                    event.old is source or event.new is source)):
                continue
            hit = ability.trigger.test(event, source, txn.state)
            if not hit:
                continue
            if ability.intervening_if and not ability.intervening_if(txn.state, source):
                continue
            subject = hit if isinstance(hit, GameObject) else None
            if isinstance(ability.trigger.test, OneOrMore):  # once for a batch (603.2c)
                happened = batched(txn, source, index, ability.trigger.test, hit, event)
                if happened is None:
                    continue  # it triggered for this batch already
                subject = None  # "those creatures": all of the batch's
            else:
                happened = _as_happened(event, txn.state)
                if happened is not None and happened.batch and _joined(
                        txn, source, index, subject, happened):
                    continue
            if ability.once_each_turn and _triggered_this_turn(txn, source, index):
                continue
            chosen = None
            if ability.trigger.choice is not None:
                chosen = ability.trigger.choice(txn, source)
                if chosen is None:  # declined: nothing triggers (miracle, 702.94a)
                    continue
            controller = trigger_controller(txn.state, source)  # 603.3a; cipher's
            txn.emit(ev.AbilityTriggered(ability.trigger.rule, source, controller))
            trigger = pending_trigger(
                source, index, controller=controller, subject=subject, event=happened,
                chosen=chosen, x=_entering_x(ability, event),
            )
            if trigger.x is not None:
                txn.emit(ev.Noted("107.3m", f"X is {trigger.x} for {possessive(source.name)} "
                                  "ability: the X of the spell that became it"))
            txn.spend()
            if ability.mana_ability:  # resolves at once, never uses the stack (605.4a)
                txn.queue_mana_ability(trigger, ability.effects)
            else:
                txn.state = evolve(txn.state, waiting=(*txn.state.waiting, trigger))


def _triggered_this_turn(txn: Transaction, source: GameObject, index: int) -> bool:
    """Whether ``source``'s once-each-turn ability ``index`` triggered this turn; if it
    didn't, it is noted that it does now (603.2)."""
    record = txn.state.this_turn
    if any(h.object_id == source.id and h.ability == index
           for h in record.of(Did.TRIGGER_ONCE)):
        txn.emit(ev.Noted("603.2", f"{possessive(source.name)} ability triggers only once "
                          "each turn, and it already did this turn"))
        return True
    txn.state = evolve(txn.state, this_turn=record.adding(Happened(
        Did.TRIGGER_ONCE, source.controller, source.id, source.name, ability=index)))
    return False


def _joined(txn: Transaction, source: GameObject, index: int, subject: GameObject | None,
            happened: Happened) -> bool:
    """Another part of a damage event that already made this ability trigger, about the
    same player: it triggers once for the event (603.2c), "that much" being all of it;
    each player dealt damage is an occurrence of its own. True if so."""
    waiting = txn.state.waiting
    for n, w in enumerate(waiting):
        was = w.trigger_event
        if was is not None and was.batch == happened.batch and \
                was.player == happened.player and w.source is not None and \
                w.source.id == source.id and w.ability_index == index and \
                (w.subject.id if w.subject else None) == (subject.id if subject else None):
            joined = evolve(w, trigger_event=evolve(was, amount=was.amount + happened.amount))
            txn.state = evolve(txn.state, waiting=(*waiting[:n], joined, *waiting[n + 1:]))
            return True
    return False


def _as_happened(event: ev.Event, state: GameState) -> Happened | None:
    """What a triggered ability remembers of its trigger event, for "that land", "the
    mana it produced", "that player" and "that much" as it resolves (603.2, 106.12a,
    608.2h)."""
    if isinstance(event, ev.ManaProduced):
        src = event.source
        return Happened(Did.ADD_MANA, event.player, src.id, src.name, mana=event.mana)
    # only the player and the amount, which is all "that player" / "that much" ask: two
    # triggers that remember the same compare equal (the explorer merges their states)
    if isinstance(event, ev.CardDrawn):
        return Happened(Did.DRAW, event.player)
    if isinstance(event, ev.SpellCast):  # "that player": who cast it (601.2i)
        return Happened(Did.CAST, event.player)
    if isinstance(event, ev.StepBegan):  # "that player": whose step it is (the active one)
        return Happened(Did.BEGIN_STEP, event.active)
    if isinstance(event, ev.LifeChanged):
        did = Did.GAIN_LIFE if event.amount > 0 else Did.LOSE_LIFE
        return Happened(did, event.player, amount=abs(event.amount))
    if isinstance(event, ev.DamageDealt):
        t = event.target
        if not isinstance(t, str) and not state.has(t):
            return None
        player = t if isinstance(t, str) else state.obj(t).controller
        return Happened(Did.DAMAGED, player, amount=event.amount, batch=event.batch)
    if isinstance(event, ev.ZoneChanged) and event.discarded:
        return Happened(Did.DISCARD, event.old.owner)
    if isinstance(event, ev.ZoneChanged) and event.from_zone is Zone.BATTLEFIELD and \
            event.to_zone is Zone.GRAVEYARD:  # "that player": who controlled what died
        return Happened(Did.DIE, event.old.controller)
    return None


def _keyword_alias(trigger: GameObject) -> tuple[str, ...]:
    """A triggered ability a keyword stands for answers to its keyword too: "Mulldrifter
    (evoke)" tells the evoke sacrifice (702.74a) from the card's other enters trigger."""
    keyword = triggered_ability(trigger).keyword
    return (f"{trigger.name} ({keyword.lower()})",) if keyword else ()


def put_waiting_triggers(txn: Transaction, strict: bool) -> bool:
    """Put waiting triggered abilities on the stack in APNAP order (603.3b).

    Returns False (changing nothing) when a needed answer is missing and ``strict`` is
    off: the triggers keep waiting and the question may be answered on the next action.
    """
    snap = txn.snapshot()
    try:
        waiting = txn.state.waiting
        txn.state = evolve(txn.state, waiting=())
        for player in txn.state.apnap():
            mine = [t for t in waiting if t.controller == player]
            if len(mine) > 1:
                options = [Option(i, t.display_name, _keyword_alias(t))
                           for i, t in enumerate(mine)]
                order = txn.ask_order(
                    Ask.ORDER,
                    player,
                    f"{player} orders their triggered abilities (first to resolve first)",
                    "603.3b",
                    options,
                )
                mine = [mine[i] for i in order]
            for trigger in reversed(mine):  # the last one put on the stack resolves first
                ability = triggered_ability(trigger)
                trigger = evolve(trigger, id=txn.new_id())
                if ability.modes:  # 603.3c: the mode is chosen as it is put on the stack
                    trigger = evolve(trigger, modes=(choose_mode(txn, trigger, ability),))
                targets = choose_trigger_targets(txn, trigger, ability)
                if targets is None:
                    txn.emit(
                        ev.Noted(
                            "603.3d",
                            f"{spoken(trigger.display_name)} has no legal target and is removed",
                            did_nothing=True,
                        )
                    )
                    continue
                trigger = txn.put_on_stack(evolve(trigger, targets=targets))
                txn.emit(ev.PutOnStack("603.3b", trigger))
        return True
    except Unanswered:
        if strict:
            raise
        txn.restore(snap)
        return False


def choose_trigger_targets(
    txn: Transaction, trigger: GameObject, ability: TriggeredAbility
) -> tuple[Target, ...] | None:
    targets: list[Target] = []
    for spec in specs_of(trigger):
        legal = unlike_earlier(spec, legal_targets(txn.state, trigger, spec), targets)
        least = 0 if spec.up_to else spec.count  # "up to" may choose none (601.2c)
        if len(legal) < least:
            return None
        options = [
            Option(t, target_label(txn.state, t), target_aliases(txn.state, t)) for t in legal
        ]
        picked = txn.ask_pick(
            Ask.TARGET,
            trigger,
            trigger.controller,
            f"{trigger.display_name}: choose {spec.what}",
            "603.3d",
            options,
            (least, min(spec.count, len(legal)) if spec.up_to else spec.count),
        )
        targets += picked
    return tuple(targets)


def choose_mode(txn: Transaction, trigger: GameObject, ability: TriggeredAbility) -> int:
    """603.3c: the controller of a modal triggered ability chooses its mode; a mode
    with a target that can't be chosen can't be chosen (700.2a)."""
    usable = [
        i + 1
        for i, m in enumerate(ability.modes)
        if all(len(legal_targets(txn.state, trigger, s)) >= (0 if s.up_to else s.count)
               for s in m.targets)
    ]
    options = [Option(i, str(i)) for i in usable]
    picked = txn.ask_pick(
        Ask.CHOOSE,
        trigger,
        trigger.controller,
        f"{trigger.display_name}: choose a mode (1-{len(ability.modes)})",
        "603.3c",
        options,
        (1, 1),
        says="{player} chooses mode {cards} for " + spoken(trigger.display_name),
    )
    return int(picked[0])
