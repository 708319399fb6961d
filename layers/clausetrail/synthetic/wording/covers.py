"""Maternity, AYUSH, day care and organ donor covers in the structures real wordings use.

Pure code, no I/O. Maternity: a benefit clause with its waiting period in months or years, an optional
cover, a Table of Benefits row (only some plans), not covered (Excl18). The bool covers: a benefit
clause, a sub-limited clause, a Table of Benefits row, an exclusion (not covered), or no mention at all
(the field is then left out of the truth).
"""

from __future__ import annotations

from typing import Final

from clausetrail.synthetic.wording.context import TABLE_TITLE, Ctx
from clausetrail.synthetic.wording.model import Place, Statement, Truth
from clausetrail.synthetic.wording.phrasing import indian_grouping, months_phrase

MATERNITY_FAMILIES: Final = ["benefit_clause", "optional_cover", "plan_table", "not_covered"]
AYUSH_FAMILIES: Final = ["benefit_clause", "sub_limited", "plan_table", "excluded"]
DAY_CARE_FAMILIES: Final = ["benefit_clause", "definition_and_cover", "plan_table"]
DONOR_FAMILIES: Final = ["benefit_clause", "plan_table", "excluded", "absent"]


def maternity(ctx: Ctx) -> Statement:
    rng, st = ctx.rng, Statement()
    family = ctx.pick("maternity_covered", MATERNITY_FAMILIES, [3, 2, 2, 3])
    ctx.families["maternity_waiting_period_months"] = family
    covered = Truth("maternity_covered", family, key="mat")
    wait = Truth("maternity_waiting_period_months", family, key="matw")
    months = rng.choice([9, 12, 24, 24, 36, 48])
    title = rng.choice(["Maternity Expenses", "Maternity Benefit", "Maternity Cover"])
    amount = rng.choice([25000, 30000, 50000, 75000])
    newborn = " New born baby expenses are covered up to 90 days from birth within the maternity limit."
    wait_q = rng.choice(
        [
            f"This benefit is available only after a waiting period of {months_phrase(rng, months)} of continuous coverage",
            f"Delivery or termination within a waiting period of {months_phrase(rng, months)} is not covered",
        ]
    )
    if family == "not_covered":
        covered.value = False
        wait.value = None
        wait.note = "maternity not covered (Excl18)"
        wait.key = ""
        covered.clause = "Excl18"
        covered.quote = "Maternity Expenses"  # the Excl18 heading carries the page key
        st.truths.extend([covered, wait])
        return st
    if family == "benefit_clause":
        cover_q = f"We will cover medical expenses for the delivery of a child, including caesarean section, up to {ctx.money(amount)} per delivery"
        label = ctx.clause(st, Place.BENEFITS, title, f"{cover_q}. {wait_q}.{newborn}", key="mat")
    elif family == "optional_cover":
        cover_q = "Maternity Expenses (Optional Cover): If opted and specified in the Policy Schedule, we will cover medical expenses for delivery"
        label = ctx.clause(
            st,
            Place.BENEFITS,
            "Optional Covers",
            f"{cover_q}, up to {ctx.money(amount)}. {wait_q}.",
            key="mat",
        )
        covered.note = "optional cover"
    else:  # plan_table: only the richer plans cover maternity
        cells = ["Not covered"] + [
            f"Up to Rs {indian_grouping(amount * (i + 1))}" for i in range(len(ctx.plans) - 1)
        ]
        cover_q = ctx.table_row("Maternity", cells, "mat")
        label = ctx.clause(
            st,
            Place.BENEFITS,
            title,
            f"Where the plan opted covers maternity, expenses for delivery are payable up to the limit in the {TABLE_TITLE}. {wait_q}.",
            key="matw",
        )
        covered.note = "covered in some plans only"
    covered.value, covered.clause, covered.quote = True, label, cover_q
    wait.value, wait.clause, wait.quote = months, label, wait_q
    if family != "plan_table":
        wait.key = "mat"
    st.truths.extend([covered, wait])
    return st


