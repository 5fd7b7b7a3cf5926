"""Grammar rules for the replacement effects a card's line states (614): how a permanent
enters ("enters tapped", "enters with counters", "as a copy", "As ~ enters, choose",
614.1c-614.1d, 614.12), and "instead" of an event ("exile it instead", 614.1a; "it
produces {B} instead", 106.12b)."""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.cards.model import (
    AsEntersChoose,
    AsEntersPayLife,
    AsEntersReveal,
    Choice,
    CountersReplacement,
    DamageAgain,
    DamageChange,
    DamagedPlayer,
    DamageEvent,
    DamageKind,
    DamageReplacementText,
    EachRef,
    Effect,
    EntersAsCopy,
    EntersReplacement,
    ExileInsteadOfGraveyard,
    Fixed,
    GoesInsteadText,
    GoesTo,
    ManaReplacementText,
    ObjectRef,
    OthersEnterTapped,
    VariableX,
    WouldGo,
)
from rulings_kit.cards.model.abilities import TIMES_WORDS
from rulings_kit.cards.model.phrases import ExiledWhat, FilterZone, Whose
from rulings_kit.cards.oracle.actions import copy_exceptions, mana_symbols
from rulings_kit.cards.oracle.amounts import quantity, times_kicked
from rulings_kit.cards.oracle.clauses import sentence
from rulings_kit.cards.oracle.conditions import condition
from rulings_kit.cards.oracle.cursor import Cursor
from rulings_kit.cards.oracle.nouns import (
    amount,
    attached,
    count,
    each,
    filter_,
    self_ref,
)


def enters_replacement(cur: Cursor) -> EntersReplacement:
    """'~ enters tapped.', '~ enters with two +1/+1 counters on it.', 'If ~ was kicked,
    it enters with ...' (614.1c); '~ escapes with three +1/+1 counters on it.' (702.138c)."""
    if cur.accept("if"):
        cond = condition(cur)
        cur.expect(", it enters with")
        return replace(_counters(cur), condition=cond)
    if cur.accept("~ escapes with"):  # "If this permanent escaped, it enters with ..."
        return replace(_counters(cur), escapes=True)  # (702.138c)
    cur.expect("~ enters")
    if cur.accept("tapped with"):  # "~ enters tapped with two charge counters on it."
        return replace(_counters(cur), tapped=True)
    if cur.accept("tapped"):
        unless = condition(cur) if cur.accept("unless") else None
        cur.expect(".")
        return EntersReplacement(tapped=True, unless=unless)
    cur.expect("with")
    return _counters(cur)


def _counters(cur: Cursor) -> EntersReplacement:
    if cur.accept("a number of"):  # "... on it equal to the number of ...": counted as it
        kind = cur.take().text  # enters (614.1c, 608.2h)
        cur.expect("counters on it equal to")
        counted = quantity(cur)
        cur.expect(".")
        return EntersReplacement(counters=counted, counter=kind)
    n = amount(cur)
    kind = cur.take().text
    cur.one_of(("counter", "counters"))
    cur.expect("on it")
    for_each = (cur.attempt(times_kicked) or filter_(cur)) if cur.accept("for each") else None
    # counted as it enters (614.1c)
    x_is = quantity(cur) if for_each is None and isinstance(n, VariableX) and cur.accept(
        ", where x is") else None  # 107.3c
    from_hand = for_each is None and x_is is None and cur.accept("if you cast it from your hand")
    # "... on it if you attacked this turn" (raid), "... if a permanent you controlled left
    # the battlefield this turn" (revolt): asked as it would enter (614.1c)
    last = condition(cur) if for_each is None and x_is is None and not from_hand and \
        cur.accept("if") else None
    cur.expect(".")
    return EntersReplacement(counters=n, counter=kind, for_each=for_each, x_is=x_is,
                             cast_from_hand=from_hand, condition=last,
                             condition_last=last is not None)


