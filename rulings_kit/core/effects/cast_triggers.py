"""What the keywords that trigger "when you cast this spell" do as they resolve: cascade
(702.85a) casts a card from the top of the library without paying its mana cost; storm
(702.40a) copies the spell, the one mechanism of copying a spell some number of times
(rulings_kit.core.copies.copy_spell_times) that replicate, conspire and casualty share.

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
from rulings_kit.core.copies import copy_spell_times
from rulings_kit.core.effects.spells import cast_now, cast_question, read_cast_answer
from rulings_kit.core.optional_costs import OptionalCost
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


__all__ = ["Cascade", "Copies", "CopyThisSpell"]
