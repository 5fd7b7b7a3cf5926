"""How effects combine and when they happen (608.2c): optional, conditional and counted
effects, sentences in order, modes, and the triggered abilities an effect creates
(603.7 delayed, 603.12 reflexive)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.combat_rules import BlockersOf
from rulings_kit.cards.model.objects import (
    Amount,
    ConditionText,
    CountersOn,
    Filter,
    GameCount,
    PlayerRef,
    TargetRef,
    TimesKicked,
    number_word,
)
from rulings_kit.cards.model.phrases import DelayedTime, Who
from rulings_kit.cards.model.this_way import CountersRemovedThisWay, ThisWay
from rulings_kit.cards.model.trigger_words import phrase
from rulings_kit.cards.model.words import capitalize, join_and

if TYPE_CHECKING:
    from rulings_kit.cards.model.abilities import Event
    from rulings_kit.cards.model.effects import Effect



@part
@dataclass(frozen=True)
class ChooseTargets:
    """"Choose any target, then choose another target for each time this spell was
    kicked.": the targets of a multikicker spell (702.33c), one more for each kick,
    named by the sentences after it ("each of them")."""

    what: TargetRef

    def text(self) -> str:
        return (f"choose {self.what.text()}, then choose another target for each time ~ "
                "was kicked")


@part
@dataclass(frozen=True)
class ChooseTarget:
    """"Choose target creature an opponent controls, then roll a d20.": a target chosen as
    the spell or ability is put on the stack (601.2c, 603.3d), which the rows of the results
    table after it name ("that creature", "it"); the roll happens as it resolves (its
    rulings)."""

    what: TargetRef

    def text(self) -> str:
        return f"choose {self.what.text()}"


@part
@dataclass(frozen=True)
class MayDo:
    """"You may ...": the controller chooses whether to do it as it resolves (603.5)."""

    effect: Effect

    def text(self) -> str:
        inner = self.effect.text()
        return "you may " + inner[len("you "):] if inner.startswith("you ") else (
            "you may " + inner)


@part
@dataclass(frozen=True)
class UnlessText:
    """"Sacrifice this enchantment unless you sacrifice a creature.": the same as "You may
    sacrifice a creature. If you don't, sacrifice this enchantment." (118.12a); the other
    action is a cost paid as it resolves (118.12)."""

    effect: Effect
    instead: Effect  # what you may do instead, in the imperative: "sacrifice a creature"
    #: who may do it, if not you: "unless its controller pays {1}", "unless they pay 2
    #: life" (then a payment, ``Pay``)
    payer: PlayerRef | None = None

    def text(self) -> str:
        if self.payer is None:
            return f"{self.effect.text()} unless you {self.instead.text()}"
        does = self.instead.text()
        if self.payer.who is not Who.THEY:  # "its controller pays", "they pay"
            does = "pays" + does.removeprefix("pay")
        return f"{self.effect.text()} unless {self.payer.text()} {does}"


@part
@dataclass(frozen=True)
class IfThen:
    """"If [condition], [effect]": done only if the condition holds as it resolves
    (608.2c), e.g. "If this spell was kicked, ..." (702.33d)."""

    condition: ConditionText
    effect: Effect
    instead: bool = False  # "If this spell was kicked, it deals 5 damage instead." (614.1a:
    # the effect replaces what the sentences before it would do)
    condition_last: bool = False  # "Put a +1/+1 counter on it if it's legendary."
    also: bool = False  # "If it's legendary, it also gains lifelink ...": in addition
    #: "If ..., instead destroy all creatures": "instead" written before the effect
    instead_first: bool = False
    #: "Then discard a card unless you attacked this turn.": done if it doesn't hold
    unless: bool = False

    def text(self) -> str:
        if self.unless:
            return f"{self.effect.text()} unless {self.condition.text()}"
        if self.condition_last and self.instead:  # "~ deals 5 damage instead if ..."
            return f"{self.effect.text()} instead if {self.condition.text()}"
        if self.instead_first:
            return f"if {self.condition.text()}, instead {self.effect.text()}"
        if self.condition_last:
            return f"{self.effect.text()} if {self.condition.text()}"
        if self.also:
            said = self.effect.text().removeprefix("it ")
            return f"if {self.condition.text()}, it also {said}"
        tail = " instead" if self.instead else ""
        return f"if {self.condition.text()}, {self.effect.text()}{tail}"


@part
@dataclass(frozen=True)
class Otherwise:
    """"Otherwise, [effect]." after "If [condition], ...": done when that condition, checked
    once as the instruction resolves, doesn't hold (608.2c)."""

    effect: Effect

    def text(self) -> str:
        return f"otherwise, {self.effect.text()}"


