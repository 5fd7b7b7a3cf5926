"""Everything that happens is an Event (DESIGN.md, principle 2).

Events are frozen, named in the past tense, and carry the Comprehensive Rules number that
made them happen, so a trace explains itself. Triggered abilities match events; they never
poll the state.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core.mana import format_mana
from rulings_kit.core.move_words import CYCLED, DISCARDED, DISCARDS, MILLED
from rulings_kit.core.move_words import MADNESS_EXILE as MADNESS_EXILE
from rulings_kit.core.state import PUBLIC_ZONES, GameObject, Step, Target, Zone
from rulings_kit.core.words import STEP_NAMES, one_line, possessive, spoken


@dataclass(frozen=True)
class Event:
    rule: str

    def describe(self) -> str:
        """What happened, as a sentence for a reader: names, never ids or JSON."""
        return type(self).__name__

    def __str__(self) -> str:
        return self.describe()

    def __repr__(self) -> str:
        return one_line(f"<{type(self).__name__}: {self.describe()} [{self.rule}]>")

    def details(self) -> str:
        """The sentence plus what a scenario writer needs (question ids, answers as written)."""
        return self.describe()


def _who(target: Target, names: dict[int, str] | None = None) -> str:
    return target if isinstance(target, str) else (names or {}).get(target, f"#{target}")


@dataclass(frozen=True)
class StepBegan(Event):
    turn: int
    step: Step
    active: str

    def describe(self) -> str:
        return f"Turn {self.turn} ({self.active}): the {STEP_NAMES[self.step]} begins"


@dataclass(frozen=True)
class PriorityPassed(Event):
    player: str

    def describe(self) -> str:
        return f"{self.player} passes priority"


@dataclass(frozen=True)
class SpellCast(Event):
    player: str
    spell: GameObject
    free: bool = False

    def describe(self) -> str:
        extra = []
        if self.spell.x is not None:
            extra.append(f"X = {self.spell.x}")
        if self.spell.kicked:
            extra.append(
                "kicked" if self.spell.kicked == 1 else f"kicked {self.spell.kicked} times"
            )
        if self.spell.modes:
            extra.append("mode " + ", ".join(map(str, self.spell.modes)))
        if self.free:
            extra.append("without paying its mana cost")
        whole = self.spell.whole
        if self.spell.turned_down is not None:  # no one else sees which card (708.5)
            extra.insert(0, f"face down, for its {self.spell.alt_paid} cost")
        elif whole is not None and whole.full_name and whole.full_name != self.spell.name:
            extra.insert(0, f"of {whole.full_name}")  # the face cast (709.3, 712.11, 715.3)
        elif self.spell.card.layout == "fused":
            extra.insert(0, "fused: both halves")  # 702.102a
        tail = f" ({'; '.join(extra)})" if extra else ""
        return f"{self.player} casts {self.spell.name}{tail}"


@dataclass(frozen=True)
class AbilityActivated(Event):
    player: str
    ability: GameObject

    def describe(self) -> str:
        return f"{self.player} activates an ability of {self.ability.name}"


@dataclass(frozen=True)
class AbilityTriggered(Event):
    source: GameObject
    controller: str

    def describe(self) -> str:
        return f"{possessive(self.source.name)} ability triggers"


@dataclass(frozen=True)
class PutOnStack(Event):
    obj: GameObject

    def describe(self) -> str:
        return f"{spoken(self.obj.display_name)} is put on the stack"


@dataclass(frozen=True)
class CopyCreated(Event):
    copy: GameObject
    original: GameObject

    def describe(self) -> str:
        return f"{self.copy.controller} creates a copy of {self.original.name} on the stack"


@dataclass(frozen=True)
class Resolved(Event):
    obj: GameObject

    def describe(self) -> str:
        return f"{spoken(self.obj.display_name)} resolves"


@dataclass(frozen=True)
class Countered(Event):
    obj: GameObject
    reason: str

    def describe(self) -> str:
        return f"{spoken(self.obj.display_name)} leaves the stack without resolving: {self.reason}"


@dataclass(frozen=True)
class DidNotResolve(Event):
    """All its targets are illegal as it would resolve, so it doesn't resolve (608.2b): it
    is removed from the stack, but it is not countered (701.6a)."""

    obj: GameObject
    reason: str

    def describe(self) -> str:
        return f"{spoken(self.obj.display_name)} doesn't resolve: {self.reason}"


#: the events of an object leaving the stack without resolving
LEFT_UNRESOLVED = (Countered, DidNotResolve)


#: the zones each player has their own of (400.1): a move names whose
OWN_ZONES = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD)


@dataclass(frozen=True)
class ZoneChanged(Event):
    old: GameObject
    new: GameObject | None  # None when the object ceases to exist (a copy, a token)
    from_zone: Zone | None  # None when the object is created (a token, 111.1)
    to_zone: Zone
    how: str = ""

    @property
    def discarded(self) -> bool:
        """Whether a card was discarded (701.9a): moved from a hand by a discard instruction
        (701.9a-b), a cost (601.2h) or the hand size (514.1), to wherever it went."""
        return self.from_zone is Zone.HAND and (self.rule in DISCARDS or
                                                self.how.startswith(DISCARDED))

    @property
    def milled(self) -> bool:
        """Whether a card was milled: put from a library into a graveyard by a mill
        instruction (701.17a) or dredge's (702.52a), or where a replacement effect put it
        instead (701.17c)."""
        return self.from_zone is Zone.LIBRARY and self.how.startswith(MILLED)

    @property
    def cycled(self) -> bool:
        """Whether a card was discarded to pay a cycling cost (702.29a, 702.29c)."""
        return self.from_zone is Zone.HAND and self.rule == CYCLED

    def describe(self) -> str:
        how = f" ({self.how})" if self.how else ""
        if self.from_zone is None:
            name = self.old.display_name  # "Soldier Token", or a copy's own name
            token = name if name.endswith(" Token") else f"{name} token"
            return f"{token} is created on the {self.to_zone.value}"
        if self.new is None:
            return f"{spoken(self.old.display_name)} ceases to exist{how}"
        # the first zone a player has their own of (400.1) says whose: "from Alice's hand"
        src, dst = self.from_zone.value, self.to_zone.value
        if self.from_zone in OWN_ZONES:
            src = f"{possessive(self.old.owner)} {src}"
        elif self.to_zone in OWN_ZONES:
            dst = f"{possessive(self.old.owner)} {dst}"  # a card goes to its owner's (400.3)
        if self.new.turned_down is not None and self.old.turned_down is None:
            # turned face down before it moves (708.3, 708.4): no one else sees which card
            return f"a card moves from {src} to {dst} face down{how}: {self.new.display_name}"
        if self.old.turned_down is not None and self.new.turned_down is None:
            # revealed to every player as it leaves (708.9)
            return (f"{self.old.display_name} moves from {src} to {dst}{how}, revealed "
                    f"(708.9): {self.new.display_name}")
        if self.new.face_down is not None:  # no player sees which card it is (406.3)
            return f"a card moves from {src} to exile face down{how}: {self.new.display_name}"
        if self.old.face_down is not None and self.to_zone in PUBLIC_ZONES:
            # it is turned face up where every player sees it (400.2, 404.2)
            return (
                f"{self.old.display_name} moves from exile to {dst}{how}, "
                f"face up: {self.new.display_name}"
            )
        return f"{spoken(self.old.display_name)} moves from {src} to {dst}{how}"


@dataclass(frozen=True)
class CardDrawn(Event):
    player: str
    card: GameObject

    def describe(self) -> str:
        return f"{self.player} draws {self.card.name}"


@dataclass(frozen=True)
class DamageDealt(Event):
    source: GameObject
    target: Target
    target_name: str
    amount: int
    #: the parts of one damage event dealt at the same time (combat damage, 510.2) share
    #: a nonzero number; 0: an event of its own
    batch: int = 0

    def describe(self) -> str:
        return (
            f"{spoken(self.source.display_name)} deals {self.amount} damage to {self.target_name}"
        )


@dataclass(frozen=True)
class LifeChanged(Event):
    player: str
    amount: int  # positive: gained
    life: int

    def describe(self) -> str:
        verb = "gains" if self.amount >= 0 else "loses"
        return f"{self.player} {verb} {abs(self.amount)} life ({self.life})"


@dataclass(frozen=True)
class ManaProduced(Event):
    player: str
    source: GameObject
    mana: tuple[str, ...]
    #: produced by a mana ability with {T} in its cost (106.12)
    tapped_for_mana: bool
    why: str = ""

    def describe(self) -> str:
        got = format_mana(self.mana) or "no mana"
        why = f" ({self.why})" if self.why else ""
        return f"{self.source.name} produces {got} for {self.player}{why}"


@dataclass(frozen=True)
class ManaSpent(Event):
    player: str
    mana: tuple[str, ...]
    what: str

    def describe(self) -> str:
        return f"{self.player} pays {format_mana(self.mana) or '{0}'} for {self.what}"


@dataclass(frozen=True)
class Tapped(Event):
    obj: GameObject
    untapped: bool = False

    def describe(self) -> str:
        return f"{self.obj.name} becomes {'untapped' if self.untapped else 'tapped'}"


def _counters_changed(who: str, kind: str, amount: int) -> str:
    """"X gets 2 +1/+1 counters", "X loses 1 poison counter" (122.1)."""
    s = "s" if abs(amount) != 1 else ""
    return f"{who} {'gets' if amount >= 0 else 'loses'} {abs(amount)} {kind} counter{s}"


@dataclass(frozen=True)
class CountersChanged(Event):
    obj: GameObject
    kind: str
    amount: int

    def describe(self) -> str:
        return _counters_changed(self.obj.name, self.kind, self.amount)


@dataclass(frozen=True)
class PlayerCountersChanged(Event):
    """A player got or lost counters (122.1): poison counters from a source with infect
    (120.3b, 702.90b)."""

    player: str
    kind: str
    amount: int
    total: int

    def describe(self) -> str:
        return f"{_counters_changed(self.player, self.kind, self.amount)} ({self.total} now)"


@dataclass(frozen=True)
class DesignationChanged(Event):
    """A player became the monarch or ceased to be (725.1, 725.3), got the city's blessing."""
    player: str
    designation: str  # "monarch", "city's blessing"
    gained: bool

    def describe(self) -> str:
        verb = ("becomes", "is no longer") if self.designation == "monarch" else ("gets", "loses")
        return f"{self.player} {verb[0] if self.gained else verb[1]} the {self.designation}"


