"""The engine: ``apply(state, action, answers) -> Transition``.

Inside one call a ``Txn`` (transaction) holds the state being built, the events so far
and the questions asked. Nothing outside sees a half-done action: if the rules reject
the action, the exception leaves the caller's state exactly as it was (it is a value).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from rulings_kit.core import combat
from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import (
    can_be_targeted_by,
    has_keyword,
    is_creature,
    power_toughness,
    protected_from,
    untargetable_because,
)
from rulings_kit.core.definitions import (
    ActivatedAbility,
    CantBeCountered,
    CardDef,
    CostIncrease,
    EntersWith,
    SelfReplacement,
    TargetSpec,
    TriggeredAbility,
)
from rulings_kit.core.mana import ManaCost, format_mana, pay_from_pool
from rulings_kit.core.produce import could_lookup, explain_could_produce, mana_replacements
from rulings_kit.core.questions import Answers, Ask, Option, Question, Unanswered
from rulings_kit.core.refs import find, find_target, interchangeable, matches, names_of
from rulings_kit.core.state import (
    CastRecord,
    ContinuousEffect,
    GameObject,
    GameState,
    Kind,
    Player,
    Step,
    Target,
    Zone,
)
from rulings_kit.errors import IllegalActionError, QuestionError, RulingsError

Ref = str | int

#: how many objects may resolve (or abilities trigger) in one action before the engine
#: calls it a loop
DEFAULT_MAX_STEPS = 1000
#: how many objects (tokens, copies) one action may create
MAX_NEW_OBJECTS = 1000


class LoopLimitError(RulingsError, RuntimeError):
    """A run went on past the step limit: triggers that never stop, for example."""


@dataclass(frozen=True)
class Transition:
    state: GameState
    events: tuple[ev.Event, ...]
    #: every question asked during the action with the answer used (as given)
    asked: tuple[tuple[Question, Any], ...]


class Action(Protocol):
    @property
    def by(self) -> str | None: ...

    def perform(self, txn: Txn) -> None: ...

    def describe(self) -> str: ...


def apply(
    state: GameState,
    action: Action,
    answers: Answers | None = None,
    *,
    max_steps: int = DEFAULT_MAX_STEPS,
) -> Transition:
    """Run one action to completion and return the new state and what happened."""
    txn = Txn(state, answers or {}, max_steps)
    perform(txn, action)
    return Transition(txn.state, tuple(txn.events), tuple(txn.asked))


def perform(txn: Txn, action: Action, *, strict_end: bool = False) -> None:
    """Run ``action`` inside ``txn``: settle, act, settle, and check every answer was used.

    With ``strict_end`` a question that would leave triggers waiting after the action
    (fine print 1) is raised instead of deferred, for when no later action can answer it.
    """
    state = txn.state
    if action.by is not None and action.by not in state.player_names:
        raise IllegalActionError(
            f"no player named {action.by!r}; players: {', '.join(state.player_names)}"
        )
    txn.settle(strict=True)  # triggers still waiting from the last action (603.3)
    over = txn.state.game_over
    if over:
        how, rule = over
        raise IllegalActionError(f"the game is over: {how} ({rule})", (rule,))
    action.perform(txn)
    txn.settle(strict=strict_end)
    unused = [k for k in txn.answers if k not in txn.used]
    if unused:
        asked = ", ".join(q.id for q, _ in txn.asked) or "none"
        raise QuestionError(
            f"answer {unused[0]!r} was given but no such question came up "
            f"(questions asked: {asked})",
            unused[0],
        )


class Txn:
    """One action in progress: the state so far, its events and questions."""

    def __init__(self, state: GameState, answers: Answers, max_steps: int) -> None:
        self.state = state
        self.answers = answers
        self.used: set[str] = set()
        self.events: list[ev.Event] = []
        self.asked: list[tuple[Question, Any]] = []
        self.max_steps = max_steps
        self.steps = 0
        self.created = 0
        self._mana_queue: list[tuple[GameObject, tuple[Any, ...]]] = []
        self._draining = False
        self._ids: dict[tuple[str, str], list[int]] = {}

    # ---- bookkeeping ---------------------------------------------------------------
    def snapshot(self) -> tuple[GameState, int, int, frozenset[str]]:
        return self.state, len(self.events), len(self.asked), frozenset(self.used)

    def restore(self, snap: tuple[GameState, int, int, frozenset[str]]) -> None:
        self._mana_queue.clear()
        self.state, n_events, n_asked, used = snap
        del self.events[n_events:]
        del self.asked[n_asked:]
        self.used = set(used)

    def new_id(self) -> int:
        i = self.state.next_id
        self.state = replace(self.state, next_id=i + 1)
        return i

    def update(self, obj: GameObject) -> GameObject:
        self.state = self.state.with_object(obj)
        return obj

    def update_player(self, name: str, **changes: Any) -> Player:
        player = replace(self.state.player(name), **changes)
        self.state = self.state.with_player(player)
        return player

    def emit(self, event: ev.Event) -> None:
        self.events.append(event)
        check_triggers(self, event)
        if self._draining:
            return
        # Triggered mana abilities resolve at once (605.4a); a queue rather than recursion
        # keeps an ability that triggers itself within the step limit, not the stack's.
        self._draining = True
        try:
            while self._mana_queue:
                trigger, effects = self._mana_queue.pop(0)
                run_effects(self, trigger, effects, [])
        finally:
            self._draining = False

    def tick(self) -> None:
        """An object is about to resolve: one step of the action's budget."""
        self.spend()

    def spend(self) -> None:
        """One step of the budget: an object resolving or an ability triggering."""
        self.steps += 1
        if self.steps > self.max_steps:
            raise LoopLimitError(
                f"more than {self.max_steps} steps (objects resolving and abilities triggering) "
                "in one action: the game does not end by itself (104.4b); raise max_steps if "
                "this is intended"
            )

    def count_new_object(self) -> None:
        """Effects may create objects without limit; a ruling never needs this many."""
        self.created += 1
        if self.created > MAX_NEW_OBJECTS:
            raise LoopLimitError(
                f"more than {MAX_NEW_OBJECTS} objects created in one action: refusing to go on"
            )

    # ---- questions -----------------------------------------------------------------
    def question_id(self, kind: Ask, source: GameObject | str) -> str:
        """``kind:SOURCE`` with ``#2``... when several objects of that name ask (fine print 15)."""
        if isinstance(source, str):
            return f"{kind.value}:{source}"
        key = (kind.value, source.name)
        origin = source.source.id if source.source is not None else source.id
        seen = self._ids.setdefault(key, [])
        if origin not in seen:
            seen.append(origin)
        n = seen.index(origin) + 1
        return f"{kind.value}:{source.name}" + (f"#{n}" if n > 1 else "")

    def ask(self, question: Question) -> Any:
        automatic = question.id not in self.answers
        if not automatic:
            raw = self.answers[question.id]
            self.used.add(question.id)
        else:
            raw = question.only_answer
            if raw is None:
                raise Unanswered(question)
        self.asked.append((question, raw))
        shown = json.dumps(raw, ensure_ascii=False, default=str)
        self.events.append(
            ev.Answered(question.rule, question.id, question.player, shown, automatic)
        )
        return raw

    def ask_may(self, source: GameObject, player: str, prompt: str, rule: str = "603.5") -> bool:
        q = Question(self.question_id(Ask.MAY, source), Ask.MAY, player, prompt, rule)
        raw = self.ask(q)
        if not isinstance(raw, bool):
            raise QuestionError(f"answer to {q.id!r} must be true or false, not {raw!r}", q.id)
        return raw

    def ask_pick(
        self,
        kind: Ask,
        source: GameObject | str,
        player: str,
        prompt: str,
        rule: str,
        options: Sequence[Option],
        count: tuple[int, int],
        distinct: bool = True,
    ) -> list[Any]:
        """A list of options (targets, cards to choose, cards to put on the bottom)."""
        q = Question(
            self.question_id(kind, source), kind, player, prompt, rule, tuple(options), count
        )
        raw = self.ask(q)
        if isinstance(raw, str):
            raw = [raw]
        if not isinstance(raw, list | tuple):
            raise QuestionError(f"answer to {q.id!r} must be {q.describe_options()}", q.id)
        lo, hi = count
        if not lo <= len(raw) <= hi:
            raise QuestionError(
                f"answer to {q.id!r} has {len(raw)} entries; {q.describe_options()}", q.id, (rule,)
            )
        picked: list[Any] = []
        taken: set[int] = set()
        for name in raw:
            by_position = kind in (Ask.ORDER, Ask.REPLACE)  # values are positions, not ids
            if isinstance(name, int) and not isinstance(name, bool) and not by_position:
                by_id = [i for i, o in enumerate(options) if o.value == name and i not in taken]
                if by_id:  # an object id, from Python (the explorer, a widget)
                    taken.add(by_id[0])
                    picked.append(options[by_id[0]].value)
                    continue
                name = str(name)  # a mode number written as a number
            matching = [
                i
                for i, o in enumerate(options)
                if isinstance(name, str) and o.named(name) and not (distinct and i in taken)
            ]
            idx = matching[0] if matching else None
            if not by_position and not self._interchangeable(options, matching):
                names = "; ".join(
                    " or ".join(repr(a) for a in options[i].aliases[-2:]) for i in matching
                )
                raise QuestionError(
                    f"{name!r} is ambiguous in the answer to {q.id!r}: it names objects that "
                    f"differ ({names}); give one an 'as' label in the set-up",
                    q.id,
                    (rule,),
                )
            if idx is None:
                raise QuestionError(
                    f"{name!r} is not a legal answer to {q.id!r} ({rule}); "
                    f"answer with {q.describe_options()}",
                    q.id,
                    (rule,),
                )
            taken.add(idx)
            picked.append(options[idx].value)
        return picked

    def _interchangeable(self, options: Sequence[Option], indexes: Sequence[int]) -> bool:
        """Whether the options a name matches are objects alike in all but their id, so
        picking any of them gives the same game (two untouched Islands on top)."""
        ids = [v for v in (options[i].value for i in indexes) if isinstance(v, int)]
        if len(indexes) < 2 or len(ids) < len(indexes) or not all(map(self.state.has, ids)):
            return True
        return interchangeable([self.state.obj(i) for i in ids])

    def ask_order(
        self, kind: Ask, who: str, prompt: str, rule: str, options: Sequence[Option]
    ) -> list[Any]:
        """A permutation of all options (trigger order, replacement order)."""
        n = len(options)
        return self.ask_pick(kind, who, who, prompt, rule, options, (n, n))

    def ask_color(self, source: GameObject, player: str, letters: Sequence[str]) -> str:
        options = tuple(Option(t, t) for t in letters)
        q = Question(
            self.question_id(Ask.COLOR, source),
            Ask.COLOR,
            player,
            f"which type of mana {source.name} adds",
            "106.1",
            options,
        )
        raw = self.ask(q)
        if raw not in letters:
            raise QuestionError(
                f"{raw!r} is not a legal answer to {q.id!r}; answer with {q.describe_options()}",
                q.id,
                ("106.7",),
            )
        return str(raw)

    # ---- moving objects ------------------------------------------------------------
    def move(
        self,
        obj: GameObject,
        to: Zone,
        *,
        how: str,
        rule: str,
        controller: str | None = None,
        bottom: bool = False,
        **fields: Any,
    ) -> GameObject | None:
        """Move ``obj`` to zone ``to``: it becomes a new object (400.7).

        Copies of spells and tokens that leave their zone cease to exist (704.5d-e);
        counters do not come along (122.2) unless ``fields`` sets them.
        """
        self._remove_from_zone(obj)
        self.state = self.state.without_object(obj.id)
        ceases = (obj.kind is Kind.COPY and to is not Zone.STACK) or (
            obj.kind is Kind.TOKEN and obj.zone is Zone.BATTLEFIELD and to is not Zone.BATTLEFIELD
        )
        if ceases:
            self.emit(
                ev.ZoneChanged(
                    rule if obj.kind is Kind.COPY else "704.5d", obj, None, obj.zone, to, how
                )
            )
            return None
        new = GameObject(
            id=self.new_id(),
            card=obj.card,
            owner=obj.owner,
            controller=controller if controller is not None else obj.owner,
            zone=to,
            kind=obj.kind if obj.kind is Kind.TOKEN else Kind.CARD,
            label=obj.label,
            sick=to is Zone.BATTLEFIELD,
        )
        new = replace(new, **fields) if fields else new
        self.update(new)
        self._add_to_zone(new, bottom=bottom)
        self.emit(ev.ZoneChanged(rule, obj, new, obj.zone, to, how))
        return new

    def remove_from_game(self, obj: GameObject, text: str) -> None:
        """The object leaves the game altogether: its owner left (800.4a)."""
        self._remove_from_zone(obj)
        self.state = self.state.without_object(obj.id)
        self.emit(ev.Noted("800.4a", text))

    def _remove_from_zone(self, obj: GameObject) -> None:
        s = self.state
        if obj.zone is Zone.BATTLEFIELD:
            s = replace(s, battlefield=tuple(i for i in s.battlefield if i != obj.id))
        elif obj.zone is Zone.STACK:
            s = replace(s, stack=tuple(i for i in s.stack if i != obj.id))
        else:
            p = s.player(obj.owner)
            p = p.with_zone(obj.zone, tuple(i for i in p.zone(obj.zone) if i != obj.id))
            s = s.with_player(p)
        self.state = s

    def _add_to_zone(self, obj: GameObject, bottom: bool = False) -> None:
        s = self.state
        if obj.zone is Zone.BATTLEFIELD:
            s = replace(s, battlefield=(*s.battlefield, obj.id))
        elif obj.zone is Zone.STACK:
            s = replace(s, stack=(*s.stack, obj.id))
        else:
            p = s.player(obj.owner)
            ids = p.zone(obj.zone)
            if obj.zone is Zone.LIBRARY:  # top first
                ids = (*ids, obj.id) if bottom else (obj.id, *ids)
            else:
                ids = (*ids, obj.id)
            s = s.with_player(p.with_zone(obj.zone, ids))
        self.state = s

    def put_on_stack(self, obj: GameObject) -> GameObject:
        obj = replace(obj, zone=Zone.STACK)
        self.update(obj)
        self.state = replace(self.state, stack=(*self.state.stack, obj.id))
        return obj

    # ---- simple game actions ------------------------------------------------------
    def set_tapped(self, obj: GameObject, tapped: bool, rule: str) -> GameObject:
        new = self.update(replace(obj, tapped=tapped))
        self.emit(ev.Tapped(rule, new, untapped=not tapped))
        return new

    def change_life(self, player: str, amount: int, rule: str) -> None:
        if amount == 0:
            return
        p = self.update_player(player, life=self.state.player(player).life + amount)
        self.emit(ev.LifeChanged(rule, player, amount, p.life))

    def draw(self, player: str, count: int = 1) -> None:
        for _ in range(count):
            library = self.state.player(player).library
            if not library:
                self.update_player(player, drew_from_empty=True)
                self.emit(ev.Noted("121.4", f"{player} can't draw from an empty library"))
                continue
            card = self.move(self.state.obj(library[0]), Zone.HAND, how="drawn", rule="121.1")
            assert card is not None
            drawn = self.state.player(player).drawn_this_turn + 1
            self.update_player(player, drawn_this_turn=drawn)
            self.emit(ev.CardDrawn("121.1", player, card))

    def deal_damage(
        self, source: GameObject, target: Target, amount: int, rule: str = "120.3"
    ) -> None:
        name = target if isinstance(target, str) else self.state.obj(target).display_name
        if amount <= 0:
            self.emit(ev.Noted("120.8", f"{source.display_name} deals no damage to {name}"))
            return
        if isinstance(target, int) and protected_from(self.state.obj(target), source):
            reason = f"{name} has protection from {source.name}'s color"
            self.emit(ev.DamagePrevented("702.16e", source, name, amount, reason))
            return
        self.emit(ev.DamageDealt(rule, source, target, name, amount))
        if isinstance(target, str):
            self.change_life(target, -amount, "120.3a")
        else:
            obj = self.state.obj(target)
            if obj.zone is Zone.BATTLEFIELD and is_creature(self.state, obj):
                touched = obj.deathtouched or has_keyword(self.state, source, "Deathtouch")
                self.update(replace(obj, damage=obj.damage + amount, deathtouched=touched))
        if has_keyword(self.state, source, "Lifelink"):  # 702.15b
            self.change_life(source.controller, amount, "702.15b")

    def add_counters(
        self, obj: GameObject, kind: str, amount: int, rule: str = "122.1"
    ) -> GameObject:
        if amount == 0:
            return obj
        new = self.update(obj.with_counters(kind, amount))
        self.emit(ev.CountersChanged(rule, new, kind, amount))
        return new

    def add_effect(self, effect: ContinuousEffect, source_name: str, description: str) -> None:
        """Create a continuous effect from a resolving spell or ability (611.2a)."""
        self.state = replace(self.state, effects=(*self.state.effects, effect))
        self.emit(ev.EffectCreated(effect.rule, source_name, description))

    def add_mana(self, player: str, mana: tuple[str, ...]) -> None:
        p = self.state.player(player)
        self.update_player(player, pool=p.pool + mana)

    def shuffle(self, player: str) -> None:
        """Shuffle a library (701.24); the state's seed makes it the same every run."""
        p = self.state.player(player)
        rng = random.Random(self.state.seed)
        library = list(p.library)
        rng.shuffle(library)
        self.state = replace(self.state, seed=rng.randrange(2**31))
        self.update_player(player, library=tuple(library))
        self.emit(ev.Noted("701.24a", f"{player} shuffles their library"))

    def enter_battlefield(
        self,
        obj: GameObject,
        controller: str,
        *,
        how: str,
        rule: str,
        spell_x: int | None = None,
        from_spell: int | None = None,
    ) -> GameObject | None:
        """Put ``obj`` onto the battlefield with its "enters with" replacements (614.1c)."""
        tapped = False
        counters: dict[str, int] = {}
        notes = []
        for a in obj.card.of_kind(EntersWith):
            assert isinstance(a, EntersWith)
            tapped = tapped or a.tapped
            if a.counter:
                amount = a.amount if a.amount is not None else (spell_x or 0)
                counters[a.counter] = counters.get(a.counter, 0) + amount
                if a.amount is None:
                    notes.append(
                        f"X is {spell_x}, the X of the spell that became it (107.3m)"
                        if spell_x is not None
                        else "X is 0: no spell with X became it (107.3m, 107.3i)"
                    )
        new = self.move(
            obj,
            Zone.BATTLEFIELD,
            how=how,
            rule=rule,
            controller=controller,
            tapped=tapped,
            counters=tuple(sorted((k, v) for k, v in counters.items() if v)),
            spell_x=spell_x,
            from_spell=from_spell,
        )
        for note in notes:
            self.emit(ev.Noted("107.3m", f"{obj.name} enters: {note}"))
        return new

    def create_token(self, card: CardDef, controller: str, rule: str = "111.1") -> GameObject:
        self.count_new_object()
        token = GameObject(
            id=self.new_id(),
            card=card,
            owner=controller,
            controller=controller,
            zone=Zone.BATTLEFIELD,
            kind=Kind.TOKEN,
            sick=True,
        )
        self.update(token)
        self.state = replace(self.state, battlefield=(*self.state.battlefield, token.id))
        self.emit(ev.ZoneChanged(rule, token, token, None, Zone.BATTLEFIELD, "token created"))
        return token

    # ---- settling: state-based actions and triggers (117.5) --------------------------
    def settle(self, strict: bool) -> None:
        """Do what happens before a player receives priority: state-based actions, then
        waiting triggers go on the stack, repeated until nothing more happens (117.5)."""
        while True:
            acted = state_based_actions(self)
            if self.state.game_over:  # the game ends at once (104.1); nothing more happens
                return
            if self.state.waiting:
                if not put_waiting_triggers(self, strict):
                    return
                continue
            if not acted:
                return


