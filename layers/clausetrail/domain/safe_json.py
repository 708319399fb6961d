"""Reading a JSON object out of a model reply that is not clean JSON. Pure: no I/O.

Models wrap JSON in prose or code fences, leave trailing commas, and now and then emit a null byte.
`parse_model_json` tries, in order:
1. the text as it is;
2. the outermost object: from the first "{" to the last "}";
3. the same two after cleaning (null bytes, code fences and trailing commas before "}" or "]" removed,
   never inside a JSON string), then the longest object that decodes from any "{", so prose that itself
   holds braces around the JSON does not hide it;
and raises `ModelOutputInvalid` tagged with the caller's context and a short excerpt when all fail.
"""

from __future__ import annotations

import json
import re
from typing import Any

from clausetrail.domain.errors import ClauseTrailError

EXCERPT_CHARS = 200
_MAX_OBJECT_STARTS = 64  # "{" positions tried in the last step (bounds the work on long replies)
_FENCE = re.compile(r"```[A-Za-z0-9_-]*")


class ModelOutputInvalid(ClauseTrailError):
    """The model's reply is not valid JSON, or does not fit the expected schema."""

    code = "MODEL_OUTPUT_INVALID"
    http_status = 502

    def __init__(self, context: str, reason: str, *, excerpt: str = "") -> None:
        self.context = context
        self.reason = reason
        self.excerpt = excerpt
        # set by the adapter that made the call: the tokens were spent even though the output is unusable
        self.model_id: str | None = None
        self.input_tokens = 0
        self.output_tokens = 0
        message = f"[{context}] {reason}"
        if excerpt:
            message += f"; reply starts: {excerpt!r}"
        super().__init__(message)


def excerpt_of(text: str, limit: int = EXCERPT_CHARS) -> str:
    """The start of `text` with whitespace runs collapsed, at most `limit` characters."""
    flat = " ".join(text.replace("\x00", " ").split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def parse_model_json(text: str, *, context: str) -> dict[str, Any]:
    """The JSON object in `text`; raises ModelOutputInvalid (tagged `context`) when there is none."""
    found = _direct(text)
    if found is None:
        found = _outermost(text)
    if found is None:
        cleaned = clean_json_text(text)
        found = _direct(cleaned)
        if found is None:
            found = _outermost(cleaned)
        if found is None:
            found = _first_decodable(cleaned)
    if found is None:
        reason = "no JSON object found" if "{" not in text else "not valid JSON"
        raise ModelOutputInvalid(context, reason, excerpt=excerpt_of(text))
    return found


def clean_json_text(text: str) -> str:
    """Drop null bytes everywhere, and code fences and trailing commas outside JSON strings.

    String tracking starts at the first "{": a stray double quote in the prose before it cannot
    make the scanner read the JSON as if it were inside a string.
    """
    text = text.replace("\x00", "")
    first = text.find("{")
    if first < 0:
        return _FENCE.sub("", text)
    out: list[str] = [_FENCE.sub("", text[:first])]
    in_string = False
    escaped = False
    i = first
    n = len(text)
    while i < n:
        ch = text[i]
        if in_string:
            out.append(ch)
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
            i += 1
            continue
        if ch == '"':
            in_string = True
            out.append(ch)
            i += 1
            continue
        if ch == "`" and text.startswith("```", i):
            fence = _FENCE.match(text, i)
            i = fence.end() if fence else i + 3
            continue
        if ch == ",":
            j = i + 1
            while j < n and text[j].isspace():
                j += 1
            if j < n and text[j] in "}]":
                i += 1  # a trailing comma: drop it, keep what follows
                continue
        out.append(ch)
        i += 1
    return "".join(out)


def _direct(text: str) -> dict[str, Any] | None:
    try:
        value = json.loads(text)
    except ValueError:  # JSONDecodeError, and "Unexpected UTF-8 BOM"
        return None
    return value if isinstance(value, dict) else None


def _outermost(text: str) -> dict[str, Any] | None:
    start = text.find("{")
    end = text.rfind("}")
    if start < 0 or end <= start:
        return None
    return _direct(text[start : end + 1])


def _first_decodable(text: str) -> dict[str, Any] | None:
    """The longest object that decodes from some "{" (an enclosing object is longer than its parts)."""
    decoder = json.JSONDecoder()
    best: dict[str, Any] | None = None
    best_span = -1
    start = text.find("{")
    tries = 0
    while start >= 0 and tries < _MAX_OBJECT_STARTS:
        tries += 1
        try:
            value, end = decoder.raw_decode(text, start)
        except ValueError:
            value, end = None, start
        if isinstance(value, dict) and end - start > best_span:
            best, best_span = value, end - start
        start = text.find("{", end if value is not None else start + 1)
    return best
