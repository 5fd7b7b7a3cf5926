"""General instructions that act on the objects and players a selection finds
(:mod:`rulings_kit.core.selection`) as the spell or ability resolves (608.2c): damage,
life, cards, counters, destroying, exiling, returning, tapping, sacrificing. Each carries
its rules text (``words``), written by whoever built it from a card's parts."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rulings_kit.core import events as ev
from rulings_kit.core.amounts import XValue
from rulings_kit.core.attachments import put_onto_battlefield
from rulings_kit.core.characteristics import is_creature, power_toughness, remembered
from rulings_kit.core.context import Resolution
from rulings_kit.core.destruction import NO_REGENERATION, destroy
from rulings_kit.core.effects.common import Quantity, option_for
from rulings_kit.core.exile_links import link_exiled, returning
from rulings_kit.core.exile_plays import PlayFromExile
from rulings_kit.core.game_object import Chosen
from rulings_kit.core.layer_changes import (
    AddKeywords,
    AddProtection,
    Change,
    LoseKeywords,
    ModifyPowerToughness,
)
from rulings_kit.core.mana import COLOR_NAMES
from rulings_kit.core.move_words import SACRIFICED
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.selection import Objects, Players
from rulings_kit.core.state import ContinuousEffect, FaceDown, Target, Zone
from rulings_kit.core.words import lower_first, nth, plural, possessive, spoken


@dataclass(frozen=True)
class Worded:
    """An instruction's rules text, as the card says it."""

    words: str

    def text(self, name: str) -> str:
        return self.words


@dataclass(frozen=True)
class DamageTo(Worded):
    """A source deals damage to objects and players (120.3); a source that has left
    deals it as it last existed (608.2h)."""

    source: Objects
    amount: Quantity
    objects: Objects | None = None
    players: Players | None = None
    #: "divided evenly, rounded down, among any number of targets": divided as it
    #: resolves among the recipients still legal (608.2b), so more of them than damage
    #: means 0 each (an official ruling on the card that says it)
    evenly: bool = False
    #: "2 damage divided as you choose among one or two targets" where every division is
    #: forced (all to one, or 1 to each): divided as it was cast, among the targets chosen
    #: for this use of "target" (its number), so a target that became illegal keeps its
    #: share from the others (601.2d, 608.2b)
    as_cast: int | None = None
    #: the amount is each player's own, counted for that player: "to each player equal to
    #: the number of lands that player controls" (608.2h)
    per_player: bool = False

    def run(self, ctx: Resolution) -> None:
        sources = self.source.objects(ctx)
        if not sources:
            return
        if self.per_player and self.players is not None:
            dealt = []
            for p in self.players.players(ctx):
                ctx.one_player = p
                try:
                    dealt.append((sources[0], p, self.amount.value(ctx)))
                finally:
                    ctx.one_player = None
            ctx.txn.deal_damage_at_once(dealt, "120.3")
            return
        n = self.amount.value(ctx)
        hit: list[Target] = [o.id for o in self.objects.objects(ctx)] if self.objects else []
        hit += self.players.players(ctx) if self.players else []
        if self.as_cast is not None:
            n //= max(1, ctx.chosen_count(self.as_cast))
        elif self.evenly and hit:
            n //= len(hit)
        ctx.txn.deal_damage_at_once([(sources[0], t, n) for t in hit], "120.3")


@dataclass(frozen=True)
class LifeChange(Worded):
    """Players gain (119.3) or lose (119.3) life."""

    players: Players
    amount: Quantity
    lose: bool = False

    def run(self, ctx: Resolution) -> None:
        n = self.amount.value(ctx)
        for p in self.players.players(ctx):
            ctx.txn.change_life(p, -n if self.lose else n, "119.3")


@dataclass(frozen=True)
class DrawCards(Worded):
    """Players draw cards (121.1)."""

    players: Players
    amount: Quantity

    def run(self, ctx: Resolution) -> None:
        for p in self.players.players(ctx):
            ctx.txn.draw(p, self.amount.value(ctx))


@dataclass(frozen=True)
class MillCards(Worded):
    """Players put cards from the top of their library into their graveyard (701.17a)."""

    players: Players
    amount: Quantity

    def run(self, ctx: Resolution) -> None:
        with ctx.txn.together():  # the cards milled at once: one batch (603.2c)
            for p in self.players.players(ctx):
                for _ in range(self.amount.value(ctx)):
                    library = ctx.state.player(p).library
                    if not library:
                        break
                    ctx.txn.move(ctx.state.obj(library[0]), Zone.GRAVEYARD, how=ev.MILLED,
                                 rule="701.17a")


