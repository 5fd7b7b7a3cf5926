"""Paying mana costs (601.2g-h) and mana abilities (605): which sources could pay, a
plan that pays every symbol, and mana production with its replacement effects
(106.12b, 616.1).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rulings_kit.core import events as ev
from rulings_kit.core.activation_costs import ability_cost_change
from rulings_kit.core.assist import assisted
from rulings_kit.core.characteristics import activated_abilities
from rulings_kit.core.context import run_effects
from rulings_kit.core.cost_parts import CHOSEN, ExileFromGraveyard, TapUntapped
from rulings_kit.core.costs import cost_problems, pay_non_mana_costs, raise_problems, to_tap
from rulings_kit.core.definitions import ActivatedAbility, Cost
from rulings_kit.core.hybrid import announce_life, pay_some_equivalent
from rulings_kit.core.keyword_payment import UNHELPED, HelpedBy, pay_with_help
from rulings_kit.core.layer_effects import changes_abilities
from rulings_kit.core.mana import ManaCost, format_mana, kept_in, pay_from_pool
from rulings_kit.core.produce import (
    AnyColor,
    Could,
    FixedMana,
    OneColor,
    OneOf,
    chosen_among,
    could_lookup,
    explain_could_produce,
    mana_abilities,
    mana_replacements,
)
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.refs import Ref, find, matches, names_of
from rulings_kit.core.removed_counters import RemoveAnyCounters, with_removed
from rulings_kit.core.restricted_mana import (
    NOTHING,
    Spending,
    barred,
    barred_sources,
    bound,
    spend_restricted,
    spendable,
)
from rulings_kit.core.restrictions import any_activation_prohibited
from rulings_kit.core.state import GameObject, GameState, Kind, Zone
from rulings_kit.core.words import possessive
from rulings_kit.errors import IllegalActionError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


@dataclass(frozen=True)
class _Source:
    obj: GameObject
    #: its mana abilities that pay by tapping alone: (index among its activated abilities, the
    #: types it could make), those that do nothing else first ("{T}: Add {C}." before
    #: "{T}: Add {W} or {U}. This land deals 1 damage to you.")
    abilities: tuple[tuple[int, tuple[str, ...]], ...]
    #: every type it could make, those of an ability that does nothing else first
    types: tuple[str, ...]
    #: one activation of an ability whose cost taps other permanents, not its source ("Tap
    #: an untapped Druid you control: Add {G}.", 601.2h): usable once for each such cost
    taps_others: bool = False

    def ability_for(self, color: str) -> int:
        """The first of its abilities that makes ``color``."""
        if len(self.abilities) == 1:
            return self.abilities[0][0]
        return next(i for i, types in self.abilities if color in types)


#: mana whose types depend on the ability alone, not on the permanent or the game
_FIXED_TYPES = (FixedMana, AnyColor, OneColor, OneOf)

_Usable = tuple[tuple[bool, int, tuple[str, ...]], ...]


def _usable(state: GameState, perm: GameObject, could: Could,
            bar: Spending | None = None) -> tuple[_Usable, _Usable, bool]:
    """Its mana abilities that a payment may activate without asking anything: those
    whose cost is {T} alone (the first list: has it other effects, index, types) and
    those whose cost taps other permanents (the second); and whether the answer holds
    for every untapped permanent with its card, not summoning sick, in this game.
    ``bar``: what an automatic payment pays for, its mana abilities whose mana couldn't pay
    for it left out (106.6). The permanents a player names to pay are tapped whatever their
    mana: a triggered mana ability may add more (106.12a)."""
    usable: list[tuple[bool, int, tuple[str, ...]]] = []
    tappers: list[tuple[bool, int, tuple[str, ...]]] = []
    alike = True
    for i, a in enumerate(activated_abilities(state, perm)):
        c = a.cost
        if a.mana is None or c.untap or not c.mana.is_free:
            continue
        if c.parts and any(isinstance(p, (*CHOSEN, RemoveAnyCounters)) for p in c.parts):
            # the player's choice
            continue
        others = not c.tap and c.of(TapUntapped) is not None
        if not c.tap and not others:
            continue
        alike = alike and isinstance(a.mana, _FIXED_TYPES) and a.spend_only is None and \
            a.only_if is None and not any(
                isinstance(p, TapUntapped | ExileFromGraveyard) for p in c.parts)
        if a.only_if is not None and not a.only_if(state, perm):
            continue  # "Activate only if ..." doesn't hold (602.5)
        if a.spend_only is not None and bar is not None and barred(state, perm, i, bar):
            continue  # its mana couldn't pay for this (106.6)
        if cost_problems(state, perm, a):
            continue
        types: set[str] = set()
        for option in a.mana.options(state, perm, could):
            types |= set(option)
        if types:
            (tappers if others else usable).append((bool(a.effects), i, tuple(sorted(types))))
    return tuple(usable), tuple(tappers), alike


def _mana_sources(
    txn: Transaction, player: str, exclude: Iterable[int], only: set[int] | None,
    enough: int | None = None, spending: Spending = NOTHING,
) -> list[_Source]:
    """The sources that could pay, those with fewer types first (their mana is the
    least wanted elsewhere), those that tap other permanents last. Permanents with the
    same card are worked out once when nothing can change their abilities, and with
    ``enough``, no more than that many of them are kept (they are interchangeable): a
    payment beside hundreds of lands costs little more than beside a few."""
    state = txn.state
    could = could_lookup(state)
    # then its card's abilities are a permanent's, and none is prohibited (602.5)
    alike = not changes_abilities(state) and not any_activation_prohibited(state)
    # id of a card -> what its permanents could do and how many are kept, untapped / tapped
    known: tuple[dict[int, list[Any]], dict[int, list[Any]]] = ({}, {})
    # ids of cards whose permanents, untapped / tapped, can add nothing more: a look at a
    # permanent's card and tapped status is then all the hundreds of lands of a big game cost
    done: tuple[set[int], set[int]] = (set(), set())
    skip = set(exclude)
    found: list[_Source] = []
    for perm in state.permanents():
        if perm.controller != player:
            continue
        grouped = alike and not perm.sick
        card, tapped = id(perm.card), perm.tapped
        if grouped and card in done[tapped]:
            continue
        if perm.id in skip or (only is not None and perm.id not in only):
            continue
        group = known[tapped].get(card) if grouped else None
        if group is None:
            usable, tappers, same = _usable(state, perm, could,
                                            spending if only is None else None)
            if same and grouped:
                group = known[tapped][card] = [usable, tappers, 1]
        else:
            usable, tappers = group[0], group[1]
            group[2] += 1
        if group is not None and ((not usable and not tappers) or (  # a tapped land, say
                enough is not None and group[2] >= enough)):  # or enough of a kind now
            done[tapped].add(card)
        if len(usable) == 1:  # the usual case: a land with one mana ability
            _, i, made = usable[0]
            found.append(_Source(perm, ((i, made),), made))
        elif usable:
            ordered = sorted(usable)
            every = tuple(dict.fromkeys(t for _, _, made in ordered for t in made))
            found.append(_Source(perm, tuple((i, made) for _, i, made in ordered), every))
        for _, i, made in tappers:  # once for each time its cost can be paid (602.2b)
            c = activated_abilities(state, perm)[i].cost
            times = len(to_tap(state, perm, c)) // max(1, _tap_count(c))
            found += [_Source(perm, ((i, made),), made, taps_others=True)] * times
    found.sort(key=lambda s: (s.taps_others, len(s.types)))
    return found


def _to_tap_for(state: GameState, source: _Source, sources: list[_Source]) -> tuple[int, ...]:
    """The permanents an activation of ``source`` taps to pay its cost: those that are
    not mana sources still to be used, and not the ability's own source, first."""
    ability = activated_abilities(state, source.obj)[source.abilities[0][0]]
    c = ability.cost
    wanted = {s.obj.id for s in sources if not s.taps_others}
    options = sorted(to_tap(state, source.obj, c),
                     key=lambda o: (o.id in wanted, o.id == source.obj.id))
    return tuple(o.id for o in options[:_tap_count(c)])


