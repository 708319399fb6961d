"""Ambulance, cataract and modern-treatment sub-limits in the structures real wordings use.

Pure code, no I/O. Families: a rupee cap, "x% of SI or Rs y whichever is lower" / "subject to a maximum
of", no sub-limit, a Table of Benefits row per plan, sum insured band rows (cataract with a per-policy-year
distractor column), a per-treatment table (modern treatments). Distractors: air ambulance amounts next to
the road ambulance, a per-policy-year cap next to the per-eye one.
"""

from __future__ import annotations

from typing import Any, Final

from clausetrail.synthetic.wording.context import TABLE_TITLE, Ctx
from clausetrail.synthetic.wording.model import Grid, Place, Statement, Truth, dedupe, limit
from clausetrail.synthetic.wording.phrasing import indian_grouping

AMBULANCE_FAMILIES: Final = ["amount", "percent_or_amount", "no_limit", "plan_table", "si_band"]
CATARACT_FAMILIES: Final = ["amount_per_eye", "subject_to_max", "si_band", "plan_table", "no_limit"]
MODERN_FAMILIES: Final = ["percent_si", "amount", "no_limit", "per_treatment_table", "plan_table"]
MODERN_TREATMENTS: Final = (
    "Uterine Artery Embolization and HIFU",
    "Balloon Sinuplasty",
    "Deep Brain Stimulation",
    "Oral Chemotherapy",
    "Immunotherapy",
    "Intra vitreal injections",
    "Robotic surgeries",
    "Stereotactic radio surgeries",
    "Bronchical Thermoplasty",
    "Vaporisation of the prostrate",
    "IONM",
    "Stem cell therapy",
)


def _finish(st: Statement, truth: Truth, label: str, quote: str) -> Statement:
    truth.clause = truth.clause or label
    truth.quote = truth.quote or quote
    st.truth = truth
    return st


def ambulance(ctx: Ctx) -> Statement:
    rng, st = ctx.rng, Statement()
    family = ctx.pick("ambulance_limit", AMBULANCE_FAMILIES)
    truth = Truth("ambulance_limit", family, key="amb")
    title = rng.choice(["Road Ambulance", "Emergency Ambulance Cover", "Ambulance Charges"])
    lead = rng.choice(
        [
            "Expenses incurred on road ambulance services for transferring the Insured Person to a Hospital",
            "Reasonable charges for a registered road ambulance used in an emergency",
        ]
    )
    per = rng.choice(["per hospitalisation", "per policy year", "per event"])
    air = f" Air ambulance is payable separately up to {ctx.money(rng.choice([250000, 500000]))} per policy year."
    distract = air if rng.random() < 0.5 else ""
    if family == "amount":
        amount = rng.choice([1500, 2000, 2500, 3000, 5000])
        quote = f"{lead} are payable up to {ctx.money(amount)} {per}."
        truth.value = limit("amount", amount)
    elif family == "percent_or_amount":
        p, amount = rng.choice([1, 1, 2]), rng.choice([5000, 10000])
        quote = f"{lead} up to {p}% of the Sum Insured or {ctx.money(amount)}, whichever is lower, {per}."
        truth.any_of = [limit("percent_si", p), limit("amount", amount)]
        truth.also = limit("amount", amount)
    elif family == "no_limit":
        quote = f"{lead} are covered up to the Sum Insured."
        truth.value = limit("no_limit")
    elif family == "plan_table":
        amounts = sorted(rng.sample([1500, 2000, 2500, 3000, 4000, 5000], len(ctx.plans)))
        quote = ctx.table_row("Road Ambulance", [f"Up to Rs {indian_grouping(a)}" for a in amounts], "amb")
        ctx.plan_truth(truth, [limit("amount", a) for a in amounts])
        label = ctx.clause(
            st, Place.BENEFITS, title, f"{lead} up to the limit specified in the {TABLE_TITLE}.{distract}"
        )
        truth.clause = f"{label} / {TABLE_TITLE}"
        return _finish(st, truth, label, quote)
    else:  # si_band
        amounts = sorted(rng.sample([1000, 2000, 2500, 3000, 5000], 3))
        cells = [(f"Rs {indian_grouping(a)} {per}",) for a in amounts]
        grid, quote, n = ctx.band_grid(("Sum Insured", "Ambulance limit"), cells, "amb")
        truth.any_of = [limit("amount", a) for a in amounts[:n]]
        label = ctx.clause(
            st, Place.BENEFITS, title, f"{lead} are payable up to the following limits:{distract}"
        )
        st.add(Place.BENEFITS, grid)
        return _finish(st, truth, label, quote)
    label = ctx.clause(st, Place.BENEFITS, title, quote + distract, key="amb")
    return _finish(st, truth, label, quote)


