"""Every legal answer to a question, written as a scenario file would write it.

Answers name options by label; when two options share a label the explorer uses a
longer name that tells them apart (``"Bob:Grizzly Bears"``), and options no name tells
apart are one choice (the engine would treat the answers alike).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

from rulings_kit.core.costs import sacrifice_candidates
from rulings_kit.core.definitions import CardDef, TargetSpec
from rulings_kit.core.questions import Ask, Option, Question, option_names
from rulings_kit.core.refs import names_of
from rulings_kit.core.state import GameObject, GameState, Target
from rulings_kit.core.targets import legal_targets

#: kicker counts tried for a free cast (more kicks rarely show anything new)
KICKS = (0, 1)


def _ids_where_names_mislead(question: Question, state: GameState, names: list[str]) -> list[Any]:
    """Where one name stands for objects that differ (two Grizzly Bears, one damaged), answer
    with their object ids instead; objects alike in all but identity keep the shared name."""
    out: list[Any] = list(names)
    for name in set(names):
        idx = [i for i, n in enumerate(names) if n == name]
        values = [question.options[i].value for i in idx]
        objs = [state.obj(v) for v in values if isinstance(v, int) and state.has(v)]
        if len(idx) > 1 and len(objs) == len(idx) and len({replace(o, id=0) for o in objs}) > 1:
            for i, v in zip(idx, values, strict=True):
                out[i] = v
    return out


def sequences(names: Sequence[Any], lo: int, hi: int) -> Iterator[list[Any]]:
    """Ordered selections of ``lo``..``hi`` distinct options, each once (names may repeat
    when options can't be told apart)."""
    seen: set[tuple[Any, ...]] = set()
    for k in range(lo, min(hi, len(names)) + 1):
        for combo in itertools.permutations(range(len(names)), k):
            key = tuple(names[i] for i in combo)
            if key not in seen:
                seen.add(key)
                yield list(key)


def permutations(labels: Sequence[str]) -> Iterator[list[str]]:
    """Distinct orders of a multiset of labels (identical triggers are interchangeable)."""
    yield from sequences(labels, len(labels), len(labels))


def answers_for(question: Question, state: GameState, x: Mapping[str, Sequence[int]]) -> list[Any]:
    """The answers the explorer tries for ``question`` in ``state``."""
    kind = question.kind
    if kind is Ask.MAY:
        return [True, False]
    if kind is Ask.COLOR:
        return [o.label for o in question.options]
    if kind is Ask.DAMAGE:
        return list(question.answers)
    names = option_names(question.options)
    if kind in (Ask.ORDER, Ask.REPLACE):
        return list(permutations(names))
    if kind in (Ask.TARGET, Ask.CHOOSE, Ask.DISCARD, Ask.SCRY):
        lo, hi = question.count
        return list(sequences(_ids_where_names_mislead(question, state, names), lo, hi))
    if kind is Ask.CAST:
        return [False, *cast_answers(question, state, x)]
    raise ValueError(f"the explorer doesn't know how to answer a {kind.value!r} question")


def cast_answers(
    question: Question, state: GameState, x: Mapping[str, Sequence[int]]
) -> Iterator[dict[str, Any]]:
    """``cast:`` answer tables: each card, with each legal choice of modes, kicker,
    targets and X (X from the caller's range; omitted means 0, fine print 9)."""
    names = option_names(question.options)
    for option, name in zip(question.options, names, strict=True):
        if not isinstance(option.value, int) or not state.has(option.value):
            continue
        card_obj = replace(state.obj(option.value), controller=question.player)
        d = card_obj.card
        xs: Sequence[int | None] = (
            tuple(x[d.name]) if d.name in x and d.mana_cost and d.mana_cost.x_count else (None,)
        )
        kicks = KICKS if d.kicker is not None else (0,)
        for modes in _mode_choices(d):
            for kicked in kicks:
                specs = _specs(d, modes)
                for targets in _target_choices(state, card_obj, specs, kicked):
                    for sacrifice in _sacrifice_choices(state, question.player, d):
                        for xv in xs:
                            table: dict[str, Any] = {"card": name}
                            if targets:
                                table["targets"] = targets
                            if modes:
                                table["modes"] = list(modes)
                            if kicked:
                                table["kicker"] = kicked
                            if sacrifice:
                                table["sacrifice"] = sacrifice
                            if xv is not None:
                                table["x"] = xv
                            yield table


def _mode_choices(d: CardDef) -> list[tuple[int, ...]]:
    if not d.choose_modes:
        return [()]
    return list(itertools.combinations(range(1, len(d.modes) + 1), d.choose_modes))


def _specs(d: CardDef, modes: tuple[int, ...]) -> tuple[TargetSpec, ...]:
    chosen = modes or ((1,) if d.modes else ())
    return tuple(s for m in chosen for s in d.modes[m - 1].targets)


def _target_choices(
    state: GameState, spell: GameObject, specs: Sequence[TargetSpec], kicked: int
) -> Iterator[list[str]]:
    """Targets for each "target" of the spell; "any number of targets" tries one target."""
    groups: list[list[list[str]]] = []
    for spec in specs:
        n = 1 + kicked if spec.per_kick else (1 if spec.any_number else spec.count)
        legal = legal_targets(state, spell, spec)
        if spec.up_to:  # "up to N": as many as it can, of N (601.2c)
            n = min(n, len(legal))
        options = [Option(t, _label(state, t), _aliases(state, t)) for t in legal]
        names = option_names(options)
        groups.append(list(sequences(names, n, n)))
    for parts in itertools.product(*groups):
        yield [name for part in parts for name in part]


def _sacrifice_choices(state: GameState, player: str, d: CardDef) -> list[list[str]]:
    if d.additional_sacrifice is None:
        return [[]]
    mine = sacrifice_candidates(state, player, d)
    options = [Option(o.id, o.display_name, names_of(o)) for o in mine]
    return [[n] for n in dict.fromkeys(option_names(options))]


def _label(state: GameState, t: Target) -> str:
    return t if isinstance(t, str) else state.obj(t).display_name


def _aliases(state: GameState, t: Target) -> tuple[str, ...]:
    return () if isinstance(t, str) else names_of(state.obj(t))
