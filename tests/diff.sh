#!/bin/sh
# diff.sh: what a change does to the printed pages, as pictures and text.
#   diff.sh [BASE]             compare the sets of revision BASE (default
#                              HEAD) with the working tree's
#   diff.sh --dirs OLD NEW     compare two folders of rasterised pages named
#                              <id>-<doc>-pNN.png (as `pnpgen render --png`
#                              writes them)
# Only what the change can touch is rendered: when nothing pnpgen is built
# or rendered from changed (generator/, the Makefile, the schemas, the
# template, layouts/a4.xml), BASE is not built and only the sets whose
# definition changed are rendered, both sides with this tree's pnpgen;
# otherwise BASE is built in a temporary git worktree and every set of
# both trees is rendered, each with its own pnpgen. Sets render
# DIFF_JOBS at a time (default: the number of cores).
# Settings (environment, or make diff VAR=...):
#   DIFF_DPI   rasterising resolution (default 60)
#   DIFF_OUT   the report's folder (default output/diff)
#   DIFF_JOBS  sets rendered at once (default nproc)
# The report, in DIFF_OUT:
#   index.html            base, new and every changed page (changed pages
#                         first, most changed first): the pictures side by
#                         side and the page's text diff; added, removed and
#                         identical pages listed after
#   <id>-<doc>-pNN.png    base | new | changes, changed pixels red on a
#                         faded page, the area around them tinted
#   <id>-<doc>-pNN.txt    the page's text, base against new (diff -u of
#                         pdftotext -layout): "Rook" -> "Castle" reads at once
#   summary.txt           one line a page that differs, as printed:
#                         chu-seireigi booklet p07: 1.8% pixels changed (5012 pixels)
# Exit 0 when every page is identical, 1 when pages differ, 2 when something
# could not be built, rendered or read. ./make.sh diff exits the same; make
# diff cannot (make itself exits 2 for any failure), and says which it was.
set -u
cd "$(dirname "$0")/.." || exit 2
DPI=${DIFF_DPI:-60}
OUT=${DIFF_OUT:-output/diff}
JOBS=${DIFF_JOBS:-$(nproc 2>/dev/null || echo 2)}
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

# One set rendered and rasterised (run by xargs, DIFF_JOBS at a time):
# render_one BINARY DEF LAYOUT PDFDIR PAGEDIR writes PAGEDIR/<doc>-pNN.png
# and .txt (the page's text); a set that does not render leaves a line in
# PAGEDIR/../problems and no pages.
render_one='
bin=$1 def=$2 layout=$3 pdfdir=$4 pages=$5 dpi=$6
id=$(basename "$def" .xml)
mkdir -p "$pdfdir" "$pages"
if ! "$bin" render "$def" --layout "$layout" -o "$pdfdir" >"$pdfdir/log" 2>&1; then
    echo "$id: does not render in $(basename "$pages"): $(head -3 "$pdfdir/log" | tr "\n" " ")" >>"$pages.problems"
    exit 0