@part
@dataclass(frozen=True)
class Pay:
    """"Pay {1}{G}": an optional payment as the ability resolves, usually followed by
    "If you do, ..." (608.2c, 118.12)."""

    mana: str
    life: int = 0  # "pay 2 life", "pay {1} and 1 life" (118.3b)

    def text(self) -> str:
        paid = " and ".join(w for w in (self.mana, f"{self.life} life" if self.life else "")
                            if w)
        return f"pay {paid}"


#: the energy symbol (107.14)
ENERGY_SYMBOL = "{E}"


@part
@dataclass(frozen=True)
class PayEnergy:
    """"Pay {E}{E}": an optional payment of energy counters as the ability resolves,
    after "you may" and usually followed by "If you do, ..." (107.14, 608.2c)."""

    amount: int

    def text(self) -> str:
        return f"pay {ENERGY_SYMBOL * self.amount}"


@part
@dataclass(frozen=True)
class PerEach:
    """An effect done once, its numbers multiplied, for each counted object: "you gain 1
    life for each card in your graveyard" (608.2h: counted as it resolves)."""

    effect: Effect
    #: objects, counters ("for each +1/+1 counter on ~"), what a player has ("for each
    #: creature in your party"), the times it was kicked (702.33c), or each 1 damage
    #: prevented this way (615.5)
    counted: (Filter | CountersOn | GameCount | TimesKicked | ThisWay | BlockersOf
              | CountersRemovedThisWay)
    #: "For each 1 damage prevented this way, put ...": the count said first
    first: bool = False

    def text(self) -> str:
        if self.first:
            assert isinstance(self.counted, ThisWay)
            return f"for each {self.counted.each_text()}, {self.effect.text()}"
        if isinstance(self.counted, GameCount | TimesKicked | ThisWay | BlockersOf
                      | CountersRemovedThisWay):
            return f"{self.effect.text()} for each {self.counted.each_text()}"
        if isinstance(self.counted, CountersOn):
            each = f"{self.counted.counter} counter on {self.counted.of.text()}"
            return f"{self.effect.text()} for each {each}"
        return f"{self.effect.text()} for each {self.counted.text()}"


@part
@dataclass(frozen=True)
class WhereX:
    """"..., where X is the number of ...": X in the effect is that number, counted as it
    resolves (107.3c, 608.2h), not chosen."""

    effect: Effect
    x: Amount

    def text(self) -> str:
        return f"{self.effect.text()}, where X is {self.x.text()}"


@part
@dataclass(frozen=True)
class Delayed:
    """A delayed triggered ability the effect creates (603.7): "At the beginning of the
    next end step, sacrifice it." / "Exile it at the beginning of the next end step."."""

    effect: Effect
    when: DelayedTime = DelayedTime.NEXT_END_STEP
    when_last: bool = False  # the time after the effect rather than before it

    def __post_init__(self) -> None:
        object.__setattr__(self, "when", phrase(DelayedTime, self.when, "Delayed.when"))

    def text(self) -> str:
        if self.when_last:
            return f"{self.effect.text()} {self.when}"
        return f"{self.when}, {self.effect.text()}"


@part
@dataclass(frozen=True)
class WheneverThisTurn:
    """A delayed triggered ability with a stated duration the effect creates (603.7a-b):
    "Whenever you cast a spell this turn, put a +1/+1 counter on target creature you
    control." triggers each time its event happens for the rest of the turn."""

    event: Event
    effect: Effect

    def text(self) -> str:
        return f"whenever {self.event.text()} this turn, {self.effect.text()}"


@part
@dataclass(frozen=True)
class WhenYouDo:
    """"When you do, ...": a reflexive triggered ability that triggers when the earlier
    optional action is done (603.12), its targets chosen then."""

    effect: Effect

    def text(self) -> str:
        return f"when you do, {self.effect.text()}"


