"""`Database.fetch_all`: one read-only statement in a single round trip, the pool left as it was, and a
connection dropped by a database restart replaced before the statement runs once more."""

from __future__ import annotations

from collections.abc import Iterator

import psycopg
import pytest

from clausetrail.adapters.db.connection import Database
from clausetrail.domain.errors import TransientError


@pytest.fixture
def db(database_url: str) -> Iterator[Database]:
    database = Database(database_url, embedding_dimension=384, max_size=2)
    yield database
    database.close()


def test_a_read_returns_dict_rows_and_leaves_the_connection_as_transactions_expect(db: Database) -> None:
    rows = db.fetch_all("SELECT n, n * 2 AS twice FROM generate_series(1, 3) AS n")
    assert rows == [{"n": 1, "twice": 2}, {"n": 2, "twice": 4}, {"n": 3, "twice": 6}]
    assert db.fetch_one("SELECT 1 AS one WHERE false") is None
    for _ in range(3):  # whichever pooled connection comes next: a real transaction, inside BEGIN
        with db.transaction() as conn:
            assert conn.autocommit is False
            assert conn.info.transaction_status == psycopg.pq.TransactionStatus.INTRANS


def test_a_read_in_autocommit_sees_committed_rows_only(db: Database) -> None:
    with db.transaction() as conn:
        conn.execute("CREATE TABLE IF NOT EXISTS reads_probe (x int)")
    with db.transaction() as conn:
        conn.execute("INSERT INTO reads_probe VALUES (1)")
        # another connection reads: the uncommitted row is not there
        assert db.fetch_all("SELECT x FROM reads_probe") == []
    assert db.fetch_all("SELECT x FROM reads_probe") == [{"x": 1}]


def test_a_dropped_connection_is_replaced_and_the_read_runs_once_more(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert db.fetch_one("SELECT 1 AS one") == {"one": 1}  # a pooled connection, returned moments ago
    attempts: list[object] = []
    real = db._fetch

    def counted(query: object, params: object) -> list[dict[str, object]]:
        attempts.append(query)
        return real(query, params)

    monkeypatch.setattr(db, "_fetch", counted)
    with db.connect() as admin:
        admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
    assert db.fetch_one("SELECT 2 AS two") == {"two": 2}
    assert len(attempts) == 2  # the unchecked, dropped connection failed; the pool replaced it


def test_a_read_that_fails_twice_is_a_transient_error(db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    def always_dropped(query: object, params: object) -> list[dict[str, object]]:
        raise psycopg.OperationalError("server closed the connection unexpectedly")

    monkeypatch.setattr(db, "_fetch", always_dropped)
    with pytest.raises(TransientError):
        db.fetch_all("SELECT 1")
