"""Abilities of the card vocabulary interpreted into the engine's abilities (113):
spell abilities and modes (700.2), triggered (603), activated and mana (602, 605),
keyword (702) and "enters" replacement abilities (614.1c)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower import blocking as _blocking  # noqa: F401 (registers lowerings)
from rulings_kit.cards.lower.alternative import (
    EVOKE,
    evoke_trigger,
    ninjutsu,
    printed_alternative_cost,
    unearth,
)
from rulings_kit.cards.lower.bestow import bestowed
from rulings_kit.cards.lower.cast_keywords import (
    cascade,
    copied_if_paid,
    demonstrate,
    replicate,
    ripple,
    storm,
)
from rulings_kit.cards.lower.champion import RETURNS as CHAMPION_RETURNS
from rulings_kit.cards.lower.champion import champion_enters
from rulings_kit.cards.lower.changed_spells import with_changed_spell
from rulings_kit.cards.lower.chosen import as_enters_choose, check_linked
from rulings_kit.cards.lower.cipher import encoded_ability, with_encode
from rulings_kit.cards.lower.combat_keywords import (
    COMBAT_ABILITIES,
    COMBAT_KEYWORDS,
    COMBAT_TRIGGERS,
)
from rulings_kit.cards.lower.conditions import before_cast, intervening_if, source_test
from rulings_kit.cards.lower.copies import copy_exceptions
from rulings_kit.cards.lower.costs import (
    activation_cost,
    additional_sacrifice,
    chosen_count,
    sacrifices_one,
)
from rulings_kit.cards.lower.effects import follow_up_instructions, instead, interpret, words
from rulings_kit.cards.lower.exert import exert_as_attacks
from rulings_kit.cards.lower.exile import foretell, madness, suspend
from rulings_kit.cards.lower.faces import faced_definition
from rulings_kit.cards.lower.filters import Unsupported, filter_test
from rulings_kit.cards.lower.graveyard import (
    GRAVEYARD_COSTS,
    embalm,
    encore,
    eternalize,
    graveyard_cast,
    recover,
    scavenge,
)
from rulings_kit.cards.lower.hand import transmute, transmute_search
from rulings_kit.cards.lower.haunt import ON_A_PERMANENT as HAUNT_ON_A_PERMANENT
from rulings_kit.cards.lower.haunt import on_a_spell as haunt_on_a_spell
from rulings_kit.cards.lower.hideaway import hideaway_abilities
from rulings_kit.cards.lower.keywords import (
    CYCLING_DRAWS,
    DASH,
    DECAYED,
    ECHO_DISCARD,
    EXALTED,
    LIVING_WEAPON,
    ONLY_AS_ABILITIES,
    RIOT,
    SUNBURST,
    afterlife,
    amplify,
    bloodthirst,
    bushido,
    crew,
    cumulative_upkeep,
    cycling,
    dash,
    devour,
    echo,
    evolve,
    exploit,
    fabricate,
    fading,
    flanking,
    flash_sacrifice,
    graft,
    miracle,
    modular,
    morph,
    outlast,
    partner_with,
    rebound_trigger,
    reinforce,
    reinforce_counters,
    renown,
    returns_with_counter,
    servos,
    soulbond,
    soulshift,
    tribute,
    typecycling_search,
    unleash,
    vanishing,
    ward,
)
from rulings_kit.cards.lower.levels import class_level, level_up, striation
from rulings_kit.cards.lower.mana import adds_mana, mana_ability
from rulings_kit.cards.lower.printed import (
    BASIC_LAND_MANA,
    check_power_toughness,
    check_type_line,
)
from rulings_kit.cards.lower.refs import Scope
from rulings_kit.cards.lower.replacements import damage_replacement, goes_instead
from rulings_kit.cards.lower.splice import splice
from rulings_kit.cards.lower.statics import (
    ability_cost_change,
    affinity,
    enchant,
    equip,
    mana_replacement,
    protection_quality,
    prowess,
    spell_rules,
    static,
    undaunted,
)
from rulings_kit.cards.lower.strict import Lowerings, reads, require_handled
from rulings_kit.cards.lower.triggers import event_words, trigger
from rulings_kit.cards.lower.zones import functions_in, triggers_in
from rulings_kit.cards.model.card import written
from rulings_kit.cards.model.objects import count_of, is_quantity
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core import definitions as d
from rulings_kit.core import events as ev
from rulings_kit.core.bestow import BESTOW
from rulings_kit.core.card_types import ArtifactType, CardType, EnchantmentType
from rulings_kit.core.changed_spells import AWAKEN, CLEAVE, OVERLOAD, SpellChange
from rulings_kit.core.conditional_costs import ConditionalCost
from rulings_kit.core.conditions import AttackedThisTurn, NewSinceLastUpkeep, SourceTest
from rulings_kit.core.copiable import CopyExceptions, EntersAsCopyOf
from rulings_kit.core.cost_parts import PayLife, SacrificeGrantor
from rulings_kit.core.counters import refusal as counter_refusal
from rulings_kit.core.effects.designations import GetCitysBlessing
from rulings_kit.core.emerge import EMERGE
from rulings_kit.core.keywords import KEYWORDS
from rulings_kit.core.layer_changes import ALL_CREATURE_TYPES
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.optional_costs import OptionalCost
from rulings_kit.core.printed_costs import AlternativeCost
from rulings_kit.core.produce import (
    tap_for,
)
from rulings_kit.core.removed_counters import RemoveAnyCounters
from rulings_kit.core.sagas import chapter_trigger
from rulings_kit.core.selection import EventSubject, ItSelf
from rulings_kit.core.state import Zone
from rulings_kit.core.statics import (
    DefinesPowerToughness,
    EntersTappedOthers,
    MoreCounters,
    SagaChapters,
)
from rulings_kit.core.timing import (
    COMBAT_STEPS,
    NOT_COMBAT_STEPS,
    BothHold,
    CastAsThoughFlash,
    CastOnly,
    During,
    DuringYourTurn,
    TurnOf,
    steps_before,
)
from rulings_kit.core.zones import Step
from rulings_kit.data.records import split_type_line
from rulings_kit.errors import OracleTextError, RulingsError

_COLOR_LETTERS = ("W", "U", "B", "R", "G")


#: timing restrictions (602.5) the engine checks as the ability is activated
#: and how the refusal of an activation at another time says them
_DURING: dict[m.Timing, tuple[SourceTest, str]] = {
    m.Timing.YOUR_TURN: (DuringYourTurn(), "it's your turn"),
    m.Timing.YOUR_UPKEEP: (DuringYourTurn(step=Step.UPKEEP), "it's your upkeep"),
    m.Timing.BEFORE_ATTACKERS: (DuringYourTurn(before=Step.DECLARE_ATTACKERS),
                                "it's your turn, before attackers are declared"),
    # the steps of anyone's turn (500.1), or of an opponent's (102.1)
    m.Timing.DURING_COMBAT: (During(COMBAT_STEPS), "it's combat (506.1)"),
    m.Timing.NOT_DURING_COMBAT: (During(NOT_COMBAT_STEPS), "it isn't combat (506.1)"),
    m.Timing.ANY_UPKEEP: (During((Step.UPKEEP,)), "it's an upkeep step"),
    m.Timing.OPPONENTS_UPKEEP: (During((Step.UPKEEP,), TurnOf.AN_OPPONENTS),
                                "it's an opponent's upkeep"),
    m.Timing.DECLARE_BLOCKERS_STEP: (During((Step.DECLARE_BLOCKERS,)),
                                     "it's the declare blockers step"),
    m.Timing.END_OF_COMBAT_STEP: (During((Step.END_OF_COMBAT,)), "it's the end of combat step"),
    # blockers are declared as the declare blockers step begins (509.1)
    m.Timing.AFTER_BLOCKERS: (During((Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
                                      Step.END_OF_COMBAT)),
                              "it's combat, after blockers are declared"),
    m.Timing.ANY_BEFORE_ATTACKERS: (During(steps_before(Step.DECLARE_ATTACKERS)),
                                    "attackers haven't been declared yet (508.1)"),
    m.Timing.BEFORE_BLOCKERS: (During(steps_before(Step.DECLARE_BLOCKERS)),
                               "blockers haven't been declared yet (509.1)"),
    m.Timing.BEFORE_COMBAT_DAMAGE: (During(steps_before(Step.COMBAT_DAMAGE)),
                                    "it's before the combat damage step"),
    m.Timing.BEFORE_END_OF_COMBAT: (During(steps_before(Step.END_OF_COMBAT)),
                                    "it's before the end of combat step"),
    m.Timing.OPPONENTS_TURN_BEFORE_ATTACKERS: (
        During(steps_before(Step.DECLARE_ATTACKERS), TurnOf.AN_OPPONENTS),
        "it's an opponent's turn, before attackers are declared"),
}

#: the timings that name whose turn it is from the ability's controller: "any player may
#: activate this ability but only during your turn" would need the activating player's
_WHOSE = frozenset({m.Timing.YOUR_TURN, m.Timing.YOUR_UPKEEP, m.Timing.BEFORE_ATTACKERS,
                    m.Timing.OPPONENTS_UPKEEP, m.Timing.OPPONENTS_TURN_BEFORE_ATTACKERS})

#: how many times each turn an activation instruction lets an ability be activated (602.5b)
_EACH_TURN = {m.Timing.ONCE_EACH_TURN: 1, m.Timing.TWICE_EACH_TURN: 2}

#: the timings that don't limit when: "as a sorcery" (602.5d, its own check), "as an
#: instant" (602.5e: whenever its controller has priority, as any activated ability)
_ANY_TIMING = frozenset({m.Timing.SORCERY, m.Timing.INSTANT})


#: when "Cast this spell only ..." lets a spell be cast (601.3), as the engine checks it
_WINDOWS = {
    m.CastWindow.DURING_COMBAT: During(COMBAT_STEPS),  # 506.1
    m.CastWindow.DURING_DECLARE_ATTACKERS: During((Step.DECLARE_ATTACKERS,)),
    m.CastWindow.DURING_DECLARE_BLOCKERS: During((Step.DECLARE_BLOCKERS,)),
    # blockers are declared as the declare blockers step begins (509.1)
    m.CastWindow.AFTER_BLOCKERS: During((Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
                                         Step.END_OF_COMBAT)),
    m.CastWindow.BEFORE_BLOCKERS: During((Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS)),
    m.CastWindow.YOUR_TURN: During(turn=TurnOf.YOURS),
    m.CastWindow.OPPONENTS_TURN: During(turn=TurnOf.AN_OPPONENTS),
    m.CastWindow.YOUR_END_STEP: During((Step.END,), TurnOf.YOURS),
}


#: the lowering of every kind of ability, by kind: it adds the engine's parts to the card's
ABILITIES: Lowerings[Callable[[Parts, Any], None]] = Lowerings("ability")
_lowers = ABILITIES.lowers


class Parts:
    """The engine abilities of one card, collected line by line."""

    def __init__(self, card: m.Card, grantor: bool = False) -> None:
        self.card = card
        self.name = card.name
        #: abilities a static ability grants another object: their words may name the
        #: object that grants them (201.5a)
        self.grantor = grantor
        self.abilities: list[Any] = []
        self.modes: tuple[d.Mode, ...] = ()
        #: the spell's first paragraph when it is one sentence, and the number of its
        #: instructions: what an "instead" paragraph after it replaces (614.1a)
        self.paragraph: tuple[m.Effect, int, Scope] | None = None
        self.choose_modes = 0
        self.modes_up_to = False  # "choose one or both / one or more" (700.2)
        self.modes_repeat = False  # "you may choose the same mode more than once" (700.2d)
        self.escalate: ManaCost | None = None  # 702.120a
        self.keywords: set[str] = set()
        self.keyword_lines: list[str] = []
        self.kicker: ManaCost | None = None
        self.alternative_costs: list[tuple[str, ManaCost]] = []  # 118.9: dash (702.109a)
        #: optional additional costs other than kicker: buyback (702.27a), entwine (702.42a)
        self.optional_costs: list[tuple[str, ManaCost]] = []
        self.final_chapter = 0
        #: "This spell is colorless." or Devoid: it has no color (604.3, 702.114a)
        self.colorless = False
        #: Changeling: it is every creature type (702.73a), a characteristic-defining ability
        self.changeling = False
        self.ascends = False  # ascend on an instant or sorcery: its first instruction (702.131a)
        self.multikicker = False
        #: "Overload [cost]", "Cleave [cost]", "Awaken 3—{4}{U}": the change, the line and
        #: awaken's N; the spell is built again as the cost changes it (core.changed_spells)
        self.changed_spell: tuple[SpellChange, str, int] | None = None
        self.reflexive: list[d.TriggeredAbility] = []  # "When you do, ..." (603.12)
        #: the spell's additional cost sacrifices one permanent (601.2h): its instructions
        #: may name it, "the sacrificed creature" (608.2h)
        self.sacrifices = False
        #: its bestow line, "Bestow {3}{G}{G}" (702.103a): the card has a bestowed face
        self.bestow = ""

    def scope(self, **given: Any) -> Scope:
        """A new scope for one ability or mode, collecting its reflexive abilities."""
        return Scope(reflexive=self.reflexive, self_types=self.card.types,
                     grantor=self.grantor, **given)

    def add(self, ability: m.Ability) -> None:
        """Lower one ability of the card, by the one function registered for its kind."""
        ABILITIES.of(ability)(self, ability)

    @_lowers(m.WordedAbility, reads="word ability")
    def _worded(self, ability: m.WordedAbility) -> None:
        self.add(ability.ability)  # the word has no rules meaning (207.2c)

    @_lowers(m.FlavoredAbility, reads="words ability")
    def _flavored(self, ability: m.FlavoredAbility) -> None:
        self.add(ability.ability)  # flavor words have no rules meaning (207.2d)

    @_lowers(m.KeywordLine, reads="keywords separator")
    def _keyword_line(self, ability: m.KeywordLine) -> None:
        for k in ability.keywords:
            self.keyword(k)
        self.keyword_lines.append(ability.text())

    @_lowers(m.Keyword,
             reads="name cost filter quality also dash n counted named condition player older")
    def _keyword(self, ability: m.Keyword) -> None:
        self.keyword(ability)
        self.keyword_lines.append(ability.text())

    @_lowers(m.SpellAbility, reads="effect")
    def _spell(self, ability: m.SpellAbility) -> None:
        self.spell(ability.effect)

    @_lowers(m.TriggeredAbilityText, reads="word event effect condition once_each_turn")
    def _triggered_ability(self, ability: m.TriggeredAbilityText) -> None:
        if isinstance(ability.event, m.HauntedDies) and ability.event.enters_too:
            # "When ~ enters or the creature it haunts dies": two events, one seen from the
            # battlefield (603.6a), the other from exile (702.55c)
            enters = m.ObjectEvent(m.SelfRef(), m.ObjectVerb.ENTERS)
            self.abilities.append(self.triggered(replace(ability, event=enters)))
            ability = replace(ability, event=m.HauntedDies())
        e = ability.event
        if isinstance(e, m.ObjectEvent) and isinstance(e.subject, m.SelfRef) and e.also and \
                e.event.enters and all(v.leaves for v in e.also):
            # "When ~ enters or dies", "... enters or leaves the battlefield": two events, one
            # seen from the battlefield (603.6a), the other looking back (603.10a): an
            # ability for each, doing the same
            for verb in (e.event, *e.also):
                self.abilities.append(self.triggered(replace(
                    ability, event=m.ObjectEvent(e.subject, verb))))
            return
        self.abilities.append(self.triggered(ability))

    @_lowers(m.ActivatedAbilityText,
             reads="cost effect timing condition any_player also timing_first cost_change")
    def _activated(self, ability: m.ActivatedAbilityText) -> None:
        self.abilities.append(self.activated(ability))

    @_lowers(m.Boast, reads="ability")
    def _boast(self, boast: m.Boast) -> None:
        """Boast (702.142a): "[Cost]: [Effect]. Activate only if this creature attacked
        this turn and only once each turn." """
        a = boast.ability
        if a.timing is not m.Timing.ANY_TIME or a.also or a.condition is not None \
                or CardType.CREATURE not in self.card.types:
            raise Unsupported(boast.text())
        built = self.activated(a)
        self.abilities.append(replace(
            built, each_turn=1, only_if=AttackedThisTurn(),
            only_if_text="this creature attacked this turn (boast, 702.142a)"))

    @_lowers(m.ExertAsAttacks, reads="when_you_do not_if_exerted")
    def _exert(self, ability: m.ExertAsAttacks) -> None:  # 701.43d, 508.1g
        if CardType.CREATURE not in self.card.types:
            raise Unsupported(ability.text())
        self.abilities.append(exert_as_attacks(ability, self.scope(subject=ItSelf()),
                                               self.name, self.line(ability)))

    @_lowers(m.Forecast, reads="ability")
    def _forecast(self, forecast: m.Forecast) -> None:
        """Forecast (702.57a-b): "[Cost], Reveal this card from your hand: [Effect]", from
        its owner's hand, "only during your upkeep and only once each turn"."""
        a = forecast.ability
        if a.timing is not m.Timing.ANY_TIME or a.also or a.condition is not None:
            raise Unsupported(forecast.text())
        built = self.activated(replace(a, timing=m.Timing.YOUR_UPKEEP))
        if built.zone is not Zone.HAND:  # it reveals the card from the hand (702.57b)
            raise Unsupported(forecast.text())
        self.abilities.append(replace(built, each_turn=1, only_if_text=(
            "it's your upkeep (forecast, 702.57b)")))

    @_lowers(m.EntersReplacement,
             reads="tapped counters counter condition unless escapes for_each x_is cast_from_hand "
                   "condition_last")
    def _enters(self, ability: m.EntersReplacement) -> None:
        self.abilities.append(self.enters(ability))

    @_lowers(m.AsEntersChoose, reads="choice")
    def _as_enters_choose(self, ability: m.AsEntersChoose) -> None:  # 614.12a
        self.abilities.append(as_enters_choose(ability, self.line(ability)))

    @_lowers(m.AsEntersPayLife, reads="life")
    def _as_enters_pay_life(self, ability: m.AsEntersPayLife) -> None:  # 614.1c, 119.4
        self.abilities.append(d.EntersWith(text=self.line(ability), pays_life=ability.life,
                                           rule="614.12a"))

    @_lowers(m.AsEntersReveal, reads="filter")
    def _as_enters_reveal(self, ability: m.AsEntersReveal) -> None:  # 614.1c, 701.20a
        kind = replace(ability.filter, zone=m.FilterZone.UNSAID).text()  # "Giant card"
        in_hand = replace(ability.filter, zone=m.FilterZone.IN_YOUR_HAND)
        shown = d.Quality(count_of(m.Fixed(1), kind), filter_test(in_hand))
        self.abilities.append(d.EntersWith(text=self.line(ability), reveals=shown,
                                           rule="614.12a"))

    @_lowers(m.DayAsEnters, reads="")
    def _day_as_enters(self, ability: m.DayAsEnters) -> None:  # 614.1c, 731.1
        self.abilities.append(d.EntersWith(text=self.line(ability), makes_day=True))

    @_lowers(m.EntersAsCopy, reads="filter article exceptions tapped")
    def _enters_as_copy(self, ability: m.EntersAsCopy) -> None:  # 614.1c, 707.5
        what = f"{ability.article} {ability.filter.text()}"
        ex = ability.exceptions
        exceptions = copy_exceptions(ex) if ex is not None else CopyExceptions()
        enters_with: tuple[tuple[str, int | None], ...] = ()
        if ex is not None and ex.counters is not None:  # 707.9e: an additional effect
            if not isinstance(ex.counters, m.Fixed | m.VariableX):
                raise Unsupported(ex.text())
            n = ex.counters.n if isinstance(ex.counters, m.Fixed) else None
            enters_with = (("+1/+1", n),)
        self.abilities.append(EntersAsCopyOf(filter_test(ability.filter), what, exceptions,
                                             self.line(ability), enters_with, ability.tapped))

    @_lowers(m.CanBeCommander, reads="")
    def _commander(self, ability: m.CanBeCommander) -> None:  # functions before the game (113.6n)
        self.abilities.append(d.DeckConstruction(self.line(ability)))

    @_lowers(m.ExileInsteadOfGraveyard, reads="what whose")
    def _exile_instead(self, ability: m.ExileInsteadOfGraveyard) -> None:  # 614.1a
        itself = ability.what is m.ExiledWhat.ITSELF
        if itself and ability.whose is m.Whose.OPPONENTS:
            raise Unsupported(ability.text())
        self.abilities.append(d.GoesInstead(
            tokens=ability.what is m.ExiledWhat.CARD_OR_TOKEN,
            opponents=ability.whose is m.Whose.OPPONENTS, anywhere=itself,
            text=self.line(ability)))

    @_lowers(m.GoesInsteadText, reads="what event to")
    def _goes_instead(self, ability: m.GoesInsteadText) -> None:  # 614.1a
        self.abilities.append(goes_instead(ability, self.line(ability)))

    @_lowers(m.ManaReplacementText, reads="filter by_you produces times")
    def _mana_replacement(self, ability: m.ManaReplacementText) -> None:  # 106.12b, 614.1a
        self.abilities.append(mana_replacement(ability, self.line(ability)))

    @_lowers(m.CountersReplacement, reads="counter filter plus times")
    def _counters_replacement(self, ability: m.CountersReplacement) -> None:  # 614.1a
        if ability.filter != m.Filter((m.CREATURE,), controller=m.Controller.YOU):
            raise Unsupported(ability.text())  # only "creature you control"
        self.abilities.append(MoreCounters(ability.counter, ability.plus, ability.times,
                                           self.line(ability)))

    @_lowers(m.DamageReplacementText, reads="event change n again then")
    def _damage_replacement(self, ability: m.DamageReplacementText) -> None:  # 614.1a, 615.10
        made = damage_replacement(ability, self.line(ability))
        if ability.then is not None:  # its additional effect (615.5): "that creature" is
            # what the damage it prevented would have been dealt to
            then = follow_up_instructions(ability.then, self.scope(subject=EventSubject()),
                                          self.name)
            made = replace(made, then=then, then_words=words(ability.then, self.name))
        self.abilities.append(made)

    @_lowers(m.OthersEnterTapped, reads="what")
    def _others_enter_tapped(self, ability: m.OthersEnterTapped) -> None:  # 614.1d, 614.12
        self.abilities.append(EntersTappedOthers(filter_test(ability.what), self.line(ability)))

    @_lowers(m.Chapter, reads="chapters effect")
    def _chapter(self, ability: m.Chapter) -> None:
        if EnchantmentType.SAGA not in self.card.subtypes:  # 714.2
            raise Unsupported(ability.text())
        for n in ability.chapters:  # "I, II — ..." is one ability per chapter (714.2c)
            trigger = chapter_trigger(n, f"Chapter {n}")
            if isinstance(ability.effect, m.Modal):  # modes chosen as it's put on the
                self.abilities.append(d.TriggeredAbility(  # stack (700.2a, 603.3c)
                    trigger, modes=self._modes(ability.effect, subject=ItSelf())))
            else:
                scope = self.scope(subject=ItSelf())
                effects = interpret(ability.effect, scope, self.name)
                self.abilities.append(d.TriggeredAbility(trigger, effects, tuple(scope.specs)))
            self.final_chapter = max(self.final_chapter, n)

    @_lowers(m.LevelSymbol, reads="low high power toughness abilities")
    def _level_symbol(self, symbol: m.LevelSymbol) -> None:  # 711.2
        inner = self._section(symbol)
        self.abilities += striation(symbol, inner.abilities, inner.keywords,
                                    self._gives(symbol))

    @_lowers(m.ClassLevel, reads="cost n abilities")
    def _class_level(self, level: m.ClassLevel) -> None:  # 716.2
        if EnchantmentType.CLASS not in self.card.subtypes:  # 716.1
            raise Unsupported(level.text())
        inner = self._section(level)
        self.abilities += class_level(level, inner.abilities, inner.keywords,
                                      self._gives(level))

    def _section(self, part: m.LevelSymbol | m.ClassLevel) -> Parts:
        """The abilities of a striation or a Class's section (711.2, 716.2), built as the
        card's own; refused if one of them is more than an ability of the permanent."""
        inner = Parts(self.card)
        for a in part.abilities:
            inner.add(a)
        if inner.modes or inner.kicker or inner.alternative_costs or inner.optional_costs \
                or inner.reflexive or inner.colorless or inner.changeling \
                or inner.final_chapter:
            raise Unsupported(part.text())
        return inner

    def _gives(self, part: m.LevelSymbol | m.ClassLevel) -> str:
        """The abilities of ``part``'s section as "it has [abilities]" says them."""
        return " and ".join(self.line(a).lower() if isinstance(a, m.Keyword | m.KeywordLine)
                            else f'"{self.line(a)}"' for a in part.abilities)

    @_lowers(m.AdditionalCost, reads="cost")
    def _additional_cost(self, ability: m.AdditionalCost) -> None:
        c = ability.cost  # "discard a card", "discard two cards" (601.2h, 701.9a)
        n = chosen_count(c.amount) if isinstance(c, m.DiscardCost) else None
        if isinstance(c, m.DiscardCost) and c.filter == m.ANY_CARD and not c.another \
                and not c.at_random and n is not None:
            self.abilities.append(d.AdditionalDiscard(n))
        else:
            self.abilities.append(additional_sacrifice(ability.cost))
            self.sacrifices = sacrifices_one((ability.cost,))  # "the sacrificed creature"

    @_lowers(m.AlternativeCost, reads="mana others condition free also leading")
    def _alternative_cost(self, ability: m.AlternativeCost) -> None:
        if any(isinstance(a, AlternativeCost) for a in self.abilities):
            raise Unsupported(ability.text())  # one printed alternative cost a card (118.9a)
        self.abilities.append(printed_alternative_cost(ability, self.card.types,
                                                       self.card.mana_cost))

    @_lowers(m.CastAsThoughFlash, reads="more sacrificed")
    def _as_though_flash(self, ability: m.CastAsThoughFlash) -> None:
        more = ManaCost.parse(ability.more) if ability.more is not None else None
        self.abilities.append(CastAsThoughFlash(  # 702.8a, 601.2f
            more, flash_sacrifice() if ability.sacrificed else None))

    @_lowers(m.CastOnly, reads="window condition")
    def _cast_only(self, ability: m.CastOnly) -> None:
        when = _WINDOWS[ability.window] if ability.window is not None else None
        c = ability.condition
        condition = source_test(before_cast(c)) if c is not None else None
        self.abilities.append(CastOnly(ability.when, when, condition))  # 601.3

    @_lowers(m.StaticAbility, reads="effect condition condition_first condition_word spares_self")
    def _static(self, ability: m.StaticAbility) -> None:
        if isinstance(ability.effect, m.Colorless) and isinstance(ability.effect.what, m.SelfRef) \
                and ability.condition is None:
            self.colorless = True  # a characteristic-defining ability (604.3)
        elif self.is_spell and ability.condition is None \
                and not isinstance(ability.effect, m.CostChange) \
                and spell_rules(ability, "") is None:
            self.spell(ability.effect)  # an instant's or sorcery's text is its spell ability
            # (but "This spell costs {1} less to cast ..." works as it is cast, 601.2f, and
            # "This spell can't be countered." functions on the stack, 113.6g)
        else:
            self.abilities += static(ability, self.line(ability))

    def line(self, ability: m.Ability) -> str:
        """The ability's rules text with this card's words for itself (and its name in
        an ability it grants, 201.5a)."""
        text, itself = ability.text(), m.SelfRef().text()
        if text.startswith(itself):
            text = f"This {self.card.self_word}" + text[len(itself):]
        return text.replace(itself, self.self_text).replace(m.GRANTOR, self.name)

    def keyword(self, k: m.Keyword) -> None:
        """A keyword ability (702): those that stand for abilities of their own built as
        those abilities, the rest as keywords the engine applies (``core.keywords``)."""
        require_handled(k)
        K = m.KeywordName  # one case per keyword
        plain_cost = k.cost is not None and bool(k.cost.mana) and not k.cost.others
        match k.name:
            case K.ENCHANT:
                found, mode = enchant(k, EnchantmentType.AURA in self.card.subtypes)
                self.abilities.append(found)
                self.modes = (mode,)
                return
            case K.EQUIP:
                self.abilities.append(equip(k))
                return
            case K.REBOUND:  # the replacement is the engine's; the trigger it sets up
                self.abilities.append(rebound_trigger())
            case K.MADNESS if plain_cost:  # 702.35a
                assert k.cost is not None
                self.abilities.append(madness(k.cost.mana))
                self.keywords.add(k.name)
                return
            case K.SUSPEND if k.n and plain_cost:  # 702.62a
                assert k.cost is not None
                self.abilities += suspend(k.n, k.cost.mana, k.text())
                self.keywords.add(k.name)
                return
            case K.FORETELL if plain_cost and not k.dash:  # 702.143a
                assert k.cost is not None
                if ManaCost.parse(k.cost.mana).x_count:  # "Foretell {X}{X}{W}": X of an
                    raise Unsupported(k.text())  # alternative cost (107.3, 601.2f) refused
                self.abilities.append(foretell(k.cost.mana))
                self.keywords.add(k.name)
                return
            case K.MIRACLE if plain_cost:
                assert k.cost is not None
                self.abilities.append(miracle(k.cost.mana))
                self.keywords.add(k.name)
                return
            case K.CYCLING if k.cost is not None and not k.cost.others and not k.dash:
                does = CYCLING_DRAWS if k.filter is None else typecycling_search(k.filter)
                draw = interpret(does, self.scope(), self.name)  # 702.29a, 702.29e
                self.abilities.append(cycling(ManaCost.parse(k.cost.mana), draw))
                self.keywords.add(k.name)
                return
            case K.ENCORE if plain_cost and not k.dash:  # 702.141a
                assert k.cost is not None
                self.abilities += encore(k.cost.mana)
                self.keywords.add(k.name)
                return
            case K.RECOVER if plain_cost and not k.dash:  # 702.59a
                assert k.cost is not None
                self.abilities.append(recover(k.cost.mana))
                self.keywords.add(k.name)
                return
            case K.DREDGE if k.n:  # 702.52a: the replacement is the engine's
                self.abilities.append(d.Dredge(k.n, k.text()))
                self.keywords.add(k.name)
                return
            case K.TRANSMUTE if plain_cost and not k.dash:  # 702.53a
                assert k.cost is not None
                printed = ManaCost.parse(self.card.mana_cost).mana_value  # 202.3
                search = interpret(transmute_search(printed), self.scope(), self.name)
                self.abilities.append(transmute(ManaCost.parse(k.cost.mana), search))
                self.keywords.add(k.name)
                return
            case K.DASH if plain_cost and not k.dash:
                assert k.cost is not None
                cost, haste, returns = dash(k.cost.mana)
                self.alternative_costs.append((DASH, cost))
                self.abilities += [haste, returns]
                self.keywords.add(k.name)
                return
            case K.EVOKE if plain_cost and not k.dash:  # 702.74a: an alternative cost,
                assert k.cost is not None  # and the permanent sacrificed as it enters
                self.alternative_costs.append((EVOKE, ManaCost.parse(k.cost.mana)))
                self.abilities.append(evoke_trigger())
                self.keywords.add(k.name)
                return
            case K.UNEARTH if plain_cost and not k.dash:  # 702.84a
                assert k.cost is not None
                self.abilities += unearth(k.cost.mana)
                self.keywords.add(k.name)
                return
            case K.AWAKEN | K.OVERLOAD | K.CLEAVE if (
                    plain_cost and not k.dash and self.is_spell and self.changed_spell is None
                    and (k.n or k.name != K.AWAKEN)):  # 702.113a, 702.96a, 702.148a
                assert k.cost is not None
                change = {K.AWAKEN: AWAKEN, K.OVERLOAD: OVERLOAD, K.CLEAVE: CLEAVE}[k.name]
                self.alternative_costs.append((change.alt, ManaCost.parse(k.cost.mana)))
                self.changed_spell = (change, k.text(), k.n or 0)
                self.keywords.add(k.name)
                return
            case K.EMERGE if plain_cost and not k.dash and not k.filter:  # 702.119a
                assert k.cost is not None
                self.alternative_costs.append((EMERGE, ManaCost.parse(k.cost.mana)))
                self.keywords.add(k.name)
                return
            case K.NINJUTSU if plain_cost and not k.dash:  # 702.49a
                assert k.cost is not None
                self.abilities.append(ninjutsu(k.cost.mana))
                self.keywords.add(k.name)
                return
            case K.BESTOW if plain_cost and not k.dash and not self.grantor and \
                    CardType.CREATURE in self.card.types:  # 702.103a: an alternative cost
                assert k.cost is not None
                self.alternative_costs.append((BESTOW, ManaCost.parse(k.cost.mana)))
                self.bestow = k.text()
                self.keywords.add(k.name)
                return
            case K.SURGE | K.SPECTACLE | K.PROWL if plain_cost and not k.dash:
                assert k.cost is not None  # an alternative cost under a condition (118.9):
                # 702.117a, 702.137a, 702.76a
                self.alternative_costs.append((ConditionalCost(k.name.lower()),
                                               ManaCost.parse(k.cost.mana)))
                self.keywords.add(k.name)
                return
            case K.MORPH | K.MEGAMORPH if k.cost is not None:  # 702.37a-b
                turns_up, casts = morph(k, activation_cost(k.cost))
                self.abilities.append(turns_up)
                self.alternative_costs += casts
                self.keywords.add(k.name)
                return
            case K.FLASHBACK | K.ESCAPE | K.DISTURB if k.cost is not None and not (
                    k.cost.tap or k.cost.untap or k.cost.loyalty is not None):
                self.abilities.append(graveyard_cast(k.name, activation_cost(k.cost)))
                self.keywords.add(k.name)  # 702.34a, 702.138a
                return
            case K.SCAVENGE | K.EMBALM | K.ETERNALIZE if plain_cost and not k.dash:
                assert k.cost is not None  # 702.97a, 702.128a, 702.129a
                build = {K.SCAVENGE: scavenge, K.EMBALM: embalm, K.ETERNALIZE: eternalize}
                self.abilities.append(build[k.name](k.cost.mana))
                self.keywords.add(k.name)
                return
            case K.JUMP_START | K.RETRACE if k.cost is None:  # 702.133a, 702.81a
                self.abilities.append(graveyard_cast(k.name,
                                                     activation_cost(GRAVEYARD_COSTS[k.name])))
                self.keywords.add(k.name)
                return
            case K.AFFINITY if k.counted is not None:  # a cost reduction (702.41a, 601.2f)
                self.abilities.append(affinity(k.counted, k.text()))
                self.keywords.add(k.name)
                return
            case K.ESCALATE if plain_cost and not k.dash:  # 702.120a: a mana cost, paid for
                assert k.cost is not None  # each mode beyond the first
                self.escalate = ManaCost.parse(k.cost.mana)
                self.keywords.add(k.name)
                return
            case K.BUYBACK | K.ENTWINE if plain_cost:  # 702.27a, 702.42a: "You may pay an
                assert k.cost is not None                 # additional [cost] ..."
                self.optional_costs.append((OptionalCost(k.name.lower()),
                                            ManaCost.parse(k.cost.mana)))
                self.keywords.add(k.name)
                return
            case K.REPLICATE if plain_cost and not k.dash:  # 702.56a
                assert k.cost is not None
                optional, copies = replicate(k.cost.mana)
                self.optional_costs.append(optional)
                self.abilities.append(copies)
                self.keywords.add(k.name)
                return
            case K.CONSPIRE | K.CASUALTY if (k.name is K.CONSPIRE) != bool(k.n) \
                    and not k.cost:  # 702.78a, 702.153a
                paid_with, copies = copied_if_paid(k.name, k.n or 0)
                self.optional_costs.append((paid_with.keyword, ManaCost()))
                self.abilities += [paid_with, copies]
                self.keywords.add(k.name)
                return
            case K.BUSHIDO if k.n:
                self.stands_for(k, bushido(k.n), "702.45a")
                return
            case K.EXALTED:
                self.stands_for(k, EXALTED, "702.83a")
                return
            case K.DECAYED if not self.is_spell:  # 702.147a: its trigger here, "can't
                self.stands_for(k, DECAYED, "702.147a")  # block" where blocks are checked
                return
            case _ if k.name in COMBAT_TRIGGERS and not k.cost and \
                    bool(k.n) == COMBAT_TRIGGERS[k.name][1]:  # battle cry, annihilator N, ...
                rule, _, ability = COMBAT_TRIGGERS[k.name]
                self.stands_for(k, ability(k.n or 0), rule)
                return
            case _ if k.name in COMBAT_ABILITIES and not k.cost and \
                    bool(k.n) == COMBAT_ABILITIES[k.name][1]:  # dethrone, rampage N, ...
                self.abilities.append(COMBAT_ABILITIES[k.name][2](k.n or 0))
                self.keywords.add(k.name)
                return
            case K.SOULSHIFT if k.n:
                self.stands_for(k, soulshift(k.n), "702.46a")
                return
            case K.AFTERLIFE if k.n:
                self.stands_for(k, afterlife(k.n), "702.135a")
                return
            case K.LIVING_WEAPON if ArtifactType.EQUIPMENT in self.card.subtypes:
                self.stands_for(k, LIVING_WEAPON, "702.92a")  # "this Equipment" (702.92a)
                return
            case K.MODULAR if k.n:
                enters, dies = modular(k.n)
                self.abilities.append(self.enters(enters))
                self.stands_for(k, dies, "702.43a")
                return
            case K.COMPANION if k.condition:  # functions outside the game (702.139a)
                self.abilities.append(d.DeckConstruction(self.line(k)))
                self.keywords.add(k.name)
                return
            case K.PARTNER if not k.cost and not k.filter:  # deck construction (702.124h,
                self.abilities.append(d.DeckConstruction(self.line(k)))  # 702.124j; 113.6n)
                if k.named:
                    self.abilities.append(partner_with(k.named))
                self.keywords.add(k.name)
                return
            case K.PERSIST:
                self.abilities.append(returns_with_counter(k.name, "-1/-1", "702.79a"))
                self.keywords.add(k.name)
                return
            case K.UNDYING:
                self.abilities.append(returns_with_counter(k.name, "+1/+1", "702.93a"))
                self.keywords.add(k.name)
                return
            case K.LEVEL_UP if k.cost is not None and not k.dash:  # 702.87a
                self.abilities.append(self.activated(level_up(k.cost)))
                self.keywords.add(k.name)
                return
            case K.OUTLAST if k.cost is not None and not k.dash:
                self.abilities.append(self.activated(outlast(k.cost)))
                self.keywords.add(k.name)
                return
            case K.CREW if k.n and ArtifactType.VEHICLE in self.card.subtypes:  # 702.122a
                self.abilities.append(crew(k.n))
                self.keywords.add(k.name)
                return
            case K.UNLEASH:  # 702.98a
                may_enter, cant_block = unleash()
                self.abilities += [may_enter, *static(cant_block, self.line(cant_block))]
                self.keywords.add(k.name)
                return
            case K.RIOT | K.BLOODTHIRST | K.DEVOUR if k.name is K.RIOT or k.n:
                self.abilities.append(RIOT if k.name is K.RIOT else (  # 702.136a
                    bloodthirst(k.n) if k.name is K.BLOODTHIRST else devour(k.n)))
                self.keywords.add(k.name)  # 702.54a, 702.82a
                return
            case K.RENOWN if k.n:  # 702.112a
                self.abilities.append(renown(k.n))
                self.keywords.add(k.name)
                return
            case K.FABRICATE if k.n:  # 702.123a
                create = interpret(servos(k.n), self.scope(subject=ItSelf()), self.name)
                self.abilities.append(fabricate(k.n, create))
                self.keywords.add(k.name)
                return
            case K.EVOLVE if CardType.CREATURE in self.card.types:  # 702.100a
                self.abilities.append(evolve())
                self.keywords.add(k.name)
                return
            case K.GRAFT if k.n:  # 702.58a
                self.abilities += graft(k.n)
                self.keywords.add(k.name)
                return
            case K.REINFORCE if k.n and plain_cost:  # 702.77a
                assert k.cost is not None
                scope = self.scope()
                put = interpret(reinforce_counters(k.n), scope, self.name)
                self.abilities.append(reinforce(ManaCost.parse(k.cost.mana), put,
                                                tuple(scope.specs)))
                self.keywords.add(k.name)
                return
            case K.UNDAUNTED:  # a cost reduction (702.125a, 601.2f)
                self.abilities.append(undaunted(k.text()))
                self.keywords.add(k.name)
                return
            case K.AMPLIFY if k.n and CardType.CREATURE in self.card.types:  # 702.38a
                self.abilities.append(amplify(k.n))
                self.keywords.add(k.name)
                return
            case K.TRIBUTE if k.n and CardType.CREATURE in self.card.types:  # 702.104a
                self.abilities.append(tribute(k.n))
                self.keywords.add(k.name)
                return
            case K.SOULBOND if CardType.CREATURE in self.card.types:  # 702.95a
                self.abilities += soulbond()
                self.keywords.add(k.name)
                return
            case K.SUNBURST:  # 702.44a
                self.abilities.append(SUNBURST)
                self.keywords.add(k.name)
                return
            case K.CIPHER if self.is_spell and len(self.modes) == 1 and not self.choose_modes \
                    and self.changed_spell is None and not k.n:  # 702.99a: after its effects
                self.modes = (with_encode(self.modes[0]),)
                self.abilities.append(encoded_ability())
                self.keywords.add(k.name)
                return
            case K.SPLICE if self.is_spell and not self.grantor:  # 702.47a: from the hand
                self.abilities.append(splice(k))
                self.keywords.add(k.name)
                return
            case K.CHAMPION if k.filter is not None and not self.is_spell and not k.cost:
                self.abilities.append(champion_enters(k.filter))  # 702.72a, linked to the
                self.stands_for(k, CHAMPION_RETURNS, "702.72a")  # second (607.2k)
                return
            case K.HAUNT if not self.is_spell and not k.n:  # 702.55a
                self.stands_for(k, HAUNT_ON_A_PERMANENT, "702.55a")
                return
            case K.HAUNT if not k.n:  # on an instant or sorcery: "it" is the card (702.55a)
                scope = self.scope(subject=EventSubject())
                self.abilities.append(haunt_on_a_spell(scope, self.name, interpret))
                self.keywords.add(k.name)
                return
            case K.HIDEAWAY if not self.is_spell:  # 702.75a; without N, 702.75b
                self.abilities += hideaway_abilities(k.n or 0)
                self.keywords.add(k.name)
                return
            case K.EXPLOIT:  # 702.110a
                self.abilities.append(exploit())
                self.keywords.add(k.name)
                return
            case K.FADING if k.n:  # 702.32a
                self.abilities += fading(k.n)
                self.keywords.add(k.name)
                return
            case K.VANISHING if k.n:  # 702.63a
                self.abilities += vanishing(k.n)
                self.keywords.add(k.name)
                return
            case K.CUMULATIVE_UPKEEP if plain_cost and not k.dash:
                assert k.cost is not None
                self.abilities.append(cumulative_upkeep(k.cost.mana))
                self.keywords.add(k.name)
                return
            case K.CUMULATIVE_UPKEEP if k.cost is not None and k.dash:  # "—Pay 1 life."
                price = activation_cost(k.cost)  # life, and perhaps mana (118.3b, 702.24a)
                lives = [part.amount for part in price.parts if isinstance(part, PayLife)]
                if price.tap or price.untap or price.loyalty is not None or \
                        price.mana.x_count or len(lives) != 1 or len(price.parts) != 1:
                    raise Unsupported(k.text())
                self.abilities.append(cumulative_upkeep(k.cost.mana, lives[0]))
                self.keywords.add(k.name)
                return
            case K.ECHO if plain_cost and not k.dash:
                assert k.cost is not None
                self.stands_for(k, echo(k.cost.mana), "702.30a", NewSinceLastUpkeep())
                return
            case K.ECHO if k.dash and k.cost is not None and k.cost == ECHO_DISCARD:
                # "Echo—Discard a card.": a card of its controller's choice (702.30a, 701.9a)
                self.stands_for(k, echo("", discard=True), "702.30a", NewSinceLastUpkeep())
                return
            case K.WARD if k.cost is not None:  # 702.21a: mana, or "—Pay N life."
                price = activation_cost(k.cost)
                lives = [part.amount for part in price.parts if isinstance(part, PayLife)]
                if price.tap or price.untap or price.loyalty is not None or \
                        price.mana.x_count or len(lives) != len(price.parts) or len(lives) > 1:
                    raise Unsupported(k.text())
                self.abilities.append(ward(price.mana, sum(lives)))
                self.keywords.add(k.name)
                return
            case K.CASCADE | K.STORM | K.DEMONSTRATE:  # they trigger from the stack
                built = {K.CASCADE: cascade, K.STORM: storm,  # (702.85a, 702.40a, 702.144a)
                         K.DEMONSTRATE: demonstrate}
                self.abilities.append(built[k.name]())
                self.keywords.add(k.name)
                return
            case K.RIPPLE if k.n:  # 702.60a
                self.abilities.append(ripple(k.n))
                self.keywords.add(k.name)
                return
            case K.FLANKING:
                self.abilities.append(flanking())
                self.keywords.add(k.name)
                return
            case K.UMBRA_ARMOR if EnchantmentType.AURA not in self.card.subtypes:
                raise Unsupported(k.text())  # it protects the permanent an Aura enchants
            case K.ASCEND:  # on a permanent a static ability the engine checks (702.131b,
                self.ascends = self.is_spell  # core.designations), on a spell its first
                self.keywords.add(k.name)  # instruction (702.131a)
                return
            case K.DEVOID:  # "This object is colorless." (702.114a)
                self.colorless = True
            case K.CHANGELING:  # "This object is every creature type." (702.73a), in every
                self.changeling = True  # zone (604.3): part of its printed subtypes
            case K.PROWESS:
                self.abilities.append(prowess())
            case K.KICKER | K.MULTIKICKER if plain_cost:  # 702.33a, 702.33c: kicked any
                assert k.cost is not None                 # number of times
                self.kicker = ManaCost.parse(k.cost.mana)
                self.multikicker = k.name is K.MULTIKICKER
                self.keywords.add(K.KICKER)
                return
            case K.KICKER if k.cost is not None and not k.cost.mana and len(
                    k.cost.others) == 1 and not k.cost.tap and k.cost.loyalty is None:
                # "Kicker—Sacrifice a creature.": no mana, a sacrifice if kicked (702.33a)
                self.abilities.append(additional_sacrifice(k.cost.others[0], kicker=True))
                self.kicker = ManaCost()
                self.keywords.add(K.KICKER)
                return
        if k.name not in KEYWORDS or k.name in ONLY_AS_ABILITIES \
                or k.name in COMBAT_KEYWORDS:  # not in a form built above
            raise Unsupported(k.text(), keyword=k.name)
        if k.cost is not None or k.filter is not None or k.n:
            raise Unsupported(k.text())
        if k.quality:
            _check_qualities(k)
            if k.name is K.HEXPROOF:  # only from that quality (702.11d): the printed line
                return                # says it
        self.keywords.add(k.name)

    def stands_for(self, k: m.Keyword, ability: m.TriggeredAbilityText, rule: str,
                   intervening_if: SourceTest | None = None) -> None:
        """Bushido N, exalted, soulshift N, afterlife N, living weapon, modular N, echo: the
        triggered ability the keyword stands for (702.45a, 702.83a, 702.46a, 702.135a,
        702.92a, 702.43a, 702.30a), citing the keyword's rule, with the intervening "if" its
        rule gives it (603.4)."""
        found = self.triggered(ability)
        self.abilities.append(replace(found, trigger=replace(found.trigger, rule=rule),
                                      keyword=k.name, intervening_if=intervening_if))
        self.keywords.add(k.name)

    @reads(m.Modal, "choose modes up_to repeat")  # or_more is written as up_to too
    def spell(self, effect: m.Effect) -> None:
        effect = self.unpreventable(effect)
        if self.modes:  # another paragraph of the same spell ability (608.2c)
            if self.choose_modes or len(self.modes) != 1 or isinstance(effect, m.Modal):
                raise Unsupported(effect.text())
            (first,) = self.modes
            scope = self.scope(specs=list(first.targets), in_spell=True,
                               sacrificed=self.sacrifices, x_announced=True)
            kept = first.effects
            if isinstance(effect, m.IfThen) and effect.instead and self.paragraph is not None:
                # "Morbid — ~ deals 5 damage instead if a creature died this turn.": in place
                # of the paragraph before, one sentence (614.1a), naming what it named ("that
                # creature", the same recipient); after anything else refused by its
                # lowering (no sentence before it to replace)
                before, n, scope = self.paragraph
                kept, replaced = first.effects[:-n], first.effects[-n:]
                run: tuple[Any, ...] = (instead(effect, before, replaced, scope, self.name),)
            else:
                run = interpret(effect, scope, self.name)
            self.modes = (d.Mode(tuple(scope.specs), kept + run),)
            self.paragraph = None
            return
        if isinstance(effect, m.Modal):
            self.modes = tuple(self.mode(e) for e in effect.modes)
            self.choose_modes = effect.choose
            self.modes_up_to = effect.up_to
            self.modes_repeat = effect.repeat  # 700.2d
        else:
            scope = self.scope(in_spell=True, sacrificed=self.sacrifices, x_announced=True)
            run = interpret(effect, scope, self.name)
            self.modes = (d.Mode(tuple(scope.specs), run),)
            if not isinstance(effect, m.Sentences) and self.modes[0].effects:
                self.paragraph = (effect, len(self.modes[0].effects), scope)  # one sentence

    def unpreventable(self, effect: m.Effect) -> m.Effect:
        """"Combust deals 5 damage to target white or blue creature. The damage can't be
        prevented." (615.12): every damage a spell deals is its effect's, so the sentence is
        a rule of the spell, as Banefire's is; the others are its effect. Refused after
        anything but the spell's own damage."""
        rule = m.Restrict(m.ItRef(m.It.THE_DAMAGE), m.Restriction.CANT_BE_PREVENTED)
        if not isinstance(effect, m.Sentences) or rule not in effect.parts:
            return effect
        at = effect.parts.index(rule)
        before = effect.parts[at - 1] if at else None
        if not (isinstance(before, m.DealDamage) and isinstance(before.source, m.SelfRef)):
            raise Unsupported(rule.text())
        self.abilities.append(d.DamageCantBePrevented())
        rest = effect.parts[:at] + effect.parts[at + 1:]
        return rest[0] if len(rest) == 1 else m.Sentences(rest)

    def mode(self, effect: m.Effect) -> d.Mode:
        scope = self.scope(in_spell=True, sacrificed=self.sacrifices, x_announced=True)
        run = interpret(effect, scope, self.name)
        return d.Mode(tuple(scope.specs), run)

    def triggered(self, a: m.TriggeredAbilityText) -> d.TriggeredAbility:
        found = self._triggered(a)
        if a.once_each_turn:  # 603.2
            found = replace(found, once_each_turn=True)
        if a.condition is None:
            return found
        # an intervening "if" clause: checked as it triggers and as it resolves (603.4)
        test = intervening_if(a.condition, a.event)
        if a.condition.test.cast_it:  # the trace says why it triggered: "if you cast it"
            found = replace(found, trigger=replace(found.trigger, rule="603.4"))
        return replace(found, intervening_if=test)

    def _triggered(self, a: m.TriggeredAbilityText) -> d.TriggeredAbility:
        head = a.text().split(",")[0]
        found = trigger(a.event, head.replace("~", self.self_text))
        zone = triggers_in(a)  # 113.6m: "..., return this card from your graveyard ..."
        if zone is not Zone.BATTLEFIELD:
            found = replace(found, zone=zone)
        named = event_words(a.event)  # what its words may name of the event
        if named["subject"] is None and a.condition is not None and \
                isinstance(a.condition.subject, m.SelfRef):
            named["subject"] = ItSelf()  # "..., if this creature wasn't kicked, sacrifice it"
        # X of a triggered ability: the X of the spell that became its source as it
        # entered (107.3m); of any other, X the engine doesn't know ("Morph {X}", 107.3d)
        x_known = isinstance(a.event, m.ObjectEvent) and isinstance(
            a.event.subject, m.SelfRef) and a.event.event.enters
        if isinstance(a.effect, m.Modal):
            return d.TriggeredAbility(found, modes=self._modes(
                a.effect, x_known=x_known, functions_in=zone, **named))
        scope = self.scope(x_known=x_known, functions_in=zone, **named)
        effects = interpret(a.effect, scope, self.name)
        # a triggered mana ability: no target, triggered by a mana ability, adds mana
        # (605.1b); it resolves at once (605.4a)
        mana = found.event is ev.ManaProduced and not scope.specs and adds_mana(a.effect)
        return d.TriggeredAbility(found, effects, tuple(scope.specs), mana_ability=mana)

    def _modes(self, modal: m.Modal, **given: Any) -> tuple[d.Mode, ...]:
        """The modes of a modal triggered ability, "Choose one —" (700.2), each read in a
        scope of its own made with ``given``."""
        if modal.up_to or modal.choose != 1:
            raise Unsupported(modal.text())
        modes = []
        for e in modal.modes:
            scope = self.scope(**given)
            run = interpret(e, scope, self.name)  # names the mode's targets first
            modes.append(d.Mode(tuple(scope.specs), run))
        return tuple(modes)

    def activated(self, a: m.ActivatedAbilityText) -> d.ActivatedAbility:
        require_handled(a.cost)
        timings = [t for t in (a.timing, a.also) if t]  # 602.5: not at other times
        windows = [_DURING[t] for t in timings if t in _DURING]
        counts = [_EACH_TURN[t] for t in timings if t in _EACH_TURN]
        if len(set(timings)) < len(timings) or len(windows) > 1 or len(counts) > 1 or any(
                t not in _DURING and t not in _EACH_TURN and t not in _ANY_TIMING
                for t in timings) or (a.any_player and _WHOSE.intersection(timings)):
            raise Unsupported(a.text())
        during, during_text = windows[0] if windows else (None, "")
        given = m.SacrificeCost(grantor=True)  # "Sacrifice Blazing Torch", granted (201.5a)
        if self.grantor and given in a.cost.others:
            rest = replace(a.cost, others=tuple(o for o in a.cost.others if o != given))
            core_cost = activation_cost(rest).with_part(SacrificeGrantor())
        else:
            core_cost = activation_cost(a.cost)
        zone = functions_in(core_cost, a.effect)  # 113.6j, 113.6m
        if a.any_player and (core_cost.parts or zone is not Zone.BATTLEFIELD):
            # a cost part is paid by the permanent's controller, not the activating player
            raise Unsupported(a.text())
        scope = self.scope(x_announced=True,  # X is announced before targets (602.2b)
                           subject=ItSelf(), functions_in=zone)  # "It deals 2 damage": the
        if (mana := mana_ability(a, core_cost, scope, self.name)) is not None:  # source (602.2)
            if zone is not Zone.BATTLEFIELD or a.any_player or a.cost_change is not None:
                raise Unsupported(a.text())
            return mana  # (resolving at once, it remembers no sacrificed permanent)
        if core_cost.of(RemoveAnyCounters) is not None:  # a number chosen: mana only
            raise Unsupported(a.text())
        scope.sacrificed = sacrifices_one(a.cost.others)  # "the sacrificed creature" (608.2h)
        effects = interpret(a.effect, scope, self.name)
        only_if = source_test(a.condition) if a.condition is not None else during  # 602.5
        only_text = a.condition.text() if a.condition else during_text
        if during is not None and a.condition is not None and only_if is not None:
            # "Activate only during your upkeep and only if you control a Swamp."
            only_if, only_text = BothHold(during, only_if), f"{during_text} and {only_text}"
        if a.condition is not None and zone is not Zone.BATTLEFIELD and \
                not isinstance(a.condition.subject, m.PlayerRef):
            raise Unsupported(a.condition.text())  # a test of the permanent, read elsewhere
        return d.ActivatedAbility(core_cost, effects, tuple(scope.specs),
                                  sorcery_speed=m.Timing.SORCERY in timings,
                                  each_turn=counts[0] if counts else 0,
                                  only_if=only_if, only_if_text=only_text,
                                  names_grantor=m.GRANTOR in a.text(), zone=zone,
                                  any_player=a.any_player,
                                  cost_change=None if a.cost_change is None
                                  else ability_cost_change(a.cost_change))

    def enters(self, a: m.EntersReplacement) -> d.EntersWith:
        kicked = a.condition is not None and a.condition.test is m.Test.KICKED and \
            not a.condition_last
        if a.condition_last and a.condition is not None and a.counters is not None:
            # "~ enters with a +1/+1 counter on it if you attacked this turn": asked of the
            # game as it would enter (614.1c), as bloodthirst's is (702.54a). Only what the
            # turn record says: a condition on the permanents there would see those entering
            # at the same time, which it mustn't (Ascendant Packleader's ruling), refused
            if a.condition.test not in _TURN_RECORD_TESTS:
                raise Unsupported(a.text())
            built = self.enters(replace(a, condition=None, condition_last=False))
            return replace(built, only_if=source_test(a.condition),
                           only_if_text=a.condition.text())
        if a.condition is not None and not kicked:
            raise Unsupported(a.text())
        if a.unless is not None:  # "enters tapped unless you control a Forest or an Island"
            return d.EntersWith(tapped=a.tapped, text=self.line(a),
                                unless=source_test(a.unless), unless_text=a.unless.text())
        if a.counters is None:
            return d.EntersWith(tapped=a.tapped, text=self.line(a), if_kicked=kicked)
        # "for each ...", "where X is ...", "a number of ... equal to ...": counted as it
        # would enter (614.1c, 608.2h), as the effects of a resolving ability count
        counted = a.x_is if a.for_each is None else a.for_each if isinstance(
            a.for_each, m.TimesKicked) else m.CountOf(a.for_each)
        per = self.scope().quantity(counted) if counted is not None else None
        if isinstance(a.counters, m.Fixed):
            amount: int | None = a.counters.n
        elif isinstance(a.counters, m.VariableX):
            amount = None if per is None else 1
        elif is_quantity(a.counters) and per is None:
            amount, per = 1, self.scope().quantity(a.counters)
        else:
            raise Unsupported(a.text())
        if counter_refusal(a.counter):  # a kind whose meaning (122.1) isn't carried out
            raise Unsupported(f"{a.counter} counter")
        return d.EntersWith(counter=a.counter, amount=amount, tapped=a.tapped,
                            text=self.line(a), if_kicked=kicked, if_escaped=a.escapes,
                            if_cast_from_hand=a.cast_from_hand, per=per)

    @property
    def is_spell(self) -> bool:
        """An instant or sorcery (113.3a: its text is a spell ability)."""
        return bool({CardType.INSTANT, CardType.SORCERY} & set(self.card.types))

    @property
    def self_text(self) -> str:
        return f"this {self.card.self_word}"


