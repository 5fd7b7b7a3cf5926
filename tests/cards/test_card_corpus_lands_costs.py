"""Corpus cards whose lands, costs and searches read the game as they are played: check
lands (614.1c), searches for a card by name (701.23), costs other than mana (601.2f-h)."""

from __future__ import annotations

import pytest

from rulings_kit.core import Activate, Advance, Attack, Block, Cast, Pass, Play, Resolve, apply
from rulings_kit.core.characteristics import has_keyword, power_toughness
from rulings_kit.core.setup import Placed, PlayerSetup, build_state
from rulings_kit.core.state import GameObject, GameState, Step, Zone
from rulings_kit.errors import IllegalActionError, QuestionError
from tests.cards.play import built, corpus_card, table


def _tapped_after_playing(land: str, others: list[str]) -> bool:
    state = table({Zone.HAND: [corpus_card(land)], Zone.BATTLEFIELD: others})
    end: GameState = apply(state, Play(land)).state
    (played,) = [o for o in end.permanents() if o.name == land]
    return played.tapped


def test_a_check_land_enters_untapped_only_with_one_of_its_land_types_already_there() -> None:
    # Clifftop Retreat: "enters the battlefield tapped unless you control a Mountain or a
    # Plains" (614.1c): the lands already on the battlefield as it enters count
    assert _tapped_after_playing("Clifftop Retreat", []) is True
    assert _tapped_after_playing("Clifftop Retreat", ["Swamp", "Forest"]) is True
    assert _tapped_after_playing("Clifftop Retreat", ["Plains"]) is False
    assert _tapped_after_playing("Woodland Cemetery", ["Swamp"]) is False
    assert _tapped_after_playing("Woodland Cemetery", ["Mountain"]) is True


def test_a_search_of_library_and_or_graveyard_finds_the_named_card_in_the_library() -> None:
    # Liliana's Scorn: "You may search your library and/or graveyard for a card named
    # Liliana, Death Mage, reveal it, and put it into your hand. If you search your library
    # this way, shuffle." (701.23, 701.24); only that name will do (201.2)
    library = ["Island", corpus_card("Liliana's Scorn"), corpus_card("Liliana, Death Mage")]
    state = table({Zone.HAND: [corpus_card("Liliana's Scorn")], Zone.LIBRARY: library,
                   Zone.BATTLEFIELD: ["Swamp"] * 5},
                  {Zone.BATTLEFIELD: [corpus_card("Grizzly Bears")]})
    state = apply(state, Cast("Liliana's Scorn", targets=("Grizzly Bears",))).state
    with pytest.raises(QuestionError, match="not a legal answer"):
        apply(state, Resolve(), {"may:Liliana's Scorn": True,
                                 "choose:Liliana's Scorn": ["Liliana's Scorn"]})
    moved = apply(state, Resolve(), {"may:Liliana's Scorn": True,
                                     "choose:Liliana's Scorn": ["Liliana, Death Mage"]})
    assert [moved.state.obj(i).name for i in moved.state.player("Alice").hand] == [
        "Liliana, Death Mage"]
    assert any(e.rule == "701.24a" for e in moved.events)  # shuffled


def test_hexproof_from_black_stops_only_an_opponents_black_spells() -> None:
    # Knight of Grace: "Hexproof from black" (702.11d): not plain hexproof, and not
    # against its controller's own black spells
    knight = corpus_card("Knight of Grace")
    bobs = table({Zone.BATTLEFIELD: [knight]},
                 {Zone.HAND: [corpus_card("Cast Down"), corpus_card("Shock")],
                  Zone.BATTLEFIELD: ["Swamp", "Swamp", "Mountain"]})
    bobs = apply(bobs, Pass()).state
    with pytest.raises(IllegalActionError, match=r"702\.11d"):
        apply(bobs, Cast("Cast Down", by="Bob", targets=("Knight of Grace",)))
    shocked = apply(bobs, Cast("Shock", by="Bob", targets=("Knight of Grace",))).state
    assert shocked.obj(shocked.stack[-1]).name == "Shock"
    own = table({Zone.BATTLEFIELD: [knight, "Swamp", "Swamp"],
                 Zone.HAND: [corpus_card("Cast Down")]})
    end = apply(apply(own, Cast("Cast Down", targets=("Knight of Grace",))).state,
                Resolve(count=None)).state
    assert sorted(o.name for o in end.zone_objects("Alice", Zone.GRAVEYARD)) == [
        "Cast Down", "Knight of Grace"]


