/* test_fonts.c: the layout's fonts ordered for a definition's language,
 * families proved installed, characters proved covered by the layout's
 * fonts, and the count of characters Pango had to print as a box. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "load/load.h"
#include "text/text.h"
#include "test.h"

static int a4(struct layout *lo)
{
    return layout_load("layouts/a4.xml", lo, &(struct report){.file = "layouts/a4.xml"});
}

void test_fonts_language_order(void)
{
    struct layout lo;
    if (a4(&lo) != 0) { CHECK(0); return; }
    CHECK_INT(lo.nfonts >= 5, 1);
    CHECK_STR(lo.families, "DejaVu Sans,AR PL UKai CN,IPAexMincho,NanumMyeongjo,Garuda");
    CHECK_STR(lo.glyph_family, "AR PL UKai CN"); /* no language: Chinese glyphs */
    layout_choose_language(&lo, "ja-JP");       /* a primary subtag match */
    CHECK_STR(lo.families, "DejaVu Sans,IPAexMincho,AR PL UKai CN,NanumMyeongjo,Garuda");
    CHECK_STR(lo.glyph_family, "IPAexMincho");
    CHECK_STR(lo.lang, "ja-JP");
    layout_choose_language(&lo, "th");
    CHECK_STR(lo.families, "DejaVu Sans,Garuda,AR PL UKai CN,IPAexMincho,NanumMyeongjo");
    layout_choose_language(&lo, "jam");         /* "jam" is not "ja" */
    CHECK_STR(lo.glyph_family, "AR PL UKai CN");
    layout_free(&lo);
}

void test_fonts_installed_and_covered(void)
{
    CHECK_INT(text_font_installed("DejaVu Sans"), 1);
    CHECK_INT(text_font_installed("dejavu sans"), 1);        /* fontconfig ignores case */
    CHECK_INT(text_font_installed("No Such Family 4711"), 0); /* a fallback is not it */

    struct layout lo;
    struct variant v;
    struct report r = {.file = "tests/defs/scripts/script-ja.xml"};
    if (a4(&lo) != 0 || piecedef_load(r.file, &v, &r) != 0) { CHECK(0); return; }
    layout_choose_language(&lo, v.lang);
    char buf[4096] = "";
    FILE *out = fmemopen(buf, sizeof buf, "w");
    struct report vr = {.file = r.file, .out = out};
    CHECK_INT(text_fonts_cover(&v, &lo, &vr), 0);
    /* the same definition with the Latin font alone: 玉 is the first miss */
    int all = lo.nfonts;
    lo.nfonts = 1;
    CHECK_INT(text_fonts_cover(&v, &lo, &vr), -1);
    lo.nfonts = all;
    fclose(out);
    CHECK(strstr(buf, "script-ja.xml:13: error: piece 'king': '\xe7\x8e\x89' (U+7389) is in ") != NULL);
    CHECK_INT(vr.errors >= 4, 1); /* king, pawn, tokin, rules text */
    variant_free(&v);
    layout_free(&lo);
}

/* Last of the text tests: it leaves the process's box count above zero. */
void test_fonts_boxes_counted(void)
{
    char first[200];
    long before = text_missing_glyphs(first, sizeof first);
    struct layout lo;
    if (a4(&lo) != 0) { CHECK(0); return; }
    text_width(&lo, "x\xf4\x8f\xbf\xbd", 10); /* U+10FFFD: in no font */
    CHECK_INT(text_missing_glyphs(first, sizeof first) - before, 1);
    CHECK(before > 0 || strstr(first, "(U+10FFFD)") != NULL);
    layout_free(&lo);
}
