/* draw_diagram_cell.c: what one diagram cell shows, from its markings:
 * one glyph, two side by side, or a glyph that merges two (a slide with
 * its hop screen, a marking with an e.p. ring); a far leap's mark with its
 * distance as a number (diagram_fold); the dashed ring round a piece that
 * captures en passant all round. The glyphs are draw_diagram.c's. */
#include <math.h>

#include "draw-imp.h"

#include <stdio.h>

static void cell_marks(cairo_t *cr, const struct diagram_cell *c, double s, double ux, double uy,
                       double floor, double sign);

/* A ring round the piece in its cell of size s (dashed, so that it is not
 * read as the 'a' mark's ring): it captures en passant on every
 * neighbouring square (diagram_ep_all_round). */
void draw_diagram_halo(cairo_t *cr, double s)
{
    double lw = line_width_min(0.05 * s), r = 0.45 * s, dash = 0.11 * s;
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_set_line_width(cr, lw);
    cairo_set_dash(cr, &dash, 1, 0);
    cairo_arc(cr, 0, 0, r - lw / 2, 0, 2 * M_PI);
    cairo_stroke(cr);
    cairo_restore(cr);
    draw_ink_note(cr, INK_MARK, 2 * r, -r, -r, 2 * r, 2 * r);
}

/* Everything a cell shows, centred on the origin. A far leap (diagram_fold)
 * is its mark on the side towards the piece's column and its distance as a
 * number on the other, so the number stands beyond the mark as the square
 * stands beyond the drawing. */
void draw_diagram_cell(cairo_t *cr, const struct diagram_cell *c, double s, double ux, double uy,
                       double floor, double sign)
{
    int far = diagram_far_of(c->flags | c->flags2);
    if (!far) {
        cell_marks(cr, c, s, ux, uy, floor, sign);
        return;
    }
    double side = ux < -1e-9 ? -1 : 1;
    char num[16];
    snprintf(num, sizeof num, "<b>%d</b>", far);
    /* the number's figures FAR_NUMBER_MM tall at least (6 pt's were 1.54
       mm, specks at the table: issue 30, Jungi review), inside the cell;
       the star as small as the floor lets (0.22 of the cell, shape_glyph)
       beside it, pushed out to the cell's edge along its line, so that a
       path leap's trail runs back from it inside the cell. On a line
       across, where star, trail and number do not fit side by side, the
       star and its trail go to the lower half and the number above them
       on the piece's side. */
    double pt = fmax(MIN_TEXT_PT, 0.26 * s * PT_PER_MM), iw, ih;
    text_ink_size(NULL, num, pt, &iw, &ih);
    if (ih > 0 && ih < FAR_NUMBER_MM) {
        pt *= FAR_NUMBER_MM / ih;
        iw *= FAR_NUMBER_MM / ih;
        ih = FAR_NUMBER_MM;
    }
    double ro = fmax(0.22 * s, 0.5 * floor / 0.905);
    double e = 0.5 * s - 0.2, rw = 0.951 * ro, up = ro, down = 0.81 * ro; /* the star's ink */
    double sx, sy, nx, ny; /* star's centre, number's ink centre */
    if (fabs(uy) < 1e-9) {
        sx = ux * (e - rw);
        sy = e - down;
        nx = -ux * (e - iw / 2);
        ny = -e + ih / 2;
    } else {
        nx = side * fmin(0.29 * s, e - iw / 2);
        ny = 0;
        sx = -side * fmin(e - rw, fmax(0.24 * s, rw + 0.1 - (side * nx - iw / 2)));
        sy = uy > 0 ? e - down : -e + up;
    }
    /* the cell black, its marks white: where a piece leaps far shows at a
       glance (Jungi's Grutslæn, its threes on the edges' middles, and its
       Archmagister, in the corners, "looked alike": issue 30, review) */
    cairo_save(cr);
    cairo_rectangle(cr, -0.5 * s, -0.5 * s, s, s);
    cairo_fill(cr);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_save(cr);
    cairo_translate(cr, sx, sy);
    draw_diagram_star_at(sx, sy);
    cell_marks(cr, c, s, ux, uy, floor, sign);
    draw_diagram_star_at(0, 0);
    cairo_restore(cr);
    /* the figures' ink from the baseline up: centred on (nx, ny) */
    double base = text_first_baseline(NULL, num, pt, 0);
    cairo_save(cr);
    draw_text(cr, NULL, num, pt, nx, ny + ih / 2 - base, 0, ALIGN_CENTER);
    cairo_restore(cr);
    cairo_restore(cr);
}

static void cell_marks(cairo_t *cr, const struct diagram_cell *c, double s, double ux, double uy,
                       double floor, double sign)
{
    enum cell_shape a = c->shape, b = c->shape2;
    if (b == CELL_EMPTY || b == CELL_SELF || b == a) {
        /* a repeated shape adds nothing new: merge its modes */
        unsigned mode = c->mode | (b == a ? c->mode2 : 0);
        draw_diagram_glyph(cr, a, mode, c->flags, s, ux, uy, CELL_EMPTY, 0, floor, sign);
        return;
    }
    if (a == CELL_EMPTY) {
        draw_diagram_glyph(cr, b, c->mode2, c->flags2, s, ux, uy, CELL_EMPTY, 0, floor, sign);
        return;
    }
    /* a step that only captures en passant, beside another marking: the
     * other marking's glyph with the e.p. ring (the Jungi Empress: a slide
     * that also captures en passant on the first square) */
    unsigned ep_only = MODE_EP;
    if (b == CELL_STEP && c->mode2 == ep_only && !(c->flags2 & ~c->flags)) {
        draw_diagram_glyph(cr, a, c->mode | MODE_EP, c->flags, s, ux, uy, CELL_EMPTY, 0, floor, sign);
        return;
    }
    if (a == CELL_STEP && c->mode == ep_only && !(c->flags & ~c->flags2)) {
        draw_diagram_glyph(cr, b, c->mode2 | MODE_EP, c->flags2, s, ux, uy, CELL_EMPTY, 0, floor, sign);
        return;
    }
    if (a == CELL_SLIDE && b == CELL_HOP) {
        draw_diagram_glyph(cr, a, c->mode, c->flags, s, ux, uy, b, c->mode2, floor, sign);
        return;
    }
    if (a == CELL_HOP && b == CELL_SLIDE) {
        draw_diagram_glyph(cr, b, c->mode2, c->flags2, s, ux, uy, a, c->mode, floor, sign);
        return;
    }
    /* two smaller glyphs side by side, across the direction of the cell */
    double px = -uy, py = ux;
    if (px < 0 || (px == 0 && py < 0)) { px = -px; py = -py; }
    for (int i = 0; i < 2; i++) {
        double k = i ? 0.24 : -0.24;
        cairo_save(cr);
        cairo_translate(cr, k * px * s, k * py * s);
        cairo_scale(cr, 0.56, 0.56);
        if (i == 0) draw_diagram_glyph(cr, a, c->mode, c->flags, s, ux, uy, CELL_EMPTY, 0, floor / 0.56, sign / 0.56);
        else draw_diagram_glyph(cr, b, c->mode2, c->flags2, s, ux, uy, CELL_EMPTY, 0, floor / 0.56, sign / 0.56);
        cairo_restore(cr);
    }
}
