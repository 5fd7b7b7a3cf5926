"""Grammar rules for effects (608.2): one clause each, composed into sentences with
", then", "and", "you may" and "if ..., ..."."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

from rulings_kit.cards.model import (
    YOU,
    Ability,
    AdditionalCombat,
    Amount,
    And,
    Attach,
    Become,
    BecomeCopy,
    BecomeMonarch,
    BecomesOfChoice,
    CastFromExile,
    Choice,
    ChooseTarget,
    ChooseTargets,
    ChooseValue,
    ConditionText,
    ConniveText,
    CopySpellText,
    CountersOn,
    CountersRemovedThisWay,
    CreateThoseTokens,
    CreateToken,
    DealDamage,
    Delayed,
    DelayedTime,
    Discard,
    DoubleCounters,
    DoubleLifeText,
    Draw,
    Effect,
    Emblem,
    ExchangeControl,
    ExileAsItResolves,
    ExileGraveyard,
    ExploreText,
    ExtraLandThisTurn,
    FatesealText,
    Fight,
    Filter,
    Fixed,
    FlipCoinText,
    GainControl,
    GainKeywords,
    GainLife,
    GetEnergy,
    GetPoison,
    IfThen,
    Investigate,
    ItRef,
    Lasting,
    LifeTotalBecomes,
    LookAtHand,
    LoseAbilities,
    LoseAllAbilitiesText,
    LoseGame,
    LoseLife,
    MayDo,
    MayHave,
    Mill,
    Modal,
    Move,
    MultiplyPT,
    ObjectRef,
    Otherwise,
    PayEnergy,
    PerEach,
    PlayerRef,
    PlayExiledCard,
    ProcessExiled,
    Pump,
    PutObject,
    Restrict,
    ResultRow,
    ReturnCard,
    RevealIfShares,
    RollDie,
    RollResult,
    Sacrifice,
    ScryText,
    SelfRef,
    Sentences,
    SetBase,
    SetColor,
    SurveilText,
    SwitchPT,
    TargetRef,
    Then,
    ThisWay,
    TurnOver,
    UnlessText,
    WheneverThisTurn,
    WhenYouDo,
    WhereX,
)
from rulings_kit.cards.model.effects import ENERGY_SYMBOL, TURN_RULES, ForTheTurn, KeepMana
from rulings_kit.cards.model.kinds import Kind, KindWord
from rulings_kit.cards.model.phrases import (
    CounteredTo,
    It,
    PlayVerb,
    PutTo,
    Restriction,
    ReturnFrom,
    ReturnTo,
    TurnVerb,
    Verb,
    Who,
)
from rulings_kit.cards.model.this_way import DoneThisWay
from rulings_kit.cards.oracle.actions import (
    add_mana,
    becomes,
    counted,
    create_token,
    deals,
    extra_turn,
    in_addition,
    lure,
    mana_symbols,
    modifier,
    prevent,
    prevent_next_time,
    put_counters,
    redirect_next,
    restriction,
    reveal_hand,
    search,
    skip_next,
    would_die,
)
from rulings_kit.cards.oracle.amounts import blockers_of, each_counted, quantity, times_kicked
from rulings_kit.cards.oracle.combat_rules import blocks_if_able, remove_from_combat
from rulings_kit.cards.oracle.conditions import condition
from rulings_kit.cards.oracle.counters import remove_counters, those_counted
from rulings_kit.cards.oracle.cursor import Cursor
from rulings_kit.cards.oracle.daynight import it_becomes
from rulings_kit.cards.oracle.granted import granted
from rulings_kit.cards.oracle.keyword_actions import VERBS as KEYWORD_VERBS
from rulings_kit.cards.oracle.keyword_actions import keyword_action, times
from rulings_kit.cards.oracle.library import dig, exile_top, put_back, reveal_until
from rulings_kit.cards.oracle.nouns import (
    amount,
    count,
    duration,
    filter_,
    it_ref,
    keyword_list,
    obj,
    player,
    target,
)
from rulings_kit.cards.oracle.payments import payment, unless_pays
from rulings_kit.cards.oracle.trigger_events import event_of
from rulings_kit.core.words import number_word


# ------------------------------------------------------------------ subject-first clauses
def _object_does(cur: Cursor, who: ObjectRef | None = None) -> Effect:
    """'~ deals 3 damage to any target', 'target creature gets +2/+2 until end of turn',
    'target creature gains flying until end of turn', '~ fights target creature',
    '~ can't be blocked this turn'."""
    who = who or obj(cur)  # given when the subject was read already ("it also ...")
    if isinstance(who, TargetRef) and who.many and \
            cur.peek() == "each" and cur.peek(1) in ("get", "gain"):
        cur.take()  # "up to two target creatures each get +2/+2": each of them (115.1, 601.2c)
        who = replace(who, each=True)
    if cur.accept("deals"):
        return deals(cur, who)
    verb = cur.peek()
    if verb in ("gets", "get"):
        cur.take()
        p, t = modifier(cur)
        kws: tuple[str, ...] = ()
        given: tuple[Ability, ...] = ()
        choice = False
        if cur.accept("and gains") or cur.accept("and gain"):
            choice = cur.accept("your choice of")  # one of them, chosen as it resolves
            kws, given = (keyword_list(cur, "or"), ()) if choice else granted(
                cur, isinstance(who, SelfRef))
        return Pump(who, p, t, cur.attempt(duration), kws, given, choice=choice)
    if verb in ("gains", "gain"):
        cur.take()
        if cur.accept("your choice of"):  # one of them, chosen as it resolves
            options = keyword_list(cur, "or")
            return GainKeywords(who, options, cur.attempt(duration), choice=True)
        kws, given = granted(cur, isinstance(who, SelfRef))
        return GainKeywords(who, kws, cur.attempt(duration), granted=given)
    if verb in ("has", "have") and cur.peek(1) == "base":  # 613.4b
        cur.take()
        cur.expect("base power and toughness")
        pt = cur.take().text
        if "/" not in pt:
            raise cur.fail("a power/toughness")
        p, t = pt.split("/")
        return SetBase(who, p, t, cur.attempt(duration))
    if verb in ("loses", "lose"):
        cur.take()
        if cur.accept("all abilities"):
            return LoseAllAbilitiesText(who, cur.attempt(duration))
        return LoseAbilities(who, keyword_list(cur), cur.attempt(duration))
    if verb == "fights":
        cur.take()
        return Fight(who, obj(cur))
    if verb == "explores":  # 701.44a
        cur.take()
        return ExploreText(who)
    if verb == "connives":  # 701.50a; "connives 2" (701.50d)
        cur.take()
        n = count(cur) if cur.peek().isdigit() else 1
        return ConniveText(who, n)
    if verb in ("becomes", "become"):
        cur.take()
        return becomes(cur, who)
    if verb == "is" and cur.peek(1) in ("a", "an"):  # "That creature is a black Zombie in
        cur.take()  # addition to its other colors and types." (613.1d-e)
        return in_addition(cur, who)
    if verb == "blocks" and cur.peek(1) not in ("this", "each"):
        return blocks_if_able(cur, who)  # "blocks ~ this turn if able" (509.1c)
    rule, by = restriction(cur)
    return Restrict(who, rule, cur.attempt(duration), by)

