#!/bin/sh
# run.sh [NAME...]: every test of pnpgen (make check, after the builds):
# the numbered scripts of tests/check/, in order, sharing tests/check/lib.sh.
# With names, only the scripts whose number or name is given run
# (make check T="04 golden"). Each check prints "ok   NAME" or
# "FAIL NAME: why"; the last line is "N passed, N failed"; exit 1 when
# anything failed.
PNPGEN_ROOT=$(cd "$(dirname "$0")/.." && pwd) || exit 2
. "$PNPGEN_ROOT/tests/check/lib.sh"
RESULTS=$results
export RESULTS
ran=0
for script in tests/check/[0-9][0-9]-*.sh; do
    name=$(basename "$script" .sh)
    if [ $# -gt 0 ]; then
        want=0
        for t in "$@"; do
            case $name in "$t" | "$t"-* | [0-9][0-9]-"$t" | *"$t"*) want=1 ;; esac
        done
        [ "$want" = 1 ] || continue
    fi
    ran=$((ran + 1))
    sh "$script" || fail "$name: the script stopped (exit $?)"
done
[ "$ran" -gt 0 ] || fail "no test script is named $*"
summary "$results"
