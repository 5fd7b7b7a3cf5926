"""Costs other than mana (118, 602.2b): tapping and untapping ({T} 107.5, {Q} 107.6,
summoning sickness 302.6), the other parts of a cost (``cost_parts``), a spell's
additional sacrifice (601.2f).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rulings_kit.core.characteristics import card_types, has_keyword, is_creature, subtypes
from rulings_kit.core.cost_parts import AS_CHOSEN, LAST, WITH_SYMBOLS, TapUntapped
from rulings_kit.core.definitions import ActivatedAbility, CardDef, Cost
from rulings_kit.core.refs import Ref, find
from rulings_kit.core.restrictions import activation_prohibited, detained_by
from rulings_kit.core.state import GameObject, GameState
from rulings_kit.errors import IllegalActionError, RulingsError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def sacrifice_candidates(state: GameState, player: str, d: CardDef) -> list[GameObject]:
    """The permanents ``player`` could sacrifice for the spell's additional cost (601.2b)."""
    cost = d.additional_sacrifice
    if cost is None:
        return []
    kinds = set(cost.types)
    return [o for o in state.permanents(player)
            if kinds & card_types(state, o) or kinds & set(subtypes(state, o))]


def cost_sacrifices(txn: Transaction, player: str, d: CardDef, refs: Sequence[Ref],
                    kicked: int = 0) -> tuple[int, ...]:
    cost = d.additional_sacrifice
    if cost is None or (cost.kicker and not kicked):
        if refs:
            unless = " unless it is kicked (702.33a)" if cost is not None else " (601.2f)"
            raise IllegalActionError(f"{d.name} has no sacrifice cost{unless}",
                                     ("702.33a",) if cost is not None else ("601.2f",))
        return ()
    candidates = sacrifice_candidates(txn.state, player, d)
    what = cost.noun
    if len(refs) != 1:
        names = ", ".join(o.name for o in candidates) or "none"
        raise IllegalActionError(
            f"{d.name} needs sacrifice = one {what} you control as an additional cost "
            f"(601.2f, 118.8); you could sacrifice: {names}",
            ("601.2f", "118.8"),
        )
    try:
        victim = find(txn.state, refs[0], among=candidates, what=f"{what} you control")
    except RulingsError as e:
        raise IllegalActionError(
            f"{d.name} can't sacrifice that: {e} (601.2h)", ("601.2h",)
        ) from None
    return (victim.id,)


def cost_problems(
    state: GameState, perm: GameObject, ability: ActivatedAbility
) -> list[tuple[str, str]]:
    """Why a cost can't be paid now, with the rules: its {T} / {Q} (107.5, 107.6, 302.6),
    then each of its parts (118.3)."""
    problems: list[tuple[str, str]] = []
    # "its activated abilities can't be activated": prohibited (602.5), mana abilities too
    # unless it says "unless they're mana abilities" (605.1a)
    if (by := detained_by(state, perm)) is not None:
        problems.append((f"{perm.name} is detained ({by}): its activated abilities can't be "
                         "activated", "701.35a"))
    elif (by := activation_prohibited(state, perm, ability.mana is not None)) is not None:
        problems.append((f"{by} says {perm.name}'s activated abilities can't be activated",
                         "602.5"))
    c = ability.cost
    if c.tap and perm.tapped:
        problems.append((f"{perm.name} is already tapped, so it can't pay {{T}}", "107.5"))
    if c.untap and not perm.tapped:
        problems.append((f"{perm.name} is untapped, so it can't pay {{Q}}", "107.6"))
    if (
        (c.tap or c.untap)
        and perm.sick
        and is_creature(state, perm)
        and not has_keyword(state, perm, "Haste")
    ):
        sym = "{T}" if c.tap else "{Q}"
        problems.append(
            (
                f"{perm.name} can't use {sym}: it came under {perm.controller}'s control this turn",
                "302.6",
            )
        )
    for part in c.parts:
        problems += part.problems(state, perm, c)
    return problems


def to_tap(state: GameState, perm: GameObject, c: Cost) -> list[GameObject]:
    """The untapped permanents its controller may tap to pay ``c`` ("Tap two untapped
    Spirits you control"); the source too, unless its own {T} is part of the cost."""
    part = c.of(TapUntapped)
    return part.options(state, perm, c) if part is not None else []


def raise_problems(problems: list[tuple[str, str]]) -> None:
    if problems:
        text = "; ".join(f"{p} ({r})" for p, r in problems)
        raise IllegalActionError(text, tuple(r for _, r in problems))


def pay_non_mana_costs(txn: Transaction, perm: GameObject, ability: ActivatedAbility,
                       tap: Sequence[int] | None = None) -> GameObject | None:
    """Pay the cost's {T} / {Q} and its parts (602.2b); ``tap``, the permanents to tap for
    it if the payment chose them. The source, or None once the cost took it away."""
    c = ability.cost
    if c.tap:
        perm = txn.set_tapped(perm, True, "107.5")
    if c.untap:
        perm = txn.set_tapped(perm, False, "107.6")
    chosen = tuple(tap) if tap is not None else None
    for part in c.parts:
        if part.stage == WITH_SYMBOLS:
            part.pay(txn, perm, c, chosen)
            perm = txn.state.obj(perm.id)
    # The chosen parts come after the source's own: "Sacrifice a Goblin" may sacrifice the
    # source itself, which then no longer exists (400.7).
    for part in c.parts:
        if part.stage == AS_CHOSEN:
            part.pay(txn, perm, c, chosen)
    if not txn.state.has(perm.id):
        return None
    perm = txn.state.obj(perm.id)
    for part in c.parts:
        if part.stage == LAST:
            part.pay(txn, perm, c, chosen)
            return None
    return perm
