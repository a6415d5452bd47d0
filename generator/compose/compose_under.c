/* compose_under.c: pieces under a one-page board (issue 30: a chess board
 * on A4 left a band of 52 mm blank below it). Where the band an upright
 * one-page board leaves holds whole rows of each side's pieces, the last of
 * them (a chess set's pawns) go there, each side in rows of its own; else
 * as many of each as share one row at least half the page wide (Xiangqi's
 * soldiers, Letter's chess pawns). Only discs cut round, which are glued to
 * card with the board. The board's caption takes on the words for cutting
 * them; the pieces page keeps the rest. The set is laid out so
 * only where the pieces page stays one page, no sheet is added and the
 * widest blank at a page's foot shrinks (compose_under_better). */
#include "compose-imp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

#define UNDER_GAP 2.0 /* between the board's words and pieces under it */

/* The words the board's caption takes on when discs lie under the board
 * (a line of their own would not leave a chess board's band two rows). */
static const char *under_words_of(const struct variant *v)
{
    return v->components.shape == SHAPE_OCTAGON
             ? "The pieces under the board: cut each out along its eight sides."
             : "The discs under the board: cut each out along its circle.";
}

/* The board's caption on a one-page board's page, an ITEM_TEXT. */
static struct item *board_caption(struct page *pg)
{
    for (int i = 0; i < pg->nitems; i++)
        if (pg->items[i].kind == ITEM_TEXT)
            return &pg->items[i];
    return NULL;
}

#define SHARED_GAP 4.0 /* between the two sides' discs sharing a row */

/* The height `under` pieces of each side take under a board: each side
 * in rows of its own across the page, or (shared) the two sides side by
 * side in one row. */
static double under_height(const struct variant *v, const struct piece_grid *g, int under,
                           int shared)
{
    int total = compose_sheet_count_pieces(v);
    double h = 0;
    for (int side = 0; side < MAX_SIDES; side++) {
        struct piece_list pl = compose_sheet_side_pieces(v, side, total);
        int first = pl.n - under, ns = pl.nsingle > first ? pl.nsingle - first : 0;
        double b = compose_sheet_block_height(g, ns, under, shared ? under : g->cols);
        h = shared ? fmax(h, b) : h + b;
        free(pl.list);
    }
    return h;
}

/* The board's caption followed by the words for the pieces under it. */
static void caption_under(const struct variant *v, struct item *cap)
{
    char *s = str_printf("%s %s", cap->text.markup, under_words_of(v));
    free(cap->text.markup);
    cap->text.markup = s;
}

/* The last `under` pieces of each side (a chess set's pawns) in the band
 * a one-page board leaves below its words, each side in rows of its own
 * (issue 30: a chess board on A4 left 52 mm of the page blank), or with
 * `under` negative, -under of each side in one row (Xiangqi's band holds
 * one row); the pieces page keeps the others, and its cards grow into the
 * room. */
void compose_pieces_under_board(const struct variant *v, const struct layout *lo, double face,
                                int under, struct document *doc)
{
    struct piece_grid g = compose_sheet_piece_grid(v, lo, face);
    struct page *pg = &doc->pages[doc->npages - 1];
    int total = compose_sheet_count_pieces(v), shared = under < 0;
    under = abs(under);
    caption_under(v, board_caption(pg));
    double y = compose_page_free_top(lo, pg) + UNDER_GAP;
    double x = (lo->paper_w - (2 * under * g.cw + SHARED_GAP)) / 2;
    for (int side = 0; side < MAX_SIDES; side++) {
        struct piece_list pl = compose_sheet_side_pieces(v, side, total);
        int first = pl.n - under, ns = pl.nsingle > first ? pl.nsingle - first : 0;
        int cols = compose_sheet_block_cols(ns, under, shared ? under : g.cols);
        double gx = shared ? x + side * (under * g.cw + SHARED_GAP) : (lo->paper_w - cols * g.cw) / 2;
        double h = compose_sheet_place_pieces(pg, v, &g, pl.list + first, under, ns, side, gx, y,
                                              shared ? under : g.cols);
        y += shared ? 0 : h;
        free(pl.list);
    }
    char *label = str_printf("%s; pieces", pg->label); /* the printing guide lists it */
    free(pg->label);
    pg->label = label;
}

