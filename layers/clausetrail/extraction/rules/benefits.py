"""Covered and advanced benefits (passes 2 and 6): is a benefit offered, and its periods and bonus.

A benefit counts as offered when a clause outside the definitions and exclusions names it with cover
language ("We will cover", "shall indemnify", "covered", "payable"), whether built in or optional (the
golden labelling rule); it is not offered when it appears only in exclusions ("Any expenses incurred on
Domiciliary Hospitalization") or nowhere.
"""

from __future__ import annotations

import re
from typing import Final

from clausetrail.extraction.doctext import DocText, Span
from clausetrail.extraction.rules.common import (
    Finding,
    clause_is_definition,
    first_duration,
    in_cover_section,
    in_exclusion_context,
    looks_excluded,
    percent_value,
)
from clausetrail.extraction.rules.limit_reading import deferral
from clausetrail.extraction.rules.tables import is_table, table_row_at

_COVER: Final = re.compile(
    r"\bwe\s+(?:will|shall)\s+(?:also\s+)?(?:pay|cover|indemnify|reimburse)|\bshall\s+(?:also\s+)?(?:indemnify|pay|reimburse|cover)\b"
    r"|\b(?:is|are|will\s+be|shall\s+be|be)\s+(?:also\s+)?(?:covered|payable|reimbursed|indemnified|admissible)\b"
    r"|\bcovers?\b|\bcoverage\b|\bbenefits?\b|\bindemnif\w+|\bpay\s+for\b|\bwill\s+pay\b|\bup\s*to\s+(?:the\s+)?(?:sum|SI|limit)",
    re.IGNORECASE,
)
_STRONG_COVER: Final = re.compile(
    r"\b(?:we|company|insurer)\s+(?:will|shall)\s+(?:also\s+)?(?:pay|cover|indemnify|reimburse)\b"
    r"|\b(?:is|are|will\s+be|shall\s+be)\s+(?:also\s+)?covered\b",
    re.IGNORECASE,
)
_EXCLUSION_ITEM: Final = re.compile(
    r"^\W*(?:\d{1,2}[.)]\s*|[a-z][.)]\s*|[ivx]{1,4}[.)]\s*)?(?:any\s+)?(?:expenses?|charges?|costs?)\s+"
    r"(?:incurred\s+(?:on|for|towards)|related\s+to|for|towards|on)\b",
    re.IGNORECASE,
)


def _excluded_item(doc: DocText, pos: int) -> bool:
    sentence = doc.sentence_text(pos)
    return bool(_EXCLUSION_ITEM.match(sentence)) and not _COVER.search(sentence)


#: the rest of a question's sentence after the mention ("... treatment at home. Is that covered?")
_ASKED_AFTER: Final = re.compile(
    r"[^.?\n]{0,40}\.?\s*(?:is|are|will|does|do|can)\s+[^.?\n]{0,40}\?", re.IGNORECASE
)
#: a sentence whose own verb denies the cover
_NEGATED_COVER: Final = re.compile(
    r"\b(?:is|are|shall|will)\s+not\s+(?:be\s+)?(?:covered|payable|paid|admissible)\b|\b(?:is|are)\s+excluded\b"
    r"|\bnot\s+covered\s+under\s+this\s+policy\b",
    re.IGNORECASE,
)


