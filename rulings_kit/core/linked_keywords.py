"""What the engine does with the keywords whose abilities are linked to others of the same
object (607): hideaway (702.75), haunt (702.55), champion (702.72) and cipher (702.99); and
splice (702.47), which gives a spell another card's text; as entries of
``core.keywords.KEYWORDS``: keyword -> (rule, where the engine applies it)."""

from __future__ import annotations

from rulings_kit.core.keyword_names import KeywordName

K = KeywordName
LINKED_KEYWORDS: dict[KeywordName, tuple[str, str]] = {
    K.HIDEAWAY: ("702.75", "when it enters, its controller looks at the top N cards of "
                 "their library, exiles one face down (`choose:CARD`), which they may look "
                 "at, and puts the rest on the bottom in a random order (702.75a); \"You may "
                 "play the exiled card without paying its mana cost\" of the same permanent "
                 "plays that card (607.2a): a land as the turn's land play (305.2a), any "
                 "other card cast (`cast:CARD`, 608.2g); \"Hideaway\" without N is "
                 "hideaway 4 and the permanent enters tapped (702.75b)"),
    K.HAUNT: ("702.55", "on a permanent: when it is put into a graveyard from the "
              "battlefield, its card is exiled haunting target creature; on an instant or "
              "sorcery: when its card is put into a graveyard as it resolves, the same "
              "(702.55a); its abilities \"When the creature it haunts dies\" trigger in "
              "exile (702.55b-c), and \"When ~ enters or the creature it haunts dies\" both "
              "as it enters and from exile"),
    K.CHAMPION: ("702.72", "when it enters, its controller may exile another permanent of "
                 "that kind they control (`may:CARD`, `choose:CARD`), or else sacrifices it; "
                 "when it leaves the battlefield, the card exiled returns to the battlefield "
                 "under its owner's control (702.72a), the two abilities linked (702.72b, "
                 "607.2k)"),
    K.CIPHER: ("702.99", "on an instant or sorcery with one mode: as the spell finishes "
               "resolving, its controller may exile its card encoded on a creature they "
               "control (`may:CARD`, `choose:CARD`); while it stays encoded (702.99c), "
               "whenever that creature deals combat damage to a player, its controller may "
               "cast a copy of the card from exile without paying its mana cost (`cast:CARD`, "
               "707.12), a copy that isn't cast ceasing to exist (704.5e)"),
    K.SPLICE: ("702.47", "\"Splice onto Arcane [cost]\", \"Splice onto instant or sorcery "
               "[cost]\": as a spell with that quality is cast, its caster may reveal the "
               "card from their hand (`splice = [\"Card\"]` in a cast) and pay its splice "
               "cost as an additional cost; the spell gains the card's instructions after its "
               "own, with their own targets (702.47a-d), the card staying in the hand; a "
               "splice cost that isn't mana and splicing a modal card are refused"),
}

__all__ = ["LINKED_KEYWORDS"]