#: "sacrifice a creature": a choice of one permanent of a kind, nothing more (701.21)
_PLAIN_SACRIFICE = tuple((Kind((), (w,)),) for w in (
    KindWord.CREATURE, KindWord.LAND, KindWord.PERMANENT, KindWord.ARTIFACT))


def _player_does(cur: Cursor) -> Effect:
    """'you gain 3 life', 'target player draws two cards', 'each opponent loses 1 life'."""
    return _player_acts(cur, player(cur))


def _player_acts(cur: Cursor, who: PlayerRef) -> Effect:
    if not who.is_you and cur.accept("shuffles their graveyard into their library"):
        return Move(Verb.SHUFFLE_GRAVEYARD_INTO_LIBRARY, who)  # 701.24a
    if not who.is_you and cur.accept("shuffles their hand and graveyard into their library"):
        return Move(Verb.SHUFFLE_HAND_AND_GRAVEYARD_INTO_LIBRARY, who)
    verb = cur.one_of(("gain", "gains", "lose", "loses", "draw", "draws", "discard",
                       "discards", "mill", "mills", "sacrifice", "sacrifices", "creates",
                       "take", "takes", "skip", "skips", "reveals their hand", "exiles",
                       "adds", "investigates", "get", "gets", "become the monarch",
                       "becomes the monarch"))
    if verb.endswith("the monarch"):  # 725.1
        return BecomeMonarch(who)
    if verb == "gets" and cur.accept("an emblem with"):  # "target opponent gets" (114.2)
        return _emblem(cur, who)
    if verb in ("get", "gets") and (poison := cur.attempt(_poison)) is not None:
        return GetPoison(who, poison)  # 122.1f
    if verb in ("get", "gets"):  # "you get {E}{E}" (107.14)
        return GetEnergy(who, _energy(cur))
    if verb == "investigates":  # 701.16a
        return Investigate(times(cur), who)
    if verb == "exiles":
        return exile_top(cur, who)
    if verb == "reveals their hand":
        return reveal_hand(cur, who)
    if verb == "creates":
        return create_token(cur, who)
    if verb == "adds":
        return add_mana(cur, who)
    if verb in ("take", "takes"):  # "you take an extra turn after this one" (500.7)
        return extra_turn(cur, who)
    if verb in ("lose", "loses") and cur.accept("the game"):  # 104.3e
        return LoseGame(who)
    if verb in ("skip", "skips"):  # "that player skips their next untap step" (614.10)
        return skip_next(cur, who)
    return _player_verb(cur, who, verb.rstrip("s") if verb != "loses" else "lose")


def _emblem(cur: Cursor, who: PlayerRef | None) -> Emblem:
    """"... an emblem with "[abilities]"" (114.1), after "you get" or "[a player] gets"."""
    keywords, given = granted(cur)
    if keywords or not given:
        raise cur.fail("a quoted ability")
    return Emblem(given, who)


