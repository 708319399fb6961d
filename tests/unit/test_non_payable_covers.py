"""Benefits that pay the IRDAI List I items: read from the sentence shape of a wording (not from names), and
applied to a claim only when the issued schedule names the cover. The wording text here is written for the
test in the shapes wordings use (a numbered heading, a title run before the sentence), not copied."""

from __future__ import annotations

from typing import Any

import pytest

from clausetrail.domain.cover_names import cover_key, same_cover
from clausetrail.domain.terms import PolicyTerms
from clausetrail.extraction.context import ClauseView
from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.merge import merge_pass_result
from clausetrail.extraction.rules.optional_covers import non_payable_covers
from tests.unit.test_rules_fixtures import VERSION_ID, facts, run, schedule, terms


def doc(*texts: str) -> DocText:
    return DocText(
        [
            ClauseView(f"c{i}", None, "benefit", "prose", i + 1, i + 1, text, ordinal=i)
            for i, text in enumerate(texts)
        ]
    )


def test_a_numbered_benefit_that_pays_list_i_is_found_with_its_heading_and_clause() -> None:
    found = non_payable_covers(
        doc(
            "7.3 Room Rent Waiver\nThe room rent limit does not apply.",
            "7.4 Bill Guard\nIf a hospitalisation claim is admitted, the items listed as non-payable in List I of "
            "Annexure A will become payable, up to the sum insured.",
        )
    )
    assert [(c["name"], c["clause_id"], c["page"]) for c in found] == [("Bill Guard", "c1", 2)]


def test_a_title_run_before_the_sentence_names_the_benefit() -> None:
    found = non_payable_covers(
        doc(
            "Extra Items Benefit We will pay for the consumables listed in List I of the guidelines, once per claim."
        )
    )
    assert [c["name"] for c in found] == ["Extra Items Benefit"]


@pytest.mark.parametrize(
    "sentence",
    [
        "5.1 Exclusions\nThe items in List I of Annexure A are not payable and will not be covered.",
        "5.2 Non-Payable Items\nWe shall not pay for any item in List I of Annexure A.",
        "5.3 Consumables\nConsumables are subject to the terms of the policy.",
    ],
)
def test_a_refusal_or_a_mere_mention_is_no_cover(sentence: str) -> None:
    assert non_payable_covers(doc(sentence)) == []


def test_cover_names_are_compared_on_their_distinctive_words() -> None:
    assert cover_key("Bill Guard (Optional Cover)") == "bill guard"
    assert same_cover("Bill Guard add-on", "Bill Guard")
    assert not same_cover("Bill Guard", "Room Guard")
    assert not same_cover("Guard", "Bill Guard Plus")
    # a clause reference written beside the name is no part of it
    assert same_cover("Kit Shield (C-4.2)", "Kit Shield")
    assert same_cover("Kit Shield", "D.7 Kit Shield")
    assert not same_cover("Kit Shield (C-4.2)", "Room Shield")


def test_an_insurer_writing_of_itself_in_the_third_person_pays_the_list_too() -> None:
    found = non_payable_covers(
        doc(
            "4.6 Kit Shield\nThe Company shall indemnify the Insured Person for the non-medical expenses listed in "
            "Annexure B incurred in an admissible claim."
        )
    )
    assert [c["name"] for c in found] == ["Kit Shield"]


def _terms_with_cover(**values: Any) -> PolicyTerms:
    base = terms(**values).model_dump(mode="json", exclude_none=True)
    base["extraction_meta"] = {
        "non_payable_covers": [
            {"name": "Bill Guard", "clause_id": f"{VERSION_ID}-bill-guard", "clause_no": "7.4"}
        ]
    }
    return PolicyTerms.model_validate(base)


LIST_I_BILL = [
    {"description": "Room rent", "category": "room", "amount": 9000, "days": 3},
    {"description": "Surgical gloves", "category": "consumables", "amount": 700},
    {"description": "Attendant charges", "category": "other", "amount": 2000},
]


def test_list_i_lines_are_paid_when_the_schedule_names_the_cover() -> None:
    outcome = run(
        claim_facts=facts(line_items=LIST_I_BILL),
        policy_terms=_terms_with_cover(),
        policy_schedule=schedule(optional_covers=["Bill Guard (optional)"]),
    )
    assert outcome.payable_amount == 11700 and "NON_PAYABLE_ITEMS" not in outcome.reason_codes
    result = outcome.result("NON_PAYABLE_ITEMS")
    assert result is not None and f"{VERSION_ID}-bill-guard" in result.clause_ids


@pytest.mark.parametrize("opted", [[], ["Room Upgrade"]])
def test_list_i_lines_are_dropped_when_the_schedule_does_not_name_the_cover(opted: list[str]) -> None:
    outcome = run(
        claim_facts=facts(line_items=LIST_I_BILL),
        policy_terms=_terms_with_cover(),
        policy_schedule=schedule(optional_covers=opted),
    )
    assert outcome.payable_amount == 9000 and "NON_PAYABLE_ITEMS" in outcome.reason_codes


def test_the_covers_pass_keeps_its_list_in_the_extraction_meta() -> None:
    from clausetrail.extraction.offline import OfflineExtractor
    from clausetrail.extraction.pipeline import COVERS_PASS, run_pass

    clauses = [
        ClauseView(
            "c0", "7.4", "benefit", "prose", 3, 3, "7.4 Bill Guard\nThe items in List I will be covered.", 0
        )
    ]
    result = run_pass(OfflineExtractor(), COVERS_PASS, clauses, None)
    merged = merge_pass_result({}, result).terms
    assert [c["name"] for c in merged["extraction_meta"]["non_payable_covers"]] == ["Bill Guard"]
