"""No code, prompt or data file under ``layers/`` names a product or carries a UIN (SPEC §12).

The extractor, the retrieval vocabulary and the claim reader must work from the structure of wordings in
general (IRDAI standard clauses, numbering and tables), so a product's name or UIN in ``layers/`` is a sign
that something was tuned to one wording. The forbidden phrases below were written from the product names in
the corpus file names (``<Insurer>_<Product-Name>_<UIN>.pdf``), so the test does not need the corpus.

What is forbidden:

- UIN-shaped strings, new format (three letters, ``HL``/``HG``, a letter or two, five digits, ``V``, six
  digits: the IRDAI product code of health products and their add-ons) and the old ``IRDA(I)/HLT/...`` and
  ``IRDAI-HLT-...`` forms. Examples in docstrings and prompts describe the shape instead
  (``<3 letters>HLIP<5 digits>V<6 digits>``).
- Product-name phrases. Product names that are ordinary words ("Energy", "Rise", "Assure", "Supreme",
  "Comprehensive") are forbidden only together with the insurer or brand word that makes them a name
  ("Star Comprehensive", "Bupa Rise"), so generic benefit vocabulary stays usable.

What is allowed (:data:`ALLOWED_STANDARD_PRODUCTS`): product names that the regulation itself prescribes for
every insurer. "Arogya Sanjeevani Policy" is the IRDAI standard individual health product (named in the
IRDAI guidelines on the standard health product and in the Master Circular on health insurance), so every
insurer sells a product of that name with the same standard wording, and code may name the standard product
(e.g. "the standard product's room-rent rule"). Such a name is simply absent from :data:`FORBIDDEN_PHRASES`;
the allow-list documents the decision and is checked against the forbidden patterns.

Files owned by other helpers that still have hits are listed, with the reason, in
:data:`EXCLUDED_PENDING`; an entry is removed as soon as its file is clean (a test fails on a stale entry).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Final

LAYERS: Final = Path(__file__).resolve().parents[2] / "layers"

UIN_PATTERNS: Final[tuple[re.Pattern[str], ...]] = (
    re.compile(r"\b[A-Z]{3}H[LG][A-Z]{1,2}\d{5}V\d{6}\b"),  # new-format UIN (products and add-ons)
    # old format IRDA/HLT/<code>/..., IRDA/NL-HLT/<code>/... (a placeholder in angle brackets is a shape)
    re.compile(r"\bIRDAI?\s*/\s*(?:NL\s*-\s*)?HLT\s*/\s*[A-Z0-9]", re.IGNORECASE),
    re.compile(r"\bIRDAI?-HLT-[A-Z0-9]", re.IGNORECASE),  # old format as written in file names
)

_SEP: Final = r"[\s\-_:.]*"


def _phrase(*words: str) -> re.Pattern[str]:
    # letters and digits around the phrase end it (not ``\b``: "_" joins words in file-name spellings)
    return re.compile(r"(?<![A-Za-z0-9])" + _SEP.join(words) + r"(?![A-Za-z0-9])", re.IGNORECASE)


#: Product names of the corpus wordings (and their distinctive brand words).
FORBIDDEN_PHRASES: Final[tuple[re.Pattern[str], ...]] = (
    _phrase("activ"),  # Activ Assure Diamond, Activ One Max, Group Activ Health
    _phrase("global", "health", "care"),
    _phrase("comprehensive", "care", "plan"),
    _phrase("extra", "care", "plus"),
    _phrase("care", "supreme"),
    _phrase("supreme", "enhance"),
    _phrase("ultimate", "care"),
    _phrase("easy", "health"),
    _phrase("optima"),  # my: Optima Secure, Optima Enhance, Family Health Optima
    _phrase("ergo", "energy"),
    _phrase("total", "health", "plan"),
    _phrase("medisure"),
    _phrase("golden", "shield"),
    _phrase("health", "shield"),  # Complete Health Insurance - Health Shield, Health Shield 360
    _phrase("advantedge"),
    _phrase("health", "elite"),
    _phrase("pro", "health"),  # ProHealth, ProHealth Select
    _phrase("parivar", "mediclaim"),
    _phrase("janata", "mediclaim"),
    _phrase("universal", "health"),
    _phrase("yuva", "bharat"),
    _phrase("health", "companion"),
    _phrase("re", "assure"),  # ReAssure 2.0 (and its ReAssure+ / ReAssureX benefits)
    _phrase("senior", "first"),
    _phrase("bupa", "rise"),
    _phrase("happy", "family", "floater"),
    _phrase("star", "comprehensive"),
    _phrase("star", "assure"),
    _phrase("health", "premier"),
    _phrase("medicare", "premier"),
    _phrase("family", "medicare"),
)

#: Names of products the regulation prescribes for every insurer (see the module docstring).
ALLOWED_STANDARD_PRODUCTS: Final[tuple[str, ...]] = ("Arogya Sanjeevani Policy",)

#: Files (relative to layers/) owned by other helpers that still have hits; the owner removes the entry
#: when the file is clean. Each entry says what remains.
EXCLUDED_PENDING: Final[dict[str, str]] = {}


def _layer_files() -> list[Path]:
    """Every file under layers/ (code, prompts, data, migrations), compiled caches aside."""
    return sorted(
        p for p in LAYERS.rglob("*") if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
    )


def _text(path: Path) -> str | None:
    """The file's text, or None for a binary file (one with NUL bytes)."""
    data = path.read_bytes()
    return None if b"\x00" in data else data.decode("utf-8", errors="replace")