def _player_verb(cur: Cursor, who: PlayerRef | None, verb: str) -> Effect:
    if verb in ("gain", "lose"):
        who = who or YOU
        if cur.accept("life equal to"):
            n: Amount = quantity(cur)
        else:
            n = amount(cur)
            cur.expect("life")
        return GainLife(who, n) if verb == "gain" else LoseLife(who, n)
    if verb == "sacrifice" and who is None and cur.peek() in ("~", "it"):
        return Move(Verb.SACRIFICE, obj(cur))  # the object itself (701.21)
    if verb == "sacrifice" and who is None and (them := cur.attempt(it_ref)) is not None:
        return Move(Verb.SACRIFICE, them)  # "Sacrifice them", "... that creature" (701.21)
    if verb == "sacrifice":
        many: Amount = Fixed(1) if cur.peek() == "another" else amount(cur)
        found = filter_(cur)
        plain = found.types[:1] in _PLAIN_SACRIFICE
        if plain and found == Filter(found.types[:1]) and many == Fixed(1):
            return Sacrifice(who, found.types[0].text())  # "a creature": a choice, nothing more
        return Sacrifice(who, found.text(), found, None if many == Fixed(1) else many)
    if verb == "discard" and cur.accept("your hand" if who is None or who.is_you
                                        else "their hand"):  # every card in it (701.9a)
        return Discard(who, Fixed(0), hand=True)
    if verb == "draw" and cur.accept("an additional card"):  # one more than the step's (504.1)
        return Draw(who, Fixed(1), additional=True)
    if cur.accept("cards equal to"):
        n = quantity(cur)
    else:
        n = amount(cur)
        counted(cur, "card")
    if verb == "draw":
        return Draw(who, n)
    if verb == "mill":
        return Mill(who, n)
    return Discard(who, n, cur.accept("at random"))


def switch(cur: Cursor) -> SwitchPT:
    """"Switch target creature's power and toughness until end of turn." (613.4d)."""
    if cur.accept("~'s"):
        what: ObjectRef = SelfRef()
    else:
        cur.expect("target creature's")
        what = TargetRef(Filter((Kind((), (KindWord.CREATURE,)),)))
    cur.expect("power and toughness")
    return SwitchPT(what, cur.attempt(duration))


# ------------------------------------------------------------------ imperative clauses
def _and_remove(cur: Cursor) -> Effect:
    cur.expect("and remove")
    return remove_from_combat(cur)


