"""References of the card vocabulary (targets, "it", "each creature", players) as the
engine's selections (:mod:`rulings_kit.core.selection`) and target requirements (115.1)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from rulings_kit.cards.lower.filters import Unsupported, filter_test, zone_of
from rulings_kit.cards.lower.strict import reads, require_handled
from rulings_kit.cards.model import (
    Amount,
    AttachedRef,
    BlockersOf,
    Combined,
    CountersOn,
    CountOf,
    DevotionTo,
    EachRef,
    Filter,
    Fixed,
    GameCount,
    GrantorRef,
    ItRef,
    ObjectRef,
    PlayerRef,
    RollResult,
    SameRecipient,
    Scaled,
    SelfRef,
    StatOfText,
    TargetRef,
    ThatMuch,
    ThisWay,
    TimesKicked,
    VariableX,
)
from rulings_kit.cards.model.kinds import Kind, KindWord
from rulings_kit.cards.model.phrases import (
    Article,
    Controller,
    CountedWords,
    FilterNoun,
    FilterZone,
    History,
    It,
    Operator,
    Scale,
    StatWords,
    Who,
)
from rulings_kit.cards.model.this_way import DoneThisWay
from rulings_kit.core import amounts
from rulings_kit.core import selection as sel
from rulings_kit.core.amounts import CountTimes, EventAmount, LifeTotal, Number, XValue
from rulings_kit.core.card_types import CardType
from rulings_kit.core.characteristics import card_types
from rulings_kit.core.combat_amounts import BlockersOf as Blocking
from rulings_kit.core.context import Resolution
from rulings_kit.core.definitions import TargetSpec
from rulings_kit.core.effects.common import Quantity
from rulings_kit.core.effects.dice import DieResult
from rulings_kit.core.exile_links import ExiledWithSource
from rulings_kit.core.filters import ObjectTarget, PlayerTarget
from rulings_kit.core.selection import (
    AttachedTo,
    AttackedPlayer,
    ControllerOf,
    EachPlayer,
    EnchantedPlayer,
    EventPlayer,
    EventSubject,
    ItSelf,
    Matching,
    Objects,
    Players,
    Targeted,
    You,
)
from rulings_kit.core.state import GameObject, GameState, Target, Zone


@dataclass
class Scope:
    """What one spell ability, mode or ability has named so far: its targets (in order,
    one group per use of "target") and the object "it" refers to (608.2c)."""

    specs: list[TargetSpec] = field(default_factory=list)
    it: Objects | None = None
    #: the trigger event's object ("that creature"), when the event is about another one
    subject: Objects | None = None
    #: the other object of a trigger event about this one: "that creature", the blocker
    #: of "becomes blocked by a creature" (509.3d)
    other: Objects | None = None
    #: the event's object is this object, which has left the battlefield: "it" is the new
    #: object it became (400.7e), except as a source of damage (last known, 608.2h)
    self_left: bool = False
    #: the event is the leaving of the permanent this Aura enchants: "this enchantment" in
    #: a return instruction is the card the Aura became in the graveyard (400.7f)
    host_left: bool = False
    #: a spell's instructions (not an ability's): "if this spell was kicked"
    in_spell: bool = False
    #: an ability a static ability grants another object, which knows its grantor: its
    #: words may name that object (201.5a, ``GrantorRef``)
    grantor: bool = False
    #: "for each ...": what multiplies the numbers of the effect being read (608.2h)
    per: Objects | None = None
    #: "for each creature that died this turn": a number rather than objects
    per_number: Quantity | None = None
    #: a number of the effect read "for each" was multiplied: else "for each" went unread
    per_used: bool = False
    #: "where X is ...": what X is, when it isn't chosen (107.3c)
    x_is: Quantity | None = None
    #: an X not defined by the text is the X chosen for the spell or ability (107.3a) or
    #: for the spell its source entered from (107.3m); False: one the engine doesn't know
    x_known: bool = True
    #: a spell or activated ability, whose X is announced before its targets (601.2b-c,
    #: 602.2b): "X target creatures" is that many targets (a triggered ability's aren't)
    x_announced: bool = False
    #: the costs sacrifice one permanent chosen and move no other (601.2h, 602.2b): "the
    #: sacrificed creature" is that permanent as it last existed (608.2h)
    sacrificed: bool = False
    #: the last instruction created tokens: "it" may name them
    it_created: bool = False
    #: "Choose any target, then choose another target for each time this spell was
    #: kicked.": the targets the next sentence calls "each of them" (702.33c)
    chosen: Targeted | None = None
    #: where the last damage went: an "instead" sentence's "the same recipient" (614.1a)
    damaged: tuple[Objects | None, Players | None] | None = None
    #: the reflexive triggered abilities ("When you do, ...", 603.12) its instructions
    #: create: the card holds them, shared by every scope of one card
    reflexive: list[Any] = field(default_factory=list)
    #: what dealt the last damage: "it also deals 4 damage to ..." is that source again,
    #: not the creature it was dealt to
    damage_source: Objects | None = None
    #: the trigger event names a player ("that player") / an amount ("that much") the
    #: triggered ability remembers (603.2, 608.2h)
    event_player: bool = False
    event_amount: bool = False
    #: the trigger event is a batch of "one or more" objects (603.2c): its words name
    #: them all ("those creatures"), never one of them ("it")
    batch: bool = False
    #: the players the instruction named last: whose zone "that player's hand" and "their
    #: graveyard" are
    last_players: Players | None = None
    #: the uses of "target player" / "target opponent" read so far: "that player" in a
    #: later sentence is the one of them, if only one
    target_players: list[Targeted] = field(default_factory=list)
    #: the player several verbs of one sentence share, and what it names once read
    shared_subject: tuple[PlayerRef, Players | None] | None = None
    #: the card types of the card whose ability this is ("this artifact becomes ...")
    self_types: tuple[str, ...] = ()
    #: the permanent a delayed ability's "it" may name, as the sentence before it named it
    #: (603.7c); None: it names none
    delayed_it: Objects | None = None
    #: a sentence before the delayed ability named something else: its "it" isn't the
    #: creating ability's "it" (603.7c)
    delayed_after: bool = False
    #: the targets the last instruction exiled from the battlefield: "that card" after it
    #: is the card each became in exile (400.7j)
    exiled: Targeted | ItSelf | None = None
    #: "it" was returned from exile as a new object (400.7): a later "it" (the permanent it
    #: became) isn't found yet, so it is refused
    returned: bool = False
    #: the zone the ability functions in (113.6): away from the battlefield ("Discard this
    #: card: ...", "Return this card from your graveyard ...", 113.6j, 113.6m) the words
    #: may name the card itself only as a source of damage or as what returns it
    functions_in: Zone = Zone.BATTLEFIELD
    #: the trigger event is an attacking creature's attack or block: "defending player" is
    #: the player it attacks (508.5)
    attacker_event: bool = False
    #: "where X is the number of cards in their hand": the player named after X is read
    named_later: NamedLater | None = None
    #: an instruction read before made players lose life: "the life lost this way" (608.2c)
    lost_life: bool = False
    #: the instructions are a prevention effect's additional effect, done as it prevents
    #: damage: "You gain life equal to the damage prevented this way." (615.5)
    prevented: bool = False
    #: an instruction read before added its controller's mana, unrestricted: what "this
    #: mana" of "you don't lose this mana as steps and phases end" is (106.4)
    mana_added: bool = False
    #: a die was rolled by an instruction read before: "where X is the result" (706.4)
    rolled: bool = False

    def quantity(self, amount: Amount | BlockersOf) -> Quantity:
        """The engine's number for an amount (counted as it resolves, 608.2h)."""
        found = self._quantity(amount)
        self.per_used = self.per is not None or self.per_number is not None
        if self.per_number is not None:
            return amounts.Times(found, self.per_number)
        return CountTimes(found, self.per) if self.per is not None else found

    def _quantity(self, amount: Amount | BlockersOf) -> Quantity:
        if isinstance(amount, Fixed):
            return Number(amount.n)
        if isinstance(amount, VariableX):
            if self.x_is is None and not self.x_known:
                raise Unsupported("X of a triggered ability (107.3d)")
            return self.x_is if self.x_is is not None else XValue()
        if isinstance(amount, CountOf) and (died := creatures_died(amount.filter)) is not None:
            return died
        if isinstance(amount, RollResult):  # the die rolled before it (706.4)
            if not self.rolled:
                raise Unsupported(amount.text())
            return DieResult()
        if isinstance(amount, ThatMuch) and self.event_amount:
            return EventAmount()
        if isinstance(amount, CountOf):
            return CountTimes(Number(1), self.counted(amount.filter))
        if isinstance(amount, StatOfText) and amount.of is not None \
                and amount.stat.of_an_object:
            of = self.objects(amount.of, as_source=True) if not isinstance(
                amount.of, PlayerRef) else None
            if isinstance(of, ItSelf) and isinstance(amount.of, ItRef) and \
                    amount.of.word in _THAT_OBJECT:
                # "... deals damage to that player equal to that card's mana value" after
                # "discards a card": the card is no object the ability named; never the
                # source itself (608.2c)
                raise Unsupported(amount.text())
            if of is not None:
                return amounts.StatOf(of, amount.stat.value)
        if isinstance(amount, CountersOn) and isinstance(amount.of, SelfRef):
            return amounts.CountersOf(ItSelf(last_known=True), amount.counter)
        if isinstance(amount, GameCount):
            return game_count(amount)
        if isinstance(amount, BlockersOf):  # the creatures blocking it now (509.1g, 608.2h)
            return Blocking(self.objects(amount.of, as_source=True), amount.beyond_first)
        if isinstance(amount, TimesKicked):  # the source's kicks (702.33d)
            return amounts.TimesKicked()
        if isinstance(amount, ThisWay) and amount.what is DoneThisWay.DAMAGE_PREVENTED:
            if not self.prevented:  # only a prevention effect's additional effect (615.5)
                raise Unsupported(amount.text())
            return amounts.PreventedThisWay()
        if isinstance(amount, ThisWay):  # what an instruction read before did (608.2c)
            damage = amount.what is DoneThisWay.DAMAGE_DEALT
            if not (self.damaged is not None if damage else self.lost_life):
                raise Unsupported(amount.text())
            return amounts.TotalThisWay(damage)
        if isinstance(amount, Combined):  # "1 plus the number of ..." (107.1b)
            return amounts.Sum(self._quantity(amount.first), self._quantity(amount.second),
                               minus=amount.op is Operator.MINUS)
        if isinstance(amount, Scaled):  # "twice ...", "half ..., rounded up" (107.1a)
            return amounts.Multiple(self._quantity(amount.of), twice=amount.by is Scale.TWICE,
                                    round_up=amount.by is Scale.HALF_UP)
        if isinstance(amount, StatOfText) and amount.among is not None and (
                most := amount.stat.most) is not None:  # "the greatest power among ..."
            return amounts.Greatest(self.counted(amount.among), most.value)
        if isinstance(amount, StatOfText) and amount.among is not None and (
                total := amount.stat.total) is not None:  # "the total power of ..."
            return amounts.Total(self.counted(amount.among), total.value)
        if isinstance(amount, DevotionTo) and not amount.that_color:  # 700.5: the controller's
            return amounts.Devotion(tuple(c.letter for c in amount.colors if c.letter), You())
        if isinstance(amount, StatOfText) and amount.stat is StatWords.LIFE_TOTAL and isinstance(
                amount.of, PlayerRef):
            return LifeTotal(self.players(amount.of))
        raise Unsupported(amount.text())

    @reads(TargetRef, "filter count up_to another any_number each at_least x each_of")
    @reads(EachRef, "filter article most")
    @reads(ItRef, "word")
    @reads(AttachedRef, "via noun")
    def objects(self, ref: ObjectRef, *, as_source: bool = False) -> Objects:
        """The selection for an object reference; remembers it as "it"."""
        if not isinstance(ref, SelfRef | GrantorRef | PlayerRef):
            require_handled(ref)
        found: Objects
        if isinstance(ref, SelfRef) and self.self_left and not as_source:
            # "When Brilliant Halo is put into a graveyard from the battlefield, return
            # Brilliant Halo to its owner's hand": the new object it became (400.7e)
            found = EventSubject()
        elif isinstance(ref, SelfRef):
            found = self._itself(ref, as_source)
        elif isinstance(ref, GrantorRef):  # the object that grants this ability (201.5a)
            if not self.grantor:
                raise Unsupported(ref.text())
            found = sel.Grantor(last_known=as_source)
        elif isinstance(ref, ItRef) and ref.word in (It.THE_EXILED_CARD, It.THE_EXILED_CARDS):
            found = ExiledWithSource()  # linked to the ability that exiled it (607.2a)
        elif isinstance(ref, ItRef) and ref.word is It.THAT_CREATURE and self.other is not None:
            found = self.other  # and "it" after it names that creature too (608.2c)
        elif isinstance(ref, ItRef) and ref.word is It.EACH_OF_THOSE_CREATURES and \
                self.batch and self.subject is not None:
            found = self.subject  # each of the batch's creatures (603.2c)
        elif isinstance(ref, ItRef) and (ref.word.paired or ref.word is It.ITSELF):
            raise Unsupported(ref.text())  # a static's pair (702.95b); "itself": damage's own
        elif isinstance(ref, ItRef) and ref.word.sacrificed:
            if not self.sacrificed:
                raise Unsupported(ref.text())
            return sel.Sacrificed()
        elif isinstance(ref, ItRef):
            if self.returned:
                raise Unsupported(ref.text())
            if self.it is not None and as_source and isinstance(self.it, Targeted):
                return replace(self.it, last_known=True)  # as it last existed (608.2h)
            if isinstance(self.it, Matching) and ref.word in (It.THEY, It.THEM, It.THOSE_CREATURES):
                return sel.Those(self.it)  # the ones found before, not found again (608.2c)
            if isinstance(self.it, ItSelf) and ref.word in (It.THEY, It.THEM):
                raise Unsupported(ref.word)  # "~ deals 2 damage to them": not ~ itself
            if self.it is not None:
                return self.it
            if self.subject is None or (self.batch and not ref.word.many):
                raise Unsupported(ref.word)
            if isinstance(self.subject, ItSelf) and ref.word in (It.THEY, It.THEM):
                # "deals 2 damage to them" in "At the beginning of each opponent's upkeep,
                # if that player ...": a player, never the source itself (608.2c)
                raise Unsupported(ref.word)
            if isinstance(self.subject, ItSelf):  # "it" is the source itself
                return self._itself(ref, as_source)
            if as_source and self.self_left:
                return ItSelf(last_known=True)
            if as_source and isinstance(self.subject, EventSubject):
                return EventSubject(last_known=True)  # as it last existed (608.2h)
            return self.subject
        elif isinstance(ref, AttachedRef):
            found = AttachedTo()
        elif isinstance(ref, TargetRef):
            if ref.filter is None or (ref.x and (self.x_is is not None or not self.x_announced)):
                raise Unsupported(ref.text())  # an X the engine doesn't know as targets are chosen
            if (ref.up_to or ref.any_number) and any(s.up_to or s.any_number
                                                     for s in self.specs):
                raise Unsupported(ref.text())  # one variable number of targets (601.2c)
            found = Targeted(len(self.specs))
            self.specs.append(object_target(ref, after_target=bool(self.specs)))
        elif isinstance(ref, EachRef) and ref.filter.history is History.DEALT_DAMAGE_THIS_WAY:
            found = self._dealt_damage_this_way(ref)
        elif isinstance(ref, EachRef) and ref.article.every and \
                ref.filter.zone is FilterZone.ATTACHED_TO_THAT_CREATURE and self.it is not None:
            test = filter_test(replace(ref.filter, zone=FilterZone.UNSAID))  # 301.5
            found = sel.AttachedToThem(self.it, test)
        elif isinstance(ref, EachRef) and ref.article.every:
            found = self.counted(ref.filter)
        elif isinstance(ref, EachRef) and ref.article is Article.UP_TO:  # "up to four lands"
            found = sel.Chosen(self.counted(ref.filter), ref.most, up_to=True)
        elif isinstance(ref, EachRef) and ref.article in (Article.A, Article.AN):
            found = sel.Chosen(self.counted(ref.filter))  # "on a planeswalker you control"
        else:
            raise Unsupported(ref.text())
        self.it = found
        return found

    def _dealt_damage_this_way(self, ref: EachRef) -> Objects:
        """"Each creature dealt damage this way": what the damage read before dealt
        damage to (608.2c); "a creature ..." is one of them, chosen. With no damage before
        it, it names nothing the engine knows: refused."""
        if self.damaged is None:
            raise Unsupported(ref.text())
        found = sel.DealtDamageThisWay(filter_test(replace(ref.filter, history=History.UNSAID)))
        if ref.article.every:
            return found
        if ref.article in (Article.A, Article.AN):
            return sel.Chosen(found)
        raise Unsupported(ref.text())

    def _itself(self, ref: ObjectRef, as_source: bool) -> ItSelf:
        """The card or permanent itself; in an ability that functions away from the
        battlefield (113.6), only as a source of damage, as it last existed (608.2h)."""
        if self.functions_in is not Zone.BATTLEFIELD and not as_source:
            raise Unsupported(ref.text())
        return ItSelf(last_known=as_source)

    def counted(self, f: Filter, later: NamedLater | None = None) -> Matching:
        """The objects a filter finds; in "that player's hand" or "their graveyard", only
        the cards of the player the instruction named before (or refused), or, given
        ``later``, the one it names after ("loses 2 life for each creature card in their
        graveyard")."""
        if f.controller in _TARGET_CONTROLLER:
            # "all creatures target player controls": one target, a player (115.1), whose
            # permanents the filter takes; "that player" names them after (608.2c)
            players = self.players(PlayerRef(_TARGET_CONTROLLER[f.controller]))
            return replace(matching(replace(f, controller=Controller.ANYONE)),
                           controllers=players)
        if f.controller is Controller.THAT_PLAYER_OR_THAT_PLANESWALKERS_CONTROLLER:
            # "... to target player or planeswalker and each creature that player or that
            # planeswalker's controller controls"
            if not isinstance(self.last_players, Targeted) or \
                    self.specs[self.last_players.group].legal not in _OR_PLANESWALKER.values():
                raise Unsupported(f.controller)
            return replace(matching(replace(f, controller=Controller.ANYONE)),
                           controllers=sel.PlayerOrController(self.last_players))
        if f.controller in (Controller.THEY, Controller.THAT_PLAYER):
            # "each creature they control": the player(s) the instruction just named; of
            # several, the one it is at ("... to each player equal to the number of lands
            # that player controls")
            if self.last_players is None and f.controller is Controller.THAT_PLAYER and \
                    self.event_player:  # the player the trigger event names (603.2)
                named: Players = EventPlayer()
            elif self.last_players is None:
                raise Unsupported(f.controller)
            else:
                named = self.last_players
            return replace(matching(replace(f, controller=Controller.ANYONE)), controllers=(
                sel.EachOne(named) if isinstance(named, EachPlayer) else named))
        found = matching(f)
        later = later or self.named_later
        if players_zone(f):
            if later is not None:
                return replace(found, owners=later)
            if self.last_players is None:
                raise Unsupported(f.zone)
            return replace(found, owners=self.last_players)
        return found

    def players(self, ref: PlayerRef | None) -> Players:
        """The selection for a player reference (None: the controller, in the imperative);
        the subject several verbs share names the same player(s) each time (608.2c:
        "target player draws two cards and loses 2 life" has one target)."""
        if self.shared_subject is not None and ref == self.shared_subject[0]:
            found = self.shared_subject[1] or self._players(ref)
            self.shared_subject = (ref, found)
        else:
            found = self._players(ref)
        self.last_players = found
        return found

    @contextmanager
    def sharing(self, subject: PlayerRef) -> Iterator[None]:
        """Read the parts of one sentence whose verbs share ``subject``."""
        outer, self.shared_subject = self.shared_subject, (subject, None)
        try:
            yield
        finally:
            self.shared_subject = outer

    def _players(self, ref: PlayerRef | None) -> Players:
        who = Who.YOU if ref is None else ref.who
        if who is Who.YOU:
            return You()
        if who in _EACH_PLAYER:
            # "each other player": everyone but you; with no teams, each opponent (102.3)
            return EachPlayer(opponents_only=who is not Who.EACH_PLAYER)
        if who in (Who.TARGET_PLAYER, Who.TARGET_OPPONENT):
            found = Targeted(len(self.specs))
            self.specs.append(player_target(who))
            self.target_players.append(found)
            return found
        if who is Who.THAT_CREATURES_CONTROLLER and self.other is not None:
            return ControllerOf(self.other)  # of the event's other creature (509.3d)
        if who in _ITS_CONTROLLER and self.it is not None:  # the object named last
            return ControllerOf(self.it, owner=who is Who.ITS_OWNER)
        if who in _ITS_CONTROLLER and who is not Who.ITS_OWNER and self.subject is not None \
                and not self.batch:  # of a batch of objects, "its" is none of them (603.2c)
            return ControllerOf(self.subject)
        if who is Who.THAT_PLAYER and self.event_player:
            return EventPlayer()
        if who is Who.THAT_PLAYER and len(self.target_players) == 1:
            # "Tap all permanents target opponent controls. That player skips ...": the
            # one target player an earlier sentence named (608.2c)
            return self.target_players[0]
        if who is Who.ENCHANTED_PLAYER:  # 303.4b
            return EnchantedPlayer()
        if who is Who.DEFENDING_PLAYER and self.attacker_event:
            return sel.DefendingPlayer()  # 508.5
        if who is Who.ATTACKED and isinstance(self.subject, ItSelf):
            return AttackedPlayer()
        # "that player" of an event that names no player: refused, never guessed
        raise Unsupported(who)

    def damage_to(self, ref: ObjectRef | PlayerRef) -> tuple[Objects | None, Players | None]:
        """Where damage goes: objects, players, or "any target" (115.4)."""
        if isinstance(ref, SameRecipient) and self.damaged is not None:
            return self.damaged
        self.damaged = self._damage_to(ref)
        return self.damaged

    def _damage_to(self, ref: ObjectRef | PlayerRef) -> tuple[Objects | None, Players | None]:
        if isinstance(ref, PlayerRef) and ref.who in _OR_PLANESWALKER:
            found = Targeted(len(self.specs))
            self.specs.append(TargetSpec(ref.who.value, _OR_PLANESWALKER[ref.who],
                                         zones=_BATTLEFIELD))
            self.last_players = found
            return found, found
        if isinstance(ref, PlayerRef):
            players = self.players(ref)
            if isinstance(players, AttackedPlayer):  # or the planeswalker (508.1b)
                return players, players
            return None, players
        if isinstance(ref, TargetRef) and ref.filter is None:
            found = self.damaged_targets(ref)
            return found, found
        if isinstance(ref, ItRef) and ref.word is It.EACH_OF_THEM and self.chosen is not None:
            return self.chosen, self.chosen  # the targets chosen before (702.33c)
        return self.objects(ref), None

    def damaged_targets(self, ref: TargetRef, per_kick: bool = False) -> Targeted:
        """ "any target" (115.4), "any number of targets" (601.2c), or one more for each
        time the spell was kicked (702.33c): one use of "target", named as "it"."""
        found = Targeted(len(self.specs))
        if ref.up_to and any(s.up_to or s.any_number for s in self.specs):
            raise Unsupported(ref.text())  # one variable number of targets (601.2c)
        self.specs.append(TargetSpec(ref.text(), _any_target, zones=_BATTLEFIELD,
                                     any_number=ref.any_number, per_kick=per_kick,
                                     count=ref.count, up_to=ref.up_to,
                                     at_least=ref.at_least))
        self.it = found
        return found


