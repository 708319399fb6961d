-- Claims and everything their adjudication records (SPEC §3, §5, §7). Amounts are integer INR.
CREATE TABLE claims (
    claim_id            text PRIMARY KEY,
    idempotency_key     text NOT NULL UNIQUE,
    owner_id            text NOT NULL,
    policy_id           text NOT NULL REFERENCES policies (policy_id),
    policy_version_id   text REFERENCES policy_versions (version_id),
    claimant_id         text NOT NULL,
    member_id           text NOT NULL,
    loss_date           date NOT NULL,
    amount_claimed      bigint NOT NULL CHECK (amount_claimed >= 0),
    documents           jsonb NOT NULL,
    status              text NOT NULL,
    stage               text,
    decision            text CHECK (decision IN ('approve', 'partial', 'deny', 'need_info')),
    payable_amount      bigint CHECK (payable_amount >= 0),
    decided_by          text CHECK (decided_by IN ('rules', 'agent', 'human')),
    reasons             jsonb,
    route               text,
    rules_outcome       jsonb,
    execution_arn       text,
    task_token          text,
    review_blind        boolean NOT NULL DEFAULT false,
    audit_sample        boolean NOT NULL DEFAULT false,
    error_code          text,
    error_message       text,
    received_at         timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now(),
    decided_at          timestamptz
);
CREATE INDEX claims_policy_idx ON claims (policy_id, received_at);

CREATE TABLE claim_facts (
    claim_id            text PRIMARY KEY REFERENCES claims (claim_id) ON DELETE CASCADE,
    facts               jsonb NOT NULL,
    extractor_version   text NOT NULL,
    lowest_confidence   real,
    ocr_pages           integer NOT NULL DEFAULT 0,
    created_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE rule_results (
    claim_id            text NOT NULL REFERENCES claims (claim_id) ON DELETE CASCADE,
    seq                 integer NOT NULL,
    rule_id             text NOT NULL,
    rules_version       text NOT NULL,
    passed              boolean NOT NULL,
    outcome             text NOT NULL,
    reason_code         text,
    computed_amount     bigint,
    clause_ids          text[] NOT NULL DEFAULT '{}',
    detail              text,
    PRIMARY KEY (claim_id, seq)
);

CREATE TABLE proposals (
    claim_id            text PRIMARY KEY REFERENCES claims (claim_id) ON DELETE CASCADE,
    decision            text NOT NULL,
    payable_amount      bigint NOT NULL CHECK (payable_amount >= 0),
    line_items          jsonb NOT NULL,
    clause_ids          text[] NOT NULL,
    confidence          real,
    route               text NOT NULL CHECK (route IN ('auto', 'human')),
    route_reasons       jsonb NOT NULL DEFAULT '[]',
    decided_by          text NOT NULL,
    created_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE reviews (
    claim_id            text PRIMARY KEY REFERENCES claims (claim_id) ON DELETE CASCADE,
    reviewer_id         text NOT NULL,
    decision            text NOT NULL CHECK (decision IN ('approve', 'partial', 'deny', 'need_info')),
    payable_amount      bigint NOT NULL CHECK (payable_amount >= 0),
    agrees_with_draft   boolean,
    blind               boolean NOT NULL,
    note                text,
    decided_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE budgets (
    claim_id            text PRIMARY KEY REFERENCES claims (claim_id) ON DELETE CASCADE,
    tokens_small        integer NOT NULL DEFAULT 0,
    tokens_large        integer NOT NULL DEFAULT 0,
    usd_micros_used     bigint NOT NULL DEFAULT 0,
    usd_micros_cap      bigint NOT NULL,
    token_cap           integer NOT NULL,
    model_calls         integer NOT NULL DEFAULT 0,
    state               text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'exhausted'))
);

-- one bill number per policy: a second claim with the same bill is a duplicate
CREATE TABLE bills_seen (
    policy_id           text NOT NULL,
    bill_number         text NOT NULL,
    claim_id            text NOT NULL REFERENCES claims (claim_id) ON DELETE CASCADE,
    PRIMARY KEY (policy_id, bill_number)
);

-- money leaves only through this table, once per claim
CREATE TABLE payments (
    claim_id            text PRIMARY KEY REFERENCES claims (claim_id),
    amount              bigint NOT NULL CHECK (amount >= 0),
    decided_by          text NOT NULL,
    created_at          timestamptz NOT NULL DEFAULT now()
);
