"""A random player: random positions from the card pool, random actions, random answers.

Everything random is drawn through hypothesis (``Draw`` is ``data.draw``), so a failing
game shrinks to a small one and prints the position and the actions that broke it.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any, TypeVar

from hypothesis import strategies as st

from rulings_kit.cards import CardPool, card_names
from rulings_kit.core import (
    Activate,
    Advance,
    Ask,
    Attack,
    Block,
    Cast,
    GameState,
    Pass,
    Play,
    Question,
    Resolve,
    Step,
    Transition,
    Zone,
    apply,
)
from rulings_kit.core.actions import AnyAction
from rulings_kit.core.answers import legal_answers
from rulings_kit.core.characteristics import is_creature
from rulings_kit.core.costs import sacrifice_candidates
from rulings_kit.core.definitions import TargetSpec
from rulings_kit.core.questions import Unanswered
from rulings_kit.core.state import GameObject
from rulings_kit.core.targets import is_legal_target
from rulings_kit.data import carddb
from rulings_kit.errors import OracleTextError, RulingsError
from tests.helpers import corpus_pool
from tests.reliability.guards import time_limit
from tests.reliability.liveness import WATCHER

T = TypeVar("T")
Draw = Callable[[st.SearchStrategy[T]], T]

#: cards whose abilities trigger, copy, replace or ask: more of them means more questions
BUNDLED_LIVELY = (
    "Ivy, Gleeful Spellthief",
    "Thought Harvester",
    "Ruin Processor",
    "Goliath Daydreamer",
    "Dream Thief",
    "Contamination",
    "Mana Reflection",
    "Heartbeat of Spring",
    "Hangarback Walker",
    "Blight Herder",
    "Reflecting Pool",
    "Exotic Orchard",
    "Vivid Crag",
)
#: cheap spells that can be cast at instant speed
BUNDLED_CHEAP = (
    "Shock",
    "Lightning Bolt",
    "Opt",
    "Giant Growth",
    "Brainstorm",
    "Burst Lightning",
    "Counterspell",
    "Vines of Vastwood",
    "Izzet Charm",
    "Ghostfire",
    "Essence Scatter",
    "Staggershock",
    "Village Rites",
    "Cancel",
    "Stroke of Genius",
    "Fireball",
)


@dataclass(frozen=True)
class Cards:
    """The cards random positions are built from, sorted by the part they play."""

    #: the pool that defines them (a scenario names its cards from it)
    pool: CardPool
    tokens: tuple[str, ...]
    nontokens: tuple[str, ...]
    lands: tuple[str, ...]
    #: cards whose abilities trigger, copy, replace or ask: more of them, more questions
    lively: tuple[str, ...]
    #: cheap spells that can be cast at instant speed
    cheap: tuple[str, ...]


def _sorted(pool: CardPool, names: Sequence[str], lively: Sequence[str],
            cheap: Sequence[str]) -> Cards:
    defs = {n: pool.get(n) for n in names}
    tokens = tuple(n for n, d in defs.items() if d.is_token)
    nontokens = tuple(n for n, d in defs.items() if not d.is_token)
    lands = tuple(n for n in nontokens if defs[n].has_type("Land"))
    return Cards(pool, tokens, nontokens, lands, tuple(lively), tuple(cheap))


#: the bundled cards' names (fuzz.py names them in scenario input)
CARDS = card_names()
#: the bundled cards
BUNDLED = _sorted(CardPool.bundled(), CARDS, BUNDLED_LIVELY, BUNDLED_CHEAP)


@cache
def corpus() -> Cards:
    """The bundled cards and every corpus card the engine can play (those the Oracle-text
    compiler builds; the others raise OracleTextError and are left out). Lively: the
    bundled ones and the corpus cards with a triggered ability; cheap: instants of mana
    value 2 or less."""
    pool = corpus_pool()
    playable = []
    for name in pool.added():
        try:
            pool.get(name)
        except OracleTextError:
            continue
        playable.append(name)
    lively, cheap = _lively_and_cheap(pool, playable)
    return _sorted(
        pool,
        (*CARDS, *playable),
        (*BUNDLED_LIVELY, *lively),
        (*BUNDLED_CHEAP, *cheap),
    )


def _lively_and_cheap(pool: CardPool, names: Sequence[str]) -> tuple[list[str], list[str]]:
    """Of ``names``, the cards with a triggered ability, and the instants of mana value 2
    or less (both tokens left out)."""
    defs = {n: pool.get(n) for n in names}
    lively = [n for n, d in defs.items() if d.triggered and not d.is_token]
    cheap = [n for n, d in defs.items() if d.has_type("Instant")
             and d.mana_cost is not None and d.mana_cost.mana_value <= 2]
    return lively, cheap


@cache
def database() -> Cards:
    """Every card of the card database (rulings_kit.data.carddb) as the default pool
    knows them; which of them the engine plays is found as they are drawn (``playable``),
    as building all of them first would take minutes."""
    names = tuple(n for n in carddb.active().names() if not n.startswith("A-"))
    return Cards(CardPool.bundled(), (), names, BUNDLED.lands, names, names)


@cache
def database_playable() -> Cards:
    """Every card of the card database the default pool builds and the engine plays (the
    long run of ``make fuzz``: building all of them first takes about 20 s). Lively: those
    with a triggered ability; cheap: instants of mana value 2 or less."""
    pool = CardPool.bundled()
    names = [n for n in database().nontokens if playable(n)]
    return _sorted(pool, names, *_lively_and_cheap(pool, names))


@cache
def playable(name: str) -> bool:
    """Whether the default pool builds ``name`` into a card the engine plays (not a token)."""
    try:
        return not CardPool.bundled().get(name).is_token
    except OracleTextError:
        return False
    except RulingsError:  # a card the database lists that no pool can build
        return False


#: steps in which players receive priority (the untap and cleanup steps have none)
PRIORITY_STEPS = tuple(s.value for s in Step if s not in (Step.UNTAP, Step.CLEANUP))
#: how many objects may resolve in one random action: enough for any real play
MAX_STEPS = 200
#: CPU seconds one apply() may use before the test calls it a hang (guards.time_limit)
APPLY_SECONDS = 2.0
#: offered answers listed for a question (a widget shows that many at most)
MAX_OFFERED = 50
#: questions answered in one action before the player gives up on it
MAX_QUESTIONS = 12
#: answers a careless reader might write: each must be refused with a RulingsError
BAD_ANSWERS: tuple[Any, ...] = (
    None,
    7,
    "nonsense",
    [],
    ["nonsense", "nonsense"],
    {"card": 3},
    {"card": "Shock", "modes": ["one"]},
    {"card": "Shock", "x": 10**9},
    {"card": "Shock", "kicker": 10**9},
    {"card": "Shock", "targets": [{"a": 1}]},
    {"card": "Shock", "nonsense": True},
    3.5,
)


def chance(draw: Draw[Any], one_in: int) -> bool:
    """True about once in ``one_in`` draws. (Not at an end of the range: hypothesis favours
    the ends, which would make "rare" common.)"""
    return bool(draw(st.integers(0, one_in - 1)) == one_in // 2)


def pick(draw: Draw[Any], items: Sequence[T]) -> T:
    """One of ``items``, drawn by index (so a failing example prints short numbers)."""
    return items[draw(st.integers(0, len(items) - 1))]


def picks(draw: Draw[Any], items: Sequence[T], n: int, unique: bool = False) -> list[T]:
    index = st.integers(0, len(items) - 1)
    chosen = draw(st.lists(index, min_size=n, max_size=n, unique=unique))
    return [items[i] for i in chosen]


# ---------------------------------------------------------------------------- positions
def _entry(names: tuple[str, ...], battlefield: bool) -> st.SearchStrategy[Any]:
    plain = st.sampled_from(names)
    if not battlefield:
        return plain | st.builds(
            lambda card, dream: {"card": card, "counters": {"dream": dream}},
            plain,
            st.integers(0, 2),
        )
    return plain | st.fixed_dictionaries(
        {"card": plain},
        optional={
            "count": st.integers(1, 2),  # two of a kind: their triggers need an order
            "tapped": st.booleans(),
            "sick": st.booleans(),
            "counters": st.dictionaries(
                st.sampled_from(["+1/+1", "charge", "dream"]), st.integers(0, 3), max_size=2
            ),
        },
    )


def zones(cards: Cards = BUNDLED) -> st.SearchStrategy[dict[str, Any]]:
    """One player's zones, scenario style: lands and spells on the battlefield, cards in hand..."""
    on_battlefield = (
        st.sampled_from(cards.lands)
        | _entry(cards.lively, battlefield=True)
        | _entry(cards.lively, battlefield=True)
        | _entry(cards.nontokens + cards.tokens, battlefield=True)
    )
    lands = st.lists(st.sampled_from(cards.lands), max_size=6)
    return st.fixed_dictionaries(
        {
            "battlefield": st.builds(list.__add__, lands, st.lists(on_battlefield, max_size=5)),
            "hand": st.lists(
                st.sampled_from(cards.cheap) | _entry(cards.nontokens, battlefield=False), max_size=5
            ),
            # enough cards to draw for a few turns: an empty library loses the game (704.5b)
            "library": st.lists(st.sampled_from(cards.nontokens), min_size=4, max_size=8),
        },
        optional={
            "graveyard": st.lists(st.sampled_from(cards.nontokens), max_size=3),
            "exile": st.lists(_entry(cards.nontokens, battlefield=False), max_size=2),
            "life": st.integers(3, 20),
        },
    )


