/* test_guide_together.c: the printing guide's opening words ("Print at
 * 100 % ...") and the pictures of the component sheets start on one page
 * (ninth player review, issue 30: Minishogi's words ended booklet page 3,
 * its pictures filled page 4, 60 % blank). Every shipped set on A4 and
 * Letter: the page of the first sheet's picture also holds those words
 * (compose_booklet splits them only where that saves a sheet, which no
 * set on these papers needs). */
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "compose/document.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

static void check(const struct layout *lo, const char *paper, struct variant *v,
                  struct composed *c, void *ctx)
{
    (void)lo;
    (void)ctx;
    int words = -1, thumb = -1;
    for (int p = 0; p < c->booklet.npages; p++)
        for (int i = 0; i < c->booklet.pages[p].nitems; i++) {
            const struct item *it = &c->booklet.pages[p].items[i];
            if (it->kind == ITEM_TEXT && words < 0 && it->text.markup &&
                strstr(it->text.markup, "Print at <b>100 %</b>"))
                words = p;
            if (it->kind == ITEM_THUMB && thumb < 0)
                thumb = p;
        }
    if (words != thumb)
        fprintf(stderr, "  %s on %s: the guide's words on booklet page %d, its pictures on %d\n",
                v->id, paper, words + 1, thumb + 1);
    CHECK(words >= 0);
    CHECK_INT(thumb, words);
}

void test_guide_together(void)
{
    test_each_shipped(check, NULL);
}
