/* test_board_key_list.c: the board key's bullets are one list, and the
 * rows of its marks, each beside its symbol, follow it: Xiangqi's
 * "Position marks" row stood between the palaces' bullets and the river's,
 * breaking the list (issue 30, Xiangqi review 6). Every shipped set on A4
 * and Letter: no bullet straight after a mark's row. */
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "model/model.h"
#include "test.h"

static void key_list(const struct layout *lo, const char *paper, struct variant *v,
                     struct composed *c, void *ctx)
{
    (void)lo, (void)ctx;
    const struct document *d = &c->booklet;
    for (int pg = 0; pg < d->npages; pg++) {
        const struct page *p = &d->pages[pg];
        for (int i = 0; i + 1 < p->nitems; i++) {
            const struct item *it = &p->items[i], *next = &p->items[i + 1];
            int bullet = next->kind == ITEM_TEXT && next->text.markup &&
                         !strcmp(next->text.markup, "•");
            if (it->kind == ITEM_BOARD_KEY && bullet)
                fprintf(stderr, "  %s on %s, booklet p%d: a bullet after a mark's row\n",
                        v->id, paper, pg + 1);
            CHECK(!(it->kind == ITEM_BOARD_KEY && bullet));
        }
    }
}

void test_board_key_list(void)
{
    test_each_shipped(key_list, NULL);
}
