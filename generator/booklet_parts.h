/* booklet_parts.h: what the booklet's files share (booklet.c composes,
 * booklet_legend.c and booklet_draw.c draw the generated blocks). */
#ifndef PNPGEN_BOOKLET_PARTS_H
#define PNPGEN_BOOKLET_PARTS_H

#include <cairo.h>
#include "compose.h"

#define GALLERY_FACE 22.0 /* a piece face in the gallery */
#define LEGEND_ROW 9.0    /* the least height of a legend row */
#define GALLERY_PT 8.0    /* the gallery's text size */

/* The gallery (booklet_gallery.c): entries per row (1 or 2), an entry's
 * words, a row's height in mm at the given width (right: the second
 * entry's piece, or -1), and its drawing (an ITEM_GALLERY_ROW: piece is the
 * left entry, cols the right one or -1). */
int gallery_columns(const struct variant *v);
void gallery_text(const struct variant *v, int piece, char *buf, size_t len);
double gallery_row_height(cairo_t *cr, const struct layout *lo, const struct variant *v,
                          int left, int right, double width);
void render_gallery_row(cairo_t *cr, const struct layout *lo, const struct variant *v,
                        const struct item *it);

/* The distinct cell kinds drawn in this variant's diagrams. */
int legend_cells(const struct variant *v, struct diagram_cell *out, int max);
/* Measures the legend: row_y[i] is the top of row i of n cells in two
 * columns of width colw; row_y[(n + 1) / 2] is the total height. */
void legend_rows(cairo_t *cr, const struct layout *lo, const struct variant *v,
                 const struct diagram_cell *cells, int n, double colw, double *row_y);
void render_legend(cairo_t *cr, const struct layout *lo, const struct variant *v,
                   const struct item *it);

/* One piece of the setup picture centred on (cx, cy), face mm across,
 * turned for the second side; dashed: it starts in hand (booklet_setup.c). */
void setup_piece(cairo_t *cr, const struct layout *lo, const struct variant *v, int piece,
                 int side, double cx, double cy, double face, int coded, int dashed);

/* The flow of the booklet's pages (booklet.c): text and blocks placed top
 * to bottom, a new page when the next one does not fit. */
struct flow {
    const struct variant *v;
    const struct layout *lo;
    struct document *doc;
    struct page *pg;
    cairo_t *measure;
    double y;      /* next free line */
    double width;  /* text column */
    int cover;     /* the first page is a cover: no page number */
};

#define MARGIN_X 20.0
void flow_new_page(struct flow *f);
double flow_bottom(const struct flow *f);
/* Makes room for h mm, starting a page when needed. */
void flow_need(struct flow *f, double h);
void flow_text(struct flow *f, const char *markup, double size, double indent, double space_after);
void flow_heading(struct flow *f, const char *title, double size);
void flow_item(struct flow *f, const char *markup);
struct item *flow_block(struct flow *f, enum item_kind kind, double h);
/* The real board with the start position, scaled to fit maxw x maxh mm and
 * centred (an ITEM_SETUP); coded: see render_setup_board. */
struct item *flow_board_picture(struct flow *f, const struct board_plan *bp, double maxw,
                                double maxh, int coded);

/* booklet_cover.c: the cover page: title, subtitle, players, age, playing
 * time, a picture of the set made from its own board and pieces, what the
 * set holds, and the small-parts warning. */
void booklet_cover(struct flow *f, const struct board_plan *bp);

/* booklet_guide.c: the printing and cutting guide; the "For designers"
 * appendix (file names, the command, move tables: nothing of this kind
 * is printed before it). */
void booklet_printing_guide(struct flow *f, const struct board_plan *bp,
                            const struct document *components);
void booklet_designers(struct flow *f);

#endif
