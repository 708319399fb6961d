"""The IRDAI standard exclusions a wording states without printing their codes (pass 4 extra).

Old-style and group wordings list the standard exclusions in numbered text ("11. Refractive error: Expenses
related to the treatment for correction of eye sight due to refractive error less than 7.5 dioptres") with no
``Code- Excl15``. The standard wording of each exclusion (IRDAI Master Circular on Standardisation of
Exclusions, in ``corpus/regulatory/``) is recognised by its own phrases, in an exclusion context, and kept per
code with its clause in ``extraction_meta``, so that the EXCLUDED_TREATMENT rule can apply an exclusion the
wording states even when ``exclusion_codes`` was not read. The field ``exclusion_codes`` itself stays what the
wording prints. Pure code, no I/O.
"""

from __future__ import annotations

import re
from typing import Any, Final

from clausetrail.extraction.doctext import DocText
from clausetrail.extraction.rules.common import clause_is_definition, in_exclusion_context


def _rx(*parts: str) -> re.Pattern[str]:
    return re.compile("|".join(parts), re.IGNORECASE)


_S = r"[\s-]+"
#: the phrases of each standard exclusion's IRDAI wording (Excl01-Excl03 are waiting periods, read by their
#: own rules; Excl18 maternity by the maternity rules)
STANDARD_TEXT: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    ("Excl04", _rx(rf"(?:admission|admitted){_S}primarily{_S}for{_S}diagnostics?{_S}and{_S}evaluation")),
    ("Excl05", _rx(rf"rest{_S}cure,?{_S}rehabilitation{_S}and{_S}respite{_S}care")),
    ("Excl06", _rx(rf"surgical{_S}treatment{_S}of{_S}obesity{_S}that{_S}does{_S}not{_S}fulfil")),
    (
        "Excl07",
        _rx(rf"characteristics{_S}of{_S}the{_S}body{_S}to{_S}those{_S}of{_S}the{_S}opposite{_S}sex"),
    ),
    (
        "Excl08",
        _rx(rf"cosmetic{_S}or{_S}plastic{_S}surgery{_S}or{_S}any{_S}treatment{_S}to{_S}change{_S}appearance"),
    ),
    (
        "Excl09",
        _rx(
            rf"participation{_S}(?:as{_S}a{_S}professional{_S})?in{_S}hazardous{_S}or{_S}adventure{_S}sports?"
        ),
    ),
    ("Excl10", _rx(rf"breach{_S}of{_S}law{_S}with{_S}criminal{_S}intent")),
    (
        "Excl11",
        _rx(rf"(?:provider|hospital)s?{_S}(?:specifically{_S})?excluded{_S}by{_S}the{_S}(?:insurer|company)"),
    ),
    ("Excl12", _rx(rf"treatment{_S}for,?{_S}alcoholism,?{_S}drug{_S}or{_S}substance{_S}abuse")),
    ("Excl13", _rx(rf"heal?th{_S}hydros?,?{_S}nature{_S}cure{_S}clinics")),
    (
        "Excl14",
        _rx(
            rf"dietary{_S}supplements{_S}and{_S}substances{_S}that{_S}can{_S}be{_S}purchased{_S}without{_S}prescription"
        ),
    ),
    ("Excl15", _rx(rf"correction{_S}of{_S}eye{_S}sight{_S}due{_S}to{_S}refractive{_S}error")),
    (
        "Excl16",
        _rx(rf"procedures{_S}or{_S}supplies{_S}that{_S}lack{_S}significant{_S}medical{_S}documentation"),
    ),
    ("Excl17", _rx(rf"expenses{_S}related{_S}to{_S}sterility{_S}and{_S}infertility")),
)


def exclusions_by_text(doc: DocText) -> list[dict[str, Any]]:
    """Each standard exclusion whose IRDAI wording the wording states in an exclusion (first place only): its
    code, clause and a short quote."""
    out: list[dict[str, Any]] = []
    for code, pattern in STANDARD_TEXT:
        for m in pattern.finditer(doc.text):
            if clause_is_definition(doc, m.start()) or not in_exclusion_context(doc, m.start()):
                continue
            clause = doc.clause_at(m.start())
            out.append(
                {
                    "code": code,
                    "clause_id": clause.clause_id,
                    "clause_no": clause.clause_no,
                    "page": clause.page_start,
                    "quote": " ".join(doc.text[m.start() : m.end() + 80].split())[:200],
                }
            )
            break
    return out
