"""Effects on spells: countering (701.6a), copying (707.10), casting without paying
the mana cost or for an alternative cost (118.9, miracle 702.94a) as an effect resolves
(608.2c).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.casting import CastChoices, cast_spell
from rulings_kit.core.context import Resolution
from rulings_kit.core.copies import copy_spell
from rulings_kit.core.definitions import TriggerChoice
from rulings_kit.core.effects.common import Quantity, refer
from rulings_kit.core.effects.payments import pays
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.questions import Ask, Option, Question
from rulings_kit.core.refs import names_of
from rulings_kit.core.resolution import counter
from rulings_kit.core.state import GameObject, Zone
from rulings_kit.core.targets import is_legal_target, specs_of
from rulings_kit.core.values import evolve
from rulings_kit.core.words import spoken
from rulings_kit.errors import IllegalActionError, QuestionError, RulingsError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


@dataclass(frozen=True)
class CounterUnlessPays:
    """Ward's effect (702.21a): "counter that spell or ability unless that player pays
    [cost]": the spell or ability whose targeting made it trigger (the trigger's subject),
    if it is still on the stack, unless its controller pays ``mana`` and ``life`` life."""

    mana: ManaCost
    life: int = 0

    def run(self, ctx: Resolution) -> None:
        was = ctx.obj.subject
        if was is None or not ctx.txn.state.has(was.id):
            return
        spell = ctx.txn.state.obj(was.id)
        if spell.zone is not Zone.STACK:
            return
        if not pays(ctx, spell.controller, self.mana, self.life, "702.21a"):
            counter(ctx.txn, spell, spoken(ctx.obj.display_name))  # "Owlin Shieldmage's trigger"

    def cost_text(self) -> str:
        return " and ".join(w for w in ("" if self.mana.is_free else str(self.mana),
                                        f"{self.life} life" if self.life else "") if w)

    def text(self, name: str) -> str:
        return f"Counter that spell or ability unless that player pays {self.cost_text()}."


def tax_words(tax: Quantity) -> str:
    """"{2}", "{X}", "{1} for each one counted": a tax in generic mana, as a card says it."""
    words = tax.words
    head, _, rest = words.partition(" ")
    return f"{{{head}}}" + (f" {rest}" if rest else "")


@dataclass(frozen=True)
class CounterTarget:
    """ "Counter target spell." (701.6a); with ``unless_pays``, "unless its controller
    pays {N}" (118.12); with ``to``, the spell goes there instead of its owner's graveyard
    (the top of its owner's library, or its ``bottom``; 614.1a), in ``instead``'s words."""

    what: str = "spell"
    unless_pays: Quantity | None = None  # generic mana: "{2}", "{X}", "{1} for each ..."
    to: Zone = Zone.GRAVEYARD
    bottom: bool = False
    instead: str = ""

    def run(self, ctx: Resolution) -> None:
        for t in ctx.targets(0):
            spell = ctx.current(t)
            if spell is None:
                continue
            if self.unless_pays is not None and pays(
                    ctx, spell.controller, ManaCost(self.unless_pays.value(ctx))):
                continue
            counter(ctx.txn, spell, spoken(ctx.obj.display_name), self.to, self.bottom)

    def text(self, name: str) -> str:
        tail = f" unless its controller pays {tax_words(self.unless_pays)}" \
            if self.unless_pays is not None else ""
        instead = f" If that spell is countered this way, {self.instead}." if self.instead else ""
        return f"Counter target {self.what}{tail}.{instead}"


@dataclass(frozen=True)
class CopySpell:
    """Copy the spell the trigger event was about ("that spell", 707.10), the ability's
    controller controlling the copy (707.10a). With ``targets_source``, every target of
    the copy is this ability's source, as the effect says ("The copy targets [this
    creature].", 707.10c); if the source can't be a legal target for it, no copy is created (the
    card's ruling). Without it, the copy has the spell's targets (707.10).

    It works from last known information of the spell (608.2h), so a spell countered in
    the meantime is copied too.
    """

    optional: bool = True
    targets_source: bool = False
    #: "You may choose new targets for the copy." (707.10c): asked as the copy is created
    new_targets: bool = False

    def run(self, ctx: Resolution) -> None:
        txn = ctx.txn
        spell = ctx.obj.subject
        assert spell is not None
        prompt = f"{ctx.controller} may copy {spell.name}"
        if self.optional and not txn.ask_may(ctx.obj, ctx.controller, prompt, "707.10"):
            return
        if not self.targets_source:
            copy_spell(txn, spell, ctx.controller, spell.targets, new_targets=self.new_targets)
            return
        source = ctx.obj.source
        current = next(
            (o for o in txn.state.permanents() if source is not None and o.id == source.id),
            None,
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
        copy = "you may copy that spell." if self.optional else "copy that spell."
        if self.new_targets:
            copy += " You may choose new targets for the copy."
        return copy + (f" The copy targets {refer(name)}." if self.targets_source else "")


@dataclass(frozen=True)
class CastWithoutPayingManaCost:
    """You may cast a card you own in exile without paying its mana cost (118.9; X is
    then 0, 107.3b): one with a ``counter`` on it, or, with ``only_subject``, only the
    card the ability is about (rebound's delayed trigger, 702.88a)."""

    counter: str | None = None
    only_subject: bool = False

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        exiled = [txn.state.obj(i) for i in txn.state.player(me).exile]
        if self.only_subject:
            subject = ctx.obj.subject
            cards = [c for c in exiled if subject is not None and c.id == subject.id]
        else:
            cards = [c for c in exiled if self.counter is None or c.counter(self.counter) > 0]
        prompt = f"{me} may cast a card from exile without paying its mana cost"
        nothing = f"{me} has no card in exile that can be cast this way"
        offer_cast(ctx, cards, prompt, nothing, "118.9", free=True)

    def text(self, name: str) -> str:
        if self.only_subject:
            return "you may cast this card from exile without paying its mana cost."
        counters = f" with {self.counter} counters on them" if self.counter else ""
        return (
            f"you may cast a spell from among cards you own in exile{counters} without paying "
            "its mana cost."
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
    alt: str | None = None,
) -> None:
    """Ask ``cast:SOURCE`` (a ``cast`` table or ``false``) and cast the card chosen from
    ``cards`` now, as the ability resolves, for nothing or an alternative cost (118.9);
    ``alt``: what the spell remembers of how it was cast (``GameObject.alt_paid``).
    With no card to cast and no answer given, it says ``nothing`` instead of asking."""
    txn, me = ctx.txn, ctx.controller
    paid = f"for {alternative}" if alternative is not None else "without paying its mana cost"
    q = cast_question(txn, ctx.obj, me, cards, prompt, rule, paid)
    if not cards and q.id not in txn.answers:
        txn.emit(ev.Noted(rule, nothing))
        return
    picked = read_cast_answer(q, txn.ask(q), cards)
    if picked is not None:
        cast_now(txn, q, *picked, free=free, alternative=alternative, alt=alt)


def cast_question(
    txn: Transaction,
    asker: GameObject,
    player: str,
    cards: list[GameObject],
    prompt: str,
    rule: str,
    paid: str,
) -> Question:
    """The ``cast:SOURCE`` question: which of ``cards`` ``player`` casts, and how; ``paid``
    says the cost paid, for the answer's sentence."""
    options = tuple(Option(c.id, c.display_name, names_of(c)) for c in cards)
    return Question(
        txn.question_id(Ask.CAST, asker),
        Ask.CAST,
        player,
        prompt,
        rule,
        options,
        subject=asker.display_name,
        says=paid,
    )


def read_cast_answer(
    q: Question, raw: object, cards: list[GameObject]
) -> tuple[GameObject, CastChoices] | None:
    """The card and choices a ``cast:`` answer names; None for ``false``."""
    if raw is False:
        return None
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
            (q.rule,),
        )
    try:
        return chosen, choices_from(raw)
    except QuestionError as e:
        raise QuestionError(f"answer to {q.id!r}: {e}", q.id, (q.rule,)) from None


