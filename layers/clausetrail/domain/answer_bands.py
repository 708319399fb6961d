"""The row (or column) of a limit table that the sum insured a question states selects (SPEC §4). Pure code.

Wordings print many limits as a table by sum insured band: "Sum Insured (Rs.) | Normal Delivery Rs. | Caesarean
Rs." with rows "5,00,000/- | 15,000/- | 20,000/-", "10,00,000/- to 25,00,000/- | 30,000/- | 50,000/-", or the
bands across the top ("Benefit | SI up to 5 lakh | SI above 5 lakh"). "My SI is 10 lakh, how much for a
c-section?" is answered by one row read with its headers: "In the table row for 10,00,000/- to 25,00,000/-:
Normal Delivery Rs.: 30,000/-; Caesarean Rs.: 50,000/-". The sentence holds only the table's own words and
figures (the faithfulness check reads it against the clause); the band is matched by
:func:`clausetrail.domain.limit_bands.label_holds`, the same reading the claim rules use for banded limits.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from clausetrail.domain.limit_bands import label_holds

MAX_CELLS: Final = 6  # header: value pairs quoted from one row
MIN_BAND_COLUMNS: Final = 2  # a header with this many band labels lays the bands out across the top


def _rows(text: str) -> list[list[str]]:
    return [[c.strip() for c in line.split("|")] for line in text.splitlines() if " | " in line]


def _row_sentence(label: str, header: Sequence[str], cells: Sequence[str]) -> str | None:
    pairs = [f"{h}: {v}" for h, v in zip(header[1:], cells[1:], strict=False) if h and v][:MAX_CELLS]
    return f"In the table row for {label}: " + "; ".join(pairs) + "." if pairs else None


def band_sentence(text: str, sum_insured: int) -> str | None:
    """The row (bands down the first column) or the column (bands across a header) of a table in a clause's
    `text` that `sum_insured` falls in, read with its headers; None when the clause has no such table or the
    sum insured falls in no band or in several."""
    rows = _rows(text)
    header: list[str] | None = None
    found: list[str] = []
    for cells in rows:
        verdict = label_holds(cells[0], sum_insured) if cells[0] else None
        if verdict is None:
            header = cells  # a row that names no band heads the rows below it
            continue
        if verdict and header is not None:
            sentence = _row_sentence(cells[0], header, cells)
            if sentence is not None:
                found.append(sentence)
    if len(found) == 1:
        return found[0]
    if found:
        return None
    for i, cells in enumerate(rows):  # bands across the top: one column per band
        verdicts = [label_holds(c, sum_insured) if c else None for c in cells]
        if sum(v is not None for v in verdicts) < MIN_BAND_COLUMNS:
            continue
        columns = [j for j, v in enumerate(verdicts) if v]
        if len(columns) != 1:
            return None
        col = columns[0]
        values = [f"{r[0]}: {r[col]}" for r in rows[i + 1 :] if len(r) > col and r[0] and r[col]][:MAX_CELLS]
        return f"In the column for {cells[col]}: " + "; ".join(values) + "." if values else None
    return None
