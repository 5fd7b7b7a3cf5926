"""Choices made as a permanent enters and the abilities linked to them (614.12a, 607.2d):
"As this enchantment enters, choose a creature type." is an "enters" ability that asks
it (``EntersWith.chooses``); "Creatures of the chosen type get +1/+1" reads what was
chosen, and only a card with the ability that chooses it may say "the chosen ...", since the
two are linked (607.2d)."""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.actions import lowers, refused, words
from rulings_kit.cards.lower.printed import BASIC_LAND_MANA, LAND_TYPES
from rulings_kit.cards.lower.refs import Scope
from rulings_kit.cards.lower.strict import Unsupported
from rulings_kit.cards.model.kinds import CREATURE_TYPES
from rulings_kit.core import definitions as d
from rulings_kit.core.effects.choices import BecomesOfChoice, ChooseAsItResolves
from rulings_kit.core.game_object import Chosen
from rulings_kit.core.layer_changes import Change, SetColors, SetCreatureType, SetLandType
from rulings_kit.core.mana import COLORS
from rulings_kit.core.produce import tap_for
from rulings_kit.errors import OracleTextError

#: what each choice the engine carries out chooses, and from what (105.4, 205.3m)
_CHOOSES = {m.Choice.COLOR: (Chosen.COLOR, ()),
            m.Choice.CREATURE_TYPE: (Chosen.CREATURE_TYPE, CREATURE_TYPES)}

#: the choice each "of the chosen ..." of a filter reads (607.2d)
LINKED = {m.History.CHOSEN_COLOR: m.Choice.COLOR, m.History.CHOSEN_TYPE: m.Choice.CREATURE_TYPE,
          m.History.THAT_COLOR: m.Choice.COLOR, m.History.THAT_TYPE: m.Choice.CREATURE_TYPE,
          m.History.NOT_CHOSEN_TYPE: m.Choice.CREATURE_TYPE}


def as_enters_choose(ability: m.AsEntersChoose, line: str) -> d.EntersWith:
    """"As ~ enters, choose a color / a creature type." (614.12a); other choices refused."""
    if ability.choice not in _CHOOSES:
        raise Unsupported(ability.text())
    chooses, choices = _CHOOSES[ability.choice]
    return d.EntersWith(text=line, chooses=chooses, choices=choices, rule="614.12a")


@lowers(m.ChooseValue, reads="choice")
def _choose_value(effect: m.ChooseValue, scope: Scope, name: str) -> tuple[Any, ...]:
    """"Choose a creature type." as an instruction (608.2d); other choices refused."""
    if effect.choice not in _CHOOSES:
        raise refused(effect, name)
    chooses, choices = _CHOOSES[effect.choice]
    return (ChooseAsItResolves(words(effect, name), chooses, choices),)


def _becomes(kind: m.OfYourChoice) -> tuple[Chosen, tuple[tuple[str, Change], ...]]:
    """What "becomes the [kind] of your choice" chooses, and the change each value makes:
    a creature type replaces its creature types (205.1a, 205.3m), a color its colors (105.4),
    a basic land type its land types and the abilities of its rules text (305.7)."""
    if kind is m.OfYourChoice.CREATURE_TYPE:
        every = frozenset(CREATURE_TYPES)
        return Chosen.CREATURE_TYPE, tuple((t, SetCreatureType(t, every)) for t in CREATURE_TYPES)
    if kind is m.OfYourChoice.COLOR:
        return Chosen.COLOR, tuple((c, SetColors(frozenset({c}))) for c in COLORS)
    return Chosen.BASIC_LAND_TYPE, tuple((str(t), SetLandType(str(t), tap_for(mana), LAND_TYPES))
                                         for t, mana in BASIC_LAND_MANA.items())


@lowers(m.BecomesOfChoice, reads="what choice duration")
def _becomes_of_choice(effect: m.BecomesOfChoice, scope: Scope, name: str) -> tuple[Any, ...]:
    """"~ becomes the creature type of your choice until end of turn." (608.2d, 611.2a)."""
    if effect.duration is None or not effect.duration.words.this_turn:
        raise refused(effect, name)  # only until end of turn (514.2)
    what, changes = _becomes(effect.choice)
    return (BecomesOfChoice(words(effect, name), scope.objects(effect.what), what, changes),)


def check_linked(card: str, parts: m.CardText) -> None:
    """Refuse a card saying "of the chosen color" (or type, "that type") without the
    ability that chooses it as it enters, or an instruction of the same ability that
    chooses it before: the two are linked (607.2d), and nothing else of the card would
    have chosen."""
    made = {a.choice for a in parts.abilities if isinstance(a, m.AsEntersChoose)}
    for ability in parts.abilities:
        reads = _reads(ability)
        if not reads:
            continue
        here = made | {c.choice for c in _instructions(ability)}
        for said, needs in reads:
            if needs not in here:
                raise OracleTextError(card, ability.text(), said,
                                      f"an ability that chooses {needs.value} (607.2d)")


#: protection from what was chosen (702.16a, 607.2d)
_CHOSEN_FROM = "protection from the chosen color"


def _reads(value: object) -> list[tuple[str, m.Choice]]:
    """Every "the chosen ..." said inside a part (its fields, and theirs), with the choice
    it reads: a filter's history ("of the chosen color"), "one mana of the chosen color"."""
    if isinstance(value, tuple | list):
        return [r for v in value for r in _reads(v)]
    if not is_dataclass(value) or isinstance(value, type):
        return []
    own = [(value.history.value, LINKED[value.history])] if isinstance(
        value, m.Filter) and value.history in LINKED else []
    if isinstance(value, m.AddMana) and value.chosen_color:
        own.append(("one mana of the chosen color", m.Choice.COLOR))
    if isinstance(value, m.GainKeywords | m.Pump) and _CHOSEN_FROM in value.keywords:
        own.append((_CHOSEN_FROM, m.Choice.COLOR))
    return own + [r for f in fields(value) for r in _reads(getattr(value, f.name))]


def _instructions(value: object) -> list[m.ChooseValue]:
    """Every "Choose a creature type." instruction inside a part."""
    if isinstance(value, m.ChooseValue):
        return [value]
    if isinstance(value, tuple | list):
        return [c for v in value for c in _instructions(v)]
    if not is_dataclass(value) or isinstance(value, type):
        return []
    return [c for f in fields(value) for c in _instructions(getattr(value, f.name))]
