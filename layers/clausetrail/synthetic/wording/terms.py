"""Co-payment, pre/post-hospitalisation days, grace period and sum insured options.

Pure code, no I/O. Co-pay families: none stated, flat, by age, zone table (several percent columns),
Table of Benefits row, deferred to the schedule. Pre/post: one clause each, one combined sentence, a
Table of Benefits row, deferred. Grace: definition, renewal condition, with a monthly-instalment grace.
Sum insured: a list, a range in steps, a Table of Benefits row, deferred to the schedule.
"""

from __future__ import annotations

from typing import Any, Final

from clausetrail.synthetic.wording.context import TABLE_TITLE, Ctx
from clausetrail.synthetic.wording.model import Grid, Para, Place, Statement, Truth
from clausetrail.synthetic.wording.phrasing import (
    band_label,
    count,
    indian_grouping,
    lakh_words,
    number_words,
)

COPAY_FAMILIES: Final = ["none_stated", "flat", "age", "zone_table", "plan_table", "deferred"]
PRE_POST_FAMILIES: Final = ["separate_clauses", "combined_sentence", "plan_table", "deferred"]
GRACE_FAMILIES: Final = ["definition", "renewal_condition", "instalments"]
SI_FAMILIES: Final = ["list_clause", "range", "plan_table", "deferred"]


def copay(ctx: Ctx) -> Statement:
    rng, st = ctx.rng, Statement()
    family = ctx.pick("copay", COPAY_FAMILIES)
    truth = Truth("copay", family, key="copay")
    title = rng.choice(["Co-payment", "Co-Payment", "Co-pay"])
    place = rng.choice([Place.BENEFITS, Place.CONDITIONS])
    none: dict[str, Any] = {"percent": 0, "condition": None}
    if family == "none_stated":
        quote = rng.choice(
            [
                "There is no co-payment applicable under this Policy.",
                "No co-payment shall apply to any claim under this Policy.",
            ]
        )
        truth.value = none
    elif family == "flat":
        p = rng.choice([10, 15, 20, 30])
        quote = f"Each and every admissible claim under this Policy shall be subject to a co-payment of {p}%."
        truth.value = {"percent": p, "condition": "every claim"}
    elif family == "age":
        age, p = rng.choice([(60, 20), (61, 20), (65, 20), (60, 10), (75, 25)])
        quote = rng.choice(
            [
                f"A co-payment of {p}% on each admissible claim applies for Insured Persons aged {age + 1} years and above at entry.",
                f"Insured Persons whose age at the time of entry is above {age} years shall bear a co-payment of {p}% of each claim.",
            ]
        )
        truth.any_of = [none, {"percent": p, "condition": f"entry age above {age}"}]
    elif family == "zone_table":
        low, high = rng.choice([(10, 20), (5, 15), (10, 15)])
        rows: tuple[tuple[str, ...], ...] = (
            ("Premium zone", "Zone A", "Zone B", "Zone C"),
            ("Zone A", "0%", "0%", "0%"),
            ("Zone B", f"{low}%", "0%", "0%"),
            ("Zone C", f"{high}%", f"{low}%", "0%"),
        )
        label = ctx.clause(
            st,
            place,
            title,
            "Where the Insured Person takes treatment in a zone higher than the zone for which premium is paid, the following co-payment applies on each claim (columns: zone of treatment):",
        )
        st.add(place, Grid(rows, key="copay"))
        truth.any_of = [
            none,
            {"percent": low, "condition": "treatment one zone higher"},
            {"percent": high, "condition": "treatment two zones higher"},
        ]
        truth.clause, truth.quote = label, " ".join(rows[3])
        st.truth = truth
        return st
    elif family == "plan_table":
        pcts = [rng.choice([0, 0, 10, 20]) for _ in ctx.plans]
        quote = ctx.table_row("Co-payment", ["Nil" if p == 0 else f"{p}% per claim" for p in pcts], "copay")
        values = [none if p == 0 else {"percent": p, "condition": "every claim"} for p in pcts]
        ctx.plan_truth(truth, values)
        label = ctx.clause(
            st,
            place,
            title,
            f"Co-payment, where applicable to the plan opted, is as stated in the {TABLE_TITLE}.",
        )
        truth.clause, truth.quote = f"{label} / {TABLE_TITLE}", quote
        st.truth = truth
        return st
    else:  # deferred
        quote = "Co-payment, if opted, shall apply at the percentage specified in the Policy Schedule."
        truth.value = None
        truth.note = "percentage only in the schedule"
    label = ctx.clause(
        st, place, title, quote + " A co-payment does not reduce the Sum Insured.", key="copay"
    )
    truth.clause, truth.quote = label, quote
    st.truth = truth
    return st


