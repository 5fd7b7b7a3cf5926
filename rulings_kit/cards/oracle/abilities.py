"""Grammar rules for whole abilities, one per line of Oracle text (113.1): keyword
lines, "As an additional cost" lines, triggered (603.1), activated (602.1), static
(604) abilities, "enters tapped/with" replacements (614.1c) and spell text (113.3a)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from rulings_kit.cards.model import (
    AbilitiesOf,
    Ability,
    AbilityCostChange,
    AbilityWord,
    ActivatedAbilityText,
    ActivatedCostChange,
    AdditionalCost,
    AddTypes,
    AlternativeCost,
    And,
    Boast,
    CanBeCommander,
    CastAsThoughFlash,
    CastOnly,
    CastWindow,
    Chapter,
    Colorless,
    CostAction,
    CostText,
    CostZone,
    DiscardCost,
    Effect,
    ExertCost,
    ExileCost,
    Filter,
    Fixed,
    FlavoredAbility,
    FlavorWord,
    Forecast,
    GainControl,
    GainKeywords,
    GameCount,
    ItRef,
    Keyword,
    KeywordLine,
    KeywordSeparator,
    LoseAbilities,
    LoseAllAbilitiesText,
    MayNotUntap,
    NotAType,
    ObjectRef,
    OpeningHand,
    OthersGainLifeCost,
    PayEnergyCost,
    PayLifeCost,
    PerEach,
    PlayerRef,
    PlayerRule,
    Prevent,
    Pump,
    RemoveCountersCost,
    Restrict,
    ReturnCost,
    RevealCost,
    SacrificeCost,
    SelfRef,
    SetBase,
    SetColor,
    SetLandType,
    SetPowerToughness,
    SpellAbility,
    StaticAbility,
    TapUntappedCost,
    TriggeredAbilityText,
    VariableX,
    WordedAbility,
)
from rulings_kit.cards.model.costs import UNTAPPED
from rulings_kit.cards.model.effects import ENERGY_SYMBOL
from rulings_kit.cards.model.kinds import (
    ColorWord,
    FromWords,
    KindWord,
    ProtectionFrom,
    StateWord,
    subtype_named,
)
from rulings_kit.cards.model.objects import GRANTOR
from rulings_kit.cards.model.phrases import (
    AbilityKeyword,
    Article,
    Controller,
    EnchantPlayer,
    FilterNoun,
    FilterZone,
    InAdditionTo,
    It,
    PlayerRuleWords,
    PTWhich,
    Restriction,
    Timing,
    Who,
)
from rulings_kit.cards.oracle.actions import (
    NO_ACTIVATIONS,
    colors_and_subtypes,
    cost_change,
    in_addition,
    lure,
    mana_symbols,
    name_to_end,
    prevent,
    restriction,
)
from rulings_kit.cards.oracle.amounts import each_counted, possessor, quantity
from rulings_kit.cards.oracle.clauses import effects, modal, where_x
from rulings_kit.cards.oracle.combat_rules import COMBAT_RULES
from rulings_kit.cards.oracle.conditions import condition
from rulings_kit.cards.oracle.cursor import Cursor
from rulings_kit.cards.oracle.daynight import day_as_enters
from rulings_kit.cards.oracle.exert import exert_as_attacks
from rulings_kit.cards.oracle.granted import granted
from rulings_kit.cards.oracle.nouns import (
    COLORS,
    amount,
    attached,
    count,
    each,
    filter_,
    keyword_list,
    obj,
    self_ref,
)
from rulings_kit.cards.oracle.replacements import (
    as_enters,
    counters_replacement,
    damage_replacement,
    enters_as_copy,
    enters_replacement,
    exile_instead,
    goes_instead,
    mana_replacement,
    others_enter_tapped,
)
from rulings_kit.cards.oracle.text import tokens
from rulings_kit.cards.oracle.trigger_events import event_of, step_event
from rulings_kit.core.keywords import OLDER_NAMES, PARAMETERS, KeywordName, Takes
from rulings_kit.core.words import plural_noun


# ------------------------------------------------------------------------------ costs
def _mana(cur: Cursor) -> str:
    out = ""
    while cur.peek().startswith("{") and cur.peek() not in ("{t}", "{q}"):
        out += cur.take().text
    if not out:
        raise cur.fail("a mana cost")
    return out


def cost(cur: Cursor) -> CostText:
    """'{2}{R}, {T}, Sacrifice ~' (602.1a), or a loyalty cost '+1' / '−2' (606.4)."""
    word = cur.peek().strip("[]")
    if word == "-x" and cur.peek(1) == ":":  # "[−X]": X loyalty counters removed (606.4)
        cur.take()
        return CostText(loyalty=0, loyalty_x=True)
    if (word[:1] in "+-" and word[1:].isdigit()) or (word == "0" and cur.peek(1) == ":"):
        cur.take()
        return CostText(loyalty=int(word))
    mana, tap, untap, others = "", False, False, []
    while True:
        if cur.peek() == "{t}":
            cur.take()
            tap = True
        elif cur.peek() == "{q}":  # the untap symbol (107.6)
            cur.take()
            untap = True
        elif cur.peek().startswith("{"):
            mana = _mana(cur)
        else:
            others.append(cost_action(cur))
        if not cur.accept(","):
            return CostText(mana, tap, None, tuple(others), untap=untap)


def cost_action(cur: Cursor) -> CostAction:
    """One action a cost names (118, 602.1a), as its part: "sacrifice another creature",
    "discard a card", "pay 2 life", "exile a creature card from your graveyard", "tap two
    untapped Spirits you control", "remove a +1/+1 counter from ~"."""
    verb = cur.one_of(("sacrifice", "discard", "pay", "exile", "tap", "remove", "reveal",
                       "exert", "return"))
    if verb == "return":  # "return two Islands you control to their owner's hand"
        n = amount(cur)
        if not isinstance(n, Fixed):
            raise cur.fail("a number")
        back = filter_(cur)
        if back.controller is not Controller.YOU or back.zone or back.order:
            raise cur.fail("a permanent you control")
        cur.expect("to its owner's hand" if n == Fixed(1) else "to their owner's hand")
        return ReturnCost(back, n)
    if verb == "exert":  # "Exert ~" (701.43a)
        cur.expect("~")
        return ExertCost()
    if verb == "reveal" and cur.accept("~"):  # "Reveal ~ from your hand" (forecast, 702.57b)
        cur.expect("from your hand")
        return RevealCost()
    if verb == "reveal":  # "Reveal a white card in your hand." (a morph cost, 702.37e)
        if amount(cur) != Fixed(1):
            raise cur.fail("a card")
        shown = filter_(cur)
        if shown.zone is not FilterZone.IN_YOUR_HAND:
            raise cur.fail("a card in your hand")
        return RevealCost(shown)
    if verb == "pay" and cur.peek() == ENERGY_SYMBOL.lower():  # "Pay {E}{E}" (107.14)
        paid = 0
        while cur.peek() == ENERGY_SYMBOL.lower():
            cur.take()
            paid += 1
        return PayEnergyCost(paid)
    if verb == "pay":  # 118.3b
        life = amount(cur)
        cur.expect("life")
        return PayLifeCost(life)
    if verb == "remove" and cur.accept("any number of"):  # chosen as it's paid (601.2h)
        counter = cur.take().text
        cur.expect("counters from ~")
        return RemoveCountersCost(counter, any_number=True)
    if verb == "remove":  # "Remove a charge counter from ~" (602.2b: a cost)
        n = amount(cur)
        counter = cur.take().text
        cur.one_of(("counter from ~", "counters from ~"))
        return RemoveCountersCost(counter, n)
    named = cur.original().startswith(GRANTOR)  # in a quoted ability, its grantor (201.5a)
    if verb != "tap" and cur.accept("~"):  # the object itself
        if verb == "sacrifice":
            return SacrificeCost(grantor=named)
        return DiscardCost() if verb == "discard" else ExileCost()
    another = cur.accept("another")
    n = Fixed(1) if another else amount(cur)
    if not isinstance(n, Fixed | VariableX):
        raise cur.fail("a number")
    if verb == "tap":  # "tap an untapped creature you control" (601.2h)
        found = filter_(cur)
        if found.adjectives[:1] != (UNTAPPED,) or found.controller is not Controller.YOU \
                or found.order:
            raise cur.fail("an untapped permanent you control")
        return TapUntappedCost(replace(found, adjectives=found.adjectives[1:],
                                       controller=Controller.ANYONE),
                               n, another)
    found = filter_(cur)
    if verb == "exile":
        zone = _COST_ZONES.get(found.zone)
        if zone is not None and not (found.order or found.colors or found.history):
            return ExileCost(replace(found, zone=FilterZone.UNSAID), n, another, zone)
        return ExileCost(found, n, another)
    if verb == "discard":  # "Discard a card at random" (701.9b)
        return DiscardCost(found, n, another, cur.accept("at random"))
    return SacrificeCost(found, n, another)


