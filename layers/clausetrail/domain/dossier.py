"""The dossier half of the dual context: a version's extracted terms (SPEC §6) that a question names, each as
a short fact sentence plus the words of the clause it was read from.

The fact sentence ("Extracted term - pre-existing disease waiting period: 36 months.") is the only text of an
answer that is not copied from the wording; its number is the extracted value, and the source it cites holds
both the sentence and the clause's own words, so the faithfulness check can verify it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Final

from clausetrail.domain.answer_text import Source
from clausetrail.domain.thesaurus import concepts_in

# a limit is named only by a question about an amount, a period only by one about a duration
_AMOUNT_ASKED: Final = re.compile(
    r"how much|\blimit|\bcap\b|maximum|sub-?limit|\bpays?\b|payout|amount|rupees|\bRs\b|INR|%|percent", re.I
)
_DURATION_ASKED: Final = re.compile(
    r"how (long|many days|many months|soon)|\bdays?\b|\bmonths?\b|period|wait", re.I
)
_NEEDS: Final = {
    "room_rent_limit": _AMOUNT_ASKED,
    "icu_limit": _AMOUNT_ASKED,
    "ambulance_limit": _AMOUNT_ASKED,
    "cataract_limit": _AMOUNT_ASKED,
    "modern_treatment_limit": _AMOUNT_ASKED,
    "maternity_waiting_period_months": _DURATION_ASKED,
    "pre_hospitalisation_days": _DURATION_ASKED,
    "post_hospitalisation_days": _DURATION_ASKED,
    "specific_disease_waiting_period_months": _DURATION_ASKED,
}

# "how many days after discharge ...?" is also how a claim deadline is asked (documents "within N days of
# discharge"): a question about submitting, documents or telling the insurer is not about the cover periods
# ("how many days of bills before admission and after discharge can I claim?" asks the cover: bills and papers
# are what is claimed; sending or filing them, a deadline, "by when", is the claim step)
_CLAIM_STEP: Final = re.compile(
    r"\bsubmi\w*|\bsen(d|ds|ding|t)\b|\bfil(e|ed|ing)\b|\blodg\w*|\bfurnish\w*|\bclaim form\b|\bintimat\w*"
    r"|\bnotif\w*|\binform\b|\bby when\b|\bdeadline\b|\btime limit\b|\bwithin how\b",
    re.I,
)
# the extracted intimation window is the one for an emergency admission: a planned admission or a
# reimbursement claim (a non-network hospital) has its own notice window in the claims procedure
_NOT_EMERGENCY: Final = re.compile(
    r"\bplanned\b|reimburs|non-?\s?network|not (in|on) the (network|list)", re.I
)
_NOT_WHEN: Final = {
    "claim_intimation_emergency_hours": _NOT_EMERGENCY,
    "pre_hospitalisation_days": _CLAIM_STEP,
    "post_hospitalisation_days": _CLAIM_STEP,
}

FIELDS: Final[Mapping[str, tuple[str, re.Pattern[str]]]] = {
    name: (label, re.compile(pattern, re.IGNORECASE))
    for name, label, pattern in (
        (
            "ped_waiting_period_months",
            "pre-existing disease waiting period",
            r"pre-?\s?existing|\bPED\b|\bmy existing\b|\bexisting (disease|illness|condition|ailment)"
            r"|\balready ha(ve|d)\b|\bbefore (buying|i bought|taking)",
        ),
        (
            "initial_waiting_period_days",
            "initial waiting period",
            r"initial waiting|first (30|thirty) days|\b(days?|weeks?) (ago|after (buying|taking|the policy))"
            r"|\bjust (bought|started|took)\b|\b(policy|cover) (started|began)\b",
        ),
        (
            "specific_disease_waiting_period_months",
            "specific disease waiting period",
            r"specific (disease|illness)|specified (disease|illness)|named (illness|disease)",
        ),
        ("maternity_covered", "maternity covered", r"maternity|pregnan|deliver|childbirth|c-section"),
        (
            "maternity_waiting_period_months",
            "maternity waiting period",
            r"maternity|pregnan|deliver|childbirth",
        ),
        (
            "pre_hospitalisation_days",
            "pre-hospitalisation period",
            r"pre-?\s?hospitali|before (the |and after )?(hospitali|admission)|before and after",
        ),
        (
            "post_hospitalisation_days",
            "post-hospitalisation period",
            r"post-?\s?hospitali|before and after|(days|expenses|costs) after (the )?(discharge|hospitali)",
        ),
        ("room_rent_limit", "room rent limit", r"\broom\b"),
        ("icu_limit", "ICU limit", r"\bICU\b|intensive care"),
        ("copay", "co-payment", r"co-?\s?pay|my share"),
        ("ambulance_limit", "ambulance limit", r"ambulance"),
        ("cataract_limit", "cataract limit", r"cataract"),
        (
            "modern_treatment_limit",
            "modern treatment limit",
            r"modern treatment|robotic|stem cell|immunotherapy",
        ),
        ("ayush_covered", "AYUSH treatment covered", r"ayush|ayurved|homeopath|unani|siddha"),
        ("day_care_covered", "day care treatment covered", r"day[- ]?care"),
        ("organ_donor_covered", "organ donor expenses covered", r"organ donor|donor"),
        ("grace_period_days", "grace period", r"grace"),
        (
            "free_look_period_days",
            "free look period",
            r"free[- ]look|\breturn (the |my |this )?(new )?(policy|plan)|change my mind|\breturn\b.*\bif i don",
        ),
        ("no_claim_bonus", "no claim bonus", r"no[- ]claim|\bNCB\b|cumulative bonus|claim[- ]free|no claims"),
        ("restoration_benefit", "restoration of sum insured", r"restor|reinstat|recharge|refill|exhaust"),
        ("health_checkup", "health check-up", r"check[- ]?up"),
        ("domiciliary_covered", "domiciliary hospitalisation covered", r"domiciliary|at home"),
        (
            "claim_intimation_emergency_hours",
            "emergency hospitalisation must be intimated within",
            r"intimat|notify|inform|be told",
        ),
    )
}

#: the thesaurus concept that also names a field: a question names the pre-existing disease waiting period when
#: it says "pre-existing" and when it tells of a condition the person has had for years or declared in the
#: proposal (one vocabulary for search and dossier, `domain.thesaurus`). Concepts whose terms are broad
#: ("cancel" for the free look, "ward" for the room, "yoga" for AYUSH) name their field only through its own
#: pattern.
CONCEPT_OF_FIELD: Final[Mapping[str, str]] = {
    "ped_waiting_period_months": "pre_existing",
    "initial_waiting_period_days": "initial_waiting",
    "specific_disease_waiting_period_months": "specified_disease",
    "maternity_covered": "maternity",
    "maternity_waiting_period_months": "maternity",
    "pre_hospitalisation_days": "pre_hospitalisation",
    "post_hospitalisation_days": "post_hospitalisation",
    "no_claim_bonus": "cumulative_bonus",
    "restoration_benefit": "restoration",
    "domiciliary_covered": "domiciliary",
    "organ_donor_covered": "organ_donor",
    "modern_treatment_limit": "modern_treatment",
}

_LIMIT_KINDS: Final = {
    "percent_si": "{v}% of the sum insured",
    "percent_si_per_day": "{v}% of the sum insured per day",
    "amount": "INR {v}",
    "amount_per_day": "INR {v} per day",
    "room_category": "{v}",
    "no_limit": "no limit",
    "not_covered": "not covered",
}


def render_value(name: str, value: Any) -> str | None:
    """A term value in words ("36 months", "1% of the sum insured per day", "yes"); None when unreadable."""
    if isinstance(value, bool):
        return "yes" if value else "no, it is excluded (not covered)"
    if isinstance(value, int):
        for suffix in ("days", "months", "hours"):
            if name.endswith(f"_{suffix}"):
                return f"{value} {suffix}"
        return f"{value}%" if name == "no_claim_bonus" else str(value)
    if isinstance(value, str):
        return value.strip() or None
    if isinstance(value, list):
        return ", ".join(f"INR {v}" for v in value) if value else None
    if isinstance(value, dict):
        if "percent" in value:
            p = value.get("percent")
            if p in (0, None):
                return "no co-payment"
            cond = value.get("condition")
            return f"{p}% of each claim" + (f" ({cond})" if cond else "")
        kind = value.get("kind")
        template = _LIMIT_KINDS.get(str(kind))
        if template is None:
            return None
        text = template.format(v=value.get("value"))
        cap = value.get("cap_inr")
        return text + (f", at most INR {cap}" if cap else "")
    return None


def _names_only(value: Any) -> bool:
    """A term value that only names the benefit (a text without any figure), not a fact about it."""
    return isinstance(value, str) and not any(ch.isdigit() for ch in value)


_FIGURE_IN_QUOTE: Final = re.compile(r"\d\s*%|(?:rs\.?|inr|₹)\s*\d", re.IGNORECASE)


def dossier_sources(terms: Mapping[str, Any] | None, question: str) -> list[Source]:
    """The extracted terms `question` names, as sources: the fact sentence, then the clause's words."""
    out: list[Source] = []
    concepts = {c.name for c in concepts_in(question)}
    for name, (label, pattern) in FIELDS.items():
        term = (terms or {}).get(name)
        if not isinstance(term, dict) or term.get("value") is None:
            continue
        if not pattern.search(question) and CONCEPT_OF_FIELD.get(name) not in concepts:
            continue
        needs = _NEEDS.get(name)
        if needs is not None and not needs.search(question):
            continue
        unless = _NOT_WHEN.get(name)
        if unless is not None and unless.search(question):
            continue
        rendered = render_value(name, term["value"])
        if rendered is None:
            continue
        if _names_only(term["value"]) and (
            _AMOUNT_ASKED.search(question) or _DURATION_ASKED.search(question)
        ):
            continue  # "health check-up: Preventive Health Check-up" gives no figure to a question asking one
        quote = " ".join(str(term.get("quote") or "").split())
        if not quote:  # a term read from no clause (a default, an absence) is not something the policy says
            continue
        if rendered.startswith("no ") and _FIGURE_IN_QUOTE.search(quote):
            # "no co-payment" read beside a conditional one ("a co-payment of 20% on dental covers"): the clause
            # states a figure, the fact denies one; the clause answers for itself through retrieval
            continue
        fact = f"Extracted term - {label}: {rendered}."
        out.append(
            Source(
                key=f"term:{name}",
                clause_id=term.get("clause_id"),
                clause_no=term.get("clause_no"),
                page=term.get("page"),
                text=f"{fact} {quote}".strip(),
                rank=1,
                kind="term",
                lead=fact,
            )
        )
    return out
