"""Clauses that carry no Tier A truth: definitions, other benefits, general conditions, claim procedure.

Pure code, no I/O. They surround the field clauses so no field stands alone on a page, and some carry
numbers that look like the asked ones (a free-look period, a claim-notice limit in days, a cumulative
bonus percent, a health check-up amount, a hospice sub-limit).
"""

from __future__ import annotations

from random import Random
from typing import Final

from clausetrail.synthetic.wording.context import Ctx
from clausetrail.synthetic.wording.model import Para, Place, Statement

DEFINITIONS: Final = (
    (
        "Accident",
        "Accident means sudden, unforeseen and involuntary event caused by external, visible and violent means.",
    ),
    (
        "Any one Illness",
        "Any one illness means continuous period of illness and includes relapse within 45 days from the date of last consultation with the Hospital where treatment was taken.",
    ),
    (
        "AYUSH Hospital",
        "AYUSH Hospital is a healthcare facility wherein medical, surgical or para-surgical treatment procedures and interventions are carried out by AYUSH Medical Practitioner(s).",
    ),
    (
        "Cashless facility",
        "Cashless facility means a facility extended by the insurer to the insured where the payments, of the costs of treatment undergone by the insured in accordance with the policy terms and conditions, are directly made to the network provider.",
    ),
    (
        "Condition Precedent",
        "Condition Precedent means a policy term or condition upon which the Insurer's liability under the policy is conditional upon.",
    ),
    (
        "Congenital Anomaly",
        "Congenital Anomaly means a condition which is present since birth, and which is abnormal with reference to form, structure or position.",
    ),
    (
        "Co-payment",
        "Co-payment means a cost sharing requirement under a health insurance policy that provides that the policyholder/insured will bear a specified percentage of the admissible claims amount.",
    ),
    (
        "Cumulative Bonus",
        "Cumulative Bonus means any increase or addition in the Sum Insured granted by the insurer without an associated increase in premium.",
    ),
    (
        "Day Care Centre",
        "A day care centre means any institution established for day care treatment of illness and/or injuries or a medical setup with a hospital.",
    ),
    (
        "Deductible",
        "Deductible means a cost sharing requirement under a health insurance policy that provides that the insurer will not be liable for a specified rupee amount in case of indemnity policies.",
    ),
    (
        "Dental Treatment",
        "Dental treatment means a treatment related to teeth or structures supporting teeth including examinations, fillings, crowns, extractions and surgery.",
    ),
    (
        "Emergency Care",
        "Emergency care means management for an illness or injury which results in symptoms which occur suddenly and unexpectedly, and requires immediate care by a medical practitioner.",
    ),
    (
        "Hospital",
        "Hospital means any institution established for in-patient care and day care treatment of illness and/or injuries and which has been registered as a hospital with the local authorities.",
    ),
    (
        "Hospitalisation",
        "Hospitalisation means admission in a Hospital for a minimum period of 24 consecutive In-patient Care hours except for specified procedures/ treatments.",
    ),
    (
        "Illness",
        "Illness means a sickness or a disease or pathological condition leading to the impairment of normal physiological function and requires medical treatment.",
    ),
    (
        "Intensive Care Unit",
        "Intensive care unit means an identified section, ward or wing of a hospital which is under the constant supervision of a dedicated medical practitioner(s).",
    ),
    (
        "Medical Advice",
        "Medical Advice means any consultation or advice from a Medical Practitioner including the issuance of any prescription or follow-up prescription.",
    ),
    (
        "Network Provider",
        "Network Provider means hospitals or health care providers enlisted by an insurer, TPA or jointly by an Insurer and TPA to provide medical services to an insured by a cashless facility.",
    ),
    (
        "Notification of Claim",
        "Notification of claim means the process of intimating a claim to the insurer or TPA through any of the recognized modes of communication.",
    ),
    (
        "Portability",
        "Portability means the right accorded to individual health insurance policyholders to transfer the credit gained for pre-existing conditions and time bound exclusions.",
    ),
    (
        "Qualified Nurse",
        "Qualified nurse means a person who holds a valid registration from the Nursing Council of India or the Nursing Council of any state in India.",
    ),
    (
        "Reasonable and Customary Charges",
        "Reasonable and Customary charges means the charges for services or supplies, which are the standard charges for the specific provider and consistent with the prevailing charges in the geographical area.",
    ),
    (
        "Unproven/Experimental treatment",
        "Unproven/Experimental treatment means the treatment including drug experimental therapy which is not based on established medical practice in India.",
    ),
)
BENEFIT_FILLER: Final = (
    (
        "Cumulative Bonus",
        "For every claim free policy year, a cumulative bonus of {p}% of the base Sum Insured shall be provided, subject to a maximum of {m}% of the Sum Insured.",
    ),
    (
        "Restoration of Sum Insured",
        "Where the Sum Insured is exhausted during the Policy Year, it shall be restored once by 100%, to be used for subsequent claims for a different illness.",
    ),
    (
        "Health Check-up",
        "Expenses for a preventive health check-up are reimbursed once at the end of every block of two continuous claim-free policy years, up to Rs. {a:,}.",
    ),
    (
        "Domiciliary Hospitalisation",
        "Medical expenses for treatment at home for a period exceeding three consecutive days, which would otherwise have required hospitalisation, are covered.",
    ),
    (
        "Hospice Care",
        "Expenses for hospice care for terminally ill Insured Persons are payable up to {h}% of the Sum Insured once in a lifetime.",
    ),
    (
        "Daily Cash for Shared Accommodation",
        "A daily cash of Rs. {cash:,} per day is payable for every completed day of hospitalisation in shared accommodation in a Network Hospital, up to a maximum of 7 days.",
    ),
    (
        "Second Medical Opinion",
        "The Insured Person may obtain a second opinion from a Medical Practitioner in our network for a major illness diagnosed during the Policy Period.",
    ),
    (
        "Emergency Air Ambulance",
        "Air ambulance expenses up to Rs. {air:,} per hospitalisation are payable for an emergency life-threatening condition requiring immediate transfer.",
    ),
)
CONDITIONS: Final = (
    (
        "Disclosure of Information",
        "The policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis description or non-disclosure of any material fact.",
    ),
    (
        "Condition Precedent to Admission of Liability",
        "The terms and conditions of the policy must be fulfilled by the insured person for the Company to make any payment for claim(s) arising under the policy.",
    ),
    (
        "Claim Intimation",
        "In case of emergency hospitalisation, the claim must be intimated within {h} hours of admission; in case of planned hospitalisation, at least {d} days prior to admission.",
    ),
    (
        "Claim Documents",
        "The claim documents shall be submitted within {s} days from the date of discharge from the Hospital.",
    ),
    (
        "Complete Discharge",
        "Any payment to the policyholder, insured person or his/ her nominees or his/ her legal representative shall be a valid and complete discharge towards payment of claim.",
    ),
    (
        "Multiple Policies",
        "In case of multiple policies taken by an insured person during a period from one or more insurers to indemnify treatment costs, the insured person shall have the right to require a settlement of his/her claim in terms of any of his/her policies.",
    ),
    (
        "Fraud",
        "If any claim made by the insured person is in any respect fraudulent, all benefits under this policy and the premium paid shall be forfeited.",
    ),
    (
        "Cancellation",
        "The policyholder may cancel this policy by giving {c} days' written notice and in such an event, the Company shall refund premium for the unexpired policy period.",
    ),
    (
        "Migration",
        "The Insured Person will have the option to migrate the Policy to other health insurance products/plans offered by the Company at least 30 days before the policy renewal date.",
    ),
    (
        "Portability",
        "The insured person will have the option to port the policy to other insurers by applying to such insurer at least 30 days before the policy renewal date.",
    ),
    (
        "Moratorium Period",
        "After completion of sixty continuous months of coverage, no look back to be applied; this period of sixty months is called the moratorium period.",
    ),
    (
        "Possibility of Revision of Terms",
        "The Company, with prior approval of IRDAI, may revise or modify the terms of the policy including the premium rates; the insured person shall be notified three months before the changes are effected.",
    ),
    (
        "Nomination",
        "The policyholder is required at the inception of the policy to make a nomination for the purpose of payment of claims in the event of death of the policyholder.",
    ),
    (
        "Grievance Redressal",
        "In case of any grievance the insured person may contact the Company through the website, toll free number or e-mail; the grievance shall be resolved within 14 days.",
    ),
    (
        "Arbitration",
        "If any dispute or difference shall arise as to the quantum to be paid under the policy, such difference shall be referred to the decision of a sole arbitrator.",
    ),
)


