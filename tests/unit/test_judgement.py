"""Judgement and verification with fakes (no database): the offline judge keeps the rules' decision and asks a
person when unsure; verification fails on a clause of another version, a payable the rules do not compute, or
a clause that does not support its finding; the tools enforce the question limits."""

from __future__ import annotations

from typing import Any

import pytest

from clausetrail.domain.claims.facts import ClaimFacts, LineCategory, LineItem
from clausetrail.domain.rules.engine import evaluate
from clausetrail.judgement.model import ClauseHit, JudgedLine, Proposal, RulesView
from clausetrail.judgement.offline import OfflineJudge, possible_exclusions
from clausetrail.judgement.tools import JudgeTools, ToolLimitReached
from clausetrail.judgement.verify import Finding, Support, findings, lexical_support, verify_proposal

V = "pv_1"
COVER = ClauseHit(
    clause_id=f"{V}-c0010",
    clause_no="3.1",
    section_type="benefits",
    text="In-patient hospitalisation: the Company shall indemnify the medical expenses of room, nursing, "
    "surgeon and operation theatre incurred for hospitalisation treatment during the policy period.",
)
NON_PAYABLE = ClauseHit(
    clause_id=f"{V}-c0090",
    clause_no="7.2",
    section_type="exclusions",
    text="Non-medical expenses listed in Annexure I (List I) are not payable under this policy.",
)
COSMETIC = ClauseHit(
    clause_id=f"{V}-c0080",
    clause_no="Excl08",
    section_type="exclusions",
    exclusion_code="Excl08",
    text="Code-Excl08: Expenses for cosmetic or plastic surgery or any treatment to change appearance unless "
    "for reconstruction following an accident, burn(s) or cancer are excluded.",
)
GRACE = ClauseHit(
    clause_id=f"{V}-c0005",
    clause_no="1.4",
    section_type="other",
    text="Grace period of thirty days is allowed for the renewal premium.",
)

FACTS = ClaimFacts(
    diagnosis="Acute appendicitis",
    procedure="Laparoscopic appendicectomy",
    line_items=(
        LineItem(description="Room charges", category=LineCategory.ROOM, amount=6000, days=3),
        LineItem(description="Surgeon fees", category=LineCategory.SURGEON_FEES, amount=30000),
        LineItem(description="Medical records charges", category=LineCategory.OTHER, amount=200),
    ),
    bill_total=36200,
)


def rules(decision: str = "partial", allowed: tuple[int, ...] = (6000, 30000, 0), **kw: Any) -> RulesView:
    return RulesView(
        decision=decision,
        payable_amount=sum(allowed),
        allowed=allowed,
        line_notes=((), (), ("List I item 31: not payable",)),
        results=(
            {"rule_id": "EXCLUDED_TREATMENT", "passed": True},
            {"rule_id": "NON_PAYABLE_ITEMS", "passed": False},
        ),
        **kw,
    )


class FakeSearch:
    """Answers by the words of the question, and records every question."""

    def __init__(self, *, coverage: bool = True, exclusion: ClauseHit | None = None) -> None:
        self.coverage = coverage
        self.exclusion = exclusion
        self.questions: list[tuple[str, int]] = []

    def __call__(self, question: str, k: int) -> list[ClauseHit]:
        self.questions.append((question, k))
        q = question.lower()
        if "exclusion" in q:
            return [h for h in (self.exclusion, GRACE) if h is not None]
        if "not payable" in q:
            return [GRACE, NON_PAYABLE]
        return [GRACE, COVER] if self.coverage else [GRACE]


def tools(search: FakeSearch, view: RulesView | None = None, facts: ClaimFacts = FACTS) -> JudgeTools:
    return JudgeTools(facts, 36200, view or rules(), search)


# ---------------------------------------------------------------- the offline judge


