"""Whether a question asks for a thing the wording never names (SPEC §4: a fixed sentence when the policy does
not say). Pure code over the question and the wording's word rarity; :mod:`clausetrail.domain.answer` uses it.

A question may carry words no wording uses and still be answered: a policyholder's story ("paid the driver in
cash", "admitted in Pune for a week") or an illness the general cover takes in ("treatment for dengue"). But
when the thing the question asks for - what a benefit would pay for ("pay towards <X> expenses", "<X>
membership fees"), what a discount would be for ("a concession for non <X>"), the way something would be
done ("submitted by <X>") - is a word the wording never uses, a clause that shares the question's other words
("pay", "premium", "documents") answers a different question. Such a question is not stated.
"""

from __future__ import annotations

import re
from typing import Final

from clausetrail.domain.answer_focus import ask_focus
from clausetrail.domain.answer_parts import FRAME_CONCEPTS
from clausetrail.domain.answer_text import Idf, content_words, is_number, words
from clausetrail.domain.thesaurus import concepts_in


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: the words that introduce what is asked for: a benefit "for" it, money "towards" it, done "by" or "via" it
ASKED_FOR: Final = _set("for towards toward by via through on using over")
#: "can I <X> my bills": a way of doing something the wording never names, asked as the verb
ASKED_DOING: Final = _set("can could may should")
PERSONS: Final = _set("i we")
#: everyday verbs of doing: "can I send ...", "can I change ..." ask about the rest of the question
EVERYDAY_VERBS: Final = _set(
    """send post give make file ask go take use keep change add buy see check call write put bring choose
    pick switch move continue stop start shift transfer upload email mail"""
)
#: words between such a word and the thing ("for my", "by the", "for non members")
LEADING: Final = _set("my our the a an his her their its any some non this that these those")
#: nouns of money asked about a thing ("<thing> fees"): the word before them is what would be paid for
COST_NOUNS: Final = _set(
    "fee fees cost costs expense expenses expences charge charges bill bills membership subscription"
)
#: words before "for" that make the unnamed word an illness or a treatment ("treatment for dengue"), which a
#: wording's general cover can answer without naming it
MEDICAL_BEFORE: Final = _set(
    """treatment treatments treated treating surgery surgeries operation operated admitted admission
    hospitalised hospitalized hospitalisation hospitalization hospital diagnosed suffering therapy tests test
    medicines medicine cover covered care consultation procedure procedures"""
)
#: words of time and lateness: part of the story ("a few weeks late"), never what is asked
TIME_WORDS: Final = _set(
    """week weeks night nights yesterday today tomorrow morning evening late early earlier later ages
    weekend weekends monday tuesday wednesday thursday friday saturday sunday january february march april
    june july august september october november december trip trips holiday holidays vacation tour outing"""
)


#: small words a phrase may carry that its initials skip ("loss of pay" -> "lop")
ABBREVIATION_SKIPS: Final = _set("of and the for in to")


def abbreviates(word: str, tokens: list[str]) -> bool:
    """Whether `word` is the initials of a run of the question's own words ("ckd" beside "chronic kidney
    disease", "lop" beside "loss of pay", "pd" beside "pay and deduction"): an abbreviation the question itself
    spells out names nothing new. A small word of the run may give its initial or be skipped."""
    if not 2 <= len(word) <= 6 or not word.isalpha():
        return False

    def spells(letter: int, at: int) -> bool:
        if letter == len(word):
            return True
        if at >= len(tokens) or not tokens[at]:
            return False
        if tokens[at][0] == word[letter] and spells(letter + 1, at + 1):
            return True
        return letter > 0 and tokens[at] in ABBREVIATION_SKIPS and spells(letter, at + 1)

    return any(
        token and token[0] == word[0] and token != word and spells(0, start)
        for start, token in enumerate(tokens)
    )


def is_story_word(word: str) -> bool:
    """A word of time or lateness, which tells when something happened rather than what is asked."""
    return word in TIME_WORDS


def _treated_for(tokens: list[str], at: int) -> bool:
    """Whether the "for" at `at` follows a word of treatment, a stay's length between ("admitted 10 days for
    pneumonia", "hospitalised for a week for typhoid"): what follows is an illness, not a thing asked for."""
    k = at - 1
    while k >= 0 and (is_number(tokens[k]) or is_story_word(tokens[k]) or tokens[k] in _STAY_FILLERS):
        k -= 1
    return k >= 0 and tokens[k] in MEDICAL_BEFORE


