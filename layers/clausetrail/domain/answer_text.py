"""The text half of answering (SPEC §4): words, stems, sentences, sources, idf over a wording's clauses, and
how much of a question a text covers. Pure code; :mod:`clausetrail.domain.answer` chooses sentences with it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import pairwise
from typing import Final

from clausetrail.domain.sentence_pieces import is_sentence, sentence_pieces
from clausetrail.domain.thesaurus import Concept, concepts_in, mentions, strip_everyday_phrases


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


MAX_SENTENCE_CHARS: Final = 450

STOP_WORDS: Final = _set(
    """a about above after again against all am an and any are as at be because been before being below
    between both but by can could did do does doing down during each few for from further had has have having
    he her here hers him his how i if in into is it its itself just me more most my myself no nor not now of
    off on once only or other our ours out over own same she should so some such than that the their theirs
    them then there these they this those through to too under until up very was we were what when where
    which while who whom why will with would you your yours yourself get got i'm im ive i've does doesnt
    don't dont isn't isnt can't cant much many also please tell know want need like say said let us"""
    # the function words of Hindi written in Latin letters, which policyholders mix into English ("limit kya
    # hai", "claim kab tak karna hai"): none is an English word a wording uses
    """ kya hai hain hoga hogi ka ki ke ko se mein mai nahi nahin kitna kitni kitne kab kaise kaun kyun kyon
    mera meri mere mujhe humko hamara hamari aur bhi toh tak karna karni karne milega milegi chahiye wala
    wali wale"""
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
    reading read next mid done
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
    #: the heading of the clause a chunk continues ("3. Preventive Health Check-up" above its table of
    #: limits), when the chunk's text does not start with it
    heading: str = ""


@dataclass(frozen=True, slots=True)
class Idf:
    """Inverse document frequency of word stems over one wording's clauses."""

    by_stem: Mapping[str, float]
    unseen: float  # a stem the wording never uses
    #: the stems the wording uses next to each other ("recoveri", "benefit"); None when not recorded
    pairs: frozenset[tuple[str, str]] | None = field(default=None, compare=False, repr=False)
    _near: dict[str, str] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, texts: Iterable[str]) -> Idf:
        df: dict[str, int] = {}
        pairs: set[tuple[str, str]] = set()
        n = 0
        for text in texts:
            n += 1
            stems = [stem(w) for w in words(text)]
            pairs.update(pairwise(stems))
            for s in set(stems):
                df[s] = df.get(s, 0) + 1
        by_stem = {s: math.log(1 + n / c) for s, c in df.items()}
        # a word the wording never uses weighs like its rarest word: absent subjects count, without swamping
        return cls(by_stem=by_stem, unseen=max(by_stem.values(), default=1.0), pairs=frozenset(pairs))

    def uses_phrase(self, phrase: str) -> bool:
        """Whether the wording uses every word of `phrase`, and its words in that order next to each other
        when the word pairs are recorded (a misspelling one edit away counting, as in :meth:`seen`)."""
        stems = [self.resolve(w) for w in words(phrase)]
        if not stems or not all(s in self.by_stem for s in stems):
            return False
        if self.pairs is None:
            return True
        return all(pair in self.pairs for pair in pairwise(stems))

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
        out.extend(
            p
            for p in sentence_pieces(s, MAX_SENTENCE_CHARS)
            if is_sentence(words(p)) and not _CLAUSE_NUMBER_ONLY.match(p)
        )
    return out


#: a piece that is only a clause number ("D.I.9.", "II.4.", "(vii)", "B-3."): cut off the heading after it,
#: it says nothing (a number of digits alone is no sentence already)
_CLAUSE_NUMBER_ONLY: Final = re.compile(
    r"^[(\[]?(?:[A-Za-z]{1,4}|\d{1,3})(?:[.)\]-]\s?(?:[A-Za-z]{1,4}|\d{1,3}))*[.)\]]?$"
)


@lru_cache(maxsize=1024)
def _asked(question: str) -> tuple[tuple[str, ...], frozenset[str], tuple[Concept, ...]]:
    """What :func:`coverage` reads of a question, once per question rather than once per sentence scored: its
    content words (numbers aside), the everyday words the thesaurus maps to a concept ("specs"; each counts
    once, as its concept), and the concepts it names."""
    qwords = tuple(w for w in dict.fromkeys(content_words(question)) if not is_number(w))
    everyday = frozenset(words(question)) - frozenset(words(strip_everyday_phrases(question)))
    return qwords, everyday, concepts_in(question)


def coverage(question: str, text: str, idf: Idf) -> float:
    """The idf-weighted share of the question's content words (and of the concepts it names) that `text`
    holds: a concept counts as covered when any of its wording terms occurs. Numbers and number words are
    left out (the clause states its own figures); a word the wording never uses weighs
    :data:`UNSEEN_WEIGHT` of its rarest word; a misspelt word counts as the wording's word (:meth:`Idf.resolve`)."""
    qwords, everyday, named = _asked(question)
    tw = words(text)  # a word split by the PDF ("re imbursement", "check up") also counts joined
    text_stems = {stem(w) for w in tw} | {stem(a + b) for a, b in pairwise(tw)}
    total = got = 0.0
    for w in qwords:
        resolved = idf.resolve(w)
        if resolved in idf.by_stem:
            weight = idf.by_stem[resolved]
            total += weight
            got += weight if resolved in text_stems else 0.0
        elif w not in everyday and not any(mentions(w, t) for c in named for t in c.terms):
            # a word the wording never uses weighs little; one that is itself a term of a concept the
            # question names ("copay", "lasik") is counted once, as that concept
            total += UNSEEN_WEIGHT * idf.unseen
    for concept in named:
        weight = idf.unseen
        total += weight
        if any(mentions(text, t) for t in concept.terms):  # "post-hospitalisation" = "Post Hospitalization"
            got += weight
    return min(1.0, got / total) if total else 0.0


#: words of an amount ("5 lakh"): part of a figure, not of a subject
_MAGNITUDE_WORDS: Final = _set("lakh lakhs lac lacs crore crores thousand")


def is_number(word: str) -> bool:
    return any(ch.isdigit() for ch in word) or word in _NUMBER_WORDS or word in _MAGNITUDE_WORDS
