"""Static abilities (604) and the keywords that attach (enchant 702.5, equip 702.6)
interpreted into the engine's static effects and abilities."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.combat_keywords import COMBAT_KEYWORDS
from rulings_kit.cards.lower.combat_rules import combat_static
from rulings_kit.cards.lower.conditions import source_test
from rulings_kit.cards.lower.filters import Unsupported, filter_test, zone_of
from rulings_kit.cards.lower.host_conditions import host_static
from rulings_kit.cards.lower.keywords import keyword_triggers
from rulings_kit.cards.lower.layered import added_types, static_changes
from rulings_kit.cards.lower.refs import Scope, game_count, object_target, player_target
from rulings_kit.cards.lower.strict import reads, require_handled
from rulings_kit.cards.lower.unless import restriction_unless
from rulings_kit.core import definitions as d
from rulings_kit.core import events as ev
from rulings_kit.core.ability_costs import AbilitiesCostChange
from rulings_kit.core.attachments import AttachSelf
from rulings_kit.core.conditions import SourceTest
from rulings_kit.core.effects.instructions import ModifyUntilEndOfTurn
from rulings_kit.core.filters import (
    AllOf,
    AnyOf,
    HostOfSource,
    IsSource,
    ObjectTarget,
    ObjectTest,
    Stat,
    TargetsSource,
)
from rulings_kit.core.keywords import KEYWORDS, KeywordName
from rulings_kit.core.layer_changes import (
    AddKeywords,
    AddProtection,
    Change,
    GrantAbilities,
    ModifyPowerToughness,
)
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.patterns import CastsNoncreature
from rulings_kit.core.player_rules import ForItsController, PlayerRule, Whom
from rulings_kit.core.produce import ProducesInstead, ProducesTimes, TappedForManaBy
from rulings_kit.core.selection import ItSelf
from rulings_kit.core.soulbond import PairedCreatures
from rulings_kit.core.spell_targets import CastFrom, ItTargets, TargetsOne
from rulings_kit.core.state import Zone
from rulings_kit.core.statics import (
    MAY_NOT_UNTAP,
    RESTRICTIONS,
    Affects,
    DefinesPowerToughness,
    Enchant,
    PreventsDamage,
    PreventsDamageTo,
    SpellCostChange,
    StaticEffect,
)
from rulings_kit.core.words import a_or_an
from rulings_kit.errors import DataError, RulingsError


def keyword_name(word: str) -> str:
    """'first strike' -> 'First strike', a keyword the engine implements (702)."""
    name = word[:1].upper() + word[1:]
    if name not in KEYWORDS:
        raise Unsupported(word)
    return name


#: keywords that stand for a triggered ability the engine builds from the card's own
#: keyword line (prowess, 702.108a): a static ability or an effect that grants one would
#: give the keyword without its trigger, so the grant is refused (rebound's delayed
#: trigger is carried with the grant: keyword_triggers, 702.88a); and changeling, whose
#: "every creature type" is a characteristic-defining ability only as printed (702.73a, 604.3),
#: and dash, whose cost and abilities only the card's own keyword line builds (702.109a), as
#: it builds those of soulshift, afterlife, living weapon, outlast, persist, undying and
#: modular (702.46a, 702.135a, 702.92a, 702.107a, 702.79a, 702.93a, 702.43a), echo,
#: cumulative upkeep, morph and megamorph (702.30a, 702.24a, 702.37a-b), crew, fading and
#: vanishing (702.122a, 702.32a, 702.63a), cascade, storm, replicate, conspire and casualty
#: (702.85a, 702.40a, 702.56a, 702.78a, 702.153a), ripple and demonstrate (702.60a,
#: 702.144a)
TRIGGERED_KEYWORDS = frozenset({
    *COMBAT_KEYWORDS,  # battle cry, annihilator N, ... (cards/lower/combat_keywords.py)
    KeywordName.PROWESS, KeywordName.CHANGELING, KeywordName.DASH, KeywordName.SOULSHIFT,
    KeywordName.AFTERLIFE, KeywordName.LIVING_WEAPON, KeywordName.OUTLAST, KeywordName.PERSIST,
    KeywordName.UNDYING, KeywordName.MODULAR, KeywordName.ECHO, KeywordName.CUMULATIVE_UPKEEP,
    KeywordName.PARTNER, KeywordName.COMPANION,  # 702.124, 702.139a
    KeywordName.MORPH, KeywordName.MEGAMORPH, KeywordName.CREW,
    KeywordName.FADING, KeywordName.VANISHING, KeywordName.CASCADE, KeywordName.STORM,
    KeywordName.RIPPLE, KeywordName.DEMONSTRATE, KeywordName.DECAYED,  # 702.147a
    KeywordName.REPLICATE, KeywordName.CONSPIRE, KeywordName.CASUALTY,
    KeywordName.UNLEASH, KeywordName.RIOT, KeywordName.BLOODTHIRST,  # 702.98a, 702.136a,
    KeywordName.DEVOUR,  # 702.54a, 702.82a: replacements as it enters (614.1c)
    KeywordName.EXPLOIT, KeywordName.RENOWN, KeywordName.FABRICATE,  # 702.110a
    KeywordName.EVOLVE, KeywordName.GRAFT,  # 702.100a, 702.58a
    KeywordName.REINFORCE, KeywordName.UNDAUNTED,  # 702.77a, 702.125a
    KeywordName.AMPLIFY, KeywordName.SUNBURST,  # 702.38a, 702.44a
    KeywordName.TRIBUTE, KeywordName.SOULBOND})  # 702.104a, 702.95a


def _check_paired(a: m.StaticAbility) -> None:
    """ "Both creatures", "each of those creatures" name a soulbond pair only under "as long
    as ~ is paired with another creature" (702.95b)."""
    what = getattr(a.effect, "what", None)
    if isinstance(what, m.ItRef) and what.word.paired and (
            a.condition is None or a.condition.test is not m.Test.PAIRED):
        raise Unsupported(a.text())