@dataclass(frozen=True)
class ExileFromTop(Worded):
    """Players exile cards from the top of their library (406.2), perhaps face down (406.3):
    those go into a pile of their own, kept apart by what exiled them and when (406.4)."""

    players: Players
    amount: Quantity
    face_down: bool = False
    #: "Until end of turn, you may play that card." (601.3, 116.2a; ``core.exile_plays``)
    lets: PlayFromExile | None = None

    def run(self, ctx: Resolution) -> None:
        for p in self.players.players(ctx):
            pile = face_down_pile(ctx, p) if self.face_down else ""
            top = ctx.state.player(p).library[: self.amount.value(ctx)]
            for number, card in enumerate(top, start=1):
                obj = ctx.state.obj(card)
                if pile:
                    ctx.txn.move(obj, Zone.EXILE, how="exiled from the top", rule="406.3",
                                 face_down=FaceDown(pile, number))
                    continue
                exiled = ctx.txn.move(obj, Zone.EXILE, how="exiled from the top", rule="406.2")
                if self.lets is not None and exiled is not None:
                    self.lets.grant(ctx.txn, exiled, ctx.controller, ctx.obj.display_name)


def face_down_pile(ctx: Resolution, owner: str) -> str:
    """A new pile's name for the cards this resolution exiles face down (406.4: piles by
    what exiled them and when): "[its source]'s face-down pile of turn 3", then "[its
    source]'s second face-down pile of turn 3" when it exiles another that turn."""
    exiled = (ctx.state.obj(i).face_down for i in ctx.state.player(owner).exile)
    taken = {f.pile for f in exiled if f is not None}
    source, turn = possessive(ctx.obj.name), ctx.state.turn
    n = 1
    while (pile := f"{source} {nth(n)}face-down pile of turn {turn}") in taken:
        n += 1
    return pile


@dataclass(frozen=True)
class DiscardCards(Worded):
    """Players discard cards of their choice (701.9a), or at random (701.9b); with
    ``whole_hand``, every card in their hand ("Discard your hand.")."""

    players: Players
    amount: Quantity
    at_random: bool = False
    #: "unless you discard a card": a cost each player may pay as it resolves (118.12),
    #: offered only to a player with that many cards in hand (118.3)
    optional: bool = False
    whole_hand: bool = False

    def run(self, ctx: Resolution) -> None:
        done = False
        for p in self.players.players(ctx):
            hand = [ctx.state.obj(i) for i in ctx.state.player(p).hand]
            wanted = len(hand) if self.whole_hand else self.amount.value(ctx)
            if self.optional and not (0 < wanted <= len(hand) and ctx.txn.ask_may(
                    ctx.obj, p, f"{p} may {lower_first(self.words).rstrip('.')}", "118.12a")):
                continue
            n = min(wanted, len(hand))
            if n == 0:
                continue
            done = True
            if n == len(hand):
                picked = [o.id for o in hand]
            elif self.at_random:  # 701.9b: the state's seed, the same every run
                picked = ctx.txn.at_random([o.id for o in hand], n)
            else:
                # the discarding player chooses (701.9b), asked as ``discard:PLAYER``
                picked = ctx.txn.ask_pick(
                    Ask.DISCARD, p, p, f"{p} discards {plural(n, 'card')}", "701.9b",
                    [option_for(ctx, o) for o in hand], (n, n),
                    says="{player} discards {cards}")
            with ctx.txn.together():  # discarded at once: one batch (603.2c)
                for i in picked:
                    ctx.txn.move(ctx.state.obj(i), Zone.GRAVEYARD, how="discarded",
                                 rule="701.9a")
        if self.optional:  # whether the cost was paid, for "unless" (118.12a)
            ctx.did = done


@dataclass(frozen=True)
class PutCounters(Worded):
    """Put counters of a kind on objects (122.1, 122.6)."""

    objects: Objects
    amount: Quantity
    kind: str = "+1/+1"
    rule: str = "122.6"  # or the keyword action's that means it: support (701.41a)

    def run(self, ctx: Resolution) -> None:
        n = self.amount.value(ctx)
        for o in self.objects.objects(ctx):
            ctx.txn.add_counters(o, self.kind, n, self.rule)


@dataclass(frozen=True)
class RemoveCounters(Worded):
    """Remove counters of a kind from objects (122.1): ``amount`` of them, or all of them
    (None); an object with fewer loses those it has, one with none loses nothing."""

    objects: Objects
    kind: str
    amount: Quantity | None = None

    def run(self, ctx: Resolution) -> None:
        n = self.amount.value(ctx) if self.amount is not None else None
        for o in self.objects.objects(ctx):
            have = o.counter(self.kind)
            if not have:
                ctx.txn.emit(ev.Noted("122.1", f"{o.name} has no {self.kind} counter to "
                                      "remove", did_nothing=True))
                continue
            ctx.txn.add_counters(o, self.kind, -(have if n is None else min(n, have)), "122.1")


