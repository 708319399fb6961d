"""Field readers on layouts found in wordings written blind to the reader (the synthetic development set,
`golden/policies_synthetic/`): a period per plan in brackets, sums insured listed per plan, a deductible
that is no sum insured, maternity waits worded as continuous cover, the old-format 30-day exclusion, a
two-year list that follows its phrase, a band table below a heading that points to it, a row label on its own
line in a table printed without cells, a waived wait, a heading before the bonus rate, and an emergency notice
beside a planned one. Texts are written for these tests."""

from __future__ import annotations

from clausetrail.domain.chunking.chunker import _Chunker
from clausetrail.extraction.rules import (
    benefit_limits,
    benefits,
    maternity_waiting,
    operations,
    room_limits,
    sum_insured,
    waiting,
)
from tests.fixtures.offline_clauses import doc, found, val


def test_a_period_given_per_plan_in_brackets_is_read_and_held_doubtful() -> None:
    text = doc(
        "4.2 Pre-hospitalisation\nExpenses incurred during the 15 days (Plan A) or 45 days (Plan B and Plan C) "
        "immediately before the date of admission are paid.",
        "4.3 Post-hospitalisation\nExpenses incurred during the 30 days (Plan A) or 90 days (Plan B and Plan C) "
        "immediately after discharge are paid.",
    )
    pre, post = (
        found(benefits.pre_hospitalisation_days(text)),
        found(benefits.post_hospitalisation_days(text)),
    )
    assert (pre.value, post.value) == (15, 30)  # the shortest: which applies is the schedule's
    assert pre.confidence <= 0.5 and post.confidence <= 0.5
    single = doc(
        "Expenses incurred during the 45 days (forty five days) immediately before admission are paid."
    )
    one = found(benefits.pre_hospitalisation_days(single))
    assert one.value == 45 and one.confidence > 0.5


def test_sums_insured_listed_per_plan_and_a_deductible_that_is_not_one() -> None:
    per_plan = doc(
        "Each plan has its own Sum Insured choices:\n• Basic plan: Rs 1 lakh, Rs 2 lakh;\n"
        "• Super plan: Rs 2 lakh, Rs 4 lakh or Rs 6 lakh."
    )
    assert val(sum_insured.sum_insured_options(per_plan)) == [100000, 200000, 400000, 600000]
    top_up = doc(
        "C.1 Once the total exceeds the Deductible we pay the excess, up to the Sum Insured. For this Policy the "
        "Deductible can be opted at Rs. 1,00,000, Rs. 2,00,000 or Rs. 4,00,000.",
        "C.9 Sum Insured options: Rs. 5,00,000 / Rs. 10,00,000 / Rs. 20,00,000",
    )
    assert val(sum_insured.sum_insured_options(top_up)) == [500000, 1000000, 2000000]
    table_row = doc(
        "Benefit | Plan 1 | Plan 2\nSum Insured options | Rs. 2 lakh, Rs. 3 lakh | Rs. 3 lakh, Rs. 5 lakh, Rs. 8 lakh"
    )
    assert val(sum_insured.sum_insured_options(table_row)) == [200000, 300000, 500000, 800000]


def test_maternity_wait_worded_as_continuous_cover() -> None:
    for wording in (
        "once the insured woman has been covered under Plan C continuously for 36 months.",
        "once the insured woman has been continuously covered under this Policy with Us for 36 months.",
    ):
        text = doc(
            f"3.6 Maternity Expenses\nDelivery expenses are payable up to Rs 40,000 per delivery, {wording}"
        )
        covered = benefits.maternity_covered(text)
        assert val(maternity_waiting.maternity_waiting(text, covered)) == 36


def test_old_format_initial_wait_with_a_long_accident_carve_out() -> None:
    text = doc(
        "3.4 Any illness contracted by the Insured during the first 30 days from the commencement date of the "
        "policy. This exclusion shall not apply where the Insured was covered under any Indian health policy for "
        "twelve months before without a break, nor to admission following an accident."
    )
    assert val(waiting.initial_waiting(text)) == 30
    no_carve_out = doc(
        "3.4 Any illness contracted during the first 30 days from the commencement of the policy."
    )
    assert waiting.initial_waiting(no_carve_out) is None


