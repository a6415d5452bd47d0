/* test_foot_tie.c: the words at the foot of a booklet's cover never end
 * with a word alone on the last line (issue 30, Capablanca review: "book."
 * stood by itself under "In the set: 42 pieces ..."). markup_tie_last_word
 * ties the last two words; every shipped set's cover foot, laid out at
 * every width from an A6 column to an A4 one, ends on a line of two words
 * at least (old code: Capablanca's "book." alone at 142 widths). */
#include <glob.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "compose/compose.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"
#include "text/text.h"

void test_foot_tie_markup(void)
{
    static const char *const cases[][2] = {
        {"and this rule book.", "and this rule\xc2\xa0" "book."},
        {"<b>Warning.</b> Small parts.", "<b>Warning.</b> Small\xc2\xa0parts."},
        {"a <span size='9'>b</span>", "a\xc2\xa0<span size='9'>b</span>"},
        {"alone", "alone"},
        {"", ""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *s = markup_tie_last_word(xstrdup(cases[i][0]));
        CHECK_STR(s, cases[i][1]);
        free(s);
    }
}

/* Whether the last line of markup laid out at width mm holds one word:
 * wrapped by Pango, which breaks where text.c's own lines do (unit
 * text_lines). */
static int ends_alone(const struct layout *lo, const char *markup, double pt, double width)
{
    PangoLayout *l = pango_layout_copy(text_pango_layout(lo, markup, pt, 0, ALIGN_LEFT));
    pango_layout_set_width(l, (int)lround(width * PANGO_SCALE));
    pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR);
    int n = pango_layout_get_line_count(l), alone = 0;
    if (n >= 2) {
        PangoLayoutLine *line = pango_layout_get_line_readonly(l, n - 1);
        const char *text = pango_layout_get_text(l) + line->start_index;
        int len = line->length;
        while (len > 0 && text[len - 1] == ' ')
            len--;
        alone = 1;
        for (int i = 0; i + 1 < len; i++)
            if (text[i] == ' ' || ((unsigned char)text[i] == 0xc2 && (unsigned char)text[i + 1] == 0xa0))
                alone = 0;
    }
    g_object_unref(l);
    return alone;
}

void test_foot_tie_covers(void)
{
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    glob_t g;
    if (test_shipped(&g) != 0) {
        layout_free(&lo);
        return;
    }
    int feet = 0;
    for (size_t d = 0; d < g.gl_pathc; d++) {
        struct variant v;
        struct composed c;
        if (test_compose_shipped(g.gl_pathv[d], &lo, &v, &c) != 0)
            continue;
        const struct page *pg = &c.booklet.pages[0];
        for (int i = 0; i < pg->nitems; i++) {
            const struct item *it = &pg->items[i];
            if (it->kind != ITEM_TEXT || (strncmp(it->text.markup, "In the set", 10) != 0 &&
                                          strncmp(it->text.markup, "<b>Warning.</b>", 15) != 0))
                continue;
            feet++;
            int alone = 0;
            double first = 0;
            for (double w = 40; w <= 190; w += 0.5)
                if (ends_alone(&lo, it->text.markup, it->text.size_pt, w) && !alone++)
                    first = w;
            if (alone)
                fprintf(stderr, "  %s: '%s' ends on a word alone at %d widths (first %.1f mm)\n",
                        v.id, it->text.markup, alone, first);
            CHECK_INT(alone, 0);
        }
        compose_set_free(&c);
        variant_free(&v);
    }
    CHECK(feet >= 17);
    globfree(&g);
    layout_free(&lo);
}
