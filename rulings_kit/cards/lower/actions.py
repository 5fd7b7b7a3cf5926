"""One instruction per sentence: the lowering of each kind of simple effect into the
engine's instructions (608.2c), one registered function per kind (:data:`EFFECTS`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.copies import copy_exceptions
from rulings_kit.cards.lower.filters import WHERE, Unsupported, filter_test
from rulings_kit.cards.lower.refs import Scope, game_count, players_zone
from rulings_kit.cards.lower.statics import (
    granted_keyword_name,
    keyword_name,
    protections,
    prowess,
    signed,
)
from rulings_kit.cards.lower.strict import Lowerings, reads, require_handled
from rulings_kit.core.amounts import CountTimes, Number, Times
from rulings_kit.core.attachments import AttachSelfTo
from rulings_kit.core.batches import BatchObjects
from rulings_kit.core.card_types import CardType
from rulings_kit.core.characteristics import UNTARGETABLE_BY_OPPONENTS
from rulings_kit.core.combat_damage import NO_COMBAT_DAMAGE
from rulings_kit.core.copiable import CopyExceptions
from rulings_kit.core.counters import refusal as counter_refusal
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.destruction import NO_REGENERATION
from rulings_kit.core.effects import hand
from rulings_kit.core.effects import instructions as i
from rulings_kit.core.effects.cards import Scry, Surveil
from rulings_kit.core.effects.choices import GainProtectionFromChosenColor
from rulings_kit.core.effects.common import Quantity
from rulings_kit.core.effects.continuous import BecomeCreature
from rulings_kit.core.effects.control import ControlLasts, ExchangeControlOf, GainControlOf
from rulings_kit.core.effects.copies import BecomeCopy, CreateTokenCopy
from rulings_kit.core.effects.counters import GetEnergy, GetPoison
from rulings_kit.core.effects.designations import BecomeMonarch
from rulings_kit.core.effects.dig import LookAtTop, RevealIfShares, RevealUntil
from rulings_kit.core.effects.game_loss import LoseTheGame
from rulings_kit.core.effects.graveyards import (
    ShuffleGraveyardIntoLibrary,
    ShuffleItselfIntoLibrary,
)
from rulings_kit.core.effects.sacrifice import SacrificeChosen
from rulings_kit.core.effects.search import SearchLibrary
from rulings_kit.core.effects.spell_copies import CopyTargetSpell
from rulings_kit.core.effects.spells import CopySpell, CounterTarget
from rulings_kit.core.effects.tapping import KeepTapped, TapObjects
from rulings_kit.core.effects.turn_rules import (
    AdditionalCombat,
    ExtraLandPlay,
    SetTurnRule,
    SkipNext,
)
from rulings_kit.core.effects.zones import ExileThatSpellInstead, PutFromExileIntoGraveyards
from rulings_kit.core.exile_links import ExileUntilSourceLeaves
from rulings_kit.core.exile_plays import PlayFromExile
from rulings_kit.core.filters import Named, NamedAsSource
from rulings_kit.core.keywords import KeywordName as K
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.selection import (
    Became,
    Created,
    Entered,
    EventSubject,
    InGraveyards,
    ItSelf,
    Matching,
    MovedSelf,
    ObjectTest,
    Targeted,
)
from rulings_kit.core.state import TurnRule, Zone
from rulings_kit.core.tokens import CreateCreatureTokens, creature_token
from rulings_kit.core.turn_rules import Skipped

#: a lowering: the node, what the ability has named so far, the card's name → instructions
Lowering = Callable[[Any, Scope, str], tuple[Any, ...]]

#: the lowering of every kind of effect, by kind
EFFECTS: Lowerings[Lowering] = Lowerings("effect")
lowers = EFFECTS.lowers

def words(effect: m.Effect, name: str) -> str:
    """The effect's rules text as one sentence, with the card's name for itself."""
    return m.words.capitalize(effect.text()).replace("~", name) + "."


def refused(effect: m.Effect, name: str) -> Unsupported:
    """The refusal of an effect the engine has no instruction for, in the card's words."""
    return Unsupported(effect.text().replace("~", name))


@lowers(m.Draw, reads="who amount additional")
def _draw(effect: m.Draw, scope: Scope, name: str) -> tuple[Any, ...]:
    return (i.DrawCards(words(effect, name), scope.players(effect.who),
                        scope.quantity(effect.amount)),)


@lowers(m.ProcessExiled, reads="amount")
def _process(effect: m.ProcessExiled, scope: Scope, name: str) -> tuple[Any, ...]:
    return (PutFromExileIntoGraveyards(effect.amount),)  # the processors (118.3, 608.2c)


@lowers(m.ExileTop, reads="amount then who face_down")
def _exile_top(effect: m.ExileTop, scope: Scope, name: str) -> tuple[Any, ...]:
    # "Exile the top two cards of your library face down.", "Target opponent exiles ..."
    lets = None if effect.then is None else play_exiled(effect.then)
    return (i.ExileFromTop(words(effect, name), scope.players(effect.who),
                           scope.quantity(effect.amount), effect.face_down, lets),)


@reads(m.PlayExiled, "verb what duration leading free")
def play_exiled(then: m.PlayExiled) -> PlayFromExile:
    """"Until end of turn, you may play that card." (601.3, 116.2a): this turn or until
    the end of your next turn; a free cast (118.9) is refused."""
    require_handled(then)
    if then.free:
        raise Unsupported(then.text())
    lasts = then.duration.words
    if lasts is not m.DurationWords.THROUGH_YOUR_NEXT_TURN:
        until_end_of_turn(then.duration)
    cast_only = then.verb is m.PlayVerb.CAST or then.what is m.ExiledCards.SPELLS_FROM_AMONG_THEM
    return PlayFromExile(cast_only, lasts is m.DurationWords.THROUGH_YOUR_NEXT_TURN)


@lowers(m.Mill, reads="who amount")
def _mill(effect: m.Mill, scope: Scope, name: str) -> tuple[Any, ...]:
    return (i.MillCards(words(effect, name), scope.players(effect.who),
                        scope.quantity(effect.amount)),)


@lowers(m.Discard, reads="who amount at_random hand")
def _discard(effect: m.Discard, scope: Scope, name: str) -> tuple[Any, ...]:
    return (i.DiscardCards(words(effect, name), scope.players(effect.who),
                           scope.quantity(effect.amount), effect.at_random,
                           whole_hand=effect.hand),)


