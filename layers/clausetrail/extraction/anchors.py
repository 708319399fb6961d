"""Deterministic text anchors that override any model (SPEC §2.5).

Where the wording itself fixes a value verbatim, the model does not get a vote:

- the IRDAI standard waiting-period sentences: Excl03 "... any illness within 30 days from the first policy
  commencement date ..." (initial waiting period), Excl01 "... pre-existing Disease (PED) ... excluded until
  the expiry of 36 months of continuous coverage ..." and Excl02 "... listed Conditions, surgeries/treatments
  shall be excluded until the expiry of 24 months ...";
- the IRDAI exclusion codes printed in the wording (``Excl01`` ... ``Excl18``);
- the standard free-look sentence ("free look period of fifteen days from date of receipt ...") and the
  standard claim-notification sentence ("Within 24 hours from the date of emergency hospitalization ...");
- the UIN: a model value that is not printed anywhere in the wording is replaced by the printed UIN;
- durations and amounts re-read from the model's own quote: when the quote is verbatim in the wording and
  holds exactly one duration (or one amount / share of the sum insured for a limit), the value is that one,
  so "two years" in a quote becomes 24 months and "Rs. 1 lakh" becomes 100000 whatever the model wrote.

Anchored values carry ``source="anchor"``. Call :func:`apply_anchors` with every clause of the policy
version (cheap: no model), after the model's reply, for the fields of the pass that just ran.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from decimal import Decimal
from typing import Any, Final

from clausetrail.domain.durations import find_durations
from clausetrail.domain.money import find_amounts
from clausetrail.domain.terms import (
    DURATION_VALUE_UNITS,
    FIELD_REGISTRY,
    Limit,
    LimitKind,
    TermValue,
    ValueType,
)
from clausetrail.extraction.context import ClauseView
from clausetrail.extraction.doctext import DocText, normalise
from clausetrail.extraction.result import term_from_finding
from clausetrail.extraction.rules import identity, operations, waiting
from clausetrail.extraction.rules.common import PERCENT_OF_SI, Finding, percent_value

AnchorRule = Callable[[DocText], Finding | None]

#: Fields whose value a verbatim standard sentence fixes, and the rule that reads it.
TEXT_ANCHORS: Final[Mapping[str, AnchorRule]] = {
    "initial_waiting_period_days": waiting.initial_waiting_anchor,
    "ped_waiting_period_months": waiting.ped_waiting_anchor,
    "specific_disease_waiting_period_months": waiting.specific_disease_anchor,
    "exclusion_codes": waiting.exclusion_codes,
    "free_look_period_days": operations.free_look_anchor,
    "claim_intimation_emergency_hours": operations.intimation_anchor,
}

_LIMIT_FIELDS: Final = frozenset(n for n, s in FIELD_REGISTRY.items() if s.value_type is ValueType.LIMIT)


def _uin_anchor(term: TermValue[Any] | None, doc: DocText) -> Finding | None:
    printed = identity.uin_counts(doc.text)
    if not printed:
        return None
    current = re.sub(r"\s+", "", str(term.value)).upper() if term is not None and term.value else None
    if current in printed:
        return None
    return identity.uin(doc)


def _quote_in(doc: DocText, quote: str) -> bool:
    return doc.contains_quote(quote)


def _requote_duration(name: str, term: TermValue[Any], doc: DocText) -> TermValue[Any] | None:
    unit = DURATION_VALUE_UNITS[FIELD_REGISTRY[name].value_type]
    if not term.quote or not _quote_in(doc, term.quote):
        return None
    values = {m.duration.in_unit(unit) for m in find_durations(normalise(term.quote))}
    if len(values) != 1 or None in values:
        return None
    value = values.pop()
    if value == term.value:
        return None
    return term.model_copy(update={"value": value, "source": "anchor"})


def _requote_limit(term: TermValue[Any], doc: DocText) -> TermValue[Any] | None:
    limit = term.value
    if not isinstance(limit, Limit) or not term.quote or not _quote_in(doc, term.quote):
        return None
    if limit.bands:
        return None  # a table's value per band: the quote holds every band's figure, not one to re-read
    quote = normalise(term.quote)
    new_value: int | Decimal | None = None
    if limit.kind in (LimitKind.AMOUNT, LimitKind.AMOUNT_PER_DAY):
        amounts = {a.value for a in find_amounts(quote)}
        if len(amounts) == 1:
            new_value = amounts.pop()
    elif limit.kind in (LimitKind.PERCENT_SI, LimitKind.PERCENT_SI_PER_DAY):
        shares = {percent_value(m.group("pct")) for m in PERCENT_OF_SI.finditer(quote)}
        if len(shares) == 1:
            new_value = shares.pop()
    if new_value is None or new_value == limit.value:
        return None
    fixed = Limit(kind=limit.kind, value=new_value, cap_inr=limit.cap_inr)
    return term.model_copy(update={"value": fixed, "source": "anchor"})


def apply_anchors(
    fields: Mapping[str, TermValue[Any]],
    clauses: Sequence[ClauseView] | DocText,
    *,
    only: Iterable[str] | None = None,
) -> dict[str, TermValue[Any]]:
    """``fields`` with the anchored fields overridden from the wording's verbatim text.

    ``clauses`` should be every clause of the policy version; ``only`` limits the anchors to those field
    names (the fields of the pass that ran; default: the fields present in ``fields``). A field the
    anchors cannot read keeps the model's value.
    """
    doc = clauses if isinstance(clauses, DocText) else DocText(clauses)
    names = set(fields) if only is None else set(only)
    out = dict(fields)
    for name in sorted(names):
        if name not in FIELD_REGISTRY:
            raise ValueError(f"{name!r} is not a policy term")
        rule = TEXT_ANCHORS.get(name)
        finding = rule(doc) if rule is not None else None
        if name == "uin":
            finding = _uin_anchor(out.get(name), doc)
        if finding is not None and finding.value is not None:
            out[name] = term_from_finding(name, finding, doc, source="anchor")
            continue
        term = out.get(name)
        if term is None or term.value is None:
            continue
        value_type = FIELD_REGISTRY[name].value_type
        fixed: TermValue[Any] | None = None
        if value_type in DURATION_VALUE_UNITS:
            fixed = _requote_duration(name, term, doc)
        elif name in _LIMIT_FIELDS:
            fixed = _requote_limit(term, doc)
        if fixed is not None:
            out[name] = fixed
    return out


def anchored_field_names(
    before: Mapping[str, TermValue[Any]], after: Mapping[str, TermValue[Any]]
) -> list[str]:
    """Names whose term the anchors replaced."""
    return sorted(n for n, t in after.items() if t.source == "anchor" and before.get(n) != t)
