"""One Lambda per registry FunctionSpec, configured from the spec, and grants derived only from its needs."""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

from clausetrail.workflow import registry
from clausetrail.workflow.registry import FunctionSpec
from infra.database import PROXY_PORT
from infra.environment import setting_env
from infra.functions import HANDLER, WEB_ADAPTER_ENVIRONMENT, WEB_ADAPTER_HANDLER, entry_files
from infra.grants import CLAUDE_MODEL_PATTERN, EXECUTION_ACTIONS, TEXTRACT_ACTIONS
from tests.infra.cdk_helpers import (
    actions_of_role,
    function_logical_ids,
    function_roles,
    managed_policies_of_role,
    resources_for_action,
    role_of,
    roles_granting,
    statements_of_role,
)
from tests.infra.conftest import Synthesized

SPECS = registry.FUNCTIONS
#: the Lambda Web Adapter's layer in the stack's region, version from cdk.json's default config
WEB_ADAPTER_LAYER = {
    "Fn::Join": [
        "",
        [
            "arn:",
            {"Ref": "AWS::Partition"},
            ":lambda:",
            {"Ref": "AWS::Region"},
            ":753240598075:layer:LambdaAdapterLayerX86:25",
        ],
    ]
}


def _function(synthesized: Synthesized, spec: FunctionSpec) -> tuple[str, dict[str, Any]]:
    logical_id = function_logical_ids(synthesized.app_json)[spec.name]
    return logical_id, synthesized.app_json["Resources"][logical_id]["Properties"]


def _role(synthesized: Synthesized, spec: FunctionSpec) -> str:
    return role_of(synthesized.app_json, _function(synthesized, spec)[0])


def _handler(spec: FunctionSpec) -> str:
    return WEB_ADAPTER_HANDLER if spec.web_adapter else HANDLER


def test_one_registry_lambda_per_spec(synthesized: Synthesized) -> None:
    registry_functions = [
        props
        for props in (r["Properties"] for r in synthesized.app_resources("AWS::Lambda::Function").values())
        if props.get("Handler") in (HANDLER, WEB_ADAPTER_HANDLER)
    ]
    assert len(registry_functions) == len(SPECS)
    assert len(function_logical_ids(synthesized.app_json)) == len(SPECS)


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_lambda_is_built_from_its_spec(synthesized: Synthesized, spec: FunctionSpec) -> None:
    _, props = _function(synthesized, spec)
    assert props["Handler"] == _handler(spec)
    assert props["MemorySize"] == spec.memory_mb
    assert props["Timeout"] == spec.timeout_s
    assert props["Runtime"] == "python3.12"
    assert props["Architectures"] == ["x86_64"]
    assert props["TracingConfig"] == {"Mode": "Active"}
    assert len(props["VpcConfig"]["SubnetIds"]) == 2
    layers = synthesized.app_resources("AWS::Lambda::LayerVersion")
    own = [{"Ref": next(iter(layers))}]
    assert props["Layers"] == (own if not spec.web_adapter else [WEB_ADAPTER_LAYER, *own])
    env = props["Environment"]["Variables"]
    assert env["CLAUSETRAIL_ENVIRONMENT"] == "aws"
    assert env["CLAUSETRAIL_STORAGE_BACKEND"] == "s3"
    assert env["CLAUSETRAIL_OCR_BACKEND"] == "textract"
    assert env["CLAUSETRAIL_EMBEDDING_BACKEND"] == "titan"
    assert env["CLAUSETRAIL_EMBEDDING_DIMENSION"] == "1024"
    assert env["CLAUSETRAIL_TEXTRACT_SKIP_TEXT_PAGES"] == "true"  # cdk.json default
    assert env["POWERTOOLS_SERVICE_NAME"] == "clausetrail"
    assert env["POWERTOOLS_LOGGER_LOG_EVENT"] == "false"


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_only_web_adapter_functions_run_the_adapter_streaming_their_reply(
    synthesized: Synthesized, spec: FunctionSpec
) -> None:
    _, props = _function(synthesized, spec)
    env = props["Environment"]["Variables"]
    adapter = {key: env[key] for key in WEB_ADAPTER_ENVIRONMENT if key in env}
    assert adapter == (WEB_ADAPTER_ENVIRONMENT if spec.web_adapter else {})
    if spec.web_adapter:
        assert env["AWS_LWA_INVOKE_MODE"] == "response_stream"
        assert env["AWS_LAMBDA_EXEC_WRAPPER"] == "/opt/bootstrap"


