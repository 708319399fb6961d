"""The offline extraction model's field readers (SPEC §6): waiting periods and exclusion codes, financial
limits, benefits, network and operations, identity. Clause texts are written in the IRDAI standard wording the
real policies share or in the shape of corpus wordings (tables of benefits, sum insured rows)."""

from __future__ import annotations

from clausetrail.domain.rules.age_conditions import parse_age_condition
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules import (
    benefit_limits,
    benefits,
    identity,
    limits,
    maternity_waiting,
    operations,
    room_limits,
    waiting,
)
from tests.fixtures.offline_clauses import INITIAL, PED, SPECIFIED, doc, found, val, views

# -- waiting periods and exclusion codes ------------------------------------------------------------------


def test_waiting_periods_read_from_the_standard_excl_sentences() -> None:
    text = doc(PED, SPECIFIED, INITIAL)
    assert val(waiting.ped_waiting(text)) == 36
    assert val(waiting.initial_waiting(text)) == 30
    # tiered Excl02: the tier whose list holds cataract / hernia
    specified = found(waiting.specific_disease_waiting(text))
    assert specified.value == 24
    assert "Two years waiting period" in text.text[specified.start : specified.end]


def test_specified_disease_single_period_and_shared_unit() -> None:
    single = doc(
        "b. Specified Disease/Procedure waiting period- Code - Excl02\ni. Expenses related to the treatment of "
        "the listed Conditions, surgeries/treatments shall be excluded until the expiry of 24 months of "
        "continuous coverage after the date of inception of the first Policy with us."
    )
    assert val(waiting.specific_disease_waiting(single)) == 24
    shared = doc(
        "6.3 (Code- Excl02) a) Expenses related to the treatment of the following listed conditions, "
        "surgeries/treatments shall be excluded until the expiry of 24/48 months of continuous coverage, as "
        "may be the case after the date of inception of the first policy with the insurer.\n"
        "i. 24 Months waiting period 1. Benign ENT disorder 9. Cataract and age related eye ailments\n"
        "ii. 48 Months waiting period 1. Treatment for joint replacement"
    )
    assert val(waiting.specific_disease_waiting(shared)) == 24


def test_optional_restatement_of_excl01_does_not_replace_the_standard_one() -> None:
    optional = (
        "If the Insured Person has opted for this benefit the exclusions shall read as follows; Pre-Existing "
        "Diseases : Code Excl 01 A. Expenses related to the treatment of a pre-existing Disease (PED) and its "
        "direct complications shall be excluded until the expiry of 12 months of continuous coverage after "
        "the date of inception of the first policy with insurer"
    )
    between = (
        "B. In case of enhancement of Sum Insured the exclusion shall apply afresh to the extent of Sum Insured increase. "
        * 6
    )
    assert val(waiting.ped_waiting(doc(optional, between, PED))) == 36


def test_exclusion_codes_including_text_layer_typos() -> None:
    text = doc(
        "6.1. Pre-Existing Diseases (Code- Excl0l)",
        "4.2 code- ExcI02 and 4.1 code -Excl0 1",
        "Excl 16 Unproven treatments; Star's own Excl 19 is not an IRDAI code",
    )
    assert val(waiting.exclusion_codes(text)) == ["Excl01", "Excl02", "Excl16"]


def test_maternity_cover_and_its_waiting_period() -> None:
    covered = doc(
        "B21. Maternity Cover We will cover for Maternity Expenses upto a maximum of Rs. 50,000/- per policy "
        "subject to a waiting period of 4 years of continuous coverage under this policy."
    )
    finding = benefits.maternity_covered(covered)
    assert finding.value is True
    assert val(maternity_waiting.maternity_waiting(covered, finding)) == 48
    excluded = doc(
        "15. Maternity: (Code Excl18) a. Medical treatment expenses traceable to childbirth (including "
        "complicated deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy"
    )
    not_covered = benefits.maternity_covered(excluded)
    assert not_covered.value is False and not_covered.start is not None
    assert val(maternity_waiting.maternity_waiting(excluded, not_covered)) is None


# -- financial limits ------------------------------------------------------------------------------------