@lowers(m.GainLife, m.LoseLife, reads="who amount")
def _life(effect: m.GainLife | m.LoseLife, scope: Scope, name: str) -> tuple[Any, ...]:
    made = i.LifeChange(words(effect, name), scope.players(effect.who),
                        scope.quantity(effect.amount), lose=isinstance(effect, m.LoseLife))
    scope.lost_life = scope.lost_life or made.lose  # "the life lost this way" (608.2c)
    return (made,)


@lowers(m.GetPoison, reads="who amount")
def _poison(effect: m.GetPoison, scope: Scope, name: str) -> tuple[Any, ...]:
    return (GetPoison(words(effect, name), scope.players(effect.who), effect.amount),)  # 122.1f


@lowers(m.GetEnergy, reads="who amount")
def _energy(effect: m.GetEnergy, scope: Scope, name: str) -> tuple[Any, ...]:
    """ "You get {E}{E}": energy counters on the player (107.14, 122.1)."""
    return (GetEnergy(words(effect, name), scope.players(effect.who), effect.amount),)


@lowers(m.BecomeMonarch, reads="who")
def _monarch(effect: m.BecomeMonarch, scope: Scope, name: str) -> tuple[Any, ...]:
    """ "You become the monarch.": one player at a time (725.1, 725.3)."""
    return (BecomeMonarch(words(effect, name), scope.players(effect.who)),)


@lowers(m.ScryText, m.SurveilText, reads="amount")
def _look_at_top(effect: m.ScryText | m.SurveilText, scope: Scope, name: str) -> tuple[Any, ...]:
    """Scry N (701.22a) and surveil N (701.25a): the top N cards, some moved; "scry X,
    where X is the number of ...", counted as it resolves (608.2h)."""
    if isinstance(effect.amount, m.Fixed):
        return (_LOOKS[type(effect)](effect.amount.n),)
    if not isinstance(effect.amount, m.VariableX) or scope.x_is is None:
        raise refused(effect, name)  # an X chosen or paid is refused: which X isn't read
    return (_LOOKS[type(effect)](counted=scope.quantity(effect.amount)),)


#: the engine's instruction for each way of looking at the top of the library
_LOOKS: dict[type, type[Scry] | type[Surveil]] = {m.ScryText: Scry, m.SurveilText: Surveil}


@lowers(m.PutCountersText, reads="what amount counter each_of also")
def _put_counters(effect: m.PutCountersText, scope: Scope, name: str) -> tuple[Any, ...]:
    # a kind with a rules meaning the engine doesn't carry out is refused (122.1); one
    # without (spore, charge, ...) matters only to the abilities that count it
    if counter_refusal(effect.counter):
        raise Unsupported(f"{effect.counter} counter")
    put = i.PutCounters(words(replace(effect, also=None), name), scope.objects(effect.what),
                        scope.quantity(effect.amount), effect.counter)
    if effect.also is None:
        return (put,)
    return (put, *_put_counters(effect.also, scope, name))  # in the order written (608.2c)


@lowers(m.Sacrifice, reads="who what filter amount")
def _sacrifice(effect: m.Sacrifice, scope: Scope, name: str) -> tuple[Any, ...]:
    if effect.amount is not None and not isinstance(effect.amount, m.Fixed):
        raise refused(effect, name)
    test = filter_test(effect.filter) if effect.filter is not None else None
    count = effect.amount.n if effect.amount is not None else 1  # "sacrifices two permanents"
    return (SacrificeChosen(words(effect, name), scope.players(effect.who), effect.what,
                            test, count=count),)


@lowers(m.Pump, reads="what power toughness duration keywords static choice granted "
                       "additional")  # "an additional +1/+1": the same change (613.4c)
def _pump(effect: m.Pump, scope: Scope, name: str) -> tuple[Any, ...]:
    if effect.granted:
        raise Unsupported(effect.text())  # only static abilities grant abilities (613.1f)
    if effect.duration is None:
        raise refused(effect, name)
    next_turn = until_next_turn(effect.duration)
    counted = scope.per is not None or scope.per_number is not None  # "for each" (608.2h)
    x_signs = effect.x_signs
    if x_signs != (0, 0) and counted:
        raise Unsupported(effect.text())  # "+X/+X for each ...": X counted twice over
    # "+X/+0": X chosen as it was cast (107.3a) or "where X is ..." (107.3c)
    x = scope.quantity(m.VariableX()) if x_signs != (0, 0) else None
    fixed = (0 if x_signs[0] else signed(effect.power), 0 if x_signs[1] else
             signed(effect.toughness))
    rest, protection = protections(effect.keywords)
    if protection is not None and effect.choice:
        raise Unsupported(effect.text())
    return (i.ModifyUntilEndOfTurn(words(effect, name), scope.objects(effect.what),
                                   *fixed,
                                   frozenset(granted_keyword_name(k) for k in rest),
                                   protection=protection,
                                   choose=effect.choice,  # "your choice of A or B"
                                   times=scope.quantity(m.Fixed(1)) if counted else None,
                                   until_next_turn=next_turn, x=x, x_signs=x_signs),)


#: 702.16a: protection from the colour chosen as it resolves
_CHOSEN_PROTECTION = ("protection from the color of your choice",)
#: ... or from artifacts, one more option (205.2a)
_ARTIFACTS_OR_CHOSEN = ("protection from artifacts or from the color of your choice",)


@lowers(m.GainKeywords, reads="what keywords duration static granted")
def _gain_keywords(effect: m.GainKeywords, scope: Scope, name: str) -> tuple[Any, ...]:
    if effect.granted:
        raise Unsupported(effect.text())  # only static abilities grant abilities (613.1f)
    # "It gains haste.": no duration stated, it lasts as long as that object is on the
    # battlefield (611.2a, 400.7)
    indefinite = effect.duration is None
    if indefinite and (effect.static or effect.keywords in (_CHOSEN_PROTECTION,
                                                            _ARTIFACTS_OR_CHOSEN)):
        raise refused(effect, name)
    next_turn = effect.duration is not None and until_next_turn(effect.duration)
    said = words(effect, name)
    if effect.keywords in (_CHOSEN_PROTECTION, _ARTIFACTS_OR_CHOSEN):
        assert effect.duration is not None
        until_end_of_turn(effect.duration)
        return (GainProtectionFromChosenColor(
            said, scope.objects(effect.what),
            or_from="artifacts" if effect.keywords == _ARTIFACTS_OR_CHOSEN else ""),)
    rest, protection = protections(effect.keywords)
    if protection is not None and effect.choice:
        raise Unsupported(effect.text())
    return (i.ModifyUntilEndOfTurn(said, scope.objects(effect.what),
                                   keywords=frozenset(granted_keyword_name(k) for k in rest),
                                   until_next_turn=next_turn, protection=protection,
                                   indefinite=indefinite),)


