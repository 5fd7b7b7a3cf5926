"""The typed card vocabulary: what a card's rules text says, as JSON-ready data.

Parts are frozen dataclasses (nouns in :mod:`.objects`, effects in :mod:`.effects`,
costs, events and abilities in :mod:`.abilities`); :func:`to_json` / :func:`from_json`
write and read any of them. Every part renders its rules text with ``text()``.
"""

from rulings_kit.cards.model.abilities import (
    Ability,
    ActivatedAbility,
    AdditionalCost,
    CardText,
    Cost,
    Event,
    Keyword,
    KeywordLine,
    ObjectEvent,
    PlayerEvent,
    SpellAbility,
    StaticAbility,
    StepEvent,
    TriggeredAbility,
)
from rulings_kit.cards.model.codec import from_json, kinds, to_json
from rulings_kit.cards.model.effects import (
    AddMana,
    And,
    CreateToken,
    DealDamage,
    Discard,
    Draw,
    Effect,
    Fight,
    GainKeywords,
    GainLife,
    LoseLife,
    MayDo,
    Mill,
    Modal,
    Move,
    Pump,
    PutCounters,
    ReturnCard,
    Sacrifice,
    Scry,
    Sentences,
    Then,
)
from rulings_kit.cards.model.objects import (
    YOU,
    Amount,
    AttachedRef,
    Compare,
    Condition,
    Duration,
    EachRef,
    Filter,
    Fixed,
    ItRef,
    ObjectRef,
    PlayerRef,
    SelfRef,
    TargetRef,
    ThatMuch,
    VariableX,
)

__all__ = [
    "YOU", "Ability", "ActivatedAbility", "AddMana", "AdditionalCost", "Amount", "And",
    "AttachedRef", "CardText", "Compare", "Condition", "Cost", "CreateToken", "DealDamage",
    "Discard", "Draw", "Duration", "EachRef", "Effect", "Event", "Fight", "Filter", "Fixed",
    "GainKeywords", "GainLife", "ItRef", "Keyword", "KeywordLine", "LoseLife", "MayDo",
    "Mill", "Modal", "Move", "ObjectEvent", "ObjectRef", "PlayerEvent", "PlayerRef", "Pump",
    "PutCounters", "ReturnCard", "Sacrifice", "Scry", "SelfRef", "Sentences",
    "SpellAbility", "StaticAbility", "StepEvent", "TargetRef", "ThatMuch", "Then",
    "TriggeredAbility", "VariableX", "from_json", "kinds", "to_json",
]