#: conditions "~ enters with ... counters on it if ..." may ask as it would enter (614.1c):
#: what happened this turn, the same for every permanent entering at once
_TURN_RECORD_TESTS = frozenset({m.Test.ATTACKED_THIS_TURN, m.Test.ATTACKED_WITH_A_CREATURE,
                                m.Test.PERMANENT_LEFT, m.Test.DIED_THIS_TURN,
                                m.Test.LOST_LIFE, m.Test.GAINED_LIFE})


def _check_qualities(k: m.Keyword) -> None:
    """ "Protection from black", "from multicolored", "from Demons and from Dragons"
    (702.16a, 702.16g); "hexproof from blue" (702.11d): the qualities the engine tells
    apart (colours; for protection also "multicolored", card types and subtypes)."""
    protection = k.name is m.KeywordName.PROTECTION
    for quality in (k.quality, *k.also):
        word = quality.word
        if not ((isinstance(word, m.ColorWord) and word.letter) or (
                protection and protection_quality(quality))):
            raise Unsupported(k.text())
    if not protection and k.name is not m.KeywordName.HEXPROOF:
        raise Unsupported(k.text())


def granted(abilities: tuple[m.Ability, ...], card: m.Card, words: str,
            grantor: bool = False) -> list[Any]:
    """Quoted abilities given to an object (a token "with ...", 111.4; a permanent that
    "has ...", 613.1f), built as ``card``'s own would be: "this creature" is the object
    that has them; with ``grantor`` (a static ability's grant), the granting object's
    name is that object (201.5a), else an ability that names it is refused."""
    parts = Parts(card, grantor)
    for ability in abilities:
        parts.add(ability)
    if parts.keywords or parts.modes:
        raise Unsupported(words)
    return parts.abilities


