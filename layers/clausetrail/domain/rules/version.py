"""The rules version, stored with every rule result and decision (bump it on any rule or table change)."""

from __future__ import annotations

from typing import Final

RULES_VERSION: Final = "2026.12.1"
