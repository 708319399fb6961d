"""Clause-aware chunking (SPEC §2.3) on hand-built layouts of realistic IRDAI wording."""

from __future__ import annotations

import itertools
import re

import pytest

from clausetrail.domain.chunk import Chunk, ChunkType, SectionType
from clausetrail.domain.chunking import ChunkingConfig, chunk_document, embedding_text, split_flat_text
from clausetrail.domain.layout import Block, BlockKind, LayoutDocument, Page, PageSource, Table


def words(text: str) -> int:
    return len(text.split())


def page(number: int, *blocks: tuple[BlockKind, str] | Block) -> Page:
    built: list[Block] = []
    for b in blocks:
        if isinstance(b, Block):
            built.append(b)
        else:
            kind, text = b
            built.append(Block(kind, text, number))
    return Page(number, 595.0, 842.0, PageSource.TEXT_LAYER, tuple(built))


def lines_page(number: int, text: str) -> Page:
    """One PARAGRAPH block per line, as a bare text layer gives it."""
    return page(number, *[(BlockKind.PARAGRAPH, ln) for ln in text.strip("\n").split("\n")])


def doc(*pages: Page) -> LayoutDocument:
    return LayoutDocument("0" * 64, tuple(pages))


def by_clause(chunks: list[Chunk], clause_no: str) -> list[Chunk]:
    return [c for c in chunks if c.clause_no == clause_no]


def limit_of(chunk: Chunk, config: ChunkingConfig) -> int:
    if chunk.chunk_type is ChunkType.TABLE:
        return config.table_max_tokens
    if chunk.section_type is SectionType.DEFINITIONS:
        return config.definition_max_tokens
    return config.prose_max_tokens


DEFINITIONS = """
2 DEFINITIONS
2.1 Accident means a sudden, unforeseen and involuntary event caused by external, visible and violent means.
2.2 Hospital means any institution established for in-patient care and day care treatment of disease/ injuries and which has been
registered as a hospital with the local authorities, and complies with all minimum criteria as under:
i. has qualified nursing staff under its employment round the clock;
ii. has at least ten inpatient beds, in those towns having a population of less than ten lacs;
iii. has qualified medical practitioner (s) in charge round the clock;
2.3 “Pre-Existing Disease” means any condition, ailment, injury or disease that is diagnosed by a physician within 36 months prior
to the effective date of the policy.
2.4 Waiting Period means a period from the inception of this Policy during which specified diseases/treatment is not covered.
3 BENEFITS COVERED UNDER THE POLICY
3.1 In-patient Treatment
The Company shall indemnify the medical expenses for room charges at any hospital following an accident, subject to
clause 4.2 and Section 3.1.1.1.
"""


def test_each_definition_is_its_own_chunk_and_defined_terms_are_found_elsewhere() -> None:
    chunks = chunk_document(doc(lines_page(1, DEFINITIONS)), words)
    defs = [c for c in chunks if c.section_type is SectionType.DEFINITIONS]
    assert [c.clause_no for c in defs] == ["2.1", "2.2", "2.3", "2.4"]
    accident = defs[0]
    assert accident.section_path[0] == "2 DEFINITIONS"
    assert accident.section_path[-1].startswith("2.1 Accident")
    assert accident.text.startswith(
        "2 DEFINITIONS\n2.1 Accident means"
    )  # the bare heading joins its first clause
    hospital = defs[1]
    assert "iii. has qualified medical practitioner" in hospital.text  # sub-items stay with their definition
    assert hospital.chunk_type is ChunkType.LIST
    benefit = by_clause(chunks, "3.1")[0]
    assert benefit.section_type is SectionType.BENEFITS
    assert set(benefit.defined_terms) >= {"Accident", "Hospital"}
    assert "Waiting Period" not in benefit.defined_terms
    assert benefit.cross_references == ("4.2", "3.1.1.1")
    assert "Pre-Existing Disease" in defs[2].defined_terms  # the quoted “term” form


