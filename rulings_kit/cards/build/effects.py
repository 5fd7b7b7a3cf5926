"""Effects of the card vocabulary interpreted into the engine's instructions (608.2c)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.build.conditions import resolution_condition
from rulings_kit.cards.build.damage import deal_damage, prevent
from rulings_kit.cards.build.filters import Unsupported, filter_test
from rulings_kit.cards.build.layered import layered_instruction
from rulings_kit.cards.build.refs import (
    NamedLater,
    Scope,
    creatures_died,
    players_zone,
)
from rulings_kit.cards.build.statics import granted_keyword_name, keyword_name, prowess, signed
from rulings_kit.cards.build.strict import require_handled
from rulings_kit.core import definitions as d
from rulings_kit.core import events as ev
from rulings_kit.core.attachments import AttachSelfTo
from rulings_kit.core.characteristics import UNTARGETABLE_BY_OPPONENTS
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.effects import flow, hand
from rulings_kit.core.effects import instructions as i
from rulings_kit.core.effects.cards import Scry
from rulings_kit.core.effects.conditional import If, Instead, WasKicked
from rulings_kit.core.effects.continuous import BecomeCreature
from rulings_kit.core.effects.dig import LookAtTop
from rulings_kit.core.effects.mana import AddManaOfOneColor, AddManaToPool
from rulings_kit.core.effects.sacrifice import SacrificeChosen
from rulings_kit.core.effects.search import SearchLibrary
from rulings_kit.core.effects.spells import (
    CastWithoutPayingManaCost,
    CopySpell,
    CounterTarget,
)
from rulings_kit.core.effects.turn_rules import SetTurnRule
from rulings_kit.core.effects.zones import ExileThatSpellInstead, PutFromExileIntoGraveyards
from rulings_kit.core.filters import Named
from rulings_kit.core.mana import COLOR_NAMES, ManaCost
from rulings_kit.core.patterns import Never
from rulings_kit.core.selection import CountTimes, Created, EventSubject, ItSelf, Number, ObjectTest
from rulings_kit.core.state import TurnRule, Zone
from rulings_kit.core.tokens import CreateCreatureTokens, creature_token
from rulings_kit.errors import RulingsError

_COLOR_LETTERS = {name: letter for letter, name in COLOR_NAMES.items()}


def words(effect: m.Effect, name: str) -> str:
    """The effect's rules text as one sentence, with the card's name for itself."""
    return m.effects.capitalize(effect.text()).replace("~", name) + "."


def interpret(effect: m.Effect, scope: Scope, name: str) -> tuple[Any, ...]:
    """The engine instructions that carry out ``effect``, in order (608.2c)."""
    require_handled(effect)
    if isinstance(effect, m.Sentences):
        out: list[Any] = []
        for before, part in zip((None, *effect.parts), effect.parts, strict=False):
            if isinstance(part, m.IfThen) and part.instead and out:
                out[-1:] = [_instead(part, before, out[-1], scope, name)]
                continue
            if _no_regeneration(part) and out and isinstance(out[-1], i.MoveObjects) \
                    and out[-1].verb == "destroy":
                # "Destroy ... It can't be regenerated.": one instruction (701.19c)
                out[-1] = replace(out[-1], regeneration=False,
                                  words=f"{out[-1].words} {words(part, name)}")
                continue
            out += interpret(part, scope, name)
        return tuple(out)
    if isinstance(effect, m.And | m.Then):
        parts = (effect.first, effect.second, *(effect.more if isinstance(effect, m.And) else ()))
        return tuple(x for part in parts for x in interpret(part, scope, name))
    if isinstance(effect, m.LoseAbilities) and effect.duration is not None and \
            "all abilities" not in effect.abilities:  # "loses indestructible" (613.1f)
        _until_end_of_turn(effect.duration)
        return (i.ModifyUntilEndOfTurn(words(effect, name), scope.objects(effect.what),
                                       lost=frozenset(keyword_name(k) for k in effect.abilities)),)
    if (layered := layered_instruction(effect, scope, words(effect, name))) is not None:
        return layered  # base P/T, switched P/T, colours, all abilities lost (613.1)
    if isinstance(effect, m.ExileIfWouldDie):  # 614.1a, until end of turn
        return (i.ExileIfItWouldDie(words(effect, name), scope.objects(effect.what)),)
    if isinstance(effect, m.WhenYouDo):
        return (_reflexive(effect, scope, name, words(effect, name)),)
    if isinstance(effect, m.Lasting):  # "Until end of turn, A and B": each part lasts so
        return interpret(_lasting(effect.effect, effect.duration), scope, name)
    said = words(effect, name)
    scope.last_players = None  # "their graveyard" names a player of this sentence only
    if isinstance(effect, m.MayDo) and isinstance(effect.effect, m.CastFromExile):
        # "you may cast ... without paying its mana cost": the cast question is the choice
        # (118.9); a cast the card requires isn't built (the engine always lets one decline)
        require_handled(effect.effect)
        return (CastWithoutPayingManaCost(counter=effect.effect.counter or None),)
    if isinstance(effect, m.MayDo) and isinstance(effect.effect, m.CopySpell):
        # "you may copy that spell": the copy asks, naming the spell (707.10)
        return tuple(replace(x, optional=True) for x in interpret(effect.effect, scope, name))
    if isinstance(effect, m.Unless):  # "sacrifice ~ unless you sacrifice a creature"
        return (flow.Unless(said, _offered(effect.instead, scope, name),
                            interpret(effect.effect, scope, name)),)
    if isinstance(effect, m.MayDo | m.MayHave):  # "you may have it deal ..." (608.2d)
        return (flow.Optionally(said, interpret(effect.effect, scope, name)),)
    if isinstance(effect, m.Pay):  # "you may pay {1}{B}. If you do, ..." (608.2d)
        try:
            cost = ManaCost.parse(effect.mana)
        except RulingsError:
            raise Unsupported(effect.text()) from None
        return (flow.PayMana(said, cost),)
    if isinstance(effect, m.IfThen) and effect.condition_last:
        # "Put a +1/+1 counter on target creature you control if it's legendary": "it" is
        # named in the instruction itself
        body = interpret(effect.effect, scope, name)
        condition = resolution_condition(effect.condition, scope.in_spell, scope.it)
        return (If(condition, body, after=True),)
    if isinstance(effect, m.IfThen):
        if effect.instead:
            raise Unsupported(effect.text())  # no sentence before it to replace (614.1a)
        condition = resolution_condition(effect.condition, scope.in_spell, scope.it)
        named_before = len(scope.specs)
        body = interpret(effect.effect, scope, name)
        if isinstance(condition, WasKicked):  # its targets only if kicked (601.2c)
            scope.specs[named_before:] = [
                replace(s, if_kicked=True) for s in scope.specs[named_before:]]
        return (If(condition, body),)
    if isinstance(effect, m.ChooseTargets) and effect.what.filter is None and scope.in_spell:
        scope.chosen = scope.damaged_targets(effect.what, per_kick=True)  # 702.33c
        return ()
    if isinstance(effect, m.PerEach) and isinstance(effect.counted, m.CountersOn):
        # "create a token for each +1/+1 counter on ~": as many as there are (608.2h)
        each = effect.effect
        if not isinstance(each, m.CreateToken) or each.amount != m.Fixed(1):
            raise Unsupported(effect.text())
        return interpret(replace(each, amount=effect.counted), scope, name)
    if isinstance(effect, m.PerEach):
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
    if isinstance(effect, m.WhereX):
        if isinstance(effect.x, m.CountOf) and players_zone(effect.x.filter):
            # "mills X cards, where X is the number of cards in their hand": the player
            # the instruction names after
            later = NamedLater()
            scope.x_is = CountTimes(Number(1), scope.counted(effect.x.filter, later))
            done = interpret(effect.effect, scope, name)
            later.bind(scope, effect.x.filter.zone)
            return done
        scope.x_is = scope.quantity(effect.x)
        return interpret(effect.effect, scope, name)
    if isinstance(effect, m.DealDamage):
        return deal_damage(effect, scope, said)
    found = _simple(effect, scope, name, said)
    if found is None:
        raise Unsupported(effect.text().replace("~", name))
    return (found,)


def _offered(effect: m.Effect, scope: Scope, name: str) -> tuple[Any, ...]:
    """What "unless you ..." offers (118.12a): a cost paid as it resolves (118.12), as
    instructions that say whether the player did it."""
    if isinstance(effect, m.Sacrifice | m.Discard) and effect.who is None:
        found = _simple(effect, scope, name, words(effect, name))
        if isinstance(found, SacrificeChosen | i.DiscardCards):
            return (replace(found, optional=True),)
    if isinstance(effect, m.Pay):  # "you may pay {1}", then whether it was paid (118.3)
        return (flow.Optionally(f"You may {words(effect, name)}",
                                interpret(effect, scope, name)),)
    raise Unsupported(effect.text())


def _instead(part: m.IfThen, before: m.Effect | None, replaced: Any, scope: Scope,
             name: str) -> Instead:
    """ "If this spell was kicked, it deals 4 damage instead.": the sentence before is
    replaced when the condition holds (614.1a); its "it" is that sentence's source."""
    effect = part.effect
    if isinstance(effect, m.DealDamage) and isinstance(before, m.DealDamage) and isinstance(
            effect.source, m.ItRef):
        effect = replace(effect, source=before.source)
    condition = resolution_condition(part.condition, scope.in_spell)
    return Instead(condition, interpret(effect, scope, name), (replaced,))


