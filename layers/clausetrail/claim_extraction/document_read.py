"""One claim document read on its own (:func:`read_document`), before documents are reconciled.

Instruction-like text is cut out of its line (:mod:`injection`); what remains of that line is read as
*tainted* (a fact there keeps a low confidence and never displaces the same fact read elsewhere). Rows
are rebuilt (:mod:`rows`), the document type decided (:mod:`doc_types`), labelled values read
(:mod:`labels`), on a bill the itemised table (:mod:`bill_table`), and a narrative discharge summary
sentence by sentence ("was admitted … on 14 September 2025", "diagnosed with …", "underwent … on …").
A section's text ends at the next section heading in whatever style it is set (bold, capitals, a
trailing colon, numbered). A room-rate label that belongs to an ICU tariff is not the room rate. Pure
functions.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from typing import Any, Final

from clausetrail.claim_extraction.bill_table import REPAIR_FACTOR, BillTable, parse_bill_table
from clausetrail.claim_extraction.doc_types import detect_types
from clausetrail.claim_extraction.fields import KEY_FIELD, clinical_text, parse_labelled_value, room_text
from clausetrail.claim_extraction.injection import (
    find_instruction_cuts,
    looks_like_instruction,
    strip_instructions,
)
from clausetrail.claim_extraction.labels import Key, LabelHit, find_labels, is_label_only, is_section_heading
from clausetrail.claim_extraction.outcome import DocumentSummary, SuspiciousText
from clausetrail.claim_extraction.rows import Row, document_rows
from clausetrail.claim_extraction.values import Read, find_dates
from clausetrail.domain.claims.facts import CLINICAL_NOTES_MAX_CHARS, HOSPITAL_ADDRESS_MAX_CHARS, DocumentType
from clausetrail.domain.layout import LayoutDocument, PageSource

DERIVED_FACTOR: Final = 0.9
_CLINICAL: Final = frozenset({Key.DIAGNOSIS, Key.PROVISIONAL_DIAGNOSIS, Key.PROCEDURE, Key.TREATMENT})
_WRAPS: Final = re.compile(
    r"(?:[,\-–/&(]|\b(?:with|and|of|or|in|on|to|for|the|due|secondary|left|right|post))\s*$", re.I
)
TAINTED_FACTOR: Final = 0.5  # a fact read beside an instruction that was cut out
SECTION_MAX_ROWS: Final = 3
NOTES_MIN_LETTERS: Final = 20  # less is no narrative

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


@dataclass(frozen=True, slots=True)
class Candidate:
    value: Any
    document: str
    page: int
    confidence: float
    tainted: bool = False  # read from a row an instruction was cut out of: a fallback only


@dataclass(slots=True)
class DocumentRead:
    name: str
    types: tuple[DocumentType, ...]
    summary: DocumentSummary
    candidates: dict[str, Candidate] = field(default_factory=dict)
    table: BillTable | None = None
    suspicious: list[SuspiciousText] = field(default_factory=list)


def _starts_with_label(row: Row) -> bool:
    hits = find_labels(row.text)
    return bool(hits) and hits[0].start == 0


_RUN_ON_ROW: Final = re.compile(
    r"^\W*(?:ICD\b|(?:Dr\.?|Doctor)\s+[A-Z]|signature|signed|sd\s*/-|consultant\b|treating\s+doctor|"
    r"(?:diagnosis|disease)\s*code)",
    re.I,
)


def _title_like(text: str) -> bool:
    """A short line that starts in capitals and does not end a sentence ("Course in the hospital")."""
    words = text.strip().rstrip(":-–").split()
    return 0 < len(words) <= 5 and words[0][:1].isupper() and not text.rstrip().endswith((".", ","))


def _section_text(rows: Sequence[Row], index: int) -> tuple[str, Row] | None:
    """The text under a heading-only row ("Final Diagnosis:" then its paragraph)."""
    parts: list[str] = []
    first: Row | None = None
    for row in rows[index + 1 : index + 1 + SECTION_MAX_ROWS]:
        if row.quarantined or row.page != rows[index].page or _starts_with_label(row):
            break
        if is_label_only(row.plain) or (
            first is not None
            and (
                row.heading
                or is_section_heading(row.plain, heading_style=row.heading or _title_like(row.plain))
            )
        ):
            break  # the next section's heading, in whatever style (a short title-cased line naming a section)
        if first is not None and _RUN_ON_ROW.match(row.plain):
            break  # a code line, the doctor's name or signature: the section has ended
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


def _wrapped_on(rows: Sequence[Row], index: int, value: str) -> str:
    """The rest of a clinical value that wraps onto the next row(s): rows that are no label, heading or
    section of their own, and that start in lower case or follow a value cut at a comma, hyphen or
    connecting word ("Acute appendicitis with" / "localised peritonitis")."""
    out = ""
    text = value
    for row in rows[index + 1 : index + 1 + SECTION_MAX_ROWS - 1]:
        plain = row.plain.strip()
        if (
            not plain
            or row.quarantined
            or row.heading
            or row.page != rows[index].page
            or row.table is not None
            or find_labels(row.text)
            or is_section_heading(plain)
        ):
            break
        if not (plain[0].islower() or _WRAPS.search(text)):
            break
        out += " " + plain
        text = plain
        if plain.endswith("."):
            break
    return out


def _read_labels(doc: DocumentRead, rows: Sequence[Row], skip: range) -> None:
    for index, row in enumerate(rows):
        if row.quarantined or index in skip:
            continue
        hits = find_labels(row.text)
        if not hits:
            key = is_label_only(row.plain)  # a heading without a colon ("Procedure", "FINAL DIAGNOSIS")
            if key is not None:
                hits = [LabelHit(key, row.plain, "", 0, len(row.text))]
        for hit in hits:
            name = "treatment_procedure" if hit.key is Key.TREATMENT else KEY_FIELD.get(hit.key)
            if name is None or (name in doc.candidates and (row.tainted or not doc.candidates[name].tainted)):
                continue
            value_text, source_row = hit.value, row
            if not value_text.strip() and is_label_only(row.plain):
                section = _section_text(rows, index)
                if section is None:
                    continue
                value_text, source_row = section
            elif hit.key in _CLINICAL and hit.end + len(hit.value) >= len(row.text.rstrip()) - 2:
                value_text += _wrapped_on(rows, index, value_text)
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


def _read_narrative(doc: DocumentRead, rows: Sequence[Row]) -> None:
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


def _read_accident(doc: DocumentRead, rows: Sequence[Row]) -> None:
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


def _read_notes(doc: DocumentRead, rows: Sequence[Row]) -> None:
    """The clinical narrative of a discharge summary (history, findings, course, investigations, advice): the
    rows after its first labelled field that are no label, heading, table or signature. A row an instruction
    was cut from (tainted) or that was quarantined is never part of it. Kept to the facts' length limit."""
    start = next(
        (
            i
            for i, r in enumerate(rows)
            if (h := find_labels(r.text)) and h[0].start == 0 and h[0].key is not Key.OTHER
        ),
        None,
    )
    if start is None:
        start = next(
            (i for i, r in enumerate(rows) if is_section_heading(r.plain, heading_style=r.heading)), 0
        )
    parts: list[str] = []
    used: list[Row] = []
    for row in rows[start:]:
        plain = row.plain.strip()
        if (
            not plain
            or row.quarantined
            or row.tainted
            or row.table is not None
            or row.heading
            or is_section_heading(plain, heading_style=row.heading)
            or _starts_with_label(row)
            or _RUN_ON_ROW.match(plain)
        ):
            continue
        parts.append(plain)
        used.append(row)
    text = " ".join(parts)
    if len(text) > CLINICAL_NOTES_MAX_CHARS:
        text = text[: CLINICAL_NOTES_MAX_CHARS + 1].rsplit(" ", 1)[0]
    if sum(ch.isalpha() for ch in text) < NOTES_MIN_LETTERS:
        return
    confidence = round(min(r.confidence for r in used) * DERIVED_FACTOR, 4)
    doc.candidates["clinical_notes"] = Candidate(text, doc.name, used[0].page, confidence)


