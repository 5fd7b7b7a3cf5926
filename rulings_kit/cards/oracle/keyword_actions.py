"""Grammar rules for the keyword actions (701) an imperative names by its verb: "scry 2" is
read in clauses.py; these are the ones whose words are little more than the action:
"investigate twice" (701.16a), "proliferate" (701.34a), "adapt 2" (701.46a), "amass Orcs 2"
(701.47a), "clash with an opponent" (701.30b), "detain target creature an opponent controls"
(701.35a), "goad target creature" (701.15a) ..."""

from __future__ import annotations

from rulings_kit.cards.model import (
    AdaptText,
    AmassText,
    Amount,
    BolsterText,
    ClashText,
    DetainText,
    Effect,
    Fixed,
    GoadText,
    Investigate,
    LearnText,
    ManifestText,
    MonstrosityText,
    PopulateText,
    ProliferateText,
    SupportText,
    VentureText,
)
from rulings_kit.cards.oracle.cursor import Cursor
from rulings_kit.cards.oracle.nouns import amount, obj

#: the verbs of the keyword actions :func:`keyword_action` reads
VERBS = ("investigate", "proliferate", "adapt", "bolster", "amass", "populate", "support",
         "manifest", "monstrosity", "clash", "venture into the dungeon", "learn", "detain",
         "goad")


def times(cur: Cursor) -> Amount:
    """How many times a keyword action is done: '' (once), 'twice', 'three times', 'X times'."""
    if cur.accept("twice"):
        return Fixed(2)
    start = cur.pos
    if (n := cur.attempt(amount)) is not None and cur.accept("times"):
        return n
    cur.pos = start
    return Fixed(1)


def keyword_action(cur: Cursor, verb: str) -> Effect:
    """The keyword action ``verb`` names (one of :data:`VERBS`), read after its verb."""
    if verb == "detain":  # 701.35a
        return DetainText(obj(cur))
    if verb == "goad":  # 701.15a
        return GoadText(obj(cur))
    if verb == "learn":  # 701.48a
        return LearnText()
    if verb == "venture into the dungeon":  # 701.49
        return VentureText()
    if verb == "clash":  # 701.30b
        cur.expect("with an opponent")
        return ClashText()
    if verb == "manifest":  # 701.40a
        cur.expect("the top card of your library")
        return ManifestText()
    if verb == "monstrosity":  # 701.37a
        return MonstrosityText(amount(cur))
    if verb == "support":  # 701.41a
        n = amount(cur)
        if not isinstance(n, Fixed):
            raise cur.fail("a number")
        return SupportText(n.n)
    if verb == "populate":  # 701.36a
        return PopulateText()
    if verb == "amass":  # 701.47a: "amass 2" (Zombies), "amass Orcs 2"
        kind = cur.original()
        if kind[:1].isupper() and kind.endswith("s") and kind.isalpha():
            cur.take()
            return AmassText(amount(cur), kind[:-1])
        return AmassText(amount(cur))
    if verb == "proliferate":  # 701.34a
        return ProliferateText()
    if verb == "adapt":  # 701.46a
        return AdaptText(amount(cur))
    if verb == "bolster":  # 701.39a
        return BolsterText(amount(cur))
    assert verb == "investigate", verb  # 701.16a
    return Investigate(times(cur))
