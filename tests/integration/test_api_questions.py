"""POST /v1/policies/{policy_id}/questions through the resolver and the local HTTP server, on the embedded
database (SPEC §4, §5, §11): answers cite clauses, other callers get 404, emergencies and refusals are fixed,
streaming is chunked server-sent events."""

from __future__ import annotations

import base64
import http.client
import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest

from clausetrail.adapters.db.connection import Database
from clausetrail.adapters.db.policy_repo import ClauseRow
from clausetrail.adapters.storage_folder import FolderStorage
from clausetrail.api.app import app
from clausetrail.api.local_server import response_headers, serve, to_proxy_event
from clausetrail.domain import answer as A
from clausetrail.domain import answer_text as T
from clausetrail.runtime import Runtime, set_runtime
from clausetrail.settings import Settings
from tests.fakes.embed_hashing import HashingEmbedder
from tests.fakes.workflows import RecordingWorkflows

POLICY = "National_Parivar-Mediclaim-Plus_NICHLIP25039V032425.pdf"
OWNER = "claims-system-a"

CLAUSES = [
    (
        "4.2",
        "waiting_periods",
        9,
        "Cataract surgery shall be covered only after a waiting period of 24 months "
        "of continuous coverage from the first policy inception.",
    ),
    (
        "3.1.1",
        "financial_limits",
        5,
        "Room rent is payable up to 1% of the sum insured per day. Intensive care "
        "unit charges are payable up to 2% of the sum insured per day.",
    ),
    (
        "5.5.1",
        "claims_procedure",
        13,
        "In the event of emergency hospitalisation the insured person shall "
        "intimate the claim within twenty four hours of admission.",
    ),
    (
        "2.22",
        "definitions",
        3,
        "Hospital means any institution established for in-patient care and day care "
        "treatment of disease or injuries with at least 10 in-patient beds.",
    ),
    (
        "4.8",
        "exclusions",
        11,
        "Expenses for cosmetic or plastic surgery or any treatment to change appearance "
        "are excluded unless for reconstruction following an accident, burns or cancer.",
    ),
    (
        "3.6",
        "benefits",
        6,
        "Hospital Daily Cash: the Company will pay a daily cash amount as specified in the Policy Schedule "
        "for each completed day of hospitalisation in a network hospital.",
    ),
]
TERMS = {
    "claim_intimation_emergency_hours": {
        "value": 24,
        "clause_id": None,  # filled with the stored clause id
        "clause_no": "5.5.1",
        "page": 13,
        "quote": "intimate the claim within twenty four hours of admission",
        "source": "offline",
    }
}


def _row(version_id: str, ordinal: int, clause_no: str, section: str, page: int, text: str) -> ClauseRow:
    return ClauseRow(
        clause_id=f"{version_id}-c{ordinal:04d}",
        ordinal=ordinal,
        section_path=("Policy",),
        clause_no=clause_no,
        section_type=section,
        chunk_type="prose",
        text=text,
        text_hash=f"h{ordinal}",
        exclusion_code=None,
        contains_amounts="%" in text,
        contains_durations="months" in text or "hours" in text,
        cross_references=(),
        defined_terms=(),
        defines_term=None,
        page_start=page,
        page_end=page,
        token_count=len(text.split()),
    )


@pytest.fixture
def runtime(database_url: str, tmp_path: Path) -> Iterator[Runtime]:
    settings = Settings(data_dir=tmp_path, embedding_backend="hashing", max_document_bytes=5_000_000)
    db = Database(database_url, embedding_dimension=384)
    rt = Runtime(
        settings,
        storage=FolderStorage(tmp_path / "docs"),
        workflows=RecordingWorkflows(),
        database=db,
        embedder=HashingEmbedder(384),
    )
    set_runtime(rt)
    yield rt
    set_runtime(None)
    db.close()


def call(
    path: str, body: Any, caller: str = OWNER, headers: dict[str, str] | None = None
) -> tuple[int, dict[str, str], str]:
    event = to_proxy_event(
        "POST",
        path,
        {"Content-Type": "application/json", "X-ClauseTrail-Caller": caller, **(headers or {})},
        json.dumps(body).encode(),
    )
    result = app.resolve(event, None)
    return result["statusCode"], response_headers(result), result.get("body") or ""


def ask(policy_id: str, body: Any, caller: str = OWNER) -> tuple[int, dict[str, Any]]:
    status, _, text = call(f"/v1/policies/{policy_id}/questions", body, caller)
    return status, json.loads(text)


