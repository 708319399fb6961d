"""parse_prompt: the front matter `version: N` and the text the model receives (pure, no files)."""

from __future__ import annotations

import hashlib

import pytest

from clausetrail.adapters.prompt_store import PromptFileInvalid, parse_prompt


def test_version_text_and_hash() -> None:
    raw = "---\nversion: 3\ndescription: pass 1\n---\n\nYou extract the identity.\nCite clause ids.\n"
    prompt = parse_prompt("extract_identity", raw)
    assert prompt.id == "extract_identity"
    assert prompt.version == 3
    assert prompt.text == "You extract the identity.\nCite clause ids."
    assert prompt.sha256 == hashlib.sha256(b"You extract the identity.\nCite clause ids.").hexdigest()


def test_hash_changes_with_the_words_not_with_the_front_matter() -> None:
    a = parse_prompt("p", "---\nversion: 1\n---\nAnswer only from the clauses.")
    b = parse_prompt("p", "---\nversion: 2\n# reworded\n---\nAnswer only from the clauses.")
    c = parse_prompt("p", "---\nversion: 1\n---\nAnswer only from the given clauses.")
    assert a.sha256 == b.sha256
    assert a.sha256 != c.sha256


def test_windows_line_endings_and_bom() -> None:
    prompt = parse_prompt("p", "\ufeff---\r\nversion: 12\r\n---\r\nText.\r\n")
    assert (prompt.version, prompt.text) == (12, "Text.")


@pytest.mark.parametrize(
    "raw",
    [
        "You extract the identity.",  # no front matter
        "---\ndescription: x\n---\nText",  # no version
        "---\nversion: 0\n---\nText",
        "---\nversion: two\n---\nText",
        "---\nversion: 1\n---\n   \n",  # no text
        "---\nversion 1\n---\nText",  # unreadable line
    ],
)
def test_broken_prompt_files_are_rejected(raw: str) -> None:
    with pytest.raises(PromptFileInvalid):
        parse_prompt("p", raw)
