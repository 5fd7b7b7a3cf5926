"""The closed sets of phrases the card vocabulary's fields hold: each an enum whose values
are the words as printed (JSON holds those words; :func:`~rulings_kit.cards.model.from_json`
refuses any other, naming the field and the valid phrases). The grammar reads a phrase
into its member, and the lowering compares members, never words."""

from __future__ import annotations

from enum import StrEnum

# the keyword abilities (702): one enum, the engine's (one concept, one place)
from rulings_kit.core.keywords import KeywordName as KeywordName

# the predefined tokens (111.10): the engine's enum
from rulings_kit.core.tokens import TokenName as TokenName


class Verb(StrEnum):
    """What :class:`~rulings_kit.cards.model.Move` does to objects."""

    DESTROY = "destroy"  # 701.8
    EXILE = "exile"  # 406
    TAP = "tap"  # 701.26a
    UNTAP = "untap"  # 701.26b
    TAP_OR_UNTAP = "tap or untap"
    COUNTER = "counter"  # 701.6
    SACRIFICE = "sacrifice"  # 701.21
    REGENERATE = "regenerate"  # 701.19
    RETURN_TO_HAND = "return to hand"
    SHUFFLE_INTO_LIBRARY = "shuffle into library"  # 701.24
    SHUFFLE_GRAVEYARD_INTO_LIBRARY = "shuffle graveyard into library"
    SHUFFLE_HAND_AND_GRAVEYARD_INTO_LIBRARY = "shuffle hand and graveyard into library"


class DurationWords(StrEnum):
    """How long an effect lasts (611.2a, 514.2, 610.3)."""

    UNTIL_END_OF_TURN = "until end of turn"
    THIS_TURN = "this turn"
    UNTIL_YOUR_NEXT_TURN = "until your next turn"
    THROUGH_YOUR_NEXT_TURN = "until the end of your next turn"
    UNTIL_SELF_LEAVES = "until ~ leaves the battlefield"
    WHILE_ON_BATTLEFIELD = "for as long as ~ remains on the battlefield"
    WHILE_YOU_CONTROL = "for as long as you control ~"
    WHILE_TAPPED = "for as long as ~ remains tapped"

    @property
    def this_turn(self) -> bool:
        """"This turn" and "until end of turn" both end in the cleanup step (514.2)."""
        return self in (DurationWords.UNTIL_END_OF_TURN, DurationWords.THIS_TURN)


class DamageWording(StrEnum):
    """How a prevention effect names the damage it prevents (615.1a): "damage that would
    be dealt [by ...]", or from the source's side, "damage [that] ... would deal"."""

    WOULD_BE_DEALT = "damage that would be dealt"
    WOULD_DEAL = "damage would deal"  # "all damage target creature would deal"
    THAT_WOULD_DEAL = "damage that would deal"  # "all damage that creatures would deal"


class PutTo(StrEnum):
    """Where "put" moves an object (400.7: a card changing zones becomes a new object)."""

    BATTLEFIELD_YOURS = "onto the battlefield under your control"
    BATTLEFIELD = "onto the battlefield"
    TOP_OF_OWNERS_LIBRARY = "on top of its owner's library"
    BOTTOM_OF_OWNERS_LIBRARY = "on the bottom of its owner's library"
    TOP_OF_YOUR_LIBRARY = "on top of your library"
    BOTTOM_OF_YOUR_LIBRARY = "on the bottom of your library"
    THIRD_FROM_TOP = "into its owner's library third from the top"
    OWNERS_HAND = "into its owner's hand"
    YOUR_HAND = "into your hand"
    OWNERS_GRAVEYARD = "into its owner's graveyard"


class CounteredTo(StrEnum):
    """Where a spell the effect counters goes instead of its owner's graveyard: "If that
    spell is countered this way, ..." (701.6a, a replacement effect: 614.1a)."""

    EXILE = "exile it instead of putting it into its owner's graveyard"
    OWNERS_HAND = "put it into its owner's hand instead of into that player's graveyard"
    TOP_OF_OWNERS_LIBRARY = ("put it on top of its owner's library instead of into that "
                             "player's graveyard")
    BOTTOM_OF_OWNERS_LIBRARY = ("put it on the bottom of its owner's library instead of into "
                                "that player's graveyard")


class ReturnTo(StrEnum):
    """Where "return" takes cards from a graveyard (400.7)."""

    YOUR_HAND = "your hand"
    BATTLEFIELD = "the battlefield"
    BATTLEFIELD_TAPPED = "the battlefield tapped"
    BATTLEFIELD_YOURS = "the battlefield under your control"
    #: its back face up (712.14a): "Exile this Saga, then return it to the battlefield
    #: transformed under your control."
    BATTLEFIELD_TRANSFORMED_YOURS = "the battlefield transformed under your control"
    BATTLEFIELD_TRANSFORMED_OWNERS = "the battlefield transformed under its owner's control"
    #: a flip card's flipped half up (710.2): "When Homura dies, return it to the
    #: battlefield flipped."
    BATTLEFIELD_FLIPPED = "the battlefield flipped"
    BATTLEFIELD_OWNERS = "the battlefield under its owner's control"  # 110.2
    BATTLEFIELD_THEIR_OWNERS = "the battlefield under their owners' control"
    BATTLEFIELD_THEIR_OWNER = "the battlefield under their owner's control"  # as printed
    BATTLEFIELD_TAPPED_OWNERS = "the battlefield tapped under its owner's control"
    BATTLEFIELD_TAPPED_THEIR_OWNERS = "the battlefield tapped under their owners' control"
    OWNERS_HAND = "its owner's hand"
    OWNERS_HANDS = "their owners' hands"


