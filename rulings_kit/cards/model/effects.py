"""Effects: what a spell or ability does when it resolves (608.2), as data.

Each effect renders itself as a clause without the final period; :class:`Then` and
:class:`And` join clauses the way rules text does ("Draw three cards, then discard a
card."; "deals 3 damage to any target and you gain 3 life").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.continuous import Become, Emblem, Lasting
from rulings_kit.cards.model.library import Dig, ExileTop
from rulings_kit.cards.model.objects import (
    Amount,
    AttachedRef,
    Condition,
    Duration,
    EachRef,
    Filter,
    Fixed,
    ItRef,
    ObjectRef,
    PlayerRef,
    SameRecipient,
    TargetRef,
    count_of,
    is_quantity,
    number_word,
)
from rulings_kit.cards.model.words import abilities_words, capitalize, join_and

if TYPE_CHECKING:
    from rulings_kit.cards.model.abilities import Ability


def _verb(subject: ObjectRef, base: str, third: str) -> str:
    """'you gain' / 'target player gains': the subject with its verb agreeing."""
    if isinstance(subject, PlayerRef) and subject.is_you:
        return f"you {base}"
    return f"{subject.text()} {third}"


def _act(subject: PlayerRef | None, base: str, third: str) -> str:
    """'draw' (None: the controller, in the imperative) / 'you draw' / 'target player
    draws'."""
    if subject is None:
        return base
    return f"you {base}" if subject.is_you else f"{subject.text()} {third}"


QUOTE_S = "'s"


def _several(what: ObjectRef) -> bool:
    """Whether the words may name more than one object ("up to two target creatures")."""
    return (isinstance(what, TargetRef) and what.count > 1) or _many(what)