def test_relic_runner_cant_be_blocked_only_after_a_historic_spell_this_turn() -> None:
    # Relic Runner: "can't be blocked if you've cast a historic spell this turn" (700.6:
    # artifacts, legendaries and Sagas); the turn record keeps the spells cast (601.2i)
    runner, blocker = corpus_card("Relic Runner"), corpus_card("Tolarian Scholar")
    cards = {Zone.BATTLEFIELD: [runner, "Island"], Zone.LIBRARY: ["Island"],
             Zone.HAND: [corpus_card("Short Sword"), corpus_card("Opt")]}

    def attack_after(spell: str) -> GameState:
        state = apply(table(cards, {Zone.BATTLEFIELD: [blocker]}), Cast(spell)).state
        answers = {"scry:Opt": []} if spell == "Opt" else {}
        state = apply(state, Resolve(count=None), answers).state
        return apply(state, Attack(("Relic Runner",))).state

    with pytest.raises(IllegalActionError, match="can't be blocked"):
        apply(attack_after("Short Sword"), Block((("Tolarian Scholar", "Relic Runner"),)))
    opt = attack_after("Opt")  # an instant is not historic
    blocked = apply(opt, Block((("Tolarian Scholar", "Relic Runner"),))).state
    assert any(o.blocking is not None for o in blocked.permanents("Bob"))


def test_caged_zombie_activates_once_a_creature_died_this_turn() -> None:
    # Caged Zombie: "Activate only if a creature died this turn." (602.5, 700.4): any
    # creature, whoever controlled it; the turn record keeps the deaths
    state = table({Zone.BATTLEFIELD: [corpus_card("Caged Zombie"), "Swamp", "Swamp",
                                      "Mountain"], Zone.HAND: [corpus_card("Shock")]},
                  {Zone.BATTLEFIELD: [corpus_card("Grizzly Bears")]})
    with pytest.raises(IllegalActionError, match=r"only if a creature died this turn \(602\.5\)"):
        apply(state, Activate("Caged Zombie"))
    state = apply(state, Cast("Shock", targets=("Grizzly Bears",))).state
    state = apply(state, Resolve(count=None)).state
    state = apply(apply(state, Activate("Caged Zombie")).state, Resolve(count=None)).state
    assert state.player("Bob").life == 18


def test_thrill_of_possibility_discards_exactly_one_card_as_it_is_cast() -> None:
    # "As an additional cost to cast this spell, discard a card." (601.2h, 701.9a): one
    # card of the caster's choice, before the spell resolves
    state = table({Zone.HAND: [corpus_card("Thrill of Possibility"), corpus_card("Shock"),
                               "Island"],
                   Zone.LIBRARY: ["Plains", "Swamp"], Zone.BATTLEFIELD: ["Mountain"] * 2})
    with pytest.raises(QuestionError, match="has 2 entries; a list of 1"):
        apply(state, Cast("Thrill of Possibility"),
              {"choose:Thrill of Possibility": ["Shock", "Island"]})
    cast = apply(state, Cast("Thrill of Possibility"),
                 {"choose:Thrill of Possibility": ["Shock"]}).state
    assert [o.name for o in cast.zone_objects("Alice", Zone.GRAVEYARD)] == ["Shock"]
    end = apply(cast, Resolve(count=None)).state
    assert sorted(o.name for o in end.zone_objects("Alice", Zone.HAND)) == [
        "Island", "Plains", "Swamp"]


