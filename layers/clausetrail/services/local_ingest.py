"""Ingesting a PDF on one machine and waiting for it: shared by the CLI, the demo and the evals."""

from __future__ import annotations

import base64
import hashlib
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from clausetrail.domain.inline_documents import INLINE_DOCUMENT_MAX_BYTES
from clausetrail.domain.policy import PolicyVersion, VersionStatus
from clausetrail.ports.runtime import RuntimePorts
from clausetrail.services.policies import RegisterPolicyRequest, register_policy

LOCAL_OWNER = "local"
_CORPUS_NAME = re.compile(r"^(?P<insurer>[^_]+)_(?P<product>.+)_(?P<uin>[A-Z0-9]{10,})$")


@dataclass(frozen=True, slots=True)
class IngestOutcome:
    version: PolicyVersion
    created: bool
    seconds: float


def describe_corpus_file(path: Path) -> tuple[str, str, str]:
    """(insurer, product name, UIN) from corpus names like `Insurer_Product-Name_UIN.pdf`."""
    match = _CORPUS_NAME.match(path.stem)
    if match:
        return match.group("insurer"), match.group("product").replace("-", " "), match.group("uin")
    return "Unknown insurer", path.stem, re.sub(r"[^A-Za-z0-9]", "", path.stem)[:40].upper() or "UNKNOWN"


def ingest_file(
    rt: RuntimePorts,
    path: Path,
    *,
    insurer: str | None = None,
    product_uin: str | None = None,
    product_name: str | None = None,
    effective_from: date = date(2024, 4, 1),
    effective_to: date | None = None,
    policy_id: str | None = None,
    owner_id: str = LOCAL_OWNER,
    on_progress: Callable[[PolicyVersion], None] | None = None,
    timeout_s: float = 1800.0,
) -> IngestOutcome:
    guess_insurer, guess_product, guess_uin = describe_corpus_file(path)
    data = path.read_bytes()
    inline: str | None = base64.b64encode(data).decode()
    uri: str | None = None
    if len(data) > INLINE_DOCUMENT_MAX_BYTES:  # too large to travel inline: stored first, cited by URI
        digest = hashlib.sha256(data).hexdigest()
        inline, uri = None, rt.storage.put_bytes(f"uploads/{digest}.pdf", data, "application/pdf")
    request = RegisterPolicyRequest(
        policy_id=policy_id,
        insurer=insurer or guess_insurer,
        product_uin=product_uin or guess_uin,
        product_name=product_name or guess_product,
        effective_from=effective_from,
        effective_to=effective_to,
        document_base64=inline,
        document_uri=uri,
    )
    started = time.perf_counter()
    version, created = register_policy(rt, owner_id, request)
    version = wait_for_version(rt, version.version_id, on_progress=on_progress, timeout_s=timeout_s)
    return IngestOutcome(version=version, created=created, seconds=time.perf_counter() - started)


def wait_for_version(
    rt: RuntimePorts,
    version_id: str,
    *,
    on_progress: Callable[[PolicyVersion], None] | None = None,
    timeout_s: float = 1800.0,
    poll_s: float = 0.05,
) -> PolicyVersion:
    deadline = time.monotonic() + timeout_s
    while True:
        version = rt.policies.get_version(version_id)
        if on_progress:
            on_progress(version)
        if version.status in (VersionStatus.READY, VersionStatus.FAILED):
            return version
        if time.monotonic() > deadline:
            raise TimeoutError(f"version {version_id} still {version.status} after {timeout_s:.0f}s")
        time.sleep(poll_s)
