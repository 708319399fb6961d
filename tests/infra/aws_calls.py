"""Which AWS operations the code of each registry function can call, read from the source (no execution).

- Modules: those imported (at any depth, lazy imports inside functions included, `TYPE_CHECKING` blocks
  left out) from `functions/<stage>/handler.py`, except `registry.LOCAL_ONLY_MODULES` (never run on AWS).
- Code: from the handler's `handler`, every function or method whose name is referenced (as a name or an
  attribute) by reached code, plus module-level code and registered callbacks (decorated with `@x.y(...)`,
  e.g. the resolver routes). Name-based, so it over-approximates (both adapters behind a port, for
  instance) and never misses a call made through a differently named variable.
- Calls: in a reached function of a module of `registry.AWS_CALL_TARGETS`, a method call whose name is an
  operation of one of that module's boto3 services (botocore's service models), `get_paginator("op")`, and
  Anthropic's Bedrock client (`messages.create` -> InvokeModel, `messages.stream` -> the streaming call).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import botocore.session
from botocore import xform_name

from clausetrail.workflow import registry

ROOT = registry.REPO_ROOT
FunctionNode = ast.FunctionDef | ast.AsyncFunctionDef
#: IAM service prefix of each boto3 service
IAM_PREFIX = {
    "s3": "s3",
    "textract": "textract",
    "secretsmanager": "secretsmanager",
    "sqs": "sqs",
    "stepfunctions": "states",
    "bedrock-runtime": "bedrock",
    "kms": "kms",
}
#: operations whose IAM action has another name
IAM_ACTION = {
    ("s3", "HeadObject"): ("GetObject",),
    ("s3", "ListObjectsV2"): ("ListBucket",),
    ("s3", "ListObjects"): ("ListBucket",),
    ("s3", "ListObjectVersions"): ("ListBucketVersions",),
    ("s3", "CopyObject"): ("GetObject", "PutObject"),
    ("bedrock-runtime", "Converse"): ("InvokeModel",),
    ("bedrock-runtime", "ConverseStream"): ("InvokeModelWithResponseStream",),
}
SDK_METHODS = {("messages", "create"): "InvokeModel", ("messages", "stream"): "InvokeModelWithResponseStream"}


@dataclass(frozen=True, slots=True)
class AwsCall:
    module: str
    function: str
    service: str  # boto3 service name
    operation: str  # botocore operation name, e.g. PutObject
    target: str  # AWS_CALL_TARGETS kind

    @property
    def actions(self) -> tuple[str, ...]:
        names = IAM_ACTION.get((self.service, self.operation), (self.operation,))
        return tuple(f"{IAM_PREFIX[self.service]}:{name}" for name in names)


@cache
def operations(service: str) -> dict[str, str]:
    """snake_case client method -> operation name, from botocore's service model."""
    model = botocore.session.get_session().get_service_model(service)
    return {xform_name(op): op for op in model.operation_names}


def module_path(module: str) -> Path | None:
    parts = module.split(".")
    base = ROOT / "layers" if parts[0] == "clausetrail" else ROOT
    candidate = base.joinpath(*parts)
    for path in (candidate.with_suffix(".py"), candidate / "__init__.py"):
        if path.is_file():
            return path
    return None


@cache
def parse(module: str) -> ast.Module:
    path = module_path(module)
    assert path is not None, module
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _walk_runtime(node: ast.AST) -> Iterator[ast.AST]:
    """ast.walk without the `if TYPE_CHECKING:` blocks."""
    todo = [node]
    while todo:
        current = todo.pop()
        yield current
        for child in ast.iter_child_nodes(current):
            if isinstance(child, ast.If) and _is_type_checking(child):
                todo.extend(child.orelse)
                continue
            todo.append(child)


def _imports(module: str) -> set[str]:
    found: set[str] = set()
    path = module_path(module)
    package = module if path is not None and path.name == "__init__.py" else module.rsplit(".", 1)[0]
    for node in _walk_runtime(parse(module)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return {
        name for name in found if name.split(".")[0] in {"clausetrail", "functions"} and module_path(name)
    }


def universe(handler_module: str) -> set[str]:
    seen: set[str] = set()
    todo = [handler_module]
    while todo:
        module = todo.pop()
        if module in seen or module in registry.LOCAL_ONLY_MODULES:
            continue
        seen.add(module)
        todo.extend(_imports(module) - seen)
    return seen


@dataclass(frozen=True, slots=True)
class Defined:
    module: str
    qualname: str
    node: ast.AST  # a function, or a module / class body (statements outside functions)
    owner: str | None = None  # the class of a method


@dataclass
class _Index:
    roots: list[Defined]
    functions: dict[str, list[Defined]]  # functions (not methods) by name
    methods: dict[str, dict[str, list[Defined]]]  # class name -> method name -> definitions
    bases: dict[str, set[str]]  # class name -> base class names


def _index(modules: set[str]) -> _Index:
    index = _Index([], {}, {}, {})

    def visit(module: str, body: list[ast.stmt], prefix: str, owner: ast.AST, cls: str | None) -> None:
        loose: list[ast.stmt] = []
        is_function = isinstance(owner, ast.FunctionDef | ast.AsyncFunctionDef)
        for stmt in body:
            if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef):
                item = Defined(module, f"{prefix}{stmt.name}", stmt, cls)
                if cls is not None:
                    index.methods.setdefault(cls, {}).setdefault(stmt.name, []).append(item)
                else:
                    index.functions.setdefault(stmt.name, []).append(item)
                if not is_function:
                    loose.extend(ast.Expr(value=d) for d in stmt.decorator_list)  # decorators run at import
                if any(
                    isinstance(d, ast.Call) and isinstance(d.func, ast.Attribute) for d in stmt.decorator_list
                ):
                    index.roots.append(item)  # a registered callback (route, exception handler, ...)
                visit(module, stmt.body, f"{prefix}{stmt.name}.", stmt, None)
            elif isinstance(stmt, ast.ClassDef):
                index.methods.setdefault(stmt.name, {})
                index.bases.setdefault(stmt.name, set()).update(
                    b.id if isinstance(b, ast.Name) else b.attr
                    for b in stmt.bases
                    if isinstance(b, ast.Name | ast.Attribute)
                )
                visit(module, stmt.body, f"{prefix}{stmt.name}.", stmt, stmt.name)
            elif not is_function:
                loose.append(stmt)
        if loose:
            index.roots.append(Defined(module, f"{prefix}<body>", ast.Module(body=loose, type_ignores=[])))

    for module in sorted(modules):
        visit(module, parse(module).body, "", parse(module), None)
    return index