def _tap_count(c: Cost) -> int:
    """How many permanents its "Tap N untapped ..." part taps (601.2h)."""
    part = c.of(TapUntapped)
    return part.count if part is not None else 0


def _plan(needs: list[str | None], sources: list[_Source]) -> list[tuple[_Source, str]] | None:
    """Match each mana symbol (None = generic) to a different source that can make it."""
    order = sorted(range(len(needs)), key=lambda i: needs[i] is None)
    used: list[tuple[_Source, str]] = []
    taken: set[int] = set()

    def go(k: int) -> bool:
        if k == len(order):
            return True
        need = needs[order[k]]
        for j, s in enumerate(sources):
            if j in taken:
                continue
            if need is not None and need not in s.types:
                continue
            color = need if need is not None else s.types[0]
            taken.add(j)
            used.append((s, color))
            if go(k + 1):
                return True
            taken.discard(j)
            used.pop()
        return False

    return used if go(0) else None


def pay_mana(
    txn: Transaction,
    player: str,
    cost: ManaCost,
    what: str,
    pay: Sequence[Ref] | None,
    exclude: Iterable[int] = (),
    spell: GameObject | None = None,
    *,
    ability_of: GameObject | None = None,
    asker: GameObject | str | None = None,
    change: Callable[[ManaCost], ManaCost] | None = None,
    helped: HelpedBy = UNHELPED,
) -> None:
    """Pay a mana cost (601.2b, 601.2f-h): announce how its Phyrexian and hybrid symbols
    are paid (``hybrid``; ``asker`` asks the Phyrexian question, by default ``what``),
    total it with ``change`` (601.2f), activate mana abilities as needed, then spend the pool.

    ``spell``: the spell being cast, if it is one; ``ability_of``: the source of the ability
    being activated, if it is one (602.2b); mana with a spending restriction that allows it
    (106.6) is spent first, and no other payment can use such mana.

    Sources are tapped one at a time and the need is worked out again after each, so a
    source that makes more than one mana (under a doubling replacement effect, or with a
    triggered mana ability) counts for all of it. Coloured symbols are matched to sources
    that can make them first, so a payment is found whenever one exists. ``pay`` names
    exactly the permanents to tap. {S} is paid with mana a snow source makes (107.4h).
    ``helped``: what the caster of ``spell`` taps or exiles to pay part of its total
    cost by convoke, improvise or delve (702.51a, 702.126a, 702.66a), and the player who
    assists them (702.132a); the mana pays the rest.
    """
    cost = announce_life(txn, player, cost, asker if asker is not None else what)
    allowed = _named(txn, player, pay, what)
    exclude = tuple(exclude)
    spending = Spending(spell, ability_of)
    pay_some_equivalent(txn, player, cost, what, change or (lambda c: c), lambda total: (
        pay_with_help(txn, player, spell, assisted(  # another player pays first (702.132a)
            txn, player, spell, total, helped.assist,
            lambda who, part: _pay(txn, who, part, what, None, (), spending)),
            helped, allowed, exclude, what,
            lambda rest, skip: _pay(txn, player, rest, what, allowed, skip, spending))))


