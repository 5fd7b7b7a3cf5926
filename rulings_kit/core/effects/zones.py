"""Effects that move objects between zones (400.7): destroying (701.8a), sacrificing
(701.21a), exiling, returning, shuffling into a library.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.attachments import put_onto_battlefield
from rulings_kit.core.context import Resolution
from rulings_kit.core.definitions import TriggeredAbility
from rulings_kit.core.effects.common import amount_word, option_for
from rulings_kit.core.keywords import KeywordName
from rulings_kit.core.layer_changes import AddKeywords
from rulings_kit.core.questions import A_CARD_OF, Ask, Option
from rulings_kit.core.state import ContinuousEffect, GameObject, SpellReplacement, Zone
from rulings_kit.core.triggers import create_delayed, pending_trigger
from rulings_kit.core.values import evolve
from rulings_kit.core.words import a_or_an, plural, possessive, spoken

HASTE = KeywordName.HASTE


@dataclass(frozen=True)
class PutFromExileIntoGraveyards:
    """ "Put N cards your opponents own from exile into their owners' graveyards": all
    of them or, if there are too few, none (118.3), and then "if you do" is false
    (608.2c)."""

    count: int

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        exiled = [ctx.state.obj(i) for p in ctx.state.players if p.name != me for i in p.exile]
        if len(exiled) < self.count:  # 118.3: can't do it in full, so nothing happens
            txn.emit(
                ev.Noted(
                    "608.2c",
                    f"{spoken(ctx.obj.display_name)} finds "
                    + ("no card" if self.count == 1 else f"fewer than {self.count} cards")
                    + ' an opponent owns in exile, so it processes nothing and "if you do" '
                    "is false",
                    did_nothing=True,
                )
            )
            ctx.did = False
            return
        picked = txn.ask_pick(
            Ask.CHOOSE,
            ctx.obj,
            me,
            f"{me} chooses {'a card' if self.count == 1 else plural(self.count, 'card')} an "
            "opponent owns in exile to put into "
            "the graveyard",
            "608.2d",  # chosen as it resolves
            exiled_options(ctx, exiled),
            (self.count, self.count),
            says="{player} puts {cards} from exile into the graveyard",
        )
        for i in at_random_from_piles(ctx, exiled, picked):
            txn.move(
                txn.state.obj(i), Zone.GRAVEYARD, how=f"processed by {ctx.obj.name}", rule="608.2c"
            )

    def text(self, name: str) -> str:
        if self.count == 1:
            return "Put a card an opponent owns from exile into that player's graveyard."
        return (f"Put {amount_word(self.count)} cards your opponents own from exile into "
                "their owners' graveyards.")


@dataclass(frozen=True)
class ExileThatSpellInstead:
    """ "Exile that card with a [kind] counter on it instead of putting it into your
    graveyard as it resolves.": a replacement effect for that spell only (614.1a), which
    lasts while it is on the stack as that object (400.7)."""

    counter: str | None = None

    def run(self, ctx: Resolution) -> None:
        spell = ctx.obj.subject
        if spell is None or not ctx.state.has(spell.id) or spell.id not in ctx.state.stack:
            ctx.txn.emit(
                ev.Noted("400.7", f"{ctx.obj.display_name}: that spell is no longer on the stack")
            )
            return
        r = SpellReplacement(spell.id, ctx.source.name, ctx.controller, counter=self.counter)
        ctx.txn.state = evolve(
            ctx.txn.state, spell_replacements=(*ctx.txn.state.spell_replacements, r)
        )
        ctx.txn.emit(
            ev.EffectCreated(
                "614.1a",
                ctx.obj.display_name,
                f"{spell.name} will be exiled{self._with()} instead of going to the graveyard "
                "as it resolves",
            )
        )

    def _with(self) -> str:
        return f" with {a_or_an(self.counter)} counter on it" if self.counter else ""

    def text(self, name: str) -> str:
        return (
            f"exile that card{self._with()} instead of putting it into your graveyard as it "
            "resolves."
        )


def exiled_options(ctx: Resolution, exiled: Sequence[GameObject]) -> list[Option]:
    """What a player may choose among exiled cards (406.4): a face-up card itself; for a
    face-down card, which they can't look at, only its pile, one option per card of it."""
    return [
        Option(("pile", o.face_down.pile, k), A_CARD_OF + o.face_down.pile, (o.face_down.pile,))
        if o.face_down else option_for(ctx, o)
        for k, o in enumerate(exiled)
    ]


def at_random_from_piles(
    ctx: Resolution, exiled: Sequence[GameObject], picked: Sequence[Hashable]
) -> list[int]:
    """The cards chosen: each pile chosen gives that many of its cards, chosen at random
    (406.4; the state's seed makes it the same every run)."""
    ids = [p for p in picked if isinstance(p, int)]
    wanted: dict[str, int] = defaultdict(int)
    for p in picked:
        if isinstance(p, tuple):
            wanted[p[1]] += 1
    rng = random.Random(ctx.state.seed)
    for pile, n in wanted.items():
        cards = [o.id for o in exiled if o.face_down and o.face_down.pile == pile]
        chosen = rng.sample(cards, n)
        ctx.txn.emit(ev.Noted("406.4", f"{ctx.controller} chooses {pile}; {plural(n, 'card')} "
                              f"of it {'is' if n == 1 else 'are'} chosen at random"))
        ids += chosen
    return ids


@dataclass(frozen=True)
class ReturnUnearthed:
    """Unearth's effect (702.84a): "Return this card from your graveyard to the battlefield.
    It gains haste. Exile it at the beginning of the next end step. If it would leave the
    battlefield, exile it instead of putting it anywhere else." A card no longer in the
    graveyard as it resolves isn't returned (400.7; its ruling). ``exile_later`` is the
    delayed triggered ability, one of the card's own (``core.unearth``)."""

    words: str
    exile_later: TriggeredAbility

    def run(self, ctx: Resolution) -> None:
        card = ctx.source_in(Zone.GRAVEYARD, "702.84a", "nothing returns")
        if card is None:
            return
        new = put_onto_battlefield(ctx.txn, card, ctx.controller,
                                   how=f"returned by {spoken(ctx.obj.display_name)}",
                                   rule="702.84a")
        if new is None:
            return
        haste = AddKeywords(frozenset({HASTE}))
        unearth = possessive(new.name) + " unearth"
        ctx.txn.add_effect(ContinuousEffect(new.id, unearth, ctx.controller, (haste,),
                                            indefinite=True, exile_if_leaves=True,
                                            rule="702.84a"),
                           ctx.obj.display_name, f"{new.name} gains haste, and is exiled if "
                           "it would leave the battlefield")
        index = new.card.of_kind(TriggeredAbility).index(self.exile_later)
        later = pending_trigger(new, index, controller=ctx.controller, subject=new)
        create_delayed(ctx.txn, later, "702.84a", unearth,
                       "a delayed triggered ability waits (it is exiled at the beginning of "
                       "the next end step)")

    def text(self, name: str) -> str:
        return self.words