def turn() -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries(
        {
            "active": st.sampled_from(["Alice", "Bob"]),
            "step": st.sampled_from(PRIORITY_STEPS) | st.sampled_from(["main1", "main2"]),
            "number": st.integers(1, 5),
        }
    )


# ---------------------------------------------------------------------------- actions
def _ref(obj: GameObject, draw: Draw[Any]) -> str | int:
    """An object as a random user would name it: its id (mostly), its name or label."""
    names: list[str | int] = [obj.id, obj.id, obj.display_name]
    if obj.label:
        names.append(obj.label)
    return draw(st.sampled_from(names))


def _candidates(state: GameState) -> list[GameObject | str]:
    out: list[GameObject | str] = list(state.player_names)
    out += [state.obj(i) for i in state.battlefield]
    out += [state.obj(i) for i in state.stack]
    for p in state.players:
        out += [state.obj(i) for i in p.graveyard]
    return out


def _targets(
    state: GameState,
    by: GameObject,
    specs: tuple[TargetSpec, ...],
    kicker: int,
    draw: Draw[Any],
) -> tuple[str | int, ...]:
    """References for the targets ``specs`` want: mostly legal ones, sometimes any, and now
    and then one too many or too few."""
    refs: list[str | int] = []
    pool = _candidates(state)
    for s in specs:
        n = draw(st.integers(1, 3)) if s.any_number else (1 + kicker if s.per_kick else s.count)
        legal = [
            c for c in pool if is_legal_target(state, by, s, c if isinstance(c, str) else c.id)
        ]
        choices = legal if legal and not chance(draw, 10) else pool
        if not choices:
            continue
        picked = picks(draw, choices, n)
        refs += [p if isinstance(p, str) else _ref(p, draw) for p in picked]
    if pool and chance(draw, 40):
        refs.append(_ref_or_name(pick(draw, pool), draw))
    elif refs and chance(draw, 40):
        refs.pop()
    return tuple(refs)


