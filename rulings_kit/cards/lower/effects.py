"""Effects of the card vocabulary interpreted into the engine's instructions (608.2c):
the lowerings of sentences, of effects joined or conditioned, "you may", "for each" and
"where X is"; each kind's one function is registered in :data:`.actions.EFFECTS`, with
the simple instructions' lowerings (:mod:`.actions`)."""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.actions import EFFECTS, lowers, refused, until_end_of_turn, words
from rulings_kit.cards.lower.conditions import resolution_condition
from rulings_kit.cards.lower.damage import deal_damage, prevent, prevent_next_time, redirect_next
from rulings_kit.cards.lower.filters import Unsupported
from rulings_kit.cards.lower.keyword_actions import (
    predefined_token as predefined_token,  # registers
)
from rulings_kit.cards.lower.layered import added_types, layered_instruction
from rulings_kit.cards.lower.refs import (
    NamedLater,
    Scope,
    creatures_died,
    players_zone,
)
from rulings_kit.cards.lower.statics import keyword_name
from rulings_kit.cards.lower.strict import reads, require_handled
from rulings_kit.cards.lower.triggers import event_words
from rulings_kit.cards.lower.triggers import trigger as trigger_of
from rulings_kit.cards.model.objects import amount_parts
from rulings_kit.cards.model.phrases import Article, It
from rulings_kit.cards.model.words import many_objects
from rulings_kit.core import definitions as d
from rulings_kit.core import events as ev
from rulings_kit.core.batches import BatchObjects
from rulings_kit.core.effects import flow
from rulings_kit.core.effects import instructions as i
from rulings_kit.core.effects.conditional import If, Instead, WasKicked
from rulings_kit.core.effects.continuous import ChangeCharacteristics
from rulings_kit.core.effects.prevention import PreventDamage
from rulings_kit.core.effects.sacrifice import SacrificeChosen
from rulings_kit.core.effects.spells import CastWithoutPayingManaCost
from rulings_kit.core.emblems import GetEmblem, emblem_card
from rulings_kit.core.hideaway import PlayExiledCard
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.patterns import Never, StepBegins
from rulings_kit.core.selection import (
    Became,
    Created,
    EachPlayer,
    Entered,
    EventSubject,
    ItSelf,
    Objects,
    Players,
    Targeted,
    You,
)
from rulings_kit.core.state import Step, Zone
from rulings_kit.errors import RulingsError


def interpret(effect: m.Effect, scope: Scope, name: str) -> tuple[Any, ...]:
    """The engine instructions that carry out ``effect``, in order (608.2c): the one
    lowering of its kind; an effect of a kind nothing lowers, or with a field its
    lowering doesn't read, is refused naming it."""
    lowering = EFFECTS.of(effect)
    scope.last_players = None  # "their graveyard" names a player of this sentence only
    return lowering(effect, scope, name)


@lowers(m.Sentences, reads="parts")
def _sentences(effect: m.Sentences, scope: Scope, name: str) -> tuple[Any, ...]:
    out: list[Any] = []
    said = 0  # where the instructions of the sentence before begin
    for before, part in zip((None, *effect.parts), effect.parts, strict=False):
        if isinstance(before, m.Delayed) and isinstance(part, m.IfThen) and \
                part.condition.test is m.Test.DID:
            # "At the beginning of the next end step, sacrifice it. If you do, ...": done
            # as the delayed ability resolves, which this sentence isn't part of: refused
            raise Unsupported(part.text())
        if isinstance(part, m.IfThen) and part.instead and out:
            # in place of all the sentence before does, "then ..." too (614.1a: Primal
            # Growth's search, put and shuffle); but after "Clash with an opponent, then
            # return ...", "If you win, ... instead" replaces only the return, its condition
            # being what the instructions before did
            start = len(out) - 1 if _asks_what_was_done(part.condition) else said
            out[start:] = [instead(part, before, tuple(out[start:]), scope, name)]
            continue
        if _no_regeneration(part) and out and isinstance(out[-1], i.MoveObjects) \
                and out[-1].verb is i.Motion.DESTROY:
            # "Destroy ... It can't be regenerated.": one instruction (701.19c)
            out[-1] = replace(out[-1], regeneration=False,
                              words=f"{out[-1].words} {words(part, name)}")
            continue
        if out and isinstance(out[-1], PreventDamage) and _PREVENTED in part.text():
            out[-1] = _follow_up(out[-1], part, scope, name)  # 615.5
            continue
        if isinstance(part, m.Otherwise) and isinstance(before, m.IfThen) and \
                not before.instead and out and isinstance(out[-1], If) and \
                not out[-1].otherwise:
            # "If ..., draw a card. Otherwise, ...": the same check, once (608.2c); a
            # target player only the other case names isn't "that player" here (refused)
            held, scope.target_players = scope.target_players, []
            try:
                out[-1] = replace(out[-1], otherwise=interpret(part.effect, scope, name))
            finally:
                scope.target_players = held
            continue
        if isinstance(part, m.Delayed) or (isinstance(part, m.IfThen) and isinstance(
                part.effect, m.Delayed) and not part.instead):  # what its "it" may name (603.7c)
            scope.delayed_it = _named_before(before, scope)
            scope.delayed_after = before is not None
        elif _ends_creating(before) and not isinstance(part, m.IfThen):
            # "Create a 0/0 ... token. Put X +1/+1 counters on it.": the token just
            # created (701.7a, 608.2c), not the source
            scope.it = Created()
        said = len(out)
        out += interpret(part, scope, name)
        scope.delayed_it = None
        scope.delayed_after = False
    return tuple(out)


