"""Requirements on blocks (509.1c) and the search the rule asks for: the declaration must
obey as many requirements as any declaration could without breaking a restriction
(509.1b); one that obeys fewer is illegal. Each requirement is a value: which creature
must block, which attacker must be blocked, and what says so."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations

from rulings_kit.core.block_restrictions import (
    Pair,
    Problem,
    block_limit,
    group_problems,
    pair_problems,
)
from rulings_kit.core.restrictions import restricted_by
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.core.values import PART, Part
from rulings_kit.core.words import possessive
from rulings_kit.errors import RulingsError

#: "~ must be blocked if able" (509.1c): on an attacking creature
MUST_BE_BLOCKED = "must be blocked if able"
#: "~ blocks each combat if able" (509.1c): on a creature the defending player controls
BLOCKS_IF_ABLE = "blocks each combat if able"
#: "All creatures able to block ~ do so." (509.1c): on an attacking creature, a
#: requirement for each creature the defending player controls
LURE = "all creatures able to block it do so"

#: more partial declarations than this are not searched (509.1c): refused instead
MAX_SEARCHED = 200_000


class Demand(StrEnum):
    """What a requirement asks of the blocks (509.1c)."""

    BLOCKED = "the attacker is blocked"  # "must be blocked if able"
    BLOCKS = "the creature blocks"  # "blocks each combat if able"
    BLOCKS_IT = "the creature blocks the attacker"  # provoke, "blocks ~ this turn if able"
    LURED = "the creature blocks the lure"  # "All creatures able to block ~ do so."


@dataclass(**PART)
class Requirement(Part):
    """One requirement on the blocks: ``blocker`` and ``attacker`` by id (None where the
    demand names no such creature); ``source`` names what makes it, ``rule`` the rule of
    its keyword ("702.39a") or 509.1c."""

    demand: Demand
    blocker: int | None
    attacker: int | None
    source: str
    rule: str = "509.1c"

    def obeyed(self, pairs: Sequence[tuple[int, int]]) -> bool:
        if self.demand is Demand.BLOCKED:
            return any(a == self.attacker for _, a in pairs)
        if self.demand is Demand.BLOCKS:
            return any(b == self.blocker for b, _ in pairs)
        return (self.blocker, self.attacker) in pairs

    def describe(self, state: GameState) -> str:
        """The requirement in words, naming the creatures."""
        b = state.obj(self.blocker).name if self.blocker is not None else ""
        a = state.obj(self.attacker).name if self.attacker is not None else ""
        if self.demand is Demand.BLOCKED:
            return f"{a} must be blocked if able ({possessive(self.source)} ability)"
        if self.demand is Demand.BLOCKS:
            return f"{b} blocks each combat if able ({possessive(self.source)} ability)"
        if self.demand is Demand.LURED:
            return (f"all creatures able to block {a} do so ({possessive(self.source)} "
                    f"ability), {b} among them")
        return f"{b} blocks {a} if able ({self.source})"


def requirements(state: GameState, mine: Sequence[GameObject],
                 attacking: Sequence[GameObject]) -> list[Requirement]:
    """Every requirement on the defending player's blocks now (509.1c), each effect's
    its own: two lures on one attacker are two requirements for each creature."""
    out: list[Requirement] = []
    for a in attacking:
        out += [Requirement(Demand.BLOCKED, None, a.id, s)
                for s in restricted_by(state, a, MUST_BE_BLOCKED)]
        for s in restricted_by(state, a, LURE):
            out += [Requirement(Demand.LURED, b.id, a.id, s) for b in mine]
    ids = {a.id for a in attacking}
    for b in mine:
        out += [Requirement(Demand.BLOCKS, b.id, None, s)
                for s in restricted_by(state, b, BLOCKS_IF_ABLE)]
        out += [Requirement(Demand.BLOCKS_IT, b.id, c.must_block, c.source_name,
                            c.rule or "509.1c")
                for c in state.effects if c.affected == b.id and c.must_block in ids]
    return out


def _ids(pairs: Sequence[Pair]) -> list[tuple[int, int]]:
    return [(b.id, a.id) for b, a in pairs]


def obeyed(reqs: Sequence[Requirement], pairs: Sequence[Pair]) -> int:
    """How many of ``reqs`` the declaration obeys."""
    ids = _ids(pairs)
    return sum(1 for r in reqs if r.obeyed(ids))


def better_blocks(state: GameState, mine: Sequence[GameObject],
                  attacking: Sequence[GameObject], reqs: Sequence[Requirement],
                  than: int) -> list[Pair] | None:
    """A declaration that breaks no restriction and obeys more than ``than`` of ``reqs``
    (509.1c), or None when none does: a depth-first search over each creature's legal
    choices (not blocking, or attackers it may block, as many as it may: 509.1a), cut
    where even obeying every requirement still open couldn't beat ``than``."""
    options: dict[int, list[tuple[GameObject, ...]]] = {}
    for b in mine:
        legal = [a for a in attacking if not pair_problems(state, b, a)]
        limit = block_limit(state, b)
        most_n = len(legal) if limit is None else min(limit, len(legal))
        options[b.id] = [c for k in range(most_n + 1) for c in combinations(legal, k)]
    order = [b for b in mine if len(options[b.id]) > 1]
    mine_reqs = {b.id: [r for r in reqs if r.blocker == b.id] for b in order}

    def gain(b: GameObject, chosen: tuple[GameObject, ...]) -> int:
        ids = [(b.id, a.id) for a in chosen]
        return sum(1 for r in mine_reqs[b.id] if r.obeyed(ids))

    most = {b.id: max(gain(b, c) for c in options[b.id]) for b in order}
    attacker_reqs = [r for r in reqs if r.blocker is None]
    left = [0] * (len(order) + 1)
    for i in range(len(order) - 1, -1, -1):
        left[i] = left[i + 1] + most[order[i].id]
    searched = 0

    def search(i: int, pairs: list[Pair], n: int) -> list[Pair] | None:
        nonlocal searched
        searched += 1
        if searched > MAX_SEARCHED:
            raise RulingsError(
                f"too many ways to block to find the most requirements they could obey "
                f"(509.1c): more than {MAX_SEARCHED} searched", ("509.1c",))
        if n + left[i] + len(attacker_reqs) <= than:
            return None
        if i == len(order):
            total = n + sum(1 for r in attacker_reqs if r.obeyed(_ids(pairs)))
            return list(pairs) if total > than and not group_problems(state, pairs) else None
        b = order[i]
        for chosen in options[b.id]:
            more = [*pairs, *((b, a) for a in chosen)]
            if (found := search(i + 1, more, n + gain(b, chosen))) is not None:
                return found
        return None

    return search(0, [], 0)


