/* write-imp.h: what the writer's files share and nobody else needs.
 * Private to write/. */
#ifndef PNPGEN_WRITE_IMP_H
#define PNPGEN_WRITE_IMP_H

#include <cairo.h>

#include "write.h"

/* Draws side `side` of the imposed `doc` (A5 pages) onto cr, whose user
 * space is millimetres with (0,0) at the top-left corner of the A4
 * landscape side (impose.c). Pages past doc->npages are blank; the front
 * of every sheet carries the fold mark. */
void write_impose_render_side(cairo_t *cr, const struct layout *lo, const struct variant *v,
                              const struct document *doc, int side);

#endif
