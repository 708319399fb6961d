"""`clausetrail eval policies`: ingest each golden document through the pipeline, score the extracted terms
against the hand-labelled values (SPEC §6) and report per field, per document, Tier A and Tier B."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from clausetrail.domain.policy import VersionStatus
from clausetrail.domain.terms import FIELD_REGISTRY, PolicyTerms
from clausetrail.eval.policy_compare import DocumentScore, score_corpus, score_document
from clausetrail.runtime import Runtime


@dataclass
class PoliciesEval:
    scores: list[DocumentScore]
    errors: dict[str, str] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)
    offline: bool = True

    def to_json(self) -> dict[str, Any]:
        corpus = score_corpus(self.scores)
        return {
            "model": "offline deterministic model" if self.offline else "claude",
            "corpus": corpus.to_dict(),
            "documents": [s.to_dict() for s in self.scores],
            "errors": self.errors,
            "seconds": self.seconds,
        }


def evaluate_policies(
    rt: Runtime, golden_dir: Path, documents: Path, console: Console | None = None
) -> PoliciesEval:
    from clausetrail.services.local_ingest import ingest_file

    result = PoliciesEval(scores=[])
    for path in sorted(golden_dir.glob("*.json")):
        golden = json.loads(path.read_text())
        pdf = documents / golden["document"]
        if not pdf.is_file():
            result.errors[path.name] = f"document {pdf} not found"
            continue
        if golden.get("sha256") and hashlib.sha256(pdf.read_bytes()).hexdigest() != golden["sha256"]:
            result.errors[path.name] = "document hash differs from the golden file's sha256"
            continue
        outcome = ingest_file(rt, pdf)
        version = outcome.version
        if version.status is not VersionStatus.READY:
            result.errors[path.name] = f"ingestion failed: {version.error_code}"
            continue
        terms = PolicyTerms.model_validate(version.terms or {})
        score = score_document(golden, terms)
        result.scores.append(score)
        result.seconds[golden["document"]] = round(outcome.seconds, 2)
        result.offline = result.offline and bool((version.completeness or {}).get("offline", True))
        if console:
            a, b = score.tier_a_pass_rate or 0.0, score.tier_b_pass_rate or 0.0
            console.print(f"  {golden['document']}: Tier A {a:.0%}, Tier B {b:.0%}")
    return result


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value:.0%}"


def print_policies_report(result: PoliciesEval, console: Console) -> None:
    corpus = score_corpus(result.scores)
    docs = corpus.per_document
    short = {name: name.split("_")[0][:10] + "…" + name.rsplit("_", 1)[-1][:6] for name in docs}
    table = Table("field", "tier", *short.values(), "rate", title="Per field (✓ pass, ✗ fail)")
    for name, spec in FIELD_REGISTRY.items():
        marks = [
            ("✓" if d.per_field[name].passed else "✗") if name in d.per_field else "" for d in docs.values()
        ]
        rate = corpus.per_field.get(name)
        table.add_row(name, spec.tier, *marks, _pct(rate.rate if rate else None))
    console.print(table)
    per_doc = Table("document", "Tier A", "Tier B", "failed fields", title="Per document")
    for name, score in docs.items():
        per_doc.add_row(
            name,
            _pct(score.tier_a_pass_rate),
            _pct(score.tier_b_pass_rate),
            ", ".join(r.field for r in score.failures()),
        )
    console.print(per_doc)
    label = "offline deterministic model" if result.offline else "Claude"
    console.print(
        f"[bold]Overall ({label})[/bold]: Tier A {_pct(corpus.tier_a_pass_rate)}, "
        f"Tier B {_pct(corpus.tier_b_pass_rate)}; lowest document Tier A "
        f"{_pct(min((s.tier_a_pass_rate or 0.0 for s in result.scores), default=None))}"
    )
    for name, error in result.errors.items():
        console.print(f"[red]{name}: {error}[/red]")


def markdown_report(result: PoliciesEval) -> str:
    corpus = score_corpus(result.scores)
    lines = [
        "# Policy terms evaluation",
        "",
        f"Model: {'offline deterministic model' if result.offline else 'Claude'}. "
        f"Tier A {_pct(corpus.tier_a_pass_rate)}, Tier B {_pct(corpus.tier_b_pass_rate)} "
        f"over {len(result.scores)} documents.",
        "",
        "| document | Tier A | Tier B | failed fields |",
        "|---|---|---|---|",
    ]
    for name, score in corpus.per_document.items():
        failed = ", ".join(r.field for r in score.failures()) or "—"
        lines.append(
            f"| {name} | {_pct(score.tier_a_pass_rate)} | {_pct(score.tier_b_pass_rate)} | {failed} |"
        )
    lines += ["", "## Failures", ""]
    for score in result.scores:
        for r in score.failures():
            lines.append(
                f"- **{score.document}** `{r.field}`: expected `{r.expected}`, got `{r.actual}` ({r.reason})"
            )
    return "\n".join(lines) + "\n"
