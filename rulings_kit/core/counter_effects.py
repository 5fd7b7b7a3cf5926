"""The effects that counters with a rules meaning create on a permanent (122.1): a shield
counter's replacement and prevention effects (122.1c) and a stun counter's replacement
effect (122.1d). One or more counters of a kind make a single effect, which removes one
counter each time it applies.

122.1c: "One or more shield counters on a permanent create a single replacement effect and
a single prevention effect that protect the permanent. These effects are 'If this
permanent would be destroyed as the result of an effect, instead remove a shield counter
from it' and 'If damage would be dealt to this permanent, prevent that damage and remove a
shield counter from it.'"

122.1d: "One or more stun counters on a permanent create a single replacement effect that
stops the permanent from untapping. That effect is 'If a permanent with a stun counter on
it would become untapped, instead remove a stun counter from it.'"
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.state import GameObject, Zone
from rulings_kit.core.words import possessive

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Changes

SHIELD = "shield"
STUN = "stun"


def _has(obj: GameObject, kind: str) -> bool:
    return obj.zone is Zone.BATTLEFIELD and obj.counter(kind) > 0


def shield_prevents(txn: Changes, source: GameObject, victim: GameObject, amount: int,
                    preventable: bool) -> int:
    """The damage ``source`` still deals to ``victim`` once its shield counter's prevention
    effect applies (122.1c): none, and a shield counter is removed. Damage that can't be
    prevented still has the effect applied: it prevents none of the damage, and the
    counter is removed all the same (615.12: "any additional effects they have will take
    place"; the 2022 ruling of the shield counter cards: "that damage will be dealt and a
    shield counter will still be removed")."""
    if amount <= 0 or not _has(victim, SHIELD):
        return amount
    if preventable:
        txn.emit(ev.DamagePrevented("122.1c", source, victim.display_name, amount,
                                    f"by {possessive(victim.name)} shield counter"))
    else:
        txn.emit(ev.Noted("615.12", f"the damage {source.display_name} deals can't be "
                          f"prevented: {possessive(victim.name)} shield counter prevents none "
                          "of it and is removed all the same"))
    txn.add_counters(victim, SHIELD, -1, "122.1c")
    return 0 if preventable else amount


def shield_against_destruction(obj: GameObject, by_effect: bool) -> str | None:
    """The name of the shield counter's replacement effect if it applies to ``obj``'s
    destruction: only to a destruction "as the result of an effect" (122.1c), not to the
    state-based actions for lethal damage or deathtouch (704.5g-h, 701.8b)."""
    return f"{possessive(obj.name)} shield counter" if by_effect and _has(obj, SHIELD) else None


def remove_shield_instead(txn: Changes, obj: GameObject, name: str) -> None:
    """122.1c: instead of being destroyed, ``obj`` loses a shield counter."""
    txn.emit(ev.ReplacementApplied(
        "122.1c", name, f"{obj.name} loses a shield counter instead of being destroyed"))
    txn.add_counters(obj, SHIELD, -1, "122.1c")


def stun_instead_of_untapping(txn: Changes, obj: GameObject) -> GameObject | None:
    """122.1d: a tapped permanent with a stun counter that would become untapped stays
    tapped and loses a stun counter instead; the permanent as it is then, or None when no
    stun counter applies (it untaps)."""
    if not obj.tapped or not _has(obj, STUN):
        return None
    txn.emit(ev.ReplacementApplied(
        "122.1d", f"{possessive(obj.name)} stun counter",
        f"{obj.name} loses a stun counter instead of untapping"))
    return txn.add_counters(obj, STUN, -1, "122.1d")


__all__ = ["SHIELD", "STUN", "remove_shield_instead", "shield_against_destruction",
           "shield_prevents", "stun_instead_of_untapping"]
