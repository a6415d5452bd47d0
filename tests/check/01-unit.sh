#!/bin/sh
# 01-unit.sh: the C unit tests, in two runners: build/asan/unit-notation
# (base/ and notation/, linked with libc and libm only: no Pango, no
# fontconfig) and build/asan/unit (everything above). UNIT="NAME ..." runs
# only the tests of those names or groups (a group is a name's first word:
# betza, diagram, compose, ...), as `make unit T=NAME` does.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/01-unit.sh
. "$(dirname "$0")/lib.sh"

matched=0
for bin in build/asan/unit-notation build/asan/unit; do
    # shellcheck disable=SC2086 # UNIT is a list of names
    $bin ${UNIT:-} >"$tmp/unit.out" 2>"$tmp/unit.err"
    rc=$?
    cat "$tmp/unit.err" >&2
    [ "$rc" = 3 ] && continue # none of the names is in this runner
    line=$(grep -E '^unit: [0-9]+ passed, [0-9]+ failed' "$tmp/unit.out" | tail -1)
    if [ -z "$line" ]; then
        fail "$bin did not finish: $(tail -3 "$tmp/unit.err")"
        continue
    fi
    matched=1
    up=$(echo "$line" | sed -E 's/unit: ([0-9]+) passed.*/\1/')
    uf=$(echo "$line" | sed -E 's/unit: [0-9]+ passed, ([0-9]+) failed.*/\1/')
    echo "$bin: ${line#unit: }"
    counts "$up" "$uf"
    [ "$up" -gt 0 ] || fail "$bin: no check ran"
    clean_stderr "$tmp/unit.err" || fail "$bin: sanitizer report"
done
[ "$matched" = 1 ] || fail "unit tests: no test is named ${UNIT:-}"
finish
