"""Corpus cards that prevent damage (615): shields of a set amount, used up as they
prevent (615.7), "all combat damage this turn", "to Dogs you control" (whatever is a Dog
you control when damage would be dealt, 615.1), and a static "Prevent all damage that
would be dealt to this creature"."""

from __future__ import annotations

from rulings_kit.cards.model import Card
from rulings_kit.core import Activate, Advance, Attack, Block, Cast, Resolve, apply
from rulings_kit.core.state import GameState, Step, Zone
from tests.cards.play import corpus_card, table


def _damage(state: GameState, name: str) -> int:
    (obj,) = [o for o in state.permanents() if o.name == name]
    return obj.damage


def test_holy_day_prevents_combat_damage_but_not_shock() -> None:
    state = table({Zone.HAND: [corpus_card("Holy Day"), corpus_card("Shock")],
                   Zone.BATTLEFIELD: [corpus_card("Grizzly Bears"), "Plains", "Mountain"]})
    state = apply(state, Cast("Holy Day")).state
    state = apply(state, Resolve()).state
    state = apply(state, Attack(("Grizzly Bears",))).state
    state = apply(state, Advance(Step.END_OF_COMBAT)).state
    assert state.player("Bob").life == 20  # the Bears' combat damage is prevented
    state = apply(state, Advance(Step.MAIN2)).state
    state = apply(state, Cast("Shock", targets=("Bob",))).state
    assert apply(state, Resolve()).state.player("Bob").life == 18  # noncombat: dealt


def test_samite_healers_shield_is_used_up() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Samite Healer"), corpus_card("Giant Spider"),
                                      "Mountain", "Mountain"],
                   Zone.HAND: [corpus_card("Shock"), corpus_card("Shock")]})
    state = apply(state, Activate("Samite Healer", targets=("Giant Spider",))).state
    state = apply(state, Resolve()).state
    for _ in range(2):
        state = apply(state, Cast("Shock", targets=("Giant Spider",))).state
        state = apply(state, Resolve()).state
    assert _damage(state, "Giant Spider") == 3  # 1 of the first Shock prevented, then none


def test_cho_manno_is_dealt_no_damage() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Cho-Manno, Revolutionary"), "Mountain"],
                   Zone.HAND: [corpus_card("Shock")]})
    state = apply(state, Cast("Shock", targets=("Cho-Manno, Revolutionary",))).state
    assert _damage(apply(state, Resolve()).state, "Cho-Manno, Revolutionary") == 0


#: with X 5 or more, its damage can't be prevented (615.12)
BANEFIRE = Card("Banefire", "Sorcery", "{X}{R}",
                text="Banefire deals X damage to any target.\nIf X is 5 or more, this spell "
                     "can't be countered and the damage can't be prevented.")


def test_damage_that_cant_be_prevented_is_dealt_to_cho_manno() -> None:
    for x, dealt in ((4, 0), (5, 5)):
        state = table({Zone.BATTLEFIELD: [corpus_card("Cho-Manno, Revolutionary"),
                                          *["Mountain"] * 6],
                       Zone.HAND: [BANEFIRE]})
        state = apply(state, Cast("Banefire", targets=("Cho-Manno, Revolutionary",), x=x)).state
        end = apply(state, Resolve()).state
        if dealt:  # 5 damage to a 2/2: it dies
            assert [o.name for o in end.zone_objects("Alice", Zone.GRAVEYARD)] == [
                "Banefire", "Cho-Manno, Revolutionary"]
        else:
            assert _damage(end, "Cho-Manno, Revolutionary") == 0


def test_pack_leader_protects_dogs_in_combat_and_not_from_shock() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Pack Leader"), "Mountain"],
                   Zone.HAND: [corpus_card("Shock")]},
                  {Zone.BATTLEFIELD: [corpus_card("Giant Spider")]})
    state = apply(state, Attack(("Pack Leader",))).state
    state = apply(state, Resolve(count=None)).state  # its attack trigger
    state = apply(state, Block((("Giant Spider", "Pack Leader"),))).state
    state = apply(state, Advance(Step.END_OF_COMBAT)).state
    assert _damage(state, "Pack Leader") == 0 and _damage(state, "Giant Spider") == 2
    state = apply(state, Advance(Step.MAIN2)).state
    state = apply(state, Cast("Shock", targets=("Pack Leader",))).state
    end = apply(state, Resolve()).state  # noncombat damage: dealt, and lethal to a 2/2
    assert [end.obj(i).name for i in end.player("Alice").graveyard] == ["Shock", "Pack Leader"]
