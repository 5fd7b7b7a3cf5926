"""Each kind of question words its answer as a sentence (Question.say): names, never
question ids, object ids or JSON."""

from __future__ import annotations

from rulings_kit.core.questions import Ask, Option, Question


def ask(kind: Ask, prompt: str = "", options: tuple[Option, ...] = (), **kw: str) -> Question:
    return Question(f"{kind.value}:X", kind, "Alice", prompt, "000", options, **kw)  # type: ignore[arg-type]


TRIGGERS = (
    Option(0, "Ivy, Gleeful Spellthief (trigger)"),
    Option(1, "Thought Harvester (trigger)"),
)


def test_trigger_order_says_which_goes_on_the_stack_first() -> None:
    q = ask(Ask.ORDER, options=TRIGGERS)
    assert q.say(["Ivy, Gleeful Spellthief (trigger)", "Thought Harvester (trigger)"]) == (
        "Alice puts Thought Harvester's trigger on the stack first, so it resolves last"
    )
    three = ask(Ask.ORDER, options=(*TRIGGERS, Option(2, "Opt (copy)")))
    assert three.say([2, 0, 1]) == (  # positions, as the explorer answers
        "Alice stacks the triggered abilities to resolve Opt's copy first, "
        "then Ivy, Gleeful Spellthief's trigger, then Thought Harvester's trigger"
    )


def test_scry_says_what_stays_on_top_and_what_goes_to_the_bottom() -> None:
    q = ask(Ask.SCRY, options=(Option(7, "Forest"), Option(8, "Island")))
    assert q.say([]) == "Alice leaves Forest and Island on top"
    assert q.say([8]) == "Alice leaves Forest on top and puts Island on the bottom"


def test_surveil_says_what_stays_on_top_and_what_goes_to_the_graveyard() -> None:
    q = ask(Ask.SURVEIL, options=(Option(7, "Forest"), Option(8, "Island")))  # 701.25a
    assert q.say([7, 8]) == "Alice puts Forest and Island into the graveyard"
    assert q.say([8]) == "Alice leaves Forest on top and puts Island into the graveyard"


def test_a_cast_answer_reads_as_casting_the_card() -> None:
    q = ask(
        Ask.CAST,
        "Alice may cast a card from exile without paying its mana cost",
        (Option(4, "Village Rites"),),
    )
    assert q.say({"card": "Village Rites", "sacrifice": "Grizzly Bears"}) == (
        "Alice casts Village Rites without paying its mana cost, sacrificing Grizzly Bears"
    )
    assert q.say({"card": "Banefire", "targets": ["Bob"], "x": 0}) == (
        "Alice casts Banefire without paying its mana cost, targeting Bob, with X = 0"
    )
    assert q.say(False) == (
        "Alice chooses not to cast a card from exile without paying its mana cost"
    )
    miracle = ask(Ask.CAST, "Alice may cast Opt for its miracle cost {U}", says="for {U}")
    assert miracle.say({"card": "Opt"}) == "Alice casts Opt for {U}"


def test_may_replace_target_and_labelled_answers() -> None:
    assert ask(Ask.MAY, "Alice may copy Shock").say(True) == "Alice chooses to copy Shock"
    assert ask(Ask.MAY, "Alice may copy Shock").say(False) == "Alice chooses not to copy Shock"
    reflections = (Option(0, "Mana Reflection", ("mr1",)), Option(1, "Staggershock's rebound"))
    assert ask(Ask.REPLACE, options=reflections).say(["mr1", "Staggershock's rebound"]) == (
        "Alice applies Mana Reflection's effect first, then Staggershock's rebound"
    )
    target = ask(Ask.TARGET, options=(Option("Bob", "Bob"),), subject="Thought Harvester (trigger)")
    assert target.say(["Bob"]) == "Alice targets Bob with Thought Harvester's trigger"
    assert ask(Ask.CHOOSE, says="{player} sacrifices {cards}").say(["Grizzly Bears"]) == (
        "Alice sacrifices Grizzly Bears"
    )