def pending_question(state: GameState) -> Question | None:
    """The question that keeps waiting triggers off the stack, if any (fine print 1)."""
    txn = Txn(state, {}, DEFAULT_MAX_STEPS)
    try:
        txn.settle(strict=True)
    except Unanswered as u:
        return u.question
    return None


# ===================================================================================
# Triggers (603)
# ===================================================================================


def pending_trigger(
    source: GameObject,
    index: int,
    *,
    controller: str | None = None,
    subject: GameObject | None = None,
    memo: tuple[str, ...] = (),
) -> GameObject:
    """A triggered ability of ``source`` waiting to be put on the stack (603.3); it gets
    its id when it goes there. Its controller is its source's controller (603.3a)."""
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
        memo=memo,
    )


def check_triggers(txn: Txn, event: ev.Event) -> None:
    state = txn.state
    sources: list[GameObject] = list(state.permanents())
    if isinstance(event, ev.SpellCast):
        sources.append(event.spell)  # "When you cast this spell" (603.2, from the stack)
    if isinstance(event, ev.CardDrawn):
        sources.append(event.card)  # miracle triggers from the hand (702.94a)
    if isinstance(event, ev.ZoneChanged) and event.from_zone is Zone.BATTLEFIELD:
        sources.append(event.old)  # leaves-the-battlefield abilities look back (603.10a)
    for delayed in state.delayed:
        ability = delayed.card.triggered[delayed.ability_index]
        if isinstance(event, ability.trigger.event) and delayed.source is not None:
            hit = ability.trigger.test(event, delayed.source, txn.state)
            if hit:
                txn.state = replace(
                    txn.state,
                    delayed=tuple(d for d in txn.state.delayed if d is not delayed),
                    waiting=(*txn.state.waiting, delayed),
                )
                txn.emit(ev.AbilityTriggered("603.7", delayed.source, delayed.controller))
    for source in sources:
        for index, ability in enumerate(source.card.triggered):
            if ability.delayed:
                continue
            where = ability.trigger.zone
            if where is not None and source.zone is not where:
                continue
            if where is None and not (isinstance(event, ev.ZoneChanged) and event.old is source):
                continue
            if not isinstance(event, ability.trigger.event):
                continue
            hit = ability.trigger.test(event, source, txn.state)
            if not hit:
                continue
            if ability.intervening_if and not ability.intervening_if(txn.state, source):
                continue
            subject = hit if isinstance(hit, GameObject) else None
            memo = event.mana if isinstance(event, ev.ManaProduced) else ()
            txn.emit(ev.AbilityTriggered(ability.trigger.rule, source, source.controller))
            trigger = pending_trigger(source, index, subject=subject, memo=memo)
            txn.spend()
            if ability.mana_ability:  # resolves at once, never uses the stack (605.4a)
                txn._mana_queue.append((trigger, ability.effects))
            else:
                txn.state = replace(txn.state, waiting=(*txn.state.waiting, trigger))


