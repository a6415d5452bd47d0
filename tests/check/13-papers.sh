#!/bin/sh
# 13-papers.sh: every set on every paper pnpgen ships.
#   For layouts/a4.xml, letter.xml and a4-letter-safe.xml: every set renders
#   under ASan+UBSan; every page is the layout's paper (portrait or
#   landscape, to 0.01 mm); and on every page, rasterised, the ink keeps the
#   layout's margin from the paper edge (to one pixel: a hairline on the
#   margin touches the pixel that holds it; tests/tools/inkbox.c). Then
#   every set's A5 booklet (--booklet a5): A4 landscape sides, saddle-stitch
#   order read back from the PDF, ink inside the margin, byte-identical
#   runs. Prints one "sheets" line per paper for the record.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/13-papers.sh
. "$(dirname "$0")/lib.sh"
# Sheets on A4 (components + booklet sheets printed double-sided): today's,
# which no change may exceed, and issue 30's goals where they are lower.
# Not met, measured on the rendered pages (ink spans, 100 dpi):
# - crest (3 + 2): the board page's ink ends at 211 mm and the pieces and
#   cards page's at 224, leaving 60 and 47 mm above the footer; the screen
#   is 161 mm (flap 10, base 30, walls 60 + 60) and the chips 52 with their
#   words. Split into panels that tape together, its smallest useful panel
#   is one wall and a tape flap, 70 mm, taller than either gap; laid along
#   the page it is 161 x 180 mm, a page still. Two pages hold 2 x 249 mm of
#   full-width room and the set needs about 615 (board 195, pieces and
#   cards 207, screen 161, chips 52): even without the cards it needs three.
#   Board, screen and pieces with their words (195, 172, 109 mm) are three
#   blocks no two of which share a page. Walls of 46 mm (the triangle 43 mm
#   high, not 58) would print it on 2 A4 sheets, not Letter, and only by
#   losing the cards, for which neither page then has room (measured on
#   copies of crest.xml, session 14).
# - tori-shogi (3 + 2, not a goal here; issue 30 read its pieces page 31 %
#   empty as room for a sheet less): the board and pieces pages leave 59
#   (51 since its cells grew to 26.1 mm, compose_grow.c) and 49 mm, the two hands (3 x 5 slots side by side) take 137 mm and the
#   cards 113 on the third page, so the third sheet is needed. Its blocks
#   alone, packed without a gap, take 117,600 mm2: 2.33 A4 pages' printable
#   area (Letter 2.37, A4-or-Letter 2.43). Measured on copies (session
#   14): 22 mm board cells (pieces 20.5 mm) give 2 sheets, with names at
#   5.65 pt (under 6, 17-legibility) and no cards; 23 mm cells give names
#   at 5.9 pt and still 3; dropping the hands gives 2, without the cards.
SHEETS_MOST="chess:4 chu-seireigi:9 crest:5 janggi:4 jungi:6 makruk:4 rotation:4 shogi:5 tori-shogi:5 xiangqi:4 minishogi:4 capablanca:4 grand:4 shatranj:4 chu-shogi:9 dobutsu:3 sittuyin:4"
SHEETS_GOAL="chu-seireigi:9 crest:4 jungi:6 rotation:4 tori-shogi:5 xiangqi:4"
DPI=100
attr() { # attr FILE ELEMENT NAME: an attribute of the layout's element
    sed -n "s/.*<$2 [^>]*$3=\"\([^\"]*\)\".*/\1/p" "$1" | head -1
}

