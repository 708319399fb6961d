"""Deterministic claim-facts extraction over the layout model (``offline-claims-v1``).

For each document: quarantine instruction-like sentences (:mod:`injection`), rebuild visual rows
(:mod:`rows`), decide the document type (:mod:`doc_types`), read labelled values (:mod:`labels`) and, on
a bill, the itemised table (:mod:`bill_table`); a narrative discharge summary is also read sentence by
sentence ("was admitted … on 14 September 2025", "diagnosed with …", "underwent … on …").

Across documents each field comes from the document type that owns it (the bill for amounts and the bill
number, the discharge summary for clinical facts and dates); when another document says something else
the field keeps the preferred value with a lower confidence and a warning. Confidence starts from how the
text was read (text layer 0.98, OCR at most 0.9 and the recogniser's score) and drops for repaired values
(× 0.8), values derived rather than labelled (× 0.9), quantity × rate ≠ amount (× 0.6) and conflicts
between documents (× 0.6). Line items that do not add up to the bill total are reported, never fixed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from typing import Any, Final

from clausetrail.claim_extraction.bill_table import REPAIR_FACTOR, BillTable, TableLine, parse_bill_table
from clausetrail.claim_extraction.doc_types import detect_types
from clausetrail.claim_extraction.fields import KEY_FIELD, clinical_text, parse_labelled_value, room_text
from clausetrail.claim_extraction.injection import (
    find_instruction_cuts,
    looks_like_instruction,
    strip_instructions,
)
from clausetrail.claim_extraction.labels import find_labels, is_label_only, is_section_heading
from clausetrail.claim_extraction.outcome import DocumentSummary, ExtractionOutcome, SuspiciousText, sum_check
from clausetrail.claim_extraction.rows import Row, document_rows
from clausetrail.claim_extraction.values import (
    Read,
    find_dates,
)
from clausetrail.domain.claims.facts import ClaimFacts, DocumentType, FieldSource, LineCategory, LineItem
from clausetrail.domain.layout import LayoutDocument, PageSource

EXTRACTOR_VERSION: Final = "offline-claims-v1"
DERIVED_FACTOR: Final = 0.9
CONFLICT_FACTOR: Final = 0.6
TAINTED_FACTOR: Final = 0.5  # a fact read beside an instruction that was cut out
SECTION_MAX_ROWS: Final = 3

#: Which document owns a field, most trusted first; any other document is a fallback.
FIELD_OWNERS: Final[dict[str, tuple[DocumentType, ...]]] = {
    "patient_name": (DocumentType.BILL, DocumentType.DISCHARGE_SUMMARY, DocumentType.CLAIM_FORM),
    "member_id": (DocumentType.BILL, DocumentType.CLAIM_FORM, DocumentType.DISCHARGE_SUMMARY),
    "admission_date": (DocumentType.DISCHARGE_SUMMARY, DocumentType.BILL),
    "discharge_date": (DocumentType.DISCHARGE_SUMMARY, DocumentType.BILL),
    "diagnosis": (DocumentType.DISCHARGE_SUMMARY, DocumentType.CLAIM_FORM, DocumentType.BILL),
    "procedure": (DocumentType.DISCHARGE_SUMMARY, DocumentType.CLAIM_FORM, DocumentType.BILL),
    "room_category": (DocumentType.BILL, DocumentType.DISCHARGE_SUMMARY),
    "room_rate_per_day": (DocumentType.BILL,),
    "bill_number": (DocumentType.BILL, DocumentType.PAYMENT_RECEIPT),
    "bill_total": (DocumentType.BILL,),
}

_ADMITTED: Final = re.compile(r"\badmitted\b", re.I)
_DISCHARGED: Final = re.compile(r"\bdischarged\b", re.I)
_DIAGNOSED: Final = re.compile(
    r"\bdiagnosed\s+(?:with|as(?:\s+having)?|to\s+have)\s+(?P<v>.+?)\.(?=\s|$)", re.I
)
#: where a narrative's diagnosis or procedure clause ends: "… and was treated with …", ", for which …"
_CLAUSE_END: Final = re.compile(
    r"\s*,?\s+and\s+(?:was|were|is|he|she|underwent|treated|managed|taken|started|put|given|improved)\b"
    r"|\s*,\s*(?:and\s+)?(?:was|were|treated|managed|for\s+which)\b|\s+for\s+which\b"
    r"|\s+(?:was|were)\s+(?:treated|managed|started|given|put|taken)\b",
    re.I,
)
_UNDERWENT: Final = re.compile(r"\bunderwent\s+(?:an?\s+|the\s+)?(?P<v>.+?)\.(?=\s|$)", re.I)
_ACCOMMODATED: Final = tuple(
    re.compile(
        r"\b(?:accommodated|admitted|stayed)\s+in\s+(?:an?\s+|the\s+)?(?P<v>[A-Za-z][A-Za-z \-]{2,40}?)\s+"
        + ending,
        re.I,
    )
    for ending in (r"(?:category|class)\b", r"(?:room|ward)\b")
)
_ACCIDENT: Final = re.compile(
    r"road\s*traffic\s*accident|\bRTA\b|\b(?:following|after|due\s+to|sustained\s+in)\s+(?:an?\s+)?(?:accident|fall|assault)\b"
    r"|\bMLC\s*(?:No\.?|Number)\s*[:\-]?\s*\S*\d",
    re.I,
)
_ICU_WORD: Final = re.compile(
    r"\b(?:icu|iccu|ccu|micu|sicu|nicu|picu|itu|hdu|intensive\s*care|critical\s*care|high\s*dependency)\b",
    re.I,
)
_REPLACED: Final = re.compile(
    r"\b(?:replac\w*|instead|in\s*place\s*of|shifted|transferred|moved|upgraded|applied|charged\s*at)\b", re.I
)
_ROOM_DESCRIPTION: Final = re.compile(
    r"^(?:day\s*care\s*)?(?:room|ward|bed)\s*(?:charges|rent|tariff)?\s*[-–:(]\s*(?P<v>[A-Za-z][A-Za-z \-]+?)\s*\)?$",
    re.I,
)


@dataclass(frozen=True, slots=True)
class Candidate:
    value: Any
    document: str
    page: int
    confidence: float
    tainted: bool = False  # read from a row an instruction was cut out of: a fallback only


@dataclass(slots=True)
class _DocumentRead:
    name: str
    types: tuple[DocumentType, ...]
    summary: DocumentSummary
    candidates: dict[str, Candidate] = field(default_factory=dict)
    table: BillTable | None = None
    suspicious: list[SuspiciousText] = field(default_factory=list)


def _starts_with_label(row: Row) -> bool:
    hits = find_labels(row.text)
    return bool(hits) and hits[0].start == 0


def _section_text(rows: Sequence[Row], index: int) -> tuple[str, Row] | None:
    """The text under a heading-only row ("Final Diagnosis:" then its paragraph)."""
    parts: list[str] = []
    first: Row | None = None
    for row in rows[index + 1 : index + 1 + SECTION_MAX_ROWS]:
        if row.quarantined or row.page != rows[index].page or _starts_with_label(row):
            break
        if is_label_only(row.plain) or (
            first is not None and (row.heading or is_section_heading(row.plain, heading_style=row.heading))
        ):
            break  # the next section's heading, in whatever style
        parts.append(row.plain)
        first = first or row
        if row.plain.rstrip().endswith("."):
            break
    return (" ".join(parts), first) if parts and first else None


def _names_icu(text: str, label_start: int, value: str) -> bool:
    """Does a room-rate label belong to an ICU tariff ("ICU Tariff:", "Tariff: ICU 12,000", a note that
    the ICU tariff replaced the room tariff)?"""
    before = text[max(0, label_start - 25) : label_start]
    if _ICU_WORD.search(before) or _ICU_WORD.search(value):
        return True
    return bool(_ICU_WORD.search(text) and _REPLACED.search(text))


def _confidence(row: Row, read: Read[Any], factor: float = 1.0) -> float:
    return round(row.confidence * factor * (REPAIR_FACTOR if read.repaired else 1.0), 4)


def _read_labels(doc: _DocumentRead, rows: Sequence[Row], skip: range) -> None:
    for index, row in enumerate(rows):
        if row.quarantined or index in skip:
            continue
        for hit in find_labels(row.text):
            name = KEY_FIELD.get(hit.key)
            if name is None or (name in doc.candidates and (row.tainted or not doc.candidates[name].tainted)):
                continue
            value_text, source_row = hit.value, row
            if not value_text.strip() and is_label_only(row.plain):
                section = _section_text(rows, index)
                if section is None:
                    continue
                value_text, source_row = section
            if name == "room_rate_per_day" and _names_icu(row.text, hit.start, value_text):
                continue  # an ICU tariff is not the room rate
            read = parse_labelled_value(hit.key, value_text, row.ocr)
            if read is None:
                continue
            tainted = row.tainted or source_row.tainted
            doc.candidates[name] = Candidate(
                read.value,
                doc.name,
                source_row.page,
                _confidence(source_row, read, TAINTED_FACTOR if tainted else 1.0),
                tainted,
            )


def _read_narrative(doc: _DocumentRead, rows: Sequence[Row]) -> None:
    """Sentences of a narrative discharge summary, for what no label gave."""
    usable = [r for r in rows if not r.quarantined and r.table is None]
    # a section heading ends the sentence before it ("… diagnosed with X" / "COURSE IN HOSPITAL")
    pieces = [
        (". " if is_section_heading(r.plain, heading_style=r.heading) else "") + r.plain for r in usable
    ]
    text = " ".join(pieces)
    if not text:
        return
    starts: list[int] = []
    offset = 0
    for piece in pieces:
        starts.append(offset)
        offset += len(piece) + 1

    def row_at(position: int) -> Row:
        index = max(i for i, s in enumerate(starts) if s <= position)
        return usable[index]

    def add(name: str, value: Any, position: int, repaired: bool = False) -> None:
        row = row_at(position)
        if value is None or (name in doc.candidates and (row.tainted or not doc.candidates[name].tainted)):
            return
        factor = DERIVED_FACTOR * (TAINTED_FACTOR if row.tainted else 1.0)
        doc.candidates[name] = Candidate(
            value, doc.name, row.page, _confidence(row, Read(value, repaired), factor), row.tainted
        )

    for name, verb in (("admission_date", _ADMITTED), ("discharge_date", _DISCHARGED)):
        for hit in verb.finditer(text):
            sentence_end = text.find(". ", hit.end())
            window = text[hit.end() : sentence_end if sentence_end > 0 else len(text)]
            dates = find_dates(window)
            if dates:
                add(name, dates[0].value, hit.end() + dates[0].start, dates[0].repaired)
                break
    m: re.Match[str] | None = _DIAGNOSED.search(text)
    if m:
        add("diagnosis", clinical_text(_CLAUSE_END.split(m.group("v"), 1)[0]), m.start("v"))
    m = _UNDERWENT.search(text)
    if m:
        add("procedure", clinical_text(_CLAUSE_END.split(m.group("v"), 1)[0]), m.start("v"))
    for pattern in _ACCOMMODATED:
        m = pattern.search(text)
        if m:
            add("room_category", room_text(m.group("v"), ward_bed=False), m.start("v"))
            break


def _read_accident(doc: _DocumentRead, rows: Sequence[Row]) -> None:
    mlc = doc.candidates.get("is_accident")
    if mlc is not None and mlc.value is True:
        return
    for row in sorted(rows, key=lambda r: r.tainted):  # clean rows first
        if row.quarantined:
            continue
        if _ACCIDENT.search(row.plain):
            factor = DERIVED_FACTOR * (TAINTED_FACTOR if row.tainted else 1.0)
            doc.candidates["is_accident"] = Candidate(
                True, doc.name, row.page, round(row.confidence * factor, 4), row.tainted
            )
            return


def read_document(name: str, layout: LayoutDocument) -> _DocumentRead:
    """Everything one document says, before documents are reconciled."""
    cuts, spans = find_instruction_cuts(layout)
    rows: list[Row] = []
    removed: list[tuple[int, str]] = []
    for row in document_rows(layout, cuts):
        if row.quarantined or not looks_like_instruction(row.plain):
            rows.append(row)
            continue
        # an instruction inside a table cell, or across pieces joined into one row: cut it out cell by cell
        cells: list[str] = []
        for cell in row.cells:
            left, parts = strip_instructions(cell)
            cells.append(left)
            removed.extend((row.page, part) for part in parts)
        if sum(ch.isalnum() for c in cells for ch in c) < 3:
            rows.append(replace(row, quarantined=True))
        else:
            rows.append(replace(row, cells=tuple(cells), tainted=True))
    types = detect_types(name, rows)
    doc = _DocumentRead(
        name=name,
        types=types,
        summary=DocumentSummary(
            name=name,
            types=types,
            pages=layout.page_count,
            ocr_pages=sum(1 for p in layout.pages if p.source is not PageSource.TEXT_LAYER),
        ),
        suspicious=[SuspiciousText(document=name, page=s.page, text=s.text) for s in spans],
    )
    known = {s.text for s in doc.suspicious}
    for page, text in removed:
        if text not in known:
            known.add(text)
            doc.suspicious.append(SuspiciousText(document=name, page=page, text=text))
    for row in rows:
        if row.quarantined and row.table is not None and row.plain not in known:
            doc.suspicious.append(SuspiciousText(document=name, page=row.page, text=row.plain))
    skip = range(0)
    if DocumentType.BILL in types or DocumentType.PHARMACY_BILLS in types:
        pharmacy = types[0] is DocumentType.PHARMACY_BILLS
        doc.table = parse_bill_table(rows, default_group="pharmacy" if pharmacy else None)
    elif types == (DocumentType.OTHER,):
        # no title named the document: an itemised table with a total makes it a bill
        table = parse_bill_table(rows)
        if table.lines and table.total is not None:
            doc.table = table
            doc.types = types = (DocumentType.BILL,)
            doc.summary = doc.summary.model_copy(update={"types": types})
    if doc.table is not None and doc.table.header_row is not None:
        skip = range(doc.table.header_row, (doc.table.end_row or doc.table.header_row) + 1)
    _read_labels(doc, rows, skip)
    if DocumentType.DISCHARGE_SUMMARY in types:
        _read_narrative(doc, rows)
    _read_accident(doc, rows)
    if "diagnosis" not in doc.candidates and "provisional_diagnosis" in doc.candidates:
        provisional = doc.candidates["provisional_diagnosis"]
        doc.candidates["diagnosis"] = replace(
            provisional, confidence=round(provisional.confidence * DERIVED_FACTOR, 4)
        )
    return doc


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, str) and isinstance(b, str):
        return re.sub(r"[^a-z0-9]", "", a.lower()) == re.sub(r"[^a-z0-9]", "", b.lower())
    return bool(a == b)


def _rank(doc: _DocumentRead, owners: Sequence[DocumentType]) -> int:
    ranks = [owners.index(t) for t in doc.types if t in owners]
    return min(ranks) if ranks else len(owners)


def _choose(name: str, docs: Sequence[_DocumentRead], warnings: list[str]) -> Candidate | None:
    owners = FIELD_OWNERS.get(name, ())
    found = [(d, d.candidates[name]) for d in docs if name in d.candidates]
    clean = [(d, c) for d, c in found if not c.tainted]
    if not found:
        return None
    if not clean:
        warnings.append(f"{name}: read only from text next to an instruction; kept with a low confidence")
    found = clean or found
    found.sort(key=lambda pair: _rank(pair[0], owners))
    chosen = found[0][1]
    disagreeing = [c for _, c in found[1:] if not _same(c.value, chosen.value)]
    if disagreeing:
        other = disagreeing[0]
        warnings.append(
            f"{name}: {chosen.document} says {chosen.value!r} but {other.document} says {other.value!r}; "
            f"kept {chosen.document}'s with a lower confidence"
        )
        chosen = replace(chosen, confidence=round(chosen.confidence * CONFLICT_FACTOR, 4))
    return chosen


class OfflineClaimFactsExtractor:
    """Claim documents' layouts → :class:`ExtractionOutcome`, without any model."""

    version = EXTRACTOR_VERSION

    def extract(self, documents: Sequence[tuple[str, LayoutDocument]]) -> ExtractionOutcome:
        docs = [read_document(name, layout) for name, layout in documents]
        warnings: list[str] = []
        values: dict[str, Any] = {}
        sources: dict[str, FieldSource] = {}

        def put(name: str, candidate: Candidate | None) -> None:
            if candidate is None:
                return
            values[name] = candidate.value
            sources[name] = FieldSource(
                document=candidate.document, page=candidate.page, confidence=candidate.confidence
            )

        for name in (
            "patient_name",
            "member_id",
            "admission_date",
            "discharge_date",
            "diagnosis",
            "procedure",
            "room_category",
            "room_rate_per_day",
            "bill_number",
        ):
            put(name, _choose(name, docs, warnings))

        bills = [d for d in docs if d.table is not None and d.table.lines]
        line_items: list[LineItem] = []
        main = next((d for d in bills if DocumentType.BILL in d.types), None)
        main = main or next(iter(bills), None)
        if main is not None:
            parts = [main, *self._separate_pharmacy_bills(main, bills, warnings)]
            others = [d.name for d in bills if d not in parts]
            if others:
                warnings.append(
                    f"{len(others) + 1} itemised bills; the line items and total are read from "
                    f"{', '.join(d.name for d in parts)} (not {', '.join(others)})"
                )
            total: int | None = 0
            total_sources: list[Candidate] = []
            for bill in parts:
                table = bill.table
                assert table is not None
                warnings.extend(f"{bill.name}: {w}" for w in table.warnings)
                for line in table.lines:
                    sources[f"line_items[{len(line_items)}]"] = FieldSource(
                        document=bill.name, page=line.page, confidence=line.confidence
                    )
                    line_items.append(
                        LineItem(
                            description=line.description,
                            category=line.category,
                            amount=line.amount,
                            days=line.days,
                            eye=line.eye,
                        )
                    )
                if table.total is None or table.total_page is None or total is None:
                    total = None
                    continue
                total += table.total
                total_sources.append(
                    Candidate(table.total, bill.name, table.total_page, round(table.total_confidence, 4))
                )
            if total is not None and total_sources:
                first = total_sources[0]
                put(
                    "bill_total",
                    Candidate(total, first.document, first.page, min(c.confidence for c in total_sources)),
                )
            table = main.table
            assert table is not None
            self._derive_room(table, values, sources, main.name, warnings)
            self._icu_days(table, values, sources, main.name, warnings)
        else:
            warnings.append("no itemised bill was found among the documents")
        if "bill_total" not in values:
            put("bill_total", _choose("bill_total", docs, warnings))

        accidents = [
            d.candidates["is_accident"]
            for d in docs
            if d.candidates.get("is_accident") and d.candidates["is_accident"].value
        ]
        accident = min(accidents, key=lambda c: c.tainted, default=None)
        if accident is not None:
            put("is_accident", accident)
        else:
            values["is_accident"] = False

        admission, discharge = values.get("admission_date"), values.get("discharge_date")
        if isinstance(admission, date) and isinstance(discharge, date) and discharge < admission:
            warnings.append(f"discharge date {discharge} is before admission date {admission}; both dropped")
            for name in ("admission_date", "discharge_date"):
                values.pop(name)
                sources.pop(name)

        documents_present = frozenset(t for d in docs for t in d.types)
        facts = ClaimFacts(
            **values,
            line_items=tuple(line_items),
            documents_present=documents_present,
            sources=sources,
        )
        mismatch, sum_warning = sum_check(facts)
        if sum_warning:
            warnings.append(sum_warning)
        return ExtractionOutcome(
            facts=facts,
            lowest_confidence=facts.lowest_confidence(),
            extractor_version=EXTRACTOR_VERSION,
            offline=True,
            line_items_total=facts.line_items_total,
            amount_mismatch=mismatch,
            warnings=tuple(warnings),
            suspicious_text=tuple(s for d in docs for s in d.suspicious),
            documents=tuple(d.summary for d in docs),
        )

    @staticmethod
    def _separate_pharmacy_bills(
        main: _DocumentRead, bills: Sequence[_DocumentRead], warnings: list[str]
    ) -> list[_DocumentRead]:
        """Pharmacy bills sent beside the hospital bill: their lines join the claim and their totals add,
        unless the hospital bill already carries a pharmacy line of the same amount (then it is its detail)."""
        assert main.table is not None
        out: list[_DocumentRead] = []
        for doc in bills:
            if doc is main or DocumentType.PHARMACY_BILLS not in doc.types or DocumentType.BILL in doc.types:
                continue
            assert doc.table is not None
            summary = [
                line.amount
                for line in main.table.lines
                if line.category is LineCategory.PHARMACY and doc.table.total is not None
            ]
            if doc.table.total is not None and doc.table.total in summary:
                warnings.append(
                    f"{doc.name} itemises the pharmacy line of {main.name} ({doc.table.total}); not added again"
                )
                continue
            out.append(doc)
        return out

    @staticmethod
    def _derive_room(
        table: BillTable,
        values: dict[str, Any],
        sources: dict[str, FieldSource],
        document: str,
        warnings: list[str],
    ) -> None:
        """Room category and daily rate from the room lines (never an ICU line).

        The bill's room line is the better witness of the daily rate: a labelled rate that disagrees with
        it, or room lines at different rates (a change of room), keep the highest line rate with a lower
        confidence and a warning.
        """
        rooms = [line for line in table.lines if line.category is LineCategory.ROOM]
        if not rooms:
            return
        rates: list[tuple[int, TableLine]] = []
        for line in rooms:
            rate = line.rate
            if rate is None and line.quantity and line.amount % line.quantity == 0:
                rate = line.amount // line.quantity
            if rate is not None:
                rates.append((rate, line))
        if rates:
            rate, line = max(rates, key=lambda pair: pair[0])
            confidence = line.confidence * DERIVED_FACTOR
            if len({r for r, _ in rates}) > 1:
                warnings.append(
                    f"room lines at different daily rates {sorted({r for r, _ in rates})}; kept {rate}"
                )
                confidence *= CONFLICT_FACTOR
            labelled = values.get("room_rate_per_day")
            if labelled is None or labelled != rate:
                if labelled is not None:
                    warnings.append(
                        f"room_rate_per_day: the bill's room line says {rate} but a label says {labelled}; "
                        "kept the room line's with a lower confidence"
                    )
                    confidence *= CONFLICT_FACTOR
                values["room_rate_per_day"] = rate
                sources["room_rate_per_day"] = FieldSource(
                    document=document, page=line.page, confidence=round(confidence, 4)
                )
        if "room_category" not in values:
            room = rooms[0]
            m = _ROOM_DESCRIPTION.match(room.description)
            if m:
                values["room_category"] = m.group("v").strip()
                sources["room_category"] = FieldSource(
                    document=document, page=room.page, confidence=round(room.confidence * DERIVED_FACTOR, 4)
                )

    @staticmethod
    def _icu_days(
        table: BillTable,
        values: dict[str, Any],
        sources: dict[str, FieldSource],
        document: str,
        warnings: list[str],
    ) -> None:
        icu = [line for line in table.lines if line.category is LineCategory.ICU]
        if not icu:
            return
        if any(line.days is None for line in icu):
            warnings.append("an ICU line does not say how many days it charges; icu_days left empty")
            return
        values["icu_days"] = sum(line.days or 0 for line in icu)
        sources["icu_days"] = FieldSource(
            document=document, page=icu[0].page, confidence=min(line.confidence for line in icu)
        )
