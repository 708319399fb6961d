-- Index of the audit trail (SPEC §1, §3): one row per record of the write-once store (S3 Object Lock on AWS,
-- an append-only folder locally). The store is the source of truth; this table serves fast reads and
-- cross-checks the store (a record cut from the end of a chain, or rewritten with a fresh hash, shows here).
CREATE TABLE audit_index (
    claim_id         text NOT NULL,
    seq              integer NOT NULL CHECK (seq >= 1),
    event            text NOT NULL,
    actor            text NOT NULL,
    at               timestamptz NOT NULL,
    record_hash      text NOT NULL CHECK (record_hash ~ '^[0-9a-f]{64}$'),
    prev_hash        text NOT NULL,
    object_key       text NOT NULL,
    rules_version    text,
    prompt_version   text,
    model_id         text,
    tokens_in        integer CHECK (tokens_in >= 0),
    tokens_out       integer CHECK (tokens_out >= 0),
    idempotency_key  text,
    indexed_at       timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (claim_id, seq)
);
CREATE INDEX audit_index_rules_version_idx ON audit_index (rules_version) WHERE rules_version IS NOT NULL;
CREATE INDEX audit_index_prompt_version_idx ON audit_index (prompt_version) WHERE prompt_version IS NOT NULL;

-- Append-only: rows are inserted, never changed or removed.
CREATE FUNCTION audit_index_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'audit_index is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_index_no_update_delete
    BEFORE UPDATE OR DELETE ON audit_index
    FOR EACH ROW EXECUTE FUNCTION audit_index_append_only();
