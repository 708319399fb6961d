"""A wording above the inline limit is stored first and registered by URI (the limit is the request body's)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from clausetrail.adapters.storage_folder import FolderStorage
from clausetrail.domain.inline_documents import INLINE_DOCUMENT_MAX_BYTES
from clausetrail.runtime import Runtime
from clausetrail.services import local_ingest
from clausetrail.settings import Settings


@pytest.mark.parametrize(("size", "by_uri"), [(1000, False), (INLINE_DOCUMENT_MAX_BYTES + 1, True)])
def test_large_wordings_go_by_uri(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: int, by_uri: bool
) -> None:
    pdf = tmp_path / "Some_Product_ABCHLIP00000V000000.pdf"
    data = b"%PDF-1.7\n" + b"0" * (size - 9)
    pdf.write_bytes(data)
    storage = FolderStorage(tmp_path / "docs")
    rt = Runtime(Settings(data_dir=tmp_path), storage=storage)
    seen: list[Any] = []

    def register(_rt: Runtime, _owner: str, request: Any) -> tuple[Any, bool]:
        seen.append(request)
        return type("V", (), {"version_id": "pv_1"})(), True

    monkeypatch.setattr(local_ingest, "register_policy", register)
    monkeypatch.setattr(local_ingest, "wait_for_version", lambda _rt, _vid, **_: "done")
    local_ingest.ingest_file(rt, pdf)
    (request,) = seen
    assert (request.document_uri is not None) is by_uri
    assert (request.document_base64 is None) is by_uri
    if by_uri:
        assert storage.get_bytes(request.document_uri) == data
