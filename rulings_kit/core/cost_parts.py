"""The actions of a cost besides mana and {T} / {Q} (118, 602.1a), each a typed part of
``definitions.Cost`` that knows itself (the shape of XMage's ``PayLifeCost``): why it
can't be paid now (118.3), how it is paid, with the choices made as it is (601.2h), and
its words. ``costs`` asks each part of a cost in turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import card_types
from rulings_kit.core.counters import ENERGY
from rulings_kit.core.definitions import PERMANENT_TYPES, Cost, Quality
from rulings_kit.core.move_words import SACRIFICED
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.refs import names_of
from rulings_kit.core.state import GameObject, GameState, Zone
from rulings_kit.core.words import a_or_an, number_word, plural, possessive
from rulings_kit.errors import IllegalActionError

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Transaction

#: Problems with paying a part: what is wrong, and the rule.
Problems = list[tuple[str, str]]
#: the stages of paying a cost (``CostPart.stage``)
WITH_SYMBOLS, AS_CHOSEN, LAST = 0, 1, 2


def _ability_of(source: GameObject) -> str:
    """What a cost is paid for: a spell (601.2h), or its source's ability (602.2b)."""
    return source.name if source.is_spell else \
        f"{possessive(source.name)} ability"


def _choose(txn: Transaction, source: GameObject, prompt: str, options: list[GameObject],
            n: int, says: str) -> list[int]:
    """The ``n`` objects among ``options`` the source's controller picks (601.2h)."""
    picked = txn.ask_pick(Ask.CHOOSE, source, source.controller, prompt, "601.2h",
                          [Option(o.id, o.display_name, names_of(o)) for o in options],
                          (n, n), says=says)
    return [int(i) for i in picked]


@dataclass(frozen=True)
class SacrificeSelf:
    """ "Sacrifice this creature" (602.2b): paid last, as it takes the source away."""

    rank: ClassVar[int] = 10
    stage: ClassVar[int] = LAST

    def text(self, self_name: str) -> str:
        return f"Sacrifice {self_name}"

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        return []

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        txn.move(source, Zone.GRAVEYARD, how=f"{SACRIFICED} to pay a cost", rule="602.2b")


@dataclass(frozen=True)
class RemoveCounter:
    """ "Remove a +1/+1 counter from this creature", "Remove three spore counters from
    this creature" (122.1, 602.2b): a cost that can't be paid without that many (118.3)."""

    kind: str
    count: int = 1
    rank: ClassVar[int] = 20
    stage: ClassVar[int] = WITH_SYMBOLS

    def text(self, self_name: str) -> str:
        return f"Remove {self._counters} from {self_name}"

    @property
    def _counters(self) -> str:
        if self.count == 1:
            return a_or_an(f"{self.kind} counter")
        return f"{number_word(self.count)} {self.kind} counters"

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        have = source.counter(self.kind)
        if have < self.count:
            has = plural(have, f"{self.kind} counter") if have else f"no {self.kind} counter"
            return [(f"{source.name} has {has}, and the cost removes {self._counters}",
                     "118.3")]
        return []

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        txn.add_counters(source, self.kind, -self.count, "602.2b")


@dataclass(frozen=True)
class Sacrifice:
    """ "Sacrifice a creature" / "another creature" / "two Goblins" / "a creature with
    defender": permanents of one of ``kinds`` (card types or subtypes; none: any permanent
    its ``quality`` allows, "three other creatures"), chosen as the cost is paid (601.2h,
    701.21a)."""

    kinds: tuple[str, ...]
    count: int = 1
    another: bool = False
    quality: Quality | None = None
    rank: ClassVar[int] = 30
    stage: ClassVar[int] = AS_CHOSEN

    def text(self, self_name: str) -> str:
        if self.quality is not None:
            return f"Sacrifice {self.quality.words}"
        kinds = " or ".join(k.lower() if k[1:].islower() and k in PERMANENT_TYPES else k
                            for k in self.kinds)
        article = "another" if self.another else (
            "an" if kinds[:1].lower() in "aeiou" else "a")
        return f"Sacrifice {article} {kinds}"

    def options(self, state: GameState, source: GameObject) -> list[GameObject]:
        """The permanents its controller may sacrifice for it (701.21a)."""
        kinds = set(self.kinds)
        quality = self.quality
        return [o for o in state.permanents(source.controller)
                if (not kinds or kinds & card_types(state, o) or kinds & set(o.card.subtypes))
                and not (self.another and o.id == source.id)
                and (quality is None or quality.test(state, source, o))]

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        n = self.count
        if len(self.options(state, source)) >= n:
            return []
        few = "no" if n == 1 else f"fewer than {n}"
        if self.quality is not None:  # "a creature with defender", "three other creatures"
            count, _, what = self.quality.words.partition(" ")
            what = "other " + what if count == "another" else what
        else:  # "Saprolings"
            what = " or ".join(k.lower() if k in PERMANENT_TYPES else k for k in self.kinds)
            what += "s" if n > 1 else ""
        return [(f"{source.controller} controls {few} {what} to sacrifice", "118.3")]

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        n, player = self.count, source.controller
        victims = _choose(txn, source, f"{player} sacrifices {plural(n, 'permanent')} to pay "
                          f"for {_ability_of(source)}", self.options(txn.state, source), n,
                          "{player} sacrifices {cards}")
        txn.move_together(victims, Zone.GRAVEYARD, how=f"{SACRIFICED} to pay a cost",
                          rule="701.21a")  # at once (101.4, 603.10a)


