"""An invented product: insurer, name, UIN, sum insured options, plans, numbering style.

Pure code, no I/O. Names and insurer codes are made up; the UIN follows the IRDAI shape
``<insurer code>HLIP<yy><nnn>V<version><fy>`` with a code no real
insurer uses.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from typing import Final

from clausetrail.synthetic.wording.model import Place

#: invented insurers and their (made-up) three-letter IRDAI-style codes
INSURERS: Final = (
    ("Kaveri Health Insurance Company Limited", "Kaveri Health", "KVR"),
    ("Sahyadri General Insurance Company Limited", "Sahyadri General", "SYG"),
    ("Trivikram Health Insurance Limited", "Trivikram Health", "TVK"),
    ("Meghdoot General Insurance Co. Ltd.", "Meghdoot General", "MGD"),
    ("Vindhya Arogya Insurance Company Limited", "Vindhya Arogya", "VDA"),
    ("Nilgiri Mutual Health Insurance Limited", "Nilgiri Mutual", "NGM"),
    ("Pragati Swasthya General Insurance Limited", "Pragati Swasthya", "PGS"),
    ("Chinar Valley Health Insurance Company Limited", "Chinar Valley", "CVH"),
    ("Godavari Shield General Insurance Limited", "Godavari Shield", "GVS"),
    ("Aravalli Care Health Insurance Limited", "Aravalli Care", "AVC"),
)
_FIRST: Final = (
    "Swasthya",
    "Parivar",
    "Jeevan",
    "Kushal",
    "Suraksha",
    "Medi",
    "Health",
    "Sampoorna",
    "Ujjwal",
    "Niramay",
)
_SECOND: Final = (
    "Kavach",
    "Anchor",
    "Vardhan",
    "Shield",
    "Guard",
    "Sathi",
    "Raksha",
    "Pillar",
    "Sambal",
    "Prime",
)
_TAIL: Final = ("", " Plus", " Max", " Gold", " Secure", " Family Floater", " Elite")
_SUFFIX: Final = (" Policy", " Insurance Policy", " Health Insurance", "")
SI_LADDER: Final = (
    100_000,
    200_000,
    300_000,
    400_000,
    500_000,
    750_000,
    1_000_000,
    1_500_000,
    2_000_000,
    2_500_000,
    3_000_000,
    5_000_000,
    7_500_000,
    10_000_000,
)
_ROMAN: Final = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")
_LETTERS: Final = "ABCDEFGHIJ"
SECTION_ORDER: Final = (Place.DEFINITIONS, Place.BENEFITS, Place.WAITING, Place.EXCLUSIONS, Place.CONDITIONS)


@dataclass(slots=True)
class Product:
    insurer: str
    short_insurer: str
    code: str
    name: str
    uin: str
    si_options: list[int]
    plans: list[str]  # e.g. ["Plan A", "Plan B", "Plan C"]; one plan means no plan columns
    plan_si: list[list[int]]  # sum insured options of each plan
    schedule_plan: int | None  # index of the plan the specimen schedule states, if any


@dataclass(slots=True)
class Numbering:
    """Section and clause labels in one of the IRDAI-wording styles."""

    style: str  # decimal | roman | letter
    combined_exclusions: bool  # waiting periods and exclusions in one section
    counters: dict[Place, int] = field(default_factory=dict)

    def section_index(self, place: Place) -> int:
        order = [p for p in SECTION_ORDER if not (self.combined_exclusions and p == Place.EXCLUSIONS)]
        target = Place.WAITING if self.combined_exclusions and place == Place.EXCLUSIONS else place
        return order.index(target) + 2  # section 1 is the preamble

    def section_label(self, place: Place) -> str:
        n = self.section_index(place)
        if self.style == "roman":
            return _ROMAN[n - 1]
        if self.style == "letter":
            return f"Section {_LETTERS[n - 1]}"
        return str(n)

    def next(self, place: Place) -> str:
        """The next clause label of the place's section ('4.2', 'IV.2', 'D2')."""
        shared = Place.WAITING if self.combined_exclusions and place == Place.EXCLUSIONS else place
        self.counters[shared] = self.counters.get(shared, 0) + 1
        i = self.counters[shared]
        n = self.section_index(place)
        if self.style == "roman":
            return f"{_ROMAN[n - 1]}.{i}"
        if self.style == "letter":
            return f"{_LETTERS[n - 1]}{i}"
        return f"{n}.{i}"


def draw_product(rng: Random) -> Product:
    insurer, short, code = rng.choice(INSURERS)
    name = f"{rng.choice(_FIRST)} {rng.choice(_SECOND)}{rng.choice(_TAIL)}{rng.choice(_SUFFIX)}".strip()
    year = rng.randrange(19, 26)
    uin = (
        f"{code}HLIP{year:02d}{rng.randrange(1, 600):03d}V{rng.randrange(1, 10):02d}{year - 1:02d}{year:02d}"
    )
    n_plans = rng.choice([1, 1, 2, 3, 3, 4])
    start = rng.randrange(0, 5)
    ladder = list(SI_LADDER[start:])
    per_plan = max(2, min(4, len(ladder) // n_plans))
    plan_si = [ladder[i * per_plan : (i + 1) * per_plan] for i in range(n_plans)]
    plan_si = [options for options in plan_si if options]
    n_plans = len(plan_si)
    if n_plans == 1:
        plans = ["Base"]
    else:
        plans = rng.choice(
            [
                [f"Plan {c}" for c in "ABCD"[:n_plans]],
                ["Silver", "Gold", "Platinum", "Diamond"][:n_plans],
                ["Essential", "Classic", "Premiere", "Supreme"][:n_plans],
            ]
        )
    si_options = sorted({a for options in plan_si for a in options})
    schedule_plan = rng.randrange(n_plans) if n_plans > 1 and rng.random() < 0.25 else None
    return Product(insurer, short, code, name, uin, si_options, plans, plan_si, schedule_plan)


def draw_numbering(rng: Random) -> Numbering:
    return Numbering(
        style=rng.choice(["decimal", "decimal", "roman", "letter"]), combined_exclusions=rng.random() < 0.5
    )
