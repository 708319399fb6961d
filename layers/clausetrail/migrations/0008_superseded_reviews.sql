-- An adjuster's denial goes to the Claims Review Committee like every repudiation (SPEC §3 stage 6). When the
-- committee overturns it the claim returns to an adjuster: the overturned review moves here (kept, never
-- deleted; its audit record stays in the chain) so the claim can take its second and final review.
CREATE TABLE superseded_reviews (
    claim_id            text NOT NULL REFERENCES claims (claim_id) ON DELETE CASCADE,
    reviewer_id         text NOT NULL,
    decision            text NOT NULL,
    payable_amount      bigint NOT NULL,
    agrees_with_draft   boolean,
    blind               boolean NOT NULL,
    note                text,
    decided_at          timestamptz NOT NULL,
    superseded_at       timestamptz NOT NULL DEFAULT now(),
    reason              text NOT NULL,
    PRIMARY KEY (claim_id, decided_at)
);
