"""The packaged refusal artefact (``clausetrail/data/refusal_model.json``, written by ``clausetrail eval
refusal-model``): read once; absent or unreadable, only the phrase and part patterns refuse."""

from __future__ import annotations

import json
import logging
from functools import cache
from importlib import resources

from clausetrail.domain.refusal_model import RefusalModel

log = logging.getLogger("clausetrail")
ARTEFACT = "refusal_model.json"


@cache
def packaged_refusal_model() -> RefusalModel | None:
    try:
        text = resources.files("clausetrail.data").joinpath(ARTEFACT).read_text(encoding="utf-8")
        return RefusalModel.from_json(json.loads(text))
    except FileNotFoundError:
        return None
    except (ValueError, KeyError, TypeError) as exc:
        log.warning("the refusal artefact is unreadable (%s); only the patterns refuse", exc)
        return None
