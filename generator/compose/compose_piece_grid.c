/* compose_piece_grid.c: pieces laid out in a cut grid on a sheet: the faces
 * each piece prints, the
 * grid's cells for a face size, one side's pieces in sheet order, and
 * placing a block of them (compose_sheets.c lays out the pages). */
#include "compose-imp.h"

#include <math.h>
#include <stdlib.h>

#include "base/base.h"

#define DISC_GAP 2.5
#define SQUARE_TILE_PAD 1.2

void compose_piece_faces(const struct variant *v, int piece, int side, struct face *front,
                         struct face *back)
{
    const struct piece *p = &v->pieces[piece];
    *front = (struct face){.piece = piece, .side = side, .kind = FACE_FRONT};
    *back = (struct face){.piece = piece, .side = side, .kind = FACE_PLAIN_BACK};
    switch (piece_back_of(v, p)) {
    case BACK_PROMOTED:
        if (p->promotes_to) {
            back->piece = (int)(p->promotes_to - v->pieces);
            back->kind = FACE_PROMOTED;
            back->choices_of = piece_back_choices(v, p) ? piece + 1 : 0;
        }
        break;
    case BACK_HIDDEN:
        back->kind = FACE_HIDDEN_BACK;
        break;
    case BACK_OTHER_SIDE:
        back->side = 1 - side;
        back->kind = FACE_FRONT;
        break;
    case BACK_NONE: case BACK_PLAIN:
        break;
    }
}

struct piece_grid compose_sheet_piece_grid(const struct variant *v, const struct layout *lo, double face)
{
    struct piece_grid g;
    g.fold = v->components.form != FORM_DISC;
    g.grid = g.fold || lo->disc_square;
    g.face = face;
    g.gap = fmax(DISC_GAP, 2 * lo->bleed);
    /* a koma is cut round its own outline: with bleed, 2 x bleed more
       between neighbours, so that a dark one's stays its own */
    double koma = g.fold && v->components.shape == SHAPE_PENTAGON ? 2 * lo->bleed : 0;
    /* a square tile keeps SQUARE_TILE_PAD round its disc: a cut 1 mm off
       the line leaves the disc whole */
    g.cw = g.fold ? face + koma : g.grid ? face + 2 * SQUARE_TILE_PAD : face + g.gap;
    g.ch = g.fold ? 2 * face + koma : g.cw;
    g.sh = g.fold ? face : g.cw;
    /* a grid's cut lines run past it on both sides */
    double room = lo->paper_w - 2 * lo->margin - (g.grid ? 2 * CUT_GRID_RUN : 0);
    g.cols = (int)(room / g.cw);
    return g;
}

static int rows_of(int n, int cols)
{
    return cols > 0 ? (n + cols - 1) / cols : n;
}

/* The columns n pieces are laid out in: as few rows as the sheet's width
 * allows, and the pieces spread evenly over them, so that a cut grid has
 * no row of empty cells. */
static int balanced_cols(int n, int max_cols)
{
    if (n <= 0 || max_cols <= 0)
        return 1;
    int rows = (n + max_cols - 1) / max_cols;
    return (n + rows - 1) / rows;
}

/* The columns of a block of pieces at most max_cols wide: balanced for the
 * larger of its two groups, which share them. */
int compose_sheet_block_cols(int nsingle, int n, int max_cols)
{
    int most = nsingle > n - nsingle ? nsingle : n - nsingle;
    return balanced_cols(most, max_cols);
}

/* The height of n pieces, the first nsingle single cards, in a block at
 * most max_cols wide. */
double compose_sheet_block_height(const struct piece_grid *g, int nsingle, int n, int max_cols)
{
    int cols = compose_sheet_block_cols(nsingle, n, max_cols);
    return rows_of(nsingle, cols) * g->sh + rows_of(n - nsingle, cols) * g->ch;
}

