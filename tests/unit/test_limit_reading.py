"""Limits read from the general structure of wordings (pass 3): tables by plan or sum-insured band, shares of
SI with rupee caps, units, "whichever is lower", "no limit" forms, room categories and deferral to the
schedule.

Every input below is written for this test from the common shapes of Indian health-insurance wordings (a
table of benefits with a column per plan, a band table under a lead-in, the IRDAI "x% of sum insured
subject to a maximum of Rs y" form); none is a quote of a particular wording.
"""

from __future__ import annotations

from typing import Any

import pytest

from clausetrail.domain.terms import PolicyTerms, TermValue, apply_schedule_overrides
from clausetrail.extraction import ClauseView
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.result import term_from_finding
from clausetrail.extraction.rules import benefit_limits, room_limits
from clausetrail.extraction.rules.common import Finding


def clause(text: str, n: int, chunk_type: str = "prose", section: str = "other") -> ClauseView:
    return ClauseView(
        clause_id=f"c{n}",
        clause_no=None,
        section_type=section,
        chunk_type=chunk_type,
        page_start=n + 1,
        page_end=n + 1,
        text=text,
        ordinal=n,
    )


def doc(*parts: str | tuple[str, str]) -> DocText:
    """Clauses in order; a ``("table", text)`` part is a table chunk (rows a line, cells joined by " | ")."""
    views = []
    for n, part in enumerate(parts):
        if isinstance(part, tuple):
            views.append(clause(part[1], n, chunk_type=part[0]))
        else:
            views.append(clause(part, n))
    return DocText(views)


def val(finding: Finding | None) -> Any:
    """The value read, without the per-band limits a varying table adds (``test_limit_bands`` checks those)."""
    assert finding is not None
    if isinstance(finding.value, dict) and "bands" in finding.value:
        return {k: v for k, v in finding.value.items() if k != "bands"}
    return finding.value


PLAN_TABLE = (
    "table",
    "Benefit | Plan 1 | Plan 2 | Plan 3\n"
    "Road ambulance (per hospitalisation) | Up to Rs 1,500 | Up to Rs 3,000 | Up to SI\n"
    "Cataract (per eye) | Up to Rs 30,000 | Up to Rs 45,000 | Up to SI\n"
    "Room rent (per day) | 1% of SI | 2% of SI | Single Private AC Room\n"
    "ICU (per day) | 2% of SI | 4% of SI | No limit",
)


# -- tables ------------------------------------------------------------------------------------------------


def test_plan_table_reads_the_subjects_own_row_first_plan_first() -> None:
    text = doc("Section B. Table of Benefits", PLAN_TABLE)
    assert val(benefit_limits.ambulance_limit(text)) == {"kind": "amount", "value": 1500}
    assert val(benefit_limits.cataract_limit(text)) == {"kind": "amount", "value": 30000}
    assert val(room_limits.room_rent_limit(text)) == {"kind": "percent_si_per_day", "value": 1}
    assert val(room_limits.icu_limit(text)) == {"kind": "percent_si_per_day", "value": 2}


def test_a_row_without_a_figure_never_takes_the_next_rows_number() -> None:
    text = doc(
        (
            "table",
            "Benefit | Plan 1 | Plan 2\n"
            "Road ambulance | Covered | Covered\n"
            "Cataract (per eye) | Up to Rs 20,000 | Up to Rs 40,000",
        )
    )
    finding = benefit_limits.ambulance_limit(text)
    assert val(finding) == {"kind": "no_limit", "value": None}
    assert finding is not None and finding.confidence <= 0.5  # a default, not a reading


def test_subject_column_in_a_band_table() -> None:
    text = doc(
        (
            "table",
            "Sum Insured | Room Rent | ICU\n"
            "Rs 3 lakh | Rs 3,000 per day | Rs 6,000 per day\n"
            "Rs 5 lakh | Rs 5,000 per day | Rs 10,000 per day",
        )
    )
    assert val(room_limits.room_rent_limit(text)) == {"kind": "amount_per_day", "value": 3000}
    assert val(room_limits.icu_limit(text)) == {"kind": "amount_per_day", "value": 6000}


def test_band_table_under_a_lead_in_reads_the_limit_column_not_the_bands() -> None:
    text = doc(
        "4.2 Expenses for treatment of cataract are payable up to the limits in the table below:",
        (
            "table",
            "Sum Insured (Rs.) | Limit per eye (Rs.) | Limit per policy year (Rs.)\n"
            "2,00,000 | 15,000 | 25,000\n"
            "5,00,000 | 30,000 | 50,000",
        ),
    )
    assert val(benefit_limits.cataract_limit(text)) == {"kind": "amount", "value": 15000}