def cast_now(
    txn: Transaction,
    q: Question,
    card: GameObject,
    choices: CastChoices,
    *,
    free: bool = False,
    alternative: ManaCost | None = None,
    given: str = "",
    alt: str | None = None,
) -> None:
    """Cast ``card`` as an ability resolves (608.2c); a cast the rules reject names the
    answer that asked for it, and ``given``, when it was given on an earlier action."""
    try:
        cast_spell(
            txn,
            q.player,
            card,
            choices,
            free=free,
            alternative=alternative,
            alt=alt,
            during_resolution=True,
        )
    except RulingsError as e:
        answer = f"answer to {q.id!r}" + (f" ({given})" if given else "")
        raise IllegalActionError(f"{answer}: {e}", getattr(e, "rules", ()), q.id) from None


@dataclass(frozen=True)
class RevealForMiracle:
    """Miracle's static ability (702.94a): as its owner draws the card, they choose whether
    to reveal it, answering ``cast:CARD`` now, with how they will cast it. The answer
    (``false``: not revealed, nothing triggers) is what the triggered ability remembers."""

    cost: ManaCost

    def __call__(self, txn: Transaction, card: GameObject) -> str | None:
        cost = self.cost
        player = card.owner
        prompt = (
            f"{player} may reveal {card.name} as it is drawn, to cast it for its miracle "
            f"cost {cost}"
        )
        paid = f"for its miracle cost {cost} as its miracle ability resolves"
        q = cast_question(txn, card, player, [card], prompt, "702.94a", paid)
        raw = txn.ask(q)
        if read_cast_answer(q, raw, [card]) is None:
            return None
        txn.emit(ev.Noted("702.94b", f"{player} reveals {card.name} as it is drawn"))
        return json.dumps(raw)


