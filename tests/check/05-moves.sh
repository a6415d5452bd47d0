#!/bin/sh
# 05-moves.sh: pnpgen moves: a piece's move set and both diagrams as text.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/05-moves.sh
. "$(dirname "$0")/lib.sh"

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
finish
