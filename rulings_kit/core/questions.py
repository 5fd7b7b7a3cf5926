"""Every choice is a Question (DESIGN.md, principle 3).

A question has a stable id (``order:Alice``, ``may:Card Name``...), the
player who answers it, the rule that gives the choice, and its legal options. Answers
come from an ``Answers`` mapping keyed by id. What the legal answers are is worked out in
one place, ``rulings_kit.core.answers``: ``legal_answers`` (the explorer tries each, a
widget offers them) and ``only_answer`` (a question with exactly one legal answer answers
itself in the engine).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from rulings_kit.core.mana import COLOR_NAMES
from rulings_kit.core.words import joined, nth, one_line, possessive, spoken
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
    SURVEIL = "surveil"
    PROLIFERATE = "proliferate"
    DISCARD = "discard"
    DAMAGE = "damage"
    PHYREXIAN = "phyrexian"
    VENTURE = "venture"
    FLIP = "flip"
    ROLL = "roll"
    ASSIST = "assist"


#: what a question of each kind decides, as a heading says it
DECIDES: dict[Ask, str] = {
    Ask.ORDER: "Trigger order",
    Ask.MAY: "Optional action",
    Ask.TARGET: "Target",
    Ask.COLOR: "Type of mana",
    Ask.CHOOSE: "Choice",
    Ask.CAST: "Cast a card",
    Ask.REPLACE: "Order of replacement effects",
    Ask.SCRY: "Scry",
    Ask.SURVEIL: "Surveil",
    Ask.PROLIFERATE: "Proliferate",
    Ask.DISCARD: "Discard",
    Ask.DAMAGE: "Division of combat damage",
    Ask.PHYREXIAN: "Phyrexian mana",
    Ask.VENTURE: "Venture into the dungeon",
    Ask.FLIP: "Coin flip",
    Ask.ROLL: "Die roll",
    Ask.ASSIST: "Assist",
}


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
    #: the object that asks, as a scenario names it ("Card Name (trigger)")
    subject: str = ""
    #: the answer as a sentence, for a CHOOSE question: "{player} sacrifices {cards}";
    #: for a CAST question, the cost paid ("for its miracle cost {R}"; default: free);
    #: for a COLOR question of a colour that is not mana: "{player} chooses {color} ..."
    says: str = ""
    #: an order of which only the first applies: once it has replaced the event, the
    #: others have nothing left to replace (a spell's destination, 616.1)
    exclusive: bool = False
    #: every legal answer, for questions whose answers the options alone don't list
    #: (a division of combat damage, 510.1c); empty when there are too many to list
    answers: tuple[Any, ...] = ()
    #: a list answer may name an option more than once ("two mana in any combination of
    #: colors": ["G", "G"])
    repeats: bool = False

    def __repr__(self) -> str:
        return one_line(f"Question({self.id!r}: {self.prompt}, {len(self.options)} options)")

    def describe_options(self) -> str:
        if self.kind is Ask.MAY:
            return "true or false"
        if self.kind in (Ask.ORDER, Ask.REPLACE):
            return "a list in any order of: " + ", ".join(option_names(self.options))
        if self.kind is Ask.DAMAGE:
            names = ", ".join(repr(o.label) for o in self.options)
            return f"a table of amounts for {names}, adding up to {self.count[0]}"
        if self.kind is Ask.CAST:
            names = ", ".join(o.label for o in self.options)
            return f"false, or a table like a cast action with card one of: {names}"
        labels = ", ".join(repr(o.label) for o in self.options) or "(none)"
        if self.kind in (Ask.PHYREXIAN, Ask.ASSIST, Ask.ROLL):
            return "one of " + ", ".join(str(o.value) for o in self.options)
        if self.count == (1, 1) and self.kind is Ask.COLOR:
            return f"one of {labels}"
        lo, hi = self.count
        many = f"{lo}" if lo == hi else f"{lo} to {hi}"
        again = " (the same one may be named more than once)" if self.repeats else ""
        return f"a list of {many} of {labels}{again}"

    @property
    def decides(self) -> str:
        """What the question decides, as a heading says it: "Type of mana", "Color"."""
        return "Color" if self.kind is Ask.COLOR and self.says else DECIDES[self.kind]

    @property
    def topic(self) -> str:
        """What the question decides, as a table heading says it: "Alice's trigger
        order", "Alice may cast Card Name" (a yes/no question is its own prompt)."""
        player, subject = self.player, spoken(self.subject)
        if self.kind in (Ask.MAY, Ask.CAST):
            return self.prompt
        if self.kind is Ask.ORDER:
            return f"{player}'s trigger order"
        if self.kind is Ask.REPLACE:
            return f"{player}'s order of replacement effects"
        if self.kind is Ask.TARGET:
            return f"target of {subject}"
        if self.kind is Ask.COLOR:
            return self.prompt if self.says else f"mana {subject} adds"
        if self.kind is Ask.SCRY:
            return f"cards {player} scries to the bottom"
        if self.kind is Ask.SURVEIL:
            return f"cards {player} surveils into the graveyard"
        if self.kind is Ask.PROLIFERATE:
            return f"what {player} proliferates"
        if self.kind is Ask.DAMAGE:
            return f"{subject}'s combat damage"
        if self.kind is Ask.FLIP:
            return f"{possessive(player)} coin flip for {subject}"
        if self.kind is Ask.ASSIST:
            return f"generic mana {player} pays for {subject}"
        if self.kind is Ask.ROLL:
            return f"{possessive(player)} die roll for {subject}"
        what = self.decides.lower()
        return f"{player}'s {what}" + (f" for {subject}" if subject else "")

    def say(self, answer: Any) -> str:
        """The answer as a sentence a reader understands: names, never ids or JSON."""
        try:
            return self._say(answer)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):
            return f"{self.player} answers {self.prompt!r}"  # a malformed answer, rejected later

    def _say(self, answer: Any) -> str:
        player, subject = self.player, spoken(self.subject)
        if self.kind is Ask.MAY:
            verb = self.prompt.removeprefix(f"{player} may ")
            return f"{player} chooses {'to' if answer else 'not to'} {verb}"
        if self.kind is Ask.COLOR and self.says:  # a colour, not mana (105.4)
            return self.says.format(player=player, color=COLOR_NAMES[answer])
        if self.kind is Ask.COLOR:
            mana = "".join(f"{{{a}}}" for a in (answer if isinstance(answer, list) else [answer]))
            return f"{player} chooses {mana} as the mana {subject} adds"
        if self.kind is Ask.PHYREXIAN:  # 601.2b, 107.4f: life for that many Phyrexian symbols
            if not answer:
                return f"{player} pays every Phyrexian mana symbol of {subject} with mana"
            symbols = "symbol" if answer == 1 else "symbols"
            return f"{player} pays {2 * answer} life for {answer} Phyrexian mana {symbols} " \
                   f"of {subject}"
        if self.kind is Ask.ASSIST:  # 702.132a: generic mana of another player's spell
            if not answer:
                return f"{player} pays none of the cost of {subject}"
            return f"{player} pays {{{answer}}} of the generic mana of {possessive(subject)} " \
                   "total cost"
        if self.kind is Ask.ROLL:  # 706.2: the natural result, chance's answer
            return f"{player} rolls {answer} for {subject}"
        if self.kind is Ask.DAMAGE:  # 510.1c: "Alice assigns 2 to Wall and 4 to Bob"
            parts = [f"{n} to {self.answer_names([who])[0]}" for who, n in answer.items() if n]
            return f"{player} assigns {possessive(subject)} combat damage: {joined(parts)}"
        if self.kind is Ask.CAST:
            if not isinstance(answer, dict):  # declined: what the player may do, not done
                return f"{player} chooses not to {self.prompt.removeprefix(f'{player} may ')}"
            return _cast_sentence(player, answer, self.answer_names, self.says)
        names = self.answer_names(answer if isinstance(answer, list | tuple) else [answer])
        if self.kind is Ask.ORDER:  # 603.3b: the first named resolves first
            if len(names) == 2:
                return f"{player} puts {names[1]} on the stack first, so it resolves last"
            return f"{player} stacks the triggered abilities to resolve {_in_turn(names)}"
        if self.kind is Ask.REPLACE:  # 616.1: the first named applies first
            effects = [n if "'s " in n or "' " in n else f"{possessive(n)} effect" for n in names]
            if self.exclusive and len(effects) > 1:
                rest = joined(effects[1:])
                return f"{player} applies {effects[0]}, so {rest} no longer applies"
            return f"{player} applies {_in_turn(effects)}"
        if self.kind is Ask.TARGET:  # "up to one target": none chosen (601.2c)
            if not names:
                return f"{player} chooses no target for {subject}"
            return f"{player} targets {joined(names)} with {subject}"
        if self.kind in (Ask.SCRY, Ask.SURVEIL):  # the answer names the cards moved (701.22a,
            kept = [o.label for o in self.options]  # 701.25a); the others stay on top
            for name in names:
                if name in kept:
                    kept.remove(name)
            where = "on the bottom" if self.kind is Ask.SCRY else "into the graveyard"
            parts = [f"leaves {joined(kept)} on top"] if kept else []
            parts += [f"puts {joined(names)} {where}"] if names else []
            return f"{player} {' and '.join(parts) or 'looks at no card'}"
        if self.kind is Ask.FLIP:  # 705.2: the result, or whether the caller won
            result = names[0]
            if result in ("heads", "tails"):
                return f"the coin {player} flips for {subject} comes up {result}"
            return f"{player} {result}s the coin flip for {subject}"
        if self.kind is Ask.PROLIFERATE:  # 701.34a
            if not names:
                return f"{player} proliferates, choosing nothing"
            return f"{player} proliferates: {joined(names)} get another counter of each kind"
        if self.says:
            return self.says.format(player=player, cards=joined(_piles_counted(names)))
        return f"{player} chooses {joined(names)}" + (f" for {subject}" if subject else "")

    def answer_names(self, answer: Any) -> list[str]:
        """Each entry of a list answer by its option's name (an id or position becomes one)."""
        by_value = {o.value: o for o in self.options}
        out = []
        for a in answer:
            if isinstance(a, int) and not isinstance(a, bool) and a in by_value:
                out.append(self._told_apart(by_value[a], None))
                continue
            named = [o for o in self.options if o.named(str(a))]
            out.append(self._told_apart(named[0], str(a)) if named else spoken(str(a)))
        return out

    def _told_apart(self, option: Option, written: str | None) -> str:
        """An option's name, told apart from the others of that name the way the answer
        did: "Bob's Card Name" for "Bob:Card Name", "the second Card Name" for an id (objects
        of one name that differ); options the answer named alike are one choice."""
        name = spoken(option.label)
        alike = [o for o in self.options if o.label == option.label]
        if len(alike) < 2 or written == option.label:
            return name
        if written is None:
            return f"the {nth(alike.index(option) + 1).strip() or 'first'} {name}"
        match written.split(":"):  # how refs.names_of writes a player's object
            case [player, label] | [player, "battlefield", label] if label == option.label:
                return f"{possessive(player)} {name}"
            case [player, zone, label] if label == option.label:
                return f"{name} in {possessive(player)} {zone}"
        return name


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


