"""Templates of generated labelled claims: one per distinct issued development policy of the golden claims, and
one per development top-up wording whose golden policy label says its cover pays only above a deductible the
schedule sets. Used by :mod:`clausetrail.synthetic.labelled_cases`; test wordings are never templates.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final


@dataclass(frozen=True, slots=True)
class Template:
    source_case: str
    policy: dict[str, Any]
    member: dict[str, Any]
    proportionate: bool  # a golden development case on this policy shows the proportionate deduction
    icu_capped: bool = False  # ... shows an ICU cap
    category_referred: bool = False  # ... sends a room above the eligible category to a person
    #: terms that every development case on this wording pins to a limited value (never "no limit"): a
    #: schedule naming no plan leaves them open. A term some case pins to no limit is not used, since the
    #: wording may then have an unlimited base cover that a plan-less schedule means
    always_limited: frozenset[str] = frozenset()
    #: the wording's cover pays only above a deductible the schedule sets (golden policy label
    #: ``wording_deductible``): the claim asks for the bill less the schedule's deductible
    wording_deductible: bool = False


def _key(case: dict[str, Any]) -> str:
    schedule = case["policy"]["schedule"]
    fixed = {
        k: schedule.get(k) for k in ("plan", "terms", "copay_percent", "sum_insured", "zone", "policy_type")
    }
    return json.dumps([case["policy"]["document"], fixed], sort_keys=True)


def templates(golden_claims: Path, test_documents: frozenset[str]) -> list[Template]:
    """One template per distinct issued policy of the development cases (no deductible, no optional cover)."""
    cases = [json.loads(p.read_text()) for p in sorted(golden_claims.glob("*/case.json"))]
    dev = [c for c in cases if Path(c["policy"]["document"]).name not in test_documents]

    def showing(code: str) -> set[str]:
        return {_key(c) for c in dev if code in c["expected"].get("reason_codes", [])}

    proportionate = showing("ROOM_RENT_PROPORTIONATE_DEDUCTION")
    icu_capped = showing("ICU_LIMIT")
    category_referred = {
        _key(c)
        for c in dev
        if "ROOM_CATEGORY_ABOVE_ELIGIBLE" in c["expected"].get("reason_codes", [])
        and c["expected"].get("route") == "human"
    }
    pins: dict[tuple[str, str], list[Any]] = {}
    for case in dev:
        for name, value in (case["policy"]["schedule"].get("terms") or {}).items():
            pins.setdefault((case["policy"]["document"], name), []).append(value)

    def always_limited(document: str) -> frozenset[str]:
        return frozenset(
            name
            for (doc, name), values in pins.items()
            if doc == document
            and all(isinstance(v, dict) and v.get("kind") not in (None, "no_limit") for v in values)
        )

    out: dict[str, Template] = {}
    for case in dev:
        schedule = case["policy"]["schedule"]
        if schedule.get("deductible") or schedule.get("optional_covers") or not schedule.get("members"):
            continue
        if case["policy"].get("effective_to") is None or case.get("depends_on"):
            continue
        out.setdefault(
            _key(case),
            Template(
                case["id"],
                copy.deepcopy(case["policy"]),
                dict(schedule["members"][0]),
                _key(case) in proportionate,
                _key(case) in icu_capped,
                _key(case) in category_referred,
                always_limited(case["policy"]["document"]),
            ),
        )
    return list(out.values())


#: the top-up cases: (kind, schedule deductible) on each development wording labelled ``wording_deductible``
TOP_UP_KINDS: Final = (("clean", 0), ("non_payable", 0), ("clean", 10_000), ("non_payable", 10_000))


def top_up_templates(
    golden_claims: Path, policies: Path, test_documents: frozenset[str]
) -> list[tuple[Template, dict[str, Any]]]:
    """A template per development wording whose golden policy label says its cover pays only above a deductible
    the schedule sets: the policy block of the first development template, on that wording, with no plan, the
    room and ICU limits of the wording's labels as schedule terms, and the wording's fields."""
    base = templates(golden_claims, test_documents)
    if not base:
        return []
    out: list[tuple[Template, dict[str, Any]]] = []
    for label in sorted(policies.glob("*.json")):
        golden = json.loads(label.read_text())
        fields = golden["fields"]
        document = str(golden.get("document") or "")
        if not golden.get("wording_deductible") or Path(document).name in test_documents:
            continue
        policy = copy.deepcopy(base[0].policy)
        policy["document"] = document
        for key in ("uin", "insurer", "product"):
            policy.pop(key, None)
        # the schedule prints the room and ICU limits the wording's labels state (as the development schedules
        # do), so the case turns on the deductible alone
        pinned = {
            name: fields[name]["value"]
            for name in ("room_rent_limit", "icu_limit")
            if (fields.get(name) or {}).get("value") is not None
        }
        policy["schedule"].update({"plan": None, "terms": pinned, "copay_percent": 0, "optional_covers": []})
        tpl = Template(f"top-up:{label.stem}", policy, dict(base[0].member), False, wording_deductible=True)
        out.append((tpl, fields))
    return out
