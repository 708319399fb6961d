"""Policy questions (SPEC §4): `POST /v1/policies/{policy_id}/questions`, `clausetrail ask`, the answers eval.

Order of work for one question:

1. The caller reaches only its own policy (404 otherwise); the version asked for, or the latest ready one
   (409 POLICY_NOT_READY when none is ready).
2. Intent (`domain.intent.classify`) on the question as written: a medical emergency gets the fixed
   first-responder guidance at once (no retrieval, no model; the intimation window is the version's extracted
   `claim_intimation_emergency_hours` when there is one); a request for other people's data, internal systems
   or help to defraud gets the fixed refusal.
3. A follow-up is rewritten into a stand-alone question from the last user turns; a question with several
   parts is split (`domain.answer`), a later part that names no subject taking the first part's. A part no
   health-policy wording answers (company statistics, a premium quote, property / vehicle / pet / travel
   cover: `domain.intent.out_of_scope_reason`) is not stated without retrieval.
4. Per part, dual context: hybrid retrieval over :data:`CANDIDATES` fused candidates reranked to the best
   :data:`TOP_K` with their linked definitions and the clauses that frame the best :data:`CONTEXT_OF` (the
   clause before it in its section, the clause its number continues: where a list's waiting period or a
   benefit's limit is stated), plus the dossier of extracted terms the part names. The policy's own names
   (insurer, product) are left out of the words an answer must cover.
5. Confidence from the question and the retrieval (`domain.intent.confidence`): below the threshold of the
   settings (0.65 for a new conversation, 0.50 for a follow-up) a clarifying question comes back.
6. The composer (offline extractive or Claude) answers part by part; every sentence is checked against the
   sources it cites (`domain.answer.faithful`) and dropped when unsupported; a part with nothing left gets
   the fixed not-stated sentence.
"""

from __future__ import annotations

import re
import threading
import time
from collections import OrderedDict
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any, Final

from clausetrail.domain import answer as A
from clausetrail.domain import answer_parts as P
from clausetrail.domain import answer_text as T
from clausetrail.domain import faithfulness as F
from clausetrail.domain.answer_listed import list_after
from clausetrail.domain.answer_subject import names_nothing_it_uses
from clausetrail.domain.answer_worked import worked_sentence
from clausetrail.domain.clauses import ClauseRow
from clausetrail.domain.dossier import dossier_sources
from clausetrail.domain.errors import Conflict, NotFound, ValidationFailed
from clausetrail.domain.intent import (
    ConfidenceFeatures,
    IntentKind,
    Urgency,
    classify,
    confidence,
    out_of_scope_reason,
)
from clausetrail.domain.policy import Policy, PolicyVersion, VersionStatus
from clausetrail.domain.refusal_parts import suspicion_cue
from clausetrail.domain.thesaurus import concepts_in
from clausetrail.domain.typos import correct_typos
from clausetrail.ports.runtime import RuntimePorts
from clausetrail.services.answer_compose import Composer, OfflineComposer, PartContext
from clausetrail.services.artefacts import packaged_refusal_model
from clausetrail.services.search import search_version, version_clauses, wording_vocabulary

MAX_QUESTION_CHARS: Final = 1000
MAX_HISTORY_TURNS: Final = 20
MAX_TURN_CHARS: Final = 4000
CANDIDATES: Final = 20  # fused candidates the reranker reorders (services.search.RERANK_POOL)
TOP_K: Final = 5
MAX_PARTS: Final = 4
FIXED_MODEL: Final = "fixed"

