-- Judgement and verification (SPEC §3 stages 4-5), and what the Claude prompts of a claim would cost.

-- the judge's proposal (line marks with clause ids, decision, notes; the payable computed by the rules code
-- from the marks) and, once the Verify stage ran, its verification; one row per claim, written once
CREATE TABLE judgements (
    claim_id            text PRIMARY KEY REFERENCES claims (claim_id) ON DELETE CASCADE,
    judge               text NOT NULL,
    offline             boolean NOT NULL,
    proposal            jsonb NOT NULL,
    verification        jsonb,
    created_at          timestamptz NOT NULL DEFAULT now(),
    verified_at         timestamptz
);

-- the estimate of the Claude prompts (extraction, judgement, verification), built and counted for every claim
-- even when the offline model runs: {"extraction": {...}, "judgement": {...}, "verification": {...}}
ALTER TABLE budgets ADD COLUMN estimate jsonb NOT NULL DEFAULT '{}';
