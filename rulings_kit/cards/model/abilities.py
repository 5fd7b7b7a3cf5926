"""Costs, trigger events, abilities and the whole card (113: abilities; 602, 603, 604).

An ability renders one line of rules text in current Oracle templates, with ``~`` for
the card itself; :class:`CardText` turns ``~`` into "this creature", "this land", ...
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rulings_kit.cards.model.block_events import BlocksOneOrMore
from rulings_kit.cards.model.choices import AsEntersChoose, AsEntersPayLife, AsEntersReveal
from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.copy_events import CopyEvent
from rulings_kit.cards.model.costs import CostAction, CostText
from rulings_kit.cards.model.counter_events import CountersPutEvent
from rulings_kit.cards.model.cycle_events import CycleEvent
from rulings_kit.cards.model.daynight import DayAsEnters, DayNightEvent
from rulings_kit.cards.model.dice_events import DiceEvent
from rulings_kit.cards.model.effects import CopyExcept, Effect, Modal
from rulings_kit.cards.model.exert import ExertAsAttacks
from rulings_kit.cards.model.haunt import HauntedDies
from rulings_kit.cards.model.kinds import FromWords, ProtectionFrom
from rulings_kit.cards.model.levels import BecomesLevel, ClassLevel, LevelSymbol
from rulings_kit.cards.model.nth_spell_events import NthSpellEvent
from rulings_kit.cards.model.objects import (
    GRANTOR,
    Amount,
    AttachedRef,
    ConditionText,
    Filter,
    Fixed,
    ObjectRef,
    TimesKicked,
    count_of,
    is_quantity,
    number_word,
)
from rulings_kit.cards.model.phrases import (
    CastWindow,
    EnchantPlayer,
    ExiledWhat,
    KeywordName,
    Named,
    Timing,
    Whose,
)
from rulings_kit.cards.model.replacements import DamageReplacementText, GoesInsteadText
from rulings_kit.cards.model.sacrifice_events import SacrificeEvent
from rulings_kit.cards.model.statics import AbilityCostChange, OthersEnterTapped
from rulings_kit.cards.model.trigger_words import (
    Actor,
    ObjectVerb,
    PlayerVerb,
    StepOwner,
    TriggerStep,
    phrase,
)
from rulings_kit.cards.model.words import capitalize, name_self
from rulings_kit.core.words import TIMES_WORDS as TIMES_WORDS


def sentence(effect: Effect) -> str:
    """The effect as a full sentence: capitalised and with its period."""
    text = capitalize(effect.text())
    return text if isinstance(effect, Modal) else text + "."


# ------------------------------------------------------------------------------ events
@part
@dataclass(frozen=True)
class ObjectEvent:
    """A trigger event about objects (603.2, 603.6a, 603.10a): "this creature enters",
    "another creature you control dies", "this creature attacks"."""

    subject: ObjectRef
    event: ObjectVerb  # "enters", "dies", "attacks", "blocks", "deals combat damage to a player"
    also: tuple[ObjectVerb, ...] = ()  # more events that trigger it: "enters or dies"

    def __post_init__(self) -> None:  # from JSON or the grammar: the printed phrases
        object.__setattr__(self, "event", phrase(ObjectVerb, self.event, "ObjectEvent.event"))
        object.__setattr__(self, "also", tuple(phrase(ObjectVerb, e, "ObjectEvent.also")
                                               for e in self.also))

    def text(self) -> str:
        return f"{self.subject.text()} {' or '.join((self.event, *self.also))}"

    @property
    def enchanted_leaves(self) -> bool:
        """"When enchanted creature dies": the permanent this Aura enchants leaves the
        battlefield, which the Aura sees from the battlefield (603.10a); its ability can
        find the card the Aura became in the graveyard then (400.7f)."""
        return isinstance(self.subject, AttachedRef) and self.subject.via == "enchanted" \
            and self.event.leaves and not self.also


#: what a player does that triggers, as "you" says it, and as "an opponent" says it
PLAYER_EVENTS = {v.value: v.third_person for v in PlayerVerb
                 if v not in (PlayerVerb.CAST_THIS_SPELL, PlayerVerb.CYCLE_THIS_CARD)}


@part
@dataclass(frozen=True)
class PlayerEvent:
    """A trigger event about a player: "you gain life", "you cast a noncreature spell"."""

    who: Actor  # "you", "an opponent", "a player"
    event: PlayerVerb  # "gain life", "lose life", "cast", "draw a card", "discard a card", ...
    filter: Filter | None = None
    at_least: int = 0  # "you attack with three or more creatures" (508.1)

    def __post_init__(self) -> None:
        object.__setattr__(self, "who", phrase(Actor, self.who, "PlayerEvent.who"))
        object.__setattr__(self, "event", phrase(PlayerVerb, self.event, "PlayerEvent.event"))

    def text(self) -> str:
        verb = self.event.value if self.who is Actor.YOU else self.event.third_person
        if self.event is PlayerVerb.TAP_FOR_MANA and self.filter is not None:
            tap, for_mana = verb.split(" ", 1)  # "taps a land for mana"
            return f"{self.who} {tap} {count_of(Fixed(1), self.filter.text())} {for_mana}"
        if self.at_least and self.filter is not None:
            return (f"{self.who} {verb} {number_word(self.at_least)} or more "
                    f"{self.filter.text(plural_form=True)}")
        obj = f" {count_of(Fixed(1), self.filter.text())}" if self.filter else ""
        return f"{self.who} {verb}{obj}"


@part
@dataclass(frozen=True)
class StepEvent:
    """"At the beginning of your upkeep" (503.1), "... of each end step" (513.1)."""

    step: TriggerStep  # "upkeep", "end step", "combat on your turn", "precombat main phase"
    whose: StepOwner  # "your", "each", "each opponent's"; "" with "combat on your turn" (507.1)

    def __post_init__(self) -> None:
        object.__setattr__(self, "step", phrase(TriggerStep, self.step, "StepEvent.step"))
        object.__setattr__(self, "whose", phrase(StepOwner, self.whose, "StepEvent.whose"))

    def text(self) -> str:
        return f"the beginning of {f'{self.whose} ' if self.whose else ''}{self.step}"


@part
@dataclass(frozen=True)
class StateEvent:
    """The trigger condition of a state trigger (603.8): "When you control no Islands",
    "When you have 30 or more life": a game state, not an event."""

    condition: ConditionText

    def text(self) -> str:
        return self.condition.text()


Event = (ObjectEvent | PlayerEvent | StepEvent | BecomesLevel | StateEvent | DayNightEvent
         | CountersPutEvent | HauntedDies | BlocksOneOrMore | SacrificeEvent
         | CycleEvent | DiceEvent | NthSpellEvent | CopyEvent)


# --------------------------------------------------------------------------- abilities
#: what a keyword that isn't from a quality is from: nothing
NOTHING = ProtectionFrom(FromWords.UNSAID)


@part
@dataclass(frozen=True)
class Keyword:
    """A keyword ability (702), with its parameter where it has one: "Equip {2}"
    (702.6), "Kicker {1}{G}" (702.33), "Enchant creature" (702.5), "Protection from
    red" (702.16)."""

    name: KeywordName  # as printed at a line's start: "Flying", "First strike", "Equip"
    cost: CostText | None = None
    filter: Filter | None = None
    quality: ProtectionFrom = NOTHING
    also: tuple[ProtectionFrom, ...] = ()  # "protection from Demons and from Dragons" (702.16g)
    dash: bool = False  # "Kicker—Sacrifice a creature." (a cost that isn't mana, 702.33a)
    n: int = 0  # "Crew 3" (702.122a)
    named: str = ""  # "Partner with Blaring Recruiter" (702.124j)
    #: "Companion — [Condition]": the condition on a starting deck, as printed; it is checked
    #: before a game begins (702.139a, 103.2b), never in one, so nothing reads its words
    condition: str = ""
    counted: Filter | None = None  # "Affinity for artifacts": what it counts (702.41a)
    player: EnchantPlayer | None = None  # "Enchant player", "Enchant opponent" (702.5d)
    #: the name an older card prints for it, as its Oracle text still does: "Totem armor"
    #: (702.89b)
    older: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", phrase(KeywordName, self.name, "Keyword.name"))
        if self.player is not None:
            object.__setattr__(self, "player", phrase(EnchantPlayer, self.player,
                                                      "Keyword.player"))
        if isinstance(self.quality, str):  # the words, as JSON and a caller write them
            object.__setattr__(self, "quality", ProtectionFrom.read(self.quality,
                                                                    "Keyword.quality"))
        object.__setattr__(self, "also", tuple(
            ProtectionFrom.read(q, "Keyword.also") if isinstance(q, str) else q
            for q in self.also))

    def text(self) -> str:
        if self.older:
            return self.older
        if self.player is not None:
            return f"{self.name} {self.player}"
        if self.named:
            return f"{self.name} with {self.named}"
        if self.condition:  # 702.139a
            return f"{self.name} — {self.condition}."
        if self.n and self.cost is not None:  # "Suspend 4—{U}" (702.62a)
            return f"{self.name} {self.n}—{self.cost.text()}"
        if self.n:
            return f"{self.name} {self.n}"
        if self.counted is not None:
            return f"{self.name} for {self.counted.text(plural_form=True)}"
        if self.name is KeywordName.CYCLING and self.cost is not None and \
                self.filter is not None:  # "Basic landcycling {1}{B}" (702.29e)
            typed = self.filter.text().removesuffix(" card")
            return f"{typed[:1].upper()}{typed[1:]}{self.name.lower()} {self.cost.text()}"
        if self.cost is not None and self.filter is not None and \
                self.name is KeywordName.SPLICE:  # "Splice onto Arcane {1}{R}" (702.47a)
            cost = f"—{self.cost.text()}." if self.dash else f" {self.cost.text()}"
            return f"{self.name} onto {self.filter.text()}{cost}"
        if self.cost is not None and self.filter is not None:  # "Equip legendary creature {3}"
            return f"{self.name} {self.filter.text()} {self.cost.text()}"
        if self.cost is not None and self.dash:
            return f"{self.name}—{self.cost.text()}."
        if self.cost is not None:
            return f"{self.name} {self.cost.text()}"
        if self.filter is not None and self.name is KeywordName.CHAMPION:  # 702.72a
            return f"{self.name} {count_of(Fixed(1), self.filter.text())}"
        if self.filter is not None:
            return f"{self.name} {self.filter.text()}"
        if self.quality:
            return f"{self.name} from " + " and from ".join(
                q.text() for q in (self.quality, *self.also))
        return self.name


