#!/bin/sh
# 17-docs.sh: the documentation says what the code does. Every element,
# attribute and enumerated value of the two schemas is described (piecedef.rng
# in piecedefs/README.md, layout.rng in README.md), by tests/tools/schema_docs.py;
# the check itself must catch a gap (a schema with an attribute nobody
# documents). The diagram symbols are checked by the unit test
# diagram_symbols_documented.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/17-docs.sh
. "$(dirname "$0")/lib.sh"

for pair in "piecedefs/piecedef.rng piecedefs/README.md" "layouts/layout.rng README.md"; do
    # shellcheck disable=SC2086 # two words: schema and its docs
    set -- $pair
    if python3 tests/tools/schema_docs.py "$1" "$2" >"$tmp/out" 2>&1; then
        ok "$2 documents every element, attribute and value of $1"
    else
        fail "$2 leaves parts of $1 undocumented: $(head -5 "$tmp/out" | tr '\n' ';')"
    fi
done

# editors show each element's and attribute's <a:documentation> on hover:
# every one of both schemas has one
for rng in piecedefs/piecedef.rng layouts/layout.rng; do
    if python3 tests/tools/schema_docs.py --annotations "$rng" >"$tmp/out" 2>&1; then
        ok "$rng: every element and attribute has an <a:documentation> ($(grep -c '<a:documentation>' "$rng"))"
    else
        fail "$rng: without <a:documentation> (tools/annotate-schema.py writes them): $(head -5 "$tmp/out" | tr '\n' ';')"
    fi
done
# ... and the check fails on one without
awk '/<a:documentation>/ && !done { done = 1; next } { print }' layouts/layout.rng >"$tmp/bare.rng"
python3 tests/tools/schema_docs.py --annotations "$tmp/bare.rng" >"$tmp/out" 2>&1
if [ $? = 1 ] && grep -q '<layout> has no <a:documentation>' "$tmp/out"; then
    ok "schema_docs.py --annotations names an element without documentation"
else
    fail "schema_docs.py --annotations missed a bare element: $(head -3 "$tmp/out")"
fi

# ... and on an attribute that carries its element's whole paragraph (what
# the annotator wrote where the docs had no sentence naming the attribute)
python3 - piecedefs/piecedef.rng "$tmp/copied.rng" <<'EOF'
import re, sys
s = open(sys.argv[1], encoding='utf-8').read()
s = re.sub(r'(<element name="river">\s*(<a:documentation>.*?</a:documentation>)\s*'
           r'(?:<!--.*?-->\s*)*<attribute name="after-rank">\s*)<a:documentation>.*?</a:documentation>',
           lambda m: m.group(1) + m.group(2), s, count=1, flags=re.S)
open(sys.argv[2], 'w', encoding='utf-8').write(s)
EOF
python3 tests/tools/schema_docs.py --annotations "$tmp/copied.rng" >"$tmp/out" 2>&1
if [ $? = 1 ] && grep -q 'after-rank of <river> repeats the annotation of <river>' "$tmp/out"; then
    ok "schema_docs.py --annotations names an attribute that repeats its element's annotation"
else
    fail "schema_docs.py --annotations missed an attribute with its element's annotation: $(head -3 "$tmp/out")"
fi

# every shipped definition, and the template, names its schema for an
# editor on its second line
bare=""
for f in piecedefs/*.xml docs/new-variant.xml; do
    sed -n 2p "$f" | grep -q '^<?xml-model href="[^"]*piecedef.rng" type="application/xml" schematypens="http://relaxng.org/ns/structure/1.0"?>$' ||
        case $f in docs/*) sed -n 2p "$f" | grep -q '^<?xml-model href="@SCHEMA@"' || bare="$bare $f" ;; *) bare="$bare $f" ;; esac
done
if [ -z "$bare" ]; then ok "every shipped definition and the template carry <?xml-model?>"; else fail "no <?xml-model?> on line 2:$bare"; fi

# the compact schemas (.rnc, for Emacs) are what trang makes of the XML ones
for rng in piecedefs/piecedef.rng layouts/layout.rng; do
    rnc=${rng%.rng}.rnc
    if trang "$rng" "$tmp/now.rnc" 2>"$tmp/out" && cmp -s "$tmp/now.rnc" "$rnc"; then
        ok "$rnc is current (trang $rng)"
    else
        fail "$rnc is not what trang makes of $rng (make rnc): $(head -3 "$tmp/out")"
    fi
done

# the check fails on a gap: an attribute added to the schema, undocumented
sed 's|<attribute name="subtitle">|<attribute name="sub-title-never-documented">|' \
    piecedefs/piecedef.rng >"$tmp/gap.rng"
python3 tests/tools/schema_docs.py "$tmp/gap.rng" piecedefs/README.md >"$tmp/out" 2>&1
if [ $? = 1 ] && grep -q 'sub-title-never-documented of <variant>' "$tmp/out"; then
    ok "schema_docs.py names an undocumented attribute"
else
    fail "schema_docs.py missed an undocumented attribute: $(head -3 "$tmp/out")"
fi
# every make target the Makefile's help and the README name has a rule
# (make unit was lost in a merge once, while both still offered it)
missing=""
for target in $(sed -n 's/^#  *make \([a-z][a-z0-9-]*\).*/\1/p' Makefile | sort -u) \
              $(grep -o '`make [a-z][a-z0-9-]*' README.md | sed 's/`make //' | sort -u); do
    grep -q "^$target:" Makefile || missing="$missing $target"
done
if [ -z "$missing" ]; then ok "every make target the docs name has a rule"; else fail "make targets named in the docs without a rule:$missing"; fi
finish
