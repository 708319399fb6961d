"""The public REST API (SPEC §5) as one Powertools resolver: the same object serves API Gateway on AWS
and `clausetrail serve` locally. Errors are always `{"error": {"code", "message"}}` with a 4xx/5xx status.
"""

from __future__ import annotations

import json
from typing import Any

from aws_lambda_powertools.event_handler import APIGatewayRestResolver, Response, content_types

from clausetrail.api.caller import caller_of
from clausetrail.api.errors import install_error_handlers, is_local_request, parse_json_body
from clausetrail.api.questions_api import STRIP_PREFIXES
from clausetrail.api.questions_api import router as questions_router
from clausetrail.domain.identifiers import policy_id_from_path
from clausetrail.runtime import get_runtime
from clausetrail.services.policies import RegisterPolicyRequest, policy_view, register_policy, version_view

app = APIGatewayRestResolver(strip_prefixes=list(STRIP_PREFIXES))
install_error_handlers(app)


def caller_id() -> str:
    """Who is calling (`clausetrail.api.caller.caller_of`): the IAM principal on AWS, a header locally."""
    return caller_of(app)


def json_body() -> dict[str, Any]:
    return parse_json_body(app.current_event)


@app.post("/v1/policies")
def post_policy() -> Response[Any]:
    request = RegisterPolicyRequest.model_validate(json_body())
    version, created = register_policy(get_runtime(), caller_id(), request)
    return Response(
        status_code=202,
        content_type=content_types.APPLICATION_JSON,
        body=json.dumps(
            {
                "policy_id": version.policy_id,
                "version_id": version.version_id,
                "status": str(version.status),
                "duplicate": not created,
            }
        ),
    )


@app.get("/v1/policies/<policy_id>")
def get_policy(policy_id: str) -> dict[str, Any]:
    # the id arrives percent-encoded (`P%2F211200%2F01`: a `/` in a policy number is not a path separator);
    # the resolver matches the encoded path, so it is decoded here, once
    policy = get_runtime().policies.get_policy(policy_id_from_path(policy_id), owner_id=caller_id())
    return policy_view(policy)


@app.get("/v1/policies")
def list_policies() -> dict[str, Any]:
    policies = get_runtime().policies.list_policies(owner_id=caller_id())
    return {
        "policies": [
            policy_view(p) | {"versions": [version_view(v, include_terms=False) for v in p.versions]}
            for p in policies
        ]
    }


# --- claims (SPEC §5) ---------------------------------------------------------------------------


@app.post("/v1/claims")
def post_claim() -> Response[Any]:
    from clausetrail.services.claims_intake import SubmitClaimRequest, submit_claim

    body = json_body()
    header_key = app.current_event.headers.get("Idempotency-Key") or app.current_event.headers.get(
        "idempotency-key"
    )
    if header_key and "idempotency_key" not in body:
        body["idempotency_key"] = header_key
    request = SubmitClaimRequest.model_validate(body)
    claim, created = submit_claim(get_runtime(), caller_id(), request)
    return Response(
        status_code=202,
        content_type=content_types.APPLICATION_JSON,
        body=json.dumps({"claim_id": claim.claim_id, "status": "received", "duplicate": not created}),
    )


@app.get("/v1/claims/<claim_id>")
def get_claim(claim_id: str) -> dict[str, Any]:
    from clausetrail.services.claims_views import claim_view

    claim = get_runtime().claims.get(claim_id, owner_id=caller_id())
    return claim_view(claim)


# --- uploads (SPEC §5): large documents go straight to storage, never through the API payload ------------


@app.post("/v1/uploads")
def post_upload() -> Response[Any]:
    from clausetrail.services.documents import LOCAL_UPLOAD_PATH, UploadRequest, create_upload

    request = UploadRequest.model_validate(json_body())
    result = create_upload(get_runtime(), caller_id(), request)
    if result["upload_url"].startswith(LOCAL_UPLOAD_PATH):
        host = app.current_event.headers.get("Host") or app.current_event.headers.get("host") or "127.0.0.1"
        result["upload_url"] = f"http://{host}{result['upload_url']}"
    return Response(status_code=201, content_type=content_types.APPLICATION_JSON, body=json.dumps(result))


@app.get("/v1/claims/<claim_id>/letter")
def get_claim_letter(claim_id: str) -> Response[Any]:
    """The decision letter (SPEC §3 stage 8): the caller's own decided claims only (404 otherwise, 409
    `CLAIM_NOT_DECIDED` before the decision). Binary: API Gateway returns it as application/pdf."""
    from clausetrail.services.letters import PDF, get_letter

    pdf = get_letter(get_runtime(), claim_id, caller_id())
    return Response(
        status_code=200,
        content_type=PDF,
        body=pdf,
        headers={"Content-Disposition": f'inline; filename="decision-letter-{claim_id}.pdf"'},
    )


# --- policy questions (SPEC §4): one router, also served alone and streamed by the Questions function ---------

app.include_router(questions_router)


# --- the review console (SPEC §1): static files from the package; its data comes from /internal/... ---------


@app.get("/console")
def get_console() -> Response[Any]:
    return console_file("index.html")


@app.get("/console/<name>")
def get_console_file(name: str) -> Response[Any]:
    if name == "config.json":
        from clausetrail.console import console_config

        config = console_config(get_runtime().settings, local=is_local_request(app))
        return Response(
            status_code=200,
            content_type=content_types.APPLICATION_JSON,
            body=json.dumps(config),
            headers={"Cache-Control": "no-store"},
        )
    return console_file(name)


def console_file(name: str) -> Response[Any]:
    from clausetrail.console import ASSETS, CSP, asset

    data = asset(name)
    return Response(
        status_code=200,
        content_type=ASSETS[name],
        body=data.decode("utf-8"),
        headers={
            "Content-Security-Policy": CSP,
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer",
            "Cache-Control": "no-cache",
        },
    )
