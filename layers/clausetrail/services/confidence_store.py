"""The packaged confidence artefact (``clausetrail/data/confidence_model.json``, written by
``clausetrail eval claims --confidence-out``): read once; absent or unreadable, the gate keeps the interim score."""

from __future__ import annotations

import json
import logging
from functools import cache
from importlib import resources

from clausetrail.domain.confidence import ConfidenceArtefact

log = logging.getLogger("clausetrail")
ARTEFACT = "confidence_model.json"


@cache
def packaged_confidence() -> ConfidenceArtefact | None:
    try:
        text = resources.files("clausetrail.data").joinpath(ARTEFACT).read_text(encoding="utf-8")
        return ConfidenceArtefact.from_json(json.loads(text))
    except FileNotFoundError:
        return None
    except (ValueError, KeyError, TypeError) as exc:
        log.warning("the confidence artefact is unreadable (%s); the gate keeps the interim score", exc)
        return None
