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

/* The A5 booklet (impose.c): composed on A5 pages (text reflowed for the
 * narrower page), printed two pages to a side of A4 landscape sheets that,
 * folded in half and nested, read in order. The page count is padded with
 * blank pages at the end to a multiple of four; sheet k (from 1) carries
 * pages n-2k+2 | 2k-1 on its front and 2k | n-2k+1 on its back, the back
 * upright for duplex printing that flips on the short edge. */
#define WRITE_A5_WIDTH 148.0
#define WRITE_A5_HEIGHT 210.0
#define WRITE_SHEET_WIDTH 297.0  /* A4 landscape */
#define WRITE_SHEET_HEIGHT 210.0

/* Pages of the imposed booklet: npages padded to a multiple of four. */
int write_impose_padded(int npages);
/* The two pages on side `side` (0: sheet 1 front, 1: sheet 1 back, 2: sheet
 * 2 front, ...) of a booklet of `padded` pages (a multiple of four): pages
 * numbered from 1, left and right as the side is printed. */
void write_impose_side(int padded, int side, int *left, int *right);

/* Writes doc, a booklet composed on A5 pages, as the PDF `path` imposed
 * on A4 landscape sides as above, with a fold mark on each sheet's front.
 * Returns 0, or -1 after reporting through r. */
int write_pdf_imposed_a5(const char *path, const struct document *doc, const struct layout *lo,
                         const struct variant *v, struct report *r);

#define PNG_DPI_MIN 10
#define PNG_DPI_MAX 1200

/* What one PNG page may hold: cairo's largest image side, and a pixel count
 * that keeps a page's image at 160 MB (A4 up to 643 dpi). */
#define PNG_MAX_SIDE 32767
#define PNG_MAX_PIXELS 40000000L

/* Checks, before anything is written, that every page of doc fits the
 * limits above at dpi; returns 0, or -1 after reporting which page is too
 * large and the highest resolution it allows. */
int write_png_check_pages(const struct document *doc, const char *what, int dpi,
                          struct report *r);

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
