"""Reusable effects: the instructions spells and abilities carry (608.2c).

Each effect is a frozen value with ``run(ctx)`` (``ctx`` is the engine's Resolution) and
``text(name)``, the rules text it stands for, so a card's text can be generated from
its parts and compared with its Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import is_creature, mana_value, power_toughness
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.engine import (
    CastChoices,
    Resolution,
    cast_spell,
    copy_spell,
    counter,
    is_legal_target,
    pay_mana,
    specs_of,
)
from rulings_kit.core.mana import ManaCost, sort_types
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.refs import names_of
from rulings_kit.core.state import ContinuousEffect, GameObject, SpellReplacement, Zone
from rulings_kit.errors import IllegalActionError, QuestionError, RulingsError

#: an amount: a number, or "X" for the X of the spell or ability (107.3)
Amount = int | str


def _amount(ctx: Resolution, amount: Amount) -> int:
    return ctx.x if amount == "X" else int(amount)


def _word(amount: Amount) -> str:
    words = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five"}
    return str(amount) if amount == "X" else words.get(int(amount), str(amount))


def _option(ctx: Resolution, obj: GameObject) -> Option:
    return Option(obj.id, obj.display_name, names_of(obj))


@dataclass(frozen=True)
class DealDamage:
    """ "NAME deals N damage to any target." (120.3)"""

    amount: Amount
    group: int = 0
    kicked_amount: int | None = None  # Burst Lightning
    to: str = "any target"
    each: bool = False  # Comet Storm: "deals X damage to each of them"

    def run(self, ctx: Resolution) -> None:
        n = _amount(ctx, self.amount)
        if self.kicked_amount is not None and ctx.obj.kicked:
            n = self.kicked_amount
        for t in ctx.targets(self.group):
            ctx.txn.deal_damage(ctx.obj, t, n)

    def text(self, name: str) -> str:
        if self.each:
            return (
                "Choose any target, then choose another target for each time this spell was "
                f"kicked. {name} deals {self.amount} damage to each of them."
            )
        s = f"{name} deals {self.amount} damage to {self.to}."
        if self.kicked_amount is not None:
            s += f" If this spell was kicked, it deals {self.kicked_amount} damage instead."
        return s


@dataclass(frozen=True)
class DivideDamageEvenly:
    """Fireball: X damage divided evenly, rounded down, among any number of targets."""

    def run(self, ctx: Resolution) -> None:
        legal = ctx.targets(0)
        if not legal:
            return
        # divided as it resolves, among the targets still legal then (608.2b, Fireball's
        # ruling); more legal targets than X means 0 damage each
        share = ctx.x // len(legal)
        for t in legal:
            ctx.txn.deal_damage(ctx.obj, t, share)

    def text(self, name: str) -> str:
        return f"{name} deals X damage divided evenly, rounded down, among any number of targets."


@dataclass(frozen=True)
class Draw:
    amount: Amount = 1
    target_player: bool = False
    #: an extra condition, checked as it resolves (Dream Thief)
    condition: Callable[[Resolution], bool] | None = None
    condition_text: str = ""

    def run(self, ctx: Resolution) -> None:
        if self.condition is not None and not self.condition(ctx):
            ctx.txn.emit(
                ev.Noted(
                    "608.2c",
                    f"{ctx.obj.display_name}: {self.condition_text} is false, no card drawn",
                )
            )
            return
        players = (
            [t for t in ctx.targets(0) if isinstance(t, str)]
            if self.target_player
            else [ctx.controller]
        )
        for p in players:
            ctx.txn.draw(p, _amount(ctx, self.amount))

    def text(self, name: str) -> str:
        n = self.amount
        cards = "a card" if n == 1 else f"{_word(n)} cards"
        if self.target_player:
            return f"Target player draws {cards}."
        tail = f" {self.condition_text}" if self.condition_text else ""
        return f"Draw {cards}{tail}."


@dataclass(frozen=True)
class Scry:
    amount: int = 1

    def run(self, ctx: Resolution) -> None:
        txn, player = ctx.txn, ctx.controller
        top = txn.state.player(player).library[: self.amount]
        options = [_option(ctx, txn.state.obj(i)) for i in top]
        bottom = txn.ask_pick(
            Ask.SCRY,
            ctx.obj,
            player,
            f"{player} scries {self.amount}: cards to put on the bottom",
            "701.22a",
            options,
            (0, len(options)),
        )
        for i in bottom:
            p = txn.state.player(player)
            txn.update_player(player, library=(*[c for c in p.library if c != i], i))
        txn.emit(
            ev.Noted(
                "701.22a",
                f"{player} scries {self.amount}"
                + (f", putting {len(bottom)} on the bottom" if bottom else ""),
            )
        )

    def text(self, name: str) -> str:
        return f"Scry {self.amount}."


@dataclass(frozen=True)
class Pump:
    """ "Target creature gets +N/+N until end of turn." (611.2)"""

    power: int
    toughness: int
    group: int = 0
    only_if_kicked: bool = False

    def run(self, ctx: Resolution) -> None:
        if self.only_if_kicked and not ctx.obj.kicked:
            return
        for t in ctx.targets(self.group):
            obj = ctx.current(t)
            if obj is None:
                continue
            ctx.txn.add_effect(
                ContinuousEffect(obj.id, ctx.obj.name, ctx.controller, self.power, self.toughness),
                ctx.obj.display_name,
                f"{obj.name} gets +{self.power}/+{self.toughness} until end of turn",
            )

    def text(self, name: str) -> str:
        if self.only_if_kicked:
            return (
                f"If this spell was kicked, that creature gets +{self.power}/+{self.toughness} "
                "until end of turn."
            )
        return f"Target creature gets +{self.power}/+{self.toughness} until end of turn."


@dataclass(frozen=True)
class ShroudFromOpponents:
    """Vines of Vastwood: can't be the target of spells or abilities your opponents control."""

    group: int = 0

    def run(self, ctx: Resolution) -> None:
        for t in ctx.targets(self.group):
            obj = ctx.current(t)
            if obj is None:
                continue
            ctx.txn.add_effect(
                ContinuousEffect(obj.id, ctx.obj.name, ctx.controller, shroud_from_opponents=True),
                ctx.obj.display_name,
                f"{obj.name} can't be the target of spells or abilities "
                f"{ctx.controller}'s opponents control this turn",
            )

    def text(self, name: str) -> str:
        return (
            "Target creature can't be the target of spells or abilities your opponents "
            "control this turn."
        )


