"""Refusals read from the parts of a request, for the wordings the phrase patterns of `domain.intent` miss.

A request to defraud or for another person's data is recognised by what it is made of, not by one phrasing:

- **Help to defraud** (:func:`asks_to_defraud`): a record the insurer relies on (a bill, a date of admission,
  a discharge summary, a report, a certificate, the age on a form) that the asker wants **altered** ("change",
  "shift", "backdate", "inflate") or **shown as what it is not** ("show the single room as a shared room",
  "enter it as ..."), **together with** an evasion purpose: so that a condition of the policy does not bite
  ("so the waiting period doesn't apply", "so the deduction doesn't happen", "to avoid the co-pay") or so
  that the insurer pays or does not notice. Any one or two of the three are ordinary questions ("can the
  hospital change the bill to my correct name?", "can I change my surgery date?", "will the waiting period
  not apply if I port?"). Asking **how to word** a record ("how should we describe his history in the claim
  form") is help to defraud only when the purpose is that the insurer does not find out; "how should I fill
  the claim form so it is not rejected" is an ordinary question. A record **written to say** something ("if
  he writes in the discharge summary that she slipped", "a letter that says 'restructuring' instead") counts
  as shown as what it is not when it comes with such a purpose ("the wait won't apply", "so the cover pays").
  Another person's activity (a watch, steps, workouts) credited **under the asker's name** is the same kind
  of request, for a wellness reward.
- **Another person's data** (:func:`asks_for_others_data`): a request to be given something ("give me",
  "send", "list", "look up", "I need") **and** personal data (a claim history, an address, a phone number,
  a diagnosis, medical records, who claimed) **and** a person who is not the asker nor the asker's family on
  the policy: employees, staff, patients, customers, other members, a third person who "also has" a policy,
  an ex-spouse, a neighbour or a friend. "Give me the address for sending claim documents" and "send me my
  father's claim status" are ordinary questions.
"""

from __future__ import annotations

import re
from typing import Final


def _rx(*alternatives: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{a})" for a in alternatives), re.IGNORECASE)


_NEG = r"(?:doesn'?t|does\s+not|don'?t|do\s+not|won'?t|will\s+not|isn'?t|is\s+not|can'?t|cannot|wouldn'?t|not|never)"

# --- help to defraud -------------------------------------------------------------------------------------

