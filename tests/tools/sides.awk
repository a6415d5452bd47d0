# sides.awk: how differently the two sides of a set print in grey (make check).
# Input lines: PIECE SIDE MEAN B1..B36 (from pagestat); for each piece with a face on
# both sides, the mean absolute difference of the first face's blocks, and the
# difference of the two faces' mean grey (their tone: a name band alone, a
# tenth of the face, moves it by about 0.07). Prints the least of each and the
# piece: BLOCKS PIECE TONE PIECE.
!(($1, $2) in seen) {
    seen[$1, $2] = 1
    for (i = 4; i <= NF; i++) g[$1, $2, i] = $i
    mean[$1, $2] = $3
    nb = NF
    pieces[$1] = 1
}
END {
    min = 2; tmin = 2
    for (p in pieces) {
        if (!((p, 0) in seen) || !((p, 1) in seen)) continue
        t = mean[p, 0] - mean[p, 1]; t = t < 0 ? -t : t
        if (t < tmin) { tmin = t; twhich = p }
        d = 0
        for (i = 4; i <= nb; i++) { x = g[p, 0, i] - g[p, 1, i]; d += x < 0 ? -x : x }
        d /= nb - 3
        if (d < min) { min = d; which = p }
    }
    printf "%.3f %s %.3f %s\n", min, which, tmin, twhich
}
