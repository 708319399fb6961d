"""A learned refusal check over question embeddings: the second half of the offline intent classifier.

The phrase and part patterns of :mod:`clausetrail.domain.intent` and :mod:`clausetrail.domain.refusal_parts`
recognise a request to defraud or for another person's data by its words. People word such requests in ways
no pattern list foresees ("the ambulance man can give a receipt for a trip that never happened"), so a
logistic regression over the sentence embedding of the question, fitted on the labelled development questions
(adversarial against everything else), refuses what lies close to the refused questions it was shown, when the
question also carries a cue of deceit (a part of a refusal family or a word such as "fake" or "never
happened"): the embedding alone would refuse ordinary questions that share a refused one's topic. It is a
versioned artefact (``clausetrail/data/refusal_model.json``, written by ``clausetrail eval refusal-model``)
tied to the embedding model it was fitted with: with another embedder (Titan on AWS) it is not used.

Pure code: the fit (plain gradient descent on the weighted log loss, L2) and the probability.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

import numpy as np
import numpy.typing as npt

FloatArray = npt.NDArray[np.float64]
Vector = Sequence[float] | npt.NDArray[np.floating[Any]]

#: refused questions are few among the labelled ones: each counts this many times in the loss
POSITIVE_WEIGHT: Final = 5.0
L2: Final = 0.1
STEPS: Final = 3000
LEARNING_RATE: Final = 0.5
#: with the cue of deceit required beside it (:func:`clausetrail.domain.refusal_parts.suspicion_cue`), chosen on
#: the development questions: no ordinary development question refused
THRESHOLD: Final = 0.6


@dataclass(frozen=True, slots=True)
class RefusalModel:
    embedding_model: str
    weights: tuple[float, ...]
    bias: float
    threshold: float = THRESHOLD
    version: str = "1"
    #: what it was fitted on and how it did in cross-validation (for the README and the eval)
    about: dict[str, Any] = field(default_factory=dict)

    def probability(self, vector: Vector) -> float:
        """The probability that the question embedded as `vector` is one to refuse."""
        v = np.asarray(vector, dtype=np.float64)
        if v.shape != (len(self.weights),):
            raise ValueError(f"the vector has {v.size} values, the model {len(self.weights)}")
        norm = float(np.linalg.norm(v))
        if norm == 0.0:
            return 0.0
        z = float(np.dot(np.asarray(self.weights), v / norm)) + self.bias
        return float(1.0 / (1.0 + np.exp(-z)))

    def refuses(self, vector: Vector) -> bool:
        return self.probability(vector) >= self.threshold

    def to_json(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "embedding_model": self.embedding_model,
            "threshold": self.threshold,
            "bias": self.bias,
            "weights": [round(w, 6) for w in self.weights],
            "about": self.about,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RefusalModel:
        return cls(
            embedding_model=str(data["embedding_model"]),
            weights=tuple(float(w) for w in data["weights"]),
            bias=float(data["bias"]),
            threshold=float(data["threshold"]),
            version=str(data.get("version", "1")),
            about=dict(data.get("about", {})),
        )


def _normalised(vectors: FloatArray) -> FloatArray:
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.where(norms == 0.0, 1.0, norms)


def fit_weights(
    vectors: FloatArray,
    refused: Sequence[bool],
    *,
    positive_weight: float = POSITIVE_WEIGHT,
    l2: float = L2,
    steps: int = STEPS,
) -> tuple[FloatArray, float]:
    """Logistic-regression weights and bias over unit-length `vectors` (refused questions weighted up)."""
    x = np.hstack([_normalised(np.asarray(vectors, dtype=np.float64)), np.ones((len(vectors), 1))])
    y = np.asarray(refused, dtype=np.float64)
    sample_weight = np.where(y > 0, positive_weight, 1.0)
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        gradient = x.T @ ((p - y) * sample_weight) / len(y) + l2 * np.r_[w[:-1], 0.0] / len(y)
        w -= LEARNING_RATE * gradient
    return w[:-1], float(w[-1])


def cross_validated(
    vectors: FloatArray, refused: Sequence[bool], *, folds: int = 5, seed: int = 7
) -> FloatArray:
    """Each question's probability from a model fitted without its fold."""
    n = len(refused)
    order = np.random.default_rng(seed).permutation(n)
    out = np.zeros(n)
    y = np.asarray(refused, dtype=bool)
    for part in np.array_split(order, folds):
        rest = np.setdiff1d(order, part)
        w, b = fit_weights(vectors[rest], y[rest].tolist())
        x = _normalised(np.asarray(vectors[part], dtype=np.float64))
        out[part] = 1.0 / (1.0 + np.exp(-(x @ w + b)))
    return out
