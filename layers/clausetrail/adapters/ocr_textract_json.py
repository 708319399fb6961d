"""Write Textract-shaped blocks (AnalyzeDocument with TABLES + LAYOUT) for one page.

The local OCR paths describe what they found in the very JSON shape Textract returns — PAGE,
LINE, WORD, TABLE, CELL, MERGED_CELL and LAYOUT_* blocks with CHILD relationships, normalised
geometry and 0–100 confidences — so one parser (`textract_layout`) turns every path into the
layout model. Ids are deterministic UUID-shaped strings (page and sequence number), so the same PDF always gives
the same JSON.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from clausetrail.adapters.ocr_lines import TextLine, Word

Block = dict[str, Any]


def _geometry(x0: float, top: float, x1: float, bottom: float, width: float, height: float) -> dict[str, Any]:
    left = min(max(x0 / width, 0.0), 1.0)
    right = min(max(x1 / width, 0.0), 1.0)
    t = min(max(top / height, 0.0), 1.0)
    b = min(max(bottom / height, 0.0), 1.0)
    return {
        "BoundingBox": {"Width": right - left, "Height": b - t, "Left": left, "Top": t},
        "Polygon": [
            {"X": left, "Y": t},
            {"X": right, "Y": t},
            {"X": right, "Y": b},
            {"X": left, "Y": b},
        ],
    }


class TextractPageWriter:
    """Accumulates the blocks of one page; `blocks()` returns them PAGE first."""

    def __init__(self, page: int, width: float, height: float) -> None:
        self.page = page
        self.width = width
        self.height = height
        self._seq = 0
        self._page_children: list[str] = []
        self._content: list[Block] = []  # LINE / WORD / TABLE / CELL blocks
        self._layouts: list[Block] = []  # LAYOUT_* blocks, in reading order

    def _id(self) -> str:
        self._seq += 1
        return f"{self.page:08x}-0000-4000-8000-{self._seq:012x}"

    def _geo(self, x0: float, top: float, x1: float, bottom: float) -> dict[str, Any]:
        return _geometry(x0, top, x1, bottom, self.width, self.height)

    def _word(self, w: Word) -> str:
        wid = self._id()
        self._content.append(
            {
                "BlockType": "WORD",
                "Confidence": round(100.0 * w.confidence, 3),
                "Text": w.text,
                "TextType": "PRINTED",
                "Geometry": self._geo(w.x0, w.top, w.x1, w.bottom),
                "Id": wid,
                "Page": self.page,
            }
        )
        return wid

    def line(self, line: TextLine) -> tuple[str, list[str]]:
        """A LINE with its WORDs; returns (line id, word ids)."""
        word_ids = [self._word(w) for w in line.words]
        lid = self._id()
        self._content.append(
            {
                "BlockType": "LINE",
                "Confidence": round(100.0 * line.confidence, 3),
                "Text": line.text,
                "Geometry": self._geo(line.x0, line.top, line.x1, line.bottom),
                "Id": lid,
                "Relationships": [{"Type": "CHILD", "Ids": word_ids}],
                "Page": self.page,
            }
        )
        self._page_children.append(lid)
        return lid, word_ids

    def layout(
        self,
        block_type: str,
        child_ids: Sequence[str],
        box: tuple[float, float, float, float],
        confidence: float = 99.0,
        *,
        on_page: bool = True,
    ) -> str:
        lid = self._id()
        block: Block = {
            "BlockType": block_type,
            "Confidence": round(confidence, 3),
            "Geometry": self._geo(*box),
            "Id": lid,
            "Page": self.page,
        }
        if child_ids:
            block["Relationships"] = [{"Type": "CHILD", "Ids": list(child_ids)}]
        self._layouts.append(block)
        if on_page:
            self._page_children.append(lid)
        return lid

    def text_layout(self, block_type: str, lines: Sequence[TextLine], *, on_page: bool = True) -> str:
        ids = [self.line(li)[0] for li in lines]
        return self.layout(
            block_type, ids, _box(lines), 100.0 * min(li.confidence for li in lines), on_page=on_page
        )

    def list_layout(self, items: Sequence[Sequence[TextLine]]) -> str:
        """LAYOUT_LIST whose children are one LAYOUT_TEXT per item (as Textract nests them)."""
        all_lines = [li for item in items for li in item]
        # Textract lists the LAYOUT_LIST before its LAYOUT_TEXT children.
        list_index = len(self._layouts)
        list_id = self.layout(
            "LAYOUT_LIST", [], _box(all_lines), 100.0 * min(li.confidence for li in all_lines)
        )
        child_ids = [self.text_layout("LAYOUT_TEXT", item, on_page=True) for item in items]
        self._layouts[list_index]["Relationships"] = [{"Type": "CHILD", "Ids": child_ids}]
        return list_id

    def table(
        self,
        box: tuple[float, float, float, float],
        cells: Sequence[tuple[int, int, tuple[float, float, float, float], Sequence[TextLine], bool]],
        merged: Sequence[tuple[int, int, int, int]] = (),
    ) -> str:
        """TABLE + CELLs (+ MERGED_CELLs) + the LAYOUT_TABLE over the cells' lines.

        `cells`: (row, col, box, lines, is_column_header) for every grid position, 1-based.
        `merged`: (row, col, row_span, col_span) of spanning cells, whose positions are all in `cells`.
        """
        cell_ids: dict[tuple[int, int], str] = {}
        line_ids: list[str] = []
        cell_blocks: list[Block] = []
        for row, col, cbox, lines, header in cells:
            word_ids: list[str] = []
            for li in lines:
                lid, wids = self.line(li)
                line_ids.append(lid)
                word_ids.extend(wids)
            cid = self._id()
            cell: Block = {
                "BlockType": "CELL",
                "Confidence": 99.0,
                "RowIndex": row,
                "ColumnIndex": col,
                "RowSpan": 1,
                "ColumnSpan": 1,
                "Geometry": self._geo(*cbox),
                "Id": cid,
                "Page": self.page,
            }
            if word_ids:
                cell["Relationships"] = [{"Type": "CHILD", "Ids": word_ids}]
            if header:
                cell["EntityTypes"] = ["COLUMN_HEADER"]
            cell_blocks.append(cell)
            cell_ids[(row, col)] = cid
        merged_ids: list[str] = []
        merged_blocks: list[Block] = []
        for row, col, row_span, col_span in merged:
            children = [
                cell_ids[(r, c)]
                for r in range(row, row + row_span)
                for c in range(col, col + col_span)
                if (r, c) in cell_ids
            ]
            boxes = [b for b in cell_blocks if b["Id"] in set(children)]
            mid = self._id()
            x0 = min(b["Geometry"]["BoundingBox"]["Left"] for b in boxes) * self.width
            top = min(b["Geometry"]["BoundingBox"]["Top"] for b in boxes) * self.height
            x1 = (
                max(
                    (b["Geometry"]["BoundingBox"]["Left"] + b["Geometry"]["BoundingBox"]["Width"])
                    for b in boxes
                )
                * self.width
            )
            bottom = (
                max(
                    (b["Geometry"]["BoundingBox"]["Top"] + b["Geometry"]["BoundingBox"]["Height"])
                    for b in boxes
                )
                * self.height
            )
            merged_blocks.append(
                {
                    "BlockType": "MERGED_CELL",
                    "Confidence": 99.0,
                    "RowIndex": row,
                    "ColumnIndex": col,
                    "RowSpan": row_span,
                    "ColumnSpan": col_span,
                    "Geometry": self._geo(x0, top, x1, bottom),
                    "Id": mid,
                    "Relationships": [{"Type": "CHILD", "Ids": children}],
                    "Page": self.page,
                }
            )
            merged_ids.append(mid)
        tid = self._id()
        relationships: list[dict[str, Any]] = [{"Type": "CHILD", "Ids": [b["Id"] for b in cell_blocks]}]
        if merged_ids:
            relationships.append({"Type": "MERGED_CELL", "Ids": merged_ids})
        self._content.append(
            {
                "BlockType": "TABLE",
                "Confidence": 99.0,
                "Geometry": self._geo(*box),
                "Id": tid,
                "Relationships": relationships,
                "EntityTypes": ["STRUCTURED_TABLE"],
                "Page": self.page,
            }
        )
        self._content.extend(cell_blocks)
        self._content.extend(merged_blocks)
        self._page_children.append(tid)
        self.layout("LAYOUT_TABLE", line_ids, box)
        return tid

    def blocks(self) -> list[Block]:
        page_block: Block = {
            "BlockType": "PAGE",
            "Geometry": _geometry(0, 0, self.width, self.height, self.width, self.height),
            "Id": f"{self.page:08x}-0000-4000-8000-{0:012x}",
            "Relationships": [{"Type": "CHILD", "Ids": list(self._page_children)}],
            "Page": self.page,
        }
        return [page_block, *self._content, *self._layouts]


def _box(lines: Sequence[TextLine]) -> tuple[float, float, float, float]:
    return (
        min(li.x0 for li in lines),
        min(li.top for li in lines),
        max(li.x1 for li in lines),
        max(li.bottom for li in lines),
    )


def textract_response(pages: Sequence[TextractPageWriter]) -> dict[str, Any]:
    """A whole-document response in GetDocumentAnalysis shape (one result page, no NextToken)."""
    blocks: list[Block] = []
    for p in pages:
        blocks.extend(p.blocks())
    return {
        "DocumentMetadata": {"Pages": len(pages)},
        "JobStatus": "SUCCEEDED",
        "Blocks": blocks,
        "AnalyzeDocumentModelVersion": "1.0",
    }
