#!/bin/sh
# symbols.sh [OBJDIR]: every symbol a generator/ object exports starts with
# its stage folder's prefix, so a name says where it lives and no generic
# global (yes, grow, side_of) can collide. The prefixes of each folder are
# below; the objects are read with nm from OBJDIR (default build/release).
# Prints each offender and exits 1 when there is any.
set -u
cd "$(dirname "$0")/../.." || exit 2
objdir=${1:-build/release}
prefixes() {
    case $1 in
        # x: allocation that never returns NULL; malloc ... posix_memalign:
        # base/memory.c stands in for libc's in the release build
        base)     echo 'x base_ report_ str_ utf8_ colour_ markup_ malloc calloc realloc memalign aligned_alloc posix_memalign' ;;
        notation) echo 'betza_ diagram_ move_ moveset_' ;;
        model)    echo 'variant_ piece_' ;;
        load)     echo 'load_ piecedef_ layout_ xml_ schema_' ;;
        rules)    echo 'rules_ validate_' ;;
        engine)   echo 'engine_' ;;
        text)     echo 'text_' ;;
        compose)  echo 'compose_ plan_ document_ page_ affine_' ;;
        draw)     echo 'draw_' ;;
        write)    echo 'write_' ;;
    esac
}
bad=0 n=0
for dir in "$objdir"/*/; do
    folder=$(basename "$dir")
    p=$(prefixes "$folder")
    [ -n "$p" ] || continue
    for o in "$dir"*.o; do
        for sym in $(nm -g --defined-only "$o" | awk '{ print $NF }'); do
            n=$((n + 1))
            ok=0
            for q in $p; do case $sym in "$q"*) ok=1 ;; esac; done
            if [ "$ok" = 0 ]; then
                echo "$o exports $sym: not one of $folder/'s prefixes ($p)"
                bad=1
            fi
        done
    done
done
[ "$bad" = 0 ] && echo "symbols: $n exported, each with its folder's prefix"
exit "$bad"