def hits(text: str) -> list[str]:
    """Every forbidden UIN or product-name string in ``text`` (as matched)."""
    found = [m.group(0) for pattern in UIN_PATTERNS for m in pattern.finditer(text)]
    found += [m.group(0) for pattern in FORBIDDEN_PHRASES for m in pattern.finditer(text)]
    return found


def test_the_patterns_catch_product_names_and_uins_in_any_spelling() -> None:
    # shapes, not corpus quotes: a made-up insurer code with the IRDAI layout, and spellings of the names
    assert hits("UIN: ABCHLIP20001V012021") == ["ABCHLIP20001V012021"]
    assert hits("add-on ABCHLIA20002V012021") == ["ABCHLIA20002V012021"]
    assert hits("group ABCHLGP20003V012021") == ["ABCHLGP20003V012021"]
    assert hits("IRDA/NL-HLT/XYZ/P-H/V.I/1/2015-16") and hits("IRDAI/HLT/XYZ/P-H/V.II/2/2016-17")
    assert hits("file IRDAI-HLT-XYZ-P-H-V.I-3-2016-17")
    assert hits("the ReAssure+ benefit") and hits("Re-Assure") and hits("my: Optima Secure")
    assert hits("Parivar-Mediclaim-Plus") and hits("ProHealth Select") and hits("Activ_One")
    # generic vocabulary that shares words with product names stays allowed
    generic = (
        "reassurance that the sum insured is restored; a comprehensive health check-up; energy drinks;"
        " the first 30 days; senior citizens first pay; universal precautions; the supreme court;"
        " <3 letters>HLIP<5 digits>V<6 digits>; IRDA/HLT/<insurer>/P-H/V.<n>/<nn>/<year>"
    )
    assert hits(generic) == []


def test_standard_products_named_by_the_regulation_are_allowed() -> None:
    for name in ALLOWED_STANDARD_PRODUCTS:
        assert hits(name) == [], name


def test_no_product_name_or_uin_in_layers() -> None:
    offenders: dict[str, list[str]] = {}
    for path in _layer_files():
        rel = path.relative_to(LAYERS).as_posix()
        if rel in EXCLUDED_PENDING:
            continue
        text = _text(path)
        found = hits(text) if text is not None else []
        if found:
            offenders[rel] = sorted(set(found))
    assert not offenders, f"product names or UINs under layers/: {offenders}"


def test_pending_exclusions_are_still_needed() -> None:
    for rel in EXCLUDED_PENDING:
        path = LAYERS / rel
        assert path.is_file(), f"{rel} no longer exists: remove it from EXCLUDED_PENDING"
        assert hits(_text(path) or ""), f"{rel} is clean: remove it"
