/* booklet.h: drawing the rules booklet's generated blocks (setup diagram,
 * piece gallery, symbol key, board key, figures) as compose/booklet.c
 * placed them. */
#ifndef PNPGEN_BOOKLET_H
#define PNPGEN_BOOKLET_H

#include <cairo.h>
#include "compose/compose.h"

/* Draws the booklet's own item kinds (setup, gallery rows, keys). */
void booklet_render_item(cairo_t *cr, const struct layout *lo, const struct variant *v,
                         const struct item *it);

/* The <piece-figure> block (booklet_figure.c): its drawing (an ITEM_FIGURE
 * whose `block` is the figure's block). */
void render_figure(cairo_t *cr, const struct layout *lo, const struct variant *v,
                   const struct item *it);
/* The setup diagram's extras (booklet_figure.c), for a board whose lower
 * left corner cell starts at (ox, oy + (ranks-1)*cell): tinted zones; the
 * pieces that start in hand, in a column of cells whose left edge is x
 * (the first side's by its back rank, the second's by its own). */
void render_setup_tints(cairo_t *cr, const struct variant *v, double ox, double oy, double cell);
void render_setup_hands(cairo_t *cr, const struct layout *lo, const struct variant *v,
                        double x, double oy, double cell);

#endif