def benefit_offered(doc: DocText, mention: re.Pattern[str], *, context_chars: int = 350) -> Finding:
    """True with the first mention that reads as cover — the first that grants it in words ("we will pay", "is
    covered") before one that only sits near cover words or in a cover section (a list of benefit names),
    so the clause cited is the benefit's own; False (with the exclusion as evidence, or none)."""
    excluded_at: int | None = None
    weak: Finding | None = None
    for m in mention.finditer(doc.text):
        if clause_is_definition(doc, m.start()):
            continue
        sentence = doc.sentence(m.start(), m.end())
        own = doc.text[sentence.start : min(sentence.end, m.end() + 300)]
        if _STRONG_COVER.search(own) and not looks_excluded(
            doc.text[sentence.start : min(sentence.end, m.end() + 60)]
        ):
            return Finding(True, m.start(), m.end(), 0.85)
        whole = doc.text[sentence.start : sentence.end]
        # the mention's own predicate follows it, within its table cell
        own_after = doc.text[m.start() : sentence.end].split(" | ")[0]
        if whole.rstrip().endswith("?") or _ASKED_AFTER.match(doc.text, m.end()):
            continue  # a question (an FAQ's "Is treatment at home covered?") grants nothing; its answer is read
        if (
            in_exclusion_context(doc, m.start())
            or _excluded_item(doc, m.start())
            # "Domiciliary hospitalisation, that is treatment taken at home ..., is not covered under this Policy"
            or (_NEGATED_COVER.search(own_after) is not None and _STRONG_COVER.search(whole) is None)
        ):
            if excluded_at is None:
                excluded_at = m.start()
            continue
        lo = max(0, m.start() - context_chars)
        hi = min(len(doc.text), m.end() + context_chars)
        if weak is None and (
            _COVER.search(doc.text, sentence.start, sentence.end) or _COVER.search(doc.text[lo:hi])
        ):
            weak = Finding(True, m.start(), m.end(), 0.8)
        elif weak is None and in_cover_section(doc, m.start()):
            weak = Finding(True, m.start(), m.end(), 0.7)
    if weak is not None:
        return weak
    if excluded_at is not None:
        return Finding(False, excluded_at, excluded_at + 20, 0.75, "named only in an exclusion")
    return Finding.absent(False, 0.6, "not named in the wording")


_DAY_CARE: Final = re.compile(
    r"\bday[\s-]*care\s+(?:treatments?|procedures?|surgery|surgeries|benefit|cover|expenses)|\ball\s+day[\s-]*care"
    # hospitalisation of fewer than 24 hours is day care by definition ("Admitted for 2 hours or more")
    r"|\b(?:admitted|hospitali[sz]ed|admission)\s+for\s+(?:[1-9]|1\d|2[0-3])\s+hours?\s+or\s+more",
    re.IGNORECASE,
)
_AYUSH: Final = re.compile(
    r"\bAYUSH\b|\bayurved\w*|\bhomoeopath\w*|\bhomeopath\w*|\bunani\b|\bsiddha\b", re.IGNORECASE
)
_ORGAN_DONOR: Final = re.compile(
    r"\borgan\s*donor|\bdonor'?s?\s+(?:medical\s+)?(?:expenses|cover|hospitali\w+|treatment)|\bharvest\w*"
    r"|\b(?:on|of)\s+the\s+donor\b",
    re.IGNORECASE,
)
_DOMICILIARY: Final = re.compile(
    r"\bdomiciliary|\bhome\s+(?:health\s*)?care\b|\btreatment\s+at\s+home\b", re.IGNORECASE
)
_MATERNITY: Final = re.compile(r"\bmaternity\b", re.IGNORECASE)
_DELIVERY: Final = re.compile(
    r"\bexpenses\s+for\s+(?:a\s+|the\s+)?delivery\b|\bdelivery\s+(?:including|by)\s+(?:delivery\s+by\s+)?caesarean",
    re.IGNORECASE,
)


def day_care_covered(doc: DocText) -> Finding:
    return benefit_offered(doc, _DAY_CARE)


def ayush_covered(doc: DocText) -> Finding:
    return benefit_offered(doc, _AYUSH)


def organ_donor_covered(doc: DocText) -> Finding:
    return benefit_offered(doc, _ORGAN_DONOR)


def domiciliary_covered(doc: DocText) -> Finding:
    return benefit_offered(doc, _DOMICILIARY)


