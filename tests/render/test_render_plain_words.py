"""Everything a reader sees of every scenario of the project is plain words: the
narration, the outcome summary, captions and the words inside every figure. No question
id (``order:Alice``), no JSON (``["Forest"]``, ``{"card": …}``), no Python value
(``('B', 'B')``), no set-up label (``as = "f1"``), no "card(s)". Tooltips may carry
those details: they are the "details" view for scenario writers."""

from __future__ import annotations

import functools
import html as html_lib
import re
from pathlib import Path

import pytest

from rulings_kit.core.questions import Ask
from rulings_kit.core.refs import all_objects
from rulings_kit.render import VIEWS, caption, draw
from rulings_kit.scenarios.scenario import Run
from rulings_kit.widgets.summary import summarize
from tests.helpers import load_scenario

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "scenarios").rglob("*.toml"))

QUESTION_ID = re.compile(r"\b(?:%s):\S" % "|".join(a.value for a in Ask))
#: a rule cited in a narration, "[603.3b]": words, not a JSON bracket
RULE_CITED = re.compile(r"\[\d{3}(?:\.\d+[a-z]?)?\]")
MACHINE = re.compile(
    # a JSON key's value ("card": "Opt", "count": 2,), not a quotation a title explains
    # ('"Enchanted creature is white": the Corpse is 3/3')
    r'": ?(?:[\[{"]|\d+[,}\]])'
    r"|[\[\]]|\{\"|\('|'\)|\(s\)|\(es\)|\bNaN\b|\bNone\b|\bTrue\b|\bFalse\b"
    r"|\b(?!rulings_kit\b)[a-z]+_[a-z_]+\b"  # an identifier ("combat_damage"); the toolkit's
    # own name may be said (the rules quotes' attribution)
    r"|\b\w+s's\b"  # "Devils's": a name ending in s takes the apostrophe alone
)


def leaks(text: str, labels: dict[str, str]) -> list[str]:
    """What in ``text`` a reader should never see; ``labels`` maps set-up labels to the
    names they stand for. A label that is an identifier (``f1``, ``alice_orchard``) may
    not appear at all; one that is a word ("first") not beside its name or in quotes."""
    text = RULE_CITED.sub("", text)
    found = QUESTION_ID.findall(text) + MACHINE.findall(text)
    for label, name in labels.items():
        word = re.escape(label)
        shown = rf"\b{word}\b" if re.search(r"[\d_]", label) else rf"{re.escape(name)}\W+{word}\b"
        if re.search(shown, text) or re.search(rf"[“\"]{word}[”\"]", text):
            found.append(f"label {label!r}")
    return found


def scenario_labels(run: Run) -> dict[str, str]:
    """The set-up labels of a run's objects (``as = "f1"``), each with the name it stands
    for."""
    start = run.trace.start
    return {o.label: o.name for o in all_objects(start) if o.label and o.label != o.name}


def figure_words(source: str) -> str:
    """The words a figure shows: its labels (HTML or quoted), without tooltips, tags or
    entities."""
    texts = [m.group(1) for m in re.finditer(r'\blabel="((?:[^"\\]|\\.)*)"', source)]
    at = source.find("label=<")
    while at != -1:  # an HTML label ends where its angle brackets balance
        depth, i = 0, at + len("label=")
        while True:
            depth += {"<": 1, ">": -1}.get(source[i], 0)
            i += 1
            if depth == 0:
                break
        texts.append(source[at + len("label=<") : i - 1])
        at = source.find("label=<", i)
    text = re.sub(r"<[^>]*>", " ", " ".join(texts))
    return " ".join(html_lib.unescape(text.replace("\\n", " ")).split())


def test_leaks_finds_what_a_reader_should_not_see() -> None:
    assert leaks('Alice chooses {"card": "Opt"} for cast:Goliath Daydreamer', {})
    assert leaks("Alice chooses [] for scry:Opt", {})
    assert leaks('Exotic Orchard "alice_orchard"', {"alice_orchard": "Exotic Orchard"})
    assert leaks("Dream Thief “first”", {"first": "Dream Thief"})
    assert leaks("proof: ('B', 'B')", {}) and leaks("1 card(s)", {})
    assert leaks("stopped in the combat_damage step", {})
    assert leaks("Pitchburn Devils's ability triggers", {})
    assert not leaks("Pitchburn Devils' ability triggers; Thieves' Guild Enforcer", {})
    assert not leaks("the first Dream Thief draws nothing", {"first": "Dream Thief"})
    assert not leaks("Alice leaves Forest on top; Exotic Orchard adds {B}", {"f1": "Forest"})
    assert not leaks("Ivy, Gleeful Spellthief's trigger resolves  [608.2]", {})
    assert leaks('"card": "Opt", "count": 2, "tapped": true', {})
    assert not leaks('"Enchanted creature is white": the black Corpse is 3/3', {})
    assert not leaks('"becomes 0/1": 5/8 — 6 steps', {})


@pytest.mark.skipif(not FILES, reason="no scenario files in scenarios/")
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_scenario_reads_in_plain_words(path: Path) -> None:
    run = load_scenario(path).run(strict=False)
    trace = run.trace
    labels = scenario_labels(run)
    texts = [caption(trace), *(s for s in summarize(run) if not s.startswith("Stopped at"))]
    for step in trace.steps:
        texts += [step.action, *(e.describe() for e in step.events)]
        texts += [] if step.error else [caption(step)]
        for view in VIEWS:
            if view != "timeline":
                texts.append(figure_words(draw(step, view=view).source))
    texts.append(figure_words(draw(trace).source))
    # a rejected action's message is for the scenario writer: it names the key to fix
    rejections = [" ".join(s.error.split()) for s in trace.steps if s.error]
    texts = [functools.reduce(lambda t, r: t.replace(r, ""), rejections, t) for t in texts]
    # a card's own name is never a leak, whatever its words ("Temple of the False God")
    names = sorted({o.name for o in all_objects(trace.start) if MACHINE.search(o.name)},
                   key=len, reverse=True)
    texts = [functools.reduce(lambda t, n: t.replace(n, "~"), names, t) for t in texts]
    problems = [(text, leak) for text in texts for leak in leaks(text, labels)]
    assert not problems, problems[:5]
