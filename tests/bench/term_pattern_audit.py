"""Audit of the term-extraction patterns for over-fitting, on DEVELOPMENT wordings only (SPEC §12).

Counts, for every module-level compiled pattern of the extraction rules (and of ``limit_bands``, the term
coercion, the text normaliser, money and duration parsing) and every inline ``re.search``/``re.finditer``
call of those modules, on how many development wordings it returns a match while the offline passes run.
A pattern that matches on only one development wording is suspicious: it may describe one wording's
phrasing rather than a structure. ``ablate`` then switches each such pattern off (it matches nothing) and
re-reads the wordings it matched on, listing the terms whose value changes: a pattern whose removal changes
nothing on dev is dead weight there; one that a single wording needs must describe a structure (and have a
generator fragment) or go.

Test wordings (``golden/split.json``) are never read: ``dump`` keeps the development part only.

    export CLAUSETRAIL_DATA_DIR=<a data dir where `clausetrail eval policies` ingested the wordings>
    python -m tests.bench.term_pattern_audit dump /tmp/dev-cache.pkl
    python -m tests.bench.term_pattern_audit count /tmp/dev-cache.pkl /tmp/pattern-hits.json
    python -m tests.bench.term_pattern_audit ablate /tmp/dev-cache.pkl /tmp/pattern-hits.json /tmp/ablation.json
"""

from __future__ import annotations

import importlib
import json
import pickle
import pkgutil
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "policies"
MODULES = (
    "clausetrail.domain.limit_bands",
    "clausetrail.domain.terms.coerce",
    "clausetrail.domain.terms.values",
    "clausetrail.extraction.anchors",
    "clausetrail.extraction.doctext",
    "clausetrail.domain.durations",
    "clausetrail.domain.money",
    "clausetrail.domain.rules.age_conditions",
)
_CURRENT: dict[str, str | None] = {"doc": None}
HITS: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
OFF: set[str] = set()


class _Counting:
    """A compiled pattern that counts the documents it matches on (and matches nothing when switched off)."""

    def __init__(self, name: str, pattern: re.Pattern[str]) -> None:
        self._name, self._p = name, pattern
        self.pattern, self.flags, self.groups, self.groupindex = (
            pattern.pattern,
            pattern.flags,
            pattern.groups,
            pattern.groupindex,
        )

    def _hit(self, m: Any) -> Any:
        if m is not None:
            HITS[self._name][str(_CURRENT["doc"])] += 1
        return m

    def search(self, *a: Any, **k: Any) -> Any:
        return None if self._name in OFF else self._hit(self._p.search(*a, **k))

    def match(self, *a: Any, **k: Any) -> Any:
        return None if self._name in OFF else self._hit(self._p.match(*a, **k))

    def fullmatch(self, *a: Any, **k: Any) -> Any:
        return None if self._name in OFF else self._hit(self._p.fullmatch(*a, **k))

    def finditer(self, *a: Any, **k: Any) -> Any:
        return iter(()) if self._name in OFF else (self._hit(m) for m in self._p.finditer(*a, **k))

    def findall(self, *a: Any, **k: Any) -> Any:
        found = [] if self._name in OFF else self._p.findall(*a, **k)
        if found:
            HITS[self._name][str(_CURRENT["doc"])] += 1
        return found

    def split(self, *a: Any, **k: Any) -> Any:
        return self._p.split(*a, **k)

    def sub(self, *a: Any, **k: Any) -> Any:
        return self._p.sub(*a, **k)

    def subn(self, *a: Any, **k: Any) -> Any:
        return self._p.subn(*a, **k)


class _InlineRe:
    """A module's ``re`` that counts inline pattern calls by module and pattern text."""

    def __init__(self, module: str) -> None:
        self._module = module

    def __getattr__(self, name: str) -> Any:
        return getattr(re, name)

    def _key(self, pattern: Any) -> str:
        text = pattern if isinstance(pattern, str) else getattr(pattern, "pattern", str(pattern))
        return f"{self._module}:inline:{text[:70]}"

    def search(self, pattern: Any, *a: Any, **k: Any) -> Any:
        key = self._key(pattern)
        m = None if key in OFF else re.search(pattern, *a, **k)
        HITS.setdefault(key, defaultdict(int))
        if m is not None:
            HITS[key][str(_CURRENT["doc"])] += 1
        return m

    def finditer(self, pattern: Any, *a: Any, **k: Any) -> Any:
        key = self._key(pattern)
        HITS.setdefault(key, defaultdict(int))
        if key in OFF:
            return iter(())

        def gen() -> Any:
            for m in re.finditer(pattern, *a, **k):
                HITS[key][str(_CURRENT["doc"])] += 1
                yield m

        return gen()


