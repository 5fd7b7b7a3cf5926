"""The keywords the engine implements, each with its rule (702 keyword abilities, 701
keyword actions). A card that prints any other keyword can't be defined: it would look
right in a diagram and do nothing in the game.
"""

from __future__ import annotations

_LANDWALK = ("can't be blocked while the defending player controls a land of the type it "
             "names (702.14c)")

#: keyword -> (rule, where the engine applies it)
KEYWORDS: dict[str, tuple[str, str]] = {
    # Flying and trample change only how creatures block and are blocked. Nothing blocks
    # in this engine yet, so an attacker deals its damage to the player (510.1a) and
    # neither can be wrong; declaring blockers must apply them (702.9b, 702.19b).
    "Flying": ("702.9", "no creature blocks yet, so none without flying or reach can"),
    "Trample": ("702.19", "no creature blocks yet, so its damage always reaches the player"),
    "Haste": ("702.10", "attacks and uses {T} abilities despite 302.6"),
    "Reach": ("702.17", "can block creatures with flying (702.17b)"),
    "Menace": ("702.111", "can't be blocked except by two or more creatures (702.111b)"),
    "Fear": ("702.36", "can't be blocked except by artifact creatures and/or black creatures "
             "(702.36b)"),
    "Defender": ("702.3", "can't attack (702.3b)"),
    "First strike": ("702.7", "deals combat damage in the first-strike step (510.4)"),
    "Double strike": ("702.4", "deals combat damage in both combat damage steps (510.4)"),
    "Deathtouch": ("702.2", "any damage it deals to a creature destroys it (704.5h, 702.2c)"),
    "Lifelink": ("702.15", "its controller gains life equal to the damage it deals (702.15b)"),
    "Indestructible": ("702.12", "isn't destroyed by lethal damage or destroy (702.12b)"),
    "Hexproof": ("702.11", "can't be the target of opponents' spells or abilities (702.11b)"),
    "Shroud": ("702.18", "can't be the target of spells or abilities (702.18a)"),
    "Protection": ("702.16", "damage, enchanting/equipping, blocking, targeting (702.16b-f)"),
    "Flash": ("702.8", "can be cast any time an instant could (702.8a)"),
    "Plainswalk": ("702.14", _LANDWALK),
    "Islandwalk": ("702.14", _LANDWALK),
    "Swampwalk": ("702.14", _LANDWALK),
    "Mountainwalk": ("702.14", _LANDWALK),
    "Forestwalk": ("702.14", _LANDWALK),
    "Prowess": ("702.108", "+1/+1 until end of turn whenever its controller casts a "
                "noncreature spell (702.108a)"),
    "Vigilance": ("702.20", "attacking doesn't tap it"),
    "Devoid": ("702.114", "the card has no color"),
    "Kicker": ("702.33", "an optional additional cost, `kicker` in a cast"),
    "Multikicker": ("702.33c", "kicker paid any number of times"),
    "Rebound": ("702.88", "exiled as it resolves if cast from hand; cast again next upkeep"),
    "Miracle": ("702.94", "cast for its miracle cost when drawn as the turn's first card"),
    "Flanking": ("702.25", "blocked by a creature without flanking, that creature gets -1/-1 "
                 "until end of turn (702.25a)"),
    "Bushido": ("702.45", "+N/+N until end of turn when it blocks or becomes blocked (702.45a)"),
    "Exalted": ("702.83", "a creature its controller controls that attacks alone gets +1/+1 "
                "until end of turn (702.83a)"),
    "Cycling": ("702.29", "activated from its owner's hand: [cost], discard it, draw a card "
                "(702.29a)"),
    "Shadow": ("702.28", "can block and be blocked only by creatures with shadow (702.28b)"),
    "Horsemanship": ("702.31", "can't be blocked by creatures without horsemanship (702.31b)"),
    "Wither": ("702.80", "deals damage to creatures as -1/-1 counters (702.80a, 120.3d)"),
    "Infect": ("702.90", "deals damage to creatures as -1/-1 counters and to players as "
               "poison counters (702.90b-c); ten poison counters lose the game (704.5c)"),
    "Fuse": ("702.102", "both halves of the split card cast from hand, `fuse = true` in a "
             "cast (702.102a)"),
    "Aftermath": ("702.127", "this half cast only from a graveyard, then exiled (702.127a)"),
    "Daybound": ("702.145", "makes it day; transforms as it becomes night (702.145b-d, 731)"),
    "Nightbound": ("702.145", "transforms as it becomes day (702.145e-g, 731)"),
    # keyword actions a card's keywords (in the card data) may name: see ACTIONS
    "Scry": ("701.22", "the `scry:` question"),
    "Fight": ("701.14", "each deals damage equal to its power to the other"),
}


