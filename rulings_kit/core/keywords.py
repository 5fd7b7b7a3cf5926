"""The keywords: every keyword ability the Comprehensive Rules define (702) as an enum,
:class:`KeywordName` (rulings_kit.core.keyword_names), whose values are the names as printed
at a line's start; what the card compiler reads after each name (:data:`PARAMETERS`); and the
keywords the engine implements, each with its rule (:data:`KEYWORDS`; the keyword actions of
701: core.keyword_actions). A card printing any other keyword can't be defined: it would look
right and do nothing."""

from __future__ import annotations

from enum import Enum

from rulings_kit.core.keyword_names import KeywordName as KeywordName
from rulings_kit.core.linked_keywords import LINKED_KEYWORDS


class Takes(Enum):
    """What a keyword's name is followed by on a card (702.1): its parameter."""

    COST = "a cost"  # "Kicker {1}{G}" (702.33a), "Kicker—Sacrifice a creature."
    NUMBER = "a number"  # "Crew 3" (702.122a), "Bushido 2" (702.45a)
    OBJECTS = "a kind of object"  # "Enchant creature" (702.5a), "Equip legendary creature {3}"
    QUALITY = "from a quality"  # "Protection from red" (702.16a), "hexproof from blue" (702.11d)
    NAME = "with a name"  # "Partner with Blaring Recruiter" (702.124j)
    FOR = "for a kind of object"  # "Affinity for artifacts" (702.41a): what it counts
    #: "Companion — [Condition]" (702.139a): a condition on the starting deck, never read in a
    #: game
    CONDITION = "a dash and a deck's condition"


