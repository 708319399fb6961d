"""A room or ICU "no limit" read from the whole wording's silence, and the limit language that keeps it doubtful."""

from __future__ import annotations

import pytest

from clausetrail.extraction import ClauseView
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules import room_limits
from clausetrail.extraction.rules.limit_silence import SILENT_NO_LIMIT_CONFIDENCE

NO_LIMIT = {"kind": "no_limit", "value": None}


def doc(*texts: str) -> DocText:
    return DocText(
        [
            ClauseView(
                clause_id=f"c{n}",
                clause_no=None,
                section_type="other",
                chunk_type="prose",
                page_start=n + 1,
                page_end=n + 1,
                text=text,
                ordinal=n,
            )
            for n, text in enumerate(texts)
        ]
    )


COVER = (
    "1. In-patient Treatment. We will pay the medical expenses for hospitalisation of at least 24 hours, "
    "including nursing, surgeon's fees and medicines, up to the Sum Insured."
)
DAILY_CASH = (
    "2. Daily Cash for Shared Accommodation. A daily cash of Rs. 800 per day is paid for every completed day "
    "of hospitalisation in shared accommodation in a Network Hospital."
)


def test_a_wording_that_never_limits_the_room_reads_no_limit_above_the_fail_closed_line() -> None:
    finding = room_limits.room_rent_limit(
        doc(COVER, DAILY_CASH, "3. Intensive care unit charges are covered.")
    )
    assert finding is not None and finding.value == NO_LIMIT
    assert finding.confidence == SILENT_NO_LIMIT_CONFIDENCE > 0.5
    icu = room_limits.icu_limit(doc(COVER, "3. Intensive care unit charges are covered."))
    assert icu is not None and icu.value == NO_LIMIT and icu.confidence == SILENT_NO_LIMIT_CONFIDENCE


def test_limit_language_the_readers_did_not_read_keeps_the_room_doubtful() -> None:
    for limiting in (
        "4. Room charges are payable subject to the limits shown in Annexure II.",
        "4. Accommodation in hospital is restricted under the plan chosen by you.",
        "4. Where the room occupied is above the one you are eligible for, other charges are reduced.",
    ):
        finding = room_limits.room_rent_limit(doc(COVER, DAILY_CASH, limiting))
        assert finding is None or finding.value != NO_LIMIT or finding.confidence <= 0.5, limiting


def test_an_icu_with_limit_language_stays_doubtful() -> None:
    icu = room_limits.icu_limit(doc(COVER, "3. ICU charges are payable within the limit shown in the table."))
    assert icu is None or icu.value != NO_LIMIT or icu.confidence <= 0.5


def _table(text: str) -> DocText:
    return DocText(
        [
            ClauseView(
                clause_id="c1",
                clause_no=None,
                section_type="benefits",
                chunk_type="table",
                page_start=2,
                page_end=2,
                text=text,
                ordinal=1,
            )
        ]
    )


@pytest.mark.parametrize(
    "text",
    [
        "Benefit | Silver | Gold\nRoom Rent charges |\nTwin sharing | Single private\nAmbulance | covered | covered",
        "Benefit | Silver | Gold\nRoom Rent charges | |\nper day 3000 | 6000\nAmbulance | covered | covered",
    ],
)
def test_a_table_row_whose_value_wrapped_onto_the_next_line_keeps_the_room_doubtful(text: str) -> None:
    finding = room_limits.room_rent_limit(_table(text))
    assert finding is None or finding.value != NO_LIMIT or finding.confidence <= 0.5


BENEFIT_TABLE = (
    "Benefit | Silver | Gold\nAmbulance | Upto Rs 2,000 | Upto Rs 3,000\n"
    "Daily Cash for choosing Shared Accommodation | Rs 500 per day | Rs 1,000 per day\nOrgan Donor | Covered | Covered"
)


