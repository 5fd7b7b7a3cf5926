"""Effects: what a spell or ability does when it resolves (608.2), as data, and the
:data:`Effect` union of every effect part (with those of :mod:`.continuous`,
:mod:`.flow`, :mod:`.statics` and :mod:`.library`).

Each effect renders itself as a clause without the final period; :mod:`.flow`'s
``Then`` and ``And`` join clauses the way rules text does ("Draw three cards, then
discard a card."; "deals 3 damage to any target and you gain 3 life").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.cards.model.choices import BecomesOfChoice, ChooseValue
from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.combat_rules import (
    AssignAsThoughUnblocked,
    BlockedDespiteLandwalk,
    BlocksIfAble,
    LesserPowerCantBlock,
    RemoveFromCombat,
)
from rulings_kit.cards.model.continuous import (
    Become,
    Emblem,
    ExchangeControl,
    GainControl,
    GainKeywords,
    Lasting,
    LoseAbilities,
    LoseAllAbilitiesText,
    Pump,
    SetBase,
    SetColor,
    SwitchPT,
)
from rulings_kit.cards.model.counters import (
    AdaptText,
    BolsterText,
    ConniveText,
    DoubleCounters,
    ExploreText,
    GetPoison,
    ManifestText,
    MonstrosityText,
    ProliferateText,
    RemoveCountersText,
    SupportText,
)
from rulings_kit.cards.model.daynight import ItBecomes
from rulings_kit.cards.model.flow import (
    ENERGY_SYMBOL,
    And,
    ChooseTarget,
    ChooseTargets,
    Delayed,
    IfThen,
    MayDo,
    Modal,
    Otherwise,
    Pay,
    PayEnergy,
    PerEach,
    RollDie,
    Sentences,
    Then,
    UnlessText,
    WheneverThisTurn,
    WhenYouDo,
    WhereX,
)
from rulings_kit.cards.model.graveyards import ExileGraveyard
from rulings_kit.cards.model.haunt import ExileHauntingText
from rulings_kit.cards.model.keyword_actions import (
    ClashText,
    DetainText,
    DoubleLifeText,
    FatesealText,
    FlipCoinText,
    GoadText,
    LearnText,
    LifeTotalBecomes,
    MultiplyPT,
    VentureText,
)
from rulings_kit.cards.model.kinds import ColorWord, color_words
from rulings_kit.cards.model.library import (
    Dig,
    ExileTop,
    ProcessExiled,
    PutBack,
    RevealIfShares,
    RevealUntil,
    SurveilText,
)
from rulings_kit.cards.model.objects import (
    Amount,
    Duration,
    Filter,
    Fixed,
    GameCount,
    ObjectRef,
    PlayerRef,
    SameRecipient,
    TargetRef,
    count_of,
    is_quantity,
    number_word,
)
from rulings_kit.cards.model.objects import acted as _act
from rulings_kit.cards.model.phrases import (
    CounteredTo,
    Divided,
    FoundTo,
    PutTo,
    ReturnFrom,
    ReturnTo,
    SkippedWords,
    Spread,
    Verb,
)
from rulings_kit.cards.model.spells import (
    CastFromExile,
    ExileAsItResolves,
    PlayExiledCard,
    TurnOver,
)
from rulings_kit.cards.model.statics import (
    ActivatedCostChange,
    AdditionalCombat,
    AddTypes,
    Colorless,
    CostChange,
    ExtraLandThisTurn,
    Lure,
    MayNotUntap,
    NotAType,
    PlayerRule,
    Prevent,
    PreventNextTime,
    RedirectNext,
    Restrict,
    SetLandType,
    SetPowerToughness,
)
from rulings_kit.cards.model.tokens import AmassText, CreatePredefined, Investigate, PopulateText
from rulings_kit.cards.model.trigger_words import phrase
from rulings_kit.cards.model.words import abilities_words, many_objects
from rulings_kit.cards.model.words import capitalize as capitalize  # kept importable here
from rulings_kit.core.words import plural_noun

if TYPE_CHECKING:
    from rulings_kit.cards.model.abilities import Ability


def _verb(subject: ObjectRef, base: str, third: str) -> str:
    """'you gain' / 'target player gains': the subject with its verb agreeing."""
    if isinstance(subject, PlayerRef) and subject.is_you:
        return f"you {base}"
    return f"{subject.text()} {third}"




QUOTE_S = "'s"


def _several(what: ObjectRef) -> bool:
    """Whether the words may name more than one object ("up to two target creatures")."""
    return (isinstance(what, TargetRef) and what.many) or many_objects(what)


def _either(symbols: tuple[str, ...]) -> str:
    """'{G}', '{B} or {G}', '{W}, {U}, or {B}': alternatives as Oracle text lists them."""
    if len(symbols) < 3:
        return " or ".join(symbols)
    return f"{', '.join(symbols[:-1])}, or {symbols[-1]}"


def _mana_amount(amount: Amount) -> str:
    """'two', 'X' (how much mana of one kind: "add two mana in any combination")."""
    return number_word(amount.n) if isinstance(amount, Fixed) else amount.text()


def _life(amount: Amount) -> str:
    """'3 life', 'life equal to its power'."""
    return f"life equal to {amount.text()}" if is_quantity(amount) else f"{amount.text()} life"


@part
@dataclass(frozen=True)
class DealDamage:
    """A source deals damage (120.3): "this creature deals 2 damage to any target"."""

    source: ObjectRef
    amount: Amount
    to: ObjectRef
    amount_last: bool = False  # "damage to X equal to ..." rather than "damage equal to ... to X"
    also: tuple[DealDamage, ...] = ()  # "... and 1 damage to each creature that player
    # controls": more damage from the same source, dealt at the same time (120.2)
    #: "as you choose" (601.2d: divided as it's cast) or "evenly, rounded down" (divided
    #: as it resolves among the targets still legal, 608.2b): "X damage divided ... among
    #: any number of targets"
    divided: Divided = Divided.UNSAID

    def __post_init__(self) -> None:
        object.__setattr__(self, "divided", phrase(Divided, self.divided, "DealDamage.divided"))

    def text(self) -> str:
        head = f"{self.source.text()} deals"
        if self.divided:
            how = self.divided.value
            return (f"{head} {self.amount.text()} damage divided {how}, among "
                    f"{self.to.text()}" if "," in how else
                    f"{head} {self.amount.text()} damage divided {how} among "
                    f"{self.to.text()}")
        if isinstance(self.to, SameRecipient):
            return f"{head} {self.amount.text()} damage"
        if self.also:
            more = "".join(f" and {d.amount.text()} damage to {d.to.text()}" for d in self.also)
            return f"{head} {self.amount.text()} damage to {self.to.text()}{more}"
        if not is_quantity(self.amount):
            return f"{head} {self.amount.text()} damage to {self.to.text()}"
        equal = f"equal to {self.amount.text()}"
        if self.amount_last:
            return f"{head} damage to {self.to.text()} {equal}"
        return f"{head} damage {equal} to {self.to.text()}"


@part
@dataclass(frozen=True)
class Draw:
    """A player draws cards (121.1)."""

    who: PlayerRef | None  # None: the controller, in the imperative ("Draw a card.")
    amount: Amount
    #: "draws an additional card": one card, beside the draw of the draw step (504.1)
    additional: bool = False

    def text(self) -> str:
        cards = "an additional card" if self.additional else count_of(self.amount, 'card')
        return f"{_act(self.who, 'draw', 'draws')} {cards}"


@part
@dataclass(frozen=True)
class Discard:
    """A player discards cards of their choice (701.9), or at random; with ``hand``, every
    card in their hand: "Discard your hand.", "Each player discards their hand." (then
    ``amount`` isn't said)."""

    who: PlayerRef | None  # None: the controller, in the imperative
    amount: Amount
    at_random: bool = False
    hand: bool = False

    def text(self) -> str:
        if self.hand:
            whose = "your" if self.who is None or self.who.is_you else "their"
            return f"{_act(self.who, 'discard', 'discards')} {whose} hand"
        tail = " at random" if self.at_random else ""
        return f"{_act(self.who, 'discard', 'discards')} {count_of(self.amount, 'card')}{tail}"


@part
@dataclass(frozen=True)
class Mill:
    """A player puts cards from the top of their library into their graveyard (701.17)."""

    who: PlayerRef | None  # None: the controller, in the imperative ("Draw a card.")
    amount: Amount

    def text(self) -> str:
        return f"{_act(self.who, 'mill', 'mills')} {count_of(self.amount, 'card')}"


@part
@dataclass(frozen=True)
class ScryText:
    """Scry N (701.22)."""

    amount: Amount

    def text(self) -> str:
        return f"scry {self.amount.text()}"


@part
@dataclass(frozen=True)
class GainLife:
    """A player gains life (119.3)."""

    who: PlayerRef
    amount: Amount

    def text(self) -> str:
        return f"{_verb(self.who, 'gain', 'gains')} {_life(self.amount)}"


@part
@dataclass(frozen=True)
class GetEnergy:
    """A player gets energy counters, "you get {E}{E}" (107.14)."""

    who: PlayerRef
    amount: int

    def text(self) -> str:
        return f"{_verb(self.who, 'get', 'gets')} {ENERGY_SYMBOL * self.amount}"


@part
@dataclass(frozen=True)
class BecomeMonarch:
    """A player becomes the monarch, "you become the monarch" (725.1)."""

    who: PlayerRef

    def text(self) -> str:
        return f"{_verb(self.who, 'become', 'becomes')} the monarch"


@part
@dataclass(frozen=True)
class LoseLife:
    """A player loses life (119.3)."""

    who: PlayerRef
    amount: Amount

    def text(self) -> str:
        return f"{_verb(self.who, 'lose', 'loses')} {_life(self.amount)}"


@part
@dataclass(frozen=True)
class Move:
    """Destroy (701.8), exile (406), tap/untap (701.26), counter (701.6), sacrifice
    (701.21), or return to hand: one verb acting on objects."""

    verb: Verb
    what: ObjectRef
    unless_pays: str = ""  # "counter ... unless its controller pays {2}" (701.6, 118.12)
    duration: Duration | None = None  # "exile ... until this creature leaves the battlefield"
    # (610.3: the card returns when it does)
    #: "counter ...": where the spell goes instead of its owner's graveyard (614.1a)
    countered_to: CounteredTo | None = None
    #: "... unless its controller pays {1} for each card in your graveyard": the tax is
    #: that much for each one counted as it resolves (608.2h)
    unless_each: Filter | GameCount | None = None
    #: "return ... to their owner's hand", the Oracle wording of several objects since
    #: 2023, rather than the older "to their owners' hands" (the same instruction)
    owner_singular: bool = False

    def text(self) -> str:
        if self.verb is Verb.COUNTER:
            tax = f" unless its controller pays {self.unless_pays}" if self.unless_pays else ""
            if isinstance(self.unless_each, GameCount):
                tax += f" for each {self.unless_each.each_text()}"
            elif self.unless_each is not None:
                tax += f" for each {self.unless_each.text()}"
            instead = (f". If that spell is countered this way, {self.countered_to}"
                       if self.countered_to else "")
            return f"{self.verb} {self.what.text()}{tax}{instead}"
        if self.verb in (Verb.SHUFFLE_GRAVEYARD_INTO_LIBRARY,
                         Verb.SHUFFLE_HAND_AND_GRAVEYARD_INTO_LIBRARY):  # the players (701.24a)
            hand = "hand and " if self.verb is Verb.SHUFFLE_HAND_AND_GRAVEYARD_INTO_LIBRARY \
                else ""
            if isinstance(self.what, PlayerRef) and not self.what.is_you:
                return f"{self.what.text()} shuffles their {hand}graveyard into their library"
            return f"shuffle your {hand}graveyard into your library"
        if self.verb is Verb.SHUFFLE_INTO_LIBRARY:
            return f"shuffle {self.what.text()} into its owner's library"
        if self.verb is Verb.RETURN_TO_HAND:
            if _several(self.what) and self.owner_singular:
                return f"return {self.what.text()} to their owner's hand"
            if _several(self.what):
                return f"return {self.what.text()} to their owners' hands"
            return f"return {self.what.text()} to its owner's hand"
        tail = f" {self.duration.text()}" if self.duration else ""
        return f"{self.verb} {self.what.text()}{tail}"


@part
@dataclass(frozen=True)
class ReturnCard:
    """Return cards from a graveyard to their owner's hand or to the battlefield
    (400.7: a card changing zones becomes a new object)."""

    what: ObjectRef
    to: ReturnTo
    from_zone: ReturnFrom = ReturnFrom.UNSAID  # when the words name the card itself

    def text(self) -> str:
        source = f" {self.from_zone}" if self.from_zone else ""
        return f"return {self.what.text()}{source} to {self.to}"




@part
@dataclass(frozen=True)
class PutObject:
    """Put an object somewhere: "Put target creature card from a graveyard onto the
    battlefield under your control.", "Put target creature on top of its owner's
    library."."""

    what: ObjectRef
    to: PutTo

    def text(self) -> str:
        return f"put {self.what.text()} {self.to}"


@part
@dataclass(frozen=True)
class Sacrifice:
    """A player sacrifices a permanent of their choice (701.21)."""

    who: PlayerRef | None  # None: the controller, in the imperative
    what: str  # "creature", "land", "permanent"; the filter's words when there is one
    filter: Filter | None = None  # "a creature with flying", "another creature"
    amount: Amount | None = None  # None: one

    def text(self) -> str:
        verb = _act(self.who, 'sacrifice', 'sacrifices')
        if self.filter is not None and self.filter.another:
            return f"{verb} {self.filter.text()}"
        what = self.filter.text() if self.filter else self.what
        return f"{verb} {count_of(self.amount or Fixed(1), what)}"


@part
@dataclass(frozen=True)
class PutCountersText:
    """Put counters on a permanent (122.6)."""

    what: ObjectRef
    amount: Amount
    counter: str = "+1/+1"
    each_of: bool = False  # "on each of up to two target creatures": one each (115.1d)
    #: "... and a loyalty counter on each other planeswalker you control": more counters
    #: put by the same verb, after these (608.2c)
    also: PutCountersText | None = None

    def text(self) -> str:
        on = "on each of" if self.each_of else "on"
        if is_quantity(self.amount):  # "put a number of +1/+1 counters on it equal to ..."
            said = (f"put a number of {self.counter} counters {on} {self.what.text()} equal to "
                    f"{self.amount.text()}")
        else:
            said = f"put {count_of(self.amount, self.counter + ' counter')} {on} {self.what.text()}"
        if self.also is None:
            return said
        return f"{said} and {self.also.text().removeprefix('put ')}"


@part
@dataclass(frozen=True)
class CopyExcept:
    """The exceptions of a copy effect (707.9): ", except it's 7/7", "... it's an
    enchantment in addition to its other types", "... it has haste", "... it has this
    ability", "... it enters with X additional +1/+1 counters on it" (707.9e). They are
    written in that order, joined by "and"."""

    power: str = ""
    toughness: str = ""
    types: str = ""  # "an enchantment", "a Shapeshifter Rogue": in addition to its other ...
    others: str = ""  # "types", "creature types"
    keywords: tuple[str, ...] = ()
    this_ability: bool = False
    counters: Amount | None = None  # additional +1/+1 counters it enters with

    def text(self) -> str:
        parts = []
        if self.power:
            parts.append(f"it's {self.power}/{self.toughness}")
        if self.types:
            parts.append(f"it's {self.types} in addition to its other {self.others}")
        if self.keywords:
            parts.append(f"it has {' and '.join(self.keywords)}")
        if self.this_ability:
            parts.append("it has this ability")
        if self.counters is not None:
            first, rest = count_of(self.counters, "+1/+1 counter").split(" ", 1)
            first = "an" if first == "a" else first
            parts.append(f"it enters with {first} additional {rest} on it")
        return ", except " + " and ".join(parts)


@part
@dataclass(frozen=True)
class CopyToken:
    """"Create a token that's a copy of target creature[, except it has haste]" (707.2,
    111.1)."""

    what: ObjectRef
    exceptions: CopyExcept | None = None

    def text(self) -> str:
        but = self.exceptions.text() if self.exceptions is not None else ""
        return f"create a token that{QUOTE_S} a copy of {self.what.text()}{but}"


@part
@dataclass(frozen=True)
class BecomeCopy:
    """"~ becomes a copy of that creature, except it has this ability" (707.4, 707.9a)."""

    what: ObjectRef  # the permanent that becomes a copy
    of: ObjectRef  # what it copies
    exceptions: CopyExcept | None = None

    def text(self) -> str:
        but = self.exceptions.text() if self.exceptions is not None else ""
        verb = "become" if many_objects(self.what) else "becomes"
        return f"{self.what.text()} {verb} a copy of {self.of.text()}{but}"


@part
@dataclass(frozen=True)
class CreateToken:
    """Create creature tokens (111.2, 701.7): "create a 2/2 white Knight creature token
    with vigilance"."""

    amount: Amount
    power: int
    toughness: int
    colors: tuple[ColorWord, ...]  # ("white",) or () for colorless
    subtypes: tuple[str, ...]
    keywords: tuple[str, ...] = ()
    artifact: bool = False
    granted: tuple[Ability, ...] = ()  # 'with "When this creature dies, ..."' (111.4)
    who: PlayerRef | None = None  # who creates them ("its controller creates"); None: you
    tapped: bool = False  # "create a tapped 2/2 ..." (110.5b)
    attacking: bool = False  # "... that's tapped and attacking" (508.4: never declared)
    #: the keywords and quoted abilities said in a sentence of their own, 'They have
    #: "Sacrifice this token: Add {C}."', where the token calls itself "this token"
    #: (current templates, 111.4); False: 'with "Sacrifice this creature: ..."'
    they_have: bool = False
    #: "an X/X ... token" (107.3): its power and toughness are both X, the value of X as
    #: the token is created (111.3, 107.3c); ``power`` and ``toughness`` are then 0
    x_sized: bool = False
    #: "a 2/1 white Cleric enchantment creature token" (111.3): an enchantment too
    enchantment: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "colors", color_words(self.colors, "CreateToken.colors"))

    def text(self) -> str:
        color = " and ".join(self.colors) if self.colors else "colorless"
        kinds = " ".join(self.subtypes)
        art = ("enchantment " if self.enchantment else "") + ("artifact " if self.artifact else "")
        pt = "X/X" if self.x_sized else f"{self.power}/{self.toughness}"
        noun = f"{pt} {color} {kinds} {art}creature token"
        one = isinstance(self.amount, Fixed) and self.amount.n == 1
        given = abilities_words(self.keywords, self.granted,
                                "token" if self.they_have else "creature")
        tail = f" with {given}" if given and not self.they_have else ""
        after = f". {'It has' if one else 'They have'} {given}" if given and self.they_have \
            else ""
        if self.attacking:
            tapped = "tapped and " if self.tapped else ""
            tail += f" {'that' + QUOTE_S if one else 'that are'} {tapped}attacking"
        elif self.tapped:
            noun = f"tapped {noun}"
        verb = _act(self.who, 'create', 'creates')
        if is_quantity(self.amount):  # "a number of ... tokens with flying equal to ..."
            return (f"{verb} a number of {plural_noun(noun)}{tail} equal to "
                    f"{self.amount.text()}{after}")
        return f"{verb} {count_of(self.amount, noun)}{tail}{after}"