def test_room_rent_and_icu_as_share_of_sum_insured_per_day() -> None:
    text = doc(
        "i. Room Rent, Boarding, Nursing Expenses as provided by the Hospital / Nursing Home up to 2% of the "
        "sum insured subject to maximum of Rs.5000/- per day.",
        "ii. Intensive Care Unit (ICU) / Intensive Cardiac Care Unit (ICCU) expenses up to 5% of sum insured "
        "subject to maximum of Rs.10,000/- per day.",
    )
    # the rupee ceiling after the share is kept for the claim rules
    assert val(room_limits.room_rent_limit(text)) == {
        "kind": "percent_si_per_day",
        "value": 2,
        "cap_inr": 5000,
    }
    assert val(room_limits.icu_limit(text)) == {"kind": "percent_si_per_day", "value": 5, "cap_inr": 10000}


def test_room_rent_amount_per_day_category_and_no_limit() -> None:
    ward = doc(
        "3.1 Cost of treatment taken in General Ward of the Hospital per day maximum charges Rs. 450/-."
    )
    assert val(room_limits.room_rent_limit(ward)) == {"kind": "amount_per_day", "value": 450}
    category = doc(
        "i. Room Rent up to Twin sharing room (for Annual Sum Insured below ` 10 Lacs and Single private AC "
        "room for annual sum insured ` 10L and above);"
    )
    assert val(room_limits.room_rent_limit(category)) == {
        "kind": "room_category",
        "value": "Twin sharing room",
    }
    actuals = doc(
        "a. Room Rent, boarding, nursing expenses. Room rent limit shall be 'At Actuals' unless "
        "otherwise specified in the Policy Schedule."
    )
    assert val(room_limits.room_rent_limit(actuals)) == {"kind": "no_limit", "value": None}
    # "any room" is no limit; "any room except suite" is a category, every room below the one excepted
    any_room = doc("2.3 Room Rent: the insured may stay in any room; room charges are paid as billed.")
    assert val(room_limits.room_rent_limit(any_room)) == {"kind": "no_limit", "value": None}
    except_suite = doc(
        "2.3 Room Rent: room, boarding and nursing charges are paid for any room except a suite."
    )
    assert val(room_limits.room_rent_limit(except_suite))["kind"] == "room_category"
    silent = doc("B1. In-Patient Treatment We will cover expenses for hospitalization.")
    absent = found(room_limits.room_rent_limit(silent))
    assert absent.value == {"kind": "no_limit", "value": None} and absent.start is None


def test_room_category_printed_with_the_room_itself() -> None:
    text = doc(
        "i. Room (Private Single A/C room), Boarding and Nursing Expenses as provided by the Hospital. Note: "
        "expenses are considered in proportion to the room category stated in the Policy or actuals whichever is less."
    )
    assert val(room_limits.room_rent_limit(text)) == {
        "kind": "room_category",
        "value": "Private Single A/C room",
    }


def test_icu_amount_per_day_from_a_rate_table() -> None:
    table = doc(
        "Room Rent 450/- Surgeon fees 12,600/- ICUCharges(per day with all intensive care infrastructure "
        "&facilities) 1,800/- Ventilator Charges(Per day) 450/-"
    )
    assert val(room_limits.icu_limit(table)) == {"kind": "amount_per_day", "value": 1800}


def test_copay_every_claim_versus_conditional_or_none() -> None:
    every = doc(
        "9.3. Co-payment Each and every claim under the Policy shall be subject to a Copayment of 5% "
        "applicable to claim amount admissible and payable as per the terms and conditions of the Policy."
    )
    assert val(limits.copay(every)) == {"percent": 5, "condition": "each and every claim"}
    by_age = doc(
        "Note on Co-payment: For persons with age of entry above 60 years, every admissible claim shall be "
        "subject to a Co-payment of 10% on the admissible claim amount."
    )
    conditional = found(limits.copay(by_age))
    # a co-pay for members of an age: kept with its condition, the claim rule applies it by the member's age
    assert conditional.value["percent"] == 10 and conditional.start is not None
    age = parse_age_condition(conditional.value["condition"])
    assert age is not None and age.at_entry and age.low == 61 and age.high is None
    assert limits.copay(doc("No such clause here.")).start is None


def test_a_copay_row_of_a_plan_table_is_doubtful_when_plans_differ_and_read_when_they_agree() -> None:
    header = (
        "Table of Benefits\nBenefit | Silver | Gold | Platinum\nRoom Rent | 1% of SI | 2% of SI | No limit\n"
    )
    differs = found(
        limits.copay(doc(header + "Co-payment | Nil | 15% per claim | Nil\nAYUSH | Up to SI | - | -"))
    )
    # never "no co-pay" at a confidence the rules would pay on: the Gold plan's claims bear 15 %
    assert (
        differs.value["percent"] == 15
        and differs.confidence <= 0.5
        and "Nil / 15% / Nil" in (differs.note or "")
    )
    agrees = found(limits.copay(doc(header + "Co-payment | 10% | 10% | 10%\nAYUSH | Up to SI | - | -")))
    assert agrees.value == {"percent": 10, "condition": "each and every claim"} and agrees.confidence > 0.5
    nil = found(limits.copay(doc(header + "Co-payment | Nil | Nil | Nil")))
    assert nil.value["percent"] == 0


