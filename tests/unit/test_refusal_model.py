"""The learned refusal check (domain.refusal_model) and how the question service uses it."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from clausetrail.domain.refusal_model import RefusalModel, cross_validated, fit_weights
from clausetrail.domain.refusal_parts import suspicion_cue
from clausetrail.services import questions as Q


def _clusters(n: int = 40, seed: int = 3) -> tuple[np.ndarray, list[bool]]:
    """Two groups of 8-d vectors around different directions: the first `n` to refuse."""
    rng = np.random.default_rng(seed)
    refuse_dir, answer_dir = np.eye(8)[0], np.eye(8)[1]
    refuse = refuse_dir + 0.3 * rng.standard_normal((n, 8))
    answer = answer_dir + 0.3 * rng.standard_normal((4 * n, 8))
    return np.vstack([refuse, answer]), [True] * n + [False] * (4 * n)


def test_the_fit_separates_questions_to_refuse_from_the_rest() -> None:
    vectors, labels = _clusters()
    weights, bias = fit_weights(vectors, labels)
    model = RefusalModel("toy", tuple(weights), bias)
    assert model.probability(np.eye(8)[0]) > 0.9
    assert model.probability(np.eye(8)[1]) < 0.1
    held_out = cross_validated(vectors, labels) >= model.threshold
    assert held_out[: labels.count(True)].mean() > 0.9 and held_out[labels.count(True) :].mean() < 0.05


def test_the_artefact_round_trips_and_refuses_a_vector_of_the_wrong_size() -> None:
    model = RefusalModel("minilm", (0.5, -0.5, 1.0), -0.2, threshold=0.7, about={"questions": 3})
    again = RefusalModel.from_json(model.to_json())
    assert again == model
    assert again.probability([0.0, 0.0, 0.0]) == 0.0
    with pytest.raises(ValueError, match="3"):
        again.probability([1.0, 0.0])


@pytest.mark.parametrize(
    ("question", "cued"),
    [
        ("the ambulance driver can give a receipt for a trip that never happened, ok?", True),
        ("can we show my niece as our daughter on the policy?", True),
        ("can I submit an old bill from last year for this claim?", True),
        ("can the claim documents be submitted by email?", False),
        ("is lasik covered for -5 power?", False),
        ("grandfather is treated at home as no bed was free; can we claim?", False),
    ],
)
def test_the_cue_of_deceit(question: str, cued: bool) -> None:
    assert suspicion_cue(question) is cued


class _Embedder:
    model_id = "minilm"
    dimension = 3

    def embed_query(self, text: str) -> np.ndarray:
        return np.array([1.0, 0.0, 0.0], dtype=np.float32)


@pytest.mark.parametrize(
    ("model_id", "question", "refused"),
    [
        ("minilm", "the clinic can give a fake receipt, will they pay?", True),
        ("minilm", "is the receipt needed for pharmacy bills?", False),  # no cue of deceit
        (
            "titan",
            "the clinic can give a fake receipt, will they pay?",
            False,
        ),  # fitted with another embedder
    ],
)
def test_the_service_refuses_only_with_a_cue_and_the_embedder_the_model_was_fitted_with(
    monkeypatch: pytest.MonkeyPatch, model_id: str, question: str, refused: bool
) -> None:
    model = RefusalModel(model_id, (4.0, 0.0, 0.0), 0.0)
    monkeypatch.setattr(Q, "packaged_refusal_model", lambda: model)
    runtime = SimpleNamespace(embedder=_Embedder())
    assert Q.learned_refusal(runtime, question) is refused
