"""What a question is about, read from its words: used to boost (never to filter) search results, and to add
the wording's own vocabulary to a question asked in everyday words ("delivery" -> maternity, "notify" ->
intimation, "two weeks after buying" -> the initial waiting period)."""

from __future__ import annotations

import re
from dataclasses import dataclass

_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(
            r"\bwait(ing)?\b|\bcooling\b|\bpre-?existing\b|\bPED\b|\bmoratorium\b|\bfirst year\b"
            r"|\b(weeks?|months?|days?|years?) (ago|old|after|into)\b|\bafter (buying|taking|starting)\b"
            r"|\bpolicy (started|began|is \w+ (weeks?|months?) old)\b",
            re.I,
        ),
        "waiting_periods",
    ),
    (
        re.compile(
            r"\bexclu|\bnot covered\b|\bexcluded\b|\bcosmetic\b|\bobesity\b|\bExcl\d"
            r"|\b(does|is|are|will)\b.*\bcover(ed)?\b",  # "is X covered?" is often answered by an exclusion
            re.I,
        ),
        "exclusions",
    ),
    (
        re.compile(
            r"\broom rent\b|\broom\b.*\b(category|type|entitled)\b|\bICU\b|\bsub-?limit|\bco-?pay|\bdeductible\b"
            r"|\bcap(ped)?\b|\blimit\b|\bmaximum\b|\bhow much\b",
            re.I,
        ),
        "financial_limits",
    ),
    (re.compile(r"\bmean(s|ing)?\b|\bdefin|\bwhat (is|counts as) an?\b", re.I), "definitions"),
    (
        re.compile(
            r"\b(notify|inform|intimat\w*|tell)\b|\bclaim\b.*\b(submit|document|cashless|reimburse)|\bTPA\b"
            r"|\bcashless\b|\bpre-?auth",
            re.I,
        ),
        "claims_procedure",
    ),
    (
        re.compile(
            r"\bcover(ed|age)?\b|\bbenefit|\bmaternity\b|\bdelivery\b|\bAYUSH\b|\bambulance\b|\bday care\b"
            r"|\bdonor\b|\bpaid\b|\bpay\b|\bclaim for\b",
            re.I,
        ),
        "benefits",
    ),
)
_AMOUNT_WORDS = re.compile(
    r"\bhow much\b|\blimit\b|\bamount\b|\bsum insured\b|\bcap\b|\bmaximum\b|\bpayout\b|\brs\.?\b|₹|\bINR\b",
    re.I,
)
_DURATION_WORDS = re.compile(
    r"\bhow (long|soon)\b|\bperiod\b|\bdays?\b|\bmonths?\b|\byears?\b|\bwithin\b|\bwait|\bby when\b|\bfirst year\b",
    re.I,
)

# everyday words -> the wording's vocabulary (added to the search text, never replacing the question)
_EXPANSIONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bdeliver(y|ies)\b|\bchild ?birth\b|\bpregnan", re.I), "maternity childbirth delivery"),
    (re.compile(r"\bc-?section\b|\bcaesarean\b", re.I), "maternity caesarean section delivery"),
    (re.compile(r"\b(notify|inform|tell)\b", re.I), "intimation notify claim"),
    (re.compile(r"\bhigh blood pressure\b|\bBP\b", re.I), "hypertension"),
    (re.compile(r"\bsugar\b|\bdiabet", re.I), "diabetes"),
    (re.compile(r"\bknee replacement\b|\bhip replacement\b", re.I), "joint replacement"),
    (
        re.compile(r"\babroad\b|\boverseas\b|\boutside india\b|\bforeign\b|\bDubai\b|\bUSA\b|\bUK\b", re.I),
        "outside India overseas worldwide",
    ),
    (re.compile(r"\broad accident\b|\baccident\b", re.I), "accident accidental injury"),
    (
        re.compile(
            r"\b(weeks?|days?) (ago|after)\b|\bfirst (30|thirty) days\b|\bjust (bought|started)\b", re.I
        ),
        "first 30 days waiting period inception",
    ),
    (
        re.compile(r"\b(months?|year) (old|ago|after)\b|\bfirst year\b|\bfirst two years\b", re.I),
        "specified disease waiting period months",
    ),
    (re.compile(r"\bdengue\b|\bmalaria\b|\bfever\b|\binfection\b", re.I), "illness"),
    (
        re.compile(r"\bhernia\b|\bcataract\b|\bpiles\b|\bstones?\b|\bsinus", re.I),
        "specified disease procedure waiting period",
    ),
    (re.compile(r"\brenew(al)?\b.*\blate\b|\blate\b.*\brenew|\bdue date\b", re.I), "grace period"),
    (re.compile(r"\bcancel\b|\breturn the policy\b|\bdon'?t like\b", re.I), "free look period cancellation"),
    (re.compile(r"\bbonus\b|\bno claim\b|\bclaim-?free\b", re.I), "cumulative bonus no claim bonus"),
    (re.compile(r"\bcheck-?up\b", re.I), "health check-up"),
    (re.compile(r"\bhome\b.*\btreat|\btreat\w*\b.*\bhome\b", re.I), "domiciliary hospitalisation"),
    (re.compile(r"\broom\b", re.I), "room rent accommodation"),
)


@dataclass(frozen=True, slots=True)
class QueryHints:
    section_types: tuple[str, ...]
    wants_amounts: bool
    wants_durations: bool
    expansion: str = ""


def query_hints(question: str) -> QueryHints:
    types = tuple(dict.fromkeys(t for pattern, t in _RULES if pattern.search(question)))
    extra = " ".join(dict.fromkeys(words for pattern, words in _EXPANSIONS if pattern.search(question)))
    return QueryHints(
        section_types=types,
        wants_amounts=bool(_AMOUNT_WORDS.search(question)),
        wants_durations=bool(_DURATION_WORDS.search(question)),
        expansion=extra,
    )