_MATERNITY_COVER: Final = re.compile(
    r"\bmaternity\s+(?:expenses?|cover|benefit|treatment)?\s*[:\-]?\s*(?:\n|\s)*(?:[a-z]\.\s*)?(?:maternity\s+expenses\s*:\s*)?"
    r"(?:we\s+(?:will|shall)\s+(?:also\s+)?(?:pay|cover|indemnify)|the\s+company\s+(?:shall|will)\s+(?:also\s+)?(?:indemnify|pay|reimburse))"
    r"|(?:we\s+(?:will|shall)\s+(?:also\s+)?(?:pay|cover|indemnify)|shall\s+(?:indemnify|pay|reimburse))\s+(?:for\s+)?(?:the\s+)?maternity",
    re.IGNORECASE,
)


_EXCL18_CARVE_OUT: Final = re.compile(
    r"maternity\W{0,3}(?:expenses?\W{0,3})?\(?\s*except\s+(?:to\s+the\s+extent\s+)?(?:provided|covered|stated|specified)"
    r"[^)]{0,120}\)?[^.]{0,40}?excl\s*[-_.:]?\s*18"
    # the code first, the carve-out after it ("Maternity - Code Excl 18 (Except to the extent covered under ...)")
    r"|maternity\W{0,5}(?:code\W{0,3})?excl\s*[-_.:]?\s*18\W{0,5}except\s+(?:to\s+the\s+extent\s+)?"
    r"(?:provided|covered|stated|specified)"
    # ... or at the end of the standard text ("This exclusion does not apply to the Maternity Expenses benefit
    # (C.13)", "... to the extent cover is granted under the Maternity Benefit")
    r"|excl\s*[-_.:]?\s*18\b[^§]{0,700}?\bthis\s+exclusion\s+(?:does|shall)\s+not\s+apply\s+to\s+"
    r"(?:the\s+extent\s+(?:cover\s+is\s+)?(?:granted|provided)\s+under\s+)?(?:the\s+)?[^.]{0,40}?maternity",
    re.IGNORECASE,
)
# an optional maternity cover that removes the standard exclusion when opted ("When this Benefit is opted ...,
# Maternity Expense Exclusion (Code - Excl18) under the Policy stands deleted")
_EXCL18_DELETED: Final = re.compile(
    r"excl\s*[-_.:]?\s*18\W{0,5}(?:[^.]{0,60}?\b)?(?:stands?|shall\s+stand|is|are|will\s+be|shall\s+be)\s+"
    r"(?:deleted|waived|removed|withdrawn|not\s+applicable)",
    re.IGNORECASE,
)
_MATERNITY_HEADING: Final = re.compile(
    r"(?:^|\n)\s*(?:[\w.()]{1,8}\s+)?maternity\s+(?:cover|benefit|expenses?)\b[^\n]{0,30}\n", re.IGNORECASE
)
_COVERED_VERB: Final = re.compile(
    r"\bshall\s+be\s+(?:covered|payable|paid|reimbursed)|\bwill\s+be\s+(?:covered|paid|reimbursed)"
    r"|\b(?:are|is)\s+(?:covered|payable)\b|\b(?:we|the\s+company|the\s+insurer)\s+(?:will|shall)\s+(?:pay|cover|indemnify)",
    re.IGNORECASE,
)


