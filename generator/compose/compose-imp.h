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

/* Measures the legend: row_y[i] is the top of row i of n cells in two
 * columns of width colw; row_y[(n + 1) / 2] is the total height. */
void compose_legend_rows(const struct layout *lo, const struct variant *v,
                 const struct diagram_cell *cells, int n, double colw, double *row_y);

/* The gallery row's text for a piece: name, count, glyphs, promotion,
 * value, its moves in words, zone and option tables, Betza (markup,
 * malloc'd; booklet_gallery.c). */
char *compose_gallery_text(const struct variant *v, const struct piece *p);

#endif
