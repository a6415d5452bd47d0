/* draw_board.c: draws one board tile as composed by compose_board.c: cells
 * or points, zones, marks, the river, coordinates on the tile's outer edges,
 * the glue flaps (which repeat the neighbouring cells so that the seam can
 * be lined up) and the cut outline. */
#include "draw-imp.h"

#include <stdlib.h>

#include <math.h>
#include <stdio.h>


#define GRID_W 0.3
#define BORDER_W 0.7
#define ZONE_SQUARE_GAP 0.5 /* mm of white between a zone square's line and the grid */

struct frame {
    const struct look *lk;
    const struct layout *lo;
    const struct tile *t;
    double c;
};

/* Page x of the left edge of file x; page y of the bottom edge of rank y. */
static double fx(const struct frame *f, double x) { return f->t->ox + (x - f->t->fx0) * f->c; }
static double ry(const struct frame *f, double y) { return f->t->oy - (y - f->t->ry0) * f->c; }

static void set_grey(cairo_t *cr, double g) { cairo_set_source_rgb(cr, g, g, g); }

static void clip_outline(cairo_t *cr, const struct frame *f)
{
    const struct tile *t = f->t;
    cairo_new_path(cr);
    for (int i = 0; i < t->noutline; i++)
        (i ? cairo_line_to : cairo_move_to)(cr, t->outline[i][0], t->outline[i][1]);
    cairo_close_path(cr);
}

/* The files and ranks this tile draws: its own plus the neighbour's line of
 * cells under each flap. */
static void drawn_range(const struct frame *f, int *x0, int *x1, int *y0, int *y1)
{
    *x0 = f->t->fx0 - (f->t->flap_left ? 1 : 0);
    *x1 = f->t->fx1;
    *y0 = f->t->ry0 - (f->t->flap_bottom ? 1 : 0);
    *y1 = f->t->ry1;
}

static void draw_flaps(cairo_t *cr, const struct frame *f)
{
    const struct tile *t = f->t;
    double ov = f->lo->tile_overlap;
    set_grey(cr, BOARD_FLAP_GREY);
    if (t->flap_left) {
        cairo_rectangle(cr, fx(f, t->fx0) - ov, ry(f, t->ry1), ov, (t->ry1 - t->ry0) * f->c);
        cairo_fill(cr);
    }
    if (t->flap_bottom) {
        cairo_rectangle(cr, fx(f, t->fx0), ry(f, t->ry0), (t->fx1 - t->fx0) * f->c, ov);
        cairo_fill(cr);
    }
}

/* A koma set's wood ground, under the cells only (the coordinates' band
 * stays white): drawn first, so that flaps, tints and lines lie on it. */
static void draw_ground(cairo_t *cr, const struct frame *f)
{
    const struct board_art *b = &f->lk->board;
    if (!b->wood)
        return;
    cairo_set_source_rgb(cr, BOARD_WOOD_RGB);
    cairo_rectangle(cr, fx(f, 0), ry(f, b->ranks), b->files * f->c, b->ranks * f->c);
    cairo_fill(cr);
}

/* The grey of a tinted zone's light squares; its dark squares are as much
 * darker than the board's other dark squares, so that a tint never hides
 * the pattern. */
#define TINT_GREY 0.93

/* Is (x, y) one of the zone's squares (off the board: no)? */
static int zone_has(const struct board_art *b, const struct zone_art *z, int x, int y)
{
    return x >= 0 && x < b->files && y >= 0 && y < b->ranks && z->in[y * b->files + x];
}

static int in_tinted_zone(const struct board_art *b, int x, int y)
{
    for (int i = 0; i < b->nzones; i++) {
        const struct zone_art *z = &b->zones[i];
        if (z->mark == ZMARK_TINT && zone_has(b, z, x, y))
            return 1;
    }
    return 0;
}

/* The dark squares of a two-colour board (pattern="chequered", dark="..."),
 * drawn over the zone tints. */