def test_abilities_for_creatures_with_a_counter_on_them() -> None:
    # Pridemalkin: "Each creature you control with a +1/+1 counter on it has trample."
    # (applies to Pridemalkin too, by its ruling); Sigiled Contender: "has lifelink as long
    # as it has a +1/+1 counter on it"; Tempered Veteran's first ability targets only a
    # "creature with a +1/+1 counter on it" (115.1)
    cat, contender = corpus_card("Pridemalkin"), corpus_card("Sigiled Contender")
    veteran, bears = corpus_card("Tempered Veteran"), corpus_card("Grizzly Bears")
    state = build_state([PlayerSetup("Alice", zones={Zone.BATTLEFIELD: [
        Placed(built(cat), counters={"+1/+1": 1}), Placed(built(contender)),
        Placed(built(veteran)), Placed(built(bears), counters={"+1/+1": 1}),
        Placed(built("Plains"))]}), PlayerSetup("Bob")])
    by_name = {o.name: o for o in state.permanents()}
    assert has_keyword(state, by_name["Pridemalkin"], "Trample")
    assert has_keyword(state, by_name["Grizzly Bears"], "Trample")
    assert not has_keyword(state, by_name["Sigiled Contender"], "Trample")
    assert not has_keyword(state, by_name["Sigiled Contender"], "Lifelink")
    with pytest.raises(IllegalActionError, match="Sigiled Contender"):
        apply(state, Activate("Tempered Veteran", targets=("Sigiled Contender",)))
    state = apply(apply(state, Activate("Tempered Veteran", targets=("Grizzly Bears",))).state,
                  Resolve(count=None)).state
    assert power_toughness(state, _named(state, "Grizzly Bears")) == (4, 4)
    contender_with_counter = build_state([PlayerSetup("Alice", zones={Zone.BATTLEFIELD: [
        Placed(built(contender), counters={"+1/+1": 1})]}), PlayerSetup("Bob")])
    assert has_keyword(contender_with_counter, _named(contender_with_counter,
                                                      "Sigiled Contender"), "Lifelink")


def _named(state: GameState, name: str) -> GameObject:
    (found,) = [o for o in state.permanents() if o.name == name]
    return found


def test_a_player_who_cant_pay_the_optional_cost_gets_nothing() -> None:
    # Liliana's Devotee: "At the beginning of your end step, if a creature died this turn,
    # you may pay {1}{B}. If you do, create a 2/2 black Zombie creature token."
    devotee, bears = corpus_card("Liliana's Devotee"), corpus_card("Grizzly Bears")
    quiet = apply(table({Zone.BATTLEFIELD: [devotee, "Swamp"]}, {Zone.BATTLEFIELD: [bears]}),
                  Advance(Step.END)).state
    assert quiet.stack == ()  # no creature died: it doesn't trigger at all (603.4)
    state = table({Zone.BATTLEFIELD: [devotee, "Swamp", "Mountain"],
                   Zone.HAND: [corpus_card("Shock")]}, {Zone.BATTLEFIELD: [bears]})
    state = apply(state, Cast("Shock", targets=("Grizzly Bears",))).state
    state = apply(apply(state, Resolve(count=None)).state, Advance(Step.END)).state
    # one untapped Swamp can't pay {1}{B}: nothing is paid (118.3), "if you do" fails
    end = apply(state, Resolve(count=None), {"may:Liliana's Devotee": True})
    assert sorted(o.name for o in end.state.permanents("Alice")) == [
        "Liliana's Devotee", "Mountain", "Swamp"]
    assert any(e.rule == "118.3" for e in end.events)


def test_must_be_blocked_asks_one_able_blocker_and_nothing_of_a_tapped_one() -> None:
    # Gaea's Protector: "must be blocked if able" (509.1c): one blocker is enough, others
    # may block as they like; a creature that can't block (tapped) is asked nothing
    protector, bears = corpus_card("Gaea's Protector"), corpus_card("Grizzly Bears")
    scholar = corpus_card("Tolarian Scholar")
    state = apply(table({Zone.BATTLEFIELD: [protector, bears]},
                        {Zone.BATTLEFIELD: [scholar, corpus_card("Doomed Dissenter")]}),
                  Attack(("Gaea's Protector", "Grizzly Bears"))).state
    blocks = apply(state, Block((("Tolarian Scholar", "Gaea's Protector"),
                                 ("Doomed Dissenter", "Grizzly Bears")))).state
    assert sum(o.blocking is not None for o in blocks.permanents("Bob")) == 2
    with pytest.raises(IllegalActionError, match=r"509\.1c"):
        apply(state, Block(()))
    tapped = build_state([
        PlayerSetup("Alice", zones={Zone.BATTLEFIELD: [Placed(built(protector))]}),
        PlayerSetup("Bob", zones={Zone.BATTLEFIELD: [Placed(built(scholar), tapped=True)]})])
    tapped = apply(tapped, Attack(("Gaea's Protector",))).state
    assert apply(tapped, Block(())).state.step is Step.DECLARE_BLOCKERS


