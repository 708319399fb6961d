"""Embedding port: texts in, unit-length float32 vectors out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import numpy as np
import numpy.typing as npt


class EmbeddingPort(Protocol):
    model_id: str
    dimension: int

    def embed_documents(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """Shape (len(texts), dimension), each row L2-normalised."""
        ...

    def embed_query(self, text: str) -> npt.NDArray[np.float32]:
        """Shape (dimension,), L2-normalised."""
        ...