static void draw_dark_squares(cairo_t *cr, const struct frame *f)
{
    const struct board_art *b = &f->lk->board;
    if (!b->dark || b->cells != CELLS_SQUARES)
        return;
    int x0, x1, y0, y1;
    drawn_range(f, &x0, &x1, &y0, &y1);
    for (int tinted = 0; tinted < 2; tinted++) {
        for (int y = y0 < 0 ? 0 : y0; y < y1 && y < b->ranks; y++)
            for (int x = x0 < 0 ? 0 : x0; x < x1 && x < b->files; x++)
                if (b->dark[y * b->files + x] && in_tinted_zone(b, x, y) == tinted)
                    cairo_rectangle(cr, fx(f, x), ry(f, y + 1), f->c, f->c);
        set_grey(cr, tinted ? DARK_SQUARE_GREY * TINT_GREY : DARK_SQUARE_GREY);
        cairo_fill(cr);
    }
}

/* A zone of any squares (squares="..."): a tint on each square, or a heavy
 * line round each square on its own, set in from its edges with a gap
 * either side of the grid line, so two squares that touch (Sittuyin's d5
 * and e5) read as two squares, not as one long one (fourth player review). */
static void draw_zone_squares(cairo_t *cr, const struct frame *f, const struct zone_art *z)
{
    double lw = 1.0, e = (GRID_W / 2 + lw / 2 + ZONE_SQUARE_GAP) / f->c;
    if (z->mark == ZMARK_TINT)
        set_grey(cr, TINT_GREY);
    else {
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_set_line_width(cr, lw);
    }
    for (int y = z->y0; y <= z->y1; y++)
        for (int x = z->x0; x <= z->x1; x++) {
            if (!zone_has(&f->lk->board, z, x, y))
                continue;
            if (z->mark == ZMARK_TINT)
                cairo_rectangle(cr, fx(f, x), ry(f, y + 1), f->c, f->c);
            else
                cairo_rectangle(cr, fx(f, x + e), ry(f, y + 1 - e), (1 - 2 * e) * f->c,
                                (1 - 2 * e) * f->c);
        }
    if (z->mark == ZMARK_TINT)
        cairo_fill(cr);
    else
        cairo_stroke(cr);
}

/* Tinted zones (outline: 0) or outlined ones (1): the tints under the dark
 * squares, the outlines over them. */
static void draw_zone_tints(cairo_t *cr, const struct frame *f, int outline)
{
    const struct board_art *b = &f->lk->board;
    for (int i = 0; i < b->nzones; i++) {
        const struct zone_art *z = &b->zones[i];
        if (z->mark != (outline ? ZMARK_OUTLINE : ZMARK_TINT) || z->x0 < 0)
            continue;
        if (!z->rect) {
            draw_zone_squares(cr, f, z);
            continue;
        }
        double x = fx(f, z->x0), y = ry(f, z->y1 + 1);
        double w = (z->x1 - z->x0 + 1) * f->c, h = (z->y1 - z->y0 + 1) * f->c;
        if (z->mark == ZMARK_TINT) {
            set_grey(cr, TINT_GREY);
            cairo_rectangle(cr, x, y, w, h);
            cairo_fill(cr);
        } else {
            /* a heavy line just inside the zone's edge */
            double lw = 1.0, in = GRID_W + lw / 2;
            cairo_set_source_rgb(cr, 0, 0, 0);
            cairo_set_line_width(cr, lw);
            cairo_rectangle(cr, x + in, y + in, w - 2 * in, h - 2 * in);
            cairo_stroke(cr);
        }
    }
}

static void draw_squares(cairo_t *cr, const struct frame *f)
{
    const struct board_art *b = &f->lk->board;
    int x0, x1, y0, y1;
    drawn_range(f, &x0, &x1, &y0, &y1);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, GRID_W);
    for (int x = x0; x <= x1; x++) {
        cairo_move_to(cr, fx(f, x), ry(f, y0));
        cairo_line_to(cr, fx(f, x), ry(f, y1));
    }
    for (int y = y0; y <= y1; y++) {
        cairo_move_to(cr, fx(f, x0), ry(f, y));
        cairo_line_to(cr, fx(f, x1), ry(f, y));
    }
    cairo_stroke(cr);
    /* the board's outer border, where this tile has it */
    cairo_set_line_width(cr, BORDER_W);
    cairo_rectangle(cr, fx(f, 0), ry(f, b->ranks), b->files * f->c, b->ranks * f->c);
    cairo_stroke(cr);
}

