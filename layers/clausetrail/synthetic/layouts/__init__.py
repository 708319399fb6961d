"""An independent generator of claim document sets in many layouts, each with its truth (issue 7 item 5).

Written apart from the claim reader and from :mod:`clausetrail.synthetic.render` (a different PDF library,
reportlab, and its own content), so that reading these documents measures how the reader copes with
layouts it was not developed against. :mod:`truth` is the ground truth model, :mod:`content` draws
seeded random claims, :mod:`family` lists the layout families, :mod:`bill` and :mod:`summary` draw the
documents, :mod:`scan` makes image-only copies, and :func:`generate_sets` writes sets to a folder.
"""

from clausetrail.synthetic.layouts.family import FAMILIES, FAMILY_BY_NAME, LayoutFamily
from clausetrail.synthetic.layouts.sets import family_for, generate_sets, render_set, write_set
from clausetrail.synthetic.layouts.truth import ClaimTruth, TruthLine

__all__ = [
    "FAMILIES",
    "FAMILY_BY_NAME",
    "ClaimTruth",
    "LayoutFamily",
    "TruthLine",
    "family_for",
    "generate_sets",
    "render_set",
    "write_set",
]
