"""Face-down spells and permanents (708): a card cast face down with morph (702.37c), and
turning a face-down permanent face up, a special action (116.2b, 702.37e).

A face-down object shows the face-down characteristics as its ``card`` (708.2a: a 2/2
creature with no text, no name, no subtypes and no mana cost, its copiable values) and
holds the card it is in ``whole``, like a card showing one of its faces (``core.faces``):
it enters the battlefield as the spell was (702.37c) and is the card again, revealed, as
it leaves (708.9, 400.7). ``GameObject.turned_down`` says it is face down, how (708.6) and
its number: no player but its controller may look at it (708.5), so traces and diagrams
call it "face-down creature 2" and never by its card's name until it is turned face up or
leaves.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from rulings_kit.core import events as ev
from rulings_kit.core.costs import raise_problems
from rulings_kit.core.definitions import CardDef, Cost, definition
from rulings_kit.core.morph import MEGAMORPH, MORPH, Morph
from rulings_kit.core.payment import pay_mana
from rulings_kit.core.priority import check_priority
from rulings_kit.core.refs import Ref
from rulings_kit.core.state import GameObject, GameState, TurnedDown, Zone
from rulings_kit.core.values import evolve
from rulings_kit.errors import IllegalActionError

if TYPE_CHECKING:
    from rulings_kit.core.context import Resolution
    from rulings_kit.core.transaction import Transaction

#: the layout of the face-down characteristics (708.2a), which no card prints
FACE_DOWN = "face_down"

#: what made a manifested permanent face down (701.40a)
MANIFEST = "manifest"

#: the way a manifested creature card is turned face up (701.40b)
MANA_COST = "mana cost"

#: the alternative costs (``alt``) that cast a card face down: morph's {3} (702.37c); a
#: megamorph cost is a morph cost (702.37b)
FACE_DOWN_CASTS = frozenset({MORPH, MEGAMORPH})


@cache
def face_down_card() -> CardDef:
    """The characteristics of a face-down spell or permanent (708.2a, 702.37a): a 2/2
    creature with no text, no name, no subtypes and no mana cost (and so colourless,
    105.2c)."""
    return CardDef(name="", mana_cost=None, colors=frozenset(), types=("Creature",),
                   power=2, toughness=2, layout=FACE_DOWN)


def is_face_down(obj: GameObject) -> bool:
    return obj.turned_down is not None


def turned_down(state: GameState, by: str) -> TurnedDown:
    """How a new face-down object is known (708.6): what made it face down and the next
    number, after every face-down object's the game has seen (on the battlefield, on the
    stack, or remembered as it left)."""
    seen = [o.turned_down.number for o in (*state.objects, *state.left)
            if o.turned_down is not None]
    return TurnedDown(by, max(seen, default=0) + 1)


def cast_face_down(state: GameState, card: GameObject, alt: str) -> dict[str, Any]:
    """The fields of the spell ``card`` becomes when cast face down with ``alt`` (702.37c,
    708.4): the face-down characteristics, the card it is, and how it is known (708.6)."""
    morphs = definition(card.card).of_kind(Morph)
    return {"card": face_down_card(), "whole": card.card,
            "turned_down": turned_down(state, morphs[0].keyword if morphs else alt)}


@dataclass(frozen=True)
class Manifest:
    """ "Manifest the top card of your library" (701.40a): turn it face down, a 2/2 creature
    card with no text, name, subtypes or mana cost, and put it onto the battlefield: it was
    face down before it entered, so nothing that cares about the card entering applies
    (708.3). Its controller may turn it face up for its mana cost if it is a creature card
    (701.40b), or for its morph cost (701.40c)."""

    def text(self, name: str) -> str:
        return "Manifest the top card of your library."

    def run(self, ctx: Resolution) -> None:
        txn, player = ctx.txn, ctx.controller
        library = txn.state.player(player).library
        if not library:
            txn.emit(ev.Noted("701.40a", f"{player}'s library is empty: nothing is manifested"))
            return
        top = txn.state.obj(library[0])
        down = txn.update(evolve(top, card=face_down_card(), whole=top.card,
                                 turned_down=turned_down(txn.state, MANIFEST)))
        txn.enter_battlefield(down, player, how="manifested", rule="701.40a")


def morph_of(perm: GameObject) -> Morph | None:
    """The morph (or megamorph) ability the card a face-down permanent is has: its cost
    as it would be face up (702.37e)."""
    if perm.whole is None:
        return None
    found = definition(perm.whole).of_kind(Morph)
    return found[0] if found else None


@dataclass(frozen=True)
class WayUp:
    """A way to turn a face-down permanent face up: its morph or megamorph cost (702.37e),
    or a manifested creature card's mana cost (701.40b)."""

    how: str  # "morph", "megamorph", "mana cost": what ``turn_face_up``'s ``cost`` names
    cost: Cost
    rule: str
    counter: bool = False  # megamorph's +1/+1 counter (702.37b)


