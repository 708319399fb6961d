"""Figures an answer must give (SPEC §4): which questions ask for a duration, an amount, a count or a period,
and which sentences state one. Pure patterns over text; :mod:`clausetrail.domain.answer` chooses sentences with
them.

A question asking for a period ("how many days ...?", "what is the deadline ...?", "up to what age ...?") is
answered only by a sentence that gives a figure in a unit the question can take (:func:`asked_units`,
:func:`states_period`): "within 4 hours" does not answer "within how many days", and a period "as specified in
the schedule" answers nothing.
"""

from __future__ import annotations

import re
from typing import Final

from clausetrail.domain.answer_worked import deductible_sentence

DURATION = re.compile(r"\b\d+\s*(days?|months?|years?|hours?)\b|\b(days?|months?|years?|hours?)\b", re.I)
DURATION_FIGURE = re.compile(
    r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|forty-five"
    r"|sixty|ninety)\s*(\(\w+\)\s*)?(consecutive\s+|continuous\s+)?(days?|months?|years?|hours?)\b",
    re.I,
)
AMOUNT_FIGURE = re.compile(
    r"\d\s*%|\bper\s*cent\b|(rs\.?|₹|inr|`)\s*\d|\d[\d,]*\s*/-|\bat\s+actuals?\b", re.I
)
#: "how many times / claims / deliveries", "how often": answered by a count
ASKS_COUNT: Final = re.compile(
    r"\bhow (many|often)\b(?!\s+(days|hours|months|years|weeks)\b)|\bhow many times\b|\bnumber of (times|claims)\b",
    re.I,
)
COUNT_FIGURE: Final = re.compile(
    r"\b(\d+|one|two|three|four|five|six|ten)\s+(?:[a-z-]+\s+)?(times?|deliver\w*|claims?|child\w*|terminations?|visits?|"
    r"sessions?|consultations?|beds?)\b|\b(once|twice|unlimited\s+times?)\b|\bevery\s+(\w+\s+)?(years?|block)\b",
    re.I,
)
#: a question whether something is covered or paid: answered with the benefit's ceiling too, when it has one
ASKS_COVERAGE: Final = re.compile(
    r"\bcover(ed|s)?\b|\bpa(y|ys|id)\b|\bpayable\b|\breimburs\w*|\bclaimable\b", re.I
)
#: words that set a ceiling on an amount
CAP: Final = re.compile(
    r"\bmaximum\b|\bmax\.?\b|\b(not|never)\b(\s+\w+){0,3}?\s+exceed\w*|\bmore than\b"
    r"|\bup ?to\b|\blimited to\b|\bcapped\b|\bceiling\b|\bat most\b",
    re.I,
)
AMOUNTISH = re.compile(r"\d\s*%|\bper\s*cent\b|\brs\.?\s*\d|₹|\binr\b|\blakh|\bcrore|\bactuals?\b", re.I)

#: units a figure may be given in, by the unit a question asks for ("how many days" takes "one month")
_COMPATIBLE: Final = {
    "hour": frozenset({"hour", "day"}),
    "day": frozenset({"day", "week", "month"}),
    "week": frozenset({"week", "day", "month"}),
    "month": frozenset({"month", "year", "day"}),
    "year": frozenset({"year", "month"}),
}
_ANY_UNIT: Final = frozenset({"hour", "day", "week", "month", "year"})
_ASKS_UNIT: Final = re.compile(r"\bhow many (hours?|days?|weeks?|months?|years?)\b", re.I)
#: a deadline or time limit without a unit named: any unit of time answers it
_ASKS_DEADLINE: Final = re.compile(
    r"\bdeadlines?\b|\btime[- ]?limits?\b|\bwithin how (long|many)\b|\bhow long do (i|we|you) have\b"
    r"|\bby when\b|\bhow many (hours|days|weeks|months|years)\b|\bhow (long|soon)\b|\btill when\b",
    re.I,
)
#: an age limit: answered in years (or days or months, for a newborn)
_ASKS_AGE: Final = re.compile(
    r"\b(entry|exit|maximum|minimum|max|min|upper|lower|cut-?off)\s+age\b|\bage\s+(limit|bar|criteria|of entry)\b"
    r"|\bhow old\b|\b(what|which|till what|up ?to what|until what)\s+age\b",
    re.I,
)
_PERIOD_FIGURE: Final = re.compile(
    r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|sixteen|eighteen|twenty"
    r"|thirty|forty|forty-five|fifty|sixty|sixty-five|seventy|seventy-five|eighty|ninety)\s*(\(\w+\)\s*)?"
    r"(consecutive\s+|continuous\s+|completed\s+|working\s+)?(hours?|hrs?|days?|weeks?|months?|years?|yrs?)\b",
    re.I,
)
_UNIT_OF: Final = {"hr": "hour", "yr": "year"}


