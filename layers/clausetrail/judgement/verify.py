"""Verification of a judgement (SPEC §3 stage 5). Pure code.

A proposal passes only if: every clause it cites belongs to the claim's policy version; its lines are the bill's
lines with the amounts of the facts, each covered line citing a clause; the payable amount the rules code
recomputes from the marks equals the proposal's; the decision fits that amount; and each cited clause supports
the finding made on it. The support check is lexical offline (:func:`lexical_support`) and a small-model call
with Claude (``services.judgement``); either way its verdicts come in as ``support``. A failed verification
never auto-pays: the gate gets ``verification_passed`` False and the failures are stored with the proposal.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict

from clausetrail.domain.claims.facts import ClaimFacts
from clausetrail.judgement.model import Proposal

OFFLINE_SUPPORT: Final = "offline-lexical-v1"
MIN_OVERLAP: Final = 0.25  # share of a finding's content words the clause must hold
NOTE_SEPARATOR: Final = "; "
FindingKind = Literal["covers", "excludes"]

_WORD = re.compile(r"[a-z]{3,}")
_STOP: Final = frozenset(
    [
        "the",
        "and",
        "for",
        "are",
        "any",
        "all",
        "per",
        "which",
        "such",
        "this",
        "that",
        "with",
        "from",
        "under",
        "shall",
        "will",
        "been",
        "have",
        "has",
        "not",
        "was",
        "were",
        "its",
        "into",
        "also",
        "other",
        "than",
        "only",
        "each",
        "same",
        "their",
        "they",
        "them",
        "there",
        "these",
        "those",
        "then",
        "when",
        "where",
        "what",
        "who",
        "may",
        "can",
        "our",
        "your",
        "you",
        "policy",
        "insured",
        "claim",
        "line",
        "lines",
        "item",
    ]
)
_COVER = re.compile(r"\b(?:cover\w*|indemnif\w*|reimburs\w*|payable|pays?|benefits?|expenses?)\b", re.I)
_EXCLUDE = re.compile(
    r"exclu\w*|not\s+(?:be\s+)?(?:payable|covered|admissible|liable|reimbursed)|shall\s+not\s+(?:be\s+)?(?:pay|cover)"
    r"|non[- ]?(?:medical|payable)|no\s+(?:cover|payment)",
    re.I,
)


class Finding(BaseModel):
    """What the proposal says on one cited clause."""

    model_config = ConfigDict(frozen=True)

    clause_id: str
    kind: FindingKind
    text: str

    @property
    def key(self) -> str:
        return f"{self.clause_id}|{self.kind}"


class Support(BaseModel):
    model_config = ConfigDict(frozen=True)

    supported: bool
    why: str = ""


class VerificationFailure(BaseModel):
    model_config = ConfigDict(frozen=True)

    code: (
        str  # UNKNOWN_CLAUSE, LINES_DIFFER, LINE_WITHOUT_CLAUSE, PAYABLE_MISMATCH, DECISION_INCONSISTENT, ...
    )
    detail: str
    clause_id: str | None = None


class Verification(BaseModel):
    model_config = ConfigDict(frozen=True)

    passed: bool
    failures: tuple[VerificationFailure, ...] = ()
    recomputed_payable: int | None = None
    checked_clauses: int = 0
    support_checker: str = OFFLINE_SUPPORT

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(f.code for f in self.failures))


def findings(proposal: Proposal) -> tuple[Finding, ...]:
    """One finding per (cited clause, covers/excludes): the notes of the lines marked on that clause."""
    grouped: dict[tuple[str, FindingKind], list[str]] = {}
    for line in proposal.line_items:
        if not line.clause_id:
            continue
        kind: FindingKind = "covers" if line.covered else "excludes"
        grouped.setdefault((line.clause_id, kind), []).append(line.note or line.description)
    return tuple(
        Finding(clause_id=cid, kind=kind, text=NOTE_SEPARATOR.join(dict.fromkeys(notes)))
        for (cid, kind), notes in grouped.items()
    )


def _stems(text: str) -> set[str]:
    return {w[:5] for w in _WORD.findall(text.lower()) if w not in _STOP}


def lexical_support(finding: Finding, clause_text: str, section_type: str) -> Support:
    """Offline faithfulness: the clause speaks the finding's language (cover or exclusion) and shares enough of
    its words. A clause of the exclusions section never supports a finding that something is covered."""
    if finding.kind == "covers":
        if section_type == "exclusions":
            return Support(supported=False, why="an exclusion clause cited as the ground of cover")
        if not _COVER.search(clause_text):
            return Support(supported=False, why="the clause does not speak of cover or payment")
    elif not (_EXCLUDE.search(clause_text) or section_type == "exclusions"):
        return Support(supported=False, why="the clause excludes nothing")
    # each line's note on the clause is checked on its own (a long list of line descriptions is no reason to fail)
    clause_stems = _stems(clause_text)
    shares = []
    for part in finding.text.split(NOTE_SEPARATOR):
        wanted = _stems(part)
        if wanted:
            shares.append(len(wanted & clause_stems) / len(wanted))
    if not shares:
        return Support(supported=False, why="the finding has no words to check")
    share = min(shares)
    if share < MIN_OVERLAP:
        return Support(supported=False, why=f"the clause shares {share:.0%} of a finding's words")
    return Support(supported=True, why=f"shares at least {share:.0%} of each finding's words")


def _decision_fits(decision: str, payable: int | None, claimed: int) -> bool:
    if decision == "approve":
        return payable == claimed
    if decision == "partial":
        return payable is not None and 0 < payable < claimed
    if decision == "deny":
        return payable in (0, None)
    return True  # need_info / refer: a person decides the amount


def verify_proposal(
    proposal: Proposal,
    *,
    facts: ClaimFacts,
    amount_claimed: int,
    version_id: str | None,
    clause_versions: Mapping[str, str],
    recomputed_payable: int | None,
    support: Mapping[str, Support],
    support_checker: str = OFFLINE_SUPPORT,
) -> Verification:
    """Every check of SPEC §3.5 on one proposal; ``support`` maps :attr:`Finding.key` to its verdict."""
    failures: list[VerificationFailure] = []
    cited = proposal.cited_clause_ids()
    for cid in cited:
        if version_id is None or clause_versions.get(cid) != version_id:
            failures.append(
                VerificationFailure(
                    code="UNKNOWN_CLAUSE",
                    detail=f"{cid} is not a clause of this policy version",
                    clause_id=cid,
                )
            )
    bill = [(i, item.amount) for i, item in enumerate(facts.line_items)]
    marked = [(line.index, line.amount) for line in proposal.line_items]
    if sorted(marked) != bill:
        failures.append(
            VerificationFailure(
                code="LINES_DIFFER",
                detail=f"the proposal marks lines {sorted(marked)} but the bill has {bill}",
            )
        )
    for line in proposal.line_items:
        if line.covered and not line.clause_id:
            failures.append(
                VerificationFailure(
                    code="LINE_WITHOUT_CLAUSE", detail=f"line {line.index} is covered without a clause"
                )
            )
    if recomputed_payable != proposal.payable_amount:
        failures.append(
            VerificationFailure(
                code="PAYABLE_MISMATCH",
                detail=f"the rules compute {recomputed_payable} from the marks, the proposal says "
                f"{proposal.payable_amount}",
            )
        )
    if not _decision_fits(proposal.decision, recomputed_payable, amount_claimed):
        failures.append(
            VerificationFailure(
                code="DECISION_INCONSISTENT",
                detail=f"{proposal.decision} does not fit a payable of {recomputed_payable} on "
                f"{amount_claimed} claimed",
            )
        )
    checked = 0
    for finding in findings(proposal):
        if any(f.code == "UNKNOWN_CLAUSE" and f.clause_id == finding.clause_id for f in failures):
            continue
        verdict = support.get(finding.key)
        checked += 1
        if verdict is None or not verdict.supported:
            failures.append(
                VerificationFailure(
                    code="UNSUPPORTED_CLAUSE",
                    detail=f"{finding.clause_id} does not support '{finding.text[:120]}'"
                    + (f": {verdict.why}" if verdict else ": not checked"),
                    clause_id=finding.clause_id,
                )
            )
    return Verification(
        passed=not failures,
        failures=tuple(failures),
        recomputed_payable=recomputed_payable,
        checked_clauses=checked,
        support_checker=support_checker,
    )
