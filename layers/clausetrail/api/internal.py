"""The internal API for adjusters and the Claims Review Committee (SPEC §5): review packets, reviews, CRC votes,
the queue, audit, budget.

On AWS these routes sit behind a Cognito authorizer; members of the `adjusters` group may read and review, members
of the CRC group (setting `crc_group`, default `crc`) may read and vote, members of `ops` read the queue, audit
trails and budgets, and only the review function may complete a task token. Locally the person is named by a
header and must be listed in the local settings.

Tenancy (SPEC §11): a person works for one tenant, the claim system whose claims they review (the Cognito attribute
`custom:tenant`, holding the claim system's normalised principal; locally the `X-ClauseTrail-Caller` header, the
same header that names the caller of the public API). Every route here reads and acts on that tenant's claims only:
another tenant's claim is a 404, exactly like a claim that does not exist. On the local server (one machine) a
request without the header reaches every local tenant.
"""

from __future__ import annotations

import json
from typing import Any, Literal

from aws_lambda_powertools.event_handler import APIGatewayRestResolver, Response, content_types
from pydantic import BaseModel, ConfigDict, Field, StrictInt

from clausetrail.adapters.db.claims_repo import ClaimRecord
from clausetrail.api.errors import install_error_handlers, is_local_request, parse_json_body
from clausetrail.domain.errors import Forbidden, ValidationFailed
from clausetrail.runtime import get_runtime

internal_app = APIGatewayRestResolver(strip_prefixes=["/prod", "/local"])
install_error_handlers(internal_app)

ADJUSTERS_GROUP = "adjusters"
OPS_GROUP = "ops"
LOCAL_REVIEWER_HEADER = "x-clausetrail-reviewer"
LOCAL_TENANT_HEADER = "x-clausetrail-caller"  # the public API's local caller header (`clausetrail.api.app`)
TENANT_CLAIM = "custom:tenant"


class ReviewRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    reviewer_id: str = Field(min_length=1, max_length=128)
    decision: Literal["approve", "partial", "deny", "need_info"]
    payable_amount: StrictInt = Field(ge=0)
    agrees_with_draft: bool | None = None
    note: str | None = Field(default=None, max_length=4000)


def _caller(groups_allowed: tuple[str, ...], local_people: frozenset[str], refusal: tuple[str, str]) -> str:
    """The authenticated person: Cognito claims on AWS, a header only on the local server. Fails closed: on
    AWS without Cognito claims (a misconfigured authoriser) nobody is anybody. `refusal` is the (message,
    code) of the 403 for an authenticated caller outside `groups_allowed` (locally: outside `local_people`)."""
    authorizer = internal_app.current_event.request_context.authorizer
    claims = (authorizer.raw_event or {}).get("claims") if authorizer is not None else None
    if claims:
        groups = str(claims.get("cognito:groups", "")).replace(",", " ").split()
        if not set(groups_allowed) & set(groups):
            raise Forbidden(refusal[0], code=refusal[1])
        who = claims.get("cognito:username") or claims.get("sub")
        if not who:
            raise Forbidden("the caller is not authenticated", code="NOT_AUTHENTICATED")
        return str(who)
    if not is_local_request(internal_app):
        raise Forbidden("the caller is not authenticated", code="NOT_AUTHENTICATED")
    headers = internal_app.current_event.headers
    local = headers.get(LOCAL_REVIEWER_HEADER) or headers.get(LOCAL_REVIEWER_HEADER.title())
    if not local:
        raise Forbidden("the caller is not authenticated", code="NOT_AUTHENTICATED")
    if local.strip() not in local_people:
        raise Forbidden(refusal[0], code=refusal[1])
    return local.strip()


def _cognito_claims() -> dict[str, Any] | None:
    authorizer = internal_app.current_event.request_context.authorizer
    claims = (authorizer.raw_event or {}).get("claims") if authorizer is not None else None
    return claims or None


