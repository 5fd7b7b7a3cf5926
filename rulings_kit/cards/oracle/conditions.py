"""Grammar rules for conditions: the words after "if", "unless", "as long as" and
"Activate only if" (603.4 intervening-if, 611.3a, 602.5b): what is controlled, what
happened this turn, what an object is or has."""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.cards.model import (
    ConditionText,
    DevotionTo,
    EachRef,
    Filter,
    ItRef,
    ObjectRef,
    PlayerRef,
    SelfRef,
)
from rulings_kit.cards.model.kinds import Kind, KindWord
from rulings_kit.cards.model.objects import ANOTHER
from rulings_kit.cards.model.phrases import THIS_WAY, Article, FilterZone, It, Test, Who
from rulings_kit.cards.oracle.amounts import counted_quantity
from rulings_kit.cards.oracle.cursor import Cursor
from rulings_kit.cards.oracle.nouns import (
    attached,
    count,
    counter_on_it,
    filter_,
    keyword_name,
    one_adjective,
    self_ref,
    type_word,
)
from rulings_kit.core.words import NUMBER_WORDS

#: how the spell that became this permanent was cast: "if you cast it from your hand"
_CAST_IT = tuple(t for t in Test if t.cast_it)


def condition(cur: Cursor) -> ConditionText:
    """The words after "if": 'you control a Wizard', '~ was kicked', 'it was kicked',
    'you have 10 or more life', 'you gained life this turn'."""
    if cur.peek() in ("~", "it", "that") and (cur.peek(1), cur.peek(2)) in (
            ("was", "kicked"), ("wasn't", "kicked"), ("spell", "was")):
        if cur.accept("that spell"):
            who: ObjectRef = ItRef(It.THAT_SPELL)
        else:
            who = self_ref(cur) if cur.peek() == "~" else ItRef(cur.phrase((It.IT,)))
        if cur.accept("wasn't kicked"):
            return ConditionText(who, Test.NOT_KICKED)
        cur.expect("was kicked")
        return ConditionText(who, Test.KICKED)
    if cur.peek() == "it" and cur.peek(1) == "targets" and cur.peek(2) in ("a", "an"):
        cur.expect("it targets")  # "if it targets an attacking creature" (115.1)
        cur.one_of(("a", "an"))
        return ConditionText(ItRef(), Test.TARGETS, filter_(cur))
    if cur.peek() in ("~", "it") and cur.peek(1) == "has" and cur.peek(2) in NUMBER_WORDS:
        who = self_ref(cur) if cur.peek() == "~" else ItRef(cur.phrase((It.IT,)))
        cur.expect("has")  # "if ~ has three or more invitation counters on it" (122.1)
        n = _at_least(cur)
        kind = cur.take().text
        cur.expect("counters on it")
        return ConditionText(who, Test.HAS_COUNTER, Filter((), counter=kind), n)
    if cur.peek() == "~" and cur.peek(1) == "has":  # "~ has flying" (702)
        who = self_ref(cur)
        cur.expect("has")
        return ConditionText(who, Test.HAS_KEYWORD, Filter((), keyword=keyword_name(cur)))
    if cur.peek() == "~" and cur.peek(1) == "is" and cur.peek(2) == "paired":  # 702.95b
        who = self_ref(cur)
        cur.expect("is paired with another creature")
        return ConditionText(who, Test.PAIRED)
    if cur.peek() == "~" and cur.peek(1) == "is" and cur.peek(2) in _SOURCE_STATES:
        who = self_ref(cur)  # "if ~ is equipped", "as long as ~ is untapped" (611.3a)
        cur.expect("is")
        return ConditionText(who, Test.IS, Filter((), (one_adjective(cur),)))
    if cur.peek() in ("~", "it") and cur.peek(1) == "has" and cur.peek(2) == "no":
        who = self_ref(cur) if cur.peek() == "~" else ItRef(cur.phrase((It.IT,)))
        cur.expect("has no")  # "if it has no ice counters on it" (122.1)
        kind = cur.take().text
        cur.expect("counters on it")
        return ConditionText(who, Test.HAS_COUNTER, Filter((), counter=kind), at_most=True)
    if cur.peek() == "~" and cur.peek(1) == "was" and cur.peek(2) == "cast":
        who = self_ref(cur)  # "If this spell was cast from your hand" (601.2a, 608.2c)
        return ConditionText(who, cur.phrase((Test.WAS_CAST_FROM_YOUR_HAND,
                                              Test.WAS_CAST_FROM_A_GRAVEYARD)))
    if cur.peek() == "you" and cur.peek(1) == "cast" and cur.peek(2) == "~":
        cur.expect("you cast")  # "If you cast this spell during your main phase" (addendum)
        who = self_ref(cur)
        cur.expect("during your main phase")
        return ConditionText(who, Test.CAST_DURING_YOUR_MAIN_PHASE)
    if cur.peek() == "you" and cur.peek(1) == "cast" and cur.peek(2) == "it":
        cur.take()  # "if you cast it from your hand" (601.2a, 608.3)
        return ConditionText(PlayerRef(Who.YOU), cur.phrase(_CAST_IT))
    if cur.accept("a permanent you controlled left the battlefield this turn"):  # revolt
        return ConditionText(PlayerRef(Who.YOU), Test.PERMANENT_LEFT)  # (207.2c, 603.6c)
    if cur.accept("you had a land enter under your control this turn"):  # landfall (207.2c)
        return ConditionText(PlayerRef(Who.YOU), Test.LAND_ENTERED)
    if cur.accept("you attacked this turn"):  # raid (207.2c): attackers declared (508.1)
        return ConditionText(PlayerRef(Who.YOU), Test.ATTACKED_THIS_TURN)
    if cur.accept("you attacked with a creature this turn"):  # the same (508.1)
        return ConditionText(PlayerRef(Who.YOU), Test.ATTACKED_WITH_A_CREATURE)
    if cur.accept("you attacked with"):  # "... two or more creatures this turn" (508.1)
        n = _at_least(cur)
        cur.expect("creatures this turn")
        return ConditionText(PlayerRef(Who.YOU), Test.ATTACKED_WITH, n=n)
    if cur.accept("creatures you control have total power"):  # 208.1, Mosswort Bridge
        n = count(cur)
        cur.expect("or greater")
        return ConditionText(PlayerRef(Who.YOU), Test.TOTAL_POWER, n=n)
    if cur.accept("a library has"):  # "... twenty or fewer cards in it" (Shelldock Isle)
        n = count(cur)
        cur.expect("or fewer cards in it")
        return ConditionText(PlayerRef(Who.A_PLAYER), Test.LIBRARY_AT_MOST, n=n,
                             at_most=True)
    if cur.accept("an opponent was dealt"):  # "... 7 or more damage this turn" (120.3)
        n = _at_least(cur)
        cur.expect("damage this turn")
        return ConditionText(PlayerRef(Who.AN_OPPONENT), Test.DEALT_DAMAGE, n=n)
    if cur.accept("an opponent has no cards in hand"):  # one of them (402.1, 102.3)
        return ConditionText(PlayerRef(Who.AN_OPPONENT), Test.NO_CARDS_IN_HAND)
    if cur.accept("each player has no cards in hand"):  # 402.1, Howltooth Hollow
        return ConditionText(PlayerRef(Who.EACH_PLAYER), Test.NO_CARDS_IN_HAND)
    if cur.accept("tribute wasn't paid"):  # 702.104b
        return ConditionText(SelfRef(), Test.TRIBUTE_NOT_PAID)
    if cur.peek() == "your" and cur.peek(1) == "devotion":  # "your devotion to white is
        devotion = counted_quantity(cur)  # less than five" (700.5), counted as it's checked
        if not isinstance(devotion, DevotionTo):
            raise cur.fail("your devotion to a color")
        cur.expect("is less than")
        return ConditionText(PlayerRef(Who.YOU), Test.LESS_THAN, n=count(cur), counted=devotion)
    if cur.accept("x is"):  # "If X is 5 or more" (107.3: the X of the spell)
        n = count(cur)
        cur.expect("or more")
        return ConditionText(PlayerRef(Who.YOU), Test.X_AT_LEAST, n=n)
    if cur.accept("it's your turn"):
        return ConditionText(PlayerRef(Who.YOU), Test.YOUR_TURN)
    if cur.accept("it's not your turn"):  # 102.1: another player is the active player
        return ConditionText(PlayerRef(Who.YOU), Test.NOT_YOUR_TURN)
    if cur.peek() == "there" and cur.peek(1) == "is" and cur.peek(2) in ("a", "an"):
        cur.expect("there is")  # "there is a land card in your graveyard": one or more
        cur.one_of(("a", "an"))
        counted = filter_(cur)
        return ConditionText(EachRef(counted, Article.PLURAL), Test.THERE_IS, counted)
    if cur.accept("it's attacking"):
        return ConditionText(ItRef(), Test.ATTACKING)
    if cur.peek() == "it" and cur.peek(1) in ("has", "had"):  # "it had a +1/+1 counter on it"
        cur.take()
        test = Test.HAS_COUNTER if cur.take().word == "has" else Test.HAD_COUNTER
        return ConditionText(ItRef(), test, Filter((), counter=counter_on_it(cur)))
    if cur.accept("it was"):  # "if it was historic" (as it last existed, 608.2h)
        return ConditionText(ItRef(), Test.WAS, Filter((), (one_adjective(cur),)))
    if cur.peek() in ("enchanted", "equipped") and cur.peek(2) == "is":
        host = attached(cur)  # "as long as enchanted permanent is a creature" (611.3a)
        cur.expect("is")
        if cur.accept("a") or cur.accept("an"):
            return ConditionText(host, Test.IS, filter_(cur))
        return ConditionText(host, Test.IS, Filter((), (one_adjective(cur),)))
    if cur.peek() == "that" and cur.peek(1) == "creature" and cur.peek(2) == "is":
        who = ItRef(cur.phrase((It.THAT_CREATURE,)))  # "if that creature is a Human"
        cur.expect("is")
        cur.one_of(("a", "an"))
        return ConditionText(who, Test.IS, filter_(cur))
    if cur.accept("it's"):  # "if it's a Vampire", "if it's legendary" (as the effect happens)
        if cur.accept("a") or cur.accept("an"):
            return ConditionText(ItRef(), Test.IS, filter_(cur))
        return ConditionText(ItRef(), Test.IS, Filter((), (one_adjective(cur),)))
    if cur.accept("no spells were cast last turn"):  # the werewolves' (701.27a)
        return ConditionText(PlayerRef(Who.A_PLAYER), Test.SPELLS_LAST_TURN)
    if cur.peek() == "a" and cur.peek(1) == "player" and cur.peek(2) == "cast":
        cur.expect("a player cast")  # "a player cast two or more spells last turn"
        n = _at_least(cur)
        cur.expect("spells last turn")
        return ConditionText(PlayerRef(Who.A_PLAYER), Test.SPELLS_LAST_TURN, n=n)
    if (cur.peek() in ("a", "an", "exactly") or cur.peek() in NUMBER_WORDS) and (
            attacking := cur.attempt(_attacking)) is not None:
        return attacking
    if cur.peek() in ("a", "an", "at") and (others := cur.attempt(_others_declared)):
        return others
    if cur.accept("defending player is poisoned"):  # 122.1f, 506.2
        return ConditionText(PlayerRef(Who.DEFENDING_PLAYER), Test.POISONED)
    if cur.accept("defending player is the monarch"):  # 725.1
        return ConditionText(PlayerRef(Who.DEFENDING_PLAYER), Test.MONARCH)
    if cur.peek() == "defending" and cur.peek(2) == "has":  # "... seven or more cards in
        who = PlayerRef(cur.phrase((Who.DEFENDING_PLAYER,)))  # their graveyard" (404.2)
        cur.expect("has")
        n = _at_least(cur)
        return ConditionText(who, Test.HAS, filter_(cur), n)
    if cur.accept("defending player controls"):  # 506.2: while it attacks
        cur.one_of(("a", "an"))
        return ConditionText(PlayerRef(Who.DEFENDING_PLAYER), Test.CONTROL, filter_(cur))
    if cur.accept("any player controls"):
        cur.one_of(("a", "an"))
        return ConditionText(PlayerRef(Who.ANY_PLAYER), Test.CONTROL, filter_(cur))
    if cur.peek() in ("a", "an") and (died := cur.attempt(_died)) is not None:
        return died
    if cur.peek() in ("a", "an", "at") and (done := cur.attempt(_this_way)) is not None:
        return done
    if cur.peek() in NUMBER_WORDS and (
            blocked := cur.attempt(_blocking_it) or cur.attempt(_are_in)
            or cur.attempt(_died_at_least)) is not None:
        return blocked
    if cur.accept("there are no"):  # "if there are no time counters on ~" (122.1)
        kind, where = _counters_on(cur)
        return ConditionText(where, Test.COUNTERS_ON, Filter((), counter=kind), at_most=True)
    if cur.accept("there are"):  # "there are two or more instant and/or sorcery cards in
        n = _at_least(cur)       # your graveyard": counted as it's checked
        if (on := cur.attempt(_counters_on)) is not None:  # "... ki counters on ~"
            return ConditionText(on[1], Test.COUNTERS_ON, Filter((), counter=on[0]), n)
        if cur.accept("card types among cards in your graveyard"):  # delirium (205.2a)
            return ConditionText(PlayerRef(Who.YOU), Test.CARD_TYPES_IN_GRAVEYARD, n=n)
        counted = filter_(cur)
        return ConditionText(EachRef(counted, Article.PLURAL), Test.THERE_ARE, counted, n)
    if (cur.peek(), cur.peek(1), cur.peek(2)) == ("an", "opponent", "has") and \
            cur.peek(3) in ("no", "more"):
        cur.expect("an opponent has")
        if cur.accept("no cards in hand"):  # one of them (402.1, 102.3)
            return ConditionText(PlayerRef(Who.AN_OPPONENT), Test.NO_CARDS_IN_HAND)
        compared = cur.phrase((Test.MORE_LIFE, Test.MORE_CARDS_IN_HAND))  # 119.1, 402.1
        cur.expect("than you")
        return ConditionText(PlayerRef(Who.AN_OPPONENT), compared, than=Who.YOU)
    if cur.peek() == "an" and cur.peek(1) == "opponent" and cur.peek(2) == "controls":
        return _opponent_controls(cur)
    if (cur.peek(), cur.peek(1), cur.peek(2)) in (("an", "opponent", "has"),
                                                  ("each", "player", "has")) and \
            (life := cur.attempt(_has_life)) is not None:  # "an opponent has 10 or less life"
        return life
    if cur.peek() == "that" and cur.peek(1) == "player" and cur.peek(2) == "has" and \
            (hand := cur.attempt(_that_player_hand)) is not None:  # 402.1
        return hand
    if cur.peek() in ("an", "a") and cur.peek(1) in ("opponent", "player") and \
            cur.peek(2) == "has":  # "an opponent has eight or more cards in their graveyard"
        who = PlayerRef(cur.phrase((Who.AN_OPPONENT, Who.A_PLAYER)))
        cur.expect("has")
        n = _at_least(cur)
        return ConditionText(who, Test.HAS, filter_(cur), n)
    if cur.peek() in ("an", "a") and cur.peek(1) in ("opponent", "player"):
        who = PlayerRef(cur.phrase((Who.AN_OPPONENT, Who.A_PLAYER)))
        if cur.accept("is the monarch"):  # 725.1
            return ConditionText(who, Test.MONARCH)
        if cur.accept("discarded a card this turn"):  # 701.9a
            return ConditionText(who, Test.DISCARDED_THIS_TURN)
        cur.expect("lost")
        n = 0 if cur.peek() == "life" else _at_least(cur)
        cur.expect("life this turn")
        return ConditionText(who, Test.LOST_LIFE, n=n)
    if cur.accept("you've"):  # what you did this turn (the turn's record of events)
        return _you_have_done(cur)
    if cur.accept("you're the monarch"):  # 725.1
        return ConditionText(PlayerRef(Who.YOU), Test.MONARCH)
    you = PlayerRef(cur.phrase((Who.YOU,)))
    if cur.peek() == "win" and cur.peek(1) == ",":  # after a clash (701.30d)
        cur.take()
        return ConditionText(you, Test.WON_CLASH)
    if cur.accept("win the flip"):  # after a coin flip (705.2)
        return ConditionText(you, Test.WON_FLIP)
    if cur.accept("lose the flip"):
        return ConditionText(you, Test.LOST_FLIP)
    if cur.accept("do"):
        return ConditionText(you, Test.DID)
    if cur.accept("discarded a card this turn"):  # 701.9a
        return ConditionText(you, Test.DISCARDED_THIS_TURN)
    if cur.accept("control"):
        if cur.peek() in NUMBER_WORDS and (coven := cur.attempt(_different_powers)) is not None:
            return coven
        if cur.accept("more"):  # "... more creatures than defending player" (506.2)
            counted = filter_(cur)
            return ConditionText(you, cur.phrase((Test.MORE_THAN_DEFENDING,
                                                  Test.MORE_THAN_ATTACKING)), counted)
        if (either := cur.attempt(_each_with_article)) is not None:
            return ConditionText(you, Test.CONTROL, either, each_article=True)
        if cur.accept("no"):  # "you control no Islands": none, so at most zero
            return ConditionText(you, Test.CONTROL, filter_(cur), 0, at_most=True)
        n, fewer = 0, False
        if cur.peek() != "another" and not (cur.accept("a") or cur.accept("an")):
            n = count(cur)
            fewer = cur.one_of(("or more", "or fewer")) == "or fewer"
        return ConditionText(you, Test.CONTROL, filter_(cur), n, at_most=fewer)
    if cur.accept("have"):
        if cur.peek() == "more":  # "you have more life than an opponent" (119.1, 402.1)
            compared = cur.phrase((Test.MORE_LIFE, Test.MORE_CARDS_IN_HAND))
            cur.expect("than")
            than = cur.phrase((Who.AN_OPPONENT, Who.EACH_OPPONENT))
            return ConditionText(you, compared, than=than)
        if cur.accept("no cards in hand"):  # hellbent: none in your hand (402.1)
            return ConditionText(you, Test.NO_CARDS_IN_HAND)
        if cur.accept("the city's blessing"):  # 702.131c
            return ConditionText(you, Test.CITYS_BLESSING)
        n = count(cur)
        if cur.accept("or more opponents"):  # 102.2
            return ConditionText(you, Test.OPPONENTS, n=n)
        if cur.peek() == "or" and cur.peek(1) == "less":  # "you have 5 or less life" (119.1)
            cur.expect("or less life")
            return ConditionText(you, Test.LIFE_AT_LEAST, n=n, at_most=True)
        more = cur.one_of(("or more", "or fewer"))
        if cur.accept("cards in hand"):  # 402.1
            return ConditionText(you, Test.CARDS_IN_HAND, n=n, at_most=more == "or fewer")
        if more != "or more":
            raise cur.fail("'cards in hand'")
        cur.expect("life")
        return ConditionText(you, Test.LIFE_AT_LEAST, n=n)
    cur.expect("gained")
    n = 0 if cur.peek() == "life" else _at_least(cur)
    cur.expect("life this turn")
    return ConditionText(you, Test.GAINED_LIFE, n=n)