def test_a_cell_naming_two_subjects_is_split_at_each_name() -> None:
    text = doc(
        (
            "table",
            "Feature | Option A | Option B\n"
            "Room / ICU charges (per day) | Room - up to 1.5% of SI; ICU - up to 3% of SI | Up to SI",
        )
    )
    assert val(room_limits.room_rent_limit(text)) == {"kind": "percent_si_per_day", "value": 1.5}
    assert val(room_limits.icu_limit(text)) == {"kind": "percent_si_per_day", "value": 3}


# -- caps, "whichever is lower", units ---------------------------------------------------------------------


def test_share_of_si_keeps_its_rupee_cap() -> None:
    text = doc(
        "(a) Room rent, boarding and nursing expenses up to 1% of the sum insured per day, subject to a "
        "maximum of Rs 4,000 per day.",
        "(b) Intensive care unit expenses up to 2% of sum insured per day, capped at Rs 8,000 per day.",
    )
    assert val(room_limits.room_rent_limit(text)) == {
        "kind": "percent_si_per_day",
        "value": 1,
        "cap_inr": 4000,
    }
    assert val(room_limits.icu_limit(text)) == {"kind": "percent_si_per_day", "value": 2, "cap_inr": 8000}


def test_whichever_is_lower_in_either_order() -> None:
    percent_first = doc("Cataract: up to 20% of SI or Rs 50,000 whichever is lower, per eye.")
    assert val(benefit_limits.cataract_limit(percent_first)) == {
        "kind": "percent_si",
        "value": 20,
        "cap_inr": 50000,
    }
    amount_first = doc("Cataract: Rs 50,000 or 20% of the sum insured, whichever is less, for each eye.")
    assert val(benefit_limits.cataract_limit(amount_first)) == {
        "kind": "percent_si",
        "value": 20,
        "cap_inr": 50000,
    }
    # amount first: the share with the amount as its cap (the amount alone would overpay where 1% of the
    # sum insured is below it)
    ambulance = doc("Road ambulance charges up to Rs 2,500 or 1% of the sum insured, whichever is less.")
    assert val(benefit_limits.ambulance_limit(ambulance)) == {
        "kind": "percent_si",
        "value": 1,
        "cap_inr": 2500,
    }


def test_a_cap_whose_currency_word_is_glued_to_or_is_still_the_cap() -> None:
    # a PDF text layer that drops the space between "or" and the currency word ("orRs.")
    glued = doc("Cataract: limited to 25% of Sum Insured orRs.40,000/-, whichever is lower, per each eye.")
    assert val(benefit_limits.cataract_limit(glued)) == {"kind": "percent_si", "value": 25, "cap_inr": 40000}
    # an "or" with no "whichever is lower" after it is still not a cap
    alternative = doc("Cataract: 25% of Sum Insured orRs.40,000/- as opted, per each eye.")
    assert val(benefit_limits.cataract_limit(alternative)).get("cap_inr") is None


def test_a_plan_table_row_run_together_by_the_text_layer_is_doubtful() -> None:
    # four plan columns of one row read as one stretch of text: the same cell wording, other amounts
    flattened = doc(
        "Ambulance Cover Up to Rs 2,000 paid\n(Reimbursement per Up to Rs 3,000 paid Actual expenses paid Up "
        "to Rs 2,000 per\nof Ambulance Hospitalisation per Hospitalisation"
    )
    finding = benefit_limits.ambulance_limit(flattened)
    assert finding is not None and finding.value["value"] == 2000 and finding.confidence <= 0.5
    # two limits of one subject (per event and per year) are not plan cells
    two_limits = doc("Road ambulance: up to Rs 2,000 per hospitalisation and up to Rs 6,000 per policy year.")
    two = benefit_limits.ambulance_limit(two_limits)
    assert two is not None and two.confidence > 0.5
    # nor is another subject's amount in the next sentence
    next_subject = doc("Road ambulance up to Rs 2,000 paid. Air ambulance up to Rs 2,50,000 paid.")
    other = benefit_limits.ambulance_limit(next_subject)
    assert other is not None and other.confidence > 0.5