def _ref_or_name(c: GameObject | str, draw: Draw[Any]) -> str | int:
    return c if isinstance(c, str) else _ref(c, draw)


def _cast(state: GameState, player: str, draw: Draw[Any],
          zone: Zone | None = None) -> AnyAction | None:
    zone = zone or draw(st.sampled_from([Zone.HAND] * 6 + [Zone.GRAVEYARD, Zone.EXILE]))
    cards = [o for o in state.zone_objects(player, zone) if not o.card.has_type("Land")]
    if not cards:
        return None
    obj = pick(draw, cards)
    d = obj.card
    modes: tuple[int, ...] = ()
    if d.choose_modes:
        modes = tuple(
            draw(
                st.lists(
                    st.integers(1, len(d.modes)), min_size=d.choose_modes, max_size=d.choose_modes
                )
            )
        )
    kicker = draw(st.integers(0, 2 if d.multikicker else 1)) if d.kicker else 0
    chosen = modes or ((1,) if d.modes else ())
    specs = tuple(s for m in chosen for s in d.modes[m - 1].targets)
    x = draw(st.integers(0, 4)) if d.mana_cost is not None and d.mana_cost.x_count else None
    sacrifice: tuple[str | int, ...] = ()
    if d.additional_sacrifice is not None:
        candidates = sacrifice_candidates(state, player, d)
        if candidates:
            sacrifice = (_ref(pick(draw, candidates), draw),)
    return Cast(
        _ref(obj, draw),
        targets=_targets(state, obj, specs, kicker, draw),
        x=x,
        kicker=kicker,
        modes=modes,
        from_zone=zone,
        sacrifice=sacrifice,
    )


