"""The closed vocabulary of trigger events (603.2): each phrase a member whose value is the
phrase as printed, so JSON and the generated rules text are what they were, and a JSON
card with ``"event": "die"`` is refused as it loads, naming the phrases that would do."""

from __future__ import annotations

from enum import Enum, StrEnum
from typing import TypeVar

from rulings_kit.core.patterns import Actor
from rulings_kit.errors import DataError

__all__ = ["Actor", "ObjectVerb", "PlayerVerb", "StepOwner", "TriggerStep", "phrase"]

E = TypeVar("E", bound=Enum)


def phrase(kind: type[E], value: object, where: str) -> E:
    """``value`` as a member of ``kind`` (a phrase read from JSON is its printed value)."""
    try:
        return kind(value)  # a str, or not a phrase at all
    except ValueError:
        raise DataError(f"{where}: unknown phrase {value!r}; expected one of "
                        f"{', '.join(repr(m.value) for m in kind)}") from None


class ObjectVerb(StrEnum):
    """What an object does or has done to it: "this creature dies" (603.2, 603.6, 603.10a);
    the plural ones are of "one or more" objects (603.2c: it triggers once)."""

    ENTERS = "enters"
    ENTERS_UNDER_YOUR_CONTROL = "enters under your control"
    #: under the control of one of the source's controller's opponents (102.3)
    ENTERS_UNDER_AN_OPPONENTS_CONTROL = "enters under an opponent's control"
    DIES = "dies"
    ATTACKS = "attacks"
    ATTACKS_ALONE = "attacks alone"
    #: battalion (207.2c): declared as an attacker with two or more other creatures
    AND_AT_LEAST_TWO_OTHERS_ATTACK = "and at least two other creatures attack"
    ATTACKS_AND_ISNT_BLOCKED = "attacks and isn't blocked"  # 509.3g
    ATTACKS_ENCHANTED_PLAYER = "attacks enchanted player"  # 303.4b
    ATTACKS_YOU = "attacks you"  # 508.3a: you, not a planeswalker you control
    ATTACKS_YOU_OR_A_PLANESWALKER_YOU_CONTROL = "attacks you or a planeswalker you control"
    BLOCKS = "blocks"
    BLOCKS_A_CREATURE = "blocks a creature"
    BLOCKS_A_CREATURE_WITH_FLYING = "blocks a creature with flying"
    BECOMES_BLOCKED_BY_A_CREATURE = "becomes blocked by a creature"
    BLOCKS_OR_BECOMES_BLOCKED_BY_A_CREATURE = "blocks or becomes blocked by a creature"
    ATTACKS_OR_BLOCKS = "attacks or blocks"
    BECOMES_BLOCKED = "becomes blocked"
    BLOCKS_OR_BECOMES_BLOCKED = "blocks or becomes blocked"
    BECOMES_TAPPED = "becomes tapped"
    BECOMES_UNTAPPED = "becomes untapped"
    DEALS_DAMAGE = "deals damage"
    DEALS_DAMAGE_TO_A_PLAYER = "deals damage to a player"
    DEALS_DAMAGE_TO_AN_OPPONENT = "deals damage to an opponent"
    DEALS_COMBAT_DAMAGE_TO_A_PLAYER = "deals combat damage to a player"
    DEALS_COMBAT_DAMAGE_TO_AN_OPPONENT = "deals combat damage to an opponent"
    DEALS_COMBAT_DAMAGE_TO_ENCHANTED_PLAYER = "deals combat damage to enchanted player"
    DEALS_COMBAT_DAMAGE_TO_A_PLAYER_OR_PLANESWALKER = \
        "deals combat damage to a player or planeswalker"
    DEALS_COMBAT_DAMAGE_TO_A_CREATURE = "deals combat damage to a creature"  # 510.2
    DEALS_NONCOMBAT_DAMAGE_TO_AN_OPPONENT = "deals noncombat damage to an opponent"
    IS_DEALT_DAMAGE = "is dealt damage"
    IS_PUT_INTO_A_GRAVEYARD_FROM_THE_BATTLEFIELD = "is put into a graveyard from the battlefield"
    #: never a leaves-the-battlefield ability (603.6c): it triggers from the graveyard
    IS_PUT_INTO_A_GRAVEYARD_FROM_ANYWHERE = "is put into a graveyard from anywhere"
    LEAVES_THE_BATTLEFIELD = "leaves the battlefield"
    BECOMES_THE_TARGET_OF_AN_OPPONENTS = \
        "becomes the target of a spell or ability an opponent controls"
    BECOMES_THE_TARGET_OF_A_SPELL = "becomes the target of a spell"
    BECOMES_THE_TARGET_OF_A_SPELL_OR_ABILITY = "becomes the target of a spell or ability"
    IS_TAPPED_FOR_MANA = "is tapped for mana"
    IS_TURNED_FACE_UP = "is turned face up"  # 702.37e, 708.8
    TRANSFORMS = "transforms"  # 701.27a
    TRANSFORMS_INTO_THIS = "transforms into ~"  # 701.27e: into the face it's printed on
    EXPLOITS_A_CREATURE = "exploits a creature"  # 702.110b
    ATTACK = "attack"
    ATTACK_YOU = "attack you"
    DIE = "die"
    ENTER_UNDER_YOUR_CONTROL = "enter under your control"
    DEAL_COMBAT_DAMAGE_TO_A_PLAYER = "deal combat damage to a player"
    LEAVE_YOUR_GRAVEYARD = "leave your graveyard"
    ARE_PUT_INTO_YOUR_GRAVEYARD_FROM_ANYWHERE = "are put into your graveyard from anywhere"
    ARE_PUT_INTO_YOUR_GRAVEYARD_FROM_YOUR_LIBRARY = \
        "are put into your graveyard from your library"

    @property
    def each(self) -> ObjectVerb | None:
        """A plural verb of "one or more" objects as one of them does it: "attack" is
        "attacks" (603.2c); None for the singular ones and those with no singular."""
        return _EACH.get(self)

    @property
    def leaves(self) -> bool:
        """After it the object is a new object in another zone (400.7e)."""
        return self in _LEAVES

    @property
    def paired(self) -> bool:
        """About two creatures: a blocker/attacker pair, triggering once for each pair
        (509.3b, 509.3d), or a creature and the creature it deals combat damage to, once for
        each creature dealt damage (510.2): "that creature" is the other creature."""
        return self in _PAIRED

    @property
    def enters(self) -> bool:
        return self in (ObjectVerb.ENTERS, ObjectVerb.ENTERS_UNDER_YOUR_CONTROL,
                        ObjectVerb.ENTERS_UNDER_AN_OPPONENTS_CONTROL)


