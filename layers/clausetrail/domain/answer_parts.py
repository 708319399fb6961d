"""The parts of a question and follow-ups made stand-alone (SPEC §4). Pure code.

- :func:`split_parts`: a question with several parts ("What is the waiting period for cataract and is there
  a limit on room rent?") is answered part by part. Only clear joints split: several question marks, "; ",
  numbered items, ", and" / " and also" / " and" before a question word, or a comma before "by when" after an ask. "pre- and post-hospitalisation"
  and "cataract and hernia" stay one part. A short later part with a subject of its own ("... ? and ICU?")
  is a part.
- :func:`rewrite_followup`: a follow-up ("what about knee replacement?", "is it covered?") becomes a stand-alone
  question from the last user turns before retrieval.
- :func:`standalone_part`: a later part that leans on the first ("... and what is the minimum stay?") gets the
  first part's subject.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from clausetrail.domain.answer_text import content_words, is_number, is_vague, words
from clausetrail.domain.thesaurus import concepts_in

_QUESTION_WORD = r"(?:what|how|is|are|does|do|can|will|when|which|who|where|why|would|should|could|am)"
_JOINT = re.compile(
    rf"\?\s+|;\s+|\s+and\s+also\s+|,\s*(?:and|also)\s+(?=(?:{_QUESTION_WORD}|if)\b)|\s+and\s+(?={_QUESTION_WORD}\s)"
    r"|\s+and\s+(?=(?:by|till|until|within|in|for|after)\s+(?:when|what|how)\b)"
    r"|\s+(?:\(?\d\)|\d\.)\s+(?=[A-Za-z])",
    re.IGNORECASE,
)
_MIN_PART_WORDS = 3


def split_parts(question: str) -> list[str]:
    """The parts of a question (one part when it has no clear joint)."""
    text = re.sub(r"^\s*(?:\(?1\)|1\.)\s+", "", question.strip())
    pieces = [q.strip(" ,.?;") for p in _JOINT.split(text) for q in _split_deadline(p)]
    pieces = [p for p in pieces if p]
    # a short later part ("... which room can I take? and ICU?") still asks something when it names a subject
    if len(pieces) < 2 or any(
        len(words(p)) < _MIN_PART_WORDS and (i == 0 or not _names_subject(p)) for i, p in enumerate(pieces)
    ):
        return [question.strip()]
    return [p + "?" for p in pieces]


def asks_anything(part: str) -> bool:
    """Whether a part asks something: a question opening ("is ...", "can we ...", "please tell ...") or a
    question word anywhere ("by when do I send the bills?")."""
    return bool(_ASKING_OPENING.match(part) or _ASKING_WORD.search(part))


_DEADLINE_JOINT: Final = re.compile(r",\s*(?=(?:by|till|until)\s+when\b)", re.IGNORECASE)
_ASKS: Final = re.compile(
    r"\b(?:what|how|when|which|where|why|must|should|can|will|does|do)\b", re.IGNORECASE
)
_SUBORDINATE: Final = re.compile(
    r"^\s*(?:if|when|after|before|since|once|as|while|in\s+case)\b", re.IGNORECASE
)


def _split_deadline(piece: str) -> list[str]:
    """ "how early must I inform them, by when do I submit the bills?": a comma before "by when" joins two asks
    when what comes before it asks too (not "if I am admitted at night, by when ...")."""
    m = _DEADLINE_JOINT.search(piece)
    if m is None:
        return [piece]
    head = piece[: m.start()]
    if _SUBORDINATE.match(head) or not _ASKS.search(head):
        return [piece]
    return [head, piece[m.end() :]]


def _names_subject(part: str) -> bool:
    """A piece of a question with a word of its own subject (not a number, not only "and" / "why")."""
    return any(not is_number(w) for w in content_words(part))


_WHAT_ABOUT = re.compile(
    r"^\s*(?:and\s+)?(?:what|how)\s+about\s+(?P<x>.+?)\s*\??\s*$"
    # "and for ICU?" names a new subject; "and till when can we file?" is a question of its own
    rf"|^\s*and\s+(?:for\s+)?(?!{_QUESTION_WORD}\b|if\b|when\b)"
    r"(?!.*\b(?:what|how|when|which|who|where|why)\s+(?:\w+\s+)?(?:is|are|can|do|does|will|would|should|must|shall"
    r"|did|was|were)\b)(?P<y>.+?)\s*\?\s*$",
    re.IGNORECASE,
)
_PRONOUN = re.compile(r"\b(it|this|that|they|them|these|those)\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Turn:
    role: str  # "user" | "assistant"
    content: str


_SUBJECT_TAIL = re.compile(r"\s+(surgery|surgeries|treatment|operation|procedure|expenses)\b", re.IGNORECASE)


#: concepts that frame what is asked about a subject ("the waiting period for ...", "... on renewal", "the limit
#: on ..."): the subject is another concept of the question when it names one
FRAME_CONCEPTS: Final = frozenset(
    {"waiting_period", "initial_waiting", "specified_disease", "sub_limit", "sum_insured", "renewal"}
)


def _subject(question: str) -> str | None:
    """The main subject phrase of a question: the last thesaurus term it uses (the object of "the waiting
    period for cataract surgery"), a framing concept's term only when no other concept is named ("bonus" in
    "any bonus on renewal?"), with a following "surgery" / "treatment"; else its last content words."""
    lowered = question.lower()
    best: tuple[int, int] | None = None
    concepts = concepts_in(question)
    subjects = [c for c in concepts if c.name not in FRAME_CONCEPTS] or list(concepts)
    for concept in subjects:
        for term in concept.terms:
            pattern = r"(?<![a-z0-9])" + re.escape(term.lower()).replace(r"\ ", r"[\s-]+") + r"(?![a-z0-9])"
            for m in re.finditer(pattern, lowered):
                if best is None or m.start() > best[0]:
                    best = (m.start(), m.end())
    if best is not None:
        tail = _SUBJECT_TAIL.match(question, best[1])
        return question[best[0] : tail.end() if tail else best[1]]
    cw = content_words(question)
    return " ".join(cw[-3:]) if cw else None


def rewrite_followup(question: str, history: Sequence[Turn]) -> str:
    """A stand-alone form of `question` from the last user turns; the question itself when it stands alone
    or there is no history."""
    previous = [t.content for t in history if t.role == "user" and t.content.strip()]
    if not previous:
        return question
    last = previous[-1]
    m = _WHAT_ABOUT.match(question)
    if m:
        new_subject = (m.group("x") or m.group("y") or "").strip()
        old_subject = _subject(last)
        if old_subject and old_subject.lower() in last.lower():
            start = last.lower().index(old_subject.lower())
            return last[:start] + new_subject + last[start + len(old_subject) :]
        return f"{last.rstrip(' ?')} for {new_subject}?"
    if is_vague(question) or (_PRONOUN.search(question) and len(content_words(question)) <= 2):
        subject = _subject(last)
        if subject:
            replaced, n = _PRONOUN.subn(subject, question, count=1)
            return replaced if n else f"{question.rstrip(' ?')} ({subject})?"
    return question


def standalone_part(part: str, first: str) -> str:
    """A later part of a several-part question made stand-alone from the first part: "is there a limit?" or
    "how many times?" after "when can we claim delivery?" gets the first part's subject."""
    rewritten = rewrite_followup(part, (Turn("user", first),))
    if rewritten != part:
        return rewritten
    # a later part with one word of its own, or naming no concept while the first part does ("... and what
    # is the minimum stay?" after "how many days is hospital cash paid?"), asks about the first part's subject
    if len([w for w in content_words(part) if not is_number(w)]) <= 1 or (
        not concepts_in(part) and concepts_in(first)
    ):
        subject = _subject(first)
        if subject and subject.lower() not in part.lower():
            return f"{part.rstrip(' ?')} ({subject})?"
    return part


