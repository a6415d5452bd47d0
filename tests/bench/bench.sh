#!/bin/sh
# bench.sh: the figures of `make bench`, written to output/bench.txt.
set -u
cd "$(dirname "$0")/../.." || exit 2
mkdir -p output
out=output/bench.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ms() { echo "$1 $2" | awk '{printf "%.1f", ($2 - $1) * 1000}'; }
t() { date +%s.%N; }
{
    echo "pnpgen benchmark ($(nproc) cores; $(date -u +%Y-%m-%d))"
    echo
    echo "Per set: the whole pipeline (load, validate, compose, draw, PDF in memory)"
    echo "against the floor (the same pages recorded once, replayed into the same three PDFs)."
    build/bench -n 7 piecedefs/*.xml
    echo

    # a full make pdf with pre-built binaries, then a no-op make pdf
    rm -rf output/*/.rendered
    a=$(t); make --no-print-directory pdf >/dev/null 2>&1; b=$(t)
    echo "make pdf, every set, binaries built:   $(ms "$a" "$b") ms wall"
    a=$(t); make --no-print-directory pdf >/dev/null 2>&1; b=$(t)
    echo "make pdf with nothing to do:           $(ms "$a" "$b") ms wall"
    # the same sets rendered by one pnpgen each (as make pdf does) and by
    # one command: what loading the fonts once per process saves
    a=$(t); for f in piecedefs/*.xml; do build/pnpgen render "$f" -o "$tmp/each/$(basename "$f" .xml)" >/dev/null 2>&1; done; b=$(t)
    echo "pnpgen render, a process for each set:  $(ms "$a" "$b") ms wall, one core"
    a=$(t); build/pnpgen render piecedefs/*.xml -o "$tmp/one" >/dev/null 2>&1; b=$(t)
    echo "pnpgen render of every set at once:     $(ms "$a" "$b") ms wall, one core"
    a=$(t); build/pnpgen render -j 2 piecedefs/*.xml -o "$tmp/two" >/dev/null 2>&1; b=$(t)
    echo "pnpgen render -j 2 of every set:        $(ms "$a" "$b") ms wall, two cores"
    a=$(t); for i in 1 2 3 4 5 6 7 8 9 10; do build/pnpgen validate piecedefs/*.xml >/dev/null 2>&1; done; b=$(t)
    echo "pnpgen validate of every definition:   $(echo "$a $b" | awk '{printf "%.1f", ($2 - $1) * 100}') ms wall (one process, mean of 10)"
    a=$(t); for i in 1 2 3 4 5 6 7 8 9 10; do build/pnpgen --help >/dev/null 2>&1; done; b=$(t)
    echo "  of which starting the process:       $(echo "$a $b" | awk '{printf "%.1f", ($2 - $1) * 100}') ms (pnpgen --help)"
    echo

    echo "Scaling: generated definitions (board size, pieces), whole pipeline:"
    for spec in "9 40" "18 100" "27 200" "36 300" "36 600"; do
        set -- $spec
        sh tests/bench/stress.sh "$1" "$2" >"$tmp/stress-$1-$2.xml"
    done
    build/bench -n 3 "$tmp"/stress-9-40.xml "$tmp"/stress-18-100.xml "$tmp"/stress-27-200.xml \
        "$tmp"/stress-36-300.xml "$tmp"/stress-36-600.xml
    echo
    echo "The worst legal definitions: every limit at its largest (worst.sh); 128 kB of letters"
    echo "each with the most combining marks a character may carry, 30 (marks.sh):"
    sh tests/bench/worst.sh >"$tmp/worst.xml"
    sh tests/bench/marks.sh >"$tmp/marks.xml"
    build/bench -n 1 "$tmp/worst.xml" "$tmp/marks.xml"

    echo
    # pnpgen import at scale: Fairy-Stockfish's variants.ini, when given
    # (ENGINE_INI=.../src/variants.ini; ENGINE_BIN=an engine that reads it)
    sh tests/bench/engine.sh
} | tee "$out"
