"""The offline cl100k_base seeding agrees with what tiktoken itself looks up (no files, no network).

Seeding real files, counting and the no-network run are in tests/integration/test_token_counter.py.
"""

from __future__ import annotations

import hashlib
import os
from typing import Any

import pytest
import tiktoken.load
import tiktoken_ext.openai_public

from clausetrail.adapters import token_counter as tc


def test_url_and_hash_are_those_tiktoken_asks_for(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, Any] = {}

    def fake_load(blobpath: str, expected_hash: str | None = None) -> dict[bytes, int]:
        seen["url"], seen["hash"] = blobpath, expected_hash
        return {}

    monkeypatch.setattr(tiktoken_ext.openai_public, "load_tiktoken_bpe", fake_load)
    spec = tiktoken_ext.openai_public.cl100k_base()
    assert spec["name"] == tc.ENCODING_NAME
    assert seen == {"url": tc.BLOB_URL, "hash": tc.EXPECTED_SHA256}


def test_cache_file_name_is_where_tiktoken_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    probed: list[str] = []

    def fake_exists(path: str) -> bool:
        probed.append(path)
        return False

    def no_download(blobpath: str) -> bytes:
        raise ConnectionError("network is off in this test")

    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", "/nonexistent-cache")
    monkeypatch.setattr(tiktoken.load.os.path, "exists", fake_exists)
    monkeypatch.setattr(tiktoken.load, "read_file", no_download)
    with pytest.raises(ConnectionError):
        tiktoken.load.read_file_cached(tc.BLOB_URL, tc.EXPECTED_SHA256)
    assert probed == [os.path.join("/nonexistent-cache", tc.cache_file_name())]
    assert tc.cache_file_name() == hashlib.sha1(tc.BLOB_URL.encode()).hexdigest()


def test_verify_ranks_rejects_other_bytes() -> None:
    with pytest.raises(tc.TokenizerDataError, match="SHA-256"):
        tc.verify_ranks(b"IQ== 0\n")


def test_empty_cache_env_is_refused_rather_than_downloading(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tc, "_encoding", None)
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", "")
    with pytest.raises(tc.TokenizerDataError, match="disables tiktoken's cache"):
        tc.get_encoding()