@part
@dataclass(frozen=True)
class Then:
    """Two effects done in order, the second after the first ("..., then ...")."""

    first: Effect
    second: Effect
    new_sentence: bool = False  # "... . Then ..." rather than "..., then ..."
    #: "target player draws four cards, then discards three cards": one player said once
    same_subject: bool = False

    def text(self) -> str:
        second = _unsaid_subject(self.second) if self.same_subject else self.second.text()
        if self.new_sentence:
            return f"{self.first.text()}. Then {second}"
        return f"{self.first.text()}, then {second}"


def _unsaid_subject(effect: Effect) -> str:
    """An effect's words without the subject the clause before it said: an object's
    ("gets +1/+1 and can't be blocked") or a player's ("draws two cards and loses 2
    life"; "you" with the verb's plain form after it)."""
    said = effect.text()
    subject = getattr(effect, "what", None)
    if subject is None and isinstance(who := getattr(effect, "who", None), PlayerRef):
        subject = who
    return said if subject is None else said.removeprefix(subject.text() + " ")


@part
@dataclass(frozen=True)
class And:
    """Two effects of one sentence joined by "and" (608.2c: done in the order written)."""

    first: Effect
    second: Effect
    same_subject: bool = False  # "gets +1/+1 and can't be blocked": the subject said once
    more: tuple[Effect, ...] = ()  # a list: "gets +2/+2, has first strike, and is a Knight"
    #: two clauses joined by ", and": "can't attack or block, and its activated abilities
    #: can't be activated"
    comma: bool = False
    #: the clauses before ", then" in a list: "remove those counters, transform it, then
    #: untap it" is this (commas alone) followed by the last
    listed: bool = False

    def text(self) -> str:
        words = [self.first.text()]
        for effect in (self.second, *self.more):
            words.append(_unsaid_subject(effect) if self.same_subject else effect.text())
        if self.listed:
            return ", ".join(words)
        if self.comma and len(words) == 2:
            return ", and ".join(words)
        return join_and(tuple(words))


@part
@dataclass(frozen=True)
class Sentences:
    """Several sentences of one spell or ability, done in order (608.2c)."""

    parts: tuple[Effect, ...]

    def text(self) -> str:
        first, *rest = (p.text() for p in self.parts)
        return ". ".join([first, *(capitalize(r) for r in rest)])


@part
@dataclass(frozen=True)
class Modal:
    """"Choose one —" (700.2): the controller picks modes as it is put on the stack."""

    choose: int
    modes: tuple[Effect, ...]
    up_to: bool = False  # "choose one or both" is written as choose=2, up_to=True
    #: "choose one or more": choose is the number of modes, up_to True
    or_more: bool = False
    #: "Choose three. You may choose the same mode more than once." (700.2d)
    repeat: bool = False

    def text(self) -> str:
        head = "one or more" if self.or_more else "one or both" if self.up_to \
            else number_word(self.choose)
        lines = "\n".join(f"• {capitalize(m.text())}." for m in self.modes)
        if self.repeat:
            return f"choose {head}. You may choose the same mode more than once.\n{lines}"
        return f"choose {head} —\n{lines}"


@part
@dataclass(frozen=True)
class ResultRow:
    """One row of a results table (706.3a): "1—9 | Draw two cards.", "20 | ...", "15+ |
    ...": "If the result was in this range, [effect]." ``high`` is None for "N+" (any
    result of at least ``low``) and ``low`` for a single number."""

    low: int
    high: int | None
    effect: Effect

    def text(self) -> str:
        span = f"{self.low}+" if self.high is None else str(self.low) if \
            self.high == self.low else f"{self.low}—{self.high}"
        return f"{span} | {capitalize(self.effect.text())}"


@part
@dataclass(frozen=True)
class RollDie:
    """"Roll a d20." (706.1): the controller rolls one die of ``sides`` faces, numbered 1 to
    ``sides`` (706.1a); the results table after it (706.3) says what each result does, all of
    it part of one ability (706.3b). Printed as its own lines after the sentence, so the
    text is the sentence, its period and the rows, the last one's period the caller's."""

    sides: int
    table: tuple[ResultRow, ...] = ()

    def text(self) -> str:
        roll = f"roll a d{self.sides}"
        if not self.table:
            return roll
        return roll + ".\n" + ".\n".join(r.text() for r in self.table)
