/* compose_board.c: decides the board's cell size and splits it into page
 * tiles. A board that fits one page with cells of at least min-cell is kept
 * whole; otherwise it is tiled at the preferred cell size, seams running
 * along cell boundaries. At each seam the tile on the right (or above)
 * carries a glue flap that repeats the neighbour's cells and slides under
 * the neighbour, which is cut exactly at the board line. Flaps sit only on a
 * tile's left and bottom sides and stop at its own cells (the corners are
 * notched), so tiles join one way only and no corner is three layers thick. */
#include "compose-imp.h"

#include <math.h>
#include <string.h>
#include <stdlib.h>

#include "base/base.h"

/* Page bands: a title line above the board, the ruler below it. */
#define TITLE_BAND 10.0
#define FOOTER_BAND 16.0

struct area { double w, h; };

/* The room for the board: the page less its margins, bands and `caption`
 * mm kept for the words under the board. */
static struct area printable(const struct layout *lo, int landscape, double caption)
{
    double w = landscape ? lo->paper_h : lo->paper_w;
    double h = landscape ? lo->paper_w : lo->paper_h;
    struct area a = {w - 2 * lo->margin, h - 2 * lo->margin - TITLE_BAND - FOOTER_BAND - caption};
    return a;
}

/* The same for a board turned on an upright page, in the board's own
 * directions: its width runs down the page. */
static struct area printable_turned(const struct layout *lo, double caption)
{
    struct area up = printable(lo, 0, caption);
    return (struct area){up.h, up.w};
}

/* How many tiles a run of n cells needs when each page offers `room` mm. */
static int tiles_needed(int n, double cell, double room, double band, double overlap)
{
    if (n * cell <= room - 2 * band + 1e-9)
        return 1;
    /* a tile of a tiled run has a label band on at most one end and a flap
       on at most one end */
    int per = (int)floor((room - band - overlap) / cell + 1e-9);
    if (per < 1)
        return -1;
    return (n + per - 1) / per;
}

static void place_tile(const struct variant *v, const struct layout *lo,
                       struct board_plan *bp, struct tile *t)
{
    double L = lo->label_band, ov = lo->tile_overlap, c = bp->cell;
    /* a turned board is placed on a page lying on its side, as tall as
       the upright page is wide, then turned onto it (tile_page_point) */
    double pw = bp->landscape || bp->turned ? lo->paper_h : lo->paper_w;
    int nf = t->fx1 - t->fx0, nr = t->ry1 - t->ry0;
    t->flap_left = t->col > 0;
    t->flap_bottom = t->row > 0;
    t->label[EDGE_LEFT] = t->col == 0;
    t->label[EDGE_RIGHT] = t->col == t->cols - 1;
    t->label[EDGE_BOTTOM] = t->row == 0;
    t->label[EDGE_TOP] = t->row == t->rows - 1;
    double left = t->label[EDGE_LEFT] ? L : (t->flap_left ? ov : 0);
    double right = t->label[EDGE_RIGHT] ? L : 0;
    double top = t->label[EDGE_TOP] ? L : 0;
    double width = left + nf * c + right;
    /* centred across the page, hung from the title band */
    double x = (pw - width) / 2;
    double y = bp->turned ? lo->margin : lo->margin + TITLE_BAND;
    t->ox = x + left;
    t->oy = y + top + nr * c;
    t->cell = c;
    double X0 = t->ox, X1 = t->ox + nf * c, Y0 = t->oy - nr * c, Y1 = t->oy;
    t->cut_x0 = X0 - left;
    t->cut_x1 = X1 + right;
    t->cut_y0 = Y0 - top;
    t->cut_y1 = Y1 + (t->label[EDGE_BOTTOM] ? L : (t->flap_bottom ? ov : 0));
    t->noutline = plan_tile_outline(t, lo, t->outline);
    /* bleed where the cells reach the cut: not on a label band or a flap */
    t->bleed[EDGE_LEFT] = left > 0 ? 0 : lo->bleed;
    t->bleed[EDGE_RIGHT] = right > 0 ? 0 : lo->bleed;
    t->bleed[EDGE_TOP] = top > 0 ? 0 : lo->bleed;
    t->bleed[EDGE_BOTTOM] = t->label[EDGE_BOTTOM] || t->flap_bottom ? 0 : lo->bleed;
    if (bp->turned) { /* centred across the upright page, hung from its title */
        t->turned = 1;
        t->page_x = (lo->paper_w - (t->cut_y1 - t->cut_y0)) / 2;
        t->page_y = lo->margin + TITLE_BAND;
    }
    (void)v;
}

