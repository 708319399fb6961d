"""`clausetrail eval layouts`: generated claim document sets in many layout families, read by the claim
reader's public entry point, compared field by field with the truth they were generated from.

The generator (:mod:`clausetrail.synthetic.layouts`) was written apart from the reader; each set's PDFs go
through the runtime's OCR port (the local text-layer / RapidOCR path) and :class:`OfflineClaimFactsExtractor`,
exactly as the claims stage reads a claim's documents.

Comparison rules (documented in the report under ``rules``):

- Text fields are case-, space- and punctuation-insensitive: words that OCR ran together (lost spaces)
  count as the same words.
- ``patient_name``: the same words once a title (Mr., Mrs., Ms., Shri, Smt., …) is dropped.
- ``bill_number``: case and spaces ignored; every other character must match.
- ``admission_date`` / ``discharge_date``: the same date.
- ``diagnosis`` / ``procedure``: token-set similarity (Jaccard over lower-cased words) ≥ 0.8; a medical
  admission has no procedure and is right only when none is read.
- ``room_category``: the same set of words, ignoring case, punctuation and the generic words "room", "ward",
  "bed", "category", "type", "class", "charges", "rent".
- ``room_rate``: ``room_rate_per_day`` equals the room tariff (never the ICU tariff).
- ``icu_rate``: the ICU lines' amount divided by the ICU days read (``icu_days``, else the lines' ``days``)
  equals the ICU tariff; a claim without ICU is right when no ICU line is read.
- ``line_items``: the same multiset of whole-rupee amounts (so the same count) as the main bill's charge
  lines; headings, subtotals, carried-forward, GST, discount, advance and balance rows are not lines. On a
  summary-first bill (heads of service on page one, the lines after) the heads' amounts are accepted
  instead of the lines, but not both together.
- ``bill_total``: the main bill's total of charges, exactly.
- ``line_categories`` (extra, not in the headline): the multiset of (amount, category) also matches.

Headline: ``items_and_total_exact`` — the share of sets whose line items and bill total are both exact.
"""

from __future__ import annotations

import json
import re
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any, Final

from rich.console import Console
from rich.table import Table

from clausetrail.claim_extraction.offline import OfflineClaimFactsExtractor
from clausetrail.claim_extraction.outcome import ExtractionOutcome
from clausetrail.domain.claims.facts import ClaimFacts, LineCategory
from clausetrail.ports.ocr import OcrPort
from clausetrail.synthetic.layouts import FAMILIES, ClaimTruth, generate_sets, write_set

FIELDS: Final = (
    "patient_name",
    "bill_number",
    "admission_date",
    "discharge_date",
    "diagnosis",
    "procedure",
    "room_category",
    "room_rate",
    "icu_rate",
    "line_items",
    "bill_total",
)
EXTRA_FIELDS: Final = ("line_categories",)
SHORT: Final = {
    "patient_name": "name",
    "bill_number": "bill#",
    "admission_date": "adm",
    "discharge_date": "dis",
    "diagnosis": "dx",
    "procedure": "proc",
    "room_category": "room",
    "room_rate": "rate",
    "icu_rate": "icu",
    "line_items": "items",
    "bill_total": "total",
    "line_categories": "cats",
}
TEXT_SIMILARITY: Final = 0.8
TITLES: Final = frozenset({"mr", "mrs", "ms", "miss", "shri", "sri", "smt", "kumari", "master", "baby", "dr"})
ROOM_GENERIC: Final = frozenset({"room", "ward", "bed", "category", "type", "class", "charges", "rent"})
RULES: Final = {
    "patient_name": "case/space/punctuation-insensitive, title dropped",
    "bill_number": "case- and space-insensitive exact",
    "admission_date": "same date",
    "discharge_date": "same date",
    "diagnosis": f"token-set Jaccard >= {TEXT_SIMILARITY}",
    "procedure": f"token-set Jaccard >= {TEXT_SIMILARITY}; none printed -> none read",
    "room_category": "same word set, generic words (room, ward, bed, category, ...) ignored",
    "room_rate": "room_rate_per_day == room tariff (INR)",
    "icu_rate": "ICU line amount / ICU days == ICU tariff; no ICU -> no ICU line",
    "line_items": "same multiset of integer INR amounts (and count) as the charge lines (or the summary heads)",
    "bill_total": "exact integer INR",
    "line_categories": "extra: same multiset of (amount, category)",
}


