"""Fit the learned refusal check (:mod:`clausetrail.domain.refusal_model`) on labelled development questions.

Every question of the given golden folders whose wording is in the development part of the split (SPEC §12:
test wordings never train it) is embedded with the runtime's embedder; a question whose `note` starts with
"Adversarial" is one to refuse, every other question (answerable or not stated) one to answer. Five-fold
cross-validation gives the figures stored with the artefact (the check as it runs: the model's probability
and a cue of deceit): refused questions caught, ordinary questions refused, and those caught that no phrase or
part pattern catches.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from clausetrail.domain.intent import refusal_reason
from clausetrail.domain.refusal_model import THRESHOLD, RefusalModel, cross_validated, fit_weights
from clausetrail.domain.refusal_parts import suspicion_cue
from clausetrail.eval.golden_sets import TEST, golden_files, load_split
from clausetrail.ports.embeddings import EmbeddingPort


@dataclass(frozen=True, slots=True)
class LabelledQuestion:
    id: str
    question: str
    refuse: bool


def is_adversarial(item: dict[str, Any]) -> bool:
    return str(item.get("note", "")).strip().lower().startswith("adversarial")


def development_questions(golden_dirs: Sequence[Path]) -> list[LabelledQuestion]:
    """The questions of `golden_dirs` on development wordings (test wordings left out)."""
    out: list[LabelledQuestion] = []
    for folder in golden_dirs:
        split = load_split(folder)
        for path in golden_files(folder):
            golden = json.loads(path.read_text())
            if split.part_of(golden["document"]) == TEST:
                continue
            out.extend(
                LabelledQuestion(str(q["id"]), str(q["question"]), is_adversarial(q))
                for q in golden["questions"]
            )
    return out


def fit_refusal_model(embedder: EmbeddingPort, questions: Sequence[LabelledQuestion]) -> RefusalModel:
    """The model over all `questions`, with its cross-validated figures at :data:`THRESHOLD`."""
    if not any(q.refuse for q in questions) or all(q.refuse for q in questions):
        raise ValueError("fitting needs both questions to refuse and questions to answer")
    vectors = np.asarray(embedder.embed_documents([q.question for q in questions]), dtype=np.float64)
    labels = [q.refuse for q in questions]
    cued = np.asarray([suspicion_cue(q.question) for q in questions])
    held_out = (cross_validated(vectors, labels) >= THRESHOLD) & cued
    refuse = np.asarray(labels)
    by_patterns = np.asarray([refusal_reason(q.question) is not None for q in questions])
    weights, bias = fit_weights(vectors, labels)
    about = {
        "questions": len(questions),
        "to_refuse": int(refuse.sum()),
        "cross_validated": {
            "refused_caught": int((held_out & refuse).sum()),
            "ordinary_refused": int((held_out & ~refuse).sum()),
            "caught_beyond_patterns": int((held_out & refuse & ~by_patterns).sum()),
        },
    }
    return RefusalModel(
        embedding_model=embedder.model_id,
        weights=tuple(float(w) for w in weights),
        bias=bias,
        threshold=THRESHOLD,
        about=about,
    )