/* Points boards: lines through the cell centres; files break at the river
 * except the outermost two. */
static void draw_points(cairo_t *cr, const struct frame *f)
{
    const struct board_art *b = &f->lk->board;
    int x0, x1, y0, y1;
    drawn_range(f, &x0, &x1, &y0, &y1);
    int river = b->river;
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, GRID_W * 1.5);
    for (int y = (y0 > 0 ? y0 : 0); y < y1 && y < b->ranks; y++) {
        cairo_move_to(cr, fx(f, 0.5), ry(f, y + 0.5));
        cairo_line_to(cr, fx(f, b->files - 0.5), ry(f, y + 0.5));
    }
    for (int x = (x0 > 0 ? x0 : 0); x < x1 && x < b->files; x++) {
        int edge = x == 0 || x == b->files - 1;
        if (river >= 0 && !edge) {
            cairo_move_to(cr, fx(f, x + 0.5), ry(f, 0.5));
            cairo_line_to(cr, fx(f, x + 0.5), ry(f, river + 0.5));
            cairo_move_to(cr, fx(f, x + 0.5), ry(f, river + 1.5));
            cairo_line_to(cr, fx(f, x + 0.5), ry(f, b->ranks - 0.5));
        } else {
            cairo_move_to(cr, fx(f, x + 0.5), ry(f, 0.5));
            cairo_line_to(cr, fx(f, x + 0.5), ry(f, b->ranks - 0.5));
        }
    }
    cairo_stroke(cr);
    /* a double frame around the outer lines, as printed boards have */
    cairo_set_line_width(cr, BORDER_W);
    double pad = f->c * 0.18;
    cairo_rectangle(cr, fx(f, 0.5) - pad, ry(f, b->ranks - 0.5) - pad,
                    (b->files - 1) * f->c + 2 * pad, (b->ranks - 1) * f->c + 2 * pad);
    cairo_stroke(cr);
    if (b->river_text) {
        double cy = ry(f, river + 1);
        const struct tile *t = f->t;
        if (t->fx0 == 0 && t->fx1 == b->files && t->ry0 == 0 && t->ry1 == b->ranks)
            draw_plain_label(cr, f->lo, b->river_text, f->c * 0.9, fx(f, b->files / 2.0), cy, 0,
                             (b->files - 2) * f->c);
        else /* the tile's clip cuts it: outlines, as a clipped text's glyphs
                would stay whole in the PDF, off the tile and the page */
            draw_outlined_label(cr, f->lo, b->river_text, f->c * 0.9, fx(f, b->files / 2.0), cy,
                                (b->files - 2) * f->c);
    }
}

/* Zone i's corners on the page if it is a rectangle marked with
 * diagonals (a palace): 1 and a..b, else 0. On points its corners are
 * the points' middles, on squares the squares' outer edges. */
static int diagonal_zone_box(const struct frame *f, int i, double *ax, double *ay, double *bx,
                             double *by)
{
    const struct board_art *b = &f->lk->board;
    const struct zone_art *z = &b->zones[i];
    if (z->mark != ZMARK_DIAGONALS || !z->rect)
        return 0;
    double off = b->cells == CELLS_POINTS ? 0.5 : 0;
    *ax = fx(f, z->x0 + off), *bx = fx(f, z->x1 + (off ? off : 1));
    *ay = ry(f, z->y0 + off), *by = ry(f, z->y1 + (off ? off : 1));
    return 1;
}

static void draw_diagonal_zones(cairo_t *cr, const struct frame *f)
{
    const struct board_art *b = &f->lk->board;
    double ax, ay, bx, by;
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, GRID_W * 1.5);
    for (int i = 0; i < b->nzones; i++) {
        if (!diagonal_zone_box(f, i, &ax, &ay, &bx, &by))
            continue;
        cairo_move_to(cr, ax, ay);
        cairo_line_to(cr, bx, by);
        cairo_move_to(cr, ax, by);
        cairo_line_to(cr, bx, ay);
    }
    cairo_stroke(cr);
    /* and its edge, heavier than the grid: the diagonals alone left the
       palace "without an outline" (issue 30, Janggi review) */
    cairo_set_line_width(cr, GRID_W * PALACE_EDGE);
    for (int i = 0; i < b->nzones; i++)
        if (diagonal_zone_box(f, i, &ax, &ay, &bx, &by))
            cairo_rectangle(cr, fmin(ax, bx), fmin(ay, by), fabs(bx - ax), fabs(by - ay));
    cairo_stroke(cr);
}

