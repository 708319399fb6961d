"""Definition questions (SPEC §4): "How does the policy define a 'Hospital'?", "what does moratorium mean?".

Every wording has a definitions section (IRDAI standard definitions) where each term is introduced the same
way: the term, then "means" / "shall mean" / "is defined as" / "refers to". A question that asks what a term
means is answered by that clause, whatever else repeats the term, so search puts the clause that defines the
asked term first. Pure code: :func:`asked_term` reads the term from the question, :func:`defines` tells whether
a clause text defines it.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

_TERM = r"['\"‘’“”]?(?P<t>[A-Za-z][A-Za-z/&\- ]{1,60}?)['\"‘’“”]?"
_ASKS: Final = tuple(
    re.compile(p, re.IGNORECASE)
    for p in (
        rf"\bdefin(?:e|es|ed|ition\s+of)\s+(?:the\s+term\s+)?(?:an?\s+|the\s+)?{_TERM}\s*(?:\?|$|\s+(?:as|in|under|by|for)\b)",
        rf"\b(?:meaning|definition)\s+of\s+(?:the\s+term\s+)?(?:an?\s+|the\s+)?{_TERM}\s*(?:\?|$|\s+(?:in|under|as)\b)",
        rf"\bwhat\s+(?:does|do)\s+(?:the\s+term\s+)?(?:an?\s+|the\s+)?{_TERM}\s+mean\b",
        rf"\bwhat\s+is\s+meant\s+by\s+(?:an?\s+|the\s+)?{_TERM}\s*(?:\?|$|\s+(?:in|under)\b)",
        rf"\bwhat\s+(?:counts|qualifies)\s+as\s+(?:an?\s+|the\s+)?{_TERM}\s*(?:\?|$|\s+(?:in|under|for)\b)",
    )
)
_TRAILING: Final = re.compile(r"\s+(?:in|under|of|for)\s+(?:this|the|my)\s+(?:policy|plan|wording)\s*$", re.I)
MAX_TERM_WORDS: Final = 5


def asked_term(question: str) -> str | None:
    """The term a definition question asks about ("Hospital"), or None when it asks none."""
    for pattern in _ASKS:
        m = pattern.search(question)
        if m:
            term = _TRAILING.sub("", m.group("t")).strip(" -/")
            if term and len(term.split()) <= MAX_TERM_WORDS:
                return term
    return None


@lru_cache(maxsize=256)  # terms come from people's questions: bounded, never grows with traffic
def _defining(term: str) -> re.Pattern[str]:
    words = [re.escape(w) for w in re.split(r"[\s\-]+", term.strip()) if w]
    body = r"[\s\-]+".join(words)
    return re.compile(
        rf"(?:^|[\n.;:]\s*|\d\s*|\)\s*)['\"‘’“”]?{body}(?:s|es)?['\"‘’“”]?\s*(?:\([^)]{{0,40}}\)\s*)?"
        r"(?:means|shall\s+mean|is\s+defined\s+as|refers\s+to|is\s+an?\b|:)",
        re.IGNORECASE,
    )


def defines(text: str, term: str) -> bool:
    """Whether `text` holds a definition of `term` ("2.22 Hospital means any institution ...")."""
    return _defining(term).search(text[:600]) is not None
