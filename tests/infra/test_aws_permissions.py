"""Every AWS call a handler can make is allowed by its role (issue 8, infra checks).

Both sides come from the registry: `registry.FUNCTIONS` gives each function's handler (whose code the
analysis in `tests/infra/aws_calls.py` follows to the AWS operations it can call, with the target each
module declares in `registry.AWS_CALL_TARGETS`), and CDK grants each function's role from the same spec's
`needs`. The role is read from the synthesized template, action and resource, so a grant on the wrong
bucket or prefix fails as surely as a missing action (this is how ClaimExtract's missing PutObject on the
Textract input, issue 8 item 9, shows up).
"""

from __future__ import annotations

import copy
import json
from fnmatch import fnmatchcase
from typing import Any

import pytest

from clausetrail.workflow import registry
from clausetrail.workflow.registry import FunctionSpec
from infra.environment import setting_env
from tests.infra.aws_calls import AwsCall, function_calls, modules_creating_clients
from tests.infra.cdk_helpers import as_list, function_logical_ids, role_of, statements_of_role
from tests.infra.conftest import Synthesized

#: (function, action) the name-based analysis reaches but the code cannot make, each with the reason; the
#: test checks every entry is still produced, so a stale one fails too.
OVER_APPROXIMATIONS: dict[tuple[str, str], str] = {
    ("Review", "states:StartExecution"): "`.start` of regex matches; Review only completes task tokens",
    (
        "Review",
        "states:DescribeExecution",
    ): "`.describe` of another object; Review only completes task tokens",
    # the review outbox is drained by the review path and `ops redrive`; code the Api shares with them names
    # `send_task_success`, but on AWS only Review holds task-token rights and a stored review waits for it
    ("Api", "states:SendTaskSuccess"): "the outbox drain shared with the review path; Api never holds tokens",
}