#: what "if ~ is ..." may say of its source: states no continuous effect changes
_SOURCE_STATES = ("equipped", "enchanted", "tapped", "untapped")


def _opponent_controls(cur: Cursor) -> ConditionText:
    """'an opponent controls a black permanent', '... seven or more lands', '... no basic
    lands', '... more lands than you': of one opponent (102.3)."""
    who = PlayerRef(cur.phrase((Who.AN_OPPONENT,)))
    cur.expect("controls")
    if cur.accept("more"):
        counted = filter_(cur)
        cur.expect("than you")
        return ConditionText(who, Test.MORE_THAN_YOU, counted)
    if cur.accept("no"):  # none, so at most zero
        return ConditionText(who, Test.CONTROL, filter_(cur), 0, at_most=True)
    n = 0
    if not (cur.accept("a") or cur.accept("an")):
        n = _at_least(cur)
    return ConditionText(who, Test.CONTROL, filter_(cur), n)


def _attacking(cur: Cursor) -> ConditionText:
    """'three or more creatures are attacking', 'exactly one creature is attacking', 'a
    black creature with flying is attacking' (506.4: the attacking creatures, as it's
    checked)."""
    if cur.accept("exactly"):
        n = count(cur)
        counted = filter_(cur)
        cur.expect("is attacking" if n == 1 else "are attacking")
        return ConditionText(EachRef(counted, Article.PLURAL), Test.EXACTLY_ATTACKING,
                             counted, n)
    if cur.accept("a") or cur.accept("an"):
        counted = filter_(cur)
        cur.expect("is attacking")
        return ConditionText(EachRef(counted, Article.PLURAL), Test.ARE_ATTACKING, counted)
    n = _at_least(cur)
    counted = filter_(cur)
    cur.expect("are attacking")
    return ConditionText(EachRef(counted, Article.PLURAL), Test.ARE_ATTACKING, counted, n)