def put_waiting_triggers(txn: Txn, strict: bool) -> bool:
    """Put waiting triggered abilities on the stack in APNAP order (603.3b).

    Returns False (changing nothing) when a needed answer is missing and ``strict`` is
    off: the triggers keep waiting and the question may be answered on the next action.
    """
    snap = txn.snapshot()
    try:
        waiting = txn.state.waiting
        txn.state = replace(txn.state, waiting=())
        for player in txn.state.apnap():
            mine = [t for t in waiting if t.controller == player]
            if len(mine) > 1:
                options = [Option(i, t.display_name) for i, t in enumerate(mine)]
                order = txn.ask_order(
                    Ask.ORDER,
                    player,
                    f"{player} orders their triggered abilities (first to resolve first)",
                    "603.3b",
                    options,
                )
                mine = [mine[i] for i in order]
            for trigger in reversed(mine):  # the last one put on the stack resolves first
                ability = trigger.card.triggered[trigger.ability_index]
                trigger = replace(trigger, id=txn.new_id())
                if ability.modes:  # 603.3c: the mode is chosen as it is put on the stack
                    trigger = replace(trigger, modes=(choose_mode(txn, trigger, ability),))
                targets = choose_trigger_targets(txn, trigger, ability)
                if targets is None:
                    txn.emit(
                        ev.Noted(
                            "603.3d", f"{trigger.display_name} has no legal target and is removed"
                        )
                    )
                    continue
                trigger = txn.put_on_stack(replace(trigger, targets=targets))
                txn.emit(ev.PutOnStack("603.3b", trigger))
        return True
    except Unanswered:
        if strict:
            raise
        txn.restore(snap)
        return False


def choose_trigger_targets(
    txn: Txn, trigger: GameObject, ability: TriggeredAbility
) -> tuple[Target, ...] | None:
    targets: list[Target] = []
    for spec in specs_of(trigger):
        legal = legal_targets(txn.state, trigger, spec)
        if len(legal) < spec.count:
            return None
        options = [
            Option(t, _target_label(txn.state, t), _target_aliases(txn.state, t)) for t in legal
        ]
        picked = txn.ask_pick(
            Ask.TARGET,
            trigger,
            trigger.controller,
            f"{trigger.display_name}: choose {spec.what}",
            "603.3d",
            options,
            (spec.count, spec.count),
        )
        targets += picked
    return tuple(targets)


def choose_mode(txn: Txn, trigger: GameObject, ability: TriggeredAbility) -> int:
    """603.3c: the controller of a modal triggered ability chooses its mode; a mode
    with a target that can't be chosen can't be chosen (700.2a)."""
    usable = [
        i + 1
        for i, m in enumerate(ability.modes)
        if all(len(legal_targets(txn.state, trigger, s)) >= s.count for s in m.targets)
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
    )
    return int(picked[0])


def _target_label(state: GameState, t: Target) -> str:
    return t if isinstance(t, str) else state.obj(t).display_name


