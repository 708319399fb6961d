"""Claim documents → typed claim facts (SPEC §3 stage 2), the only stage that reads claim documents.

- :mod:`offline`: deterministic patterns over the layout model (``offline-claims-v2``).
- :mod:`llm`: the small-tier model path, validated and grounded in the document text by code.
- :mod:`outcome`: what both return — the facts, the lowest field confidence, the line-item sum check,
  warnings and any text that looked like an instruction (which never changes a field).
"""