def test_per_hospitalisation_amount_preferred_to_the_yearly_aggregate() -> None:
    text = doc(
        "Road ambulance: up to Rs 3,000 per policy year, subject to Rs 1,000 per hospitalisation.",
    )
    assert val(benefit_limits.ambulance_limit(text)) == {"kind": "amount", "value": 1000}


def test_sum_insured_band_labels_are_not_limits() -> None:
    text = doc("Road ambulance: for Sum Insured of Rs 3,00,000, up to Rs 2,000 per hospitalisation.")
    assert val(benefit_limits.ambulance_limit(text)) == {"kind": "amount", "value": 2000}


# -- no limit, categories ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "i. Room rent: at actuals.",
        "i. There is no sub-limit on room rent for any plan.",
        "i. We do not restrict the room rent you may choose.",
        "i. Room rent is payable up to the sum insured.",
    ],
)
def test_no_limit_forms(sentence: str) -> None:
    assert val(room_limits.room_rent_limit(doc(sentence))) == {"kind": "no_limit", "value": None}


def test_room_category_limit() -> None:
    text = doc("i. Room rent: up to a Single Private AC Room.")
    assert val(room_limits.room_rent_limit(text)) == {
        "kind": "room_category",
        "value": "Single Private AC Room",
    }


# -- deferral to the schedule ------------------------------------------------------------------------------


def test_a_limit_left_to_the_schedule_is_deferred_not_guessed() -> None:
    text = doc(
        "3.4 Road Ambulance: We will cover the costs incurred on a road ambulance, up to the limit specified "
        "in the Policy Schedule, for 1 transfer per hospitalisation within 50 km.",
    )
    finding = benefit_limits.ambulance_limit(text)
    assert finding is not None and finding.defers_to_schedule and finding.value is None
    term = term_from_finding("ambulance_limit", finding, text, source="offline")
    assert term.value is None and term.defers_to_schedule and term.quote
    assert "Schedule" in (term.quote or "")


def test_room_category_as_opted_is_deferred() -> None:
    text = doc(
        "(i) Room rent: up to the room category as opted by the policyholder and shown in the schedule."
    )
    finding = room_limits.room_rent_limit(text)
    assert finding is not None and finding.defers_to_schedule


def test_unless_otherwise_specified_keeps_the_stated_value() -> None:
    text = doc("a. Room rent limit shall be 'no limit' unless otherwise specified in the Policy Schedule.")
    finding = room_limits.room_rent_limit(text)
    assert val(finding) == {"kind": "no_limit", "value": None}
    assert finding is not None and not finding.defers_to_schedule


def test_a_value_printed_elsewhere_beats_a_deferral() -> None:
    text = doc(
        "2.3 Road ambulance charges are payable up to the limit as per the Table of Benefits.",
        "2.4 Cataract treatment up to the limit specified in the policy schedule.",
        PLAN_TABLE,
    )
    assert val(benefit_limits.ambulance_limit(text)) == {"kind": "amount", "value": 1500}
    assert val(benefit_limits.cataract_limit(text)) == {"kind": "amount", "value": 30000}


def test_deferred_terms_are_listed_and_the_schedule_fills_them() -> None:
    deferred = TermValue[Any](value=None, source="offline", defers_to_schedule=True, note="see schedule")
    terms = PolicyTerms.model_validate({"ambulance_limit": deferred.model_dump()})
    assert terms.deferred_fields() == ["ambulance_limit"]
    filled = apply_schedule_overrides(terms, {"ambulance_limit": {"kind": "amount", "value": 2000}})
    assert filled.deferred_fields() == []
    assert filled.value("ambulance_limit").value == 2000
    with pytest.raises(ValueError):
        TermValue[Any](value=5, source="offline", defers_to_schedule=True)


# -- table layouts: merged cells, covered / not covered columns, annexure lists ----------------------------


def test_rows_continuing_a_merged_benefit_cell_belong_to_the_benefit() -> None:
    text = doc(
        (
            "table",
            "4.1 (a) | Room rent, boarding and nursing charges as charged by the hospital | \n"
            "4.1 (a) | Sum insured of Rs 3,00,000 / 5,00,000 | Twin sharing AC room\n"
            "4.1 (a) | Sum insured of Rs 10,00,000 and above | Single private AC room\n"
            "4.1 (b) | Intensive care unit charges | Up to 2% of SI",
        )
    )
    assert val(room_limits.room_rent_limit(text)) == {
        "kind": "room_category",
        "value": "Twin sharing AC room",
    }