def test_offline_judge_marks_lines_as_the_rules_left_them_and_keeps_the_decision() -> None:
    search = FakeSearch()
    t = tools(search)
    draft = OfflineJudge().judge(t)
    marks = {m.index: m for m in draft.proposal.line_items}
    assert draft.proposal.decision == "partial" and not draft.needs_person
    assert (marks[0].covered, marks[0].clause_id) == (True, COVER.clause_id)
    assert (marks[1].covered, marks[1].clause_id) == (True, COVER.clause_id)
    assert (marks[2].covered, marks[2].clause_id) == (False, NON_PAYABLE.clause_id)
    assert len(search.questions) <= 3 and all(k <= 4 for _, k in search.questions)
    # it read what Claude reads, through the same tools
    assert [c.name for c in t.trace][:2] == ["get_claim_facts", "get_rule_results"]


def test_offline_judge_without_a_coverage_clause_searches_once_more_then_asks_a_person() -> None:
    search = FakeSearch(coverage=False)
    draft = OfflineJudge().judge(tools(search))
    assert draft.needs_person and "NO_COVERAGE_CLAUSE_FOUND" in draft.person_reasons
    assert draft.proposal.decision == "partial"  # never changed by the judge
    assert len(search.questions) == 4  # three questions and the one extra round


def test_offline_judge_never_turns_an_approval_into_a_denial_on_a_possible_exclusion() -> None:
    facts = FACTS.model_copy(update={"diagnosis": "Cosmetic surgery of the nose", "procedure": "Rhinoplasty"})
    view = rules("approve", allowed=(6000, 30000, 200))
    draft = OfflineJudge().judge(tools(FakeSearch(exclusion=COSMETIC), view, facts))
    assert draft.proposal.decision == "approve"
    assert draft.needs_person and any(r.startswith("POSSIBLE_EXCLUSION:Excl08") for r in draft.person_reasons)


def test_a_long_treatment_text_is_named_by_its_first_words_and_still_read_whole_for_exclusions() -> None:
    # an OCR'd procedure list can run to several hundred characters; the search tool takes at most 300
    procedure = " ; ".join(f"step {n} of the operative procedure with lymph node sampling" for n in range(8))
    facts = FACTS.model_copy(update={"procedure": procedure + " ; cosmetic rhinoplasty"})
    assert len(facts.treatment_text) > 300
    search = FakeSearch(coverage=False, exclusion=COSMETIC)
    draft = OfflineJudge().judge(tools(search, rules("approve", allowed=(6000, 30000, 200)), facts))
    assert all(len(q) <= 300 for q, _ in search.questions)
    assert any(r.startswith("POSSIBLE_EXCLUSION:Excl08") for r in draft.person_reasons)  # the tail was read


def test_an_exclusion_carve_out_lifts_the_doubt() -> None:
    treatment = "Reconstruction of the face following an accident ; plastic surgery"
    assert possible_exclusions([COSMETIC], treatment, is_accident=True) == []
    assert possible_exclusions([COSMETIC], "Cosmetic surgery ; rhinoplasty", is_accident=False) == [
        ("Excl08", COSMETIC.clause_id)
    ]


def test_the_tools_allow_three_questions_and_one_extra_round_of_at_most_four_clauses() -> None:
    t = tools(FakeSearch())
    with pytest.raises(ValueError):
        t.search_policy("Is surgery covered?", k=5)
    for i in range(4):
        t.search_policy(f"question number {i}", k=4)
    with pytest.raises(ToolLimitReached):
        t.search_policy("one too many", k=2)
    result, is_error = t.call("search_policy", {"question": "and another", "k": 2})
    assert is_error and "at most 4 searches" in result["error"]


# ---------------------------------------------------------------- verification


def proposal(
    lines: list[tuple[int, bool, str | None]], payable: int = 36000, decision: str = "partial"
) -> Proposal:
    notes = {
        True: "covered in-patient hospitalisation treatment expenses",
        False: "not payable, non-medical item excluded",
    }
    return Proposal(
        decision=decision,  # type: ignore[arg-type]
        line_items=tuple(
            JudgedLine(
                index=i,
                description=FACTS.line_items[i].description,
                amount=FACTS.line_items[i].amount,
                covered=covered,
                clause_id=cid,
                note=notes[covered],
            )
            for i, covered, cid in lines
        ),
        payable_amount=payable,
    )


