"""`clausetrail eval claims`: every golden claim through intake and the local adjudication state machine, then the
SPEC §8 report: decision agreement, payable within 1 %, wrong approvals and wrong denials apart, reason-code
recall, calibration buckets, tokens and USD per claim, share hitting the cap, auto-decision rate, decision flips
over repeat runs, and the audit chain of every claim verified.

A claim routed to an adjuster, or waiting for the Claims Review Committee (route `crc`, every drafted repudiation),
is scored on its draft (what the adjuster or the committee would see); no review or vote is faked. `auto_denials`
counts claims finally denied by code or a model alone (decided_by rules/agent without a person or the CRC): it
must be 0 (SPEC §3 stage 6).
"""

from __future__ import annotations

import hashlib
import json
import statistics
import time
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from clausetrail.adapters.db.claims_repo import ClaimRecord
from clausetrail.domain.policy import VersionStatus
from clausetrail.eval.golden_sets import (
    ALL,
    DEV,
    TEST,
    Split,
    group_by,
    insurer_of,
    load_split,
    resolve_document,
)
from clausetrail.ports.runtime import RuntimePorts

EVAL_OWNER = "eval"
PAYING = {"approve", "partial"}
#: a claim referred to a person with no draft (a rule named a missing term or fact): expected only of generated
#: cases, whose label says a person must decide
REFER = "refer"
#: where a claim stops without a person: decided, waiting for an adjuster or the CRC, or failed by name
WAITING = ("in_review", "escalated", "awaiting_crc", "crc_escalated", "needs_attention")
AUTOMATIC = ("rules", "agent")
#: the part of generated labelled cases (``--extra-labelled``): development data, fitted on, never scored as golden
GENERATED = "generated"


