#!/bin/sh
# 13-cli.sh: the command line as a designer meets it: help for every
# command, GNU option conventions and one-line misuse messages, output lost
# on a full device, `pnpgen new`, `pieces`, `watch`, errors sorted by line,
# an unknown attribute in one line, the missing default layout.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/13-cli.sh
. "$(dirname "$0")/lib.sh"
# --- help: `pnpgen --help` and `pnpgen CMD --help` print to stdout, exit 0 ---
for cmd in "" new validate render measure moves pieces watch; do
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
lines=$(grep ': error: ' "$tmp/err" | sed -E 's/^[^:]*:([0-9]+):.*/\1/' | tr '\n' ' ')
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
(cd "$tmp/nolayout" && PNPGEN_DATADIR="$tmp/nolayout/share" ./pnpgen render mini.xml -o out) >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 2 ] && grep -q "^pnpgen: error: cannot read layouts/a4.xml (the default layout, looked for beside the definition's folder as ../layouts/a4.xml, in the current folder, in the data directory as $tmp/nolayout/share/layouts/a4.xml (PNPGEN_DATADIR) and beside pnpgen as .*): No such file or directory; give --layout, or set PNPGEN_DATADIR to the folder holding layouts/$" "$tmp/err" \
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
# long options may be abbreviated as far as they are unambiguous (getopt_long)
if $ASAN validate piecedefs/chess.xml --lay layouts/letter.xml >"$tmp/out" 2>"$tmp/err" && [ ! -s "$tmp/err" ]; then
    ok "pnpgen validate --lay: an unambiguous abbreviation of --layout"
else
    fail "pnpgen validate --lay: $(head -2 "$tmp/err")"
fi

# --- GNU conventions: --version; --opt=value and -oDIR; `--`; misuse in
#     two lines, what is wrong and where the help is ---
$ASAN --version >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 0 ] && [ ! -s "$tmp/err" ] && grep -qx "pnpgen [0-9][0-9.]*" "$tmp/out" && [ "$(wc -l <"$tmp/out")" = 1 ]; then
    ok "pnpgen --version: $(cat "$tmp/out")"
else
    fail "pnpgen --version: exit $rc; $(head -2 "$tmp/out" "$tmp/err")"
fi
mkdir -p "$tmp/conv"
cp tests/defs/good/mini.xml "$tmp/conv/-mini.xml"
if (cd "$tmp/conv" && "$OLDPWD/$ASAN" render --layout="$OLDPWD/layouts/a4.xml" --png=20 -oout -- -mini.xml) \
        >"$tmp/out" 2>"$tmp/err" && clean_stderr "$tmp/err" && [ ! -s "$tmp/err" ] \
    && [ -s "$tmp/conv/out/mini-components.pdf" ] && [ -s "$tmp/conv/out/mini-booklet-p01.png" ]; then
    ok "render --layout=FILE --png=20 -oDIR -- -mini.xml (a file named like an option after --)"
else
    fail "render with --opt=value, -oDIR and --: $(head -3 "$tmp/err")"
fi
# misuse: exit 2, the fault and "Try 'pnpgen CMD --help'.", nothing else
misuse() { # misuse WHAT CMD WANT ARGS...: stderr is exactly WANT and "Try 'pnpgen CMD --help'."
    what=$1 cmd=${2:+$2 } want=$3
    shift 3
    $ASAN "$@" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    printf '%s\nTry '"'"'pnpgen %s--help'"'"'.\n' "$want" "$cmd" >"$tmp/want"
    if [ "$rc" = 2 ] && cmp -s "$tmp/want" "$tmp/err" && [ ! -s "$tmp/out" ]; then
        ok "misuse: $what"
    else
        fail "misuse: $what: exit $rc; got: $(cat "$tmp/err" | tr '\n' '|')"
    fi
}
misuse "a long option's missing value" render "pnpgen: error: option '--png' requires an argument" render piecedefs/chess.xml --png
misuse "a letter's missing value" render "pnpgen: error: option requires an argument -- 'o'" render piecedefs/chess.xml -o
misuse "an unknown long option" render "pnpgen: error: unrecognized option '--colour'" render piecedefs/chess.xml --colour=red
misuse "an unknown letter" validate "pnpgen: error: invalid option -- 'x'" validate -x piecedefs/chess.xml
misuse "a value for an option that takes none" render "pnpgen: error: option '--svg' doesn't allow an argument" render piecedefs/chess.xml --svg=yes
misuse "a misspelt option is refused, not guessed" measure "pnpgen: error: unrecognized option '--layot'" measure piecedefs/chess.xml --layot layouts/a4.xml
misuse "two definitions with one file name" render "pnpgen: error: piecedefs/chess.xml and tests/defs/good/../../../piecedefs/chess.xml would both be written into output/chess; render them in two commands" render piecedefs/chess.xml tests/defs/good/../../../piecedefs/chess.xml
misuse "-j without a number" render "pnpgen: error: -j 'two': give a number of processes, 1 to 64" render -j two piecedefs/chess.xml piecedefs/shogi.xml
misuse "no definition" render "pnpgen: error: render needs a definition, DEF.xml" render
misuse "moves without a piece" moves "pnpgen: error: moves needs a definition and a piece, DEF.xml PIECE" moves piecedefs/chess.xml
misuse "no command" "" "pnpgen: error: give a command: new, validate, render, measure, moves, pieces, watch, import or export"
misuse "an unknown command" "" "pnpgen: error: unknown command 'draw'" draw piecedefs/chess.xml
misuse "an unknown top-level option" "" "pnpgen: error: unrecognized option '--verbose'" --verbose
misuse "watch: --max-builds 0" watch "pnpgen: error: --max-builds '0': give a number of builds, 1 or more" watch piecedefs/chess.xml --max-builds=0

