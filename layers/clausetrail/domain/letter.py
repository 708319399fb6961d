"""What a decision letter says (SPEC §3 stage 8), as pure data built from stored records. No I/O, no model.

The letter is built only from what was stored when the claim was decided: the decision, the proposal, the rule
results and the texts of the clause ids they cite. Each payable rule stores the amount still payable after it
(``computed_amount``), so a deduction is the drop from the amount left by the rule before it; every deduction
carries its clause number and wording. For a repudiation or a partial disallowance the letter gives the
grievance route (IRDAI Master Circular on Health Insurance 2024, §17(b) and §19).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from clausetrail.domain.money import format_inr

WORDING_MAX_CHARS = 1_500  # a clause's wording as printed in the letter (the stored text is never changed)

GRIEVANCE_ROUTE: tuple[str, ...] = (
    "If you are not satisfied with this decision, you may write to the insurer's Grievance Redressal Officer, "
    "quoting the claim id above; the insurer must acknowledge your complaint and reply within 14 days.",
    "If the reply does not satisfy you, or you get no reply within 30 days, you may approach the Insurance "
    "Ombudsman of your area under the Insurance Ombudsman Rules, 2017 (within one year of the insurer's reply), "
    "free of charge (www.cioins.co.in).",
    "You may also register your complaint with IRDAI through Bima Bharosa (bimabharosa.irdai.gov.in), the "
    "Integrated Grievance Management System, or call the IRDAI toll-free number 155255 / 1800 4254 732.",
)

#: where a rule cites no clause of the wording, what the deduction rests on (the regulator's standard lists that
#: every health policy annexes)
UNCITED_BASIS = {
    "NON_PAYABLE_ITEMS": "Annexure I, List I (items for which coverage is not available in the policy)",
}

DECISION_WORDS = {
    "approve": "Approved in full",
    "partial": "Approved in part (partial disallowance)",
    "deny": "Repudiated (not payable)",
    "need_info": "Documents or information required",
}


@dataclass(frozen=True, slots=True)
class ClauseText:
    clause_id: str
    clause_no: str | None
    text: str | None

    @property
    def label(self) -> str:
        if self.clause_id.startswith("schedule:"):
            return f"Policy schedule ({self.clause_id.split(':', 1)[1].replace('_', ' ')})"
        if self.clause_id.startswith("standard:"):
            return self.clause_no or self.clause_id
        return f"Clause {self.clause_no}" if self.clause_no else f"Clause {self.clause_id}"

    @property
    def wording(self) -> str:
        text = (self.text or "").strip()
        if self.clause_id.startswith("schedule:") and not text:
            return "as set in your policy schedule"
        if self.clause_id.startswith("standard:"):
            return text
        if len(text) > WORDING_MAX_CHARS:
            return text[:WORDING_MAX_CHARS].rstrip() + " [...]"
        return text


@dataclass(frozen=True, slots=True)
class BillLine:
    description: str
    category: str
    amount: int


@dataclass(frozen=True, slots=True)
class Deduction:
    rule_id: str
    reason_code: str
    amount: int  # INR deducted by this rule
    finding: str
    clauses: tuple[ClauseText, ...]


@dataclass(frozen=True, slots=True)
class Reason:
    finding: str
    reason_code: str | None
    clause: ClauseText | None


@dataclass(frozen=True, slots=True)
class LetterData:
    claim_id: str
    policy_id: str
    policy_version_id: str | None
    insurer: str | None
    product: str | None
    member_id: str
    claimant_id: str
    loss_date: str
    decided_at: str
    decision: str
    decided_by: str
    amount_claimed: int
    payable_amount: int
    bill_total: int | None
    bill_lines: tuple[BillLine, ...] = ()
    deductions: tuple[Deduction, ...] = ()
    reasons: tuple[Reason, ...] = ()
    crc_members: tuple[str, ...] = field(default_factory=tuple)

    @property
    def disallowed(self) -> int:
        return max(0, self.amount_claimed - self.payable_amount)

    @property
    def needs_grievance_route(self) -> bool:
        return self.decision in ("deny", "partial")


def inr(amount: int) -> str:
    """Amounts in the letter: ``Rs. 1,23,456`` (the rupee sign is not in the PDF's standard fonts)."""
    return "Rs. " + format_inr(amount, symbol="")


def plain(text: str) -> str:
    """Text the letter's standard fonts can show: the rupee sign spelt out, anything outside cp1252 replaced."""
    text = text.replace("₹", "Rs. ")
    return text.encode("cp1252", errors="replace").decode("cp1252")


def deductions_from(
    rule_results: Sequence[Mapping[str, Any]], clauses: Mapping[str, ClauseText]
) -> tuple[Deduction, ...]:
    """One deduction per payable rule that lowered the amount payable, with its clause(s): the drop from the
    amount left by the payable rule before it (stored ``computed_amount``), never recomputed."""
    out: list[Deduction] = []
    previous: int | None = None
    for r in rule_results:
        amount = r.get("computed_amount")
        if not isinstance(amount, int):
            continue
        if previous is not None and amount < previous and not r.get("passed"):
            refs = tuple(clauses.get(c) or ClauseText(c, None, None) for c in (r.get("clause_ids") or ()))
            code = str(r.get("reason_code") or r["rule_id"])
            if not refs and code in UNCITED_BASIS:
                refs = (ClauseText(f"standard:{code}", UNCITED_BASIS[code], None),)
            out.append(
                Deduction(
                    rule_id=str(r["rule_id"]),
                    reason_code=code,
                    amount=previous - amount,
                    finding=str(r.get("detail") or r["rule_id"]),
                    clauses=refs,
                )
            )
        previous = amount
    return tuple(out)


def reasons_from(
    stored: Sequence[Mapping[str, Any]], clauses: Mapping[str, ClauseText]
) -> tuple[Reason, ...]:
    """The decision's stored reasons (built at decision time), each with its clause number where it has one."""
    out: list[Reason] = []
    for r in stored:
        cid = r.get("clause_id")
        clause = None
        if cid:
            clause = clauses.get(str(cid)) or ClauseText(str(cid), None, r.get("clause_text"))
        out.append(Reason(str(r.get("finding") or ""), r.get("reason_code"), clause))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Block:
    """One piece of the letter: a heading, a paragraph, or a table (header row first)."""

    kind: str  # heading | paragraph | table
    text: str = ""
    rows: tuple[tuple[str, ...], ...] = ()


def letter_blocks(data: LetterData) -> list[Block]:
    """The letter, top to bottom, as plain text blocks (the renderer only lays them out)."""
    blocks = [
        Block("heading", "Claim decision letter"),
        Block(
            "table",
            rows=(
                ("Claim id", data.claim_id),
                ("Policy", data.policy_id + (f" ({data.product})" if data.product else "")),
                ("Insurer", data.insurer or "-"),
                ("Policy version", data.policy_version_id or "-"),
                ("Insured member", data.member_id),
                ("Claimant", data.claimant_id),
                ("Date of loss (admission)", data.loss_date),
                ("Decided on", data.decided_at),
            ),
        ),
        Block("heading", "Decision"),
        Block(
            "table",
            rows=(
                ("Decision", DECISION_WORDS.get(data.decision, data.decision)),
                ("Amount claimed", inr(data.amount_claimed)),
                ("Amount payable", inr(data.payable_amount)),
                ("Amount not payable", inr(data.disallowed)),
            ),
        ),
    ]
    if data.crc_members:
        blocks.append(
            Block(
                "paragraph",
                "This repudiation was reviewed and upheld by the insurer's Claims Review Committee "
                f"({', '.join(data.crc_members)}).",
            )
        )
    if data.bill_lines:
        rows = [("Bill line", "Category", "Amount billed")]
        rows += [
            (line.description, line.category.replace("_", " "), inr(line.amount)) for line in data.bill_lines
        ]
        if data.bill_total is not None:
            rows.append(("Bill total", "", inr(data.bill_total)))
        blocks += [Block("heading", "Lines billed"), Block("table", rows=tuple(rows))]
    if data.deductions:
        blocks.append(Block("heading", "Deductions and the clauses they rest on"))
        rows = [("Deduction", "Amount deducted", "Clause")]
        rows += [
            (d.reason_code, inr(d.amount), ", ".join(c.label for c in d.clauses) or "-")
            for d in data.deductions
        ]
        blocks.append(Block("table", rows=tuple(rows)))
        for d in data.deductions:
            blocks.append(Block("paragraph", f"{d.reason_code}, {inr(d.amount)} deducted: {d.finding}"))
            for c in d.clauses:
                if c.wording:
                    blocks.append(Block("paragraph", f'{c.label}: "{c.wording}"'))
    if data.reasons:
        blocks.append(Block("heading", "Reasons"))
        for r in data.reasons:
            label = f"{r.clause.label}: " if r.clause is not None else ""
            blocks.append(Block("paragraph", f"{label}{r.finding}"))
            # the wording of what a repudiation or a deduction rests on (the coverage clause is only named)
            if (
                r.clause is not None
                and r.clause.wording
                and r.reason_code
                and data.decision in ("deny", "partial")
            ):
                blocks.append(
                    Block("paragraph", f'Wording of {r.clause.label.lower()}: "{r.clause.wording}"')
                )
    if data.needs_grievance_route:
        blocks.append(Block("heading", "If you disagree: grievance route"))
        blocks += [Block("paragraph", text) for text in GRIEVANCE_ROUTE]
    blocks.append(
        Block(
            "paragraph",
            "This letter is generated from the decision as recorded; its reasons cite the policy clauses relied "
            "on and are never rewritten after the decision.",
        )
    )
    return blocks
