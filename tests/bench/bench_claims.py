"""Benchmark: claims per second through the local adjudication state machine (offline model), with p50/p95
latency per stage. Prints figures; asserts nothing.

One policy (National Parivar Mediclaim Plus, with a schedule) is ingested once; N synthetic claims (random
scenarios, rendered bills and discharge summaries) are submitted together; a claim counts as processed when it
is decided or waiting for an adjuster. Run: python -m tests.bench.bench_claims [--claims 40]
"""

from __future__ import annotations

import argparse
import base64
import random
import statistics
import tempfile
import threading
import time
from collections import defaultdict
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from clausetrail.adapters.db.embedded import stop_embedded
from clausetrail.domain.claims.schedule import Member
from clausetrail.domain.policy import PolicyVersion
from clausetrail.runtime import Runtime, set_runtime
from clausetrail.services.claims_intake import SubmitClaimRequest, submit_claim
from clausetrail.services.documents import store_document
from clausetrail.services.local_ingest import wait_for_version
from clausetrail.services.policies import RegisterPolicyRequest, register_policy
from clausetrail.settings import Settings
from clausetrail.synthetic.generate import SCENARIO_NAMES, random_claim_spec
from clausetrail.synthetic.render import render_bill, render_discharge_summary
from clausetrail.workflow import registry
from clausetrail.workflow.local_sfn import LocalStepFunctions

STAGES = (
    "ClaimExtract",
    "ClaimRules",
    "ClaimJudge",
    "ClaimVerify",
    "ClaimGate",
    "ClaimAwaitReview",
    "ClaimDecide",
)
POLICY = "National_Parivar-Mediclaim-Plus_NICHLIP25039V032425.pdf"


def pct(values: list[float], p: int) -> float:
    if len(values) < 2:
        return values[0] if values else 0.0
    return statistics.quantiles(values, n=100, method="inclusive")[p - 1]


def register_bench_policy(rt: Runtime, owner: str, policy_id: str, corpus: Path) -> PolicyVersion:
    """The benchmarks' policy: the National wording, Plan A, SI 10 lakh, members M1-M4 covered since 2020."""
    schedule = {
        "plan": "Plan A",
        "sum_insured": 1000000,
        "copay_percent": 0,
        "deductible": 0,
        "claims_paid_this_year": 0,
        "members": [
            {"member_id": f"M{i}", "covered_since": "2020-04-01", "declared_ped": []} for i in range(1, 5)
        ],
    }
    pdf = (corpus / "policies" / POLICY).read_bytes()
    version, _ = register_policy(
        rt,
        owner,
        RegisterPolicyRequest(
            policy_id=policy_id,
            insurer="National Insurance",
            product_uin="NICHLIP25039V032425",
            effective_from=date(2025, 4, 1),
            effective_to=date(2026, 3, 31),
            document_base64=base64.b64encode(pdf).decode(),
            schedule=schedule,
        ),
    )
    return version


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--claims", type=int, default=40)
    parser.add_argument("--corpus", type=Path, default=Path("../shared/corpus"))
    args = parser.parse_args()
    timings: dict[str, list[float]] = defaultdict(list)
    lock = threading.Lock()

    def timed(spec: registry.FunctionSpec) -> Any:
        real = spec.load_handler()

        def call(event: dict[str, Any], context: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return real(event, context)
            finally:
                with lock:
                    timings[spec.name].append((time.perf_counter() - t0) * 1000)

        return call

    with tempfile.TemporaryDirectory(prefix="ct-bench-", dir="/tmp") as tmp:
        sfn = LocalStepFunctions(handler_overrides={n: timed(registry.function(n)) for n in STAGES})
        rt = Runtime(Settings(data_dir=Path(tmp)), workflows=sfn)
        set_runtime(rt)
        version = register_bench_policy(rt, "bench", "P-BENCH", args.corpus)
        t0 = time.perf_counter()
        wait_for_version(rt, version.version_id)
        print(f"policy ingested in {time.perf_counter() - t0:.1f}s (embedded DB, MiniLM, offline extraction)")
        rng = random.Random(7)
        requests = []
        for i in range(args.claims):
            member = Member(member_id=f"M{1 + i % 4}", covered_since=date(2020, 4, 1))
            spec = random_claim_spec(
                rng,
                policy_member=member,
                loss_date=date(2025, 6, 1) + timedelta(days=i),
                scenario=rng.choice(SCENARIO_NAMES),
            )
            uris = [
                store_document(
                    rt,
                    "bench",
                    f"bill-{i}.pdf",
                    render_bill(spec, rng.choice(["tabular", "itemised_grouped", "compact"])),
                ),
                store_document(rt, "bench", f"discharge-{i}.pdf", render_discharge_summary(spec)),
            ]
            requests.append(
                SubmitClaimRequest(
                    policy_id="P-BENCH",
                    claimant_id=f"C{i}",
                    member_id=member.member_id,
                    loss_date=spec.admission_date,
                    amount_claimed=spec.expected_facts().bill_total or 1,
                    documents=uris,
                    idempotency_key=f"bench-claim-{i:05d}",
                )
            )
        t0 = time.perf_counter()
        ids = [submit_claim(rt, "bench", r)[0].claim_id for r in requests]
        pending = set(ids)
        while pending:
            for cid in list(pending):
                c = rt.claims.get(cid)
                if c.decided_at is not None or c.status in ("in_review", "awaiting_crc", "needs_attention"):
                    pending.discard(cid)
            time.sleep(0.05)
        elapsed = time.perf_counter() - t0
        routes = [rt.claims.get(c).route for c in ids]
        print(
            f"{args.claims} claims in {elapsed:.1f}s: {args.claims / elapsed:.2f} claims/s "
            f"(goal >= 5/s: {args.claims / elapsed / 5:.2f}x); auto {routes.count('auto')}, "
            f"human {routes.count('human')}"
        )
        for stage in STAGES:
            values = timings.get(stage, [])
            if values:
                print(
                    f"  {stage:<18} n={len(values):>3}  p50 {pct(values, 50):7.1f} ms  p95 {pct(values, 95):7.1f} ms"
                )
        set_runtime(None)
        sfn.close()
        rt.database.close()
        stop_embedded(Path(tmp) / "pg")


if __name__ == "__main__":
    main()
