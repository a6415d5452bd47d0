/* test_stack_figure.c: a booklet's picture of a group shows every piece of
 * it (issue 30, player review of the rotation game: "the group picture
 * shows no Shield": an Archer 4 mm up and right of the Shield beneath it
 * left only the Shield's frame in sight). In every shipped booklet, on A4
 * and Letter, each <piece-figure stack="yes"> draws each piece's centre,
 * where its name is, at least NAME_CLEAR mm outside every face above it. */
#include <math.h>
#include <stdio.h>

#include "compose/compose.h"
#include "compose/sizes.h"
#include "model/model.h"
#include "test.h"

#define NAME_CLEAR 2.5 /* half the width of a tile's two-letter name, and a little */

static void stacks(const struct layout *lo, const char *paper, struct variant *v,
                   struct composed *c, void *ctx)
{
    (void)lo, (void)paper;
    int pg = 0, i = -1;
    const struct item *it;
    while ((it = test_doc_next(&c->booklet, ITEM_FIGURE, &pg, &i))) {
        const struct item_figure *fg = &it->figure;
        if (!fg->block->fig_stack)
            continue;
        ++*(int *)ctx;
        for (int a = 0; a < fg->count; a++)
            for (int b = a + 1; b < fg->count; b++) {
                double dx = fabs(fg->faces[a].cx - fg->faces[b].cx);
                double dy = fabs(fg->faces[a].cy - fg->faces[b].cy);
                double out = fmax(dx, dy) - FIG_FACE / 2;
                if (out < NAME_CLEAR)
                    fprintf(stderr, "  %s: stack piece %d's centre %.1f mm outside piece %d\n",
                            v->id, a, out, b);
                CHECK(out >= NAME_CLEAR);
            }
    }
}

void test_stack_figure_shows_all(void)
{
    int seen = 0;
    test_each_shipped(stacks, &seen);
    CHECK(seen >= 2);
}
