"""Operations on stuck, failed and overdue work (`clausetrail ops list | redrive | why`).

The same code runs locally and against AWS: it reads the database and talks to the workflow engine only
through the workflows port (Step Functions DescribeExecution, RedriveExecution and StartExecution on AWS).
Every claim and ingestion stage is idempotent and a decided claim is a no-op, so restarting an execution
never pays twice or writes twice; a restart gets its own execution name (`<id>-r<n>`).

* **stuck**: not decided and no execution is running for it (never started, the engine lost it, it ended
  without a decision), or a stored review or CRC vote whose delivery failed (the outbox is not drained).
* **failed**: ended in a named status (`needs_attention`, an ingestion `failed`) — `why` says why.
* **overdue**: waiting for a person longer than the review timeout.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from typing import Any

from clausetrail.domain.errors import NotFound
from clausetrail.domain.identifiers import execution_name
from clausetrail.ports.runtime import RuntimePorts
from clausetrail.services.adjudication import deliver_review
from clausetrail.services.claims_intake import ADJUDICATE_STATE_MACHINE
from clausetrail.services.crc import CRC_WAITING, deliver_crc
from clausetrail.services.policies import INGEST_STATE_MACHINE

WAITING = ("in_review", "escalated", *CRC_WAITING)
ACTIVE = ("received", "processing", *WAITING)


@dataclass(frozen=True, slots=True)
class OpsItem:
    kind: str  # claim | ingestion
    id: str
    state: str  # stuck | failed | overdue
    status: str
    stage: str | None
    age_s: int
    detail: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _execution_status(rt: RuntimePorts, arn: str | None) -> str:
    if arn is None:
        return "NONE"
    return rt.workflows.describe(arn).status


def _claim_item(rt: RuntimePorts, claim_id: str, now: datetime, stuck_after_s: int) -> OpsItem | None:
    claim = rt.claims.get(claim_id)
    if claim.decided_at is not None:
        return None
    updated = rt.claims.updated_at(claim_id) or claim.received_at
    age = int((now - updated).total_seconds())

    def item(state: str, detail: str) -> OpsItem:
        return OpsItem("claim", claim_id, state, claim.status, claim.stage, age, detail)

    outbox = rt.claims.outbox(claim_id)
    if outbox is not None and outbox["sent_at"] is None:
        return item("stuck", f"review stored but not delivered: {outbox['last_error'] or 'not sent yet'}")
    if _crc_pending(rt, claim_id):
        error = (rt.crc.outbox(claim_id) or {}).get("last_error")
        return item("stuck", f"CRC votes stored but not delivered: {error or 'not sent yet'}")
    if claim.status == "needs_attention":
        return item("failed", f"{claim.error_code}: {claim.error_message}")
    execution = _execution_status(rt, claim.execution_arn)
    if execution == "NONE":
        return item("stuck", "no execution was started") if age >= stuck_after_s else None
    if execution != "RUNNING":
        return item("stuck", f"execution {execution.lower()} without a decision")
    if claim.status in WAITING and age > rt.settings.review_timeout_s:
        return item("overdue", f"waiting for a person for {age}s")
    return None


def _crc_pending(rt: RuntimePorts, claim_id: str) -> bool:
    """A CRC vote whose audit record is missing, or the committee's outcome not sent to the execution."""
    outbox = rt.crc.outbox(claim_id)
    return (outbox is not None and outbox["sent_at"] is None) or any(
        v["audited_at"] is None for v in rt.crc.votes(claim_id)
    )


def list_problems(
    rt: RuntimePorts, *, now: datetime | None = None, stuck_after_s: int = 300
) -> list[OpsItem]:
    """Every claim and ingestion that is stuck, failed or overdue."""
    now = now or datetime.now(UTC)
    items = [
        item
        for claim in rt.claims.unfinished()
        if (item := _claim_item(rt, claim.claim_id, now, stuck_after_s)) is not None
    ]
    for version, updated, _ in rt.policies.unfinished_versions():
        age = int((now - updated).total_seconds())
        if version.status == "failed":
            detail, state = f"{version.error_code}: {version.error_message}", "failed"
        else:
            execution = _execution_status(rt, version.execution_arn)
            if execution == "RUNNING" or (execution == "NONE" and age < stuck_after_s):
                continue
            detail, state = f"execution {execution.lower()} before the version was ready", "stuck"
        items.append(
            OpsItem("ingestion", version.version_id, state, str(version.status), version.stage, age, detail)
        )
    return items


