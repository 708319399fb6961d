"""Services see ports and the domain only: no module under ``clausetrail/services`` imports an adapter or the
composition root (``clausetrail.runtime``), at the top or inside a function, so the runtime -> services edge
is the only one between them (no import cycle) and the claim services run on the in-memory fakes."""

from __future__ import annotations

import ast
from pathlib import Path

import clausetrail.services

SERVICES = Path(clausetrail.services.__file__).parent
FORBIDDEN = ("clausetrail.adapters", "clausetrail.runtime")


def _forbidden(name: str) -> bool:
    return any(name == f or name.startswith(f + ".") for f in FORBIDDEN)


def imported_modules(tree: ast.AST) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if _forbidden(node.module):
                found.append((node.lineno, node.module))
            else:  # `from clausetrail import runtime` / `from clausetrail import adapters`
                found.extend((node.lineno, f"{node.module}.{alias.name}") for alias in node.names)
    return found


def violations(root: Path) -> list[str]:
    out = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for line, module in imported_modules(tree):
            if _forbidden(module):
                out.append(f"{path.relative_to(root.parent)}:{line} imports {module}")
    return out


def test_services_import_no_adapter_and_not_the_runtime() -> None:
    assert violations(SERVICES) == []


def test_the_check_sees_imports_anywhere(tmp_path: Path) -> None:
    services = tmp_path / "services"
    services.mkdir()
    (services / "bad.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from clausetrail.runtime import Runtime\n"
        "def f():\n"
        "    import clausetrail.adapters.llm_claude\n"
        "    from clausetrail import adapters\n"
        "from clausetrail.ports.runtime import RuntimePorts\n"
    )
    assert violations(services) == [
        "services/bad.py:3 imports clausetrail.runtime",
        "services/bad.py:5 imports clausetrail.adapters.llm_claude",
        "services/bad.py:6 imports clausetrail.adapters",
    ]