/* Shogi-style zone marks: dots on the zone's inner boundary line, on the
 * board lines the composer chose (zone_art's dot_x), ZONE_DOT_MM across or
 * 0.15 of a square, whichever is larger, and ZONE_DOT_MOST_MM at most. */
static void draw_zone_dots(cairo_t *cr, const struct frame *f)
{
    const struct board_art *b = &f->lk->board;
    double r = fmin(fmax(ZONE_DOT_MM, 0.15 * f->c), ZONE_DOT_MOST_MM) / 2;
    cairo_set_source_rgb(cr, 0, 0, 0);
    for (int i = 0; i < b->nzones; i++) {
        const struct zone_art *z = &b->zones[i];
        if (z->mark != ZMARK_DOTS || !z->rect)
            continue;
        double ys[2];
        int nys = 0;
        if (z->y0 > 0) ys[nys++] = z->y0;
        if (z->y1 < b->ranks - 1) ys[nys++] = z->y1 + 1;
        for (int k = 0; k < nys; k++) {
            for (int j = 0; j < 2; j++) {
                double x = fx(f, z->dot_x[j]), y = ry(f, ys[k]);
                cairo_arc(cr, x, y, r, 0, 2 * M_PI);
                cairo_fill(cr);
                draw_ink_note(cr, INK_ZONE, 2 * r, x - r, y - r, 2 * r, 2 * r);
            }
        }
    }
}

/* A square board's start mark: a bracket in each corner of the square,
 * SQUARE_MARK_INSET of the cell in from its lines, whole on every square
 * (edge squares too), clear of a tile standing on it, so that the board and
 * the cover's picture of the set show one mark (issue 30 review of the
 * rotation game: crosses at the centre, halved on edge squares, hidden under
 * the pieces, where the picture showed frames). */
#define SQUARE_MARK_INSET 0.05
#define SQUARE_MARK_ARM 0.2

static void square_corner_brackets(cairo_t *cr, double cx, double cy, double c)
{
    double in = c / 2 - c * SQUARE_MARK_INSET, len = c * SQUARE_MARK_ARM;
    for (int sx = -1; sx <= 1; sx += 2)
        for (int sy = -1; sy <= 1; sy += 2) {
            double x = cx + sx * in, y = cy + sy * in;
            cairo_move_to(cr, x - sx * len, y);
            cairo_line_to(cr, x, y);
            cairo_line_to(cr, x, y - sy * len);
        }
}

static void draw_corner_mark(cairo_t *cr, const struct frame *f, const struct mark_art *m)
{
    const struct board_art *b = &f->lk->board;
    double cx = fx(f, m->x + 0.5), cy = ry(f, m->y + 0.5);
    double gap = f->c * 0.08, len = f->c * 0.2;
    cairo_set_line_width(cr, GRID_W * 1.5);
    if (b->cells == CELLS_SQUARES) {
        square_corner_brackets(cr, cx, cy, f->c);
        cairo_stroke(cr);
        return;
    }
    for (int sx = -1; sx <= 1; sx += 2)
        for (int sy = -1; sy <= 1; sy += 2) {
            if ((m->x == 0 && sx < 0) || (m->x == b->files - 1 && sx > 0))
                continue; /* a points board's half-marks at its edge, as Xiangqi's */
            double x = cx + sx * gap, y = cy + sy * gap;
            cairo_move_to(cr, x + sx * len, y);
            cairo_line_to(cr, x, y);
            cairo_line_to(cr, x, y + sy * len);
        }
    cairo_stroke(cr);
}

