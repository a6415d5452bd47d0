#!/bin/sh
# 21-trim.sh: crop marks and bleed for a print shop (<trim> in a layout,
# make pdf CROP=1 BLEED=N), read from the rendered pages: with <trim> off
# every PDF is byte for byte the layout's without it; the marks add ink
# only where the page had none within 0.5 mm, inside the paper, on every
# component sheet; a dark disc's black and a board tile's art reach N mm
# past their cut lines, the tile's inside unchanged; bad values are errors
# naming the file and line. The composed geometry is checked by the unit
# tests (tests/unit/test_trim.c: marks outside every cut and bleed).
# Part of make check (tests/run.sh); runs alone too: sh tests/check/21-trim.sh
. "$(dirname "$0")/lib.sh"
unset MAKEFLAGS MFLAGS MAKELEVEL
check=tests/tools/trimcheck.py

# layouts/a4.xml with a <trim> of these attributes
trim() {
    sed "s|<text |<trim $1/>\\
  <text |" layouts/a4.xml >"$tmp/$2.xml"
}
trim 'crop-marks="no" bleed="0"' off
trim 'crop-marks="yes"' crop
trim 'bleed="3"' bleed

# --- off: byte-identical to the layout without <trim> ---
for id in chess chu-seireigi; do
    $ASAN render piecedefs/$id.xml -o "$tmp/plain/$id" >/dev/null 2>"$tmp/err1"
    $ASAN render piecedefs/$id.xml --layout "$tmp/off.xml" -o "$tmp/off/$id" >/dev/null 2>"$tmp/err2"
    if clean_stderr "$tmp/err1" && clean_stderr "$tmp/err2" &&
        cmp -s "$tmp/plain/$id/$id-components.pdf" "$tmp/off/$id/$id-components.pdf" &&
        cmp -s "$tmp/plain/$id/$id-booklet.pdf" "$tmp/off/$id/$id-booklet.pdf"; then
        ok "trim off: $id's PDFs byte-identical to the layout without <trim>"
    else
        fail "trim off: $id's PDFs differ from the layout without <trim> $(head -3 "$tmp/err2")"
    fi
done

# --- crop marks: only on blank paper, inside it, on every component sheet ---
for id in chess chu-seireigi crest shogi rotation; do
    $ASAN render piecedefs/$id.xml --layout "$tmp/crop.xml" -o "$tmp/crop/$id" >/dev/null 2>"$tmp/err"
    clean_stderr "$tmp/err" || { fail "crop marks: $id: $(head -3 "$tmp/err")"; continue; }
    [ -f "$tmp/plain/$id/$id-components.pdf" ] || build/pnpgen render piecedefs/$id.xml -o "$tmp/plain/$id" >/dev/null
    pdftoppm -gray -r 100 "$tmp/plain/$id/$id-components.pdf" "$tmp/p-$id"
    pdftoppm -gray -r 100 "$tmp/crop/$id/$id-components.pdf" "$tmp/c-$id"
    bad="" pages=0
    for off in "$tmp/p-$id"-*.pgm; do
        on="$tmp/c-$id-${off##*-}"
        pages=$((pages + 1))
        if ! python3 $check marks "$off" "$on" 100 >"$tmp/out" 2>&1; then
            bad="$bad page ${off##*-}: $(sed -n 2p "$tmp/out")"
        elif grep -q '^0 mark pixels' "$tmp/out"; then
            bad="$bad page ${off##*-}: no mark"
        fi
    done
    if [ -z "$bad" ] && [ "$pages" -gt 0 ]; then
        ok "crop marks: $id: on all $pages sheets, only on blank paper, inside it"
    else
        fail "crop marks: $id:$bad"
    fi
done

# --- bleed: a dark disc's black 3 mm past its cut circle (1 mm without) ---
$ASAN render piecedefs/chess.xml --layout "$tmp/bleed.xml" -o "$tmp/bleed/chess" >/dev/null 2>"$tmp/err"
disc_at() { # the first dark king's centre and face width, from pnpgen measure
    $ASAN measure piecedefs/chess.xml ${1:+--layout "$1"} --faces |
        awk '$1 == "face" && $3 == "king" && $4 == 1 { print $2, $5 + $7 / 2, $6 + $8 / 2, $7; exit }'
}
for run in "bleed 3 $tmp/bleed.xml" "plain 1 "; do
    set -- $run ""
    where=$(disc_at "$3")
    set -- "$1" "$2" $where
    pdftoppm -gray -r 600 -f "$3" -l "$3" "$tmp/$1/chess/chess-components.pdf" "$tmp/disc-$1"
    if python3 $check disc "$tmp/disc-$1"-*.pgm 600 "$4" "$5" "$6" "$2" >"$tmp/out" 2>&1; then
        ok "bleed: a dark disc's black runs $2 mm past its cut circle ($1)"
    else
        fail "bleed: a dark disc ($1): $(tr '\n' ' ' <"$tmp/out")"
    fi
