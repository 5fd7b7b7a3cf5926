"""Which objects and players an instruction acts on, worked out as it resolves (608.2c): its
targets (608.2b: only those still legal), the object itself, the object a trigger event was
about, what an Aura or Equipment is attached to, or every object that matches a test ("each
creature", 608.2c): the general nouns card definitions choose. The amounts they use are
rulings_kit.core.amounts."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from rulings_kit.core.abilities import as_activated, triggered_ability
from rulings_kit.core.characteristics import card_types
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import option_for
from rulings_kit.core.events import Noted, ZoneChanged
from rulings_kit.core.filters import ObjectTest, seen_from
from rulings_kit.core.planeswalkers import attacked_planeswalker
from rulings_kit.core.questions import Ask
from rulings_kit.core.state import PUBLIC_ZONES, GameObject, GameState, Kind, Zone
from rulings_kit.core.words import a_or_an, plural, possessive, spoken


class Objects(Protocol):
    """A way to find the objects an instruction acts on."""

    def objects(self, ctx: Resolution) -> list[GameObject]: ...


class Players(Protocol):
    """A way to find the players an instruction acts on."""

    def players(self, ctx: Resolution) -> list[str]: ...


def current(ctx: Resolution, obj: GameObject | None) -> GameObject | None:
    """The object as it is now, or None if it left its zone (400.7: a new object)."""
    if obj is None or not ctx.state.has(obj.id):
        return None
    now = ctx.state.obj(obj.id)
    return now if now.zone is obj.zone else None


@dataclass(frozen=True)
class Targeted:
    """The objects (or players) chosen for one use of the word "target" that are still
    legal targets (608.2b); with ``last_known``, as they were when it began to resolve
    if they have left ("that permanent's mana value", 608.2h)."""

    group: int = 0
    last_known: bool = False

    def objects(self, ctx: Resolution) -> list[GameObject]:
        if self.last_known:
            return [current(ctx, o) or ctx.state.last_known(o) or o
                    for o in ctx.last_known_targets(self.group)]
        found = (ctx.current(t) for t in ctx.targets(self.group))
        return [o for o in found if o is not None]

    def players(self, ctx: Resolution) -> list[str]:
        return [t for t in ctx.targets(self.group) if isinstance(t, str)]


@dataclass(frozen=True)
class Became:
    """The new objects the targets of ``of`` (or the source itself) became where an earlier
    instruction of the same effect moved them from the battlefield to a public zone
    (400.7j): "Exile target creature. Return that card to the battlefield ..."; none once
    they have moved again."""

    of: Targeted | ItSelf

    def objects(self, ctx: Resolution) -> list[GameObject]:
        found: list[GameObject] = []
        was_there = (ctx.source,) if isinstance(self.of, ItSelf) else \
            ctx.last_known_targets(self.of.group)
        for target in was_there:
            was = ctx.state.last_known(target)
            became = was.known.became if was is not None and was.known is not None else None
            if became is not None and ctx.state.has(became) and \
                    (new := ctx.state.obj(became)).zone in PUBLIC_ZONES:
                found.append(new)
        return found


@dataclass(frozen=True)
class ItSelf:
    """The spell itself, or the permanent whose ability this is, if it is still where it
    was (400.7); as a source of damage, it is the object as it last existed (608.2h)."""

    last_known: bool = False

    def objects(self, ctx: Resolution) -> list[GameObject]:
        me = ctx.source
        now = current(ctx, me)
        if now is None and self.last_known:
            return [ctx.state.last_known(me) or me]
        if now is None:
            now = moved_source(ctx)
        return [now] if now is not None else []


@dataclass(frozen=True)
class MovedSelf:
    """"Return this enchantment to the battlefield transformed" in an Aura's ability that
    triggers when the enchanted creature leaves the battlefield: only the new object the
    Aura became in its owner's graveyard, where state-based actions put it (400.7f,
    704.5m; :func:`moved_source`), never the Aura while it is still on the battlefield.
    ``yours``: "from your graveyard", so only if the resolving ability's controller owns
    it (404.1)."""

    yours: bool = False

    def objects(self, ctx: Resolution) -> list[GameObject]:
        now = moved_source(ctx)
        if now is not None and self.yours and now.owner != ctx.controller:
            ctx.txn.emit(Noted("404.1", f"{now.name} is in {possessive(now.owner)} graveyard, "
                                        f"not {possessive(ctx.controller)}", did_nothing=True))
            return []
        return [now] if now is not None else []


@dataclass(frozen=True)
class Sacrificed:
    """"The sacrificed creature": the permanents sacrificed to pay the spell's or
    ability's costs, as they last existed on the battlefield (608.2h, 113.7a)."""

    def objects(self, ctx: Resolution) -> list[GameObject]:
        return list(ctx.obj.sacrificed)


