"""Reference data shipped with the package (JSON derived from regulatory documents by scripts beside it).

Loading reads package data through importlib.resources: part of the installed code, read once and cached.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any

NON_PAYABLE_ITEMS_FILE = "non_payable_items.json"


@lru_cache(maxsize=1)
def non_payable_document() -> dict[str, Any]:
    """IRDAI non-payable items Lists I-IV as written by ``derive_non_payable.py``."""
    text = resources.files(__package__).joinpath(NON_PAYABLE_ITEMS_FILE).read_text(encoding="utf-8")
    document: dict[str, Any] = json.loads(text)
    return document
