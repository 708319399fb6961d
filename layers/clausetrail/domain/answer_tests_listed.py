"""A question asking which tests a check-up includes is answered only by a sentence that names tests (SPEC §4).

Wordings name a health check-up and then leave its contents to the schedule, a brochure or a web page ("the
tests are as specified in the Policy Schedule"). A policyholder who asks "which tests are included?" is not
answered by the sentence that names the benefit or its value: unless a retrieved sentence names at least
:data:`MIN_TESTS` medical tests, the part is not stated. Pure code.
"""

from __future__ import annotations

import re
from typing import Final

#: "which tests", "what all tests", "list of tests / investigations", "what does the check-up include"
ASKS_TESTS: Final = re.compile(
    r"\b(which|what)\s+(all\s+|kind\s+of\s+|sort\s+of\s+)?(tests?|investigations?|checks|parameters)\b"
    r"|\blist\s+of\s+(the\s+)?(tests?|investigations?)\b"
    r"|\bwhat\s+(does|do|will)\s+(the\s+|my\s+|this\s+)?([\w-]+\s+){0,2}check[\s-]?ups?\s+(include|cover|contain)\b",
    re.IGNORECASE,
)
#: common tests of a preventive health check-up, as wordings and their annexures print them
TEST_NAMES: Final = re.compile(
    r"\b(ecg|e\.c\.g|electrocardiogra\w*|cbc|complete\s+blood\s+count|ha?emogram|lipid\s+profile|blood\s+sugar"
    r"|fasting\s+(blood\s+)?(sugar|glucose)|hba1c|glycosylated|urine\s+(routine|analysis|r/?m)|urinalysis"
    r"|x[\s-]?ray|chest\s+x|creatinine|serum|liver\s+function|lft|kidney\s+function|kft|renal\s+function"
    r"|thyroid|tsh|t3|t4|psa|mammogra\w*|pap\s+smear|ultrasound|usg|sonograph\w*|tmt|treadmill|2d\s+echo"
    r"|echocardiogra\w*|cholesterol|triglycerides?|uric\s+acid|esr|vitamin\s+d|b12|bmd|bone\s+density)\b",
    re.IGNORECASE,
)
MIN_TESTS: Final = 2


def asks_for_tests(question: str) -> bool:
    return bool(ASKS_TESTS.search(question))


def names_tests(sentence: str) -> bool:
    """Whether `sentence` names at least :data:`MIN_TESTS` different tests."""
    return len({m.group(0).lower() for m in TEST_NAMES.finditer(sentence)}) >= MIN_TESTS
