"""REST API: SigV4 everywhere, proxied to the Api function, logged and throttled."""

from __future__ import annotations

import json

from tests.infra.cdk_helpers import function_logical_ids
from tests.infra.conftest import Synthesized


def test_every_method_requires_iam_authorisation(synthesized: Synthesized) -> None:
    methods = synthesized.app_resources("AWS::ApiGateway::Method")
    assert methods
    for method in methods.values():
        assert method["Properties"]["AuthorizationType"] == "AWS_IAM"


def test_v1_routes_are_proxied_to_the_api_function(synthesized: Synthesized) -> None:
    api_function = function_logical_ids(synthesized.app_json)["Api"]
    (method,) = synthesized.app_resources("AWS::ApiGateway::Method").values()
    assert method["Properties"]["HttpMethod"] == "ANY"
    integration = method["Properties"]["Integration"]
    assert integration["Type"] == "AWS_PROXY"
    assert api_function in json.dumps(integration["Uri"])
    paths = {
        r["Properties"]["PathPart"] for r in synthesized.app_resources("AWS::ApiGateway::Resource").values()
    }
    assert paths == {"v1", "{proxy+}"}


def test_stage_has_access_logs_tracing_and_throttling_without_data_trace(synthesized: Synthesized) -> None:
    (stage,) = synthesized.app_resources("AWS::ApiGateway::Stage").values()
    props = stage["Properties"]
    assert props["StageName"] == "dev"
    assert props["TracingEnabled"] is True
    access = props["AccessLogSetting"]
    assert "ApiAccessLogs" in json.dumps(access["DestinationArn"])
    assert '"status":"$context.status"' in access["Format"]
    (settings,) = props["MethodSettings"]
    assert settings["DataTraceEnabled"] is False
    assert settings["LoggingLevel"] == "ERROR"
    assert settings["ThrottlingRateLimit"] == 50
    assert settings["ThrottlingBurstLimit"] == 100


def test_request_validator_checks_bodies_and_parameters(synthesized: Synthesized) -> None:
    (validator_id, validator) = next(
        iter(synthesized.app_resources("AWS::ApiGateway::RequestValidator").items())
    )
    assert validator["Properties"]["ValidateRequestBody"] is True
    assert validator["Properties"]["ValidateRequestParameters"] is True
    (method,) = synthesized.app_resources("AWS::ApiGateway::Method").values()
    assert method["Properties"]["RequestValidatorId"] == {"Ref": validator_id}


def test_db_migrate_runs_as_a_trigger_after_the_database(synthesized: Synthesized) -> None:
    (trigger,) = synthesized.app_resources("Custom::Trigger").values()
    migrate = function_logical_ids(synthesized.app_json)["DbMigrate"]
    version_id = trigger["Properties"]["HandlerArn"]["Ref"]
    version = synthesized.app_json["Resources"][version_id]
    assert version["Type"] == "AWS::Lambda::Version"
    assert version["Properties"]["FunctionName"] == {"Ref": migrate}
    assert trigger["Properties"]["InvocationType"] == "RequestResponse"
    depends = trigger.get("DependsOn", [])
    assert any(d.startswith("FunctionsDbMigrate") for d in depends)
    assert synthesized.data_stack in synthesized.app_stack.dependencies
