"""Copy effects on permanents (707): copiable values, exceptions, copies of copies, and the
object's own card once it leaves the battlefield (400.7)."""

from __future__ import annotations

from rulings_kit.core.copiable import CopyExceptions
from rulings_kit.core.copy_effects import own_card, with_exceptions
from rulings_kit.scenarios import Scenario


def _run(toml: str):  # type: ignore[no-untyped-def]
    return Scenario.from_toml(toml).run()


CLONE_BEARS = """
format = 1
title = "t"
[players.Alice]
battlefield = [{ card = "Grizzly Bears", as = "the Bears", counters = { "+1/+1" = 1 } },
               { card = "Island", count = 4 }]
hand = [{ card = "Clone", as = "the Clone" }]
[players.Bob]
[[do]]
cast = "Clone"
[[do]]
resolve = 1
answers = { "may:Clone" = %s }
"""


def test_clone_enters_as_a_copy_with_its_own_card_kept() -> None:
    state = _run(CLONE_BEARS % 'true, "choose:Clone" = ["the Bears"]').state
    (clone,) = [o for o in state.permanents() if o.label == "the Clone"]
    (bears,) = [o for o in state.permanents() if o.label == "the Bears"]
    assert clone.name == "Grizzly Bears" and clone.card is bears.card  # 707.2
    assert own_card(clone).name == "Clone"
    assert clone.counters == ()  # counters aren't copied (707.2)


def test_clone_that_declines_is_a_0_1_clone_and_dies() -> None:
    state = _run(CLONE_BEARS % "false").state
    graveyard = [state.obj(i).name for i in state.player("Alice").graveyard]
    assert graveyard == ["Clone"]  # a 0/0 (704.5f)


def test_a_copy_that_leaves_the_battlefield_is_its_own_card_again() -> None:
    toml = CLONE_BEARS % 'true, "choose:Clone" = ["the Bears"]' + """
[[do]]
cast = "Shock"
by = "Alice"
targets = ["the Clone"]
"""
    toml = toml.replace('{ card = "Island", count = 4 }', '{ card = "Island", count = 4 }, '
                        '"Mountain"').replace('hand = [', 'hand = ["Shock", ')
    toml += "\n[[do]]\nresolve = 1\n"
    state = _run(toml).state
    names = [state.obj(i).name for i in state.player("Alice").graveyard]
    assert "Clone" in names and names.count("Grizzly Bears") == 0  # 400.7


def test_exceptions_become_part_of_the_copiable_values() -> None:
    bears = _run(CLONE_BEARS % "false").state.permanents()[0].card
    seven = with_exceptions(bears, CopyExceptions(power=7, toughness=7,
                                                  types=("Enchantment",), keywords=("Haste",)))
    assert (seven.power, seven.toughness) == (7, 7)
    assert seven.types == ("Creature", "Enchantment") and "Haste" in seven.keywords
    assert seven.name == "Grizzly Bears"
    assert with_exceptions(bears, CopyExceptions()) is bears


ALTERED_EGO = """
format = 1
title = "t"
[players.Alice]
battlefield = [{ card = "Forest", count = 3 }, { card = "Island", count = 3 }]
hand = [{ card = "Altered Ego", as = "the Ego" }]
[players.Bob]
battlefield = [{ card = "Grizzly Bears", as = "the Bears" }]
[[do]]
cast = "Altered Ego"
x = 2
[[do]]
resolve = 1
answers = { "may:Altered Ego" = true, "choose:Altered Ego" = ["the Bears"] }
"""


def test_altered_ego_enters_with_x_additional_counters() -> None:
    """The exception's counters are an additional effect of the copy it made (707.9e)."""
    state = _run(ALTERED_EGO).state
    (ego,) = [o for o in state.permanents() if o.label == "the Ego"]
    assert ego.name == "Grizzly Bears" and ego.counter("+1/+1") == 2
    assert state.obj(ego.id).card.abilities == ()  # the counters aren't copiable values


def test_entering_as_a_copy_of_an_aura_is_refused_naming_the_rule() -> None:
    """An Aura that enters without being cast as an Aura spell chooses what it enchants
    (303.4f): not carried out for a copy, so it is refused, not put in the graveyard."""
    toml = """
format = 1
title = "t"
[players.Alice]
battlefield = [{ card = "Island", count = 3 }, { card = "Plains", count = 2 }, "Grizzly Bears"]
hand = ["Holy Strength", "Copy Enchantment"]
[players.Bob]
[[do]]
cast = "Holy Strength"
targets = ["Grizzly Bears"]
[[do]]
resolve = 1
[[do]]
cast = "Copy Enchantment"
[[do]]
resolve = 1
answers = { "may:Copy Enchantment" = true, "choose:Copy Enchantment" = ["Holy Strength"] }
"""
    run = Scenario.from_toml(toml).run()
    assert run.error is not None and "303.4f" in str(run.error)  # the run stops, refused
    assert "Copy Enchantment" not in [o.name for o in run.state.permanents()]


VESUVA = """
format = 1
title = "t"
[players.Alice]
hand = ["Vesuva"]
[players.Bob]
battlefield = [{ card = "Forest", as = "Bob's Forest" }]
[[do]]
play = "Vesuva"
answers = %s
"""


def test_vesuva_enters_tapped_only_as_a_copy() -> None:
    """Its ruling: "If you don't choose a land on the battlefield, Vesuva enters the
    battlefield untapped as itself" (614.1c)."""
    copied = _run(VESUVA % '{ "may:Vesuva" = true, "choose:Vesuva" = ["Bob\'s Forest"] }')
    (mine,) = copied.state.permanents("Alice")
    assert mine.name == "Forest" and mine.tapped
    itself = _run(VESUVA % '{ "may:Vesuva" = false }')
    (mine,) = itself.state.permanents("Alice")
    assert mine.name == "Vesuva" and not mine.tapped
