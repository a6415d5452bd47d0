#!/bin/sh
# handoff.sh [OBJDIR [SRCROOT]]: the hand-off from compose/ to draw/ and
# write/ is the composed document (compose/document.h), never the model:
# draw/ calls no compose_ or plan_ function nor base_search_first (a size
# is the composer's to choose) and neither draw/ nor write/
# calls a model/ one (variant_, piece_; read from the objects of OBJDIR,
# default build/release, with nm), and no file of draw/ or write/ (under
# SRCROOT, default generator) includes compose/compose.h or a model/
# header, or names `struct variant` or any other struct of model/model.h
# but the layout. What the set's pieces and board look like reaches them
# as the document's look (struct look, compose/look.h), and what a chip or
# screen prints as its item, decided by compose.
# Prints one line per violation and exits 1 when there is any.
set -u
cd "$(dirname "$0")/../.." || exit 2
objdir=${1:-build/release}
src=${2:-generator}
bad=0
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

# draw/ and write/ see the composed document (compose/document.h), not the
# composer's header
for f in "$src"/draw/*.[ch] "$src"/write/*.[ch]; do
    if grep -q '^#include "compose/compose.h"' "$f"; then
        echo "${f#"$src"/} includes compose/compose.h: draw/ and write/ take compose/document.h"
        bad=1
    fi
done

# no call into compose/ from draw/, and none into model/ (its variant_ and
# piece_ functions) from draw/ or write/: the art they would read from the
# model is the look's. Nor does draw/ search for a size (base_search_first):
# what size a text fits at is the composer's to decide
objs=0
for o in "$objdir"/draw/*.o "$objdir"/write/*.o; do
    [ -f "$o" ] || continue
    dir=$(basename "$(dirname "$o")")
    [ "$dir" = draw ] && objs=$((objs + 1))
    for sym in $(nm "$o" | awk -v d="$dir" '$1 == "U" && ($2 ~ /^(variant|piece)_/ ||
                                                      (d == "draw" && $2 ~ /^(compose_|plan_|base_search_first$)/)) { print $2 }'); do
        case $sym in
            variant_* | piece_*) echo "$dir/$(basename "$o") calls $sym: $dir/ takes the composed document, not model/'s functions" ;;
            base_search_first) echo "draw/$(basename "$o") calls $sym: a search for a size is layout, the composer's" ;;
            *) echo "draw/$(basename "$o") calls $sym: draw/ takes the composed document, not compose/'s functions" ;;
        esac
        bad=1
    done
done
if [ "$objs" = 0 ]; then
    echo "$objdir/draw: no objects to read (build first)"
    bad=1
fi

# no model header included straight: what draw/ and write/ need of it (its
# enums, the layout) comes with compose/document.h
for f in "$src"/draw/*.[ch] "$src"/write/*.[ch]; do
    if grep -q '^#include "model/' "$f"; then
        echo "${f#"$src"/} includes $(sed -n 's/^#include "\(model\/[^"]*\)".*/\1/p' "$f" | head -1): draw/ and write/ take compose/document.h"
        bad=1
    fi
done

# no model: no struct of model/model.h (the variant, its pieces, board,
# chips, screen...), read from the header so that a new one is refused too;
# only the layout, which draw/ and write/ take beside the document. What
# prints of the model is the document's (its look and items)
model=$(sed -n 's/^struct \([a-z_0-9]*\) {.*/\1/p' "$src/model/model.h" | grep -v '^layout' | tr '\n' '|')
model=${model%|}
if [ -z "$model" ]; then
    echo "$src/model/model.h: no struct read"
    bad=1
fi
for f in "$src"/draw/*.[ch] "$src"/write/*.[ch]; do
    grep -oE "struct ($model)\b" "$f" | sort | uniq -c | while read -r n name; do
        echo "${f#"$src"/} names $name $n times: draw/ and write/ take the composed document, not the model"
    done >>"$tmp"
done
if [ -s "$tmp" ]; then
    cat "$tmp"
    bad=1
fi

[ "$bad" = 0 ] && echo "hand-off: draw/ and write/ take the composed document: no call into compose/ ($objs objects of draw/) or model/, no size search, no model/ header, no struct of model.h but the layout ($(echo "$model" | tr '|' ' '))"
exit "$bad"
