"""Amazon Titan Text Embeddings V2 through Bedrock Runtime `InvokeModel` (the AWS embedding backend).

InvokeModel embeds one text per call, so a batch is a set of concurrent calls on a small thread
pool (boto3 clients are thread-safe). Each call retries throttling, timeouts and 5xx with
exponential backoff and full jitter; after `max_attempts` it raises `TransientError` so the Step
Functions task can retry the stage. Texts beyond Titan's limits (50,000 characters, 8,192 tokens)
are truncated: first to the character limit, then, if Bedrock still answers "Too many input
tokens", proportionally to the token count it reports.
"""

from __future__ import annotations

import json
import logging
import random
import re
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np
import numpy.typing as npt
from botocore.exceptions import ClientError, ConnectionError, HTTPClientError, ReadTimeoutError

from clausetrail.domain.errors import ClauseTrailError, TransientError

logger = logging.getLogger(__name__)

DEFAULT_MODEL_ID = "amazon.titan-embed-text-v2:0"
VALID_DIMENSIONS = (256, 512, 1024)
MAX_INPUT_CHARS = 50_000
MAX_INPUT_TOKENS = 8_192

RETRYABLE_ERROR_CODES = frozenset(
    {
        "ThrottlingException",
        "TooManyRequestsException",
        "ServiceUnavailableException",
        "ServiceUnavailable",
        "ModelTimeoutException",
        "ModelNotReadyException",
        "InternalServerException",
        "InternalFailure",
    }
)
_TOO_MANY_TOKENS = re.compile(r"too many input tokens.*?request input token count:\s*(\d+)", re.I | re.S)
_MAX_SHRINKS = 3


class TitanEmbedder:
    """EmbeddingPort over Titan Text Embeddings V2 (`normalize: true`, so rows are unit-length)."""

    def __init__(
        self,
        client: Any,
        *,
        model_id: str = DEFAULT_MODEL_ID,
        dimension: int = 1024,
        max_workers: int = 8,
        max_attempts: int = 6,
        base_delay: float = 0.25,
        max_delay: float = 8.0,
        sleep: Callable[[float], None] = time.sleep,
        jitter: Callable[[], float] = random.random,
    ) -> None:
        if dimension not in VALID_DIMENSIONS:
            raise ValueError(f"Titan V2 dimension must be one of {VALID_DIMENSIONS}, got {dimension}")
        if max_attempts < 1 or max_workers < 1:
            raise ValueError("max_attempts and max_workers must be >= 1")
        self.model_id = model_id
        self.dimension = dimension
        self._client = client
        self._max_workers = max_workers
        self._max_attempts = max_attempts
        self._base_delay = base_delay
        self._max_delay = max_delay
        self._sleep = sleep
        self._jitter = jitter

    # -- port ---------------------------------------------------------------------------------

    def embed_documents(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        result = np.empty((len(texts), self.dimension), dtype=np.float32)
        if not texts:
            return result
        if len(texts) == 1 or self._max_workers == 1:
            for i, text in enumerate(texts):
                result[i] = self._embed_one(text)
            return result
        with ThreadPoolExecutor(max_workers=min(self._max_workers, len(texts))) as pool:
            for i, vector in enumerate(pool.map(self._embed_one, texts)):
                result[i] = vector
        return result

    def embed_query(self, text: str) -> npt.NDArray[np.float32]:
        return self._embed_one(text)

    # -- one text -------------------------------------------------------------------------------

    def request_body(self, text: str) -> dict[str, Any]:
        return {"inputText": text, "dimensions": self.dimension, "normalize": True}

    def _embed_one(self, text: str) -> npt.NDArray[np.float32]:
        text = text[:MAX_INPUT_CHARS]
        for _ in range(_MAX_SHRINKS + 1):
            try:
                return self._invoke_with_retries(text)
            except ClientError as exc:
                shorter = _shrink_for_token_limit(exc, text)
                if shorter is None:
                    raise _permanent_error(exc) from exc
                logger.info("Titan input too long (%d chars); truncating to %d", len(text), len(shorter))
                text = shorter
        raise ClauseTrailError(
            "Titan kept rejecting the input as too long after truncation", code="EMBEDDING_FAILED"
        )

    def _invoke_with_retries(self, text: str) -> npt.NDArray[np.float32]:
        body = json.dumps(self.request_body(text))
        last: Exception | None = None
        for attempt in range(1, self._max_attempts + 1):
            try:
                response = self._client.invoke_model(
                    modelId=self.model_id,
                    body=body,
                    contentType="application/json",
                    accept="application/json",
                )
                return self._parse(response)
            except ClientError as exc:
                if not _is_retryable(exc):
                    raise
                last = exc
            except (ConnectionError, HTTPClientError, ReadTimeoutError) as exc:
                last = exc
            if attempt < self._max_attempts:
                delay = min(self._max_delay, self._base_delay * 2 ** (attempt - 1)) * self._jitter()
                logger.warning(
                    "Titan call failed (%s), attempt %d/%d; retrying in %.2fs",
                    _describe(last),
                    attempt,
                    self._max_attempts,
                    delay,
                )
                self._sleep(delay)
        assert last is not None
        raise TransientError(
            f"Titan embedding failed after {self._max_attempts} attempts: {_describe(last)}",
            code="EMBEDDING_UNAVAILABLE",
        ) from last

    def _parse(self, response: dict[str, Any]) -> npt.NDArray[np.float32]:
        payload = json.loads(response["body"].read())
        vector = np.asarray(payload["embedding"], dtype=np.float32)
        if vector.shape != (self.dimension,):
            raise ClauseTrailError(
                f"Titan returned an embedding of shape {vector.shape}, expected ({self.dimension},)",
                code="EMBEDDING_FAILED",
            )
        # Titan already normalises (normalize: true); renormalising removes JSON rounding drift.
        norm = float(np.linalg.norm(vector))
        if not np.isfinite(norm) or norm == 0.0:
            raise ClauseTrailError("Titan returned a zero or non-finite embedding", code="EMBEDDING_FAILED")
        return (vector / np.float32(norm)).astype(np.float32)


def _error_code(exc: ClientError) -> str:
    return str(exc.response.get("Error", {}).get("Code", ""))


def _is_retryable(exc: ClientError) -> bool:
    status = int(exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode", 0) or 0)
    return _error_code(exc) in RETRYABLE_ERROR_CODES or status >= 500 or status == 429


def _describe(exc: Exception) -> str:
    if isinstance(exc, ClientError):
        return f"{_error_code(exc)}: {exc.response.get('Error', {}).get('Message', '')}"
    return f"{type(exc).__name__}: {exc}"


def _shrink_for_token_limit(exc: ClientError, text: str) -> str | None:
    """A shorter text when Bedrock reports "Too many input tokens ... count: N", else None."""
    if _error_code(exc) != "ValidationException":
        return None
    match = _TOO_MANY_TOKENS.search(str(exc.response.get("Error", {}).get("Message", "")))
    if not match:
        return None
    reported = int(match.group(1))
    keep = int(len(text) * (MAX_INPUT_TOKENS / max(reported, 1)) * 0.95)
    return text[:keep] if 0 < keep < len(text) else None


def _permanent_error(exc: ClientError) -> ClauseTrailError:
    return ClauseTrailError(f"Titan embedding request rejected: {_describe(exc)}", code="EMBEDDING_FAILED")
