"""Effects that set rules while they apply, mostly written in static abilities (604.2):
restrictions and requirements, rules for players, characteristic-defining abilities,
cost changes, prevention, and types added to an object."""

from __future__ import annotations

from dataclasses import dataclass, replace

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.kinds import ColorWord, KindWord, color_words
from rulings_kit.cards.model.objects import (
    Amount,
    ConditionText,
    Duration,
    Filter,
    Fixed,
    GameCount,
    ItRef,
    ObjectRef,
    PlayerRef,
    article,
    count_of,
)
from rulings_kit.cards.model.phrases import (
    AbilitiesOf,
    AbilityKeyword,
    Article,
    CastBy,
    DamageWording,
    FilterZone,
    InAdditionTo,
    It,
    PlayerRuleWords,
    PTWhich,
    Restriction,
    Who,
)
from rulings_kit.cards.model.trigger_words import phrase
from rulings_kit.cards.model.words import capitalize, many_objects
from rulings_kit.core.words import a_or_an


@part
@dataclass(frozen=True)
class Restrict:
    """A rule an object must follow, while the ability applies or for a duration:
    "can't block" (509.1a), "can't be blocked" (509.1b), "attacks each combat if able"
    (508.1d), "doesn't untap during its controller's untap step" (502.3)."""

    what: ObjectRef
    rule: Restriction
    duration: Duration | None = None
    by: Filter | None = None  # "can't be blocked by / except by creatures with flying"
    #: whose activated abilities can't be activated, in which words (602.5)
    abilities_of: AbilitiesOf | None = None
    #: "can't attack unless you control an artifact": the exception (508.1c, 509.1b)
    unless: ConditionText | None = None
    #: "can't attack unless its controller pays {3}", "... unless you pay {2}": a cost to
    #: attack or block (508.1h, 509.1d), mana as printed, and who pays it
    unless_pays: str = ""
    payer: PlayerRef | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "rule", phrase(Restriction, self.rule, "Restrict.rule"))
        if self.abilities_of is not None:
            object.__setattr__(self, "abilities_of", phrase(
                AbilitiesOf, self.abilities_of, "Restrict.abilities_of"))

    def text(self) -> str:
        if self.abilities_of is AbilitiesOf.ITS:  # the subject said before it
            return f"its {self.rule.value}"
        if self.abilities_of is AbilitiesOf.POSSESSIVE:
            return f"{self.what.text()}'s {self.rule.value}"
        if self.abilities_of is AbilitiesOf.OF:
            head, tail = self.rule.value.split(" can't", 1)
            return f"{head} of {self.what.text()} can't{tail}"
        by = f" {self.by.text(plural_form=True)}" if self.by else ""
        if self.by and self.rule is Restriction.CANT_ATTACK_UNLESS:  # "... controls an Island"
            by = f" {count_of(Fixed(1), self.by.text())}"
        tail = f" {self.duration.text()}" if self.duration else ""
        tail += f" unless {self.unless.text()}" if self.unless else ""
        if self.unless_pays and self.payer is not None:
            pays = "pay" if self.payer.is_you else "pays"
            tail += f" unless {self.payer.text()} {pays} {self.unless_pays}"
        rule = self.rule.plural if many_objects(self.what) else self.rule.value
        return f"{self.what.text()} {rule}{by}{tail}"


@part
@dataclass(frozen=True)
class MayNotUntap:
    """"You may choose not to untap this artifact during your untap step." (502.3): in
    each of its controller's untap steps, that player chooses whether it untaps."""

    what: ObjectRef

    def text(self) -> str:
        return f"you may choose not to untap {self.what.text()} during your untap step"


@part
@dataclass(frozen=True)
class PlayerRule:
    """A rule a static ability sets for players: "You have hexproof." (702.11d), "You
    have no maximum hand size." (402.2), "You may play an additional land on each of
    your turns." (305.2)."""

    who: PlayerRef
    rule: PlayerRuleWords  # in the words "you" would say it

    def __post_init__(self) -> None:
        object.__setattr__(self, "rule", phrase(PlayerRuleWords, self.rule, "PlayerRule.rule"))

    def text(self) -> str:
        rule = self.rule.value
        if self.rule is PlayerRuleWords.SKIP_DRAW_STEP and self.who.is_you:
            return rule  # "Skip your draw step." (614.10)
        if not self.who.is_you and self.who.who not in (Who.YOUR_OPPONENTS, Who.PLAYERS):
            rule = {"have": "has", "may": "may", "can't": "can't"}.get(
                rule.split()[0], rule.split()[0]) + rule[len(rule.split()[0]):]
        return f"{self.who.text()} {rule}"


