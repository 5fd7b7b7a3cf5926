"""Special actions: playing a land (305.1), suspending a card (116.2f, 702.62a), foretelling
a card (116.2h, 702.143a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import has_keyword
from rulings_kit.core.costs import raise_problems
from rulings_kit.core.foretell import FORETELLING, foretell_of, foretold_pile
from rulings_kit.core.payment import pay_mana
from rulings_kit.core.player_rules import lands_per_turn
from rulings_kit.core.priority import check_priority
from rulings_kit.core.refs import Ref
from rulings_kit.core.split_second import check_split_second
from rulings_kit.core.state import FaceDown, GameObject, Step, Zone
from rulings_kit.core.suspend import TIME, suspend_of
from rulings_kit.core.turn_record import Did, Happened
from rulings_kit.core.values import evolve
from rulings_kit.core.words import plural
from rulings_kit.errors import IllegalActionError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def play_land(txn: Transaction, player: str, card: GameObject) -> None:
    state = txn.state
    if "Land" not in card.card.types:
        raise IllegalActionError(f"{card.name} is not a land; cast it instead (305.1)", ("305.1",))
    check_priority(state, player)
    problems = []
    if not (state.active == player and state.step in (Step.MAIN1, Step.MAIN2) and not state.stack):
        problems.append(
            ("a land can be played only in your main phase with an empty stack", "305.1")
        )
    so_far, most = state.this_turn.count(Did.PLAY_LAND, player), lands_per_turn(state, player)
    if so_far >= most:
        said = "a land" if so_far == 1 else plural(so_far, "land")
        problems.append((f"{player} has already played {said} this turn", "305.2"))
    raise_problems(problems)
    new = txn.enter_battlefield(card, player, how="played", rule="305.1")
    assert new is not None
    played = Happened(Did.PLAY_LAND, player, new.id, new.name, from_zone=card.zone)
    txn.state = evolve(txn.state, this_turn=txn.state.this_turn.adding(played))
    txn.emit(ev.LandPlayed("305.1", player, new))


def suspend(txn: Transaction, player: str, card: GameObject, pay: tuple[Ref, ...] | None
            ) -> None:
    """The special action (116.2f): ``player`` pays the suspend cost of ``card`` in their
    hand and exiles it with N time counters, without the stack (702.62a). Only when they
    could begin to cast it: with priority, and at a time they could cast it (702.62c)."""
    ability = suspend_of(card)
    if ability is None:
        raise IllegalActionError(f"{card.name} has no suspend (702.62a)", ("702.62a",))
    if card.zone is not Zone.HAND or card.owner != player:
        raise IllegalActionError(f"{card.name} is suspended only from its owner's hand: it "
                                 f"isn't in {player}'s hand (702.62a)", ("702.62a",))
    state = txn.state
    check_priority(state, player)  # 116.2f: any time they have priority
    check_split_second(state, f"suspend {card.name}")
    sorcery_time = state.active == player and state.step in (Step.MAIN1, Step.MAIN2) \
        and not state.stack
    if "Instant" not in card.card.types and not has_keyword(state, card, "Flash") \
            and not sorcery_time:  # 702.62c: only if they could begin to cast it (117.1a)
        raise_problems([(f"{card.name} could be cast only in its owner's main phase with an "
                         "empty stack, so it can be suspended only then (702.62c)", "702.62c")])
    pay_mana(txn, player, ability.cost, f"{card.name}'s suspend cost", pay)
    exiled = txn.move(txn.state.obj(card.id), Zone.EXILE, how="suspended", rule="702.62a")
    assert exiled is not None
    txn.add_counters(exiled, TIME, ability.n, "702.62a")
    txn.emit(ev.Noted("116.2f", f"{player} suspends {card.name} with "
                      f"{plural(ability.n, 'time counter')} (a special action)"))


def foretell(txn: Transaction, player: str, card: GameObject, pay: tuple[Ref, ...] | None
             ) -> None:
    """The special action (116.2h, 702.143b): ``player`` pays {2} and exiles ``card``, a card
    with foretell in their hand, face down, any time they have priority during their turn
    (702.143a). It goes to the end of their pile of foretold cards (702.143e), remembering
    this turn: it can be cast for its foretell cost only after this turn (702.143a)."""
    if foretell_of(card) is None:
        raise IllegalActionError(f"{card.name} has no foretell (702.143a)", ("702.143a",))
    if card.zone is not Zone.HAND or card.owner != player:
        raise IllegalActionError(f"{card.name} is foretold only from its owner's hand: it "
                                 f"isn't in {player}'s hand (702.143a)", ("702.143a",))
    state = txn.state
    check_priority(state, player)  # 116.2h: any time they have priority ...
    if state.active != player:  # ... during their turn (702.143a)
        raise IllegalActionError(f"{player} can foretell a card only during their own turn, "
                                 f"and it is {state.active}'s (702.143a, 116.2h)",
                                 ("702.143a", "116.2h"))
    pay_mana(txn, player, FORETELLING, "foretelling a card", pay)
    pile = foretold_pile(player)
    numbers = [o.face_down.number for o in map(txn.state.obj, txn.state.player(player).exile)
               if o.face_down is not None and o.face_down.pile == pile]
    down = FaceDown(pile, max(numbers, default=0) + 1, foretold=state.turn)
    txn.move(txn.state.obj(card.id), Zone.EXILE, how="foretold", rule="702.143a",
             face_down=down)
    # no other player may see which card it is (406.3): the trace names its place only
    txn.emit(ev.Noted("116.2h", f"{player} foretells a card, paying {{2}}: it is exiled face "
                      f"down as {down.name} (a special action, 702.143b)"))