def moved_source(ctx: Resolution) -> GameObject | None:
    """The new object the source of a resolving leaves-the-battlefield trigger became,
    where the rules let the ability find it (an exception to 400.7): its own leaving, in
    the public zone it moved to (400.7e); or, for an Aura whose enchanted permanent's
    leaving made it trigger, in its owner's graveyard, where state-based actions put it
    (400.7f, 603.6e, 704.5m). "Return Angelic Destiny to its owner's hand" finds the card.
    None for any other ability, or once that object has moved again."""
    trigger, me = ctx.obj, ctx.source
    if trigger.kind is not Kind.TRIGGER or trigger.source is None:
        return None
    ability = triggered_ability(trigger).trigger
    was = ctx.state.last_known(me)
    if ability.event is not ZoneChanged or was is None or was.known is None \
            or was.known.became is None:
        return None
    if ability.zone is None:  # it triggers on its source's own zone change (603.10a)
        rule, zones = "400.7e", tuple(PUBLIC_ZONES)
    else:
        host = ctx.state.last_known(trigger.subject) if trigger.subject is not None else None
        if host is None or host.id != me.attached_to:
            return None
        rule, zones = "400.7f", (Zone.GRAVEYARD,)
    if not ctx.state.has(was.known.became):
        ctx.txn.emit(Noted(rule, f"{spoken(trigger.display_name)} can't find {me.name}: the "
                                 "card it became has moved again, a new object (400.7)"))
        return None
    new = ctx.state.obj(was.known.became)
    if new.zone not in zones:
        return None
    ctx.txn.emit(Noted(rule, f"{spoken(trigger.display_name)} finds {new.name} in "
                             f"{possessive(new.owner)} {new.zone.value}, where it went"))
    return new


@dataclass(frozen=True)
class Grantor:
    """The object that grants the resolving ability ("Blazing Torch deals 2 damage" in
    the ability Blazing Torch grants: 201.5a), if it is still on the battlefield; as a
    source of damage, as it last existed if it has left (113.7a, 608.2h)."""

    last_known: bool = False

    def objects(self, ctx: Resolution) -> list[GameObject]:
        granted = ctx.obj.granted
        gid = as_activated(granted).grantor if granted is not None else None
        if gid is None:
            return []
        if ctx.state.has(gid) and (now := ctx.state.obj(gid)).zone is Zone.BATTLEFIELD:
            return [now]
        was = next((w for w in reversed(ctx.state.left) if w.id == gid), None)
        return [was] if was is not None and self.last_known else []


@dataclass(frozen=True)
class EventSubject:
    """The object the trigger event was about ("that creature", 603.2), if still there;
    with ``last_known``, as it last existed on the battlefield if it has left it, or if
    the event was its leaving ("that creature's toughness" as it died: 608.2h, 603.10a)."""

    last_known: bool = False

    def objects(self, ctx: Resolution) -> list[GameObject]:
        subject = ctx.obj.subject
        if self.last_known and subject is not None:
            was = ctx.state.last_known(subject)
            if was is not None:
                return [was]
        now = current(ctx, subject)
        if now is None and self.last_known and subject is not None:
            return [subject]
        return [now] if now is not None else []


@dataclass(frozen=True)
class Entered:
    """The permanents the targets of ``of`` became where an earlier instruction of the
    same effect put them onto the battlefield (400.7: each a new object): "Return target
    creature card from your graveyard to the battlefield. It gains haste.", "Return all
    artifact cards from your graveyard to the battlefield. They gain haste."; none that has
    left the battlefield since. Without ``of``, every card put onto the battlefield so far
    ("You may put a creature card from your hand onto the battlefield. Sacrifice it ...")."""

    of: Targeted | Matching | None = None

    def objects(self, ctx: Resolution) -> list[GameObject]:
        found: list[GameObject] = []
        cards: Iterable[int] = ctx.entered if self.of is None else \
            ctx.found.get(id(self.of), ()) if isinstance(self.of, Matching) else \
            (c.id for c in ctx.last_known_targets(self.of.group))
        for card in cards:
            new = ctx.entered.get(card)
            if new is not None and ctx.state.has(new) and \
                    (now := ctx.state.obj(new)).zone is Zone.BATTLEFIELD:
                found.append(now)
        return found


@dataclass(frozen=True)
class Created:
    """The tokens an earlier instruction of the same ability created ("create a 1/1
    Soldier token, then attach this artifact to it")."""

    def objects(self, ctx: Resolution) -> list[GameObject]:
        return [ctx.state.obj(i) for i in ctx.created if ctx.state.has(i)]


