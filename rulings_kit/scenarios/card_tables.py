"""``[cards."Name"]`` tables: cards a scenario file defines from their Oracle text
(SCENARIO_FORMAT.md, "Additions"), added to the scenario's card pool."""

from __future__ import annotations

import re
from typing import Any

from rulings_kit.cards import CardPool
from rulings_kit.cards.lower.printed import check_power_toughness, check_type_line
from rulings_kit.cards.model import Card
from rulings_kit.errors import CardDefinitionError, RulingsError
from rulings_kit.scenarios.parse import Where, _names, _type, _unknown_keys

CARD_KEYS = ("mana_cost", "type", "pt", "loyalty", "text", "rulings")
#: a printed power or toughness: a number, or a characteristic-defining "*", "1+*", "X"
PRINTED_NUMBER = r"(?:\d+|\*|X|\d+[+-]\*|\*[+-]\d+)"
PT = re.compile(rf"^\s*({PRINTED_NUMBER})\s*/\s*({PRINTED_NUMBER})\s*$")


def parse_cards(where: Where, data: Any, pool: CardPool) -> CardPool:
    """``[cards."Name"]`` tables: cards defined in the file, added to ``pool`` (replacing a
    card of the same name). Each is built at once, so text the engine can't carry out is
    an error naming the card here, whether or not the position uses it."""
    _type(where, data, dict, "cards", 'one [cards."Name"] table per card')
    if not data:
        return pool
    cards = [_card(where, name, table) for name, table in data.items()]
    pool = pool.with_cards(*cards)
    for card in cards:
        try:
            pool.get(card.name)
        except RulingsError as e:
            raise where.error(str(e), key=f"cards.{card.name!r}") from None
    return pool


def _card(where: Where, name: str, table: Any) -> Card:
    """The ``Card`` one table defines; every key checked, each error naming it."""
    key = f"cards.{name!r}"
    _type(where, table, dict, key, "a table with type, mana_cost, pt, text...")
    _unknown_keys(where, table, CARD_KEYS, f"the card {name!r}", within=key)
    if not name.strip():
        raise where.error('a card needs a name: [cards."Name"]', key=key)
    if "type" not in table:
        raise where.error(
            'missing key \'type\' (the type line, such as "Creature — Human")', key=key
        )
    texts = {
        k: _type(where, table.get(k, ""), str, f"{key}.{k}", "a text")
        for k in ("type", "mana_cost", "pt", "loyalty", "text")
    }
    rulings = table.get("rulings", [])
    _names(where, rulings, f"{key}.rulings")
    power = toughness = None
    if texts["pt"]:
        pt = PT.match(texts["pt"])
        if pt is None:
            raise where.error(
                f'expected power/toughness such as "2/1", got {texts["pt"]!r}', key=f"{key}.pt"
            )
        power, toughness = pt.groups()
    try:
        card = Card(
            name=name,
            type_line=texts["type"],
            mana_cost=texts["mana_cost"],
            power=power,
            toughness=toughness,
            loyalty=texts["loyalty"] or None,
            text=texts["text"],
            rulings=tuple(rulings),
        )
    except (RulingsError, ValueError) as e:
        raise where.error(str(e), key=key) from None
    # the interpreter's checks (cards.lower), here to name the table's key
    try:
        check_type_line(card)
    except CardDefinitionError as e:
        raise where.error(str(e), key=f"{key}.type") from None
    try:
        check_power_toughness(card)
    except CardDefinitionError as e:
        raise where.error(f"missing key 'pt': {e}", key=key) from None
    return card