static void draw_symbol(cairo_t *cr, enum mark_symbol sym, double cx, double cy, double s, int filled)
{
    cairo_new_path(cr);
    switch (sym) {
    case MSYM_DOT:
        cairo_arc(cr, cx, cy, s * 0.12, 0, 2 * M_PI);
        break;
    case MSYM_DIAMOND:
        cairo_move_to(cr, cx, cy - s * 0.3);
        cairo_line_to(cr, cx + s * 0.22, cy);
        cairo_line_to(cr, cx, cy + s * 0.3);
        cairo_line_to(cr, cx - s * 0.22, cy);
        cairo_close_path(cr);
        break;
    case MSYM_CROSS:
        cairo_move_to(cr, cx - s * 0.28, cy - s * 0.28);
        cairo_line_to(cr, cx + s * 0.28, cy + s * 0.28);
        cairo_move_to(cr, cx + s * 0.28, cy - s * 0.28);
        cairo_line_to(cr, cx - s * 0.28, cy + s * 0.28);
        cairo_set_line_width(cr, s * 0.06);
        cairo_stroke(cr);
        return;
    case MSYM_STAR:
        for (int i = 0; i < 10; i++) {
            double a = -M_PI / 2 + i * M_PI / 5, rr = (i % 2 ? 0.12 : 0.3) * s;
            (i ? cairo_line_to : cairo_move_to)(cr, cx + rr * cos(a), cy + rr * sin(a));
        }
        cairo_close_path(cr);
        break;
    case MSYM_CROWN: {
        double w = s * 0.3, h = s * 0.22;
        cairo_move_to(cr, cx - w, cy + h);
        cairo_line_to(cr, cx - w, cy - h);
        cairo_line_to(cr, cx - w / 2, cy);
        cairo_line_to(cr, cx, cy - h * 1.3);
        cairo_line_to(cr, cx + w / 2, cy);
        cairo_line_to(cr, cx + w, cy - h);
        cairo_line_to(cr, cx + w, cy + h);
        cairo_close_path(cr);
        break;
    }
    case MSYM_CORNERS: /* drawn round the cell by draw_corner_mark */
        return;
    }
    if (filled) {
        cairo_fill_preserve(cr);
    }
    cairo_set_line_width(cr, s * 0.04);
    cairo_stroke(cr);
}

static void draw_marks(cairo_t *cr, const struct frame *f)
{
    const struct board_art *b = &f->lk->board;
    int x0, x1, y0, y1;
    drawn_range(f, &x0, &x1, &y0, &y1);
    for (int i = 0; i < b->nmarks; i++) {
        const struct mark_art *m = &b->marks[i];
        if (m->x < x0 || m->x >= x1 || m->y < y0 || m->y >= y1)
            continue;
        cairo_set_source_rgb(cr, 0, 0, 0);
        if (m->symbol == MSYM_CORNERS)
            draw_corner_mark(cr, f, m);
        else
            draw_mark_symbol(cr, f->lk, m->symbol, m->side, fx(f, m->x + 0.5), ry(f, m->y + 0.5), f->c);
    }
}

/* A side's mark is drawn in that side's print style (outlined or filled)
 * and turned to face its owner; a neutral mark is filled. */
