-- Seven extraction passes per version (SPEC §2 step 5): status, metadata and the fields each produced.
CREATE TABLE extraction_passes (
    version_id      text NOT NULL REFERENCES policy_versions (version_id) ON DELETE CASCADE,
    pass_number     smallint NOT NULL CHECK (pass_number BETWEEN 1 AND 7),
    status          text NOT NULL CHECK (status IN ('running', 'succeeded', 'failed')),
    attempts        integer NOT NULL DEFAULT 0,
    error_code      text,
    error_message   text,
    model_id        text,
    prompt_id       text,
    prompt_version  text,
    offline         boolean,
    duration_ms     integer,
    context_tokens  integer,
    used_retrieval  boolean,
    input_tokens    integer,
    output_tokens   integer,
    fields          jsonb,
    started_at      timestamptz NOT NULL DEFAULT now(),
    finished_at     timestamptz,
    PRIMARY KEY (version_id, pass_number)
);
