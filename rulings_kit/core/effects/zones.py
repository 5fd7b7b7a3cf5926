"""Effects that move objects between zones (400.7): destroying (701.8a), sacrificing
(701.21a), exiling, returning, shuffling into a library.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import has_keyword, is_creature, mana_value
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import amount_word, option_for
from rulings_kit.core.questions import Ask
from rulings_kit.core.state import SpellReplacement, Zone
from rulings_kit.core.values import evolve
from rulings_kit.core.words import plural, spoken


@dataclass(frozen=True)
class Destroy:
    what: str = "creature"
    lose_life_equal_to_mana_value: bool = False  # Feed the Swarm

    def run(self, ctx: Resolution) -> None:
        for t in ctx.targets(0):
            obj = ctx.current(t)
            if obj is None:
                continue
            if has_keyword(ctx.state, obj, "Indestructible"):  # 702.12b: it stays
                ctx.txn.emit(ev.Noted("702.12b", f"{obj.name} has indestructible: not destroyed"))
            else:
                ctx.txn.move(obj, Zone.GRAVEYARD, how=f"destroyed by {ctx.obj.name}", rule="701.8a")
            # Feed the Swarm: life is lost even when it isn't destroyed (its ruling), by the
            # mana value it last had on the battlefield (608.2h)
            if self.lose_life_equal_to_mana_value:
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
            ctx.obj,
            me,
            f"{me} may put {'a card' if self.count == 1 else plural(self.count, 'card')} "
            "an opponent owns from exile into that player's graveyard",
        ):
            return
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
            return
        picked = txn.ask_pick(
            Ask.CHOOSE,
            ctx.obj,
            me,
            "cards an opponent owns in exile",
            "608.2c",
            [option_for(ctx, o) for o in exiled],
            (self.count, self.count),
            says="{player} puts {cards} from exile into the graveyard",
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
                f"you may put {amount_word(self.count)} cards your opponents own from exile "
                "into their owners' graveyards."
            )
        return f"{s} If you do, {self.then_text}"


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
        ctx.txn.state = evolve(
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
                [option_for(ctx, o) for o in creatures],
                (1, 1),
                says="{player} sacrifices {cards}",
            )
            txn.move(txn.state.obj(picked[0]), Zone.GRAVEYARD, how="sacrificed", rule="701.21a")
            return
        if txn.state.has(src.id) and src.id in txn.state.battlefield:
            txn.move(txn.state.obj(src.id), Zone.GRAVEYARD, how="sacrificed", rule="701.21a")

    def text(self, name: str) -> str:
        return "sacrifice this enchantment unless you sacrifice a creature."