class KeywordSeparator(StrEnum):
    """What separates the keywords of one line."""

    COMMA = ", "
    SEMICOLON = "; "


@part
@dataclass(frozen=True)
class KeywordLine:
    """A line of keywords, "Flying, vigilance" (702.1); older Oracle text separates them
    with semicolons, "Flying; banding": the same abilities, printed differently."""

    keywords: tuple[Keyword, ...]
    separator: KeywordSeparator = KeywordSeparator.COMMA

    def text(self) -> str:
        words = [k.text() for k in self.keywords]
        return capitalize(self.separator.value.join(
            [words[0]] + [w[:1].lower() + w[1:] for w in words[1:]]))


@part
@dataclass(frozen=True)
class SpellAbility:
    """What an instant or sorcery does as it resolves (113.3a, 608.2)."""

    effect: Effect

    def text(self) -> str:
        return sentence(self.effect)


@part
@dataclass(frozen=True)
class ActivatedAbilityText:
    """"Cost: Effect." (602.1); a mana ability when it adds mana and has no target
    (605.1a); a loyalty ability when its cost is loyalty (606)."""

    cost: CostText
    effect: Effect
    timing: Timing = Timing.ANY_TIME  # 602.5d, 602.5b
    condition: ConditionText | None = None  # "Activate only if you control a creature with
    # flying." (602.5b), perhaps "... and only as a sorcery" (then timing is "as a sorcery")
    #: "Any player may activate this ability.", perhaps "... but only as a sorcery": an
    #: activation instruction saying which players may activate it (602.1b, 602.2)
    any_player: bool = False
    #: a second restriction after "and only": "Activate only during your upkeep and only
    #: once each turn." (602.5b)
    also: Timing = Timing.ANY_TIME
    #: "Activate only during your upkeep and only if you control a Swamp.": the timing
    #: said before the condition
    timing_first: bool = False

    #: "This ability costs {1} less to activate for each ..." (602.2b, 601.2f)
    cost_change: AbilityCostChange | None = None

    def text(self) -> str:
        also = f" and only {self.also.removeprefix('activate only ')}" if self.also else ""
        changed = f" {capitalize(self.cost_change.text())}." if self.cost_change else ""
        if self.any_player:
            but = f" but only {self.timing.removeprefix('activate only ')}" if self.timing else ""
            tail = f" Any player may activate this ability{but}."
        elif self.condition is not None and self.timing_first:
            tail = f" {capitalize(self.timing)} and only if {self.condition.text()}."
        elif self.condition is not None:
            only = f" and only {self.timing.removeprefix('activate only ')}" if self.timing else ""
            tail = f" Activate only if {self.condition.text()}{only}."
        else:
            tail = f" {capitalize(self.timing)}{also}." if self.timing else ""
        return f"{self.cost.text()}: {sentence(self.effect)}{changed}{tail}"


