"""A discharge summary names the procedure under a heading that may join two of its words ("Procedure /
Surgery Done", "Surgery & Procedure", "Operation/Procedure performed"); each is read as the procedure."""

from __future__ import annotations

import pytest

from clausetrail.claim_extraction.labels import Key, find_labels, is_label_only, is_section_heading


@pytest.mark.parametrize(
    "heading",
    [
        "PROCEDURE / SURGERY DONE",
        "Surgery & Procedure:",
        "Operation/Procedure performed",
        "Procedure undergone -",
    ],
)
def test_joined_procedure_headings_are_procedure_sections(heading: str) -> None:
    assert is_label_only(heading) is Key.PROCEDURE
    assert is_section_heading(heading)


def test_inline_joined_label_carries_its_value() -> None:
    hits = find_labels("Procedure / Surgery done: Laparoscopic cholecystectomy")
    assert [(h.key, h.value) for h in hits] == [(Key.PROCEDURE, "Laparoscopic cholecystectomy")]


def test_a_sentence_about_surgery_is_not_a_heading() -> None:
    assert is_label_only("Surgery was uneventful and the patient recovered well") is None