def _in_turn(names: list[str]) -> str:
    """["A", "B", "C"] -> "A first, then B, then C"."""
    return ", then ".join([f"{names[0]} first", *names[1:]]) if names else "nothing"


def _cast_sentence(player: str, answer: dict[str, Any], names: Any, how_paid: str) -> str:
    """118.9: "Alice casts Card Name without paying its mana
    cost", with the choices made;
    ``how_paid`` says the cost paid ("for its miracle cost {R}"), free by default."""
    how = []
    if answer.get("targets"):
        how.append("targeting " + joined(names(_listed(answer["targets"]))))
    if answer.get("x") is not None:
        how.append(f"with X = {answer['x']}")
    if answer.get("kicker"):
        how.append("kicked")
    if answer.get("modes"):
        modes = _listed(answer["modes"])
        how.append(f"choosing mode{'s' if len(modes) > 1 else ''} {joined(map(str, modes))}")
    if answer.get("sacrifice"):
        how.append("sacrificing " + joined(names(_listed(answer["sacrifice"]))))
    tail = "".join(f", {h}" for h in how)
    card = names([answer["card"]])[0]
    return f"{player} casts {card} {how_paid or 'without paying its mana cost'}{tail}"


def _listed(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list | tuple) else [value]


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


#: how an option that stands for any card of a face-down pile is named (406.4)
A_CARD_OF = "a card of "


def _piles_counted(names: list[str]) -> list[str]:
    """Names in order, with a pile chosen for several cards said once: "2 cards of [pile]"."""
    counts = Counter(n for n in names if n.startswith(A_CARD_OF))
    out: list[str] = []
    for n in names:
        if counts[n] < 2:
            out.append(n)
        elif (said := f"{counts[n]} cards of {n.removeprefix(A_CARD_OF)}") not in out:
            out.append(said)
    return out
