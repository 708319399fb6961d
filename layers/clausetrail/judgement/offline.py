"""The offline judge: a deterministic baseline behind the same tools as Claude (no model, clearly labelled).

It reads the typed facts and the rule results, asks at most three coverage questions of the policy version
(the in-patient cover, in the terms of the IRDAI standard wording; the exclusions that could apply to the
treatment; and — when the rules dropped lines — which items the wording does not pay), with one extra retrieval
round on the treatment itself when no in-patient clause came back. It marks each line as the rules left it:
covered on the in-patient clause found, not covered (on the wording's non-payable clause when one is found)
where the rules allowed nothing.

It is conservative: it keeps the rules' decision, with one exception. When the rules referred a claim only
because a standard exclusion may apply on conditions the diagnosis does not settle (obesity surgery, hazardous
sports, an admission for evaluation), it checks those conditions against the facts
(:mod:`clausetrail.judgement.conditions`): where the facts state in so many words that the exclusion applies, it
drafts a repudiation on the exclusion clause (which the CRC must uphold); where they state that a condition
lifts it, it drafts what the rules' amounts say (a person still reviews it: the rules' referral stands); else it
keeps the referral. When it would differ or is unsure — no benefits clause found, an exclusion clause of the
wording that the IRDAI standard definitions match to the treatment (outside their carve-outs) while the rules
found none — it asks for a person (``needs_person`` with the reason). It never turns a payable approval into a
denial on a finding it is unsure of.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from clausetrail.domain.rules.tables.exclusions import STANDARD_EXCLUSION_KEYWORDS
from clausetrail.domain.rules.text_match import normalise
from clausetrail.judgement.conditions import ConditionFinding, check_conditions
from clausetrail.judgement.model import (
    MAX_K,
    MAX_SEARCH_CALLS,
    ClauseHit,
    LineMark,
    ProposeDecision,
    RulesView,
)
from clausetrail.judgement.tools import JudgeTools

OFFLINE_JUDGE: Final = "offline-judge-v1"
_COVER = re.compile(r"\b(?:cover\w*|indemnif\w*|reimburs\w*|payable|expenses?)\b", re.I)
_NON_PAYABLE = re.compile(
    r"non[- ]?(?:medical|payable)|list\s*[-–]?\s*(?:i|1)\b|annexure|optional\s+items|not\s+payable", re.I
)
_EXCLUSIONS = {entry.code: entry for entry in STANDARD_EXCLUSION_KEYWORDS}
_EXCL_CODE = re.compile(r"\bexcl\s*0?(\d{1,2})\b", re.I)
_RULE_CODES = re.compile(r"\bExcl\d{2}\b")
EXCLUDED_RULE: Final = "EXCLUDED_TREATMENT"
_GAP_CODES: Final = frozenset({"FACT_MISSING", "TERM_MISSING"})


@dataclass(frozen=True, slots=True)
class JudgeDraft:
    """What a judge returns: its tool call, whether it asks for a person, and its questions."""

    proposal: ProposeDecision
    needs_person: bool
    person_reasons: tuple[str, ...]
    judge: str
    offline: bool


# words may be split by a line break in the clause text: any run of white space between them
_IN_PATIENT = re.compile(
    r"\bin[-\s]?patient\b|\bhospitali[sz]ation\s+expenses\b"
    r"|\bexpenses?\s+incurred\s+(?:for|on|in\s+respect\s+of|during)\s+(?:the\s+)?hospitali[sz]ation",
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


HEAD_CHARS: Final = 200
HEAD_MAX_CHARS: Final = 400
#: a section's opening sentence that only announces what follows ("The covers listed below are ...")
_ANNOUNCES: Final = re.compile(
    r"\b(?:listed|set out|given|mentioned|described)\s+below\b|\bas follows\b", re.I
)
_SENTENCE_END: Final = re.compile(r"[.:]\s+(?=\S)")


def clause_head(text: str) -> str:
    """How a clause opens: its first 200 characters; when its first sentence only announces the covers that
    follow, its first 400 (so the first announced cover is part of the opening)."""
    first = _SENTENCE_END.search(text)
    if first is not None and first.start() < HEAD_CHARS and _ANNOUNCES.search(text[: first.start()]):
        return text[:HEAD_MAX_CHARS]
    return text[:HEAD_CHARS]


def coverage_score(hit: ClauseHit) -> int:
    """How squarely a clause is the in-patient cover: 0 for a clause that is no ground for a hospital stay."""
    if hit.section_type not in ("benefits", "financial_limits") or not _COVER.search(hit.text):
        return 0
    head = clause_head(hit.text)
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


def referred_exclusion_codes(rules: RulesView) -> tuple[str, ...] | None:
    """The standard exclusion codes the rules referred the claim on, when that referral is the only thing a
    person was asked for (None otherwise: another rule's referral or a named gap is not the judge's to settle)."""
    referral: dict[str, object] | None = None
    for r in rules.results:
        asked = r.get("outcome") == "human" or r.get("reason_code") in _GAP_CODES
        if not asked:
            continue
        if r.get("rule_id") != EXCLUDED_RULE or r.get("reason_code") != EXCLUDED_RULE or referral is not None:
            return None
        referral = r
    if referral is None:
        return None
    codes = tuple(dict.fromkeys(_RULE_CODES.findall(str(referral.get("detail") or ""))))
    return codes or None


@dataclass(frozen=True, slots=True)
class ExclusionCall:
    """What the judge makes of a referred exclusion: ``applies`` with the clause, ``lifted``, or ``unsure``."""

    verdict: str
    findings: tuple[ConditionFinding, ...]
    clause: ClauseHit | None = None
    code: str | None = None


def _clause_for(code: str, hits: list[ClauseHit]) -> ClauseHit | None:
    return next((h for h in hits if _exclusion_code(h) == code), None)


def settle_exclusion(tools: JudgeTools, codes: tuple[str, ...], hits: list[ClauseHit]) -> ExclusionCall:
    """Check each referred exclusion's conditions against the facts; find the clause of one that applies
    (one more search on the exclusion's own name when the treatment's question did not return it)."""
    findings = tuple(check_conditions(code, tools.facts, tools.member_age) for code in codes)
    for finding in findings:
        if finding.verdict != "applies":
            continue
        clause = _clause_for(finding.code, hits)
        entry = _EXCLUSIONS.get(finding.code)
        if clause is None and entry is not None and tools.searches < MAX_SEARCH_CALLS:
            clause = _clause_for(
                finding.code, tools.search_policy(f"Exclusion {finding.code}: {entry.title}", MAX_K)
            )
        if clause is not None:
            return ExclusionCall("applies", findings, clause, finding.code)
        return ExclusionCall("unsure", findings, None, finding.code)
    if findings and all(f.verdict == "lifted" for f in findings):
        return ExclusionCall("lifted", findings, _clause_for(findings[0].code, hits), findings[0].code)
    return ExclusionCall("unsure", findings)


def amounts_decision(rules: RulesView, amount_claimed: int) -> str | None:
    """What the rules' payable says once an exclusion is lifted (None when they computed none or nothing)."""
    payable = rules.payable_amount
    if payable is None or payable <= 0:
        return None
    return "approve" if payable >= amount_claimed else "partial"