def _simple(effect: m.Effect, scope: Scope, name: str, said: str) -> Any:
    """One instruction of one sentence; None when the engine has none for it."""
    if isinstance(effect, m.Draw):
        return i.DrawCards(said, scope.players(effect.who), scope.quantity(effect.amount))
    if isinstance(effect, m.ProcessExiled):  # the processors (118.3, 608.2c)
        return PutFromExileIntoGraveyards(effect.amount)
    if isinstance(effect, m.ExileTop) and not effect.then:
        # "Exile the top two cards of your library face down.", "Target opponent exiles ..."
        return i.ExileFromTop(said, scope.players(effect.who), scope.quantity(effect.amount),
                              effect.face_down)
    if isinstance(effect, m.Mill):
        return i.MillCards(said, scope.players(effect.who), scope.quantity(effect.amount))
    if isinstance(effect, m.Discard):
        return i.DiscardCards(said, scope.players(effect.who), scope.quantity(effect.amount),
                              effect.at_random)
    if isinstance(effect, m.GainLife | m.LoseLife):
        return i.LifeChange(said, scope.players(effect.who), scope.quantity(effect.amount),
                            lose=isinstance(effect, m.LoseLife))
    if isinstance(effect, m.Scry) and isinstance(effect.amount, m.Fixed):
        return Scry(effect.amount.n)
    if isinstance(effect, m.PutCounters):
        if effect.counter not in ("+1/+1", "-1/-1", "shield", "stun", "lore", "loyalty"):
            # 122.1a, 122.1c-d, 714.2b, 306.5b
            raise Unsupported(f"{effect.counter} counter")
        return i.PutCounters(said, scope.objects(effect.what), scope.quantity(effect.amount),
                             effect.counter)
    if isinstance(effect, m.Move):
        return _move(effect, scope, said)
    if isinstance(effect, m.ReturnCard):
        return _return(effect, scope, said)
    if isinstance(effect, m.CreateToken):
        return _token(effect, scope, said)
    if isinstance(effect, m.Sacrifice) and effect.amount in (None, m.Fixed(1)):
        test = filter_test(effect.filter) if effect.filter is not None else None
        return SacrificeChosen(said, scope.players(effect.who), effect.what, test)
    if isinstance(effect, m.Pump | m.GainKeywords) and effect.granted:
        raise Unsupported(effect.text())  # only static abilities grant abilities (613.1f)
    if isinstance(effect, m.Pump) and effect.duration is not None:
        _until_end_of_turn(effect.duration)
        counted = scope.per is not None or scope.per_number is not None  # "for each" (608.2h)
        return i.ModifyUntilEndOfTurn(said, scope.objects(effect.what), signed(effect.power),
                                      signed(effect.toughness),
                                      frozenset(granted_keyword_name(k)
                                                for k in effect.keywords),
                                      choose=effect.choice,  # "your choice of A or B"
                                      times=scope.quantity(m.Fixed(1)) if counted else None)
    if isinstance(effect, m.GainKeywords) and effect.duration is not None and \
            effect.keywords == ("protection from the color of your choice",):
        _until_end_of_turn(effect.duration)  # 702.16a, the colour chosen as it resolves
        return i.GainProtectionFromChosenColor(said, scope.objects(effect.what))
    if isinstance(effect, m.GainKeywords) and effect.duration is not None:
        _until_end_of_turn(effect.duration)
        return i.ModifyUntilEndOfTurn(said, scope.objects(effect.what),
                                      keywords=frozenset(granted_keyword_name(k)
                                                         for k in effect.keywords))
    if isinstance(effect, m.Restrict) and effect.by is not None:
        raise Unsupported(effect.text())  # only static abilities name blockers (509.1b)
    if isinstance(effect, m.Restrict) and effect.duration is None and effect.by is None and \
            effect.rule in _NEXT_UNTAP:  # lasts until that untap step is over (502.3)
        return i.KeepTapped(said, scope.objects(effect.what))
    if isinstance(effect, m.Restrict) and effect.by is None and effect.rule == \
            "doesn't untap during its controller's untap step" and effect.duration == \
            m.Duration("for as long as you control ~"):  # 611.2b
        return i.KeepTapped(said, scope.objects(effect.what), while_controls=True)
    if isinstance(effect, m.Restrict) and effect.by is None and effect.rule == \
            "doesn't untap during its controller's untap step" and effect.duration == \
            m.Duration("for as long as ~ remains tapped"):  # 611.2b
        return i.KeepTapped(said, scope.objects(effect.what), while_tapped=True)
    if isinstance(effect, m.Restrict) and effect.rule.endswith(" this turn"):
        # "can't block this turn": the duration written inside the rule's words (514.2)
        rule = effect.rule.removesuffix(" this turn")
        return _simple(m.Restrict(effect.what, rule, m.Duration("this turn")), scope, name,
                       said)
    if isinstance(effect, m.Restrict) and effect.duration is not None:
        _until_end_of_turn(effect.duration)
        if effect.rule not in ("can't block", "can't be blocked", "can't attack",
                               "can't attack or block", UNTARGETABLE_BY_OPPONENTS):
            raise Unsupported(effect.rule)
        return i.ModifyUntilEndOfTurn(said, scope.objects(effect.what), restriction=effect.rule)
    if isinstance(effect, m.AddMana) and effect.produced:  # 106.12a
        return AddManaToPool(said, (), scope.players(effect.who), produced=True)
    if isinstance(effect, m.AddMana) and not effect.any_color and len(effect.symbols) == 1 \
            and effect.amount is None and not effect.spread and scope.per is None:
        try:
            cost = ManaCost.parse(effect.symbols[0])  # "Add {R}{R}." as a spell resolves
        except RulingsError:
            raise Unsupported(effect.text()) from None
        if cost.symbols and not cost.generic and not cost.x_count:
            players = scope.players(effect.who) if effect.who is not None else None
            return AddManaToPool(said, cost.symbols, players)
    if isinstance(effect, m.AddMana) and effect.spread == "of any one color" and isinstance(
            effect.amount, m.Fixed) and not effect.spend_only:
        return AddManaOfOneColor(said, effect.amount.n)  # 106.1a: one of the five colors
    if isinstance(effect, m.RevealHandChoose) and not effect.exile_until:
        return hand.DiscardChosenFromHand(said, scope.players(effect.who),
                                       filter_test(replace(effect.filter, zone="hand")))
    if isinstance(effect, m.PutObject) and effect.to == "onto the battlefield" and isinstance(
            effect.what, m.EachRef) and effect.what.article in ("a", "an") and \
            effect.what.filter.zone == "from your hand":
        return hand.PutFromHand(said, filter_test(effect.what.filter))
    if isinstance(effect, m.PutObject) and effect.to in _PUT_ONTO_BATTLEFIELD and isinstance(
            effect.what, m.TargetRef) and effect.what.filter is not None and \
            effect.what.filter.zone.endswith(("graveyard", "graveyards")):
        return i.MoveObjects(said, scope.objects(effect.what), _PUT_ONTO_BATTLEFIELD[effect.to])
    if isinstance(effect, m.PutObject) and effect.to in _PUT_IN_LIBRARY:
        # "on the bottom of its owner's library": a card goes to its owner's (400.3)
        return i.MoveObjects(said, scope.objects(effect.what), _PUT_IN_LIBRARY[effect.to])
    if isinstance(effect, m.Attach) and isinstance(effect.what, m.SelfRef) and isinstance(
            effect.to, m.ItRef) and scope.it_created:
        return AttachSelfTo(said, Created())
    if isinstance(effect, m.GainControl) and effect.duration is not None and \
            effect.duration.words == "until end of turn":
        return i.GainControlUntilEndOfTurn(said, scope.objects(effect.what))
    if isinstance(effect, m.ExtraTurn):
        return i.ExtraTurns(said, scope.players(effect.who), effect.count)
    if isinstance(effect, m.ForTheTurn):  # 611.2a: until the turn ends (514.2)
        return SetTurnRule(said, TurnRule(effect.rule))
    if isinstance(effect, m.CopySpell) and isinstance(effect.what, m.ItRef) and \
            effect.what.word == "that spell" and scope.subject is not None and \
            not effect.new_targets and effect.targets in (None, m.SelfRef()):
        # the spell the trigger event was about (707.10); "The copy targets ~." (707.10c)
        return CopySpell(optional=False, targets_source=effect.targets is not None)
    if isinstance(effect, m.DoubleCounters) and isinstance(effect.counters.of, m.SelfRef):
        # as many more as it has (701.10e), counted as it resolves (608.2h)
        kind = effect.counters.counter
        return i.PutCounters(said, scope.objects(effect.counters.of),
                             scope.quantity(effect.counters), kind)
    if isinstance(effect, m.ExileAsItResolves) and isinstance(effect.what, m.ItRef) and \
            isinstance(scope.subject, EventSubject):  # the spell cast (614.1a)
        return ExileThatSpellInstead(counter=effect.counter or None)
    if isinstance(effect, m.PutBack):
        return hand.PutBackFromHand(said, scope.quantity(effect.amount))
    if isinstance(effect, m.Search):
        return _search(effect, said)
    if isinstance(effect, m.Prevent) and effect.this_turn:
        return prevent(effect, scope, said)
    if isinstance(effect, m.Become):
        return _become(effect, scope, said)
    if isinstance(effect, m.Dig):
        return _dig(effect, said)
    if isinstance(effect, m.Fight):
        first = scope.objects(effect.first)
        return i.FightBetween(said, first, scope.objects(effect.second))
    return None