def in_hand(state: GameState, player: str, source: GameObject,
            quality: Quality | None) -> list[GameObject]:
    """The cards in ``player``'s hand that may be discarded to pay a cost of ``source``."""
    hand = [state.obj(i) for i in state.player(player).hand]
    return [o for o in hand if quality is None or quality.test(state, source, o)]


def discard_to_pay(txn: Transaction, source: GameObject, player: str, count: int, what: str,
                   quality: Quality | None = None, *, at_random: bool = False) -> None:
    """``player`` discards ``count`` cards of their choice (with ``quality``, if given) to
    pay a cost of ``what``: "Discard a historic card:" (602.2b), "As an additional cost to
    cast this spell, discard a card." (601.2h, 701.9a); or cards chosen at random: "Discard
    a card at random:" (701.9b)."""
    hand = in_hand(txn.state, player, source, quality)
    if not at_random:
        options = [Option(o.id, o.display_name, names_of(o)) for o in hand]
        picked = txn.ask_pick(Ask.CHOOSE, source, player, f"{player} discards to pay for {what}",
                              "601.2h", options, (count, count), says="{player} discards {cards}")
        with txn.together():  # discarded at once: one batch (603.2c)
            for i in picked:
                txn.move(txn.state.obj(i), Zone.GRAVEYARD, how="discarded to pay a cost",
                         rule="701.9a")
        return
    with txn.together():
        for i in txn.at_random([o.id for o in hand], count):  # 701.9b
            txn.emit(ev.Noted("701.9b", f"{txn.state.obj(i).display_name} is discarded at "
                              f"random to pay for {what}"))
            txn.move(txn.state.obj(i), Zone.GRAVEYARD, how="discarded at random to pay a cost",
                     rule="701.9a")


@dataclass(frozen=True)
class Discard:
    """ "Discard a card", "Discard two cards", "Discard a historic card": cards of its
    controller's choice (701.9a); "Discard a card at random": chosen at random (701.9b)."""

    count: int = 1
    quality: Quality | None = None
    at_random: bool = False
    rank: ClassVar[int] = 40
    stage: ClassVar[int] = AS_CHOSEN

    def text(self, self_name: str) -> str:
        random = " at random" if self.at_random else ""
        if self.quality is not None:
            return f"Discard {self.quality.words}{random}"
        cards = "a card" if self.count == 1 else f"{number_word(self.count)} cards"
        return f"Discard {cards}{random}"

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        if self.count > len(in_hand(state, source.controller, source, self.quality)):
            return [(f"{source.controller} has too few cards in hand to discard", "118.3")]
        return []

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        discard_to_pay(txn, source, source.controller, self.count, _ability_of(source),
                       self.quality, at_random=self.at_random)


@dataclass(frozen=True)
class RevealFromHand:
    """ "Reveal a white card in your hand." (a morph cost, 702.37e): a card of its
    controller's choice that fits, shown to every player (701.20a); it stays in the hand."""

    quality: Quality
    rank: ClassVar[int] = 45
    stage: ClassVar[int] = AS_CHOSEN

    def text(self, self_name: str) -> str:
        return f"Reveal {self.quality.words}"

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        if not in_hand(state, source.controller, source, self.quality):
            return [(f"{source.controller} can't pay \"{self.text('')}\": no card in their "
                     "hand fits", "118.3")]
        return []

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        player = source.controller
        (shown,) = _choose(txn, source, f"{player} reveals {self.quality.words}",
                           in_hand(txn.state, player, source, self.quality), 1,
                           "{player} reveals {cards}")
        txn.emit(ev.Noted("701.20a", f"{player} reveals {txn.state.obj(shown).name} from "
                                     "their hand to pay a cost"))


