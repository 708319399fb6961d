"""The gate's confidence score (SPEC §3 stage 6): built from signals code can see, never from what a model
says about itself, and fitted on claims an adjuster labelled. Scores are probabilities (floats are fine here:
they are not money).

Until a fitted model has shown it is calibrated — of labelled claims it scores >= 0.9, at least 98 % matched
the adjuster, over at least `MIN_LABELLED` claims, none of them a wrong approval, with every weight leaning the
way the signal can only lean (`EXPECTED_SIGNS`) — the gate uses the interim score: the weakest extracted
field's confidence, lowered for every rule that changed the amount and for large claims.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass

import numpy as np

MIN_LABELLED = 200
HIGH = 0.9
REQUIRED_AGREEMENT_AT_HIGH = 0.98
FEATURES = ("lowest_field_confidence", "rules_touched", "log10_amount", "ocr_used", "terms_completeness")
# The direction each signal may move the score: surer reading and more complete terms may only raise it; more
# rules changing the amount, a larger claim and OCR may only lower it. A fit that learns otherwise has learned
# its training set (easy generated cases), not the claims, and the gate does not use it.
EXPECTED_SIGNS = {
    "lowest_field_confidence": 1,
    "rules_touched": -1,
    "log10_amount": -1,
    "ocr_used": -1,
    "terms_completeness": 1,
}
SIGN_TOLERANCE = 1e-6


@dataclass(frozen=True, slots=True)
class Signals:
    lowest_field_confidence: float  # 0..1 from extraction
    rules_touched: int  # payable rules that changed the amount
    amount_claimed: int  # INR
    ocr_used: bool
    terms_completeness: float  # 0..100

    def vector(self) -> list[float]:
        return [
            1.0,
            self.lowest_field_confidence,
            float(self.rules_touched),
            math.log10(max(self.amount_claimed, 1)),
            1.0 if self.ocr_used else 0.0,
            self.terms_completeness / 100.0,
        ]


def interim_score(s: Signals) -> float:
    penalty = 0.02 * s.rules_touched + (0.05 if s.amount_claimed > 100_000 else 0.0)
    return max(0.0, min(1.0, s.lowest_field_confidence - penalty))


@dataclass(frozen=True, slots=True)
class LogisticModel:
    intercept: float
    weights: tuple[float, ...]  # in FEATURES order
    fitted_on: int

    def score(self, s: Signals) -> float:
        z = self.intercept + sum(w * x for w, x in zip(self.weights, s.vector()[1:], strict=True))
        return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))

    def to_json(self) -> dict[str, object]:
        return asdict(self)

    def sign_violations(self) -> tuple[str, ...]:
        """The features whose weight leans against `EXPECTED_SIGNS`."""
        return tuple(
            name
            for name, weight in zip(FEATURES, self.weights, strict=True)
            if weight * EXPECTED_SIGNS[name] < -SIGN_TOLERANCE
        )


def fit(
    signals: Sequence[Signals], agrees: Sequence[bool], *, l2: float = 1.0, iterations: int = 50
) -> LogisticModel:
    """L2-regularised logistic regression by Newton's method (the intercept is not penalised)."""
    if len(signals) != len(agrees) or not signals:
        raise ValueError("fit needs as many labels as signals, and at least one")
    x = np.array([s.vector() for s in signals], dtype=np.float64)
    y = np.array(agrees, dtype=np.float64)
    w = np.zeros(x.shape[1])
    penalty = np.eye(x.shape[1]) * l2
    penalty[0, 0] = 0.0
    for _ in range(iterations):
        p = 1.0 / (1.0 + np.exp(-np.clip(x @ w, -40, 40)))
        gradient = x.T @ (p - y) + penalty @ w
        hessian = x.T @ (x * (p * (1 - p))[:, None]) + penalty + np.eye(x.shape[1]) * 1e-9
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if float(np.max(np.abs(step))) < 1e-8:
            break
    return LogisticModel(
        intercept=float(w[0]), weights=tuple(float(v) for v in w[1:]), fitted_on=len(signals)
    )