def enters_as_copy(cur: Cursor) -> EntersAsCopy:
    """'You may have ~ enter as a copy of any creature on the battlefield[, except ...].'
    (707.5, 707.9; the older template says "enter the battlefield as a copy"); 'You may
    have ~ enter tapped as a copy of any land on the battlefield.'"""
    cur.expect("you may have ~ enter")
    tapped = cur.accept("tapped")
    cur.expect("as a copy of")
    article = cur.one_of(("any", "a", "an"))
    what = filter_(cur)
    exceptions = copy_exceptions(cur) if cur.accept(", except") else None
    cur.expect(".")
    return EntersAsCopy(what, article, exceptions, tapped)


def exile_instead(cur: Cursor) -> ExileInsteadOfGraveyard:
    """'If a card or token would be put into a graveyard from anywhere, exile it instead.'
    (614.1a)."""
    cur.expect("if")
    what = cur.phrase(ExiledWhat)
    cur.expect("would be put into")
    whose = cur.phrase(Whose)
    cur.expect("graveyard from anywhere , exile it instead .")
    return ExileInsteadOfGraveyard(what, whose)


def goes_instead(cur: Cursor) -> GoesInsteadText:
    """'If a creature an opponent controls would die, exile it instead.', 'If ~ would die,
    return it to its owner's hand instead.', 'If ~ would be put into a graveyard from
    anywhere, reveal ~ and shuffle it into its owner's library instead.' (614.1a)."""
    cur.expect("if")
    what = cur.first(self_ref, _one)
    cur.expect("would")
    event = cur.phrase(WouldGo)
    cur.expect(",")
    to = cur.phrase(GoesTo)
    cur.expect("instead .")
    return GoesInsteadText(what, event, to)


def mana_replacement(cur: Cursor) -> ManaReplacementText:
    """'If a land is tapped for mana, it produces {B} instead of any other type and
    amount.', 'If you tap a permanent for mana, it produces twice as much of that mana
    instead.' (106.12b, 614.1a)."""
    cur.expect("if")
    by_you = cur.accept("you tap")
    cur.one_of(("a", "an"))
    what = filter_(cur)
    cur.expect("for mana" if by_you else "is tapped for mana")
    cur.expect(", it produces")
    times = next((n for n, word in TIMES_WORDS.items() if cur.accept(word)), 0)
    if times:
        cur.expect("as much of that mana instead .")
        return ManaReplacementText(what, by_you, times=times)
    produces = mana_symbols(cur)
    cur.expect("instead of any other type and amount .")
    return ManaReplacementText(what, by_you, produces)


def counters_replacement(cur: Cursor) -> CountersReplacement:
    """'If one or more +1/+1 counters would be put on a creature you control, that many
    plus one +1/+1 counters are put on it instead.', '... twice that many ...' (614.1a)."""
    cur.expect("if one or more")
    kind = cur.take().text
    cur.expect("counters would be put on")
    cur.one_of(("a", "an"))
    what = filter_(cur)
    cur.expect(",")
    times = next((n for n, word in TIMES_WORDS.items() if cur.accept(word)), 1)
    cur.expect("that many")
    plus = 0
    if times == 1:
        cur.expect("plus")
        n = amount(cur)
        if not isinstance(n, Fixed):
            raise cur.fail("a number")
        plus = n.n
    cur.expect(kind)
    cur.expect("counters are put on it instead .")
    return CountersReplacement(kind, what, plus, times)


def others_enter_tapped(cur: Cursor) -> OthersEnterTapped:
    """'Permanents enter tapped.' (614.1d: how other permanents enter)."""
    what = filter_(cur)
    cur.expect("enter tapped .")
    return OthersEnterTapped(what)


