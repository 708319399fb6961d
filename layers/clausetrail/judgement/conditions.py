"""The conditions of the IRDAI standard exclusions that turn on clinical facts, checked against a claim's facts.

Some standard exclusions apply only under conditions the diagnosis alone does not settle, so the rules refer
the claim (``EXCLUDED_TREATMENT`` asks for a person). The judge reads the claim's typed facts — diagnosis,
procedure, the discharge summary's clinical narrative (``clinical_notes``), the bill's line categories and
the member's age — for them:

* **Excl06 obesity / weight control** excludes the surgical treatment of obesity unless all of: the surgery
  was on a doctor's advice, supported by clinical protocols, the member is 18 or older, and the BMI is 40 or
  more, or 35 or more with a severe co-morbidity (obesity-related cardiomyopathy, coronary heart disease,
  severe sleep apnoea, uncontrolled type 2 diabetes) after less invasive methods of weight loss failed.
* **Excl09 hazardous or adventure sports** excludes treatment needed because of participation *as a
  professional*: an amateur's accident is covered.
* **Excl04 investigation and evaluation** excludes an admission primarily for diagnostics and evaluation
  only: a stay in which a cause was found and treated is covered.

Each check returns ``applies`` (the exclusion applies: the judge drafts a repudiation, which the CRC must
uphold), ``lifted`` (a condition of the standard wording takes the claim out of it) or ``unsure`` (the facts
do not settle it: a person decides). It answers ``applies`` or ``lifted`` only on facts the documents state
in so many words; silence, a contradiction or a value on both sides of a threshold is ``unsure``. Pure,
deterministic code; no amount is computed here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Final, Literal

from clausetrail.domain.claims.facts import ClaimFacts, LineCategory

Verdict = Literal["applies", "lifted", "unsure"]
ADULT_AGE: Final = 18
BMI_ALONE: Final = Decimal(40)
BMI_WITH_COMORBIDITY: Final = Decimal(35)


@dataclass(frozen=True, slots=True)
class ConditionFinding:
    code: str
    verdict: Verdict
    why: str


_NEGATORS: Final = frozenset({"no", "not", "nil", "without", "never", "denies", "negative"})
#: what ends a negation's reach before a mention ("no loss of consciousness, treated with IV fluids")
_SCOPE_END: Final = re.compile(
    r"[;:]|\b(?:but|however|then|treated|given|started|received|underwent|managed|administered|put)\b", re.I
)
NEGATION_WORDS: Final = 6  # a negation reaches this many words ahead ("not a professional guide, instructor")


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.;])\s+|\n+", text) if s.strip()]


def _negated(prefix: str) -> bool:
    scope = _SCOPE_END.split(prefix)[-1]
    words = re.findall(r"[a-z]+", scope.lower())[-NEGATION_WORDS:]
    return any(w in _NEGATORS for w in words)


def _stated(pattern: re.Pattern[str], text: str) -> bool:
    """Does the text state ``pattern`` (a mention not negated just before it: "no IV fluids" is not)?"""
    return any(
        not _negated(sentence[: m.start()])
        for sentence in _sentences(text)
        for m in pattern.finditer(sentence)
    )


def _clinical(facts: ClaimFacts) -> str:
    return " . ".join(t for t in (facts.diagnosis, facts.procedure, facts.clinical_notes) if t)


# --- Excl06 -------------------------------------------------------------------------------------------------
_BMI: Final = re.compile(
    r"\b(?:bmi|body\s+mass\s+index)\b\s*(?:\(\s*bmi\s*\))?\s*(?:of|was|is|at|:|=|-)?\s*(?:about\s+)?"
    r"(?P<v>\d{2}(?:\.\d{1,2})?)(?!\d)",
    re.I,
)
_SURGERY: Final = re.compile(
    r"\b(?:gastrectomy|bypass|banding|gastroplasty|bariatric\s+(?:surgery|procedure)|roux|"
    r"duodenal\s+switch|(?:laparoscopic|lap\.?)\s+\w+)",
    re.I,
)
_ADVISED: Final = re.compile(
    r"\b(?:advised|recommended|referred|indicated)\b[^.;]{0,60}\b(?:surgeon|doctor|physician|consultant|"
    r"specialist|board|team)\b|\b(?:surgeon|doctor|physician|consultant|team)'?s?\s+(?:advice|recommendation)",
    re.I,
)
_PROTOCOL: Final = re.compile(
    r"\b(?:protocols?|guidelines?|criteria|multidisciplinary|multi-disciplinary)\b",
    re.I,
)
_COMORBIDITY: Final = re.compile(
    r"\bcardiomyopathy\b|\bcoronary\s+(?:heart|artery)\s+disease\b|\b(?:cad|chd)\b"
    r"|\bsevere\s+(?:obstructive\s+)?sleep\s+apno?ea\b|\bsevere\s+osa\b"
    r"|\buncontrolled\s+(?:type\s*(?:2|ii)\s+)?diabetes\b|\b(?:type\s*(?:2|ii)\s+)?diabetes[^.;]{0,25}\buncontrolled\b",
    re.I,
)
#: the documents deny every co-morbidity at once ("without co-morbidities", "no obesity-related co-morbidity",
#: "co-morbidities: nil"); denying some of them by name ("no diabetes") leaves the others open
_NO_COMORBIDITY: Final = re.compile(
    r"\b(?:without|no|nil|denies)\s+(?:(?:any|known|significant|other|obesity[- ]related|associated|major|"
    r"severe)\s+)*co-?\s?morbidit(?:y|ies)\b(?!\s+(?:other\s+than|except|apart|besides|but))"
    r"|\bco-?\s?morbidit(?:y|ies)\s*(?::|-|–)?\s*(?:nil|none|absent|not\s+present)\b",
    re.I,
)
_FAILED_CONSERVATIVE: Final = re.compile(
    r"\bfail(?:ed|ure)\b[^.;]{0,60}\b(?:diet|exercise|conservative|medical|lifestyle|non[- ]?surgical|"
    r"less\s+invasive|weight[- ]loss|pharmaco\w*)"
    r"|\b(?:diet|exercise|conservative|lifestyle|weight[- ]loss|pharmaco\w*)[^.;]{0,80}"
    r"\b(?:failed|unsuccessful|without\s+(?:sustained\s+)?(?:weight\s+loss|success|benefit))",
    re.I,
)


def check_obesity(facts: ClaimFacts, age: int | None) -> ConditionFinding:
    text = _clinical(facts)
    values = sorted({Decimal(m.group("v")) for m in _BMI.finditer(text)})
    surgery = bool(facts.procedure and _SURGERY.search(facts.procedure))
    if not surgery:
        return ConditionFinding("Excl06", "unsure", "no obesity surgery read: the conditions are for surgery")
    if age is not None and age < ADULT_AGE:
        return ConditionFinding("Excl06", "applies", f"the member is {age}, under {ADULT_AGE}")
    if not values:
        return ConditionFinding("Excl06", "unsure", "no BMI read from the documents")
    if len(values) > 1 and (
        values[0] < BMI_WITH_COMORBIDITY <= values[-1] or values[0] < BMI_ALONE <= values[-1]
    ):
        return ConditionFinding("Excl06", "unsure", f"BMI values on both sides of a threshold: {values}")
    bmi = values[0]
    if bmi < BMI_WITH_COMORBIDITY:
        return ConditionFinding("Excl06", "applies", f"BMI {bmi} is below {BMI_WITH_COMORBIDITY}")
    comorbid = _stated(_COMORBIDITY, text)
    failed = _stated(_FAILED_CONSERVATIVE, text)
    if bmi < BMI_ALONE and not comorbid and _NO_COMORBIDITY.search(text):
        return ConditionFinding(
            "Excl06", "applies", f"BMI {bmi} is below {BMI_ALONE} and the documents state no co-morbidity"
        )
    if bmi < BMI_ALONE and not (comorbid and failed):
        return ConditionFinding(
            "Excl06",
            "unsure",
            f"BMI {bmi} needs a severe co-morbidity ({'read' if comorbid else 'not read'}) after failed less "
            f"invasive methods ({'read' if failed else 'not read'})",
        )
    missing = [
        what
        for what, ok in (
            ("the member's age", age is not None),
            ("a doctor's advice", _stated(_ADVISED, text)),
            ("clinical protocols", _stated(_PROTOCOL, text)),
        )
        if not ok
    ]
    if missing:
        return ConditionFinding("Excl06", "unsure", f"BMI {bmi}, but not read: {', '.join(missing)}")
    basis = f"BMI {bmi} >= {BMI_ALONE}" if bmi >= BMI_ALONE else f"BMI {bmi} with a severe co-morbidity"
    return ConditionFinding(
        "Excl06", "lifted", f"{basis}, age {age}, on a doctor's advice, per clinical protocols"
    )


# --- Excl09 -------------------------------------------------------------------------------------------------
_PROFESSIONAL: Final = re.compile(
    r"\bprofessional(?!\s+(?:help|advice|care|opinion|counsel\w*))\b|\binstructor\b|\bcoach\b"
    r"|\b(?:mountain|climbing|trekking|rafting|diving|dive)\s+guide\b|\bstunt\s*(?:man|woman|performer)\b"
    r"|\bjockey\b|\bracing\s+driver\b|\bprofessional\s+(?:rider|racer|diver|climber|athlete)\b"
    r"|\b(?:paid|salaried|commercial)\s+(?:client|expedition|climb|dive|jump|race|event)\w*\b"
    r"|\bemployed\s+(?:by|as|with)\b|\bby\s+profession\b",
    re.I,
)
_AMATEUR: Final = re.compile(
    r"\bamateur\b|\brecreation(?:al)?\b|\bhobby\b|\bleisure\b|\bholiday\b|\bvacation\b|\bweekend\b"
    r"|\bfirst[- ]time\b|\bnovice\b|\bwith\s+(?:friends|family)\b",
    re.I,
)


def check_hazardous_sport(facts: ClaimFacts, age: int | None) -> ConditionFinding:
    text = _clinical(facts)
    professional = _stated(_PROFESSIONAL, text)
    amateur = _stated(_AMATEUR, text)
    if professional and not amateur:
        return ConditionFinding("Excl09", "applies", "the documents state participation as a professional")
    if amateur and not professional:
        return ConditionFinding("Excl09", "lifted", "the documents state amateur, recreational participation")
    return ConditionFinding(
        "Excl09",
        "unsure",
        "the documents state both professional and amateur participation"
        if professional
        else "the documents do not say whether the participation was professional",
    )


# --- Excl04 -------------------------------------------------------------------------------------------------
#: a treatment only a hospital gives (what a stay for evaluation only lacks); a procedure is read apart
_ACTIVE_TREATMENT: Final = re.compile(
    r"\b(?:iv|intravenous|parenteral)\b|\binjections?\b|\binj\.|\binfusions?\b|\btransfus\w*"
    r"|\b(?:iv|intravenous)\s+antibiotics?\b|\bnebuli[sz]ation\b|\bventilat(?:ed|or|ion)\b|\bdialysis\b"
    r"|\bchemotherapy\b|\bradiotherapy\b",
    re.I,
)
_EVALUATION_PURPOSE: Final = re.compile(
    r"\b(?:admitted|admission)\b[^.;]{0,60}\bfor\b[^.;]{0,20}\b(?:evaluation|investigations?|work[- ]?up|"
    r"diagnostic\w*|assessment)\b"
    r"|\bno\s+(?:active\s+)?(?:treatment|intervention)\s+(?:was\s+)?(?:given|required|needed|done)\b",
    re.I,
)
_ALL_NORMAL: Final = re.compile(
    r"\ball\s+(?:within\s+normal\s+limits|normal|unremarkable|negative)\b|\bnormal\s+study\b"
    r"|\bno\s+(?:organic\s+|obvious\s+|definite\s+)?(?:cause|pathology|abnormality)\s+(?:identified|found|detected)\b",
    re.I,
)
_TREATMENT_LINES: Final = frozenset(
    {LineCategory.OT, LineCategory.SURGEON_FEES, LineCategory.ICU, LineCategory.IMPLANTS}
)


#: a procedure that only looks (a scope, a scan, a biopsy): no treatment by itself
_DIAGNOSTIC_PROCEDURE: Final = re.compile(
    r"\bdiagnostic\b|\b\w*scop(?:y|ies)\b|\bbiops(?:y|ies)\b|\b(?:ct|mri|pet|usg|ultrasound|scan|x[- ]?ray)\b"
    r"|\bangiograph?y\b|\bangiogram\b|\b(?:lumbar|pleural|ascitic)\s+tap\b|\bfnac\b|\bevaluation\b",
    re.I,
)
_PROCEDURE_LINES: Final = frozenset({LineCategory.OT, LineCategory.SURGEON_FEES})


def check_evaluation_only(facts: ClaimFacts, age: int | None) -> ConditionFinding:
    text = _clinical(facts)
    looked_only = facts.procedure is not None and bool(_DIAGNOSTIC_PROCEDURE.search(facts.procedure))
    treated = (
        (facts.procedure is not None and not looked_only)
        or any(item.category in _TREATMENT_LINES - _PROCEDURE_LINES for item in facts.line_items)
        # theatre or surgeon fees are a treatment unless the one procedure read only looked
        or (not looked_only and any(item.category in _PROCEDURE_LINES for item in facts.line_items))
        or _stated(_ACTIVE_TREATMENT, facts.clinical_notes or "")
    )
    if treated:
        return ConditionFinding("Excl04", "lifted", "a treatment was given in the stay")
    if not facts.clinical_notes:
        return ConditionFinding(
            "Excl04", "unsure", "no clinical narrative read to tell what the stay was for"
        )
    if _stated(_EVALUATION_PURPOSE, text) and _ALL_NORMAL.search(text):
        return ConditionFinding(
            "Excl04",
            "applies",
            "admitted for evaluation; the investigations found no cause and no active treatment was given",
        )
    return ConditionFinding("Excl04", "unsure", "the narrative does not say the stay was for evaluation only")


Check = Callable[[ClaimFacts, int | None], ConditionFinding]
CONDITIONAL_EXCLUSIONS: Final[dict[str, Check]] = {
    "Excl04": check_evaluation_only,
    "Excl06": check_obesity,
    "Excl09": check_hazardous_sport,
}


def check_conditions(code: str, facts: ClaimFacts, age: int | None) -> ConditionFinding:
    """The standard exclusion ``code``'s conditions on these facts (``unsure`` for a code without a check)."""
    check = CONDITIONAL_EXCLUSIONS.get(code)
    if check is None:
        return ConditionFinding(code, "unsure", "no condition check for this exclusion: a person decides")
    return check(facts, age)