#: "Put target ... card from a graveyard onto the battlefield ..." (110.2a)
_PUT_ONTO_BATTLEFIELD = {"onto the battlefield under your control":
                         "put onto the battlefield under your control"}


def _reflexive(effect: m.WhenYouDo, scope: Scope, name: str, said: str) -> Any:
    """"When you do, destroy target creature": a reflexive triggered ability (603.12)
    with its own targets, which the card holds; "it" is still the source."""
    inner = Scope(subject=scope.subject, self_left=scope.self_left, other=scope.other,
                  reflexive=scope.reflexive)
    effects = interpret(effect.effect, inner, name)
    never = d.Trigger(ev.Event, Never(), "When you do", rule="603.12")
    ability = d.TriggeredAbility(never, effects, tuple(inner.specs), delayed=True)
    scope.reflexive.append(ability)
    return flow.Reflexive(said, ability)


def _lasting(effect: m.Effect, duration: m.Duration) -> m.Effect:
    """``effect`` with the duration written before it given to each of its parts (611.2a:
    "Until end of turn, target creature gets +0/+2 and another target creature gets
    -2/-0")."""
    if isinstance(effect, m.And):
        return replace(effect, first=_lasting(effect.first, duration),
                       second=_lasting(effect.second, duration),
                       more=tuple(_lasting(e, duration) for e in effect.more))
    if isinstance(effect, m.Pump | m.GainKeywords) and effect.duration is None:
        return replace(effect, duration=duration)
    raise Unsupported(effect.text())


