"""REST API: `/v1` (SigV4) to the Api function, `/internal` (Cognito) to the Review function; logged, throttled."""

from __future__ import annotations

import json
from typing import Any

from tests.infra.cdk_helpers import function_logical_ids
from tests.infra.conftest import Synthesized


def _path(synthesized: Synthesized, resource_id: Any) -> str:
    """`/v1/{proxy+}` for a method's ResourceId, walking the ParentId chain up to the root."""
    parts: list[str] = []
    while isinstance(resource_id, dict) and "Ref" in resource_id:
        resource = synthesized.app_json["Resources"][resource_id["Ref"]]["Properties"]
        parts.insert(0, resource["PathPart"])
        resource_id = resource["ParentId"]
    return "/" + "/".join(parts)


def methods_by_route(synthesized: Synthesized) -> dict[str, dict[str, Any]]:
    """`"POST /v1/claims"` -> the method's properties."""
    methods = synthesized.app_resources("AWS::ApiGateway::Method").values()
    by_route = {
        f"{m['Properties']['HttpMethod']} {_path(synthesized, m['Properties']['ResourceId'])}": m[
            "Properties"
        ]
        for m in methods
    }
    assert len(by_route) == len(methods)
    return by_route


def methods_by_path(synthesized: Synthesized) -> dict[str, dict[str, Any]]:
    """The proxy (`ANY`) methods by path."""
    return {
        route.split(" ", 1)[1]: m for route, m in methods_by_route(synthesized).items() if route[:4] == "ANY "
    }


#: answered by the Questions function as a Lambda response stream (SPEC §4)
STREAMED_ROUTES = {"POST /v1/policies/{policy_id}/questions"}
V1_ROUTES = {
    "ANY /v1/{proxy+}",
    "POST /v1/policies",
    "GET /v1/policies",
    "ANY /v1/policies/{policy_id}",
    "ANY /v1/policies/{policy_id}/{proxy+}",
    "POST /v1/policies/{policy_id}/questions",
    "POST /v1/claims",
    "ANY /v1/claims/{proxy+}",
}
INTERNAL_ROUTES = {"ANY /internal/{proxy+}", "POST /internal/reviews/{claim_id}"}
CONSOLE_ROUTES = {"GET /console", "GET /console/{name}"}  # the review console's static files


def test_v1_methods_use_iam_and_internal_methods_use_the_cognito_authorizer(synthesized: Synthesized) -> None:
    routes = methods_by_route(synthesized)
    assert set(routes) == V1_ROUTES | INTERNAL_ROUTES | CONSOLE_ROUTES
    for route, method in routes.items():
        if route in CONSOLE_ROUTES:
            assert method["AuthorizationType"] == "NONE" and not method.get("ApiKeyRequired"), route
        elif route in V1_ROUTES:
            assert method["AuthorizationType"] == "AWS_IAM", route
            assert method["ApiKeyRequired"] is True, route  # the claim systems' usage plan
            assert "AuthorizerId" not in method
        else:
            assert method["AuthorizationType"] == "COGNITO_USER_POOLS", route
            assert not method.get("ApiKeyRequired"), route
    by_path = methods_by_path(synthesized)
    (authorizer_id, authorizer) = next(iter(synthesized.app_resources("AWS::ApiGateway::Authorizer").items()))
    assert by_path["/internal/{proxy+}"]["AuthorizerId"] == {"Ref": authorizer_id}
    props = authorizer["Properties"]
    assert props["Type"] == "COGNITO_USER_POOLS"
    assert props["IdentitySource"] == "method.request.header.Authorization"
    (provider,) = props["ProviderARNs"]
    # the adjusters' user pool of the Data stack, imported
    assert "AdjustersUserPool" in provider["Fn::ImportValue"]


def _integration_function(method: dict[str, Any]) -> str:
    integration = method["Integration"]
    assert integration["Type"] == "AWS_PROXY"
    (target,) = [
        part["Fn::GetAtt"][0]
        for part in integration["Uri"]["Fn::Join"][1]
        if isinstance(part, dict) and "Fn::GetAtt" in part
    ]
    return str(target)


def test_v1_routes_go_to_the_api_function_and_internal_routes_to_the_review_function(
    synthesized: Synthesized,
) -> None:
    ids = function_logical_ids(synthesized.app_json)
    for route, method in methods_by_route(synthesized).items():
        # the console's static files are served by the same resolver as /v1 (clausetrail.api.app)
        if route in STREAMED_ROUTES:
            expected = ids["Questions"]
        elif route in V1_ROUTES | CONSOLE_ROUTES:
            expected = ids["Api"]
        else:
            expected = ids["Review"]
        assert _integration_function(method) == expected, route


def test_questions_are_streamed_and_every_other_route_is_buffered(synthesized: Synthesized) -> None:
    """The questions method invokes its function with InvokeWithResponseStream; the rest with Invoke."""
    for route, method in methods_by_route(synthesized).items():
        integration = method["Integration"]
        uri = json.dumps(integration["Uri"])
        if route in STREAMED_ROUTES:
            assert integration["ResponseTransferMode"] == "STREAM", route
            assert "/2021-11-15/functions/" in uri and uri.endswith('"/response-streaming-invocations"]]}'), (
                route
            )
            assert integration["TimeoutInMillis"] == 60_000  # the function's own timeout bounds the stream
        else:
            assert integration.get("ResponseTransferMode", "BUFFERED") == "BUFFERED", route
            assert "/2015-03-31/functions/" in uri and uri.endswith('"/invocations"]]}'), route


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
    for method in synthesized.app_resources("AWS::ApiGateway::Method").values():
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


def test_the_rest_api_returns_pdf_letters_as_binary(synthesized: Synthesized) -> None:
    """GET /v1/claims/{id}/letter returns a PDF (the function base64-encodes it): API Gateway must treat
    application/pdf as binary or the letter arrives as mangled text."""
    (rest_api,) = synthesized.app_resources("AWS::ApiGateway::RestApi").values()
    assert "application/pdf" in rest_api["Properties"]["BinaryMediaTypes"]
    assert "image/png" in rest_api["Properties"]["BinaryMediaTypes"]  # the review console's page images
