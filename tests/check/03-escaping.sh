#!/bin/sh
# 03-escaping.sh: user text with & and < is escaped wherever it is printed.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/03-escaping.sh
. "$(dirname "$0")/lib.sh"

# --- user text holding & and < is escaped wherever it is printed: a side
#     name and zone captions with them render as written, never as raw
#     <b> tags (the unescaped-& bug) ---
sed -E 's/(<side id="first" name=")([^"]*)"/\1\2 \&amp; Sons \&lt;x\&gt;"/; s/label="([^"]*)"/label="\1 \&amp; Co."/g' \
    piecedefs/chu-seireigi.xml >"$tmp/amp.xml"
if $ASAN render "$tmp/amp.xml" -o "$tmp/amp" >"$tmp/out" 2>"$tmp/err" && clean_stderr "$tmp/err"; then
    for pdf in "$tmp"/amp/*.pdf; do pdftotext "$pdf" -; done >"$tmp/amp.txt" 2>/dev/null
    if grep -q "<b>\|</\|<small>\|&amp;\|&lt;" "$tmp/amp.txt"; then
        fail "markup escaping: raw markup printed: $(grep -m2 "<b>\|</\|<small>\|&amp;\|&lt;" "$tmp/amp.txt" | tr '\n' ' ')"
    elif ! grep -q "Hand: South & Sons <x>" "$tmp/amp.txt" || [ "$(grep -c "& Co\." "$tmp/amp.txt")" -lt 2 ]; then
        fail "markup escaping: the names with & and < are not printed as written"
    else
        ok "markup escaping: names with & and < print as written"
    fi
else
    fail "markup escaping: render failed: $(head -3 "$tmp/err")"
fi
finish