#: records a claim is decided on
RECORD: Final = _rx(
    r"\b(bills?|invoices?|receipts?|estimates?|discharge\s+(summary|card|papers?)|summary|reports?|prescriptions?"
    r"|(doctor'?s?|medical)\s+(note|letter)"
    r"|certificates?|records?|papers|documents?|claim\s+form|proposal(\s+form)?|declaration|case\s+sheet|letters?)\b",
    r"\b(admission|discharge|surgery|diagnosis|treatment|injury|accident|onset|birth)\s+dates?\b"
    r"|\bdates?\s+of\s+(admission|discharge|birth|diagnosis|injury|accident|onset)\b",
    r"\b(the|his|her|my|its)\s+(age|diagnosis|amount|total|date)\b",
)
#: altering a record
ALTER: Final = _rx(
    r"\b(change|chang(ed|ing)|alter\w*|edit\w*|modif\w*|shift\w*|mov(e|ed|ing)|backdat\w*|pre-?dat\w*"
    r"|post-?dat\w*|adjust\w*|tweak\w*|manipulat\w*|fudg\w*|doctor(ed|ing)|inflat\w*|pad(ded|ding)?"
    r"|bump\w*\s+up|jack\w*\s+up|increas\w*|rais(e|ed|ing)|re-?writ\w*|re-?do|re-?mak\w*|re-?typ\w*"
    r"|swap\w*|replac\w*|remov\w*|delet\w*|omit\w*|leav(e|ing)\s+out|tak(e|ing)\s+out|hid(e|ing)|conceal\w*"
    r"|re-?issu\w*|re-?print\w*|re-?generat\w*"
    r"|split\w*|break\w*\s+up)\b",
)
#: a record made to say what is not so ("show the single room as a shared room", "enter it as an accident")
SHOWN_AS: Final = _rx(
    r"\b(show|shown|showing|write|written|writing|record\w*|mention\w*|enter\w*|put|bill(ed|ing)?|list\w*"
    r"|declar\w*|present\w*|cod(e|ed|ing)|book\w*|classif\w*|categori[sz]\w*|label\w*|mark\w*)\b"
    r"[\w\s',./-]{0,60}?\bas\s+(an?\s+|the\s+|if\b)?\w+",
)
#: a record written to say something ("if he writes in the discharge summary that she slipped")
WRITTEN_THAT: Final = _rx(
    r"\b(write|writes|wrote|written|writing|mention\w*|state\w*|say|says|put|puts)\s+(it\s+)?(in|on|into)\s+(the\s+|his\s+"
    r"|her\s+|my\s+)?[\w\s'-]{0,25}?\bthat\b",
    # "a letter that says 'restructuring' instead"
    r"\b(that|which)\s+(says|said|shows|states|reads|mentions)\b[^.?]{0,40}\binstead\b",
)
#: another person's activity (a watch, steps, workouts) ...
OTHERS_ACTIVITY: Final = _rx(
    r"\b(his|her|their|(dad|mom|mum|father|mother|brother|sister|friend|wife|husband|son|daughter|uncle|aunt"
    r"|cousin|neighbou?r)'?s)\s+(smart\s*)?(watch|phone|tracker|band|steps|activity|workouts?|gym|fitness)\b",
)
#: ... credited as the asker's own ("logged under my name")
AS_MINE: Final = _rx(r"\b(under|in)\s+my\s+(own\s+)?name\b|\bas\s+(if\s+it\s+(is|was|were)\s+)?mine\b")
#: the purpose: a condition of the policy that must not bite, or an insurer that must pay or not notice
EVADE: Final = _rx(
    rf"\bso\s+(that\s+)?[\w\s'%-]{{0,50}}?\b{_NEG}\s+(apply|applies|happen|happens|count|counts|bite|kick\s+in"
    r"|get\s+(deducted|applied|cut|reduced|rejected|caught|noticed)|be\s+(deducted|applied|cut|reduced|rejected"
    r"|noticed|caught|questioned)|find\s+out|know|notice|catch|see|spot|detect|flag|question|check|reject)\b",
    # a record that only has to look right ("will they still pay if the dates look fine?")
    r"\b(if|so|as\s+long\s+as)\s+(that\s+)?(the\s+)?(dates?|bills?|invoices?|papers?|documents?|records?)\s+"
    r"(look|looks|appear|appears|seem|seems)\s+(fine|ok|okay|right|correct|proper|genuine|normal|clean)\b",
    # a record made to be paid more than the treatment earns ("can we bill up to 27,000 instead?")
    r"\b(bill|claim|charge|get)\s+(up\s*to\s+|more|higher|a\s+higher)[^.?]{0,30}\binstead\b",
    r"\bso\s+(that\s+)?(we|i|they|the\s+hospital)\s+(can\s+)?(bill|claim|charge|get)\s+(more|higher|extra)\b",
    r"\b(to|so\s+(that\s+)?(we|i|he|she|they)\s+(can|could)|in\s+order\s+to)\s+(avoid|escape|dodge|bypass|skip"
    r"|get\s+(around|round|past|over)|beat|cheat)\b",
    r"\bso\s+(that\s+)?(the\s+)?([\w-]+\s+)?(insurer|insurance(\s+company)?|company|tpa|they|it|cover|policy|plan)\s+"
    r"(pays?|approves?|accepts?|passes|covers?|clears?|will\s+(pay|approve|accept|cover|clear))\b",
    # "so <the insurer> accepts it", "so the claim goes through"
    r"\bso\s+(that\s+)?[\w-]+\s+(accepts?|approves?|passes|clears?|pays\s+for)\s+it\b",
    r"\bso\s+(that\s+)?(the\s+|my\s+|our\s+)?claim\s+(goes|gets|will\s+go|will\s+get)\s+(through|passed|approved|paid)\b",
    # a condition of the policy said not to bite once the record says otherwise ("the 24 month wait won't apply")
    rf"\b(wait(ing)?(\s+period)?|exclusion|co-?pay\w*|deduction|sub-?limit|loading)\b[\w\s'-]{{0,15}}?\b{_NEG}\s+"
    r"(apply|applies|count|counts|bite|kick\s+in)\b",
    r"\bso\s+(that\s+)?(the\s+)?[\w\s'-]{0,30}?\b(wait(ing)?(\s+period)?|deduction|co-?pay\w*|sub-?limit|cap|limit"
    r"|exclusion|loading|proportionate)\b[\w\s'-]{0,20}?\b(is\s+)?(over|gone|waived|avoided|skipped)\b",
)


#: asking how to word a record ("how should we describe his history in the claim form ...")
WORDING_ASKED: Final = _rx(
    r"\bhow\s+((should|do|can|could|would|must|shall)\s+(we|i|he|she|they|the\s+(doctor|hospital))|to)\s+"
    r"(describe|word|phrase|write|fill|present|explain"
    r"|frame|put|state|show)\b",
)
#: the narrower purpose of keeping the insurer from learning something ("so HDFC doesn't find out")
UNNOTICED: Final = _rx(
    rf"\bso\s+(that\s+)?(?!(my|our|his|her|their)\b)[\w\s'&.-]{{0,40}}?\b{_NEG}\s+(finds?\s+out|comes?\s+to\s+know"
    r"|gets?\s+to\s+know|notices?|catch(es)?|spots?|detects?|realis\w*|realiz\w*)\b",
)


#: a record made to look like what it is not ("so it looks like an emergency")
LOOKS_AS: Final = _rx(
    r"\bso\s+(that\s+)?(it|this|that|the\s+\w+)\s+(looks?|appears?|seems?|reads?)\s+(like|as\s+if|as)\b"
)


