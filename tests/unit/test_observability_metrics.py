"""The custom metrics the handlers emit (infra/monitoring.py alarms on them): what each helper records, that a
metric never fails a stage, and that nothing is kept when metrics are off (every run outside Lambda)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from types import SimpleNamespace
from typing import Any

import pytest
from botocore.exceptions import ClientError

from clausetrail import observability as obs
from clausetrail.domain.errors import DocumentError, TransientError


@pytest.fixture
def enabled(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("POWERTOOLS_METRICS_DISABLED", "false")
    obs.metrics.clear_metrics()
    yield
    obs.metrics.clear_metrics()


def recorded() -> dict[str, list[float]]:
    return {name: list(entry["Value"]) for name, entry in obs.metrics.metric_set.items()}


class FakeDb:
    """Answers the waiting-count query from a list of undecided claims' statuses (None: the database is down)."""

    def __init__(self, statuses: list[str] | None) -> None:
        self.statuses = statuses

    @contextmanager
    def transaction(self) -> Iterator[Any]:
        if self.statuses is None:
            raise RuntimeError("database down")
        yield self

    def execute(self, sql: str, params: tuple[list[str]]) -> Any:
        assert sql == obs.WAITING_COUNT_SQL
        (wanted,) = params
        rows = [(s, n) for s, n in Counter(self.statuses).items() if s in wanted]
        return SimpleNamespace(fetchall=lambda: rows)


class FakeClaims:
    def __init__(self, statuses: list[str] | None = None, budgets: list[int] | None = None) -> None:
        self.db = FakeDb(statuses)
        self.budgets = budgets or []

    def budget(self, claim_id: str) -> dict[str, int]:
        return {"usd_micros_used": self.budgets.pop(0)}


def runtime(claims: FakeClaims) -> Any:
    return SimpleNamespace(claims=claims)


def test_outside_lambda_metrics_are_off_and_nothing_is_kept() -> None:
    obs.metrics.clear_metrics()
    obs.emit(obs.DECIDED)
    obs.record_decision({"decided_by": "rules"})
    obs.record_waiting(runtime(FakeClaims(None)))  # not even read: it would raise
    with obs.model_spend(runtime(FakeClaims(None, [])), "C-1"):
        pass
    assert obs.metrics.metric_set == {}


@pytest.mark.usefixtures("enabled")
@pytest.mark.parametrize(("decided_by", "auto"), [("rules", 1.0), ("agent", 1.0), ("human", 0.0)])
def test_a_decision_counts_and_says_whether_it_was_automatic(decided_by: str, auto: float) -> None:
    obs.record_decision({"decision": "approve", "payable_amount": 1, "decided_by": decided_by})
    assert recorded() == {obs.DECIDED: [1.0], obs.AUTO_DECIDED: [auto]}


@pytest.mark.usefixtures("enabled")
def test_the_gate_counts_its_route_but_not_a_rerun_of_a_decided_claim() -> None:
    obs.record_gate({"route": "crc", "decision": "deny"})
    obs.record_gate({"already_decided": True, "route": "auto"})
    assert recorded() == {obs.GATED: [1.0], "RoutedCrc": [1.0]}


@pytest.mark.usefixtures("enabled")
def test_escalations_are_counted_per_queue_and_a_decided_claim_is_not() -> None:
    obs.record_escalation("review", {"status": "escalated"})
    obs.record_escalation("crc", {"status": "crc_escalated"})
    obs.record_escalation("review", {"already_decided": True, "route": "auto"})
    assert recorded() == {obs.REVIEW_ESCALATED: [1.0], obs.CRC_ESCALATED: [1.0]}


@pytest.mark.usefixtures("enabled")
def test_waiting_gauges_count_undecided_claims_by_status() -> None:
    statuses = ["in_review", "escalated", "escalated", "awaiting_crc", "crc_escalated", "processing"]
    obs.record_waiting(runtime(FakeClaims(statuses)))
    assert recorded() == {obs.REVIEWS_PAST_DUE: [2.0], obs.CRC_BACKLOG: [2.0]}


@pytest.mark.usefixtures("enabled")
def test_a_failed_count_never_fails_the_stage() -> None:
    obs.record_waiting(runtime(FakeClaims(None)))
    assert recorded() == {}


@pytest.mark.usefixtures("enabled")
def test_model_spend_is_what_the_budget_grew_by_also_when_the_stage_fails() -> None:
    with obs.model_spend(runtime(FakeClaims([], [1_000, 4_500])), "C-1"):
        pass
    with pytest.raises(RuntimeError), obs.model_spend(runtime(FakeClaims([], [4_500, 6_000])), "C-1"):
        raise RuntimeError("model refused")
    assert recorded() == {obs.MODEL_USD_MICROS: [3_500.0, 1_500.0]}


@pytest.mark.usefixtures("enabled")
def test_textract_errors_are_counted_and_re_raised_other_errors_only_re_raised() -> None:
    textract = ClientError({"Error": {"Code": "InternalServerError"}}, "AnalyzeExpense")
    for error in (
        DocumentError("The PDF could not be read", code="OCR_FAILED"),
        TransientError("OCR did not finish", code="OCR_TIMEOUT"),
        TransientError("The OCR service is unavailable (ThrottlingException); retry the step."),
        textract,
        ValueError("not an OCR error"),
        DocumentError("claim document is not a PDF", code="NOT_A_PDF"),
    ):
        with pytest.raises(type(error)), obs.textract_errors():
            raise error
    assert recorded() == {obs.TEXTRACT_ERRORS: [1.0, 1.0, 1.0, 1.0]}


@pytest.mark.usefixtures("enabled")
def test_a_decorated_entry_point_flushes_emf_in_the_clausetrail_namespace(
    capsys: pytest.CaptureFixture[str],
) -> None:
    @obs.metrics.log_metrics
    def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
        result = {"decision": "approve", "payable_amount": 10, "decided_by": "rules"}
        obs.record_decision(result)
        return result

    handler({}, None)
    (line,) = [json.loads(x) for x in capsys.readouterr().out.splitlines() if x.startswith("{")]
    (directive,) = line["_aws"]["CloudWatchMetrics"]
    assert directive["Namespace"] == obs.METRICS_NAMESPACE == "ClauseTrail"
    assert directive["Dimensions"] == [["service"]]
    assert line["service"] == obs.SERVICE
    assert line[obs.DECIDED] == [1.0] and line[obs.AUTO_DECIDED] == [1.0]
    assert obs.metrics.metric_set == {}


@pytest.mark.usefixtures("enabled")
def test_a_pass_that_made_no_model_call_reports_no_spend() -> None:
    untouchable: Any = SimpleNamespace()  # any read of the runtime would raise
    obs.record_pass_spend(untouchable, "pv_1", 1, {"status": "succeeded", "rerun": True})
    obs.record_pass_spend(untouchable, "pv_1", 1, {"status": "succeeded", "offline": True})
    obs.record_pass_spend(
        untouchable, "pv_1", 1, {"status": "succeeded", "offline": False}
    )  # read fails: logged
    assert recorded() == {}
