/* impose.h: the booklet as an A5 booklet, imposed for saddle stitching.
 *
 * The booklet is composed on A5 pages (148 x 210 mm, text reflowed for the
 * narrower page), then printed two pages to a side of A4 landscape sheets:
 * folded in half and nested, the sheets read in order. The page count is
 * padded with blank pages at the end to a multiple of four; sheet k
 * (from 1) carries pages n-2k+2 | 2k-1 on its front and 2k | n-2k+1 on its
 * back, the back upright for duplex printing that flips on the short edge. */
#ifndef PNPGEN_IMPOSE_H
#define PNPGEN_IMPOSE_H

#include <cairo.h>

#include "compose.h"

#define A5_WIDTH 148.0
#define A5_HEIGHT 210.0
#define SHEET_WIDTH 297.0  /* A4 landscape */
#define SHEET_HEIGHT 210.0

/* Pages of the imposed booklet: npages padded to a multiple of four. */
int impose_padded(int npages);

/* The two pages on side `side` (0: sheet 1 front, 1: sheet 1 back, 2: sheet
 * 2 front, ...) of a booklet of `padded` pages (a multiple of four): pages
 * numbered from 1, left and right as the side is printed. */
void impose_side(int padded, int side, int *left, int *right);

/* Draws side `side` of the imposed `doc` (A5 pages) onto cr, whose user
 * space is millimetres with (0,0) at the top-left corner of the A4
 * landscape side. Pages past doc->npages are blank; the front of every
 * sheet carries the fold mark. */
void impose_render_side(cairo_t *cr, const struct layout *lo, const struct variant *v,
                        const struct document *doc, int side);

#endif
