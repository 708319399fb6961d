"""Claim rules (SPEC §7): one module per rule, each a pure ``(RuleContext) -> RuleResult``; ``engine`` runs
them in order. Import the engine from :mod:`clausetrail.domain.rules.engine`."""
