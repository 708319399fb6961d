"""Powertools Logger, Tracer and Metrics shared by the handlers (decorating entry points only).

Logs carry ids, stages and counts; never document text, clause text or personal data.

The custom metrics (namespace `ClauseTrail`, dimension `service`) are added by the entry points through
the `record_*` helpers below and flushed as EMF by `@metrics.log_metrics`; `infra/monitoring.py` draws and
alarms on them. A metric never fails a stage: the helpers log and carry on. Outside Lambda metrics are off
and the helpers keep nothing.
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from aws_lambda_powertools import Logger, Metrics, Tracer
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.metrics.functions import is_metrics_disabled

if TYPE_CHECKING:
    from clausetrail.runtime import Runtime

SERVICE = os.environ.get("POWERTOOLS_SERVICE_NAME", "clausetrail")
METRICS_NAMESPACE = "ClauseTrail"
if os.environ.get("AWS_LAMBDA_FUNCTION_NAME") is None:
    # outside Lambda: no X-Ray daemon, no CloudWatch metrics sink
    os.environ.setdefault("POWERTOOLS_TRACE_DISABLED", "true")
    os.environ.setdefault("POWERTOOLS_METRICS_DISABLED", "true")
    os.environ.setdefault("POWERTOOLS_LOG_LEVEL", "WARNING")
    warnings.filterwarnings("ignore", message="No application metrics to publish")

logger = Logger(service=SERVICE)
tracer = Tracer(service=SERVICE)
metrics = Metrics(namespace=METRICS_NAMESPACE, service=SERVICE)

# ------------------------------------------------------------------ custom metrics (infra/monitoring.py)
DECIDED = "Decided"  # ClaimDecide: one per decision stored
AUTO_DECIDED = "AutoDecided"  # ClaimDecide: 1 when decided without a person (rules/agent), else 0
GATED = "Gated"  # ClaimGate: one per claim gated, and one of ROUTED_* by its route
ROUTED = {"auto": "RoutedAuto", "human": "RoutedHuman", "crc": "RoutedCrc"}
REVIEW_ESCALATED = "ReviewEscalated"  # ClaimEscalate: a review wait timed out
CRC_ESCALATED = "CrcEscalated"  # ClaimEscalate: a CRC wait timed out
REVIEWS_PAST_DUE = "ReviewsPastDue"  # gauge: undecided claims whose review wait timed out (status escalated)
CRC_BACKLOG = (
    "CrcBacklog"  # gauge: undecided claims waiting for committee votes (awaiting_crc, crc_escalated)
)
MODEL_USD_MICROS = "ModelUsdMicros"  # ClaimExtract/ExtractPass: model spend of the call, USD micro-dollars
TEXTRACT_ERRORS = "TextractErrors"  # IngestOcr/ClaimExtract: a stage that failed on the OCR service

REVIEW_PAST_DUE_STATUSES = ("escalated",)
CRC_WAITING_STATUSES = ("awaiting_crc", "crc_escalated")
# ClauseTrailError codes (and message starts) the OCR adapters raise (adapters/ocr_textract.py)
OCR_ERROR_CODES = frozenset({"OCR_FAILED", "OCR_TIMEOUT"})
OCR_ERROR_MESSAGES = ("The OCR service", "Could not store the document for OCR")
# a botocore ClientError names the operation it came from (adapters/ocr_expense.py re-raises them as they are)
TEXTRACT_OPERATIONS = frozenset(
    {
        "AnalyzeDocument",
        "AnalyzeExpense",
        "DetectDocumentText",
        "GetDocumentAnalysis",
        "GetDocumentTextDetection",
        "StartDocumentAnalysis",
        "StartDocumentTextDetection",
    }
)


def emit(name: str, value: float = 1, unit: MetricUnit = MetricUnit.Count) -> None:
    """Add one value of a custom metric to what the entry point's `@metrics.log_metrics` flushes.

    When metrics are off (outside Lambda) nothing is kept: Powertools would otherwise keep every value in a
    long-running local process and print them once a metric holds 100.
    """
    if is_metrics_disabled():
        return
    try:
        metrics.add_metric(name=name, unit=unit, value=value)
    except Exception as exc:  # a metric never fails a stage
        logger.warning("metric not recorded", extra={"metric": name, "error": type(exc).__name__})


def record_gate(result: Mapping[str, Any]) -> None:
    """ClaimGate: the route of a claim gated now (a rerun of a decided claim changes nothing: not counted)."""
    if result.get("already_decided"):
        return
    emit(GATED)
    route = ROUTED.get(str(result.get("route")))
    if route is not None:
        emit(route)


def record_decision(result: Mapping[str, Any]) -> None:
    """ClaimDecide: `Decided` and `AutoDecided` (0 or 1), so AutoDecided/Decided is the auto-decision rate."""
    emit(DECIDED)
    emit(AUTO_DECIDED, 0 if result.get("decided_by") in (None, "human") else 1)


def record_escalation(queue: str, result: Mapping[str, Any]) -> None:
    """ClaimEscalate: a review or CRC wait that timed out (a decided claim is not escalated)."""
    if result.get("status") in ("escalated", "crc_escalated"):
        emit(CRC_ESCALATED if queue == "crc" else REVIEW_ESCALATED)


#: one small aggregate (never the claims themselves), so the stage stays fast however many claims wait
WAITING_COUNT_SQL = (
    "SELECT status, count(*) FROM claims WHERE decided_at IS NULL AND status = ANY(%s) GROUP BY status"
)


def waiting_counts(rt: Runtime) -> dict[str, int]:
    """Undecided claims per waiting status (review past due, CRC)."""
    statuses = [*REVIEW_PAST_DUE_STATUSES, *CRC_WAITING_STATUSES]
    with rt.claims.db.transaction() as conn:
        rows = conn.execute(WAITING_COUNT_SQL, (statuses,)).fetchall()
    return {str(status): int(count) for status, count in rows}


def record_waiting(rt: Runtime) -> None:
    """ClaimAwaitReview/ClaimEscalate: the gauges `ReviewsPastDue` and `CrcBacklog` (one count query, only
    when metrics are on)."""
    if is_metrics_disabled():
        return
    try:
        counts = waiting_counts(rt)
    except Exception as exc:  # a metric never fails a stage
        logger.warning("waiting claims not counted", extra={"error": type(exc).__name__})
        return
    emit(REVIEWS_PAST_DUE, sum(counts.get(s, 0) for s in REVIEW_PAST_DUE_STATUSES))
    emit(CRC_BACKLOG, sum(counts.get(s, 0) for s in CRC_WAITING_STATUSES))


def _usd_micros_used(rt: Runtime, claim_id: str) -> int | None:
    try:
        return int(rt.claims.budget(claim_id)["usd_micros_used"])
    except Exception:
        return None


@contextmanager
def model_spend(rt: Runtime, claim_id: str) -> Iterator[None]:
    """ClaimExtract: `ModelUsdMicros` = what the claim's model budget grew by during the block (the budgeted
    LLM charges every call it makes, also one that failed after being paid for), failed or not."""
    before = None if is_metrics_disabled() else _usd_micros_used(rt, claim_id)
    try:
        yield
    finally:
        after = None if before is None else _usd_micros_used(rt, claim_id)
        if before is not None and after is not None:
            emit(MODEL_USD_MICROS, max(after - before, 0))


PASS_TOKENS_SQL = (
    "SELECT input_tokens, output_tokens FROM extraction_passes WHERE version_id = %s AND pass_number = %s"
)


def record_pass_spend(rt: Runtime, version_id: str, pass_number: int, result: Mapping[str, Any]) -> None:
    """ExtractPass: `ModelUsdMicros` of a policy-terms pass that just called Claude: the tokens the pass stored,
    priced at its tier with the budget prices. A rerun of a finished pass and the offline model spent nothing."""
    if is_metrics_disabled() or result.get("rerun") or result.get("offline", True):
        return
    try:
        from clausetrail.domain.budget import cost_micros
        from clausetrail.extraction.passes import pass_spec

        with rt.extraction.db.transaction() as conn:
            row = conn.execute(PASS_TOKENS_SQL, (version_id, pass_number)).fetchone()
        if row is None:
            return
        tier = str(pass_spec(pass_number).tier)
        spent = cost_micros(tier, int(row[0] or 0), int(row[1] or 0), rt.settings.tier_prices)
    except Exception as exc:  # a metric never fails a stage
        logger.warning("pass spend not recorded", extra={"error": type(exc).__name__})
        return
    emit(MODEL_USD_MICROS, spent)


def is_ocr_error(exc: BaseException) -> bool:
    """An error the OCR service (Textract on AWS) caused, as the OCR adapters raise it."""
    code = str(getattr(exc, "code", ""))
    message = str(getattr(exc, "message", ""))
    operation = str(getattr(exc, "operation_name", ""))
    return (
        code in OCR_ERROR_CODES or message.startswith(OCR_ERROR_MESSAGES) or operation in TEXTRACT_OPERATIONS
    )


@contextmanager
def textract_errors() -> Iterator[None]:
    """IngestOcr/ClaimExtract: `TextractErrors` += 1 when the block fails on the OCR service (re-raised)."""
    try:
        yield
    except Exception as exc:
        if is_ocr_error(exc):
            emit(TEXTRACT_ERRORS)
        raise