done

# --- bleed: a board tile's art 3 mm past the cuts where its cells reach
#     them (Chu Seireigi's lower-left tile: right and top), nothing inside ---
$ASAN render piecedefs/chu-seireigi.xml --layout "$tmp/bleed.xml" -o "$tmp/bleed/chu" >/dev/null 2>"$tmp/err"
pdftoppm -gray -r 150 -f 1 -l 1 "$tmp/plain/chu-seireigi/chu-seireigi-components.pdf" "$tmp/t0"
pdftoppm -gray -r 150 -f 1 -l 1 "$tmp/bleed/chu/chu-seireigi-components.pdf" "$tmp/t3"
if clean_stderr "$tmp/err" && python3 $check tile "$tmp"/t0-*.pgm "$tmp"/t3-*.pgm 150 3 >"$tmp/out" 2>&1; then
    ok "bleed: a board tile's cells run 3 mm past its joining cuts: $(cat "$tmp/out")"
else
    fail "bleed: board tile: $(tr '\n' ' ' <"$tmp/out") $(head -3 "$tmp/err")"
fi

# --- bad values: file:line: error:, non-zero ---
trim 'bleed="7"' bad-bleed
trim 'crop-marks="maybe"' bad-crop
for bad in bad-bleed bad-crop; do
    $ASAN validate piecedefs/chess.xml --layout "$tmp/$bad.xml" >/dev/null 2>"$tmp/err"
    rc=$?
    case $bad in
        bad-bleed) want='bleed="7" must be a number from 0 to 5' ;;
        *) want='<trim crop-marks="maybe">: yes or no' ;;
    esac
    if [ "$rc" = 1 ] && clean_stderr "$tmp/err" && grep -qF "$want" "$tmp/err" &&
        grep -F "$want" "$tmp/err" | grep -q "^$tmp/$bad.xml:[0-9]*: error: "; then
        ok "trim: $bad refused, exit 1: $want"
    else
        fail "trim: $bad: exit $rc, $(head -3 "$tmp/err")"
    fi
done
for args in "CROP=2" "BLEED=x" "BLEED=-1"; do
    if ! make -n pdf $args >/dev/null 2>"$tmp/err" && grep -q "^Makefile:[0-9]*: \*\*\* ${args%%=*}=" "$tmp/err"; then
        ok "make pdf $args refused: $(sed 's/.*\*\*\* //' "$tmp/err")"
    else
        fail "make pdf $args: $(head -2 "$tmp/err")"
    fi
done

# --- make's layout copies: the switches, and only them ---
make -s build/layouts/a4-cut-square-crop-bleed3.xml CUT=square CROP=1 BLEED=3 2>"$tmp/err"
f=build/layouts/a4-cut-square-crop-bleed3.xml
if grep -q '<trim crop-marks="yes" bleed="3"/>' "$f" && grep -q '<pieces disc-cut="square" ' "$f" &&
    [ "$(diff layouts/a4.xml "$f" | grep -c '^[<>]')" = 4 ] &&
    build/pnpgen validate piecedefs/chess.xml --layout "$f" >/dev/null 2>&1; then
    ok "make CUT=square CROP=1 BLEED=3: $f, the paper's layout with those switches"
else
    fail "make CUT=square CROP=1 BLEED=3: $f: $(head -3 "$tmp/err")"
fi

# make watch with the switches renders with the same copy, made first
rm -f build/layouts/a4-crop-bleed2.xml
if make -n watch DEF=piecedefs/chess.xml CROP=1 BLEED=2 >"$tmp/out" 2>&1 &&
    grep -q '>build/layouts/a4-crop-bleed2.xml$' "$tmp/out" &&
    grep -q "watch 'piecedefs/chess.xml' --layout build/layouts/a4-crop-bleed2.xml" "$tmp/out"; then
    ok "make watch CROP=1 BLEED=2 makes and watches with build/layouts/a4-crop-bleed2.xml"
else
    fail "make watch CROP=1 BLEED=2: $(tail -3 "$tmp/out")"
fi

finish
