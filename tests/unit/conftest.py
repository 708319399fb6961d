"""Fixtures shared by the unit tests of the API resolvers."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from clausetrail.runtime import Runtime, set_runtime
from clausetrail.settings import Settings


@pytest.fixture
def local() -> Iterator[None]:
    """The resolvers run as on the local server (no database is touched until a route needs one)."""
    set_runtime(Runtime(Settings(environment="local")))
    yield
    set_runtime(None)