def ways_up(perm: GameObject) -> list[WayUp]:
    """The ways its controller may turn ``perm`` face up (702.37e, 701.40b-c)."""
    ways = []
    if (morph := morph_of(perm)) is not None:
        ways.append(WayUp(morph.keyword, morph.cost, morph.rule, morph.megamorph))
    whole = definition(perm.whole) if perm.whole is not None else None
    if perm.turned_down is not None and perm.turned_down.by == MANIFEST and whole is not None \
            and "Creature" in whole.types and whole.mana_cost is not None:
        ways.append(WayUp(MANA_COST, Cost(whole.mana_cost), "701.40b"))
    return ways


def turn_face_up(txn: Transaction, player: str, perm: GameObject,
                 pay: Sequence[Ref] | None = None, how: str | None = None) -> GameObject:
    """The special action of turning a face-down permanent face up (116.2b): its controller,
    holding priority, shows its morph cost, pays it, and turns it face up (702.37e), or a
    manifested creature card's mana cost (701.40b), the one ``how`` names when it could be
    either (701.40c). It stays the same object, with the effects that applied to it (708.8),
    and doesn't enter the battlefield, so nothing that cares about entering applies (708.8);
    turned up for its megamorph cost it gets a +1/+1 counter as it turns (702.37b, 708.11)."""
    check_priority(txn.state, player)
    if perm.zone is not Zone.BATTLEFIELD or perm.turned_down is None:
        raise IllegalActionError(
            f"{perm.display_name} is not a face-down permanent, so it can't be turned face "
            "up (708.7, 116.2b)", ("708.7", "116.2b"))
    if perm.controller != player:
        raise IllegalActionError(
            f"{player} doesn't control {perm.display_name}: only its controller may turn it "
            "face up (702.37e)", ("702.37e",))
    ways = ways_up(perm)
    if not ways:
        raise IllegalActionError(
            f"{perm.display_name} would have no morph cost face up, and isn't a manifested "
            "creature card with a mana cost, so it can't be turned face up (702.37e, 701.40b)",
            ("702.37e", "701.40b"))
    chosen = [w for w in ways if how is None or w.how == how]
    if len(chosen) != 1:
        said = " or ".join(f"{w.how} ({w.cost.text()})" for w in ways)
        raise IllegalActionError(
            f"{perm.display_name} can be turned face up for its {said}: say which with "
            f"cost = {' or '.join(repr(w.how) for w in ways)} (701.40c)", ("701.40c",))
    way = chosen[0]
    cost = way.cost
    problems: list[tuple[str, str]] = []
    for part in cost.parts:
        problems += part.problems(txn.state, perm, cost)
    raise_problems(problems)
    was = perm.display_name
    pay_mana(txn, player, cost.mana, f"the {way.how} cost of {was}", pay)
    for part in cost.parts:  # 702.37e: pay that cost
        part.pay(txn, txn.state.obj(perm.id), cost, None)
    perm = txn.state.obj(perm.id)
    # 708.8: its copiable values revert to its card's; the same object
    up = txn.update(evolve(perm, card=definition(perm.whole) if perm.whole else perm.card,
                           whole=None, turned_down=None))
    txn.emit(ev.TurnedFaceUp(way.rule, player, up, was, way.how, cost.text(up.name)))
    if way.counter:  # "As this permanent is turned face up, put a +1/+1 counter on it"
        up = txn.add_counters(up, "+1/+1", 1, "702.37b")
    txn.state = evolve(txn.state, priority=player, passed=())  # 117.3c
    return up


__all__ = ["FACE_DOWN", "FACE_DOWN_CASTS", "MANA_COST", "MANIFEST", "Manifest", "WayUp",
           "cast_face_down", "face_down_card", "is_face_down", "morph_of", "turn_face_up",
           "turned_down", "ways_up"]
