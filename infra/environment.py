"""Lambda environment variables, named from the fields of `clausetrail.settings.Settings`.

Going through the settings model means a renamed or misspelt setting fails synthesis instead of being
silently ignored by pydantic-settings at run time.
"""

from __future__ import annotations

from typing import get_args

from clausetrail.settings import Settings

ENV_PREFIX = "CLAUSETRAIL_"
TITAN_EMBEDDING_DIMENSION = 1024  # Titan Text Embeddings V2 (SPEC §1)
LAMBDA_DATA_DIR = "/tmp/clausetrail"  # the only writable path on Lambda

POWERTOOLS_ENVIRONMENT: dict[str, str] = {
    "POWERTOOLS_SERVICE_NAME": "clausetrail",
    "POWERTOOLS_METRICS_NAMESPACE": "ClauseTrail",
    "POWERTOOLS_LOG_LEVEL": "INFO",
    "POWERTOOLS_LOGGER_LOG_EVENT": "false",  # events carry claim data (PHI): never logged
    "POWERTOOLS_TRACER_CAPTURE_RESPONSE": "false",  # nor stored in X-Ray metadata
}


def setting_env(field: str) -> str:
    """`documents_bucket` -> `CLAUSETRAIL_DOCUMENTS_BUCKET`, for fields the Lambdas really read."""
    if field not in Settings.model_fields:
        raise KeyError(f"clausetrail.settings.Settings has no field {field!r}")
    return f"{ENV_PREFIX}{field.upper()}"


def titan_model_id() -> str:
    """The embedding model the functions call; IAM is scoped to exactly this model."""
    default = Settings.model_fields["titan_model_id"].default
    if not isinstance(default, str):  # pragma: no cover - guards a change of the settings model
        raise TypeError("Settings.titan_model_id has no string default")
    return default


def base_environment(*, textract_skip_text_pages: bool, extraction_backend: str) -> dict[str, str]:
    """What every function gets: backend choices only. Resource names come with each need (grants.py);
    Claude's model ids and prices come with the `bedrock_llm` need."""
    if extraction_backend not in get_args(Settings.model_fields["extraction_backend"].annotation):
        raise KeyError(f"clausetrail.settings.Settings has no extraction backend {extraction_backend!r}")
    return {
        setting_env("extraction_backend"): extraction_backend,
        # the same model backend judges and verifies (SPEC §3 stages 4-5): Claude on AWS unless `offline`
        setting_env("judgement_backend"): extraction_backend,
        setting_env("environment"): "aws",
        setting_env("data_dir"): LAMBDA_DATA_DIR,
        setting_env("storage_backend"): "s3",
        setting_env("ocr_backend"): "textract",
        setting_env("textract_skip_text_pages"): "true" if textract_skip_text_pages else "false",
        setting_env("embedding_backend"): "titan",
        setting_env("embedding_dimension"): str(TITAN_EMBEDDING_DIMENSION),
        setting_env("titan_model_id"): titan_model_id(),
        **POWERTOOLS_ENVIRONMENT,
    }