def _target_aliases(state: GameState, t: Target) -> tuple[str, ...]:
    return () if isinstance(t, str) else names_of(state.obj(t))


# ===================================================================================
# Targets (115, 601.2c, 608.2b)
# ===================================================================================


def legal_targets(state: GameState, by: GameObject, spec: TargetSpec) -> list[Target]:
    candidates: list[Target] = list(state.player_names)
    candidates += [o.id for o in state.permanents()]
    candidates += list(state.stack)
    for p in state.players:
        candidates += list(p.graveyard)
    return [t for t in candidates if is_legal_target(state, by, spec, t)]


def is_legal_target(state: GameState, by: GameObject, spec: TargetSpec, target: Target) -> bool:
    if isinstance(target, int) and (not state.has(target) or target == by.id):
        return False  # a spell can't target itself (115.5)
    return spec.legal(state, by, target) and can_be_targeted_by(state, target, by)


def spec_counts(specs: Sequence[TargetSpec], kicked: int, given: int) -> list[int]:
    """How many targets each "target" takes (Fireball: any number; Comet Storm: per kick)."""
    counts = [1 + kicked if s.per_kick else (0 if s.any_number else s.count) for s in specs]
    variable = [i for i, s in enumerate(specs) if s.any_number]
    if variable:
        counts[variable[0]] = max(0, given - sum(counts))
    return counts


def target_groups(obj: GameObject, specs: Sequence[TargetSpec]) -> list[tuple[Target, ...]]:
    counts = spec_counts(specs, obj.kicked, len(obj.targets))
    groups, at = [], 0
    for n in counts:
        groups.append(obj.targets[at : at + n])
        at += n
    return groups


def specs_of(obj: GameObject) -> tuple[TargetSpec, ...]:
    """The target requirements of a spell (its chosen modes) or an ability on the stack."""
    if obj.kind is Kind.TRIGGER:
        ability = obj.card.triggered[obj.ability_index]
        if ability.modes:
            return tuple(s for m in obj.modes for s in ability.modes[m - 1].targets)
        return ability.targets
    if obj.kind is Kind.ABILITY:
        return obj.card.activated[obj.ability_index].targets
    modes = obj.modes or ((1,) if obj.card.modes else ())
    return tuple(s for m in modes for s in obj.card.modes[m - 1].targets)


def resolve_targets(
    txn: Txn, by: GameObject, specs: Sequence[TargetSpec], refs: Sequence[Ref], kicked: int
) -> tuple[Target, ...]:
    """Turn the references given for a spell or ability into legal targets (601.2c)."""
    state = txn.state
    counts = spec_counts(specs, kicked, len(refs))
    if sum(counts) != len(refs):
        wanted = (
            ", ".join(f"{'any number of targets' if s.any_number else s.what}" for s in specs)
            or "no targets"
        )
        raise IllegalActionError(
            f"{by.display_name} needs {sum(counts)} target(s) ({wanted}) but "
            f"{len(refs)} were given (601.2c)",
            ("601.2c",),
        )
    targets: list[Target] = []
    at = 0
    for spec, n in zip(specs, counts, strict=True):
        legal = legal_targets(state, by, spec)
        group: list[Target] = []
        for ref in refs[at : at + n]:
            try:
                t = find_target(state, ref, among=legal)
            except RulingsError as e:
                raise IllegalActionError(f"{by.display_name}: {e}", ("115.1",)) from None
            why = untargetable_because(state, t, by)
            if t not in legal and why is not None:  # hexproof, protection: say which
                raise IllegalActionError(
                    f"{by.display_name} can't target {_target_label(state, t)}: "
                    f"{why[0]} ({why[1]}, 115.1)",
                    (why[1], "115.1"),
                )
            if t not in legal:
                raise IllegalActionError(
                    f"{_target_label(state, t)} is not a legal target for {by.display_name}: "
                    f"{spec.what} (115.1, 601.2c)",
                    ("115.1", "601.2c"),
                )
            if t in group:  # the same object only once per word "target" (115.3)
                raise IllegalActionError(
                    f"{_target_label(state, t)} is chosen twice for one use of the word target "
                    "(115.3)",
                    ("115.3",),
                )
            group.append(t)
        targets += group
        at += n
    return tuple(targets)


# ===================================================================================
# Casting spells (601.2) and paying costs
# ===================================================================================


@dataclass(frozen=True)
class CastChoices:
    """What the caster announces: the card and every choice of 601.2b-c, 601.2f."""

    targets: tuple[Ref, ...] = ()
    x: int | None = None
    kicker: int = 0
    modes: tuple[int, ...] = ()
    sacrifice: tuple[Ref, ...] = ()
    pay: tuple[Ref, ...] | None = None


def cast_spell(
    txn: Txn,
    player: str,
    card: GameObject,
    choices: CastChoices,
    *,
    free: bool = False,
    alternative: ManaCost | None = None,
    during_resolution: bool = False,
) -> GameObject:
    """Cast ``card`` (601.2), paying its mana cost, nothing (``free``) or an
    ``alternative`` cost instead (118.9). Raises IllegalActionError, naming the rule, if
    it can't be."""
    state = txn.state
    d = card.card
    problems: list[tuple[str, str]] = []
    if "Land" in d.types:
        raise IllegalActionError(
            f"{d.name} is a land: lands are played, not cast (305.9)", ("305.9",)
        )
    if not during_resolution:
        check_priority(state, player)
        flash = has_keyword(state, card, "Flash")  # 702.8a: any time an instant could be
        if (
            "Instant" not in d.types
            and not flash
            and not (
                state.active == player
                and state.step in (Step.MAIN1, Step.MAIN2)
                and not state.stack
            )
        ):
            problems.append(
                (
                    f"{d.name} can be cast only in its controller's main phase with an empty stack",
                    "117.1a",
                )
            )
    # 601.2b: modes, kicker, X
    if d.choose_modes:
        if len(choices.modes) != d.choose_modes or not all(
            1 <= m <= len(d.modes) for m in choices.modes
        ):
            raise IllegalActionError(
                f"{d.name} is modal: choose {d.choose_modes} of modes 1-{len(d.modes)} "
                "(modes = [n]) (700.2a, 601.2b)",
                ("700.2a", "601.2b"),
            )
    elif choices.modes:
        raise IllegalActionError(f"{d.name} is not modal; leave out modes (700.2)", ("700.2",))
    if choices.kicker and d.kicker is None:
        problems.append((f"{d.name} has no kicker (702.33a)", "702.33a"))
    if choices.kicker > 1 and not d.multikicker:
        problems.append(
            (f"{d.name} can be kicked only once; it has no multikicker (702.33c)", "702.33c")
        )
    if choices.kicker < 0:
        problems.append(("kicker must be true, false or a count of 0 or more (702.33)", "702.33"))
    cost = d.mana_cost or ManaCost()
    x = choices.x
    if cost.x_count == 0 and x not in (None, 0):
        problems.append((f"{d.name} has no X in its cost (107.3a)", "107.3a"))
    if x is not None and x < 0:
        problems.append((f"X can't be negative ({x}) (107.3)", "107.3"))
    if free and cost.x_count and x not in (None, 0):
        problems.append(
            (
                f"{d.name} is cast without paying its mana cost, so the only legal choice "
                "for X is 0 (107.3b)",
                "107.3b",
            )
        )
    if problems:
        raise IllegalActionError("; ".join(p for p, _ in problems), tuple(r for _, r in problems))
    x_value = (x or 0) if cost.x_count else None
    # 601.2a: the card moves to the stack and becomes a spell
    spell = txn.move(card, Zone.STACK, how="cast", rule="601.2a", controller=player)
    assert spell is not None
    spell = txn.update(
        replace(
            spell,
            x=x_value,
            kicked=choices.kicker,
            modes=tuple(choices.modes),
            cast_from=card.zone,
        )
    )
    # 601.2c: targets
    specs = specs_of(spell)
    targets = resolve_targets(txn, spell, specs, choices.targets, choices.kicker)
    spell = txn.update(replace(spell, targets=targets))
    # 601.2f: the total cost
    total = ManaCost() if free else (alternative or cost).with_x(x or 0)
    if choices.kicker and d.kicker is not None:
        for _ in range(choices.kicker):
            total = total + d.kicker
    for inc in d.of_kind(CostIncrease):
        assert isinstance(inc, CostIncrease)
        total = total + ManaCost(generic=inc.per_extra_target * max(0, len(targets) - 1))
    sacrifice = _cost_sacrifices(txn, player, d, choices.sacrifice)
    # 601.2g-h: activate mana abilities, then pay
    pay_mana(txn, player, total, f"{d.name}", choices.pay, exclude=sacrifice)
    for victim in sacrifice:
        txn.move(
            txn.state.obj(victim), Zone.GRAVEYARD, how="sacrificed to pay a cost", rule="601.2h"
        )
    spell = txn.state.obj(spell.id)
    # 601.2i: the spell becomes cast
    txn.state = replace(
        txn.state,
        cast_this_turn=(
            *txn.state.cast_this_turn,
            CastRecord(player, d.name, d.colors, spell.id, card.zone),
        ),
    )
    if not during_resolution:
        txn.state = replace(txn.state, priority=player, passed=())  # 117.3c
    txn.emit(ev.SpellCast("601.2i", player, spell, free))
    return spell