def _words(text: str | None) -> list[str]:
    return re.sub(r"[^0-9a-z]+", " ", (text or "").lower()).split()


def jaccard(a: str | None, b: str | None) -> float:
    x, y = set(_words(a)), set(_words(b))
    if not x and not y:
        return 1.0
    return len(x & y) / len(x | y)


def _squashed(words: Sequence[str]) -> str:
    """Words run together: OCR that lost the spaces still read the same characters."""
    return "".join(words)


def same_name(truth: str, read: str | None) -> bool:
    want = [w for w in _words(truth) if w not in TITLES]
    got = [w for w in _words(read) if w not in TITLES]
    return want == got or _squashed(want) == _squashed(got)


def same_bill_number(truth: str, read: str | None) -> bool:
    return read is not None and re.sub(r"\s+", "", truth).upper() == re.sub(r"\s+", "", read).upper()


def same_room_category(truth: str, read: str | None) -> bool:
    want = [w for w in _words(truth) if w not in ROOM_GENERIC]
    got = [w for w in _words(read) if w not in ROOM_GENERIC]
    return set(want) == set(got) or (bool(want) and _squashed(want) == _squashed(got))


def similar_text(truth: str | None, read: str | None) -> bool:
    if truth is None:
        return read is None
    if read is None:
        return False
    return jaccard(truth, read) >= TEXT_SIMILARITY or _squashed(_words(truth)) == _squashed(_words(read))


def icu_rate_read(facts: ClaimFacts) -> int | None:
    lines = [li for li in facts.line_items if li.category is LineCategory.ICU]
    if not lines:
        return None
    amount = sum(li.amount for li in lines)
    days = facts.icu_days or sum(li.days or 0 for li in lines)
    if not days:
        return -1  # an ICU charge whose tariff cannot be told
    return amount // days if amount % days == 0 else -1


def compare(truth: ClaimTruth, facts: ClaimFacts) -> dict[str, bool]:
    """Field -> right or wrong, by the rules in this module's docstring."""
    truth_amounts = sorted(li.amount for li in truth.line_items)
    read_amounts = sorted(li.amount for li in facts.line_items)
    truth_cats = Counter((li.amount, li.category) for li in truth.line_items)
    read_cats = Counter((li.amount, li.category.value) for li in facts.line_items)
    return {
        "patient_name": same_name(truth.patient_name, facts.patient_name),
        "bill_number": same_bill_number(truth.bill_number, facts.bill_number),
        "admission_date": facts.admission_date == truth.admission_date,
        "discharge_date": facts.discharge_date == truth.discharge_date,
        "diagnosis": similar_text(truth.diagnosis, facts.diagnosis),
        "procedure": similar_text(truth.procedure, facts.procedure),
        "room_category": same_room_category(truth.room_category, facts.room_category),
        "room_rate": facts.room_rate_per_day == truth.room_rate_per_day,
        "icu_rate": icu_rate_read(facts) == truth.icu_rate_per_day,
        "line_items": read_amounts == truth_amounts
        or (bool(truth.summary_amounts) and read_amounts == sorted(truth.summary_amounts)),
        "bill_total": facts.bill_total == truth.bill_total,
        "line_categories": read_cats == truth_cats,
    }


def _shown(facts: ClaimFacts | None, truth: ClaimTruth, name: str) -> tuple[Any, Any]:
    """(truth, read) of one field, for the failures list."""
    if name == "line_items" or name == "line_categories":
        want = sorted((li.amount, li.category) for li in truth.line_items)
        got = sorted((li.amount, li.category.value) for li in facts.line_items) if facts else None
        return want, got
    mapping: dict[str, tuple[Any, str]] = {
        "patient_name": (truth.patient_name, "patient_name"),
        "bill_number": (truth.bill_number, "bill_number"),
        "admission_date": (truth.admission_date, "admission_date"),
        "discharge_date": (truth.discharge_date, "discharge_date"),
        "diagnosis": (truth.diagnosis, "diagnosis"),
        "procedure": (truth.procedure, "procedure"),
        "room_category": (truth.room_category, "room_category"),
        "room_rate": (truth.room_rate_per_day, "room_rate_per_day"),
        "bill_total": (truth.bill_total, "bill_total"),
    }
    if name == "icu_rate":
        return truth.icu_rate_per_day, icu_rate_read(facts) if facts else None
    want, attr = mapping[name]
    return want, getattr(facts, attr) if facts else None