/* The most pieces of each side, in whole rows across the page and fewer
 * than a side has, that fit the band a one-page upright board leaves
 * (doc: the set laid out without them); else, negated, the most of each
 * that share one row; 0 for none. */
int compose_pieces_under_room(const struct variant *v, const struct layout *lo,
                              const struct board_plan *bp, const struct document *doc)
{
    /* a band the set already fills (Dobutsu's hands, Minishogi's cards
       under their small boards) is left as it is */
    if (bp->ntiles != 1 || bp->landscape || doc->npages < 2 || strcmp(doc->pages[0].label, "board") != 0)
        return 0;
    double face = compose_piece_face_size(v, lo, bp);
    struct piece_grid g = compose_sheet_piece_grid(v, lo, face);
    /* only discs cut round, glued to card with the board: pieces in a cut
       grid (cards, fold-overs, discs on square tiles) are not glued, and
       their straight cuts' crop marks need room the band does not have
       (Shogi's pawns under its board left 64 % of cut ends unmarked) */
    if (g.grid)
        return 0;
    int n = compose_sheet_count_pieces(v);
    struct piece_list pl = compose_sheet_side_pieces(v, 0, n);
    n = pl.n;
    free(pl.list);
    /* the board's page as the board and its words leave it, less what its
       words take with the discs' added (doc's first page, nothing under
       its board yet) */
    const struct page *board = &doc->pages[0];
    const struct item *cap = board_caption((struct page *)board);
    double room = 0;
    if (cap) {
        char *longer = str_printf("%s %s", cap->text.markup, under_words_of(v));
        room = compose_pack_bottom(lo, board) - compose_page_free_top(lo, board) - UNDER_GAP -
               (compose_text_block_height(lo, longer, cap->text.size_pt, cap->w) -
                compose_text_block_height(lo, cap->text.markup, cap->text.size_pt, cap->w));
        free(longer);
    }
    int best = 0;
    for (int under = g.cols; cap && g.cols > 0 && under < n; under += g.cols)
        if (under_height(v, &g, under, 0) <= room + 1e-9)
            best = under;
    double aw = lo->paper_w - 2 * lo->margin;
    /* one row shared by the sides, at least half the page wide (a pawn
       of each under a board is not worth the cutting) */
    for (int under = 1; cap && best <= 0 && under < n; under++)
        if (2 * under * g.cw + SHARED_GAP <= aw + 1e-9 && 4 * under * g.cw >= aw &&
            under_height(v, &g, under, 1) <= room + 1e-9)
            best = -under;
    return best;
}

/* The widest room left at the foot of any upright page of doc. */
static double widest_foot(const struct layout *lo, const struct document *doc)
{
    double most = 0;
    for (int i = 0; i < doc->npages; i++)
        if (doc->pages[i].w == lo->paper_w)
            most = fmax(most, compose_pack_bottom(lo, &doc->pages[i]) -
                                  compose_page_free_top(lo, &doc->pages[i]));
    return most;
}

int compose_under_better(const struct layout *lo, const struct document *doc,
                         const struct document *alt)
{
    /* the other pieces still on one page, no sheet more, and the blank at
       the foot of the emptiest page less (not moved from the board's page
       to another: Dobutsu's small board already has its hands under it) */
    int one_page = 0;
    for (int i = 0; i < alt->npages; i++)
        one_page += strcmp(alt->pages[i].label, "pieces") == 0 ||
                    strncmp(alt->pages[i].label, "pieces;", 7) == 0;
    return one_page == 1 && alt->npages <= doc->npages &&
           widest_foot(lo, alt) < widest_foot(lo, doc) - 1e-9;
}
