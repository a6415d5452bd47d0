/* test_gallery_cells.c: one piece's diagrams read at one scale over the
 * whole booklet gallery (issue 30, Shogi review: "diagram scale varies row
 * to row": the King's 3 x 3 in 7.3 mm cells on page 2, the Gold's in
 * 4.4 mm on page 3, evened there to the Knight's 5 x 5). Read from the ink
 * ledger of Shogi's A4 booklet: every gallery row's cells one size, and
 * the Knight's drawn 3 wide. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "compose/document.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

void test_gallery_cells_even(void)
{
    struct layout lo;
    struct variant v;
    struct composed c;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    if (test_compose_shipped("piecedefs/shogi.xml", &lo, &v, &c) != 0) {
        layout_free(&lo);
        return;
    }
    double least = 0, most = 0;
    int grids = 0, knight = 0;
    for (int pg = 0; pg < c.booklet.npages; pg++) {
        struct ink_ledger l;
        test_page_ink(&lo, &c.booklet, &c.booklet.pages[pg], &l);
        for (int k = 0; k < l.n; k++) {
            const struct ink_entry *e = &l.e[k];
            const struct item *it = &c.booklet.pages[pg].items[e->item];
            if (e->kind != INK_CELL || it->kind != ITEM_GALLERY_ROW)
                continue;
            grids++;
            least = least == 0 || e->size < least ? e->size : least;
            most = fmax(most, e->size);
            if (!strcmp(v.pieces[it->gallery.piece].id, "knight") &&
                lround((e->x1 - e->x0) / e->size) == 3)
                knight++;
        }
        draw_ink_ledger_free(&l);
    }
    fprintf(stderr, "  shogi gallery cells: %d grids, %.2f to %.2f mm\n", grids, least, most);
    CHECK(grids >= 14);
    CHECK(most - least < 0.01);
    CHECK(least >= 5.0); /* the 3 x 3 grids not shrunk to the Knight's nominal 5 x 5 (4.4 mm) */
    CHECK(knight >= 1);
    compose_set_free(&c);
    variant_free(&v);
    layout_free(&lo);
}
