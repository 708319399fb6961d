"""Builders shared by the rules tests (no tests here): a ready policy version, terms with clause ids,
a schedule, claim facts and the rule context."""

from __future__ import annotations

from datetime import date
from typing import Any

from clausetrail.domain.claims.facts import ClaimFacts
from clausetrail.domain.claims.schedule import PolicySchedule
from clausetrail.domain.policy import PolicyVersion, VersionStatus
from clausetrail.domain.rules.engine import EngineResult, evaluate
from clausetrail.domain.rules.model import ClaimRef, RuleContext
from clausetrail.domain.terms import PolicyTerms

POLICY_ID = "P-100"
VERSION_ID = "V1"


def version(
    version_id: str = VERSION_ID,
    *,
    effective_from: date = date(2025, 4, 1),
    effective_to: date | None = date(2026, 3, 31),
    status: VersionStatus = VersionStatus.READY,
    policy_id: str = POLICY_ID,
) -> PolicyVersion:
    return PolicyVersion(
        version_id=version_id,
        policy_id=policy_id,
        effective_from=effective_from,
        effective_to=effective_to,
        status=status,
        stage=None,
        progress=100,
        document_uri=f"s3://docs/{version_id}.pdf",
        document_sha256="0" * 64,
        document_bytes=1,
    )


#: What a wording states that the default claim (a 3-night room stay) needs: without a room rent term the
#: rules fail closed (TERM_MISSING). A test passes ``room_rent_limit=...`` to state another.
COMPLETE_WORDING: dict[str, Any] = {"room_rent_limit": {"kind": "no_limit", "value": None}}


def terms(
    version_id: str = VERSION_ID, *, quotes: dict[str, str] | None = None, **values: Any
) -> PolicyTerms:
    """Terms whose every field cites clause ``<version>-<field>``, so tests can check citations; ``quotes`` gives
    the wording's words for some of them."""
    values = {**COMPLETE_WORDING, **values}
    return PolicyTerms.model_validate(
        {
            name: {
                "value": value,
                "clause_id": f"{version_id}-{name}",
                "source": "model",
                "confidence": 0.9,
                "quote": (quotes or {}).get(name),
            }
            for name, value in values.items()
        }
    )


def schedule(**overrides: Any) -> PolicySchedule:
    data: dict[str, Any] = {
        "sum_insured": 500000,
        "cumulative_bonus": 0,
        "copay_percent": 0,
        "deductible": 0,
        "claims_paid_this_year": 0,
        "members": [
            {
                "member_id": "M1",
                "name": "Asha Rao",
                "dob": "1970-02-11",
                "covered_since": "2022-06-01",
                "declared_ped": [],
            }
        ],
    }
    data.update(overrides)
    return PolicySchedule.model_validate(data)


def facts(**overrides: Any) -> ClaimFacts:
    """A clean 3-day medical admission whose 3 lines add up to the bill total."""
    data: dict[str, Any] = {
        "patient_name": "Asha Rao",
        "member_id": "M1",
        "diagnosis": "Acute gastroenteritis with dehydration",
        "procedure": None,
        "is_accident": False,
        "admission_date": "2025-09-10",
        "discharge_date": "2025-09-13",
        "room_category": "Single private room",
        "room_rate_per_day": 3000,
        "bill_number": "INV-2025-0917",
        "line_items": [
            {"description": "Room rent", "category": "room", "amount": 9000, "days": 3},
            {"description": "Consultation charges", "category": "doctor_fees", "amount": 3000},
            {"description": "Pharmacy", "category": "pharmacy", "amount": 8000},
        ],
        "bill_total": 20000,
        "documents_present": ["bill", "discharge_summary", "claim_form"],
    }
    data.update(overrides)
    if "line_items" in overrides and "bill_total" not in overrides:
        data["bill_total"] = sum(item["amount"] for item in data["line_items"])
    return ClaimFacts.model_validate(data)


def context(
    *,
    loss_date: date = date(2025, 9, 10),
    amount_claimed: int | None = None,
    member_id: str = "M1",
    claim_facts: ClaimFacts | None = None,
    policy_terms: PolicyTerms | None = None,
    policy_schedule: PolicySchedule | None = None,
    versions: tuple[PolicyVersion, ...] | None = None,
    **kwargs: Any,
) -> RuleContext:
    claim_facts = claim_facts or facts()
    return RuleContext(
        claim=ClaimRef(
            claim_id="C-1",
            policy_id=POLICY_ID,
            member_id=member_id,
            loss_date=loss_date,
            amount_claimed=amount_claimed if amount_claimed is not None else (claim_facts.bill_total or 1),
        ),
        facts=claim_facts,
        versions=versions or (version(),),
        terms_by_version={VERSION_ID: policy_terms or terms()},
        schedule=policy_schedule or schedule(),
        **kwargs,
    )


def run(**kwargs: Any) -> EngineResult:
    return evaluate(context(**kwargs))
