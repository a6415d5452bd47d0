/* test_refcard_clear.c: a koma set's quick-reference card keeps its words
 * clear of the hairlines between rows. The player review (issue 30) found
 * Shogi's words touching them on A4: rows enlarged into the page's room
 * grew their words to 0.5 mm less than the row (0.25 mm above and below).
 * Every row of the A4 cards of Shogi, Minishogi and Tori Shogi keeps its
 * words' lines at least CLEAR_MM from the hairline above and from the
 * row's foot (old code: 0.25). Letter's rows are not enlarged: a wide card
 * there has no room to spare (a row 1 mm taller lost Shogi's cards), and
 * keeps 0.5 mm. */
#include <string.h>

#include "compose/compose.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"
#include "text/text.h"

#define CLEAR_MM 0.6 /* Shogi's rows keep 2.2 mm or more, Tori Shogi's 0.67 */

static void koma_cards(const struct layout *lo, const char *paper, struct variant *v,
                       struct composed *c, void *ctx)
{
    int *rows = ctx;
    if (v->components.shape != SHAPE_PENTAGON || strcmp(paper, "layouts/a4.xml") != 0)
        return;
    for (int pg = 0; pg < c->components.npages; pg++)
        for (int i = 0; i < c->components.pages[pg].nitems; i++) {
            const struct item *it = &c->components.pages[pg].items[i];
            if (it->kind != ITEM_REFCARD)
                continue;
            for (int j = 0; j < it->refcard.nrows; j++) {
                const struct refcard_row *r = &it->refcard.rows[j];
                double th = text_height(lo, r->markup, r->text_pt, r->text_w);
                double above = r->text_y - r->y, below = r->y + r->h - (r->text_y + th);
                if (above < CLEAR_MM || below < CLEAR_MM)
                    fprintf(stderr, "  %s on %s: %s's words %.2f mm below the hairline, "
                            "%.2f above the row's foot\n", v->id, paper,
                            v->pieces[r->piece].id, above, below);
                CHECK(above >= CLEAR_MM);
                CHECK(below >= CLEAR_MM);
                (*rows)++;
            }
        }
}

void test_refcard_koma_clear(void)
{
    int rows = 0;
    test_each_shipped(koma_cards, &rows);
    /* Shogi's 8 rows a card, Minishogi's 6, Tori Shogi's 7 */
    CHECK(rows >= 2 * 8 + 2 * 6 + 2 * 6);
}