#: "doesn't untap during its controller's next untap step", said of one object or several
#: ("your next untap step": the objects' controller's, as KeepTapped ends it, 502.3)
_NEXT_UNTAP = (m.Restriction.DOESNT_UNTAP_NEXT, m.Restriction.DONT_UNTAP_NEXT,
               m.Restriction.DOESNT_UNTAP_YOUR_NEXT)
_NO_UNTAP = m.Restriction.DOESNT_UNTAP
#: the restrictions an instruction can give until end of turn (509.1a-b, 508.1c, 702.11),
#: as the engine says them
_UNTIL_END_OF_TURN = {m.Restriction.CANT_BLOCK: "can't block",
                      m.Restriction.CANT_BE_BLOCKED: "can't be blocked",
                      m.Restriction.CANT_ATTACK: "can't attack",
                      m.Restriction.CANT_ATTACK_OR_BLOCK: "can't attack or block",
                      m.Restriction.UNTARGETABLE: UNTARGETABLE_BY_OPPONENTS,
                      m.Restriction.ATTACKS_EACH_COMBAT: "attacks each combat if able",
                      m.Restriction.BLOCKS_EACH_COMBAT: "blocks each combat if able",
                      m.Restriction.MUST_BE_BLOCKED: "must be blocked if able",
                      m.Restriction.BLOCKS_ANY_NUMBER: "can block any number of creatures",
                      m.Restriction.ASSIGNS_NO_COMBAT_DAMAGE: NO_COMBAT_DAMAGE,
                      # a regeneration shield can't replace its destruction (701.19c)
                      m.Restriction.CANT_BE_REGENERATED: NO_REGENERATION}
#: "can't block this turn": the duration written inside the rule's words (514.2)
_THIS_TURN = {m.Restriction.CANT_BLOCK_THIS_TURN: m.Restriction.CANT_BLOCK,
              m.Restriction.CANT_ATTACK_OR_BLOCK_THIS_TURN: m.Restriction.CANT_ATTACK_OR_BLOCK,
              # "attacks this turn if able": each combat of the turn (508.1d, 509.1c)
              m.Restriction.ATTACKS_THIS_TURN: m.Restriction.ATTACKS_EACH_COMBAT,
              m.Restriction.BLOCKS_THIS_TURN: m.Restriction.BLOCKS_EACH_COMBAT,
              m.Restriction.MUST_BE_BLOCKED_THIS_TURN: m.Restriction.MUST_BE_BLOCKED,
              m.Restriction.ASSIGNS_NO_COMBAT_DAMAGE_THIS_TURN:
                  m.Restriction.ASSIGNS_NO_COMBAT_DAMAGE}


@lowers(m.Restrict, reads="what rule duration by abilities_of unless unless_pays payer")
def _restrict(effect: m.Restrict, scope: Scope, name: str) -> tuple[Any, ...]:
    said = words(effect, name)
    if effect.unless is not None or effect.unless_pays:  # only a static ability's
        raise Unsupported(effect.text())  # (cards/lower/unless.py)
    if effect.by is not None:
        raise Unsupported(effect.text())  # only static abilities name blockers (509.1b)
    if effect.duration is None and effect.rule in _NEXT_UNTAP:
        return (KeepTapped(said, scope.objects(effect.what)),)  # until that step (502.3)
    lasts = effect.duration.words if effect.duration is not None else None
    if effect.rule == _NO_UNTAP and lasts is m.DurationWords.WHILE_YOU_CONTROL:  # 611.2b
        return (KeepTapped(said, scope.objects(effect.what), while_controls=True),)
    if effect.rule == _NO_UNTAP and lasts is m.DurationWords.WHILE_TAPPED:  # 611.2b
        return (KeepTapped(said, scope.objects(effect.what), while_tapped=True),)
    if effect.rule in _THIS_TURN:
        inner = m.Restrict(effect.what, _THIS_TURN[effect.rule],
                           m.Duration(m.DurationWords.THIS_TURN))
        return (i.ModifyUntilEndOfTurn(said, scope.objects(effect.what),
                                       restriction=_until(inner)),)
    if effect.duration is None:
        raise refused(effect, name)
    return (i.ModifyUntilEndOfTurn(said, scope.objects(effect.what),
                                   restriction=_until(effect)),)


def _until(effect: m.Restrict) -> str:
    """The rule a restriction until end of turn gives (514.2)."""
    assert effect.duration is not None
    until_end_of_turn(effect.duration)
    if effect.rule not in _UNTIL_END_OF_TURN:
        raise Unsupported(effect.rule)
    return _UNTIL_END_OF_TURN[effect.rule]


@lowers(m.RevealHandChoose, reads="who filter exile_until joined")
def _reveal_hand(effect: m.RevealHandChoose, scope: Scope, name: str) -> tuple[Any, ...]:
    if effect.exile_until:
        raise refused(effect, name)
    return (hand.DiscardChosenFromHand(words(effect, name), scope.players(effect.who),
                                       filter_test(replace(effect.filter,
                                                           zone=m.FilterZone.IN_A_HAND))),)


@lowers(m.RevealHandDiscardAll, reads="who filter")
def _reveal_discard_all(effect: m.RevealHandDiscardAll, scope: Scope,
                        name: str) -> tuple[Any, ...]:
    return (hand.DiscardAllFromHand(words(effect, name), scope.players(effect.who),
                                    filter_test(replace(effect.filter,
                                                        zone=m.FilterZone.IN_A_HAND))),)


