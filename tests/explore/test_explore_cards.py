"""The issue's cases: Thought Harvester with Ruin Processor and with Blight Herder (the
order of the two triggers matters), and Ivy copying Fireball over X = 0..5."""

from __future__ import annotations

import pandas as pd

from rulings_kit.core import events as ev
from rulings_kit.explore import explore
from tests.explore.helpers import POSITIONS

HARVESTER = "Thought Harvester (trigger)"
PROCESSOR = "Ruin Processor (trigger)"
HERDER = "Blight Herder (trigger)"
ORDER = "2:order:Alice"


def _only(df: pd.DataFrame) -> pd.Series:
    assert len(df) == 1, df
    return df.iloc[0]


def test_harvester_and_processor_both_orders() -> None:
    ex = explore(POSITIONS / "harvester_processor.toml", progress=False)
    assert ex.complete
    df = ex.outcomes(keys=True)
    may = "2:may:Ruin Processor"
    harvester_first, processor_first = f"{HARVESTER}; {PROCESSOR}", f"{PROCESSOR}; {HARVESTER}"
    assert set(df[ORDER]) == {harvester_first, processor_first}
    assert len(df) == 4  # two orders, each with yes and no to "may"

    # Harvester's trigger first: Island is in exile when Processor's trigger resolves
    row = _only(df[(df[ORDER] == harvester_first) & (df[may] == True)])  # noqa: E712
    assert row["life:Alice"] == 25
    assert row["Bob:graveyard"] == "Island" and row["Bob:exile"] == ""
    assert row["resolved"] == f"{HARVESTER}; {PROCESSOR}; Ruin Processor"

    # the other order: nothing to process yet, whatever Alice answers
    for _, row in df[df[ORDER] == processor_first].iterrows():
        assert row["life:Alice"] == 20
        assert row["Bob:exile"] == "Island" and row["Bob:graveyard"] == ""
        assert row["resolved"] == f"{PROCESSOR}; {HARVESTER}; Ruin Processor"

    g = ex.group(keys=True)
    assert ORDER in g.matters
    assert len(g.table) == 2  # gaining 5 life, or not
    assert sorted(g.table["branches"]) == [1, 3]
    assert "answers that matter: 2:order:Alice" in str(g)


def test_order_alone_parts_the_branches() -> None:
    ex = explore(POSITIONS / "harvester_processor.toml", progress=False)
    df = ex.outcomes(keys=True)
    yes = df[df["2:may:Ruin Processor"] == True]  # noqa: E712
    a = int(_only(yes[yes[ORDER].str.startswith(HARVESTER)])["branch"])
    b = int(_only(yes[yes[ORDER].str.startswith(PROCESSOR)])["branch"])
    d = ex.diff(a, b, keys=True)
    assert d.parted_at == ORDER
    assert set(d.answers) == {ORDER}
    assert d.from_action == 2
    assert d.outcome["life:Alice"] == (25, 20)
    assert "they part at 2:order:Alice" in str(d)
    assert ex.diff(a, a).same_end


def test_harvester_and_blight_herder_both_orders() -> None:
    ex = explore(POSITIONS / "harvester_herder.toml", progress=False)
    df = ex.outcomes(keys=True)
    may = "2:may:Blight Herder"
    harvester_first = f"{HARVESTER}; {HERDER}"
    assert set(df[ORDER]) == {harvester_first, f"{HERDER}; {HARVESTER}"}

    row = _only(df[(df[ORDER] == harvester_first) & (df[may] == True)])  # noqa: E712
    assert "Eldrazi Scion Token ×3" in row["Alice:battlefield"]
    assert row["Bob:graveyard"] == "Shock; Island" and row["Bob:exile"] == ""
    # the card Harvester exiled and the one already there are the two processed:
    # both were in exile when Herder's trigger resolved
    run = ex.replay(int(row["branch"]))
    assert run.error is None
    processed = [
        e.old.name
        for _, e in run.trace.events()
        if isinstance(e, ev.ZoneChanged) and "Blight Herder" in e.how
    ]
    assert sorted(processed) == ["Island", "Shock"]

    others = df[~((df[ORDER] == harvester_first) & (df[may] == True))]  # noqa: E712
    assert len(others) == 3
    for _, row in others.iterrows():  # one card in exile is not enough: no tokens
        assert "Eldrazi Scion" not in row["Alice:battlefield"]
        assert row["Bob:exile"] == "Shock; Island"

    g = ex.group(keys=True)
    assert ORDER in g.matters
    assert len(g.table) == 2


def test_ivy_fireball_who_dies_for_each_x() -> None:
    ex = explore(POSITIONS / "ivy_fireball.toml", x={"Fireball": range(0, 6)}, progress=False)
    df = ex.outcomes(keys=True)
    x, copy = "1:x:Fireball", "2:may:Ivy, Gleeful Spellthief"
    assert sorted(set(df[x])) == [0, 1, 2, 3, 4, 5]
    assert len(df) == 12
    dies = {
        (int(r[x]), bool(r[copy])): set(filter(None, r["died"].split("; ")))
        for _, r in df.iterrows()
    }
    for xv in range(6):
        for copied in (True, False):
            expected = set()
            if copied and xv >= 1:  # the copy deals X to Ivy, a 2/1
                expected.add("Ivy, Gleeful Spellthief")
            if xv >= 4:  # Serra Angel is 4/4
                expected.add("Serra Angel")
            assert dies[(xv, copied)] == expected, (xv, copied)

    who = df.pivot_table(index=x, columns=copy, values="died", aggfunc="first")
    assert who.loc[4, True] == "Ivy, Gleeful Spellthief; Serra Angel"
    assert who.loc[0, False] == ""

    g = ex.group(keys=True)
    assert set(g.matters) == {x, copy}