#: every keyword ability the Comprehensive Rules define (702), in their order, as a name starts
#: a line of rules text (landwalk by its basic land types); the engine implements those in KEYWORDS
CR_ABILITIES: tuple[str, ...] = (
    "Deathtouch", "Defender", "Double strike", "Enchant", "Equip", "First strike", "Flash",
    "Flying", "Haste", "Hexproof", "Indestructible", "Intimidate", "Plainswalk", "Islandwalk",
    "Swampwalk", "Mountainwalk", "Forestwalk", "Lifelink", "Protection", "Reach", "Shroud",
    "Trample", "Vigilance", "Ward", "Banding", "Rampage", "Cumulative upkeep", "Flanking",
    "Phasing", "Buyback", "Shadow", "Cycling", "Echo", "Horsemanship", "Fading", "Kicker",
    "Flashback", "Madness", "Fear", "Morph", "Amplify", "Provoke", "Storm", "Affinity",
    "Entwine", "Modular", "Sunburst", "Bushido", "Soulshift", "Splice", "Offering", "Ninjutsu",
    "Epic", "Convoke", "Dredge", "Transmute", "Bloodthirst", "Haunt", "Replicate", "Forecast",
    "Graft", "Recover", "Ripple", "Split second", "Suspend", "Vanishing", "Absorb",
    "Aura swap", "Delve", "Fortify", "Frenzy", "Gravestorm", "Poisonous", "Transfigure",
    "Champion", "Changeling", "Evoke", "Hideaway", "Prowl", "Reinforce", "Conspire", "Persist",
    "Wither", "Retrace", "Devour", "Exalted", "Unearth", "Cascade", "Annihilator", "Level up",
    "Rebound", "Umbra armor", "Infect", "Battle cry", "Living weapon", "Undying", "Miracle",
    "Soulbond", "Overload", "Scavenge", "Unleash", "Cipher", "Evolve", "Extort", "Fuse",
    "Bestow", "Tribute", "Dethrone", "Hidden agenda", "Outlast", "Prowess", "Dash", "Exploit",
    "Menace", "Renown", "Awaken", "Devoid", "Ingest", "Myriad", "Surge", "Skulk", "Emerge",
    "Escalate", "Melee", "Crew", "Fabricate", "Partner", "Undaunted", "Improvise", "Aftermath",
    "Embalm", "Eternalize", "Afflict", "Ascend", "Assist", "Jump-start", "Mentor", "Afterlife",
    "Riot", "Spectacle", "Escape", "Companion", "Mutate", "Encore", "Boast", "Foretell",
    "Demonstrate", "Daybound", "Nightbound", "Disturb", "Decayed", "Cleave", "Training",
    "Compleated", "Reconfigure", "Blitz", "Casualty", "Enlist", "Read ahead", "Ravenous",
    "Squad", "Space sculptor", "Visit", "Prototype", "Living metal", "More than meets the eye",
    "For Mirrodin!", "Toxic", "Backup", "Bargain", "Craft", "Disguise", "Solved", "Plot",
    "Saddle", "Spree", "Freerunning", "Gift", "Offspring", "Impending", "Exhaust", "Max speed",
    "Start your engines!", "Harmonize", "Mobilize", "Job select", "Tiered", "Station", "Warp", "∞",
    "Mayhem", "Web-slinging", "Firebending", "Sneak", "Increment", "Paradigm", "Power-up",
    "Teamwork", "Storied",
)