def _imperative(cur: Cursor) -> Effect:
    """What the controller does: 'draw a card', 'destroy target creature', 'scry 2',
    'return target creature to its owner's hand', 'create a 1/1 ... token', 'add {G}'."""
    verb = cur.one_of(("draw", "discard", "mill", "sacrifice", "scry", "destroy", "exile",
                       "search", "gain control of", "exchange control of", "tap or untap",
                       "pay", "prevent", "regenerate", "look at", "attach", "take", "shuffle",
                       "copy", "tap", "untap", "counter", "return", "put", "create", "add",
                       "choose", "double the number of", "cast", "switch", "transform", "flip",
                       "surveil", "double", "triple", "reveal", "remove", "play", "fateseal",
                       "roll", *KEYWORD_VERBS))
    if verb == "fateseal":  # 701.29a
        return FatesealText(count(cur))
    if verb == "remove":  # 506.4, 122.1
        removed = cur.attempt(remove_from_combat)
        return removed if removed is not None else remove_counters(cur)
    if verb == "reveal":  # 701.20a: the top cards of your library
        return dig(cur, revealed=True) if cur.peek() == "the" else reveal_until(cur)
    if verb in ("double", "triple"):  # 701.10, 701.11
        return _multiply(cur, 2 if verb == "double" else 3)
    if verb in KEYWORD_VERBS:
        return keyword_action(cur, verb)
    if verb == "switch":  # 613.4d
        return switch(cur)
    if verb in ("play", "cast") and cur.accept("the exiled card without paying its mana "
                                               "cost"):  # 607.2a, 118.9
        return PlayExiledCard(PlayVerb(verb))
    if verb == "cast":  # 118.9
        cur.expect("a spell from among cards you own in exile")
        kind = ""
        if cur.accept("with"):
            kind = cur.take().text
            cur.expect("counters on them")
        cur.expect("without paying its mana cost")
        return CastFromExile(kind)
    if verb == "flip" and cur.accept("a coin"):  # 705.1
        return FlipCoinText()
    if verb == "roll":  # 706.1a: "roll a d20", one die of N sides
        cur.expect("a d")
        return RollDie(_die_sides(cur))
    if verb in tuple(TurnVerb):  # 701.27a, 710.2
        return TurnOver(obj(cur), TurnVerb(verb))
    if verb == "double the number of":  # 701.10e
        kind = cur.take().text
        cur.expect("counters on")
        return DoubleCounters(CountersOn(kind, obj(cur)))
    if verb == "choose" and cur.peek() in ("a", "an"):  # "Choose a creature type." (608.2d)
        return ChooseValue(cur.phrase(Choice))
    if verb == "choose":  # multikicker's targets (702.33c)
        chosen = target(cur)
        if cur.peek() == "," and cur.peek(1) == "then" and cur.peek(2) == "roll":
            return ChooseTarget(chosen)  # "..., then roll a d20" (706.3a's rows name it)
        cur.expect(", then choose another target for each time ~ was kicked")
        return ChooseTargets(chosen)
    if verb in ("draw", "discard", "mill", "sacrifice"):
        return _player_verb(cur, None, verb)
    if verb == "search":
        return search(cur)
    if verb == "look at" and cur.peek() == "target":  # "look at target player's hand"
        who = {"player's": Who.TARGET_PLAYER, "opponent's": Who.TARGET_OPPONENT}.get(
            cur.peek(1))
        if who is None:
            raise cur.fail("target player's or target opponent's")
        cur.take(), cur.take()
        cur.expect("hand")
        return LookAtHand(PlayerRef(who))
    if verb == "look at":
        return dig(cur)
    if verb == "take":
        return extra_turn(cur, None)
    if verb == "copy":  # 707.10
        what = obj(cur)
        if cur.accept(". the copy targets ~"):  # its targets are this object (707.10c)
            return CopySpellText(what, False, SelfRef())
        return CopySpellText(what, cur.accept(". you may choose new targets for the copy"))
    if verb == "shuffle" and cur.accept("your graveyard into your library"):
        return Move(Verb.SHUFFLE_GRAVEYARD_INTO_LIBRARY, YOU)
    if verb == "shuffle" and cur.accept("your hand and graveyard into your library"):
        return Move(Verb.SHUFFLE_HAND_AND_GRAVEYARD_INTO_LIBRARY, YOU)
    if verb == "shuffle":
        what = obj(cur)
        cur.expect("into its owner's library")
        return Move(Verb.SHUFFLE_INTO_LIBRARY, what)
    if verb == "attach":
        what = obj(cur)
        cur.expect("to")
        return Attach(what, obj(cur))
    if verb == "gain control of":
        return GainControl(obj(cur), cur.attempt(duration))
    if verb == "exchange control of":  # 701.12b
        return ExchangeControl(obj(cur))
    if verb == "prevent":
        return prevent(cur)
    if verb == "pay" and cur.peek() == ENERGY_SYMBOL.lower():  # "pay {E}{E}" (107.14)
        return PayEnergy(_energy(cur))
    if verb == "pay":
        return payment(cur)
    if verb == "scry":
        return ScryText(amount(cur))
    if verb == "surveil":  # 701.25a
        return SurveilText(amount(cur))
    if verb == "return":
        what = obj(cur)
        if cur.accept("to its owner's hand") or cur.accept("to their owners' hands"):
            return Move(Verb.RETURN_TO_HAND, what)
        if cur.accept("to their owner's hand"):  # several objects, in the newer wording
            return Move(Verb.RETURN_TO_HAND, what, owner_singular=True)
        source = cur.phrase(ReturnFrom) if cur.peek() == "from" else ReturnFrom.UNSAID
        cur.expect("to")
        return ReturnCard(what, cur.phrase(ReturnTo), source)
    if verb == "put":
        if (counters := cur.attempt(put_counters)) is not None:
            return counters
        if (processed := cur.attempt(_process_exiled)) is not None:
            return processed
        if (back := cur.attempt(put_back)) is not None:
            return back
        what = obj(cur)
        return PutObject(what, cur.phrase(PutTo))
    if verb == "create" and cur.peek(1) == "of" and cur.peek(2) == "those":  # in a results
        n = count(cur)  # table: the token a row before it describes (706.3a, _with_table)
        cur.expect("of those tokens")
        return CreateThoseTokens(Fixed(n))
    if verb == "create":
        return create_token(cur)
    if verb == "add":
        return add_mana(cur)
    if verb == "exile" and cur.peek() == "the" and cur.peek(1) == "top":
        return exile_top(cur)
    if verb == "exile" and (whole := cur.attempt(_graveyards)) is not None:
        return whole
    what = obj(cur)
    if verb == "exile" and (instead := cur.attempt(_as_it_resolves)) is not None:
        return ExileAsItResolves(what, instead)
    if verb == "counter":
        tax = mana_symbols(cur) if cur.accept("unless its controller pays") else ""
        each = each_counted(cur) if tax and cur.accept("for each") else None
        if isinstance(each, CountersOn | CountersRemovedThisWay):
            raise cur.fail("what a tax counts")
        return Move(Verb(verb), what, tax, countered_to=cur.attempt(_countered_to),
                    unless_each=each)
    return Move(Verb(verb), what,
                duration=cur.attempt(duration) if verb == "exile" else None)


#: whose graveyard "Exile target player's graveyard." may name (406.2)
_GRAVEYARDS_OF = {"target player's": Who.TARGET_PLAYER, "target opponent's": Who.TARGET_OPPONENT,
                  "each opponent's": Who.EACH_OPPONENT, "each player's": Who.EACH_PLAYER}


def _graveyards(cur: Cursor) -> ExileGraveyard:
    """After "exile": 'all graveyards', 'target player's graveyard' (406.2)."""
    if cur.accept("all graveyards"):
        return ExileGraveyard()
    whose = _GRAVEYARDS_OF[cur.one_of(tuple(_GRAVEYARDS_OF))]
    cur.expect("graveyard")
    return ExileGraveyard(PlayerRef(whose))


#: whose life total an effect sets (119.5)
_LIFE_TOTAL_OF = {"your": Who.YOU, "target player's": Who.TARGET_PLAYER,
                  "target opponent's": Who.TARGET_OPPONENT, "each player's": Who.EACH_PLAYER,
                  "each opponent's": Who.EACH_OPPONENT}


def _life_total_of(cur: Cursor) -> PlayerRef:
    """'your life total becomes', "target player's life total becomes": whose."""
    whose = cur.one_of(tuple(_LIFE_TOTAL_OF))
    cur.expect("life total becomes")
    return PlayerRef(_LIFE_TOTAL_OF[whose])


