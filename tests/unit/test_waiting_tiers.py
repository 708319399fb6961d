"""Specific-disease waiting periods printed per list (text written for the test in the IRDAI Excl02 shape)."""

from __future__ import annotations

from clausetrail.extraction.rules.waiting_tiers import specific_disease_tiers
from tests.fixtures.offline_clauses import doc

TIERED = (
    "C. List of specific diseases/procedures\n"
    "24 Months waiting period\n"
    "1. Hernia of all types\n2. Hydrocele\n3. Cataract\n"
    "48 Months waiting period\n"
    "1. Joint replacement unless arising from accident\n2. Osteoporosis\n"
    "3. 30-day waiting period - Code Excl03\nA. Expenses related to any illness within 30 days are excluded."
)


def test_each_tier_keeps_its_own_list() -> None:
    tiers = specific_disease_tiers(doc(TIERED))
    assert [t["months"] for t in tiers] == [24, 48]
    assert "Hydrocele" in str(tiers[0]["text"]) and "Joint replacement" not in str(tiers[0]["text"])
    assert "Joint replacement" in str(tiers[1]["text"]) and "30 days" not in str(tiers[1]["text"])


def test_one_period_alone_is_not_a_set_of_tiers() -> None:
    assert specific_disease_tiers(doc("24 Months waiting period\n1. Hernia\n2. Cataract")) == []


def test_illnesses_listed_with_a_wait_in_days_keep_their_list() -> None:
    from clausetrail.extraction.rules.waiting_tiers import listed_illness_waits

    text = (
        "4. Treatment of the following listed ailments within 120 days of the first policy inception is "
        "not covered unless they are pre-existing and disclosed at the time of underwriting\n"
        "a) High blood pressure\nb) Heart ailments\n\n"
        "5. 30-day waiting period - Code Excl03\nA. Expenses related to any illness within 30 days are excluded."
    )
    (found,) = listed_illness_waits(doc(text))
    assert found["days"] == 120 and found["disclosed_excepted"] is True
    assert "High blood pressure" in str(found["text"]) and "Heart ailments" in str(found["text"])
    assert "30 days" not in str(found["text"])
    # the 30-day wait for any illness and a critical illness survival period are no such list
    assert (
        listed_illness_waits(
            doc("Expenses related to any illness within 30 days from inception are excluded.")
        )
        == []
    )
    assert (
        listed_illness_waits(doc("No payment if a Critical Illness is first diagnosed within 90 days.")) == []
    )


def test_the_lists_exception_for_cancer_is_read() -> None:
    from clausetrail.extraction.rules.waiting_tiers import specific_disease_cancer_excepted

    for said in (
        "Surgeries / procedures (irrespective of any illness or diagnosis other than cancers)",
        "This waiting period shall not apply where the underlying cause is cancer.",
        "5. Hysterectomy for fibroids unless necessitated by malignancy",
    ):
        assert specific_disease_cancer_excepted(doc(TIERED + "\n" + said)), said
    assert not specific_disease_cancer_excepted(doc(TIERED))


def test_a_tier_heading_may_be_a_named_table() -> None:
    text = (
        "Conditions are listed in Table X and Table Y below.\n"
        "Table X. Two years waiting period\n1. Cataract\n2. Hernia of all types\n"
        "Table Y - Four years waiting period\n1. Joint replacement due to degenerative condition\n"
    )
    tiers = specific_disease_tiers(doc(text))
    assert [t["months"] for t in tiers] == [24, 48]
    assert "Cataract" in str(tiers[0]["text"]) and "Joint replacement" in str(tiers[1]["text"])
