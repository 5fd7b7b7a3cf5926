"""The actions a scenario can take (SCENARIO_FORMAT.md, "Actions").

Each action is a frozen value; ``apply(state, action, answers)`` runs it. References to
objects are strings as a reader writes them (or object ids); they are resolved against
the state when the action runs.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.activation import activate_ability, permanent_to_activate
from rulings_kit.core.advance import advance_to
from rulings_kit.core.casting import CastChoices, cast_spell
from rulings_kit.core.combat import declare_attackers, declare_blockers
from rulings_kit.core.conditional_costs import check_condition
from rulings_kit.core.exile_plays import exile_permission
from rulings_kit.core.face_down import FACE_DOWN_CASTS, turn_face_up
from rulings_kit.core.faces import land_face, may_cast_from
from rulings_kit.core.keyword_payment import UNHELPED, HelpedBy, Helper
from rulings_kit.core.keywords import KeywordName
from rulings_kit.core.object_costs import ObjectsPaid
from rulings_kit.core.optional_costs import Extras
from rulings_kit.core.printed_costs import check_alternative, printed_alternative
from rulings_kit.core.priority import pass_priority, resolve
from rulings_kit.core.refs import Ref, find, find_each
from rulings_kit.core.special_actions import foretell, play_land, suspend
from rulings_kit.core.state import GameObject, GameState, Step, Zone
from rulings_kit.core.transaction import Transaction
from rulings_kit.core.words import ORDINAL_WORDS, STEP_NAMES, joined
from rulings_kit.core.zone_casts import graveyard_permission
from rulings_kit.errors import IllegalActionError, RulingsError

#: disturb's name for its cost in a cast (``alt = "disturb"``): the card is cast transformed
_DISTURB = KeywordName.DISTURB.lower()  # 702.146a


def _actor(txn: Transaction, by: str | None) -> str:
    return by if by is not None else txn.state.priority


def _who(state: GameState | None, by: str | None, verb: str) -> str:
    """ "Alice casts" when the player is known, else the instruction "cast"."""
    player = by or (state.priority if state is not None else None)
    return f"{player} {verb}s" if player else verb


def _named(state: GameState | None, refs: tuple[Ref, ...]) -> str:
    """References as a reader names the objects: a scenario's label becomes the name."""
    names = []
    for ref in refs:
        try:
            names.append(find(state, ref).display_name if state is not None else str(ref))
        except RulingsError:  # a player, or a name several objects share: already words
            names.append(str(ref))
    return joined(names)


def _card_from(txn: Transaction, player: str, ref: Ref | GameObject, zone: Zone, verb: str,
               cited: str, rules: tuple[str, ...]) -> GameObject:
    """The card ``player`` casts or plays from ``zone`` (``ref``, or the card found by it
    already): only an effect or a rule lets them do so from anywhere but their hand
    (601.3): aftermath from a graveyard (702.127a), a card on an adventure from exile
    (715.3d), a card an effect exiled and lets them play (601.3, 116.2a)."""
    card = ref if isinstance(ref, GameObject) else find(
        txn.state, ref, among=txn.state.zone_objects(player, zone),
        what=f"card in {player}'s {zone.value}")
    if zone is not Zone.HAND and not may_cast_from(card, player) and not exile_permission(
            txn.state, card, player, land=verb == "play"):
        raise IllegalActionError(
            f"nothing allows {player} to {verb} {card.name} from their {zone.value} now "
            f"({cited})", rules)
    return card


