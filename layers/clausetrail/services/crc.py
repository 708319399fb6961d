"""The Claims Review Committee (SPEC §3 stage 7): every drafted repudiation waits for CRC votes.

The gate routes every `deny` to the route `crc`; the state machine stores the wait's task token (`await_crc`)
and members vote with `POST /internal/claims/{claim_id}/crc-votes`. When `crc_quorum` distinct members uphold,
the denial is final (decided by a person, `human`, with the committee recorded in the decision and its audit
record); when as many overturn it, the claim goes to an adjuster's review (the normal review wait).

Reliability follows the review outbox: the vote is stored first (one row per member, unique per claim) and, in
the same transaction, the vote that makes the majority stores the committee's outcome with the step that
completes the task token; then the votes' audit records are appended (idempotent) and the outcome is sent. A
failure in between keeps everything stored: the same vote again, the local server's drain or `clausetrail ops
redrive` delivers it.
"""

from __future__ import annotations

from typing import Any

from clausetrail.domain.claims import records
from clausetrail.domain.claims.records import ClaimStatus
from clausetrail.domain.errors import Conflict, TransientError, ValidationFailed
from clausetrail.ports.runtime import RuntimePorts

SYSTEM = "system"
CRC_WAITING = records.CRC_WAITING
VOTES = ("uphold", "overturn")
UPHELD, OVERTURNED = "upheld", "overturned"


def tally(votes: list[dict[str, Any]]) -> dict[str, int]:
    return {v: sum(1 for row in votes if row["vote"] == v) for v in VOTES}


def committee_outcome(
    votes: list[dict[str, Any]], quorum: int
) -> tuple[str, dict[str, Any], dict[str, Any]] | None:
    """The committee's outcome once `quorum` distinct members agree, else None: (outcome, the audit payload of
    the outcome, the task output the waiting execution receives)."""
    counts = tally(votes)
    if counts["uphold"] >= quorum:
        outcome = UPHELD
    elif counts["overturn"] >= quorum:
        outcome = OVERTURNED
    else:
        return None
    wanted = "uphold" if outcome == UPHELD else "overturn"
    members = sorted(str(v["member_id"]) for v in votes if v["vote"] == wanted)
    payload = {
        "outcome": outcome,
        "quorum": quorum,
        "members": members,
        "votes": [{"member_id": str(v["member_id"]), "vote": str(v["vote"])} for v in votes],
    }
    return outcome, payload, {"crc": True, "outcome": outcome, "members": members}


def await_crc(rt: RuntimePorts, claim_id: str, task_token: str) -> dict[str, Any]:
    """Store the token of the CRC wait. An outcome already stored (its execution was lost) is delivered to this
    new wait by the next drain (a vote, `ops redrive`, the local server)."""
    from clausetrail.services.adjudication import decided_summary

    if (done := decided_summary(rt, claim_id)) is not None:
        return done
    claim = rt.claims.get(claim_id)
    status = (
        ClaimStatus.CRC_ESCALATED if claim.status == ClaimStatus.CRC_ESCALATED else ClaimStatus.AWAITING_CRC
    )
    # a denial the adjuster drafted (route `human`) waits for the committee like one the gate drafted
    # the audit record first: whoever sees the claim waiting also finds the record of the wait
    rt.audit.append(
        claim_id,
        "crc_requested",
        SYSTEM,
        {"route": "crc", "quorum": rt.settings.crc_quorum},
        idempotency_key="crc_requested",
    )
    rt.claims.update(claim_id, task_token=task_token, status=status, stage="crc", route="crc")
    rt.crc.reopen_outbox(claim_id)
    return {"status": status}


def escalate_crc(rt: RuntimePorts, claim_id: str) -> dict[str, Any]:
    """A CRC wait that timed out: escalated (it stays a CRC wait; an adjuster review cannot answer it)."""
    from clausetrail.services.adjudication import decided_summary

    if (done := decided_summary(rt, claim_id)) is not None:
        return done
    rt.claims.update(claim_id, status=ClaimStatus.CRC_ESCALATED)
    rt.audit.append(
        claim_id, "crc_escalated", SYSTEM, {"reason": "CRC_VOTE_TIMED_OUT"}, idempotency_key="crc_escalated"
    )
    return {"status": "crc_escalated"}


