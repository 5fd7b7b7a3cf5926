"""Creating tokens (111.1, 701.7a): a creature token's characteristics are those the
effect that creates it gives (111.3); its name is its subtypes (111.4). A predefined token
(111.10) is created by name ("create a Treasure token"): its characteristics are those rule
111.10 gives, and its abilities are its rules text, which the card compiler reads."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

from rulings_kit.core import events as ev
from rulings_kit.core.characteristics import is_creature, subtypes
from rulings_kit.core.context import Resolution
from rulings_kit.core.definitions import CardDef
from rulings_kit.core.effects.common import Quantity, option_for
from rulings_kit.core.effects.instructions import Worded
from rulings_kit.core.questions import Ask
from rulings_kit.core.selection import Players
from rulings_kit.core.state import Step
from rulings_kit.core.words import plural, spoken
from rulings_kit.errors import RulingsError


class TokenName(StrEnum):
    """The predefined tokens (111.10) the engine creates by name, as the rules name them.
    Any other ("create a Powerstone token") is refused, as text not understood."""

    TREASURE = "Treasure"  # 111.10a
    FOOD = "Food"  # 111.10b
    GOLD = "Gold"  # 111.10c
    WALKER = "Walker"  # 111.10d
    SHARD = "Shard"  # 111.10e
    CLUE = "Clue"  # 111.10f
    BLOOD = "Blood"  # 111.10g


@dataclass(frozen=True)
class Predefined:
    """What rule 111.10 says a predefined token is: its type line (with "Token", 111.1), its
    rules text (compiled like a card's), and a creature token's power, toughness and color
    (a color indicator's letters: it has no mana cost, 202.2e)."""

    rule: str
    type_line: str
    text: str = ""
    power: str | None = None
    toughness: str | None = None
    colors: tuple[str, ...] = ()


#: the predefined tokens the engine creates, as 111.10a-g define them (the others are refused)
PREDEFINED_TOKENS: dict[TokenName, Predefined] = {
    TokenName.TREASURE: Predefined("111.10a", "Token Artifact — Treasure",
                                   "{T}, Sacrifice this token: Add one mana of any color."),
    TokenName.FOOD: Predefined("111.10b", "Token Artifact — Food",
                               "{2}, {T}, Sacrifice this token: You gain 3 life."),
    TokenName.GOLD: Predefined("111.10c", "Token Artifact — Gold",
                               "Sacrifice this token: Add one mana of any color."),
    TokenName.WALKER: Predefined("111.10d", "Token Creature — Zombie", "", "2", "2", ("B",)),
    TokenName.SHARD: Predefined("111.10e", "Token Enchantment — Shard",
                                "{2}, Sacrifice this token: Scry 1, then draw a card."),
    TokenName.CLUE: Predefined("111.10f", "Token Artifact — Clue",
                               "{2}, Sacrifice this token: Draw a card."),
    TokenName.BLOOD: Predefined("111.10g", "Token Artifact — Blood",
                                "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."),
}

#: the predefined tokens (111.10) the engine creates by name: name -> how (docs/cr-keywords.md)
PREDEFINED: dict[str, str] = {
    name.value: f"\"create a {name.value} token\": {p.type_line.removeprefix('Token ')}"
                + (f" with \"{p.text}\"" if p.text else
                   f" {p.power}/{p.toughness}, colors {''.join(p.colors)}, named {name.value}")
                + " (its text compiled like a card's)"
    for name, p in PREDEFINED_TOKENS.items()}


def creature_token(power: int, toughness: int, colors: frozenset[str], subtypes: tuple[str, ...],
                   keywords: frozenset[str] = frozenset(), artifact: bool = False,
                   enchantment: bool = False) -> CardDef:
    """The definition of a creature token (111.3), named after its subtypes (111.4); an
    artifact or an enchantment too when the effect says so ("enchantment creature token")."""
    return CardDef(
        name=" ".join(subtypes) or "Creature",
        mana_cost=None,
        colors=colors,
        types=(*(("Enchantment",) if enchantment else ()), *(("Artifact",) if artifact else ()),
               "Creature"),
        subtypes=subtypes,
        power=power,
        toughness=toughness,
        keywords=keywords,
        keyword_lines=tuple(sorted(k for k in keywords)),
        is_token=True,
    )


@dataclass(frozen=True)
class CreateCreatureTokens(Worded):
    """Players create tokens (701.7a): each one a new object on the battlefield (111.1),
    tapped (110.5b) or "tapped and attacking" (508.4) when the effect says so; a predefined
    token (111.10) or a Clue an investigation creates (701.16a) cites its rule."""

    token: CardDef
    amount: Quantity
    players: Players
    tapped: bool = False
    attacking: bool = False
    rule: str = "111.1"
    #: "an X/X ... token, where X is ...": the power and toughness the effect gives the
    #: token (111.3), this number as it is created (107.3c, 608.2h); None: the token's own
    size: Quantity | None = None

    def run(self, ctx: Resolution) -> None:
        n = self.amount.value(ctx)
        if n <= 0:
            ctx.txn.emit(ev.Noted("608.2h", f"{spoken(ctx.obj.display_name)} creates no tokens",
                                  did_nothing=True))
        token = self.token if self.size is None else self._sized(ctx, n)
        made = []
        with ctx.txn.together():  # all at once: one batch of entering (603.2c)
            for player in self.players.players(ctx):
                attacking = self.attacking and n > 0 and _can_enter_attacking(ctx, player)
                made += [ctx.txn.create_token(token, player, self.rule, self.tapped,
                                              attacking).id for _ in range(n)]
        ctx.created = tuple(made)  # "..., then attach this Equipment to it"

    def _sized(self, ctx: Resolution, n: int) -> CardDef:
        """The X/X token this time: X counted as it is created (107.3c, 608.2h), its
        power and toughness as the effect defines them (111.3)."""
        assert self.size is not None
        x = self.size.value(ctx)
        made = plural(n, f"{x}/{x} {self.token.name} token") if n != 1 else \
            f"a {x}/{x} {self.token.name} token"
        ctx.txn.emit(ev.Noted("107.3c", f"X is {x}: {spoken(ctx.obj.display_name)} creates "
                              f"{made} (111.3, 107.3c)"))
        return replace(self.token, power=x, toughness=x)


def _can_enter_attacking(ctx: Resolution, player: str) -> bool:
    """Whether ``player``'s new creature enters attacking: only the attacking player's,
    during combat, attacking the player the others attack (508.4; 506.3b: else it
    enters but is never an attacking creature). Either way the trace says why."""
    state = ctx.txn.state
    in_combat = Step.DECLARE_ATTACKERS.order <= state.step.order <= Step.END_OF_COMBAT.order
    name = spoken(ctx.obj.display_name)  # "Falconer Adept's trigger"
    if in_combat and state.defender is not None and player == state.active:
        ctx.txn.emit(ev.Noted("508.4", f"{name}: the tokens enter attacking {state.defender}; "
                                       "they never attacked (no attack triggers)"))
        return True
    ctx.txn.emit(ev.Noted("506.3b", f"{name}: the tokens enter, but {player} isn't an "
                                    "attacking player, so they're never attacking"))
    return False


@dataclass(frozen=True)
class Amass:
    """Amass [subtype] N (701.47a): "If you don't control an Army creature, create a 0/0 black
    [subtype] Army creature token. Choose an Army creature you control. Put N +1/+1 counters on
    that creature." ("amass N", the older form, amasses Zombies). Which Army, when there are
    several, is the ``choose:`` question. Making a chosen Army of another kind a [subtype] is
    refused as it happens, naming it."""

    amount: int
    subtype: str = "Zombie"
    #: the Army token it may create, a field so a trace read back knows it (trace.serial)
    token: CardDef = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "token",
                           creature_token(0, 0, frozenset("B"), (self.subtype, "Army")))

    def run(self, ctx: Resolution) -> None:
        txn, player = ctx.txn, ctx.controller
        armies = [o for o in txn.state.permanents(player)
                  if is_creature(txn.state, o) and "Army" in subtypes(txn.state, o)]
        if not armies:
            armies = [txn.create_token(self.token, player, "701.47a")]
        (pick,) = txn.ask_pick(Ask.CHOOSE, ctx.obj, player,
                               f"{player} amasses {self.amount}: an Army creature they control",
                               "701.47a", [option_for(ctx, o) for o in armies], (1, 1),
                               says="{player} amasses onto {cards}")
        army = txn.state.obj(pick)
        if self.subtype not in subtypes(txn.state, army):
            raise RulingsError(f"{army.name} isn't a {self.subtype}: the engine can't yet make it "
                               f"one as it amasses (701.47a)")
        txn.add_counters(army, "+1/+1", self.amount, "701.47a")

    def text(self, name: str) -> str:
        return f"Amass {self.amount}."
