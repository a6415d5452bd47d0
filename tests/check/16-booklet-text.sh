#!/bin/sh
# 16-booklet-text.sh: each booklet's extracted text against its definition
# (tests/booklet_text.py): counts, first player and zone depths; no move
# notation, file name, command or designers' section anywhere in it (they
# are in <id>-design.pdf, which gives every diagram the validator's
# verdict), no source cited and at most one sentence on what is
# reconstructed in "About this set"; no sentence printed twice. And the check itself can fail.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/16-booklet-text.sh
. "$(dirname "$0")/lib.sh"

for def in piecedefs/*.xml; do
    id=$(basename "$def" .xml)
    build/pnpgen render "$def" -o "$tmp/book/$id" >/dev/null 2>&1
    if python3 tests/booklet_text.py "$def" "$tmp/book/$id/$id-booklet.pdf" >"$tmp/out" 2>&1; then
        ok "booklet text $id"
    else
        fail "booklet text $id: $(head -5 "$tmp/out")"
    fi
done
# The designers' document: every move table in XBetza, and one verdict per
# diagram of the definition; the players' check refuses it (tool words).
for def in piecedefs/*.xml; do
    id=$(basename "$def" .xml)
    design="$tmp/book/$id/$id-design.pdf"
    diagrams=$(grep -c '<diagram' "$def")
    verdicts=$(pdftotext "$design" - 2>/dev/null | tr -s ' \n' '  ' | grep -o 'shows exactly its [0-9]* move' | wc -l)
    missing=$(python3 -c 'import sys, subprocess, xml.etree.ElementTree as E
text = " ".join(subprocess.run(["pdftotext", sys.argv[2], "-"], capture_output=True, text=True).stdout.split())
print(" ".join(sorted({m.get("betza") for m in E.parse(sys.argv[1]).getroot().iter("moves")
                       if m.get("betza") and m.get("betza") not in text})))' "$def" "$design")
    if [ "$verdicts" = "$diagrams" ] && [ -z "$missing" ] \
        && ! python3 tests/booklet_text.py "$def" "$design" >/dev/null 2>&1; then
        ok "design $id: $diagrams diagrams each with the validator's verdict, every move table"
    else
        fail "design $id: $verdicts verdicts for $diagrams diagrams; tables missing: $missing"
    fi
done
# Chess's gallery counts a side's Queens on the board and its spare apart
# (it said "Queen ×2"); the crest game's setup names no face-down man (its
# key said "R Rook, B Bishop" for men nobody may see); its guide asks for
# opaque card.
words=$(pdftotext "$tmp/book/chess/chess-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"Queen ×1 and 1 spare"*) ok "chess gallery: Queen ×1 and 1 spare" ;;
    *) fail "chess gallery: no 'Queen ×1 and 1 spare'" ;; esac
# Dobutsu says the Chick's promotion once, in its gallery entry, and that a
# Chick dropped on the far rank cannot move once (the booklet said each two
# or three times: gallery, drop paragraph, a paragraph of its own).
words=$(pdftotext "$tmp/book/dobutsu/dobutsu-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
promote=$(printf '%s' "$words" | grep -o -i 'promote to Hen\|becomes a Hen\|turn it over' | wc -l)
stuck=$(printf '%s' "$words" | grep -o -i 'cannot move\|unable to move' | wc -l)
if [ "$promote" = 1 ] && [ "$stuck" = 1 ]; then
    ok "dobutsu: the Chick's promotion and its stuck drop each said once"
else
    fail "dobutsu: the Chick's promotion said $promote times, its stuck drop $stuck times"
fi
# Shatranj's cover names its spares, two Firzans each (it said "2 spares
# each" once there were two: which kind was left to guess).
words=$(pdftotext "$tmp/book/shatranj/shatranj-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"and 2 spare Firzans each"*) ok "shatranj cover: 2 spare Firzans each" ;;
    *) fail "shatranj cover: no 'and 2 spare Firzans each'" ;; esac
# Shatranj says how a Baidaq moves and captures once, in the gallery: its
# "Baidaqs." paragraph repeated it (issue 30, Shatranj review 8); the
# paragraph keeps what a chess player would assume (two squares, e.p.).
# (the gallery's and the guide's card thumbnails' move words: "or one
# diagonally forward to capture", once "diagonally forward (only to
# capture)")
n=$(printf '%s' "$words" | sed 's/one diagonally forward to capture//g' |
    grep -o 'diagonally forward..' | grep -vc ' (')
if [ "$n" = 0 ]; then ok "shatranj: the Baidaq's capture said in the gallery only"
else fail "shatranj: the Baidaq's diagonal capture said $n times beside the gallery"; fi
words=$(pdftotext "$tmp/book/crest/crest-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"R Rook"*|*"B Bishop"*|*"Kn Knight"*) fail "crest setup names face-down men" ;;
    *"Opaque card."*) ok "crest setup keeps the men's identities hidden; guide asks for opaque card" ;;
    *) fail "crest guide: no show-through warning" ;; esac
# Sittuyin: White sets up first, then Black in view of it (placing=
# "side-after-side", the procedure the sixth player review found in the
# Myanmar rules; the set had both place at once, unseen), said plainly and
# once (issue 30: the setup words went round in circles: "who places first
# is said under the picture", the pieces listed for each side in turn).
words=$(pdftotext "$tmp/book/sittuyin/sittuyin-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"White places all of theirs first, on empty squares of their own side; then Black places theirs, having seen White's. Then White moves first."*)
    ok "sittuyin: White places first, then Black" ;;
    *) fail "sittuyin: no 'White places all of theirs first, ... then Black places theirs, having seen White's'" ;; esac
case $words in *"said under the picture"*|*"Black: King, General"*)
    fail "sittuyin setup: says who places first twice, or lists each side's pieces in turn" ;;
    *"King, General, 2 Elephants, 2 Horses, 2 Chariots each."*) ok "sittuyin setup: said once" ;;
    *) fail "sittuyin setup: the pieces placed not listed once for both" ;; esac
# The quick-reference cards print every glyph at one size where the pieces
# have one size (discs of Janggi come in three, as the real set): Tori
# Shogi's card drew 鷹 at 1.92 times the others (tests/tools/card_glyphs.py).
for def in piecedefs/*.xml; do
    grep -q 'face="glyph"' "$def" && ! grep -q 'form="disc"' "$def" || continue
    id=$(basename "$def" .xml)
    if res=$(python3 tests/tools/card_glyphs.py "$tmp/book/$id/$id-components.pdf" 2>&1); then
        ok "cards $id: one glyph size ($(echo "$res" | tr '\n' ' '))"
    else
        fail "cards $id: glyphs of different sizes: $res"
    fi
done
# ... and the check can fail: a booklet that says "nine tiles" for ten, and
# one read against a definition where the other side moves first
sed 's/sets out ten tiles/sets out nine tiles/' piecedefs/rotation.xml >"$tmp/rotation.xml"
build/pnpgen render "$tmp/rotation.xml" -o "$tmp/wrong" >/dev/null 2>&1
sed 's/ first="first">/ first="second">/' piecedefs/rotation.xml >"$tmp/rotation-second.xml"
if ! python3 tests/booklet_text.py "$tmp/rotation.xml" "$tmp/wrong/rotation-booklet.pdf" >"$tmp/out" 2>&1 \
    && grep -q '"nine tiles"' "$tmp/out" \
    && ! python3 tests/booklet_text.py "$tmp/rotation-second.xml" "$tmp/book/rotation/rotation-booklet.pdf" >"$tmp/out2" 2>&1 \
    && grep -q 'Green moves first' "$tmp/out2"; then
    ok "booklet text check catches a wrong count and a wrong first player"
else
    fail "booklet text check catches a wrong count and a wrong first player: $(head -3 "$tmp/out" "$tmp/out2")"
fi
# ... and it refuses the rotation game's reconstruction notes back in the
# players' booklet (they are the designers', in rotation-design.pdf)
sed 's/<note audience="designer">/<note>/' piecedefs/rotation.xml >"$tmp/rotation-notes.xml"
build/pnpgen render "$tmp/rotation-notes.xml" -o "$tmp/notes" >/dev/null 2>&1
if ! python3 tests/booklet_text.py "$tmp/rotation-notes.xml" "$tmp/notes/rotation-booklet.pdf" >"$tmp/out" 2>&1 \
    && grep -q 'sentences on the reconstruction' "$tmp/out"; then
    ok "booklet text check catches reconstruction notes in the players' booklet"
else
    fail "booklet text check lets reconstruction notes into the players' booklet: $(head -3 "$tmp/out")"
fi
# The quick-reference cards say what each promoting piece becomes (the
# chess Pawn's card once stopped at its moves): one "promote to" for every
# piece that starts on the board and promotes, on each player's card.
promoting() {
    python3 -c 'import sys, xml.etree.ElementTree as E
print(sum(1 for p in E.parse(sys.argv[1]).getroot().iter("piece")
          if p.get("promotes") and p.get("count", "1") != "0"))' "$1"
}
for def in piecedefs/*.xml; do
    id=$(basename "$def" .xml)
    # in the order drawn (-raw): read by position, a row's piece glyph,
    # drawn at the row's middle, falls between the words of the line
    # beside it (Minishogi's 'May 歩兵 promote ... to Tokin' at 7 pt)
    words=$(pdftotext -raw "$tmp/book/$id/$id-components.pdf" - 2>/dev/null | tr -s ' \n' '  ')
    cards=$(printf '%s' "$words" | grep -o 'Quick reference' | wc -l)
    [ "$cards" -ge 2 ] || continue
    if grep -q 'cells="points"' "$def"; then
        # pieces on a board of points step to points, on the cards as in the booklet
        n=$(printf '%s' "$words" | grep -oi 'square' | wc -l)
        if [ "$n" = 0 ]; then ok "cards $id: points, not squares"; else fail "cards $id: 'square' $n times on a board of points"; fi
    fi
    want=$(promoting "$def")
    got=$(printf '%s' "$words" | grep -o 'promote to' | wc -l)
    if [ "$got" -ge $((2 * want)) ]; then
        ok "cards $id: what each of $want promoting pieces becomes"
    else
        fail "cards $id: 'promote to' $got times for $want promoting pieces on two cards"
    fi
done
# Wording a player stumbled on (session 20 review): Capablanca's "the one
# of his 1920s games"; Sittuyin's end of the game "left to agreement",
# which now says plainly that the set sets no count and what players do.
words=$(pdftotext "$tmp/book/capablanca/capablanca-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"the one of his 1920s games"*) fail "capablanca: 'the one of his 1920s games'" ;;
    *"the arrangement of his games in the 1920s"*) ok "capablanca: its back rank's source in plain words" ;;
    *) fail "capablanca: no word on its back rank's source" ;; esac
words=$(pdftotext "$tmp/book/sittuyin/sittuyin-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"leaves to agreement"*|*"counting rule agreed beforehand"*) fail "sittuyin: the end of the game left to agreement" ;;
    *"Sittuyin has no counting rule that all its players share, and this set sets none."*"fifty moves without a capture or a Pawn move"*)
    ok "sittuyin: long endings said plainly" ;;
    *) fail "sittuyin: nothing on long endings" ;; esac
# The spare pieces drawn beside the cover's board, in a sentence (session
# 20 review: "Spare pieces, drawn dashed beside the board, for each
# player: Queen." read as a form).
words=$(pdftotext "$tmp/book/chess/chess-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"Spare pieces, drawn dashed"*) fail "chess: the spares said as a form" ;;
    *"Beside the board, drawn dashed: each player's spare Queen."*) ok "chess: the spare Queens in a sentence" ;;
    *) fail "chess: nothing on the spare Queens" ;; esac
# The Rook's gallery entry names the King it castles with (session 20
# review: "a piece that castles may move towards it" left a new player
# guessing which piece).
case $words in *"a piece that castles"*) fail "chess: the Rook's castling names no King" ;;
    *"Castling: while neither has moved, the King may move towards it, and it then jumps over the King to the square the King crossed."*)
    ok "chess: the Rook's castling names the King" ;;
    *) fail "chess: no castling words in the Rook's entry" ;; esac
# Grand Chess says its Pawn's promotion once, in its section "Promotion":
# may on the 8th or 9th rank, must on the 10th, only to a captured piece;
# the Pawn's gallery entry sends the player there (session 20 review: the
# entry and the section both said it all).
words=$(pdftotext "$tmp/book/grand/grand-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
said=$(printf '%s' "$words" | grep -o "reaches the 8th or 9th rank (Black: the 3rd or 2nd) may promote" | wc -l)
again=$(printf '%s' "$words" | grep -o -i 'reaches your 8th\|stays a Pawn\|must on its 10th rank' | wc -l)
sent=$(printf '%s' "$words" | grep -o 'Promotes to a piece its side has lost: see Promotion, below' | wc -l)
if [ "$said" = 1 ] && [ "$again" = 0 ] && [ "$sent" = 1 ]; then ok "grand: the Pawn's promotion said once, in its section"
else fail "grand: the Pawn's promotion section $said times, again $again times, pointer $sent times"; fi
card=$(pdftotext "$tmp/book/grand/grand-components.pdf" - 2>/dev/null | tr -s ' \n' '  ' | grep -o 'With none lost, it may not step there' | wc -l)
if [ "$card" = 2 ]; then ok "grand cards: a Pawn with nothing to take back may not enter the last rank"
else fail "grand cards: the last-rank rule on $card cards, not 2"; fi
# The crest game tells how to show a turned-up man that has not moved (it
# cannot be captured: players asked how to mark it) and that a man may stop
# on a crown, where only a King on it makes the move an attack.
words=$(pdftotext "$tmp/book/crest/crest-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"Set the man you turn up crosswise,"*"Set it straight when it first moves."*"A man may stop on any square it can reach, a crown, an X or a diamond included"*"on its crown or anywhere else, is an attack"*)
    ok "crest: an unmoved face-up man lies crosswise; men may stop on a crown" ;;
    *) fail "crest: no crosswise mark for an unmoved man, or nothing on men and crowns" ;; esac
# The rotation game marks its start squares on the board (its key names
# them) and says in one list where a move may end: empty, enemy (captures
# all there), own single tile (a group, only for a tile that was single).
words=$(pdftotext "$tmp/book/rotation/rotation-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"Position marks (20 on the board): the start squares"*"Where a move may end."*"it captures everything there"*"only if the tile that moves stood on its own before this move"*)
    ok "rotation: start squares marked; where a move may end in one list" ;;
    *) fail "rotation: start squares unmarked, or no list of where a move may end" ;; esac
# Sittuyin's free deployment comes with sample deployments a first-time
# player can copy, each legal for the definition (tests/tools/sample_deploy.py).
if res=$(python3 tests/tools/sample_deploy.py piecedefs/sittuyin.xml "$tmp/book/sittuyin/sittuyin-booklet.pdf" 2>&1); then
    ok "sittuyin: $res"
else
    fail "sittuyin samples: $res"
fi
# How the shogi games end, said in full (issue 30, player reviews): Shogi,
# as Minishogi and Tori Shogi, that a player with no legal move loses; Chu
# Shogi the Association's bare-King win, which its players reach.
words=$(pdftotext "$tmp/book/shogi/shogi-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"so does a player who has no legal move or drop at all"*)
    ok "shogi: no legal move loses" ;;
    *) fail "shogi: nothing on a player with no legal move" ;; esac
words=$(pdftotext "$tmp/book/chu-shogi/chu-shogi-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"bare King"*"with the very next move: then the game is drawn"*)
    ok "chu-shogi: the bare-King win" ;;
    *) fail "chu-shogi: nothing on a bare King" ;; esac
# Makruk teaches each piece's moves once, in its gallery entry (issue 30,
# player review: a list in "Moving and capturing" said them first), and
# says plainly what Makruk is ("an old branch of the family that chess
# belongs to" read clumsily).
# (pages 1-3: the guide's page pictures the cards, which say it too)
words=$(pdftotext -l 3 "$tmp/book/makruk/makruk-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
n=$(printf '%s' "$words" | grep -o -i 'one square in any direction' | wc -l)
case $words in *"branch of the family"*) fail "makruk: 'an old branch of the family' in The game" ;;
    *) if [ "$n" = 1 ]; then ok "makruk: the Khun's move said once"
       else fail "makruk: the Khun's move said $n times"; fi ;; esac
# Chu Seireigi's hand prints as two trays a player; the setup says so (issue
# 30, player review: "Place your hand tray" left the second tray unexplained).
words=$(pdftotext "$tmp/book/chu-seireigi/chu-seireigi-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"Your hand, where your captured pieces wait, is two trays"*) ok "chu-seireigi: a hand of two trays explained" ;;
    *) fail "chu-seireigi: the booklet does not say each hand is two trays" ;; esac
# Chu Shogi's note on the backs names what the key draws (a plus in the
# piece): it promised "the dot in the diagram's centre that the key
# describes", and the key has no such dot.
words=$(pdftotext "$tmp/book/chu-shogi/chu-shogi-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"dot in the diagram's centre"*) fail "chu-shogi: a centre dot the key does not describe" ;;
    *) ok "chu-shogi: the backs' marks as the key draws them" ;; esac
# A key's words name what the diagrams draw: a capture-only step is a cross,
# not "a crossed dot" (Chess's and three other sets' move rules said that).
for id in chess shatranj grand capablanca; do
    n=$(pdftotext "$tmp/book/$id/$id-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ' | grep -o 'crossed dot' | wc -l)
    if [ "$n" = 0 ]; then ok "$id: no crossed dot where a cross is drawn"
    else fail "$id: \"crossed dot\" said $n times, the diagrams draw a cross"; fi
done
# The printing guide says where the forward arrow is: on both faces only
# where every folded piece's back carries it (issue 30, Dobutsu: the Lion's,
# Giraffe's and Elephant's plain backs show their name alone).
for id in dobutsu chu-shogi crest; do
    n=$(pdftotext "$tmp/book/$id/$id-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ' | grep -o 'points at it,* on both faces' | wc -l)
    if [ "$n" = 0 ]; then ok "$id: the arrow not promised on plain backs"
    else fail "$id: guide says the arrow is on both faces; plain backs have none"; fi
done
# A zone's key says what the board draws, in one clause: Grand's outline
# (its four dots went unseen on the chequer; issue 30, Grand review), and
# no "two dots ..., mark its edge" (hard to parse) in any booklet.
words=$(pdftotext "$tmp/book/grand/grand-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"ranks 8 to 10: a heavy line on the board outlines them"*) ok "grand: the key says the zone's outline" ;;
    *) fail "grand: the key does not say how the promotion zone is drawn" ;; esac
n=$(for f in "$tmp"/book/*/*-booklet.pdf; do pdftotext "$f" - 2>/dev/null | tr -s ' \n' '  '; done | grep -c 'mark its edge')
if [ "$n" = 0 ]; then ok "no booklet says 'two dots ..., mark its edge'"
else fail "a booklet says 'two dots ..., mark its edge'"; fi
# A whole-width zone's edge is a line across the board: "the line through
# the two dots 3 files in from each side" read as a file (issue 30, the
# Shogi, Minishogi and Chu Seireigi reviews of session 21).
for f in "$tmp"/book/*/*-booklet.pdf; do pdftotext "$f" - 2>/dev/null | tr -s ' \n' '  '; echo; done >"$tmp/books"
n=$(grep -Ec 'two dots [0-9]+ files? in' "$tmp/books")
m=$(grep -c 'line across the board that carries the two dots' "$tmp/books")
if [ "$n" = 0 ] && [ "$m" -ge 4 ]; then ok "zone edges said as a line across the board ($m booklets)"
else fail "zone edges: $n booklets count files in to the dots, $m say the line across"; fi
# Dobutsu's key says only what its pieces print: dots round an animal, the
# band's arrow, plus and crown; no grid cells and no drawn piece mark.
words=$(pdftotext "$tmp/book/dobutsu/dobutsu-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"The piece itself"*|*"Steps to this square"*) fail "dobutsu key describes grid cells the set does not draw" ;;
    *"Key. A dot beside the animal"*) ok "dobutsu key: the marks its pieces print" ;;
    *) fail "dobutsu: no key" ;; esac
# A Pawn's card and gallery entry say when en passant may be taken (issue
# 30, Chess review: the card named it with no condition), after the double
# step it depends on (session 18 review: it came before), in the words
# that brought Chess's card entry from 13 lines to 11 (session 20).
for id in chess grand capablanca; do
    n=$(pdftotext "$tmp/book/$id/$id-components.pdf" - 2>/dev/null | tr -s ' \n' '  ' | grep -o 'Its first move may be two squares forward, if both are empty. En passant: right after an enemy Pawn moves two squares to stand beside it, it may take that Pawn as if it had moved one' | wc -l)
    if [ "$n" = 2 ]; then ok "$id: both cards say when en passant may be taken"
    else fail "$id: $n of 2 cards say when en passant may be taken"; fi
done
# The crest game says that moving the King is one of a crest turn's two
# actions, not a third (issue 30, review; the seed: "You can act twice.
# King who can't usually move can."): in the rules, the King's entry and
# both quick-reference cards.
book=$(pdftotext "$tmp/book/crest/crest-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
cards=$(pdftotext "$tmp/book/crest/crest-components.pdf" - 2>/dev/null | tr -s ' \n' '  ' | grep -o "a King's move may be one of them" | wc -l)
case $book in *"your King may move, and its move is one of the two."*"as one of its two actions"*|*"as one of its two actions"*"your King may move, and its move is one of the two."*)
    if [ "$cards" = 2 ]; then ok "crest: the King's move is one of the two actions (rules, gallery, 2 cards)"
    else fail "crest: $cards of 2 cards say the King's move is one of the two"; fi ;;
    *) fail "crest: the rules leave open whether the King's move is one of the two actions" ;; esac
# Xiangqi's Soldier's two diagrams are labelled, and its repetition rule
# says who must vary and when (issue 30, review: the first diagram had no
# label; "when positions start to repeat" was unclear).
words=$(pdftotext "$tmp/book/xiangqi/xiangqi-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"before the river"*"across the river"*"you must now play a move that does not repeat it"*)
    ok "xiangqi: Soldier's diagrams labelled; repetition rule plain" ;;
    *) fail "xiangqi: Soldier's first diagram unlabelled, or the repetition rule unclear" ;; esac
# Jungi names the Emperor's move one way, "two steps" (the heading said
# "double step", the Pawn's word, the transit rule "two steps"), and says
# its jumps once, in its entry (the paragraph added "leaps to any square
# two away"); the Hobbling rule's plain stars have no stray comma before
# "are never blocked" (issue 30, session 19 review).
words=$(pdftotext "$tmp/book/jungi/jungi-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"Emperor's double step"*|*"square two away"*|*"jump, are never blocked"*)
    fail "jungi: the Emperor's move said two ways, or the Hobbling sentence's stray comma" ;;
    *"The Emperor's two steps."*"first square of an Emperor's two steps"*|*"first square of an Emperor's two steps"*"The Emperor's two steps."*)
    ok "jungi: the Emperor's two steps named one way; Hobbling sentence" ;;
    *) fail "jungi: no 'The Emperor's two steps.'" ;; esac
# A new player's read of Jungi's booklet (session 20): promotion named
# where "It is compulsory" could be the piece; a piece's "each face", not
# "each side" (the players' sides); the pieces that make transit captures
# named, not "one of certain pieces"; no garden path in About this set.
case $words in *"It is compulsory"*|*"what each side does"*|*"one of certain pieces"*|*"which leaps a piece in between can block"*)
    fail "jungi: a sentence a new player stumbles on (session 20 read-through)" ;;
    *) ok "jungi: read-through wording" ;; esac
# Rules that old sources disagree on are flagged where the booklet states
# them (issue 30): Shatranj's stalemate win is one historical reading (10th-
# century Arabic; 9th-century India gave the stalemated player the game);
# Sittuyin's end section names stalemate (only the opening bullets did), and
# its promotion's "may not attack" is one convention (Fairy-Stockfish and
# chessvariants.com forbid only a promotion that gives check).
words=$(pdftotext "$tmp/book/shatranj/shatranj-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
case $words in *"stalemating the other player (one historical reading"*)
    ok "shatranj: the stalemate win flagged as one historical reading" ;;
    *) fail "shatranj: the stalemate win stated as fact" ;; esac
words=$(pdftotext "$tmp/book/sittuyin/sittuyin-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
end=${words#*Check and the end of the game}
end=${end%%Making the set*}
case $end in *stalemate*) ok "sittuyin: stalemate told with the end of the game" ;;
    *) fail "sittuyin: 'Check and the end of the game' says nothing of stalemate" ;; esac
case $words in *"a promotion never gives check (one convention"*) ok "sittuyin: the promotion's no-attack rule flagged as one convention" ;;
    *) fail "sittuyin: the new General's no-attack rule stated as fact" ;; esac
# Shogi's and Chu Seireigi's gallery values are the impasse count's, and say
# so (value-label): "1 point / 5 points" read as the pieces' worth before the
# impasse rule, pages later, explained them (issue 30).
for id in shogi chu-seireigi; do
    words=$(pdftotext "$tmp/book/$id/$id-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
    # a gallery head: "Rook ×1 飛車 5 points at impasse"
    vals=$(printf '%s' "$words" | grep -o '×[0-9][0-9]*[^×.:]\{0,30\} [0-9][0-9]* points\{0,1\} [a-z]*')
    all=$(printf '%s\n' "$vals" | grep -c 'point')
    bare=$(printf '%s\n' "$vals" | grep 'point' | grep -vc ' at$')
    if [ "$all" -gt 0 ] && [ "$bare" = 0 ]; then ok "$id gallery: its $all values say 'at impasse'"
    else fail "$id gallery: $bare of $all values not labelled as the impasse count"; fi
done
# Every set of fold-over pieces tells players to score the fold before
# folding: card folded unscored cracks and springs open (issue 30).
for def in $(grep -l '<components form="fold"' piecedefs/*.xml); do
    id=$(basename "$def" .xml)
    words=$(pdftotext "$tmp/book/$id/$id-booklet.pdf" - 2>/dev/null | tr -s ' \n' '  ')
    case $words in *"core the dotted line with a ruler and a blunt point, fold"*|*"core each piece's dotted line with a ruler and a blunt point, fold"*|*"core the line first with a ruler and a blunt point, then fold"*)
        ok "$id guide: score the fold line first" ;;
        *) fail "$id guide: folds card without scoring the line" ;; esac
done
finish