@part
@dataclass(frozen=True)
class TriggeredAbilityText:
    """"When/Whenever/At [event], [if condition,] effect." (603.1); the "if" clause is
    an intervening-if, checked on trigger and on resolution (603.4)."""

    word: str  # "When", "Whenever", "At"
    event: Event
    effect: Effect
    condition: ConditionText | None = None
    #: "This ability triggers only once each turn." (603.2; after it has, it can't
    #: trigger again that turn, whatever became of it)
    once_each_turn: bool = False

    def text(self) -> str:
        cond = f" if {self.condition.text()}," if self.condition else ""
        end = "" if isinstance(self.effect, Modal) else "."
        once = f" {ONCE_EACH_TURN}" if self.once_each_turn else ""
        return f"{self.word} {self.event.text()},{cond} {self.effect.text()}{end}{once}"


#: the sentence that limits a triggered ability to once each turn
ONCE_EACH_TURN = "This ability triggers only once each turn."


@part
@dataclass(frozen=True)
class StaticAbility:
    """A static ability (604): its effect is simply true while the card is on the
    battlefield: anthems (613.4c), "has flying" (613.1f), restrictions such as "can't
    block" (509.1a) or "can't be countered" (101.2)."""

    effect: Effect
    condition: ConditionText | None = None  # "as long as ..." (611.3a)
    condition_first: bool = False  # "As long as ..., ~ has flying." vs "... as long as ..."
    condition_word: str = "as long as"  # or "if": "~ can't be blocked if you've cast ..."
    #: "Enchanted creature has protection from white. This effect doesn't remove ~."
    #: (702.16c: the Aura stays attached)
    spares_self: bool = False

    def text(self) -> str:
        spares = " This effect doesn't remove ~." if self.spares_self else ""
        if self.condition is None:
            return sentence(self.effect) + spares
        if self.condition_first:
            head = capitalize(self.condition_word)
            return f"{head} {self.condition.text()}, {self.effect.text()}.{spares}"
        return capitalize(f"{self.effect.text()} {self.condition_word} "
                          f"{self.condition.text()}.") + spares


