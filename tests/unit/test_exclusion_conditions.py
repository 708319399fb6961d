"""The conditions of the standard exclusions the rules refer (Excl04, Excl06, Excl09), read from synthetic facts,
and the offline judge settling a referral on them: a repudiation on the exclusion clause when the facts state
that it applies, the rules' amounts when they state a condition that lifts it, the referral kept otherwise."""

from __future__ import annotations

from typing import Any

import pytest

from clausetrail.domain.claims.facts import ClaimFacts, LineCategory, LineItem
from clausetrail.judgement.conditions import check_conditions
from clausetrail.judgement.model import ClauseHit, RulesView
from clausetrail.judgement.offline import OfflineJudge, clause_head, coverage_score, referred_exclusion_codes
from clausetrail.judgement.tools import JudgeTools, facts_view

V = "pv_9"
COVER = ClauseHit(
    clause_id=f"{V}-c0010",
    clause_no="3.1",
    section_type="benefits",
    text="In-patient hospitalisation: the Company shall indemnify the medical expenses of room, nursing, "
    "surgeon and operation theatre incurred for hospitalisation treatment during the policy period.",
)
OBESITY = ClauseHit(
    clause_id=f"{V}-c0060",
    clause_no="Excl06",
    section_type="exclusions",
    exclusion_code="Excl06",
    text="Obesity/ Weight Control (Code Excl06): expenses related to the surgical treatment of obesity that "
    "does not fulfil all the conditions below are excluded.",
)
SPORTS = ClauseHit(
    clause_id=f"{V}-c0090",
    clause_no="Excl09",
    section_type="exclusions",
    exclusion_code="Excl09",
    text="Code Excl09: Hazardous or Adventure sports. Expenses related to any treatment necessitated due to "
    "participation as a professional in hazardous or adventure sports are excluded.",
)
EVALUATION = ClauseHit(
    clause_id=f"{V}-c0040",
    clause_no="Excl04",
    section_type="exclusions",
    exclusion_code="Excl04",
    text="Code Excl04: Investigation & Evaluation. Expenses related to any admission primarily for "
    "diagnostics and evaluation purposes only are excluded.",
)

SURGERY_LINES = (
    LineItem(description="Room charges", category=LineCategory.ROOM, amount=12000, days=3),
    LineItem(description="Surgeon fees", category=LineCategory.SURGEON_FEES, amount=90000),
    LineItem(description="OT charges", category=LineCategory.OT, amount=30000),
)
MEDICAL_LINES = (
    LineItem(description="Room charges", category=LineCategory.ROOM, amount=5000, days=2),
    LineItem(description="Consultation", category=LineCategory.DOCTOR_FEES, amount=1500),
    LineItem(description="CT scan and blood tests", category=LineCategory.DIAGNOSTICS, amount=9000),
    LineItem(description="Pharmacy", category=LineCategory.PHARMACY, amount=400),
)


def bariatric(notes: str, diagnosis: str = "Morbid obesity") -> ClaimFacts:
    return ClaimFacts(
        diagnosis=diagnosis,
        procedure="Laparoscopic Roux-en-Y gastric bypass",
        clinical_notes=notes,
        line_items=SURGERY_LINES,
    )


MEETS = (
    "Weight gain for ten years. Failed a supervised diet and exercise programme of one year. Surgery "
    "recommended by the bariatric surgeon after review by the multidisciplinary team per protocol."
)


# ---------------------------------------------------------------- Excl06


@pytest.mark.parametrize(
    ("notes", "age", "verdict"),
    [
        (MEETS + " BMI 41.5 kg/m2.", 35, "lifted"),  # BMI >= 40 alone
        (
            MEETS + " BMI of 37.2, uncontrolled type 2 diabetes on insulin.",
            52,
            "lifted",
        ),  # >= 35 + co-morbidity
        (MEETS + " BMI 37.2. No diabetes, no sleep apnoea.", 52, "unsure"),  # 35-40 without a co-morbidity
        # 35-40 and the documents deny every co-morbidity at once: the conditions cannot be met
        (MEETS + " BMI 36.8 without co-morbidities.", 45, "applies"),
        (MEETS + " Body mass index 38 kg/m2; no obesity-related comorbidity.", 45, "applies"),
        (MEETS + " BMI 39. Co-morbidities: nil.", 45, "applies"),
        # a denial with an exception is no blanket denial (the negated mention is left to a person)
        (MEETS + " BMI 37. No co-morbidity other than uncontrolled diabetes.", 45, "unsure"),
        (MEETS + " BMI 37. No co-morbidity except severe sleep apnoea.", 45, "unsure"),
        (MEETS + " BMI 37. No co-morbidities apart from hypertension.", 45, "unsure"),
        (MEETS + " BMI 42 without co-morbidities.", 45, "lifted"),  # 40 or more needs none
        (MEETS + " BMI 33.0.", 40, "applies"),  # below 35: excluded whatever else
        (MEETS + " BMI 43.", 16, "applies"),  # under 18
        (MEETS, 40, "unsure"),  # no BMI read
        ("BMI 44. Weight gain for ten years.", 40, "unsure"),  # no doctor's advice nor protocol read
        (MEETS + " BMI 44.", None, "unsure"),  # the member's age unknown
        (MEETS + " Pre-operative BMI 38, BMI 42 at first visit.", 40, "unsure"),  # values across a threshold
    ],
)
def test_obesity_surgery_conditions(notes: str, age: int | None, verdict: str) -> None:
    assert check_conditions("Excl06", bariatric(notes), age).verdict == verdict


