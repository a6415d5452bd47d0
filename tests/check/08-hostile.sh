#!/bin/sh
# 08-hostile.sh: hostile, oversized and absurd input is refused within bounds.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/08-hostile.sh
. "$(dirname "$0")/lib.sh"

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
want_deep="$gen/deep-nesting.xml:4:769: error: Excessive depth in document: 256 use XML_PARSE_HUGE option"
want_attr="$gen/huge-attribute.xml:3: error: <variant name=\"...\">: a value of 3000000 bytes (at most 16384)"
want_text="$gen/huge-text.xml:70: error: a text of 3500000 bytes (at most 65536)"
want_file="$gen/huge-file.xml: error: file is larger than 4194304 bytes"
want_many="$gen/many-elements.xml:73: error: more than 100000 elements"
for c in deep:deep-nesting attr:huge-attribute text:huge-text file:huge-file many:many-elements; do
    f="$gen/${c#*:}.xml"
    eval "want=\$want_${c%%:*}"
    bounded "$tmp/out" "$tmp/err" validate "$f"
    rc=$?
    if [ "$rc" = 1 ] && grep -qxF -- "$want" "$tmp/err"; then
        ok "hostile ${c#*:}: refused in bounds"
    else
        fail "hostile ${c#*:}: exit $rc (want 1: a wrong file, 124 is a timeout); want: $want; got: $(head -3 "$tmp/err" | cut -c1-200)"
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
if [ "$rc" = 1 ] && grep -qxF "$gen/layout.xml:2: error: DOCTYPE declarations are not allowed (no DTD, no entities)" "$tmp/err" \
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
    # a line "!MESSAGE" is one that must not be printed
    missing=$(tail -n +2 "$exp" | while IFS= read -r l; do
        case "$l" in
        '') ;;
        '!'*) ! grep -qxF -- "${l#!}" "$tmp/err" || echo "(printed) ${l#!}" ;;
        *) grep -qxF -- "$l" "$tmp/err" || echo "$l" ;;
        esac; done)
    if [ "$rc" = "$want_rc" ] && [ -z "$missing" ] && clean_stderr "$tmp/err" \
        && [ -z "$(ls "$tmp/lay" 2>/dev/null)" ]; then
        ok "bad layout $lay"
    else
        fail "bad layout $lay: exit $rc (want $want_rc); missing: $missing; got: $(head -3 "$tmp/err")"
    fi
done

# a piece larger than the page (fold-over strips of 2 x 135 mm): refused,
# never left out of the sheets silently
sed 's/cell="25" min-cell="18"/cell="150" min-cell="150"/' layouts/a4.xml >"$gen/big-cells.xml"
$ASAN render piecedefs/shogi.xml --layout "$gen/big-cells.xml" -o "$gen/big" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 1 ] && grep -q "^piecedefs/shogi.xml:[0-9]*: error: a piece of 279.0 mm (board cell 150.0 mm) does not fit the page$" "$tmp/err" \
    && clean_stderr "$tmp/err" && [ ! -e "$gen/big" ]; then
    ok "a piece larger than the page is refused"
else
    fail "a piece larger than the page is refused: exit $rc; $(head -3 "$tmp/err")"
fi
finish