def _named(txn: Transaction, player: str, pay: Sequence[Ref] | None,
           what: str) -> set[int] | None:
    """The ids of the permanents ``pay`` names, each one with a mana ability it can
    activate now (601.2h); None when mana is paid automatically."""
    if pay is None:
        return None
    only: list[GameObject] = []
    for ref in pay:  # each entry names another permanent; alike ones are interchangeable
        mine = [p for p in txn.state.permanents(player) if p not in only]
        untapped = [p for p in mine if not p.tapped and matches(p, str(ref))]
        among = untapped or mine  # a land's name means an untapped one when there is one
        only.append(find(txn.state, ref, among=among, what="permanent you control"))
    for perm in only:
        usable = mana_abilities(txn.state, perm)
        if not usable:
            raise IllegalActionError(f"{perm.name} has no mana ability (605.1a)", ("605.1a",))
        problems = cost_problems(txn.state, perm, usable[0])
        if problems:  # the cost can't be paid with it (601.2h) because of these rules
            raise_problems([*problems, (f"so {perm.name} can't help pay for {what}", "601.2h")])
    return {p.id for p in only}


def _pay_snow(txn: Transaction, player: str, cost: ManaCost, what: str,
              allowed: set[int] | None, exclude: Iterable[int],
              spending: Spending) -> None:
    """Pay one {S} with mana a snow source makes (107.4h, 106.3), then the rest: each
    untapped snow source and type of mana it could make is tried in turn."""
    tried: set[tuple[int, bool, str]] = set()
    first: IllegalActionError | None = None
    for source in _mana_sources(txn, player, exclude, allowed, spending=spending):
        if source.taps_others or "Snow" not in source.obj.card.supertypes:
            continue
        for color in source.types:
            key = (id(source.obj.card), source.obj.sick, color)  # alike sources: once
            if key in tried:
                continue
            tried.add(key)
            snap = txn.snapshot()
            before = Counter(txn.state.player(player).pool)
            try:
                activate_mana_ability(txn, player, txn.state.obj(source.obj.id),
                                      source.ability_for(color), color)
                made = Counter(txn.state.player(player).pool) - before
                kind = color if made[color] else next(iter(made), None)
                if kind is None:
                    raise IllegalActionError(f"{source.obj.name} made no mana (107.4h)",
                                             ("107.4h",))
                txn.emit(ev.Noted("107.4h", f"{source.obj.name} is a snow source: its "
                                            f"{{{kind}}} pays {{S}} of {cost} for {what}"))
                rest = ManaCost(cost.generic, (*cost.symbols, kind), cost.x_count, (),
                                cost.snow - 1)
                _pay(txn, player, rest, what, allowed, exclude, spending)
                return
            except IllegalActionError as e:
                txn.restore(snap)
                first = first or e
    why = f"; with a snow source tapped for it: {first}" if first is not None else \
        ", and no untapped snow source of theirs can make mana now"
    raise IllegalActionError(
        f"{player} can't pay {cost} for {what}: {{S}} is paid only with mana from a snow "
        f"source (107.4h){why}", ("107.4h", "601.2h"))


