/* test_board_sheets.c: how a board sheet uses its page (issue 30: "board
 * sheets have an empty band of 13 to 21 % of the page"). Every shipped set
 * is composed on A4 and on Letter; on each page that holds a board tile,
 * what prints is read back (each item's box; each text's ink box through
 * draw_page's ink ledger), and the widest band with nothing in it, across
 * the page's printable area from margin to margin, is measured both ways:
 * a band across the page (a share of the printable height) and, beside
 * the board, a band down it (a share of the printable width: Capablanca's
 * landscape board leaves one on each side). */
#include <glob.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compose/compose.h"
#include "draw/draw.h"
#include "load/load.h"
#include "model/model.h"
#include "test.h"

/* The most a board sheet may leave blank in one band: 15 % of the
 * printable height (or width), 42 mm on A4, 38 mm on Letter. A band that
 * size holds no row of pieces of both sides under a board's words (a row of
 * chess discs is 24 mm), so what is left is what a board of that shape
 * leaves. A chess board on A4 left 57.5 mm, Xiangqi's and Janggi's 37 mm:
 * their last discs now lie under the board (compose_under.c). */
#define MAX_BAND 0.15

/* Sets whose board sheets still leave more, each with why (printed as
 * "known", neither passed nor failed, so that nobody takes them for done):
 * only discs cut round go under a board, glued to card with it; Shogi's,
 * Tori Shogi's, Makruk's, Sittuyin's and the rotation game's pieces are
 * cards or fold-overs in a cut grid, not glued, whose straight cuts' crop
 * marks the band has no room for (57.5 mm left on A4, the boards as wide as
 * the page since compose_grow.c: board_sheets_grown); the crest
 * game's pieces page would be left emptier than its board's band
 * (compose_under_better); Chu Shogi's tiles 3 and 4 and Chu Seireigi's on
 * Letter have nothing left to print, their boards grown as far as the page
 * or the sheets allow (board_sheets_grown);
 * Dobutsu's 3 x 4 board and Minishogi's 5 x 5 (on Letter) are narrower
 * than the page, a band down beside them, their hands and cards already
 * under them. */
static const char *const known[] = {"shogi", "tori-shogi", "makruk", "sittuyin", "rotation", "crest",
                                    "chu-shogi", "chu-seireigi", "dobutsu", "minishogi"};

static int is_known(const char *id)
{
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (strcmp(known[i], id) == 0)
            return 1;
    return 0;
}

struct span { double a, b; };

static int by_start(const void *p, const void *q)
{
    const struct span *x = p, *y = q;
    return (x->a > y->a) - (x->a < y->a);
}

/* The widest gap between lo and hi that no span covers. */
static double widest_gap(struct span *s, int n, double lo, double hi)
{
    qsort(s, (size_t)n, sizeof *s, by_start);
    double reach = lo, gap = 0;
    for (int i = 0; i < n; i++) {
        if (s[i].a > reach)
            gap = fmax(gap, fmin(s[i].a, hi) - reach);
        reach = fmax(reach, s[i].b);
    }
    return fmax(gap, hi - reach);
}

/* The widest empty band across (*across, mm) and down (*down, mm) page pg. */
static void page_bands(const struct layout *lo, const struct document *doc, const struct page *pg,
                       double *across, double *down)
{
    struct ink_ledger l;
    test_page_ink(lo, doc, pg, &l);
    int cap = pg->nitems + l.n, n = 0, nx = 0;
    struct span *ys = malloc((size_t)cap * sizeof *ys), *xs = malloc((size_t)cap * sizeof *xs);
    /* a band down the page is read beside the board (the title above it
       and the ruler below span the page) */
    double top = pg->h, bottom = 0;
    for (int i = 0; i < pg->nitems; i++)
        if (pg->items[i].kind == ITEM_BOARD_TILE) {
            top = fmin(top, pg->items[i].y);
            bottom = fmax(bottom, pg->items[i].y + pg->items[i].h);
        }
    for (int i = 0; i < pg->nitems; i++) {
        const struct item *it = &pg->items[i];
        if (it->kind == ITEM_TEXT || it->kind == ITEM_TITLE || it->h <= 0 || it->w <= 0)
            continue;
        ys[n++] = (struct span){it->y, it->y + it->h};
        if (it->y < bottom && it->y + it->h > top)
            xs[nx++] = (struct span){it->x, it->x + it->w};
    }
    for (int k = 0; k < l.n; k++)
        if (l.e[k].kind == INK_TEXT) {
            ys[n++] = (struct span){l.e[k].y0, l.e[k].y1};
            if (l.e[k].y0 < bottom && l.e[k].y1 > top)
                xs[nx++] = (struct span){l.e[k].x0, l.e[k].x1};
        }
    *across = widest_gap(ys, n, lo->margin, pg->h - lo->margin);
    *down = widest_gap(xs, nx, lo->margin, pg->w - lo->margin);
    free(ys);
    free(xs);
    draw_ink_ledger_free(&l);
}

