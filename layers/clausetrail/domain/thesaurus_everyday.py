"""Everyday phrasing of policyholders -> the thesaurus concepts it names (:mod:`clausetrail.domain.thesaurus`).

General constructions of the language policyholders write in ("my share of the bill", "forgot the renewal",
"send the bills"), each mapped to the concept names of the IRDAI vocabulary that a wording uses; never the words of
a particular question. Pure data.
"""

from __future__ import annotations

#: a small count ("a few", "two") and the start of cover ("buying", "the policy started"), used by the patterns
_N = r"(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|couple of|some)"
#: days and weeks, months and years as people abbreviate them ("2 wks", "3 mths", "1.5 yrs")
_DAYS = r"(days?|weeks?|wks?)"
_YEARS = r"(months?|mths?|mnths?|years?|yrs?)"
#: how long until something is paid: a waiting period asked, whatever stands between ("how long before an
#: admission for them is paid?")
_HOW_LONG_UNTIL_PAID = (
    r"\bhow long (before|until|till)\b.{0,60}\b(is|are|will be|gets?|be)\s+(paid|covered|claimable|payable)\b"
)
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
    (rf"\b{_N} ?{_DAYS} (after|since|into|of|from) {_START}", ("initial_waiting", "waiting_period")),
    # (a product's or an employer's name may stand between: "joined my company's <insurer> group plan 2 weeks ago")
    (
        rf"\b(started|began|bought|took|taken|purchased|commenced|joined)\b.{{0,50}}\b{_N} ?{_DAYS} (ago|back)\b",
        ("initial_waiting", "waiting_period"),
    ),
    (
        rf"\b{_N} ?{_YEARS} (after|since|into|of|from) {_START}",
        ("waiting_period", "specified_disease"),
    ),
    (
        rf"\b(started|began|bought|took|taken|purchased|commenced)\b.{{0,50}}\b{_N} ?{_YEARS} (ago|back)\b",
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
        r"\bhow long (do|must|should|will) (i|we|you) (have to )?wait\b|\bhow soon\b.*\bcovered\b"
        # "how long before an admission for them is paid?": when a condition becomes payable
        rf"|{_HOW_LONG_UNTIL_PAID}",
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
        r"\b(days?|expenses|medicines?|costs?|follow-?ups?) after (the |my |a )?(discharge|hospital|surgery|operation)"
        # "got discharged last week; for how many days after that can I claim the medicines"
        r"|\bdischarged?\b.{0,80}\b(medicines?|follow[- ]?ups?|doctor visits?)\b",
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
        rf"(?!.*{_HOW_LONG_UNTIL_PAID})"
        r".*\b(before|b4|prior to) (the |my |his |her |an? )?(admission|hospitali[sz]\w*|getting admitted)\b",
        ("pre_hospitalisation",),
    ),
    (
        r"\b(before|b4|prior to) (the )?(admission|hospitali[sz]\w*)\b.{0,30}\b(after|post) (the )?discharge\b",
        ("pre_hospitalisation", "post_hospitalisation"),
    ),
    (r"\bhaving a baby\b|\bexpecting\b|\bpregnant\b|\bgiv(e|ing) birth\b", ("maternity",)),
    # a person's age and whether they may join ("she is 74, can she still buy it", "can my 82 year old father
    # be added", "upper age", "too old")
    (
        r"\b(is|am|are|aged?|turns?|turning|of)\s+\d{2}\b.{0,60}\b(buy|take|join|enrol\w*|get\s+(this|the|a|it)"
        r"|eligible|allowed|added|add|covered\s+under|included)\b"
        r"|\b\d{2}[\s-]*(yrs?|years?)[\s-]*old\b.{0,60}\b(buy|take|join|enrol\w*|eligible|allowed|added|add|covered"
        r"|included)\b|\b(upper|maximum|max|minimum|min)\s+age\b|\btoo\s+old\b",
        ("entry_age",),
    ),
    (
        r"\bat home\b|\bhome\b.*\btreat|\btreat\w*\b.*\bhome\b|\bbedridden\b|\bcannot be moved\b",
        ("domiciliary",),
    ),
    (
        r"\b(my|our) (share|part|portion)\b|\bout[- ]of[- ]pocket\b|\bfrom (my|our|his|her) (own )?pocket\b"
        r"|\bpay (a |some )?(part|percent|percentage|%)\b|\bsome %",
        ("co_payment",),
    ),
    (
        r"\bmoney (runs|ran) out\b|\bused up\b|\bexhaust\w*\b|\bruns out\b|\banything left\b"
        r"|\b(finished|used|spent|consumed)\s+(up\s+)?(the\s+)?(full|whole|entire|all)\b"
        # "eats up the full cover", "got fully used", "is there any cover left?", "does the cover come back?"
        r"|\b(eat|eats|ate|eaten|eating|wipe[sd]?|wiping)\s+(up|out)\b|\bfully\s+(used|utili[sz]ed|exhausted|consumed|spent)\b"
        r"|\b(any|no|some)\s+(cover|money|sum\s+insured|balance|amount)\s+left\b"
        r"|\b(cover|sum\s+insured|si|money|amount)\s+(come|comes|coming|came)\s+back\b",
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
    (
        r"\b(glasses|specs|spectacles?)( (number|power|no))?\b|\beye ?sight\b|\b(eye )?power of (my )?eyes?\b"
        r"|\b(eye|lens) (power|number)\b",
        ("spectacles",),
    ),
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
    # travelling to be with the patient: "pay my flight to reach him", "train ticket to see her"
    (
        r"\b(fly|flies|flight|flights|ticket|tickets|air ?fare|travel\w*)\b.{0,25}"
        r"\b(reach|see|visit|join|be with|attend (to|on))\s+(him|her|them|my|our|the patient)\b",
        ("compassionate_visit",),
    ),
    # the body of a person who died, sent or brought home
    (
        r"\b(dead )?body\b.{0,30}\b(back|home|to india)\b|\b(bring|send|take|transport\w*|carry|fly)\w* (his|her|the|my)"
        r" (dead )?body\b",
        ("mortal_remains",),
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
        r"|\breturn (it|the policy|the plan|my policy|my plan)\b"
        # IRDAI's free look: time to review the terms and return the policy if they are not acceptable
        r"|\b(go through|read|review|check|study)\b.{0,40}\b(return|cancel|send (it )?back|give (it )?back)\b"
        r"|\breturn\b.{0,12}\bif\b.{0,30}\b(not|don'?t|dont|do not)\b"
        # "the papers came and I don't like the terms, can I send it back"
        r"|\b(don'?t|dont|do not) like (the |its |these )?(terms|policy|conditions)\b|\bsend (it|this|them) back\b",
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
