"""The waiting period of a condition or procedure named in a wording's list (SPEC §4). Pure code.

IRDAI's standard exclusion Excl02 ("specified disease / procedure waiting period") states one period and then
lists the conditions it holds ("List of specific diseases: ... Cataract ... Joint replacement ..."); many
wordings print tiers instead ("i. 90 days waiting period: Hypertension; Diabetes", "ii. Two years waiting
period: Cataract; Hernia ..."). A policyholder asks by the condition ("my mother needs a knee replacement, how
long must the policy run?"), and the words of the question rarely cover the clause: the clause is about the
period, the question about the condition. So: when a part asks for a time and names a listed condition (a
thesaurus concept of the specified-disease lists, under any of its names), the answer is the waiting sentence
that governs the list item naming it (the nearest one before it in the same clause, or in the clause that
frames it), followed by the list item itself, both quoted from the wording.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Final

from clausetrail.domain.answer import Choice
from clausetrail.domain.answer_figures import DURATION_FIGURE
from clausetrail.domain.answer_text import Source, sentences
from clausetrail.domain.clauses import ClauseRow
from clausetrail.domain.policy import clause_position
from clausetrail.domain.thesaurus import Concept, concepts_in, term_pattern

#: the conditions and procedures that wordings list under a specified-disease waiting period (thesaurus names)
LISTED_CONDITIONS: Final = frozenset(
    {
        "cataract",
        "joint_replacement",
        "hernia",
        "piles",
        "calculus",
        "sinus",
        "prostate",
        "uterus",
        "varicose",
        "spine",
        "hypertension",
        "diabetes",
    }
)
#: a sentence that sets a waiting period (with a figure: "excluded until the expiry of 24 months", "Two years
#: waiting period:", "within 90 days from the first policy commencement date")
_WAITING_CUE: Final = re.compile(
    r"waiting\s+period|exclud\w*\s+until|until\s+the\s+expiry|expiry\s+of|continuous\s+coverage"
    r"|(?:commencement|inception)\s+(?:date|of)",
    re.I,
)
#: how far before the list item the governing waiting sentence may start (a long list under one period)
MAX_REACH: Final = 2500


def listed_concepts(question: str) -> tuple[Concept, ...]:
    """The listed conditions a question names; none when it asks about a condition had before buying (a
    pre-existing disease has its own waiting period, whatever the lists say)."""
    found = concepts_in(question)
    if any(c.name == "pre_existing" for c in found):
        return ()
    return tuple(c for c in found if c.name in LISTED_CONDITIONS)


def _first_mention(text: str, concepts: Sequence[Concept]) -> int | None:
    hits = [m.start() for c in concepts for t in c.terms if (m := term_pattern(t).search(text)) is not None]
    return min(hits) if hits else None


def _placed(text: str) -> list[tuple[int, str]]:
    """The sentences of a clause with where each starts."""
    out: list[tuple[int, str]] = []
    at = 0
    for s in sentences(text):
        pos = text.find(s[:40], at)
        if pos < 0:
            pos = at
        out.append((pos, s))
        at = pos + 1
    return out


def _waiting_before(text: str, limit: int) -> str | None:
    """The last sentence starting before ``limit`` (and within reach of it) that sets a waiting period."""
    found: str | None = None
    for pos, s in _placed(text):
        if pos > limit:
            break
        if limit - pos <= MAX_REACH and DURATION_FIGURE.search(s) and _WAITING_CUE.search(s):
            found = s
    return found


#: a list line longer than this is quoted by its sentence instead
MAX_ITEM_LINE: Final = 300


def _item_at(text: str, pos: int) -> str | None:
    """The list item of a clause that holds position ``pos``: its printed line (a short item such as "a.
    Cataract" is no sentence of its own), else the sentence holding it."""
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    line = " ".join(text[start : end if end >= 0 else len(text)].split())
    if 0 < len(line) <= MAX_ITEM_LINE:
        return line
    holding = [s for at, s in _placed(text) if at <= pos]
    return holding[-1] if holding else None


#: how many clauses before a piece of a list its heading clause may sit (a long list split into chunks, an item
#: a chunk)
LIST_REACH: Final = 6
#: a waiting sentence that heads a list ("the listed conditions", "the following", "diseases mentioned below")
_HEADS_LIST: Final = re.compile(r"\blist\w*|\bfollowing\b|\bbelow\b|\bmentioned\b|\bspecified\b", re.I)


def _list_head_before(src: Source, sources: Sequence[Source]) -> tuple[Source, str] | None:
    """The nearest retrieved clause up to :data:`LIST_REACH` before ``src`` in the wording whose last waiting
    sentence heads a list, with that sentence."""
    here = clause_position(src.clause_id or "")
    if here is None:
        return None
    before: list[tuple[int, Source]] = []
    for s in sources:
        there = clause_position(s.clause_id or "")
        if there is not None and there[0] == here[0] and 0 < here[1] - there[1] <= LIST_REACH:
            before.append((here[1] - there[1], s))
    for _gap, s in sorted(before, key=lambda pair: pair[0]):
        waiting = _waiting_before(s.text, len(s.text))
        if waiting is not None:
            return (s, waiting) if _HEADS_LIST.search(waiting) else None
    return None


def listed_waiting(question: str, sources: Sequence[Source]) -> list[Choice]:
    """The waiting sentence and the list item for a listed condition the question names, from the best ranked
    clause whose list names it; empty when the question names none or no list holds it under a period."""
    concepts = listed_concepts(question)
    if not concepts:
        return []
    for src in sorted((s for s in sources if s.kind in ("clause", "context")), key=lambda s: s.rank):
        at = _first_mention(src.text, concepts)
        if at is None:
            continue
        item = _item_at(src.text, at)
        waiting = _waiting_before(src.text, at)
        where = src
        if waiting is None:  # the list continues a clause that states the period: the text framing it
            for framing in (s for s in sources if s.kind == "context" and s.parent == src.key):
                waiting = _waiting_before(framing.text, len(framing.text))
                if waiting is not None:
                    where = framing
                    break
        if waiting is None:  # a list printed in pieces: the clause up to LIST_REACH before it heading it
            found = _list_head_before(src, sources)
            if found is not None:
                where, waiting = found
        if waiting is None or item is None:
            continue
        chosen = [Choice(waiting, where, 1.0)]
        if item != waiting:
            chosen.append(Choice(item, src, 0.9))
        return chosen
    return []


def list_after(
    question: str, retrieved: Sequence[ClauseRow], wording: Callable[[], Sequence[ClauseRow]]
) -> tuple[list[ClauseRow], list[tuple[ClauseRow, str]]]:
    """A list printed after the waiting sentence that heads it, which retrieval found without the list: for a
    question naming a listed condition, the clauses up to :data:`LIST_REACH` after a retrieved clause that states
    a waiting period, when one of them names the condition. Returns (the clauses naming it, the clauses between
    the retrieved one and such a clause with the id of the clause they head), leaving out what was retrieved;
    empty when the question names no listed condition or no such list follows. ``wording`` gives the version's
    clauses in order; it is read only for such a question."""
    concepts = listed_concepts(question)
    if not concepts:
        return [], []
    clauses = wording()
    where = {c.clause_id: i for i, c in enumerate(clauses)}
    have = {c.clause_id for c in retrieved}
    items: list[ClauseRow] = []
    between: list[tuple[ClauseRow, str]] = []
    for clause in retrieved:
        at = where.get(clause.clause_id)
        if at is None or _waiting_before(clause.text, len(clause.text)) is None:
            continue
        following = clauses[at + 1 : at + 1 + LIST_REACH]
        for gap, nxt in enumerate(following):
            if _first_mention(nxt.text, concepts) is None:
                continue
            if nxt.clause_id not in have:
                items.append(nxt)
                have.add(nxt.clause_id)
            for mid in following[:gap]:
                if mid.clause_id not in have:
                    between.append((mid, nxt.clause_id))
                    have.add(mid.clause_id)
            break
    return items, between