def _cost_sacrifices(txn: Txn, player: str, d: CardDef, refs: Sequence[Ref]) -> tuple[int, ...]:
    if not d.sacrifice_creature:
        if refs:
            raise IllegalActionError(f"{d.name} has no sacrifice cost (601.2f)", ("601.2f",))
        return ()
    creatures = [o for o in txn.state.permanents(player) if is_creature(txn.state, o)]
    if len(refs) != 1:
        names = ", ".join(o.name for o in creatures) or "none"
        raise IllegalActionError(
            f"{d.name} needs sacrifice = one creature you control as an additional cost "
            f"(601.2f, 118.8); you control: {names}",
            ("601.2f", "118.8"),
        )
    try:
        victim = find(txn.state, refs[0], among=creatures, what="creature you control")
    except RulingsError as e:
        raise IllegalActionError(
            f"{d.name} can't sacrifice that: {e} (601.2h)", ("601.2h",)
        ) from None
    return (victim.id,)


def check_priority(state: GameState, player: str) -> None:
    if state.priority != player:
        raise IllegalActionError(
            f"{player} doesn't have priority; {state.priority} does (117.1)", ("117.1",)
        )


@dataclass(frozen=True)
class _Source:
    obj: GameObject
    ability: int  # index into obj.card.activated
    types: tuple[str, ...]


def _mana_sources(
    txn: Txn, player: str, exclude: Iterable[int], only: set[int] | None
) -> list[_Source]:
    state = txn.state
    could = could_lookup(state)
    found: list[_Source] = []
    for perm in state.permanents(player):
        if perm.id in exclude or (only is not None and perm.id not in only):
            continue
        for i, a in enumerate(perm.card.activated):
            if a.mana is None or not a.cost.tap or a.cost.untap or a.cost.sacrifice_self:
                continue
            if not a.cost.mana.is_free or a.cost.remove_counter:
                continue
            if cost_problems(state, perm, a):
                continue
            types = set()
            for option in a.mana.options(state, perm, could):
                types |= set(option)
            if types:
                found.append(_Source(perm, i, tuple(sorted(types))))
                break
    found.sort(key=lambda s: len(s.types))
    return found


def _plan(needs: list[str | None], sources: list[_Source]) -> list[tuple[_Source, str]] | None:
    """Match each mana symbol (None = generic) to a different source that can make it."""
    order = sorted(range(len(needs)), key=lambda i: needs[i] is None)
    used: list[tuple[_Source, str]] = []
    taken: set[int] = set()

    def go(k: int) -> bool:
        if k == len(order):
            return True
        need = needs[order[k]]
        for j, s in enumerate(sources):
            if j in taken:
                continue
            if need is not None and need not in s.types:
                continue
            color = need if need is not None else s.types[0]
            taken.add(j)
            used.append((s, color))
            if go(k + 1):
                return True
            taken.discard(j)
            used.pop()
        return False

    return used if go(0) else None


def pay_mana(
    txn: Txn,
    player: str,
    cost: ManaCost,
    what: str,
    pay: Sequence[Ref] | None,
    exclude: Iterable[int] = (),
) -> None:
    """Pay a mana cost (601.2g-h): activate mana abilities as needed, then spend the pool.

    Sources are tapped one at a time and the need is worked out again after each, so a
    source that makes more than one mana (Mana Reflection, Heartbeat of Spring) counts
    for all of it. Coloured symbols are matched to sources that can make them first, so a
    payment is found whenever one exists. ``pay`` names exactly the permanents to tap.
    """
    if cost.is_free:
        return
    only: list[GameObject] | None = None
    if pay is not None:
        only = []
        for ref in pay:  # each entry names another permanent; alike ones are interchangeable
            mine = [p for p in txn.state.permanents(player) if p not in only]
            untapped = [p for p in mine if not p.tapped and matches(p, str(ref))]
            among = untapped or mine  # "Mountain" means an untapped one when there is one
            only.append(find(txn.state, ref, among=among, what="permanent you control"))
        for perm in only:
            usable = [a for a in perm.card.activated if a.mana is not None]
            if not usable:
                raise IllegalActionError(f"{perm.name} has no mana ability (605.1a)", ("605.1a",))
            problems = cost_problems(txn.state, perm, usable[0])
            if problems:  # the cost can't be paid with it (601.2h) because of these rules
                _raise([*problems, (f"so {perm.name} can't help pay for {what}", "601.2h")])
    allowed = {p.id for p in only} if only is not None else None
    sources = _mana_sources(txn, player, exclude, allowed)
    while True:
        needs = _still_needed(txn.state.player(player).pool, cost)
        if not needs:
            break
        colored = [n for n in needs if n is not None]
        plan = _plan(list(colored), sources)
        if plan is None or len(sources) == 0:
            have = format_mana(txn.state.player(player).pool) or "no mana"
            raise IllegalActionError(
                f"{player} can't pay {cost} for {what}: with {have} in the pool, the untapped "
                "mana sources can't make the rest (601.2h)",
                ("601.2h",),
            )
        source, color = plan[0] if plan else (sources[0], sources[0].types[0])
        sources = [s for s in sources if s is not source]
        activate_mana_ability(txn, player, txn.state.obj(source.obj.id), source.ability, color)
    for source in sources if only is not None else ():  # named in pay: tapped all the same
        activate_mana_ability(txn, player, txn.state.obj(source.obj.id), source.ability)
    pool = txn.state.player(player).pool
    leftover = pay_from_pool(pool, cost)
    assert leftover is not None  # the loop ends only once the pool covers the cost
    spent = list(pool)
    for t in leftover:
        spent.remove(t)
    txn.update_player(player, pool=leftover)
    txn.emit(ev.ManaSpent("601.2h", player, tuple(spent), what))


def _still_needed(pool: tuple[str, ...], cost: ManaCost) -> list[str | None]:
    """The symbols the pool can't cover yet (None for one generic)."""
    left = list(pool)
    needs: list[str | None] = []
    for s in cost.symbols:
        if s in left:
            left.remove(s)
        else:
            needs.append(s)
    generic = cost.generic - min(cost.generic, len(left))
    if generic > 10_000:
        raise IllegalActionError(f"can't pay {generic} generic mana (601.2h)", ("601.2h",))
    return needs + [None] * generic


# ===================================================================================
# Activated abilities (602), mana abilities (605), {T} and {Q} (107.5, 107.6, 302.6)
# ===================================================================================


def cost_problems(
    state: GameState, perm: GameObject, ability: ActivatedAbility
) -> list[tuple[str, str]]:
    """Why the tap/untap part of a cost can't be paid now, with the rules (107.5, 107.6, 302.6)."""
    problems: list[tuple[str, str]] = []
    c = ability.cost
    if c.tap and perm.tapped:
        problems.append((f"{perm.name} is already tapped, so it can't pay {{T}}", "107.5"))
    if c.untap and not perm.tapped:
        problems.append((f"{perm.name} is untapped, so it can't pay {{Q}}", "107.6"))
    if (
        (c.tap or c.untap)
        and perm.sick
        and is_creature(state, perm)
        and not has_keyword(state, perm, "Haste")
    ):
        sym = "{T}" if c.tap else "{Q}"
        problems.append(
            (
                f"{perm.name} can't use {sym}: it came under {perm.controller}'s control this turn",
                "302.6",
            )
        )
    if c.remove_counter and perm.counter(c.remove_counter) <= 0:
        problems.append((f"{perm.name} has no {c.remove_counter} counter to remove", "602.2b"))
    return problems


def _raise(problems: list[tuple[str, str]]) -> None:
    if problems:
        text = "; ".join(f"{p} ({r})" for p, r in problems)
        raise IllegalActionError(text, tuple(r for _, r in problems))