@dataclass(frozen=True)
class CounterTarget:
    """ "Counter target spell." (701.6a); with ``unless_pays``, Izzet Charm's tax."""

    what: str = "spell"
    unless_pays: int = 0

    def run(self, ctx: Resolution) -> None:
        for t in ctx.targets(0):
            spell = ctx.current(t)
            if spell is None:
                continue
            if self.unless_pays:
                payer = spell.controller
                if ctx.txn.ask_may(
                    ctx.obj, payer, f"{payer} may pay {{{self.unless_pays}}}", "118.12"
                ):
                    try:
                        snap = ctx.txn.snapshot()
                        pay_mana(
                            ctx.txn,
                            payer,
                            ManaCost(self.unless_pays),
                            f"{ctx.obj.name}'s tax",
                            None,
                        )
                        continue
                    except IllegalActionError:
                        ctx.txn.restore(snap)  # couldn't pay: the spell is countered (118.12)
            counter(ctx.txn, spell, ctx.obj.display_name)

    def text(self, name: str) -> str:
        tail = f" unless its controller pays {{{self.unless_pays}}}" if self.unless_pays else ""
        return f"Counter target {self.what}{tail}."


@dataclass(frozen=True)
class Destroy:
    what: str = "creature"
    lose_life_equal_to_mana_value: bool = False  # Feed the Swarm

    def run(self, ctx: Resolution) -> None:
        for t in ctx.targets(0):
            obj = ctx.current(t)
            if obj is None:
                continue
            ctx.txn.move(obj, Zone.GRAVEYARD, how=f"destroyed by {ctx.obj.name}", rule="701.8a")
            if self.lose_life_equal_to_mana_value:  # last known information (608.2h)
                ctx.txn.change_life(ctx.controller, -mana_value(obj), "608.2h")

    def text(self, name: str) -> str:
        s = f"Destroy target {self.what}."
        if self.lose_life_equal_to_mana_value:
            s += " You lose life equal to that permanent's mana value."
        return s