def test_non_spirit_and_deaths_under_your_control() -> None:
    # Roaming Ghostlight: "return up to one target non-Spirit creature" (205.3: a
    # subtype); Liliana's Standard Bearer: "draw X cards, where X is the number of
    # creatures that died under your control this turn" (700.4)
    ghostlight = corpus_card("Roaming Ghostlight")
    state = table({Zone.HAND: [ghostlight], Zone.BATTLEFIELD: ["Island"] * 5},
                  {Zone.BATTLEFIELD: [ghostlight, corpus_card("Grizzly Bears")]})
    state = apply(apply(state, Cast("Roaming Ghostlight")).state, Resolve()).state
    with pytest.raises(QuestionError, match="not a legal answer"):
        apply(state, Resolve(), {"target:Roaming Ghostlight": ["Roaming Ghostlight"]})
    bearer, shock = corpus_card("Liliana's Standard Bearer"), corpus_card("Shock")
    died = table({Zone.HAND: [shock, shock, bearer],
                  Zone.BATTLEFIELD: ["Mountain", "Mountain", "Swamp", "Swamp", "Swamp",
                                     corpus_card("Grizzly Bears")],
                  Zone.LIBRARY: ["Island"] * 3},
                 {Zone.BATTLEFIELD: [corpus_card("Doomed Dissenter")]})
    for victim in ("Grizzly Bears", "Doomed Dissenter"):  # Bob's death doesn't count
        died = apply(died, Cast("Shock", targets=(victim,))).state
        died = apply(died, Resolve(count=None)).state
    died = apply(apply(died, Cast("Liliana's Standard Bearer")).state, Resolve(count=None)).state
    assert sorted(o.name for o in died.zone_objects("Alice", Zone.HAND)) == ["Island"]


def test_costs_that_name_what_is_discarded_sacrificed_or_exiled() -> None:
    # Sanctum Spirit: "Discard a historic card:" (700.6); Fungal Plots: "Exile a creature
    # card from your graveyard:" and "Sacrifice two Saprolings:"; Portcullis Vine:
    # "Sacrifice a creature with defender:" (itself, by its ruling) (601.2h, 118.3)
    spirit, plots = corpus_card("Sanctum Spirit"), corpus_card("Fungal Plots")
    state = table({Zone.BATTLEFIELD: [spirit, plots, "Forest", "Forest"],
                   Zone.HAND: [corpus_card("Short Sword"), corpus_card("Shock")],
                   Zone.GRAVEYARD: [corpus_card("Grizzly Bears"), "Island"]})
    with pytest.raises(QuestionError, match="not a legal answer"):
        apply(state, Activate("Sanctum Spirit"), {"choose:Sanctum Spirit": ["Shock"]})
    paid = apply(state, Activate("Sanctum Spirit"), {"choose:Sanctum Spirit": ["Short Sword"]})
    assert [o.name for o in paid.state.zone_objects("Alice", Zone.HAND)] == ["Shock"]
    with pytest.raises(IllegalActionError, match="fewer than 2 Saprolings to sacrifice"):
        apply(state, Activate("Fungal Plots", ability=2))
    token = apply(apply(state, Activate("Fungal Plots")).state, Resolve(count=None)).state
    assert [o.name for o in token.zone_objects("Alice", Zone.EXILE)] == ["Grizzly Bears"]
    assert [o.name for o in token.permanents("Alice") if o.name == "Saproling"] == ["Saproling"]
    with pytest.raises(IllegalActionError, match="no creature card"):
        apply(token, Activate("Fungal Plots"))  # the Island is no creature card
    vine = table({Zone.BATTLEFIELD: [corpus_card("Portcullis Vine"), "Forest", "Forest"],
                  Zone.LIBRARY: ["Island"]})
    drew = apply(apply(vine, Activate("Portcullis Vine")).state, Resolve(count=None)).state
    assert [o.name for o in drew.zone_objects("Alice", Zone.GRAVEYARD)] == ["Portcullis Vine"]
    assert [o.name for o in drew.zone_objects("Alice", Zone.HAND)] == ["Island"]


