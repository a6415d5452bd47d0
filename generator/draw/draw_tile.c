/* draw_tile.c: the faces of square tiles (FORM_TILE) whose face IS the
 * move grid, as in the rotation game: a 3 x 3 grid filling the tile, the
 * centre cell the piece (its name, small), a target cell filled, a cell the
 * piece slides on from filled with a small inner square. Centred on (0, 0),
 * forward up, in mm.
 *
 * The sides differ in tone over the whole face, as disc and fold-over
 * sides do (make check: MIN_SIDE_TONE):
 *   outlined side (sides[s].filled == 0): a light ground (a pale tint of
 *     the side's colour, printing near-white), grey grid lines, targets
 *     filled in the side's own colour lightened (Orange prints light grey), inner
 *     squares in the ground colour, black name; a thin black frame;
 *   filled side (filled == 1): the same drawn in reverse: a dark ground
 *     (the side's colour darkened, printing dark grey), targets in a
 *     mid tone of it, inner squares dark, white name; a wide darker frame, the
 *     side mark, SIDE_MARK_INSET inside the cut.
 * On either side a marked cell is the one that differs from the ground.
 * A tile that may turn (piece rotates="yes") carries a forward notch: its
 * frame is wide along the forward edge and holds a triangle pointing
 * forward (light in a black band on the outlined side, white in a dark band
 * on the filled side). Tiles that never turn have a plain, even frame.
 *
 * Only grids of steps and slides that move and capture, 3 x 3, are drawn
 * this way (compose_tile_grid_drawable); draw_piece.c draws anything else as a
 * fold-over face with a diagram. Art keeps the same margin from the cut as
 * the other faces (7 % of the face, 1.2 to 2 mm). */
#include <math.h>
#include <string.h>

#include <stdlib.h>

#include "draw-imp.h"

struct tile_style {
    double ground[3];  /* tile background */
    double target[3];  /* target cells */
    double hole[3];    /* the slide's inner square */
    double grid[3];    /* grid lines */
    double frame[3];   /* outer frame and forward band */
    double notch[3];   /* the forward notch in the band */
    double art[3];     /* the name, the notch on an empty cell */
    double lane;       /* ground between a move square and its cell's edge, of the cell */
    int filled;
};

static double luminance(const double c[3])
{
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
}

static void set3(double d[3], double r, double g, double b)
{
    d[0] = r;
    d[1] = g;
    d[2] = b;
}

/* The side's colour scaled so that it prints no lighter than `lum`. */
static void darken_to(const double c[3], double lum, double out[3])
{
    double l = luminance(c), k = l > lum ? lum / l : 1.0;
    for (int i = 0; i < 3; i++)
        out[i] = c[i] * k;
}

/* The side's colour mixed with white so that it prints as light as `lum`
 * (as it is, when it is lighter already). */
static void lighten_to(const double c[3], double lum, double out[3])
{
    double l = luminance(c), t = l < lum && l < 1 ? (lum - l) / (1 - l) : 0.0;
    for (int i = 0; i < 3; i++)
        out[i] = c[i] + t * (1 - c[i]);
}