@dataclass(frozen=True)
class ReturnToBattlefield:
    """Zombify, Order of Whiteclay, Beacon of Unrest: a card from a graveyard to the battlefield."""

    what: str = "target creature card from your graveyard"
    under_your_control: bool = False

    def run(self, ctx: Resolution) -> None:
        for t in ctx.targets(0):
            obj = ctx.current(t)
            if obj is None:
                continue
            ctx.txn.enter_battlefield(
                obj, ctx.controller, how=f"put there by {ctx.obj.name}", rule="608.2c"
            )

    def text(self, name: str) -> str:
        if self.under_your_control:
            return f"Put {self.what} onto the battlefield under your control."
        return f"Return {self.what} to the battlefield."


@dataclass(frozen=True)
class ShuffleSelfIntoLibrary:
    def run(self, ctx: Resolution) -> None:
        if ctx.obj.id in ctx.state.stack and ctx.obj.kind.value == "card":
            ctx.txn.move(ctx.state.obj(ctx.obj.id), Zone.LIBRARY, how="shuffled in", rule="608.2c")
            ctx.txn.shuffle(ctx.obj.owner)

    def text(self, name: str) -> str:
        return f"Shuffle {name} into its owner's library."


@dataclass(frozen=True)
class ExileSelf:
    """Temporal Mastery: the spell exiles itself, so it is not put into a graveyard (608.2n)."""

    def run(self, ctx: Resolution) -> None:
        if ctx.obj.id in ctx.state.stack:
            ctx.txn.move(ctx.state.obj(ctx.obj.id), Zone.EXILE, how="exiles itself", rule="608.2c")

    def text(self, name: str) -> str:
        return f"Exile {name}."


@dataclass(frozen=True)
class ExtraTurn:
    def run(self, ctx: Resolution) -> None:
        p = ctx.state.player(ctx.controller)
        ctx.txn.update_player(ctx.controller, extra_turns=p.extra_turns + 1)
        ctx.txn.emit(ev.Noted("500.7", f"{ctx.controller} will take an extra turn after this one"))

    def text(self, name: str) -> str:
        return "Take an extra turn after this one."


def _choose_from_hand(ctx: Resolution, count: int, verb: str, rule: str) -> list[int]:
    """The controller chooses ``count`` cards from their hand (all of them if fewer)."""
    player = ctx.controller
    hand = [ctx.state.obj(i) for i in ctx.state.player(player).hand]
    n = min(count, len(hand))
    options = [_option(ctx, o) for o in hand]
    return ctx.txn.ask_pick(
        Ask.CHOOSE, ctx.obj, player, f"{player} {verb} {n} card(s)", rule, options, (n, n)
    )


@dataclass(frozen=True)
class DrawThenDiscard:
    draw: int = 2
    discard: int = 2

    def run(self, ctx: Resolution) -> None:
        txn = ctx.txn
        txn.draw(ctx.controller, self.draw)
        picked = _choose_from_hand(ctx, self.discard, "discards", "701.9a")
        for i in picked:
            txn.move(txn.state.obj(i), Zone.GRAVEYARD, how="discarded", rule="701.9a")

    def text(self, name: str) -> str:
        return f"Draw {_word(self.draw)} cards, then discard {_word(self.discard)} cards."


@dataclass(frozen=True)
class DrawThenPutBack:
    """Brainstorm: draw three, then put two cards from hand on top in any order."""

    draw: int = 3
    put_back: int = 2

    def run(self, ctx: Resolution) -> None:
        txn = ctx.txn
        txn.draw(ctx.controller, self.draw)
        picked = _choose_from_hand(
            ctx, self.put_back, "puts on top of their library (the first one on top)", "608.2c"
        )
        for i in reversed(picked):
            txn.move(txn.state.obj(i), Zone.LIBRARY, how="put on top", rule="608.2c")

    def text(self, name: str) -> str:
        return (
            f"Draw {_word(self.draw)} cards, then put {_word(self.put_back)} cards from your hand "
            "on top of your library in any order."
        )