@lowers(m.LookAtHand, reads="who reveal")
def _look_at_hand(effect: m.LookAtHand, scope: Scope, name: str) -> tuple[Any, ...]:
    return (hand.ShowHand(words(effect, name), scope.players(effect.who), effect.reveal),)


#: "Put target ... card from a graveyard onto the battlefield ..." (110.2a)
_PUT_ONTO_BATTLEFIELD = {m.PutTo.BATTLEFIELD_YOURS: i.Motion.PUT_ONTO_BATTLEFIELD_YOURS}
#: "your library" too: a card put into a library goes to its owner's (400.3)
_PUT_IN_LIBRARY = {m.PutTo.TOP_OF_OWNERS_LIBRARY: i.Motion.PUT_ON_TOP,
                   m.PutTo.BOTTOM_OF_OWNERS_LIBRARY: i.Motion.PUT_ON_BOTTOM,
                   m.PutTo.TOP_OF_YOUR_LIBRARY: i.Motion.PUT_ON_TOP,
                   m.PutTo.BOTTOM_OF_YOUR_LIBRARY: i.Motion.PUT_ON_BOTTOM}


def _in_graveyard(f: m.Filter) -> bool:
    return WHERE.get(f.zone, (None,))[0] is Zone.GRAVEYARD


@lowers(m.PutObject, reads="what to")
def _put(effect: m.PutObject, scope: Scope, name: str) -> tuple[Any, ...]:
    said, what = words(effect, name), effect.what
    if effect.to is m.PutTo.BATTLEFIELD and isinstance(what, m.EachRef) and \
            what.article in (m.Article.A, m.Article.AN) and \
            what.filter.zone is m.FilterZone.FROM_YOUR_HAND:
        scope.it = Entered()  # "Sacrifice it ...": the permanent the card became (400.7)
        return (hand.PutFromHand(said, filter_test(what.filter)),)
    if effect.to in _PUT_ONTO_BATTLEFIELD and isinstance(what, m.TargetRef) and \
            what.filter is not None and _in_graveyard(what.filter):
        found, to = scope.objects(what), _PUT_ONTO_BATTLEFIELD[effect.to]
        _it_entered(found, to, scope)
        return (i.MoveObjects(said, found, to),)
    if effect.to is m.PutTo.OWNERS_HAND and isinstance(what, m.ItRef) and \
            what.word in (m.It.THE_EXILED_CARD, m.It.THE_EXILED_CARDS):
        # "put the exiled card into its owner's hand" (Watcher for Tomorrow): the card the
        # linked ability exiled, still in exile (607.2a)
        return (i.MoveObjects(said, scope.objects(what), i.Motion.RETURN_TO_HAND),)
    if effect.to in _PUT_IN_LIBRARY:
        # "on the bottom of its owner's library": a card goes to its owner's (400.3)
        return (i.MoveObjects(said, scope.objects(what), _PUT_IN_LIBRARY[effect.to]),)
    raise refused(effect, name)


@lowers(m.Attach, reads="what to")
def _attach(effect: m.Attach, scope: Scope, name: str) -> tuple[Any, ...]:
    if isinstance(effect.what, m.SelfRef) and isinstance(effect.to, m.ItRef) and \
            scope.it_created:
        return (AttachSelfTo(words(effect, name), Created()),)
    if isinstance(effect.what, m.SelfRef | m.ItRef) and isinstance(effect.to, m.TargetRef) \
            and isinstance(scope.objects(effect.what), ItSelf):
        # "When this Equipment enters, attach it to target creature you control." (701.3a)
        return (AttachSelfTo(words(effect, name), scope.objects(effect.to)),)
    raise refused(effect, name)


@lowers(m.GainControl, reads="what duration static")
def _gain_control(effect: m.GainControl, scope: Scope, name: str) -> tuple[Any, ...]:
    lasts = _CONTROL_LASTS.get(effect.duration.words if effect.duration else None)
    if effect.static or lasts is None:
        raise refused(effect, name)
    return (GainControlOf(words(effect, name), scope.objects(effect.what), lasts),)


#: how long control gained lasts, by the duration the sentence states (611.2a-b)
_CONTROL_LASTS = {None: ControlLasts.GAME,  # none stated: for the rest of the game
                  m.DurationWords.UNTIL_END_OF_TURN: ControlLasts.END_OF_TURN,
                  m.DurationWords.WHILE_YOU_CONTROL: ControlLasts.WHILE_YOU_CONTROL_SOURCE}


@lowers(m.ExchangeControl, reads="what")
def _exchange_control(effect: m.ExchangeControl, scope: Scope, name: str) -> tuple[Any, ...]:
    if not isinstance(effect.what, m.TargetRef) or effect.what.count != 2 or effect.what.up_to:
        raise refused(effect, name)
    return (ExchangeControlOf(words(effect, name), scope.objects(effect.what)),)  # 701.12a-b


@lowers(m.ExtraTurn, reads="who count")
def _extra_turn(effect: m.ExtraTurn, scope: Scope, name: str) -> tuple[Any, ...]:
    return (i.ExtraTurns(words(effect, name), scope.players(effect.who), effect.count),)


@lowers(m.ExileGraveyard, reads="whose")
def _exile_graveyard(effect: m.ExileGraveyard, scope: Scope, name: str) -> tuple[Any, ...]:
    whose = scope.players(effect.whose) if effect.whose is not None else None
    return (i.MoveObjects(words(effect, name), InGraveyards(whose), i.Motion.EXILE),)  # 406.2


@lowers(m.LoseGame, reads="who")
def _lose_game(effect: m.LoseGame, scope: Scope, name: str) -> tuple[Any, ...]:
    return (LoseTheGame(words(effect, name), scope.players(effect.who)),)  # 104.3e


#: what each "skip your next ..." makes the engine skip (614.10)
_SKIPPED = {m.SkippedWords.UNTAP_STEP: Skipped.UNTAP_STEP, m.SkippedWords.TURN: Skipped.TURN}


@lowers(m.SkipNext, reads="who what count")
def _skip_next(effect: m.SkipNext, scope: Scope, name: str) -> tuple[Any, ...]:
    return (SkipNext(words(effect, name), scope.players(effect.who), _SKIPPED[effect.what],
                     effect.count),)


@lowers(m.AdditionalCombat, reads="")
def _additional_combat(effect: m.AdditionalCombat, scope: Scope, name: str) -> tuple[Any, ...]:
    return (AdditionalCombat(words(effect, name)),)  # 500.8