def cast_vote(rt: RuntimePorts, claim_id: str, member_id: str, vote: str, note: str | None) -> dict[str, Any]:
    """One CRC member's vote (the caller is a member: the API checked). 409 `CRC_ALREADY_VOTED` for a second
    vote of the same member, 409 `NOT_AWAITING_CRC` when the claim is not waiting for the committee. The same
    vote again while its delivery is pending delivers it (never a 409)."""
    if vote not in VOTES:
        raise ValidationFailed(f"vote must be one of {list(VOTES)}", code="BAD_VOTE")
    claim = rt.claims.get(claim_id)
    mine = next((v for v in rt.crc.votes(claim_id) if v["member_id"] == member_id), None)
    if mine is not None:
        outbox = rt.crc.outbox(claim_id)
        pending = mine["audited_at"] is None or (outbox is not None and outbox["sent_at"] is None)
        if not (pending and mine["vote"] == vote and claim.decided_at is None):
            raise Conflict(f"{member_id} has already voted on claim {claim_id}", code="CRC_ALREADY_VOTED")
    else:
        if (
            claim.decided_at is not None
            or claim.route != "crc"
            or claim.status not in CRC_WAITING
            or claim.task_token is None
            or rt.crc.outbox(claim_id) is not None
        ):
            raise Conflict(f"claim {claim_id} is not waiting for CRC votes", code="NOT_AWAITING_CRC")
        quorum = rt.settings.crc_quorum
        stored = rt.crc.cast(claim_id, member_id, vote, note, lambda votes: committee_outcome(votes, quorum))
        if stored == "already_voted":
            raise Conflict(f"{member_id} has already voted on claim {claim_id}", code="CRC_ALREADY_VOTED")
        if stored == "closed":
            raise Conflict(f"the committee has already decided claim {claim_id}", code="NOT_AWAITING_CRC")
    if not deliver_crc(rt, claim_id):
        raise TransientError(
            "the vote is stored but could not be delivered yet; send the same vote again or run "
            "`clausetrail ops redrive`",
            code="CRC_VOTE_NOT_DELIVERED",
        )
    votes = rt.crc.votes(claim_id)
    outbox = rt.crc.outbox(claim_id)
    return {
        "claim_id": claim_id,
        "status": "voted",
        "votes": tally(votes),
        "quorum": rt.settings.crc_quorum,
        "outcome": outbox["outcome"] if outbox else None,
    }


def deliver_crc(rt: RuntimePorts, claim_id: str) -> bool:
    """Drain the claim's CRC records: each stored vote's audit record (idempotent), then the outcome's audit
    record and the task-token send. True when nothing is left to deliver."""
    outbox = rt.crc.outbox(claim_id)
    try:
        for v in rt.crc.votes(claim_id):
            if v["audited_at"] is None:
                payload = {"member_id": v["member_id"], "vote": v["vote"], "note": v["note"]}
                rt.audit.append(
                    claim_id,
                    "crc_vote",
                    v["member_id"],
                    payload,
                    idempotency_key=f"crc_vote:{v['member_id']}",
                )
                rt.crc.vote_audited(claim_id, v["member_id"])
        if outbox is None or outbox["sent_at"] is not None:
            return True
        rt.audit.append(
            claim_id, "crc_outcome", SYSTEM, outbox["audit_payload"], idempotency_key="crc_outcome"
        )
        claim = rt.claims.get(claim_id)
        if claim.decided_at is None:
            if claim.task_token is None or claim.status not in CRC_WAITING:
                raise Conflict("no execution is waiting for the committee", code="NO_TASK_TOKEN")
            rt.workflows.send_task_success(claim.task_token, outbox["task_output"])
    except Exception as exc:  # an outbox: every failure is kept and retried, never lost
        if outbox is not None:
            rt.crc.outbox_attempt(claim_id, f"{type(exc).__name__}: {exc}")
        return False
    rt.crc.outbox_attempt(claim_id, None)
    return True


def crc_record(rt: RuntimePorts, claim_id: str) -> dict[str, Any] | None:
    """The committee's outcome and votes, for the decision and its audit record (None without an outcome)."""
    outbox = rt.crc.outbox(claim_id)
    if outbox is None:
        return None
    return {
        "outcome": outbox["outcome"],
        "members": list(outbox["audit_payload"].get("members", [])),
        "quorum": outbox["audit_payload"].get("quorum"),
    }


def upheld_reason(record: dict[str, Any]) -> dict[str, Any]:
    members = ", ".join(record["members"])
    return {
        "clause_id": None,
        "clause_text": None,
        "finding": f"the repudiation was reviewed and upheld by the Claims Review Committee ({members})",
        "rule_id": "CRC",
        "reason_code": "CRC_UPHELD",
    }


def votes_view(rt: RuntimePorts, claim_id: str) -> dict[str, Any]:
    """What the review packet shows of the committee: the votes so far, the quorum and any outcome."""
    votes = rt.crc.votes(claim_id)
    outbox = rt.crc.outbox(claim_id)
    return {
        "quorum": rt.settings.crc_quorum,
        "tally": tally(votes),
        "votes": [
            {
                "member_id": v["member_id"],
                "vote": v["vote"],
                "note": v["note"],
                "voted_at": v["voted_at"].isoformat(),
            }
            for v in votes
        ],
        "outcome": outbox["outcome"] if outbox else None,
    }
