"""Identity (pass 1) and the sum insured options (pass 7).

- UIN: the IRDAI product code pattern (``<3 letters>HLIP<5 digits>V<6 digits>``); the most frequent, early
  pages weigh more.
- Insurer: "<Name> [General|Health] Insurance|Assurance [Company|Co.] Limited|Ltd."; the longest name
  that most mentions agree on.
- Product: the names printed beside the UIN ("<Product>- <UIN>", "UIN : <UIN> <Product>"),
  after "Product Name:", or before "Policy Wording(s)"; the most frequent after removing the insurer.
- Sum insured options: a "Sum Insured" label followed by a run of at least three round amounts, in rising
  order per plan (a plan chart or table row), lakh lists like "INR a/ b/ c /d Lac" included; not in an
  illustration; not listed -> null.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from typing import Final

from clausetrail.extraction.doctext import DocText, word_set
from clausetrail.extraction.rules.common import Finding
from clausetrail.extraction.rules.sum_insured import sum_insured_options as sum_insured_options

UIN_PATTERN: Final = re.compile(r"\b[A-Z]{3}H[LA][A-Z]{2}\d{5}V\d{6}\b")


def uin_counts(text: str) -> Counter[str]:
    """How often each UIN is printed."""
    return Counter(UIN_PATTERN.findall(text))


def uin(doc: DocText) -> Finding | None:
    scores: Counter[str] = Counter()
    first_at: dict[str, int] = {}
    for m in UIN_PATTERN.finditer(doc.text):
        code = m.group(0)
        page = doc.clause_at(m.start()).page_start
        scores[code] += 3 if page <= 2 else 1
        first_at.setdefault(code, m.start())
    if not scores:
        return _old_format_uin(doc)
    best = max(scores, key=lambda c: (scores[c], -first_at[c]))
    start = first_at[best]
    return Finding(best, start, start + len(best), 0.95 if len(scores) == 1 else 0.8)


#: the file-and-use numbers of wordings filed before the 2011 UIN scheme took its present form:
#: "IRDA/NL-HLT/<insurer>/P-H/V.<roman>/<serial>/<yy-yy>", with "/" or "-" between the parts
OLD_UIN_PATTERN: Final = re.compile(
    r"\bIRDAI?[/-](?:NL[/-])?HLT[/-][A-Z]{2,8}[/-]P[/-]H[/-]V\.?[IVX]{1,4}[/-]\d{1,4}[/-]\d{2,4}[-–]\d{2}\b"
)


def _old_format_uin(doc: DocText) -> Finding | None:
    """An old-format file-and-use number, the one printed most often (None when there is none)."""
    found = list(OLD_UIN_PATTERN.finditer(doc.text))
    if not found:
        return None
    ((best, _),) = Counter(m.group(0) for m in found).most_common(1)
    first = next(m for m in found if m.group(0) == best)
    return Finding(best, first.start(), first.end(), 0.8, "an old-format file-and-use number")


# -- insurer ---------------------------------------------------------------------------------------------

_NAME_WORD: Final = r"(?:[A-Z][A-Za-z&'\-]*|and|AND|And|&)"
_INSURER: Final = re.compile(
    rf"(?:\b(?:The|THE)\s+)?(?:{_NAME_WORD}\s+){{1,5}}(?:Insurance|INSURANCE|Assurance|ASSURANCE)\s+"
    r"(?:(?:Company|COMPANY|Co\.?|CO\.?)\s+)?(?:Limited|LIMITED|Ltd\.?|LTD\.?)"
)
_GENERIC_LEAD: Final = word_set(
    "general health and & allied insurance assurance company co co. limited ltd ltd."
)
_STOP_LEAD: Final = word_set(
    "policy wording wordings terms conditions section page schedule prospectus name insurer company address "
    "issued product office registered corporate cin uin irdai regd head by of to from with under as at in "
    "for on is are be dear customer contact us we our you your if the this that please note "
    # a heading printed on the line above the name that opens a wording's first clause
    "preamble introduction operative recital recitals definitions"
)


def _suffixes(words: list[str]) -> list[list[str]]:
    """Candidate names from one match: drop leading words while a distinctive word still leads."""
    out: list[list[str]] = []
    core = next(i for i, w in enumerate(words) if w.lower() in ("insurance", "assurance"))
    for i in range(core):
        lead = words[i].lower()
        if lead in _GENERIC_LEAD or lead in _STOP_LEAD:
            continue
        if any(w.lower() in _STOP_LEAD for w in words[i + 1 : core]):
            continue  # a title run into the name ("<PRODUCT> POLICY <Insurer> Insurance ..."): not a name
        out.append(words[i:])
    if words and words[0].lower() == "the" and len(words) > 1 and words[1].lower() not in _STOP_LEAD:
        out.append(words)
    return out


def _canonical(name: str) -> str:
    """Group "Co. Ltd." with "Company Limited" (and drop a leading "The") when counting names."""
    key = name.lower().rstrip(".")
    key = re.sub(r"\bco\b\.?", "company", key)
    key = re.sub(r"\bltd\b\.?", "limited", key)
    key = re.sub(r"^the\s+", "", key)
    return " ".join(key.replace("&", " and ").split())


def _full_form_score(form: str) -> int:
    return int(bool(re.search(r"\bCompany\b", form, re.IGNORECASE))) + int(
        bool(re.search(r"\bLimited\b", form, re.IGNORECASE))
    )


def insurer_name(doc: DocText) -> Finding | None:
    """The insurer's legal name: the longest name most mentions agree on, in its full form where printed
    ("Company Limited" over "Co. Ltd.")."""
    counts: Counter[str] = Counter()
    forms: dict[str, Counter[str]] = defaultdict(Counter)
    first_at: dict[str, tuple[int, int]] = {}
    for m in _INSURER.finditer(doc.text):
        words = m.group(0).split()
        for suffix in _suffixes(words):
            text = " ".join(suffix)
            key = _canonical(text)
            counts[key] += 1
            forms[key][text] += 1
            offset = m.group(0).find(suffix[0]) if suffix[0] != "The" else 0
            first_at.setdefault(key, (m.start() + offset, m.end()))
    if not counts:
        return None
    # shorter names are suffixes of longer ones and count at least as often: take the longest that most
    # mentions share
    top = max(counts.values())
    eligible = [k for k, n in counts.items() if n >= 0.5 * top]
    best = max(eligible, key=lambda k: (len(k.split()), counts[k]))
    surface = max(
        forms[best],
        key=lambda f: (_full_form_score(f), forms[best][f], not f.isupper(), f.startswith("The")),
    )
    start, end = first_at[best]
    return Finding(surface, start, end, 0.85)


# -- product ---------------------------------------------------------------------------------------------

_PRODUCT_NAME_LABEL: Final = re.compile(
    r"(?:(?:(?:Product|Plan)\s+Name|Name\s+of\s+the\s+(?:Product|Plan))\s*(?:[:\-]|\|)"
    r"|^[ \t]*\d{1,2}\.?[ \t]+Product\s+Name[ \t]+)"
    r"\s*(?P<name>[^\n:|]{2,60}?)\s*(?=[:|,(]|\n|Product\s+UIN|UIN|$)",
    re.IGNORECASE | re.MULTILINE,
)
_BEFORE_POLICY_WORDING: Final = re.compile(
    r"(?P<name>[A-Za-z][\w:&+'.\- ]{2,70}?)\s*[,|\-–]?\s*(?:Policy\s+Wordings?|POLICY\s+WORDINGS?)\b"
)
# a title that names the product after the words "Policy Wording(s)": "Policy Wordings - <Product>"
_AFTER_POLICY_WORDING: Final = re.compile(
    r"^[ \t]*Policy\s+Wordings?[ \t]*(?:[\-–:|]|\bof\b(?:[ \t]+the\b)?)[ \t]*(?P<name>[A-Za-z][^\n]{2,60}?)[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
# contact details, never a product: e-mail addresses, websites, phone lines
_CONTACT: Final = re.compile(r"@|\bwww\.|\be-?mail\b|\bwebsite\b|\btoll\s+free\b|\bcall\b", re.IGNORECASE)
# the header row of a table ("S.No | Title | Description"), never a product
_TABLE_HEADER: Final = word_set("s no sr sl title description refer to particulars details item items")
_GENERIC_TITLES: Final = word_set(
    "policy wording policy wordings table of contents contents preamble definitions exclusions terms and "
    "conditions general standard specific other schedule annexure prospectus customer information sheet "
    "january february march april may june july august september october november december "
    "of words used in this section part chapter benefits coverage claim claims procedure important meaning "
    "meanings interpretation operative clause"
)
_CORPORATE_WORDS: Final = word_set("insurance assurance company co limited ltd general health the of india")
_INSURER_ANY: Final = re.compile(
    r"(?:\b(?:The|THE)\s+)?(?:[A-Za-z&'\-]+\s+){1,5}(?:Insurance|Assurance)\s+(?:(?:Company|Co\.?)\s+)?(?:Limited|Ltd\.?)",
    re.IGNORECASE,
)


_ADDRESS: Final = re.compile(
    r"\b(?:plot|premises|floor|building|road|street|marg|nagar|sector|pin\s*(?:code)?|tower|house|lane)\b"
    r"|[-,]\s*\d{3}\s?\d{3}\b",  # an Indian PIN code closing an address line
    re.IGNORECASE,
)


def _clean_product(raw: str, insurer_names: list[str]) -> str | None:
    if _ADDRESS.search(raw) or _CONTACT.search(raw):
        # an address line ("Plot no. <code>, <street>", "<town> - <PIN>") or contact details name no product
        return None
    name = " ".join(raw.split())
    for insurer in insurer_names:
        name = re.sub(re.escape(insurer), " ", name, flags=re.IGNORECASE)
    name = _INSURER_ANY.sub(" ", name)
    name = UIN_PATTERN.sub(" ", name)
    # keep the last phrase of a line ("... used under license. <Product> UIN: ...")
    name = re.split(r"(?<=[a-z)])\.\s+(?=[A-Z])|\s[|•]\s", name)[-1]
    name = re.sub(
        r"\b(?:Unique\s+Identification\s+(?:No|Number)\.?|Product\s+UIN|UIN|Product\s+Name|Policy\s+Wordings?|Wordings?|"
        r"Issuing\s+Office\s*:?|Registered\s+Office\s*:?|Corporate\s+Office\s*:?|"
        r"Terms\s+(?:and|&)\s+Conditions|Page\s*\d*(?:\s+of\s+\d+)?|IRDAI?\b.*|CIN\b.*|Policy\s+Document)\b",
        " ",
        name,
        flags=re.IGNORECASE,
    )
    # page and row numbers ("8 / 25", "1 Product ...", "... 12") go; a number inside a title ("<Name> 360
    # <Variant>") is part of the name
    name = re.sub(r"\b\d+\s*/\s*\d+\b", " ", name)
    name = re.sub(r"^\s*\d{1,3}\b(?!\.\d)|\b\d{1,3}\s*$", " ", " ".join(name.split()))
    name = re.sub(r"(?:^[\s:|,.\-•]+)|(?:[\s:|,.\-•(]+$)", "", " ".join(name.split()))
    name = name.strip(" :|,-•")
    words = name.split()
    if not words or len(words) > 8 or len(name) < 3:
        return None
    if "/" in name or sum(1 for w in words if len(re.sub(r"[^A-Za-z]", "", w)) >= 3) < max(
        1, len(words) // 2
    ):
        return None
    if re.match(
        r"^(?:and|or|of|the|for|in|to|by|with|under|page|section|clause|part|annexure|refer|see|please|as\s+per)\b",
        name,
        re.IGNORECASE,
    ):
        return None
    # product names are proper names ("my: <Name>": a lower-case brand prefix is allowed); a phrase opening
    # on a lower-case word ("reduce the Sum Insured") is a piece of a sentence
    if not any(w[:1].isupper() for w in words):
        return None
    if words[0][:1].islower() and ":" not in words[0] and len(words[0]) > 3:
        return None
    if _reads_as_sentence(name):  # "This Policy is a contract of insurance between": running text
        return None
    if any(sum(ch.isdigit() for ch in w) >= 5 for w in words):  # a registration or CIN number, not a name
        return None
    if sum(1 for w in re.findall(r"[A-Za-z]+", name) if w.lower() in _TABLE_HEADER) >= 2:
        return None
    if all(w.lower().strip(":.,|-") in _GENERIC_TITLES or w.isdigit() for w in words):
        return None
    if not any(ch.isalpha() for ch in name):
        return None
    if all(w.lower().strip(".,") in _CORPORATE_WORDS for w in words):
        return None  # what is left of an insurer's name ("Insurance Company Limited")
    lower = name.lower()
    if lower in (
        "policy",
        "health insurance",
        "insurance",
        "the policy",
        "health",
        "limited",
        "insurance policy",
        "health insurance policy",
    ):
        return None
    return name


def _names_insurer(text: str, insurer_names: list[str]) -> bool:
    return bool(_INSURER_ANY.search(text)) or any(n.lower() in text.lower() for n in insurer_names if n)


#: how many lines above a UIN line a title block's product line may sit (past insurer lines)
TITLE_LINES_UP: Final = 3


def _title_above(doc: DocText, line_start: int, insurer_names: list[str]) -> tuple[str, int, int] | None:
    """The product line of a title block above ``line_start``, climbing only over lines that name the
    insurer (a line of anything else ends the block)."""
    end = line_start - 1
    for _ in range(TITLE_LINES_UP):
        if end <= 0:
            return None
        start = doc.text.rfind("\n", 0, end) + 1
        line = doc.text[start:end]
        if _names_insurer(line, insurer_names):
            end = start - 1
            continue
        if _ENDS_SENTENCE.search(line) or _reads_as_sentence(line):
            return None  # the last line of the page's running text above a running header, not a title
        name = _clean_product(line, insurer_names)
        return (name, start, end) if name else None
    return None


#: a line that ends a sentence ("... the Nursing Council of any state in India."): titles end with no full stop
_ENDS_SENTENCE: Final = re.compile(r"[a-z]{3,}[.;]\s*$")


#: how many lines open the first page as its title block
COVER_LINES: Final = 4


def _cover_lines(doc: DocText) -> list[tuple[int, int, str]]:
    """The first :data:`COVER_LINES` non-empty lines of the first page (an insurer's name wrapped over two lines
    takes two), with where each starts and ends."""
    out: list[tuple[int, int, str]] = []
    pos = 0
    while len(out) < COVER_LINES and pos < len(doc.text) and doc.clause_at(pos).page_start <= 1:
        end = doc.text.find("\n", pos)
        end = len(doc.text) if end < 0 else end
        line = doc.text[pos:end].strip()
        if line:
            out.append((pos, end, line))
        pos = end + 1
    return out


def _reads_as_sentence(line: str) -> bool:
    """A line of running text, not a title: two or more longer words in lower case ("This Policy is a contract
    of insurance between")."""
    return sum(1 for w in line.split() if len(w) > 3 and w[0].islower()) >= 2


#: a title's last word wrapped onto a line of its own ("... Family Floater Health" / "Insurance")
_TITLE_TAIL: Final = re.compile(r"^(?:[A-Z][\w+&-]*)(?:\s+[A-Z][\w+&-]*)?$")


def _cover_title_lines(doc: DocText, insurer_names: list[str]) -> list[tuple[str, int, int, float]]:
    """Short title lines opening the first page, before its first sentence ("<Insurer> / <Product> / This
    Policy is a contract ..."): a line naming the insurer is passed over (its "Co. Ltd." ends no sentence), a
    line ending a sentence ends the block; a title wrapped over two lines is read as one."""
    out: list[tuple[str, int, int, float]] = []
    lines = _cover_lines(doc)
    for n, (pos, end, line) in enumerate(lines):
        short = len(line.split()) <= 8
        if short and _names_insurer(line, insurer_names):
            continue
        if line.endswith(".") or not short or _reads_as_sentence(line):
            break
        nxt = lines[n + 1] if n + 1 < len(lines) else None
        if nxt is not None and _TITLE_TAIL.match(nxt[2]) and _clean_product(nxt[2], insurer_names) is None:
            # the next line holds one or two capitalised words that are no name by themselves: the title's end
            line, end = f"{line} {nxt[2]}", nxt[1]
        name = _clean_product(line, insurer_names)
        if name:
            out.append((name, pos, end, 0.8))
    return out


def _product_candidates(
    doc: DocText, uin_code: str | None, insurer_names: list[str]
) -> list[tuple[str, int, int, float]]:
    out: list[tuple[str, int, int, float]] = []
    for m in _PRODUCT_NAME_LABEL.finditer(doc.text):
        name = _clean_product(m.group("name"), insurer_names)
        if name:
            out.append((name, m.start("name"), m.end("name"), 3.0))
    if uin_code:
        for m in re.finditer(re.escape(uin_code), doc.text):
            line_start = doc.text.rfind("\n", 0, m.start()) + 1
            before = doc.text[max(line_start, m.start() - 90) : m.start()]
            if not re.search(r"[A-Za-z]{3}", _INSURER_ANY.sub(" ", before).replace("UIN", "")):
                # the name may sit on the line above ("<Product> Policy, <Insurer> ... 8 / 25")
                prev_start = doc.text.rfind("\n", 0, max(0, line_start - 1)) + 1
                if _ADDRESS.search(doc.text[prev_start:line_start]) and prev_start > 0:
                    # an address line sits between the name and the UIN: the name is the line above it
                    above = doc.text.rfind("\n", 0, prev_start - 1) + 1
                    before = doc.text[max(above, prev_start - 120) : prev_start]
                    line_start = above
                else:
                    before = doc.text[max(prev_start, line_start - 120) : m.start()]
                    line_start = prev_start
            segments = [s for s in re.split(r"\s[|•]\s|\s\|\s*$", before) if s.strip()]
            named = False
            for segment in reversed(segments):
                name = _clean_product(segment, insurer_names)
                if name:
                    out.append((name, m.start() - len(before), m.start(), 1.0))
                    named = True
                    break
            if not named:
                # a title block "<Product> / <Insurer> / UIN: ...": the name is a line above the insurer's
                title = _title_above(doc, line_start, insurer_names)
                if title is not None:
                    out.append((*title, 1.0))
            line_end = doc.text.find("\n", m.end())
            after_end = min(len(doc.text), m.end() + 80) if line_end < 0 else min(line_end, m.end() + 80)
            after = doc.text[m.end() : after_end]
            after_start = m.end()
            if not re.search(r"[A-Za-z]{3}", after):  # the name may sit on the next line
                after_start = after_end + 1
                nxt_end = doc.text.find("\n", after_start)
                after = doc.text[after_start : nxt_end if nxt_end > 0 else after_start + 60][:80]
            name = _clean_product(after, insurer_names)
            if name:
                out.append((name, after_start, after_start + len(after), 0.6))
    for n, clause, text in doc.iter_clauses():
        # a short title line on the first page ("my: <Name>", "<Insurer> <Product>")
        if clause.page_start > 1 or "\n" in text.strip() or len(text.split()) > 6:
            continue
        if all(w.lower().strip(":.,|") in _GENERIC_TITLES for w in text.split()):
            continue
        name = _clean_product(text, insurer_names)
        if name:
            span = doc.clause_span(n)
            out.append((name, span.start, span.end, 0.8))
    out.extend(_cover_title_lines(doc, insurer_names))
    for m in _AFTER_POLICY_WORDING.finditer(doc.text):
        name = _clean_product(m.group("name"), insurer_names)
        if name:
            out.append((name, m.start("name"), m.end("name"), 1.5))
    for m in _BEFORE_POLICY_WORDING.finditer(doc.text):
        line_start = doc.text.rfind("\n", 0, m.start("name")) + 1
        raw = doc.text[max(line_start, m.start("name")) : m.end("name")]
        name = _clean_product(raw, insurer_names)
        if name:
            out.append((name, m.start("name"), m.end("name"), 1.5))
    return out


def product_name(doc: DocText, *, uin_code: str | None = None, insurer: str | None = None) -> Finding | None:
    code = uin_code
    if code is None:
        found = uin(doc)
        code = str(found.value) if found else None
    names: list[str] = []
    if insurer is None:
        found_insurer = insurer_name(doc)
        insurer = str(found_insurer.value) if found_insurer else None
    if insurer:
        names.append(insurer)
        short = re.sub(
            r"\s+(?:General\s+|Health\s+)?(?:Insurance|Assurance).*$", "", insurer, flags=re.IGNORECASE
        )
        names += [
            re.sub(r"\bCompany\b", "Co", insurer, flags=re.IGNORECASE),
            re.sub(r"\bCompany\s+Limited\b", "Co Ltd.", insurer, flags=re.IGNORECASE),
            re.sub(r"\bCompany\s+Limited\b", "Co. Ltd.", insurer, flags=re.IGNORECASE),
            re.sub(r"\bCompany\s+Limited\b", "Co Ltd", insurer, flags=re.IGNORECASE),
        ]
        if len(short.split()) >= 2:
            names.append(short)
        # the name without "Insurance ..." ("<Name> Health", "<Name> General"): a header's short form
        trade = re.sub(r"\s+(?:Insurance|Assurance)\b.*$", "", insurer, flags=re.IGNORECASE)
        if trade != insurer and len(trade.split()) >= 2:
            names.append(trade)
    candidates = _product_candidates(doc, code, sorted(set(names), key=len, reverse=True))
    if not candidates:
        return None
    score: dict[str, float] = defaultdict(float)
    where: dict[str, tuple[int, int]] = {}
    forms: dict[str, Counter[str]] = defaultdict(Counter)
    for name, s, e, weight in candidates:
        key = re.sub(r"[^a-z0-9+]+", " ", name.lower()).strip()
        if not key:
            continue
        page = doc.clause_at(s).page_start
        score[key] += weight * (1.5 if page <= 2 else 1.0)
        forms[key][name] += 1
        where.setdefault(key, (s, e))
    best = max(score, key=lambda k: (score[k], -where[k][0]))
    surface = max(forms[best], key=lambda f: (forms[best][f], not f.isupper(), -len(f)))
    start, end = where[best]
    return Finding(surface, start, end, 0.7)


# -- contacts (pass 1 extras; no registry field) ---------------------------------------------------------

_TOLL_FREE: Final = re.compile(r"(?<!\d)18[06]0[\s-]?\d{3,4}(?:[\s-]?\d{3,4})?(?!\d)")
_LANDLINE: Final = re.compile(r"(?<![\d,.])\(?0\d{2,4}\)?[\s-]{0,3}\d{3,4}[\s-]?\d{3,4}(?!\d)(?!,\d)")
_PHONE_CUE: Final = re.compile(
    r"phone|tel\b|telephone|call|toll|helpline|fax|contact|customer\s+care|mobile", re.IGNORECASE
)
_EMAIL: Final = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_WEBSITE: Final = re.compile(r"\bwww\.[\w-]+(?:\.[\w-]+)+", re.IGNORECASE)


def _digits(number: str) -> str:
    return re.sub(r"\D", "", number)


def find_contacts(doc: DocText) -> dict[str, list[str]]:
    """Phone numbers (toll-free anywhere, landlines next to a phone word), e-mail addresses and websites
    printed in the wording, each once, in order of first mention."""
    phones: dict[str, str] = {}
    for m in _TOLL_FREE.finditer(doc.text):
        phones.setdefault(_digits(m.group(0)), " ".join(m.group(0).split()))
    for m in _LANDLINE.finditer(doc.text):
        if _PHONE_CUE.search(doc.text, max(0, m.start() - 60), m.start()):
            digits = _digits(m.group(0))
            if 10 <= len(digits) <= 12:
                phones.setdefault(digits, " ".join(m.group(0).split()))
    emails = list(dict.fromkeys(m.group(0).rstrip(".").lower() for m in _EMAIL.finditer(doc.text)))
    sites = list(dict.fromkeys(m.group(0).rstrip(".").lower() for m in _WEBSITE.finditer(doc.text)))
    return {"phones": list(phones.values()), "emails": emails, "websites": sites}
