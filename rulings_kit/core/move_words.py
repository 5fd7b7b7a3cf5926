"""How the moves of discarding (701.9a), milling (701.17a) and sacrificing (701.21a) are
told: the rules they cite and the words of their ``ZoneChanged`` events, which
``ZoneChanged.discarded``, ``ZoneChanged.milled`` and ``sacrifice_patterns.sacrificed``
read."""

from __future__ import annotations

#: the rule a card discarded to pay a cycling cost moves by ("Discard this card", 702.29a)
CYCLED = "702.29a"
#: the rule a discarded card with madness is exiled by instead of put into its owner's
#: graveyard: it is still discarded (702.35a)
MADNESS_EXILE = "702.35a"
#: the rules a card moves from a hand by when it is discarded (701.9a): a discard
#: instruction (701.9a-b), the maximum hand size (514.1), a cost (601.2h, 702.29a), and
#: madness's exile instead (702.35a)
DISCARDS = ("701.9a", "701.9b", "514.1", CYCLED, MADNESS_EXILE)
#: how a discard (701.9a) and a mill (701.17a) tell their moves; a replacement effect that
#: puts the card elsewhere adds to the words and cites its own rule (614.1a), and the card
#: is still discarded or milled (701.17c)
DISCARDED = "discarded"
MILLED = "milled"
#: how every sacrifice tells its move (701.21a), as an instruction, a cost (601.2h, 602.2b),
#: devour (702.82a) or a Saga's last chapter (714.4) makes it: the words begin with it, and a
#: replacement effect that puts the permanent elsewhere adds to them (614.1a); it is still
#: sacrificed
SACRIFICED = "sacrificed"
