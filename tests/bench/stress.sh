#!/bin/sh
# stress.sh SIZE PIECES: prints a valid definition of a SIZE x SIZE board
# with PIECES pieces in all (half a side), for the scaling check of make bench.
set -eu
size=$1
pieces=$2
per_side=$((pieces / 2))
types=10
count=$((per_side / types))
files=""; ranks=""
i=1
while [ $i -le "$size" ]; do files="$files f$i"; ranks="$ranks r$i"; i=$((i + 1)); done
cat <<HEAD
<?xml version="1.0" encoding="UTF-8"?>
<variant id="stress-$size-$pieces" name="Stress $size x $size, $pieces pieces">
  <side id="first" name="South" colour="#000000" print="outline"/>
  <side id="second" name="North" colour="#000000" print="filled"/>
  <board files="$size" ranks="$size" cells="squares" file-names="$files" rank-names="$ranks">
    <coords edge="bottom"/>
    <coords edge="left"/>
  </board>
  <components form="fold" face="diagram" back="none"/>
HEAD
t=1
while [ $t -le $types ]; do
    royal=""
    c=$count
    if [ $t = 1 ]; then royal=' royal="yes"'; fi
    cat <<PIECE
  <piece id="p$t" name="Piece $t" count="$c"$royal>
    <moves betza="K"/>
    <diagram>
      o o o
      o @ o
      o o o
    </diagram>
  </piece>
PIECE
    t=$((t + 1))
done
echo '  <setup side="first">'
n=0
t=1
while [ $t -le $types ]; do
    k=0
    while [ $k -lt $count ]; do
        x=$((n % size + 1)); y=$((n / size + 1))
        echo "    <place piece=\"p$t\" at=\"f${x}r$y\"/>"
        n=$((n + 1)); k=$((k + 1))
    done
    t=$((t + 1))
done
echo '  </setup>'
echo '  <setup side="second" rotate="first"/>'
echo '  <rules><section title="Stress"><p>A generated definition for timing.</p><piece-gallery/></section></rules>'
echo '</variant>'
