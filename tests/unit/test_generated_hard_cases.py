"""The harder generated labels (issue 9 item 8): ICU caps, ambulance and cataract sublimits, a room above a fixed
eligible category (drafted before that deduction), terms left to a schedule that does not pin them (a person
decides: refer, TERM_MISSING), a room no category table ranks (FACT_MISSING), and an instruction planted in a
document (never decided without a person). Policy labels are written here; the label function imports nothing
of the rules engine."""

from __future__ import annotations

from typing import Any

from clausetrail.eval.claims_eval import CaseResult
from clausetrail.synthetic.case_labels import Line, label_case
from tests.unit.test_generated_claims import FIELDS, a_case, facts

ICU_LINES = (
    Line("Room Charges", "room", 6000, 3),
    Line("ICU Charges", "icu", 30000, 2),
    Line("Pharmacy", "pharmacy", 9000),
)
PLAN_FIELDS: dict[str, Any] = {
    **FIELDS,
    "room_rent_limit": {
        "any_of": [{"kind": "percent_si_per_day", "value": 1}, {"kind": "no_limit", "value": None}]
    },
    "icu_limit": {
        "any_of": [{"kind": "percent_si_per_day", "value": 2}, {"kind": "no_limit", "value": None}]
    },
}


def with_schedule(case: dict[str, Any], **schedule: Any) -> dict[str, Any]:
    case["policy"]["schedule"].update(schedule)
    return case


def test_an_icu_cap_is_labelled_only_where_the_wording_caps_icu() -> None:
    fields = {**FIELDS, "icu_limit": {"value": {"kind": "percent_si_per_day", "value": 2}}}
    case = a_case(amount_claimed=45000)
    lines = facts(ICU_LINES, rate=2000)
    assert label_case(case, fields, lines) is None
    capped = label_case(case, fields, facts(ICU_LINES, rate=2000, icu_capped=True))
    assert capped is not None and capped.reason_codes == ("ICU_LIMIT",)
    assert capped.payable_amount == 6000 + 2 * 10000 + 9000 and capped.decision == "partial"


def test_an_ambulance_and_a_cataract_are_capped_at_their_one_limit() -> None:
    fields = {
        **FIELDS,
        "ambulance_limit": {"value": {"kind": "amount", "value": 2000}},
        "cataract_limit": {"value": {"kind": "percent_si", "value": 10, "cap_inr": 40000}},
    }
    lines = (*facts().lines, Line("Ambulance Charges", "ambulance", 3500))
    amb = label_case(a_case(amount_claimed=33500), fields, facts(lines))
    assert amb is not None and (amb.payable_amount, amb.reason_codes) == (32000, ("SUBLIMIT",))
    eye = (
        Line("Surgeon Fees (Right Eye)", "surgeon_fees", 30000),
        Line("IOL (Right Eye)", "implants", 25000),
    )
    cat = label_case(
        a_case(amount_claimed=55000), fields, facts(eye, rate=0, conditions=frozenset({"cataract"}))
    )
    assert cat is not None and (cat.decision, cat.payable_amount) == ("partial", 40000)
    # a limit the wording leaves open (any_of with a null) is not labelled
    open_limit = {**fields, "ambulance_limit": {"any_of": [{"kind": "amount", "value": 2000}, None]}}
    assert label_case(a_case(amount_claimed=33500), open_limit, facts(lines)) is None


def test_a_room_above_a_fixed_category_is_drafted_before_that_deduction() -> None:
    case = with_schedule(
        a_case(amount_claimed=30000),
        copay_percent=50,
        deductible=2000,
        terms={"room_rent_limit": {"kind": "room_category", "value": "Twin Sharing Room"}},
    )
    single = facts(room_category="Single Private AC", category_referred=True)
    expected = label_case(case, FIELDS, single)
    assert expected is not None and expected.decision == "partial" and expected.route == "human"
    assert expected.payable_amount == 15000 - 2000
    assert expected.reason_codes == ("ROOM_CATEGORY_ABOVE_ELIGIBLE", "COPAY", "DEDUCTIBLE")
    # with nothing else to deduct the draft would be the full claim: no draft, a person decides
    plain = with_schedule(a_case(amount_claimed=30000), terms=case["policy"]["schedule"]["terms"])
    assert label_case(plain, FIELDS, single).decision == "refer"
    assert label_case(case, FIELDS, facts(room_category="Single Private AC")) is None  # wording's way unknown
    unranked = label_case(case, FIELDS, facts(room_category="Cabin", category_referred=True))
    assert unranked is not None and (unranked.decision, unranked.reason_codes) == ("refer", ("FACT_MISSING",))


def test_a_term_left_to_a_schedule_that_does_not_pin_it_is_a_referral_when_its_options_disagree() -> None:
    case = with_schedule(a_case(amount_claimed=30000), deductible=5000)
    above = facts(rate=8000, room_category="Deluxe Room", unpinned=frozenset({"room_rent_limit"}))
    expected = label_case(case, PLAN_FIELDS, above)
    assert expected is not None and (expected.decision, expected.reason_codes) == ("refer", ("TERM_MISSING",))
    assert expected.route == "human"
    # every option reads the same on a cheap room: no referral, and (a per-day option among them) no label
    within = facts(rate=3000, unpinned=frozenset({"room_rent_limit"}))
    assert label_case(a_case(), PLAN_FIELDS, within) is None
    icu = facts(ICU_LINES, rate=2000, unpinned=frozenset({"icu_limit"}))
    assert label_case(a_case(amount_claimed=45000), PLAN_FIELDS, icu).decision == "refer"


def test_an_instruction_in_a_document_never_lets_the_claim_go_out_alone() -> None:
    small = (Line("Room Charges", "room", 6000, 3), Line("Pharmacy", "pharmacy", 9000))
    clean = label_case(a_case(amount_claimed=15000), FIELDS, facts(small, rate=2000))
    injected = label_case(a_case(amount_claimed=15000), FIELDS, facts(small, rate=2000, injected=True))
    assert clean is not None and injected is not None
    assert (clean.decision, clean.route) == ("approve", "auto")
    assert (injected.decision, injected.payable_amount, injected.route) == ("approve", 15000, "human")


def test_a_referral_without_a_draft_is_scored_by_its_decision() -> None:
    referred = CaseResult("c", 1, "refer", 0, ["TERM_MISSING"], decision="refer", payable=41000)
    assert referred.agrees and referred.payable_ok and not referred.wrong_approval
    paid = CaseResult("c", 1, "refer", 0, ["TERM_MISSING"], decision="partial", payable=41000)
    assert not paid.agrees and not paid.payable_ok and paid.wrong_approval
