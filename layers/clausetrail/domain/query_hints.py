"""What a question is about, read from its words: used to boost (never to filter) search results, and to add
the wording's own vocabulary to a question asked in everyday words.

The vocabulary is the domain thesaurus (`clausetrail.domain.thesaurus`, IRDAI definitions and standard
exclusions); this module adds only the question's intent that no single concept carries: "what does X mean"
asks for a definition, "is X covered" is often answered by an exclusion, "how much" wants a clause with
amounts, "how long" one with durations.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from clausetrail.domain.thesaurus import Concept, expand

_INTENTS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (
        re.compile(r"\bmean(s|ing)?\b|\bdefin\w*|\bwhat (is|counts as|qualifies as) an?\b", re.I),
        ("definitions",),
    ),
    (
        re.compile(r"\bexclu\w*|\bnot (covered|payable|paid)\b|\brejected?\b|\bExcl ?\d", re.I),
        ("exclusions",),
    ),
    (
        re.compile(
            r"\b(does|is|are|will|would|can)\b.*\b(cover(ed)?|pa(y|id)|payable|reimburs\w*)\b"
            r"|\b(claimable|admissible|reimbursable)\b",
            re.I,
        ),
        ("benefits", "exclusions"),
    ),
    (
        re.compile(r"\bwait\w*|\bcooling\b|\bhow (long|soon)\b.*\b(before|until)\b", re.I),
        ("waiting_periods",),
    ),
    (
        re.compile(r"\bhow much\b|\blimit\w*|\bcap(ped)?\b|\bmaximum\b|\bceiling\b", re.I),
        ("financial_limits",),
    ),
    (
        re.compile(r"\bclaim\w*\b.*\b(how|process|procedure|submit|file|document)", re.I),
        ("claims_procedure",),
    ),
)
_AMOUNT_WORDS = re.compile(
    r"\bhow much\b|\blimit\b|\bamount\b|\bsum insured\b|\bcap\b|\bmaximum\b|\bpayout\b|\bpercent\w*|%|\brs\.?\b"
    r"|₹|\bINR\b|\brupees?\b",
    re.I,
)
# a limit of time asks for a period, not an amount: left out when amounts and money limits are looked for
_TIME_LIMIT = re.compile(r"\btime[ -]limits?\b|\bhow much time\b", re.I)
_DURATION_WORDS = re.compile(
    r"\bhow (long|soon|many days|many months|many years)\b|\bperiod\b|\bdays?\b|\bmonths?\b|\byears?\b"
    r"|\bwithin\b|\bwait|\bby when\b|\bdeadline\b|" + _TIME_LIMIT.pattern,
    re.I,
)


@dataclass(frozen=True, slots=True)
class QueryHints:
    section_types: tuple[str, ...]
    wants_amounts: bool
    wants_durations: bool
    expansion: str = ""  # wording terms added to the search text (never replacing the question)
    main_terms: str = ""  # the main wording term of each concept, where the question does not use it
    concepts: tuple[Concept, ...] = ()


@lru_cache(maxsize=1024)
def query_hints(question: str) -> QueryHints:
    """What a question implies for search (pure: remembered, the judge asks the same questions of every claim)."""
    untimed = _TIME_LIMIT.sub(" ", question)
    found = expand(untimed)
    intent_types = [t for pattern, types in _INTENTS if pattern.search(untimed) for t in types]
    return QueryHints(
        section_types=tuple(dict.fromkeys([*found.section_types, *intent_types])),
        wants_amounts=bool(_AMOUNT_WORDS.search(untimed)),
        wants_durations=bool(_DURATION_WORDS.search(question)),
        expansion=found.text,
        main_terms=" ".join(t for t in found.main_terms if t in found.added_terms),
        concepts=found.concepts,
    )
