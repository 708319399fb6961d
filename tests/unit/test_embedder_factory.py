"""build_embedder picks the adapter named by the settings and refuses the test-only hashing fake."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from clausetrail.adapters.embed_titan import TitanEmbedder
from clausetrail.adapters.embedder_factory import EmbeddingConfigError, build_embedder
from clausetrail.settings import Settings
from tests.fakes.embed_hashing import HashingEmbedder


class NoCalls:
    def invoke_model(self, **kwargs: Any) -> Any:
        raise AssertionError("not expected")


def test_titan_gets_dimension_and_model_from_settings() -> None:
    s = Settings(
        embedding_backend="titan", embedding_dimension=512, titan_model_id="amazon.titan-embed-text-v2:0"
    )
    embedder = build_embedder(s, bedrock_client=NoCalls())
    assert isinstance(embedder, TitanEmbedder)
    assert (embedder.dimension, embedder.model_id) == (512, "amazon.titan-embed-text-v2:0")
    assert build_embedder(Settings(embedding_backend="titan"), bedrock_client=NoCalls()).dimension == 1024


def test_impossible_dimensions_are_refused() -> None:
    with pytest.raises(EmbeddingConfigError, match="Titan"):
        build_embedder(Settings(embedding_backend="titan", embedding_dimension=384), bedrock_client=NoCalls())
    with pytest.raises(EmbeddingConfigError, match="MiniLM"):
        build_embedder(Settings(embedding_backend="minilm", embedding_dimension=1024))


def test_hashing_is_refused_unless_test_code_allows_it() -> None:
    with pytest.raises(EmbeddingConfigError, match="unit-test fake"):
        build_embedder(Settings(embedding_backend="hashing"))
    embedder = build_embedder(Settings(embedding_backend="hashing"), allow_hashing=True)
    assert isinstance(embedder, HashingEmbedder) and embedder.dimension == 384


def test_hashing_embedder_is_deterministic_unit_and_word_sensitive() -> None:
    e = HashingEmbedder(dimension=384)
    texts = ["Room rent limit per day", "room rent limit per day!", "Grace period for renewal", ""]
    a, b = e.embed_documents(texts), HashingEmbedder(384).embed_documents(texts)
    np.testing.assert_array_equal(a, b)
    assert a.shape == (4, 384) and a.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(a, axis=1), 1.0, atol=1e-6)
    assert float(a[0] @ a[1]) == pytest.approx(1.0)  # same words, case and punctuation aside
    assert float(a[0] @ a[2]) < 0.5
    np.testing.assert_array_equal(e.embed_query(texts[2]), a[2])