_COST_ZONES = {z.value: z for z in CostZone if z.value}


#: the keywords the grammar reads, by their words (lower-cased, as the cursor reads them)
_KEYWORD_WORDS = {k.lower(): k for k in PARAMETERS}


def keyword(cur: Cursor) -> Keyword:
    """A keyword with its parameter, as at a line's start (702): its name, then the first
    of the forms it is printed in (``core.keywords.PARAMETERS``) that comes next."""
    if (typed := cur.attempt(_typecycling)) is not None:
        return typed
    for older, kept in OLDER_NAMES.items():  # "Totem armor" (702.89b)
        if cur.accept(older.lower()):
            return Keyword(kept, older=older)
    name = _KEYWORD_WORDS[cur.one_of(tuple(_KEYWORD_WORDS))]
    *others, last = PARAMETERS[name]
    for form in others:
        if (found := cur.attempt(partial(_keyword_with, name=name, form=form))) is not None:
            return found
    return _keyword_with(cur, name=name, form=last)  # its failure says what was expected


#: the word typecycling's type is printed joined to (702.29e: "mountaincycling")
_CYCLING = KeywordName.CYCLING.lower()


def _typecycling(cur: Cursor) -> Keyword:
    """'Plainscycling {2}', 'Basic landcycling {1}{B}', 'Wizardcycling {3}' (702.29e):
    cycling with the type of card it finds, any words of a type ("basic land") with the
    last joined to "cycling"; the type read as a kind of card ("basic land card")."""
    at = next((i for i in range(3) if cur.peek(i).endswith(_CYCLING)
               and len(cur.peek(i)) > len(_CYCLING)), None)
    if at is None or not all(cur.peek(i).isalpha() for i in range(at)):
        raise cur.fail("[type]cycling")  # before reading a word: a sentence stops where it did
    words = [cur.take().text for _ in range(at)]
    joined = cur.take().text[:-len(_CYCLING)]  # "swamp" in "Islandcycling {2}, swampcycling"
    words.append(joined.capitalize() if subtype_named(joined.capitalize()) else joined)
    inner = Cursor(tokens("for " + " ".join(words) + " card"))
    inner.take()  # a subtype is read after a word ("for a Wizard card"), not at a line's start
    found = filter_(inner)
    if not inner.at_end or found.noun is not FilterNoun.CARD:
        raise cur.fail("[type]cycling")
    mana = []  # its cost is mana on every card printing one, and ends where a "," follows
    while cur.peek().startswith("{"):
        mana.append(cur.take().text)
    if not mana:
        raise cur.fail("a mana cost")
    return Keyword(KeywordName.CYCLING, CostText("".join(mana)), filter=found)