# --- request ------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class QuestionRequest:
    question: str
    history: tuple[P.Turn, ...] = ()
    version_id: str | None = None

    @classmethod
    def from_json(cls, body: Mapping[str, Any]) -> QuestionRequest:
        """The request body, or a named 400 (EMPTY_QUESTION, QUESTION_TOO_LONG, BAD_HISTORY ...)."""
        question = body.get("question")
        if question is None or (isinstance(question, str) and not question.strip()):
            raise ValidationFailed("the question is empty", code="EMPTY_QUESTION")
        if not isinstance(question, str):
            raise ValidationFailed("the question must be a string", code="BAD_QUESTION")
        if len(question) > MAX_QUESTION_CHARS:
            raise ValidationFailed(
                f"the question is {len(question)} characters; at most {MAX_QUESTION_CHARS} are accepted",
                code="QUESTION_TOO_LONG",
            )
        raw_history = body.get("history") or []
        if not isinstance(raw_history, list) or len(raw_history) > MAX_HISTORY_TURNS:
            raise ValidationFailed(
                f"history must be a list of at most {MAX_HISTORY_TURNS} turns", code="BAD_HISTORY"
            )
        turns: list[P.Turn] = []
        for item in raw_history:
            if (
                not isinstance(item, dict)
                or item.get("role") not in ("user", "assistant")
                or not isinstance(item.get("content"), str)
                or len(item["content"]) > MAX_TURN_CHARS
            ):
                raise ValidationFailed(
                    "each history turn is {role: user|assistant, content: text of at most "
                    f"{MAX_TURN_CHARS} characters}}",
                    code="BAD_HISTORY",
                )
            turns.append(P.Turn(item["role"], item["content"]))
        version_id = body.get("version_id")
        if version_id is not None and not isinstance(version_id, str):
            raise ValidationFailed("version_id must be a string", code="BAD_VERSION_ID")
        return cls(question=question.strip(), history=tuple(turns), version_id=version_id)


# --- answer --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Citation:
    clause_id: str | None
    clause_no: str | None
    page: int | None
    text: str


@dataclass
class AnswerResult:
    answer: str
    citations: list[Citation]
    intent: dict[str, Any]
    refused: bool
    model: str
    policy_id: str
    version_id: str | None
    standalone_question: str
    parts: list[dict[str, Any]] = field(default_factory=list)
    not_stated: bool = False  # the policy does not say (every part)
    clarifying: bool = False
    dropped_sentences: int = 0  # removed by the faithfulness check
    tokens: int = 0  # model tokens (0 for the offline and fixed answers)
    latency_ms: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "answer": self.answer,
            "citations": [asdict(c) for c in self.citations],
            "intent": self.intent,
            "refused": self.refused,
            "model": self.model,
            "policy_id": self.policy_id,
            "version_id": self.version_id,
            "standalone_question": self.standalone_question,
            "parts": self.parts,
            "not_stated": self.not_stated,
            "clarifying": self.clarifying,
            "latency_ms": round(self.latency_ms, 1),
        }


def pick_version(policy: Policy, version_id: str | None) -> PolicyVersion:
    if version_id is not None:
        found = [v for v in policy.versions if v.version_id == version_id]
        if not found:
            raise NotFound(f"version {version_id} not found for this policy", code="VERSION_NOT_FOUND")
        if found[0].status is not VersionStatus.READY:
            raise Conflict(f"version {version_id} is {found[0].status}, not ready", code="POLICY_NOT_READY")
        return found[0]
    ready = [v for v in policy.versions if v.status is VersionStatus.READY]
    if not ready:
        status = policy.versions[-1].status if policy.versions else "without versions"
        raise Conflict(f"policy {policy.policy_id} is {status}: no version is ready", code="POLICY_NOT_READY")
    return max(ready, key=lambda v: (v.effective_from, str(v.created_at or "")))


def _term(version: PolicyVersion, name: str) -> dict[str, Any] | None:
    value = (version.terms or {}).get(name)
    return value if isinstance(value, dict) and value.get("value") is not None else None


@dataclass(frozen=True, slots=True)
class WordingIndex:
    """What answering needs of a whole version: word rarity over its clauses, and each clause's predecessor
    in the wording (the text a list continues)."""

    idf: T.Idf
    # clause id -> the clause just before it in the same section, and the clause its number continues
    # ("12" for "12(g)", "4.1" for "4.1.3"), where that is another one
    context: Mapping[str, tuple[ClauseRow, ...]]