@lowers(m.ExtraLandThisTurn, reads="")
def _extra_land(effect: m.ExtraLandThisTurn, scope: Scope, name: str) -> tuple[Any, ...]:
    return (ExtraLandPlay(words(effect, name)),)  # 305.2, 611.2a


@lowers(m.ForTheTurn, reads="rule")
def _for_the_turn(effect: m.ForTheTurn, scope: Scope, name: str) -> tuple[Any, ...]:
    return (SetTurnRule(words(effect, name), TurnRule(effect.rule)),)  # 611.2a, 514.2


@lowers(m.CopySpellText, reads="what new_targets targets")
def _copy_spell(effect: m.CopySpellText, scope: Scope, name: str) -> tuple[Any, ...]:
    if isinstance(effect.what, m.ItRef) and effect.what.word is m.It.THAT_SPELL and \
            scope.subject is not None and effect.targets in (None, m.SelfRef()) and \
            not (effect.new_targets and effect.targets is not None):
        # the spell the trigger event was about (707.10); "The copy targets ~." (707.10c)
        return (CopySpell(optional=False, targets_source=effect.targets is not None,
                          new_targets=effect.new_targets),)
    if isinstance(effect.what, m.TargetRef) and effect.targets is None and \
            effect.what.count == 1 and not (effect.what.up_to or effect.what.any_number) and \
            effect.what.filter is not None and effect.what.filter.noun is m.FilterNoun.SPELL:
        # (an ability on the stack is copied as an ability, 707.10: not yet)
        # "Copy target instant or sorcery spell [you control]." (707.10, 707.10c)
        return (CopyTargetSpell(words(effect, name), scope.objects(effect.what),
                                effect.new_targets),)
    raise refused(effect, name)


@lowers(m.DoubleCounters, reads="counters")
def _double_counters(effect: m.DoubleCounters, scope: Scope, name: str) -> tuple[Any, ...]:
    if not isinstance(effect.counters.of, m.SelfRef):
        raise refused(effect, name)
    # as many more as it has (701.10e), counted as it resolves (608.2h)
    return (i.PutCounters(words(effect, name), scope.objects(effect.counters.of),
                          scope.quantity(effect.counters), effect.counters.counter),)


@lowers(m.ExileAsItResolves, reads="what counter")
def _exile_as_resolves(effect: m.ExileAsItResolves, scope: Scope,
                       name: str) -> tuple[Any, ...]:
    if isinstance(effect.what, m.ItRef) and isinstance(scope.subject, EventSubject):
        return (ExileThatSpellInstead(counter=effect.counter or None),)  # 614.1a
    raise refused(effect, name)


@lowers(m.PutBack, reads="amount")
def _put_back(effect: m.PutBack, scope: Scope, name: str) -> tuple[Any, ...]:
    return (hand.PutBackFromHand(words(effect, name), scope.quantity(effect.amount)),)


@lowers(m.CopyToken, reads="what exceptions")
def _copy_token(effect: m.CopyToken, scope: Scope, name: str) -> tuple[Any, ...]:
    """"Create a token that's a copy of target creature" (707.2, 111.1). "... a copy of that
    card" after exiling it from a graveyard: its copiable values as it last existed there
    (608.2h; the card in exile is a new object, 400.7, with the same ones)."""
    return (CreateTokenCopy(words(effect, name), _copied(effect.what, scope),
                            _exceptions(effect.exceptions)),)


def _copied(what: m.ObjectRef, scope: Scope) -> Any:
    return scope.objects(what, as_source=isinstance(what, m.ItRef))


@lowers(m.BecomeCopy, reads="what of exceptions")
def _become_copy(effect: m.BecomeCopy, scope: Scope, name: str) -> tuple[Any, ...]:
    """"This creature becomes a copy of that creature, except it has this ability." (707.4):
    a copy effect that lasts as long as the permanent (no duration is refused: the words
    stop before one)."""
    if not isinstance(effect.what, m.SelfRef):
        raise Unsupported(effect.text())  # another permanent becoming a copy: not yet
    of = _copied(effect.of, scope)  # first: "that creature" isn't the permanent itself
    return (BecomeCopy(words(effect, name), scope.objects(effect.what), of,
                       _exceptions(effect.exceptions)),)


def _exceptions(ex: m.CopyExcept | None) -> CopyExceptions:
    """A copy instruction's exceptions (707.9); "enters with additional counters" is an
    "enter as a copy" ability's only (707.9e)."""
    if ex is None:
        return CopyExceptions()
    if ex.counters is not None:
        raise Unsupported(ex.text())
    return copy_exceptions(ex)


@lowers(m.Fight, reads="first second")
def _fight(effect: m.Fight, scope: Scope, name: str) -> tuple[Any, ...]:
    first = scope.objects(effect.first)
    return (i.FightBetween(words(effect, name), first, scope.objects(effect.second)),)


@lowers(m.Become, reads="what power toughness colors subtypes types keywords granted duration "
                        "still in_addition plural base_words all_creature_types still_inline")
def _become(effect: m.Become, scope: Scope, name: str) -> tuple[Any, ...]:
    """"This artifact becomes an X/X Construct artifact creature until end of turn.",
    "... a 3/3 Sphinx creature with flying in addition to its other types" (layers 4, 6
    and 7b: 613.1d, 613.1f, 613.4b); "a 2/1 blue Faerie creature" sets its colors too
    (layer 5, 613.1e). Refused where the words take away card types it has (205.1a),
    which the engine doesn't model."""
    new: set[str | None] = set(effect.types.card_types)
    old: set[str | None]
    if isinstance(effect.what, m.SelfRef):
        old = set(scope.self_types)
    elif isinstance(effect.what, m.EachRef):  # of one card type each, or None
        old = {k.card_types[0] if not k.subtypes and len(k.card_types) == len(k.types) == 1
               else None for k in effect.what.filter.types}
    else:
        old = {None}
    keeps = effect.still or effect.in_addition or old <= new
    x = effect.variable
    if effect.granted or not keeps or CardType.CREATURE not in new or \
            not new <= {CardType.ARTIFACT, CardType.CREATURE} or (not x and not (
                effect.power.isdigit() and effect.toughness.isdigit())) or (
            effect.duration is not None and
            effect.duration.words is not m.DurationWords.UNTIL_END_OF_TURN):
        raise Unsupported(effect.text())
    objects = None if isinstance(effect.what, m.SelfRef) else scope.objects(effect.what)
    return (BecomeCreature(0 if x else int(effect.power), 0 if x else int(effect.toughness),
                           still=effect.still, objects=objects, x=x,
                           subtypes=effect.subtypes,
                           keywords=frozenset(granted_keyword_name(k) for k in effect.keywords),
                           # "colorless" sets no colour at all (105.2c), not the mana type {C}
                           colors=frozenset(c.letter for c in effect.colors if c.letter)
                           if effect.colors else None,
                           words=words(effect, name), indefinite=effect.duration is None,
                           all_creature_types=effect.all_creature_types),)  # 205.3m


