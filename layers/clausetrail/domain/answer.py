"""Grounded answers from clause text (SPEC §4): sentence choice and faithfulness. Pure code. The parts of a
question and follow-ups are :mod:`clausetrail.domain.answer_parts`; the figures a question asks for are
:mod:`clausetrail.domain.answer_figures`; words, sentences, sources, idf and coverage are
:mod:`clausetrail.domain.answer_text`.

- :func:`choose_sentences`: the sentences of the retrieved clauses (and the dossier of extracted terms) that
  best cover the question's content words, weighted by how rare each word is in this wording (idf over the
  version's clauses); below :data:`STATED_THRESHOLD` the policy is taken not to say.
  Coverage leaves numbers out, weighs a word the wording never uses at :data:`UNSEEN_WEIGHT` of its rarest word
  (a policyholder's story - "my mother", "in Pune" - is not what a clause must hold) and reads a misspelt word
  as the wording's word one edit away (:meth:`Idf.resolve`). When the question asks for a duration, an amount
  or a count and no chosen sentence gives one, the sentence that does comes from the quoted clause or the
  clause that frames it (:func:`_completing`); a question asking for a period ("how many days", a deadline,
  an age limit) that no sentence answers with a figure in a unit it can take is not stated. Measured on the
  development part only (SPEC §12).
- The faithfulness check (every answer sentence supported by a cited source) and the fixed emergency guidance
  are :mod:`clausetrail.domain.faithfulness`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from clausetrail.domain.answer_figures import (
    AMOUNT_FIGURE,
    AMOUNTISH,
    ASKS_COUNT,
    ASKS_COVERAGE,
    CAP,
    COUNT_FIGURE,
    DURATION,
    DURATION_FIGURE,
    answers_amount,
    asked_units,
    asks_amount,
    period_answers_step,
    states_asked_period,
)
from clausetrail.domain.answer_focus import ask_focus, sentence_coverage
from clausetrail.domain.answer_premium import asks_premium_saving, states_premium_saving
from clausetrail.domain.answer_subject import abbreviates, absent_concept, is_story_word, unnamed_subject
from clausetrail.domain.answer_tests_listed import asks_for_tests, names_tests
from clausetrail.domain.answer_text import (
    Idf,
    Source,
    content_words,
    coverage,
    is_number,
    sentences,
    words,
)
from clausetrail.domain.answer_worked import worked_sentence
from clausetrail.domain.schedule_deferral import defers_to_schedule
from clausetrail.domain.thesaurus import Concept, concepts_in, mentions, strip_everyday_phrases

NOT_STATED: Final = "The policy wording does not say this."
#: before the wording's sentence that leaves an asked figure to the policy schedule
SCHEDULE_POINTER: Final = "It leaves this to the policy schedule:"
REFUSAL: Final = (
    "I'm sorry, I can't help with that. I can only answer questions about your own policy's wording; "
    "I can't share other people's information or the insurer's internal systems, or help with anything "
    "that would mislead the insurer."
)
CLARIFY: Final = (
    "Could you tell me a little more about what you want to know? For example, name the treatment, "
    "illness or benefit you mean (such as a waiting period for a particular surgery, the room rent limit, "
    "or how to make a cashless claim)."
)


STATED_THRESHOLD: Final = 0.42  # idf-weighted share of the question's content words a clause must cover

MAX_UNSEEN: Final = 3  # a question naming this many things the wording never mentions is not answered by it
#: ... when they are most of what it names: a policyholder's story ("paid the driver in cash") adds words no
#: wording uses to a question the wording answers
UNSEEN_SHARE: Final = 0.5


def mostly_unseen(question: str, idf: Idf) -> bool:
    """At least :data:`MAX_UNSEEN` content words the wording never uses, and more than :data:`UNSEEN_SHARE`
    of the question's content words (numbers aside)."""
    unseen = unseen_words(question, idf)
    if len(unseen) < MAX_UNSEEN:
        return False
    text = strip_everyday_phrases(question)
    named = [w for w in dict.fromkeys(content_words(text)) if not is_number(w)]
    return len(unseen) > UNSEEN_SHARE * len(named)


def unseen_words(question: str, idf: Idf) -> list[str]:
    """Content words of the question (outside everyday phrases the thesaurus maps to wording terms, numbers
    and words of time - "a few weeks late" - aside) that the wording never uses: "pet", "dog", "veterinary"."""
    text = strip_everyday_phrases(question)
    tokens = words(question)
    return [
        w
        for w in dict.fromkeys(content_words(text))
        if not is_number(w) and not is_story_word(w) and not idf.seen(w) and not abbreviates(w, tokens)
    ]


