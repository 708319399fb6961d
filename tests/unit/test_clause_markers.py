"""Clause markers, clause-number normal form, cross references, text signals and section types."""

from __future__ import annotations

import pytest

from clausetrail.domain.chunk import SectionType
from clausetrail.domain.clause_markers import (
    MarkerKind,
    exclusion_codes,
    find_cross_references,
    flat_break_positions,
    normalise_clause_no,
    own_exclusion_code,
    parse_marker,
    roman_value,
)
from clausetrail.domain.section_types import classify_path, classify_text, is_limits_schedule, refine
from clausetrail.domain.text_signals import (
    DefinedTermIndex,
    contains_amounts,
    contains_durations,
    is_caps_heading,
    is_title_heading,
    parse_definition,
    split_sentences,
)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("4.1.", "4.1"),
        ("5.2.3", "5.2.3"),
        (" 4.2 ", "4.2"),
        ("Code-Excl01", "Excl01"),
        ("Code – Excl 02", "Excl02"),
        ("Excl 1", "Excl01"),
        ("(Excl 12)", "Excl12"),
        ("(a)", "(a)"),
        ("a)", "(a)"),
        ("a.", "(a)"),
        ("(iv)", "(iv)"),
        ("4.2(a)", "4.2(a)"),
        ("4.2.f.iv", "4.2(f)(iv)"),
        ("4.2.f).iv", "4.2(f)(iv)"),
        ("Section 3.1", "3.1"),
        ("clause 4.2", "4.2"),
        ("Annexure-II", "Annexure II"),
        ("annexure i", "Annexure I"),
        ("D.I.1", "D.I.1"),
    ],
)
def test_normalise_clause_no(raw: str, expected: str) -> None:
    assert normalise_clause_no(raw) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("covered subject to clause 4.2 and the limits", ("4.2",)),
        ("as per Section 3.1.1.1 of the Policy", ("3.1.1.1",)),
        ("Subject to Exclusions 4.7, 4.8, 4.17 and 4.35, the Company", ("4.7", "4.8", "4.17", "4.35")),
        ("the conditions as mentioned in exclusion 4.1, 4.2, 4.3 shall apply", ("4.1", "4.2", "4.3")),
        ("as listed in Annexure I, up to the limit", ("Annexure I",)),
        ("please refer Annexure-II of the Policy", ("Annexure II",)),
        ("Pre-existing Diseases (Code-Excl01): expenses", ("Excl01",)),
        ("Aggregate of all the benefits under 3.1.1 to 3.1.21 are subject to", ("3.1.1", "3.1.21")),
        ("Waiting Period of three (03) years as per Section 4.2.f.iv:", ("4.2(f)(iv)",)),
        ("under Section 3.1.14.iv and Section 3.1.16 (Vaccination", ("3.1.14(iv)", "3.1.16")),
        ("as per Section D.I.1 and", ("D.I.1",)),
        ("tax benefits under Section 80D of Income Tax Act 1961", ()),
        ("specified under Schedule of Section 56(1) of the said Act, OR", ()),
        ("refractive error less than 7.5 dioptres at Rs. 2.5 lakh", ()),
    ],
)
def test_find_cross_references(text: str, expected: tuple[str, ...]) -> None:
    assert find_cross_references(text) == expected


@pytest.mark.parametrize(
    ("line", "kind", "numbers", "label"),
    [
        ("4.1. Pre-Existing Diseases (Excl 01)", MarkerKind.DOTTED, (4, 1), ""),
        ("2.10Condition Precedent means a Policy term", MarkerKind.DOTTED, (2, 10), ""),
        ("5.5.1 Notification of Claim", MarkerKind.DOTTED, (5, 5, 1), ""),
        ("4 EXCLUSIONS", MarkerKind.NUMBER, (4,), ""),
        ("1. Covered female Insured Person", MarkerKind.NUMBER, (1,), ""),
        ("3. 30-day waiting period - Code-Excl03", MarkerKind.NUMBER, (3,), ""),
        ("a) Expenses related to the treatment", MarkerKind.LETTER, (), "a"),
        ("(b) In case of enhancement", MarkerKind.LETTER, (), "b"),
        ("iv. Coverage under the policy", MarkerKind.ROMAN, (), "iv"),
        ("XXXVI.Portability means the right", MarkerKind.ROMAN, (), "XXXVI"),
        ("• 20% Co-payment on each admissible claim", MarkerKind.BULLET, (), "•"),
        ("Code Excl 07: Expenses related to", MarkerKind.EXCL, (), "Excl07"),
        ("Section 3 – Exclusions", MarkerKind.NAMED, (), "section"),
        ("ANNEXURE - I", MarkerKind.NAMED, (), "annexure"),
    ],
)
def test_parse_marker(line: str, kind: MarkerKind, numbers: tuple[int, ...], label: str) -> None:
    marker = parse_marker(line)
    assert marker is not None
    assert marker.kind is kind
    assert marker.numbers == numbers
    assert marker.label == label


