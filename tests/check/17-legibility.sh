#!/bin/sh
# 17-legibility.sh: components a player can read, cut and tell apart (#17).
#   For every definition in piecedefs/ on every layout that ships full-size
#   pages (a4, a4-large, letter, a4-letter-safe), `pnpgen measure` draws the
#   component pages with the ink ledger attached and reads back what they
#   print: no text on a component under 6 pt, no diagram or tile mark under
#   1 mm, no cell of any grid under 2.5 mm on any paper (Jungi's 7 x 7
#   grids gave 1.8 mm on its 18.9 mm faces, whose 12.6 mm under the 6 pt
#   name band hold 5 rows of 2.5 mm: its <components diagram-reach="2">
#   draws them as 5 x 5, the three-square leaps numbered), and, on
#   A4, no component page more than LIMIT_EMPTY % blank (of the printable
#   area; the other papers' figures are printed as notes). On A4 the two sides'
#   faces, rasterised in grey, differ (tests/tools/pagestat.c,
#   tests/tools/sides.awk); on a4-large (whose ink 13-papers.sh does not
#   read) every mark keeps the margin from the paper edge. A name that fits
#   its face neither in full nor as its short name at 6 pt is refused with
#   `file:line: error:` naming the piece, and nothing is written.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/17-legibility.sh
. "$(dirname "$0")/lib.sh"
LIMIT_EMPTY=35 # "no component page more than about a third empty"
# Sets known to miss LIMIT_EMPTY on A4, each with why (printed as "known",
# neither ok nor FAIL, so that nobody mistakes them for done):
#   dobutsu: 8 fold-over pieces of 30 mm and a hand on the pieces page
#     (52 % blank): a 3 x 4 game has that little to print, and the space
#     goes to pieces as large as both papers allow on two sheets.
KNOWN_EMPTY="dobutsu"
DPI=100
# The least difference of two sides' mean face grey (0 white, 1 black):
# compose/sizes.h MIN_SIDE_TONE. A name band alone gives about 0.07; a grey
# frame round light grey cells gave 0.17, and the player review of Sittuyin
# found its Black "too light to tell the sides at a glance" (issue 30); 0.20
# is a tone seen across the table (black frames round mid-grey cells: 0.27).
MIN_SIDE_TONE=$(sed -n 's/^#define MIN_SIDE_TONE \([0-9.]*\).*/\1/p' generator/compose/sizes.h)

for layout in layouts/a4.xml layouts/a4-large.xml layouts/letter.xml layouts/a4-letter-safe.xml; do
    paper=$(basename "$layout" .xml)
    for def in piecedefs/*.xml; do
        id=$(basename "$def" .xml)
        $ASAN measure "$def" --layout "$layout" >"$tmp/measure" 2>"$tmp/err"
        rc=$?
        sum=$(tail -1 "$tmp/measure")
        if [ "$rc" != 0 ] || ! clean_stderr "$tmp/err" || [ -s "$tmp/err" ]; then
            fail "measure $id on $paper: exit $rc; $(head -3 "$tmp/err")"
            continue
        fi
        # the set's line: smallest text, mark, cell of small and of larger grids
        # ("none": no such thing is printed, read as 0)
        set -- $(echo "$sum" | sed -E 's/ none/ 0 mm/g; s/.*sheets ([0-9]+), smallest text ([0-9.]+) pt.*smallest mark ([0-9.]+) mm.*smallest cell ([0-9.]+) mm.*larger grids. cell ([0-9.]+) mm.*emptiest page [0-9]+: ([0-9]+)%.*/\1 \2 \3 \4 \5 \6/')
        sheets=$1 text=$2 mark=$3 cell=$4 big=$5 empty=$6
        under=$(grep '^  ' "$tmp/measure" | head -3 | tr '\n' ';')
        if [ -z "$under" ] && awk -v t="$text" -v m="$mark" -v c="$cell" -v b="$big" \
            'BEGIN { exit !(t >= 5.995 && (m == 0 || m >= 0.9995) && (c == 0 || c >= 2.4995) &&
                            (b == 0 || b >= 2.4995)) }'; then
            ok "legible $id on $paper: text >= $text pt, marks >= $mark mm, cells >= $cell mm (larger grids $big mm)"
        else
            fail "legible $id on $paper: text $text pt, marks $mark mm, cells $cell mm, larger grids $big mm; $under"
        fi
        if [ "$paper" != a4 ]; then
            echo "note paper $id on $paper: $sheets sheets, emptiest page $empty% blank"
        elif [ "$empty" -gt "$LIMIT_EMPTY" ] && echo " $KNOWN_EMPTY " | grep -q " $id "; then
            echo "known paper $id on $paper: a page $empty% blank (at most $LIMIT_EMPTY%), see KNOWN_EMPTY"
        elif [ "$empty" -le "$LIMIT_EMPTY" ]; then
            ok "paper $id on $paper: $sheets sheets, emptiest page $empty% blank"
        else
            fail "paper $id on $paper: $sheets sheets, a page $empty% blank (at most $LIMIT_EMPTY%): $(grep '^page' "$tmp/measure" | tr '\n' ';')"
        fi
    done
