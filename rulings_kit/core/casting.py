"""Casting spells (601.2): moving the card to the stack, choices, total cost,
additional costs and payment.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.bestow import BESTOW, bestowed_face, cast_bestowed
from rulings_kit.core.changed_spells import SPELL_CHANGES, changed_face, say_changed
from rulings_kit.core.characteristics import card_types, has_keyword
from rulings_kit.core.context import Resolution
from rulings_kit.core.cost_parts import discard_to_pay
from rulings_kit.core.costs import cost_sacrifices
from rulings_kit.core.definitions import AdditionalDiscard, definition
from rulings_kit.core.emerge import EMERGE, emerge_sacrifice
from rulings_kit.core.face_down import FACE_DOWN_CASTS, cast_face_down, face_down_card
from rulings_kit.core.faces import FUSED, cast_face, transformed_face
from rulings_kit.core.keyword_payment import UNHELPED, HelpedBy
from rulings_kit.core.layers import has_text_abilities
from rulings_kit.core.mana import NO_MANA, ManaCost
from rulings_kit.core.move_words import SACRIFICED
from rulings_kit.core.object_costs import ObjectsPaid, chosen_objects, excluded, pay_with_objects
from rulings_kit.core.optional_costs import Extras, check_extras, chosen_modes, extra_mana
from rulings_kit.core.payment import pay_mana
from rulings_kit.core.printed_costs import AlternativeCost
from rulings_kit.core.priority import check_priority
from rulings_kit.core.refs import Ref
from rulings_kit.core.splice import spliced
from rulings_kit.core.split_second import check_split_second
from rulings_kit.core.state import GameObject, Step, Zone
from rulings_kit.core.statics import (
    SpellCostChange,
    changed_cost,
    counted_changes,
    others_changing,
)
from rulings_kit.core.targets import resolve_targets, specs_of
from rulings_kit.core.timing import CastAsThoughFlash, CastOnly, cast_only_problems
from rulings_kit.core.turn_record import Did, Happened
from rulings_kit.core.values import evolve
from rulings_kit.core.words import plural, possessive
from rulings_kit.core.zone_casts import CastFromGraveyard, check_cast
from rulings_kit.errors import IllegalActionError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction


@dataclass(frozen=True)
class CastChoices:
    """What the caster announces: the card and every choice of 601.2b-c, 601.2f."""

    targets: tuple[Ref, ...] = ()
    x: int | None = None
    kicker: int = 0
    modes: tuple[int, ...] = ()
    sacrifice: tuple[Ref, ...] = ()
    pay: tuple[Ref, ...] | None = None
    #: the face of a card with several faces to cast (709.3, 712.11b, 715.3); None: its
    #: normal characteristics
    face: str | None = None
    #: both halves of a split card with fuse (702.102a)
    fuse: bool = False
    #: what is tapped or exiled rather than paying mana: convoke, improvise, delve (601.2h)
    helped: HelpedBy = UNHELPED
    #: optional additional costs other than kicker paid, by keyword, with how many times
    #: ("buyback", 702.27a; "entwine", 702.42a; 601.2b)
    extra: Extras = ()
    #: the permanents that pay those paid with permanents, by keyword (casualty, 702.153a;
    #: conspire, 702.78a)
    objects: ObjectsPaid = ()
    #: the cards of the caster's hand spliced onto the spell, in order (702.47a-b)
    splice: tuple[Ref, ...] = ()


def cast_spell(
    txn: Transaction,
    player: str,
    card: GameObject,
    choices: CastChoices,
    *,
    free: bool = False,
    alternative: ManaCost | None = None,
    alt: str | None = None,
    during_resolution: bool = False,
    permission: CastFromGraveyard | None = None,
    printed: AlternativeCost | None = None,
) -> GameObject:
    """Cast ``card`` (601.2), paying its mana cost, nothing (``free``) or an
    ``alternative`` cost instead (118.9), the one named ``alt`` ("dash") if it is the
    card's own, which the spell remembers; from its owner's graveyard with the
    ``permission`` of its own keyword (flashback, 702.34a), paying the cost that keyword
    says; for the alternative cost ``printed`` on the card (118.9), whose actions other
    than mana are paid with the rest (601.2h). Raises IllegalActionError, naming the rule,
    if it can't be."""
    state = txn.state
    # 709.3a, 712.11c, 715.3a: only the face being cast is evaluated; a card cast face
    # down is turned face down first (708.4, 702.37c)
    face_down = cast_face_down(state, card, alt) if alt in FACE_DOWN_CASTS else {}
    transformed = permission is not None and permission.transformed
    d = face_down_card() if face_down else cast_face(
        card, None if transformed else choices.face, choices.fuse, player)
    if transformed and permission is not None:  # disturb (702.146a, 712.11a)
        d = transformed_face(card, permission.rule)
    bestowed = bestowed_face(card.card) if alt == BESTOW else None
    if bestowed is not None:  # it becomes an Aura enchantment with enchant creature (702.103b)
        d = definition(bestowed)
    # overload and cleave change its text (702.96a, 702.148a, 612.1); awaken adds a spell
    # ability and its target (702.113a-b)
    spell_change = SPELL_CHANGES.get(alt or "")
    changed = changed_face(card.card, spell_change) if spell_change is not None else None
    if changed is not None:
        d = definition(changed)
    problems: list[tuple[str, str]] = []
    as_though_flash: CastAsThoughFlash | None = None  # the permission used, if one was
    if "Land" in d.types:
        raise IllegalActionError(
            f"{d.name} is a land: lands are played, not cast (305.9)", ("305.9",)
        )
    check_split_second(state, f"cast {d.name}")  # even as an effect resolves
    if not during_resolution:
        check_priority(state, player)
        # 702.8a: any time an instant could be; a face-down spell has no flash, whatever
        # its card has (708.4)
        flash = not face_down and has_keyword(state, card, "Flash")
        sorcery_time = (state.active == player and state.step in (Step.MAIN1, Step.MAIN2)
                        and not state.stack)  # 307.1
        if "Instant" not in d.types and not flash and not sorcery_time:
            # "You may cast this spell as though it had flash" (702.8a): used only now
            as_though_flash = next(iter(d.of_kind(CastAsThoughFlash)), None)
            if as_though_flash is None:
                problems.append((f"{d.name or 'a face-down creature spell'} can be cast only "
                                 "in its controller's main phase with an empty stack", "117.1a"))
    # "Cast this spell only during combat": prohibited at any other time (601.3), even as
    # an effect lets the player cast it while resolving
    problems += cast_only_problems(state, d.of_kind(CastOnly), card, d.name, player)
    if "Legendary" in d.supertypes and {"Instant", "Sorcery"} & set(d.types) and not any(
        "Legendary" in p.card.supertypes and {"Creature", "Planeswalker"} & card_types(state, p)
        for p in state.permanents(player)
    ):
        problems.append(
            (f"{d.name} is a legendary {'instant' if 'Instant' in d.types else 'sorcery'}: "
             f"{player} controls no legendary creature or planeswalker (205.4e)", "205.4e")
        )
    # 601.2b: modes (all of them if entwined, 702.42a), kicker, the other optional costs, X
    extras = check_extras(d, choices.extra)
    entwined = chosen_modes(d, extras, choices.modes)
    if entwined is not None:
        choices = replace(choices, modes=entwined)
    elif d.choose_modes:
        chosen = tuple(sorted(choices.modes))
        if chosen not in d.mode_choices():
            many = f"1 to {d.choose_modes}" if d.modes_up_to else str(d.choose_modes)
            once = ", the same one more than once if you like" if d.modes_repeat else ", each once"
            # the number the spell says (700.2), each mode once unless it says otherwise
            # (700.2d), announced as it is cast (601.2b)
            repeated = not d.modes_repeat and len(set(chosen)) < len(chosen)
            rules = ("700.2d" if repeated else "700.2", "601.2b")
            raise IllegalActionError(
                f"{d.name} is modal: choose {many} of modes 1-{len(d.modes)}{once} "
                f"(modes = [n]) ({', '.join(rules)})", rules)
        # followed in the order printed, whatever order they were named in (608.2c)
        choices = replace(choices, modes=chosen)
    elif choices.modes:
        raise IllegalActionError(f"{d.name} is not modal; leave out modes (700.2)", ("700.2",))
    splice_cost = NO_MANA
    if choices.splice:  # 702.47a: the spell gains the cards' instructions, after its own
        d, spliced_modes, splice_cost = spliced(txn, player, card, d, choices.splice,
                                                choices.modes)
        choices = replace(choices, modes=spliced_modes)
    if choices.kicker and d.kicker is None:
        problems.append((f"{d.name} has no kicker (702.33a)", "702.33a"))
    if choices.kicker > 1 and not d.multikicker:
        problems.append(
            (f"{d.name} can be kicked only once; it has no multikicker (702.33c)", "702.33c")
        )
    if choices.kicker < 0:
        problems.append(("kicker must be true, false or a count of 0 or more (702.33)", "702.33"))
    cost = d.mana_cost or NO_MANA
    x = choices.x
    if cost.x_count == 0 and x not in (None, 0):
        problems.append((f"{d.name} has no X in its cost (107.3a)", "107.3a"))
    if x is not None and x < 0:
        problems.append((f"X can't be negative ({x}) (107.3)", "107.3"))
    if free and cost.x_count and x not in (None, 0):
        problems.append(
            (
                f"{d.name} is cast without paying its mana cost, so the only legal choice "
                "for X is 0 (107.3b)",
                "107.3b",
            )
        )
    discard = sum(a.count for a in d.of_kind(AdditionalDiscard)
                  if isinstance(a, AdditionalDiscard))
    if discard > len(state.player(player).hand) - (card.zone is Zone.HAND):
        problems.append((f"{d.name} needs {plural(discard, 'other card')} in hand to discard as "
                         "an additional cost", "118.3"))
    if permission is not None:  # 702.34a: an instant or sorcery; its cost payable (118.3)
        check_cast(permission, state, card, d.types)
    if d.mana_cost is None and not free and alternative is None and not face_down:
        problems.append((f"{d.name} has no mana cost, a cost that can't be paid (118.6): it "
                         "is cast only for an alternative cost or without paying its mana "
                         "cost (118.6a)", "118.6"))
    if problems:  # each problem names its rule, in its words or after them
        said = (p if f"({r}" in p else f"{p} ({r})" for p, r in problems)
        raise IllegalActionError("; ".join(said), tuple(r for _, r in problems))
    x_value = (x or 0) if cost.x_count else None
    # 601.2a: the card moves to the stack and becomes a spell
    spell = txn.move(card, Zone.STACK, how="cast", rule="601.2a", controller=player,
                     **face_down)
    assert spell is not None
    spell = txn.update(
        evolve(
            spell,
            x=x_value,
            kicked=choices.kicker,
            extras=tuple(k for k, n in extras for _ in range(n)),
            alt_paid=alt,
            # a fused split spell follows both halves' instructions (702.102d)
            modes=tuple(range(1, len(d.modes) + 1)) if d.layout == FUSED
            else tuple(choices.modes),
            cast_from=card.zone,
            cast_with=permission.keyword if permission is not None else None,
            flashed=as_though_flash is not None and as_though_flash.sacrifice is not None,
            # on the stack only the face cast exists (709.3b, 712.8f, 715.3b)
            card=d,
            whole=None if d is card.card else card.card,
        )
    )
    if alt == BESTOW:
        cast_bestowed(txn, spell)
    if spell_change is not None and changed is not None:
        say_changed(txn, spell, spell_change)
    # 601.2c: targets
    specs = specs_of(spell)
    targets = resolve_targets(txn, spell, specs, choices.targets, choices.kicker)
    spell = txn.update(evolve(spell, targets=targets))
    # 601.2f: the total cost
    total = NO_MANA if free else (alternative or cost).with_x(x or 0)
    if permission is not None and not permission.alternative:  # an additional cost (601.2f)
        total = total + permission.cost.mana
    if choices.kicker and d.kicker is not None:
        for _ in range(choices.kicker):
            total = total + d.kicker
    if extras:
        total = total + extra_mana(d, extras)  # buyback, entwine (601.2f)
    if choices.splice:  # the splice costs: additional costs, paid even for a free spell
        total = total + splice_cost  # (702.47a, 601.2f)
    beyond = choices.modes[1:len(choices.modes) - len(choices.splice)]  # spliced: not modes
    if d.escalate is not None and beyond:  # each mode beyond the first (702.120a, 601.2f)
        for _ in beyond:
            total = total + d.escalate
        txn.emit(ev.Noted("702.120a", f"{d.name} escalates: {d.escalate} more for each of "
                          f"{len(beyond)} modes beyond the first"))
    if as_though_flash is not None and as_though_flash.more is not None:
        total = total + as_though_flash.more  # "if you pay {2} more to cast it" (601.2f)
        txn.emit(ev.Noted("601.2f", f"{d.name} is cast as though it had flash: it costs "
                          f"{as_though_flash.more} more"))
    if alt == EMERGE:  # a creature sacrificed, the total reduced by its mana value (702.119a)
        sacrifice, total = emerge_sacrifice(txn, player, d.name, choices.sacrifice, total)
    else:
        sacrifice = cost_sacrifices(txn, player, d, choices.sacrifice, choices.kicker)
    by_objects = chosen_objects(txn, player, d, extras, choices.objects)  # casualty, conspire
    # "{X} less, where X is ...": X worked out now, seen from the spell (107.3c, 601.2f)
    amounts = tuple((a, max(0, a.amount.value(Resolution(txn, spell, []))))
                    for a in d.of_kind(SpellCostChange) if a.amount is not None)
    for change, n in counted_changes(txn.state, spell, player, amounts):  # 702.41a, 702.125a
        more = "more" if change.more else "less"
        how_much = (f"costs {change.mana_times(n)} {more} to cast" if n
                    else "X is 0, so its cost doesn't change" if change.amount is not None
                    else "counts none, so its cost doesn't change" if change.condition is None
                    else "its condition isn't met, so its cost doesn't change")
        txn.emit(ev.Noted(change.rule, f"{change.text.rstrip('.')}: {d.name} {how_much}"))
    for source, change in others_changing(txn.state, spell, player, has_text_abilities):  # 601.2f
        more = "more" if change.more else "less"
        txn.emit(ev.Noted(change.rule, f"{possessive(source.name)} \"{change.text.rstrip('.')}"
                          f"\": {d.name} costs {change.mana_times(1)} {more} to cast"))
    # 601.2b: how hybrid and Phyrexian symbols are paid; 601.2f: the total, increases then
    # reductions; 601.2g-h: activate mana abilities, then pay
    state, cast_spell = txn.state, spell
    # (convoke, improvise and delve then pay part of that total: 702.51b, 702.126b, 702.66b)
    paying = len(txn.events)
    pay_mana(txn, player, total, spell.name, choices.pay,
             exclude=(*(() if alt == EMERGE else sacrifice), *excluded(by_objects)), spell=spell,
             asker=spell.name, change=lambda c: changed_cost(state, cast_spell, player, c,
                                                         has_text_abilities, amounts),
             helped=choices.helped)
    spent = tuple(m for e in txn.events[paying:] if isinstance(e, ev.ManaSpent)
                  and e.player == player for m in e.mana)
    if spent:  # what sunburst counts (702.44a)
        txn.update(evolve(txn.state.obj(spell.id), mana_spent=spent))
    if discard:
        discard_to_pay(txn, spell, player, discard, d.name)
    before = len(txn.state.left)
    # at once (101.4, 603.10a)
    txn.move_together(sacrifice, Zone.GRAVEYARD, how=f"{SACRIFICED} to pay a cost", rule="601.2h")
    pay_with_objects(txn, by_objects)
    if sacrifice:  # as they last existed, for "the sacrificed creature's power" (608.2h)
        txn.update(evolve(txn.state.obj(spell.id), sacrificed=txn.state.left[before:]))
    if permission is not None:  # the keyword's cost besides mana, in any order (601.2h)
        for part in permission.cost.parts:
            part.pay(txn, txn.state.obj(spell.id), permission.cost, None)
        where = "their graveyard" if permission.zone is Zone.GRAVEYARD else "exile"
        txn.emit(ev.Noted(permission.rule, f"{player} casts {d.name} from {where} with "
                          f"{permission.keyword.lower()}"))
    if printed is not None:  # the printed alternative cost's other actions (601.2h)
        for part in printed.cost.parts:
            part.pay(txn, txn.state.obj(spell.id), printed.cost, None)
        txn.emit(ev.Noted("118.9", f"{player} casts {d.name} "
                          + ("without paying its mana cost" if printed.free else
                             f"for its alternative cost: {printed.words}")))
    spell = txn.state.obj(spell.id)
    # 601.2i: the spell becomes cast, with its characteristics as cast
    cast = Happened(
        Did.CAST,
        player,
        spell.id,
        d.name,
        d.colors,
        d.types,
        card.zone,
        x=spell.x,
        kicked=spell.kicked,
        supertypes=d.supertypes,
        subtypes=d.subtypes,
    )
    this_turn = txn.state.this_turn.adding(cast)
    if during_resolution:
        txn.state = evolve(txn.state, this_turn=this_turn)
    else:  # and its caster receives priority (117.3c)
        txn.state = evolve(txn.state, this_turn=this_turn, priority=player, passed=())
    txn.emit(ev.SpellCast("601.2i", player, spell, free))
    return spell
