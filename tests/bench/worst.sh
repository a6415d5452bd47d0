#!/bin/sh
# worst.sh: prints a legal definition at the documented limits
# (piecedefs/README.md, "Limits"): a 40 x 40 board with 1,600 marks and 40
# zones, 200 piece types with 25 x 25 diagrams and 4 options, 2,000 printed
# pieces, chips and hand slots, 20 chip types, 50 notes, 100 sections of
# paragraphs and bullet points up to the text limit, 50 piece figures. It
# measures that the worst legal file renders in bounded time and memory.
# A game with drops prints both sides alike (validate warns otherwise).
set -eu
files=""; ranks=""
i=1
while [ $i -le 40 ]; do files="$files f$i"; ranks="$ranks r$i"; i=$((i + 1)); done
word() { printf 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod '; }
echo '<?xml version="1.0" encoding="UTF-8"?>'
echo '<variant id="worst" name="Worst legal case" drops="yes">'
i=0; while [ $i -lt 50 ]; do echo "  <note>Note $i: $(word)</note>"; i=$((i + 1)); done
i=0; while [ $i -lt 4 ]; do echo "  <option id=\"o$i\" name=\"Option $i\">Option $i: $(word)</option>"; i=$((i + 1)); done
cat <<'SIDES'
  <side id="first" name="South" colour="#ffffff" print="outline"/>
  <side id="second" name="North" colour="#000000" print="outline"/>
SIDES
echo "  <board files=\"40\" ranks=\"40\" cells=\"squares\" file-names=\"$files\" rank-names=\"$ranks\">"
i=1; while [ $i -le 20 ]; do
    echo "    <zone id=\"z$i\" side=\"first\" ranks=\"r$i\" mark=\"dots\" label=\"Zone $i of South\"/>"
    echo "    <zone id=\"z$i\" side=\"second\" ranks=\"r$((41 - i))\" mark=\"dots\" label=\"Zone $i of North\"/>"
    i=$((i + 1)); done
f=1; while [ $f -le 40 ]; do r=1; while [ $r -le 40 ]; do
    echo "    <mark at=\"f${f}r$r\" symbol=\"star\" label=\"Mark f$f r$r\"/>"
    r=$((r + 1)); done; f=$((f + 1)); done
echo '  </board>'
echo '  <components form="fold" face="diagram" back="promoted">'
i=1; while [ $i -le 20 ]; do
    echo "    <chip id=\"c$i\" count=\"1\" per=\"game\" front=\"star\" back=\"crown\" label-front=\"Chip $i\" label-back=\"Back $i\"/>"
    i=$((i + 1)); done
echo '  </components>'
# a 25 x 25 diagram of a King: the 8 neighbours of the centre
diag() {
    r=0; while [ $r -lt 25 ]; do
        line=""; c=0; while [ $c -lt 25 ]; do
            if [ $r = 12 ] && [ $c = 12 ]; then s=@
            elif [ $((r - 12)) -ge -1 ] && [ $((r - 12)) -le 1 ] && [ $((c - 12)) -ge -1 ] && [ $((c - 12)) -le 1 ]; then s=o
            else s=.; fi
            line="$line $s"; c=$((c + 1)); done
        echo "     $line"; r=$((r + 1)); done
}
D=$(diag)
# 200 types; 4 x 246 + 1 x 2 ... : 2 x (sum of counts) + 20 chips + 2 x 30 slots = 2,000
p=1; while [ $p -le 200 ]; do
    count=4; [ $p -le 60 ] && count=5
    royal=""; [ $p = 1 ] && royal=' royal="yes"'
    echo "  <piece id=\"p$p\" name=\"Piece number $p with a long name\" short=\"P$p\" count=\"$count\"$royal>"
    echo '    <moves betza="K"/>'
    o=0; while [ $o -lt 3 ]; do echo "    <moves betza=\"K\" option=\"o$o\"/>"; o=$((o + 1)); done
    echo "    <diagram>"; echo "$D"; echo "    </diagram>"
    echo '  </piece>'
    p=$((p + 1)); done
echo '  <setup side="first">'
p=1; while [ $p -le 200 ]; do
    count=4; [ $p -le 60 ] && count=5
    echo "    <place piece=\"p$p\" at=\"f$(( (p - 1) % 40 + 1 ))r$(( (p - 1) / 40 + 1 ))\"/>"
    echo "    <place piece=\"p$p\" at=\"f$(( (p - 1) % 40 + 1 ))r$(( (p - 1) / 40 + 6 ))\"/>"
    echo "    <place piece=\"p$p\" in=\"hand\" count=\"$((count - 2))\"/>"
    p=$((p + 1)); done
echo '  </setup>'
echo '  <setup side="second" rotate="first"/>'
echo '  <hand side="first" slots="110"/>'
echo '  <hand side="second" slots="110"/>'
echo '  <rules>'
s=1; while [ $s -le 100 ]; do
    echo "    <section title=\"Section $s\">"
    k=0; while [ $k -lt 10 ]; do
        echo "      <p>Paragraph $k of section $s: <b>bold</b> and <i>italic</i> $(word)</p>"
        k=$((k + 1)); done
    [ $s -le 50 ] && echo "      <piece-figure piece=\"p$s p$((s + 1)) p$((s + 2)) p$((s + 3))\" rotations=\"4\"/>"
    [ $s = 1 ] && echo '      <setup-diagram/><piece-gallery/><legend/><board-key/><printing-guide/>'
    echo '    </section>'
    s=$((s + 1)); done
echo '  </rules>'
echo '</variant>'
