"""The offline judge: a deterministic baseline behind the same tools as Claude (no model, clearly labelled).

It reads the typed facts and the rule results, asks at most three coverage questions of the policy version
(the in-patient cover, in the terms of the IRDAI standard wording; the exclusions that could apply to the
treatment; and — when the rules dropped lines — which items the wording does not pay), with one extra retrieval
round on the treatment itself when no in-patient clause came back. It marks each line as the rules left it:
covered on the in-patient clause found, not covered (on the wording's non-payable clause when one is found)
where the rules allowed nothing.

It is conservative: it never changes the rules' decision. When it would differ or is unsure — no benefits clause
found, an exclusion clause of the wording that the IRDAI standard definitions match to the treatment (outside
their carve-outs) while the rules found none — it asks for a person (``needs_person`` with the reason). It never
turns a payable approval into a denial.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from clausetrail.domain.rules.tables.exclusions import STANDARD_EXCLUSION_KEYWORDS
from clausetrail.domain.rules.text_match import normalise
from clausetrail.judgement.model import ClauseHit, LineMark, ProposeDecision
from clausetrail.judgement.tools import JudgeTools

OFFLINE_JUDGE: Final = "offline-judge-v1"
_COVER = re.compile(r"\b(?:cover\w*|indemnif\w*|reimburs\w*|payable|expenses?)\b", re.I)
_NON_PAYABLE = re.compile(
    r"non[- ]?(?:medical|payable)|list\s*[-–]?\s*(?:i|1)\b|annexure|optional\s+items|not\s+payable", re.I
)
_EXCLUSIONS = {entry.code: entry for entry in STANDARD_EXCLUSION_KEYWORDS}
_EXCL_CODE = re.compile(r"\bexcl\s*0?(\d{1,2})\b", re.I)


@dataclass(frozen=True, slots=True)
class JudgeDraft:
    """What a judge returns: its tool call, whether it asks for a person, and its questions."""

    proposal: ProposeDecision
    needs_person: bool
    person_reasons: tuple[str, ...]
    judge: str
    offline: bool


_IN_PATIENT = re.compile(
    r"\bin[- ]?patient\b|\bhospitali[sz]ation expenses\b"
    r"|\bexpenses? incurred (?:for|on|in respect of|during) (?:the )?hospitali[sz]ation",
    re.I,
)
#: the IRDAI standard wording of the in-patient cover lists these expenses (room, boarding and nursing; surgeon,
#: anaesthetist; operation theatre): the question that finds it in any wording
IN_PATIENT_QUERY: Final = (
    "In-patient hospitalisation expenses: room, boarding and nursing expenses, surgeon, anaesthetist, "
    "operation theatre charges"
)
# benefits that are not the in-patient cover itself: a clause about them is no ground for a hospital stay
_OTHER_BENEFIT = re.compile(
    r"\b(?:pre|post)[- ]hospitali[sz]ation\b|domiciliary|worldwide|outside india|overseas|abroad|air ambulance"
    r"|organ donor|maternity|new[- ]?born|health check|second opinion|wellness|ayush|day care|opd|out[- ]?patient",
    re.I,
)


def coverage_score(hit: ClauseHit) -> int:
    """How squarely a clause is the in-patient cover: 0 for a clause that is no ground for a hospital stay."""
    if hit.section_type not in ("benefits", "financial_limits") or not _COVER.search(hit.text):
        return 0
    head = hit.text[:200]
    if _OTHER_BENEFIT.search(head):
        return 0
    in_head = bool(_IN_PATIENT.search(head))
    if hit.section_type == "financial_limits" and not in_head:
        return 0  # a limits clause is a ground of cover only when it opens as the in-patient cover
    return 1 + 2 * bool(_IN_PATIENT.search(hit.text)) + in_head


def _coverage_clause(hits: list[ClauseHit]) -> ClauseHit | None:
    scored = [(coverage_score(h), -i, h) for i, h in enumerate(hits)]
    best = max(scored, default=None, key=lambda t: (t[0], t[1]))
    return best[2] if best is not None and best[0] > 0 else None


def _exclusion_code(hit: ClauseHit) -> str | None:
    if hit.exclusion_code:
        return hit.exclusion_code
    match = _EXCL_CODE.search(hit.text)
    return f"Excl{int(match.group(1)):02d}" if match else None


def possible_exclusions(hits: list[ClauseHit], treatment: str, is_accident: bool) -> list[tuple[str, str]]:
    """(code, clause id) of retrieved exclusion clauses whose IRDAI standard definition names the treatment,
    outside the definition's carve-outs."""
    text = normalise(treatment)
    found: list[tuple[str, str]] = []
    for hit in hits:
        code = _exclusion_code(hit)
        entry = _EXCLUSIONS.get(code or "")
        if entry is None or not entry.pattern.search(text):
            continue
        if (entry.carve_out_accident and is_accident) or (entry.carve_out and entry.carve_out.search(text)):
            continue
        found.append((entry.code, hit.clause_id))
    return found


