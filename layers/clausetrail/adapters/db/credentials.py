"""Database credentials from Secrets Manager, re-read on rotation (issue 8 item 11).

`SecretConninfo` is the pool's connection string *factory*: psycopg_pool calls it for every new connection.
The secret is cached for `ttl_s` seconds and dropped at once by `invalidate()` (called on an authentication
failure), so a warm Lambda picks up a rotated password instead of failing until it is recycled. The
connection string always verifies the server: `sslmode=verify-full` against the given trust anchors.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from typing import Any

import psycopg

from clausetrail.domain.errors import ClauseTrailError

REQUIRED_KEYS = ("host", "username", "password", "dbname")
#: SQLSTATE of "invalid password" and "invalid authorization specification"
AUTH_FAILURE_STATES = frozenset({"28P01", "28000"})


class DatabaseConfigError(ClauseTrailError):
    code = "DATABASE_CONFIG"


def resolve_sslrootcert(value: str) -> str:
    """`certifi` -> the path of the certifi bundle; anything else is a CA file path used as given."""
    if value == "certifi":
        import certifi

        return str(certifi.where())
    return value


def conninfo_from_secret(
    secret: dict[str, Any], *, host: str | None, sslrootcert: str, port: int | None = None
) -> str:
    """A libpq connection string from an RDS secret; refuses a secret without `dbname` (no silent default)."""
    missing = [key for key in REQUIRED_KEYS if key != "host" and not secret.get(key)]
    if not (host or secret.get("host")):
        missing.insert(0, "host")
    if missing:
        raise DatabaseConfigError(f"the database secret lacks {', '.join(missing)}")
    return psycopg.conninfo.make_conninfo(
        host=host or secret["host"],
        port=port or secret.get("port", 5432),
        dbname=secret["dbname"],
        user=secret["username"],
        password=secret["password"],
        sslmode="verify-full",
        sslrootcert=resolve_sslrootcert(sslrootcert),
    )


def read_secret(secret_arn: str, client: Any | None = None) -> dict[str, Any]:
    if client is None:
        import boto3

        client = boto3.client("secretsmanager")
    value: dict[str, Any] = json.loads(client.get_secret_value(SecretId=secret_arn)["SecretString"])
    return value


class SecretConninfo:
    """Callable connection string for psycopg / psycopg_pool, backed by a rotating secret."""

    def __init__(
        self,
        secret_arn: str,
        *,
        host: str | None = None,
        port: int | None = None,
        sslrootcert: str = "certifi",
        ttl_s: float = 300.0,
        client: Any | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.secret_arn = secret_arn
        self.host = host
        self.port = port
        self.sslrootcert = sslrootcert
        self.ttl_s = ttl_s
        self._client = client
        self._clock = clock
        self._lock = threading.Lock()
        self._cached: tuple[float, str] | None = None
        self.reads = 0

    def __call__(self) -> str:
        with self._lock:
            now = self._clock()
            if self._cached is None or now - self._cached[0] >= self.ttl_s:
                secret = read_secret(self.secret_arn, self._client)
                self.reads += 1
                self._cached = (
                    now,
                    conninfo_from_secret(
                        secret, host=self.host, port=self.port, sslrootcert=self.sslrootcert
                    ),
                )
            return self._cached[1]

    def invalidate(self) -> None:
        """Forget the cached credentials: the next connection reads the secret again."""
        with self._lock:
            self._cached = None


def is_auth_failure(exc: BaseException) -> bool:
    """Did the server refuse the credentials (e.g. after a rotation)?"""
    state = getattr(exc, "sqlstate", None)
    if state in AUTH_FAILURE_STATES:
        return True
    text = str(exc).lower()
    return "password authentication failed" in text or "authentication failed for user" in text