def _keyword_with(cur: Cursor, *, name: KeywordName, form: tuple[Takes, ...]) -> Keyword:
    """Keyword ``name`` with the parameters of ``form``, read in order."""
    given: dict[str, Any] = {}
    for takes in form:
        match takes:
            case Takes.OBJECTS if cur.peek() in tuple(EnchantPlayer):  # "Enchant player"
                given["player"] = EnchantPlayer(cur.take().word)  # (702.5d)
            case Takes.OBJECTS if name is KeywordName.SPLICE:  # "Splice onto Arcane {1}{R}"
                cur.expect("onto")  # (702.47a)
                given["filter"] = filter_(cur)
            case Takes.OBJECTS if name is KeywordName.CHAMPION:  # "Champion a Goblin"
                cur.one_of(("a", "an"))  # (702.72a)
                given["filter"] = filter_(cur)
            case Takes.OBJECTS:  # "Enchant creature" (702.5a)
                given["filter"] = filter_(cur)
            case Takes.NUMBER:  # "Crew 3" (702.122a)
                given["n"] = count(cur)
            case Takes.FOR:  # "Affinity for artifacts" (702.41a)
                cur.expect("for")
                given["counted"] = filter_(cur)
            case Takes.QUALITY:  # "protection from Demons and from Dragons" (702.16g)
                cur.expect("from")
                given["quality"] = _quality(cur)
                also: list[ProtectionFrom] = []
                while cur.accept("and from"):
                    also.append(_quality(cur))
                given["also"] = tuple(also)
            case Takes.CONDITION:  # "Companion — Each creature card in your ..." (702.139a)
                cur.expect("—")
                given["condition"] = name_to_end(cur).removesuffix(".").rstrip()
            case Takes.NAME:  # "Partner with Shabraz, the Skyshark" (702.124j)
                cur.expect("with")
                given["named"] = name_to_end(cur)
            case Takes.COST if "n" in given:  # "Suspend 4—{U}" (702.62a): N, a dash, a cost
                cur.expect("—")
                given["cost"] = cost(cur)
            case Takes.COST:  # "Kicker—Sacrifice a creature." (a cost other than mana)
                given["dash"] = cur.accept("—")
                given["cost"] = cost(cur)
                if given["dash"]:
                    cur.expect(".")
    return Keyword(name, **given)


def _quality(cur: Cursor) -> ProtectionFrom:
    """What protection is from (702.16a): a color, 'everything', 'the chosen color', or
    a kind of object in the plural ('creatures', 'Demons')."""
    if (found := cur.attempt(lambda c: c.phrase((*ColorWord, *FromWords, StateWord.MULTICOLORED,
                                                   StateWord.MONOCOLORED)))) is not None:
        return ProtectionFrom(found)
    printed = cur.original()
    if cur.peek().endswith("s") and printed.isalpha():  # "planeswalkers", "Dragons"
        kind = subtype_named(printed) if printed[:1].isupper() else next(
            (w for w in KindWord if plural_noun(w.value) == printed), None)
        if kind is not None:
            cur.take()
            return ProtectionFrom(kind)
    raise cur.fail("a quality")


