# lib.sh: what the numbered scripts of tests/check/ share (each sources it).
# Each check prints "ok   NAME" or "FAIL NAME: why" and appends that line
# to the results file: $RESULTS when tests/run.sh runs the scripts (one
# file for all of them), else the script's own, summed up by finish.
# Sets: the working directory (the repository), the sanitizer options,
# $ASAN (the sanitizer build of pnpgen), $tmp (removed at exit), $results.
set -u
cd "${PNPGEN_ROOT:-$(dirname "$0")/../..}" || exit 2
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:exitcode=99"
export LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
ASAN=build/asan/pnpgen
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
results=${RESULTS:-$tmp/results}
: >>"$results"

ok() { echo "ok   $1" | tee -a "$results"; }
fail() { echo "FAIL $1" | tee -a "$results"; }
# checks counted by another runner (the C unit tests): "count PASSED FAILED"
counts() { echo "count $1 $2" >>"$results"; }
# sanitizer reports on stderr count as failures even with exit 0
clean_stderr() { ! grep -q -E "ERROR: (Address|Leak)Sanitizer|runtime error:" "$1"; }

# "N passed, N failed" over a results file; exit 1 when anything failed.
summary() {
    passed=$(grep -c '^ok ' "$1")
    failed=$(grep -c '^FAIL ' "$1")
    passed=$((passed + $(awk '$1 == "count" { s += $2 } END { print s + 0 }' "$1")))
    failed=$((failed + $(awk '$1 == "count" { s += $3 } END { print s + 0 }' "$1")))
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}
# The end of a script: run alone, it sums up its own checks.
finish() {
    if [ -z "${RESULTS:-}" ]; then summary "$results"; exit; fi
    exit 0
}
