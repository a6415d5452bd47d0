#!/bin/sh
# 13-cli.sh: the command line as a designer meets it: help for every
# command, `pnpgen new`, errors sorted by line, an unknown attribute in one
# line, the missing default layout.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/13-cli.sh
. "$(dirname "$0")/lib.sh"
# --- help: `pnpgen --help` and `pnpgen CMD --help` print to stdout, exit 0 ---
for cmd in "" new validate render moves; do
    $ASAN $cmd --help >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if [ "$rc" = 0 ] && [ ! -s "$tmp/err" ] && grep -q "pnpgen ${cmd:-render}" "$tmp/out"; then
        ok "pnpgen ${cmd:+$cmd }--help"
    else
        fail "pnpgen ${cmd:+$cmd }--help: exit $rc; $(head -2 "$tmp/err")"
    fi
done
$ASAN render piecedefs/xiangqi.xml -h >"$tmp/out" 2>"$tmp/err"
if [ $? = 0 ] && grep -q "^  pnpgen render" "$tmp/out" && ! grep -q "pnpgen validate" "$tmp/out"; then
    ok "pnpgen render FILE -h: the render help only, nothing rendered"
else
    fail "pnpgen render FILE -h: $(head -2 "$tmp/out")"
fi

# --- pnpgen new: a starting definition that validates and renders, never
#     written over an existing file ---
mkdir -p "$tmp/new"
if $ASAN new my-first-game -o "$tmp/new/my-first-game.xml" >"$tmp/out" 2>"$tmp/err" \
    && grep -q 'id="my-first-game" name="My first game"' "$tmp/new/my-first-game.xml" \
    && $ASAN validate "$tmp/new/my-first-game.xml" 2>"$tmp/err" && [ ! -s "$tmp/err" ] \
    && $ASAN render "$tmp/new/my-first-game.xml" --layout layouts/a4.xml -o "$tmp/new/out" 2>"$tmp/err" \
    && [ -s "$tmp/new/out/my-first-game-components.pdf" ] && [ -s "$tmp/new/out/my-first-game-booklet.pdf" ] \
    && clean_stderr "$tmp/err"; then
    ok "pnpgen new: the template validates clean and renders"
else
    fail "pnpgen new: $(head -3 "$tmp/err")"
fi
(cd "$tmp/new" && "$OLDPWD/$ASAN" new my-first-game -o my-first-game.xml) >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 2 ] && grep -q "the file exists" "$tmp/err"; then
    ok "pnpgen new never overwrites a file"
else
    fail "pnpgen new over an existing file: exit $rc"
fi
(cd "$tmp/new" && "$OLDPWD/$ASAN" new Bad.Id) >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 2 ] && grep -q "is not an id" "$tmp/err" && [ ! -e "$tmp/new/Bad.Id.xml" ]; then
    ok "pnpgen new refuses an id that is not a file name"
else
    fail "pnpgen new Bad.Id: exit $rc"
fi

# --- errors come sorted by line, whichever stage found them ---
$ASAN validate tests/defs/bad/three-defects.xml >"$tmp/out" 2>"$tmp/err"
lines=$(sed -E 's/^[^:]*:([0-9]+):.*/\1/' "$tmp/err" | tr '\n' ' ')
if [ "$lines" = "16 39 65 " ]; then
    ok "errors sorted by line (loader and validator together)"
else
    fail "errors sorted by line: got lines $lines"
fi

# --- an unknown attribute is one line, without libxml2's follow-on noise ---
for f in typo-attribute typo-value; do
    $ASAN validate tests/defs/bad/$f.xml >"$tmp/out" 2>"$tmp/err"
    if [ "$(wc -l <"$tmp/err")" = 1 ]; then
        ok "$f: one line"
    else
        fail "$f: $(wc -l <"$tmp/err") lines: $(cat "$tmp/err")"
    fi
done

# --- the default layout: found beside the definition's folder; when it is
#     nowhere, the message says where it looked ---
mkdir -p "$tmp/nolayout"
cp tests/defs/good/mini.xml "$tmp/nolayout/"
cp "$ASAN" "$tmp/nolayout/pnpgen"
(cd "$tmp/nolayout" && ./pnpgen render mini.xml -o out) >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 2 ] && grep -q "^pnpgen: error: cannot read layouts/a4.xml (the default layout, looked for beside the definition's folder as ../layouts/a4.xml, in the current folder and beside pnpgen as .*): No such file or directory; give --layout$" "$tmp/err" \
    && [ ! -e "$tmp/nolayout/out" ]; then
    ok "render: a missing default layout names where it was looked for"
else
    fail "render without a layout: exit $rc; $(head -3 "$tmp/err")"
fi

# --- validate takes --layout on either side of the definitions (after
#     them it was read as one more definition) and refuses an unknown option ---
for args in "--layout layouts/letter.xml piecedefs/chess.xml" "piecedefs/chess.xml --layout layouts/letter.xml" \
    "piecedefs/chess.xml --layout layouts/letter.xml piecedefs/shogi.xml"; do
    # shellcheck disable=SC2086
    if $ASAN validate $args >"$tmp/out" 2>"$tmp/err" && [ ! -s "$tmp/err" ]; then
        ok "pnpgen validate $args"
    else
        fail "pnpgen validate $args: $(head -2 "$tmp/err")"
    fi
