"""Decision letters (SPEC §3 stage 8): a PDF per decided claim, rendered from stored data only.

`ensure_letter` runs at Decide: it reads the stored decision, the proposal, the rule results and the texts of
the clause ids they cite (never regenerated, no model), lays the letter out (`clausetrail.domain.letter`),
renders it with reportlab (deterministic: the same stored data gives the same bytes) and stores it in the
documents store under the claim owner's folder; the key is kept on the claim. `GET /v1/claims/{id}/letter`
serves it to the claim's owner (a letter missing after a crash is rendered then, from the same stored data).
"""

from __future__ import annotations

import io
from typing import Any
from xml.sax.saxutils import escape

from clausetrail.domain.errors import Conflict, StorageNotFound
from clausetrail.domain.letter import (
    BillLine,
    Block,
    ClauseText,
    LetterData,
    deductions_from,
    letter_blocks,
    plain,
    reasons_from,
)
from clausetrail.observability import logger
from clausetrail.ports.runtime import RuntimePorts

PDF = "application/pdf"


def letter_key(owner_id: str, claim_id: str) -> str:
    from clausetrail.services.documents import owner_prefix

    return f"{owner_prefix(owner_id)}/letters/{claim_id}.pdf"


def schedule_term_text(term: Any) -> str:
    """A term the policy schedule fixes, as stored (e.g. ``kind: percent si per day; value: 1``)."""
    if isinstance(term, dict):
        return "; ".join(f"{k.replace('_', ' ')}: {str(v).replace('_', ' ')}" for k, v in term.items())
    return str(term)


def letter_data(rt: RuntimePorts, claim_id: str) -> LetterData:
    """Everything the letter says, read from stored records only."""
    claim = rt.claims.get(claim_id)
    if claim.decided_at is None or claim.decision is None:
        raise Conflict(f"claim {claim_id} is not decided yet", code="CLAIM_NOT_DECIDED")
    results = rt.claims.rule_results(claim_id)
    stored_reasons = list(claim.reasons or [])
    wanted = sorted(
        {c for r in results for c in r["clause_ids"]}
        | {str(r["clause_id"]) for r in stored_reasons if r.get("clause_id")}
    )
    clauses: dict[str, ClauseText] = {
        c.clause_id: ClauseText(c.clause_id, c.clause_no, c.text)
        for c in rt.policies.get_clauses([c for c in wanted if not c.startswith("schedule:")])
    }
    schedule_terms: dict[str, Any] = {}
    if claim.policy_version_id:
        schedule_terms = (rt.policies.get_version(claim.policy_version_id).schedule or {}).get("terms") or {}
    for cid in wanted:
        if cid.startswith("schedule:"):
            term = schedule_terms.get(cid.split(":", 1)[1])
            clauses[cid] = ClauseText(cid, None, schedule_term_text(term) if term is not None else None)
    facts = ((rt.claims.facts(claim_id) or {}).get("facts")) or {}
    lines = tuple(
        BillLine(str(li.get("description", "")), str(li.get("category", "")), int(li["amount"]))
        for li in facts.get("line_items") or []
        if isinstance(li.get("amount"), int)
    )
    bill_total = facts.get("bill_total")
    policy = rt.policies.get_policy(claim.policy_id)
    outbox = rt.crc.outbox(claim_id)
    crc_members: tuple[str, ...] = ()
    if outbox is not None and outbox["outcome"] == "upheld" and claim.decision == "deny":
        crc_members = tuple(outbox["audit_payload"].get("members", []))
    return LetterData(
        claim_id=claim.claim_id,
        policy_id=claim.policy_id,
        policy_version_id=claim.policy_version_id,
        insurer=policy.insurer,
        product=policy.product_name or policy.product_uin,
        member_id=claim.member_id,
        claimant_id=claim.claimant_id,
        loss_date=claim.loss_date.isoformat(),
        decided_at=claim.decided_at.date().isoformat(),
        decision=claim.decision,
        decided_by=claim.decided_by or "",
        amount_claimed=claim.amount_claimed,
        payable_amount=claim.payable_amount or 0,
        bill_total=bill_total if isinstance(bill_total, int) else None,
        bill_lines=lines,
        deductions=deductions_from(results, clauses),
        reasons=reasons_from(stored_reasons, clauses),
        crc_members=crc_members,
    )


def render_pdf(blocks: list[Block]) -> bytes:
    """Lay the blocks out on A4 (reportlab platypus, invariant: the same blocks give the same bytes)."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.lib.units import mm
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

    styles = getSampleStyleSheet()
    body, heading, cell = styles["BodyText"], styles["Heading2"], styles["BodyText"]
    out = io.BytesIO()
    doc = SimpleDocTemplate(
        out,
        pagesize=A4,
        leftMargin=18 * mm,
        rightMargin=18 * mm,
        topMargin=16 * mm,
        bottomMargin=16 * mm,
        title="Claim decision letter",
        author="ClauseTrail",
        invariant=1,
    )
    story: list[Any] = []
    for block in blocks:
        if block.kind == "heading":
            story.append(Paragraph(escape(plain(block.text)), heading))
        elif block.kind == "paragraph":
            story.append(Paragraph(escape(plain(block.text)), body))
        else:
            rows = [[Paragraph(escape(plain(c)), cell) for c in row] for row in block.rows]
            width = doc.width / max(1, len(block.rows[0]))
            table = Table(rows, colWidths=[width] * len(block.rows[0]), repeatRows=0)
            table.setStyle(
                TableStyle(
                    [
                        ("GRID", (0, 0), (-1, -1), 0.25, colors.grey),
                        ("VALIGN", (0, 0), (-1, -1), "TOP"),
                    ]
                )
            )
            story.append(table)
        story.append(Spacer(1, 2 * mm))
    doc.build(story)
    return out.getvalue()


def render_letter(rt: RuntimePorts, claim_id: str) -> bytes:
    return render_pdf(letter_blocks(letter_data(rt, claim_id)))


def store_letter(rt: RuntimePorts, claim_id: str) -> str:
    claim = rt.claims.get(claim_id)
    key = letter_key(claim.owner_id, claim_id)
    rt.storage.put_bytes(key, render_letter(rt, claim_id), PDF)
    rt.claims.set_letter_key(claim_id, key)
    return key


def ensure_letter(rt: RuntimePorts, claim_id: str) -> str | None:
    """At Decide: the decided claim's letter, rendered and stored once. A failure is logged, never fails the
    decision (the letter is rendered from the same stored data when it is first fetched)."""
    claim = rt.claims.get(claim_id)
    if claim.decided_at is None:
        return None
    if claim.letter_key is not None:
        return claim.letter_key
    try:
        return store_letter(rt, claim_id)
    except Exception:
        logger.exception("decision letter not rendered", extra={"claim_id": claim_id})
        return None


def get_letter(rt: RuntimePorts, claim_id: str, owner_id: str) -> bytes:
    """GET /v1/claims/{id}/letter: the owner's decided claim's letter (404 for anyone else's claim, 409
    `CLAIM_NOT_DECIDED` before the decision)."""
    claim = rt.claims.get(claim_id, owner_id=owner_id)
    if claim.decided_at is None:
        raise Conflict(f"claim {claim_id} is not decided yet", code="CLAIM_NOT_DECIDED")
    if claim.letter_key is not None:
        try:
            return rt.storage.get_bytes(claim.letter_key)
        except StorageNotFound:
            pass
    key = store_letter(rt, claim_id)
    return rt.storage.get_bytes(key)