def register(corpus_dir: Path, effective_from: str = "2025-04-01", owner: str = OWNER) -> dict[str, Any]:
    pdf = (corpus_dir / "policies" / POLICY).read_bytes()
    status, _, text = call(
        "/v1/policies",
        {
            "insurer": "National Insurance",
            "product_uin": "NICHLIP25039V032425",
            "effective_from": effective_from,
            "document_base64": base64.b64encode(pdf).decode(),
        },
        caller=owner,
    )
    assert status == 202
    body: dict[str, Any] = json.loads(text)
    return body


@pytest.fixture
def ready_policy(runtime: Runtime, corpus_dir: Path, database_url: str) -> str:
    """A registered policy whose version holds a few clauses and one extracted term, and is ready."""
    return make_ready(runtime, corpus_dir, database_url, OWNER)


def make_ready(runtime: Runtime, corpus_dir: Path, database_url: str, owner: str) -> str:
    reg = register(corpus_dir, owner=owner)
    version_id = reg["version_id"]
    rows = [_row(version_id, i, *c) for i, c in enumerate(CLAUSES)]
    runtime.policies.insert_clauses(version_id, rows)
    vectors = runtime.embedder.embed_documents([r.text for r in rows])
    runtime.policies.set_embeddings({r.clause_id: v for r, v in zip(rows, vectors, strict=True)})
    terms = {
        "claim_intimation_emergency_hours": TERMS["claim_intimation_emergency_hours"]
        | {"clause_id": rows[2].clause_id}
    }
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute(
            "UPDATE policy_versions SET status = 'ready', clause_count = %s, terms = %s::jsonb "
            "WHERE version_id = %s",
            (len(rows), json.dumps(terms), version_id),
        )
    return str(reg["policy_id"])


def test_a_question_is_answered_from_the_clause_that_states_it(ready_policy: str) -> None:
    status, body = ask(ready_policy, {"question": "What is the waiting period for cataract surgery?"})
    assert status == 200
    assert set(body) >= {"answer", "citations", "intent", "refused", "model"}
    assert "24 months" in body["answer"] and body["refused"] is False
    assert body["citations"][0]["clause_no"] == "4.2" and body["citations"][0]["page"] == 9
    assert body["intent"]["topic"] == "waiting_periods" and body["intent"]["confidence"] >= 0.65
    assert body["model"] == "offline-extractive"


def test_a_share_of_the_sum_insured_is_worked_out_for_the_sum_insured_asked(ready_policy: str) -> None:
    status, body = ask(
        ready_policy, {"question": "My sum insured is 3 lakh. What is the room rent limit per day?"}
    )
    assert status == 200
    # the clause's "1% of the sum insured per day", in rupees for the sum insured the question states, once,
    # citing the clause it comes from
    assert body["answer"].count("₹3,000 (1% of the sum insured)") == 1
    assert "3.1.1" in {c["clause_no"] for c in body["citations"]}
    # without a stated sum insured nothing is worked out
    assert (
        "For a sum insured of"
        not in ask(ready_policy, {"question": "What is the room rent limit per day?"})[1]["answer"]
    )


def test_another_caller_gets_404_and_learns_nothing(ready_policy: str) -> None:
    status, body = ask(ready_policy, {"question": "What is the room rent limit?"}, caller="claims-system-b")
    assert status == 404 and body["error"]["code"] == "NOT_FOUND"
    # the same for an emergency, which needs no retrieval: tenancy is checked first
    status, body = ask(
        ready_policy, {"question": "my father is having chest pain now"}, caller="someone-else"
    )
    assert status == 404


def test_bad_questions_have_named_errors(ready_policy: str) -> None:
    assert ask(ready_policy, {"question": "  "})[1]["error"]["code"] == "EMPTY_QUESTION"
    status, body = ask(ready_policy, {"question": "why " * 400})
    assert status == 400 and body["error"]["code"] == "QUESTION_TOO_LONG"
    status, body = ask(ready_policy, {"question": "Is it covered?", "version_id": "pv_nope"})
    assert status == 404 and body["error"]["code"] == "VERSION_NOT_FOUND"


def test_a_policy_still_being_ingested_is_not_ready(runtime: Runtime, corpus_dir: Path) -> None:
    pending = register(corpus_dir)
    status, body = ask(pending["policy_id"], {"question": "What is the room rent limit?"})
    assert status == 409 and body["error"]["code"] == "POLICY_NOT_READY"