def _pay_non_mana_costs(txn: Txn, perm: GameObject, ability: ActivatedAbility) -> GameObject | None:
    c = ability.cost
    if c.tap:
        perm = txn.set_tapped(perm, True, "107.5")
    if c.untap:
        perm = txn.set_tapped(perm, False, "107.6")
    if c.remove_counter:
        perm = txn.add_counters(perm, c.remove_counter, -1, "602.2b")
    if c.sacrifice_self:
        txn.move(perm, Zone.GRAVEYARD, how="sacrificed to pay a cost", rule="602.2b")
        return None
    return perm


def activate_mana_ability(
    txn: Txn, player: str, perm: GameObject, index: int, color: str | None = None
) -> None:
    """Activate a mana ability: it doesn't use the stack and resolves at once (605.3)."""
    ability = perm.card.activated[index]
    assert ability.mana is not None
    _raise(cost_problems(txn.state, perm, ability))
    if not ability.cost.mana.is_free:
        pay_mana(txn, player, ability.cost.mana, f"{perm.name}'s ability", None, exclude=(perm.id,))
        perm = txn.state.obj(perm.id)
    source = _pay_non_mana_costs(txn, perm, ability) or perm
    produce_mana(txn, player, source, ability, color)


def produce_mana(
    txn: Txn, player: str, source: GameObject, ability: ActivatedAbility, color: str | None
) -> None:
    """Resolve a mana ability (605.3b, 106.7, 106.12)."""
    assert ability.mana is not None
    state = txn.state
    options = ability.mana.options(state, source, could_lookup(state))
    if ability.mana.looks_at(state, source):  # say why: what the others could produce
        txn.emit(ev.Noted("106.7", explain_could_produce(state, source)))
    if not options:
        txn.emit(
            ev.Noted(
                "106.7", f"{source.name} produces no mana: no type of mana can be defined (106.7)"
            )
        )
        return
    if not ability.mana.is_choice:
        mana = options[0]
    else:  # one mana of a type chosen among the options (a lone option answers itself)
        letters = [o[0] for o in options]
        pick = color if color in letters else txn.ask_color(source, player, letters)
        mana = (pick,)
    tapped = ability.cost.tap
    mana, why = apply_mana_replacements(txn, source, mana, tapped)
    txn.add_mana(player, mana)
    txn.emit(ev.ManaProduced("605.3b", player, source, mana, tapped_for_mana=tapped, why=why))


def apply_mana_replacements(
    txn: Txn, source: GameObject, mana: tuple[str, ...], tapped: bool
) -> tuple[tuple[str, ...], str]:
    """Replacement effects modify the mana production event (106.12b) in the order the
    affected object's controller chooses (616.1)."""
    applicable = list(mana_replacements(txn.state, source, tapped))
    if not applicable:
        return mana, ""
    if len(applicable) > 1:
        options = [Option(i, perm.name, names_of(perm)) for i, (perm, _) in enumerate(applicable)]
        order = txn.ask_order(
            Ask.REPLACE,
            source.controller,
            f"{source.controller} chooses the order the replacement effects apply to "
            f"{source.name}'s mana",
            "616.1",
            options,
        )
        applicable = [applicable[i] for i in order]
    steps = []
    for perm, r in applicable:
        before = mana
        mana = r.replace(mana)
        steps.append(f"{perm.name}: {format_mana(before)} becomes {format_mana(mana)}")
        txn.emit(
            ev.ReplacementApplied(
                "614.1a", perm.name, f"{format_mana(before)} becomes {format_mana(mana)}"
            )
        )
    return mana, "; ".join(steps)


def activate_ability(
    txn: Txn,
    player: str,
    perm: GameObject,
    index: int,
    targets: Sequence[Ref] = (),
    x: int | None = None,
    pay: Sequence[Ref] | None = None,
    color: str | None = None,
) -> None:
    """Activate an activated ability (602.2); a mana ability resolves at once (605.3a)."""
    abilities = perm.card.activated
    if not 0 <= index < len(abilities):
        raise IllegalActionError(
            f"{perm.name} has {len(abilities)} activated "
            f"abilit{'y' if len(abilities) == 1 else 'ies'}; "
            f"ability = {index + 1} is not one of them (602.1)",
            ("602.1",),
        )
    ability = abilities[index]
    if perm.zone is not Zone.BATTLEFIELD or perm.controller != player:
        raise IllegalActionError(
            f"{player} doesn't control {perm.name} on the battlefield (602.2)", ("602.2",)
        )
    if ability.mana is not None:
        if targets:
            raise IllegalActionError("a mana ability has no targets (605.1a)", ("605.1a",))
        check_priority(txn.state, player)
        txn.emit(ev.Noted("605.3a", f"{player} activates {perm.name}'s mana ability"))
        activate_mana_ability(txn, player, perm, index, color)
        return
    check_priority(txn.state, player)
    _raise(cost_problems(txn.state, perm, ability))
    obj = GameObject(
        id=txn.new_id(),
        card=perm.card,
        owner=perm.owner,
        controller=player,
        zone=Zone.STACK,
        kind=Kind.ABILITY,
        source=perm,
        ability_index=index,
        x=x,
    )
    obj = txn.put_on_stack(obj)
    obj = txn.update(replace(obj, targets=resolve_targets(txn, obj, ability.targets, targets, 0)))
    pay_mana(
        txn,
        player,
        ability.cost.mana.with_x(x or 0),
        f"{perm.name}'s ability",
        pay,
        exclude=(perm.id,),
    )
    _pay_non_mana_costs(txn, txn.state.obj(perm.id), ability)
    obj = txn.state.obj(obj.id)
    txn.state = replace(txn.state, priority=player, passed=())
    txn.emit(ev.AbilityActivated("602.2", player, obj))


# ===================================================================================
# Resolving (608)
# ===================================================================================


class Resolution:
    """What an effect sees as its spell or ability resolves (608.2)."""

    def __init__(self, txn: Txn, obj: GameObject, targets: list[tuple[Target, ...]]) -> None:
        self.txn = txn
        self.obj = obj
        self._targets = targets

    @property
    def state(self) -> GameState:
        return self.txn.state

    @property
    def controller(self) -> str:
        return self.obj.controller

    @property
    def source(self) -> GameObject:
        """The ability's source as it last existed, or the spell itself."""
        return self.obj.source if self.obj.source is not None else self.obj

    @property
    def x(self) -> int:
        return self.obj.x or 0

    def targets(self, group: int = 0) -> tuple[Target, ...]:
        """The targets of one use of "target" that are still legal (608.2b)."""
        return self._targets[group] if group < len(self._targets) else ()

    def current(self, target: Target) -> GameObject | None:
        if isinstance(target, str) or not self.state.has(target):
            return None
        return self.state.obj(target)


def run_effects(
    txn: Txn, obj: GameObject, effects: Iterable[Any], groups: list[tuple[Target, ...]]
) -> None:
    ctx = Resolution(txn, obj, groups)
    for effect in effects:
        effect.run(ctx)


def resolve_top(txn: Txn) -> None:
    """The top object of the stack resolves (608.1, 608.2)."""
    txn.tick()
    obj = txn.state.obj(txn.state.stack[-1])
    specs = specs_of(obj)
    groups = target_groups(obj, specs)
    legal_groups = [
        tuple(t for t in g if is_legal_target(txn.state, obj, s, t))
        for s, g in zip(specs, groups, strict=False)
    ]
    if obj.targets and not any(legal_groups):  # 608.2b: it doesn't resolve (not countered)
        txn.emit(ev.DidNotResolve("608.2b", obj, "all its targets are illegal"))
        leave_stack_unresolved(txn, obj, how="doesn't resolve", rule="608.2b")
        return
    if obj.kind in (Kind.TRIGGER, Kind.ABILITY):
        ability: TriggeredAbility | ActivatedAbility = (
            obj.card.triggered[obj.ability_index]
            if obj.kind is Kind.TRIGGER
            else obj.card.activated[obj.ability_index]
        )
        if (
            isinstance(ability, TriggeredAbility)
            and ability.intervening_if
            and not ability.intervening_if(txn.state, obj.source or obj)
        ):
            txn.emit(ev.Noted("603.4", f"{obj.display_name} does nothing: its condition is false"))
        elif isinstance(ability, TriggeredAbility) and ability.modes:
            for m in obj.modes:
                run_effects(txn, obj, ability.modes[m - 1].effects, legal_groups)
        else:
            run_effects(txn, obj, ability.effects, legal_groups)
        txn.emit(ev.Resolved("608.2", obj))
        if txn.state.has(obj.id) and obj.id in txn.state.stack:
            txn._remove_from_zone(obj)
            txn.state = txn.state.without_object(obj.id)
        return
    if obj.card.is_permanent_card:  # 608.3: a permanent spell enters the battlefield
        txn.emit(ev.Resolved("608.3", obj))
        if obj.kind is Kind.COPY:  # a copy of a permanent spell becomes a token (608.3f)
            txn._remove_from_zone(obj)
            txn.state = txn.state.without_object(obj.id)
            txn.create_token(obj.card, obj.controller, "608.3f")
            return
        has_x = bool(obj.card.mana_cost and obj.card.mana_cost.x_count)
        txn.enter_battlefield(
            obj,
            obj.controller,
            how="resolves",
            rule="608.3",
            spell_x=obj.x if has_x else None,
            from_spell=obj.id,
        )
        return
    modes = obj.modes or (1,)
    at = 0
    for m in modes:
        mode = obj.card.modes[m - 1]
        n = len(mode.targets)
        run_effects(txn, obj, mode.effects, legal_groups[at : at + n])
        at += n
    txn.emit(ev.Resolved("608.2", obj))
    if obj.id in txn.state.stack:  # 608.2n: put into its owner's graveyard last
        finish_spell(txn, txn.state.obj(obj.id))


