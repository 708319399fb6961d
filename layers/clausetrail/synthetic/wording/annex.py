"""Annexure filler: List I (items not payable) and a list of day care procedures, as long as asked.

Pure code, no I/O.
"""

from __future__ import annotations

from random import Random
from typing import Final

from clausetrail.synthetic.wording.model import Para, Place, Statement

NON_PAYABLE: Final = (
    "Baby food",
    "Baby utilities charges",
    "Beauty services",
    "Belts/ braces",
    "Buds",
    "Cold pack/hot pack",
    "Carry bags",
    "Email / internet charges",
    "Food charges (other than patient's diet)",
    "Leggings",
    "Laundry charges",
    "Mineral water",
    "Sanitary pad",
    "Telephone charges",
    "Guest services",
    "Crepe bandage",
    "Diaper of any type",
    "Eyelet collar",
    "Slings",
    "Blood grouping and cross matching of donors samples",
    "Service charges where nursing charge also charged",
    "Television charges",
    "Surcharges",
    "Attendant charges",
    "Extra diet of patient",
    "Birth certificate",
    "Certificate charges",
    "Courier charges",
    "Conveyance charges",
    "Medical certificate",
    "Medical records",
    "Photocopies charges",
    "Mortuary charges",
    "Walking aids charges",
    "Oxygen cylinder (for usage outside the hospital)",
    "Spacer",
    "Spirometre",
    "Nebulizer kit",
    "Steam inhaler",
    "Armsling",
    "Thermometer",
    "Cervical collar",
    "Splint",
    "Diabetic foot wear",
    "Knee braces",
    "Knee immobilizer/shoulder immobilizer",
    "Lumbo sacral belt",
    "Nimbus bed or water or air bed charges",
    "Ambulance collar",
    "Ambulance equipment",
    "Abdominal binder",
    "Private nurses charges",
    "Sugar free tablets",
    "Creams powders lotions",
    "Digestion gels",
    "ECG electrodes",
    "Gloves",
    "Nebulisation kit",
    "Kidney tray",
    "Mask",
    "Ounce glass",
    "Oxygen mask",
    "Pelvic traction belt",
    "Pan can",
    "Trolly cover",
    "Urometer, urine jug",
    "Vasofix safety",
)
DAY_CARE: Final = (
    "Stapedotomy",
    "Myringoplasty",
    "Tympanoplasty",
    "Adenoidectomy",
    "Tonsillectomy",
    "Septoplasty",
    "Dacryocystorhinostomy",
    "Cataract surgery",
    "Excision of pterygium",
    "Vitrectomy",
    "Chemotherapy",
    "Radiotherapy",
    "Lithotripsy",
    "Coronary angiography",
    "Haemodialysis",
    "Hydrocele surgery",
    "Haemorrhoidectomy",
    "Fissurectomy",
    "Fistulectomy",
    "Arthroscopic knee surgery",
    "Carpal tunnel release",
    "Excision of ganglion",
    "Incision and drainage of abscess",
    "Endoscopic removal of foreign body",
    "Percutaneous nephrostomy",
    "Cystoscopic removal of stone",
    "Circumcision",
    "Dilatation and curettage",
    "Hysteroscopic removal of polyp",
    "Laparoscopic appendicectomy",
    "Laparoscopic cholecystectomy",
    "Excision of breast lump",
    "Skin grafting",
    "Suturing of lacerated wound",
    "Removal of K-wire",
    "Closed reduction of fracture",
    "Biopsy of lymph node",
    "Bone marrow aspiration",
    "Pleural tapping",
)


_VERBS: Final = (
    "Excision of",
    "Biopsy of",
    "Endoscopic repair of",
    "Drainage of",
    "Laser treatment of",
    "Incision of",
    "Reconstruction of",
    "Closed reduction of",
    "Debridement of",
    "Suturing of",
    "Ablation of",
    "Aspiration of",
)
_ORGANS: Final = (
    "lip",
    "tongue",
    "salivary gland",
    "nasal septum",
    "middle ear",
    "eyelid",
    "conjunctiva",
    "cornea",
    "thyroid nodule",
    "breast lump",
    "skin lesion",
    "nail bed",
    "finger",
    "wrist ganglion",
    "knee cartilage",
    "urethra",
    "bladder",
    "prostate",
    "cervix",
    "anal fissure",
    "pilonidal sinus",
    "varicose vein",
    "lymph node",
    "bone cyst",
    "tendon sheath",
)


def _procedures(rng: Random, n: int) -> list[str]:
    pool = [*DAY_CARE, *(f"{v} {o}" for v in _VERBS for o in _ORGANS)]
    return rng.sample(pool, min(n, len(pool)))


def annexures(rng: Random, scale: float) -> Statement:
    """List I (items not payable) and the day care procedures list; length scales with ``scale``."""
    st = Statement()
    n_items = max(10, min(len(NON_PAYABLE), round(rng.randrange(20, 45) * scale)))
    items = rng.sample(NON_PAYABLE, n_items)
    st.add(Place.ANNEX, Para("List I - Items for which coverage is not available in the Policy"))
    for start in range(0, len(items), 6):
        chunk = items[start : start + 6]
        st.add(Place.ANNEX, Para("; ".join(f"{start + i + 1}. {item}" for i, item in enumerate(chunk)) + "."))
    procs = _procedures(rng, max(10, round(rng.randrange(20, 40) * scale)))
    st.add(Place.ANNEX, Para("Annexure - List of Day Care Procedures"))
    for start in range(0, len(procs), 5):
        chunk = procs[start : start + 5]
        st.add(Place.ANNEX, Para("; ".join(f"{start + i + 1}. {p}" for i, p in enumerate(chunk)) + "."))
    return st
