#!/bin/sh
# 09-fuzz-replay.sh: the fuzz harnesses' saved inputs replay clean.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/09-fuzz-replay.sh
. "$(dirname "$0")/lib.sh"

# --- the fuzz harnesses' saved inputs (tests/fuzz/regressions/), and the
#     shipped files they were seeded from, replayed under ASan+UBSan ---
for h in piecedef layout betza diagram; do
    extra=
    case $h in piecedef) extra="piecedefs tests/defs/good tests/defs/bad" ;; layout) extra=layouts ;; esac
    # shellcheck disable=SC2086
    if build/asan/replay_$h "tests/fuzz/regressions/$h" $extra >"$tmp/out" 2>"$tmp/err" && clean_stderr "$tmp/err"; then
        ok "fuzz replay $h ($(grep -c '^replayed ' "$tmp/out") inputs)"
    else
        fail "fuzz replay $h: $(grep -E 'ERROR|runtime error|SUMMARY' "$tmp/err" | head -3)"
    fi
done
finish
