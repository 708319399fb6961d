"""The offline judge: a deterministic baseline behind the same tools as Claude (no model, clearly labelled).

It reads the typed facts and the rule results, asks at most three coverage questions of the policy version
(the treatment's cover, the exclusions that could apply to it, and — when the rules dropped lines — which items
the wording does not pay), with one extra retrieval round when no benefits clause came back. It marks each line
as the rules left it: covered on the benefits clause found, not covered (on the wording's non-payable clause when
one is found) where the rules allowed nothing.

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
COVER_QUERY: Final = "in-patient hospitalisation treatment expenses covered indemnify"
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


def _coverage_clause(hits: list[ClauseHit]) -> ClauseHit | None:
    for hit in hits:
        if hit.section_type == "benefits" and _COVER.search(hit.text):
            return hit
    return None


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

        coverage = _coverage_clause(
            tools.search_policy(f"Is in-patient treatment for {treatment} covered?", 4)
        )
        if coverage is None:  # the one extra retrieval round
            coverage = _coverage_clause(tools.search_policy(f"{COVER_QUERY} {treatment}", 4))
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
