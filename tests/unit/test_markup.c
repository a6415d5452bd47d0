/* test_markup.c: markup_printf, the one path from user text to Pango
 * markup: every string argument escaped, the format kept as markup. */
#include <stdlib.h>

#include "base/base.h"
#include "test.h"

static void check_markup(const char *got, const char *want)
{
    CHECK_STR(got, want);
    free((void *)got);
}

void test_markup_escapes_arguments(void)
{
    check_markup(markup_printf("<b>Hand: %s</b>", "Black & White"), "<b>Hand: Black &amp; White</b>");
    check_markup(markup_printf("%s", "<b>x</b>"), "&lt;b&gt;x&lt;/b&gt;");
    check_markup(markup_printf("%s", "it's \"so\""), "it&apos;s &quot;so&quot;");
    check_markup(markup_printf("[%s]", "a\x01" "b\x7f" "c"), "[a&#x1;b&#x7f;c]");
    check_markup(markup_printf("%s", "\xc2\x85\xc2\x90 \xe8\xb1\xa1"), "\xc2\x85&#x90; \xe8\xb1\xa1");
    check_markup(markup_printf("%s|", ""), "|");
    /* tabs, line ends and a long plain run kept as they are, around what
       is escaped */
    check_markup(markup_printf("%s", "a\tb\nc\rd&e"), "a\tb\nc\rd&amp;e");
    check_markup(markup_printf("%s!", "Slides any distance orthogonally; steps one square "
                                      "diagonally, \xc2\xa0" "and promotes \xc2\x9f<here>"),
                 "Slides any distance orthogonally; steps one square diagonally, \xc2\xa0" "and "
                 "promotes &#x9f;&lt;here&gt;!");
}

void test_markup_numbers_and_format(void)
{
    check_markup(markup_printf("<small>×%d</small> %5.1f%% %zu %ld %u %x %c",
                               3, 2.25, (size_t)7, -4L, 5u, 255u, '&'),
                 "<small>×3</small>   2.2% 7 -4 5 ff &amp;");
    check_markup(markup_printf("no arguments & trusted"), "no arguments & trusted");
}

/* str_closest: the nearest candidate within one edit (words of up to four
 * letters) or two; a swap of neighbours is one edit ("pwan" for "pawn"). */
void test_str_closest_transpositions(void)
{
    const char *const pieces[] = {"pawn", "rook", "king", "knight", "bishop"};
    CHECK_STR(str_closest("pwan", pieces, 5), "pawn");
    CHECK_STR(str_closest("rokk", pieces, 5), "rook");
    CHECK_STR(str_closest("kngiht", pieces, 5), "knight");
    CHECK_STR(str_closest("bihsop", pieces, 5), "bishop");
    CHECK(str_closest("pnaw", pieces, 5) == NULL); /* two swaps in four letters */
    CHECK(str_closest("queen", pieces, 5) == NULL);
    const char *const elements[] = {"moves", "diagram", "face", "back"};
    CHECK_STR(str_closest("diagam", elements, 4), "diagram");
    CHECK_STR(str_closest("digaram", elements, 4), "diagram");
}

/* base_search_first: the first index that passes, for every place the
 * first pass can be (none, the first, the last, between), in few calls. */
struct threshold {
    int from, calls;
};

static int at_or_after(int i, void *arg)
{
    struct threshold *t = arg;
    t->calls++;
    return i >= t->from;
}

void test_base_search_first(void)
{
    for (int n = 0; n <= 40; n++)
        for (int from = 0; from <= n + 1; from++) {
            struct threshold t = {from, 0};
            int got = base_search_first(0, n, at_or_after, &t);
            CHECK_INT(got, from < n ? from : n);
            CHECK(t.calls <= 6); /* log2(40) rounded up, never one per index */
        }
    struct threshold t = {7, 0};
    CHECK_INT(base_search_first(5, 12, at_or_after, &t), 7);
    CHECK_INT(base_search_first(9, 9, at_or_after, &t), 9);
}
