"""Corpus cards that change creatures and combat as they happen: tokens that enter
"tapped and attacking" (508.4), "becomes blocked by a creature" (509.3d), "Until end of
turn, ..." written before its effects (611.2a), "if that creature would die this turn,
exile it instead" (614.1a)."""

from __future__ import annotations

import pytest

from rulings_kit.cards.lower import build
from rulings_kit.cards.model import Card
from rulings_kit.core import Activate, Advance, Attack, Block, Cast, Pass, Resolve, apply
from rulings_kit.core.characteristics import has_keyword, power_toughness, subtypes
from rulings_kit.core.state import GameObject, GameState, Step, Zone
from rulings_kit.errors import IllegalActionError, OracleTextError
from tests.cards.play import corpus_card, table


def _bird(state: GameState) -> GameObject:
    (bird,) = [o for o in state.permanents("Alice") if o.name == "Bird"]
    return bird


def test_a_token_that_enters_attacking_can_be_blocked_and_leaves_combat_after_it() -> None:
    # Falconer Adept: "Whenever Falconer Adept attacks, create a 1/1 white Bird creature
    # token with flying that's tapped and attacking." Bob's Giant Spider (reach) blocks it.
    state = table({Zone.BATTLEFIELD: [corpus_card("Falconer Adept")]},
                  {Zone.BATTLEFIELD: [corpus_card("Giant Spider")]})
    state = apply(apply(state, Attack(("Falconer Adept",))).state, Resolve(count=None)).state
    bird = _bird(state)
    assert bird.tapped and bird.attacking and not bird.blocked
    blocked = apply(state, Block((("Giant Spider", "Bird"),))).state
    after = apply(blocked, Advance(Step.MAIN2)).state
    assert after.player("Bob").life == 18  # the Adept's 2; the Bird was blocked
    assert "Bird" not in [o.name for o in after.permanents()]  # 2 damage from the Spider
    unblocked = apply(apply(state, Block(())).state, Advance(Step.END_OF_COMBAT)).state
    assert unblocked.player("Bob").life == 17 and _bird(unblocked).attacking
    assert not _bird(apply(unblocked, Advance(Step.MAIN2)).state).attacking  # 511.3


def test_a_token_created_tapped_enters_tapped_and_not_attacking() -> None:
    # Graveyard Marshal: "{2}{B}, Exile a creature card from your graveyard: Create a tapped
    # 2/2 black Zombie creature token." (110.5b)
    state = table({Zone.BATTLEFIELD: [corpus_card("Graveyard Marshal"), "Swamp", "Swamp", "Swamp"],
                   Zone.GRAVEYARD: [corpus_card("Grizzly Bears")]})
    state = apply(apply(state, Activate("Graveyard Marshal")).state, Resolve(count=None)).state
    (zombie,) = [o for o in state.permanents("Alice") if o.name == "Zombie"]
    assert zombie.tapped and not zombie.attacking


def test_sylvan_basilisk_destroys_each_creature_that_blocks_it() -> None:
    # "Whenever Sylvan Basilisk becomes blocked by a creature, destroy that creature."
    # (509.3d: once for each blocker; "that creature" is the blocker, not the Basilisk)
    state = table({Zone.BATTLEFIELD: [corpus_card("Sylvan Basilisk")]},
                  {Zone.BATTLEFIELD: [corpus_card("Grizzly Bears"), corpus_card("Giant Spider")]})
    state = apply(state, Attack(("Sylvan Basilisk",))).state
    state = apply(state, Block((("Grizzly Bears", "Sylvan Basilisk"),
                                ("Giant Spider", "Sylvan Basilisk")))).state
    end = apply(state, Resolve(count=None)).state
    assert sorted(o.name for o in end.zone_objects("Bob", Zone.GRAVEYARD)) == [
        "Giant Spider", "Grizzly Bears"]
    assert [o.name for o in end.permanents("Alice")] == ["Sylvan Basilisk"]