def _own_nodes(node: ast.AST) -> Iterator[ast.AST]:
    """The nodes of a function without those of the functions defined inside it (reached separately)."""
    todo = list(ast.iter_child_nodes(node))
    while todo:
        current = todo.pop()
        if isinstance(current, ast.If) and _is_type_checking(current):
            todo.extend(current.orelse)
            continue
        yield current
        if isinstance(current, ast.Lambda):
            todo.append(current.body)
        elif not isinstance(current, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            todo.extend(ast.iter_child_nodes(current))


def _references(node: ast.AST) -> tuple[set[str], set[str]]:
    """(names, attribute names) referenced by the code of `node`."""
    names: set[str] = set()
    attributes: set[str] = set()
    for child in _own_nodes(node):
        if isinstance(child, ast.Name):
            names.add(child.id)
        elif isinstance(child, ast.Attribute):
            attributes.add(child.attr)
    return names, attributes  # an import binds a name but runs nothing: a reference is a use


LIFECYCLE = ("__init__", "__post_init__", "__call__", "__enter__", "__exit__", "__iter__", "__next__")


def reached_code(stage: str) -> list[Defined]:
    """Every function (and module/class body) the handler of `stage` can run: rapid type analysis by name —
    a method is followed by its attribute name only once its class (or a subclass) is referenced."""
    index = _index(universe(f"functions.{stage}.handler"))
    reached: dict[tuple[str, str], Defined] = {}
    attributes: set[str] = set()
    classes: set[str] = set()
    todo: list[Defined] = list(index.roots)

    def instantiate(cls: str) -> None:
        if cls in classes or cls not in index.methods:
            return
        classes.add(cls)
        for name, items in index.methods[cls].items():
            if name in LIFECYCLE or name in attributes:
                todo.extend(items)
        for base in index.bases.get(cls, ()):
            instantiate(base)

    while todo:
        item = todo.pop()
        key = (item.module, item.qualname)
        if key in reached:
            continue
        reached[key] = item
        names, attrs = _references(item.node)
        for name in names:
            todo.extend(index.functions.get(name, []))
            instantiate(name)
        for attr in attrs - attributes:
            attributes.add(attr)
            todo.extend(index.functions.get(attr, []))  # module.function
            instantiate(attr)  # module.Class
            for cls in classes:
                todo.extend(index.methods[cls].get(attr, []))
    return list(reached.values())


def calls_in(item: Defined) -> Iterator[AwsCall]:
    targets = registry.AWS_CALL_TARGETS.get(item.module)
    if not targets or not isinstance(item.node, ast.FunctionDef | ast.AsyncFunctionDef):
        return
    for node in _own_nodes(item.node):
        if isinstance(node, ast.Attribute) and not _is_call_target(node, item.node):
            # a client method passed on (e.g. `self._call(self.textract.start_document_analysis, ...)`)
            for service, target in sorted(targets.items()):
                if (operation := operations(service).get(node.attr)) is not None:
                    yield AwsCall(item.module, item.qualname, service, operation, target)
            continue
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        method = node.func.attr
        owner = node.func.value
        if (
            isinstance(owner, ast.Attribute)
            and (owner.attr, method) in SDK_METHODS
            and "bedrock-runtime" in targets
        ):
            yield AwsCall(
                item.module,
                item.qualname,
                "bedrock-runtime",
                SDK_METHODS[(owner.attr, method)],
                targets["bedrock-runtime"],
            )
            continue
        named = method
        if method in ("get_paginator", "generate_presigned_url") and node.args:
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                named = first.value
        for service, target in sorted(targets.items()):
            operation = operations(service).get(named)
            if operation is not None:
                yield AwsCall(item.module, item.qualname, service, operation, target)


def _is_call_target(attribute: ast.Attribute, function: ast.AST) -> bool:
    return any(isinstance(n, ast.Call) and n.func is attribute for n in ast.walk(function))


def function_calls(stage: str) -> set[AwsCall]:
    return {call for item in reached_code(stage) for call in calls_in(item)}


def modules_creating_clients() -> set[str]:
    """Every module of the package or the functions that builds a boto3 client or Anthropic's Bedrock client."""
    found: set[str] = set()
    for base in (ROOT / "layers" / "clausetrail", ROOT / "functions"):
        for path in base.rglob("*.py"):
            relative = path.relative_to(ROOT / "layers" if base.name == "clausetrail" else ROOT).with_suffix(
                ""
            )
            module = ".".join(relative.parts).removesuffix(".__init__")
            text = path.read_text(encoding="utf-8")
            if "boto3.client(" in text or "AnthropicBedrock(" in text or "boto3.Session(" in text:
                found.add(module)
    return found
