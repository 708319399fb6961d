"""Random but self-consistent claim content: who, where, when, what was treated and what it cost.

Seeded and deterministic: the same (family, seed, index) always gives the same :class:`ClaimTruth`.
Names, hospitals and treatments are invented for this generator; amounts are whole rupees.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from clausetrail.synthetic.layouts.family import LayoutFamily
from clausetrail.synthetic.layouts.truth import ClaimTruth, PharmacyItem, TruthLine

FIRST_MALE = (
    "Rajesh",
    "Anil",
    "Suresh",
    "Vikram",
    "Arjun",
    "Mohammed",
    "Karthik",
    "Sanjay",
    "Harish",
    "Gurpreet",
    "Ravi",
    "Deepak",
    "Joseph",
    "Venkatesh",
    "Amit",
    "Prakash",
    "Naveen",
    "Imran",
    "Rohit",
    "Sunil",
)
FIRST_FEMALE = (
    "Priya",
    "Lakshmi",
    "Anjali",
    "Fatima",
    "Kavita",
    "Sunita",
    "Meena",
    "Deepa",
    "Shalini",
    "Ritu",
    "Geeta",
    "Nandini",
    "Pooja",
    "Mary",
    "Farah",
    "Radha",
    "Swati",
    "Asha",
    "Rekha",
    "Divya",
)
SURNAMES = (
    "Sharma",
    "Kumar",
    "Reddy",
    "Iyer",
    "Nair",
    "Patel",
    "Singh",
    "Gupta",
    "Das",
    "Khan",
    "Menon",
    "Joshi",
    "Rao",
    "Banerjee",
    "Pillai",
    "Verma",
    "Chatterjee",
    "Naidu",
    "Kulkarni",
    "D'Souza",
    "Mehta",
)
MIDDLE_MALE = ("", "", "", "Kumar", "Prasad", "Lal", "Chandra", "Mohan")
MIDDLE_FEMALE = ("", "", "", "Devi", "Bai", "Rani", "Kumari")
HOSPITALS = (
    "Sunrise Multispeciality Hospital",
    "Lotus Care Hospitals",
    "Shanti Memorial Hospital",
    "Green Valley Medical Centre",
    "City Life Hospital & Research Centre",
    "Sri Sai Nursing Home",
    "Aarogya Super Speciality Hospital",
    "Riverdale General Hospital",
    "Metro Heart & Surgical Institute",
    "Kaveri Medical Trust Hospital",
    "Pioneer Institute of Medical Sciences",
    "Janata Charitable Hospital",
)
CITIES = (
    "Pune",
    "Bengaluru",
    "Chennai",
    "Hyderabad",
    "Kolkata",
    "Jaipur",
    "Lucknow",
    "Kochi",
    "Indore",
    "Nagpur",
    "Coimbatore",
    "Bhubaneswar",
    "Ahmedabad",
    "Chandigarh",
    "Mysuru",
    "Vadodara",
)
DOCTORS = (
    "Dr. A. Mukherjee",
    "Dr. S. Raghavan",
    "Dr. P. K. Jain",
    "Dr. N. Fernandes",
    "Dr. R. Bhat",
    "Dr. V. Subramanian",
    "Dr. K. Ahuja",
    "Dr. M. Qureshi",
    "Dr. L. Thomas",
    "Dr. G. Saxena",
)
ROOMS: tuple[tuple[str, int, int], ...] = (
    ("General Ward", 1200, 2500),
    ("Semi Private", 2500, 4000),
    ("Twin Sharing", 3000, 4500),
    ("Single Private AC", 4000, 7000),
    ("Deluxe", 6000, 9000),
    ("Suite", 9000, 15000),
)


@dataclass(frozen=True, slots=True)
class Treatment:
    diagnosis: str
    icd: str
    procedure: str | None
    stay: tuple[int, int]
    icu_chance: float
    implant: tuple[str, int, int] | None = None


TREATMENTS: tuple[Treatment, ...] = (
    Treatment("Acute appendicitis", "K35.80", "Laparoscopic appendicectomy", (2, 4), 0.1),
    Treatment("Calculous cholecystitis", "K80.00", "Laparoscopic cholecystectomy", (2, 5), 0.1),
    Treatment(
        "Senile mature cataract, right eye",
        "H25.9",
        "Phacoemulsification with IOL implantation, right eye",
        (0, 1),
        0.0,
        ("Foldable hydrophobic IOL", 9000, 28000),
    ),
    Treatment("Dengue fever with thrombocytopenia", "A97.1", None, (3, 6), 0.3),
    Treatment("Community acquired pneumonia", "J18.9", None, (3, 7), 0.4),
    Treatment(
        "Primary osteoarthritis of right knee",
        "M17.11",
        "Total knee replacement, right",
        (4, 7),
        0.2,
        ("Knee implant (cemented, posterior stabilised)", 60000, 120000),
    ),
    Treatment(
        "Coronary artery disease, double vessel",
        "I25.10",
        "Coronary angioplasty with drug eluting stent",
        (3, 6),
        0.9,
        ("Drug eluting coronary stent", 30000, 45000),
    ),
    Treatment(
        "Closed fracture shaft of left femur",
        "S72.302A",
        "Intramedullary nailing of left femur",
        (4, 8),
        0.2,
        ("Interlocking femoral nail with screws", 25000, 55000),
    ),
    Treatment(
        "Left ureteric calculus with hydronephrosis",
        "N20.1",
        "Ureteroscopic lithotripsy with DJ stenting",
        (1, 3),
        0.05,
        ("Double J ureteric stent", 2500, 6000),
    ),
    Treatment(
        "Right inguinal hernia",
        "K40.90",
        "Laparoscopic hernioplasty with mesh repair",
        (1, 3),
        0.05,
        ("Polypropylene mesh 15 x 15 cm", 6000, 14000),
    ),
    Treatment("Acute gastroenteritis with moderate dehydration", "A09", None, (2, 4), 0.1),
    Treatment("Multiple uterine fibroids", "D25.9", "Total laparoscopic hysterectomy", (3, 5), 0.1),
    Treatment("Type 2 diabetes mellitus with ketoacidosis", "E11.10", None, (3, 6), 0.8),
)

PHARMACY_ITEMS: tuple[tuple[str, int, int], ...] = (
    ("Inj. Ceftriaxone 1 g", 45, 120),
    ("Inj. Pantoprazole 40 mg", 40, 90),
    ("Tab. Paracetamol 650 mg", 2, 4),
    ("Inj. Ondansetron 4 mg", 15, 40),
    ("IV Fluid Ringer Lactate 500 ml", 35, 70),
    ("Inj. Tramadol 50 mg", 20, 45),
    ("Tab. Metformin 500 mg", 2, 6),
    ("Inj. Insulin Regular 10 ml", 150, 450),
    ("Syp. Lactulose 100 ml", 90, 180),
    ("Inj. Enoxaparin 40 mg", 280, 520),
    ("Tab. Atorvastatin 40 mg", 8, 20),
    ("IV Fluid NS 0.9% 500 ml", 30, 60),
    ("Cap. Omeprazole 20 mg", 4, 9),
    ("Inj. Piperacillin Tazobactam 4.5 g", 350, 650),
    ("Tab. Clopidogrel 75 mg", 6, 15),
)
CONSUMABLES: tuple[tuple[str, int, int], ...] = (
    ("IV Cannula 20G", 90, 180),
    ("Surgical Gloves (pair)", 30, 70),
    ("Infusion Set", 80, 160),
    ("Syringe 5 ml", 8, 15),
    ("Foley Catheter 16 Fr", 150, 300),
    ("Suture Vicryl 2-0", 350, 700),
    ("Crepe Bandage 10 cm", 90, 180),
    ("Disposable Drape Set", 600, 1400),
    ("ECG Electrodes", 15, 30),
)
TESTS: tuple[tuple[str, int, int], ...] = (
    ("Complete Blood Count", 300, 600),
    ("Liver Function Test", 600, 1200),
    ("Renal Function Test", 500, 1000),
    ("Serum Electrolytes", 400, 800),
    ("X-Ray Chest PA View", 400, 900),
    ("Ultrasound Abdomen", 1200, 2500),
    ("ECG 12 Lead", 250, 500),
    ("2D Echocardiography", 1800, 3500),
    ("CT Scan Abdomen", 4500, 9000),
    ("Blood Sugar Fasting", 80, 200),
    ("Urine Routine", 150, 300),
    ("Coagulation Profile", 700, 1400),
)
HEADINGS = {
    "room": "ROOM CHARGES",
    "icu": "ICU CHARGES",
    "nursing": "NURSING CHARGES",
    "doctor_fees": "PROFESSIONAL FEES",
    "surgeon_fees": "PROFESSIONAL FEES",
    "ot": "OPERATION THEATRE",
    "implants": "IMPLANTS",
    "diagnostics": "INVESTIGATIONS",
    "pharmacy": "PHARMACY",
    "consumables": "CONSUMABLES",
    "ambulance": "AMBULANCE",
    "other": "MISCELLANEOUS",
}
ROOM_WORDS = (
    "Room Rent ({cat})",
    "Room Charges - {cat}",
    "Bed Charges ({cat})",
    "Accommodation - {cat} Room",
)
ICU_WORDS = ("ICU Charges", "Intensive Care Unit Charges", "ICU Bed Charges", "Critical Care (ICU) Charges")


def _money(rng: random.Random, lo: int, hi: int, step: int = 50) -> int:
    return rng.randrange(lo // step, hi // step + 1) * step


def _bill_number(rng: random.Random, year: int) -> str:
    n = rng.randrange(1000, 99999)
    pattern = rng.randrange(5)
    if pattern == 0:
        return f"IP/{year % 100}-{year % 100 + 1}/{n:05d}"
    if pattern == 1:
        return f"FB{year}{n:06d}"
    if pattern == 2:
        return f"INV-{n}"
    if pattern == 3:
        return f"HSP/IPD/{year}/{n}"
    return f"B{rng.randrange(10, 99)}-{n:05d}"


def _line(desc: str, category: str, qty: int, rate: int, when: date | None) -> TruthLine:
    return TruthLine(
        description=desc, category=category, qty=qty, rate=rate, amount=qty * rate, service_date=when
    )


def _head_totals(lines: list[TruthLine]) -> list[int]:
    heads: dict[str, int] = {}
    for line in lines:
        heads[HEADINGS[line.category]] = heads.get(HEADINGS[line.category], 0) + line.amount
    return list(heads.values())


def generate_truth(family: LayoutFamily, seed: int, index: int) -> ClaimTruth:
    """One claim's content for ``family``; deterministic for (family, seed, index)."""
    rng = random.Random(f"{family.name}|{seed}|{index}")
    gender = rng.choice(("M", "F"))
    first = rng.choice(FIRST_MALE if gender == "M" else FIRST_FEMALE)
    middle = rng.choice(MIDDLE_MALE if gender == "M" else MIDDLE_FEMALE)
    surname = rng.choice([s for s in SURNAMES if s != middle])
    name = " ".join(p for p in (first, middle, surname) if p)
    title = rng.choice(("Mr.", "Shri", "")) if gender == "M" else rng.choice(("Mrs.", "Ms.", "Smt.", ""))
    age = rng.randrange(19, 84)
    treatment = rng.choice(TREATMENTS)
    admission = date(2024, 4, 1) + timedelta(days=rng.randrange(0, 900))
    stay = rng.randint(*treatment.stay)
    discharge = admission + timedelta(days=stay)
    stay_days = max(1, stay)
    icu = stay_days >= 2 and (family.force_icu or rng.random() < treatment.icu_chance)
    icu_days = rng.randint(1, min(3, stay_days - 1)) if icu else 0
    room_days = stay_days - icu_days
    cat, lo, hi = rng.choice(ROOMS)
    room_rate = _money(rng, lo, hi, 100)
    icu_rate = _money(rng, max(room_rate + 2000, 8000), 22000, 500) if icu else None
    detailed = family.detailed
    days = [admission + timedelta(days=min(i, stay)) for i in range(stay_days + 1)]

    def some_day() -> date:
        return rng.choice(days)

    lines: list[TruthLine] = [
        _line("Registration & Admission Charges", "other", 1, _money(rng, 300, 1000), admission),
        _line(rng.choice(ROOM_WORDS).format(cat=cat), "room", room_days, room_rate, admission),
    ]
    if icu_rate is not None:
        lines.append(_line(rng.choice(ICU_WORDS), "icu", icu_days, icu_rate, admission))
    lines.append(_line("Nursing Charges", "nursing", stay_days, _money(rng, 300, 900), admission))
    visits = max(1, stay_days + rng.randrange(0, 3))
    lines.append(
        _line("Consultant Visit Charges", "doctor_fees", visits, _money(rng, 500, 1500, 100), admission)
    )
    if treatment.procedure:
        when = admission + timedelta(days=min(1, stay))
        lines.append(_line("Surgeon Fees", "surgeon_fees", 1, _money(rng, 15000, 60000, 500), when))
        lines.append(_line("Anaesthetist Fees", "surgeon_fees", 1, _money(rng, 4000, 15000, 500), when))
        lines.append(_line("Operation Theatre Charges", "ot", 1, _money(rng, 8000, 30000, 500), when))
        if treatment.implant:
            desc, ilo, ihi = treatment.implant
            lines.append(_line(desc, "implants", 1, _money(rng, ilo, ihi, 100), when))
    tests = rng.sample(TESTS, rng.randint(5, 9) if detailed else rng.randint(2, 4))
    if detailed:
        lines += [
            _line(t, "diagnostics", rng.choice((1, 1, 2)), _money(rng, tl, th, 10), some_day())
            for t, tl, th in tests
        ]
    else:
        lines.append(
            _line("Laboratory Investigations", "diagnostics", 1, _money(rng, 1500, 8000), some_day())
        )
        t, tl, th = tests[0]
        lines.append(_line(t, "diagnostics", 1, _money(rng, tl, th, 10), some_day()))
    pharmacy_items: tuple[PharmacyItem, ...] = ()
    pharmacy_total: int | None = None
    pharmacy_number: str | None = None
    if family.pharmacy_separate:
        picks = rng.sample(PHARMACY_ITEMS, rng.randint(5, 10))
        pharmacy_items = tuple(
            PharmacyItem(
                description=d,
                batch=f"{rng.choice('ABCDEFGHKLMNP')}{rng.randrange(1000, 9999)}",
                qty=(q := rng.randint(1, 12)),
                rate=(r := rng.randint(lo_, hi_)),
                amount=q * r,
            )
            for d, lo_, hi_ in picks
        )
        pharmacy_total = sum(i.amount for i in pharmacy_items)
        pharmacy_number = f"PH/{admission.year}/{rng.randrange(10000, 99999)}"
        lines.append(
            _line(f"Pharmacy (as per Bill No. {pharmacy_number})", "pharmacy", 1, pharmacy_total, discharge)
        )
    elif detailed:
        for d, lo_, hi_ in rng.sample(PHARMACY_ITEMS, rng.randint(8, 14)):
            lines.append(_line(d, "pharmacy", rng.randint(1, 10), rng.randint(lo_, hi_), some_day()))
    else:
        lines.append(_line("Pharmacy & Medicines", "pharmacy", 1, _money(rng, 2000, 25000, 10), discharge))
    if detailed:
        for d, lo_, hi_ in rng.sample(CONSUMABLES, rng.randint(4, 8)):
            lines.append(_line(d, "consumables", rng.randint(1, 6), rng.randint(lo_, hi_), some_day()))
    else:
        lines.append(_line("Medical Consumables", "consumables", 1, _money(rng, 1000, 9000, 10), discharge))
    if rng.random() < 0.25:
        lines.append(_line("Ambulance Charges", "ambulance", 1, _money(rng, 1000, 3500, 100), admission))
    if rng.random() < 0.5:
        lines.append(_line("Diet Charges", "other", stay_days, _money(rng, 200, 600), admission))
    total = sum(line.amount for line in lines)
    room_amount = room_rate * room_days
    year = discharge.year
    return ClaimTruth(
        set_id=f"{family.name}-{seed}-{index:04d}",
        family=family.name,
        seed=seed,
        hospital=rng.choice(HOSPITALS),
        hospital_city=rng.choice(CITIES),
        patient_title=title,
        patient_name=name,
        age=age,
        gender=gender,
        uhid=f"UH{rng.randrange(100000, 999999)}",
        ip_number=f"IPD-{rng.randrange(10000, 99999)}",
        bill_number=_bill_number(rng, year),
        bill_date=discharge,
        admission_date=admission,
        discharge_date=discharge,
        diagnosis=treatment.diagnosis,
        icd_code=treatment.icd,
        procedure=treatment.procedure,
        treating_doctor=rng.choice(DOCTORS),
        room_category=cat,
        room_rate_per_day=room_rate,
        room_days=room_days,
        icu_rate_per_day=icu_rate,
        icu_days=icu_days,
        line_items=tuple(lines),
        bill_total=total,
        discount=(total // 20 // 100) * 100 if "discount" in family.extras else 0,
        advance_paid=(total // 2 // 5000) * 5000 if ({"advance", "deposit"} & family.extras) else 0,
        gst_included=room_amount * 5 // 105 if "gst" in family.extras else 0,
        pharmacy_bill_number=pharmacy_number,
        pharmacy_items=pharmacy_items,
        pharmacy_bill_total=pharmacy_total,
        summary_amounts=tuple(_head_totals(lines)) if family.summary_first else (),
        scanned=family.scanned,
    )
