#!/bin/sh
# papers.sh: every set on every paper pnpgen ships (called by run.sh).
#   For layouts/a4.xml, letter.xml and a4-letter-safe.xml: every set renders
#   under ASan+UBSan; every page is the layout's paper (portrait or
#   landscape, to 0.01 mm); and on every page, rasterised, the ink keeps the
#   layout's margin from the paper edge (to one pixel: a hairline on the
#   margin touches the pixel that holds it). Prints "ok ..." / "FAIL ..."
#   lines, and one "sheets" line per paper for the record.
set -u
cd "$(dirname "$0")/.." || exit 2
ASAN=build/asan/pnpgen
DPI=100
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
clean_stderr() { ! grep -q -E "ERROR: (Address|Leak)Sanitizer|runtime error:" "$1"; }
attr() { # attr FILE ELEMENT NAME: an attribute of the layout's element
    sed -n "s/.*<$2 [^>]*$3=\"\([^\"]*\)\".*/\1/p" "$1" | head -1
}

for paper in a4 letter a4-letter-safe; do
    layout=layouts/$paper.xml
    pw=$(attr "$layout" paper width) ph=$(attr "$layout" paper height) margin=$(attr "$layout" paper margin)
    sheets=
    for def in piecedefs/*.xml; do
        id=$(basename "$def" .xml)
        out=$tmp/$paper/$id
        if ! $ASAN render "$def" --layout "$layout" -o "$out" >"$tmp/out" 2>"$tmp/err" \
            || ! clean_stderr "$tmp/err" || [ -s "$tmp/err" ]; then
            echo "FAIL render $id on $paper (ASan+UBSan): $(head -3 "$tmp/err")"
            continue
        fi
        echo "ok   render $id on $paper (ASan+UBSan)"
        pages() { pdfinfo "$out/$id-$1.pdf" | awk '/^Pages:/ {print $2}'; }
        sheets="$sheets $id $(pages components)+$(pages booklet)"
        for pdf in "$out"/*.pdf; do
            doc=$(basename "$pdf" .pdf)
            bad=$(pdfinfo -f 1 -l 999 "$pdf" | awk -v W="$pw" -v H="$ph" '/^Page +[0-9]+ size:/ {
                w = $4 * 25.4 / 72; h = $6 * 25.4 / 72
                if (!((w - W)^2 < 0.0001 && (h - H)^2 < 0.0001) &&
                    !((w - H)^2 < 0.0001 && (h - W)^2 < 0.0001)) print "page " $2 ": " w " x " h " mm" }')
            if [ -z "$bad" ]; then ok_size="ok  "; else ok_size=FAIL; fi
            echo "$ok_size $paper pages ($pw x $ph mm) $doc${bad:+: $bad}"
            rm -rf "$tmp/r" && mkdir -p "$tmp/r"
            pdftoppm -png -gray -r $DPI "$pdf" "$tmp/r/p"
            close=$(for p in "$tmp"/r/*.png; do
                printf '%s ' "$(basename "$p" .png)"; build/inkbox "$p" $DPI
            done | awk -v m="$margin" -v px="$(awk -v d=$DPI 'BEGIN { print 25.4 / d }')" '
                $4 == "blank" { next }
                { for (i = 4; i <= 7; i++) if ($i < m - px - 1e-9)
                      print $1 " " substr("LTRB", i - 3, 1) " " $i " mm" }')
            if [ -z "$close" ]; then
                echo "ok   $paper ink at least $margin mm from the edge: $doc"
            else
                echo "FAIL $paper ink at least $margin mm from the edge: $doc: $(echo "$close" | head -3 | tr '\n' ';')"
            fi
        done
    done
    echo "sheets on $paper (components+booklet pages):$sheets"
done
