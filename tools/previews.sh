#!/bin/sh
# previews.sh: the README's preview pictures, cut from the rendered sets
# (run `make pdf` first). Small on purpose: 50 dpi crops.
set -eu
cd "$(dirname "$0")/.."
out=docs/preview
mkdir -p "$out"
shot() { # shot PDF PAGE NAME [x y w h at 50 dpi]
    pdftoppm -png -r 50 -f "$2" -l "$2" -singlefile ${4:+-x "$4" -y "$5" -W "$6" -H "$7"} "$1" "$out/$3"
}
shot output/chu-seireigi/chu-seireigi-components.pdf 5 chu-seireigi-pieces 0 0 413 300
shot output/chu-seireigi/chu-seireigi-components.pdf 4 chu-seireigi-board
shot output/xiangqi/xiangqi-components.pdf 2 xiangqi-pieces 0 0 413 180
shot output/rotation/rotation-components.pdf 2 rotation-tiles 0 0 413 200
