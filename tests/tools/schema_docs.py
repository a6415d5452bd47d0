#!/usr/bin/env python3
"""schema_docs.py RNG DOC.md...: is every element, attribute and
enumerated value of a RelaxNG schema documented?

An element <X> is documented where the docs write `<X`; its documentation
is every section whose heading names `<X` (to the next heading of the same
or a higher level) and every paragraph, list item or table row that names
it. Each attribute of X must appear there as `attr`, attr="..." or
`attr=...`, and each value the schema enumerates for it as `value`,
"value" or between bars (`edge="top|bottom"`). A table row whose first
cell is empty continues the row above. Prints what is missing, one line each, and exits 1 if anything
is; exits 2 if the schema cannot be read.

schema_docs.py --annotations RNG: does every element and attribute of the
schema carry an <a:documentation> (tools/annotate-schema.py writes them
from the docs), and has every attribute words of its own, not its
element's whole paragraph over again? The same exit codes."""
import re
import sys
import xml.etree.ElementTree as ET

NS = '{http://relaxng.org/ns/structure/1.0}'


def schema_items(path):
    """{element: {attribute: set(values)}} of the schema."""
    root = ET.parse(path).getroot()
    defines = {}
    for d in root.iter(NS + 'define'):
        defines.setdefault(d.get('name'), []).append(d)
    elements = {}

    def values(node, seen):
        out = set()
        for n in node.iter():
            if n.tag == NS + 'value':
                out.add((n.text or '').strip())
            elif n.tag == NS + 'ref' and n.get('name') not in seen:
                for d in defines.get(n.get('name'), []):
                    out |= values(d, seen | {n.get('name')})
        return out

    def walk(node, owner, seen):
        for child in node:
            tag = child.tag
            if tag == NS + 'element':
                name = child.get('name')
                if name not in elements:
                    elements[name] = {}
                    walk(child, name, frozenset())
                elif owner is not None:
                    pass
            elif tag == NS + 'attribute':
                if owner is not None:
                    elements[owner].setdefault(child.get('name'), set()).update(
                        values(child, frozenset()))
            elif tag == NS + 'ref':
                name = child.get('name')
                if name in seen:
                    continue
                for d in defines.get(name, []):
                    walk(d, owner, seen | {name})
            else:
                walk(child, owner, seen)

    walk(root, None, frozenset())
    return elements


def blocks(text):
    """Paragraphs and list items, and table rows one by one."""
    out = []
    for para in re.split(r'\n\s*\n', text):
        lines = para.split('\n')
        if all(line.startswith('|') for line in lines if line.strip()):
            for line in lines:  # a row with an empty first cell goes on the row above
                if re.match(r'\|\s*\|', line) and out:
                    out[-1] += '\n' + line
                else:
                    out.append(line)
        else:
            out.extend(re.split(r'\n(?=- )', para))
    return out


def sections(text, element):
    """Sections whose heading names `<element`."""
    out = []
    lines = text.split('\n')
    for i, line in enumerate(lines):
        m = re.match(r'(#+) ', line)
        if m and re.search(r'<' + re.escape(element) + r'[\s>/`]', line):
            level = len(m.group(1))
            j = i + 1
            while j < len(lines):
                n = re.match(r'(#+) ', lines[j])
                if n and len(n.group(1)) <= level:
                    break
                j += 1
            out.append('\n'.join(lines[i:j]))
    return out


def unannotated(path):
    """The elements and attributes of a schema without an <a:documentation>
    (what an editor shows on hover), as "<element>" or "attr of <element>"."""
    doc_tag = '{http://relaxng.org/ns/compatibility/annotations/1.0}documentation'
    out = []

    def walk(node, owner):
        for c in node:
            if c.tag in (NS + 'element', NS + 'attribute'):
                d = c.find(doc_tag)
                if d is None or not (d.text or '').strip():
                    out.append(f'<{c.get("name")}>' if c.tag == NS + 'element'
                               else f'{c.get("name")} of <{owner or "?"}>')
            walk(c, c.get('name') if c.tag == NS + 'element' else owner)
    walk(ET.parse(path).getroot(), None)
    return out


def repeated(path):
    """The attributes whose <a:documentation> is an element's word for word
    (an editor's hover on the attribute would show the element's paragraph),
    as "attr of <element> repeats <element>'s"."""
    doc_tag = '{http://relaxng.org/ns/compatibility/annotations/1.0}documentation'
    root = ET.parse(path).getroot()

    def doc(node):
        d = node.find(doc_tag)
        return (d.text or '').strip() if d is not None else ''
    elements = {}
    for e in root.iter(NS + 'element'):
        if doc(e):
            elements.setdefault(doc(e), e.get('name'))
    out = []

    def walk(node, owner):
        for c in node:
            if c.tag == NS + 'attribute' and doc(c) in elements:
                out.append(f'{c.get("name")} of <{owner or "?"}> repeats the annotation of '
                           f'<{elements[doc(c)]}>')
            walk(c, c.get('name') if c.tag == NS + 'element' else owner)
    walk(root, None)
    return out


def main():
    if len(sys.argv) == 3 and sys.argv[1] == '--annotations':
        try:
            bare = unannotated(sys.argv[2])
            copies = repeated(sys.argv[2])
        except (OSError, ET.ParseError) as e:
            print(f'{sys.argv[2]}: error: {e}', file=sys.stderr)
            return 2
        for b in bare:
            print(f'{sys.argv[2]}: {b} has no <a:documentation>')
        for c in copies:
            print(f'{sys.argv[2]}: {c}: give it words of its own')
        return 1 if bare or copies else 0
    if len(sys.argv) < 3:
        print(__doc__.split('\n')[0], file=sys.stderr)
        return 2
    try:
        elements = schema_items(sys.argv[1])
    except (OSError, ET.ParseError) as e:
        print(f'{sys.argv[1]}: error: {e}', file=sys.stderr)
        return 2
    text = '\n\n'.join(open(p, encoding='utf-8').read() for p in sys.argv[2:])
    docs = ' and '.join(sys.argv[2:])
    missing = 0
    for element in sorted(elements):
        mention = re.compile(r'<' + re.escape(element) + r'(?=[\s>/`])')
        region = sections(text, element) + [b for b in blocks(text) if mention.search(b)]
        if not region:
            print(f'{docs}: element <{element}> is not documented')
            missing += 1
            continue
        where = '\n'.join(region)
        for attr, vals in sorted(elements[element].items()):
            if not re.search(r'(?<![\w-])' + re.escape(attr) + r'(?=`|=)', where):
                print(f'{docs}: attribute {attr} of <{element}> is not documented')
                missing += 1
                continue
            for v in sorted(vals):
                if not re.search(r'[`"|]' + re.escape(v) + r'[`"|]', where):
                    print(f'{docs}: value "{v}" of {attr} on <{element}> is not documented')
                    missing += 1
    return 1 if missing else 0


if __name__ == '__main__':
    sys.exit(main())
