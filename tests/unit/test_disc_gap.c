/* test_disc_gap.c: discs on a board of squares stand apart at a glance
 * (issue 30, Chess review: "the big discs nearly touch on their squares";
 * at the layouts' 0.93 fill two neighbours' cut circles were 1.5 mm apart
 * on Chess's A4 squares). Read from every shipped disc set on squares,
 * composed on A4 and Letter: every disc's cut circle (the largest size
 * class's) is at most DISC_MAX_SHARE of the board's square across, and
 * two neighbours on adjacent squares keep DISC_MIN_GAP_MM between their
 * circles; the cover's picture draws them at the same share. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

#define DISC_MAX_SHARE 0.88
#define DISC_MIN_GAP_MM 2.5 /* a pencil line's width seen from the chair: a gap, not a touch */

static void disc_gap(const struct layout *lo, const char *paper, struct variant *v,
                     struct composed *c, void *ctx)
{
    int *sets = ctx;
    (void)lo;
    if (v->components.form != FORM_DISC || v->board.cells != CELLS_SQUARES)
        return;
    double cell = c->board.cell, widest = 0;
    for (int n = 0; n < c->components.npages; n++)
        for (int k = 0; k < c->components.pages[n].nitems; k++) {
            const struct item *it = &c->components.pages[n].items[k];
            if (it->kind == ITEM_DISC)
                widest = fmax(widest, 2 * it->disc.r);
        }
    double cover = 0;
    for (int k = 0; c->booklet.npages && k < c->booklet.pages[0].nitems; k++) {
        const struct item *it = &c->booklet.pages[0].items[k];
        for (int p = 0; it->kind == ITEM_SETUP && p < it->setup.npieces; p++)
            if (it->setup.pieces[p].style == SETUP_DISC)
                cover = fmax(cover, it->setup.pieces[p].size / it->setup.tile.cell);
    }
    fprintf(stderr, "  %s on %s: disc %.2f mm on %.2f mm squares (%.3f), %.2f mm apart; cover %.3f\n",
            v->id, paper, widest, cell, widest / cell, cell - widest, cover);
    CHECK(widest > 0);
    CHECK(widest <= DISC_MAX_SHARE * cell + 1e-9);
    CHECK(cell - widest >= DISC_MIN_GAP_MM - 1e-9);
    CHECK(cover <= DISC_MAX_SHARE + 1e-9);
    (*sets)++;
}

void test_disc_gap(void)
{
    int sets = 0;
    test_each_shipped(disc_gap, &sets);
    CHECK(sets >= 10); /* Chess, Shatranj, Grand, Capablanca, Sittuyin; A4 and Letter */
}
