"""A Python builder that sets up what a scenario file sets up, in a few lines.

    >>> from rulings_kit.scenarios import Scenario
    >>> s = (Scenario.build("Shock the Bears")
    ...      .player("Alice", battlefield=["Mountain"], hand=["Shock"])
    ...      .player("Bob", battlefield=["Grizzly Bears"])
    ...      .cast("Shock", targets=["Grizzly Bears"])
    ...      .resolve("all")
    ...      .expect(zones={"Bob:graveyard": ["Grizzly Bears"]})
    ...      .done())
    >>> s.check().passed
    True

Every method takes the keys of the scenario format, and ``done()`` reads the result with
the same code as a file, so a builder and a file produce identical runs.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from rulings_kit.cards import CardPool, as_pool
from rulings_kit.scenarios.scenario import Scenario

if TYPE_CHECKING:
    from rulings_kit.cards.model import Card


class ScenarioBuilder:
    def __init__(self, title: str, *, cards: CardPool | Iterable[Card] | None = None) -> None:
        self.data: dict[str, Any] = {"format": 1, "title": title, "players": {}, "do": []}
        self.pool = as_pool(cards)

    def define(self, *cards: Card) -> ScenarioBuilder:
        """Cards this scenario defines, as a file does with ``[cards."Name"]``: they
        replace cards of the same name."""
        self.pool = self.pool.with_cards(*cards)
        return self

    def describe(self, text: str) -> ScenarioBuilder:
        self.data["description"] = text
        return self

    def cites(self, *rules: str) -> ScenarioBuilder:
        self.data["rules"] = list(rules)
        return self

    def demonstrates(self, *rulings: str) -> ScenarioBuilder:
        self.data["rulings"] = list(rulings)
        return self

    def player(self, name: str, **zones: Any) -> ScenarioBuilder:
        """``player("Alice", life=20, battlefield=[...], hand=[...], library=[...])``"""
        self.data["players"][name] = zones
        return self

    def turn(self, **where: Any) -> ScenarioBuilder:
        """``turn(number=3, active="Bob", step="main1")``"""
        self.data["turn"] = where
        return self

    def _do(self, key: str, value: Any, extra: dict[str, Any]) -> ScenarioBuilder:
        if "from_zone" in extra:
            extra["from"] = extra.pop("from_zone")
        self.data["do"].append({key: value, **{k: v for k, v in extra.items() if v is not None}})
        return self

    def cast(self, card: str, **extra: Any) -> ScenarioBuilder:
        return self._do("cast", card, extra)

    def activate(self, card: str, **extra: Any) -> ScenarioBuilder:
        return self._do("activate", card, extra)

    def play(self, card: str, **extra: Any) -> ScenarioBuilder:
        return self._do("play", card, extra)

    def pass_priority(self, **extra: Any) -> ScenarioBuilder:
        return self._do("pass", True, extra)

    def resolve(self, count: int | str = 1, **extra: Any) -> ScenarioBuilder:
        return self._do("resolve", count, extra)

    def attack(self, *creatures: str, **extra: Any) -> ScenarioBuilder:
        return self._do("attack", list(creatures), extra)

    def block(self, blocks: dict[str, str], **extra: Any) -> ScenarioBuilder:
        """Declare blockers: blocker -> the attacker it blocks (509.1)."""
        return self._do("block", dict(blocks), extra)

    def advance(self, step: str, **extra: Any) -> ScenarioBuilder:
        return self._do("advance", step, extra)

    def expect(self, **expectations: Any) -> ScenarioBuilder:
        self.data.setdefault("expect", {}).update(expectations)
        return self

    def done(self) -> Scenario:
        return Scenario.from_data(self.data, f"<builder: {self.data['title']}>", cards=self.pool)
