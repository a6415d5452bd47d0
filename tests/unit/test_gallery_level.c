/* test_gallery_level.c: entries side by side in the booklet's gallery, with
 * their words under their pictures, start their words level (issue 30,
 * Capablanca review: the King's words, under its 7 x 7 castling diagram,
 * sat lower than the Queen's beside it; old code: 9.2 mm lower on A4 and
 * Letter, and 3.5 mm past the bottom of its row).
 * Every shipped set on A4 and Letter: entries on one page at the same top
 * have the same text_y, and each entry's words end inside its row. */
#include <math.h>
#include <stdio.h>

#include "compose/compose.h"
#include "load/load.h"
#include "model/model.h"
#include "text/text.h"
#include "test.h"

struct level_tally {
    const char *layout;
    int pairs, uneven, over;
};

static void level_one(const char *path, struct variant *v, void *ctx)
{
    struct level_tally *t = ctx;
    struct layout lo;
    struct board_plan bp;
    struct document comp, book;
    CHECK_INT(layout_load(t->layout, &lo, &(struct report){.file = t->layout}), 0);
    CHECK_INT(plan_board(v, &lo, &bp), 0);
    compose_components(v, &lo, &bp, &comp);
    compose_booklet(v, &lo, &bp, &comp, &book);
    for (int p = 0; p < book.npages; p++) {
        const struct page *pg = &book.pages[p];
        for (int i = 0; i < pg->nitems; i++) {
            const struct item *a = &pg->items[i];
            if (a->kind != ITEM_GALLERY_ROW || !a->gallery.picture_rows)
                continue;
            double end = a->gallery.text_y + text_height(&lo, a->gallery.markup, a->gallery.size_pt,
                                                         a->gallery.text_w);
            if (end > a->y + a->h + 0.5) {
                fprintf(stderr, "  %s (%s): piece %d's words end %.1f mm below its row\n", path,
                        t->layout, a->gallery.piece, end - a->y - a->h);
                t->over++;
            }
            for (int j = i + 1; j < pg->nitems; j++) {
                const struct item *b = &pg->items[j];
                if (b->kind != ITEM_GALLERY_ROW || !b->gallery.picture_rows ||
                    fabs(b->y - a->y) > 1e-6)
                    continue;
                t->pairs++;
                if (fabs(a->gallery.text_y - b->gallery.text_y) > 1e-6) {
                    fprintf(stderr, "  %s (%s) p%d: words %.1f mm apart in one row\n", path,
                            t->layout, p + 1, fabs(a->gallery.text_y - b->gallery.text_y));
                    t->uneven++;
                }
            }
        }
    }
    document_free(&book);
    document_free(&comp);
    plan_board_free(&bp);
    layout_free(&lo);
}

void test_gallery_row_words_level(void)
{
    static const char *layouts[] = {"layouts/a4.xml", "layouts/letter.xml"};
    for (size_t l = 0; l < sizeof layouts / sizeof *layouts; l++) {
        struct level_tally t = {.layout = layouts[l]};
        test_each_loaded(level_one, &t);
        fprintf(stderr, "  %s: %d entries side by side, %d uneven, %d words past their row\n",
                layouts[l], t.pairs, t.uneven, t.over);
        CHECK(t.pairs >= 10);
        CHECK_INT(t.uneven, 0);
        CHECK_INT(t.over, 0);
    }
}