def maternity_covered(doc: DocText) -> Finding:
    """Maternity is covered when a benefit clause pays for it ("Maternity Cover: We will cover ...",
    "The Company shall indemnify Maternity Expenses"); the IRDAI Excl18 or silence means not covered."""
    for m in _MATERNITY_COVER.finditer(doc.text):
        if in_exclusion_context(doc, m.start()) or clause_is_definition(doc, m.start()):
            continue
        return Finding(True, m.start(), m.end(), 0.8)
    for m in _MATERNITY.finditer(doc.text):
        if clause_is_definition(doc, m.start()) or in_exclusion_context(doc, m.start()):
            continue
        sentence = doc.sentence(m.start(), m.end())
        text = doc.text[sentence.start : sentence.end]
        if re.search(
            r"(?:we|the\s+company|the\s+insurer)\s+will\s+(?:pay|cover)|shall\s+(?:indemnify|pay)|is\s+covered"
            r"|are\s+covered",
            text,
            re.IGNORECASE,
        ) and not re.search(r"\bnot\b|\bexclu", text, re.IGNORECASE):
            return Finding(True, m.start(), m.end(), 0.65)
    # a delivery benefit that never says "maternity" ("<n>. Delivery ... Expenses for a delivery including
    # delivery by caesarean section ... are payable")
    for m in _DELIVERY.finditer(doc.text):
        if in_exclusion_context(doc, m.start()) or clause_is_definition(doc, m.start()):
            continue
        sentence = doc.sentence(m.start(), m.end())
        text = doc.text[sentence.start : sentence.end]
        if re.search(
            r"\b(?:are|is)\s+payable\b|we\s+will\s+(?:pay|cover)|shall\s+(?:indemnify|pay)|\b(?:are|is)\s+covered",
            text,
            re.IGNORECASE,
        ) and not re.search(r"\bnot\b|\bexclu", text, re.IGNORECASE):
            return Finding(True, m.start(), m.end(), 0.65)
    # the standard Excl18 with its IRDAI carve-out ("Maternity (except to the extent provided for under
    # Section X): Code-Excl18"): the wording pays maternity somewhere, often by plan or as an option
    carve_out = _EXCL18_CARVE_OUT.search(doc.text)
    if carve_out is not None:
        return Finding(True, carve_out.start(), carve_out.end(), 0.6, "Excl18 carves out a maternity benefit")
    deleted = _EXCL18_DELETED.search(doc.text)
    if deleted is not None:
        return Finding(True, deleted.start(), deleted.end(), 0.6, "an optional cover deletes Excl18")
    # a clause headed "Maternity (Cover|Benefit|Expenses)" whose first sentences say the expenses are covered
    for m in _MATERNITY_HEADING.finditer(doc.text):
        if in_exclusion_context(doc, m.start()) or clause_is_definition(doc, m.start()):
            continue
        body = doc.text[m.end() : m.end() + 400]
        first = re.split(r"(?<=[.;])\s", body, maxsplit=2)
        text = " ".join(first[:2])
        if _COVERED_VERB.search(text) and not re.search(r"\bnot\s+(?:be\s+)?covered\b|\bexclu", text, re.I):
            return Finding(True, m.start(), m.end(), 0.65, "a maternity benefit clause")
    excl = re.search(
        r"maternity[^.]{0,40}?excl\s*[-_.:]?\s*18|excl\s*[-_.:]?\s*18[^.]{0,20}?maternity",
        doc.text,
        re.IGNORECASE,
    )
    if excl is not None:
        return Finding(False, excl.start(), excl.end(), 0.8, "maternity is a standard exclusion (Excl18)")
    return Finding.absent(False, 0.6, "no maternity benefit in the wording")


# -- pre- and post-hospitalisation -------------------------------------------------------------------------

