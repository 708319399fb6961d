"""A deterministic feature-hashing embedder for unit tests: no model, no I/O, instant.

Word unigrams and bigrams are hashed (BLAKE2b, stable across processes, unlike `hash()`) into
`dimension` buckets with a hashed sign, then the vector is L2-normalised. Texts that share words
get a positive cosine; it knows nothing of meaning, so use it only where vectors are plumbing.
"""

from __future__ import annotations

import hashlib
import itertools
import re
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

_WORD = re.compile(r"\w+", re.UNICODE)


class HashingEmbedder:
    """EmbeddingPort for tests: feature hashing of lower-cased word unigrams + bigrams."""

    def __init__(self, dimension: int = 384) -> None:
        if dimension < 2:
            raise ValueError("dimension must be >= 2")
        self.dimension = dimension
        self.model_id = f"hashing-uni-bigram-{dimension}"

    def _features(self, text: str) -> list[str]:
        words = _WORD.findall(text.lower())
        return words + [f"{a} {b}" for a, b in itertools.pairwise(words)]

    def _vector(self, text: str) -> npt.NDArray[np.float32]:
        vec = np.zeros(self.dimension, dtype=np.float64)
        for feature in self._features(text):
            digest = hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest()
            value = int.from_bytes(digest, "little")
            vec[(value >> 1) % self.dimension] += 1.0 if value & 1 else -1.0
        norm = float(np.linalg.norm(vec))
        if norm == 0.0:  # no words at all: a fixed unit vector keeps the row L2-normalised
            vec[0] = 1.0
            norm = 1.0
        return (vec / norm).astype(np.float32)

    def embed_documents(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        out = np.empty((len(texts), self.dimension), dtype=np.float32)
        for i, text in enumerate(texts):
            out[i] = self._vector(text)
        return out

    def embed_query(self, text: str) -> npt.NDArray[np.float32]:
        return self._vector(text)
