"""Versioned SQL migrations, applied in order, once, under an advisory lock (safe to run concurrently)."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from importlib import resources

import psycopg

from clausetrail.domain.errors import ClauseTrailError

_LOCK_ID = 7_402_114_221
_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str

    @property
    def checksum(self) -> str:
        return hashlib.sha256(self.sql.encode()).hexdigest()


class MigrationError(ClauseTrailError):
    code = "MIGRATION_ERROR"


def load_migrations(embedding_dimension: int) -> list[Migration]:
    found = []
    for entry in resources.files("clausetrail.migrations").iterdir():
        match = _NAME.match(entry.name)
        if not match:
            continue
        sql = entry.read_text(encoding="utf-8").replace(
            "{embedding_dimension}", str(int(embedding_dimension))
        )
        found.append(Migration(int(match.group(1)), entry.name, sql))
    found.sort(key=lambda m: m.version)
    versions = [m.version for m in found]
    if len(set(versions)) != len(versions):
        raise MigrationError("two migrations share a version number")
    return found


def apply_migrations(conn: psycopg.Connection, embedding_dimension: int) -> list[str]:
    """Apply pending migrations; return the names applied. Refuses a database built for another dimension."""
    applied_now: list[str] = []
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK_ID,))
        conn.execute(
            """CREATE TABLE IF NOT EXISTS schema_migrations (
                   version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL,
                   applied_at timestamptz NOT NULL DEFAULT now())"""
        )
        conn.execute(
            "CREATE TABLE IF NOT EXISTS clausetrail_meta (key text PRIMARY KEY, value text NOT NULL)"
        )
        row = conn.execute("SELECT value FROM clausetrail_meta WHERE key = 'embedding_dimension'").fetchone()
        if row is None:
            conn.execute(
                "INSERT INTO clausetrail_meta (key, value) VALUES ('embedding_dimension', %s)",
                (str(embedding_dimension),),
            )
        elif int(row[0]) != embedding_dimension:
            raise MigrationError(
                f"the database holds {row[0]}-dimensional embeddings but the embedder gives "
                f"{embedding_dimension}; use another database or re-create it"
            )
        done = {v: c for v, c in conn.execute("SELECT version, checksum FROM schema_migrations").fetchall()}
        for migration in load_migrations(embedding_dimension):
            if migration.version in done:
                if done[migration.version] != migration.checksum:
                    raise MigrationError(f"migration {migration.name} was changed after it was applied")
                continue
            conn.execute(migration.sql.encode())
            conn.execute(
                "INSERT INTO schema_migrations (version, name, checksum) VALUES (%s, %s, %s)",
                (migration.version, migration.name, migration.checksum),
            )
            applied_now.append(migration.name)
    return applied_now
