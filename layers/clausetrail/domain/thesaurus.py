"""The health-insurance thesaurus that retrieval expands a question with: IRDAI vocabulary as synonym groups.

Why: a policyholder asks in their own words ("my share of the bill", "the money runs out"), a wording answers
in the regulator's defined terms ("co-payment", "restoration of sum insured"). Search adds the wording's terms
of every concept a question names, so full text and the reranker find the clause that uses them. An expansion
only ADDS words: the question itself is always searched as asked.

Source of the vocabulary (documented so that it is checkable, and so that it is clearly not derived from any
golden question or any one wording):

- IRDAI Master Circular on Standardisation in Health Insurance (2020), in `corpus/regulatory/`:
  Chapter II, the standard definitions (accident, any one illness, cashless facility, co-payment, cumulative
  bonus, day care, deductible, dental treatment, domiciliary hospitalisation, grace period, ICU charges, injury,
  maternity expenses, network / non-network provider, newborn baby, notification of claim, OPD treatment,
  pre-existing disease, pre- and post-hospitalisation medical expenses, renewal, room rent, unproven /
  experimental treatment, AYUSH, portability, migration) and Chapter III, the standard exclusions with their
  codes Excl01-Excl18 (pre-existing diseases, specified disease / procedure waiting period, 30-day waiting
  period, investigation and evaluation, rest cure, obesity, change of gender, cosmetic or plastic surgery,
  hazardous or adventure sports, breach of law, excluded providers, alcoholism and substance abuse, health
  hydros and spas, dietary supplements, refractive error, unproven treatments, sterility and infertility,
  maternity); Chapter V, the modern treatment methods.
- IRDAI Master Circular on Health Insurance Business (2024), in the same folder: free look period, moratorium
  period, portability and migration, the technological advancements list (robotic surgery, stem cell therapy,
  immunotherapy, oral chemotherapy, balloon sinuplasty, deep brain stimulation, ...).
- The list of non-payable items (Lists I-IV) in the same folder.
- Everyday equivalents of those terms as policyholders commonly write them (lay names of common conditions,
  "my share", "money runs out", "abroad"): general language, never the words of a particular question.

Each concept also names the `section_type`s (SPEC §2 step 3) where wordings state it, which search uses as a
boost (never a filter).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

# the everyday phrasing that names the concepts below (re-exported: the tests read it here)
from clausetrail.domain.thesaurus_everyday import EVERYDAY as EVERYDAY

BENEFITS = "benefits"
EXCLUSIONS = "exclusions"
WAITING = "waiting_periods"
LIMITS = "financial_limits"
DEFINITIONS = "definitions"
CLAIMS = "claims_procedure"
OTHER = "other"


@dataclass(frozen=True, slots=True)
class Concept:
    """One idea and the ways it is written. `terms[0]` is the wording's usual term."""

    name: str
    terms: tuple[str, ...]
    section_types: tuple[str, ...] = ()


def _c(name: str, terms: str, *types: str) -> Concept:
    return Concept(name, tuple(t.strip() for t in terms.split("|") if t.strip()), types)