EXCLUSIONS = """
SECTION D) EXCLUSIONS
Standard Exclusions
1. Pre-Existing Diseases - Code-Excl01
a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be excluded until the
expiry of 36 months of continuous coverage after the date of inception of the first policy with us.
b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.
2. Specified disease/procedure waiting period - Code-Excl02
a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until the expiry of
24 months of continuous coverage after the date of inception of the first policy with us.
3. 30-day waiting period - Code-Excl03
a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded
except claims arising due to an accident, provided the same are covered.
4. Investigation & Evaluation - Code-Excl04
a) Expenses related to any admission primarily for diagnostics and evaluation purposes only are excluded.
5. Change-of-Gender treatments -
Code Excl 07: Expenses related to any treatment, including surgical management, to change characteristics of the body to
those of the opposite sex.
"""


def test_exclusion_coded_clauses_carry_their_code_and_type() -> None:
    chunks = chunk_document(doc(lines_page(11, EXCLUSIONS)), words)
    coded = {c.exclusion_code: c for c in chunks if c.exclusion_code}
    assert list(coded) == ["Excl01", "Excl02", "Excl03", "Excl04", "Excl07"]
    for code in ("Excl01", "Excl02", "Excl03"):
        assert coded[code].section_type is SectionType.WAITING_PERIODS
        assert coded[code].clause_no == code
    assert coded["Excl04"].section_type is SectionType.EXCLUSIONS
    assert coded["Excl07"].section_type is SectionType.EXCLUSIONS
    assert coded["Excl07"].text.startswith(
        "5. Change-of-Gender treatments -\nCode Excl 07:"
    )  # code on the next line
    assert coded["Excl01"].section_path[0] == "SECTION D) EXCLUSIONS"
    assert "36 months" in coded["Excl01"].text and coded["Excl01"].contains_durations
    assert "Excl01" not in coded["Excl01"].cross_references  # its own code is not a reference
    assert all(c.page_start == c.page_end == 11 for c in chunks)


WAITING = """
4 EXCLUSIONS
4.2. Specified disease/procedure waiting period (Excl 02)
a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until the expiry of 90 days/
one year/ two year/ three years (as specified against specific disease/ procedure) of continuous coverage after the date of
inception of the first policy with us. This exclusion shall not be applicable for claims arising due to an accident.
b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.
c) If any of the specified disease/procedure falls under the waiting period specified for Pre-Existing Diseases, then the longer
of the two waiting periods shall apply.
4.3. First 30 days waiting period (Excl 03)
a) Expenses related to the treatment of any illness within thirty (30) days from the first policy commencement date shall be
excluded except claims arising due to an accident, provided the same are covered.
"""


def test_waiting_period_clause_with_sub_items_fits_in_one_chunk() -> None:
    chunks = chunk_document(doc(lines_page(9, WAITING)), words)
    clause = by_clause(chunks, "4.2")
    assert len(clause) == 1
    chunk = clause[0]
    assert chunk.section_type is SectionType.WAITING_PERIODS
    assert chunk.chunk_type is ChunkType.LIST
    assert chunk.exclusion_code == "Excl02"
    assert chunk.section_path == ("4 EXCLUSIONS", "4.2. Specified disease/procedure waiting period (Excl 02)")
    assert "c) If any of the specified" in chunk.text and "4.3." not in chunk.text  # never across a clause


def test_waiting_period_clause_over_the_limit_splits_on_items_only() -> None:
    config = ChunkingConfig(prose_max_tokens=75)
    chunks = chunk_document(doc(lines_page(9, WAITING)), words, config)
    pieces = [c for c in chunks if c.clause_no and c.clause_no.startswith("4.2")]
    assert [c.clause_no for c in pieces] == [
        "4.2",
        "4.2(b)",
    ]  # (a) fits with the heading; (b) and (c) together
    assert pieces[0].text.startswith("4 EXCLUSIONS\n4.2. Specified")
    assert pieces[0].text.endswith("claims arising due to an accident.")
    assert pieces[1].text.startswith("b) In case of enhancement") and pieces[1].text.endswith("shall apply.")
    for chunk in pieces:  # the parent clause stays in the path of every piece
        assert chunk.section_path == (
            "4 EXCLUSIONS",
            "4.2. Specified disease/procedure waiting period (Excl 02)",
        )
        assert chunk.section_type is SectionType.WAITING_PERIODS
        assert chunk.exclusion_code == "Excl02"
        assert chunk.token_count <= 75