def pre_post(ctx: Ctx) -> Statement:
    rng, st = ctx.rng, Statement()
    family = ctx.pick("pre_hospitalisation_days", PRE_POST_FAMILIES)
    ctx.families["post_hospitalisation_days"] = family
    pre_t = Truth("pre_hospitalisation_days", family, key="pre")
    post_t = Truth("post_hospitalisation_days", family, key="post")
    pre, post = rng.choice([(30, 60), (60, 90), (60, 180), (30, 90), (90, 180)])
    if family == "separate_clauses":
        q1 = f"Medical expenses incurred up to {count(rng, pre, 'days')} immediately before the Insured Person is hospitalised are covered"
        q2 = f"Medical expenses incurred up to {count(rng, post, 'days')} immediately after the Insured Person is discharged are covered"
        l1 = ctx.clause(
            st,
            Place.BENEFITS,
            "Pre-hospitalisation Expenses",
            q1 + ", provided the in-patient claim is admissible.",
            key="pre",
        )
        l2 = ctx.clause(
            st,
            Place.BENEFITS,
            "Post-hospitalisation Expenses",
            q2 + ", provided the in-patient claim is admissible.",
            key="post",
        )
        pre_t.value, pre_t.clause, pre_t.quote = pre, l1, q1
        post_t.value, post_t.clause, post_t.quote = post, l2, q2
    elif family == "combined_sentence":
        q = f"We will cover relevant medical expenses, including diagnostic tests, {count(rng, pre, 'days')} before the date of admission and {count(rng, post, 'days')} after the date of discharge."
        label = ctx.clause(st, Place.BENEFITS, "Pre and Post Hospitalisation", q, key="pre")
        pre_t.value, post_t.value = pre, post
        pre_t.clause = post_t.clause = label
        pre_t.quote = post_t.quote = q
        post_t.key = "pre"
    elif family == "plan_table":
        pres = sorted(rng.choice([30, 60]) for _ in ctx.plans)
        posts = sorted(rng.choice([60, 90, 180]) for _ in ctx.plans)
        qa = ctx.table_row("Pre-hospitalisation", [f"{d} days" for d in pres], "pre")
        qb = ctx.table_row("Post-hospitalisation", [f"{d} days" for d in posts], "post")
        label = ctx.clause(
            st,
            Place.BENEFITS,
            "Pre and Post Hospitalisation",
            f"Medical expenses before admission and after discharge are covered for the number of days stated in the {TABLE_TITLE}.",
        )
        ctx.plan_truth(pre_t, list(pres))
        ctx.plan_truth(post_t, list(posts))
        pre_t.clause = post_t.clause = f"{label} / {TABLE_TITLE}"
        pre_t.quote, post_t.quote = qa, qb
    else:  # deferred
        q = "Pre-hospitalisation and post-hospitalisation medical expenses are covered for the number of days specified in the Policy Schedule."
        label = ctx.clause(st, Place.BENEFITS, "Pre and Post Hospitalisation", q, key="pre")
        pre_t.clause = post_t.clause = label
        pre_t.quote = post_t.quote = q
        pre_t.note = post_t.note = "deferred to the schedule; no value printed"
        post_t.key = "pre"
    st.truths.extend([pre_t, post_t])
    return st


