#!/bin/sh
# 19-install.sh: building and installing where the README does not reach.
# make pdf works with no Debian package tools at all when the libraries are
# there (tools/install-deps.sh checks commands, libraries and fonts, not
# packages) and names what is missing when they are not; a no-op make pdf
# runs no dependency check; make install with PREFIX and DESTDIR puts
# the binary, data and man page in place, and the installed pnpgen renders
# from another folder, finding its layouts in its compiled-in data
# directory or $PNPGEN_DATADIR; the man page names every command and option
# `pnpgen --help` names, and no other, and its example runs.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/19-install.sh
. "$(dirname "$0")/lib.sh"
# make runs these as a user would, not as a sub-make of make check
unset MAKEFLAGS MFLAGS MAKELEVEL

# A PATH with every command of this machine but the package tools.
bin="$tmp/bin"
mkdir -p "$bin"
for d in /usr/local/bin /usr/bin /bin; do
    for f in "$d"/*; do
        n=$(basename "$f")
        case $n in dpkg* | apt* | aptitude) continue ;; esac
        [ -e "$bin/$n" ] || ln -s "$f" "$bin/$n"
    done
done
nopkg="$bin"

# --- install-deps.sh without dpkg-query and apt-get ---
if PATH=$nopkg sh tools/install-deps.sh --tests >"$tmp/out" 2>&1 && [ ! -s "$tmp/out" ]; then
    ok "install-deps.sh: everything present, no package tools: exit 0, silent"
else
    fail "install-deps.sh without package tools: $(head -3 "$tmp/out")"
fi
# the same without pkg-config: it says what is missing, and that this
# system's package manager must install it (there is no apt-get to name)
rm "$bin/pkg-config"
PATH=$nopkg sh tools/install-deps.sh >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 1 ] && grep -q '^pnpgen: error: these are missing:' "$tmp/err" && grep -q '^    pkg-config$' "$tmp/err" &&
    grep -q "this system's package manager" "$tmp/err" && ! grep -q 'apt-get\|installing' "$tmp/out" "$tmp/err"; then
    ok "install-deps.sh: a missing pkg-config named, nothing installed, exit 1"
else
    fail "install-deps.sh without pkg-config: exit $rc; $(head -4 "$tmp/err")"
fi
ln -s "$(command -v pkg-config)" "$bin/pkg-config"

# --- make pdf in a copy of the tree, with no package tools: the built
#     binary is copied (times kept) so that nothing is compiled ---
tree="$tmp/tree"
mkdir -p "$tree/build"
cp -p Makefile make.sh "$tree/"
cp -pR generator layouts piecedefs tools docs "$tree/"
cp -pR build/release build/gen build/pnpgen "$tree/build/"
if (cd "$tree" && PATH=$nopkg make pdf IDS=chess) >"$tmp/out" 2>&1 &&
    [ -s "$tree/output/chess/chess-components.pdf" ] && [ -s "$tree/output/chess/chess-booklet.pdf" ]; then
    ok "make pdf with no dpkg-query or apt-get: renders"
else
    fail "make pdf with no package tools: $(tail -3 "$tmp/out")"
fi
# nothing to do: no dependency check, nothing rendered, nothing said
if (cd "$tree" && PATH=$nopkg make -n pdf IDS=chess) >"$tmp/out" 2>&1 && ! grep -q 'install-deps' "$tmp/out" &&
    (cd "$tree" && PATH=$nopkg make pdf IDS=chess) >"$tmp/out2" 2>&1 && [ ! -s "$tmp/out2" ]; then
    ok "a no-op make pdf runs no dependency check and says nothing"
else
    fail "a no-op make pdf: $(head -3 "$tmp/out" "$tmp/out2")"
fi

# --- make pdf CUT=square: the paper's layout with disc-cut="square", into
#     a folder of its own; the default output untouched; a wrong CUT refused ---
if (cd "$tree" && PATH=$nopkg make pdf IDS=chess CUT=square) >"$tmp/out" 2>&1 &&
    grep -q '<pieces disc-cut="square" ' "$tree/build/layouts/a4-cut-square.xml" &&
    [ -s "$tree/output/a4-cut-square/chess/chess-components.pdf" ] &&
    ! cmp -s "$tree/output/a4-cut-square/chess/chess-components.pdf" "$tree/output/chess/chess-components.pdf" &&
    build/pnpgen render piecedefs/chess.xml --layout "$tree/build/layouts/a4-cut-square.xml" -o "$tmp/sq" >/dev/null 2>&1 &&
    cmp -s "$tmp/sq/chess-components.pdf" "$tree/output/a4-cut-square/chess/chess-components.pdf"; then
    ok "make pdf CUT=square: discs on square tiles, in output/a4-cut-square/"
else
    fail "make pdf CUT=square: $(tail -3 "$tmp/out")"
fi
# --- make pdf CROP=1 BLEED=3: for a print shop, into a folder of its own ---
if (cd "$tree" && PATH=$nopkg make pdf IDS=chess CROP=1 BLEED=3) >"$tmp/out" 2>&1 &&
    grep -q '<trim crop-marks="yes" bleed="3"/>' "$tree/build/layouts/a4-crop-bleed3.xml" &&
    build/pnpgen render piecedefs/chess.xml --layout "$tree/build/layouts/a4-crop-bleed3.xml" -o "$tmp/cb" >/dev/null 2>&1 &&
    cmp -s "$tmp/cb/chess-components.pdf" "$tree/output/a4-crop-bleed3/chess/chess-components.pdf" &&
    ! cmp -s "$tree/output/a4-crop-bleed3/chess/chess-components.pdf" "$tree/output/chess/chess-components.pdf"; then
    ok "make pdf CROP=1 BLEED=3: crop marks and bleed, in output/a4-crop-bleed3/"
else
    fail "make pdf CROP=1 BLEED=3: $(tail -3 "$tmp/out")"
fi
if ! (cd "$tree" && PATH=$nopkg make pdf IDS=chess CUT=round) >"$tmp/out" 2>&1 && grep -q 'CUT=round: the cuts are circle and square' "$tmp/out"; then
    ok "make pdf CUT=round is refused, naming the cuts"
else
    fail "make pdf CUT=round: $(tail -2 "$tmp/out")"
fi

# --- make install: DESTDIR stages, PREFIX is where it will run ---
(cd "$tree" && PATH=$nopkg make install PREFIX=/opt/pnpgen DESTDIR="$tmp/stage") >"$tmp/out" 2>&1
missing=""
for f in bin/pnpgen share/pnpgen/layouts/a4.xml share/pnpgen/layouts/letter.xml share/pnpgen/layouts/layout.rng \
    share/pnpgen/piecedefs/piecedef.rng share/pnpgen/piecedefs/chess.xml share/man/man1/pnpgen.1; do
    [ -s "$tmp/stage/opt/pnpgen/$f" ] || missing="$missing $f"
done
if [ -z "$missing" ] && [ -x "$tmp/stage/opt/pnpgen/bin/pnpgen" ] && strings "$tmp/stage/opt/pnpgen/bin/pnpgen" | grep -qx /opt/pnpgen/share/pnpgen; then
    ok "make install PREFIX=/opt/pnpgen DESTDIR=...: binary, layouts, schemas, definitions, man page; the data directory compiled in"
else
    fail "make install with DESTDIR: missing:$missing; $(tail -3 "$tmp/out")"
fi
(cd "$tree" && PATH=$nopkg make install PREFIX="$tmp/prefix") >"$tmp/out" 2>&1 || fail "make install PREFIX=: $(tail -3 "$tmp/out")"

# the installed pnpgen, run from a folder with no layouts near it
away="$tmp/away/games"
mkdir -p "$away"
cp piecedefs/chess.xml "$away/"
build/pnpgen render piecedefs/chess.xml --layout layouts/a4.xml -o "$tmp/ref" >/dev/null 2>&1
if (cd "$away" && "$tmp/prefix/bin/pnpgen" render chess.xml -o out) >"$tmp/out" 2>&1 &&
    cmp -s "$away/out/chess-components.pdf" "$tmp/ref/chess-components.pdf" &&
    cmp -s "$away/out/chess-booklet.pdf" "$tmp/ref/chess-booklet.pdf"; then
    ok "installed pnpgen renders from another folder with its installed layout (PDFs as the tree's)"
else
    fail "installed pnpgen from another folder: $(head -3 "$tmp/out")"
fi
# PNPGEN_DATADIR: the staged binary (compiled for /opt/pnpgen, which is
# not there) finds the data where the variable says, and says where it looked
if (cd "$away" && PNPGEN_DATADIR="$tmp/stage/opt/pnpgen/share/pnpgen" "$tmp/stage/opt/pnpgen/bin/pnpgen" validate chess.xml) >"$tmp/out" 2>&1 &&
    ! (cd "$away" && "$tmp/stage/opt/pnpgen/bin/pnpgen" validate chess.xml) >"$tmp/out2" 2>&1 &&
    grep -q 'in the data directory as /opt/pnpgen/share/pnpgen/layouts/a4.xml' "$tmp/out2"; then
    ok "PNPGEN_DATADIR overrides the compiled-in data directory; without it the error names that directory"
else
    fail "PNPGEN_DATADIR: $(head -2 "$tmp/out" "$tmp/out2")"
fi

# --- the man page: every command and option of --help, and only those ---
help_words() { grep -oE '(^  pnpgen [a-z]+)|((^|[ [(])--?[a-z][a-z0-9-]*)' | sed 's/^  pnpgen /cmd:/; s/^[ [(]//' | sort -u; }
build/pnpgen --help | help_words >"$tmp/help"
man_text() { groff -man -Tutf8 -P-cbou docs/pnpgen.1 2>"$tmp/groff" | sed 's/‐/-/g'; }
man_text | grep -oE -- '(^|[ [(])--?[a-z][a-z0-9-]*' | sed 's/^[ [(]//' | sort -u >"$tmp/man-opts"
man_text | grep -oE '^ +pnpgen [a-z]+' | sed 's/^ *pnpgen /cmd:/' | sort -u >"$tmp/man-cmds"
gaps=""
for w in $(cat "$tmp/help"); do
    case $w in
        cmd:*) grep -qx -- "$w" "$tmp/man-cmds" || gaps="$gaps $w" ;;
        *) grep -qx -- "$w" "$tmp/man-opts" || gaps="$gaps $w" ;;
    esac
done
extra=""
for w in $(grep -- '^--\|^-[a-z]$' "$tmp/man-opts"); do
    grep -qx -- "$w" "$tmp/help" || extra="$extra $w"
done
if [ -z "$gaps" ] && [ -z "$extra" ] && [ ! -s "$tmp/groff" ] && [ "$(wc -l <"$tmp/man-cmds")" -ge 5 ]; then
    ok "pnpgen(1) names every command and option of --help ($(wc -l <"$tmp/help")) and no other"
else
    fail "pnpgen(1) and --help differ: not in the man page:$gaps; not in --help:$extra; $(head -2 "$tmp/groff")"
fi
# the man page's example, as written, with the installed binary
mkdir -p "$tmp/example"
sed -n '/^\.SH EXAMPLES/,/^\.SH SEE/p' docs/pnpgen.1 | sed -n '/^\.RS/,/^\.RE/p' | sed -n '1,/^\.RE/p' |
    grep '^pnpgen' | sed 's/\\-/-/g' >"$tmp/example.sh"
if [ "$(wc -l <"$tmp/example.sh")" -ge 4 ] &&
    (cd "$tmp/example" && PATH="$tmp/prefix/bin:$PATH" sh -e "$tmp/example.sh") >"$tmp/out" 2>&1 &&
    [ -s "$tmp/example/sets/mygame/mygame-components.pdf" ]; then
    ok "pnpgen(1)'s example runs as written ($(wc -l <"$tmp/example.sh") commands)"
else
    fail "pnpgen(1)'s example: $(tail -3 "$tmp/out")"
fi
finish
