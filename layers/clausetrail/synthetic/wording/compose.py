"""Compose one wording from a seed: identity, field statements interleaved with filler, annexures.

Pure code, no I/O. Field values and structures come from ``Random(seed)``; the filler comes from a second
source so the page-count loop in :mod:`.generate` can add filler without changing any field.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from typing import Any

from clausetrail.synthetic.wording import annex, covers, exclusions, filler, limits, sublimits, terms
from clausetrail.synthetic.wording.context import TABLE_TITLE, Ctx
from clausetrail.synthetic.wording.model import Block, Grid, Heading, Para, Place, Statement, Truth
from clausetrail.synthetic.wording.product import draw_numbering, draw_product

IDENTITY_FAMILIES = {
    "insurer_name": ["cover", "definition", "footer"],
    "product_name": ["cover", "header"],
    "uin": ["cover", "header", "footer"],
}
SECTION_TITLES = {
    Place.DEFINITIONS: ["DEFINITIONS", "Definitions of words and terms"],
    Place.BENEFITS: ["BENEFITS COVERED UNDER THE POLICY", "COVERAGE", "What is covered"],
    Place.WAITING: ["WAITING PERIODS", "EXCLUSIONS", "Waiting periods and exclusions"],
    Place.EXCLUSIONS: ["PERMANENT EXCLUSIONS", "STANDARD EXCLUSIONS", "What is not covered"],
    Place.CONDITIONS: ["GENERAL TERMS AND CONDITIONS", "General Conditions", "CLAIM AND POLICY CONDITIONS"],
}


@dataclass(slots=True)
class Wording:
    name: str
    cover: list[str]  # title lines, the first drawn large
    header: str | None
    footer: str | None
    columns: int
    font_size: float
    sections: list[tuple[Place, str]]  # (place, printed heading) in drawing order
    blocks: dict[Place, list[Block]]
    truths: list[Truth]
    families: dict[str, str]


def _identity(ctx: Ctx, st: Statement) -> tuple[list[str], str | None, str | None]:
    p = ctx.product
    fam = {name: ctx.pick(name, options) for name, options in IDENTITY_FAMILIES.items()}
    cover = [p.name if fam["product_name"] == "cover" else "Policy Wording"]
    header = footer = None
    if fam["insurer_name"] == "cover":
        cover.insert(0, p.insurer)
    if fam["uin"] == "cover":
        cover.append(f"UIN: {p.uin}")
    if fam["product_name"] == "header" or fam["uin"] == "header":
        parts = [f"Product Name: {p.name}" if fam["product_name"] == "header" else p.short_insurer]
        if fam["uin"] == "header":
            parts.append(f"UIN: {p.uin}")
        header = " | ".join(parts)
    if fam["insurer_name"] == "footer" or fam["uin"] == "footer":
        parts = [
            f"{p.insurer}, Regd. Office: 14 Lake Road, Pune 411001"
            if fam["insurer_name"] == "footer"
            else p.short_insurer
        ]
        if fam["uin"] == "footer":
            parts.append(f"Unique Identification No.: {p.uin}")
        footer = " | ".join(parts)
    if fam["insurer_name"] == "definition":
        text = f"Company/We/Our/Us means {p.insurer}."
        st.add(
            Place.DEFINITIONS, Para(text, label=ctx.label(Place.DEFINITIONS), title="Company", key="insurer")
        )
    quotes = {
        "insurer_name": {
            "cover": p.insurer,
            "footer": f"{p.insurer}, Regd. Office",
            "definition": f"Company/We/Our/Us means {p.insurer}",
        },
        "product_name": {"cover": p.name, "header": f"Product Name: {p.name}"},
        "uin": {
            "cover": f"UIN: {p.uin}",
            "header": f"UIN: {p.uin}",
            "footer": f"Unique Identification No.: {p.uin}",
        },
    }
    values = {"insurer_name": p.insurer, "product_name": p.name, "uin": p.uin}
    for name, family in fam.items():
        clause = "Definitions (Company)" if family == "definition" else family
        key = "insurer" if family == "definition" else "page1"
        st.truths.append(
            Truth(name, family, value=values[name], clause=clause, quote=quotes[name][family], key=key)
        )
    return cover, header, footer


def _run(ctx: Ctx, makers: list[Any], frng: Random, filler_fn: Any, n_filler: int) -> list[Statement]:
    """Call the makers in order with filler statements interleaved at random positions."""
    out: list[Statement] = []
    slots = sorted(frng.choices(range(len(makers) + 1), k=n_filler))
    for i, maker in enumerate([*makers, None]):
        while slots and slots[0] == i:
            slots.pop(0)
            out.append(filler_fn(ctx, frng, 1))
        if maker is not None:
            out.append(maker(ctx))
    return out


def compose(seed: int, scale: float = 1.0) -> Wording:
    rng = Random(seed)
    frng = Random(seed * 7919 + 13)
    product = draw_product(rng)
    num = draw_numbering(rng)
    ctx = Ctx(rng, product, num, use_table=len(product.plans) > 1 and rng.random() < 0.7)
    st0 = Statement()
    cover, header, footer = _identity(ctx, st0)
    statements = [st0, filler.preamble(ctx)]
    statements.append(filler.definitions(ctx, frng, round(frng.randrange(10, 20) * scale)))
    benefit_makers: list[Any] = [
        terms.sum_insured,
        limits.room_rent,
        limits.icu,
        terms.pre_post,
        covers.day_care,
        sublimits.ambulance,
        sublimits.cataract,
        sublimits.modern,
        covers.maternity,
        terms.copay,
    ]
    head, tail = benefit_makers[:3], benefit_makers[3:]
    rng.shuffle(tail)
    statements += _run(ctx, [*head, *tail], frng, filler.benefits, round(frng.randrange(2, 5) * scale))
    statements += [
        exclusions.ped(ctx),
        exclusions.specified(ctx),
        exclusions.initial(ctx),
        exclusions.permanent(ctx),
    ]
    statements += _run(ctx, [covers.ayush, covers.organ_donor], frng, filler.benefits, 1)
    statements += _run(ctx, [terms.grace], frng, filler.conditions, round(frng.randrange(6, 12) * scale))
    statements.append(annex.annexures(frng, scale))
    blocks: dict[Place, list[Block]] = {}
    truths: list[Truth] = []
    for st in statements:
        for place, items in st.blocks.items():
            blocks.setdefault(place, []).extend(items)
        truths.extend(st.truths)
    excl18 = ctx.families.get("excl18_label")
    for truth in truths:
        if truth.clause == "Excl18" and excl18:
            truth.clause = f"{excl18} (Excl18)"
    _annexures(ctx, blocks)
    sections = [
        (place, f"{num.section_label(place)}. {rng.choice(SECTION_TITLES[place])}")
        for place in (Place.DEFINITIONS, Place.BENEFITS, Place.WAITING, Place.EXCLUSIONS, Place.CONDITIONS)
        if not (num.combined_exclusions and place == Place.EXCLUSIONS)
    ]
    stem = "-".join(product.name.split())
    name = f"Syn{seed:04d}_{product.short_insurer.replace(' ', '')}_{stem}_{product.uin}"
    return Wording(
        name,
        cover,
        header,
        footer,
        rng.choice([1, 1, 2]),
        rng.choice([8.5, 9.0, 9.5]),
        sections,
        blocks,
        truths,
        dict(ctx.families),
    )


def _annexures(ctx: Ctx, blocks: dict[Place, list[Block]]) -> None:
    if not ctx.table_rows:
        return
    rows: list[tuple[str, ...]] = [("Benefit", *ctx.plans)]
    keys = [""]
    for label, cells, key in ctx.table_rows:
        rows.append((label, *cells))
        keys.append(key)
    blocks[Place.TABLE] = [Heading(f"Annexure I - {TABLE_TITLE}"), Grid(tuple(rows), keys_by_row=tuple(keys))]
    chosen = ctx.product.schedule_plan
    if chosen is not None:
        blocks[Place.SCHEDULE] = [
            Heading("Policy Schedule (specimen)"),
            Para(
                f"Plan opted: {ctx.plans[chosen]}. The benefits of the plan opted in the {TABLE_TITLE} apply to all Insured Persons."
            ),
        ]
