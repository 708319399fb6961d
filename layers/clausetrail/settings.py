"""Run-time settings, read from the environment (prefix CLAUSETRAIL_), with embedded defaults.

On AWS the CDK stacks set the environment of every Lambda; locally nothing needs to be set.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from clausetrail.domain.budget import TierPrice


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CLAUSETRAIL_", extra="ignore")

    environment: Literal["local", "aws"] = "local"
    data_dir: Path = Path(".clausetrail")

    # Database: DATABASE_URL wins; otherwise the embedded PostgreSQL under data_dir/pg.
    database_url: str | None = Field(
        default=None, validation_alias=AliasChoices("DATABASE_URL", "CLAUSETRAIL_DATABASE_URL")
    )
    database_secret_arn: str | None = None  # on AWS: the credentials this function connects with
    # On AWS every function but DbMigrate connects as the application user (its secret); DbMigrate connects
    # with the master secret and creates/updates the application user from this one.
    database_app_secret_arn: str | None = None
    # The endpoint to connect to instead of the secret's `host` (on AWS: the RDS Proxy in front of Aurora).
    database_host: str | None = None
    database_port: int | None = None  # with database_host: the proxy's port (the secret holds the cluster's)
    # TLS trust anchors for `sslmode=verify-full` with secret credentials: a CA file path, or "certifi" for
    # the Mozilla bundle shipped in the certifi package (holds the Amazon roots that sign RDS Proxy endpoints).
    database_sslrootcert: str = "certifi"
    database_secret_ttl_s: int = Field(default=300, ge=0)  # re-read the secret at least this often (rotation)
    # Apply pending migrations when the first connection is made (local use); on AWS only DbMigrate migrates.
    database_migrate_on_connect: bool = True
    database_pool_max_size: int = Field(default=8, ge=1)

    # Documents
    storage_backend: Literal["folder", "s3"] = "folder"
    documents_bucket: str | None = None
    max_document_bytes: int = 60 * 1024 * 1024
    max_pages: int = 400

    # Audit trail (SPEC §1): an append-only folder under data_dir/audit locally; on AWS an S3 bucket with
    # Object Lock, every record locked in COMPLIANCE mode for audit_retention_years.
    audit_backend: Literal["folder", "s3"] = "folder"
    audit_bucket: str | None = None
    audit_retention_years: int = Field(default=10, ge=1, le=100)

    # OCR
    ocr_backend: Literal["local", "textract"] = "local"
    textract_skip_text_pages: bool = True  # pages with a text layer never go to Textract (cost)
    ocr_min_chars_per_page: int = 25  # below this a page counts as image-only

    # Embeddings
    embedding_backend: Literal["minilm", "titan", "hashing"] = "minilm"
    embedding_dimension: int | None = None  # derived from the backend when unset
    embedding_batch_size: int = 32
    titan_model_id: str = "amazon.titan-embed-text-v2:0"

    # Workflows (on AWS the ARNs come from CDK; locally the runner registers them)
    #: the folder of the ASL definitions (`<name>.asl.json`) the local runner executes and CDK deploys; unset,
    #: the `statemachines/` folder of the source checkout the package runs from (a layer installed alone has
    #: none: set this)
    statemachine_dir: Path | None = None
    ingest_state_machine_arn: str | None = None

    # Claims: the kill switch sends every claim to a person; read at run time (never cached)
    kill_switch: bool = False
    review_timeout_s: int = 3 * 24 * 3600
    #: who may review on the local server (the identity header must name one of them; on AWS the Cognito
    #: group decides): comma-separated ids
    local_adjusters: str = "adj-1,adj-2,adj-3,adj-7"
    #: the Claims Review Committee (SPEC §3 stage 7): every drafted repudiation waits for its votes and is final
    #: when `crc_quorum` distinct members uphold it (back to an adjuster when as many overturn it). On AWS the
    #: members are the Cognito group `crc_group`; on the local server the identity header must name one of
    #: `local_crc_members` (comma-separated ids).
    crc_group: str = "crc"
    crc_quorum: int = Field(default=2, ge=1)
    local_crc_members: str = "crc-1,crc-2,crc-3"
    #: ops on the local server (read the queue, audit trails and budgets in the review console; on AWS the
    #: Cognito group `ops`)
    local_ops: str = "ops-1"
    #: the review console on AWS (SPEC §1): Cognito's hosted login (the domain, e.g.
    #: `https://clausetrail-prod.auth.ap-south-1.amazoncognito.com`) and the console's app client id; unset
    #: locally, where the console shows its own login page
    console_cognito_domain: str | None = None
    console_client_id: str | None = None
    adjudicate_state_machine_arn: str | None = None
    claim_queue_url: str | None = None

    # Extraction model: the offline deterministic baseline, or Claude (Bedrock on AWS, API key elsewhere)
    extraction_backend: Literal["offline", "claude"] = "offline"
    # Judgement and verification (SPEC §3 stages 4-5): the offline judge and lexical support check, or Claude
    # (large model with tools for the judgement, small model for the support check)
    judgement_backend: Literal["offline", "claude"] = "offline"

    # Search
    # per retriever before fusion, and the reciprocal-rank constant: chosen leave-one-wording-out on the
    # development questions (eval/questions_lowo.py; were 40 and 60)
    search_candidates: int = 80
    rrf_k: int = 10

    # LLM (Claude). Ids checked against the anthropic 2.14 SDK model list (types/model.py) and its
    # deprecated list (_data/deprecated_models.py): Haiku 5.5 / Sonnet 5.5 are current, not deprecated.
    llm_small_model: str = "claude-haiku-5-5"  # extraction, verification
    llm_large_model: str = "claude-sonnet-5-5"  # judgement
    # Bedrock: global cross-region inference profiles (the Lambda role needs bedrock:InvokeModel on the
    # inference profile and on the foundation model in every region it routes to)
    llm_bedrock_small_model: str = "global.anthropic.claude-haiku-5-5"
    llm_bedrock_large_model: str = "global.anthropic.claude-sonnet-5-5"
    # List prices in USD per million tokens, per tier: the per-claim USD budget (SPEC §3) and the claims eval's
    # estimate are counted with these. Source, read 2026-12-02: Anthropic's model pages for the configured ids
    # (platform.claude.com/docs/en/models/haiku-5-5/overview: Haiku 5.5 0.10 in / 0.50 out for prompts up to
    # 100,000 tokens, which every claim prompt is (the per-claim cap is 40,000); .../sonnet-5-5/overview: Sonnet 5.5
    # 2 / 10). Bedrock publishes its own page, which could not be read from here; set these from it on deployment
    # (CDK passes the settings through) if it differs.
    llm_small_price_input_per_mtok: float = Field(default=0.10, ge=0)
    llm_small_price_output_per_mtok: float = Field(default=0.50, ge=0)
    llm_large_price_input_per_mtok: float = Field(default=2.0, ge=0)
    llm_large_price_output_per_mtok: float = Field(default=10.0, ge=0)
    llm_bedrock_region: str | None = None  # None: AWS_REGION / AWS_DEFAULT_REGION (set by Lambda)
    llm_timeout_s: float = 120.0  # per attempt
    llm_max_retries: int = 3  # retries after the first attempt on 429 / 5xx / 529 / timeouts
    llm_backoff_base_s: float = 1.0  # exponential backoff: base * 2**retry, jittered, capped below
    llm_backoff_max_s: float = 20.0
    # How structured output is requested: "tool" = one tool + forced tool_choice (thinking off);
    # "json_schema" = output_config.format; "auto" = json_schema only for models that reject forced tools.
    llm_structured_output: Literal["auto", "tool", "json_schema"] = "auto"
    # Claude Haiku 5.5, Sonnet 5.x, Opus 4.7+ answer a temperature with HTTP 400; only set this for an
    # older model that still accepts sampling parameters.
    llm_send_temperature: bool = False

    # Policy questions (SPEC §4): who writes the answer, and the intent confidence below which a clarifying
    # question comes back (a follow-up has the conversation to lean on, so its threshold is lower)
    questions_backend: Literal["offline", "claude"] = "offline"
    question_confidence_new: float = Field(default=0.65, ge=0, le=1)
    question_confidence_followup: float = Field(default=0.50, ge=0, le=1)

    @property
    def tier_prices(self) -> dict[str, TierPrice]:
        """The model prices of the budget, per tier, in micro-USD per million tokens."""

        def micros(usd: float) -> int:
            return round(usd * 1_000_000)

        return {
            "small": TierPrice(
                micros(self.llm_small_price_input_per_mtok), micros(self.llm_small_price_output_per_mtok)
            ),
            "large": TierPrice(
                micros(self.llm_large_price_input_per_mtok), micros(self.llm_large_price_output_per_mtok)
            ),
        }

    @property
    def resolved_embedding_dimension(self) -> int:
        if self.embedding_dimension:
            return self.embedding_dimension
        return {"minilm": 384, "titan": 1024, "hashing": 384}[self.embedding_backend]


class KillSwitchSetting(BaseSettings):
    """`Settings.kill_switch` alone, read from the same variable (CLAUSETRAIL_KILL_SWITCH) the same way: the gate
    reads it for every claim, at run time, and building the whole `Settings` costs some 5 ms a time."""

    model_config = SettingsConfigDict(env_prefix="CLAUSETRAIL_", extra="ignore")

    kill_switch: bool = False


def kill_switch_on() -> bool:
    """The kill switch as it is set now (never cached: turning it on takes effect for the next claim)."""
    return KillSwitchSetting().kill_switch


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
