/* booklet_parts.h: what the booklet's files share (booklet.c composes,
 * booklet_legend.c and booklet_draw.c draw the generated blocks). */
#ifndef PNPGEN_BOOKLET_PARTS_H
#define PNPGEN_BOOKLET_PARTS_H

#include <cairo.h>
#include "compose.h"

#define GALLERY_FACE 22.0 /* a piece face in the gallery */
#define GALLERY_ROW 30.0  /* one gallery row */
#define LEGEND_ROW 9.0    /* the least height of a legend row */
#define GALLERY_TEXT_PT 8.5   /* a gallery row's words */
#define GALLERY_MIN_WORDS 38.0 /* narrower beside the pictures (two diagrams
                                  on an A5 page): the words go under them */

/* A gallery row's words as Pango markup, and the width of its pictures
 * (booklet_draw.c): the composer measures the one beside or under the
 * other. An ITEM_GALLERY_ROW with rows = 1 has its words under the
 * pictures, from GALLERY_ROW down. */
void gallery_words(const struct variant *v, int piece, char *buf, size_t len);
double gallery_pictures_width(const struct variant *v, int piece);

/* The distinct cell kinds drawn in this variant's diagrams. */
int legend_cells(const struct variant *v, struct diagram_cell *out, int max);
/* Measures the legend: row_y[i] is the top of row i of n cells in two
 * columns of width colw; row_y[(n + 1) / 2] is the total height. */
void legend_rows(cairo_t *cr, const struct layout *lo, const struct variant *v,
                 const struct diagram_cell *cells, int n, double colw, double *row_y);
void render_legend(cairo_t *cr, const struct layout *lo, const struct variant *v,
                   const struct item *it);

/* A piece of the setup diagram: a small disc in its side's print style
 * with its glyph or initials, turned for the second side; dashed for a
 * piece that starts in hand (booklet_draw.c). */
void draw_setup_piece(cairo_t *cr, const struct layout *lo, const struct variant *v,
                      int piece, int side, double cx, double cy, double cell, int dashed);

#endif
