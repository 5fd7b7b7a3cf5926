"""Effects on spells: countering (701.6a), copying (707.10), casting without paying
the mana cost or for an alternative cost (118.9, miracle 702.94a) as an effect resolves
(608.2c).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.casting import CastChoices, cast_spell
from rulings_kit.core.context import Resolution
from rulings_kit.core.copies import copy_spell
from rulings_kit.core.effects.common import option_for
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.payment import pay_mana
from rulings_kit.core.questions import Ask
from rulings_kit.core.refs import names_of
from rulings_kit.core.resolution import counter
from rulings_kit.core.state import GameObject, Zone
from rulings_kit.core.targets import is_legal_target, specs_of
from rulings_kit.core.values import evolve
from rulings_kit.errors import IllegalActionError, QuestionError, RulingsError


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
                    "707.10e",
                    f"{ctx.source.name} is gone, so the copy can't target it: no copy",
                    did_nothing=True,
                )
            )
            return
        probe = evolve(spell, id=-1, controller=ctx.controller)
        specs = specs_of(probe)
        if not specs or not all(is_legal_target(txn.state, probe, s, current.id) for s in specs):
            txn.emit(
                ev.Noted(
                    "707.10e",
                    f"{current.name} isn't a legal target for {spell.name}: no copy is created",
                    did_nothing=True,
                )
            )
            return
        copy_spell(txn, spell, ctx.controller, tuple(current.id for _ in spell.targets))

    def text(self, name: str) -> str:
        return "you may copy that spell. The copy targets Ivy."


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
    q_options = tuple(option_for(ctx, c) for c in cards)
    paid = f"for {alternative}" if alternative is not None else "without paying its mana cost"
    q = Question(
        txn.question_id(Ask.CAST, ctx.obj),
        Ask.CAST,
        me,
        prompt,
        rule,
        q_options,
        subject=ctx.obj.display_name,
        says=paid,
    )
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
