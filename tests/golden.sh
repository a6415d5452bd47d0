#!/bin/sh
# golden.sh: rendered pages as reviewable pictures.
#   golden.sh update         rewrite tests/golden/ from the current renders
#   golden.sh check          compare every page with tests/golden/; prints
#                            "ok ..." or "FAIL ..." per page, diff images in
#                            output/diff/golden/
# Pages are rasterised grey at 40 dpi: small files, yet one changed diagram
# cell shows (build/pngdiff weighs how much ink moved, see pngdiff.c).
set -u
mode=${1:-check}
cd "$(dirname "$0")/.." || exit 2
DPI=40
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

raster() { # raster PDF DIR PREFIX
    n=$(pdfinfo "$1" | awk '/^Pages:/ {print $2}')
    i=1
    while [ "$i" -le "$n" ]; do
        pdftoppm -png -gray -r $DPI -f "$i" -l "$i" -singlefile "$1" "$2/$3-p$(printf %02d "$i")"
        i=$((i + 1))
    done
}

mkdir -p "$work/new"
for def in piecedefs/*.xml; do
    id=$(basename "$def" .xml)
    if ! build/pnpgen render "$def" -o "$work/pdf/$id" >"$work/log" 2>&1; then
        echo "FAIL golden $id: render failed: $(head -3 "$work/log")"
        continue
    fi
    mkdir -p "$work/new/$id"
    for pdf in "$work/pdf/$id"/*.pdf; do
        doc=$(basename "$pdf" .pdf)
        raster "$pdf" "$work/new/$id" "${doc#"$id"-}"
    done
done

if [ "$mode" = update ]; then
    rm -rf tests/golden
    mkdir -p tests/golden
    cp -r "$work/new/." tests/golden/
    echo "golden: wrote $(find tests/golden -name '*.png' | wc -l) pages ($(du -sh tests/golden | cut -f1))"
    exit 0
fi

mkdir -p output/diff/golden
rm -f output/diff/golden/*.png
for new in "$work"/new/*/*.png; do
    id=$(basename "$(dirname "$new")")
    page=$(basename "$new" .png)
    ref="tests/golden/$id/$page.png"
    if [ ! -f "$ref" ]; then
        echo "FAIL golden $id $page: new page, no reference (run make golden if intended)"
        continue
    fi
    if result=$(build/pngdiff "$ref" "$new" "output/diff/golden/$id-$page.png"); then
        echo "ok   golden $id $page"
    else
        echo "FAIL golden $id $page: $result; see output/diff/golden/$id-$page.png"
    fi
done
for ref in tests/golden/*/*.png; do
    [ -f "$ref" ] || continue
    id=$(basename "$(dirname "$ref")")
    page=$(basename "$ref" .png)
    [ -f "$work/new/$id/$page.png" ] || echo "FAIL golden $id $page: page removed (run make golden if intended)"
done