#: Synonym groups. A term matches as a phrase (spaces and hyphens interchangeable, -ise/-ize, a plural s).
CONCEPTS: tuple[Concept, ...] = (
    # waiting periods and the standard exclusions Excl01-Excl03 (Chapter III)
    _c(
        "pre_existing",
        "pre-existing disease|pre-existing condition|pre-existing illness|PED|existing disease|existing illness"
        "|existing condition|declared disease",
        WAITING,
        EXCLUSIONS,
    ),
    _c(
        "initial_waiting",
        "first 30 days|30 days waiting period|thirty days|initial waiting period|policy commencement date",
        WAITING,
    ),
    _c(
        "specified_disease",
        "specified disease|specific disease|specified procedure|named ailment|listed condition"
        "|specific waiting period|specified illness",
        WAITING,
    ),
    _c("waiting_period", "waiting period|continuous coverage|wait", WAITING),
    _c("moratorium", "moratorium period|moratorium|sixty months|non-disclosure|contestable", WAITING, OTHER),
    # financial limits (Chapter II definitions: room rent, ICU charges, co-payment, deductible)
    _c(
        "room_rent",
        "room rent|room charges|room category|room and boarding|accommodation|boarding charges|single private room"
        "|shared room|ward",
        LIMITS,
    ),
    _c("icu", "ICU|intensive care unit|intensive care|ICCU|critical care unit", LIMITS),
    _c("co_payment", "co-payment|co-pay|copay|cost sharing|co-share", LIMITS),
    _c("deductible", "deductible|aggregate deductible|excess", LIMITS),
    _c(
        "sum_insured",
        "sum insured|SI|cover amount|coverage amount|insured amount|base sum insured",
        LIMITS,
        BENEFITS,
    ),
    _c("sub_limit", "sub-limit|sublimit|capping|ceiling|limit", LIMITS),
    _c("proportionate", "proportionate deduction|proportionate|associated medical expenses", LIMITS),
    _c("zone", "zone|zonal|zone of treatment|tier city|metro city", LIMITS),
    _c("senior", "senior citizen|aged 60|elderly|entry age", LIMITS),
    # who may join: the wording's "Entry Age" / "age at entry" clause (IRDAI wordings print it under eligibility)
    _c("entry_age", "entry age|age limit|eligible age|minimum age|maximum age", OTHER),
    # claims procedure (cashless facility, notification of claim, network provider)
    _c(
        "cashless",
        "cashless|cashless facility|network hospital|network provider|pre-authorisation|pre-authorization"
        "|preauthorisation|authorisation|TPA|third party administrator",
        CLAIMS,
    ),
    _c("reimbursement", "reimbursement|reimburse|non-network|non-network hospital", CLAIMS),
    _c(
        "intimation",
        "intimation|intimate|notification of claim|notify|notice|inform|call centre|helpline|toll free",
        CLAIMS,
    ),
    _c(
        "claim_documents",
        "claim documents|claim form|discharge summary|original bills|documents|submission of claim|docs|paperwork",
        CLAIMS,
    ),
    _c("emergency", "emergency|emergency hospitalisation|emergency care", CLAIMS, BENEFITS),
    _c(
        "claim_settlement",
        "claim settlement|settle|settlement|interest|penal interest|payment of claim|decision on the claim"
        "|bank rate|delay in payment",
        CLAIMS,
    ),
    _c("grievance", "grievance|complaint|ombudsman|grievance redressal", OTHER),
    # benefits
    _c(
        "pre_hospitalisation",
        "pre-hospitalisation|pre-hospitalisation medical expenses|before hospitalisation|before admission"
        "|prior to admission",
        BENEFITS,
    ),
    _c(
        "post_hospitalisation",
        "post-hospitalisation|post-hospitalisation medical expenses|after discharge|following discharge",
        BENEFITS,
    ),
    _c(
        "inpatient",
        "in-patient care|inpatient care|in-patient hospitalisation|24 consecutive hours",
        BENEFITS,
    ),
    _c("day_care", "day care|daycare|day care treatment|day care procedure|less than 24 hours", BENEFITS),
    _c(
        "domiciliary",
        "domiciliary|domiciliary hospitalisation|treatment at home|home treatment|home care|home hospitalisation",
        BENEFITS,
    ),
    _c(
        "ayush",
        "AYUSH|ayurveda|ayurvedic|yoga|naturopathy|unani|siddha|homeopathy|homoeopathy|AYUSH hospital"
        # the IRDAI defined term for the same treatments, and older wordings' exclusion of them
        "|alternative treatments?|non-allopathic",
        BENEFITS,
    ),
    _c(
        "maternity",
        "maternity|maternity expenses|pregnancy|childbirth|delivery|caesarean|c-section|miscarriage"
        "|termination of pregnancy|prenatal|postnatal|pre-natal|post-natal",
        BENEFITS,
        EXCLUSIONS,
        WAITING,
    ),
    _c("newborn", "newborn|new born|newborn baby|new-born|infant|neonatal|baby", BENEFITS),
    _c("ambulance", "ambulance|road ambulance|air ambulance|emergency transport", BENEFITS),
    _c(
        "organ_donor",
        "organ donor|donor expenses|organ transplant|harvesting of the organ|donor|bone marrow|harvesting",
        BENEFITS,
    ),
    _c(
        "modern_treatment",
        "modern treatment|modern treatment methods|advancement in technology|technological advancements"
        "|robotic surgery|robotic|stem cell|stem cell therapy|immunotherapy|oral chemotherapy|balloon sinuplasty"
        "|deep brain stimulation|intra vitreal injection|bronchial thermoplasty|uterine artery embolisation|HIFU"
        "|stereotactic radio surgery|vaporisation of the prostate|IONM",
        BENEFITS,
        LIMITS,
    ),
    _c(
        "cumulative_bonus",
        # (a wording may reward a claim-free year with a premium discount instead: "no claim discount")
        "cumulative bonus|no claim bonus|NCB|bonus|claim-free year|claim free year|loyalty|no claim discount",
        BENEFITS,
    ),
    _c(
        "restoration",
        "restoration|restore|reinstatement|re-instatement|recharge|refill|reload|reset|exhaustion of sum insured"
        "|exhausted",
        BENEFITS,
    ),
    _c(
        "health_checkup",
        "health check-up|health checkup|preventive health check-up|medical check-up|wellness",
        BENEFITS,
    ),
    _c("hospital_cash", "hospital cash|daily cash|daily allowance|cash benefit|per day cash", BENEFITS),
    # optional covers that many retail wordings add (IRDAI file-and-use add-ons): travel of a family member to
    # the patient, a lump sum for a long stay, nursing at home, a personal accident section
    _c(
        "compassionate_visit",
        "compassionate visit|compassionate travel|family visit|travel expenses|attendant|accompanying person"
        "|air fare|airfare|travel ticket",
        BENEFITS,
    ),
    # bringing home the body of an insured person who dies away from home (domestic or overseas covers)
    _c(
        "mortal_remains",
        "repatriation of mortal remains|mortal remains|repatriation|transportation of the body|dead body"
        "|funeral expenses|last rites",
        BENEFITS,
    ),
    _c(
        "convalescence",
        "convalescence|convalescence benefit|recovery benefit|recuperation|lump sum|lumpsum|long stay",
        BENEFITS,
    ),
    _c("home_nursing", "nursing at home|home nursing|nursing care|qualified nurse|nurse|nursing", BENEFITS),
    _c(
        "personal_accident",
        "personal accident|accidental death|permanent total disablement|permanent partial disablement"
        "|dismemberment|loss of limbs|loss of limb",
        BENEFITS,
    ),
    _c(
        "government_hospital",
        "government hospital|public hospital|govt hospital|municipal hospital",
        BENEFITS,
    ),
    _c(
        "teleconsultation",
        "teleconsultation|tele-consultation|e-consultation|online consultation|video consultation",
        BENEFITS,
    ),
    _c("opd", "OPD|out-patient|outpatient|consultation|OPD treatment", BENEFITS),
    _c("second_opinion", "second opinion|e-opinion", BENEFITS),
    _c("vaccination", "vaccination|vaccine|immunisation", BENEFITS),
    _c(
        "outside_india",
        "outside India|abroad|overseas|foreign|international|worldwide|another country|global",
        BENEFITS,
        EXCLUSIONS,
    ),
    _c("accident", "accident|accidental|injury|injured|fracture|trauma", BENEFITS, EXCLUSIONS),
    _c("family", "family floater|floater|family members|spouse|dependent children|dependants", OTHER),
    # treatments and conditions named in specified-disease lists and exclusions
    _c("cataract", "cataract|intraocular lens|lens replacement|eye surgery", LIMITS, WAITING),
    _c("joint_replacement", "joint replacement|knee replacement|hip replacement|arthroplasty", WAITING),
    _c("hernia", "hernia|hydrocele|inguinal", WAITING),
    _c("piles", "haemorrhoids|hemorrhoids|piles|fissure|fistula", WAITING),
    _c("calculus", "calculus|calculi|stones|kidney stone|gall stone|urolithiasis|cholelithiasis", WAITING),
    _c("sinus", "sinusitis|sinus|nasal septum|deviated nasal septum|tonsils|tonsillectomy|adenoids", WAITING),
    _c("prostate", "prostate|benign prostatic hypertrophy|BPH", WAITING),
    _c("uterus", "hysterectomy|uterus|fibroids|fibroid|endometriosis", WAITING),
    _c("varicose", "varicose veins|varicose|varicosities", WAITING),
    _c("spine", "spinal disorders|spine|disc prolapse|slipped disc|back pain", WAITING),
    _c("hypertension", "hypertension|high blood pressure|blood pressure|BP", WAITING, EXCLUSIONS),
    _c("diabetes", "diabetes|diabetes mellitus|diabetic|blood sugar|sugar", WAITING, EXCLUSIONS),
    _c(
        "heart",
        "heart disease|cardiac|heart attack|myocardial infarction|coronary|angioplasty|bypass surgery",
        WAITING,
        BENEFITS,
    ),
    _c("stroke", "stroke|cerebrovascular|paralysis", BENEFITS),
    _c("cancer", "cancer|malignancy|malignant|tumour|tumor|chemotherapy|radiotherapy|oncology", BENEFITS),
    _c("kidney", "renal failure|kidney failure|dialysis|kidney", BENEFITS),
    _c("dental", "dental|dental treatment|teeth|tooth|dentures|root canal|orthodontic", EXCLUSIONS, BENEFITS),
    _c(
        "spectacles",
        "spectacles|contact lens|contact lenses|glasses|eyeglasses|refractive error|dioptres|lasik|eye sight",
        EXCLUSIONS,
    ),
    _c("hearing_aid", "hearing aid|hearing aids|cochlear implant", EXCLUSIONS),
    _c("cosmetic", "cosmetic|cosmetic surgery|plastic surgery|aesthetic|change appearance", EXCLUSIONS),
    _c(
        "obesity",
        "obesity|bariatric|bariatric surgery|weight control|weight loss|BMI|body mass index",
        EXCLUSIONS,
    ),
    _c("gender", "change of gender|change-of-gender|gender reassignment|sex change", EXCLUSIONS),
    _c(
        "hazardous_sports",
        "hazardous sports|adventure sports|hazardous or adventure sports|scuba diving|para-jumping|rock climbing"
        "|mountaineering|motor racing|sky diving|rafting",
        EXCLUSIONS,
    ),
    _c(
        "substance_abuse",
        "alcoholism|alcohol|drug abuse|substance abuse|addictive condition|addiction|intoxication|drunk",
        EXCLUSIONS,
    ),
    _c("unproven", "unproven treatment|unproven|experimental|investigational", EXCLUSIONS),
    _c(
        "infertility",
        "infertility|sterility|IVF|assisted reproduction|surrogacy|contraception|sterilisation",
        EXCLUSIONS,
    ),
    _c("rest_cure", "rest cure|rehabilitation|respite care|custodial care", EXCLUSIONS),
    _c("diagnostics", "investigation and evaluation|diagnostics|evaluation purposes|diagnostic", EXCLUSIONS),
    _c("breach_of_law", "breach of law|criminal intent|illegal", EXCLUSIONS),
    _c("spa", "health hydros|nature cure clinics|spas", EXCLUSIONS),
    _c("supplements", "dietary supplements|vitamins|minerals|tonics", EXCLUSIONS),
    _c(
        "psychiatric",
        "mental illness|psychiatric|mental health|mental disorder|depression",
        BENEFITS,
        EXCLUSIONS,
    ),
    _c("hiv", "HIV|AIDS|sexually transmitted", BENEFITS, EXCLUSIONS),
    _c("war", "war|nuclear|terrorism|invasion|radioactive|radiation|chemical weapons", EXCLUSIONS),
    _c("congenital", "congenital|congenital anomaly|birth defect|genetic disorder", EXCLUSIONS),
    _c("self_injury", "self-inflicted|intentional self injury|suicide|attempted suicide", EXCLUSIONS),
    _c("excluded_provider", "excluded providers|excluded provider|blacklisted hospital", EXCLUSIONS),
    _c(
        "non_payable",
        "non-payable items|non-payable|non-medical|consumables|toiletries|gloves|PPE kit",
        EXCLUSIONS,
        LIMITS,
    ),
    # policy conditions (Master Circular on Health Insurance Business)
    _c("free_look", "free look period|free look|free-look|cancellation|cancel|refund of premium", OTHER),
    _c(
        "grace_period",
        "grace period|premium due date|break in policy|late renewal|renewal premium",
        OTHER,
    ),
    _c("renewal", "renewal|renew|renewable|lifelong renewal", OTHER),
    _c("portability", "portability|port|migration|switch insurer|another insurer|previous insurer", OTHER),
    _c("disclosure", "disclosure|non-disclosure|misrepresentation|fraud", OTHER),
)


