"""Where a wording prints its product's name, and what is never a product name (text written for the test in
the shapes wordings use: a key-information table row, a "Policy Wording - <name>" title, running footers)."""

from __future__ import annotations

from clausetrail.extraction.rules import identity
from tests.fixtures.offline_clauses import doc, val


def test_a_key_information_row_without_a_separator_names_the_product() -> None:
    text = doc(
        "S.No Title Description Refer To Policy Wordings\n1 Product Name Lotus Family Care (Acme Health Plan)\n"
        "2 What am I covered for? Hospital expenses"
    )
    assert val(
        identity.product_name(text, uin_code=None, insurer="Acme General Insurance Company Limited")
    ) == ("Lotus Family Care")


def test_a_title_after_the_words_policy_wording_names_the_product() -> None:
    text = doc(
        "Policy Wordings – Lotus Enhance\nToll Free 1800-000-0000 www.example.com Page 1 of 20",
        "Acme Health Insurance Company Limited will cover all the Insured Persons under this Policy.",
        "Any claim under this Policy shall reduce the Sum Insured for the policy year.",
    )
    assert val(
        identity.product_name(text, uin_code=None, insurer="Acme Health Insurance Company Limited")
    ) == ("Lotus Enhance")


def test_contact_lines_and_sentence_pieces_are_never_names() -> None:
    insurers = ["Acme General Insurance Company Limited"]
    assert identity._clean_product("E-mail : care@example.com", insurers) is None
    assert identity._clean_product("reduce the Sum Insured", insurers) is None
    assert identity._clean_product("S.No Title Description Refer To", insurers) is None
    assert identity._clean_product("my:lotus Secure", insurers) == "my:lotus Secure"


def test_a_number_inside_a_title_is_kept_and_a_page_number_dropped() -> None:
    insurers = ["Acme General Insurance Company Limited"]
    assert identity._clean_product("LOTUS SHIELD 360 RETAIL", insurers) == "LOTUS SHIELD 360 RETAIL"
    assert identity._clean_product("Lotus Shield 12", insurers) == "Lotus Shield"


def test_the_title_line_under_the_insurers_name_on_the_cover_names_the_product() -> None:
    text = doc(
        "Acme Health Insurance Limited\nLotus Shield Family Policy\nThis Policy is a contract between You and "
        "Acme Health Insurance Limited.\nSection B. Definitions of words and terms",
        "Acme Health | UIN: ACMHLIP24001V012324\nB1 Accident means a sudden, unforeseen event.",
    )
    assert (
        val(identity.product_name(text, insurer="Acme Health Insurance Limited"))
        == "Lotus Shield Family Policy"
    )


def test_section_headings_and_what_is_left_of_an_insurers_name_are_never_names() -> None:
    insurers = ["Acme Health Insurance Limited"]
    assert identity._clean_product("Definitions of words and terms", insurers) is None
    assert identity._clean_product("Insurance Company Limited", insurers) is None


def test_a_cover_title_under_the_insurers_co_ltd_line_names_the_product() -> None:
    # "Co. Ltd." ends no sentence: the title on the next line is still read
    text = doc(
        "Acme General | UIN: ACMHLIP25001V012425\n\nAcme General Insurance Co. Ltd.\nLotus Parivar Floater Policy\n"
        "This Policy is a contract of insurance between You and Acme General Insurance Co. Ltd.."
    )
    assert val(identity.product_name(text, uin_code=None, insurer="Acme General Insurance Co. Ltd.")) == (
        "Lotus Parivar Floater Policy"
    )


def test_a_cover_title_wrapped_over_two_lines_is_read_whole() -> None:
    text = doc(
        "Lotus Parivar Health\n\nInsurance Policy\nThis Policy is a contract of insurance between You and "
        "Acme General Insurance Company Limited."
    )
    assert val(
        identity.product_name(text, uin_code=None, insurer="Acme General Insurance Company Limited")
    ) == ("Lotus Parivar Health Insurance Policy")


def test_a_line_of_running_text_after_the_uin_is_not_a_name() -> None:
    insurers = ["Acme General Insurance Company Limited"]
    assert identity._clean_product("This Policy is a contract of insurance between", insurers) is None
    assert identity._clean_product("Lotus Parivar Floater Policy", insurers) == "Lotus Parivar Floater Policy"


def test_a_registration_number_is_not_a_name_and_a_wrapped_insurer_name_does_not_hide_the_title() -> None:
    insurers = ["Acme General Insurance Limited"]
    assert identity._clean_product("No.U66010DL1947GOI007158", insurers) is None
    text = doc(
        "Acme General | UIN: ACMHLIP25001V012425\n\nAcme General\n\nInsurance Limited\nLotus Pillar\n"
        "This Policy is a contract of insurance between You and Acme General Insurance Limited."
    )
    assert val(identity.product_name(text, uin_code=None, insurer="Acme General Insurance Limited")) == (
        "Lotus Pillar"
    )


def test_the_last_line_of_a_page_above_its_running_header_is_no_title() -> None:
    # a header "<Insurer> | Unique Identification No.: <UIN>" on every page after the first: the line above it
    # ends the previous page's running text, not a title block
    header = "Acme Health | Unique Identification No.: ACMHLIP21001V012021"
    text = doc(
        "Acme Health Insurance Company Limited\nLotus Family Shield\nThis Policy is a contract between You and Us.",
        "2.14 Qualified Nurse\nQualified nurse means a person registered with the Nursing Council of India or the\n"
        "Nursing Council of any state in India.\n" + header,
        "2.15 Hospital\nHospital means an institution registered with the local authorities.\n" + header,
    )
    got = val(
        identity.product_name(
            text, uin_code="ACMHLIP21001V012021", insurer="Acme Health Insurance Company Limited"
        )
    )
    assert got == "Lotus Family Shield"