def finish_spell(txn: Txn, spell: GameObject) -> None:
    """608.2n with the replacement effects that apply to it (614.1a, 616.1)."""
    if spell.kind is Kind.COPY:
        txn.move(
            spell,
            Zone.GRAVEYARD,
            how="a copy of a spell ceases to exist off the stack",
            rule="704.5e",
        )
        return
    options: list[tuple[str, Zone, str | None, str]] = []
    for r in txn.state.spell_replacements:
        if r.spell == spell.id:
            options.append((r.source_name, r.to_zone, r.counter, "614.1a"))
    delayed_index: int | None = None
    for a in spell.card.of_kind(SelfReplacement):
        assert isinstance(a, SelfReplacement)
        if not a.only_from_hand or spell.cast_from is Zone.HAND:
            options.append((spell.name, a.to_zone, None, "702.88a"))
            delayed_index = a.then
    if len(options) > 1:
        labels = [Option(i, name) for i, (name, *_rest) in enumerate(options)]
        order = txn.ask_order(
            Ask.REPLACE,
            spell.owner,
            f"{spell.owner} chooses which replacement effect applies to {spell.name} first",
            "616.1",
            labels,
        )
        options = [options[i] for i in order]
    if options:
        name, zone, counter, rule = options[0]
        counters = ((counter, 1),) if counter else ()
        txn.emit(
            ev.ReplacementApplied(
                rule, name, f"{spell.name} goes to {zone.value} instead of the graveyard"
            )
        )
        new = txn.move(
            spell, zone, how=f"instead of the graveyard ({name})", rule=rule, counters=counters
        )
        if new is not None and counter:
            txn.emit(ev.CountersChanged("122.1", new, counter, 1))
        if new is not None and rule == "702.88a" and delayed_index is not None:
            later = pending_trigger(new, delayed_index, controller=spell.owner, subject=new)
            txn.state = replace(txn.state, delayed=(*txn.state.delayed, later))
            txn.emit(
                ev.EffectCreated(
                    "603.7", spell.name, "a delayed triggered ability waits for the next upkeep"
                )
            )
        return
    txn.move(spell, Zone.GRAVEYARD, how="resolved", rule="608.2n")


def leave_stack_unresolved(
    txn: Txn, obj: GameObject, how: str = "countered", rule: str = "701.6a"
) -> None:
    """A spell that is countered (701.6a) or doesn't resolve (608.2b) goes to its owner's
    graveyard; an ability is removed."""
    txn.state = replace(
        txn.state,
        spell_replacements=tuple(r for r in txn.state.spell_replacements if r.spell != obj.id),
    )
    if obj.kind in (Kind.TRIGGER, Kind.ABILITY):
        txn._remove_from_zone(obj)
        txn.state = txn.state.without_object(obj.id)
        return
    txn.move(obj, Zone.GRAVEYARD, how=how, rule=rule)


def counter(txn: Txn, obj: GameObject, by: str) -> None:
    for a in obj.card.of_kind(CantBeCountered):
        assert isinstance(a, CantBeCountered)
        if (obj.x or 0) >= a.min_x:
            txn.emit(ev.Noted("101.2", f"{obj.display_name} can't be countered"))
            return
    txn.emit(ev.Countered("701.6a", obj, f"countered by {by}"))
    leave_stack_unresolved(txn, obj)


def copy_spell(
    txn: Txn, original: GameObject, controller: str, targets: tuple[Target, ...] | None
) -> GameObject:
    """Create a copy of a spell on the stack (707.10): same copiable values, modes, X and
    kicked status (707.10); it is not cast (707.10)."""
    txn.count_new_object()
    copy = GameObject(
        id=txn.new_id(),
        card=original.card,
        owner=controller,
        controller=controller,
        zone=Zone.STACK,
        kind=Kind.COPY,
        x=original.x,
        kicked=original.kicked,
        modes=original.modes,
        targets=original.targets if targets is None else targets,
    )
    copy = txn.put_on_stack(copy)
    txn.emit(ev.CopyCreated("707.10", copy, original))
    return copy


# ===================================================================================
# State-based actions (704)
# ===================================================================================


def state_based_actions(txn: Txn) -> bool:
    """Check and perform state-based actions until none apply (704.3). True if any did."""
    any_done = False
    while True:
        state = txn.state
        done = False
        for p in state.players:
            if p.lost:
                continue
            reason = None
            if p.life <= 0:
                reason, rule = "life total 0 or less", "704.5a"
            elif p.drew_from_empty:
                reason, rule = "drew from an empty library", "704.5b"
            if reason:
                txn.update_player(p.name, lost=True, drew_from_empty=False)
                txn.emit(ev.PlayerLost(rule, p.name, reason))
                if not txn.state.game_over:  # a multiplayer game goes on without them (800.4)
                    leave_game(txn, p.name)
                done = True
        doomed: list[tuple[GameObject, str, str]] = []
        for perm in state.permanents():
            pt = power_toughness(state, perm)
            if pt is None:
                continue
            sturdy = has_keyword(state, perm, "Indestructible")  # 702.12b
            if pt[1] <= 0:
                doomed.append((perm, "toughness 0 or less", "704.5f"))
            elif perm.damage >= pt[1] and not sturdy:
                doomed.append((perm, "lethal damage", "704.5g"))
            elif perm.deathtouched and not sturdy:
                doomed.append((perm, "dealt damage by a source with deathtouch", "704.5h"))
            if perm.deathtouched:
                txn.update(replace(perm, deathtouched=False))
        for perm, why, rule in doomed:
            txn.move(txn.state.obj(perm.id), Zone.GRAVEYARD, how=why, rule=rule)
            done = True
        done = _legend_rule(txn) or done
        if not done:
            return any_done
        any_done = True


def leave_game(txn: Txn, player: str) -> None:
    """800.4a: every object the player owns leaves the game with them; abilities and spell
    copies they control on the stack cease to exist; whatever else they still control is
    exiled. Triggered abilities they would control never go on the stack (800.4d)."""
    for obj in [o for o in txn.state.objects if o.owner == player]:
        txn.remove_from_game(obj, f"{obj.display_name} leaves the game with its owner, {player}")
    for obj in [o for o in txn.state.objects if o.controller == player]:
        if obj.kind in (Kind.TRIGGER, Kind.ABILITY, Kind.COPY):
            txn.remove_from_game(obj, f"{obj.display_name} ceases to exist: {player} left the game")
        else:
            txn.move(
                obj,
                Zone.EXILE,
                how=f"exiled: {player}, its controller, left the game",
                rule="800.4a",
            )
    txn.state = replace(
        txn.state,
        waiting=tuple(t for t in txn.state.waiting if t.controller != player),
        delayed=tuple(t for t in txn.state.delayed if t.controller != player),
    )
    if txn.state.priority == player:  # 800.4a: priority passes to the next player
        txn.state = replace(txn.state, priority=first_in_game(txn.state, player))


def first_in_game(state: GameState, player: str) -> str:
    """``player`` if still in the game, else the next player in turn order who is (800.4j)."""
    while state.player(player).lost:
        player = state.next_player(player)
    return player


def _legend_rule(txn: Txn) -> bool:
    """704.5j: a player with two or more legendary permanents of one name keeps one."""
    state = txn.state
    groups: dict[tuple[str, str], list[GameObject]] = {}
    for perm in state.permanents():
        if "Legendary" in perm.card.supertypes:
            groups.setdefault((perm.controller, perm.name), []).append(perm)
    acted = False
    for (player, name), perms in groups.items():
        if len(perms) < 2:
            continue
        options = [Option(p.id, p.display_name, names_of(p)) for p in perms]
        keep = txn.ask_pick(
            Ask.CHOOSE,
            name,
            player,
            f"{player} chooses which {name} to keep",
            "704.5j",
            options,
            (1, 1),
        )
        for p in perms:
            if p.id not in keep:
                txn.move(txn.state.obj(p.id), Zone.GRAVEYARD, how="legend rule", rule="704.5j")
                acted = True
    return acted


