"""The ASL definitions come from the settings (CLAUSETRAIL_STATEMACHINE_DIR) or, unset, the source checkout;
a layer installed without them fails with an error that names the setting."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from clausetrail.settings import get_settings
from clausetrail.workflow import registry


@pytest.fixture
def fresh_settings(monkeypatch: pytest.MonkeyPatch) -> Iterator[pytest.MonkeyPatch]:
    get_settings.cache_clear()
    yield monkeypatch
    monkeypatch.undo()
    get_settings.cache_clear()


def test_the_setting_names_the_folder(fresh_settings: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for spec in registry.STATE_MACHINES:
        shutil.copy(spec.asl_path, tmp_path / spec.asl_path.name)
    fresh_settings.setenv("CLAUSETRAIL_STATEMACHINE_DIR", str(tmp_path))
    get_settings.cache_clear()
    assert {spec.asl_path.parent for spec in registry.STATE_MACHINES} == {tmp_path}


def test_no_definitions_is_a_clear_error(fresh_settings: pytest.MonkeyPatch, tmp_path: Path) -> None:
    fresh_settings.delenv("CLAUSETRAIL_STATEMACHINE_DIR", raising=False)
    fresh_settings.setattr(registry, "STATEMACHINE_DIR", tmp_path / "not-a-checkout")
    spec = registry.STATE_MACHINES[0]
    with pytest.raises(registry.StateMachineDefinitionMissing, match="CLAUSETRAIL_STATEMACHINE_DIR"):
        _ = spec.asl_path