def keyword_line(cur: Cursor) -> KeywordLine:
    """'Flying, vigilance' (702.1); 'Flying; banding' in older Oracle text."""
    found = [keyword(cur)]
    separator = KeywordSeparator.SEMICOLON if cur.peek() == ";" else KeywordSeparator.COMMA
    while cur.accept(separator.value.strip()):
        found.append(keyword(cur))
    if not cur.at_end:
        raise cur.fail(f"'{separator.value.strip()}' or the end of the line")
    return KeywordLine(tuple(found), separator)


# ----------------------------------------------------------------------------- events
def triggered(cur: Cursor) -> TriggeredAbilityText:
    """'When ~ enters, ...', 'Whenever you gain life, ...', 'At the beginning of your
    upkeep, ...' with an optional intervening 'if' (603.4)."""
    word = cur.one_of(("when", "whenever", "at"))
    event = step_event(cur) if word == "at" else event_of(cur, state=word == "when")
    cur.expect(",")
    cond = None
    if cur.accept("if"):
        cond = condition(cur)
        cur.expect(",")
    modes = cur.peek() == "choose" and cur.peek(1) != "target"  # 700.2, not a target
    body = modal(cur) if modes else effects(cur)
    once = cur.accept("this ability triggers only once each turn .")
    return TriggeredAbilityText(word.capitalize(), event, body, cond, once)


# ------------------------------------------------------------------- other abilities
def activated(cur: Cursor) -> ActivatedAbilityText:
    """'Cost: Effect.' (602.1), 'Activate only as a sorcery.' (602.5d)."""
    paid = cost(cur)
    cur.expect(":")
    body = effects(cur)
    if cur.peek() == "this" and cur.peek(1) == "ability" and cur.peek(2) == "costs":
        changed = _ability_cost_change(cur)
        return replace(activated_tail(cur, paid, body), cost_change=changed)
    return activated_tail(cur, paid, body)


def _ability_cost_change(cur: Cursor) -> AbilityCostChange:
    """'This ability costs {1} less to activate for each legendary creature you control.'
    (602.2b, 601.2f)."""
    cur.expect("this ability costs")
    mana = mana_symbols(cur)
    less = cur.one_of(("less", "more")) == "less"
    cur.expect("to activate for each")
    counted = each_counted(cur)
    if not isinstance(counted, Filter | GameCount):  # counters, "removed this way"
        raise cur.fail("what a cost counts")
    cur.expect(".")
    return AbilityCostChange(mana, counted, less)


def activated_tail(cur: Cursor, paid: CostText, body: Effect) -> ActivatedAbilityText:
    """An activated ability's activation instructions after its effect (602.5)."""
    timing, cond = Timing.ANY_TIME, None
    if cur.accept("any player may activate this ability"):  # 602.1b
        if cur.accept("but only"):
            timing = _ONLY_WHEN[cur.one_of(tuple(_ONLY_WHEN))]
        cur.expect(".")
        return ActivatedAbilityText(paid, body, timing, any_player=True)
    if cur.accept("activate only if"):
        cond = condition(cur)
        if cur.accept("and only"):  # "... and only as a sorcery"
            timing = _ONLY_WHEN[cur.one_of(tuple(_ONLY_WHEN))]
        cur.expect(".")
    elif cur.peek() == "activate" or (cur.peek() == "you" and cur.peek(1) == "can't"):
        timing = cur.phrase(Timing)  # 602.5
        if cur.accept("and only if"):  # "Activate only during your upkeep and only if ..."
            cond = condition(cur)
            cur.expect(".")
            return ActivatedAbilityText(paid, body, timing, cond, timing_first=True)
        also = Timing.ANY_TIME
        if cur.accept("and only"):  # "... and only once each turn"
            also = _ONLY_WHEN[cur.one_of(tuple(_ONLY_WHEN))]
        cur.expect(".")
        return ActivatedAbilityText(paid, body, timing, cond, also=also)
    return ActivatedAbilityText(paid, body, timing, cond)


#: the timings an activation instruction adds after "and only" or "but only" (602.5)
_ONLY_WHEN = {t.value.removeprefix("activate only ").replace(",", " ,"): t for t in Timing
              if t.value.startswith("activate only ")}


