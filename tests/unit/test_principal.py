"""Issue 8 item 12: the owner of a record is the role, not the STS session (SPEC §11)."""

from __future__ import annotations

import pytest

from clausetrail.domain.identifiers import normalise_principal

ACCOUNT = "123456789012"


@pytest.mark.parametrize(
    ("principal", "owner"),
    [
        (
            f"arn:aws:sts::{ACCOUNT}:assumed-role/ClaimSystem/run-42",
            f"arn:aws:iam::{ACCOUNT}:role/ClaimSystem",
        ),
        (
            f"arn:aws:sts::{ACCOUNT}:assumed-role/claim.system_v2@x/botocore-session-1733100000",
            f"arn:aws:iam::{ACCOUNT}:role/claim.system_v2@x",
        ),
        (
            f"arn:aws-us-gov:sts::{ACCOUNT}:assumed-role/Intake/i-0abc",
            f"arn:aws-us-gov:iam::{ACCOUNT}:role/Intake",
        ),
        (f"arn:aws-cn:sts::{ACCOUNT}:assumed-role/R/s", f"arn:aws-cn:iam::{ACCOUNT}:role/R"),
        ("AROAEXAMPLEROLEID1234:run-42", "AROAEXAMPLEROLEID1234"),
    ],
)
def test_role_sessions_become_the_role(principal: str, owner: str) -> None:
    assert normalise_principal(principal) == owner


@pytest.mark.parametrize(
    "principal",
    [
        f"arn:aws:iam::{ACCOUNT}:user/claims-batch",
        f"arn:aws:iam::{ACCOUNT}:user/division/claims-batch",
        f"arn:aws:iam::{ACCOUNT}:role/ClaimSystem",
        f"arn:aws:iam::{ACCOUNT}:root",
        f"arn:aws:sts::{ACCOUNT}:federated-user/alice",
        "AIDAEXAMPLEUSERID1234",
        "local",
        "tenant-b",
    ],
)
def test_other_principals_are_kept(principal: str) -> None:
    assert normalise_principal(principal) == principal


def test_two_sessions_of_one_role_are_one_owner() -> None:
    first = normalise_principal(f"arn:aws:sts::{ACCOUNT}:assumed-role/ClaimSystem/monday")
    second = normalise_principal(f"arn:aws:sts::{ACCOUNT}:assumed-role/ClaimSystem/tuesday")
    other_role = normalise_principal(f"arn:aws:sts::{ACCOUNT}:assumed-role/OtherSystem/monday")
    other_account = normalise_principal("arn:aws:sts::210987654321:assumed-role/ClaimSystem/monday")
    assert first == second
    assert len({first, other_role, other_account}) == 3


def test_malformed_session_arns_are_not_rewritten() -> None:
    # no session part, or a bad account: not an assumed-role session, kept verbatim (never widened to a role)
    for principal in (
        f"arn:aws:sts::{ACCOUNT}:assumed-role/ClaimSystem",
        "arn:aws:sts::12345:assumed-role/ClaimSystem/s",
        f"arn:aws:sts::{ACCOUNT}:assumed-role/Claim System/s",
    ):
        assert normalise_principal(principal) == principal