def asks_to_defraud(question: str) -> bool:
    """A record altered or shown as what it is not, for an evasion purpose, a record worded so that the
    insurer does not learn what it says, or another person's activity credited as the asker's own (a wellness
    reward earned on someone else's steps) (see the module)."""
    if OTHERS_ACTIVITY.search(question) and AS_MINE.search(question):
        return True
    unnoticed = UNNOTICED.search(question)
    looks = LOOKS_AS.search(question)
    if not RECORD.search(question) or not (EVADE.search(question) or unnoticed or looks):
        return False
    if ALTER.search(question) or SHOWN_AS.search(question) or WRITTEN_THAT.search(question):
        return True
    return bool(WORDING_ASKED.search(question) and (unnoticed or looks))


# --- another person's data -------------------------------------------------------------------------------

#: asking to be given something
REQUEST: Final = _rx(
    r"\b(give|giv(es|ing)|show|send|share|tell|list|provide|fetch|pull\s+(out|up)|look\s+up|find|get\s+me"
    r"|forward|email|e-mail|export|download|reveal|disclose|print)\b",
    r"\b(i|we)\s+(need|want|would\s+like|require)\b|\bcan\s+(i|we)\s+(see|access|have|get)\b",
)
#: personal data of an insured person
PERSONAL_DATA: Final = _rx(
    r"\bclaims?\s+(history|histories|details|records?|status|amounts?|data|list)\b",
    r"\b(address|addresses|phone(\s+number)?s?|mobile(\s+number)?s?|e-?mails?(\s+ids?)?|contact\s+details"
    r"|date\s+of\s+birth|dob|policy\s+numbers?)\b",
    r"\b(diagnos[ie]s|medical\s+(records?|history|details|reports?|conditions?)|health\s+(records?|conditions?"
    r"|status|details)|test\s+results?)\b",
    r"\b(names?|list|details)\s+of\s+[\w\s]{0,30}?\bwho\s+(have\s+|has\s+|had\s+)?(claimed|made\s+(a\s+)?claims?"
    r"|filed|were\s+(treated|admitted|hospitali[sz]ed)|was\s+(treated|admitted|hospitali[sz]ed))\b",
    r"\bwho\s+(all\s+)?(has\s+|have\s+|had\s+)?(claimed|made\s+(a\s+)?claims?|were\s+admitted|was\s+admitted)\b",
    # "tell me if he made any claims", "which hospital she was admitted in", "how much he claimed"
    r"\b(if|whether)\s+(he|she|they)\s+(has\s+|have\s+|had\s+)?(made|filed|raised|lodged|submitted)\s+(any\s+|a\s+)?claims?\b",
    r"\b(which|what)\s+hospitals?\s+(he|she|they)\s+(was|were|has\s+been|have\s+been)\s+(admitted|treated)\b",
    r"\bhow\s+(much|many\s+times)\s+(he|she|they)\s+(has\s+|have\s+|had\s+)?claimed\b",
)
#: a person who is not the asker nor the asker's own family on the policy
THIRD_PARTY: Final = _rx(
    r"\b(employees?|staff|workers?|patients?|customers?|clients?|colleagues?|other\s+(people|members|customers"
    r"|insured\s+persons|policy\s*holders)|all\s+(the\s+)?(members|insured\s+persons|policy\s*holders)"
    r"|claimants)\b",
    r"\b(he|she|they)\s+(also\s+)?(has|have|holds?|hold|bought|took|is\s+insured|are\s+insured)\b"
    r"|\b(also|too)\s+(has|have|holds?)\s+(a\s+|the\s+|this\s+)?(policy|plan|cover)\b",
    r"\b(someone|somebody|a\s+person|another\s+person|stranger)\b",
    r"\bex-?\s?(husband|wife|spouse|partner|boyfriend|girlfriend|employer|employee)\b"
    r"|\bformer\s+(husband|wife|spouse|partner|employer|employee)\b|\b(neighbou?rs?|friends?|landlord|tenant|boss)\b",
)
# the asker's own family ("my father's claim status"): not a third person
_OWN_FAMILY: Final = _rx(
    r"\b(my|our)\s+(own\s+)?(\w+\s+)?(father|mother|dad|mum|mom|wife|husband|son|daughter|child|children|kids?"
    r"|baby|parents?|spouse|family|in-?laws?|brother|sister|floater)\b",
)
# third persons that may be the asker's own family when the question says so ("all members of my floater")
_MAYBE_FAMILY: Final = re.compile(r"^(he|she|they|also|too|other\s+members|all\b)", re.IGNORECASE)


def asks_for_others_data(question: str) -> bool:
    """A request for personal data of a person other than the asker's family (see the module)."""
    if not (REQUEST.search(question) and PERSONAL_DATA.search(question)):
        return False
    third = THIRD_PARTY.search(question)
    if third is None:
        return False
    # "my father ... he also has", "all members of my floater" name the asker's family, not a stranger
    return not (_OWN_FAMILY.search(question) and _MAYBE_FAMILY.match(third.group(0)))