def _asks_what_was_done(c: m.ConditionText) -> bool:
    """ "If you win", "If you do", "if a land card was milled this way", "if it's a
    creature card": a condition on what the instructions before it did (608.2c)."""
    return c.test in (m.Test.DID, m.Test.WON_CLASH, m.Test.WON_FLIP, m.Test.LOST_FLIP,
                      m.Test.IS, m.Test.WAS) or c.test.this_way


def _ends_creating(before: m.Effect | None) -> bool:
    """Whether the sentence before ends creating creature tokens ("Create a 0/0 ...
    token.", "Double ... Then create a 0/0 ... token.", "Create a token that's a copy of
    target creature.": the copy, 707.2, not its target)."""
    if isinstance(before, m.Then):
        before = before.second
    if isinstance(before, m.IfThen | m.MayDo) and not getattr(before, "instead", False):
        before = before.effect  # "If you do, create a token that's a copy of ... It gains"
    return isinstance(before, _CREATES)


#: the sentences that create tokens, which "it", "them", "that token" after them name
_CREATES = (m.CreateToken, m.CopyToken)


#: what an additional effect of a prevention effect says of it (615.5)
_PREVENTED = "damage prevented this way"


def _follow_up(prevention: PreventDamage, part: m.Effect, scope: Scope,
               name: str) -> PreventDamage:
    """"Prevent the next 3 damage ... You gain life equal to the damage prevented this
    way.": the sentence after is the prevention effect's additional effect, done each time
    it prevents damage, right after (615.5), with the targets the spell had."""
    return replace(prevention, then=follow_up_instructions(part, scope, name),
                   then_words=words(part, name))


def follow_up_instructions(part: m.Effect, scope: Scope, name: str) -> tuple[Any, ...]:
    """The instructions of a prevention effect's additional effect (615.5), which counts
    the damage it prevented: "Put a +1/+1 counter on ~ for each 1 damage prevented this
    way." One that doesn't count it would be done even when the damage can't be prevented
    (615.12), which isn't carried out: refused."""
    if _PREVENTED not in part.text():
        raise Unsupported(part.text())
    chosen = len(scope.specs)
    scope.prevented = True
    try:
        then = interpret(part, scope, name)
    finally:
        scope.prevented = False
    if len(scope.specs) != chosen:  # a target of its own, chosen as it was cast (601.2c)
        raise Unsupported(part.text())
    return then


#: sentences that name one permanent and leave it where it is: "Target creature you
#: control gains flying until end of turn.", "... gets +1/+0 ..."
_LEAVE_IT = (m.GainKeywords, m.Pump)


def _named_before(before: m.Effect | None, scope: Scope) -> Objects | None:
    """The one permanent the sentence before a delayed ability names, for its "it": the
    token it created, or its one target on the battlefield; None for any other sentence
    (its "it" is then refused)."""
    if isinstance(before, m.MayDo):
        before = before.effect  # "You may exile target creature. If you do, return ..."
    if isinstance(before, m.WhereX):  # "Create X ... tokens, where X is ..."
        before = before.effect
    if isinstance(before, m.IfThen) and not before.instead and \
            isinstance(before.effect, _CREATES):
        # "If you do, create a 3/1 ... token. Exile that token ...": the token, if created
        before = before.effect
    if isinstance(before, _CREATES):
        # 701.7a, 707.2: the token, the tokens ("Exile them ..."), the copy ("Sacrifice
        # it ..." after "Create a token that's a copy of target creature")
        return Created()
    if isinstance(scope.it, Entered) and (isinstance(before, m.ReturnCard | m.PutObject) or (
            isinstance(before, _LEAVE_IT) and isinstance(before.what, m.ItRef))):
        # "Return target creature card from your graveyard to the battlefield. It gains
        # haste. Exile it ...": the permanent the card became (400.7)
        return scope.it
    if isinstance(before, _LEAVE_IT) and isinstance(before.what, m.ItRef) and \
            isinstance(scope.it, Created):
        # "Create two 1/1 ... tokens. They gain haste. Sacrifice them ...": the tokens
        return scope.it
    if isinstance(before, m.Move) and before.verb is m.Verb.EXILE and scope.exiled is not None \
            and isinstance(before.what, m.SelfRef | m.TargetRef):
        # the card it (or the source) became in exile, or the cards they became (400.7j)
        return Became(scope.exiled)
    if isinstance(before, (*_LEAVE_IT, m.Become)) and isinstance(before.what, m.SelfRef) and \
            isinstance(scope.subject, ItSelf) and scope.functions_in is Zone.BATTLEFIELD:
        # "{2}: ~ gets +1/+1 until end of turn. Sacrifice it at ...": the source itself
        return ItSelf()
    if isinstance(before, _LEAVE_IT) and (
            (isinstance(before.what, m.TargetRef) and not before.what.many and
             not before.what.up_to) or
            (isinstance(before.what, m.ItRef) and not before.what.word.many)) and \
            isinstance(scope.it, Targeted) and scope.it.group < len(scope.specs) and \
            (spec := scope.specs[scope.it.group]).zones == frozenset({Zone.BATTLEFIELD}) and \
            spec.count == 1 and not (spec.up_to or spec.any_number or spec.x_count):
        # "Target creature gains flying until end of turn. Sacrifice it ...", "Gain control of
        # target creature. ... It gains haste until end of turn. Sacrifice it ...": the target
        return scope.it
    return None


