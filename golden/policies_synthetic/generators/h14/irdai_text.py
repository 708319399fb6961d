"""Pull IRDAI standard definitions and List I items from the 2020 master circular (common text of all wordings)."""
import re
import pypdfium2 as pdfium

CIRC = '/work/shared/corpus/regulatory/IRDAI_Master-Circular-Standardisation-Health-2020.pdf'


def _pages(a, b):
    d = pdfium.PdfDocument(CIRC)
    out = []
    for i in range(a, b):
        t = d[i].get_textpage().get_text_range()
        t = re.sub(r'^Page \d+ of 155\s*', '', t)
        out.append(t)
    return '\n'.join(out).replace('\r', '').replace('\ufffe', '-')


def standard_definitions():
    t = _pages(4, 13)
    t = t[t.index('1. Accident'):]
    t = t[:t.index('Chapter II')] if 'Chapter II' in t else t
    heads = list(re.finditer(r'(?m)^(\d+)\.\s*([A-Z][^\n:]{2,70}?)\s*(\([^)\n]*\))?\s*:\s*', t))
    defs = {}
    for i, h in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(t)
        body = t[h.end():end]
        # drop circular's explanatory notes in brackets
        body = re.sub(r'\((Insurers|Explanation|Note)[^)]*\)', '', body, flags=re.S)
        lines = [l.strip() for l in body.split('\n') if l.strip()]
        # keep sub-item lines as separate (i., ii., a), b))
        paras = []
        for l in lines:
            if re.match(r'^(\(?[ivx]+[.)]|[a-h]\)|\d\))\s', l) and paras:
                paras.append(l)
            elif paras:
                paras[-1] = paras[-1] + ' ' + l
            else:
                paras.append(l)
        paras = [re.split(r'\s\d{1,2}\.\s?[A-Z][a-z]', p_)[0] for p_ in paras]
        paras = [re.sub(r'^\((not|applicable)[^)]*\)\s*', '', p_, flags=re.I) for p_ in paras]
        paras = [p_.replace('upto90', 'up to 90') for p_ in paras if p_]
        name = h.group(2).strip()
        defs[name] = paras
    return defs


def list_one():
    t = _pages(25, 28)
    t = t[t.index('List I – Optional Items'):]
    t = t[:t.index('2. Where the costs')] if '2. Where the costs' in t else t
    items = []
    for m in re.finditer(r'(?m)^(\d{1,2}) (.+)$', t):
        n = int(m.group(1))
        if n == len(items) + 1:
            it = m.group(2).strip()
            if it.count('(') > it.count(')'):
                it += ')'
            if it.count('[') > it.count(']'):
                it += ' RECOVERY KIT, ETC]'
            items.append(it)
    return items


if __name__ == '__main__':
    d = standard_definitions()
    for k, v in d.items():
        print('##', k, '|', ' // '.join(v)[:200])
    print(list_one())