_FOUND_TO = {m.FoundTo.YOUR_HAND: (Zone.HAND, False),
             m.FoundTo.BATTLEFIELD: (Zone.BATTLEFIELD, False),
             m.FoundTo.BATTLEFIELD_TAPPED: (Zone.BATTLEFIELD, True),
             m.FoundTo.GRAVEYARD: (Zone.GRAVEYARD, False),
             m.FoundTo.TOP: (Zone.LIBRARY, False)}  # on top, after the shuffle (701.24b)


@lowers(m.Search, reads="filter to reveal optional_find it_word named graveyard most "
                        "reveal_that_card any_number any_order")
def _search(effect: m.Search, scope: Scope, name: str) -> tuple[Any, ...]:
    """Search your library (and/or graveyard) for a card (701.23), then shuffle (701.24)."""
    where = _FOUND_TO[effect.to]
    f = effect.filter
    any_card = not f.types and not f.adjectives and f.noun is m.FilterNoun.CARD and \
        not effect.named and not effect.any_number
    if f.zone:
        raise Unsupported(effect.text())
    tests = [_named(filter_test(replace(f, zone=zone)), effect)
             for zone in (m.FilterZone.IN_YOUR_LIBRARY, m.FilterZone.IN_YOUR_GRAVEYARD)]
    return (SearchLibrary(words(effect, name), tests[0], where[0], where[1], effect.reveal,
                          any_card, in_graveyard=tests[1] if effect.graveyard else None,
                          most=None if effect.any_number else effect.most),)


def _named(test: ObjectTest, search: m.Search) -> ObjectTest:
    """``test``, and "named Teferi, Timebender": that name and nothing else (201.2)."""
    if not search.named:
        return test
    if search.named_itself:  # the card's own name, as the text says it (201.2)
        return NamedAsSource(test)
    return Named(search.named, test)


_DIG_REST = {m.DigRest.BOTTOM_ANY_ORDER: (Zone.LIBRARY, False),
             m.DigRest.BOTTOM: (Zone.LIBRARY, False),  # one card, or their order (401.4)
             m.DigRest.BOTTOM_RANDOM: (Zone.LIBRARY, True),
             m.DigRest.GRAVEYARD: (Zone.GRAVEYARD, False)}

#: where a card kept from the top of a library may go (608.2c)
_KEPT_TO = (m.FoundTo.YOUR_HAND, m.FoundTo.BATTLEFIELD, m.FoundTo.BATTLEFIELD_TAPPED)


@lowers(m.Dig, reads="look take filter optional reveal to rest other then_rest revealed every "
                     "rest_stays")
def _dig(effect: m.Dig, scope: Scope, name: str) -> tuple[Any, ...]:
    """Look at (or reveal) the top cards of your library, keep some, the rest elsewhere
    (608.2c)."""
    said = words(effect, name)
    if effect.take is None and isinstance(effect.look, m.Fixed):  # "put them back in any order"
        return (LookAtTop(said, effect.look.n, 0, rest_to=None),)
    if effect.rest_stays:  # "Put one of them into your graveyard.": one card stays on top,
        # so no order to choose; more left would keep an order the engine doesn't track
        if not isinstance(effect.look, m.Fixed) or effect.take is None or \
                effect.look.n - effect.take != 1 or effect.to is not m.FoundTo.GRAVEYARD:
            raise Unsupported(effect.text())
        return (LookAtTop(said, effect.look.n, effect.take, rest_to=None, to=Zone.GRAVEYARD),)
    rest = _DIG_REST[effect.rest]
    if effect.take is None or effect.to not in _KEPT_TO or \
            not isinstance(effect.look, m.Fixed):
        raise Unsupported(effect.text())
    to, tapped = _FOUND_TO[effect.to]
    test = None if effect.filter is None else filter_test(
        replace(effect.filter, zone=m.FilterZone.IN_YOUR_LIBRARY))
    return (LookAtTop(said, effect.look.n, effect.take, test, effect.optional, effect.reveal,
                      rest[0], rest[1], effect.revealed, effect.every, to, tapped),)


@lowers(m.RevealIfShares, reads="")
def _reveal_if_shares(effect: m.RevealIfShares, scope: Scope, name: str) -> tuple[Any, ...]:
    """Kinship's look and reveal (207.2c, 701.20a); "If you do" reads the reveal."""
    return (RevealIfShares(words(effect, name)),)


@lowers(m.RevealUntil, reads="filter to rest all_other")
def _reveal_until(effect: m.RevealUntil, scope: Scope, name: str) -> tuple[Any, ...]:
    """Reveal cards from the top of your library until one passes (701.20a); it goes where
    the text says, the others revealed where the rest go (608.2c)."""
    if effect.to not in _KEPT_TO:
        raise Unsupported(effect.text())
    to, tapped = _FOUND_TO[effect.to]
    rest = _DIG_REST[effect.rest]
    test = filter_test(replace(effect.filter, zone=m.FilterZone.IN_YOUR_LIBRARY))
    return (RevealUntil(words(effect, name), test, to, rest[0], rest[1], tapped),)


def until_end_of_turn(duration: m.Duration) -> None:
    if not duration.words.this_turn:
        raise Unsupported(duration.words)


def until_next_turn(duration: m.Duration) -> bool:
    """Whether an effect that lasts this turn or "until your next turn" (611.2a) lasts the
    latter; any other duration is refused."""
    if duration.words is m.DurationWords.UNTIL_YOUR_NEXT_TURN:
        return True
    until_end_of_turn(duration)
    return False