#: "that card", "that permanent": an object an earlier instruction named, not the source
_THAT_OBJECT = (It.THAT_CREATURE, It.THAT_CARD, It.THAT_PERMANENT, It.THAT_LAND,
                It.THAT_SPELL, It.THAT_ARTIFACT, It.THAT_ENCHANTMENT,
                It.THAT_CREATURE_OR_PLANESWALKER)

#: the controller of the object an earlier instruction named: "that land's controller"
THAT_CONTROLLER = (Who.THAT_CREATURES_CONTROLLER, Who.THAT_LANDS_CONTROLLER,
                   Who.THAT_PERMANENTS_CONTROLLER)
#: ... or of the object named last, which may be the source itself ("its controller")
_ITS_CONTROLLER = (Who.ITS_CONTROLLER, Who.ITS_OWNER, *THAT_CONTROLLER)
#: every player, or every one but you (102.3)
_EACH_PLAYER = (Who.EACH_PLAYER, Who.EACH_OPPONENT, Who.EACH_OTHER_PLAYER)


def players_zone(f: Filter) -> bool:
    """Whether the filter's zone is one player's, named elsewhere: "in their graveyard"."""
    return f.zone.one_players


@dataclass
class NamedLater:
    """The players an instruction names after the words that need them: bound once the
    instruction is read (``bind``), before the card is ever played."""

    of: Players | None = None

    def bind(self, scope: Scope, words: str) -> None:
        if scope.last_players is None:
            raise Unsupported(words)
        self.of = scope.last_players

    def players(self, ctx: Resolution) -> list[str]:
        assert self.of is not None
        return self.of.players(ctx)