#: words of a stay's length between a word of treatment and "for": "admitted (for) (a|10) days for ..."
_STAY_FILLERS: Final = _set("for a an one two three four five six seven eight nine ten day days hours hrs")


def unnamed_subject(question: str, idf: Idf) -> str | None:
    """The word naming what `question` asks for when the wording never uses it, else None.

    The word must be a content word the wording does not use (a misspelling one edit from a wording word
    counts as that word), not a possessive ("my wife's delivery" asks about the delivery), not a word of
    time, and the head of its phrase (not followed by a wording word that it merely qualifies, unless that word
    is one of money); it must stand after "for", "towards", "by", "via", "through", "on", "using" or "over"
    (an illness after "treatment for" aside), after "the cost of", as the verb of "can I <X> ...", or right
    before a noun of money ("<X> fees").

    When a story comes before the ask and the ask names a subject of its own ("admitted at 2 am through
    casualty. by when must we tell the TPA?"), only the ask is read: the story tells how it happened."""

    whole = words(question)  # an abbreviation may be spelled out in the story
    focus = ask_focus(question)
    if focus is not None and content_words(focus):
        question = focus
    tokens = words(question)
    content = set(content_words(question))
    for i, w in enumerate(tokens):
        if (
            w not in content
            or len(w) < 3
            or "'" in w
            or is_number(w)
            or is_story_word(w)
            or w in COST_NOUNS
            or idf.seen(w)
            or abbreviates(w, whole)
        ):
            continue
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        costed = after in COST_NOUNS
        if after and not costed and after in content and idf.seen(after):
            continue  # "<unnamed> hospital": it qualifies a thing the wording names
        j = i - 1
        while j >= 0 and tokens[j] in LEADING:
            j -= 1
        introduced = j >= 0 and tokens[j] in ASKED_FOR
        if introduced and _treated_for(tokens, j):
            introduced = False
        # "for non <X>", "do non-<X> get ...": a group the wording would have to name
        introduced = introduced or (i >= 1 and tokens[i - 1] == "non")
        # "the cost of the <X>": what the money would be for
        introduced = introduced or (j >= 1 and tokens[j] == "of" and tokens[j - 1] in COST_NOUNS)
        # "can I <X> ...": the asked way of doing it
        introduced = introduced or (
            i >= 2
            and tokens[i - 1] in PERSONS
            and tokens[i - 2] in ASKED_DOING
            and i + 1 < len(tokens)
            and w not in EVERYDAY_VERBS
        )
        # "is <X> included?", "is <X> extra?": the thing asked of is the subject (an illness "covered" aside,
        # which the general cover can take in without naming it)
        introduced = introduced or (i >= 1 and tokens[i - 1] in _BE and after in _INCLUDED_OR_EXTRA)
        if introduced or costed:
            return w
    return None


_BE: Final = _set("is are")
#: what is asked of a thing named as the subject: whether it is part of a benefit or charged on top of it
_INCLUDED_OR_EXTRA: Final = _set("included extra charged chargeable available allowed")


def names_nothing_it_uses(question: str, idf: Idf) -> bool:
    """Whether every word naming what `question` asks (outside everyday phrases, numbers and words of time
    aside) is one the wording never uses, and there is at least one: "a rebate for members who run marathons" on a
    wording that says nothing of rebates or marathons. Asking the policyholder to say more cannot help; the
    wording does not say."""
    from clausetrail.domain.answer import unseen_words
    from clausetrail.domain.thesaurus import strip_everyday_phrases

    named = [
        w
        for w in dict.fromkeys(content_words(strip_everyday_phrases(question)))
        if not is_number(w) and not is_story_word(w)
    ]
    return bool(named) and len(unseen_words(question, idf)) == len(named)


_DETERMINER = r"(?:(?:my|our|the|any|all|some|part\s+of|a\s+part\s+of)\s+)?"
_RETURNED: Final = re.compile(
    rf"\b(?:get|gets|getting|got|receive|paid|pay|give|given|giving)\s+(?:back\s+)?{_DETERMINER}"
    r"([a-z]+)(?:\s+[a-z]+)?\s+(?:back|returned|refunded)\b"
    rf"|\b(?:get|gets|getting|got|receive)\s+back\s+{_DETERMINER}([a-z]+)\b",
    re.I,
)


