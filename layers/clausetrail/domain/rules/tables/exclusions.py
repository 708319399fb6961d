"""Treatments mapped to the IRDAI standard exclusions (Excl01-Excl18).

Source: IRDAI Master Circular on Standardisation of Health Insurance Products (2020), Chapter III
"Standard exclusions" (PDF pages 96-99 of ``IRDAI_Master-Circular-Standardisation-Health-2020.pdf``).
Excl01-Excl03 (waiting periods) and Excl18 (maternity) have their own rules; Excl11 (excluded providers)
needs the insurer's provider list and Excl14 (supplements) is judged per bill line, so neither is a
treatment keyword here.

Each entry: ``pattern`` finds the treatment in the normalised diagnosis + procedure text; ``carve_out``
is the wording's own exception (the exclusion then does not apply); ``review`` marks text where the
exclusion may or may not apply on facts the claim lacks (the claim then goes to a human);
``on_match`` is what a plain match does — ``deny`` only where the standard wording leaves no condition.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from typing import Final, Literal

from clausetrail.domain.rules.text_match import word_pattern

OnMatch = Literal["deny", "human"]


@dataclass(frozen=True, slots=True)
class ExclusionEntry:
    code: str
    title: str
    pattern: re.Pattern[str]
    on_match: OnMatch = "deny"
    carve_out: re.Pattern[str] | None = None
    carve_out_accident: bool = False
    review: re.Pattern[str] | None = None


STANDARD_EXCLUSION_KEYWORDS: Final[tuple[ExclusionEntry, ...]] = (
    ExclusionEntry(
        "Excl04",
        "Investigation & Evaluation",
        word_pattern(
            [
                r"(?:admi\w+|hospitali[sz]\w+) (?:only |primarily |solely )?for (?:investigation|evaluation|diagnostic\w*)(?: purposes?)?(?: only)?",
                r"(?:investigation|evaluation|diagnostic) purposes? only",
            ]
        ),
    ),
    # an admission whose diagnosis is still being looked for ("pain abdomen under evaluation", "no organic
    # cause identified") may be one for evaluation only: a person decides
    ExclusionEntry(
        "Excl04",
        "Investigation & Evaluation",
        word_pattern(
            [
                r"under (?:evaluation|investigation|observation)",
                r"(?:for|awaiting) (?:further )?(?:evaluation|work ?up)",
                r"no (?:organic |obvious |definite )?(?:cause|pathology|abnormality) (?:identified|found|detected)",
                r"(?:cause|aetiology|etiology) (?:unknown|not (?:identified|established|found))",
                r"diagnosis (?:not established|deferred|pending|unclear)",
            ]
        ),
        on_match="human",
    ),
    ExclusionEntry(
        "Excl05",
        "Rest Cure, rehabilitation and respite care",
        word_pattern([r"rest cure", r"respite care", r"custodial care", r"enforced bed rest"]),
        review=word_pattern([r"rehabilitation", r"palliative care", r"hospice"]),
    ),
    ExclusionEntry(
        "Excl06",
        "Obesity/ Weight Control",
        word_pattern(
            [
                r"bariatric\w*",
                r"obesity",
                r"weight (?:loss|reduction|control) (?:surgery|treatment|procedure)",
                r"sleeve gastrectomy",
                r"gastric (?:bypass|banding|balloon)",
                r"roux en y",
            ]
        ),
        # the standard wording covers obesity surgery that meets its BMI / co-morbidity conditions
        review=word_pattern(
            [
                r"morbid obesity",
                r"bmi",
                r"body mass index",
                r"sleep apno?ea",
                r"cardiomyopathy",
                r"coronary heart disease",
                r"(?:uncontrolled )?type ?2 diabetes",
            ]
        ),
    ),
    ExclusionEntry(
        "Excl07",
        "Change-of-Gender treatments",
        word_pattern(
            [
                r"(?:sex|gender) (?:change|reassignment|affirmation|affirming|transition)\w*",
                r"change of (?:sex|gender)",
                r"vaginoplasty for gender\w*",
                r"phalloplasty",
            ]
        ),
    ),
    ExclusionEntry(
        "Excl08",
        "Cosmetic or plastic Surgery",
        word_pattern(
            [
                r"cosmetic\w*",
                r"aesthetic\w*",
                r"rhinoplasty",
                r"liposuction",
                r"abdominoplasty",
                r"tummy tuck",
                r"blepharoplasty",
                r"face ?lift\w*",
                r"rhytidectomy",
                r"breast (?:augmentation|enlargement|implants?)",
                r"mammoplasty",
                r"hair transplant\w*",
                r"botox",
                r"botulinum toxin",
                r"dermal fillers?",
                r"plastic surgery",
            ]
        ),
        carve_out=word_pattern(
            [r"burns?", r"cancer\w*", r"carcinoma\w*", r"malignan\w*", r"tumou?r\w*", r"reconstruct\w*"]
        ),
        carve_out_accident=True,
    ),
    ExclusionEntry(
        "Excl09",
        "Hazardous or Adventure sports",
        word_pattern(
            [
                r"para ?(?:jumping|gliding)",
                r"rock climbing",
                r"mountaineering",
                r"(?:river |white water )?rafting",
                r"motor (?:racing|sport\w*)",
                r"horse racing",
                r"scuba diving",
                r"hang ?gliding",
                r"sky ?diving",
                r"deep sea diving",
                r"bungee\w*",
            ]
        ),
        # the standard wording excludes only participation "as a professional", which a bill does not say
        on_match="human",
    ),
    ExclusionEntry(
        "Excl10",
        "Breach of law",
        word_pattern([r"breach of law", r"criminal (?:act|intent|offence)", r"while committing"]),
        on_match="human",
    ),
    ExclusionEntry(
        "Excl12",
        "Alcoholism, drug or substance abuse or any addictive condition",
        word_pattern(
            [
                r"alcoholism",
                r"alcohol (?:dependence|dependency|abuse|addiction|withdrawal|intoxication|use disorder)\w*",
                r"alcoholic (?:liver disease|hepatitis|cirrhosis|pancreatitis|cardiomyopathy)",
                r"alcohol (?:induced|related) \w+",
                r"(?:drug|substance|opioid|opiate|cannabis) (?:abuse|dependence|addiction|use disorder|withdrawal)\w*",
                r"de ?addiction",
                r"delirium tremens",
            ]
        ),
    ),
    ExclusionEntry(
        "Excl13",
        "Treatments in health hydros, nature cure clinics, spas",
        word_pattern([r"health hydros?", r"nature cure", r"spa (?:treatment|therapy)", r"naturopathy"]),
    ),
    ExclusionEntry(
        "Excl15",
        "Refractive Error",
        word_pattern(
            [
                r"refractive (?:error|surgery|correction)\w*",
                r"lasik",
                r"smile (?:surgery|procedure)",
                r"photorefractive keratectomy",
                r"prk",
                r"spectacles?",
                r"contact lens\w*",
                r"(?:myopia|hypermetropia|hyperopia|astigmatism) correction",
            ]
        ),
        # excluded only below 7.5 dioptres: the rule reads a stated power (see REFRACTIVE_THRESHOLD_DIOPTRES)
        # and sends a claim without one to a human
        on_match="human",
    ),
    ExclusionEntry(
        "Excl16",
        "Unproven Treatments",
        word_pattern(
            [
                r"unproven",
                r"experimental (?:treatment|therapy|procedure)",
                r"investigational (?:treatment|therapy|drug)",
            ]
        ),
    ),
    ExclusionEntry(
        "Excl17",
        "Sterility and Infertility",
        word_pattern(
            [
                r"infertility",
                r"sterility",
                r"ivf",
                r"in vitro fertili[sz]ation",
                r"icsi",
                r"iui",
                r"intra ?uterine insemination",
                r"artificial insemination",
                r"gift",
                r"zift",
                r"assisted reproduct\w*",
                r"surrogacy",
                r"sterili[sz]ation",
                r"vasectomy",
                r"tubectomy",
                r"tubal ligation",
                r"(?:reversal of|recanali[sz]ation) (?:sterili[sz]ation|vasectomy|tubectomy)",
                r"contracepti\w*",
            ]
        ),
    ),
)

#: Maternity (Excl18) — childbirth, caesarean, miscarriage, termination. Ectopic pregnancy is carved out
#: by the standard wording; a miscarriage due to an accident is carved out too (the rule checks that).
MATERNITY_PATTERN: Final = word_pattern(
    [
        r"pregnan\w*",
        r"(?:normal |vaginal |assisted |forceps |vacuum |full term |preterm )*deliver(?:y|ies)",
        r"child ?birth",
        r"caesarean\w*",
        r"cesarean\w*",
        r"c section",
        r"lscs",
        r"nvd",
        r"labou?r (?:pain|induction)",
        r"miscarriage",
        r"abortion",
        r"medical termination of pregnancy",
        r"mtp",
        r"(?:ante|post) ?natal",
        r"obstetric\w*",
        r"puerper\w*",
        r"gravida",
    ]
)
MATERNITY_CARVE_OUT: Final = word_pattern([r"ectopic"])

#: Excl15 excludes correction of eye sight "due to refractive error less than 7.5 dioptres".
REFRACTIVE_THRESHOLD_DIOPTRES: Final = Decimal("7.5")
DIOPTRE_VALUE: Final = re.compile(
    r"[-+]?\s*(\d{1,2}(?:\.\d{1,2})?)\s*(?:d\b|dioptres?|diopters?|dpt)", re.IGNORECASE
)
