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
for st in base notation model load rules engine text compose draw write cli; do
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
# --- the hand-off: draw/ and write/ take the composed document, never the
#     model. A planted `struct variant` (or another struct of model.h:
#     piece, board and its parts, chip, screen, side) or model/ include in
#     draw/ or write/, and a planted call from draw/ into compose/ or
#     model/, each fail it ---
if sh tests/tools/handoff.sh >"$tmp/out" 2>&1; then ok "$(tail -1 "$tmp/out")"
else fail "hand-off: $(head -5 "$tmp/out" | tr '\n' ' ')"; fi
rm -rf "$tmp/gen" "$tmp/obj" && cp -R generator "$tmp/gen" && mkdir -p "$tmp/obj/draw" "$tmp/obj/write" &&
    cp build/release/draw/*.o "$tmp/obj/draw/" && cp build/release/write/*.o "$tmp/obj/write/"
# refused WHAT LINE: handoff.sh fails the planted tree, with LINE (the
# start of its message) among what it says
refused() {
    if sh tests/tools/handoff.sh "$tmp/obj" "$tmp/gen" >"$tmp/out" 2>&1; then
        fail "hand-off: $1 passes"
    elif grep -q "^$2" "$tmp/out"; then
        ok "hand-off: $1 fails it"
    else fail "hand-off, $1: $(head -3 "$tmp/out" | tr '\n' ' ')"; fi
}
# planted_call WHAT FILE CODE LINE: FILE (under draw/) holding CODE is
# compiled into the objects handoff.sh reads (its source then removed, so
# only the call is planted); refused as WHAT, saying LINE
planted_call() {
    printf '%s' "$3" >"$tmp/gen/$2"
    if ! make -s --no-print-directory probe-compile ROOT="$tmp/gen" FILE="$2" \
        PROBE_OUT="$tmp/obj/${2%.c}.o" >"$tmp/out" 2>&1; then
        fail "hand-off, $1: does not compile: $(head -3 "$tmp/out" | tr '\n' ' ')"
    else
        rm "$tmp/gen/$2"
        refused "$1" "$4"
        rm -f "$tmp/obj/${2%.c}.o"
    fi
}
# each model struct the check refuses, planted in draw/ and in write/
for planted in draw/render.c:variant write/output.c:variant draw/draw_face.c:piece \
               write/write_measure.c:piece draw/draw_board.c:board \
               write/impose.c:board draw/booklet_draw.c:zone draw/draw_lines.c:mark \
               draw/draw_text.c:coords write/write_measure.c:river draw/draw_extras.c:chip \
               write/output.c:screen draw/draw_tile.c:side; do
    file=${planted%%:*} name=${planted#*:}
    echo "static const struct $name *planted_$name;" >>"$tmp/gen/$file"
    refused "a struct $name planted in ${file%%/*}/" "$file names struct $name "
    cp "generator/$file" "$tmp/gen/$file"
done
planted_call "a call from draw/ into compose/ planted" draw/planted.c \
    "$(printf '#include "draw-imp.h"\n#include "compose/compose.h"\nvoid draw_planted(const struct variant *v, struct face *f, struct face *b);\nvoid draw_planted(const struct variant *v, struct face *f, struct face *b)\n{\n    compose_piece_faces(v, 0, 0, f, b);\n}\n')" \
    "draw/planted.o calls compose_piece_faces"
# a model/ header included straight in draw/ or write/
for file in draw/draw_text.c write/impose.c; do
    sed -i '1i #include "model/model.h"' "$tmp/gen/$file"
    refused "model/model.h included in ${file%%/*}/" "$file includes model/model.h"
    cp "generator/$file" "$tmp/gen/$file"
done
# a call from draw/ into model/ (the art it would read is the look's)
planted_call "a call from draw/ into model/ planted" draw/planted_model.c \
    "$(printf '#include "draw-imp.h"\nconst char *draw_planted_glyph(const void *p);\nconst char *draw_planted_glyph(const void *p)\n{\n    return piece_face_glyph(p, 0);\n}\n')" \
    "draw/planted_model.o calls piece_face_glyph"
# a size search in draw/ (which size a text fits at is the composer's)
planted_call "a size search (base_search_first) planted in draw/" draw/planted_search.c \
    "$(printf '#include "draw-imp.h"\nstatic int draw_planted_fits(int i, void *arg) { (void)arg; return i > 2; }\nint draw_planted_size(void);\nint draw_planted_size(void)\n{\n    return base_search_first(0, 9, draw_planted_fits, NULL);\n}\n')" \
    "draw/planted_search.o calls base_search_first"
# --- every item kind is drawn: the dispatch has no default, and
#     -Wswitch-enum refuses a kind it does not name. A copy of generator/
#     compiles; the same copy with a kind planted in enum item_kind does not ---
rm -rf "$tmp/gen" && cp -R generator "$tmp/gen"
if make -s --no-print-directory probe-compile ROOT="$tmp/gen" FILE=draw/render.c >"$tmp/out" 2>&1; then
    sed -i 's/^enum item_kind {$/enum item_kind {\n    ITEM_PLANTED, \/* a kind nobody draws *\//' "$tmp/gen/compose/document.h"
    if ! grep -q ITEM_PLANTED "$tmp/gen/compose/document.h"; then
        fail "planted item kind: could not plant it in document.h"
    elif make -s --no-print-directory probe-compile ROOT="$tmp/gen" FILE=draw/render.c >"$tmp/out" 2>&1; then
        fail "planted item kind: draw/render.c compiles without drawing ITEM_PLANTED"
    elif grep -q "ITEM_PLANTED.*not handled" "$tmp/out"; then
        ok "a planted item kind without a drawing case does not compile (draw/render.c)"
    else
        fail "planted item kind: render.c failed for another reason: $(head -3 "$tmp/out" | tr '\n' ' ')"
    fi
else
    fail "planted item kind: the unplanted copy of draw/render.c does not compile: $(head -3 "$tmp/out" | tr '\n' ' ')"
fi
finish
