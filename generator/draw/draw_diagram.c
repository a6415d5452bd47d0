/* draw_diagram.c: movement diagrams and their symbol key, in mm.
 *
 * The visual vocabulary (everything black on white; it must read in
 * black-and-white print at 3 mm cells, i.e. a 5 x 5 diagram 15 mm wide):
 *
 *   the piece (centre)   filled pentagon (a shogi piece) pointing forward;
 *                        promoted face: the pentagon in outline with a
 *                        bold plus in it; in the chess family and on
 *                        points a counter instead (draw_diagram_grid.c)
 *   step      CELL_STEP  dot
 *   jump      CELL_JUMP  five-pointed star
 *   lame leap CELL_LAME  dot with a short tail pointing back to the piece
 *   slide     CELL_SLIDE bold arrow pointing away from the piece
 *   hop       CELL_HOP   arrow threaded through a ring (the screen, a
 *                        piece it hops over; a bar across the shaft read
 *                        as an x on a diagonal)
 *   grasshopper CELL_GRASS a thin shaft to a bar (the hurdle) with the
 *                        landing dot just beyond it
 *   castling  CELL_CASTLE a small tower (the partner it castles with)
 *   twice     CELL_TWICE dot inside a ring 0.8 of the cell across
 *   path leap CELL_PATH  a star pushed outward, with a dotted trail
 *                        behind it towards the piece (the path that
 *                        Hobbling checks)
 *   far leap  (diagram_fold) the mark beside its distance as a number
 *   e.p. on all eight neighbours: a dashed ring round the piece
 *   rider     CELL_RIDE  two overlapping stars in a row pointing away from
 *                        the piece: the leap, and the leap again
 *
 * Modality changes how a glyph is printed, the same way for every shape:
 *   move and capture   solid (filled)
 *   move only          hollow (outline)
 *   capture only       a cross: step and lame leap: a bold x (with the
 *                      lame tail); jump: hollow star crossed; slide and
 *                      hop: an x and the solid arrowhead, no shaft
 *                      ("x>"); twice: ring with an x inside
 *   MODE_EP            an extra small ring in the cell's upper right corner
 *   MOVEFLAG_INITIAL   the glyph, a little smaller, inside a diamond outline
 *
 * A second marking on a cell (shape2/mode2): a hop over a slide in the same
 * direction is drawn as one arrow (styled by the slide's mode) with the hop
 * screen (solid when the hop captures, hollow when it only moves); so the
 * Xiangqi cannon is a hollow arrow through a ring. A step that only
 * captures en passant beside another marking adds the e.p. ring to that
 * marking's glyph (the Jungi Empress's arrows). Any other pair is drawn as
 * two smaller glyphs side by side.
 *
 * Line widths scale with the cell and are never under 0.1 mm. Every mark
 * (a dot, a star, an arrowhead, a cross, a ring) is at least MIN_MARK_MM
 * across however small the cell: `floor` below is that minimum in the
 * glyph's own units (larger where a glyph is drawn scaled down). */
#include <math.h>

#include "draw-imp.h"

#include <stdio.h>
#include <stdlib.h>

enum style { ST_FILL, ST_HOLLOW, ST_CROSS };

static double lw_of(double s, double k)
{
    return line_width_min(s * k);
}

/* Notes a mark of extent e (its smallest printed dimension) centred at
 * (cx, cy) in the ledger, if any. */
static void note_mark(cairo_t *cr, double cx, double cy, double e)
{
    draw_ink_note(cr, INK_MARK, e, cx - e / 2, cy - e / 2, e, e);
}

static enum style style_of(unsigned mode)
{
    unsigned mc = mode & (MODE_MOVE | MODE_CAPTURE);
    if (mc == (MODE_MOVE | MODE_CAPTURE)) return ST_FILL;
    if (mc == MODE_MOVE) return ST_HOLLOW;
    return ST_CROSS;
}

