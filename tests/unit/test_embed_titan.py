"""TitanEmbedder against a stubbed bedrock-runtime client (botocore Stubber) and a fake client."""

from __future__ import annotations

import io
import json
import threading
from typing import Any

import boto3
import numpy as np
import pytest
from botocore.response import StreamingBody
from botocore.stub import Stubber

from clausetrail.adapters.embed_titan import MAX_INPUT_CHARS, TitanEmbedder
from clausetrail.domain.errors import ClauseTrailError, TransientError

MODEL = "amazon.titan-embed-text-v2:0"


def _client() -> Any:
    return boto3.client(
        "bedrock-runtime", region_name="ap-south-1", aws_access_key_id="test", aws_secret_access_key="test"
    )


def _vector(seed: int, dim: int = 1024) -> list[float]:
    v = np.random.default_rng(seed).standard_normal(dim)
    return [float(x) for x in v / np.linalg.norm(v)]


def _ok(vector: list[float]) -> dict[str, Any]:
    raw = json.dumps({"embedding": vector, "inputTextTokenCount": 7, "embeddingsByType": {"float": vector}})
    data = raw.encode()
    return {"body": StreamingBody(io.BytesIO(data), len(data)), "contentType": "application/json"}


def _expected(text: str, dim: int = 1024) -> dict[str, Any]:
    body = json.dumps({"inputText": text, "dimensions": dim, "normalize": True})
    return {"modelId": MODEL, "body": body, "contentType": "application/json", "accept": "application/json"}


class Sleeps:
    def __init__(self) -> None:
        self.delays: list[float] = []

    def __call__(self, seconds: float) -> None:
        self.delays.append(seconds)


def test_request_body_shape_and_unit_rows() -> None:
    client = _client()
    sleeps = Sleeps()
    embedder = TitanEmbedder(client, sleep=sleeps, max_workers=1)
    with Stubber(client) as stub:
        stub.add_response("invoke_model", _ok(_vector(1)), _expected("Room rent is capped at 1% of SI"))
        stub.add_response("invoke_model", _ok(_vector(2)), _expected("Grace period: 30 days"))
        out = embedder.embed_documents(["Room rent is capped at 1% of SI", "Grace period: 30 days"])
        stub.assert_no_pending_responses()
    assert out.shape == (2, 1024) and out.dtype == np.float32
    np.testing.assert_allclose(out[0], np.asarray(_vector(1), dtype=np.float32), atol=1e-6)
    np.testing.assert_allclose(np.linalg.norm(out, axis=1), 1.0, atol=1e-6)
    assert sleeps.delays == []
    assert embedder.model_id == MODEL and embedder.dimension == 1024


def test_throttle_then_success_backs_off_and_returns_the_vector() -> None:
    client = _client()
    sleeps = Sleeps()
    embedder = TitanEmbedder(client, sleep=sleeps, jitter=lambda: 1.0, base_delay=0.5)
    with Stubber(client) as stub:
        stub.add_client_error("invoke_model", "ThrottlingException", "Too many requests", 429)
        stub.add_client_error("invoke_model", "ServiceUnavailableException", "try later", 503)
        stub.add_response("invoke_model", _ok(_vector(3)), _expected("waiting period"))
        vec = embedder.embed_query("waiting period")
        stub.assert_no_pending_responses()
    np.testing.assert_allclose(vec, np.asarray(_vector(3), dtype=np.float32), atol=1e-6)
    assert sleeps.delays == [0.5, 1.0]  # exponential: base, 2 * base (jitter fixed at 1.0)


def test_gives_up_with_transient_error_after_max_attempts() -> None:
    client = _client()
    sleeps = Sleeps()
    embedder = TitanEmbedder(
        client, sleep=sleeps, jitter=lambda: 1.0, max_attempts=4, base_delay=1.0, max_delay=3.0
    )
    with Stubber(client) as stub:
        for code, status in [
            ("ThrottlingException", 429),
            ("ModelTimeoutException", 408),
            ("InternalServerException", 500),
            ("ThrottlingException", 429),
        ]:
            stub.add_client_error("invoke_model", code, "busy", status)
        with pytest.raises(TransientError, match="after 4 attempts") as info:
            embedder.embed_query("x")
        stub.assert_no_pending_responses()
    assert info.value.http_status == 503
    assert sleeps.delays == [1.0, 2.0, 3.0]  # capped at max_delay, none after the last attempt


