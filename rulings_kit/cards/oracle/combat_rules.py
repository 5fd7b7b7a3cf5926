"""Grammar rules for static abilities about blocks and combat damage (509.1b, 510.1c):
"You may have ~ assign its combat damage as though it weren't blocked.", "Creatures
with power less than ~'s power can't block it."."""

from __future__ import annotations

from rulings_kit.cards.model import (
    AssignAsThoughUnblocked,
    BasicLandType,
    BlockedDespiteLandwalk,
    BlocksIfAble,
    LesserPowerCantBlock,
    ObjectRef,
    RemoveFromCombat,
    SelfRef,
    StaticAbility,
)
from rulings_kit.cards.oracle.cursor import Cursor
from rulings_kit.cards.oracle.nouns import filter_, obj, self_ref
from rulings_kit.cards.oracle.text import tokens


def assign_as_though_unblocked(cur: Cursor) -> StaticAbility:
    """'You may have ~ assign its combat damage as though it weren't blocked.' (510.1c)."""
    cur.expect("you may have")
    what = self_ref(cur)
    cur.expect("assign its combat damage as though it weren't blocked .")
    return StaticAbility(AssignAsThoughUnblocked(what))


def lesser_power_cant_block(cur: Cursor) -> StaticAbility:
    """'Creatures with power less than ~'s power can't block it.' (509.1b)."""
    cur.expect("creatures with power less than ~'s power can't block it .")
    return StaticAbility(LesserPowerCantBlock(SelfRef()))


def blocks_if_able(cur: Cursor, who: ObjectRef) -> BlocksIfAble:
    """After the blocker: 'blocks ~ this turn if able' (509.1c)."""
    cur.expect("blocks")
    it = obj(cur)
    cur.expect("this turn if able")
    return BlocksIfAble(who, it)


#: "islandwalk": the basic land type of a landwalk (702.14a)
_WALKS = {f"{t.value.lower()}walk": t for t in BasicLandType}


def blocked_despite_landwalk(cur: Cursor) -> StaticAbility:
    """'Creatures with islandwalk can be blocked as though they didn't have islandwalk.',
    'Creatures with landwalk abilities can be blocked as though they didn't have those
    abilities.' (702.14c)."""
    if cur.accept("creatures with landwalk abilities can be blocked as though they didn't "
                  "have those abilities ."):
        return StaticAbility(BlockedDespiteLandwalk(filter_(Cursor(tokens("creatures")))))
    start = cur.pos
    cur.expect("creatures with")
    land = _WALKS[cur.one_of(tuple(_WALKS))]
    end = cur.pos
    cur.expect("can be blocked as though they didn't have")
    cur.expect(f"{land.value.lower()}walk .")
    what = filter_(Cursor(cur.toks[start:end]))
    return StaticAbility(BlockedDespiteLandwalk(what, land))


def remove_from_combat(cur: Cursor) -> RemoveFromCombat:
    """After "remove": 'it from combat', 'target attacking creature from combat' (506.4)."""
    what = obj(cur)
    cur.expect("from combat")
    return RemoveFromCombat(what)


#: the abilities this module reads, each a whole line
COMBAT_RULES = (assign_as_though_unblocked, lesser_power_cant_block, blocked_despite_landwalk)