def _it_is_its_source(a: m.StaticAbility) -> m.StaticAbility:
    """ "As long as ~ is equipped, it has menace.": "it" is the object the condition named
    first, the source itself (611.3a); anywhere else "it" stays as it is (and is refused)."""
    c, it = a.condition, m.ItRef(m.It.IT)
    if c is None or not a.condition_first or not isinstance(c.subject, m.SelfRef):
        return a

    def itself(part: m.Effect) -> m.Effect:
        if getattr(part, "what", None) != it:
            return part
        return replace(part, what=m.SelfRef())  # type: ignore[arg-type]

    e = a.effect
    if isinstance(e, m.And):
        e = replace(e, first=itself(e.first), second=itself(e.second),
                    more=tuple(itself(p) for p in e.more))
    return replace(a, effect=itself(e))


def granted_keyword_name(word: str) -> str:
    """keyword_name for a keyword an ability or effect grants (613.1f): refused if the
    grant would carry the keyword without the ability it stands for."""
    name = keyword_name(word)
    if name in TRIGGERED_KEYWORDS:
        raise Unsupported(word)
    return name


#: card types as protection names them (205.2a): "protection from creatures"
_PLURAL_CARD_TYPES = (m.KindWord.ARTIFACT, m.KindWord.CREATURE, m.KindWord.ENCHANTMENT,
                      m.KindWord.LAND, m.KindWord.PLANESWALKER)


def protection_quality(quality: m.ProtectionFrom) -> bool:
    """Whether the engine tells apart what protection is from (702.16a): a color,
    "multicolored" (105.2b), a card type (205.2a) or a subtype (205.3) in the plural."""
    word = quality.word
    return (isinstance(word, m.ColorWord) and bool(word.letter)) or isinstance(
        word, m.Subtype) or word is m.StateWord.MULTICOLORED or word in _PLURAL_CARD_TYPES


def protections(keywords: tuple[str, ...], spares: bool = False
                ) -> tuple[tuple[str, ...], AddProtection | None]:
    """The keywords but protection, and the protection they grant (layer 6, 702.16a):
    from a color, from "the chosen color" (607.2d), from a subtype in the plural ("Dogs");
    ``spares``: "This effect doesn't remove ~." Other qualities are refused."""
    try:
        typed = [(k, m.protection_of(k)) for k in keywords]
    except DataError:
        raise Unsupported(" and ".join(keywords)) from None  # from nothing protection names
    rest = tuple(k for k, q in typed if not q)
    said = [one for _, q in typed for one in q]
    if not said:
        if spares:
            raise Unsupported("this effect doesn't remove ~")
        return rest, None
    chosen = any(q.word is m.FromWords.THE_CHOSEN_COLOR for q in said)
    fixed = [q for q in said if q.word is not m.FromWords.THE_CHOSEN_COLOR]
    for quality in fixed:
        if not protection_quality(quality):
            raise Unsupported(f"protection from {quality.text()}")
    return rest, AddProtection(tuple(q.text() for q in fixed), chosen=chosen,
                               spares_source=spares)


def signed(value: str) -> int:
    """'+2' -> 2, '-1' -> -1 ('−' is the minus sign Oracle text prints)."""
    text = value.replace("−", "-")
    if not text.lstrip("+-").isdigit():
        raise Unsupported(value)
    return int(text)


def _affects(what: m.ObjectRef, reads_power: bool = False, pt_only: bool = False,
             nouns: tuple[str, ...] = ("creature", "land")) -> tuple[Affects | None, bool]:
    """Which objects a static ability's words name: (test, or attached-to); by power,
    toughness or keyword only for an effect that changes none (``reads_power``: a restriction),
    by keyword only for a change of P/T alone (``pt_only``: layer 7c reads layer 6,
    613.4; working out keywords looks at every static ability, 613.8)."""
    if isinstance(what, m.AttachedRef):
        if what.noun not in nouns:
            raise Unsupported(what.text())
        return None, True
    if isinstance(what, m.SelfRef):
        return IsSource(), False
    if isinstance(what, m.ItRef) and what.word.paired:  # the soulbond pair (702.95b)
        return PairedCreatures(), False
    if isinstance(what, m.EachRef) and (what.many or what.article is m.Article.EACH):
        f = what.filter  # "each creature you control with ..." is every one of them
        if (f.keyword and not pt_only and not reads_power) or (
                f.compare is not None and f.compare.what is not Stat.MANA_VALUE
                and not reads_power):
            raise Unsupported(what.text())  # would read what static effects change
        return filter_test(f), False
    raise Unsupported(what.text())


