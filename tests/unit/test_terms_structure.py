"""Structural readings added while auditing the term patterns for over-fitting (issue 7): each test states a
structure in general form, not a quote of a wording."""

from __future__ import annotations

from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules import room_limits, waiting
from tests.unit.test_offline_extraction import views


def test_ocr_look_alikes_of_the_exclusion_code_prefix_read_as_codes() -> None:
    doc = DocText(
        views(
            "Pre-Existing Diseases - Code- ExcI01. Specified disease - Code- EscI02. "
            "First 30 days - Code- Exc|03. Investigation - Code- Excl0 4."
        )
    )
    found = waiting.exclusion_codes(doc)
    assert found is not None and found.value == ["Excl01", "Excl02", "Excl03", "Excl04"]


def test_a_fixed_benefit_wording_has_no_room_or_icu_limit() -> None:
    doc = DocText(
        views(
            "3.1 Critical Illness Benefit: We will pay the Sum Insured as a lump sum on first diagnosis of a "
            "Listed Critical Illness. 3.2 Claims shall be intimated within 30 days of the diagnosis."
        )
    )
    assert room_limits.room_rent_limit(doc) is None
    assert room_limits.icu_limit(doc) is None


def test_an_indemnity_wording_silent_on_the_room_has_no_room_limit() -> None:
    doc = DocText(
        views(
            "3.1 In-patient Treatment: We will cover the medical expenses of hospitalisation, including "
            "Intensive Care Unit charges, up to the Sum Insured."
        )
    )
    found = room_limits.room_rent_limit(doc)
    assert found is not None and found.value == {"kind": "no_limit", "value": None}


def test_the_initial_wait_of_an_optional_cover_is_not_the_policy_s() -> None:
    doc = DocText(
        views(
            "E.3. 90 day waiting period for Critical Illness Add On Cover (if opted)\n"
            "Any critical illness contracted during the first 90 days from the Inception Date of the policy will "
            "not be covered.\n"
            "E.4. Dental treatment unless necessitated by an accident."
        )
    )
    assert waiting.initial_waiting(doc) is None
