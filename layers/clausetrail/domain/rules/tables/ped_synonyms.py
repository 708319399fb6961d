"""Pre-existing disease synonyms: a declared PED and a diagnosis are related when they share a concept.

A concept's phrases include its direct complications' usual wording ("diabetic nephropathy" is
diabetes), since IRDAI Excl01 covers "a pre-existing Disease (PED) and its direct complications".
Phrases are regexes over normalised text (lower-case words separated by single spaces).
"""

from __future__ import annotations

from typing import Final

from clausetrail.domain.rules.text_match import Concept, concept

PED_CONCEPTS: Final[tuple[Concept, ...]] = (
    concept(
        "diabetes",
        r"diabet\w*",
        r"dm",
        r"t[12] ?dm",
        r"n?iddm",
        r"hyperglyc\w*",
        r"dka",
        r"sugar",
    ),
    concept(
        "hypertension",
        r"hypertensi\w*",
        r"htn",
        r"high (?:blood pressure|bp)",
        r"raised blood pressure",
        r"essential hypertension",
    ),
    concept(
        "heart_disease",
        r"coronary\w*",
        r"cad",
        r"ischa?emic heart disease",
        r"ihd",
        r"myocardial infarction",
        r"(?:n?stemi|mi)",
        r"angina\w*",
        r"heart (?:attack|disease|failure)",
        r"cardiac",
        r"acs",
        r"acute coronary syndrome",
        r"cardiomyopathy",
        r"chf",
    ),
    concept("asthma", r"asthma\w*", r"reactive airway disease"),
    concept(
        "copd",
        r"copd",
        r"chronic obstructive (?:pulmonary|airway|lung) disease",
        r"emphysema",
        r"chronic bronchitis",
    ),
    concept(
        "thyroid",
        r"thyroid\w*",
        r"hypothyroid\w*",
        r"hyperthyroid\w*",
        r"goit(?:re|er)",
        r"graves",
    ),
    concept(
        "kidney_disease",
        r"chronic kidney disease",
        r"ckd",
        r"(?:chronic )?(?:renal|kidney) failure",
        r"nephropathy",
        r"esrd",
        r"end stage renal disease",
    ),
    concept("epilepsy", r"epilep\w*", r"seizure disorder", r"convulsive disorder"),
    concept(
        "liver_disease",
        r"cirrhosis",
        r"chronic liver disease",
        r"cld",
        r"hepatitis [bc]",
        r"fatty liver",
        r"liver failure",
    ),
    concept(
        "cancer",
        r"cancer\w*",
        r"carcinoma\w*",
        r"malignan\w*",
        r"lymphoma",
        r"leuka?emia",
        r"sarcoma",
        r"metasta\w*",
        r"neoplasm",
    ),
    concept("stroke", r"stroke", r"cva", r"cerebrovascular accident", r"cerebral infarct\w*"),
    concept("tuberculosis", r"tuberculosis", r"tb", r"koch\w*"),
    concept("hiv", r"hiv", r"aids"),
    concept("osteoarthritis", r"osteoarthritis", r"oa", r"degenerative joint disease"),
    concept("rheumatoid_arthritis", r"rheumatoid arthritis", r"ra"),
    concept("dyslipidaemia", r"dyslipida?emia", r"hyperlipida?emia", r"high cholesterol"),
)

#: Words that say nothing about which disease: ignored when a declared PED is compared word by word.
GENERIC_WORDS: Final = frozenset(
    {
        "a",
        "an",
        "and",
        "the",
        "of",
        "with",
        "on",
        "in",
        "known",
        "case",
        "history",
        "h",
        "o",
        "k",
        "c",
        "since",
        "years",
        "year",
        "chronic",
        "acute",
        "disease",
        "diseases",
        "disorder",
        "disorders",
        "condition",
        "type",
        "mellitus",
        "left",
        "right",
        "bilateral",
    }
)