#: a header row that is a document's title or its registration details, not the hospital's name and address
_HEADER_NOISE: Final = re.compile(
    r"\b(?:bill|invoice|receipt|summary|statement|gstin|pan|cin|rohini|regn|registration|accredit\w*|"
    r"certified|nabh|nabl|e-?mail|website|www\.)\b",
    re.I,
)
HEADER_MAX_ROWS: Final = 6
HEADER_MIN_LETTERS: Final = 20  # fewer is a name alone, no address


def _read_header(doc: DocumentRead, rows: Sequence[Row]) -> None:
    """The hospital's name and address: the first page's rows above its first labelled field or table (the
    letterhead), without the title and registration lines; never a row an instruction was cut from."""
    used: list[Row] = []
    for row in rows:
        if row.page != rows[0].page or row.table is not None or _starts_with_label(row):
            break
        if len(used) >= HEADER_MAX_ROWS:
            break
        plain = row.plain.strip()
        if not plain or row.quarantined or row.tainted or _HEADER_NOISE.search(plain):
            continue
        used.append(row)
    text = ", ".join(r.plain.strip() for r in used)
    if (
        not used
        or sum(ch.isalpha() for ch in text) < HEADER_MIN_LETTERS
        or len(text) > HOSPITAL_ADDRESS_MAX_CHARS
    ):
        return
    confidence = round(min(r.confidence for r in used) * DERIVED_FACTOR, 4)
    doc.candidates["hospital_address"] = Candidate(text, doc.name, used[0].page, confidence)


