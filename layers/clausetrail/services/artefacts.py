"""Packaged artefacts (``clausetrail/data/*.json``): the fitted confidence and refusal models. Read once each;
absent, an artefact is None; unreadable, None with a warning saying what is used instead."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from functools import cache
from importlib import resources
from typing import Any, TypeVar

from clausetrail.domain.confidence import ConfidenceArtefact
from clausetrail.domain.refusal_model import RefusalModel

log = logging.getLogger("clausetrail")
CONFIDENCE_ARTEFACT = "confidence_model.json"
REFUSAL_ARTEFACT = "refusal_model.json"

T = TypeVar("T")


def _packaged(name: str, parse: Callable[[dict[str, Any]], T], fallback: str) -> T | None:
    try:
        text = resources.files("clausetrail.data").joinpath(name).read_text(encoding="utf-8")
        return parse(json.loads(text))
    except FileNotFoundError:
        return None
    except (ValueError, KeyError, TypeError) as exc:
        log.warning("the artefact %s is unreadable (%s); %s", name, exc, fallback)
        return None


@cache
def packaged_confidence() -> ConfidenceArtefact | None:
    """Written by ``clausetrail eval claims --confidence-out``."""
    return _packaged(CONFIDENCE_ARTEFACT, ConfidenceArtefact.from_json, "the gate keeps the interim score")


@cache
def packaged_refusal_model() -> RefusalModel | None:
    """Written by ``clausetrail eval refusal-model``."""
    return _packaged(REFUSAL_ARTEFACT, RefusalModel.from_json, "only the patterns refuse")