def asked_units(question: str) -> frozenset[str] | None:
    """The units of time a figure answering `question` may take, or None when it asks for no period."""
    m = _ASKS_UNIT.search(question)
    if m:
        return _COMPATIBLE[m.group(1).lower().rstrip("s")]
    if _ASKS_AGE.search(question):
        return frozenset({"year", "day", "month"})
    if _ASKS_DEADLINE.search(question):
        return _ANY_UNIT
    return None


def states_period(sentence: str, units: frozenset[str]) -> bool:
    """Whether `sentence` gives a figure of time in one of `units` ("within 30 days", "65 years")."""
    for m in _PERIOD_FIGURE.finditer(sentence):
        unit = m.group(4).lower().rstrip("s")
        if _UNIT_OF.get(unit, unit) in units:
            return True
    return False


#: a question that can only be answered with an amount ("how much ...?", "what is the limit ...?")
_ASKS_AMOUNT: Final = re.compile(
    r"\bhow much\b|\bup ?to (what|how much)\b|\bwhat (is|are) the (maximum|limit|cap|ceiling|amount|sub-?limit)s?\b"
    r"|\bhow many (rupees|rs\.?|inr)\b|\b(rupee|rs\.?|inr)\s+(amount|limit|figure|value)\b"
    # "what's the max road ambulance amount?", "what is the per day room limit?" (an age or time limit is a period)
    r"|\bwhat(?:['’]?s|\s+is|\s+are)\s+(the\s+)?([\w-]+\s+){0,4}?(?<!\bage\s)(?<!\btime\s)(maximum|max|limit|cap"
    r"|ceiling|amount|sub-?limit)s?\b"
    r"|\bwhat amount\b|\bwhat\s+(will|would)\s+(\w+\s+){0,3}(premium|price)\b|\bwhat\s*(%|percent(age)?\b|per\s*cent\b)",
    re.I,
)
#: an amount, or the words that state one without a figure ("up to the sum insured", "at actuals", "no limit")
_AMOUNT_STATED: Final = re.compile(
    r"\d\s*%|\bper\s*cent\b|(rs\.?|₹|inr|`)\s*\d|\d[\d,]*\s*/-|\blakhs?\b|\blacs?\b|\bcrores?\b"
    r"|\bactuals\b|(?<!\bthe\s)\bactual\b(?!\s+(?:rate|rates|charges?|cost|amount)\s+(?:per|of)\b)|\b(up ?to|limited to|within|maximum of|subject to|entire|full|whole|of)\s+(the\s+)?(\w+\s+)?sum insured\b"
    r"|\bno (sub-?)?limit\b|\bwithout any (sub-?)?limit\b|\bnot covered\b|\bexcluded\b|\bnot payable\b|\bfull\b",
    re.I,
)


def asks_amount(question: str) -> bool:
    """Whether `question` can only be answered with an amount (an age limit is answered with an age)."""
    return bool(_ASKS_AMOUNT.search(question)) and not _ASKS_AGE.search(question)


def states_amount(sentence: str) -> bool:
    """Whether `sentence` states an amount (a figure, a share of the sum insured, "at actuals", "no limit")."""
    return bool(_AMOUNT_STATED.search(sentence))


#: a question asking a share ("what % is added?", "what percentage do I pay?"): answered only by a percent
#: a share asked: "what percent", "how much %", and how much of a co-payment (a co-payment is a share of the
#: claim: "how much co-pay do we pay" is answered by a percent, not by any amount a sentence states)
_ASKS_PERCENT: Final = re.compile(
    r"\bwhat\s*(%|percent(age)?\b|per\s*cent\b)|\bhow much\s*(%|percent)"
    r"|\bhow\s+much\s+(?:of\s+)?(?:an?\s+|the\s+|extra\s+|additional\s+)?co-?\s?pay",
    re.I,
)
_PERCENT_STATED: Final = re.compile(r"\d\s*%|\bper\s*cent\b|\bno co-?pay\w*|\bnil\b", re.I)


def answers_amount(question: str, sentence: str) -> bool:
    """Whether `sentence` states the kind of amount `question` asks: a percent for a share, else any amount."""
    if _ASKS_PERCENT.search(question):
        return bool(_PERCENT_STATED.search(sentence))
    # a sentence paying what is above a deductible answers with the figure the question's own amounts give
    return states_amount(sentence) or deductible_sentence(question, sentence) is not None


