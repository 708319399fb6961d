"""Generated labelled claim cases on development wordings, in the golden case format (SPEC §8).

The golden claims are too few to fit the confidence model (it needs >= 200 labelled claims, issue 9 item 8).
This module writes more, on the **development wordings only** (a wording in the split's test list is refused):

* **Templates.** Each distinct issued policy of the golden development cases (wording, plan, schedule terms,
  co-pay, sum insured) is a template: its policy block is reused with a new policy id and one new member.
* **Documents.** The bill and discharge summary are drawn by :mod:`clausetrail.synthetic.generate` and rendered by
  :mod:`clausetrail.synthetic.render` (the layout generator, written apart from the claim reader), after the
  case kind adjusts them: the random extra lines are dropped, a room rate kept within (or on purpose above) the
  wording's limit, IRDAI List I items added, a pre-existing condition named, the discharge summary withheld,
  the printed total made to differ from the lines, an ICU rate above its cap, an ambulance line, a cataract past
  its wait, a room above the eligible category (with or without a deductible), a room no category table ranks,
  the plan and schedule terms removed (a term left to a schedule that does not pin it, with or without a
  deductible or an upgrade co-pay), an instruction planted in the documents, or a document scanned.
* **Labels.** :func:`clausetrail.synthetic.case_labels.label_case` (independent of the rules engine) computes the
  expected decision, payable amount, reason codes and route from the golden policy labels; a case it cannot
  label for sure is not written.

Everything comes from one seed, so a run is reproducible. Generated cases are development data only: they fit
the confidence model beside the golden development part and are never part of the test part.

CLI: ``python -m clausetrail.synthetic.labelled_cases golden/claims golden/claims_generated --count 168``.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path
from typing import Any, Final

from clausetrail.domain.claims.facts import LineCategory
from clausetrail.domain.claims.schedule import Member
from clausetrail.synthetic.case_labels import (
    CaseFacts,
    Expected,
    Line,
    add_months,
    day_limit,
    label_case,
    term_options,
)
from clausetrail.synthetic.case_templates import TOP_UP_KINDS, Template, templates, top_up_templates
from clausetrail.synthetic.claim_spec import BillLine, ClaimDocumentSpec
from clausetrail.synthetic.generate import (
    INJECTED_INSTRUCTIONS,
    DocumentLayouts,
    random_claim_spec,
    write_claim_documents,
)
from clausetrail.synthetic.render import BILL_LAYOUTS, DISCHARGE_LAYOUTS

GENERATOR: Final = "labelled-cases-v1"
NAMES: Final = {
    "male": ("Rohit Bansal", "Naveen Reddy", "Sanjay Kulkarni", "Harish Menon", "Deepak Yadav", "Aman Gill"),
    "female": ("Anita Desai", "Rekha Iyer", "Pooja Malhotra", "Shalini Das", "Nisha Qureshi", "Geeta Rawat"),
}
#: List I items the generator adds, (description, category, quantity range, rate range); the label function
#: knows them by the same names
LIST_I_ITEMS: Final = (
    ("Attendant Charges", LineCategory.OTHER, (2, 4), (300, 700)),
    ("Laundry Charges", LineCategory.OTHER, (2, 4), (100, 200)),
    ("Mineral Water", LineCategory.OTHER, (6, 14), (20, 30)),
    ("Adult Diapers", LineCategory.CONSUMABLES, (5, 12), (40, 60)),
    ("Telephone Charges", LineCategory.OTHER, (1, 1), (100, 300)),
)
#: a medical admission for a declared condition: (diagnosis, complaints, condition tag)
PED_ADMISSIONS: Final = (
    (
        "Type 2 diabetes mellitus with diabetic ketoacidosis",
        "Vomiting and very high blood sugars.",
        "type 2 diabetes",
    ),
    (
        "Hypertensive urgency, uncontrolled essential hypertension",
        "Severe headache, BP 210/120.",
        "hypertension",
    ),
)
CLEAN_SCENARIOS: Final = ("dengue", "gastroenteritis", "appendicitis")
KINDS: Final = (
    "clean",
    "clean",
    "clean",
    "non_payable",
    "non_payable",
    "initial_waiting_illness",
    "initial_waiting_accident",
    "ped_within_waiting",
    "ped_served",
    "cataract_within_waiting",
    "missing_discharge_summary",
    "member_not_covered",
    "loss_after_cover",
    "sum_insured_nearly_used",
    "amount_mismatch",
    "room_above_limit",
    # harder cases (issue 9 item 8): caps, sublimits, room categories, terms left to the schedule, scans,
    # instructions planted in a document
    "icu_above_limit",
    "ambulance_sublimit",
    "cataract_sublimit",
    "room_category_above",
    "room_unpinned",
    "icu_unpinned",
    "injected_instruction",
    "scanned",
    "room_unranked",
)
#: kinds that leave the plan-dependent terms to a schedule that does not set them (a person must decide)
UNPINNED_KINDS: Final = {"room_unpinned": "room_rent_limit", "icu_unpinned": "icu_limit"}


def _rupee_limit(
    fields: dict[str, Any], terms: dict[str, Any], name: str, sum_insured: int
) -> int | str | None:
    """The per-day limit to keep a rate within: an int, None (no limit) or "category" (a category limit)."""
    options = term_options(fields, terms, name)
    if not options:
        return "category"
    limits: list[int] = []
    for option in options:
        kind = (option or {}).get("kind")
        if kind in ("room_category",):
            return "category"
        value = day_limit(option, sum_insured)
        if value is not None:
            limits.append(value)
    also = (fields.get(name) or {}).get("also") if name not in terms else None
    if also and also.get("kind") == "amount_per_day":
        limits.append(int(also["value"]))
    return min(limits) if limits else None


def _lowest_day_limit(
    fields: dict[str, Any], terms: dict[str, Any], name: str, sum_insured: int
) -> int | None:
    """The lowest per-day rupee limit among a term's options (a rate above it is above at least one)."""
    limits = []
    for option in term_options(fields, terms, name) or []:
        try:
            value = day_limit(option, sum_insured)
        except ValueError:
            continue
        if value is not None:
            limits.append(value)
    return min(limits) if limits else None


