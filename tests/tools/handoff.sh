#!/bin/sh
# handoff.sh [OBJDIR [SRCROOT]]: the hand-off from compose/ to draw/ and
# write/ is the composed document (compose.h), not the model: draw/ calls
# no compose_ or plan_ function (read from the objects of OBJDIR, default
# build/release, with nm), and no file of draw/ or write/ (under SRCROOT,
# default generator) names `struct variant`.
# The hand-off is not finished: tests/tools/handoff-left.txt lists what is
# left, and may only shrink. Anything not on it fails, and so does a line of
# it that no longer holds (take it off the list).
# Prints one line per violation and exits 1 when there is any.
set -u
cd "$(dirname "$0")/../.." || exit 2
objdir=${1:-build/release}
src=${2:-generator}
left=tests/tools/handoff-left.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad=0

# what holds today: "call draw/FILE.o SYMBOL" and "variant FOLDER/FILE COUNT"
for o in "$objdir"/draw/*.o; do
    [ -f "$o" ] || continue
    nm "$o" | awk -v f="draw/$(basename "$o")" '$1 == "U" && $2 ~ /^(compose|plan)_/ { print "call", f, $2 }'
done >"$tmp/now"
for f in "$src"/draw/*.[ch] "$src"/write/*.[ch]; do
    n=$(grep -c 'struct variant\b' "$f")
    [ "$n" -gt 0 ] && echo "variant ${f#"$src"/} $n"
done >>"$tmp/now"
sort -u "$tmp/now" -o "$tmp/now"
grep -v '^#' "$left" | grep . | sort -u >"$tmp/left"

while read -r what file x; do
    case $what in
        call) grep -qxF "call $file $x" "$tmp/left" ||
                  { echo "$file calls $x: draw/ takes the composed document, not compose/'s functions"; bad=1; } ;;
        variant)
            allowed=$(awk -v f="$file" '$1 == "variant" && $2 == f { print $3 }' "$tmp/left")
            if [ -z "$allowed" ] || [ "$x" -gt "$allowed" ]; then
                echo "$file names struct variant $x times (${allowed:-0} left to move): draw/ and write/ take the composed document, not the model"
                bad=1
            elif [ "$x" -lt "$allowed" ]; then
                echo "$left: $file now names struct variant $x times, not $allowed: lower it"
                bad=1
            fi ;;
    esac
done <"$tmp/now"
# a line of the list that no longer holds
while read -r what file x; do
    case $what in
        call) grep -qxF "call $file $x" "$tmp/now" ||
                  { echo "$left: $file no longer calls $x: take it off the list"; bad=1; } ;;
        variant) grep -q "^variant $file " "$tmp/now" ||
                  { echo "$left: $file no longer names struct variant: take it off the list"; bad=1; } ;;
    esac
done <"$tmp/left"
calls=$(grep -c '^call' "$tmp/left") vars=$(awk '$1 == "variant" { s += $3 } END { print s + 0 }' "$tmp/left")
[ "$bad" = 0 ] && echo "hand-off: draw/ and write/ as listed ($calls calls into compose/, $vars mentions of struct variant left to move), nothing new"
exit "$bad"