done

# --- the rendered pages: the sides distinct in grey (A4), ink inside the
#     margin (a4-large: 13-papers.sh reads the other papers) ---
for layout in layouts/a4.xml layouts/a4-large.xml; do
    paper=$(basename "$layout" .xml)
    margin=$(sed -n 's/.*<paper [^>]*margin="\([0-9.]*\)".*/\1/p' "$layout" | head -1)
    for def in piecedefs/*.xml; do
        id=$(basename "$def" .xml)
        out=$tmp/r/$paper/$id
        if ! build/pnpgen render "$def" --layout "$layout" -o "$out" >/dev/null 2>"$tmp/err"; then
            fail "render $id on $paper: $(head -3 "$tmp/err")"
            continue
        fi
        rm -rf "$tmp/pages" && mkdir -p "$tmp/pages"
        pdftoppm -r $DPI -png "$out/$id-components.pdf" "$tmp/pages/pg"
        if [ "$paper" = a4-large ]; then
            close=$(for p in "$tmp"/pages/*.png; do
                printf '%s ' "$(basename "$p" .png)"; build/inkbox "$p" $DPI
            done | awk -v m="$margin" -v px="$(awk -v d=$DPI 'BEGIN { print 25.4 / d }')" '
                $4 == "blank" { next }
                { for (i = 4; i <= 7; i++) if ($i < m - px - 1e-9)
                      print $1 " " substr("LTRB", i - 3, 1) " " $i " mm" }')
            if [ -z "$close" ]; then ok "$paper ink at least $margin mm from the edge: $id components"
            else fail "$paper ink at least $margin mm from the edge: $id: $(echo "$close" | head -3 | tr '\n' ';')"; fi
            continue
        fi
        # sides given one print style are printed alike on purpose (shogi:
        # a piece's point shows its owner); the others must differ in grey
        styles=$(sed -n 's/.*<side [^>]*print="\([a-z]*\)".*/\1/p' "$def" | sort -u | wc -l)
        if [ "$styles" = 1 ]; then
            ok "sides printed alike by design (one print style): $id"
            continue
        fi
        build/pnpgen measure "$def" --layout "$layout" --faces 2>/dev/null | grep '^face' >"$tmp/faces"
        : >"$tmp/facegrey"
        n=0
        for png in $(ls "$tmp/pages"/pg-*.png | sort); do
            n=$((n + 1))
            rects=$(awk -v p=$n '$2 == p { printf "%s %s %s %s ", $5, $6, $7, $8 }' "$tmp/faces")
            [ -n "$rects" ] || continue
            # shellcheck disable=SC2086 # the rectangles are separate arguments
            build/pagestat "$png" $DPI $rects | awk '{ $1 = ""; print }' >"$tmp/greys"
            awk -v p=$n '$2 == p { print $3, $4 }' "$tmp/faces" | paste -d' ' - "$tmp/greys" >>"$tmp/facegrey"
        done
        res=$(awk -f tests/tools/sides.awk "$tmp/facegrey")
        set -- $res
        if [ -s "$tmp/facegrey" ] && awk -v d="$1" 'BEGIN { exit !(d >= 0.05) }'; then
            ok "sides distinct in grey: $id (least difference $1, $2)"
        else
            fail "sides distinct in grey: $id: least difference $res"
        fi
        # discs, fold-overs and tiles: the whole face differs in tone, not
        # only a band (Makruk's two armies were the same black word on
        # white, told apart by a 3 mm band) or a frame (the rotation game's
        # tiles, light on both sides, differed by 0.003)
        if [ -s "$tmp/facegrey" ] && awk -v d="$3" -v m="$MIN_SIDE_TONE" 'BEGIN { exit !(d >= m) }'; then
            ok "sides differ in face tone: $id (least $3 >= $MIN_SIDE_TONE, $4)"
        else
            fail "sides differ in face tone: $id: least $3 ($4), under $MIN_SIDE_TONE"
        fi
    done
