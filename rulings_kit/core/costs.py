"""Costs other than mana (118, 602.2b): tapping and untapping ({T} 107.5, {Q} 107.6,
summoning sickness 302.6), removing counters, sacrifices (601.2f).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rulings_kit.core.characteristics import card_types, has_keyword, is_creature, subtypes
from rulings_kit.core.definitions import (
    PERMANENT_TYPES,
    ActivatedAbility,
    CardDef,
    Cost,
    Quality,
)
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.refs import Ref, find, names_of
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.words import plural, possessive
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
    """Why the tap/untap part of a cost can't be paid now, with the rules (107.5, 107.6, 302.6)."""
    problems: list[tuple[str, str]] = []
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
    if c.remove_counter and perm.counter(c.remove_counter) <= 0:
        problems.append((f"{perm.name} has no {c.remove_counter} counter to remove", "602.2b"))
    if c.sacrifice and len(sacrifice_options(state, perm, c)) < c.sacrifice_count:
        what = c.sacrifice_quality.words.partition(" ")[2] if c.sacrifice_quality else \
            " or ".join(k.lower() if k in PERMANENT_TYPES else k for k in c.sacrifice)
        few = "no" if c.sacrifice_count == 1 else f"fewer than {c.sacrifice_count}"
        s = "s" if c.sacrifice_count > 1 else ""  # "creature with defender", "Saprolings"
        problems.append((f"{perm.controller} controls {few} {what}{s} to sacrifice",
                         "118.3"))
    if c.discard and c.discard > len(_in_hand(state, perm.controller, perm, c.discard_quality)):
        problems.append((f"{perm.controller} has too few cards in hand to discard", "118.3"))
    if c.exile_from_graveyard is not None and not _in_graveyard(state, perm, c):
        noun = c.exile_from_graveyard.words.partition(" ")[2]  # "a creature card"
        problems.append((f"{perm.controller} has no {noun} in their graveyard to exile",
                         "118.3"))
    if c.life > state.player(perm.controller).life:
        problems.append((f"{perm.controller} has less than {c.life} life to pay", "118.3"))
    if c.tap_untapped is not None and len(to_tap(state, perm, c)) < c.tap_untapped_count:
        problems.append((f"{perm.controller} controls too few permanents to tap "
                         f"{c.tap_untapped.words}", "118.3"))
    return problems


def to_tap(state: GameState, perm: GameObject, c: Cost) -> list[GameObject]:
    """The untapped permanents its controller may tap to pay ``c`` ("Tap two untapped
    Spirits you control"); the source too, unless its own {T} is part of the cost."""
    quality = c.tap_untapped
    return [o for o in state.permanents(perm.controller)
            if not o.tapped and quality is not None and quality.test(state, perm, o)
            and not (c.tap and o.id == perm.id)]


def sacrifice_options(state: GameState, perm: GameObject, c: Cost) -> list[GameObject]:
    """The permanents its controller may sacrifice to pay ``c`` (701.21a)."""
    kinds = set(c.sacrifice)
    quality = c.sacrifice_quality
    return [o for o in state.permanents(perm.controller)
            if (kinds & card_types(state, o) or kinds & set(o.card.subtypes))
            and not (c.sacrifice_another and o.id == perm.id)
            and (quality is None or quality.test(state, perm, o))]


def _in_hand(state: GameState, player: str, source: GameObject,
             quality: Quality | None) -> list[GameObject]:
    """The cards in ``player``'s hand that may be discarded to pay a cost of ``source``."""
    hand = [state.obj(i) for i in state.player(player).hand]
    return [o for o in hand if quality is None or quality.test(state, source, o)]


def _in_graveyard(state: GameState, perm: GameObject, c: Cost) -> list[GameObject]:
    quality = c.exile_from_graveyard
    return [o for o in state.zone_objects(perm.controller, Zone.GRAVEYARD)
            if quality is not None and quality.test(state, perm, o)]


