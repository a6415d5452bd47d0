#!/bin/sh
# instr.sh [DEF.xml...]: each set's warm pipeline and its floor in
# instructions, counted by callgrind (build/bench -i): the same figures on
# a busy machine as on an idle one, for telling a change's gain from the
# noise of wall time (make bench COUNT=instr). Needs valgrind. BENCH=another
# build of bench (an older one) to compare with.
set -u
cd "$(dirname "$0")/../.." || exit 2
command -v valgrind >/dev/null || { echo "instr.sh: needs valgrind" >&2; exit 2; }
[ $# -gt 0 ] || set -- piecedefs/*.xml
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$tmp/cg" \
    "${BENCH:-build/bench}" -i "$@" >/dev/null 2>"$tmp/log" || { cat "$tmp/log" >&2; exit 1; }
# each dump names what it counted ("desc: Trigger: Client Request:
# pipeline shogi.xml") and holds its total ("summary: N")
for f in "$tmp"/cg.*; do
    awk '/^desc: Trigger: Client Request:/ {what = $5; set = $6}
         /^(summary|totals):/ {n = $2}
         END {if (what != "") print set, what, n}' "$f"
done | sort | awk '
    BEGIN {printf "%-22s %14s %14s %7s\n", "set", "pipeline Ir", "floor Ir", "ratio"}
    function row(s, p, f) {printf "%-22s %14.0f %14.0f %7.3f\n", s, p, f, f ? p / f : 0}
    $2 == "floor" {fl[$1] = $3}
    $2 == "pipeline" {pl[$1] = $3}
    $1 != last && last != "" {row(last, pl[last], fl[last]); tp += pl[last]; tf += fl[last]}
    {last = $1}
    END {if (last != "") {row(last, pl[last], fl[last]); tp += pl[last]; tf += fl[last]; row("total", tp, tf)}
         print "(instructions of one warm render and one replay of its floor, callgrind)"}'
