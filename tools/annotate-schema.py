#!/usr/bin/env python3
"""annotate-schema.py RNG DOC.md...: gives every <element> and <attribute>
of a RelaxNG schema that has none an <a:documentation> child (what an
editor shows on hover), written from the documentation the docs already
hold: an element's first paragraph in its section (or the first paragraph
naming it), an attribute's table row or sentence in its element's part of
the docs. The schema is edited in place, keeping its layout; annotations
already there are kept. Run it after adding to a schema (and documenting
the addition); tests/check/17-docs.sh checks that every element and
attribute carries one (tests/tools/schema_docs.py --annotations)."""
import os
import re
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.join(os.path.dirname(__file__), '..', 'tests', 'tools'))
import schema_docs  # noqa: E402  (blocks, sections: how the docs are read)

MAX = 480  # characters: an editor's hover, not the manual


def plain(md):
    """Markdown to one line of plain text."""
    s = re.sub(r'\[([^\]]+)\]\([^)]*\)', r'\1', md)
    s = s.replace('`', '').replace('**', '').replace('\\|', '|')
    s = re.sub(r'\s+', ' ', s).strip()
    if len(s) > MAX:
        cut = s.rfind('. ', 0, MAX)
        s = s[:cut + 1] if cut > 80 else s[:MAX - 3].rstrip() + '...'
    return s


def xml_escape(s):
    return s.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')


# Elements whose docs are a table of attributes with no sentence of their
# own, or whose first mention is a reference from another's paragraph
# (<glyph>: "see <glyph>" in the paragraph on shape).
OWN_WORDS = {
    'glyph': 'The characters printed on one side\'s pieces on faces that show the glyph (face="glyph"): side says whose; two to four CJK characters are stacked unless stack="no"; two chess figures (U+2654 to U+265F) are drawn as one compound figure, the first small and behind, the second large and in front: put second the one that tells the piece apart ("♘♖", a Knight behind a Rook, for a Rook + Knight).',
    'b': 'Bold text inside a <p> or <item>.',
    'i': 'Italic text inside a <p> or <item>.',
    'side': 'One of the two sides (players): id first or second, its printed name, its colour and how its pieces print. Exactly two, first then second.',
    'layout': 'A page layout: paper, margins, ruler, line widths, board and piece sizes, text size and one <font> a language; each element at most once, in any order; a value left out takes the A4 default.',
    'paper': 'The page: width and height in mm, and the margin no ink comes closer to the edge than.',
    'ruler': 'The calibration ruler printed on every component sheet (its length in mm; 0 prints none).',
    'lines': 'Widths of the solid cut lines and dotted fold lines, and the fold line\'s dash.',
    'board': None,  # piecedef.rng's <board> has a paragraph; layout.rng's below
    'pieces': 'How large pieces are drawn in a cell, the gap that keeps art clear of a fold, the gutter between pieces, and how discs are cut (circle or square).',
    'text': 'The body text size in points.',
    'font': "A language's font: its BCP 47 tag, the font family (installed) and the Debian package named when it is missing. At most 16.",
}
LAYOUT_WORDS = {
    'board': 'The board\'s cell (or point spacing), the smallest cell before a board is tiled over several pages, each tile\'s glue flap and the band for coordinate labels.',
}


def element_text(text, element, layout):
    if layout and element in LAYOUT_WORDS:
        return LAYOUT_WORDS[element]
    if OWN_WORDS.get(element):
        return OWN_WORDS[element]
    mention = re.compile(r'<' + re.escape(element) + r'(?=[\s>/`])')
    for sec in schema_docs.sections(text, element):
        for para in re.split(r'\n\s*\n', sec)[1:]:
            if para.strip() and not para.lstrip().startswith(('|', '```', '#')):
                return plain(from_mention(unheaded(para), element))
    for b in schema_docs.blocks(text):
        if mention.search(b) and not b.lstrip().startswith(('#', '```')):
            if b.lstrip().startswith('|'):
                return plain('; '.join(c for c in cells_of(b.split('\n')[0]) if c))
            return plain(from_mention(unheaded(b), element))
    return None


def cells_of(line):
    """A table row's cells; a | inside `code` or escaped (\\|) does not split."""
    cells, cur, code, prev = [], '', False, ''
    for ch in line.strip().strip('|'):
        if ch == '`':
            code = not code
        if ch == '|' and not code and prev != '\\':
            cells.append(cur.strip())
            cur = ''
        else:
            cur += ch
        prev = ch
    cells.append(cur.strip())
    return cells