@lowers(m.And, reads="first second same_subject more comma listed")
@lowers(m.Then, reads="first second new_sentence same_subject")
def _joined(effect: m.And | m.Then, scope: Scope, name: str) -> tuple[Any, ...]:
    parts = (effect.first, effect.second, *(effect.more if isinstance(effect, m.And) else ()))
    subject = getattr(effect.first, "what", None)
    if effect.same_subject and subject is not None and all(
            getattr(p, "what", None) == subject for p in parts):
        return _same_object(parts, subject, scope, name)
    who = getattr(effect.second, "who", None)
    if not (effect.same_subject and isinstance(who, m.PlayerRef)):
        return tuple(x for part in parts for x in interpret(part, scope, name))
    with scope.sharing(who):  # one player, several verbs (608.2c)
        return tuple(x for part in parts for x in interpret(part, scope, name))


def _same_object(parts: tuple[m.Effect, ...], subject: m.ObjectRef, scope: Scope,
                 name: str) -> tuple[Any, ...]:
    """"gets +1/+0 until end of turn and can't be blocked this turn", "becomes black and
    gains fear until end of turn": the clauses after the first act on what it found, not
    found again (608.2c); a duration said once, at the end, is each clause's (611.2a)."""
    them = m.ItRef(It.THEY if many_objects(subject) else It.IT)
    lasting = getattr(parts[-1], "duration", None)
    out: list[Any] = []
    for n, part in enumerate(parts):
        if lasting is not None and getattr(part, "duration", lasting) is None:
            part = replace(part, duration=lasting)
        out += interpret(part if n == 0 else replace(part, what=them),  # type: ignore[arg-type]
                         scope, name)
    return tuple(out)


@lowers(m.AddTypes, reads="what types others article card_type colors")  # statics too
def _add_types(effect: m.AddTypes, scope: Scope, name: str) -> tuple[Any, ...]:
    """"That creature is a black Zombie in addition to its other colors and types.": for as
    long as the object stays where it is, no duration being stated (611.2a, 400.7)."""
    changes = added_types(effect)
    if changes is None:
        raise Unsupported(effect.text())
    return (ChangeCharacteristics(words(effect, name), scope.objects(effect.what), changes,
                                  indefinite=True),)


@lowers(m.SetBase, reads="what power toughness duration becomes")
@lowers(m.SwitchPT, reads="what duration")
@lowers(m.SetColor, reads="what colors duration static")
def _layered(effect: m.SetBase | m.SwitchPT | m.SetColor | m.LoseAllAbilitiesText, scope: Scope,
             name: str) -> tuple[Any, ...]:
    # base P/T (613.4b), switched P/T (613.4d), colours (613.1e), all abilities (613.1f)
    return layered_instruction(effect, scope, words(effect, name))


@lowers(m.LoseAllAbilitiesText, reads="what duration")
def _lose_all_abilities(effect: m.LoseAllAbilitiesText, scope: Scope,
                        name: str) -> tuple[Any, ...]:
    if effect.duration is None:  # only as a static ability (611.3a)
        raise refused(effect, name)
    return _layered(effect, scope, name)


@lowers(m.LoseAbilities, reads="what abilities duration")
def _lose_abilities(effect: m.LoseAbilities, scope: Scope, name: str) -> tuple[Any, ...]:
    if effect.duration is None:
        raise refused(effect, name)
    until_end_of_turn(effect.duration)  # "loses indestructible" (613.1f)
    return (i.ModifyUntilEndOfTurn(words(effect, name), scope.objects(effect.what),
                                   lost=frozenset(keyword_name(k) for k in effect.abilities)),)


@lowers(m.ExileIfWouldDie, reads="what")
def _exile_if_would_die(effect: m.ExileIfWouldDie, scope: Scope, name: str) -> tuple[Any, ...]:
    what = effect.what
    if isinstance(what, m.EachRef) and what.article in (Article.A, Article.AN):
        # "If a creature dealt damage this way would die": whichever of them would (614.1a)
        what = replace(what, article=Article.EACH)
    return (i.ExileIfItWouldDie(words(effect, name), scope.objects(what)),)  # 614.1a


@lowers(m.WhenYouDo, reads="effect")
def _when_you_do(effect: m.WhenYouDo, scope: Scope, name: str) -> tuple[Any, ...]:
    """"When you do, destroy target creature": a reflexive triggered ability (603.12)
    with its own targets, which the card holds; "it" is still the source."""
    inner = Scope(subject=scope.subject, self_left=scope.self_left, other=scope.other,
                  reflexive=scope.reflexive)
    effects = interpret(effect.effect, inner, name)
    never = d.Trigger(ev.Event, Never(), "When you do", rule="603.12")
    ability = d.TriggeredAbility(never, effects, tuple(inner.specs), delayed=True)
    scope.reflexive.append(ability)
    return (flow.Reflexive(words(effect, name), ability),)


