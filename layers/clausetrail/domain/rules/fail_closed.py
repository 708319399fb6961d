"""Fail closed (SPEC §3): a rule that needs a policy term or a claim fact that is missing, or read with low
confidence, never passes silently. It goes to a person with the gap named: ``TERM_MISSING`` (a policy term)
or ``FACT_MISSING`` (a claim fact), outcome ``human``, the field names in ``missing_fields`` and the detail.

What counts as low:

* a term whose confidence is at or below :data:`LOW_TERM_CONFIDENCE` — the extraction's own line between a
  reading and a default ("no limit stated", "not named"); a schedule term is certain; a term with no recorded
  confidence is taken as read;
* a fact whose field confidence is below :data:`LOW_FACT_CONFIDENCE` — a value the model cited but code could
  not find, documents that disagree, a line whose quantity x rate is not its amount. A fact without a recorded
  source is taken as read.

A rule asks only for what it needs on this claim: a waiting period matters only while the loss could still
fall within it, a room limit only when there is a room stay, an ICU limit only with ICU charges.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Final

from clausetrail.domain.claims.facts import ClaimFacts, DocumentType, LineCategory
from clausetrail.domain.rules.model import Outcome, RuleContext, RuleResult

TERM_MISSING: Final = "TERM_MISSING"
FACT_MISSING: Final = "FACT_MISSING"
FAIL_CLOSED_REASON_CODES: Final = (TERM_MISSING, FACT_MISSING)

LOW_TERM_CONFIDENCE: Final = 0.5
LOW_FACT_CONFIDENCE: Final = 0.6

#: Bill lines that only a procedure explains: when they are billed, a claim without a procedure has one
#: that was not read.
SURGICAL_LINES: Final = frozenset({LineCategory.OT, LineCategory.SURGEON_FEES, LineCategory.IMPLANTS})


#: The document a fact is read from: a fact missing because its document was not sent is asked for by
#: MISSING_DOCUMENTS (need_info), not reported again as FACT_MISSING.
FACT_DOCUMENT: Final[dict[str, DocumentType]] = {
    "diagnosis": DocumentType.DISCHARGE_SUMMARY,
    "procedure": DocumentType.DISCHARGE_SUMMARY,
    "admission_date": DocumentType.DISCHARGE_SUMMARY,
    "discharge_date": DocumentType.DISCHARGE_SUMMARY,
    "bill_total": DocumentType.BILL,
    "line_items": DocumentType.BILL,
    "room_rate_per_day": DocumentType.BILL,
    "room_category": DocumentType.BILL,
}


def awaits_document(ctx: RuleContext, gaps: dict[str, str]) -> tuple[str, ...]:
    """The required documents not sent that every gap waits on (each fact not read, and its document one
    that MISSING_DOCUMENTS will ask for), or () when any gap has another cause."""
    missing = ctx.required_documents - ctx.facts.documents_present
    waiting: set[str] = set()
    for name in gaps:
        document = FACT_DOCUMENT.get(name)
        value = getattr(ctx.facts, name, None) if document is not None else 0
        if document is None or document not in missing or value not in (None, ()):
            return ()
        waiting.add(document.value)
    return tuple(sorted(waiting))


def term_gap(ctx: RuleContext, name: str) -> str | None:
    """Why term ``name`` cannot be relied on (not extracted, no value, low confidence), or None."""
    term = ctx.terms.term(name)
    if term is None:
        return f"{name} is not in the policy terms"
    if term.value is None:
        if getattr(term, "defers_to_schedule", False):
            return f"the wording leaves {name} to the schedule, and the schedule does not set it"
        return f"{name} was not read from the wording"
    if term.source != "schedule" and term.confidence is not None and term.confidence <= LOW_TERM_CONFIDENCE:
        return f"{name} was read with low confidence ({term.confidence:.2f})"
    if term.source != "schedule":
        opted = opted_cover_changing(ctx, name)
        if opted is not None:
            return f"the schedule opts {opted!r}, which changes {name}, and does not set {name}"
    return None


#: What an optional cover changes, read from its name: the subject of a term ...
COVER_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "ped_waiting_period_months": re.compile(r"pre-?\s*existing|\bped\b", re.I),
    "specific_disease_waiting_period_months": re.compile(
        r"\b(specific|specified)\s+(disease|illness|ailment|condition|procedure)s?\b.*\bwait|\bnamed\s+ailment",
        re.I,
    ),
    "initial_waiting_period_days": re.compile(r"\binitial\s+waiting|\b30[- ]days?\s+wait", re.I),
    "maternity_waiting_period_months": re.compile(r"\bmaternity\b.*\bwait", re.I),
    "room_rent_limit": re.compile(r"\broom\s+(rent|category|type)\b|\bproportionate\s+deduction\b", re.I),
    "icu_limit": re.compile(r"\bicu\b|\bintensive\s+care\b", re.I),
    "copay": re.compile(r"\bco-?\s*pay\w*", re.I),
}
#: terms an opted cover sets by being opted ("Voluntary Co-payment", "Co-payment (optional)"): no word of change
#: is needed in its name
SET_BY_OPTING: Final = frozenset({"copay"})
#: ... and a word that says the cover changes it (an opted cover that only names the subject, a "Room Rent
#: Modification" whose new limit the schedule pins, is read through the pinned term)
COVER_CHANGES: Final = re.compile(
    r"\b(reduc\w*|waiv\w*|modif\w*|enhanc\w*|upgrad\w*|buy[- ]?back|shorten\w*|remov\w*|increas\w*)", re.I
)


def opted_cover_changing(ctx: RuleContext, name: str) -> str | None:
    """The optional cover the schedule names whose name says it changes term ``name`` (a "Reduction in
    Pre-Existing Disease Waiting Period", a "Waiver of Proportionate Deduction"), or None. The wording's own
    value of the term is then not the one in force, and the schedule must pin the new one."""
    subject = COVER_SUBJECTS.get(name)
    schedule = ctx.effective_schedule
    if subject is None or schedule is None:
        return None
    for opted in schedule.optional_covers:
        if subject.search(opted) and (name in SET_BY_OPTING or COVER_CHANGES.search(opted)):
            return opted
    return None


def _source_gap(facts: ClaimFacts, key: str) -> str | None:
    source = facts.sources.get(key)
    if source is not None and source.confidence < LOW_FACT_CONFIDENCE:
        return f"{key} was read with low confidence ({source.confidence:.2f}, {source.document})"
    return None


def fact_gap(facts: ClaimFacts, name: str) -> str | None:
    """Why fact ``name`` cannot be relied on (not read, or low field confidence), or None."""
    value = getattr(facts, name)
    if value is None or value == ():
        return f"{name} was not read from the claim documents"
    return _source_gap(facts, name)


def low_confidence(facts: ClaimFacts, name: str) -> str | None:
    """Why a fact that *was* read is doubtful (low field confidence), or None (also when it was not read)."""
    return None if getattr(facts, name) is None else _source_gap(facts, name)


def line_gaps(
    facts: ClaimFacts, indices: Iterable[int], fields: Sequence[str] = ("amount", "category")
) -> dict[str, str]:
    """Low-confidence fields of the given bill lines, keyed ``line_items[i].<field>``."""
    gaps: dict[str, str] = {}
    for i in indices:
        for sub in fields:
            key = f"line_items[{i}].{sub}"
            why = _source_gap(facts, key) or _source_gap(facts, f"line_items[{i}]")
            if why:
                gaps[key] = why
    return gaps


#: a run of letters this long in a diagnosis or procedure is words run together by OCR
#: ("Laparoscopicsleevegastrectomy"), not one medical word (those stop near 20 letters: "phacoemulsification",
#: "hydroureteronephrosis"); the treatment keywords cannot be matched in it
GLUED_RUN: Final = 25
_LETTER_RUN: Final = re.compile(r"[A-Za-z]+")


def glued_words(text: str | None) -> str | None:
    """The first run of letters of :data:`GLUED_RUN` or more in `text`, else None."""
    return next((m.group(0) for m in _LETTER_RUN.finditer(text or "") if len(m.group(0)) >= GLUED_RUN), None)


def treatment_gaps(facts: ClaimFacts) -> dict[str, str]:
    """Gaps in what the treatment rules read (diagnosis, procedure): none read; a procedure the bill shows
    (OT, surgeon, implants) but the documents' procedure was not read; either read with low confidence; or
    either holding words run together, which no keyword of the treatment tables can be found in."""
    gaps: dict[str, str] = {}
    if facts.diagnosis is None and facts.procedure is None:
        gaps["diagnosis"] = "neither the diagnosis nor the procedure was read from the claim documents"
    if facts.procedure is None:
        billed = sorted({i.category.value for i in facts.line_items if i.category in SURGICAL_LINES})
        if billed:
            gaps["procedure"] = f"the bill charges {', '.join(billed)} but no procedure was read"
    for name in ("diagnosis", "procedure"):
        why = low_confidence(facts, name)
        if why:
            gaps[name] = why
        elif (run := glued_words(getattr(facts, name))) is not None:
            gaps[name] = f"the {name} has words run together ('{run}'): its treatment cannot be matched"
    return gaps


def only_procedure_unread(facts: ClaimFacts, gaps: dict[str, str]) -> bool:
    """Whether the one gap is a procedure the bill shows but the documents' procedure was not read. A waiting
    period then still denies on the diagnosis alone (no procedure lifts it); only a pass needs the procedure."""
    return set(gaps) == {"procedure"} and facts.procedure is None and facts.diagnosis is not None


def stay_nights(facts: ClaimFacts) -> int | None:
    """Nights between admission and discharge (0 for day care); None when a date was not read."""
    if facts.admission_date is None or facts.discharge_date is None:
        return None
    return (facts.discharge_date - facts.admission_date).days


def gap_result(
    ctx: RuleContext,
    rule_id: str,
    code: str,
    gaps: dict[str, str],
    *,
    clause_ids: tuple[str, ...] = (),
    computed_amount: int | None = None,
    context: str = "",
) -> RuleResult:
    """The rule's verdict when what it needs is missing: a person decides, the gap named.

    A fact that is missing only because its required document was not sent is no reason for a person: the
    rule does not pass, names the fields and goes on, and MISSING_DOCUMENTS then asks for the document."""
    detail = "; ".join(gaps.values())
    waiting = awaits_document(ctx, gaps) if code == FACT_MISSING and gaps else ()
    if waiting:
        return ctx.result(
            rule_id,
            passed=False,
            outcome=Outcome.CONTINUE,
            computed_amount=computed_amount,
            clause_ids=clause_ids,
            missing_fields=tuple(gaps),
            detail=f"not checked: {', '.join(gaps)} wait(s) for the missing {', '.join(waiting)}; {detail}"
            + (f"; {context}" if context else ""),
        )
    return ctx.result(
        rule_id,
        passed=False,
        reason_code=code,
        outcome=Outcome.HUMAN,
        computed_amount=computed_amount,
        clause_ids=clause_ids,
        missing_fields=tuple(gaps),
        detail=f"{code} ({', '.join(gaps)}): {detail}" + (f"; {context}" if context else ""),
    )