def cataract(ctx: Ctx) -> Statement:
    rng, st = ctx.rng, Statement()
    family = ctx.pick("cataract_limit", CATARACT_FAMILIES)
    truth = Truth("cataract_limit", family, key="cat")
    title = rng.choice(["Cataract Treatment", "Cataract Surgery", "Limit for Cataract"])
    lead = rng.choice(["Expenses incurred on treatment of cataract", "Our liability for cataract surgery"])
    if family == "amount_per_eye":
        amount = rng.choice([20000, 25000, 30000, 40000, 50000, 60000])
        quote = f"{lead} shall not exceed {ctx.money(amount)} per eye"
        text = quote + rng.choice(["", f" and {ctx.money(amount * 2)} per policy year"]) + "."
        truth.value = limit("amount", amount)
    elif family == "subject_to_max":
        p, amount = rng.choice([10, 15, 20, 25]), rng.choice([40000, 50000, 60000])
        quote = f"{lead} up to {p}% of the Sum Insured subject to a maximum of {ctx.money(amount)} per eye"
        text = quote + "."
        truth.any_of = [limit("percent_si", p), limit("amount", amount)]
        truth.also = limit("amount", amount)
    elif family == "no_limit":
        quote = f"{lead} is covered up to the Sum Insured, without any sub-limit."
        text = quote
        truth.value = limit("no_limit")
    elif family == "plan_table":
        values: list[dict[str, Any]] = []
        cells: list[str] = []
        for i in range(len(ctx.plans)):
            if i == len(ctx.plans) - 1 and rng.random() < 0.5:
                values.append(limit("no_limit"))
                cells.append("Up to SI")
            else:
                amount = 25000 * (i + 1) + rng.choice([0, 5000, 15000])
                values.append(limit("amount", amount))
                cells.append(f"Rs {indian_grouping(amount)} per eye")
        quote = ctx.table_row("Cataract (per eye)", cells, "cat")
        ctx.plan_truth(truth, values)
        label = ctx.clause(
            st, Place.BENEFITS, title, f"{lead} is subject to the limit per eye in the {TABLE_TITLE}."
        )
        truth.clause = f"{label} / {TABLE_TITLE}"
        return _finish(st, truth, label, quote)
    else:  # si_band, with a per-policy-year distractor column
        eyes = sorted(rng.sample([20000, 25000, 30000, 40000, 50000, 60000, 75000], 3))
        bands = [(f"Up to {indian_grouping(a)}", f"Up to {indian_grouping(a * 2)}") for a in eyes]
        header = ("Sum Insured", "Per eye (Rs.)", "Per policy year (Rs.)")
        grid, quote, n = ctx.band_grid(header, bands, "cat")
        truth.any_of = [limit("amount", a) for a in eyes[:n]]
        label = ctx.clause(
            st, Place.BENEFITS, title, f"{lead} is subject to the limits in the following table:"
        )
        st.add(Place.BENEFITS, grid)
        return _finish(st, truth, label, quote)
    label = ctx.clause(st, Place.BENEFITS, title, text, key="cat")
    return _finish(st, truth, label, quote)


def modern(ctx: Ctx) -> Statement:
    rng, st = ctx.rng, Statement()
    family = ctx.pick("modern_treatment_limit", MODERN_FAMILIES)
    truth = Truth("modern_treatment_limit", family, key="mt")
    title = rng.choice(["Modern Treatment Methods and Advancement in Technologies", "Modern Treatments"])
    lead = (
        "The following procedures, wherever medically indicated, either as in-patient or as part of day care "
        "treatment in a Hospital, shall be covered"
    )
    listing = "; ".join(rng.sample(MODERN_TREATMENTS, 6)) + "."
    if family == "percent_si":
        p = rng.choice([25, 50, 50, 100])
        quote = f"Claims for modern treatments shall be payable up to {p}% of the Sum Insured during the Policy Period."
        truth.value = limit("percent_si", p)
    elif family == "amount":
        amount = rng.choice([100000, 200000, 300000, 500000])
        quote = f"The claim for each such treatment shall be limited to {ctx.money(amount)} per policy year."
        truth.value = limit("amount", amount)
    elif family == "no_limit":
        quote = "These treatments are covered up to the Sum Insured, without any sub-limit."
        truth.value = limit("no_limit")
    elif family == "plan_table":
        pcts = [rng.choice([25, 50]) for _ in ctx.plans]
        cells = [f"{p}% of SI" for p in pcts]
        if rng.random() < 0.5:
            cells[-1] = "Up to SI"
        values = [
            limit("no_limit") if c == "Up to SI" else limit("percent_si", p)
            for c, p in zip(cells, pcts, strict=True)
        ]
        quote = ctx.table_row("Modern Treatments", cells, "mt")
        ctx.plan_truth(truth, values)
        label = ctx.clause(
            st, Place.BENEFITS, title, f"{lead} up to the limit in the {TABLE_TITLE}: {listing}"
        )
        truth.clause = f"{label} / {TABLE_TITLE}"
        return _finish(st, truth, label, quote)
    else:  # per_treatment_table
        chosen = rng.sample(MODERN_TREATMENTS, 4)
        rows: list[tuple[str, ...]] = [("Treatment", "Limit")]
        values = []
        for name in chosen:
            if rng.random() < 0.5:
                p = rng.choice([10, 20, 25, 50])
                rows.append((name, f"{p}% of SI"))
                values.append(limit("percent_si", p))
            else:
                a = rng.choice([50000, 100000, 150000, 200000])
                rows.append((name, f"Rs {indian_grouping(a)}"))
                values.append(limit("amount", a))
        label = ctx.clause(
            st, Place.BENEFITS, title, f"{lead}, subject to the sub-limits indicated against each:"
        )
        st.add(Place.BENEFITS, Grid(tuple(rows), key="mt"))
        truth.any_of = dedupe(values)
        truth.note = "per-treatment table: every value accepted"
        return _finish(st, truth, label, " ".join(rows[1]))
    label = ctx.clause(st, Place.BENEFITS, title, f"{lead}: {listing} {quote}", key="mt")
    return _finish(st, truth, label, quote)
