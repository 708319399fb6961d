"""Age conditions of a co-pay ("age at entry 61 years and above", "aged above 75 years at inception",
"persons entering above age 65 up to 70") read into bounds on the member's age in completed years.

Ages are completed years: "above 60" is 61 or more, "below 60" is 59 or less, "60 and above" is 60 or more,
"up to 70" is 70 or less. A condition about the age *at entry* (entry, entering, inception, enrolment,
joining) is measured on the member's ``covered_since``; any other on the policy year's start and the loss
date (both must agree, else a person decides). A condition that names other qualifiers as well (zone, plan,
an optional or voluntary co-pay, a hospital network) is not an age condition alone: the schedule decides it.
Pure code.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from enum import StrEnum
from typing import Final

_AGE_WORDS: Final = re.compile(
    r"\bage[ds]?\b|\baged\b|\byears?\s+old\b|\bentering\b|\bsenior\s+citizens?\b|\b\d{2}\s*\+", re.IGNORECASE
)
_ENTRY: Final = re.compile(
    r"\bentry\b|\benter(?:ing|s)?\b|\binception\b|\benrol(?:l?ment|led|ling)?\b|\bjoin(?:ing)?\b"
    r"|\bfirst\s+commenc\w*|\bfirst\s+(?:insured|covered)\b"
)
_OTHER_QUALIFIERS: Final = re.compile(
    r"\bzones?\b|\bplans?\b|\boptional\b|\bopted\b|\bopts?\b|\bvoluntary\b|\bnetwork\b|\btier\b|\bcity\b|"
    r"\bhospital\b|\bannexure\b|\bwaiver\b|\bwaivable\b|\broom\b|\bdisease\b|\btreatment\b|\bbenefit\b|"
    # "cover" of an optional cover, not "the date his or her cover first commences" (when the age is measured)
    r"\bplus\b|\bcovers?\b(?!\s+(?:first\s+)?(?:commenc|start|begin|incept))|\bdental\b|\bmaternity\b|\bpre-existing\b",
    re.IGNORECASE,
)
_N: Final = r"(\d{1,3})(?:\s*(?:years?|yrs?)\.?)?(?:\s+(?:of\s+age|old))?"
_AGE_OF: Final = r"(?:the\s+)?(?:age\s+(?:of\s+)?)?"
# comparisons written out or as symbols: "less than or equal to 75", "less than equal to 75", "<= 75", "≤ 75";
# the negated and the "or equal" forms are read before the plain ones ("not less than 60" is never "less than 60")
_OR_EQUAL: Final = r"(?:\s+or)?\s+equal\s+to"
_LOW_INCLUSIVE_NEGATED: Final = re.compile(
    rf"\b(?:not\s+(?:less|lower|younger)\s+than|not\s+below|not\s+under|(?:greater|more|higher|older)\s+than{_OR_EQUAL}"
    rf"|equal\s+to\s+or\s+(?:greater|more|higher|older)\s+than|equal\s+to\s+or\s+above)\s+{_AGE_OF}{_N}"
    rf"|(?:>=|≥|=>)\s*{_AGE_OF}{_N}"
)
_HIGH_INCLUSIVE_BEFORE: Final = re.compile(
    rf"\b(?:up\s*to|upto|till|until|not\s+exceeding|not\s+more\s+than|not\s+above|not\s+over|not\s+older\s+than"
    rf"|maximum(?:\s+of)?|at\s+most|(?:less|lesser|lower|younger)\s+than{_OR_EQUAL}"
    rf"|equal\s+to\s+or\s+(?:less|lower|younger)\s+than|equal\s+to\s+or\s+below)\s+{_AGE_OF}{_N}"
    rf"|(?:<=|≤|=<)\s*{_AGE_OF}{_N}"
)
# an age range written with a dash or "to": "61-75 years", "age 61 to 75", "from 61 to 75 years"
_RANGE: Final = re.compile(
    r"(?:\b(?:aged?|from)\s+(?:of\s+)?(\d{1,3})\s*(?:-|–|to)\s*(\d{1,3})\b"
    r"|\b(\d{1,3})\s*(?:-|–|to)\s*(\d{1,3})\s*(?:years?|yrs?)\b)"
)
_HIGH_INCLUSIVE_AFTER: Final = re.compile(rf"\b{_N}\s*(?:and|or|&)\s*(?:below|less|under|younger)\b")
_HIGH_EXCLUSIVE: Final = re.compile(
    rf"\b(?:below|under|(?:less|lesser|lower)\s+than|younger\s+than)\s+{_AGE_OF}{_N}|<\s*{_AGE_OF}{_N}"
)
_BETWEEN: Final = re.compile(rf"\bbetween\s+{_AGE_OF}{_N}\s*(?:and|to|-)\s*{_N}")
_LOW_INCLUSIVE_AFTER: Final = re.compile(
    rf"\b{_N}\s*(?:and|or|&)\s*(?:above|over|more|older)\b|\b(\d{{1,3}})\s*\+"
)
_LOW_INCLUSIVE_BEFORE: Final = re.compile(rf"\b(?:at\s+least|minimum(?:\s+of)?)\s+{_AGE_OF}{_N}")
_LOW_EXCLUSIVE: Final = re.compile(
    rf"\b(?:above|over|more\s+than|exceeding|beyond|greater\s+than|higher\s+than|older\s+than)\s+{_AGE_OF}{_N}"
    rf"|>\s*{_AGE_OF}{_N}"
)


class ConditionKind(StrEnum):
    NONE = "none"  # no condition
    AGE = "age"  # an age condition only (maybe with "each and every claim")
    OTHER = "other"  # anything else, or age with other qualifiers: the schedule decides


@dataclass(frozen=True, slots=True)
class AgeCondition:
    """Inclusive bounds on the age in completed years; ``at_entry`` measures it on ``covered_since``."""

    low: int | None
    high: int | None
    at_entry: bool

    def holds(self, age: int) -> bool:
        return (self.low is None or age >= self.low) and (self.high is None or age <= self.high)

    def describe(self) -> str:
        when = "at entry" if self.at_entry else ""
        if self.low is not None and self.high is not None:
            span = f"{self.low} to {self.high}"
        elif self.low is not None:
            span = f"{self.low} or more"
        else:
            span = f"{self.high} or less"
        return f"age {when + ' ' if when else ''}{span}"


def classify(condition: str | None) -> ConditionKind:
    if condition is None or not condition.strip():
        return ConditionKind.NONE
    if _AGE_WORDS.search(condition) and not _OTHER_QUALIFIERS.search(condition):
        return ConditionKind.AGE
    return ConditionKind.OTHER


def parse_age_condition(condition: str) -> AgeCondition | None:
    """Bounds of an age condition, or None when no bound can be read."""
    text = " ".join(condition.lower().split())
    low: int | None = None
    high: int | None = None

    def take(pattern: re.Pattern[str], shift: int, bound: str) -> None:
        nonlocal text, low, high
        for m in pattern.finditer(text):
            value = int(next(g for g in m.groups() if g is not None)) + shift
            if bound == "high":
                high = value if high is None else min(high, value)
            else:
                low = value if low is None else max(low, value)
        text = pattern.sub(" ", text)  # "not exceeding 75" is read once, never again as "exceeding 75"

    for span in (_BETWEEN, _RANGE):
        found = span.search(text)
        if found and low is None and high is None:
            first, second = (int(g) for g in found.groups() if g is not None)
            low, high = first, second
            text = span.sub(" ", text)
    take(_LOW_INCLUSIVE_NEGATED, 0, "low")
    take(_HIGH_INCLUSIVE_BEFORE, 0, "high")
    take(_HIGH_INCLUSIVE_AFTER, 0, "high")
    take(_HIGH_EXCLUSIVE, -1, "high")
    take(_LOW_INCLUSIVE_AFTER, 0, "low")
    take(_LOW_INCLUSIVE_BEFORE, 0, "low")
    take(_LOW_EXCLUSIVE, 1, "low")
    if low is None and high is None:
        return None
    if low is not None and high is not None and low > high:
        return None
    return AgeCondition(low=low, high=high, at_entry=bool(_ENTRY.search(condition.lower())))


def age_on(dob: date, day: date) -> int:
    """Completed years on ``day``."""
    return day.year - dob.year - ((day.month, day.day) < (dob.month, dob.day))