def test_obesity_conditions_are_for_surgery_only() -> None:
    facts = ClaimFacts(diagnosis="Obesity", clinical_notes=MEETS + " BMI 45.", line_items=MEDICAL_LINES)
    assert check_conditions("Excl06", facts, 40).verdict == "unsure"


# ---------------------------------------------------------------- Excl09


@pytest.mark.parametrize(
    ("notes", "verdict"),
    [
        ("Works as a paragliding instructor; crashed while flying a paying client.", "applies"),
        ("A professional motor racing driver, injured in a race.", "applies"),
        ("Fell while rock climbing on a weekend trip with friends; recreational climber.", "lifted"),
        ("An amateur diver. Not a professional instructor or guide.", "lifted"),
        ("Fell while rock climbing.", "unsure"),
        ("Amateur climber on holiday, employed by the climbing school as a part-time instructor.", "unsure"),
    ],
)
def test_hazardous_sport_professional_or_amateur(notes: str, verdict: str) -> None:
    facts = ClaimFacts(diagnosis="Fracture right wrist", procedure="ORIF", clinical_notes=notes)
    assert check_conditions("Excl09", facts, 30).verdict == verdict


# ---------------------------------------------------------------- Excl04


def evaluation(
    notes: str | None, procedure: str | None = None, lines: tuple[LineItem, ...] = MEDICAL_LINES
) -> ClaimFacts:
    return ClaimFacts(
        diagnosis="Headache under evaluation", procedure=procedure, clinical_notes=notes, line_items=lines
    )


EVALUATED = (
    "Admitted for evaluation of headache. MRI brain and blood tests done: all normal. No IV fluids given."
)


def test_a_stay_for_evaluation_only_is_excluded() -> None:
    assert check_conditions("Excl04", evaluation(EVALUATED), 40).verdict == "applies"


@pytest.mark.parametrize(
    "facts",
    [
        evaluation(EVALUATED + " Treated with IV antibiotics for three days."),
        evaluation(EVALUATED, procedure="Excision of sebaceous cyst"),
        evaluation(
            EVALUATED,
            lines=(*MEDICAL_LINES, LineItem(description="OT", category=LineCategory.OT, amount=8000)),
        ),
    ],
)
def test_a_stay_with_treatment_is_not_for_evaluation_only(facts: ClaimFacts) -> None:
    assert check_conditions("Excl04", facts, 40).verdict == "lifted"


def test_a_procedure_that_only_looks_is_no_treatment() -> None:
    scoped = evaluation(EVALUATED, procedure="Diagnostic upper GI endoscopy")
    assert check_conditions("Excl04", scoped, 40).verdict == "applies"
    lines = (*MEDICAL_LINES, LineItem(description="Endoscopy suite", category=LineCategory.OT, amount=4000))
    assert check_conditions("Excl04", evaluation(EVALUATED, "Colonoscopy", lines), 40).verdict == "applies"


@pytest.mark.parametrize(
    "notes", [None, "MRI brain normal.", "Admitted for evaluation of headache. MRI brain showed a lesion."]
)
def test_evaluation_unsettled_without_the_narrative_saying_so(notes: str | None) -> None:
    assert check_conditions("Excl04", evaluation(notes), 40).verdict == "unsure"


def test_a_code_without_a_check_is_unsure() -> None:
    assert check_conditions("Excl05", evaluation(EVALUATED), 40).verdict == "unsure"


# ---------------------------------------------------------------- the offline judge settles the referral


def referred(code: str, payable: int, *, also: dict[str, Any] | None = None, claimed: int) -> RulesView:
    results: list[dict[str, Any]] = [
        {
            "rule_id": "EXCLUDED_TREATMENT",
            "passed": False,
            "outcome": "human",
            "reason_code": "EXCLUDED_TREATMENT",
            "detail": f"may be excluded, needs an adjuster: {code} something",
        },
        {"rule_id": "COPAY", "passed": False, "outcome": "continue", "reason_code": "COPAY"},
    ]
    if also:
        results.append(also)
    return RulesView(decision="refer", draft_decision=None, payable_amount=payable, results=tuple(results))