class ReturnFrom(StrEnum):
    """Where "return" takes cards from, when the words say it."""

    UNSAID = ""
    YOUR_GRAVEYARD = "from your graveyard"


class FoundTo(StrEnum):
    """Where a card found by a search or among the top cards goes (701.23, 608.2c)."""

    YOUR_HAND = "into your hand"
    BATTLEFIELD = "onto the battlefield"
    BATTLEFIELD_TAPPED = "onto the battlefield tapped"
    GRAVEYARD = "into your graveyard"
    #: "then shuffle and put that card on top" (701.24b: the found cards aren't shuffled)
    TOP = "on top"


class DigRest(StrEnum):
    """Where the rest of the cards looked at go (608.2c)."""

    BOTTOM_RANDOM = "on the bottom of your library in a random order"
    BOTTOM_ANY_ORDER = "on the bottom of your library in any order"
    BOTTOM = "on the bottom of your library"  # one card ("the other"), or the owner's order
    GRAVEYARD = "into your graveyard"


class PlayVerb(StrEnum):
    """What a player may do with a card an effect lets them play from outside their hand:
    play it (cast it, or play it as a land: 116.2a, 601.3) or only cast it."""

    PLAY = "play"
    CAST = "cast"


class ExiledCards(StrEnum):
    """The cards an effect just exiled, as the sentence after it names them."""

    THAT_CARD = "that card"
    IT = "it"
    THOSE_CARDS = "those cards"
    THEM = "them"
    CARDS_EXILED_THIS_WAY = "cards exiled this way"
    SPELLS_FROM_AMONG_THEM = "spells from among them"

    @property
    def plural(self) -> bool:
        return self not in (ExiledCards.THAT_CARD, ExiledCards.IT)


class Spread(StrEnum):
    """How mana of several colors is spread (106.1a)."""

    UNSAID = ""
    ONE_COLOR = "of any one color"
    ANY_COMBINATION = "in any combination of colors"
    DIFFERENT_COLORS = "of different colors"
    #: "three mana in any combination of {R} and/or {G}": of the types its symbols name
    COMBINATION_OF = "in any combination of"


class Timing(StrEnum):
    """When an activated ability may be activated (602.5)."""

    ANY_TIME = ""
    SORCERY = "activate only as a sorcery"
    ONCE_EACH_TURN = "activate only once each turn"
    TWICE_EACH_TURN = "activate no more than twice each turn"
    YOUR_TURN = "activate only during your turn"
    YOUR_UPKEEP = "activate only during your upkeep"
    BEFORE_ATTACKERS = "activate only during your turn, before attackers are declared"
    #: the steps of the turn (500.1, 506.1), whoever's turn it is unless it says
    DURING_COMBAT = "activate only during combat"  # 506.1
    NOT_DURING_COMBAT = "you can't activate this ability during combat"
    ANY_UPKEEP = "activate only during any upkeep step"  # 503
    OPPONENTS_UPKEEP = "activate only during an opponent's upkeep"
    DECLARE_BLOCKERS_STEP = "activate only during the declare blockers step"  # 509
    END_OF_COMBAT_STEP = "activate only during the end of combat step"  # 511
    AFTER_BLOCKERS = "activate only during combat after blockers are declared"  # 509.1
    ANY_BEFORE_ATTACKERS = "activate only before attackers are declared"  # 508.1
    BEFORE_BLOCKERS = "activate only before blockers are declared"  # 509.1
    BEFORE_COMBAT_DAMAGE = "activate only before the combat damage step"  # 510
    BEFORE_END_OF_COMBAT = "activate only before the end of combat step"  # 511
    OPPONENTS_TURN_BEFORE_ATTACKERS = (
        "activate only during an opponent's turn, before attackers are declared")
    INSTANT = "activate only as an instant"  # 602.5e: any time its controller has priority


class CastWindow(StrEnum):
    """When "Cast this spell only ..." lets a spell be cast (601.3): steps of the turn
    (500.1), whose turn it is (102.1)."""

    DURING_COMBAT = "during combat"  # 506.1
    DURING_DECLARE_ATTACKERS = "during the declare attackers step"  # 508
    DURING_DECLARE_BLOCKERS = "during the declare blockers step"  # 509
    AFTER_BLOCKERS = "during combat after blockers are declared"  # 509.1
    BEFORE_BLOCKERS = "during combat before blockers are declared"
    YOUR_TURN = "during your turn"
    OPPONENTS_TURN = "during an opponent's turn"
    YOUR_END_STEP = "during your end step"  # 513


class DelayedTime(StrEnum):
    """When a delayed triggered ability an effect creates triggers (603.7): once, the
    next time that step begins after it was created."""

    NEXT_END_STEP = "at the beginning of the next end step"  # 513.1a
    NEXT_UPKEEP = "at the beginning of the next turn's upkeep"  # 503.1a
    END_OF_COMBAT = "at end of combat"  # the end of combat step's beginning (511.2)