@part
@dataclass(frozen=True)
class AdditionalCombat:
    """"After this main phase, there is an additional combat phase followed by an
    additional main phase." (500.8)."""

    def text(self) -> str:
        return ("after this main phase, there is an additional combat phase followed by an "
                "additional main phase")


@part
@dataclass(frozen=True)
class ExtraLandThisTurn:
    """"You may play an additional land this turn." (305.2): the effect of a resolved
    spell or ability lets its controller play one more land for the rest of the turn
    (611.2a), as "on each of your turns" (:class:`PlayerRule`) does every turn."""

    def text(self) -> str:
        return "you may play an additional land this turn"


@part
@dataclass(frozen=True)
class SetPowerToughness:
    """A characteristic-defining ability (604.3, 613.4a): "This creature's power and
    toughness are each equal to the number of creatures you control."."""

    what: ObjectRef
    amount: Amount
    which: PTWhich = PTWhich.BOTH

    def __post_init__(self) -> None:
        object.__setattr__(self, "which", phrase(PTWhich, self.which, "SetPowerToughness.which"))

    def text(self) -> str:
        whose = f"{self.what.text()}'s"
        if self.which is PTWhich.BOTH:
            return f"{whose} power and toughness are each equal to {self.amount.text()}"
        return f"{whose} {self.which.value} is equal to {self.amount.text()}"


@part
@dataclass(frozen=True)
class CostChange:
    """Spells cost more or less to cast (601.2f): "Creature spells you cast cost {1} less
    to cast.", "This spell costs {1} less to cast if you control a Wizard."."""

    spells: Filter | None  # None: this spell itself
    mana: str
    less: bool = True
    condition: ConditionText | None = None
    cast_by: CastBy = CastBy.YOU  # whose spells
    for_each: str = ""  # "target beyond the first": the change is per such target (601.2f)
    #: "for each creature card in your graveyard": the change is per object counted as the
    #: total cost is determined (601.2f)
    counted: Filter | GameCount | None = None
    #: "Kithkin spells and Soldier spells you cast": a spell either filter takes, its cost
    #: changed once (601.2f)
    also: Filter | None = None
    #: the words of ``spells`` printed after "you cast" ("with power 4 or greater",
    #: "that's red or green"): the end of its text
    late: bool = False
    #: "that target ~" (115.1): the spell's targets, chosen before its total cost is
    #: determined (601.2c, 601.2f), include this permanent
    targets_self: bool = False
    #: "that target a creature or planeswalker you control": one of its targets is such
    targets: Filter | None = None
    each: bool = False  # "Each spell you cast that's red or green costs {1} less ..."
    #: "{X} less to cast, where X is the total power of creatures you control" (107.3c):
    #: X worked out as the total cost is determined (601.2f)
    where_x: Amount | None = None
    condition_first: bool = False  # "If an opponent has no cards in hand, this spell costs"
    #: "Spells you cast from your graveyard": the zone the spell was cast from (601.2a)
    cast_from: FilterZone = FilterZone.UNSAID
    #: "This effect reduces only the amount of colored mana you pay." (not 118.7b-c)
    colored_only: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "cast_by", phrase(CastBy, self.cast_by, "CostChange.cast_by"))
        object.__setattr__(self, "cast_from", phrase(FilterZone, self.cast_from,
                                                     "CostChange.cast_from"))

    def _spells_text(self) -> str:
        """"Kithkin spells and Soldier spells you cast that target ~", "each spell you
        cast that's red or green"."""
        assert self.spells is not None
        plural = not self.each
        full = self.spells.text(plural_form=plural)
        early = full
        if self.late:
            early = replace(self.spells, compare=None, colors=()).text(plural_form=plural)
        words = [("each " if self.each else "") + early]
        if self.also is not None:
            words.append(f"and {self.also.text(plural_form=True)}")
        if self.cast_by:
            words.append(f"{self.cast_by.value} cast")
        if self.cast_from:
            words.append(self.cast_from.value)
        if self.late:
            words.append(full[len(early):].strip())
        if self.targets_self:
            words.append("that target ~")
        elif self.targets is not None:
            what = self.targets.text()
            words.append(f"that target {article(what)} {what}")
        return " ".join(words)

    def text(self) -> str:
        change = "less" if self.less else "more"
        cond = f" if {self.condition.text()}" if self.condition else ""
        if self.condition is not None and self.condition_first:
            return f"if {self.condition.text()}, this spell costs {self.mana} {change} to cast"
        cond += f" for each {self.for_each}" if self.for_each else ""
        if isinstance(self.counted, GameCount):
            cond += f" for each {self.counted.each_text()}"
        elif self.counted is not None:
            cond += f" for each {self.counted.text()}"
        if self.where_x is not None:
            cond += f", where X is {self.where_x.text()}"
        if self.spells is None:
            # 601.2f: it applies while the card is a spell, which Oracle text says
            return f"this spell costs {self.mana} {change} to cast{cond}"
        verb = "costs" if self.each else "cost"
        only = (". This effect reduces only the amount of colored mana you pay"
                if self.colored_only else "")
        return f"{self._spells_text()} {verb} {self.mana} {change} to cast{cond}{only}"