@dataclass(frozen=True)
class Cast:
    card: Ref
    by: str | None = None
    targets: tuple[Ref, ...] = ()
    x: int | None = None
    kicker: int = 0
    modes: tuple[int, ...] = ()
    from_zone: Zone = Zone.HAND
    sacrifice: tuple[Ref, ...] = ()
    pay: tuple[Ref, ...] | None = None
    #: the keyword of an alternative cost to pay instead of the mana cost ("dash", "evoke",
    #: 118.9, 601.2b), or "free" where an effect lets the spell be cast without paying it
    alt: str | None = None
    #: the face to cast (709.3, 712.11b, 715.3), and whether to fuse a split card (702.102)
    face: str | None = None
    fuse: bool = False
    #: the creatures, artifacts and graveyard cards that pay part of the total cost by
    #: convoke, improvise and delve (702.51a, 702.126a, 702.66a), and the player who
    #: assists (702.132a)
    helped: HelpedBy = UNHELPED
    #: optional additional costs other than kicker to pay, by keyword, with how many times
    #: ("buyback", 702.27a; "entwine", 702.42a)
    extra: Extras = ()
    #: the permanents that pay those paid with permanents (casualty, conspire: 601.2h)
    objects: ObjectsPaid = ()
    #: the cards of the caster's hand spliced onto the spell (702.47a)
    splice: tuple[Ref, ...] = ()

    def perform(self, txn: Transaction) -> None:
        player = _actor(txn, self.by)
        zone = self.from_zone
        card = find(txn.state, self.card, among=txn.state.zone_objects(player, zone),
                    what=f"card in {player}'s {zone.value}")
        # its own keyword lets it be cast from the graveyard (flashback, 702.34a)
        permission = graveyard_permission(card, player, zone, self.alt)
        if permission is None:
            card = _card_from(txn, player, card, zone, "cast", "601.3", ("601.3",))
        alternative = None
        printed = printed_alternative(card, self.alt) if permission is None else None
        if permission is not None and permission.alternative:
            alternative = permission.cost.mana
        elif printed is not None:  # printed on the card, without a keyword (118.9, 601.2b)
            check_alternative(txn.state, player, card, printed, self.x)
            alternative = printed.cost.mana
        elif self.alt is not None:  # the card's own alternative cost (118.9, 601.2b)
            alternative = dict(card.card.alternative_costs).get(self.alt)
            if alternative is not None:  # surge, spectacle: only if ... this turn
                check_condition(txn.state, player, card, self.alt)
            if alternative is None:
                what = (
                    "no effect lets it be cast without paying its mana cost"
                    if self.alt == "free"
                    else f"it has no alternative cost {self.alt!r} the engine can pay"
                )
                raise IllegalActionError(
                    f"{card.name} can't be cast that way: {what} (118.9, 601.2b)",
                    ("118.9", "601.2b"))
        choices = CastChoices(
            self.targets, self.x, self.kicker, self.modes, self.sacrifice, self.pay,
            self.face, self.fuse, self.helped, self.extra, self.objects, self.splice,
        )
        cast_spell(txn, player, card, choices, alternative=alternative,
                   alt=self.alt if alternative is not None else None, permission=permission,
                   printed=printed, free=printed is not None and printed.free)

    def describe(self, state: GameState | None = None) -> str:
        """The action in words; with the state it acts on, objects by their names."""
        extra = [f"with X = {self.x}"] if self.x is not None else []
        if self.kicker:
            extra.append("kicked" if self.kicker == 1 else f"kicked {self.kicker} times")
        if self.modes:
            extra.append(
                f"choosing mode{'s' if len(self.modes) > 1 else ''} " + joined(map(str, self.modes))
            )
        if self.targets:
            extra.append("targeting " + _named(state, self.targets))
        if self.sacrifice:
            extra.append("sacrificing " + _named(state, self.sacrifice))
        extra.extend(f"paying its {k} cost" + (f" {n} times" if n > 1 else "")
                     for k, n in self.extra if n)
        for helper in Helper:  # 702.51a, 702.126a, 702.66a
            if named := self.helped.named(helper):
                verb = "exiling" if helper is Helper.DELVE else "tapping"
                extra.append(f"{verb} {_named(state, named)} for {helper.value}")
        if self.helped.assist is not None:  # 702.132a
            extra.append(f"with {self.helped.assist} assisting")
        if self.alt is not None:
            extra.append("without paying its mana cost" if self.alt == "free" else
                         f"for its {self.alt} cost")
        tail = "".join(f", {e}" for e in extra)
        if self.alt in FACE_DOWN_CASTS:  # no other player sees which card (708.4, 708.5)
            return f"{_who(state, self.by, 'cast')} a card face down{tail}"
        # the face cast is named as the spell will be (709.3, 712.11b, 715.3)
        face = " fused (both halves)" if self.fuse else f" as {self.face}" if self.face else (
            " transformed" if self.alt == _DISTURB else "")  # its back face up (712.11a)
        return f"{_who(state, self.by, 'cast')} {_named(state, (self.card,))}{face}{tail}"