@part
@dataclass(frozen=True)
class CreateThoseTokens:
    """"10—19 | Create two of those tokens.": more of the token a row before it in the same
    results table describes (706.3a; Swarming Goblins' "1—9 | Create a 1/1 red Goblin
    creature token."), ``like`` that token's creation, as the grammar found it; None where
    no results table says it (then refused: "If this spell was kicked, create twelve of
    those tokens instead." names the tokens of another sentence)."""

    amount: Amount
    like: CreateToken | None = None

    def text(self) -> str:
        return f"create {_mana_amount(self.amount)} of those tokens"

@part
@dataclass(frozen=True)
class Search:
    """Search your library for cards (701.23), put them somewhere, then shuffle (701.24);
    or shuffle, then put them on top (701.24b)."""

    filter: Filter
    to: FoundTo
    reveal: bool = False
    optional_find: bool = False  # "up to one": the search may find nothing (701.23b)
    it_word: str = "it"  # "put it" / "put that card"
    named: str = ""  # "a card named Teferi, Timebender" (201.2)
    graveyard: bool = False  # "your library and/or graveyard": shuffle only if the library
    most: int = 1  # "up to two basic land cards": as many as that (701.23b)
    reveal_that_card: bool = False  # "reveal that card, put it ..." rather than "reveal it"
    any_number: bool = False  # "any number of Goblin cards" (701.23b: none need be found)
    any_order: bool = False  # "... on top in any order" (401.4: the player orders them)

    @property
    def named_itself(self) -> bool:
        """"a card named <this card>": the name of the card whose text this is (201.2)."""
        return self.named == "~"

    def text(self) -> str:
        plural = self.most > 1 or self.any_number
        if self.any_number:
            what = "any number of " + (f"cards named {self.named}" if self.named
                                       else self.filter.text(plural_form=True))
        else:
            noun = f"card named {self.named}" if self.named else self.filter.text()
            what = count_of(Fixed(self.most), noun)
            if self.optional_find:
                what = f"up to one {noun}" if self.most == 1 else f"up to {what}"
        revealed = "that card" if self.reveal_that_card else "them" if plural else "it"
        reveal = f"reveal {revealed}, " if self.reveal else ""
        if self.graveyard:  # 701.23: a player searching a graveyard shuffles no library
            return (f"search your library and/or graveyard for {what}, {reveal}and put "
                    f"{self.it_word} {self.to}. If you search your library this way, shuffle")
        if self.to is FoundTo.TOP:
            order = " in any order" if self.any_order else ""
            return (f"search your library for {what}, {reveal}then shuffle and put "
                    f"{self.it_word} on top{order}")
        return (f"search your library for {what}, {reveal}put {self.it_word} {self.to}, "
                "then shuffle")


