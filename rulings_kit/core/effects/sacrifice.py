"""Choices each player makes as an instruction resolves: a permanent to sacrifice of their
choice (701.21a), and the choice of a permanent or card among several (608.2d)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import card_types, is_creature, remembered
from rulings_kit.core.context import Resolution
from rulings_kit.core.effects.common import option_for
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.move_words import SACRIFICED
from rulings_kit.core.questions import Ask
from rulings_kit.core.refs import interchangeable
from rulings_kit.core.selection import ObjectTest, Players, current
from rulings_kit.core.state import GameObject, Zone
from rulings_kit.core.words import a_or_an, plural


def pick_permanent(ctx: Resolution, player: str, among: list[GameObject], verb: str,
                   rule: str, *, own: bool = False, of: str | None = None
                   ) -> GameObject | None:
    """The permanent ``player`` chooses among ``among`` (asked only when there is a choice);
    ``own``: one of several players choosing for one effect, each asked ``choose:PLAYER:SOURCE``
    (101.4; SCENARIO_FORMAT fine print 33); ``of``: one of several choices ``player`` makes
    for one effect, one for each player (a card from each opponent's hand), each asked
    ``choose:PLAYER:SOURCE`` with the player it is made for."""
    picked = pick_permanents(ctx, player, among, verb, rule, 1, own=own, of=of)
    return picked[0] if picked else None


def pick_permanents(ctx: Resolution, player: str, among: list[GameObject], verb: str,
                    rule: str, n: int, *, own: bool = False, of: str | None = None
                    ) -> list[GameObject]:
    """``n`` permanents ``player`` chooses among ``among``, or all of them if there are no
    more than that (asked as :func:`pick_permanent` asks for one)."""
    if not among:
        return []
    asker: GameObject | str = ctx.obj
    if own or of is not None:
        asker = f"{of or player}:" + ctx.txn.question_id(Ask.CHOOSE, ctx.obj).split(":", 1)[1]
    k = min(n, len(among))
    picked = ctx.txn.ask_pick(Ask.CHOOSE, asker, player, f"{player} {verb}", rule,
                              [option_for(ctx, o) for o in among], (k, k),
                              says="{player} chooses {cards}")
    return [ctx.state.obj(p) for p in picked]


@dataclass(frozen=True)
class Exploit(Worded):
    """Exploit (702.110a): "you may sacrifice a creature", chosen as the ability resolves.
    Sacrificed while the creature with exploit is on the battlefield, that creature
    exploits it (702.110b): an ``Exploited`` event, which its "When this creature exploits
    a creature" abilities trigger on, even when it sacrificed itself; gone before the
    ability resolved, it exploits nothing."""

    def run(self, ctx: Resolution) -> None:
        me, p = current(ctx, ctx.source), ctx.controller
        mine = [o for o in ctx.state.permanents(p) if is_creature(ctx.state, o)]
        if not (mine and ctx.txn.ask_may(ctx.obj, p, f"{p} may sacrifice a creature",
                                         "702.110a")):
            return
        picked = pick_permanent(ctx, p, mine, "sacrifices a creature", "701.21a")
        assert picked is not None
        ctx.txn.move(picked, Zone.GRAVEYARD, how=SACRIFICED, rule="701.21a",
                     was=remembered(ctx.state, picked))
        ctx.did = True
        if me is not None and me.zone is Zone.BATTLEFIELD:
            ctx.txn.emit(ev.Exploited("702.110b", me, picked))
        else:
            ctx.txn.emit(ev.Noted("702.110b", f"{ctx.source.name} isn't on the battlefield: "
                                  f"it doesn't exploit {picked.name}"))


@dataclass(frozen=True)
class SacrificeChosen(Worded):
    """Each player found sacrifices a permanent of the kind named, of their choice
    (701.21a); one who controls none sacrifices nothing, and then "if you do" is false
    (608.2c). ``test``, when given, is what the kind's words say ("another creature")."""

    players: Players
    kind: str  # "creature", "land", "permanent", a subtype
    test: ObjectTest | None = None
    #: "unless you sacrifice a creature": a cost each player may pay as it resolves
    #: (118.12), offered only to a player who controls one (118.3)
    optional: bool = False
    #: "sacrifices two permanents" (annihilator 2, 702.86a): that many, or all they control
    #: if fewer (701.21a)
    count: int = 1

    def run(self, ctx: Resolution) -> None:
        players = self.players.players(ctx)  # in APNAP order (101.4)
        fits = {p: [o for o in ctx.state.permanents(p) if self._fits(ctx, o)] for p in players}
        # of several players, each has a question of their own, except a single one with a
        # real choice, whose question keeps the plain id (SCENARIO_FORMAT fine print 33)
        real = [p for p, m in fits.items() if len(m) > 1 and not interchangeable(m)]
        plain = real[0] if len(real) == 1 else players[0] if len(players) == 1 else None
        chosen: list[GameObject] = []
        for p in players:
            mine = fits[p]
            other = self.kind.startswith("another ")  # "another creature": not "a another"
            one = self.kind if other else a_or_an(self.kind)
            if self.optional and not (mine and ctx.txn.ask_may(
                    ctx.obj, p, f"{p} may sacrifice {one}", "118.12a")):
                continue
            verb = f"sacrifices {one if self.count == 1 else plural(self.count, self.kind)}"
            picked = pick_permanents(ctx, p, mine, verb, "701.21a", self.count, own=p != plain)
            if not picked:
                none = f"other {self.kind.removeprefix('another ')}" if other else self.kind
                ctx.txn.emit(ev.Noted("701.21a", f"{p} controls no {none} to sacrifice",
                                      did_nothing=True))
                continue
            chosen += picked
        # chosen in turn, then sacrificed at the same time (101.4)
        ctx.txn.move_together([o.id for o in chosen], Zone.GRAVEYARD, how=SACRIFICED,
                              rule="701.21a")
        ctx.did = bool(chosen)

    def _fits(self, ctx: Resolution, o: GameObject) -> bool:
        if self.test is not None:
            return self.test(ctx.state, ctx.source, o)
        return self.kind == "permanent" or self.kind.capitalize() in card_types(
            ctx.state, o) or self.kind in o.card.subtypes