@pytest.mark.parametrize(
    "line",
    [
        "7.5 dioptres or more, subject to Waiting Period",  # a wrapped decimal, not clause 7.5
        "Section 3.1.12 (Doctor’s Home Visit and Nursing Care).",  # a reference at a line start
        "Section 80D of Income Tax Act",
        "Annexure I ,shall be available only if the same is",
        "PART OF BED CHARGE)",
        "e.g. hospital charges",
        "the condition of the patient",
    ],
)
def test_lines_that_are_not_markers(line: str) -> None:
    marker = parse_marker(line)
    assert marker is None or marker.kind not in (MarkerKind.DOTTED, MarkerKind.NAMED)


def test_interpretations_of_ambiguous_labels() -> None:
    marker = parse_marker("i. Non-infective arthritis")
    assert marker is not None
    assert set(marker.interpretations) == {("roman_lower", 1), ("alpha_lower", 9)}
    assert roman_value("xiv") == 14 and roman_value("XXXVIII") == 38 and roman_value("ivx") is None


def test_exclusion_codes() -> None:
    assert exclusion_codes("Code-Excl01, Code – Excl 02 and Excl03") == ("Excl01", "Excl02", "Excl03")
    assert exclusion_codes("Exclusions 4.1 apply") == ()
    assert own_exclusion_code("4.1. Pre-Existing Diseases (Excl 01)") == "Excl01"
    assert own_exclusion_code("b. Specified Disease/Procedure waiting period- Code –\nExcl02") == "Excl02"
    assert own_exclusion_code("iv. The Exclusion No.1 (Code Excl 01), Exclusion No.2 (Code Excl 02)") is None
    assert own_exclusion_code("sublimit will not apply as per Excl 03 for new born") is None


def test_flat_break_positions_are_before_markers() -> None:
    text = "intro text: 4.1. Pre-Existing Diseases apply. Code-Excl02 Specified diseases. Section 5 - Conditions here"
    cuts = [text[p : p + 6] for p in flat_break_positions(text)]
    assert cuts == ["4.1. P", "Code-E", "Sectio"]
    assert flat_break_positions("up to 7.5 dioptres and 2.5 lakh") == []


def test_contains_amounts_and_durations() -> None:
    assert contains_amounts("Room rent up to Rs. 5,000 per day")
    assert contains_amounts("Sum insured of ₹10,00,000")
    assert contains_amounts("INR 6/ 7/ 8 Lac")
    assert contains_amounts("limited to 25% of Sum Insured")
    assert contains_amounts("Up to 10 lacs")
    assert not contains_amounts("Clause 4.2 applies to 18 years of age")
    assert contains_durations("excluded until the expiry of thirty six (36) months")
    assert contains_durations("within 30 days of discharge")
    assert contains_durations("subject to the waiting period")
    assert not contains_durations("each Policy Year of the Policy Period")


def test_split_sentences_keeps_abbreviations() -> None:
    text = (
        "Maximum Rs. 2,50,000 per year. Dr. Rao must certify it; The No. 5 form is needed. e.g. bills. Done"
    )
    assert split_sentences(text) == [
        "Maximum Rs. 2,50,000 per year.",
        "Dr. Rao must certify it;",
        "The No. 5 form is needed. e.g. bills.",  # no sentence starts in lower case
        "Done",
    ]