def _replace_lines(
    spec: ClaimDocumentSpec, lines: list[BillLine], *, delta: int = 0, **update: Any
) -> ClaimDocumentSpec:
    total = sum(line.amount for line in lines) + delta
    payment = spec.payment.model_copy(update={"amount": total}) if spec.payment else None
    return spec.model_copy(
        update={"line_items": tuple(lines), "bill_total": total, "payment": payment, **update}
    )


def _with_rate(line: BillLine, rate: int) -> BillLine:
    return line.model_copy(update={"rate": rate, "amount": rate * line.quantity})


@dataclass(frozen=True, slots=True)
class Generated:
    case: dict[str, Any]
    spec: ClaimDocumentSpec
    layouts: DocumentLayouts
    expected: Expected


def build_case(
    tpl: Template, kind: str, rng: random.Random, index: int, fields: dict[str, Any]
) -> Generated | None:
    """One case of ``kind`` on template ``tpl`` (None when the kind does not fit the template or the label
    function cannot label it)."""
    policy = copy.deepcopy(tpl.policy)
    schedule = policy["schedule"]
    terms: dict[str, Any] = schedule.get("terms") or {}
    start, end = date.fromisoformat(policy["effective_from"]), date.fromisoformat(policy["effective_to"])
    sum_insured = int(schedule["sum_insured"])
    policy["policy_id"] = f"GEN/{index:04d}/{start.year}"
    schedule["claims_paid_this_year"] = 0
    unpinned = UNPINNED_KINDS.get(kind)
    if unpinned is not None:
        # the plan-dependent terms left to a schedule that names no plan and pins nothing
        if not (schedule.get("plan") and unpinned in terms and unpinned in tpl.always_limited):
            return None
        schedule["plan"], schedule["terms"], terms = None, {}, {}
    if kind in ("room_category_above", "room_unranked"):
        if not tpl.category_referred:
            return None
        schedule["deductible"] = rng.choice((0, 0, 2000, 5000))
    gender = rng.choice(("male", "female"))
    loss = start + timedelta(days=rng.randint(45, max(46, (end - start).days - 20)))
    age = rng.randint(26, 58)
    member: dict[str, Any] = {
        "member_id": f"{tpl.member['member_id']}-G{index:03d}",
        "name": rng.choice(NAMES[gender]),
        "dob": date(loss.year - age, rng.randint(1, 12), rng.randint(1, 28)).isoformat(),
        "gender": gender,
        "relationship": "self",
        "covered_since": add_months(loss, -rng.randint(62, 96)).isoformat(),
        "declared_ped": [],
    }
    scenario, accident, conditions = rng.choice(CLEAN_SCENARIOS), False, set[str]()
    documents = ["bill.pdf", "discharge_summary.pdf"]
    claim_member = member["member_id"]
    room_limit = _rupee_limit(fields, terms, "room_rent_limit", sum_insured)
    icu_limit = _rupee_limit(fields, terms, "icu_limit", sum_insured)
    over_room = False
    room_category = (
        "General Ward" if room_limit == "category" else rng.choice(("Twin Sharing", "Single Private AC"))
    )
    free_text = None
    scanned: frozenset[str] = frozenset()
    if kind == "initial_waiting_illness":
        loss = start + timedelta(days=rng.randint(3, 25))
        member["covered_since"] = start.isoformat()
    elif kind == "initial_waiting_accident":
        if not isinstance(icu_limit, int) and icu_limit is not None:
            return None
        loss = start + timedelta(days=rng.randint(3, 25))
        member["covered_since"] = start.isoformat()
        scenario, accident = "femur_fracture", True
    elif kind in ("ped_within_waiting", "ped_served"):
        diagnosis, _complaints, tag = rng.choice(PED_ADMISSIONS)
        member["declared_ped"] = [tag]
        conditions.add(tag)
        scenario = "gastroenteritis"
        if kind == "ped_within_waiting":
            member["covered_since"] = add_months(loss, -rng.randint(3, 10)).isoformat()
    elif kind == "cataract_within_waiting":
        scenario = "cataract"
        conditions.add("cataract")
        member["covered_since"] = add_months(loss, -rng.randint(4, 20)).isoformat()
    elif kind == "missing_discharge_summary":
        documents = ["bill.pdf"]
    elif kind == "member_not_covered":
        claim_member = f"{tpl.member['member_id']}-X{index:03d}"
    elif kind == "loss_after_cover":
        loss = end + timedelta(days=rng.randint(1, 20))
    elif kind == "room_above_limit":
        if not (tpl.proportionate and isinstance(room_limit, int)):
            return None
        over_room = True
    elif kind in ("icu_above_limit", "icu_unpinned"):
        if kind == "icu_above_limit" and not (tpl.icu_capped and isinstance(icu_limit, int)):
            return None
        scenario, room_category = "pneumonia", "General Ward"
    elif kind == "ambulance_sublimit":
        scenario = rng.choice(("dengue", "gastroenteritis"))
    elif kind == "cataract_sublimit":
        scenario = "cataract"
        conditions.add("cataract")
    elif kind == "room_category_above":
        room_category = rng.choice(("Single Private AC", "Deluxe Room"))
    elif kind == "room_unranked":
        room_category = "Twin Sharing"  # priced as one; the documents name a room no category table ranks
    elif kind == "room_unpinned":
        room_category = "Deluxe Room"
        if rng.random() < 0.5:
            schedule["deductible"] = rng.choice((2000, 5000, 10000))
        if rng.random() < 0.4:
            schedule["terms"] = {
                "copay": {"percent": 10, "condition": "room higher than the eligible category"}
            }
    elif kind == "injected_instruction":
        free_text = rng.choice(INJECTED_INSTRUCTIONS)
    elif kind == "scanned":
        scanned = frozenset(rng.choice((("bill",), ("discharge_summary",), ("bill", "discharge_summary"))))
    schedule["members"] = [member]

    spec = random_claim_spec(
        rng,
        policy_member=Member(
            member_id=claim_member,
            name=member["name"],
            gender=member["gender"],
            dob=date.fromisoformat(member["dob"]),
            covered_since=date.fromisoformat(member["covered_since"]),
        ),
        loss_date=loss,
        scenario=scenario,
        room_category=room_category,
        policy_number=policy["policy_id"],
        with_payment=rng.random() < 0.5,
        free_text=free_text,
    )
    if kind == "room_unranked":
        spec = spec.model_copy(update={"room_category": rng.choice(("Cabin", "Bay Bed"))})
    if kind in ("ped_within_waiting", "ped_served"):
        spec = spec.model_copy(
            update={"diagnosis": diagnosis, "chief_complaints": _complaints, "department": "Medicine"}
        )
    lines = [
        line for line in spec.line_items if line.category not in (LineCategory.OTHER, LineCategory.AMBULANCE)
    ]
    room_rate = spec.room_rate_per_day
    if isinstance(room_limit, int) and unpinned is None:
        room_rate = (
            (room_limit + rng.randint(10, 40) * 100)
            if over_room
            else min(room_rate, max(800, (room_limit * 9 // 10) // 100 * 100))
        )
        lines = [
            _with_rate(line, room_rate) if line.category is LineCategory.ROOM else line for line in lines
        ]
    if kind in ("icu_above_limit", "icu_unpinned"):
        over = _lowest_day_limit(fields, terms, "icu_limit", sum_insured)
        if over is None:
            return None
        lines = [
            _with_rate(line, over + rng.randint(10, 40) * 100) if line.category is LineCategory.ICU else line
            for line in lines
        ]
    elif isinstance(icu_limit, int):
        lines = [
            _with_rate(line, min(line.rate, icu_limit // 100 * 100))
            if line.category is LineCategory.ICU
            else line
            for line in lines
        ]
    if kind == "room_unpinned":
        lowest = _lowest_day_limit(fields, terms, "room_rent_limit", sum_insured)
        if lowest is not None:
            room_rate = max(room_rate, lowest + rng.randint(10, 40) * 100)
            lines = [_with_rate(x, room_rate) if x.category is LineCategory.ROOM else x for x in lines]
    if kind == "ambulance_sublimit":
        fare = rng.randint(25, 60) * 100
        lines.append(
            BillLine(description="Ambulance Charges", category=LineCategory.AMBULANCE, rate=fare, amount=fare)
        )
    if kind == "non_payable":
        for description, category, quantity, rate in rng.sample(LIST_I_ITEMS, rng.randint(2, 3)):
            q, r = rng.randint(*quantity), rng.randrange(rate[0], rate[1] + 1, 10)
            lines.append(
                BillLine(description=description, category=category, quantity=q, rate=r, amount=q * r)
            )
    delta = rng.choice((-1, 1)) * rng.randint(2, 40) * 50 if kind == "amount_mismatch" else 0
    spec = _replace_lines(spec, lines, delta=delta, room_rate_per_day=room_rate)
    if kind == "sum_insured_nearly_used":
        left = rng.randint(20, 60) * spec.bill_total // 100 // 100 * 100
        schedule["claims_paid_this_year"] = (
            sum_insured + int(schedule.get("cumulative_bonus") or 0) - max(left, 1000)
        )

    claimed = spec.bill_total
    if tpl.wording_deductible and schedule.get("deductible"):
        claimed = spec.bill_total - int(schedule["deductible"])  # SPEC §8: under a top-up, the bill less it
        if claimed <= 0:
            return None
    name = kind.replace("_", "-")
    if tpl.wording_deductible:
        name = f"top-up-{name}-" + ("deductible-set" if schedule.get("deductible") else "deductible-unset")
    case: dict[str, Any] = {
        "id": f"gen-{index:03d}-{name}",
        "generated": {"by": GENERATOR, "kind": kind, "template": tpl.source_case, "scenario": scenario},
        "scenario": f"Generated ({kind.replace('_', ' ')}): {spec.diagnosis}.",
        "policy": policy,
        "claim": {
            "member_id": claim_member,
            "loss_date": loss.isoformat(),
            "amount_claimed": claimed,
            "documents": documents,
        },
    }
    facts = CaseFacts(
        lines=tuple(Line(x.description, str(x.category), x.amount, x.days) for x in spec.line_items),
        bill_total=spec.bill_total,
        room_rate=spec.room_rate_per_day,
        conditions=frozenset(conditions),
        accident=accident,
        documents=tuple(documents),
        proportionate=tpl.proportionate,
        room_category=spec.room_category,
        icu_capped=tpl.icu_capped,
        category_referred=tpl.category_referred,
        unpinned=frozenset({unpinned} if unpinned else ()),
        injected=free_text is not None,
        wording_deductible=tpl.wording_deductible,
    )
    expected = label_case(case, fields, facts)
    if expected is None:
        return None
    case["expected"] = expected.to_json()
    case["working"] = list(expected.working)
    layouts = DocumentLayouts(
        bill=rng.choice(BILL_LAYOUTS), discharge_summary=rng.choice(DISCHARGE_LAYOUTS), scanned=scanned
    )
    case["layouts"] = {
        "bill": layouts.bill,
        "discharge_summary": layouts.discharge_summary,
        "scanned": sorted(scanned),
    }
    return Generated(case, spec, layouts, expected)


def _write(made: Generated, out: Path) -> None:
    """A generated case's folder: its rendered documents (the discharge summary only when the case lists it) and
    its ``case.json``."""
    folder = out / made.case["id"]
    write_claim_documents(made.spec, folder, made.layouts)
    if "discharge_summary.pdf" not in made.case["claim"]["documents"]:
        (folder / "discharge_summary.pdf").unlink()
    (folder / "case.json").write_text(json.dumps(made.case, indent=2, ensure_ascii=False) + "\n")


def generate(
    golden_claims: Path, policies: Path, out: Path, *, count: int, seed: int, test_documents: frozenset[str]
) -> list[Generated]:
    """Write ``count`` labelled cases (round robin over templates and kinds) into ``out``."""
    rng = random.Random(seed)
    tpls = templates(golden_claims, test_documents)
    if not tpls:
        raise ValueError("no development template among the golden cases")
    written: list[Generated] = []
    attempts = 0
    while len(written) < count and attempts < count * 10:
        # kinds in turn, each on the next template that fits it: every kind is spread over the wordings, and a
        # kind only some wordings fit (an ICU cap, a room category) still gets its turn
        kind = KINDS[attempts % len(KINDS)]
        first = attempts // len(KINDS) + attempts
        attempts += 1
        made = None
        for step in range(len(tpls)):
            tpl = tpls[(first + step) % len(tpls)]
            document = tpl.policy["document"]
            if Path(document).name in test_documents:
                raise ValueError(f"{document} is a test wording: generated cases are development data only")
            fields = json.loads((policies / f"{Path(document).stem}.json").read_text())["fields"]
            made = build_case(tpl, kind, rng, len(written) + 1, fields)
            if made is not None:
                break
        if made is None:
            continue
        _write(made, out)
        written.append(made)
    return written


def generate_top_up(
    golden_claims: Path, policies: Path, out: Path, *, start: int, seed: int, test_documents: frozenset[str]
) -> list[Generated]:
    """Write the :data:`TOP_UP_KINDS` cases on each top-up development wording, numbered from ``start``."""
    rng = random.Random(seed)
    written: list[Generated] = []
    for tpl, fields in top_up_templates(golden_claims, policies, test_documents):
        for kind, deductible in TOP_UP_KINDS:
            for _attempt in range(5):
                one = copy.deepcopy(tpl)
                one.policy["schedule"]["deductible"] = deductible
                made = build_case(one, kind, rng, start + len(written), fields)
                if made is not None:
                    break
            if made is None:
                continue
            _write(made, out)
            written.append(made)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Write generated labelled claim cases on development wordings."
    )
    parser.add_argument("golden_claims", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument(
        "--policies", type=Path, default=None, help="golden policy labels (default: ../policies)"
    )
    parser.add_argument("--count", type=int, default=140)
    parser.add_argument("--seed", type=int, default=20261202)
    parser.add_argument(
        "--top-up-only",
        action="store_true",
        help="keep the cases already written and add the top-up cases after them (numbered on)",
    )
    args = parser.parse_args(argv)
    split = json.loads((args.golden_claims.parent / "split.json").read_text())
    test = frozenset(Path(d).name for d in split["test_documents"])
    policies = args.policies or args.golden_claims.parent / "policies"
    made: list[Generated] = []
    if not args.top_up_only:
        if args.out.exists():
            for child in args.out.glob("gen-*"):
                shutil.rmtree(child)
        made = generate(
            args.golden_claims, policies, args.out, count=args.count, seed=args.seed, test_documents=test
        )
    else:
        for child in args.out.glob("gen-*-top-up-*"):
            shutil.rmtree(child)
    start = len([c for c in args.out.glob("gen-*") if c.is_dir()]) + 1
    made += generate_top_up(
        args.golden_claims, policies, args.out, start=start, seed=args.seed, test_documents=test
    )
    kinds: dict[str, int] = {}
    for g in made:
        kinds[g.case["generated"]["kind"]] = kinds.get(g.case["generated"]["kind"], 0) + 1
    print(f"{len(made)} cases written to {args.out}: {json.dumps(kinds)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