@dataclass(frozen=True, slots=True)
class Expansion:
    """The concepts a question names and the wording terms they add."""

    concepts: tuple[Concept, ...]
    added_terms: tuple[str, ...]  # terms of those concepts that the question does not already contain

    @property
    def section_types(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(t for c in self.concepts for t in c.section_types))

    @property
    def main_terms(self) -> tuple[str, ...]:
        return tuple(c.terms[0] for c in self.concepts)

    @property
    def text(self) -> str:
        return " ".join(self.added_terms)


def _stem_word(word: str) -> str:
    w = re.escape(word)
    # -isation / -ization, -ise / -ize
    return re.sub(r"is(ation|e|ed|ing)$", r"i[sz]\1", w)


@cache
def term_pattern(term: str) -> re.Pattern[str]:
    """A term as a phrase pattern: words joined by any run of spaces or hyphens, -ise/-ize, an optional plural;
    never the term negated by a "non" before it."""
    words = re.split(r"[\s\-]+", term.strip())
    body = r"[\s\-]*".join(_stem_word(w) for w in words)
    acronym = len(term) <= 3 and term.isupper()
    suffix = r"(?:s|es)?" if not acronym else r"s?"
    # "non-network", "non network": the negation of a term is not a mention of it (a term that is itself
    # negated, "non-network hospital", starts with the "non" and still matches)
    negated = r"(?<!non[\s\-])(?<!non)" if not words[0].lower().startswith("non") else ""
    return re.compile(
        r"(?<![A-Za-z0-9])" + negated + body + suffix + r"(?![A-Za-z0-9])", 0 if acronym else re.I
    )