def _pay_choices(txn: Transaction, perm: GameObject, c: Cost, tap: Sequence[int] | None) -> None:
    """Sacrifice, discard, exile and life parts of a cost, chosen as they are paid
    (601.2h); ``tap``, the permanents to tap for it if already chosen."""
    player = perm.controller
    if c.sacrifice:
        options = [Option(o.id, o.display_name, names_of(o))
                   for o in sacrifice_options(txn.state, perm, c)]
        n = c.sacrifice_count
        victims = txn.ask_pick(Ask.CHOOSE, perm, player, f"{player} sacrifices "
                               f"{plural(n, 'permanent')} to pay for {possessive(perm.name)} "
                               "ability", "601.2h",
                               options, (n, n), says="{player} sacrifices {cards}")
        for victim in victims:
            txn.move(txn.state.obj(victim), Zone.GRAVEYARD, how="sacrificed to pay a cost",
                     rule="701.21a")
    if c.discard:
        discard_to_pay(txn, perm, player, c.discard, f"{possessive(perm.name)} ability",
                       c.discard_quality)
    if c.exile_from_graveyard is not None:
        options = [Option(o.id, o.display_name, names_of(o))
                   for o in _in_graveyard(txn.state, perm, c)]
        (exiled,) = txn.ask_pick(Ask.CHOOSE, perm, player, f"{player} exiles a card from their "
                                 f"graveyard to pay for {possessive(perm.name)} ability", "601.2h",
                                 options, (1, 1), says="{player} exiles {cards}")
        txn.move(txn.state.obj(exiled), Zone.EXILE, how="exiled to pay a cost", rule="406.2")
    if c.life:
        txn.change_life(player, -c.life, "118.3b")
    if c.tap_untapped is not None and tap is not None:  # chosen by the payment (601.2h)
        for i in tap:
            txn.set_tapped(txn.state.obj(i), True, "602.2b")
    elif c.tap_untapped is not None:
        options = [Option(o.id, o.display_name, names_of(o))
                   for o in to_tap(txn.state, perm, c)]
        n = c.tap_untapped_count
        for i in txn.ask_pick(Ask.CHOOSE, perm, player, f"{player} taps "
                              f"{plural(n, 'permanent')} to pay for {possessive(perm.name)} "
                              "ability", "601.2h", options, (n, n),
                              says="{player} taps {cards}"):
            txn.set_tapped(txn.state.obj(i), True, "602.2b")


def discard_to_pay(txn: Transaction, source: GameObject, player: str, count: int, what: str,
                   quality: Quality | None = None) -> None:
    """``player`` discards ``count`` cards of their choice (with ``quality``, if given) to
    pay a cost of ``what``: "Discard a historic card:" (602.2b), "As an additional cost to
    cast this spell, discard a card." (601.2h, 701.9a)."""
    options = [Option(o.id, o.display_name, names_of(o))
               for o in _in_hand(txn.state, player, source, quality)]
    picked = txn.ask_pick(Ask.CHOOSE, source, player, f"{player} discards to pay for {what}",
                          "601.2h", options, (count, count), says="{player} discards {cards}")
    for i in picked:
        txn.move(txn.state.obj(i), Zone.GRAVEYARD, how="discarded to pay a cost", rule="701.9a")


def raise_problems(problems: list[tuple[str, str]]) -> None:
    if problems:
        text = "; ".join(f"{p} ({r})" for p, r in problems)
        raise IllegalActionError(text, tuple(r for _, r in problems))


def pay_non_mana_costs(txn: Transaction, perm: GameObject, ability: ActivatedAbility,
                       tap: Sequence[int] | None = None) -> GameObject | None:
    c = ability.cost
    if c.tap:
        perm = txn.set_tapped(perm, True, "107.5")
    if c.untap:
        perm = txn.set_tapped(perm, False, "107.6")
    if c.remove_counter:
        perm = txn.add_counters(perm, c.remove_counter, -1, "602.2b")
    # The chosen parts come after the source's own: "Sacrifice a Goblin" may sacrifice the
    # source itself, which then no longer exists (400.7).
    _pay_choices(txn, perm, c, tap)
    if not txn.state.has(perm.id):
        return None
    perm = txn.state.obj(perm.id)
    if c.sacrifice_self:
        txn.move(perm, Zone.GRAVEYARD, how="sacrificed to pay a cost", rule="602.2b")
        return None
    if c.discard_self:  # "Discard this card" (cycling, 702.29a; 701.9a)
        txn.move(perm, Zone.GRAVEYARD, how="discarded to pay a cost", rule="702.29a")
        return None
    return perm
