"""Choose the embedding adapter from settings: bundled MiniLM locally, Titan V2 on AWS."""

from __future__ import annotations

import importlib
from typing import Any

from clausetrail.domain.errors import ClauseTrailError
from clausetrail.ports.embeddings import EmbeddingPort
from clausetrail.settings import Settings

TITAN_MAX_WORKERS = 8


class EmbeddingConfigError(ClauseTrailError):
    code = "EMBEDDING_CONFIG_INVALID"
    http_status = 500


def build_embedder(
    settings: Settings, *, bedrock_client: Any | None = None, allow_hashing: bool = False
) -> EmbeddingPort:
    """The embedder named by `settings.embedding_backend`.

    `bedrock_client` replaces the boto3 `bedrock-runtime` client (tests). The `hashing` backend is a
    unit-test fake with no semantics; it is refused unless test code passes `allow_hashing=True`.
    """
    backend = settings.embedding_backend
    dimension = settings.resolved_embedding_dimension
    if backend == "minilm":
        from clausetrail.adapters.embed_minilm import DIMENSION, MiniLmEmbedder

        if dimension != DIMENSION:
            raise EmbeddingConfigError(
                f"embedding_dimension={dimension} is not possible with all-MiniLM-L6-v2 (always {DIMENSION})"
            )
        return MiniLmEmbedder(batch_size=settings.embedding_batch_size)
    if backend == "titan":
        from clausetrail.adapters.embed_titan import VALID_DIMENSIONS, TitanEmbedder

        if dimension not in VALID_DIMENSIONS:
            raise EmbeddingConfigError(
                f"embedding_dimension={dimension} is not offered by Titan Text Embeddings V2 {VALID_DIMENSIONS}"
            )
        client = bedrock_client if bedrock_client is not None else _bedrock_runtime_client()
        return TitanEmbedder(
            client, model_id=settings.titan_model_id, dimension=dimension, max_workers=TITAN_MAX_WORKERS
        )
    if backend == "hashing":
        if not allow_hashing:
            raise EmbeddingConfigError(
                "embedding_backend='hashing' is a unit-test fake with no semantic meaning and is refused "
                "here; set CLAUSETRAIL_EMBEDDING_BACKEND to 'minilm' (local) or 'titan' (AWS)."
            )
        try:
            module = importlib.import_module("tests.fakes.embed_hashing")
        except ImportError as exc:
            raise EmbeddingConfigError(
                "the hashing embedder exists only in the test tree (tests/fakes)"
            ) from exc
        embedder: EmbeddingPort = module.HashingEmbedder(dimension)
        return embedder
    raise EmbeddingConfigError(f"unknown embedding_backend {backend!r}")


def _bedrock_runtime_client() -> Any:
    import boto3
    from botocore.config import Config

    # TitanEmbedder retries with backoff itself; botocore's own retries would multiply the attempts.
    config = Config(
        retries={"mode": "standard", "max_attempts": 1},
        connect_timeout=5,
        read_timeout=30,
        max_pool_connections=TITAN_MAX_WORKERS,
    )
    return boto3.client("bedrock-runtime", config=config)
