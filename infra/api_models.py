"""API Gateway request models (JSON Schema draft 4) built from the same pydantic models the functions validate
with, so the gateway refuses a malformed body before a Lambda runs, and can never drift from the code.

API Gateway supports draft 4 only: `$defs` references are inlined and the pydantic-only keys dropped. The
gateway model is never stricter than the function, except for `document_base64`, capped at what still fits a
Lambda payload (`clausetrail.domain.inline_documents`): a longer body could not reach the function at all.
"""

from __future__ import annotations

import copy
from typing import Any

from pydantic import BaseModel

from clausetrail.api.internal import ReviewRequest
from clausetrail.domain.inline_documents import GATEWAY_BASE64_MAX_CHARS
from clausetrail.services.claims_intake import SubmitClaimRequest
from clausetrail.services.policies import RegisterPolicyRequest
from clausetrail.services.questions import MAX_HISTORY_TURNS, MAX_QUESTION_CHARS, MAX_TURN_CHARS

DRAFT_4 = "http://json-schema.org/draft-04/schema#"
_DROPPED = {"title", "default", "$defs"}


def _inline(node: Any, definitions: dict[str, Any]) -> Any:
    if isinstance(node, dict):
        if "$ref" in node:
            name = str(node["$ref"]).rsplit("/", 1)[-1]
            return _inline(copy.deepcopy(definitions[name]), definitions)
        return {k: _inline(v, definitions) for k, v in node.items() if k not in _DROPPED}
    if isinstance(node, list):
        return [_inline(item, definitions) for item in node]
    return node


def draft4_schema(model: type[BaseModel]) -> dict[str, Any]:
    """`model`'s JSON schema as API Gateway accepts it (draft 4, no references)."""
    schema = model.model_json_schema()
    converted: dict[str, Any] = _inline(schema, schema.get("$defs", {}))
    return {"$schema": DRAFT_4, **converted}


def register_policy_schema() -> dict[str, Any]:
    schema = draft4_schema(RegisterPolicyRequest)
    for branch in schema["properties"]["document_base64"]["anyOf"]:
        if branch.get("type") == "string":
            branch["maxLength"] = GATEWAY_BASE64_MAX_CHARS
    return schema


#: (resource path, method) -> (model name, schema) of each JSON POST body
def question_schema() -> dict[str, Any]:
    """The body of a policy question, with the limits `QuestionRequest.from_json` enforces (a dataclass, so the
    schema is written from its constants; an empty question is still the function's `EMPTY_QUESTION`)."""
    return {
        "$schema": DRAFT_4,
        "type": "object",
        "required": ["question"],
        "properties": {
            "question": {"type": "string", "maxLength": MAX_QUESTION_CHARS},
            "history": {
                "type": "array",
                "maxItems": MAX_HISTORY_TURNS,
                "items": {
                    "type": "object",
                    "required": ["role", "content"],
                    "properties": {
                        "role": {"enum": ["user", "assistant"]},
                        "content": {"type": "string", "maxLength": MAX_TURN_CHARS},
                    },
                },
            },
            "version_id": {"type": "string"},
        },
    }


POST_BODY_MODELS: dict[tuple[str, str], tuple[str, dict[str, Any]]] = {
    ("/v1/policies", "POST"): ("RegisterPolicy", register_policy_schema()),
    ("/v1/claims", "POST"): ("SubmitClaim", draft4_schema(SubmitClaimRequest)),
    ("/v1/policies/{policy_id}/questions", "POST"): ("AskQuestion", question_schema()),
    ("/internal/reviews/{claim_id}", "POST"): ("SubmitReview", draft4_schema(ReviewRequest)),
}
