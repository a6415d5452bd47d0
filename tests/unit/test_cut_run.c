/* test_cut_run.c: a sheet's cut lines start on a mark past their grid,
 * but never through the words over it (issue 30, session 20 review:
 * Dobutsu's "Pieces for one player: set 1 of 2" and Makruk's "White" and
 * "Black" had the grid's 3 mm run cut up through them). Every heading
 * over a cut grid, on every shipped set's sheets on A4 and Letter, ends
 * above the grid's lines' run where a line runs under it. */
#include <stdio.h>

#include "compose/compose.h"
#include "compose/sizes.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"
#include "text/text.h"

/* Does a vertical line of grid g lie under x0..x1? */
static int line_under(const struct item *g, double x0, double x1)
{
    double cw = g->w / g->cut_grid.cols;
    for (int i = 0; i <= g->cut_grid.cols; i++)
        if (g->x + i * cw > x0 && g->x + i * cw < x1)
            return 1;
    return 0;
}

static void runs_clear(const struct layout *lo, const char *paper, struct variant *v,
                       struct composed *c, void *ctx)
{
    int *seen = ctx;
    for (int p = 0; p < c->components.npages; p++) {
        const struct page *pg = &c->components.pages[p];
        const struct item *g;
        for (int i = -1; (g = test_page_next(pg, ITEM_CUT_GRID, &i));) {
            const struct item *t;
            for (int j = -1; (t = test_page_next(pg, ITEM_TEXT, &j));) {
                if (!t->text.markup || t->y >= g->y || !line_under(g, t->x, t->x + t->w))
                    continue;
                double foot = t->y + text_height(lo, t->text.markup, t->text.size_pt, t->w);
                if (foot < g->y - CUT_GRID_RUN - 1)
                    continue; /* far above: not the grid's heading */
                (*seen)++;
                if (foot > g->y - CUT_GRID_RUN_TOP)
                    fprintf(stderr, "  %s (%s) page %d: words end %.2f mm over the grid, its "
                            "lines run %.2f: \"%.40s\"\n", v->id, paper, p + 1, g->y - foot,
                            CUT_GRID_RUN_TOP, t->text.markup);
                CHECK(foot <= g->y - CUT_GRID_RUN_TOP);
            }
        }
    }
}

void test_cut_run_clear_of_words(void)
{
    static const char *const papers[] = {"layouts/a4.xml", "layouts/letter.xml"};
    int seen = 0;
    test_each_shipped_on(papers, 2, runs_clear, &seen);
    fprintf(stderr, "  %d headings over cut grids\n", seen);
    CHECK(seen >= 10);
}
