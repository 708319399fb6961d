"""Load benchmark: N concurrent claim submissions through the local HTTP server (`clausetrail serve`).

Prints resets, other transport errors, non-202 answers, lost claims, duplicate claims, time to drain (every
claim decided, waiting for a person or in a named failure) and the decision latency p50/p95 (received ->
decided or waiting). Asserts nothing about time. Every claim is submitted twice with the same
Idempotency-Key, at the same moment, so duplicates would show.

Run: python -m tests.bench.bench_load --claims 200 [--corpus ../shared/corpus]
"""

from __future__ import annotations

import argparse
import http.client
import json
import random
import statistics
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from clausetrail.adapters.db.embedded import stop_embedded
from clausetrail.api.local_server import serve
from clausetrail.domain.claims.schedule import Member
from clausetrail.runtime import Runtime, set_runtime
from clausetrail.services.documents import store_document
from clausetrail.services.local_ingest import wait_for_version
from clausetrail.settings import Settings
from clausetrail.synthetic.generate import SCENARIO_NAMES, random_claim_spec
from clausetrail.synthetic.render import render_bill, render_discharge_summary
from clausetrail.workflow.local_sfn import LocalStepFunctions
from tests.bench.bench_claims import register_bench_policy

POLICY = "National_Parivar-Mediclaim-Plus_NICHLIP25039V032425.pdf"
OWNER = "bench-load"
SETTLED = ("decided", "in_review", "escalated", "awaiting_crc", "crc_escalated", "needs_attention")


def pct(values: list[float], p: int) -> float:
    if len(values) < 2:
        return values[0] if values else 0.0
    return statistics.quantiles(values, n=100, method="inclusive")[p - 1]


def post(port: int, body: dict[str, Any], key: str) -> tuple[str, int, str | None]:
    """(outcome, status, claim_id): outcome is ok, reset or error."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=1800)
    try:
        conn.request(
            "POST",
            "/v1/claims",
            body=json.dumps(body),
            headers={
                "Content-Type": "application/json",
                "X-ClauseTrail-Caller": OWNER,
                "Idempotency-Key": key,
            },
        )
        resp = conn.getresponse()
        data = json.loads(resp.read() or b"{}")
        return "ok", resp.status, data.get("claim_id")
    except (ConnectionResetError, BrokenPipeError, http.client.RemoteDisconnected):
        return "reset", -1, None
    except OSError:
        return "error", -1, None
    finally:
        conn.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--claims", type=int, default=200)
    parser.add_argument("--corpus", type=Path, default=Path("../shared/corpus"))
    parser.add_argument("--timeout", type=float, default=1800.0, help="seconds to wait for the drain")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="ct-load-", dir="/tmp") as tmp:
        sfn = LocalStepFunctions()
        rt = Runtime(
            Settings(data_dir=Path(tmp), review_timeout_s=3600),
            workflows=sfn,
        )
        set_runtime(rt)
        version = register_bench_policy(rt, OWNER, "P-LOAD", args.corpus)
        wait_for_version(rt, version.version_id, timeout_s=args.timeout)
        rng = random.Random(11)
        bodies: list[dict[str, Any]] = []
        for i in range(args.claims):
            member = Member(member_id=f"M{1 + i % 4}", covered_since=date(2020, 4, 1))
            spec = random_claim_spec(
                rng,
                policy_member=member,
                loss_date=date(2025, 6, 1) + timedelta(days=i % 200),
                scenario=rng.choice(SCENARIO_NAMES),
            )
            docs = [
                store_document(rt, OWNER, f"bill-{i}.pdf", render_bill(spec, "tabular")),
                store_document(rt, OWNER, f"discharge-{i}.pdf", render_discharge_summary(spec)),
            ]
            bodies.append(
                {
                    "policy_id": "P-LOAD",
                    "claimant_id": f"C{i}",
                    "member_id": member.member_id,
                    "loss_date": spec.admission_date.isoformat(),
                    "amount_claimed": spec.expected_facts().bill_total or 1,
                    "documents": docs,
                }
            )

        server = serve("127.0.0.1", 0)
        port = server.server_address[1]
        threading.Thread(target=server.serve_forever, daemon=True).start()
        jobs = [(i % args.claims, f"load-{i % args.claims:05d}") for i in range(2 * args.claims)]
        rng.shuffle(jobs)
        t0 = time.perf_counter()
        with ThreadPoolExecutor(max_workers=len(jobs)) as pool:
            answers = list(pool.map(lambda job: (job[1], *post(port, bodies[job[0]], job[1])), jobs))
        submitted = time.perf_counter() - t0
        resets = sum(1 for _, outcome, _, _ in answers if outcome == "reset")
        errors = sum(1 for _, outcome, _, _ in answers if outcome == "error")
        non_202 = sum(1 for _, outcome, status, _ in answers if outcome == "ok" and status != 202)
        ids_by_key: dict[str, set[str]] = {}
        for key, _, _, claim_id in answers:
            if claim_id:
                ids_by_key.setdefault(key, set()).add(claim_id)
        pending_keys = {f"key:{OWNER}:load-{i:05d}" for i in range(args.claims)}
        deadline = time.monotonic() + args.timeout
        stored: dict[str, str] = {}
        pending: set[str] = set()
        while time.monotonic() < deadline:
            with rt.database.transaction() as conn:
                stored = {
                    r[0]: r[1]
                    for r in conn.execute(
                        "SELECT idempotency_key, claim_id FROM claims WHERE owner_id = %s", (OWNER,)
                    ).fetchall()
                }
            pending = {c for c in stored.values() if rt.claims.get(c).status not in SETTLED}
            if not pending and pending_keys <= stored.keys():
                break
            time.sleep(0.2)
        drained = time.perf_counter() - t0
        lost = len(pending_keys - stored.keys())
        duplicates = sum(len(ids) - 1 for ids in ids_by_key.values()) + max(0, len(stored) - args.claims)
        latencies = []
        for claim_id in stored.values():
            claim = rt.claims.get(claim_id)
            end = claim.decided_at or rt.claims.updated_at(claim_id)
            if claim.status in SETTLED and end is not None:
                latencies.append((end - claim.received_at).total_seconds())
        statuses: dict[str, int] = {}
        for claim_id in stored.values():
            status = rt.claims.get(claim_id).status
            statuses[status] = statuses.get(status, 0) + 1
        payments = 0
        with rt.database.transaction() as conn:
            payments = conn.execute("SELECT count(*) - count(DISTINCT claim_id) FROM payments").fetchone()[0]  # type: ignore[index]

        print(
            f"{args.claims} claims, each POSTed twice concurrently ({len(jobs)} requests), submitted in {submitted:.1f}s"
        )
        print(f"  resets {resets}, other transport errors {errors}, non-202 answers {non_202}")
        print(f"  lost {lost}, duplicate claims {duplicates}, claims paid twice {payments}")
        print(f"  drained in {drained:.1f}s ({len(pending)} not settled); statuses {statuses}")
        print(f"  decision latency p50 {pct(latencies, 50):.1f}s  p95 {pct(latencies, 95):.1f}s")
        server.shutdown()
        set_runtime(None)
        sfn.close()
        rt.database.close()
        stop_embedded(Path(tmp) / "pg")


if __name__ == "__main__":
    main()
