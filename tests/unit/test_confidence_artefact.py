"""The confidence artefact: fitted on the development part, trusted by the gate only when its calibration on
the test part reaches 98 % agreement at scores >= 0.9 over at least 200 labelled claims."""

from __future__ import annotations

import pytest

from clausetrail.domain.confidence import (
    ConfidenceArtefact,
    LogisticModel,
    Signals,
    gate_score,
    interim_score,
)
from clausetrail.services.artefacts import packaged_confidence

SIGNALS = Signals(
    lowest_field_confidence=0.8,
    rules_touched=1,
    amount_claimed=20_000,
    ocr_used=False,
    terms_completeness=90.0,
)
CONFIDENT = LogisticModel(intercept=8.0, weights=(0.0, 0.0, 0.0, 0.0, 0.0), fitted_on=150)


@pytest.mark.parametrize(
    ("test_labelled", "agreement", "usable"),
    [(60, 1.0, True), (60, 0.97, False), (20, 1.0, False), (60, None, False)],
)
def test_the_gate_trusts_the_fitted_model_only_when_held_out_calibration_allows(
    test_labelled: int, agreement: float | None, usable: bool
) -> None:
    artefact = ConfidenceArtefact("v-test", CONFIDENT, test_labelled, 40, agreement)
    assert artefact.usable_by_gate is usable
    expected = CONFIDENT.score(SIGNALS) if usable else interim_score(SIGNALS)
    assert gate_score(SIGNALS, artefact) == expected
    assert ConfidenceArtefact.from_json(artefact.to_json()) == artefact  # stored and read back alike


def test_the_packaged_artefact_reads_and_names_its_version() -> None:
    artefact = packaged_confidence()
    assert artefact is not None and artefact.version.startswith("confidence-")
    assert artefact.model.fitted_on > 0
    # the gate uses the fitted score only when the artefact is usable (>= 200 labelled, >= 98 % at >= 0.9 on test)
    assert gate_score(SIGNALS, artefact) == (
        artefact.model.score(SIGNALS) if artefact.usable_by_gate else interim_score(SIGNALS)
    )


@pytest.mark.parametrize(
    ("weights", "violations"),
    [
        ((1.0, -0.5, -0.2, -0.1, 0.5), ()),
        ((1.0, 0.78, -0.2, -0.1, 0.5), ("rules_touched",)),
        ((-1.0, -0.5, 0.48, 0.0, -0.3), ("lowest_field_confidence", "log10_amount", "terms_completeness")),
    ],
)
def test_a_model_whose_weights_lean_the_wrong_way_is_not_used(
    weights: tuple[float, ...], violations: tuple[str, ...]
) -> None:
    """More rules changing the amount or a larger claim may never raise the score (a fit on easy cases can
    learn that); such a model stays out of the gate however well it scored on the test part."""
    model = LogisticModel(intercept=8.0, weights=weights, fitted_on=200)
    artefact = ConfidenceArtefact("v-test", model, 60, 60, 1.0)
    assert model.sign_violations() == violations
    assert artefact.usable_by_gate is (violations == ())


def test_a_held_out_wrong_approval_scored_high_keeps_the_model_out_of_the_gate() -> None:
    artefact = ConfidenceArtefact("v-test", CONFIDENT, 60, 60, 0.983, test_high_wrong_approvals=1)
    assert not artefact.usable_by_gate
    assert any("wrong approval" in why for why in artefact.why_not_usable())
    assert gate_score(SIGNALS, artefact) == interim_score(SIGNALS)
    assert ConfidenceArtefact.from_json(artefact.to_json()) == artefact