def attribute_text(text, element, attr):
    mention = re.compile(r'<' + re.escape(element) + r'(?=[\s>/`])')
    region = schema_docs.sections(text, element) + [b for b in schema_docs.blocks(text) if mention.search(b)]
    named = re.compile(r'(?<![\w-])' + re.escape(attr) + r'(?=`|=)')
    # a table row naming the attribute in a short cell: the cells after it,
    # the first as it is, the others under their column's heading; in the
    # element's sections, or in a table whose first column names elements
    fallback = None
    for part, anywhere in [(p, False) for p in schema_docs.sections(text, element)] + [(text, True)]:
        lines = part.split('\n')
        header, owner = None, None
        for i, line in enumerate(lines):
            if not line.startswith('|'):
                header = None
                continue
            if i + 1 < len(lines) and re.match(r'\|\s*-', lines[i + 1]):
                header = cells_of(line)
                continue
            cells = cells_of(line)
            if cells[0]:
                owner = cells[0] if cells[0].startswith('`<') else None
            if anywhere and not (owner and mention.search(owner)):
                continue
            if owner and mention.search(owner) and named.search(line) and not fallback:
                # the element's own row names the attribute somewhere in it
                fallback = plain('. '.join(f'{h.capitalize()}: {c}' if h else c
                                           for h, c in zip(header or [''] * len(cells), cells) if c))
            for k, c in enumerate(cells[:-1]):
                if named.search(c) and len(c) < 80 and not c.startswith('`<'):
                    rest = [(header[j] if header and j < len(header) else '', cells[j])
                            for j in range(k + 1, len(cells)) if cells[j]]
                    if not rest:
                        break
                    words = rest[0][1]
                    for head, val in rest[1:]:
                        words += f'. {head.capitalize()}: {val}' if head else f'. {val}'
                    return plain(words)
    if fallback:
        return fallback
    # else the sentences that name it in a paragraph or list item (not the
    # element's whole paragraph: that is the element's annotation, and an
    # attribute named only in the element's synopsis has no words of its own)
    for part in region:
        for block in schema_docs.blocks(part):
            if named.search(block) and not block.lstrip().startswith(('|', '#')) and '```' not in block:
                words = own_sentences(unheaded(block), named)
                if words:
                    return plain(words)
    return None


def own_sentences(block, named):
    """The sentences of a block that name an attribute outside a synopsis
    of an element (`<zone id="..." side="..."/>`), at most two."""
    sentences = re.split(r'(?<=[.!?])\s+(?=[A-Z`(*"])', re.sub(r'\s+', ' ', block))
    own = [s for s in sentences if named.search(re.sub(r'`<[^`]*`', '', s))][:2]
    own = [re.sub(r'^`<[^`]*`:\s*', '', s) for s in own]  # the synopsis is the element's
    return ' '.join(s[:1].upper() + s[1:] for s in own)


def from_mention(block, element):
    """A block about several elements, from where it names this one."""
    others = set(re.findall(r'<([a-z][a-z-]*)', block))
    m = re.search(r'<' + re.escape(element) + r'(?=[\s>/`])', block)
    if len(others) > 2 and m and m.start() > 0:
        return block[m.start():].lstrip('`')
    return block


def unheaded(block):
    """A block without a heading line or a list item's dash."""
    lines = [l for l in block.split('\n') if not l.startswith('#')]
    return re.sub(r'^\s*- ', '', '\n'.join(lines))