def _many(what: ObjectRef) -> bool:
    """Whether the words name several objects ("creatures you control get", "those
    creatures gain")."""
    return (isinstance(what, EachRef) and what.many) or (
        isinstance(what, ItRef) and what.word in ("they", "those creatures", "those tokens",
                                                  "that player's creatures"))


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
    divided: bool = False  # "divided as you choose among any number of targets" (601.2d)

    def text(self) -> str:
        head = f"{self.source.text()} deals"
        if self.divided:
            return (f"{head} {self.amount.text()} damage divided as you choose among "
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

    def text(self) -> str:
        return f"{_act(self.who, 'draw', 'draws')} {count_of(self.amount, 'card')}"


@part
@dataclass(frozen=True)
class Discard:
    """A player discards cards of their choice (701.9), or at random."""

    who: PlayerRef | None  # None: the controller, in the imperative
    amount: Amount
    at_random: bool = False

    def text(self) -> str:
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
class Scry:
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

    verb: str  # "destroy", "exile", "tap", "untap", "tap or untap", "counter", "return to
    # hand", "regenerate" (701.19)
    what: ObjectRef
    unless_pays: str = ""  # "counter ... unless its controller pays {2}" (701.6, 118.12)
    duration: Duration | None = None  # "exile ... until this creature leaves the battlefield"
    # (610.3: the card returns when it does)

    def text(self) -> str:
        if self.unless_pays:
            return f"{self.verb} {self.what.text()} unless its controller pays {self.unless_pays}"
        if self.verb == "shuffle into library":
            return f"shuffle {self.what.text()} into its owner's library"
        if self.verb == "return to hand":
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
    to: str  # "your hand", "the battlefield", "the battlefield tapped", ...
    from_zone: str = ""  # "from your graveyard" when the words name the card itself

    def text(self) -> str:
        source = f" {self.from_zone}" if self.from_zone else ""
        return f"return {self.what.text()}{source} to {self.to}"


#: where "put" moves an object (400.7: a card changing zones becomes a new object)
PLACES = ("onto the battlefield under your control", "onto the battlefield",
          "on top of its owner's library", "on the bottom of its owner's library",
          "on top of your library", "on the bottom of your library",
          "into its owner's library third from the top",
          "into its owner's hand", "into your hand", "into its owner's graveyard")


@part
@dataclass(frozen=True)
class PutObject:
    """Put an object somewhere: "Put target creature card from a graveyard onto the
    battlefield under your control.", "Put target creature on top of its owner's
    library."."""

    what: ObjectRef
    to: str  # one of PLACES

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
        if self.filter is not None and self.filter.adjectives[:1] == ("another",):
            return f"{verb} {self.filter.text()}"
        what = self.filter.text() if self.filter else self.what
        return f"{verb} {count_of(self.amount or Fixed(1), what)}"


@part
@dataclass(frozen=True)
class Pump:
    """An object gets +N/+M for a duration (613.4c, 611.2a)."""

    what: ObjectRef
    power: str  # signed as printed: "+2", "-0", "+X"
    toughness: str
    duration: Duration | None = None  # None in a static ability (604.2)
    keywords: tuple[str, ...] = ()  # "... and gains flying" / "... and has trample"
    granted: tuple[Ability, ...] = ()  # '... and has "When this creature dies, ..."'
    static: bool = False  # in a static ability (604.2): "has" rather than "gains"

    def text(self) -> str:
        many = _many(self.what)
        verb = "get" if many else "gets"
        gains = ""
        if self.keywords or self.granted:
            has = ("have" if many else "has") if self.static else ("gain" if many else "gains")
            given = abilities_words(self.keywords, self.granted, _noun(self.what))
            gains = f" and {has} {given}"
        tail = f" {self.duration.text()}" if self.duration else ""
        return f"{self.what.text()} {verb} {self.power}/{self.toughness}{gains}{tail}"


@part
@dataclass(frozen=True)
class GainKeywords:
    """An object gains keyword abilities for a duration (613.1f, 611.2a)."""

    what: ObjectRef
    keywords: tuple[str, ...]
    duration: Duration | None = None
    static: bool = False  # "has" in a static ability (604.2) rather than "gains"
    granted: tuple[Ability, ...] = ()  # quoted abilities: 'has "{T}: Add {G}."' (113.1a)
    choice: bool = False  # "gains your choice of reach, trample, or haste": one of them

    def text(self) -> str:
        many = _many(self.what)
        verb = ("have" if many else "has") if self.static else ("gain" if many else "gains")
        tail = f" {self.duration.text()}" if self.duration else ""
        if self.choice:
            options = join_and(self.keywords).replace(", and ", ", or ").replace(" and ", " or ")
            return f"{self.what.text()} {verb} your choice of {options}{tail}"
        given = abilities_words(self.keywords, self.granted, _noun(self.what))
        return f"{self.what.text()} {verb} {given}{tail}"


@part
@dataclass(frozen=True)
class PutCounters:
    """Put counters on a permanent (122.6)."""

    what: ObjectRef
    amount: Amount
    counter: str = "+1/+1"
    each_of: bool = False  # "on each of up to two target creatures": one each (115.1d)

    def text(self) -> str:
        on = "on each of" if self.each_of else "on"
        return f"put {count_of(self.amount, self.counter + ' counter')} {on} {self.what.text()}"


@part
@dataclass(frozen=True)
class CreateToken:
    """Create creature tokens (111.2, 701.7): "create a 2/2 white Knight creature token
    with vigilance"."""

    amount: Amount
    power: int
    toughness: int
    colors: tuple[str, ...]  # ("white",) or () for colorless
    subtypes: tuple[str, ...]
    keywords: tuple[str, ...] = ()
    artifact: bool = False
    granted: tuple[Ability, ...] = ()  # 'with "When this creature dies, ..."' (111.4)
    who: PlayerRef | None = None  # who creates them ("its controller creates"); None: you
    tapped: bool = False  # "create a tapped 2/2 ..." (110.5b)
    attacking: bool = False  # "... that's tapped and attacking" (508.4: never declared)

    def text(self) -> str:
        color = " and ".join(self.colors) if self.colors else "colorless"
        kinds = " ".join(self.subtypes)
        art = "artifact " if self.artifact else ""
        noun = f"{self.power}/{self.toughness} {color} {kinds} {art}creature token"
        given = abilities_words(self.keywords, self.granted, "creature")
        tail = f" with {given}" if given else ""
        if self.attacking:
            many = not (isinstance(self.amount, Fixed) and self.amount.n == 1)
            tapped = "tapped and " if self.tapped else ""
            tail += f" {'that are' if many else 'that' + QUOTE_S} {tapped}attacking"
        elif self.tapped:
            noun = f"tapped {noun}"
        return f"{_act(self.who, 'create', 'creates')} {count_of(self.amount, noun)}{tail}"


@part
@dataclass(frozen=True)
class Search:
    """Search your library for cards (701.23), put them somewhere, then shuffle (701.24)."""

    filter: Filter
    to: str  # "into your hand", "onto the battlefield", "onto the battlefield tapped"
    reveal: bool = False
    optional_find: bool = False  # "up to one": the search may find nothing (701.23b)
    it_word: str = "it"  # "put it" / "put that card"
    named: str = ""  # "a card named Teferi, Timebender" (201.2)
    graveyard: bool = False  # "your library and/or graveyard": shuffle only if the library

    def text(self) -> str:
        noun = f"card named {self.named}" if self.named else self.filter.text()
        what = f"up to one {noun}" if self.optional_find else count_of(Fixed(1), noun)
        reveal = "reveal it, " if self.reveal else ""
        if self.graveyard:  # 701.23: a player searching a graveyard shuffles no library
            return (f"search your library and/or graveyard for {what}, {reveal}and put "
                    f"{self.it_word} {self.to}. If you search your library this way, shuffle")
        return (f"search your library for {what}, {reveal}put {self.it_word} {self.to}, "
                "then shuffle")


@part
@dataclass(frozen=True)
class GainControl:
    """Gain control of an object, for a duration or for good (613.1b, 611.2a)."""

    what: ObjectRef
    duration: Duration | None = None
    static: bool = False  # "You control enchanted creature." (a static ability, 613.1b)

    def text(self) -> str:
        if self.static:
            return f"you control {self.what.text()}"
        tail = f" {self.duration.text()}" if self.duration else ""
        return f"gain control of {self.what.text()}{tail}"


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
    spread: str = ""  # "of any one color" (106.1b), "in any combination of colors"
    spend_only: Filter | None = None  # "Spend this mana only to cast instant or sorcery
    # spells." (106.6: a restriction on how the mana is spent)
    spend_one: bool = False  # "... only to cast an instant or sorcery spell" (singular)

    def text(self) -> str:
        if self.any_color:
            added = "add one mana of any color"
        elif self.spread and self.amount is not None:
            added = f"add {_mana_amount(self.amount)} mana {self.spread}"
        else:
            added = "add " + " or ".join(self.symbols)
        if self.spend_only is None:
            return added
        spells = (count_of(Fixed(1), self.spend_only.text()) if self.spend_one
                  else self.spend_only.text(plural_form=True))
        return f"{added}. Spend this mana only to cast {spells}"


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
class Restrict:
    """A rule an object must follow, while the ability applies or for a duration:
    "can't block" (509.1a), "can't be blocked" (509.1b), "attacks each combat if able"
    (508.1d), "doesn't untap during its controller's untap step" (502.3)."""

    what: ObjectRef
    rule: str
    duration: Duration | None = None
    by: Filter | None = None  # "can't be blocked by / except by creatures with flying"

    def text(self) -> str:
        by = f" {self.by.text(plural_form=True)}" if self.by else ""
        tail = f" {self.duration.text()}" if self.duration else ""
        return f"{self.what.text()} {self.rule}{by}{tail}"


#: rules a static ability sets for a player (the players' own "restrictions")
PLAYER_RULES = ("have hexproof", "have shroud", "have no maximum hand size",
                "can't lose the game", "may look at the top card of your library any time",
                "may play lands from your graveyard",
                "may play an additional land on each of your turns",
                "may play two additional lands on each of your turns",
                "may cast spells as though they had flash", "can't cast creature spells",
                "play with their hands revealed", "can't win the game")


@part
@dataclass(frozen=True)
class PlayerRule:
    """A rule a static ability sets for players: "You have hexproof." (702.11d), "You
    have no maximum hand size." (402.2), "You may play an additional land on each of
    your turns." (305.2)."""

    who: PlayerRef
    rule: str  # one of PLAYER_RULES, in the words "you" would say it

    def text(self) -> str:
        rule = self.rule
        if not self.who.is_you and self.who.who not in ("your opponents", "players"):
            rule = {"have": "has", "may": "may", "can't": "can't"}.get(
                rule.split()[0], rule.split()[0]) + rule[len(rule.split()[0]):]
        return f"{self.who.text()} {rule}"


@part
@dataclass(frozen=True)
class IfThen:
    """"If [condition], [effect]": done only if the condition holds as it resolves
    (608.2c), e.g. "If this spell was kicked, ..." (702.33d)."""

    condition: Condition
    effect: Effect
    instead: bool = False  # "If this spell was kicked, it deals 5 damage instead." (614.1a:
    # the effect replaces what the sentences before it would do)

    def text(self) -> str:
        tail = " instead" if self.instead else ""
        return f"if {self.condition.text()}, {self.effect.text()}{tail}"


@part
@dataclass(frozen=True)
class Pay:
    """"Pay {1}{G}": an optional payment as the ability resolves, usually followed by
    "If you do, ..." (608.2c, 118.12)."""

    mana: str

    def text(self) -> str:
        return f"pay {self.mana}"


@part
@dataclass(frozen=True)
class PerEach:
    """An effect done once, its numbers multiplied, for each counted object: "you gain 1
    life for each card in your graveyard" (608.2h: counted as it resolves)."""

    effect: Effect
    counted: Filter

    def text(self) -> str:
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
class SetPowerToughness:
    """A characteristic-defining ability (604.3, 613.4a): "This creature's power and
    toughness are each equal to the number of creatures you control."."""

    what: ObjectRef
    amount: Amount
    which: str = "power and toughness"  # or "power", "toughness"

    def text(self) -> str:
        whose = f"{self.what.text()}'s"
        if self.which == "power and toughness":
            return f"{whose} power and toughness are each equal to {self.amount.text()}"
        return f"{whose} {self.which} is equal to {self.amount.text()}"


@part
@dataclass(frozen=True)
class CostChange:
    """Spells cost more or less to cast (601.2f): "Creature spells you cast cost {1} less
    to cast.", "This spell costs {1} less to cast if you control a Wizard."."""

    spells: Filter | None  # None: this spell itself
    mana: str
    less: bool = True
    condition: Condition | None = None
    cast_by: str = "you"  # whose spells: "you", "your opponents", or "" for everyone's

    def text(self) -> str:
        change = "less" if self.less else "more"
        cond = f" if {self.condition.text()}" if self.condition else ""
        if self.spells is None:
            return f"~ costs {self.mana} {change} to cast{cond}"
        cast = f" {self.cast_by} cast" if self.cast_by else ""
        return (f"{self.spells.text(plural_form=True)}{cast} cost {self.mana} {change} "
                f"to cast{cond}")


@part
@dataclass(frozen=True)
class Prevent:
    """Prevent damage (615): "prevent all combat damage that would be dealt this turn",
    "prevent the next 3 damage that would be dealt to any target this turn"."""

    combat_only: bool = False
    amount: Amount | None = None  # None: all
    to: ObjectRef | None = None
    this_turn: bool = True  # False: a static ability's prevention, while it applies
    to_last: bool = False  # "dealt this turn to Dogs you control" (the words' order)

    def text(self) -> str:
        how = "all" if self.amount is None else f"the next {self.amount.text()}"
        combat = " combat" if self.combat_only else ""
        if self.to_last and self.to is not None:
            return f"prevent {how}{combat} damage that would be dealt this turn to {self.to.text()}"
        to = f" to {self.to.text()}" if self.to else ""
        turn = " this turn" if self.this_turn else ""
        return f"prevent {how}{combat} damage that would be dealt{to}{turn}"


@part
@dataclass(frozen=True)
class Lure:
    """"All creatures able to block it this turn do so." (509.1c: a blocking requirement)."""

    what: ObjectRef
    duration: Duration | None = None

    def text(self) -> str:
        tail = f" {self.duration.text()}" if self.duration else ""
        return f"all creatures able to block {self.what.text()}{tail} do so"


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
class AddTypes:
    """"... is a Knight in addition to its other types" (205.1b, 613.1d)."""

    what: ObjectRef
    types: str  # "a Knight", "a black Zombie", "legendary"
    others: str = "types"  # "types", "colors and types"

    def text(self) -> str:
        if self.others == "":
            return f"{self.what.text()} is {self.types}"
        return f"{self.what.text()} is {self.types} in addition to its other {self.others}"


@part
@dataclass(frozen=True)
class LoseAbilities:
    """An object loses abilities for a duration (613.1f): "loses flying", "loses all
    abilities until end of turn"."""

    what: ObjectRef
    abilities: tuple[str, ...]  # keywords, or ("all abilities",)
    duration: Duration | None = None

    def text(self) -> str:
        verb = "lose" if _many(self.what) else "loses"
        tail = f" {self.duration.text()}" if self.duration else ""
        return f"{self.what.text()} {verb} {join_and(self.abilities)}{tail}"


@part
@dataclass(frozen=True)
class RevealHandChoose:
    """"Target opponent reveals their hand. You choose a nonland card from it. That player
    discards that card." (701.9b: the discard is of the card you chose); ``exile_until``
    exiles it "until this creature leaves the battlefield" instead (610.3)."""

    who: PlayerRef
    filter: Filter
    exile_until: bool = False

    def text(self) -> str:
        head = (f"{self.who.text()} reveals their hand. You choose "
                f"{count_of(Fixed(1), self.filter.text())} from it")
        if self.exile_until:
            return f"{head}. Exile that card until ~ leaves the battlefield"
        return f"{head}. That player discards that card"


@part
@dataclass(frozen=True)
class MayHave:
    """"You may have this creature deal 3 damage to target creature.": the controller
    chooses whether the object does it (603.5), as with "you may"."""

    effect: DealDamage | Pump | Become

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
class ExtraTurn:
    """"Take an extra turn after this one." (500.7)."""

    who: PlayerRef | None = None  # None: you, in the imperative
    count: int = 1

    def text(self) -> str:
        turns = "an extra turn" if self.count == 1 else f"{number_word(self.count)} extra turns"
        return f"{_act(self.who, 'take', 'takes')} {turns} after this one"


@part
@dataclass(frozen=True)
class Delayed:
    """A delayed triggered ability the effect creates (603.7): "At the beginning of the
    next end step, sacrifice it." / "Exile it at the beginning of the next end step."."""

    effect: Effect
    when: str = "at the beginning of the next end step"
    when_last: bool = False  # the time after the effect rather than before it

    def text(self) -> str:
        if self.when_last:
            return f"{self.effect.text()} {self.when}"
        return f"{self.when}, {self.effect.text()}"


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

    def text(self) -> str:
        if self.new_sentence:
            return f"{self.first.text()}. Then {self.second.text()}"
        return f"{self.first.text()}, then {self.second.text()}"


@part
@dataclass(frozen=True)
class And:
    """Two effects of one sentence joined by "and" (608.2c: done in the order written)."""

    first: Effect
    second: Effect
    same_subject: bool = False  # "gets +1/+1 and can't be blocked": the subject said once
    more: tuple[Effect, ...] = ()  # a list: "gets +2/+2, has first strike, and is a Knight"

    def text(self) -> str:
        words = [self.first.text()]
        for effect in (self.second, *self.more):
            said = effect.text()
            subject = getattr(effect, "what", None)
            if self.same_subject and subject is not None:
                said = said.removeprefix(subject.text() + " ")
            words.append(said)
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

    def text(self) -> str:
        head = "one or both" if self.up_to else number_word(self.choose)
        lines = "\n".join(f"• {capitalize(m.text())}." for m in self.modes)
        return f"choose {head} —\n{lines}"


Effect = (DealDamage | Draw | Discard | Mill | Scry | GainLife | LoseLife | Move | ReturnCard
          | Sacrifice | Pump | GainKeywords | PutCounters | CreateToken | Fight | AddMana
          | Search | GainControl | Restrict | IfThen | Pay | PerEach | CostChange | Prevent
          | MayDo | Then | And | Sentences | Modal | WhereX | SetPowerToughness | Dig | Become
          | Lasting | Emblem | PlayerRule | PutObject | AddTypes | Attach | WhenYouDo
          | LoseAbilities | ExtraTurn | Delayed | RevealHandChoose | MayHave
          | ExileTop | ExileIfWouldDie | Lure)


def _noun(what: ObjectRef) -> str:
    """What a granted ability calls the object that has it: 'creature', 'land', ..."""
    if isinstance(what, AttachedRef):
        return what.noun
    if isinstance(what, EachRef | TargetRef) and what.filter and len(what.filter.types) == 1:
        kind = what.filter.types[0].split()[-1]
        return kind if kind in ("creature", "land", "artifact", "permanent") else "creature"
    return "creature"