def as_enters(cur: Cursor) -> AsEntersChoose | AsEntersPayLife | AsEntersReveal:
    """'As ~ enters, choose a color.' (614.12c: the choice is made as it enters); 'As ~
    enters, you may pay 2 life. If you don't, it enters tapped.' (614.1c); '..., you may
    reveal a Giant card from your hand. If you don't, ~ enters tapped.' (614.1c)"""
    cur.expect("as ~ enters ,")
    if cur.accept("you may reveal a") or cur.accept("you may reveal an"):
        shown = filter_(cur)
        if shown.zone is not FilterZone.FROM_YOUR_HAND:
            raise cur.fail("a card from your hand")
        cur.expect(". if you don't , ~ enters tapped .")
        return AsEntersReveal(shown)
    if cur.accept("you may pay"):
        life = count(cur)
        cur.expect("life . if you don't , it enters tapped .")
        return AsEntersPayLife(life)
    cur.expect("choose")
    choice = cur.phrase(Choice)
    cur.expect(".")
    return AsEntersChoose(choice)


def damage_event(cur: Cursor) -> DamageEvent:
    """'a red source you control would deal damage to a permanent or player', '~ would
    deal combat damage to a player', 'a source would deal damage to you or a creature you
    control' (120.1)."""
    if cur.peek() in ("damage", "combat", "noncombat"):  # "damage would be dealt to ~"
        kind = _kind(cur)
        cur.expect("damage would be dealt to")
        return DamageEvent(None, kind, *_damaged(cur))
    source = cur.first(self_ref, attached, _one)
    cur.expect("would deal")
    kind = _kind(cur)
    cur.expect("damage")
    if not cur.accept("to"):
        return DamageEvent(source, kind)
    return DamageEvent(source, kind, *_damaged(cur))


def _kind(cur: Cursor) -> DamageKind:
    return DamageKind.COMBAT if cur.accept("combat") else (
        DamageKind.NONCOMBAT if cur.accept("noncombat") else DamageKind.ANY)


def _damaged(cur: Cursor) -> tuple[DamagedPlayer | None, ObjectRef | None]:
    """What the damage would be dealt to: 'you', 'a player', '~', 'you or a creature you
    control'."""
    said = cur.attempt(lambda c: c.phrase(DamagedPlayer))
    if said is not None and not cur.accept("or"):
        return said, None
    return said, cur.first(self_ref, attached, _one)


def _one(cur: Cursor) -> EachRef:
    """'a creature you control', 'another red source you control': one object a filter
    picks, whichever it is."""
    found = each(cur)
    if not found.article.one:
        raise cur.fail("'a', 'an' or 'another'")
    return found


def damage_replacement(cur: Cursor) -> DamageReplacementText:
    """'If a source you control would deal damage to a permanent or player, it deals
    double that damage to that permanent or player instead.', '... it deals that much
    damage plus 1 ...' (614.1a); 'If a red source would deal damage to you, prevent 1 of
    that damage.', '... prevent that damage.', '... prevent all but 1 of that damage.'
    (615.10)."""
    cur.expect("if")
    event = damage_event(cur)
    cur.expect(",")
    change = cur.phrase(DamageChange)
    n = 0
    if change in (DamageChange.PLUS, DamageChange.MINUS, DamageChange.PREVENT,
                  DamageChange.PREVENT_ALL_BUT):
        n = count(cur)
    if change in (DamageChange.PREVENT, DamageChange.PREVENT_ALL_BUT):
        cur.expect("of that damage .")
        return DamageReplacementText(event, change, n)
    if change is DamageChange.PREVENT_ALL:
        cur.expect(".")
        then = None if cur.at_end else _then(cur)  # its additional effect (615.5)
        return DamageReplacementText(event, change, then=then)
    again = cur.phrase(DamageAgain) if cur.peek() == "to" else DamageAgain.UNSAID
    cur.expect("instead .")
    return DamageReplacementText(event, change, n, again)


def _then(cur: Cursor) -> Effect:
    """The sentence after a prevention: 'Put a +1/+1 counter on ~ for each 1 damage
    prevented this way.' (615.5)."""
    found = sentence(cur)
    cur.expect(".")
    return found
