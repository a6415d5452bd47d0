#!/bin/sh
# install-deps.sh [EXTRA...]: installs the Debian packages pnpgen needs, and
# any EXTRA ones (make fuzz: clang and its fuzzer runtime; make valgrind:
# valgrind), only when one is missing. As root it runs apt-get; otherwise
# sudo; otherwise it says what to install and fails.
set -eu
PACKAGES="build-essential pkg-config libcairo2-dev libpango1.0-dev libxml2-dev
libxml2-utils fonts-dejavu-core fonts-arphic-ukai poppler-utils python3 $*"

# one dpkg-query for all: a no-op `make pdf` must stay fast
# shellcheck disable=SC2086
installed=$(dpkg-query -W -f='${Package} ${Status}\n' $PACKAGES 2>/dev/null | awk '/install ok installed/ {print $1}')
missing=""
for p in $PACKAGES; do
    echo "$installed" | grep -qx "$p" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0

echo "pnpgen: installing:$missing"
if [ "$(id -u)" = 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    echo "pnpgen: error: these Debian packages are missing:$missing" >&2
    echo "pnpgen: run as root: apt-get install$missing" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
