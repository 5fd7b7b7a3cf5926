"""The game's changes as a transaction makes them: moving objects between zones (400.7),
tapping, life, damage, counters, mana, shuffling, tokens, objects entering the battlefield.

``GameChanges`` is the part of the transaction (``engine.Txn``) that changes the state
(``transaction.Changes``); the transaction adds recording events, checking triggers and
asking questions.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, cast

from rulings_kit.core import events as ev
from rulings_kit.core.card_shapes import CardShape
from rulings_kit.core.characteristics import card_types, has_keyword, is_creature, remembered
from rulings_kit.core.copy_effects import entered_fields, entering_with
from rulings_kit.core.counter_effects import stun_instead_of_untapping
from rulings_kit.core.counter_replacements import counters_to_put
from rulings_kit.core.daynight import face_after_move
from rulings_kit.core.definitions import EntersWith
from rulings_kit.core.dredge import dredge_instead
from rulings_kit.core.entering import after_entering, as_it_enters
from rulings_kit.core.layer_changes import Timestamp
from rulings_kit.core.madness import madness_exiles
from rulings_kit.core.mana import SpendOnly
from rulings_kit.core.objects import ObjectTable
from rulings_kit.core.planeswalkers import damage_to_planeswalker, is_planeswalker
from rulings_kit.core.player_rules import PlayerRule, has_rule
from rulings_kit.core.prevention import FollowUps, follow_up, prevented
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.state import (
    ContinuousEffect,
    GameObject,
    GameState,
    Kind,
    Player,
    Target,
    TurnRule,
    Zone,
)
from rulings_kit.core.statics import entering_tapped_by
from rulings_kit.core.together import Together
from rulings_kit.core.turn_conditions import noting
from rulings_kit.core.turn_record import Did, Happened
from rulings_kit.core.unearth import unearth_exiles
from rulings_kit.core.values import evolve
from rulings_kit.core.zone_casts import exiled_leaving_stack
from rulings_kit.core.zone_fields import as_left, zone_changes
from rulings_kit.core.zone_replacements import instead_of_graveyard

#: the fields of a new object but for those ``move`` sets (400.7)
_NEW = GameObject(0, cast(CardShape, None), "", "", Zone.LIBRARY)


class GameChanges:
    """Changes to ``state``, each announced with ``emit`` (the transaction records it)."""

    state: GameState
    #: inside ``together``: the permanents, as they last existed, that have left the
    #: battlefield so far in moves made at the same time
    left_together: tuple[GameObject, ...] | None = None
    moment: int = 0  # inside ``together``: the number its events share (603.2c); else 0

    def emit(self, event: ev.Event) -> None:
        raise NotImplementedError  # the transaction records the event and checks triggers

    def together(self) -> Together:
        """The moves made inside are made at the same time (704.3, 701.21a, 608.2c): one
        batch (603.2c), where a permanent that leaves sees each other one leave (603.10a)."""
        return Together(self)

    def move_together(self, ids: Sequence[int], to: Zone, *, how: str, rule: str) -> None:
        """Move the objects ``ids`` to zone ``to`` at the same time (101.4: chosen in turn,
        then moved at once; 701.21a, 702.82a): each sees the others leave (603.10a), and
        each is remembered as all of them were before any moved (608.2h: "the sacrificed
        creatures' total power", a Goblin that was a 2/2 beside its lord)."""
        known = {i: remembered(self.state, self.state.obj(i)) for i in ids}
        with self.together():
            for i in ids:
                self.move(self.state.obj(i), to, how=how, rule=rule, was=known[i])

    def count_new_object(self) -> None:
        raise NotImplementedError  # the transaction bounds what one action may create

    def new_damage_event(self) -> int:
        raise NotImplementedError  # the transaction numbers the damage events it records

    def ask_order(self, kind: Ask, who: str, prompt: str, rule: str,
                  options: Sequence[Option], exclusive: bool = False) -> list[Any]:
        raise NotImplementedError  # the transaction asks the question

    def ask_may(self, source: GameObject, player: str, prompt: str, rule: str = "603.5") -> bool:
        raise NotImplementedError  # the transaction asks the question

    def ask_pick(self, kind: Ask, source: GameObject | str, player: str, prompt: str,
                 rule: str, options: Sequence[Option], count: tuple[int, int],
                 distinct: bool = True, says: str = "", exclusive: bool = False) -> list[Any]:
        raise NotImplementedError  # the transaction asks the question

    def ask_color(self, source: GameObject, player: str, letters: Sequence[str], *,
                  prompt: str = "", says: str = "") -> str:
        raise NotImplementedError  # the transaction asks the question

    def entering_as(self, obj: GameObject, controller: str) -> GameObject:
        return obj  # the transaction asks: "enter as a copy" (core/copy_effects.py, 614.1c)

    def new_id(self) -> int:
        i = self.state.next_id
        self.state = evolve(self.state, next_id=i + 1)
        return i

    def new_timestamp(self) -> Timestamp:
        """A timestamp later than every one given so far (613.7b, 613.7c, 613.7e): after
        the objects that entered a zone before now, before those that enter after."""
        ticks = self.state.ticks + 1
        self.state = evolve(self.state, ticks=ticks)
        return self.state.next_id - 1, ticks

    def stamp(self, obj: GameObject, key: str) -> GameObject:
        """``obj`` with a new timestamp for ``key``: "attached" (613.7e) or a counter kind
        (613.7c)."""
        stamps = (*(s for s in obj.stamps if s[0] != key), (key, self.new_timestamp()))
        return self.update(evolve(self.state.obj(obj.id), stamps=stamps))

    def update(self, obj: GameObject) -> GameObject:
        self.state = self.state.with_object(obj)
        return obj

    def update_player(self, name: str, **changes: Any) -> Player:
        player = evolve(self.state.player(name), **changes)
        self.state = self.state.with_player(player)
        return player

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
        was: GameObject | None = None,
        **fields: Any,
    ) -> GameObject | None:
        """Move ``obj`` to zone ``to``: it becomes a new object (400.7).

        Copies of spells and tokens that leave their zone cease to exist (704.5d-e);
        counters do not come along (122.2) unless ``fields`` sets them. An object that would
        go to a graveyard goes where a replacement effect says instead (614.1a, 616.1).
        A permanent is remembered as it last existed on the battlefield (608.2h): as it is
        now, or ``was`` (``characteristics.remembered``) when it leaves together with others,
        all seen as they were before any of them left.
        """
        here = obj.zone
        if here is Zone.HAND and madness_exiles(obj, to, rule):  # discarded, exiled (702.35a)
            to, how, rule = Zone.EXILE, f"{how}, exiled instead by madness", ev.MADNESS_EXILE
        shuffle = False
        if to is Zone.GRAVEYARD and obj.kind is not Kind.COPY and (
                instead := instead_of_graveyard(self, obj)) is not None:
            to, rule, bottom, shuffle = instead.to, "614.1a", instead.bottom, instead.shuffle
            how = f"{how}, {instead.how} instead by {instead.by}"
        if unearthed := unearth_exiles(self.state, obj, to):  # 702.84a
            to, how, rule = Zone.EXILE, f"{how}, exiled instead by {unearthed}", "702.84a"
        if to is Zone.GRAVEYARD and obj.zone is Zone.BATTLEFIELD and is_creature(self.state, obj):
            # it dies (700.4): kept for "if a creature died this turn", with its types as
            # it last existed on the battlefield (603.10a)
            types = tuple(sorted(card_types(self.state, obj)))
            died = Happened(Did.DIE, obj.controller, obj.id, obj.name, types=types)
            self.state = evolve(self.state, this_turn=self.state.this_turn.adding(died))
        if here is Zone.BATTLEFIELD and to is not Zone.BATTLEFIELD:  # it leaves (603.6c)
            self.state = noting(self.state, Did.LEAVE, obj.controller)
        # aftermath, flashback (702.127a, 702.34a)
        leaving = exiled_leaving_stack(obj, to) if here is Zone.STACK else None
        if leaving is not None:
            to, how, rule = Zone.EXILE, f"{how}, exiled instead by {leaving[1]}", leaving[0]
        if obj.zone is Zone.BATTLEFIELD and was is None:  # as it last existed (608.2h)
            was = remembered(self.state, obj)
        if was is not None and self.left_together is not None:
            self.left_together = (*self.left_together, was)
        # the state's changes, made in one go at the end: out of its zone, out of the table
        changes = zone_changes(self.state, obj, {})
        objects = self.state.objects
        assert isinstance(objects, ObjectTable)
        objects = objects.without(obj.id)
        ceases = (obj.kind is Kind.COPY and to is not Zone.STACK) or (
            obj.kind is Kind.TOKEN and obj.zone is Zone.BATTLEFIELD and to is not Zone.BATTLEFIELD
        )
        if ceases:
            self.state = evolve(self.state, objects=objects, **changes)
            if was is not None:
                self._left(was, None)
            self.emit(
                ev.ZoneChanged(
                    rule if obj.kind is Kind.COPY else "704.5d", obj, None, obj.zone, to, how
                )
            )
            if shuffle:  # shuffled all the same (701.24c)
                self.shuffle(obj.owner)
            return None
        card, whole = face_after_move(self.state, obj, to)  # 709.4, 712.8a, 712.13
        entering = to is Zone.BATTLEFIELD
        spell_enters = entering and obj.is_spell
        # a new object: a copy of a blank one (quicker than __init__ with forty fields)
        made = dict(id=self.state.next_id, card=card, whole=whole, owner=obj.owner,
                    controller=controller if controller is not None else obj.owner,
                    zone=to, kind=obj.kind if obj.kind is Kind.TOKEN else Kind.CARD,
                    label=obj.label, sick=entering,
                    # kept by the permanent a spell became: kicked (702.33e), face down
                    # (702.37c, 708.3)
                    kicked=obj.kicked if spell_enters else 0,
                    alt_paid=obj.alt_paid if spell_enters else None,
                    turned_down=obj.turned_down if entering else None)
        new = evolve(_NEW, **(made | fields) if fields else made)
        changes["next_id"] = new.id + 1
        changes["objects"] = objects.replacing(new)
        zone_changes(self.state, new, changes, into=True, bottom=bottom)
        if was is not None:
            changes["left"] = (*self.state.left, as_left(was, new.id))
        self.state = evolve(self.state, **changes)
        if spell_enters:
            # the spell became this permanent (608.3): noted before anything triggers, so
            # "another spell" and "if it was kicked" can ask which spell it was
            record = self.state.this_turn.spell_became(obj.id, new.id)
            self.state = evolve(self.state, this_turn=record)
        elif obj.is_spell or obj.zone is Zone.BATTLEFIELD:
            record = self.state.this_turn.forget_choices(obj.id)
            if record is not self.state.this_turn:
                self.state = evolve(self.state, this_turn=record)
        if here is Zone.HAND and rule in ev.DISCARDS:  # "if you discarded a card this turn"
            discarded = Happened(Did.DISCARD, obj.owner, obj.id, obj.name)  # (701.9a)
            self.state = evolve(self.state, this_turn=self.state.this_turn.adding(discarded))
        if entering and here is not Zone.BATTLEFIELD and "Land" in card_types(self.state, new):
            self.state = noting(self.state, Did.LAND_ENTERED, new.controller)  # landfall
        self.emit(ev.ZoneChanged(rule, obj, new, obj.zone, to, how))
        if shuffle:  # "shuffle it into its owner's library instead" (701.24)
            self.shuffle(new.owner)
        return new

    def _left(self, was: GameObject, became: int | None) -> None:
        self.state = evolve(self.state, left=(*self.state.left, as_left(was, became)))

    def cease_to_exist(self, obj: GameObject) -> None:
        """``obj`` leaves its zone and the game without going anywhere: an ability that
        leaves the stack (608.2n), a copy of a permanent spell that becomes a token (608.3f)."""
        objects = self.state.objects
        assert isinstance(objects, ObjectTable)
        self.state = evolve(self.state, objects=objects.without(obj.id),
                            **zone_changes(self.state, obj, {}))

    def remove_from_game(self, obj: GameObject, text: str) -> None:
        """The object leaves the game altogether: its owner left (800.4a)."""
        self.cease_to_exist(obj)
        self.emit(ev.Noted("800.4a", text))

    def put_on_stack(self, obj: GameObject) -> GameObject:
        obj = evolve(obj, zone=Zone.STACK)
        self.update(obj)
        self.state = evolve(self.state, stack=(*self.state.stack, obj.id))
        return obj

    # ---- simple game actions ------------------------------------------------------
    def set_tapped(self, obj: GameObject, tapped: bool, rule: str) -> GameObject:
        if not tapped and (stunned := stun_instead_of_untapping(self, obj)) is not None:
            return stunned  # 122.1d: it stays tapped
        new = self.update(evolve(obj, tapped=tapped))
        self.emit(ev.Tapped(rule, new, untapped=not tapped))
        if not tapped and any(e.while_tapped == obj.id for e in self.state.effects):
            # "for as long as ~ remains tapped" is over for good once it untaps (611.2b)
            self.state = evolve(self.state, effects=tuple(
                e for e in self.state.effects if e.while_tapped != obj.id))
        return new

    def change_life(self, player: str, amount: int, rule: str) -> None:
        if amount == 0:
            return
        if amount > 0 and TurnRule.PLAYERS_CANT_GAIN_LIFE in self.state.turn_rules:
            self.emit(ev.Noted("119.7", f"{player} can't gain life this turn: gains no life"))
            return
        if amount > 0 and has_rule(self.state, player, PlayerRule.CANT_GAIN_LIFE):
            self.emit(ev.Noted("119.7", f"{player} can't gain life: gains no life"))
            return
        p = self.update_player(player, life=self.state.player(player).life + amount)
        # kept for "if you gained life this turn" (119.9), "if a player lost life" (119.3)
        record = self.state.this_turn.gaining(
            player, abs(amount), Did.GAIN_LIFE if amount > 0 else Did.LOSE_LIFE)
        self.state = evolve(self.state, this_turn=record)
        self.emit(ev.LifeChanged(rule, player, amount, p.life))

    def draw(self, player: str, count: int = 1) -> None:
        for _ in range(count):
            if dredge_instead(self, player):  # a replacement of the draw (702.52a, 614.1a)
                continue
            library = self.state.player(player).library
            if not library:
                self.update_player(player, drew_from_empty=True)
                self.emit(ev.Noted("121.4", f"{player} can't draw from an empty library"))
                continue
            card = self.move(self.state.obj(library[0]), Zone.HAND, how="drawn", rule="121.1")
            assert card is not None
            drew = Happened(Did.DRAW, player, card.id, card.name, from_zone=Zone.LIBRARY)
            self.state = evolve(self.state, this_turn=self.state.this_turn.adding(drew))
            self.emit(ev.CardDrawn("121.1", player, card))

    def deal_damage(
        self, source: GameObject, target: Target, amount: int, rule: str = "120.3",
        batch: int = 0, due: FollowUps | None = None,
    ) -> int:
        """Deals the damage and returns how much was dealt, to whatever. A part of a damage
        event dealt at the same time as others (``batch``, 510.2) leaves lifelink to the
        caller, who gains the source's total once (702.15b), and the prevention effects'
        additional effects, ``due`` (615.5)."""
        pending: FollowUps = {} if due is None else due
        dealt = self._deal_damage(source, target, amount, rule, batch, pending)
        if not batch and dealt and has_keyword(self.state, source, "Lifelink"):  # 702.15b
            self.change_life(source.controller, dealt, "702.15b")
        if due is None:
            follow_up(self, pending)  # right after the damage it prevented (615.5)
        return dealt

    def _deal_damage(self, source: GameObject, target: Target, amount: int, rule: str,
                     batch: int, due: FollowUps) -> int:
        name = target if isinstance(target, str) else self.state.obj(target).display_name
        if amount <= 0:
            self.emit(ev.Noted("120.8", f"{source.display_name} deals no damage to {name}"))
            return 0
        moved: list[tuple[Target, int]] = []  # redirected: the same event's (614.9)
        amount = prevented(self, source, target, amount, rule == "510.2", due, moved)  # 616.1
        batch = batch or (self.new_damage_event() if moved else 0)
        elsewhere = sum(self._deal_damage(source, t, n, rule, batch, due) for t, n in moved)
        if amount <= 0:
            return elsewhere
        self.emit(ev.DamageDealt(rule, source, target, name, amount, batch))
        infect = has_keyword(self.state, source, "Infect")
        if isinstance(target, str):  # "if an opponent was dealt damage this turn" (702.54a)
            self.state = evolve(self.state, this_turn=self.state.this_turn.player_damaged(
                target, amount))
        if isinstance(target, str) and infect:  # poison counters, not life (120.3b, 702.90b)
            self.add_player_counters(target, "poison", amount, "702.90b")
        elif isinstance(target, str):
            self.change_life(target, -amount, "120.3a")
        else:
            obj = self.state.obj(target)
            if is_planeswalker(self.state, obj):
                damage_to_planeswalker(self, obj, amount)  # 120.3c
                obj = self.state.obj(target)
            if obj.zone is Zone.BATTLEFIELD and is_creature(self.state, obj):
                touched = obj.deathtouched or has_keyword(self.state, source, "Deathtouch")
                if infect or has_keyword(self.state, source, "Wither"):
                    # -1/-1 counters, not marked damage (120.3d, 702.80a, 702.90c)
                    obj = self.add_counters(obj, "-1/-1", amount,
                                            "702.90c" if infect else "702.80a")
                    self.update(evolve(obj, deathtouched=touched))
                else:  # 120.3e
                    self.update(evolve(obj, damage=obj.damage + amount, deathtouched=touched))
            record = self.state.this_turn.dealt_damage(obj.controller, obj.id, source.id)
            self.state = evolve(self.state, this_turn=record)  # "that was dealt damage"
        return amount + elsewhere

    def deal_damage_at_once(
        self, parts: Sequence[tuple[GameObject, Target, int]], rule: str
    ) -> None:
        """Damage dealt at the same time is one event (combat damage, 510.2; "deals 1
        damage to each creature and each player"): each source gains its lifelink total
        once (702.15b), and an ability triggers once for each source's damage (603.2c,
        120.9)."""
        batch = self.new_damage_event() if len(parts) > 1 else 0
        dealt: dict[int, tuple[GameObject, int]] = {}
        due: FollowUps = {}
        for source, target, amount in parts:
            done = self.deal_damage(source, target, amount, rule, batch, due)
            if done:
                dealt[source.id] = (source, dealt.get(source.id, (source, 0))[1] + done)
        for source, total in dealt.values() if batch else ():
            if has_keyword(self.state, source, "Lifelink"):
                self.change_life(source.controller, total, "702.15b")
        follow_up(self, due)  # right after the damage event (615.5)

    def add_counters(
        self, obj: GameObject, kind: str, amount: int, rule: str = "122.1"
    ) -> GameObject:
        if amount == 0:
            return obj
        if amount > 0 and obj.zone is Zone.BATTLEFIELD:  # "that many plus one" (614.1a)
            amount = counters_to_put(self, obj, obj.controller, kind, amount)
        new = self.update(obj.with_counters(kind, amount))
        if amount > 0:  # each counter of the kind has the new one's timestamp (613.7c)
            new = self.stamp(new, kind)
        self.emit(ev.CountersChanged(rule, new, kind, amount))
        return new

    def add_player_counters(self, player: str, kind: str, amount: int, rule: str) -> None:
        """Counters on a player (122.1): poison (122.1f), ..."""
        if amount == 0:
            return
        counts = dict(self.state.player(player).counters)
        counts[kind] = max(0, counts.get(kind, 0) + amount)
        p = self.update_player(player, counters=tuple(sorted(
            (k, v) for k, v in counts.items() if v)))
        self.emit(ev.PlayerCountersChanged(rule, player, kind, amount, p.counter(kind)))

    def change_control(self, obj: GameObject, controller: str) -> None:
        """``controller`` controls ``obj`` now (613.1b), which came under it this turn
        (302.6); effects lasting "for as long as you control" it end for good (611.2b). An
        attacking or blocking creature is removed from combat (506.4)."""
        if obj.attacking or obj.blocking is not None or obj.blocked:
            obj = obj.out_of_combat()
            self.emit(ev.Noted("506.4", f"{obj.name} is removed from combat: its controller "
                               "changed"))
        self.update(evolve(obj, controller=controller, sick=True))
        if any(e.while_controls == obj.id and not e.gives_control for e in self.state.effects):
            self.state = evolve(self.state, effects=tuple(  # control ones: core/control.py
                e for e in self.state.effects
                if e.while_controls != obj.id or e.gives_control))

    def add_effect(self, effect: ContinuousEffect, source_name: str, description: str) -> None:
        """Create a continuous effect from a resolving spell or ability (611.2a), with
        its timestamp (613.7b)."""
        effect = evolve(effect, timestamp=self.new_timestamp())
        self.state = evolve(self.state, effects=(*self.state.effects, effect))
        self.emit(ev.EffectCreated(effect.rule, source_name, description))

    def add_mana(self, player: str, mana: tuple[str, ...], only: SpendOnly | None = None) -> None:
        p = self.state.player(player)
        if only is not None:  # mana with a spending restriction (106.6)
            self.update_player(player, restricted=p.restricted + tuple((m, only) for m in mana))
            return
        self.update_player(player, pool=p.pool + mana)

    def shuffle(self, player: str) -> None:
        """Shuffle a library (701.24); the state's seed makes it the same every run."""
        p = self.state.player(player)
        rng = random.Random(self.state.seed)
        library = list(p.library)
        rng.shuffle(library)
        self.state = evolve(self.state, seed=rng.randrange(2**31))
        self.update_player(player, library=tuple(library))
        self.emit(ev.Noted("701.24a", f"{player} shuffles their library"))

    def at_random(self, ids: Sequence[int], n: int) -> list[int]:
        """``n`` of ``ids`` chosen at random ("discard a card at random", 701.9b); the
        state's seed makes the choice the same every run, as it does a shuffle's."""
        rng = random.Random(self.state.seed)
        picked = rng.sample(list(ids), min(n, len(ids)))
        self.state = evolve(self.state, seed=rng.randrange(2**31))
        return picked

    def enter_battlefield(
        self, obj: GameObject, controller: str, *, how: str, rule: str,
        spell_x: int | None = None, tapped: bool = False, attached_to: Target | None = None,
        with_counters: tuple[tuple[str, int], ...] = (),
    ) -> GameObject | None:
        """Put ``obj`` onto the battlefield with its "enters with" replacements (614.1c);
        ``tapped``, ``with_counters`` when the effect putting it there says so (122.6); an
        Aura ``attached_to`` what it enchants (303.4f, ``attachments.put_onto_battlefield``)."""
        before, obj = obj, self.entering_as(obj, controller)  # a copy (614.1c, 707.5)
        abilities = tuple(a for a in (*obj.card.of_kind(EntersWith), *entering_with(before, obj))
                          if isinstance(a, EntersWith))  # 707.5
        entering = as_it_enters(self, obj, abilities, controller, spell_x, tapped,
                                with_counters)
        tapped, counters, notes = entering.tapped, entering.counters, entering.notes
        if not tapped and (by := entering_tapped_by(self.state, obj, controller)):
            tapped = True  # "Permanents enter tapped." of another permanent (614.1d)
            notes.append(("614.12", f"{obj.name} enters tapped: {by}"))
        counters = {kind: counters_to_put(self, obj, controller, kind, n)  # 614.1c, 614.12
                    for kind, n in counters.items()}
        kept = tuple(sorted((k, v) for k, v in counters.items() if v))
        new = self.move(before, Zone.BATTLEFIELD, how=how, rule=rule, controller=controller,
                        tapped=tapped, counters=kept, attached_to=attached_to,
                        **entered_fields(before, obj), **entering.fields)
        for rule_of, note in notes:
            self.emit(ev.Noted(rule_of, note))
        if new is not None:
            after_entering(self, new, entering)  # riot's haste (702.136a)
        return new

    def create_token(self, card: CardShape, controller: str, rule: str = "111.1",
                     tapped: bool = False, attacking: bool = False) -> GameObject:
        """A new token on the battlefield, entering tapped (110.5b) and attacking (508.4)
        if the effect says so and its caller found that it can."""
        self.count_new_object()
        token = GameObject(
            id=self.new_id(),
            card=card,
            owner=controller,
            controller=controller,
            zone=Zone.BATTLEFIELD,
            kind=Kind.TOKEN,
            sick=True,
            tapped=tapped,
            attacking=attacking,
        )
        token = self.update(self.entering_as(token, controller))  # 614.1c, 707.8a
        self.state = evolve(self.state, battlefield=(*self.state.battlefield, token.id))
        self.emit(ev.ZoneChanged(rule, token, token, None, Zone.BATTLEFIELD, "token created"))
        return token
