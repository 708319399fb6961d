"""Small rendering helper for the synthetic wordings (reportlab platypus)."""
import io

from reportlab import rl_config

rl_config.invariant = 1  # deterministic PDFs (fixed dates and ids), so the sha256 labels survive a re-run
import re

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import (BaseDocTemplate, Frame, PageBreak, PageTemplate, Paragraph, Spacer, Table,
                                TableStyle, KeepTogether, CondPageBreak)

FONTS = {
    "DejaVu": ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    "DejaVuCond": ("/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf",
                   "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf"),
    "LibSerif": ("/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
                 "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf"),
    "LibSans": ("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
                "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"),
}
_registered = set()


def reg(name):
    if name in _registered:
        return
    reg_path, bold_path = FONTS[name]
    pdfmetrics.registerFont(TTFont(name, reg_path))
    pdfmetrics.registerFont(TTFont(name + "-Bold", bold_path))
    from reportlab.pdfbase.pdfmetrics import registerFontFamily
    registerFontFamily(name, normal=name, bold=name + "-Bold", italic=name, boldItalic=name + "-Bold")
    _registered.add(name)


def esc(t):
    t = t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    t = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", t)
    return t


def styles(font, size):
    reg(font)
    s = {}
    s["p"] = ParagraphStyle("p", fontName=font, fontSize=size, leading=size * 1.32, alignment=TA_JUSTIFY,
                            spaceAfter=size * 0.45)
    s["li"] = ParagraphStyle("li", parent=s["p"], leftIndent=14, spaceAfter=size * 0.3)
    s["li2"] = ParagraphStyle("li2", parent=s["p"], leftIndent=28, spaceAfter=size * 0.25)
    s["h1"] = ParagraphStyle("h1", fontName=font + "-Bold", fontSize=size + 2.5, leading=(size + 2.5) * 1.3,
                             spaceBefore=size * 0.9, spaceAfter=size * 0.5)
    s["h2"] = ParagraphStyle("h2", fontName=font + "-Bold", fontSize=size + 0.5, leading=(size + 0.5) * 1.3,
                             spaceBefore=size * 0.5, spaceAfter=size * 0.3)
    s["title"] = ParagraphStyle("title", fontName=font + "-Bold", fontSize=size + 7, leading=(size + 7) * 1.3,
                                alignment=TA_CENTER, spaceAfter=size)
    s["center"] = ParagraphStyle("center", parent=s["p"], alignment=TA_CENTER)
    s["cell"] = ParagraphStyle("cell", fontName=font, fontSize=size - 0.8, leading=(size - 0.8) * 1.25)
    s["cellb"] = ParagraphStyle("cellb", fontName=font + "-Bold", fontSize=size - 0.8, leading=(size - 0.8) * 1.25)
    return s


def build_story(items, st, font):
    story = []
    for it in items:
        kind = it[0]
        if kind == "pb":
            story.append(PageBreak())
        elif kind == "sp":
            story.append(Spacer(1, it[1]))
        elif kind == "cpb":
            story.append(CondPageBreak(it[1]))
        elif kind == "table":
            _, rows, widths, ruled, opts = it
            data = []
            cst, cbst = st["cell"], st["cellb"]
            if opts.get("cell_font"):
                reg(opts["cell_font"])
                cst = ParagraphStyle("cx", parent=st["cell"], fontName=opts["cell_font"])
                cbst = ParagraphStyle("cbx", parent=st["cellb"], fontName=opts["cell_font"] + "-Bold")
            for ri, row in enumerate(rows):
                cells = []
                for c in row:
                    sty = cbst if (ri == 0 and opts.get("header", True)) else cst
                    cells.append(Paragraph(esc(c), sty))
                data.append(cells)
            tbl = Table(data, colWidths=[w * mm for w in widths], repeatRows=1 if opts.get("repeat") else 0,
                        hAlign="LEFT")
            cmds = [("VALIGN", (0, 0), (-1, -1), "TOP"),
                    ("LEFTPADDING", (0, 0), (-1, -1), opts.get("hpad", 4)), ("RIGHTPADDING", (0, 0), (-1, -1), opts.get("hpad", 4)),
                    ("TOPPADDING", (0, 0), (-1, -1), opts.get("pad", 3)),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), opts.get("pad", 3))]
            if ruled:
                cmds += [("GRID", (0, 0), (-1, -1), 0.6, colors.black),
                         ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.85, 0.88, 0.95))]
            tbl.setStyle(TableStyle(cmds))
            story.append(tbl)
            story.append(Spacer(1, 6))
        else:
            story.append(Paragraph(esc(it[1]), st[kind]))
    return story


def render(path, items, font, size, header_lines, footer_fn, first_footer_extra, margins=(18, 18, 24, 22)):
    """header_lines: list of strings drawn at top; footer_fn(page, total) -> list of strings."""
    st = styles(font, size)
    left, right, top, bottom = [m * mm for m in margins]

    def make(total):
        buf = io.BytesIO()

        def on_page(canv, doc):
            canv.saveState()
            w, h = A4
            canv.setFont(font + "-Bold", 8)
            y = h - 10 * mm
            for i, line in enumerate(header_lines):
                fn = (font + "-Bold") if i == 0 else font
                fs = 8 if i == 0 else 7
                while pdfmetrics.stringWidth(line, fn, fs) > w - left - right and fs > 5:
                    fs -= 0.25
                canv.setFont(fn, fs)
                canv.drawString(left, y, line)
                y -= 3.6 * mm
            canv.setLineWidth(0.5)
            canv.line(left, y + 1.5 * mm, w - right, y + 1.5 * mm)
            pg = canv.getPageNumber()
            canv.line(left, 17 * mm, w - right, 17 * mm)
            canv.setFont(font, 7)
            fy = 13.5 * mm
            for line in footer_fn(pg, total):
                if isinstance(line, tuple):
                    canv.drawRightString(w - right, fy, line[0])
                else:
                    canv.drawString(left, fy, line)
                    fy -= 3.3 * mm
            if pg == 1:
                canv.setFont(font, 6.5)
                canv.drawString(left, 5 * mm, first_footer_extra)
            canv.restoreState()

        doc = BaseDocTemplate(buf, pagesize=A4, leftMargin=left, rightMargin=right, topMargin=top,
                              bottomMargin=bottom)
        frame = Frame(left, bottom, A4[0] - left - right, A4[1] - top - bottom, id="f")
        doc.addPageTemplates([PageTemplate(id="all", frames=[frame], onPage=on_page)])
        doc.build(build_story(items, st, font))
        return buf.getvalue(), doc.page

    data, n = make(0)
    data, n2 = make(n)
    assert n == n2
    with open(path, "wb") as f:
        f.write(data)
    return n