@part
@dataclass(frozen=True)
class EntersReplacement:
    """"This land enters tapped." / "This creature enters with two +1/+1 counters on
    it." (614.1c: a replacement effect on how the permanent enters)."""

    tapped: bool = False
    counters: Amount | None = None
    counter: str = "+1/+1"
    condition: ConditionText | None = None  # "If this creature was kicked, it enters with ..."
    unless: ConditionText | None = None  # "This land enters tapped unless you control a Forest
    # or an Island." (checked as it would enter)
    #: "... with a +1/+1 counter on it for each other creature you control" (counted as it
    #: enters, 614.1c), "... for each time it was kicked" (702.33c)
    for_each: Filter | TimesKicked | None = None
    escapes: bool = False  # "~ escapes with three +1/+1 counters on it." (702.138c)
    #: "~ enters with X +1/+1 counters on it, where X is ..." (107.3c), counted as it enters
    x_is: Amount | None = None
    #: "~ enters with a divinity counter on it if you cast it from your hand."
    cast_from_hand: bool = False
    #: ``condition`` written last: "~ enters with a +1/+1 counter on it if you attacked this
    #: turn."
    condition_last: bool = False

    def text(self) -> str:
        who = f"If {self.condition.text()}, it" if self.condition and not self.condition_last \
            else "~"
        if is_quantity(self.counters):  # "a number of +1/+1 counters on it equal to ..."
            assert self.counters is not None
            return (f"{who} enters with a number of {self.counter} counters on it equal to "
                    f"{self.counters.text()}.")
        if self.counters is not None and self.x_is is not None:
            return (f"{who} enters with X {self.counter} counters on it, where X is "
                    f"{self.x_is.text()}.")
        if self.counters is not None:
            what = count_of(self.counters, f"{self.counter} counter")
            each = "" if self.for_each is None else " for each " + (
                self.for_each.each_text() if isinstance(self.for_each, TimesKicked)
                else self.for_each.text())
            tapped = " tapped" if self.tapped else ""
            enters = "escapes" if self.escapes else "enters"
            cast = " if you cast it from your hand" if self.cast_from_hand else \
                f" if {self.condition.text()}" if self.condition and self.condition_last else ""
            return f"{who} {enters}{tapped} with {what} on it{each}{cast}."
        unless = f" unless {self.unless.text()}" if self.unless else ""
        return f"{who} enters tapped{unless}."


