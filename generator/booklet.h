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

#endif
