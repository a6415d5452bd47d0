#!/bin/sh
# 12-golden.sh: rendered pages match the references in tests/golden.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/12-golden.sh
. "$(dirname "$0")/lib.sh"

# --- rendered pages match the references in tests/golden ---
sh tests/golden.sh check >"$tmp/golden" 2>&1
cat "$tmp/golden"
cat "$tmp/golden" | grep -E '^(ok|FAIL) ' >>"$results"
finish