def owners(path):
    """For each <element>/<attribute> node, in document order: (kind, name,
    owning element name, has documentation)."""
    root = ET.parse(path).getroot()
    rng = schema_docs.NS
    doc_tag = '{http://relaxng.org/ns/compatibility/annotations/1.0}documentation'
    defines = {}
    for d in root.iter(rng + 'define'):
        defines.setdefault(d.get('name'), []).append(d)
    # the element a define's attributes belong to: the first element whose
    # pattern refers to it
    define_owner = {}

    def find_refs(node, owner, seen):
        for c in node:
            if c.tag == rng + 'element':
                find_refs(c, c.get('name'), seen)
            elif c.tag == rng + 'ref':
                n = c.get('name')
                if n not in seen:
                    define_owner.setdefault(n, owner)
                    for d in defines.get(n, []):
                        find_refs(d, owner, seen | {n})
            else:
                find_refs(c, owner, seen)
    find_refs(root, None, frozenset())
    out = []

    def walk(node, owner):
        for c in node:
            if c.tag == rng + 'element':
                out.append(('element', c.get('name'), None, c.find(doc_tag) is not None))
                walk(c, c.get('name'))
            elif c.tag == rng + 'attribute':
                out.append(('attribute', c.get('name'), owner, c.find(doc_tag) is not None))
                walk(c, owner)
            elif c.tag == rng + 'define':
                walk(c, define_owner.get(c.get('name')))
            else:
                walk(c, owner)
    walk(root, None)
    return out


def main():
    if len(sys.argv) < 3:
        print(__doc__.split('\n')[0], file=sys.stderr)
        return 2
    path = sys.argv[1]
    text = '\n\n'.join(open(p, encoding='utf-8').read() for p in sys.argv[2:])
    nodes = owners(path)
    layout = any(n[0] == 'element' and n[1] == 'layout' for n in nodes)  # layout.rng, not piecedef.rng
    lines = open(path, encoding='utf-8').read().split('\n')
    opener = re.compile(r'^(\s*)<(element|attribute) name="([^"]+)"\s*(/?)>(.*)$')
    anywhere = re.compile(r'<(element|attribute) name="([^"]+)"\s*(/?)>')
    wrapper = re.compile(r'^(\s*)<(optional|zeroOrMore|oneOrMore)>(.*)</\2>\s*$')
    state = {'k': 0, 'added': 0}
    missing = []

    def doc_for(kind, name):
        kind_n, name_n, owner, has_doc = nodes[state['k']]
        state['k'] += 1
        assert (kind_n, name_n) == (kind, name), (kind_n, name_n, kind, name)
        if has_doc:
            return None
        doc = element_text(text, name, layout) if kind == 'element' else attribute_text(text, owner, name)
        if not doc:
            missing.append(f'<{name}>' if kind == 'element' else f'{name} of <{owner}>')
            return None
        state['added'] += 1
        return f'<a:documentation>{xml_escape(doc)}</a:documentation>'

    def process(line):
        w = wrapper.match(line)
        if w and anywhere.search(w.group(3)):
            indent, tag, inner = w.groups()
            return [f'{indent}<{tag}>'] + process(indent + '  ' + inner.strip()) + [f'{indent}</{tag}>']
        m = opener.match(line)
        if m and not anywhere.search(m.group(5)):
            indent, kind, name, empty, rest = m.groups()
            doc = doc_for(kind, name)
            if not doc:
                return [line]
            inner = indent + '  '
            out = [f'{indent}<{kind} name="{name}">', inner + doc]
            if empty:
                return out + [f'{inner}<text/>', f'{indent}</{kind}>']
            close = f'</{kind}>'
            body = rest.strip()
            if body.endswith(close):
                body = body[:-len(close)].strip()
                return out + ([inner + body] if body else []) + [indent + close]
            return out + ([inner + body] if body else [])

        def inline(mm):  # several on a line: the annotation right after each tag
            doc = doc_for(mm.group(1), mm.group(2))
            if not doc:
                return mm.group(0)
            if mm.group(3):
                return f'<{mm.group(1)} name="{mm.group(2)}">{doc}<text/></{mm.group(1)}>'
            return f'<{mm.group(1)} name="{mm.group(2)}">{doc}'
        return [anywhere.sub(inline, line)]

    out = []
    for line in lines:
        out.extend(process(line))
    annotations = 'xmlns:a="http://relaxng.org/ns/compatibility/annotations/1.0"'
    if state['added'] and annotations not in '\n'.join(out):
        for i, line in enumerate(out):
            if line.startswith('<grammar '):
                out[i] = line.replace('<grammar ', '<grammar ' + annotations + ' ', 1)
                break
    k, added = state['k'], state['added']
    assert k == len(nodes), (k, len(nodes))
    open(path, 'w', encoding='utf-8').write('\n'.join(out))
    print(f'{path}: {added} annotations added')
    for m in missing:
        print(f'{path}: no documentation found for {m}', file=sys.stderr)
    return 1 if missing else 0


if __name__ == '__main__':
    sys.exit(main())