@dataclass(frozen=True)
class OpponentExilesTopCard:
    """Thought Harvester: target opponent exiles the top card of their library."""

    def run(self, ctx: Resolution) -> None:
        for t in ctx.targets(0):
            if isinstance(t, str):
                library = ctx.state.player(t).library
                if library:
                    ctx.txn.move(
                        ctx.state.obj(library[0]),
                        Zone.EXILE,
                        how="exiled from the top",
                        rule="608.2c",
                    )

    def text(self, name: str) -> str:
        return "target opponent exiles the top card of their library."


@dataclass(frozen=True)
class ProcessFromExile:
    """Ruin Processor / Blight Herder: you may put cards an opponent owns from exile into
    their graveyard. If you do, ``then`` (608.2c: "if you do" checks that it happened)."""

    count: int
    then: tuple[object, ...] = ()
    then_text: str = ""
    opponents_plural: bool = False

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        if not txn.ask_may(
            ctx.obj, me, f"{me} may put {self.count} card(s) from exile into a graveyard"
        ):
            return
        exiled = [ctx.state.obj(i) for p in ctx.state.players if p.name != me for i in p.exile]
        if len(exiled) < self.count:  # 118.3: can't do it in full, so nothing happens
            txn.emit(
                ev.Noted(
                    "608.2c",
                    f"{ctx.obj.display_name}: opponents own fewer than "
                    f'{self.count} card(s) in exile, so nothing happens and "if you do" is false',
                )
            )
            return
        picked = txn.ask_pick(
            Ask.CHOOSE,
            ctx.obj,
            me,
            "cards an opponent owns in exile",
            "608.2c",
            [_option(ctx, o) for o in exiled],
            (self.count, self.count),
        )
        for i in picked:
            txn.move(
                txn.state.obj(i), Zone.GRAVEYARD, how=f"processed by {ctx.obj.name}", rule="608.2c"
            )
        for effect in self.then:
            effect.run(ctx)  # type: ignore[attr-defined]

    def text(self, name: str) -> str:
        if self.count == 1:
            s = "you may put a card an opponent owns from exile into that player's graveyard."
        else:
            s = (
                f"you may put {_word(self.count)} cards your opponents own from exile into their "
                "owners' graveyards."
            )
        return f"{s} If you do, {self.then_text}"


@dataclass(frozen=True)
class GainLife:
    amount: int

    def run(self, ctx: Resolution) -> None:
        ctx.txn.change_life(ctx.controller, self.amount, "119.3")

    def text(self, name: str) -> str:
        return f"you gain {self.amount} life"


@dataclass(frozen=True)
class CreateTokens:
    token: CardDef
    count: int | None = 1  # None: one for each +1/+1 counter on the source (last known)

    def run(self, ctx: Resolution) -> None:
        n = self.count if self.count is not None else ctx.source.counter("+1/+1")
        for _ in range(n):
            ctx.txn.create_token(self.token, ctx.controller)
        if n == 0:
            ctx.txn.emit(ev.Noted("608.2h", f"{ctx.obj.display_name} creates no tokens"))

    def text(self, name: str) -> str:
        t = self.token
        color = "colorless" if not t.colors else " and ".join(sorted(t.colors))
        types = " ".join(x.lower() for x in t.types)
        keywords = (
            f" with {', '.join(k.lower() for k in t.keyword_lines)}" if t.keyword_lines else ""
        )
        what = f"{t.power}/{t.toughness} {color} {t.name} {types} token{keywords}"
        if self.count is None:
            return f"create a {what} for each +1/+1 counter on {name.lower()}."
        return f"create {_word(self.count)} {what}s."