def returned_thing(question: str, idf: Idf) -> str | None:
    """What `question` asks to get back ("do I get my premiums returned?", "get back the premiums I paid"), when
    the wording uses the word: an answer must name it (a free look "return of the policy" or a bonus on the sum
    insured does not give the premium back). None when nothing is asked back or the wording never uses it."""

    m = _RETURNED.search(question)
    if m is None:
        return None
    thing = (m.group(1) or m.group(2) or "").lower()
    if thing not in content_words(thing) or not idf.seen(thing):
        return None
    return thing


#: a perk of the premium a question asks whether it has ("is there a discount for ...?", "do I get any rebate
#: if ...?"): the answer must name it; a clause about something else that covers the question's other words
#: ("family floater", "two years") does not give it
_ASKED_PERK: Final = re.compile(
    r"\b(?:is\s+there|are\s+there|any|do\s+(?:i|we)\s+get|will\s+(?:i|we)\s+get|can\s+(?:i|we)\s+get"
    r"|would\s+(?:i|we)\s+get|get\s+(?:a|an|any))\s+(?:a\s+|an\s+|any\s+)?(?:[a-z-]+\s+){0,2}?"
    r"(discount|rebate|cashback|concession)s?\b",
    re.I,
)


def asked_perk(question: str) -> str | None:
    """The premium perk `question` asks whether it has ("discount", "rebate", ...), or None."""
    m = _ASKED_PERK.search(question)
    return m.group(1).lower() if m else None


#: words before a perk that say nothing of its kind ("any special premium discount")
_PLAIN_PERK_WORDS: Final = frozenset(
    [
        "special",
        "extra",
        "additional",
        "further",
        "premium",
        "good",
        "big",
        "nice",
        "some",
        "other",
        "such",
        "own",
        "separate",
    ]
)


def perk_kind_words(question: str) -> list[str]:
    """The words naming the kind of perk asked ("long", "term" of "any long term discount?", "online" of "get
    a discount online"... only those before the perk): an answer must name them too; a no-claim discount does not
    answer whether there is a long-term one."""
    m = _ASKED_PERK.search(question)
    if m is None:
        return []
    before = m.group(0)[: m.start(1) - m.start(0)]
    kind = [w for w in words(before) if w not in _PLAIN_PERK_WORDS]
    # the opener's own words ("is there", "do we get", "any") are not the kind
    opener = _PERK_OPENER.match(before.lower())
    if opener is not None:
        kind = [w for w in words(before[opener.end() :]) if w not in _PLAIN_PERK_WORDS]
    return [w for w in kind if len(w) > 2 and not is_number(w)]


_PERK_OPENER: Final = re.compile(
    r"^(?:is\s+there|are\s+there|any|do\s+(?:i|we)\s+get|will\s+(?:i|we)\s+get|can\s+(?:i|we)\s+get"
    r"|would\s+(?:i|we)\s+get|get\s+(?:a|an|any))\s+(?:a\s+|an\s+|any\s+)?"
)


def absent_concept(question: str, idf: Idf) -> str | None:
    """The name of what `question` asks about when it is a thesaurus concept the wording never uses in any of
    its terms (every other concept it names being a framing one, such as a waiting period), else None.

    "Is mental illness treatment covered?" on a wording that says nothing of mental illness, psychiatric care
    or depression is not answered by the wording's general hospitalisation clause: that clause covers the
    question's other words ("treatment", "covered", "hospital"), not its subject. A term counts as used when
    each of its words is (a misspelling one edit away counting, as everywhere); so a concept is absent only
    when some word of every one of its terms is missing from the whole wording."""
    named = [c for c in concepts_in(question) if c.name not in FRAME_CONCEPTS]
    # the story told before the ask ("after a long ICU stay, is there any convalescence benefit?") names what
    # happened, not what is asked: when the ask names a concept of its own, that is the subject
    focus = ask_focus(question)
    if focus is not None:
        asked = [c for c in concepts_in(focus) if c.name not in FRAME_CONCEPTS]
        if asked:
            named = asked
    if not named:
        return None
    for concept in named:
        # a term of several words counts only where the wording puts them together ("recovery benefit" is not
        # used by a wording that says "recovery" and "benefit" apart)
        used = any(
            content_words(term)
            and all(idf.seen(w) for w in content_words(term) if not is_number(w))
            and (any(is_number(w) for w in words(term)) or idf.uses_phrase(term))
            for term in concept.terms
        )
        if used:
            return None
    return named[0].name
