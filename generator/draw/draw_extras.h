/* draw_extras.h: drawing of chips (fold-over discs with emblems) and the
 * paper screen, as placed by compose_extras.c. */
#ifndef PNPGEN_DRAW_EXTRAS_H
#define PNPGEN_DRAW_EXTRAS_H

#include <cairo.h>
#include "compose/compose.h"

/* An emblem of height `size` mm centred on (cx, cy); fg is the art colour
 * (0 black, 1 white) and the emblem's ground is the other one. */
void draw_emblem(cairo_t *cr, enum emblem e, double cx, double cy, double size, int white);

/* One face of a chip, a disc of diameter d centred on (0, 0), upright: the
 * emblem and label of the front (back = 0) or back, in the print style of
 * `side` (outlined or filled; -1: outlined). */
void draw_chip_face(cairo_t *cr, const struct layout *lo, const struct variant *v,
                    const struct chip *c, int side, int back, double d);

/* The placed items. */
void draw_chip_item(cairo_t *cr, const struct layout *lo, const struct variant *v,
                    const struct item *it);
void draw_screen_item(cairo_t *cr, const struct layout *lo, const struct variant *v,
                      const struct item *it);

#endif
