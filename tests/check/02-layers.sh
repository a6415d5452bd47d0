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
# each model struct the check refuses, planted in draw/ and in write/
for planted in draw/render.c:variant write/output.c:variant draw/draw_face.c:piece \
               write/write_measure.c:piece draw/draw_board.c:board \
               write/impose.c:board draw/booklet_draw.c:zone draw/draw_lines.c:mark \
               draw/draw_text.c:coords write/write_measure.c:river draw/draw_extras.c:chip \
               write/output.c:screen draw/draw_tile.c:side; do
    file=${planted%%:*} name=${planted#*:}
    echo "static const struct $name *planted_$name;" >>"$tmp/gen/$file"
    if sh tests/tools/handoff.sh "$tmp/obj" "$tmp/gen" >"$tmp/out" 2>&1; then
        fail "hand-off: a struct $name planted in $file passes"
    elif grep -q "^$file names struct $name " "$tmp/out"; then
        ok "hand-off: a struct $name planted in ${file%%/*}/ fails it"
    else fail "hand-off, planted struct $name in $file: $(head -3 "$tmp/out" | tr '\n' ' ')"; fi
    cp "generator/$file" "$tmp/gen/$file"
done
printf '#include "draw-imp.h"\n#include "compose/compose.h"\nvoid draw_planted(const struct variant *v, struct face *f, struct face *b);\nvoid draw_planted(const struct variant *v, struct face *f, struct face *b)\n{\n    compose_piece_faces(v, 0, 0, f, b);\n}\n' >"$tmp/gen/draw/planted.c"
if ! make -s --no-print-directory probe-compile ROOT="$tmp/gen" FILE=draw/planted.c PROBE_OUT="$tmp/obj/draw/planted.o" >"$tmp/out" 2>&1; then
    fail "hand-off, planted call: does not compile: $(head -3 "$tmp/out" | tr '\n' ' ')"
else
    rm "$tmp/gen/draw/planted.c" # its struct variant is not what this plants
    if sh tests/tools/handoff.sh "$tmp/obj" "$tmp/gen" >"$tmp/out" 2>&1; then
        fail "hand-off: a call into compose/ planted in draw/ passes"
    elif grep -q "^draw/planted.o calls compose_piece_faces" "$tmp/out"; then
        ok "hand-off: a call from draw/ into compose/ planted fails it"
    else fail "hand-off, planted call: $(head -3 "$tmp/out" | tr '\n' ' ')"; fi
fi
# a model/ header included straight in draw/ or write/
for file in draw/draw_text.c write/impose.c; do
    sed -i '1i #include "model/model.h"' "$tmp/gen/$file"
    if sh tests/tools/handoff.sh "$tmp/obj" "$tmp/gen" >"$tmp/out" 2>&1; then
        fail "hand-off: model/model.h included in $file passes"
    elif grep -q "^$file includes model/model.h" "$tmp/out"; then
        ok "hand-off: model/model.h included in ${file%%/*}/ fails it"
    else fail "hand-off, planted include in $file: $(head -3 "$tmp/out" | tr '\n' ' ')"; fi
    cp "generator/$file" "$tmp/gen/$file"
done
# a call from draw/ into model/ (the art it would read is the look's)
printf '#include "draw-imp.h"\nconst char *draw_planted_glyph(const void *p);\nconst char *draw_planted_glyph(const void *p)\n{\n    return piece_face_glyph(p, 0);\n}\n' >"$tmp/gen/draw/planted_model.c"
if ! make -s --no-print-directory probe-compile ROOT="$tmp/gen" FILE=draw/planted_model.c PROBE_OUT="$tmp/obj/draw/planted_model.o" >"$tmp/out" 2>&1; then
    fail "hand-off, planted model call: does not compile: $(head -3 "$tmp/out" | tr '\n' ' ')"
else
    rm "$tmp/gen/draw/planted_model.c"
    if sh tests/tools/handoff.sh "$tmp/obj" "$tmp/gen" >"$tmp/out" 2>&1; then
        fail "hand-off: a call into model/ planted in draw/ passes"
    elif grep -q "^draw/planted_model.o calls piece_face_glyph" "$tmp/out"; then
        ok "hand-off: a call from draw/ into model/ planted fails it"
    else fail "hand-off, planted model call: $(head -3 "$tmp/out" | tr '\n' ' ')"; fi
fi
# a size search in draw/ (which size a text fits at is the composer's)
printf '#include "draw-imp.h"\nstatic int draw_planted_fits(int i, void *arg) { (void)arg; return i > 2; }\nint draw_planted_size(void);\nint draw_planted_size(void)\n{\n    return base_search_first(0, 9, draw_planted_fits, NULL);\n}\n' >"$tmp/gen/draw/planted_search.c"
if ! make -s --no-print-directory probe-compile ROOT="$tmp/gen" FILE=draw/planted_search.c PROBE_OUT="$tmp/obj/draw/planted_search.o" >"$tmp/out" 2>&1; then
    fail "hand-off, planted size search: does not compile: $(head -3 "$tmp/out" | tr '\n' ' ')"
else
    rm "$tmp/gen/draw/planted_search.c"
    if sh tests/tools/handoff.sh "$tmp/obj" "$tmp/gen" >"$tmp/out" 2>&1; then
        fail "hand-off: a size search planted in draw/ passes"
    elif grep -q "^draw/planted_search.o calls base_search_first" "$tmp/out"; then
        ok "hand-off: a size search (base_search_first) planted in draw/ fails it"
    else fail "hand-off, planted size search: $(head -3 "$tmp/out" | tr '\n' ' ')"; fi
fi
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