def _denial(tools: JudgeTools, call: ExclusionCall) -> JudgeDraft:
    assert call.clause is not None and call.code is not None
    entry = _EXCLUSIONS.get(call.code)
    title = entry.title if entry else call.code
    why = next(f.why for f in call.findings if f.code == call.code)
    note = f"excluded under {call.code} {title}: {why}"[:300]
    marks = [
        LineMark(index=i, covered=False, clause_id=call.clause.clause_id, note=note)
        for i in range(len(tools.facts.line_items))
    ]
    proposal = ProposeDecision(
        decision="deny",
        line_items=marks,
        clause_ids=[call.clause.clause_id],
        notes=f"The rules referred a possible {call.code} exclusion; the offline judge read its conditions in "
        f"the facts: {why}. A repudiation goes to the Claims Review Committee.",
    )
    return JudgeDraft(
        proposal=proposal, needs_person=False, person_reasons=(), judge=OFFLINE_JUDGE, offline=True
    )


# A search question must stay short (the tool takes at most 300 characters); a long treatment text is
# named by its first words, cut at a word boundary, and the full text still goes to the exclusion reading.
QUESTION_SUBJECT_CHARS = 200


def question_subject(treatment_text: str | None) -> str:
    """The treatment as a search question names it: its first words, at most QUESTION_SUBJECT_CHARS."""
    text = " ".join((treatment_text or "").split())
    if not text:
        return "the treatment"
    if len(text) <= QUESTION_SUBJECT_CHARS:
        return text
    cut = text[:QUESTION_SUBJECT_CHARS].rsplit(" ", 1)[0]
    return cut or text[:QUESTION_SUBJECT_CHARS]


