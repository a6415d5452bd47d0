/* booklet.h: the rules booklet: the definition's rules text flowed onto A4
 * pages, with generated blocks (setup diagram, piece gallery, symbol key,
 * board key, printing and cutout guide). Text is measured with pango while
 * composing, so this composer needs a cairo context for measuring. */
#ifndef PNPGEN_BOOKLET_H
#define PNPGEN_BOOKLET_H

#include <cairo.h>
#include "compose.h"

/* `components` is the already composed component document: the printing
 * guide lists its pages. */
void compose_booklet(const struct variant *v, const struct layout *lo,
                     const struct board_plan *bp, const struct document *components,
                     struct document *doc);

/* Draws the booklet's own item kinds (setup, gallery rows, keys). */
void booklet_render_item(cairo_t *cr, const struct layout *lo, const struct variant *v,
                         const struct item *it);

/* A short label for a piece (its glyph, or initials of its name), unique
 * within the variant; buf holds at least 16 bytes. */
void piece_abbreviation(const struct variant *v, int piece, char *buf, size_t len);

/* The <piece-figure> block (booklet_figure.c): its height in mm, and its
 * drawing (an ITEM_FIGURE whose `block` is the figure's block). */
double figure_height(const struct variant *v, const struct block *b);
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
