"""Answer scores on the golden questions (SPEC §9), for `clausetrail eval questions --answers`.

Every golden question (answerable or not) is asked through `services.questions.answer_question`, as the API
asks it. Per question:

- answer correctness (answerable questions with `must_include`): every item is in the answer after the §6
  normalisation: case and punctuation do not count, and a duration, amount or percent matches the same value
  written another way ("two years" matches "24 months", "Rs. 50,000" matches "INR 50000");
- refusal correctness (unanswerable questions): the answer is the fixed not-stated sentence or a refusal;
  answerable questions answered "not stated" are counted apart (`false_not_stated`);
- citation match (answerable questions with `pages`): a cited clause's page is an expected page, or a cited
  text holds the labelled quote;
- latency (ms, the whole answer) and model tokens per answer (0 for the offline composer).
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from clausetrail.domain.durations import find_durations
from clausetrail.domain.money import find_amounts
from clausetrail.domain.number_words import SMALL_NUMBER_WORDS_PATTERN, parse_number_words
from clausetrail.eval.golden_sets import quote_pieces
from clausetrail.eval.policy_compare import normalise_text
from clausetrail.runtime import Runtime
from clausetrail.services.questions import QuestionRequest, answer_question, composer_for

ANSWER_EXCERPT = 300


@dataclass
class AnswerRow:
    id: str
    answerable: bool
    correct: bool | None  # None: nothing to check (no must_include)
    refusal_correct: bool | None  # None: an answerable question
    citation_match: bool | None  # None: no pages labelled
    not_stated: bool
    latency_ms: float
    tokens: int
    answer: str


def _durations_hours(text: str) -> set[int]:
    """Every duration in `text` in hours, so that a day or more and a few hours compare alike ("three hours"
    is "3 hours", "2 days" is "48 hours", "two years" is "24 months")."""
    return {h for m in find_durations(text) if (h := m.duration.to_hours()) is not None}


_NUMBER_WORDS: Final = re.compile(SMALL_NUMBER_WORDS_PATTERN, re.IGNORECASE)


def _written_numbers(text: str) -> set[int]:
    """The numbers `text` writes in digits or, below a thousand, in words ("ten inpatient beds" holds 10)."""
    digits = {int(n.replace(",", "")) for n in re.findall(r"\d[\d,]*\d|\d", text)}
    words = {v for m in _NUMBER_WORDS.finditer(text) if (v := parse_number_words(m.group(0))) is not None}
    return digits | words


def _amounts(text: str) -> set[int]:
    return {m.value for m in find_amounts(text)} if text else set()


def includes(item: str, answer: str) -> bool:
    """Whether `answer` holds `item` after the §6 normalisation (text, durations, amounts)."""
    ni, na = normalise_text(item), normalise_text(answer)
    if ni and f" {ni} " in f" {na} ":
        return True
    wanted_hours = _durations_hours(item)
    if wanted_hours and wanted_hours <= _durations_hours(answer):
        return True
    wanted_amounts = _amounts(item)
    if re.fullmatch(r"\d[\d,]*", item.strip()):  # a bare figure: an amount, or the same number written out
        value = int(item.strip().replace(",", ""))
        return value in _amounts(answer) or value in _written_numbers(answer)
    return bool(wanted_amounts) and wanted_amounts <= _amounts(answer)


def score(question: Mapping[str, Any], result: Any) -> AnswerRow:
    answerable = bool(question.get("answerable", True))
    must = [str(m) for m in question.get("must_include") or []]
    correct = all(includes(m, result.answer) for m in must) if answerable and must else None
    refusal = (result.not_stated or result.refused) if not answerable else None
    match: bool | None = None
    pages = set(question.get("pages") or [])
    if answerable and pages:
        quotes = [normalise_text(piece) for piece in quote_pieces(question.get("quote"))]
        match = any(c.page in pages for c in result.citations) or any(
            quote in normalise_text(c.text) for quote in quotes for c in result.citations
        )
    return AnswerRow(
        id=str(question["id"]),
        answerable=answerable,
        correct=correct,
        refusal_correct=refusal,
        citation_match=match,
        not_stated=bool(result.not_stated),
        latency_ms=float(result.latency_ms),
        tokens=int(result.tokens),
        answer=result.answer[:ANSWER_EXCERPT],
    )


def answer_golden(rt: Runtime, policy_id: str, questions: Iterable[Mapping[str, Any]]) -> list[AnswerRow]:
    """Ask every golden question of one policy; the eval reads the policy as its owner does."""
    composer = composer_for(rt)
    rows: list[AnswerRow] = []
    for q in questions:
        result = answer_question(
            rt, policy_id, QuestionRequest(str(q["question"])), owner_id=None, composer=composer
        )
        rows.append(score(q, result))
    return rows


def _share(values: Sequence[bool | None]) -> float | None:
    checked = [v for v in values if v is not None]
    return sum(1 for v in checked if v) / len(checked) if checked else None


def _pct(values: Sequence[float], pct: int) -> float:
    if not values:
        return 0.0
    if len(values) == 1:
        return float(values[0])
    return float(statistics.quantiles(sorted(values), n=100, method="inclusive")[pct - 1])


def answer_figures(rows: Sequence[AnswerRow]) -> dict[str, Any]:
    answerable = [r for r in rows if r.answerable]
    return {
        "questions": len(rows),
        "answer_correctness": _share([r.correct for r in rows]),
        "refusal_correctness": _share([r.refusal_correct for r in rows]),
        "citation_match": _share([r.citation_match for r in rows]),
        "false_not_stated": _share([r.not_stated for r in answerable]),
        "latency_ms_p50": _pct([r.latency_ms for r in rows], 50),
        "latency_ms_p95": _pct([r.latency_ms for r in rows], 95),
        "tokens_per_answer_p50": _pct([float(r.tokens) for r in rows], 50),
    }


def fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"