_LEAVES = frozenset({ObjectVerb.DIES, ObjectVerb.IS_PUT_INTO_A_GRAVEYARD_FROM_THE_BATTLEFIELD,
                     ObjectVerb.LEAVES_THE_BATTLEFIELD})
_EACH = {ObjectVerb.ATTACK: ObjectVerb.ATTACKS, ObjectVerb.ATTACK_YOU: ObjectVerb.ATTACKS_YOU,
         ObjectVerb.DIE: ObjectVerb.DIES,
         ObjectVerb.ENTER_UNDER_YOUR_CONTROL: ObjectVerb.ENTERS_UNDER_YOUR_CONTROL,
         ObjectVerb.DEAL_COMBAT_DAMAGE_TO_A_PLAYER: ObjectVerb.DEALS_COMBAT_DAMAGE_TO_A_PLAYER}
_PAIRED = frozenset({ObjectVerb.BLOCKS_A_CREATURE, ObjectVerb.BLOCKS_A_CREATURE_WITH_FLYING,
                     ObjectVerb.BECOMES_BLOCKED_BY_A_CREATURE,
                     ObjectVerb.BLOCKS_OR_BECOMES_BLOCKED_BY_A_CREATURE,
                     ObjectVerb.DEALS_COMBAT_DAMAGE_TO_A_CREATURE})


class PlayerVerb(StrEnum):
    """What a player does (603.2): "you gain life", as "you" says it."""

    GAIN_LIFE = "gain life"
    LOSE_LIFE = "lose life"
    CAST = "cast"
    CAST_THIS_SPELL = "cast this spell"
    CYCLE_THIS_CARD = "cycle ~"  # "When you cycle Renewed Faith" (702.29c)
    DRAW_A_CARD = "draw a card"
    DRAW_YOUR_SECOND_CARD_EACH_TURN = "draw your second card each turn"
    DISCARD_A_CARD = "discard a card"
    DISCARD_ONE_OR_MORE_CARDS = "discard one or more cards"  # 603.2c: once for them all
    IS_DEALT_NONCOMBAT_DAMAGE = "is dealt noncombat damage"
    IS_DEALT_DAMAGE = "is dealt damage"
    ATTACK_WITH = "attack with"
    TAP_FOR_MANA = "tap for mana"
    EXERT_A_CREATURE = "exert a creature"  # 701.43a

    @property
    def third_person(self) -> str:
        """As "an opponent" says it: "gains life", "draws their second card each turn"."""
        return _THIRD_PERSON.get(self, self.value)


_THIRD_PERSON = {
    PlayerVerb.GAIN_LIFE: "gains life", PlayerVerb.LOSE_LIFE: "loses life",
    PlayerVerb.CAST: "casts", PlayerVerb.DRAW_A_CARD: "draws a card",
    PlayerVerb.DISCARD_A_CARD: "discards a card",
    PlayerVerb.DISCARD_ONE_OR_MORE_CARDS: "discards one or more cards",
    PlayerVerb.ATTACK_WITH: "attacks with",
    PlayerVerb.DRAW_YOUR_SECOND_CARD_EACH_TURN: "draws their second card each turn",
    PlayerVerb.TAP_FOR_MANA: "taps for mana", PlayerVerb.EXERT_A_CREATURE: "exerts a creature"}


class TriggerStep(StrEnum):
    """The step or phase "at the beginning of ..." names (503.1, 505.1, 507.1, 513.1)."""

    UPKEEP = "upkeep"
    #: "the upkeep of enchanted creature's controller": that player's upkeep (503.1a)
    UPKEEP_OF_ENCHANTED_CONTROLLER = "upkeep of enchanted creature's controller"
    DRAW_STEP = "draw step"
    PRECOMBAT_MAIN_PHASE = "precombat main phase"
    COMBAT = "combat"
    COMBAT_ON_YOUR_TURN = "combat on your turn"
    END_STEP = "end step"


class StepOwner(StrEnum):
    """Whose step it is: "your upkeep", "each end step", "each opponent's upkeep"; none
    with "combat on your turn" (507.1)."""

    YOUR = "your"
    EACH = "each"
    EACH_PLAYERS = "each player's"
    EACH_OPPONENTS = "each opponent's"
    ENCHANTED_PLAYERS = "enchanted player's"  # the player the Aura enchants (303.4b)
    THE = "the"
    NONE = ""
