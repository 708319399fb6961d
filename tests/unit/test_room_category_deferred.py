"""A room limit that is stated nowhere, in a wording that speaks of the room category the insured is entitled
to, is left to the schedule: never read as "no limit" (which would let a room upgrade pass unchecked)."""

from __future__ import annotations

from clausetrail.extraction.clause_sources import clauses_from_page_texts
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules.room_limits import room_rent_limit

HOSPITALISATION = (
    "In-patient Treatment\nWe will pay the Medical Expenses for room, boarding and nursing charges, "
    "intensive care, surgeon and anaesthetist fees incurred on hospitalisation of the Insured Person."
)
ENTITLED = (
    "Proportionate deduction\nIf the Insured Person stays in a room higher than the entitled room category, "
    "the Associated Medical Expenses shall be paid in the proportion of the eligible rent to the actual rent."
)
STATED = "Room Rent\nRoom rent is payable up to 1% of the Sum Insured per day."


def read(*pages: str) -> tuple[object, bool]:
    found = room_rent_limit(DocText(clauses_from_page_texts(list(pages))))
    assert found is not None
    return found.value, found.defers_to_schedule


def test_no_stated_limit_and_an_entitled_category_defers_to_the_schedule() -> None:
    assert read(HOSPITALISATION, ENTITLED) == (None, True)


def test_a_stated_limit_is_kept_beside_an_entitled_category() -> None:
    value, deferred = read(HOSPITALISATION, STATED, ENTITLED)
    assert not deferred and isinstance(value, dict) and value["kind"] == "percent_si_per_day"


def test_no_stated_limit_and_no_entitled_category_stays_a_weak_no_limit() -> None:
    value, deferred = read(HOSPITALISATION)
    assert not deferred and value == {"kind": "no_limit", "value": None}


def test_a_plain_statement_that_room_choice_is_not_limited_keeps_no_limit() -> None:
    free_choice = (
        "Hospitalisation expenses\nWe will pay the expenses of your treatment. We don\u2019t limit your choice: "
        "pick the room you like."
    )
    value, deferred = read(free_choice, ENTITLED)
    assert not deferred and value == {"kind": "no_limit", "value": None}