@dataclass(frozen=True)
class CopyTargetingSource:
    """Ivy, Gleeful Spellthief: you may copy that spell; the copy targets Ivy (707.10c).

    If Ivy isn't a legal target for the copy, no copy is created (707.10e ruling).
    Works from last known information of the spell, so a countered spell is copied too.
    """

    def run(self, ctx: Resolution) -> None:
        txn = ctx.txn
        spell = ctx.obj.subject
        assert spell is not None
        if not txn.ask_may(
            ctx.obj, ctx.controller, f"{ctx.controller} may copy {spell.name}", "707.10"
        ):
            return
        ivy = ctx.obj.source
        current = next(
            (o for o in txn.state.permanents() if ivy is not None and o.id == ivy.id), None
        )
        if current is None:
            txn.emit(
                ev.Noted(
                    "707.10e", f"{ctx.source.name} is gone, so the copy can't target it: no copy"
                )
            )
            return
        probe = replace(spell, id=-1, controller=ctx.controller)
        specs = specs_of(probe)
        if not specs or not all(is_legal_target(txn.state, probe, s, current.id) for s in specs):
            txn.emit(
                ev.Noted(
                    "707.10e",
                    f"{current.name} isn't a legal target for {spell.name}: no copy is created",
                )
            )
            return
        copy_spell(txn, spell, ctx.controller, tuple(current.id for _ in spell.targets))

    def text(self, name: str) -> str:
        return "you may copy that spell. The copy targets Ivy."


@dataclass(frozen=True)
class ExileAsItResolves:
    """Goliath Daydreamer: a replacement effect for that spell only (614.1a)."""

    def run(self, ctx: Resolution) -> None:
        spell = ctx.obj.subject
        if spell is None or not ctx.state.has(spell.id) or spell.id not in ctx.state.stack:
            ctx.txn.emit(
                ev.Noted("400.7", f"{ctx.obj.display_name}: that spell is no longer on the stack")
            )
            return
        r = SpellReplacement(spell.id, ctx.source.name, ctx.controller)
        ctx.txn.state = replace(
            ctx.txn.state, spell_replacements=(*ctx.txn.state.spell_replacements, r)
        )
        ctx.txn.emit(
            ev.EffectCreated(
                "614.1a",
                ctx.obj.display_name,
                f"{spell.name} will be exiled with a dream counter instead of going to the "
                "graveyard as it resolves",
            )
        )

    def text(self, name: str) -> str:
        return (
            "exile that card with a dream counter on it instead of putting it into your "
            "graveyard as it resolves."
        )


@dataclass(frozen=True)
class CastFromExileFree:
    """Goliath Daydreamer: you may cast a spell from among cards you own in exile with
    dream counters on them without paying its mana cost (118.9, 107.3b)."""

    counter: str | None = "dream"
    #: rebound (702.88a): only the card that set up this delayed trigger
    only_subject: bool = False

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        exiled = [txn.state.obj(i) for i in txn.state.player(me).exile]
        if self.only_subject:
            subject = ctx.obj.subject
            cards = [c for c in exiled if subject is not None and c.id == subject.id]
        else:
            cards = [c for c in exiled if self.counter and c.counter(self.counter) > 0]
        prompt = f"{me} may cast a card from exile without paying its mana cost"
        nothing = f"{me} has no card in exile that can be cast this way"
        offer_cast(ctx, cards, prompt, nothing, "118.9", free=True)

    def text(self, name: str) -> str:
        if self.only_subject:
            return "you may cast this card from exile without paying its mana cost."
        return (
            f"you may cast a spell from among cards you own in exile with {self.counter} counters "
            "on them without paying its mana cost."
        )


