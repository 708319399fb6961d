"""What every field maker shares: the random source, the product, the numbering and the benefit table.

Pure code, no I/O.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any

from clausetrail.synthetic.wording.model import Grid, Para, Place, Statement, Truth, dedupe
from clausetrail.synthetic.wording.phrasing import band_label, money
from clausetrail.synthetic.wording.product import Numbering, Product

TABLE_TITLE = "Table of Benefits"


@dataclass(slots=True)
class Ctx:
    rng: Random
    product: Product
    num: Numbering
    use_table: bool  # the wording has a Table of Benefits with one column per plan
    table_rows: list[tuple[str, tuple[str, ...], str]] = field(default_factory=list)
    families: dict[str, str] = field(default_factory=dict)
    used_filler: set[str] = field(default_factory=set)  # titles of filler clauses already drawn

    @property
    def plans(self) -> list[str]:
        return self.product.plans

    def label(self, place: Place) -> str:
        return self.num.next(place)

    def money(self, amount: int) -> str:
        return money(self.rng, amount)

    def pick(self, name: str, families: list[str], weights: list[float] | None = None) -> str:
        """Choose a structure family for the field (plan_table only when the wording has a table)."""
        allowed = [f for f in families if f != "plan_table" or self.use_table]
        w = None if weights is None else [wt for f, wt in zip(families, weights, strict=True) if f in allowed]
        family = self.rng.choices(allowed, weights=w)[0]
        self.families[name] = family
        return family

    def table_row(self, label: str, cells: list[str], key: str) -> str:
        """Add a row to the Table of Benefits; returns the row as the text layer reads it."""
        self.table_rows.append((label, tuple(cells), key))
        return " ".join([label, *cells])

    def plan_truth(self, truth: Truth, per_plan: list[Any]) -> Truth:
        """Plan-dependent value: the schedule's plan when the specimen schedule names one, else any_of."""
        chosen = self.product.schedule_plan
        if chosen is not None:
            truth.value = per_plan[chosen]
            truth.note = f"{self.plans[chosen]} is the plan stated in the Policy Schedule section"
        else:
            options = dedupe(per_plan)
            if len(options) == 1:
                truth.value = options[0]
            else:
                truth.any_of = options
                truth.note = "plan-dependent: " + ", ".join(self.plans)
        return truth

    def band_grid(
        self, header: tuple[str, ...], values: Sequence[tuple[str, ...]], key: str
    ) -> tuple[Grid, str, int]:
        """A sum insured band table (band, then the cells of each value); returns it, its first data
        row as text and how many of ``values`` it printed (fewer when there are fewer SI options)."""
        bands = self.product.si_options
        n = min(len(values), len(bands))
        cuts = sorted(self.rng.sample(range(1, len(bands)), k=n - 1)) if n > 1 else []
        rows: list[tuple[str, ...]] = [header]
        start = 0
        for cut, cells in zip([*cuts, len(bands)], values[:n], strict=True):
            group = bands[start:cut]
            start = cut
            label = band_label(group[0])
            if len(group) > 1:
                label = f"{label} to {band_label(group[-1])[3:]}"
            rows.append((label, *cells))
        return Grid(tuple(rows), key=key), " ".join(rows[1]), n

    def clause(self, st: Statement, place: Place, title: str, text: str, key: str = "") -> str:
        """Add a numbered clause; returns its label."""
        label = self.label(place)
        st.add(place, Para(text=text, label=label, title=title, key=key))
        return label