_PUT_IN_LIBRARY = {"on top of its owner's library": "put on top of library",
                   "on the bottom of its owner's library": "put on bottom of library",
                   "on the bottom of your library": "put on bottom of library"}

#: "doesn't untap during its controller's next untap step", said of one object or several
_NEXT_UNTAP = ("doesn't untap during its controller's next untap step",
               "don't untap during their controller's next untap step")


def _become(effect: m.Become, scope: Scope, said: str) -> Any:
    """"This artifact becomes an X/X Construct artifact creature until end of turn.",
    "... a 3/3 Sphinx creature with flying in addition to its other types" (layers 4, 6
    and 7b: 613.1d, 613.1f, 613.4b); "a 2/1 blue Faerie creature" sets its colors too
    (layer 5, 613.1e). Refused where the words take away card types it has (205.1a),
    which the engine doesn't model."""
    new = {w.capitalize() for w in effect.types.split()}
    if isinstance(effect.what, m.SelfRef):
        old = set(scope.self_types)
    elif isinstance(effect.what, m.EachRef):
        old = {t.capitalize() for t in effect.what.filter.types}
    else:
        old = {"?"}
    keeps = effect.still or effect.in_addition or old <= new
    x = effect.power == effect.toughness == "X"
    if any(c not in _COLOR_LETTERS for c in effect.colors) or effect.granted or not keeps or \
            "Creature" not in new or \
            not new <= {"Artifact", "Creature"} or (not x and not (
                effect.power.isdigit() and effect.toughness.isdigit())) or (
            effect.duration is not None and effect.duration.words != "until end of turn"):
        raise Unsupported(effect.text())
    objects = None if isinstance(effect.what, m.SelfRef) else scope.objects(effect.what)
    return BecomeCreature(0 if x else int(effect.power), 0 if x else int(effect.toughness),
                          still=effect.still, objects=objects, x=x,
                          subtypes=effect.subtypes,
                          keywords=frozenset(granted_keyword_name(k) for k in effect.keywords),
                          # "colorless" sets no colour at all (105.2c), not the mana type {C}
                          colors=frozenset(_COLOR_LETTERS[c] for c in effect.colors
                                           if c != "colorless") if effect.colors else None,
                          words=said, indefinite=effect.duration is None,
                          all_creature_types=effect.all_creature_types)  # 205.3m


