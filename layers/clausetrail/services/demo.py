"""`make demo`: the whole job on embedded defaults, with progress.

1. ingest the wordings a handful of golden claims need, through the local ingestion state machine;
2. decide those claims through the local adjudication state machine (an adjuster reviews what is routed to a
   person, two local CRC members vote on each repudiation) and print each decision with its payable amount and
   the clauses it cites;
3. answer a few policy questions with their citations (and one emergency);
4. verify and replay one claim's audit trail; write one decision letter to ``reports/``;
5. print the review console's address (``make serve`` serves it).

``--all-policies`` ingests every corpus wording first (the ingestion figures per policy) instead of only the
ones the claims need.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from clausetrail.domain.money import format_inr
from clausetrail.ports.runtime import RuntimePorts
from clausetrail.services.local_ingest import ingest_file

#: golden claims that show each route: paid automatically, a partial for an adjuster, repudiations for the
#: CRC (a waiting period, a member not in the schedule), a request for a missing document
DEMO_CASES: tuple[str, ...] = (
    "nat-gastroenteritis-clean-auto",
    "hdfc-lite-room-rent-proportionate",
    "star-cataract-sublimit",
    "star-ped-diabetes-within-36m",
    "nat-member-not-in-schedule",
    "nat-missing-discharge-summary",
)
DEMO_QUESTIONS: tuple[str, ...] = (
    "what is the waiting period for cataract surgery?",
    "is there any limit on room rent? and do i have to pay a co-payment",
    "my father has chest pain and is sweating right now, what do i do",
)
LOCAL_ADJUSTER = "adj-1"
LOCAL_CRC_MEMBERS = ("crc-1", "crc-2")
SETTLE_TIMEOUT_S = 300.0


@dataclass
class DemoClaim:
    case_id: str
    claim_id: str
    expected: str
    route: str | None = None


def _ingest_all(rt: RuntimePorts, corpus: Path, console: Console) -> int:
    pdfs = sorted((corpus / "policies").glob("*.pdf"))
    failures = 0
    for pdf in pdfs:
        outcome = ingest_file(rt, pdf)
        v = outcome.version
        failures += 0 if v.error_code is None else 1
        console.print(f"  {pdf.name}: {v.status}, {v.page_count or 0} pages, {outcome.seconds:.1f}s")
    return failures


def _settle(rt: RuntimePorts, claim_id: str, *, decided: bool = False) -> None:
    from clausetrail.eval.claims_eval import WAITING

    deadline = time.monotonic() + SETTLE_TIMEOUT_S
    while time.monotonic() < deadline:
        claim = rt.claims.get(claim_id)
        if claim.decided_at is not None or claim.status == "failed":
            return
        if not decided and claim.status in WAITING:
            return
        time.sleep(0.05)
    raise TimeoutError(f"claim {claim_id} did not settle in {SETTLE_TIMEOUT_S:.0f}s")


def _people_decide(rt: RuntimePorts, claim_id: str, console: Console) -> None:
    """What a person does with a claim waiting for them: two CRC members uphold a repudiation; an adjuster
    accepts the draft (within the bounds the rules allow)."""
    from clausetrail.services import adjudication, crc

    claim = rt.claims.get(claim_id)
    if claim.status in crc.CRC_WAITING:
        for member in LOCAL_CRC_MEMBERS:
            crc.cast_vote(rt, claim_id, member, "uphold", "demo: the committee upholds the repudiation")
        console.print(f"    CRC: {', '.join(LOCAL_CRC_MEMBERS)} upheld the repudiation")
    elif claim.status in ("in_review", "escalated"):
        proposal = rt.claims.proposal(claim_id) or {}
        bound, _ = adjudication.payable_bound(rt, claim_id)
        decision = str(proposal.get("decision") or "partial")
        if decision not in adjudication.REVIEW_DECISIONS or decision == "deny":
            decision = "partial"
        payable = 0 if decision == "need_info" else min(int(proposal.get("payable_amount") or 0), bound)
        adjudication.submit_review(
            rt,
            claim_id,
            LOCAL_ADJUSTER,
            {"decision": decision, "payable_amount": payable, "agrees_with_draft": True, "note": "demo"},
        )
        console.print(f"    adjuster {LOCAL_ADJUSTER}: {decision} {format_inr(payable)}")
    else:
        return
    _settle(rt, claim_id, decided=True)


def _decide_claims(
    rt: RuntimePorts, claims_dir: Path, corpus: Path, console: Console, cases: tuple[str, ...]
) -> list[DemoClaim]:
    from clausetrail.eval.claims_eval import run_case

    out: list[DemoClaim] = []
    for case_id in cases:
        case_dir = claims_dir / case_id
        if not (case_dir / "case.json").is_file():
            console.print(f"  [yellow]{case_id}: not in {claims_dir}, skipped[/yellow]")
            continue
        case = json.loads((case_dir / "case.json").read_text(encoding="utf-8"))
        started = time.perf_counter()
        result = run_case(rt, case_dir, case, corpus, 1, owner="demo")
        if result.error or not result.claim_id:
            console.print(f"  [red]{case_id}: {result.error}[/red]")
            continue
        claim = DemoClaim(case_id, result.claim_id, case["expected"]["decision"], result.route)
        console.print(
            f"  {case_id}: drafted {result.decision} {format_inr(result.payable or 0)}, route {result.route} "
            f"({time.perf_counter() - started:.1f}s)"
        )
        _people_decide(rt, result.claim_id, console)
        out.append(claim)
    return out


def _print_decisions(rt: RuntimePorts, claims: list[DemoClaim], console: Console) -> None:
    table = Table("case", "decision", "payable", "decided by", "route", "expected", "cited clauses")
    for c in claims:
        record = rt.claims.get(c.claim_id)
        ids = [
            str(r["clause_id"])
            for r in record.reasons or []
            if r.get("clause_id") and not str(r["clause_id"]).startswith("schedule:")
        ]
        cited = sorted(
            {f"{row.clause_no or row.clause_id} (p.{row.page_start})" for row in rt.policies.get_clauses(ids)}
        )
        table.add_row(
            c.case_id,
            str(record.decision or record.status),
            format_inr(record.payable_amount or 0),
            str(record.decided_by or "-"),
            str(c.route),
            c.expected,
            ", ".join(cited[:6]) or "-",
        )
    console.print(table)


def _answer_questions(rt: RuntimePorts, claims: list[DemoClaim], console: Console) -> None:
    from clausetrail.services.questions import QuestionRequest, answer_question, composer_for

    if not claims:
        return
    policy_id = rt.claims.get(claims[0].claim_id).policy_id
    for question in DEMO_QUESTIONS:
        result = answer_question(
            rt, policy_id, QuestionRequest(question), owner_id="demo", composer=composer_for(rt)
        )
        cites = ", ".join(f"{c.clause_no or c.clause_id} p.{c.page}" for c in result.citations[:4]) or "-"
        console.print(f"  Q: {question}")
        console.print(f"  A ({result.model}, {result.latency_ms:.0f} ms): {result.answer[:400]}")
        console.print(f"     cited: {cites}")


def _audit_and_letter(rt: RuntimePorts, claims: list[DemoClaim], reports: Path, console: Console) -> bool:
    from clausetrail.services.letters import get_letter
    from clausetrail.services.replay import replay_claim

    decided = [c for c in claims if rt.claims.get(c.claim_id).decided_at is not None]
    if not decided:
        return False
    # the richest trail: a claim a person decided after the rules and the judgement
    chosen = next((c for c in decided if rt.claims.get(c.claim_id).decided_by == "human"), decided[0])
    replay = replay_claim(rt, chosen.claim_id)
    records = rt.audit.records(chosen.claim_id)
    console.print(
        f"  {chosen.case_id} ({chosen.claim_id}): {len(records)} audit records "
        f"({', '.join(r.event for r in records)}); chain verified {replay.chain_ok}; replayed rules "
        f"{replay.rules_version}: stored {replay.stored}, replayed {replay.replayed}, matches {replay.matches}"
    )
    reports.mkdir(parents=True, exist_ok=True)
    letter = reports / f"decision-letter-{chosen.case_id}.pdf"
    letter.write_bytes(get_letter(rt, chosen.claim_id, "demo"))
    console.print(f"  decision letter written to {letter} ({letter.stat().st_size:,} bytes)")
    return bool(replay.chain_ok and replay.matches)


def run_demo(
    rt: RuntimePorts,
    corpus: Path,
    questions: Path,
    console: Console,
    *,
    claims_dir: Path = Path("golden/claims"),
    reports: Path = Path("reports"),
    all_policies: bool = False,
    cases: tuple[str, ...] = DEMO_CASES,
) -> int:
    del questions  # the retrieval eval is `clausetrail eval questions`; the demo answers questions instead
    if not (corpus / "policies").is_dir():
        console.print(f"[red]no corpus at {corpus} (expected {corpus / 'policies'})[/red]")
        return 2
    if not claims_dir.is_dir():
        console.print(f"[red]no golden claims at {claims_dir} (pass the folder of golden/claims)[/red]")
        return 2
    started = time.perf_counter()
    console.print(
        "[bold]ClauseTrail demo[/bold] (embedded defaults, offline model: deterministic, no network)"
    )
    rt.workflows  # start the local state machines once  # noqa: B018
    failures = 0
    if all_policies:
        console.print(f"\n[bold]1. Ingesting every wording in {corpus / 'policies'}[/bold]")
        failures += _ingest_all(rt, corpus, console)
    console.print(
        f"\n[bold]{'2' if all_policies else '1'}. Claims through the state machine[/bold] "
        "(the wordings they need are ingested on first use)"
    )
    claims = _decide_claims(rt, claims_dir, corpus, console, cases)
    _print_decisions(rt, claims, console)
    agree = sum(1 for c in claims if rt.claims.get(c.claim_id).decision == c.expected)
    console.print(f"  {agree} of {len(claims)} decisions as the golden cases expect")
    console.print("\n[bold]Policy questions, answered with cited clauses[/bold]")
    _answer_questions(rt, claims, console)
    console.print("\n[bold]Audit trail: verify, replay, decision letter[/bold]")
    trail_ok = _audit_and_letter(rt, claims, reports, console)
    console.print(
        "\nReview console: run `make serve`, then open http://127.0.0.1:8080/console and log in as a local "
        "adjuster, CRC member or ops person with the claim system `demo` (the demo's claims are decided; new "
        "claims submitted there wait in its queue)."
    )
    console.print(f"demo finished in {time.perf_counter() - started:.0f}s")
    ok = failures == 0 and len(claims) == len(cases) and trail_ok
    return 0 if ok else 1


def demo_summary(rt: RuntimePorts, claims: list[DemoClaim]) -> list[dict[str, Any]]:
    """The demo's decisions as plain data (for tests)."""
    return [
        {
            "case_id": c.case_id,
            "decision": rt.claims.get(c.claim_id).decision,
            "payable_amount": rt.claims.get(c.claim_id).payable_amount,
        }
        for c in claims
    ]
