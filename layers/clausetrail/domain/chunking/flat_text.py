"""Flat text: a text layer with no line breaks split at clause markers, then sentences, then spaces."""

from __future__ import annotations

from clausetrail.domain.chunking.config import TokenCounter
from clausetrail.domain.chunking.lines import _flat_segments
from clausetrail.domain.text_signals import sentence_spans


def split_flat_text(text: str, max_tokens: int, count_tokens: TokenCounter) -> list[str]:
    """Split a text layer with no line breaks into pieces of at most ``max_tokens``.

    Priority: clause markers (`` 4.1.``, `` Code-Excl``, `` 5.2 ``, ``Section 3``, `` (a)``), then sentence
    boundaries, then whitespace. Pieces are verbatim stretches of ``text`` (stripped).
    """
    if max_tokens < 1:
        raise ValueError("max_tokens must be positive")
    segments = [segment for _, segment in _flat_segments(text)]
    pieces: list[str] = []
    current = ""
    for segment in segments:
        if count_tokens(segment) > max_tokens:
            if current:
                pieces.append(current)
                current = ""
            pieces.extend(_split_long(segment, max_tokens, count_tokens))
            continue
        candidate = f"{current} {segment}" if current else segment
        if current and count_tokens(candidate) > max_tokens:
            pieces.append(current)
            current = segment
        else:
            current = candidate
    if current:
        pieces.append(current)
    return pieces


def _split_long(text: str, max_tokens: int, count: TokenCounter) -> list[str]:
    out: list[str] = []
    current = ""
    for a, b in sentence_spans(text):
        sentence = text[a:b]
        if count(sentence) > max_tokens:
            if current:
                out.append(current)
                current = ""
            words: list[str] = []
            for word in sentence.split():
                if words and count(" ".join([*words, word])) > max_tokens:
                    out.append(" ".join(words))
                    words = []
                words.append(word)
            if words:
                current = " ".join(words)
            continue
        candidate = f"{current} {sentence}" if current else sentence
        if current and count(candidate) > max_tokens:
            out.append(current)
            current = sentence
        else:
            current = candidate
    if current:
        out.append(current)
    return out