def _activate(state: GameState, player: str, draw: Draw[Any]) -> AnyAction | None:
    perms = [o for o in state.permanents(player) if o.card.activated]
    if not perms:
        return None
    obj = pick(draw, perms)
    index = draw(st.integers(1, len(obj.card.activated)))
    ability = obj.card.activated[index - 1]
    x = draw(st.integers(0, 3)) if ability.cost.mana.x_count else None
    return Activate(
        _ref(obj, draw), ability=index, targets=_targets(state, obj, ability.targets, 0, draw), x=x
    )


def _play(state: GameState, player: str, draw: Draw[Any]) -> AnyAction | None:
    lands = [o for o in state.zone_objects(player, Zone.HAND) if o.card.has_type("Land")]
    return Play(_ref(pick(draw, lands), draw)) if lands else None


def _attack(state: GameState, player: str, draw: Draw[Any]) -> AnyAction | None:
    creatures = [o for o in state.permanents(state.active) if is_creature(state, o)]
    if not creatures:
        return None
    chosen = picks(draw, creatures, min(len(creatures), draw(st.integers(1, 3))), unique=True)
    return Attack(tuple(_ref(o, draw) for o in chosen))


def _block(state: GameState, player: str, draw: Draw[Any]) -> AnyAction | None:
    attackers = [o for o in state.permanents() if o.attacking]
    defender = state.defender
    if not attackers or defender is None:
        return None
    mine = [o for o in state.permanents(defender) if is_creature(state, o)]
    blockers = picks(draw, mine, draw(st.integers(0, len(mine))), unique=True) if mine else []
    return Block(tuple((_ref(b, draw), _ref(pick(draw, attackers), draw)) for b in blockers))


#: action kinds, weighted: in a main phase with an empty stack, mostly casts and lands;
#: with something on the stack, mostly responses and resolving
MAIN_KINDS = ("cast",) * 8 + ("activate",) * 3 + ("play",) * 2 + ("attack", "advance", "pass")
STACK_KINDS = ("cast",) * 4 + ("activate",) * 2 + ("resolve",) * 4 + ("resolve_all", "pass")
OTHER_KINDS = ("cast", "cast", "activate", "attack", "block", "block", "pass", "advance")
BUILDERS = {
    "cast": _cast,
    "activate": _activate,
    "play": _play,
    "attack": _attack,
    "block": _block,
}


def random_action(state: GameState, draw: Draw[Any]) -> AnyAction:
    """A random action for the player with priority."""
    kinds: tuple[str, ...]
    if state.stack or state.waiting:
        kinds = STACK_KINDS
    elif state.step in (Step.MAIN1, Step.MAIN2):
        kinds = MAIN_KINDS
    else:
        kinds = OTHER_KINDS
    for _ in range(3):
        kind = draw(st.sampled_from(kinds))
        if kind in BUILDERS:
            action = BUILDERS[kind](state, state.priority, draw)
            if action is not None:
                return action
        elif kind == "advance":
            step = draw(st.sampled_from(PRIORITY_STEPS) | st.sampled_from(["main1", "main2"]))
            return Advance(Step(step))
        elif kind == "resolve":
            return Resolve(1)
        elif kind == "resolve_all":
            return Resolve(None)
        else:
            return Pass()
    return Pass()


def purposeful_action(state: GameState, draw: Draw[Any]) -> AnyAction:
    """A random action that puts cards to use: with something on the stack, mostly
    resolving it; else mostly casting a card from hand or activating an ability (the
    liveness games: tests/reliability/test_liveness.py)."""
    if state.stack or state.waiting:
        if draw(st.integers(0, 4)):
            return Resolve(None)
    elif state.step not in (Step.MAIN1, Step.MAIN2) and draw(st.integers(0, 2)):
        return Advance(Step.MAIN2 if state.step.value in ("beginning_of_combat",
                                                          "declare_attackers") else Step.MAIN1)
    kind = draw(st.integers(0, 9))
    action = (_cast(state, state.priority, draw, Zone.HAND) if kind < 6
              else _activate(state, state.priority, draw) if kind < 9 else None)
    return action if action is not None else random_action(state, draw)