class OfflineJudge:
    name = OFFLINE_JUDGE
    offline = True

    def judge(self, tools: JudgeTools) -> JudgeDraft:
        facts, rules = tools.facts, tools.rules
        tools.get_claim_facts()  # the same reads Claude makes: the trace is what the estimate counts
        tools.get_rule_results()
        treatment = question_subject(facts.treatment_text)
        reasons: list[str] = []

        coverage = _coverage_clause(tools.search_policy(IN_PATIENT_QUERY, 4))
        if coverage is None:  # the one extra retrieval round, on the treatment itself
            coverage = _coverage_clause(
                tools.search_policy(f"Are in-patient hospitalisation expenses for {treatment} covered?", 4)
            )
        if coverage is None:
            reasons.append("NO_COVERAGE_CLAUSE_FOUND")

        exclusion_hits = tools.search_policy(f"Which exclusions apply to {treatment}?", 4)
        rules_excluded = any(r["rule_id"] == EXCLUDED_RULE and not r.get("passed") for r in rules.results)
        if not rules_excluded:
            for code, clause_id in possible_exclusions(
                exclusion_hits, facts.treatment_text or treatment, facts.is_accident
            ):
                reasons.append(f"POSSIBLE_EXCLUSION:{code}:{clause_id}")

        decision = rules.proposed
        settled = ""
        codes = referred_exclusion_codes(rules) if rules.decision == "refer" else None
        exclusion_clause: ClauseHit | None = None
        if codes:
            call = settle_exclusion(tools, codes, exclusion_hits)
            found = "; ".join(f"{f.code} {f.verdict}: {f.why}" for f in call.findings)
            if call.verdict == "applies":
                return _denial(tools, call)
            lifted_to = amounts_decision(rules, tools.amount_claimed) if call.verdict == "lifted" else None
            if lifted_to is not None and coverage is not None:
                decision, exclusion_clause = lifted_to, call.clause
                settled = f"the referred exclusion does not apply ({found}); "
            else:
                reasons.append(f"EXCLUSION_CONDITIONS_UNSETTLED: {found}"[:200])

        dropped = {
            i
            for i, item in enumerate(facts.line_items)
            if i < len(rules.allowed) and rules.allowed[i] == 0 and item.amount > 0
        }
        non_payable: ClauseHit | None = None
        if dropped and tools.searches < MAX_SEARCH_CALLS:
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
        cited = [c for c in (coverage, non_payable, exclusion_clause) if c is not None]
        if settled:
            opening = "The offline judge finds " + settled[:700] + "it drafts what the rules' amounts say; "
            closing = "the rules' referral still sends it to a person."
        else:
            opening, closing = (
                "The offline judge keeps the rules' decision; ",
                "nothing it read differs from them.",
            )
        proposal = ProposeDecision(
            decision=decision,  # type: ignore[arg-type]
            line_items=marks,
            clause_ids=[c.clause_id for c in cited],
            notes=opening + ("it asks a person: " + ", ".join(reasons) if reasons else closing),
        )
        return JudgeDraft(
            proposal=proposal,
            needs_person=bool(reasons),
            person_reasons=tuple(reasons),
            judge=OFFLINE_JUDGE,
            offline=True,
        )