def _fill(rng: Random, template: str) -> str:
    return template.format(
        p=rng.choice([10, 20, 25, 50]),
        m=rng.choice([50, 100]),
        a=rng.choice([2000, 3000, 5000]),
        h=rng.choice([10, 24, 48]),
        d=rng.choice([3, 7]),
        s=rng.choice([15, 30]),
        c=rng.choice([7, 15]),
        air=rng.choice([250000, 500000]),
        cash=rng.choice([500, 800, 1000, 1500]),
    )


def _unused(ctx: Ctx, rng: Random, pool: tuple[tuple[str, str], ...], n: int) -> list[tuple[str, str]]:
    """Up to ``n`` clauses of the pool not yet used in this wording (no clause appears twice)."""
    fresh = [item for item in pool if item[0] not in ctx.used_filler]
    chosen = rng.sample(fresh, min(n, len(fresh)))
    ctx.used_filler.update(title for title, _ in chosen)
    return chosen


def preamble(ctx: Ctx) -> Statement:
    st = Statement()
    text = (
        f"This Policy is a contract of insurance between You and {ctx.product.insurer}. We will cover the Insured "
        "Persons for Medical Expenses incurred during the Policy Period, subject to the terms, conditions, limits and "
        "exclusions of this Policy and the Policy Schedule."
    )
    st.add(Place.COVER, Para(text))
    return st


def definitions(ctx: Ctx, rng: Random, n: int) -> Statement:
    st = Statement()
    for title, text in _unused(ctx, rng, DEFINITIONS, n):
        st.add(Place.DEFINITIONS, Para(text, label=ctx.label(Place.DEFINITIONS), title=title))
    return st


def benefits(ctx: Ctx, rng: Random, n: int) -> Statement:
    st = Statement()
    for title, text in _unused(ctx, rng, BENEFIT_FILLER, n):
        st.add(Place.BENEFITS, Para(_fill(rng, text), label=ctx.label(Place.BENEFITS), title=title))
    return st


def conditions(ctx: Ctx, rng: Random, n: int) -> Statement:
    st = Statement()
    for title, text in _unused(ctx, rng, CONDITIONS, n):
        st.add(Place.CONDITIONS, Para(_fill(rng, text), label=ctx.label(Place.CONDITIONS), title=title))
    return st