class Test(StrEnum):
    """What a condition asks (603.4 intervening "if", 608.2c "if", 611.3a "as long as",
    602.5b "Activate only if"); the printed words are :meth:`ConditionText.text`'s."""

    CONTROL = "control"  # "you control a Wizard", "you control three or more artifacts"
    THERE_ARE = "there are"  # "there are three or more land cards in your graveyard"
    ARE_IN = "are in"  # threshold: "seven or more cards are in your graveyard" (404.2)
    HAS = "has"  # "an opponent has eight or more cards in their graveyard"
    YOUR_TURN = "your turn"  # "it's your turn"
    NOT_YOUR_TURN = "not your turn"  # "it's not your turn"
    ARE_ATTACKING = "are attacking"  # "three or more creatures are attacking" (506.4)
    EXACTLY_ATTACKING = "exactly attacking"  # "exactly one creature is attacking"
    THERE_IS = "there is"  # "there is a land card in your graveyard": one or more
    ATTACKING = "attacking"  # "it's attacking"
    BLOCKED_BY = "blocked by"  # "two or more creatures are blocking it" (509.1g)
    CARD_TYPES_IN_GRAVEYARD = "card types in graveyard"  # delirium (205.2a)
    NO_CARDS_IN_HAND = "no cards in hand"  # hellbent (402.1)
    TOTAL_POWER = "total power"  # "creatures you control have total power 10 or greater"
    LIBRARY_AT_MOST = "library at most"  # "a library has twenty or fewer cards in it"
    DEALT_DAMAGE = "dealt damage"  # "an opponent was dealt 7 or more damage this turn"
    CARDS_IN_HAND = "cards in hand"  # "you have nine or more cards in hand" (402.1)
    LIFE_AT_LEAST = "life at least"  # "you have 10 or more life"
    DRAWN_THIS_TURN = "drawn this turn"  # "you've drawn two or more cards this turn"
    KICKED = "kicked"  # "it was kicked" (702.33e)
    TRIBUTE_NOT_PAID = "tribute not paid"  # "tribute wasn't paid" (702.104b)
    PAIRED = "paired"  # "~ is paired with another creature" (702.95b)
    NOT_KICKED = "not kicked"  # "it wasn't kicked"
    HAS_COUNTER = "has counter"  # "it has a +1/+1 counter on it" (122.1)
    HAD_COUNTER = "had counter"  # "it had a +1/+1 counter on it" (as it last existed)
    COUNTERS_ON = "counters on"  # "there are two or more ki counters on ~" (122.1)
    HAS_KEYWORD = "has keyword"  # "~ has flying" (702)
    DIED_THIS_TURN = "died this turn"  # "a creature died this turn" (700.4)
    LOST_LIFE = "lost life"  # "an opponent lost life this turn" (119.3)
    GAINED_LIFE = "gained life"  # "you gained life this turn" (119.9)
    SPELLS_LAST_TURN = "spells last turn"  # "no spells were cast last turn" (601.2i)
    CAST_THIS_TURN = "cast this turn"  # "you've cast another blue spell this turn"
    DID = "did"  # "If you do" (608.2c)
    IS = "is"  # "if it's a Vampire", "if it's legendary"
    WAS = "was"  # "if it was historic" (608.2h)
    TARGETS = "targets"  # "if it targets an attacking creature": a spell's own (115.1)
    X_AT_LEAST = "x at least"  # "If X is 5 or more" (107.3)
    LESS_THAN = "less than"  # "your devotion to white is less than five" (700.5)
    OPPONENTS = "opponents"  # "you have two or more opponents" (102.2)
    ATTACKED_THIS_STEP = "attacked this step"  # "you've been attacked this step" (508.1b)
    MONARCH = "the monarch"  # "you're the monarch", "an opponent is the monarch" (725)
    POISONED = "poisoned"  # "defending player is poisoned" (122.1f)
    #: of the creatures declared with it (508.1c, 509.1b): "a black or green creature also
    #: attacks", "at least two other creatures attack", "... also blocks", "... block"
    ALSO_ATTACKS = "also attacks"
    ALSO_BLOCKS = "also blocks"
    OTHERS_ATTACK = "attack"
    OTHERS_BLOCK = "block"
    #: "you control more creatures than defending player" / "... than attacking player"
    MORE_THAN_DEFENDING = "than defending player"
    MORE_THAN_ATTACKING = "than attacking player"
    MORE_THAN_YOU = "than you"  # "an opponent controls more lands than you"
    CITYS_BLESSING = "the city's blessing"  # "you have the city's blessing" (702.131c)
    WON_CLASH = "won clash"  # "If you win" after "clash with an opponent" (701.30d)
    WON_FLIP = "won flip"  # "If you win the flip" after "flip a coin" (705.2)
    LOST_FLIP = "lost flip"  # "If you lose the flip" (705.2)
    COMPLETED_DUNGEON = "completed dungeon"  # "you've completed a dungeon" (309.7)
    DISCARDED_THIS_TURN = "discarded this turn"  # "you discarded a card this turn" (701.9a)
    #: "you attacked with two or more creatures this turn" (508.1)
    ATTACKED_WITH = "attacked with"
    #: raid (207.2c): "you attacked this turn", "you attacked with a creature this turn":
    #: you declared at least one attacker this turn (508.1)
    ATTACKED_THIS_TURN = "attacked this turn"
    ATTACKED_WITH_A_CREATURE = "attacked with a creature this turn"
    #: how the resolving spell was cast (601.2a, 608.2c): "if this spell was cast from your
    #: hand", "... from a graveyard"; addendum (207.2c): "if you cast this spell during your
    #: main phase"
    WAS_CAST_FROM_YOUR_HAND = "was cast from your hand"
    WAS_CAST_FROM_A_GRAVEYARD = "was cast from a graveyard"
    CAST_DURING_YOUR_MAIN_PHASE = "during your main phase"
    #: landfall (207.2c): "you had a land enter the battlefield under your control this turn"
    LAND_ENTERED = "had a land enter under your control this turn"
    #: "an opponent has more life than you", "you have more cards in hand than each opponent"
    MORE_LIFE = "more life"
    MORE_CARDS_IN_HAND = "more cards in hand"
    #: coven (207.2c): "you control three or more creatures with different powers"
    DIFFERENT_POWERS = "creatures with different powers"
    #: revolt (207.2c): "a permanent you controlled left the battlefield this turn" (603.6c)
    PERMANENT_LEFT = "left the battlefield this turn"
    #: "if a land card was milled this way", "if a creature card is discarded this way":
    #: what the instructions before it in the same resolution did (608.2c)
    WAS_MILLED = "was milled this way"  # 701.17a
    IS_MILLED = "is milled this way"
    WAS_DISCARDED = "was discarded this way"  # 701.9a
    IS_DISCARDED = "is discarded this way"
    WAS_EXILED = "was exiled this way"  # 406.2
    IS_EXILED = "is exiled this way"
    #: "if you cast it": how the spell that became this permanent was cast (601.2, 608.3);
    #: the words after "you"
    CAST_IT = "cast it"
    CAST_IT_FROM_YOUR_HAND = "cast it from your hand"  # 601.2a
    CAST_IT_DURING_YOUR_MAIN_PHASE = "cast it during your main phase"  # Addendum (207.2c)

    @property
    def cast_it(self) -> bool:
        """"if you cast it ...": asked of how the source came to the battlefield."""
        return self in (Test.CAST_IT, Test.CAST_IT_FROM_YOUR_HAND,
                        Test.CAST_IT_DURING_YOUR_MAIN_PHASE)

    @property
    def this_way(self) -> bool:
        """Whether it asks what the instructions before it did to cards (608.2c)."""
        return self in THIS_WAY