class Motion(StrEnum):
    """Where :class:`MoveObjects` moves objects, as the instruction says it."""

    DESTROY = "destroy"  # 701.8a
    EXILE = "exile"  # 406.2
    RETURN_TO_HAND = "return to hand"  # 400.7
    SACRIFICE = "sacrifice"  # 701.21a
    PUT_ON_TOP = "put on top of library"
    PUT_ON_BOTTOM = "put on bottom of library"
    SHUFFLE_INTO_LIBRARY = "shuffle into library"  # 701.24a
    REGENERATE = "regenerate"  # 701.19a: a shield, not a move
    PUT_ONTO_BATTLEFIELD = "put onto the battlefield"  # 110.2a: under its owner's control
    PUT_ONTO_BATTLEFIELD_TAPPED = "put onto the battlefield tapped"
    PUT_ONTO_BATTLEFIELD_YOURS = "put onto the battlefield under your control"


#: motion -> (zone it moves to, rule, how the move is told)
_MOVES = {
    Motion.DESTROY: (Zone.GRAVEYARD, "701.8a", "destroyed"),
    Motion.EXILE: (Zone.EXILE, "406.2", "exiled"),
    Motion.RETURN_TO_HAND: (Zone.HAND, "400.7", "returned to its owner's hand"),
    Motion.SACRIFICE: (Zone.GRAVEYARD, "701.21a", SACRIFICED),
    Motion.PUT_ON_TOP: (Zone.LIBRARY, "400.7", "put on top of its owner's library"),
    Motion.SHUFFLE_INTO_LIBRARY: (Zone.LIBRARY, "701.24a", "shuffled into its owner's library"),
    Motion.PUT_ON_BOTTOM: (Zone.LIBRARY, "400.7", "put on the bottom of its owner's library"),
}
#: the motions onto the battlefield: (under the instruction's controller's control, tapped)
_ONTO_BATTLEFIELD = {Motion.PUT_ONTO_BATTLEFIELD: (False, False),
                     Motion.PUT_ONTO_BATTLEFIELD_TAPPED: (False, True),
                     Motion.PUT_ONTO_BATTLEFIELD_YOURS: (True, False)}