PARENT_LOOKBACK: Final = 20  # clauses searched back for the one a clause's number continues
_NO_SPLIT = re.compile(r"[.()\[\]\s-]+")


def _number_parts(clause_no: str | None) -> tuple[str, ...]:
    return tuple(p for p in _NO_SPLIT.split((clause_no or "").lower()) if p)


def context_clauses(clauses: Sequence[ClauseRow]) -> dict[str, tuple[ClauseRow, ...]]:
    """For each clause (in wording order), the clauses that frame it: its predecessor in the same section on
    the same or the previous page, and the nearest earlier clause whose number it continues."""
    out: dict[str, tuple[ClauseRow, ...]] = {}
    for i, c in enumerate(clauses):
        found: list[ClauseRow] = []
        if i > 0:
            p = clauses[i - 1]
            if p.section_path[:1] == c.section_path[:1] and c.page_start - p.page_end <= 1:
                found.append(p)
        mine = _number_parts(c.clause_no)
        if len(mine) > 1:
            for p in reversed(clauses[max(0, i - PARENT_LOOKBACK) : i]):
                theirs = _number_parts(p.clause_no)
                if theirs and len(theirs) < len(mine) and mine[: len(theirs)] == theirs:
                    if all(p.clause_id != f.clause_id for f in found):
                        found.append(p)
                    break
        if found:
            out[c.clause_id] = tuple(found)
    return out


_IDF_CACHE: OrderedDict[str, WordingIndex] = OrderedDict()
_IDF_LOCK = threading.Lock()
_IDF_CACHE_SIZE: Final = 64


def wording_index(rt: RuntimePorts, version_id: str) -> WordingIndex:
    """The version's :class:`WordingIndex` (a ready version never changes, so it is cached)."""
    with _IDF_LOCK:
        if version_id in _IDF_CACHE:
            _IDF_CACHE.move_to_end(version_id)
            return _IDF_CACHE[version_id]
    clauses = version_clauses(rt, version_id)  # the search's cached read of the same version
    index = WordingIndex(T.Idf.of(c.text for c in clauses), context_clauses(clauses))
    with _IDF_LOCK:
        _IDF_CACHE[version_id] = index
        while len(_IDF_CACHE) > _IDF_CACHE_SIZE:
            _IDF_CACHE.popitem(last=False)
    return index


def idf_for(rt: RuntimePorts, version_id: str) -> T.Idf:
    """Word rarity over the version's clauses."""
    return wording_index(rt, version_id).idf


def continued_heading(clause: ClauseRow) -> str:
    """The heading of the clause `clause` continues (the last of its section path), when its text does not
    start with it: a chunk split from its clause ("For floater policies the limits are: ...") is still about
    what the clause's heading names."""
    heading = clause.section_path[-1] if clause.section_path else ""
    head_words, text_words = T.words(heading), T.words(clause.text[: len(heading) + 40])
    if not head_words or text_words[: len(head_words)] == head_words:
        return ""
    return heading


def _clause_source(clause: ClauseRow, rank: int) -> T.Source:
    """A retrieved clause as a source, read with the heading of the clause it continues."""
    return T.Source(
        clause.clause_id,
        clause.clause_id,
        clause.clause_no,
        clause.page_start,
        clause.text,
        rank,
        heading=continued_heading(clause),
    )


CONTEXT_OF: Final = 3
FIRST_STAGE_K: Final = 3  # the first stage's (unreranked) best clauses added to the reranked ones  # the best this many retrieved clauses bring the text just before them