def _prevents_damage(e: m.Prevent, text: str) -> PreventsDamage:
    """A static ability's "Prevent all [combat] damage that would be dealt to ... [by
    ...]" (615.1a), whatever it names when the damage would be dealt (609.7)."""
    to, to_you = None, False
    for ref in e.to.refs if isinstance(e.to, m.Recipients) else (e.to,) if e.to else ():
        if isinstance(ref, m.PlayerRef) and ref.who is m.Who.YOU and not to_you:
            to_you = True
        elif to is None:
            to = _damage_side(ref)
        else:
            raise Unsupported(e.text())
    by = _damage_side(e.by) if e.by is not None else None
    return PreventsDamage(to, to_you, by, e.to_and_by, e.combat_only, text)


def _damage_side(ref: m.ObjectRef) -> Affects:
    """What a static prevention names on one side of the damage, seen from its permanent:
    itself, what it's attached to, or what a filter picks ("artifact sources", 609.7a)."""
    if isinstance(ref, m.SelfRef):
        return IsSource()
    if isinstance(ref, m.AttachedRef):
        return HostOfSource()
    if isinstance(ref, m.EachRef) and ref.article.every:
        return filter_test(ref.filter, sources=True)
    raise Unsupported(ref.text())


#: the rules "You have ..." / "You may ..." sets for its controller that the engine keeps
#: the players a rule for players may name, as the engine says them
_WHOM = {m.Who.YOU: Whom.CONTROLLER, m.Who.YOUR_OPPONENTS: Whom.OPPONENTS,
         m.Who.PLAYERS: Whom.EVERY_PLAYER}
_PLAYER_RULES = {
    m.PlayerRuleWords.NO_MAXIMUM_HAND_SIZE: PlayerRule.NO_MAXIMUM_HAND_SIZE,
    m.PlayerRuleWords.HEXPROOF: PlayerRule.HEXPROOF,
    m.PlayerRuleWords.SHROUD: PlayerRule.SHROUD,
    m.PlayerRuleWords.ONE_MORE_LAND: PlayerRule.ONE_MORE_LAND,
    m.PlayerRuleWords.TWO_MORE_LANDS: PlayerRule.TWO_MORE_LANDS,
    m.PlayerRuleWords.SKIP_DRAW_STEP: PlayerRule.SKIPS_DRAW_STEP,
}


@reads(m.Colorless, "what")
@reads(m.PlayerRule, "who rule")
@reads(m.MayNotUntap, "what")
@reads(m.CostChange, "spells mana less condition cast_by for_each counted also late "
                     "targets_self targets each where_x condition_first cast_from "
                     "colored_only")
