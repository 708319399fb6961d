"""Turning a Step Functions Catch payload ({Error, Cause}) back into a named status and a safe message."""

from __future__ import annotations

import json
import re
from typing import Any

from clausetrail.domain.errors import redact_paths

_CAUSE_CODE = re.compile(r"^(?P<code>[A-Z][A-Z0-9_]{2,}): (?P<message>.*)$", re.S)


def failure_reason(error: dict[str, Any] | None) -> tuple[str, str]:
    """(code, message) from a Step Functions Catch payload {Error, Cause}."""
    if not error:
        return "STAGE_FAILED", "the workflow failed for an unknown reason"
    name = str(error.get("Error") or "STAGE_FAILED")
    cause = error.get("Cause") or ""
    message = cause
    try:
        parsed = json.loads(cause)
        if isinstance(parsed, dict):
            message = str(parsed.get("errorMessage") or cause)
    except (TypeError, ValueError):
        pass
    match = _CAUSE_CODE.match(message)
    if match:
        return match.group("code"), redact_paths(match.group("message"))
    if name.startswith("States."):
        return name.replace("States.", "STATES_").upper(), redact_paths(message or name)
    return (
        "INTERNAL_ERROR",
        "an internal error stopped the workflow; operators can see the execution history",
    )