# ---------------------------------------------------------------------------- answers
def random_answer(q: Question, draw: Draw[Any]) -> Any:
    """A legal answer to ``q`` (and, now and then, an illegal one)."""
    if chance(draw, 20):
        return draw(st.sampled_from(BAD_ANSWERS))
    labels = [o.label for o in q.options]
    if q.kind is Ask.MAY:
        return draw(st.booleans())
    if q.kind in (Ask.ORDER, Ask.REPLACE):
        return list(draw(st.permutations(labels)))
    if q.kind is Ask.COLOR:
        return draw(st.sampled_from(labels)) if labels else "C"
    if q.kind is Ask.DAMAGE:
        if q.answers and draw(st.booleans()):
            return draw(st.sampled_from(q.answers))
        return {label: draw(st.integers(0, q.count[0])) for label in labels}
    if q.kind is Ask.CAST:
        if not labels or draw(st.booleans()):
            return False
        answer: dict[str, Any] = {"card": draw(st.sampled_from(labels))}
        if draw(st.booleans()):
            answer["targets"] = [draw(st.sampled_from(["Alice", "Bob"]))]
        return answer
    lo, hi = q.count
    hi = max(lo, min(hi, len(labels)))
    n = min(draw(st.integers(lo, hi)), len(labels))
    order = draw(st.permutations(range(len(labels))))
    return [labels[i] for i in order[:n]]


# ---------------------------------------------------------------------------- playing
@dataclass
class Attempt:
    """One action tried from a state: the answers it ended up with, and what came of it."""

    action: AnyAction
    answers: dict[str, Any] = field(default_factory=dict)
    transition: Transition | None = None
    error: RulingsError | None = None
    questions: int = 0
    #: too many questions: the random player gave the action up (not an engine error)
    gave_up: bool = False


def game_over(state: GameState) -> bool:
    """The game has ended (104.2a, 104.4a): every action is refused from here on."""
    return state.game_over is not None


def offered_answer(q: Question, state: GameState, draw: Draw[Any]) -> tuple[bool, Any]:
    """One of the answers a widget offers for ``q`` (core.answers.legal_answers), and
    whether there was one: the engine must accept each of them."""
    if q.kind is Ask.CAST:  # listed from the state the question was asked in: not ours
        return False, None
    try:
        offered = list(itertools.islice(legal_answers(q, state), MAX_OFFERED))
    except ValueError:  # a kind of question whose answers can't be listed
        return False, None
    return (True, pick(draw, offered)) if offered else (False, None)


def _apply(state: GameState, action: AnyAction, answers: dict[str, Any]) -> Transition:
    """``apply``, with the liveness watcher looking at each resolution."""
    return apply(state, action, answers, max_steps=MAX_STEPS, observer=WATCHER)


def attempt(state: GameState, action: AnyAction, draw: Draw[Any]) -> Attempt:
    """Apply ``action``, answering each question that stops it with a random answer, or
    one of the answers offered for it. An offered answer refused is an AssertionError."""
    a = Attempt(action)
    offered: set[str] = set()
    for _ in range(MAX_QUESTIONS):
        try:
            with time_limit(APPLY_SECONDS, f"apply({action})"):
                a.transition = _apply(state, action, a.answers)
            return a
        except Unanswered as u:
            q = u.question
            if q.id in a.answers:  # answered, yet asked again
                raise AssertionError(f"{q.id!r} was answered but asked again") from u
            found, answer = offered_answer(q, state, draw) if draw(st.booleans()) else (False, None)
            if found:
                offered.add(q.id)
            a.answers[q.id] = answer if found else random_answer(q, draw)
            a.questions += 1
        except RulingsError as e:
            qid = getattr(e, "question_id", "")
            if qid in offered:
                raise AssertionError(
                    f"the answer offered for {qid!r}, {a.answers[qid]!r}, was refused: {e}"
                ) from e
            a.error = e
            return a
    a.gave_up = True
    return a