def static(cur: Cursor) -> StaticAbility:
    """'Creatures you control get +1/+1.', 'Enchanted creature has flying.', '~ can't
    block.', '~ can't be countered.' (604.2), perhaps 'as long as' a condition holds
    (611.3a)."""
    cond, word = None, "as long as"
    if cur.accept("as long as"):
        cond = condition(cur)
        cur.expect(",")
    elif cur.peek() == "if" and cur.peek(1) == "x":  # "If X is 5 or more, ~ can't be ..."
        cur.take()
        cond, word = condition(cur), "if"
        cur.expect(",")
    said: list[Effect]
    if (found_no := cur.attempt(_no_activations)) is not None:
        who, said = found_no.what, [found_no]
    elif cond is not None and cur.accept("it's"):  # "..., it's a creature in addition to
        who = ItRef(It.IT)  # its other types": the object the condition names (611.3a)
        said = [_is(cur, who)]
    else:
        who = obj(cur)
        said = [_predicate(cur, who)]
    comma = cur.peek() == "," and cur.peek(1) == "and"  # ", and its activated abilities"
    while cur.peek() in ("and", ",") and (more := cur.attempt(lambda c: _and_predicate(c, who))):
        said.append(more)
    same = all(getattr(part, "what", who) == who for part in said)  # one subject for all
    effect = said[0] if len(said) == 1 else And(said[0], said[1], same, tuple(said[2:]),
                                                comma=comma and len(said) == 2)
    found = StaticAbility(effect)
    if cond is None and cur.accept("if"):  # "~ can't be blocked if you've cast ..."
        found = replace(found, condition=condition(cur), condition_word="if")
        cur.expect(".")
        return found
    if cond is None and cur.accept("as long as"):
        found = replace(found, condition=condition(cur))
        cur.expect(".")
        return found
    cur.expect(".")
    spares = cur.accept("this effect doesn't remove ~ .")  # the Aura stays (702.16c)
    return replace(found, condition=cond, condition_first=cond is not None, condition_word=word,
                   spares_self=spares)


def may_not_untap(cur: Cursor) -> StaticAbility:
    """'You may choose not to untap ~ during your untap step.' (502.3)."""
    cur.expect("you may choose not to untap")
    what = self_ref(cur)
    cur.expect("during your untap step .")
    return StaticAbility(MayNotUntap(what))


def player_static(cur: Cursor) -> StaticAbility:
    """A rule for players: 'You have hexproof.', 'You have no maximum hand size.', 'Your
    opponents play with their hands revealed.', 'You control enchanted creature.'."""
    if cur.accept("you control"):
        found: Effect = GainControl(attached(cur), static=True)
    elif cur.accept(PlayerRuleWords.SKIP_DRAW_STEP):  # 614.10
        found = PlayerRule(PlayerRef(Who.YOU), PlayerRuleWords.SKIP_DRAW_STEP)
    else:
        who = PlayerRef(cur.phrase((Who.YOU, Who.YOUR_OPPONENTS, Who.EACH_PLAYER, Who.PLAYERS)))
        said = {r if who.is_you or who.who in (Who.YOUR_OPPONENTS, Who.PLAYERS) else
                r.replace("have ", "has ", 1): r for r in PlayerRuleWords}
        found = PlayerRule(who, said[cur.one_of(tuple(said))])
    cur.expect(".")
    return StaticAbility(found)


def _predicate(cur: Cursor, who: ObjectRef) -> Effect:
    """What a static ability says of its objects: 'get +1/+1 [and have flying]', 'has
    "..."', "can't be blocked by Walls" (604.2)."""
    if cur.accept("is"):  # "is a Knight in addition to its other types", "is legendary"
        return _is(cur, who)
    if cur.accept("isn't"):  # "Heliod isn't a creature" (613.1d): it loses the type
        cur.one_of(("a", "an"))
        return NotAType(who, cur.phrase((KindWord.CREATURE,)))
    if cur.accept("are"):  # "Nonbasic lands are Mountains." (305.7)
        return SetLandType(who, _PLURAL_LAND_TYPES[cur.one_of(tuple(_PLURAL_LAND_TYPES))])
    if cur.peek() in ("lose", "loses"):  # "All creatures lose all abilities" (613.1f)
        cur.take()
        if cur.accept("all abilities"):
            return LoseAllAbilitiesText(who)
        return LoseAbilities(who, keyword_list(cur))
    if cur.peek() in ("has", "have") and cur.peek(1) == "base":  # 613.4b
        cur.take()
        cur.expect("base power and toughness")
        pt = cur.take().text
        if "/" not in pt:
            raise cur.fail("a power/toughness")
        p, t = pt.split("/")
        return SetBase(who, p, t)
    verb = cur.one_of(("gets", "get", "has", "have"))if cur.peek() in (
        "gets", "get", "has", "have") else ""
    if verb in ("gets", "get"):
        additional = cur.accept("an additional")  # "gets an additional +1/+1" (613.4c)
        tok = cur.take().text.replace("−", "-")
        if "/" not in tok:
            raise cur.fail("+N/+N")
        p, t = tok.split("/")
        kws, given = granted(cur, isinstance(who, SelfRef)) if cur.accept(
            "and has") or cur.accept("and have") else ((), ())
        pump = Pump(who, p, t, keywords=kws, granted=given, static=True, additional=additional)
        return where_x(cur, PerEach(pump, filter_(cur)) if cur.accept("for each") else pump)
    if verb:
        kws, given = granted(cur, isinstance(who, SelfRef))
        return GainKeywords(who, kws, static=True, granted=given)
    rule, by = restriction(cur)
    if by is None and rule in _UNLESS and cur.accept("unless"):  # "~ can't attack unless
        if (cost := cur.attempt(_attack_cost)) is not None:  # its controller pays {3}"
            return Restrict(who, rule, unless_pays=cost[1], payer=cost[0])
        return Restrict(who, rule, unless=condition(cur))  # you control an artifact" (508.1c)
    return Restrict(who, rule, by=by)