@dataclass(frozen=True)
class MoveObjects(Worded):
    """Destroy (701.8a), exile (406.2), return to its owner's hand, sacrifice (701.21a),
    shuffle into its owner's library (701.24a), put onto the battlefield (under its
    owner's control, or "under your control", 110.2a; "tapped" if so): each object
    found goes to its owner's zone and becomes a new object (400.7)."""

    objects: Objects
    verb: Motion
    regeneration: bool = True  # False: "It can't be regenerated." (701.19c)
    with_counters: tuple[tuple[str, int], ...] = ()  # "with a -1/-1 counter on it" (122.6)
    #: "return it to the battlefield transformed": its back face up (712.14a)
    transformed: bool = False
    #: "return it to the battlefield flipped": a flip card's flipped half up (710.2)
    flipped: bool = False

    def run(self, ctx: Resolution) -> None:
        if self.verb is Motion.REGENERATE:  # a shield for the next destruction this turn
            for o in self.objects.objects(ctx):  # (701.19a)
                ctx.txn.add_effect(ContinuousEffect(o.id, ctx.obj.name, ctx.controller,
                                                    regeneration=True),
                                   ctx.obj.display_name, f"{o.name} gets a regeneration shield")
            return
        if self.verb in _ONTO_BATTLEFIELD:
            yours, tapped = _ONTO_BATTLEFIELD[self.verb]
            face = " transformed" if self.transformed else " flipped" if self.flipped else ""
            rule = "712.14a" if self.transformed else "710.2" if self.flipped else "608.2c"
            with ctx.txn.together():  # all at once: one batch of entering (603.2c)
                for o in returning(ctx, self.objects):
                    new = put_onto_battlefield(
                        ctx.txn, ctx.state.obj(o.id), ctx.controller if yours else o.owner,
                        how=f"put there{face} by {spoken(ctx.obj.display_name)}", rule=rule,
                        tapped=tapped, with_counters=self.with_counters,
                        transformed=self.transformed, flipped=self.flipped)
                    if new is not None:  # the new object it became (400.7)
                        ctx.entered[o.id] = new.id
            return
        zone, rule, how = _MOVES[self.verb]
        found = self.objects.objects(ctx)
        # all at once (608.2c: "destroy all creatures"), each as all of them were (603.10a)
        known = {o.id: remembered(ctx.state, ctx.state.obj(o.id)) for o in found
                 if len(found) > 1 and o.zone is Zone.BATTLEFIELD and ctx.state.has(o.id)}
        with ctx.txn.together():
            for o in found:
                if not ctx.state.has(o.id) or ctx.state.obj(o.id).zone is not o.zone:
                    continue  # an earlier object's move already took it away
                if self.verb is Motion.DESTROY:
                    if not self.regeneration:  # "It can't be regenerated." (701.19c)
                        ctx.txn.add_effect(ContinuousEffect(o.id, ctx.obj.name, ctx.controller,
                                                            restriction=NO_REGENERATION),
                                           ctx.obj.display_name, f"{o.name} can't be regenerated")
                    destroy(ctx.txn, ctx.state.obj(o.id),
                            how=f"destroyed by {spoken(ctx.obj.display_name)}",
                            was=known.get(o.id))
                    continue
                if self.verb is Motion.SACRIFICE and o.controller != ctx.controller:
                    continue  # only its controller can sacrifice a permanent (701.21a)
                if self.verb is Motion.SHUFFLE_INTO_LIBRARY:
                    ctx.txn.move(ctx.state.obj(o.id), zone, how=f"{how} "
                                 f"by {spoken(ctx.obj.display_name)}", rule=rule,
                                 was=known.get(o.id))
                    ctx.txn.shuffle(o.owner)
                    continue
                new = ctx.txn.move(ctx.state.obj(o.id), zone, rule=rule,
                                   how=f"{how} by {spoken(ctx.obj.display_name)}",
                                   bottom=self.verb is Motion.PUT_ON_BOTTOM,
                                   was=known.get(o.id))
                if zone is Zone.EXILE:  # "the exiled card" of its source's abilities (607.2a)
                    link_exiled(ctx.txn, new, ctx.obj)


@dataclass(frozen=True)
class FightBetween(Worded):
    """Two creatures fight: each deals damage equal to its power to the other (701.14a);
    if either is gone or isn't a creature, no damage is dealt (701.14b)."""

    first: Objects
    second: Objects

    def run(self, ctx: Resolution) -> None:
        a, b = self.first.objects(ctx), self.second.objects(ctx)
        if not a or not b or a[0].id == b[0].id:
            ctx.txn.emit(ev.Noted("701.14b", "one of the creatures is gone: no fight",
                                  did_nothing=True))
            return
        one, two = a[0], b[0]
        if not (is_creature(ctx.state, one) and is_creature(ctx.state, two)):
            return
        p1 = (power_toughness(ctx.state, one) or (0, 0))[0]
        p2 = (power_toughness(ctx.state, two) or (0, 0))[0]
        ctx.txn.deal_damage(one, two.id, p1, "701.14a")
        ctx.txn.deal_damage(two, one.id, p2, "701.14a")


#: a requirement until end of turn, as a step says it (508.1d, 509.1c)
_THIS_TURN = {"attacks each combat if able": "attacks this turn if able",
              "blocks each combat if able": "blocks this turn if able",
              "must be blocked if able": "must be blocked this turn if able",
              "assigns no combat damage": "assigns no combat damage this turn",
              "all creatures able to block it do so":
                  "must be blocked this turn by all creatures able to block it"}


