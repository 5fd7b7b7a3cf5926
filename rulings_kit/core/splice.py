"""Splice (702.47a): "Splice onto [quality] [cost]" means "You may reveal this card from your
hand as you cast a [quality] spell. If you do, that spell gains the text of this card's
rules text and you pay [cost] as an additional cost to cast that spell."

As a spell is cast (601.2b), its caster names the cards of their hand to splice onto it
(``splice`` in a cast): each is revealed, once (702.47b), and the spell gains each one's
instructions after its own, in the order named (702.47b: the main spell's first), with
their own targets, chosen as the spell's are (702.47d, 601.2c); it keeps its own
characteristics otherwise, and "~" in the gained text is the spell (702.47c). The cards
stay in the hand. Off the stack the spell loses what it gained (702.47e): it was the
spell's face only (``GameObject.whole`` keeps the card).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.definitions import CardDef, definition
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.refs import Ref, find_each, matches
from rulings_kit.core.state import GameObject
from rulings_kit.errors import IllegalActionError, RulingsError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction

#: the rules of the keyword
RULE, MORE_THAN_ONE = "702.47a", "702.47b"


@dataclass(frozen=True)
class Splice:
    """The splice ability of a card (702.47a): the spells it may be spliced onto, those
    with the subtype ``subtype`` ("Arcane") or of one of ``types`` ("instant or sorcery"),
    and its splice cost, mana only."""

    cost: ManaCost
    text: str
    subtype: str = ""
    types: frozenset[str] = frozenset()

    def fits(self, spell: CardDef) -> bool:
        """Whether ``spell`` has the quality this card is spliced onto (702.47a)."""
        if self.subtype:
            return self.subtype in spell.subtypes
        return bool(self.types & set(spell.types))


def splice_of(card: GameObject) -> Splice | None:
    """The card's splice ability, or None."""
    return next((a for a in card.card.of_kind(Splice) if isinstance(a, Splice)), None)


def spliced(txn: Transaction, player: str, spell: GameObject, d: CardDef,
            refs: tuple[Ref, ...], modes: tuple[int, ...]) -> tuple[CardDef, tuple[int, ...],
                                                                    ManaCost]:
    """The spell ``d`` with the cards ``refs`` names spliced onto it (702.47a-b): its face on
    the stack, with each card's modes after its own, the modes it will follow (``modes``,
    the ones chosen, then the spliced cards'), and the splice costs to add to its total
    cost (601.2f). IllegalActionError, naming the rule, for a card that can't be spliced
    onto it."""
    hand = [txn.state.obj(i) for i in txn.state.player(player).hand if i != spell.id]
    try:
        cards = find_each(txn.state, refs, among=hand, what=f"card in {player}'s hand")
    except RulingsError as e:
        if any(matches(spell, ref) for ref in refs if isinstance(ref, str)):
            raise IllegalActionError(f"{spell.name} is the spell being cast: a card is spliced "
                                     "from its caster's hand, never onto itself (702.47a)",
                                     (RULE,)) from None
        raise IllegalActionError(f"splice: {e} (702.47a)", (RULE,)) from None
    if len({c.id for c in cards}) != len(cards):
        raise IllegalActionError("a card can't be spliced onto the same spell more than once "
                                 "(702.47b)", (MORE_THAN_ONE,))
    total = ManaCost()
    chosen = modes or (1,)
    for card in cards:
        ability = splice_of(card)
        if ability is None or not ability.fits(d):
            onto = f"onto {ability.subtype or ' or '.join(sorted(ability.types)).lower()}" \
                if ability is not None else "at all"
            raise IllegalActionError(f"{card.name} can't be spliced onto {d.name}: it is spliced "
                                     f"{onto} (702.47a)", (RULE,))
        own = definition(card.card)
        if len(own.modes) != 1 or own.choose_modes:
            raise IllegalActionError(f"{card.name}: splicing a modal card isn't supported yet "
                                     "(702.47a)", (RULE,))
        d = replace(d, modes=(*d.modes, own.modes[0]), spliced=(*d.spliced, card.card.name))
        chosen = (*chosen, len(d.modes))
        total = total + ability.cost
        txn.emit(ev.Noted(RULE, f"{player} reveals {card.name} from their hand and splices it "
                                f"onto {d.name} for {ability.cost}"))
    return d, chosen, total


__all__ = ["MORE_THAN_ONE", "RULE", "Splice", "splice_of", "spliced"]