def _attack_cost(cur: Cursor) -> tuple[PlayerRef, str]:
    """"its controller pays {3}", "you pay {2}" after "can't attack unless": a cost to
    attack or block (508.1h, 509.1d), and who pays it."""
    if cur.accept("you pay"):
        who = PlayerRef(Who.YOU)
    else:
        cur.expect("its controller pays")
        who = PlayerRef(Who.ITS_CONTROLLER)
    cost = mana_symbols(cur)
    if cur.peek() != ".":
        raise cur.fail(".")
    return who, cost


#: the restrictions an exception may follow: "can't attack unless ..." (508.1c, 509.1b)
_UNLESS = (Restriction.CANT_ATTACK, Restriction.CANT_BLOCK, Restriction.CANT_ATTACK_OR_BLOCK)


def _is(cur: Cursor, who: ObjectRef) -> AddTypes | Colorless | SetLandType | SetColor:
    if cur.accept("colorless"):  # a characteristic-defining ability (604.3)
        return Colorless(who)
    if cur.accept("legendary"):
        return AddTypes(who, "legendary", InAdditionTo.UNSAID, Article.PLURAL)
    if land_type := cur.attempt(_basic_land_type):  # "Enchanted land is an Island." (305.7)
        return SetLandType(who, land_type)
    if cur.peek() in COLORS:  # "Enchanted creature is white." (613.1e)
        colors, _ = colors_and_subtypes(cur)
        return SetColor(who, colors, static=True)
    return in_addition(cur, who)


#: "is a Forest": a basic land type (205.3i), which replaces the land's types (305.7)
_BASIC_LAND_TYPES = {f"{'an' if t == 'Island' else 'a'} {t.lower()}": t
                     for t in ("Plains", "Island", "Swamp", "Mountain", "Forest")}


#: "are Mountains": a basic land type, of several lands (305.7)
_PLURAL_LAND_TYPES = {"plains": "Plains", "islands": "Island", "swamps": "Swamp",
                      "mountains": "Mountain", "forests": "Forest"}


def _basic_land_type(cur: Cursor) -> str:
    land_type = _BASIC_LAND_TYPES[cur.one_of(tuple(_BASIC_LAND_TYPES))]
    if cur.peek() != ".":  # "is a Forest in addition to its other types" adds it instead
        raise cur.fail(".")
    return land_type


def _no_activations(cur: Cursor) -> Restrict:
    """"Enchanted creature's activated abilities can't be activated.", "Activated
    abilities of artifacts can't be activated [unless they're mana abilities]." (602.5)"""
    if cur.accept("activated abilities of"):
        who: ObjectRef = each(cur)
        said = AbilitiesOf.OF
        cur.expect("can't be activated")
    else:
        who, said = possessor(cur), AbilitiesOf.POSSESSIVE
        cur.expect("activated abilities can't be activated")
    mana_too = not cur.accept("unless they're mana abilities")  # 605.1a
    return Restrict(who, Restriction.NO_ACTIVATED_ABILITIES if mana_too
                    else Restriction.NO_NONMANA_ABILITIES, abilities_of=said)


def _and_predicate(cur: Cursor, who: ObjectRef) -> Effect:
    """', has flying', ', and is a Knight ...' or 'and can't block'; or of a spell's
    damage: "and the damage can't be prevented" (615.12)."""
    if cur.accept(","):
        cur.accept("and")
    else:
        cur.expect("and")
    if isinstance(who, SelfRef) and cur.accept("the damage can't be prevented"):
        return Restrict(ItRef(It.THE_DAMAGE), Restriction.CANT_BE_PREVENTED)
    if cur.accept("its"):  # "... and its activated abilities can't be activated" (602.5)
        return Restrict(who, cur.phrase(NO_ACTIVATIONS), abilities_of=AbilitiesOf.ITS)
    return _predicate(cur, who)


#: the words of a characteristic-defining ability and what they set (604.3)
_WHICH = {"power and toughness are each": PTWhich.BOTH, "power is": PTWhich.POWER,
          "toughness is": PTWhich.TOUGHNESS}


def defining(cur: Cursor) -> StaticAbility:
    """A characteristic-defining ability (604.3): "~'s power and toughness are each equal
    to the number of creatures you control.", "~'s power is equal to ..."."""
    who = possessor(cur)
    which = cur.one_of(("power and toughness are each", "power is", "toughness is"))
    cur.expect("equal to")
    found = StaticAbility(SetPowerToughness(who, quantity(cur), _WHICH[which]))
    cur.expect(".")
    return found