def test_a_two_year_list_that_follows_its_phrase() -> None:
    text = doc(
        "3.5 During the first two years of continuous operation of the insurance cover, treatment of the "
        "following is not payable: (i) Cataract; (ii) Hernia of all types; (iii) Hydrocele; (iv) Piles.",
        "3.6 Joint replacement is payable only after the first four years of continuous cover.",
    )
    assert val(waiting.specific_disease_waiting(text)) == 24


def test_a_waived_initial_wait_is_none() -> None:
    text = doc(
        "6.1 Waiver of waiting periods\nFor this group the following are waived for every member:\n"
        "(a) the 30 days waiting period for illness from the start of the Policy;\n"
        "(b) the exclusion of pre-existing diseases."
    )
    assert val(waiting.initial_waiting(text)) == 0


def test_band_table_rows_below_a_heading_that_points_to_the_table() -> None:
    text = doc(
        "3.7 Ambulance and Cataract: ambulance charges and cataract surgery are paid up to the amounts in the "
        "Table below, according to the Sum Insured opted by the Insured Person at the start of the Policy Year.\nBenefit | Sum Insured Rs.2,00,000/- to Rs.4,00,000/- | Sum Insured "
        "Rs.5,00,000/- and above\nAmbulance (per hospitalisation) | Rs.800/- | Rs.1,200/-\n"
        "Cataract (per eye) | Rs.18,000/- | Rs.30,000/-"
    )
    ambulance = found(benefit_limits.ambulance_limit(text))
    cataract = found(benefit_limits.cataract_limit(text))
    assert ambulance.value["value"] in (800, 1200) and ambulance.value["value"] < 200000
    assert cataract.value["value"] in (18000, 30000)


def test_a_row_label_on_its_own_line_in_a_table_printed_without_cells() -> None:
    text = doc(
        "Benefit   SI 3 and 5 lakh   SI 10 to 20 lakh\nCataract   Rs. 30,000 per eye   Rs. 45,000 per eye\n"
        "Modern treatment methods   40% of SI   40% of SI\nICU charges   At actuals   At actuals\n"
        "Domiciliary   10% of SI   10% of SI"
    )
    cataract = found(benefit_limits.cataract_limit(text))
    assert cataract.value["kind"] == "amount" and cataract.value["value"] == 30000
    assert cataract.confidence <= 0.5  # one value per column: which applies is the schedule's
    assert val(room_limits.icu_limit(text)) == {"kind": "no_limit", "value": None}


def test_the_bonus_rate_after_its_heading_and_not_in_a_restoration_clause() -> None:
    text = doc(
        "3.10 Restoration\nIf the Sum Insured and the Cumulative Bonus are exhausted, we restore 100% of the Sum "
        "Insured once a year.",
        "3.11 Cumulative bonus. For each claim-free year the Sum Insured is raised by 5% of the expiring Sum "
        "Insured, up to 50%.",
    )
    assert val(benefits.no_claim_bonus(text)) == 5


def test_emergency_notice_beside_a_planned_admission_notice() -> None:
    for sentence in (
        "Notice of a claim shall be given: in case of emergency hospitalisation, within 48 hours of admission; in "
        "case of planned hospitalisation, at least 72 hours prior to admission.",
        "We must be told of a hospitalisation within 48 hours of admission in an emergency, and at least 72 hours "
        "before admission for a planned one.",
    ):
        assert (
            val(operations.claim_intimation_emergency_hours(doc(f"7.1 Claim intimation\n{sentence}"))) == 48
        )


def test_a_text_over_the_limit_is_cut_at_line_ends() -> None:
    class Budget:
        def estimate(self, text: str) -> int:
            return len(text.split())

        def exact(self, text: str) -> int:
            return len(text.split())

    chunker = _Chunker.__new__(_Chunker)
    chunker.budget = Budget()  # type: ignore[assignment]
    rows = [f"Row {i} label   {i}0% of SI   Up to SI" for i in range(12)]
    pieces = chunker.split_words("\n".join(rows), "", 1, 1, 40, None)
    assert len(pieces) > 1
    assert all(line in rows for piece in pieces for line in piece.text.split("\n"))


