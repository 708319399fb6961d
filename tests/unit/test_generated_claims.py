"""Generated labelled claims: the label function computes SPEC §7 outcomes from policy labels written here (not
from the rules engine), the generator writes golden-format cases on development wordings only, and the claims
eval runs them as their own part, fits the confidence model on dev + generated and measures it on test only."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from clausetrail.domain.confidence import Signals
from clausetrail.eval import claims_eval
from clausetrail.eval.claims_eval import GENERATED, CaseResult, ClaimsEval, fit_confidence, generated_cases
from clausetrail.eval.golden_sets import Split
from clausetrail.synthetic.case_labels import CaseFacts, Line, half_up, label_case
from clausetrail.synthetic.labelled_cases import generate

FIELDS: dict[str, Any] = {
    "room_rent_limit": {"value": {"kind": "percent_si_per_day", "value": 1}},
    "icu_limit": {"value": {"kind": "no_limit", "value": None}},
    "initial_waiting_period_days": {"value": 30},
    "ped_waiting_period_months": {"any_of": [24, 36]},
    "specific_disease_waiting_period_months": {"value": 24},
}


def a_case(**claim: Any) -> dict[str, Any]:
    schedule = {
        "sum_insured": 500000,
        "copay_percent": 0,
        "deductible": 0,
        "claims_paid_this_year": 0,
        "members": [{"member_id": "M1", "covered_since": "2019-04-01", "declared_ped": ["hypertension"]}],
    }
    return {
        "policy": {
            "document": "X_Y.pdf",
            "effective_from": "2025-04-01",
            "effective_to": "2026-03-31",
            "schedule": schedule,
        },
        "claim": {"member_id": "M1", "loss_date": "2025-09-10", "amount_claimed": 30000} | claim,
    }


LINES = (
    Line("Room Charges - Twin Sharing", "room", 12000, 3),
    Line("Nursing Charges", "nursing", 3000, 3),
    Line("Pharmacy", "pharmacy", 9000),
    Line("Pathology", "diagnostics", 6000),
)


def facts(lines: tuple[Line, ...] = LINES, rate: int = 4000, **kw: Any) -> CaseFacts:
    return CaseFacts(lines=lines, bill_total=sum(x.amount for x in lines), room_rate=rate, **kw)


def test_a_clean_claim_within_the_limits_is_approved_in_full() -> None:
    got = label_case(a_case(), FIELDS, facts())
    assert got is not None and (got.decision, got.payable_amount, got.route) == ("approve", 30000, "human")


def test_list_i_items_then_co_pay_half_up() -> None:
    lines = (*LINES, Line("Attendant Charges", "other", 1500), Line("Mineral Water", "other", 250))
    case = a_case(amount_claimed=31750)
    case["policy"]["schedule"]["copay_percent"] = 5
    got = label_case(case, FIELDS, facts(lines))
    # 31,750 - 1,750 = 30,000; x 95 % = 28,500
    assert got is not None and (got.decision, got.payable_amount) == ("partial", 28500)
    assert got.reason_codes == ("NON_PAYABLE_ITEMS", "COPAY")
    assert half_up(98265 * 50, 100) == 49133  # the golden convention


def test_room_above_the_limit_is_labelled_only_where_the_wording_deducts_proportionately() -> None:
    assert label_case(a_case(), FIELDS, facts(rate=8000)) is None
    got = label_case(a_case(), FIELDS, facts(rate=8000, proportionate=True))
    # limit 5,000/day of 8,000: room 12,000 -> 7,500 and nursing 3,000 -> 1,875; pharmacy and pathology unscaled
    assert got is not None and got.payable_amount == 7500 + 1875 + 9000 + 6000


@pytest.mark.parametrize(
    ("claim", "member", "kw", "reason"),
    [
        ({"loss_date": "2026-04-05"}, {}, {}, "POLICY_NOT_IN_FORCE"),
        ({"member_id": "M9"}, {}, {}, "MEMBER_NOT_COVERED"),
        ({"loss_date": "2025-04-20"}, {"covered_since": "2025-04-01"}, {}, "INITIAL_WAITING_PERIOD"),
        (
            {"loss_date": "2025-09-10"},
            {"covered_since": "2025-01-01"},
            {"conditions": frozenset({"hypertension"})},
            "PED_WAITING_PERIOD",
        ),
        (
            {},
            {"covered_since": "2024-12-01"},
            {"conditions": frozenset({"cataract"})},
            "SPECIFIC_DISEASE_WAITING_PERIOD",
        ),
    ],
)
def test_hard_stops(claim: dict[str, Any], member: dict[str, Any], kw: dict[str, Any], reason: str) -> None:
    case = a_case(**claim)
    case["policy"]["schedule"]["members"][0].update(member)
    got = label_case(case, FIELDS, facts(**kw))
    assert got is not None and (got.decision, got.payable_amount, got.reason_codes, got.route) == (
        "deny",
        0,
        (reason,),
        "crc",
    )


def test_an_accident_is_not_held_by_the_initial_wait_and_documents_and_totals_ask_for_information() -> None:
    case = a_case(loss_date="2025-04-20")
    case["policy"]["schedule"]["members"][0]["covered_since"] = "2025-04-01"
    got = label_case(case, FIELDS, facts(accident=True))
    assert got is not None and got.decision == "approve"
    missing = label_case(a_case(), FIELDS, facts(documents=("bill.pdf",)))
    assert missing is not None and (missing.decision, missing.route) == ("need_info", "auto")
    wrong_total = CaseFacts(lines=LINES, bill_total=30500, room_rate=4000)
    mismatch = label_case(a_case(amount_claimed=30500), FIELDS, wrong_total)
    assert mismatch is not None and (mismatch.decision, mismatch.route) == ("need_info", "human")


def test_a_wait_the_wording_leaves_to_the_plan_is_labelled_only_when_every_option_agrees() -> None:
    case = a_case(loss_date="2025-09-10")
    case["policy"]["schedule"]["members"][0]["covered_since"] = "2023-03-01"  # 30 months: inside 36, past 24
    assert label_case(case, FIELDS, facts(conditions=frozenset({"hypertension"}))) is None


def test_the_sum_insured_still_available_caps_the_payable() -> None:
    case = a_case()
    case["policy"]["schedule"]["claims_paid_this_year"] = 490000
    got = label_case(case, FIELDS, facts())
    assert got is not None and (got.decision, got.payable_amount, got.reason_codes) == (
        "partial",
        10000,
        ("SUM_INSURED_EXHAUSTED",),
    )


# ---------------------------------------------------------------- the generator (a tiny sample)

GOLDEN = Path(__file__).resolve().parents[2] / "golden"


def test_the_generator_writes_labelled_golden_format_cases_on_development_wordings(tmp_path: Path) -> None:
    test_documents = frozenset(json.loads((GOLDEN / "split.json").read_text())["test_documents"])
    made = generate(
        GOLDEN / "claims", GOLDEN / "policies", tmp_path, count=3, seed=3, test_documents=test_documents
    )
    assert len(made) == 3
    for g in made:
        folder = tmp_path / g.case["id"]
        case = json.loads((folder / "case.json").read_text())
        assert case["policy"]["document"] not in test_documents
        assert {"decision", "payable_amount", "reason_codes", "route"} <= set(case["expected"])
        for name in case["claim"]["documents"]:
            assert (folder / name).read_bytes().startswith(b"%PDF")
        spec = json.loads((folder / "claim_spec.json").read_text())
        assert case["claim"]["amount_claimed"] == spec["bill_total"]
    again = generate(
        GOLDEN / "claims", GOLDEN / "policies", tmp_path / "b", count=3, seed=3, test_documents=test_documents
    )
    assert [g.case for g in again] == [g.case for g in made]  # one seed, one set


# ---------------------------------------------------------------- the eval option


def write_case(folder: Path, case_id: str, document: str) -> None:
    (folder / case_id).mkdir(parents=True)
    (folder / case_id / "case.json").write_text(json.dumps({"id": case_id, "policy": {"document": document}}))


def test_generated_cases_on_a_test_wording_are_refused(tmp_path: Path) -> None:
    split = Split(frozenset({"T_Test.pdf"}), tmp_path / "split.json")
    write_case(tmp_path / "ok", "gen-1", "D_Dev.pdf")
    assert [c["_part"] for c in generated_cases([tmp_path / "ok"], split)] == [GENERATED]
    write_case(tmp_path / "bad", "gen-2", "T_Test.pdf")
    with pytest.raises(ValueError, match="test wording"):
        generated_cases([tmp_path / "bad"], split)


def result(case_id: str, part: str, agrees: bool) -> CaseResult:
    return CaseResult(
        case_id=case_id,
        run=1,
        expected_decision="approve",
        expected_payable=100,
        expected_reasons=[],
        decision="approve" if agrees else "refer",
        payable=100,
        claim_id=f"clm_{case_id}",
        part=part,
    )


def test_generated_cases_are_their_own_part_fitted_on_and_never_measured(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    results = [
        result("d", "dev", True),
        result("t", "test", True),
        result("g1", GENERATED, True),
        result("g2", GENERATED, False),
    ]
    report = ClaimsEval(results=results, runs=1, split=Split(frozenset(), Path(__file__)))
    assert report.summary()["claims"] == 2  # the golden figures stay the golden ones
    assert report.parts()[GENERATED]["claims"] == 2 and report.parts()[GENERATED]["decision_agreement"] == 0.5

    def signals(_rt: object, claim_id: str) -> Signals:
        return Signals(0.95 if claim_id != "clm_g2" else 0.5, 0, 10000, False, 90.0)

    import clausetrail.services.adjudication as adjudication

    monkeypatch.setattr(adjudication, "claim_signals", signals)
    fitted = fit_confidence(object(), report)  # type: ignore[arg-type]
    assert fitted["fitted_on"] == {"golden_dev": 1, GENERATED: 2} and fitted["test_claims"] == 1
    assert "-gen2-test1" in fitted["artefact"]["version"]
    assert claims_eval.GENERATED == "generated"


def test_the_cli_takes_extra_labelled_folders_and_refuses_a_test_wording(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from typer.testing import CliRunner

    import clausetrail.cli.main as cli

    golden = tmp_path / "claims"
    golden.mkdir()
    (tmp_path / "split.json").write_text(json.dumps({"test_documents": ["T_Test.pdf"]}))
    write_case(tmp_path / "gen", "gen-1", "T_Test.pdf")
    monkeypatch.setattr(cli, "get_runtime", lambda: object())
    out = CliRunner().invoke(
        cli.app,
        [
            "eval",
            "claims",
            str(golden),
            "--extra-labelled",
            str(tmp_path / "gen"),
            "--report",
            str(tmp_path / "r.json"),
        ],
    )
    assert out.exit_code == 2 and "test wording" in out.output


def test_a_top_up_wording_with_no_schedule_deductible_is_referred() -> None:
    got = label_case(a_case(), FIELDS, facts(wording_deductible=True))
    assert got is not None and (got.decision, got.reason_codes, got.route) == (
        "refer",
        ("TERM_MISSING",),
        "human",
    )


def test_a_top_up_wording_with_a_schedule_deductible_pays_the_bill_less_it() -> None:
    case = a_case(amount_claimed=20000)  # SPEC §8: under a top-up, the bill (30,000) less the deductible
    case["policy"]["schedule"]["deductible"] = 10000
    got = label_case(case, FIELDS, facts(wording_deductible=True))
    assert got is not None and (got.decision, got.payable_amount) == ("approve", 20000)
    assert got.reason_codes == ("DEDUCTIBLE",)
