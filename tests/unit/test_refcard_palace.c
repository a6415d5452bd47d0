/* test_refcard_palace.c: a card row shows a piece that never leaves its
 * palace with the palace's diagonal lines its diagonal steps follow, as
 * the booklet and the board draw them (issue 30, Janggi review 7.5: the
 * General's and Guard's card diagrams were their plain orthogonal ones).
 * Every shipped set on A4 and Letter: each card row of a confined piece
 * whose diagram there draws zone lines draws them on the card too. */
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "model/model.h"
#include "test.h"

static void palace_rows(const struct layout *lo, const char *paper, struct variant *v,
                        struct composed *c, void *ctx)
{
    (void)lo;
    int *seen = ctx;
    const struct document *d = &c->components;
    for (int pg = 0; pg < d->npages; pg++)
        for (int i = 0; i < d->pages[pg].nitems; i++) {
            const struct item *it = &d->pages[pg].items[i];
            if (it->kind != ITEM_REFCARD)
                continue;
            for (int k = 0; k < it->refcard.nrows; k++) {
                const struct refcard_row *r = &it->refcard.rows[k];
                const struct piece *p = &v->pieces[r->piece];
                int lines = 0;
                for (int n = 0; p->confine && n < p->ndiagrams; n++)
                    lines |= p->diagrams[n].in_zone && !strcmp(p->diagrams[n].in_zone, p->confine) &&
                             p->diagrams[n].grid.zone_lines > 0;
                if (!lines || !r->diagram)
                    continue;
                (*seen)++;
                if (r->diagram->zone_lines <= 0)
                    fprintf(stderr, "  %s on %s: the %s's card diagram without its %s's lines\n",
                            v->id, paper, p->id, p->confine);
                CHECK(r->diagram->zone_lines > 0);
            }
        }
}

void test_refcard_palace(void)
{
    int seen = 0;
    test_each_shipped(palace_rows, &seen);
    CHECK(seen > 0);
}
