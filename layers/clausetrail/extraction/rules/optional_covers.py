"""Named benefits that make the IRDAI List I ("non-medical", "non-payable") items payable (pass 6 extra).

Many wordings sell a cover, usually optional, that pays the items the IRDAI guidelines list as not payable
(List I of Annexure I: gloves, masks, kits, attendant charges ...): the benefit says the listed items "will be
covered" or "will become payable", or that "we will pay" for them. Such a benefit is found from that sentence
shape, never from its name; its name is the heading of its clause (the words after the clause number) or the
title-case words right before the sentence. The claim rules pay List I lines only when the issued schedule
names a matching cover (``domain.rules.non_payable_items``). Pure code.
"""

from __future__ import annotations

import re
from typing import Final

from clausetrail.domain.cover_names import cover_key
from clausetrail.extraction.doctext import DocText

# the IRDAI list of items not payable, however a wording names it
_NON_PAYABLE_LIST: Final = re.compile(
    r"non[\s-]*payable|non[\s-]*medical\s+(?:expenses|items)|\blist[\s-]*(?:I|1)\b(?![\s-]*(?:I|V))"
    r"|expenses\s+(?:generally\s+)?(?:excluded|not\s+covered)|\bconsumables?\b",
    re.IGNORECASE,
)
_PAYS: Final = re.compile(
    r"(?:will|shall)\s+(?:also\s+)?(?:become|be)\s+(?:payable|covered|paid|reimbursed|admissible)"
    # the insurer in the first person or the third ("We will pay", "The Company shall indemnify")
    r"|(?:we|the\s+company|the\s+insurer)\s+(?:will|shall)\s+(?:also\s+)?(?:cover|pay|reimburse|indemnify)"
    r"|(?:is|are)\s+(?:covered|payable)\s+under"
    r"|will\s+be\s+covered|shall\s+be\s+covered",
    re.IGNORECASE,
)
_REFUSES: Final = re.compile(
    r"(?:will|shall)\s+not\s+(?:be\s+)?(?:payable|covered|paid|reimbursed)|we\s+(?:will|shall)\s+not\b"
    r"|\bexcluded\s+from\s+(?:the\s+)?(?:scope|cover)",
    re.IGNORECASE,
)
_CLAUSE_NO: Final = re.compile(r"^\s*(?:[A-Z]{0,3}\s*\d{1,2}(?:\.\d{1,3})*\.?|\(?[a-z]{1,4}\)|[A-Z]\.)\s+")
_TITLE_WORD: Final = re.compile(r"(?:[A-Z][\w+&'-]*|of|for|and|on|the|&|\+)$")
_STOP_TITLE: Final = frozenset({"we", "if", "the", "in", "a", "an", "this", "all", "any", "such", "note"})
MAX_NAME_WORDS: Final = 6


def _title_run(words: list[str]) -> list[str]:
    """The title-case words at the end of ``words`` (small joining words allowed inside), at most six."""
    run: list[str] = []
    for word in reversed(words):
        clean = word.strip(":-–|,")
        if not clean or not _TITLE_WORD.match(clean) or len(run) >= MAX_NAME_WORDS:
            break
        run.insert(0, clean)
    while run and run[0].lower() in _STOP_TITLE | {"of", "for", "and", "on", "&"}:
        run.pop(0)
    return run


def _name_of(doc: DocText, sentence_start: int, clause_index: int) -> str | None:
    """The benefit's name: the clause heading ("4.2 Claim Guard: ...") or the title words before the
    sentence on its line ("Consumables Benefit We will pay ...")."""
    clause_text = doc.clause_text(clause_index)
    head = _CLAUSE_NO.sub("", clause_text, count=1)
    first_line = head.split("\n", 1)[0]
    heading = re.split(r"[:\-–]\s|\.\s|\s(?=We\s|If\s|The\s|In\s|This\s|Any\s)", first_line, maxsplit=1)[0]
    words = heading.split()
    if 1 <= len(words) <= MAX_NAME_WORDS and all(_TITLE_WORD.match(w.strip(":-–|,")) for w in words):
        return " ".join(w.strip(":-–|,") for w in words)
    line_start = doc.text.rfind("\n", 0, sentence_start) + 1
    before = doc.text[max(line_start, sentence_start - 80) : sentence_start]
    sentence_words = doc.text[sentence_start : sentence_start + 80].split()
    lead = _title_run(sentence_words[:MAX_NAME_WORDS])  # "Consumables Benefit We will pay": title first
    for candidate in (_title_run(before.split()), _leading_title(sentence_words)):
        if candidate and lead is not None:
            return " ".join(candidate)
    return None


def _leading_title(words: list[str]) -> list[str]:
    """Title-case words opening a sentence, up to the first lower-case word or "We"/"If"."""
    out: list[str] = []
    for word in words[:MAX_NAME_WORDS]:
        clean = word.strip(":-–|,")
        if clean.lower() in _STOP_TITLE or not clean or not clean[:1].isupper():
            break
        out.append(clean)
        if word.endswith(":"):
            break
    return out if len(out) >= 2 else []


def non_payable_covers(doc: DocText) -> list[dict[str, object]]:
    """Benefits that pay the List I items: name, clause id, clause number and page, each once."""
    found: dict[str, dict[str, object]] = {}
    for m in _NON_PAYABLE_LIST.finditer(doc.text):
        span = doc.sentence(m.start(), m.end())
        sentence = doc.text[span.start : span.end]
        if not _PAYS.search(sentence) or _REFUSES.search(sentence):
            continue
        index = doc.clause_index(m.start())
        name = _name_of(doc, span.start, index)
        if name is None or len(name) < 4:
            continue
        key = cover_key(name)
        if not key or key in found:
            continue
        clause = doc.clauses[index]
        found[key] = {
            "name": name,
            "clause_id": clause.clause_id,
            "clause_no": clause.clause_no,
            "page": clause.page_start,
            "quote": " ".join(sentence.split())[:240],
        }
    return list(found.values())
