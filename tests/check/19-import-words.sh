#!/bin/sh
# 19-import-words.sh: what imported booklets say where the engine's rules
# are subtle (tests/engine/words.ini): a player with no move passes, two
# passes in a row end the game, having no move at all, the full board and
# counting, each as Fairy-Stockfish's position.cpp plays it; games where
# placing the pieces is the whole game (no "then White moves first", no
# repetition or move limit, which can never happen there); the pieces held
# beside the board said once each with their count; goals, drop regions,
# repetition that one side loses and draws one side wins, in players' words
# (not the engine's "*8"). Each check looks for an exact sentence of the
# booklet, or its absence.
# Part of make check (tests/run.sh); runs alone too.
. "$(dirname "$0")/lib.sh"

if ! $ASAN import tests/engine/words.ini -o "$tmp/w" >"$tmp/out" 2>"$tmp/err" || ! clean_stderr "$tmp/err"; then
    fail "import words.ini: $(grep error "$tmp/err" | head -3 | tr '\n' ' ')"; finish
fi
for v in sixreversi stuckpass threerow freepass kingrace halfdrops sentelose blackodds halfxiangqi quietknights dropcount kingyard; do
    if $ASAN render "$tmp/w/$v.xml" -o "$tmp/o/$v" >/dev/null 2>"$tmp/err" && clean_stderr "$tmp/err"; then
        pdftotext "$tmp/o/$v/$v-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ' >"$tmp/$v.txt"
    else fail "render imported $v: $(head -2 "$tmp/err" | tr '\n' ' ')"; : >"$tmp/$v.txt"; fi
done
# says V TEXT WHY / never V TEXT WHY
says() {
    if grep -qF -- "$2" "$tmp/$1.txt"; then ok "$1: $3"; else fail "$1: no \"$2\" ($3)"; fi
}
never() {
    if grep -qF -- "$2" "$tmp/$1.txt"; then fail "$1: says \"$2\" ($3)"; else ok "$1: $3"; fi
}

# reversi: a player with no move passes (with a piece on the board);
# two passes end it by counting; no move at all (no pieces) loses
says sixreversi "White: 16 Stones; Black: 16 Stones." "the stones held, once each with their count"
never sixreversi "Stone, Stone" "no name said again and again"
says sixreversi "Placing them is the whole game: the players take turns, each putting one of their pieces on an empty square of the board." "placing is the game"
never sixreversi "moves first." "then White moves first: nothing ever moves"
never sixreversi "Placed before play" "nothing is placed before play"
says sixreversi "Passing. A player who has no legal move passes: the turn goes to the opponent. Nobody may pass who has a move, and a player with no piece on the board cannot pass." "passOnStalemate"
says sixreversi "Two passes. When the players pass one after the other, the game ends: the player with more pieces on the board wins, or it is a draw if both have as many." "two passes, counted"
says sixreversi "No move. A player who has no piece on the board and no legal move loses." "no move: only without pieces"
says sixreversi "Full board. When the board is full, the game ends and is decided the same way." "full board"
says sixreversi "Turning over. After a piece is placed, every enemy piece" "turning over after a placing (nothing moves)"
never sixreversi "the same position" "no repetition rule: a position never comes back"
never sixreversi "50 moves" "no move limit: every placing starts the count again"
never sixreversi "Opening squares" "no opening squares: they are filled at the start"
never sixreversi "forward is up" "no move diagrams to read"
# losing chess with passing: no stalemate win, two passes draw
never stuckpass "(stalemate)" "no stalemate: a player with no move passes"
says stuckpass "Passing. A player who has no legal move passes: the turn goes to the opponent. Nobody may pass who has a move." "passOnStalemate (losing every piece wins first)"
says stuckpass "Two passes. When the players pass one after the other, the game ends in a draw." "two passes draw"
# three in a row: nothing moves, nothing before play
says threerow "White: 5 Stones; Black: 4 Stones." "five and four stones"
never threerow "as it does later in play" "no later play"
never threerow "moves first." "nothing ever moves"
# Janggi's free pass: not in check, no stalemate; counting by points
says freepass "Passing. A player may pass instead of moving, but not while in check." "free pass, with a King"
never freepass "(stalemate)" "a player can always pass: no stalemate"
says freepass "(Chariot 13, Cannon 7, Horse 5, Elephant 3, Guard 3, Soldier 2); Cho wins with 2 points or more over Han, and Han wins otherwise." "Janggi's points, the first player needing two more"
says freepass "Counting. Any other game that would end in a draw is decided the same way." "counting said once"
# a race to the far rank: the goals named in the key, no "*8"
says kingrace "White's goal: rank 8, outlined." "the goal's key names whose it is"
says kingrace "Reaching the goal. A player who brings their King to their goal (outlined on the board) wins (when White gets there first, Black may still draw by getting there with the very next move)." "flagMove, as position.cpp plays it"
never kingrace "*8" "no engine notation"
# drops in one's own half
says halfdrops "Where White drops: ranks 1 to 4. A piece from White's hand may be dropped only there." "White's drop region, in the board key"
says halfdrops "Where Black drops: ranks 5 to 8. A piece from Black's hand may be dropped only there." "Black's drop region, in the board key"
never halfdrops "Drops. White drops pieces only" "said once, not again in words"
# minishogi's repetition: Sente loses, whoever repeats (nFoldValueAbsolute)
says sentelose "When the same position comes up the fourth time, the game is lost by Sente." "absolute repetition value: the first player's"
never sentelose "who repeats it" "not the repeating player"
# draw odds: no counting, Black has the draws
says blackodds "No draws. A game that would otherwise end in a draw is won by Black." "blackdrawodds"
never blackodds "Counting." "nothing is counted"
# no river on five ranks: the Soldier's zone is its last two ranks
says halfxiangqi "On its last two ranks: also steps one point sideways." "the Soldier's zone, named without a river, said as what it adds"
never halfxiangqi "river" "no river drawn, none named"
# no move table captures: the booklet does not tell how pieces capture
says quietknights "No piece ever captures: a piece moves only to an empty square." "moves only (m)"
never quietknights "captures by moving onto" "no capture rule for pieces that never capture"
says kingrace "A piece captures by moving onto an enemy piece, unless its diagram says otherwise." "chess pieces capture"
# two Knights in the goal: said once, by their plural
says quietknights "If 2 of a player's Knights stand in their goal at once, that player wins." "the count of a goal, in plain words"
never quietknights "How many." "the count not said twice"
# the engine resets its move count on a drop (position.cpp, rule50)
says dropcount "If each player has made 40 moves in a row with no capture, no drop and no Pawn move, the game is drawn." "drops reset the move limit"
says kingrace "If each player has made 50 moves in a row with no capture and no Pawn move, the game is drawn." "no drops: as in chess"
# a King's mobility region, named once
says kingyard "Never leaves its region." "the region's name after 'its'"
never kingyard "its its" "'its' said once"
finish