#: the step whose beginning a delayed triggered ability waits for (603.7b)
_DELAYED_STEP = {m.DelayedTime.NEXT_END_STEP: Step.END, m.DelayedTime.NEXT_UPKEEP: Step.UPKEEP,
                 m.DelayedTime.END_OF_COMBAT: Step.END_OF_COMBAT}  # 511.2


@lowers(m.Delayed, reads="effect when when_last")
def _delayed(effect: m.Delayed, scope: Scope, name: str) -> tuple[Any, ...]:
    """"Draw a card at the beginning of the next turn's upkeep": a delayed triggered
    ability the effect creates (603.7a), which the card holds, triggered once, the next
    time that step begins (603.7b). "Sacrifice it at the beginning of the next end step":
    "it" is the permanent the effect named (a token it created, its target, the source),
    remembered as the ability is created; the ability affects it only if it's still on the
    battlefield then (603.7c). Any other object its words name is refused."""
    if scope.grantor:
        # an ability a static ability grants another object ('Enchanted creature has "{T}:
        # ... Exile them at the beginning of the next end step."'): the delayed ability
        # would be the granting card's, not found on the object whose ability resolves
        raise Unsupported(effect.text())
    later = effect.effect
    if isinstance(later, m.IfThen) and later.condition.test is m.Test.DID and not later.instead:
        # "If you do, return that card ... at the beginning of the next end step": whether
        # the optional instruction was done is asked now, creating the ability (608.2c)
        return interpret(replace(later, effect=replace(effect, effect=later.effect)), scope, name)
    if isinstance(later, m.Sentences) and any(
            isinstance(p, m.IfThen) and p.condition.test is m.Test.DID for p in later.parts):
        # "At the beginning of the next end step, sacrifice it. If you do, ...": the engine
        # keeps "if you do" only of an optional instruction (608.2c), not of this one
        raise Unsupported(effect.text())
    about = _delayed_about(effect.effect, scope)
    if about is None and _names_that_creature(effect.effect):
        # "deals 1 damage to that creature at end of combat": the other creature of the
        # trigger event isn't remembered by the delayed ability (603.7c), so refused
        raise Unsupported(effect.text())
    # the tokens an instruction created are remembered all, whether the words say "them"
    # or "it" (a replacement effect may have made more than one, 614.1a)
    many = isinstance(about, Created) or (isinstance(about, Became) and _says_many(effect.effect))
    if isinstance(about, Became) and isinstance(about.of, Targeted) and not many and (
            (spec := scope.specs[about.of.group]).count > 1 or spec.any_number or spec.x_count):
        raise Unsupported(effect.text())  # "that card" of several targets: which one?
    inner = Scope(reflexive=scope.reflexive, in_spell=scope.in_spell,
                  subject=None if about is None else BatchObjects() if many else EventSubject())
    effects = interpret(effect.effect, inner, name)
    when = effect.when.value
    trigger = d.Trigger(ev.StepBegan, StepBegins(_DELAYED_STEP[effect.when]),
                        when[0].upper() + when[1:], zone=None, rule="603.7b")
    ability = d.TriggeredAbility(trigger, effects, tuple(inner.specs), delayed=True)
    scope.reflexive.append(ability)
    return (flow.CreateDelayed(words(effect, name), ability, about=about, many=many),)


@lowers(m.WheneverThisTurn, reads="event effect")
def _whenever_this_turn(effect: m.WheneverThisTurn, scope: Scope, name: str
                        ) -> tuple[Any, ...]:
    """"Whenever you cast a spell this turn, ...": a delayed triggered ability the effect
    creates (603.7a), which the card holds, triggering each time its event happens for the
    rest of the turn (603.7b: a stated duration); it ends with the turn's "this turn"
    effects (514.2). Its words may name what its event names, as a triggered ability's do
    ("it", "that player"). An event about "one or more" objects at once (603.2c) or about
    this object itself is refused: this ability doesn't wait for either yet."""
    event = effect.event
    if not isinstance(event, m.ObjectEvent | m.PlayerEvent) or (
            isinstance(event, m.ObjectEvent) and not (
                isinstance(event.subject, m.EachRef) and event.subject.article.one)):
        raise Unsupported(effect.text())
    inner = Scope(reflexive=scope.reflexive, in_spell=scope.in_spell,
                  self_types=scope.self_types, **event_words(event))
    effects = interpret(effect.effect, inner, name)
    head = f"Whenever {event.text()} this turn".replace("~", name)
    trigger = dataclasses.replace(trigger_of(event, head), zone=None, rule="603.7b")
    ability = d.TriggeredAbility(trigger, effects, tuple(inner.specs), delayed=True,
                                 this_turn=True)
    scope.reflexive.append(ability)
    return (flow.CreateDelayed(words(effect, name), ability),)


def _says_many(later: m.Effect) -> bool:
    """"Return those cards to the battlefield ...": the words name several objects."""
    what = getattr(later, "what", None)
    return isinstance(what, m.ItRef) and what.word.many