def tenant() -> str | None:
    """The tenant the authenticated person works for (call after the role check): the Cognito attribute
    `custom:tenant` on AWS (fails closed: 403 `NO_TENANT` without it), the caller header locally (None, every
    local tenant, without it)."""
    claims = _cognito_claims()
    if claims:
        value = str(claims.get(TENANT_CLAIM) or "").strip()
        if not value:
            raise Forbidden("the caller has no tenant (Cognito attribute custom:tenant)", code="NO_TENANT")
        return value
    headers = internal_app.current_event.headers
    local = headers.get(LOCAL_TENANT_HEADER) or headers.get("X-ClauseTrail-Caller")
    return local.strip() if local and local.strip() else None


def tenant_claim(claim_id: str) -> ClaimRecord:
    """The claim, if it belongs to the caller's tenant (404 `NOT_FOUND` otherwise, as for no claim)."""
    return get_runtime().claims.get(claim_id, owner_id=tenant())


def reviewer() -> str:
    """The authenticated adjuster (group `adjusters`; locally ``CLAUSETRAIL_LOCAL_ADJUSTERS``)."""
    return _caller(
        (ADJUSTERS_GROUP,), local_adjusters(), ("only adjusters may review claims", "NOT_AN_ADJUSTER")
    )


def crc_member() -> str:
    """The authenticated CRC member (the Cognito group `crc_group`; locally ``CLAUSETRAIL_LOCAL_CRC_MEMBERS``)."""
    return _caller(
        (get_runtime().settings.crc_group,),
        local_crc_members(),
        ("only members of the Claims Review Committee may vote", "NOT_A_CRC_MEMBER"),
    )


def staff() -> str:
    """An adjuster or a CRC member: both read review packets, the queue and the audit trail."""
    return _caller(
        (ADJUSTERS_GROUP, get_runtime().settings.crc_group),
        local_adjusters() | local_crc_members(),
        ("only adjusters and CRC members may read claims under review", "NOT_AN_ADJUSTER"),
    )


def reader() -> str:
    """An adjuster, a CRC member or ops: all three read the queue, the audit trail and the budget."""
    return _caller(
        (ADJUSTERS_GROUP, get_runtime().settings.crc_group, OPS_GROUP),
        local_adjusters() | local_crc_members() | local_ops(),
        ("only adjusters, CRC members and ops may read the review queue", "NOT_STAFF"),
    )


def local_ops() -> frozenset[str]:
    """The local server's ops people (setting ``CLAUSETRAIL_LOCAL_OPS``)."""
    return frozenset(a.strip() for a in get_runtime().settings.local_ops.split(",") if a.strip())


def local_adjusters() -> frozenset[str]:
    """The local server's adjusters (setting ``CLAUSETRAIL_LOCAL_ADJUSTERS``): a header naming anyone else is
    not an adjuster, locally either."""
    return frozenset(a.strip() for a in get_runtime().settings.local_adjusters.split(",") if a.strip())


def local_crc_members() -> frozenset[str]:
    """The local server's CRC members (setting ``CLAUSETRAIL_LOCAL_CRC_MEMBERS``)."""
    return frozenset(a.strip() for a in get_runtime().settings.local_crc_members.split(",") if a.strip())


class CrcVoteRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    member_id: str = Field(min_length=1, max_length=128)
    vote: Literal["uphold", "overturn"]
    note: str | None = Field(default=None, max_length=4000)


@internal_app.get("/internal/claims/<claim_id>")
def get_review_packet(claim_id: str) -> dict[str, Any]:
    from clausetrail.services.claims_views import review_packet

    staff()
    return review_packet(get_runtime(), tenant_claim(claim_id).claim_id)


