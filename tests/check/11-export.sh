#!/bin/sh
# 11-export.sh: PNG and SVG export, and reviewing pages as pictures
# (tests/diff.sh, the golden tolerance), which compares those pages.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/11-export.sh
. "$(dirname "$0")/lib.sh"

# --- PNG and SVG export: a file per page, A4 in pixels, valid SVG, and
#     byte-identical from run to run ---
def=piecedefs/xiangqi.xml
dpi=50
if $ASAN render "$def" -o "$tmp/img" --png $dpi --svg >"$tmp/out" 2>"$tmp/err" \
    && clean_stderr "$tmp/err" && [ ! -s "$tmp/err" ]; then
    ok "render --png --svg (ASan+UBSan)"
else
    fail "render --png --svg (ASan+UBSan): $(head -5 "$tmp/err")"
fi
pages=0
for pdf in "$tmp"/img/*.pdf; do
    [ -f "$pdf" ] && pages=$((pages + $(pdfinfo "$pdf" | awk '/^Pages:/ {print $2}')))
done
npng=$(find "$tmp/img" -name 'xiangqi-*-p[0-9][0-9].png' | wc -l)
nsvg=$(find "$tmp/img" -name 'xiangqi-*-p[0-9][0-9].svg' | wc -l)
left=$(find "$tmp/img" -name '*.tmp.*')
if [ "$pages" -gt 0 ] && [ "$npng" = "$pages" ] && [ "$nsvg" = "$pages" ] && [ -z "$left" ]; then
    ok "--png and --svg write one file per page ($pages)"
else
    fail "--png and --svg write one file per page: $pages pages, $npng PNG, $nsvg SVG, left over: $left"
fi
# A4 at 50 dpi, to the nearest pixel: 413 x 585 (either way round)
short=$(awk -v d=$dpi 'BEGIN { printf "%d", 210 * d / 25.4 + 0.5 }')
long=$(awk -v d=$dpi 'BEGIN { printf "%d", 297 * d / 25.4 + 0.5 }')
bad=$(for f in "$tmp"/img/*.png; do
    # PNG width and height: big-endian at bytes 16 and 20
    size=$(od -An -tu1 -j16 -N8 "$f" | awk '{ print $1*16777216 + $2*65536 + $3*256 + $4 "x" \
        $5*16777216 + $6*65536 + $7*256 + $8 }')
    [ "$size" = "${short}x$long" ] || [ "$size" = "${long}x$short" ] || echo "$(basename "$f"): $size"
done)
if [ -z "$bad" ]; then ok "--png $dpi: A4 pages of ${short}x$long pixels"; else fail "--png $dpi: A4 pixel size: $bad"; fi
if xmllint --noout "$tmp"/img/*.svg 2>"$tmp/err" && grep -q '<svg' "$tmp/img/xiangqi-booklet-p01.svg"; then
    ok "--svg writes well-formed SVG"
else
    fail "--svg writes well-formed SVG: $(head -3 "$tmp/err")"
fi
# twice, the second time SVG only: a page's SVG must not depend on what was
# drawn before it in the same run
build/pnpgen render "$def" -o "$tmp/img1" --png $dpi --svg >/dev/null 2>&1
(mkdir -p "$tmp/cwd" && cd "$tmp/cwd" && TZ=Pacific/Kiritimati "$OLDPWD/build/pnpgen" render "$OLDPWD/$def" \
    -o "$tmp/img2" --png $dpi >/dev/null 2>&1)
(cd "$tmp/cwd" && "$OLDPWD/build/pnpgen" render "$OLDPWD/$def" -o "$tmp/img2" --svg >/dev/null 2>&1)
for ext in png svg; do
    differ=$(for f in "$tmp"/img1/*."$ext"; do cmp -s "$f" "$tmp/img2/$(basename "$f")" || basename "$f"; done)
    n=$(find "$tmp/img1" -name "*.$ext" | wc -l)
    if [ "$n" -gt 0 ] && [ -z "$differ" ]; then ok "byte-identical $ext pages ($n)"; else fail "byte-identical $ext pages: $differ"; fi
done
if build/pnpgen render "$def" -o "$tmp/img3" --png 9 >/dev/null 2>&1 || [ -e "$tmp/img3" ]; then
    fail "--png 9 is refused before anything is written"
else
    ok "--png 9 is refused before anything is written"
fi

# --- page review: tests/diff.sh --dirs reports a changed page with its
#     summary line and side-by-side picture, added and removed pages, and
#     exits 0 on identical folders ---
mkdir -p "$tmp/rv/old" "$tmp/rv/new"
cp "$tmp"/img1/*.png "$tmp/rv/old/"
cp "$tmp"/img1/*.png "$tmp/rv/new/"
if DIFF_OUT="$tmp/rv/out" sh tests/diff.sh --dirs "$tmp/rv/old" "$tmp/rv/new" >"$tmp/rv/log" 2>&1 \
    && grep -q "^$npng identical, 0 changed, 0 added, 0 removed$" "$tmp/rv/out/summary.txt" \
    && [ -z "$(find "$tmp/rv/out" -name '*.png')" ]; then
    ok "diff.sh: identical pages exit 0"
else
    fail "diff.sh: identical pages exit 0: $(tail -3 "$tmp/rv/log")"
fi
cp "$tmp/rv/old/xiangqi-booklet-p01.png" "$tmp/rv/new/xiangqi-booklet-p02.png"
cp "$tmp/rv/old/xiangqi-booklet-p01.png" "$tmp/rv/new/xiangqi-booklet-p99.png"
rm "$tmp/rv/new/xiangqi-components-p01.png"
DIFF_OUT="$tmp/rv/out" sh tests/diff.sh --dirs "$tmp/rv/old" "$tmp/rv/new" >"$tmp/rv/log" 2>&1
rc=$?
sbs="$tmp/rv/out/xiangqi-booklet-p02.png"
sbs_size=$(od -An -tu1 -j16 -N8 "$sbs" 2>/dev/null | awk '{ print $3*256 + $4 "x" $7*256 + $8 }')
if [ "$rc" = 1 ] \
    && grep -qE '^xiangqi booklet p02: [0-9.e+-]+% pixels changed \([0-9]+ pixels\)$' "$tmp/rv/out/summary.txt" \
    && grep -qx 'xiangqi booklet p99: page added' "$tmp/rv/out/summary.txt" \
    && grep -qx 'xiangqi components p01: page removed' "$tmp/rv/out/summary.txt" \
    && cmp -s "$tmp/rv/log" "$tmp/rv/out/summary.txt" \
    && [ "$sbs_size" = "$((3 * short + 16))x$((long + 18))" ] \
    && [ "$(find "$tmp/rv/out" -name '*.png' | wc -l)" = 1 ]; then
    ok "diff.sh: a changed page, its summary line and side-by-side picture"
else
    fail "diff.sh: a changed page (exit $rc, picture $sbs_size): $(head -5 "$tmp/rv/log")"
fi

# --- the golden tolerance catches one changed diagram cell: the King's
#     upper-left step made move-only (a dot turned into a ring) ---
sed -e '/<piece id="king"/,/<\/piece>/{s/betza="K"/betza="WfrFbFmflF"/;0,/o o o/s/o o o/m o o/}' \
    piecedefs/chu-seireigi.xml >"$tmp/cell.xml"
layout="--layout layouts/a4.xml"
if [ "$(diff piecedefs/chu-seireigi.xml "$tmp/cell.xml" | grep -c '^>')" != 2 ]; then
    fail "golden tolerance: the King of chu-seireigi.xml is no longer betza=\"K\" with a 3x3 diagram; update this test"
elif ! build/pnpgen render piecedefs/chu-seireigi.xml $layout -o "$tmp/cell/a" >/dev/null 2>&1 \
    || ! build/pnpgen render "$tmp/cell.xml" $layout -o "$tmp/cell/b" >"$tmp/err" 2>&1; then
    fail "golden tolerance: render failed: $(head -3 "$tmp/err")"
else
    caught=
    for pdf in "$tmp"/cell/a/*-components.pdf; do
        n=$(pdfinfo "$pdf" | awk '/^Pages:/ {print $2}')
        i=1
        while [ "$i" -le "$n" ]; do
            for s in a b; do
                pdftoppm -png -gray -r 40 -f "$i" -l "$i" -singlefile \
                    "$tmp/cell/$s/$(basename "$pdf")" "$tmp/cell/$s-p$i"
            done
            build/pngdiff "$tmp/cell/a-p$i.png" "$tmp/cell/b-p$i.png" >/dev/null || caught="$caught p$i"
            i=$((i + 1))
        done
    done
    if [ -n "$caught" ]; then ok "golden tolerance catches one changed diagram cell (components$caught)"
    else fail "golden tolerance: one changed diagram cell passes the golden comparison"; fi
fi
finish
