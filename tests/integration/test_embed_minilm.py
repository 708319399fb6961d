"""MiniLmEmbedder: the bundled all-MiniLM-L6-v2 run in numpy, checked without torch.

Exactness: the cosine similarities published in the sentence-transformers documentation for this
model (sbert.net quickstart and "Semantic Textual Similarity" pages, printed to 4 decimals).
"""

from __future__ import annotations

import math
import re
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
import pytest
from threadpoolctl import ThreadpoolController

from clausetrail.adapters import embed_minilm as m
from clausetrail.adapters.embed_minilm import MiniLmEmbedder, ModelIntegrityError

OPTIMA = "HDFCERGO_my-Optima-Secure_HDFHLIP25041V062425.pdf"


@pytest.fixture(scope="module")
def embedder() -> MiniLmEmbedder:
    return MiniLmEmbedder()


@pytest.fixture(scope="module")
def corpus_paragraphs(corpus_dir: Path) -> list[str]:
    """~170-word stretches of a real policy wording (about 200-256 wordpieces each)."""
    pdf = pdfium.PdfDocument(str(corpus_dir / "policies" / OPTIMA))
    words: list[str] = []
    for i in range(min(len(pdf), 12)):
        words += pdf[i].get_textpage().get_text_range().split()
    return [" ".join(words[s : s + 170]) for s in range(0, len(words) - 170, 170)][:16]


def _cos(a: np.ndarray, b: np.ndarray) -> float:
    return float(a @ b)


# --- published reference values ----------------------------------------------------------------

SBERT_QUICKSTART = (
    ["The weather is lovely today.", "It's so sunny outside!", "He drove to the stadium."],
    [[1.0, 0.6660, 0.1046], [0.6660, 1.0, 0.1411], [0.1046, 0.1411, 1.0]],
)
SBERT_STS = (
    ["The new movie is awesome", "The cat sits outside", "A man is playing guitar"],
    ["The dog plays in the garden", "The new movie is so great", "A woman watches TV"],
    [[0.0543, 0.8939, -0.0502], [0.2838, -0.0029, 0.1310], [0.2277, -0.0136, -0.0327]],
)


def test_matches_published_sentence_transformers_similarities(embedder: MiniLmEmbedder) -> None:
    texts, expected = SBERT_QUICKSTART
    e = embedder.embed_documents(texts)
    np.testing.assert_allclose(e @ e.T, np.array(expected), atol=2e-4)
    left, right, expected_lr = SBERT_STS
    sims = embedder.embed_documents(left) @ embedder.embed_documents(right).T
    np.testing.assert_allclose(sims, np.array(expected_lr), atol=2e-4)


# --- tokenizer ----------------------------------------------------------------------------------


def _reference_wordpiece(text: str, vocab: dict[str, int]) -> list[int]:
    """BERT's reference algorithm for plain ASCII text: lower-case, split off punctuation, then
    greedy longest-match-first wordpieces (google-research/bert tokenization.py)."""
    words = re.findall(r"[a-z0-9]+|[^a-z0-9\s]", text.lower())
    ids = [vocab["[CLS]"]]
    for word in words:
        start, pieces = 0, []
        while start < len(word):
            end = len(word)
            while end > start:
                piece = ("##" if start else "") + word[start:end]
                if piece in vocab:
                    break
                end -= 1
            if end == start:
                pieces = [vocab["[UNK]"]]
                break
            pieces.append(vocab[piece])
            start = end
        ids += pieces
    return [*ids, vocab["[SEP]"]]


def test_tokenizer_ids_match_vocab_txt(embedder: MiniLmEmbedder) -> None:
    vocab_lines = (m.default_model_dir() / "vocab.txt").read_text(encoding="utf-8").splitlines()
    vocab = {tok: i for i, tok in enumerate(vocab_lines)}
    expected = ["[CLS]", "the", "weather", "is", "lovely", "today", ".", "[SEP]"]
    assert embedder.token_ids(["The weather is lovely today."])[0] == [vocab[t] for t in expected]
    assert (vocab["[CLS]"], vocab["[SEP]"], vocab["[PAD]"]) == (101, 102, 0)
    sentences = [
        "Pre-existing Diseases: covered after 36 months of continuous coverage.",
        "Room rent is capped at 1% of the Sum Insured per day (max. INR 5000).",
        "Unaffable domiciliary hospitalisation, ayush treatment & cataract surgery",
    ]
    got = embedder.token_ids(sentences)
    for sentence, ids in zip(sentences, got, strict=True):
        assert ids == _reference_wordpiece(sentence, vocab)
    assert any(vocab_lines[i].startswith("##") for i in got[2])  # wordpiece splitting was exercised


