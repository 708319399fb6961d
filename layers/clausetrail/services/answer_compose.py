"""Who writes the answer from the context: the offline extractive composer, or Claude through the LLM port.

Both receive the same dual context (the dossier of extracted terms and the retrieved clauses with their
linked definitions, per part) and return, per part, sentences that each cite source keys. Neither output is
trusted: :func:`clausetrail.domain.answer.faithful` checks every sentence against the sources it cites
before anything is shown.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final, Protocol

from pydantic import BaseModel, Field

from clausetrail.domain.answer import Choice, choose_sentences, framing_texts, names_item, priced_items
from clausetrail.domain.answer_bands import band_sentence
from clausetrail.domain.answer_concepts import concept_sentences, headed_clause_figure
from clausetrail.domain.answer_figures import asked_units, asks_amount
from clausetrail.domain.answer_listed import listed_waiting
from clausetrail.domain.answer_periods import refund_row
from clausetrail.domain.answer_select import headed_opening, with_continuations
from clausetrail.domain.answer_subject import asked_perk, perk_kind_words, returned_thing
from clausetrail.domain.answer_text import Idf, Source, sentences, stem, words
from clausetrail.domain.answer_worked import stated_sum_insured
from clausetrail.domain.definitions import asked_term, defines
from clausetrail.domain.query_hints import query_hints
from clausetrail.ports.llm import LlmMessage, LlmPort, LlmRequest, ModelTier

PROMPT_ID = "answer_policy_question"
WAITING_PERIODS = "waiting_periods"
FINANCIAL_LIMITS = "financial_limits"
CLAIMS_PROCEDURE = "claims_procedure"
# ways of asking for a figure that the search hints leave to the words of the question (`query_hints` boosts
# retrieval; these only choose which sentences answer)
_ASKS_TIME = re.compile(
    r"\bwhen\b|\bhow (quickly|fast)\b|\bdeadline\b|\btime ?limit\b|\bminimum (stay|length)\b",
    re.I,
)
_ASKS_AMOUNT = re.compile(
    r"\bworth\b|\bup to\b|\blump ?sum\b|\bwhat (is|gets|will be) paid\b|\bhow much\b|\bcap\b|\blimit", re.I
)
MAX_OUTPUT_TOKENS = 1200


@dataclass(frozen=True, slots=True)
class PartContext:
    question: str
    sources: tuple[Source, ...]  # retrieved clauses (best first), linked definitions, dossier entries
    focus: str = ""  # the question without the policy's own names (insurer, product), for sentence choice

    @property
    def subject(self) -> str:
        return self.focus or self.question


@dataclass
class ComposedPart:
    question: str
    stated: bool
    sentences: list[tuple[str, list[str]]] = field(default_factory=list)  # (sentence, source keys)
    #: a part not stated whose figure the wording leaves to the schedule: that sentence (shown after the
    #: not-stated sentence, cited)
    pointer: tuple[str, list[str]] | None = None


@dataclass
class Composed:
    parts: list[ComposedPart]
    model: str
    input_tokens: int = 0
    output_tokens: int = 0


class Composer(Protocol):
    def compose(self, parts: Sequence[PartContext], idf: Idf) -> Composed: ...


class OfflineComposer:
    """Extractive: the best-covering sentences of the clauses and the dossier, each citing its source."""

    model = "offline-extractive"

    def compose(self, parts: Sequence[PartContext], idf: Idf) -> Composed:
        out: list[ComposedPart] = []
        # a sum insured one part states ("10 lakh SI. she's expecting - how much for a c-section?") selects the
        # row of a limit table for every part
        sum_insured = next((si for p in parts if (si := stated_sum_insured(p.question)) is not None), None)
        for part in parts:
            if (
                out
                and not out[-1].stated
                and _CARRIED_SUBJECT.search(part.question)
                and _YES_NO.match(part.question)
            ):
                # a yes-or-no follow-up that borrows the earlier part's subject ("... can we still add him (entry
                # age)?") turns on what that part asked, which the wording does not say
                out.append(ComposedPart(part.question, stated=False))
                continue
            definition = _definition(part)
            if definition is not None:
                out.append(definition)
                continue
            hints = query_hints(part.question)
            # "is hernia surgery covered?" is answered by a waiting period when the subject has one
            wants_durations = (
                hints.wants_durations
                or WAITING_PERIODS in hints.section_types
                or bool(_ASKS_TIME.search(part.question))
            )
            chosen = choose_sentences(
                part.subject,
                part.sources,
                idf,
                # "do I pay a part?" names a financial limit (co-payment), also beside a benefit ("abroad"): the
                # answer is an amount or a share
                wants_amounts=hints.wants_amounts
                or FINANCIAL_LIMITS in hints.section_types
                or bool(_ASKS_AMOUNT.search(part.question)),
                wants_durations=wants_durations,
            )
            # ... asked for a time, not for an amount ("what's the limit for prostate surgery?") nor for a claim step
            # ("hernia op next month - how early do I inform you?")
            asks_time_only = wants_durations and not (
                hints.wants_amounts
                or bool(_ASKS_AMOUNT.search(part.question))
                or asks_amount(part.subject)
                or CLAIMS_PROCEDURE in hints.section_types
            )
            listed = listed_waiting(part.subject, part.sources) if asks_time_only else []
            if listed:
                # "knee replacement - how long must the policy run?": the period over the list that names it
                # leads, then the best other sentences
                rest = [c for c in chosen.choices if all(c.sentence != x.sentence for x in listed)]
                chosen.stated, chosen.choices = True, [*listed, *rest[:LISTED_KEEP]]
            if not chosen.stated and chosen.pointer is None and sum_insured is not None:
                # "10 lakh SI - how much for <item>?" that no sentence answers: the sum insured's row of a table
                # in a clause naming the item
                items = priced_items(part.subject)
                framing = framing_texts(part.sources)
                item_sources = [s for s in part.sources if items and names_item(s, items, framing)]
                row = _band_row([], item_sources, sum_insured) if item_sources else None
                if row is not None:
                    chosen.stated, chosen.choices = True, [row]
            # "is there a discount if ...?", "do I get the premium back?": a word the answer must name (the
            # discount, the premium); answered by no sentence naming it, not stated
            perk, thing = asked_perk(part.subject), returned_thing(part.subject, idf)
            must_name = [n for n in (perk and stem(perk), thing and idf.resolve(thing)) if n]
            must_name += [idf.resolve(w) for w in perk_kind_words(part.subject)]
            said = [{stem(w) for w in words(c.sentence)} for c in chosen.choices]
            if any(not any(n in stems for stems in said) for n in must_name):
                out.append(ComposedPart(part.question, stated=False))
                continue
            choices = chosen.choices
            if chosen.stated:  # each benefit the question names with its own figure ("pre and post ...")
                asks_period = asked_units(part.subject) is not None or bool(_ASKS_TIME.search(part.question))
                asks_figure = (
                    asks_period or asks_amount(part.subject) or bool(_ASKS_AMOUNT.search(part.question))
                )
                choices = [
                    *choices,
                    *concept_sentences(
                        part.subject,
                        choices,
                        part.sources,
                        idf,
                        wants_period=asks_period,
                        wants_figure=asks_figure,
                    ),
                ]
            own = headed_clause_figure(part.subject, choices, part.sources, idf) if chosen.stated else None
            if own is not None:
                choices = [*choices, own]
            if chosen.stated and sum_insured is not None:
                row = _band_row(choices, part.sources, sum_insured)
                if row is not None and all(row.sentence != c.sentence for c in choices):
                    choices = [*choices, row]
            refund = _refund_row(choices, part.sources, part.question)
            if refund is not None and all(refund.sentence != c.sentence for c in choices):
                # "cancel after 4 months - what comes back?": the refund table's row for that period
                choices = [*choices, refund] if chosen.stated else [refund]
                chosen.stated = True
            opening = headed_opening(part.question, part.sources) if chosen.stated else None
            if opening is not None and all(opening.sentence != c.sentence for c in choices):
                choices = [opening, *choices]  # "what is <X>?": the clause headed <X> says first
            pointer = chosen.pointer if not chosen.stated else None
            out.append(
                ComposedPart(
                    part.question,
                    chosen.stated,
                    [(c.sentence, [c.source.key]) for c in with_continuations(choices)],
                    pointer=(pointer.sentence, [pointer.source.key]) if pointer is not None else None,
                )
            )
        return Composed(parts=out, model=self.model)


#: a later part made stand-alone with the first part's subject in brackets (``answer_parts.standalone_part``)
_CARRIED_SUBJECT: Final = re.compile(r"\([^()]+\)\?\s*$")
_YES_NO: Final = re.compile(
    r"^(?!.*\b(?:what|how|when|where|which|why|who|whose)\b).*\b(?:can|could|is|are|will|would|does|do|may|shall)\s+"
    r"(?:i|we|he|she|they|it|my|our|his|her|the|this|that|you)\b",
    re.I,
)


def borrows_earlier_subject(part: str) -> bool:
    """Whether a later part is a yes-or-no question made stand-alone with an earlier part's subject."""
    return bool(_CARRIED_SUBJECT.search(part) and _YES_NO.search(part))