#: the tests of what the instructions before it did to cards "this way" (608.2c)
THIS_WAY = (Test.WAS_MILLED, Test.IS_MILLED, Test.WAS_DISCARDED, Test.IS_DISCARDED,
            Test.WAS_EXILED, Test.IS_EXILED)


class BasicLandType(StrEnum):
    """The basic land types (305.6)."""

    PLAINS = "Plains"
    ISLAND = "Island"
    SWAMP = "Swamp"
    MOUNTAIN = "Mountain"
    FOREST = "Forest"


class TurnVerb(StrEnum):
    """How a permanent shows its other face."""

    TRANSFORM = "transform"  # 701.27a
    FLIP = "flip"  # 710.2


class Whose(StrEnum):
    """Whose cards a replacement is about: "a card", "a card an opponent owns"."""

    ANY = "a"
    OPPONENTS = "an opponent's"


class ExiledWhat(StrEnum):
    """What would go to a graveyard, for an "exile it instead" replacement (614.1a)."""

    CARD_OR_TOKEN = "a card or token"
    CARD = "a card"
    ITSELF = "~"  # "If ~ would be put into a graveyard from anywhere" (the card itself)


class Who(StrEnum):
    """Which player(s) :class:`~rulings_kit.cards.model.PlayerRef` names (109.5, 115.1)."""

    YOU = "you"
    TARGET_PLAYER = "target player"  # 115.1
    TARGET_OPPONENT = "target opponent"
    TARGET_PLAYER_OR_PLANESWALKER = "target player or planeswalker"
    TARGET_OPPONENT_OR_PLANESWALKER = "target opponent or planeswalker"
    ATTACKED = "the player or planeswalker it's attacking"  # 506.2
    THAT_CREATURES_CONTROLLER = "that creature's controller"
    THAT_LANDS_CONTROLLER = "that land's controller"
    THAT_PERMANENTS_CONTROLLER = "that permanent's controller"
    ITS_CONTROLLER = "its controller"
    ITS_OWNER = "its owner"
    EACH_PLAYER = "each player"
    EACH_OPPONENT = "each opponent"
    EACH_OTHER_PLAYER = "each other player"
    THAT_PLAYER = "that player"
    DEFENDING_PLAYER = "defending player"  # 506.2
    AN_OPPONENT = "an opponent"
    A_PLAYER = "a player"
    ANY_PLAYER = "any player"
    YOUR_OPPONENTS = "your opponents"
    PLAYERS = "players"  # "Players can't gain life." (a rule for every player)
    ENCHANTED_PLAYER = "enchanted player"  # the player the Aura enchants (303.4b, 702.5d)
    #: the player the instruction named, again: "that player sacrifices a permanent unless
    #: they pay {1}" (only the grammar of "unless" reads it)
    THEY = "they"