@part
@dataclass(frozen=True)
class AbilityCostChange:
    """An activated ability's own cost change (602.2b, 601.2f): "This ability costs {1}
    less to activate for each legendary creature you control.", "... {1} more to activate
    for each card in your hand."."""

    mana: str
    counted: Filter | GameCount
    less: bool = True

    def text(self) -> str:
        change = "less" if self.less else "more"
        counted = (self.counted.each_text() if isinstance(self.counted, GameCount)
                   else self.counted.text())
        return f"this ability costs {self.mana} {change} to activate for each {counted}"


@part
@dataclass(frozen=True)
class ActivatedCostChange:
    """Activated abilities cost more or less to activate (602.2b, 601.2f): "Activated
    abilities of creatures you control cost {2} less to activate. This effect can't reduce
    the mana in that cost to less than one mana."."""

    of: Filter | None  # None: every object's ("Activated abilities cost {2} more ...")
    mana: str
    less: bool = True
    at_least_one: bool = False  # "This effect can't reduce the mana in that cost to ..."
    nonmana: bool = False  # "... unless they're mana abilities" (605.1a)
    #: "Equip abilities you activate cost {2} less to activate." (702.6a)
    keyword: AbilityKeyword = AbilityKeyword.UNSAID

    def __post_init__(self) -> None:
        object.__setattr__(self, "keyword", phrase(AbilityKeyword, self.keyword,
                                                   "ActivatedCostChange.keyword"))

    def text(self) -> str:
        change = "less" if self.less else "more"
        floor = (". This effect can't reduce the mana in that cost to less than one mana"
                 if self.at_least_one else "")
        if self.keyword:
            return (f"{self.keyword.value} abilities you activate cost {self.mana} {change} "
                    f"to activate{floor}")
        unless = " unless they're mana abilities" if self.nonmana else ""
        of = f" of {self.of.text(plural_form=True)}" if self.of is not None else ""
        return (f"activated abilities{of} cost {self.mana} {change} to activate{unless}"
                f"{floor}")


@part
@dataclass(frozen=True)
class Prevent:
    """Prevent damage (615): "prevent all combat damage that would be dealt this turn",
    "prevent the next 3 damage that would be dealt to any target this turn", "... dealt by
    target creature this turn", "... dealt to and dealt by that creature this turn",
    "prevent all damage target creature would deal this turn" (609.7: damage from a
    source)."""

    combat_only: bool = False
    amount: Amount | None = None  # None: all
    to: ObjectRef | None = None
    this_turn: bool = True  # False: a static ability's prevention, while it applies
    to_last: bool = False  # "dealt this turn to Dogs you control" (the words' order)
    source_chosen: bool = False  # "... by a source of your choice" (609.7: chosen as it
    # resolves)
    by: ObjectRef | None = None  # the source(s) whose damage it prevents (609.7)
    to_and_by: bool = False  # "dealt to and dealt by that creature": ``by`` is both
    by_last: bool = False  # "dealt to you this turn by attacking creatures"
    wording: DamageWording = DamageWording.WOULD_BE_DEALT

    def __post_init__(self) -> None:
        object.__setattr__(self, "wording", phrase(DamageWording, self.wording,
                                                   "Prevent.wording"))

    def text(self) -> str:
        how = "all" if self.amount is None else f"the next {self.amount.text()}"
        combat = " combat" if self.combat_only else ""
        to = f" to {self.to.text()}" if self.to else ""
        turn = " this turn" if self.this_turn else ""
        if self.wording is not DamageWording.WOULD_BE_DEALT:
            assert self.by is not None
            that = " that" if self.wording is DamageWording.THAT_WOULD_DEAL else ""
            return f"prevent {how}{combat} damage{that} {self.by.text()} would deal{to}{turn}"
        said = f"prevent {how}{combat} damage that would be dealt"
        by = f" by {self.by.text()}" if self.by else ""
        if self.to_and_by:
            return f"{said} to and dealt{by}{turn}"
        if self.to_last:
            return f"{said} this turn{to}{by}"
        if self.by_last:
            return f"{said}{to}{turn}{by}"
        chosen = " by a source of your choice" if self.source_chosen else ""
        return f"{said}{to}{by}{turn}{chosen}"