def test_until_end_of_turn_written_first_bounds_every_part() -> None:
    # Heroic Reinforcements: "Create two 1/1 white Soldier creature tokens. Until end of
    # turn, creatures you control get +1/+1 and gain haste." (611.2a; 611.2c: only the
    # creatures there as it resolves, the new tokens among them)
    state = table({Zone.HAND: [corpus_card("Heroic Reinforcements"), corpus_card("Grizzly Bears")],
                   Zone.BATTLEFIELD: ["Mountain", "Mountain", "Plains", "Plains", "Forest",
                                      "Forest"]})
    state = apply(apply(state, Cast("Heroic Reinforcements")).state, Resolve(count=None)).state
    soldiers = [o for o in state.permanents("Alice") if o.name == "Soldier"]
    assert [power_toughness(state, o) for o in soldiers] == [(2, 2), (2, 2)]
    assert all(has_keyword(state, o, "Haste") for o in soldiers)
    state = apply(apply(state, Cast("Grizzly Bears")).state, Resolve(count=None)).state
    (bears,) = [o for o in state.permanents("Alice") if o.name == "Grizzly Bears"]
    assert power_toughness(state, bears) == (2, 2) and not has_keyword(state, bears, "Haste")
    ended = apply(state, Advance(Step.UPKEEP)).state  # Bob's turn: it has ended (514.2)
    assert all(power_toughness(ended, o) == (1, 1) for o in ended.permanents("Alice")
               if o.name == "Soldier")


def test_defender_stays_until_you_control_a_creature_with_power_four() -> None:
    # Drowsing Tyrannodon: "As long as you control a creature with power 4 or greater,
    # Drowsing Tyrannodon can attack as though it didn't have defender." (702.3b)
    alone = table({Zone.BATTLEFIELD: [corpus_card("Drowsing Tyrannodon")]})
    with pytest.raises(IllegalActionError, match=r"has defender and can't attack.*702\.3b"):
        apply(alone, Attack(("Drowsing Tyrannodon",)))
    state = table({Zone.BATTLEFIELD: [corpus_card("Drowsing Tyrannodon"),
                                      corpus_card("Colossal Dreadmaw")]})
    both = apply(state, Attack(("Drowsing Tyrannodon", "Colossal Dreadmaw"))).state
    assert all(o.attacking for o in both.permanents("Alice"))


def test_power_or_toughness_one_or_less_is_either_of_them() -> None:
    # Tetsuko Umezawa: "Creatures you control with power or toughness 1 or less can't be
    # blocked." Knight of New Benalia, a 3/1, has toughness 1: unblockable; a 2/2 isn't.
    state = table({Zone.BATTLEFIELD: [corpus_card("Tetsuko Umezawa, Fugitive"),
                                      corpus_card("Knight of New Benalia"),
                                      corpus_card("Grizzly Bears")]},
                  {Zone.BATTLEFIELD: [corpus_card("Giant Spider")]})
    state = apply(state, Attack(("Knight of New Benalia", "Grizzly Bears"))).state
    with pytest.raises(IllegalActionError, match=r"509\.1b"):
        apply(state, Block((("Giant Spider", "Knight of New Benalia"),)))
    blocked = apply(state, Block((("Giant Spider", "Grizzly Bears"),))).state
    assert [o.name for o in blocked.permanents("Alice") if o.blocked] == ["Grizzly Bears"]


@pytest.mark.parametrize("text", [
    "As long as you control a creature with flying, this creature can't be blocked.",
    "As long as you control a creature with power 4 or greater, this creature gets +1/+1.",
])
def test_a_static_ability_never_reads_what_working_it_out_needs(text: str) -> None:
    # keywords are worked out from every static ability (a restriction reading them would
    # ask itself), and a P/T change reading power would read its own result (613.8)
    with pytest.raises(OracleTextError, match="can't understand"):
        build(Card("Test Bear", "Creature — Bear", "{1}{G}", "2", "2", text=text))