def _different_powers(cur: Cursor) -> ConditionText:
    """After "you control": 'three or more creatures with different powers' (coven)."""
    n = _at_least(cur)
    cur.expect("creatures with different powers")
    return ConditionText(PlayerRef(Who.YOU), Test.DIFFERENT_POWERS, n=n)


def _others_declared(cur: Cursor) -> ConditionText:
    """"a black or green creature also attacks", "at least two other creatures block": of
    the creatures declared with it (508.1c, 509.1b)."""
    if cur.accept("at least"):
        n = count(cur)
        cur.expect("other")
        others = filter_(cur)
        test = cur.phrase((Test.OTHERS_ATTACK, Test.OTHERS_BLOCK))
        return ConditionText(EachRef(others, Article.PLURAL), test, others, n)
    article = cur.phrase((Article.A, Article.AN))
    other = filter_(cur)
    test = cur.phrase((Test.ALSO_ATTACKS, Test.ALSO_BLOCKS))
    return ConditionText(EachRef(other, article), test, other, 1)


def _that_player_hand(cur: Cursor) -> ConditionText:
    """'that player has no cards in hand', '... two or fewer cards in hand' (402.1)."""
    that = PlayerRef(cur.phrase((Who.THAT_PLAYER,)))
    cur.expect("has")
    if cur.accept("no cards in hand"):
        return ConditionText(that, Test.NO_CARDS_IN_HAND)
    n = count(cur)
    fewer = cur.one_of(("or more", "or fewer")) == "or fewer"
    cur.expect("cards in hand")
    return ConditionText(that, Test.CARDS_IN_HAND, n=n, at_most=fewer)