@dataclass(frozen=True)
class ReplacementApplied(Event):
    source_name: str
    description: str

    def describe(self) -> str:
        return f"{spoken(self.source_name)}: {self.description}"


@dataclass(frozen=True)
class EffectCreated(Event):
    source_name: str
    description: str

    def describe(self) -> str:
        return f"{spoken(self.source_name)}: {self.description}"


@dataclass(frozen=True)
class Attacked(Event):
    """A creature declared as an attacker (508.1): it attacks the defending player, or
    ``planeswalker``, one that player controls (508.1b)."""

    creature: GameObject
    defender: str
    planeswalker: GameObject | None = None

    def describe(self) -> str:
        if self.planeswalker is not None:
            return (f"{self.creature.name} attacks {self.planeswalker.name}, "
                    f"{possessive(self.defender)} planeswalker")
        return f"{self.creature.name} attacks {self.defender}"


@dataclass(frozen=True)
class Blocked(Event):
    blocker: GameObject
    attacker: GameObject

    def describe(self) -> str:
        return f"{self.blocker.name} blocks {self.attacker.name}"


@dataclass(frozen=True)
class DamagePrevented(Event):
    source: GameObject
    target_name: str
    amount: int
    reason: str  # "by Bandage's effect", or why: "Red Warden has protection from red"

    def describe(self) -> str:
        why = f" {self.reason}" if self.reason.startswith("by ") else f": {self.reason}"
        return f"{self.amount} damage {self.source.name} would deal to {self.target_name} " \
            f"is prevented{why}"