/* Each board page of one set on one paper: its empty bands within MAX_BAND. */
static void use_page(const struct layout *lo, const char *paper, struct variant *v,
                     struct composed *c, void *ctx)
{
    (void)ctx;
    for (int i = 0; i < c->components.npages; i++) {
        const struct page *pg = &c->components.pages[i];
        int board = 0;
        for (int j = 0; j < pg->nitems; j++)
            board |= pg->items[j].kind == ITEM_BOARD_TILE;
        if (!board)
            continue;
        double across, down;
        page_bands(lo, &c->components, pg, &across, &down);
        double ha = across / (pg->h - 2 * lo->margin), wd = down / (pg->w - 2 * lo->margin);
        int ok = ha <= MAX_BAND + 1e-9 && wd <= MAX_BAND + 1e-9;
        if (!ok || getenv("BOARD_SHEETS"))
            fprintf(stderr, "  %s%s on %s page %d: empty band across %.1f mm (%.0f %%), "
                    "down %.1f mm (%.0f %%)\n", ok ? "" : is_known(v->id) ? "known: " : "",
                    v->id, lo->name ? lo->name : paper, i + 1, across, 100 * ha, down, 100 * wd);
        CHECK(ok || is_known(v->id));
    }
}

void test_board_sheets_use_page(void)
{
    test_each_shipped(use_page, NULL);
}

/* A board page that leaves more than MAX_BAND blank across holds a board
 * that could grow no further (compose_grow.c, issue 30: Chu Shogi's upper
 * tiles' pages were 41 and 46 % blank, Tori Shogi's board page 31 %, with
 * 25 mm cells on pages that hold 29): its tile is as wide or as tall as
 * the printable area, less one GROW_STEP of 0.5 mm a cell; or its pieces
 * fill at most 0.8 of a square (a step more); or the definition chose its
 * pieces' size; or growing would cost a sheet, a component or card
 * detail, which `grown_known` names. On A4, Letter and A4-or-Letter. */
static const char *const grown_known[] = {
    /* on Letter and A4-or-Letter (not A4) its cells grow from 25 to 27 mm;
       at 27.5 the hand trays beside its tiles need an eighth sheet */
    "chu-seireigi",
};

/* Each board page of one set on one paper (board_sheets_grown). */
static void grown(const struct layout *lo, const char *paper, struct variant *v,
                  struct composed *c, void *ctx)
{
    (void)ctx;
    double cell = c->board.cell, fill = compose_piece_face_size(v, lo, &c->board) / cell;
    for (int i = 0; i < c->components.npages; i++) {
        const struct page *pg = &c->components.pages[i];
        const struct item *t = NULL;
        for (int j = 0; j < pg->nitems && !t; j++)
            if (pg->items[j].kind == ITEM_BOARD_TILE)
                t = &pg->items[j];
        if (!t)
            continue;
        double across, down;
        page_bands(lo, &c->components, pg, &across, &down);
        if (across / (pg->h - 2 * lo->margin) <= MAX_BAND + 1e-9)
            continue;
        int files = t->tile.fx1 - t->tile.fx0, ranks = t->tile.ry1 - t->tile.ry0;
        int wide = t->w + 0.5 * files > pg->w - 2 * lo->margin + 1e-9;
        int tall = t->h + 0.5 * ranks > pg->h - 2 * lo->margin + 1e-9;
        int filled = fill <= 0.8 + 0.5 / cell + 1e-9;
        int ok = wide || tall || filled || v->components.piece_size > 0, listed = 0;
        for (size_t q = 0; !ok && q < sizeof grown_known / sizeof *grown_known; q++)
            listed |= strcmp(grown_known[q], v->id) == 0 && strcmp(paper, "layouts/a4.xml") != 0;
        if (!ok || getenv("BOARD_SHEETS"))
            fprintf(stderr, "  %s%s on %s page %d: band %.1f mm, cell %.2f mm, pieces "
                    "fill %.2f, tile %.1f x %.1f mm%s%s\n", ok ? "" : listed ? "known: " : "",
                    v->id, lo->name ? lo->name : paper, i + 1, across, cell, fill, t->w, t->h,
                    wide ? ", as wide as the page" : "", tall ? ", as tall" : "");
        CHECK(ok || listed);
    }
}

void test_board_sheets_grown(void)
{
    static const char *const papers[] = {"layouts/a4.xml", "layouts/letter.xml",
                                         "layouts/a4-letter-safe.xml"};
    test_each_shipped_on(papers, sizeof papers / sizeof *papers, grown, NULL);
}
