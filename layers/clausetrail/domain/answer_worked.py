"""Worked figures: a limit the wording gives as a share of the sum insured, worked out for the sum insured the
question states (SPEC §4). Pure code; the arithmetic is the rules code's (:func:`capped_share`).

"Sum insured 4 lakh, how much per eye for cataract?" is answered by a clause that says "10% of Sum Insured
subject to maximum of Rs. 50,000 per eye". A person needs the rupees: "For a sum insured of ₹4,00,000 that
is ₹40,000 (10% of the sum insured, within the ₹50,000 maximum)". The worked sentence is added after the
answer's sentences have passed the faithfulness check, only beside a kept sentence that states the share,
and only when the question states one sum insured; it cites the same clause. Nothing is worked out when the
question gives no sum insured, gives several, or the share is of something else (the claim amount, the
premium).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from typing import Final

from clausetrail.domain.answer_text import content_words, is_number
from clausetrail.domain.money import find_amounts, format_inr
from clausetrail.domain.number_words import parse_number_words
from clausetrail.domain.rules.arithmetic import (
    after_deductible,
    after_percent_deduction,
    capped_share,
    per_day_total,
    per_unit_total,
    within_cap,
)
from clausetrail.domain.thesaurus import concepts_in

#: a sum insured is at least this (a room rent or a co-pay amount in a question is not one)
MIN_SUM_INSURED: Final = 50_000
_SI_BEFORE: Final = re.compile(
    r"(?:\bsum\s+insured|\bs\.?\s?i\.?|\bcover(?:age)?|\bpolicy|\bplan)\s*(?:is|of|was|:|=|-)?\s*(?:only\s+)?$",
    re.IGNORECASE,
)
_SI_AFTER: Final = re.compile(
    r"^\s*(?:base\s+|basic\s+|(?:accidental\s+)?death\s+|accident\s+|personal\s+accident\s+|pa\s+)?"
    r"(?:sum\s+insured|s\.?\s?i\b\.?|cover(?:age)?\b|(?:(?!deductible|premium|bill|claim|top)[a-z]+\s+)?(?:policy|plan|floater)\b)",
    re.IGNORECASE,
)
#: "10% of (the) (basic) sum insured"
_SHARE: Final = re.compile(
    r"(?P<pct>\d{1,3}(?:\.\d{1,2})?)\s*%\s*(?:of\s+(?:the\s+)?(?:basic\s+|base\s+|annual\s+|opted\s+)?"
    r"(?:sum\s+insured|s\.?\s?i\b\.?))",
    re.IGNORECASE,
)
#: the words that make the next rupee amount after a share its ceiling
_CAP_WORDS: Final = re.compile(
    r"\b(?:max(?:imum)?\.?|subject\s+to|up\s*to|upto|limited\s+to|capped\s+at|ceiling|whichever\s+is\s+(?:lower|less)"
    r"|at\s+most|not\s+exceeding|restricted\s+to)\b",
    re.IGNORECASE,
)
CAP_REACH: Final = 90  # characters after a share searched for its ceiling
MAX_WORKED: Final = 3  # shares worked out per sentence


def stated_sum_insured(question: str) -> int | None:
    """The one sum insured `question` states ("sum insured 4 lakh", "10 lakh SI", "with a 3 lakh cover"),
    else None (none, or several different ones)."""
    found: set[int] = set()
    for m in find_amounts(question):
        if m.value < MIN_SUM_INSURED:
            continue
        if _SI_BEFORE.search(question[max(0, m.start - 30) : m.start]) or _SI_AFTER.match(question[m.end :]):
            found.add(m.value)
    return found.pop() if len(found) == 1 else None


@dataclass(frozen=True, slots=True)
class WorkedShare:
    percent: Decimal
    cap: int | None
    amount: int  # the share of the sum insured, no more than the cap


def shares_of_sum_insured(sentence: str, sum_insured: int) -> list[WorkedShare]:
    """Each "N% of the sum insured" of `sentence` (at most :data:`MAX_WORKED`), with the rupee ceiling that
    follows it in the same sentence, worked out for `sum_insured`."""
    out: list[WorkedShare] = []
    matches = list(_SHARE.finditer(sentence))
    for i, m in enumerate(matches[:MAX_WORKED]):
        stop = matches[i + 1].start() if i + 1 < len(matches) else len(sentence)
        tail = sentence[m.end() : min(stop, m.end() + CAP_REACH)]
        cap: int | None = None
        words = _CAP_WORDS.search(tail)
        if words is not None:
            after = [a for a in find_amounts(tail[words.start() :]) if "%" not in a.raw]
            cap = after[0].value if after else None
        percent = Decimal(m.group("pct"))
        out.append(WorkedShare(percent, cap, capped_share(sum_insured, percent, cap)))
    return out


_N: Final = r"(\d{1,2}|one|two|three|four|five|six|seven|eight)"
#: how many claim-free years the question tells of: "no claims for 3 years", "3 claim free years", "3 years
#: without a claim", "3 years straight with no claim"
_CLAIM_FREE_YEARS: Final = re.compile(
    rf"\b(?:no|zero|without\s+(?:any\s+)?|not\s+made\s+any)\s*claims?\s+(?:made\s+)?(?:for|in)\s+(?:the\s+)?"
    rf"(?:last\s+|past\s+)?{_N}\s+(?:years?|yrs?|renewals?)"
    rf"|\b{_N}\s+(?:continuous\s+|consecutive\s+)?claim[\s-]*free\s+(?:policy\s+)?(?:years?|yrs?|renewals?)"
    rf"|\b{_N}\s+(?:years?|yrs?|renewals?)\s+(?:straight\s+|in\s+a\s+row\s+)?(?:without|with\s+no|and\s+no)\s+(?:any\s+)?claims?",
    re.IGNORECASE,
)
#: a bonus earned per claim-free year: "10% of (annual) sum insured for each (completed and continuous) claim free
#: Policy Year ... maximum of 50%"
_PER_FREE_YEAR: Final = re.compile(
    r"(?P<pct>\d{1,3}(?:\.\d{1,2})?)\s*%\s*(?:of\s+(?:the\s+)?(?:\w+\s+){0,2}?(?:sum\s+insured|s\.?\s?i\b\.?))?"
    r"[^.%]{0,80}?\b(?:each|every|per)\s+(?:completed\s+)?(?:and\s+continuous\s+)?claim[\s-]*free\s+(?:policy\s+)?year",
    re.IGNORECASE,
)
#: ... or a bonus added at a claim-free renewal: "A 5% increase in Sum Insured will be allowed at the time of renewal,
#: where the Policy is claim free in the expiring year"
_PER_FREE_RENEWAL: Final = re.compile(
    r"(?P<pct>\d{1,3}(?:\.\d{1,2})?)\s*%\s*(?:increase|cumulative\s+bonus|bonus|addition)[^.%]{0,80}?\brenew\w*"
    r"[^.%]{0,60}?\bclaim[\s-]*free",
    re.IGNORECASE,
)
#: ... or the claim-free year named first: "For every Policy Year in which no claim is made, we'll increase your Sum
#: Insured by 20%", "For every claim-free year, the Sum Insured shall be increased by 10%"
_FREE_YEAR_FIRST: Final = re.compile(
    r"\b(?:every|each|per)\s+(?:completed\s+)?(?:claim[\s-]*free\s+(?:policy\s+)?year|(?:policy\s+)?year\s+(?:in\s+which"
    r"|where|with)\s+no\s+claims?(?:\s+(?:is|was)\s+(?:made|paid|lodged))?)[^.%]{0,120}?(?P<pct>\d{1,3}(?:\.\d{1,2})?)\s*%",
    re.IGNORECASE,
)
_MAX_PERCENT: Final = re.compile(
    r"\bmax(?:imum)?\.?\s*(?:of\s+|up\s*to\s+|upto\s+)?(?P<max>\d{1,3})\s*%", re.IGNORECASE
)


#: no claim said apart from the count of years: "never claimed anything", "no claim till now", "no claim in both
#: years"
_NO_CLAIM: Final = re.compile(
    r"\b(?:no|zero|without\s+(?:any\s+)?|not\s+(?:made\s+)?any)\s*claims?\b|\bnever\s+(?:made\s+(?:a|any)\s+)?claim\w*"
    r"|\bclaim[\s-]*free\b|\b(?:not|haven'?t|have\s+not|hasn'?t|has\s+not|didn'?t|did\s+not)\s+(?:ever\s+)?claimed\b"
    r"|\b(?:not|haven'?t|have\s+not|hasn'?t|has\s+not|didn'?t|did\s+not)\s+(?:made|make|raised?|filed?)\s+(?:a\s+(?:single\s+)?"
    r"|any\s+|one\s+)claims?\b",
    re.IGNORECASE,
)
#: ... and the years the policy has run: "since 3 years", "renewed twice", "3 renewals", "for 3 years", "3 years now"
_YEARS_HELD: Final = re.compile(
    rf"\b(?:since|for|over|in|after)\s+(?:the\s+)?(?:last\s+|past\s+)?{_N}\s+(?:years?|yrs?|renewals?)\b"
    rf"|\b{_N}\s+(?:renewals?|years?\s+(?:now|so\s+far|till\s+now|straight|in\s+a\s+row))\b"
    rf"|\b{_N}\s+(?:years?|yrs?)(?=\s*[.,;!?]|\s*$)"
    r"|\brenewed\s+(?P<times>once|twice|thrice|\d{1,2}\s+times)\b|\b(?:in\s+)?both\s+(?:the\s+)?years\b",
    re.IGNORECASE,
)
_TIMES: Final = {"once": 1, "twice": 2, "thrice": 3}


def _count(word: str) -> int | None:
    word = word.lower().removesuffix(" times").strip()
    if word in _TIMES:
        return _TIMES[word]
    return int(word) if word.isdigit() else parse_number_words(word)


def claim_free_years(question: str) -> int | None:
    """How many claim-free years the question tells of: said together ("no claims for 3 years", "3 claim free
    years"), or as years held beside a word of no claim ("since 3 years and never claimed", "renewed twice, no
    claim in both years")."""
    m = _CLAIM_FREE_YEARS.search(question)
    if m is not None:
        return _count(next(g for g in m.groups() if g))
    held = _YEARS_HELD.search(question)
    if held is None or not _NO_CLAIM.search(question):
        return None
    if re.search(r"\bboth\b", held.group(0), re.IGNORECASE):
        return 2
    return _count(next(g for g in held.groups() if g))


def bonus_sentence(question: str, sentence: str, sum_insured: int) -> str | None:
    """The bonus a kept sentence's "N% of the sum insured for each claim-free year (up to a maximum of M%)" comes
    to after the claim-free years the question tells of, for the sum insured it states."""
    years = claim_free_years(question)
    m = (
        _PER_FREE_YEAR.search(sentence)
        or _PER_FREE_RENEWAL.search(sentence)
        or _FREE_YEAR_FIRST.search(sentence)
    )
    if years is None or m is None:
        return None
    per_year = Decimal(m.group("pct"))
    ceiling = _MAX_PERCENT.search(sentence, m.end())
    earned = per_year * years
    capped = ceiling is not None and earned > Decimal(ceiling.group("max"))
    percent = Decimal(ceiling.group("max")) if capped and ceiling is not None else earned
    amount = capped_share(sum_insured, percent)
    how = (
        f"the {percent.normalize():f}% maximum, lower than {years} x {per_year.normalize():f}%"
        if capped
        else f"{years} x {per_year.normalize():f}% = {percent.normalize():f}% of the sum insured"
    )
    return (
        f"For a sum insured of {format_inr(sum_insured)} and {years} claim-free years that is {format_inr(amount)} "
        f"({how}), a total cover of {format_inr(sum_insured + amount)}."
    )


#: the amounts a top-up question states: "deductible (of) 3 lakh" / "3 lakh deductible", "bill (is) 4.2 lakh"
_DEDUCTIBLE_BEFORE: Final = re.compile(
    r"\bdeductible\s*(?:is|of|was|:|=|-)?\s*(?:rs\.?\s*|₹\s*|inr\s*)?$", re.I
)
_DEDUCTIBLE_AFTER: Final = re.compile(r"^\s*(?:aggregate\s+)?deductible\b", re.I)
_BILL_BEFORE: Final = re.compile(
    r"\b(?:bills?|expenses|claim(?:ed)?|spent|costs?|came\s+to|total|(?:admissible|claimed|claim|payable)\s+amount"
    r"|amount\s+claimed)\s*(?:\w+\s+){0,3}?(?:is|of|was|were|are|:|=|-)?\s*"
    r"(?:rs\.?\s*|₹\s*|inr\s*)?$",
    re.I,
)
#: a kept sentence that pays what is above a deductible
_ABOVE_DEDUCTIBLE: Final = re.compile(
    r"\b(?:excess\s+of|above|over|beyond|exceed\w*)\s+(?:the\s+)?(?:\w+\s+)?deductible", re.I
)


def deductible_sentence(question: str, sentence: str) -> str | None:
    """What a bill the question states leaves above the deductible it states, beside a kept sentence that pays
    only the part above a deductible; None when the question states not exactly one of each."""
    if not _ABOVE_DEDUCTIBLE.search(sentence):
        return None
    deductibles: set[int] = set()
    bills: set[int] = set()
    for m in find_amounts(question):
        before = question[max(0, m.start - 40) : m.start]
        if _DEDUCTIBLE_BEFORE.search(before) or _DEDUCTIBLE_AFTER.match(question[m.end :]):
            deductibles.add(m.value)
        elif _BILL_BEFORE.search(before):
            bills.add(m.value)
    if len(deductibles) != 1 or len(bills) != 1:
        return None
    deductible, bill = deductibles.pop(), bills.pop()
    left = after_deductible(bill, deductible)
    return (
        f"For a bill of {format_inr(bill)} and a deductible of {format_inr(deductible)} that is {format_inr(left)} "
        "(the part above the deductible)."
    )


_DAY_WORDS: Final = (
    r"(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)"
)
#: the stay a question tells of: "admitted 6 days", "stayed 5 days", "in hospital for 4 days", "10 nights"
_STAY_DAYS: Final = re.compile(
    r"\b(?:stay\w*|admitted|hospitali[sz]ed|in\s+(?:the\s+)?(?:hospital|icu|ward|nursing\s+home)|indoor|inpatient)"
    rf"\s+(?:\w+\s+){{0,3}}?(?:for\s+)?{_DAY_WORDS}\s+(?:days?|nights?)\b"
    rf"|\b{_DAY_WORDS}\s+(?:days?|nights?)\s+(?:of\s+)?(?:stay|hospitali[sz]ation|admission|in\s+(?:the\s+)?(?:hospital|icu"
    r"|ward))\b",
    re.IGNORECASE,
)
#: an amount paid per day of the stay: "Rs. 1,000 per day", "₹800/day", "for each day", "per completed day"
_PER_DAY_AFTER: Final = re.compile(
    r"^\s*(?:/-\s*)?(?:(?:per|a|each|every|for\s+each|for\s+every)\s+(?:completed\s+|continuous\s+)?(?:day|night)|/\s*day)\b",
    re.IGNORECASE,
)
#: a share of the sum insured paid per day, its ceiling possibly between ("0.25% of base sum insured and a maximum
#: of Rs. 2000 per day")
_SHARE_PER_DAY: Final = re.compile(
    r"^(?:[^.;%]|\.(?=\s?\d)){0,60}?\b(?:per|a|each|every)\s+(?:completed\s+)?(?:day|night)\b", re.I
)
_MAX_DAYS: Final = re.compile(
    r"\b(?:max(?:imum)?\.?|up\s*to|upto|not\s+exceeding|limited\s+to)\s+(?:of\s+)?(?P<n>\d{1,3})\s+(?:days|nights)\b",
    re.IGNORECASE,
)


def stay_days(question: str) -> int | None:
    """The one length of stay (days or nights) `question` tells of, else None."""
    found = set()
    for m in _STAY_DAYS.finditer(question):
        word = next(g for g in m.groups() if g)
        n = int(word) if word.isdigit() else parse_number_words(word)
        if n:
            found.add(n)
    return found.pop() if len(found) == 1 else None


def per_day_sentence(question: str, sentence: str) -> str | None:
    """What a kept sentence's daily amount ("Rs. 1,000 per day", "0.1% of the sum insured per day") comes to over
    the stay the question tells of (and for the sum insured it states, for a share), within the sentence's
    maximum number of days; None when the question tells of no one stay or the sentence pays nothing per day."""
    days = stay_days(question)
    if days is None:
        return None
    per_day: int | None = None
    how = ""
    sum_insured = stated_sum_insured(question)
    if sum_insured is not None:
        for share in _SHARE.finditer(sentence):
            if _SHARE_PER_DAY.match(sentence[share.end() :]):
                worked = shares_of_sum_insured(sentence[share.start() :], sum_insured)[0]
                per_day, how = worked.amount, f"{worked.percent.normalize():f}% of {format_inr(sum_insured)}"
                break
    if per_day is None:
        amounts = [
            a for a in find_amounts(sentence) if "%" not in a.raw and _PER_DAY_AFTER.match(sentence[a.end :])
        ]
        if len({a.value for a in amounts}) != 1:
            return None
        per_day = amounts[0].value
    most = _MAX_DAYS.search(sentence)
    max_days = int(most.group("n")) if most else None
    total = per_day_total(per_day, days, max_days)
    counted = min(days, max_days) if max_days is not None else days
    basis = f"{counted} x {format_inr(per_day)} a day" + (f", {how}" if how else "")
    if max_days is not None and max_days < days:
        basis += f"; at most {max_days} days"
    return f"For a stay of {days} days that is {format_inr(total)} ({basis}), if the stay meets the clause's conditions."


#: a limit written as a share of the hospital bill: "subject to maximum of 10% of hospital bill", "not exceeding 10%
#: of the total expenses of the hospitalisation"
_BILL_SHARE: Final = re.compile(
    r"(?P<pct>\d{1,2}(?:\.\d{1,2})?)\s*%\s*of\s+(?:the\s+)?(?:total\s+)?(?:hospitali[sz]ation\s+|hospital\s+)?"
    r"(?:bill|expenses|claim\s+amount|admissible\s+claim)(?:\s+of\s+(?:the\s+)?hospitali[sz]ation)?\b",
    re.IGNORECASE,
)


def stated_bill(question: str) -> int | None:
    """The one hospital bill `question` states ("bill came to Rs 80,000", "hospital bill is 2.4 lakh"), else None."""
    bills = {
        m.value
        for m in find_amounts(question)
        if _BILL_BEFORE.search(question[max(0, m.start - 40) : m.start])
    }
    return bills.pop() if len(bills) == 1 else None


def bill_share_sentence(question: str, sentence: str) -> str | None:
    """What a kept sentence's share of the hospital bill comes to for the bill the question states."""
    m = _BILL_SHARE.search(sentence)
    bill = stated_bill(question) if m is not None else None
    if m is None or bill is None:
        return None
    percent = Decimal(m.group("pct"))
    return (
        f"For a hospital bill of {format_inr(bill)} that is {format_inr(capped_share(bill, percent))} "
        f"({percent.normalize():f}% of the bill)."
    )


#: a co-payment percent: "a co-payment of 20%", "20% co-pay", "co-payment of 10% on each and every claim"
_COPAY_PERCENT: Final = re.compile(
    r"(?P<a>\d{1,2})\s*%\s*(?:of\s+(?:each|every|the)\s+\w+\s+)?(?:voluntary\s+|mandatory\s+|compulsory\s+|base\s+)?"
    r"co-?\s?pay(?:ment)?\b|\bco-?\s?pay(?:ment)?\s+(?:of\s+)?(?:[a-z]+(?:[\s-][a-z]+)?\s+per\s?cent\s*\(\s*)?"
    r"(?P<b>\d{1,2})\s*%",
    re.IGNORECASE,
)


#: the other percents a co-payment offers after its first ("of 10% or 20%", "10%/20%")
_MORE_PERCENTS: Final = re.compile(r"(?:\s*(?:,|/|\bor\b|\band\b)\s*\d{1,2}\s*%)*", re.IGNORECASE)
_PCT_FIGURE: Final = re.compile(r"(\d{1,2})\s*%")


def copay_sentence(question: str, sentence: str) -> str | None:
    """What the one bill the question states leaves payable after the co-payment a kept sentence states, when the
    question names no other co-payment percent ("I chose 20% co-pay; bill 2 lakh; how much is paid?")."""
    bill = stated_bill(question)
    found = _COPAY_PERCENT.search(sentence) if bill is not None else None
    if bill is None or found is None:
        return None
    # the percents the sentence offers: one, or options ("a voluntary co-payment of 10% or 20%")
    offered = {int(found.group("a") or found.group("b"))}
    more = _MORE_PERCENTS.match(sentence, found.end())
    offered.update(int(p) for p in _PCT_FIGURE.findall(more.group(0) if more else ""))
    asked = {int(m.group("a") or m.group("b")) for m in _COPAY_PERCENT.finditer(question)}
    if len(asked) > 1 or (asked and not asked <= offered) or (not asked and len(offered) > 1):
        return None
    percent = asked.pop() if asked else offered.pop()
    payable = after_percent_deduction(bill, percent)
    borne = capped_share(bill, Decimal(percent))
    return (
        f"For a bill of {format_inr(bill)} a {percent}% co-payment is {format_inr(borne)}, paid by the insured "
        f"person, and leaves {format_inr(payable)} payable by the insurer, before any other limit."
    )


#: a table row whose one figure is a percent ("Loss of thumb - both phalanges | 25%"): a scale of the sum
#: insured, as the IRDAI personal accident tables of disablement benefits are printed
_ROW_PERCENT: Final = re.compile(r"^(?P<label>[^|%\d]{3,80}?)\s*\|\s*(?P<pct>\d{1,3}(?:\.\d{1,2})?)\s*%\s*$")
#: row labels whose percent is not a share of the sum insured paid out
_NOT_PAID_SHARE: Final = re.compile(
    r"co-?\s?pay|deductible|discount|loading|premium|refund|bonus|interest|tax|gst|cancel", re.IGNORECASE
)
_ASKS_AMOUNT: Final = re.compile(
    r"\bhow\s+much\b|\bwhat\s+(?:amount|sum)\b|\b(?:will|would|do|can|shall)\s+(?:i|we|he|she|they)\s+get\b",
    re.IGNORECASE,
)


def row_share_sentence(question: str, sentence: str, sum_insured: int) -> str | None:
    """A table row's percent of the sum insured worked out for the sum insured the question states, when the
    question asks an amount and the row names a word of the question ("lost my thumb" - "Loss of thumb | 25%")."""
    m = _ROW_PERCENT.match(sentence.strip())
    if m is None or _NOT_PAID_SHARE.search(m.group("label")) or not _ASKS_AMOUNT.search(question):
        return None
    label = re.sub(
        r"^\(?(?:[ivxlc]+|[a-z])\)\s*", "", " ".join(m.group("label").split()), flags=re.IGNORECASE
    )
    named = {w for w in content_words(label) if not is_number(w)}
    if not named & {w for w in content_words(question) if not is_number(w)}:
        return None
    percent = Decimal(m.group("pct"))
    amount = capped_share(sum_insured, percent)
    return f"For a sum insured of {format_inr(sum_insured)}, {percent.normalize():f}% ({label}) is {format_inr(amount)}."


#: a question about both eyes ("cataract in both eyes", "the two eyes together")
_BOTH_EYES: Final = re.compile(
    r"\b(?:both|two|2)\s+(?:of\s+)?(?:my|her|his|the|their|our)?\s*eyes\b|\beyes\s+both\b", re.IGNORECASE
)
#: a rupee limit stated per eye ("Rs 40,000 per eye", "₹25,000 for each eye")
_PER_EYE: Final = re.compile(
    r"^\W{0,3}(?:/-)?\s*(?:\(?[^)]{0,30}\)\s*)?(?:per|for\s+each|each|for\s+every)\s+eye\b", re.I
)


def both_eyes_sentence(question: str, sentence: str) -> str | None:
    """What a kept sentence's one per-eye limit comes to for both eyes, when the question asks about both."""
    if not _BOTH_EYES.search(question) or _SHARE.search(sentence):
        return None  # a share of the sum insured is worked out for the sum insured (per eye)
    per_eye = {a.value for a in find_amounts(sentence) if _PER_EYE.match(sentence[a.end :])}
    if len(per_eye) != 1:
        return None
    limit = per_eye.pop()
    return (
        f"For both eyes that is up to {format_inr(per_unit_total(limit, 2))} ({format_inr(limit)} per eye)."
    )


#: a charge the question says was paid or billed ("they charged Rs 6,500", "paid 2,500 each time")
_CHARGED_BEFORE: Final = re.compile(
    r"\b(?:charged|paid|billed|cost|costs|costing|charges?|fare)\s*(?:us\s+|me\s+|him\s+|her\s+)?(?:of\s+|was\s+|is\s+)?"
    r"(?:rs\.?\s*|₹\s*|inr\s*)?$",
    re.IGNORECASE,
)
#: a rupee ceiling in a kept sentence ("up to Rs 5,000 per hospitalisation", "maximum of Rs. 2,000")
_CEILING_BEFORE: Final = re.compile(
    r"\b(?:up\s*to|upto|maximum(?:\s+of)?|max\.?|limited\s+to|not\s+exceeding|capped\s+at|subject\s+to\s+(?:a\s+)?"
    r"(?:maximum\s+of\s+)?)\s*(?:rs\.?\s*|₹\s*|inr\s*)?$",
    re.IGNORECASE,
)


def capped_charge_sentence(question: str, sentence: str) -> str | None:
    """What a kept sentence's one rupee ceiling pays of the one charge the question states, and what is left to
    the insured ("charged Rs 6,500" under "up to Rs 5,000": ₹5,000 paid, ₹1,500 not)."""
    charges = {
        m.value
        for m in find_amounts(question)
        if _CHARGED_BEFORE.search(question[max(0, m.start - 25) : m.start])
        or _BILL_BEFORE.search(question[max(0, m.start - 40) : m.start])
    }
    ceilings = {
        a.value
        for a in find_amounts(sentence)
        if _CEILING_BEFORE.search(sentence[max(0, a.start - 30) : a.start])
        and not _PER_DAY_AFTER.match(sentence[a.end :])
    }
    if len(charges) != 1 or len(ceilings) != 1 or _SHARE.search(sentence):
        return None
    # the ceiling is of the thing charged: the sentence names a concept the question names ("ambulance")
    if not {c.name for c in concepts_in(question)} & {c.name for c in concepts_in(sentence)}:
        return None
    charge, ceiling = charges.pop(), ceilings.pop()
    if charge <= ceiling:
        return None  # within the limit: nothing to work out beyond the limit itself
    paid, left = within_cap(charge, ceiling)
    return (
        f"For a charge of {format_inr(charge)} that limit pays up to {format_inr(paid)}; the other "
        f"{format_inr(left)} is not paid under it."
    )


def worked_sentence(question: str, sentence: str) -> str | None:
    """The rupees a kept answer sentence's share of the sum insured comes to for the sum insured the question
    states, or its daily amount over the stay the question tells of, as one sentence; None when there is
    nothing to work out."""
    for work in (
        deductible_sentence,
        per_day_sentence,
        bill_share_sentence,
        copay_sentence,
        both_eyes_sentence,
        capped_charge_sentence,
    ):
        worked = work(question, sentence)
        if worked is not None:
            return worked
    sum_insured = stated_sum_insured(question)
    if sum_insured is None:
        return None
    bonus = bonus_sentence(question, sentence, sum_insured)
    if bonus is not None:
        return bonus
    row = row_share_sentence(question, sentence, sum_insured)
    if row is not None:
        return row
    shares = shares_of_sum_insured(sentence, sum_insured)
    if not shares:
        return None
    pieces = []
    for s in shares:
        pct = f"{s.percent.normalize():f}%"
        if s.cap is None:
            pieces.append(f"{format_inr(s.amount)} ({pct} of the sum insured)")
        elif s.amount < s.cap:
            pieces.append(
                f"{format_inr(s.amount)} ({pct} of the sum insured, within the {format_inr(s.cap)} maximum)"
            )
        else:
            pieces.append(
                f"{format_inr(s.amount)} (the {format_inr(s.cap)} maximum, lower than {pct} of the sum insured)"
            )
    return f"For a sum insured of {format_inr(sum_insured)} that is " + "; and ".join(pieces) + "."
