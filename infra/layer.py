"""The shared Lambda layer: the `clausetrail` package plus its AWS runtime dependencies.

Built without Docker: `PipLayerBundler` asks pip for manylinux x86_64 / CPython 3.12 wheels only, so the
result runs on the Lambda python3.12 runtime whatever machine synthesizes it.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from pathlib import Path
from typing import cast

import jsii
from aws_cdk import AssetHashType, BundlingOptions, ILocalBundling
from aws_cdk import aws_lambda as lambda_
from constructs import Construct

LAMBDA_PYTHON_VERSION = "3.12"
RUNTIME = lambda_.Runtime.PYTHON_3_12
ARCHITECTURE = lambda_.Architecture.X86_64
# Lambda python3.12 runs on Amazon Linux 2023 (glibc 2.34): any manylinux tag up to 2.34 loads there.
WHEEL_PLATFORMS = ("manylinux2014_x86_64", "manylinux_2_28_x86_64", "manylinux_2_34_x86_64")
_IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc", "*.pyo", ".mypy_cache", ".pytest_cache")


def lambda_target_args() -> list[str]:
    """pip options that select wheels for the Lambda runtime (shared with the lock, infra/lock_layer.py)."""
    platforms = [arg for platform in WHEEL_PLATFORMS for arg in ("--platform", platform)]
    return [
        *platforms,
        "--only-binary=:all:",
        "--implementation",
        "cp",
        "--python-version",
        LAMBDA_PYTHON_VERSION,
    ]


def pip_install_command(requirements: Path, target: Path, python: str = sys.executable) -> list[str]:
    """The pip call that fills the layer's `python/` folder with Lambda-compatible wheels: the hash-pinned
    lock (requirements-lambda.txt) with --require-hashes, so only the locked wheel bytes can be installed."""
    return [
        python, "-m", "pip", "install",
        "--requirement", str(requirements),
        "--require-hashes",
        "--target", str(target),
        *lambda_target_args(),
        "--no-compile",  # .pyc files are rebuilt by Lambda; leaving them out keeps the zip reproducible
        "--disable-pip-version-check",
        "--quiet",
    ]  # fmt: skip


def _tree_digest(root: Path) -> list[bytes]:
    parts: list[bytes] = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if path.is_dir() or any(part in {"__pycache__", ".mypy_cache"} for part in relative.parts):
            continue
        if path.suffix in {".pyc", ".pyo"}:
            continue
        parts += [str(relative).encode(), hashlib.sha256(path.read_bytes()).digest()]
    return parts


def layer_source_hash(package_dir: Path, requirements: Path) -> str:
    """Changes exactly when the layer content would: package files, requirements or pip target."""
    digest = hashlib.sha256()
    for part in [
        requirements.read_bytes(),
        " ".join(WHEEL_PLATFORMS).encode(),
        LAMBDA_PYTHON_VERSION.encode(),
    ]:
        digest.update(part)
    for part in _tree_digest(package_dir):
        digest.update(part)
    return digest.hexdigest()


@jsii.implements(ILocalBundling)
class PipLayerBundler:
    """Local bundling for the layer: pip-installs the requirements and copies the package, no Docker."""

    def __init__(self, package_dir: Path, requirements: Path) -> None:
        self.package_dir = package_dir
        self.requirements = requirements

    # jsii passes the BundlingOptions struct as one positional argument.
    def try_bundle(self, output_dir: str, options: BundlingOptions) -> bool:
        self.bundle(Path(output_dir))
        return True

    def bundle(self, output_dir: Path) -> None:
        site = output_dir / "python"
        site.mkdir(parents=True, exist_ok=True)
        result = subprocess.run(
            pip_install_command(self.requirements, site), capture_output=True, text=True, check=False
        )
        if result.returncode != 0:
            # Raising (not returning False) keeps CDK from silently falling back to Docker.
            raise RuntimeError(f"pip could not build the Lambda layer:\n{result.stdout}\n{result.stderr}")
        shutil.rmtree(site / "bin", ignore_errors=True)  # console scripts with this machine's shebang
        for tests in site.glob("*/**/tests"):  # third-party test suites (numpy alone ships ~8 MB)
            if tests.is_dir():
                shutil.rmtree(tests)
        shutil.copytree(self.package_dir, site / self.package_dir.name, ignore=_IGNORED, dirs_exist_ok=True)


class SharedLayer(Construct):
    """`layer` is attached to every function; its asset hash follows the package and the requirements."""

    def __init__(self, scope: Construct, construct_id: str, *, package_dir: Path, requirements: Path) -> None:
        super().__init__(scope, construct_id)
        if not (package_dir / "__init__.py").is_file():
            raise FileNotFoundError(f"{package_dir} is not a Python package")
        if not requirements.is_file():
            raise FileNotFoundError(f"layer requirements {requirements} not found")
        self.layer = lambda_.LayerVersion(
            self,
            "Layer",
            description="clausetrail package and its AWS runtime dependencies",
            code=lambda_.Code.from_asset(
                str(package_dir),
                asset_hash_type=AssetHashType.CUSTOM,
                asset_hash=layer_source_hash(package_dir, requirements),
                bundling=BundlingOptions(
                    image=RUNTIME.bundling_image,  # never used: the local bundler raises instead
                    # jsii checks the interface at run time; the Python signature differs by design
                    local=cast(ILocalBundling, PipLayerBundler(package_dir, requirements)),
                ),
            ),
            compatible_runtimes=[RUNTIME],
            compatible_architectures=[ARCHITECTURE],
        )
