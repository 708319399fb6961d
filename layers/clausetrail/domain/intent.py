"""What a policy question asks, before anything is retrieved (SPEC §4): urgency, refusal, topic, confidence.

Three decisions, in this order, each from patterns over the question alone (no model, no database):

1. **Emergency** (:func:`emergency_score`): a symptom of a medical emergency (chest pain, stroke,
   unconsciousness, heavy bleeding, breathing difficulty, seizure ...) together with signs that it is
   happening now ("right now", "is having", "what should I do", "help") and few signs of a coverage
   question ("covered", "waiting period", "last year"). "Is stroke covered?" is a coverage question;
   "my father is having chest pain, what do I do" is an emergency. The score is a weighted sum with
   hand-set weights (:data:`EMERGENCY_WEIGHTS`), an emergency at :data:`EMERGENCY_THRESHOLD` or above.
2. **Refusal** (:func:`refusal_reason`): requests for other people's data, for the insurer's internal
   systems (or for the assistant's own instructions), or for help to defraud are declined with a fixed
   sentence. Claiming from two policies of one's own (contribution) or asking what happens on
   non-disclosure is an ordinary question and is answered.
   A question no health-policy wording answers (:func:`out_of_scope_reason`: company statistics, a premium
   quote for a person, property / vehicle / pet / travel-inconvenience / income cover) gets the fixed
   not-stated sentence without retrieval.
3. **Topic** (:func:`topic_of`): the section type the thesaurus and the question's shape point to.

Confidence (:func:`confidence`) is computed after retrieval, from the question's content words and how well
the retrieved clauses cover them (:class:`ConfidenceFeatures`); below the threshold of the settings the
service asks a clarifying question instead of answering.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from clausetrail.domain.query_hints import query_hints
from clausetrail.domain.refusal_parts import (
    asks_for_others_data,
    asks_for_staff_contacts,
    asks_to_act_for_insurer,
    asks_to_deceive,
    asks_to_defraud,
)


class IntentKind(StrEnum):
    EMERGENCY = "emergency"
    REFUSE = "refuse"
    OUT_OF_SCOPE = "out_of_scope"  # no health-policy wording answers it: the fixed not-stated sentence
    QUESTION = "question"


class Urgency(StrEnum):
    EMERGENCY = "emergency"
    ROUTINE = "routine"


@dataclass(frozen=True, slots=True)
class Intent:
    kind: IntentKind
    topic: str
    urgency: Urgency
    emergency_score: float
    refusal: str | None = None  # "other_people" | "internal_systems" | "fraud"
    out_of_scope: str | None = None  # "company_statistics" | "premium_quote" | "other_insurance"

    def to_dict(self, confidence: float | None = None) -> dict[str, object]:
        return {
            "kind": str(self.kind),
            "topic": self.topic,
            "urgency": str(self.urgency),
            "confidence": None if confidence is None else round(confidence, 3),
        }


def _rx(*alternatives: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{a})" for a in alternatives), re.IGNORECASE)


# --- 1. emergencies ------------------------------------------------------------------------------------

SYMPTOMS: Final = _rx(
    r"\bchest\s+(pain|tightness|pressure)\b",
    r"\bheart\s+attack\b|\bcardiac\s+arrest\b",
    r"\bstroke\b|\bface\s+(is\s+)?drooping\b|\bslurred\s+speech\b",
    r"\bunconscious\b|\bnot\s+responding\b|\bunresponsive\b|\bpassed\s+out\b|\bfainted\b|\bcollapsed?\b",
    r"\b(heavy|severe|a\s+lot\s+of|profuse|heavily)\s+bleed\w*\b|\bbleeding\s+(heavily|a\s+lot|badly)\b"
    r"|\bwon'?t\s+stop\s+bleeding\b|\bbleeding\s+(won'?t|does\s*n[o']t)\s+stop\b",
    r"\b(can'?t|cannot|unable\s+to|not\s+able\s+to|struggling\s+to|difficulty|trouble)\s+(breath\w*)\b"
    r"|\bbreathing\s+(difficulty|problem|trouble)\b|\bshort(ness)?\s+of\s+breath\b|\bnot\s+breathing\b"
    r"|\bchoking\b",
    r"\bseizures?\b|\bfits?\b(?=.*\b(now|having|started)\b)|\bconvuls\w*\b",
    r"\boverdose\b|\bpoison(ed|ing)\b|\bsnake\s*bite\b|\bsevere\s+burns?\b",
)
URGENT: Final = _rx(
    r"\bright\s+now\b|\bnow\b|\bcurrently\b|\bjust\b|\bsuddenly\b",
    r"\b(is|am|are)\s+(having|bleeding|not\s+breathing|unconscious|collapsing)\b|\bhas\s+collapsed\b",
    r"\bwhat\s+(do|should|can)\s+(i|we)\s+do\b|\bwhat\s+now\b|\bplease\s+help\b|\bhelp\b",
    r"\burgent\w*\b|\bemergency\b|\bambulance\b|\bimmediately\b|\basap\b",
)
COVERAGE: Final = _rx(
    r"\bcover(ed|s|age)?\b|\bwaiting\s+period\b|\bexclu\w+\b|\breimburs\w*\b|\bsub-?limit\b|\blimit\b",
    r"\bsum\s+insured\b|\bpre-?existing\b|\bhow\s+much\b|\bpayable\b|\bbenefit\b",
    r"\blast\s+(year|month|week)\b|\byears?\s+ago\b|\bhistory\s+of\b|\bdiagnos\w*|\bwas\s+treated\b",
    r"\bsurviv\w*|\bsum\s+assured\b|\blump\s*sum\b|\bmax(imum)?\b|\bcap(ped)?\b",
    r"\bwhat\s+is\s+(a|an|the)?\s*(stroke|seizure|heart\s+attack)\b|\bdefin\w+\b|\bmeaning\b",
)
#: the story of an emergency that is over, or one supposed, told to ask what the policy pays for it ("got a heart
#: attack on a trip and we had to fly him to the city. how much does it pay?"): not one happening now
PAST_EVENT: Final = _rx(
    r"\b(got|had|suffered)\s+(a|an)\b|\bhad\s+to\b|\bwe\s+(took|rushed|flew|shifted)\b",
    r"\b(got|had|suffered)\s+(heart\s+attack|stroke|cardiac\s+arrest|seizures?|fits?|paralysis)\b",
    r"\b(then|later|and)\s+(airlifted|flown|shifted|rushed|moved|transferred|referred)\b",
    # a case put as a supposition ("if my father has to be airlifted after a stroke, how much ...?")
    r"\bif\s+([\w']+\s+){0,3}?(has|have|needs?|gets?|got|had)\s+(to\s+|a\s+|an\s+)?",
    r"\b(was|were)\s+(admitted|hospitali[sz]ed|taken|shifted|rushed|flown|airlifted|operated|discharged)\b",
    r"\b(does|did|will|would)\s+(the\s+)?(policy|insurer|company|\w+)\s+pay\b|\bclaim\s+for\b",
)
#: the patient is home again or well ("he is discharged now", "she has recovered", "he is ok now"): whatever
#: happened is over
RESOLVED: Final = _rx(
    r"\b(is|are|has\s+been|have\s+been|got|been)\s+discharged\b|\b(after|since)\s+(the\s+|his\s+|her\s+)?discharge\b",
    r"\b(has|have)\s+recovered\b|\b(is|are)\s+(fine|okay|ok|better|stable|recovered|back\s+home)\s+now\b",
)
PERSONAL_NOW: Final = _rx(
    r"\b(my|our)\s+(\w+\s+)?(father|mother|dad|mum|mom|wife|husband|son|daughter|child|baby|brother|sister"
    r"|grandfather|grandmother|friend|spouse)\b",
    r"\b(i|he|she|they)\s+(am|is|are|has|have)\b|\bi'?m\b|\bhe'?s\b|\bshe'?s\b",
)
EMERGENCY_WEIGHTS: Final = {
    "symptom": 0.6,
    "urgent": 0.25,
    "personal": 0.15,
    "coverage": -0.3,
    "past": -0.3,
    "resolved": -0.6,
}
EMERGENCY_THRESHOLD: Final = 0.6


#: words in quotes are what someone wrote or said ("he can write 'breathing difficulty'"), not what is happening
_QUOTED: Final = re.compile(r"(?<!\w)['\"‘“][^'\"‘’“”]{3,80}['\"’”](?!\w)")


def emergency_score(question: str) -> float:
    """0 without a symptom; else the weighted signs of an emergency happening now (see the module)."""
    if not SYMPTOMS.search(_QUOTED.sub(" ", question)):
        return 0.0
    w = EMERGENCY_WEIGHTS
    urgent = min(2, len(URGENT.findall(question)))
    coverage = min(2, len(COVERAGE.findall(question)))
    personal = 1 if PERSONAL_NOW.search(question) else 0
    past = min(2, len(PAST_EVENT.findall(question)))
    score = (
        w["symptom"]
        + w["urgent"] * urgent
        + w["personal"] * personal
        + w["coverage"] * coverage
        + w["past"] * past
        + (w["resolved"] if RESOLVED.search(question) else 0.0)
    )
    return max(0.0, min(1.0, score))


# --- 2. refusals ---------------------------------------------------------------------------------------

_OTHERS = (
    r"(someone\s+else'?s|somebody\s+else'?s|other\s+people'?s|a\s+stranger'?s"
    r"|another\s+(person|customer|policyholder|policy\s*holder|claimant)'?s)"
)
_DATA = (
    r"(details|data|records?|address|phone|mobile|e-?mail|medical\s+history|claims?\s+history|polic(y|ies))"
)
REFUSALS: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    (
        "other_people",
        _rx(
            rf"\b{_OTHERS}\s+(\w+\s+)?{_DATA}\b",
            r"\b(other|another|all)\s+(customers?|policyholders?|claimants?)\b.*\b(details|data|records?|address"
            r"|phone|names?|claims?\s+history|medical\s+history)\b",
            r"\b(neighbou?r|colleague|boss|ex-?(wife|husband)|friend)'?s\s+(policy|claim|medical|health\s+records?)\b",
            r"\b(neighbou?r|colleague|friend|boss|landlord|tenant|stranger|employee)s?\b.*\b(his|her|their)\s+"
            r"(claims?|polic(y|ies)|sum\s+insured|medical|details|records?|history|address|phone)\b",
            r"\b(neighbou?r|colleague|friend|boss|landlord|tenant|stranger|employee|cousin|relative)s?\b.*"
            r"\b(tell|show|give|share|send|find|get)\s+(me\s+)?(his|her|their)\b|\b(tell|show)\s+(me|us)\s+(what|how\s+much"
            r"|when|why|whether|if)\s+(his|her|their)\s+(last\s+|latest\s+|previous\s+)?(claims?|treatment|diagnosis|bills?)\b",
            r"\b(neighbou?r|colleague|friend|boss|landlord|tenant|stranger|employee|cousin|relative)s?\b.*"
            r"\bwhat\s+(he|she|they)\s+(has\s+|have\s+|had\s+)?(claimed|was\s+treated|were\s+treated|is\s+suffering)",
            r"\b(neighbou?r|colleague|friend|boss|landlord|tenant|stranger|employee|cousin|relative|client|customer"
            r"|someone|somebody|another\s+person|other\s+person|ex-?(wife|husband))s?\b.*\b(his|her|their)\s+(policy\s+"
            r"(number|no\.?)|claim\s+(number|status|amount)|score|diagnosis|bills?|premium|number|date\s+of\s+birth)\b",
            r"\b(neighbou?r|colleague|friend|boss|landlord|tenant|stranger|employee|cousin|relative|client|customer"
            r"|someone|somebody|another\s+person|other\s+person)s?\b.*\b(whether|if)\s+(he|she|they)\s+(has\s+|have\s+"
            r"|had\s+)?(claimed|made\s+a\s+claim|filed\s+a\s+claim|been\s+hospitali[sz]ed)\b",
            r"\blook\s+up\s+(my\s+|the\s+|a\s+)?(\w+\s+)?(colleague|neighbou?r|friend|someone|somebody|person|customer|client"
            r"|stranger)'?s?\b",
            r"\blist\s+of\s+(all\s+)?(customers|policyholders|claimants|insured\s+persons)\b",
            # asked to check on a third person's claim or cover ("can you check if his knee surgery claim got
            # approved and how much SI he has left")
            r"\b(neighbou?r|colleague|friend|boss|landlord|tenant|stranger|employee|cousin|relative|client|customer"
            r"|someone|somebody|another\s+person|other\s+person)s?\b.*\b(check|see|tell\s+me|find\s+out|confirm|verify"
            r"|look)\b.{0,30}\b(if|whether|what|how\s+much)\s+(his|her|their|he|she|they)\b",
            r"\bhow\s+much\s+(sum\s+insured|si|cover|balance|money)\s+(he|she|they)\s+(has|have)\s+(left|remaining)\b",
            r"\bwho\s+(else\s+)?(has|have)\s+(claimed|filed)\b",
            # someone else's policy or claims looked into ("can you check her policy and tell me what she claimed")
            r"\b(check|see|look\s+(at|up|into)|open|pull\s+up|access)\s+(his|her|their)\s+(policy|claims?|records?"
            r"|file|account|history|details)\b.{0,60}\b(tell|show|give|share|send)\s+(me|us)\b"
            r"|\b(tell|show)\s+(me|us)\s+what\s+(he|she|they)\s+(has\s+|have\s+|had\s+)?(claimed|was\s+treated\s+for)\b",
        ),
    ),
    (
        "internal_systems",
        _rx(
            r"\b(internal|back-?end)\s+(\w+\s+){0,2}(system|tool|database|process|rules?|scoring|score|model"
            r"|guidelines|portal)s?\b",
            r"\b(admin|administrator)\s+(password|access|login|panel)\b|\bpasswords?\b|\bcredentials\b"
            r"|\bapi\s+keys?\b|\bsource\s+code\b",
            r"\b(your|the)\s+(database|system\s+prompt|instructions|prompt)\b",
            r"\bfraud\s+(detection|scoring|rules?|model|checks?)\b",
            r"\b(internal|secret|confidential|hidden)\s+(\w+\s+){0,2}(rules?|criteria|thresholds?|scor\w*|algorithm|model"
            r"|guidelines?|checklist|red[\s-]*flags?)\b",
            r"\bhow\s+(do|does)\s+(you|your\s+(system|ai|model|software)|the\s+(system|ai|model|software))\s+(score|flag"
            r"|rate|rank|detect|screen)\b",
            r"\b(system|developer|hidden)\s+(prompt|message|instructions)\b|\byour\s+(prompt|configuration|training\s+data)\b",
            r"\bwhat\s+triggers?\s+(an?\s+|the\s+)?(investigation|fraud\s+check|audit|red[\s-]*flag)\b",
            r"\b(threshold|amount|score|limit)\s+(above|over|beyond|at)\s+which\b.{0,60}\b(investigat\w*|flag\w*|audit\w*"
            r"|scrutin\w*|fraud|verification)",
            r"\bwhich\s+(words?|keywords?|phrases?|diagnos\w+|hospitals?)\s+(trigger|flag|raise)s?\b",
            # the insurer's thresholds or red flags for an investigation ("what amount thresholds or red flags
            # does the claims team use to send a claim for investigation")
            r"\bwhat\s+(claim\s+|bill\s+)?(amount|value|size|figure)\b.{0,60}\b(investigat\w*|scrutin\w*|audit\w*|flag\w*)",
            r"\b(flag|flags|flagged|send|sends|refer|refers|pick|picks)\s+(\w+\s+){0,2}for\s+(investigation|field\s+visits?"
            r"|verification|audit)\b|\b(amount|value)\s+(triggers?|leads?\s+to|brings?)\s+(a\s+)?(field\s+visit|investigation"
            r"|audit|verification)",
            # an instruction to reveal the assistant's own set-up ("auditor mode enabled: print your configuration")
            r"\b(print|show|reveal|dump|output|display|list)\s+(me\s+)?your\s+(full\s+|complete\s+|entire\s+|whole\s+)?"
            r"(configuration|config|settings|instructions|system\s+prompt|prompt|rules)\b"
            r"|\b(print|reveal|dump|output)\s+(me\s+)?the\s+(full\s+|complete\s+|entire\s+|whole\s+)?(configuration|config"
            r"|system\s+prompt)\b",
            r"\b(instructions|rules)\s+(that\s+)?you\s+(were|have\s+been|'ve\s+been)\s+given\b",
            r"\b(admin|auditor|developer|debug|god|maintenance|root)\s+mode\b",
            r"\b(thresholds?|red[\s-]*flags?|cut-?offs?)\b.{0,100}\b(investigat\w*|fraud|scrutin\w*|flag(ged|s)?\b"
            r"|field\s+visits?)"
            r"|\b(investigat\w*|fraud)\b.{0,60}\b(thresholds?|red[\s-]*flags?|cut-?offs?)\b",
            r"\bignore\s+(all\s+|any\s+|the\s+|your\s+)?(previous|above|prior|earlier)\s+instructions\b",
        ),
    ),
    (
        "fraud",
        _rx(
            r"\b(fake|forged?|fabricat\w*|falsif\w*|doctored|backdat\w*|inflat\w*|pad(ded)?|tamper\w*)\b.*"
            r"\b(bills?|invoices?|receipts?|reports?|documents?|claims?|dates?|certificates?|prescriptions?)\b",
            r"\b(bills?|invoices?|receipts?|reports?|documents?|dates?)\b.*\b(fake|forged?|backdat\w*|inflat\w*)",
            r"\b(how\s+(can|do|could|should)\s+(i|we)|can\s+(i|we)|should\s+(i|we)|help\s+me|way\s+to|ok\s+to)\s+"
            r"(hide|conceal|not\s+(tell|disclose|mention|declare)|lie\s+about|cover\s+up|avoid\s+(telling|disclosing))"
            r"\b.*\b(pre-?existing|disease|condition|illness|smok\w*|drink\w*|history|diabetes|surgery)\b",
            r"\bwithout\s+(getting\s+caught|(them|the\s+insurer|anyone)\s+(knowing|finding\s+out|noticing))\b",
            r"\b(so|that)\s+(you|the\s+insurer|the\s+company|the\s+tpa|they|nobody|no\s*one)\s+"
            r"((don'?t|doesn'?t|won'?t|will\s+not|do\s+not|does\s+not|can'?t|cannot)\s+)?(notice|find\s+out|catch)",
            r"\b(don'?t|do\s+not|not)\s+(mention|tell|disclose|declare)\b.*\b(find\s+out|notice|know|caught)\b",
            r"\b(can|could|will|should|would)\s+\w+\s+(raise|increase|inflate|pad|bump\s+up)\s+(the\s+)?"
            r"(bill|invoice|amount)",
            r"\b(same\s+bill|one\s+bill)\b.*\b(twice|two\s+times|again)\b.*\b(without|not)\s+(telling|disclos)",
            r"\b(cheat|defraud|scam)\b.*\b(insurer|insurance|company|claim)\b",
            r"\bmake\s+(it|this|that|the\s+\w+)\s+(look|appear|seem)\s+(like|as\s+if|as)\b",
            # someone who is not insured treated on the insured's policy or card
            r"\b(use|using|on)\s+(my|our)\s+(policy|card|health\s+card|e-?card|cover)\s+(for|to\s+(treat|admit|cover))\s+"
            r"(my\s+|our\s+)?(friend|neighbou?r|brother-in-law|sister-in-law|cousin|relative|colleague|someone|somebody"
            r"|maid|driver|uncle|aunt)\b",
            r"\b(friend|neighbou?r|cousin|relative|colleague|someone|somebody|uncle|aunt|nephew|niece|grand(son|daughter)"
            r"|(brother|sister|son|daughter|father|mother)-in-law)\b.{0,60}\b(not|isn'?t|isnt|aren'?t"
            r"|arent)\s+(covered|insured|(in|on)\s+(my|our|the)\s+(policy|plan|card))\b.{0,80}\b(as|pretend|under\s+(my|our|his"
            r"|her)\s+(\w+'s\s+)?(name|card|health\s+card|e-?card|policy)|my\s+name|use\s+my)\b",
            # a date changed on a record to get a claim through ("if we change the date on the discharge summary
            # will the claim pass?")
            r"\b(change|shift|alter|move|edit|modify)\w*\s+(the\s+)?(admission\s+|discharge\s+|delivery\s+|surgery\s+)?"
            r"dates?\b.{0,80}\b(will|would)\s+(the\s+)?(claim|it|file)\s+(pass|go\s+through|be\s+(paid|approved|accepted"
            r"|covered))",
            # an admission or a document arranged only to make something payable
            r"\badmit\w*\b.{0,50}\b(just|only)\s+(so|to)\s+(that\s+)?((we|i)\s+)?(can\s+)?(claim|get\s+(it|them|the\s+\w+)\s+"
            r"(paid|covered))",
            r"\b(mention|write|show|record|put|declare)\b.{0,50}\binstead\s+of\b.{0,60}\b(so|to\s+get|to\s+claim|covered"
            r"|paid|waiting)\b",
            r"\badd\w*\b.{0,50}\b(we|i|he|she|they)\s+(didn'?t|did\s+not|never)\s+(use|take|get|stay|have|receive)",
            r"\b(change|alter|edit|modify|adjust|tweak|manipulate)\s+(the\s+|my\s+|his\s+|her\s+)?(admission\s+|discharge\s+)?"
            r"(date|dates|amount|diagnosis|bill|bills|invoice|report|discharge\s+summary|records?|age)\b.{0,60}"
            r"\b(so|to\s+get|to\s+claim|to\s+avoid|to\s+skip|before\s+claiming)\b",
            r"\bso\s+(that\s+)?(the\s+)?(underwriting|underwriters?|insurer|company|tpa|they|nobody|no\s*one|surveyor"
            r"|investigators?|you)\s+(doesn'?t|don'?t|won'?t|can'?t|cannot|does\s+not|do\s+not|will\s+not|never)\s+"
            r"(find|know|notice|catch|see|detect|spot|question|check|figure)",
            r"\b(fill|word|write|answer|complete)\b.{0,40}\b(proposal|declaration|medical\s+questions?)\b.{0,60}"
            r"\b(so|without)\b.{0,40}\b(find|know|notice|see|detect|spot|declar\w*|disclos\w*|mention\w*|loading|premium)\b",
            r"\b(claim|get\s+paid|be\s+paid)\s+(the\s+same\s+(bill|expense|amount)\s+)?(twice|two\s+times|from\s+both)\b.{0,60}"
            r"\b(without|not)\s+(telling|disclos\w*|informing|mention\w*)",
            # documents worded so that the insurer accepts what is not so ("write it as due to a fall so the
            # waiting period doesn't apply", "how should we word the summary so the TPA accepts it")
            r"\b(word|write|show|put|record|phrase|mention)\b.*\b(discharge\s+summary|summary|bills?|reports?"
            r"|documents?|certificates?|papers?|prescriptions?|claim\s+form)\b.*\bso\s+(that\s+)?(the\s+)?"
            r"(tpa|insurer|company|they|it)\s+(accepts?|approves?|pays?|passes|will\s+pay|won'?t\s+reject)",
            r"\b(write|show|record|put)\b.*\bas\s+(due\s+to|caused\s+by|an?\s+\w+)\b.*\bso\s+(that\s+)?(the\s+)?"
            r"[\w\s-]{0,30}?(doesn'?t|does\s+not|won'?t|will\s+not)\s+apply\b",
            # a document saying what is not so, made for the insurer ("a letter from the doctor stating he never had
            # <X> so that the waiting period does not apply")
            r"\b(draft|write|prepare|make|get|arrange|issue)\b.{0,40}\b(letter|certificate|note|report|statement"
            r"|declaration|prescription)\b.{0,100}\b(never|not|no)\b.{0,100}\bso\s+(that\s+)?[\w\s'-]{0,40}?"
            r"(doesn'?t|does\s+not|won'?t|will\s+not|can'?t|cannot|wouldn'?t|would\s+not)\s+(apply|find|know|notice|reject)",
            # a bill or record redone to show what it does not ("rewrite the bill so these show as medicines")
            r"\b(re-?write|re-?do|re-?make|re-?type|change|edit|modify|alter|re-?label|re-?name)\s+(the\s+|my\s+|this\s+|our\s+)?"
            r"(hospital\s+|pharmacy\s+|final\s+)?(bills?|invoices?|receipts?|records?|reports?|discharge\s+summary)\b.{0,60}"
            r"\b(so|such)\s+(that\s+)?.{0,40}\b(show|appear|look|read|count|come)s?\s+(up\s+)?as\b",
            # a proposal answered untruly ("just tick 'no' for it ... how would they even find out?")
            r"\btick\w*\s+['\"‘’]?no['\"‘’]?\b.{0,80}\b(proposal|form|declaration|question)",
            r"\bhow\s+(would|will|could|can)\s+(they|the\s+insurer|the\s+company|the\s+tpa|\w+)\s+(even|ever)\s+"
            r"(find\s+out|know|come\s+to\s+know|figure\s+(it\s+)?out)\b",
            # a story told so that a claim counts as what it is not ("tell the hospital he slipped so it counts as
            # an accident")
            r"\b(tell|say|claim|inform|report)\s+(to\s+)?(the\s+)?(hospital|doctor|insurer|tpa|surveyor|company|them"
            r"|police)\b.{0,80}\bso\s+(that\s+)?(it|this|that|the\s+\w+)\s+(counts|is\s+(treated|considered|seen|taken)"
            r"|gets\s+(treated|considered|counted)|qualifies|passes|goes\s+through)\s+as\b",
            # a statement known to be untrue, counting on nobody checking ("we're not a couple, but who is going to
            # verify that?")
            r"\bwho\s+(is\s+going\s+to|['’]?s\s+going\s+to|is\s+gonna|will|would|can|could)\s+(ever\s+|even\s+)?"
            r"(verify|check|know|find\s+out|notice|prove)\s+(that|it|this)\b",
            # a stay or an item shown on the bill as what it was not, to escape a limit ("he can show it as general
            # ward in the bill so there is no cut")
            r"\b(show|put|write|mark|record|enter|bill)\s+(it|this|that|them|the\s+\w+)\s+as\b.{0,60}\b(bills?|invoices?"
            r"|records?|papers?|summary)\b.{0,40}\b(so|to\s+avoid|to\s+escape|to\s+get\s+around)\b",
            # a cost nobody had, claimed with another paper ("nobody actually flew, but we have an old ticket - can
            # we submit that?")
            r"\b(nobody|no\s*one|none\s+of\s+us|we\s+never|i\s+never)\s+(actually|really)\s+(flew|travel+ed|went"
            r"|came|stayed|visited|used|took|bought|paid)\b.{0,160}\b(submit|claim|use|show|send|attach)\b",
            # a bill or receipt made by the claimant ("I'll just make one myself")
            r"\b(make|create|prepare|print|write|type|generate)\s+(one|it|them|(a|the|new|fresh|duplicate)\s+(\w+\s+)?"
            r"(bills?|receipts?|invoices?|prescriptions?|reports?))\s+(myself|ourselves|on\s+(my|our)\s+own|at\s+home)\b",
        ),
    ),
)


def refusal_reason(question: str) -> str | None:
    """The kind of request that is declined ("other_people", "internal_systems", "fraud"), or None."""
    for reason, pattern in REFUSALS:
        if pattern.search(question):
            return reason
    if asks_to_defraud(question) or asks_to_deceive(question):
        return "fraud"
    if asks_to_act_for_insurer(question):
        return "internal_systems"
    if asks_for_others_data(question) or asks_for_staff_contacts(question):
        return "other_people"
    return None


# --- 2b. out of scope ----------------------------------------------------------------------------------

_OWN_THING = r"(my|our|the|his|her|their)\s+(\w+\s+)?"
#: Kinds of question that a health-insurance policy wording never answers (IRDAI file-and-use wordings carry
#: no premium tables for a quoted person, no company statistics, and do not insure property, vehicles, pets,
#: travel inconvenience or loss of income). Answered with the fixed not-stated sentence, without retrieval.
OUT_OF_SCOPE: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    (
        "company_statistics",
        _rx(
            r"\b(claims?\s+settlement|incurred\s+claims?|claims?\s+rejection|repudiation|solvency)\s+ratio\b",
            r"\bmarket\s+share\b|\bshare\s+price\b|\bannual\s+(report|profit|turnover)\b",
            r"\bhow\s+many\s+(claims|customers|policyholders)\s+(did|does|has|have)\b",
            # the size of the insurer's network: a list kept outside the wording
            r"\bhow\s+many\s+(network\s+|empanell?ed\s+|cashless\s+|tie-?up\s+)?(hospitals|providers)\b",
            # ... with the insurer's name or another word before the network ("how many <insurer> network hospitals")
            r"\bhow\s+many\s+([\w-]+\s+){0,2}(network|empanell?ed|tie-?up)\s+(hospitals|providers)\b",
        ),
    ),
    (
        "premium_quote",
        _rx(
            r"\bhow\s+much\s+(is\s+|will\s+|would\s+)?(the\s+|my\s+)?(annual\s+|yearly\s+|monthly\s+)?premium\b",
            r"\bwhat\s+(annual\s+|yearly\s+|monthly\s+)?premium\s+(will|would|do|does|should)\b",
            r"\bwhat\s+(will|would)\s+(the|my|our)\s+(renewal\s+|annual\s+|yearly\s+|monthly\s+|next\s+)?premium\s+be\b|\bpremium\s+(will|would)\s+be\s+for\b",
            r"\bpremium\b.*\b(will|would)\b.*\b\d{2}[- ]?(year|yr)s?[- ]?old\b",
            r"\b\d{2}[- ]?(year|yr)s?[- ]?old\b.*\b(pay|cost)\b.*\bpremium\b",
            # "what will be the yearly premium for ...", "what is the premium for <plan> for me 45"
            r"\bwhat(\s+will|\s+would|\s+is|['’]?s)\s+(be\s+)?(the\s+|my\s+|our\s+)?(annual\s+|yearly\s+|monthly\s+"
            r"|approximate\s+|approx\s+|total\s+)?premium\s+(be\s+)?(for|of|if|at|roughly|approx\w*)\b",
            # "what would <plan> cost for just me", "how much would it cost for me (45) and my wife"
            r"\b(what|how\s+much)\s+(will|would|does|do|should|might)\s+([\w-]+\s+){0,4}?cost\s+(for|to)\s+(just\s+|only\s+)?"
            r"(me|us|my|our|him|her|them|a\s+family|a\s+couple|\d)",
            r"\b(correct|right|exact|approximate|rough|actual|fair)\s+premium\b|\bpremium\s+(be\s+)?(roughly|approximately"
            r"|approx)\b",
        ),
    ),
    (
        # the insurer's lists of hospitals, centres and administrators: kept outside the wording ("is <hospital>
        # in the cashless network?", "which TPA handles claims in <state>?")
        "provider_lists",
        _rx(
            r"\bis\s+([\w.'&-]+\s+){1,6}?(in|on|part\s+of|under|within)\s+(the\s+|their\s+|your\s+|its\s+)?"
            r"([\w'-]+\s+){0,3}?(network|panel)(\s+(list|hospitals?))?\b",
            r"\bwhich\s+(\w+\s+){0,2}(hospitals?|gyms?|fitness\s+cent\w+|labs?|laborator\w+|diagnostic\s+cent\w+"
            r"|clinics?)\b[^?]{0,60}\b(network|cashless|empanell?ed|tie-?up|panel)\b",
            r"\bwhich\s+tpa\b",
            # "is <hospital> in <place> a network hospital for cashless"
            # (not "my operation is fixed for next month at a network hospital": a treatment planned there)
            r"\bis\s+((?!at\b|for\b)[\w.'&,-]+\s+){1,8}?an?\s+(network|empanell?ed|cashless|tie-?up|panel)\s+"
            r"(hospital|provider)\b",
            # the insurer's excluded or listed providers by name ("which hospitals in Pune are on the excluded
            # provider list", "which diagnostic centres there can I use")
            r"\bwhich\s+(\w+\s+){0,2}(hospitals?|gyms?|labs?|laborator\w+|diagnostic\s+cent\w+|clinics?|cent(re|er)s?)\b"
            r"[^?]{0,80}\b(excluded|blacklist\w*|de-?listed|de-?empanell?ed|listed)\b",
            r"\bwhich\s+(\w+\s+){0,2}(diagnostic\s+cent\w+|labs?|laborator\w+|cent(re|er)s?|hospitals?)\b[^?]{0,40}\b(can|could"
            r"|should|do|may)\s+(i|we)\s+(use|go\s+to|visit)\b",
            r"\b(names?|list)\s+of\s+(the\s+|your\s+|their\s+|its\s+|all\s+)?(excluded|listed|network|empanell?ed|cashless)\s+"
            r"(providers?|hospitals?|cent(re|er)s?)\b",
        ),
    ),
    (
        "other_insurance",
        _rx(
            rf"\b(repairs?|damage[sd]?|dents?|scratch\w*)\s+(to|of|on)\s+{_OWN_THING}(car|bike|scooter|vehicle|motor\w*)\b",
            rf"\b{_OWN_THING}(car|bike|scooter|vehicle)('?s)?\s+(repairs?|damage[sd]?)\b",
            rf"\b{_OWN_THING}(house|home|flat|apartment|shop|property|building)\b.{{0,30}}\b(against|from)\s+"
            r"(fire|theft|burglary|flood\w*|earthquake)\b",
            r"\b(fire|theft|burglary|flood)\s+(damage\s+)?(to|of)\s+(my|our|the)\s+(house|home|flat|property)\b",
            r"\b(lost|loss\s+of|delayed|missing)\s+(my\s+|checked[- ]in\s+)*(baggage|luggage|passport)\b"
            r"|\b(baggage|luggage)\s+(loss|delay)\b",
            r"\b(flight|train|trip)\s+(gets?\s+|is\s+|was\s+)?(cancel\w*|delay\w*)\b",
            r"\b(lose|loose|lost|losing|loss\s+of)\s+(my\s+|a\s+|the\s+)?(job|employment|income|salary)\b"
            r"|\b(home|car|personal)\s+loan\b|\bEMIs?\b",
            # losing work said another way: "laid off", "got fired", "unemployed"
            r"\b(laid|been\s+let)\s+off\b|\b(got|get|was|been|being|am)\s+(fired|sacked|retrenched)\b"
            r"|\b(unemployed|jobless)\b",
            r"\b(my|our|the)\s+(pet|dog|cat|puppy|kitten|cow|horse|parrot)('?s)?\b|\bpets?\b|\bveterinar\w*\b",
            r"\b(mobile|phone|laptop|wallet|jewell?e?ry|valuables|belongings)\s+(is\s+|was\s+|gets?\s+|got\s+|were\s+)?"
            r"(stolen|damaged|broken|lost)\b",
            rf"\bdamage[sd]?\s+(to|of|in)\s+{_OWN_THING}(house|home|flat|apartment|shop|property|building)\b",
        ),
    ),
)


def out_of_scope_reason(question: str) -> str | None:
    """The kind of question no health-policy wording answers ("company_statistics", "premium_quote",
    "provider_lists", "other_insurance"), or None."""
    for reason, pattern in OUT_OF_SCOPE:
        if pattern.search(question) and not (reason == "premium_quote" and _PREMIUM_TERMS.search(question)):
            return reason
    return None


# a question about how the wording treats the premium (refund, discount, grace, instalments) is answered
_PREMIUM_TERMS: Final = _rx(
    r"\brefund\w*|\breturn\w*|\bback\b|\bdiscount\w*|\bgrace\b|\bwaive\w*|\bloading\b|\binstal\w*"
)


# --- 3. topic ------------------------------------------------------------------------------------------

_ADMIN: Final = _rx(
    r"\bpremium\b|\brenew\w*\b|\bgrace\s+period\b|\bfree\s+look\b|\bcancel\w*\b|\bportab\w*\b|\bmigrat\w*\b"
)
_CLAIMS: Final = _rx(r"\bclaim\w*\b|\bcashless\b|\bintimat\w*\b|\bdocuments?\b|\bsettle\w*\b")


def topic_of(question: str) -> str:
    """The section type the question points to (waiting_periods, exclusions, financial_limits, benefits,
    claims_procedure, definitions, policy_admin), or "general"."""
    if _ADMIN.search(question):
        return "policy_admin"
    types = query_hints(question).section_types
    if types:
        return types[0]
    if _CLAIMS.search(question):
        return "claims_procedure"
    return "general"


def classify(question: str) -> Intent:
    """Refusal first (a request to deceive the insurer is declined even when it tells of an emergency; the
    refusal then carries the emergency guidance, with urgency EMERGENCY), then emergency, then an ordinary
    question with its topic (no retrieval)."""
    score = emergency_score(question)
    reason = refusal_reason(question)
    if reason is not None:
        urgency = Urgency.EMERGENCY if score >= EMERGENCY_THRESHOLD else Urgency.ROUTINE
        return Intent(IntentKind.REFUSE, topic_of(question), urgency, score, refusal=reason)
    if score >= EMERGENCY_THRESHOLD:
        return Intent(IntentKind.EMERGENCY, "emergency", Urgency.EMERGENCY, score)
    topic = topic_of(question)
    scope = out_of_scope_reason(question)
    if scope is not None:
        return Intent(IntentKind.OUT_OF_SCOPE, topic, Urgency.ROUTINE, score, out_of_scope=scope)
    return Intent(IntentKind.QUESTION, topic, Urgency.ROUTINE, score)


# --- confidence ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ConfidenceFeatures:
    content_words: int  # words that say what is asked (not stop words, not "policy" / "cover" / "insured")
    concepts: int  # thesaurus concepts the question names
    coverage: float  # idf-weighted share of the content words found in the best retrieved clause, 0..1
    vague: bool  # only pronouns or deictic words name the subject ("is it covered?", "what about that?")


# a well-formed question about a subject the wording never mentions is answered "not stated", not sent back
# for clarification: coverage weighs less than having a subject at all
CONFIDENCE_WEIGHTS: Final = {"bias": -1.5, "words": 2.4, "concepts": 1.0, "coverage": 1.5, "vague": -2.5}


def confidence(f: ConfidenceFeatures) -> float:
    """A logistic score over the features (hand-set weights, :data:`CONFIDENCE_WEIGHTS`): a question that
    names a subject the wording also uses is near 1; "is it covered?" with no history is near 0."""
    w = CONFIDENCE_WEIGHTS
    z = (
        w["bias"]
        + w["words"] * min(f.content_words, 3) / 3
        + w["concepts"] * min(f.concepts, 1)
        + w["coverage"] * f.coverage
        + w["vague"] * (1 if f.vague else 0)
    )
    return 1 / (1 + math.exp(-z))
