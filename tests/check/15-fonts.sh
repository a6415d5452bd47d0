#!/bin/sh
# 15-fonts.sh: the layout's fonts installed, every printed character in one
# of them, and a Japanese, a Korean and a Thai set printed in their fonts.
# Part of make check (tests/run.sh); runs alone too: sh tests/check/15-fonts.sh
. "$(dirname "$0")/lib.sh"
mini=tests/defs/good/mini.xml

# --- fonts: every family the layout names must be installed, and every
#     character a definition prints must be in one of them (never a box,
#     never a font the layout does not name). tests/defs/scripts/ holds a
#     Japanese, a Korean and a Thai definition ---
nofc="$tmp/fc-none" dvfc="$tmp/fc-dejavu"
mkdir -p "$nofc" "$dvfc"
printf '<?xml version="1.0"?>\n<fontconfig><cachedir>%s/cache</cachedir></fontconfig>\n' "$nofc" >"$nofc/fonts.conf"
dejavu_dir=$(dirname "$(fc-match -f '%{file}' 'DejaVu Sans')")
printf '<?xml version="1.0"?>\n<fontconfig><dir>%s</dir><cachedir>%s/cache</cachedir></fontconfig>\n' \
    "$dejavu_dir" "$dvfc" >"$dvfc/fonts.conf"
for lang in ja ko th; do
    def=tests/defs/scripts/script-$lang.xml
    case $lang in ja) font=IPAexMincho;; ko) font=NanumMyeongjo;; th) font=Garuda;; esac
    rm -rf "$tmp/script"
    if $ASAN render "$def" -o "$tmp/script" >"$tmp/out" 2>"$tmp/err" && clean_stderr "$tmp/err"; then
        # every glyph character comes back out of the PDF, set in the language's font
        chars=$(sed -n 's:.*<glyph side="[a-z]*">\(.*\)</glyph>.*:\1:p' "$def" | head -4 | tr -d '\n')
        got=$(pdftotext "$tmp/script/script-$lang-components.pdf" - 2>/dev/null)
        lost=$(printf '%s' "$chars" | python3 -c 'import sys; g=sys.argv[1]; print("".join(sorted({c for c in sys.stdin.read() if c not in g})))' "$got")
        if [ -z "$lost" ] && pdffonts "$tmp/script/script-$lang-components.pdf" | grep -q "+$font"; then
            ok "script $lang: glyphs printed in $font and read back from the PDF"
        else
            fail "script $lang: lost characters '$lost' or font $font not used"
        fi
    else
        fail "script $lang: render failed: $(head -3 "$tmp/err")"
    fi
    # the font removed from the machine: refused, naming the first character
    rm -rf "$tmp/script"
    FONTCONFIG_FILE="$dvfc/fonts.conf" $ASAN render "$def" --layout tests/layouts/fonts/dejavu-only.xml \
        -o "$tmp/script" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if [ "$rc" = 2 ] && grep -q "^$def:13: error: piece 'king': '.*' (U+[0-9A-F]*) is in no installed font; install fonts-.* or choose another font in the layout$" "$tmp/err" \
        && [ ! -e "$tmp/script" ] && clean_stderr "$tmp/err"; then
        ok "script $lang: with its font removed, refused naming the character, nothing written"
    else
        fail "script $lang: with its font removed: exit $rc, $(head -2 "$tmp/err")"
    fi
    # installed, but not one of the layout's fonts: refused too (no fallback)
    $ASAN validate --layout tests/layouts/fonts/dejavu-only.xml "$def" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if [ "$rc" = 2 ] && grep -q "is in none of the layout's fonts; add a <font> for it to the layout" "$tmp/err"; then
        ok "script $lang: validate refuses a character outside the layout's fonts"
    else
        fail "script $lang: validate with a DejaVu-only layout: exit $rc, $(head -2 "$tmp/err")"
    fi
done
rm -rf "$tmp/fonts"
$ASAN render "$mini" --layout tests/layouts/fonts/missing-family.xml -o "$tmp/fonts" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 2 ] && grep -qxF "tests/layouts/fonts/missing-family.xml:35: error: font 'Noto Brush CJK JP' is not installed (Debian package: fonts-noto-cjk)" "$tmp/err" \
    && [ ! -e "$tmp/fonts" ]; then
    ok "a layout font that is not installed: exit 2, named with its package, nothing written"
else
    fail "missing layout font: exit $rc, $(head -2 "$tmp/err")"
fi
FONTCONFIG_FILE="$nofc/fonts.conf" $ASAN render piecedefs/xiangqi.xml -o "$tmp/fonts" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" = 2 ] && grep -q "error: font 'DejaVu Sans' is not installed (Debian package: fonts-dejavu-core)" "$tmp/err" \
    && [ ! -e "$tmp/fonts" ] && clean_stderr "$tmp/err"; then
    ok "no fonts at all: exit 2, every missing family named, nothing written"
else
    fail "no fonts at all: exit $rc, $(head -2 "$tmp/err")"
fi

finish
