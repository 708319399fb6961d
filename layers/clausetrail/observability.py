"""Powertools Logger, Tracer and Metrics shared by the handlers (decorating entry points only).

Logs carry ids, stages and counts; never document text, clause text or personal data.
"""

from __future__ import annotations

import os
import warnings

from aws_lambda_powertools import Logger, Metrics, Tracer

SERVICE = os.environ.get("POWERTOOLS_SERVICE_NAME", "clausetrail")
if os.environ.get("AWS_LAMBDA_FUNCTION_NAME") is None:
    # outside Lambda: no X-Ray daemon, no CloudWatch metrics sink
    os.environ.setdefault("POWERTOOLS_TRACE_DISABLED", "true")
    os.environ.setdefault("POWERTOOLS_METRICS_DISABLED", "true")
    os.environ.setdefault("POWERTOOLS_LOG_LEVEL", "WARNING")
    warnings.filterwarnings("ignore", message="No application metrics to publish")

logger = Logger(service=SERVICE)
tracer = Tracer(service=SERVICE)
metrics = Metrics(namespace="ClauseTrail", service=SERVICE)