def game_count(counted: GameCount) -> amounts.PlayerCount:
    """The engine's count of what the controller has: their party (700.8), the basic land
    types among their lands (305.6), their opponents (102.2)."""
    return _GAME_COUNTS[counted.what]()


_GAME_COUNTS: dict[CountedWords, type[amounts.PlayerCount]] = {
    CountedWords.PARTY: amounts.PartySize, CountedWords.DOMAIN: amounts.BasicLandTypes,
    CountedWords.OPPONENTS: amounts.OpponentCount}


def matching(f: Filter) -> Matching:
    """Every object in the filter's zone (the battlefield unless it names one) it matches."""
    zone = zone_of(f.zone)
    return Matching(filter_test(f), zone[0] if zone is not None else Zone.BATTLEFIELD)


def _any_target(state: GameState, by: GameObject, t: Target) -> bool:
    """115.4: a creature, player, planeswalker or battle."""
    if isinstance(t, str):
        return not state.player(t).lost
    obj = state.obj(t)
    return obj.zone is Zone.BATTLEFIELD and bool(
        {CardType.CREATURE, CardType.PLANESWALKER, CardType.BATTLE} & card_types(state, obj))


def _player_or_planeswalker(state: GameState, by: GameObject, t: Target) -> bool:
    if isinstance(t, str):
        return not state.player(t).lost
    obj = state.obj(t)
    return obj.zone is Zone.BATTLEFIELD and CardType.PLANESWALKER in card_types(state, obj)