def explain_item(rt: RuntimePorts, item_id: str) -> dict[str, Any]:
    """Why a claim or an ingestion failed or is stuck: its status, error, execution and audit tail."""
    if item_id.startswith("pv_"):
        version = rt.policies.get_version(item_id)
        out: dict[str, Any] = {
            "kind": "ingestion",
            "id": item_id,
            "status": str(version.status),
            "stage": version.stage,
            "error": {"code": version.error_code, "message": version.error_message},
        }
        arn = version.execution_arn
    else:
        claim = rt.claims.get(item_id)
        outbox = rt.claims.outbox(item_id)
        records = rt.audit.records(item_id)
        out = {
            "kind": "claim",
            "id": item_id,
            "status": claim.status,
            "stage": claim.stage,
            "error": {"code": claim.error_code, "message": claim.error_message},
            "review_delivery": None
            if outbox is None
            else {
                "sent": outbox["sent_at"] is not None,
                "attempts": outbox["attempts"],
                "last_error": outbox["last_error"],
            },
            "crc_delivery": _crc_delivery(rt, item_id),
            "audit_tail": [r.event for r in records[-5:]],
        }
        arn = claim.execution_arn
    if arn is not None:
        info = rt.workflows.describe(arn)
        out["execution"] = {"arn": arn, "status": info.status, "error": info.error, "cause": info.cause}
    return out


def _crc_delivery(rt: RuntimePorts, claim_id: str) -> dict[str, Any] | None:
    outbox = rt.crc.outbox(claim_id)
    if outbox is None:
        return None
    return {
        "outcome": outbox["outcome"],
        "sent": outbox["sent_at"] is not None,
        "attempts": outbox["attempts"],
        "last_error": outbox["last_error"],
    }


def _restart_claim(rt: RuntimePorts, claim_id: str, previous: str | None) -> tuple[str, str]:
    status = _execution_status(rt, previous)
    if previous is not None and status in ("ABORTED", "TIMED_OUT") and rt.workflows.redrive(previous):
        rt.claims.restarted(claim_id, previous)
        return "redriven", previous
    name = execution_name(claim_id, f"r{rt.claims.restarts(claim_id) + 1}")
    arn = rt.workflows.start(
        ADJUDICATE_STATE_MACHINE,
        name,
        {"claim_id": claim_id, "review_timeout_s": rt.settings.review_timeout_s},
    )
    rt.claims.restarted(claim_id, arn)
    return "restarted", arn


def _wait_for_new_token(rt: RuntimePorts, claim_id: str, old: str | None, wait_s: float) -> bool:
    deadline = time.monotonic() + wait_s
    while time.monotonic() < deadline:
        claim = rt.claims.get(claim_id)
        if claim.decided_at is not None or (claim.task_token and claim.task_token != old):
            return True
        time.sleep(0.05)
    return False