def test_if_its_legendary_asks_about_the_target_as_the_spell_resolves() -> None:
    # Ancient Animus: "Put a +1/+1 counter on target creature you control if it's
    # legendary. Then it fights ..."; Blessing of Belzenlok: "If it's legendary, it also
    # gains lifelink until end of turn." (608.2c: "it" is the target)
    danitha, scholar = corpus_card("Danitha Capashen, Paragon"), corpus_card("Tolarian Scholar")
    state = table({Zone.BATTLEFIELD: [danitha, "Forest", "Forest", "Swamp"],
                   Zone.HAND: [corpus_card("Ancient Animus"),
                               corpus_card("Blessing of Belzenlok")]},
                  {Zone.BATTLEFIELD: [scholar]})
    fought = apply(state, Cast("Ancient Animus",
                               targets=("Danitha Capashen, Paragon", "Tolarian Scholar"))).state
    fought = apply(fought, Resolve(count=None)).state
    assert _named(fought, "Danitha Capashen, Paragon").counter("+1/+1") == 1
    assert [o.name for o in fought.zone_objects("Bob", Zone.GRAVEYARD)] == ["Tolarian Scholar"]
    slimefoot = corpus_card("Slimefoot, the Stowaway")
    for creature, lifelink in (("Tolarian Scholar", False), ("Slimefoot, the Stowaway", True)):
        blessing = table({Zone.BATTLEFIELD: ["Swamp"], Zone.HAND: [corpus_card(
            "Blessing of Belzenlok")]}, {Zone.BATTLEFIELD: [scholar, slimefoot]})
        blessed = apply(blessing, Cast("Blessing of Belzenlok", targets=(creature,))).state
        blessed = apply(blessed, Resolve(count=None)).state
        assert has_keyword(blessed, _named(blessed, creature), "Lifelink") is lifelink


def test_this_creature_or_another_rogue_entering() -> None:
    # Thieves' Guild Enforcer: "Whenever this creature or another Rogue enters under your
    # control, each opponent mills two cards." (603.6a): a Rogue does, a Bear doesn't
    enforcer = corpus_card("Thieves' Guild Enforcer")
    for creature, milled in (("Masked Blackguard", 2), ("Grizzly Bears", 0)):
        state = table({Zone.BATTLEFIELD: [enforcer, "Swamp", "Forest"],
                       Zone.HAND: [corpus_card(creature)]},
                      {Zone.LIBRARY: ["Island"] * 3})
        end = apply(apply(state, Cast(creature)).state, Resolve(count=None)).state
        assert len(end.player("Bob").graveyard) == milled
    assert not has_keyword(end, _named(end, "Thieves' Guild Enforcer"), "Deathtouch")


def test_you_may_have_it_deal_damage_and_blocks_a_creature_with_flying() -> None:
    # Goblin Arsonist: "When this creature dies, you may have it deal 1 damage to any
    # target." (608.2d; the source as it last existed, 608.2h); Snarespinner: "Whenever
    # this creature blocks a creature with flying, this creature gets +2/+0" (509.3c)
    arsonist = corpus_card("Goblin Arsonist")
    state = table({Zone.BATTLEFIELD: [arsonist, "Mountain"], Zone.HAND: [corpus_card("Shock")]})
    state = apply(state, Cast("Shock", targets=("Goblin Arsonist",))).state
    for may, life in ((True, 19), (False, 20)):
        end = apply(state, Resolve(count=None), {"target:Goblin Arsonist": ["Bob"],
                                                 "may:Goblin Arsonist": may}).state
        assert end.player("Bob").life == life
    spinner = corpus_card("Snarespinner")
    for attacker, power in (("Serra Angel", 3), ("Grizzly Bears", 1)):
        fight = apply(table({Zone.BATTLEFIELD: [corpus_card(attacker)]},
                            {Zone.BATTLEFIELD: [spinner]}), Attack((attacker,))).state
        fight = apply(apply(fight, Block((("Snarespinner", attacker),))).state,
                      Resolve(count=None)).state
        assert power_toughness(fight, _named(fight, "Snarespinner"))[0] == power


def test_rampaging_cyclops_is_weaker_only_while_two_creatures_block_it() -> None:
    # "gets -2/-0 as long as two or more creatures are blocking it" (611.3a)
    state = apply(table({Zone.BATTLEFIELD: [corpus_card("Rampaging Cyclops")]},
                        {Zone.BATTLEFIELD: [corpus_card("Grizzly Bears"),
                                            corpus_card("Tolarian Scholar")]}),
                  Attack(("Rampaging Cyclops",))).state
    assert power_toughness(state, _named(state, "Rampaging Cyclops")) == (4, 4)
    one = apply(state, Block((("Grizzly Bears", "Rampaging Cyclops"),))).state
    assert power_toughness(one, _named(one, "Rampaging Cyclops")) == (4, 4)
    two = apply(state, Block((("Grizzly Bears", "Rampaging Cyclops"),
                              ("Tolarian Scholar", "Rampaging Cyclops")))).state
    assert power_toughness(two, _named(two, "Rampaging Cyclops")) == (2, 4)


