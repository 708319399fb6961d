"""What a policyholder's question asks, apart from the story around it, and what frames a clause's sentence.
Pure code.

People tell what happened before they ask ("got the policy on email yesterday, not happy with it. how long do I
have to return it?"). The story's words are words a clause rarely holds, so measured against the whole question
the clause that answers the ask covers too little of it to be quoted. :func:`ask_focus` keeps the sentences that
ask; an answer's sentence is measured against the whole question and against the ask, and counts the better.

A clause's sentence is read under the clause's heading ("6. Post-Hospitalisation Expenses: Medical expenses
incurred ... up to 90 days ..."): the heading names what the sentence gives, and is cut off from it when the
clause is split into sentences. :func:`sentence_coverage` measures the two together.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from clausetrail.domain.answer_text import Idf, coverage

_QUESTION_OPENER: Final = (
    r"(?:what|how|is|are|does|do|did|can|could|will|would|should|shall|when|which|who|where|why|am|any|by\s+when"
    r"|till\s+when|until\s+when|up\s*to\s+(?:what|how))"
)
#: where a story ends and a question starts: the end of a sentence, a dash, or a comma before a question word
_STORY_JOINT: Final = re.compile(
    rf"(?<=[.!?])\s+|\s+[-–—]+\s+|,\s+(?=(?:so\s+|then\s+|now\s+)?{_QUESTION_OPENER}\b)", re.IGNORECASE
)
_ASKS: Final = re.compile(rf"^\W*(?:so\s+|then\s+|now\s+|and\s+|but\s+)?{_QUESTION_OPENER}\b", re.IGNORECASE)
MIN_ASK_WORDS: Final = 3  # an ask shorter than this ("why?") leans on its story


@lru_cache(maxsize=2048)
def ask_focus(question: str) -> str | None:
    """The sentences of `question` that ask (start with a question word or end with "?"), when it also tells a
    story around them; None when every sentence asks or none does, or the asks are too short to stand alone."""
    pieces = [p.strip() for p in _STORY_JOINT.split(question) if p and p.strip()]
    if len(pieces) < 2:
        return None
    asks = [p for p in pieces if p.endswith("?") or _ASKS.match(p)]
    if not asks or len(asks) == len(pieces):
        return None
    focus = " ".join(asks)
    return focus if len(focus.split()) >= MIN_ASK_WORDS else None


_HEADING: Final = re.compile(
    r"^\s*(?:(?:[A-Z]{1,2}[.-])?[0-9]{1,2}(?:\.[0-9]{1,2})*[.)]?|\(?[0-9]{1,2}\)|\(?[a-zA-Z]{1,4}[.)])?\s*"
    r"(?P<head>[A-Z][^:.\n]{2,80}?)\s*(?::|\s[-–]\s|\n)"
)
MAX_HEADING_WORDS: Final = 8


def clause_heading(text: str) -> str:
    """The heading a clause opens with ("Post-Hospitalization Expenses" of "6. Post-Hospitalization Expenses:
    Medical expenses ..."), at most :data:`MAX_HEADING_WORDS` words; "" when it opens with none."""
    m = _HEADING.match(text)
    if m is None:
        return ""
    head = m.group("head").strip()
    return head if len(head.split()) <= MAX_HEADING_WORDS else ""


def sentence_coverage(question: str, sentence: str, clause_text: str, idf: Idf) -> float:
    """How well a clause's `sentence`, read under the clause's heading, covers `question` or its ask: whether a
    sentence supports an answer at all. (Ranking sentences reads the whole question alone, with plain
    coverage: the story can name what decides the answer, "my mother who's 63".)"""

    head = clause_heading(clause_text)
    framed = f"{head} {sentence}" if head and head.lower() not in sentence.lower() else sentence
    score = coverage(question, framed, idf)
    focus = ask_focus(question)
    if focus is not None:
        score = max(score, coverage(focus, framed, idf))
    return score