def test_heading_shapes() -> None:
    assert is_caps_heading("GENERAL TERMS AND CLAUSES")
    assert not is_caps_heading("Room charges and intensive care unit charges")
    assert is_title_heading("Limit of Cover")
    assert is_title_heading("Table of Benefits:")
    assert not is_title_heading("The policy shall be void and all premium paid thereon.")
    assert not is_title_heading("National Non-Medical Expenses Add-on (available to SI 5")


@pytest.mark.parametrize(
    ("line", "canonical", "variants"),
    [
        ("Accident means a sudden, unforeseen and involuntary event", "Accident", {"Accident"}),
        ("“Hospital” means any institution established", "Hospital", {"Hospital"}),
        ("AIDS: means Acquired Immune Deficiency Syndrome", "AIDS", {"AIDS"}),
        ("ANY ONE ILLNESS Any one illness means continuous period", "Any One Illness", {"Any One Illness"}),
        ("Third Party Administrator (TPA) means any entity", "Third Party Administrator", {"TPA"}),
        ("Age / Aged means completed years", "Age / Aged", {"Age", "Aged"}),
        ("Bone Marrow Transplant is a condition where", "Bone Marrow Transplant", set()),
    ],
)
def test_parse_definition(line: str, canonical: str, variants: set[str]) -> None:
    term = parse_definition(line)
    assert term is not None
    assert term.canonical == canonical
    assert variants <= set(term.variants)


@pytest.mark.parametrize(
    "line",
    ["The following are not covered:", "It is a condition of this policy", "Note: Where the context permits"],
)
def test_lines_that_define_nothing(line: str) -> None:
    assert parse_definition(line) is None


def test_defined_term_index_matches_whole_words_case_insensitively() -> None:
    index = DefinedTermIndex(
        [t for t in (parse_definition("Hospital means x"), parse_definition("In-patient Care means y")) if t]
    )
    assert index.find("admitted to a HOSPITAL for inpatient care") == ("Hospital", "In-patient Care")
    assert index.find("hospitalisation only") == ()


def test_section_types_from_headings() -> None:
    assert classify_path(("2 DEFINITIONS", "2.1 Accident")) is SectionType.DEFINITIONS
    assert classify_path(("4 EXCLUSIONS", "4.2 Specific waiting periods")) is SectionType.WAITING_PERIODS
    assert classify_path(("4 EXCLUSIONS", "4.29 Treatment not related to disease")) is SectionType.EXCLUSIONS
    assert classify_path(("4 EXCLUSIONS", "4.1 Pre-Existing Diseases")) is SectionType.WAITING_PERIODS
    assert (
        classify_path(("SECTION C", "Standard Exclusions", "a. Obesity"), "Excl06") is SectionType.EXCLUSIONS
    )
    assert classify_path(("3 BENEFITS", "3.1.1.1 Limit for Room Charges")) is SectionType.FINANCIAL_LIMITS
    assert (
        classify_path(("5 CONDITIONS", "5.5 Claim Procedure", "5.5.4 Documents"))
        is SectionType.CLAIMS_PROCEDURE
    )
    assert classify_path(("5 CONDITIONS", "5.2 No Claim Bonus")) is SectionType.OTHER
    assert classify_path(("5 CONDITIONS", "5.8 Territorial Limit")) is SectionType.OTHER
    assert (
        refine(SectionType.EXCLUSIONS, "a) Expenses related to treatment", strong=False)
        is SectionType.EXCLUSIONS
    )


def test_section_types_from_text() -> None:
    assert classify_text("Treatment for alcoholism (Excl 12) is excluded") is SectionType.EXCLUSIONS
    assert classify_text("30-day waiting period - Code-Excl03 applies") is SectionType.WAITING_PERIODS
    assert classify_text("2.4 Hospital means any institution") is SectionType.DEFINITIONS
    assert classify_text("submit the claim form and discharge summary to the TPA for reimbursement") is (
        SectionType.CLAIMS_PROCEDURE
    )
    assert is_limits_schedule(
        "Ambulance Up to INR 2,500 Up to INR 4,000 Air Ambulance Not covered Up to 5% of SI"
    )
    assert not is_limits_schedule("The Company shall reimburse ambulance charges up to the limit.")