def _multiply(cur: Cursor, factor: int) -> MultiplyPT | DoubleLifeText:
    """After "double" or "triple": 'the power of target creature', 'target creature's power
    and toughness', '~'s power', 'its power' (701.10a-c, 701.11a-c), each with its duration;
    after "double": 'your life total', 'target player's life total' (701.10d)."""
    if factor == 2 and cur.accept("your life total"):
        return DoubleLifeText(YOU)
    if factor == 2 and cur.accept("target player's life total"):
        return DoubleLifeText(PlayerRef(Who.TARGET_PLAYER))
    if cur.accept("the power of"):
        return MultiplyPT(obj(cur), False, cur.attempt(duration), factor, of_form=True)
    if cur.accept("~'s"):
        what: ObjectRef = SelfRef()
    elif cur.accept("its"):
        what = ItRef()
    else:
        cur.expect("target creature's")
        what = TargetRef(Filter((Kind((), (KindWord.CREATURE,)),)))
    cur.expect("power")
    both = cur.accept("and toughness")
    return MultiplyPT(what, both, cur.attempt(duration), factor)


def _countered_to(cur: Cursor) -> CounteredTo:
    """After "counter target spell": '. If that spell is countered this way, exile it
    instead of putting it into its owner's graveyard' (701.6a, 614.1a)."""
    cur.expect(". if that spell is countered this way ,")
    return cur.phrase(CounteredTo)


#: after "put": what the processors put from exile into a graveyard, by how many cards
_PROCESSED = {
    "a card an opponent owns from exile into that player's graveyard": 1,
    **{f"{number_word(n)} cards your opponents own from exile into their owners' graveyards": n
       for n in range(2, 4)},
}


def _process_exiled(cur: Cursor) -> ProcessExiled:
    return ProcessExiled(_PROCESSED[cur.one_of(tuple(_PROCESSED))])


def _as_it_resolves(cur: Cursor) -> str:
    """After "exile that card": '[with a dream counter on it] instead of putting it into
    your graveyard as it resolves' (614.1a): the kind of counter, or ""."""
    kind = ""
    if cur.accept("with a") or cur.accept("with an"):
        kind = cur.take().text
        cur.expect("counter on it")
    cur.expect("instead of putting it into your graveyard as it resolves")
    return kind


def _have_do(cur: Cursor) -> DealDamage | Pump | Become | BecomeCopy:
    """After "you may have": an object and what it does, the verb bare ('deal', 'get',
    'become')."""
    who = obj(cur)
    verb = cur.one_of(("deal", "get", "become"))
    if verb == "deal":
        return deals(cur, who)
    if verb == "become":
        found = becomes(cur, who)
        if not isinstance(found, Become | BecomeCopy):
            raise cur.fail("a creature it becomes")
        return found
    p, t = modifier(cur)
    return Pump(who, p, t, cur.attempt(duration))


# ------------------------------------------------------------------ composition
def clause(cur: Cursor) -> Effect:
    """One effect, possibly 'you may ...', 'if ..., ...', 'until end of turn, ...'."""
    if cur.peek() == "until" and (lasting := cur.attempt(duration)) is not None:
        cur.expect(",")
        return Lasting(lasting, _joined(cur))
    if cur.peek() == "at" and (when := cur.attempt(_delayed_time)) is not None:
        cur.expect(",")  # "At the beginning of the next end step, ...": 603.7
        return Delayed(_joined(cur), when)
    if cur.accept("whenever"):  # "Whenever you cast a spell this turn, ...": 603.7b
        event = event_of(cur)
        cur.expect("this turn ,")
        return WheneverThisTurn(event, _joined(cur))
    if cur.peek() == "all" and cur.peek(1) == "creatures" and cur.peek(2) == "able":
        return lure(cur)
    if cur.peek() == "the" and cur.peek(1) == "next" and cur.peek(2) == "time":
        return prevent_next_time(cur)
    if cur.peek() == "the" and cur.peek(1) == "next" and cur.peek(2).isdigit():
        return redirect_next(cur)  # 614.9
    if cur.peek() in ("damage", "players") and (rule := cur.attempt(_for_the_turn)):
        return rule
    if cur.accept("when you do ,"):  # a reflexive trigger (603.12)
        return WhenYouDo(_joined(cur))
    if cur.accept("you get an emblem with"):
        return _emblem(cur, None)
    if (whose := cur.attempt(_life_total_of)) is not None:  # 119.5
        return LifeTotalBecomes(whose, amount(cur))
    if cur.accept("you may play an additional land this turn"):  # 305.2
        return ExtraLandThisTurn()
    if cur.accept("after this main phase , there is an additional combat phase followed by an "
                  "additional main phase"):
        return AdditionalCombat()  # 500.8
    if cur.accept("you may look at the top card of your library . if it shares a creature type "
                  "with ~ , you may reveal it"):
        return RevealIfShares()  # kinship (207.2c): the one choice is whether to reveal it
    if cur.accept("you may have"):
        return MayHave(_have_do(cur))
    if cur.accept("you may"):
        chosen = _simple(cur, you_first=True)
        if cur.peek() == "and" and cur.peek(1) == "remove" and (
                removed := cur.attempt(_and_remove)) is not None:
            chosen = And(chosen, removed)  # "untap it and remove it from combat": one choice
        if cur.peek() == "and":  # "you may pay {1} and sacrifice an artifact": one choice of
            # both, which read as "(you may pay) and sacrifice" would do the second anyway
            raise cur.fail("the end of 'you may ...' (a choice of two actions is refused)")
        may = MayDo(chosen)
        if cur.peek() == "unless" and (paid := cur.attempt(unless_pays)) is not None:
            return UnlessText(may, paid[1], paid[0])  # first the payer chooses (118.12a)
        return may
    if cur.peek() == "if" and (exiled := cur.attempt(would_die)) is not None:
        return exiled
    if cur.accept("if"):
        cond = condition(cur)
        cur.expect(",")
        if cur.accept("it also"):  # "If it's legendary, it also gains lifelink": in addition
            return IfThen(cond, _object_does(cur, ItRef()), also=True)
        if cur.accept("instead"):  # "If ..., instead destroy all creatures" (614.1a)
            return IfThen(cond, those_counted(cur, cond, _joined(cur)), True, instead_first=True)
        return IfThen(cond, those_counted(cur, cond, _joined(cur)), cur.accept("instead"))
    found = _simple(cur)
    if cur.peek() == "unless" and (unless := cur.attempt(_unless_condition)) is not None:
        return IfThen(unless, found, unless=True)  # "discard a card unless you attacked this
        # turn": done if the condition doesn't hold as it resolves (608.2c)
    if cur.accept("unless you"):  # "sacrifice ~ unless you sacrifice a creature" (118.12a)
        return UnlessText(found, _simple(cur, you_first=True))
    if cur.peek() == "unless" and (paid := cur.attempt(unless_pays)) is not None:
        return UnlessText(found, paid[1], paid[0])
    return found