@internal_app.post("/internal/reviews/<claim_id>")
def post_review(claim_id: str) -> Response[Any]:
    from clausetrail.services.adjudication import submit_review

    who = reviewer()
    request = ReviewRequest.model_validate(parse_json_body(internal_app.current_event))
    if request.reviewer_id != who:
        raise ValidationFailed("reviewer_id must be the authenticated adjuster", code="REVIEWER_MISMATCH")
    tenant_claim(claim_id)
    result = submit_review(get_runtime(), claim_id, who, request.model_dump())
    return Response(status_code=200, content_type=content_types.APPLICATION_JSON, body=json.dumps(result))


@internal_app.post("/internal/claims/<claim_id>/crc-votes")
def post_crc_vote(claim_id: str) -> Response[Any]:
    from clausetrail.services.crc import cast_vote

    who = crc_member()
    request = CrcVoteRequest.model_validate(parse_json_body(internal_app.current_event))
    if request.member_id != who:
        raise ValidationFailed("member_id must be the authenticated CRC member", code="MEMBER_MISMATCH")
    tenant_claim(claim_id)
    result = cast_vote(get_runtime(), claim_id, who, request.vote, request.note)
    return Response(status_code=200, content_type=content_types.APPLICATION_JSON, body=json.dumps(result))


@internal_app.get("/internal/queue")
def get_queue() -> dict[str, Any]:
    from clausetrail.services.claims_views import work_queue

    reader()
    return work_queue(get_runtime(), tenant())


@internal_app.get("/internal/claims/<claim_id>/audit")
def get_audit(claim_id: str) -> dict[str, Any]:
    reader()
    rt = get_runtime()
    tenant_claim(claim_id)
    report: dict[str, Any] = rt.audit.report(claim_id).to_dict()
    return report


@internal_app.get("/internal/claims/<claim_id>/budget")
def get_budget(claim_id: str) -> dict[str, Any]:
    reader()
    tenant_claim(claim_id)
    b = get_runtime().claims.budget(claim_id)
    return {
        "tokens_small": b["tokens_small"],
        "tokens_large": b["tokens_large"],
        "usd_used": f"{b['usd_micros_used'] / 1_000_000:.6f}",
        "usd_cap": f"{b['usd_micros_cap'] / 1_000_000:.2f}",
        "model_calls": b["model_calls"],
        "state": b["state"],
    }


# --- the review console's reads (SPEC §1): evidence with page images, and the decision letter ------------------

PNG = "image/png"


@internal_app.get("/internal/claims/<claim_id>/evidence")
def get_evidence(claim_id: str) -> dict[str, Any]:
    from clausetrail.services.console_views import evidence

    staff()
    return evidence(get_runtime(), tenant_claim(claim_id))


@internal_app.get("/internal/claims/<claim_id>/documents/<index>/pages/<page>")
def get_page_image(claim_id: str, index: str, page: str) -> Response[Any]:
    """A page of one of the claim's documents as a PNG (documents count from 0, pages from 1)."""
    from clausetrail.services.console_views import page_number, page_png

    staff()
    claim = tenant_claim(claim_id)
    if not index.isdigit():
        raise ValidationFailed(f"{index!r} is not a document number", code="BAD_DOCUMENT_INDEX")
    image = page_png(get_runtime(), claim, int(index), page_number(page))
    return Response(
        status_code=200, content_type=PNG, body=image, headers={"Cache-Control": "private, max-age=300"}
    )


@internal_app.get("/internal/claims/<claim_id>/letter")
def get_staff_letter(claim_id: str) -> Response[Any]:
    """The decision letter for staff (the claim system reads it at `GET /v1/claims/{id}/letter`, IAM auth; the
    console's people hold Cognito tokens). 409 `CLAIM_NOT_DECIDED` before the decision."""
    from clausetrail.services.letters import PDF, get_letter

    reader()
    claim = tenant_claim(claim_id)
    pdf = get_letter(get_runtime(), claim_id, claim.owner_id)
    return Response(
        status_code=200,
        content_type=PDF,
        body=pdf,
        headers={"Content-Disposition": f'inline; filename="decision-letter-{claim_id}.pdf"'},
    )