def grace(ctx: Ctx) -> Statement:
    rng, st = ctx.rng, Statement()
    family = ctx.pick("grace_period_days", GRACE_FAMILIES)
    truth = Truth("grace_period_days", family, key="grace", value=30)
    free_look = rng.choice([15, 30])
    distractor = f" The Insured Person shall be allowed a free look period of {number_words(free_look)} days from the date of receipt of the Policy document."
    if family == "definition":
        quote = f"The Grace Period for payment of the premium shall be {rng.choice(['thirty days', '30 days', 'thirty (30) days'])}."
        text = (
            "Grace Period means the specified period of time immediately following the premium due date during which a payment "
            "can be made to renew or continue a policy in force without loss of continuity benefits. " + quote
        )
        label = ctx.label(Place.DEFINITIONS)
        st.add(Place.DEFINITIONS, Para(text=text, label=label, title="Grace Period", key="grace"))
        truth.clause, truth.quote = f"{label} (Grace Period)", quote
        ctx.clause(st, Place.CONDITIONS, "Free Look Period", distractor.strip())
    elif family == "renewal_condition":
        quote = f"The Policy can be renewed within the Grace Period of {count(rng, 30, 'days')} to maintain continuity of benefits without break in policy."
        label = ctx.clause(
            st,
            Place.CONDITIONS,
            "Renewal of Policy",
            "The Policy shall ordinarily be renewable except on grounds of fraud or non-disclosure. "
            + quote
            + distractor,
            key="grace",
        )
        truth.clause, truth.quote = label, quote
    else:  # instalments
        quote = f"Grace Period of {count(rng, 15, 'days')} would be given to pay the instalment premium due for monthly mode"
        text = (
            quote
            + f" and of {count(rng, 30, 'days')} for quarterly, half-yearly and annual modes."
            + distractor
        )
        label = ctx.clause(st, Place.CONDITIONS, "Premium Payment in Instalments", text, key="grace")
        truth.value, truth.any_of = None, [30, 15]
        truth.clause, truth.quote = label, quote
    st.truth = truth
    return st


def _lakhs(amounts: list[int]) -> bool:
    return all(a < 10_000_000 and lakh_words(a) for a in amounts)


def _si_text(amounts: list[int]) -> str:
    """'Rs. 3 Lakh, 5 Lakh and 10 Lakh' or 'Rs. 3,00,000, Rs. 5,00,000 and ...'."""
    if _lakhs(amounts):
        parts = [str(lakh_words(a)) for a in amounts]
        head = "Rs. "
    else:
        parts = [f"Rs. {indian_grouping(a)}" for a in amounts]
        head = ""
    if len(parts) == 1:
        return head + parts[0]
    return head + ", ".join(parts[:-1]) + f" and {parts[-1]}"


def _si_cell(group: list[int]) -> str:
    """A Table of Benefits cell: '3/4/5 Lakh' or '50,00,000 / 1,00,00,000'."""
    if _lakhs(group):
        return "/".join(str(lakh_words(a)).removesuffix(" Lakh") for a in group) + " Lakh"
    return " / ".join(indian_grouping(a) for a in group)


def sum_insured(ctx: Ctx) -> Statement:
    rng, st = ctx.rng, Statement()
    family = ctx.pick("sum_insured_options", SI_FAMILIES)
    options = ctx.product.si_options
    truth = Truth("sum_insured_options", family, key="si")
    title = rng.choice(["Sum Insured", "Sum Insured Options", "Basis of Sum Insured"])
    if family == "list_clause":
        quote = f"The Sum Insured options available under this Policy are {_si_text(options)}."
        truth.value = options
    elif family == "range":
        step = rng.choice([100_000, 500_000])
        lo = options[0] - options[0] % step or step
        hi = lo + step * rng.randrange(2, 8)
        amounts = list(range(lo, hi + 1, step))
        quote = f"Sum Insured is available from {band_label(lo)} to {band_label(hi)} in multiples of {band_label(step)}."
        truth.value = amounts
        truth.note = "range enumerated"
        ctx.product.si_options = amounts
    elif family == "plan_table":
        cells = [_si_cell(group) for group in ctx.product.plan_si]
        quote = ctx.table_row("Sum Insured (Rs.)", cells, "si")
        label = ctx.clause(
            st, Place.BENEFITS, title, f"The Sum Insured options of each plan are shown in the {TABLE_TITLE}."
        )
        truth.value = options
        truth.clause, truth.quote = f"{label} / {TABLE_TITLE}", quote
        truth.note = "union over plans"
        st.truth = truth
        return st
    else:  # deferred
        quote = "The Sum Insured means the amount stated in the Policy Schedule against each Insured Person."
        truth.value = None
        truth.note = "no amounts listed in the wording"
    label = ctx.clause(st, Place.BENEFITS, title, quote, key="si")
    truth.clause, truth.quote = label, quote
    st.truth = truth
    return st
