-- Policies, their versions and the clause index (SPEC §2). {embedding_dimension} is filled from settings.
CREATE EXTENSION IF NOT EXISTS vector;
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE TABLE policies (
    policy_id     text PRIMARY KEY,
    owner_id      text NOT NULL,
    insurer       text NOT NULL,
    product_uin   text NOT NULL,
    product_name  text,
    created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE policy_versions (
    version_id          text PRIMARY KEY,
    policy_id           text NOT NULL REFERENCES policies (policy_id),
    effective_from      date NOT NULL,
    effective_to        date,
    status              text NOT NULL DEFAULT 'registered'
                        CHECK (status IN ('registered', 'processing', 'ready', 'failed')),
    stage               text,
    progress            smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
    error_code          text,
    error_message       text,
    document_uri        text NOT NULL,
    document_sha256     text NOT NULL,
    document_bytes      bigint NOT NULL,
    page_count          integer,
    clause_count        integer,
    layout_uri          text,
    execution_arn       text,
    schedule            jsonb,
    idempotency_key     text NOT NULL UNIQUE,
    embedding_model     text,
    terms               jsonb,
    completeness        jsonb,
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now(),
    ready_at            timestamptz,
    CHECK (effective_to IS NULL OR effective_to >= effective_from)
);
CREATE INDEX policy_versions_policy_idx ON policy_versions (policy_id, effective_from);

CREATE TABLE policy_clauses (
    clause_id           text PRIMARY KEY,
    policy_version_id   text NOT NULL REFERENCES policy_versions (version_id) ON DELETE CASCADE,
    ordinal             integer NOT NULL,
    section_path        text[] NOT NULL,
    section_title       text NOT NULL DEFAULT '',
    clause_no           text,
    exclusion_code      text,
    section_type        text NOT NULL,
    chunk_type          text NOT NULL,
    text                text NOT NULL,
    text_hash           text NOT NULL,
    contains_amounts    boolean NOT NULL DEFAULT false,
    contains_durations  boolean NOT NULL DEFAULT false,
    cross_references    text[] NOT NULL DEFAULT '{}',
    defined_terms       text[] NOT NULL DEFAULT '{}',
    defines_term        text,
    page_start          integer NOT NULL,
    page_end            integer NOT NULL,
    token_count         integer NOT NULL,
    linked_clause_ids   text[] NOT NULL DEFAULT '{}',
    embedding           vector({embedding_dimension}),
    tsv                 tsvector GENERATED ALWAYS AS (
                            to_tsvector('english', coalesce(clause_no, '') || ' ' || section_title || ' ' || text)
                        ) STORED,
    UNIQUE (policy_version_id, ordinal),
    CHECK (page_end >= page_start)
);
-- Every search hard-filters on the version; within one version (a few hundred rows) the exact
-- nearest-neighbour scan is cheaper and more correct than an ANN index with post-filtering.
CREATE INDEX policy_clauses_version_idx ON policy_clauses (policy_version_id, ordinal);
-- full text within one version: version id and lexemes in one GIN index (btree_gin)
CREATE INDEX policy_clauses_tsv_idx ON policy_clauses USING gin (policy_version_id, tsv);
CREATE INDEX policy_clauses_clause_no_idx ON policy_clauses (policy_version_id, clause_no);
