"""IRDAI non-payable items: the packaged lists (derived from Non-Payable-Items-List-I-IV.pdf) and the
matching of real bill line descriptions against them."""

from __future__ import annotations

import pytest

from clausetrail.data import non_payable_document
from clausetrail.domain.claims.facts import LineCategory
from clausetrail.domain.rules.non_payable_catalogue import NonPayableCatalogue, packaged_catalogue


@pytest.fixture(scope="module")
def catalogue() -> NonPayableCatalogue:
    return packaged_catalogue()


def test_packaged_lists_hold_what_the_pdf_prints() -> None:
    # Counted on the PDF: List I numbers 1-68 with no 67 (67 rows), II 1-37, III 1-23, IV 1-18.
    lists = non_payable_document()["lists"]
    assert {k: v["count"] for k, v in lists.items()} == {"I": 67, "II": 37, "III": 23, "IV": 18}
    assert lists["I"]["missing_numbers"] == [67]
    first = {i["no"]: i for i in lists["I"]["items"]}
    assert first[1]["name"] == "BABY FOOD"
    assert first[24]["name"] == "ATTENDANT CHARGES"
    assert first[68]["name"] == "VASOFIX SAFETY"
    assert first[23] == {"no": 23, "name": "SURCHARGES", "printed": "SURCHA RGES", "payable": "never"}
    assert first[10]["payable"] == "conditional" and "varicose" in first[10]["condition"]
    assert {i["no"]: i["name"] for i in lists["II"]["items"]}[27] == "ADMISSION KIT"
    assert lists["II"]["treatment"] == "subsumed_room_charges"


@pytest.mark.parametrize(
    ("description", "ref"),
    [
        ("Surgical gloves", "List I item 56"),
        ("STERILE GLOVES 7.5 (2 PAIR)", "List I item 56"),
        ("BABY FOOD", "List I item 1"),
        ("Attendant charges", "List I item 24"),
        ("ATTENDENT CHARGES", "List I item 24"),  # OCR slip, fuzzy word match
        ("Diapers - adult (10 nos)", "List I item 17"),
        ("Mineral water bottles", "List I item 12"),
        ("Oxygen mask", "List I item 62"),  # the more specific item, not List I 60 "MASK"
        ("N95 mask", "List I item 60"),
        ("Arm sling", "List I item 40"),
        ("Crepe bandage 10 cm", "List I item 16"),
        ("TV charges", "List I item 22"),
        ("Blood grouping & cross matching", "List I item 20"),
        ("Delivery kit", "List I item 58"),
        ("Admission kit charges", "List II item 27"),  # subsumed into room charges, not List I "kit"
        ("Face mask", "List II item 15"),
        ("Housekeeping charges", "List II item 22"),
        ("Registration charges", "List IV item 1"),
        ("Gauze pieces", "List III item 8"),
        ("Glucometer strips", "List IV item 17"),
    ],
)
def test_bill_descriptions_match_their_list_item(
    catalogue: NonPayableCatalogue, description: str, ref: str
) -> None:
    match = catalogue.match(description)
    assert match is not None and match.item.ref == ref


@pytest.mark.parametrize(
    "description",
    [
        "Room rent",
        "Nursing charges",
        "Consultation - Dr Mehta",
        "Inj. Ceftriaxone 1 g",
        "Oxygen charges",  # in-patient oxygen is payable; List I 35 is a cylinder for use outside hospital
        "Spirometry test",  # the lung-function test, not List I 37 SPIROMETRE (the device)
        "Blood grouping",  # not cross matching of donors' samples
        "Catheter kit",  # a named kit is not "any kit with no details"
        "Patient food",  # List I 9 is food other than the patient's diet
        "Water for injection",
        "ICU charges",
    ],
)
def test_payable_lines_are_not_matched_to_list_i(catalogue: NonPayableCatalogue, description: str) -> None:
    match = catalogue.match(description, bill_categories={LineCategory.ROOM})
    assert match is None or not match.not_payable


def test_service_charges_are_non_payable_only_when_nursing_is_also_charged(
    catalogue: NonPayableCatalogue,
) -> None:
    with_nursing = catalogue.match("Service charges", bill_categories={LineCategory.NURSING})
    assert with_nursing is not None and with_nursing.item.ref == "List I item 21"
    assert catalogue.match("Service charges", bill_categories={LineCategory.ROOM}) is None


def test_prescribed_creams_are_pharmacy_not_toiletries(catalogue: NonPayableCatalogue) -> None:
    assert catalogue.match("Moisturising lotion", category=LineCategory.OTHER) is not None
    assert catalogue.match("Betamethasone cream 15 g", category=LineCategory.PHARMACY) is None