done
$ASAN validate piecedefs/chess.xml --lay layouts/letter.xml >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 2 ] && grep -q "unexpected argument '--lay'" "$tmp/err"; then
    ok "pnpgen validate refuses an unknown option"
else
    fail "pnpgen validate --lay: exit $rc; $(head -2 "$tmp/err")"
fi
# --- the designers' document names the definition's own file, wherever it is kept ---
mkdir -p "$tmp/elsewhere"
cp piecedefs/chess.xml "$tmp/elsewhere/my-chess.xml"
if $ASAN render "$tmp/elsewhere/my-chess.xml" --layout layouts/a4.xml -o "$tmp/elsewhere/out" 2>"$tmp/err" \
    && pdftotext "$tmp/elsewhere/out/chess-design.pdf" - | tr '\n' ' ' | grep -q "pnpgen render my-chess.xml" \
    && ! pdftotext "$tmp/elsewhere/out/chess-design.pdf" - | grep -q "piecedefs/"; then
    ok "the designers' document names the definition's own file (my-chess.xml)"
else
    fail "the designers' document: $(pdftotext "$tmp/elsewhere/out/chess-design.pdf" - 2>&1 | grep -A1 generated)"
fi

# --- docs/tutorial.md, followed as written: the template, a 7 x 7 board,
#     a Bishop after the Knight (first with a square left out of its
#     diagram: the error the tutorial quotes, line and all), placed on c1;
#     then it validates clean and renders ---
mkdir -p "$tmp/tutorial"
(cd "$tmp/tutorial" && "$OLDPWD/$ASAN" new skirmish) >/dev/null 2>&1
quoted=$(grep -E '^skirmish\.xml:[0-9]+: error: ' docs/tutorial.md)
if python3 - "$tmp/tutorial/skirmish.xml" <<'PY'
import sys
p = sys.argv[1]
s = open(p).read()
s = s.replace('files="6" ranks="6"', 'files="7" ranks="7"')
s = s.replace('file-names="a b c d e f" rank-names="1 2 3 4 5 6"',
              'file-names="a b c d e f g" rank-names="1 2 3 4 5 6 7"')
s = s.replace('<zone id="promotion" side="first" ranks="6"', '<zone id="promotion" side="first" ranks="7"')
knight_end = s.index("</piece>", s.index('<piece id="knight"')) + len("</piece>\n")
bishop = """  <piece id="bishop" name="Bishop" count="1" value="3">
    <moves betza="B"/>
    <diagram>
      NW . .
      .  @ .
      SW . SE
    </diagram>
  </piece>
"""
open(p, "w").write(s[:knight_end] + bishop + s[knight_end:])
PY
then
    (cd "$tmp/tutorial" && "$OLDPWD/$ASAN" validate skirmish.xml --layout "$OLDPWD/layouts/a4.xml") >/dev/null 2>"$tmp/tut.err"
    if [ -n "$quoted" ] && grep -qxF -- "$quoted" "$tmp/tut.err"; then
        ok "tutorial step 3: the quoted error comes out as written ($quoted)"
    else
        fail "tutorial step 3: want '$quoted'; got: $(head -3 "$tmp/tut.err" | tr '\n' ';')"
    fi
    sed -i 's|      NW . .$|      NW . NE|; s|<place piece="knight" at="b1"/>|<place piece="knight" at="b1"/><place piece="bishop" at="c1"/>|' "$tmp/tutorial/skirmish.xml"
    if (cd "$tmp/tutorial" && "$OLDPWD/$ASAN" validate skirmish.xml --layout "$OLDPWD/layouts/a4.xml" &&
        "$OLDPWD/$ASAN" render skirmish.xml --layout "$OLDPWD/layouts/a4.xml" -o out) >"$tmp/tut.out" 2>&1 &&
        [ ! -s "$tmp/tut.out" ] && [ -s "$tmp/tutorial/out/skirmish-components.pdf" ]; then
        ok "tutorial step 4: the Bishop on c1, the set validates clean and renders"
    else
        fail "tutorial step 4: $(head -3 "$tmp/tut.out" | tr '\n' ';')"
    fi
    # step 5: the <end> the tutorial shows, put before <rules>, validates
    # clean and gives the booklet its "How to win"
    python3 - "$tmp/tutorial/skirmish.xml" <<'PY'
import re, sys
doc = open('docs/tutorial.md').read()
end = re.search(r'```xml\n(<end>.*?</end>)\n```', doc, re.S).group(1)
p = sys.argv[1]
s = open(p).read()
open(p, 'w').write(s.replace('  <rules>', end + '\n  <rules>', 1))
PY
    if (cd "$tmp/tutorial" && "$OLDPWD/$ASAN" validate skirmish.xml --layout "$OLDPWD/layouts/a4.xml" &&
        "$OLDPWD/$ASAN" render skirmish.xml --layout "$OLDPWD/layouts/a4.xml" -o out) >"$tmp/tut.out" 2>&1 &&
        [ ! -s "$tmp/tut.out" ] && pdftotext "$tmp/tutorial/out/skirmish-booklet.pdf" - | grep -q "How to win" &&
        pdftotext "$tmp/tutorial/out/skirmish-booklet.pdf" - | grep -q "promotion zone, that player wins"; then
        ok "tutorial step 5: its <end> validates clean and the booklet says how to win"
    else
        fail "tutorial step 5: $(head -3 "$tmp/tut.out" | tr '\n' ';')"
    fi
else
    fail "tutorial: could not edit the template as the tutorial says"
fi

finish