def redrive_claim(rt: RuntimePorts, claim_id: str, *, wait_s: float = 60.0) -> dict[str, Any]:
    claim = rt.claims.get(claim_id)
    if claim.decided_at is not None:
        return {"id": claim_id, "action": "nothing_to_do", "detail": "already decided"}
    outbox = rt.claims.outbox(claim_id)
    pending_review = outbox is not None and outbox["sent_at"] is None
    running = _execution_status(rt, claim.execution_arn) == "RUNNING"
    pending_crc = _crc_pending(rt, claim_id)
    if running and pending_crc:
        if deliver_crc(rt, claim_id):
            return {
                "id": claim_id,
                "action": "delivered_crc",
                "detail": "CRC votes delivered to the execution",
            }
        error = (rt.crc.outbox(claim_id) or {}).get("last_error")
        return {"id": claim_id, "action": "delivery_failed", "detail": error}
    if running and pending_review:
        if deliver_review(rt, claim_id):
            return {
                "id": claim_id,
                "action": "delivered_review",
                "detail": "review sent to the waiting execution",
            }
        # never start a twin beside a running execution: the error is kept for `ops why`
        error = (rt.claims.outbox(claim_id) or {}).get("last_error")
        return {"id": claim_id, "action": "delivery_failed", "detail": error}
    if running:
        return {"id": claim_id, "action": "nothing_to_do", "detail": "its execution is running"}
    old_token = claim.task_token
    action, arn = _restart_claim(rt, claim_id, claim.execution_arn)
    result = {"id": claim_id, "action": action, "execution_arn": arn}
    if pending_crc:
        # the new execution waits for the committee again: the stored outcome answers it
        if _wait_for_new_token(rt, claim_id, old_token, wait_s) and deliver_crc(rt, claim_id):
            result["detail"] = "restarted and the stored CRC outcome delivered"
        else:
            result["detail"] = "restarted; the stored CRC outcome is delivered by the next redrive"
    if pending_review:
        # the new execution asks for a review again: the stored review answers it
        if _wait_for_new_token(rt, claim_id, old_token, wait_s) and deliver_review(rt, claim_id):
            result["detail"] = "restarted and the stored review delivered"
        else:
            result["detail"] = "restarted; the stored review is delivered by the next redrive"
    return result


def redrive_version(rt: RuntimePorts, version_id: str) -> dict[str, Any]:
    for version, _, restarts in rt.policies.unfinished_versions():
        if version.version_id != version_id:
            continue
        if _execution_status(rt, version.execution_arn) == "RUNNING":
            return {"id": version_id, "action": "nothing_to_do", "detail": "its execution is running"}
        name = execution_name(version_id, f"r{restarts + 1}")
        payload = {"policy_id": version.policy_id, "version_id": version_id}
        arn = rt.workflows.start(INGEST_STATE_MACHINE, name, payload)
        rt.policies.restarted(version_id, arn)
        return {"id": version_id, "action": "restarted", "execution_arn": arn}
    rt.policies.get_version(version_id)  # 404 for an unknown id
    return {"id": version_id, "action": "nothing_to_do", "detail": "already ready"}


def redrive(rt: RuntimePorts, item_id: str, *, wait_s: float = 60.0) -> dict[str, Any]:
    """Resume one claim or ingestion safely (every stage is idempotent; a decided claim is left alone)."""
    if item_id.startswith("pv_"):
        return redrive_version(rt, item_id)
    return redrive_claim(rt, item_id, wait_s=wait_s)


def redrive_all(rt: RuntimePorts, *, stuck_after_s: int = 300, wait_s: float = 60.0) -> list[dict[str, Any]]:
    """Redrive every stuck or failed claim and ingestion (overdue reviews wait for a person, not ops)."""
    results = []
    for item in list_problems(rt, stuck_after_s=stuck_after_s):
        if item.state == "overdue":
            continue
        try:
            results.append(redrive(rt, item.id, wait_s=wait_s))
        except NotFound:
            continue
    return results


def drain_outbox(rt: RuntimePorts) -> dict[str, int]:
    """Deliver every stored review whose send has not succeeded yet (the local server runs this in the
    background, so a review stored by a CLI beside it, whose send could not reach the server's engine, is
    delivered by the server). Counts of delivered and still pending reviews."""
    delivered = pending = 0
    for claim_id in rt.claims.pending_outbox():
        if deliver_review(rt, claim_id):
            delivered += 1
        else:
            pending += 1
    for claim_id in rt.crc.pending():  # CRC votes and outcomes, the same way
        if deliver_crc(rt, claim_id):
            delivered += 1
        else:
            pending += 1
    return {"delivered": delivered, "pending": pending}


def restart_if_stranded(rt: RuntimePorts, claim_id: str) -> str | None:
    """Intake of a duplicate: a claim whose execution no longer runs (a crash) is started again; a claim
    with a running execution, a named failure or a decision is left as it is. Returns the new ARN."""
    claim = rt.claims.get(claim_id)
    if claim.decided_at is not None or claim.status not in ACTIVE:
        return None
    if _execution_status(rt, claim.execution_arn) in ("RUNNING", "NONE"):
        return None
    return redrive_claim(rt, claim_id, wait_s=0).get("execution_arn")