def reveal_for_miracle(cost: ManaCost) -> TriggerChoice:
    """Miracle's reveal as its owner draws the card (:class:`RevealForMiracle`)."""
    return RevealForMiracle(cost)


@dataclass(frozen=True)
class CastForMiracleCost:
    """Miracle's linked triggered ability (702.94a): you may cast the revealed card by
    paying its miracle cost rather than its mana cost, if it is still in your hand. How it
    is cast was answered as the card was drawn (``reveal_for_miracle``)."""

    cost: ManaCost

    def run(self, ctx: Resolution) -> None:
        txn, card = ctx.txn, ctx.obj.source
        assert card is not None and ctx.obj.chosen is not None
        if not (txn.state.has(card.id) and txn.state.obj(card.id).zone is Zone.HAND):
            txn.emit(
                ev.Noted(
                    "702.94a",
                    f"{card.name} is no longer in {card.owner}'s hand, so it can't be cast "
                    "this way",
                )
            )
            return
        here = [txn.state.obj(card.id)]
        prompt = f"{ctx.controller} casts {card.name} for its miracle cost {self.cost}"
        paid = f"for its miracle cost {self.cost}"
        q = cast_question(txn, card, ctx.controller, here, prompt, "702.94a", paid)
        picked = read_cast_answer(q, json.loads(ctx.obj.chosen), here)
        if picked is not None:
            given = f"given on the action that drew {card.name}"
            cast_now(txn, q, *picked, alternative=self.cost, given=given)

    def text(self, name: str) -> str:
        return f"you may cast it by paying {self.cost} rather than its mana cost."


def still_exiled(txn: Transaction, card: GameObject) -> GameObject | None:
    """``card`` as it is now if it is still the same object in exile; None once it left
    (a new object, 400.7)."""
    here = txn.state.obj(card.id) if txn.state.has(card.id) else None
    return here if here is not None and here.zone is Zone.EXILE else None


@dataclass(frozen=True)
class CastSuspendedCard:
    """Suspend's last ability (702.62a): "When the last time counter is removed from this
    card, if it's exiled, you may play it without paying its mana cost if able. If you
    don't, it remains exiled." The owner answers ``cast:CARD`` (``false``: not cast); the
    spell remembers it was cast this way, for the haste a creature spell gains."""

    alt: str

    def run(self, ctx: Resolution) -> None:
        txn, card = ctx.txn, ctx.obj.source
        assert card is not None
        now = still_exiled(txn, card)
        if now is None:  # the intervening "if it's exiled" (603.4)
            txn.emit(ev.Noted("603.4", f"{card.name} is no longer exiled, so it can't be "
                              "cast with suspend", did_nothing=True))
            return
        prompt = f"{now.owner} may cast {card.name} without paying its mana cost"
        offer_cast(ctx, [now], prompt, "", "702.62a", free=True, alt=self.alt)
        if still_exiled(txn, card) is not None:
            txn.emit(ev.Noted("702.62a", f"{card.name} remains exiled"))

    def text(self, name: str) -> str:
        return ("if it's exiled, you may play it without paying its mana cost if able. If "
                "you don't, it remains exiled.")


@dataclass(frozen=True)
class CastForMadnessCost:
    """Madness's triggered ability (702.35a): "its owner may cast it by paying [cost] rather
    than paying its mana cost. If that player doesn't, they put this card into their
    graveyard." The owner answers ``cast:CARD`` (``false``: not cast) as it resolves; cast
    this way the spell ignores when it could be cast (608.2c), and the cost is an
    alternative cost (702.35b). A card that left exile meanwhile is a new object (400.7):
    it is neither cast nor moved."""

    cost: ManaCost

    def run(self, ctx: Resolution) -> None:
        txn, card = ctx.txn, ctx.obj.source
        assert card is not None
        now = still_exiled(txn, card)
        if now is None:
            txn.emit(ev.Noted("702.35a", f"{card.name} is no longer in exile, so it can't be "
                              "cast with madness", did_nothing=True))
            return
        prompt = f"{now.owner} may cast {card.name} for its madness cost {self.cost}"
        offer_cast(ctx, [now], prompt, "", "702.35a", alternative=self.cost)
        left = still_exiled(txn, card)
        if left is not None:  # not cast: into its owner's graveyard (702.35a)
            txn.move(left, Zone.GRAVEYARD, how="not cast with madness", rule="702.35a")

    def text(self, name: str) -> str:
        return (f"its owner may cast it by paying {self.cost} rather than paying its mana "
                "cost. If that player doesn't, they put this card into their graveyard.")


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
