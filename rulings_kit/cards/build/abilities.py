"""Abilities of the card vocabulary interpreted into the engine's abilities (113):
spell abilities and modes (700.2), triggered (603), activated and mana (602, 605),
keyword (702) and "enters" replacement abilities (614.1c)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.build.conditions import source_test
from rulings_kit.cards.build.effects import interpret, words
from rulings_kit.cards.build.filters import Unsupported, filter_test
from rulings_kit.cards.build.printed import check_power_toughness, check_type_line
from rulings_kit.cards.build.refs import Scope
from rulings_kit.cards.build.statics import enchant, equip, prowess, static
from rulings_kit.cards.build.strict import require_handled
from rulings_kit.cards.build.triggers import LEAVES, PAIRED, remembers, trigger
from rulings_kit.cards.oracle import compile_text
from rulings_kit.core import definitions as d
from rulings_kit.core.keywords import KEYWORDS
from rulings_kit.core.mana import ManaCost, SpendOnly
from rulings_kit.core.produce import AnyColor, FixedMana, ForEach, Instead, OneColor, OneOf
from rulings_kit.core.sagas import chapter_trigger
from rulings_kit.core.selection import EventSubject, ItSelf
from rulings_kit.core.statics import DefinesPowerToughness, SagaChapters
from rulings_kit.data.records import split_type_line
from rulings_kit.errors import OracleTextError, RulingsError

_COLOR_LETTERS = ("W", "U", "B", "R", "G")
#: a basic land type gives its land "{T}: Add [mana symbol]." (305.6)
_BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


class Parts:
    """The engine abilities of one card, collected line by line."""

    def __init__(self, card: m.Card) -> None:
        self.card = card
        self.name = card.name
        self.abilities: list[Any] = []
        self.modes: tuple[d.Mode, ...] = ()
        self.choose_modes = 0
        self.keywords: set[str] = set()
        self.keyword_lines: list[str] = []
        self.kicker: ManaCost | None = None
        self.final_chapter = 0

    def add(self, ability: m.Ability) -> None:
        require_handled(ability)
        if isinstance(ability, m.KeywordLine):
            for k in ability.keywords:
                self.keyword(k)
            self.keyword_lines.append(ability.text())
        elif isinstance(ability, m.Keyword):
            self.keyword(ability)
            self.keyword_lines.append(ability.text())
        elif isinstance(ability, m.SpellAbility):
            self.spell(ability.effect)
        elif isinstance(ability, m.TriggeredAbility):
            self.abilities.append(self.triggered(ability))
        elif isinstance(ability, m.ActivatedAbility):
            self.abilities.append(self.activated(ability))
        elif isinstance(ability, m.EntersReplacement):
            self.abilities.append(self.enters(ability))
        elif isinstance(ability, m.ExileInsteadOfGraveyard):  # 614.1a
            if ability.whose not in ("a", "an opponent's"):
                raise Unsupported(ability.text())
            self.abilities.append(d.ExileInstead(tokens=ability.what == "a card or token",
                                                 opponents=ability.whose != "a"))
        elif isinstance(ability, m.Chapter) and "Saga" in self.card.type_line:
            for n in ability.chapters:  # "I, II — ..." is one ability per chapter (714.2c)
                scope = Scope(subject=ItSelf(), self_types=self.card.types)
                effects = interpret(ability.effect, scope, self.name)
                trigger = chapter_trigger(n, f"Chapter {n}")
                self.abilities.append(d.TriggeredAbility(trigger, effects, tuple(scope.specs)))
                self.final_chapter = max(self.final_chapter, n)
        elif isinstance(ability, m.AdditionalCost):
            self.abilities.append(additional_sacrifice(ability))
        elif isinstance(ability, m.StaticAbility) and self.is_spell and ability.condition is None:
            self.spell(ability.effect)  # an instant's or sorcery's text is its spell ability
        elif isinstance(ability, m.StaticAbility):
            self.abilities += static(ability, self.line(ability))
        else:
            raise Unsupported(ability.text())

    def line(self, ability: m.Ability) -> str:
        """The ability's rules text with this card's words for itself."""
        text = ability.text()
        if text.startswith("~"):
            text = f"This {self.card.self_word}" + text[1:]
        return text.replace("~", self.self_text)

    def keyword(self, k: m.Keyword) -> None:
        require_handled(k)
        if k.name == "Enchant":
            found, mode = enchant(k, "Aura" in self.card.type_line)
            self.abilities.append(found)
            self.modes = (mode,)
            return
        if k.name == "Equip":
            self.abilities.append(equip(k))
            return
        if k.name == "Prowess":
            self.abilities.append(prowess())
        if k.name == "Kicker" and k.cost is not None and k.cost.mana and not k.cost.others:
            self.kicker = ManaCost.parse(k.cost.mana)
            self.keywords.add("Kicker")
            return
        if k.name not in KEYWORDS or k.cost is not None or k.filter is not None:
            raise Unsupported(k.text())
        if k.quality and (k.name != "Protection" or k.quality not in (
                "white", "blue", "black", "red", "green")):
            raise Unsupported(k.text())
        self.keywords.add(k.name)

    def spell(self, effect: m.Effect) -> None:
        if self.modes:  # another paragraph of the same spell ability (608.2c)
            if self.choose_modes or len(self.modes) != 1 or isinstance(effect, m.Modal):
                raise Unsupported(effect.text())
            (first,) = self.modes
            scope = Scope(specs=list(first.targets), in_spell=True)
            run = interpret(effect, scope, self.name)
            self.modes = (d.Mode(tuple(scope.specs), first.effects + run),)
            return
        if isinstance(effect, m.Modal):
            if effect.up_to or effect.choose != 1:
                raise Unsupported(effect.text())
            self.modes = tuple(self.mode(e) for e in effect.modes)
            self.choose_modes = 1
        else:
            self.modes = (self.mode(effect),)

    def mode(self, effect: m.Effect) -> d.Mode:
        scope = Scope(in_spell=True)
        run = interpret(effect, scope, self.name)
        return d.Mode(tuple(scope.specs), run)

    def triggered(self, a: m.TriggeredAbility) -> d.TriggeredAbility:
        found = self._triggered(a)
        if a.condition is None:
            return found
        # an intervening "if" clause: checked as it triggers and as it resolves (603.4)
        return replace(found, intervening_if=source_test(a.condition))

    def _triggered(self, a: m.TriggeredAbility) -> d.TriggeredAbility:
        head = a.text().split(",")[0]
        found = trigger(a.event, head.replace("~", self.self_text))
        player, amount = remembers(a.event)
        subject: Any = None  # what "it" means before anything else is named
        self_left = False
        if isinstance(a.event, m.ObjectEvent):
            is_self = isinstance(a.event.subject, m.SelfRef)
            self_left = is_self and a.event.event in LEAVES
            # "that creature" of "blocks a creature" is the creature blocked (509.3b)
            mine = is_self and not self_left and a.event.event not in PAIRED
            subject = ItSelf() if mine else EventSubject()
        if isinstance(a.effect, m.Modal):
            if a.effect.up_to or a.effect.choose != 1:
                raise Unsupported(a.effect.text())
            modes = []
            for e in a.effect.modes:
                scope = Scope(subject=subject, self_left=self_left, event_player=player,
                              event_amount=amount, self_types=self.card.types)
                modes.append(d.Mode(tuple(scope.specs), interpret(e, scope, self.name)))
            return d.TriggeredAbility(found, modes=tuple(modes))
        scope = Scope(subject=subject, self_left=self_left, event_player=player,
                      event_amount=amount, self_types=self.card.types)
        effects = interpret(a.effect, scope, self.name)
        return d.TriggeredAbility(found, effects, tuple(scope.specs))

    def activated(self, a: m.ActivatedAbility) -> d.ActivatedAbility:
        cost = a.cost
        require_handled(cost)
        if a.timing not in ("", "activate only as a sorcery", "activate only once each turn"):
            raise Unsupported(a.timing)
        core_cost = d.Cost(ManaCost.parse(cost.mana), tap=cost.tap,
                           loyalty=cost.loyalty)  # a loyalty ability (606.4)
        for other in cost.others:
            core_cost = _other_cost(core_cost, other)
        if isinstance(a.effect, m.PerEach) and isinstance(a.effect.effect, m.AddMana) and \
                cost.loyalty is None and not a.timing:  # a mana ability (605.1a)
            return d.ActivatedAbility(core_cost, mana=_mana_for_each(a.effect,
                                                                     words(a.effect, self.name)))
        if _adds_mana_instead(a.effect) and cost.loyalty is None and not a.timing:
            assert isinstance(a.effect, m.Sentences)
            usual, instead = a.effect.parts
            assert isinstance(usual, m.AddMana) and isinstance(instead, m.IfThen)
            assert isinstance(instead.effect, m.AddMana)
            made, other = _mana(usual), _mana(instead.effect)
            if not isinstance(made, FixedMana) or not isinstance(other, FixedMana):
                raise Unsupported(a.effect.text())
            return d.ActivatedAbility(core_cost, mana=Instead(
                made, other, source_test(instead.condition), words(a.effect, self.name)))
        mana, more = _adds_mana(a.effect)
        if mana is not None and cost.loyalty is None and not a.timing:
            # a mana ability (605.1a); what else it does happens as it resolves, at once
            # (605.3b): "{T}: Add {W} or {U}. This land deals 1 damage to you."
            scope = Scope(subject=ItSelf())
            effects = interpret(more, scope, self.name) if more is not None else ()
            if scope.specs:  # an ability with a target is no mana ability (605.5a)
                raise Unsupported(a.effect.text())
            return d.ActivatedAbility(core_cost, effects, mana=_mana(mana),
                                      spend_only=_spend_only(mana))
        # "It deals 2 damage": the source (602.2)
        scope = Scope(subject=ItSelf(), self_types=self.card.types)
        effects = interpret(a.effect, scope, self.name)
        return d.ActivatedAbility(core_cost, effects, tuple(scope.specs),
                                  sorcery_speed=a.timing == "activate only as a sorcery",
                                  once_each_turn=a.timing == "activate only once each turn")

    def enters(self, a: m.EntersReplacement) -> d.EntersWith:
        kicked = a.condition is not None and a.condition.test == "kicked"
        if a.condition is not None and not kicked:
            raise Unsupported(a.text())
        if a.counters is None:
            return d.EntersWith(tapped=a.tapped, text=self.line(a), if_kicked=kicked)
        if isinstance(a.counters, m.Fixed):
            amount: int | None = a.counters.n
        elif isinstance(a.counters, m.VariableX):
            amount = None
        else:
            raise Unsupported(a.text())
        return d.EntersWith(counter=a.counter, amount=amount, text=self.line(a),
                            if_kicked=kicked)

    @property
    def is_spell(self) -> bool:
        """An instant or sorcery (113.3a: its text is a spell ability)."""
        return bool({"Instant", "Sorcery"} & set(self.card.types))

    @property
    def self_text(self) -> str:
        return f"this {self.card.self_word}"


def granted(abilities: tuple[m.Ability, ...], card: m.Card, words: str) -> list[Any]:
    """Quoted abilities given to an object (a token "with ...", 111.4; a permanent that
    "has ...", 613.1f), built as ``card``'s own would be: "this creature" is the object
    that has them."""
    parts = Parts(card)
    for ability in abilities:
        parts.add(ability)
    if parts.keywords or parts.modes:
        raise Unsupported(words)
    return parts.abilities


_SACRIFICE = re.compile(r"sacrifice (a|an|another) (\w+)$")
_LIFE = re.compile(r"pay (\d+) life$")


def _other_cost(cost: d.Cost, words: str) -> d.Cost:
    """A cost's other parts (118, 602.1a): "sacrifice ~", "sacrifice another creature",
    "discard a card", "pay 2 life"."""
    if words == "sacrifice ~":
        return replace(cost, sacrifice_self=True)
    if words == "discard a card":
        return replace(cost, discard=cost.discard + 1)
    if (life := _LIFE.match(words)) is not None:
        return replace(cost, life=cost.life + int(life.group(1)))
    found = _SACRIFICE.match(words)
    if found is None or cost.sacrifice:
        raise Unsupported(words)
    kind = found.group(2)
    kind = kind.capitalize() if kind.islower() else kind
    if kind.islower() or (kind not in d.PERMANENT_TYPES and not found.group(2)[:1].isupper()):
        raise Unsupported(words)
    return replace(cost, sacrifice=(kind,), sacrifice_another=found.group(1) == "another")


def additional_sacrifice(a: m.AdditionalCost) -> d.AdditionalSacrifice:
    """"As an additional cost to cast this spell, sacrifice a creature." (601.2b, 601.2h)"""
    words = a.cost.removeprefix("sacrifice ").split(" ", 1)
    kinds = tuple(t.capitalize() for t in words[-1].split(" or "))
    if len(words) != 2 or words[0] not in ("a", "an") or not set(kinds) <= {
            "Creature", "Artifact", "Enchantment", "Land", "Planeswalker"}:
        raise Unsupported(a.cost)
    return d.AdditionalSacrifice(kinds)


#: the card types a spell may have (205.2a), for "spend this mana only to cast ..."
_SPELL_TYPES = {"Artifact", "Creature", "Enchantment", "Instant", "Planeswalker", "Sorcery"}


def _spend_only(effect: m.AddMana) -> SpendOnly | None:
    """"Spend this mana only to cast a multicolored spell" (106.6), for the kinds of spell
    the engine can tell apart: card types, and multicolored."""
    f = effect.spend_only
    if f is None:
        return None
    types = tuple(t.capitalize() for t in f.types if t != "spell")
    rest = replace(f, types=(), noun="", joiner="or",
                   adjectives=tuple(a for a in f.adjectives if a != "multicolored"))
    if rest != m.Filter(()) or not set(types) <= _SPELL_TYPES:
        raise Unsupported(f"spend this mana only to cast {f.text()}")
    words = f"to cast {f.text(plural_form=True)}"
    return SpendOnly(words, types, multicolored="multicolored" in f.adjectives)


def _adds_mana(effect: m.Effect) -> tuple[m.AddMana | None, m.Effect | None]:
    """The mana an ability's effect adds first, and the rest of its sentences (or None)."""
    if isinstance(effect, m.AddMana):
        return effect, None
    if isinstance(effect, m.Sentences) and isinstance(effect.parts[0], m.AddMana):
        rest = effect.parts[1:]
        return effect.parts[0], rest[0] if len(rest) == 1 else m.Sentences(rest)
    return None, None


