"""The committed non-payable catalogue is exactly what the IRDAI PDF in the corpus yields."""

from __future__ import annotations

from pathlib import Path

from clausetrail.data.derive_non_payable import main


def test_committed_catalogue_matches_the_regulatory_pdf(corpus_dir: Path) -> None:
    pdf = corpus_dir / "regulatory" / "Non-Payable-Items-List-I-IV.pdf"
    assert main(["--pdf", str(pdf), "--check"]) == 0