def test_jitter_scales_the_delay() -> None:
    client = _client()
    sleeps = Sleeps()
    embedder = TitanEmbedder(client, sleep=sleeps, jitter=lambda: 0.25, base_delay=2.0)
    with Stubber(client) as stub:
        stub.add_client_error("invoke_model", "ThrottlingException", "slow down", 429)
        stub.add_response("invoke_model", _ok(_vector(4)), _expected("a"))
        embedder.embed_query("a")
    assert sleeps.delays == [0.5]


def test_an_unknown_5xx_is_retried_but_a_validation_error_is_not() -> None:
    client = _client()
    sleeps = Sleeps()
    embedder = TitanEmbedder(client, sleep=sleeps, jitter=lambda: 1.0)
    with Stubber(client) as stub:
        stub.add_client_error("invoke_model", "SomethingOdd", "gateway", 502)
        stub.add_response("invoke_model", _ok(_vector(5)), _expected("b"))
        embedder.embed_query("b")
        stub.add_client_error("invoke_model", "AccessDeniedException", "no model access", 403)
        with pytest.raises(ClauseTrailError, match="AccessDeniedException") as info:
            embedder.embed_query("c")
        stub.assert_no_pending_responses()
    assert not isinstance(info.value, TransientError)
    assert len(sleeps.delays) == 1


def test_over_long_text_is_cut_to_50k_chars_then_to_the_reported_token_limit() -> None:
    client = _client()
    embedder = TitanEmbedder(client, sleep=Sleeps())
    text = "sum insured " * 6000  # 72,000 characters
    cut = text[:MAX_INPUT_CHARS]
    shorter = cut[: int(len(cut) * (8192 / 9875) * 0.95)]
    message = (
        "400 Bad Request: Too many input tokens. Max input tokens: 8192, request input token count: 9875"
    )
    with Stubber(client) as stub:
        stub.add_client_error(
            "invoke_model", "ValidationException", message, 400, expected_params=_expected(cut)
        )
        stub.add_response("invoke_model", _ok(_vector(6)), _expected(shorter))
        vec = embedder.embed_query(text)
        stub.assert_no_pending_responses()
    assert vec.shape == (1024,)
    assert len(shorter) < len(cut) == MAX_INPUT_CHARS


def test_other_dimensions_go_into_the_request() -> None:
    client = _client()
    embedder = TitanEmbedder(client, dimension=256)
    with Stubber(client) as stub:
        stub.add_response("invoke_model", _ok(_vector(7, 256)), _expected("d", 256))
        assert embedder.embed_query("d").shape == (256,)
    with pytest.raises(ValueError, match="256, 512, 1024"):
        TitanEmbedder(client, dimension=384)


class ConcurrentFakeClient:
    """Answers only when `parties` calls are in flight at once: sequential calls would time out."""

    def __init__(self, parties: int) -> None:
        self.barrier = threading.Barrier(parties, timeout=5)
        self.bodies: list[dict[str, Any]] = []
        self.lock = threading.Lock()

    def invoke_model(self, **kwargs: Any) -> dict[str, Any]:
        body = json.loads(kwargs["body"])
        with self.lock:
            self.bodies.append(body)
        self.barrier.wait()
        seed = int(body["inputText"].split()[-1])
        return _ok(_vector(seed))


def test_a_batch_runs_its_calls_concurrently_and_keeps_order() -> None:
    client = ConcurrentFakeClient(parties=4)
    embedder = TitanEmbedder(client, max_workers=4)
    texts = [f"clause {i}" for i in (10, 11, 12, 13)]
    out = embedder.embed_documents(texts)
    for row, seed in zip(out, (10, 11, 12, 13), strict=True):
        np.testing.assert_allclose(row, np.asarray(_vector(seed), dtype=np.float32), atol=1e-6)
    assert sorted(b["inputText"] for b in client.bodies) == texts
    assert embedder.embed_documents([]).shape == (0, 1024)