K = KeywordName
#: the keywords the card compiler reads at a line's start, each with the forms it is printed
#: in (its parameters in order; ``()``: the name alone), tried in turn; any other keyword
#: ability starting a line is refused by name (:func:`unsupported_keyword`)
PARAMETERS: dict[KeywordName, tuple[tuple[Takes, ...], ...]] = {
    **{k: ((),) for k in (
        K.FLYING, K.FIRST_STRIKE, K.DOUBLE_STRIKE, K.DEATHTOUCH, K.DEFENDER, K.DEVOID, K.FLASH,
        K.HASTE, K.INDESTRUCTIBLE, K.LIFELINK, K.MENACE, K.PROWESS, K.REACH, K.TRAMPLE,
        K.VIGILANCE, K.CONVOKE, K.INTIMIDATE, K.REBOUND, K.SHROUD, K.FEAR, K.SWAMPWALK,
        K.ISLANDWALK, K.FORESTWALK, K.MOUNTAINWALK, K.PLAINSWALK, K.SHADOW, K.HORSEMANSHIP,
        K.WITHER, K.INFECT, K.FUSE, K.AFTERMATH, K.DAYBOUND, K.NIGHTBOUND,
        K.CHANGELING, K.DELVE, K.IMPROVISE, K.SPLIT_SECOND,
        K.FLANKING, K.EXALTED,  # triggered keywords, only as a keyword (702.25a, 702.83a)
        K.DECAYED,  # 702.147a
        K.CASCADE, K.STORM, K.CONSPIRE, K.ASCEND,  # 702.85a, 702.40a, 702.78a, 702.131a
        K.DEMONSTRATE,  # 702.144a
        K.ASSIST)},  # 702.132a
    **{k: ((),) for k in (K.SKULK, K.BATTLE_CRY, K.INGEST,  # 702.118, 702.91a, 702.115a
                          K.DETHRONE, K.TRAINING, K.MELEE, K.MENTOR, K.MYRIAD, K.EXTORT,
                          K.PROVOKE)},  # 702.39a
    K.RAMPAGE: ((Takes.NUMBER,),),  # 702.23a
    K.RIPPLE: ((Takes.NUMBER,),),  # 702.60a
    **{k: ((Takes.COST,),) for k in (
        K.MULTIKICKER, K.KICKER, K.CYCLING, K.FLASHBACK, K.WARD, K.CUMULATIVE_UPKEEP,
        K.MORPH, K.MEGAMORPH, K.UNEARTH, K.EVOKE, K.ECHO, K.NINJUTSU, K.MIRACLE, K.DASH,
        K.BUYBACK, K.ENTWINE, K.ESCALATE, K.SURGE, K.SPECTACLE, K.REPLICATE, K.MADNESS, K.SCAVENGE,
        K.EMBALM, K.ETERNALIZE, K.FORETELL, K.TRANSMUTE, K.ENCORE, K.RECOVER)},
    K.EQUIP: ((Takes.COST,), (Takes.OBJECTS, Takes.COST)),  # 702.6a
    K.ENCHANT: ((Takes.OBJECTS,),),  # 702.5a
    K.OVERLOAD: ((Takes.COST,),),  # 702.96a
    K.CLEAVE: ((Takes.COST,),),  # 702.148a
    K.EMERGE: ((Takes.COST,),),  # 702.119a (emerge from [quality], 702.119b: refused)
    K.PROWL: ((Takes.COST,),),  # 702.76a
    K.PROTECTION: ((Takes.QUALITY,),),  # 702.16a
    K.HEXPROOF: ((Takes.QUALITY,), ()),  # 702.11d, 702.11a
    K.CREW: ((Takes.NUMBER,),),  # 702.122a
    K.DREDGE: ((Takes.NUMBER,),),  # 702.52a
    K.FADING: ((Takes.NUMBER,),),  # 702.32a
    K.SUSPEND: ((Takes.NUMBER, Takes.COST),),  # 702.62a: "Suspend 4—{U}"
    K.VANISHING: ((Takes.NUMBER,),),  # 702.63a (without a number, 702.63b: refused)
    K.BUSHIDO: ((Takes.NUMBER,),),  # 702.45a
    K.AFFINITY: ((Takes.FOR,),),  # 702.41a
    K.SOULSHIFT: ((Takes.NUMBER,),),  # 702.46a
    K.AFTERLIFE: ((Takes.NUMBER,),),  # 702.135a
    K.CASUALTY: ((Takes.NUMBER,),),  # 702.153a
    K.LIVING_WEAPON: ((),), K.PERSIST: ((),),  # 702.92a, 702.79a
    K.MODULAR: ((Takes.NUMBER,),),  # 702.43a
    K.PARTNER: ((Takes.NAME,), ()),  # 702.124j, 702.124h
    K.COMPANION: ((Takes.CONDITION,),),  # 702.139a
    K.UNDYING: ((),),  # 702.93a
    K.OUTLAST: ((Takes.COST,),), K.LEVEL_UP: ((Takes.COST,),),  # 702.107a, 702.87a
    K.BESTOW: ((Takes.COST,),), K.DISTURB: ((Takes.COST,),),  # 702.103a, 702.146a
    K.ESCAPE: ((Takes.COST,),),  # 702.138a
    K.JUMP_START: ((),), K.RETRACE: ((),),  # 702.133a, 702.81a
    K.BLOODTHIRST: ((Takes.NUMBER,),),  # 702.54a (bloodthirst X, 702.54b: refused)
    K.RENOWN: ((Takes.NUMBER,),),  # 702.112a
    **{k: ((),) for k in (K.UNLEASH, K.RIOT, K.EXPLOIT)},  # 702.98a, 702.136a, 702.110a
    K.FABRICATE: ((Takes.NUMBER,),),  # 702.123a
    K.ANNIHILATOR: ((Takes.NUMBER,),),  # 702.86a
    K.AFFLICT: ((Takes.NUMBER,),),  # 702.130a
    K.FRENZY: ((Takes.NUMBER,),),  # 702.68a
    K.DEVOUR: ((Takes.NUMBER,),),  # 702.82a (devour [quality] N, 702.82c: refused)
    K.EVOLVE: ((),),  # 702.100a
    K.GRAFT: ((Takes.NUMBER,),),  # 702.58a
    K.REINFORCE: ((Takes.NUMBER, Takes.COST),),  # 702.77a: "Reinforce 2—{1}{G}"
    K.UNDAUNTED: ((),),  # 702.125a
    K.AMPLIFY: ((Takes.NUMBER,),),  # 702.38a
    K.SUNBURST: ((),),  # 702.44a (as another keyword's number, "Modular—Sunburst": refused)
    K.TRIBUTE: ((Takes.NUMBER,),),  # 702.104a
    K.SOULBOND: ((),),  # 702.95a
    K.AWAKEN: ((Takes.NUMBER, Takes.COST),),  # 702.113a: "Awaken 3—{4}{U}"
    K.UMBRA_ARMOR: ((),),  # 702.89a, printed "Totem armor" on older cards (702.89b)
    K.HIDEAWAY: ((Takes.NUMBER,), ()),  # 702.75a; printed without N before (702.75b)
    K.HAUNT: ((),),  # 702.55a
    K.CHAMPION: ((Takes.OBJECTS,),),  # 702.72a: "Champion a Goblin"
    K.CIPHER: ((),),  # 702.99a
    K.SPLICE: ((Takes.OBJECTS, Takes.COST),),  # 702.47a: "Splice onto Arcane {1}{R}"
}

_LANDWALK = ("can't be blocked while the defending player controls a land of the type it "
             "names (702.14c)")

