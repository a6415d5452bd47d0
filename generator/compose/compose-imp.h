/* compose-imp.h: what the composer's files share and nobody else needs.
 * Private to compose/. */
#ifndef PNPGEN_COMPOSE_IMP_H
#define PNPGEN_COMPOSE_IMP_H

#include "compose.h"

/* Chips and the screen (compose_extras.c); called by compose_components. */
void compose_extras(const struct variant *v, const struct layout *lo,
                    const struct board_plan *bp, struct document *doc);

/* The height in mm of a <piece-figure> block. */
double compose_figure_height(const struct variant *v, const struct block *b);

#endif
