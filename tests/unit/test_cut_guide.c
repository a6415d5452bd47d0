/* test_cut_guide.c: the booklet's cutting words match the sheets printed
 * (issue 30, Chu Shogi: the guide said the cut lines "run across the whole
 * sheet", but its first two sheets hold a board tile above the pieces,
 * which a cut across the whole sheet would cut through). */
#include <stdio.h>
#include <string.h>

#include "compose/compose.h"
#include "model/model.h"
#include "load/load.h"
#include "test.h"
#include "items.h"

/* Is this a part the player cuts out on its own (not a cut grid's piece)? */
static int cut_part(const struct item *it)
{
    switch (it->kind) {
    case ITEM_BOARD_TILE: case ITEM_HAND: case ITEM_REFCARD: case ITEM_SCREEN: case ITEM_CHIP:
    case ITEM_DISC:
        return 1;
    default:
        return 0;
    }
}

/* Does some other part on the page lie where g's lines, carried on across
 * the sheet, would run: beside the grid (its rows' lines) or above or below
 * it (its columns')? */
static int grid_crosses(const struct page *pg, const struct item *g)
{
    for (int i = 0; i < pg->nitems; i++) {
        const struct item *it = &pg->items[i];
        if (!cut_part(it))
            continue;
        int rows = it->y < g->y + g->h && it->y + it->h > g->y;
        int cols = it->x < g->x + g->w && it->x + it->w > g->x;
        if (rows || cols)
            return 1;
    }
    return 0;
}

/* The guide's words on cutting the pieces ("<b>Pieces.</b> Cut along every
 * solid line..."), or NULL. */
static const char *pieces_words(const struct document *book)
{
    for (int i = 0; i < book->npages; i++)
        for (int j = 0; j < book->pages[i].nitems; j++) {
            const char *m = item_markup(&book->pages[i].items[j]);
            if (m && (strstr(m, "<b>Pieces.</b> Cut along every solid line") ||
                      strstr(m, "<b>Tiles.</b> Cut along every solid line")))
                return m;
        }
    return NULL;
}

struct guide_count {
    int grids, crossed;
};

static void guide_matches(const struct layout *lo, const char *paper, struct variant *v,
                          struct composed *c, void *ctx)
{
    (void)lo;
    struct guide_count *n = ctx;
    const struct document *comp = &c->components;
    int grid = 0, cross = 0;
    for (int i = 0; i < comp->npages; i++)
        for (int j = 0; j < comp->pages[i].nitems; j++)
            if (comp->pages[i].items[j].kind == ITEM_CUT_GRID) {
                grid = 1;
                cross |= grid_crosses(&comp->pages[i], &comp->pages[i].items[j]);
            }
    if (!grid)
        return;
    const char *words = pieces_words(&c->booklet);
    n->grids++;
    n->crossed += cross;
    CHECK(words != NULL);
    if (words && strstr(words, "whole sheet")) {
        fprintf(stderr, "  %s (%s): the cut lines said to run across the whole sheet\n", v->file,
                paper);
        CHECK(!"cut lines run across their block, not the sheet");
    }
    if (words && cross && !strstr(words, "out first")) {
        fprintf(stderr, "  %s (%s): a sheet holds a part in the cut lines' way, "
                "and the guide does not say to cut it out first\n", v->file, paper);
        CHECK(!"the guide says to cut a part in the lines' way out first");
    }
}

/* Where the pieces stand in a grid of shared cut lines, the guide never
 * says those lines run across the whole sheet; where a sheet holds another
 * part in their way, it says to cut that part out first. */
void test_cut_guide_matches_sheets(void)
{
    static const char *const layouts[] = {"layouts/a4.xml", "layouts/letter.xml",
                                          "layouts/a4-letter-safe.xml"};
    struct guide_count n = {0, 0};
    test_each_shipped_on(layouts, sizeof layouts / sizeof *layouts, guide_matches, &n);
    fprintf(stderr, "  %d set x paper with cut grids, %d with a part in the lines' way\n", n.grids,
            n.crossed);
    CHECK(n.grids >= 20 && n.crossed >= 1); /* Chu Shogi's tile-and-pieces sheets on A4 */
}

struct caption_count {
    int captions, bad;
};

static void guide_captions(const struct layout *lo, const char *paper, struct variant *v,
                           struct composed *c, void *ctx)
{
    (void)lo;
    (void)paper;
    struct caption_count *n = ctx;
    const struct document *book = &c->booklet;
    for (int p = 0; p < book->npages; p++)
        for (int i = 0; i + 1 < book->pages[p].nitems; i++) {
            if (book->pages[p].items[i].kind != ITEM_THUMB)
                continue;
            const char *m = item_markup(&book->pages[p].items[i + 1]);
            const char *act = m ? strstr(m, ".\xc2\xa0<i>") : NULL;
            n->captions++;
            if (!m || strchr(m, '\n') || !act || act[6] < 'A' || act[6] > 'Z' ||
                !strstr(act, ".</i>")) {
                fprintf(stderr, "  %s: thumbnail caption \"%s\"\n", v->file, m ? m : "(none)");
                n->bad++;
            }
        }
}

/* Under each thumbnail of a component page, what to do with it is a
 * sentence tied to the page's name ("1: board; pieces. Cut out."), never a
 * word on a line of its own (issue 30, Chess review: "a stray 'cut' under
 * the thumbnails"): one paragraph, the action after a no-break space,
 * capitalised, ending in a full stop. Every shipped set on A4. */
void test_cut_guide_captions(void)
{
    static const char *const a4[] = {"layouts/a4.xml"};
    struct caption_count n = {0, 0};
    test_each_shipped_on(a4, 1, guide_captions, &n);
    fprintf(stderr, "  %d thumbnail captions, %d not one sentence\n", n.captions, n.bad);
    CHECK(n.captions >= 34);
    CHECK_INT(n.bad, 0);
}
