/* write.h: writing composed documents: PDF, and PNG or SVG per page. A
 * file is written to a temporary name in its folder and renamed only when
 * complete, so a failure never leaves a truncated file or spoils an older
 * one. Output is deterministic: fixed metadata, no dates, so the same
 * input gives the same bytes. */
#ifndef PNPGEN_WRITE_H
#define PNPGEN_WRITE_H

#include "base/base.h"
#include "compose/compose.h"

/* Writes doc as the PDF `path`. Returns 0, or -1 after reporting through r. */
int write_pdf(const char *path, const struct document *doc, const struct layout *lo,
              const struct variant *v, struct report *r);

#define PNG_DPI_MIN 10
#define PNG_DPI_MAX 1200

/* Pixels across `mm` at dpi, rounded to the nearest pixel (A4 at 40 dpi:
 * 331 x 468). */
int write_page_pixels(double mm, int dpi);

/* Writes every page of doc as DIR/<prefix>-pNN.png (pages from 01), drawn
 * straight onto a white image surface at dpi (PNG_DPI_MIN..PNG_DPI_MAX).
 * Returns 0, or -1 after reporting through r. */
int write_png_pages(const char *dir, const char *prefix, const struct document *doc,
                    const struct layout *lo, const struct variant *v, int dpi,
                    struct report *r);

/* Writes every page of doc as DIR/<prefix>-pNN.svg (cairo's SVG surface,
 * sizes in points). Returns 0, or -1 after reporting through r. */
int write_svg_pages(const char *dir, const char *prefix, const struct document *doc,
                    const struct layout *lo, const struct variant *v, struct report *r);

#endif
