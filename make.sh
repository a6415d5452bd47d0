#!/bin/sh
# make.sh TARGET...: `make TARGET...` on a machine that may not have make yet.
# A bare Debian has neither make nor a compiler, so without them this runs
# the package check first (tools/install-deps.sh: as root, with sudo, or it
# prints the one command to run) and then hands over to make, whose own
# check (the deps target) installs the rest. The README's two commands are
# `./make.sh pdf` and `./make.sh check`.
set -eu
cd "$(dirname "$0")"
command -v make >/dev/null 2>&1 && command -v "${CC:-cc}" >/dev/null 2>&1 || sh tools/install-deps.sh
exec make "$@"