@part
@dataclass(frozen=True)
class Fight:
    """Two creatures fight: each deals damage equal to its power to the other (701.14)."""

    first: ObjectRef
    second: ObjectRef

    def text(self) -> str:
        return f"{self.first.text()} fights {self.second.text()}"


@part
@dataclass(frozen=True)
class AddMana:
    """Add mana (106.1): "Add {G}.", "Add {B} or {G}.", "Add one mana of any color."."""

    symbols: tuple[str, ...]  # alternatives; () with any_color or a kind
    any_color: bool = False
    amount: Amount | None = None  # "two mana ..." with a kind
    spread: Spread = Spread.UNSAID  # "of any one color" (106.1a)
    spend_only: Filter | None = None  # "Spend this mana only to cast instant or sorcery
    # spells." (106.6: a restriction on how the mana is spent)
    spend_one: bool = False  # "... only to cast an instant or sorcery spell" (singular)
    #: "... or activate abilities of artifacts", "Spend this mana only to activate abilities
    #: of artifacts." (106.6, 602.2b): the sources whose abilities it may pay for
    spend_abilities: Filter | None = None
    #: "... only to cast an Elemental spell or a Chandra planeswalker spell": another
    #: kind of spell, said after the first (singular)
    spend_or: Filter | None = None
    #: "... or to activate an ability of a Cleric, Rogue, Warrior, or Wizard" (singular)
    spend_ability_one: bool = False
    #: "..., and that spell can't be countered": a rider on the spell it is spent on (106.6)
    uncounterable: bool = False
    #: "one mana of any color/type that a land you control could produce" (106.7)
    could_produce: Filter | None = None
    any_type: bool = False  # "of any type" (colourless too) rather than "of any color"
    who: PlayerRef | None = None  # "that player adds ...", "its controller adds ..."
    additional: bool = False  # "add an additional {G}" (a triggered mana ability's, 605.1b)
    #: "one mana of any type that land produced": of the mana its trigger event produced
    #: (106.12a)
    produced: bool = False
    #: "one mana of the chosen color": the color chosen as it entered (614.12a, 607.2d)
    chosen_color: bool = False
    #: "an amount of mana of that color equal to ...": the color chosen by "Choose a
    #: color." before it (607.2d); ``symbols`` is then ()
    of_that_color: bool = False

    def text(self) -> str:
        adds = _act(self.who, "add", "adds")
        extra = "an additional " if self.additional else ""
        if self.produced:
            added = f"{adds} {extra}one mana of any type that land produced"
        elif self.could_produce is not None:
            kind = "type" if self.any_type else "color"
            added = (f"add one mana of any {kind} that "
                     f"{count_of(Fixed(1), self.could_produce.text())} could produce")
        elif self.any_color:
            added = "add one mana of any color"
        elif self.chosen_color:
            added = "add one mana of the chosen color"
        elif self.of_that_color and self.amount is not None:
            added = f"add an amount of mana of that color equal to {self.amount.text()}"
        elif is_quantity(self.amount) and self.amount is not None:
            added = f"add an amount of {self.symbols[0]} equal to {self.amount.text()}"
        elif self.spread is Spread.COMBINATION_OF and self.amount is not None:
            added = (f"add {_mana_amount(self.amount)} mana {self.spread} "
                     + " and/or ".join(self.symbols))
        elif self.spread and self.amount is not None:
            added = f"add {_mana_amount(self.amount)} mana {self.spread}"
        else:
            added = f"{adds} {extra}{_either(self.symbols)}"
        if self.spend_only is None and self.spend_abilities is None:
            return added
        ways = []
        if self.spend_only is not None:
            ways.append("cast " + (count_of(Fixed(1), self.spend_only.text()) if self.spend_one
                                   else self.spend_only.text(plural_form=True)))
            if self.spend_or is not None:
                ways[-1] += f" or {count_of(Fixed(1), self.spend_or.text())}"
        if self.spend_abilities is not None and self.spend_ability_one:
            ways.append("to activate an ability of "
                        + count_of(Fixed(1), self.spend_abilities.text()))
        elif self.spend_abilities is not None:
            ways.append(f"activate abilities of {self.spend_abilities.text(plural_form=True)}")
        rider = ", and that spell can't be countered" if self.uncounterable else ""
        return f"{added}. Spend this mana only to {' or '.join(ways)}{rider}"


