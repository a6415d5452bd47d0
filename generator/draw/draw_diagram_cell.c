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
    cairo_save(cr);
    cairo_translate(cr, -side * 0.24 * s, 0);
    cell_marks(cr, c, s, ux, uy, floor, sign);
    cairo_restore(cr);
    char num[16];
    snprintf(num, sizeof num, "<b>%d</b>", far);
    double pt = fmax(MIN_TEXT_PT, 0.26 * s * PT_PER_MM);
    double h = text_height(NULL, num, pt, 0);
    cairo_save(cr);
    draw_text(cr, NULL, num, pt, side * 0.29 * s, -0.5 * h, 0, ALIGN_CENTER);
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