@dataclass(frozen=True)
class DayNightChanged(Event):
    """It became day or night (731.1), from ``was`` ("" for neither: 731.1a's "day
    becomes night" is only from the other one)."""

    now: str  # "day" or "night"
    why: str
    was: str = ""

    def describe(self) -> str:
        return f"It becomes {self.now}: {self.why}"


@dataclass(frozen=True)
class TurnedOver(Event):
    """A permanent transformed (701.27a) or flipped (710.2): the same object (712.18),
    showing its other face."""

    obj: GameObject
    was: str  # the name it showed before
    verb: str = "transforms"

    def describe(self) -> str:
        return f"{self.was} {self.verb} into {self.obj.display_name}"


@dataclass(frozen=True)
class Exploited(Event):
    """A creature exploits a creature (702.110b): the controller of its exploit ability
    sacrificed ``sacrificed`` as that ability resolved, with ``exploiter`` (as it was then)
    on the battlefield."""

    exploiter: GameObject
    sacrificed: GameObject

    def describe(self) -> str:
        return f"{self.exploiter.name} exploits {self.sacrificed.name}"


@dataclass(frozen=True)
class TurnedFaceUp(Event):
    """A face-down permanent was turned face up (116.2b, 702.37e): the same object (708.8),
    shown to every player now, with the cost its controller paid."""

    player: str
    obj: GameObject
    was: str  # "face-down creature 2"
    how: str = "morph"
    cost: str = ""

    def describe(self) -> str:
        paid = f", paying its {self.how} cost {self.cost}" if self.cost else ""
        return f"{self.player} turns {self.was} face up: {self.obj.display_name}{paid}"


@dataclass(frozen=True)
class Noted(Event):
    """A fact the rules establish without anything changing (an explanation)."""

    text: str
    #: an ability or effect that did nothing, and this says why (an outcome mentions it)
    did_nothing: bool = False

    def describe(self) -> str:
        return self.text


@dataclass(frozen=True)
class Answered(Event):
    """A player's choice: the question's id, the answer used as JSON text, and the
    answer as a sentence (``Question.say``)."""

    question: str
    player: str
    answer: str
    automatic: bool = False  # the only legal answer, so it answered itself
    said: str = ""

    def describe(self) -> str:
        how = " (the only legal choice)" if self.automatic else ""
        return (self.said or f"{self.player} makes a choice") + how

    def details(self) -> str:
        return f"{self.describe()} — question {self.question}, answer {self.answer}"


@dataclass(frozen=True)
class PlayerLost(Event):
    player: str
    reason: str

    def describe(self) -> str:
        return f"{self.player} loses the game: {self.reason}"


@dataclass(frozen=True)
class LandPlayed(Event):
    player: str
    land: GameObject

    def describe(self) -> str:
        return f"{self.player} plays {self.land.name}"


def _one_line_reprs(cls: type[Event]) -> None:
    # Each dataclass writes a field-by-field __repr__ of its own (thousands of characters
    # with the objects an event carries); every event prints as its narration instead.
    for sub in cls.__subclasses__():
        sub.__repr__ = Event.__repr__  # type: ignore[method-assign]
        _one_line_reprs(sub)


_one_line_reprs(Event)
