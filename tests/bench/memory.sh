#!/bin/sh
# memory.sh [BIN] [DEF...]: the smallest address space (`ulimit -v`, in MB
# of 1024 kB) in which BIN (default build/pnpgen, the release build) renders
# each definition (default every shipped set), found by bisection to 1 MB,
# a limit counting as enough only when three renders in a row succeed
# (pango's font threads make the peak vary by a megabyte or so). Below it
# a render must end "out of memory" with exit 3 (tests/check/19-resources.sh
# checks that, and that every set renders in the figure README.md gives).
# The sanitizer build cannot run under any `ulimit -v`: AddressSanitizer
# reserves terabytes of shadow address space at start.
set -u
cd "$(dirname "$0")/../.." || exit 2
bin=${1:-build/pnpgen}
[ $# -gt 0 ] && shift
[ $# -gt 0 ] || set -- piecedefs/*.xml
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
renders() { # renders KB DEF: 0 when three renders succeed under KB
    for _ in 1 2 3; do
        (ulimit -v "$1"; "$bin" render "$2" -o "$out/r" >/dev/null 2>"$out/err") || return 1
    done
}
worst=0
for def in "$@"; do
    lo=8 hi=512 # MB: lo fails, hi renders
    renders $((hi * 1024)) "$def" || { echo "$def: does not render in $hi MB"; exit 1; }
    while [ $((hi - lo)) -gt 1 ]; do
        mid=$(((lo + hi) / 2))
        if renders $((mid * 1024)) "$def"; then hi=$mid; else lo=$mid; fi
    done
    printf '%-28s %4d MB\n' "$(basename "$def" .xml)" "$hi"
    [ "$hi" -gt "$worst" ] && worst=$hi
done
echo "largest: $worst MB"
