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
    const struct item *it;
    for (int pg = 0, i = -1; (it = test_doc_next(d, ITEM_REFCARD, &pg, &i));) {
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

/* A card row of a piece that moves otherwise in a zone it may leave shows
 * that zone's diagram beside its own, in the same cells, inside the row
 * and clear of its own diagram and the words (issue 30, Xiangqi review
 * 7.5: the Soldier's card drew only its step before the river; Janggi's
 * Chariot, Cannon and Soldier lacked their palace moves). */
static void zone_rows(const struct layout *lo, const char *paper, struct variant *v,
                      struct composed *c, void *ctx)
{
    (void)lo;
    int *seen = ctx;
    const struct document *d = &c->components;
    const struct item *it;
    for (int pg = 0, i = -1; (it = test_doc_next(d, ITEM_REFCARD, &pg, &i));) {
        if (it->refcard.diagrams < 2)
            continue;
        for (int k = 0; k < it->refcard.nrows; k++) {
            const struct refcard_row *r = &it->refcard.rows[k];
            const struct piece *p = &v->pieces[r->piece];
            const struct diagram *zone = NULL;
            for (int n = 1; n < p->ndiagrams && !zone; n++)
                if (p->diagrams[n].in_zone && p->diagrams[n].grid.cells &&
                    !(p->confine && !strcmp(p->diagrams[n].in_zone, p->confine)))
                    zone = &p->diagrams[n].grid;
            if (!zone || !r->diagram)
                continue;
            (*seen)++;
            if (r->back != zone)
                fprintf(stderr, "  %s on %s: the %s's card without its %s diagram\n", v->id,
                        paper, p->id, p->diagrams[1].in_zone);
            CHECK(r->back == zone);
            if (r->back != zone)
                continue;
            double cell = r->diagram_cell;
            CHECK(!r->back_promoted && !r->back_glyph);
            CHECK(r->art_x + r->cols * cell + REFCARD_PAD <= r->back_x + 1e-9);
            CHECK(r->back_x + r->back_cols * cell <= r->x + r->w - REFCARD_PAD + 1e-9);
            CHECK(r->back_y >= r->y && r->back_y + r->back_rows * cell <= r->y + r->h + 1e-9);
            CHECK(r->text_x + r->text_w <= r->art_x + 1e-9);
        }
    }
}

void test_refcard_zone(void)
{
    int seen = 0;
    test_each_shipped(zone_rows, &seen);
    /* Xiangqi's Soldier, Janggi's Chariot, Cannon and Soldier, on each
       player's card, on A4 and on Letter */
    CHECK_INT(seen, 2 * 2 * (1 + 3));
}