@dataclass(frozen=True)
class ModifyUntilEndOfTurn(Worded):
    """Objects get +N/+M (613.4c), gain keywords (613.1f) or follow a rule ("can't block")
    until end of turn: locked in on the objects found as it resolves (611.2a, 611.2c)."""

    objects: Objects
    power: int = 0
    toughness: int = 0
    keywords: frozenset[str] = frozenset()
    restriction: str = ""  # "can't block" (509.1a), "can't be blocked" (509.1b)
    lost: frozenset[str] = frozenset()  # "loses indestructible" (613.1f)
    choose: bool = False  # "gains your choice of deathtouch or lifelink" (608.2d)
    #: "gets +1/+1 ... for each creature you control": the bonus times this number, counted
    #: once as it resolves and locked in (608.2h, 611.2c)
    times: Quantity | None = None
    until_next_turn: bool = False  # "until your next turn" (611.2a), not end of turn
    indefinite: bool = False  # "It gains haste.": no duration, as long as it's there (611.2a)
    #: "+X/-X": X times these signs is added to power and toughness, X worked out once as
    #: it resolves (107.3, 608.2h) and locked in (611.2c)
    x: Quantity | None = None
    x_signs: tuple[int, int] = (0, 0)
    #: "gains protection from red" (702.16a); "from the chosen color": the color chosen
    #: for the source (607.2d), as it resolves
    protection: AddProtection | None = None

    def run(self, ctx: Resolution) -> None:
        keywords = self.keywords
        protection = self.protection
        if protection is not None:
            color = ctx.source.chosen_value(Chosen.COLOR)
            protection = protection.from_source(COLOR_NAMES[color] if color else None,
                                                ctx.source.id)
        until = ctx.controller if self.until_next_turn else None
        lasting = f"until {possessive(until)} next turn" if until else \
            "for as long as it's on the battlefield" if self.indefinite else "until end of turn"
        n = 1 if self.times is None else self.times.value(ctx)
        power, toughness = self.power * n, self.toughness * n
        if self.x is not None:
            x = self.x.value(ctx)
            chosen = isinstance(self.x, XValue)  # else defined by the text (107.3c)
            ctx.txn.emit(ev.Noted("107.3a" if chosen else "608.2h", f"X is {x}" + (
                ", as announced" if chosen else ", counted as it resolves")))
            power, toughness = power + self.x_signs[0] * x, toughness + self.x_signs[1] * x
        if self.choose:
            options = [Option(k, k.lower()) for k in sorted(self.keywords)]
            (picked,) = ctx.txn.ask_pick(
                Ask.CHOOSE, ctx.obj, ctx.controller,
                f"{ctx.controller} chooses {' or '.join(o.label for o in options)}", "608.2d",
                options, (1, 1), says="{player} chooses {cards}")
            keywords = frozenset({str(picked)})
        for o in self.objects.objects(ctx):
            if self.lost:
                loses = " and ".join(sorted(k.lower() for k in self.lost))
                ctx.txn.add_effect(
                    ContinuousEffect(o.id, ctx.obj.name, ctx.controller,
                                     (LoseKeywords(self.lost),), until_turn_of=until),
                    ctx.obj.display_name, f"{o.name} loses {loses} {lasting}")
                continue
            if self.restriction:
                ctx.txn.add_effect(
                    ContinuousEffect(o.id, ctx.obj.name, ctx.controller,
                                     restriction=self.restriction),
                    ctx.obj.display_name,
                    f"{o.name} {_THIS_TURN.get(self.restriction, self.restriction + ' this turn')}")
                continue
            change = f"{power:+d}/{toughness:+d}" if (self.power, self.toughness) \
                != (0, 0) or self.x is not None else ""
            gains = " and ".join([*sorted(k.lower() for k in keywords), *(
                [protection.words().removeprefix("has ")] if protection is not None else [])])
            said = " and gains ".join(w for w in (change and f"gets {change}", gains) if w)
            if change == "" and gains:
                said = f"gains {gains}"
            changes: tuple[Change, ...] = (
                *((ModifyPowerToughness(power, toughness),) if change else ()),
                *((AddKeywords(keywords),) if keywords else ()),
                *((protection,) if protection is not None else ()))
            ctx.txn.add_effect(
                ContinuousEffect(o.id, ctx.obj.name, ctx.controller, changes, until_turn_of=until,
                                 indefinite=self.indefinite),
                ctx.obj.display_name,
                f"{o.name} {said} {lasting}",
            )


@dataclass(frozen=True)
class ExileIfItWouldDie(Worded):
    """ "If that creature would die this turn, exile it instead.": a replacement effect
    on those objects until end of turn (614.1a), whatever would make them die, and
    whether or not the spell's damage was dealt (its ruling)."""

    objects: Objects

    def run(self, ctx: Resolution) -> None:
        for o in self.objects.objects(ctx):
            ctx.txn.add_effect(ContinuousEffect(o.id, ctx.obj.name, ctx.controller,
                                                exile_if_dies=True, rule="614.1a"),
                               ctx.obj.display_name,
                               f"if {o.name} would die this turn, it is exiled instead")


@dataclass(frozen=True)
class ExtraTurns(Worded):
    """"Take an extra turn after this one." (500.7): each player found takes ``count``."""

    players: Players
    count: int = 1

    def run(self, ctx: Resolution) -> None:
        for p in self.players.players(ctx):
            extra = ctx.state.player(p).extra_turns + self.count
            ctx.txn.update_player(p, extra_turns=extra)
            turns = "an extra turn" if self.count == 1 else f"{self.count} extra turns"
            ctx.txn.emit(ev.Noted("500.7", f"{p} will take {turns} after this one"))
