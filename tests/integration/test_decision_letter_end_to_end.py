"""The decision letter end to end (SPEC §3 stage 8): a claim with a deduction is decided through the local state
machine, the letter is rendered at Decide from stored data, and GET /v1/claims/{id}/letter returns the PDF, which
names each deduction's clause number and amount; refused before the decision and to other callers."""

from __future__ import annotations

import base64
import io
import random
from datetime import date

import pdfplumber
import pytest

from clausetrail.api.app import app
from clausetrail.api.internal import internal_app
from clausetrail.api.local_server import to_proxy_event
from clausetrail.domain.claims.schedule import Member
from clausetrail.domain.letter import inr
from clausetrail.runtime import Runtime
from clausetrail.services.documents import store_document
from clausetrail.synthetic.generate import random_claim_spec
from clausetrail.synthetic.render import render_bill, render_discharge_summary
from clausetrail.workflow.local_sfn import LocalStepFunctions
from tests.integration.test_claims_end_to_end import (
    OWNER,
    call,
    runtime,  # noqa: F401  (the fixture)
    wait_claim,
)

pytestmark = pytest.mark.xdist_group("sfn")
REVIEWER = {"X-ClauseTrail-Reviewer": "adj-7"}


def get_letter(claim_id: str, caller: str = OWNER) -> tuple[int, dict[str, str], bytes]:
    event = to_proxy_event("GET", f"/v1/claims/{claim_id}/letter", {"X-ClauseTrail-Caller": caller}, b"")
    result = app.resolve(event, None)
    body = result.get("body") or ""
    data = base64.b64decode(body) if result.get("isBase64Encoded") else body.encode()
    headers = {k.lower(): v for k, v in (result.get("headers") or {}).items()}
    headers |= {k.lower(): v[0] for k, v in (result.get("multiValueHeaders") or {}).items() if v}
    return result["statusCode"], headers, data


def test_a_decided_claims_letter_names_each_deduction_with_its_clause_and_amount(
    runtime: Runtime,  # noqa: F811
) -> None:
    rt = runtime
    # a deluxe room (7,500-12,000 a day) under a room limit of 1 % of a 5 lakh sum insured (5,000 a day)
    spec = random_claim_spec(
        random.Random(21),
        policy_member=Member(member_id="M1", name="Ramesh Kumar", covered_since=date(2021, 4, 1)),
        loss_date=date(2025, 9, 14),
        scenario="appendicitis",
        room_category="Deluxe Room",
    )
    uris = [
        store_document(rt, OWNER, "bill-21.pdf", render_bill(spec, "tabular")),
        store_document(rt, OWNER, "discharge-21.pdf", render_discharge_summary(spec)),
    ]
    amount = spec.expected_facts().bill_total
    body = {
        "policy_id": "P-100",
        "claimant_id": "C-21",
        "member_id": "M1",
        "loss_date": "2025-09-14",
        "amount_claimed": amount,
        "documents": uris,
    }
    status, got = call(app, "POST", "/v1/claims", body)
    assert status == 202
    claim_id = got["claim_id"]
    wait_claim(rt, claim_id, ("in_review", "decided", "awaiting_crc"))
    status, headers, data = get_letter(claim_id)
    assert status == 409 and b"CLAIM_NOT_DECIDED" in data  # no letter before the decision

    results = rt.claims.rule_results(claim_id)
    deducting = [
        (r, prev["computed_amount"] - r["computed_amount"])
        for prev, r in zip(
            [x for x in results if x["computed_amount"] is not None],
            [x for x in results if x["computed_amount"] is not None][1:],
            strict=False,
        )
        if not r["passed"] and r["computed_amount"] < prev["computed_amount"]
    ]
    assert deducting, [(r["rule_id"], r["computed_amount"], r["detail"]) for r in results]
    # the adjuster pays what the rules computed for the lines (the claim waits for a person: above 25,000)
    claim = rt.claims.get(claim_id)
    assert claim.status == "in_review", claim.route
    payable = rt.claims.proposal(claim_id)["payable_amount"]  # type: ignore[index]
    assert 0 < payable < amount
    review = {"reviewer_id": "adj-7", "decision": "partial", "payable_amount": payable}
    assert call(internal_app, "POST", f"/internal/reviews/{claim_id}", review, REVIEWER)[0] == 200
    wait_claim(rt, claim_id, ("decided",))
    sfn: LocalStepFunctions = rt.workflows  # type: ignore[assignment]
    assert sfn.wait(rt.claims.get(claim_id).execution_arn or "", timeout_s=60).status == "SUCCEEDED"

    # rendered at Decide and stored with the documents, before anybody asked for it
    decided = rt.claims.get(claim_id)
    assert decided.letter_key and decided.letter_key.endswith(f"/letters/{claim_id}.pdf")
    stored = rt.storage.get_bytes(decided.letter_key)
    status, headers, data = get_letter(claim_id)
    assert status == 200 and headers["content-type"] == "application/pdf" and data == stored
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        text = " ".join(" ".join((page.extract_text() or "").split()) for page in pdf.pages)
    assert claim_id in text and "P-100" in text and "M1" in text
    assert inr(amount) in text and inr(payable) in text and inr(amount - payable) in text
    clause_ids = sorted({c for r, _ in deducting for c in r["clause_ids"] if not c.startswith("schedule:")})
    numbers = {c.clause_id: c.clause_no for c in rt.policies.get_clauses(clause_ids)}
    for row, deducted in deducting:
        assert inr(deducted) in text, (row["rule_id"], deducted)
        for cid in row["clause_ids"]:
            label = (
                f"Policy schedule ({cid.split(':', 1)[1].replace('_', ' ')})"
                if cid.startswith("schedule:")
                else f"Clause {numbers.get(cid) or cid}"
            )
            assert label in text, label
    # a partial disallowance gives the grievance route
    assert "Insurance Ombudsman Rules, 2017" in text and "Bima Bharosa" in text
    # only the claim's owner gets it (like GET /v1/claims/{id})
    status, _, data = get_letter(claim_id, caller="claims-system-b")
    assert status == 404
    assert get_letter("clm_does_not_exist")[0] == 404