@part
@dataclass(frozen=True)
class EntersAsCopy:
    """"You may have this creature enter as a copy of any creature on the battlefield."
    (707.5 copiable values; 614.1c: it enters as the copy), with its exceptions (707.9);
    "... enter tapped as a copy of any land" (Vesuva)."""

    filter: Filter
    article: str = "any"  # "any" or "a" ("a creature you control")
    exceptions: CopyExcept | None = None
    tapped: bool = False

    def text(self) -> str:
        but = self.exceptions.text() if self.exceptions is not None else ""
        tapped = " tapped" if self.tapped else ""
        return f"You may have ~ enter{tapped} as a copy of {self.article} " \
               f"{self.filter.text()}{but}."


@part
@dataclass(frozen=True)
class OpeningHand:
    """"If this card is in your opening hand, you may begin the game with it on the
    battlefield." (103.6a: done before the first turn)."""

    def text(self) -> str:
        return "If ~ is in your opening hand, you may begin the game with it on the battlefield."


@part
@dataclass(frozen=True)
class CanBeCommander:
    """"~ can be your commander." (903.3a): a deck-construction rule (113.6n)."""

    def text(self) -> str:
        return "~ can be your commander."


@part
@dataclass(frozen=True)
class ExileInsteadOfGraveyard:
    """"If a card or token would be put into a graveyard from anywhere, exile it instead."
    (614.1a: a replacement effect of a static ability; 614.6)."""

    what: ExiledWhat = ExiledWhat.CARD_OR_TOKEN
    whose: Whose = Whose.ANY  # "a" graveyard, or "an opponent's"

    def text(self) -> str:
        return (f"If {self.what} would be put into {self.whose} graveyard from anywhere, "
                "exile it instead.")




@part
@dataclass(frozen=True)
class ManaReplacementText:
    """"If a land is tapped for mana, it produces {B} instead of any other type and
    amount.", "If you tap a permanent for mana, it produces twice as much of that mana
    instead.": a replacement effect of a static ability (614.1a) on the mana production
    event of a mana ability with {T} in its cost (106.12, 106.12b)."""

    filter: Filter  # what is tapped for mana: "land", "permanent"
    by_you: bool = False  # "If you tap ..." rather than "If a land is tapped ..."
    produces: str = ""  # "{B}": that mana instead of any other type and amount
    times: int = 0  # 2: "twice as much of that mana" (when ``produces`` is "")

    def text(self) -> str:
        what = count_of(Fixed(1), self.filter.text())
        head = f"If you tap {what} for mana" if self.by_you else f"If {what} is tapped for mana"
        if self.produces:
            return f"{head}, it produces {self.produces} instead of any other type and amount."
        times = TIMES_WORDS.get(self.times, f"{self.times} times")
        return f"{head}, it produces {times} as much of that mana instead."


@part
@dataclass(frozen=True)
class CountersReplacement:
    """"If one or more +1/+1 counters would be put on a creature you control, that many
    plus one +1/+1 counters are put on it instead." (``plus`` 1), "... twice that many
    ..." (``times`` 2): a replacement effect of a static ability (614.1a, 614.16)."""

    counter: str  # "+1/+1"
    filter: Filter  # what they would be put on: "creature you control"
    plus: int = 0
    times: int = 1

    def text(self) -> str:
        what = count_of(Fixed(1), self.filter.text())
        many = f"{TIMES_WORDS[self.times]} that many" if self.times > 1 else (
            f"that many plus {number_word(self.plus)}")
        return (f"If one or more {self.counter} counters would be put on {what}, {many} "
                f"{self.counter} counters are put on it instead.")


@part
@dataclass(frozen=True)
class AdditionalCost:
    """"As an additional cost to cast this spell, ..." (601.2f)."""

    cost: CostAction  # "sacrifice a creature", "discard a card"

    def text(self) -> str:
        return f"As an additional cost to cast this spell, {self.cost.text()}."


