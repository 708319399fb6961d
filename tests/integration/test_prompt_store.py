"""The packaged prompts load from disk, and the loaded text is exactly what Claude receives."""

from __future__ import annotations

import json

import anthropic
import httpx2
import pytest
from pydantic import BaseModel

from clausetrail.adapters.llm_claude import ClaudeLlm
from clausetrail.adapters.prompt_store import load_prompt
from clausetrail.domain.errors import NotFound
from clausetrail.ports.llm import LlmMessage, LlmRequest, ModelTier
from clausetrail.settings import Settings

# Pinned (version, sha256) of every packaged prompt: editing a prompt's words without raising its
# version fails here, so a stored decision's (prompt_id, version) always names one exact text.
PINNED = {
    "extract_identity": (2, "28554b530fde8e6e2c92389925c48a91d31a559c59d22b7e12085c39b53685d6"),
    "extract_policy_terms": (2, "1af822b5c895485c5011a24a466eae9bff48edd45e20827008c346bc12f8adce"),
    "extract_claim_facts": (2, "ba98d282d748ed8b04fc96135260782301a5bd9eb39e280f088dc0ded71a2214"),
    "judge_claim": (2, "d54b6f1383d7ed41b5bf8247d131114f8d4ca0b8aaef6ea15706dd8dc0a69eed"),
    "verify_findings": (1, "01d91d40b7b3010e4ec87f51c5d72b2d44f88377789913b74d16fc2487676d01"),
}


@pytest.mark.parametrize("prompt_id", sorted(PINNED))
def test_packaged_prompt_matches_its_pin(prompt_id: str) -> None:
    prompt = load_prompt(prompt_id)
    assert (prompt.version, prompt.sha256) == PINNED[prompt_id]


def test_extract_identity_prompt_says_what_pass_1_needs() -> None:
    text = load_prompt("extract_identity").text.lower()
    for needed in ("insurer", "product", "uin", "sum insured", "clause", "null"):
        assert needed in text
    assert "version:" not in text  # the front matter is not sent to the model


@pytest.mark.parametrize("prompt_id", ["no_such_prompt", "../settings", "Extract_Identity", ""])
def test_unknown_or_unsafe_prompt_ids_are_not_found(prompt_id: str) -> None:
    with pytest.raises(NotFound):
        load_prompt(prompt_id)


class Identity(BaseModel):
    uin: str | None
    clause_id: str | None


def test_loaded_prompt_is_the_system_prompt_sent_to_claude() -> None:
    prompt = load_prompt("extract_identity")
    seen: list[httpx2.Request] = []

    def handler(req: httpx2.Request) -> httpx2.Response:
        seen.append(req)
        return httpx2.Response(
            200,
            json={
                "id": "msg_01",
                "type": "message",
                "role": "assistant",
                "model": "claude-haiku-5-5",
                "content": [
                    {
                        "type": "tool_use",
                        "id": "toolu_01",
                        "name": "record_extract_identity",
                        "input": {"uin": "CHIHLIP23128V012223", "clause_id": "c1"},
                    }
                ],
                "stop_reason": "tool_use",
                "stop_sequence": None,
                "usage": {"input_tokens": 900, "output_tokens": 40},
            },
        )

    client = anthropic.Anthropic(
        api_key="test-key", http_client=httpx2.Client(transport=httpx2.MockTransport(handler))
    )
    llm = ClaudeLlm(Settings(environment="local"), client=client, sleep=lambda _s: None)
    result = llm.complete(
        LlmRequest(
            tier=ModelTier.SMALL,
            system=prompt.text,
            messages=[LlmMessage.user("[c1] (page 2) Care Supreme- CHIHLIP23128V012223")],
            output_schema=Identity,
            prompt_id=prompt.id,
            prompt_version=prompt.version,
            max_output_tokens=512,
        )
    )
    assert json.loads(seen[0].content)["system"] == prompt.text
    assert (result.prompt_id, result.prompt_version) == ("extract_identity", prompt.version)
    assert result.value.uin == "CHIHLIP23128V012223"