@dataclass
class CaseResult:
    case_id: str
    run: int
    expected_decision: str
    expected_payable: int
    expected_reasons: list[str]
    decision: str | None = None
    payable: int | None = None
    reason_codes: list[str] = field(default_factory=list)
    route: str | None = None
    decided_by: str | None = (
        None  # rules | agent | human once decided; None while a person or the CRC decides
    )
    score: float | None = None
    status: str | None = None
    error: str | None = None
    chain_ok: bool | None = None
    claim_id: str | None = None
    seconds: float = 0.0
    tokens: int = 0
    usd: float = 0.0
    # what Claude would spend on this claim's prompts (extraction, judgement, verification), counted for every
    # claim even when the offline model ran (issue 9 item 7)
    estimated_tokens: int = 0
    estimated_usd: float = 0.0
    verification_failed: bool = False
    document: str = ""
    part: str = "all"
    insurer: str = "unknown"

    @property
    def agrees(self) -> bool:
        return self.decision == self.expected_decision

    @property
    def payable_ok(self) -> bool:
        if self.expected_decision == REFER:
            # a referral with no draft (a generated case whose term or fact is missing): a person sets the amount
            return self.decision == REFER
        if self.payable is None:
            return False
        tolerance = max(1, self.expected_payable // 100)
        return abs(self.payable - self.expected_payable) <= tolerance

    @property
    def wrong_approval(self) -> bool:
        """Money lost: paid when the answer was not to pay, or paid more than due (beyond 1 %)."""
        if self.decision not in PAYING:
            return False
        return self.expected_decision not in PAYING or (
            self.payable is not None
            and self.payable > self.expected_payable + max(1, self.expected_payable // 100)
        )

    @property
    def wrong_denial(self) -> bool:
        """Customer harmed: denied when money was due."""
        return self.decision == "deny" and self.expected_decision in PAYING

    @property
    def auto_denial(self) -> bool:
        """A final repudiation with no person behind it (never allowed: every deny goes to the CRC)."""
        return self.decided_by in AUTOMATIC and self.decision == "deny"

    @property
    def reason_recall(self) -> float:
        if not self.expected_reasons:
            return 1.0
        return len(set(self.expected_reasons) & set(self.reason_codes)) / len(self.expected_reasons)


@dataclass
class ClaimsEval:
    results: list[CaseResult]
    runs: int
    split: Split = field(default_factory=lambda: Split(frozenset(), None))

    def first_run(self, *, generated: bool = False) -> list[CaseResult]:
        """The first run's results: the golden cases only, unless ``generated`` asks for those as well."""
        return [r for r in self.results if r.run == 1 and (generated or r.part != GENERATED)]

    def parts(self) -> dict[str, dict[str, Any]]:
        """Test part first, then dev (or one part `all`), then any generated cases: the headline figures of
        each (SPEC §12)."""
        first = self.first_run(generated=True)
        parts = (*self.split.parts, *((GENERATED,) if any(r.part == GENERATED for r in first) else ()))
        return {part: _headline([r for r in first if r.part == part]) for part in parts}

    def insurers(self) -> dict[str, dict[str, Any]]:
        return {name: _headline(rs) for name, rs in group_by(self.first_run(), lambda r: r.insurer).items()}

    def summary(self) -> dict[str, Any]:
        """The golden cases' figures (generated cases are reported in their own part only)."""
        first = self.first_run()
        n = len(first) or 1
        by_case: dict[str, set[str | None]] = {}
        for r in self.results:
            if r.part == GENERATED:
                continue
            by_case.setdefault(r.case_id, set()).add(r.decision)
        buckets: dict[str, dict[str, int]] = {}
        for r in first:
            if r.score is None:
                continue
            key = f"{min(int(r.score * 10), 9) / 10:.1f}-{min(int(r.score * 10), 9) / 10 + 0.1:.1f}"
            b = buckets.setdefault(key, {"claims": 0, "agree": 0})
            b["claims"] += 1
            b["agree"] += int(r.agrees)
        seconds = sorted(r.seconds for r in first) or [0.0]
        tokens = sorted(r.tokens for r in first) or [0]
        estimated = sorted(r.estimated_tokens for r in first) or [0]
        estimated_usd = sorted(r.estimated_usd for r in first) or [0.0]
        return {
            "claims": len(first),
            **_agreement(first),
            "calibration": buckets,
            "tokens_per_claim_p50": statistics.median(tokens),
            "tokens_per_claim_p95": tokens[min(len(tokens) - 1, int(0.95 * len(tokens)))],
            "usd_per_claim_p50": statistics.median(sorted(r.usd for r in first) or [0.0]),
            "share_hitting_cap": 0.0 if not first else sum(r.tokens >= 40_000 for r in first) / n,
            "estimated_tokens_p50": statistics.median(estimated),
            "estimated_tokens_p95": _p95(estimated),
            "estimated_tokens_max": estimated[-1],
            "estimated_usd_p50": statistics.median(estimated_usd),
            "estimated_usd_p95": _p95(estimated_usd),
            "estimated_share_over_cap": 0.0
            if not first
            else sum(r.estimated_tokens > 40_000 for r in first) / n,
            "verification_failures": sum(r.verification_failed for r in first),
            "decision_flips": sum(1 for decisions in by_case.values() if len(decisions) > 1),
            "repeat_runs": self.runs,
            "audit_chains_verified": sum(bool(r.chain_ok) for r in self.results if r.part != GENERATED),
            "seconds_per_claim_p50": statistics.median(seconds),
            "errors": {r.case_id: r.error for r in first if r.error},
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "summary": self.summary(),
            "split": str(self.split.source) if self.split.source else None,
            "parts": self.parts(),
            "insurers": self.insurers(),
            "cases": [asdict(r) for r in self.results],
        }


def _p95(values: list[Any]) -> Any:
    """The 95th percentile of sorted values (nearest rank, as the token figures above)."""
    return values[min(len(values) - 1, int(0.95 * len(values)))]


def _agreement(results: list[CaseResult]) -> dict[str, Any]:
    """The headline figures of a set of first-run results (the whole eval, one part or one insurer)."""
    n = len(results) or 1
    return {
        "decision_agreement": sum(r.agrees for r in results) / n,
        "payable_within_1pct": sum(r.payable_ok for r in results) / n,
        "wrong_approvals": sum(r.wrong_approval for r in results),
        "wrong_denials": sum(r.wrong_denial for r in results),
        "reason_code_recall": sum(r.reason_recall for r in results) / n,
        "auto_decision_rate": sum(r.route == "auto" for r in results) / n,
        "auto_denials": sum(r.auto_denial for r in results),
        "routes": {route: sum(r.route == route for r in results) for route in ("auto", "human", "crc")},
    }


def _headline(results: list[CaseResult]) -> dict[str, Any]:
    if not results:
        return {"claims": 0}
    return {
        "claims": len(results),
        "policies": len({r.document for r in results}),
        **_agreement(results),
        "errors": sum(bool(r.error) for r in results),
    }


def _ordered(cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Cases that depend on another (duplicate bills) run after it."""
    by_id = {c["id"]: c for c in cases}
    done: list[dict[str, Any]] = []
    seen: set[str] = set()

    def visit(case: dict[str, Any]) -> None:
        if case["id"] in seen:
            return
        dep = case.get("depends_on")
        if dep and dep in by_id:
            visit(by_id[dep])
        seen.add(case["id"])
        done.append(case)

    for c in sorted(cases, key=lambda c: c["id"]):
        visit(c)
    return done


def case_owner(case: dict[str, Any], by_id: dict[str, dict[str, Any]], run: int) -> str:
    """The caller a golden case runs as: one instance per run and per case, shared only by the cases that
    ``depends_on`` one another (SPEC §8: they run "in the same instance"), since duplicate bills are found
    across all policies of one caller (SPEC §11)."""
    root, seen = case, {case["id"]}
    while (dep := root.get("depends_on")) and dep in by_id and dep not in seen:
        root = by_id[dep]
        seen.add(dep)
    return f"{EVAL_OWNER}-r{run}-{root['id']}"


def _register_policy(rt: RuntimePorts, case: dict[str, Any], documents: Path, run: int, owner: str) -> str:
    from clausetrail.domain.identifiers import POLICY_ID_MAX_LENGTH, normalise_policy_id
    from clausetrail.services.documents import store_document
    from clausetrail.services.local_ingest import wait_for_version
    from clausetrail.services.policies import RegisterPolicyRequest, register_policy

    pol = case["policy"]
    pdf = resolve_document(documents, pol["document"])
    # real policy numbers (SPEC §11) may be long: the instance suffix still fits in 64
    suffix = f"-r{run}-{hashlib.sha256(owner.encode()).hexdigest()[:6]}"
    base = normalise_policy_id(pol["policy_id"])[: POLICY_ID_MAX_LENGTH - len(suffix)]
    request = RegisterPolicyRequest(
        policy_id=base + suffix,
        insurer=pol.get("insurer") or pol["document"].split("_")[0],
        product_uin=pol.get("uin") or pdf.stem.rsplit("_", 1)[-1],
        effective_from=date.fromisoformat(pol["effective_from"]),
        effective_to=date.fromisoformat(pol["effective_to"]) if pol.get("effective_to") else None,
        document_uri=store_document(rt, owner, pdf.name, pdf.read_bytes()),
        schedule=pol.get("schedule"),
    )
    version, _ = register_policy(rt, owner, request)
    version = wait_for_version(rt, version.version_id)
    if version.status is not VersionStatus.READY:
        raise RuntimeError(f"policy ingestion failed: {version.error_code}")
    return version.policy_id


def _wait_for_claim(rt: RuntimePorts, claim_id: str, timeout_s: float = 300.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        claim = rt.claims.get(claim_id)
        if claim.decided_at is not None or claim.status in WAITING:
            return
        time.sleep(0.05)
    raise TimeoutError(f"claim {claim_id} did not settle in {timeout_s}s")


def record_outcome(result: CaseResult, final: ClaimRecord, proposal: Mapping[str, Any] | None) -> None:
    """What the eval scores of a settled claim: the decision once decided; while an adjuster or the CRC has it
    (or it failed by name), the draft they see — never a faked review or vote."""
    result.status = final.status
    result.route = final.route
    if final.decided_at is not None:
        result.decision, result.payable = final.decision, final.payable_amount
        result.decided_by = final.decided_by
    elif proposal is not None:
        result.decision, result.payable = proposal["decision"], proposal["payable_amount"]
    if final.error_code:
        result.error = f"{final.error_code}: {final.error_message}"
    result.score = float(proposal["confidence"]) if proposal and proposal["confidence"] is not None else None


def run_case(
    rt: RuntimePorts,
    case_dir: Path,
    case: dict[str, Any],
    documents: Path,
    run: int,
    owner: str | None = None,
) -> CaseResult:
    from clausetrail.services.claims_intake import SubmitClaimRequest, submit_claim
    from clausetrail.services.documents import store_document

    exp = case["expected"]
    result = CaseResult(
        case_id=case["id"],
        run=run,
        expected_decision=exp["decision"],
        expected_payable=int(exp["payable_amount"]),
        expected_reasons=list(exp.get("reason_codes", [])),
    )
    started = time.perf_counter()
    try:
        owner = owner or case_owner(case, {case["id"]: case}, run)
        policy_id = _register_policy(rt, case, documents, run, owner)
        uris = [
            store_document(rt, owner, name, (case_dir / name).read_bytes())
            for name in case["claim"]["documents"]
        ]
        claim_spec = case["claim"]
        claim, _ = submit_claim(
            rt,
            owner,
            SubmitClaimRequest(
                policy_id=policy_id,
                claimant_id=claim_spec.get("claimant_id", "eval-claimant"),
                member_id=claim_spec["member_id"],
                loss_date=date.fromisoformat(claim_spec["loss_date"]),
                amount_claimed=int(claim_spec["amount_claimed"]),
                documents=uris,
                idempotency_key=f"golden-{case['id']}-run{run}",
            ),
        )
        result.claim_id = claim.claim_id
        _wait_for_claim(rt, claim.claim_id)
        final = rt.claims.get(claim.claim_id)
        proposal = rt.claims.proposal(claim.claim_id)
        results = rt.claims.rule_results(claim.claim_id)
        result.reason_codes = sorted({r["reason_code"] for r in results if r["reason_code"]})
        record_outcome(result, final, proposal)
        budget = rt.claims.budget(claim.claim_id)
        result.tokens = budget["tokens_small"] + budget["tokens_large"]
        result.usd = budget["usd_micros_used"] / 1_000_000
        _read_estimate(rt, claim.claim_id, result)
        result.chain_ok = rt.audit.verify(claim.claim_id).ok
    except Exception as exc:  # a failed case is reported, not fatal to the eval
        result.error = f"{type(exc).__name__}: {exc}"
    result.seconds = time.perf_counter() - started
    return result


def _read_estimate(rt: RuntimePorts, claim_id: str, result: CaseResult) -> None:
    from clausetrail.judgement.estimate import total
    from clausetrail.services.judgement_view import repo

    store = repo(rt)
    summed = total(store.estimate(claim_id))
    result.estimated_tokens = summed["tokens"]
    result.estimated_usd = summed["usd_micros"] / 1_000_000
    judged = store.judgement(claim_id)
    result.verification_failed = bool(
        judged and judged["verification"] is not None and not judged["verification"]["passed"]
    )


def load_cases(folder: Path) -> list[dict[str, Any]]:
    cases = []
    for case_file in sorted(folder.glob("*/case.json")):
        case = json.loads(case_file.read_text())
        case["_dir"] = str(case_file.parent)
        cases.append(case)
    return cases


def generated_cases(folders: Sequence[Path], split: Split) -> list[dict[str, Any]]:
    """Generated labelled cases (development data): refused when one is on a test wording or reuses a golden
    case id."""
    cases = [c for folder in folders for c in load_cases(folder)]
    for case in cases:
        document = str(case.get("policy", {}).get("document", ""))
        if split.part_of(document) == TEST:
            raise ValueError(
                f"generated case {case['id']} is on a test wording ({document}): dev wordings only"
            )
        case["_part"] = GENERATED
    return cases


def evaluate_claims(
    rt: RuntimePorts,
    golden_dir: Path,
    documents: Path,
    *,
    runs: int = 1,
    console: Console | None = None,
    extra_labelled: Sequence[Path] = (),
) -> ClaimsEval:
    """Every golden case (and any generated labelled case of ``extra_labelled``, part ``generated``, run once)."""
    split = load_split(golden_dir)
    cases = load_cases(golden_dir)
    extra = generated_cases(extra_labelled, split)
    golden_ids = {c["id"] for c in cases}
    clash = sorted(c["id"] for c in extra if c["id"] in golden_ids)
    if clash:
        raise ValueError(f"generated case ids clash with golden ones: {clash[:5]}")
    results: list[CaseResult] = []
    by_id = {c["id"]: c for c in [*cases, *extra]}
    for run in range(1, runs + 1):
        for case in _ordered(cases) + (_ordered(extra) if run == 1 else []):
            r = run_case(rt, Path(case["_dir"]), case, documents, run, case_owner(case, by_id, run))
            r.document = str(case.get("policy", {}).get("document", ""))
            r.part = case.get("_part") or split.part_of(r.document)
            r.insurer = insurer_of(r.document, case.get("insurer"))
            results.append(r)
            if console:
                mark = "✓" if r.agrees and r.payable_ok else "✗"
                console.print(
                    f"  {mark} run {run} {r.case_id}: {r.decision} {r.payable} (expected {r.expected_decision} "
                    f"{r.expected_payable}), route {r.route}{' ' + r.error if r.error else ''}"
                )
    return ClaimsEval(results=results, runs=runs, split=split)


def fit_confidence(rt: RuntimePorts, result: ClaimsEval) -> dict[str, Any]:
    """Fit the confidence model on the development part's labelled claims (label: the system agreed with the
    expected decision), measure its calibration on the test part, and say whether the gate may use it (>= 98 %
    agreement at scores >= 0.9 on the test part, >= 200 labelled claims, no test wrong approval at >= 0.9,
    every weight leaning the expected way). A folder without a split is fitted
    and calibrated on the same claims (in-sample: never usable)."""
    from clausetrail.domain.confidence import HIGH, ConfidenceArtefact, calibration, fit, interim_score
    from clausetrail.services.adjudication import claim_signals

    results = [r for r in result.first_run(generated=True) if r.claim_id and not r.error]
    rows = [(claim_signals(rt, str(r.claim_id)), r.agrees, r.part) for r in results]
    held_wrong_approvals = [
        signals
        for (signals, _, part), r in zip(rows, results, strict=True)
        if part == TEST and r.wrong_approval
    ]
    if not rows:
        return {"fitted": False, "reason": "no labelled claims"}
    # fitted on the development part and the generated cases (development data); measured on the test part only
    train = [(s, a) for s, a, part in rows if part in (DEV, ALL, GENERATED)]
    held = [(s, a) for s, a, part in rows if part == TEST]
    if not train:
        return {"fitted": False, "reason": "no development claims to fit on"}
    generated = sum(1 for _, _, part in rows if part == GENERATED)
    model = fit([s for s, _ in train], [a for _, a in train])
    measured = held or train
    test_cal = calibration([model.score(s) for s, _ in measured], [a for _, a in measured])
    interim = calibration([interim_score(s) for s, _, _ in rows], [a for _, a, _ in rows])
    artefact = ConfidenceArtefact(
        version=f"confidence-{date.today().isoformat()}-dev{len(train) - generated}-gen{generated}-test{len(held)}",
        model=model,
        test_labelled=len(held),
        test_high_claims=test_cal.high_claims if held else 0,
        test_high_agreement=test_cal.high_agreement if held else None,
        test_high_wrong_approvals=sum(model.score(s) >= HIGH for s in held_wrong_approvals),
    )
    return {
        "fitted": True,
        "labelled_claims": len(train),
        "fitted_on": {"golden_dev": len(train) - generated, GENERATED: generated},
        "test_claims": len(held),
        "artefact": artefact.to_json(),
        "test_calibration": {"buckets": test_cal.buckets, "agreement_at_0.9": test_cal.high_agreement},
        "interim_calibration": {"buckets": interim.buckets, "agreement_at_0.9": interim.high_agreement},
        "usable_by_gate": artefact.usable_by_gate,
        "why_not": None
        if artefact.usable_by_gate
        else "; ".join(artefact.why_not_usable()) + "; the gate keeps the interim score",
    }


def print_claims_report(result: ClaimsEval, console: Console) -> None:
    s = result.summary()
    table = Table("metric", "value", title="Golden claims (offline model)")
    for key in (
        "claims",
        "decision_agreement",
        "payable_within_1pct",
        "wrong_approvals",
        "wrong_denials",
        "reason_code_recall",
        "auto_decision_rate",
        "auto_denials",
        "decision_flips",
        "repeat_runs",
        "audit_chains_verified",
        "tokens_per_claim_p50",
        "tokens_per_claim_p95",
        "usd_per_claim_p50",
        "share_hitting_cap",
        "estimated_tokens_p50",
        "estimated_tokens_p95",
        "estimated_tokens_max",
        "estimated_usd_p50",
        "estimated_usd_p95",
        "estimated_share_over_cap",
        "verification_failures",
        "seconds_per_claim_p50",
    ):
        value = s[key]
        table.add_row(key, f"{value:.3f}" if isinstance(value, float) else str(value))
    table.add_row("routes", ", ".join(f"{k} {v}" for k, v in s["routes"].items()))
    console.print(table)
    cal = Table("score bucket", "claims", "agreement", title="Calibration")
    for bucket, b in sorted(s["calibration"].items()):
        cal.add_row(bucket, str(b["claims"]), f"{b['agree'] / b['claims']:.2f}")
    console.print(cal)
    headline = ("claims", "decision_agreement", "payable_within_1pct", "wrong_approvals", "wrong_denials")
    for column, title, rows in (
        ("part", "By part (test first)", result.parts()),
        ("insurer", "Per insurer", result.insurers()),
    ):
        by = Table(column, *headline, title=title)
        for name, row in rows.items():
            by.add_row(
                name,
                *(
                    (f"{row[key]:.3f}" if isinstance(row.get(key), float) else str(row.get(key, "-")))
                    for key in headline
                ),
            )
        console.print(by)
    for case_id, error in s["errors"].items():
        console.print(f"[red]{case_id}: {error}[/red]")
