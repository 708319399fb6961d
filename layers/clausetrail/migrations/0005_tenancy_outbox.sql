-- Documents belong to the caller that stored them (SPEC §11); reviews reach the workflow through an outbox.

-- every document a caller stored (inline base64, an upload, a registered wording); a claim or a policy may
-- cite only its caller's documents
CREATE TABLE documents (
    document_uri        text PRIMARY KEY,
    owner_id            text NOT NULL,
    storage_key         text NOT NULL,
    filename            text,
    content_type        text NOT NULL,
    size_bytes          bigint NOT NULL CHECK (size_bytes >= 0),
    status              text NOT NULL DEFAULT 'stored' CHECK (status IN ('pending', 'stored')),
    upload_token        text UNIQUE,
    expires_at          timestamptz,
    created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_owner_idx ON documents (owner_id, created_at);

-- the step that completes a review's task token, written in the same transaction as the review; drained by
-- the review path and by `clausetrail ops redrive` until it is sent
CREATE TABLE review_outbox (
    claim_id            text PRIMARY KEY REFERENCES claims (claim_id) ON DELETE CASCADE,
    reviewer_id         text NOT NULL,
    audit_payload       jsonb NOT NULL,
    task_output         jsonb NOT NULL,
    attempts            integer NOT NULL DEFAULT 0,
    last_error          text,
    created_at          timestamptz NOT NULL DEFAULT now(),
    sent_at             timestamptz
);

-- how many times ops restarted an execution (each restart gets its own execution name)
ALTER TABLE claims ADD COLUMN restarts integer NOT NULL DEFAULT 0;
ALTER TABLE policy_versions ADD COLUMN restarts integer NOT NULL DEFAULT 0;
CREATE INDEX claims_owner_idx ON claims (owner_id);
