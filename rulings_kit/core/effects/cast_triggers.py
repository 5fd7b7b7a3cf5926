"""What the keywords that trigger "when you cast this spell" do as they resolve: cascade
(702.85a) casts a card from the top of the library without paying its mana cost, ripple
(702.60a) any cards of the spell's name among the top N; storm (702.40a) copies the spell,
the one mechanism of copying a spell some number of times
(rulings_kit.core.copies.copy_spell_times) that replicate, conspire and casualty share;
demonstrate (702.144a) copies it for its controller and for an opponent.

The ability's source is the spell as it last existed on the stack (608.2h): a spell with
cascade or storm that is countered before the trigger resolves still has its mana value
and is still copied (their cards' rulings)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import is_land, mana_value
from rulings_kit.core.context import Resolution
from rulings_kit.core.copies import copy_spell, copy_spell_times
from rulings_kit.core.effects.dig import put_rest
from rulings_kit.core.effects.spells import cast_now, cast_question, read_cast_answer
from rulings_kit.core.optional_costs import OptionalCost
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.state import GameObject, Zone
from rulings_kit.errors import IllegalActionError


@dataclass(frozen=True)
class Cascade:
    """Cascade (702.85a): "exile cards from the top of your library until you exile a
    nonland card whose mana value is less than this spell's mana value. You may cast that
    card without paying its mana cost if the resulting spell's mana value is less than
    this spell's mana value. Then put all cards exiled this way that weren't cast on the
    bottom of your library in a random order." The cast is asked as ``cast:NAME`` of the
    spell with cascade (``false`` declines); the random order follows the game's seed."""

    def run(self, ctx: Resolution) -> None:
        txn, me, spell = ctx.txn, ctx.controller, ctx.source
        most = mana_value(spell)  # as the spell last existed on the stack (608.2h)
        exiled: list[int] = []
        hit: GameObject | None = None
        while txn.state.player(me).library and hit is None:
            top = txn.state.obj(txn.state.player(me).library[0])
            moved = txn.move(top, Zone.EXILE, how="exiled face up by cascade",
                             rule="702.85a")
            if moved is None:
                break
            exiled.append(moved.id)
            if not is_land(txn.state, moved) and mana_value(moved) < most:
                hit = moved
        if hit is None:
            txn.emit(ev.Noted("702.85a", f"{me} exiles {len(exiled)} cards and none is a "
                              f"nonland card with mana value less than {most}"))
        else:
            txn.emit(ev.Noted("702.85a", f"{me} exiles cards until {hit.name}, a nonland "
                              f"card with mana value {mana_value(hit)}, less than {most}"))
            q = cast_question(txn, spell, me, [hit], f"{me} may cast {hit.name} without "
                              "paying its mana cost (cascade)", "702.85a",
                              "without paying its mana cost")
            picked = read_cast_answer(q, txn.ask(q), [hit])
            if picked is not None:
                cast_now(txn, q, *picked, free=True)
                cast = txn.state.obj(txn.state.stack[-1])
                if mana_value(cast) >= most:  # the resulting spell (702.85a)
                    raise IllegalActionError(
                        f"answer to {q.id!r}: the spell cast by cascade has mana value "
                        f"{mana_value(cast)}, not less than {most} (702.85a)", ("702.85a",),
                        q.id)
                exiled.remove(hit.id)
        rest = [i for i in exiled if txn.state.has(i) and txn.state.obj(i).zone is Zone.EXILE]
        random.Random(txn.state.seed).shuffle(rest)  # a random order (702.85a)
        for i in rest:
            txn.move(txn.state.obj(i), Zone.LIBRARY, how="put on the bottom of the library "
                     "in a random order by cascade", rule="702.85a", bottom=True)

    def text(self, name: str) -> str:
        return ("exile cards from the top of your library until you exile a nonland card "
                "whose mana value is less than this spell's mana value. You may cast that "
                "card without paying its mana cost if the resulting spell's mana value is "
                "less than this spell's mana value. Then put all cards exiled this way that "
                "weren't cast on the bottom of your library in a random order.")


class Copies(StrEnum):
    """How many times a keyword that triggers as its spell is cast copies it, by the
    keyword's rule: storm, for each other spell cast before it this turn (702.40a);
    replicate, for each time its replicate cost was paid (702.56a); conspire and casualty,
    once if their cost was paid (702.78a, 702.153a)."""

    STORM = "702.40a"
    REPLICATE = "702.56a"
    CONSPIRE = "702.78a"
    CASUALTY = "702.153a"


