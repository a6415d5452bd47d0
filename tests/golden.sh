#!/bin/sh
# golden.sh: rendered pages as reviewable pictures.
#   golden.sh update         rewrite tests/golden/ from the current renders
#   golden.sh check          compare every page with tests/golden/; prints
#                            "ok ..." or "FAIL ..." per page, diff images in
#                            output/diff/golden/
# Pages are rasterised grey at 40 dpi: small files, yet one changed diagram
# cell shows (build/pngdiff weighs how much ink moved, see pngdiff.c).
# Every set on A4 (tests/golden/<id>/), one set on each other paper
# (tests/golden/<paper>/<id>/) and one A5 booklet, imposed
# (tests/golden/a5/<id>/), to keep the references small.
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
# "paper id [a5]" per line; A4 pages go to tests/golden/<id>/
sets=$(for def in piecedefs/*.xml; do echo "a4 $(basename "$def" .xml)"; done
       echo "letter crest"; echo "a4-letter-safe xiangqi"; echo "a4 xiangqi a5")
echo "$sets" | while read -r paper id form; do
    if [ -n "$form" ]; then dir=$form/$id; elif [ "$paper" = a4 ]; then dir=$id; else dir=$paper/$id; fi
    if ! build/pnpgen render "piecedefs/$id.xml" --layout "layouts/$paper.xml" \
        ${form:+--booklet "$form"} -o "$work/pdf/$dir" >"$work/log" 2>&1; then
        echo "FAIL golden $dir: render failed: $(head -3 "$work/log")"
        continue
    fi
    # the A5 entry keeps only its booklet: its components are the A4 ones
    [ -n "$form" ] && rm -f "$work/pdf/$dir/$id-components.pdf" "$work/pdf/$dir/$id-design.pdf"
    mkdir -p "$work/new/$dir"
    for pdf in "$work/pdf/$dir"/*.pdf; do
        doc=$(basename "$pdf" .pdf)
        raster "$pdf" "$work/new/$dir" "${doc#"$id"-}"
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
(cd "$work/new" && find . -name '*.png' | sed 's|^\./||' | sort) >"$work/new.list"
while read -r rel; do
    dir=$(dirname "$rel") page=$(basename "$rel" .png)
    name=$(echo "$dir" | tr / -)
    if [ ! -f "tests/golden/$rel" ]; then
        echo "FAIL golden $dir $page: new page, no reference (run make golden if intended)"
        continue
    fi
    if result=$(build/pngdiff "tests/golden/$rel" "$work/new/$rel" "output/diff/golden/$name-$page.png"); then
        echo "ok   golden $dir $page"
    else
        echo "FAIL golden $dir $page: $result (ink moved: how far the changed pixels' grey levels moved, summed, in pixels turned from white to black; moves of 16 levels or less are ignored); reference | now | changes: output/diff/golden/$name-$page.png"
    fi
done <"$work/new.list"
(cd tests/golden && find . -name '*.png' | sed 's|^\./||' | sort) | while read -r rel; do
    [ -f "$work/new/$rel" ] || echo "FAIL golden $(dirname "$rel") $(basename "$rel" .png): page removed (run make golden if intended)"
done