def offer_cast(
    ctx: Resolution,
    cards: list[GameObject],
    prompt: str,
    nothing: str,
    rule: str,
    *,
    free: bool = False,
    alternative: ManaCost | None = None,
) -> None:
    """Ask ``cast:SOURCE`` (a ``cast`` table or ``false``) and cast the card chosen from
    ``cards`` now, as the ability resolves, for nothing or an alternative cost (118.9).
    With no card to cast and no answer given, it says ``nothing`` instead of asking."""
    from rulings_kit.core.questions import Question  # local: only casting effects ask it

    txn, me = ctx.txn, ctx.controller
    q_options = tuple(_option(ctx, c) for c in cards)
    q = Question(txn.question_id(Ask.CAST, ctx.obj), Ask.CAST, me, prompt, rule, q_options)
    if not cards and q.id not in txn.answers:
        txn.emit(ev.Noted(rule, nothing))
        return
    raw = txn.ask(q)
    if raw is False:
        return
    if not isinstance(raw, dict) or "card" not in raw:
        raise QuestionError(f"answer to {q.id!r} must be {q.describe_options()}", q.id)
    unknown = set(raw) - {"card", "targets", "x", "kicker", "modes", "sacrifice", "pay"}
    if unknown:
        raise QuestionError(
            f"answer to {q.id!r} has unknown key {sorted(unknown)[0]!r}; valid: card, targets, "
            "x, kicker, modes, sacrifice, pay",
            q.id,
        )
    chosen = next(
        (c for c in cards if isinstance(raw["card"], str) and raw["card"] in names_of(c)), None
    )
    if chosen is None:
        raise QuestionError(
            f"{raw['card']!r} is not a legal answer to {q.id!r}; "
            f"answer with {q.describe_options()}",
            q.id,
            (rule,),
        )
    try:
        choices = choices_from(raw)
        cast_spell(
            txn, me, chosen, choices, free=free, alternative=alternative, during_resolution=True
        )
    except RulingsError as e:
        raise IllegalActionError(f"answer to {q.id!r}: {e}", getattr(e, "rules", ())) from None


@dataclass(frozen=True)
class CastForMiracleCost:
    """Miracle's linked triggered ability (702.94a): you may cast the revealed card by
    paying its miracle cost rather than its mana cost, if it is still in your hand."""

    cost: ManaCost

    def run(self, ctx: Resolution) -> None:
        txn, card = ctx.txn, ctx.obj.source
        assert card is not None
        here = txn.state.has(card.id) and txn.state.obj(card.id).zone is Zone.HAND
        cards = [txn.state.obj(card.id)] if here else []
        prompt = f"{ctx.controller} may cast {card.name} for its miracle cost {self.cost}"
        nothing = f"{card.name} is no longer in {card.owner}'s hand, so it can't be cast this way"
        offer_cast(ctx, cards, prompt, nothing, "702.94a", alternative=self.cost)

    def text(self, name: str) -> str:
        return f"you may cast it by paying {self.cost} rather than its mana cost."


def _as_tuple(value: object) -> tuple[str | int, ...]:
    if value is None:
        return ()
    if isinstance(value, list | tuple):
        return tuple(value)
    return (value,)  # type: ignore[return-value]


def choices_from(raw: dict[str, object]) -> CastChoices:
    """A ``cast:`` answer table as cast choices (fine print 9: an omitted x means 0).

    Raises QuestionError when a value has the wrong type (the caller names the question).
    """

    def whole(key: str, value: object) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise QuestionError(f"{key} must be a whole number, not {value!r}")
        return value

    def refs(key: str) -> tuple[str | int, ...]:
        values = _as_tuple(raw.get(key))
        for v in values:
            if isinstance(v, bool) or not isinstance(v, str | int):
                raise QuestionError(f"{key} must be a reference or a list of them, not {v!r}")
        return values

    kicker = raw.get("kicker", 0)
    kicks = int(kicker) if isinstance(kicker, bool) else whole("kicker", kicker)
    x = raw.get("x")
    pay = raw.get("pay")
    return CastChoices(
        targets=refs("targets"),
        x=whole("x", x) if x is not None else None,
        kicker=kicks,
        modes=tuple(whole("modes", m) for m in _as_tuple(raw.get("modes"))),
        sacrifice=refs("sacrifice"),
        pay=refs("pay") if pay is not None else None,
    )


@dataclass(frozen=True)
class AddCounters:
    kind: str = "+1/+1"
    amount: int = 1

    def run(self, ctx: Resolution) -> None:
        src = ctx.source
        if ctx.state.has(src.id) and src.id in ctx.state.battlefield:
            ctx.txn.add_counters(ctx.state.obj(src.id), self.kind, self.amount)

    def text(self, name: str) -> str:
        return f"Put a {self.kind} counter on this creature."