@dataclass(frozen=True, slots=True)
class Choice:
    sentence: str
    source: Source
    score: float


@dataclass
class PartAnswer:
    question: str
    stated: bool
    choices: list[Choice] = field(default_factory=list)
    best_coverage: float = 0.0
    #: not stated, but the wording's sentence leaving the asked figure to the schedule (shown beside the
    #: not-stated sentence, so the reader knows where the figure is)
    pointer: Choice | None = None


def choose_sentences(
    question: str,
    sources: Sequence[Source],
    idf: Idf,
    *,
    wants_amounts: bool = False,
    wants_durations: bool = False,
    max_sentences: int = 3,
) -> PartAnswer:
    """The best supported sentences for one part, or not stated when no source covers the question."""
    wants_count = bool(ASKS_COUNT.search(question))
    asks_meaning = bool(ASKS_MEANING.search(question))
    asks_example = bool(ILLUSTRATING.search(question))
    clause_cover = framed_coverage(question, sources, idf)
    best = max(clause_cover.values(), default=0.0)
    terms = [s for s in sources if s.kind == "term"]
    # a question asking for a thing the wording never names ("pay towards <X> expenses") is not stated, however
    # well a clause covers its other words
    unnamed = unnamed_subject(question, idf) is not None or absent_concept(question, idf) is not None
    if (best < STATED_THRESHOLD or mostly_unseen(question, idf) or unnamed) and not terms:
        return PartAnswer(question, stated=False, best_coverage=best)
    scored: list[Choice] = []
    for src in terms:  # a term the question names is stated by the policy: its fact sentence leads
        scored.append(Choice(src.lead or src.text, src, 10.0 + clause_cover[src.key]))
        # ... followed by the wording's own sentence it was read from (the evidence, in the policy's words)
        quoted = sentences(src.text[len(src.lead) :]) if src.lead else []
        if quoted:
            scored.append(Choice(quoted[0], src, 9.0 + clause_cover[src.key]))
    for src in sources:
        if src.kind in ("term", "context") or clause_cover[src.key] < STATED_THRESHOLD * 0.8:
            continue
        for sent in sentences(src.text):
            score = coverage(question, sent, idf) + 0.3 * clause_cover[src.key] + 0.15 / src.rank
            if wants_durations and DURATION.search(sent):
                score += 0.35
            if wants_amounts and AMOUNTISH.search(sent):
                score += 0.35
            if wants_count and COUNT_FIGURE.search(sent):
                score += 0.35
            if not asks_meaning and DEFINING.match(sent):
                score *= DEFINITION_FACTOR
            if not asks_example and (ILLUSTRATING.match(src.text) or ILLUSTRATING.match(sent)):
                score *= ILLUSTRATION_FACTOR
            scored.append(Choice(sent, src, score))
    scored.sort(key=lambda c: -c.score)
    facts = [c for c in scored if c.source.kind == "term"][:max_sentences]
    quotes = [c for c in scored if c.source.kind != "term"]
    chosen: list[Choice] = list(facts)
    lead = quotes[0].score if quotes else 0.0
    for c in quotes:  # the best clause sentences, always at least one beside the facts
        if len(chosen) >= max_sentences + len(facts) or (len(chosen) > len(facts) and c.score < lead * 0.75):
            break
        if all(c.sentence != x.sentence and c.sentence not in x.sentence for x in chosen):
            chosen.append(c)
    chosen.extend(
        _completing(
            chosen,
            sources,
            question,
            idf,
            wants_amounts=wants_amounts,
            wants_durations=wants_durations,
            cover=clause_cover,
        )
    )
    units = asked_units(question)
    if units is not None and not any(_gives_period(c, units, question, idf, clause_cover) for c in chosen):
        # "how many days ...?", "what is the deadline ...?" that no chosen sentence answers with a figure in
        # a unit it can take: the sentence of a quoted clause (or the text framing it) that does, else the
        # policy does not say (a definition of the period, a period "as per the schedule", "within 4 hours"
        # for a question about days are not answers)
        rescue = _figure_sentence(
            chosen,
            sources,
            question,
            idf,
            lambda s: (
                states_asked_period(question, s, units)
                and period_answers_step(question, s)
                and not _defines_another(question, s)
            ),
            clause_cover,
        )
        if rescue is None:
            return PartAnswer(question, stated=False, best_coverage=best)
        chosen.append(rescue)
    if asks_amount(question):
        top = next((c for c in chosen if c.source.kind != "term"), None)
        if (
            top is not None
            and defers_to_schedule(top.sentence)
            and not any(
                answers_amount(question, c.sentence) for c in chosen if c is top or c.source.kind == "term"
            )
        ):
            # "how much ...?" whose best quote leaves the figure to the schedule ("a daily cash amount as
            # specified in the Policy Schedule"): the wording states no amount, whatever other figures the
            # sentences around it give
            return PartAnswer(question, stated=False, best_coverage=best, pointer=top)
        items = priced_items(question)
        framing = framing_texts(sources)
        if not any(
            (answers_amount(question, c.sentence) or worked_sentence(question, c.sentence) is not None)
            and names_item(c.source, items, framing)
            and (
                c.source.kind == "term"
                or support(question, c.sentence, c.source, idf, clause_cover) >= COUNT_SUPPORT
            )
            for c in chosen
        ):
            # no chosen sentence of a clause about the item asked ("how much hospital daily cash?") answers
            # with an amount: the retrieved sentence of such a clause that does, else not stated
            rescue = _figure_sentence(
                chosen,
                [s for s in sources if names_item(s, items, framing)],
                question,
                idf,
                # a sentence leaving the limits to the schedule ("covers up to the Sum Insured and limits as
                # specified under the schedule") names the cover, not the figure asked
                lambda s: (
                    (answers_amount(question, s) or worked_sentence(question, s) is not None)
                    and not (defers_to_schedule(s) and not AMOUNT_FIGURE.search(s))
                    and not names_another_item(s, items)
                ),
                clause_cover,
            )
            if rescue is None:
                return PartAnswer(question, stated=False, best_coverage=best)
            chosen.append(rescue)
    # "how much cheaper is the premium with the co-pay?", "which tests does the check-up include?": only a
    # sentence stating the saving, or naming tests, answers (not the co-pay's percent, not "as specified in
    # the schedule")
    for asks, states in ((asks_premium_saving, states_premium_saving), (asks_for_tests, names_tests)):
        if asks(question) and not any(states(c.sentence) for c in chosen if c.source.kind != "term"):
            found = _figure_sentence(chosen, sources, question, idf, states, clause_cover)
            if found is None:
                return PartAnswer(question, stated=False, best_coverage=best)
            chosen.append(found)
    return PartAnswer(question, stated=bool(chosen), choices=chosen, best_coverage=best)


