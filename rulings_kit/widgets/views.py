"""What a run asked, as the widgets show it: each question with the answer used, where
that answer came from and the other legal answers; each X with its range; and how an
answer reads in a list of choices."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from rulings_kit.core.questions import Ask, Question, option_names
from rulings_kit.widgets.keys import key

__all__ = ["Origin", "QuestionView", "XView", "answer_label", "same_answer"]


class Origin(StrEnum):
    """Where the answer a run used came from."""

    SCENARIO = "scenario"  # the scenario's own answer
    CHOSEN = "chosen"  # set in the session (a widget)
    DEFAULT = "default"  # nobody answered: the first legal answer
    ONLY = "only"  # the only legal answer: the engine answered by itself


def answer_label(question: Question | None, answer: Any) -> str:
    """How an answer reads in a list of choices."""
    kind = question.kind if question is not None else None
    if kind is Ask.MAY or (isinstance(answer, bool) and kind is None):
        return "yes" if answer else "no"
    if kind is Ask.CAST:
        if answer is False:
            return "don't cast anything"
        if isinstance(answer, Mapping):
            extra = []
            if answer.get("targets"):
                extra.append("targeting " + ", ".join(map(str, answer["targets"])))
            if answer.get("modes"):
                extra.append("mode " + ", ".join(map(str, answer["modes"])))
            if answer.get("kicker"):
                extra.append("kicked")
            if answer.get("sacrifice"):
                extra.append("sacrificing " + ", ".join(map(str, answer["sacrifice"])))
            if "x" in answer:
                extra.append(f"X = {answer['x']}")
            tail = f" ({'; '.join(extra)})" if extra else ""
            return f"cast {answer.get('card', '?')}{tail}"
    # answers may key an object by its id where names mislead: the question words them
    names = question.answer_names if question is not None else lambda a: [str(x) for x in a]
    if kind is Ask.DAMAGE and isinstance(answer, Mapping):  # a division of combat damage
        return ", ".join(f"{n} to {names([who])[0]}" for who, n in answer.items() if n
                         ) or "no damage"
    if isinstance(answer, list | tuple):
        return ", ".join(names(answer)) if answer else "none"
    if isinstance(answer, bool):
        return "yes" if answer else "no"
    return str(answer)


@dataclass(frozen=True)
class QuestionView:
    """A question a run asked, the answer it used and the other legal answers."""

    action: int
    question: Question
    answer: Any
    origin: Origin
    #: legal answers to pick from (not for order and replace questions: any permutation
    #: of :attr:`labels` is legal)
    choices: tuple[Any, ...] = ()

    @property
    def key(self) -> str:
        return key(self.action, self.question.id)

    @property
    def kind(self) -> Ask:
        return self.question.kind

    @property
    def is_order(self) -> bool:
        return self.kind in (Ask.ORDER, Ask.REPLACE)

    @property
    def labels(self) -> list[str]:
        """An order question's options, by the names an answer uses."""
        return option_names(self.question.options)

    @property
    def editable(self) -> bool:
        """Whether there is anything to choose."""
        if self.is_order:
            return len(set(self.labels)) > 1
        return len(self.choices) > 1

    def label(self, answer: Any) -> str:
        return answer_label(self.question, answer)

    def index(self) -> int | None:
        """The place of the answer used among :attr:`choices`, if it is one of them."""
        for i, c in enumerate(self.choices):
            if same_answer(self.question, c, self.answer):
                return i
        return None


@dataclass(frozen=True)
class XView:
    """The X of a spell: an action's cast, or a cast a question allowed."""

    key: str
    action: int
    card: str
    value: int
    lo: int = 0
    hi: int = 0
    #: X can't be chosen: it is ``value`` by ``rule``, and ``note`` says why
    forced: bool = False
    rule: str = ""
    note: str = ""


# ----------------------------------------------------------------------------- answers
def same_answer(question: Question, a: Any, b: Any) -> bool:
    if a == b:
        return True
    if isinstance(a, Mapping) and isinstance(b, Mapping):
        pa = {k: v for k, v in a.items() if not (k == "x" and v == 0)}
        pb = {k: v for k, v in b.items() if not (k == "x" and v == 0)}
        return _plain(pa) == _plain(pb) or _named(question, pa, pb)
    if isinstance(a, list | tuple) and isinstance(b, list | tuple) and len(a) == len(b):
        pick = _option_index(question)
        if question.kind is Ask.CHOOSE:
            return sorted(map(str, map(pick, a))) == sorted(map(str, map(pick, b)))
        return [pick(x) for x in a] == [pick(y) for y in b]
    if isinstance(b, str) and isinstance(a, list | tuple) and len(a) == 1:
        return _option_index(question)(a[0]) == _option_index(question)(b)
    return False


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _named(question: Question, a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Cast tables naming the same card (by any of its names) with the same choices."""
    if set(a) != set(b):
        return False
    pick = _option_index(question)
    for k in a:
        va, vb = a[k], b[k]
        if k == "card":
            if pick(va) != pick(vb):
                return False
        elif _plain(va) != _plain(vb):
            return False
    return True


def _option_index(question: Question) -> Any:
    def index(name: Any) -> Any:
        for i, o in enumerate(question.options):
            if isinstance(name, str) and o.named(name):
                return i
        return name

    return index
