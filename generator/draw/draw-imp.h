/* draw-imp.h: what the drawing files share: cairo + pango drawing of the
 * items the composer places. Every function draws in millimetres in the
 * current user space of cr (the caller scales points to millimetres and
 * translates to the item's origin). Private to draw/. */
#ifndef PNPGEN_DRAW_IMP_H
#define PNPGEN_DRAW_IMP_H

#include <cairo.h>

#include "draw.h"
#include "base/base.h"

/* math.h gives M_PI under _DEFAULT_SOURCE (the Makefile's); this is for a
 * libc that does not. */
#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

/* Greys of glue flaps: a board tile's flap repeats the cells under it, so
 * it is lighter than the screen's plain flap. */
#define BOARD_FLAP_GREY 0.88
#define SCREEN_FLAP_GREY 0.85
#include "notation/notation.h"
#include "compose/compose.h"
#include "model/model.h"
#include "text/text.h"

/* Text (draw_text.c), laid out by text/. `markup` is Pango markup; size in
 * points; the text is wrapped to `width` mm (0: no wrapping). Returns the
 * height drawn, in mm. */
double draw_text(cairo_t *cr, const struct layout *lo, const char *markup,
                 double size_pt, double x, double y, double width,
                 enum text_align align);
/* Draws one line of text centred on (cx, cy), rotated by `angle` radians,
 * shrunk if needed to fit max_w mm (0: no limit). Used for glyphs and labels. */
void draw_label(cairo_t *cr, const struct layout *lo, const char *markup,
                double size_pt, double cx, double cy, double angle, double max_w);

/* draw_label for plain text (a name, a caption, a square's name), escaped
 * by markup_printf first. */
void draw_plain_label(cairo_t *cr, const struct layout *lo, const char *text,
                      double size_pt, double cx, double cy, double angle, double max_w);

/* A movement diagram in the square (x, y, size). `promoted` adds the dot in
 * the centre cell that marks a promoted face. */
void draw_diagram(cairo_t *cr, const struct diagram *d, double x, double y,
                  double size, int promoted);
/* One entry of the symbol key: the glyph used for a cell kind, in a box of
 * `size` mm at (x, y). */
void draw_diagram_symbol(cairo_t *cr, const struct diagram_cell *c,
                         int dx, int dy, double x, double y, double size);


/* Tiles whose face is the move grid (draw_tile.c). draw_tile_grid_drawable: the
 * diagram is 3 x 3 and shows only steps and slides that move and capture,
 * so the tile can print it as its face. draw_tile_face draws such a face
 * centred on (0, 0); draw_tile_key one cell of the side's tile treatment
 * (CELL_STEP, CELL_SLIDE, or CELL_SELF for the forward notch) in the square
 * (x, y, size), for the booklet's key. */
int draw_tile_grid_drawable(const struct diagram *d);
void draw_tile_face(cairo_t *cr, const struct layout *lo, const struct variant *v,
                    const struct piece *p, int side, double w, double h);
void draw_tile_key(cairo_t *cr, const struct variant *v, int side, enum cell_shape shape,
                   double x, double y, double size);

/* Cut and fold lines (hairlines of the layout's widths). draw_cut_path
 * strokes the current path as a cut line. */
void draw_cut_path(cairo_t *cr, const struct layout *lo);
void draw_cut_rect(cairo_t *cr, const struct layout *lo, double x, double y, double w, double h);
void draw_cut_circle(cairo_t *cr, const struct layout *lo, double cx, double cy, double r);
void draw_fold_line(cairo_t *cr, const struct layout *lo, double x0, double y0, double x1, double y1);
/* A calibration ruler of lo->ruler mm with mm ticks, starting at (x, y). */
void draw_ruler(cairo_t *cr, const struct layout *lo, double x, double y);

/* ---- board tiles and the small map of how they join (draw_board.c) ---- */
void draw_board_tile(cairo_t *cr, const struct layout *lo, const struct variant *v,
                     const struct tile *t);
/* One board mark's symbol centred on (cx, cy) for a cell of s mm, as the
 * board prints it (also used by the booklet's board key). */
void draw_mark_symbol(cairo_t *cr, const struct variant *v, enum mark_symbol sym, int side,
                      double cx, double cy, double s);
void draw_tile_map(cairo_t *cr, const struct layout *lo, const struct tile *t,
                   double x, double y, double w, double h);

/* ---- chips (fold-over discs with emblems) and the paper screen (draw_extras.c) ---- */
/* An emblem of height `size` mm centred on (cx, cy); fg is the art colour
 * (0 black, 1 white) and the emblem's ground is the other one. */
void draw_emblem(cairo_t *cr, enum emblem e, double cx, double cy, double size, int white);


/* The placed items. */
void draw_chip_item(cairo_t *cr, const struct layout *lo, const struct variant *v,
                    const struct item *it);
void draw_screen_item(cairo_t *cr, const struct layout *lo, const struct variant *v,
                      const struct item *it);

/* ---- the booklet's generated blocks (booklet_draw.c, booklet_figure.c) ---- */
/* Draws the booklet's own item kinds (setup, gallery rows, keys). */
void draw_booklet_item(cairo_t *cr, const struct layout *lo, const struct variant *v,
                         const struct item *it);

/* The <piece-figure> block (booklet_figure.c): its drawing (an ITEM_FIGURE
 * whose `block` is the figure's block). */
void draw_figure(cairo_t *cr, const struct layout *lo, const struct variant *v,
                   const struct item *it);
/* The setup diagram's extras (booklet_setup.c), for a board whose lower
 * left corner cell starts at (ox, oy + (ranks-1)*cell): tinted zones; the
 * pieces that start in hand, in a column of cells whose left edge is x
 * (the first side's by its back rank, the second's by its own). */
void draw_setup_tints(cairo_t *cr, const struct variant *v, double ox, double oy, double cell);
void draw_setup_hands(cairo_t *cr, const struct layout *lo, const struct variant *v,
                        double x, double oy, double cell);

void draw_legend(cairo_t *cr, const struct layout *lo, const struct variant *v,
                   const struct item *it);

/* The label of a piece in the setup diagram: its glyph for that side, or
 * its initials (written to buf) (booklet_setup.c). */
const char *draw_setup_label(const struct variant *v, int piece, int side, char *buf, size_t len);
/* A piece of the setup diagram: a small disc in its side's print style
 * with its glyph or initials, turned for the second side; dashed for a
 * piece that starts in hand (booklet_setup.c). */
void draw_setup_piece(cairo_t *cr, const struct layout *lo, const struct variant *v,
                      int piece, int side, double cx, double cy, double cell, int dashed);

#endif
