/* draw.h: drawing composed pages with cairo and Pango onto any cairo
 * surface (PDF, PNG, SVG: write/ makes the surface). The composer decided
 * where everything goes, the words, their sizes and the names faces print
 * (document.h: each item carries what it paints, the document's look how
 * the sides print); this stage only follows the placed items, and calls
 * no function of compose/ or model/. It never sees the variant: a piece's
 * glyph, words and diagram and the board it paints as the look has them
 * (compose/look.h), a chip's emblems and a screen's words as their items
 * carry them.
 *
 * Every function draws in millimetres in the current user space of cr.
 * Drawing does not fail: a cairo error stays in the context's status,
 * which the writer checks once per surface. Nothing here allocates
 * anything the caller must free. */
#ifndef PNPGEN_DRAW_H
#define PNPGEN_DRAW_H

#include <cairo.h>

#include "compose/document.h"

/* Draws one page of doc (render.c), in doc's look; cr's user space must
 * be millimetres with (0,0) at the top-left corner of the page. */
void draw_page(cairo_t *cr, const struct layout *lo, const struct document *doc,
               const struct page *pg);

/* A face the composer decided (struct face: compose_face_label named it),
 * drawn centred on (0, 0), upright (forward = up), in the look's form and
 * face style and its side's print style. `w`, `h` are the face size (a disc uses
 * min(w, h) as its diameter). */
void draw_face(cairo_t *cr, const struct layout *lo, const struct look *lk,
               const struct face *f, double w, double h);

/* One face of a chip, a disc of diameter d centred on (0, 0), upright: its
 * emblem and its label under it (NULL: none; struct item_chip's), in the
 * print style of `side` (outlined or filled; -1: outlined); the back
 * (`back` non-zero) reversed inside its ring. */
void draw_chip_face(cairo_t *cr, const struct layout *lo, const struct look *lk,
                    enum emblem emblem, const char *label, int side, int back, double d);

/* The ledger of what a page prints (draw_ledger.c), for the legibility
 * checks (write/'s measure). Attached to a cairo context whose user space
 * is page millimetres; draw_page sets `item` to the index of the item being
 * drawn, and the drawing code notes every text, diagram mark and grid cell. */
enum ink_kind {
    INK_TEXT, /* a text: size in points */
    INK_MARK, /* a diagram or tile mark: its smallest extent in mm */
    INK_CELL, /* a diagram grid cell: its side in mm */
    INK_ZONE  /* a board's zone dot: its diameter in mm */
};
struct ink_entry {
    enum ink_kind kind;
    double size;
    double x0, y0, x1, y1; /* its box on the page, mm */
    int item;
    int grid;              /* INK_CELL: the grid's larger count of rows or columns */
    int part;              /* INK_MARK: a small sign added to another mark's glyph
                              (the e.p. ring in a cell's corner), held to the
                              faces' DIAGRAM_MARK_MM wherever it is drawn */
};
struct ink_ledger {
    struct ink_entry *e;
    int n, cap;
    cairo_matrix_t base;
    int item;
    int in_thumb; /* drawing a thumbnail's page: its marks are the thumbnail's item */
};
void draw_ink_ledger_attach(cairo_t *cr, struct ink_ledger *l);
struct ink_ledger *draw_ink_ledger_of(cairo_t *cr);
void draw_ink_ledger_free(struct ink_ledger *l);

/* A fold line from (x0, y0) to (x1, y1): dotted, the layout's fold width
 * (draw_lines.c; write/ marks the fold of an imposed booklet with it). */
void draw_fold_line(cairo_t *cr, const struct layout *lo, double x0, double y0, double x1, double y1);
/* The same in grey (0 black): over a black ground, where black would not
 * show (CUT_ON_DARK_GREY). */
void draw_fold_line_tone(cairo_t *cr, const struct layout *lo, double x0, double y0, double x1,
                         double y1, double grey);
#define CUT_ON_DARK_GREY 0.6 /* a cut or fold line over black, as a dark disc's */

#endif