class Search:
    def __init__(self, *hits: ClauseHit) -> None:
        self.hits = hits
        self.questions: list[str] = []

    def __call__(self, question: str, k: int) -> list[ClauseHit]:
        self.questions.append(question)
        if "exclusion" in question.lower():
            return list(self.hits)
        return [COVER]


def test_the_judge_drafts_a_repudiation_when_the_exclusion_applies() -> None:
    facts = bariatric(MEETS + " BMI 31.")
    claimed = facts.line_items_total
    draft = OfflineJudge().judge(
        JudgeTools(
            facts, claimed, referred("Excl06", claimed, claimed=claimed), Search(OBESITY), member_age=40
        )
    )
    assert draft.proposal.decision == "deny"
    assert all(not m.covered and m.clause_id == OBESITY.clause_id for m in draft.proposal.line_items)
    assert OBESITY.clause_id in draft.proposal.clause_ids


def test_the_judge_drafts_the_rules_amounts_when_a_condition_lifts_the_exclusion() -> None:
    facts = bariatric(MEETS + " BMI 42.")
    claimed = facts.line_items_total
    view = referred("Excl06", claimed - 6600, claimed=claimed)
    draft = OfflineJudge().judge(JudgeTools(facts, claimed, view, Search(OBESITY), member_age=40))
    assert draft.proposal.decision == "partial" and not draft.needs_person
    assert all(m.covered and m.clause_id == COVER.clause_id for m in draft.proposal.line_items)


def test_the_judge_keeps_the_referral_when_unsure_or_another_rule_asked() -> None:
    facts = bariatric(MEETS)  # no BMI read
    claimed = facts.line_items_total
    draft = OfflineJudge().judge(
        JudgeTools(
            facts, claimed, referred("Excl06", claimed, claimed=claimed), Search(OBESITY), member_age=40
        )
    )
    assert draft.proposal.decision == "refer" and draft.needs_person
    other = {
        "rule_id": "ROOM_CATEGORY_ABOVE_ELIGIBLE",
        "passed": False,
        "outcome": "human",
        "reason_code": "X",
    }
    view = referred("Excl06", claimed, also=other, claimed=claimed)
    assert referred_exclusion_codes(view) is None
    lifted = bariatric(MEETS + " BMI 42.")
    assert (
        OfflineJudge()
        .judge(JudgeTools(lifted, claimed, view, Search(OBESITY), member_age=40))
        .proposal.decision
        == "refer"
    )


def test_the_judge_refers_when_the_exclusion_clause_is_not_found() -> None:
    facts = ClaimFacts(
        diagnosis="Fracture during rock climbing",
        procedure="ORIF",
        clinical_notes="Professional climbing instructor.",
        line_items=SURGERY_LINES,
    )
    claimed = facts.line_items_total
    search = Search(EVALUATION)  # never the sports clause
    draft = OfflineJudge().judge(
        JudgeTools(facts, claimed, referred("Excl09", claimed, claimed=claimed), search, member_age=30)
    )
    assert draft.proposal.decision == "refer" and draft.needs_person
    assert len(search.questions) <= 4  # the extra round was spent on the exclusion's own name
    found = OfflineJudge().judge(
        JudgeTools(
            facts, claimed, referred("Excl09", claimed, claimed=claimed), Search(SPORTS), member_age=30
        )
    )
    assert found.proposal.decision == "deny"


def test_the_judge_sees_the_clinical_notes_and_the_members_age() -> None:
    facts = bariatric(MEETS + " BMI 42.")
    view = facts_view(facts, 1000, member_age=41)
    assert view["clinical_notes"].endswith("BMI 42.") and view["member_age"] == 41


def test_a_cover_clause_that_announces_its_items_opens_with_the_first_of_them() -> None:
    text = (
        "4 - COVERAGE The covers listed below are in-built Policy benefits and shall be available to all "
        "Insured Persons in accordance with the procedures set out in this Policy. 1. Hospitalization: The "
        "Company shall indemnify medical expenses incurred for\nHospitalization of the Insured Person."
    )
    hit = ClauseHit(clause_id="c1", section_type="financial_limits", text=text)
    assert "Hospitalization of" in clause_head(text) and coverage_score(hit) > 0
    plain = ClauseHit(
        clause_id="c2", section_type="financial_limits", text="Room rent limits apply. " + text[200:]
    )
    assert len(clause_head(plain.text)) <= 200
