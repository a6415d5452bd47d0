/* test_koma_back.c: a shogi piece that never promotes prints its name on
 * its back (Shogi's and Minishogi's King and Gold, Tori Shogi's Phoenix,
 * Crane, Pheasant and Quails), and a player reads it at the table. The
 * player review (issue 30) found it "tiny": 0.14 of the face's height gave
 * 6.9 to 7.5 pt, capitals of 1.8 mm under kanji of 8 mm. Read from the
 * pieces pages as drawn on A4 and Letter: every plain back's name is at
 * least BACK_NAME_MIN_PT (capitals 2.5 mm, read as the Makruk names under
 * their words) or, too long for that, as wide as its face holds, and stays
 * inside the pentagon's width where it stands. */
#include <math.h>
#include <string.h>

#include "compose/compose.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define BACK_NAME_MIN_PT 9.5 /* 0.73 em capitals: 2.45 mm */
#define LONG_NAME_W 0.55     /* or, a name too long for that (Tori Shogi's
                                Pheasant, 8 pt), this share of the item's
                                width at least: as wide as the face holds */

static void koma_backs(const struct layout *lo, const char *paper, struct variant *v,
                       struct composed *c, void *ctx)
{
    int *seen = ctx;
    if (v->components.shape != SHAPE_PENTAGON)
        return;
    for (int pg = 0; pg < c->components.npages; pg++) {
        const struct page *page = &c->components.pages[pg];
        struct ink_ledger l;
        int ledger = 0;
        for (int i = 0; i < page->nitems; i++) {
            const struct item *it = &page->items[i];
            if (it->kind != ITEM_FOLD || it->fold.back.kind != FACE_PLAIN_BACK)
                continue;
            if (!ledger)
                test_page_ink(lo, &c->components, page, &l);
            ledger = 1;
            /* the back's centre on the page, and the front's */
            double bx = it->fold.face_at[1].x0, by = it->fold.face_at[1].y0;
            double fx = it->fold.face_at[0].x0, fy = it->fold.face_at[0].y0;
            int names = 0;
            for (int k = 0; k < l.n; k++) {
                const struct ink_entry *e = &l.e[k];
                double ex = (e->x0 + e->x1) / 2, ey = (e->y0 + e->y1) / 2;
                if (e->item != i || e->kind != INK_TEXT ||
                    hypot(ex - bx, ey - by) > hypot(ex - fx, ey - fy))
                    continue;
                names++;
                double wide = e->x1 - e->x0;
                int fits = e->size >= BACK_NAME_MIN_PT ||
                           (e->size >= 6.0 && wide >= LONG_NAME_W * it->w);
                if (!fits || wide > 0.8 * it->w)
                    fprintf(stderr, "  %s on %s: %s's back name %.2f pt, %.1f mm wide of %.1f\n",
                            v->id, paper, v->pieces[it->fold.piece].id, e->size, e->x1 - e->x0,
                            it->w);
                CHECK(fits);
                CHECK(wide <= 0.8 * it->w);
            }
            CHECK_INT(names, 1);
            (*seen)++;
        }
        if (ledger)
            draw_ink_ledger_free(&l);
    }
}

void test_koma_back_names(void)
{
    int seen = 0;
    test_each_shipped(koma_backs, &seen);
    /* Shogi's and Minishogi's King and Golds, Tori Shogi's six, both papers */
    CHECK(seen >= 2 * (2 * 3 + 2 * 2 + 2 * 6));
}
