#!/usr/bin/env python
"""Check every quote in policies/*.json and questions/*.json against the pdfplumber AND pypdfium2 text
of the cited page(s). Whitespace-, case- and quote-mark-insensitive. Also validates the 28 fields."""
import glob
import hashlib
import json
import os
import re
import sys

import pdfplumber
import pypdfium2

HERE = os.path.dirname(os.path.abspath(__file__))
FIELDS = ["insurer_name", "product_name", "uin", "sum_insured_options", "room_rent_limit", "icu_limit", "copay",
          "initial_waiting_period_days", "ped_waiting_period_months", "specific_disease_waiting_period_months",
          "maternity_covered", "maternity_waiting_period_months", "pre_hospitalisation_days",
          "post_hospitalisation_days", "ambulance_limit", "cataract_limit", "modern_treatment_limit", "ayush_covered",
          "day_care_covered", "organ_donor_covered", "grace_period_days", "exclusion_codes",
          "free_look_period_days", "no_claim_bonus", "restoration_benefit", "health_checkup", "domiciliary_covered",
          "claim_intimation_emergency_hours"]
_cache = {}


def norm(s):
    s = s.replace("\ufffe", "-").replace("\u2018", "'").replace("\u2019", "'").replace("\u201c", '"')
    s = s.replace("\u201d", '"').replace("\u2013", "-").replace("\u2014", "-").replace("\u00a0", " ")
    return re.sub(r"\s+", "", s.lower())


def pages(pdf):
    if pdf not in _cache:
        d = pypdfium2.PdfDocument(pdf)
        a = [d[i].get_textpage().get_text_range() for i in range(len(d))]
        with pdfplumber.open(pdf) as p:
            b = [pg.extract_text() or "" for pg in p.pages]
        _cache[pdf] = (a, b)
    return _cache[pdf]


def check_quote(pdf, pg, quote, where):
    errs = []
    if quote is None:
        return errs
    pgs = pg if isinstance(pg, list) else [pg]
    quotes = quote if isinstance(quote, list) else [quote]
    a, b = pages(pdf)
    for q in quotes:
        if len(q.replace("...", " ").split()) > 30:
            errs.append("%s: quote > 30 words" % where)
        pieces = [x for x in q.split("...") if x.strip()]
        for eng, txt in (("pdfium", a), ("plumber", b)):
            ok = any(all(norm(pc) in norm(txt[p - 1]) for pc in pieces) for p in pgs if 1 <= p <= len(txt))
            if not ok:
                errs.append("%s: quote not found (%s) on %s: %r" % (where, eng, pgs, q))
    return errs


def main():
    errs = []
    for f in sorted(glob.glob(os.path.join(HERE, "policies", "*.json"))):
        j = json.load(open(f))
        pdf = os.path.join(HERE, j["document"])
        if hashlib.sha256(open(pdf, "rb").read()).hexdigest() != j["sha256"]:
            errs.append("%s: sha256 mismatch" % f)
        if sorted(j["fields"]) != sorted(FIELDS):
            errs.append("%s: field set wrong: %s" % (f, set(FIELDS) ^ set(j["fields"])))
        for k, v in j["fields"].items():
            if ("value" in v) == ("any_of" in v):
                errs.append("%s %s: exactly one of value/any_of" % (f, k))
            if v.get("quote"):
                errs += check_quote(pdf, v.get("page"), v["quote"], "%s:%s" % (os.path.basename(f), k))
    for f in sorted(glob.glob(os.path.join(HERE, "questions", "*.json"))):
        j = json.load(open(f))
        pdf = os.path.join(HERE, j["document"])
        for q in j["questions"]:
            if q.get("quote"):
                errs += check_quote(pdf, q.get("pages"), q["quote"], "%s:%s" % (os.path.basename(f), q["id"]))
    for e in errs:
        print(e)
    print("errors:", len(errs))
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