void draw_mark_symbol(cairo_t *cr, const struct look *lk, enum mark_symbol sym, int side,
                      double cx, double cy, double s)
{
    int filled = side == SIDE_FIRST || side == SIDE_SECOND ? lk->sides[side].filled : 1;
    cairo_save(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_translate(cr, cx, cy);
    if (side == SIDE_SECOND)
        cairo_rotate(cr, M_PI);
    if (sym == MSYM_CORNERS && lk->board.cells == CELLS_SQUARES) {
        cairo_set_line_width(cr, fmax(0.2, s * 0.02));
        square_corner_brackets(cr, 0, 0, s); /* as the board draws them */
        cairo_stroke(cr);
    } else if (sym == MSYM_CORNERS) {
        /* four corner ticks around the centre (the board draws them
           clipped at its edges) */
        double gap = s * 0.08, len = s * 0.2;
        cairo_set_line_width(cr, fmax(0.2, s * 0.02));
        for (int sx = -1; sx <= 1; sx += 2)
            for (int sy = -1; sy <= 1; sy += 2) {
                cairo_move_to(cr, sx * (gap + len), sy * gap);
                cairo_line_to(cr, sx * gap, sy * gap);
                cairo_line_to(cr, sx * gap, sy * (gap + len));
            }
        cairo_stroke(cr);
    } else {
        draw_symbol(cr, sym, 0, 0, s, filled);
    }
    cairo_restore(cr);
}

static void draw_coords(cairo_t *cr, const struct frame *f)
{
    const struct board_art *b = &f->lk->board;
    const struct tile *t = f->t;
    double L = f->lo->label_band, size = tile_coords_pt(t, L);
    for (int i = 0; i < b->ncoords; i++) {
        const struct coords_art *co = &b->coords[i];
        if (!t->label[co->edge])
            continue;
        double angle = co->upside_down && !t->upright ? M_PI : 0;
        int files = co->edge == EDGE_TOP || co->edge == EDGE_BOTTOM;
        int from = files ? t->fx0 : t->ry0, to = files ? t->fx1 : t->ry1;
        for (int k = from; k < to && k < co->nlabels; k++) {
            double cx, cy;
            if (files) {
                cx = fx(f, k + 0.5);
                cy = co->edge == EDGE_BOTTOM ? ry(f, t->ry0) + L / 2 : ry(f, t->ry1) - L / 2;
            } else {
                cy = ry(f, k + 0.5);
                cx = co->edge == EDGE_LEFT ? fx(f, t->fx0) - L / 2 : fx(f, t->fx1) + L / 2;
            }
            cairo_set_source_rgb(cr, 0, 0, 0);
            draw_coord_label(cr, f->lo, co->labels[k], size, cx, cy, angle, f->c * 0.9);
        }
    }
}

/* Small ticks outside the seam show where the neighbour's edge must lie. */
static void draw_seam_marks(cairo_t *cr, const struct frame *f)
{
    const struct tile *t = f->t;
    double ov = f->lo->tile_overlap, s = 1.6;
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, 0.2);
    if (t->flap_left)
        for (int y = t->ry0; y <= t->ry1; y++) {
            double x = fx(f, t->fx0), yy = ry(f, y);
            cairo_move_to(cr, x - ov, yy);
            cairo_line_to(cr, x - ov + s, yy);
            cairo_move_to(cr, x - s, yy - s);
            cairo_line_to(cr, x + s, yy + s);
            cairo_move_to(cr, x - s, yy + s);
            cairo_line_to(cr, x + s, yy - s);
        }
    if (t->flap_bottom)
        for (int x = t->fx0; x <= t->fx1; x++) {
            double xx = fx(f, x), y = ry(f, t->ry0);
            cairo_move_to(cr, xx, y + ov);
            cairo_line_to(cr, xx, y + ov - s);
            cairo_move_to(cr, xx - s, y - s);
            cairo_line_to(cr, xx + s, y + s);
            cairo_move_to(cr, xx - s, y + s);
            cairo_line_to(cr, xx + s, y - s);
        }
    cairo_stroke(cr);
}

/* The tile's art, clipped to its cut outline. */
static void tile_art(cairo_t *cr, const struct frame *f)
{
    cairo_save(cr);
    clip_outline(cr, f);
    cairo_clip(cr);
    draw_ground(cr, f);
    draw_flaps(cr, f);
    draw_zone_tints(cr, f, 0);
    draw_dark_squares(cr, f);
    draw_zone_tints(cr, f, 1);
    if (f->lk->board.cells == CELLS_POINTS)
        draw_points(cr, f);
    else
        draw_squares(cr, f);
    draw_diagonal_zones(cr, f);
    draw_zone_dots(cr, f);
    draw_marks(cr, f);
    draw_coords(cr, f);
    draw_seam_marks(cr, f);
    cairo_restore(cr);
}

/* Bleed: past each cut edge the composer gave one (t->bleed), the art
 * mirrored across the cut line, so that a cut a little off the line shows
 * the cells at the edge, never white; at a corner between two such edges,
 * mirrored across both. */
