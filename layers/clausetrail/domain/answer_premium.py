"""A question asking how much premium an option saves is answered only by a sentence that states that saving
(SPEC §4). Wordings name a voluntary co-payment, a deductible or a zone "in return for a lower premium" and leave
the premium to the prospectus: a sentence giving the co-payment's percent does not say by how much the premium
falls. Pure code.
"""

from __future__ import annotations

import re
from typing import Final

#: "how much cheaper is the premium", "what premium discount do I get", "how much premium do I save"
ASKS_PREMIUM_SAVING: Final = re.compile(
    r"\b(?:how\s+much|what|what\s+%|what\s+percent(?:age)?|by\s+how\s+much)\b[^?.]{0,60}?"
    r"(?:\bpremium\b[^?.]{0,40}?\b(?:discount|cheaper|less|lower|save|saving|savings|reduc\w*|rebate|off)\b"
    r"|\b(?:discount|cheaper|save|saving|savings|rebate)\b[^?.]{0,40}?\bpremium\b)",
    re.IGNORECASE,
)
#: a sentence stating a premium saving: a premium word and a discount word with a figure
STATES_SAVING: Final = re.compile(
    r"(?=[^.]*\b(?:premium|discount|rebate)\b)(?=[^.]*\b(?:discount|rebate|lower|less|reduc\w*)\b)"
    r"(?=[^.]*(?:\d\s*%|\d\s*per\s?cent|(?:rs\.?|inr|₹)\s*\d))",
    re.IGNORECASE,
)


def asks_premium_saving(question: str) -> bool:
    return bool(ASKS_PREMIUM_SAVING.search(question))


def states_premium_saving(sentence: str) -> bool:
    return bool(STATES_SAVING.match(sentence))
