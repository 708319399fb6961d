"""Every concept a question names gets its own figure (SPEC §4). Pure code.

"Pre and post hospitalisation days in this plan?" names two benefits; the sentences that cover the question
best tend to come from one clause (the one that names both), and the other benefit's figure is left out. When
a question names two or more benefits and no chosen sentence names one of them, the best sentence that does
and states a figure (a period or an amount) is added, read under its clause's heading ("5. Pre-Hospitalisation
Expenses: ... up to 60 days prior to ...").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Final

from clausetrail.domain.answer import Choice
from clausetrail.domain.answer_figures import AMOUNT_FIGURE, DURATION_FIGURE
from clausetrail.domain.answer_focus import clause_heading
from clausetrail.domain.answer_parts import FRAME_CONCEPTS
from clausetrail.domain.answer_text import Idf, Source, coverage, sentences
from clausetrail.domain.thesaurus import WAITING, Concept, concepts_in, term_pattern

MAX_ADDED: Final = 2
FIGURE: Final = re.compile(f"(?:{DURATION_FIGURE.pattern})|(?:{AMOUNT_FIGURE.pattern})", re.IGNORECASE)
HEADED_BONUS: Final = 0.3


def _names(concept: Concept) -> Callable[[str], bool]:
    patterns = [term_pattern(t) for t in concept.terms]
    return lambda text: any(p.search(text) for p in patterns)


def concept_sentences(
    question: str,
    chosen: Sequence[Choice],
    sources: Sequence[Source],
    idf: Idf,
    *,
    wants_period: bool = False,
    wants_figure: bool = True,
) -> list[Choice]:
    """Sentences stating a figure for each concept `question` names (two or more, framing ones aside) that no
    chosen sentence names; at most :data:`MAX_ADDED`. A question asking how long about a concept that is itself
    a waiting period ("had sugar for years, declared it - when is it covered?": pre-existing disease) gets the
    sentence giving that period even when it names one concept. Without `wants_figure` (the question asks no
    amount or period: "will the donor's bill be paid, and his check-ups?") any sentence naming the concept
    alone answers for it, a figure counting in its favour."""
    named = [c for c in concepts_in(question) if c.name not in FRAME_CONCEPTS]
    waiting = [c for c in named if WAITING in c.section_types] if wants_period else []
    concepts = named if len(named) >= 2 else waiting
    if not concepts:
        return []
    taken = {c.sentence for c in chosen}
    said = [*(c.sentence for c in chosen)]
    added: list[Choice] = []
    ranked = sorted((s for s in sources if s.kind in ("clause", "linked", "context")), key=lambda s: s.rank)
    patterns = {c.name: _names(c) for c in concepts}
    for concept in concepts:
        pattern = patterns[concept.name]
        others = [p for name, p in patterns.items() if name != concept.name]
        # a sentence answers for a concept when it names that one alone ("claims for pre- and post-... within
        # 30 days" is about neither benefit's own period)
        figure = DURATION_FIGURE if concept in waiting else FIGURE
        if any(
            pattern(s) and not any(o(s) for o in others) and (figure.search(s) or not wants_figure)
            for s in said
        ):
            continue
        best: Choice | None = None
        for src in ranked:
            head = clause_heading(src.text)
            for sent in sentences(src.text):
                framed = f"{head} {sent}" if head and head not in sent else sent
                if sent in taken or not pattern(framed) or any(o(framed) for o in others):
                    continue
                has_figure = bool(FIGURE.search(sent))
                if wants_figure and not has_figure:
                    continue
                if concept in waiting and not DURATION_FIGURE.search(sent):
                    continue
                # the clause headed by the concept is its benefit clause (a claims deadline naming it is not)
                titled = HEADED_BONUS if head and pattern(head) else 0.0
                score = coverage(question, framed, idf) + 0.15 / max(src.rank, 1) + titled + 0.1 * has_figure
                if best is None or score > best.score:
                    best = Choice(sent, src, score)
        if best is not None:
            added.append(best)
            taken.add(best.sentence)
            said.append(f"{clause_heading(best.source.text)} {best.sentence}")
        if len(added) >= MAX_ADDED:
            break
    return added


def headed_clause_figure(
    question: str, chosen: Sequence[Choice], sources: Sequence[Source], idf: Idf
) -> Choice | None:
    """For a question naming one benefit ("treated at home for 4 days - can I claim?"), the figure sentence of
    the retrieved clause headed by that benefit ("Domiciliary Hospitalisation: ... for a period exceeding 3
    consecutive days") when no chosen sentence comes from it: a benefit's own clause states its conditions."""
    named = [c for c in concepts_in(question) if c.name not in FRAME_CONCEPTS]
    if len(named) != 1:
        return None
    pattern = _names(named[0])
    headed = [
        s
        for s in sorted(sources, key=lambda s: s.rank)
        if s.kind in ("clause", "linked") and (head := clause_heading(s.text)) and pattern(head)
    ]
    if not headed or any(c.source.key == headed[0].key for c in chosen):
        return None
    taken = {c.sentence for c in chosen}
    src = headed[0]
    best: Choice | None = None
    for sent in sentences(src.text):
        if sent in taken or not FIGURE.search(sent):
            continue
        score = coverage(question, sent, idf)
        if best is None or score > best.score:
            best = Choice(sent, src, score)
    return best
