#!/bin/sh
# marks.sh: prints a legal definition at the combining-mark limit
# (piecedefs/README.md, "Limits"): tests/defs/good/mini.xml with two
# paragraphs, each 64 kB of 'e' carrying 30 combining acute accents (U+0301),
# the most one character may carry, with no space to break at. 32,700
# accents on one 'e' took 4 s of CPU to render before the limit; bench.sh
# times this file beside the worst legal definition (worst.sh).
set -eu
cd "$(dirname "$0")/../.."
cluster=e
i=0; while [ $i -lt 30 ]; do cluster="$cluster$(printf '\314\201')"; i=$((i + 1)); done
para=
i=0; while [ $i -lt 1065 ]; do para="$para$cluster"; i=$((i + 1)); done
awk -v p="$para" '{ sub(/<p>Capture the king\.<\/p>/, "<p>Capture the king.</p><p>" p "</p><p>" p "</p>"); print }' \
    tests/defs/good/mini.xml
