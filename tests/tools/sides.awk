# sides.awk: how differently the two sides of a set print in grey (make check).
# Input lines: PIECE SIDE MEAN B1..B36 (from pagestat); for each piece with a face on
# both sides, the mean absolute difference of the first face's blocks.
!(($1, $2) in seen) {
    seen[$1, $2] = 1
    for (i = 4; i <= NF; i++) g[$1, $2, i] = $i
    nb = NF
    pieces[$1] = 1
}
END {
    min = 2
    for (p in pieces) {
        if (!((p, 0) in seen) || !((p, 1) in seen)) continue
        d = 0
        for (i = 4; i <= nb; i++) { x = g[p, 0, i] - g[p, 1, i]; d += x < 0 ? -x : x }
        d /= nb - 3
        if (d < min) { min = d; which = p }
    }
    printf "%.3f %s\n", min, which
}