def test_a_creature_that_would_die_is_exiled_instead() -> None:
    # Reduce to Ashes: "... If that creature would die this turn, exile it instead."
    # (614.1a): the 2/4 Spider dealt 5 damage would die, and is exiled instead
    state = table({Zone.HAND: [corpus_card("Reduce to Ashes")],
                   Zone.BATTLEFIELD: ["Mountain"] * 5},
                  {Zone.BATTLEFIELD: [corpus_card("Giant Spider")]})
    state = apply(apply(state, Cast("Reduce to Ashes", targets=("Giant Spider",))).state,
                  Resolve(count=None)).state
    assert [o.name for o in state.zone_objects("Bob", Zone.EXILE)] == ["Giant Spider"]
    assert state.player("Bob").graveyard == ()


def test_exile_instead_of_dying_ends_with_the_turn() -> None:
    # Scorching Dragonfire's replacement lasts "this turn": destroyed next turn, the
    # Spider goes to the graveyard (514.2: effects "this turn" end in the cleanup step)
    state = table({Zone.HAND: [corpus_card("Scorching Dragonfire"), corpus_card("Murder")],
                   Zone.BATTLEFIELD: ["Mountain", "Mountain", "Swamp", "Swamp", "Swamp"]},
                  {Zone.BATTLEFIELD: [corpus_card("Giant Spider")], Zone.LIBRARY: ["Forest"]})
    state = apply(apply(state, Cast("Scorching Dragonfire", targets=("Giant Spider",))).state,
                  Resolve(count=None)).state
    state = apply(apply(state, Advance(Step.UPKEEP)).state, Pass()).state  # Bob's turn
    state = apply(apply(state, Cast("Murder", by="Alice", targets=("Giant Spider",))).state,
                  Resolve(count=None)).state
    assert [o.name for o in state.zone_objects("Bob", Zone.GRAVEYARD)] == ["Giant Spider"]


def test_a_sacrificed_source_deals_damage_to_each_creature_and_each_player() -> None:
    # Bloodfire Colossus: "{R}, Sacrifice Bloodfire Colossus: It deals 6 damage to each
    # creature and each player." ("It": the Colossus as it last existed, 608.2h)
    state = table({Zone.BATTLEFIELD: [corpus_card("Bloodfire Colossus"), "Mountain"]},
                  {Zone.BATTLEFIELD: [corpus_card("Giant Spider")]})
    end = apply(apply(state, Activate("Bloodfire Colossus")).state, Resolve(count=None)).state
    assert (end.player("Alice").life, end.player("Bob").life) == (14, 14)
    assert [o.name for o in end.zone_objects("Bob", Zone.GRAVEYARD)] == ["Giant Spider"]


def test_losing_indestructible_until_end_of_turn_lets_damage_destroy_it() -> None:
    # Sanctum Spirit: "Discard a historic card: Sanctum Spirit gains indestructible until
    # end of turn." Soul Sear: "Soul Sear deals 5 damage to target creature or planeswalker.
    # That permanent loses indestructible until end of turn." (613.1f, later timestamp)
    state = table({Zone.BATTLEFIELD: [corpus_card("Sanctum Spirit")],
                   Zone.HAND: [corpus_card("Short Sword")]},
                  {Zone.BATTLEFIELD: ["Mountain"] * 3, Zone.HAND: [corpus_card("Soul Sear")]})
    state = apply(apply(state, Activate("Sanctum Spirit")).state, Resolve(count=None)).state
    (spirit,) = [o for o in state.permanents("Alice") if o.name == "Sanctum Spirit"]
    assert has_keyword(state, spirit, "Indestructible")
    state = apply(apply(state, Pass()).state,
                  Cast("Soul Sear", by="Bob", targets=("Sanctum Spirit",))).state
    end = apply(state, Resolve(count=None)).state
    assert [o.name for o in end.zone_objects("Alice", Zone.GRAVEYARD)] == [
        "Short Sword", "Sanctum Spirit"]