static void style_of(const struct look *lk, int side, struct tile_style *st)
{
    if (side < 0 || side >= MAX_SIDES)
        side = SIDE_FIRST;
    double c[3];
    if (lk->sides[side].coloured)
        memcpy(c, lk->sides[side].rgb, sizeof c);
    else
        set3(c, 0.5, 0.5, 0.5);
    st->filled = lk->sides[side].filled;
    const double k = 0.14; /* a pale tint: prints near white */
    double pale[3];
    for (int i = 0; i < 3; i++)
        pale[i] = 1 - k * (1 - c[i]);
    if (st->filled) {
        /* the dark side: a dark tile, its moves pale squares on it, so
           that the whole face differs in tone from the light side's (a
           frame alone moved the face's mean grey by under 0.01) */
        /* a ground near black under mid-tone moves: 0.36 apart, more than
           the light side's 0.28 (0.13 under 0.36 was 0.23 apart: "low
           contrast", issue 30, review); the face's mean tone, which the
           sides' difference needs, stays (the Emperor's eight targets kept
           the tones 0.16 apart at 0.55) */
        /* lighter still, 0.55, on squares as much smaller (lanes 0.16 of
           the cell, was 0.11) as keeps the face's mean tone: 0.49 apart
           (0.36 was still "hard to read", issue 30, review) */
        darken_to(c, 0.06, st->ground);
        lighten_to(c, 0.55, st->target);
        st->lane = 0.16;
        memcpy(st->hole, st->ground, sizeof st->hole);
        set3(st->grid, 0.62, 0.62, 0.62);
        set3(st->art, 1, 1, 1);
        darken_to(c, 0.03, st->frame);
        set3(st->notch, 1, 1, 1);
    } else {
        memcpy(st->ground, pale, sizeof st->ground);
        lighten_to(c, 0.66, st->target); /* the colour lightened: prints a light grey */
        st->lane = 0.11;
        memcpy(st->hole, st->ground, sizeof st->hole);
        set3(st->grid, 0.45, 0.45, 0.45);
        set3(st->art, 0, 0, 0);
        set3(st->frame, 0, 0, 0);
        memcpy(st->notch, st->ground, sizeof st->notch);
    }
}

static void source(cairo_t *cr, const double c[3])
{
    cairo_set_source_rgb(cr, c[0], c[1], c[2]);
}

/* One cell's mark at (x, y), size c: a target, or a slide. */
static void cell_mark(cairo_t *cr, const struct tile_style *st, enum cell_shape shape,
                      double x, double y, double c)
{
    double g = st->lane * c; /* lanes of ground colour between the cells */
    if (shape != CELL_STEP && shape != CELL_SLIDE)
        return;
    source(cr, st->target);
    cairo_rectangle(cr, x + g, y + g, c - 2 * g, c - 2 * g);
    cairo_fill(cr);
    draw_ink_note(cr, INK_MARK, c - 2 * g, x + g, y + g, c - 2 * g, c - 2 * g);
    if (shape == CELL_SLIDE) {
        double s = 0.36 * c;
        source(cr, st->hole);
        cairo_rectangle(cr, x + (c - s) / 2, y + (c - s) / 2, s, s);
        cairo_fill(cr);
        draw_ink_note(cr, INK_MARK, s, x + (c - s) / 2, y + (c - s) / 2, s, s);
    }
}

/* The forward notch: the frame's forward side is a wide band (x, y, w, band)
 * with a triangle in it pointing forward, in the ground colour. */
static void forward_notch(cairo_t *cr, const struct tile_style *st,
                          double x, double y, double w, double band)
{
    source(cr, st->frame);
    cairo_rectangle(cr, x, y, w, band);
    cairo_fill(cr);
    double ht = 0.72 * band, hw = 0.80 * band;
    double cx = x + w / 2, tip = y + (band - ht) / 2;
    source(cr, st->notch);
    cairo_new_path(cr);
    cairo_move_to(cr, cx, tip);
    cairo_line_to(cr, cx + hw, tip + ht);
    cairo_line_to(cr, cx - hw, tip + ht);
    cairo_close_path(cr);
    cairo_fill(cr);
}

/* The name across the centre cell, on two lines where the composer broke
 * it (brk: text_two_lines); on a royal piece a crown above it. */