@dataclass(frozen=True)
class DoubleCounters:
    kind: str = "+1/+1"

    def run(self, ctx: Resolution) -> None:
        src = ctx.source
        if ctx.state.has(src.id) and src.id in ctx.state.battlefield:
            obj = ctx.state.obj(src.id)
            ctx.txn.add_counters(obj, self.kind, obj.counter(self.kind))

    def text(self, name: str) -> str:
        return f"Double the number of {self.kind} counters on this creature."


@dataclass(frozen=True)
class Fight:
    """701.14a: each deals damage equal to its power to the other."""

    def run(self, ctx: Resolution) -> None:
        src = ctx.source
        for t in ctx.targets(0):
            other = ctx.current(t)
            me = (
                ctx.state.obj(src.id)
                if ctx.state.has(src.id) and src.id in ctx.state.battlefield
                else None
            )
            if other is None or me is None:
                continue
            my_pt, their_pt = power_toughness(ctx.state, me), power_toughness(ctx.state, other)
            if my_pt and their_pt:
                ctx.txn.deal_damage(me, other.id, my_pt[0], "701.14a")
                ctx.txn.deal_damage(other, me.id, their_pt[0], "701.14a")

    def text(self, name: str) -> str:
        return "This creature fights target creature you don't control."


@dataclass(frozen=True)
class SacrificeUnlessSacrificeCreature:
    """Contamination's upkeep trigger."""

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        creatures = [o for o in txn.state.permanents(me) if is_creature(txn.state, o)]
        src = ctx.source
        if creatures and txn.ask_may(ctx.obj, me, f"{me} may sacrifice a creature", "701.21a"):
            picked = txn.ask_pick(
                Ask.CHOOSE,
                ctx.obj,
                me,
                "a creature to sacrifice",
                "701.21a",
                [_option(ctx, o) for o in creatures],
                (1, 1),
            )
            txn.move(txn.state.obj(picked[0]), Zone.GRAVEYARD, how="sacrificed", rule="701.21a")
            return
        if txn.state.has(src.id) and src.id in txn.state.battlefield:
            txn.move(txn.state.obj(src.id), Zone.GRAVEYARD, how="sacrificed", rule="701.21a")

    def text(self, name: str) -> str:
        return "sacrifice this enchantment unless you sacrifice a creature."


@dataclass(frozen=True)
class AddOneOfProducedType:
    """Heartbeat of Spring: that player adds one mana of any type that land produced."""

    def run(self, ctx: Resolution) -> None:
        produced = ctx.obj.memo
        subject = ctx.obj.subject
        if not produced or subject is None:
            return
        player = subject.controller
        letters = list(sort_types(tuple(set(produced))))
        pick = ctx.txn.ask_color(ctx.obj, player, letters)
        ctx.txn.add_mana(player, (pick,))
        ctx.txn.emit(
            ev.ManaProduced(
                "605.1b",
                player,
                ctx.source,
                (pick,),
                tapped_for_mana=False,
                why="a triggered mana ability, not tapped for mana",
            )
        )

    def text(self, name: str) -> str:
        return "that player adds one mana of any type that land produced."


@dataclass(frozen=True)
class BecomeCreature:
    """Mutavault: becomes a P/T creature until end of turn; it's still a land (layer 4, 7b)."""

    power: int = 2
    toughness: int = 2

    def run(self, ctx: Resolution) -> None:
        src = ctx.source
        if ctx.state.has(src.id) and src.id in ctx.state.battlefield:
            ctx.txn.add_effect(
                ContinuousEffect(
                    src.id,
                    src.name,
                    ctx.controller,
                    sets_creature=(self.power, self.toughness),
                    all_creature_types=True,
                ),
                src.name,
                f"becomes a {self.power}/{self.toughness} creature with all creature types "
                "until end of turn",
            )

    def text(self, name: str) -> str:
        return (
            f"This land becomes a {self.power}/{self.toughness} creature with all creature types "
            "until end of turn. It's still a land."
        )