def test_ambulance_cataract_and_modern_treatment_limits() -> None:
    text = doc(
        "v. Expenses incurred on road Ambulance subject to a maximum of Rs.2000/- per hospitalization.",
        "4.3. Cataract Treatment The Company shall indemnify medical expenses incurred for treatment of "
        "Cataract, subject to a limit of 25% of Sum Insured orRs.40,000/-, whichever is lower, per each eye.",
        "4.6. The following procedures will be covered (wherever medically indicated) either as in patient or as "
        "part of day care treatment in a hospital up to 50% of Sum Insured, specified in the policy schedule:",
        "A. Uterine Artery Embolization and HIFU (High intensity focused ultrasound)",
    )
    assert val(benefit_limits.ambulance_limit(text)) == {"kind": "amount", "value": 2000}
    # the lower of the share and the amount: the amount is the share's cap, even glued to "or"
    assert val(benefit_limits.cataract_limit(text)) == {"kind": "percent_si", "value": 25, "cap_inr": 40000}
    assert val(benefit_limits.modern_treatment_limit(text)) == {"kind": "percent_si", "value": 50}
    up_to_si = doc(
        "3.1.2 Benefit : Road Ambulance Cover The Company will indemnify the Insured Person up to the Sum Insured."
    )
    assert val(benefit_limits.ambulance_limit(up_to_si)) == {"kind": "no_limit", "value": None}
    in_lists_only = doc("i. 24 Months waiting period 1. Benign ENT disorder 9. Cataract 10. Gastric ulcer")
    # named only in a waiting-period list, with no per-eye figure anywhere: no cataract sub-limit
    assert val(benefit_limits.cataract_limit(in_lists_only)) == {"kind": "no_limit", "value": None}


def test_cataract_limit_from_a_band_table_takes_the_per_eye_amount() -> None:
    table = doc(
        "3. Expenses incurred on treatment of Cataract is subject to the limit as per the following table "
        "Sum Insured (Rs.) Limit per eye (in Rs.) 1,00,000/- Up to 12,000/- per eye, per Policy Period"
    )
    assert val(benefit_limits.cataract_limit(table)) == {"kind": "amount", "value": 12000}


def test_a_waiting_period_in_the_clause_before_does_not_make_cataract_a_list_item() -> None:
    text = doc(
        "5.2 Maternity\nDelivery expenses are paid after a waiting period of 24 months.",
        "5.3 Cataract\nCataract surgery is paid up to the sum insured without any sub-limit.",
    )
    finding = found(benefit_limits.cataract_limit(text))
    assert finding.value == {"kind": "no_limit", "value": None}
    # read where the wording states it (a clause to cite), not the default for cataract named only in lists
    assert finding.start is not None and "waiting" not in (finding.note or "")


# -- benefits --------------------------------------------------------------------------------------------


def test_pre_and_post_hospitalisation_days_but_not_claim_deadlines() -> None:
    text = doc(
        "Reimbursement of post hospitalization: Claim must be filed within 15 days from the date of discharge.",
        "3.1.2 Pre Hospitalisation The Company shall indemnify the medical expenses incurred up to thirty days "
        "immediately before the insured person is hospitalised.",
        "3.1.3 Post Hospitalisation The Company shall indemnify the medical expenses incurred up to sixty days "
        "immediately after the insured person is discharged from the hospital.",
    )
    assert val(benefits.pre_hospitalisation_days(text)) == 30
    assert val(benefits.post_hospitalisation_days(text)) == 60


def test_a_plan_table_row_gives_the_period_and_holds_it_doubtful_when_plans_differ() -> None:
    table = (
        "Table of Benefits\nBenefit | Silver | Gold | Platinum\n"
        "Room Rent | 1% of SI per day | 2% of SI per day | No limit\n"
        "Pre-hospitalisation | 30 days | 30 days | 60 days\n"
        "Post-hospitalisation | 60 days | 90 days | 180 days\n"
        "Grace period | 30 days | 30 days | 30 days"
    )
    pre = found(benefits.pre_hospitalisation_days(doc(table)))
    # the room's "per day" in the row above is another benefit's: the period is still read, and doubtful
    assert pre.value == 30 and pre.confidence <= 0.5 and "30 / 60" in (pre.note or "")
    post = found(benefits.post_hospitalisation_days(doc(table)))
    assert post.value == 60 and post.confidence <= 0.5
    same = table.replace("30 days | 30 days | 60 days", "45 days | 45 days | 45 days")
    assert found(benefits.pre_hospitalisation_days(doc(same))).confidence > 0.5  # one period for every plan