@part
@dataclass(frozen=True)
class AlternativeCost:
    """"You may exile a blue card from your hand rather than pay this spell's mana cost.",
    "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.", "If it's not your
    turn, you may ...": an alternative cost printed on the card (118.9), its caster's choice
    as they cast it (601.2b), only while ``condition`` holds if one is printed. ``mana``
    (paid with "pay") and the other actions, joined by "and", paid together (601.2h).
    ``free``: "you may cast this spell without paying its mana cost" (118.9). ``also``: a
    second condition joined by "and" ("If an opponent controls a Swamp and you control a
    Plains"), both holding. ``leading``: "rather than pay this spell's mana cost" comes
    first ("If you control a Forest, rather than pay this spell's mana cost, you may have an
    opponent gain 3 life.")."""

    mana: str = ""  # "{W}{U}{B}{R}{G}"
    others: tuple[CostAction, ...] = ()
    condition: ConditionText | None = None
    free: bool = False
    also: ConditionText | None = None
    leading: bool = False

    @property
    def conditions(self) -> str:
        """The words after "If": "you control a Plains", "an opponent controls a Swamp and
        you control a Plains"; "" when none is printed."""
        said = [c.text() for c in (self.condition, self.also) if c is not None]
        return " and ".join(said)

    def text(self) -> str:
        head = f"If {self.conditions}, you may" if self.condition is not None else "You may"
        if self.free:
            return f"{head} cast this spell without paying its mana cost."
        actions = [f"pay {self.mana}"] if self.mana else []
        actions += [o.text() for o in self.others]
        if self.leading and self.condition is not None:
            return (f"If {self.conditions}, rather than pay this spell's mana cost, you may "
                    f"{' and '.join(actions)}.")
        return f"{head} {' and '.join(actions)} rather than pay this spell's mana cost."


@part
@dataclass(frozen=True)
class CastAsThoughFlash:
    """"You may cast this spell as though it had flash.", "... if you pay {2} more to cast
    it.": a permission to cast it any time its controller could cast an instant (702.8a),
    with an additional cost when it is used (601.2f)."""

    more: str | None = None  # mana: "{2}"
    #: "If you cast it any time a sorcery couldn't have been cast, the controller of the
    #: permanent it becomes sacrifices it at the beginning of the next cleanup step."
    sacrificed: bool = False

    def text(self) -> str:
        more = f" if you pay {self.more} more to cast it" if self.more else ""
        return f"You may cast ~ as though it had flash{more}." + (
            f" {FLASH_SACRIFICE}" if self.sacrificed else "")


#: what becomes of a permanent cast as though it had flash, on some older cards
FLASH_SACRIFICE = ("If you cast it any time a sorcery couldn't have been cast, the "
                   "controller of the permanent it becomes sacrifices it at the beginning of "
                   "the next cleanup step.")


@part
@dataclass(frozen=True)
class CastOnly:
    """"Cast this spell only during combat.", "Cast this spell only during the declare
    attackers step and only if you've been attacked this step.", "Cast this spell only if
    you've cast another spell this turn.": casting it at any other time is prohibited
    (601.3)."""

    window: CastWindow | None = None
    condition: ConditionText | None = None

    def __post_init__(self) -> None:
        if self.window is not None:
            object.__setattr__(self, "window", phrase(CastWindow, self.window, "CastOnly.window"))

    @property
    def when(self) -> str:
        """When it may be cast, in its words: "during combat and only if ..."."""
        said = [self.window.value] if self.window is not None else []
        if self.condition is not None:
            said.append(f"if {self.condition.text()}")
        return " and only ".join(said)

    def text(self) -> str:
        return f"Cast this spell only {self.when}."


@part
@dataclass(frozen=True)
class Chapter:
    """A Saga's chapter ability (714.2): "I, II — Effect." triggers when a lore counter
    brings the number of lore counters to one of its chapter numbers (714.2b)."""

    chapters: tuple[int, ...]
    effect: Effect

    def text(self) -> str:
        numerals = ", ".join(("I", "II", "III", "IV", "V", "VI")[n - 1] for n in self.chapters)
        return f"{numerals} — {sentence(self.effect)}"