#: how a part opens when it asks something ("what ...", "is it ...", "can we ...", "please tell ...")
_ASKING_OPENING: Final = re.compile(
    r"^\W*(and\s+|but\s+|also\s+|so\s+|then\s+|or\s+)?(what|what's|whats|how|which|who|whom|whose|when|where|why"
    r"|is|are|was|were|am|can|could|do|does|did|will|would|shall|should|may|might|must|has|have|any|tell|please|pls"
    r"|plz|kindly|explain|list|give|share|confirm"
    # an elliptical ask ("and ICU?", "if they shift me to ICU?", "upto how much?", "for how many kids?")
    r"|and|also|or|plus|if|for|by|till|until|upto|up\s+to|after|before|in\s+case|limit|max|maximum)\b",
    re.IGNORECASE,
)
#: a question word anywhere in the part ("by when do I send the bills?", "after discharge how many days?")
_ASKING_WORD: Final = re.compile(
    r"\b(what|whats|how|which|who|when|where|why|whether|kitna|kitne|kab|kya)\b", re.I
)
#: a word pointing back to what an earlier part named ("what is their helpline?", "is GST extra on that?")
_POINTING_BACK: Final = re.compile(r"\b(their|theirs|that|this|it|its|them|those|these)\b", re.IGNORECASE)


def leans_on_earlier(part: str) -> bool:
    """Whether a later part of a question only goes on about an earlier part: a statement rather than a
    question ("i live in nagpur", "we got the policy from the patna branch"), or a question pointing back to
    what the earlier part named ("what is their helpline number?")."""
    return not asks_anything(part) or bool(_POINTING_BACK.search(part))