#: a number of days: a figure or words ("one hundred and eighty"), with the other form in brackets or not
_COUNT: Final = (
    r"(?:\d{1,3}|(?:[a-z]+[\s-]){0,4}[a-z]+)\s*(?:\(\s*(?:\d{1,3}|[a-z]+(?:[\s-][a-z]+){0,4})\s*\)\s*)?"
)
_DAYS: Final = r"(?P<d>" + _COUNT + r"days?)"
# "N days (period) immediately before and M days immediately after ...": both periods in one phrase
_PAIRED: Final = (
    r"(?P<pre>" + _COUNT + r"days?)\s*(?:period\s+)?"
    r"(?:immediately\s+)?(?:before|prior\s+to|preceding)\s+(?:and|&)\s+"
    r"(?P<post>" + _COUNT + r"days?)\s*(?:period\s+)?"
    r"(?:immediately\s+)?(?:after|following)\b"
)
_PRE_PAIRED: Final = re.compile(_PAIRED.replace("?P<pre>", "?P<d>").replace("?P<post>", "?:"), re.IGNORECASE)
_POST_PAIRED: Final = re.compile(_PAIRED.replace("?P<pre>", "?:").replace("?P<post>", "?P<d>"), re.IGNORECASE)
#: a plan or band named in brackets after the period ("60 days (Gold Plan) immediately before ...")
_QUALIFIER: Final = r"(?:\s*\([^()\n]{1,60}\))?"
_PRE_AFTER: Final = re.compile(
    _DAYS
    + _QUALIFIER
    + r"\s*(?:immediately\s+)?(?:prior\s*to|before|preceding)\s+(?:[\w'’]+\s+){0,6}?(?:admission|hospitali[sz])",
    re.IGNORECASE,
)
#: a clause reference in brackets after a table row's label ("Pre-hospitalisation (3.1.2) | 30 days")
_CLAUSE_REF: Final = r"(?:\s*\((?:clause\s+|section\s+)?[\w]{1,4}(?:\.[\w]{1,4}){0,4}\))?"
_PRE_LABEL: Final = re.compile(
    r"pre[\s-]*hospitali[sz]ation\b" + _CLAUSE_REF + r"[^.;\n]{0,60}?(?:up\s*to|upto|for|of)?\s*" + _DAYS,
    re.IGNORECASE,
)
_POST_AFTER: Final = re.compile(
    _DAYS
    + _QUALIFIER
    + r"\s*(?:immediately\s+)?(?:after|following|from\s+the\s+date\s+of|post)\s+(?:[\w'’]+\s+){0,5}?discharge",
    re.IGNORECASE,
)
#: "60 days post hospitalisation" (not a row's days followed by the next row's label on its own line)
_POST_AFTER_STAY: Final = re.compile(_DAYS + r"[ \t]*post[ \t-]+hospitali[sz]ation", re.IGNORECASE)
_POST_LABEL: Final = re.compile(
    r"post[\s-]*hospitali[sz]ation\b" + _CLAUSE_REF + r"[^.;\n]{0,60}?(?:up\s*to|upto|for|of)?\s*" + _DAYS,
    re.IGNORECASE,
)


_DEADLINE: Final = re.compile(
    r"\b(?:within|not\s+later\s+than|filed|submi\w*|intimat\w*|notif\w*)\W+(?:\w+\W+){0,3}$", re.IGNORECASE
)


#: A per-day benefit counted in days after discharge (home nursing, hospital cash, convalescence) is not the
#: post-hospitalisation cover period.
_PER_DAY_BENEFIT: Final = re.compile(
    r"\b(?:for\s+)?each\s+day\b|\bper\s+day\b|\bdaily\b|\bnurs(?:e|es|ing)\b|\bcash\b|\ballowance\b"
    r"|\bconvalescen|\brecuperat|\battendant\b",
    re.IGNORECASE,
)
#: A notice period ("in case of planned hospitalisation, at least 7 days prior to admission" to intimate a claim)
#: is not the pre-hospitalisation cover period.
_NOTICE: Final = re.compile(
    r"\bintimat\w*|\bnotif\w*|\binform\w*|\bat\s*least\b|\bnot\s+less\s+than\b|\bpre-?auth\w*", re.IGNORECASE
)
_PRE_BENEFIT: Final = re.compile(r"\bpre[\s-]*hospitali[sz]ation\b", re.IGNORECASE)
_POST_BENEFIT: Final = re.compile(r"\bpost[\s-]*hospitali[sz]ation\b", re.IGNORECASE)