_SEARCH_TO = {"into your hand": (Zone.HAND, False),
              "onto the battlefield": (Zone.BATTLEFIELD, False),
              "onto the battlefield tapped": (Zone.BATTLEFIELD, True)}


def _search(effect: m.Search, said: str) -> Any:
    """Search your library (and/or graveyard) for a card (701.23), then shuffle (701.24)."""
    where = _SEARCH_TO.get(effect.to)
    if where is None:
        raise Unsupported(effect.text())
    f = effect.filter
    any_card = not f.types and not f.adjectives and f.noun == "card" and not effect.named
    if f.zone:
        raise Unsupported(effect.text())
    tests = [_named(filter_test(replace(f, zone=zone)), effect.named)
             for zone in ("your library", "your graveyard")]
    return SearchLibrary(said, tests[0], where[0], where[1], effect.reveal, any_card,
                         in_graveyard=tests[1] if effect.graveyard else None)


def _named(test: ObjectTest, name: str) -> ObjectTest:
    """``test``, and "named Teferi, Timebender": that name and nothing else (201.2)."""
    if not name:
        return test
    return Named(name, test)


_DIG_REST = {"on the bottom of your library in any order": (Zone.LIBRARY, False),
             "on the bottom of your library in a random order": (Zone.LIBRARY, True),
             "into your graveyard": (Zone.GRAVEYARD, False)}