def test_turn_to_slag_destroys_the_equipment_attached_to_its_target() -> None:
    # "Turn to Slag deals 5 damage to target creature. Destroy all Equipment attached to
    # that creature." The 7/7 equipped Dreadmaw survives; its Short Sword doesn't (301.5)
    state = table({Zone.BATTLEFIELD: [corpus_card("Colossal Dreadmaw"), corpus_card("Short Sword"),
                                      corpus_card("Short Sword"), *["Mountain"] * 7],
                   Zone.HAND: [corpus_card("Turn to Slag")]})
    sword = next(o.id for o in state.permanents("Alice") if o.name == "Short Sword")
    state = apply(apply(state, Activate(sword, targets=("Colossal Dreadmaw",))).state,
                  Resolve(count=None)).state
    state = apply(apply(state, Cast("Turn to Slag", targets=("Colossal Dreadmaw",))).state,
                  Resolve(count=None)).state
    assert [o.name for o in state.zone_objects("Alice", Zone.GRAVEYARD)] == [
        "Short Sword", "Turn to Slag"]
    assert sorted(o.name for o in state.permanents("Alice") if o.name != "Mountain") == [
        "Colossal Dreadmaw", "Short Sword"]  # the unattached Sword stays


def test_your_choice_of_deathtouch_or_lifelink_gives_only_the_one_chosen() -> None:
    # Alchemist's Gift: "Target creature gets +1/+1 and gains your choice of deathtouch or
    # lifelink until end of turn." (608.2d: chosen as it resolves)
    state = table({Zone.BATTLEFIELD: [corpus_card("Grizzly Bears"), "Swamp"],
                   Zone.HAND: [corpus_card("Alchemist's Gift")]})
    cast = apply(state, Cast("Alchemist's Gift", targets=("Grizzly Bears",))).state
    for picked, other in (("lifelink", "Deathtouch"), ("deathtouch", "Lifelink")):
        end = apply(cast, Resolve(count=None), {"choose:Alchemist's Gift": [picked]}).state
        (bears,) = [o for o in end.permanents("Alice") if o.name == "Grizzly Bears"]
        assert power_toughness(end, bears) == (3, 3)
        assert has_keyword(end, bears, picked.capitalize()) and not has_keyword(end, bears, other)


def test_attack_with_two_or_more_flyers_needs_two_declared_flyers() -> None:
    # Tide Skimmer: "Whenever you attack with two or more creatures with flying, draw a
    # card." One flyer and a Bear attacking: only one creature with flying (508.3d)
    state = table({Zone.BATTLEFIELD: [corpus_card("Tide Skimmer"), corpus_card("Grizzly Bears"),
                                      corpus_card("Suntail Hawk")],
                   Zone.LIBRARY: ["Island", "Island"]})
    one = apply(state, Attack(("Tide Skimmer", "Grizzly Bears"))).state
    assert one.stack == () and one.waiting == ()
    two = apply(state, Attack(("Tide Skimmer", "Suntail Hawk"))).state
    assert len(two.stack) + len(two.waiting) == 1


def test_an_aura_makes_its_creature_a_knight_in_addition_to_its_other_types() -> None:
    # Dub: "Enchanted creature gets +2/+2, has first strike, and is a Knight in addition
    # to its other types." (613.1d, layer 4; only while attached)
    state = table({Zone.BATTLEFIELD: [corpus_card("Grizzly Bears"), corpus_card("Knight of Grace"),
                                      *["Plains"] * 6],
                   Zone.HAND: [corpus_card("Dub"), corpus_card("Dub")]})
    for target in ("Grizzly Bears", "Knight of Grace"):
        state = apply(apply(state, Cast("Dub", targets=(target,))).state,
                      Resolve(count=None)).state
    bears, knight = (next(o for o in state.permanents("Alice") if o.name == n)
                     for n in ("Grizzly Bears", "Knight of Grace"))
    assert subtypes(state, bears) == ("Bear", "Knight")
    assert power_toughness(state, bears) == (4, 4) and has_keyword(state, bears, "First strike")
    assert subtypes(state, knight) == ("Human", "Knight")  # already one: nothing more
