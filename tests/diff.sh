#!/bin/sh
# diff.sh: what a change does to the printed pages, as pictures.
#   diff.sh [BASE]             build BASE (a git revision, default HEAD) in a
#                              temporary worktree with its own Makefile, render
#                              every piecedefs/*.xml of each tree with that
#                              tree's pnpgen, rasterise every page of both at
#                              DIFF_DPI (default 60) and compare them
#   diff.sh --dirs OLD NEW     compare two folders of rasterised pages named
#                              <id>-<doc>-pNN.png (as `pnpgen render --png`
#                              writes them)
# For each page that differs it writes DIFF_OUT/<id>-<doc>-pNN.png (base | new
# | changes, changed pixels red on a faded page) and prints a line such as
#   chu-seireigi booklet p07: 1.8% pixels changed (5012 pixels)
# to stdout and DIFF_OUT/summary.txt (DIFF_OUT defaults to output/diff);
# pages added or removed are listed too. Exit 0 when every page is
# identical, 1 when pages differ, 2 when something could not be built,
# rendered or read.
set -u
cd "$(dirname "$0")/.." || exit 2
DPI=${DIFF_DPI:-60}
OUT=${DIFF_OUT:-output/diff}
PNGDIFF=$PWD/build/pngdiff

tmp=$(mktemp -d)
worktree=
cleanup() {
    if [ -n "$worktree" ]; then
        git worktree remove --force "$worktree" >/dev/null 2>&1
        git worktree prune >/dev/null 2>&1
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 2' HUP INT TERM

die() { echo "diff: $*" >&2; exit 2; }

# raster PDF DIR: every page as DIR/<pdf name>-pNN.png
raster() {
    name=$(basename "$1" .pdf)
    pdftoppm -png -r "$DPI" "$1" "$tmp/pages" || return 1
    for f in "$tmp"/pages-*.png; do
        [ -f "$f" ] || continue
        n=${f##*-}
        mv "$f" "$2/$name-p$(printf %02d "$(expr "${n%.png}" + 0)").png"
    done
}

# render TREE BINARY DIR: every set of TREE, rasterised into DIR; a set that
# fails is reported and leaves no pages
render_tree() {
    mkdir -p "$3"
    for def in "$1"/piecedefs/*.xml; do
        [ -f "$def" ] || continue
        id=$(basename "$def" .xml)
        layout=
        [ -f "$1/layouts/a4.xml" ] && layout="--layout $1/layouts/a4.xml"
        # shellcheck disable=SC2086
        if ! "$2" render "$def" $layout -o "$tmp/pdf/$3/$id" >"$tmp/log" 2>&1; then
            echo "$id: does not render in $(basename "$3"): $(head -3 "$tmp/log" | tr '\n' ' ')" \
                >>"$tmp/problems"
            continue
        fi
        for pdf in "$tmp/pdf/$3/$id"/*.pdf; do
            [ -f "$pdf" ] || continue
            raster "$pdf" "$3" || die "cannot rasterise $pdf"
        done
    done
}

# "chu-seireigi-booklet-p07.png" -> "chu-seireigi booklet p07"
label() {
    n=$(basename "$1" .png)
    rest=${n%-*}
    echo "${rest%-*} ${rest##*-} ${n##*-}"
}

# compare OLD NEW: the report; returns the exit status
compare() {
    [ -x "$PNGDIFF" ] || die "build/pngdiff is missing (make build/pngdiff)"
    mkdir -p "$OUT" || die "cannot create $OUT"
    rm -f "$OUT"/*.png "$OUT/summary.txt"
    sum="$tmp/summary"
    : >"$sum"
    [ -f "$tmp/problems" ] && cat "$tmp/problems" >>"$sum"
    same=0 changed=0 added=0 removed=0 status=0
    [ -s "$sum" ] && status=1
    for new in "$2"/*.png; do
        [ -f "$new" ] || continue
        page=$(basename "$new")
        old="$1/$page"
        if [ ! -f "$old" ]; then
            echo "$(label "$page"): page added" >>"$sum"
            added=$((added + 1))
            continue
        fi
        result=$("$PNGDIFF" --side-by-side "$old" "$new" "$OUT/$page")
        case $? in
        0) same=$((same + 1)) ;;
        1)
            echo "$(label "$page"): $result" >>"$sum"
            changed=$((changed + 1))
            ;;
        *) die "cannot compare $old and $new" ;;
        esac
    done
    for old in "$1"/*.png; do
        [ -f "$old" ] || continue
        page=$(basename "$old")
        if [ ! -f "$2/$page" ]; then
            echo "$(label "$page"): page removed" >>"$sum"
            removed=$((removed + 1))
        fi
    done
    [ $((changed + added + removed)) -gt 0 ] && status=1
    echo "$same identical, $changed changed, $added added, $removed removed" >>"$sum"
    if [ "$changed" -gt 0 ]; then
        echo "side by side (base | new | changes): $OUT/<id>-<doc>-pNN.png" >>"$sum"
    fi
    cp "$sum" "$OUT/summary.txt"
    cat "$sum"
    return $status
}

if [ "${1:-}" = --dirs ]; then
    [ $# -eq 3 ] && [ -d "$2" ] && [ -d "$3" ] || die "usage: diff.sh --dirs OLD NEW"
    compare "$2" "$3"
    exit $?
fi

base=${1:-HEAD}
rev=$(git rev-parse --verify --quiet "$base^{commit}") || die "'$base' is not a git revision"
command -v pdftoppm >/dev/null || die "pdftoppm is missing (apt-get install poppler-utils)"
make --no-print-directory -s build/pnpgen build/pngdiff >"$tmp/build.log" 2>&1 \
    || die "the working tree does not build: $(tail -5 "$tmp/build.log")"
worktree="$tmp/base"
git worktree add --detach "$worktree" "$rev" >"$tmp/log" 2>&1 \
    || die "git worktree add failed: $(cat "$tmp/log")"
echo "diff: building $base ($(git rev-parse --short "$rev"))..."
make -C "$worktree" -j"$(nproc 2>/dev/null || echo 2)" build/pnpgen >"$tmp/build.log" 2>&1 \
    || die "$base does not build: $(tail -5 "$tmp/build.log")"
echo "diff: rendering at $DPI dpi..."
render_tree "$worktree" "$worktree/build/pnpgen" "$tmp/base-pages"
render_tree "$PWD" "$PWD/build/pnpgen" "$tmp/new-pages"
compare "$tmp/base-pages" "$tmp/new-pages"
