"""Building a starting position: players, their zones, and where the game is."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from rulings_kit.core.definitions import CardDef
from rulings_kit.core.designations import MONARCH
from rulings_kit.core.emblems import place_emblems
from rulings_kit.core.state import GameObject, GameState, Kind, Player, Step, Zone
from rulings_kit.core.turn_record import Did, Happened, TurnRecord
from rulings_kit.errors import ScenarioError


@dataclass(frozen=True)
class Placed:
    """One object the set-up puts somewhere (SCENARIO_FORMAT.md, zone entries)."""

    card: CardDef
    label: str | None = None
    tapped: bool = False
    sick: bool = False
    counters: Mapping[str, int] = field(default_factory=dict)
    attacking: bool = False
    #: the face a double-faced permanent shows (712.8e), a flip card's flipped half
    #: (710.2): the face's definition, ``card`` being the whole card; None: its normal face
    face: CardDef | None = None


@dataclass(frozen=True)
class PlayerSetup:
    name: str
    life: int = 20
    zones: Mapping[Zone, Sequence[Placed]] = field(default_factory=dict)
    #: counters on the player (122.1): poison, energy...
    counters: Mapping[str, int] = field(default_factory=dict)
    #: the player's cards outside the game (400.11): not part of the game state
    sideboard: tuple[CardDef, ...] = ()
    #: emblems the player has (114.1), in the command zone
    emblems: tuple[CardDef, ...] = ()
    #: designations the player has (core/designations.py): "monarch", "city's blessing"
    designations: frozenset[str] = frozenset()


def build_state(
    players: Sequence[PlayerSetup],
    *,
    turn: int = 1,
    active: str | None = None,
    step: Step = Step.MAIN1,
    day_night: str = "",
) -> GameState:
    """The position: objects are simply there (fine print 16); the active player has
    priority with an empty stack."""
    if not players:
        raise ScenarioError("a game needs at least one player")
    names = [p.name for p in players]
    if len(set(names)) != len(names):
        raise ScenarioError(f"player names must differ: {names}")
    active = active or names[0]
    if active not in names:
        raise ScenarioError(f"active player {active!r} is not one of {', '.join(names)}")
    if len([p for p in players if MONARCH in p.designations]) > 1:
        raise ScenarioError("only one player can be the monarch (725.3)")
    objects: list[GameObject] = []
    battlefield: list[int] = []
    states: list[Player] = []
    next_id = 1
    defender = None
    # past the draw step, the active player has drawn for the turn (504.1), unless they
    # are the first player on the first turn (103.8a): a later draw isn't their first
    drew = list(Step).index(step) > list(Step).index(Step.DRAW) and not (
        turn == 1 and active == names[0]
    )
    for p in players:
        zone_ids: dict[Zone, list[int]] = {z: [] for z in Zone}
        for zone, entries in p.zones.items():
            for e in entries:
                obj = GameObject(
                    id=next_id,
                    card=e.face or e.card,
                    whole=e.card if e.face is not None else None,
                    owner=p.name,
                    controller=p.name,
                    zone=zone,
                    kind=Kind.TOKEN if e.card.is_token else Kind.CARD,
                    label=e.label,
                    tapped=e.tapped and zone is Zone.BATTLEFIELD,
                    sick=e.sick and zone is Zone.BATTLEFIELD,
                    counters=tuple(sorted((k, v) for k, v in e.counters.items() if v)),
                    attacking=e.attacking and zone is Zone.BATTLEFIELD,
                )
                if obj.attacking:
                    defender = next(n for n in names if n != p.name) if len(names) > 1 else None
                next_id += 1
                objects.append(obj)
                zone_ids[zone].append(obj.id)
        battlefield += zone_ids[Zone.BATTLEFIELD]
        states.append(
            Player(
                name=p.name,
                life=p.life,
                library=tuple(zone_ids[Zone.LIBRARY]),
                hand=tuple(zone_ids[Zone.HAND]),
                graveyard=tuple(zone_ids[Zone.GRAVEYARD]),
                exile=tuple(zone_ids[Zone.EXILE]),
                counters=tuple(sorted((k, v) for k, v in p.counters.items() if v)),
                designations=p.designations,
                sideboard=p.sideboard,
            )
        )
    state = GameState(
        players=tuple(states),
        objects=tuple(objects),
        battlefield=tuple(battlefield),
        turn=turn,
        active=active,
        step=step,
        priority=active,
        next_id=next_id,
        defender=defender,
        day_night=day_night,
        # the draw for the turn, which card it was is not part of the position
        this_turn=TurnRecord(((Happened(Did.DRAW, active, from_zone=Zone.LIBRARY),) if drew else ())
                             + tuple(Happened(Did.ATTACK, o.controller, o.id, o.name,
                                              attacked="" if o.attacks is not None
                                              else defender or "")
                                     for o in objects if o.attacking)),  # 508.1, 702.142a
    )
    return place_emblems(state, [(p.name, e) for p in players for e in p.emblems])
