/* write.h: writing composed documents: PDF, and PNG or SVG per page. A
 * file is written to a temporary name in its folder and renamed only when
 * complete, so a failure never leaves a truncated file or spoils an older
 * one. Output is deterministic: fixed metadata, no dates, so the same
 * input gives the same bytes. */
#ifndef PNPGEN_WRITE_H
#define PNPGEN_WRITE_H

#include <stdio.h>

#include "base/base.h"
#include "compose/document.h"

/* Writes doc as the PDF `path`. Returns 0, or -1 after reporting through r. */
int write_pdf(const char *path, const struct document *doc, const struct layout *lo,
              struct report *r);

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
                         struct report *r);

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
                    const struct layout *lo, int dpi, struct report *r);

/* Writes every page of doc as DIR/<prefix>-pNN.svg (cairo's SVG surface,
 * sizes in points). Returns 0, or -1 after reporting through r. */
int write_svg_pages(const char *dir, const char *prefix, const struct document *doc,
                    const struct layout *lo, struct report *r);

/* A set's files put in place together (tempfile.c): between
 * write_set_begin and write_set_end every file written waits, complete,
 * under its temporary name; write_set_end(1, r) renames them all into
 * place (0, or -1 after reporting), write_set_end(0, r) removes them and
 * returns -1. A render that fails half way, out of memory or disk, so
 * keeps every old file of the set. */
void write_set_begin(void);
int write_set_end(int ok, struct report *r);
/* Removes DIR's temporary files (`<name>.tmp.<pid>.XXXXXX`) of files named
 * `<prefix>...` whose writer is gone (pid dead, lock free): what a render
 * killed while writing a PDF, PNG or SVG of the set left. */
void write_remove_dead_temps(const char *dir, const char *prefix);
/* Removes DIR/<prefix>-pNN.<ext> for every NN past npages: the pages of an
 * earlier, longer version of the document. */
void write_remove_stale_pages(const char *dir, const char *prefix, const char *ext, int npages);

/* What the component pages print (write_measure.c), measured from the
 * composed items and a ledger of every text, diagram mark and grid cell
 * drawn: the numbers `pnpgen measure` prints and make check holds to the
 * minimums of compose.h. */
struct write_page_measure {
    double empty;            /* share of the printable area left blank, 0..1 */
    double text_pt;          /* smallest text on a component (0: none) */
    double mark_mm;          /* smallest diagram or tile mark (0: none) */
    double cell_mm;          /* smallest cell of a grid of up to WRITE_MAX_FULL_GRID
                                rows and columns (0: none) */
    double big_cell_mm;      /* smallest cell of a larger grid (0: none) */
};
struct write_measure {
    int sheets;
    double text_pt, mark_mm, cell_mm, big_cell_mm, empty; /* extremes over the pages */
    int text_page, mark_page, cell_page, big_cell_page, empty_page; /* 1-based, 0: none */
};
/* The largest grid (rows or columns) every face must show in cells of at
 * least MIN_CELL_MM; a larger grid gets the largest cells its face allows. */
#define WRITE_MAX_FULL_GRID 5
/* Is this item a component a player handles (board, piece, hand, chip,
 * screen, card), as opposed to the page's title, instructions and ruler? */
int write_item_is_component(enum item_kind kind);
/* Measures one page of doc (drawn to a PDF surface that writes nowhere); writes a
 * line to `below` (when not NULL) for each component text, mark or cell
 * under the minimums. */
void write_measure_page(const struct layout *lo, const struct document *doc, const struct page *pg,
                        struct write_page_measure *out, FILE *below);
/* Every page of a components document; a line per page, and one per size
 * under a minimum, to `detail` when it is not NULL. */
void write_measure_document(const struct layout *lo, const struct document *doc,
                            struct write_measure *out, FILE *detail);
/* "2.50 mm (page 3)" (unit "pt": "6.0 pt (page 3)"); page -1: without the
 * page; page 0: "none", nothing of the kind printed. Written into buf,
 * which it returns. */
const char *write_measure_least(char *buf, size_t n, double value, const char *unit, int page);
/* One line "face PAGE PIECE SIDE X Y W H" (mm) for the front face of every
 * piece printed, for checks on the rendered pages (pnpgen measure --faces). */
void write_measure_faces(const struct document *doc, FILE *out);

#endif