static void cut_grid(struct page *pg, double x, double y, int cols, int rows, double cw,
                     double ch, int dark)
{
    struct item *grid = page_add_item(pg, ITEM_CUT_GRID, x, y, cols * cw, rows * ch);
    grid->cut_grid.cols = cols;
    grid->cut_grid.rows = rows;
    grid->cut_grid.dark = dark;
}

/* Places a group of n pieces, all single cards or all fold-over, in rows
 * of cols from (gx, y); returns its height. */
static double place_group(struct page *pg, const struct variant *v,
                          const struct piece_grid *g, const int *list, int n, int single,
                          int side, double gx, double y, int cols)
{
    if (n <= 0)
        return 0;
    int rows = rows_of(n, cols);
    int koma = v->components.shape == SHAPE_PENTAGON;
    double ch = single ? g->sh : g->ch;
    /* a koma is cut along its own outline; pieces black to their cuts
       have theirs drawn over them, after them */
    int dark = g->fold && compose_fold_ground_full(v, side);
    if (g->grid && !koma && !dark)
        cut_grid(pg, gx, y, cols, rows, g->cw, ch, 0);
    for (int k = 0; k < n; k++) {
        double x = gx + (k % cols) * g->cw, yy = y + (k / cols) * ch;
        struct item *it;
        if (g->fold) {
            /* centred in its cell (a koma's is larger with bleed) */
            double h = single ? g->face : 2 * g->face;
            it = page_add_item(pg, ITEM_FOLD, x + (g->cw - g->face) / 2, yy + (ch - h) / 2,
                               g->face, h);
            struct item_fold *fo = &it->fold;
            fo->piece = list[k];
            fo->side = side;
            fo->base_fold = koma;
            fo->single = single;
            compose_piece_faces(v, list[k], side, &fo->front, &fo->back); /* named when resolved */
        } else {
            double pad = g->grid ? SQUARE_TILE_PAD : g->gap / 2; /* a square tile is the grid's cell */
            it = page_add_item(pg, ITEM_DISC, x + pad, yy + pad, g->face, g->face);
            it->disc.piece = list[k];
            it->disc.side = side;
            it->disc.face = (struct face){.piece = list[k], .side = side, .kind = FACE_FRONT}; /* single-sided */
        }
    }
    if (g->grid && !koma && dark)
        cut_grid(pg, gx, y, cols, rows, g->cw, ch, 1);
    return rows * ch;
}

/* Places n pieces of one side, the first nsingle single cards, from (gx,
 * y) in at most max_cols columns; returns the height used. */
double compose_sheet_place_pieces(struct page *pg, const struct variant *v,
                           const struct piece_grid *g, const int *list, int n, int nsingle,
                           int side, double gx, double y, int max_cols)
{
    int cols = compose_sheet_block_cols(nsingle, n, max_cols);
    double h = place_group(pg, v, g, list, nsingle, 1, side, gx, y, cols);
    return h + place_group(pg, v, g, list + nsingle, n - nsingle, 0, side, gx, y + h, cols);
}

/* The larger side's pieces: the sheets of each side are planned alike. */
int compose_sheet_count_pieces(const struct variant *v)
{
    int total[MAX_SIDES] = {0, 0};
    for (int p = 0; p < v->npieces; p++)
        for (int s = 0; s < MAX_SIDES; s++)
            total[s] += piece_count(&v->pieces[p], s);
    return total[0] > total[1] ? total[0] : total[1];
}

/* The pieces of one side in definition order, each type `count` times,
 * the single cards first. */
struct piece_list compose_sheet_side_pieces(const struct variant *v, int side, int max)
{
    struct piece_list pl = {xcalloc((size_t)(max > 0 ? max : 1), sizeof *pl.list), 0, 0};
    for (int single = 1; single >= 0; single--)
        for (int p = 0; p < v->npieces; p++) {
            if (piece_single_card(v, &v->pieces[p]) != single)
                continue;
            for (int k = 0; k < piece_count(&v->pieces[p], side) && pl.n < max; k++)
                pl.list[pl.n++] = p;
            if (single)
                pl.nsingle = pl.n;
        }
    return pl;
}