def chapter(cur: Cursor) -> Chapter:
    """A Saga's chapter ability, "I, II — Effect." (714.2b: it triggers as lore counters
    reach its number)."""
    numbers = [_roman(cur)]
    while cur.accept(","):
        numbers.append(_roman(cur))
    cur.expect("—")  # "I, II — Choose one — • ...": modes chosen as it's put on the stack
    return Chapter(tuple(numbers), modal(cur) if cur.peek() == "choose" else effects(cur))


_ROMAN = ("i", "ii", "iii", "iv", "v", "vi")


def _roman(cur: Cursor) -> int:
    return _ROMAN.index(cur.one_of(_ROMAN)) + 1


def static_effect(cur: Cursor) -> StaticAbility:
    """A static ability written as an effect: 'Prevent all damage that would be dealt to
    ~.' (615), 'All creatures able to block enchanted creature do so.' (509.1c)."""
    if cur.accept("prevent"):
        found: Effect = prevent(cur)
        if isinstance(found, Prevent) and found.this_turn:
            raise cur.fail("a lasting prevention")
    else:
        found = lure(cur)
        if found.duration is not None:
            raise cur.fail("a lasting requirement")
    cur.expect(".")
    return StaticAbility(found)


def static_cost(cur: Cursor) -> StaticAbility:
    """A static cost change (601.2f), perhaps while a condition holds: "As long as ~ is
    tapped, creature spells you cast cost {2} less to cast." (611.3a)."""
    cond = None
    if cur.accept("as long as"):
        cond = condition(cur)
        cur.expect(",")
    changed = cost_change(cur)
    cur.expect(".")
    if changed.spells is not None and cur.accept(
            "this effect reduces only the amount of colored mana you pay ."):
        changed = replace(changed, colored_only=True)
    return StaticAbility(changed, cond, condition_first=cond is not None)


def static_ability_cost(cur: Cursor) -> StaticAbility:
    """'Activated abilities of creatures you control cost {2} less to activate.', perhaps
    with 'This effect can't reduce the mana in that cost to less than one mana.' (602.2b,
    601.2f)."""
    if cur.accept("equip abilities you activate cost"):  # 702.6a
        mana = mana_symbols(cur)
        less = cur.one_of(("less", "more")) == "less"
        cur.expect("to activate .")
        return StaticAbility(ActivatedCostChange(None, mana, less,
                                                 keyword=AbilityKeyword.EQUIP))
    cur.expect("activated abilities")
    of = None
    if cur.accept("of"):
        start = cur.pos
        of = filter_(cur)
        said = " ".join(t.word for t in cur.toks[start:cur.pos])
        if said != of.text(plural_form=True).lower():  # "of enchanted creature": its host's
            raise cur.fail("objects a filter takes")
    cur.expect("cost")
    mana = mana_symbols(cur)
    less = cur.one_of(("less", "more")) == "less"
    cur.expect("to activate")
    nonmana = cur.accept("unless they're mana abilities")  # 605.1a
    cur.expect(".")
    floor = cur.accept("this effect can't reduce the mana in that cost to less than one mana .")
    return StaticAbility(ActivatedCostChange(of, mana, less, floor, nonmana))


def opening_hand(cur: Cursor) -> OpeningHand:
    """The Leylines' 'If ~ is in your opening hand, ...' (103.6a)."""
    cur.expect("if ~ is in your opening hand , you may begin the game with it on the "
               "battlefield .")
    return OpeningHand()


def commander(cur: Cursor) -> CanBeCommander:
    """'~ can be your commander.' (903.3a)."""
    cur.expect("~ can be your commander .")
    return CanBeCommander()


def additional_cost(cur: Cursor) -> AdditionalCost:
    """'As an additional cost to cast this spell, sacrifice a creature.' (601.2f)."""
    cur.expect("as an additional cost to cast ~ ,")
    found = cost_action(cur)
    cur.expect(".")
    return AdditionalCost(found)


def alternative_cost(cur: Cursor) -> AlternativeCost:
    """'You may exile a blue card from your hand rather than pay this spell's mana cost.',
    'You may pay 1 life and exile a blue card from your hand rather than ...', 'If you
    control a Plains, you may tap an untapped creature you control rather than ...', 'If
    ..., you may cast this spell without paying its mana cost.' (118.9)."""
    cond = also = None
    if cur.accept("if"):
        cond = condition(cur)
        if cur.accept("and"):  # "If an opponent controls a Swamp and you control a Plains"
            also = condition(cur)
        cur.expect(",")
        if cur.accept("rather than pay ~'s mana cost , you may have"):  # Invigorate's
            who = cur.phrase((Who.AN_OPPONENT, Who.EACH_OTHER_PLAYER))
            cur.expect("gain")
            gained = amount(cur)
            cur.expect("life .")
            return AlternativeCost(others=(OthersGainLifeCost(who, gained),), condition=cond,
                                   also=also, leading=True)
    cur.expect("you may")
    if cur.accept("cast ~ without paying its mana cost ."):
        return AlternativeCost(condition=cond, free=True, also=also)
    mana, others = "", list[CostAction]()
    while True:
        if cur.peek() == "pay" and cur.peek(1).startswith("{") and not mana and not others:
            cur.take()
            mana = _mana(cur)
        else:
            others.append(cost_action(cur))
        if not cur.accept("and"):
            break
    cur.expect("rather than pay ~'s mana cost .")
    return AlternativeCost(mana, tuple(others), cond, also=also)


