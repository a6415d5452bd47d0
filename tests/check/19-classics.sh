#!/bin/sh
# 19-classics.sh: the classic sets added for issue 28, each held to the
# facts of its game that a wrong definition would get wrong: moves read
# back with `pnpgen moves`, the setup and the rules the booklet states read
# back from the rendered PDF with pdftotext (a rule the game lacks, or one
# it has left out, fails here). Each set also goes through every generic
# check (04 validate, 12 golden, 13 papers, 17 legibility).
# Part of make check (tests/run.sh); runs alone too: sh tests/check/19-classics.sh
. "$(dirname "$0")/lib.sh"

# has FILE LINE...: every line is in FILE, whole
has() {
    f=$1; shift
    for l in "$@"; do grep -qxF -- "$l" "$f" || { echo "missing: '$l'"; return 1; }; done
}
# render ID: the set under ASan+UBSan into $tmp/ID, its texts as one line each
render() {
    mkdir -p "$tmp/$1"
    $ASAN render "piecedefs/$1.xml" --layout layouts/a4.xml -o "$tmp/$1" >/dev/null 2>"$tmp/$1.err" \
        && clean_stderr "$tmp/$1.err" && [ ! -s "$tmp/$1.err" ] || return 1
    for doc in booklet components; do
        pdftotext "$tmp/$1/$1-$doc.pdf" - | tr '\n' ' ' | tr -s ' ' >"$tmp/$1.$doc.txt"
    done
}
# says ID DOC PHRASE: the document's text holds the phrase
says() { grep -qF -- "$3" "$tmp/$1.$2.txt"; }
# says_each ID PHRASE...: the booklet or the components say each phrase
says_each() {
    id=$1; shift
    for phrase in "$@"; do
        if says "$id" booklet "$phrase" || says "$id" components "$phrase"; then
            ok "$id says '$phrase'"
        else fail "$id does not say '$phrase'"; fi
    done
}
check_moves() { # check_moves ID PIECE NAME LINE...
    id=$1 piece=$2 name=$3; shift 3
    $ASAN moves "piecedefs/$id.xml" "$piece" >"$tmp/m" 2>"$tmp/e"
    if why=$(has "$tmp/m" "the drawn diagram matches" "$@"); then ok "$id: $name"
    else fail "$id: $name: $why"; fi
}

# --- Minishogi: 5 x 5, the King in Sente's left corner, the Pawn before it;
#     the Pawn may not stay on the last rank; repetition loses for Sente ---
check_moves minishogi pawn "the Pawn steps forward only" "Pawn: 1 moves" "  step (0,+1)"
check_moves minishogi rook "the Rook slides, the Dragon King is its back" "Rook: 4 moves"
if render minishogi; then
    says_each minishogi "fourth time, Sente loses" "Pawn-drop mate" "must promote" \
        "Slides any distance orthogonally. May promote to Dragon King. Dragon King: Slides any distance orthogonally. Steps one square diagonally"
    if says minishogi booklet "Knight" || says minishogi booklet "Lance"; then
        fail "minishogi names a Knight or Lance, which it has none of"
    else ok "minishogi: no Knight, no Lance"; fi
else fail "minishogi render: $(head -3 "$tmp/minishogi.err")"; fi

# --- Capablanca: the King castles three squares; six promotion choices ---
check_moves capablanca king "the King castles three squares either way" \
    "  first-move-only move-only castling (-3,0)" "  first-move-only move-only castling (+3,0)"
check_moves capablanca archbishop "the Archbishop is Bishop and Knight" "Archbishop: 12 moves"
check_moves capablanca chancellor "the Chancellor is Rook and Knight" "Chancellor: 12 moves"
if render capablanca; then
    says_each capablanca "King from f1 to i1 and the Rook from j1 to h1" \
        "Queen, Chancellor, Archbishop, Rook, Bishop or Knight"
else fail "capablanca render: $(head -3 "$tmp/capablanca.err")"; fi

# --- Grand Chess: no castling; promotion only to a captured piece, said on
#     the cards and in the booklet ---
check_moves grand king "the King has no castling" "King: 8 moves"
check_moves grand pawn "the Pawn double-steps from the third rank" \
    "  first-move-only move-only lame leap (0,+2)"
if render grand; then
    for doc in booklet components; do
        if says grand $doc "only to a piece its side has lost"; then
            ok "grand $doc: promotion only to a captured piece"
        else fail "grand $doc: promotion to a captured piece not said"; fi
    done
    if says grand booklet "castles" || says grand booklet "Castles"; then
        fail "grand: the booklet speaks of castling as a move"
    else ok "grand: no castling move"; fi
