#!/bin/sh
# install-deps.sh [EXTRA...]: makes sure every Debian package pnpgen needs is
# installed: the build (make, a C compiler, the libraries), the fonts the
# layouts name (each layout's <font package="..."> says which package holds
# a family; pnpgen refuses to render with a family that is not installed),
# and the tools `make check` runs (poppler for pdftotext/pdftoppm, valgrind).
# EXTRA names more packages (make fuzz: clang and its fuzzer runtime).
#
# Nothing is done, and nothing said, when all are there: a no-op `make pdf`
# must stay fast. Otherwise: as root it runs apt-get; as a user with sudo,
# sudo apt-get; with neither, it changes nothing, prints the one command
# that installs what is missing, and fails.
set -eu
PACKAGES="make gcc libc6-dev pkg-config libcairo2-dev libpango1.0-dev libxml2-dev
libxml2-utils poppler-utils valgrind python3 fairy-stockfish
fonts-dejavu-core fonts-dejavu-extra fonts-arphic-ukai fonts-ipaexfont-mincho fonts-nanum fonts-tlwg-garuda-ttf
$*"

# one dpkg-query for all: a no-op run must stay fast
# shellcheck disable=SC2086
installed=$(dpkg-query -W -f='${Package} ${Status}\n' $PACKAGES 2>/dev/null | awk '/install ok installed/ {print $1}')
missing=""
for p in $PACKAGES; do
    echo "$installed" | grep -qx "$p" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" = 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1 && { sudo -n true 2>/dev/null || [ -t 0 ]; }; then
    SUDO="sudo"     # without a password, or with one typed at the terminal
else
    # nothing will be installed, so say nothing about installing
    echo "pnpgen: error: these Debian packages are missing:$missing" >&2
    echo "pnpgen: install them as root, then run the same command again:" >&2
    echo "    apt-get update && apt-get install -y --no-install-recommends$missing" >&2
    exit 1
fi
advice() {
    echo "pnpgen: error: could not install:$missing" >&2
    echo "pnpgen: install them as root, then run the same command again:" >&2
    echo "    apt-get update && apt-get install -y --no-install-recommends$missing" >&2
    exit 1
}
echo "pnpgen: installing:$missing"
# through env: sudo drops the caller's environment
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq || advice
# shellcheck disable=SC2086
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null || advice