def _dig(effect: m.Dig, said: str) -> Any:
    """Look at the top cards of your library, keep some, the rest elsewhere (608.2c)."""
    if effect.take is None and isinstance(effect.look, m.Fixed):  # "put them back in any order"
        return LookAtTop(said, effect.look.n, 0, rest_to=None)
    rest = _DIG_REST.get(effect.rest)
    if rest is None or effect.take is None or effect.to != "into your hand" or \
            not isinstance(effect.look, m.Fixed):
        raise Unsupported(effect.text())
    test = None if effect.filter is None else filter_test(
        replace(effect.filter, zone="your library"))
    return LookAtTop(said, effect.look.n, effect.take, test, effect.optional, effect.reveal,
                     rest[0], rest[1])


def _no_regeneration(part: m.Effect) -> bool:
    return isinstance(part, m.Restrict) and part.rule == "can't be regenerated" and \
        isinstance(part.what, m.ItRef) and part.duration is None and part.by is None


def _until_end_of_turn(duration: m.Duration) -> None:
    # "this turn" and "until end of turn" both end in the cleanup step (514.2)
    if duration.words not in ("until end of turn", "this turn"):
        raise Unsupported(duration.words)


def _move(effect: m.Move, scope: Scope, said: str) -> Any:
    if effect.verb == "counter":
        if not isinstance(effect.what, m.TargetRef) or scope.specs:
            raise Unsupported(effect.text())
        tax = 0
        if effect.unless_pays:
            generic = effect.unless_pays.strip("{}")
            if not generic.isdigit():
                raise Unsupported(effect.unless_pays)
            tax = int(generic)
        scope.objects(effect.what)
        return CounterTarget(what=effect.what.text().removeprefix("target "), unless_pays=tax)
    what = scope.objects(effect.what)
    if effect.verb in ("destroy", "exile", "return to hand", "regenerate",
                       "shuffle into library"):
        return i.MoveObjects(said, what, effect.verb)
    if effect.verb in ("tap", "untap"):
        return i.TapObjects(said, what, untap=effect.verb == "untap")
    if effect.verb == "sacrifice" and isinstance(what, ItSelf):
        return i.MoveObjects(said, what, "sacrifice")
    raise Unsupported(effect.verb)