#: concepts naming a thing the policy pays a figure for: an amount asked for one is answered only from a
#: clause that names it (not from the room-rent clause for "how much hospital daily cash?")
PRICED_ITEMS: Final = frozenset(
    [
        "room_rent",
        "icu",
        "co_payment",
        "deductible",
        "ambulance",
        "hospital_cash",
        "cataract",
        "maternity",
        "newborn",
        "organ_donor",
        "modern_treatment",
        "health_checkup",
        "domiciliary",
        "ayush",
        "home_nursing",
        "opd",
        "second_opinion",
        "vaccination",
        "compassionate_visit",
        "convalescence",
        "personal_accident",
        "restoration",
        "cumulative_bonus",
        "pre_hospitalisation",
        "post_hospitalisation",
        "dental",
        "spectacles",
        "hearing_aid",
        "teleconsultation",
    ]
)


def priced_items(question: str) -> tuple[Concept, ...]:
    """The priced things `question` names in their own terms (:data:`PRICED_ITEMS`; not those its story
    implies: "no claims this year" tells, it does not ask for the bonus)."""
    return tuple(
        c
        for c in concepts_in(question)
        if c.name in PRICED_ITEMS and any(mentions(question, t) for t in c.terms)
    )


def framing_texts(sources: Sequence[Source]) -> dict[str, str]:
    """The text framing each retrieved clause: the heading of the clause it continues, then the "context"
    sources whose parent it is, in order, joined."""
    framing: dict[str, list[str]] = {}
    for s in sources:
        if s.heading and s.kind != "context":
            framing.setdefault(s.key, []).insert(0, s.heading)
        if s.kind == "context" and s.parent:
            framing.setdefault(s.parent, []).append(s.text)
    return {key: " ".join(texts) for key, texts in framing.items()}


def names_item(source: Source, items: Sequence[Concept], framing: Mapping[str, str]) -> bool:
    """Whether `source`, or the text framing it (a table's heading before it), names one of `items`; a dossier
    term or a question naming no priced thing always does."""
    if not items or source.kind == "term":
        return True
    text = f"{framing.get(source.key, '')} {source.text}"
    return any(mentions(text, t) for c in items for t in c.terms)


