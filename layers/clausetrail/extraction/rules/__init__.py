"""Deterministic extraction rules, one function per policy term (see :data:`FIELD_RULES`)."""

from __future__ import annotations