def retrieve(
    rt: RuntimePorts, version: PolicyVersion, part: str, names: frozenset[str] = frozenset()
) -> PartContext:
    """Dual context for one part: reranked clauses, their linked definitions, the clauses that frame the best
    ones (the text just before, a list's heading sentence, the clause their number continues), the dossier.
    A misspelt word of the part is read as the wording's word first (`domain.typos`)."""
    part = correct_typos(part, wording_vocabulary(rt, version.version_id))
    result = search_version(
        rt, version.version_id, part, k=TOP_K, reranked=True, require_ready=False, people_words=True
    )
    first = search_version(
        rt, version.version_id, part, k=FIRST_STAGE_K, reranked=False, require_ready=False, people_words=True
    )
    framing = wording_index(rt, version.version_id).context
    sources: list[T.Source] = []
    seen: set[str] = set()
    for rank, hit in enumerate(result.hits, 1):
        c = hit.clause
        seen.add(c.clause_id)
        sources.append(_clause_source(c, rank))
    # the first stage's best clauses that the reranker moved out (each order misses clauses the other finds)
    for hit in first.hits:
        c = hit.clause
        if c.clause_id not in seen:
            seen.add(c.clause_id)
            sources.append(_clause_source(c, TOP_K + 1))
    framed: set[str] = set()
    for hit in result.hits[:CONTEXT_OF]:
        for before in framing.get(hit.clause.clause_id, ()):
            if before.clause_id in framed:
                continue
            framed.add(before.clause_id)
            sources.append(
                T.Source(
                    f"context:{before.clause_id}",
                    before.clause_id,
                    before.clause_no,
                    before.page_start,
                    before.text,
                    TOP_K + 1,
                    kind="context",
                    parent=hit.clause.clause_id,
                )
            )
    # a listed condition asked, whose list is printed after the retrieved waiting sentence that heads it
    items, between = list_after(
        part,
        [h.clause for h in (*result.hits[:CONTEXT_OF], *first.hits)],
        lambda: version_clauses(rt, version.version_id),
    )
    for c, heads in (*((i, "") for i in items), *between):
        if c.clause_id in seen or (heads and c.clause_id in framed):
            continue  # retrieved already, or already framing a retrieved clause
        seen.add(c.clause_id)
        sources.append(
            T.Source(
                f"context:{c.clause_id}" if heads else c.clause_id,
                c.clause_id,
                c.clause_no,
                c.page_start,
                c.text,
                TOP_K + 1,
                kind="context" if heads else "clause",
                parent=heads,
            )
        )
    for hit in result.hits:
        for linked in result.linked.get(hit.clause.clause_id, ()):
            if linked.clause_id not in seen:
                seen.add(linked.clause_id)
                sources.append(
                    T.Source(
                        linked.clause_id,
                        linked.clause_id,
                        linked.clause_no,
                        linked.page_start,
                        linked.text,
                        TOP_K + 1,
                        kind="linked",
                    )
                )
    sources.extend(dossier_sources(version.terms, part))
    return PartContext(question=part, sources=tuple(sources), focus=T.without_names(part, names))


def threshold(rt: RuntimePorts, follow_up: bool) -> float:
    s = rt.settings
    return s.question_confidence_followup if follow_up else s.question_confidence_new


def learned_refusal(rt: RuntimePorts, question: str) -> bool:
    """Whether the learned refusal check (domain.refusal_model) refuses `question`: only a question with a cue
    of deceit, and only when the packaged model was fitted with the embedder the runtime uses."""
    model = packaged_refusal_model()
    embedder = rt.embedder
    if model is None or model.embedding_model != embedder.model_id or not suspicion_cue(question):
        return False
    return model.refuses(embedder.embed_query(question))