@part
@dataclass(frozen=True)
class KeepMana:
    """"Until end of turn, you don't lose this mana as steps and phases end." after a
    sentence that adds mana: that mana stays in the pool as steps and phases end until the
    turn's cleanup step (106.4, 500.5, 514.2)."""

    def text(self) -> str:
        return "until end of turn, you don't lose this mana as steps and phases end"


@part
@dataclass(frozen=True)
class Attach:
    """Attach an Aura or Equipment to an object (701.3): "attach this Equipment to it"."""

    what: ObjectRef
    to: ObjectRef

    def text(self) -> str:
        return f"attach {self.what.text()} to {self.to.text()}"


@part
@dataclass(frozen=True)
class RevealHandDiscardAll:
    """"Target player reveals their hand and discards all nonland cards." (701.20a, then
    701.9a: every card of their hand the filter picks, at once)."""

    who: PlayerRef
    filter: Filter

    def text(self) -> str:
        return (f"{self.who.text()} reveals their hand and discards all "
                f"{self.filter.text(plural_form=True)}")


@part
@dataclass(frozen=True)
class RevealHandChoose:
    """"Target opponent reveals their hand. You choose a nonland card from it. That player
    discards that card." (701.9b: the discard is of the card you chose); ``exile_until``
    exiles it "until this creature leaves the battlefield" instead (610.3)."""

    who: PlayerRef
    filter: Filter
    exile_until: bool = False
    #: "... reveals their hand and you choose ..." (one sentence, Addle)
    joined: bool = False

    def text(self) -> str:
        joint = " and you choose " if self.joined else ". You choose "
        head = (f"{self.who.text()} reveals their hand{joint}"
                f"{count_of(Fixed(1), self.filter.text())} from it")
        if self.exile_until:
            return f"{head}. Exile that card until ~ leaves the battlefield"
        return f"{head}. That player discards that card"