static void centre_name(cairo_t *cr, const struct layout *lo, const struct tile_style *st,
                        const struct piece_art *a, const char *label, int brk, double pt, double cx,
                        double cy, double c)
{
    /* every placed face is named by the composer (compose_face_label) */
    char *two = label ? text_two_lines(label, brk) : NULL;
    char *m = two ? text_face_name_markup(two) : NULL;
    free(two);
    source(cr, st->art);
    if (a->royal) {
        /* over a name on two lines, smaller and higher: TILE_NAME_ROYAL_H */
        double h = brk ? TILE_CROWN_TWO * c : 0.32 * c, w = 1.5625 * h;
        double top = brk ? cy - 0.45 * c : cy - 0.42 * c;
        cairo_new_path(cr);
        cairo_move_to(cr, cx - w / 2, top + h);
        cairo_line_to(cr, cx - w / 2, top + 0.15 * h);
        cairo_line_to(cr, cx - 0.25 * w, top + 0.55 * h);
        cairo_line_to(cr, cx, top);
        cairo_line_to(cr, cx + 0.25 * w, top + 0.55 * h);
        cairo_line_to(cr, cx + w / 2, top + 0.15 * h);
        cairo_line_to(cr, cx + w / 2, top + h);
        cairo_close_path(cr);
        cairo_fill(cr);
        draw_ink_note(cr, INK_MARK, h, cx - w / 2, top, w, h);
        cy += brk ? (0.45 - TILE_NAME_ROYAL_H / 2) * c : 0.16 * c;
    }
    if (m && brk != 0)
        draw_label_centred(cr, lo, m, pt, cx, cy, 0.90 * c);
    else if (m)
        draw_label(cr, lo, m, pt, cx, cy, 0, 0.90 * c);
    free(m);
}

void draw_tile_face(cairo_t *cr, const struct layout *lo, const struct look *lk,
                    const struct piece_art *a, int side, const struct face *f, double w, double h)
{
    const struct diagram *d = a->grid;
    const char *label = f->label;
    double pt = f->label_pt;
    struct tile_style st;
    style_of(lk, side, &st);
    double u = f->tile_u, band = f->tile_band, gu = f->tile_gu;
    (void)w;
    (void)h;
    double x0 = -u / 2, y0 = -u / 2, c = gu / 3; /* the grid, square, inside the frame */
    double gx = -gu / 2, gy = y0 + band;

    cairo_save(cr);
    /* ground */
    source(cr, st.ground);
    cairo_rectangle(cr, x0, y0, u, u);
    cairo_fill(cr);
    /* frame: the sides, as wide as the grid leaves, and the back */
    source(cr, st.frame);
    cairo_rectangle(cr, x0, y0, u, u);
    cairo_rectangle(cr, gx + gu, gy, -gu, gu); /* the hole, wound the other way */
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_fill(cr);
    if (a->rotates)
        forward_notch(cr, &st, x0, y0, u, band);
    /* grid lines between the cells */
    source(cr, st.grid);
    cairo_set_line_width(cr, line_width_min(0.012 * u));
    for (int i = 1; i < 3; i++) {
        cairo_move_to(cr, gx + i * c, gy);
        cairo_line_to(cr, gx + i * c, gy + gu);
        cairo_move_to(cr, gx, gy + i * c);
        cairo_line_to(cr, gx + gu, gy + i * c);
    }
    cairo_stroke(cr);
    /* the cells */
    draw_ink_note_grid(cr, c, 3, gx, gy, gu, gu);
    for (int row = 0; row < 3; row++)
        for (int col = 0; col < 3; col++) {
            if (row == 1 && col == 1)
                continue;
            cell_mark(cr, &st, d->cells[row * 3 + col].shape, gx + col * c, gy + row * c, c);
        }
    centre_name(cr, lo, &st, a, label, f->label_break, pt, 0, gy + 1.5 * c, c);
    cairo_restore(cr);
}

void draw_tile_key(cairo_t *cr, const struct look *lk, int side, enum cell_shape shape,
                   double x, double y, double size)
{
    struct tile_style st;
    style_of(lk, side, &st);
    cairo_save(cr);
    source(cr, st.ground);
    cairo_rectangle(cr, x, y, size, size);
    cairo_fill(cr);
    if (shape == CELL_SELF) {
        /* the forward band with its notch, over an empty cell */
        forward_notch(cr, &st, x, y, size, 0.30 * size);
    } else {
        cell_mark(cr, &st, shape, x, y, size);
    }
    source(cr, st.filled ? st.ground : st.grid);
    cairo_set_line_width(cr, line_width_min(0.03 * size));
    cairo_rectangle(cr, x, y, size, size);
    cairo_stroke(cr);
    cairo_restore(cr);
}
