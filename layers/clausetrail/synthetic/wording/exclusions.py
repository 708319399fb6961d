"""The IRDAI standard exclusions: waiting periods (Excl01-03) and permanent exclusions (Excl04-18).

Pure code, no I/O. PED: the standard clause in months or years, with an optional reduction table, with
plan-dependent periods; a PED definition with a 48-month look-back sits nearby as a distractor.
Specified diseases: one period, or a tiered list (90 days / 1 year / 2 years / 3 years) whose general
tier (the one with cataract and hernia) is the truth. Initial waiting: Excl03 in words or digits, or no
initial waiting at all (Excl03 missing, field left out). Codes are printed in one of four styles.
"""

from __future__ import annotations

from typing import Final

from clausetrail.synthetic.wording.context import Ctx
from clausetrail.synthetic.wording.model import Grid, Para, Place, Statement, Truth
from clausetrail.synthetic.wording.phrasing import count, months_phrase, number_words

CODE_STYLES: Final = ["Code- Excl{n:02d}", "Excl {n:02d}", "Code Excl {n:02d}", "Code-Excl{n:02d}"]
PED_FAMILIES: Final = ["standard_clause", "years_words", "with_reduction", "plan_dependent"]
SD_FAMILIES: Final = ["single_period", "tiered_list"]
INITIAL_FAMILIES: Final = ["standard_clause", "digits_heading", "absent"]
STANDARD: Final = {
    4: (
        "Investigation & Evaluation",
        "Expenses related to any admission primarily for diagnostics and evaluation purposes only are excluded.",
    ),
    5: (
        "Rest Cure, rehabilitation and respite care",
        "Expenses related to any admission primarily for enforced bed rest and not for receiving treatment are excluded.",
    ),
    6: (
        "Obesity/ Weight Control",
        "Expenses related to the surgical treatment of obesity that does not fulfil all the conditions laid down by the clinical protocols are excluded.",
    ),
    7: (
        "Change-of-Gender treatments",
        "Expenses related to any treatment, including surgical management, to change characteristics of the body to those of the opposite sex.",
    ),
    8: (
        "Cosmetic or plastic Surgery",
        "Expenses for cosmetic or plastic surgery or any treatment to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer.",
    ),
    9: (
        "Hazardous or Adventure sports",
        "Expenses related to any treatment necessitated due to participation as a professional in hazardous or adventure sports.",
    ),
    10: (
        "Breach of law",
        "Expenses for treatment directly arising from or consequent upon any Insured Person committing or attempting to commit a breach of law with criminal intent.",
    ),
    11: (
        "Excluded Providers",
        "Expenses incurred towards treatment in any hospital or by any Medical Practitioner specifically excluded by the Insurer and disclosed in its website.",
    ),
    12: (
        "Alcoholism and drug abuse",
        "Treatment for alcoholism, drug or substance abuse or any addictive condition and consequences thereof.",
    ),
    13: (
        "Custodial care",
        "Treatments received in health hydros, nature cure clinics, spas or similar establishments, or private beds registered as a nursing home attached to such establishments.",
    ),
    14: (
        "Dietary supplements",
        "Dietary supplements and substances that can be purchased without prescription, unless prescribed by a medical practitioner as part of hospitalisation.",
    ),
    15: (
        "Refractive Error",
        "Expenses related to the treatment for correction of eye sight due to refractive error less than 7.5 dioptres.",
    ),
    16: (
        "Unproven Treatments",
        "Expenses related to any unproven treatment, services and supplies for or in connection with any treatment.",
    ),
    17: (
        "Sterility and Infertility",
        "Expenses related to sterility and infertility, including contraception and assisted reproduction services.",
    ),
    18: (
        "Maternity Expenses",
        "Medical treatment expenses traceable to childbirth, including complicated deliveries and caesarean sections incurred during hospitalisation, except ectopic pregnancy.",
    ),
}
MAIN_LIST: Final = "Cataract; Benign prostatic hypertrophy; Hernia; Hydrocele; Fissure/Fistula in anus; Piles; Sinusitis; Gall bladder stones; Hysterectomy; Internal congenital anomaly"


def code(ctx: Ctx, n: int) -> str:
    style = ctx.families.setdefault("exclusion_codes", ctx.rng.choice(CODE_STYLES))
    return style.format(n=n)


def _heading(ctx: Ctx, n: int, title: str) -> str:
    c = code(ctx, n)
    return f"{title} ({c})" if ctx.rng.random() < 0.6 else f"{title} - {c}"