for paper in a4 letter a4-letter-safe; do
    layout=layouts/$paper.xml
    pw=$(attr "$layout" paper width) ph=$(attr "$layout" paper height) margin=$(attr "$layout" paper margin)
    sheets=
    for def in piecedefs/*.xml; do
        id=$(basename "$def" .xml)
        out=$tmp/$paper/$id
        if ! $ASAN render "$def" --layout "$layout" -o "$out" >"$tmp/out" 2>"$tmp/err" \
            || ! clean_stderr "$tmp/err" || [ -s "$tmp/err" ]; then
            fail "render $id on $paper (ASan+UBSan): $(head -3 "$tmp/err")"
            continue
        fi
        ok "render $id on $paper (ASan+UBSan)"
        pages() { pdfinfo "$out/$id-$1.pdf" | awk '/^Pages:/ {print $2}'; }
        sheets="$sheets $id $(pages components)+$(pages booklet)"
        for pdf in "$out"/*.pdf; do
            doc=$(basename "$pdf" .pdf)
            bad=$(pdfinfo -f 1 -l 999 "$pdf" | awk -v W="$pw" -v H="$ph" '/^Page +[0-9]+ size:/ {
                w = $4 * 25.4 / 72; h = $6 * 25.4 / 72
                if (!((w - W)^2 < 0.0001 && (h - H)^2 < 0.0001) &&
                    !((w - H)^2 < 0.0001 && (h - W)^2 < 0.0001)) print "page " $2 ": " w " x " h " mm" }')
            if [ -z "$bad" ]; then ok "$paper pages ($pw x $ph mm) $doc"
            else fail "$paper pages ($pw x $ph mm) $doc: $bad"; fi
            rm -rf "$tmp/r" && mkdir -p "$tmp/r"
            pdftoppm -png -gray -r $DPI "$pdf" "$tmp/r/p"
            close=$(for p in "$tmp"/r/*.png; do
                printf '%s ' "$(basename "$p" .png)"; build/inkbox "$p" $DPI
            done | awk -v m="$margin" -v px="$(awk -v d=$DPI 'BEGIN { print 25.4 / d }')" '
                $4 == "blank" { next }
                { for (i = 4; i <= 7; i++) if ($i < m - px - 1e-9)
                      print $1 " " substr("LTRB", i - 3, 1) " " $i " mm" }')
            if [ -z "$close" ]; then
                ok "$paper ink at least $margin mm from the edge: $doc"
            else
                fail "$paper ink at least $margin mm from the edge: $doc: $(echo "$close" | head -3 | tr '\n' ';')"
            fi
        done
    done
    echo "sheets on $paper (components+booklet pages):$sheets"
    # the README's table of sheets says the same (it said 7 + 8 for Chu
    # Seireigi long after the set took 6 component sheets)
    col=$(case $paper in a4) echo 3 ;; letter) echo 4 ;; *) echo 5 ;; esac)
    set -- $sheets
    while [ $# -ge 2 ]; do
        said=$(awk -F'|' -v id="$1" -v c="$col" '$2 ~ "^ *" id " *$" { gsub(/ /, "", $c); print $c; exit }' README.md)
        if [ "$said" = "$2" ]; then ok "README's sheets for $1 on $paper: $2"
        else fail "README's sheets for $1 on $paper: it says '${said:-nothing}', the set renders $2"; fi
        shift 2
    done
    [ "$paper" = a4 ] || continue
    # The paper a player prints on A4: component sheets single-sided plus
    # booklet pages double-sided. No set may take more than it does today;
    # issue 30's goals that are not met yet are printed as "known", neither
    # ok nor FAIL, so that nobody mistakes them for done.
    set -- $sheets
    while [ $# -ge 2 ]; do
        total=$(echo "$2" | awk -F+ '{ print $1 + int(($2 + 1) / 2) }')
        most=$(echo "$SHEETS_MOST" | tr ' ' '\n' | awk -F: -v id="$1" '$1 == id { print $2 }')
        goal=$(echo "$SHEETS_GOAL" | tr ' ' '\n' | awk -F: -v id="$1" '$1 == id { print $2 }')
        if [ -z "$most" ]; then fail "sheets $1: no budget in SHEETS_MOST"
        elif [ "$total" -le "$most" ]; then ok "sheets $1: $total on A4 (at most $most)"
        else fail "sheets $1: $total on A4, more than $most"; fi
        if [ -n "$goal" ] && [ "$total" -gt "$goal" ]; then
            echo "known sheets $1: $total, issue 30's goal $goal not met"
        fi
        shift 2
    done
done

# --- the A5 booklet (render --booklet a5): every set, under ASan+UBSan; every
#     side A4 landscape; the ink inside the margin; and, read back from the
#     PDF, the page number printed in each half of each side is the one the
#     saddle-stitch order puts there (sheet k front: n-2k+2 | 2k-1, back:
#     2k | n-2k+1), with blank pages only at the end, fewer than four ---
halfnum() { # halfnum PDF SIDE LEFT|RIGHT: the page number printed at the foot
    x=0; [ "$3" = right ] && x=421
    # points at 72 dpi: the foot of the half, 197 to 206 mm from the top
    pdftotext -f "$2" -l "$2" -r 72 -x $x -y 558 -W 421 -H 26 "$1" - 2>/dev/null | tr -d ' \f\n'
}
for def in piecedefs/*.xml; do
    id=$(basename "$def" .xml)
    out=$tmp/a5/$id
    pdf=$out/$id-booklet-a5.pdf
    if ! $ASAN render "$def" --booklet a5 -o "$out" >"$tmp/out" 2>"$tmp/err" \
        || ! clean_stderr "$tmp/err" || [ -s "$tmp/err" ] || [ ! -f "$pdf" ] \
        || [ -e "$out/$id-booklet.pdf" ]; then
        fail "render $id --booklet a5 (ASan+UBSan): $(head -3 "$tmp/err")"
        continue
    fi
    sides=$(pdfinfo "$pdf" | awk '/^Pages:/ {print $2}')
    bad=$(pdfinfo -f 1 -l 999 "$pdf" | awk '/^Page +[0-9]+ size:/ {
        w = $4 * 25.4 / 72; h = $6 * 25.4 / 72
        if ((w - 297)^2 >= 0.0001 || (h - 210)^2 >= 0.0001) print "side " $2 ": " w " x " h " mm" }')
    if [ -z "$bad" ] && [ $((sides % 2)) = 0 ]; then
        ok "$id A5 booklet: $sides sides, every one A4 landscape"
    else
        fail "$id A5 booklet: $sides sides (want an even number, two a sheet): $bad"
    fi
    n=$((sides * 2)) found= wrong= last=0
    s=1
    while [ $s -le "$sides" ]; do
        k=$(((s + 1) / 2))
        if [ $((s % 2)) = 1 ]; then l=$((n - 2 * k + 2)) r=$((2 * k - 1)); else l=$((2 * k)) r=$((n - 2 * k + 1)); fi
        for half in left:$l right:$r; do
            got=$(halfnum "$pdf" $s "${half%%:*}") want=${half#*:}
            found="$found $got"
            if [ -n "$got" ] && [ "$got" != "$want" ]; then wrong="$wrong side $s ${half%%:*}: $got (want $want);"; fi
            [ -n "$got" ] && [ "$want" -gt "$last" ] && last=$want
        done
        s=$((s + 1))
    done
    # every page up to the last numbered one is there; the rest are blanks
    # (page 1 is the cover, which carries no number)
    p=2 missing=
    while [ $p -le "$last" ]; do
        echo " $found " | grep -q " $p " || missing="$missing $p"
        p=$((p + 1))
    done
    if [ -z "$wrong" ] && [ -z "$missing" ] && [ "$last" -gt $((n - 4)) ]; then
        ok "$id A5 booklet in saddle-stitch order ($last pages on $((sides / 2)) sheets)"
    else
        fail "$id A5 booklet order: $wrong missing:$missing; last page $last of $n"
    fi
    rm -rf "$tmp/r" && mkdir -p "$tmp/r"
    pdftoppm -png -gray -r $DPI "$pdf" "$tmp/r/p"
    close=$(for p in "$tmp"/r/*.png; do printf '%s ' "$(basename "$p" .png)"; build/inkbox "$p" $DPI; done \
        | awk -v m=6.5 -v px="$(awk -v d=$DPI 'BEGIN { print 25.4 / d }')" '$4 == "blank" { next }
            { for (i = 4; i <= 7; i++) if ($i < m - px - 1e-9) print $1 " " substr("LTRB", i - 3, 1) " " $i " mm" }')
    if [ -z "$close" ]; then ok "$id A5 booklet: ink at least 6.5 mm from the edge"
    else fail "$id A5 booklet: ink at least 6.5 mm from the edge: $(echo "$close" | head -3 | tr '\n' ';')"; fi
done
# --booklet a5 prints on A4 sheets: refused with another paper, before
# anything is written; an unknown form is refused too
$ASAN render piecedefs/xiangqi.xml --layout layouts/letter.xml --booklet a5 -o "$tmp/a5letter" \
    >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 2 ] && grep -q "^layouts/letter.xml: error: --booklet a5 prints on A4 sheets" "$tmp/err" \
    && [ ! -e "$tmp/a5letter" ]; then
    ok "--booklet a5 refuses a Letter layout"
else
    fail "--booklet a5 refuses a Letter layout: exit $rc; $(head -2 "$tmp/err")"
fi
$ASAN render piecedefs/xiangqi.xml --booklet a6 -o "$tmp/a6" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 2 ] && grep -q "^pnpgen: error: --booklet 'a6'" "$tmp/err" && [ ! -e "$tmp/a6" ]; then
    ok "--booklet a6 is refused"
else
    fail "--booklet a6 is refused: exit $rc; $(head -2 "$tmp/err")"
fi
# the imposed booklet is byte-identical from run to run, whatever the time
# zone or working directory
build/pnpgen render piecedefs/xiangqi.xml --booklet a5 -o "$tmp/a5d1" >/dev/null 2>&1
(mkdir -p "$tmp/cwd" && cd "$tmp/cwd" && TZ=Pacific/Kiritimati \
    "$OLDPWD/build/pnpgen" render "$OLDPWD/piecedefs/xiangqi.xml" --booklet a5 -o "$tmp/a5d2" >/dev/null 2>&1)
if [ -f "$tmp/a5d1/xiangqi-booklet-a5.pdf" ] && cmp -s "$tmp/a5d1/xiangqi-booklet-a5.pdf" "$tmp/a5d2/xiangqi-booklet-a5.pdf"; then
    ok "byte-identical xiangqi-booklet-a5.pdf"
else
    fail "byte-identical xiangqi-booklet-a5.pdf"
fi
finish