/* Fills or strokes the current path by style (a cross is added by callers). */
static void paint(cairo_t *cr, enum style st, double lw)
{
    if (st == ST_FILL) {
        cairo_fill(cr);
    } else {
        cairo_set_line_width(cr, lw);
        cairo_stroke(cr);
    }
}

static void cross(cairo_t *cr, double cx, double cy, double h, double lw)
{
    cairo_set_line_width(cr, lw);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_move_to(cr, cx - h, cy - h);
    cairo_line_to(cr, cx + h, cy + h);
    cairo_move_to(cr, cx + h, cy - h);
    cairo_line_to(cr, cx - h, cy + h);
    cairo_stroke(cr);
}

/* A circle of outer radius r: filled, or stroked inside that radius. */
static void disc(cairo_t *cr, double cx, double cy, double r, enum style st, double lw)
{
    cairo_new_sub_path(cr);
    cairo_arc(cr, cx, cy, st == ST_FILL ? r : r - lw / 2, 0, 2 * M_PI);
    cairo_close_path(cr);
    paint(cr, st, lw);
}

static void star_path(cairo_t *cr, double ro, double ri)
{
    cairo_new_sub_path(cr);
    for (int i = 0; i < 10; i++) {
        double a = -M_PI / 2 + i * M_PI / 5;
        double r = i % 2 ? ri : ro;
        if (i == 0) cairo_move_to(cr, r * cos(a), r * sin(a));
        else cairo_line_to(cr, r * cos(a), r * sin(a));
    }
    cairo_close_path(cr);
}

/* A star, filled or outlined by the cell's style (sharp points). */
static void star_glyph(cairo_t *cr, double ro, double ri, enum style st, double thin)
{
    star_path(cr, ro, ri);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    cairo_set_miter_limit(cr, 10);
    if (st == ST_FILL) {
        cairo_fill(cr);
    } else {
        cairo_set_line_width(cr, thin);
        cairo_stroke(cr);
    }
}

/* An arrow along +x centred on the origin; hollow arrows are a little wider
 * so that their inside stays white in print. The capture-only arrow has no
 * shaft: a cross, then the solid head ("x>"), a silhouette of its own. */
static void arrow(cairo_t *cr, double s, enum style st, double lw, double angle)
{
    double tail = -0.40 * s, tip = 0.42 * s, head = 0.34 * s;
    double hw = st == ST_FILL ? 0.24 * s : 0.27 * s;
    double sw = st == ST_FILL ? 0.075 * s : 0.11 * s;
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    cairo_set_miter_limit(cr, 6);
    if (st == ST_CROSS) {
        double neck = tip - head;
        cairo_new_path(cr);
        cairo_move_to(cr, neck, -hw);
        cairo_line_to(cr, tip, 0);
        cairo_line_to(cr, neck, hw);
        cairo_close_path(cr);
        cairo_fill(cr);
        /* the cross stays upright (an x, not a +) whatever the direction */
        cairo_save(cr);
        cairo_translate(cr, -0.25 * s, 0);
        cairo_rotate(cr, -angle);
        cross(cr, 0, 0, 0.14 * s, lw_of(s, 0.08));
        cairo_restore(cr);
        return;
    }
    if (st != ST_FILL) { /* keep the stroke inside the outline */
        tail += lw / 2;
        tip -= lw;
        hw -= lw / 2;
        sw -= lw / 2;
        if (sw < lw) sw = lw;
    }
    double neck = tip - head;
    cairo_new_path(cr);
    cairo_move_to(cr, tail, -sw);
    cairo_line_to(cr, neck, -sw);
    cairo_line_to(cr, neck, -hw);
    cairo_line_to(cr, tip, 0);
    cairo_line_to(cr, neck, hw);
    cairo_line_to(cr, neck, sw);
    cairo_line_to(cr, tail, sw);
    cairo_close_path(cr);
    paint(cr, st, lw);
}

