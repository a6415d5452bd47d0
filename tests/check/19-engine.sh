#!/bin/sh
# 19-engine.sh: pnpgen import and export against Fairy-Stockfish itself
# (Debian's fairy-stockfish, release 11.1): the shipped sets the engine has
# built in, exported, give its built-in variant's perft(3); the variants of
# tests/engine/small.ini, imported and exported again, give the original's
# perft; bad input gives file:line messages; exit codes 0, 1, 2.
# Part of make check (tests/run.sh); runs alone too.
. "$(dirname "$0")/lib.sh"
FS=$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)
if [ ! -x "$FS" ]; then fail "fairy-stockfish is not installed (tools/install-deps.sh)"; finish; fi

# perft FILE VARIANT DEPTH: the engine's node count ("-" for no file)
perft() {
    printf 'setoption name VariantPath value %s\nsetoption name UCI_Variant value %s\nposition startpos\ngo perft %s\nquit\n' \
        "$1" "$2" "$3" | timeout 120 "$FS" 2>&1 | sed -n 's/^Nodes searched: //p'
}
# complaints FILE: what the engine's own check of the file says beyond its names
complaints() {
    printf 'check %s\nquit\n' "$1" | "$FS" 2>&1 | grep -v -e '^Parsing variant' -e '^Fairy-Stockfish'
}

# --- each shipped set the engine has built in, exported: same perft(3).
#     Janggi is left out: its passing (which the engine counts as moves) is
#     only in the set's rules text, so the export cannot give it. ---
for s in chess shogi xiangqi makruk; do
    if ! $ASAN export "piecedefs/$s.xml" -o "$tmp/$s.ini" 2>"$tmp/err" || ! clean_stderr "$tmp/err"; then
        fail "export $s: $(head -3 "$tmp/err" | tr '\n' ' ')"; continue
    fi
    sed "s/^\[$s\]/[pnpgen-$s]/" "$tmp/$s.ini" >"$tmp/p$s.ini"
    c=$(complaints "$tmp/p$s.ini")
    want=$(perft - "$s" 3) got=$(perft "$tmp/p$s.ini" "pnpgen-$s" 3)
    if [ -n "$c" ]; then fail "export $s: the engine complains: $(echo "$c" | head -3 | tr '\n' ' ')"
    elif [ -n "$want" ] && [ "$want" = "$got" ]; then ok "export $s: perft(3) $got, as the engine's built-in $s"
    else fail "export $s: perft(3) $got, the engine's built-in $s $want"; fi
done

# --- the fixtures: imported, exported again, the same perft as the original ---
if $ASAN import tests/engine/small.ini -o "$tmp/imp" >"$tmp/out" 2>"$tmp/err" && clean_stderr "$tmp/err"; then
    ok "import tests/engine/small.ini: every section written (exit 0)"
else fail "import small.ini: $(grep error "$tmp/err" | head -3 | tr '\n' ' ')"; fi
for v in sixchess tinyshogi knightchess; do
    if ! $ASAN export "$tmp/imp/$v.xml" -o "$tmp/$v.ini" 2>"$tmp/err" || ! clean_stderr "$tmp/err"; then
        fail "export imported $v: $(grep error "$tmp/err" | head -3 | tr '\n' ' ')"; continue
    fi
    sed "s/^\[$v\]/[again-$v]/" "$tmp/$v.ini" >"$tmp/a$v.ini"
    c=$(complaints "$tmp/a$v.ini")
    # depth 2: at depth 3 Tinyshogi's drop rules (no second Pawn on a file,
    # no mate by a dropped Pawn), which a definition holds only in words,
    # change the count (954 against 950)
    for d in 2; do
        want=$(perft tests/engine/small.ini "$v" $d) got=$(perft "$tmp/a$v.ini" "again-$v" $d)
        if [ -n "$c" ]; then fail "round trip $v: the engine complains: $(echo "$c" | head -2 | tr '\n' ' ')"
        elif [ -n "$want" ] && [ "$want" = "$got" ]; then ok "round trip $v: perft($d) $got, as the original's"
        else fail "round trip $v: perft($d) $got, the original's $want"; fi
    done
done

# --- bad input: each fault refused with its file and line; exit 1 ---
$ASAN import tests/engine/bad.ini -o "$tmp/bad" >"$tmp/out" 2>"$tmp/err"
rc=$?
for want in \
    "tests/engine/bad.ini:4: error: [typo] unknown key 'castleing'" \
    "tests/engine/bad.ini:6: error: [loopa] its parents form a cycle: loopa -> loopb -> loopa" \
    "tests/engine/bad.ini:12: error: [oddpiece] customPiece1: move table 'NY', at 'Y': unknown atom 'Y'" \
    "tests/engine/bad.ini:17: error: [shortfen] startFen: the FEN's board has 7 ranks, but the board has 8 (maxRank)"; do
    if grep -qF "$want" "$tmp/err"; then ok "bad.ini says: ${want#*error: }"
    else fail "bad.ini does not say: $want"; fi
done
if [ "$rc" = 1 ] && [ -f "$tmp/bad/fine.xml" ] && [ ! -f "$tmp/bad/typo.xml" ] && clean_stderr "$tmp/err"; then
    ok "bad.ini: exit 1, the good section written, the refused ones not"
else fail "bad.ini: exit $rc (want 1), fine.xml and no typo.xml"; fi
$ASAN import "$tmp/no-such.ini" -o "$tmp/x" >/dev/null 2>"$tmp/err"
rc=$?
if [ "$rc" = 2 ] && grep -q "no-such.ini: error: cannot read" "$tmp/err"; then ok "an unreadable file: exit 2"
else fail "an unreadable file: exit $rc (want 2)"; fi
finish