#: every keyword action the Comprehensive Rules define (701), in their order
CR_ACTIONS: tuple[str, ...] = (
    "Activate", "Attach", "Behold", "Cast", "Counter", "Create", "Destroy", "Discard",
    "Double", "Triple", "Exchange", "Exile", "Fight", "Goad", "Investigate", "Mill", "Play",
    "Regenerate", "Reveal", "Sacrifice", "Scry", "Search", "Shuffle", "Surveil",
    "Tap and untap", "Transform", "Convert", "Fateseal", "Clash", "Planeswalk",
    "Set in motion", "Abandon", "Proliferate", "Detain", "Populate", "Monstrosity", "Vote",
    "Bolster", "Manifest", "Support", "Meld", "Exert", "Explore", "Assemble", "Adapt", "Amass",
    "Learn", "Venture into the dungeon", "Connive", "Open an attraction",
    "Roll to visit your attractions", "Incubate", "The ring tempts you",
    "Face a villainous choice", "Time travel", "Discover", "Cloak", "Collect evidence",
    "Suspect", "Forage", "Manifest dread", "Endure", "Harness", "Airbend", "Earthbend",
    "Waterbend", "Blight", "Heal", "Recruit",
)


#: keywords the card interpreter builds as abilities of their own (not in KEYWORDS), by rule
BUILT_AS_ABILITIES = {"Enchant": "702.5", "Equip": "702.6"}

#: the keyword actions (701) the engine carries out: name -> (rule, how, what of it is refused
#: ("" for nothing)). Any other action is refused where a card's text uses it: no grammar rule
#: reads it (docs/cr-keywords.md).
ACTIONS: dict[str, tuple[str, str, str]] = {
    "Activate": ("701.2", "activating an activated ability (602), the `activate` action", ""),
    "Attach": ("701.3", "Auras and Equipment: equip, \"attach this Equipment to it\"", ""),
    "Cast": ("701.5", "casting a spell (601), the `cast` action", ""),
    "Counter": ("701.6", "\"counter target spell\": it goes to its owner's graveyard", ""),
    "Create": ("701.7", "creature tokens with the characteristics the effect gives (111.3)", ""),
    "Destroy": ("701.8", "to its owner's graveyard, unless indestructible or regenerated", ""),
    "Discard": ("701.9", "from hand to graveyard: a chosen card, at random, or the hand", ""),
    "Double": ("701.10", "the number of a kind of counters on a permanent (701.10e)",
               "power, toughness, a life total, mana and damage (701.10a-d, f-g)"),
    "Exchange": ("701.12", "control of two permanents (701.12b)",
                 "life totals, cards between zones, numbers and text boxes (701.12c-h)"),
    "Exile": ("701.13", "to the exile zone", ""),
    "Fight": ("701.14", "each deals damage equal to its power to the other", ""),
    "Mill": ("701.17", "the top N cards of a library into its owner's graveyard", ""),
    "Play": ("701.18", "playing a land (701.18a, 305.1), the `play` action; casting (701.18b)",
             "an effect's permission to \"play\" a card from another zone"),
    "Regenerate": ("701.19", "a regeneration shield replaces the next destruction (614.8)", ""),
    "Reveal": ("701.20", "the card a search finds, as the search says", "revealing on its own"),
    "Sacrifice": ("701.21", "the permanent's controller moves it to its owner's graveyard", ""),
    "Scry": ("701.22", "the `scry:` question", ""),
    "Search": ("701.23", "a library for cards that fit, to the zone the effect names", ""),
    "Shuffle": ("701.24", "after a search (701.24b)", "\"shuffle\" on its own"),
    "Tap and Untap": ("701.26", "tapping and untapping permanents, by costs and effects", ""),
    "Transform": ("701.27", "double-faced permanents turn over (712)", ""),
}


def unsupported_keyword(line: str) -> str | None:
    """The keyword ability (702) that ``line`` starts with, when the engine doesn't implement
    it: "Casualty 2" -> "Casualty"; None for any other line."""
    low = line.lower()
    for name, lower in _LONGEST_FIRST:
        if low.startswith(lower) and low[len(name):][:1] in ("", " ", ",", "—", "{"):
            return None if name in KEYWORDS or name in BUILT_AS_ABILITIES else name
    return None


#: the names of CR_ABILITIES, longest first ("Split second" before "Split"), lower-cased
_LONGEST_FIRST = tuple((n, n.lower()) for n in sorted(CR_ABILITIES, key=len, reverse=True))
