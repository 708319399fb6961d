"""The zone table of a wording that prices by zone of treatment, read from its structure.

A zone table is a run of lines that each open with a zone label, costliest first ("Zone I: Mumbai, Thane &
Navi Mumbai", "Zone II: Bangalore, ...", "Zone III: Rest of India"), a list that may wrap onto lines of its
own. The co-pay of each pair of zones follows under the premium paid ("Persons paying Zone II premium ...
Availing treatment in Zone I will have to bear 10% of each and every claim"). Kept in ``extraction_meta`` for
the co-pay rule, which matches the treating hospital's city against the lists (:mod:`clausetrail.domain.zones`).
"""

from __future__ import annotations

import re
from typing import Any, Final

from clausetrail.domain.zones import ZONE_LABEL, is_rest_of_india, zone_rank
from clausetrail.extraction.doctext import DocText

_ZONE_LINE: Final = re.compile(
    rf"^[ \t]*{ZONE_LABEL}[ \t]*(?:\([^)\n]{{0,40}}\))?[ \t]*[:\-–]?"
    r"[ \t]*(?P<places>.*)$",
    re.IGNORECASE | re.MULTILINE,
)
#: a line that is no longer part of a zone's list: a sentence about premium, co-pay or treatment, or a heading
_LIST_ENDS: Final = re.compile(
    r"premium|co-?\s?pay|treatment|identification|classification|where\b|shall|will\b|\bzones?\b"
    r"|^\s*(?:the|this|it|insured|members?|persons?|policy|for|in|if)\b"
    r"|^\s*(?:\(?[a-z]\)|[A-Z]?\.?\d+(?:\.\d+)*\.?\s)",
    re.IGNORECASE,
)
_CONTINUATION_LINES: Final = 8
_PAYING: Final = re.compile(
    r"\b(?:paying|premium\s+(?:as\s+per|for|of))\s+(?:(?:the\s+)?premium\s+(?:as\s+per\s+|for\s+|of\s+)?)?"
    + ZONE_LABEL,
    re.IGNORECASE,
)
_PAIR: Final = re.compile(
    rf"\bin\s+{ZONE_LABEL}(?P<mid>(?:(?!without|zone|\.\s)[^%]){{0,80}}?)(?P<n>\d{{1,2}}(?:\.\d{{1,2}})?)\s*%",
    re.IGNORECASE,
)
_PAIRS_REACH: Final = 2500
#: a list that ends mid-way ("Chennai," / "Pune and")
_CUT_OFF: Final = re.compile(r"(?:[,&]|\band|\bincluding|\bincl\.?)\s*$", re.IGNORECASE)


def _zone_lines(doc: DocText) -> list[tuple[int, int, str, str]]:
    """(start, end, label, places) of each line opening with a zone label, its list's wrapped lines joined."""
    found: list[tuple[int, int, str, str]] = []
    for m in _ZONE_LINE.finditer(doc.text):
        places = [m.group("places")]
        end = m.end()
        for _ in range(_CONTINUATION_LINES):
            nxt = doc.text.find("\n", end + 1)
            line = doc.text[end + 1 : nxt if nxt != -1 else len(doc.text)]
            if not line.strip() or _ZONE_LINE.match(line) or _LIST_ENDS.search(line):
                break
            places.append(line)
            end = nxt if nxt != -1 else len(doc.text)
        found.append((m.start(), end, f"Zone {m.group('l').upper()}", " ".join(" ".join(places).split())))
    return found


#: a zone named with its places in a sentence ("Zone A comprises Delhi ..., Pune. Zone B comprises all other
#: places in India.")
_ZONE_SENTENCE: Final = re.compile(
    rf"\b{ZONE_LABEL}[ \t]+(?:comprises|comprising|means|includes|including|covers|consists\s+of|shall\s+(?:mean|include"
    r"|comprise))[ \t:]+(?P<places>[^.;]{3,600})",
    re.IGNORECASE,
)


def _zone_sentences(doc: DocText) -> list[tuple[int, int, str, str]]:
    """(start, end, label, places) of each zone named with its places in a sentence."""
    return [
        (m.start(), m.end(), f"Zone {m.group('l').upper()}", " ".join(m.group("places").split()))
        for m in _ZONE_SENTENCE.finditer(doc.text)
    ]


