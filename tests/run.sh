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
    clean_stderr "$tmp/unit.err" || fail "unit tests: sanitizer report"
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
