#!/bin/sh
# 19-definitions.sh: definitions by their file names. make pdf over a
# folder of definitions that is not all good: every good set is rendered, then each broken one is named (its
# errors, file:line, above) and make exits non-zero; a file name with a
# space is named, not a make error about another target; a file whose id
# is not its name gets a warning and the files really written are
# reported; a file name that is not UTF-8 is printed in the designers'
# document with
# '?' for each stray byte. Runs make in a copy of the tree whose piecedefs/ holds the
# cases and whose build/ is this one (nothing is compiled again). Part of
# make check (tests/run.sh); runs alone too.
. "$(dirname "$0")/lib.sh"
root=$tmp/root
mkdir -p "$root/piecedefs"
for d in build generator tools layouts docs tests; do ln -s "$PWD/$d" "$root/$d"; done
cp Makefile "$root/"
ln -s "$PWD/piecedefs/piecedef.rng" "$root/piecedefs/piecedef.rng"
cp piecedefs/chess.xml tests/defs/good/mini.xml "$root/piecedefs/"
head -c 2000 piecedefs/makruk.xml >"$root/piecedefs/broken.xml"     # truncated
cp tests/defs/good/mini.xml "$root/piecedefs/my chess.xml"
sed 's/<variant id="mini"/<variant id="tiny"/' tests/defs/good/mini.xml >"$root/piecedefs/other.xml"
broken_line=$(build/pnpgen validate "$root/piecedefs/broken.xml" 2>&1 | sed -n 's/^[^:]*broken\.xml:\([0-9]*\):.*/\1/p' | head -1)
make -C "$root" --no-print-directory pdf >"$tmp/out" 2>"$tmp/err"
rc=$?
o=$root/output
if [ "$rc" != 0 ] && [ -s "$o/chess/chess-booklet.pdf" ] && [ -s "$o/mini/mini-components.pdf" ] &&
    [ -s "$o/other/tiny-booklet.pdf" ]; then
    ok "make pdf: the good sets rendered beside a broken one, exit $rc"
else
    fail "make pdf with one broken definition: exit $rc; rendered: $(cd "$root" && ls output/* 2>&1 | tr '\n' ' '); $(head -c 400 "$tmp/err")"
fi
if grep -q "piecedefs/broken.xml:$broken_line:[0-9]*: error: " "$tmp/err" &&
    grep -qF "make pdf: not rendered (their errors are above): piecedefs/broken.xml 'piecedefs/my chess.xml'" "$tmp/err" &&
    grep -qF "make: piecedefs/my chess.xml: make cannot name a file with a space; rename it" "$tmp/err" &&
    ! grep -q "No rule to make target" "$tmp/err"; then
    ok "make pdf names each definition not rendered: the broken one at its line, the one with a space in its name"
else
    fail "make pdf's report of what was not rendered: $(tr '\n' '|' <"$tmp/err" | head -c 600)"
fi
if grep -qx "rendered output/other/tiny-components.pdf, tiny-booklet.pdf and tiny-design.pdf" "$tmp/out" &&
    grep -qF 'make: warning: piecedefs/other.xml holds id="tiny", and its files are named after the id (tiny-*.pdf), not the file; name the file piecedefs/tiny.xml' "$tmp/err" &&
    grep -qx "rendered output/chess/chess-components.pdf, chess-booklet.pdf and chess-design.pdf" "$tmp/out"; then
    ok "make pdf: a file whose id is not its name: a warning, and the files really written"
else
    fail "make pdf, other.xml holding id=\"tiny\": $(tr '\n' '|' <"$tmp/out") / $(grep -i other "$tmp/err" | head -2)"
fi
# nothing to do the second time: the good sets are not rendered again
make -C "$root" --no-print-directory pdf >"$tmp/out2" 2>"$tmp/err2"
if ! grep -q "^rendered" "$tmp/out2" && grep -q "not rendered" "$tmp/err2"; then
    ok "make pdf again: the good sets are not rendered again, the broken ones named again"
else
    fail "make pdf again: $(head -3 "$tmp/out2" | tr '\n' '|') $(tail -2 "$tmp/err2" | tr '\n' '|')"
fi

# --- a definition whose file name is not UTF-8: the designers' document prints the
#     name with '?' for the stray byte (drawing failed: "input string not
#     valid UTF-8") ---
latin1=$tmp/$(printf 'caf\351').xml
cp tests/defs/good/mini.xml "$latin1"
$ASAN render "$latin1" -o "$tmp/latin1" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 0 ] && [ ! -s "$tmp/err" ] &&
    pdftotext "$tmp/latin1/mini-design.pdf" - 2>/dev/null | grep -q "definition caf?\.xml"; then
    ok "a file name that is not UTF-8 renders, printed as 'caf?.xml'"
else
    fail "a file name that is not UTF-8: exit $rc, $(head -c 300 "$tmp/err")"
fi
finish