@dataclass(frozen=True)
class RevealSelf:
    """ "Reveal this card from your hand" (a forecast cost, 702.57b): the card itself, shown
    to every player (701.20a); it stays in the hand, so the ability functions there."""

    rank: ClassVar[int] = 45
    stage: ClassVar[int] = LAST

    def text(self, self_name: str) -> str:
        return f"Reveal {self_name} from your hand"

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        return []

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        txn.emit(ev.Noted("702.57b", f"{source.owner} reveals {source.name} from their hand "
                          "to pay a cost (701.20a)"))


@dataclass(frozen=True)
class ExileFromGraveyard:
    """ "Exile a creature card from your graveyard" (406.2); "Exile four other cards from
    your graveyard" (escape, 702.138a): ``count`` cards, other than the source with
    ``another``."""

    quality: Quality
    count: int = 1
    another: bool = False
    rank: ClassVar[int] = 50
    stage: ClassVar[int] = AS_CHOSEN

    def text(self, self_name: str) -> str:
        return f"Exile {self.quality.words} from your graveyard"

    def options(self, state: GameState, source: GameObject) -> list[GameObject]:
        return [o for o in state.zone_objects(source.controller, Zone.GRAVEYARD)
                if self.quality.test(state, source, o)
                and not (self.another and o.id == source.id)]

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        if len(self.options(state, source)) >= self.count:
            return []
        noun = self.quality.words.partition(" ")[2]  # "a creature card", "four other cards"
        few = "no" if self.count == 1 else f"fewer than {self.count}"
        return [(f"{source.controller} has {few} {noun} in their graveyard to exile", "118.3")]

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        player, n = source.controller, self.count
        chosen = _choose(txn, source, f"{player} exiles {plural(n, 'card')} from their "
                         f"graveyard to pay for {_ability_of(source)}",
                         self.options(txn.state, source), n, "{player} exiles {cards}")
        with txn.together():  # at once: one batch of cards leaving it (603.2c)
            for exiled in chosen:
                txn.move(txn.state.obj(exiled), Zone.EXILE, how="exiled to pay a cost",
                         rule="406.2")


@dataclass(frozen=True)
class PayLife:
    """ "Pay 2 life": subtracted from its controller's life total (118.3b), who can't pay
    more life than they have (118.3)."""

    amount: int
    rank: ClassVar[int] = 60
    stage: ClassVar[int] = AS_CHOSEN

    def text(self, self_name: str) -> str:
        return f"Pay {self.amount} life"

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        if self.amount > state.player(source.controller).life:
            return [(f"{source.controller} has less than {self.amount} life to pay", "118.3")]
        return []

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        txn.change_life(source.controller, -self.amount, "118.3b")


@dataclass(frozen=True)
class PayEnergy:
    """ "Pay {E}{E}": that many energy counters removed from its controller (107.14), who
    can't pay more than they have (118.3)."""

    amount: int
    rank: ClassVar[int] = 61
    stage: ClassVar[int] = AS_CHOSEN

    def text(self, self_name: str) -> str:
        return "Pay " + "{E}" * self.amount

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        has = state.player(source.controller).counter(ENERGY)
        if self.amount > has:
            return [(f"{source.controller} has {has} energy counters, fewer than the "
                     f"{self.amount} to pay", "107.14")]
        return []

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        txn.add_player_counters(source.controller, ENERGY, -self.amount, "107.14")


@dataclass(frozen=True)
class TapUntapped:
    """ "Tap two untapped Spirits you control": that many, chosen as the cost is paid
    (601.2h); the source may be one, summoning sick or not (302.6 is about {T} only)."""

    quality: Quality
    count: int = 1
    rank: ClassVar[int] = 70
    stage: ClassVar[int] = AS_CHOSEN
    #: the permanents it taps may be named by the activation (``activate`` with ``tap``)
    chooses_taps: ClassVar[bool] = True

    def text(self, self_name: str) -> str:
        return f"Tap {self.quality.words}"

    def options(self, state: GameState, source: GameObject, cost: Cost) -> list[GameObject]:
        """The untapped permanents its controller may tap for it; the source too, unless
        its own {T} is part of the cost."""
        return [o for o in state.permanents(source.controller)
                if not o.tapped and self.quality.test(state, source, o)
                and not (cost.tap and o.id == source.id)]

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        if len(self.options(state, source, cost)) < self.count:
            return [(f"{source.controller} controls too few permanents to tap "
                     f"{self.quality.words}", "118.3")]
        return []

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        """``tap``: the permanents to tap, when the payment or the activation chose them
        (601.2h): that many of the permanents it may tap."""
        if tap is not None:
            allowed = {o.id for o in self.options(txn.state, source, cost)}
            if len(set(tap)) != self.count or not set(tap) <= allowed:
                raise IllegalActionError(
                    f"{_ability_of(source)} taps {self.count} of {source.controller}'s "
                    f"untapped permanents that fit \"{self.quality.words}\" (601.2h, 602.2b)",
                    ("601.2h", "602.2b"))
        if tap is None:
            n = self.count
            tap = tuple(_choose(txn, source, f"{source.controller} taps "
                                f"{plural(n, 'permanent')} to pay for {_ability_of(source)}",
                                self.options(txn.state, source, cost), n,
                                "{player} taps {cards}"))
        for i in tap:
            txn.set_tapped(txn.state.obj(i), True, "601.2h" if source.is_spell else "602.2b")