def test_the_not_covered_column_of_a_two_column_table_is_not_the_benefit() -> None:
    text = doc(
        (
            "table",
            "We will cover: | We will not cover:\n"
            "a. Hospital stay, nursing and medicines. | i) Treatment that is usually taken as an out-patient.\n"
            "b. Road ambulance: transport to hospital in an emergency, subject to a maximum of Rs 2,500 per "
            "hospitalisation. | i) Ambulance providers not registered with the transport authority.",
        )
    )
    assert val(benefit_limits.ambulance_limit(text)) == {"kind": "amount", "value": 2500}


def test_bare_numbers_in_a_sentence_cell_are_not_rupees() -> None:
    text = doc(
        (
            "table",
            "Benefit | Limit (Rs.)\n"
            "Road ambulance in an emergency, for sum insured bands 1,00,000 to 5,00,000 limited to 2,000/- per "
            "hospitalisation | As in the description",
        )
    )
    assert val(benefit_limits.ambulance_limit(text)) == {"kind": "amount", "value": 2000}


def test_an_item_of_the_non_payable_lists_is_not_the_ambulance_benefit() -> None:
    text = doc(
        "Annexure I - List I: items for which coverage is not available in the policy",
        ("table", "Sl | Item\n48 | NIMBUS BED OR AIR BED CHARGES\n49 | AMBULANCE COLLAR\n67 | AMBULANCE"),
    )
    assert benefit_limits.ambulance_limit(text) is None  # no ambulance benefit: not stated, never "no limit"


def test_a_deferral_in_a_later_item_of_the_subjects_clause() -> None:
    text = doc(
        "VI. Emergency Ambulance\nWe will pay for transport to the nearest hospital by ambulance, provided that:\n"
        "a. the transfer is medically necessary;\nb. it is one transfer per hospitalisation;\n"
        "c. we have accepted a claim for the hospitalisation;\n"
        "d. we will cover expenses up to the amount specified in the Product Benefit Table."
    )
    finding = benefit_limits.ambulance_limit(text)
    assert finding is not None and finding.defers_to_schedule


def test_the_sum_insured_as_specified_in_the_schedule_does_not_defer_a_limit() -> None:
    text = doc(
        "3.5 Road Ambulance: We will pay the charges of a registered ambulance for transfer to hospital, "
        "within the Sum Insured as specified in the Policy Schedule."
    )
    finding = benefit_limits.ambulance_limit(text)
    assert finding is not None and not finding.defers_to_schedule
    assert val(finding) == {"kind": "no_limit", "value": None}


def test_post_hospitalisation_period_left_to_the_schedule_and_not_a_nursing_benefits_days() -> None:
    from clausetrail.extraction.rules import benefits

    text = doc(
        "3. Post-hospitalisation Medical Expenses: We will pay the medical expenses incurred immediately "
        "after discharge from hospital up to the limits as specified in the Policy Schedule, provided that we "
        "have accepted the in-patient claim.",
        "7. Home Nursing: We will pay the amount specified for each day, up to a maximum of 15 days post "
        "hospitalisation, for a qualified nurse at your residence.",
    )
    finding = benefits.post_hospitalisation_days(text)
    assert finding is not None and finding.defers_to_schedule and finding.value is None
    printed = doc(
        "3. Post-hospitalisation: medical expenses incurred during 90 days after discharge are covered.",
        "7. Home Nursing: up to a maximum of 15 days post hospitalisation for each day of nursing.",
    )
    assert val(benefits.post_hospitalisation_days(printed)) == 90


def test_a_subject_that_is_itself_a_list_item_ends_at_the_next_item() -> None:
    text = doc(
        "1. Hospitalisation expenses\ni. Medical expenses for at least 24 hours of hospitalisation\n"
        "ii. Room rent\niii. Road ambulance up to Rs 2,000\niv. Day care procedures"
    )
    finding = room_limits.room_rent_limit(text)
    assert val(finding) == {"kind": "no_limit", "value": None}
    # not the ambulance's figure: a bare list item with nothing a limit is made of near the room is the
    # wording's silence on a room limit, below a read figure's confidence
    assert finding is not None and finding.confidence < 0.8


