/* test_gallery_trim.c: a gallery diagram leaves out its empty outer rows
 * (ninth player review, issue 30: Tori Shogi's Eagle, the Falcon's back,
 * was drawn 5 x 5 with an empty top row). Read from the ink ledger of the
 * A4 booklet page that holds the Falcon: its grids are the front's 3 x 3
 * and the Eagle's 5 wide by 4 rows (before: 5 x 5). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "compose/document.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

void test_gallery_trim_rows(void)
{
    struct layout lo;
    struct variant v;
    struct composed c;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    if (test_compose_shipped("piecedefs/tori-shogi.xml", &lo, &v, &c) != 0) {
        layout_free(&lo);
        return;
    }
    int found = 0, eagle = 0;
    for (int pg = 0; pg < c.booklet.npages; pg++)
        for (int i = 0; i < c.booklet.pages[pg].nitems; i++) {
            const struct item *it = &c.booklet.pages[pg].items[i];
            if (it->kind != ITEM_GALLERY_ROW || strcmp(v.pieces[it->gallery.piece].id, "falcon"))
                continue;
            found = 1;
            struct ink_ledger l;
            test_page_ink(&lo, &c.booklet, &c.booklet.pages[pg], &l);
            for (int k = 0; k < l.n; k++) {
                const struct ink_entry *e = &l.e[k];
                if (e->kind != INK_CELL || e->item != i)
                    continue;
                int cols = (int)lround((e->x1 - e->x0) / e->size);
                int rows = (int)lround((e->y1 - e->y0) / e->size);
                fprintf(stderr, "  falcon's gallery grid: %d x %d\n", cols, rows);
                CHECK(rows <= cols);
                eagle += cols == 5 && rows == 4;
            }
            draw_ink_ledger_free(&l);
        }
    CHECK(found);
    CHECK_INT(eagle, 1);
    compose_set_free(&c);
    variant_free(&v);
    layout_free(&lo);
}