/* The hop's screen: a ring round the shaft, the piece it hops over, a
 * solid shaft seen through it; white inside, hiding the shaft, on a hollow
 * arrow (whose two outlines through it read as clutter) and for a hop
 * that only moves over a slide that captures. `at` is its place along the
 * arrow, `k` the arrow's widening (a small cell's), `r` its radius in
 * cells. It was a bar across the shaft, which on a diagonal arrow (the
 * Janggi Cannon's in the palace) read as an x, a capture, across the
 * table; a bead on the shaft read as a lame leap's dot and tail. */
static void hop_screen(cairo_t *cr, double s, int white, double lw, double at, double k, double r)
{
    double x = at * s, rr = r * s * k;
    cairo_new_path(cr);
    cairo_arc(cr, x, 0, rr - lw / 2, 0, 2 * M_PI);
    if (white) {
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_fill_preserve(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
    }
    cairo_set_line_width(cr, lw);
    cairo_stroke(cr);
}

/* The piece: a pentagon pointing up (forward). */
void draw_diagram_self(cairo_t *cr, double s, int promoted, double floor)
{
    double lw = lw_of(s, 0.06);
    cairo_new_path(cr);
    cairo_move_to(cr, 0, -0.38 * s);
    cairo_line_to(cr, 0.25 * s, -0.20 * s);
    cairo_line_to(cr, 0.31 * s, 0.34 * s);
    cairo_line_to(cr, -0.31 * s, 0.34 * s);
    cairo_line_to(cr, -0.25 * s, -0.20 * s);
    cairo_close_path(cr);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    if (!promoted) {
        cairo_fill(cr);
        note_mark(cr, 0, 0, 0.62 * s);
        return;
    }
    cairo_set_line_width(cr, lw);
    cairo_stroke(cr);
    /* a bold plus in it, the '+' of a promoted piece's notation: a dot in
       the outline was a ringed dot, and read as the Lion's pass mark (a
       ring with a dot in it) at the table (unit centre_mark_apart) */
    double h = fmax(0.17 * s, floor / 2), w = fmax(lw_of(s, 0.085), 0.2 * h);
    cairo_new_path(cr);
    cairo_rectangle(cr, -h, 0.05 * s - w / 2, 2 * h, w);
    cairo_rectangle(cr, -w / 2, 0.05 * s - h, w, 2 * h);
    cairo_fill(cr);
    note_mark(cr, 0, 0.05 * s, 2 * h);
}

/* A length of at least half the floor: the radius or half-width of a mark. */
static double half_at_least(double v, double floor)
{
    return fmax(v, floor / 2);
}

/* A leap's star of outer radius ro at the origin; for a capture-only leap,
 * a cross over it, ch * s high at the least, of line width clw * s,
 * lowered by cdy * s. */
static void leap_star(cairo_t *cr, double s, double ro, enum style st, double thin, double floor,
                      double ch, double clw, double cdy)
{
    star_glyph(cr, ro, 0.43 * ro, st, thin);
    note_mark(cr, 0, 0, 1.81 * ro);
    if (st == ST_CROSS) {
        double h = half_at_least(ch * s, floor);
        cross(cr, 0, cdy * s, h, lw_of(s, clw));
        note_mark(cr, 0, cdy * s, 2 * h);
    }
}

/* The ring of a twice cell ('a', 'av'), its dot inside and what tells the
 * kinds apart: for 'av' two ticks outside the ring along the line (the
 * second step goes on or back along it only), for the pass ('r') the ring
 * as a circular arrow (out and back), its gap on the left of the line. */
static void twice_glyph(cairo_t *cr, double s, enum style st, double ux, double uy, int line,
                        int pass, double floor)
{
    double thin = lw_of(s, 0.06);
    /* 0.8 of the cell across (was 0.66: the Chu Shogi Lion's, Falcon's and
       Eagle's rings, 2.2 mm on a 3.3 mm cell, read small at the table) */
    double ring = fmax(0.40 * s, half_at_least(0.17 * s, floor) + 0.12 * s);
    /* the ring's line TWICE_LINE of the cell: at 0.06 and 0.07 (0.18 and
       0.21 mm on 3 mm cells, under the 0.29 mm that is 2' at 50 cm) the Chu
       Shogi Lion's rings read as grey circles at the table (issue 30) */
    double rw = fmax(thin, lw_of(s, TWICE_LINE));
    double rr = ring - rw / 2;
    cairo_new_path(cr);
    if (!pass) {
        cairo_arc(cr, 0, 0, rr, 0, 2 * M_PI);
        cairo_set_line_width(cr, rw);
        cairo_stroke(cr);
    } else {
        /* the gap faces the piece (the way back); the arc runs clockwise on the
           page from one side of the gap to the other, the head at its end */
        double gap = atan2(-uy, -ux), half = 0.42;
        double a0 = gap + half, a1 = gap + 2 * M_PI - half;
        cairo_arc(cr, 0, 0, rr, a0, a1 - 0.18);
        cairo_set_line_width(cr, rw);
        cairo_stroke(cr);
        double hx = rr * cos(a1), hy = rr * sin(a1); /* the tip, on the ring */
        double tx = -sin(a1), ty = cos(a1);          /* the way round there */
        /* a head that reads as one: 0.20 of the cell (0.65 mm) was a bump */
        double hl = fmax(TWICE_HEAD * s, 0.60 * floor), hw = 0.60 * hl;
        double bx = hx - tx * hl, by = hy - ty * hl;
        cairo_move_to(cr, hx, hy);
        cairo_line_to(cr, bx + cos(a1) * hw, by + sin(a1) * hw);
        cairo_line_to(cr, bx - cos(a1) * hw, by - sin(a1) * hw);
        cairo_close_path(cr);
        cairo_fill(cr);
    }
    note_mark(cr, 0, 0, 2 * ring);
    double h = half_at_least(st == ST_CROSS ? 0.12 * s : 0.17 * s, floor);
    if (line) {
        /* the ticks cross the ring, from near the dot to the cell's edge:
           outside alone they were 0.1 of the cell, lost at the table */
        double lw = rw;
        cairo_set_line_width(cr, lw);
        for (int k = -1; k <= 1; k += 2) {
            cairo_move_to(cr, k * ux * (h + 0.07 * s), k * uy * (h + 0.07 * s));
            cairo_line_to(cr, k * ux * 0.49 * s, k * uy * 0.49 * s);
        }
        cairo_stroke(cr);
    }
    if (st == ST_CROSS) cross(cr, 0, 0, h, thin);
    else disc(cr, 0, 0, h, st, thin);
    note_mark(cr, 0, 0, 2 * h);
}

/* One shape at the origin in a cell of size s; (ux, uy) is the unit vector
 * from the piece towards the cell, in page coordinates (y down). */
static void shape_glyph(cairo_t *cr, enum cell_shape shape, unsigned mode, unsigned flags,
                        double s, double ux, double uy, enum cell_shape bar, unsigned bar_mode,
                        double floor)
{
    enum style st = style_of(mode);
    double lw = lw_of(s, 0.065);
    double thin = lw_of(s, 0.05);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    switch (shape) {
    case CELL_EMPTY:
        break;
    case CELL_SELF:
        draw_diagram_self(cr, s, 0, floor);
        break;
    case CELL_STEP: {
        double h = half_at_least(st == ST_CROSS ? 0.20 * s : 0.21 * s, floor);
        if (st == ST_CROSS) cross(cr, 0, 0, h, lw_of(s, 0.09));
        else disc(cr, 0, 0, h, st, lw);
        note_mark(cr, 0, 0, 2 * h);
        break;
    }
    case CELL_JUMP: {
        double ro = half_at_least(0.36 * s, floor / 0.905); /* its height, 1.81 ro, is its least */
        if (diagram_far_of(flags)) /* beside its number: a little smaller */
            ro = half_at_least(0.22 * s, floor / 0.905);
        leap_star(cr, s, ro, st, thin, floor, 0.21, 0.07, 0.03);
        break;
    }
    case CELL_LAME: {
        double r = half_at_least(0.20 * s, floor);
        double ox = 0.06 * ux * s, oy = 0.06 * uy * s; /* dot pushed outward */
        /* the tail says "unless blocked": twice the line and a little
           longer than it was, so that it reads across the table (issue 30:
           a 0.2 mm tick was lost at 3 mm cells) */
        cairo_set_line_width(cr, fmax(2 * lw, lw_of(s, 0.12)));
        cairo_move_to(cr, ox - ux * (r - 0.01 * s), oy - uy * (r - 0.01 * s));
        cairo_line_to(cr, ox - ux * 0.66 * s, oy - uy * 0.66 * s);
        cairo_stroke(cr);
        if (st == ST_CROSS) cross(cr, ox, oy, r, lw_of(s, 0.085));
        else disc(cr, ox, oy, r, st, lw);
        note_mark(cr, ox, oy, 2 * r);
        break;
    }
    case CELL_SLIDE:
    case CELL_HOP: {
        /* the arrow is 0.48 s across its head; a smaller cell gets a wider
           arrow (its length stays the cell's) */
        double k = fmax(1.0, floor / (0.48 * s));
        cairo_save(cr);
        cairo_rotate(cr, atan2(uy, ux));
        note_mark(cr, 0, 0, 0.48 * s * k);
        cairo_save(cr);
        cairo_scale(cr, 1, k);
        arrow(cr, s, st, st == ST_FILL ? lw : thin, atan2(uy, ux));
        cairo_restore(cr);
        /* the screen, round whatever the widening; a smaller one between
           the capture's cross and head */
        double at = st == ST_CROSS ? -0.02 : -0.14, r = st == ST_CROSS ? 0.10 : 0.20;
        if (shape == CELL_HOP || bar == CELL_HOP)
            hop_screen(cr, s, st == ST_HOLLOW || (bar == CELL_HOP && style_of(bar_mode) == ST_HOLLOW),
                       lw_of(s, 0.06), at, k, r);
        cairo_restore(cr);
        break;
    }
    case CELL_CASTLE: {
        /* a tower with three merlons, in outline: castling only moves */
        double w = half_at_least(0.30 * s, floor), h = w * 1.2, m = 2 * w / 5;
        note_mark(cr, 0, 0, 2 * w);
        cairo_new_path(cr);
        cairo_move_to(cr, -w, h);
        cairo_line_to(cr, -w, -h);
        for (int k = 0; k < 5; k++) /* merlons and gaps across the top */
            cairo_line_to(cr, -w + k * m, k % 2 ? -h + 0.8 * m : -h),
            cairo_line_to(cr, -w + (k + 1) * m, k % 2 ? -h + 0.8 * m : -h);
        cairo_line_to(cr, w, h);
        cairo_close_path(cr);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
        cairo_set_line_width(cr, lw);
        cairo_stroke(cr);
        break;
    }
    case CELL_GRASS: {
        /* shaft up to the hurdle, then the landing dot right after it */
        cairo_save(cr);
        cairo_rotate(cr, atan2(uy, ux));
        cairo_set_line_width(cr, thin);
        cairo_move_to(cr, -0.36 * s, 0);
        cairo_line_to(cr, -0.04 * s, 0);
        cairo_stroke(cr);
        /* a short bar, so that on a diagonal it does not read as an x */
        cairo_rectangle(cr, -0.08 * s, -0.19 * s, 0.08 * s, 0.38 * s);
        cairo_fill(cr);
        double h = half_at_least(st == ST_CROSS ? 0.11 * s : 0.13 * s, floor);
        double at = fmax(0.22 * s, h + 0.02 * s); /* the dot clear of the bar */
        if (st == ST_CROSS) cross(cr, at, 0, h, lw_of(s, 0.07));
        else disc(cr, at, 0, h, st, thin);
        note_mark(cr, at, 0, 2 * h);
        cairo_restore(cr);
        break;
    }
    case CELL_PATH: {
        /* the star, pushed outward (not a far leap's: its number is beside
           it), with a dotted trail behind it towards the piece: the path
           that Hobbling checks. The trail's dots are DIAGRAM_LINE_MM at
           least and a gap of most of a dot from the star, so that they read
           as a trail, not a second mark (a dot there once fused with the
           star into one blot), nor a speck (0.23 mm, issue 30) */
        int far = diagram_far_of(flags);
        double ro = half_at_least((far ? 0.22 : 0.27) * s, floor / 0.905);
        double push = far ? 0 : 0.13 * s;
        cairo_save(cr);
        cairo_translate(cr, push * ux, push * uy);
        leap_star(cr, s, ro, st, thin, floor, 0.16, 0.065, 0.02);
        cairo_restore(cr);
        draw_diagram_trail(cr, s, ux, uy, push - 0.80 * ro);
        break;
    }
    case CELL_RIDE: {
        /* two stars in a row away from the piece, the leap and the leap
         * again; each at least MIN_MARK_MM high, the outer one on a white
         * halo so that the pair reads as two stars, not one blot */
        double ro = half_at_least(0.28 * s, floor / 0.905);
        for (int k = 0; k < 2; k++) {
            double at = k ? 0.17 : -0.17;
            cairo_save(cr);
            cairo_translate(cr, at * ux * s, at * uy * s);
            if (k) {
                star_path(cr, ro, 0.43 * ro);
                cairo_save(cr);
                cairo_set_source_rgb(cr, 1, 1, 1);
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
                cairo_set_line_width(cr, 1.6 * thin);
                cairo_fill_preserve(cr);
                cairo_stroke(cr);
                cairo_restore(cr);
            }
            star_glyph(cr, ro, 0.43 * ro, st, thin);
            note_mark(cr, 0, 0, 1.81 * ro);
            if (st == ST_CROSS && k) cross(cr, 0, 0.02 * s, half_at_least(0.15 * s, floor), lw_of(s, 0.065));
            cairo_restore(cr);
        }
        break;
    }
    case CELL_TWICE:
    case CELL_TWICE_LINE:
        twice_glyph(cr, s, st, ux, uy, shape == CELL_TWICE_LINE, !!(flags & CELL_FLAG_PASS), floor);
        break;
    case CELL_HOP_TO: {
        /* the lame leap's dot and tail, the tail crossed by the hop's bar:
           it lands here over exactly one piece on the line */
        double r = half_at_least(0.19 * s, floor);
        double ox = 0.08 * ux * s, oy = 0.08 * uy * s; /* dot pushed outward */
        /* with its screen drawn on the diagonal, the way runs bold to it and
           needs no bar: across the diagonal the bar and the palace line
           read as a cross, a capture (issue 30, Janggi review 7.5) */
        int shown = !!(flags & CELL_FLAG_SCREEN_SHOWN);
        double tail = shown ? M_SQRT2 * s - HOP_SCREEN_R * s : 0.58 * s;
        cairo_set_line_width(cr, shown ? 1.5 * lw : lw);
        cairo_move_to(cr, ox - ux * (r - 0.01 * s), oy - uy * (r - 0.01 * s));
        cairo_line_to(cr, -ux * tail, -uy * tail);
        cairo_stroke(cr);
        double bh = 0.19 * s, bw = fmax(lw_of(s, 0.09), lw * 1.2), at = -0.36 * s;
        cairo_save(cr);
        cairo_translate(cr, ux * at, uy * at);
        cairo_rotate(cr, atan2(uy, ux));
        if (!shown)
            cairo_rectangle(cr, -bw / 2, -bh, bw, 2 * bh);
        cairo_fill(cr);
        cairo_restore(cr);
        if (st == ST_CROSS) cross(cr, ox, oy, r, lw_of(s, 0.085));
        else disc(cr, ox, oy, r, st, lw);
        note_mark(cr, ox, oy, 2 * r);
        break;
    }
    }
}

/* The e.p. ring's outer radius and the step glyph's shift away from it, in
 * a cell of size s: the ring DIAGRAM_SIGN_MM across at least (scaled like
 * `sign`, the faces' DIAGRAM_MARK_MM where drawn unscaled), in the cell's
 * upper right corner; a step's dot or cross, g from its centre to its ink's
 * edge, moved down and left until EP_RING_GAP clears them (at 1.2 mm with
 * a 0.14 mm line the Jungi Pawn's rings read as specks, and touched its
 * crosses: issue 30, Jungi review). Where the cell has no room for both
 * (a gallery's 2 mm cross in a 3.3 mm cell) the ring shrinks, not under
 * `sign`. */
#define EP_RING_GAP 0.15
static double ep_ring(double s, double sign, double g, double *shift)
{
    double want = fmax(0.15 * s, 0.5 * sign * DIAGRAM_SIGN_MM / DIAGRAM_MARK_MM);
    double room = fmax(0.0, 0.5 * s - g - 0.05); /* the glyph stays in its cell */
    double fit = (M_SQRT2 * (0.5 * s - g + room) - EP_RING_GAP) / (1 + M_SQRT2);
    double r = fmax(0.5 * sign, fmin(want, fit));
    double d = (r + EP_RING_GAP) / M_SQRT2 - (0.5 * s - r) + g;
    *shift = g > 0 ? fmin(room, fmax(0.0, d)) : 0;
    return r;
}

/* A step glyph's extent from its centre, with its line (shape_glyph's). */
static double step_extent(unsigned mode, double s, double floor)
{
    int x = style_of(mode) == ST_CROSS;
    return half_at_least(x ? 0.20 * s : 0.21 * s, floor) + 0.5 * lw_of(s, x ? 0.09 : 0.065);
}

void draw_diagram_glyph(cairo_t *cr, enum cell_shape shape, unsigned mode, unsigned flags,
                        double s, double ux, double uy, enum cell_shape bar, unsigned bar_mode,
                        double floor, double sign)
{
    double thin = lw_of(s, 0.045), shift = 0, r = 0;
    if (mode & MODE_EP) {
        int step = shape == CELL_STEP && !(flags & MOVEFLAG_INITIAL);
        r = ep_ring(s, sign, step ? step_extent(mode, s, floor) : 0, &shift);
    }
    cairo_save(cr);
    cairo_translate(cr, -shift, shift);
    if (flags & MOVEFLAG_INITIAL) {
        double dr = 0.47 * s;
        draw_diamond_path(cr, 0, 0, dr);
        cairo_set_line_width(cr, thin);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
        cairo_stroke(cr);
        note_mark(cr, 0, 0, 2 * dr);
        cairo_scale(cr, 0.68, 0.68);
        floor /= 0.68;
        sign /= 0.68; /* the ring is drawn unscaled: as large as it was */
    }
    shape_glyph(cr, shape, mode, flags, s, ux, uy, bar, bar_mode, floor);
    cairo_restore(cr);
    if (mode & MODE_EP) {
        /* a ring in the cell's upper right corner, white inside so that it
           reads over a glyph it may touch (an arrow); its outside on the
           cell's edge; its line DIAGRAM_LINE_MM at least, scaled as the
           ring (a sign on the glyph, at least `sign`, the faces' floor
           where the gallery asks larger marks) */
        double at = 0.5 * s - r;
        double lw = fmax(thin, sign * DIAGRAM_LINE_MM / DIAGRAM_MARK_MM);
        cairo_new_path(cr);
        cairo_arc(cr, at, -at, r - lw / 2, 0, 2 * M_PI);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_fill_preserve(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_set_line_width(cr, lw);
        cairo_stroke(cr);
        draw_ink_note_part(cr, 2 * r, at - r, -at - r, 2 * r, 2 * r);
    }
}