def test_activate_only_if_you_control_five_or_more_lands_counts_to_five() -> None:
    # Cryptic Caves: "{1}, {T}, Sacrifice this land: Draw a card. Activate only if you
    # control five or more lands." (602.5)
    caves = corpus_card("Cryptic Caves")
    four = table({Zone.BATTLEFIELD: [caves, "Island", "Island", "Island"],
                  Zone.LIBRARY: ["Island"]})
    with pytest.raises(IllegalActionError, match=r"five or more lands \(602\.5\)"):
        apply(four, Activate("Cryptic Caves", ability=2))
    five = table({Zone.BATTLEFIELD: [caves, "Island", "Island", "Island", "Island"],
                  Zone.LIBRARY: ["Island"]})
    drew = apply(apply(five, Activate("Cryptic Caves", ability=2)).state,
                 Resolve(count=None)).state
    assert [o.name for o in drew.zone_objects("Alice", Zone.HAND)] == ["Island"]


def test_epitaph_golem_puts_a_card_on_the_bottom_of_its_library() -> None:
    # "{2}: Put target card from your graveyard on the bottom of your library." (401.4)
    state = table({Zone.BATTLEFIELD: [corpus_card("Epitaph Golem"), "Island", "Island"],
                   Zone.GRAVEYARD: [corpus_card("Shock")], Zone.LIBRARY: ["Forest", "Swamp"]})
    end = apply(apply(state, Activate("Epitaph Golem", targets=("Shock",))).state,
                Resolve(count=None)).state
    assert [end.obj(i).name for i in end.player("Alice").library] == ["Forest", "Swamp", "Shock"]
    assert end.player("Alice").graveyard == ()


def test_mystic_skyfish_gains_flying_after_the_second_draw() -> None:
    state = table({Zone.BATTLEFIELD: [corpus_card("Mystic Skyfish"), "Island"],
                   Zone.HAND: [corpus_card("Opt")], Zone.LIBRARY: ["Forest", "Swamp"]})
    once = apply(apply(state, Cast("Opt")).state, Resolve(count=None), {"scry:Opt": []}).state
    assert not has_keyword(once, _named(once, "Mystic Skyfish"), "Flying")  # one draw only


def test_protection_from_the_chosen_colour_lasts_until_end_of_turn() -> None:
    # Gods Willing: "Target creature you control gains protection from the color of your
    # choice until end of turn." (702.16b: not the target of red spells; 514.2: it ends)
    state = table({Zone.BATTLEFIELD: [corpus_card("Grizzly Bears"), "Plains"],
                   Zone.HAND: [corpus_card("Gods Willing")], Zone.LIBRARY: ["Island"] * 3},
                  {Zone.BATTLEFIELD: ["Mountain"], Zone.HAND: [corpus_card("Shock")]})
    state = apply(state, Cast("Gods Willing", targets=("Grizzly Bears",))).state
    state = apply(state, Resolve(count=None), {"color:Gods Willing": "R",
                                               "scry:Gods Willing": []}).state
    passed = apply(state, Pass()).state
    with pytest.raises(IllegalActionError, match=r"protection from red.*702\.16b"):
        apply(passed, Cast("Shock", by="Bob", targets=("Grizzly Bears",)))
    next_turn = apply(state, Advance(Step.UPKEEP)).state  # Bob's turn: the effect ended
    shocked = apply(next_turn, Cast("Shock", by="Bob", targets=("Grizzly Bears",))).state
    assert shocked.obj(shocked.stack[-1]).name == "Shock"