def test_an_age_copay_measured_when_the_cover_first_commences() -> None:
    from clausetrail.domain.rules.age_conditions import parse_age_condition
    from clausetrail.extraction.rules import copay

    text = doc(
        "6.4 Co-payment\nA person who is 65 years of age or older on the date his or her cover first commences under "
        "this Policy shall bear a co-payment of 15% of every admissible claim."
    )
    finding = found(copay.copay(text))
    assert finding.value["percent"] == 15 and finding.confidence > 0.5
    age = parse_age_condition(finding.value["condition"])
    assert age is not None and age.at_entry and age.low == 65
    optional = doc(
        "6.5 Optional cover: a co-payment of 10% applies to members aged 60 or above who opt for this cover."
    )
    assert found(copay.copay(optional)).value["percent"] == 0


def test_zone_copays_from_a_table_of_premium_zones_against_zones_of_treatment() -> None:
    from clausetrail.extraction.rules import zones

    text = doc(
        "5.1 Zones\nZone 1: Mumbai, Delhi\nZone 2: Pune, Jaipur\nZone 3: Rest of India\n"
        "Co-payment by zone\nYour premium zone | Treated in Zone 1 | Treated in Zone 2 | Treated in Zone 3\n"
        "Zone 1 | Nil | Nil | Nil\nZone 2 | 15% of the claim | Nil | Nil\nZone 3 | 25% of the claim | 15% of the claim | Nil"
    )
    table = zones.treatment_zones(text)
    assert table is not None
    assert sorted((p["premium"], p["treated"], p["percent"]) for p in table["pairs"]) == [
        (2, 1, "15"),
        (3, 1, "25"),
        (3, 2, "15"),
    ]


def test_the_bonus_rate_in_its_own_table_row_and_after_a_question_heading() -> None:
    table = doc(
        "Benefit | Plan 1 | Plan 2\nRestoration | 100% of SI once a year | 100% of SI once a year\n"
        "Cumulative bonus | 15% per claim-free year | 15% per claim-free year"
    )
    assert val(benefits.no_claim_bonus(table)) == 15
    heading = doc(
        "B.7 Is there a reward for not claiming? (Cumulative bonus)\nYes. Each claim-free year adds 25% of the base "
        "Sum Insured, up to 100%."
    )
    assert val(benefits.no_claim_bonus(heading)) == 25


def test_a_wrapped_sentence_that_opens_a_line_is_not_a_table_row() -> None:
    text = doc(
        "1. In-patient treatment\ni. Room Rent up to Shared room (for Sum\nInsured below Rs 5 Lacs and Single "
        "private room for\nSum Insured Rs 5L and above);"
    )
    room = found(room_limits.room_rent_limit(text))
    assert room.confidence <= 0.5  # the category turns on the sum insured


def test_an_old_public_sector_wording_read_whole() -> None:
    from clausetrail.extraction.rules import identity

    text = doc(
        "HEALTH GUARD MEDICLAIM POLICY UIN: IRDA/NL-HLT/XYZ/P-H/V.III/12/15-16",
        "1.0 NOW THIS POLICY WITNESSETH that subject to the terms, conditions, exclusions and definitions contained "
        "herein the Company will pay under the following heads:\nA. Room, boarding and nursing expenses not exceeding "
        "1% of the Sum Insured per day or Rs.2500/- whichever is less.\nB. Intensive Care Unit (ICU) expenses not "
        "exceeding 2% of the Sum Insured per day or Rs.5000/- whichever is less.",
        "4.1 All diseases/injuries which are pre-existing when the cover incepts for the first time, until 48 months "
        "of continuous coverage has elapsed since the inception of the first policy with the Company.",
        "TABLE 1 - SLABS\nSum Insured (Rs.) Room per day (Rs.) ICU per day (Rs.)\n2,00,000/- 2,000 4,000\n"
        "3,00,000/- 2,500 5,000\n5,00,000/- 2,500 5,000",
    )
    assert val(identity.uin(text)) == "IRDA/NL-HLT/XYZ/P-H/V.III/12/15-16"
    assert val(waiting.ped_waiting(text)) == 48
    assert val(sum_insured.sum_insured_options(text)) == [200000, 300000, 500000]


def test_the_boilerplate_parts_of_a_policy_do_not_type_an_operative_clause() -> None:
    from clausetrail.domain.section_types import SectionType, classify_heading

    sentence = "NOW THIS POLICY WITNESSETH that subject to the terms, conditions, exclusions and definitions contained"
    assert classify_heading(sentence) is None
    assert classify_heading("4. EXCLUSIONS") is SectionType.EXCLUSIONS
    assert classify_heading("2. DEFINITIONS") is SectionType.DEFINITIONS


