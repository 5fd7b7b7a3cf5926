"""Hand-built definitions of the bundled cards the Oracle-text compiler and interpreter
can't build yet (:mod:`rulings_kit.cards.bundled` lists the ones they can), and of the
tokens these cards create: each card's abilities, declared from typed parts.

Printed characteristics (cost, types, colours, P/T) come from the bundled Oracle data;
here each card says only what it does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rulings_kit.cards import parts as P
from rulings_kit.core import effects as E
from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import is_creature, is_land
from rulings_kit.core.context import Resolution
from rulings_kit.core.definitions import (
    ActivatedAbility,
    CantBeCountered,
    CardDef,
    Cost,
    CostIncrease,
    EntersWith,
    ManaReplacement,
    Mode,
    SelfReplacement,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.produce import AnyColor, FixedMana, WhatLandsCouldProduce
from rulings_kit.core.state import GameObject, GameState, Zone


@dataclass(frozen=True)
class Both:
    """Two instructions written in one paragraph ("Take an extra turn... Exile ...")."""

    first: Any
    second: Any

    def run(self, ctx: Resolution) -> None:
        self.first.run(ctx)
        self.second.run(ctx)

    def text(self, name: str) -> str:
        return f"{self.first.text(name)} {self.second.text(name)}"


@dataclass(frozen=True)
class Spec:
    """What a card does, beyond its printed characteristics."""

    modes: tuple[Mode, ...] = ()
    choose_modes: int = 0
    abilities: tuple[Any, ...] = ()
    keywords: tuple[str, ...] = ()  # keyword lines, in printed order
    trailing: tuple[str, ...] = ()  # keyword lines printed last (Rebound, Miracle)
    characteristic: tuple[str, ...] = ()
    kicker: str | None = None
    multikicker: bool = False


def tap_mana(mana: str) -> ActivatedAbility:
    return ActivatedAbility(Cost(tap=True), mana=FixedMana(tuple(mana)))


def spell(*effects: Any, targets: tuple[TargetSpec, ...] = ()) -> tuple[Mode, ...]:
    return (Mode(targets, tuple(effects)),)


# ---- Ivy's trigger condition ----------------------------------------------------------


def _targets_single_other_creature(
    spell_obj: GameObject, source: GameObject, state: GameState
) -> bool:
    """Ivy: the spell targets only a single creature other than Ivy (115.3: the same
    creature chosen several times is still a single creature)."""
    ids = {t for t in spell_obj.targets if isinstance(t, int)}
    if len(ids) != 1 or len(ids) != len(set(spell_obj.targets)):
        return False  # no target, a player among them, or more than one object
    (only,) = ids
    if only == source.id or not state.has(only):
        return False
    target = state.obj(only)
    return target.zone is Zone.BATTLEFIELD and is_creature(state, target)


def _ivy_trigger() -> Trigger:
    def hit(event: ev.Event, source: GameObject, state: GameState) -> GameObject | None:
        assert isinstance(event, ev.SpellCast)
        ok = _targets_single_other_creature(event.spell, source, state)
        return event.spell if ok else None

    return Trigger(
        ev.SpellCast,
        hit,
        "Whenever a player casts a spell that targets only a single creature other than Ivy",
    )


# ---- mana replacement effects (106.12b) ------------------------------------------------


def _contamination(state: GameState, repl: GameObject, source: GameObject, tapped: bool) -> bool:
    return tapped and ("Land" in source.card.types or is_land(state, source))


def _mana_reflection(state: GameState, repl: GameObject, source: GameObject, tapped: bool) -> bool:
    return tapped and source.controller == repl.controller


def _instant_or_sorcery_from_hand(s: GameObject) -> bool:
    return bool({"Instant", "Sorcery"} & set(s.card.types)) and s.cast_from is Zone.HAND


def _colorless(s: GameObject) -> bool:
    return not s.card.colors


def _your_next_upkeep() -> Trigger:
    return P.your_upkeep("At the beginning of your next upkeep")


def _miracle(cost: str) -> TriggeredAbility:
    price = ManaCost.parse(cost)
    return TriggeredAbility(
        P.drawn_first(E.reveal_for_miracle(price)),
        (E.CastForMiracleCost(price),),
        keyword="Miracle",
    )


def _rebound_cast() -> TriggeredAbility:
    return TriggeredAbility(
        _your_next_upkeep(), (E.CastWithoutPayingManaCost(only_subject=True),), delayed=True
    )


TOKENS: dict[str, Spec] = {
    "Eldrazi Scion": Spec(
        abilities=(ActivatedAbility(Cost(sacrifice_self=True), mana=FixedMana(("C",))),)
    ),
    "Thopter": Spec(keywords=("Flying",)),
}


def specs(token: Callable[[str], CardDef]) -> dict[str, Spec]:
    """Every card's Spec. ``token`` looks up a token's definition by name."""
    creature = P.creature()
    return {
        # ---- the four seed cards --------------------------------------------------------
        "Dream Thief": Spec(
            keywords=("Flying",),
            abilities=(
                TriggeredAbility(
                    P.enters(),
                    # checked as it resolves (608.2c); "another" leaves out only the spell
                    # that became this creature, if it was cast at all
                    (
                        E.If(
                            E.SpellsCastThisTurn(frozenset("U"), another=True),
                            (E.Draw(1),),
                            after=True,
                        ),
                    ),
                ),
            ),
        ),
        "Goliath Daydreamer": Spec(
            abilities=(
                TriggeredAbility(
                    P.you_cast(
                        _instant_or_sorcery_from_hand,
                        "Whenever you cast an instant or sorcery spell from your hand",
                    ),
                    (E.ExileThatSpellInstead(counter="dream"),),
                ),
                TriggeredAbility(P.attacks(), (E.CastWithoutPayingManaCost(counter="dream"),)),
            )
        ),
        "Ivy, Gleeful Spellthief": Spec(
            keywords=("Flying",),
            abilities=(TriggeredAbility(_ivy_trigger(), (E.CopySpell(targets_source=True),)),),
        ),
        "Thought Harvester": Spec(
            keywords=("Devoid", "Flying"),
            abilities=(
                TriggeredAbility(
                    P.you_cast(_colorless, "Whenever you cast a colorless spell"),
                    (E.ExileTopOfLibrary(1, "target opponent"),),
                    targets=(P.player("target opponent", opponent=True),),
                ),
            ),
        ),
        # ---- processors and mana -----------------------------------------------------
        "Blight Herder": Spec(
            abilities=(
                TriggeredAbility(
                    P.cast_this_spell(),
                    (
                        E.PutExiledCardsIntoGraveyard(
                            2, (E.CreateTokens(token("Eldrazi Scion"), 3),)
                        ),
                    ),
                ),
            )
        ),
        "Ruin Processor": Spec(
            abilities=(
                TriggeredAbility(
                    P.cast_this_spell(),
                    (E.PutExiledCardsIntoGraveyard(1, (E.GainLife(5),)),),
                ),
            )
        ),
        "Reflecting Pool": Spec(
            abilities=(
                ActivatedAbility(
                    Cost(tap=True), mana=WhatLandsCouldProduce(opponents=False, colors_only=False)
                ),
            )
        ),
        "Exotic Orchard": Spec(
            abilities=(
                ActivatedAbility(
                    Cost(tap=True), mana=WhatLandsCouldProduce(opponents=True, colors_only=True)
                ),
            )
        ),
        "Fellwar Stone": Spec(
            abilities=(
                ActivatedAbility(
                    Cost(tap=True), mana=WhatLandsCouldProduce(opponents=True, colors_only=True)
                ),
            )
        ),
        "Contamination": Spec(
            abilities=(
                TriggeredAbility(P.your_upkeep(), (E.SacrificeUnless(("Creature",)),)),
                ManaReplacement(
                    _contamination,
                    lambda mana: ("B",),
                    "If a land is tapped for mana, it produces {B} instead of any other type "
                    "and amount.",
                ),
            )
        ),
        "Mana Reflection": Spec(
            abilities=(
                ManaReplacement(
                    _mana_reflection,
                    lambda mana: mana + mana,
                    "If you tap a permanent for mana, it produces twice as much of that mana "
                    "instead.",
                ),
            )
        ),
        "Heartbeat of Spring": Spec(
            abilities=(
                TriggeredAbility(
                    P.land_tapped_for_mana(), (E.AddManaOfProducedType(),), mana_ability=True
                ),
            )
        ),
        # ---- spells ------------------------------------------------------------------
        "Fireball": Spec(
            abilities=(
                CostIncrease(
                    1, "This spell costs {1} more to cast for each target beyond the first."
                ),
            ),
            modes=spell(
                E.DivideDamageEvenly(),
                targets=(
                    TargetSpec("any number of targets", P.any_target().legal, any_number=True),
                ),
            ),
        ),
        "Burst Lightning": Spec(
            kicker="{4}",
            keywords=("Kicker {4}",),
            modes=spell(E.DealDamage(2, instead=(E.WasKicked(), 4)), targets=(P.any_target(),)),
        ),
        "Ghostfire": Spec(
            characteristic=("This spell is colorless.",),
            modes=spell(E.DealDamage(3), targets=(P.any_target(),)),
        ),
        "Vines of Vastwood": Spec(
            kicker="{G}",
            keywords=("Kicker {G}",),
            modes=spell(
                Both(
                    E.ShroudFromOpponents(),
                    E.If(E.WasKicked(), (E.Pump(4, 4, who="that creature"),)),
                ),
                targets=(creature,),
            ),
        ),
        "Comet Storm": Spec(
            kicker="{1}",
            multikicker=True,
            keywords=("Multikicker {1}",),
            modes=spell(
                E.DealDamage("X", each=True),
                targets=(TargetSpec("any target", P.any_target().legal, per_kick=True),),
            ),
        ),
        "Banefire": Spec(
            abilities=(
                CantBeCountered(
                    5,
                    "If X is 5 or more, this spell can't be countered and the damage can't be "
                    "prevented.",
                ),
            ),
            modes=spell(E.DealDamage("X"), targets=(P.any_target(),)),
        ),
        "Beacon of Unrest": Spec(
            modes=spell(
                Both(
                    E.ReturnToBattlefield(
                        "target artifact or creature card from a graveyard", under_your_control=True
                    ),
                    E.ShuffleSelfIntoLibrary(),
                ),
                targets=(
                    P.card_in_graveyard(
                        "target artifact or creature card from a graveyard",
                        lambda o: bool({"Artifact", "Creature"} & set(o.card.types)),
                        yours=False,
                    ),
                ),
            )
        ),
        "Staggershock": Spec(
            trailing=("Rebound",),
            abilities=(SelfReplacement(True, Zone.EXILE, "Rebound", then=0), _rebound_cast()),
            modes=spell(E.DealDamage(2), targets=(P.any_target(),)),
        ),
        "Brainstorm": Spec(modes=spell(E.DrawThenPutBack(3, 2))),
        "Temporal Mastery": Spec(
            trailing=("Miracle {1}{U}",),
            abilities=(_miracle("{1}{U}"),),
            modes=spell(Both(E.ExtraTurn(), E.ExileSelf())),
        ),
        # ---- permanents ----------------------------------------------------------------
        "Order of Whiteclay": Spec(
            abilities=(
                ActivatedAbility(
                    Cost(ManaCost.parse("{1}{W}{W}"), untap=True),
                    (
                        E.ReturnToBattlefield(
                            "target creature card with mana value 3 or less from your graveyard"
                        ),
                    ),
                    targets=(
                        P.card_in_graveyard(
                            "target creature card with mana value 3 or less from your graveyard",
                            P.creature_card(3),
                        ),
                    ),
                ),
            )
        ),
        "Hangarback Walker": Spec(
            abilities=(
                EntersWith("+1/+1", None, text="This creature enters with X +1/+1 counters on it."),
                TriggeredAbility(
                    P.dies(), (E.CreateTokens(token("Thopter"), E.CountersOnSource("+1/+1")),)
                ),
                ActivatedAbility(Cost(ManaCost.parse("{1}"), tap=True), (E.AddCounters(),)),
            )
        ),
        "Voracious Hydra": Spec(
            keywords=("Trample",),
            abilities=(
                EntersWith("+1/+1", None, text="This creature enters with X +1/+1 counters on it."),
                TriggeredAbility(
                    P.enters(),
                    modes=(
                        Mode((), (E.DoubleCounters(),)),
                        Mode(
                            (P.creature("target creature you don't control", P.not_yours),),
                            (E.Fight("target creature you don't control"),),
                        ),
                    ),
                ),
            ),
        ),
        "Pili-Pala": Spec(
            keywords=("Flying",),
            abilities=(ActivatedAbility(Cost(ManaCost.parse("{2}"), untap=True), mana=AnyColor()),),
        ),
        "Mutavault": Spec(
            abilities=(
                tap_mana("C"),
                ActivatedAbility(
                    Cost(ManaCost.parse("{1}")),
                    (E.BecomeCreature(2, 2, all_creature_types=True, still="Land"),),
                ),
            )
        ),
        "Vivid Crag": Spec(
            abilities=(
                EntersWith(
                    "charge",
                    2,
                    tapped=True,
                    text="This land enters tapped with two charge counters on it.",
                ),
                tap_mana("R"),
                ActivatedAbility(Cost(tap=True, remove_counter="charge"), mana=AnyColor()),
            )
        ),
        **TOKENS,
    }
