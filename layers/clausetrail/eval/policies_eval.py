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
from clausetrail.eval.golden_sets import (
    Split,
    golden_files,
    group_by,
    insurer_of,
    load_split,
    resolve_document,
)
from clausetrail.eval.policy_compare import DocumentScore, score_corpus, score_document
from clausetrail.runtime import Runtime


@dataclass
class PoliciesEval:
    scores: list[DocumentScore]
    errors: dict[str, str] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)
    offline: bool = True
    split: Split = field(default_factory=lambda: Split(frozenset(), None))
    insurers: dict[str, str] = field(default_factory=dict)  # document -> insurer key

    def part_scores(self) -> dict[str, list[DocumentScore]]:
        """Part (test first, then dev; or `all`) -> its documents' scores."""
        return {
            part: [s for s in self.scores if self.split.part_of(s.document or "") == part]
            for part in self.split.parts
        }

    def insurer_scores(self) -> dict[str, list[DocumentScore]]:
        return group_by(self.scores, lambda s: self.insurers.get(s.document or "", "unknown"))

    def leave_one_insurer_out(self) -> dict[str, Any]:
        """Tier A of each insurer's wordings, scored as if that insurer were held out.

        The offline extractor fits nothing per insurer or per document (its patterns are fixed code), so
        holding an insurer out changes no parameter: each insurer's figure is its wordings' Tier A. What the
        figure adds is the weighting: every insurer counts once, as a new insurer would, and the report says
        whether the development part held any wording of that insurer (`seen_in_dev`)."""
        per_insurer: dict[str, Any] = {}
        for insurer, scores in self.insurer_scores().items():
            parts = {self.split.part_of(s.document or "") for s in scores}
            per_insurer[insurer] = {
                "documents": len(scores),
                "tier_a_pass_rate": score_corpus(scores).tier_a_pass_rate,
                "seen_in_dev": "dev" in parts or not self.split.is_split,
            }
        rates = [v["tier_a_pass_rate"] for v in per_insurer.values() if v["tier_a_pass_rate"] is not None]
        return {
            "mean_insurer_tier_a_pass_rate": sum(rates) / len(rates) if rates else None,
            "worst_insurer_tier_a_pass_rate": min(rates, default=None),
            "insurers": per_insurer,
        }

    def to_json(self) -> dict[str, Any]:
        corpus = score_corpus(self.scores)
        return {
            "model": "offline deterministic model" if self.offline else "claude",
            "split": str(self.split.source) if self.split.source else None,
            "corpus": corpus.to_dict(),
            "parts": {part: _part_summary(scores) for part, scores in self.part_scores().items()},
            "insurers": {name: _part_summary(scores) for name, scores in self.insurer_scores().items()},
            "leave_one_insurer_out": self.leave_one_insurer_out(),
            "documents": [s.to_dict() for s in self.scores],
            "errors": self.errors,
            "seconds": self.seconds,
        }


def evaluate_policies(
    rt: Runtime, golden_dir: Path, documents: Path, console: Console | None = None
) -> PoliciesEval:
    from clausetrail.services.local_ingest import ingest_file

    result = PoliciesEval(scores=[], split=load_split(golden_dir))
    for path in golden_files(golden_dir):
        golden = json.loads(path.read_text())
        pdf = resolve_document(documents, golden["document"])
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
        labelled_insurer = (golden.get("fields", {}).get("insurer_name") or {}).get("value")
        result.insurers[score.document or ""] = insurer_of(golden["document"], labelled_insurer)
        result.seconds[golden["document"]] = round(outcome.seconds, 2)
        result.offline = result.offline and bool((version.completeness or {}).get("offline", True))
        if console:
            a, b = score.tier_a_pass_rate or 0.0, score.tier_b_pass_rate or 0.0
            console.print(f"  {golden['document']}: Tier A {a:.0%}, Tier B {b:.0%}")
    return result


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value:.0%}"


def _part_summary(scores: list[DocumentScore]) -> dict[str, Any]:
    corpus = score_corpus(scores)
    return {
        "documents": len(scores),
        "tier_a_pass_rate": corpus.tier_a_pass_rate,
        "tier_b_pass_rate": corpus.tier_b_pass_rate,
        "lowest_document_tier_a_pass_rate": min((s.tier_a_pass_rate or 0.0 for s in scores), default=None),
        "per_field": {name: rate.rate for name, rate in corpus.per_field.items()},
    }


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
    print_parts_report(result, console)
    for name, error in result.errors.items():
        console.print(f"[red]{name}: {error}[/red]")


def print_parts_report(result: PoliciesEval, console: Console) -> None:
    """Test part first, then development, then per insurer and leave-one-insurer-out (SPEC §12)."""
    parts = Table("part", "documents", "Tier A", "Tier B", "lowest document Tier A", title="By part")
    for part, scores in result.part_scores().items():
        summary = _part_summary(scores)
        parts.add_row(
            part,
            str(summary["documents"]),
            _pct(summary["tier_a_pass_rate"]),
            _pct(summary["tier_b_pass_rate"]),
            _pct(summary["lowest_document_tier_a_pass_rate"]),
        )
    console.print(parts)
    loio = result.leave_one_insurer_out()
    insurers = Table(
        "insurer", "documents", "Tier A", "seen in dev", title="Per insurer (leave one insurer out)"
    )
    for name, row in loio["insurers"].items():
        insurers.add_row(name, str(row["documents"]), _pct(row["tier_a_pass_rate"]), str(row["seen_in_dev"]))
    console.print(insurers)
    console.print(
        f"leave-one-insurer-out Tier A: mean over insurers {_pct(loio['mean_insurer_tier_a_pass_rate'])}, "
        f"worst insurer {_pct(loio['worst_insurer_tier_a_pass_rate'])}"
    )


def markdown_report(result: PoliciesEval) -> str:
    corpus = score_corpus(result.scores)
    lines = [
        "# Policy terms evaluation",
        "",
        f"Model: {'offline deterministic model' if result.offline else 'Claude'}. "
        f"Tier A {_pct(corpus.tier_a_pass_rate)}, Tier B {_pct(corpus.tier_b_pass_rate)} "
        f"over {len(result.scores)} documents.",
        "",
        "| part | documents | Tier A | Tier B | lowest document Tier A |",
        "|---|---|---|---|---|",
        *(
            f"| {part} | {row['documents']} | {_pct(row['tier_a_pass_rate'])} | "
            f"{_pct(row['tier_b_pass_rate'])} | {_pct(row['lowest_document_tier_a_pass_rate'])} |"
            for part, row in ((p, _part_summary(s)) for p, s in result.part_scores().items())
        ),
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