def test_truncates_at_256_wordpieces_not_the_128_in_tokenizer_json(embedder: MiniLmEmbedder) -> None:
    ids = embedder.token_ids(["sum insured " * 400])[0]
    assert len(ids) == m.MAX_SEQ_LENGTH == 256
    assert ids[0] == 101 and ids[-1] == 102
    long_text = "room rent " * 200
    a = embedder.embed_query(long_text)
    b = embedder.embed_query(long_text + " completely different tail words about maternity")
    np.testing.assert_allclose(a, b, atol=1e-6)  # the tail is beyond the 256-wordpiece window


# --- properties ---------------------------------------------------------------------------------


def test_unit_length_float32_and_deterministic(
    embedder: MiniLmEmbedder, corpus_paragraphs: list[str]
) -> None:
    a = embedder.embed_documents(corpus_paragraphs)
    b = MiniLmEmbedder(batch_size=5, threads=1).embed_documents(corpus_paragraphs)
    assert a.shape == (len(corpus_paragraphs), 384) and a.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(a, axis=1), 1.0, atol=1e-5)
    np.testing.assert_allclose(a, b, atol=1e-5)
    np.testing.assert_array_equal(a, embedder.embed_documents(corpus_paragraphs))
    assert len(corpus_paragraphs) == 16
    lengths = [len(x) for x in embedder.token_ids(corpus_paragraphs)]
    assert max(lengths) == 256 and min(lengths) > 150  # realistic chunk sizes, some truncated


def test_batching_does_not_change_an_embedding(
    embedder: MiniLmEmbedder, corpus_paragraphs: list[str]
) -> None:
    short = "Room rent is capped at 1% of the sum insured per day."
    alone = embedder.embed_query(short)
    for batch_size, threads in [(4, 1), (32, 1), (3, 2), (64, 2)]:
        e = MiniLmEmbedder(batch_size=batch_size, threads=threads)
        mixed = e.embed_documents([*corpus_paragraphs[:10], short, *corpus_paragraphs[10:14]])
        assert float(np.abs(mixed[10] - alone).max()) < 1e-5
        assert float(np.abs(mixed[0] - embedder.embed_query(corpus_paragraphs[0])).max()) < 1e-5


def test_empty_inputs(embedder: MiniLmEmbedder) -> None:
    assert embedder.embed_documents([]).shape == (0, 384)
    empty = embedder.embed_query("")
    assert empty.shape == (384,) and abs(float(np.linalg.norm(empty)) - 1.0) < 1e-5


TRIPLETS = [
    (
        "room rent limit per day",
        "Room rent is capped at 1% of the sum insured per day",
        "The grace period for renewal is thirty days",
    ),
    (
        "waiting period for pre-existing diseases",
        "Pre-existing diseases are covered after 36 months of continuous coverage",
        "Ambulance charges up to Rs 2,000 per hospitalisation are payable",
    ),
    (
        "is cataract surgery covered",
        "Cataract treatment is payable up to Rs 40,000 per eye",
        "Premium can be paid in monthly instalments",
    ),
    (
        "how do I get cashless treatment",
        "For cashless facility, intimate the TPA and obtain pre-authorisation at a network hospital",
        "Cosmetic or plastic surgery is excluded unless required after an accident",
    ),
    (
        "maternity benefit",
        "Expenses for the delivery of a child, including caesarean section, are covered",
        "The insurer may cancel the policy on grounds of fraud",
    ),
    (
        "co-payment for senior citizens",
        "A co-payment of 20% applies to each claim if the insured person is aged 61 years or above",
        "Domiciliary hospitalisation is covered when the patient cannot be moved to hospital",
    ),
    (
        "free look period",
        "You have 15 days from receipt of the policy document to review its terms and return it",
        "ICU charges are payable up to 2% of the sum insured per day",
    ),
]


@pytest.mark.parametrize(("query", "positive", "negative"), TRIPLETS, ids=[t[0] for t in TRIPLETS])
def test_policy_language_semantics(
    embedder: MiniLmEmbedder, query: str, positive: str, negative: str
) -> None:
    q = embedder.embed_query(query)
    docs = embedder.embed_documents([positive, negative])
    assert _cos(q, docs[0]) > _cos(q, docs[1])


# --- numerics -----------------------------------------------------------------------------------


