"""Copy effects on permanents (707; layer 1, 613.2): an object that copies another takes
its copiable values (707.2) — what is printed on it, as other copy effects modified it
(707.3), with the copy effect's exceptions (707.9) — and nothing else: not the effects on
it, its status, its counters, nor what is attached to it.

A copy's copiable values are a card definition, so the object's ``card`` becomes that
definition and every later layer applies to it as to a printed card; ``GameObject.copying``
keeps the object's own card, which it has again once it leaves the battlefield (400.7),
and what made it a copy, for the layers view. The copy effects the engine carries out
last as long as the object: "enters as a copy" (614.1c, 707.5), "becomes a copy" (707.4),
and a token that is a copy (707.2, 111.1).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from rulings_kit.core import events as ev
from rulings_kit.core.copiable import CopyExceptions, EntersAsCopyOf
from rulings_kit.core.definitions import CardDef, EntersWith, definition
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.refs import names_of
from rulings_kit.core.state import Copying, GameObject, Zone
from rulings_kit.core.statics import DefinesPowerToughness, Enchant
from rulings_kit.core.values import evolve
from rulings_kit.core.words import possessive
from rulings_kit.errors import IllegalActionError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


def copiable_values(obj: GameObject) -> CardDef:
    """What copying ``obj`` gives (707.2): its card as copy effects left it (707.3), or
    the face it shows (707.8); not what other effects, counters or status change."""
    return definition(obj.card)


def own_card(obj: GameObject) -> CardDef:
    """The card ``obj`` is printed as, whatever it copies now (707.2)."""
    return definition(obj.copying.card if obj.copying is not None else obj.card)


def with_exceptions(card: CardDef, ex: CopyExceptions,
                    ability_of: tuple[CardDef, int] | None = None) -> CardDef:
    """``card``'s copiable values with a copy effect's exceptions, which become part of
    them (707.9a-b); ``ability_of``: the card and place among its abilities of the one
    "except it has this ability" names."""
    if ex.none and ability_of is None:
        return card
    ability = ability_of[0].abilities[ability_of[1]] if ability_of is not None else None
    abilities = card.abilities
    power, toughness = card.power, card.toughness
    if ex.power is not None:  # a CDA defining power and toughness isn't copied (707.9d)
        abilities = tuple(a for a in abilities if not isinstance(a, DefinesPowerToughness))
        power, toughness = ex.power, ex.toughness
    if ability is not None and ability not in abilities:
        abilities = (*abilities, ability)
    keywords = tuple(k for k in ex.keywords if k not in card.keywords)
    found = replace(
        card, types=_more(card.types, ex.types), subtypes=_more(card.subtypes, ex.subtypes),
        supertypes=_more(card.supertypes, ex.supertypes), power=power, toughness=toughness,
        keywords=card.keywords | frozenset(keywords),
        keyword_lines=(*card.keyword_lines, *keywords), abilities=abilities,
        colors=card.colors if ex.colors is None else ex.colors,
        mana_cost=None if ex.no_mana_cost else card.mana_cost)
    object.__setattr__(found, "_made_of", (card, ex, ability_of))  # for ``made_of``
    return found


#: what ``with_exceptions`` made a card of: its arguments
MadeOf = tuple[CardDef, CopyExceptions, tuple[CardDef, int] | None]


def made_of(card: CardDef) -> MadeOf | None:
    """What copiable values with exceptions were made of (``with_exceptions``): the card
    copied, the exceptions and where the ability it gained is; None for a card as printed.
    A trace written as JSON writes these rather than the card's name, so it reads back
    equal."""
    found: MadeOf | None = card.__dict__.get("_made_of")
    return found


def _more(have: tuple[str, ...], added: tuple[str, ...]) -> tuple[str, ...]:
    return (*have, *(t for t in added if t not in have))


def copy_of(obj: GameObject, card: CardDef, source: str, text: str, rule: str,
            timestamp: tuple[int, int] | None = None,
            enters_with: tuple[tuple[str, int | None], ...] = (),
            tapped: bool = False) -> GameObject:
    """``obj`` as a copy whose copiable values, with the exceptions, are ``card``; it
    keeps its own card for when it leaves the battlefield (400.7)."""
    own = obj.copying
    copying = Copying(own.card if own else obj.card, own.whole if own else obj.whole,
                      source, text, timestamp, rule, enters_with, tapped)
    return evolve(obj, card=card, whole=None, copying=copying)


def entering_as_copy(txn: Transaction, obj: GameObject, controller: str) -> GameObject:
    """``obj`` as it enters the battlefield under ``controller``: a copy of the permanent
    its controller chooses, if it has "you may have this creature enter as a copy of ..."
    and they choose one (614.1c, 707.5). The copy's own "enter as a copy" abilities apply
    in turn (a copy of a permanent that copied nothing as it entered: 707.9e), each once (614.5)."""
    applied: list[EntersAsCopyOf] = []
    while True:
        found = next((a for a in obj.card.of_kind(EntersAsCopyOf) if a not in applied), None)
        if found is None:
            return obj
        applied.append(found)
        entering = evolve(obj, controller=controller)
        state = txn.state
        among = [p for p in state.permanents() if found.test(state, entering, p)]
        name = obj.name
        if not among:
            txn.emit(ev.Noted("707.5", f"there is no {found.what.removeprefix('any ')} for "
                              f"{name} to enter as a copy of: it enters as {name}"))
            return obj
        if not txn.ask_may(obj, controller, f"{controller} may have {name} enter as a copy "
                           f"of {found.what}", "614.1c"):
            return obj
        picked = txn.ask_pick(
            Ask.CHOOSE, obj, controller, f"{controller} chooses what {name} enters as a copy "
            f"of", "707.5", [Option(p.id, p.display_name, names_of(p)) for p in among], (1, 1),
            says="{player} chooses {cards} for it to copy")
        original = state.obj(picked[0])
        if copiable_values(original).of_kind(Enchant):  # it would choose a host (303.4f)
            raise IllegalActionError(
                f"{name} entering as a copy of the Aura {original.display_name} isn't carried "
                "out by the engine: it would choose what to enchant as it enters (303.4f)",
                ("303.4f", "707.5"))
        card = with_exceptions(copiable_values(original), found.exceptions)
        text = f"enters as a copy of {original.display_name}{found.exceptions.text}"
        obj = copy_of(obj, card, name, text, "707.5", enters_with=found.enters_with,
                      tapped=found.tapped)
        txn.emit(ev.Noted("707.5", f"{name} {text}: it has {possessive(original.display_name)} "
                          "copiable values, not its counters or the effects on it (707.2)"))


def entered_fields(before: GameObject, entering: GameObject) -> dict[str, Any]:
    """What the permanent ``before`` becomes as it enters takes from ``entering_as_copy``:
    the copiable values it took, if any (707.5)."""
    if entering.copying is None or entering.copying is before.copying:
        return {}
    return {"card": entering.card, "whole": None, "copying": entering.copying}


def entering_with(before: GameObject, entering: GameObject) -> tuple[EntersWith, ...]:
    """What the exception of the copy effect ``entering`` took as it would enter makes it
    enter with (707.9e): only the last copy effect's, so none once another copied over it."""
    copying = entering.copying
    if copying is None or copying is before.copying:
        return ()
    tapped = (EntersWith(tapped=True, text=copying.text),) if copying.enters_tapped else ()
    return (*tapped, *(EntersWith(counter=kind, amount=n, text=copying.text)
                       for kind, n in copying.enters_with))


def become_copy(txn: Transaction, obj: GameObject, original: GameObject, ex: CopyExceptions,
                source: str, ability_of: tuple[CardDef, int] | None = None) -> GameObject | None:
    """The permanent ``obj`` becomes a copy of ``original`` (707.4): it stays on the
    battlefield, nothing enters or leaves, and the effects on it that aren't copy effects
    keep applying."""
    if obj.zone is not Zone.BATTLEFIELD or not txn.state.has(obj.id):
        return None
    card = with_exceptions(copiable_values(original), ex, ability_of)
    text = f"becomes a copy of {original.display_name}{ex.text}"
    new = txn.update(copy_of(txn.state.obj(obj.id), card, source, text, "707.4",
                             txn.new_timestamp()))
    txn.emit(ev.Noted("707.4", f"{obj.display_name} {text}"))
    return new


__all__ = ["become_copy", "copiable_values", "copy_of", "entered_fields", "entering_as_copy",
           "entering_with", "made_of", "own_card", "with_exceptions"]
