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