@dataclass(frozen=True)
class Activate:
    card: Ref
    by: str | None = None
    ability: int = 1  # 1-based among the object's activated abilities
    targets: tuple[Ref, ...] = ()
    x: int | None = None
    pay: tuple[Ref, ...] | None = None
    #: where the object is: the battlefield, or a card in its owner's hand, graveyard or
    #: exile for an ability that functions there (cycling, unearth..., 113.6, 602.2)
    from_zone: Zone = Zone.BATTLEFIELD
    #: the permanents its cost taps, where the cost lets its controller choose them
    #: ("Tap an untapped creature you control"; crew, 702.122a; 601.2h)
    tap: tuple[Ref, ...] | None = None

    def perform(self, txn: Transaction) -> None:
        player = _actor(txn, self.by)
        tapped = None if self.tap is None else tuple(
            o.id for o in find_each(txn.state, self.tap, among=txn.state.permanents(player),
                                    what=f"permanent {player} controls"))
        if self.from_zone is Zone.BATTLEFIELD:
            perm = permanent_to_activate(txn.state, player, self.card)
        else:
            perm = find(txn.state, self.card, among=txn.state.zone_objects(
                player, self.from_zone), what=f"card in {player}'s {self.from_zone.value}")
        activate_ability(txn, player, perm, self.ability - 1, self.targets, self.x, self.pay,
                         tap=tapped)

    def describe(self, state: GameState | None = None) -> str:
        n = self.ability
        which = "" if n == 1 else f"the {ORDINAL_WORDS[n]} ability of " if n in ORDINAL_WORDS else (
            f"ability {n} of "
        )
        what = f"{which}{_named(state, (self.card,))}"
        tail = f", with X = {self.x}" if self.x is not None else ""
        if self.from_zone is not Zone.BATTLEFIELD:
            tail += f", from the {self.from_zone.value}"
        if self.targets:
            tail += ", targeting " + _named(state, self.targets)
        if self.tap:
            tail += ", tapping " + _named(state, self.tap)
        return f"{_who(state, self.by, 'activate')} {what}{tail}"


@dataclass(frozen=True)
class Play:
    card: Ref
    by: str | None = None
    from_zone: Zone = Zone.HAND
    #: the land face to play a modal double-faced card with (712.12)
    face: str | None = None

    def perform(self, txn: Transaction) -> None:
        player = _actor(txn, self.by)
        card = _card_from(txn, player, self.card, self.from_zone, "play", "305.1, 601.3",
                          ("305.1",))
        play_land(txn, player, land_face(card, self.face))

    def describe(self, state: GameState | None = None) -> str:
        face = f" as {self.face}" if self.face else ""
        return f"{_who(state, self.by, 'play')} {_named(state, (self.card,))}{face}"


@dataclass(frozen=True)
class Pass:
    by: str | None = None

    def perform(self, txn: Transaction) -> None:
        if self.by is not None and self.by != txn.state.priority:
            raise IllegalActionError(
                f"{self.by} doesn't have priority; {txn.state.priority} does (117.1)", ("117.1",)
            )
        pass_priority(txn)

    def describe(self, state: GameState | None = None) -> str:
        player = self.by or (state.priority if state is not None else "the player with priority")
        return f"{player} passes priority"


@dataclass(frozen=True)
class Resolve:
    """Every player passes in turn until the top object resolves; ``count=None`` repeats
    until the stack is empty and no trigger waits."""

    count: int | None = 1
    by: str | None = None

    def perform(self, txn: Transaction) -> None:
        if self.count is None:
            while True:
                txn.settle(strict=True)
                if not txn.state.stack or txn.state.game_over:
                    return
                self._one(txn)
        if self.count < 1:
            raise IllegalActionError('resolve takes a count of 1 or more, or "all"')
        for _ in range(self.count):
            txn.settle(strict=True)
            if txn.state.game_over:
                return
            if not txn.state.stack:
                raise IllegalActionError(
                    "the stack is empty: nothing to resolve (405.5)", ("405.5",)
                )
            self._one(txn)

    def resume(self, txn: Transaction) -> None:
        """Go on from a run of "resolve all" stopped just before the top object resolved
        (every player had passed): it resolves, and the action goes on."""
        if self.count is not None:
            raise ValueError("only resolving everything can be resumed")
        resolve(txn)
        self.perform(txn)

    @staticmethod
    def _one(txn: Transaction) -> None:
        for _ in range(len(txn.state.players) + 1):
            if pass_priority(txn):
                return
        raise IllegalActionError("the top object did not resolve")  # unreachable by 117.4

    def describe(self, state: GameState | None = None) -> str:
        if self.count is None:  # every player passes in turn until nothing is left (117.4)
            return "everything on the stack resolves"
        if self.count == 1:
            return "the top object of the stack resolves"
        return f"the top {self.count} objects of the stack resolve"


