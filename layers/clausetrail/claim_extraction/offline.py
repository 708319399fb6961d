"""Deterministic claim-facts extraction over the layout model (``offline-claims-v2``).

Each document is read on its own (:mod:`document_read`); then, across documents, each field comes from
the document type that owns it (the bill for amounts and the bill number, the discharge summary for
clinical facts and dates); when another document says something else the field keeps the preferred value
with a lower confidence and a warning. A fact read beside an instruction that was cut out is only a
fallback: it never displaces the same fact read from clean text. Confidence starts from how the text was
read (text layer 0.98, OCR at most 0.9 and the recogniser's score) and drops for repaired values (× 0.8),
values derived rather than labelled (× 0.9), quantity × rate ≠ amount (× 0.6), conflicts between
documents (× 0.6), text beside an instruction (× 0.5) and a bill showing a discount or tax (× 0.6).

The line items are the hospital bill's, followed by those of any separate pharmacy bill (whose total
adds to the bill total) unless the hospital bill already carries a pharmacy line of that bill's total.
The room rate comes from the bill's room lines (never an ICU line); a labelled rate that disagrees
keeps the room line's with a lower confidence. Line items that do not add up to the bill total are
reported, never fixed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import date
from typing import Any, Final

from clausetrail.claim_extraction.bill_table import BillTable, TableLine
from clausetrail.claim_extraction.document_read import DERIVED_FACTOR, Candidate, DocumentRead, read_document
from clausetrail.claim_extraction.outcome import ExtractionOutcome, sum_check
from clausetrail.domain.claims.facts import ClaimFacts, DocumentType, FieldSource, LineCategory, LineItem
from clausetrail.domain.layout import LayoutDocument

__all__ = ["EXTRACTOR_VERSION", "OfflineClaimFactsExtractor", "read_document"]

EXTRACTOR_VERSION: Final = "offline-claims-v2"
CONFLICT_FACTOR: Final = 0.6
PHARMACY_SHARE: Final = 0.8  # of a bill's lines medicines or consumables: a pharmacy bill

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
    "hospital_address": (DocumentType.BILL, DocumentType.DISCHARGE_SUMMARY),
}

#: "Deluxe Room Charges", "Twin Sharing Room Rent", "Semi-Private Ward": the category before the word room
_ROOM_BEFORE: Final = re.compile(
    r"^(?P<v>[A-Za-z][A-Za-z \-]*?[A-Za-z])\s+(?:room|ward)\b(?:\s*(?:charges|rent|tariff))?\s*$", re.I
)
_ROOM_DESCRIPTION: Final = re.compile(
    r"^(?:day\s*care\s*)?(?:room|ward|bed|accommodation)\s*(?:charges|rent|tariff)?\s*[-–:(]\s*"
    r"(?P<v>[A-Za-z][A-Za-z \-]+?)(?:\s+room)?\s*\)?$",
    re.I,
)
#: what a room line may print after its category: "- 5 days @ 4,400/day", "(3 nights x Rs 2,500)"
_ROOM_STAY_SUFFIX: Final = re.compile(r"\s*[-–,(]?\s*\d{1,3}\s*(?:days?|nights?)\b.*$", re.I)


def room_category_of(description: str) -> str | None:
    """The room category a room line's description names ("Room Rent - Twin Sharing", "Deluxe Room Charges",
    "Accommodation - Suite Room - 2 days @ 9,000/day"), or None."""
    text = _ROOM_STAY_SUFFIX.sub("", description).strip()
    m = _ROOM_DESCRIPTION.match(text) or _ROOM_BEFORE.match(text)
    return m.group("v").strip() if m else None


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, str) and isinstance(b, str):
        return re.sub(r"[^a-z0-9]", "", a.lower()) == re.sub(r"[^a-z0-9]", "", b.lower())
    return bool(a == b)


def _rank(doc: DocumentRead, owners: Sequence[DocumentType]) -> int:
    ranks = [owners.index(t) for t in doc.types if t in owners]
    return min(ranks) if ranks else len(owners)


def _choose(name: str, docs: Sequence[DocumentRead], warnings: list[str]) -> Candidate | None:
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


def _rates_from_stay(
    rooms: Sequence[TableLine], values: dict[str, Any]
) -> list[tuple[int, TableLine, float]]:
    """A daily rate when no room line gives days or a rate: one line per day of the stay at one amount, or
    one line over the whole stay (an even split is only a guess: a low confidence)."""
    admission, discharge = values.get("admission_date"), values.get("discharge_date")
    if not isinstance(admission, date) or not isinstance(discharge, date) or discharge <= admission:
        return []
    nights = (discharge - admission).days
    if len(rooms) == nights and len({line.amount for line in rooms}) == 1:
        return [(rooms[0].amount, rooms[0], 1.0)]
    if len(rooms) == 1 and rooms[0].amount % nights == 0:
        return [(rooms[0].amount // nights, rooms[0], CONFLICT_FACTOR)]
    return []


def _mostly_pharmacy(doc: DocumentRead) -> bool:
    """A bill whose lines are medicines (a chemist's "Tax Invoice"): a pharmacy bill whatever its title."""
    lines = doc.table.lines if doc.table is not None else []
    drugs = sum(1 for line in lines if line.category in (LineCategory.PHARMACY, LineCategory.CONSUMABLES))
    return bool(lines) and drugs >= PHARMACY_SHARE * len(lines)


def _separate_pharmacy(doc: DocumentRead) -> bool:
    """A pharmacy bill (by its title or its lines) that is not also the hospital bill."""
    if doc.table is None or not doc.table.lines:
        return False
    return (bool(doc.types) and doc.types[0] is DocumentType.PHARMACY_BILLS) or _mostly_pharmacy(doc)


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

        # a separate pharmacy bill has its own number: not a second opinion on the hospital bill's number
        not_pharmacy = [d for d in docs if not _separate_pharmacy(d)]
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
            among = (
                not_pharmacy
                if name == "bill_number" and any(name in d.candidates for d in not_pharmacy)
                else docs
            )
            put(name, _choose(name, among, warnings))

        # the letterhead of the most trusted document that prints one (a pharmacy's is not the hospital's):
        # documents' letterheads differ in their lines, so they are not compared as readings of one value
        headed = [d for d in not_pharmacy if "hospital_address" in d.candidates]
        if headed:
            headed.sort(key=lambda d: _rank(d, FIELD_OWNERS["hospital_address"]))
            put("hospital_address", headed[0].candidates["hospital_address"])

        bills = [d for d in docs if d.table is not None and d.table.lines]
        line_items: list[LineItem] = []
        hospital = [d for d in bills if DocumentType.BILL in d.types and not _mostly_pharmacy(d)]
        main = next(iter(hospital or [d for d in bills if DocumentType.BILL in d.types] or bills), None)
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
            discount = sum(bill.table.discount for bill in parts if bill.table is not None)
            if discount and total_sources:
                put("bill_discount", replace(total_sources[0], value=discount))
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

        notes = [d.candidates["clinical_notes"] for d in docs if "clinical_notes" in d.candidates]
        if notes:
            put("clinical_notes", max(notes, key=lambda c: len(str(c.value))))

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
        main: DocumentRead, bills: Sequence[DocumentRead], warnings: list[str]
    ) -> list[DocumentRead]:
        """Pharmacy bills sent beside the hospital bill: their lines join the claim and their totals add,
        unless the hospital bill already carries a pharmacy line of the same amount (then it is its detail)."""
        assert main.table is not None
        out: list[DocumentRead] = []
        for doc in bills:
            if doc is main or not (DocumentType.PHARMACY_BILLS in doc.types or _mostly_pharmacy(doc)):
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
        rates: list[tuple[int, TableLine, float]] = []
        for line in rooms:
            rate = line.rate
            if rate is None and line.quantity and line.amount % line.quantity == 0:
                rate = line.amount // line.quantity
            if rate is not None:
                rates.append((rate, line, 1.0))
        if not rates:
            rates = _rates_from_stay(rooms, values)
        if rates:
            rate, line, factor = max(rates, key=lambda triple: triple[0])
            confidence = line.confidence * DERIVED_FACTOR * factor
            if len({r for r, _, _ in rates}) > 1:
                warnings.append(
                    f"room lines at different daily rates {sorted({r for r, _, _ in rates})}; kept {rate}"
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
            category = room_category_of(room.description)
            if category:
                values["room_category"] = category
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
