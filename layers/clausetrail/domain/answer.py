"""Grounded answers from clause text (SPEC §4): sentence choice and faithfulness. Pure code. The parts of a
question and follow-ups are :mod:`clausetrail.domain.answer_parts`; the figures a question asks for are
:mod:`clausetrail.domain.answer_figures`.

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

import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
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
    states_period,
)
from clausetrail.domain.answer_focus import ask_focus, sentence_coverage
from clausetrail.domain.answer_subject import is_story_word, unnamed_subject
from clausetrail.domain.sentence_pieces import is_sentence, sentence_pieces
from clausetrail.domain.thesaurus import concepts_in, mentions, strip_everyday_phrases

NOT_STATED: Final = "The policy wording does not say this."
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


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


STATED_THRESHOLD: Final = 0.42  # idf-weighted share of the question's content words a clause must cover
MAX_SENTENCE_CHARS: Final = 450

STOP_WORDS: Final = _set(
    """a about above after again against all am an and any are as at be because been before being below
    between both but by can could did do does doing down during each few for from further had has have having
    he her here hers him his how i if in into is it its itself just me more most my myself no nor not now of
    off on once only or other our ours out over own same she should so some such than that the their theirs
    them then there these they this those through to too under until up very was we were what when where
    which while who whom why will with would you your yours yourself get got i'm im ive i've does doesnt
    don't dont isn't isnt can't cant much many also please tell know want need like say said let us"""
)
# words of almost every question about a policy: they carry no subject of their own
GENERIC_WORDS: Final = _set(
    """policy policies plan insurance insurer insured cover covered covers coverage company us we me mine
    pay paid payable get available eligible allowed allow applicable apply define defined defines definition
    meaning mean means claimable reimbursable admissible"""
)
# words that tell the policyholder's story rather than name what is asked ("I bought it six months ago")
NARRATIVE_WORDS: Final = _set(
    """bought buy buying ago took taken started start since already going happen happens happened needs
    needed long soon now still just someone happen able think thinking planning plan's hoping expect
    anything something nothing everything almost really actually okay ok sure guess comes came says told
    reading read next mid
    dad mom mum mother father son daughter wife husband brother sister parents parent friend family's
    grandfather grandmother grandma grandpa uncle aunt relative relatives"""
)
VAGUE_WORDS: Final = _set("it this that these those they them one same")
#: words that give the shape of a question about time ("how soon", "how quickly"), never a clause's subject
QUESTION_SHAPE_WORDS: Final = _set("soon quickly fast")

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z0-9]+)*")  # hyphens split: "check-ups" meets "check up"
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_NUMBER_WORDS: Final = _set(
    "one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty "
    "sixty ninety hundred"
)


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("\u2019", "'"))


# English derivations that a prefix stem cannot join: "submission" / "submit", "decision" / "decide"
_DERIVED: Final = ((re.compile(r"(?<=.{3})ission$"), "it"), (re.compile(r"(?<=.{3})ision$"), "ide"))
_INFLECTION: Final = re.compile(r"(?<=.{4})(?:ments?|ings?|ed)$")
_DOUBLED: Final = re.compile(r"([bdgmnprt])\1$")


def stem(word: str) -> str:
    """A crude stem: an inflection ("-ed", "-ing", "-ment") and a doubled final consonant dropped, two
    derivations joined ("submission" -> "submit", "decision" -> "decide"), then a prefix of seven letters:
    "hospitalisation" and "hospitalized" meet at "hospita", "submitting" and "submission" at "submit"."""
    word = word.replace("'s", "")
    for pattern, repl in _DERIVED:
        word = pattern.sub(repl, word)
    word = _DOUBLED.sub(r"\1", _INFLECTION.sub("", word))
    return word[:7] if len(word) > 7 else word.rstrip("s") if len(word) > 3 else word


def content_words(text: str) -> list[str]:
    """Words that name what is asked: no stop words, no generic policy words."""
    return [
        w
        for w in words(text)
        if w not in STOP_WORDS
        and w not in GENERIC_WORDS
        and w not in NARRATIVE_WORDS
        and w not in QUESTION_SHAPE_WORDS
        and len(w) > 1
    ]