class It(StrEnum):
    """The words of :class:`~rulings_kit.cards.model.ItRef`: an object (or objects) an
    earlier part of the ability named (608.2c)."""

    IT = "it"
    ITSELF = "itself"  # "target creature deals damage to itself": the subject (120.3)
    THEY = "they"
    THEM = "them"  # "Untap them.": the objects the sentence before named (608.2c)
    THAT_CREATURE = "that creature"
    THAT_CARD = "that card"
    THAT_PERMANENT = "that permanent"
    THAT_LAND = "that land"
    THAT_SPELL = "that spell"
    THAT_ARTIFACT = "that artifact"  # only in "that artifact's mana value" (608.2h)
    THAT_ENCHANTMENT = "that enchantment"
    THAT_CREATURE_OR_PLANESWALKER = "that creature or planeswalker"
    THOSE_CREATURES = "those creatures"
    THOSE_TOKENS = "those tokens"
    THOSE_CARDS = "those cards"  # "Return those cards to the battlefield ...": exiled
    THAT_TOKEN = "that token"  # "Exile that token at end of combat.": the token created
    THAT_PLAYERS_CREATURES = "that player's creatures"
    EACH_OF_THEM = "each of them"  # the targets chosen before (702.33c)
    THE_EXILED_CARD = "the exiled card"  # exiled by a linked ability (607.2a)
    THE_EXILED_CARDS = "the exiled cards"
    THE_DAMAGE = "the damage"  # "the damage can't be prevented" (615.12)
    #: what a cost sacrificed, as it last existed: "the sacrificed creature's power" (608.2h)
    THE_SACRIFICED_CREATURE = "the sacrificed creature"
    THE_SACRIFICED_ARTIFACT = "the sacrificed artifact"
    THE_SACRIFICED_ENCHANTMENT = "the sacrificed enchantment"
    #: a soulbond creature and the creature it is paired with (702.95b): "as long as ~ is
    #: paired with another creature, both creatures have ..."
    BOTH_CREATURES = "both creatures"
    EACH_OF_THOSE_CREATURES = "each of those creatures"

    @property
    def paired(self) -> bool:
        """Whether the words name the two creatures of a soulbond pair (702.95b)."""
        return self in (It.BOTH_CREATURES, It.EACH_OF_THOSE_CREATURES)

    @property
    def sacrificed(self) -> bool:
        """Whether the words name the permanent a cost sacrificed (601.2h, 602.2b)."""
        return self in (It.THE_SACRIFICED_CREATURE, It.THE_SACRIFICED_ARTIFACT,
                        It.THE_SACRIFICED_ENCHANTMENT)

    @property
    def many(self) -> bool:
        """Whether the words name several objects ("those creatures gain ...")."""
        return self in (It.THEY, It.THEM, It.THOSE_CREATURES, It.THOSE_TOKENS, It.THOSE_CARDS,
                        It.THAT_PLAYERS_CREATURES, It.THE_EXILED_CARDS, It.BOTH_CREATURES)


class Article(StrEnum):
    """How :class:`~rulings_kit.cards.model.EachRef` takes the objects of its filter: all
    of them ("each creature", "creatures you control", "all creatures"), one ("a creature
    you control" in a trigger event), another one, or up to a number chosen."""

    EACH = "each"
    ALL = "all"
    PLURAL = ""  # "other creatures you control": the plural with no article (613)
    A = "a"
    AN = "an"
    ANOTHER = "another"
    ONE_OR_MORE = "one or more"  # 603.2c: the event triggers once
    UP_TO = "up to"  # with a number: "untap up to three lands"

    @property
    def many(self) -> bool:
        """Whether the filter's words are plural ("all creatures", "up to three lands")."""
        return self in (Article.PLURAL, Article.ALL, Article.ONE_OR_MORE, Article.UP_TO)

    @property
    def every(self) -> bool:
        """Each object the filter finds, not some of them (``each``, ``all``, the plural)."""
        return self in (Article.EACH, Article.ALL, Article.PLURAL)

    @property
    def one(self) -> bool:
        """One object the filter finds ("a", "an"; "another" also excludes this one)."""
        return self in (Article.A, Article.AN, Article.ANOTHER)