def answer_question(
    rt: RuntimePorts,
    policy_id: str,
    request: QuestionRequest,
    *,
    owner_id: str | None,
    composer: Composer | None = None,
) -> AnswerResult:
    """Answer one question on the caller's policy (see the module docstring)."""
    started = time.perf_counter()
    policy = rt.policies.get_policy(policy_id, owner_id=owner_id)
    version = pick_version(policy, request.version_id)
    intent = classify(request.question)
    if intent.kind not in (IntentKind.EMERGENCY, IntentKind.REFUSE) and learned_refusal(rt, request.question):
        intent = replace(intent, kind=IntentKind.REFUSE, refusal="learned")

    def done(result: AnswerResult) -> AnswerResult:
        result.latency_ms = (time.perf_counter() - started) * 1000
        return result

    hours: int | None = None
    term_citations: list[Citation] = []
    if intent.urgency is Urgency.EMERGENCY:
        term = _term(version, "claim_intimation_emergency_hours")
        value = term.get("value") if term else None
        hours = value if isinstance(value, int) else None
        term_citations = (
            [
                Citation(
                    term.get("clause_id"),
                    term.get("clause_no"),
                    term.get("page"),
                    str(term.get("quote") or ""),
                )
            ]
            if term
            else []
        )
    if intent.kind is IntentKind.EMERGENCY:
        return done(
            AnswerResult(
                answer=F.emergency_guidance(hours),
                citations=term_citations,
                intent=intent.to_dict(intent.emergency_score),
                refused=False,
                model=FIXED_MODEL,
                policy_id=policy.policy_id,
                version_id=version.version_id,
                standalone_question=request.question,
            )
        )
    if intent.kind is IntentKind.REFUSE:
        # a refusal that tells of an emergency still gives the first-responder guidance at once
        guidance = " " + F.emergency_guidance(hours) if intent.urgency is Urgency.EMERGENCY else ""
        return done(
            AnswerResult(
                answer=A.REFUSAL + guidance,
                citations=[],
                intent=intent.to_dict(1.0) | {"refusal": intent.refusal},
                refused=True,
                model=FIXED_MODEL,
                policy_id=policy.policy_id,
                version_id=version.version_id,
                standalone_question=request.question,
            )
        )

    standalone = P.rewrite_followup(request.question, request.history)
    parts = P.split_parts(standalone)[:MAX_PARTS]
    # a later part that leans on the first ("... and how much is it worth?") is made stand-alone from it
    later = [P.standalone_part(p, parts[0]) for p in parts[1:]]
    leaning = [False] + [
        alone != p or P.leans_on_earlier(p) for p, alone in zip(parts[1:], later, strict=True)
    ]
    parts = parts[:1] + later
    # a part no health-policy wording answers (company statistics, a premium quote, another line of insurance)
    # gets the not-stated sentence without retrieval; when every part is such, the whole answer does. A later
    # part that leans on such a first part ("... and is GST extra on that?") asks about the same thing.
    first_scope = out_of_scope_reason(parts[0])
    scopes = [
        out_of_scope_reason(p) or (first_scope if leans else None)
        for p, leans in zip(parts, leaning, strict=True)
    ]
    if all(scopes):
        return done(
            AnswerResult(
                answer=A.NOT_STATED,
                citations=[],
                intent=intent.to_dict(1.0) | {"out_of_scope": scopes[0]},
                refused=False,
                model=FIXED_MODEL,
                policy_id=policy.policy_id,
                version_id=version.version_id,
                standalone_question=standalone,
                not_stated=True,
            )
        )
    idf = idf_for(rt, version.version_id)
    names = T.name_words(policy.insurer, policy.product_name)
    contexts = [
        PartContext(question=part, sources=()) if scope else retrieve(rt, version, part, names)
        for part, scope in zip(parts, scopes, strict=True)
    ]
    features = ConfidenceFeatures(
        content_words=len(set(T.content_words(standalone))),
        concepts=len(concepts_in(standalone)),
        coverage=max(
            (T.coverage(ctx.subject, s.text, idf) for ctx in contexts for s in ctx.sources), default=0.0
        ),
        vague=T.is_vague(standalone),
    )
    score = confidence(features)
    follow_up = any(t.role == "user" for t in request.history)
    if score < threshold(rt, follow_up):
        # when every word naming what is asked is one the wording never uses, a clarifying question cannot
        # help: the wording does not say
        silent = all(
            scope or names_nothing_it_uses(ctx.subject, idf)
            for ctx, scope in zip(contexts, scopes, strict=True)
        )
        return done(
            AnswerResult(
                answer=A.NOT_STATED if silent else A.CLARIFY,
                citations=[],
                intent=intent.to_dict(score),
                refused=False,
                model=FIXED_MODEL,
                policy_id=policy.policy_id,
                version_id=version.version_id,
                standalone_question=standalone,
                not_stated=silent,
                clarifying=not silent,
            )
        )

    composed = (composer or OfflineComposer()).compose(contexts, idf)
    sources = {s.key: s for ctx in contexts for s in ctx.sources}
    citations: list[Citation] = []
    cited_index: dict[tuple[str | None, str], int] = {}
    lines: list[str] = []
    part_views: list[dict[str, Any]] = []
    dropped = 0

    def cite(keys: list[str]) -> str:
        """The citation marks of `keys` ("[1][2]"), each source cited once in the answer."""
        marks = []
        for key in keys:
            src = sources[key]
            ident = (src.clause_id, src.text)
            if ident not in cited_index:
                citations.append(Citation(src.clause_id, src.clause_no, src.page, src.text))
                cited_index[ident] = len(citations)
            marks.append(f"[{cited_index[ident]}]")
        return "".join(dict.fromkeys(marks))

    for number, part in enumerate(composed.parts, 1):
        checked = F.faithful(part.sentences, sources) if part.stated else F.Checked([], [])
        # not stated, but the wording leaves the figure to the schedule: that sentence, checked like any other
        pointed = F.faithful([part.pointer], sources).kept if not part.stated and part.pointer else []
        dropped += len(checked.dropped)
        rendered: list[str] = []
        worked_said: set[str] = set()
        for sentence, keys in checked.kept:
            mark = cite(keys)
            rendered.append(f"{sentence} {mark}")
            # a share of the sum insured worked out for the sum insured the question states (rules arithmetic)
            worked = worked_sentence(standalone, sentence)
            if worked is not None and worked not in worked_said:  # once per part, beside its first source
                worked_said.add(worked)
                rendered.append(f"{worked} {mark}")
        stated = bool(rendered)
        text = " ".join(rendered) if stated else A.NOT_STATED
        for sentence, keys in pointed:
            text += f" {A.SCHEDULE_POINTER} {sentence} {cite(keys)}"
        part_views.append({"question": part.question, "stated": stated})
        lines.append(f"{number}. {part.question} {text}" if len(composed.parts) > 1 else text)
    not_stated = not any(p["stated"] for p in part_views)
    return done(
        AnswerResult(
            answer="\n".join(lines),
            citations=citations,
            intent=intent.to_dict(score),
            refused=False,
            model=composed.model,
            policy_id=policy.policy_id,
            version_id=version.version_id,
            standalone_question=standalone,
            parts=part_views,
            not_stated=not_stated,
            dropped_sentences=dropped,
            tokens=composed.input_tokens + composed.output_tokens,
        )
    )


def composer_for(rt: RuntimePorts) -> Composer:
    """The composer the settings choose: offline (default) or Claude through the LLM port."""
    if rt.settings.questions_backend == "claude":
        from clausetrail.services.answer_compose import ClaudeComposer

        return ClaudeComposer(rt.llm)
    return OfflineComposer()


def stream_events(result: AnswerResult) -> Iterator[str]:
    """The answer as server-sent events: `meta` (intent), `answer` pieces (one per line of the answer),
    `citations`, then `done` with the whole JSON result."""
    import json

    def event(name: str, data: Any) -> str:
        return f"event: {name}\ndata: {json.dumps(data)}\n\n"

    yield event("meta", {"intent": result.intent, "model": result.model, "refused": result.refused})
    for line in result.answer.split("\n"):
        yield event("answer", {"text": line + "\n"})
    yield event("citations", [asdict(c) for c in result.citations])
    yield event("done", result.to_json())