def test_a_spells_destination_says_the_other_effect_no_longer_applies() -> None:
    # 616.1: once rebound has exiled Staggershock, Goliath's effect has nothing to replace
    effects = (
        Option(0, "Goliath Daydreamer"),
        Option(1, "Staggershock's rebound", ("Staggershock",)),
    )
    q = Question("replace:Alice", Ask.REPLACE, "Alice", "", "616.1", effects, exclusive=True)
    assert q.say(["Staggershock", "Goliath Daydreamer"]) == (
        "Alice applies Staggershock's rebound, so Goliath Daydreamer's effect no longer applies"
    )


def test_a_name_ending_in_s_takes_the_apostrophe_alone_in_an_answer() -> None:
    damage = ask(Ask.DAMAGE, options=(Option(3, "Grizzly Bears"),), subject="Pitchburn Devils")
    assert damage.say({3: 2}) == "Alice assigns Pitchburn Devils' combat damage: 2 to Grizzly Bears"
    order = ask(Ask.REPLACE, options=(Option(0, "Pitchburn Devils"), Option(1, "Shock")))
    assert order.say([0, 1]) == "Alice applies Pitchburn Devils' effect first, then Shock's effect"


def test_a_face_down_pile_chosen_for_several_cards_is_said_once_with_its_count() -> None:
    name = "Veiled Theft's face-down pile of turn 1"
    pile = f"a card of {name}"  # answered with the pile's name, once for each card (406.4)
    q = ask(Ask.CHOOSE, options=(Option(("pile", 0), pile, (name,)),
                                 Option(("pile", 1), pile, (name,)), Option(5, "Island")),
            says="{player} puts {cards} from exile into the graveyard")
    assert q.say([name, "Island", name]) == (
        "Alice puts 2 cards of Veiled Theft's face-down pile of turn 1 and Island from exile "
        "into the graveyard"
    )
    assert q.say([name]) == f"Alice puts {pile} from exile into the graveyard"


def test_a_colour_chosen_for_protection_is_not_said_as_mana() -> None:
    # 105.4: "protection from the color of your choice" asks for a colour, not for mana
    q = ask(Ask.COLOR, "Alice chooses the color Grizzly Bears gains protection from",
            tuple(Option(c, c) for c in "WUBRG"), subject="Gods Willing",
            says="{player} chooses {color} for Grizzly Bears' protection")
    assert q.say("W") == "Alice chooses white for Grizzly Bears' protection"
    assert q.topic == "Alice chooses the color Grizzly Bears gains protection from"
    assert q.decides == "Color"
    mana = ask(Ask.COLOR, "which color of mana Fellwar Stone adds", (Option("G", "G"),),
               subject="Fellwar Stone")
    assert mana.say("G") == "Alice chooses {G} as the mana Fellwar Stone adds"
    assert mana.decides == "Type of mana"


def test_options_of_one_name_are_told_apart_as_the_answer_tells_them_apart() -> None:
    # two players' Mountains: answered "Alice:Mountain" / "Bob:Mountain" (refs.names_of)
    mountains = (Option(1, "Mountain", ("Alice:Mountain", "Alice:battlefield:Mountain")),
                 Option(2, "Mountain", ("Bob:Mountain", "Bob:battlefield:Mountain")))
    q = ask(Ask.CHOOSE, options=mountains)
    assert q.say(["Bob:Mountain"]) == "Alice chooses Bob's Mountain"
    assert q.say(["Alice:battlefield:Mountain"]) == "Alice chooses Alice's Mountain"
    # two of Alice's Mountains that differ (one tapped): answered by id
    assert q.say([1]) == "Alice chooses the first Mountain"
    assert q.say([2]) == "Alice chooses the second Mountain"
    # named alike: interchangeable, one choice
    assert q.say(["Mountain"]) == "Alice chooses Mountain"
