"""POLICY_NOT_IN_FORCE and MEMBER_NOT_COVERED (SPEC §7, §8)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from clausetrail.domain.policy import VersionStatus
from clausetrail.domain.rules.engine import Decision
from clausetrail.domain.rules.member_covered import check_member_covered
from clausetrail.domain.rules.model import Outcome
from clausetrail.domain.rules.policy_in_force import check_policy_in_force
from tests.unit.test_rules_fixtures import context, facts, run, schedule, terms, version


def test_loss_on_effective_to_is_covered() -> None:
    result = check_policy_in_force(context(loss_date=date(2026, 3, 31)))
    assert result.passed and result.outcome is Outcome.CONTINUE


def test_loss_on_effective_from_is_covered() -> None:
    assert check_policy_in_force(context(loss_date=date(2025, 4, 1))).passed


def test_loss_one_day_after_effective_to_is_not_covered_even_in_the_grace_period() -> None:
    ctx = context(loss_date=date(2026, 4, 1), policy_terms=terms(grace_period_days=30))
    result = check_policy_in_force(ctx)
    assert not result.passed
    assert result.outcome is Outcome.HARD_STOP
    assert result.reason_code == "POLICY_NOT_IN_FORCE"
    assert "grace period" in result.detail
    assert result.clause_ids == ("V1-grace_period_days",)


def test_engine_denies_a_lapsed_policy_and_runs_nothing_after() -> None:
    outcome = run(loss_date=date(2026, 4, 1))
    assert outcome.decision is Decision.DENY
    assert outcome.payable_amount == 0
    assert outcome.reason_codes == ("POLICY_NOT_IN_FORCE",)
    assert [r.rule_id for r in outcome.results] == ["POLICY_NOT_IN_FORCE"]


def test_loss_before_the_first_version_is_not_covered() -> None:
    result = check_policy_in_force(context(loss_date=date(2025, 3, 31)))
    assert result.outcome is Outcome.HARD_STOP
    assert "starts on 2025-04-01" in result.detail


def test_a_version_still_processing_goes_to_a_human_not_a_denial() -> None:
    ctx = context(versions=(version(status=VersionStatus.PROCESSING),))
    result = check_policy_in_force(ctx)
    assert result.outcome is Outcome.HUMAN
    outcome = run(versions=(version(status=VersionStatus.PROCESSING),))
    assert outcome.decision is Decision.REFER and outcome.payable_amount is None


def test_the_renewed_version_in_force_on_the_loss_date_is_the_one_used() -> None:
    old = version("V0", effective_from=date(2024, 4, 1), effective_to=date(2025, 3, 31))
    new = version("V1")
    ctx = context(versions=(old, new), loss_date=date(2025, 9, 10))
    assert ctx.version is not None and ctx.version.version_id == "V1"
    ctx_old = context(versions=(old, new), loss_date=date(2025, 3, 31))
    assert ctx_old.version is not None and ctx_old.version.version_id == "V0"


def test_a_version_of_another_policy_never_applies() -> None:
    other = version("X1", policy_id="P-999")
    result = check_policy_in_force(context(versions=(other,)))
    assert result.outcome is Outcome.HARD_STOP


def test_member_absent_from_the_schedule_is_a_denial_not_an_error() -> None:
    outcome = run(member_id="M9")
    assert outcome.decision is Decision.DENY
    assert outcome.reason_codes == ("MEMBER_NOT_COVERED",)
    assert outcome.results[-1].rule_id == "MEMBER_NOT_COVERED"


def test_member_whose_cover_starts_after_the_loss_is_not_covered() -> None:
    sched = schedule(members=[{"member_id": "M1", "covered_since": "2025-09-11"}])
    result = check_member_covered(context(policy_schedule=sched, loss_date=date(2025, 9, 10)))
    assert result.outcome is Outcome.HARD_STOP
    assert result.reason_code == "MEMBER_NOT_COVERED"
    assert check_member_covered(context(policy_schedule=sched, loss_date=date(2025, 9, 11))).passed


def test_documents_naming_another_member_go_to_a_human() -> None:
    result = check_member_covered(context(claim_facts=facts(member_id="M2")))
    assert result.outcome is Outcome.HUMAN
    assert result.reason_code == "MEMBER_MISMATCH"


def test_a_member_id_read_with_letters_and_digits_a_recogniser_confuses_is_the_same_member() -> None:
    sched = schedule(members=[{"member_id": "OS-1204-01", "covered_since": "2022-06-01"}])
    for read in ("0S-1204-01", "OS-12O4-0l", "os-1204-01", "OS 1204-01"):
        result = check_member_covered(
            context(member_id="OS-1204-01", policy_schedule=sched, claim_facts=facts(member_id=read))
        )
        assert result.passed, read
    # another digit, or a letter no recogniser confuses with a digit, is another member
    for read in ("OS-1204-02", "QS-1204-01", "OS-1284-01"):
        result = check_member_covered(
            context(member_id="OS-1204-01", policy_schedule=sched, claim_facts=facts(member_id=read))
        )
        assert result.reason_code == "MEMBER_MISMATCH", read


def test_schedule_stored_on_the_version_is_used_when_none_is_given() -> None:
    stored = schedule(sum_insured=300000).model_dump(mode="json")
    ctx = replace(context(versions=(replace(version(), schedule=stored),)), schedule=None)
    assert ctx.effective_schedule is not None and ctx.effective_schedule.sum_insured == 300000
    assert check_member_covered(ctx).passed
