#!/bin/sh
# embed.sh NAME FILE: prints a C file defining `const char NAME[]` (the
# bytes of FILE, NUL-terminated) and `const size_t NAME_len`. Uses od from
# coreutils, so the build needs no xxd.
set -eu
name=$1
file=$2
echo "/* generated from $file by tools/embed.sh; do not edit */"
echo "#include <stddef.h>"
echo "const char $name[] = {"
od -An -v -tx1 "$file" | sed 's/ \([0-9a-f][0-9a-f]\)/0x\1,/g'
echo "0x00};"
echo "const size_t ${name}_len = sizeof $name - 1;"
