"""Replacement effects of static abilities on counters being put on a permanent (614.1a,
614.16): "If one or more +1/+1 counters would be put on a creature you control, that many
plus one +1/+1 counters are put on it instead." (Hardened Scales), "... twice that many
..." (Corpsejack Menace). They apply to counters put on a creature on the battlefield
and to those it enters with (614.1c, 614.12; Hardened Scales' ruling: "'Put on a
creature you control' includes that creature entering the battlefield with +1/+1
counters on it"). Each applies once (614.5); when they would give different results in
different orders, the creature's controller chooses the order (616.1, ``replace:``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import is_creature
from rulings_kit.core.questions import Ask, Option
from rulings_kit.core.state import GameObject, Zone
from rulings_kit.core.statics import MoreCounters
from rulings_kit.core.values import evolve

if TYPE_CHECKING:
    from rulings_kit.core.transaction import Changes


def counters_to_put(txn: Changes, obj: GameObject, controller: str, kind: str,
                    amount: int) -> int:
    """How many ``kind`` counters are put on ``obj`` (controlled by ``controller``, or to
    be, as it enters: 614.12) once the replacement effects that apply have applied."""
    state = txn.state
    if obj.zone is not Zone.BATTLEFIELD:  # as it would exist there (614.12)
        obj = evolve(obj, controller=controller, zone=Zone.BATTLEFIELD)
    if amount <= 0 or not is_creature(state, obj):
        return amount
    found = [(p, a) for p in state.permanents() if p.controller == controller
             for a in p.card.of_kind(MoreCounters)
             if isinstance(a, MoreCounters) and a.kind == kind]
    if len({(a.plus, a.times) for _, a in found}) > 1:  # the order changes the number
        picked = txn.ask_order(
            Ask.REPLACE, controller, f"{controller} chooses the order in which the "
            f"replacement effects apply to the {kind} counters put on {obj.name}", "616.1",
            [Option(i, p.name) for i, (p, _) in enumerate(found)])
        found = [found[i] for i in picked]
    for source, a in found:
        more = amount * a.times + a.plus
        txn.emit(ev.ReplacementApplied("614.1a", source.name, f"{more} {kind} counters are put "
                                       f"on {obj.name} instead of {amount}"))
        amount = more
    return amount
