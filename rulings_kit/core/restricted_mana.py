"""Mana with a restriction on how it is spent (106.6): "Spend this mana only to cast
creature spells.", "... only to cast artifact spells or activate abilities of artifacts."
The pool keeps it apart (``Player.restricted``); a payment spends the restricted mana that
may pay for what it pays for first, and no other payment can use it. A payment made
automatically doesn't activate a mana ability whose mana couldn't pay for it; one whose
sources the player names does (a triggered mana ability may add mana without the
restriction, 106.12a)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import (
    activated_abilities,
    card_types,
    colors,
    keywords,
    subtypes,
)
from rulings_kit.core.game_object import Chosen
from rulings_kit.core.mana import ManaCost, SpendOnly
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.values import evolve

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


@dataclass(frozen=True)
class Spending:
    """What a payment's mana is spent on (106.6): casting ``spell`` (601.2h), or
    activating an ability of ``source`` (602.2b); neither for any other payment."""

    spell: GameObject | None = None
    source: GameObject | None = None

    def allows(self, state: GameState, only: SpendOnly) -> bool:
        if self.spell is not None:
            s = self.spell
            return only.allows(card_types(state, s), colors(state, s), subtypes(state, s),
                               s.card.supertypes, bool(s.kicked),  # announced (601.2b)
                               s.cast_from is Zone.GRAVEYARD and s.owner == s.controller,
                               keywords(state, s) if only.keyword else ())
        if self.source is not None and state.has(self.source.id):
            src = state.obj(self.source.id)  # "abilities of artifacts": permanents (109.2)
            return src.zone is Zone.BATTLEFIELD and only.allows_ability(
                card_types(state, src), subtypes(state, src))
        return False


#: a payment for nothing restricted mana may pay for
NOTHING = Spending()


def bound(only: SpendOnly | None, source: GameObject) -> SpendOnly | None:
    """The restriction of mana ``source`` makes, knowing the creature type its controller
    chose as it entered (607.2d, 614.12a): "... of the chosen type"."""
    if only is None or not any(k.of_chosen_type for k in only.kinds):
        return only
    return replace(only, chosen=source.chosen_value(Chosen.CREATURE_TYPE))


def barred(state: GameState, perm: GameObject, index: int, spending: Spending) -> bool:
    """Whether the mana ``perm``'s ability ``index`` adds couldn't pay for ``spending``."""
    only = bound(activated_abilities(state, perm)[index].spend_only, perm)
    return only is not None and not spending.allows(state, only)


def spendable(state: GameState, player: str, spending: Spending) -> tuple[str, ...]:
    """The restricted mana in the pool that may pay for ``spending`` (106.6)."""
    pool = state.player(player).restricted
    if not pool or spending == NOTHING:
        return ()
    return tuple(m for m, only in pool if spending.allows(state, only))


def spend_restricted(
    txn: Transaction, player: str, cost: ManaCost, spending: Spending
) -> tuple[ManaCost, tuple[str, ...]]:
    """Spend the restricted mana that may pay for ``spending`` first (it can't pay for
    much else): its own colored symbols, then generic. Returns what is left to pay, and
    the mana spent."""
    if spending == NOTHING or not txn.state.player(player).restricted:
        return cost, ()
    symbols, generic = list(cost.symbols), cost.generic
    kept: list[tuple[str, SpendOnly]] = []
    spent: list[str] = []
    riders = False
    for mana, only in txn.state.player(player).restricted:
        allowed = spending.allows(txn.state, only)
        if allowed and mana in symbols:
            symbols.remove(mana)
        elif allowed and generic > 0:
            generic -= 1
        else:
            kept.append((mana, only))
            continue
        spent.append(mana)
        riders = riders or only.uncounterable
    txn.update_player(player, restricted=tuple(kept))
    if riders and spending.spell is not None:  # "and that spell can't be countered"
        spell = txn.state.obj(spending.spell.id)
        txn.update(evolve(spell, uncounterable=True))
        txn.emit(ev.Noted("106.6", f"{spell.name} can't be countered: mana spent to cast it "
                          "says so"))
    return ManaCost(generic=generic, symbols=tuple(symbols)), tuple(spent)


def barred_sources(state: GameState, player: str, spending: Spending) -> str:
    """Why the untapped permanents of ``player`` whose mana abilities' mana couldn't pay
    for ``spending`` don't help an automatic payment (106.6), or ""."""
    said = []
    for perm in state.permanents(player):
        if perm.tapped:
            continue
        for i, a in enumerate(activated_abilities(state, perm)):
            if a.mana is not None and a.spend_only is not None and \
                    barred(state, perm, i, spending):
                said.append(f"; the mana of {perm.name}'s ability {i + 1} may be spent only "
                            f"{a.spend_only.words} (106.6)")
    return "".join(dict.fromkeys(said))
