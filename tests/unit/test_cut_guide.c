/* test_cut_guide.c: the booklet's cutting words match the sheets printed
 * (issue 30, Chu Shogi: the guide said the cut lines "run across the whole
 * sheet", but its first two sheets hold a board tile above the pieces,
 * which a cut across the whole sheet would cut through). */
#include <glob.h>
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

/* Where the pieces stand in a grid of shared cut lines, the guide never
 * says those lines run across the whole sheet; where a sheet holds another
 * part in their way, it says to cut that part out first. */
void test_cut_guide_matches_sheets(void)
{
    static const char *layouts[] = {"layouts/a4.xml", "layouts/letter.xml",
                                    "layouts/a4-letter-safe.xml"};
    glob_t defs;
    CHECK_INT(glob("piecedefs/*.xml", 0, NULL, &defs), 0);
    int grids = 0, crossed = 0;
    for (size_t l = 0; l < sizeof layouts / sizeof *layouts; l++) {
        struct layout lo;
        CHECK_INT(layout_load(layouts[l], &lo, &(struct report){.file = layouts[l]}), 0);
        for (size_t k = 0; k < defs.gl_pathc; k++) {
            const char *path = defs.gl_pathv[k];
            struct variant v;
            struct board_plan bp;
            struct document comp, book;
            if (piecedef_load(path, &v, &(struct report){.file = path}) != 0) {
                CHECK(!"a shipped definition loads");
                continue;
            }
            CHECK_INT(plan_board(&v, &lo, &bp), 0);
            compose_components(&v, &lo, &bp, &comp);
            compose_booklet(&v, &lo, &bp, &comp, &book);
            int grid = 0, cross = 0;
            for (int i = 0; i < comp.npages; i++)
                for (int j = 0; j < comp.pages[i].nitems; j++)
                    if (comp.pages[i].items[j].kind == ITEM_CUT_GRID) {
                        grid = 1;
                        cross |= grid_crosses(&comp.pages[i], &comp.pages[i].items[j]);
                    }
            const char *words = pieces_words(&book);
            if (grid) {
                grids++;
                crossed += cross;
                CHECK(words != NULL);
                if (words && strstr(words, "whole sheet")) {
                    fprintf(stderr, "  %s (%s): the cut lines said to run across the whole sheet\n",
                            path, layouts[l]);
                    CHECK(!"cut lines run across their block, not the sheet");
                }
                if (words && cross && !strstr(words, "out first")) {
                    fprintf(stderr, "  %s (%s): a sheet holds a part in the cut lines' way, "
                            "and the guide does not say to cut it out first\n", path, layouts[l]);
                    CHECK(!"the guide says to cut a part in the lines' way out first");
                }
            }
            document_free(&book);
            document_free(&comp);
            plan_board_free(&bp);
            variant_free(&v);
        }
        layout_free(&lo);
    }
    fprintf(stderr, "  %d set x paper with cut grids, %d with a part in the lines' way\n", grids,
            crossed);
    CHECK(grids >= 20 && crossed >= 1); /* Chu Shogi's tile-and-pieces sheets on A4 */
    globfree(&defs);
}

/* Under each thumbnail of a component page, what to do with it is a
 * sentence tied to the page's name ("1: board; pieces. Cut out."), never a
 * word on a line of its own (issue 30, Chess review: "a stray 'cut' under
 * the thumbnails"): one paragraph, the action after a no-break space,
 * capitalised, ending in a full stop. Every shipped set on A4. */
void test_cut_guide_captions(void)
{
    glob_t defs;
    CHECK_INT(glob("piecedefs/*.xml", 0, NULL, &defs), 0);
    struct layout lo;
    CHECK_INT(layout_load("layouts/a4.xml", &lo, &(struct report){.file = "layouts/a4.xml"}), 0);
    int captions = 0, bad = 0;
    for (size_t k = 0; k < defs.gl_pathc; k++) {
        const char *path = defs.gl_pathv[k];
        struct variant v;
        struct board_plan bp;
        struct document comp, book;
        if (piecedef_load(path, &v, &(struct report){.file = path}) != 0) {
            CHECK(!"a shipped definition loads");
            continue;
        }
        CHECK_INT(plan_board(&v, &lo, &bp), 0);
        compose_components(&v, &lo, &bp, &comp);
        compose_booklet(&v, &lo, &bp, &comp, &book);
        for (int p = 0; p < book.npages; p++)
            for (int i = 0; i + 1 < book.pages[p].nitems; i++) {
                if (book.pages[p].items[i].kind != ITEM_THUMB)
                    continue;
                const char *m = item_markup(&book.pages[p].items[i + 1]);
                const char *act = m ? strstr(m, ".\xc2\xa0<i>") : NULL;
                captions++;
                if (!m || strchr(m, '\n') || !act || act[6] < 'A' || act[6] > 'Z' ||
                    !strstr(act, ".</i>")) {
                    fprintf(stderr, "  %s: thumbnail caption \"%s\"\n", path, m ? m : "(none)");
                    bad++;
                }
            }
        document_free(&book);
        document_free(&comp);
        plan_board_free(&bp);
        variant_free(&v);
    }
    fprintf(stderr, "  %d thumbnail captions, %d not one sentence\n", captions, bad);
    CHECK(captions >= 34);
    CHECK_INT(bad, 0);
    layout_free(&lo);
    globfree(&defs);
}