@reads(m.NotAType, "what card_type")  # layered.py
@reads(m.SetLandType, "what land_type")
@reads(m.SetPowerToughness, "what amount which")
def static(a: m.StaticAbility, text: str) -> tuple[Any, ...]:
    """A static ability's continuous effects: P/T changes, keywords, restrictions ("gets
    +1/+0 and can't be blocked" is two), while its "as long as" condition holds (611.3a);
    or "this spell can't be countered" (101.2)."""
    _check_paired(a)
    if (host := host_static(a, text, static)) is not None:  # "as long as enchanted ..."
        return host
    a = _it_is_its_source(a)
    e = a.effect
    if a.spares_self and not isinstance(e, m.GainKeywords | m.Pump):
        raise Unsupported("this effect doesn't remove ~")
    if isinstance(e, m.CostChange):
        return (cost_change(a, text),)
    if isinstance(e, m.ActivatedCostChange):
        return (abilities_cost_change(a, text),)
    if _counted_pump(e) and a.condition is None:
        return (_per_each(e, text),)
    if isinstance(e, m.Prevent) and isinstance(e.to, m.SelfRef) and not e.this_turn and \
            e.amount is None and not e.combat_only and a.condition is None and e.by is None:
        require_handled(e)  # "Prevent all damage that would be dealt to this creature."
        return (PreventsDamageTo(text),)
    if isinstance(e, m.Prevent) and not e.this_turn and e.amount is None and \
            a.condition is None and not e.source_chosen:
        require_handled(e)
        return (_prevents_damage(e, text),)
    if isinstance(e, m.PlayerRule) and e.who.is_you and e.rule in _PLAYER_RULES and \
            a.condition is None:
        require_handled(e)  # 402.2, 702.11c, 702.18a, 305.2
        return (ForItsController(_PLAYER_RULES[e.rule], text),)
    if isinstance(e, m.PlayerRule) and e.rule is m.PlayerRuleWords.NO_MAXIMUM_HAND_SIZE and \
            e.who.who in _WHOM and a.condition is None:
        require_handled(e)  # "Players have no maximum hand size." (402.2)
        return (ForItsController(PlayerRule.NO_MAXIMUM_HAND_SIZE, text, _WHOM[e.who.who]),)
    if isinstance(e, m.PlayerRule) and e.rule is m.PlayerRuleWords.CANT_GAIN_LIFE and \
            e.who.who in _WHOM and a.condition is None:
        require_handled(e)  # 119.7
        return (ForItsController(PlayerRule.CANT_GAIN_LIFE, text, _WHOM[e.who.who]),)
    if isinstance(e, m.SetPowerToughness) and a.condition is None:
        return (defines_power_toughness(e, text),)
    if (rules := spell_rules(a, text)) is not None:
        return rules
    parts = [e.first, e.second, *e.more] if isinstance(e, m.And) else [e]
    # a condition may read power unless its own effect changes P/T or keywords (613.8);
    # never keywords: working them out looks at every static ability, this one too
    changes = any(isinstance(p, m.Pump | m.GainKeywords) for p in parts)
    if a.condition is not None and a.condition.filter is not None and a.condition.filter.keyword:
        raise Unsupported(a.condition.text())
    condition = source_test(a.condition, static=changes) if a.condition is not None else None
    layered = [static_changes(p) for p in parts]
    if len(parts) > 1 and all(c is not None for c in layered) and isinstance(e, m.And) and \
            e.same_subject:
        # one effect in several layers, deciding once what it applies to (613.6): "All
        # creatures lose all abilities and have base power and toughness 1/1."
        first = parts[0]
        assert isinstance(first, m.LoseAbilities | m.LoseAllAbilitiesText | m.SetBase
                          | m.SetColor | m.SetLandType | m.AddTypes | m.NotAType)
        affects, attached = _affects(first.what, nouns=_LAYERED_NOUNS)
        return (StaticEffect(text, affects, attached,
                             tuple(ch for c in layered if c is not None for ch in c),
                             condition=condition),)
    if a.spares_self and len(parts) > 1:
        raise Unsupported("this effect doesn't remove ~")
    out: list[Any] = []
    for part in parts:
        said = text if len(out) == 0 else ""
        if _counted_pump(part) and condition is None:  # "gets +1/+1 for each Plains you
            out.append(_per_each(part, said))  # control and has flying"
            continue
        require_handled(part)
        found = _static(part, said, a.spares_self)
        if condition is not None and found.condition is not None:  # "as long as" and
            raise Unsupported(a.text())  # "unless" both: not yet
        out.append(replace(found, condition=condition) if condition is not None else found)
    return tuple(out)


def _counted_pump(e: m.Effect) -> bool:
    """Whether ``e`` is "gets +1/+1 for each Plains you control" (a P/T change counted
    continuously, 611.3a)."""
    return isinstance(e, m.PerEach) and isinstance(e.effect, m.Pump) and \
        isinstance(e.counted, m.Filter)


def _per_each(e: m.Effect, text: str) -> StaticEffect:
    assert isinstance(e, m.PerEach) and isinstance(e.counted, m.Filter)
    require_handled(e.effect)
    _affects(m.EachRef(e.counted, m.Article.PLURAL))  # what it counts mustn't read what it
    # changes
    return replace(_static(e.effect, text), per=filter_test(e.counted))


def spell_rules(a: m.StaticAbility, text: str) -> tuple[Any, ...] | None:
    """"This spell can't be countered." (101.2; a rule of the spell, which functions on the
    stack, 113.6g), "If X is 5 or more, this spell can't be countered and the damage can't
    be prevented." (615.12); None for another ability."""
    e = a.effect
    parts = [e.first, e.second, *e.more] if isinstance(e, m.And) else [e]
    found: list[Any] = []
    min_x = 0
    if a.condition is not None:
        if a.condition.test is not m.Test.X_AT_LEAST:
            return None
        min_x = a.condition.n  # the X of the spell (107.3)
    for part in parts:
        if not isinstance(part, m.Restrict) or part.duration is not None or \
                part.by is not None or part.unless is not None or part.unless_pays:
            return None
        if part.rule is m.Restriction.CANT_BE_COUNTERED and isinstance(part.what, m.SelfRef):
            found.append(d.CantBeCountered(min_x, text))
        elif part.rule is m.Restriction.CANT_BE_PREVENTED and \
                part.what == m.ItRef(m.It.THE_DAMAGE):
            found.append(d.DamageCantBePrevented(min_x))
        else:
            return None
    return tuple(found)