def is_vague(question: str) -> bool:
    """True when the subject is only a pronoun: nothing but stop / generic words and at least one pronoun."""
    ws = words(question)
    return any(w in VAGUE_WORDS for w in ws) and len(content_words(question)) <= 1


def numbers_in(text: str) -> set[str]:
    """Digit numbers (commas dropped) and number words in `text`."""
    found = {n.replace(",", "").rstrip(".") for n in _NUMBER.findall(text)}
    return found | {w for w in words(text) if w in _NUMBER_WORDS}


_NAME_PIECE = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")


def name_words(*names: str | None) -> frozenset[str]:
    """The words of the policy's own names (insurer, product: "NivaBupa" -> niva, bupa) that say nothing
    about what is asked: a question naming its insurer or product is not about the clauses that repeat the
    name (title pages, addresses). Words of the domain vocabulary ("health", "care", "shield"?) stay when the
    thesaurus uses them."""
    from clausetrail.domain.thesaurus import CONCEPTS

    vocabulary = {w for c in CONCEPTS for t in c.terms for w in words(t)}
    found: set[str] = set()
    for name in names:
        for piece in _NAME_PIECE.findall(name or ""):
            w = piece.lower()
            if len(w) >= 3 and w not in STOP_WORDS and w not in vocabulary and not w.isdigit():
                found.add(w)
    return frozenset(found)


def without_names(question: str, names: frozenset[str]) -> str:
    """`question` with the policy's own name words (:func:`name_words`) blanked out."""
    if not names:
        return question
    return re.sub(
        r"[A-Za-z0-9]+(?:'s)?",
        lambda m: " " if m.group(0).lower().removesuffix("'s") in names else m.group(0),
        question,
    )


# --- sources, idf and sentence choice ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Source:
    """A cited text: a retrieved clause, a clause it links to, or an extracted term (dossier)."""

    key: str  # clause id, or "term:<field>"
    clause_id: str | None
    clause_no: str | None
    page: int | None
    text: str
    rank: int  # 1 = best retrieved; dossier entries rank after the clause they quote
    kind: str = "clause"  # "clause" | "term" | "linked" | "context"
    lead: str = ""  # a dossier entry's fact sentence (its text starts with it)
    parent: str = ""  # a "context" source: the key of the retrieved clause it precedes in the wording


@dataclass(frozen=True, slots=True)
class Idf:
    """Inverse document frequency of word stems over one wording's clauses."""

    by_stem: Mapping[str, float]
    unseen: float  # a stem the wording never uses
    _near: dict[str, str] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, texts: Iterable[str]) -> Idf:
        df: dict[str, int] = {}
        n = 0
        for text in texts:
            n += 1
            for s in {stem(w) for w in words(text)}:
                df[s] = df.get(s, 0) + 1
        by_stem = {s: math.log(1 + n / c) for s, c in df.items()}
        # a word the wording never uses weighs like its rarest word: absent subjects count, without swamping
        return cls(by_stem=by_stem, unseen=max(by_stem.values(), default=1.0))

    def resolve(self, word: str) -> str:
        """The stem the wording uses for `word`: its own stem, or for a misspelt word (five letters or more,
        not a stem of the wording) the wording's stem one edit away ("matarnity" -> "materni"); else its own
        stem. Policyholders type fast; a typo is not a subject the wording never mentions."""
        s = stem(word)
        if s in self.by_stem or len(s) < MIN_TYPO_LETTERS or any(ch.isdigit() for ch in s):
            return s
        if s not in self._near:
            from rapidfuzz.distance import DamerauLevenshtein
            from rapidfuzz.process import extractOne

            found = extractOne(
                s,
                [k for k in self.by_stem if abs(len(k) - len(s)) <= 1 and k[:1] == s[:1]],
                scorer=DamerauLevenshtein.distance,
                score_cutoff=1,
            )
            self._near[s] = found[0] if found else s
        return self._near[s]

    def seen(self, word: str) -> bool:
        return self.resolve(word) in self.by_stem

    def weight(self, word: str) -> float:
        return self.by_stem.get(self.resolve(word), self.unseen)