class Restriction(StrEnum):
    """The rule :class:`~rulings_kit.cards.model.Restrict` puts on objects (509.1, 508.1,
    502.3, 101.2)."""

    CANT_BLOCK = "can't block"  # 509.1a; or only the creatures ``by`` picks (509.1b)
    CANT_ATTACK = "can't attack"  # 508.1c
    CANT_ATTACK_OR_BLOCK = "can't attack or block"
    CANT_ATTACK_OR_BLOCK_ALONE = "can't attack or block alone"  # 506.5
    CANT_ATTACK_ALONE = "can't attack alone"
    CANT_BLOCK_ALONE = "can't block alone"
    CANT_ATTACK_OR_BLOCK_THIS_TURN = "can't attack or block this turn"
    CANT_BLOCK_THIS_TURN = "can't block this turn"
    CANT_ATTACK_YOU = "can't attack you or planeswalkers you control"
    CANT_ATTACK_UNLESS = "can't attack unless defending player controls"  # a permanent (508.1c)
    CANT_BE_BLOCKED = "can't be blocked"  # 509.1b
    CANT_BE_BLOCKED_BY = "can't be blocked by"  # creatures ``by`` picks
    CANT_BE_BLOCKED_EXCEPT_BY = "can't be blocked except by"
    CANT_BE_BLOCKED_BY_MORE_THAN_ONE = "can't be blocked by more than one creature"
    CANT_BE_BLOCKED_EXCEPT_BY_THREE = "can't be blocked except by three or more creatures"
    CANT_BE_BLOCKED_EXCEPT_BY_FLYING_OR_REACH = ("can't be blocked except by creatures with "
                                                 "flying or reach")  # 509.1b
    MUST_BE_BLOCKED = "must be blocked if able"  # 509.1c
    MUST_BE_BLOCKED_THIS_TURN = "must be blocked this turn if able"  # 509.1c, 514.2
    ASSIGNS_NO_COMBAT_DAMAGE = "assigns no combat damage"  # 510.1a
    ASSIGNS_NO_COMBAT_DAMAGE_THIS_TURN = "assigns no combat damage this turn"
    ATTACKS_EACH_COMBAT = "attacks each combat if able"  # 508.1d
    BLOCKS_EACH_COMBAT = "blocks each combat if able"  # 509.1c
    ATTACKS_OR_BLOCKS_EACH_COMBAT = "attacks or blocks each combat if able"
    ATTACKS_THIS_TURN = "attacks this turn if able"  # 508.1d, until end of turn (514.2)
    BLOCKS_THIS_TURN = "blocks this turn if able"  # 509.1c
    CAN_BLOCK_ONLY = "can block only"  # the creatures ``by`` picks (509.1b)
    BLOCKS_AN_ADDITIONAL_CREATURE = "can block an additional creature each combat"  # 509.1a
    BLOCKS_ANY_NUMBER = "can block any number of creatures"  # 509.1a
    #: an exception to shadow's restriction (702.28b)
    BLOCKS_SHADOW = "can block creatures with shadow as though they didn't have shadow"
    ATTACKS_AS_THOUGH_NO_DEFENDER = "can attack as though it didn't have defender"  # 702.3b
    DOESNT_UNTAP = "doesn't untap during its controller's untap step"  # 502.3
    DOESNT_UNTAP_YOUR = "doesn't untap during your untap step"
    DOESNT_UNTAP_YOUR_NEXT = "doesn't untap during your next untap step"
    DOESNT_UNTAP_NEXT = "doesn't untap during its controller's next untap step"
    DONT_UNTAP_NEXT = "don't untap during their controller's next untap step"
    DONT_UNTAP_NEXT_STEPS = "don't untap during their controllers' next untap steps"
    CANT_BE_COUNTERED = "can't be countered"  # 101.2
    CANT_BE_PREVENTED = "can't be prevented"  # 615.12
    CANT_BE_REGENERATED = "can't be regenerated"  # 701.19c
    UNTARGETABLE_BY_ABILITIES = "can't be the target of abilities your opponents control"
    UNTARGETABLE = "can't be the target of spells or abilities your opponents control"
    NO_ACTIVATED_ABILITIES = "activated abilities can't be activated"  # 602.5
    NO_NONMANA_ABILITIES = ("activated abilities can't be activated unless they're mana "
                            "abilities")  # 602.5, 605.1a

    @property
    def plural(self) -> str:
        """The words said of several objects: "All creatures attack each combat if able."
        (the verb agrees; "can't ..." is the same)."""
        if self in _PLURAL:
            return _PLURAL[self]
        verb, _, rest = self.value.partition(" ")
        if verb in ("attacks", "blocks"):
            rest = rest.replace("or blocks ", "or block ", 1)
            return f"{verb[:-1]} {rest}"
        return self.value


#: restrictions whose words change for several objects beyond the verb (502.3)
_PLURAL = {
    Restriction.DOESNT_UNTAP: "don't untap during their controllers' untap steps",
    Restriction.DOESNT_UNTAP_YOUR: "don't untap during your untap step",
    Restriction.DOESNT_UNTAP_YOUR_NEXT: "don't untap during your next untap step",
}


class AbilitiesOf(StrEnum):
    """How "activated abilities can't be activated" names whose abilities (602.5):
    "enchanted creature's", "its" (the subject said before, "... and its activated
    abilities ..."), "of artifacts"."""

    POSSESSIVE = "'s"
    ITS = "its"
    OF = "of"


class PlayerRuleWords(StrEnum):
    """The rule :class:`~rulings_kit.cards.model.PlayerRule` sets for players, in the words
    "you" would say it (702.11d, 402.2, 305.2, 104.3)."""

    HEXPROOF = "have hexproof"
    SHROUD = "have shroud"
    NO_MAXIMUM_HAND_SIZE = "have no maximum hand size"
    CANT_LOSE = "can't lose the game"
    CANT_WIN = "can't win the game"
    LOOK_AT_TOP = "may look at the top card of your library any time"
    LANDS_FROM_GRAVEYARD = "may play lands from your graveyard"
    ONE_MORE_LAND = "may play an additional land on each of your turns"
    TWO_MORE_LANDS = "may play two additional lands on each of your turns"
    FLASH = "may cast spells as though they had flash"
    NO_CREATURE_SPELLS = "can't cast creature spells"
    CANT_GAIN_LIFE = "can't gain life"  # 119.7
    HANDS_REVEALED = "play with their hands revealed"
    SKIP_DRAW_STEP = "skip your draw step"  # 614.10: said without "you", "Skip your ..."


