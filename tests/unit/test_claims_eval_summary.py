"""The claims eval's figures: agreement, payable within 1 %, wrong approvals apart from wrong denials, for the
whole run and for each part and insurer (SPEC §8, §12)."""

from __future__ import annotations

from pathlib import Path

from clausetrail.eval.claims_eval import CaseResult, ClaimsEval
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