def _has_life(cur: Cursor) -> ConditionText:
    """'an opponent has 10 or less life', 'each player has 10 or less life' (119.1)."""
    who = PlayerRef(cur.phrase((Who.AN_OPPONENT, Who.EACH_PLAYER)))
    cur.expect("has")
    n = count(cur)
    more = cur.one_of(("or less", "or more"))
    cur.expect("life")
    return ConditionText(who, Test.LIFE_AT_LEAST, n=n, at_most=more == "or less")


def _counters_on(cur: Cursor) -> tuple[str, ObjectRef]:
    """'ki counters on ~' (or 'on it') after "there are two or more": the kind (122.1) and
    the object."""
    kind = cur.take().text
    cur.expect("counters on")
    return kind, (ItRef(cur.phrase((It.IT,))) if cur.peek() == "it" else self_ref(cur))


def _each_with_article(cur: Cursor) -> Filter:
    """'a Mountain or a Plains', 'a Forest or an Island': alternatives, each with 'a'."""
    types: list[Kind] = []
    while True:
        cur.one_of(("a", "an"))
        word = type_word(cur)
        types.append(Kind((), (word,)) if isinstance(word, KindWord) else Kind((word,)))
        if not cur.accept("or"):
            break
    if len(types) < 2:
        raise cur.fail("'or a'")
    return Filter(tuple(types))