@part
@dataclass(frozen=True)
class PreventNextTime:
    """"The next time a red source of your choice would deal damage to you this turn,
    prevent that damage." (615.8: the next instance of damage from that source, however
    much; 609.7a: the source is chosen as it resolves; 615.9: its qualities are checked
    again when it would deal the damage)."""

    source: Filter  # "red source", "source", "artifact source"
    article: Article = Article.A
    to: ObjectRef | None = None
    combat_only: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "article", phrase(Article, self.article,
                                                   "PreventNextTime.article"))

    def text(self) -> str:
        combat = " combat" if self.combat_only else ""
        to = f" to {self.to.text()}" if self.to else ""
        return (f"the next time {self.article.value} {self.source.text()} of your choice would "
                f"deal{combat} damage{to} this turn, prevent that damage")


@part
@dataclass(frozen=True)
class RedirectNext:
    """"The next 1 damage that would be dealt to ~ this turn is dealt to target creature
    you control instead.": a redirection effect (614.9), a shield of ``amount`` on ``to``
    whose damage goes to ``instead``."""

    amount: int
    to: ObjectRef
    instead: ObjectRef

    def text(self) -> str:
        return (f"the next {self.amount} damage that would be dealt to {self.to.text()} this "
                f"turn is dealt to {self.instead.text()} instead")


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
class Colorless:
    """"This spell is colorless.": a characteristic-defining ability (604.3) that makes
    the object colorless (105.2c) whatever its mana cost says, as Devoid does (702.114a)."""

    what: ObjectRef

    def text(self) -> str:
        return f"{self.what.text()} is colorless"


@part
@dataclass(frozen=True)
class AddTypes:
    """"... is a Knight in addition to its other types" (205.1b, 613.1d)."""

    what: ObjectRef
    types: str  # "Knight", "black Zombie", "legendary"
    others: InAdditionTo = InAdditionTo.TYPES
    article: Article = Article.A  # "a Knight", "an Elf"; none before "legendary"
    #: a card type (205.2a) rather than ``types``: "is a creature in addition to its other
    #: types"
    card_type: KindWord | None = None
    #: the colors said before the subtypes: "is a white Angel in addition to its other
    #: colors and types" (105.3)
    colors: tuple[ColorWord, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "others", phrase(InAdditionTo, self.others, "AddTypes.others"))
        object.__setattr__(self, "article", phrase(Article, self.article, "AddTypes.article"))
        if self.card_type is not None:
            object.__setattr__(self, "card_type", phrase(KindWord, self.card_type,
                                                         "AddTypes.card_type"))
        object.__setattr__(self, "colors", color_words(self.colors, "AddTypes.colors"))

    def text(self) -> str:
        kind = self.card_type.value if self.card_type is not None else self.types
        kind = " ".join([*(c.value for c in self.colors), kind])
        what = f"{self.article.value} {kind}".strip()
        # "it's a creature in addition to its other types": "it" is said with "is"
        subject = "it's" if self.what == ItRef(It.IT) else f"{self.what.text()} is"
        if self.others is InAdditionTo.UNSAID:
            return f"{subject} {what}"
        return f"{subject} {what} in addition to its other {self.others.value}"


@part
@dataclass(frozen=True)
class NotAType:
    """"Heliod isn't a creature" (613.1d): the object loses a card type and the subtypes
    that go with it (205.3d; the Gods' ruling: "it loses the type creature and the
    creature type God"), keeping its other types."""

    what: ObjectRef
    card_type: KindWord = KindWord.CREATURE

    def __post_init__(self) -> None:
        object.__setattr__(self, "card_type", phrase(KindWord, self.card_type,
                                                     "NotAType.card_type"))

    def text(self) -> str:
        return f"{self.what.text()} isn't {a_or_an(self.card_type.value)}"


@part
@dataclass(frozen=True)
class SetLandType:
    """"Enchanted land is an Island.": sets the land's subtype to a basic land type, so it
    has that type's mana ability instead of the abilities of its rules text (305.7)."""

    what: ObjectRef
    land_type: str  # "Island"

    def text(self) -> str:
        if many_objects(self.what):  # "Nonbasic lands are Mountains."
            kinds = self.land_type if self.land_type == "Plains" else self.land_type + "s"
            return f"{self.what.text()} are {kinds}"
        article = "an" if self.land_type.startswith("I") else "a"  # of the five, only Island
        return f"{self.what.text()} is {article} {self.land_type}"


@part
@dataclass(frozen=True)
class OthersEnterTapped:
    """"Permanents enter tapped." (Orb of Dreams): a replacement effect of a static
    ability on how other permanents enter (614.1d, 614.12)."""

    what: Filter

    def text(self) -> str:
        return capitalize(f"{self.what.text(plural_form=True)} enter tapped.")