#: the other chosen sentences kept after a listed condition's waiting period
LISTED_KEEP: Final = 2
BAND_SOURCES = 3  # best ranked clauses searched for a table by sum insured, beside the chosen sentences' own


def _table_pool(
    choices: Sequence[Choice], sources: Sequence[Source], *, framing: bool = False
) -> list[Source]:
    """Where a table row is looked for: the clauses of the chosen sentences, then the best ranked clauses, and
    (``framing``) the text framing them, since a table often follows its clause."""
    chosen_keys = [c.source.key for c in choices if c.source.kind != "term"]
    ranked = sorted((s for s in sources if s.kind != "term"), key=lambda s: s.rank)[:BAND_SOURCES]
    pool = [s for k in chosen_keys for s in sources if s.key == k] + ranked
    if framing:
        pool += [s for s in sources if s.kind == "context" and s not in pool]
    return pool


def _band_row(choices: Sequence[Choice], sources: Sequence[Source], sum_insured: int) -> Choice | None:
    """The row of a table by sum insured band that `sum_insured` selects, from a chosen sentence's clause or
    one of the best ranked clauses (the framing text of a clause counts: a table often follows its clause)."""
    for src in _table_pool(choices, sources):
        sentence = band_sentence(src.text, sum_insured)
        if sentence is not None:
            return Choice(sentence, src, 1.0)
    return None