else fail "grand render: $(head -3 "$tmp/grand.err")"; fi

# --- Shatranj: the Alfil leaps two diagonally, the Baidaq has no double
#     step; stalemate and bare King win (written from its <end>) ---
check_moves shatranj alfil "the Alfil jumps exactly two squares diagonally" "Alfil: 4 moves" \
    "  jump (-2,+2)" "  jump (+2,-2)"
check_moves shatranj baidaq "the Baidaq steps one square, never two" "Baidaq: 3 moves"
check_moves shatranj firzan "the Firzan steps one square diagonally" "Firzan: 4 moves"
if render shatranj; then
    says_each shatranj "not in check (stalemate), that player loses" \
        "(a bare Shah), that player loses, unless their next move leaves the other Shah bare too: then the game is drawn" \
        "Must promote to Firzan"
    if says shatranj booklet "en passant." && ! says shatranj booklet "no capture en passant"; then
        fail "shatranj: en passant offered"
    else ok "shatranj: no en passant, no castling"; fi
else fail "shatranj render: $(head -3 "$tmp/shatranj.err")"; fi

# --- Chu Shogi: every Lion-power move drawn: the Lion 'ar' (96 moves: 8
#     steps, 16 jumps, 64 double moves, 8 passes), the Horned Falcon and
#     Soaring Eagle 'avr'; a Pawn may stay stuck on the last rank; the
#     Lion-trading rules are stated ---
check_moves chu-shogi lion "the Lion: steps, jumps, double moves and passes, all drawn" "Lion: 96 moves" \
    "  capture at (0,+1), then back to the start" "  step at (0,+1), then back to the start"
check_moves chu-shogi horned-falcon "the Horned Falcon: Lion power straight forward, drawn" \
    "Horned Falcon: 12 moves" "  capture at (0,+1), then to (0,+2)" "  step at (0,+1), then back to the start"
check_moves chu-shogi soaring-eagle "the Soaring Eagle: Lion power diagonally forward, drawn" \
    "Soaring Eagle: 16 moves" "  capture at (+1,+1), then to (+2,+2)" "  step at (-1,+1), then back to the start"
if render chu-shogi; then
    says_each chu-shogi "May stay on the last rank, where it cannot move" \
        "unless on the same move it first captures another piece that is not a Pawn or a Go-Between" \
        "May pass the turn" "Crown Prince"
    if says chu-shogi booklet "Must promote" || says chu-shogi components "Must promote"; then
        fail "chu-shogi: says a piece must promote (Chu Shogi forces no promotion)"
    else ok "chu-shogi: no forced promotion"; fi
else fail "chu-shogi render: $(head -3 "$tmp/chu-shogi.err")"; fi

# --- Dobutsu: 3 x 4; the Chick may be dropped on the far rank; losing the
#     Lion loses; the try ---
check_moves dobutsu lion "the Lion steps one square any way" "Lion: 8 moves"
if render dobutsu; then
    says_each dobutsu "If a player has no Lion left, that player loses" "try" \
        "reaches their far rank, on a square where no enemy piece can capture it" \
        "Dropped on the last rank, it stays there, unable to move"
    # it promotes when it moves there: staying is a drop's, never said alone
    if says dobutsu booklet "May stay on the last rank"; then
        fail "dobutsu: says the Chick may stay on the last rank (it must promote there)"
    else ok "dobutsu: a Chick on the last rank is a dropped one"; fi
else fail "dobutsu render: $(head -3 "$tmp/dobutsu.err")"; fi

# --- Sittuyin: the Pawns on their staggered squares, the rest placed
#     freely; promotion squares on the long diagonals; a stuck Pawn stays ---
check_moves sittuyin elephant "the Elephant steps diagonally or straight forward" "Elephant: 5 moves"
if render sittuyin; then
    says_each sittuyin "promotion squares: d5, e5, c6, f6, b7, g7, a8, h8, outlined" \
        "Chariots must stand on your back rank" "stays there, unable to move" \
        "only once its side has lost its General" "White places" "Black places" \
        "White places all of theirs first, on empty squares of their own side"
    if says sittuyin booklet "own own" || says sittuyin booklet "spares"; then
        fail "sittuyin: the free setup worded as spares or 'own own'"
    else ok "sittuyin: the pieces placed before play headed 'White places', 'Black places'"; fi
else fail "sittuyin render: $(head -3 "$tmp/sittuyin.err")"; fi

finish