@dataclass(frozen=True, slots=True)
class Calibration:
    buckets: dict[str, tuple[int, int]]  # "0.9-1.0" -> (claims, agreeing)
    high_claims: int
    high_agreement: float | None

    def usable_by_gate(self, labelled: int) -> bool:
        return (
            labelled >= MIN_LABELLED
            and self.high_agreement is not None
            and self.high_agreement >= REQUIRED_AGREEMENT_AT_HIGH
        )


def calibration(scores: Sequence[float], agrees: Sequence[bool]) -> Calibration:
    buckets: dict[str, list[int]] = {}
    for score, ok in zip(scores, agrees, strict=True):
        low = min(int(score * 10), 9) / 10
        b = buckets.setdefault(f"{low:.1f}-{low + 0.1:.1f}", [0, 0])
        b[0] += 1
        b[1] += int(ok)
    high = [(s, a) for s, a in zip(scores, agrees, strict=True) if s >= HIGH]
    return Calibration(
        buckets={k: (v[0], v[1]) for k, v in sorted(buckets.items())},
        high_claims=len(high),
        high_agreement=(sum(a for _, a in high) / len(high)) if high else None,
    )


@dataclass(frozen=True, slots=True)
class ConfidenceArtefact:
    """A fitted model as stored (``data/confidence_model.json``): fitted on the development part, its
    calibration measured on the test part. The gate uses it only when that held-out calibration allows."""

    version: str
    model: LogisticModel
    test_labelled: int
    test_high_claims: int
    test_high_agreement: float | None
    test_high_wrong_approvals: int = 0  # held-out wrong approvals the model scored >= HIGH

    def why_not_usable(self) -> tuple[str, ...]:
        """Every reason the gate may not use this model (empty: it may)."""
        reasons: list[str] = []
        if self.model.fitted_on + self.test_labelled < MIN_LABELLED:
            reasons.append(f"fewer than {MIN_LABELLED} labelled claims")
        if self.test_high_agreement is None or self.test_high_agreement < REQUIRED_AGREEMENT_AT_HIGH:
            reasons.append(
                f"under {REQUIRED_AGREEMENT_AT_HIGH:.0%} agreement at scores >= {HIGH} on the test part"
            )
        if self.test_high_wrong_approvals:
            reasons.append(f"{self.test_high_wrong_approvals} test-part wrong approval(s) scored >= {HIGH}")
        if violations := self.model.sign_violations():
            reasons.append("weights lean the wrong way: " + ", ".join(violations))
        return tuple(reasons)

    @property
    def usable_by_gate(self) -> bool:
        return not self.why_not_usable()

    def to_json(self) -> dict[str, object]:
        return {
            "version": self.version,
            "features": list(FEATURES),
            "model": self.model.to_json(),
            "test_labelled": self.test_labelled,
            "test_high_claims": self.test_high_claims,
            "test_high_agreement": self.test_high_agreement,
            "test_high_wrong_approvals": self.test_high_wrong_approvals,
            "usable_by_gate": self.usable_by_gate,
            "why_not": list(self.why_not_usable()),
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> ConfidenceArtefact:
        if data.get("features") != list(FEATURES):
            raise ValueError("the artefact was fitted on other features")
        raw = data["model"]
        if not isinstance(raw, dict):
            raise ValueError("the artefact holds no model")
        model = LogisticModel(
            intercept=float(raw["intercept"]),
            weights=tuple(float(w) for w in raw["weights"]),
            fitted_on=int(raw["fitted_on"]),
        )
        high = data.get("test_high_agreement")
        return cls(
            version=str(data["version"]),
            model=model,
            test_labelled=int(str(data["test_labelled"])),
            test_high_claims=int(str(data["test_high_claims"])),
            test_high_agreement=float(str(high)) if high is not None else None,
            test_high_wrong_approvals=int(str(data.get("test_high_wrong_approvals", 0))),
        )


def gate_score(s: Signals, artefact: ConfidenceArtefact | None) -> float:
    """The score the gate uses: the fitted model's when its held-out calibration allows, else the interim."""
    if artefact is not None and artefact.usable_by_gate:
        return artefact.model.score(s)
    return interim_score(s)
