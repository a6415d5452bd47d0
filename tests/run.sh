#!/bin/sh
# run.sh: every test of pnpgen (called by `make check`, after the builds).
# Each check prints "ok   NAME" or "FAIL NAME: why"; the last line is
# "N passed, N failed". Exit 1 when anything failed.
set -u
cd "$(dirname "$0")/.." || exit 2
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:exitcode=99"
export LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
ASAN=build/asan/pnpgen
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
results="$tmp/results"
: >"$results"

ok() { echo "ok   $1" | tee -a "$results"; }
fail() { echo "FAIL $1" | tee -a "$results"; }
# sanitizer reports on stderr count as failures even with exit 0
clean_stderr() { ! grep -q -E "ERROR: (Address|Leak)Sanitizer|runtime error:" "$1"; }

# --- unit tests (C) ---
if build/asan/unit >"$tmp/unit.out" 2>"$tmp/unit.err"; then :; fi
cat "$tmp/unit.err" >&2
line=$(grep -E '^unit: [0-9]+ passed, [0-9]+ failed' "$tmp/unit.out" | tail -1)
if [ -z "$line" ]; then
    fail "unit tests did not finish: $(tail -3 "$tmp/unit.err")"
else
    up=$(echo "$line" | sed -E 's/unit: ([0-9]+) passed.*/\1/')
    uf=$(echo "$line" | sed -E 's/.* ([0-9]+) failed/\1/')
    echo "unit: $up passed, $uf failed"
    [ "$up" -gt 0 ] || fail "unit tests: none ran"
    clean_stderr "$tmp/unit.err" || fail "unit tests: sanitizer report"
fi

# --- the stage folders: no include or call cycle, no way back up, every
#     exported symbol with its folder's prefix ---
for t in layers symbols; do
    if sh tests/tools/$t.sh >"$tmp/out" 2>&1; then
        ok "$(tail -1 "$tmp/out")"
    else
        fail "$t: $(head -5 "$tmp/out" | tr '\n' ' ')"
    fi
done

# --- user text holding & and < is escaped wherever it is printed: a side
#     name and zone captions with them render as written, never as raw
#     <b> tags (the unescaped-& bug) ---
sed -E 's/(<side id="first" name=")([^"]*)"/\1\2 \&amp; Sons \&lt;x\&gt;"/; s/label="([^"]*)"/label="\1 \&amp; Co."/g' \
    piecedefs/chu-seireigi.xml >"$tmp/amp.xml"