/* ways: 2 a page upright or on its side, 3 also the board turned */
static int plan_once(const struct variant *v, const struct layout *lo, double want,
                     double caption, int ways, struct board_plan *out)
{
    const struct board *b = &v->board;
    double L = lo->label_band;
    struct board_plan best = {0};
    int found = 0;
    /* one page, the larger of portrait and landscape; pieces of a size the
       definition asks for (piece-size) take cells of that size, so the page
       holds the board only at that size, else it goes on tiles */
    double least = v->components.piece_size > 0 ? fmax(want, lo->min_cell) : lo->min_cell;
    /* or, larger than either, turned on an upright page (Capablanca's
       10 x 8 board: 22.9 mm squares upright on A4 against 19.6 on a page
       lying on its side, and every page of the set the same way up) */
    for (int way = 0; way < ways; way++) {
        struct area a = way < 2 ? printable(lo, way, caption) : printable_turned(lo, caption);
        double cell = fmin(want, fmin((a.w - 2 * L) / b->files, (a.h - 2 * L) / b->ranks));
        if (cell >= least - 1e-9 && (!found || cell > best.cell + 1e-9)) {
            best.cell = cell;
            best.landscape = way == 1;
            best.turned = way == 2;
            best.cols = best.rows = 1;
            found = 1;
        }
    }
    /* else tiles at the preferred size, the orientation needing fewer */
    for (int landscape = 0; !found && landscape < 2; landscape++) {
        struct area a = printable(lo, landscape, caption);
        int cols = tiles_needed(b->files, want, a.w, L, lo->tile_overlap);
        int rows = tiles_needed(b->ranks, want, a.h, L, lo->tile_overlap);
        if (cols < 1 || rows < 1)
            continue;
        if (!best.cols || cols * rows < best.cols * best.rows) {
            best.cell = want;
            best.landscape = landscape;
            best.cols = cols;
            best.rows = rows;
        }
    }
    if (!best.cols)
        return -1; /* a cell does not fit the page at all */
    best.ntiles = best.cols * best.rows;
    best.tiles = xcalloc((size_t)best.ntiles, sizeof *best.tiles);
    for (int row = 0; row < best.rows; row++)
        for (int col = 0; col < best.cols; col++) {
            struct tile *t = &best.tiles[row * best.cols + col];
            t->col = col;
            t->row = row;
            t->cols = best.cols;
            t->rows = best.rows;
            /* split as evenly as possible */
            t->fx0 = col * b->files / best.cols;
            t->fx1 = (col + 1) * b->files / best.cols;
            t->ry0 = row * b->ranks / best.rows;
            t->ry1 = (row + 1) * b->ranks / best.rows;
            place_tile(v, lo, &best, t);
        }
    *out = best;
    return 0;
}

/* Whether every caption of plan bp ends above the footer (1 mm into it, the
 * tile map's top); *room: the room the tallest caption needs below a board
 * that fills the printable area. */
static int captions_fit(const struct variant *v, const struct layout *lo,
                        const struct board_plan *bp, double *room)
{
    double ph = bp->landscape ? lo->paper_w : lo->paper_h, bottom = ph - lo->margin - FOOTER_BAND + 1;
    int fit = 1;
    *room = 0;
    for (int i = 0; i < bp->ntiles; i++) {
        const struct tile *t = &bp->tiles[i];
        double h = compose_tile_caption_height(v, lo, bp, t), x0, y0, x1, y1;
        tile_page_box(t, &x0, &y0, &x1, &y1);
        fit &= y1 + h <= bottom + 1e-9;
        *room = fmax(*room, h - 1);
    }
    return fit;
}

/* Planned first on the whole printable area (where the captions fit in
 * what the board leaves, as on A4); where a caption would then run into
 * the ruler (a small paper filled by its tiles), again with room kept for
 * the tallest caption, until every caption fits (the captions change with
 * the tiling, so a few rounds). */
double plan_preferred_cell(const struct variant *v, const struct layout *lo)
{
    return v->components.piece_size > 0 ? v->components.piece_size / lo->piece_fill : lo->cell;
}

static int plan_ways(const struct variant *v, const struct layout *lo, double want, int ways,
                     struct board_plan *out);

/* A turned board's pieces are first those the board would take on a page
 * on its side (its squares then leave them room: Capablanca's 16.4 mm
 * discs on 22.9 mm squares, A4), so that its pieces' page keeps its cards;
 * compose_grow_board grows them as far as the sheets allow. */
