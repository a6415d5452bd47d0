#!/bin/sh
# install-deps.sh [--tests] [PACKAGE...]: makes sure what pnpgen needs is on
# this machine, installing Debian packages only for what is missing.
#
# What is needed is checked directly, not through the package manager, so
# any Unix with the libraries works: the commands (make, cc, pkg-config,
# fc-list), the libraries (pkg-config --exists), and the font families the
# layouts name (fc-list; each layout's <font package="..."> says which
# Debian package holds a family). --tests adds the tools only `make check`
# runs: valgrind, python3, poppler (pdftotext, pdftoppm, pdffonts) and
# xmllint, groff, trang and fairy-stockfish. PACKAGE names more Debian packages, checked with dpkg-query where
# there is one (make fuzz: clang and its fuzzer runtime).
#
# All there: nothing is done or said (the Makefile keeps a stamp, so a
# no-op `make pdf` does not even run this). Something missing: as root it
# runs apt-get; as a user with sudo, sudo apt-get; with neither, or on a
# system without apt-get, it changes nothing, says what is missing (and on
# Debian the one command that installs it), and fails.
set -eu
cd "$(dirname "$0")/.."
tests=0
if [ "${1:-}" = "--tests" ]; then tests=1; shift; fi

missing="" # Debian packages
what=""    # the same, as a reader would look for them
need() { # need PACKAGE DESCRIPTION
    case " $missing " in *" $1 "*) ;; *) missing="$missing $1" ;; esac
    if [ "$1" = "$2" ]; then what="$what
    $1"; else what="$what
    $2 (Debian: $1)"; fi
}
has() { command -v "$1" >/dev/null 2>&1; }

has make || need make "make"
has "${CC:-cc}" || { need gcc "a C compiler (${CC:-cc})"; need libc6-dev "the C library's headers"; }
lib() { pkg-config --exists "$1" || need "$2" "the library $1 with its headers (pkg-config $1)"; }
if has pkg-config; then
    lib pangocairo libpango1.0-dev
    lib cairo-pdf libcairo2-dev
    lib cairo-png libcairo2-dev
    lib cairo-svg libcairo2-dev
    lib libxml-2.0 libxml2-dev
    lib fontconfig libfontconfig-dev
else
    need pkg-config "pkg-config"
    need libpango1.0-dev "the libraries pango, cairo, libxml2 and fontconfig with their headers"
    need libcairo2-dev "cairo"
    need libxml2-dev "libxml2"
fi

# Every family a shipped layout names, and DejaVu Sans's oblique and bold
# faces (a second package): fc-list lists what fontconfig can find.
if has fc-list; then
    families=$(fc-list : family | tr ',' '\n')
    fonts=$(sed -n 's|.*<font [^>]*family="\([^"]*\)"[^>]*package="\([^"]*\)".*|\1\t\2|p' layouts/*.xml | sort -u)
    tab=$(printf '\t')
    while IFS="$tab" read -r family package; do
        [ -n "$family" ] || continue
        echo "$families" | grep -qxF "$family" || need "$package" "the font family $family"
    done <<EOF
$fonts
EOF
    [ -n "$(fc-list 'DejaVu Sans:style=Bold Oblique' family)" ] ||
        need fonts-dejavu-extra "the font DejaVu Sans Bold Oblique"
else
    need fontconfig "fc-list (fontconfig)"
    for package in $(sed -n 's|.*<font [^>]*package="\([^"]*\)".*|\1|p' layouts/*.xml | sort -u) fonts-dejavu-extra; do
        need "$package" "the fonts of $package"
    done
fi

if [ "$tests" = 1 ]; then
    has valgrind || need valgrind "valgrind"
    has python3 || need python3 "python3"
    for tool in pdftotext pdftoppm pdffonts; do has $tool || need poppler-utils "$tool (poppler)"; done
    has xmllint || need libxml2-utils "xmllint"
    has groff || need groff-base "groff (the man page's check)"
    has trang || need trang "trang (the compact schemas' check)"
    has fairy-stockfish || [ -x /usr/games/fairy-stockfish ] || need fairy-stockfish "fairy-stockfish (the engine's tests)"
fi

# Packages named on the command line: only a package manager can tell.
if [ $# -gt 0 ] && has dpkg-query; then
    installed=$(dpkg-query -W -f='${Package} ${Status}\n' "$@" 2>/dev/null | awk '/install ok installed/ {print $1}')
    for p in "$@"; do
        echo "$installed" | grep -qx "$p" || need "$p" "$p"
    done
fi

[ -z "$missing" ] && exit 0

tell() { # tell HEADLINE: what is missing, and how to install it, on stderr
    echo "pnpgen: error: $1:$what" >&2
    if has apt-get; then
        echo "pnpgen: install them as root, then run the same command again:" >&2
        echo "    apt-get update && apt-get install -y --no-install-recommends$missing" >&2
    else
        echo "pnpgen: install them with this system's package manager, then run the same command again" >&2
    fi
    exit 1
}
# nothing will be installed, so say nothing about installing
has apt-get || tell "these are missing"
if [ "$(id -u)" = 0 ]; then
    SUDO=""
elif has sudo && { sudo -n true 2>/dev/null || [ -t 0 ]; }; then
    SUDO="sudo"     # without a password, or with one typed at the terminal
else
    tell "these are missing"
fi
echo "pnpgen: installing:$missing"
# through env: sudo drops the caller's environment
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq || tell "could not install"
# shellcheck disable=SC2086
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null ||
    tell "could not install"
