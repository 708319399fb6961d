"""Versioned prompts, shipped as package data: `clausetrail/prompts/<prompt_id>.md`.

A prompt file opens with a front matter block that holds at least `version: N`:

    ---
    version: 3
    ---
    You extract ...

The text after the front matter is what the model receives. Its sha256 goes into the audit record with
the id and version, so a replay can prove which words produced a decision. Changing a prompt's words
without raising its version is caught by the golden tests that pin the hash.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from clausetrail.domain.errors import NotFound

_PROMPT_ID = re.compile(r"^[a-z0-9][a-z0-9_]{0,63}$")
_FRONT_MATTER = re.compile(r"\A---[ \t]*\r?\n(?P<head>.*?)\r?\n---[ \t]*(?:\r?\n|\Z)", re.DOTALL)
_HEAD_LINE = re.compile(r"^(?P<key>[A-Za-z_][A-Za-z0-9_]*)[ \t]*:[ \t]*(?P<value>.*?)[ \t]*$")


@dataclass(frozen=True, slots=True)
class Prompt:
    id: str
    version: int
    text: str
    sha256: str  # of `text`, UTF-8


class PromptFileInvalid(ValueError):
    """A prompt file without a usable `version: N` front matter, or with no text (a packaging bug)."""


def load_prompt(prompt_id: str) -> Prompt:
    """The packaged prompt `prompt_id`; NotFound when there is no such prompt."""
    if not _PROMPT_ID.match(prompt_id):
        raise NotFound(f"no prompt named {prompt_id!r}")
    return _load(prompt_id)


@lru_cache(maxsize=64)
def _load(prompt_id: str) -> Prompt:
    resource = resources.files("clausetrail").joinpath("prompts", f"{prompt_id}.md")
    if not resource.is_file():
        raise NotFound(f"no prompt named {prompt_id!r}")
    return parse_prompt(prompt_id, resource.read_text(encoding="utf-8"))


def parse_prompt(prompt_id: str, raw: str) -> Prompt:
    """Split a prompt file into its version and text (pure)."""
    match = _FRONT_MATTER.match(raw.lstrip("\ufeff"))
    if match is None:
        raise PromptFileInvalid(f"prompt {prompt_id!r} has no front matter (--- version: N ---)")
    head: dict[str, str] = {}
    for line in match.group("head").splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        field = _HEAD_LINE.match(line)
        if field is None:
            raise PromptFileInvalid(f"prompt {prompt_id!r}: unreadable front matter line {line!r}")
        head[field.group("key")] = field.group("value")
    version_text = head.get("version", "")
    if not version_text.isdigit() or int(version_text) < 1:
        raise PromptFileInvalid(f"prompt {prompt_id!r}: front matter needs `version: N` with N >= 1")
    text = raw.lstrip("\ufeff")[match.end() :].strip()
    if not text:
        raise PromptFileInvalid(f"prompt {prompt_id!r} has no text after its front matter")
    return Prompt(
        id=prompt_id,
        version=int(version_text),
        text=text,
        sha256=hashlib.sha256(text.encode("utf-8")).hexdigest(),
    )
