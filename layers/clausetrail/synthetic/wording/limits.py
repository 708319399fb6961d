"""Room rent and ICU limits, each stated in one of several structures real wordings use.

Pure code, no I/O. Families: prose percent, "x% subject to a maximum of Rs y per day", room category,
rupees per day, no limit, a Table of Benefits row per plan, sum insured band rows, deferred to the schedule.
"""

from __future__ import annotations

from typing import Any, Final

from clausetrail.synthetic.wording.context import TABLE_TITLE, Ctx
from clausetrail.synthetic.wording.model import Place, Statement, Truth, limit

ROOM_CATEGORIES: Final = (
    "Single Private AC Room",
    "Single Standard A/C Room",
    "Twin Sharing Room",
    "Single Private Room",
    "Any room except Suite",
)
ROOM_FAMILIES: Final = [
    "prose_percent",
    "subject_to_max",
    "category",
    "amount_per_day",
    "no_limit",
    "plan_table",
    "si_band",
    "deferred",
]
ICU_FAMILIES: Final = [
    "prose_percent",
    "subject_to_max",
    "amount_per_day",
    "no_limit",
    "plan_table",
    "si_band",
]


def _room_option(ctx: Ctx, generous: int) -> tuple[dict[str, Any], str]:
    """A room limit and its short cell text; higher ``generous`` is a richer plan."""
    if generous == 0:
        p = ctx.rng.choice([1, 1, 2])
        return limit("percent_si_per_day", p), f"{p}% of SI per day"
    if generous == 1:
        cat = ctx.rng.choice(ROOM_CATEGORIES[:4])
        return limit("room_category", cat), cat
    return limit("no_limit"), ctx.rng.choice(["Up to SI", "No sub-limit", "At actuals"])


def room_rent(ctx: Ctx) -> Statement:
    rng, st = ctx.rng, Statement()
    family = ctx.pick("room_rent_limit", ROOM_FAMILIES)
    title = rng.choice(["Room Rent", "Room, Boarding and Nursing Expenses", "Accommodation charges"])
    truth = Truth("room_rent_limit", family, key="room")
    lead = rng.choice(
        [
            "Room, boarding and nursing expenses as provided by the Hospital",
            "Room rent, boarding and nursing charges",
            "Expenses on accommodation in the Hospital including nursing",
        ]
    )
    if family == "prose_percent":
        p = rng.choice([1, 1, 2])
        quote = f"{lead} are payable up to {p}% of the Sum Insured per day."
        text = quote + " Expenses on the room beyond this limit shall be borne by the Insured Person."
        truth.value = limit("percent_si_per_day", p)
    elif family == "subject_to_max":
        p, cap = rng.choice([1, 1, 2]), rng.choice([3000, 5000, 7500, 10000])
        per = rng.choice(["per day", "per day of hospitalisation"])
        quote = f"{lead} up to {p}% of the Sum Insured subject to a maximum of {ctx.money(cap)} {per}."
        text = quote + " Proportionate deduction applies to associated medical expenses."
        truth.value, truth.also = limit("percent_si_per_day", p), limit("amount_per_day", cap)
    elif family == "category":
        cat = rng.choice(ROOM_CATEGORIES)
        quote = rng.choice(
            [
                f"{lead} are covered up to a {cat}.",
                f"Room rent eligibility: {cat}.",
                f"{lead} in a {cat} are payable.",
            ]
        )
        text = quote + " If a higher category is chosen, associated expenses are paid in proportion."
        truth.value = limit("room_category", cat)
    elif family == "amount_per_day":
        amount = rng.choice([2000, 3000, 4000, 5000, 6000])
        quote = f"{lead} up to {ctx.money(amount)} per day."
        text = quote + " A day means a continuous period of 24 hours of admission."
        truth.value = limit("amount_per_day", amount)
    elif family == "no_limit":
        quote = rng.choice(
            [
                f"{lead} are payable at actuals, without any sub-limit on room rent.",
                f"{lead} are covered up to the Sum Insured with no room rent capping.",
            ]
        )
        text = quote
        truth.value = limit("no_limit")
    elif family == "plan_table":
        options = [_room_option(ctx, min(2, i + rng.randrange(2))) for i in range(len(ctx.plans))]
        quote = ctx.table_row("Room Rent", [cell for _, cell in options], "room")
        text = f"{lead} up to the limit specified against the plan opted in the {TABLE_TITLE}."
        ctx.plan_truth(truth, [value for value, _ in options])
        truth.clause = TABLE_TITLE
    elif family == "si_band":
        options = [_room_option(ctx, g) for g in (0, 1, 2)]
        grid, quote, n = ctx.band_grid(("Sum Insured", "Room rent limit"), [(c,) for _, c in options], "room")
        text = f"{lead} up to the limit shown below for the Sum Insured opted:"
        truth.any_of = [value for value, _ in options[:n]]
        label = ctx.clause(st, Place.BENEFITS, title, text)
        st.add(Place.BENEFITS, grid)
        truth.clause, truth.quote = label, quote
        st.truth = truth
        return st
    else:  # deferred
        if rng.random() < 0.5:
            quote = f"{lead} up to the room rent limit as specified in the Policy Schedule."
            truth.value = None
            truth.note = "deferred to the schedule; no value printed"
        else:
            cats = rng.sample(ROOM_CATEGORIES[:4], 2)
            quote = f"{lead} up to the eligible room category ({cats[0]} or {cats[1]}) as specified in the Policy Schedule."
            truth.any_of = [None, limit("room_category", cats[0]), limit("room_category", cats[1])]
            truth.note = "deferred to the schedule; the printed categories are the candidates"
        text = quote
    label = ctx.clause(st, Place.BENEFITS, title, text, key="" if family == "plan_table" else "room")
    if family == "plan_table":
        truth.clause = f"{label} / {TABLE_TITLE}"
    else:
        truth.clause, truth.quote = label, quote
    if truth.quote is None:
        truth.quote = quote
    st.truth = truth
    return st


