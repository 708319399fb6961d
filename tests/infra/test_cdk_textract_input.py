"""Issue 8 item 9: ClaimExtract may write the Textract input it uploads (and encrypt it), nothing more."""

from __future__ import annotations

import json

from clausetrail.adapters.ocr_textract import TextractOcr
from clausetrail.workflow import registry
from tests.infra.cdk_helpers import function_logical_ids, resources_for_action, role_of
from tests.infra.conftest import Synthesized


def _role(synthesized: Synthesized, name: str) -> str:
    return role_of(synthesized.app_json, function_logical_ids(synthesized.app_json)[name])


def test_every_textract_caller_may_upload_its_input() -> None:
    # the OCR adapter uploads before it calls the async API: any function that calls Textract writes there
    for spec in registry.FUNCTIONS:
        if registry.TEXTRACT in spec.needs:
            assert spec.needs & {registry.TEXTRACT_INPUT, registry.DOCUMENTS_WRITE}, spec.name


def test_the_adapter_writes_under_the_granted_prefix() -> None:
    ocr = TextractOcr(object(), bucket="b", s3_client=object())
    assert ocr.key_prefix == registry.TEXTRACT_INPUT_PREFIX


def test_claim_extract_puts_only_under_the_textract_prefix_and_may_encrypt(synthesized: Synthesized) -> None:
    role = _role(synthesized, "ClaimExtract")
    puts = [json.dumps(r) for r in resources_for_action(synthesized.app_json, role, "s3:PutObject")]
    documents_puts = [r for r in puts if "DocumentsBucketArn" in r]
    assert documents_puts and all(f"/{registry.TEXTRACT_INPUT_PREFIX}*" in r for r in documents_puts)
    keys = [json.dumps(r) for r in resources_for_action(synthesized.app_json, role, "kms:GenerateDataKey")]
    assert keys and all("DocumentsKey" in r for r in keys)
