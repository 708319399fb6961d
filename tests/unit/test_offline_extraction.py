"""The offline extraction model (SPEC §2.5): pass table, contexts, pattern families, anchors, merging.

Clause texts below are written in the IRDAI standard wording the real policies share (Excl01-Excl03,
free look, grace period, claim notification) or copied in shape from corpus wordings (tables of benefits,
"INR 6/ 7/ 8/ 9 /10 Lac", the backtick rupee of ICICI fonts, letter-spaced Tata AIG text).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any

import pytest

from clausetrail.domain.rules.age_conditions import parse_age_condition
from clausetrail.domain.terms import (
    FIELD_REGISTRY,
    Copay,
    Limit,
    LimitKind,
    PolicyTerms,
    TermSource,
    TermValue,
)
from clausetrail.extraction import (
    FIELD_PASS,
    OFFLINE_MODEL_ID,
    PASSES,
    ClauseView,
    ContextMode,
    OfflineExtractor,
    apply_anchors,
    build_pass_context,
    extract_policy,
    mark_pass_failed,
    merge_pass_result,
    pass_spec,
    to_policy_terms,
)
from clausetrail.extraction.clause_sources import clauses_from_page_texts
from clausetrail.extraction.doctext import DocText, normalise
from clausetrail.extraction.keyword_retriever import KeywordRetriever
from clausetrail.extraction.result import PassMeta, PassResult
from clausetrail.extraction.rules import benefits, identity, limits, operations, room_limits, waiting
from clausetrail.extraction.rules.common import Finding
from clausetrail.ports.llm import ModelTier


def views(*texts: str, pages: Sequence[int] | None = None, section: str = "other") -> list[ClauseView]:
    return [
        ClauseView(
            clause_id=f"c{i}",
            clause_no=None,
            section_type=section,
            chunk_type="prose",
            page_start=(pages[i] if pages else i + 1),
            page_end=(pages[i] if pages else i + 1),
            text=text,
            ordinal=i,
        )
        for i, text in enumerate(texts)
    ]


def doc(*texts: str, section: str = "other") -> DocText:
    return DocText(views(*texts, section=section))


def val(finding: Finding | None) -> Any:
    """The value a rule found (the rule must have found something)."""
    assert finding is not None
    return finding.value


def found(finding: Finding | None) -> Finding:
    assert finding is not None
    return finding


PED = (
    "4.1 Pre-Existing Diseases (Code- Excl01)\na. Expenses related to the treatment of a pre-existing Disease "
    "(PED) and its direct complications shall be excluded until the expiry of thirty six (36) months of "
    "continuous coverage after the date of inception of the first policy with us."
)
SPECIFIED = (
    "4.2 Specified disease/procedure waiting period (Code- Excl02)\na) Expenses related to the treatment of "
    "the listed Conditions, surgeries/treatments shall be excluded until the expiry of 90 days/ one year/ two "
    "years (as specified against specific disease/ procedure) of continuous coverage after the date of "
    "inception of the first policy with us.\nf) List of specific diseases/procedures\ni. 90 Days Waiting Period "
    "a. Hypertension b. Diabetes\nii. One year waiting period a. Benign ENT disorders b. Tonsillectomy\n"
    "iii. Two years waiting period a. Cataract b. Benign prostatic hypertrophy c. Hernia"
)
INITIAL = (
    "4.3 First 30 days waiting period (Code- Excl03)\na. Expenses related to the treatment of any illness "
    "within 30 days from the first policy commencement date shall be excluded except claims arising due to "
    "an accident, provided the same are covered."
)


# -- the pass table ---------------------------------------------------------------------------------------


def test_every_registry_field_belongs_to_exactly_one_pass() -> None:
    assigned = [name for spec in PASSES for name in spec.fields]
    assert sorted(assigned) == sorted(FIELD_REGISTRY)
    assert len(assigned) == len(set(assigned))
    assert [spec.number for spec in PASSES] == [1, 2, 3, 4, 5, 6, 7]
    assert FIELD_PASS["initial_waiting_period_days"] == 4 and FIELD_PASS["grace_period_days"] == 5


def test_pass_modes_tiers_and_queries_follow_the_spec() -> None:
    assert pass_spec(1).context is ContextMode.FIRST_PAGES_RAG
    assert {n for n in range(2, 6)} == {s.number for s in PASSES if s.context is ContextMode.RAG}
    assert {6, 7} == {s.number for s in PASSES if s.context is ContextMode.FULL_TEXT}
    assert {s.number for s in PASSES if s.tier is ModelTier.LARGE} == {3, 4, 6}
    for spec in PASSES:
        if spec.uses_retrieval:
            assert len(spec.queries) == 5
            assert all(3 <= len(q.split()) <= 6 for q in spec.queries), spec.queries
        else:
            assert spec.queries == ()
    with pytest.raises(ValueError, match="passes are 1-7"):
        pass_spec(8)


# -- contexts --------------------------------------------------------------------------------------------


def test_full_text_pass_reads_every_clause_in_order() -> None:
    clauses = views("a", "b", "c")
    context = build_pass_context(pass_spec(6), list(reversed(clauses)))
    assert [c.clause_id for c in context.clauses] == ["c0", "c1", "c2"]
    assert context.document == context.clauses and not context.used_retrieval


def test_rag_pass_uses_the_injected_retriever_plus_neighbours() -> None:
    clauses = views("intro", "room rent up to 1% of sum insured per day", "icu", "claims", "grace period")
    asked: list[tuple[list[str], int]] = []

    def retrieve(queries: list[str], k: int) -> list[ClauseView]:
        asked.append((queries, k))
        return [clauses[1]]

    context = build_pass_context(pass_spec(3), clauses, retrieve)
    assert asked == [(list(pass_spec(3).queries), pass_spec(3).retrieval_k)]
    assert [c.clause_id for c in context.clauses] == ["c0", "c1", "c2"]
    assert context.used_retrieval and len(context.document) == 5


def test_identity_pass_adds_the_first_pages_and_no_retriever_means_whole_document() -> None:
    clauses = views("cover page", "preamble", "body", "claims", pages=[1, 2, 3, 9])
    context = build_pass_context(pass_spec(1), clauses, lambda q, k: [clauses[3]], neighbours=0)
    assert [c.clause_id for c in context.clauses] == ["c0", "c1", "c3"]
    fallback = build_pass_context(pass_spec(2), clauses, None)
    assert len(fallback.clauses) == 4 and fallback.notes and not fallback.used_retrieval


def test_keyword_retriever_interleaves_the_queries() -> None:
    clauses = views("room rent per day", "grace period thirty days", "cataract per eye", "nothing here")
    got = KeywordRetriever(clauses).retrieve(["room rent", "cataract eye"], 2)
    assert [c.clause_id for c in got] == ["c0", "c2"]


# -- document text ---------------------------------------------------------------------------------------


def test_normalisation_reads_typography_and_keeps_quotes_verbatim() -> None:
    assert normalise("up to ` 25,000/ eye") == "up to ₹ 25,000/ eye"
    # Tata AIG's letter-spaced runs lose their word breaks but keep the numbers around them in one sentence
    assert normalise("for Pre-H o s p i t a l i z a t i o n c o n s u l t a t i o n s upto 60 days") == (
        "for Pre-Hospitalizationconsultations upto 60 days"
    )
    assert normalise("a b c") == "a b c"
    assert normalise("Code- ExcI02 and Excl0 1") == "Code- Excl02 and Excl01"
    text = DocText(views("Room   Rent\nup to 2% of the sum insured", "Next clause"))
    pos = text.text.index("2%")
    assert text.clause_at(pos).clause_id == "c0"
    assert text.quote(pos, pos + 2) == "Room Rent up to 2% of the sum insured"


def test_clauses_from_page_texts_split_at_clause_markers() -> None:
    pages = [
        "4.1 Pre-Existing Diseases\ntext of 4.1\n4.2 Specified disease\na. first item\nb. second",
        "5. Claims",
    ]
    clauses = clauses_from_page_texts(pages)
    assert [c.text.split("\n")[0] for c in clauses] == [
        "4.1 Pre-Existing Diseases",
        "4.2 Specified disease",
        "a. first item",
        "b. second",
        "5. Claims",
    ]
    assert [c.page_start for c in clauses] == [1, 1, 1, 1, 2]
    assert clauses[0].clause_no == "4.1"


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
    assert val(waiting.maternity_waiting(covered, finding)) == 48
    excluded = doc(
        "15. Maternity: (Code Excl18) a. Medical treatment expenses traceable to childbirth (including "
        "complicated deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy"
    )
    not_covered = benefits.maternity_covered(excluded)
    assert not_covered.value is False and not_covered.start is not None
    assert val(waiting.maternity_waiting(excluded, not_covered)) is None


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


def test_ambulance_cataract_and_modern_treatment_limits() -> None:
    text = doc(
        "v. Expenses incurred on road Ambulance subject to a maximum of Rs.2000/- per hospitalization.",
        "4.3. Cataract Treatment The Company shall indemnify medical expenses incurred for treatment of "
        "Cataract, subject to a limit of 25% of Sum Insured orRs.40,000/-, whichever is lower, per each eye.",
        "4.6. The following procedures will be covered (wherever medically indicated) either as in patient or as "
        "part of day care treatment in a hospital up to 50% of Sum Insured, specified in the policy schedule:",
        "A. Uterine Artery Embolization and HIFU (High intensity focused ultrasound)",
    )
    assert val(limits.ambulance_limit(text)) == {"kind": "amount", "value": 2000}
    assert val(limits.cataract_limit(text)) == {"kind": "percent_si", "value": 25}
    assert val(limits.modern_treatment_limit(text)) == {"kind": "percent_si", "value": 50}
    up_to_si = doc(
        "3.1.2 Benefit : Road Ambulance Cover The Company will indemnify the Insured Person up to the Sum Insured."
    )
    assert val(limits.ambulance_limit(up_to_si)) == {"kind": "no_limit", "value": None}
    in_lists_only = doc("i. 24 Months waiting period 1. Benign ENT disorder 9. Cataract 10. Gastric ulcer")
    # named only in a waiting-period list, with no per-eye figure anywhere: no cataract sub-limit
    assert val(limits.cataract_limit(in_lists_only)) == {"kind": "no_limit", "value": None}


def test_cataract_limit_from_a_band_table_takes_the_per_eye_amount() -> None:
    table = doc(
        "3. Expenses incurred on treatment of Cataract is subject to the limit as per the following table "
        "Sum Insured (Rs.) Limit per eye (in Rs.) 1,00,000/- Up to 12,000/- per eye, per Policy Period"
    )
    assert val(limits.cataract_limit(table)) == {"kind": "amount", "value": 12000}


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


def test_a_delivery_benefit_is_maternity_cover_and_periods_in_tables_or_definitions() -> None:
    delivery = doc(
        "14. Delivery and New Born\nA. Expenses for a Delivery including Delivery by Caesarean Section (including "
        "pre-natal and post-natal expenses) up to the limits mentioned in the table below per Delivery are "
        "payable while the policy is in force. Benefit under this Section is subject to a waiting period of 24 "
        "months from the date of first commencement of the policy."
    )
    covered = benefits.maternity_covered(delivery)
    assert covered.value is True
    assert val(waiting.maternity_waiting(delivery, covered)) == 24
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


# -- the offline model ------------------------------------------------------------------------------------

POLICY = [
    "UIN: ICIHLIP20178V011920 Arogya Sanjeevani Policy",
    "We/ Our/ Us means the ICICI Lombard General Insurance Company Limited",
    "i. Room Rent, Boarding, Nursing Expenses as provided by the Hospital up to 2% of the sum insured subject to "
    "maximum of Rs.5000/- per day.",
    PED,
    INITIAL,
    "7.15. Maternity Expenses (Code- Excl18): i) Medical treatment expenses traceable to childbirth",
    "The insured person shall be allowed free look period of fifteen days from date of receipt of the Policy.",
]


def test_offline_pass_labels_every_value_and_cites_its_clause() -> None:
    clauses = views(*POLICY)
    context = build_pass_context(pass_spec(4), clauses, KeywordRetriever(clauses))
    result = OfflineExtractor().run_pass(4, context)
    assert set(result.fields) == set(pass_spec(4).fields)
    assert result.meta.model_id == OFFLINE_MODEL_ID == "offline-deterministic-v1"
    assert result.meta.offline and result.meta.prompt_id == "offline" and result.meta.used_retrieval
    assert result.meta.context_tokens > 0
    assert all(t.source == "offline" for t in result.fields.values())
    ped = result.fields["ped_waiting_period_months"]
    assert ped.value == 36 and ped.clause_id == "c3" and ped.page == 4
    assert ped.quote is not None and "36" in ped.quote
    for name, term in result.fields.items():
        if term.value not in (None, False, []):
            assert term.clause_id and term.page, name


def test_offline_pass_rejects_a_context_for_another_pass() -> None:
    context = build_pass_context(pass_spec(6), views("x"))
    with pytest.raises(ValueError, match="pass 6, not pass 5"):
        OfflineExtractor().run_pass(5, context)


def test_retrieval_pass_falls_back_to_the_document_for_an_unanswered_field() -> None:
    clauses = views(
        "Grace Period of 30 days to maintain continuity of benefits.", "unrelated", "unrelated too"
    )
    context = build_pass_context(pass_spec(5), clauses, lambda queries, k: [clauses[2]], neighbours=0)
    assert [c.clause_id for c in context.clauses] == ["c2"]
    result = OfflineExtractor().run_pass(5, context)
    assert result.fields["grace_period_days"].value == 30
    assert result.fields["grace_period_days"].clause_id == "c0"
    assert "grace_period_days" in result.meta.document_fallback_fields


def test_extract_policy_runs_all_seven_passes_and_validates() -> None:
    clauses = views(*POLICY)
    terms, results = extract_policy(clauses, KeywordRetriever(clauses))
    assert [r.pass_number for r in results] == [1, 2, 3, 4, 5, 6, 7]
    typed = to_policy_terms(terms)
    assert typed.value("uin") == "ICIHLIP20178V011920"
    assert typed.value("insurer_name") == "ICICI Lombard General Insurance Company Limited"
    assert typed.value("room_rent_limit") == Limit(kind=LimitKind.PERCENT_SI_PER_DAY, value=2, cap_inr=5000)
    assert typed.value("copay") == Copay(percent=0)
    assert typed.value("maternity_covered") is False
    assert typed.value("free_look_period_days") == 15
    assert terms["extraction_meta"]["passes_completed"] == [1, 2, 3, 4, 5, 6, 7]
    assert terms["extraction_meta"]["offline"] is True
    assert "contacts" in results[0].extras and not results[1].extras


# -- anchors ---------------------------------------------------------------------------------------------


def model_term(value: Any, quote: str | None = None, source: TermSource = "model") -> TermValue[Any]:
    return TermValue[Any](value=value, source=source, confidence=0.9, quote=quote, clause_id="c9", page=3)


def test_anchors_override_a_wrong_model_value_from_the_verbatim_clause() -> None:
    clauses = views(PED, SPECIFIED, INITIAL)
    fields = {
        "ped_waiting_period_months": model_term(24),
        "initial_waiting_period_days": model_term(45),
        "exclusion_codes": model_term(["Excl01"]),
        "maternity_waiting_period_months": model_term(9),
    }
    anchored = apply_anchors(fields, clauses)
    assert anchored["ped_waiting_period_months"].value == 36
    assert anchored["ped_waiting_period_months"].source == "anchor"
    assert anchored["ped_waiting_period_months"].clause_id == "c0"
    assert anchored["initial_waiting_period_days"].value == 30
    assert anchored["exclusion_codes"].value == ["Excl01", "Excl02", "Excl03"]
    assert anchored["maternity_waiting_period_months"] == fields["maternity_waiting_period_months"]


def test_anchors_reread_durations_and_amounts_from_the_models_own_quote() -> None:
    clauses = views(
        "Delivery or termination within a Waiting\nPeriod of two years.",  # the quote spans a line break
        "Expenses incurred on road Ambulance subject to a maximum of Rs. 1 lakh per hospitalization.",
    )
    fields = {
        "maternity_waiting_period_months": model_term(2, quote="within a Waiting Period of two years"),
        "ambulance_limit": model_term(
            Limit(kind=LimitKind.AMOUNT, value=1),
            quote="subject to a maximum of Rs. 1 lakh per hospitalization",
        ),
        "post_hospitalisation_days": model_term(60, quote="a quote that is not in the wording, 90 days"),
    }
    anchored = apply_anchors(fields, clauses)
    assert anchored["maternity_waiting_period_months"].value == 24
    assert anchored["maternity_waiting_period_months"].source == "anchor"
    assert anchored["ambulance_limit"].value == Limit(kind=LimitKind.AMOUNT, value=100000)
    assert anchored["post_hospitalisation_days"].value == 60  # an unverifiable quote changes nothing


def test_uin_anchor_replaces_a_uin_the_wording_never_prints() -> None:
    clauses = views("UIN: SHAHLIP26045V042526 Arogya Sanjeevani Policy")
    kept = apply_anchors({"uin": model_term("SHAHLIP26045V042526")}, clauses)
    assert kept["uin"].source == "model"
    fixed = apply_anchors({"uin": model_term("SHAHLIP26045VO42526")}, clauses)
    assert fixed["uin"].value == "SHAHLIP26045V042526" and fixed["uin"].source == "anchor"


def test_anchors_respect_only_and_reject_unknown_fields() -> None:
    clauses = views(PED)
    anchored = apply_anchors({}, clauses, only=["ped_waiting_period_months"])
    assert anchored["ped_waiting_period_months"].value == 36
    assert apply_anchors({}, clauses, only=["grace_period_days"]) == {}
    with pytest.raises(ValueError, match="not a policy term"):
        apply_anchors({}, clauses, only=["premium"])


# -- merging ---------------------------------------------------------------------------------------------


def result_of(pass_number: int, fields: dict[str, Any], *, offline: bool = True) -> PassResult:
    meta = PassMeta(pass_number, "m", "p", "1", offline, 10, True, 1)
    return PassResult(pass_number, {k: model_term(v, source="offline") for k, v in fields.items()}, meta)


def test_merge_writes_only_the_fields_a_pass_owns() -> None:
    first = merge_pass_result({}, result_of(5, {"grace_period_days": 30, "ped_waiting_period_months": 12}))
    assert first.written == ("grace_period_days",) and first.ignored == ("ped_waiting_period_months",)
    later = merge_pass_result(
        first.terms, result_of(4, {"ped_waiting_period_months": 36, "grace_period_days": 15})
    )
    assert later.terms["grace_period_days"]["value"] == 30
    assert later.terms["ped_waiting_period_months"]["value"] == 36
    assert later.terms["extraction_meta"]["passes_completed"] == [4, 5]


def test_a_failed_pass_loses_nothing_and_a_rerun_replaces_its_own_fields() -> None:
    terms = merge_pass_result({}, result_of(4, {"ped_waiting_period_months": 36})).terms
    terms = mark_pass_failed(terms, 5)
    assert terms["ped_waiting_period_months"]["value"] == 36
    assert terms["extraction_meta"]["passes_failed"] == [5]
    terms = merge_pass_result(terms, result_of(5, {"grace_period_days": 30})).terms
    terms = merge_pass_result(terms, result_of(4, {"ped_waiting_period_months": 48}, offline=False)).terms
    meta = terms["extraction_meta"]
    assert meta["passes_failed"] == [] and meta["passes_completed"] == [4, 5]
    assert meta["offline_passes"] == [5]
    assert terms["ped_waiting_period_months"]["value"] == 48
    typed = to_policy_terms(terms)
    assert isinstance(typed, PolicyTerms) and typed.value("grace_period_days") == 30
    assert mark_pass_failed(terms, 4)["extraction_meta"]["passes_failed"] == []  # succeeded stays succeeded


def test_percent_values_keep_fractions() -> None:
    text = doc(
        "7. Road Ambulance Cover We will cover the costs incurred up to 0.5% of the Sum Insured subject to "
        "a maximum of Rs. 2500 per event."
    )
    assert val(limits.ambulance_limit(text)) == {
        "kind": "percent_si",
        "value": Decimal("0.5"),
        "cap_inr": 2500,
    }
