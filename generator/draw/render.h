/* render.h: draws composed pages onto any cairo surface (PDF, PNG, SVG). */
#ifndef PNPGEN_RENDER_H
#define PNPGEN_RENDER_H

#include <cairo.h>
#include "compose/compose.h"

/* Draws one page; cr's user space must be millimetres with (0,0) at the
 * top-left corner of the page. */
void render_page(cairo_t *cr, const struct layout *lo, const struct variant *v,
                 const struct page *pg);

#endif