# ===================================================================================
# Priority, steps and turns (117, 500)
# ===================================================================================


def pass_priority(txn: Txn) -> bool:
    """The player with priority passes (117.3d). Returns True if an object resolved."""
    state = txn.state
    player = state.priority
    txn.emit(ev.PriorityPassed("117.3d", player))
    passed = (*state.passed, player)
    alive = [p.name for p in state.players if not p.lost]
    if set(alive) <= set(passed):  # all players passed in succession (117.4)
        txn.state = replace(txn.state, passed=())
        if txn.state.stack:
            resolve_top(txn)
            active = first_in_game(txn.state, txn.state.active)  # 800.4j
            txn.state = replace(txn.state, priority=active, passed=())  # 117.3b
            return True
        next_step(txn)
        return False
    nxt = first_in_game(state, state.next_player(player))
    txn.state = replace(txn.state, priority=nxt, passed=passed)
    return False


def next_step(txn: Txn) -> None:
    """End the current step and begin the next (500.2), with its turn-based actions."""
    state = txn.state
    for p in state.players:  # mana empties from each pool as a step ends (500.5)
        if p.pool:
            txn.update_player(p.name, pool=())
            txn.emit(ev.Noted("500.5", f"{p.name}'s unused mana empties from their pool"))
    steps = list(Step)
    if state.step is Step.CLEANUP:
        _begin_turn(txn)
        return
    if combat.has_second_damage_step(state):  # 510.4: a second combat damage step
        txn.state = replace(txn.state, priority=state.active, passed=())
        txn.emit(ev.StepBegan("510.4", state.turn, Step.COMBAT_DAMAGE, state.active))
        combat.combat_damage(txn)
        return
    if state.step is Step.END_OF_COMBAT:
        combat.leave_combat(txn)  # 511.3
    step = steps[steps.index(state.step) + 1]
    priority = first_in_game(state, state.active)  # 800.4j: a turn may go on without its player
    txn.state = replace(txn.state, step=step, priority=priority, passed=())
    txn.emit(ev.StepBegan("500.1", txn.state.turn, step, state.active))
    _turn_based_actions(txn, step)


def _begin_turn(txn: Txn) -> None:
    state = txn.state
    me = state.player(state.active)
    if me.extra_turns:  # 500.7: an extra turn is taken directly after this one
        txn.update_player(me.name, extra_turns=me.extra_turns - 1)
        active = me.name
    else:
        active = first_in_game(txn.state, state.next_player(state.active))
    txn.state = replace(
        txn.state,
        turn=state.turn + 1,
        active=active,
        step=Step.UNTAP,
        priority=active,
        passed=(),
        cast_this_turn=(),
        defender=None,
        damage_step=0,
    )
    for p in txn.state.players:
        txn.update_player(p.name, lands_played=0, drawn_this_turn=0)
    txn.emit(ev.StepBegan("500.1", txn.state.turn, Step.UNTAP, active))
    _turn_based_actions(txn, Step.UNTAP)


def _turn_based_actions(txn: Txn, step: Step) -> None:
    state = txn.state
    active = state.active
    if step is Step.UNTAP:
        for perm in state.permanents(active):
            # 302.6: now controlled continuously since this turn began
            txn.update(replace(perm, sick=False))
            if perm.tapped:
                txn.set_tapped(txn.state.obj(perm.id), False, "502.3")
        next_step(txn)  # no player receives priority in the untap step (502.4)
    elif step is Step.DRAW:
        if not (state.turn == 1 and active == state.players[0].name):  # 103.8a
            txn.draw(active)
    elif step is Step.COMBAT_DAMAGE:
        combat.combat_damage(txn)
    elif step is Step.CLEANUP:
        discard_to_hand_size(txn, active)
        for perm in state.permanents():  # 514.2: damage wears off, "until end of turn" ends
            if perm.damage:
                txn.update(replace(perm, damage=0))
        if txn.state.effects:
            txn.emit(ev.Noted("514.2", "effects that last until end of turn end"))
        txn.state = replace(txn.state, effects=())


#: the maximum hand size (402.2)
MAX_HAND_SIZE = 7


def discard_to_hand_size(txn: Txn, player: str) -> None:
    """514.1: the active player discards down to their maximum hand size, choosing the
    cards (``discard:PLAYER``); a turn-based action, so it doesn't use the stack."""
    hand = [txn.state.obj(i) for i in txn.state.player(player).hand]
    excess = len(hand) - MAX_HAND_SIZE
    if excess <= 0:
        return
    options = [Option(c.id, c.display_name, names_of(c)) for c in hand]
    prompt = f"{player} discards {excess} card(s) down to {MAX_HAND_SIZE} in hand"
    for card in txn.ask_pick(Ask.DISCARD, player, player, prompt, "514.1", options, (excess,) * 2):
        txn.move(txn.state.obj(card), Zone.GRAVEYARD, how="discarded to hand size", rule="514.1")


def advance_to(txn: Txn, step: Step) -> None:
    """Move through steps (and turns) until ``step`` begins; the stack must be empty."""
    if txn.state.stack:
        raise IllegalActionError(
            "the stack must be empty to move to another step (500.2)", ("500.2",)
        )
    start_turn = txn.state.turn
    for _ in range(len(Step) * 3):
        next_step(txn)
        txn.settle(strict=True)
        if txn.state.game_over:
            return
        if txn.state.step is step and (txn.state.turn != start_turn or step.order > 0):
            return
        if txn.state.stack:  # something triggered: players get priority here
            txn.emit(
                ev.Noted(
                    "117.3a", f"stopped in the {txn.state.step.value} step: the stack is not empty"
                )
            )
            return
    raise IllegalActionError(f"could not reach the {step.value} step", ("500.1",))


def declare_attackers(
    txn: Txn, player: str, creatures: Sequence[Ref], defender: str | None
) -> None:
    """Move to declare attackers and declare them (508.1)."""
    state = txn.state
    if state.active != player:
        raise IllegalActionError(
            f"only the active player ({state.active}) declares attackers (508.1)", ("508.1",)
        )
    if state.step.order > Step.BEGINNING_OF_COMBAT.order:
        raise IllegalActionError(
            f"attackers are declared once per combat; it is already {state.step.value} (508.1)",
            ("508.1",),
        )
    opponents = state.opponents(player)
    defender = defender or (opponents[0] if opponents else None)
    if defender not in opponents:
        raise IllegalActionError(
            f"{defender!r} can't be attacked; opponents: {', '.join(opponents)} (508.1b)",
            ("508.1b",),
        )
    mine = [o for o in state.permanents(player) if is_creature(state, o)]
    attackers = []
    for ref in creatures:
        try:
            attackers.append(find(state, ref, among=mine, what="creature you control"))
        except RulingsError as e:
            raise IllegalActionError(f"can't attack with that: {e} (508.1a)", ("508.1a",)) from None
    combat.check_attackers(state, attackers, player)
    while txn.state.step is not Step.DECLARE_ATTACKERS:
        if txn.state.stack:
            raise IllegalActionError(
                "the stack must be empty to move to combat (500.2)", ("500.2",)
            )
        next_step(txn)
    txn.state = replace(txn.state, defender=defender)
    for a in attackers:
        current = txn.state.obj(a.id)
        if not has_keyword(txn.state, current, "Vigilance"):
            current = txn.set_tapped(current, True, "508.1f")
        current = txn.update(replace(current, attacking=True))
    for a in attackers:
        txn.emit(ev.Attacked("508.1", txn.state.obj(a.id), defender))
    txn.state = replace(txn.state, priority=player, passed=())


def play_land(txn: Txn, player: str, card: GameObject) -> None:
    state = txn.state
    if "Land" not in card.card.types:
        raise IllegalActionError(f"{card.name} is not a land; cast it instead (305.1)", ("305.1",))
    check_priority(state, player)
    problems = []
    if not (state.active == player and state.step in (Step.MAIN1, Step.MAIN2) and not state.stack):
        problems.append(
            ("a land can be played only in your main phase with an empty stack", "305.1")
        )
    if state.player(player).lands_played >= 1:
        problems.append((f"{player} has already played a land this turn", "305.2"))
    _raise(problems)
    txn.update_player(player, lands_played=state.player(player).lands_played + 1)
    new = txn.enter_battlefield(card, player, how="played", rule="305.1")
    assert new is not None
    txn.emit(ev.LandPlayed("305.1", player, new))