def _adds_mana_instead(effect: m.Effect) -> bool:
    """"Add {G}. If you control four or more creatures, add {G}{G} instead." (614.1a)"""
    if not isinstance(effect, m.Sentences) or len(effect.parts) != 2:
        return False
    usual, instead = effect.parts
    return isinstance(usual, m.AddMana) and isinstance(instead, m.IfThen) and \
        instead.instead and not (instead.also or instead.condition_last) and \
        isinstance(instead.effect, m.AddMana)


def _mana_for_each(effect: m.PerEach, text: str) -> ForEach:
    """"{T}: Add {C} for each artifact you control named Powerstone Shard." (106.1)"""
    assert isinstance(effect.effect, m.AddMana)
    made = _mana(effect.effect)
    if not isinstance(made, FixedMana) or effect.counted.zone or effect.effect.spend_only:
        raise Unsupported(effect.text())
    return ForEach(made.mana, filter_test(effect.counted), text)


def _mana(effect: m.AddMana) -> Any:
    require_handled(effect)
    if effect.spread == "of any one color" and isinstance(effect.amount, m.Fixed):
        return OneColor(effect.amount.n)  # one color chosen as it resolves (106.1)
    if effect.amount is not None or effect.spread:
        raise Unsupported(effect.text())
    if effect.any_color:
        return AnyColor()
    options = []
    for symbols in effect.symbols:
        try:
            cost = ManaCost.parse(symbols)
        except RulingsError:
            raise Unsupported(effect.text()) from None
        if not cost.symbols or cost.generic or cost.x_count:
            raise Unsupported(effect.text())
        options.append(tuple(cost.symbols))
    if len(options) == 1:
        return FixedMana(options[0])
    if any(len(o) != 1 for o in options):
        raise Unsupported(effect.text())
    return OneOf(tuple(o[0] for o in options))