def defines_power_toughness(e: m.SetPowerToughness, text: str) -> DefinesPowerToughness:
    """"This creature's power and toughness are each equal to the number of creature
    cards in all graveyards." (604.3, 208.2a): counted in every zone, in layer 7a."""
    require_handled(e)
    if isinstance(e.amount, m.DevotionTo) and isinstance(e.what, m.SelfRef) and \
            not e.amount.that_color:
        # "Daxos's toughness is equal to your devotion to white.": counted from the mana
        # costs alone (700.5a), so it never reads what it defines
        return DefinesPowerToughness(text, None, power=e.which is not m.PTWhich.TOUGHNESS,
                                     toughness=e.which is not m.PTWhich.POWER,
                                     devotion=tuple(c.letter for c in e.amount.colors
                                                    if c.letter))
    f = e.amount.filter if isinstance(e.amount, m.CountOf) else None
    if not isinstance(e.what, m.SelfRef) or f is None or (
            f.compare is not None and f.compare.what is not Stat.MANA_VALUE):
        raise Unsupported(e.text())  # P/T counting P/T would depend on itself (613.8)
    zone = zone_of(f.zone)
    return DefinesPowerToughness(text, filter_test(f), zone[0] if zone else Zone.BATTLEFIELD,
                                 power=e.which is not m.PTWhich.TOUGHNESS,
                                 toughness=e.which is not m.PTWhich.POWER)


#: whose spells a cost change is about, as the engine says it (601.2f)
_WHOSE_SPELLS = {m.CastBy.YOU: "you", m.CastBy.OPPONENTS: "opponents", m.CastBy.ANYONE: "all"}


def cost_change(a: m.StaticAbility, text: str) -> SpellCostChange:
    """"This spell costs {1} less to cast if ...", "Goblin spells you cast cost {1} less
    to cast", "Noncreature spells cost {1} more to cast", "costs {2}{U} less", "Strive —
    This spell costs {2}{U} more ..." (601.2f; 118.7b-c: a coloured reduction the cost
    lacks comes off its generic part)."""
    e = a.effect
    assert isinstance(e, m.CostChange)
    mana = ManaCost.parse(e.mana)
    if e.where_x is not None:
        return _x_change(e, mana, a, text)
    if mana.x_count or not mana.plain or (a.condition is not None and e.condition is not None):
        raise Unsupported(e.text())
    if (e.for_each or e.counted is not None) and e.spells is not None:
        raise Unsupported(e.text())  # only a spell's own change is counted (601.2f)
    whose = _WHOSE_SPELLS[e.cast_by]
    # "As long as ~ is tapped, ...": seen from the permanent, or from the spell (611.3a)
    condition = _condition(e) if a.condition is None else source_test(a.condition)
    spells = _spells_test(e)
    counts, counts_in, per = None, Zone.BATTLEFIELD, None
    if isinstance(e.counted, m.GameCount):  # "for each creature in your party" (700.8)
        per = game_count(e.counted)
    elif e.counted is not None:  # "for each artifact you control": seen from the spell
        counts = filter_test(e.counted)
        counts_in = zone[0] if (zone := zone_of(e.counted.zone)) is not None else Zone.BATTLEFIELD
    return SpellCostChange(text, -mana.generic if e.less else mana.generic, spells,
                           condition, mana.symbols if e.less else (), whose,
                           colored_more=() if e.less else mana.symbols,
                           per_extra_target=bool(e.for_each),
                           counts=counts, counts_in=counts_in, per=per,
                           colored_only=e.colored_only)


def _condition(e: m.CostChange) -> SourceTest | None:
    """When the change applies: "if you control a Wizard", seen from the spell or the
    permanent; "if it targets a creature token", the spell's own targets (601.2c)."""
    c = e.condition
    if c is None:
        return None
    if c.test is m.Test.TARGETS and c.filter is not None and e.spells is None:
        require_handled(c)
        return ItTargets(filter_test(c.filter))
    return source_test(c)


def _x_change(e: m.CostChange, mana: ManaCost, a: m.StaticAbility,
              text: str) -> SpellCostChange:
    """"This spell costs {X} less to cast, where X is the total power of creatures you
    control." (107.3c): {1} less for each one X is as the total cost is determined
    (601.2f), worked out seen from the spell."""
    assert e.where_x is not None
    if a.condition is not None or e.spells is not None or not e.less or \
            mana != ManaCost(0, (), 1):
        raise Unsupported(e.text())  # only a spell's own reduction by X (601.2f)
    return SpellCostChange(text, -1, amount=Scope(in_spell=True).quantity(e.where_x))


def _spells_test(e: m.CostChange) -> ObjectTest | None:
    """The spells a cost change applies to, seen from its permanent: those its filter
    takes (or its second one's: "Kithkin spells and Soldier spells"), with what they
    target, chosen before the total cost is determined (601.2c, 601.2f)."""
    if e.spells is None:
        return None
    test: ObjectTest = filter_test(e.spells)
    if e.also is not None:
        test = AnyOf((test, filter_test(e.also)))
    if e.cast_from is m.FilterZone.FROM_YOUR_GRAVEYARD:  # its owner's: the caster's (601.2a)
        test = AllOf((test, CastFrom(Zone.GRAVEYARD)))
    elif e.cast_from:
        raise Unsupported(e.text())
    if e.targets_self:
        test = AllOf((test, TargetsSource()))
    elif e.targets is not None:
        test = AllOf((test, TargetsOne(filter_test(e.targets))))
    return test