#: the reads of one claim's documents while `reading_each_document_once` is active (this thread's context only)
_reads: ContextVar[dict[tuple[str, int], tuple[LayoutDocument, DocumentRead]] | None] = ContextVar(
    "document_reads", default=None
)


@contextmanager
def reading_each_document_once() -> Iterator[None]:
    """Within the block, `read_document` reads each (name, layout object) once and hands the same read to every
    later caller (the extractor, the instruction count, the clinical notes): reading is deterministic and a
    read is never changed once built. Scoped to the block and to the calling thread; the layouts are held
    until it ends, so an object id is never reused for another layout."""
    token = _reads.set({})
    try:
        yield
    finally:
        _reads.reset(token)


def read_document(name: str, layout: LayoutDocument) -> DocumentRead:
    """Everything one document says, before documents are reconciled."""
    reads = _reads.get()
    if reads is None:
        return _read_document(name, layout)
    key = (name, id(layout))
    hit = reads.get(key)
    if hit is not None and hit[0] is layout:
        return hit[1]
    doc = _read_document(name, layout)
    reads[key] = (layout, doc)
    return doc


def _read_document(name: str, layout: LayoutDocument) -> DocumentRead:
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
    doc = DocumentRead(
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
    if rows and (DocumentType.BILL in types or DocumentType.DISCHARGE_SUMMARY in types):
        _read_header(doc, rows)
    if DocumentType.DISCHARGE_SUMMARY in types:
        _read_narrative(doc, rows)
        _read_notes(doc, rows)
    _read_accident(doc, rows)
    treatment = doc.candidates.pop("treatment_procedure", None)
    if "procedure" not in doc.candidates and treatment is not None:
        doc.candidates["procedure"] = replace(
            treatment, confidence=round(treatment.confidence * DERIVED_FACTOR, 4)
        )
    if "diagnosis" not in doc.candidates and "provisional_diagnosis" in doc.candidates:
        provisional = doc.candidates["provisional_diagnosis"]
        doc.candidates["diagnosis"] = replace(
            provisional, confidence=round(provisional.confidence * DERIVED_FACTOR, 4)
        )
    return doc
