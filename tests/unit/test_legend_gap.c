/* test_legend_gap.c: the key of diagram marks after a list stands a
 * block's space below it, not a list line's: under Shatranj's "Jump"
 * bullet it read as squeezed into the list (issue 30, Shatranj review 8;
 * old: 1.2 mm). Every shipped set on A4 and Letter: at least
 * LEGEND_GAP_MM between a list's last line and the key. */
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "model/model.h"
#include "test.h"

#define LEGEND_GAP_MM 3.0

static void legend_gap(const struct layout *lo, const char *paper, struct variant *v,
                       struct composed *c, void *ctx)
{
    (void)lo;
    int *seen = ctx;
    const struct document *d = &c->booklet;
    for (int pg = 0; pg < d->npages; pg++) {
        const struct page *p = &d->pages[pg];
        for (int i = 2; i < p->nitems; i++) {
            const struct item *it = &p->items[i], *line = &p->items[i - 1], *b = &p->items[i - 2];
            if (it->kind != ITEM_LEGEND || b->kind != ITEM_TEXT || !b->text.markup ||
                strcmp(b->text.markup, "•"))
                continue;
            double gap = it->y - (line->y + line->h);
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