@reads(m.ActivatedCostChange, "of mana less at_least_one nonmana keyword")
def abilities_cost_change(a: m.StaticAbility, text: str) -> AbilitiesCostChange:
    """"Activated abilities of creatures you control cost {2} less to activate. This effect
    can't reduce the mana in that cost to less than one mana." (602.2b, 601.2f): generic
    mana only (118.7a), the abilities of the objects its filter takes where they are."""
    e = a.effect
    assert isinstance(e, m.ActivatedCostChange)
    mana = ManaCost.parse(e.mana)
    if a.condition is not None or mana.symbols or mana.x_count or not mana.plain or \
            not mana.generic:
        raise Unsupported(e.text())
    if e.keyword is m.AbilityKeyword.EQUIP:  # "Equip abilities you activate" (702.6a)
        return AbilitiesCostChange(text, -mana.generic if e.less else mana.generic, None,
                                   Zone.BATTLEFIELD, e.at_least_one, e.nonmana,
                                   keyword="equip")
    if e.of is None:  # every activated ability, wherever its object is (602.2b)
        return AbilitiesCostChange(text, -mana.generic if e.less else mana.generic, None,
                                   None, e.at_least_one, e.nonmana)
    zone = zone_of(e.of.zone)
    return AbilitiesCostChange(text, -mana.generic if e.less else mana.generic,
                               filter_test(e.of), zone[0] if zone else Zone.BATTLEFIELD,
                               e.at_least_one, e.nonmana)


@reads(m.AbilityCostChange, "mana counted less")
def ability_cost_change(c: m.AbilityCostChange) -> SpellCostChange:
    """"This ability costs {1} less to activate for each legendary creature you control."
    (602.2b, 601.2f): generic mana taken off (or added) for each object counted, seen from
    the ability's source, or each creature in its activator's party (700.8), as the total
    cost is determined."""
    mana = ManaCost.parse(c.mana)
    if mana.symbols or mana.x_count or not mana.plain or mana.generic != 1:
        raise Unsupported(c.text())
    counts, counts_in, per = None, Zone.BATTLEFIELD, None
    if isinstance(c.counted, m.GameCount):
        per = game_count(c.counted)
    else:
        counts = filter_test(c.counted)
        counts_in = zone[0] if (zone := zone_of(c.counted.zone)) is not None else Zone.BATTLEFIELD
    said = c.text()
    return SpellCostChange(f"{said[:1].upper()}{said[1:]}.", -1 if c.less else 1, counts=counts,
                           counts_in=counts_in, per=per, rule="602.2b")


def affinity(counted: m.Filter, text: str) -> SpellCostChange:
    """"Affinity for [text]" (702.41a): "This spell costs {1} less to cast for each [text]
    you control." (601.2f), counting permanents as the total cost is determined."""
    if counted.controller is not m.Controller.ANYONE or counted.zone is not m.FilterZone.UNSAID:
        raise Unsupported(counted.text())
    yours = filter_test(replace(counted, controller=m.Controller.YOU))
    return SpellCostChange(text, -1, counts=yours, rule="702.41a")


def undaunted(text: str) -> SpellCostChange:
    """Undaunted (702.125a): "This spell costs {1} less to cast for each opponent you
    have." (601.2f), those who left the game not counted (702.125b); each instance
    applies (702.125c)."""
    return SpellCostChange(text, -1, per=game_count(m.GameCount(m.CountedWords.OPPONENTS)),
                           rule="702.125a")