class AbilityWord(StrEnum):
    """The ability words (207.2c), as printed at a line's start: they have no rules
    meaning; the ability after the dash is what the card has."""

    ADAMANT = "Adamant"
    ADDENDUM = "Addendum"
    ALLIANCE = "Alliance"
    BATTALION = "Battalion"
    BLOODRUSH = "Bloodrush"
    CELEBRATION = "Celebration"
    CHANNEL = "Channel"
    CHROMA = "Chroma"
    COHORT = "Cohort"
    CONSTELLATION = "Constellation"
    CONVERGE = "Converge"
    COUNCILS_DILEMMA = "Council's dilemma"
    COVEN = "Coven"
    DELIRIUM = "Delirium"
    DESCEND_4 = "Descend 4"
    DESCEND_8 = "Descend 8"
    DISAPPEAR = "Disappear"
    DOMAIN = "Domain"
    EERIE = "Eerie"
    EMINENCE = "Eminence"
    ENRAGE = "Enrage"
    FATEFUL_HOUR = "Fateful hour"
    FATHOMLESS_DESCENT = "Fathomless descent"
    FEROCIOUS = "Ferocious"
    FLURRY = "Flurry"
    FORMIDABLE = "Formidable"
    GRANDEUR = "Grandeur"
    HELLBENT = "Hellbent"
    HEROIC = "Heroic"
    IMPRINT = "Imprint"
    INFUSION = "Infusion"
    INSPIRED = "Inspired"
    JOIN_FORCES = "Join forces"
    KINSHIP = "Kinship"
    LANDFALL = "Landfall"
    LIEUTENANT = "Lieutenant"
    MAGECRAFT = "Magecraft"
    METALCRAFT = "Metalcraft"
    MORBID = "Morbid"
    OPUS = "Opus"
    PACK_TACTICS = "Pack tactics"
    PARADOX = "Paradox"
    PARLEY = "Parley"
    RADIANCE = "Radiance"
    RAID = "Raid"
    RALLY = "Rally"
    RENEW = "Renew"
    REPARTEE = "Repartee"
    REVOLT = "Revolt"
    SECRET_COUNCIL = "Secret council"
    SPELL_MASTERY = "Spell mastery"
    STRIVE = "Strive"
    SURVIVAL = "Survival"
    SWEEP = "Sweep"
    TEMPTING_OFFER = "Tempting offer"
    THRESHOLD = "Threshold"
    UNDERGROWTH = "Undergrowth"
    VALIANT = "Valiant"
    VIVID = "Vivid"
    VOID = "Void"
    WILL_OF_THE_COUNCIL = "Will of the council"


@part
@dataclass(frozen=True)
class Boast:
    """"Boast — [Cost]: [Effect]" (702.142a): the activated ability, which may be activated
    only if this creature attacked this turn and only once each turn."""

    ability: ActivatedAbilityText

    def text(self) -> str:
        return f"Boast — {self.ability.text()}"


@part
@dataclass(frozen=True)
class Forecast:
    """"Forecast — [Activated ability]" (702.57a): an activated ability of the card in its
    owner's hand, activated only during their upkeep and only once each turn (702.57b)."""

    ability: ActivatedAbilityText

    def text(self) -> str:
        return f"Forecast — {self.ability.text()}"


@part
@dataclass(frozen=True)
class WordedAbility:
    """"Landfall — Whenever a land you control enters, ...": an ability word before an
    ability (207.2c). The word has no rules meaning: the card has the ability after the
    dash, and the word only ties it to cards with similar abilities."""

    word: AbilityWord
    ability: Ability

    def text(self) -> str:
        return f"{self.word.value} — {self.ability.text()}"


