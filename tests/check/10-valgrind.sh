#!/bin/sh
# 10-valgrind.sh: one full render under valgrind.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/10-valgrind.sh
. "$(dirname "$0")/lib.sh"

# --- one full render under valgrind (release build): no error, no definite
#     or indirect leak. About 10 s. valgrind is one of the packages the
#     deps step installs, so its absence is a failure, not a skip ---
if command -v valgrind >/dev/null 2>&1; then
    if sh tests/valgrind.sh >"$tmp/vg" 2>&1; then ok "$(head -1 "$tmp/vg")"
    else fail "$(tail -3 "$tmp/vg" | tr '\n' ' ')"; fi
else
    fail "valgrind is not installed (tools/install-deps.sh installs it)"
fi
finish