def _for_the_turn(cur: Cursor) -> ForTheTurn:
    """"damage can't be prevented this turn" (615.12), "players can't gain life this
    turn" (119.7)."""
    rule = cur.one_of(TURN_RULES)
    cur.expect("this turn")
    return ForTheTurn(rule)


def _simple(cur: Cursor, you_first: bool = False) -> Effect:
    rules: tuple[Callable[[Cursor], Effect], ...] = (_imperative, _player_does, it_becomes,
                                                     _object_does)
    if you_first:
        start = cur.pos
        found = cur.attempt(_imperative)
        if found is not None:
            return found
        cur.pos = start
        verb = cur.peek()
        if verb in ("gain", "lose"):
            cur.take()
            return _player_verb(cur, YOU, verb)
        if verb in ("draw", "discard", "sacrifice"):  # "you may draw": imperative after "may"
            cur.take()
            return _player_verb(cur, None, verb)
    return cur.first(*rules)


def sentence(cur: Cursor) -> Effect:
    """Clauses joined by ', then' and 'and' up to the period (608.2c), perhaps repeated
    'for each' counted object (608.2h)."""
    if cur.peek() == "for" and (prevented := cur.attempt(_each_prevented_first)) is not None:
        return PerEach(_joined(cur), prevented, first=True)  # "For each 1 damage ..., put"
    effect = _joined(cur)
    if cur.accept("for each"):
        counted = cur.attempt(times_kicked) or cur.attempt(_each_prevented) or cur.attempt(
            blockers_of)
        effect = PerEach(effect, counted if counted is not None else each_counted(cur))
    if cur.peek() == "at" and (when := cur.attempt(_delayed_time)) is not None:
        effect = Delayed(effect, when, when_last=True)  # "... at the beginning of ...": 603.7
    if cur.peek() == "instead" and cur.peek(1) == "if":  # "~ deals 5 damage instead if a
        cur.take()  # creature died this turn." (614.1a)
        effect = IfThen(_trailing_if(cur), effect, True, condition_last=True)
    elif cur.peek() == "if" and (cond := cur.attempt(_trailing_if)) is not None:
        effect = IfThen(cond, effect, condition_last=True)  # "... if it's legendary"
    return where_x(cur, effect)


def _each_prevented(cur: Cursor) -> ThisWay:
    """After "for each": '1 damage prevented this way' (615.5)."""
    cur.expect("1 damage prevented this way")
    return ThisWay(DoneThisWay.DAMAGE_PREVENTED)


def _each_prevented_first(cur: Cursor) -> ThisWay:
    cur.expect("for each")
    found = _each_prevented(cur)
    cur.expect(",")
    return found


def _delayed_time(cur: Cursor) -> DelayedTime:
    return cur.phrase(DelayedTime)


def _condition_to_end(cur: Cursor, word: str) -> ConditionText:
    """'unless you attacked this turn', 'if it's a creature card': a condition after its
    word, the last words of the sentence."""
    cur.expect(word)
    found = condition(cur)
    if cur.peek() != ".":
        raise cur.fail("'.'")
    return found


_unless_condition = partial(_condition_to_end, word="unless")
_trailing_if = partial(_condition_to_end, word="if")


def where_x(cur: Cursor, effect: Effect) -> Effect:
    """The effect, with ', where X is ...' if it follows (107.3c)."""
    if cur.accept(", where x is the result"):  # of the die roll before it (706.4)
        return WhereX(effect, RollResult())
    if cur.accept(", where x is"):
        return WhereX(effect, quantity(cur))
    return effect


#: what a player does that another verb of the same sentence may share the subject of
_PLAYER_ACTS = (Draw, Discard, Mill, GainLife, LoseLife, Sacrifice)
#: moves whose object is a player: "each player shuffles their graveyard into their library"
_PLAYERS_SHUFFLE = (Verb.SHUFFLE_GRAVEYARD_INTO_LIBRARY,
                    Verb.SHUFFLE_HAND_AND_GRAVEYARD_INTO_LIBRARY)


