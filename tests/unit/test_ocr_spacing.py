"""Word spaces put back in OCR lines that lost them (no OCR run: strings in, strings out)."""

from __future__ import annotations

import pytest

from clausetrail.adapters.ocr_spacing import breaks_from_word_info, looks_unspaced, respace, split_run


def test_unspaced_diagnosis_sentence_is_split() -> None:
    line = "AfterevaluationhewasdiagnosedwithClosedfractureshaftofrighttibiafollowingaroadtraffic"
    assert respace(line) == (
        "After evaluation he was diagnosed with Closed fracture shaft of right tibia following a road traffic"
    )


def test_dates_numbers_and_punctuation_stay_in_place() -> None:
    line = "Closedreductionandinterlockingnailing,righttibiaon20-07-2025.Mobilised"
    out = respace(line)
    assert out == "Closed reduction and interlocking nailing, right tibia on20-07-2025.Mobilised"
    assert out.replace(" ", "") == line


def test_recogniser_gaps_add_spaces_around_digits() -> None:
    line = "admittedon19July2025underthecareofthesurgeon"
    breaks = [line.index("19"), line.index("July"), line.index("2025"), line.index("under")]
    assert respace(line, breaks) == "admitted on 19 July 2025 under the care of the surgeon"


def test_medical_words_are_kept_whole() -> None:
    assert respace("diagnosedwithDenguefeverwiththrombocytopenia") == (
        "diagnosed with Dengue fever with thrombocytopenia"
    )
    assert respace("ProvisionalDiagnosis:Acutegastroenteritiswithmoderatedehydration") == (
        "Provisional Diagnosis:Acute gastroenteritis with moderate dehydration"
    )


@pytest.mark.parametrize(
    ("line", "spaced"),
    [
        (
            "Laparoscopicsleevegastrectomyformorbidobesity",
            "Laparoscopic sleeve gastrectomy for morbid obesity",
        ),
        ("Acutecholecystitiswithcholelithiasis", "Acute cholecystitis with cholelithiasis"),
        ("Rightkneearthroscopy", "Right knee arthroscopy"),
        ("Laparoscopicappendicectomy", "Laparoscopic appendicectomy"),
    ],
)
def test_medical_words_run_together_are_split_at_their_endings(line: str, spaced: str) -> None:
    assert respace(line) == spaced


def test_a_long_medical_word_is_not_cut_into_a_fragment() -> None:
    assert respace("Cholangiopancreatography") == "Cholangiopancreatography"
    assert split_run("salpingooophorectomy") == ["salpingooophorectomy"]


def test_case_is_kept() -> None:
    assert respace("LOTUSCAREHOSPITAL") == "LOTUS CARE HOSPITAL"
    assert respace("CoronaryArteryBypassGrafting") == "Coronary Artery Bypass Grafting"
    assert split_run("theSingleACcategory") == ["the", "Single", "AC", "category"]


def test_recogniser_gap_inside_a_word_does_not_cut_it() -> None:
    # RapidOCR's groups split "Summary" at the wide m's ("Su m m ary"); the known word wins.
    assert respace("DischargeSummary", [9, 11, 12, 13]) == "Discharge Summary"


@pytest.mark.parametrize(
    "line",
    [
        "Laparoscopic Cholecystectomy",
        "Cholecystectomy",
        "Room Rent (Single AC) 4,500.00",
        "Diagnosis: Acute calculous cholecystitis with choledocholithiasis",
        "Total 1,25,400.00",
        "UHID: UH40719127",
    ],
)
def test_spaced_lines_are_unchanged(line: str) -> None:
    assert not looks_unspaced(line)
    assert respace(line, [1, 3, 5]) == line


def test_codes_and_addresses_are_not_split() -> None:
    line = "Ph:022-27745500Email:accounts@lotuscareclinic.co.inGSTIN:27AADCL7391F1Z8"
    out = respace(line)
    assert "accounts@lotuscareclinic.co" in out
    assert "GSTIN" in out
    assert respace("accounts@lotuscare.co.in") == "accounts@lotuscare.co.in"


def test_word_info_groups_give_breaks() -> None:
    text = "after being"
    info = [11.0, [["a", "f", "t", "e", "r", " ", "b"], ["e", "i", "n", "g"]], [[1], [2]], ["en&num"] * 2, []]
    assert breaks_from_word_info(text, info) == [7]
    assert breaks_from_word_info("other text", info) == []
    assert breaks_from_word_info(text, None) == []