def test_gelu_matches_exact_erf_gelu() -> None:
    x = np.linspace(-10, 10, 200_001, dtype=np.float32).reshape(-1, 1)
    exact = np.array([v * 0.5 * (1.0 + math.erf(v / math.sqrt(2.0))) for v in x.astype(np.float64).ravel()])
    got = m.gelu_erf_(x.copy(), np.empty_like(x)).ravel()
    assert float(np.abs(got - exact).max()) < 1e-4
    tanh_approx = (
        0.5 * x.ravel() * (1 + np.tanh(math.sqrt(2 / math.pi) * (x.ravel() + 0.044715 * x.ravel() ** 3)))
    )
    assert float(np.abs(tanh_approx - exact).max()) > 1e-4  # the test would catch the tanh shortcut


def test_large_attention_scores_take_the_stable_softmax_path() -> None:
    rng = np.random.default_rng(0)
    qkv = rng.standard_normal((20, 3 * 384)).astype(np.float32)
    offsets = np.array([0, 12, 20])
    for scale in (1.0, 40.0):  # 40: |q||k| far above the shortcut's bound, scores in the hundreds
        scaled = qkv * np.float32(scale)
        got = m._attention(scaled, offsets, 12, 32)
        assert np.isfinite(got).all()
        for start, stop in [(0, 12), (12, 20)]:
            blk = scaled[start:stop].astype(np.float64).reshape(stop - start, 3, 12, 32)
            q, k, v = (blk[:, i].transpose(1, 0, 2) for i in range(3))
            s = q @ k.transpose(0, 2, 1)
            p = np.exp(s - s.max(-1, keepdims=True))
            p /= p.sum(-1, keepdims=True)
            ref = (p @ v).transpose(1, 0, 2).reshape(stop - start, 384)
            np.testing.assert_allclose(got[start:stop], ref, rtol=1e-3, atol=1e-3 * scale)


# --- integrity and load -------------------------------------------------------------------------


def _model_copy(tmp_path: Path) -> Path:
    src = m.default_model_dir()
    dst = tmp_path / "model"
    (dst / "1_Pooling").mkdir(parents=True)
    for name in ("config.json", "tokenizer.json", "1_Pooling/config.json"):
        shutil.copy(src / name, dst / name)
    (dst / "model.safetensors").symlink_to(src / "model.safetensors")
    return dst


def test_pinned_hashes_are_enforced(tmp_path: Path) -> None:
    good = _model_copy(tmp_path)
    assert m.load_model(good).weights.num_heads == 12  # an exact copy loads
    tokenizer = good / "tokenizer.json"
    tokenizer.write_bytes(tokenizer.read_bytes() + b"\n")  # still valid JSON, different bytes
    with pytest.raises(ModelIntegrityError, match=r"SHA-256 mismatch for .*tokenizer\.json"):
        m.load_model(good)
    bad = _model_copy(tmp_path / "b")
    (bad / "model.safetensors").unlink()
    (bad / "model.safetensors").write_bytes(b"\x00" * 64)
    with pytest.raises(ModelIntegrityError, match=r"model\.safetensors"):
        m.load_model(bad)
    (bad / "model.safetensors").unlink()
    with pytest.raises(ModelIntegrityError, match="missing"):
        m.load_model(bad)


def test_loaded_once_per_process(embedder: MiniLmEmbedder) -> None:
    assert MiniLmEmbedder()._model is embedder._model is m.get_model()
    assert 0 < embedder.load_seconds < 30
    print(f"all-MiniLM-L6-v2 load (hash checks + weights): {embedder.load_seconds:.2f} s")


def test_concurrent_callers_agree_and_blas_threads_are_restored(
    embedder: MiniLmEmbedder, corpus_paragraphs: list[str]
) -> None:
    def blas_threads() -> list[int]:
        return [lib["num_threads"] for lib in ThreadpoolController().info() if lib["user_api"] == "blas"]

    before = blas_threads()
    groups = [corpus_paragraphs[:6], corpus_paragraphs[6:12], corpus_paragraphs[:6]]
    with ThreadPoolExecutor(max_workers=3) as pool:
        results = list(pool.map(embedder.embed_documents, groups))
    for group, got in zip(groups, results, strict=True):
        np.testing.assert_allclose(got, embedder.embed_documents(group), atol=1e-6)
    assert blas_threads() == before


def test_a_remembered_query_vector_is_the_computed_one_and_a_copy(embedder: MiniLmEmbedder) -> None:
    text = "In-patient hospitalisation expenses: room, boarding and nursing expenses"
    first = embedder.embed_query(text)
    assert np.array_equal(first, embedder.embed_documents([text])[0])  # bit for bit
    first[:] = 0.0  # a caller changing its vector changes nothing remembered
    assert np.array_equal(embedder.embed_query(text), embedder.embed_documents([text])[0])
