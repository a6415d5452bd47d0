/* test_gallery_head.c: the figures beside a piece's name in the gallery
 * are read as figures. At the words' size (0.9 of an 8 pt em, 2.5 mm) the
 * Sittuyin review took them for "about 6 pt glyphs, Burmese script?"
 * (issue 30); they are now GALLERY_HEAD_BIG of the words: each drawn
 * figure at least HEAD_MIN_MM tall, and a chess figure glyph set two
 * <big> steps up, on A4 and Letter. */
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "compose/compose-imp.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define HEAD_MIN_MM 3.5 /* a figure's outline and inner lines apart at arm's length */

void test_gallery_head_figures(void)
{
    static const char *const layouts[] = {"layouts/a4.xml", "layouts/letter.xml"};
    for (int l = 0; l < 2; l++) {
        struct layout lo;
        struct variant v;
        struct composed c;
        CHECK_INT(layout_load(layouts[l], &lo, &(struct report){.file = layouts[l]}), 0);
        if (test_compose_shipped("piecedefs/sittuyin.xml", &lo, &v, &c) != 0) {
            layout_free(&lo);
            continue;
        }
        int drawn = 0, glyphs = 0;
        const struct item *it;
        for (int pg = 0, i = -1; (it = test_doc_next(&c.booklet, ITEM_GALLERY_ROW, &pg, &i));) {
            const struct item_gallery_row *g = &it->gallery;
            const struct piece *p = &v.pieces[g->piece];
            if (g->head_figure != FIGURE_NONE) {
                fprintf(stderr, "  %s: %s's figures %.2f mm tall\n", layouts[l], p->id, g->head_h);
                CHECK(g->head_h >= HEAD_MIN_MM);
                drawn++;
            } else if (p->glyph[0]) {
                char want[64];
                snprintf(want, sizeof want, "<big><big>%s", p->glyph[0]);
                CHECK(strstr(g->markup, want) != NULL);
                glyphs++;
            }
        }
        CHECK_INT(drawn, 2);  /* the General and the Elephant */
        CHECK_INT(glyphs, 4); /* King, Horse, Chariot, Pawn */
        compose_set_free(&c);
        variant_free(&v);
        layout_free(&lo);
    }
}