def names_another_item(sentence: str, items: Sequence[Concept]) -> bool:
    """Whether `sentence` names a priced thing other than `items` and none of them ("Road Ambulance up to Sum
    Insured" in a table row of the clause that also gives room rent): its figure is that other thing's."""
    if not items:
        return False
    if any(mentions(sentence, t) for c in items for t in c.terms):
        return False
    return any(
        c.name in PRICED_ITEMS and c not in items and any(mentions(sentence, t) for t in c.terms)
        for c in concepts_in(sentence)
    )


def _gives_period(
    choice: Choice, units: frozenset[str], question: str, idf: Idf, cover: Mapping[str, float]
) -> bool:
    return (
        states_asked_period(question, choice.sentence, units)
        and period_answers_step(question, choice.sentence)
        and (
            choice.source.kind == "term"
            or support(question, choice.sentence, choice.source, idf, cover) >= COUNT_SUPPORT
        )
    )


def support(question: str, sentence: str, source: Source, idf: Idf, cover: Mapping[str, float]) -> float:
    """How well a sentence that gives the asked figure supports an answer: its own coverage (under its clause's
    heading), or :data:`CLAUSE_SUPPORT_SHARE` of its clause's when the clause as a whole answers the question
    ("send the bills and papers after discharge?" - the clause lists bills, case papers and discharge
    summaries, the sentence of its deadline names none of them)."""
    own = sentence_coverage(question, sentence, source.text, idf)
    return max(own, CLAUSE_SUPPORT_SHARE * cover.get(source.key, 0.0))


def _defines_another(question: str, sentence: str) -> bool:
    """A definition ("Specific waiting period means a period up to 36 months ...") of a term that names none of
    the things the question asks about (framing ones aside: a waiting period, a sum insured): its figure is the
    defined term's, not the asked one's ("the waiting period for maternity")."""
    from clausetrail.domain.answer_parts import FRAME_CONCEPTS

    defining = DEFINING.match(sentence)
    if defining is None or ASKS_MEANING.search(question):
        return False
    asked = {c.name for c in concepts_in(question) if c.name not in FRAME_CONCEPTS}
    if not asked:
        return False
    return not asked & {c.name for c in concepts_in(defining.group(0))}


def _figure_sentence(
    chosen: Sequence[Choice],
    sources: Sequence[Source],
    question: str,
    idf: Idf,
    gives: Callable[[str], bool],
    cover: Mapping[str, float],
) -> Choice | None:
    """The sentence of a retrieved clause (or of the text framing one) that best covers the question among
    those that `gives` the figure asked, with at least :data:`COUNT_SUPPORT` :func:`support`."""
    taken = {c.sentence for c in chosen}
    best: Choice | None = None
    best_key = (0.0, 0.0)
    for src in sources:
        if src.kind == "term":
            continue
        for sent in sentences(src.text):
            if sent in taken or not gives(sent):
                continue
            own = sentence_coverage(question, sent, src.text, idf)
            backed = max(own, CLAUSE_SUPPORT_SHARE * cover.get(src.key, 0.0))
            if backed >= COUNT_SUPPORT and (best is None or (backed, own) > best_key):
                best, best_key = Choice(sent, src, backed), (backed, own)
    return best


def framed_coverage(question: str, sources: Sequence[Source], idf: Idf) -> dict[str, float]:
    """Each source's coverage of the question (context sources aside), a retrieved clause read together with
    the text that frames it when that covers more: a list item ("Knee replacement") says what is asked, the
    sentence heading its list ("... excluded until 24 months of continuous coverage") the rest."""
    framing = framing_texts(sources)
    out: dict[str, float] = {}
    for s in sources:
        if s.kind == "context":
            continue
        focus = ask_focus(question)
        asks = (question,) if focus is None else (question, focus)
        own = max(coverage(q, s.text, idf) for q in asks)
        if s.key in framing:
            own = max(own, *(coverage(q, f"{framing[s.key]} {s.text}", idf) for q in asks))
        out[s.key] = own
    return out


#: a sentence that defines a term ("Dental treatment means ...") answers what the term means, not whether it
#: is covered or how much is paid: below the sentences of the benefit or exclusion, unless a meaning is asked
DEFINING: Final = re.compile(
    r"^\W*(?:[\w/'’().&-]+\s+){0,8}?(?:means?|shall\s+mean|is\s+defined\s+as|refers?\s+to)\b", re.I
)
ASKS_MEANING: Final = re.compile(
    r"\bmean(s|ing)?\b|\bdefin\w*|\bwhat\s+(is|are)\s+(an?\s+|the\s+)?[\w'-]+(\s+[\w'-]+)?\s*\??$"
    r"|\bwhat\s+(counts|qualifies)\s+as\b",
    re.I,
)
DEFINITION_FACTOR: Final = 0.6
#: a worked example of the wording ("Illustration: ...", "Scenario 2: A 42 year old ... buys ...") shows how a
#: rule works out for made-up people; the rule is stated elsewhere: below the rule's sentences, unless an
#: example is asked
ILLUSTRATING: Final = re.compile(
    r"^\W*(?:illustrations?|examples?|scenarios?|case\s+stud(?:y|ies)|e\.\s?g\.|for\s+(?:example|instance))\b"
    r"|\b(?:illustrat\w+|example|scenario)\b(?=[^.?]*\?\s*$)",
    re.I,
)
ILLUSTRATION_FACTOR: Final = 0.5

