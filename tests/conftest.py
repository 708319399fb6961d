"""Shared fixtures: the corpus, an embedded PostgreSQL per session with a fresh database per test."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]


def corpus_path() -> Path:
    env = os.environ.get("CLAUSETRAIL_CORPUS")
    return Path(env) if env else REPO_ROOT.parent / "shared" / "corpus"


@pytest.fixture(scope="session")
def corpus_dir() -> Path:
    path = corpus_path()
    if not (path / "policies").is_dir():
        raise RuntimeError(f"the shared corpus is missing at {path}; set CLAUSETRAIL_CORPUS")
    return path


@pytest.fixture(scope="session")
def pg_server_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """DATABASE_URL when set, else an embedded PostgreSQL deleted at the end of the session."""
    if os.environ.get("DATABASE_URL"):
        yield os.environ["DATABASE_URL"]
        return
    from clausetrail.adapters.db.embedded import start_embedded, stop_embedded

    # short path: the server's unix socket lives in its data folder (socket paths are limited to ~100 bytes)
    pgdata = Path("/tmp") / f"ct-pg-{os.getpid()}-{uuid.uuid4().hex[:6]}"
    url = start_embedded(pgdata, delete_on_exit=True)
    yield url
    stop_embedded(pgdata)


TEST_DIMENSION = 384


@pytest.fixture(scope="session")
def migrated_template(pg_server_url: str) -> str:
    """A database with every migration applied, copied for each test (much faster than migrating each)."""
    from clausetrail.adapters.db.migrations import apply_migrations

    name = f"tpl_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(pg_server_url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    with psycopg.connect(psycopg.conninfo.make_conninfo(pg_server_url, dbname=name), autocommit=True) as conn:
        apply_migrations(conn, TEST_DIMENSION)
    return name


@pytest.fixture
def database_url(pg_server_url: str, migrated_template: str) -> Iterator[str]:
    """A fresh, migrated database for one test."""
    name = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_server_url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}" TEMPLATE "{migrated_template}"')
    url = psycopg.conninfo.make_conninfo(pg_server_url, dbname=name)
    yield url
    with psycopg.connect(pg_server_url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
