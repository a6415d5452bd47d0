#!/bin/sh
# run.sh SECONDS HARNESS...: runs each libFuzzer harness (built by make fuzz
# as build/fuzz/fuzz_<harness>) for SECONDS on its corpus, or, when RUNS is
# set in the environment (make fuzz FUZZ_RUNS=N), for exactly RUNS
# executions with no time limit (JOBS=N, make fuzz FUZZ_JOBS=N: in N
# processes at once, libFuzzer's -fork=N, the executions counted over all
# of them), seeded from the
# shipped files (seeds.sh) and tests/fuzz/regressions/<harness>/. A crash
# leaves its input in build/fuzz/artifacts/<harness>/; copy it to
# tests/fuzz/regressions/<harness>/ once fixed, so make check replays it.
# Prints one summary line per harness; exits 1 when any harness crashed.
set -u
cd "$(dirname "$0")/../.." || exit 2
# fontconfig's configuration, never freed, is not a leak: the same one
# suppression as make check (tests/lsan.supp says why)
export LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"
jobs=${JOBS:-1}
secs=$1
shift
sh tests/fuzz/seeds.sh build/fuzz/seeds || exit 2
status=0
for h in "$@"; do
    corpus=build/fuzz/corpus/$h art=build/fuzz/artifacts/$h
    mkdir -p "$corpus" "$art" "tests/fuzz/regressions/$h"
    dict=
    [ -f "tests/fuzz/$h.dict" ] && dict="-dict=tests/fuzz/$h.dict"
    log=build/fuzz/$h.log
    limit="-max_total_time=$secs"
    [ -n "${RUNS:-}" ] && limit="-runs=$RUNS"
    fork=
    [ "$jobs" -gt 1 ] && fork="-fork=$jobs"
    start=$(date +%s)
    # shellcheck disable=SC2086
    build/fuzz/fuzz_$h $limit $fork -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -print_final_stats=1 -artifact_prefix="$art/" $dict \
        "$corpus" "build/fuzz/seeds/$h" "tests/fuzz/regressions/$h" >"$log" 2>&1
    rc=$?
    took=$(($(date +%s) - start))
    execs=$(grep -E '^stat::number_of_executed_units:' "$log" | awk '{print $2}')
    rate=$(grep -E '^stat::average_exec_per_sec:' "$log" | awk '{print $2}')
    if [ -n "$fork" ]; then # -fork prints no final stats: its last "#N:" line counts every job
        execs=$(grep -E '^#[0-9]+:' "$log" | tail -1 | sed -E 's/^#([0-9]+):.*/\1/')
        [ -n "$execs" ] && [ "$took" -gt 0 ] && rate=$((execs / took))
    fi
    if [ "$rc" = 0 ]; then
        echo "fuzz $h: ${execs:-?} executions in ${took}s (${rate:-?}/s), no crash"
    else
        echo "fuzz $h: CRASH after ${execs:-?} executions (exit $rc); input in $art/, log $log"
        grep -E 'ERROR|SUMMARY|runtime error' "$log" | head -5
        status=1
    fi
done
exit $status