@pytest.mark.parametrize("spec", [s for s in SPECS if s.web_adapter], ids=lambda spec: spec.name)
def test_web_adapter_entry_script_is_executable_and_starts_the_handler_file(spec: FunctionSpec) -> None:
    script = registry.REPO_ROOT / "functions" / spec.stage / WEB_ADAPTER_HANDLER
    assert script in entry_files(registry.REPO_ROOT / "functions", spec)
    assert os.access(script, os.X_OK), f"{script} must be executable (the adapter runs it)"
    text = script.read_text(encoding="utf-8")
    assert text.startswith("#!/bin/sh") and "/opt/python" in text and 'handler.py"' in text


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_function_code_asset_is_its_stage_folder(synthesized: Synthesized, spec: FunctionSpec) -> None:
    _, props = _function(synthesized, spec)
    asset_hash = props["Code"]["S3Key"].removesuffix(".zip")
    staged = synthesized.outdir / f"asset.{asset_hash}"
    assert (staged / "handler.py").read_bytes() == (
        registry.REPO_ROOT / "functions" / spec.stage / "handler.py"
    ).read_bytes()
    assert not (staged / "__pycache__").exists()


@pytest.mark.parametrize(
    ("setting", "need"),
    [
        ("database_secret_arn", {registry.DB, registry.DB_ADMIN}),
        ("database_host", {registry.DB, registry.DB_ADMIN}),
        ("database_app_secret_arn", {registry.DB_ADMIN}),
        ("ingest_state_machine_arn", {registry.START_INGEST}),
        ("adjudicate_state_machine_arn", {registry.START_ADJUDICATION}),
        ("claim_queue_url", {registry.ENQUEUE_CLAIMS}),
    ],
)
def test_resource_settings_are_given_only_to_functions_that_need_them(
    synthesized: Synthesized, setting: str, need: set[str]
) -> None:
    for spec in SPECS:
        env = _function(synthesized, spec)[1]["Environment"]["Variables"]
        assert (setting_env(setting) in env) == bool(need & spec.needs), spec.name


def test_documents_bucket_setting_follows_documents_needs(synthesized: Synthesized) -> None:
    for spec in SPECS:
        env = _function(synthesized, spec)[1]["Environment"]["Variables"]
        wants = bool(spec.needs & {registry.DOCUMENTS_READ, registry.DOCUMENTS_WRITE})
        assert ("CLAUSETRAIL_DOCUMENTS_BUCKET" in env) == wants, spec.name


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_textract_only_for_functions_that_need_it(synthesized: Synthesized, spec: FunctionSpec) -> None:
    actions = actions_of_role(synthesized.app_json, _role(synthesized, spec))
    textract = {a for a in actions if a.startswith("textract:")}
    if registry.TEXTRACT in spec.needs:
        assert textract == set(TEXTRACT_ACTIONS)
    else:
        assert textract == set()


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_bedrock_only_on_titan_for_embedders_and_claude_for_llm_users(
    synthesized: Synthesized, spec: FunctionSpec
) -> None:
    role = _role(synthesized, spec)
    bedrock = {a for a in actions_of_role(synthesized.app_json, role) if a.startswith("bedrock:")}
    expected: set[str] = set()
    if registry.BEDROCK_EMBED in spec.needs:
        expected.add("bedrock:InvokeModel")
    if registry.BEDROCK_LLM in spec.needs:
        expected |= {"bedrock:InvokeModel", "bedrock:InvokeModelWithResponseStream"}
    assert bedrock == expected
    resources = [
        json.dumps(r) for r in resources_for_action(synthesized.app_json, role, "bedrock:InvokeModel")
    ]
    titan = [r for r in resources if r.endswith('"::foundation-model/amazon.titan-embed-text-v2:0"]]}')]
    claude = [r for r in resources if CLAUDE_MODEL_PATTERN in r]
    assert len(titan) == (registry.BEDROCK_EMBED in spec.needs)
    assert len(claude) == (2 if registry.BEDROCK_LLM in spec.needs else 0)
    assert len(resources) == len(titan) + len(claude)


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_step_functions_actions_follow_start_and_task_token_needs(
    synthesized: Synthesized, spec: FunctionSpec
) -> None:
    role = _role(synthesized, spec)
    states = {a for a in actions_of_role(synthesized.app_json, role) if a.startswith("states:")}
    machines = synthesized.app_resources("AWS::StepFunctions::StateMachine")
    ingest = next(k for k in machines if k.startswith("WorkflowsIngestPolicy"))
    adjudicate = next(k for k in machines if k.startswith("WorkflowsAdjudicateClaim"))
    expected_starts = [
        {"Ref": machine}
        for need, machine in ((registry.START_INGEST, ingest), (registry.START_ADJUDICATION, adjudicate))
        if need in spec.needs
    ]
    starts = resources_for_action(synthesized.app_json, role, "states:StartExecution")
    assert sorted(starts, key=str) == sorted(expected_starts, key=str)
    # a starter may describe and redrive its own machine's executions (stranded work restarted safely)
    expected = {"states:StartExecution", *EXECUTION_ACTIONS} if expected_starts else set()
    if registry.TASK_TOKEN in spec.needs:
        expected |= {"states:SendTaskSuccess", "states:SendTaskFailure", "states:SendTaskHeartbeat"}
    assert states == expected