def _period(doc: DocText, patterns: tuple[re.Pattern[str], ...], benefit: re.Pattern[str]) -> Finding | None:
    """The coverage period (7-365 days): the earliest match of the first pattern that matches (the
    "N days before admission / after discharge" phrasing first, then "Pre-hospitalisation ... N days"),
    outside the definitions, else inside them (some wordings state it only in the defined term). Claim
    deadlines ("filed within 15 days from discharge") and the days of a per-day benefit (home nursing for
    up to N days after discharge) are not coverage periods. When no period is printed and the benefit's
    clause leaves it to the schedule ("up to the limits specified in the Policy Schedule"), the period is
    deferred."""
    in_definitions: list[tuple[int, int, int]] = []
    for pattern in patterns:
        found: list[tuple[int, int, int]] = []
        for m in pattern.finditer(doc.text):
            d = first_duration(m.group("d"), "days", kinds=("days",))
            if d is None or not 7 <= d[0] <= 365:
                continue
            start = m.start("d") + d[1]
            if "\n" in m.group(0) and is_table(doc, doc.clause_index(m.start())):
                continue  # a table row ends at its line: the next row's label is another benefit's
            if _DEADLINE.search(doc.text[max(0, start - 40) : start]):
                continue
            # the benefit counted per day is named in the period's own sentence (in a table, its own row)
            sentence_start = doc.sentence(start, start + 1).start
            row = table_row_at(doc, start)
            look_from = max(0, start - 160, sentence_start, row.start if row is not None else 0)
            if _PER_DAY_BENEFIT.search(doc.text[look_from:start]):
                continue
            if _NOTICE.search(doc.text[max(sentence_start, start - 200) : start]):
                continue
            target = in_definitions if clause_is_definition(doc, m.start()) else found
            target.append((start, m.start("d") + d[2], d[0]))
        if found:
            start, end, days = min(found)
            row = table_row_at(doc, start)
            periods = _row_periods(doc, row) if row is not None else _plan_periods(doc, start)
            if len(periods) > 1:
                # a table row with one period per plan or band ("30 days | 60 days"): which applies is for the
                # schedule; the shortest, held doubtful, so a rule that needs it refers the claim
                listed = " / ".join(str(p) for p in sorted(periods))
                return Finding(
                    min(periods), start, end, 0.5, f"the period differs by plan or band: {listed} days"
                )
            return Finding(days, start, end, 0.8)
    if in_definitions:
        start, end, days = min(in_definitions)
        return Finding(days, start, end, 0.6)
    for m in benefit.finditer(doc.text):
        if clause_is_definition(doc, m.start()) or in_exclusion_context(doc, m.start()):
            continue
        sentence = doc.sentence(m.start(), m.end())
        deferred = deferral(
            doc, m.start(), min(sentence.end + 200, doc.clause_span(doc.clause_index(m.start())).end)
        )
        if deferred is not None:
            return Finding.deferred(
                deferred.start, deferred.end, 0.5, "the wording defers the period to the policy schedule"
            )
    return None


_PLAN_PERIOD: Final = re.compile(_DAYS + r"\s*\((?P<plan>[^()\n]{1,60})\)", re.IGNORECASE)


#: what joins the periods of one list of plans ("30 days (Silver) or 60 days (Gold)", "30 days (A), 45 days (B)")
_PLAN_JOIN: Final = re.compile(r"\s*(?:,|;|/|\bor\b|\band\b|,\s*(?:or|and)\b)?\s*", re.IGNORECASE)


def _plan_periods(doc: DocText, start: int) -> set[int]:
    """The periods a sentence gives per plan or band, each with its plan in brackets ("30 days (Silver Plan)
    or 60 days (Gold Plan)"), in the one list that holds `start` (a sentence may give the periods before
    admission per plan, then those after discharge per plan); empty when the sentence names one period."""
    sentence = doc.sentence(start, start + 1)
    runs: list[list[tuple[int, int, int]]] = []
    for m in _PLAN_PERIOD.finditer(doc.text, sentence.start, sentence.end):
        d = first_duration(m.group("d"), "days", kinds=("days",))
        if d is None or not 7 <= d[0] <= 365 or not re.search(r"[A-Za-z]", m.group("plan")):
            continue
        item = (m.start(), m.end(), d[0])
        if runs and _PLAN_JOIN.fullmatch(doc.text, runs[-1][-1][1], m.start()):
            runs[-1].append(item)
        else:
            runs.append([item])
    for run in runs:
        if run[0][0] <= start < run[-1][1]:
            return {days for _s, _e, days in run}
    return set()


