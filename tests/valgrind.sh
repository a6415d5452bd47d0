#!/bin/sh
# valgrind.sh [DEF]: one full render (default piecedefs/xiangqi.xml) by the
# release build (no sanitizers) under valgrind memcheck. Passes when
# valgrind finds no error and no definitely or indirectly lost block
# (fontconfig, pango and cairo keep caches that stay reachable: "still
# reachable" is not a leak; tests/valgrind.supp names the one library
# leak allowed). Called by `make valgrind` and `make check`.
set -u
cd "$(dirname "$0")/.." || exit 2
def=${1:-piecedefs/xiangqi.xml}
command -v valgrind >/dev/null || { echo "valgrind: not installed (apt-get install valgrind)"; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
start=$(date +%s)
valgrind --error-exitcode=1 --leak-check=full --suppressions=tests/valgrind.supp --errors-for-leak-kinds=definite,indirect \
    --show-leak-kinds=definite,indirect --track-origins=yes --num-callers=30 \
    build/pnpgen render "$def" -o "$tmp/out" >"$tmp/log" 2>&1
rc=$?
secs=$(( $(date +%s) - start ))
summary=$(grep -E 'ERROR SUMMARY|definitely lost|indirectly lost' "$tmp/log" | sed 's/^==[0-9]*== *//')
if [ "$rc" = 0 ] && grep -q 'ERROR SUMMARY: 0 errors' "$tmp/log"; then
    echo "valgrind render $def: clean in ${secs}s"
    echo "$summary"
    exit 0
fi
cat "$tmp/log" >&2
echo "valgrind render $def: FAILED (exit $rc) in ${secs}s"
echo "$summary"
exit 1
