"""Specific-disease waiting periods set per list (pass 4 extra): "24 Months waiting period" over one list of
conditions, "36 Months waiting period" over another (the IRDAI Excl02 clause printed as tiers).

The single ``specific_disease_waiting_period_months`` term holds one period; a wording with tiers gives each
listed condition its own. Each tier is read from its heading line (a number of months, the words "waiting
period", nothing else on the line) to the next such heading or the next waiting-period clause, and kept with
the text of its list, so the claim rule can find the tier that names the claim's condition (a heading may be a
named table: "Table B. Four years waiting period"). Only a clause with
at least two tiers of different lengths is read. Pure code.
"""

from __future__ import annotations

import re
from typing import Final

from clausetrail.domain.durations import parse_duration, to_months
from clausetrail.extraction.doctext import DocText

_NUMBER: Final = r"(?:\d{1,2}|[a-z]+(?:[\s-][a-z]+)?)"
_TIER_HEADING: Final = re.compile(
    rf"(?im)^[ \t]*(?:\(?[a-z0-9ivx]{{1,4}}[.)][ \t]*|\d{{1,2}}(?:\.\d{{1,2}}){{1,3}}\.?[ \t]+"
    rf"|table[ \t]+[a-z0-9]{{1,2}}[ \t]*[.:)\-–]?[ \t]*)?(?P<n>{_NUMBER})[ \t]*(?:\(\s*\d{{1,2}}\s*\)[ \t]*)?"
    r"(?P<unit>months?|years?)(?:[ \t]+(?:of[ \t]+)?(?:waiting[ \t]+period|wait(?:ing)?)\b[ \t:.\-–]*(?:for[^\n]{0,30})?$"
    # "4.2.1. One year waiting period (12 months): Benign ENT disorders ...": the heading runs into its list
    r"|[ \t]+(?:of[ \t]+)?waiting[ \t]+period[ \t]*(?:\([^)\n]{1,20}\))?[ \t]*:(?=[ \t]*(?:[A-Za-z]|\d{1,2}[.)][ \t]))"
    # or a list item that opens with its period: "(ii) 48 months: joint replacement ..."
    r"|[ \t]*:(?=[ \t]*[A-Za-z]))"
)
# where the tiers stop: the next waiting-period clause ("30-day waiting period", "Code Excl03", "4.3 ...")
_NEXT_CLAUSE: Final = re.compile(
    r"(?i)\b\d{1,3}[\s-]*days?\s+waiting\s+period|\bcode[\s-]*excl\s*0?[13-9]|\bexcl\s*0?3\b|\n\s*\d{1,2}\.\d{1,2}\.?\s+[A-Z]"
)
MAX_TIER_CHARS: Final = 2500


def _months(number: str, unit: str) -> int | None:
    duration = parse_duration(f"{number} {unit}")
    months = to_months(duration) if duration is not None else None
    return months if months is not None and 3 <= months <= 120 else None


def specific_disease_tiers(doc: DocText) -> list[dict[str, object]]:
    """The tiers of the first clause that prints at least two of different lengths: months, the text of the
    tier's list, and the clause it stands in."""
    headings = [
        (m, months)
        for m in _TIER_HEADING.finditer(doc.text)
        if (months := _months(m.group("n"), m.group("unit"))) is not None
    ]
    for i in range(len(headings)):
        run = [headings[i]]
        for heading in headings[i + 1 :]:
            if heading[0].start() - run[-1][0].end() > MAX_TIER_CHARS:
                break
            run.append(heading)
        if len({months for _, months in run}) < 2:
            continue
        tiers: list[dict[str, object]] = []
        for j, (m, months) in enumerate(run):
            end = run[j + 1][0].start() if j + 1 < len(run) else min(len(doc.text), m.end() + MAX_TIER_CHARS)
            stop = _NEXT_CLAUSE.search(doc.text, m.end(), end)
            text = doc.text[m.end() : stop.start() if stop else end]
            clause = doc.clause_at(m.start())
            tiers.append(
                {
                    "months": months,
                    "text": " ".join(text.split())[:MAX_TIER_CHARS],
                    "clause_id": clause.clause_id,
                    "clause_no": clause.clause_no,
                    "page": clause.page_start,
                }
            )
        return tiers
    return []


# --- illnesses listed with a waiting period of their own in days ----------------------------------------------

#: "Expenses related to the treatment of the below mentioned illness within 90 days from the first policy
#: commencement date shall be excluded unless they are pre-existing and disclosed ... i. Hypertension ii. Diabetes
#: iii. Cardiac Conditions": named illnesses with a wait counted in days from the first inception
_LISTED_IN_DAYS: Final = re.compile(
    r"(?i)\b(?:below|following|under)[\s-]*(?:mentioned|listed|named)\s+(?:illness(?:es)?|diseases?|conditions?"
    r"|ailments?)\s+within\s+(?:the\s+first\s+)?(?P<n>\d{2,3})\s+days\s+(?:from|of)\s+(?:the\s+)?(?:first\s+)?"
    r"(?:policy|cover(?:age)?|insurance)"
)
#: the list after the sentence ends, up to the exception that follows it ("This exclusion shall not apply ..."), a
#: blank line or the next numbered clause (its items may be lettered: a letter is no end)
_LIST_END: Final = re.compile(r"(?im)\n\s*(?:\n|\d{1,2}[.)]\s)|\bthis\s+exclusion\b|\bshall\s+not\b")
_LISTED_MAX_CHARS: Final = 250


def listed_illness_waits(doc: DocText) -> list[dict[str, object]]:
    """Each list of named illnesses the wording excludes for a number of days from the first inception: the days,
    the text of the list, and its clause (the claim rule matches the claim's diagnosis against the list)."""
    out: list[dict[str, object]] = []
    for m in _LISTED_IN_DAYS.finditer(doc.text):
        days = int(m.group("n"))
        if not 30 < days <= 365:
            continue
        sentence_end = doc.text.find("\n", doc.text.find("underwriting", m.end(), m.end() + 300))
        start = sentence_end if sentence_end != -1 and sentence_end - m.end() < 300 else m.end()
        stop = _LIST_END.search(doc.text, start + 1, start + _LISTED_MAX_CHARS)
        listed = doc.text[start : stop.start() if stop else start + _LISTED_MAX_CHARS]
        clause = doc.clause_at(m.start())
        out.append(
            {
                "days": days,
                "text": " ".join(listed.split()),
                "disclosed_excepted": "disclosed" in doc.text[m.end() : m.end() + 200].lower(),
                "clause_id": clause.clause_id,
                "clause_no": clause.clause_no,
                "page": clause.page_start,
            }
        )
    return out


#: the specific-disease lists' own exception for cancer: "(irrespective of any illness / diagnosis other than
#: cancers)", "this waiting period will not be applicable where the underlying cause is cancer(s)", "Hysterectomy
#: ... unless necessitated by malignancy"
_CANCER_EXCEPTED: Final = re.compile(
    r"(?i)\bdiagnos[ie]s\s+other\s+than\s+cancers?\b|\bunderlying\s+cause\s+is\s+cancer|\bunless\s+(?:necessitated|caused"
    r"|required)\s+(?:by|due\s+to)\s+(?:a\s+)?malignan"
)


def specific_disease_cancer_excepted(doc: DocText) -> bool:
    """Whether the wording excepts a cancer from its specific-disease waiting periods."""
    return _CANCER_EXCEPTED.search(doc.text) is not None
