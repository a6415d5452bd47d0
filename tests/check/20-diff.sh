#!/bin/sh
# 20-diff.sh: make diff as a reviewer and CI use it, in a git clone of this
# tree (its files and built binaries copied over, times kept, so nothing is
# compiled): a definition's change renders only that set, with this tree's
# pnpgen (the base is not built); the report has the side-by-side pictures,
# each changed page's text diff ("Rook" -> "Castle") and index.html with
# the changed pages first; ./make.sh diff exits 0 (same), 1 (differ) and
# 2 (broken), and make diff says which in its last line.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/20-diff.sh
. "$(dirname "$0")/lib.sh"
# make runs these as a user would, not as a sub-make of make check
unset MAKEFLAGS MFLAGS MAKELEVEL

repo="$tmp/repo"
git init -q "$repo"
git -c safe.directory="$PWD" ls-files -z | xargs -0 sh -c 'for f; do mkdir -p "$0/$(dirname "$f")"; cp -p "$f" "$0/$f"; done' "$repo"
mkdir -p "$repo/build"
cp -pR build/release build/gen build/pnpgen build/pngdiff "$repo/build/"
touch "$repo/build/.deps" "$repo/build/.deps-tests"
(cd "$repo" && git add -A && git -c user.name=t -c user.email=t@t commit -q -m base) ||
    fail "diff: cannot make the test repository"

# --- nothing changed: exit 0, nothing rendered ---
(cd "$repo" && DIFF_OUT="$tmp/out0" ./make.sh diff) >"$tmp/log" 2>&1
rc=$?
if [ "$rc" = 0 ] && grep -q 'definitions changed: none' "$tmp/log" && grep -q '^0 identical, 0 changed' "$tmp/log"; then
    ok "./make.sh diff with nothing changed: exit 0, no set rendered"
else
    fail "./make.sh diff with nothing changed: exit $rc; $(tail -3 "$tmp/log")"
fi

# --- one definition changed: only that set, exit 1, text diff, report ---
sed -i 's/name="Rook"/name="Castle"/' "$repo/piecedefs/chess.xml"
(cd "$repo" && ./make.sh diff DIFF_OUT="$tmp/out1" DIFF_DPI=30) >"$tmp/log" 2>&1
rc=$?
first=$(grep -o '<h2 id="[^"]*"' "$tmp/out1/index.html" 2>/dev/null | head -1 | sed 's/.*id="//; s/"$//')
if [ "$rc" = 1 ] && grep -q 'pnpgen is the same in HEAD; definitions changed: chess$' "$tmp/log" &&
    ! grep -q '^diff: building' "$tmp/log" &&
    grep -qE '^chess (booklet|components) p[0-9]+: .*pixels changed .*; text: [0-9]+ lines changed$' "$tmp/out1/summary.txt" &&
    ! grep -v '^chess \|identical,\|side by side' "$tmp/out1/summary.txt" | grep -q . &&
    grep -l 'Castle' "$tmp/out1"/chess-*.txt >/dev/null 2>&1 &&
    grep -q '^-.*Rook' "$(grep -l '^+.*Castle' "$tmp/out1"/chess-*.txt | head -1)" &&
    grep -q '<h2>Changed pages, most changed first</h2>' "$tmp/out1/index.html" &&
    [ -n "$first" ] && [ -s "$tmp/out1/$first" ]; then
    ok "./make.sh diff after renaming a piece: only chess rendered, exit 1, the text diff reads Rook -> Castle, index.html"
else
    fail "./make.sh diff after one definition changed: exit $rc; $(tail -4 "$tmp/log" | tr '\n' ';')"
fi
# the report lists changed pages before identical ones
if [ -f "$tmp/out1/index.html" ] &&
    [ "$(grep -n 'Changed pages' "$tmp/out1/index.html" | cut -d: -f1)" -lt "$(grep -n 'Identical pages' "$tmp/out1/index.html" | cut -d: -f1)" ]; then
    ok "index.html: changed pages first, identical ones after"
else
    fail "index.html: the order of its parts"
fi

# --- make diff: make exits 2, and its last line says pages differ ---
(cd "$repo" && make -s diff DIFF_OUT="$tmp/out2" DIFF_DPI=30) >"$tmp/log" 2>&1
rc=$?
if [ "$rc" = 2 ] && grep -q 'make diff: pages differ (tests/diff.sh exit 1' "$tmp/log"; then
    ok "make diff: exit 2 (make's own), saying the pages differ"
else
    fail "make diff: exit $rc; $(tail -3 "$tmp/log")"
fi

# --- broken: an unknown revision exits 2 ---
(cd "$repo" && ./make.sh diff BASE=no-such-revision DIFF_OUT="$tmp/out3") >"$tmp/log" 2>&1
rc=$?
if [ "$rc" = 2 ] && grep -q "'no-such-revision' is not a git revision" "$tmp/log"; then
    ok "./make.sh diff BASE=no-such-revision: exit 2"
else
    fail "./make.sh diff with an unknown revision: exit $rc; $(tail -2 "$tmp/log")"
fi
finish
