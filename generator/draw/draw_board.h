/* draw_board.h: drawing board tiles and the small map of how they join. */
#ifndef PNPGEN_DRAW_BOARD_H
#define PNPGEN_DRAW_BOARD_H

#include <cairo.h>
#include "compose/compose.h"

void draw_board_tile(cairo_t *cr, const struct layout *lo, const struct variant *v,
                     const struct tile *t);
/* One board mark's symbol centred on (cx, cy) for a cell of s mm, as the
 * board prints it (also used by the booklet's board key). */
void draw_mark_symbol(cairo_t *cr, const struct variant *v, enum mark_symbol sym, int side,
                      double cx, double cy, double s);
void draw_tile_map(cairo_t *cr, const struct layout *lo, const struct tile *t,
                   double x, double y, double w, double h);

#endif
