#!/bin/sh
# engine.sh [VARIANTS.ini [ENGINE]]: pnpgen import at scale, against a
# variants.ini of Fairy-Stockfish (its src/variants.ini, not shipped here:
# give its path, or ENGINE_INI=...). Counts the sections that import (and so
# validate), that render, and that, exported again, give the engine's
# perft(2) of the original section; times the import and the renders.
# ENGINE (or ENGINE_BIN) is an engine that reads the file: the current
# releases read custom pieces, Debian's 11.1 does not.
set -u
cd "$(dirname "$0")/../.." || exit 2
ini=${1:-${ENGINE_INI:-}}
eng=${2:-${ENGINE_BIN:-$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)}}
if [ -z "$ini" ] || [ ! -f "$ini" ]; then
    echo "engine.sh: no variants.ini given (ENGINE_INI=path/to/variants.ini): skipped"
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
t() { date +%s.%N; }
sections=$(grep -c '^\[' "$ini")
a=$(t)
build/pnpgen import "$ini" -o "$tmp/defs" >/dev/null 2>"$tmp/import.err"
b=$(t)
written=$(ls "$tmp/defs" | wc -l)
# all of them in one command on the machine's two cores: fonts load once
# per process, not once per set
build/pnpgen render -j 2 "$tmp"/defs/*.xml -o "$tmp/out" >/dev/null 2>&1
c=$(t)
rendered=0
for f in "$tmp"/defs/*.xml; do
    id=$(basename "$f" .xml)
    [ -s "$tmp/out/$id/$id-booklet.pdf" ] && rendered=$((rendered + 1))
done
perft() {
    printf 'setoption name VariantPath value %s\nsetoption name UCI_Variant value %s\nposition startpos\ngo perft 2\nquit\n' \
        "$1" "$2" | timeout 60 "$eng" 2>/dev/null | sed -n 's/^Nodes searched: //p'
}
exported=0 equal=0
for f in "$tmp"/defs/*.xml; do
    name=$(sed -n 's/.*section \[\(.*\)\] -->.*/\1/p' "$f" | head -1)
    id=$(basename "$f" .xml)
    build/pnpgen export "$f" -o "$tmp/$id.ini" 2>/dev/null || continue
    exported=$((exported + 1))
    sed "s/^\[$id\]/[pnpgen-again-$id]/" "$tmp/$id.ini" >"$tmp/a-$id.ini"
    want=$(perft "$ini" "$name") got=$(perft "$tmp/a-$id.ini" "pnpgen-again-$id")
    if [ -n "$want" ] && [ "$want" = "$got" ]; then equal=$((equal + 1))
    else echo "  round trip differs: [$name] perft(2) $got, the original's $want"; fi
done
echo "pnpgen import of $ini ($sections sections):"
echo "  imported and validated: $written ($(echo "$written $sections" | awk '{printf "%.0f", 100 * $1 / $2}') %)"
echo "  rendered:               $rendered ($(echo "$rendered $sections" | awk '{printf "%.0f", 100 * $1 / $2}') %)"
echo "  exported again:         $exported; perft(2) equal to the original's: $equal ($(echo "$equal $rendered" | awk '{printf "%.0f", $2 ? 100 * $1 / $2 : 0}') % of those rendered)"
echo "  time: import $(echo "$a $b" | awk '{printf "%.0f", ($2 - $1) * 1000}') ms, render of all $(echo "$b $c" | awk '{printf "%.1f", $2 - $1}') s (pnpgen render -j 2)"
echo "  refused, by the first key named:"
grep -o 'error: \[[^]]*\] [A-Za-z0-9]*' "$tmp/import.err" | awk '!seen[$2]++ { print $3 }' | sort | uniq -c | sort -rn | head -12
