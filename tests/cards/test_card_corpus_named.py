"""Corpus cards that count or pick objects by their own name: "for each artifact you
control named Powerstone Shard", "each creature you control named Pack Mastiff", "if you
control another creature named Faerie Miscreant" (201.2: the same name)."""

from __future__ import annotations

from rulings_kit.cards.oracle import compile_text
from rulings_kit.core import Activate, Cast, Resolve, apply
from rulings_kit.core.characteristics import power_toughness
from rulings_kit.core.state import Zone
from tests.cards.play import corpus_card, table


def test_powerstone_shard_adds_one_colorless_for_each_shard_at_once() -> None:
    shard = corpus_card("Powerstone Shard")
    state = table({Zone.BATTLEFIELD: [shard, shard, shard, corpus_card("Short Sword")]})
    done = apply(state, Activate("Powerstone Shard"))
    assert done.state.player("Alice").pool == ("C", "C", "C") and not done.state.stack


def test_pack_mastiff_pumps_only_creatures_named_pack_mastiff() -> None:
    mastiff = corpus_card("Pack Mastiff")
    state = table({Zone.BATTLEFIELD: [mastiff, mastiff, corpus_card("Grizzly Bears"),
                                      "Mountain", "Mountain"]})
    end = apply(apply(state, Activate("Pack Mastiff")).state, Resolve()).state
    pts = sorted((o.name, power_toughness(end, o)) for o in end.permanents()
                 if o.name != "Mountain")
    assert pts == [("Grizzly Bears", (2, 2)), ("Pack Mastiff", (3, 2)), ("Pack Mastiff", (3, 2))]


def test_faerie_miscreant_draws_only_with_another_of_its_name() -> None:
    miscreant = corpus_card("Faerie Miscreant")
    for others, cards in (([corpus_card("Grizzly Bears")], 0), ([miscreant], 1)):
        state = table({Zone.HAND: [miscreant], Zone.BATTLEFIELD: ["Island", *others],
                       Zone.LIBRARY: ["Island"]})
        end = apply(apply(state, Cast("Faerie Miscreant")).state, Resolve(count=None)).state
        assert len(end.player("Alice").hand) == cards


def test_named_regenerates_as_the_cards_name_not_this_creature() -> None:
    # the generated rules text says what the Oracle text says: "named Pack Mastiff" (201.2)
    text = "{1}{R}: Each creature you control named Pack Mastiff gets +1/+0 until end of turn."
    parts = compile_text("Pack Mastiff", text, ("Creature",))
    assert parts.text() == text
