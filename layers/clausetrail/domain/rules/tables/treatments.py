"""Treatments that carry a sublimit: cataract and the IRDAI "modern treatment methods".

The twelve modern treatments are those listed by IRDAI's 2019 guidelines on standardisation of exclusions
and reproduced in the wordings that follow them (the standard Arogya Sanjeevani Policy among them).
"""

from __future__ import annotations

from typing import Final

from clausetrail.domain.rules.text_match import Concept, concept, word_pattern

CATARACT_PATTERN: Final = word_pattern(
    [r"cataract\w*", r"phaco\w*", r"sics", r"ecce", r"intra ?ocular lens (?:implant\w*)?", r"iol"]
)
BOTH_EYES_PATTERN: Final = word_pattern(
    [r"both eyes", r"bilateral", r"ou", r"left and right", r"right and left"]
)
LEFT_EYE_PATTERN: Final = word_pattern([r"left eye", r"le", r"os", r"left"])
RIGHT_EYE_PATTERN: Final = word_pattern([r"right eye", r"re", r"od", r"right"])

MODERN_TREATMENTS: Final[tuple[Concept, ...]] = (
    concept(
        "Uterine artery embolization and HIFU",
        r"uterine artery emboli[sz]ation",
        r"uae",
        r"hifu",
        r"high intensity focu?sed ultrasound",
    ),
    concept("Balloon sinuplasty", r"balloon sinuplasty"),
    concept("Deep brain stimulation", r"deep brain stimulation", r"dbs"),
    concept("Oral chemotherapy", r"oral chemo\w*"),
    concept(
        "Immunotherapy - monoclonal antibody",
        r"immunotherapy",
        r"monoclonal antibod\w*",
        r"\w+mab",
    ),
    concept("Intravitreal injections", r"intra ?vitreal\w*", r"anti vegf"),
    concept("Robotic surgeries", r"robot\w*"),
    concept(
        "Stereotactic radiosurgeries",
        r"stereotactic\w*",
        r"radio ?surger\w*",
        r"gamma knife",
        r"cyber ?knife",
        r"sbrt",
        r"srs",
    ),
    concept("Bronchial thermoplasty", r"bronchial thermoplasty"),
    concept(
        "Vaporisation of the prostate (green laser / holmium laser)",
        r"(?:green light |green )?laser vapori[sz]ation",
        r"vapori[sz]ation of (?:the )?prostate",
        r"holep",
        r"holmium laser\w*",
        r"green ?light laser",
        r"pvp",
    ),
    concept("Intra-operative neuro monitoring (IONM)", r"ionm", r"intra ?operative neuro ?monitoring"),
    concept(
        "Stem cell therapy",
        r"stem cell\w*",
        r"bone marrow transplant\w*",
        r"bmt",
        r"ha?ematopoietic",
    ),
)
