"""Every legal answer to a question, written as a scenario file would write it:
``legal_answers(question, state)``, the one list the engine's callers use (the explorer
tries each answer, a widget offers them).

Answers name options by label; when two options share a label the answer uses a longer
name that tells them apart (``"Bob:Wall"``), and options no name tells apart
are one choice (the engine would treat the answers alike).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

from rulings_kit.core.costs import sacrifice_candidates
from rulings_kit.core.definitions import CardDef, TargetSpec, definition
from rulings_kit.core.questions import Ask, Option, Question, option_names
from rulings_kit.core.refs import interchangeable, names_of
from rulings_kit.core.state import GameObject, GameState, Target
from rulings_kit.core.targets import legal_targets

#: kicker counts offered for a free cast (more kicks rarely show anything new)
KICKS = (0, 1)


def _ids_where_names_mislead(
    options: Sequence[Option], state: GameState, names: list[str]
) -> list[Any]:
    """Where one name stands for objects that differ (two creatures of one name, one
    damaged; or two alike ones whose name also names another player's), answer with their
    object ids instead; objects alike in all but identity keep the shared name."""
    out: list[Any] = list(names)
    for name in set(names):
        idx = [i for i, n in enumerate(names) if n == name]
        # every option the name answers to: the name two alike creatures of Alice share
        # names the one of Bob's too (his has a name of its own, "Bob:NAME")
        named = [o.value for o in options if o.named(name)]
        objs = [state.obj(v) for v in named if isinstance(v, int) and state.has(v)]
        if len(idx) > 1 and len(objs) == len(named) and len({replace(o, id=0) for o in objs}) > 1:
            for i in idx:
                out[i] = options[i].value
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


def with_repeats(names: Sequence[Any], lo: int, hi: int) -> Iterator[list[Any]]:
    """Selections of ``lo``..``hi`` options where an option may be named again ("two
    mana in any combination of colors"): which ones, not in what order."""
    for k in range(lo, hi + 1):
        for combo in itertools.combinations_with_replacement(dict.fromkeys(names), k):
            yield list(combo)


def legal_answers(
    question: Question,
    state: GameState | None = None,
    x: Mapping[str, Sequence[int]] | None = None,
    *,
    unordered: bool = False,
) -> list[Any]:
    """Every legal answer to ``question`` asked in ``state`` (needed to tell objects of
    one name apart, and for a ``cast`` question's choices); ``x`` gives the values of X
    to try for cards cast with X. With ``unordered``, a list answer that names the same
    options in another order counts once (which cards, not in what order).

    Raises ValueError for a ``cast`` question without ``state``, or a kind of question
    whose answers can't be listed."""
    return list(_legal_answers(question, state, x or {}, unordered))


def only_answer(question: Question, state: GameState | None = None) -> Any | None:
    """The answer a question gives itself when it has exactly one legal answer (the
    engine uses it for a question nobody answered), else None: a list of every option; an
    order of abilities that are all alike; or, given the ``state``, any N of objects that
    are alike in all but their id (one of eight untouched Islands to discard: every answer
    gives the same game, SCENARIO_FORMAT fine print 29). A ``cast`` question never has one."""
    kind, options, (lo, hi) = question.kind, question.options, question.count
    if kind in (Ask.ORDER, Ask.REPLACE):
        labels = {(o.label, o.aliases) for o in options}  # alike by every name
        return [o.label for o in options] if len(labels) == 1 else None
    if kind is Ask.COLOR and len(options) == 1:
        if hi == 1:
            return options[0].label
        return [options[0].label] * lo if lo == hi and question.repeats else None
    if kind in (Ask.TARGET, Ask.CHOOSE, Ask.DISCARD, Ask.VENTURE, Ask.FLIP) and \
            len(options) == lo == hi:
        return [o.label for o in options]
    if kind in (Ask.TARGET, Ask.CHOOSE, Ask.DISCARD) and 0 < lo == hi and state is not None \
            and _all_alike(options, state):
        return [options[0].label] * lo
    if kind in (Ask.SCRY, Ask.SURVEIL, Ask.PROLIFERATE) and not options:
        return []
    if kind is Ask.DAMAGE and len(question.answers) == 1:
        return question.answers[0]
    if kind in (Ask.PHYREXIAN, Ask.ASSIST, Ask.ROLL) and len(options) == 1:
        return options[0].value
    return None


def _all_alike(options: Sequence[Option], state: GameState) -> bool:
    """Whether the options are objects alike in all but their id, under one name."""
    ids = [o.value for o in options if isinstance(o.value, int) and state.has(o.value)]
    return len(ids) == len(options) and len({o.label for o in options}) == 1 and \
        interchangeable([state.obj(i) for i in ids])


def _legal_answers(
    question: Question,
    state: GameState | None,
    x: Mapping[str, Sequence[int]],
    unordered: bool,
) -> Iterator[Any]:
    kind = question.kind
    if kind is Ask.MAY:
        yield from (True, False)
        return
    if kind is Ask.DAMAGE:
        yield from question.answers
        return
    if kind in (Ask.PHYREXIAN, Ask.ASSIST, Ask.ROLL):
        yield from (o.value for o in question.options)
        return
    lo, hi = question.count
    if kind is Ask.COLOR and (lo, hi) == (1, 1):
        yield from (o.label for o in question.options)
        return
    names = option_names(question.options)
    if question.repeats:
        yield from with_repeats(names, lo, hi)
    elif kind in (Ask.ORDER, Ask.REPLACE):
        yield from permutations(names)
    elif kind in (Ask.TARGET, Ask.CHOOSE, Ask.DISCARD, Ask.SCRY, Ask.SURVEIL, Ask.PROLIFERATE,
                  Ask.COLOR, Ask.VENTURE, Ask.FLIP):
        if state is not None:
            names = _ids_where_names_mislead(question.options, state, names)
        found = sequences(names, lo, hi)
        yield from _once_each(found) if unordered else found
    elif kind is Ask.CAST:
        if state is None:
            raise ValueError(f"the answers to {question.id!r} depend on the game: give its state")
        yield False
        yield from cast_answers(question, state, x)
    else:
        raise ValueError(f"no legal answers are known for a {kind.value!r} question")


def _once_each(answers: Iterable[list[Any]]) -> Iterator[list[Any]]:
    seen: set[tuple[str, ...]] = set()
    for a in answers:
        k = tuple(sorted(map(str, a)))
        if k not in seen:
            seen.add(k)
            yield a


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
        d = definition(card_obj.card)
        xs: Sequence[int | None] = (
            tuple(x[d.name]) if d.name in x and d.mana_cost and d.mana_cost.x_count else (None,)
        )
        kicks = KICKS if d.kicker is not None else (0,)
        for modes in d.mode_choices():
            for kicked in kicks:
                specs = _specs(d, modes)
                for targets in _target_choices(state, card_obj, specs, kicked):
                    for sacrifice in _sacrifice_choices(state, question.player, d, kicked):
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


def _specs(d: CardDef, modes: tuple[int, ...]) -> tuple[TargetSpec, ...]:
    chosen = modes or ((1,) if d.modes else ())
    return tuple(s for m in chosen for s in d.modes[m - 1].targets)


def _target_choices(
    state: GameState, spell: GameObject, specs: Sequence[TargetSpec], kicked: int
) -> Iterator[list[Any]]:
    """Targets for each "target" of the spell; "any number of targets" tries one target.
    Objects one name can't tell apart are named by id, as for a target question (115.1)."""
    groups: list[list[list[Any]]] = []
    named: list[dict[Any, int]] = []  # for each "target", how many options each name fits
    for spec in specs:
        n = 1 + kicked if spec.per_kick else (1 if spec.any_number else spec.count)
        if spec.x_count:  # "X target creatures": X may be 0 (107.3a), so none need be legal
            n = 0
        if spec.if_kicked and not kicked:  # 601.2c
            n = 0
        legal = legal_targets(state, spell, spec)
        if spec.up_to:  # "up to N": as many as it can, of N (601.2c)
            n = min(n, len(legal))
        options = [Option(t, _label(state, t), _aliases(state, t)) for t in legal]
        names = _ids_where_names_mislead(options, state, option_names(options))
        groups.append(list(sequences(names, n, n)))
        named.append({name: names.count(name) for name in names})
    for parts in itertools.product(*groups):
        if any(_shares_a_target(spec, part, parts[:i], named[i])
               for i, (spec, part) in enumerate(zip(specs, parts, strict=True))):
            continue
        yield [name for part in parts for name in part]


def _shares_a_target(spec: TargetSpec, part: Sequence[Any], earlier: Sequence[Sequence[Any]],
                     fits: dict[Any, int]) -> bool:
    """Whether "another target" (115.3, 601.2c) would have to be one an earlier "target"
    has: a name (or id) used before that fits no other of its candidates."""
    if not spec.unlike_earlier:
        return False
    used = [n for p in earlier for n in p]
    return any(used.count(n) + part.count(n) > fits.get(n, 0) for n in set(part) if n in used)


def _sacrifice_choices(state: GameState, player: str, d: CardDef,
                       kicked: int) -> list[list[str]]:
    cost = d.additional_sacrifice
    if cost is None or (cost.kicker and not kicked):  # "Kicker—Sacrifice ..." (702.33a)
        return [[]]
    mine = sacrifice_candidates(state, player, d)
    options = [Option(o.id, o.display_name, names_of(o)) for o in mine]
    return [[n] for n in dict.fromkeys(option_names(options))]


def _label(state: GameState, t: Target) -> str:
    return t if isinstance(t, str) else state.obj(t).display_name


def _aliases(state: GameState, t: Target) -> tuple[str, ...]:
    return () if isinstance(t, str) else names_of(state.obj(t))
