/* test_points_gallery.c: a points set's small diagrams read in the booklet.
 * Three points are two spans: Xiangqi's General and Advisor drawn at the
 * 5 x 5 grids' cells stood about 11 mm across, "too small to read" (issue
 * 30, Xiangqi review). Every gallery diagram of Xiangqi, on A4 and Letter,
 * at least MIN_ACROSS mm across (now 22 mm each, were 13.2 for the 3 x 3
 * grids; Janggi's Chariot and
 * Cannon still print 13.9). */
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "compose/document.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define MIN_ACROSS 14.0

void test_points_gallery_size(void)
{
    static const char *const layouts[] = {"layouts/a4.xml", "layouts/letter.xml"};
    static const char *const sets[] = {"piecedefs/xiangqi.xml"};
    for (size_t k = 0; k < sizeof layouts / sizeof *layouts; k++)
        for (size_t s = 0; s < sizeof sets / sizeof *sets; s++) {
            struct layout lo;
            struct variant v;
            struct composed c;
            CHECK_INT(layout_load(layouts[k], &lo, &(struct report){.file = layouts[k]}), 0);
            if (test_compose_shipped(sets[s], &lo, &v, &c) != 0) {
                layout_free(&lo);
                continue;
            }
            int seen = 0;
            const struct item *it;
            for (int p = 0, i = -1; (it = test_doc_next(&c.booklet, ITEM_GALLERY_ROW, &p, &i));)
                for (int d = 0; d < it->gallery.ndiagrams; d++) {
                    double across = it->gallery.diagram_size[d];
                    if (across < MIN_ACROSS)
                        fprintf(stderr, "  %s, %s: %s's diagram %.1f mm across\n", sets[s],
                                layouts[k], v.pieces[it->gallery.piece].id, across);
                    CHECK(across >= MIN_ACROSS);
                    seen++;
                }
            CHECK(seen >= 7);
            compose_set_free(&c);
            variant_free(&v);
            layout_free(&lo);
        }
}