GOOD = [(0, True, COVER.clause_id), (1, True, COVER.clause_id), (2, False, NON_PAYABLE.clause_id)]
CLAUSES = {c.clause_id: c for c in (COVER, NON_PAYABLE, COSMETIC, GRACE)}


def check(p: Proposal, *, recomputed: int | None = 36000, versions: dict[str, str] | None = None) -> Any:
    support = {
        f.key: lexical_support(f, CLAUSES[f.clause_id].text, CLAUSES[f.clause_id].section_type)
        for f in findings(p)
        if f.clause_id in CLAUSES
    }
    return verify_proposal(
        p,
        facts=FACTS,
        amount_claimed=36200,
        version_id=V,
        clause_versions=versions if versions is not None else {cid: V for cid in CLAUSES},
        recomputed_payable=recomputed,
        support=support,
    )


def test_a_sound_proposal_passes() -> None:
    result = check(proposal(GOOD))
    assert result.passed, result.failures
    assert result.checked_clauses == 2


def test_a_clause_of_another_version_fails() -> None:
    result = check(proposal(GOOD), versions={COVER.clause_id: "pv_other", NON_PAYABLE.clause_id: V})
    assert not result.passed and result.codes == ("UNKNOWN_CLAUSE",)
    assert result.failures[0].clause_id == COVER.clause_id
    lost = proposal([(0, True, "pv_1-c9999"), *GOOD[1:]])
    assert "UNKNOWN_CLAUSE" in check(lost).codes


def test_a_payable_the_rules_do_not_compute_fails() -> None:
    result = check(proposal(GOOD, payable=36200), recomputed=36000)
    assert not result.passed and "PAYABLE_MISMATCH" in result.codes
    # an approval that the recomputed amount does not fit fails too
    assert "DECISION_INCONSISTENT" in check(proposal(GOOD, decision="approve")).codes


def test_a_clause_that_does_not_support_its_finding_fails() -> None:
    exclusion_as_cover = proposal([(0, True, COSMETIC.clause_id), *GOOD[1:]])
    result = check(exclusion_as_cover)
    assert not result.passed and result.codes == ("UNSUPPORTED_CLAUSE",)
    off_topic = proposal([(0, True, GRACE.clause_id), *GOOD[1:]])
    assert check(off_topic).codes == ("UNSUPPORTED_CLAUSE",)


def test_lines_must_be_the_bills_and_a_covered_line_needs_a_clause() -> None:
    assert "LINES_DIFFER" in check(proposal(GOOD[:2])).codes
    assert "LINE_WITHOUT_CLAUSE" in check(proposal([(0, True, None), *GOOD[1:]])).codes


def test_lexical_support_reads_the_kind_of_finding() -> None:
    covers = Finding(
        clause_id=COVER.clause_id, kind="covers", text="covered in-patient hospitalisation expenses"
    )
    excludes = Finding(clause_id=COVER.clause_id, kind="excludes", text="not payable non-medical expenses")
    assert lexical_support(covers, COVER.text, "benefits").supported
    assert not lexical_support(excludes, COVER.text, "benefits").supported
    assert lexical_support(excludes, NON_PAYABLE.text, "exclusions") == Support(
        supported=True, why=lexical_support(excludes, NON_PAYABLE.text, "exclusions").why
    )


# ---------------------------------------------------------------- the payable from the marks, by the rules code


def test_the_rules_engine_pays_only_the_lines_marked_covered() -> None:
    from clausetrail.services.judgement import payable_for_marks
    from tests.unit.test_rules_fixtures import context, facts

    ctx = context(claim_facts=facts())
    n = len(ctx.facts.line_items)
    everything = payable_for_marks(ctx, frozenset(range(n)))
    assert everything == evaluate(ctx).payable_amount and everything
    first = ctx.facts.line_items[0]
    without_first = payable_for_marks(ctx, frozenset(range(1, n)))
    assert without_first is not None and without_first < everything
    assert everything - without_first <= first.amount  # the rules' own arithmetic, never more than the line