#: keyword -> (rule, where the engine applies it)
KEYWORDS: dict[KeywordName, tuple[str, str]] = {
    K.FLYING: ("702.9", "can't be blocked except by creatures with flying and/or reach "
               "(702.9b)"),
    K.TRAMPLE: ("702.19", "assigns lethal damage to its blockers and the rest to the player "
                "or planeswalker it attacks (702.19b-c)"),
    K.HASTE: ("702.10", "attacks and uses {T} abilities despite 302.6"),
    K.REACH: ("702.17", "can block creatures with flying (702.17b)"),
    K.MENACE: ("702.111", "can't be blocked except by two or more creatures (702.111b)"),
    K.FEAR: ("702.36", "can't be blocked except by artifact creatures and/or black creatures "
             "(702.36b)"),
    K.INTIMIDATE: ("702.13", "can't be blocked except by artifact creatures and/or creatures "
                   "that share a color with it (702.13b)"),
    K.DEFENDER: ("702.3", "can't attack (702.3b)"),
    K.FIRST_STRIKE: ("702.7", "deals combat damage in the first-strike step (510.4)"),
    K.DOUBLE_STRIKE: ("702.4", "deals combat damage in both combat damage steps (510.4)"),
    K.DEATHTOUCH: ("702.2", "any damage it deals to a creature destroys it (704.5h, 702.2c)"),
    K.LIFELINK: ("702.15", "its controller gains life equal to the damage it deals (702.15b)"),
    K.INDESTRUCTIBLE: ("702.12", "isn't destroyed by lethal damage or destroy (702.12b)"),
    K.HEXPROOF: ("702.11", "can't be the target of opponents' spells or abilities (702.11b)"),
    K.SHROUD: ("702.18", "can't be the target of spells or abilities (702.18a)"),
    K.PROTECTION: ("702.16", "damage, enchanting/equipping, blocking, targeting (702.16b-f)"),
    K.FLASH: ("702.8", "can be cast any time an instant could (702.8a)"),
    K.PLAINSWALK: ("702.14", _LANDWALK),
    K.ISLANDWALK: ("702.14", _LANDWALK),
    K.SWAMPWALK: ("702.14", _LANDWALK),
    K.MOUNTAINWALK: ("702.14", _LANDWALK),
    K.FORESTWALK: ("702.14", _LANDWALK),
    K.PROWESS: ("702.108", "+1/+1 until end of turn whenever its controller casts a "
                "noncreature spell (702.108a)"),
    K.VIGILANCE: ("702.20", "attacking doesn't tap it"),
    K.DEVOID: ("702.114", "the card has no color"),
    K.KICKER: ("702.33", "an optional additional cost, `kicker` in a cast"),
    K.MULTIKICKER: ("702.33c", "kicker paid any number of times"),
    K.REBOUND: ("702.88", "exiled as it resolves if cast from hand; cast again next upkeep"),
    K.MADNESS: ("702.35", "discarded, it is exiled instead of put into its owner's graveyard; "
                "then its owner may cast it for its madness cost (`cast:CARD` as the trigger "
                "resolves), or it is put into their graveyard (702.35a-b)"),
    K.SUSPEND: ("702.62", "a special action from its owner's hand (`suspend = \"Card\"`, "
                "116.2f): pay its suspend cost and exile it with N time counters; one removed "
                "at the beginning of its owner's upkeep, and when the last is, they may cast "
                "it without paying its mana cost (`cast:CARD`); a creature spell cast so gains "
                "haste (702.62a-d); \"Suspend X\" is refused"),
    K.SCAVENGE: ("702.97", "activated from its owner's graveyard (`activate`, `from = "
                 "\"graveyard\"`), only as a sorcery: [cost], exile it: +1/+1 counters equal "
                 "to its power on target creature (702.97a)"),
    K.EMBALM: ("702.128", "activated from its owner's graveyard (`activate`, `from = "
               "\"graveyard\"`), only as a sorcery: [cost], exile it: a token copy of it, "
               "except white, with no mana cost, a Zombie too (702.128a, 707.9b)"),
    K.ETERNALIZE: ("702.129", "activated from its owner's graveyard (`activate`, `from = "
                   "\"graveyard\"`), only as a sorcery: [cost], exile it: a token copy of "
                   "it, except black, 4/4, with no mana cost, a Zombie too (702.129a, 707.9b)"),
    K.FORETELL: ("702.143", "a special action from its owner's hand during their turn "
                 "(`foretell = \"Card\"`, 116.2h, 702.143b): pay {2} and exile it face "
                 "down, in their pile of foretold cards; after that turn it may be cast from "
                 "exile for its foretell cost (`alt = \"foretell\"`, `from = \"exile\"`, "
                 "702.143a); a foretell cost with X, foretell granted by another card and "
                 "\"if this spell was foretold\" are refused"),
    K.TRANSMUTE: ("702.53", "activated from its owner's hand (`activate`, `from = \"hand\"`), "
                  "only as a sorcery: [cost], discard it: search the library for a card with "
                  "the same mana value, reveal it, put it into the hand, then shuffle "
                  "(702.53a)"),
    K.FORECAST: ("702.57", "\"Forecast — [cost], Reveal this card from your hand: [effect]\", "
                 "activated from its owner's hand (`activate`, `from = \"hand\"`) only "
                 "during their upkeep and only once each turn (702.57a-b)"),
    K.DREDGE: ("702.52", "from its owner's graveyard, a replacement of each of their draws "
               "while their library has at least N cards: they may mill N cards and return "
               "it to their hand instead (`may:CARD`, 702.52a-b)"),
    K.ENCORE: ("702.141", "activated from its owner's graveyard (`activate`, `from = "
               "\"graveyard\"`), only as a sorcery: [cost], exile it: a token copy of it that "
               "attacks the opponent this turn if able, with haste, sacrificed at the "
               "beginning of the next end step (702.141a); with more than one opponent, "
               "refused as it resolves (802.2)"),
    K.RECOVER: ("702.59", "from its owner's graveyard: when a creature they own is put into "
                "their graveyard from the battlefield, they may pay the cost (`may:CARD`) and "
                "return it to their hand, or else it is exiled (702.59a); \"Recover—[a cost "
                "that isn't mana]\" is refused"),
    K.MIRACLE: ("702.94", "cast for its miracle cost when drawn as the turn's first card"),
    K.FLANKING: ("702.25", "blocked by a creature without flanking, that creature gets -1/-1 "
                 "until end of turn (702.25a)"),
    K.BUSHIDO: ("702.45", "+N/+N until end of turn when it blocks or becomes blocked (702.45a)"),
    K.DECAYED: ("702.147", "can't block (509.1a); when it attacks, sacrificed at end of combat "
                "(702.147a, 511.2), printed or on a token created \"with decayed\" (111.4); "
                "granted by another object, refused"),
    K.EXALTED: ("702.83", "a creature its controller controls that attacks alone gets +1/+1 "
                "until end of turn (702.83a)"),
    K.CYCLING: ("702.29", "activated from its owner's hand: [cost], discard it, draw a card "
                "(702.29a); [type]cycling (\"basic landcycling\", \"Wizardcycling\") "
                "searches the library for a card of that type instead, reveals it, puts it "
                "into the hand and shuffles (702.29e); a cost that isn't mana is refused"),
    K.SHADOW: ("702.28", "can block and be blocked only by creatures with shadow (702.28b)"),
    K.HORSEMANSHIP: ("702.31", "can't be blocked by creatures without horsemanship (702.31b)"),
    K.WITHER: ("702.80", "deals damage to creatures as -1/-1 counters (702.80a, 120.3d)"),
    K.INFECT: ("702.90", "deals damage to creatures as -1/-1 counters and to players as "
               "poison counters (702.90b-c); ten poison counters lose the game (704.5c)"),
    K.FUSE: ("702.102", "both halves of the split card cast from hand, `fuse = true` in a "
             "cast (702.102a)"),
    K.AFTERMATH: ("702.127", "this half cast only from a graveyard, then exiled (702.127a)"),
    K.FLASHBACK: ("702.34", "cast from its owner's graveyard for its flashback cost, mana or "
                  "not (`alt = \"flashback\"`, `from = \"graveyard\"`), if it is an instant "
                  "or sorcery; exiled instead any time it would leave the stack (702.34a)"),
    K.JUMP_START: ("702.133", "cast from its owner's graveyard (`from = \"graveyard\"`) "
                   "discarding a card as an additional cost, if it is an instant or sorcery; "
                   "exiled instead any time it would leave the stack (702.133a)"),
    K.RETRACE: ("702.81", "cast from its owner's graveyard (`from = \"graveyard\"`) "
                "discarding a land card as an additional cost (702.81a)"),
    K.ESCAPE: ("702.138", "cast from its owner's graveyard for its escape cost (`alt = "
               "\"escape\"`, `from = \"graveyard\"`), exiling other cards from there "
               "(702.138a); the spell and its permanent escaped (702.138b)"),
    K.DASH: ("702.109", "cast for its dash cost (`alt = \"dash\"`): it has haste, and returns "
             "to its owner's hand at the beginning of the next end step (702.109a)"),
    K.MORPH: ("702.37", "cast face down as a 2/2 creature for {3} (`alt = \"morph\"`, 702.37c, "
              "708); turned face up for its morph cost, a special action (`turn_face_up`, "
              "702.37e, 116.2b)"),
    K.MEGAMORPH: ("702.37b", "morph, and a +1/+1 counter as it is turned face up for its "
                  "megamorph cost (702.37b, 708.11)"),
    K.CHANGELING: ("702.73", "every creature type, in every zone: a characteristic-defining "
                   "ability (702.73a, 604.3); its subtypes include all creature types"),
    K.BUYBACK: ("702.27", "an optional additional cost, `extra = {buyback = true}` in a cast; "
                "the spell goes to its owner's hand instead of the graveyard as it resolves "
                "(702.27a)"),
    K.ENTWINE: ("702.42", "an optional additional cost, `extra = {entwine = true}` in a cast: "
                "all the spell's modes are chosen (702.42a)"),
    K.ESCALATE: ("702.120", "on a spell whose controller chooses one or more modes (\"choose "
                 "one or both\", \"one or more\", 700.2): the escalate cost added to the "
                 "total cost once for each mode chosen beyond the first (702.120a, 601.2f); "
                 "\"Escalate—[a cost that isn't mana]\" is refused"),
    K.AFFINITY: ("702.41", "the spell costs {1} less to cast for each of those objects its "
                 "controller controls (702.41a), each instance apart (702.41b)"),
    K.SPLIT_SECOND: ("702.61", "while the spell is on the stack, no player can cast another "
                     "spell or activate an ability that isn't a mana ability (702.61a-b)"),
    K.EVOKE: ("702.74", "cast for its evoke cost (`alt = \"evoke\"`): when it enters, if its "
              "evoke cost was paid, its controller sacrifices it (702.74a); \"Evoke—[a cost "
              "that isn't mana]\" is refused"),
    K.UNEARTH: ("702.84", "activated from its owner's graveyard (`activate`, `from = "
                "\"graveyard\"`), only as a sorcery: returned to the battlefield with haste, "
                "exiled at the beginning of the next end step, and exiled instead if it would "
                "leave the battlefield (702.84a); unearth granted by another card is refused"),
    K.NINJUTSU: ("702.49", "activated from its owner's hand (`activate`, `from = \"hand\"`) "
                 "once blockers are declared: [cost], reveal it, return an unblocked "
                 "attacking creature you control to its owner's hand (`choose:`); it enters "
                 "tapped and attacking what that creature attacked, unblocked (702.49a-c, "
                 "508.4); commander ninjutsu and granted ninjutsu are refused"),
    K.OVERLOAD: ("702.96", "cast for its overload cost (`alt = \"overload\"`): its text "
                 "changed, \"each\" for every \"target\", so it has no targets "
                 "(702.96a-c, 612.1)"),
    K.CLEAVE: ("702.148", "cast for its cleave cost (`alt = \"cleave\"`): its text changed, "
               "the words in square brackets removed (702.148a, 612.1); the card's own text "
               "reads them without the brackets"),
    K.EMERGE: ("702.119", "cast for its emerge cost (`alt = \"emerge\"`) sacrificing a "
               "creature (`sacrifice`), the total cost reduced by that creature's mana value "
               "(702.119a, 601.2f); emerge from [quality] (702.119b) is refused"),
    K.PROWL: ("702.76", "cast for its prowl cost (`alt = \"prowl\"`) if a source its caster "
              "controlled, with any of the spell's creature types, dealt combat damage to a "
              "player this turn (702.76a); \"if its prowl cost was paid\" is refused"),
    K.SURGE: ("702.117", "cast for its surge cost (`alt = \"surge\"`) if its caster has cast "
              "another spell this turn (702.117a)"),
    K.SPECTACLE: ("702.137", "cast for its spectacle cost (`alt = \"spectacle\"`) if an "
                  "opponent lost life this turn (702.137a)"),
    K.CONVOKE: ("702.51", "tap untapped creatures you control to pay for mana of the spell's "
                "total cost, `convoke` in a cast (702.51a-b)"),
    K.IMPROVISE: ("702.126", "tap untapped artifacts you control to pay for generic mana of "
                  "the spell's total cost, `improvise` in a cast (702.126a-b)"),
    K.ASSIST: ("702.132", "the caster chooses another player (`assist = \"Bob\"` in a cast), "
               "who is asked how much of the generic mana of the spell's total cost to pay "
               "(`assist:SPELL`) and pays it with their own mana before the caster pays the "
               "rest (702.132a, 601.2g-h)"),
    K.DELVE: ("702.66", "exile cards from your graveyard to pay for generic mana of the "
              "spell's total cost, `delve` in a cast (702.66a-b)"),
    K.CUMULATIVE_UPKEEP: ("702.24", "at the beginning of its controller's upkeep, an age "
                          "counter, then they pay the cost once for each age counter or "
                          "sacrifice it (702.24a-b); a cost that isn't mana, or one with a "
                          "choice (\"{G} or {W}\"), is refused"),
    K.CREW: ("702.122", "an activated ability of a Vehicle: tap other untapped creatures "
             "with total power N or more (`tap` in an `activate`, or chosen as it is paid) "
             "and it becomes an artifact creature until end of turn (702.122a-c)"),
    K.FADING: ("702.32", "enters with N fade counters; at the beginning of its controller's "
               "upkeep one is removed, or if none can be, it is sacrificed (702.32a)"),
    K.VANISHING: ("702.63", "enters with N time counters; one removed at the beginning of "
                  "its controller's upkeep, and when the last is removed it is sacrificed "
                  "(702.63a); vanishing without a number (702.63b) is refused"),
    K.BOAST: ("702.142", "an activated ability that can be activated only if this creature "
              "attacked this turn and only once each turn (702.142a)"),
    K.WARD: ("702.21", "whenever it becomes the target of a spell or ability an opponent "
             "controls, that spell or ability is countered unless its controller pays the "
             "ward cost, mana or \"—Pay N life.\" (702.21a); another cost, X (702.21b), "
             "and ward granted by another object are refused"),
    K.ECHO: ("702.30", "at the beginning of its controller's first upkeep since it came under "
             "their control, sacrificed unless they pay the echo cost (702.30a); "
             "\"Echo—[a cost that isn't mana]\" is refused"),
    K.DAYBOUND: ("702.145", "makes it day; transforms as it becomes night (702.145b-d, 731)"),
    K.NIGHTBOUND: ("702.145", "transforms as it becomes day (702.145e-g, 731)"),
    K.SOULSHIFT: ("702.46", "put into a graveyard from the battlefield, its controller may "
                  "return target Spirit card with mana value N or less from their graveyard "
                  "to their hand (702.46a); each instance triggers (702.46b)"),
    K.AFTERLIFE: ("702.135", "put into a graveyard from the battlefield, its controller "
                  "creates N 1/1 white and black Spirit creature tokens with flying "
                  "(702.135a); each instance triggers (702.135b)"),
    K.LIVING_WEAPON: ("702.92", "as the Equipment enters, a 0/0 black Phyrexian Germ token "
                      "is created and the Equipment attached to it (702.92a)"),
    K.OUTLAST: ("702.107", "[cost], {T}: a +1/+1 counter on it, only as a sorcery (702.107a)"),
    K.DISTURB: ("702.146", "cast transformed from its owner's graveyard for its disturb cost "
                "(`alt = \"disturb\"`, `from = \"graveyard\"`): its back face up on the "
                "stack, and it enters with it up (702.146a-b, 712.11a)"),
    K.BESTOW: ("702.103", "cast bestowed for its bestow cost (`alt = \"bestow\"`): an Aura "
               "spell with enchant creature, not a creature (702.103a-b); with an illegal "
               "target it resolves as a creature (702.103e); unattached, it is an enchantment "
               "creature again, not put into the graveyard (702.103f)"),
    K.LEVEL_UP: ("702.87", "[cost]: a level counter on it, only as a sorcery (702.87a); its "
                 "level symbols' P/T and abilities apply by its level counters (711.2)"),
    K.COMPANION: ("702.139", "no effect in a game under way: companion functions outside "
                  "the game (702.139a), its condition on the starting deck is checked before "
                  "the game begins (103.2b), and once the card is in the game it stays there "
                  "(702.139c); a scenario has no starting deck, so choosing a companion and "
                  "putting it into hand for {3} (116.2g) are not offered"),
    K.PARTNER: ("702.124", "no effect in a game: partner (702.124h) and the first ability of "
                "partner with [name] change only which cards may be a Commander deck's "
                "commanders, before the game begins (702.124a, 903.3a, 113.6n); partner with "
                "[name]'s second: as it enters, target player may search their library for a "
                "card named [name], reveal it and put it into their hand, then shuffle "
                "(702.124j)"),
    K.MODULAR: ("702.43", "enters with N +1/+1 counters; put into a graveyard from the "
                "battlefield, its controller may put a +1/+1 counter on target artifact "
                "creature for each +1/+1 counter it had (702.43a, 603.10a); each instance "
                "works separately (702.43b)"),
    K.PERSIST: ("702.79", "put into a graveyard from the battlefield with no -1/-1 counter on "
                "it (as it last existed, 603.10a), the card returns under its owner's control "
                "with a -1/-1 counter, a new object (702.79a, 400.7)"),
    K.UNDYING: ("702.93", "put into a graveyard from the battlefield with no +1/+1 counter on "
                "it (as it last existed, 603.10a), the card returns under its owner's control "
                "with a +1/+1 counter, a new object (702.93a, 400.7)"),
    K.UNLEASH: ("702.98", "its controller may have it enter with an additional +1/+1 counter "
                "(`may:` question as it enters, 614.1c); it can't block as long as it has a "
                "+1/+1 counter on it (702.98a)"),
    K.EXPLOIT: ("702.110", "when it enters, its controller may sacrifice a creature (`may:`, "
                "then `choose:` as it resolves, 702.110a); sacrificed while it is on the "
                "battlefield, it exploits that creature and its \"When this creature exploits "
                "a creature\" abilities trigger, even when it sacrificed itself (702.110b); "
                "another creature's exploiting is refused"),
    K.RENOWN: ("702.112", "when it deals combat damage to a player, if it isn't renowned, N "
               "+1/+1 counters on it and it becomes renowned (702.112a-b), each instance "
               "apart (702.112c); \"is renowned\" and \"becomes renowned\" on other "
               "abilities are refused"),
    K.FABRICATE: ("702.123", "when it enters, its controller may put N +1/+1 counters on it "
                  "(`may:`); if they don't, they create N 1/1 colorless Servo artifact "
                  "creature tokens (702.123a); each instance triggers (702.123b)"),
    K.RIOT: ("702.136", "an additional +1/+1 counter as it enters, or else haste (702.136a)"),
    K.BLOODTHIRST: ("702.54", "if an opponent was dealt damage this turn, it enters with N "
                    "+1/+1 counters (702.54a), each instance apart (702.54c); bloodthirst X "
                    "(702.54b) is refused"),
    K.DEVOUR: ("702.82", "as it enters, its controller may sacrifice any number of creatures "
               "(`choose:` question); it enters with N +1/+1 counters for each (702.82a); "
               "devour [quality] N (702.82c) and what \"it devoured\" counts (702.82b) are "
               "refused"),
    K.CASCADE: ("702.85", "when its spell is cast: exile cards from the top of the library "
                "until a nonland card with lesser mana value, which may be cast without "
                "paying its mana cost (`cast:NAME`); the rest go to the bottom in a random "
                "order (702.85a); each instance triggers (702.85c)"),
    K.STORM: ("702.40", "when its spell is cast: copied for each other spell cast before it "
              "this turn, new targets chosen for each copy (`target:NAME`, 707.10c; "
              "702.40a); each instance triggers (702.40b)"),
    K.RIPPLE: ("702.60", "when its spell is cast: its controller may reveal the top N cards of "
               "their library (`may:NAME`) and cast any with the spell's name without paying "
               "their mana costs (`cast:NAME`, asked again until declined), then puts the rest "
               "on the bottom in the order they choose (702.60a); each instance triggers "
               "(702.60b)"),
    K.DEMONSTRATE: ("702.144", "when its spell is cast: its controller may copy it "
                    "(`may:NAME`); if they do, an opponent (`choose:NAME` with more than one) "
                    "copies it too, each choosing new targets for their copy (`target:NAME`, "
                    "707.10c; 702.144a)"),
    K.REPLICATE: ("702.56", "an optional additional cost paid any number of times, `extra = "
                  "{replicate = N}` in a cast; when the spell is cast, copied once for each "
                  "payment, new targets chosen for each copy (702.56a, 707.10c)"),
    K.CONSPIRE: ("702.78", "an optional additional cost, tapping two untapped creatures you "
                 "control that each share a color with the spell, `extra = {conspire = "
                 "[two creatures]}`; when the spell is cast, copied once, new targets chosen "
                 "(702.78a, 707.10c)"),
    K.ASCEND: ("702.131", "the city's blessing for the rest of the game once its controller "
               "controls ten permanents: any time (702.131b), or as it resolves (702.131a)"),
    K.SKULK: ("702.118", "can't be blocked by creatures with greater power (702.118b)"),
    K.BATTLE_CRY: ("702.91", "whenever it attacks, each other attacking creature gets +1/+0 "
                   "until end of turn (702.91a); each instance triggers (702.91b)"),
    K.INGEST: ("702.115", "whenever it deals combat damage to a player, that player exiles "
               "the top card of their library (702.115a); each instance triggers (702.115b)"),
    K.ANNIHILATOR: ("702.86", "whenever it attacks, defending player (506.2, 508.5) "
                    "sacrifices N permanents of their choice (`choose:` question, 701.21a; "
                    "702.86a); each instance triggers (702.86b)"),
    K.DETHRONE: ("702.105", "whenever it attacks the player with the most life or tied "
                 "for most life (not a planeswalker), a +1/+1 counter on it (702.105a); each "
                 "instance triggers (702.105b)"),
    K.TRAINING: ("702.149", "whenever it and at least one other creature with greater power "
                 "attack, a +1/+1 counter on it (702.149a), each instance apart (702.149b); "
                 "\"when this creature trains\" (702.149c) is refused"),
    K.RAMPAGE: ("702.23", "whenever it becomes blocked, +N/+N until end of turn for each "
                "creature blocking it beyond the first, counted as it resolves (702.23a-b); "
                "each instance triggers (702.23c)"),
    K.MELEE: ("702.121", "whenever it attacks, +1/+1 until end of turn for each opponent "
              "(not planeswalker) its controller attacked with a creature this combat "
              "(702.121a); each instance triggers (702.121b)"),
    K.MENTOR: ("702.134", "whenever it attacks, a +1/+1 counter on target attacking creature "
               "with power less than its own (`target:` question; 702.134a), each instance "
               "apart (702.134b); \"whenever this creature mentors\" (702.134c) is refused"),
    K.MYRIAD: ("702.116", "whenever it attacks, a token copy attacking each opponent other "
               "than defending player (702.116a): with no such opponent, nothing; with one, "
               "refused as it resolves (two players attacked in one combat, 802.2)"),
    K.EXTORT: ("702.101", "whenever its controller casts a spell, they may pay {W/B} as it "
               "resolves (`may:` question); if they do, each opponent loses 1 life and they "
               "gain the life lost this way (702.101a); each instance triggers (702.101b)"),
    K.PROVOKE: ("702.39", "whenever it attacks, its controller may have target creature "
                "defending player controls block it this combat if able (`may:` question as "
                "it resolves), and then that creature untaps (702.39a): a requirement as "
                "blockers are declared (509.1c); each instance triggers (702.39b)"),
    K.FRENZY: ("702.68", "whenever it attacks and isn't blocked (509.3g), +N/+0 until end of "
               "turn (702.68a); each instance triggers (702.68b)"),
    K.AFFLICT: ("702.130", "whenever it becomes blocked (once however many creatures block "
                "it, 509.3c), defending player loses N life (702.130a); each instance "
                "triggers (702.130b)"),
    K.CASUALTY: ("702.153", "an optional additional cost, sacrificing a creature with power N "
                 "or greater, `extra = {casualty = \"creature\"}`; when the spell is cast, "
                 "copied once, new targets chosen (702.153a, 707.10c)"),
    K.EVOLVE: ("702.100", "whenever a creature its controller controls enters, if that "
               "creature's power and/or toughness is greater than its own (asked as it "
               "triggers and again as it resolves, the creature's last known if it left, "
               "603.4, 608.2h), a +1/+1 counter on it: it evolves (702.100a-b); each "
               "instance triggers (702.100d)"),
    K.GRAFT: ("702.58", "enters with N +1/+1 counters; whenever another creature enters, if "
              "it has a +1/+1 counter, its controller may move one onto that creature "
              "(`may:`, 702.58a, 122.5); each instance works on its own (702.58b)"),
    K.REINFORCE: ("702.77", "activated from its owner's hand (`activate`, `from = \"hand\"`"
                  "): [cost], discard it: N +1/+1 counters on target creature (702.77a); "
                  "reinforce X is refused"),
    K.UNDAUNTED: ("702.125", "the spell costs {1} less to cast for each opponent its caster "
                  "has (702.125a), those who left the game not counted (702.125b), each "
                  "instance apart (702.125c)"),
    K.AMPLIFY: ("702.38", "as it enters, its controller may reveal any number of cards from "
                "their hand that share a creature type with it (`choose:` question); it "
                "enters with N +1/+1 counters for each (702.38a), each instance apart "
                "(702.38b)"),
    K.SUNBURST: ("702.44", "it enters with a +1/+1 counter if it enters as a creature (its "
                 "printed types), else a charge counter, for each color of mana spent to "
                 "cast it (702.44a), the spell's mana recorded as it is paid (601.2h); "
                 "none entering from elsewhere than the stack (702.44b); \"Modular—"
                 "Sunburst\" (702.44c) is refused"),
    K.TRIBUTE: ("702.104", "as it enters its controller chooses an opponent (`choose:` with "
                "more than one), who may have it enter with N additional +1/+1 counters "
                "(`may:`, 702.104a); \"if tribute wasn't paid\" asks whether they did, of "
                "the permanent as it last existed (702.104b)"),
    K.SOULBOND: ("702.95", "when it enters, its controller may pair it with another unpaired "
                 "creature they control (`choose:`); whenever another creature they control "
                 "enters while both are unpaired, they may pair the two (`may:`), both "
                 "checked again as it resolves (702.95a, 702.95c); the pair lasts while both "
                 "are creatures on the battlefield under that player's control (702.95e); "
                 "\"as long as ~ is paired with another creature, both creatures ...\" "
                 "applies to the two (702.95b)"),
    K.AWAKEN: ("702.113", "cast for its awaken cost (`alt = \"awaken\"`): it also puts N +1/+1 "
               "counters on target land its controller controls, which becomes a 0/0 "
               "Elemental creature with haste, still a land (702.113a); only then does the "
               "spell have that target (702.113b)"),
    **LINKED_KEYWORDS,  # hideaway, haunt, champion, cipher (rulings_kit.core.linked_keywords)
    K.UMBRA_ARMOR: ("702.89", "on an Aura: if the permanent it enchants would be destroyed, by "
                    "an effect or by lethal damage, instead all damage is removed from it and "
                    "the Aura is destroyed (702.89a), not regeneration: the permanent stays "
                    "untapped and in combat; with several, its controller chooses which "
                    "(`replace:` question, 616.1); read as printed on older cards, \"Totem "
                    "armor\" (702.89b)"),
}

#: the names some older cards print for a keyword, as its Oracle text still does (702.89b)
OLDER_NAMES: dict[str, KeywordName] = {"Totem armor": K.UMBRA_ARMOR}

#: every keyword ability the Comprehensive Rules define (702), in their order
CR_ABILITIES: tuple[KeywordName, ...] = tuple(KeywordName)

#: keywords the card interpreter builds as abilities of their own (not in KEYWORDS), by rule
BUILT_AS_ABILITIES = {KeywordName.ENCHANT: "702.5", KeywordName.EQUIP: "702.6"}


def unsupported_keyword(line: str) -> KeywordName | None:
    """The keyword ability (702) that ``line`` starts with, when the engine doesn't implement
    it: "Casualty 2" -> "Casualty"; None for any other line."""
    low = line.lower()
    for name, lower in _LONGEST_FIRST:
        if low.startswith(lower) and low[len(name):][:1] in ("", " ", ",", "—", "{"):
            return None if name in KEYWORDS or name in BUILT_AS_ABILITIES else name
    return None


#: the names of CR_ABILITIES, longest first ("Split second" before "Split"), lower-cased
_LONGEST_FIRST = tuple((n, n.lower()) for n in sorted(CR_ABILITIES, key=len, reverse=True))