MIN_TYPO_LETTERS: Final = 5
#: how much a question word the wording never uses weighs in coverage, against the wording's rarest word: a
#: word no clause can hold ("mother", "Pune") lowers every clause's coverage alike, so it counts for little;
#: whether such words make the question unanswerable is :func:`unseen_words`' decision
UNSEEN_WEIGHT: Final = 0.25


# a sentence ends at . ; : ! ? before a capital, a digit or a bracket; a line break ends one only before a list
# marker ("a) ", "iv. ", "1. ", "• ") or a blank line (PDF lines break mid-sentence)
# an abbreviation's full stop ("Rs. 20,000", "viz. 50%", "No. 3", "i.e. the", "Dr. ") ends no sentence
_ABBREVIATION_DOT = (
    r"(?<![Rr]s\.)(?<!\b[Nn]o\.)(?<!viz\.)(?<!i\.e\.)(?<!e\.g\.)(?<!\bDr\.)(?<!\bSr\.)(?<!approx\.)(?<!max\.)"
)
_SENTENCE_END = re.compile(
    rf"(?<=[.;:!?]){_ABBREVIATION_DOT}\s+(?=[(\[A-Z0-9•\-])"
    r"|\n\s*(?=(?:[•\-\u2022]|\(?[a-z0-9]{1,4}[.)])\s)|\n{2,}"
)


def sentences(text: str) -> list[str]:
    """A clause cut into sentences and list items, each at most :data:`MAX_SENTENCE_CHARS` characters (a longer
    one in pieces, :func:`clausetrail.domain.sentence_pieces.sentence_pieces`)."""
    out: list[str] = []
    # a table is written one row per line with " | " between cells: each row is a sentence
    pieces = (
        [p for line in text.splitlines() for p in ([line] if " | " in line else _SENTENCE_END.split(line))]
        if " | " in text
        else _SENTENCE_END.split(text)
    )
    for piece in pieces:
        s = " ".join(piece.split())
        # a long sentence in pieces at clause boundaries: a cut at a fixed length loses the figure after it
        out.extend(p for p in sentence_pieces(s, MAX_SENTENCE_CHARS) if is_sentence(words(p)))
    return out


def coverage(question: str, text: str, idf: Idf) -> float:
    """The idf-weighted share of the question's content words (and of the concepts it names) that `text`
    holds: a concept counts as covered when any of its wording terms occurs. Numbers and number words are
    left out (the clause states its own figures); a word the wording never uses weighs
    :data:`UNSEEN_WEIGHT` of its rarest word; a misspelt word counts as the wording's word (:meth:`Idf.resolve`)."""
    qwords = [w for w in dict.fromkeys(content_words(question)) if not is_number(w)]
    tw = words(text)  # a word split by the PDF ("re imbursement", "check up") also counts joined
    text_stems = {stem(w) for w in tw} | {stem(a + b) for a, b in pairwise(tw)}
    total = got = 0.0
    for w in qwords:
        resolved = idf.resolve(w)
        if resolved in idf.by_stem:
            weight = idf.by_stem[resolved]
            total += weight
            got += weight if resolved in text_stems else 0.0
        else:
            total += UNSEEN_WEIGHT * idf.unseen
    for concept in concepts_in(question):
        weight = idf.unseen
        total += weight
        if any(mentions(text, t) for t in concept.terms):  # "post-hospitalisation" = "Post Hospitalization"
            got += weight
    return min(1.0, got / total) if total else 0.0


#: words of an amount ("5 lakh"): part of a figure, not of a subject
_MAGNITUDE_WORDS: Final = _set("lakh lakhs lac lacs crore crores thousand")