_BY_NAME = {c.name: c for c in CONCEPTS}
_EVERYDAY = tuple((re.compile(p, re.I), names) for p, names in EVERYDAY)


def concept(name: str) -> Concept:
    return _BY_NAME[name]


def mentions(text: str, term: str) -> bool:
    return term_pattern(term).search(text) is not None


def concepts_in(text: str) -> tuple[Concept, ...]:
    """Concepts whose terms occur in `text`, then those its everyday phrasing implies (in thesaurus order)."""
    found = [c for c in CONCEPTS if any(mentions(text, t) for t in c.terms)]
    for pattern, names in _EVERYDAY:
        if pattern.search(text):
            found.extend(_BY_NAME[n] for n in names)
    return tuple(dict.fromkeys(found))


def expand(question: str) -> Expansion:
    """The concepts of `question` and the wording terms to add to its search (never removing any of its words)."""
    found = concepts_in(question)
    added = [t for c in found for t in c.terms if not mentions(question, t)]
    return Expansion(concepts=found, added_terms=tuple(dict.fromkeys(added)))


def strip_everyday_phrases(text: str) -> str:
    """`text` with the everyday phrases that name a concept ("nose job", "my share") blanked out."""
    for pattern, _names in _EVERYDAY:
        text = pattern.sub(" ", text)
    return text