def _row_periods(doc: DocText, row: Span) -> set[int]:
    """The periods in days that the value cells of a table row state (the label cell left out)."""
    cells = doc.text[row.start : row.end].split("|")[1:]
    found = (first_duration(cell, "days", kinds=("days",)) for cell in cells)
    return {d[0] for d in found if d is not None and 7 <= d[0] <= 365}


def pre_hospitalisation_days(doc: DocText) -> Finding | None:
    return _period(doc, (_PRE_AFTER, _PRE_PAIRED, _PRE_LABEL), _PRE_BENEFIT)


def post_hospitalisation_days(doc: DocText) -> Finding | None:
    return _period(doc, (_POST_AFTER, _POST_PAIRED, _POST_AFTER_STAY, _POST_LABEL), _POST_BENEFIT)


# -- bonuses, restoration, health check-up -----------------------------------------------------------------

_BONUS: Final = re.compile(
    r"cumulative\s+bonus|no[\s-]+claims?\s+bonus|no[\s-]+claims?\s+discount|\bNCD\b|\bNCB\b|loyalty\s+bonus|\bCB\b",
    re.IGNORECASE,
)
_PCT: Final = re.compile(r"(?P<pct>\d{1,3}(?:\.\d{1,2})?)\s*%")
_CAP_BEFORE: Final = re.compile(
    r"(?:maximum|max\.?|not\s+exceed\w*|up\s*to|upto|limit\w*|accumulat\w*|more\s+than|cap\w*|total\s+of|extent\s+of)"
    r"(?:\s+(?:of|to|the|a))*\s*$",
    re.IGNORECASE,
)


_BONUS_ELSEWHERE: Final = re.compile(
    r"\b(?:restor\w*|reinstat\w*|recharg\w*|insufficient|exhaust\w*)\b", re.IGNORECASE
)


def no_claim_bonus(doc: DocText) -> Finding | None:
    """The bonus (or no-claim discount) percent per claim-free year, read next to its name (in a table, in its
    own row); caps ("subject to maximum of 50%") are not the yearly rate. A sentence that names the bonus only
    as part of another benefit ("if the sum insured and the bonus are exhausted, we restore 100%") is passed
    over; when the naming sentence states no rate (a heading, "Do I get anything for not claiming? (Cumulative
    bonus) Yes."), the next sentence of its clause is read."""
    for m in _BONUS.finditer(doc.text):
        if clause_is_definition(doc, m.start()):
            continue
        row = table_row_at(doc, m.start())
        sentence = row if row is not None else doc.sentence(m.start(), m.end())
        if _BONUS_ELSEWHERE.search(doc.text, sentence.start, sentence.end):
            continue
        found = _bonus_rate(doc, m, sentence.start, sentence.end)
        following = doc.next_sentence(sentence) if found is None and row is None else None
        if following is not None and not _BONUS_ELSEWHERE.search(doc.text, following.start, following.end):
            found = _bonus_rate(doc, m, sentence.start, following.end)
        if found is not None:
            return found
    return None


def _bonus_rate(doc: DocText, m: re.Match[str], start: int, end: int) -> Finding | None:
    """The percent nearest the bonus's name within ``[start, end)`` that is not a cap."""
    lo = max(start, m.start() - 160)
    hi = min(end, m.end() + 260)
    best: tuple[int, re.Match[str]] | None = None
    for p in _PCT.finditer(doc.text, lo, hi):
        if _CAP_BEFORE.search(doc.text[max(0, p.start() - 30) : p.start()]):
            continue
        value = float(p.group("pct"))
        if not 0 < value <= 100:
            continue
        distance = abs(p.start() - m.start())
        if best is None or distance < best[0]:
            best = (distance, p)
    if best is None:
        return None
    p = best[1]
    return Finding(percent_value(p.group("pct")), p.start(), p.end(), 0.7)