def is_number(word: str) -> bool:
    return any(ch.isdigit() for ch in word) or word in _NUMBER_WORDS or word in _MAGNITUDE_WORDS


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
    return [
        w
        for w in dict.fromkeys(content_words(text))
        if not is_number(w) and not is_story_word(w) and not idf.seen(w)
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
    clause_cover = framed_coverage(question, sources, idf)
    best = max(clause_cover.values(), default=0.0)
    terms = [s for s in sources if s.kind == "term"]
    # a question asking for a thing the wording never names ("pay towards <X> expenses") is not stated, however
    # well a clause covers its other words
    unnamed = unnamed_subject(question, idf) is not None
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
    if units is not None and not any(_gives_period(c, units, question, idf) for c in chosen):
        # "how many days ...?", "what is the deadline ...?" that no chosen sentence answers with a figure in
        # a unit it can take: the sentence of a quoted clause (or the text framing it) that does, else the
        # policy does not say (a definition of the period, a period "as per the schedule", "within 4 hours"
        # for a question about days are not answers)
        rescue = _figure_sentence(
            chosen,
            sources,
            question,
            idf,
            lambda s: states_period(s, units) and period_answers_step(question, s),
        )
        if rescue is None:
            return PartAnswer(question, stated=False, best_coverage=best)
        chosen.append(rescue)
    if asks_amount(question) and not any(
        answers_amount(question, c.sentence)
        and (
            c.source.kind == "term"
            or sentence_coverage(question, c.sentence, c.source.text, idf) >= COUNT_SUPPORT
        )
        for c in chosen
    ):
        # "how much ...?" that no chosen sentence answers with an amount: the retrieved sentence that does,
        # else the policy does not say (a limit "as specified in the schedule" is not an amount)
        rescue = _figure_sentence(chosen, sources, question, idf, lambda s: answers_amount(question, s))
        if rescue is None:
            return PartAnswer(question, stated=False, best_coverage=best)
        chosen.append(rescue)
    return PartAnswer(question, stated=bool(chosen), choices=chosen, best_coverage=best)


def _gives_period(choice: Choice, units: frozenset[str], question: str, idf: Idf) -> bool:
    return (
        states_period(choice.sentence, units)
        and period_answers_step(question, choice.sentence)
        and (
            choice.source.kind == "term"
            or sentence_coverage(question, choice.sentence, choice.source.text, idf) >= COUNT_SUPPORT
        )
    )


def _figure_sentence(
    chosen: Sequence[Choice],
    sources: Sequence[Source],
    question: str,
    idf: Idf,
    gives: Callable[[str], bool],
) -> Choice | None:
    """The sentence of a retrieved clause (or of the text framing one) that best covers the question among
    those that `gives` the figure asked (at least :data:`COUNT_SUPPORT` coverage)."""
    taken = {c.sentence for c in chosen}
    best: Choice | None = None
    for src in sources:
        if src.kind == "term":
            continue
        for sent in sentences(src.text):
            if sent in taken or not gives(sent):
                continue
            score = sentence_coverage(question, sent, src.text, idf)
            if score >= COUNT_SUPPORT and (best is None or score > best.score):
                best = Choice(sent, src, score)
    return best


def framed_coverage(question: str, sources: Sequence[Source], idf: Idf) -> dict[str, float]:
    """Each source's coverage of the question (context sources aside), a retrieved clause read together with
    the text that frames it when that covers more: a list item ("Knee replacement") says what is asked, the
    sentence heading its list ("... excluded until 24 months of continuous coverage") the rest."""
    framing: dict[str, list[str]] = {}
    for s in sources:
        if s.kind == "context" and s.parent:
            framing.setdefault(s.parent, []).append(s.text)
    out: dict[str, float] = {}
    for s in sources:
        if s.kind == "context":
            continue
        focus = ask_focus(question)
        asks = (question,) if focus is None else (question, focus)
        own = max(coverage(q, s.text, idf) for q in asks)
        if s.key in framing:
            own = max(own, *(coverage(q, " ".join([*framing[s.key], s.text]), idf) for q in asks))
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

COUNT_SUPPORT: Final = 0.3  # coverage the sentence giving a count needs (flat over 0.2-0.4 on development)


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