def ayush(ctx: Ctx) -> Statement:
    rng, st = ctx.rng, Statement()
    family = ctx.pick("ayush_covered", AYUSH_FAMILIES, [3, 2, 2, 1])
    truth = Truth("ayush_covered", family, key="ayush", value=True)
    systems = "Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy"
    title = rng.choice(["AYUSH Treatment", "AYUSH Hospitalisation", "Non-Allopathic Treatment"])
    if family == "benefit_clause":
        quote = f"We will cover Medical Expenses incurred for Inpatient Care treatment under {systems} systems of medicines"
        label = ctx.clause(
            st, Place.BENEFITS, title, quote + " in an AYUSH Hospital, up to the Sum Insured.", key="ayush"
        )
    elif family == "sub_limited":
        amount = rng.choice([20000, 25000, 50000])
        quote = f"In-patient AYUSH treatment is covered up to {ctx.money(amount)} per policy year"
        label = ctx.clause(
            st,
            Place.BENEFITS,
            title,
            f"{quote}, when taken in a government or accredited AYUSH Hospital.",
            key="ayush",
        )
        truth.note = "sub-limited"
    elif family == "plan_table":
        quote = ctx.table_row("AYUSH Treatment", ["Up to SI"] * len(ctx.plans), "ayush")
        label = ctx.clause(
            st,
            Place.BENEFITS,
            title,
            f"In-patient treatment under {systems} is covered up to the limit in the {TABLE_TITLE}.",
        )
        label = f"{label} / {TABLE_TITLE}"
    else:  # excluded
        quote = "Treatment taken under any system of medicine other than Allopathy, including AYUSH, is not covered"
        label = ctx.clause(st, Place.EXCLUSIONS, "Non-Allopathic Treatment", quote + ".", key="ayush")
        truth.value = False
    truth.clause, truth.quote = label, quote
    st.truth = truth
    return st


def day_care(ctx: Ctx) -> Statement:
    rng, st = ctx.rng, Statement()
    family = ctx.pick("day_care_covered", DAY_CARE_FAMILIES)
    truth = Truth("day_care_covered", family, key="dc", value=True)
    title = rng.choice(["Day Care Treatment", "Day Care Procedures"])
    if family == "benefit_clause":
        quote = rng.choice(
            [
                "All day care procedures are covered.",
                "We will cover Medical Expenses for Day Care Treatments listed in Annexure I.",
            ]
        )
        label = ctx.clause(
            st,
            Place.BENEFITS,
            title,
            quote + " Treatment normally taken on an out-patient basis is not included.",
            key="dc",
        )
    elif family == "definition_and_cover":
        quote = "Medical expenses for Day Care Treatment requiring hospitalisation for less than 24 hours due to technological advancement are payable"
        label = ctx.clause(st, Place.BENEFITS, title, quote + ", up to the Sum Insured.", key="dc")
    else:  # plan_table
        quote = ctx.table_row("Day Care Treatment", ["Covered"] * len(ctx.plans), "dc")
        label = ctx.clause(
            st, Place.BENEFITS, title, f"Day Care Treatments are covered as per the {TABLE_TITLE}."
        )
        label = f"{label} / {TABLE_TITLE}"
    truth.clause, truth.quote = label, quote
    st.truth = truth
    return st


def organ_donor(ctx: Ctx) -> Statement:
    rng, st = ctx.rng, Statement()
    family = ctx.pick("organ_donor_covered", DONOR_FAMILIES, [3, 2, 1, 1])
    if family == "absent":
        return st
    truth = Truth("organ_donor_covered", family, key="donor", value=True)
    title = rng.choice(["Organ Donor Expenses", "Donor Expenses"])
    if family == "benefit_clause":
        quote = (
            "We will cover the in-patient Medical Expenses incurred for harvesting the organ from the donor"
        )
        label = ctx.clause(
            st,
            Place.BENEFITS,
            title,
            quote + ", where the Insured Person is the recipient and the claim is admissible.",
            key="donor",
        )
    elif family == "plan_table":
        quote = ctx.table_row("Organ Donor", ["Up to SI"] * len(ctx.plans), "donor")
        label = ctx.clause(
            st,
            Place.BENEFITS,
            title,
            f"Donor's in-patient expenses for harvesting an organ are covered as per the {TABLE_TITLE}.",
        )
        label = f"{label} / {TABLE_TITLE}"
    else:  # excluded
        quote = "Any expenses incurred on the organ donor for harvesting of the organ are not payable"
        label = ctx.clause(st, Place.EXCLUSIONS, "Organ Donor", quote + ".", key="donor")
        truth.value = False
    truth.clause, truth.quote = label, quote
    st.truth = truth
    return st
