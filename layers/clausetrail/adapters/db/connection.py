"""Connections: a small pool per process, pgvector types registered, transient failures named."""

from __future__ import annotations

import contextlib
import time
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
from pgvector.psycopg import register_vector
from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool, PoolTimeout

from clausetrail.adapters.db.credentials import SecretConninfo, is_auth_failure
from clausetrail.adapters.db.embedded import start_embedded
from clausetrail.adapters.db.migrations import apply_migrations
from clausetrail.domain.errors import TransientError
from clausetrail.settings import Settings

Conninfo = str | Callable[[], str]

# A connection back in the pool for longer than this is checked with a round trip before it is handed out
# (a database restart or failover drops idle connections); one used moments ago is not.
CHECK_AFTER_IDLE_S = 5.0


class IdleCheck:
    """The pool's `check` and `reset` callbacks: a connection that went back to the pool less than
    `idle_s` seconds ago is handed out without the check's round trip; an older one (or one never seen) is
    checked. A dropped connection that slips through fails its transaction as a TransientError (retried)."""

    def __init__(
        self, idle_s: float = CHECK_AFTER_IDLE_S, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.idle_s = idle_s
        self._clock = clock
        self._returned_at: weakref.WeakKeyDictionary[psycopg.Connection[Any], float] = (
            weakref.WeakKeyDictionary()
        )

    def returned(self, conn: psycopg.Connection[Any]) -> None:
        self._returned_at[conn] = self._clock()

    def check(self, conn: psycopg.Connection[Any]) -> None:
        returned = self._returned_at.pop(conn, None)
        if returned is None or self._clock() - returned >= self.idle_s:
            ConnectionPool.check_connection(conn)


def resolve_database_url(settings: Settings) -> Conninfo:
    """A fixed URL (DATABASE_URL, embedded PostgreSQL) or, on AWS, a factory that reads the secret (with a
    TTL, re-read after an authentication failure) and connects with `sslmode=verify-full`."""
    if settings.database_url:
        return settings.database_url
    if settings.database_secret_arn:
        return SecretConninfo(
            settings.database_secret_arn,
            host=settings.database_host,
            port=settings.database_port,
            sslrootcert=settings.database_sslrootcert,
            ttl_s=settings.database_secret_ttl_s,
        )
    return start_embedded(settings.data_dir / "pg")


def _resolve(url: Conninfo) -> str:
    return url() if callable(url) else url


class Database:
    """A connection pool; the schema is migrated on first use when `migrate` is true (locally; on AWS only
    the DbMigrate function migrates, see `migrate()`)."""

    def __init__(
        self, url: Conninfo, *, embedding_dimension: int, max_size: int = 8, migrate: bool = True
    ) -> None:
        self.url = url
        self.embedding_dimension = embedding_dimension
        if migrate:
            self.migrate()
        self._idle_check = IdleCheck()
        self._pool = ConnectionPool(
            url,
            min_size=1,
            max_size=max_size,
            configure=self._configure,
            check=self._idle_check.check,
            reset=self._idle_check.returned,
            open=True,
        )

    def connect(self, *, autocommit: bool = True) -> psycopg.Connection[Any]:
        """A connection outside the pool (migrations, administration), with fresh credentials on failure."""
        try:
            return psycopg.connect(_resolve(self.url), autocommit=autocommit)
        except psycopg.OperationalError as exc:
            if is_auth_failure(exc):
                self._forget_credentials()
                return psycopg.connect(_resolve(self.url), autocommit=autocommit)
            raise

    def migrate(self) -> list[str]:
        """Apply pending migrations (under their advisory lock); the names applied."""
        with self.connect() as conn:
            return apply_migrations(conn, self.embedding_dimension)

    def _forget_credentials(self) -> None:
        invalidate = getattr(self.url, "invalidate", None)
        if callable(invalidate):
            invalidate()

    @staticmethod
    def _configure(conn: psycopg.Connection) -> None:
        register_vector(conn)
        conn.autocommit = False

    @contextmanager
    def transaction(self) -> Iterator[psycopg.Connection[Any]]:
        """One transaction; a dropped connection (e.g. a database restart) becomes a TransientError."""
        try:
            with self._begun() as conn:
                yield conn
        except (psycopg.OperationalError, psycopg.errors.AdminShutdown, PoolTimeout) as exc:
            # A rotated password shows as refused logins (or a pool that cannot open connections): read the
            # secret again for the next connection; the step is retried (TransientError).
            if isinstance(exc, PoolTimeout) or is_auth_failure(exc):
                self._forget_credentials()
            raise TransientError(f"database unavailable: {exc.__class__.__name__}") from exc

    def fetch_all(self, query: Any, params: Any = ()) -> list[dict[str, Any]]:
        """The rows (as dicts) of ONE statement that only reads, run without BEGIN and COMMIT.

        A single statement is a transaction of its own and reads one snapshot, so wrapping it in BEGIN ... COMMIT
        only adds two round trips: here it runs on its pooled connection in autocommit mode (one round trip).
        Reads that must agree with each other, and every write, go through `transaction()`. A connection
        dropped by a restart (handed out unchecked, see `IdleCheck`) fails the statement before it read
        anything: the idle connections are checked and the statement runs once more, as `_begun` does for BEGIN;
        a second failure is a TransientError."""
        try:
            for attempt in range(2):
                try:
                    return self._fetch(query, params)
                except (psycopg.OperationalError, psycopg.errors.AdminShutdown):
                    if attempt:
                        raise
                    self._pool.check()
        except (psycopg.OperationalError, psycopg.errors.AdminShutdown, PoolTimeout) as exc:
            if isinstance(exc, PoolTimeout) or is_auth_failure(exc):
                self._forget_credentials()
            raise TransientError(f"database unavailable: {exc.__class__.__name__}") from exc
        raise AssertionError("unreachable")  # pragma: no cover

    def fetch_one(self, query: Any, params: Any = ()) -> dict[str, Any] | None:
        """The first row of `fetch_all` (None when there is none)."""
        rows = self.fetch_all(query, params)
        return rows[0] if rows else None

    def _fetch(self, query: Any, params: Any) -> list[dict[str, Any]]:
        with self._pool.connection() as conn:
            conn.autocommit = True
            try:
                with conn.cursor(row_factory=dict_row) as cur:
                    cur.execute(query, params)
                    return cur.fetchall()
            finally:
                with contextlib.suppress(psycopg.Error):
                    conn.autocommit = False  # as `_configure` leaves every pooled connection

    @contextmanager
    def _begun(self) -> Iterator[psycopg.Connection[Any]]:
        """A pooled connection inside a begun transaction. A connection handed out without the check's round
        trip (`IdleCheck`) may have been dropped by a restart since: when its BEGIN fails, nothing of the caller
        has run yet, so every idle connection is checked (`ConnectionPool.check`, dropped ones replaced) and the
        transaction begins once more on another connection; a second failure is raised."""
        for attempt in range(2):
            with self._pool.connection() as conn:
                tx = conn.transaction()
                try:
                    tx.__enter__()
                except (psycopg.OperationalError, psycopg.errors.AdminShutdown):
                    if attempt:
                        raise
                    self._pool.check()
                    continue
                try:
                    yield conn
                except BaseException as exc:
                    if not tx.__exit__(type(exc), exc, exc.__traceback__):
                        raise
                else:
                    tx.__exit__(None, None, None)
                return

    def close(self) -> None:
        self._pool.close()
