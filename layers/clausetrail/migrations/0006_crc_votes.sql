-- The Claims Review Committee (SPEC §3 stage 7): every drafted repudiation waits for CRC votes; the decision
-- letter (SPEC §3 stage 8) is stored with the documents and its key kept on the claim.

ALTER TABLE proposals DROP CONSTRAINT IF EXISTS proposals_route_check;
ALTER TABLE proposals ADD CONSTRAINT proposals_route_check CHECK (route IN ('auto', 'human', 'crc'));

-- one vote per member per claim; a vote is never changed or deleted
CREATE TABLE crc_votes (
    claim_id            text NOT NULL REFERENCES claims (claim_id) ON DELETE CASCADE,
    member_id           text NOT NULL,
    vote                text NOT NULL CHECK (vote IN ('uphold', 'overturn')),
    note                text,
    voted_at            timestamptz NOT NULL DEFAULT now(),
    audited_at          timestamptz,  -- its audit record was appended (drained like the outbox below)
    PRIMARY KEY (claim_id, member_id)
);

-- the committee's outcome and the step that completes the CRC task token, written in the same transaction as
-- the vote that made the majority; drained by the vote path and by `clausetrail ops redrive` until it is sent
CREATE TABLE crc_outbox (
    claim_id            text PRIMARY KEY REFERENCES claims (claim_id) ON DELETE CASCADE,
    outcome             text NOT NULL CHECK (outcome IN ('upheld', 'overturned')),
    audit_payload       jsonb NOT NULL,
    task_output         jsonb NOT NULL,
    attempts            integer NOT NULL DEFAULT 0,
    last_error          text,
    created_at          timestamptz NOT NULL DEFAULT now(),
    sent_at             timestamptz
);

ALTER TABLE claims ADD COLUMN letter_key text;
