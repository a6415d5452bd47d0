#!/bin/sh
# 14-shogi.sh: the shogi set: the knight written ffN reads as two forward
# jumps; and no text on a component page of shogi or makruk (the names on
# their pieces) is under 6 pt.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/14-shogi.sh
. "$(dirname "$0")/lib.sh"
# --- the knight: ffN, the same under the old and the XBetza reading ---
$ASAN moves piecedefs/shogi.xml knight >"$tmp/out" 2>"$tmp/err"
if grep -qx "Knight: 2 moves" "$tmp/out" && grep -qx "  jump (-1,+2)" "$tmp/out" \
    && grep -qx "  jump (+1,+2)" "$tmp/out" && grep -qx "the drawn diagram matches" "$tmp/out"; then
    ok "shogi: the knight (ffN) jumps two forward and one across, as drawn"
else
    fail "shogi knight: $(head -4 "$tmp/out")"
fi

# --- legibility: every word on the component pages (the ruler's scale in
#     the footer aside) is at least 6 pt, on the classic sets that print
#     names on their pieces (tests/check/17-legibility.sh covers every set).
#     pdftotext -bbox gives each word's box; a line of DejaVu or a CJK face
#     is at least 1.16 times its size tall, so 6 pt is a box of 6.96 pt or
#     more. ---
for id in shogi makruk; do
    mkdir -p "$tmp/$id"
    if $ASAN render "piecedefs/$id.xml" --layout layouts/a4.xml -o "$tmp/$id" 2>"$tmp/err" \
        && clean_stderr "$tmp/err"; then
        small=$(pdftotext -bbox "$tmp/$id/$id-components.pdf" - 2>/dev/null | grep "<word" \
            | sed -E 's/.*yMin="([0-9.]+)".*yMax="([0-9.]+)">(.*)<\/word>/\1 \2 \3/' \
            | awk '$1 < 780 && $2 - $1 < 6.96 {print $3 " (" $2 - $1 " pt box)"}' | head -3)
        words=$(pdftotext -bbox "$tmp/$id/$id-components.pdf" - 2>/dev/null | grep -c "<word")
        if [ -z "$small" ] && [ "$words" -gt 60 ]; then
            ok "$id: no component text under 6 pt ($words words)"
        else
            fail "$id: component text under 6 pt: $small ($words words)"
        fi
    else
        fail "$id render: $(head -3 "$tmp/err")"
    fi
done

# --- Minishogi, Shogi and Tori Shogi (latin="yes") print every koma face's name in
#     Latin letters under its characters, fronts and promoted backs, at 6 pt
#     or more (issue 30, player reviews: "kanji-only fronts: a beginner cannot
#     read them"; only the King's and Gold's plain backs had names; Tori's
#     bird characters share their radicals). ---
for id in minishogi shogi tori-shogi; do
mkdir -p "$tmp/$id"
if $ASAN render "piecedefs/$id.xml" --layout layouts/a4.xml -o "$tmp/$id" 2>"$tmp/err" \
    && clean_stderr "$tmp/err"; then
    pdftotext -f 2 -l 2 -bbox "$tmp/$id/$id-components.pdf" - 2>/dev/null | grep "<word" \
        | sed -E 's/.*yMin="([0-9.]+)".*yMax="([0-9.]+)">(.*)<\/word>/\1 \2 \3/' >"$tmp/words"
    missing=""
    names="Rook Bishop Silver Pawn Dragon Horse +Silver Tokin"
    [ "$id" = shogi ] && names="$names Lance Knight +Lance +Knight"
    [ "$id" = tori-shogi ] && names="Phoenix Falcon Eagle Crane Pheasant Quail Swallow Goose"
    for name in $names; do
        n=$(awk -v w="$name" '$3 == w && $2 - $1 >= 6.96' "$tmp/words" | wc -l)
        [ "$n" -ge 2 ] || missing="$missing $name($n)"
    done
    if [ -z "$missing" ]; then ok "$id: every koma face names its piece in Latin letters, 6 pt or more"
    else fail "$id: faces without a Latin name of 6 pt:$missing"; fi
else
    fail "$id render: $(head -3 "$tmp/err")"
fi
done

finish