fi
for pdf in "$pdfdir"/*.pdf; do
    [ -f "$pdf" ] || continue
    name=$(basename "$pdf" .pdf)
    pdftoppm -png -r "$dpi" "$pdf" "$pdfdir/$name-page" || { echo "$id: cannot rasterise $pdf" >>"$pages.problems"; exit 0; }
    for f in "$pdfdir/$name"-page-*.png; do
        n=${f##*-}; n=$(expr "${n%.png}" + 0); nn=$(printf %02d "$n")
        mv "$f" "$pages/$name-p$nn.png"
        pdftotext -layout -f "$n" -l "$n" "$pdf" "$pages/$name-p$nn.txt" 2>/dev/null || : >"$pages/$name-p$nn.txt"
    done
done
'

# render_sets TREE BINARY PAGEDIR ID...: those sets of TREE, in parallel
render_sets() {
    tree=$1 bin=$2 pages=$3
    shift 3
    mkdir -p "$pages"
    for id in "$@"; do
        [ -f "$tree/piecedefs/$id.xml" ] || continue
        printf '%s\n' "$bin" "$tree/piecedefs/$id.xml" "$tree/layouts/a4.xml" \
            "$tmp/pdf/$(basename "$pages")/$id" "$pages" "$DPI"
    done | xargs -r -d '\n' -n 6 -P "$JOBS" sh -c "$render_one" render_one || die "rendering failed"
}

# "chu-seireigi-booklet-p07.png" -> "chu-seireigi booklet p07"
label() {
    n=$(basename "$1" .png)
    rest=${n%-*}
    echo "${rest%-*} ${rest##*-} ${n##*-}"
}

html_escape() { sed 's/&/\&amp;/g; s/</\&lt;/g; s/>/\&gt;/g'; }

# report: index.html from the lists compare() made
report() {
    html="$OUT/index.html"
    {
        echo '<!DOCTYPE html><html><head><meta charset="utf-8"><title>pnpgen: pages changed</title>'
        echo '<style>body{font-family:sans-serif;margin:1em}img{max-width:100%;border:1px solid #999}'
        echo 'pre{background:#f4f4f4;padding:.5em;overflow:auto;font-size:12px}.add{color:#070}.del{color:#a00}'
        echo 'h2{margin-top:2em;border-top:1px solid #ccc;padding-top:.5em}</style></head><body>'
        echo "<h1>pnpgen: pages changed</h1>"
        echo "<p>base: <b>$(echo "$base_name" | html_escape)</b>; new: <b>$(echo "$new_name" | html_escape)</b>;"
        echo "$DPI dpi; $(tail -1 "$tmp/counts" | html_escape).</p>"
        if [ -s "$tmp/problems.all" ]; then
            echo "<h2>Problems</h2><pre>"; html_escape <"$tmp/problems.all"; echo "</pre>"
        fi
        if [ -s "$tmp/changed" ]; then
            echo "<h2>Changed pages, most changed first</h2><ul>"
            sort -t'	' -k1,1gr "$tmp/changed" | while IFS='	' read -r pct page result; do
                echo "<li><a href=\"#$page\">$(label "$page")</a>: $result</li>"
            done
            echo "</ul>"
            sort -t'	' -k1,1gr "$tmp/changed" | while IFS='	' read -r pct page result; do
                stem=${page%.png}
                echo "<h2 id=\"$page\">$(label "$page"): $result</h2>"
                echo "<p><a href=\"$page\"><img src=\"$page\" alt=\"base | new | changes\"></a></p>"
                if [ -s "$OUT/$stem.txt" ]; then
                    echo "<pre>"
                    html_escape <"$OUT/$stem.txt" | sed 's|^+\(.*\)|<span class="add">+\1</span>|; s|^-\(.*\)|<span class="del">-\1</span>|'
                    echo "</pre>"
                else
                    echo "<p>(the page's text did not change)</p>"
                fi
            done
        fi
        for kind in added removed; do
            [ -s "$tmp/$kind" ] || continue
            echo "<h2>Pages $kind</h2><ul>"
            while read -r page; do echo "<li>$(label "$page")</li>"; done <"$tmp/$kind"
            echo "</ul>"
        done
        if [ -s "$tmp/same" ]; then
            echo "<h2>Identical pages</h2><p>"
            while read -r page; do printf '%s; ' "$(label "$page")"; done <"$tmp/same"
            echo "</p>"
        fi
        echo "</body></html>"
    } >"$html"
}

# compare OLD NEW: the report; returns the exit status
compare() {
    [ -x "$PNGDIFF" ] || die "build/pngdiff is missing (make build/pngdiff)"
    mkdir -p "$OUT" || die "cannot create $OUT"
    rm -f "$OUT"/*.png "$OUT"/*.txt "$OUT/summary.txt" "$OUT/index.html"
    sum="$tmp/summary"
    : >"$sum"
    : >"$tmp/changed"; : >"$tmp/added"; : >"$tmp/removed"; : >"$tmp/same"
    cat "$1.problems" "$2.problems" 2>/dev/null >"$tmp/problems.all"
    cat "$tmp/problems.all" >>"$sum"
    same=0 changed=0 added=0 removed=0 status=0
    [ -s "$sum" ] && status=1
    for new in "$2"/*.png; do
        [ -f "$new" ] || continue
        page=$(basename "$new")
        old="$1/$page"
        if [ ! -f "$old" ]; then
            echo "$(label "$page"): page added" >>"$sum"
            echo "$page" >>"$tmp/added"
            added=$((added + 1))
            continue
        fi
        result=$("$PNGDIFF" --side-by-side "$old" "$new" "$OUT/$page")
        case $? in
        0) same=$((same + 1)); echo "$page" >>"$tmp/same" ;;
        1)
            stem=${page%.png}
            if [ -f "$1/$stem.txt" ] && [ -f "$2/$stem.txt" ] &&
                ! diff -u --label "base $(label "$page")" --label "new $(label "$page")" \
                    "$1/$stem.txt" "$2/$stem.txt" >"$OUT/$stem.txt"; then
                result="$result; text: $(( $(grep -c '^[-+]' "$OUT/$stem.txt") - 2 )) lines changed"
            else
                rm -f "$OUT/$stem.txt"
            fi
            echo "$(label "$page"): $result" >>"$sum"
            printf '%s\t%s\t%s\n' "${result%%%*}" "$page" "$result" >>"$tmp/changed"
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
            echo "$page" >>"$tmp/removed"
            removed=$((removed + 1))
        fi
    done
    [ $((changed + added + removed)) -gt 0 ] && status=1
    echo "$same identical, $changed changed, $added added, $removed removed" | tee "$tmp/counts" >>"$sum"
    if [ "$changed" -gt 0 ]; then
        echo "side by side (base | new | changes): $OUT/<id>-<doc>-pNN.png; text: .txt; all: $OUT/index.html" >>"$sum"
    fi
    report
    cp "$sum" "$OUT/summary.txt"
    cat "$sum"
    return $status
}

if [ "${1:-}" = --dirs ]; then
    [ $# -eq 3 ] && [ -d "$2" ] && [ -d "$3" ] || die "usage: diff.sh --dirs OLD NEW"
    base_name=$2 new_name=$3
    compare "$2" "$3"
    exit $?
fi

base=${1:-HEAD}
rev=$(git rev-parse --verify --quiet "$base^{commit}") || die "'$base' is not a git revision"
command -v pdftoppm >/dev/null && command -v pdftotext >/dev/null ||
    die "pdftoppm or pdftotext is missing (apt-get install poppler-utils)"
base_name="$base ($(git rev-parse --short "$rev"))"
new_name="the working tree"
make --no-print-directory -s build/pnpgen build/pngdiff >"$tmp/build.log" 2>&1 \
    || die "the working tree does not build: $(tail -5 "$tmp/build.log")"

# What pnpgen is built or rendered from, besides the definitions.
engine="generator Makefile tools/embed.sh piecedefs/piecedef.rng layouts/layout.rng docs/new-variant.xml layouts/a4.xml"
# shellcheck disable=SC2086
if git diff --quiet "$rev" -- $engine && [ -z "$(git ls-files --others --exclude-standard -- $engine)" ]; then
    # the same pnpgen on both sides: only the definitions that changed
    mkdir -p "$tmp/basetree/piecedefs" "$tmp/basetree/layouts"
    cp layouts/a4.xml "$tmp/basetree/layouts/"
    ids=""
    for id in $( (git ls-tree --name-only "$rev" piecedefs/; ls piecedefs/*.xml) | sed -n 's|^piecedefs/\(.*\)\.xml$|\1|p' | sort -u); do
        git show "$rev:piecedefs/$id.xml" >"$tmp/basetree/piecedefs/$id.xml" 2>/dev/null || rm -f "$tmp/basetree/piecedefs/$id.xml"
        if [ -f "piecedefs/$id.xml" ] && [ -f "$tmp/basetree/piecedefs/$id.xml" ] &&
            cmp -s "piecedefs/$id.xml" "$tmp/basetree/piecedefs/$id.xml"; then
            continue
        fi
        ids="$ids $id"
    done
    echo "diff: pnpgen is the same in $base; definitions changed:${ids:- none}"
    # shellcheck disable=SC2086
    render_sets "$tmp/basetree" "$PWD/build/pnpgen" "$tmp/base-pages" $ids
    # shellcheck disable=SC2086
    render_sets "$PWD" "$PWD/build/pnpgen" "$tmp/new-pages" $ids
else
    worktree="$tmp/base"
    git worktree add --detach "$worktree" "$rev" >"$tmp/log" 2>&1 \
        || die "git worktree add failed: $(cat "$tmp/log")"
    echo "diff: building $base_name..."
    make -C "$worktree" -j"$JOBS" build/pnpgen >"$tmp/build.log" 2>&1 \
        || die "$base does not build: $(tail -5 "$tmp/build.log")"
    echo "diff: rendering every set at $DPI dpi, $JOBS at a time..."
    ids=$( (ls "$worktree"/piecedefs/*.xml piecedefs/*.xml) 2>/dev/null | sed 's|.*/||; s|\.xml$||' | sort -u)
    # shellcheck disable=SC2086
    render_sets "$worktree" "$worktree/build/pnpgen" "$tmp/base-pages" $ids
    # shellcheck disable=SC2086
    render_sets "$PWD" "$PWD/build/pnpgen" "$tmp/new-pages" $ids
fi
compare "$tmp/base-pages" "$tmp/new-pages"
