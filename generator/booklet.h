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

/* A short code for a piece ("K", "Kr", "RHS"), unique among the pieces
 * of the starting set; buf holds at least 16 bytes. */
void piece_abbreviation(const struct variant *v, int piece, char *buf, size_t len);

/* The <piece-figure> block (booklet_figure.c): its height in mm, and its
 * drawing (an ITEM_FIGURE whose `block` is the figure's block). */
double figure_height(const struct variant *v, const struct block *b);
void render_figure(cairo_t *cr, const struct layout *lo, const struct variant *v,
                   const struct item *it);
/* The start position on the real board (booklet_setup.c): the whole board
 * tile t (from whole_board_tile) with its outer top-left corner at (x, y),
 * scaled by k, every piece on its square. coded: fold-over pieces with
 * diagram faces as coded tokens (the setup diagram); else every piece as
 * its real face (the cover). */
void render_setup_board(cairo_t *cr, const struct layout *lo, const struct variant *v,
                        const struct tile *t, double x, double y, double k, int coded);
/* The whole board's size in mm with its coordinate bands, at that cell. */
void whole_board_size(const struct variant *v, const struct layout *lo, double cell,
                      double *w, double *h);
/* Does the setup diagram show this piece by its code? */
int setup_uses_code(const struct variant *v, int piece);

#endif