def _static(e: m.Effect, text: str, spares: bool = False) -> StaticEffect:
    if isinstance(e, m.Restrict) and (e.unless is not None or e.unless_pays):  # 508.1c,
        return restriction_unless(e, text)  # 509.1b
    if (combat := combat_static(e, text)) is not None:  # 509.1b, 510.1c
        return combat
    if spares and not isinstance(e, m.GainKeywords | m.Pump):  # only a protection spares
        raise Unsupported("this effect doesn't remove ~")
    if isinstance(e, m.Pump) and e.duration is None and not e.choice:
        affects, attached = _affects(e.what, pt_only=not (e.keywords or e.granted))
        if spares and not attached:  # "doesn't remove" the Aura it is (702.16c)
            raise Unsupported("this effect doesn't remove ~")
        rest, protection = protections(e.keywords, spares)
        keywords = frozenset(granted_keyword_name(k) for k in rest)
        return StaticEffect(text, affects, attached, _grants(
            keywords, _granted(e), ModifyPowerToughness(signed(e.power), signed(e.toughness)),
            protection), keyword_triggers=keyword_triggers(keywords))
    if isinstance(e, m.GainKeywords) and e.duration is None:
        affects, attached = _affects(e.what)
        if spares and not attached:  # "doesn't remove" the Aura it is (702.16c)
            raise Unsupported("this effect doesn't remove ~")
        rest, protection = protections(e.keywords, spares)
        keywords = frozenset(granted_keyword_name(k) for k in rest)
        return StaticEffect(text, affects, attached, _grants(keywords, _granted(e),
                                                             protection=protection),
                            keyword_triggers=keyword_triggers(keywords))
    if isinstance(e, m.AddTypes) and isinstance(e.what, m.AttachedRef) and \
            (changes := added_types(e)) is not None:  # "is a Knight in addition ..."
        _affects(e.what)  # "enchanted creature" / "equipped creature"
        return StaticEffect(text, None, True, changes)
    if isinstance(e, m.GainControl) and e.static and e.duration is None:
        # "You control enchanted creature.": layer 2 (613.1b; core/control.py)
        affects, attached = _affects(e.what, nouns=_CONTROLLED_NOUNS)
        return StaticEffect(text, affects, attached, controls=True)
    if isinstance(e, m.MayNotUntap) and isinstance(e.what, m.SelfRef):  # 502.3: a choice
        affects, attached = _affects(e.what)
        return StaticEffect(text, affects, attached, restriction=MAY_NOT_UNTAP)
    if isinstance(e, m.Restrict) and e.duration is None and _yours(e.what) and \
            e.rule is m.Restriction.DOESNT_UNTAP_YOUR:  # its controller's (502.3)
        e = replace(e, rule=m.Restriction.DOESNT_UNTAP)
    if isinstance(e, m.Restrict) and e.duration is None and (
            e.rule in _STATIC_RESTRICTIONS or e.rule in _MAY_NAME):
        # an Aura's "enchanted permanent": whatever it is attached to (303.4b)
        affects, attached = _affects(e.what, reads_power=True, nouns=_CONTROLLED_NOUNS)
        if (e.rule in _NEEDS_BY) != (e.by is not None) and e.rule not in _MAY_NAME:
            raise Unsupported(e.text())
        by = filter_test(e.by) if e.by is not None else None
        rule = _MAY_NAME[e.rule] if e.by is not None and e.rule in _MAY_NAME \
            else _STATIC_RESTRICTIONS[e.rule]
        return StaticEffect(text, affects, attached, restriction=rule, by=by)
    if isinstance(e, m.LoseAbilities | m.LoseAllAbilitiesText | m.SetBase | m.SetColor
                  | m.SetLandType | m.AddTypes | m.NotAType) and (
                      layered := static_changes(e)) is not None:
        # "Enchanted land is an Island." (305.7), "Enchanted creature is white." (613.1e)
        affects, attached = _affects(e.what, nouns=(
            ("land",) if isinstance(e, m.SetLandType) else _LAYERED_NOUNS))
        return StaticEffect(text, affects, attached, layered)
    raise Unsupported(e.text())


def _yours(what: m.ObjectRef) -> bool:
    """Whether the words name only objects the source's controller controls: "~", "lands
    you control" (then "your untap step" is their controller's, 502.3)."""
    return isinstance(what, m.SelfRef) or (
        isinstance(what, m.EachRef) and what.filter.controller is m.Controller.YOU)


#: what "You control enchanted ..." may name (303.4: an Aura enchants a permanent)
_CONTROLLED_NOUNS = ("creature", "land", "artifact", "enchantment", "planeswalker",
                     "permanent")

#: the restrictions a static ability puts on objects, as the engine says them (its
#: RESTRICTIONS: 509.1a-c, 508.1c-d, 502.3, 702.3b)
_STATIC_RESTRICTIONS = {r: r.value for r in m.Restriction if r.value in RESTRICTIONS}
#: the restrictions about the creatures ``by`` picks (509.1b, 508.1c)
_NEEDS_BY = (m.Restriction.CANT_BE_BLOCKED_BY, m.Restriction.CANT_BE_BLOCKED_EXCEPT_BY,
             m.Restriction.CANT_ATTACK_UNLESS, m.Restriction.CAN_BLOCK_ONLY)
#: restrictions that may name the attackers they are about, and the engine's words then
_MAY_NAME = {m.Restriction.CANT_BLOCK: "can't block the creatures named",
             m.Restriction.CAN_BLOCK_ONLY: "can block only the creatures named"}
#: what "enchanted [noun]" may name for an effect that changes characteristics
_LAYERED_NOUNS = ("creature", "land", "permanent")


def _grants(keywords: frozenset[str], abilities: tuple[d.ActivatedAbility, ...],
            pump: ModifyPowerToughness | None = None,
            protection: AddProtection | None = None) -> tuple[Change, ...]:
    """A static ability's changes: keywords, protection and abilities it grants (layer 6),
    its P/T change (7c) (613.6)."""
    changes: list[Change] = []
    if keywords:
        changes.append(AddKeywords(keywords))
    if protection is not None:
        changes.append(protection)
    if abilities:
        changes.append(GrantAbilities(abilities))
    if pump is not None and (pump.power or pump.toughness):
        changes.append(pump)
    return tuple(changes)