@part
@dataclass(frozen=True)
class LookAtHand:
    """"Look at target player's hand." (701.20e: shown to the controller only) and, with
    ``reveal``, "Target opponent reveals their hand." (701.20a: shown to all)."""

    who: PlayerRef
    reveal: bool = False

    def text(self) -> str:
        if self.reveal:
            return f"{self.who.text()} reveals their hand"
        return f"look at {self.who.text()}'s hand"


@part
@dataclass(frozen=True)
class MayHave:
    """"You may have this creature deal 3 damage to target creature.": the controller
    chooses whether the object does it (603.5), as with "you may"."""

    effect: DealDamage | Pump | Become | BecomeCopy

    def text(self) -> str:
        subject = self.effect.source if isinstance(self.effect, DealDamage) else self.effect.what
        said = self.effect.text().removeprefix(subject.text() + " ")
        verb, _, rest = said.partition(" ")
        bare = {"deals": "deal", "gets": "get", "becomes": "become"}.get(verb, verb)
        return f"you may have {subject.text()} {bare} {rest}"


@part
@dataclass(frozen=True)
class ExileIfWouldDie:
    """"If that creature would die this turn, exile it instead." (614.1a: a replacement
    effect for the rest of the turn)."""

    what: ObjectRef

    def text(self) -> str:
        return f"if {self.what.text()} would die this turn, exile it instead"


