"""Real policy numbers are policy ids (SPEC §11); a `/` never becomes a path; a bad id is a named error."""

from __future__ import annotations

import re

import pytest
from pydantic import BaseModel, ValidationError

from clausetrail.domain.errors import ValidationFailed
from clausetrail.domain.identifiers import (
    BAD_POLICY_ID,
    PolicyId,
    execution_name,
    is_valid_policy_id,
    normalise_policy_id,
    policy_id_from_path,
    policy_id_key,
)
from clausetrail.services.claims_intake import SubmitClaimRequest
from clausetrail.services.policies import RegisterPolicyRequest

REAL_IDS = ["P/211200/01/2026/007126", "1234-5678-90", "AB.12_x", "x", "9" * 64]
BAD_IDS = ["", "   ", "P 211200", "P#1", "P%2F1", "P\\1", "a" * 65, "../..", "//", "P?1", "Pé1"]


@pytest.mark.parametrize("raw", REAL_IDS)
def test_real_policy_numbers_are_valid(raw: str) -> None:
    assert is_valid_policy_id(raw)
    assert normalise_policy_id(raw) == raw


def test_surrounding_whitespace_is_trimmed() -> None:
    assert normalise_policy_id("  P/211200/01/2026/007126\t") == "P/211200/01/2026/007126"


@pytest.mark.parametrize("raw", BAD_IDS)
def test_bad_ids_get_a_named_error(raw: str) -> None:
    assert not is_valid_policy_id(raw)
    with pytest.raises(ValidationFailed) as caught:
        normalise_policy_id(raw)
    assert caught.value.code == BAD_POLICY_ID and caught.value.http_status == 400


class _Body(BaseModel):
    policy_id: PolicyId


def test_request_fields_use_the_one_definition() -> None:
    assert _Body(policy_id=" 1234-5678-90 ").policy_id == "1234-5678-90"
    with pytest.raises(ValidationError) as caught:
        _Body(policy_id="P 1")
    assert caught.value.errors()[0]["type"] == BAD_POLICY_ID
    base = {
        "claimant_id": "c",
        "member_id": "M1",
        "loss_date": "2025-09-10",
        "amount_claimed": 100,
        "documents": ["file:///x.pdf"],
    }
    claim = SubmitClaimRequest.model_validate({**base, "policy_id": "P/211200/01/2026/007126"})
    assert claim.policy_id == "P/211200/01/2026/007126"
    with pytest.raises(ValidationError):
        SubmitClaimRequest.model_validate({**base, "policy_id": "P#1"})
    reg = {
        "insurer": "Some Insurer",
        "product_uin": "ABCDEF12",
        "effective_from": "2025-04-01",
        "document_base64": "JVBERi0=",
    }
    assert RegisterPolicyRequest.model_validate({**reg, "policy_id": "AB.12_x"}).policy_id == "AB.12_x"
    with pytest.raises(ValidationError):
        RegisterPolicyRequest.model_validate({**reg, "policy_id": "a" * 65})


@pytest.mark.parametrize("raw", [*REAL_IDS, "./a", "a..b", "-_-1"])
def test_the_storage_key_is_one_safe_segment_and_reversible(raw: str) -> None:
    key = policy_id_key(raw)
    assert "/" not in key and "." not in key
    assert re.fullmatch(r"[A-Za-z0-9_%-]+", key)
    from urllib.parse import unquote

    assert unquote(key) == raw


def test_distinct_ids_get_distinct_keys() -> None:
    ids = ["P/1", "P%2F1".replace("%", "_"), "P-1", "P_1", "P.1", "P1"]
    keys = [policy_id_key(i) for i in ids]
    assert len(set(keys)) == len(keys)


def test_a_path_segment_is_decoded_exactly_once() -> None:
    assert policy_id_from_path("P%2F211200%2F01%2F2026%2F007126") == "P/211200/01/2026/007126"
    assert policy_id_from_path("1234-5678-90") == "1234-5678-90"
    assert policy_id_from_path("%20AB.12_x%20") == "AB.12_x"
    with pytest.raises(ValidationFailed):
        policy_id_from_path("P%252F1")  # one decoding leaves "P%2F1": a % is not allowed
    with pytest.raises(ValidationFailed):
        policy_id_from_path("P%FF1")  # not UTF-8


@pytest.mark.parametrize(
    "parts", [("pv_0123456789abcdef0123",), ("clm", "P/211200/01/2026/007126"), ("x" * 200,), ("a b", "c:d")]
)
def test_execution_names_fit_step_functions(parts: tuple[str, ...]) -> None:
    name = execution_name(*parts)
    assert re.fullmatch(r"[A-Za-z0-9_-]{1,80}", name)
    assert execution_name(*parts) == name  # stable: a restart reuses the name


def test_execution_names_keep_safe_ids_and_separate_unsafe_ones() -> None:
    assert execution_name("pv_0123456789abcdef0123") == "pv_0123456789abcdef0123"
    assert execution_name("P/1") != execution_name("P_1")


class _FakeSfnClient:
    class exceptions:
        class ExecutionAlreadyExists(Exception):
            pass

    def __init__(self) -> None:
        self.names: list[str] = []

    def start_execution(self, *, stateMachineArn: str, name: str, input: str) -> dict[str, str]:
        self.names.append(name)
        return {"executionArn": f"{stateMachineArn}:{name}"}


def test_the_step_functions_adapter_never_passes_an_unsafe_name() -> None:
    from clausetrail.adapters.workflows_sfn import StepFunctionsWorkflows

    client = _FakeSfnClient()
    sfn = StepFunctionsWorkflows({"ingest_policy": "arn:aws:states:r:1:stateMachine:x"}, client=client)
    sfn.start("ingest_policy", "pv_0123456789abcdef0123", {})
    sfn.start("ingest_policy", "P/211200/01/2026/007126", {})
    assert client.names[0] == "pv_0123456789abcdef0123"
    assert re.fullmatch(r"[A-Za-z0-9_-]{1,80}", client.names[1]) and "/" not in client.names[1]


@pytest.mark.parametrize(
    "uin", ["SHAHLIP26045V042526", "IRDA/NL-HLT/NIC/P-H/V.II/61/14-15", "IRDAI-HLT-CTTK-P-H-V.I-72-2016-17"]
)
def test_todays_and_old_format_uins_register(uin: str) -> None:
    reg = {"insurer": "Some Insurer", "effective_from": "2025-04-01", "document_base64": "JVBERi0="}
    assert RegisterPolicyRequest.model_validate({**reg, "product_uin": uin}).product_uin == uin.upper()


@pytest.mark.parametrize("uin", ["UIN 1", "/ETC/PASSWD", "AB#12", "x" * 65])
def test_a_uin_with_other_characters_is_refused(uin: str) -> None:
    reg = {"insurer": "Some Insurer", "effective_from": "2025-04-01", "document_base64": "JVBERi0="}
    with pytest.raises(ValidationError):
        RegisterPolicyRequest.model_validate({**reg, "product_uin": uin})