def _refund_row(choices: Sequence[Choice], sources: Sequence[Source], question: str) -> Choice | None:
    """The row of a cancellation refund table (in a chosen sentence's clause, one of the best ranked clauses, or
    the text framing them) that the period the question says the policy has run selects."""
    pool = _table_pool(choices, sources, framing=True)
    found = refund_row([s.text for s in pool], question)
    return Choice(found[1], pool[found[0]], 1.0) if found is not None else None


DEFINITION_SENTENCES = 6  # a definition is quoted with its conditions (a list of criteria), up to this many


def _definition(part: PartContext) -> ComposedPart | None:
    """A question asking what a term means, answered by the clause that defines it (first sentences in
    order: the definition and its criteria); None when the question asks no term or no source defines it."""
    term = asked_term(part.question)
    if term is None:
        return None
    for src in part.sources:
        if src.kind in ("clause", "linked") and defines(src.text, term):
            quoted = sentences(src.text)[:DEFINITION_SENTENCES]
            return ComposedPart(part.question, bool(quoted), [(q, [src.key]) for q in quoted])
    return None


# --- Claude ---------------------------------------------------------------------------------------------


class CitedSentence(BaseModel):
    text: str = Field(description="One sentence of the answer, using only words and numbers of its sources")
    source_ids: list[str] = Field(description="The ids ([S1], [S2] ...) of the sources that state it")


class PartReply(BaseModel):
    part: int = Field(description="The part number, from 1")
    stated: bool = Field(description="False when the sources do not answer this part")
    sentences: list[CitedSentence]


class AnswerReply(BaseModel):
    """The answer to each part of the policyholder's question, each sentence citing its sources."""

    parts: list[PartReply]


def render_context(parts: Sequence[PartContext]) -> tuple[str, dict[str, str]]:
    """The user message (sources inside <policy_context> delimiters, marked as data) and the map from the
    short source ids the model sees to the source keys."""
    ids: dict[str, str] = {}
    seen: dict[str, str] = {}
    lines = ["<policy_context>"]
    for number, part in enumerate(parts, 1):
        lines.append(f'<part number="{number}">')
        lines.append(f"<question>{_escape(part.question)}</question>")
        for src in part.sources:
            if src.key not in seen:
                seen[src.key] = f"S{len(seen) + 1}"
                ids[seen[src.key]] = src.key
            label = (
                "extracted term"
                if src.kind == "term"
                else ("definition" if src.kind == "linked" else "clause")
            )
            lines.append(
                f'<source id="{seen[src.key]}" kind="{label}" clause="{_escape(src.clause_no or "-")}" '
                f'page="{src.page or "-"}">{_escape(src.text)}</source>'
            )
        lines.append("</part>")
    lines.append("</policy_context>")
    return "\n".join(lines), ids


def _escape(text: str) -> str:
    return text.replace("<", "‹").replace(">", "›")


class ClaudeComposer:
    """The answer written by Claude (small tier) from the same context, with the versioned prompt."""

    def __init__(self, llm: LlmPort) -> None:
        from clausetrail.data.prompts import load_prompt

        self.llm = llm
        self.prompt = load_prompt(PROMPT_ID)

    def compose(self, parts: Sequence[PartContext], idf: Idf) -> Composed:
        message, ids = render_context(parts)
        result = self.llm.complete(
            LlmRequest(
                tier=ModelTier.SMALL,
                system=self.prompt.text,
                messages=[LlmMessage.user(message)],
                output_schema=AnswerReply,
                prompt_id=self.prompt.id,
                prompt_version=self.prompt.version,
                max_output_tokens=MAX_OUTPUT_TOKENS,
            )
        )
        by_number = {p.part: p for p in result.value.parts}
        out: list[ComposedPart] = []
        for number, part in enumerate(parts, 1):
            reply = by_number.get(number)
            if reply is None or not reply.stated:
                out.append(ComposedPart(part.question, stated=False))
                continue
            sentences = [
                (s.text.strip(), [ids[i.strip("[] ")] for i in s.source_ids if i.strip("[] ") in ids])
                for s in reply.sentences
                if s.text.strip()
            ]
            out.append(ComposedPart(part.question, stated=bool(sentences), sentences=sentences))
        return Composed(
            parts=out,
            model=result.model_id,
            input_tokens=result.input_tokens,
            output_tokens=result.output_tokens,
        )
