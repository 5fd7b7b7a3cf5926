"""Numbers about combat an effect counts as it happens (608.2h): "for each creature
blocking it" (509.1g)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rulings_kit.core.context import Resolution
    from rulings_kit.core.selection import Objects


@dataclass(frozen=True)
class BlockersOf:
    """The creatures blocking the first object found (509.1g), as they are now: a
    creature removed from combat no longer counts, though the attacker stays blocked
    (509.1h); ``beyond_first``: all but one of them ("beyond the first")."""

    of: Objects
    beyond_first: bool = False

    def value(self, ctx: Resolution) -> int:
        found = self.of.objects(ctx)
        if not found:
            return 0
        n = sum(1 for p in ctx.state.permanents() if p.blocks(found[0].id))
        return max(0, n - 1) if self.beyond_first else n

    @property
    def words(self) -> str:
        beyond = " beyond the first" if self.beyond_first else ""
        return f"the number of creatures blocking it{beyond}"