def _you_have_done(cur: Cursor) -> ConditionText:
    """After "you've": 'cast an instant or sorcery spell this turn', 'drawn two or more
    cards this turn', 'gained 3 or more life this turn'."""
    you = PlayerRef(Who.YOU)
    if cur.accept("discarded a card this turn"):  # 701.9a
        return ConditionText(you, Test.DISCARDED_THIS_TURN, perfect=True)
    if cur.accept("completed a dungeon"):  # 309.7
        return ConditionText(you, Test.COMPLETED_DUNGEON, perfect=True)
    if cur.accept("been attacked this step"):  # a creature attacks you (508.1b)
        return ConditionText(you, Test.ATTACKED_THIS_STEP, perfect=True)
    if cur.accept("cast"):
        another = cur.accept("another")  # not the spell that became this object
        if not another:
            cur.one_of(("a", "an"))
        found = filter_(cur)
        if another:
            found = replace(found, adjectives=(ANOTHER, *found.adjectives))
        cur.expect("this turn")
        return ConditionText(you, Test.CAST_THIS_TURN, found)
    if cur.accept("drawn"):
        n = _at_least(cur)
        cur.expect("cards this turn")
        return ConditionText(you, Test.DRAWN_THIS_TURN, n=n)
    cur.expect("gained")
    n = _at_least(cur)
    cur.expect("life this turn")
    return ConditionText(you, Test.GAINED_LIFE, n=n, perfect=True)