@part
@dataclass(frozen=True)
class CopySpellText:
    """"Copy target instant or sorcery spell. You may choose new targets for the copy."
    (707.10: the copy is created on the stack; 707.10c: new targets may be chosen)."""

    what: ObjectRef
    new_targets: bool = True
    targets: ObjectRef | None = None  # "The copy targets ~.": every target of the copy

    def text(self) -> str:
        tail = ". You may choose new targets for the copy" if self.new_targets else ""
        if self.targets is not None:
            tail = f". The copy targets {self.targets.text()}"
        return f"copy {self.what.text()}{tail}"


@part
@dataclass(frozen=True)
class ExtraTurn:
    """"Take an extra turn after this one." (500.7)."""

    who: PlayerRef | None = None  # None: you, in the imperative
    count: int = 1

    def text(self) -> str:
        turns = "an extra turn" if self.count == 1 else f"{number_word(self.count)} extra turns"
        return f"{_act(self.who, 'take', 'takes')} {turns} after this one"


@part
@dataclass(frozen=True)
class LoseGame:
    """"Target player loses the game.", "that player loses the game" (104.3e)."""

    who: PlayerRef | None  # None: you, in the imperative

    def text(self) -> str:
        return f"{_act(self.who, 'lose', 'loses')} the game"


@part
@dataclass(frozen=True)
class SkipNext:
    """"You skip your next turn.", "That player skips their next untap step.", "You skip
    your next two turns." (614.10)."""

    who: PlayerRef | None  # None: you, in the imperative
    what: SkippedWords
    count: int = 1

    def __post_init__(self) -> None:
        object.__setattr__(self, "what", phrase(SkippedWords, self.what, "SkipNext.what"))

    def text(self) -> str:
        whose = "your" if self.who is None or self.who.is_you else "their"
        many = f"{number_word(self.count)} {self.what.value}s" if self.count > 1 else \
            self.what.value
        return f"{_act(self.who, 'skip', 'skips')} {whose} next {many}"


