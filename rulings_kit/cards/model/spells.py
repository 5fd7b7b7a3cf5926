"""Effects on spells and on casting cards (601): a spell exiled instead of going to the
graveyard as it resolves (614.1a), cards cast without paying their mana cost (118.9); and a
card's faces: a permanent transformed or flipped (701.27, 710)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.cards.model.codec import part
from rulings_kit.cards.model.objects import ObjectRef
from rulings_kit.cards.model.phrases import PlayVerb, TurnVerb
from rulings_kit.cards.model.trigger_words import phrase


@part
@dataclass(frozen=True)
class ExileAsItResolves:
    """"Exile that card with a dream counter on it instead of putting it into your
    graveyard as it resolves.": a replacement effect for that spell only (614.1a)."""

    what: ObjectRef
    counter: str = ""  # the kind of counter it is exiled with (122.1), if any

    def text(self) -> str:
        article = "an" if self.counter[:1] in tuple("aeiou") else "a"
        with_counter = f" with {article} {self.counter} counter on it" if self.counter else ""
        return (f"exile {self.what.text()}{with_counter} instead of putting it into your "
                "graveyard as it resolves")


@part
@dataclass(frozen=True)
class TurnOver:
    """"Transform ~." (701.27a), "flip it" (710.2): a permanent shows its other face."""

    what: ObjectRef
    verb: TurnVerb = TurnVerb.TRANSFORM

    def __post_init__(self) -> None:
        object.__setattr__(self, "verb", phrase(TurnVerb, self.verb, "TurnOver.verb"))

    def text(self) -> str:
        return f"{self.verb} {self.what.text()}"


@part
@dataclass(frozen=True)
class CastFromExile:
    """"Cast a spell from among cards you own in exile with dream counters on them
    without paying its mana cost." (118.9: X is then 0, 107.3b)."""

    counter: str = ""  # only cards with this kind of counter on them (122.1)

    def text(self) -> str:
        with_counters = f" with {self.counter} counters on them" if self.counter else ""
        return (f"cast a spell from among cards you own in exile{with_counters} without "
                "paying its mana cost")


@part
@dataclass(frozen=True)
class PlayExiledCard:
    """"play the exiled card without paying its mana cost" (Windbrisk Heights), "cast the
    exiled card without paying its mana cost" (Smuggler's Buggy): the card an ability of
    the same object exiled (607.2a), played as the ability resolves (608.2g, 118.9)."""

    verb: PlayVerb = PlayVerb.PLAY

    def __post_init__(self) -> None:
        object.__setattr__(self, "verb", phrase(PlayVerb, self.verb, "PlayExiledCard.verb"))

    def text(self) -> str:
        return f"{self.verb} the exiled card without paying its mana cost"

