"""Issue 8 item 11: the database secret is re-read on rotation, needs `dbname`, and TLS verifies the server."""

from __future__ import annotations

import json
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import boto3
import psycopg
import pytest
from botocore.stub import Stubber

from clausetrail.adapters.db.connection import Database, resolve_database_url
from clausetrail.adapters.db.credentials import (
    DatabaseConfigError,
    SecretConninfo,
    conninfo_from_secret,
    is_auth_failure,
    resolve_sslrootcert,
)
from clausetrail.domain.errors import TransientError
from clausetrail.settings import Settings

ARN = "arn:aws:secretsmanager:ap-south-1:123456789012:secret:clausetrail-app-AbCdEf"
SECRET = {
    "host": "cluster.example",
    "port": 5438,
    "dbname": "clausetrail",
    "username": "clausetrail_app",
    "password": "first",
}


def _client() -> Any:
    return boto3.client(
        "secretsmanager", region_name="ap-south-1", aws_access_key_id="t", aws_secret_access_key="t"
    )


def _answer(stub: Stubber, secret: dict[str, Any]) -> None:
    stub.add_response("get_secret_value", {"SecretString": json.dumps(secret)}, {"SecretId": ARN})


def _parts(conninfo: str) -> dict[str, str]:
    return psycopg.conninfo.conninfo_to_dict(conninfo)  # type: ignore[return-value]


def test_conninfo_verifies_the_server_against_certifi_and_uses_the_secret_dbname() -> None:
    parts = _parts(conninfo_from_secret(SECRET, host=None, sslrootcert="certifi"))
    assert parts["sslmode"] == "verify-full"
    assert parts["sslrootcert"] == resolve_sslrootcert("certifi")
    assert "Amazon Root CA 1" in Path(parts["sslrootcert"]).read_text(encoding="utf-8")  # signs RDS Proxy
    assert (parts["host"], parts["port"], parts["dbname"], parts["user"]) == (
        "cluster.example",
        "5438",
        "clausetrail",
        "clausetrail_app",
    )
    proxied = _parts(conninfo_from_secret(SECRET, host="proxy.example", port=5432, sslrootcert="/ca.pem"))
    assert (proxied["host"], proxied["port"], proxied["sslrootcert"]) == ("proxy.example", "5432", "/ca.pem")


def test_a_secret_without_dbname_is_refused_not_defaulted() -> None:
    with pytest.raises(DatabaseConfigError, match="dbname"):
        conninfo_from_secret({k: v for k, v in SECRET.items() if k != "dbname"}, host=None, sslrootcert="c")


def test_the_secret_is_cached_for_the_ttl_then_read_again() -> None:
    now = [0.0]
    client = _client()
    with Stubber(client) as stub:
        _answer(stub, SECRET)
        _answer(stub, {**SECRET, "password": "rotated"})
        conninfo = SecretConninfo(ARN, ttl_s=300, client=client, clock=lambda: now[0])
        assert _parts(conninfo())["password"] == "first"
        now[0] = 299.0
        assert _parts(conninfo())["password"] == "first" and conninfo.reads == 1
        now[0] = 300.0
        assert _parts(conninfo())["password"] == "rotated" and conninfo.reads == 2
        stub.assert_no_pending_responses()


def test_invalidate_forces_a_fresh_read_at_once() -> None:
    client = _client()
    with Stubber(client) as stub:
        _answer(stub, SECRET)
        _answer(stub, {**SECRET, "password": "rotated"})
        conninfo = SecretConninfo(ARN, ttl_s=3600, client=client, clock=lambda: 0.0)
        assert _parts(conninfo())["password"] == "first"
        conninfo.invalidate()
        assert _parts(conninfo())["password"] == "rotated"
        stub.assert_no_pending_responses()


def test_aws_settings_give_a_secret_factory_not_a_fixed_url() -> None:
    settings = Settings(database_secret_arn=ARN, database_host="proxy.example", database_port=5432)
    url = resolve_database_url(settings)
    assert isinstance(url, SecretConninfo)
    assert (url.host, url.port, url.ttl_s) == ("proxy.example", 5432, 300)


class _FailingPool:
    def __init__(self, exc: BaseException) -> None:
        self.exc = exc

    @contextmanager
    def connection(self) -> Any:
        raise self.exc
        yield


class _Url:
    def __init__(self) -> None:
        self.invalidated = 0

    def __call__(self) -> str:
        return "host=x"

    def invalidate(self) -> None:
        self.invalidated += 1


def _database(exc: BaseException) -> tuple[Database, _Url]:
    database = Database.__new__(Database)
    url = _Url()
    database.url = url
    database._pool = _FailingPool(exc)  # type: ignore[assignment]
    return database, url


def test_a_refused_login_drops_the_cached_credentials_and_is_retryable() -> None:
    database, url = _database(psycopg.OperationalError('password authentication failed for user "app"'))
    with pytest.raises(TransientError), database.transaction():
        pass
    assert url.invalidated == 1


def test_a_network_error_keeps_the_credentials() -> None:
    database, url = _database(psycopg.OperationalError("connection refused"))
    with pytest.raises(TransientError), database.transaction():
        pass
    assert url.invalidated == 0


def test_auth_failures_are_recognised() -> None:
    assert is_auth_failure(psycopg.OperationalError('FATAL: password authentication failed for user "x"'))
    assert not is_auth_failure(psycopg.OperationalError("could not connect to server: timeout"))


def test_migrations_on_connect_can_be_switched_off() -> None:
    assert Settings().database_migrate_on_connect is True  # local: the embedded database migrates itself
    assert Settings(database_migrate_on_connect=False).database_migrate_on_connect is False
