"""Emblems (114): "[Player] gets an emblem with [ability]" puts into the command zone an
object with those abilities, owned and controlled by that player (114.2), with no other
characteristics (114.3); its abilities work there (114.4) for the rest of the game. It is
neither a card nor a permanent (114.5): the game's lists of sources of static and
triggered abilities take the command zone's emblems (``GameState.sources_whose``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from rulings_kit.core import events as ev
from rulings_kit.core.context import Resolution
from rulings_kit.core.definitions import Ability, ActivatedAbility, CardDef, TriggeredAbility
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.game_object import GameObject
from rulings_kit.core.selection import Players
from rulings_kit.core.state import GameState
from rulings_kit.core.values import evolve
from rulings_kit.core.words import spoken
from rulings_kit.core.zones import Kind, Zone


def emblem_card(source_name: str, abilities: tuple[Ability, ...]) -> CardDef:
    """An emblem's definition: only its abilities (114.3). It has no name; the engine calls
    it after the object that made it, so a reader can tell emblems apart."""
    return CardDef(name=f"{source_name}{SUFFIX}", mana_cost=None, colors=frozenset(), types=(),
                   abilities=tuple(_in_command_zone(a) for a in abilities), layout=EMBLEM)


#: the layout of an emblem's definition (MTGJSON's word for an emblem card)
EMBLEM = "emblem"
SUFFIX = " emblem"


def _in_command_zone(ability: Ability) -> Ability:
    """A triggered ability built as a permanent's triggers from where the emblem is (114.4)."""
    if isinstance(ability, TriggeredAbility) and ability.trigger.zone is Zone.BATTLEFIELD:
        return replace(ability, trigger=replace(ability.trigger, zone=Zone.COMMAND))
    return ability


@dataclass(frozen=True)
class GetEmblem(Worded):
    """Each of ``players`` gets an emblem with ``emblem``'s abilities (114.2)."""

    emblem: CardDef
    players: Players

    def run(self, ctx: Resolution) -> None:
        txn = ctx.txn
        for player in self.players.players(ctx):
            txn.count_new_object()
            emblem = GameObject(id=txn.new_id(), card=self.emblem, owner=player,
                                controller=player, zone=Zone.COMMAND, kind=Kind.EMBLEM)
            txn.update(emblem)
            txn.state = evolve(txn.state, command=(*txn.state.command, emblem.id))
            txn.emit(ev.Noted("114.2", f"{player} gets an emblem ({spoken(ctx.obj.display_name)})"
                              f": {self.emblem.name}"))


def emblems_made_by(card: CardDef) -> tuple[CardDef, ...]:
    """The emblems ``card``'s abilities give ("−7: You get an emblem with ..."), so a
    position can start with one (114.1)."""
    found = [e.emblem for a in card.of_kind(ActivatedAbility) + card.of_kind(TriggeredAbility)
             for e in a.effects if isinstance(e, GetEmblem)]
    return tuple(dict.fromkeys(found))


def place_emblems(state: GameState, emblems: Sequence[tuple[str, CardDef]]) -> GameState:
    """``state`` with these emblems in the command zone, each (player, emblem) owned and
    controlled by its player (114.2): simply there, as the set-up's objects are."""
    for player, card in emblems:
        emblem = GameObject(id=state.next_id, card=card, owner=player, controller=player,
                            zone=Zone.COMMAND, kind=Kind.EMBLEM)
        state = evolve(state.with_object(emblem), next_id=state.next_id + 1,
                       command=(*state.command, emblem.id))
    return state