def _pay(txn: Transaction, player: str, cost: ManaCost, what: str,
         allowed: set[int] | None, exclude: Iterable[int], spending: Spending) -> None:
    """Pay ``cost``, its hybrid and Phyrexian symbols announced (601.2g-h)."""
    if cost.is_free:
        return
    if cost.snow:
        _pay_snow(txn, player, cost, what, allowed, exclude, spending)
        return
    enough: int | None = None  # of each kind of source (all of them if named in pay)
    if allowed is None:
        enough = len(still_needed(spendable(txn.state, player, spending)
                                  + txn.state.player(player).pool, cost))
    sources = _mana_sources(txn, player, exclude, allowed, enough, spending)
    while True:
        needs = still_needed(spendable(txn.state, player, spending) + txn.state.player(player).pool,
                             cost)
        if not needs:
            break
        colored = [n for n in needs if n is not None]
        plan = _plan(list(colored), sources)
        if (plan is None or not sources) and enough is not None:  # one made less than
            enough = None  # one mana: more of a kind may help after all
            sources = _mana_sources(txn, player, exclude, allowed, spending=spending)
            continue
        if plan is None or len(sources) == 0:
            have = format_mana(txn.state.player(player).pool) or "no mana"
            kept = [(m, only) for m, only in txn.state.player(player).restricted
                    if m not in spendable(txn.state, player, spending)]
            held = "".join(f"; {{{m}}} in the pool may be spent only {only.words} (106.6)"
                           for m, only in kept)
            if allowed is None:  # the sources left out for their mana's restriction
                held += barred_sources(txn.state, player, spending)
            raise IllegalActionError(
                f"{player} can't pay {cost} for {what}: with {have} in the pool, the untapped "
                f"mana sources can't make the rest (601.2h){held}",
                ("601.2h", "106.6") if held else ("601.2h",),
            )
        source, color = plan[0] if plan else (sources[0], sources[0].types[0])
        tap = _to_tap_for(txn.state, source, sources) if source.taps_others else None
        activate_mana_ability(txn, player, txn.state.obj(source.obj.id),
                              source.ability_for(color), color, tap)
        if sources[-1].taps_others:  # what it tapped can't pay any more
            sources = _mana_sources(txn, player, exclude, allowed, enough, spending)
        else:
            sources = [s for s in sources if s is not source]
    for source in sources if allowed is not None else ():  # named in pay: tapped all the same
        activate_mana_ability(txn, player, txn.state.obj(source.obj.id),
                              source.abilities[0][0])
    cost, restricted = spend_restricted(txn, player, cost, spending)
    pool = txn.state.player(player).pool
    leftover = pay_from_pool(pool, cost)
    assert leftover is not None  # the loop ends only once the pool covers the cost
    spent = list(pool)
    for t in leftover:
        spent.remove(t)
    txn.update_player(player, pool=leftover,
                      kept=kept_in(leftover, txn.state.player(player).kept))  # 106.4
    txn.emit(ev.ManaSpent("601.2h", player, (*restricted, *spent), what))


def still_needed(pool: tuple[str, ...], cost: ManaCost) -> list[str | None]:
    """The symbols the pool can't cover yet (None for one generic)."""
    left = list(pool)
    needs: list[str | None] = []
    for s in cost.symbols:
        if s in left:
            left.remove(s)
        else:
            needs.append(s)
    generic = cost.generic - min(cost.generic, len(left))
    if generic > 10_000:
        raise IllegalActionError(f"can't pay {generic} generic mana (601.2h)", ("601.2h",))
    return needs + [None] * generic


