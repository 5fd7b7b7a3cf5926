"""Corpus cards that trigger on a spell being cast (601.2i, 603.2): "Whenever a player
casts a white spell, you may gain 1 life.", "Whenever you cast a spell that targets a
creature you control, draw a card." (the targets are chosen before it becomes cast,
601.2c)."""

from __future__ import annotations

from rulings_kit.core import Cast, Pass, Resolve, apply
from rulings_kit.core.state import GameState, Zone
from tests.cards.play import corpus_card, table


def _season(targets: tuple[str, ...], spell: str = "Giant Growth") -> GameState:
    state = table({Zone.HAND: [corpus_card(spell)], Zone.LIBRARY: ["Island", "Island"],
                   Zone.BATTLEFIELD: [corpus_card("Season of Growth"), "Forest", "Forest",
                                      corpus_card("Grizzly Bears")]},
                  {Zone.BATTLEFIELD: [corpus_card("Giant Spider")]})
    state = apply(state, Cast(spell, targets=targets)).state
    return apply(state, Resolve(count=None)).state


def test_season_of_growth_draws_for_a_spell_at_your_creature_only() -> None:
    assert len(_season(("Grizzly Bears",)).player("Alice").hand) == 1
    assert len(_season(("Giant Spider",)).player("Alice").hand) == 0


def test_angels_feather_triggers_on_any_players_white_spell_and_no_other() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Angel's Feather"), corpus_card("Glorious Anthem"),
                                      "Mountain"], Zone.HAND: [corpus_card("Shock")]},
                  {Zone.BATTLEFIELD: ["Plains"], Zone.HAND: [corpus_card("Demystify")]})
    state = apply(state, Cast("Shock", targets=("Bob",))).state
    assert [o.name for o in state.stack_objects()] == ["Shock"]  # red: nothing triggers
    state = apply(state, Pass()).state
    state = apply(state, Cast("Demystify", by="Bob", targets=("Glorious Anthem",))).state
    assert [o.display_name for o in state.stack_objects()] == [
        "Angel's Feather (trigger)", "Demystify", "Shock"]  # Bob's white spell: it triggers
    end = apply(state, Resolve(count=None), {"may:Angel's Feather": True}).state
    assert end.player("Alice").life == 21 and end.player("Bob").life == 18


def test_quirion_dryad_grows_for_a_red_spell_not_a_green_one() -> None:
    # "Whenever you cast a spell that's white, blue, black, or red": any one of the four
    # colors (105.2); a green spell doesn't count
    state = table({Zone.BATTLEFIELD: [corpus_card("Quirion Dryad"), "Mountain", "Forest"],
                   Zone.HAND: [corpus_card("Shock"), corpus_card("Giant Growth")]})
    state = apply(state, Cast("Giant Growth", targets=("Quirion Dryad",))).state
    state = apply(state, Cast("Shock", targets=("Bob",))).state
    assert [o.display_name for o in state.stack_objects()] == [
        "Quirion Dryad (trigger)", "Shock", "Giant Growth"]
    end = apply(state, Resolve(count=None)).state
    (dryad,) = [o for o in end.permanents("Alice") if o.name == "Quirion Dryad"]
    assert dryad.counter("+1/+1") == 1
