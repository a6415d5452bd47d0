#!/bin/sh
# make.sh TARGET...: `make TARGET...` on a machine that may not have make yet.
# A bare Debian has neither make nor a compiler, so this runs the package
# check first (tools/install-deps.sh: as root, with sudo, or it prints the
# one command to run) and then hands over to make. The README's two commands
# are `./make.sh pdf` and `./make.sh check`.
set -eu
cd "$(dirname "$0")"
sh tools/install-deps.sh
exec make "$@"
