"""The keyword actions (701): every one the Comprehensive Rules define, in their order
(:data:`CR_ACTIONS`), and those the engine carries out, each with its rule
(:data:`KEYWORD_ACTIONS`). The keyword abilities (702) are rulings_kit.core.keywords.
"""

from __future__ import annotations

#: the keyword actions (701) the engine carries out: name -> (rule, how, what of it is refused
#: ("" for nothing)). Any other action is refused where a card's text uses it: no grammar rule
#: reads it (docs/cr-keywords.md).
KEYWORD_ACTIONS: dict[str, tuple[str, str, str]] = {
    "Activate": ("701.2", "activating an activated ability (602), the `activate` action", ""),
    "Attach": ("701.3", "Auras and Equipment: equip, \"attach this Equipment to it\"", ""),
    "Cast": ("701.5", "casting a spell (601), the `cast` action", ""),
    "Counter": ("701.6", "\"counter target spell\": it goes to its owner's graveyard", ""),
    "Create": ("701.7", "creature tokens with the characteristics the effect gives (111.3), "
               "predefined tokens by name (111.10, rulings_kit.core.tokens)", ""),
    "Destroy": ("701.8", "to its owner's graveyard, unless indestructible or regenerated", ""),
    "Discard": ("701.9", "from hand to graveyard: a chosen card, at random, or the hand", ""),
    "Double": ("701.10", "a creature's power, or power and toughness, until end of turn: +X/+0 "
               "(+0/+Y) for X its power (Y its toughness) as it resolves, negative or not "
               "(701.10a-c); a player's life total, gaining or losing the difference (701.10d); "
               "the number of a kind of counters on a permanent (701.10e)",
               "mana (701.10f), damage (701.10g), and a power doubled X times"),
    "Triple": ("701.11", "a creature's power, or power and toughness, until end of turn: +X/+0 "
               "for X twice its power as it resolves (701.11a-c)", ""),
    "Exchange": ("701.12", "control of two permanents (701.12b)",
                 "life totals, cards between zones, numbers and text boxes (701.12c-h)"),
    "Exile": ("701.13", "to the exile zone", ""),
    "Fight": ("701.14", "each deals damage equal to its power to the other", ""),
    "Goad": ("701.15", "until the next turn of the controller of the spell or ability that goaded "
             "it (701.15a), a goaded creature attacks each combat if able and attacks a player "
             "other than that one if able (701.15b, 508.1d); goaded again by the same player, "
             "nothing more (701.15d)", "\"is goaded\" in a static ability, \"goaded\" "
             "creatures named in filters and triggers"),
    "Detain": ("701.35", "until the next turn of the controller of the spell or ability that "
               "detained it, a permanent can't attack or block and its activated abilities, "
               "mana abilities too, can't be activated (701.35a)", ""),
    "Investigate": ("701.16", "create a Clue token (701.16a, 111.10f); \"investigate twice\"",
                    ""),
    "Mill": ("701.17", "the top N cards of a library into its owner's graveyard", ""),
    "Play": ("701.18", "playing a land (701.18a, 305.1), the `play` action; casting (701.18b)",
             "an effect's permission to \"play\" a card from another zone"),
    "Manifest": ("701.40", "\"manifest the top card of your library\": onto the battlefield face "
                 "down, a 2/2 creature (708); turned face up for its mana cost if it is a "
                 "creature card, or its morph cost (`turn_face_up`, 701.40b-c)",
                 "manifesting anything but the top card of your library, several cards, and "
                 "\"it\" after manifesting"),
    "Regenerate": ("701.19", "a regeneration shield replaces the next destruction (614.8)", ""),
    "Reveal": ("701.20", "the card a search finds, as the search says", "revealing on its own"),
    "Sacrifice": ("701.21", "the permanent's controller moves it to its owner's graveyard", ""),
    "Scry": ("701.22", "the `scry:` question", ""),
    "Clash": ("701.30", "\"clash with an opponent\" (701.30b): both reveal the top card of "
              "their library, each answers the `choose:` question (\"top\" or \"bottom\") in "
              "APNAP order (701.30a, c), and \"if you win\" holds when the controller's card "
              "has the higher mana value (701.30d)", "\"whenever you clash\" triggers, \"if "
              "you won\" in them, \"otherwise\" after \"if you win\", and \"repeat this "
              "process\""),
    "Fateseal": ("701.29", "the top N cards of an opponent's library (with more than one, "
                 "the one its controller chooses): the `choose:` question names those put on "
                 "the bottom, the rest stay on top (701.29a)", ""),
    "Connive": ("701.50", "\"target creature connives\", \"it connives\": its controller "
                "draws a card, then discards a card (`discard:PLAYER`), and a +1/+1 counter "
                "goes on it if a nonland card was discarded (701.50a); by its last known "
                "information if it has left the battlefield (701.50b); connive N (701.50d)",
                "several permanents conniving at once (701.50c), connive X, and \"whenever "
                "~ connives\" triggers"),
    "Learn": ("701.48", "the `choose:SOURCE` question: a card in hand to discard, then a card "
              "drawn, or `\"sideboard:NAME\"`, a Lesson card the player owns outside the game "
              "(the scenario's `sideboard`, 400.11) revealed and put into their hand, or "
              "neither (701.48a)", "\"if you would learn\" replacements"),
    "Venture into the dungeon": (
        "701.49", "the `venture:PLAYER` question: the dungeon to bring into the command zone "
        "(701.49a, 309.2a) or the room to move to (701.49b, 309.5a); each room's effect is its "
        "room ability, compiled from the dungeon's text (309.4c, rulings_kit/data/dungeons.json); "
        "completed from the bottommost room (701.49c) or as a state-based action (309.6, "
        "704.5t), and \"as long as you've completed a dungeon\" (309.7)",
        "Tomb of Annihilation and Dungeon of the Mad Mage (rooms the engine can't carry out), "
        "Undercity and \"venture into [quality]\" (701.49d), \"whenever you complete a "
        "dungeon\", \"if you haven't completed [dungeon]\""),
    "Proliferate": ("701.34", "the `proliferate:` question: permanents and players with counters "
                    "each get one more of each kind (701.34a)", ""),
    "Populate": ("701.36", "a token that's a copy of a creature token you control (the `choose:` "
                 "question when several) (701.36a); none without one (701.36b)", ""),
    "Monstrosity": ("701.37", "N +1/+1 counters and the monstrous designation if it isn't "
                    "monstrous (701.37a-b)", "\"when ~ becomes monstrous\" triggers, \"as long "
                    "as ~ is monstrous\", monstrosity X (701.37c)"),
    "Bolster": ("701.39", "a creature of the least toughness (the `choose:` question when "
                "several tie) gets N +1/+1 counters (701.39a)", ""),
    "Support": ("701.41", "\"Put a +1/+1 counter on each of up to N [other] target creatures\" "
                "(701.41a): \"other\" on a permanent", "support X"),
    "Exert": ("701.43", "\"You may exert ~ as it attacks\": an optional cost to attack, the "
              "`may:` question as attackers are declared (508.1g, 701.43d), and its linked "
              "\"When you do\" ability triggers (603.12, 607.2h); an exerted permanent doesn't "
              "untap during its controller's next untap step (701.43a-b); \"Exert ~\" in an "
              "activated ability's cost, even if it was exerted this turn (701.43b); "
              "\"Whenever you exert a creature\" triggers", ""),
    "Explore": ("701.44", "reveal the top card: a land to hand, else a +1/+1 counter and the "
                "`may:` question to put the card into the graveyard (701.44a); by last known "
                "information once it has left (701.44c)", ""),
    "Amass": ("701.47", "\"amass N\" (Zombies) and \"amass Orcs N\": a 0/0 black Army token if "
              "you control no Army, then N +1/+1 counters on an Army (the `choose:` question "
              "when several) (701.47a)", "making a chosen Army of another kind that subtype"),
    "Adapt": ("701.46", "N +1/+1 counters if it has none (701.46a)", ""),
    "Surveil": ("701.25", "the `surveil:` question: the cards to put into the graveyard (701.25a); "
                "surveil 0 is none (701.25c)", "\"whenever you surveil\" triggers"),
    "Search": ("701.23", "a library for cards that fit, to the zone the effect names", ""),
    "Shuffle": ("701.24", "after a search (701.24b)", "\"shuffle\" on its own"),
    "Tap and Untap": ("701.26", "tapping and untapping permanents, by costs and effects", ""),
    "Transform": ("701.27", "double-faced permanents turn over (712)", ""),
}


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