class OfflineJudge:
    name = OFFLINE_JUDGE
    offline = True

    def judge(self, tools: JudgeTools) -> JudgeDraft:
        facts, rules = tools.facts, tools.rules
        tools.get_claim_facts()  # the same reads Claude makes: the trace is what the estimate counts
        tools.get_rule_results()
        treatment = facts.treatment_text or "the treatment"
        reasons: list[str] = []

        coverage = _coverage_clause(tools.search_policy(IN_PATIENT_QUERY, 4))
        if coverage is None:  # the one extra retrieval round, on the treatment itself
            coverage = _coverage_clause(
                tools.search_policy(f"Are in-patient hospitalisation expenses for {treatment} covered?", 4)
            )
        if coverage is None:
            reasons.append("NO_COVERAGE_CLAUSE_FOUND")

        exclusion_hits = tools.search_policy(f"Which exclusions apply to {treatment}?", 4)
        rules_excluded = any(
            r["rule_id"] == "EXCLUDED_TREATMENT" and not r.get("passed") for r in rules.results
        )
        if not rules_excluded:
            for code, clause_id in possible_exclusions(exclusion_hits, treatment, facts.is_accident):
                reasons.append(f"POSSIBLE_EXCLUSION:{code}:{clause_id}")

        dropped = {
            i
            for i, item in enumerate(facts.line_items)
            if i < len(rules.allowed) and rules.allowed[i] == 0 and item.amount > 0
        }
        non_payable: ClauseHit | None = None
        if dropped and tools.searches < 4:
            hits = tools.search_policy("Which items and expenses are not payable (non-medical items)?", 4)
            non_payable = next((h for h in hits if _NON_PAYABLE.search(h.text)), None)

        marks: list[LineMark] = []
        for i, item in enumerate(facts.line_items):
            if i in dropped:
                notes = rules.line_notes[i] if i < len(rules.line_notes) else ()
                marks.append(
                    LineMark(
                        index=i,
                        covered=False,
                        clause_id=non_payable.clause_id if non_payable else None,
                        note=f"not payable, non-medical item excluded: {item.description}"
                        + (f" ({'; '.join(notes)})" if notes else ""),
                    )
                )
            else:
                marks.append(
                    LineMark(
                        index=i,
                        covered=True,
                        clause_id=coverage.clause_id if coverage else None,
                        note=f"covered in-patient hospitalisation treatment expenses: {item.description}",
                    )
                )
        cited = [c for c in (coverage, non_payable) if c is not None]
        proposal = ProposeDecision(
            decision=rules.proposed,  # type: ignore[arg-type]
            line_items=marks,
            clause_ids=[c.clause_id for c in cited],
            notes="The offline judge keeps the rules' decision; "
            + (
                "it asks a person: " + ", ".join(reasons) if reasons else "nothing it read differs from them."
            ),
        )
        return JudgeDraft(
            proposal=proposal,
            needs_person=bool(reasons),
            person_reasons=tuple(reasons),
            judge=OFFLINE_JUDGE,
            offline=True,
        )