def _number(card: m.Card, value: str | None, what: str,
            abilities: Sequence[Any] = ()) -> int | None:
    if value is None:
        return None
    if value == "*" and any(isinstance(a, DefinesPowerToughness) and getattr(a, what)
                            for a in abilities):
        return 0  # what its characteristic-defining ability says replaces it (208.2a)
    if not value.lstrip("-").isdigit():  # "*": a characteristic-defining ability (604.3)
        raise OracleTextError(card.name, f"{what} {value}", value, "a printed number")
    return int(value)


def definition(card: m.Card, compiled: m.CardText | None = None) -> d.CardDef:
    """The engine definition of ``card`` (see :func:`rulings_kit.cards.build.build`);
    ``compiled``: its text's parts, when they were compiled already."""
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
            for old, new in (("\n~", f"\nThis {card.self_word}"), ("~", built.self_text)):
                sentence = sentence.replace(old, new)
            raise OracleTextError(card.name, sentence[:1].upper() + sentence[1:], e.words,
                                  "a part the engine can carry out") from None
    for land_type, letter in _BASIC_LAND_MANA.items():  # intrinsic mana abilities (305.6)
        if land_type in subtypes:
            built.abilities.append(d.ActivatedAbility(d.Cost(tap=True),
                                                      mana=FixedMana((letter,))))
    if built.final_chapter:  # a Saga enters with a lore counter (714.3a)
        built.abilities += [d.EntersWith(counter="lore", amount=1),
                            SagaChapters(built.final_chapter)]
    if "Planeswalker" in types:  # enters with its printed loyalty (306.5b)
        loyalty = _number(card, card.loyalty or "0", "loyalty") or 0
        built.abilities.insert(0, d.EntersWith(counter="loyalty", amount=loyalty))
    colors = frozenset(c for c in _COLOR_LETTERS if cost is not None and c in cost.symbols)
    return d.CardDef(
        name=card.name,
        mana_cost=cost,
        colors=colors,
        types=types,
        subtypes=subtypes,
        supertypes=supertypes,
        power=_number(card, card.power, "power", built.abilities),
        toughness=_number(card, card.toughness, "toughness", built.abilities),
        keywords=frozenset(built.keywords),
        modes=built.modes,
        choose_modes=built.choose_modes,
        abilities=tuple(built.abilities),
        kicker=built.kicker,
        oracle_text=card.rules_text,
        keyword_lines=tuple(built.keyword_lines),
        is_token="Token" in card.type_line,
        text_from_parts=written(card, parts),
    )


def written(card: m.Card, parts: m.CardText) -> str:
    """The rules text the parts write, calling the card what its Oracle text calls it: a
    spell by its name (but "This spell costs ..."), a token "this token" (201.5)."""
    if "Token" in card.type_line.split("—")[0]:
        return m.CardText(card.name, "token", parts.abilities).text()
    if not {"Instant", "Sorcery"} & set(card.types):
        return parts.text()
    text = "\n".join(a.text() for a in parts.abilities)
    text = re.sub(r"(^|\n)~(?= costs| can't be countered)", r"\1This spell", text)
    return re.sub(r"~(?= costs| can't be countered)", "this spell", text).replace("~", card.name)


__all__ = ["definition", "words"]
