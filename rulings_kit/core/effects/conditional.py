"""Instructions done only if a condition holds as the spell or ability resolves (608.2c):
"If this spell was kicked, ..." (702.33d), "draw a card if you've cast another blue spell
this turn". Conditions are typed values that ask the game (the turn record for what
happened this turn) and say their own words.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Protocol

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.definitions import Effect
from rulings_kit.core.filters import ObjectFilter
from rulings_kit.core.words import joined, lower_first, small_number, spoken, upper_first
from rulings_kit.core.zones import Zone

COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


class Condition(Protocol):
    """Something true or false of the game as an instruction resolves."""

    def holds(self, ctx: Resolution) -> bool: ...

    def text(self) -> str: ...


class Done(StrEnum):
    """What an instruction did to a card, as "if a land card was milled this way" asks."""

    MILLED = "milled"  # 701.17a
    DISCARDED = "discarded"  # 701.9a
    EXILED = "exiled"  # 406.2

    def did(self, e: ev.ZoneChanged) -> bool:
        """Whether the move ``e`` was one."""
        if self is Done.MILLED:
            return e.milled
        if self is Done.DISCARDED:
            return e.discarded
        return e.to_zone is Zone.EXILE and e.from_zone is not None


@dataclass(frozen=True)
class CardsThisWay:
    """"If an instant or sorcery card was milled this way", "if a creature card is
    discarded this way", "if a creature card was exiled this way" (608.2c): a card the
    instructions before it in this resolution milled (701.17a), discarded (701.9a) or
    exiled (406.2), as ``done`` says, passes ``test``, as the card it became in the zone
    it went to is (the characteristics of a card, 400.7)."""

    test: ObjectFilter
    done: Done
    words: str

    def holds(self, ctx: Resolution) -> bool:
        # each card as it is in the zone it moved to (701.17c), which the test looks in
        return any(replace(self.test, zone=e.new.zone)(ctx.state, ctx.source, e.new)
                   for e in ctx.this_way() if isinstance(e, ev.ZoneChanged)
                   and e.new is not None and self.done.did(e))

    def text(self) -> str:
        return self.words


@dataclass(frozen=True)
class SpellsCastThisTurn:
    """ "if you've cast another blue spell this turn": the controller cast ``at_least``
    spells this turn of any of ``colors`` (any spell, if none). ``another`` leaves out
    the spell that became this object, or this spell itself (the turn record knows
    which spell became which permanent, 608.3)."""

    colors: frozenset[str] = frozenset()
    another: bool = False
    at_least: int = 1

    def holds(self, ctx: Resolution) -> bool:
        me = ctx.source
        count = sum(
            1
            for h in ctx.state.this_turn.spells_cast(ctx.controller)
            if (not self.colors or self.colors & h.colors)
            and not (self.another and me.id in (h.object_id, h.became))
        )
        return count >= self.at_least

    def text(self) -> str:
        colors = joined([COLOR_WORDS[c] for c in "WUBRG" if c in self.colors], last="or")
        kind = f"{colors} " if colors else ""
        if self.at_least == 1:
            what = f"{'another' if self.another else 'a'} {kind}spell"
        else:
            number = small_number(self.at_least)
            what = f"{number} or more {'other ' if self.another else ''}{kind}spells"
        return f"if you've cast {what} this turn"


@dataclass(frozen=True)
class WasKicked:
    """ "if this spell was kicked" (702.33d); for a permanent's ability, "if it was
    kicked" asks about the spell that became it (702.33e), which the permanent keeps."""

    it: str = "this spell"

    def holds(self, ctx: Resolution) -> bool:
        return (ctx.obj if ctx.obj.is_spell else ctx.source).kicked > 0

    def text(self) -> str:
        return f"if {self.it} was kicked"


@dataclass(frozen=True)
class If:
    """``effects`` happen only if ``condition`` holds as they would (608.2c). The
    condition is written before the instruction ("If this spell was kicked, ...") or,
    with ``after``, at its end ("Draw a card if ..."). ``otherwise``: what the sentence
    "Otherwise, ..." after it does when the condition doesn't hold."""

    condition: Condition
    effects: tuple[Effect, ...]
    after: bool = False
    otherwise: tuple[Effect, ...] = ()

    def run(self, ctx: Resolution) -> None:
        if not self.condition.holds(ctx):
            body = " ".join(e.text(ctx.source.name) for e in self.effects).removesuffix(".")
            said = self.condition.text().replace("~", ctx.source.name)
            ctx.txn.emit(
                ev.Noted(
                    "608.2c",
                    f'{spoken(ctx.obj.display_name)}: "{said}" is false, so '
                    f'"{lower_first(body)}" doesn\'t happen'
                    + (", and what \"Otherwise\" says does" if self.otherwise else ""),
                    did_nothing=not self.otherwise,
                )
            )
            for effect in self.otherwise:
                effect.run(ctx)
            return
        for effect in self.effects:
            effect.run(ctx)

    def text(self, name: str) -> str:
        body = " ".join(e.text(name) for e in self.effects)
        condition = self.condition.text()
        other = " ".join(e.text(name) for e in self.otherwise)
        other = f" Otherwise, {lower_first(other)}" if other else ""
        if self.after:
            return f"{body.removesuffix('.')} {condition}.{other}"
        return f"{upper_first(condition)}, {lower_first(body)}{other}"


@dataclass(frozen=True)
class Instead:
    """ "If [condition], [instructions] instead." (614.1a): when the condition holds as
    the spell or ability resolves (608.2c), ``effects`` are done in place of
    ``replaced``, the instructions of the sentence before; otherwise those are done.
    ``optional``: "If [condition], you may [do something] instead.": a player who chooses
    not to does the sentence before after all (608.2d)."""

    condition: Condition
    effects: tuple[Effect, ...]
    replaced: tuple[Effect, ...]
    optional: bool = False

    def run(self, ctx: Resolution) -> None:
        holds = self.condition.holds(ctx)
        if holds:  # a self-replacement effect: applied before any other (614.15, 616.1a)
            ctx.txn.emit(ev.Noted("614.15", f"{spoken(ctx.obj.display_name)} does its "
                                            f"\"instead\" sentence ({self.condition.text()}) "
                                            "in place of the one before, ahead of other "
                                            "replacement effects"))
        done = self.effects if holds else self.replaced
        for effect in done:
            effect.run(ctx)
        if holds and self.optional and not ctx.did:  # declined: as if it didn't hold
            for effect in self.replaced:
                effect.run(ctx)

    def text(self, name: str) -> str:
        # the instructions of one sentence say it each: once
        before = " ".join(dict.fromkeys(e.text(name) for e in self.replaced))
        body = " ".join(dict.fromkeys(e.text(name) for e in self.effects)).removesuffix(".")
        body = body if body.startswith(name) else lower_first(body)  # "Brimstone Volley deals"
        return f"{before} {upper_first(self.condition.text())}, {body} instead."
