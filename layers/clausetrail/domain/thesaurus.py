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
        "AYUSH|ayurveda|ayurvedic|yoga|naturopathy|unani|siddha|homeopathy|homoeopathy|AYUSH hospital",
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
        "cumulative bonus|no claim bonus|NCB|bonus|claim-free year|claim free year|loyalty",
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

#: Everyday phrasing -> concept names. General constructions of policyholders' language, not any one question.
_N = r"(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|couple of|some)"
_START = r"(buying|taking|purchasing|starting|joining|inception|the policy|(the|my) (policy|cover|plan) (started|began))"

#: Everyday phrasing -> concept names. General constructions of policyholders' language, not any one question.
EVERYDAY: tuple[tuple[str, tuple[str, ...]], ...] = (
    (r"\b(already|previously) (had|have|has|suffer\w*|diagnosed|taking medicine)\b", ("pre_existing",)),
    (
        r"\bbefore (buying|taking|joining|purchasing|i (bought|took)) (the |this |my )?(policy|cover|plan)\b",
        ("pre_existing",),
    ),
    (r"\bhistory of\b|\bknown case of\b|\bon medication\b", ("pre_existing",)),
    # a condition the proposer declared, or has had for years: "declared them in the proposal", "sugar and BP
    # for 5 yrs", "diabetic since 2019"
    (
        r"\b(declared|disclosed|told (you|them|the insurer|the company)|mentioned)\b.{0,40}\b(proposal|form"
        r"|application)\b|\b(declared|disclosed) (it|them|this|these|that)\b",
        ("pre_existing",),
    ),
    (
        # (a condition had for years, not the policy held for years: "had this policy for 3 years")
        r"\b(have|has|had|having)\b(?!.{0,40}\b(polic(y|ies)|cover|plan|insurance|insured|been)\b).{0,40}\b(for|since)\s+"
        r"(the\s+)?(last\s+|past\s+)?(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|many|several)\s*"
        r"(yrs?|years?)\b|\b(diagnosed|suffering|diabetic|on\s+(medicine|medication|tablets))\b.{0,20}\bsince (19|20)\d\d\b",
        ("pre_existing",),
    ),
    # how long until a claim can no longer be refused over what was not disclosed: the moratorium period
    (
        r"\b(can'?t|cannot|can not|no longer|not be able to|won'?t)\s+(\w+\s+)?(reject\w*|den(y|ies|ied)|question\w*"
        r"|contest\w*|disput\w*|reopen\w*|refus\w*)\b.{0,60}\b(disclos\w*|tell\w*|told|mention\w*|hid|hide|hidden"
        r"|misrepresent\w*|history)\b"
        r"|\b(safe|incontestable)\b.{0,40}\b(disclos\w*|misrepresent\w*|question\w*|contest\w*)",
        ("moratorium",),
    ),
    (
        r"\b(just|recently|newly) (bought|taken|took|started|joined|purchased)\b",
        ("initial_waiting", "waiting_period"),
    ),
    (rf"\b{_N} (days?|weeks?) (after|since|into|of|from) {_START}", ("initial_waiting", "waiting_period")),
    (
        rf"\b(bought|took|taken|purchased|started|began|commenced|joined)\b.{{0,30}}\b{_N} (days?|weeks?) (ago|back)\b",
        ("initial_waiting", "waiting_period"),
    ),
    (
        rf"\b(started|began|bought|took|taken|purchased|commenced)\b.{{0,30}}\b{_N} (days?|weeks?) (ago|back)\b",
        ("initial_waiting", "waiting_period"),
    ),
    (
        rf"\b{_N} (months?|years?) (after|since|into|of|from) {_START}",
        ("waiting_period", "specified_disease"),
    ),
    (
        rf"\b(started|began|bought|took|taken|purchased|commenced)\b.{{0,30}}\b{_N} (months?|years?) (ago|back)\b",
        ("waiting_period", "specified_disease"),
    ),
    # how long the cover has run ("policy is only 1 yr old", "our policy is 1.5 yrs old"): a waiting period asked
    (
        r"\b(polic(y|ies)|cover|plan|insurance)\b.{0,20}\b(is|was|are|were)\s+(only\s+|just\s+|about\s+|nearly\s+"
        r"|almost\s+|barely\s+)?(\d+(\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few)"
        r"\s*(days?|weeks?|months?|mths?|yrs?|years?)\s+old\b",
        ("waiting_period", "specified_disease"),
    ),
    (
        r"\bhow long (do|must|should|will) (i|we|you) (have to )?wait\b|\bhow soon\b.*\bcovered\b",
        ("waiting_period",),
    ),
    (
        r"\bpre-?\s*(and|&|or|/)\s*post\b|\bbefore (and|&|or) after\b",
        ("pre_hospitalisation", "post_hospitalisation"),
    ),
    (
        r"\b(days?|expenses|tests?|costs?) (before|b4|prior to) (the |my |a )?(hospital|admission|being admitted"
        r"|hospitali[sz])",
        ("pre_hospitalisation",),
    ),
    (
        r"\b(days?|expenses|medicines?|costs?|follow-?ups?) after (the |my |a )?(discharge|hospital|surgery|operation)",
        ("post_hospitalisation",),
    ),
    # "after discharge, for how many days are medicines paid?" (not a deadline to send papers after discharge)
    (
        r"^(?!.*\b(send|submit\w*|fil(e|ing)|intimat\w*|inform|notify|documents?|papers|deadline|claim form)\b)"
        r".*\b(after|post) (the |my |his |her |a )?discharge\b",
        ("post_hospitalisation",),
    ),
    (
        r"^(?!.*\b(send|submit\w*|fil(e|ing)|intimat\w*|inform|notify|documents?|papers|deadline|claim form)\b)"
        r".*\b(before|b4|prior to) (the |my |his |her |an? )?(admission|hospitali[sz]\w*|getting admitted)\b",
        ("pre_hospitalisation",),
    ),
    (
        r"\b(before|b4|prior to) (the )?(admission|hospitali[sz]\w*)\b.{0,30}\b(after|post) (the )?discharge\b",
        ("pre_hospitalisation", "post_hospitalisation"),
    ),
    (r"\bhaving a baby\b|\bexpecting\b|\bpregnant\b|\bgiv(e|ing) birth\b", ("maternity",)),
    (
        r"\bat home\b|\bhome\b.*\btreat|\btreat\w*\b.*\bhome\b|\bbedridden\b|\bcannot be moved\b",
        ("domiciliary",),
    ),
    (
        r"\b(my|our) (share|part|portion)\b|\bout[- ]of[- ]pocket\b|\bpay (a |some )?(part|percent|percentage)\b",
        ("co_payment",),
    ),
    (
        r"\bmoney (runs|ran) out\b|\bused up\b|\bexhaust\w*\b|\bruns out\b|\banything left\b"
        r"|\b(finished|used|spent|consumed)\s+(up\s+)?(the\s+)?(full|whole|entire|all)\b",
        ("restoration",),
    ),
    (r"\b(no|without|didn'?t make a|did not make a) claims?\b|\bclaim[- ]free\b", ("cumulative_bonus",)),
    (
        r"\b(pay|paid|paying) (the premium )?late\b|\bmiss(ed)? (the )?(premium|renewal|due date)\b|\bforg(?:ot|et)\b.{0,15}\b(renew\w*|premium)\b"
        r"|\b(paid|pay|renew\w*)\b.{0,30}\bafter (the |its |policy )?(expiry|due date|it expired)\b",
        ("grace_period",),
    ),
    (
        r"\b(how|when) (do|should|must|can) i (tell|inform|notify|let)\b|\bhow soon\b.*\b(tell|inform|notify)\b"
        # telling the insurer of an admission, with a time asked: "planned op - how early do I need to tell you?"
        # (telling them about a condition when buying is disclosure, asked without a time of admission)
        r"|\b(how\s+(early|soon|quickly|many\s+(hours|days))|by\s+when|before|prior|within)\b.{0,60}\b(tell|inform"
        r"|notify|let\s+\w+(\s+\w+)?\s+know)\b(?!.{0,30}\babout\b)"
        r"|\b(tell|inform|notify|let\s+\w+(\s+\w+)?\s+know)\b(?!.{0,30}\babout\b).{0,60}\b(how\s+(early|soon|quickly|many\s+"
        r"(hours|days))|by\s+when|before|prior|in\s+advance|ahead)\b",
        ("intimation",),
    ),
    (
        r"\bhow (do|can|should) i (claim|file|make a claim|get (my )?money back)\b|\bclaim process\b",
        ("claim_documents", "reimbursement", "cashless"),
    ),
    # a claim paid late: "pays my claim late", "delays paying", "claim money is delayed"
    (
        r"\b(pay|pays|paid|paying|settle|settles|settled|settling)\b.{0,25}\b(late|delay\w*)\b"
        r"|\bdelay\w*\b.{0,30}\b(claim|payment|paying|pay|settl\w*|money)\b|\blate\s+(claim\s+)?payment\b",
        ("claim_settlement",),
    ),
    # handing the claim papers in: "send the bills", "submit my papers", "courier the receipts"
    (
        r"\b(send|sending|submit|submitting|file|filing|courier|hand in|give)\b.{0,20}\b(bills?|papers?|receipts?"
        r"|documents?|docs|paperwork)\b",
        ("claim_documents", "reimbursement"),
    ),
    (
        r"\bwithout paying\b(?!\s+(extra|more|additional|anything extra|any extra))|\bpay nothing\b"
        r"|\bdirect(ly)? (billing|settlement)\b",
        ("cashless",),
    ),
    # the room a patient may take: "which room can I take", "can I upgrade my room"
    (
        r"\b(which|what|type of|kind of|category of|class of)\s+(hospital\s+)?rooms?\b"
        r"|\brooms?\b.{0,40}\b(allowed|eligible|entitled|upgrade|choose|extra|costlier|bigger|deluxe|suite)\b"
        r"|\b(upgrade|choose|take)\b.{0,20}\brooms?\b",
        ("room_rent",),
    ),
    (
        r"\b(return|give back|stop|end) (the |this |my )?(policy|plan)\b|\bmoney back\b"
        r"|\b(not happy|unhappy|not satisfied|dissatisfied)\b.{0,60}\b(return|cancel|refund|give\s+\w+\s+back)\b",
        ("free_look",),
    ),
    (r"\b(change|move|shift|switch) (to )?(another|a different|other) (insurer|company)\b", ("portability",)),
    (
        r"\bdonat(e|es|ed|ing|ion)\b|\bgiv(e|es|ing)\s+(away\s+)?(one\s+|a\s+|my\s+|his\s+|her\s+)?(kidney|organ"
        r"|part of (my|his|her) liver)\b",
        ("organ_donor",),
    ),
    (r"\beyes?\b.*\b(surgery|operation)\b|\b(surgery|operation)\b.*\beyes?\b", ("cataract",)),
    (r"\bglasses\b|\bspecs\b|\beye ?sight\b|\b(eye )?power of (my )?eyes?\b|\beye power\b", ("spectacles",)),
    (r"\bteeth\b|\btooth\b|\bdentist\b", ("dental",)),
    (
        r"\bfell\b(?!\s+(ill|sick))|\bfall\b(?!\s+(ill|sick))|\bbroke\b|\bbroken\b|\bcollision\b|\bcrash\b",
        ("accident",),
    ),
    (r"\b(lose|losing|reduce) weight\b|\boverweight\b", ("obesity",)),
    (r"\bnose job\b|\blook better\b|\bappearance\b", ("cosmetic",)),
    (r"\bbaby\b.*\bborn\b|\bborn\b.*\bbaby\b", ("newborn",)),
    # a relative travelling to the patient: "my wife has to fly down", "pay for his ticket"
    (
        r"\b(fly|flies|flight|ticket|tickets|travel\w*|come down)\b.{0,60}"
        r"\b(mother|father|mom|mum|dad|wife|husband|son|daughter|parents?|relative|family)\b"
        r"|\b(mother|father|mom|mum|dad|wife|husband|son|daughter|parents?|relative|family)\b.{0,60}"
        r"\b(fly|flies|flight|ticket|tickets|come down)\b",
        ("compassionate_visit",),
    ),
    (r"\blong (hospital )?stay\b|\bstay\w* (is |was )?long\b|\bfixed (amount|sum)\b", ("convalescence",)),
    (r"\bnurse\b|\bcare ?giver\b", ("home_nursing",)),
    (
        r"\blos[et]\w* (both |one |a |an |my |his |her )?(legs?|arms?|hands?|feet|foot|eyes?|limbs?|sight)\b"
        r"|\b(disabled|disability|paralysed|paralyzed) (for life|permanently)\b|\bpermanent(ly)? disab\w*",
        ("personal_accident",),
    ),
    (
        r"\bhow (soon|long|quickly|fast)\b.{0,40}\b(decide|decision|settle\w*|pa(y|id)|approv\w*|process\w*)\b"
        r"|\b(decide|settle|approve|process)\w* (the |my |a )?claim\b",
        ("claim_settlement",),
    ),
    (
        r"\b(not|un) ?(happy|satisfied)\b|\bdissatisfied\b|\bchange (my|our) mind\b"
        r"|\breturn (it|the policy|the plan|my policy|my plan)\b",
        ("free_look",),
    ),
    # a foreign place commonly visited from India: care outside India
    (
        r"\b(usa|u\.s\.a?|america|united states|uk|u\.k\.|england|london|canada|dubai|uae|gulf|saudi\w*|qatar"
        r"|singapore|thailand|bangkok|malaysia|europe|australia|nepal|sri lanka|bangladesh)\b",
        ("outside_india",),
    ),
    (r"\bhow much\b.*\bcovered\b|\bup to how much\b|\bmaximum (amount|payable)\b|\bcap\b", ("sub_limit",)),
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
    """A term as a phrase pattern: words joined by any run of spaces or hyphens, -ise/-ize, an optional plural."""
    words = re.split(r"[\s\-]+", term.strip())
    body = r"[\s\-]*".join(_stem_word(w) for w in words)
    acronym = len(term) <= 3 and term.isupper()
    suffix = r"(?:s|es)?" if not acronym else r"s?"
    return re.compile(r"(?<![A-Za-z0-9])" + body + suffix + r"(?![A-Za-z0-9])", 0 if acronym else re.I)


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
