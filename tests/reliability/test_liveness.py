"""Random games with mana to spare, over the playable cards (the five corpus sets in the
short run, the whole card database in the long one): each ability that resolves
does something somewhere (tests/reliability/liveness.py).

Each game gives both players three of each basic land and a hand and battlefield drawn
from all the playable cards, then plays random actions; every resolution is watched.
After all the games, an ability that resolved and did nothing each time, silently, is a
failure naming the card and the sentence. ``make test`` plays a short run (profile "ci");
``make fuzz`` a long one.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers import position
from tests.reliability import play, stats
from tests.reliability.liveness import WATCHER, report
from tests.reliability.test_random_play import _play_and_check

BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
#: actions per game: long enough to cast, respond and resolve
LENGTH = st.integers(5, 20)
#: resolutions, all silent, that make a finding a failure of the short run
SEEN = 3
#: abilities that may rightly do nothing in every game the short run plays, and why
IDLE_HERE = {
    "Trumpet Blast": "attacking creatures get +2/+0: the games cast it with none attacking",
}


def mana_to_spare(cards: play.Cards) -> st.SearchStrategy[dict[str, Any]]:
    """One player's zones: three of each basic land, two Grizzly Bears (so "creatures
    you control" has some to affect), up to four other permanents, up to six cards in
    hand, two in the graveyard, a library to draw from."""
    card = st.sampled_from(cards.nontokens)
    if cards.pool is play.database().pool:
        card = card.filter(play.playable)
    permanent = card
    return st.fixed_dictionaries({
        "battlefield": st.lists(permanent, max_size=4).map(
            lambda more: [{"card": b, "count": 3} for b in BASICS]
            + [{"card": "Grizzly Bears", "count": 2}, *more]),
        "hand": st.lists(card, min_size=1, max_size=6),
        "graveyard": st.lists(card, min_size=2, max_size=2),
        "library": st.lists(card, min_size=6, max_size=8),
    })


#: the short run (profile "ci") plays the same games each time, so what it finds is no
#: accident of one run; the long one (``make fuzz``) different games each time
@settings(derandomize=stats.profile() == "ci", max_examples=min(40, settings().max_examples)
          if stats.profile() == "ci" else settings().max_examples,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data(), length=LENGTH)
def _games(data: st.DataObject, length: int) -> None:
    # the short run: the bundled and the five corpus sets' cards; the long one: every card
    # of the card database (the playable ones, found as drawn)
    cards = play.corpus() if stats.profile() == "ci" else play.database()
    turn = {"active": "Alice", "step": "main1", "number": 2}
    start = position(turn, cards=cards.pool, Alice=data.draw(mana_to_spare(cards), "Alice"),
                     Bob=data.draw(mana_to_spare(cards), "Bob"))
    _play_and_check(cards, start, length, data, play.purposeful_action)


def test_every_ability_that_resolves_does_something() -> None:
    _games()
    counts = WATCHER.counts()
    for key, n in counts.items():
        stats.count(key, n)
    silent = WATCHER.silent()
    stats.count("abilities that did nothing", len(silent))
    stats.note("abilities that did nothing", [a.describe() for a, _ in silent])
    assert counts["resolutions"] > 0
    if stats.profile() != "ci":  # the long run lists what it found (make fuzz's figures)
        return
    # an ability seen once or twice may have met nothing to act on ("Destroy all
    # artifacts" with none): the test fails on those seen three times or more
    found = [(a, r) for a, r in silent if a.card not in IDLE_HERE and r.used >= SEEN]
    assert not found, (
        f"{len(found)} abilities resolved and never did anything:\n{report(found)}")
