"""How a permanent enters the battlefield by its own "enters with" replacement effects
(614.1c, 614.12): tapped, with counters, and the choices its controller makes as it
enters — unleash's and riot's +1/+1 counter (702.98a, 702.136a), the creatures it devours
(702.82a), the cards it is amplified by (702.38a), a color or creature type (614.12a) —
and what a choice not taken gives it instead (riot's haste, 702.136a).

One mechanism for every such ability: each is an ``EntersWith`` value of the card
(``core.definitions``); ``as_it_enters`` applies them in turn as the object would enter,
asking what they leave to its controller, and ``after_entering`` gives the permanent the
effects they left it with once it is there.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from rulings_kit.core import events as ev
from rulings_kit.core.card_types import CardType
from rulings_kit.core.characteristics import card_types
from rulings_kit.core.choosing import ask_chosen
from rulings_kit.core.context import Resolution
from rulings_kit.core.daynight import becomes
from rulings_kit.core.definitions import EntersWith, Quality
from rulings_kit.core.layer_changes import ALL_CREATURE_TYPES, AddKeywords
from rulings_kit.core.mana import COLORS
from rulings_kit.core.move_words import SACRIFICED
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.state import ContinuousEffect, GameObject, Zone
from rulings_kit.core.values import evolve
from rulings_kit.core.words import plural, possessive

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Changes, Transaction


@dataclass
class Entering:
    """What the object's "enters with" abilities make of its entering: tapped, its counters
    by kind, the notes the trace tells (rule, words) and the keywords it gains once there
    (rule, keyword)."""

    tapped: bool
    counters: dict[str, int]
    notes: list[tuple[str, str]] = field(default_factory=list)
    gains: list[tuple[str, str]] = field(default_factory=list)
    #: what the permanent is as it enters, set by those choices: its tribute paid (702.104b)
    fields: dict[str, Any] = field(default_factory=dict)


def as_it_enters(txn: Changes, obj: GameObject, abilities: tuple[EntersWith, ...],
                 controller: str, spell_x: int | None, tapped: bool,
                 with_counters: tuple[tuple[str, int], ...]) -> Entering:
    """Apply ``abilities``, the "enters with" replacement effects of ``obj`` as it would
    enter under ``controller`` (614.1c), to how an effect puts it there (``tapped``,
    ``with_counters``, 122.6)."""
    entering = Entering(tapped, dict(with_counters))
    for a in abilities:
        if not a.applies_to(obj):  # "If this creature was kicked", escaped (702.138c)
            continue
        if a.unless is not None and a.unless(txn.state, evolve(obj, controller=controller)):
            entering.notes.append((
                "614.1c", f"{obj.name} enters untapped: {controller} {a.unless_text}"))
            continue
        if a.only_if is not None and not a.only_if(txn.state, evolve(obj, controller=controller)):
            entering.notes.append((a.rule, f"{obj.name} enters without {a.text_counters()}: "
                                   f"not {a.only_if_text}"))  # bloodthirst (702.54a)
            continue
        if a.makes_day:  # as it enters, with neither day nor night (614.1c, 731.1)
            becomes(txn, "day", "731.1", f"it was neither day nor night as {obj.name} entered",
                    only_from="")
            continue
        if a.chooses:  # "As ~ enters, choose a color" (614.12a: before it enters)
            made = (a.chooses, _choose(txn, obj, controller, a))
            entering.fields["chosen_as_entered"] = (
                *entering.fields.get("chosen_as_entered", ()), made)
            continue
        if a.pays_life:  # "you may pay 2 life. If you don't, it enters tapped."
            if not _pays_life(txn, obj, controller, a.pays_life):
                entering.tapped = True
            continue
        if a.reveals is not None:  # "you may reveal a Giant card from your hand. If ..."
            if not _reveals(txn, obj, controller, a.reveals):
                entering.tapped = True
            continue
        entering.tapped = entering.tapped or a.tapped
        if a.if_escaped:  # "[This permanent] escapes with [counters]" (702.138c)
            entering.notes.append(("702.138c", f"{obj.name} escaped, so it enters with "
                                   f"{plural(a.amount or 0, f'{a.counter} counter')}"))
        if a.sunburst:
            _sunburst(entering, obj, a)
            continue
        if not a.counter:
            continue
        amount = a.amount if a.amount is not None else (spell_x or 0)
        if a.amount is None:
            entering.notes.append(("107.3m", f"{obj.name} enters: " + (
                f"X is {spell_x}, the X of the spell that became it (107.3m)"
                if spell_x is not None
                else "X is 0: no spell with X became it (107.3m, 107.3i)")))
        if a.per is not None:  # counted as it would enter (614.1c, 608.2h)
            entering_as = evolve(obj, controller=controller)
            amount *= a.per.value(Resolution(cast("Transaction", txn), entering_as, []))
            entering.notes.append((a.rule, f"{obj.name} enters with "
                                   f"{plural(amount, f'{a.counter} counter')}, counted as it "
                                   "enters (614.1c, 608.2h)"))
        if a.devours is not None:
            amount *= _devour(txn, obj, controller, a)
        elif a.amplifies:
            amount *= _amplify(txn, obj, controller, a)
        elif a.by_opponent:
            if not _tribute(txn, obj, controller, a):
                continue
            entering.fields["tribute_paid"] = True
        elif a.optional and not txn.ask_may(
                obj, controller, f"{controller} may have {obj.name} enter with "
                f"{a.text_counters()}", a.rule):
            if a.else_gains:  # riot: "If you don't, it gains haste." (702.136a)
                entering.gains.append((a.rule, a.else_gains))
            continue
        entering.counters[a.counter] = entering.counters.get(a.counter, 0) + amount
    return entering


def _choose(txn: Changes, obj: GameObject, controller: str, a: EntersWith) -> str:
    """The color or creature type ``controller`` chooses as ``obj`` would enter (614.12a)."""
    assert a.chooses is not None
    return ask_chosen(txn, obj, controller, a.chooses, a.choices, f"as {obj.name} enters",
                      "614.12a")


def _pays_life(txn: Changes, obj: GameObject, controller: str, life: int) -> bool:
    """Whether ``controller`` pays ``life`` life as ``obj`` would enter (614.12a: chosen
    before it enters), which they may only with at least that much life (119.4); paid, it
    is lost (119.4, 118.3b). An effect putting it onto the battlefield tapped still does
    (the shock lands' ruling): paying only keeps this ability from tapping it."""
    has = txn.state.player(controller).life
    if has < life:
        txn.emit(ev.Noted("119.4", f"{controller} has {has} life, less than the {life} life "
                          f"to pay as {obj.name} enters, so it enters tapped"))
        return False
    if not txn.ask_may(obj, controller, f"{controller} may pay {life} life as {obj.name} "
                       "enters (if not, it enters tapped)", "614.12a"):
        txn.emit(ev.Noted("614.1c", f"{controller} doesn't pay {life} life: {obj.name} "
                          "enters tapped"))
        return False
    txn.change_life(controller, -life, "119.4")
    txn.emit(ev.Noted("614.1c", f"{controller} pays {life} life, so {possessive(obj.name)} "
                      "ability doesn't make it enter tapped"))
    return True


def _reveals(txn: Changes, obj: GameObject, controller: str, shown: Quality) -> bool:
    """Whether ``controller`` reveals a card of their hand with ``shown``'s quality as ``obj``
    would enter (614.12a: chosen before it enters); the card is shown to every player and
    stays in the hand (701.20a). ``obj`` itself is never among them: it is the card
    entering. An effect putting it onto the battlefield tapped still does (the rulings of
    Port Town and the snarls): revealing only keeps this ability from tapping it."""
    among = [c for c in txn.state.zone_objects(controller, Zone.HAND)
             if c.id != obj.id and shown.test(txn.state, obj, c)]
    if not among:
        kind = shown.words.split(" ", 1)[-1]  # "a Giant card": "Giant card"
        txn.emit(ev.Noted("614.1c", f"{controller} has no {kind} in hand to reveal, so "
                          f"{obj.name} enters tapped"))
        return False
    picked = txn.ask_pick(
        Ask.CHOOSE, obj, controller, f"{controller} may reveal {shown.words} from their hand as "
        f"{obj.name} enters (if not, it enters tapped)", "614.12a",
        [Option(c.id, c.display_name, (c.name,)) for c in among], (0, 1),
        says="{player} reveals {cards}")
    if not picked:
        txn.emit(ev.Noted("614.1c", f"{controller} reveals no card: {obj.name} enters tapped"))
        return False
    txn.emit(ev.Noted("701.20a", f"{controller} reveals {txn.state.obj(picked[0]).name} "
                      f"from their hand, so {possessive(obj.name)} ability doesn't make it "
                      "enter tapped"))
    return True


def _tribute(txn: Changes, obj: GameObject, controller: str, a: EntersWith) -> bool:
    """Tribute N (702.104a): as ``obj`` enters, its controller chooses an opponent, who may
    have it enter with N additional +1/+1 counters; whether they did (702.104b)."""
    opponents = [p for p in txn.state.opponents(controller) if not txn.state.player(p).lost]
    if not opponents:
        txn.emit(ev.Noted(a.rule, f"{controller} has no opponent to choose for "
                          f"{possessive(obj.name)} tribute"))
        return False
    chosen = opponents[0] if len(opponents) == 1 else txn.ask_pick(
        Ask.CHOOSE, obj, controller, f"{controller} chooses an opponent for "
        f"{possessive(obj.name)} tribute", a.rule, [Option(p, p) for p in opponents],
        (1, 1), says="{player} chooses {cards}")[0]
    paid = txn.ask_may(obj, chosen, f"{chosen} may have {obj.name} enter with "
                       f"{a.text_counters()} (tribute)", a.rule)
    txn.emit(ev.Noted("702.104b", f"{chosen} {'pays' if paid else 'does not pay'} "
                      f"{possessive(obj.name)} tribute"))
    return paid


def _devour(txn: Changes, obj: GameObject, controller: str, a: EntersWith) -> int:
    """Devour (702.82a, 702.82c): as ``obj`` enters, its controller may sacrifice any
    number of their permanents of the type ``a.devours`` (creatures); how many they did."""
    state = txn.state
    kind = a.devours or ""
    among = [p for p in state.permanents() if p.controller == controller
             and kind in card_types(state, p)]
    if not among:
        txn.emit(ev.Noted(a.rule, f"{controller} has no {kind.lower()} for {obj.name} to "
                          "devour"))
        return 0
    picked = txn.ask_pick(
        Ask.CHOOSE, obj, controller, f"{controller} may sacrifice any number of "
        f"{kind.lower()}s as {obj.name} enters (devour)", a.rule,
        [Option(p.id, p.display_name, (p.name,)) for p in among], (0, len(among)),
        says="{player} sacrifices {cards}")
    # sacrificed (701.21a) as it enters, before it is there, all at once (702.82a)
    txn.move_together(picked, Zone.GRAVEYARD, how=f"{SACRIFICED} to {obj.name}'s devour",
                      rule="701.21a")
    txn.emit(ev.Noted(a.rule, f"{obj.name} devoured {plural(len(picked), kind.lower())}"))
    return len(picked)



def _sunburst(entering: Entering, obj: GameObject, a: EntersWith) -> None:
    """Sunburst (702.44a): a +1/+1 counter for each color of mana spent to cast ``obj`` if
    it enters as a creature, its printed types deciding (type-changing effects ignored), a
    charge counter otherwise; only entering from the stack as a resolving spell (702.44b),
    which a copy, not cast, isn't."""
    if obj.zone is not Zone.STACK:
        entering.notes.append(("702.44b", f"{obj.name} doesn't enter from the stack: sunburst "
                               "adds no counter (702.44b)"))
        return
    kind = "+1/+1" if CardType.CREATURE in obj.card.types else "charge"
    colors = [c for c in COLORS if c in obj.mana_spent]
    spent = "".join(f"{{{c}}}" for c in colors) or "no colored mana"
    entering.notes.append((a.rule, f"{obj.name} enters with "
                           f"{plural(len(colors), f'{kind} counter')}, one for each color of "
                           f"mana spent to cast it: {spent}"))
    if colors:
        entering.counters[kind] = entering.counters.get(kind, 0) + len(colors)


def shares_a_creature_type(obj: GameObject, card: GameObject,
                           now: tuple[str, ...] | None = None) -> bool:
    """Whether ``card`` (in a hand or a library) shares a creature type with the creature
    ``obj`` (702.38a, 205.3m): a subtype both have, or every creature type (changeling,
    702.73a) on one and a creature type on the other; ``now``: the creature's subtypes as
    effects make them (613.1d), where not its printed ones."""
    mine, theirs = set(obj.card.subtypes if now is None else now), set(card.card.subtypes)
    if mine & theirs:
        return True
    if ALL_CREATURE_TYPES in theirs:  # the creature's subtypes are creature types (205.3d)
        return bool(mine - {ALL_CREATURE_TYPES})
    return ALL_CREATURE_TYPES in mine and bool(theirs) and bool(
        _HAS_CREATURE_TYPES & set(card.card.types))


#: the card types whose subtypes are creature types (205.3m; tribal, now kindred, 308)
_HAS_CREATURE_TYPES = frozenset({CardType.CREATURE, CardType.KINDRED})


def _amplify(txn: Changes, obj: GameObject, controller: str, a: EntersWith) -> int:
    """Amplify (702.38a): as ``obj`` enters, its controller may reveal any number of cards
    from their hand that share a creature type with it (not itself, nor a card entering
    with it: neither is in the hand); how many they revealed."""
    hand = txn.state.zone_objects(controller, Zone.HAND)
    among = [c for c in hand if shares_a_creature_type(obj, c)]
    if not among:
        txn.emit(ev.Noted(a.rule, f"{controller} has no card in hand that shares a creature "
                          f"type with {obj.name} to reveal (amplify)"))
        return 0
    picked = txn.ask_pick(
        Ask.CHOOSE, obj, controller, f"{controller} may reveal any number of cards from "
        f"their hand that share a creature type with {obj.name} (amplify)", a.rule,
        [Option(c.id, c.display_name, (c.name,)) for c in among], (0, len(among)),
        says="{player} reveals {cards}")
    names = ", ".join(txn.state.obj(i).name for i in picked) or "nothing"
    txn.emit(ev.Noted(a.rule, f"{controller} reveals {names} for {obj.name}'s amplify"))
    return len(picked)


def after_entering(txn: Changes, new: GameObject, entering: Entering) -> None:
    """What the choices made as ``new`` entered left it with, now that it is on the
    battlefield: riot's haste, an effect with no duration (611.2a, 702.136a)."""
    for rule, keyword in entering.gains:
        txn.add_effect(ContinuousEffect(new.id, new.name, new.controller,
                                        (AddKeywords(frozenset({keyword})),),
                                        rule=rule, indefinite=True),
                       new.display_name, f"{new.name} gains {keyword.lower()}")