done

# --- Chess's White figures survive draft print: toner saving prints about
#     half the ink, so only what prints at 75 % ink or more stays a line.
#     At least 15 % of the middle of White's King disc must be that dark
#     (thin grey outlines gave 0 %; thickened black figures about 33 %). ---
set -- $(build/pnpgen measure piecedefs/chess.xml --faces 2>/dev/null |
         awk '$1 == "face" && $3 == "king" && $4 == 0 { print $2, $5, $6, $7, $8; exit }')
build/pnpgen render piecedefs/chess.xml -o "$tmp/draft" >/dev/null 2>&1
px() { awk "BEGIN { printf \"%d\", ($1) / 25.4 * 300 }"; }
pdftoppm -gray -r 300 -f "$1" -l "$1" -x "$(px "$2 + 0.25 * $4")" -y "$(px "$3 + 0.25 * $5")" \
    -W "$(px "0.5 * $4")" -H "$(px "0.5 * $5")" "$tmp/draft/chess-components.pdf" >"$tmp/king.pgm"
dark=$(python3 -c 'import sys
d = open(sys.argv[1], "rb").read().split(b"\n", 3)[3]
print("%.3f" % (sum(1 for b in d if b < 64) / max(1, len(d))))' "$tmp/king.pgm")
if awk -v d="$dark" 'BEGIN { exit !(d >= 0.15) }'; then
    ok "chess White's King figure survives draft print ($dark of its box at 75 % ink or more)"
else
    fail "chess White's King figure would wash out in draft print: $dark of its box at 75 % ink or more (< 0.15)"
fi

# --- disc-cut="square": every set with discs prints them on square tiles
#     sharing straight cut lines (no cut circle), and tells the player so ---
sed 's/<pieces /<pieces disc-cut="square" /' layouts/a4.xml >"$tmp/square.xml"
for def in piecedefs/*.xml; do
    grep -q 'form="disc"' "$def" || continue
    id=$(basename "$def" .xml)
    if $ASAN render "$def" --layout "$tmp/square.xml" -o "$tmp/sq/$id" >/dev/null 2>"$tmp/err" \
        && clean_stderr "$tmp/err" \
        && pdftotext "$tmp/sq/$id/$id-components.pdf" - | tr '\n' ' ' | grep -q 'paper trimmer does it' \
        && ! pdftotext "$tmp/sq/$id/$id-components.pdf" - | grep -q 'along its circle'; then
        ok "disc-cut=\"square\": $id's discs on square tiles with straight cuts"
    else
        fail "disc-cut=\"square\": $id: $(head -3 "$tmp/err")"
    fi
done

# --- a name that fits its face neither in full nor short at 6 pt goes on
#     two lines, a word broken at a syllable with a hyphen: the rotation
#     game's Emperor in a tile's centre cell, 2.6 pt on one line, prints on
#     two at 3.3 pt with a warning and the fix (it was refused) ---
sed 's/short="Em"/short="Emperor"/' piecedefs/rotation.xml >"$tmp/long-name.xml"
$ASAN render "$tmp/long-name.xml" -o "$tmp/long-name" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 0 ] && grep -q "^$tmp/long-name.xml:[0-9]*: warning: piece 'emperor': 'Emperor' fits its [0-9.]* mm face only at 3.[0-9] pt, under the 6 pt a player reads easily, and is printed so small: give it a shorter short=\"...\" (about [0-9]* characters fit)$" "$tmp/err" \
    && ! grep -q ": error: " "$tmp/err" && clean_stderr "$tmp/err" \
    && pdftotext -raw "$tmp/long-name/rotation-components.pdf" - | grep -qx "Em-" \
    && pdftotext -raw "$tmp/long-name/rotation-components.pdf" - | grep -qx "peror"; then
    ok "a one-word tile name that fits only under 3 pt on one line is printed on two, hyphenated (Em-/peror)"
else
    fail "a one-word tile name on two lines: exit $rc; $(head -3 "$tmp/err")"
fi
# --- and refused under 3 pt even so: a word with a letter outside ASCII is
#     never hyphenated ('Impératrice', 1.9 pt) ---
sed 's/name="Emperor" short="Em"/name="Impératrice"/' piecedefs/rotation.xml >"$tmp/tile-tiny.xml"
$ASAN render "$tmp/tile-tiny.xml" -o "$tmp/tile-tiny" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 1 ] && grep -q "^$tmp/tile-tiny.xml:[0-9]*: error: piece 'emperor': 'Impératrice' fits its [0-9.]* mm face only at [0-2].[0-9] pt (names are printed at 6 pt or more, never under 3 pt): give it a shorter short=\"...\" (about [0-9]* characters fit)$" "$tmp/err" \
    && clean_stderr "$tmp/err" && [ ! -e "$tmp/tile-tiny" ]; then
    ok "a name that cannot fit its face at 3 pt is refused (file:line: error:, nothing written)"
else
    fail "a name that cannot fit its face at 3 pt is refused: exit $rc; $(head -3 "$tmp/err")"
fi
# validate says what render would refuse, with the same message (item 8 of
# the format-reach issue: validate passed, render refused)
$ASAN validate "$tmp/tile-tiny.xml" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 1 ] && grep -q "^$tmp/tile-tiny.xml:[0-9]*: error: piece 'emperor': 'Impératrice' fits its [0-9.]* mm face only at [0-9.]* pt" "$tmp/err" \
    && clean_stderr "$tmp/err"; then
    ok "validate reports the name render would refuse"
else
    fail "validate reports the name render would refuse: exit $rc; $(head -3 "$tmp/err")"
fi
# --- back="choices" (issue 28 item 5): chess on fold-over diagram pieces,
#     each Pawn's back the Queen with "or R B N" at its foot. Read from the
#     drawn pages (the ink ledger) on A4 and Letter: the foot's words at
#     6 pt or more, the squeezed Queen diagram's marks 1 mm and cells 2.5 mm
#     or more, all 16 backs printing the words, the booklet saying so ---
sed 's|<components form="disc" face="glyph" back="none"/>|<components form="fold" face="diagram" back="choices"/>|' \
    piecedefs/chess.xml >"$tmp/chess-choices.xml"
for layout in layouts/a4.xml layouts/letter.xml; do
    paper=$(basename "$layout" .xml)
    $ASAN measure "$tmp/chess-choices.xml" --layout "$layout" >"$tmp/measure" 2>"$tmp/err"
    rc=$?
    set -- $(tail -1 "$tmp/measure" | sed -E 's/ none/ 0 mm/g; s/.*smallest text ([0-9.]+) pt.*smallest mark ([0-9.]+) mm.*smallest cell ([0-9.]+) mm.*/\1 \2 \3/')
    if [ "$rc" = 0 ] && [ ! -s "$tmp/err" ] && [ -z "$(grep '^  ' "$tmp/measure")" ] \
        && awk -v t="$1" -v m="$2" -v c="$3" 'BEGIN { exit !(t >= 5.995 && m >= 0.9995 && c >= 2.4995) }'; then
        ok "back=\"choices\" on $paper: text >= $1 pt, marks >= $2 mm, cells >= $3 mm"
    else
        fail "back=\"choices\" on $paper: exit $rc, text $1 pt, marks $2 mm, cells $3 mm; $(head -3 "$tmp/err")"
    fi
done
build/pnpgen render "$tmp/chess-choices.xml" -o "$tmp/chess-choices" >"$tmp/out" 2>"$tmp/err"
feet=$(pdftotext "$tmp/chess-choices/chess-components.pdf" - | grep -c 'or R B N')
if [ "$feet" = 16 ] && pdftotext "$tmp/chess-choices/chess-booklet.pdf" - | tr '\n' ' ' \
        | grep -q "its back shows the Queen and, at its foot, the others: for one of those it is exchanged"; then
    ok "back=\"choices\": all 16 Pawn backs name the other choices, and the booklet says so"
else
    fail "back=\"choices\": $feet backs print 'or R B N' (want 16); $(head -3 "$tmp/err")"
fi
# a fold-over face's name that fits only under 6 pt even on two lines and
# larger pieces (Chu Seireigi's Gold with long names, 5.7 pt): a warning
# with the fix, and the set renders with it
sed 's/name="Gold General" short="Gold"/name="Gold General of the Eastern Mountain Fortress" short="Golden Generals of the East"/' piecedefs/chu-seireigi.xml >"$tmp/chu-long.xml"
$ASAN measure "$tmp/chu-long.xml" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 0 ] && grep -q "^$tmp/chu-long.xml:[0-9]*: warning: piece 'gold': 'Golden Generals of the East' fits its [0-9.]* mm face only at [3-5].[0-9] pt, under the 6 pt a player reads easily, and is printed so small: give it a shorter short=\"...\" (about [0-9]* characters fit)$" "$tmp/err" \
    && ! grep -q ": error: " "$tmp/err" && clean_stderr "$tmp/err"; then
    ok "a name that fits its fold-over face only under 6 pt: a warning with the fix, not an error"
