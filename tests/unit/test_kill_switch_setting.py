"""The gate reads the kill switch alone (`kill_switch_on`), at run time, exactly as `Settings` reads it."""

from __future__ import annotations

import pytest

from clausetrail.settings import Settings, kill_switch_on


@pytest.mark.parametrize("value", ["true", "TRUE", "1", "yes", "on", "false", "0", "no", "off"])
def test_kill_switch_reads_the_variable_as_settings_does(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv("CLAUSETRAIL_KILL_SWITCH", value)
    assert kill_switch_on() is Settings().kill_switch


def test_kill_switch_is_never_cached(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CLAUSETRAIL_KILL_SWITCH", raising=False)
    assert kill_switch_on() is False
    monkeypatch.setenv("CLAUSETRAIL_KILL_SWITCH", "true")
    assert kill_switch_on() is True  # the next claim sees it at once
    monkeypatch.setenv("CLAUSETRAIL_KILL_SWITCH", "false")
    assert kill_switch_on() is False


def test_a_bad_value_is_refused_as_settings_refuses_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CLAUSETRAIL_KILL_SWITCH", "maybe")
    with pytest.raises(ValueError):
        Settings()
    with pytest.raises(ValueError):
        kill_switch_on()