def icu(ctx: Ctx) -> Statement:
    rng, st = ctx.rng, Statement()
    family = ctx.pick("icu_limit", ICU_FAMILIES)
    title = rng.choice(
        ["Intensive Care Unit", "ICU / ICCU Charges", "Intensive Care Unit (ICU/ICCU) expenses"]
    )
    truth = Truth("icu_limit", family, key="icu")
    lead = rng.choice(
        ["Intensive Care Unit (ICU/ICCU) charges", "ICU charges", "Expenses for admission in ICU/ICCU"]
    )
    if family == "prose_percent":
        p = rng.choice([2, 2, 4, 5])
        quote = f"{lead} are payable up to {p}% of the Sum Insured per day."
        truth.value = limit("percent_si_per_day", p)
    elif family == "subject_to_max":
        p, cap = rng.choice([2, 2, 3]), rng.choice([6000, 10000, 15000])
        quote = f"{lead} up to {p}% of the Sum Insured subject to a maximum of {ctx.money(cap)} per day."
        truth.value, truth.also = limit("percent_si_per_day", p), limit("amount_per_day", cap)
    elif family == "amount_per_day":
        amount = rng.choice([5000, 8000, 10000, 12000])
        quote = f"{lead} up to {ctx.money(amount)} per day."
        truth.value = limit("amount_per_day", amount)
    elif family == "no_limit":
        quote = rng.choice(
            [
                "Anaesthesia, blood, oxygen, operation theatre charges, ICU charges, surgical appliances, medicines and drugs.",
                f"{lead} are covered up to the Sum Insured.",
            ]
        )
        truth.value = limit("no_limit")
        truth.note = "ICU listed with no per-day limit"
    elif family == "plan_table":
        cells, values = [], []
        for i in range(len(ctx.plans)):
            if i + rng.randrange(2) >= 2:
                values.append(limit("no_limit"))
                cells.append("Up to SI")
            else:
                p = rng.choice([2, 2, 4])
                values.append(limit("percent_si_per_day", p))
                cells.append(f"{p}% of SI per day")
        quote = ctx.table_row("ICU Charges", cells, "icu")
        ctx.plan_truth(truth, values)
        label = ctx.clause(
            st, Place.BENEFITS, title, f"{lead} up to the limit specified in the {TABLE_TITLE}."
        )
        truth.clause, truth.quote = f"{label} / {TABLE_TITLE}", quote
        st.truth = truth
        return st
    else:  # si_band
        pcts = sorted(rng.sample([2, 3, 4, 5], 2))
        bands: list[tuple[str, ...]] = [
            (f"{pcts[0]}% of SI per day",),
            (f"{pcts[1]}% of SI per day",),
            ("Up to SI",),
        ]
        grid, quote, n = ctx.band_grid(("Sum Insured", "ICU limit"), bands, "icu")
        values = [
            limit("percent_si_per_day", pcts[0]),
            limit("percent_si_per_day", pcts[1]),
            limit("no_limit"),
        ]
        truth.any_of = values[:n]
        label = ctx.clause(
            st, Place.BENEFITS, title, f"{lead} up to the limit below for the Sum Insured opted:"
        )
        st.add(Place.BENEFITS, grid)
        truth.clause, truth.quote = label, quote
        st.truth = truth
        return st
    label = ctx.clause(st, Place.BENEFITS, title, quote, key="icu")
    truth.clause, truth.quote = label, quote
    st.truth = truth
    return st
