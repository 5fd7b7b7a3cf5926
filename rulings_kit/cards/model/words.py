"""Rules-text helpers every part uses: joining words, capitals, and how a granted ability
or a whole card calls its own object ("this creature")."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from rulings_kit.cards.model.kinds import KindWord
from rulings_kit.cards.model.objects import AttachedRef, EachRef, ItRef, ObjectRef, TargetRef

if TYPE_CHECKING:
    from rulings_kit.cards.model.abilities import Ability


def abilities_words(keywords: tuple[str, ...], granted: tuple[Ability, ...], noun: str) -> str:
    """'flying and "{T}: Add {G}."': keywords, then quoted abilities, in which the object
    that has them calls itself "this creature" (or "this land", ...)."""
    # a quoted ability within it has single quotation marks ('... have "{T}: ..."' inside
    # an emblem's: "Mountains you control have '{T}: ...'")
    quoted = ['"' + name_self(ability.text(), noun).replace('"', "'") + '"'
              for ability in granted]
    return join_and((*keywords, *quoted))


_SENTENCE_START = re.compile(r'(^|\n|[.:—"•] )~', re.MULTILINE)


def name_self(text: str, noun: str) -> str:
    """Rules text with ``~`` written as "this creature" ("This creature" where a sentence
    starts), and the period of a sentence that ends in a quoted ability inside the quotes."""
    text = _SENTENCE_START.sub(lambda m: f"{m.group(1)}This {noun}", text)
    return period_inside_quotes(text).replace("~", f"this {noun}")


def period_inside_quotes(text: str) -> str:
    """A sentence that ends in a quoted ability has its period inside the quotation marks
    only: '... They have "Sacrifice this token: Add {C}."' (not '...{C}."."')."""
    return re.sub(r"""\.('?)"\.(?=\s|$)""", r'.\1"', text)


def capitalize(text: str) -> str:
    """The clause with its first letter upper-cased (a sentence's start)."""
    return text[:1].upper() + text[1:]


def one_of_words(words: tuple[str, ...]) -> str:
    """'reach, trample, or haste', 'deathtouch or lifelink' (a choice among them)."""
    if len(words) <= 2:
        return " or ".join(words)
    return ", ".join(words[:-1]) + ", or " + words[-1]


def join_and(words: tuple[str, ...]) -> str:
    """'flying', 'flying and vigilance', 'flying, vigilance, and trample'."""
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + ", and " + words[-1]



def many_objects(what: ObjectRef) -> bool:
    """Whether the words name several objects ("creatures you control get", "those
    creatures gain")."""
    return (isinstance(what, EachRef) and what.many) or (
        isinstance(what, TargetRef) and what.many) or (
        isinstance(what, ItRef) and what.word.many)


#: the nouns a granted ability may call the object that has it by
_SELF_NOUNS = (KindWord.CREATURE, KindWord.LAND, KindWord.ARTIFACT, KindWord.PERMANENT)


def object_noun(what: ObjectRef) -> str:
    """What a granted ability calls the object that has it: 'creature', 'land', ..."""
    if isinstance(what, AttachedRef):
        return what.noun
    if isinstance(what, EachRef | TargetRef) and what.filter and len(what.filter.types) == 1:
        kind = what.filter.types[0].types[-1:]
        return kind[0].value if kind and kind[0] in _SELF_NOUNS else "creature"
    return "creature"
