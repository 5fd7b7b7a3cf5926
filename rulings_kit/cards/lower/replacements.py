"""Replacement and prevention effects of static abilities lowered into the engine's parts
(614.1a, 615.10)."""

from __future__ import annotations

from dataclasses import replace

from rulings_kit.cards import model as m
from rulings_kit.cards.lower.filters import Unsupported, filter_test
from rulings_kit.cards.lower.triggers import subject_test
from rulings_kit.core.damage_replacements import ChangesDamage
from rulings_kit.core.definitions import GoesInstead
from rulings_kit.core.filters import AllOf, Anything, HostOfSource, IsSource, NotSource
from rulings_kit.core.player_rules import Whom
from rulings_kit.core.state import Affects, Zone

#: where "... instead" puts the object: (zone, on the bottom, shuffled, revealed)
_GOES = {m.GoesTo.EXILE: (Zone.EXILE, False, False, False),
         m.GoesTo.HAND: (Zone.HAND, False, False, False),
         m.GoesTo.LIBRARY_BOTTOM: (Zone.LIBRARY, True, False, False),
         m.GoesTo.LIBRARY_TOP: (Zone.LIBRARY, False, False, False),
         m.GoesTo.SHUFFLE: (Zone.LIBRARY, False, True, False),
         m.GoesTo.REVEAL_SHUFFLE: (Zone.LIBRARY, False, True, True)}


def goes_instead(ability: m.GoesInsteadText, text: str) -> GoesInstead:
    """"If a creature an opponent controls would die, exile it instead." (614.1a)."""
    itself = isinstance(ability.what, m.SelfRef)
    anywhere = ability.event is m.WouldGo.GRAVEYARD_FROM_ANYWHERE
    if anywhere and not itself:  # a filter names objects on the battlefield only
        raise Unsupported(ability.text())
    if ability.to is m.GoesTo.REVEAL_SHUFFLE and not itself:  # "reveal ~": the card itself
        raise Unsupported(ability.text())
    to, bottom, shuffle, reveal = _GOES[ability.to]
    return GoesInstead(to, None if anywhere else subject_test(ability.what),
                       dies=ability.event is m.WouldGo.DIE, anywhere=anywhere, bottom=bottom,
                       shuffle=shuffle, reveal=reveal, text=text)


#: the players a damage replacement's event names, as the engine says them
_PLAYERS = {m.DamagedPlayer.PERMANENT_OR_PLAYER: Whom.EVERY_PLAYER,
            m.DamagedPlayer.PLAYER: Whom.EVERY_PLAYER,
            m.DamagedPlayer.OPPONENT: Whom.OPPONENTS,
            m.DamagedPlayer.YOU: Whom.CONTROLLER}
#: combat damage only (True), noncombat damage only (False), or all of it (None)
_COMBAT = {m.DamageKind.ANY: None, m.DamageKind.COMBAT: True, m.DamageKind.NONCOMBAT: False}


def damage_replacement(ability: m.DamageReplacementText, text: str) -> ChangesDamage:
    """"If a source you control would deal damage to a permanent or player, it deals
    double that damage ... instead." (614.1a), "... prevent 1 of that damage." (615.10)."""
    e, change, n = ability.event, ability.change, ability.n
    to = _side(e.to, sources=False) if e.to is not None else (
        Anything() if e.player is m.DamagedPlayer.PERMANENT_OR_PLAYER else None)
    if ability.then is not None and change is not m.DamageChange.PREVENT_ALL:
        raise Unsupported(ability.text())
    made = ChangesDamage(_side(e.source, sources=True) if e.source is not None else None,
                         _PLAYERS.get(e.player) if e.player else None, to, _COMBAT[e.damage],
                         text=text)
    if change is m.DamageChange.DOUBLE:
        return replace(made, times=2)
    if change is m.DamageChange.TRIPLE:
        return replace(made, times=3)
    if change in (m.DamageChange.PLUS, m.DamageChange.MINUS):
        return replace(made, plus=n if change is m.DamageChange.PLUS else -n)
    if change is m.DamageChange.PREVENT_ALL_BUT:
        return replace(made, prevents=True, keeps=n)
    return replace(made, prevents=True, amount=n if change is m.DamageChange.PREVENT else None)


def _side(ref: m.ObjectRef, sources: bool) -> Affects:
    """What a damage event names on one side, seen from the ability's permanent: itself,
    what it's attached to, or one object a filter picks ("a red source", 609.7a)."""
    if isinstance(ref, m.SelfRef):
        return IsSource()
    if isinstance(ref, m.AttachedRef):
        return HostOfSource()
    if isinstance(ref, m.EachRef) and ref.article.one:
        test = filter_test(ref.filter, sources=sources)
        return AllOf((NotSource(), test)) if ref.article is m.Article.ANOTHER else test
    raise Unsupported(ref.text())