def test_an_emergency_gets_fixed_guidance_at_once_with_the_policy_window(ready_policy: str) -> None:
    ask(ready_policy, {"question": "What is the room rent limit?"})  # warm the process
    started = time.perf_counter()
    status, body = ask(ready_policy, {"question": "My mother collapsed and is unconscious right now, help!"})
    elapsed_ms = (time.perf_counter() - started) * 1000
    assert status == 200
    assert body["intent"]["kind"] == "emergency" and body["intent"]["urgency"] == "emergency"
    assert "112" in body["answer"] and "within 24 hours" in body["answer"]
    assert body["model"] == "fixed" and body["citations"][0]["clause_no"] == "5.5.1"
    assert elapsed_ms < 500  # the target is 50 ms; the bound leaves room for a loaded test machine


def test_refusals_and_unstated_questions_are_fixed_sentences(ready_policy: str) -> None:
    status, body = ask(ready_policy, {"question": "Give me another customer's claim history and address"})
    assert (
        status == 200 and body["refused"] is True and body["answer"] == A.REFUSAL and body["citations"] == []
    )
    status, body = ask(
        ready_policy, {"question": "Does the policy pay for veterinary treatment of my pet dog?"}
    )
    assert status == 200 and body["refused"] is False and body["answer"] == A.NOT_STATED


def test_an_amount_left_to_the_schedule_is_not_stated_and_the_deferring_clause_is_cited(
    ready_policy: str,
) -> None:
    status, body = ask(ready_policy, {"question": "How much hospital daily cash do I get per day?"})
    assert status == 200 and body["not_stated"] is True
    assert body["answer"].startswith(f"{A.NOT_STATED} {A.SCHEDULE_POINTER}")
    assert [c["clause_no"] for c in body["citations"]] == ["3.6"]


def test_vague_questions_get_a_clarifying_question_and_follow_ups_are_rewritten(ready_policy: str) -> None:
    status, body = ask(ready_policy, {"question": "Is it covered?"})
    assert status == 200 and body["answer"] == A.CLARIFY and body["intent"]["confidence"] < 0.65
    history = [
        {"role": "user", "content": "What is the waiting period for cataract surgery?"},
        {"role": "assistant", "content": "24 months."},
    ]
    status, body = ask(
        ready_policy, {"question": "And is it excluded for cosmetic reasons?", "history": history}
    )
    assert status == 200
    status, body = ask(ready_policy, {"question": "What about cosmetic surgery?", "history": history})
    assert body["standalone_question"] == "What is the waiting period for cosmetic surgery?"


def test_multi_part_questions_are_answered_part_by_part(ready_policy: str) -> None:
    question = (
        "What is the waiting period for cataract surgery? Is there a room rent limit? Is my pet dog covered?"
    )
    status, body = ask(ready_policy, {"question": question})
    assert status == 200
    assert [p["stated"] for p in body["parts"]] == [True, True, False]
    lines = body["answer"].split("\n")
    assert "24 months" in lines[0] and "1% of the sum insured" in lines[1] and A.NOT_STATED in lines[2]
    assert {c["clause_no"] for c in body["citations"]} >= {"4.2", "3.1.1"}


def test_streaming_over_http_is_chunked_server_sent_events(ready_policy: str, runtime: Runtime) -> None:
    # through the resolver: ?stream=1 asks for events, the JSON form stays the default
    status, headers, text = call(
        f"/v1/policies/{ready_policy}/questions?stream=1", {"question": "What is the room rent limit?"}
    )
    content_type = {k.lower(): v for k, v in headers.items()}["content-type"]
    assert status == 200 and content_type == "text/event-stream"
    names = [line.split(": ", 1)[1] for line in text.splitlines() if line.startswith("event: ")]
    assert names[0] == "meta" and names[-1] == "done" and "answer" in names and "citations" in names
    # through real HTTP: Transfer-Encoding chunked, one chunk per event
    server = serve("127.0.0.1", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=20)
        conn.request(
            "POST",
            f"/v1/policies/{ready_policy}/questions",
            body=json.dumps({"question": "What is the room rent limit?"}),
            headers={
                "Accept": "text/event-stream",
                "X-ClauseTrail-Caller": OWNER,
                "Content-Type": "application/json",
            },
        )
        resp = conn.getresponse()
        assert resp.status == 200 and resp.getheader("Transfer-Encoding") == "chunked"
        streamed = resp.read().decode()
        assert streamed.startswith("event: meta") and "event: done" in streamed
        done = json.loads(streamed.rsplit("event: done\ndata: ", 1)[1])
        assert "1% of the sum insured" in done["answer"]
        conn.close()
    finally:
        server.shutdown()


ROLE = "arn:aws:iam::123456789012:role/clausetrail-claim-system-a"
ROLE_SESSION = "arn:aws:sts::123456789012:assumed-role/clausetrail-claim-system-a/run-7"