@dataclass(frozen=True)
class DiscardSelf:
    """ "Discard this card": the card itself, from its owner's hand (701.9a); paid last, as
    it takes the source away. Cycling's (702.29a: "when you cycle" sees it), or, with
    ``cycling`` False, any other ability whose cost discards its card, which therefore
    functions only from its owner's hand ("Channel — {1}{R}, Discard this card: ...",
    113.6j, 113.6m)."""

    rank: ClassVar[int] = 80
    stage: ClassVar[int] = LAST

    cycling: bool = True

    def text(self, self_name: str) -> str:
        return "Discard this card" if self.cycling else f"Discard {self_name}"

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        return []

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        txn.move(source, Zone.GRAVEYARD, how="discarded to pay a cost",
                 rule=ev.CYCLED if self.cycling else "701.9a")


@dataclass(frozen=True)
class ExileSelf:
    """ "Exile this artifact" (406.2, 602.2b): the permanent itself, from the battlefield;
    paid last, as it takes the source away."""

    rank: ClassVar[int] = 10
    stage: ClassVar[int] = LAST

    def text(self, self_name: str) -> str:
        return f"Exile {self_name}"

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        return []

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        txn.move(source, Zone.EXILE, how="exiled to pay a cost", rule="602.2b")


@dataclass(frozen=True)
class ExileSelfFromGraveyard:
    """ "Exile this card from your graveyard": the card itself, from its owner's graveyard
    (scavenge 702.97a, embalm 702.128a, eternalize 702.129a; 406.2); paid last, as it
    takes the source away. The ability's source stays the card as it was there (608.2h)."""

    rank: ClassVar[int] = 80
    stage: ClassVar[int] = LAST

    def text(self, self_name: str) -> str:
        return "Exile this card from your graveyard"

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        return []

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        txn.move(source, Zone.EXILE, how="exiled to pay a cost", rule="602.2b")


@dataclass(frozen=True)
class SacrificeGrantor:
    """ "Sacrifice Blazing Torch" in the ability Blazing Torch grants: the object that
    grants the ability (201.5a; ``grantor``, its id, set as it is granted), which the
    ability's controller can sacrifice only if they control it (701.21a)."""

    grantor: int | None = None
    rank: ClassVar[int] = 11
    stage: ClassVar[int] = LAST

    def text(self, self_name: str) -> str:
        return "Sacrifice the permanent that grants this ability"

    def found(self, state: GameState, player: str) -> GameObject | None:
        """The granting permanent, if ``player`` controls it."""
        if self.grantor is None or not state.has(self.grantor):
            return None
        grantor = state.obj(self.grantor)
        ok = grantor.zone is Zone.BATTLEFIELD and grantor.controller == player
        return grantor if ok else None

    def problems(self, state: GameState, source: GameObject, cost: Cost) -> Problems:
        if self.found(state, source.controller) is not None:
            return []
        gid = self.grantor
        what = state.obj(gid).name if gid is not None and state.has(gid) else "the permanent"
        return [(f"{source.controller} doesn't control {what}, which grants {source.name} "
                 "this ability, so can't sacrifice it", "701.21a")]

    def pay(self, txn: Transaction, source: GameObject, cost: Cost,
            tap: tuple[int, ...] | None) -> None:
        grantor = self.found(txn.state, source.controller)
        if grantor is not None:
            txn.move(grantor, Zone.GRAVEYARD,
                     how=f"{SACRIFICED} to pay the cost of the ability it grants", rule="201.5a")


#: parts a payment never pays unasked (601.2g-h): the player chooses what to give, or
#: they take the source away
CHOSEN = (SacrificeSelf, SacrificeGrantor, RemoveCounter, Sacrifice, Discard, PayLife,
          PayEnergy)
