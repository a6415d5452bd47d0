/* test_legend_gap.c: the key of diagram marks after a list stands a
 * block's space below it, not a list line's: under Shatranj's "Jump"
 * bullet it read as squeezed into the list (issue 30; old: 1.2 mm). The
 * space is taken inside the key's block, from its foot, so the marks stay
 * within it and no page breaks elsewhere (a taller block put Jungi's
 * A4-or-Letter booklet on 7 pages). Every shipped set on A4 and Letter. */
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "model/model.h"
#include "test.h"

#define LEGEND_GAP_MM 3.0
#define LEGEND_BOX_MM 7.0 /* draw_legend's box */

static void legend_gap(const struct layout *lo, const char *paper, struct variant *v,
                       struct composed *c, void *ctx)
{
    (void)lo;
    int *seen = ctx;
    const struct document *d = &c->booklet;
    for (int pg = 0; pg < d->npages; pg++) {
        const struct page *p = &d->pages[pg];
        for (int i = 0; i < p->nitems; i++) {
            const struct item *it = &p->items[i];
            if (it->kind != ITEM_LEGEND || it->legend.nentries == 0)
                continue;
            for (int e = 0; e < it->legend.nentries; e++) /* inside its block */
                CHECK(it->legend.entries[e].y + LEGEND_BOX_MM <= it->h + 1e-6);
            const struct item *line = i >= 1 ? &p->items[i - 1] : NULL, *b = i >= 2 ? &p->items[i - 2] : NULL;
            if (!b || b->kind != ITEM_TEXT || !b->text.markup || strcmp(b->text.markup, "•"))
                continue;
            double gap = it->y + it->legend.entries[0].y - (line->y + line->h);
            (*seen)++;
            if (gap < LEGEND_GAP_MM - 1e-6)
                fprintf(stderr, "  %s on %s, booklet p%d: key %.1f mm under a list\n", v->id,
                        paper, pg + 1, gap);
            CHECK(gap >= LEGEND_GAP_MM - 1e-6);
        }
    }
}

void test_legend_gap(void)
{
    int seen = 0;
    test_each_shipped(legend_gap, &seen);
    CHECK(seen > 0);
}