def _same_player(cur: Cursor, who: PlayerRef) -> Effect:
    """A verb whose subject is the player the one before it named: 'target player draws
    two cards and [target player] loses 2 life' (608.2c)."""
    found = _player_acts(cur, who)
    if not isinstance(found, _PLAYER_ACTS):
        raise cur.fail("a verb of the same player")
    return found


def _more_acts(cur: Cursor, first: Effect, who: PlayerRef) -> Effect:
    """'..., discards a card, and loses 3 life', '... and loses 2 life': the verbs after
    the first that share its player ``who`` (608.2c: done in the order written)."""
    acts = [first]
    while True:
        if len(acts) == 1 and cur.accept(", then"):
            return Then(first, _same_player(cur, who), same_subject=True)
        if cur.accept("and" if len(acts) == 1 else ", and"):
            acts.append(_same_player(cur, who))
            return And(acts[0], acts[1], same_subject=True, more=tuple(acts[2:]))
        cur.expect(",")
        acts.append(_same_player(cur, who))


def _joined(cur: Cursor) -> Effect:
    effect = clause(cur)
    who = effect.who if isinstance(effect, _PLAYER_ACTS) else effect.what if isinstance(
        effect, Move) and effect.verb in _PLAYERS_SHUFFLE else None
    if isinstance(who, PlayerRef):  # "each player shuffles ..., then draws seven cards"
        first, subject = effect, who
        if (more := cur.attempt(lambda c: _more_acts(c, first, subject))) is not None:
            effect = more
    while True:
        if cur.accept(", then"):
            effect = Then(effect, clause(cur))
        elif cur.peek() in ("and", ",") and isinstance(effect, _OBJECT_ACTS) and (
                also := cur.attempt(partial(_same_object, first=effect))) is not None:
            effect = also
        elif cur.peek() == "and" and (nxt := cur.attempt(_and_clause)) is not None:
            effect = And(effect, nxt)
        elif cur.peek() == "," and (listed := cur.attempt(partial(_listed, first=effect))):
            effect = listed
        else:
            return effect


#: what an object does that the clauses of one sentence may share the subject of: "gets
#: +1/+0 until end of turn and can't be blocked this turn", "becomes black and gains fear
#: until end of turn", "gets +1/+0, becomes black, and gains shadow until end of turn"
_OBJECT_ACTS = (Pump, GainKeywords, SetBase, SetColor, LoseAbilities, LoseAllAbilitiesText,
                BecomesOfChoice, Restrict)
_ObjectAct = (Pump | GainKeywords | SetBase | SetColor | LoseAbilities | LoseAllAbilitiesText
              | BecomesOfChoice | Restrict)
#: the verbs such a clause starts with once its subject is said
_OBJECT_VERBS = ("gets", "get", "gains", "gain", "becomes", "become", "loses", "lose", "can't")


def _same_object(cur: Cursor, first: _ObjectAct) -> And:
    """'and can't be blocked this turn', 'and gains fear until end of turn', ', becomes
    black, and gains shadow until end of turn': what the object the clause before named
    does next, its subject said once (608.2c: done in the order written; a duration said
    once at the end is each clause's, 611.2a)."""
    who = first.what
    acts: list[Effect] = [first]
    while True:
        last = cur.accept("and" if len(acts) == 1 else ", and")
        if not last:
            cur.expect(",")
        if cur.peek() in _OBJECT_VERBS or (
                cur.peek() in ("has", "have") and cur.peek(1) == "base"):  # 613.4b
            found = _object_does(cur, who)
            if not isinstance(found, _OBJECT_ACTS):
                raise cur.fail("a verb of the same object")
        else:  # "and must be blocked this turn if able" (509.1c)
            rule, by = restriction(cur)
            found = Restrict(who, rule, cur.attempt(duration), by)
        acts.append(found)
        if last:
            return And(acts[0], acts[1], same_subject=True, more=tuple(acts[2:]))


def _listed(cur: Cursor, first: Effect) -> Effect:
    """', transform it, then untap it', ', transform ~, and create three Treasure tokens':
    the clauses of a list after its first, done in the order written (608.2c)."""
    items = [first]
    while True:
        cur.expect(",")
        if cur.accept("then"):
            return Then(And(items[0], items[1], more=tuple(items[2:]), listed=True),
                        clause(cur))
        if cur.accept("and"):
            return And(items[0], items[1], more=(*items[2:], clause(cur)))
        items.append(clause(cur))


def _and_clause(cur: Cursor) -> Effect:
    cur.expect("and")
    return clause(cur)


