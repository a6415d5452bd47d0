#!/bin/sh
# seeds.sh DIR: writes the fuzzers' seed corpora into DIR/<harness>/ from
# what the project ships: whole definitions and layouts, every Betza string
# and every diagram text in them and in tests/defs.
set -eu
cd "$(dirname "$0")/../.."
out=$1
mkdir -p "$out/piecedef" "$out/layout" "$out/betza" "$out/diagram"
defs="piecedefs/*.xml tests/defs/good/*.xml tests/defs/bad/*.xml"
for f in $defs; do
    cp "$f" "$out/piecedef/$(echo "$f" | tr / _)"
done
for f in layouts/*.xml; do
    cp "$f" "$out/layout/$(basename "$f")"
done
# one file per distinct Betza string
# shellcheck disable=SC2086
grep -aho 'betza="[^"]*"' $defs | sed 's/^betza="//; s/"$//' | sort -u | awk -v d="$out/betza" '
    { f = sprintf("%s/b%04d", d, NR); printf "%s", $0 > f; close(f) }'
# one file per diagram text (what lies between <diagram ...> and </diagram>)
# shellcheck disable=SC2086
cat $defs | awk -v d="$out/diagram" '
    /<diagram[ >]/ { on = 1; text = ""; sub(/.*<diagram[^>]*>/, ""); }
    on && /<\/diagram>/ { sub(/<\/diagram>.*/, ""); text = text $0 "\n"; on = 0
        f = sprintf("%s/d%04d", d, ++n); printf "%s", text > f; close(f); next }
    on { text = text $0 "\n" }'
