"""The general parts that replaced one-card classes write their rules text from their
parameters, and work for cards other than the one they were first written for."""

from __future__ import annotations

import pytest

from rulings_kit.cards import get_card
from rulings_kit.core import Cast, apply
from rulings_kit.core import effects as E
from rulings_kit.core.amounts import Number
from rulings_kit.core.definitions import AdditionalSacrifice, CardDef, Effect, Mode
from rulings_kit.core.effects.instructions import DrawCards
from rulings_kit.core.mana import ManaCost
from rulings_kit.core.selection import You
from rulings_kit.core.setup import Placed, PlayerSetup, build_state
from rulings_kit.core.state import Zone
from rulings_kit.errors import IllegalActionError

DRAW_ONE = DrawCards("Draw a card.", You(), Number(1))
DRAW_TWO = DrawCards("Draw two cards.", You(), Number(2))


@pytest.mark.parametrize(
    ("part", "name", "text"),
    [
        (E.CopySpell(optional=False), "This creature", "copy that spell."),
        (
            E.CopySpell(targets_source=True),
            "This creature",
            "you may copy that spell. The copy targets this creature.",
        ),
        (
            E.ExileThatSpellInstead(counter="time"),
            "This creature",
            "exile that card with a time counter on it instead of putting it into your "
            "graveyard as it resolves.",
        ),
        (
            E.CastWithoutPayingManaCost(),
            "This creature",
            "you may cast a spell from among cards you own in exile without paying its mana cost.",
        ),
        (
            E.BecomeCreature(3, 3, still="Artifact"),
            "This artifact",
            "This artifact becomes a 3/3 creature until end of turn. It's still an artifact.",
        ),
        (
            E.If(E.SpellsCastThisTurn(frozenset("RG"), at_least=2), (DRAW_ONE,), after=True),
            "This creature",
            "Draw a card if you've cast two or more red or green spells this turn.",
        ),
        (
            E.If(E.WasKicked(), (DRAW_TWO,)),
            "Spell",
            "If this spell was kicked, draw two cards.",
        ),
    ],
)
def test_a_part_writes_its_text_from_its_parameters(part: Effect, name: str, text: str) -> None:
    assert part.text(name) == text


#: "As an additional cost to cast this spell, sacrifice an artifact. Draw two cards."
SCRAP_RITES = CardDef(
    "Scrap Rites",
    ManaCost.parse("{0}"),
    frozenset(),
    ("Sorcery",),
    abilities=(AdditionalSacrifice(("Artifact",)),),
    modes=(Mode((), (DRAW_TWO,)),),
)


def _board():  # type: ignore[no-untyped-def]
    alice = PlayerSetup(
        "Alice",
        zones={
            Zone.HAND: (Placed(SCRAP_RITES),),
            Zone.BATTLEFIELD: (
                Placed(get_card("Fellwar Stone")),
                Placed(get_card("Grizzly Bears")),
            ),
            Zone.LIBRARY: (Placed(get_card("Island")), Placed(get_card("Forest"))),
        },
    )
    return build_state([alice, PlayerSetup("Bob")])


def test_an_additional_sacrifice_of_another_type() -> None:
    assert AdditionalSacrifice(("Artifact", "Creature")).text == (
        "As an additional cost to cast this spell, sacrifice an artifact or creature."
    )
    done = apply(_board(), Cast("Scrap Rites", sacrifice=("Fellwar Stone",))).state
    assert [o.name for o in done.zone_objects("Alice", Zone.GRAVEYARD)] == ["Fellwar Stone"]


def test_an_additional_sacrifice_refuses_a_permanent_of_another_type() -> None:
    before = _board()
    with pytest.raises(IllegalActionError, match="artifact you control") as e:
        apply(before, Cast("Scrap Rites", sacrifice=("Grizzly Bears",)))
    assert "601.2h" in e.value.rules
    with pytest.raises(IllegalActionError, match="you could sacrifice: Fellwar Stone"):
        apply(before, Cast("Scrap Rites"))