def benefit_table(rows: int) -> Block:
    header = (("Benefit", "Plan A", "Plan B", "Plan C"),)
    body = tuple(
        (f"Benefit {i} room rent sub-limit", f"Up to {i}% of SI", f"INR {i},000", "Co-pay 10%")
        for i in range(1, rows + 1)
    )
    table = Table(header=header, rows=body)
    text = "\n".join(" | ".join(r) for r in (*header, *body))
    return Block(BlockKind.TABLE, text, 22, table=table)


def test_a_large_table_splits_on_rows_with_the_header_repeated() -> None:
    config = ChunkingConfig()
    layout = doc(page(22, (BlockKind.HEADING, "Table of Benefits"), benefit_table(40)))
    chunks = chunk_document(layout, words, config)
    tables = [c for c in chunks if c.chunk_type is ChunkType.TABLE]
    assert len(tables) > 1
    header = "Benefit | Plan A | Plan B | Plan C"
    seen: list[str] = []
    for k, chunk in enumerate(tables):
        lines = chunk.text.split("\n")
        if k == 0 and lines[0] == "Table of Benefits":  # the heading may join the first piece
            lines = lines[1:]
        assert lines[0] == header
        seen.extend(lines[1:])
        assert chunk.token_count <= config.table_max_tokens
        assert chunk.section_type is SectionType.FINANCIAL_LIMITS
        assert chunk.contains_amounts
    assert seen == [
        f"Benefit {i} room rent sub-limit | Up to {i}% of SI | INR {i},000 | Co-pay 10%" for i in range(1, 41)
    ]


def test_a_small_table_is_kept_whole_and_verbatim() -> None:
    layout = doc(page(22, benefit_table(3)))
    [chunk] = chunk_document(layout, words)
    assert chunk.chunk_type is ChunkType.TABLE
    assert chunk.text == layout.pages[0].blocks[0].text


HEADER = ["National Insurance Co. Ltd.", "Page {n} of 25 National Parivar Mediclaim Plus Policy"]


def with_running_header(number: int, body: str) -> Page:
    head = [h.format(n=number) for h in HEADER]
    return lines_page(number, "\n".join([*head, body.strip("\n")]))


def test_a_clause_running_across_a_page_break_spans_both_pages_without_the_running_header() -> None:
    p6 = """
3.1.13 Anti Rabies Vaccination
The Company shall reimburse the insured medically necessary expenses incurred for anti-rabies vaccination.
3.1.14 Maternity
The Company shall indemnify Maternity Expenses as described below for any female Insured Person, subject to the limit
"""
    p7 = """
as shown in the Table of Benefits. The female Insured Person should have been continuously covered for at least 24 months
before availing this benefit.
3.1.15 Infertility
The Company shall pay to the hospital or reimburse the insured for treatment of infertility.
"""
    p8 = """
3.1.16 Vaccination for Children
The Company shall reimburse the insured the expenses incurred for vaccinations of children.
"""
    chunks = chunk_document(
        doc(with_running_header(6, p6), with_running_header(7, p7), with_running_header(8, p8)), words
    )
    [maternity] = by_clause(chunks, "3.1.14")
    assert (maternity.page_start, maternity.page_end) == (6, 7)
    assert maternity.text.endswith("before availing this benefit.")
    assert "Page 7 of 25" not in maternity.text and "National Insurance Co. Ltd." not in maternity.text
    assert maternity.contains_durations
    assert [c.clause_no for c in chunks] == ["3.1.13", "3.1.14", "3.1.15", "3.1.16"]
    assert by_clause(chunks, "3.1.15")[0].page_start == 7