def decayed(card: m.Card) -> list[Any]:
    """The triggered ability of decayed on a token created "with decayed" (111.4, 702.147a),
    with the delayed ability it creates (603.7)."""
    parts = Parts(card)
    parts.stands_for(m.Keyword(m.KeywordName.DECAYED), DECAYED, "702.147a")
    return [*parts.abilities, *parts.reflexive]


def _number(card: m.Card, value: str | None, what: str,
            abilities: Sequence[Any] = ()) -> int | None:
    if value is None:
        return None
    if value == m.DEFINED_BY_ABILITY and any(
            isinstance(a, DefinesPowerToughness) and getattr(a, what) for a in abilities):
        return 0  # what its characteristic-defining ability says replaces it (208.2a)
    if not value.lstrip("-").isdigit():  # "*": a characteristic-defining ability (604.3)
        raise OracleTextError(card.name, f"{what} {value}", value, "a printed number")
    return int(value)


#: what ascend on an instant or sorcery does (702.131a)
ASCEND_WORDS = ("If you control ten or more permanents and you don't have the city's blessing, "
                "you get the city's blessing for the rest of the game.")


def definition(card: m.Card, compiled: m.CardText | None = None) -> d.CardDef:
    """The engine definition of ``card`` (see :func:`rulings_kit.cards.lower.build`);
    ``compiled``: its text's parts, when they were compiled already."""
    if card.faces:  # a card with several faces: each face built on its own (708-712, 715)
        return faced_definition(card, compiled, definition)
    check_type_line(card)
    check_power_toughness(card)
    supertypes, types, subtypes = split_type_line(card.type_line)
    try:
        cost = ManaCost.parse(card.mana_cost) if card.mana_cost else None
    except RulingsError as e:
        raise OracleTextError(card.name, card.mana_cost, card.mana_cost,
                              f"mana symbols the engine knows ({e})") from None
    parts = compiled or card.parts() or compile_text(card.name, card.text, types)
    built = Parts(card)
    for ability in parts.abilities:
        try:
            built.add(ability)
        except Unsupported as e:
            sentence = ability.text()
            for old, new in (("\n~", f"\nThis {card.self_word}"), ("~", built.self_text),
                             (m.GRANTOR, card.name)):
                sentence = sentence.replace(old, new)
            raise OracleTextError(card.name, sentence[:1].upper() + sentence[1:],
                                  e.words.replace(m.GRANTOR, card.name),
                                  "a part the engine can carry out", keyword=e.keyword) from None
    check_linked(card.name, parts)  # "the chosen color" and what chose it (607.2d)
    for land_type in BASIC_LAND_MANA:  # intrinsic mana abilities (305.6)
        if land_type in subtypes:
            built.abilities.append(tap_for(BASIC_LAND_MANA[land_type]))
    built.abilities += built.reflexive  # triggered only by their instructions (603.12)
    if built.final_chapter:  # a Saga enters with a lore counter (714.3a)
        built.abilities += [d.EntersWith(counter="lore", amount=1),
                            SagaChapters(built.final_chapter)]
    if CardType.PLANESWALKER in types:  # enters with its printed loyalty (306.5b)
        loyalty = _number(card, card.loyalty or "0", "loyalty") or 0
        built.abilities.insert(0, d.EntersWith(counter="loyalty", amount=loyalty))
    if built.changeling:
        subtypes = (*subtypes, ALL_CREATURE_TYPES)  # 702.73a, 205.3m
    if OptionalCost.ENTWINE in dict(built.optional_costs) and not built.choose_modes:
        raise OracleTextError(card.name, m.KeywordName.ENTWINE, m.KeywordName.ENTWINE,
                              "a modal spell to entwine (702.42a)")
    if built.escalate is not None and not built.modes_up_to:
        raise OracleTextError(card.name, m.KeywordName.ESCALATE, m.KeywordName.ESCALATE,
                              "a modal spell of more than one mode (702.120a)")
    modes = built.modes
    if built.ascends:  # 702.131a: "If you control ten or more permanents and ..."
        blessing = GetCitysBlessing(ASCEND_WORDS)
        modes = tuple(replace(mode, effects=(blessing, *mode.effects)) for mode in modes)
    colors = frozenset(c for c in _COLOR_LETTERS if not built.colorless and (
        (cost is not None and c in cost.colors) or c in card.color_indicator))  # 202.2d-e
    built_card = d.CardDef(
        name=card.name,
        mana_cost=cost,
        colors=colors,
        types=types,
        subtypes=subtypes,
        supertypes=supertypes,
        power=_number(card, card.power, "power", built.abilities),
        toughness=_number(card, card.toughness, "toughness", built.abilities),
        keywords=frozenset(built.keywords),
        modes=modes,
        choose_modes=built.choose_modes,
        modes_up_to=built.modes_up_to,
        modes_repeat=built.modes_repeat,
        escalate=built.escalate,
        abilities=tuple(built.abilities),
        kicker=built.kicker,
        multikicker=built.multikicker,
        alternative_costs=tuple(built.alternative_costs),
        optional_costs=tuple(built.optional_costs),
        oracle_text=card.rules_text,
        keyword_lines=tuple(built.keyword_lines),
        is_token=card.is_token,
        text_from_parts=written(card, parts),
    )
    if built.changed_spell is not None:
        change, line, n = built.changed_spell
        return with_changed_spell(card, built_card, change, line, n, definition)
    return bestowed(built_card, built.bestow) if built.bestow else built_card


__all__ = ["definition", "words"]
