"""No part is half read: each part the interpreter carries out names the fields it
handles; a part with any other field set (a word the grammar learned after the
interpreter) is refused, never silently dropped (issue 12: no inert sentence)."""

from __future__ import annotations

import dataclasses
from typing import Any

from rulings_kit.cards import model as m


class Unsupported(Exception):
    """A part the engine can't carry out; the interpreter turns it into an OracleTextError
    naming the card and the sentence."""

    def __init__(self, words: str, keyword: str = "") -> None:
        super().__init__(words)
        self.words = words
        self.keyword = keyword  # a keyword ability the engine doesn't implement (702)


#: the fields the interpreter reads, by part; every other field must keep its default
HANDLED: dict[type, frozenset[str]] = {
    cls: frozenset(names.split()) for cls, names in {
        # effects
        m.DealDamage: "source amount to amount_last divided also",
        m.Draw: "who amount", m.Discard: "who amount at_random", m.Mill: "who amount",
        m.Scry: "amount", m.GainLife: "who amount", m.LoseLife: "who amount",
        m.Move: "verb what unless_pays", m.ReturnCard: "what to from_zone",
        m.Sacrifice: "who what filter amount",
        m.Pump: "what power toughness duration keywords static choice granted",
        m.GainKeywords: "what keywords duration static granted",
        m.PutCounters: "what amount counter each_of",
        m.CreateToken: "amount power toughness colors subtypes keywords artifact who granted "
                       "tapped attacking they_have",
        m.Search: "filter to reveal optional_find it_word named graveyard",
        m.Dig: "look take filter optional reveal to rest other then_rest", m.Fight: "first second",
        m.PutBack: "amount", m.ChooseTargets: "what", m.Colorless: "what",
        m.ExileTop: "amount then who face_down", m.CopySpell: "what new_targets targets",
        m.ExtraTurn: "who count", m.ForTheTurn: "rule", m.DoubleCounters: "counters",
        m.ExileAsItResolves: "what counter", m.CastFromExile: "counter",
        m.AddMana: "symbols any_color spend_only spend_one could_produce any_type amount spread "
                   "who additional produced",
        m.MayDo: "effect", m.Pay: "mana", m.MayHave: "effect",
        m.Become: "what power toughness colors subtypes types keywords granted duration still "
                  "in_addition plural base_words all_creature_types",
        m.Prevent: "combat_only amount to this_turn to_last source_chosen",
        m.PlayerRule: "who rule", m.MayNotUntap: "what",
        m.Restrict: "what rule duration by",
        m.IfThen: "condition effect condition_last instead also",
        m.PerEach: "effect counted", m.CostChange: "spells mana less condition cast_by for_each",
        m.WhereX: "effect x", m.Then: "first second new_sentence",
        m.RevealHandChoose: "who filter exile_until", m.PutObject: "what to",
        m.Attach: "what to", m.GainControl: "what duration",
        m.And: "first second same_subject more", m.Sentences: "parts",
        m.Lasting: "duration effect", m.WhenYouDo: "effect", m.ExileIfWouldDie: "what",
        m.LoseAbilities: "what abilities duration", m.AddTypes: "what types others",
        m.SetBase: "what power toughness duration becomes", m.SwitchPT: "what duration",
        m.SetColor: "what colors duration static",
        m.Modal: "choose modes", m.SetLandType: "what land_type",
        m.SetPowerToughness: "what amount which",
        m.ProcessExiled: "amount", m.Unless: "effect instead",
        # abilities, costs and events
        m.Keyword: "name cost filter quality also dash n", m.KeywordLine: "keywords",
        m.SpellAbility: "effect", m.ActivatedAbility: "cost effect timing condition",
        m.TriggeredAbility: "word event effect condition",
        m.StaticAbility: "effect condition condition_first condition_word",
        m.EntersReplacement: "tapped counters counter condition unless",
        m.AdditionalCost: "cost", m.Chapter: "chapters effect", m.WordedAbility: "word ability",
        m.Cost: "mana tap loyalty others untap",
        m.ExileInsteadOfGraveyard: "what whose", m.ManaReplacement: "filter by_you produces times",
        m.ObjectEvent: "subject event also", m.PlayerEvent: "who event filter at_least",
        m.StepEvent: "step whose",
        # nouns
        m.Filter: "types adjectives controller keyword compare zone noun lacks_keyword "
                  "joiner order counter history named colors",
        m.TargetRef: "filter count up_to another any_number each", m.EachRef: "filter article",
        m.ItRef: "word", m.AttachedRef: "via noun",
        m.Condition: "subject test filter n perfect each_article",
    }.items()
}


def _default(f: dataclasses.Field[Any]) -> Any:
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return dataclasses.MISSING


def require_handled(part: Any) -> None:
    """Raise :class:`Unsupported` if ``part`` sets a field the interpreter doesn't read."""
    handled = HANDLED.get(type(part))
    if handled is None:
        raise Unsupported(_words(part))
    for f in dataclasses.fields(part):
        if f.name in handled:
            continue
        default = _default(f)
        if default is dataclasses.MISSING or getattr(part, f.name) != default:
            raise Unsupported(_words(part))


def _words(part: Any) -> str:
    text = part.text() if hasattr(part, "text") else type(part).__name__
    return text if isinstance(text, str) else type(part).__name__