class SkippedWords(StrEnum):
    """What "skip your next ..." names (614.10)."""

    UNTAP_STEP = "untap step"
    TURN = "turn"


class CountedWords(StrEnum):
    """What a player has that an amount counts, after "for each" (its plural after "the
    number of"): the creatures in their party (700.8), the basic land types among their
    lands (305.6), their opponents (102.2)."""

    PARTY = "creature in your party"
    DOMAIN = "basic land type among lands you control"
    OPPONENTS = "opponent you have"

    @property
    def plural(self) -> str:
        return {CountedWords.PARTY: "creatures in your party",
                CountedWords.DOMAIN: "basic land types among lands you control",
                CountedWords.OPPONENTS: "opponents you have"}[self]


class Operator(StrEnum):
    """How two numbers of "where X is ..." combine: "1 plus the number of ...", "7 minus
    the number of cards in that player's hand" (a negative result is 0, 107.1b)."""

    PLUS = "plus"
    MINUS = "minus"


class Scale(StrEnum):
    """A number scaled: "twice the number of ...", "half your life total, rounded up"
    (107.1a: the card says which way a fraction rounds)."""

    TWICE = "twice"
    HALF_UP = "half, rounded up"
    HALF_DOWN = "half, rounded down"


class StatWords(StrEnum):
    """Which number :class:`~rulings_kit.cards.model.StatOfText` reads (208.1, 202.3,
    119.1), "the greatest" one among objects too."""

    POWER = "power"
    TOUGHNESS = "toughness"
    MANA_VALUE = "mana value"
    LIFE_TOTAL = "life total"
    GREATEST_POWER = "the greatest power"
    GREATEST_TOUGHNESS = "the greatest toughness"
    GREATEST_MANA_VALUE = "the greatest mana value"
    HIGHEST_POWER = "the highest power"  # the same number, in other words
    HIGHEST_TOUGHNESS = "the highest toughness"
    HIGHEST_MANA_VALUE = "the highest mana value"
    TOTAL_POWER = "the total power"  # "of creatures you control": added up (107.1)
    TOTAL_MANA_VALUE = "the total mana value"

    @property
    def total(self) -> StatWords | None:
        """For "the total power" and its like, the number of one object added up (power);
        else None."""
        words = self.value.split(" ", 2)
        return StatWords(words[2]) if len(words) == 3 and words[1] == "total" else None

    @property
    def most(self) -> StatWords | None:
        """For "the greatest power" and its like, the number of one object it is the most
        of (power); else None."""
        words = self.value.split(" ", 2)
        return StatWords(words[2]) if len(words) == 3 and words[1] in (
            "greatest", "highest") else None

    @property
    def of_an_object(self) -> bool:
        """Power, toughness or mana value: a number of one object (208.1, 202.3)."""
        return self in (StatWords.POWER, StatWords.TOUGHNESS, StatWords.MANA_VALUE)


class Divided(StrEnum):
    """How damage is divided among targets: as it's cast (601.2d) or evenly as it
    resolves (608.2b)."""

    UNSAID = ""
    AS_YOU_CHOOSE = "as you choose"
    EVENLY = "evenly, rounded down"


class PTWhich(StrEnum):
    """Which of power and toughness a characteristic-defining ability sets (604.3)."""

    BOTH = "power and toughness"
    POWER = "power"
    TOUGHNESS = "toughness"


class AbilityKeyword(StrEnum):
    """The keyword abilities a cost change names: "Equip abilities you activate cost {2}
    less to activate." (702.6a)."""

    UNSAID = ""
    EQUIP = "equip"


class CastBy(StrEnum):
    """Whose spells a cost change is about (601.2f)."""

    YOU = "you"
    OPPONENTS = "your opponents"
    ANYONE = ""


class InAdditionTo(StrEnum):
    """What "is a Knight" keeps: "in addition to its other types" (205.1b), "... colors
    and types", "... land types" (305.7), or nothing said ("is legendary")."""

    TYPES = "types"
    COLORS_AND_TYPES = "colors and types"
    CREATURE_TYPES = "creature types"  # 205.3m
    LAND_TYPES = "land types"
    UNSAID = ""


class Controller(StrEnum):
    """Whose permanents a filter takes (109.4), as the words after its noun say it; the
    value is the player, :attr:`words` what the filter prints."""

    ANYONE = ""
    YOU = "you"
    NOT_YOU = "not you"
    AN_OPPONENT = "an opponent"
    YOUR_OPPONENTS = "your opponents"
    THAT_PLAYER = "that player"
    #: after "target player or planeswalker": the player, or the planeswalker's controller
    THAT_PLAYER_OR_THAT_PLANESWALKERS_CONTROLLER = "that player or that planeswalker's controller"
    THEY = "they"
    DEFENDING_PLAYER = "defending player"  # 506.2
    TARGET_PLAYER = "target player"  # "all creatures target player controls" (115.1)
    TARGET_OPPONENT = "target opponent"
    ENCHANTED_PLAYER = "enchanted player"  # "creatures enchanted player controls" (303.4b)

    @property
    def words(self) -> str:
        """'you control', "you don't control", 'an opponent controls', ..."""
        return _CONTROLS.get(self, f"{self.value} controls")