def test_a_benefit_table_row_after_the_annexure_lists_is_a_benefit() -> None:
    text = doc(
        (
            "table",
            "List I - items for which coverage is not available\nSl | Item\n1 | BABY FOOD\n2 | AMBULANCE COLLAR",
        ),
        (
            "table",
            "S.No | Benefit | Plan 1 | Plan 2\n1 | Room, boarding and nursing | Up to 1% of SI per day | Any room\n"
            "2 | ICU charges | Actuals | Actuals\n3 | Road ambulance | Up to Rs 1,000 | Actuals",
        ),
    )
    assert val(room_limits.icu_limit(text)) == {"kind": "no_limit", "value": None}
    assert val(benefit_limits.ambulance_limit(text)) == {"kind": "amount", "value": 1000}


def test_a_models_null_that_quotes_a_deferral_is_flagged() -> None:
    from clausetrail.extraction.claude import ClaudeExtractionModel
    from clausetrail.extraction.context import build_pass_context
    from clausetrail.extraction.passes import pass_spec
    from tests.unit.test_claude_extraction import FakeLlm

    views = [
        clause("Road ambulance: up to the limit specified in the Policy Schedule.", 0),
        clause("Cataract: Rs 25,000 per eye.", 1),
    ]
    llm = FakeLlm(
        {
            "ambulance_limit": {
                "value": None,
                "clause_id": "c0",
                "quote": "up to the limit specified in the Policy Schedule",
            },
            "cataract_limit": {"value": None, "clause_id": None, "quote": None},
        }
    )
    result = ClaudeExtractionModel(llm).run_pass(3, build_pass_context(pass_spec(3), views))
    assert result.fields["ambulance_limit"].defers_to_schedule
    assert result.fields["ambulance_limit"].value is None
    assert not result.fields["cataract_limit"].defers_to_schedule


def test_a_room_rent_ceiling_in_rupees_is_per_day_unless_another_unit_is_printed() -> None:
    daily = doc("(i) Room rent, boarding and nursing: up to Rs 4,000.")
    assert val(room_limits.room_rent_limit(daily)) == {"kind": "amount_per_day", "value": 4000}
    per_stay = doc("(i) Room rent: up to Rs 20,000 per hospitalisation.")
    assert val(room_limits.room_rent_limit(per_stay)) != {"kind": "amount_per_day", "value": 20000}


def test_specified_disease_period_from_a_table_of_ailments() -> None:
    from clausetrail.extraction.rules import waiting

    text = doc(
        "4.2 Specified disease / procedure waiting period - Code-Excl02\nA. Expenses related to the treatment "
        "of the listed conditions shall be excluded until the expiry of the specified waiting period.\n"
        "Ailment / Disease | Waiting Period\nBenign ENT disorders | 1 year\nSurgery of hernia | 2 years\n"
        "Cataract | 2 years",
        "4.3 First 30 days waiting period - Code-Excl03",
    )
    assert val(waiting.specific_disease_waiting(text)) == 24


def test_exclusion_code_typo_s_for_x_is_read_as_the_code() -> None:
    from clausetrail.extraction.rules import waiting

    text = doc("4.5 Rest cure, rehabilitation and respite care - Code- EscI05", "4.6 Obesity - Code- Excl06")
    assert val(waiting.exclusion_codes(text)) == ["Excl05", "Excl06"]


def test_an_address_line_between_the_product_name_and_the_uin_is_not_the_name() -> None:
    from clausetrail.extraction.rules import identity

    text = doc(
        "Sample General Insurance Company Limited\nSample Family Health Policy\n"
        "Plot no. AB-12, Sector 5, Some Town - 700001\nUIN: XYZHLIP21001V012122",
    )
    assert val(identity.product_name(text)) == "Sample Family Health Policy"


def test_pre_and_post_periods_stated_in_one_phrase() -> None:
    from clausetrail.extraction.rules import benefits

    text = doc(
        "Pre and post hospitalisation: medical expenses incurred up to 45 days period immediately before and "
        "90 days immediately after the hospitalisation of an insured person."
    )
    assert val(benefits.pre_hospitalisation_days(text)) == 45
    assert val(benefits.post_hospitalisation_days(text)) == 90


def test_product_name_from_a_table_label_and_not_a_cross_reference() -> None:
    from clausetrail.extraction.rules import identity

    text = doc(
        "CUSTOMER INFORMATION SHEET\nS.No | Title | Description | Refer To Policy Wordings\n"
        "1 | Product Name | SAMPLE CARE PLUS | -\nUIN: XYZHLIP21002V012122"
    )
    assert val(identity.product_name(text)) == "SAMPLE CARE PLUS"