def _opponent_or_planeswalker(state: GameState, by: GameObject, t: Target) -> bool:
    """"target opponent or planeswalker": any planeswalker, a player only if an opponent."""
    if isinstance(t, str) and t == by.controller:
        return False
    return _player_or_planeswalker(state, by, t)


#: "... target player controls": the player target the words make
_TARGET_CONTROLLER = {Controller.TARGET_PLAYER: Who.TARGET_PLAYER,
                      Controller.TARGET_OPPONENT: Who.TARGET_OPPONENT}

_OR_PLANESWALKER = {Who.TARGET_PLAYER_OR_PLANESWALKER: _player_or_planeswalker,
                    Who.TARGET_OPPONENT_OR_PLANESWALKER: _opponent_or_planeswalker}


def object_target(ref: TargetRef, *, after_target: bool = False) -> TargetSpec:
    """The requirement of one "target ..." (115.1). "Another target creature" after an
    earlier "target" of the same spell or ability means one not chosen for that target
    (115.3, 601.2c: the words allow the same object twice otherwise); with no earlier
    target, not the object whose ability it is."""
    assert ref.filter is not None
    legal = ObjectTarget(filter_test(ref.filter), another=ref.another and not after_target)

    # candidates only where the filter looks (115.2): its zone, the stack, or the battlefield
    zone = zone_of(ref.filter.zone)
    where = zone[0] if zone else Zone.STACK if ref.filter.noun is FilterNoun.SPELL or \
        ref.filter.noun.ability else Zone.BATTLEFIELD
    return TargetSpec(
        ref.text(), legal, count=ref.count, up_to=ref.up_to, any_number=ref.any_number,
        x_count=ref.x,
        zones=frozenset({where}),
        players=False, unlike_earlier=ref.another and after_target)


def player_target(who: Who) -> TargetSpec:
    legal = PlayerTarget(opponent=who is Who.TARGET_OPPONENT)
    return TargetSpec(who.value, legal, zones=frozenset())


#: where "any target" and "target player or planeswalker" find their objects (115.4)
_BATTLEFIELD = frozenset({Zone.BATTLEFIELD})

__all__ = ["EventSubject", "Scope", "matching", "object_target", "player_target"]


#: "creatures", any at all (205.2a)
CREATURES = Filter((Kind((), (KindWord.CREATURE,)),))


def creatures_died(f: Filter) -> Quantity | None:
    """ "creatures that died (under your control) this turn", counted from the turn
    record (700.4); None for any other filter."""
    if replace(f, history=History.UNSAID) != CREATURES:
        return None
    if f.history is History.DIED:
        return amounts.CreaturesDied()
    if f.history is History.DIED_UNDER_YOUR_CONTROL:
        return amounts.CreaturesDied(yours=True)
    return None