def test_tiers_written_as_list_items_that_open_with_their_period() -> None:
    from clausetrail.extraction.rules.waiting_tiers import specific_disease_tiers

    text = doc(
        "D.2 Specified disease/procedure waiting period (Code: Excl02)\na) Expenses related to the treatment of the "
        "listed Conditions, surgeries/treatments shall be excluded until the expiry of the period shown against them "
        "below, of continuous coverage after the date of inception of the first policy with us.\n"
        "f) List of specific diseases/procedures:\n(i) 24 months: cataract; hernia of all types; hydrocele.\n"
        "(ii) 36 months: joint replacement surgery of hip or knee; osteoarthritis."
    )
    assert val(waiting.specific_disease_waiting(text)) == 24
    tiers = specific_disease_tiers(text)
    assert [t["months"] for t in tiers] == [24, 36]
    assert "joint replacement" in str(tiers[1]["text"])


def test_an_opted_maternity_wait_stated_before_the_evidence_of_cover_and_no_reinstatement() -> None:
    text = doc(
        "4.9 Optional Maternity Extension\nWhere opted, the Company shall pay Maternity Expenses as follows:\n"
        "(i) normal delivery up to Rs. 20,000;\n(ii) a waiting period of 12 months from the date of enrolment applies;\n"
        "(iii) cover is restricted to the first two living children.",
        "4.11 No Bonus and No Reinstatement\nThe Sum Insured, once exhausted in a Policy Period, is not reinstated.",
        "6.3 Free Look Period\nThe Free Look Period is available at inception only. You have a period of 15 days from "
        "the date of receipt of the Policy to review it.",
    )
    covered = benefits.maternity_covered(text)
    assert val(maternity_waiting.maternity_waiting(text, covered)) == 12
    assert benefits.restoration_benefit(text) is None
    assert val(operations.free_look_period_days(text)) == 15


def test_zones_named_with_their_places_in_sentences_and_their_copay_in_prose() -> None:
    from clausetrail.domain.zones import zone_of_city
    from clausetrail.extraction.rules import zones

    text = doc(
        "5.1 For premium and claims the country is divided into two zones. Zone A comprises Delhi, Mumbai, Chennai "
        "and Bengaluru. Zone B comprises all other places in India.\n5.3 Insured persons who have paid premium for "
        "Zone B and take treatment in Zone A shall bear 10% of each admissible claim."
    )
    table = zones.treatment_zones(text)
    assert table is not None
    assert [(p["premium"], p["treated"], p["percent"]) for p in table["pairs"]] == [(2, 1, "10")]
    assert zone_of_city("chennai", table["zones"]) == 1
    assert zone_of_city("nashik", table["zones"]) == 2


def test_the_next_list_item_is_another_subject_not_another_plans_cell() -> None:
    listed = doc(
        "3.1 We will pay for the following:\na) Accommodation charges: room, boarding and nursing, up to Rs. 6,000 "
        "per day of admission;\nb) Intensive Care Unit charges, up to Rs. 12,000 per day of admission;\nc) fees of "
        "the surgeon."
    )
    room = found(room_limits.room_rent_limit(listed))
    assert room.value == {"kind": "amount_per_day", "value": 6000} and room.confidence > 0.5
    plans = doc("Room Rent: Up to Rs 2000 per day for Silver Plan Up to Rs 3000 per day for Gold Plan")
    assert found(room_limits.room_rent_limit(plans)).confidence <= 0.5


def test_a_row_with_one_value_for_every_column_reads_its_own_line() -> None:
    text = doc(
        "Benefit Basic Plus Max Elite\nDay Care Treatment Up to SI Up to SI Up to SI Up to SI\n"
        "Road Ambulance Up to Rs 1,800 per hospitalisation\nDomiciliary 10% of SI 10% of SI 10% of SI 10% of SI\n"
        "Organ Donor Up to SI Up to SI Up to SI Up to SI"
    )
    ambulance = found(benefit_limits.ambulance_limit(text))
    assert ambulance.value == {"kind": "amount", "value": 1800} and ambulance.confidence > 0.5
