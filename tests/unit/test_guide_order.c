/* test_guide_order.c: "Making the set" goes in the order a player works
 * (issue 30, player review of the crest game: its card came after the
 * cutting, "glue every sheet onto thin card before cutting" last of all).
 * In the crest game's booklet, on A4 and Letter, the words on card come
 * before the board's, the board's before the pieces', the pieces' before
 * the chips' and the screen's, and the card is said once. */
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "model/model.h"
#include "test.h"

static void order(const struct layout *lo, const char *paper, struct variant *v,
                  struct composed *c, void *ctx)
{
    (void)lo;
    if (strcmp(v->id, "crest"))
        return;
    ++*(int *)ctx;
    static const char *const steps[] = {"<b>Opaque card.</b>", "<b>Board.</b>", "<b>Pieces.</b>",
                                        "<b>Chips", "<b>Screen.</b>"};
    int at[5] = {-1, -1, -1, -1, -1}, n = 0, card = 0;
    for (int p = 0; p < c->booklet.npages; p++) {
        const struct page *pg = &c->booklet.pages[p];
        for (int i = 0; i < pg->nitems; i++, n++) {
            const struct item *it = &pg->items[i];
            const char *m = it->kind == ITEM_TEXT ? it->text.markup : NULL;
            if (!m)
                continue;
            for (int k = 0; k < 5; k++)
                if (!strncmp(m, steps[k], strlen(steps[k])) && at[k] < 0)
                    at[k] = n;
            card += strstr(m, "onto thin card before cutting") != NULL;
        }
    }
    fprintf(stderr, "  crest (%s): card %d, board %d, pieces %d, chips %d, screen %d\n", paper,
            at[0], at[1], at[2], at[3], at[4]);
    for (int k = 0; k < 5; k++)
        CHECK(at[k] >= 0);
    CHECK(at[0] < at[1] && at[1] < at[2] && at[2] < at[3] && at[2] < at[4]);
    CHECK_INT(card, 0);
}

void test_guide_crest_order(void)
{
    int seen = 0;
    test_each_shipped(order, &seen);
    CHECK_INT(seen, 2);
}