@dataclass(frozen=True)
class AttachedTo:
    """What the source Aura or Equipment is attached to (303.4, 301.5)."""

    def objects(self, ctx: Resolution) -> list[GameObject]:
        me = current(ctx, ctx.source)
        host = me.attached_to if me is not None else ctx.source.attached_to
        if not isinstance(host, int) or not ctx.state.has(host):  # none, or a player
            return []
        return [ctx.state.obj(host)]


@dataclass(frozen=True)
class AttachedToThem:
    """The permanents attached to the objects ``of`` finds that pass ``test``: "destroy
    all Equipment attached to that creature" (301.5, 303.4)."""

    of: Objects
    test: ObjectTest

    def objects(self, ctx: Resolution) -> list[GameObject]:
        hosts = {o.id for o in self.of.objects(ctx)}
        return [p for p in ctx.state.permanents()
                if p.attached_to in hosts and self.test(ctx.state, ctx.source, p)]


@dataclass(frozen=True)
class Matching:
    """Every object in a zone that passes ``test`` ("each creature you control")."""

    test: ObjectTest
    zone: Zone = Zone.BATTLEFIELD
    #: only cards these players own: "the number of cards in that player's hand"
    owners: Players | None = None
    #: only permanents these players control: "each creature that player controls"
    controllers: Players | None = None

    def objects(self, ctx: Resolution) -> list[GameObject]:
        found = self._objects(ctx)
        ctx.found.setdefault(id(self), tuple(o.id for o in found))  # for "those" (``Those``)
        return found

    def _objects(self, ctx: Resolution) -> list[GameObject]:
        state, me = ctx.state, seen_from(ctx.obj)
        found = [o for o in state.in_zone(self.zone) if self.test(state, me, o)]
        if self.owners is not None:
            owners = set(self.owners.players(ctx))
            found = [o for o in found if o.owner in owners]
        if self.controllers is not None:
            controllers = set(self.controllers.players(ctx))
            found = [o for o in found if o.controller in controllers]
        return found


@dataclass(frozen=True)
class DealtDamageThisWay:
    """"A creature dealt damage this way": each permanent the resolution's instructions
    dealt damage to so far that passes ``test`` and is still on the battlefield (608.2c),
    even one the damage was redirected to, never one whose damage was all prevented
    (Pillar of Flame's rulings)."""

    test: ObjectTest

    def objects(self, ctx: Resolution) -> list[GameObject]:
        state, me = ctx.state, seen_from(ctx.obj)
        found = (state.obj(i) for i in ctx.damaged_this_way() if state.has(i))
        return [o for o in found if o.zone is Zone.BATTLEFIELD and self.test(state, me, o)]


@dataclass(frozen=True)
class Those:
    """"Those creatures", "they": what an earlier instruction's ``of`` found, still there,
    not found again (608.2c): Mob Rule untaps the creatures whose control it gained."""

    of: Matching

    def objects(self, ctx: Resolution) -> list[GameObject]:
        ids = ctx.found.get(id(self.of))  # this very selection, read earlier
        if ids is None:
            return self.of.objects(ctx)
        return [ctx.state.obj(i) for i in ids if ctx.state.has(i)]  # a new id if it moved


@dataclass(frozen=True)
class Chosen:
    """``count`` of the objects ``among`` finds (all if fewer; with ``up_to`` as many as the
    controller likes up to that), chosen as it resolves: "untap up to four lands" (115.10)."""

    among: Objects
    count: int = 1
    up_to: bool = False

    def objects(self, ctx: Resolution) -> list[GameObject]:
        found = self.among.objects(ctx)
        if not found:
            return []
        most = min(self.count, len(found))
        noun = _kind_of(ctx.state, found)
        what = plural(self.count, noun) if self.count > 1 or self.up_to else a_or_an(noun)
        picked = set(ctx.txn.ask_pick(  # a choice made as the effect applies (608.2d)
            Ask.CHOOSE, ctx.obj, ctx.controller,
            f"{ctx.controller} chooses {'up to ' if self.up_to else ''}{what}",
            "608.2d", [option_for(ctx, o) for o in found], (0 if self.up_to else most, most),
            says="{player} chooses {cards}"))
        return [o for o in found if o.id in picked]


#: the card types a chooser's question names its candidates by, the first all share
_KINDS = ("Creature", "Planeswalker", "Land", "Artifact", "Enchantment", "Battle")