class FlavorWord(StrEnum):
    """The flavor words printed on cards to April 2022 (207.2d), as printed at a line's start:
    like ability words they have no rules meaning, but each is tailored to the one ability it
    appears with (and the Comprehensive Rules don't list them)."""

    ACID_BREATH = "Acid Breath"
    ANIMATE_WALKING_STATUE = "Animate Walking Statue"
    ASTRAL_PROJECTION = "Astral Projection"
    BEACON_OF_HOPE = "Beacon of Hope"
    BEAR_FORM = "Bear Form"
    BEWITCHING_WHISPERS = "Bewitching Whispers"
    BINDING_CONTRACT = "Binding Contract"
    CIRCLE_OF_DEATH = "Circle of Death"
    CLIMB_OVER = "Climb Over"
    COLD_BREATH = "Cold Breath"
    COMBAT_INSPIRATION = "Combat Inspiration"
    CONE_OF_COLD = "Cone of Cold"
    CREATE_UNDEAD = "Create Undead"
    CUNNING_ACTION = "Cunning Action"
    DARK_ONES_OWN_LUCK = "Dark One's Own Luck"
    DISPLACEMENT = "Displacement"
    DISSOLVE = "Dissolve"
    DIVINE_INTERVENTION = "Divine Intervention"
    DOMINATE_MONSTER = "Dominate Monster"
    DRAG_BELOW = "Drag Below"
    ENGULF = "Engulf"
    FIRE_BREATH = "Fire Breath"
    FLURRY_OF_BLOWS = "Flurry of Blows"
    FOCUS_BEAM = "Focus Beam"
    GRANT_AN_ADVANTAGE = "Grant an Advantage"
    INVOKE_DUPLICITY = "Invoke Duplicity"
    KEEN_SENSES = "Keen Senses"
    LIFE_DRAIN = "Life Drain"
    MAGE_HAND = "Mage Hand"
    MAGICAL_TINKERING = "Magical Tinkering"
    MYSTIC_ARCANUM = "Mystic Arcanum"
    NEGATIVE_ENERGY_CONE = "Negative Energy Cone"
    PACT_BOON = "Pact Boon"
    PERFECT_ILLUMINATION = "Perfect Illumination"
    POISON_BREATH = "Poison Breath"
    PSIONIC_SPELLS = "Psionic Spells"
    RAPPEL_DOWN = "Rappel Down"
    REJUVENATION = "Rejuvenation"
    SIEGE_MONSTER = "Siege Monster"
    SNEAK_ATTACK = "Sneak Attack"
    SPLIT = "Split"
    STUNNING_STRIKE = "Stunning Strike"
    TAIL_SPIKES = "Tail Spikes"
    TELEPORT = "Teleport"
    TIE_UP = "Tie Up"
    TRAGIC_BACKSTORY = "Tragic Backstory"
    WHIRLWIND = "Whirlwind"
    WHISPERS_OF_THE_GRAVE = "Whispers of the Grave"


@part
@dataclass(frozen=True)
class FlavoredAbility:
    """"Sneak Attack — Whenever Lightfoot Rogue attacks, ...": flavor words before an ability
    (207.2d). They have no rules meaning: the card has the ability after the dash."""

    words: FlavorWord
    ability: Ability

    def text(self) -> str:
        return f"{self.words.value} — {self.ability.text()}"


Ability = (Keyword | KeywordLine | SpellAbility | ActivatedAbilityText | TriggeredAbilityText
           | StaticAbility | EntersReplacement | AsEntersChoose | AdditionalCost | OpeningHand
           | AlternativeCost
           | Chapter | EntersAsCopy | ExileInsteadOfGraveyard | ManaReplacementText | WordedAbility
           | FlavoredAbility
           | CountersReplacement | DamageReplacementText | OthersEnterTapped | CanBeCommander
           | Boast | CastOnly | CastAsThoughFlash | LevelSymbol | ClassLevel | Forecast
           | ExertAsAttacks | GoesInsteadText | DayAsEnters | AsEntersPayLife
           | AsEntersReveal)


# ------------------------------------------------------------------------------- cards
@part
@dataclass(frozen=True)
class CardText:
    """Everything a card's rules text says, one ability per line (207.1)."""

    name: str
    self_word: str  # "creature", "land", "spell", ...: how the card calls itself
    abilities: tuple[Ability, ...]
    #: a card with several faces: each face's text, front or left first (its own
    #: ``abilities`` are then empty)
    faces: tuple[CardText, ...] = ()

    def text(self) -> str:
        """The rules text in current Oracle templates, one ability per line."""
        if self.faces:
            return "\n//\n".join(f.text() for f in self.faces)
        text = "\n".join(a.text() for a in self.abilities)
        # "transforms into Brutal Cathar": the face it turns to is named (701.27e)
        text = text.replace(ObjectVerb.TRANSFORMS_INTO_THIS, f"transforms into {self.name}")
        # "a card named Relentless Rats": a name, not "this creature" (201.2)
        text = text.replace(f"named {Named.SELF}", f"named {self.name}")
        text = name_self(text, self.self_word)
        return text.replace(GRANTOR, self.name)  # a granted ability names its grantor (201.5a)