def test_a_daily_cash_row_for_shared_accommodation_is_not_room_limit_language() -> None:
    cash_only = room_limits.room_rent_limit(DocText([*doc(COVER).clauses, *_table(BENEFIT_TABLE).clauses]))
    assert cash_only is not None and cash_only.value == NO_LIMIT
    assert cash_only.confidence == SILENT_NO_LIMIT_CONFIDENCE
    # a room row in the same table is the room's, whatever its neighbour rows pay in cash
    with_room = BENEFIT_TABLE + "\nRoom Rent | Rs 3,000 per day | Single private room"
    finding = room_limits.room_rent_limit(DocText([*doc(COVER).clauses, *_table(with_room).clauses]))
    assert finding is None or finding.value != NO_LIMIT or finding.confidence <= 0.5


def test_silence_in_the_retrieved_clauses_is_read_again_over_the_whole_wording() -> None:
    from clausetrail.extraction.context import build_pass_context
    from clausetrail.extraction.offline import OfflineExtractor
    from clausetrail.extraction.passes import pass_spec

    wording = doc(
        COVER,
        "2. Room rent, boarding and nursing: we pay room charges as billed by the hospital.",
        "9. Limits. Room rent is payable up to 1% of the Sum Insured per day.",
    )
    clauses = wording.clauses
    # the retriever returns only the cover clause: no room limit language in the pass context
    context = build_pass_context(pass_spec(3), clauses, lambda queries, k: [clauses[1]], neighbours=0)
    assert [c.clause_id for c in context.clauses] == ["c1"]
    room = OfflineExtractor().run_pass(3, context).fields["room_rent_limit"]
    assert room.value is not None and room.value.kind == "percent_si_per_day"


def test_cataract_named_only_in_lists_without_money_has_no_sublimit() -> None:
    from clausetrail.extraction.rules import benefit_limits

    lists = (
        COVER,
        "Annexure - Day care procedures: 39. Removal of a foreign body from the eyeball 40. Operation of cataract "
        "41. Retinal detachment",
        "Claim documents: implant stickers and invoice for all implants used, e.g. the lens sticker in cataract "
        "surgery.",
    )
    finding = benefit_limits.cataract_limit(doc(*lists))
    assert finding is not None and finding.value == NO_LIMIT
    assert finding.start is None and finding.confidence == SILENT_NO_LIMIT_CONFIDENCE
    limited = doc(*lists, "12. Cataract surgery is payable within the limit of the plan chosen.")
    unread = benefit_limits.cataract_limit(limited)
    assert unread is None or unread.value != NO_LIMIT or unread.confidence <= 0.5


LISTED_COVER = (
    "1. Hospitalisation. We will cover the following expenses up to the Sum Insured: i. Room, boarding and "
    "nursing up to a Single Private Room; ii. Intensive care unit charges; iii. Surgeon and anaesthetist fees; "
    "iv. Medicines and consumables."
)


def test_an_icu_item_takes_no_limit_language_from_the_room_item_beside_it() -> None:
    """In an enumerated list the ICU item's limit would be written in the item; the room's category in the item
    before it is the room's, and lifting the proportionate deduction from the ICU limits nothing."""
    exempt = "2. Proportionate deductions are not applicable for ICU charges."
    icu = room_limits.icu_limit(doc(LISTED_COVER, exempt))
    assert icu is not None and icu.value == NO_LIMIT and icu.confidence == SILENT_NO_LIMIT_CONFIDENCE
    # a limit written in the ICU item, or anywhere beside the ICU, still keeps it doubtful or is read
    for limited in (
        LISTED_COVER.replace(
            "ii. Intensive care unit charges;", "ii. Intensive care unit charges up to the eligible limit;"
        ),
        LISTED_COVER + " ICU charges are restricted as per the plan opted.",
    ):
        found = room_limits.icu_limit(doc(limited, exempt))
        assert found is None or found.value != NO_LIMIT or found.confidence <= 0.5, limited