@dataclass(frozen=True)
class CopyThisSpell:
    """"Copy it for each other spell that was cast before it this turn. If the spell has
    any targets, you may choose new targets for any of the copies." (storm, 702.40a), "copy
    it for each time its replicate cost was paid" (702.56a): the trigger's source, copied
    as many times as ``copies`` counts (707.10, 707.10c)."""

    copies: Copies

    def run(self, ctx: Resolution) -> None:
        spell = ctx.source
        copy_spell_times(ctx.txn, spell, ctx.controller, self.times(ctx, spell),
                         self.copies.value)

    def times(self, ctx: Resolution, spell: GameObject) -> int:
        if self.copies is Copies.REPLICATE:  # each payment of it (702.56a-b)
            return spell.extras.count(OptionalCost.REPLICATE)
        if self.copies in (Copies.CONSPIRE, Copies.CASUALTY):  # "copy it" (702.78a, 702.153a)
            return 1
        cast = ctx.state.this_turn.spells_cast()
        at = next((i for i, h in enumerate(cast) if h.object_id == spell.id), len(cast))
        return at  # every spell cast this turn before this one, by any player (702.40a)

    def text(self, name: str) -> str:
        if self.copies in (Copies.CONSPIRE, Copies.CASUALTY):
            return ("copy it. If the spell has any targets, you may choose new targets for "
                    "the copy.")
        if self.copies is Copies.REPLICATE:
            return ("copy it for each time its replicate cost was paid. If the spell has any "
                    "targets, you may choose new targets for any of the copies.")
        return ("copy it for each other spell that was cast before it this turn. If the "
                "spell has any targets, you may choose new targets for any of the copies.")


@dataclass(frozen=True)
class Ripple:
    """Ripple N (702.60a): "you may reveal the top N cards of your library, or, if there are
    fewer than N cards in your library, you may reveal all the cards in your library. If you
    reveal cards from your library this way, you may cast any of those cards with the same
    name as this spell without paying their mana costs, then put all revealed cards not cast
    this way on the bottom of your library in any order." Revealing is the ``may:`` question;
    each cast is a ``cast:NAME`` question, asked again until declined or none is left; the
    name is the spell's as it last existed (608.2h)."""

    n: int

    def run(self, ctx: Resolution) -> None:
        txn, me, spell = ctx.txn, ctx.controller, ctx.source
        top = list(txn.state.player(me).library[:self.n])
        if not top:
            txn.emit(ev.Noted("702.60a", f"{me}'s library is empty: nothing to reveal",
                              did_nothing=True))
            return
        if not txn.ask_may(spell, me, f"{me} may reveal the top {len(top)} cards of their "
                           f"library (ripple {self.n})", "702.60a"):
            return
        names = ", ".join(txn.state.obj(i).name for i in top)
        txn.emit(ev.Noted("702.60a", f"{me} reveals {names}"))
        while same := [txn.state.obj(i) for i in top if self._in_library(ctx, i)
                       and txn.state.obj(i).name == spell.name]:
            q = cast_question(txn, spell, me, same, f"{me} may cast {spell.name} from among "
                              "the revealed cards without paying its mana cost (ripple)",
                              "702.60a", "without paying its mana cost")
            picked = read_cast_answer(q, txn.ask(q), same)
            if picked is None:
                break
            cast_now(txn, q, *picked, free=True)
        put_rest(ctx, [i for i in top if self._in_library(ctx, i)], Zone.LIBRARY, False)

    @staticmethod
    def _in_library(ctx: Resolution, i: int) -> bool:
        return ctx.txn.state.has(i) and ctx.txn.state.obj(i).zone is Zone.LIBRARY

    def text(self, name: str) -> str:
        return (f"you may reveal the top {self.n} cards of your library. You may cast spells "
                "with the same name as this spell from among those cards without paying their "
                "mana costs. Put the rest on the bottom of your library.")


@dataclass(frozen=True)
class Demonstrate:
    """Demonstrate (702.144a): "you may copy it and you may choose new targets for the copy.
    If you copy the spell, choose an opponent. That player copies the spell and may choose
    new targets for that copy." The ``may:NAME`` question, then ``choose:NAME`` for the
    opponent when there are several; the copies are made from the spell as it last existed
    (608.2h)."""

    def run(self, ctx: Resolution) -> None:
        txn, me, spell = ctx.txn, ctx.controller, ctx.source
        if not txn.ask_may(spell, me, f"{me} may copy {spell.name} (demonstrate)", "702.144a"):
            return
        copy_spell(txn, spell, me, spell.targets, new_targets=True)
        opponents = txn.state.opponents(me)
        if not opponents:
            txn.emit(ev.Noted("702.144a", f"{me} has no opponent to copy {spell.name}",
                              did_nothing=True))
            return
        other = opponents[0] if len(opponents) == 1 else txn.ask_pick(
            Ask.CHOOSE, spell, me, f"{me} chooses an opponent to copy {spell.name}",
            "702.144a", [Option(p, p) for p in opponents], (1, 1))[0]
        txn.emit(ev.Noted("702.144a", f"{me} chooses {other}, who copies {spell.name} too"))
        copy_spell(txn, spell, other, spell.targets, new_targets=True)

    def text(self, name: str) -> str:
        return ("you may copy it and you may choose new targets for the copy. If you copy the "
                "spell, choose an opponent. That player copies the spell and may choose new "
                "targets for that copy.")


__all__ = ["Cascade", "Copies", "CopyThisSpell", "Demonstrate", "Ripple"]