def _instrument() -> None:
    import clausetrail.extraction.rules as rules

    names = [f"clausetrail.extraction.rules.{m.name}" for m in pkgutil.iter_modules(rules.__path__)]
    proxies: dict[int, _Counting] = {}
    for module_name in (*names, *MODULES):
        module = importlib.import_module(module_name)
        short = module_name.rsplit(".", 1)[-1]
        for attr, value in list(vars(module).items()):
            if isinstance(value, re.Pattern) and id(value) not in proxies:
                proxies[id(value)] = _Counting(f"{short}.{attr}", value)
        if getattr(module, "re", None) is re:
            module.re = _InlineRe(short)  # type: ignore[attr-defined]
    for name, module in list(sys.modules.items()):
        if name.startswith("clausetrail"):
            for attr, value in list(vars(module).items()):
                if isinstance(value, re.Pattern) and id(value) in proxies:
                    setattr(module, attr, proxies[id(value)])


def dump(out: Path) -> None:
    """Clause views and each retrieval pass's clauses of the ingested DEVELOPMENT wordings."""
    from clausetrail.extraction.passes import PASSES
    from clausetrail.runtime import get_runtime
    from clausetrail.services.extraction import clause_view, make_retriever

    test = set(json.loads((GOLDEN.parent / "split.json").read_text())["test_documents"])
    by_sha: dict[str, tuple[str, dict[str, Any]]] = {}
    for path in sorted(GOLDEN.glob("*.json")):
        golden = json.loads(path.read_text())
        if golden["document"] not in test:
            by_sha[golden["sha256"]] = (path.name, golden)
    rt = get_runtime()
    cache: dict[str, Any] = {}
    for policy in rt.policies.list_policies():
        for version in policy.versions:
            if version.document_sha256 not in by_sha:
                continue
            name, golden = by_sha[version.document_sha256]
            views = {c.clause_id: clause_view(c) for c in rt.policies.clauses(version.version_id)}
            retrieve = make_retriever(rt, version.version_id, views)
            retrieved = {
                s.number: [c.clause_id for c in retrieve(list(s.queries), s.retrieval_k)]
                for s in PASSES
                if s.uses_retrieval
            }
            cache[name] = {"views": list(views.values()), "retrieved": retrieved, "golden": golden}
    out.write_bytes(pickle.dumps(cache))
    print(f"{len(cache)} development wordings")


def count(cache_path: Path, out: Path, only: list[str] | None = None) -> None:
    _instrument()
    from clausetrail.domain.terms import PolicyTerms
    from clausetrail.eval.policy_compare import score_corpus, score_document
    from clausetrail.extraction.passes import PASSES
    from clausetrail.extraction.pipeline import extract_policy

    cache = pickle.loads(cache_path.read_bytes())
    by_queries = {tuple(s.queries): s.number for s in PASSES}
    scores, values = [], {}
    for name, d in sorted(cache.items()):
        if only and name not in only:
            continue
        _CURRENT["doc"] = name
        views = {v.clause_id: v for v in d["views"]}

        def retrieve(queries: list[str], k: int, _d: Any = d, _v: Any = views) -> list[Any]:
            return [_v[i] for i in _d["retrieved"][by_queries[tuple(queries)]] if i in _v]

        terms, _ = extract_policy(list(views.values()), retrieve)
        score = score_document(d["golden"], PolicyTerms.model_validate(terms))
        scores.append(score)
        values[name] = {
            f: [r.passed, json.dumps((terms.get(f) or {}).get("value"), default=str, sort_keys=True)]
            for f, r in score.per_field.items()
        }
    patterns = {n: {"docs": len(h), "hits": sum(h.values()), "which": sorted(h)} for n, h in HITS.items()}
    rate = score_corpus(scores).tier_a_pass_rate
    out.write_text(json.dumps({"tier_a": rate, "patterns": patterns, "values": values}, indent=1))
    print(f"Tier A {rate}")


def ablate(cache_path: Path, hits_path: Path, out: Path) -> None:
    report = json.loads(hits_path.read_text())
    results: dict[str, Any] = {}
    for name, entry in report["patterns"].items():
        if entry["docs"] != 1:
            continue
        which = entry["which"]
        off = out.with_suffix(".off")
        off.write_text(name)
        part = out.with_suffix(".part.json")
        subprocess.run(
            [
                sys.executable,
                "-m",
                "tests.bench.term_pattern_audit",
                "count",
                str(cache_path),
                str(part),
                "--only",
                ",".join(which),
                "--off",
                str(off),
            ],
            check=True,
            capture_output=True,
        )
        got = json.loads(part.read_text())["values"]
        changes = [
            [doc, field, report["values"][doc][field], value]
            for doc in which
            for field, value in got[doc].items()
            if value[1] != report["values"][doc][field][1]
        ]
        results[name] = {"docs": which, "changes": changes}
        print(name, len(changes), flush=True)
    out.write_text(json.dumps(results, indent=1))


def main(argv: list[str]) -> None:
    command = argv[0]
    if "--off" in argv:
        OFF.add(Path(argv[argv.index("--off") + 1]).read_text())
    only = argv[argv.index("--only") + 1].split(",") if "--only" in argv else None
    if command == "dump":
        dump(Path(argv[1]))
    elif command == "count":
        count(Path(argv[1]), Path(argv[2]), only)
    elif command == "ablate":
        ablate(Path(argv[1]), Path(argv[2]), Path(argv[3]))
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