def _granted(e: m.Pump | m.GainKeywords) -> tuple[d.ActivatedAbility, ...]:
    """'... has "{T}: Draw a card, then discard a card."': the activated abilities a static
    ability grants (613.1f); "this creature" in them is the object that has them."""
    from rulings_kit.cards.lower.abilities import granted  # it builds statics with this module

    if not e.granted:
        return ()
    noun = e.what.noun if isinstance(e.what, m.AttachedRef) else (
        e.what.filter.text() if isinstance(e.what, m.EachRef) else "permanent")
    types = noun.split()[-1].capitalize()
    built = granted(e.granted, m.Card(f"this {noun.split()[-1]}", types, power="0",
                                      toughness="0"), e.text(), grantor=True)
    if not all(isinstance(a, d.ActivatedAbility) for a in built):
        raise Unsupported(e.text())  # a granted triggered ability: not yet
    return tuple(built)


def enchant(k: m.Keyword, is_aura: bool) -> tuple[Enchant, d.Mode]:
    """"Enchant creature" (702.5a): the Aura spell's target (303.4a) and what it can
    enchant (303.4c)."""
    if k.player is not None and is_aura:  # "Enchant player": it targets and enchants a
        spec = player_target(_ENCHANTED_PLAYERS[k.player])  # player (702.5d)
        return Enchant(a_or_an(k.player.value), spec.legal, k.text()), d.Mode((spec,), ())
    if k.filter is None or not is_aura:
        raise Unsupported(k.text())
    spec = object_target(m.TargetRef(k.filter))
    return Enchant(k.filter.text(), spec.legal, k.text()), d.Mode((spec,), ())


#: the players "Enchant player" and "Enchant opponent" allow, as targets say them (702.5d)
_ENCHANTED_PLAYERS = {m.EnchantPlayer.PLAYER: m.Who.TARGET_PLAYER,
                      m.EnchantPlayer.OPPONENT: m.Who.TARGET_OPPONENT}


def equip(k: m.Keyword) -> d.ActivatedAbility:
    """"Equip [cost]" means "[Cost]: Attach this permanent to target creature you
    control. Activate only as a sorcery." (702.6a)"""
    if k.cost is None or k.cost.others or k.cost.tap or not k.cost.mana:
        raise Unsupported(k.text())
    yours = m.Filter((m.CREATURE,), controller=m.Controller.YOU)
    target = object_target(m.TargetRef(yours))
    if k.filter is not None:  # "Equip Knight {1}": a creature you control with the quality
        quality = k.filter  # (702.6c); "Equip planeswalker" is another ability (702.6e)
        if quality.controller or quality.zone or quality.noun not in (
                m.FilterNoun.UNSAID, m.FilterNoun.TOKEN) or any(
                m.KindWord.PLANESWALKER in t.types for t in quality.types):
            raise Unsupported(k.text())
        legal = ObjectTarget(AllOf((filter_test(yours), filter_test(quality))))
        target = replace(target, what=f"target {quality.text()} you control", legal=legal)
    return d.ActivatedAbility(d.Cost(ManaCost.parse(k.cost.mana)), (AttachSelf(),), (target,),
                              reminder=k.text(), sorcery_speed=True, keyword="equip")


__all__: list[Any] = ["enchant", "equip", "granted_keyword_name", "keyword_name",
                      "protection_quality", "protections", "prowess", "signed", "static"]


def prowess() -> d.TriggeredAbility:
    """Prowess (702.108a): whenever you cast a noncreature spell, this creature gets
    +1/+1 until end of turn."""

    trigger = d.Trigger(ev.SpellCast, CastsNoncreature(), "Whenever you cast a noncreature spell",
                        rule="702.108a")
    pump = ModifyUntilEndOfTurn("This creature gets +1/+1 until end of turn.", ItSelf(), 1, 1)
    return d.TriggeredAbility(trigger, (pump,), keyword="Prowess")


def mana_replacement(a: m.ManaReplacementText, text: str) -> d.ManaReplacement:
    """"If a land is tapped for mana, it produces {B} instead of any other type and
    amount." / "If you tap a permanent for mana, it produces twice as much of that mana
    instead.": it modifies the mana production event of a mana ability with {T} in its
    cost (106.12, 106.12b), as a replacement effect (614.1a)."""
    require_handled(a)
    applies = TappedForManaBy(filter_test(a.filter), a.by_you)
    if a.produces:
        try:
            produced = ManaCost.parse(a.produces)
        except RulingsError:
            raise Unsupported(a.text()) from None
        if produced.generic or produced.x_count or not produced.symbols or not produced.plain:
            raise Unsupported(a.text())
        instead = tuple(produced.symbols)
        return d.ManaReplacement(applies, ProducesInstead(instead), text)
    times = a.times
    if times < 2:
        raise Unsupported(a.text())
    return d.ManaReplacement(applies, ProducesTimes(times), text)