def _kind_of(state: GameState, found: list[GameObject]) -> str:
    """What the candidates of a choice are, in a word ("land", "planeswalker"): the first
    card type all of them have; else a permanent, or a card in another zone."""
    shared = frozenset.intersection(*(card_types(state, o) for o in found))
    kind = next((k for k in _KINDS if k in shared), None)
    if kind is not None:
        return kind.lower()
    return "permanent" if all(o.zone is Zone.BATTLEFIELD for o in found) else "card"


@dataclass(frozen=True)
class You:
    """The controller of the resolving spell or ability (109.5)."""

    def players(self, ctx: Resolution) -> list[str]:
        return [ctx.controller]


@dataclass(frozen=True)
class InGraveyards:
    """Every card in the graveyards of the players ``whose`` finds, all players' if None:
    "Exile target player's graveyard.", "Exile all graveyards." (406.2)."""

    whose: Players | None = None

    def objects(self, ctx: Resolution) -> list[GameObject]:
        names = set(self.whose.players(ctx)) if self.whose is not None else None
        return [o for o in ctx.state.in_zone(Zone.GRAVEYARD)
                if names is None or o.owner in names]


@dataclass(frozen=True)
class EachPlayer:
    """Each player, or each opponent, in APNAP order (101.4)."""

    opponents_only: bool = False

    def players(self, ctx: Resolution) -> list[str]:
        names = [p.name for p in ctx.state.players if not p.lost]
        active = ctx.state.active
        order = sorted(names, key=lambda n: n != active)  # the active player first (101.4)
        return [n for n in order if not (self.opponents_only and n == ctx.controller)]


@dataclass(frozen=True)
class EachOne:
    """"That player" in the number of an instruction for each of several players: the one
    it is at (``Resolution.one_player``), else all of ``of``."""

    of: Players

    def players(self, ctx: Resolution) -> list[str]:
        return [ctx.one_player] if ctx.one_player is not None else self.of.players(ctx)


@dataclass(frozen=True)
class ControllerOf:
    """The controller (or owner) of the objects another selection finds, as they last
    existed ("its controller", 608.2h)."""

    of: Objects
    owner: bool = False

    def players(self, ctx: Resolution) -> list[str]:
        of = self.of
        if isinstance(of, Targeted):  # a target that has left: as it last existed (608.2h)
            of = Targeted(of.group, last_known=True)
        elif isinstance(of, EventSubject):
            of = EventSubject(last_known=True)
        found = of.objects(ctx)
        names = [o.owner if self.owner else o.controller for o in found]
        return list(dict.fromkeys(names))


@dataclass(frozen=True)
class PlayerOrController:
    """"That player or that planeswalker's controller" after "target player or
    planeswalker": the player chosen, or the controller of the planeswalker chosen."""

    of: Targeted

    def players(self, ctx: Resolution) -> list[str]:
        return list(dict.fromkeys([*self.of.players(ctx), *ControllerOf(self.of).players(ctx)]))


@dataclass(frozen=True)
class EnchantedPlayer:
    """"Enchanted player": the player the source Aura is attached to (303.4b, 702.5d), as
    it last was if it has left the battlefield (608.2h); none if it is on no player."""

    def players(self, ctx: Resolution) -> list[str]:
        me = current(ctx, ctx.source) or ctx.source
        return [me.attached_to] if isinstance(me.attached_to, str) else []


@dataclass(frozen=True)
class EventPlayer:
    """"That player": the player of the trigger event (603.2) — who drew or discarded, who
    was dealt damage, whose creature died — as the triggered ability remembers it."""

    def players(self, ctx: Resolution) -> list[str]:
        happened = ctx.obj.trigger_event
        return [happened.player] if happened is not None else []


@dataclass(frozen=True)
class DefendingPlayer:
    """"Defending player" in an ability triggered by an attacking creature's attack or its
    becoming blocked (508.5): the player it attacks, or the controller of the planeswalker
    it attacks (506.2: this combat's defending player), the same once it is removed from
    combat; none outside a combat."""

    def players(self, ctx: Resolution) -> list[str]:
        return [ctx.state.defender] if ctx.state.defender else []


@dataclass(frozen=True)
class AttackedPlayer:
    """"The player or planeswalker it's attacking" (508.1b): while the source is an
    attacking creature, the player it attacks (``players``) or the planeswalker
    (``objects``); neither once its planeswalker was removed from combat (506.4c)."""

    def players(self, ctx: Resolution) -> list[str]:
        me = current(ctx, ctx.source)
        attacked = ctx.state.defender
        if me is None or not me.attacking or me.attacks is not None:
            return []
        return [attacked] if attacked else []

    def objects(self, ctx: Resolution) -> list[GameObject]:
        me = current(ctx, ctx.source)
        walker = attacked_planeswalker(ctx.state, me) if me is not None else None
        return [walker] if walker is not None else []
