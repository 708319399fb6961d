"""What a question is about, read from its words: used to boost (never to filter) search results."""

from __future__ import annotations

import re
from dataclasses import dataclass

_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(r"\bwait(ing)?\b|\bcooling\b|\bpre-?existing\b|\bPED\b|\bmoratorium\b", re.I),
        "waiting_periods",
    ),
    (
        re.compile(r"\bexclu|\bnot covered\b|\bexcluded\b|\bcosmetic\b|\bobesity\b|\bExcl\d", re.I),
        "exclusions",
    ),
    (
        re.compile(
            r"\broom rent\b|\bICU\b|\bsub-?limit|\bco-?pay|\bdeductible\b|\bcap(ped)?\b|\blimit\b", re.I
        ),
        "financial_limits",
    ),
    (re.compile(r"\bmean(s|ing)?\b|\bdefin|\bwhat is an?\b", re.I), "definitions"),
    (
        re.compile(r"\bclaim\b.*\b(intimat|notif|submit|document|cashless|reimburse)|\bTPA\b", re.I),
        "claims_procedure",
    ),
    (
        re.compile(
            r"\bcover(ed|age)?\b|\bbenefit|\bmaternity\b|\bAYUSH\b|\bambulance\b|\bday care\b|\bdonor\b", re.I
        ),
        "benefits",
    ),
)
_AMOUNT_WORDS = re.compile(
    r"\bhow much\b|\blimit\b|\bamount\b|\bsum insured\b|\bcap\b|\brs\.?\b|₹|\bINR\b", re.I
)
_DURATION_WORDS = re.compile(
    r"\bhow long\b|\bperiod\b|\bdays?\b|\bmonths?\b|\byears?\b|\bwithin\b|\bwait", re.I
)


@dataclass(frozen=True, slots=True)
class QueryHints:
    section_types: tuple[str, ...]
    wants_amounts: bool
    wants_durations: bool


def query_hints(question: str) -> QueryHints:
    types = tuple(dict.fromkeys(t for pattern, t in _RULES if pattern.search(question)))
    return QueryHints(
        section_types=types,
        wants_amounts=bool(_AMOUNT_WORDS.search(question)),
        wants_durations=bool(_DURATION_WORDS.search(question)),
    )