def _blocking_it(cur: Cursor) -> ConditionText:
    """'two or more creatures are blocking it' (509.1h: as blocks stand)."""
    n = _at_least(cur)
    cur.expect("creatures are blocking it")
    return ConditionText(ItRef(), Test.BLOCKED_BY, n=n)


def _are_in(cur: Cursor) -> ConditionText:
    """'seven or more cards are in your graveyard' (threshold): the same count as "there
    are seven or more cards in your graveyard", counted as it's checked."""
    n = _at_least(cur)
    counted = filter_(cur)
    cur.expect("are")
    if counted.zone or not cur.accept("in your graveyard"):
        raise cur.fail("'are in your graveyard'")
    counted = replace(counted, zone=FilterZone.IN_YOUR_GRAVEYARD)
    return ConditionText(EachRef(counted, Article.PLURAL), Test.ARE_IN, counted, n)


def _at_least(cur: Cursor) -> int:
    """'three or more'."""
    n = count(cur)
    cur.expect("or more")
    return n


def _died_at_least(cur: Cursor) -> ConditionText:
    """'three or more creatures died this turn' (the turn's record of deaths, 700.4)."""
    n = _at_least(cur)
    found = filter_(cur)
    cur.expect("died this turn")
    return ConditionText(EachRef(found, Article.PLURAL), Test.DIED_THIS_TURN, found, n)


def _this_way(cur: Cursor) -> ConditionText:
    """'a land card was milled this way', 'at least one Zombie card is milled this way',
    'a creature card is discarded this way', 'a creature card was exiled this way':
    what the instructions before it in the same resolution did to cards (608.2c)."""
    n = 1 if cur.accept("at least one") else 0
    if not n:
        cur.one_of(("a", "an"))
    found = filter_(cur)
    test = cur.phrase(THIS_WAY)
    return ConditionText(EachRef(found, Article.PLURAL if n else Article.A), test, found, n)


def _died(cur: Cursor) -> ConditionText:
    """'a creature died this turn' (a turn-event record, as of the check)."""
    article = cur.phrase((Article.A, Article.AN))
    found = filter_(cur)
    cur.expect("died this turn")
    return ConditionText(EachRef(found, article), Test.DIED_THIS_TURN)