def test_a_notice_period_for_a_planned_stay_is_not_the_pre_hospitalisation_period() -> None:
    text = doc(
        "5.2 Claim Intimation In case of emergency hospitalisation the claim must be intimated within 24 hours of "
        "admission; in case of planned hospitalisation, at least 7 days prior to admission.",
        "3.4 Pre-hospitalisation Expenses are covered for the number of days specified in the Policy Schedule.",
    )
    finding = benefits.pre_hospitalisation_days(text)
    assert finding is not None and finding.value is None and finding.confidence == 0.5


def test_a_per_day_amount_in_the_sentence_before_does_not_hide_the_period() -> None:
    text = doc(
        "3.8 Intensive Care Unit ICU charges up to Rs. 12,000 per day. 3.9 Pre and Post Hospitalisation We "
        "will cover relevant medical expenses, including diagnostic tests, 60 days before the date of admission "
        "and 90 days after the date of discharge.",
        "3.10 Home nursing: Rs. 1,000 for each day, up to 15 days after discharge.",
    )
    assert val(benefits.pre_hospitalisation_days(text)) == 60
    assert val(benefits.post_hospitalisation_days(text)) == 90


def test_a_delivery_benefit_is_maternity_cover_and_periods_in_tables_or_definitions() -> None:
    delivery = doc(
        "14. Delivery and New Born\nA. Expenses for a Delivery including Delivery by Caesarean Section (including "
        "pre-natal and post-natal expenses) up to the limits mentioned in the table below per Delivery are "
        "payable while the policy is in force. Benefit under this Section is subject to a waiting period of 24 "
        "months from the date of first commencement of the policy."
    )
    covered = benefits.maternity_covered(delivery)
    assert covered.value is True
    assert val(maternity_waiting.maternity_waiting(delivery, covered)) == 24
    table = doc(
        "xx. | Pre and Post Hospitalization expenses | Medical expenses incurred 30 days priorto Hospitalization"
        "and up to 60 days post Hospitalization. | | |"
    )
    assert val(benefits.pre_hospitalisation_days(table)) == 30
    assert val(benefits.post_hospitalisation_days(table)) == 60
    defined_only = doc(
        "2.38 PRE-HOSPITALISATION MEDICAL EXPENSES means medical expenses incurred during the period up to 30 "
        "days prior to the date of admission in the Hospital, provided that:"
    )
    assert val(benefits.pre_hospitalisation_days(defined_only)) == 30


def test_benefits_offered_versus_only_excluded() -> None:
    text = doc(
        "2.1.13 Domiciliary Hospitalization means medical treatment for an illness which would require care at "
        "a hospital but is actually taken at home.",
        "3.1.6 AYUSH Treatment The Company shall indemnify Medical Expenses incurred for Inpatient Care "
        "treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy systems of medicines.",
        "B5. Organ Donor We will cover for Medical and surgical Expenses of the organ donor for harvesting the organ.",
        "iv. All day care treatments",
        "7.18. Any expenses incurred on Domiciliary Hospitalization and OPD treatment (Code- Excl18 lists above)",
    )
    assert val(benefits.ayush_covered(text)) is True
    assert val(benefits.organ_donor_covered(text)) is True
    assert val(benefits.day_care_covered(text)) is True
    domiciliary = benefits.domiciliary_covered(text)
    assert domiciliary.value is False and domiciliary.start is not None
    assert text.clause_at(domiciliary.start).clause_id == "c4"
    assert (
        val(benefits.organ_donor_covered(doc("20 BLOOD GROUPING AND CROSS MATCHING OF DONORS SAMPLES")))
        is False
    )


def test_bonus_restoration_and_health_checkup() -> None:
    text = doc(
        "5. CUMULATIVE BONUS (CB) Cumulative Bonus will be increased by 5% in respect of each claim free policy "
        "year, subject to maximum of 50% of the sum insured.",
        "14. Reset Benefit: We will reset up to 100% of the Annual Sum Insured once the Sum Insured is exhausted.",
        "B10. Health Checkup We will cover for expenses for a Preventive Health Check-up upto 1% of sum insured.",
    )
    assert val(benefits.no_claim_bonus(text)) == 5
    assert val(benefits.restoration_benefit(text)) == "Reset Benefit"
    assert val(benefits.health_checkup(text)) == "Preventive Health Check-up"


