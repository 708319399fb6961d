from __future__ import annotations

import random

from clausetrail.domain.confidence import MIN_LABELLED, Signals, calibration, fit, interim_score


def sig(conf: float, touched: int = 0, amount: int = 20_000, ocr: bool = False) -> Signals:
    return Signals(conf, touched, amount, ocr, 90.0)


def test_interim_score_is_capped_by_the_weakest_field() -> None:
    assert interim_score(sig(0.98)) == 0.98
    assert round(interim_score(sig(0.98, touched=2)), 2) == 0.94
    assert round(interim_score(sig(0.98, amount=150_000)), 2) == 0.93


def test_fit_learns_that_weak_fields_disagree_and_orders_claims_by_it() -> None:
    rng = random.Random(3)
    signals, labels = [], []
    for _ in range(400):
        conf = rng.uniform(0.3, 1.0)
        ocr = rng.random() < 0.3
        signals.append(sig(conf, rng.randint(0, 3), rng.randint(5_000, 300_000), ocr))
        labels.append(rng.random() < (0.99 if conf > 0.85 and not ocr else 0.6))
    model = fit(signals, labels)
    assert model.fitted_on == 400
    assert model.score(sig(0.97)) > model.score(sig(0.5)) and model.score(sig(0.97)) > model.score(
        sig(0.97, ocr=True)
    )


def test_calibration_buckets_and_the_gate_rule() -> None:
    cal = calibration([0.95, 0.92, 0.91, 0.5, 0.55], [True, True, False, True, False])
    assert cal.buckets["0.9-1.0"] == (3, 2) and cal.buckets["0.5-0.6"] == (2, 1)
    assert cal.high_claims == 3 and cal.high_agreement == 2 / 3
    assert not cal.usable_by_gate(MIN_LABELLED)  # 67 % at >= 0.9 is far from 98 %
    good = calibration([0.95] * 250, [True] * 250)
    assert good.usable_by_gate(250) and not good.usable_by_gate(34)  # too few labels
