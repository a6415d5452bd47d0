#!/bin/sh
# 06-render.sh: every set and every shipped layout renders under the sanitizers.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/06-render.sh
. "$(dirname "$0")/lib.sh"

# --- every set renders under the sanitizers, and the test sets that draw
#     the hop, grasshopper, lame zebra, en passant, promotion choice,
#     castling, palace-line and rider marks ---
for def in piecedefs/*.xml tests/defs/good/hoppers.xml tests/defs/good/en-passant.xml \
           tests/defs/good/promotion.xml tests/defs/good/castling.xml tests/defs/good/palace.xml \
           tests/defs/good/riders.xml; do
    id=$(basename "$def" .xml)
    if $ASAN render "$def" -o "$tmp/asan/$id" >"$tmp/out" 2>"$tmp/err" && clean_stderr "$tmp/err" \
        && [ ! -s "$tmp/err" ]; then
        ok "render $id (ASan+UBSan)"
    else
        fail "render $id (ASan+UBSan): $(head -5 "$tmp/err")"
    fi
    # every page is A4, portrait or landscape, to 0.01 mm
    for pdf in "$tmp/asan/$id"/*.pdf; do
        [ -f "$pdf" ] || continue
        bad=$(pdfinfo -f 1 -l 999 "$pdf" | awk '/^Page +[0-9]+ size:/ {
            w = $4 * 25.4 / 72; h = $6 * 25.4 / 72
            if (!((w - 210)^2 < 0.0001 && (h - 297)^2 < 0.0001) &&
                !((w - 297)^2 < 0.0001 && (h - 210)^2 < 0.0001)) print $2 ": " w " x " h " mm" }')
        if [ -z "$bad" ]; then ok "A4 pages $(basename "$pdf")"; else fail "A4 pages $(basename "$pdf"): $bad"; fi
    done
done

# --- every shipped layout renders Xiangqi (a4-large tiles its board) ---
for layout in layouts/*.xml; do
    name=$(basename "$layout" .xml)
    if $ASAN render piecedefs/xiangqi.xml --layout "$layout" -o "$tmp/lay-$name" >"$tmp/out" 2>"$tmp/err" \
        && clean_stderr "$tmp/err" && [ ! -s "$tmp/err" ]; then
        ok "render xiangqi with layouts/$name.xml ($(pdfinfo "$tmp/lay-$name/xiangqi-components.pdf" | awk '/^Pages:/ {print $2}') component pages)"
    else
        fail "render xiangqi with layouts/$name.xml: $(head -3 "$tmp/err")"
    fi
done
finish