# -- network and operations ------------------------------------------------------------------------------


def test_grace_free_look_and_claim_notification() -> None:
    text = doc(
        "2.21 Grace Period means the specified period of time immediately following the premium due date. The "
        "grace period for payment of the premium for all types of insurance policies shall be: fifteen days "
        "where premium payment mode is monthly and thirty days in all other cases.",
        "The insured person shall be allowed free look period of fifteen days from date of receipt of the policy "
        "document to review the terms and conditions of the policy.",
        "i. Within 24 hours from the date of emergency hospitalization required or before the Insured Person's "
        "discharge from Hospital, whichever is earlier. ii. At least 48 hours prior to admission in Hospital in "
        "case of a planned Hospitalization.",
    )
    assert val(operations.grace_period_days(text)) == 30
    assert val(operations.free_look_period_days(text)) == 15
    assert val(operations.claim_intimation_emergency_hours(text)) == 24
    days_only = doc(
        "5.19 NOTICE OF CLAIM: Preliminary notice of claim with particulars should be given to the Company / TPA "
        "within 7 days from the date of Hospitalization in respect of reimbursement claims."
    )
    assert val(operations.claim_intimation_emergency_hours(days_only)) == 168


# -- identity --------------------------------------------------------------------------------------------


def test_uin_insurer_and_product() -> None:
    text = DocText(
        views(
            "National Insurance Co. Ltd.\nPage 1 of 25 National Parivar Mediclaim Plus Policy\nUIN: NICHLIP25039V032425",
            "National Insurance Company Limited\nCIN - U10200WB1906GOI001713",
            "National Insurance Co. Ltd.\nPage 2 of 25 National Parivar Mediclaim Plus Policy\nUIN: NICHLIP25039V032425",
            "Add-on cover UIN: NICHLIA25040V012425",
            pages=[1, 1, 2, 3],
        )
    )
    assert val(identity.uin(text)) == "NICHLIP25039V032425"
    assert val(identity.insurer_name(text)) == "National Insurance Company Limited"
    assert val(identity.product_name(text)) == "National Parivar Mediclaim Plus Policy"


def test_contacts_are_listed_for_the_identity_pass() -> None:
    text = doc(
        "For Buy/ Renew/ Service/ Claim related queries Log on to www.icicilombard.com or call 1800 2666",
        "Contact us at: Phone : 044 - 28288800, Email: support@starhealth.in. Issued on 12.04.2024 for Rs. 1,00,000",
    )
    assert identity.find_contacts(text) == {
        "phones": ["1800 2666", "044 - 28288800"],
        "emails": ["support@starhealth.in"],
        "websites": ["www.icicilombard.com"],
    }


def test_sum_insured_options_from_a_plan_row_and_not_from_illustrations() -> None:
    table = doc(
        "Table of Benefits: Sum insured (SI) (as Floater) INR 6/ 7/ 8/ 9 /10 Lac INR 15/ 20 /25 Lac INR 30/ 40/ 50 Lac"
    )
    assert val(identity.sum_insured_options(table)) == [
        600000,
        700000,
        800000,
        900000,
        1000000,
        1500000,
        2000000,
        2500000,
        3000000,
        4000000,
        5000000,
    ]
    illustration = doc(
        "Illustration: Balance Annual Sum Insured [A-K] ` 6,52,000 ` 6,50,000 ` 7,44,000 *It has been assumed"
    )
    assert val(identity.sum_insured_options(illustration)) is None
    bands = doc("Sum Insured Limit (Rs.) per day < Rs. 5 Lacs 1% of Sum Insured Rs. 5 Lacs and Above Actuals")
    assert val(identity.sum_insured_options(bands)) is None


def test_a_benefit_is_evidenced_by_the_clause_that_grants_it_not_a_list_naming_it() -> None:
    listing = (
        "3. Claims under In-patient Care, Organ Donor, AYUSH Treatment and Road Ambulance reduce the cover."
    )
    own = "3.9 Organ Donor Cover\nWe will cover the in-patient expenses for harvesting the organ from the donor."
    text = doc(listing, own)
    finding = found(benefits.organ_donor_covered(text))
    assert finding.value is True and finding.start is not None
    assert finding.start >= text.text.index("3.9 Organ Donor")  # the granting clause, cited