def test_a_waiting_period_left_to_the_schedule_is_deferred() -> None:
    from clausetrail.extraction.rules import waiting

    text = doc(
        "D.1.1 Pre-Existing Diseases (Code- Excl01)\na) Expenses related to the treatment of a pre-existing "
        "Disease (PED) and its direct complications shall be excluded until the expiry of years / months as "
        "specified in the Policy Schedule of continuous coverage after the date of inception of the first policy."
    )
    finding = waiting.ped_waiting(text)
    assert finding is not None and finding.defers_to_schedule and finding.value is None


def test_actuals_after_a_figure_for_the_same_subject_is_doubtful() -> None:
    """A figure for one way of paying the claim and "actuals" for another: which applies to a claim is not
    read, so the reading is doubtful (the claim goes to a person) rather than "no limit"."""
    from tests.fixtures.offline_clauses import doc

    text = doc(
        "6. Road Ambulance\nWe will pay for road ambulance services used to reach the nearest Hospital, provided "
        "that:",
        "i. Our liability for each claim is limited to 2% of the Sum Insured subject to a maximum of Rs. 4,000 "
        "when the road ambulance charges are reimbursed. Where the ambulance service is availed on cashless "
        "basis through our network, the charges will be paid at actuals.",
    )
    found = benefit_limits.ambulance_limit(text)
    assert found is not None and found.confidence <= 0.5
    assert found.value in (
        {"kind": "no_limit", "value": None},
        {"kind": "percent_si", "value": 2, "cap_inr": 4000},
    )


def test_actuals_alone_stay_no_limit() -> None:
    from tests.fixtures.offline_clauses import doc, val

    text = doc(
        "6. Road Ambulance\nRoad ambulance charges will be paid at actuals when the claim is reimbursed."
    )
    assert val(benefit_limits.ambulance_limit(text))["kind"] == "no_limit"


def test_cataract_named_only_in_a_waiting_list_has_no_sub_limit() -> None:
    from tests.fixtures.offline_clauses import doc, val

    text = doc(
        "4.2 Specific waiting period (Code-Excl02)\nThe following are excluded until 24 months of continuous "
        "coverage: a. Cataract b. Benign prostatic hypertrophy c. Hernia",
        "3.1 In-patient treatment\nWe will cover room rent, nursing and surgeon fees up to the sum insured.",
    )
    assert val(benefit_limits.cataract_limit(text)) == {"kind": "no_limit", "value": None}


def test_a_per_eye_figure_the_reader_cannot_place_keeps_the_cataract_limit_unknown() -> None:
    from tests.fixtures.offline_clauses import doc

    text = doc(
        "4.2 Specific waiting period (Code-Excl02)\nThe following are excluded until 24 months of continuous "
        "coverage: a. Cataract b. Hernia",
        "Table of benefits\nSum insured | Limit per eye (Rs.)\n3 lakh | 25,000\n5 lakh | 40,000",
    )
    assert benefit_limits.cataract_limit(text) is None


def test_a_personal_accident_scale_per_eye_is_not_a_cataract_figure() -> None:
    from tests.fixtures.offline_clauses import doc, val

    text = doc(
        "4.2 Specific waiting period (Code-Excl02)\nExcluded until 24 months of continuous coverage: a. Cataract",
        "Personal accident scale of benefits\nLoss of sight of one eye 50%\nEach eye 50%",
    )
    assert val(benefit_limits.cataract_limit(text)) == {"kind": "no_limit", "value": None}


def test_a_later_clause_capping_the_room_beats_a_general_up_to_the_sum_insured() -> None:
    from clausetrail.extraction.rules import room_limits
    from tests.fixtures.offline_clauses import doc, val

    text = doc(
        "3.1 In-patient care\nWe will cover the following expenses, up to the sum insured specified in the "
        "schedule:\ni. Room rent, boarding and nursing\nii. Surgeon and anaesthetist fees",
        "3.4 Sub-limits\nRoom rent charges shall be capped at 1% of the Sum Insured per day.",
    )
    assert val(room_limits.room_rent_limit(text))["kind"] == "percent_si_per_day"
    general_only = doc(
        "3.1 In-patient care\nWe will cover the following expenses, up to the sum insured specified in the "
        "schedule:\ni. Room rent, boarding and nursing\nii. Surgeon and anaesthetist fees",
    )
    assert val(room_limits.room_rent_limit(general_only))["kind"] == "no_limit"