#: where a delayed ability may return the card "that card" names (110.2; "under your
#: control": the delayed ability's controller's, 603.7d-e)
_TO_THE_BATTLEFIELD = (m.ReturnTo.BATTLEFIELD, m.ReturnTo.BATTLEFIELD_OWNERS,
                       m.ReturnTo.BATTLEFIELD_THEIR_OWNERS, m.ReturnTo.BATTLEFIELD_THEIR_OWNER,
                       m.ReturnTo.BATTLEFIELD_TAPPED_OWNERS,
                       m.ReturnTo.BATTLEFIELD_TAPPED_THEIR_OWNERS, m.ReturnTo.BATTLEFIELD_YOURS)
#: what a delayed ability may do to the one permanent "it" names (603.7c)
_TO_A_PERMANENT = (m.Verb.SACRIFICE, m.Verb.EXILE, m.Verb.DESTROY, m.Verb.RETURN_TO_HAND)


def _names_that_creature(node: object) -> bool:
    """Whether ``node`` names "that creature" anywhere in its parts."""
    if isinstance(node, m.ItRef):
        return node.word is m.It.THAT_CREATURE
    if isinstance(node, tuple):
        return any(_names_that_creature(n) for n in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return any(_names_that_creature(getattr(node, f.name)) for f in dataclasses.fields(node))
    return False


def _delayed_about(later: m.Effect, scope: Scope) -> Objects | None:
    """The selection of the permanent a delayed ability's "it" names, found as the effect
    creates the ability (603.7c): the token the sentence before created, or its one
    target on the battlefield (see ``_named_before``); None when its words name no object
    ("draw a card")."""
    if isinstance(later, m.ReturnCard) and isinstance(later.what, m.ItRef) and (
            later.to is m.ReturnTo.OWNERS_HAND or (later.to is m.ReturnTo.YOUR_HAND and
                                                   scope.delayed_it == Entered())) and \
            scope.delayed_it is not None and not isinstance(scope.delayed_it, Became):
        # "Return that creature to your hand" after "You may put a creature card from your
        # hand onto the battlefield": the permanent it became, its owner's (400.7)
        return scope.delayed_it
    if isinstance(later, m.ReturnCard) and isinstance(later.what, m.ItRef):
        # "Return that card to the battlefield under its owner's control": the exiled card
        if later.to not in _TO_THE_BATTLEFIELD or not isinstance(scope.delayed_it, Became):
            raise Unsupported(later.text())
        return scope.delayed_it
    if isinstance(later, m.PutCountersText | m.RemoveCountersText) and \
            isinstance(later.what, m.ItRef) and later.what.word is It.IT and \
            getattr(later, "also", None) is None:
        # "Whenever this creature attacks or blocks, remove a +1/+1 counter from it at end
        # of combat": the permanent "it" names, still on the battlefield then (603.7c)
        if scope.delayed_it is None:
            return _it_of_the_ability(later.what, scope)
        if isinstance(scope.delayed_it, Became | Created):
            raise Unsupported(later.text())
        return scope.delayed_it
    if not (isinstance(later, m.Move) and isinstance(later.what, m.ItRef)):
        return None  # its own words: an "it" inside is refused as it lowers
    if later.verb not in _TO_A_PERMANENT or isinstance(scope.delayed_it, Became) or (
            later.what.word.many and not isinstance(scope.delayed_it, Created)):
        raise Unsupported(later.text())  # several objects: only tokens just created
    if scope.delayed_it is None:
        return _it_of_the_ability(later.what, scope)
    return scope.delayed_it


def _it_of_the_ability(it: m.ItRef, scope: Scope) -> Objects:
    """"When this creature attacks or blocks, sacrifice it at end of combat": with nothing
    named before it, the delayed ability's "it" is what the creating ability's "it" is
    (608.2c): the source itself, or the object of its trigger event (603.2; the card a
    creature that died became, 400.7e), remembered as the ability is created (603.7c);
    nothing to remember, and it is refused."""
    if it.word is It.THAT_CREATURE and scope.other is not None and not scope.delayed_after \
            and scope.it is None:
        # "Whenever this creature blocks or becomes blocked by a creature, destroy that
        # creature at end of combat": the other creature of the pair (509.3b, 509.3d), or
        # the creature it dealt damage to
        return scope.other
    if scope.delayed_after or scope.it is not None or scope.subject is None or \
            scope.batch or it.word is not It.IT:
        raise Unsupported(it.text())
    return scope.objects(it)


@lowers(m.Lasting, reads="duration effect")
def _lasting_effect(effect: m.Lasting, scope: Scope, name: str) -> tuple[Any, ...]:
    # "Until end of turn, A and B": each part lasts so
    return interpret(_lasting(effect.effect, effect.duration), scope, name)


@lowers(m.MayDo, reads="effect")
@reads(m.CastFromExile, "counter")
@reads(m.PlayExiledCard, "verb")
def _may_do(effect: m.MayDo, scope: Scope, name: str) -> tuple[Any, ...]:
    if isinstance(effect.effect, m.PlayExiledCard):
        # "you may play the exiled card without paying its mana cost": the card the linked
        # ability exiled (607.2a); the play or cast question is the choice (608.2g); a play
        # the card requires isn't built
        require_handled(effect.effect)
        return (PlayExiledCard(words(effect, name),
                               cast_only=effect.effect.verb is m.PlayVerb.CAST),)
    if isinstance(effect.effect, m.CastFromExile):
        # "you may cast ... without paying its mana cost": the cast question is the choice
        # (118.9); a cast the card requires isn't built (the engine always lets one decline)
        require_handled(effect.effect)
        return (CastWithoutPayingManaCost(counter=effect.effect.counter or None),)
    if isinstance(effect.effect, m.CopySpellText):
        # "you may copy that spell": the copy asks, naming the spell (707.10)
        return tuple(replace(x, optional=True) for x in interpret(effect.effect, scope, name))
    return _optionally(effect, scope, name)


@lowers(m.MayHave, reads="effect")
def _optionally(effect: m.MayDo | m.MayHave, scope: Scope, name: str) -> tuple[Any, ...]:
    # "you may have it deal ..." (608.2d)
    return (flow.Optionally(words(effect, name), interpret(effect.effect, scope, name)),)


@lowers(m.UnlessText, reads="effect instead payer")
def _unless(effect: m.UnlessText, scope: Scope, name: str) -> tuple[Any, ...]:
    # "sacrifice ~ unless you sacrifice a creature"
    said = words(effect, name)
    if effect.payer is not None or (isinstance(effect.instead, m.Pay) and effect.instead.life):
        if isinstance(effect.effect, m.MayDo):  # "you may draw a card unless that player
            # pays {1}": two "may" questions of one source, which one id can't tell apart
            raise Unsupported(effect.text())
        # "... unless its controller pays {1}": the words before name the payer's object
        done = interpret(effect.effect, scope, name)
        return (flow.Unless(said, (_payment(effect, scope, said),), done),)
    return (flow.Unless(said, _offered(effect.instead, scope, name),
                        interpret(effect.effect, scope, name)),)


def _payment(effect: m.UnlessText, scope: Scope, said: str) -> flow.PlayerMayPay:
    """"unless its controller pays {1}", "unless they pay 2 life", "unless you pay 1 life":
    the one player who may pay as it resolves (118.12a); several players, each choosing
    ("each opponent ... unless they pay {1}"), are refused."""
    paid = effect.instead
    assert isinstance(paid, m.Pay)
    if effect.payer is None:
        payer: Players | None = You()
    elif effect.payer.who is m.Who.THEY:  # the player the instruction named
        payer = scope.last_players
    else:
        payer = scope.players(effect.payer)
    mana = _mana(paid)
    if payer is None or isinstance(payer, EachPlayer) or mana.x_count:  # whose X (107.3)?
        raise Unsupported(effect.text())
    return flow.PlayerMayPay(said, payer, mana, paid.life)


def _mana(paid: m.Pay) -> ManaCost:
    try:
        mana = ManaCost.parse(paid.mana) if paid.mana else ManaCost()
    except RulingsError:
        raise Unsupported(paid.text()) from None
    return mana


@lowers(m.Pay, reads="mana life")
def _pay(effect: m.Pay, scope: Scope, name: str) -> tuple[Any, ...]:
    # "you may pay {1}{B}. If you do, ...", "you may pay 2 life. If you do, ..." (608.2d)
    return (flow.PayMana(words(effect, name), _mana(effect), effect.life),)


@lowers(m.PayEnergy, reads="amount")
def _pay_energy(effect: m.PayEnergy, scope: Scope, name: str) -> tuple[Any, ...]:
    # "you may pay {E}{E}. If you do, ..." (107.14, 608.2d)
    return (flow.PayEnergy(words(effect, name), effect.amount),)


@lowers(m.Otherwise, reads="effect")
def _otherwise(effect: m.Otherwise, scope: Scope, name: str) -> tuple[Any, ...]:
    raise Unsupported(effect.text())  # after no "if" sentence it could be the other case of


@lowers(m.IfThen, reads="condition effect condition_last instead also instead_first unless")
def _if_then(effect: m.IfThen, scope: Scope, name: str) -> tuple[Any, ...]:
    if effect.instead:
        raise Unsupported(effect.text())  # no sentence before it to replace (614.1a)
    if effect.unless:  # "discard a card unless you attacked this turn": if it doesn't hold
        # as it resolves (608.2c); only a condition on the game seen from the source
        unless = resolution_condition(effect.condition, scope.in_spell, scope.it)
        if not isinstance(unless, flow.SourceHolds):
            raise Unsupported(effect.text())
        body = interpret(effect.effect, scope, name)
        return (If(replace(unless, negated=True, words=f"unless {effect.condition.text()}"),
                   body, after=True),)
    if effect.condition_last:
        # "Put a +1/+1 counter on target creature you control if it's legendary": "it" is
        # named in the instruction itself
        body = interpret(effect.effect, scope, name)
        condition = resolution_condition(effect.condition, scope.in_spell, scope.it)
        return (If(condition, body, after=True),)
    condition = resolution_condition(effect.condition, scope.in_spell, scope.it)
    named_before = len(scope.specs)
    body = interpret(effect.effect, scope, name)
    if isinstance(condition, WasKicked):  # its targets only if kicked (601.2c)
        scope.specs[named_before:] = [
            replace(s, if_kicked=True) for s in scope.specs[named_before:]]
    return (If(condition, body),)


@lowers(m.ChooseTargets, reads="what")
def _choose_targets(effect: m.ChooseTargets, scope: Scope, name: str) -> tuple[Any, ...]:
    if effect.what.filter is not None or not scope.in_spell:
        raise refused(effect, name)
    scope.chosen = scope.damaged_targets(effect.what, per_kick=True)  # 702.33c
    return ()


@lowers(m.CreateThoseTokens, reads="amount like")
def _create_those(effect: m.CreateThoseTokens, scope: Scope, name: str) -> tuple[Any, ...]:
    """"Create two of those tokens.": that many of the token the row before described
    (706.3a), created as that row would create them; without a row, refused."""
    if effect.like is None:
        raise refused(effect, name)
    return interpret(replace(effect.like, amount=effect.amount), scope, name)


@lowers(m.ChooseTarget, reads="what")
def _choose_target(effect: m.ChooseTarget, scope: Scope, name: str) -> tuple[Any, ...]:
    """"Choose target creature ..., then roll a d20": the target, chosen as it is put on
    the stack (601.2c, 603.3d), is what "it" and "that creature" name after it; no
    instruction of its own."""
    scope.objects(effect.what)
    return ()


@lowers(m.PerEach, reads="effect counted first")
def _per_each(effect: m.PerEach, scope: Scope, name: str) -> tuple[Any, ...]:
    if isinstance(effect.counted, m.CountersRemovedThisWay) or (
            not isinstance(effect.effect, m.AddMana) and _adds_mana(effect.effect)):
        # counters removed by a mana ability's cost only (lower/mana.py); "Add {R}{R}, then
        # add {R} for each ...": the count is of the last instruction alone
        raise Unsupported(effect.text())
    if isinstance(effect.counted, m.CountersOn):
        # "create a token for each +1/+1 counter on ~", "put a +1/+1 counter on target
        # artifact creature for each +1/+1 counter on this permanent" (modular, 702.43a):
        # as many as there are (608.2h)
        each = effect.effect
        if not isinstance(each, m.CreateToken | m.PutCountersText) or each.amount != m.Fixed(1):
            raise Unsupported(effect.text())
        return interpret(replace(each, amount=effect.counted), scope, name)
    if isinstance(effect.counted, m.GameCount | m.TimesKicked | m.ThisWay | m.BlockersOf):
        # "for each creature in your party" (700.8), "... time it was kicked" (702.33c),
        # "... 1 damage prevented this way" (615.5), "... creature blocking it" (509.1g):
        # a number, not objects
        if scope.per is not None or scope.per_number is not None:
            raise Unsupported(effect.text())  # "for each" within "for each"
        scope.per_number = scope.quantity(effect.counted)
        scope.per_used = False
        try:
            done = interpret(effect.effect, scope, name)
        finally:
            scope.per_number = None
        if not scope.per_used:  # an instruction without a number to multiply (608.2h)
            raise Unsupported(effect.text())
        return done
    assert isinstance(effect.counted, m.Filter)
    later = NamedLater()
    scope.per_number = creatures_died(effect.counted)
    scope.per = scope.counted(effect.counted, later) if scope.per_number is None else None
    scope.per_used = False
    try:
        done = interpret(effect.effect, scope, name)
    finally:
        scope.per, scope.per_number = None, None
    if not scope.per_used:  # an instruction without a number to multiply (608.2h)
        raise Unsupported(effect.text())
    if players_zone(effect.counted):  # "for each creature card in their graveyard"
        later.bind(scope, effect.counted.zone)
    return done


def _adds_mana(node: object) -> bool:
    """Whether ``node`` or a part of it adds mana (106.1)."""
    if isinstance(node, m.AddMana):
        return True
    if isinstance(node, tuple):
        return any(_adds_mana(n) for n in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return any(_adds_mana(getattr(node, f.name)) for f in dataclasses.fields(node))
    return False


def _compares_with_x(node: object) -> bool:
    """Whether a filter in ``node`` compares a number with X ("mana value X or less")."""
    if isinstance(node, m.Compare):
        return node.x
    if isinstance(node, tuple):
        return any(_compares_with_x(n) for n in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return any(_compares_with_x(getattr(node, f.name)) for f in dataclasses.fields(node))
    return False


@lowers(m.WhereX, reads="effect x")
def _where_x(effect: m.WhereX, scope: Scope, name: str) -> tuple[Any, ...]:
    if _compares_with_x(effect.effect):  # "with toughness X or less, where X is ...": the
        raise Unsupported(effect.text())  # filters read the X chosen (107.3), not this one
    zone = _players_zone(effect.x)
    if zone is not None:
        # "mills X cards, where X is the number of cards in their hand (minus 4)": the
        # player the instruction names after
        later = scope.named_later = NamedLater()
        try:
            scope.x_is = scope.quantity(effect.x)
        finally:
            scope.named_later = None
        done = interpret(effect.effect, scope, name)
        later.bind(scope, zone)
        return done
    scope.x_is = scope.quantity(effect.x)
    return interpret(effect.effect, scope, name)


def _players_zone(amount: m.Amount) -> m.FilterZone | None:
    """The one player's zone a number counts in ("the number of cards in their hand"),
    perhaps as a part of a sum; None if it counts in none."""
    return next((a.filter.zone for a in amount_parts(amount)
                 if isinstance(a, m.CountOf) and players_zone(a.filter)), None)


@lowers(m.DealDamage, reads="source amount to amount_last divided also")
def _deal_damage(effect: m.DealDamage, scope: Scope, name: str) -> tuple[Any, ...]:
    return deal_damage(effect, scope, words(effect, name))


@lowers(m.Prevent, reads="combat_only amount to this_turn to_last source_chosen by to_and_by "
                         "by_last wording")
def _prevent(effect: m.Prevent, scope: Scope, name: str) -> tuple[Any, ...]:
    if not effect.this_turn:
        raise refused(effect, name)
    return (prevent(effect, scope, words(effect, name)),)


@lowers(m.RedirectNext, reads="amount to instead")
def _redirect_next(effect: m.RedirectNext, scope: Scope, name: str) -> tuple[Any, ...]:
    return (redirect_next(effect, scope, words(effect, name)),)


@lowers(m.PreventNextTime, reads="source article to combat_only")
def _prevent_next_time(effect: m.PreventNextTime, scope: Scope, name: str) -> tuple[Any, ...]:
    return (prevent_next_time(effect, scope, words(effect, name)),)


def _offered(effect: m.Effect, scope: Scope, name: str) -> tuple[Any, ...]:
    """What "unless you ..." offers (118.12a): a cost paid as it resolves (118.12), as
    instructions that say whether the player did it."""
    if isinstance(effect, m.Sacrifice | m.Discard) and effect.who is None:
        found = interpret(effect, scope, name)
        if len(found) == 1 and isinstance(found[0], SacrificeChosen | i.DiscardCards):
            return (replace(found[0], optional=True),)
    if isinstance(effect, m.Pay | m.PayEnergy):  # "you may pay {1}", then whether it was
        # paid (118.3)
        return (flow.Optionally(f"You may {words(effect, name)}",
                                interpret(effect, scope, name)),)
    raise Unsupported(effect.text())


def instead(part: m.IfThen, before: m.Effect | None, replaced: tuple[Any, ...],
            scope: Scope, name: str) -> Instead:
    """ "If this spell was kicked, it deals 4 damage instead.": the sentence before is
    replaced when the condition holds (614.1a); its "it" is that sentence's source."""
    effect = part.effect
    if isinstance(effect, m.DealDamage) and isinstance(before, m.DealDamage) and isinstance(
            effect.source, m.ItRef):
        effect = replace(effect, source=before.source)
    # "If that creature is a Human, put two +1/+1 counters on it instead.": what the
    # sentence before acts on (a self-replacement effect, applied first: 614.15)
    condition = resolution_condition(part.condition, scope.in_spell, scope.it)
    named = len(scope.specs)
    done = interpret(effect, scope, name)
    if len(scope.specs) > named:  # "If this spell was kicked, instead destroy target
        # creature": its targets would depend on the condition (601.2c), and the sentence
        # before's targets not be chosen: refused
        raise Unsupported(part.text())
    optional = len(done) == 1 and isinstance(done[0], flow.Optionally)
    if isinstance(effect, m.MayDo) and not optional:  # nothing would say it was declined
        raise Unsupported(part.text())
    return Instead(condition, done, replaced, optional=optional)  # declined: 608.2d


def _lasting(effect: m.Effect, duration: m.Duration) -> m.Effect:
    """``effect`` with the duration written before it given to each of its parts (611.2a:
    "Until end of turn, target creature gets +0/+2 and another target creature gets
    -2/-0")."""
    if isinstance(effect, m.And):
        return replace(effect, first=_lasting(effect.first, duration),
                       second=_lasting(effect.second, duration),
                       more=tuple(_lasting(e, duration) for e in effect.more))
    if isinstance(effect, m.Pump | m.GainKeywords | m.Become | m.SetColor | m.SetBase
                  | m.LoseAbilities | m.LoseAllAbilitiesText | m.BecomesOfChoice) and \
            effect.duration is None:
        return replace(effect, duration=duration)
    raise Unsupported(effect.text())


def _no_regeneration(part: m.Effect) -> bool:
    return isinstance(part, m.Restrict) and part.rule is m.Restriction.CANT_BE_REGENERATED and \
        isinstance(part.what, m.ItRef) and part.duration is None and part.by is None


@lowers(m.Emblem, reads="abilities who")
def _emblem(effect: m.Emblem, scope: Scope, name: str) -> tuple[Any, ...]:
    """"You get an emblem with "..."", "Each opponent gets an emblem with "..."": its
    abilities built as a card's would be (114.2, 114.3), "you" in them being the emblem's
    owner and controller, the player who got it."""
    from rulings_kit.cards.lower.abilities import granted  # it builds effects with this module

    players = scope.players(effect.who) if effect.who is not None else You()
    abilities = granted(effect.abilities, m.Card(f"{name} emblem", ""), words(effect, name))
    return (GetEmblem(words(effect, name), emblem_card(name, tuple(abilities)), players),)
