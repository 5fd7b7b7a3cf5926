"""Effects that move objects between zones (400.7): destroying (701.8a), sacrificing
(701.21a), exiling, returning, shuffling into a library.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import card_types
from rulings_kit.core.context import Resolution
from rulings_kit.core.definitions import Effect
from rulings_kit.core.effects.common import amount_word, option_for, refer
from rulings_kit.core.questions import A_CARD_OF, Ask, Option
from rulings_kit.core.state import GameObject, SpellReplacement, Zone
from rulings_kit.core.values import evolve
from rulings_kit.core.words import a_or_an, lower_first, one_of_types, plural, spoken


@dataclass(frozen=True)
class ReturnToBattlefield:
    """Put a card from a graveyard onto the battlefield (608.2c), under the control of
    the spell's or ability's controller."""

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
class PutExiledCardsIntoGraveyard:
    """ "You may put N cards your opponents own from exile into their owners'
    graveyards. If you do, ...": the ``then`` instructions happen only if it was done in
    full (608.2c: "if you do" checks that it happened; 118.3: what can't be done in full
    is not done at all)."""

    count: int
    then: tuple[Effect, ...] = ()

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        if not txn.ask_may(
            ctx.obj,
            me,
            f"{me} may put {'a card' if self.count == 1 else plural(self.count, 'card')} "
            "an opponent owns from exile into that player's graveyard",
        ):
            return
        ctx.did = True
        PutFromExileIntoGraveyards(self.count).run(ctx)
        if ctx.did:
            for effect in self.then:
                effect.run(ctx)

    def text(self, name: str) -> str:
        if self.count == 1:
            s = "you may put a card an opponent owns from exile into that player's graveyard."
        else:
            s = (
                f"you may put {amount_word(self.count)} cards your opponents own from exile "
                "into their owners' graveyards."
            )
        then = " ".join(e.text(name) for e in self.then)
        return f"{s} If you do, {lower_first(then)}" if then else s


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


@dataclass(frozen=True)
class SacrificeUnless:
    """ "Sacrifice this enchantment unless you sacrifice a creature." (701.21a): the
    controller may sacrifice a permanent of one of ``types`` instead (118.12-style
    "unless": the choice is made as it resolves)."""

    types: tuple[str, ...] = ("Creature",)

    def run(self, ctx: Resolution) -> None:
        txn, me = ctx.txn, ctx.controller
        what = one_of_types(self.types)
        candidates = [
            o for o in txn.state.permanents(me) if set(self.types) & card_types(txn.state, o)
        ]
        src = ctx.source
        if candidates and txn.ask_may(ctx.obj, me, f"{me} may sacrifice {what}", "701.21a"):
            picked = txn.ask_pick(
                Ask.CHOOSE,
                ctx.obj,
                me,
                f"{me} chooses {what} to sacrifice",
                "701.21a",
                [option_for(ctx, o) for o in candidates],
                (1, 1),
                says="{player} sacrifices {cards}",
            )
            txn.move(txn.state.obj(picked[0]), Zone.GRAVEYARD, how="sacrificed", rule="701.21a")
            return
        if txn.state.has(src.id) and src.id in txn.state.battlefield:
            txn.move(txn.state.obj(src.id), Zone.GRAVEYARD, how="sacrificed", rule="701.21a")

    def text(self, name: str) -> str:
        what = one_of_types(self.types)
        return f"sacrifice {refer(name)} unless you sacrifice {what}."


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