def _tax(effect: m.Move, scope: Scope) -> Quantity:
    """"unless its controller pays {2}", "... pays {X}" (the X of this spell or ability,
    107.3a, or what "where X is" says, 107.3c), "... pays {1} for each card in your
    graveyard" (counted as it resolves, 608.2h): generic mana, as a number (118.12)."""
    cost = ManaCost.parse(effect.unless_pays)
    if cost.symbols or cost.hybrid or cost.snow or (cost.x_count and cost.generic):
        raise Unsupported(effect.unless_pays)  # only generic mana is a number
    if cost.x_count == 1 and effect.unless_each is None:
        return scope.quantity(m.VariableX())
    if cost.x_count:
        raise Unsupported(effect.unless_pays)
    generic = Number(cost.generic)
    if isinstance(effect.unless_each, m.GameCount):
        return Times(generic, game_count(effect.unless_each))
    if effect.unless_each is not None:
        if players_zone(effect.unless_each):
            raise Unsupported(effect.text())  # whose zone, "their graveyard"?
        return CountTimes(generic, scope.counted(effect.unless_each))
    return generic


#: where "If that spell is countered this way, ..." puts the spell instead (614.1a):
#: the zone, and whether at the bottom of the library
_COUNTERED_TO = {
    m.CounteredTo.EXILE: (Zone.EXILE, False),
    m.CounteredTo.OWNERS_HAND: (Zone.HAND, False),
    m.CounteredTo.TOP_OF_OWNERS_LIBRARY: (Zone.LIBRARY, False),
    m.CounteredTo.BOTTOM_OF_OWNERS_LIBRARY: (Zone.LIBRARY, True),
}


@lowers(m.Move, reads="verb what unless_pays countered_to duration unless_each owner_singular")
def _move(effect: m.Move, scope: Scope, name: str) -> tuple[Any, ...]:
    if effect.verb is m.Verb.COUNTER:
        if not isinstance(effect.what, m.TargetRef) or scope.specs:
            raise Unsupported(effect.text())
        tax = _tax(effect, scope) if effect.unless_pays else None
        scope.objects(effect.what)
        to, bottom = (_COUNTERED_TO[effect.countered_to] if effect.countered_to
                      else (Zone.GRAVEYARD, False))
        return (CounterTarget(what=effect.what.noun_text(), unless_pays=tax, to=to,
                              bottom=bottom, instead=str(effect.countered_to or "")),)
    said = words(effect, name)
    if effect.verb in (m.Verb.SHUFFLE_GRAVEYARD_INTO_LIBRARY,
                       m.Verb.SHUFFLE_HAND_AND_GRAVEYARD_INTO_LIBRARY):  # 701.24a
        if not isinstance(effect.what, m.PlayerRef):
            raise Unsupported(effect.text())
        hand = effect.verb is m.Verb.SHUFFLE_HAND_AND_GRAVEYARD_INTO_LIBRARY
        return (ShuffleGraveyardIntoLibrary(said, scope.players(effect.what), hand),)
    if effect.verb is m.Verb.SHUFFLE_INTO_LIBRARY and scope.functions_in is Zone.GRAVEYARD \
            and isinstance(scope.subject, ItSelf) and scope.it is None and \
            (isinstance(effect.what, m.SelfRef) or effect.what == m.ItRef(m.It.IT)):
        # "When ~ is put into a graveyard from anywhere, shuffle it into its owner's
        # library": the card, if it is still in that graveyard (603.6, 400.7)
        return (ShuffleItselfIntoLibrary(said),)
    what = scope.objects(effect.what)
    if effect.duration is not None:  # "exile ... until ~ leaves the battlefield" (610.3)
        if effect.verb is not m.Verb.EXILE or \
                effect.duration.words is not m.DurationWords.UNTIL_SELF_LEAVES:
            raise Unsupported(effect.text())
        return (ExileUntilSourceLeaves(said, what),)
    scope.exiled = what if effect.verb is m.Verb.EXILE and (isinstance(what, ItSelf) or (
        isinstance(what, Targeted) and
        scope.specs[what.group].zones == frozenset({Zone.BATTLEFIELD}))) else None  # 400.7j
    if effect.verb in _MOTIONS:
        return (i.MoveObjects(said, what, _MOTIONS[effect.verb]),)
    if effect.verb in (m.Verb.TAP, m.Verb.UNTAP):
        return (TapObjects(said, what, untap=effect.verb is m.Verb.UNTAP),)
    if effect.verb is m.Verb.TAP_OR_UNTAP:  # the controller chooses as it resolves (608.2d)
        return (TapObjects(said, what, either=True),)
    if effect.verb is m.Verb.SACRIFICE and isinstance(what, ItSelf | EventSubject | BatchObjects):
        # the permanent itself, or the one the trigger (or a delayed ability, 603.7c) is
        # about: its controller sacrifices it, if they still control it (701.21a)
        return (i.MoveObjects(said, what, i.Motion.SACRIFICE),)
    raise Unsupported(effect.verb)


#: the verbs that move objects, and how the engine moves them
_MOTIONS = {m.Verb.DESTROY: i.Motion.DESTROY, m.Verb.EXILE: i.Motion.EXILE,
            m.Verb.RETURN_TO_HAND: i.Motion.RETURN_TO_HAND,
            m.Verb.REGENERATE: i.Motion.REGENERATE,
            m.Verb.SHUFFLE_INTO_LIBRARY: i.Motion.SHUFFLE_INTO_LIBRARY}


