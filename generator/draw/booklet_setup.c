/* booklet_setup.c: the booklet's setup diagram's pieces and extras: a
 * small disc per piece in its side's print style with its glyph or
 * initials, the tinted zones, and the pieces that start in hand beside the
 * board. Both the setup block and the figures use the disc, so it has a
 * file of its own below them. */
#include "draw-imp.h"

#include <stdlib.h>

#include <math.h>
#include <stdio.h>

const char *draw_setup_label(const struct variant *v, int piece, int side, char *buf, size_t len)
{
    const struct piece *p = &v->pieces[piece];
    if (p->glyph[side])
        return p->glyph[side];
    compose_piece_abbreviation(v, piece, buf, len);
    return buf;
}

void draw_setup_piece(cairo_t *cr, const struct layout *lo, const struct variant *v,
                      int piece, int side, double cx, double cy, double cell, int dashed)
{
    double r = cell * 0.42;
    int filled = v->sides[side].filled;
    cairo_new_path(cr);
    cairo_arc(cr, cx, cy, r, 0, 2 * M_PI);
    cairo_set_source_rgb(cr, filled ? 0 : 1, filled ? 0 : 1, filled ? 0 : 1);
    cairo_fill_preserve(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, 0.25);
    if (dashed)
        cairo_set_dash(cr, (double[]){0.8, 0.5}, 2, 0);
    cairo_stroke(cr);
    cairo_set_dash(cr, NULL, 0, 0);
    char ab[16];
    const char *label = draw_setup_label(v, piece, side, ab, sizeof ab);
    if (filled)
        cairo_set_source_rgb(cr, 1, 1, 1);
    draw_plain_label(cr, lo, label, cell * 1.1, cx, cy, side == SIDE_SECOND ? M_PI : 0, r * 1.7);
}

void draw_setup_tints(cairo_t *cr, const struct variant *v, double ox, double oy, double cell)
{
    const struct board *b = &v->board;
    if (b->cells != CELLS_SQUARES)
        return;
    cairo_save(cr);
    cairo_set_source_rgb(cr, 0.88, 0.88, 0.88);
    for (int i = 0; i < b->nzones; i++) {
        const struct zone *z = &b->zones[i];
        if (z->mark != ZMARK_TINT || z->x0 < 0)
            continue;
        cairo_rectangle(cr, ox + z->x0 * cell, oy + (b->ranks - 1 - z->y1) * cell,
                        (z->x1 - z->x0 + 1) * cell, (z->y1 - z->y0 + 1) * cell);
        cairo_fill(cr);
    }
    cairo_restore(cr);
}

void draw_setup_hands(cairo_t *cr, const struct layout *lo, const struct variant *v,
                        double x, double oy, double cell)
{
    const struct board *b = &v->board;
    for (int side = 0; side < MAX_SIDES; side++) {
        int k = 0;
        for (int i = 0; i < v->nstart_hand; i++) {
            const struct placement *pl = &v->start_hand[i];
            if (pl->side != side)
                continue;
            /* the first side's hand by its own back rank, the second's by its */
            int row = side == SIDE_FIRST ? b->ranks - 1 - k : k;
            double cx = x + cell / 2, cy = oy + (row + 0.5) * cell;
            draw_setup_piece(cr, lo, v, pl->piece, side, cx, cy, cell, 1);
            k++;
        }
        if (k > 0) {
            char *text = markup_printf("%s's hand", v->sides[side].name ? v->sides[side].name : "");
            double ty = side == SIDE_FIRST ? oy + (b->ranks - k) * cell - 2.5 : oy + k * cell + 2.5;
            cairo_set_source_rgb(cr, 0, 0, 0);
            draw_label(cr, lo, text, 6, x + cell / 2, ty, 0, 2.2 * cell);
            free(text);
        }
    }
}