#: the rules an effect sets for the whole game until end of turn (611.2a, 514.2)
TURN_RULES = ("damage can't be prevented", "players can't gain life")


@part
@dataclass(frozen=True)
class ForTheTurn:
    """"Damage can't be prevented this turn." (615.12), "Players can't gain life this
    turn." (119.7): a rule of ``TURN_RULES`` for every player and object, until the turn
    ends."""

    rule: str

    def text(self) -> str:
        return f"{self.rule} this turn"


Effect = (DealDamage | Draw | Discard | Mill | ScryText | GainLife | GetEnergy
          | BecomeMonarch
          | LoseLife
          | Move | ReturnCard
          | Sacrifice | Pump | GainKeywords | PutCountersText | CreateToken | Fight | AddMana
          | CopyToken | BecomeCopy | CreatePredefined | Investigate | SurveilText
          | ProliferateText | AdaptText | BolsterText | ExploreText | AmassText | PopulateText
          | SupportText | ManifestText | MonstrosityText | ClashText | FlipCoinText | VentureText
          | LearnText | ConniveText | FatesealText
          | MultiplyPT | DoubleLifeText | LifeTotalBecomes | DetainText | GoadText
          | Search | GainControl | Restrict | IfThen | Pay | PayEnergy | PerEach | CostChange
          | ActivatedCostChange
          | Prevent | MayDo | Then | And | Sentences | Modal | WhereX | SetPowerToughness | Dig
          | Become | RollDie | CreateThoseTokens
          | Lasting | Emblem | PlayerRule | PutObject | AddTypes | NotAType | Colorless | Attach
          | WhenYouDo
          | LoseAbilities | LoseAllAbilitiesText | ExtraTurn | SkipNext | LoseGame | Delayed
          | WheneverThisTurn
          | RevealHandChoose | RevealHandDiscardAll | MayHave
          | CopySpellText | PreventNextTime | RedirectNext
          | ExileTop | PutBack | RevealUntil | RevealIfShares | ExileIfWouldDie | Lure
          | ChooseTargets | ChooseTarget | LookAtHand
          | DoubleCounters | RemoveCountersText | ExileAsItResolves | CastFromExile | SetLandType
          | PlayExiledCard | ExileHauntingText
          | ProcessExiled | UnlessText | MayNotUntap | ForTheTurn | ExchangeControl | SetBase
          | SwitchPT | SetColor | ExtraLandThisTurn | AdditionalCombat | ExileGraveyard | KeepMana
          | TurnOver | ItBecomes | Otherwise | ChooseValue | BecomesOfChoice
          | AssignAsThoughUnblocked | LesserPowerCantBlock | BlocksIfAble
          | BlockedDespiteLandwalk | RemoveFromCombat | GetPoison)


