#!/bin/sh
# 02-layers.sh: the stage folders: no include or call cycle, no way back up, prefixed symbols.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/02-layers.sh
. "$(dirname "$0")/lib.sh"

# --- the stage folders: no include or call cycle, no way back up, every
#     exported symbol with its folder's prefix ---
for t in layers symbols; do
    if sh tests/tools/$t.sh >"$tmp/out" 2>&1; then
        ok "$(tail -1 "$tmp/out")"
    else
        fail "$t: $(head -5 "$tmp/out" | tr '\n' ' ')"
    fi
done
finish