_CONTROLS = {Controller.YOU: "you control", Controller.NOT_YOU: "you don't control",
             Controller.YOUR_OPPONENTS: "your opponents control",
             Controller.THEY: "they control"}


class EnchantPlayer(StrEnum):
    """The players "Enchant player" and "Enchant opponent" allow (702.5a, 702.5d)."""

    PLAYER = "player"
    OPPONENT = "opponent"


class FilterNoun(StrEnum):
    """The noun after a filter's types: "creature card", "creature spell" (108.2, 112.1)."""

    UNSAID = ""
    CARD = "card"
    SPELL = "spell"
    TOKEN = "token"  # "a Blood token", "creature tokens": a permanent no card represents (111.1)
    #: abilities on the stack (113.1b-c), targets of "counter target ..." (701.6a)
    ACTIVATED_OR_TRIGGERED_ABILITY = "activated or triggered ability"
    ACTIVATED_ABILITY = "activated ability"
    TRIGGERED_ABILITY = "triggered ability"

    @property
    def ability(self) -> bool:
        """An ability on the stack rather than a card or a spell."""
        return self in (FilterNoun.ACTIVATED_OR_TRIGGERED_ABILITY, FilterNoun.ACTIVATED_ABILITY,
                        FilterNoun.TRIGGERED_ABILITY)


class Named(StrEnum):
    """"named ~": the same name as this card (201.2), or, in a quoted ability, as the
    object that grants it (201.5a)."""

    UNSAID = ""
    SELF = "~"
    GRANTOR = "§"


class History(StrEnum):
    """What an object did this turn, or was chosen as, as a filter says it after its noun."""

    UNSAID = ""
    DEALT_DAMAGE = "that was dealt damage this turn"
    DEALT_DAMAGE_BY_SELF = "dealt damage by ~ this turn"  # 120.3
    #: by the instructions before it in the same resolution (608.2c)
    DEALT_DAMAGE_THIS_WAY = "dealt damage this way"
    DIED = "that died this turn"  # 700.4
    DIED_UNDER_YOUR_CONTROL = "that died under your control this turn"
    ATTACKED = "that attacked this turn"
    CHOSEN_COLOR = "of the chosen color"
    CHOSEN_TYPE = "of the chosen type"
    THAT_COLOR = "of that color"  # after "Choose a color." (607.2d)
    THAT_TYPE = "of that type"  # after "Choose a creature type."
    NOT_CHOSEN_TYPE = "that aren't of the chosen type"
    TARGETS_SELF = "that targets ~"  # 115.1
    TARGETS_ONE_OTHER_CREATURE = "that targets only a single creature other than ~"
    TARGETS_YOUR_CREATURE = "that targets a creature you control"
    ARENT_LEGENDARY = "that aren't legendary"
    ISNT_LEGENDARY = "that isn't legendary"


class FilterZone(StrEnum):
    """Where a filter's objects are, as its words say it (400.1); the battlefield unless
    said."""

    UNSAID = ""
    ON_THE_BATTLEFIELD = "on the battlefield"
    FROM_YOUR_GRAVEYARD = "from your graveyard"
    IN_YOUR_GRAVEYARD = "in your graveyard"
    FROM_A_GRAVEYARD = "from a graveyard"
    FROM_AN_OPPONENTS_GRAVEYARD = "from an opponent's graveyard"
    IN_AN_OPPONENTS_GRAVEYARD = "in an opponent's graveyard"
    IN_A_GRAVEYARD = "in a graveyard"
    FROM_GRAVEYARDS = "from graveyards"
    IN_ALL_GRAVEYARDS = "in all graveyards"
    IN_THEIR_GRAVEYARD = "in their graveyard"
    FROM_THEIR_GRAVEYARD = "from their graveyard"
    IN_THAT_PLAYERS_GRAVEYARD = "in that player's graveyard"
    FROM_YOUR_HAND = "from your hand"
    IN_YOUR_HAND = "in your hand"
    IN_THEIR_HAND = "in their hand"
    IN_THAT_PLAYERS_HAND = "in that player's hand"
    ATTACHED_TO_IT = "attached to it"  # 301.5, 303.4
    ATTACHED_TO_SELF = "attached to ~"
    ATTACHED_TO_THAT_CREATURE = "attached to that creature"
    # not read from rules text: the zones the lowering looks in for a search or a cost
    IN_A_HAND = "in a hand"
    IN_YOUR_LIBRARY = "in your library"

    @property
    def one_players(self) -> bool:
        """A zone of one player named elsewhere: "in their graveyard", "in that player's
        hand"."""
        return self in (FilterZone.IN_THEIR_GRAVEYARD, FilterZone.FROM_THEIR_GRAVEYARD,
                        FilterZone.IN_THAT_PLAYERS_GRAVEYARD, FilterZone.IN_THEIR_HAND,
                        FilterZone.IN_THAT_PLAYERS_HAND)