COUNT_SUPPORT: Final = 0.3  # coverage the sentence giving a count needs (flat over 0.2-0.4 on development)
#: the share of its clause's coverage a sentence giving the asked figure is credited with
CLAUSE_SUPPORT_SHARE: Final = 0.5


def _completing(
    chosen: Sequence[Choice],
    sources: Sequence[Source],
    question: str,
    idf: Idf,
    *,
    wants_amounts: bool,
    wants_durations: bool,
    cover: Mapping[str, float] | None = None,
) -> list[Choice]:
    """When the question asks "how long" / "how much" and no chosen clause sentence states a duration / an
    amount, the sentence that does from a clause already quoted, else from the text just before it in the
    wording (a list item such as "Hernia of any site" is answered by the sentence heading its list, which
    gives the waiting period). At most one sentence per kind of figure; the one that best covers the
    question, the later one on a tie (the nearer to the list).

    When a figure of the kind was found only in a lesser clause while the clause that best covers the
    question states one (`cover`: each source's coverage), the best clause's figure sentence is added too:
    "within 4 hours" of a neighbouring clause does not answer what the pre-authorisation clause sets."""
    quoted = [c for c in chosen if c.source.kind != "term"]
    if not quoted:
        return []
    top = max(quoted, key=lambda c: (cover or {}).get(c.source.key, 0.0)).source if cover else None
    keys = [c.source.key for c in quoted]
    pool = [s for s in sources if s.key in keys] + [
        s for s in sources if s.kind == "context" and s.parent in keys
    ]
    taken = {c.sentence for c in chosen}
    added: list[Choice] = []
    figures = (
        (wants_durations, DURATION_FIGURE),
        (wants_amounts, AMOUNT_FIGURE),
        (bool(ASKS_COUNT.search(question)), COUNT_FIGURE),
    )
    for wanted, pattern in figures:
        if not wanted:
            continue
        groups: tuple[list[Source], ...] = (
            [s for s in pool if s.kind != "context"],
            [s for s in pool if s.kind == "context"],
        )
        if any(pattern.search(c.sentence) for c in [*quoted, *added]):
            if top is None or any(
                pattern.search(c.sentence) for c in [*quoted, *added] if c.source.key == top.key
            ):
                continue
            groups = ([top],)  # the figure the best clause states, beside a lesser clause's
        best: Choice | None = None
        for group in groups:
            for src in group:
                sents = sentences(src.text)
                for i, sent in enumerate(sents):
                    if sent in taken or not pattern.search(sent):
                        continue
                    score = sentence_coverage(question, sent, src.text, idf) + 0.05 * (i + 1) / len(sents)
                    if best is None or score > best.score:
                        best = Choice(sent, src, score)
            if best is not None:
                break
        if best is not None:
            added.append(best)
            taken.add(best.sentence)
    rated = any(AMOUNT_FIGURE.search(c.sentence) for c in quoted)  # a rate is given with its ceiling
    if (wants_amounts or rated or ASKS_COVERAGE.search(question)) and top is not None:
        cap = _cap_sentence(top, [*quoted, *added], question, idf)
        if cap is not None:
            added.append(cap)
    return added


def _cap_sentence(top: Source, chosen: Sequence[Choice], question: str, idf: Idf) -> Choice | None:
    """The best clause's sentence capping its amount ("not more than 100% of the sum insured"), when the question
    asks an amount or whether something is covered, or the answer gives a rate, and no chosen sentence states a
    cap: the amount of a benefit is its rate and its ceiling; "will they pay for it?" is answered with how much."""
    if any(CAP.search(c.sentence) and AMOUNT_FIGURE.search(c.sentence) for c in chosen):
        return None
    taken = {c.sentence for c in chosen}
    best: Choice | None = None
    for sent in sentences(top.text):
        if sent in taken or not (CAP.search(sent) and AMOUNT_FIGURE.search(sent)):
            continue
        score = sentence_coverage(question, sent, top.text, idf)
        if best is None or score > best.score:  # the best clause covers the question; its cap counts
            best = Choice(sent, top, score)
    return best