static void tile_bleed(cairo_t *cr, const struct frame *f)
{
    const struct tile *t = f->t;
    const double *b = t->bleed;
    for (int sx = -1; sx <= 1; sx++)
        for (int sy = -1; sy <= 1; sy++) {
            double bx = sx < 0 ? b[EDGE_LEFT] : sx > 0 ? b[EDGE_RIGHT] : 0;
            double by = sy < 0 ? b[EDGE_TOP] : sy > 0 ? b[EDGE_BOTTOM] : 0;
            if ((!sx && !sy) || (sx && bx <= 0) || (sy && by <= 0))
                continue;
            double ex = sx < 0 ? t->cut_x0 : t->cut_x1, ey = sy < 0 ? t->cut_y0 : t->cut_y1;
            double x0 = sx < 0 ? ex - bx : sx > 0 ? ex : t->cut_x0;
            double x1 = sx < 0 ? ex : sx > 0 ? ex + bx : t->cut_x1;
            double y0 = sy < 0 ? ey - by : sy > 0 ? ey : t->cut_y0;
            double y1 = sy < 0 ? ey : sy > 0 ? ey + by : t->cut_y1;
            cairo_save(cr);
            cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0);
            cairo_clip(cr);
            if (sx) {
                cairo_translate(cr, 2 * ex, 0);
                cairo_scale(cr, -1, 1);
            }
            if (sy) {
                cairo_translate(cr, 0, 2 * ey);
                cairo_scale(cr, 1, -1);
            }
            tile_art(cr, f);
            cairo_restore(cr);
        }
}

void draw_board_tile(cairo_t *cr, const struct layout *lo, const struct look *lk,
                     const struct tile *t)
{
    struct frame f = {lk, lo, t, t->cell};
    cairo_save(cr);
    if (t->turned) { /* the tile's point (x, y) at tile_page_point's */
        cairo_matrix_t m;
        cairo_matrix_init(&m, 0, -1, 1, 0, t->page_x - t->cut_y0, t->page_y + t->cut_x1);
        cairo_transform(cr, &m);
    }
    tile_art(cr, &f);
    tile_bleed(cr, &f);
    /* the cut outline last, over everything */
    cairo_new_path(cr);
    for (int i = 0; i < t->noutline; i++)
        (i ? cairo_line_to : cairo_move_to)(cr, t->outline[i][0], t->outline[i][1]);
    cairo_close_path(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, lo->cut_width);
    cairo_stroke(cr);
    cairo_restore(cr);
}

/* The tiling at a glance. On a tile page (t->col >= 0) that page's tile is
 * shaded; in the booklet (t->col < 0) every tile shows its number and its
 * glue flaps as grey strips, which is how the tiles join. */
void draw_tile_map(cairo_t *cr, const struct layout *lo, const struct tile *t,
                   double x, double y, double w, double h)
{
    int booklet = t->col < 0;
    double flap = booklet ? 0.12 : 0;
    double s = fmin(w / (t->cols + flap), h / (t->rows + flap));
    double ox = x + (w - s * t->cols) / 2 + flap * s / 2, oy = y + (h - s * t->rows) / 2 - flap * s / 2;
    cairo_set_line_width(cr, 0.25);
    for (int r = 0; r < t->rows; r++)
        for (int c = 0; c < t->cols; c++) {
            double cx = ox + c * s, cy = oy + (t->rows - 1 - r) * s;
            if (booklet) {
                set_grey(cr, BOARD_FLAP_GREY - 0.1);
                if (c > 0)
                    cairo_rectangle(cr, cx - flap * s, cy, flap * s, s);
                if (r > 0)
                    cairo_rectangle(cr, cx, cy + s, s, flap * s);
                cairo_fill(cr);
            }
            cairo_rectangle(cr, cx, cy, s, s);
            if (r == t->row && c == t->col) {
                set_grey(cr, 0.55);
                cairo_fill_preserve(cr);
            }
            cairo_set_source_rgb(cr, 0, 0, 0);
            cairo_stroke(cr);
            if (booklet) {
                char num[16];
                snprintf(num, sizeof num, "%d", r * t->cols + c + 1);
                draw_label(cr, lo, num, fmin(14, s * 0.8), cx + s / 2, cy + s / 2, 0, s * 0.8);
            }
        }
}
