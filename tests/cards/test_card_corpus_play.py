"""Real cards of the corpus (tests/cards/fixtures/corpus), compiled from their Oracle text
and built by the interpreter, play by the rules and their official rulings."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from rulings_kit.cards.lower import check_record
from rulings_kit.cards.model import Card
from rulings_kit.cards.oracle.coverage import coverage
from rulings_kit.core import Activate, Advance, Attack, Block, Cast, Pass, Resolve, apply
from rulings_kit.core.characteristics import has_keyword, power_toughness
from rulings_kit.core.setup import Placed, PlayerSetup, build_state
from rulings_kit.core.state import GameObject, GameState, Kind, Step, Zone
from rulings_kit.data.loaders import load_mtgjson_set
from rulings_kit.errors import IllegalActionError, QuestionError
from tests.cards.play import CORPUS, built, corpus_card, table

#: the least share of each set's unique cards that compile AND build (the engine can
#: carry out every part): computed on every run; raise a floor when the interpreter
#: learns more, never lower one to make a change pass
PLAYABLE_FLOORS = {"10E": 0.83, "DOM": 0.74, "M19": 0.84, "M20": 0.79, "M21": 0.78}


def _play(state: GameState, *actions: object) -> GameState:
    for action in actions:
        state = apply(state, action).state  # type: ignore[arg-type]
    return state


def _on_battlefield(state: GameState, name: str) -> list[GameObject]:
    return [o for o in state.permanents() if o.name == name]


def _names(state: GameState, player: str, zone: Zone) -> list[str]:
    return sorted(o.name for o in state.zone_objects(player, zone))


@pytest.mark.parametrize("set_code", sorted(PLAYABLE_FLOORS))
def test_the_share_of_cards_compiled_and_playable_stays_above_its_floor(set_code: str) -> None:
    report = coverage(load_mtgjson_set(Path(CORPUS) / f"{set_code}.json"), check_record)
    assert report.playable is not None and report.total >= 250
    share = report.playable / report.total
    refused = [c.sentence for c in report.cards if c.compiled and not c.playable][:5]
    assert share >= PLAYABLE_FLOORS[set_code], (
        f"{set_code}: {report.playable}/{report.total} playable ({share:.1%}); e.g. {refused}")


def test_an_enters_trigger_creates_a_token() -> None:
    # Yavimaya Sapherd: "When Yavimaya Sapherd enters the battlefield, create a 1/1 green
    # Saproling creature token."
    state = table({Zone.HAND: [corpus_card("Yavimaya Sapherd")],
                   Zone.BATTLEFIELD: ["Forest"] * 3})
    end = _play(state, Cast("Yavimaya Sapherd"), Resolve(count=None))
    (token,) = _on_battlefield(end, "Saproling")
    assert token.kind is Kind.TOKEN and token.card.colors == {"G"}
    assert power_toughness(end, token) == (1, 1) and token.display_name == "Saproling Token"


def test_a_dies_trigger_creates_a_token_after_the_creature_is_gone() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Doomed Dissenter")]},
                  {Zone.HAND: [corpus_card("Shock")], Zone.BATTLEFIELD: ["Mountain"]})
    end = _play(state, Pass(), Cast("Shock", by="Bob", targets=("Doomed Dissenter",)),
                Resolve(count=None))
    assert _names(end, "Alice", Zone.GRAVEYARD) == ["Doomed Dissenter"]
    (zombie,) = _on_battlefield(end, "Zombie")
    assert zombie.controller == "Alice" and power_toughness(end, zombie) == (2, 2)


def test_kicker_gives_counters_only_when_the_spell_was_kicked() -> None:
    # Academy Drake: "If Academy Drake was kicked, it enters the battlefield with two
    # +1/+1 counters on it."
    drake = corpus_card("Academy Drake")
    lands = ["Island"] * 7
    plain = _play(table({Zone.HAND: [drake], Zone.BATTLEFIELD: lands}), Cast("Academy Drake"),
                  Resolve(count=None))
    kicked = _play(table({Zone.HAND: [drake], Zone.BATTLEFIELD: lands}),
                   Cast("Academy Drake", kicker=1), Resolve(count=None))
    assert power_toughness(plain, _on_battlefield(plain, "Academy Drake")[0]) == (2, 2)
    assert power_toughness(kicked, _on_battlefield(kicked, "Academy Drake")[0]) == (4, 4)


def test_an_unkicked_skizzik_is_sacrificed_at_the_end_step() -> None:
    # Skizzik: "At the beginning of the end step, if Skizzik wasn't kicked, sacrifice it."
    # ("it" is Skizzik, which the condition named; 603.4: the "if" holds at both checks)
    state = _play(table({Zone.HAND: [corpus_card("Skizzik")], Zone.BATTLEFIELD: ["Mountain"] * 4}),
                  Cast("Skizzik"), Resolve(count=None), Advance(Step.END), Resolve(count=None))
    assert _names(state, "Alice", Zone.GRAVEYARD) == ["Skizzik"]


def test_an_intervening_if_kicked_trigger_triggers_only_when_kicked() -> None:
    # Sergeant-at-Arms: "When Sergeant-at-Arms enters the battlefield, if it was kicked,
    # create two 1/1 white Soldier creature tokens." (603.4)
    sergeant, lands = corpus_card("Sergeant-at-Arms"), ["Plains"] * 6
    plain = _play(table({Zone.HAND: [sergeant], Zone.BATTLEFIELD: lands}),
                  Cast("Sergeant-at-Arms"), Resolve(count=None))
    kicked = _play(table({Zone.HAND: [sergeant], Zone.BATTLEFIELD: lands}),
                   Cast("Sergeant-at-Arms", kicker=1), Resolve(count=None))
    assert _on_battlefield(plain, "Soldier") == []
    assert len(_on_battlefield(kicked, "Soldier")) == 2


@pytest.mark.parametrize("discards", [True, False])
def test_you_may_discard_and_if_you_do_draw(discards: bool) -> None:
    # Keldon Raider: "you may discard a card. If you do, draw a card."
    state = table({Zone.HAND: [corpus_card("Keldon Raider"), corpus_card("Shock")],
                   Zone.LIBRARY: ["Island"], Zone.BATTLEFIELD: ["Mountain"] * 4})
    state = _play(state, Cast("Keldon Raider"), Resolve())
    end = apply(state, Resolve(), {"may:Keldon Raider": discards}).state
    hand = _names(end, "Alice", Zone.HAND)
    assert hand == (["Island"] if discards else ["Shock"])
    assert _names(end, "Alice", Zone.GRAVEYARD) == (["Shock"] if discards else [])


def test_pacifism_stops_its_creature_attacking() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Bog Wraith"), "Plains", "Plains"],
                   Zone.HAND: [corpus_card("Pacifism")]})
    state = _play(state, Cast("Pacifism", targets=("Bog Wraith",)), Resolve(count=None))
    with pytest.raises(IllegalActionError, match=r"Bog Wraith can't attack.*508\.1c"):
        apply(state, Attack(("Bog Wraith",)))


def test_swampwalk_cant_be_blocked_while_the_defender_controls_a_swamp() -> None:
    wraith = corpus_card("Bog Wraith")
    blocker = corpus_card("Doomed Dissenter")
    with_swamp = _play(table({Zone.BATTLEFIELD: [wraith]},
                             {Zone.BATTLEFIELD: [blocker, "Swamp"]}), Attack(("Bog Wraith",)))
    with pytest.raises(IllegalActionError, match=r"swampwalk.*702\.14c"):
        apply(with_swamp, Block((("Doomed Dissenter", "Bog Wraith"),)))
    no_swamp = _play(table({Zone.BATTLEFIELD: [wraith]}, {Zone.BATTLEFIELD: [blocker]}),
                     Attack(("Bog Wraith",)))
    blocked = apply(no_swamp, Block((("Doomed Dissenter", "Bog Wraith"),))).state
    assert _on_battlefield(blocked, "Doomed Dissenter")[0].blocking is not None


def test_an_as_long_as_ability_applies_only_while_its_condition_holds() -> None:
    # Jousting Lance: "As long as it's your turn, equipped creature has first strike."
    state = table({Zone.BATTLEFIELD: [corpus_card("Jousting Lance"), corpus_card("Bog Wraith"),
                                      *["Plains"] * 3]})
    state = _play(state, Activate("Jousting Lance", targets=("Bog Wraith",)), Resolve(count=None))
    wraith = _on_battlefield(state, "Bog Wraith")[0]
    assert power_toughness(state, wraith) == (5, 3) and has_keyword(state, wraith, "First strike")
    bobs_turn = replace(state, active="Bob", priority="Bob", step=Step.UPKEEP)
    assert not has_keyword(bobs_turn, _on_battlefield(bobs_turn, "Bog Wraith")[0],
                           "First strike")


def test_a_planeswalker_enters_with_loyalty_and_activates_one_loyalty_ability_a_turn() -> None:
    # Ajani, Wise Counselor (loyalty 5): "[+2]: You gain 1 life for each creature you
    # control." (606.3: one loyalty ability of a permanent each turn)
    ajani = corpus_card("Ajani, Wise Counselor")
    state = table({Zone.HAND: [ajani], Zone.BATTLEFIELD: ["Plains"] * 5 + [
        corpus_card("Bog Wraith"), corpus_card("Doomed Dissenter")]})
    state = _play(state, Cast("Ajani, Wise Counselor"), Resolve(count=None))
    assert _on_battlefield(state, "Ajani, Wise Counselor")[0].counter("loyalty") == 5  # 306.5b
    state = _play(state, Activate("Ajani, Wise Counselor", ability=1), Resolve(count=None))
    assert _on_battlefield(state, "Ajani, Wise Counselor")[0].counter("loyalty") == 7  # 606.4
    assert state.player("Alice").life == 22
    with pytest.raises(IllegalActionError, match=r"already activated this turn.*606\.3"):
        apply(state, Activate("Ajani, Wise Counselor", ability=2))


def test_damage_to_a_planeswalker_removes_loyalty_and_at_zero_it_dies() -> None:
    # 120.3c and 704.5i; Shock: "Shock deals 2 damage to any target."
    ajani = Placed(built(corpus_card("Ajani, Wise Counselor")), counters={"loyalty": 3})
    shock = built(corpus_card("Shock"))
    state = build_state([
        PlayerSetup("Alice", zones={Zone.BATTLEFIELD: [ajani]}),
        PlayerSetup("Bob", zones={Zone.HAND: [Placed(shock), Placed(shock)],
                                  Zone.BATTLEFIELD: [Placed(built("Mountain"))] * 2})])
    state = _play(state, Pass(), Cast("Shock", by="Bob", targets=("Ajani, Wise Counselor",)), Resolve(count=None))
    assert _on_battlefield(state, "Ajani, Wise Counselor")[0].counter("loyalty") == 1
    state = _play(state, Pass(), Cast("Shock", by="Bob", targets=("Ajani, Wise Counselor",)),
                  Resolve(count=None))
    assert _names(state, "Alice", Zone.GRAVEYARD) == ["Ajani, Wise Counselor"]


def test_a_dies_trigger_finds_the_card_in_the_graveyard() -> None:
    # Demonic Vigor: "When enchanted creature dies, return that card to its owner's hand."
    # (400.7e: the ability can find the new object the creature became)
    state = table({Zone.HAND: [corpus_card("Demonic Vigor")],
                   Zone.BATTLEFIELD: [corpus_card("Bog Wraith"), "Swamp"]},
                  {Zone.HAND: [corpus_card("Shock")], Zone.BATTLEFIELD: ["Mountain"]})
    state = _play(state, Cast("Demonic Vigor", targets=("Bog Wraith",)), Resolve(count=None))
    assert power_toughness(state, _on_battlefield(state, "Bog Wraith")[0]) == (4, 4)
    state = _play(state, Pass(), Cast("Shock", by="Bob", targets=("Bog Wraith",)),
                  Resolve(count=None))
    assert _on_battlefield(state, "Bog Wraith")  # 4 toughness: it survives
    state = table({Zone.HAND: [corpus_card("Demonic Vigor")],
                   Zone.BATTLEFIELD: [corpus_card("Doomed Dissenter"), "Swamp"]},
                  {Zone.HAND: [corpus_card("Shock")],
                   Zone.BATTLEFIELD: ["Mountain"]})
    state = _play(state, Cast("Demonic Vigor", targets=("Doomed Dissenter",)),
                  Resolve(count=None), Pass(),
                  Cast("Shock", by="Bob", targets=("Doomed Dissenter",)))
    order = ["Demonic Vigor (trigger)", "Doomed Dissenter (trigger)"]  # both trigger
    state = apply(state, Resolve(count=None), {"order:Alice": order}).state
    assert _names(state, "Alice", Zone.HAND) == ["Doomed Dissenter"]
    assert _names(state, "Alice", Zone.GRAVEYARD) == ["Demonic Vigor"]


def test_an_aura_keeps_its_creature_tapped_in_the_untap_step() -> None:
    # Sleep Paralysis: "When Sleep Paralysis enters the battlefield, tap enchanted
    # creature. Enchanted creature doesn't untap during its controller's untap step."
    state = table({Zone.HAND: [corpus_card("Sleep Paralysis")],
                   Zone.BATTLEFIELD: ["Island"] * 4},
                  {Zone.BATTLEFIELD: [corpus_card("Bog Wraith"), "Swamp"]})
    state = _play(state, Cast("Sleep Paralysis", targets=("Bog Wraith",)), Resolve(count=None))
    assert _on_battlefield(state, "Bog Wraith")[0].tapped
    state = _play(state, Advance(Step.CLEANUP), Advance(Step.UPKEEP))  # Bob's turn: untap step
    assert state.active == "Bob"
    assert _on_battlefield(state, "Bog Wraith")[0].tapped  # 502.3


def test_another_creatures_dies_trigger_fires_from_the_battlefield() -> None:
    # Slimefoot, the Stowaway: "Whenever a Saproling you control dies, Slimefoot, the
    # Stowaway deals 1 damage to each opponent and you gain 1 life."
    # Fungal Infection: "Target creature gets -1/-1 until end of turn. Create a 1/1 green
    # Saproling creature token."
    infection = corpus_card("Fungal Infection")
    state = table({Zone.HAND: [infection, infection],
                   Zone.BATTLEFIELD: [corpus_card("Slimefoot, the Stowaway"), "Swamp", "Swamp"]})
    state = _play(state, Cast("Fungal Infection", targets=("Slimefoot, the Stowaway",)),
                  Resolve(count=None))
    (token,) = _on_battlefield(state, "Saproling")  # made after the -1/-1: it survives
    assert power_toughness(state, _on_battlefield(state, "Slimefoot, the Stowaway")[0]) == (1, 2)
    state = _play(state, Cast("Fungal Infection", targets=(token.id,)), Resolve(count=None))
    assert len(_on_battlefield(state, "Saproling")) == 1  # the first died, a second was made
    assert (state.player("Alice").life, state.player("Bob").life) == (21, 19)


@pytest.mark.parametrize("returned", [["Bog Wraith"], ["Bog Wraith", "Doomed Dissenter"], []])
def test_up_to_two_targets_takes_any_number_from_none_to_two(returned: list[str]) -> None:
    # Soul Salvage: "Return up to two target creature cards from your graveyard to your
    # hand." (601.2c)
    state = table({Zone.HAND: [corpus_card("Soul Salvage")],
                   Zone.GRAVEYARD: [corpus_card("Bog Wraith"), corpus_card("Doomed Dissenter")],
                   Zone.BATTLEFIELD: ["Swamp"] * 3})
    state = _play(state, Cast("Soul Salvage", targets=tuple(returned)), Resolve(count=None))
    assert _names(state, "Alice", Zone.HAND) == sorted(returned)


def test_up_to_two_targets_refuses_a_third() -> None:
    state = table({Zone.HAND: [corpus_card("Soul Salvage")],
                   Zone.GRAVEYARD: [corpus_card("Bog Wraith"), corpus_card("Doomed Dissenter"),
                                    corpus_card("Keldon Raider")],
                   Zone.BATTLEFIELD: ["Swamp"] * 3})
    with pytest.raises(IllegalActionError, match=r"601\.2c"):
        apply(state, Cast("Soul Salvage", targets=("Bog Wraith", "Doomed Dissenter",
                                                   "Keldon Raider")))


def test_a_sacrifice_cost_is_chosen_as_it_is_paid() -> None:
    # Ravenous Harpy: "{1}, Sacrifice another creature: Put a +1/+1 counter on Ravenous
    # Harpy." (601.2h: the permanent is chosen as the cost is paid)
    harpy = corpus_card("Ravenous Harpy")
    state = table({Zone.BATTLEFIELD: [harpy, corpus_card("Doomed Dissenter"), "Swamp"]})
    with pytest.raises(QuestionError, match="'Ravenous Harpy' is not a legal answer"):
        apply(state, Activate("Ravenous Harpy"), {"choose:Ravenous Harpy": ["Ravenous Harpy"]})
    state = apply(state, Activate("Ravenous Harpy"),
                  {"choose:Ravenous Harpy": ["Doomed Dissenter"]}).state
    assert _names(state, "Alice", Zone.GRAVEYARD) == ["Doomed Dissenter"]
    state = _play(state, Resolve(count=None))
    assert _on_battlefield(state, "Ravenous Harpy")[0].counter("+1/+1") == 1
    assert len(_on_battlefield(state, "Zombie")) == 1  # the Dissenter's dies trigger too


def test_a_sacrifice_cost_with_nothing_to_sacrifice_is_refused() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Ravenous Harpy"), "Swamp"]})
    with pytest.raises(IllegalActionError, match=r"no creature to sacrifice.*118\.3"):
        apply(state, Activate("Ravenous Harpy"))


def test_juggernaut_must_attack_and_cant_be_blocked_by_walls() -> None:
    # Juggernaut: "Juggernaut attacks each combat if able. Juggernaut can't be blocked
    # by Walls." (508.1d, 509.1b)
    juggernaut, bear = corpus_card("Juggernaut"), corpus_card("Bog Wraith")
    wall = Card("Wall of Stone", "Creature — Wall", "{1}{R}{R}", "0", "8", text="Defender")
    state = table({Zone.BATTLEFIELD: [juggernaut, bear]},
                  {Zone.BATTLEFIELD: [wall, corpus_card("Doomed Dissenter")]})
    with pytest.raises(IllegalActionError, match=r"Juggernaut attacks each combat.*508\.1d"):
        apply(state, Attack(("Bog Wraith",)))
    state = _play(state, Attack(("Juggernaut",)))
    with pytest.raises(IllegalActionError, match=r"Wall of Stone can't block Juggernaut.*509\.1b"):
        apply(state, Block((("Wall of Stone", "Juggernaut"),)))
    blocked = apply(state, Block((("Doomed Dissenter", "Juggernaut"),))).state
    assert _on_battlefield(blocked, "Doomed Dissenter")[0].blocking is not None


def test_a_land_search_puts_a_basic_land_onto_the_battlefield_tapped() -> None:
    # Evolving Wilds: "{T}, Sacrifice Evolving Wilds: Search your library for a basic land
    # card, put it onto the battlefield tapped, then shuffle." (701.23b: a stated quality,
    # so finding nothing is allowed)
    state = table({Zone.BATTLEFIELD: [corpus_card("Evolving Wilds")],
                   Zone.LIBRARY: [corpus_card("Bog Wraith"), "Forest"]})
    state = _play(state, Activate("Evolving Wilds"))
    assert _names(state, "Alice", Zone.GRAVEYARD) == ["Evolving Wilds"]
    with pytest.raises(QuestionError, match="'Bog Wraith' is not a legal answer"):
        apply(state, Resolve(), {"choose:Evolving Wilds": ["Bog Wraith"]})
    found = apply(state, Resolve(), {"choose:Evolving Wilds": ["Forest"]}).state
    (forest,) = _on_battlefield(found, "Forest")
    assert forest.tapped and _names(found, "Alice", Zone.LIBRARY) == ["Bog Wraith"]
    nothing = apply(state, Resolve(), {"choose:Evolving Wilds": []}).state
    assert _on_battlefield(nothing, "Forest") == []


def test_a_regeneration_shield_replaces_destruction_once_unless_it_cant_be_regenerated() -> None:
    # Drudge Skeletons: "{B}: Regenerate Drudge Skeletons." (701.19a); Wrath of God:
    # "Destroy all creatures. They can't be regenerated." (701.19c)
    skeletons = corpus_card("Drudge Skeletons")
    state = table({Zone.BATTLEFIELD: [skeletons, "Swamp", "Swamp"]},
                  {Zone.HAND: [corpus_card("Shock")], Zone.BATTLEFIELD: ["Mountain"]})
    state = _play(state, Activate("Drudge Skeletons"), Resolve(count=None), Pass(),
                  Cast("Shock", by="Bob", targets=("Drudge Skeletons",)), Resolve(count=None))
    (regenerated,) = _on_battlefield(state, "Drudge Skeletons")  # lethal damage: regenerated
    assert regenerated.tapped and regenerated.damage == 0
    assert [e for e in state.effects if e.regeneration] == []  # the shield is used up
    murder = Card("Murder", "Instant", "{1}{B}{B}", text="Destroy target creature.")
    start = table({Zone.BATTLEFIELD: [skeletons, "Swamp"]},
                  {Zone.HAND: [murder], Zone.BATTLEFIELD: ["Swamp"] * 3})
    end = _play(start, Activate("Drudge Skeletons"), Resolve(count=None), Pass(),
                Cast("Murder", by="Bob", targets=("Drudge Skeletons",)), Resolve(count=None))
    assert _on_battlefield(end, "Drudge Skeletons")  # destroyed: regenerated instead
    start = table({Zone.HAND: [corpus_card("Wrath of God")],
                   Zone.BATTLEFIELD: [skeletons, "Swamp", *["Plains"] * 4]})
    end = _play(start, Activate("Drudge Skeletons"), Resolve(count=None),
                Cast("Wrath of God"), Resolve(count=None))
    assert _names(end, "Alice", Zone.GRAVEYARD) == ["Drudge Skeletons", "Wrath of God"]


def test_spells_cost_less_as_a_static_ability_says() -> None:
    # Goblin Warchief: "Goblin spells you cast cost {1} less to cast." (601.2f: generic
    # mana only). Goblin Instigator costs {1}{R}: one Mountain pays for it
    instigator = corpus_card("Goblin Instigator")
    cheap = table({Zone.HAND: [instigator],
                   Zone.BATTLEFIELD: [corpus_card("Goblin Warchief"), "Mountain"]})
    assert _on_battlefield(_play(cheap, Cast("Goblin Instigator"), Resolve(count=None)),
                           "Goblin Instigator")
    full = table({Zone.HAND: [instigator], Zone.BATTLEFIELD: ["Mountain"]})
    with pytest.raises(IllegalActionError, match=r"can't pay \{1\}\{R\}"):
        apply(full, Cast("Goblin Instigator"))


def test_a_spell_costs_less_if_you_control_a_wizard() -> None:
    # Academy Journeymage {4}{U}: "This spell costs {1} less to cast if you control a
    # Wizard."
    journeymage = corpus_card("Academy Journeymage")
    wizard = Card("Apprentice", "Creature — Human Wizard", "{U}", "1", "1")
    with_wizard = table({Zone.HAND: [journeymage], Zone.BATTLEFIELD: [wizard, *["Island"] * 4]})
    cast = apply(with_wizard, Cast("Academy Journeymage")).state
    assert [o.name for o in cast.permanents() if o.tapped] == ["Island"] * 4
    without = table({Zone.HAND: [journeymage], Zone.BATTLEFIELD: ["Island"] * 4})
    with pytest.raises(IllegalActionError, match=r"601\.2h"):
        apply(without, Cast("Academy Journeymage"))


def test_an_aura_counts_what_its_controller_controls_as_it_applies() -> None:
    # Blanchwood Armor: "Enchanted creature gets +1/+1 for each Forest you control."
    state = table({Zone.HAND: [corpus_card("Blanchwood Armor")],
                   Zone.BATTLEFIELD: [corpus_card("Bog Wraith"), *["Forest"] * 3]})
    state = _play(state, Cast("Blanchwood Armor", targets=("Bog Wraith",)), Resolve(count=None))
    assert power_toughness(state, _on_battlefield(state, "Bog Wraith")[0]) == (6, 6)


def test_its_controller_creates_the_token_after_the_creature_is_exiled() -> None:
    # Angelic Ascension: "Exile target creature or planeswalker. Its controller creates a
    # 4/4 white Angel creature token with flying." (608.2h: its controller as it last was)
    state = table({Zone.HAND: [corpus_card("Angelic Ascension")],
                   Zone.BATTLEFIELD: ["Plains", "Plains"]},
                  {Zone.BATTLEFIELD: [corpus_card("Bog Wraith")]})
    state = _play(state, Cast("Angelic Ascension", targets=("Bog Wraith",)), Resolve(count=None))
    (angel,) = _on_battlefield(state, "Angel")
    assert angel.controller == "Bob" and has_keyword(state, angel, "Flying")
    assert _names(state, "Bob", Zone.EXILE) == ["Bog Wraith"]


def test_a_saga_adds_lore_counters_triggers_its_chapters_and_is_sacrificed_after_the_last() -> None:
    # History of Benalia: "I, II — Create a 2/2 white Knight creature token with vigilance.
    # III — Knights you control get +2/+1 until end of turn." (714.2b, 714.3a, 714.3c, 714.4)
    state = table({Zone.HAND: [corpus_card("History of Benalia")],
                   Zone.BATTLEFIELD: ["Plains"] * 3, Zone.LIBRARY: ["Plains"] * 3},
                  {Zone.LIBRARY: ["Island"] * 3})
    state = _play(state, Cast("History of Benalia"), Resolve(count=None))
    assert _on_battlefield(state, "History of Benalia")[0].counter("lore") == 1
    assert len(_on_battlefield(state, "Knight")) == 1  # chapter I
    for _ in range(2):  # Bob's turn, then Alice's next precombat main phase
        state = _play(state, Advance(Step.CLEANUP), Advance(Step.UPKEEP))
    state = _play(state, Advance(Step.MAIN1), Resolve(count=None))
    assert _on_battlefield(state, "History of Benalia")[0].counter("lore") == 2
    assert len(_on_battlefield(state, "Knight")) == 2  # chapter II
    for _ in range(2):
        state = _play(state, Advance(Step.CLEANUP), Advance(Step.UPKEEP))
    state = _play(state, Advance(Step.MAIN1), Resolve(count=None))
    knights = _on_battlefield(state, "Knight")
    assert [power_toughness(state, k) for k in knights] == [(4, 3), (4, 3)]  # chapter III
    assert _names(state, "Alice", Zone.GRAVEYARD) == ["History of Benalia"]  # 714.4


def test_a_combat_damage_trigger_draws_a_card() -> None:
    # Thieving Magpie: "Whenever Thieving Magpie deals damage to an opponent, draw a card."
    state = table({Zone.BATTLEFIELD: [corpus_card("Thieving Magpie")], Zone.LIBRARY: ["Island"]},
                  {Zone.LIBRARY: ["Swamp"]})
    state = _play(state, Attack(("Thieving Magpie",)), Advance(Step.END_OF_COMBAT),
                  Resolve(count=None))
    assert state.player("Bob").life == 19
    assert _names(state, "Alice", Zone.HAND) == ["Island"]


def test_duress_makes_the_opponent_discard_the_card_you_choose() -> None:
    # Duress: "Target opponent reveals their hand. You choose a noncreature, nonland card
    # from it. That player discards that card." (701.9b)
    state = table({Zone.HAND: [corpus_card("Duress")], Zone.BATTLEFIELD: ["Swamp"]},
                  {Zone.HAND: [corpus_card("Shock"), corpus_card("Bog Wraith"), "Island"]})
    state = _play(state, Cast("Duress", targets=("Bob",)))
    with pytest.raises(QuestionError, match="'Bog Wraith' is not a legal answer"):
        apply(state, Resolve(count=None), {"choose:Duress": ["Bog Wraith"]})
    end = apply(state, Resolve(count=None), {"choose:Duress": ["Shock"]}).state
    assert _names(end, "Bob", Zone.GRAVEYARD) == ["Shock"]
    assert _names(end, "Bob", Zone.HAND) == ["Bog Wraith", "Island"]


def test_an_equipment_attaches_itself_to_the_token_it_created() -> None:
    # Ancestral Blade: "When this artifact enters, create a 1/1 white Soldier creature
    # token, then attach this artifact to it." / "Equipped creature gets +1/+1."
    state = table({Zone.HAND: [corpus_card("Ancestral Blade")], Zone.BATTLEFIELD: ["Plains"] * 2})
    state = _play(state, Cast("Ancestral Blade"), Resolve(count=None))
    (soldier,) = _on_battlefield(state, "Soldier")
    assert _on_battlefield(state, "Ancestral Blade")[0].attached_to == soldier.id
    assert power_toughness(state, soldier) == (2, 2)


def test_act_of_treason_lends_a_creature_until_the_cleanup_step() -> None:
    # Act of Treason: "Gain control of target creature until end of turn. Untap that
    # creature. It gains haste until end of turn." (613.1b, 514.2)
    state = table({Zone.HAND: [corpus_card("Act of Treason")], Zone.BATTLEFIELD: ["Mountain"] * 3,
                   Zone.LIBRARY: ["Mountain"]},
                  {Zone.BATTLEFIELD: [corpus_card("Bog Wraith")], Zone.LIBRARY: ["Swamp"]})
    state = _play(state, Cast("Act of Treason", targets=("Bog Wraith",)), Resolve(count=None))
    (wraith,) = _on_battlefield(state, "Bog Wraith")
    assert wraith.controller == "Alice" and has_keyword(state, wraith, "Haste")
    state = _play(state, Attack(("Bog Wraith",)), Advance(Step.END_OF_COMBAT))
    assert state.player("Bob").life == 17
    state = _play(state, Advance(Step.CLEANUP), Advance(Step.UPKEEP))
    assert _on_battlefield(state, "Bog Wraith")[0].controller == "Bob"


@pytest.mark.parametrize("fodder", [True, False])
def test_if_you_do_is_false_when_there_was_nothing_to_sacrifice(fodder: bool) -> None:
    # Brawl-Bash Ogre: "Whenever this creature attacks, you may sacrifice another creature.
    # If you do, this creature gets +2/+2 until end of turn." (608.2c, 118.12)
    mine = [corpus_card("Brawl-Bash Ogre")] + ([corpus_card("Doomed Dissenter")] if fodder else [])
    state = table({Zone.BATTLEFIELD: mine}, {Zone.LIBRARY: ["Swamp"]})
    state = _play(state, Attack(("Brawl-Bash Ogre",)))
    answers: dict[str, object] = {"may:Brawl-Bash Ogre": True}
    if fodder:
        answers["choose:Brawl-Bash Ogre"] = ["Doomed Dissenter"]
    state = apply(state, Resolve(), answers).state
    ogre = _on_battlefield(state, "Brawl-Bash Ogre")[0]
    assert power_toughness(state, ogre) == ((5, 5) if fodder else (3, 3))