def test_only_the_claim_queue_consumer_can_start_adjudications(synthesized: Synthesized) -> None:
    """Across every role of both stacks (the state machines' own roles included): the queue consumer, and the
    API, which restarts a stranded claim resubmitted with its idempotency key (issue 8 item 3)."""
    machines = synthesized.app_resources("AWS::StepFunctions::StateMachine")
    adjudicate = next(k for k in machines if k.startswith("WorkflowsAdjudicateClaim"))
    starters = {
        role
        for role, resources in roles_granting(synthesized.app_json, "states:StartExecution").items()
        if {"Ref": adjudicate} in resources or "*" in resources
    }
    roles = function_roles(synthesized.app_json)
    assert starters == {roles["ClaimQueue"], roles["Api"]}
    assert roles_granting(synthesized.data_json, "states:StartExecution") == {}


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_documents_access_matches_read_and_write_needs(synthesized: Synthesized, spec: FunctionSpec) -> None:
    actions = actions_of_role(synthesized.app_json, _role(synthesized, spec))
    s3 = {a for a in actions if a.startswith("s3:")}
    expected: set[str] = set()
    if registry.DOCUMENTS_READ in spec.needs:
        expected |= {"s3:GetObject", "s3:GetObjectVersion"}
    if registry.DOCUMENTS_WRITE in spec.needs:
        expected |= {"s3:PutObject", "s3:AbortMultipartUpload"}
    if (
        registry.TEXTRACT_INPUT in spec.needs
    ):  # under the Textract input prefix only (test_cdk_textract_input)
        expected |= {"s3:PutObject"}
    if spec.needs & {registry.AUDIT_READ, registry.AUDIT_WRITE}:  # on the audit bucket (test_cdk_audit.py)
        expected |= {"s3:GetObject", "s3:GetObjectVersion", "s3:ListBucket", "s3:ListBucketVersions"}
    if registry.AUDIT_WRITE in spec.needs:
        expected |= {"s3:PutObject", "s3:PutObjectRetention"}
    assert s3 == expected
    assert "s3:DeleteObject" not in actions


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_database_secret_only_for_db_needs(synthesized: Synthesized, spec: FunctionSpec) -> None:
    actions = actions_of_role(synthesized.app_json, _role(synthesized, spec))
    assert ("secretsmanager:GetSecretValue" in actions) == bool(spec.needs & {registry.DB, registry.DB_ADMIN})


def test_no_wildcard_actions_and_wildcard_resources_only_where_aws_has_no_resource_scope(
    synthesized: Synthesized,
) -> None:
    allowed_on_star = {"xray:PutTraceSegments", "xray:PutTelemetryRecords", *TEXTRACT_ACTIONS}
    for spec in SPECS:
        for statement in statements_of_role(synthesized.app_json, _role(synthesized, spec)):
            actions = statement["Action"] if isinstance(statement["Action"], list) else [statement["Action"]]
            assert all("*" not in action for action in actions), (spec.name, actions)
            if statement["Resource"] == "*":
                assert set(actions) <= allowed_on_star, (spec.name, actions)


def test_managed_policies_are_only_the_lambda_execution_ones(synthesized: Synthesized) -> None:
    for spec in SPECS:
        policies = json.dumps(managed_policies_of_role(synthesized.app_json, _role(synthesized, spec)))
        assert "AWSLambdaBasicExecutionRole" in policies
        assert "AWSLambdaVPCAccessExecutionRole" in policies
        assert len(managed_policies_of_role(synthesized.app_json, _role(synthesized, spec))) == 2


def test_database_port_is_opened_only_to_db_functions(synthesized: Synthesized) -> None:
    ids = function_logical_ids(synthesized.app_json)
    sources = set()
    for rule in synthesized.app_resources("AWS::EC2::SecurityGroupIngress").values():
        props = rule["Properties"]
        assert (props["FromPort"], props["ToPort"]) == (PROXY_PORT, PROXY_PORT)  # to the RDS Proxy
        sources.add(props["SourceSecurityGroupId"]["Fn::GetAtt"][0])
    expected = set()
    for spec in SPECS:
        if spec.needs & {registry.DB, registry.DB_ADMIN}:
            function = synthesized.app_json["Resources"][ids[spec.name]]["Properties"]
            (security_group,) = function["VpcConfig"]["SecurityGroupIds"]
            expected.add(security_group["Fn::GetAtt"][0])
    assert sources == expected