@dataclass(frozen=True)
class Attack:
    """Declare these attackers (508.1); ``at``, one for each creature when given: the
    player or planeswalker it attacks (508.1b), else they all attack ``defender``."""

    creatures: tuple[Ref, ...]
    defender: str | None = None
    by: str | None = None
    at: tuple[Ref, ...] = ()

    def perform(self, txn: Transaction) -> None:
        declare_attackers(txn, self.by or txn.state.active, self.creatures, self.defender,
                          self.at)

    def describe(self, state: GameState | None = None) -> str:
        player = self.by or (state.active if state is not None else None)
        verb = f"{player} attacks" if player else "attack"
        if self.at:
            each = [f"{_named(state, (c,))} attacks {_named(state, (a,))}"
                    for c, a in zip(self.creatures, self.at, strict=True)]
            return f"{player or 'the active player'} declares attackers: {joined(each)}"
        at = f" {self.defender}" if self.defender else ""
        return f"{verb}{at} with {_named(state, self.creatures)}"


@dataclass(frozen=True)
class Block:
    """Blocker -> the attacker it blocks; empty to declare no blocks (509.1)."""

    blocks: tuple[tuple[Ref, Ref], ...]
    by: str | None = None

    def perform(self, txn: Transaction) -> None:
        declare_blockers(txn, self.by, self.blocks)

    def describe(self, state: GameState | None = None) -> str:
        player = self.by or (state.defender if state is not None else None)
        who = player or "the defending player"
        if not self.blocks:
            return f"{who} declares no blockers"
        each = [f"{_named(state, (b,))} blocks {_named(state, (a,))}" for b, a in self.blocks]
        return f"{who} blocks: {joined(each)}"


@dataclass(frozen=True)
class Advance:
    step: Step
    by: str | None = None

    def perform(self, txn: Transaction) -> None:
        advance_to(txn, self.step)

    def describe(self, state: GameState | None = None) -> str:
        # a step no later in this turn is reached in the next one (500.1)
        later = state is None or self.step.order > state.step.order or (
            self.step in state.next_steps)  # or in a phase added to this turn (500.8)
        when = "" if later else "next turn's "
        return f"the game moves on to the {when}{STEP_NAMES[self.step]}"


@dataclass(frozen=True)
class TurnFaceUp:
    """The special action of turning a face-down permanent face up (116.2b), paying its
    morph cost (702.37e); ``pay``: the permanents to tap for its mana."""

    card: Ref
    by: str | None = None
    pay: tuple[Ref, ...] | None = None
    #: which way, where there are two: "morph" / "megamorph" or "mana cost" (701.40c)
    cost: str | None = None

    def perform(self, txn: Transaction) -> None:
        player = _actor(txn, self.by)
        # a face-down spell is found too, to be told it can't be turned face up (708.7)
        among = (*txn.state.permanents(player),
                 *(o for o in map(txn.state.obj, txn.state.stack) if o.controller == player))
        perm = find(txn.state, self.card, among=among, what=f"permanent {player} controls")
        turn_face_up(txn, player, perm, self.pay, self.cost)

    def describe(self, state: GameState | None = None) -> str:
        return f"{_who(state, self.by, 'turn')} {_named(state, (self.card,))} face up"


@dataclass(frozen=True)
class Suspend:
    """The special action of suspending a card in the player's hand (116.2f): they pay its
    suspend cost (``pay``: the permanents to tap for its mana) and exile it with its time
    counters (702.62a)."""

    card: Ref
    by: str | None = None
    pay: tuple[Ref, ...] | None = None

    def perform(self, txn: Transaction) -> None:
        player = _actor(txn, self.by)
        card = _card_from(txn, player, self.card, Zone.HAND, "suspend", "702.62a",
                          ("702.62a",))
        suspend(txn, player, card, self.pay)

    def describe(self, state: GameState | None = None) -> str:
        return f"{_who(state, self.by, 'suspend')} {_named(state, (self.card,))}"


@dataclass(frozen=True)
class Foretell:
    """The special action of foretelling a card in the player's hand (116.2h): they pay {2}
    (``pay``: the permanents to tap for it) and exile it face down (702.143a)."""

    card: Ref
    by: str | None = None
    pay: tuple[Ref, ...] | None = None

    def perform(self, txn: Transaction) -> None:
        player = _actor(txn, self.by)
        card = _card_from(txn, player, self.card, Zone.HAND, "foretell", "702.143a",
                          ("702.143a",))
        foretell(txn, player, card, self.pay)

    def describe(self, state: GameState | None = None) -> str:
        # no other player sees which card it is (406.3)
        return f"{_who(state, self.by, 'foretell')} a card"


AnyAction = (Cast | Activate | Play | Pass | Resolve | Attack | Block | Advance | TurnFaceUp
             | Suspend | Foretell)

ACTION_KEYS = ("cast", "activate", "play", "pass", "resolve", "attack", "block", "advance",
               "turn_face_up", "suspend", "foretell")
