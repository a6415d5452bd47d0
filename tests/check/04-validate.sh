#!/bin/sh
# 04-validate.sh: pnpgen validate: shipped, broken and small definitions; missing files; exit codes.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/04-validate.sh
. "$(dirname "$0")/lib.sh"

# --- shipped definitions validate clean, with no warning ---
for def in piecedefs/*.xml; do
    if $ASAN validate "$def" >"$tmp/out" 2>"$tmp/err" && [ ! -s "$tmp/err" ]; then
        ok "validate $def"
    else
        fail "validate $def: $(head -5 "$tmp/err")"
    fi
done

# --- broken definitions: each gives its errors and exit code; "exit N
#     exact" on the first line: those lines and no other (no follow-on
#     error, no note missing) ---
for def in tests/defs/bad/*.xml; do
    [ -f "$def" ] || continue
    exp="${def%.xml}.expect"
    want_rc=$(head -1 "$exp" | sed 's/^exit //; s/ exact$//')
    $ASAN validate "$def" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    missing=$(tail -n +2 "$exp" | while IFS= read -r l; do
        [ -z "$l" ] || grep -qxF -- "$l" "$tmp/err" || echo "$l"; done)
    if head -1 "$exp" | grep -q ' exact$'; then
        tail -n +2 "$exp" | cmp -s - "$tmp/err" || missing="$missing (not exactly these lines: $(tr '\n' '|' <"$tmp/err"))"
    fi
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
# exit 1 for a wrong but readable file (not XML, schema errors, rule
# errors), 2 only for one that cannot be read, which outranks the rest
for f in empty-file not-well-formed schema-unknown-element promotion-cycle; do
    $ASAN validate tests/defs/bad/$f.xml >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if [ "$rc" = 1 ] && grep -q "^tests/defs/bad/$f.xml:[0-9]*:.* error: " "$tmp/err"; then
        ok "validate: a wrong but readable file exits 1 ($f)"
    else
        fail "validate: $f: exit $rc, want 1"
    fi
done
$ASAN validate "$a" tests/defs/bad/empty-file.xml tests/defs/no-such-file.xml >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 2 ] && grep -q "^$a:[0-9]*: error: " "$tmp/err" && grep -q "^tests/defs/bad/empty-file.xml:1: error: " "$tmp/err" \
    && clean_stderr "$tmp/err"; then
    ok "validate: unreadable input outranks wrong files"
else
    fail "validate: unreadable input outranks wrong files: exit $rc"
fi
finish