else
    fail "a name that fits its fold-over face only under 6 pt: exit $rc; $(head -3 "$tmp/err")"
fi
if build/pnpgen render "$tmp/chu-long.xml" -o "$tmp/chu-long" >"$tmp/out" 2>"$tmp/err" \
    && pdftotext -raw "$tmp/chu-long/chu-seireigi-components.pdf" - | tr '\n' ' ' \
        | grep -q "Golden Generals of the East"; then
    ok "the name that fits only under 6 pt is printed on the pieces (on two lines)"
else
    fail "the name that fits only under 6 pt is not printed: $(head -3 "$tmp/err")"
fi
# --- a tinted zone keeps a chequered board's pattern: its dark squares
#     are darker than its light ones (the tint once covered them all) ---
sed 's/ranks="5" mark="dots"/ranks="5" mark="tint"/; s/ranks="1" mark="dots"/ranks="1" mark="tint"/' \
    tests/defs/good/chequered.xml >"$tmp/tint.xml"
if build/pnpgen render "$tmp/tint.xml" -o "$tmp/tint" >"$tmp/out" 2>&1 \
    && pdftoppm -gray -r 30 -f 1 -l 1 "$tmp/tint/chequered-components.pdf" "$tmp/tint/p" \
    && python3 - "$tmp"/tint/p*.pgm >"$tmp/tint.out" <<'PY'
