"""One Step Functions state machine per registry `StateMachineSpec`, from its ASL file.

Every `${<Name>FunctionArn}` placeholder is replaced (in Python, with CDK tokens) by the ARN of the
registry function, so the synthesized definition carries `Fn::GetAtt` references and no `${`.
A placeholder without a registry function, or a registry function the ASL does not use, fails synthesis:
the state machine role may invoke exactly the functions of its spec.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from aws_cdk import RemovalPolicy
from aws_cdk import aws_iam as iam
from aws_cdk import aws_lambda as lambda_
from aws_cdk import aws_logs as logs
from aws_cdk import aws_stepfunctions as sfn
from constructs import Construct

from clausetrail.workflow import registry
from clausetrail.workflow.registry import StateMachineSpec
from infra.nag import WILDCARD_RESOURCE, acknowledge

PLACEHOLDER = re.compile(r"\$\{([A-Za-z0-9_]+)\}")


def placeholders(asl_text: str) -> set[str]:
    return set(PLACEHOLDER.findall(asl_text))


def resolve_definition(asl_text: str, values: Mapping[str, str]) -> str:
    """Replace each `${Key}`; JSONPath `$.x` and context `$$.Execution.Id` are left untouched."""
    missing = placeholders(asl_text) - values.keys()
    if missing:
        raise KeyError(f"no value for ASL placeholders {sorted(missing)}")
    return PLACEHOLDER.sub(lambda match: values[match.group(1)], asl_text)


def pascal(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


class Workflows(Construct):
    """`by_name[spec.name]` is the Standard state machine of each registry entry."""

    def __init__(
        self,
        scope: Construct,
        construct_id: str,
        *,
        specs: Iterable[StateMachineSpec],
        functions: Mapping[str, lambda_.IFunction],
        environment_name: str,
        log_retention: logs.RetentionDays,
    ) -> None:
        super().__init__(scope, construct_id)
        self.by_name: dict[str, sfn.StateMachine] = {}
        arns = registry.substitutions(lambda spec: functions[spec.name].function_arn)
        for spec in specs:
            self.by_name[spec.name] = self._state_machine(
                spec, functions, arns, environment_name, log_retention
            )

    def _state_machine(
        self,
        spec: StateMachineSpec,
        functions: Mapping[str, lambda_.IFunction],
        arns: Mapping[str, str],
        environment_name: str,
        log_retention: logs.RetentionDays,
    ) -> sfn.StateMachine:
        asl_text = spec.asl_path.read_text(encoding="utf-8")
        used = placeholders(asl_text)
        declared = {registry.function(name).substitution_key for name in spec.functions}
        if used != declared:
            raise ValueError(
                f"{spec.asl_path.name} uses {sorted(used)} but the registry lists {sorted(declared)} for {spec.name}"
            )
        definition = resolve_definition(asl_text, {key: arns[key] for key in used})
        log_group = logs.LogGroup(
            self,
            f"{pascal(spec.name)}Logs",
            # the /aws/vendedlogs/ prefix keeps the CloudWatch Logs resource policy small
            log_group_name=f"/aws/vendedlogs/states/clausetrail-{environment_name}-{spec.name.replace('_', '-')}",
            retention=log_retention,
            removal_policy=RemovalPolicy.DESTROY,
        )
        state_machine = sfn.StateMachine(
            self,
            pascal(spec.name),
            definition_body=sfn.DefinitionBody.from_string(definition),
            state_machine_type=sfn.StateMachineType.STANDARD,
            logs=sfn.LogOptions(destination=log_group, level=sfn.LogLevel.ALL, include_execution_data=False),
            tracing_enabled=True,
        )
        # Unqualified ARNs only: the ASL invokes $LATEST, so no `:*` version/alias wildcard is granted.
        state_machine.add_to_role_policy(
            iam.PolicyStatement(
                actions=["lambda:InvokeFunction"],
                resources=[functions[name].function_arn for name in spec.functions],
            )
        )
        acknowledge(
            state_machine.role,
            "CloudWatch Logs delivery (logs:CreateLogDelivery etc.) and X-Ray tracing actions "
            "do not support resource-level permissions.",
            WILDCARD_RESOURCE,
        )
        return state_machine