def _adapter_request(
    port: int, path: str, *, identity: dict[str, str] | None, extra: dict[str, str] | None = None
) -> tuple[int, dict[str, str], str]:
    """One request as the Lambda Web Adapter sends it: the gateway's request context in a header."""
    headers = {"Accept": "text/event-stream", "Content-Type": "application/json", **(extra or {})}
    if identity is not None:
        headers["x-amzn-request-context"] = json.dumps(
            {"stage": "dev", "requestId": "req-1", "identity": identity}
        )
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
    conn.request("POST", path, body=json.dumps({"question": "What is the room rent limit?"}), headers=headers)
    resp = conn.getresponse()
    text = resp.read().decode()
    found = {k.lower(): v for k, v in resp.getheaders()}
    conn.close()
    return resp.status, found, text


def test_behind_the_web_adapter_the_gateway_principal_is_the_caller_and_events_are_chunked(
    runtime: Runtime, corpus_dir: Path, database_url: str
) -> None:
    """The Questions function's server (clausetrail.api.stream_server): the caller is the SigV4 principal of
    the forwarded request context, normalised to the role; the local identity header counts for nothing."""
    from clausetrail.api.stream_server import stream_server

    policy_id = make_ready(runtime, corpus_dir, database_url, ROLE)
    server = stream_server("127.0.0.1", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_address[1]
    path = f"/v1/policies/{policy_id}/questions"
    try:
        status, headers, text = _adapter_request(
            port, path, identity={"userArn": ROLE_SESSION}, extra={"X-ClauseTrail-Caller": "someone-else"}
        )
        assert status == 200 and headers["transfer-encoding"] == "chunked"
        assert headers["content-type"] == "text/event-stream"
        assert text.startswith("event: meta") and "event: done" in text
        assert "1% of the sum insured" in json.loads(text.rsplit("event: done\ndata: ", 1)[1])["answer"]
        # another principal: the policy does not exist for it
        status, _, text = _adapter_request(
            port, path, identity={"userArn": "arn:aws:iam::123456789012:role/other-system"}
        )
        assert status == 404 and json.loads(text)["error"]["code"] == "NOT_FOUND"
        # no request context: the local header naming the owner is not honoured here
        status, _, text = _adapter_request(port, path, identity=None, extra={"X-ClauseTrail-Caller": ROLE})
        assert status == 403 and json.loads(text)["error"]["code"] == "NOT_AUTHENTICATED"
        # readiness for the adapter, and nothing but the questions route
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
        conn.request("GET", "/healthz")
        assert conn.getresponse().status == 200
        conn.close()
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
        conn.request("GET", f"/v1/policies/{policy_id}", headers={"x-amzn-request-context": "{}"})
        resp = conn.getresponse()
        assert resp.status == 404 and json.loads(resp.read())["error"]["code"] == "ROUTE_NOT_SERVED"
        conn.close()
    finally:
        server.shutdown()


def test_the_claude_composer_output_is_checked_before_it_is_shown(
    ready_policy: str, runtime: Runtime
) -> None:
    """A composer that invents a figure loses that sentence to the faithfulness check."""
    from clausetrail.services.answer_compose import Composed, ComposedPart, PartContext
    from clausetrail.services.questions import QuestionRequest, answer_question

    class Inventing:
        def compose(self, parts: list[PartContext], idf: T.Idf) -> Composed:
            key = parts[0].sources[0].key
            return Composed(
                [
                    ComposedPart(
                        parts[0].question,
                        True,
                        [("Room rent is payable up to 5% of the sum insured per day.", [key])],
                    )
                ],
                model="inventing",
            )

    result = answer_question(
        runtime,
        ready_policy,
        QuestionRequest("What is the room rent limit?"),
        owner_id=OWNER,
        composer=Inventing(),
    )
    assert result.answer == A.NOT_STATED and result.dropped_sentences == 1


def test_clausetrail_ask_prints_the_answer_and_its_citations(ready_policy: str) -> None:
    from typer.testing import CliRunner

    from clausetrail.cli.main import app as cli

    result = CliRunner().invoke(
        cli, ["ask", ready_policy, "What is the waiting period for cataract surgery?"]
    )
    assert result.exit_code == 0, result.output
    assert "24 months" in result.output and "clause 4.2, page 9" in result.output
    as_json = CliRunner().invoke(cli, ["ask", ready_policy, "my father is having a seizure now", "--json"])
    assert as_json.exit_code == 0 and '"kind": "emergency"' in as_json.output
    missing = CliRunner().invoke(cli, ["ask", "pol_missing", "What is the room rent limit?"])
    assert missing.exit_code == 2 and "NOT_FOUND" in missing.output