def flat_wording() -> str:
    sentence = (
        "The Company shall indemnify the medical expenses incurred by the Insured Person during the Policy Period "
        "subject to the terms and the limits of the Policy. "
    )
    parts = ["4 EXCLUSIONS The Company shall not be liable to make any payment in respect of:"]
    for k in range(1, 9):
        parts.append(f"4.{k}. Clause heading number {k} " + sentence * 8)
    parts.append("Code-Excl09 Hazardous or adventure sports. " + sentence * 6)
    parts.append("5 CONDITIONS " + sentence * 8)
    text = " ".join(p.strip() for p in parts)
    assert "\n" not in text and 1900 <= len(text.split()) <= 2200
    return text


def test_a_flat_text_layer_still_splits_at_clause_markers() -> None:
    text = flat_wording()
    chunks = chunk_document(doc(page(1, (BlockKind.PARAGRAPH, text))), words)
    numbers = [c.clause_no for c in chunks]
    for k in range(1, 9):
        assert f"4.{k}" in numbers
    assert "Excl09" in numbers
    assert all(c.token_count <= 300 for c in chunks)
    for chunk in chunks:
        assert chunk.text in text  # verbatim stretches of the flat string
    clause = by_clause(chunks, "4.3")[0]
    assert clause.text.startswith("4.3. Clause heading number 3")
    assert clause.section_type is SectionType.EXCLUSIONS
    assert (
        clause.section_path[0]
        == "4 EXCLUSIONS The Company shall not be liable to make any payment in respect of"
    )


def test_split_flat_text_prefers_clause_markers_then_sentences() -> None:
    text = flat_wording()
    pieces = split_flat_text(text, 300, words)
    assert all(words(p) <= 300 for p in pieces)
    assert " ".join(pieces).split() == text.split()  # nothing lost, nothing repeated
    starts = [p for p in pieces if re.match(r"^(4\.\d\.|Code-Excl09|5 CONDITIONS|4 EXCLUSIONS)", p)]
    assert len(starts) == len(pieces)  # every piece starts at a clause marker: each clause fits the limit
    small = split_flat_text(text, 40, words)
    assert all(words(p) <= 40 for p in small)
    assert all(
        p.endswith(".") or words(p) == 40 or p is small[-1] or re.search(r"[:.]$", p) for p in small[:5]
    )


def test_prose_over_the_limit_splits_at_sentences_with_an_overlap() -> None:
    sentences = [
        f"Sentence number {k} says that the insured must notify the company within {k} days."
        for k in range(1, 31)
    ]
    body = " ".join(sentences)
    layout = doc(lines_page(13, f"5.5.1 Notification of Claim\n{body}"))
    config = ChunkingConfig(prose_max_tokens=60)
    chunks = chunk_document(layout, words, config)
    assert len(chunks) > 3
    for previous, current in itertools.pairwise(chunks):
        assert previous.text.endswith(".")  # cut at a sentence end
        last_sentence = previous.text.split("5.5.1 Notification of Claim\n")[-1].split(". ")[-1]
        assert current.text.startswith(last_sentence)  # the next piece repeats it
        assert current.clause_no == "5.5.1"
        assert current.section_type is SectionType.CLAIMS_PROCEDURE
    assert all(c.token_count <= 60 for c in chunks)
    covered = " ".join(c.text for c in chunks)
    assert all(s in covered for s in sentences)


def test_lists_pack_items_and_never_cut_one() -> None:
    items = "\n".join(
        f"{chr(ord('a') + k)}) Item {k} is a list entry with exactly twelve words in it ok."
        for k in range(12)
    )
    layout = doc(
        lines_page(3, f"5.5.4 Documents\nThe claim is to be supported by the following documents:\n{items}")
    )
    chunks = chunk_document(layout, words, ChunkingConfig(prose_max_tokens=50))
    assert all(c.token_count <= 50 for c in chunks)
    for chunk in chunks:
        for line in chunk.text.split("\n"):
            assert line.startswith(("5.5.4", "The claim", ")", *[f"{chr(ord('a') + k)})" for k in range(12)]))
    # heading + intro (12 words) + two 14-word items; then three items (42 words) a chunk
    assert [c.clause_no for c in chunks] == ["5.5.4", "5.5.4(c)", "5.5.4(f)", "5.5.4(i)", "5.5.4(l)"]
    assert all(c.chunk_type is ChunkType.LIST for c in chunks)


