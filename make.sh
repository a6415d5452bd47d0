#!/bin/sh
# make.sh TARGET...: `make TARGET...` on a machine that may not have make yet.
# A bare Debian has neither make nor a compiler, so without them this runs
# the package check first (tools/install-deps.sh: as root, with sudo, or it
# prints the one command to run) and then hands over to make, whose own
# check (the deps target) installs the rest. The README's two commands are
# `./make.sh pdf` and `./make.sh check`.
set -eu
cd "$(dirname "$0")"
command -v make >/dev/null 2>&1 && command -v "${CC:-cc}" >/dev/null 2>&1 || sh tools/install-deps.sh
# `./make.sh diff [BASE=rev] [DIFF_DPI=...]`: make builds, then the script's
# own exit status is kept (0 same, 1 pages differ, 2 broken), which make
# cannot pass on (it exits 2 for any failure)
if [ "${1:-}" = diff ]; then
    shift
    for a in "$@"; do
        case $a in
        BASE=* | DIFF_DPI=* | DIFF_OUT=* | DIFF_JOBS=*) export "${a?}" ;;
        *) echo "make.sh diff: unknown setting '$a' (BASE, DIFF_DPI, DIFF_OUT, DIFF_JOBS)" >&2; exit 2 ;;
        esac
    done
    make -s --no-print-directory deps deps-tests build/pnpgen build/pngdiff || exit 2
    exec sh tests/diff.sh "${BASE:-HEAD}"
fi
exec make "$@"