def render(value: Any) -> str:
    """A CloudFormation value as text: intrinsics become `<ref:..>`, `<getatt:..>`, `<import:..>`."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict) and len(value) == 1:
        ((key, arg),) = value.items()
        if key == "Ref":
            return f"<ref:{arg}>"
        if key == "Fn::GetAtt":
            return f"<getatt:{'.'.join(arg) if isinstance(arg, list) else arg}>"
        if key == "Fn::ImportValue":
            return f"<import:{render(arg)}>"
        if key == "Fn::Join":
            separator, parts = arg
            return str(separator).join(render(part) for part in parts)
    return json.dumps(value, sort_keys=True)


class Role:
    def __init__(self, template: dict[str, Any], role_id: str) -> None:
        self.statements = [
            st for st in statements_of_role(template, role_id) if st.get("Effect", "Allow") == "Allow"
        ]

    def allows(self, action: str, resource: str) -> bool:
        for st in self.statements:
            if not any(fnmatchcase(action.lower(), str(a).lower()) for a in as_list(st.get("Action", []))):
                continue
            if any(fnmatchcase(resource, render(r)) for r in as_list(st.get("Resource", []))):
                return True
        return False


class Samples:
    """A concrete resource for each call target, as the function would address it at run time."""

    def __init__(self, synthesized: Synthesized, spec: FunctionSpec) -> None:
        data, app = synthesized.data_stack, synthesized.app_stack
        self.documents = f"<import:{data.documents_bucket_arn_export}>"
        self.audit = f"<import:{data.audit_bucket_arn_export}>"
        self.documents_key = render(app.resolve(data.documents.key.key_arn))
        self.queue = render(app.resolve(app.claim_queue.queue.queue_arn))
        logical_id = function_logical_ids(synthesized.app_json)[spec.name]
        self.env: dict[str, Any] = synthesized.app_json["Resources"][logical_id]["Properties"]["Environment"][
            "Variables"
        ]
        self.waiting_machines = [
            render(app.resolve(app.workflows.by_name[sm.name].state_machine_arn))
            for sm in registry.STATE_MACHINES
            if ".waitForTaskToken" in sm.asl_path.read_text(encoding="utf-8")
        ]

    def _env(self, *fields: str) -> list[str]:
        values = [render(self.env[setting_env(f)]) for f in fields if setting_env(f) in self.env]
        return values or [f"<{'/'.join(fields)} not in the function's settings>"]

    def required(self, call: AwsCall) -> list[tuple[str, str]]:
        """(action, resource) pairs the call needs, implied KMS and S3 reads included."""
        needs: list[tuple[str, str]] = []
        for action in call.actions:
            needs += [(action, resource) for resource in self._resources(call, action)]
        if call.target.startswith("documents"):
            if "s3:PutObject" in call.actions:
                needs.append(("kms:GenerateDataKey", self.documents_key))
            if "s3:GetObject" in call.actions:
                needs.append(("kms:Decrypt", self.documents_key))
        if call.service == "textract" and call.operation.startswith("Start"):
            # asynchronous Textract reads the input object from S3 with the caller's permissions
            needs += [
                ("s3:GetObject", f"{self.documents}/{registry.TEXTRACT_INPUT_PREFIX}abc.pdf"),
                ("kms:Decrypt", self.documents_key),
            ]
        return needs

    def _resources(self, call: AwsCall, action: str) -> list[str]:
        target = call.target
        if target == "*":
            return ["*"]
        if target == "documents":
            return [f"{self.documents}/claims/clm_1/bill.pdf"]
        if target == "documents/textract-input":
            return [f"{self.documents}/{registry.TEXTRACT_INPUT_PREFIX}abc.pdf"]
        if target == "audit/claims":
            bucket_level = action in ("s3:ListBucket", "s3:ListBucketVersions")
            return [self.audit if bucket_level else f"{self.audit}/claims/clm_1/000001.json"]
        if target == "db-secret":
            return self._env("database_secret_arn", "database_app_secret_arn")
        if target == "claim-queue":
            return [self.queue]
        if target == "state-machine":
            if action.startswith("states:SendTask"):
                return self.waiting_machines
            return self._env("ingest_state_machine_arn", "adjudicate_state_machine_arn")
        if target == "titan":
            (model,) = self._env("titan_model_id")
            return [f"arn:<ref:AWS::Partition>:bedrock:<ref:AWS::Region>::foundation-model/{model}"]
        if target == "claude":
            resources = []
            for model in self._env("llm_bedrock_small_model", "llm_bedrock_large_model"):
                resources.append(
                    "arn:<ref:AWS::Partition>:bedrock:<ref:AWS::Region>:<ref:AWS::AccountId>:"
                    f"inference-profile/{model}"
                )
                base = model[model.find("anthropic.") :] if "anthropic." in model else model
                resources.append(f"arn:<ref:AWS::Partition>:bedrock:ap-south-1::foundation-model/{base}")
            return resources
        raise AssertionError(f"{call.module} declares an unknown target {target!r}")


def missing_permissions(
    template: dict[str, Any], synthesized: Synthesized, spec: FunctionSpec, calls: set[AwsCall]
) -> set[tuple[str, str, str]]:
    """(action, resource, where) the role of `spec` does not allow."""
    role = Role(template, role_of(template, function_logical_ids(template)[spec.name]))
    samples = Samples(synthesized, spec)
    missing = set()
    for call in calls:
        for action, resource in samples.required(call):
            if (spec.name, action) in OVER_APPROXIMATIONS:
                continue
            if not role.allows(action, resource):
                missing.add((action, resource, f"{call.module}:{call.function}"))
    return missing


CALLS: dict[str, set[AwsCall]] = {}


def calls_of(spec: FunctionSpec) -> set[AwsCall]:
    if spec.name not in CALLS:
        CALLS[spec.name] = function_calls(spec.stage)
    return CALLS[spec.name]


def test_every_module_that_builds_an_aws_client_is_declared() -> None:
    declared = set(registry.AWS_CALL_TARGETS) | set(registry.LOCAL_ONLY_MODULES)
    assert modules_creating_clients() <= declared
    for module in declared:
        __import__(module)  # no stale entry


def test_the_analysis_sees_the_calls_the_code_makes() -> None:
    """Control: known calls are found, so an empty result elsewhere means something."""

    def actions(name: str) -> set[tuple[str, str]]:
        return {(a, c.target) for c in calls_of(registry.function(name)) for a in c.actions}

    assert ("textract:AnalyzeExpense", "*") in actions("ClaimExtract")
    assert ("textract:StartDocumentAnalysis", "*") in actions("ClaimExtract")
    assert ("s3:PutObject", "documents/textract-input") in actions("ClaimExtract")
    assert ("sqs:SendMessage", "claim-queue") in actions("Api")
    assert ("states:SendTaskSuccess", "state-machine") in actions("Review")
    assert ("bedrock:InvokeModel", "claude") in actions("ExtractPass")
    assert ("s3:PutObject", "audit/claims") in actions("ClaimDecide")
    assert not {a for a, _ in actions("ClaimRules")} & {"textract:AnalyzeExpense", "bedrock:InvokeModel"}
    # judgement: the large model with tools and Titan for search_policy; verification: the small model only
    assert {("bedrock:InvokeModel", "claude"), ("bedrock:InvokeModel", "titan")} <= actions("ClaimJudge")
    assert ("bedrock:InvokeModel", "claude") in actions("ClaimVerify")
    assert ("bedrock:InvokeModel", "titan") not in actions("ClaimVerify")
    assert not {a for a, _ in actions("ClaimGate")} & {"textract:AnalyzeExpense", "bedrock:InvokeModel"}


@pytest.mark.parametrize("spec", registry.FUNCTIONS, ids=lambda spec: spec.name)
def test_every_aws_call_a_handler_can_make_is_allowed_by_its_role(
    synthesized: Synthesized, spec: FunctionSpec
) -> None:
    missing = missing_permissions(synthesized.app_json, synthesized, spec, calls_of(spec))
    assert not missing, "\n".join(f"{a} on {r} (called in {w})" for a, r, w in sorted(missing))


def test_accepted_over_approximations_are_still_real_findings() -> None:
    for (name, action), reason in OVER_APPROXIMATIONS.items():
        assert len(reason) > 20
        assert action in {a for c in calls_of(registry.function(name)) for a in c.actions}, (name, action)


def test_the_check_fails_when_claim_extract_may_not_write_its_textract_input(
    synthesized: Synthesized,
) -> None:
    """Control, the issue's finding: without the `textract_input` grant the check names the missing call."""
    template = copy.deepcopy(synthesized.app_json)
    spec = registry.function("ClaimExtract")
    role_id = role_of(template, function_logical_ids(template)[spec.name])
    for resource in template["Resources"].values():
        if resource["Type"] == "AWS::IAM::Policy" and {"Ref": role_id} in resource["Properties"]["Roles"]:
            document = resource["Properties"]["PolicyDocument"]
            document["Statement"] = [
                st
                for st in as_list(document["Statement"])
                if registry.TEXTRACT_INPUT_PREFIX not in json.dumps(st.get("Resource"))
            ]
    missing = missing_permissions(template, synthesized, spec, calls_of(spec))
    assert (
        "s3:PutObject",
        f"<import:{synthesized.data_stack.documents_bucket_arn_export}>/textract-input/abc.pdf",
    ) in {(a, r) for a, r, _ in missing}
