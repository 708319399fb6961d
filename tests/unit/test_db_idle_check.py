"""The pool's idle-aware connection check: a round trip only for connections idle long enough to be dropped."""

from __future__ import annotations

from typing import Any

import pytest

from clausetrail.adapters.db import connection as connection_module
from clausetrail.adapters.db.connection import IdleCheck


class FakeConnection:
    """Weak-referenceable stand-in; the check under test never touches it except through check_connection."""


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def round_trips(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    calls: list[Any] = []
    monkeypatch.setattr(
        connection_module.ConnectionPool, "check_connection", staticmethod(lambda conn: calls.append(conn))
    )
    return calls


def test_a_connection_never_returned_is_checked(round_trips: list[Any]) -> None:
    check = IdleCheck(idle_s=5.0, clock=Clock())
    conn = FakeConnection()
    check.check(conn)  # type: ignore[arg-type]
    assert round_trips == [conn]


def test_a_connection_returned_moments_ago_is_not_checked(round_trips: list[Any]) -> None:
    clock = Clock()
    check = IdleCheck(idle_s=5.0, clock=clock)
    conn = FakeConnection()
    check.returned(conn)  # type: ignore[arg-type]
    clock.now += 1.0
    check.check(conn)  # type: ignore[arg-type]
    assert round_trips == []


def test_a_connection_idle_past_the_limit_is_checked(round_trips: list[Any]) -> None:
    clock = Clock()
    check = IdleCheck(idle_s=5.0, clock=clock)
    conn = FakeConnection()
    check.returned(conn)  # type: ignore[arg-type]
    clock.now += 5.0
    check.check(conn)  # type: ignore[arg-type]
    assert round_trips == [conn]


def test_a_failed_check_propagates_so_the_pool_replaces_the_connection(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def dropped(conn: Any) -> None:
        raise OSError("server closed the connection")

    monkeypatch.setattr(connection_module.ConnectionPool, "check_connection", staticmethod(dropped))
    check = IdleCheck(idle_s=5.0, clock=Clock())
    with pytest.raises(OSError):
        check.check(FakeConnection())  # type: ignore[arg-type]


def test_each_use_needs_its_own_return(round_trips: list[Any]) -> None:
    """The skip is spent on one hand-out: a connection handed out again without going back is checked."""
    clock = Clock()
    check = IdleCheck(idle_s=5.0, clock=clock)
    conn = FakeConnection()
    check.returned(conn)  # type: ignore[arg-type]
    check.check(conn)  # type: ignore[arg-type]
    check.check(conn)  # type: ignore[arg-type]
    assert round_trips == [conn]
