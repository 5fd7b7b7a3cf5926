"""One base class for every error the toolkit raises (DESIGN.md, principle 7).

Each subclass also inherits the matching built-in exception, so callers can catch
either ``RulingsError`` or the familiar ``ValueError`` / ``LookupError``.
"""

from __future__ import annotations

import re


class RulingsError(Exception):
    """Base class of every error raised by rulings_kit."""

    #: the answer key of the question the error is about ("" for none)
    question_id: str = ""

    @property
    def plain(self) -> str:
        """The message as a reader of a notebook sees it (a widget, an article): without
        the answer key, which is for scenario writers ("answer to 'cast:Goliath
        Daydreamer': X must be 0" -> "X must be 0")."""
        text = str(self)
        if not self.question_id:
            return text
        key = repr(self.question_id)
        text = re.sub(rf"^answer to {re.escape(key)}(?: \([^)]*\))?: ", "", text)
        return text.replace(key, "this question")


class IllegalActionError(RulingsError, ValueError):
    """The rules forbid an action. ``rules`` lists the rule numbers that forbid it."""

    def __init__(self, message: str, rules: tuple[str, ...] = (), question_id: str = "") -> None:
        super().__init__(message)
        self.rules = tuple(rules)
        self.question_id = question_id


class UnknownCardError(RulingsError, LookupError):
    """A card name is not in the registry; the message suggests close names."""


class BadReferenceError(RulingsError, LookupError):
    """A reference to an object or player is dangling or ambiguous."""


class QuestionError(RulingsError, ValueError):
    """A question was left unanswered, or an answer does not fit its question."""

    def __init__(self, message: str, question_id: str = "", rules: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.question_id = question_id
        self.rules = tuple(rules)


class ScenarioError(RulingsError, ValueError):
    """A scenario file or builder input is malformed: names file, action and key."""


class RuleTextError(RulingsError, LookupError):
    """A Comprehensive Rules number is not known, or a rules file cannot be parsed."""


class DataError(RulingsError, ValueError):
    """Card data or a rules file could not be read."""


class MissingExtraError(RulingsError, ImportError):
    """An optional feature needs packages that are not installed, or a program (Graphviz's
    ``dot``); names the extra or the program to install."""


class CardDefinitionError(RulingsError, ValueError):
    """A card can't be defined: it prints a keyword or text the engine doesn't implement,
    which would otherwise be silently inert."""


class OracleTextError(CardDefinitionError):
    """A card's Oracle text has a sentence the grammar doesn't understand: names the
    card, the sentence and the word where understanding stopped."""

    def __init__(self, card: str, sentence: str, word: str, expected: str = "",
                 keyword: str = "") -> None:
        where = f"at {word!r}" if word else "at the end of the sentence"
        hint = f" (expected {expected})" if expected else ""
        if keyword:  # a keyword ability the engine doesn't implement (702)
            super().__init__(f"{card}: the keyword {keyword} isn't supported yet "
                             f"(in {sentence!r})")
        else:
            super().__init__(f"{card}: can't understand {sentence!r}: stopped {where}{hint}")
        self.card = card
        self.sentence = sentence
        self.word = word
        self.keyword = keyword
