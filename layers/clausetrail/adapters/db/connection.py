"""Connections: a small pool per process, pgvector types registered, transient failures named."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

import psycopg
from pgvector.psycopg import register_vector
from psycopg_pool import ConnectionPool

from clausetrail.adapters.db.embedded import start_embedded
from clausetrail.adapters.db.migrations import apply_migrations
from clausetrail.domain.errors import TransientError
from clausetrail.settings import Settings


def resolve_database_url(settings: Settings) -> str:
    if settings.database_url:
        return settings.database_url
    if settings.database_secret_arn:
        return _url_from_secret(settings.database_secret_arn)
    return start_embedded(settings.data_dir / "pg")


@lru_cache(maxsize=4)
def _url_from_secret(secret_arn: str) -> str:
    import boto3

    secret = json.loads(boto3.client("secretsmanager").get_secret_value(SecretId=secret_arn)["SecretString"])
    return psycopg.conninfo.make_conninfo(
        host=secret["host"],
        port=secret.get("port", 5432),
        dbname=secret.get("dbname", "postgres"),
        user=secret["username"],
        password=secret["password"],
        sslmode="require",
    )


class Database:
    """A connection pool with the schema migrated on first use."""

    def __init__(
        self, url: str, *, embedding_dimension: int, max_size: int = 8, migrate: bool = True
    ) -> None:
        self.url = url
        self.embedding_dimension = embedding_dimension
        if migrate:
            with psycopg.connect(url, autocommit=True) as conn:
                apply_migrations(conn, embedding_dimension)
        self._pool = ConnectionPool(
            url,
            min_size=1,
            max_size=max_size,
            configure=self._configure,
            check=ConnectionPool.check_connection,
            open=True,
        )

    @staticmethod
    def _configure(conn: psycopg.Connection) -> None:
        register_vector(conn)
        conn.autocommit = False

    @contextmanager
    def transaction(self) -> Iterator[psycopg.Connection[Any]]:
        """One transaction; a dropped connection (e.g. a database restart) becomes a TransientError."""
        try:
            with self._pool.connection() as conn, conn.transaction():
                yield conn
        except (psycopg.OperationalError, psycopg.errors.AdminShutdown) as exc:
            raise TransientError(f"database unavailable: {exc.__class__.__name__}") from exc

    def close(self) -> None:
        self._pool.close()
