"""The faithfulness check of an answer (SPEC §4) and the fixed emergency guidance. Pure code.

:func:`faithful`: every answer sentence must be supported by a cited source: each number in it appears in a
cited source, and most of its content words do. Unsupported sentences are dropped.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from clausetrail.domain.answer_text import Source, content_words, numbers_in, stem, words

SUPPORT_THRESHOLD: Final = 0.6  # share of an answer sentence's content words found in its cited sources


@dataclass(frozen=True, slots=True)
class Checked:
    kept: list[tuple[str, list[str]]]  # (sentence, the source keys it cites)
    dropped: list[str]


def supported(sentence: str, cited: Sequence[str]) -> bool:
    """Each number of the sentence is in a cited text, and at least :data:`SUPPORT_THRESHOLD` of its content
    words are."""
    if not cited:
        return False
    joined = " ".join(cited)
    if not numbers_in(sentence) <= numbers_in(joined):
        return False
    cws = content_words(sentence)
    if not cws:
        return True
    stems = {stem(w) for w in words(joined)}
    return sum(1 for w in cws if stem(w) in stems) / len(cws) >= SUPPORT_THRESHOLD


def faithful(claims: Sequence[tuple[str, Sequence[str]]], sources: Mapping[str, Source]) -> Checked:
    """Keep the sentences their cited sources support; an unknown source key supports nothing."""
    kept: list[tuple[str, list[str]]] = []
    dropped: list[str] = []
    for sentence, keys in claims:
        texts = [sources[k].text for k in keys if k in sources]
        if supported(sentence, texts):
            kept.append((sentence, [k for k in keys if k in sources]))
        else:
            dropped.append(sentence)
    return Checked(kept=kept, dropped=dropped)


def emergency_guidance(intimation_hours: int | None) -> str:
    """The fixed first-responder guidance; the intimation window is the version's extracted term if any."""
    window = (
        f"within {intimation_hours} hours of admission, as this policy asks"
        if intimation_hours
        else "as soon as possible (the policy sets the time limit for emergency intimation)"
    )
    return (
        "This sounds like a medical emergency. Call 112 (or 108 for an ambulance) now and go to the nearest "
        "hospital; treatment comes first. Once the patient is being treated, show the health card at the "
        f"hospital's insurance desk for cashless treatment, and inform the insurer or its TPA {window}."
    )