import sys
# a binary PGM: count the pixels of each grey level
data = open(sys.argv[1], "rb").read()
fields, pos = [], 0
while len(fields) < 4:
    while data[pos:pos + 1].isspace():
        pos += 1
    end = pos
    while not data[end:end + 1].isspace():
        end += 1
    fields.append(data[pos:end])
    pos = end
pixels = data[pos + 1:]
count = lambda g: sum(1 for p in pixels if abs(p - g) <= 2)
light_tint, dark, dark_tint = round(0.93 * 255), round(0.74 * 255), round(0.74 * 0.93 * 255)
print(f"tinted light {count(light_tint)}, dark {count(dark)}, tinted dark {count(dark_tint)} pixels")
sys.exit(0 if min(count(light_tint), count(dark), count(dark_tint)) > 50 else 1)
PY
then
    ok "a tinted zone on a chequered board keeps its dark squares: $(cat "$tmp/tint.out")"
else
    fail "a tinted zone on a chequered board: $(cat "$tmp/out" "$tmp/tint.out" 2>/dev/null | head -3)"
fi
# --- no blank backs (issue 30): a square piece that never turns over is a
#     single card (back="none"), not a fold-over with a plain back to cut
#     and glue for nothing. Read from the composed sheets (pnpgen measure
#     --faces: what each placed piece prints on its back, and its face's
#     box) and from the rendered page: across a single card's forward edge
#     the line is a solid cut, across a fold-over's front a dashed fold. ---
for set in "makruk bia"; do  # its Bia fold over; its other pieces are single cards
    set -- $set
    id=$1 folds=$2
    build/pnpgen measure "piecedefs/$id.xml" --faces 2>/dev/null | awk '$1 == "face"' >"$tmp/bf"
    bad=$(awk -v f="$folds" '($3 == f) != ($9 == "promoted") || ($9 != "none" && $9 != "promoted") \
        || ($9 == "none" && ($8 - $7)^2 > 0.0001) { print $3 " side " $4 ": back " $9 }' "$tmp/bf" | sort -u)
    n=$(wc -l <"$tmp/bf")
    if [ "$n" -ge 32 ] && [ -z "$bad" ]; then
        ok "$id: $n pieces, no blank back: $(awk '{ print $9 }' "$tmp/bf" | sort | uniq -c | tr -s ' \n' ' ')"
    else
        fail "$id: a piece printed with a back it does not need (or none where it turns over): $n pieces; $(echo "$bad" | head -3 | tr '\n' ';')"
    fi
    rm -rf "$tmp/bk" && build/pnpgen render "piecedefs/$id.xml" -o "$tmp/bk" >/dev/null 2>&1
    # each face read on its own page (Sittuyin's last pawns lie under its board)
    pdftoppm -gray -r 200 "$tmp/bk/$id-components.pdf" "$tmp/bk/p"
    # the ink along each face's top edge, over its middle half: a cut line
    # is solid (1.0), a fold line dashed (about half)
    edges=$(python3 - "$tmp/bk" "$tmp/bf" <<'PY'
import glob, sys
pages = {}
for name in glob.glob(sys.argv[1] + "/p-*.pgm"):
    parts = open(name, "rb").read().split(maxsplit=4)
    pages[int(name.rsplit("-", 1)[1].split(".")[0])] = (int(parts[1]), int(parts[2]), parts[4])
mm = 200 / 25.4
for line in open(sys.argv[2]):
    f = line.split()
    w, h, pix = pages[int(f[1])]
    x, y, fw, back = float(f[4]), float(f[5]), float(f[6]), f[8]
    row = round(y * mm)
    span = range(round((x + fw / 4) * mm), round((x + 3 * fw / 4) * mm))
    # a face black to its cuts (Makruk's dark side) has its lines grey on
    # the black: read the line as what differs from the ground 0.5 mm in
    ground = sorted(pix[(row + 4) * w + i] for i in span)[len(span) // 2]
    line = (lambda v: v > 80) if ground < 128 else (lambda v: v < 128)
    # the most inked of three pixel rows (the line's row may round either way)
    ink = max(sum(1 for i in span if line(pix[r * w + i])) / (fw / 2 * mm)
              for r in (row - 1, row, row + 1))
    print(back, "%.2f" % ink)
PY
)
    wrong=$(echo "$edges" | awk '($1 == "none" && $2 < 0.95) || ($1 == "promoted" && ($2 < 0.3 || $2 > 0.8))' | sort -u)
    if [ -n "$edges" ] && [ -z "$wrong" ]; then
        ok "$id: single cards' forward edges are cut lines, fold-overs' folds ($(echo "$edges" | sort -u | tr '\n' ' '))"
    else
        fail "$id: forward edges: $(echo "$wrong" | head -3 | tr '\n' ';')"
    fi
done
if build/pnpgen render piecedefs/makruk.xml -o "$tmp/mkb" >/dev/null 2>&1 \
    && pdftotext "$tmp/mkb/makruk-booklet.pdf" - | tr -s ' \n' ' ' >"$tmp/mkb.txt" \
    && ! grep -q 'back: plain' "$tmp/mkb.txt" && grep -q 'never promotes' "$tmp/mkb.txt" \
    && grep -q 'with a dotted line (Bia) fold on it' "$tmp/mkb.txt"; then
    ok "makruk booklet: single cards captioned 'never promotes' (not 'single card'), the Bia named as the pieces to fold"
else
    fail "makruk booklet: 'back: plain' printed, or the single cards not explained"
fi
finish