@lowers(m.ReturnCard, reads="what to from_zone")
def _return(effect: m.ReturnCard, scope: Scope, name: str) -> tuple[Any, ...]:
    if isinstance(effect.what, m.SelfRef) and scope.functions_in is Zone.GRAVEYARD and \
            effect.from_zone is m.ReturnFrom.YOUR_GRAVEYARD:
        # "Return this card from your graveyard to your hand": an ability that functions in
        # the graveyard (113.6m) moves the card if it is still there (400.7)
        what: Any = ItSelf()
    elif isinstance(effect.what, m.SelfRef) and scope.host_left and \
            effect.from_zone in (m.ReturnFrom.UNSAID, m.ReturnFrom.YOUR_GRAVEYARD):
        # "When enchanted creature dies, return this enchantment to the battlefield
        # transformed": the card the Aura became in the graveyard (400.7f, 704.5m)
        what = MovedSelf(yours=effect.from_zone is m.ReturnFrom.YOUR_GRAVEYARD)
    else:
        what = scope.objects(effect.what)
    if isinstance(effect.what, m.ItRef) and scope.exiled is not None and what == scope.exiled:
        what = Became(scope.exiled)  # "that card": the card it became in exile (400.7j)
        scope.returned = True
    elif isinstance(what, ItSelf) and scope.functions_in is not Zone.GRAVEYARD:
        raise Unsupported(effect.what.text())  # the card is a new object there (400.7)
    to = _RETURNS.get(effect.to)
    if to is None:
        raise Unsupported(effect.to)
    _it_entered(what, to, scope)
    return (i.MoveObjects(words(effect, name), what, to,
                          transformed=effect.to in _TRANSFORMED,  # 712.14a
                          flipped=effect.to is m.ReturnTo.BATTLEFIELD_FLIPPED),)  # 710.2


#: the motions that put a card onto the battlefield
_ONTO_BATTLEFIELD = frozenset({i.Motion.PUT_ONTO_BATTLEFIELD, i.Motion.PUT_ONTO_BATTLEFIELD_TAPPED,
                               i.Motion.PUT_ONTO_BATTLEFIELD_YOURS})


def _it_entered(what: Any, to: i.Motion, scope: Scope) -> None:
    """After "Return target creature card from your graveyard to the battlefield", "it"
    and "that creature" are the permanent the card became (400.7: a new object), not the
    card the target was."""
    if to in _ONTO_BATTLEFIELD and isinstance(what, Targeted | Matching):
        scope.it = Entered(what)  # "They gain haste": the permanents the cards became


#: where "return" takes a card, and how the engine moves it (400.7)
_RETURNS = {m.ReturnTo.YOUR_HAND: i.Motion.RETURN_TO_HAND,
            m.ReturnTo.OWNERS_HAND: i.Motion.RETURN_TO_HAND,
            m.ReturnTo.OWNERS_HANDS: i.Motion.RETURN_TO_HAND,
            m.ReturnTo.BATTLEFIELD: i.Motion.PUT_ONTO_BATTLEFIELD,
            m.ReturnTo.BATTLEFIELD_OWNERS: i.Motion.PUT_ONTO_BATTLEFIELD,  # 110.2
            m.ReturnTo.BATTLEFIELD_THEIR_OWNERS: i.Motion.PUT_ONTO_BATTLEFIELD,
            m.ReturnTo.BATTLEFIELD_THEIR_OWNER: i.Motion.PUT_ONTO_BATTLEFIELD,
            m.ReturnTo.BATTLEFIELD_TAPPED_OWNERS: i.Motion.PUT_ONTO_BATTLEFIELD_TAPPED,
            m.ReturnTo.BATTLEFIELD_TAPPED_THEIR_OWNERS: i.Motion.PUT_ONTO_BATTLEFIELD_TAPPED,
            m.ReturnTo.BATTLEFIELD_TAPPED: i.Motion.PUT_ONTO_BATTLEFIELD_TAPPED,
            m.ReturnTo.BATTLEFIELD_YOURS: i.Motion.PUT_ONTO_BATTLEFIELD_YOURS,
            m.ReturnTo.BATTLEFIELD_TRANSFORMED_YOURS: i.Motion.PUT_ONTO_BATTLEFIELD_YOURS,
            m.ReturnTo.BATTLEFIELD_TRANSFORMED_OWNERS: i.Motion.PUT_ONTO_BATTLEFIELD,
            m.ReturnTo.BATTLEFIELD_FLIPPED: i.Motion.PUT_ONTO_BATTLEFIELD}
#: returned with its back face up (712.14a)
_TRANSFORMED = frozenset({m.ReturnTo.BATTLEFIELD_TRANSFORMED_YOURS,
                          m.ReturnTo.BATTLEFIELD_TRANSFORMED_OWNERS})


@lowers(m.CreateToken, reads="amount power toughness colors subtypes keywords artifact who "
                             "granted tapped attacking they_have x_sized enchantment")
def _token(effect: m.CreateToken, scope: Scope, name: str) -> tuple[Any, ...]:
    colors = frozenset(c.letter for c in effect.colors if c.letter)
    scope.it_created = True  # "..., then attach this artifact to it"
    token = creature_token(effect.power, effect.toughness, colors, effect.subtypes,
                           frozenset(keyword_name(k) for k in effect.keywords),
                           effect.artifact, effect.enchantment)
    abilities = [prowess()] if K.PROWESS in token.keywords else []  # 702.108a: a trigger
    if effect.granted:  # 'with "Sacrifice this creature: Add {C}."' (111.4)
        abilities += _granted(token, effect)
    if K.DECAYED in token.keywords:  # 702.147a: a trigger too
        abilities += _decayed(token)
    if abilities:
        token = replace(token, abilities=tuple(abilities))
    return (CreateCreatureTokens(words(effect, name), token, scope.quantity(effect.amount),
                                 scope.players(effect.who), effect.tapped, effect.attacking,
                                 size=_token_size(effect, scope)),)


def _token_size(effect: m.CreateToken, scope: Scope) -> Quantity | None:
    """An X/X token's X (107.3): "where X is ..." (107.3c) or the X announced (107.3a);
    None for a token of printed size. "For each" would multiply X too: refused."""
    if not effect.x_sized:
        return None
    if scope.per is not None or scope.per_number is not None:
        raise Unsupported(effect.text())
    return scope.quantity(m.VariableX())


def _token_card(token: CardDef) -> m.Card:
    kinds = " ".join(token.subtypes)
    return m.Card(token.name, f"Token Creature — {kinds}" if kinds else "Token Creature",
                  power=str(token.power), toughness=str(token.toughness))


def _decayed(token: CardDef) -> list[Any]:
    from rulings_kit.cards.lower.abilities import decayed  # it builds effects with this module

    return decayed(_token_card(token))


def _granted(token: CardDef, effect: m.CreateToken) -> list[Any]:
    """The quoted abilities a token is created with (111.4)."""
    from rulings_kit.cards.lower.abilities import granted  # it builds effects with this module

    return granted(effect.granted, _token_card(token), effect.text())