def requirement_problems(state: GameState, mine: Sequence[GameObject],
                         attacking: Sequence[GameObject], pairs: Sequence[Pair]) -> list[Problem]:
    """509.1c: if some legal declaration obeys more requirements than ``pairs``, the
    requirements it obeys that ``pairs`` doesn't, each with its rule; else none."""
    reqs = requirements(state, mine, attacking)
    if not reqs:
        return []
    n = obeyed(reqs, pairs)
    if n == len(reqs):
        return []
    better = better_blocks(state, mine, attacking, reqs, n)
    if better is None:
        return []
    ids, said = _ids(pairs), _ids(better)
    could = ", ".join(f"{b.name} blocking {a.name}" for b, a in better) or "no blocks"
    out: list[Problem] = [(f"the blocks obey {n} of the blocking requirements, and "
                           f"{obeyed(reqs, better)} could be obeyed ({could})", ("509.1c",))]
    out += [(f"{r.describe(state)}, and it could be obeyed", tuple(dict.fromkeys(
        (r.rule, "509.1c")))) for r in _unique(reqs) if r.obeyed(said) and not r.obeyed(ids)]
    return out


def _unique(reqs: Sequence[Requirement]) -> Iterator[Requirement]:
    seen: set[Requirement] = set()
    for r in reqs:
        if r not in seen:
            seen.add(r)
            yield r