def test_a_wrapped_line_starting_with_a_number_is_not_a_clause() -> None:
    text = """
3.1.21 Correction of Refractive Error
The Company shall indemnify expenses related to the treatment for correction of eye sight due to refractive error of
7.5 dioptres or more, subject to Waiting Period of two years as per Section
4.2 and the limits.
3.1.22 Reinstatement of Sum Insured
The Company shall reinstate the sum insured once during the policy year.
"""
    chunks = chunk_document(doc(lines_page(9, text)), words)
    assert [c.clause_no for c in chunks] == ["3.1.21", "3.1.22"]
    assert "4.2" in chunks[0].cross_references


def test_same_input_gives_the_same_chunks_with_ordinals_in_order() -> None:
    layout = doc(lines_page(1, DEFINITIONS), lines_page(2, WAITING), lines_page(3, EXCLUSIONS))
    first = chunk_document(layout, words)
    second = chunk_document(layout, words)
    assert first == second
    assert [c.ordinal for c in first] == list(range(len(first)))


def test_chunk_text_is_verbatim_document_text() -> None:
    layout = doc(lines_page(1, DEFINITIONS), lines_page(2, WAITING), lines_page(3, EXCLUSIONS))
    source = {b.text for p in layout.pages for b in p.blocks}
    for chunk in chunk_document(layout, words):
        assert all(line in source for line in chunk.text.split("\n"))


def test_layout_headings_and_list_items_from_ocr() -> None:
    layout = doc(
        page(
            5,
            (BlockKind.HEADING, "3 BENEFITS COVERED UNDER THE POLICY"),
            (BlockKind.HEADING, "3.1.7 Organ Donor’s Medical Expenses"),
            (
                BlockKind.PARAGRAPH,
                "The Company shall indemnify the Medical Expenses incurred in respect of an organ donor.",
            ),
            (BlockKind.HEADING, "Exclusions"),
            (BlockKind.LIST_ITEM, "i. Pre-hospitalization Medical Expenses of the organ donor."),
            (
                BlockKind.LIST_ITEM,
                "ii. Costs directly or indirectly associated with the acquisition of the donor’s organ.",
            ),
            (BlockKind.HEADING, "3.1.8 Hospital Cash"),
            (
                BlockKind.PARAGRAPH,
                "The Company shall pay the insured a daily hospital cash allowance of Rs. 500 per day.",
            ),
        )
    )
    chunks = chunk_document(layout, words)
    assert [c.clause_no for c in chunks] == ["3.1.7", "3.1.8"]  # "Exclusions" is a sub-heading inside 3.1.7
    assert "ii. Costs directly" in chunks[0].text
    assert chunks[1].section_path == ("3 BENEFITS COVERED UNDER THE POLICY", "3.1.8 Hospital Cash")
    assert chunks[1].contains_amounts and not chunks[0].contains_amounts


def test_embedding_text_prefixes_the_section_path_and_keeps_the_text() -> None:
    chunk = chunk_document(doc(lines_page(9, WAITING)), words)[0]
    embedded = embedding_text(chunk)
    assert embedded.startswith("4 EXCLUSIONS > 4.2. Specified disease/procedure waiting period (Excl 02)\n")
    assert embedded.endswith(chunk.text)


def test_empty_document_gives_no_chunks() -> None:
    assert chunk_document(doc(page(1)), words) == []


def test_config_rejects_unusable_limits() -> None:
    with pytest.raises(ValueError):
        ChunkingConfig(prose_max_tokens=0)
    with pytest.raises(ValueError):
        split_flat_text("4.1. Something here.", 0, words)
