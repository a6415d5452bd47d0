#!/bin/sh
# layers.sh [OBJDIR]: proves the stage folders of generator/ are a pipeline
# with no way back up. Three graphs are checked:
#   1. file includes file ("#include" lines): no cycle (tsort);
#   2. folder uses folder, by include and by symbol (what each object of
#      OBJDIR, default build/release, takes from another one, read with
#      nm): only towards a folder earlier in STAGES, never back;
#   3. object uses object by symbol: no cycle (tsort).
# Prints one line per violation and exits 1 when there is any.
set -u
cd "$(dirname "$0")/../.." || exit 2
objdir=${1:-build/release}
STAGES="base notation model load rules engine text compose draw write main"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad=0

rank() { # rank FOLDER: its position in STAGES
    i=0
    for s in $STAGES; do [ "$s" = "$1" ] && { echo $i; return; }; i=$((i + 1)); done
    echo 99
}
folder_of() { # generator/base/util.c -> base; generator/main.c -> main
    case $1 in generator/*/*) f=${1#generator/}; echo "${f%%/*}" ;; *) echo main ;; esac
}

# 1. include graph between files
for f in generator/*.c generator/*/*.c generator/*/*.h; do
    dir=$(dirname "$f")
    sed -n 's/^#include "\(.*\)".*/\1/p' "$f" | while read -r inc; do
        if [ -f "$dir/$inc" ]; then echo "$f $dir/$inc"; else echo "$f generator/$inc"; fi
    done
done >"$tmp/includes"
if ! tsort "$tmp/includes" >/dev/null 2>"$tmp/loop"; then
    echo "include cycle: $(grep -v 'input contains a loop' "$tmp/loop" | sed 's/^tsort: //' | tr '\n' ' ')"
    bad=1
fi

# 2a. folder edges by include
while read -r a b; do
    fa=$(folder_of "$a") fb=$(folder_of "$b")
    [ "$fa" = "$fb" ] && continue
    case $b in
        *-imp.h) echo "$a includes $b, private to $fb/"; bad=1 ;;
    esac
    if [ "$(rank "$fb")" -ge "$(rank "$fa")" ]; then
        echo "$a ($fa/) includes $b: $fb/ is not below $fa/"; bad=1
    fi
done <"$tmp/includes"

# 2b and 3. symbol edges between objects
objs=$(find "$objdir" -name '*.o' ! -path '*/tests/*' | sort)
for o in $objs; do
    nm "$o" | awk -v o="$o" '$1 ~ /^[TDBRC]$/ || $2 ~ /^[TDBRC]$/ { print "D", $NF, o }
                             $1 == "U" { print "U", $2, o }'
done >"$tmp/syms"
awk '$1 == "D" { def[$2] = $3 } $1 == "U" { use[++n] = $3 " " $2 }
     END { for (i = 1; i <= n; i++) { split(use[i], p, " "); if (p[2] in def && def[p[2]] != p[1]) print p[1], def[p[2]], p[2] } }' \
    "$tmp/syms" | sort -u >"$tmp/uses"
while read -r a b sym; do
    fa=$(folder_of "generator/${a#"$objdir"/}") fb=$(folder_of "generator/${b#"$objdir"/}")
    [ "$fa" = "$fb" ] && continue
    if [ "$(rank "$fb")" -ge "$(rank "$fa")" ]; then
        echo "$a ($fa/) calls $sym in $b: $fb/ is not below $fa/"; bad=1
    fi
done <"$tmp/uses"
awk '{ print $1, $2 }' "$tmp/uses" | sort -u >"$tmp/objedges"
if ! tsort "$tmp/objedges" >/dev/null 2>"$tmp/loop"; then
    echo "call cycle between files: $(grep -v 'input contains a loop' "$tmp/loop" | sed 's/^tsort: //' | tr '\n' ' ')"
    bad=1
fi
[ "$bad" = 0 ] && echo "layers: $(wc -l <"$tmp/includes") includes, $(wc -l <"$tmp/uses") cross-file calls, no cycle, no way up"
exit "$bad"
