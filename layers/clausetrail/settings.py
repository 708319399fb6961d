"""Run-time settings, read from the environment (prefix CLAUSETRAIL_), with embedded defaults.

On AWS the CDK stacks set the environment of every Lambda; locally nothing needs to be set.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CLAUSETRAIL_", extra="ignore")

    environment: Literal["local", "aws"] = "local"
    data_dir: Path = Path(".clausetrail")

    # Database: DATABASE_URL wins; otherwise the embedded PostgreSQL under data_dir/pg.
    database_url: str | None = Field(default=None, validation_alias=AliasChoices("DATABASE_URL", "CLAUSETRAIL_DATABASE_URL"))
    database_secret_arn: str | None = None  # on AWS: Aurora credentials in Secrets Manager

    # Documents
    storage_backend: Literal["folder", "s3"] = "folder"
    documents_bucket: str | None = None
    max_document_bytes: int = 60 * 1024 * 1024
    max_pages: int = 400

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
    ingest_state_machine_arn: str | None = None

    # Search
    search_candidates: int = 40  # per retriever before fusion
    rrf_k: int = 60

    @property
    def resolved_embedding_dimension(self) -> int:
        if self.embedding_dimension:
            return self.embedding_dimension
        return {"minilm": 384, "titan": 1024, "hashing": 384}[self.embedding_backend]


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