def _return(effect: m.ReturnCard, scope: Scope, said: str) -> Any:
    if effect.from_zone and not effect.from_zone.endswith("graveyard"):
        raise Unsupported(effect.from_zone)
    what = scope.objects(effect.what)
    if isinstance(what, ItSelf):
        raise Unsupported(effect.what.text())  # the card is a new object there (400.7)
    to = {"your hand": "return to hand", "its owner's hand": "return to hand",
          "their owners' hands": "return to hand", "the battlefield":
          "put onto the battlefield", "the battlefield tapped":
          "put onto the battlefield tapped"}.get(effect.to)
    if to is None:
        raise Unsupported(effect.to)
    return i.MoveObjects(said, what, to)


def _token(effect: m.CreateToken, scope: Scope, said: str) -> Any:
    colors = frozenset(_COLOR_LETTERS[c] for c in effect.colors if c in _COLOR_LETTERS)
    if len(colors) != len([c for c in effect.colors if c != "colorless"]):
        raise Unsupported(" and ".join(effect.colors))
    scope.it_created = True  # "..., then attach this artifact to it"
    token = creature_token(effect.power, effect.toughness, colors, effect.subtypes,
                           frozenset(keyword_name(k) for k in effect.keywords),
                           effect.artifact)
    abilities = [prowess()] if "Prowess" in token.keywords else []  # 702.108a: a trigger
    if effect.granted:  # 'with "Sacrifice this creature: Add {C}."' (111.4)
        abilities += _granted(token, effect)
    if abilities:
        token = replace(token, abilities=tuple(abilities))
    return CreateCreatureTokens(said, token, scope.quantity(effect.amount),
                                scope.players(effect.who), effect.tapped, effect.attacking)


def _granted(token: CardDef, effect: m.CreateToken) -> list[Any]:
    """The quoted abilities a token is created with (111.4)."""
    from rulings_kit.cards.build.abilities import granted  # it builds effects with this module

    kinds = " ".join(token.subtypes)
    return granted(effect.granted, m.Card(
        token.name, f"Token Creature — {kinds}" if kinds else "Token Creature",
        power=str(token.power), toughness=str(token.toughness)), effect.text())
