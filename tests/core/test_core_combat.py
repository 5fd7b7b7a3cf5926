"""Combat (506-511): blocks, the division of combat damage, and keywords that change
them, checked on positions the bundled cards can't set up (trample with deathtouch,
indestructible) and on what a user sees when a block or division is illegal."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulings_kit.core import Advance, Attack, Block, Cast, GameState, Resolve, Step, Zone, apply
from rulings_kit.core import events as ev
from rulings_kit.core.questions import Ask, Unanswered
from rulings_kit.errors import IllegalActionError, QuestionError
from tests.helpers import position


def _with_keywords(state: GameState, name: str, *keywords: str) -> GameState:
    """``state`` with the permanent called ``name`` given these keywords."""
    (obj,) = [o for o in state.permanents() if o.name == name]
    card = replace(obj.card, keywords=obj.card.keywords | set(keywords))
    return state.with_object(replace(obj, card=card))


def _blocked(state: GameState, attacker: str, *blockers: str | int) -> GameState:
    state = apply(state, Attack((attacker,))).state
    return apply(state, Block(tuple((b, attacker) for b in blockers))).state


def _graveyard(state: GameState, player: str) -> list[str]:
    return sorted(o.name for o in state.zone_objects(player, Zone.GRAVEYARD))


def test_trample_with_deathtouch_one_damage_per_blocker_is_lethal() -> None:
    # 702.2c: with deathtouch, 1 damage is lethal, so 4 of 6 can trample over two blockers
    start = position(
        Alice={"battlefield": ["Colossal Dreadmaw"]},
        Bob={"battlefield": ["Hill Giant", "Craw Wurm"]},
    )
    state = _blocked(
        _with_keywords(start, "Colossal Dreadmaw", "Deathtouch"),
        "Colossal Dreadmaw",
        "Hill Giant",
        "Craw Wurm",
    )
    answer = {"damage:Colossal Dreadmaw": {"Hill Giant": 1, "Craw Wurm": 1, "Bob": 4}}
    end = apply(state, Advance(Step.END_OF_COMBAT), answer).state
    assert end.player("Bob").life == 16
    assert _graveyard(end, "Bob") == ["Craw Wurm", "Hill Giant"]


def test_trample_without_deathtouch_needs_full_lethal_damage() -> None:
    start = position(
        Alice={"battlefield": ["Colossal Dreadmaw"]},
        Bob={"battlefield": ["Hill Giant", "Craw Wurm"]},
    )
    state = _blocked(start, "Colossal Dreadmaw", "Hill Giant", "Craw Wurm")
    answer = {"damage:Colossal Dreadmaw": {"Hill Giant": 1, "Craw Wurm": 1, "Bob": 4}}
    with pytest.raises(QuestionError, match="lethal") as err:
        apply(state, Advance(Step.END_OF_COMBAT), answer)
    assert "702.19b" in err.value.rules


def test_the_damage_question_lists_every_legal_division() -> None:
    # Dreadmaw (6) over a 2/2: 2..6 to the Bears, the rest to Bob -> 5 divisions
    start = position(
        Alice={"battlefield": ["Colossal Dreadmaw"]}, Bob={"battlefield": ["Grizzly Bears"]}
    )
    state = _blocked(start, "Colossal Dreadmaw", "Grizzly Bears")
    with pytest.raises(Unanswered) as err:
        apply(state, Advance(Step.END_OF_COMBAT))
    q = err.value.question
    assert q.kind is Ask.DAMAGE and q.id == "damage:Colossal Dreadmaw"
    assert sorted(a.get("Bob", 0) for a in q.answers) == [0, 1, 2, 3, 4]
    assert all(sum(a.values()) == 6 for a in q.answers)
    said = q.say({"Grizzly Bears": 2, "Bob": 4})
    assert (
        said == "Alice assigns Colossal Dreadmaw's combat damage: 2 to Grizzly Bears and 4 to Bob"
    )


def test_each_listed_division_among_blockers_of_one_name_is_its_own_and_accepted() -> None:
    # 510.1c: Craw Wurm's controller divides its 6 damage among two Grizzly Bears; each
    # listed division says how much each one gets (keyed by id: the name is theirs both),
    # and the engine accepts it (keyed by the shared name, 4-2 and 2-4 were one answer,
    # {"Grizzly Bears": 4}, which the engine then refused as naming more than one)
    start = position(
        Alice={"battlefield": ["Craw Wurm"]},
        Bob={"battlefield": [{"card": "Grizzly Bears", "count": 2}]},
    )
    state = _blocked(start, "Craw Wurm", *(o.id for o in start.permanents("Bob")))
    with pytest.raises(Unanswered) as err:
        apply(state, Advance(Step.END_OF_COMBAT))
    q = err.value.question
    bears = [o.value for o in q.options]
    assert sorted(tuple(a.get(b, 0) for b in bears) for a in q.answers) == [
        (n, 6 - n) for n in range(7)
    ]
    for a in q.answers:
        end = apply(state, Advance(Step.END_OF_COMBAT), {q.id: a}).state
        dead = sum(1 for b in bears if a.get(b, 0) >= 2)
        assert len(_graveyard(end, "Bob")) == dead


def test_a_lone_legal_division_is_made_without_asking() -> None:
    # 2 power of trample against a 3/3 blocker: everything must go to the blocker
    start = position(Alice={"battlefield": ["Grizzly Bears"]}, Bob={"battlefield": ["Hill Giant"]})
    state = _blocked(
        _with_keywords(start, "Grizzly Bears", "Trample"), "Grizzly Bears", "Hill Giant"
    )
    end = apply(state, Advance(Step.END_OF_COMBAT)).state
    giant = next(o for o in end.permanents() if o.name == "Hill Giant")
    assert giant.damage == 2 and end.player("Bob").life == 20


def test_indestructible_survives_lethal_and_deathtouch_damage() -> None:
    start = position(
        Alice={"battlefield": ["Daggerback Basilisk"]}, Bob={"battlefield": ["Grizzly Bears"]}
    )
    start = _with_keywords(start, "Grizzly Bears", "Indestructible")
    end = apply(_blocked(start, "Daggerback Basilisk", "Grizzly Bears"), Advance(Step.MAIN2)).state
    assert _graveyard(end, "Bob") == []  # 702.12b: neither 704.5g nor 704.5h destroys it
    assert _graveyard(end, "Alice") == ["Daggerback Basilisk"]


def test_an_illegal_block_leaves_the_game_as_it_was_and_cites_both_rules() -> None:
    start = position(Alice={"battlefield": ["Serra Angel"]}, Bob={"battlefield": ["Grizzly Bears"]})
    attacking = apply(start, Attack(("Serra Angel",))).state
    with pytest.raises(IllegalActionError) as err:
        apply(attacking, Block((("Grizzly Bears", "Serra Angel"),)))
    assert {"702.9b", "509.1b"} <= set(err.value.rules)
    assert "flying" in str(err.value)
    assert attacking.step is Step.DECLARE_ATTACKERS  # a value: nothing was changed


def test_block_needs_attackers_and_the_defending_player() -> None:
    start = position(Alice={"battlefield": ["Grizzly Bears"]}, Bob={"battlefield": ["Hill Giant"]})
    with pytest.raises(IllegalActionError, match="no creature is attacking"):
        apply(start, Block((("Hill Giant", "Grizzly Bears"),)))
    attacking = apply(start, Attack(("Grizzly Bears",))).state
    with pytest.raises(IllegalActionError, match="not the defending player"):
        apply(attacking, Block((), by="Alice"))


def test_blocks_and_damage_cite_their_rules_in_the_trace() -> None:
    start = position(
        Alice={"battlefield": ["Youthful Knight"]}, Bob={"battlefield": ["Goblin Piker"]}
    )
    state = apply(start, Attack(("Youthful Knight",))).state
    t1 = apply(state, Block((("Goblin Piker", "Youthful Knight"),)))
    assert [e.rule for e in t1.events if isinstance(e, ev.Blocked)] == ["509.1g"]
    t2 = apply(t1.state, Advance(Step.END_OF_COMBAT))
    steps = [
        e.rule for e in t2.events if isinstance(e, ev.StepBegan) and e.step is Step.COMBAT_DAMAGE
    ]
    assert steps == ["500.1", "510.4"]  # the first-strike step, then the second one
    dealt = [(e.source.name, e.amount) for e in t2.events if isinstance(e, ev.DamageDealt)]
    assert dealt == [("Youthful Knight", 2)]  # the Piker died before it could strike


def test_end_of_combat_removes_creatures_from_combat() -> None:
    start = position(
        Alice={"battlefield": ["Grizzly Bears"]}, Bob={"battlefield": ["Wall of Wood"]}
    )
    state = _blocked(start, "Grizzly Bears", "Wall of Wood")
    end = apply(state, Advance(Step.MAIN2)).state
    assert not any(o.attacking or o.blocking or o.blocked for o in end.permanents())
    assert end.damage_step == 0


def test_destroy_leaves_an_indestructible_creature_and_feed_the_swarm_still_costs_life() -> None:
    # 702.12b; Feed the Swarm's ruling: "If the target is legal but not destroyed (most
    # likely because it has indestructible), you do lose life."
    start = position(
        Alice={"battlefield": [{"card": "Swamp", "count": 2}], "hand": ["Feed the Swarm"]},
        Bob={"battlefield": ["Grizzly Bears"]},
    )
    start = _with_keywords(start, "Grizzly Bears", "Indestructible")
    cast = apply(start, Cast("Feed the Swarm", targets=("Grizzly Bears",))).state
    t = apply(cast, Resolve(1))
    assert [o.name for o in t.state.permanents("Bob")] == ["Grizzly Bears"]
    assert t.state.player("Alice").life == 18
    assert any(isinstance(e, ev.Noted) and e.rule == "702.12b" for e in t.events)


@pytest.mark.parametrize("twice", ["Grizzly Bears", "Bob:Grizzly Bears"])
def test_a_blocker_named_twice_is_refused_not_half_declared(twice: str) -> None:
    # 509.1a: each chosen creature blocks one attacker; naming one twice is refused (the
    # declaration used to become a dict, which kept one pair and dropped the other)
    start = position(
        Alice={"battlefield": ["Craw Wurm"]},
        Bob={"battlefield": [{"card": "Grizzly Bears", "count": 2}]},
    )
    state = apply(start, Attack(("Craw Wurm",))).state
    with pytest.raises(IllegalActionError, match="named twice") as err:
        apply(state, Block(((twice, "Craw Wurm"), (twice, "Craw Wurm"))))
    assert "509.1a" in err.value.rules