def cast_only(cur: Cursor) -> CastOnly:
    """'Cast this spell only during combat.', '... only during the declare attackers step
    and only if you've been attacked this step.', '... only if you've cast another spell
    this turn.' (601.3)."""
    cur.expect("cast ~ only")
    window = None if cur.peek() == "if" else cur.phrase(CastWindow)
    cond = None
    if window is None or cur.accept("and only"):
        cur.expect("if")
        cond = condition(cur)
    cur.expect(".")
    return CastOnly(window, cond)


def as_though_flash(cur: Cursor) -> CastAsThoughFlash:
    """'You may cast ~ as though it had flash.', '... if you pay {2} more to cast it.'
    (702.8a, 601.2f), perhaps then 'If you cast it any time a sorcery couldn't have been
    cast, the controller of the permanent it becomes sacrifices it at the beginning of the
    next cleanup step.'"""
    cur.expect("you may cast ~ as though it had flash")
    more = _mana(cur) if cur.accept("if you pay") else None
    if more is not None:
        cur.expect("more to cast it")
    cur.expect(".")
    sacrificed = cur.accept("if you cast it any time a sorcery couldn't have been cast , the "
                            "controller of the permanent it becomes sacrifices it at the "
                            "beginning of the next cleanup step .")
    return CastAsThoughFlash(more, sacrificed)


def spell(cur: Cursor) -> SpellAbility:
    """An instant's or sorcery's text (113.3a), modal or not."""
    modes = cur.peek() == "choose" and cur.peek(1) in ("one", "two", "three", "four", "one or both")
    return SpellAbility(modal(cur) if modes else effects(cur))


_ABILITY_WORDS = {w.value.lower(): w for w in AbilityWord}


def _ability_word(cur: Cursor) -> AbilityWord:
    """'Landfall —' (207.2c): one of the ability words, then the dash."""
    word = _ABILITY_WORDS[cur.one_of(tuple(_ABILITY_WORDS))]
    cur.expect("—")
    return word


def _boast(cur: Cursor) -> Boast:
    """'Boast — {1}{R}: ...' (702.142a): the keyword, its dash, then the activated ability."""
    cur.expect("boast")
    cur.expect("—")
    return Boast(activated(cur))


def _forecast(cur: Cursor) -> Forecast:
    """'Forecast — {1}{U}, Reveal ~ from your hand: ...' (702.57a): the keyword, its dash,
    then the activated ability."""
    cur.expect("forecast")
    cur.expect("—")
    return Forecast(activated(cur))


_FLAVOR_WORDS = {w.value.lower(): w for w in FlavorWord}


def _flavor_words(cur: Cursor) -> FlavorWord:
    """'Sneak Attack —', 'Dark One's Own Luck —' (207.2d): flavor words, then the dash."""
    words = _FLAVOR_WORDS[cur.one_of(tuple(_FLAVOR_WORDS))]
    cur.expect("—")
    return words


def ability(cur: Cursor, is_spell: bool) -> Ability:
    """One line: the first kind of ability whose grammar reads it all; after an ability
    word (207.2c), the ability that follows its dash; after flavor words (207.2d), a
    triggered, activated or static ability."""
    if (word := cur.attempt(_ability_word)) is not None:
        return WordedAbility(word, ability(cur, is_spell))
    start = cur.pos
    if (flavor := cur.attempt(_flavor_words)) is not None:
        inner = cur.attempt(lambda c: ability(c, is_spell=False))
        if isinstance(inner, TriggeredAbilityText | ActivatedAbilityText | StaticAbility):
            return FlavoredAbility(flavor, inner)
        cur.pos = start
    if (boast := cur.attempt(_boast)) is not None and cur.at_end:
        return boast
    if (forecast := cur.attempt(_forecast)) is not None and cur.at_end:
        return forecast
    rules: list[Callable[[Cursor], Ability]] = [keyword_line, additional_cost,
                                                alternative_cost, cast_only,
                                                as_though_flash,
                                                as_enters, day_as_enters, triggered,
                                                exert_as_attacks,
                                                enters_replacement, static, static_cost,
                                                static_ability_cost,
                                                player_static, may_not_untap, static_effect,
                                                enters_as_copy, defining, chapter, opening_hand,
                                                exile_instead, goes_instead, counters_replacement,
                                                damage_replacement, others_enter_tapped,
                                                commander,
                                                mana_replacement, *COMBAT_RULES, activated]
    if is_spell:
        rules.append(spell)
    for rule in rules:
        start = cur.pos
        found = cur.attempt(rule)
        if found is not None and cur.at_end:
            return found
        cur.pos = start
        if found is not None:
            cur.fail("the end of the line")
    raise cur.fail("an ability")
