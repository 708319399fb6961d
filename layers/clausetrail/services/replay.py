"""`clausetrail audit replay`: re-run the stored rules version on the stored context and compare, calling no
model. The context comes from the audit record itself (claim, facts, policy versions with terms and schedule,
bills seen), so a later change to any table cannot change the replay."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from clausetrail.domain.claims.facts import ClaimFacts
from clausetrail.domain.errors import Conflict, NotFound
from clausetrail.domain.policy import PolicyVersion, VersionStatus
from clausetrail.domain.rules.engine import RULES_VERSION, evaluate
from clausetrail.domain.rules.model import ClaimRef, RuleContext
from clausetrail.ports.runtime import RuntimePorts
from clausetrail.services.adjudication import audit_json


@dataclass(frozen=True, slots=True)
class Replay:
    claim_id: str
    rules_version: str
    matches: bool
    stored: dict[str, Any]
    replayed: dict[str, Any]
    chain_ok: bool
    differences: list[str]


def _version(v: dict[str, Any]) -> PolicyVersion:
    return PolicyVersion(
        version_id=v["version_id"],
        policy_id=v["policy_id"],
        effective_from=date.fromisoformat(v["effective_from"]),
        effective_to=date.fromisoformat(v["effective_to"]) if v["effective_to"] else None,
        status=VersionStatus(v["status"]),
        stage=None,
        progress=100,
        document_uri="",
        document_sha256="",
        document_bytes=0,
        schedule=v.get("schedule"),
        terms=v.get("terms"),
        created_at=datetime.fromisoformat(v["created_at"]) if v.get("created_at") else None,
    )


def rule_context_from_snapshot(snap: dict[str, Any]) -> RuleContext:
    """The rules' context rebuilt from the stored snapshot of the rules audit record."""
    return RuleContext(
        claim=ClaimRef.model_validate(snap["claim"]),
        facts=ClaimFacts.model_validate(snap["facts"]),
        versions=tuple(_version(v) for v in snap["policy_versions"]),
        seen_bill_numbers=frozenset(snap["seen_bill_numbers"]),
    )


def replay_claim(rt: RuntimePorts, claim_id: str) -> Replay:
    verification = rt.audit.verify(claim_id)
    records = rt.audit.records(claim_id)
    rules = [r for r in records if r.event == "rules"]
    if not rules:
        raise NotFound(f"claim {claim_id} has no rules record to replay", code="NOTHING_TO_REPLAY")
    payload = rules[-1].payload
    if payload["rules_version"] != RULES_VERSION:
        raise Conflict(
            f"the claim was decided with rules {payload['rules_version']}; this build has {RULES_VERSION}. "
            "Replay it with that release.",
            code="RULES_VERSION_MISMATCH",
        )
    ctx = rule_context_from_snapshot(payload["context"])
    result = evaluate(ctx)  # pure code: no model, no database
    replayed_rows = [audit_json(r.model_dump(mode="json", exclude={"assessment"})) for r in result.results]
    keys = ("decision", "payable_amount", "reason_codes")
    stored = {k: payload.get(k) for k in keys}
    replayed = {
        "decision": str(result.decision),
        "payable_amount": result.payable_amount,
        "reason_codes": list(result.reason_codes),
    }
    differences = [
        f"{k}: stored {stored[k]!r}, replayed {replayed[k]!r}" for k in keys if stored[k] != replayed[k]
    ]
    if replayed_rows != payload["results"]:
        differences.append("rule-by-rule results differ")
    return Replay(
        claim_id=claim_id,
        rules_version=payload["rules_version"],
        matches=not differences,
        stored=stored,
        replayed=replayed,
        chain_ok=verification.ok,
        differences=differences,
    )