@dataclass
class SetResult:
    set_id: str
    family: str
    scanned: bool
    fields: dict[str, bool]
    seconds: float
    error: str | None = None
    failures: dict[str, tuple[Any, Any]] = field(default_factory=dict)

    @property
    def items_and_total(self) -> bool:
        return self.fields.get("line_items", False) and self.fields.get("bill_total", False)


def _share(values: Sequence[bool]) -> float | None:
    return round(sum(values) / len(values), 4) if values else None


@dataclass
class LayoutsEvalResult:
    count: int
    seed: int
    out: str
    results: list[SetResult] = field(default_factory=list)
    seconds: float = 0.0

    def per_field(self, results: Sequence[SetResult] | None = None) -> dict[str, float | None]:
        rows = self.results if results is None else results
        return {name: _share([r.fields.get(name, False) for r in rows]) for name in FIELDS + EXTRA_FIELDS}

    def per_family(self) -> dict[str, dict[str, Any]]:
        out: dict[str, dict[str, Any]] = {}
        for family in dict.fromkeys(r.family for r in self.results):
            rows = [r for r in self.results if r.family == family]
            out[family] = {
                "sets": len(rows),
                "scanned": rows[0].scanned,
                "items_and_total_exact": _share([r.items_and_total for r in rows]),
                "per_field": self.per_field(rows),
            }
        return out

    def to_json(self) -> dict[str, Any]:
        text = [r for r in self.results if not r.scanned]
        scanned = [r for r in self.results if r.scanned]
        return {
            "count": len(self.results),
            "seed": self.seed,
            "out": self.out,
            "families": len({r.family for r in self.results}),
            "items_and_total_exact": _share([r.items_and_total for r in self.results]),
            "per_field": self.per_field(),
            "text_layer": {
                "sets": len(text),
                "items_and_total_exact": _share([r.items_and_total for r in text]),
            },
            "scanned": {
                "sets": len(scanned),
                "items_and_total_exact": _share([r.items_and_total for r in scanned]),
            },
            "per_family": self.per_family(),
            "errors": {r.set_id: r.error for r in self.results if r.error},
            "rules": RULES,
            "seconds": round(self.seconds, 1),
            "seconds_per_set": round(self.seconds / max(1, len(self.results)), 3),
            "failures": {
                r.set_id: {k: [str(v[0]), str(v[1])] for k, v in r.failures.items()}
                for r in self.results
                if r.failures
            },
        }


def read_set(ocr: OcrPort, docs: dict[str, bytes]) -> ExtractionOutcome:
    """The claims stage's reading of one set: OCR port → layout → the offline extractor."""
    layouts = [(name, ocr.analyze(pdf)) for name, pdf in docs.items()]
    return OfflineClaimFactsExtractor().extract(layouts)


def _json_default(value: Any) -> Any:
    if isinstance(value, date):
        return value.isoformat()
    return str(value)


def evaluate_layouts(
    ocr: OcrPort,
    *,
    count: int = 300,
    seed: int = 1,
    out: Path | None = None,
    scanned: bool = True,
    families: Sequence[str] = (),
    console: Console | None = None,
) -> LayoutsEvalResult:
    """Generate ``count`` sets (spread evenly over the families, or over the ``families`` named), read and
    score each one."""
    unknown = sorted(set(families) - {f.name for f in FAMILIES})
    if unknown:
        raise ValueError(
            f"no layout family named {', '.join(unknown)}; known: {', '.join(f.name for f in FAMILIES)}"
        )
    pool = [f for f in FAMILIES if f.name in families] if families else None
    started = time.perf_counter()
    result = LayoutsEvalResult(count=count, seed=seed, out=str(out) if out else "")
    for truth, _family, docs in generate_sets(count, seed, scanned=scanned, families=pool):
        t0 = time.perf_counter()
        facts: ClaimFacts | None = None
        error: str | None = None
        outcome: ExtractionOutcome | None = None
        try:
            outcome = read_set(ocr, docs)
            facts = outcome.facts
            fields = compare(truth, facts)
        except Exception as exc:  # a set the reader cannot read at all scores zero on every field
            error = f"{type(exc).__name__}: {exc}"
            fields = dict.fromkeys(FIELDS + EXTRA_FIELDS, False)
        failures = {name: _shown(facts, truth, name) for name, ok in fields.items() if not ok}
        row = SetResult(
            truth.set_id, truth.family, truth.scanned, fields, time.perf_counter() - t0, error, failures
        )
        result.results.append(row)
        if out is not None:
            folder = write_set(out, truth, docs)
            read = outcome.model_dump(mode="json") if outcome else {"error": error}
            (folder / "read.json").write_text(
                json.dumps(read, indent=2, default=_json_default, ensure_ascii=False)
            )
        if console is not None and len(result.results) % 25 == 0:
            done = result.results
            console.print(
                f"{len(done)}/{count} sets read; line items and total exact so far "
                f"{sum(r.items_and_total for r in done)}/{len(done)}"
            )
    result.seconds = time.perf_counter() - started
    return result


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.0f}"