def effects(cur: Cursor, in_row: bool = False) -> Effect:
    """Sentences up to the end of the line: one effect, or :class:`Sentences`; a sentence
    that ends rolling a die, followed by the rows of a results table, has them (706.3);
    ``in_row``: a row's effect, up to the next row."""
    parts = [sentence(cur)]
    cur.expect(".")
    while not cur.at_end and cur.peek() not in ("•",) and not _row_starts(cur) and (
            nxt := cur.attempt(_next_sentence)) is not None:
        if isinstance(nxt, Then) and nxt.new_sentence and len(parts) > 1 and \
                isinstance(parts[-1], Otherwise):  # "If ..., ... Otherwise, ... Then ...":
            # after whichever of the two happened
            nxt = replace(nxt, first=Sentences((parts.pop(-2), parts.pop())))
        elif isinstance(nxt, Then) and nxt.new_sentence:  # "... Then ...": joined to the last
            nxt = replace(nxt, first=parts.pop())
        parts.append(nxt)
    if not in_row and _row_starts(cur):  # "Roll a d20." and its table (706.3a)
        parts[-1] = _with_table(cur, parts[-1])
    for part, nxt in zip(parts, (*parts[1:], None), strict=True):  # a roll without a table:
        # the next sentence uses its result (706.4), "Scry X, where X is the result."
        uses = isinstance(nxt, WhereX) and isinstance(nxt.x, RollResult)
        if isinstance(part, RollDie) and not part.table and not uses:
            raise cur.fail("a results table, or a sentence that uses the result (706.4)")
    return parts[0] if len(parts) == 1 else Sentences(tuple(parts))


def _die_sides(cur: Cursor) -> int:
    """The N of "dN" after its "d" (706.1a): a positive integer."""
    word = cur.peek()
    if not word.isdigit() or int(word) < 1:
        raise cur.fail("a number of sides")
    cur.take()
    return int(word)


def _row_starts(cur: Cursor) -> bool:
    """Whether a results table's row starts here: "1—9 |", "20 |", "15+ |" (706.3a)."""
    if not cur.peek().isdigit():
        return False
    nxt = cur.peek(1)
    return nxt == "|" or (nxt == "+" and cur.peek(2) == "|") or (
        nxt == "—" and cur.peek(2).isdigit() and cur.peek(3) == "|")


def _those_tokens(cur: Cursor, rows: list[ResultRow]) -> list[ResultRow]:
    """The rows with "Create two of those tokens." given the token of the last row before it
    that is "Create a 1/1 red Goblin creature token." (706.3a); refused without one."""
    out: list[ResultRow] = []
    for row in rows:
        if isinstance(row.effect, CreateThoseTokens):
            made = [r.effect for r in out if isinstance(r.effect, CreateToken)]
            if not made:
                raise cur.fail("a row before it that creates a token")
            row = replace(row, effect=replace(row.effect, like=made[-1]))
        out.append(row)
    return out


def _with_table(cur: Cursor, last: Effect) -> Effect:
    """The sentence that ends "roll a dN" (alone, or after "..., then"), with the rows of
    its results table (706.3a), each "If the result was in this range, [effect]."."""
    roll = last.second if isinstance(last, Then) else last
    if not isinstance(roll, RollDie) or roll.table:
        raise cur.fail("a die roll before its results table")
    rows: list[ResultRow] = []
    while _row_starts(cur):
        low = int(cur.take().text)
        high: int | None = low
        if cur.accept("+"):
            high = None
        elif cur.accept("—"):
            high = int(cur.take().text)
        cur.expect("|")
        rows.append(ResultRow(low, high, effects(cur, in_row=True)))
    if not cur.at_end:
        raise cur.fail("the end of the results table")
    rows = _those_tokens(cur, rows)
    table = RollDie(roll.sides, tuple(rows))
    return replace(last, second=table) if isinstance(last, Then) else table


def _next_sentence(cur: Cursor) -> Effect:
    if cur.accept("the damage can't be prevented"):  # what the sentence before deals (615.12)
        cur.expect(".")
        return Restrict(ItRef(It.THE_DAMAGE), Restriction.CANT_BE_PREVENTED)
    if cur.accept("until end of turn , you don't lose this mana as steps and phases end ."):
        return KeepMana()  # the mana the sentence before added (106.4)
    if cur.accept("otherwise ,"):  # the "if" of the sentence before didn't hold (608.2c)
        otherwise = Otherwise(sentence(cur))
        cur.expect(".")
        return otherwise
    if cur.accept("then"):  # "Then it fights ...": done after the sentence before (608.2c)
        found: Effect = Then(Sentences(()), sentence(cur), new_sentence=True)
        cur.expect(".")
        return found
    found = sentence(cur)
    cur.expect(".")
    return found


def modal(cur: Cursor) -> Modal:
    """'choose one —' and its '•' modes (700.2)."""
    cur.expect("choose")
    or_more = cur.accept("one or more")  # any number of the modes, at least one (700.2)
    up_to = or_more or cur.accept("one or both")
    n = 2 if up_to else count(cur)
    # "Choose three. You may choose the same mode more than once." (700.2d)
    repeat = not up_to and cur.accept(". you may choose the same mode more than once .")
    if not repeat:
        cur.expect("—")
    modes: list[Effect] = []
    while cur.accept("•"):
        modes.append(effects(cur))
    if len(modes) < 2 or (up_to and not or_more and len(modes) != 2):
        raise cur.fail("'•' and a mode")
    return Modal(len(modes) if or_more else n, tuple(modes), up_to, or_more, repeat)


def _poison(cur: Cursor) -> int:
    """'a poison counter', 'two poison counters' (122.1f): how many."""
    if cur.accept("a poison counter"):
        return 1
    n = count(cur)
    cur.expect("poison counters")
    return n


def _energy(cur: Cursor) -> int:
    """The energy symbols at the cursor, "{E}{E}" (107.14): how many."""
    n = 0
    while cur.peek() == ENERGY_SYMBOL.lower():
        cur.take()
        n += 1
    if not n:
        raise cur.fail("{E}")
    return n
