/* booklet_parts.h: what the booklet's drawing files share (booklet_draw.c
 * and booklet_figure.c draw the generated blocks). */
#ifndef PNPGEN_BOOKLET_PARTS_H
#define PNPGEN_BOOKLET_PARTS_H

#include <cairo.h>
#include "compose/compose.h"

void render_legend(cairo_t *cr, const struct layout *lo, const struct variant *v,
                   const struct item *it);

/* A piece of the setup diagram: a small disc in its side's print style
 * with its glyph or initials, turned for the second side; dashed for a
 * piece that starts in hand (booklet_draw.c). */
void draw_setup_piece(cairo_t *cr, const struct layout *lo, const struct variant *v,
                      int piece, int side, double cx, double cy, double cell, int dashed);

#endif
