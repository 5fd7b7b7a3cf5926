"""Mana with a restriction on how it is spent (106.6): "Spend this mana only to cast
creature spells." The pool keeps it apart (``Player.restricted``); a payment spends the
restricted mana that may pay for it first, and no other payment can use it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings_kit.core.mana import ManaCost, SpendOnly
from rulings_kit.core.state import GameObject, GameState

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def spendable(state: GameState, player: str, spell: GameObject | None) -> tuple[str, ...]:
    """The restricted mana in the pool that may pay for casting ``spell`` (106.6)."""
    if spell is None:
        return ()
    d = spell.card
    return tuple(m for m, only in state.player(player).restricted
                 if only.allows(d.types, d.colors, d.subtypes))


def spend_restricted(
    txn: Transaction, player: str, cost: ManaCost, spell: GameObject | None
) -> tuple[ManaCost, tuple[str, ...]]:
    """Spend the restricted mana that may pay for ``spell`` first (it can't pay for much
    else): its own colored symbols, then generic. Returns what is left to pay, and the
    mana spent."""
    if spell is None or not txn.state.player(player).restricted:
        return cost, ()
    symbols, generic = list(cost.symbols), cost.generic
    kept: list[tuple[str, SpendOnly]] = []
    spent: list[str] = []
    card = spell.card
    for mana, only in txn.state.player(player).restricted:
        allowed = only.allows(card.types, card.colors, card.subtypes)
        if allowed and mana in symbols:
            symbols.remove(mana)
        elif allowed and generic > 0:
            generic -= 1
        else:
            kept.append((mana, only))
            continue
        spent.append(mana)
    txn.update_player(player, restricted=tuple(kept))
    return ManaCost(generic=generic, symbols=tuple(symbols)), tuple(spent)