# --- several sets in one command: each into DIR/<file name>, byte for byte
#     what its own render writes, with -j in two processes; a set that
#     fails is said and does not stop the others; the exit is the worst ---
mkdir -p "$tmp/many"
cp tests/defs/good/mini.xml tests/defs/good/promotion.xml tests/defs/good/palace.xml "$tmp/many/"
for d in mini promotion palace; do
    build/pnpgen render "$tmp/many/$d.xml" --layout layouts/a4.xml -o "$tmp/many/one/$d" >/dev/null 2>&1
done
for j in 1 2; do
    $ASAN render -j $j --layout layouts/a4.xml -o "$tmp/many/all$j" "$tmp/many/mini.xml" \
        "$tmp/many/promotion.xml" "$tmp/many/palace.xml" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    same=0 files=0
    for f in "$tmp"/many/one/*/*.pdf; do
        files=$((files + 1))
        g=$tmp/many/all$j/${f#"$tmp/many/one/"}
        cmp -s "$f" "$g" && same=$((same + 1))
    done
    if [ "$rc" = 0 ] && [ "$files" = 9 ] && [ "$same" = 9 ] && clean_stderr "$tmp/err"; then
        ok "render -j $j of three definitions: 9 files, each the bytes of its own render"
    else
        fail "render -j $j of three definitions: exit $rc, $same of $files files the same; $(head -3 "$tmp/err")"
    fi
done
$ASAN render -j 2 --layout layouts/a4.xml -o "$tmp/many/bad" "$tmp/many/mini.xml" \
    tests/defs/bad/three-defects.xml "$tmp/many/palace.xml" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 1 ] && grep -q "three-defects.xml: nothing rendered" "$tmp/err" \
    && [ -s "$tmp/many/bad/mini/mini-booklet.pdf" ] && [ -s "$tmp/many/bad/palace/palace-booklet.pdf" ] \
    && [ ! -e "$tmp/many/bad/three-defects" ] && clean_stderr "$tmp/err"; then
    ok "render of three with one bad: the bad one said, the others rendered, exit 1"
else
    fail "render of three with one bad: exit $rc; $(grep -v '^ *$' "$tmp/err" | tail -2)"
fi

# --- output lost on a full device is an error, not a success: every
#     command that writes to standard output checks the write and the close
#     (validate writes nothing there: its messages go to standard error) ---
if [ -w /dev/full ]; then
    for args in "moves piecedefs/chess.xml knight" "measure piecedefs/chess.xml --layout layouts/a4.xml" \
        "pieces piecedefs/chess.xml" "pieces piecedefs/chess.xml --csv" "--help" "--version" "validate --help" \
        "render --help" "new --help" "watch --help" "new full-test -o $tmp/full-test.xml"; do
        # shellcheck disable=SC2086
        $ASAN $args >/dev/full 2>"$tmp/err"
        rc=$?
        if [ "$rc" = 2 ] && grep -qx "pnpgen: error: cannot write to standard output: No space left on device" "$tmp/err" \
            && clean_stderr "$tmp/err"; then
            ok "pnpgen $args > /dev/full: exit 2, the lost output said"
        else
            fail "pnpgen $args > /dev/full: exit $rc; $(head -2 "$tmp/err")"
        fi
    done
    if $ASAN validate piecedefs/chess.xml >/dev/full 2>"$tmp/err" && [ ! -s "$tmp/err" ]; then
        ok "pnpgen validate > /dev/full: nothing to lose, exit 0"
    else
        fail "pnpgen validate > /dev/full: $(head -2 "$tmp/err")"
    fi
else
    fail "/dev/full is not writable here: output errors untested"
fi

# --- pnpgen pieces: one row per piece, as the definition has it ---
for def in piecedefs/chess.xml piecedefs/shogi.xml piecedefs/janggi.xml; do
    if $ASAN pieces "$def" --csv >"$tmp/pieces.csv" 2>"$tmp/err" && [ ! -s "$tmp/err" ] \
        && $ASAN pieces "$def" >"$tmp/pieces.txt" 2>>"$tmp/err" && [ ! -s "$tmp/err" ] \
        && python3 - "$def" "$tmp/pieces.csv" "$tmp/pieces.txt" <<'PY'
import csv, sys
import xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
pieces = root.findall("piece")
rows = list(csv.reader(open(sys.argv[2], newline="")))
assert rows[0] == ["id", "name", "count", "moves", "xbetza", "promotion"], rows[0]
assert len(rows) == len(pieces) + 1, (len(rows), len(pieces))
names = {p.get("id"): p.get("name") for p in pieces}
for p, r in zip(pieces, rows[1:]):
    assert r[0] == p.get("id") and r[1] == p.get("name") and r[2] == p.get("count"), r
    tables = [m.get("betza") for m in p.findall("moves")]
    assert all(t in r[4] for t in tables), (tables, r[4])
    assert r[3].endswith("."), r[3]
    want = [names[i] for i in (p.get("promotes") or "").split()]
    assert all(n in r[5] for n in want) and (r[5] != "") == bool(want), (want, r[5])
text = open(sys.argv[3]).read().splitlines()
assert len(text) == len(rows) and text[0].split()[:3] == ["id", "name", "count"], text[0]
for p, line in zip(pieces, text[1:]):
    assert line.startswith(p.get("id") + " "), line
PY
    then
        ok "pnpgen pieces $def: every piece, its count, tables and promotion (text and CSV)"
    else
        fail "pnpgen pieces $def: $(head -3 "$tmp/err")"
    fi
done
$ASAN pieces tests/defs/bad/schema-unknown-element.xml >"$tmp/out" 2>"$tmp/err"
rc=$?
$ASAN pieces "$tmp/no-such.xml" >"$tmp/out" 2>>"$tmp/err"
rc2=$?
if [ "$rc" = 1 ] && [ "$rc2" = 2 ] && grep -q "^tests/defs/bad/schema-unknown-element.xml:12:3: error:" "$tmp/err"; then
    ok "pnpgen pieces: a wrong file exits 1, a missing one 2"
else
    fail "pnpgen pieces on bad files: exit $rc and $rc2; $(head -2 "$tmp/err")"
fi

# --- pnpgen watch: renders at once, again on every save; a broken save
#     prints its error (file:line:col) and keeps the last good PDFs; stops
#     by itself after --max-builds. No sleep-and-hope: each step polls its
#     outcome with bounded retries (at most 120 s under the sanitizers) ---
W=$tmp/watch
mkdir -p "$W"
cp tests/defs/good/mini.xml "$W/game.xml"
until_in() { # until_in FILE TEXT: 0 once FILE holds TEXT, 1 after 600 x 0.2 s
    i=0
    while [ $i -lt 600 ]; do
        grep -qF -- "$2" "$1" 2>/dev/null && return 0
        kill -0 "$wpid" 2>/dev/null || { grep -qF -- "$2" "$1" 2>/dev/null; return; }
        sleep 0.2
        i=$((i + 1))
    done
    return 1
}
$ASAN watch "$W/game.xml" --layout layouts/a4.xml -o "$W/out" --max-builds 3 --interval 50 \
    >"$W/log" 2>"$W/err" &
wpid=$!
if until_in "$W/log" "build 1: rendered" && [ -s "$W/out/mini-components.pdf" ] \
    && pdftotext "$W/out/mini-booklet.pdf" - | grep -q "Mini"; then
    ok "watch: the first build renders at once"
else
    fail "watch: first build: $(cat "$W/log" "$W/err" | head -3 | tr '\n' '|')"
fi
sed -i 's/name="Mini"/name="Watched Game"/' "$W/game.xml"
if until_in "$W/log" "build 2: rendered" && pdftotext "$W/out/mini-booklet.pdf" - | grep -q "Watched Game"; then
    ok "watch: a save is rendered again (the new name in the booklet)"
else
    fail "watch: second build: $(cat "$W/log" "$W/err" | head -4 | tr '\n' '|')"
fi
cp "$W/out/mini-components.pdf" "$W/good-components.pdf"
cp "$W/out/mini-booklet.pdf" "$W/good-booklet.pdf"
sed -i 's|<moves betza="K"/>|<moves betza="K"/><diagram>|' "$W/game.xml"
if until_in "$W/log" "build 3: " && grep -q "build 3: .* not rendered (the errors above); the last good PDFs are kept" "$W/log" \
    && grep -q "^$W/game.xml:[0-9]*:[0-9]*: error: " "$W/err" \
    && cmp -s "$W/good-components.pdf" "$W/out/mini-components.pdf" && cmp -s "$W/good-booklet.pdf" "$W/out/mini-booklet.pdf" \
    && [ "$(ls "$W/out")" = "$(printf 'mini-booklet.pdf\nmini-components.pdf\nmini-design.pdf')" ]; then
    ok "watch: a broken save prints its error ($(grep -m1 error: "$W/err" | sed "s|^$W/||")) and keeps the last good PDFs"
else
    fail "watch: broken save: $(cat "$W/log" "$W/err" | head -6 | tr '\n' '|'); $(ls "$W/out" | tr '\n' ' ')"
fi
i=0
while kill -0 "$wpid" 2>/dev/null && [ $i -lt 300 ]; do sleep 0.2; i=$((i + 1)); done
if kill -0 "$wpid" 2>/dev/null; then
    kill "$wpid"
    fail "watch --max-builds 3 did not stop by itself"
else
    wait "$wpid"
    rc=$?
    if [ "$rc" = 1 ] && clean_stderr "$W/err"; then
        ok "watch --max-builds 3 stops by itself, with the last build's exit status (1)"
    else
        fail "watch: exit $rc; $(head -3 "$W/err")"
    fi
fi
# Ctrl-C or TERM stops it between builds: exit 0 after a good one, the
# PDFs complete, no temporary file left
$ASAN watch "$W/game2.xml" --layout layouts/a4.xml -o "$W/out2" --interval 50 >"$W/log2" 2>"$W/err2" &
wpid=$!
cp tests/defs/good/mini.xml "$W/game2.xml.tmp" && mv "$W/game2.xml.tmp" "$W/game2.xml"
if until_in "$W/log2" "build 2: rendered" || until_in "$W/log2" "build 1: rendered"; then
    kill -TERM "$wpid"
    i=0
    while kill -0 "$wpid" 2>/dev/null && [ $i -lt 300 ]; do sleep 0.2; i=$((i + 1)); done
    wait "$wpid"
    rc=$?
    if [ "$rc" = 0 ] && [ "$(ls "$W/out2")" = "$(printf 'mini-booklet.pdf\nmini-components.pdf\nmini-design.pdf')" ] \
        && clean_stderr "$W/err2"; then
        ok "watch: a TERM stops it between builds (exit 0, the PDFs whole)"
    else
        fail "watch after TERM: exit $rc; $(ls "$W/out2" | tr '\n' ' '); $(head -2 "$W/err2")"
    fi
else
    kill "$wpid" 2>/dev/null
    fail "watch: a file that appears after the start is not rendered: $(head -3 "$W/log2" "$W/err2" | tr '\n' '|')"
fi
# make watch DEF=...: the same loop from make, on the paper's layout
if make -s --no-print-directory watch DEF=tests/defs/good/mini.xml OUT="$W/make" WATCH_ARGS="--max-builds 1" \
        >"$W/make.log" 2>&1 && [ -s "$W/make/mini/mini-components.pdf" ] && grep -q "build 1: rendered" "$W/make.log"; then
    ok "make watch DEF=tests/defs/good/mini.xml"
else
    fail "make watch: $(head -3 "$W/make.log")"
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
    quoted_note=$(grep -E '^skirmish\.xml:[0-9]+: note: ' docs/tutorial.md)
    if [ -n "$quoted" ] && grep -qxF -- "$quoted" "$tmp/tut.err" && [ -n "$quoted_note" ] &&
        grep -qxF -- "$quoted_note" "$tmp/tut.err"; then
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