def ped(ctx: Ctx) -> Statement:
    rng, st = ctx.rng, Statement()
    family = ctx.pick("ped_waiting_period_months", PED_FAMILIES)
    truth = Truth("ped_waiting_period_months", family, key="ped")
    months = rng.choice([12, 24, 36, 36, 48])
    if rng.random() < 0.4:
        definition = (
            "Pre-Existing Disease means any condition, ailment, injury or disease that is/are diagnosed by a physician "
            "within 48 months prior to the effective date of the policy issued by the insurer."
        )
        st.add(
            Place.DEFINITIONS,
            Para(definition, label=ctx.label(Place.DEFINITIONS), title="Pre-Existing Disease"),
        )
    phrase = (
        months_phrase(rng, months)
        if family == "years_words" or rng.random() < 0.5
        else count(rng, months, "months")
    )
    if family == "years_words" and months % 12 == 0:
        years = months // 12
        phrase = f"{number_words(years)} ({years}) {'year' if years == 1 else 'years'}"
    quote = (
        f"shall be excluded until the expiry of {phrase} of continuous coverage after the date of inception "
        "of the first policy with us."
    )
    text = (
        "Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications "
        + quote
        + " In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase."
    )
    if family == "plan_dependent":
        other = rng.choice([m for m in (12, 24, 36, 48) if m != months])
        text += f" Under the {ctx.plans[-1] if len(ctx.plans) > 1 else 'Premier'} variant the waiting period is {count(rng, other, 'months')}."
        truth.any_of = [months, other]
    elif family == "with_reduction":
        options = [m for m in (24, 12) if m < months] or [months // 2]
        text += " The waiting period may be reduced on payment of additional premium as shown below:"
        truth.any_of = [months, *options]
    else:
        truth.value = months
    label = ctx.label(Place.WAITING)
    st.add(Place.WAITING, Para(text, label=label, title=_heading(ctx, 1, "Pre-Existing Diseases"), key="ped"))
    if family == "with_reduction":
        rows = [("Option", "PED waiting period"), ("Default", f"{months} months")]
        rows += [(f"Reduction {i + 1}", f"{m} months") for i, m in enumerate(options)]
        st.add(Place.WAITING, Grid(tuple(rows)))
    truth.clause, truth.quote = f"{label} ({code(ctx, 1)})", quote
    st.truth = truth
    return st


def specified(ctx: Ctx) -> Statement:
    rng, st = ctx.rng, Statement()
    family = ctx.pick("specific_disease_waiting_period_months", SD_FAMILIES)
    truth = Truth("specific_disease_waiting_period_months", family, key="sd")
    months = rng.choice([24, 24, 24, 12, 36])
    label = ctx.label(Place.WAITING)
    title = _heading(
        ctx, 2, rng.choice(["Specified disease/procedure waiting period", "Specific Waiting Period"])
    )
    if family == "single_period":
        quote = (
            f"Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until "
            f"the expiry of {months_phrase(rng, months)} of continuous coverage"
        )
        text = (
            quote
            + " after the date of inception of the first policy with us. List of specific diseases: "
            + MAIN_LIST
            + "."
        )
        st.add(Place.WAITING, Para(text, label=label, title=title, key="sd"))
    else:
        years = months // 12
        tier = f"{number_words(years).capitalize()} {'year' if years == 1 else 'years'} waiting period"
        intro = (
            "Expenses related to the treatment of the listed Conditions shall be excluded until the expiry of the "
            "period specified against each of them, of continuous coverage after the date of inception of the first policy."
        )
        st.add(Place.WAITING, Para(intro, label=label, title=title))
        st.add(Place.WAITING, Para("i. 90 days waiting period: Hypertension; Diabetes; Cardiac conditions."))
        quote = f"{tier}: {MAIN_LIST}."
        st.add(Place.WAITING, Para("ii. " + quote, key="sd"))
        if months != 36:
            st.add(
                Place.WAITING,
                Para(
                    "iii. Three years waiting period: Joint replacement unless arising from accident; Osteoarthritis; Morbid obesity."
                ),
            )
        truth.note = "tiered list; the general tier holds cataract and hernia"
    truth.value = months
    truth.clause, truth.quote = f"{label} ({code(ctx, 2)})", quote
    st.truth = truth
    return st


def initial(ctx: Ctx) -> Statement:
    rng, st = ctx.rng, Statement()
    family = ctx.pick("initial_waiting_period_days", INITIAL_FAMILIES, [4, 4, 1])
    if family == "absent":
        return st
    truth = Truth("initial_waiting_period_days", family, key="init", value=30)
    label = ctx.label(Place.WAITING)
    if family == "standard_clause":
        title = _heading(ctx, 3, rng.choice(["First 30 days waiting period", "30-day waiting period"]))
        quote = (
            f"Expenses related to the treatment of any illness within {count(rng, 30, 'days')} from the first policy "
            "commencement date shall be excluded except claims arising due to an accident"
        )
    else:
        title = _heading(ctx, 3, "30-day waiting period")
        quote = f"30-day waiting period - {code(ctx, 3)}"
        title = quote
    text = (
        (
            quote
            if family == "standard_clause"
            else "Expenses related to the treatment of any illness within thirty days "
            "from the first policy commencement date shall be excluded except claims arising due to an accident"
        )
        + ". This exclusion shall not apply if the Insured Person has continuous coverage for more than twelve months."
    )
    st.add(Place.WAITING, Para(text, label=label, title=title, key="init"))
    truth.clause, truth.quote = f"{label} ({code(ctx, 3)})", quote
    st.truth = truth
    return st


def permanent(ctx: Ctx) -> Statement:
    """Excl04-18 (some omitted) and the exclusion_codes truth over every code printed."""
    rng, st = ctx.rng, Statement()
    maternity_excluded = ctx.families.get("maternity_covered") == "not_covered"
    omit: set[int] = set()
    if rng.random() < 0.35:
        omit |= set(rng.sample([7, 11, 14, 17], rng.randrange(1, 3)))
    if not maternity_excluded:
        omit.add(18)
    printed = [n for n in (1, 2, 3) if n != 3 or ctx.families.get("initial_waiting_period_days") != "absent"]
    first = ""
    for n in range(4, 19):
        if n in omit:
            continue
        title, text = STANDARD[n]
        label = ctx.label(Place.EXCLUSIONS)
        key = "mat" if n == 18 else ("excl" if not first else "")
        st.add(Place.EXCLUSIONS, Para(text, label=label, title=f"{title} ({code(ctx, n)})", key=key))
        first = first or label
        if n == 18:
            ctx.families["excl18_label"] = label
        printed.append(n)
    codes = [f"Excl{n:02d}" for n in printed]
    st.truth = Truth(
        "exclusion_codes",
        ctx.families["exclusion_codes"],
        value=codes,
        key="excl",
        clause=f"{first} onwards",
        quote=f"{STANDARD[4][0]} ({code(ctx, 4)})",
    )
    return st
