"""Rolling a die (706): "Roll a d20." and its results table (706.3), "1—9 | Draw two cards.",
"20 | ...", "15+ | ...". The natural result is chance, not a player's choice: it is asked as
the ``roll:SOURCE`` question (answered with a number from 1 to N, 706.1a), so that a
scenario fixes it and ``explore`` runs each (chance is just another player), as a coin flip
is (``coin.py``). With no modifier the natural result is the result (706.2); the row whose
range holds it happens (706.3a), all of it part of the one ability (706.3b)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.definitions import Effect
from rulings_kit.core.dice_patterns import DieRolled
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.questions import Ask, Option, Question
from rulings_kit.core.words import lower_first, spoken
from rulings_kit.errors import QuestionError, RulingsError


@dataclass(frozen=True)
class ResultRange:
    """One row of a results table (706.3a): "If the result was in this range, [effect]."
    ``high`` is None for "N+"."""

    low: int
    high: int | None
    effects: tuple[Effect, ...]
    words: str  # the row as printed: "10—19 | Scry 2, then draw two cards."

    def holds(self, result: int) -> bool:
        return self.low <= result and (self.high is None or result <= self.high)


@dataclass(frozen=True)
class RollDie(Worded):
    """"Roll a dN." (706.1): the controller rolls one N-sided die, of outcomes 1 to N equally
    likely (706.1a); the result, with no modifier its natural result (706.2), picks the row of
    ``table`` whose range holds it, whose effect happens as part of the same ability
    (706.3a-b); none does if no row holds it. Without a table, what follows uses the result
    (706.4: "Scry X, where X is the result")."""

    sides: int
    table: tuple[ResultRange, ...]

    def run(self, ctx: Resolution) -> None:
        me, name = ctx.controller, ctx.obj.name
        q = Question(ctx.txn.question_id(Ask.ROLL, ctx.obj), Ask.ROLL, me,
                     f"{me} rolls a d{self.sides} for {name}: the number rolled", "706.2",
                     tuple(Option(n, str(n)) for n in range(1, self.sides + 1)),
                     subject=ctx.obj.display_name)
        raw = ctx.txn.ask(q)
        if isinstance(raw, bool) or not isinstance(raw, int) or not 1 <= raw <= self.sides:
            raise QuestionError(f"{raw!r} is not a legal answer to {q.id!r}; answer with "
                                f"{q.describe_options()} (706.1a)", q.id, ("706.1a",))
        ctx.txn.emit(DieRolled("706.2", me, name, self.sides, raw))
        ctx.rolled = raw  # no modifier: the natural result is the result (706.2)
        if not self.table:  # its result is used by what follows (706.4)
            return
        row = next((r for r in self.table if r.holds(raw)), None)
        who = spoken(ctx.obj.display_name)
        if row is None:
            ctx.txn.emit(ev.Noted("706.3a", f"{who}: the result {raw} is in no row of the "
                                            "results table, so nothing more happens",
                                  did_nothing=True))
            return
        ctx.txn.emit(ev.Noted("706.3a", f"{who}: the result {raw} is in the row "
                                        f"\"{lower_first(row.words)}\", which happens"))
        for effect in row.effects:
            effect.run(ctx)


@dataclass(frozen=True)
class DieResult:
    """"where X is the result": the result of the die roll before it in this resolution
    (706.2, 706.4)."""

    def value(self, ctx: Resolution) -> int:
        if ctx.rolled is None:
            raise RulingsError("no die was rolled before 'the result' (706.4)")
        return ctx.rolled

    @property
    def words(self) -> str:
        return "the result"
