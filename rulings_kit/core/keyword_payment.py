"""Paying part of a spell's total cost other than with mana (601.2h): convoke (702.51a),
improvise (702.126a) and delve (702.66a).

Each is a static ability of the spell that applies only after its total cost is
determined (601.2f; 702.51b, 702.126b, 702.66b), and none is an additional or alternative
cost: for a mana symbol of the total cost, the caster may tap an untapped creature they
control (convoke: of that symbol's color, or any creature for generic mana), tap an
untapped artifact they control (improvise: generic mana only) or exile a card from their
graveyard (delve: generic mana only) rather than pay that mana. Several instances of one
are redundant (702.51d, 702.126c, 702.66c).

The caster names what they tap or exile (:class:`HelpedBy`); the engine works out which
symbol each pays, coloured symbols first (the harder ones for mana to pay), so that a
payment is found whenever one exists. :func:`helped_cost` is what is left for mana to pay
(601.2g-h), and :func:`pay_helpers` taps and exiles once the mana is paid.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import card_types, colors, has_keyword
from rulings_kit.core.mana import COLORS, ManaCost
from rulings_kit.core.refs import Ref, find
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.words import joined, possessive
from rulings_kit.errors import IllegalActionError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


class Helper(StrEnum):
    """A keyword that pays for mana of a spell's total cost another way, by the key a cast
    names its objects with (``convoke = [...]``)."""

    CONVOKE = "convoke"
    IMPROVISE = "improvise"
    DELVE = "delve"

    @property
    def keyword(self) -> str:
        """The keyword's name as printed (702.1)."""
        return self.value.capitalize()

    @property
    def rule(self) -> str:
        return _RULES[self]


_RULES = {Helper.CONVOKE: "702.51a", Helper.IMPROVISE: "702.126a", Helper.DELVE: "702.66a"}
#: what each taps or exiles, as a refusal names it
_WHAT = {Helper.CONVOKE: "untapped creature {player} controls",
         Helper.IMPROVISE: "untapped artifact {player} controls",
         Helper.DELVE: "card in {player}'s graveyard"}


#: what each can't pay, as its rule says it
_ONLY = {Helper.CONVOKE: "convoke pays a colored mana only with a creature of that color",
         Helper.IMPROVISE: "improvise pays generic mana only",
         Helper.DELVE: "delve pays generic mana only"}


@dataclass(frozen=True)
class HelpedBy:
    """What the caster taps or exiles rather than pay mana (601.2h): the creatures tapped
    for convoke, the artifacts tapped for improvise, the graveyard cards exiled for delve.
    ``automatic``: as many as the spell's keywords let pay, chosen by the engine (whether a
    spell could be cast at all, ``castable``)."""

    convoke: tuple[Ref, ...] = ()
    improvise: tuple[Ref, ...] = ()
    delve: tuple[Ref, ...] = ()
    automatic: bool = False
    #: the other player the caster chose to help pay the generic mana of a spell with
    #: assist (702.132a), or None
    assist: str | None = None

    def named(self, helper: Helper) -> tuple[Ref, ...]:
        return {Helper.CONVOKE: self.convoke, Helper.IMPROVISE: self.improvise,
                Helper.DELVE: self.delve}[helper]

    @property
    def any(self) -> bool:
        return self.automatic or bool(self.convoke or self.improvise or self.delve)


#: nothing tapped or exiled that way: the mana pays all of the total cost
UNHELPED = HelpedBy()

#: one object and the symbol it pays ("G", or "" for one generic mana), with its keyword
Paid = tuple[GameObject, str, Helper]


def _candidates(state: GameState, player: str, helper: Helper,
                exclude: set[int]) -> list[GameObject]:
    if helper is Helper.DELVE:
        pool = state.zone_objects(player, Zone.GRAVEYARD)
    else:
        kind = "Creature" if helper is Helper.CONVOKE else "Artifact"
        pool = tuple(p for p in state.permanents(player)
                     if not p.tapped and kind in card_types(state, p))
    return [o for o in pool if o.id not in exclude]


def _named(state: GameState, player: str, spell: GameObject, helper: Helper,
           refs: Sequence[Ref], taken: set[int]) -> list[GameObject]:
    """The objects ``refs`` name for ``helper``: each one of the kind its rule says."""
    found: list[GameObject] = []
    for ref in refs:
        among = _candidates(state, player, helper, taken)
        obj = find(state, ref, among=among, what=_WHAT[helper].format(player=player))
        taken.add(obj.id)
        found.append(obj)
    return found


def _match_colored(state: GameState, creatures: list[GameObject],
                   symbols: tuple[str, ...]) -> dict[int, int]:
    """The most creatures matched each to a different coloured symbol of its color (an
    augmenting-path matching): creature index -> symbol index."""
    slots = [i for i, s in enumerate(symbols) if s in COLORS]
    own = [colors(state, c) for c in creatures]
    symbol_of: dict[int, int] = {}  # symbol index -> creature index

    def place(c: int, seen: set[int]) -> bool:
        for s in slots:
            if symbols[s] in own[c] and s not in seen:
                seen.add(s)
                if s not in symbol_of or place(symbol_of[s], seen):
                    symbol_of[s] = c
                    return True
        return False

    for c in range(len(creatures)):
        place(c, set())
    return {c: s for s, c in symbol_of.items()}