if $ASAN render "$tmp/amp.xml" -o "$tmp/amp" >"$tmp/out" 2>"$tmp/err" && clean_stderr "$tmp/err"; then
    for pdf in "$tmp"/amp/*.pdf; do pdftotext "$pdf" -; done >"$tmp/amp.txt" 2>/dev/null
    if grep -q "<b>\|</\|<small>\|&amp;\|&lt;" "$tmp/amp.txt"; then
        fail "markup escaping: raw markup printed: $(grep -m2 "<b>\|</\|<small>\|&amp;\|&lt;" "$tmp/amp.txt" | tr '\n' ' ')"
    elif ! grep -q "Hand: South & Sons <x>" "$tmp/amp.txt" || [ "$(grep -c "& Co\." "$tmp/amp.txt")" -lt 2 ]; then
        fail "markup escaping: the names with & and < are not printed as written"
    else
        ok "markup escaping: names with & and < print as written"
    fi
else
    fail "markup escaping: render failed: $(head -3 "$tmp/err")"
fi

# --- shipped definitions validate clean, with no warning ---
for def in piecedefs/*.xml; do
    if $ASAN validate "$def" >"$tmp/out" 2>"$tmp/err" && [ ! -s "$tmp/err" ]; then
        ok "validate $def"
    else
        fail "validate $def: $(head -5 "$tmp/err")"
    fi
done

# --- broken definitions: each gives its exact errors and exit code ---
for def in tests/defs/bad/*.xml; do
    [ -f "$def" ] || continue
    exp="${def%.xml}.expect"
    want_rc=$(head -1 "$exp" | sed 's/^exit //')
    $ASAN validate "$def" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    missing=$(tail -n +2 "$exp" | while IFS= read -r l; do
        [ -z "$l" ] || grep -qxF -- "$l" "$tmp/err" || echo "$l"; done)
    if [ "$rc" = "$want_rc" ] && [ -z "$missing" ] && clean_stderr "$tmp/err"; then
        ok "bad definition $def"
    else
        fail "bad definition $def: exit $rc (want $want_rc); missing: $missing; got: $(head -3 "$tmp/err")"
    fi
done

# --- small valid definitions (the bases of tests/defs/bad) validate clean ---
for def in tests/defs/good/*.xml; do
    [ -f "$def" ] || continue
    if $ASAN validate "$def" >"$tmp/out" 2>"$tmp/err" && [ ! -s "$tmp/err" ]; then
        ok "validate $def"
    else
        fail "validate $def: $(head -5 "$tmp/err")"
    fi
done

# --- validate: a missing file exits 2; several files are all reported, the
#     worst exit code wins ---
$ASAN validate tests/defs/no-such-file.xml >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 2 ] && grep -qxF "tests/defs/no-such-file.xml: error: cannot read: No such file or directory" "$tmp/err" \
    && clean_stderr "$tmp/err"; then
    ok "validate a missing file"
else
    fail "validate a missing file: exit $rc; $(head -3 "$tmp/err")"
fi
a=tests/defs/bad/promotion-cycle.xml b=tests/defs/bad/diagram-missing-step.xml
$ASAN validate "$a" piecedefs/xiangqi.xml "$b" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 1 ] && grep -q "^$a:[0-9]*: error: " "$tmp/err" && grep -q "^$b:[0-9]*: error: " "$tmp/err" \
    && ! grep -q "^piecedefs/xiangqi.xml" "$tmp/err" && clean_stderr "$tmp/err"; then
    ok "validate reports every file"
else
    fail "validate reports every file: exit $rc; $(head -5 "$tmp/err")"
fi
$ASAN validate "$a" tests/defs/bad/empty-file.xml >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 2 ] && grep -q "^$a:[0-9]*: error: " "$tmp/err" && clean_stderr "$tmp/err"; then
    ok "validate: unreadable input outranks rule errors"
else
    fail "validate: unreadable input outranks rule errors: exit $rc"
fi

# --- pnpgen moves: a piece's move set and both diagrams, as text ---
$ASAN moves piecedefs/chu-seireigi.xml kirin >"$tmp/out" 2>"$tmp/err"
rc=$?
kirin='. . * . .
. o . o .
* . @ . *
. o . o .
. . * . .'
if [ "$rc" = 0 ] && grep -qxF "Kirin: 8 moves" "$tmp/out" && [ "$(grep -c '^  ' "$tmp/out")" = 8 ] \
    && grep -qxF "drawn diagram:" "$tmp/out" && grep -qxF "diagram the move table implies:" "$tmp/out" \
    && [ "$(sed -n '/^drawn diagram:$/,+5p' "$tmp/out" | tail -5)" = "$kirin" ] \
    && [ "$(sed -n '/^diagram the move table implies:$/,+5p' "$tmp/out" | tail -5)" = "$kirin" ] \
    && [ ! -s "$tmp/err" ]; then
    ok "moves chu-seireigi kirin"
else
    fail "moves chu-seireigi kirin: exit $rc; $(head -20 "$tmp/out") $(head -3 "$tmp/err")"
fi
$ASAN moves piecedefs/chu-seireigi.xml no-such-piece >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 1 ] && grep -qxF "piecedefs/chu-seireigi.xml: error: no piece 'no-such-piece'" "$tmp/err" \
    && clean_stderr "$tmp/err"; then
    ok "moves: unknown piece"
else
    fail "moves: unknown piece: exit $rc; $(head -3 "$tmp/err")"
fi

# --- every set renders under the sanitizers ---
for def in piecedefs/*.xml; do
    id=$(basename "$def" .xml)
    if $ASAN render "$def" -o "$tmp/asan/$id" >"$tmp/out" 2>"$tmp/err" && clean_stderr "$tmp/err" \
        && [ ! -s "$tmp/err" ]; then
        ok "render $id (ASan+UBSan)"
    else
        fail "render $id (ASan+UBSan): $(head -5 "$tmp/err")"
    fi
    # every page is A4, portrait or landscape, to 0.01 mm
    for pdf in "$tmp/asan/$id"/*.pdf; do
        [ -f "$pdf" ] || continue
        bad=$(pdfinfo -f 1 -l 999 "$pdf" | awk '/^Page +[0-9]+ size:/ {
            w = $4 * 25.4 / 72; h = $6 * 25.4 / 72
            if (!((w - 210)^2 < 0.0001 && (h - 297)^2 < 0.0001) &&
                !((w - 297)^2 < 0.0001 && (h - 210)^2 < 0.0001)) print $2 ": " w " x " h " mm" }')
        if [ -z "$bad" ]; then ok "A4 pages $(basename "$pdf")"; else fail "A4 pages $(basename "$pdf"): $bad"; fi
    done
done

# --- every shipped layout renders Xiangqi (a4-large tiles its board) ---
for layout in layouts/*.xml; do
    name=$(basename "$layout" .xml)
    if $ASAN render piecedefs/xiangqi.xml --layout "$layout" -o "$tmp/lay-$name" >"$tmp/out" 2>"$tmp/err" \
        && clean_stderr "$tmp/err" && [ ! -s "$tmp/err" ]; then
        ok "render xiangqi with layouts/$name.xml ($(pdfinfo "$tmp/lay-$name/xiangqi-components.pdf" | awk '/^Pages:/ {print $2}') component pages)"
    else
        fail "render xiangqi with layouts/$name.xml: $(head -3 "$tmp/err")"
    fi
done

# --- determinism: same inputs, byte-identical PDFs, whatever the locale,
#     time zone or working directory ---
def=piecedefs/xiangqi.xml
build/pnpgen render "$def" -o "$tmp/d1" >/dev/null 2>&1
(mkdir -p "$tmp/cwd" && cd "$tmp/cwd" && LC_ALL=C.UTF-8 TZ=Pacific/Kiritimati \
    "$OLDPWD/build/pnpgen" render "$OLDPWD/$def" -o "$tmp/d2" >/dev/null 2>&1)
for f in "$tmp"/d1/*.pdf; do
    if [ -f "$f" ] && cmp -s "$f" "$tmp/d2/$(basename "$f")"; then
        ok "byte-identical $(basename "$f")"
    else
        fail "byte-identical $(basename "$f")"
    fi
done

# --- a failing render leaves an existing PDF untouched ---
mkdir -p "$tmp/keep"
cp "$tmp/d1/xiangqi-components.pdf" "$tmp/keep/xiangqi-components.pdf"
sed 's/betza="nN"/betza="nN!"/' "$def" >"$tmp/broken.xml"
build/pnpgen render "$tmp/broken.xml" -o "$tmp/keep" >/dev/null 2>&1
rc=$?
if [ "$rc" = 1 ] && cmp -s "$tmp/keep/xiangqi-components.pdf" "$tmp/d1/xiangqi-components.pdf" \
    && [ -z "$(ls "$tmp/keep" | grep -v '^xiangqi-components.pdf$')" ]; then
    ok "failed render keeps the old PDF"
else
    fail "failed render keeps the old PDF (exit $rc, files: $(ls "$tmp/keep"))"
fi

# --- the release build exits 0 run after run: it once aborted at exit in
#     about 1 run in 10 (cairo and fontconfig debug cleanups asserting,
#     depending on address layout; see cleanup_libraries in main.c) ---
n=0 bad=0
while [ $n -lt 25 ]; do
    build/pnpgen render tests/defs/good/mini.xml -o "$tmp/again" >/dev/null 2>"$tmp/err" || bad=$((bad + 1))
    n=$((n + 1))
done
if [ "$bad" = 0 ]; then ok "25 renders in a row exit 0"; else fail "25 renders in a row: $bad failed: $(head -2 "$tmp/err")"; fi

# --- a render killed (kill -9) while writing leaves the old PDFs byte for
#     byte and at most a *.tmp.* file; the next render removes its own stale
#     temporary files and nothing else ---
sh tests/bench/stress.sh 36 600 >"$tmp/stress.xml"
sid=stress-36-600
build/pnpgen render "$tmp/stress.xml" -o "$tmp/kref" >/dev/null 2>&1
killed=
for attempt in 1 2 3 4 5; do
    rm -rf "$tmp/kill" && mkdir -p "$tmp/kill"
    cp "$tmp/d1/xiangqi-components.pdf" "$tmp/kill/$sid-components.pdf"
    cp "$tmp/d1/xiangqi-booklet.pdf" "$tmp/kill/$sid-booklet.pdf"
    : >"$tmp/kill/other.pdf.tmp.abcdef"
    build/pnpgen render "$tmp/stress.xml" -o "$tmp/kill" >/dev/null 2>&1 &
    pid=$!
    i=0
    while [ $i -lt 1000 ] && ! ls "$tmp/kill" | grep -q "^$sid-.*\.pdf\.tmp\."; do
        sleep 0.005; i=$((i + 1))
    done
    kill -9 $pid 2>/dev/null
    wait $pid 2>/dev/null
    # killed while a temporary file was open: the attempt counts
    if ls "$tmp/kill" | grep -q "^$sid-.*\.pdf\.tmp\."; then killed=$attempt; break; fi
done
others=$(ls "$tmp/kill" | grep -v -e "^$sid-components.pdf$" -e "^$sid-booklet.pdf$" -e '\.tmp\.')
if [ -n "$killed" ] && cmp -s "$tmp/kill/$sid-components.pdf" "$tmp/d1/xiangqi-components.pdf" \
    && cmp -s "$tmp/kill/$sid-booklet.pdf" "$tmp/d1/xiangqi-booklet.pdf" && [ -z "$others" ]; then
    ok "render killed mid-write keeps the old PDFs (attempt $killed)"
else
    fail "render killed mid-write keeps the old PDFs: killed at attempt '${killed}', files: $(ls "$tmp/kill" | tr '\n' ' ')"
fi
if build/pnpgen render "$tmp/stress.xml" -o "$tmp/kill" >/dev/null 2>&1 \
    && [ -z "$(ls "$tmp/kill" | grep "^$sid-.*\.tmp\.")" ] && [ -f "$tmp/kill/other.pdf.tmp.abcdef" ] \
    && cmp -s "$tmp/kill/$sid-components.pdf" "$tmp/kref/$sid-components.pdf" \
    && cmp -s "$tmp/kill/$sid-booklet.pdf" "$tmp/kref/$sid-booklet.pdf"; then
    ok "the next render removes its stale temporary files (and only those)"
else
    fail "the next render removes its stale temporary files: $(ls "$tmp/kill" | tr '\n' ' ')"
fi

# --- hostile and oversized XML, generated here rather than committed: each
#     is refused with file:line: error: and exit 2, within 10 s and 1 GB of
#     address space (release build: ASan cannot run under ulimit -v); the
#     committed hostile cases of tests/defs/bad are held to the same bounds ---
bounded() { # bounded OUT ERR ARGS...: pnpgen under a time and memory limit
    o=$1 e=$2; shift 2
    (ulimit -v 1048576 2>/dev/null; exec timeout 10 build/pnpgen "$@") >"$o" 2>"$e"
}
mini=tests/defs/good/mini.xml
gen=$tmp/hostile
mkdir -p "$gen"
# 100,000 nested elements
{ head -3 "$mini"; i=0; while [ $i -lt 1000 ]; do printf '%s' \
    "<a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a><a>"; i=$((i + 1)); done
  echo; echo '</variant>'; } >"$gen/deep-nesting.xml"
# a 3 MB attribute, a 3.5 MB text, a file over 4 MB, 900,000 elements
big() { head -c "$1" /dev/zero | tr '\0' "$2"; }
{ head -2 "$mini"; printf '<variant id="mini" name="'; big 3000000 A; printf '"'; sed -n '3p' "$mini" | sed 's/^<variant id="mini" name="Mini"//'; tail -n +4 "$mini"; } >"$gen/huge-attribute.xml"
{ sed -n '1,/<p>/p' "$mini" | sed '$d'; printf '      <p>'; big 3500000 w; echo '</p>'; sed -n '/<\/section>/,$p' "$mini"; } >"$gen/huge-text.xml"
{ head -2 "$mini"; printf '<!-- '; big 4300000 x; echo ' -->'; tail -n +3 "$mini"; } >"$gen/huge-file.xml"
{ sed '$d' "$mini"; i=0; while [ $i -lt 9000 ]; do printf '%s' \
    "<x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/><x/>"; i=$((i + 1)); done
  echo; echo '</variant>'; } >"$gen/many-elements.xml"
want_deep="$gen/deep-nesting.xml:4: error: Excessive depth in document: 256 use XML_PARSE_HUGE option"
want_attr="$gen/huge-attribute.xml:3: error: <variant name=\"...\">: a value of 3000000 bytes (at most 16384)"
want_text="$gen/huge-text.xml:70: error: a text of 3500000 bytes (at most 65536)"
want_file="$gen/huge-file.xml: error: file is larger than 4194304 bytes"
want_many="$gen/many-elements.xml:73: error: more than 100000 elements"
for c in deep:deep-nesting attr:huge-attribute text:huge-text file:huge-file many:many-elements; do
    f="$gen/${c#*:}.xml"
    eval "want=\$want_${c%%:*}"
    bounded "$tmp/out" "$tmp/err" validate "$f"
    rc=$?
    if [ "$rc" = 2 ] && grep -qxF -- "$want" "$tmp/err"; then
        ok "hostile ${c#*:}: refused in bounds"
    else
        fail "hostile ${c#*:}: exit $rc (want 2, 124 is a timeout); want: $want; got: $(head -3 "$tmp/err" | cut -c1-200)"
    fi
done
# more than 200 piece types: a rule error (exit 1), still in bounds
{ sed -n '1,/<\/piece>/p' "$mini" | sed '/<piece id="king"/,$d'; i=0; while [ $i -lt 201 ]; do
    echo "  <piece id=\"k$i\" name=\"K $i\" count=\"0\"><moves betza=\"K\"/><diagram>o o o o @ o o o o</diagram></piece>"
    i=$((i + 1)); done; sed -n '/<setup side="first">/,$p' "$mini"; } >"$gen/piece-types.xml"
bounded "$tmp/out" "$tmp/err" validate "$gen/piece-types.xml"
rc=$?
if [ "$rc" = 1 ] && grep -q "^$gen/piece-types.xml:[0-9]*: error: more than 200 piece types$" "$tmp/err"; then
    ok "more than 200 piece types: refused in bounds"
else
    fail "more than 200 piece types: exit $rc; $(head -3 "$tmp/err")"
fi
for f in tests/defs/bad/hostile-*.xml tests/defs/bad/*-huge.xml tests/defs/bad/setup-too-many.xml; do
    bounded "$tmp/out" "$tmp/err" validate "$f"
    rc=$?
    want_rc=$(head -1 "${f%.xml}.expect" | sed 's/^exit //')
    if [ "$rc" = "$want_rc" ]; then ok "in bounds: $f"; else fail "in bounds: $f: exit $rc (want $want_rc)"; fi
done
# the same safety for layouts: a DOCTYPE in a layout is refused
sed '1a <!DOCTYPE layout [ <!ENTITY x SYSTEM "file:///etc/passwd"> ]>' layouts/a4.xml >"$gen/layout.xml"
bounded "$tmp/out" "$tmp/err" render "$mini" --layout "$gen/layout.xml" -o "$gen/out"
rc=$?
if [ "$rc" = 2 ] && grep -qxF "$gen/layout.xml:2: error: DOCTYPE declarations are not allowed (no DTD, no entities)" "$tmp/err" \
    && [ ! -e "$gen/out" ]; then
    ok "a layout with a DOCTYPE is refused"
else
    fail "a layout with a DOCTYPE is refused: exit $rc; $(head -3 "$tmp/err")"
fi

# --- absurd layouts: each gives its exact error and exit code, and nothing
#     is written (tests/layouts/bad/NAME.xml and NAME.expect, as for the
#     definitions; rendered with tests/defs/good/mini.xml) ---
for lay in tests/layouts/bad/*.xml; do
    [ -f "$lay" ] || continue
    exp="${lay%.xml}.expect"
    want_rc=$(head -1 "$exp" | sed 's/^exit //')
    rm -rf "$tmp/lay"
    $ASAN render "$mini" --layout "$lay" -o "$tmp/lay" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    missing=$(tail -n +2 "$exp" | while IFS= read -r l; do
        [ -z "$l" ] || grep -qxF -- "$l" "$tmp/err" || echo "$l"; done)
    if [ "$rc" = "$want_rc" ] && [ -z "$missing" ] && clean_stderr "$tmp/err" \
        && [ -z "$(ls "$tmp/lay" 2>/dev/null)" ]; then
        ok "bad layout $lay"
    else
        fail "bad layout $lay: exit $rc (want $want_rc); missing: $missing; got: $(head -3 "$tmp/err")"
    fi
done

# --- the fuzz harnesses' saved inputs (tests/fuzz/regressions/), and the
#     shipped files they were seeded from, replayed under ASan+UBSan ---
for h in piecedef layout betza diagram; do
    extra=
    case $h in piecedef) extra="piecedefs tests/defs/good tests/defs/bad" ;; layout) extra=layouts ;; esac
    # shellcheck disable=SC2086
    if build/asan/replay_$h "tests/fuzz/regressions/$h" $extra >"$tmp/out" 2>"$tmp/err" && clean_stderr "$tmp/err"; then
        ok "fuzz replay $h ($(grep -c '^replayed ' "$tmp/out") inputs)"
    else
        fail "fuzz replay $h: $(grep -E 'ERROR|runtime error|SUMMARY' "$tmp/err" | head -3)"
    fi
done
# --- one full render under valgrind (release build): no error, no definite
#     or indirect leak. About 10 s. valgrind is one of the packages the
#     deps step installs, so its absence is a failure, not a skip ---
if command -v valgrind >/dev/null 2>&1; then
    if sh tests/valgrind.sh >"$tmp/vg" 2>&1; then ok "$(head -1 "$tmp/vg")"
    else fail "$(tail -3 "$tmp/vg" | tr '\n' ' ')"; fi
else
    fail "valgrind is not installed (tools/install-deps.sh installs it)"
fi

# a piece larger than the page (fold-over strips of 2 x 135 mm): refused,
# never left out of the sheets silently
sed 's/cell="25" min-cell="18"/cell="150" min-cell="150"/' layouts/a4.xml >"$gen/big-cells.xml"
$ASAN render piecedefs/jungi.xml --layout "$gen/big-cells.xml" -o "$gen/big" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 1 ] && grep -q "^piecedefs/jungi.xml:[0-9]*: error: a piece of 270.0 mm (board cell 150.0 mm) does not fit the page$" "$tmp/err" \
    && clean_stderr "$tmp/err" && [ ! -e "$gen/big" ]; then
    ok "a piece larger than the page is refused"
else
    fail "a piece larger than the page is refused: exit $rc; $(head -3 "$tmp/err")"
fi

# --- PNG and SVG export: a file per page, A4 in pixels, valid SVG, and
#     byte-identical from run to run ---
def=piecedefs/xiangqi.xml
dpi=50
if $ASAN render "$def" -o "$tmp/img" --png $dpi --svg >"$tmp/out" 2>"$tmp/err" \
    && clean_stderr "$tmp/err" && [ ! -s "$tmp/err" ]; then
    ok "render --png --svg (ASan+UBSan)"
else
    fail "render --png --svg (ASan+UBSan): $(head -5 "$tmp/err")"
fi
pages=0
for pdf in "$tmp"/img/*.pdf; do
    [ -f "$pdf" ] && pages=$((pages + $(pdfinfo "$pdf" | awk '/^Pages:/ {print $2}')))
done
npng=$(find "$tmp/img" -name 'xiangqi-*-p[0-9][0-9].png' | wc -l)
nsvg=$(find "$tmp/img" -name 'xiangqi-*-p[0-9][0-9].svg' | wc -l)
left=$(find "$tmp/img" -name '*.tmp.*')
if [ "$pages" -gt 0 ] && [ "$npng" = "$pages" ] && [ "$nsvg" = "$pages" ] && [ -z "$left" ]; then
    ok "--png and --svg write one file per page ($pages)"
else
    fail "--png and --svg write one file per page: $pages pages, $npng PNG, $nsvg SVG, left over: $left"
fi
# A4 at 50 dpi, to the nearest pixel: 413 x 585 (either way round)
short=$(awk -v d=$dpi 'BEGIN { printf "%d", 210 * d / 25.4 + 0.5 }')
long=$(awk -v d=$dpi 'BEGIN { printf "%d", 297 * d / 25.4 + 0.5 }')
bad=$(for f in "$tmp"/img/*.png; do
    # PNG width and height: big-endian at bytes 16 and 20
    size=$(od -An -tu1 -j16 -N8 "$f" | awk '{ print $1*16777216 + $2*65536 + $3*256 + $4 "x" \
        $5*16777216 + $6*65536 + $7*256 + $8 }')
    [ "$size" = "${short}x$long" ] || [ "$size" = "${long}x$short" ] || echo "$(basename "$f"): $size"
done)
if [ -z "$bad" ]; then ok "--png $dpi: A4 pages of ${short}x$long pixels"; else fail "--png $dpi: A4 pixel size: $bad"; fi
if xmllint --noout "$tmp"/img/*.svg 2>"$tmp/err" && grep -q '<svg' "$tmp/img/xiangqi-booklet-p01.svg"; then
    ok "--svg writes well-formed SVG"
else
    fail "--svg writes well-formed SVG: $(head -3 "$tmp/err")"
fi
# twice, the second time SVG only: a page's SVG must not depend on what was
# drawn before it in the same run
build/pnpgen render "$def" -o "$tmp/img1" --png $dpi --svg >/dev/null 2>&1
(mkdir -p "$tmp/cwd" && cd "$tmp/cwd" && TZ=Pacific/Kiritimati "$OLDPWD/build/pnpgen" render "$OLDPWD/$def" \
    -o "$tmp/img2" --png $dpi >/dev/null 2>&1)
(cd "$tmp/cwd" && "$OLDPWD/build/pnpgen" render "$OLDPWD/$def" -o "$tmp/img2" --svg >/dev/null 2>&1)
for ext in png svg; do
    differ=$(for f in "$tmp"/img1/*."$ext"; do cmp -s "$f" "$tmp/img2/$(basename "$f")" || basename "$f"; done)
    n=$(find "$tmp/img1" -name "*.$ext" | wc -l)
    if [ "$n" -gt 0 ] && [ -z "$differ" ]; then ok "byte-identical $ext pages ($n)"; else fail "byte-identical $ext pages: $differ"; fi
done
if build/pnpgen render "$def" -o "$tmp/img3" --png 9 >/dev/null 2>&1 || [ -e "$tmp/img3" ]; then
    fail "--png 9 is refused before anything is written"
else
    ok "--png 9 is refused before anything is written"
fi

# --- page review: tests/diff.sh --dirs reports a changed page with its
#     summary line and side-by-side picture, added and removed pages, and
#     exits 0 on identical folders ---
mkdir -p "$tmp/rv/old" "$tmp/rv/new"
cp "$tmp"/img1/*.png "$tmp/rv/old/"
cp "$tmp"/img1/*.png "$tmp/rv/new/"
if DIFF_OUT="$tmp/rv/out" sh tests/diff.sh --dirs "$tmp/rv/old" "$tmp/rv/new" >"$tmp/rv/log" 2>&1 \
    && grep -q "^$npng identical, 0 changed, 0 added, 0 removed$" "$tmp/rv/out/summary.txt" \
    && [ -z "$(find "$tmp/rv/out" -name '*.png')" ]; then
    ok "diff.sh: identical pages exit 0"
else
    fail "diff.sh: identical pages exit 0: $(tail -3 "$tmp/rv/log")"
fi
cp "$tmp/rv/old/xiangqi-booklet-p01.png" "$tmp/rv/new/xiangqi-booklet-p02.png"
cp "$tmp/rv/old/xiangqi-booklet-p01.png" "$tmp/rv/new/xiangqi-booklet-p99.png"
rm "$tmp/rv/new/xiangqi-components-p01.png"
DIFF_OUT="$tmp/rv/out" sh tests/diff.sh --dirs "$tmp/rv/old" "$tmp/rv/new" >"$tmp/rv/log" 2>&1
rc=$?
sbs="$tmp/rv/out/xiangqi-booklet-p02.png"
sbs_size=$(od -An -tu1 -j16 -N8 "$sbs" 2>/dev/null | awk '{ print $3*256 + $4 "x" $7*256 + $8 }')
if [ "$rc" = 1 ] \
    && grep -qE '^xiangqi booklet p02: [0-9.e+-]+% pixels changed \([0-9]+ pixels\)$' "$tmp/rv/out/summary.txt" \
    && grep -qx 'xiangqi booklet p99: page added' "$tmp/rv/out/summary.txt" \
    && grep -qx 'xiangqi components p01: page removed' "$tmp/rv/out/summary.txt" \
    && cmp -s "$tmp/rv/log" "$tmp/rv/out/summary.txt" \
    && [ "$sbs_size" = "$((3 * short + 16))x$((long + 18))" ] \
    && [ "$(find "$tmp/rv/out" -name '*.png' | wc -l)" = 1 ]; then
    ok "diff.sh: a changed page, its summary line and side-by-side picture"
else
    fail "diff.sh: a changed page (exit $rc, picture $sbs_size): $(head -5 "$tmp/rv/log")"
fi

# --- the golden tolerance catches one changed diagram cell: the King's
#     upper-left step made move-only (a dot turned into a ring) ---
sed -e '/<piece id="king"/,/<\/piece>/{s/betza="K"/betza="WfrFbFmflF"/;0,/o o o/s/o o o/m o o/}' \
    piecedefs/chu-seireigi.xml >"$tmp/cell.xml"
layout="--layout layouts/a4.xml"
if [ "$(diff piecedefs/chu-seireigi.xml "$tmp/cell.xml" | grep -c '^>')" != 2 ]; then
    fail "golden tolerance: the King of chu-seireigi.xml is no longer betza=\"K\" with a 3x3 diagram; update this test"
elif ! build/pnpgen render piecedefs/chu-seireigi.xml $layout -o "$tmp/cell/a" >/dev/null 2>&1 \
    || ! build/pnpgen render "$tmp/cell.xml" $layout -o "$tmp/cell/b" >"$tmp/err" 2>&1; then
    fail "golden tolerance: render failed: $(head -3 "$tmp/err")"
else
    caught=
    for pdf in "$tmp"/cell/a/*-components.pdf; do
        n=$(pdfinfo "$pdf" | awk '/^Pages:/ {print $2}')
        i=1
        while [ "$i" -le "$n" ]; do
            for s in a b; do
                pdftoppm -png -gray -r 40 -f "$i" -l "$i" -singlefile \
                    "$tmp/cell/$s/$(basename "$pdf")" "$tmp/cell/$s-p$i"
            done
            build/pngdiff "$tmp/cell/a-p$i.png" "$tmp/cell/b-p$i.png" >/dev/null || caught="$caught p$i"
            i=$((i + 1))
        done
    done
    if [ -n "$caught" ]; then ok "golden tolerance catches one changed diagram cell (components$caught)"
    else fail "golden tolerance: one changed diagram cell passes the golden comparison"; fi
fi

# --- fonts: every family the layout names must be installed, and every
#     character a definition prints must be in one of them (never a box,
#     never a font the layout does not name). tests/defs/scripts/ holds a
#     Japanese, a Korean and a Thai definition ---
nofc="$tmp/fc-none" dvfc="$tmp/fc-dejavu"
mkdir -p "$nofc" "$dvfc"
printf '<?xml version="1.0"?>\n<fontconfig><cachedir>%s/cache</cachedir></fontconfig>\n' "$nofc" >"$nofc/fonts.conf"
dejavu_dir=$(dirname "$(fc-match -f '%{file}' 'DejaVu Sans')")
printf '<?xml version="1.0"?>\n<fontconfig><dir>%s</dir><cachedir>%s/cache</cachedir></fontconfig>\n' \
    "$dejavu_dir" "$dvfc" >"$dvfc/fonts.conf"
for lang in ja ko th; do
    def=tests/defs/scripts/script-$lang.xml
    case $lang in ja) font=IPAexMincho;; ko) font=NanumMyeongjo;; th) font=Garuda;; esac
    rm -rf "$tmp/script"
    if $ASAN render "$def" -o "$tmp/script" >"$tmp/out" 2>"$tmp/err" && clean_stderr "$tmp/err"; then
        # every glyph character comes back out of the PDF, set in the language's font
        chars=$(sed -n 's:.*<glyph side="[a-z]*">\(.*\)</glyph>.*:\1:p' "$def" | head -4 | tr -d '\n')
        got=$(pdftotext "$tmp/script/script-$lang-components.pdf" - 2>/dev/null)
        lost=$(printf '%s' "$chars" | python3 -c 'import sys; g=sys.argv[1]; print("".join(sorted({c for c in sys.stdin.read() if c not in g})))' "$got")
        if [ -z "$lost" ] && pdffonts "$tmp/script/script-$lang-components.pdf" | grep -q "+$font"; then
            ok "script $lang: glyphs printed in $font and read back from the PDF"
        else
            fail "script $lang: lost characters '$lost' or font $font not used"
        fi
    else
        fail "script $lang: render failed: $(head -3 "$tmp/err")"
    fi
    # the font removed from the machine: refused, naming the first character
    rm -rf "$tmp/script"
    FONTCONFIG_FILE="$dvfc/fonts.conf" $ASAN render "$def" --layout tests/layouts/fonts/dejavu-only.xml \
        -o "$tmp/script" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if [ "$rc" = 2 ] && grep -q "^$def:13: error: piece 'king': '.*' (U+[0-9A-F]*) is in no installed font; install fonts-.* or choose another font in the layout$" "$tmp/err" \
        && [ ! -e "$tmp/script" ] && clean_stderr "$tmp/err"; then
        ok "script $lang: with its font removed, refused naming the character, nothing written"
    else
        fail "script $lang: with its font removed: exit $rc, $(head -2 "$tmp/err")"
    fi
    # installed, but not one of the layout's fonts: refused too (no fallback)
    $ASAN validate --layout tests/layouts/fonts/dejavu-only.xml "$def" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if [ "$rc" = 2 ] && grep -q "is in none of the layout's fonts; add a <font> for it to the layout" "$tmp/err"; then
        ok "script $lang: validate refuses a character outside the layout's fonts"
    else
        fail "script $lang: validate with a DejaVu-only layout: exit $rc, $(head -2 "$tmp/err")"
    fi
done
rm -rf "$tmp/fonts"
$ASAN render "$mini" --layout tests/layouts/fonts/missing-family.xml -o "$tmp/fonts" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 2 ] && grep -qxF "tests/layouts/fonts/missing-family.xml:35: error: font 'Noto Brush CJK JP' is not installed (Debian package: fonts-noto-cjk)" "$tmp/err" \
    && [ ! -e "$tmp/fonts" ]; then
    ok "a layout font that is not installed: exit 2, named with its package, nothing written"
else
    fail "missing layout font: exit $rc, $(head -2 "$tmp/err")"
fi
FONTCONFIG_FILE="$nofc/fonts.conf" $ASAN render piecedefs/xiangqi.xml -o "$tmp/fonts" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 2 ] && grep -q "error: font 'DejaVu Sans' is not installed (Debian package: fonts-dejavu-core)" "$tmp/err" \
    && [ ! -e "$tmp/fonts" ] && clean_stderr "$tmp/err"; then
    ok "no fonts at all: exit 2, every missing family named, nothing written"
else
    fail "no fonts at all: exit $rc, $(head -2 "$tmp/err")"
fi

# --- rendered pages match the references in tests/golden ---
sh tests/golden.sh check >"$tmp/golden" 2>&1
cat "$tmp/golden"
cat "$tmp/golden" | grep -E '^(ok|FAIL) ' >>"$results"

passed=$(grep -c '^ok ' "$results")
failed=$(grep -c '^FAIL ' "$results")
passed=$((passed + ${up:-0}))
failed=$((failed + ${uf:-0}))
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
