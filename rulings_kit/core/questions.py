"""Every choice is a Question (DESIGN.md, principle 3).

A question has a stable id (``order:Alice``, ``may:Ivy, Gleeful Spellthief``...), the
player who answers it, the rule that gives the choice, and its legal options. Answers
come from an ``Answers`` mapping keyed by id; a question with exactly one legal answer
answers itself.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from rulings_kit.errors import QuestionError


class Ask(StrEnum):
    """The kinds of question in SCENARIO_FORMAT.md."""

    ORDER = "order"
    MAY = "may"
    TARGET = "target"
    COLOR = "color"
    CHOOSE = "choose"
    CAST = "cast"
    REPLACE = "replace"
    SCRY = "scry"
    DISCARD = "discard"
    DAMAGE = "damage"


@dataclass(frozen=True)
class Option:
    """One legal option: an engine value and the names a reader may use for it."""

    value: Hashable
    label: str
    aliases: tuple[str, ...] = ()

    def named(self, name: str) -> bool:
        return name == self.label or name in self.aliases


@dataclass(frozen=True)
class Question:
    id: str
    kind: Ask
    player: str
    prompt: str
    rule: str
    options: tuple[Option, ...] = ()
    #: for questions whose answer is a list: how many entries (min, max)
    count: tuple[int, int] = (1, 1)
    #: every legal answer, for questions whose answers the options alone don't list
    #: (a division of combat damage, 510.1c); empty when there are too many to list
    answers: tuple[Any, ...] = ()

    def describe_options(self) -> str:
        if self.kind is Ask.MAY:
            return "true or false"
        if self.kind in (Ask.ORDER, Ask.REPLACE):
            return "a list in any order of: " + ", ".join(o.label for o in self.options)
        if self.kind is Ask.DAMAGE:
            names = ", ".join(repr(o.label) for o in self.options)
            return f"a table of amounts for {names}, adding up to {self.count[0]}"
        if self.kind is Ask.CAST:
            names = ", ".join(o.label for o in self.options)
            return f"false, or a table like a cast action with card one of: {names}"
        labels = ", ".join(repr(o.label) for o in self.options) or "(none)"
        if self.count == (1, 1) and self.kind is Ask.COLOR:
            return f"one of {labels}"
        lo, hi = self.count
        many = f"{lo}" if lo == hi else f"{lo} to {hi}"
        return f"a list of {many} of {labels}"

    @property
    def only_answer(self) -> Any | None:
        """The answer when there is exactly one legal answer, else None."""
        if self.kind in (Ask.ORDER, Ask.REPLACE):
            labels = {o.label for o in self.options}
            return [o.label for o in self.options] if len(labels) == 1 else None
        if self.kind in (Ask.COLOR,) and len(self.options) == 1:
            return self.options[0].label
        if (
            self.kind in (Ask.TARGET, Ask.CHOOSE, Ask.DISCARD)
            and len(self.options) == self.count[0] == self.count[1]
        ):
            return [o.label for o in self.options]
        if self.kind is Ask.SCRY and not self.options:
            return []
        if self.kind is Ask.DAMAGE and len(self.answers) == 1:
            return self.answers[0]
        return None


def option_names(options: tuple[Option, ...] | list[Option]) -> list[str]:
    """For each option, the first of its names that no other option answers to."""
    names = []
    for o in options:
        for candidate in (o.label, *o.aliases):
            if not any(other.named(candidate) for other in options if other is not o):
                names.append(candidate)
                break
        else:
            names.append(o.label)  # indistinguishable from another: the same choice
    return names


class Unanswered(QuestionError):
    """A question came up with no answer: its id and options are in the message."""

    def __init__(self, question: Question) -> None:
        super().__init__(
            f"question {question.id!r} was not answered ({question.prompt}; {question.rule}); "
            f"answer with {question.describe_options()}",
            question.id,
            (question.rule,),
        )
        self.question = question


#: Answers keyed by question id. Values are plain data (as in a scenario file) or engine values.
Answers = Mapping[str, Any]