def activate_mana_ability(
    txn: Transaction, player: str, perm: GameObject, index: int, color: str | None = None,
    tap: Sequence[int] | None = None, x: int | None = None,
) -> None:
    """Activate a mana ability: it doesn't use the stack and resolves at once (605.3).
    ``tap``: the permanents its cost taps, chosen by the payment ("Tap an untapped Druid
    you control", 601.2h); ``x``: how many counters a cost that removes any number of them
    removes (601.2h)."""
    ability = with_removed(txn, player, perm, activated_abilities(txn.state, perm)[index], x)
    assert ability.mana is not None
    if ability.only_if is not None and not ability.only_if(txn.state, perm):
        raise IllegalActionError(f"{possessive(perm.name)} mana ability can be activated only "
                                 f"if {ability.only_if_text} (602.5)", ("602.5",))
    raise_problems(cost_problems(txn.state, perm, ability))
    if not ability.cost.mana.is_free:  # its total cost (602.2b, 605.3a)
        pay_mana(txn, player, ability.cost.mana, f"{possessive(perm.name)} ability", None,
                 exclude=(perm.id,), ability_of=perm,
                 change=ability_cost_change(txn, perm, player, ability))
        perm = txn.state.obj(perm.id)
    source = pay_non_mana_costs(txn, perm, ability, tap) or perm
    produce_mana(txn, player, source, ability, color)
    if ability.effects:  # what else it does, as it resolves at once (605.3b)
        run_effects(txn, GameObject(id=0, card=perm.card, owner=perm.owner, controller=player,
                                    zone=Zone.STACK, kind=Kind.ABILITY, source=source,
                                    ability_index=index), ability.effects, [])


def produce_mana(
    txn: Transaction, player: str, source: GameObject, ability: ActivatedAbility, color: str | None
) -> None:
    """Resolve a mana ability (605.3b, 106.7, 106.12)."""
    assert ability.mana is not None
    state = txn.state
    options = ability.mana.options(state, source, could_lookup(state))
    looks = ability.mana.looks_at(state, source)
    if looks:  # say why: what the others could produce
        txn.emit(ev.Noted("106.7", explain_could_produce(state, source)))
    if not options:
        txn.emit(ev.Noted("106.7", f"{source.name} produces no mana: no type of mana can be "
                          "defined (106.7)") if looks else ev.Noted(
            "106.5", f"{source.name} produces no mana: the type of mana of "
            f"\"{ability.mana.text()}\" is undefined (106.5)"))
        return
    if not ability.mana.is_choice:
        mana = options[0]
    elif all(len(set(o)) == 1 for o in options):  # "two mana of any one color", "an amount
        # of mana of that color equal to your devotion to that color": one color chosen
        by_color = {o[0]: o for o in options}
        if color is None or color not in by_color:
            color = txn.ask_colors(source, player, list(by_color), 1)[0]
        mana = by_color[color]
    else:  # mana of types chosen among the options (a lone option answers itself)
        count = len(options[0])
        letters = list(dict.fromkeys(letter for o in options for letter in o))
        if color is not None and len(color) == count and all(c in letters for c in color):
            mana = tuple(color)
        else:
            mana = txn.ask_colors(source, player, letters, count)
        if not chosen_among(options, mana):  # "two mana of different colors"
            raise IllegalActionError(f"{format_mana(mana)} isn't one of the choices of "
                                     f"\"{ability.mana.text()}\" (106.1a)", ("106.1a",))
    tapped = ability.cost.tap
    mana, why = apply_mana_replacements(txn, source, mana, tapped)
    txn.add_mana(player, mana, bound(ability.spend_only, source))
    txn.emit(ev.ManaProduced("605.3b", player, source, mana, tapped_for_mana=tapped, why=why))


def apply_mana_replacements(
    txn: Transaction, source: GameObject, mana: tuple[str, ...], tapped: bool
) -> tuple[tuple[str, ...], str]:
    """Replacement effects modify the mana production event (106.12b) in the order the
    affected object's controller chooses (616.1)."""
    applicable = list(mana_replacements(txn.state, source, tapped))
    if not applicable:
        return mana, ""
    if len(applicable) > 1:
        options = [Option(i, perm.name, names_of(perm)) for i, (perm, _) in enumerate(applicable)]
        order = txn.ask_order(
            Ask.REPLACE,
            source.controller,
            f"{source.controller} chooses the order the replacement effects apply to "
            f"{possessive(source.name)} mana",
            "616.1",
            options,
        )
        applicable = [applicable[i] for i in order]
    steps = []
    for perm, r in applicable:
        before = mana
        mana = r.replace(mana)
        steps.append(f"{perm.name}: {format_mana(before)} becomes {format_mana(mana)}")
        txn.emit(
            ev.ReplacementApplied(
                "614.1a", perm.name, f"{format_mana(before)} becomes {format_mana(mana)}"
            )
        )
    return mana, "; ".join(steps)
