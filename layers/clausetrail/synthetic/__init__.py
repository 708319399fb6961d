"""Synthetic hospital claim documents (bills, discharge summaries, scanned variants) for tests and load runs.

:mod:`claim_spec` holds what a claim's documents say, :mod:`render` draws them as PDFs that look like
Indian hospital paperwork, :mod:`generate` makes random but consistent claims and writes them to a folder.
The spec is also the ground truth: :meth:`ClaimDocumentSpec.expected_facts` is what extraction must read.
"""