def test_vryn_wingmare_taxes_every_noncreature_spell_but_no_creature_spell() -> None:
    # "Noncreature spells cost {1} more to cast." (601.2f): Bob's Shock too, not a creature
    wingmare = corpus_card("Vryn Wingmare")
    alice = {Zone.BATTLEFIELD: [wingmare, "Forest", "Plains", "Mountain"],
             Zone.HAND: [corpus_card("Grizzly Bears"), corpus_card("Shock")]}
    bears = apply(table(alice), Cast("Grizzly Bears", pay=("Forest", "Plains"))).state
    assert bears.obj(bears.stack[-1]).name == "Grizzly Bears"
    with pytest.raises(IllegalActionError, match=r"601\.2h"):
        apply(table(alice), Cast("Shock", targets=("Bob",), pay=("Mountain",)))
    bob = {Zone.BATTLEFIELD: ["Mountain", "Mountain"], Zone.HAND: [corpus_card("Shock")]}
    taxed = apply(apply(table(alice, bob), Pass()).state,
                  Cast("Shock", by="Bob", targets=("Alice",))).state
    assert all(o.tapped for o in taxed.permanents("Bob"))


def test_tap_two_untapped_spirits_taps_the_source_and_another_spirit() -> None:
    # Shacklegeist: "Tap two untapped Spirits you control: Tap target creature you don't
    # control." Not {T}: it taps itself as one of the Spirits (601.2h), never a third.
    geist, spirit = corpus_card("Shacklegeist"), corpus_card("Spirit of Malevolence")
    bob = {Zone.BATTLEFIELD: [corpus_card("Grizzly Bears")]}
    alone = table({Zone.BATTLEFIELD: [geist, corpus_card("Grizzly Bears")]}, bob)
    with pytest.raises(IllegalActionError, match=r"two untapped Spirits you control \(118\.3\)"):
        apply(alone, Activate("Shacklegeist", targets=("Bob:Grizzly Bears",)))
    state = table({Zone.BATTLEFIELD: [geist, spirit]}, bob)
    paid = apply(state, Activate("Shacklegeist", targets=("Bob:Grizzly Bears",))).state
    assert all(o.tapped for o in paid.permanents("Alice"))
    end = apply(paid, Resolve(count=None)).state
    assert all(o.tapped for o in end.permanents("Bob"))
    with pytest.raises(IllegalActionError, match=r"118\.3"):  # both Spirits are tapped now
        apply(end, Activate("Shacklegeist", targets=("Bob:Grizzly Bears",)))


def test_a_sacrifice_kicker_is_paid_only_when_kicked() -> None:
    # Goblin Barrage: "Kicker—Sacrifice an artifact or Goblin." (702.33a: optional)
    state = table({Zone.BATTLEFIELD: [corpus_card("Skirk Prospector"), *["Mountain"] * 4],
                   Zone.HAND: [corpus_card("Goblin Barrage")]},
                  {Zone.BATTLEFIELD: [corpus_card("Grizzly Bears")]})
    with pytest.raises(IllegalActionError, match=r"no sacrifice cost unless it is kicked"):
        apply(state, Cast("Goblin Barrage", targets=("Grizzly Bears",),
                          sacrifice=("Skirk Prospector",)))
    with pytest.raises(IllegalActionError, match=r"could sacrifice: Skirk Prospector"):
        apply(state, Cast("Goblin Barrage", kicker=1, targets=("Grizzly Bears", "Bob")))
    plain = apply(apply(state, Cast("Goblin Barrage", targets=("Grizzly Bears",))).state,
                  Resolve(count=None)).state
    assert plain.player("Bob").graveyard and plain.player("Bob").life == 20
    assert "Skirk Prospector" in [o.name for o in plain.permanents("Alice")]


@pytest.mark.parametrize(("pays", "bob"), [(True, 17), (False, 20)])
def test_when_you_do_triggers_only_after_paying(pays: bool, bob: int) -> None:
    # Sparktongue Dragon: "When Sparktongue Dragon enters the battlefield, you may pay
    # {2}{R}. When you do, it deals 3 damage to any target." (603.12: a second ability,
    # with its target chosen as it is put on the stack; "it" is still the Dragon)
    state = table({Zone.HAND: [corpus_card("Sparktongue Dragon")],
                   Zone.BATTLEFIELD: ["Mountain"] * 8})
    state = apply(apply(state, Cast("Sparktongue Dragon")).state, Resolve(count=1)).state
    (enters,) = [state.obj(i) for i in state.stack]
    assert enters.targets == ()  # the enters ability itself targets nothing
    answers: dict[str, object] = {"may:Sparktongue Dragon": pays}
    if pays:
        answers["target:Sparktongue Dragon"] = ["Bob"]
    end = apply(state, Resolve(count=None), answers)
    assert end.state.player("Bob").life == bob
    assert sum(1 for e in end.events if e.rule == "603.12") == 1