def print_layouts_report(result: LayoutsEvalResult, console: Console) -> None:
    report = result.to_json()
    wide = Console(width=max(console.width, 150), file=console.file, force_terminal=False, no_color=True)
    fields = Table(
        title=f"Per-field accuracy over {report['count']} generated sets ({report['families']} families)"
    )
    fields.add_column("field")
    fields.add_column("accuracy", justify="right")
    fields.add_column("rule")
    for name, share in report["per_field"].items():
        fields.add_row(name, _pct(share) + " %", RULES[name])
    wide.print(fields)
    families = Table(title="Per layout family (% right)")
    families.add_column("family")
    families.add_column("n", justify="right")
    for name in FIELDS + EXTRA_FIELDS:
        families.add_column(SHORT[name], justify="right")
    families.add_column("items+total", justify="right")
    for name, row in report["per_family"].items():
        families.add_row(
            name + (" (scan)" if row["scanned"] else ""),
            str(row["sets"]),
            *[_pct(row["per_field"][f]) for f in FIELDS + EXTRA_FIELDS],
            _pct(row["items_and_total_exact"]),
        )
    wide.print(families)
    wide.print(
        f"line items and bill total exact: {_pct(report['items_and_total_exact'])} % of {report['count']} sets "
        f"(text layer {_pct(report['text_layer']['items_and_total_exact'])} % of {report['text_layer']['sets']}, "
        f"scanned {_pct(report['scanned']['items_and_total_exact'])} % of {report['scanned']['sets']}); "
        f"{len(report['errors'])} sets raised; {report['seconds']} s"
    )


def markdown_report(result: LayoutsEvalResult) -> str:
    """The per-field and per-family tables as Markdown (for the README and the issue)."""
    report = result.to_json()
    out = [
        f"Layouts eval: {report['count']} generated sets over {report['families']} layout families "
        f"(seed {report['seed']}); line items and bill total exact on "
        f"**{_pct(report['items_and_total_exact'])} %** (text layer {_pct(report['text_layer']['items_and_total_exact'])} % "
        f"of {report['text_layer']['sets']}, scanned {_pct(report['scanned']['items_and_total_exact'])} % of "
        f"{report['scanned']['sets']}).",
        "",
        "| field | accuracy | rule |",
        "|---|---:|---|",
    ]
    out += [
        f"| {name} | {'-' if share is None else f'{100 * share:.1f}'} % | {RULES[name]} |"
        for name, share in report["per_field"].items()
    ]
    names = FIELDS + EXTRA_FIELDS
    out += ["", "| family | n | " + " | ".join(SHORT[n] for n in names) + " | items+total |"]
    out.append("|---|---:|" + "---:|" * (len(names) + 1))
    for family, row in report["per_family"].items():
        cells = [_pct(row["per_field"][n]) for n in names] + [_pct(row["items_and_total_exact"])]
        out.append(
            f"| {family}{' (scan)' if row['scanned'] else ''} | {row['sets']} | " + " | ".join(cells) + " |"
        )
    return "\n".join(out) + "\n"


__all__ = [
    "FAMILIES",
    "LayoutsEvalResult",
    "compare",
    "evaluate_layouts",
    "markdown_report",
    "print_layouts_report",
    "read_set",
]