def treatment_zones(doc: DocText) -> dict[str, Any] | None:
    """The first zone table (labels ranked 1, 2, ... in order, in one clause), with the co-pay of each pair of
    premium zone and zone of treatment stated after it; failing a table, zones named with their places in
    sentences of one clause ("Zone A comprises ..."); None when the wording names no zones."""
    return _zones_from(doc, _zone_lines(doc)) or _zones_from(doc, _zone_sentences(doc))


def _zones_from(doc: DocText, lines: list[tuple[int, int, str, str]]) -> dict[str, Any] | None:
    for i, (start, _, label, _) in enumerate(lines):
        if zone_rank(label) != 1:
            continue
        table = [lines[i]]
        for nxt in lines[i + 1 :]:
            if zone_rank(nxt[2]) != len(table) + 1 or doc.clause_index(nxt[0]) != doc.clause_index(start):
                break
            table.append(nxt)
        if len(table) < 2 or not all(places for *_, places in table):
            continue
        if any(_CUT_OFF.search(places) and not is_rest_of_india(places) for *_, places in table):
            return None  # a list that runs on past its clause (a page break): the table is not whole

        end = table[-1][1]
        clause = doc.clause_at(start)
        return {
            "clause_id": clause.clause_id,
            "clause_no": clause.clause_no,
            "page": clause.page_start,
            "quote": " ".join(doc.text[start:end].split())[:400],
            "zones": [{"label": label, "places": places} for _, _, label, places in table],
            "pairs": _pairs(doc.text[end : end + _PAIRS_REACH]),
        }
    return None


_ZONE_IN_CELL: Final = re.compile(ZONE_LABEL, re.IGNORECASE)
_CELL_PERCENT: Final = re.compile(r"(?P<n>\d{1,2}(?:\.\d{1,2})?)\s*%")


def _matrix_pairs(text: str) -> list[dict[str, Any]]:
    """The pairs of a co-pay table with one row per premium zone and one column per zone of treatment ("Zone of
    your Policy | Treated in Zone A | Treated in Zone B" then "Zone C | 20% co-payment | 10% co-payment")."""
    columns: list[int | None] | None = None
    pairs: list[dict[str, Any]] = []
    for line in text.split("\n"):
        cells = [c.strip() for c in line.split("|")]
        if len(cells) < 3:
            if pairs:
                break  # the table has ended
            continue
        heads = [_ZONE_IN_CELL.search(c) for c in cells[1:]]
        row_zone = _ZONE_IN_CELL.match(cells[0])
        if sum(h is not None for h in heads) >= 2 and not any(_CELL_PERCENT.search(c) for c in cells[1:]):
            columns = [zone_rank(f"zone {h.group('l')}") if h else None for h in heads]
            continue
        if columns is None or row_zone is None:
            continue
        premium = zone_rank(f"zone {row_zone.group('l')}")
        for treated, cell in zip(columns, cells[1:], strict=False):
            percent = _CELL_PERCENT.search(cell)
            if premium is not None and treated is not None and treated < premium and percent is not None:
                pairs.append({"premium": premium, "treated": treated, "percent": percent.group("n")})
    return pairs


def _pairs(text: str) -> list[dict[str, Any]]:
    """Each "(paying Zone P premium) ... treatment in Zone T ... N%" of the text after a zone table, or each
    cell of a table of premium zones against zones of treatment."""
    matrix = _matrix_pairs(text)
    if matrix:
        return matrix
    anchors = list(_PAYING.finditer(text))
    pairs: list[dict[str, Any]] = []
    for n, anchor in enumerate(anchors):
        premium = zone_rank(f"zone {anchor.group('l')}")
        segment = text[anchor.end() : anchors[n + 1].start() if n + 1 < len(anchors) else len(text)]
        for m in _PAIR.finditer(segment):
            treated = zone_rank(f"zone {m.group('l')}")
            if premium is not None and treated is not None and treated < premium:
                pairs.append({"premium": premium, "treated": treated, "percent": m.group("n")})
    return pairs