# The benefit's name: a restore-family word ("Restoration", "Reinstatement", "Recharge", "Reset", "Refill"),
# or a coined "Re" + capitalised word brand name (camel case, optionally with "+" or "X" for a variant),
# which the checks below only accept when its own clause speaks of restoring an exhausted sum insured.
_RESTORE: Final = re.compile(
    r"(?P<name>(?:(?:Unlimited|Automatic|Auto|Super|Complete|Smart|Annual)\s+){0,2}"
    r"(?:Restor(?:e|ation)|Reinstat(?:e|ement)|Recharge|Reset|Refill|Re-?fill|Re[A-Z][a-z]{3,}(?:\+|X)?)"
    r"(?:\s+of\s+(?:the\s+)?(?:Base\s+|Basic\s+)?(?:Sum\s+Insured|SI))?(?:\s+Benefit)?)(?![\w])",
)


_DENIED: Final = re.compile(r"\b(?:no|without|not)\s+(?:(?:any|a|the)\s+)?$", re.IGNORECASE)


def restoration_benefit(doc: DocText) -> Finding | None:
    """The name of the restoration / recharge / reinstatement benefit, as printed (its clause is the quote)."""
    for m in _RESTORE.finditer(doc.text):
        if clause_is_definition(doc, m.start()) or in_exclusion_context(doc, m.start()):
            continue
        line_start = doc.text.rfind("\n", 0, m.start()) + 1
        if _DENIED.search(doc.text[max(line_start, m.start() - 40) : m.start()]):
            continue  # "No Bonus and No Reinstatement": the wording says there is none
        context = doc.text[m.end() : m.end() + 400]
        around = doc.text[max(0, m.start() - 200) : m.end() + 400]
        if not re.search(r"sum\s+insured|\bSI\b", around, re.IGNORECASE):
            continue
        if not re.search(
            r"exhaust|restor|reinstat|recharg|reset|refill|utili[sz]", context + m.group(0), re.IGNORECASE
        ):
            continue
        name = " ".join(m.group("name").split())
        return Finding(name, m.start(), m.end(), 0.6)
    return None


_CHECKUP: Final = re.compile(
    r"(?P<name>(?:(?:Preventive|Preventative|Annual|Free|Routine|Comprehensive)\s+)?(?:Health|Medical)\s+Check[\s-]?ups?)",
    re.IGNORECASE,
)


def _canonical_checkup(name: str) -> str:
    return re.sub(r"check[\s-]?ups?\b", "Check-up", name, flags=re.IGNORECASE)


def health_checkup(doc: DocText) -> Finding | None:
    """The name of the health check-up benefit, as printed (its clause is the quote); among the names in
    the benefit's own clause the most specific ("Preventive Health Check-up" over "Health Checkup")."""
    for m in _CHECKUP.finditer(doc.text):
        if clause_is_definition(doc, m.start()) or in_exclusion_context(doc, m.start()):
            continue
        around = doc.text[max(0, m.start() - 250) : m.end() + 350]
        if not _COVER.search(around) and not re.search(
            r"reimburs|eligible|once|every|policy\s+year", around, re.IGNORECASE
        ):
            continue
        names = [m]
        for other in _CHECKUP.finditer(doc.text, m.end(), min(len(doc.text), m.end() + 300)):
            names.append(other)
        chosen = max(names, key=lambda n: (len(n.group("name").split()), -n.start()))
        name = _canonical_checkup(" ".join(chosen.group("name").split()))
        return Finding(name, chosen.start(), chosen.end(), 0.6)
    return None