#: the insurer's own step on a claim ("settle", "decide", "approve", "process"; not the name of a body such as
#: "the claim processing team", to which a policyholder gives notice; nor seeking pre-authorisation, which the
#: policyholder or the hospital does: "contact us to pre-authorise within 48 hours"): a period asked for it is the
#: insurer's time, which a policyholder's deadline ("within 30 days of discharge") does not answer ("reject"
#: is left out: a question on when a claim can no longer be contested for non-disclosure asks the moratorium)
_INSURER_STEP: Final = re.compile(
    r"\bsettle\w*|\bdecid\w*|\bdecision\w*|\bapprov\w*|\bprocess(ed|es|ing)?\b(?!\s+(?:team|unit|cent(?:re|er)"
    r"|department|cell|hub|office|desk)s?\b)|\b(?<!pre-)(?<!pre\s)authori[sz]\w*|\bdisburs\w*",
    re.I,
)


def states_asked_period(question: str, sentence: str, units: frozenset[str]) -> bool:
    """Whether `sentence` gives a period in one of `units` that can answer `question`: an age ("a female insured
    between the age of 18 years and 55 years") answers only a question about an age, never one about a waiting
    period or a deadline."""
    if _ASKS_AGE.search(question):
        return states_period(sentence, units)
    return states_period(_AGE_RANGE.sub(" ", sentence), units)


def period_answers_step(question: str, sentence: str) -> bool:
    """Whether a period `sentence` gives can answer `question`: a question asking the insurer's time for a step
    on a claim ("in how many days will they settle it?") is answered only by a sentence naming such a step, and
    a question asking the policyholder's own deadline ("by when must I submit?") only by one naming none."""
    if _ASKS_AGE.search(question) and not _AGE_STATED.search(sentence):
        return False  # an age limit is stated as an age ("aged 65 years", "entry age"), not any period
    if (
        _ASKS_AGE.search(question)
        and _about_adult(question)
        and _CHILD.search(sentence)
        and not any(int(m.group(1)) > _CHILD_AGE_LIMIT for m in _YEARS.finditer(sentence))
    ):
        # "my mother is 72 - what is the maximum entry age?" is not answered by the ages of dependent children
        # or of a newborn: only by a sentence that also gives an adult's age
        return False
    return bool(_INSURER_STEP.search(question)) == bool(_INSURER_STEP.search(sentence))


#: who a question or a sentence is about: a child, or a grown-up relative or a stated adult age
_CHILD: Final = re.compile(
    r"\b(child|children|new[- ]?borns?|bab(y|ies)|infants?|kids?|sons?|daughters?|minors?)\b", re.I
)
_ADULT: Final = re.compile(
    r"\b(mother|father|mom|mum|mummy|mommy|dad|daddy|papa|mama|parents?|in[- ]laws?|grand\w+|dadaji|dadi|nani|nana"
    r"|nanaji|husband|wife|spouse|senior|retired|myself)\b"
    r"|\b(is|aged|age)\s+([3-9]\d|1[01]\d)\b|\b([3-9]\d|1[01]\d)\s*[- ]?\s*(yrs?|years?)\b",
    re.I,
)
_YEARS: Final = re.compile(r"\b(\d{1,3})\s*(?:years?|yrs?)\b", re.I)
#: the highest age a dependent child is covered to in Indian wordings (25, sometimes 26)
_CHILD_AGE_LIMIT: Final = 26


def _about_adult(question: str) -> bool:
    """Whether `question` asks about a grown-up (a parent, a spouse, an age over 30) and names no child."""
    return bool(_ADULT.search(question)) and not _CHILD.search(question)


#: an age as a figure: "aged 65 years", "entry age ... 18 years", "65 years of age", "91 days old"
_AGE_STATED: Final = re.compile(
    r"\bage[ds]?\b(\s*[:(-]?\s*(of|at|on|is|limit|entry|between|from|up\s*to|upto|above|below|under|over|than|the|be"
    r"|minimum|maximum|min|max|less|more|not|exceeding|should|completed|last|birthday)\b)*\s*[:(-]?\s*\d{1,3}\s*"
    r"(years?|yrs?|days?|months?)\b"
    r"|\b\d{1,3}\s*(years?|yrs?|days?|months?)\s+(of\s+age|old)\b"
    r"|\b\d{1,3}\s*(years?|yrs?|days?|months?)\b[^.;]{0,20}?\bage\b",
    re.I,
)

#: an age with the other end of its range ("the age 18 years to 55 years")
_AGE_RANGE: Final = re.compile(
    f"(?:{_AGE_STATED.pattern})"
    r"(?:\s*(?:to|and|or|-|–|till|until|up\s*to)\s*\d{1,3}\s*(?:years?|yrs?|days?|months?)(?:\s+of\s+age)?)?",
    re.I,
)