def helped_cost(
    txn: Transaction, player: str, spell: GameObject, total: ManaCost, helped: HelpedBy,
    exclude: Sequence[int] = (),
) -> tuple[ManaCost, tuple[Paid, ...]]:
    """The mana left to pay of ``total`` once the objects ``helped`` names pay their part,
    and what each pays. Raises IllegalActionError, naming the rule, if the spell lacks
    the keyword, an object can't help, or they would pay more than the cost lets them."""
    state = txn.state
    if not helped.any:
        return total, ()
    taken = set(exclude)
    chosen: dict[Helper, list[GameObject]] = {}
    for helper in Helper:
        refs = helped.named(helper)
        has = has_keyword(state, spell, helper.keyword)
        if refs and not has:
            raise IllegalActionError(
                f"{spell.name} has no {helper.value}: nothing can be paid that way "
                f"({helper.rule})", (helper.rule,))
        if helped.automatic and has:
            chosen[helper] = _candidates(state, player, helper, taken)
        else:
            chosen[helper] = _named(state, player, spell, helper, refs, taken)
        taken |= {o.id for o in chosen[helper]}
    symbols = list(total.symbols)
    generic = total.generic
    paid: list[Paid] = []
    creatures = chosen[Helper.CONVOKE]
    matched = _match_colored(state, creatures, total.symbols)
    for c, s in sorted(matched.items(), key=lambda cs: cs[1], reverse=True):
        paid.append((creatures[c], symbols.pop(s), Helper.CONVOKE))
    rest = [(c, Helper.CONVOKE) for i, c in enumerate(creatures) if i not in matched]
    # delve and improvise pay generic mana only (702.66a, 702.126a)
    rest = [(o, h) for h in (Helper.DELVE, Helper.IMPROVISE) for o in chosen[h]] + rest
    if helped.automatic:
        rest = rest[:generic]
    if len(rest) > generic:
        used = tuple(dict.fromkeys(h for _, h in rest))
        why = [_ONLY[h] for h in used]
        raise IllegalActionError(
            f"{joined([o.display_name for o, _ in rest])} can pay only {generic} generic mana "
            f"of {possessive(spell.name)} total cost {total}: {'; '.join(why)} "
            f"({', '.join(h.rule for h in used)})", tuple(h.rule for h in used))
    paid += [(o, "", h) for o, h in rest]
    generic -= len(rest)
    return replace(total, generic=generic, symbols=tuple(symbols)), tuple(
        sorted(paid, key=lambda p: list(Helper).index(p[2])))


def pay_with_help(
    txn: Transaction, player: str, spell: GameObject | None, total: ManaCost, helped: HelpedBy,
    named: set[int] | None, exclude: tuple[int, ...], what: str,
    pay_rest: Callable[[ManaCost, tuple[int, ...]], None],
) -> None:
    """Pay ``total``: what ``helped`` names pays its part, ``pay_rest`` the mana left
    (601.2g-h), none of it with those objects (nor with ``exclude``); a permanent ``named``
    to pay mana that also helps is refused (601.2h)."""
    if spell is None or not helped.any:
        pay_rest(total, exclude)
        return
    rest, helpers = helped_cost(txn, player, spell, total, helped, exclude=exclude)
    ids = {o.id for o, _, _ in helpers}
    for perm in (txn.state.obj(i) for i in sorted((named or set()) & ids)):
        raise IllegalActionError(
            f"{perm.name} pays another part of the cost of {what}: it can't also be "
            "tapped for mana (601.2h)", ("601.2h",))
    pay_rest(rest, (*exclude, *ids))
    pay_helpers(txn, player, spell, helpers)


def pay_helpers(txn: Transaction, player: str, spell: GameObject, paid: Sequence[Paid]) -> None:
    """Tap the creatures and artifacts and exile the cards that pay for part of the cost
    (601.2h), each saying which keyword lets it and what it pays for; the cards delve
    exiles leave the graveyard at once (one batch, 603.2c)."""
    with txn.together():
        _pay_helpers(txn, player, spell, paid)


def _pay_helpers(txn: Transaction, player: str, spell: GameObject, paid: Sequence[Paid]) -> None:
    for obj, symbol, helper in paid:
        mana = f"{{{symbol}}}" if symbol else "{1}"
        now = txn.state.obj(obj.id)
        if now.tapped and helper is not Helper.DELVE:  # tapped for mana as well (601.2h)
            raise IllegalActionError(
                f"{obj.name} is tapped to pay for {spell.name}'s mana: it can't also be "
                f"tapped for {helper.value} (601.2h, {helper.rule})", ("601.2h", helper.rule))
        if helper is Helper.DELVE:
            txn.move(now, Zone.EXILE, how=f"exiled for delve, paying {mana} of "
                     f"{possessive(spell.name)} total cost", rule=helper.rule)
            continue
        txn.set_tapped(now, True, helper.rule)
        txn.emit(ev.Noted(helper.rule, f"{player} taps {obj.name} for {helper.value}, "
                          f"paying {mana} of {possessive(spell.name)} total cost ({helper.rule})"))


__all__ = ["UNHELPED", "HelpedBy", "Helper", "Paid", "helped_cost", "pay_helpers", "pay_with_help"]