int plan_board(const struct variant *v, const struct layout *lo, struct board_plan *out)
{
    double want = plan_preferred_cell(v, lo);
    if (plan_ways(v, lo, want, 3, out) != 0)
        return -1;
    struct board_plan flat;
    if (out->turned && v->components.piece_size <= 0 && plan_ways(v, lo, want, 2, &flat) == 0) {
        out->face = fmin(flat.cell, out->cell) * compose_piece_fill(v, lo);
        plan_board_free(&flat);
    }
    return 0;
}

int plan_board_cell(const struct variant *v, const struct layout *lo, double want,
                    struct board_plan *out)
{
    return plan_ways(v, lo, want, 3, out);
}

static int plan_ways(const struct variant *v, const struct layout *lo, double want, int ways,
                     struct board_plan *out)
{
    double caption = 0, room;
    for (int round = 0; round < 8; round++) {
        if (plan_once(v, lo, want, caption, ways, out) != 0)
            return -1;
        if (captions_fit(v, lo, out, &room))
            return 0;
        plan_board_free(out);
        caption = fmax(caption, room) + (round > 0); /* grows, so it ends */
    }
    return -1;
}

void plan_whole_board_tile(const struct variant *v, const struct layout *lo, double cell,
                           struct tile *t)
{
    const struct board *b = &v->board;
    double L = lo->label_band;
    memset(t, 0, sizeof *t);
    t->cols = t->rows = 1;
    t->fx1 = b->files;
    t->ry1 = b->ranks;
    t->cell = cell;
    for (int e = 0; e < 4; e++)
        t->label[e] = 1;
    t->ox = L;
    t->oy = L + b->ranks * cell;
    t->cut_x0 = t->cut_y0 = 0;
    t->cut_x1 = 2 * L + b->files * cell;
    t->cut_y1 = 2 * L + b->ranks * cell;
    t->noutline = plan_tile_outline(t, lo, t->outline);
}

void plan_board_free(struct board_plan *bp)
{
    free(bp->tiles);
    bp->tiles = NULL;
    bp->ntiles = 0;
}

/* A disc on a square board keeps a visible ring of square round it: at
 * the layouts' 0.93 two neighbours' discs stood 1.6 mm apart on chess's
 * squares and nearly touched at the table (issue 30, Chess review). */
double compose_piece_fill(const struct variant *v, const struct layout *lo)
{
    if (v->components.form == FORM_DISC && v->board.cells == CELLS_SQUARES)
        return fmin(lo->piece_fill, DISC_SQUARE_FILL);
    return lo->piece_fill;
}

double compose_piece_face_size(const struct variant *v, const struct layout *lo, const struct board_plan *bp)
{
    return bp->face > 0 ? bp->face : bp->cell * compose_piece_fill(v, lo);
}

int plan_tile_outline(const struct tile *t, const struct layout *lo, double pts[][2])
{
    double L = lo->label_band, ov = lo->tile_overlap, c = t->cell;
    double X0 = t->ox, X1 = t->ox + (t->fx1 - t->fx0) * c;
    double Y0 = t->oy - (t->ry1 - t->ry0) * c, Y1 = t->oy;
    double ll = t->label[EDGE_LEFT] ? L : 0, lr = t->label[EDGE_RIGHT] ? L : 0;
    double lt = t->label[EDGE_TOP] ? L : 0, lb = t->label[EDGE_BOTTOM] ? L : 0;
    int n = 0;
#define PT(px, py) (pts[n][0] = (px), pts[n][1] = (py), n++)
    PT(X0 - ll, Y0 - lt);
    PT(X1 + lr, Y0 - lt);
    if (t->flap_bottom) {
        PT(X1 + lr, Y1);
        if (lr > 0)
            PT(X1, Y1);
        PT(X1, Y1 + ov);
        PT(X0, Y1 + ov);
        PT(X0, Y1);
        if (ll > 0)
            PT(X0 - ll, Y1); /* the left label band ends square with the cells */
    } else {
        PT(X1 + lr, Y1 + lb);
        PT(X0 - ll, Y1 + lb);
    }
    if (t->flap_left) {
        if (!t->flap_bottom && lb > 0)
            PT(X0, Y1);
        PT(X0 - ov, Y1);
        PT(X0 - ov, Y0);
        if (lt > 0)
            PT(X0, Y0);
    }
#undef PT
    return n;
}
