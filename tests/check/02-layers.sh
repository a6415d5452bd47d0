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
# --- the build gives each folder only the libraries it needs: cairo only in
#     text/, draw/ and write/; libxml2 only in load/ ---
leaks=
for st in base notation model load rules text compose draw write cli; do
    for h in cairo.h libxml/tree.h; do
        case "$st:$h" in
            text:cairo.h | draw:cairo.h | write:cairo.h | load:libxml/tree.h) want=0 ;;
            *) want=1 ;;
        esac
        make -s --no-print-directory probe-include STAGE=$st HEADER=$h >/dev/null 2>&1
        got=$?; [ "$got" = 0 ] || got=1
        [ "$got" = "$want" ] || leaks="$leaks $st/<$h>:$([ "$got" = 0 ] && echo compiles || echo refused)"
    done
done
if [ -z "$leaks" ]; then ok "folder flags: <cairo.h> only in text/ draw/ write/, <libxml/...> only in load/"
else fail "folder flags:$leaks"; fi
finish
