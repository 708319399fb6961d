"""The claims eval's figures: agreement, payable within 1 %, wrong approvals apart from wrong denials, for the
whole run and for each part and insurer (SPEC §8, §12)."""

from __future__ import annotations

from datetime import UTC, date, datetime
from pathlib import Path

from clausetrail.adapters.db.claims_repo import ClaimRecord
from clausetrail.eval.claims_eval import CaseResult, ClaimsEval, record_outcome
from clausetrail.eval.golden_sets import Split


def case(
    case_id: str, expected: tuple[str, int], got: tuple[str, int], part: str, insurer: str
) -> CaseResult:
    return CaseResult(
        case_id=case_id,
        run=1,
        expected_decision=expected[0],
        expected_payable=expected[1],
        expected_reasons=[],
        decision=got[0],
        payable=got[1],
        route="human",
        document=f"{insurer}_Plan_X.pdf",
        part=part,
        insurer=insurer,
    )


def test_parts_and_insurers_are_scored_apart_and_the_summary_keeps_its_keys() -> None:
    results = [
        case("a", ("approve", 10000), ("approve", 10000), "dev", "A"),
        case("b", ("partial", 8000), ("partial", 9000), "test", "B"),  # overpaid by more than 1 %
        case("c", ("deny", 0), ("refer", 5000), "test", "B"),  # referred: no agreement, no payment
        case("d", ("approve", 5000), ("deny", 0), "test", "A"),  # denied when money was due
    ]
    report = ClaimsEval(results=results, runs=1, split=Split(frozenset({"B_Plan_X.pdf"}), None)).to_json()
    summary = report["summary"]
    assert summary["claims"] == 4
    assert summary["decision_agreement"] == 0.5
    assert summary["payable_within_1pct"] == 0.25
    assert (summary["wrong_approvals"], summary["wrong_denials"]) == (1, 1)
    parts = ClaimsEval(results=results, runs=1, split=Split(frozenset(), Path(__file__))).parts()
    assert parts["test"]["claims"] == 3 and parts["test"]["wrong_approvals"] == 1
    assert parts["dev"]["decision_agreement"] == 1.0
    insurers = report["insurers"]
    assert insurers["A"]["wrong_denials"] == 1 and insurers["B"]["wrong_approvals"] == 1


def settled(**fields: object) -> ClaimRecord:
    base: dict[str, object] = {
        "claim_id": "clm_1",
        "owner_id": "eval",
        "policy_id": "P-1",
        "policy_version_id": "pv_1",
        "claimant_id": "C-1",
        "member_id": "M1",
        "loss_date": date(2025, 9, 1),
        "amount_claimed": 40_000,
        "documents": [],
        "status": "awaiting_crc",
        "stage": "crc",
        "decision": None,
        "payable_amount": None,
        "decided_by": None,
        "reasons": None,
        "route": "crc",
        "rules_outcome": None,
        "execution_arn": None,
        "task_token": "tok",
        "review_blind": False,
        "audit_sample": False,
        "error_code": None,
        "error_message": None,
        "received_at": datetime(2025, 9, 1, tzinfo=UTC),
        "decided_at": None,
    }
    return ClaimRecord(**(base | fields))  # type: ignore[arg-type]


DRAFT_DENIAL = {"decision": "deny", "payable_amount": 0, "confidence": 0.95}


def test_a_claim_waiting_for_the_crc_is_scored_on_its_draft_like_one_waiting_for_a_person() -> None:
    waiting = CaseResult("w", 1, "deny", 0, [])
    record_outcome(waiting, settled(), DRAFT_DENIAL)
    assert (waiting.decision, waiting.payable, waiting.route, waiting.decided_by) == ("deny", 0, "crc", None)
    assert waiting.agrees and waiting.payable_ok and not waiting.auto_denial
    adjuster = CaseResult("a", 1, "partial", 30_000, [])
    record_outcome(
        adjuster,
        settled(status="in_review", route="human"),
        {**DRAFT_DENIAL, "decision": "partial", "payable_amount": 30_000},
    )
    assert (adjuster.decision, adjuster.payable, adjuster.route) == ("partial", 30_000, "human")


def test_auto_denials_count_final_denials_without_a_person_and_routes_are_counted() -> None:
    decided = {"decided_at": datetime(2025, 9, 2, tzinfo=UTC), "status": "decided"}
    by_rules = CaseResult("r", 1, "deny", 0, [])
    record_outcome(
        by_rules,
        settled(**decided, decision="deny", payable_amount=0, decided_by="rules", route="auto"),
        DRAFT_DENIAL,
    )
    by_crc = CaseResult("c", 1, "deny", 0, [])
    record_outcome(
        by_crc, settled(**decided, decision="deny", payable_amount=0, decided_by="human"), DRAFT_DENIAL
    )
    waiting = CaseResult("w", 1, "deny", 0, [])
    record_outcome(waiting, settled(), DRAFT_DENIAL)
    paid = CaseResult("p", 1, "approve", 9_000, [])
    record_outcome(
        paid,
        settled(**decided, decision="approve", payable_amount=9_000, decided_by="rules", route="auto"),
        None,
    )
    assert [r.auto_denial for r in (by_rules, by_crc, waiting, paid)] == [True, False, False, False]
    summary = ClaimsEval(results=[by_rules, by_crc, waiting, paid], runs=1).summary()
    assert summary["auto_denials"] == 1
    assert summary["routes"] == {"auto": 2, "human": 0, "crc": 2}
    assert ClaimsEval(results=[by_crc, waiting], runs=1).summary()["auto_denials"] == 0


def test_the_summary_reports_the_estimate_of_the_claude_prompts_and_verification_failures() -> None:
    results = []
    for i, tokens in enumerate([9_000, 11_000, 12_000, 30_000, 45_000]):
        r = case(f"e{i}", ("approve", 1000), ("approve", 1000), "dev", "A")
        r.estimated_tokens = tokens
        r.estimated_usd = tokens / 1_000_000
        r.verification_failed = i == 4
        results.append(r)
    summary = ClaimsEval(results=results, runs=1).summary()
    assert summary["estimated_tokens_p50"] == 12_000
    assert summary["estimated_tokens_p95"] == 45_000 and summary["estimated_tokens_max"] == 45_000
    assert summary["estimated_usd_p50"] == 0.012 and summary["estimated_usd_p95"] == 0.045
    assert summary["estimated_share_over_cap"] == 0.2
    assert summary["verification_failures"] == 1
