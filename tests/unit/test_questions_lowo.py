"""Leave-one-wording-out selection: a setting is scored only on wordings it was not chosen on."""

from __future__ import annotations

from clausetrail.eval.questions_lowo import held_out_share, leave_one_wording_out, mean_reciprocal_rank


def test_a_setting_that_only_wins_on_the_held_out_wording_is_not_chosen_for_it() -> None:
    # "narrow" is perfect on wording a and poor elsewhere; "broad" is good on b and c, poor on a
    by_setting = {
        "broad": [("a", None), ("a", None), ("b", 1), ("b", 2), ("c", 1), ("c", 3)],
        "narrow": [("a", 1), ("a", 1), ("b", None), ("b", 9), ("c", None), ("c", 2)],
    }
    figure, chosen = leave_one_wording_out(by_setting, k=4)
    # held out a: broad 4 hits on b, c vs narrow 1 -> broad, which misses both of a
    # held out b: narrow 3 hits on a, c vs broad 2 -> narrow, which misses both of b
    # held out c: 2 all -> tie, broad (listed first), which hits both of c
    assert chosen == {"a": "broad", "b": "narrow", "c": "broad"}
    assert figure == 2 / 6


def test_held_out_choice_can_differ_per_wording() -> None:
    by_setting = {
        "x": [("a", 1), ("b", 1), ("c", None)],
        "y": [("a", None), ("b", 1), ("c", 1)],
    }
    figure, chosen = leave_one_wording_out(by_setting, k=1)
    # held out a: y hits b and c (2) vs x (1) -> y, which misses a
    # held out b: 1 each -> tie, x (listed first), which hits b
    # held out c: x hits a and b (2) vs y (1) -> x, which misses c
    assert chosen == {"a": "y", "b": "x", "c": "x"}
    assert figure == 1 / 3


def test_rank_beyond_k_is_a_miss() -> None:
    figure, _ = leave_one_wording_out({"only": [("a", 5), ("b", 4)]}, k=4)
    assert figure == 1 / 2


def test_no_settings() -> None:
    assert leave_one_wording_out({}, k=4) == (0.0, {})


def test_held_out_share_scores_each_wording_with_its_own_chosen_setting() -> None:
    clause = {"x": [("a", 1), ("b", None)], "y": [("a", None), ("b", 2)]}
    assert held_out_share(clause, {"a": "x", "b": "y"}, k=4) == 1.0
    assert held_out_share(clause, {"a": "y", "b": "x"}, k=4) == 0.0
    assert held_out_share(clause, {"a": "x", "b": "y"}, k=1) == 0.5
    assert held_out_share({}, {}, k=4) == 0.0


def test_mean_reciprocal_rank_counts_misses_and_stops_at_its_depth() -> None:
    assert mean_reciprocal_rank([("a", 1), ("a", 2), ("b", None), ("b", 11)]) == (1 + 0.5) / 4
    assert mean_reciprocal_rank([]) == 0.0
