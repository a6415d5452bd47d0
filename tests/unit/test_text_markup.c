/* test_text_markup.c: text_markup_parse answers what pango_parse_markup
 * does (the same text, the same attributes, the same refusals), asked once
 * or again, for markup and for text that needs no parsing. */
#include <string.h>

#include <pango/pango.h>

#include "text/text_markup.h"
#include "test.h"

static void check_as_pango(const char *markup)
{
    PangoAttrList *want_attrs = NULL, *got_attrs = NULL;
    char *want = NULL;
    int parses = pango_parse_markup(markup, -1, 0, &want_attrs, &want, NULL, NULL);
    for (int again = 0; again < 2; again++) { /* the first ask, then the kept answer */
        const char *got = text_markup_parse(markup, &got_attrs);
        CHECK_INT(got != NULL, parses);
        if (!got || !parses)
            continue;
        CHECK_STR(got, want);
        CHECK(pango_attr_list_equal(got_attrs, want_attrs));
        /* the caller's own list: changing it leaves the kept one alone */
        pango_attr_list_insert(got_attrs, pango_attr_weight_new(PANGO_WEIGHT_BOLD));
        pango_attr_list_unref(got_attrs);
    }
    if (parses) {
        g_free(want);
        pango_attr_list_unref(want_attrs);
    }
}

void test_text_markup_as_pango(void)
{
    static const char *const cases[] = {
        "Pawn",                                   /* plain: no parse */
        "",
        "a > b, 50% 'quoted' \"too\"",            /* nothing GMarkup changes */
        "line\rreturn\r\nand feed",               /* GMarkup makes these line feeds */
        "<b>Hand: Orange</b>  <small>captured pieces, tray 2 of 2</small>",
        "<span font_stretch=\"condensed\" weight=\"bold\" letter_spacing=\"-90\">Sp</span>",
        "Black &amp; White &lt;3",
        "<b>unclosed",                            /* refused: set as it is */
        "a & b",                                  /* refused */
        "\xff\xfe not UTF-8",                     /* refused, and no tag in it */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_as_pango(cases[i]);
    text_markup_forget();
    check_as_pango(cases[4]); /* parsed anew after forgetting */
    text_markup_forget();
}
